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
}
