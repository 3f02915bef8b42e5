#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Facts about the machine the classifier runs on.
enum SystemInfo {
  /// Online processors (`sysconf(_SC_NPROCESSORS_ONLN)`), at least 1.
  static var activeProcessorCount: Int {
    max(1, Int(sysconf(Int32(_SC_NPROCESSORS_ONLN))))
  }

  /// The current calendar year (UTC), read once per process.
  static let currentYear: Int = {
    let now = CaptureDate.utc(unixSeconds: Int64(time(nil)))
    return FieldBounds.year(of: now) ?? 2026
  }()
}
