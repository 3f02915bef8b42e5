import MediaKind

extension TextInputFile {
  /// Opens a file a check reads (an expected file, a policy) as untrusted text, a problem
  /// being a ``CheckInputError`` that names the file.
  static func openCheckInput(_ path: String, maxBytes: Int) throws(CheckInputError) -> TextInputFile {
    do {
      return try TextInputFile(path, maxBytes: maxBytes)
    } catch {
      throw CheckInputError(file: path, message: error.reason)
    }
  }
}
