internal import CLibVips

/// libvips as loaded once per process: its function table, or why it could not be loaded or
/// started. The table is written once, before it is shared, and only read afterwards.
struct VipsLoadedLibrary: @unchecked Sendable {
  let api: UnsafeMutablePointer<CLibVips_API>?
  let failure: VipsError?
}
