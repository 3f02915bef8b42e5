import Foundation

/// SVG documents that reference other files, and the files they reference: a text file of a
/// distinctive secret in large black glyphs, a red PNG, another SVG holding a red square and
/// a style sheet painting red. Rendered, none of them may differ from ``plain`` (a white
/// canvas of the same size): a renderer that draws a referenced file changes the pixels.
public enum ReferencingSVG {
  /// The canvas side in pixels.
  public static let side = 200

  /// The text of the referenced `notes.env`.
  public static let secret = String(repeating: "MEDIAKIND-SECRET-TOKEN=WWWWWWWWWWWW\n", count: 12)

  /// A white canvas, nothing referenced.
  public static let plain = document("")

  /// The documents that reference other files, by name, given the folder they are written
  /// in (for the absolute `file://` reference).
  public static func referencing(folder: String) -> [(name: String, text: String)] {
    let full = "width=\"\(side)\" height=\"\(side)\" preserveAspectRatio=\"none\""
    return [
      ("xinclude-text", document(
        "<text x=\"0\" y=\"40\" font-size=\"40\" fill=\"black\"><xi:include href=\"notes.env\" parse=\"text\"/></text>")),
      ("image-href", document("<image href=\"red.png\" \(full)/>")),
      ("image-xlink-below", document("<image xlink:href=\"below/red.png\" \(full)/>")),
      ("image-file-url", document("<image href=\"file://\(folder)/red.png\" \(full)/>")),
      ("use-other-svg", document("<use href=\"other.svg#red\"/>")),
      ("css-import", document("<style>@import url(style.css);</style><rect class=\"paint\" fill=\"white\" width=\"\(side)\" height=\"\(side)\"/>")),
      ("xml-stylesheet", "<?xml-stylesheet href=\"style.css\" type=\"text/css\"?>\n"
        + document("<rect class=\"paint\" fill=\"white\" width=\"\(side)\" height=\"\(side)\"/>")),
    ]
  }

  /// Writes the referenced files and the documents (`plain.svg` and `<name>.svg` for each of
  /// ``referencing(folder:)``) into `folder`; the documents' paths by name.
  public static func write(into folder: TemporaryDirectory) throws -> [String: String] {
    try folder.write("notes.env", Array(secret.utf8))
    try folder.write("red.png", redPNG(side: 16))
    try folder.write("below/red.png", redPNG(side: 16))
    try folder.write(
      "other.svg",
      Array("<svg xmlns=\"http://www.w3.org/2000/svg\"><rect id=\"red\" width=\"\(side)\" height=\"\(side)\" fill=\"red\"/></svg>".utf8))
    try folder.write("style.css", Array(".paint { fill: red; }\n".utf8))
    var paths = ["plain": try folder.write("plain.svg", Array(plain.utf8))]
    for (name, text) in referencing(folder: folder.url.path) {
      paths[name] = try folder.write(name + ".svg", Array(text.utf8))
    }
    return paths
  }

  /// A white canvas with `body` drawn over it.
  static func document(_ body: String) -> String {
    """
    <svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" \
    xmlns:xi="http://www.w3.org/2001/XInclude" width="\(side)" height="\(side)">\
    <rect width="\(side)" height="\(side)" fill="white" class="canvas"/>\(body)</svg>
    """
  }

  /// A red 8-bit RGB PNG, its pixels in one stored (uncompressed) deflate block.
  public static func redPNG(side: Int) -> [UInt8] {
    var raw: [UInt8] = []
    for _ in 0..<side { raw += [0] + Array(repeating: [0xFF, 0x00, 0x00], count: side).flatMap { $0 } }
    var a: UInt32 = 1
    var b: UInt32 = 0
    for byte in raw {
      a = (a + UInt32(byte)) % 65_521
      b = (b + a) % 65_521
    }
    var zlib = ByteBuilder([0x78, 0x01, 0x01])
    zlib.u16le(UInt16(raw.count))
    zlib.u16le(~UInt16(raw.count))
    zlib.append(raw)
    zlib.u32be(b << 16 | a)
    var header = ByteBuilder()
    header.u32be(UInt32(side))
    header.u32be(UInt32(side))
    header.append([8, 2, 0, 0, 0])
    var png = ByteBuilder([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
    png.pngChunk("IHDR", header.bytes)
    png.pngChunk("IDAT", zlib.bytes)
    png.pngChunk("IEND", [])
    return png.bytes
  }
}
