/// What a signature may look at: the head bytes, the lower-cased file extension (a hint only;
/// a few weak formats and the TIFF-based RAWs use it, as ExifTool does) and the file size.
///
/// Facts several signatures share (is the head text, how does it start, the TIFF IFD0) are
/// worked out once here rather than once per registry entry.
public struct SniffInput: Sendable {
  /// The first bytes of the file (up to the fast path's head read).
  public let head: [UInt8]
  /// The file's extension, lower-cased, without the dot ("" when none).
  public let fileExtension: String
  /// The file's size in bytes.
  public let fileSize: Int
  /// Whether the head is text: valid UTF-8 without control characters but white space, or
  /// UTF-16 that is such text (`SignatureChecks.utf8(fromUTF16:)`).
  public let isText: Bool
  /// The first 4 KiB of a text head, lower-cased, after a BOM and leading white space; empty
  /// for binary heads.
  public let textStart: String
  /// IFD0 of a TIFF header at offset 0, read from the head only.
  let tiffIFD0: TIFFDirectory?
  /// The ISO BMFF `ftyp` box at offset 0, parsed once for every brand signature. A box that
  /// claims 16 MiB or more (first size byte not zero) is not taken for one: an `ftyp` box
  /// holds a few brands, and a zero first byte is what the brand signatures dispatch on.
  let fileType: FileTypeBox?

  /// What the signatures of a file of `fileSize` bytes see: its `head` and `fileExtension`.
  public init(head: [UInt8], fileExtension: String, fileSize: Int) {
    self.head = head
    self.fileExtension = fileExtension
    self.fileSize = fileSize
    if SignatureChecks.isText(head) {
      isText = true
      textStart = SignatureChecks.textStart(head, length: 4096)
    } else if let utf8 = SignatureChecks.utf8(fromUTF16: head.prefix(8192)), SignatureChecks.isText(utf8) {
      // UTF-16 text (an XMP sidecar written by Windows tools, a .txt from Notepad): sniffed
      // as the same text in UTF-8, so its signatures need no second spelling.
      isText = true
      textStart = SignatureChecks.textStart(utf8, length: 4096)
    } else {
      isText = false
      textStart = ""
    }
    let looksLikeTIFF = head.count >= 8 && (head[0] == 0x49 || head[0] == 0x4D) && head[0] == head[1]
    tiffIFD0 = looksLikeTIFF ? SignatureChecks.tiffIFD0(head) : nil
    fileType =
      head.first == 0 && head.matches(ascii: "ftyp", at: 4) ? FileTypeBox(head: head) : nil
  }
}
