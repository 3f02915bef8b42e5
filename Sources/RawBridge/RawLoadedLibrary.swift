internal import CLibRaw

/// libraw as loaded once per process: its function table, or why it could not be loaded. The
/// table is written once, before it is shared, and only read afterwards.
struct RawLoadedLibrary: @unchecked Sendable {
  let api: UnsafeMutablePointer<CLibRaw_API>?
  let failure: String?

  /// Loads libraw (`dlopen`, `Sources/CLibRaw/shim.h`).
  static func load() -> RawLoadedLibrary {
    let api = UnsafeMutablePointer<CLibRaw_API>.allocate(capacity: 1)
    api.initialize(to: CLibRaw_API())
    if let failure = CLibRaw_open(api) {
      api.deallocate()
      return RawLoadedLibrary(api: nil, failure: String(cString: failure))
    }
    return RawLoadedLibrary(api: api, failure: nil)
  }
}
