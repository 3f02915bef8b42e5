/// What a signature may look at: the head bytes, the lower-cased file extension (a hint only;
/// a few weak formats and the TIFF-based RAWs use it, as ExifTool does) and the file size.
public struct SniffInput: Sendable {
  public let head: [UInt8]
  public let fileExtension: String
  public let fileSize: Int

  public init(head: [UInt8], fileExtension: String, fileSize: Int) {
    self.head = head
    self.fileExtension = fileExtension
    self.fileSize = fileSize
  }
}
