/// Facts about the machine the classifier runs on.
enum SystemInfo {
  /// Online processors (`sysconf(_SC_NPROCESSORS_ONLN)`), at least 1.
  static var activeProcessorCount: Int {
    max(1, system_onlineProcessorCount())
  }

  /// The current calendar year (UTC), read once per process.
  static let currentYear: Int = {
    let now = CaptureDate.utc(unixSeconds: system_time())
    return FieldBounds.year(of: now) ?? 2026
  }()
}
