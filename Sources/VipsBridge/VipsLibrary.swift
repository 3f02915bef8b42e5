/// The libvips process state: started once, on first use.
public enum VipsLibrary {
  /// Starts libvips if it has not been started (thread-safe; later calls return at once).
  public static func start() throws(VipsError) {
    if let error = VipsImageHandle.startResult { throw error }
  }

  /// The installed libvips version.
  public static var version: String { VipsImageHandle.versionString }
}
