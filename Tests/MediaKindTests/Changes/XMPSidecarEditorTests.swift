import MediaKindTestSupport
import Testing

@testable import MediaKind

/// `XMPSidecarEditor`: one property changed, every other byte kept, refusal with a reason
/// (Docs/Changes.md, "Favorite and hidden").
@Suite("XMP sidecar editor")
struct XMPSidecarEditorTests {
  static func text(_ editor: XMPSidecarEditor) -> String { String(decoding: editor.bytes, as: UTF8.self) }

  @Test("an attribute is replaced in place, under whatever prefix the file binds")
  func attribute() throws {
    let source = """
      <x:xmpmeta xmlns:x="adobe:ns:meta/"><rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#">
      <rdf:Description rdf:about="" xmlns:b="http://ns.adobe.com/xap/1.0/" b:Rating='2' b:Label="Red"/>
      </rdf:RDF></x:xmpmeta>
      """
    var editor = try XMPSidecarEditor(bytes: Array(source.utf8))
    #expect(try editor.value(of: .rating) == "2")
    try editor.set(.rating, to: "5")
    #expect(Self.text(editor) == source.replacingOccurrences(of: "b:Rating='2'", with: "b:Rating='5'"))
    try editor.set(.rating, to: nil)
    #expect(Self.text(editor) == source.replacingOccurrences(of: " b:Rating='2'", with: ""))
    // The result still reads as XMP: the read side sees no rating.
    #expect(StarRating.read(xmpSidecar: editor.bytes) == nil)
  }

  @Test("a property element's text is replaced; an empty element gets a value")
  func element() throws {
    let source = """
      <x:xmpmeta xmlns:x="adobe:ns:meta/"><rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#">
       <rdf:Description rdf:about="" xmlns:xmp="http://ns.adobe.com/xap/1.0/">
        <xmp:Rating>3</xmp:Rating>
        <xmp:Label/>
       </rdf:Description>
      </rdf:RDF></x:xmpmeta>
      """
    var editor = try XMPSidecarEditor(bytes: Array(source.utf8))
    try editor.set(.rating, to: "5")
    #expect(Self.text(editor) == source.replacingOccurrences(of: "<xmp:Rating>3</xmp:Rating>", with: "<xmp:Rating>5</xmp:Rating>"))
    #expect(StarRating.read(xmpSidecar: editor.bytes) == 5)
    let label = XMPSidecarEditor.Property(namespace: XMPNamespace.basic, name: "Label", preferredPrefix: "xmp")
    try editor.set(label, to: "Blue")
    #expect(Self.text(editor).contains("<xmp:Label>Blue</xmp:Label>"))
    try editor.set(.rating, to: nil)
    #expect(!Self.text(editor).contains("Rating"))
    #expect(Self.text(editor).contains("<xmp:Label>Blue</xmp:Label>"))
  }

  @Test("a new property is added to the first description, declaring its namespace once")
  func addition() throws {
    var editor = try XMPSidecarEditor(bytes: XMPSidecarEditor.emptySidecar)
    try editor.set(.hidden, to: "True")
    try editor.set(.ratingBeforeFavorite, to: "none")
    let text = Self.text(editor)
    #expect(text.components(separatedBy: "xmlns:mediakind=").count == 2)
    #expect(text.contains(#"mediakind:Hidden="True""#) && text.contains(#"mediakind:RatingBeforeFavorite="none""#))
    #expect(StarRating.hidden(from: StarRating.sidecarFacts(editor.bytes)) == true)
    // A prefix already bound to another namespace is not reused.
    let taken = """
      <x:xmpmeta xmlns:x="adobe:ns:meta/"><rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#">
      <rdf:Description rdf:about="" xmlns:xmp="urn:other"/></rdf:RDF></x:xmpmeta>
      """
    var other = try XMPSidecarEditor(bytes: Array(taken.utf8))
    try other.set(.rating, to: "5")
    #expect(Self.text(other).contains(#"xmlns:xmp1="http://ns.adobe.com/xap/1.0/" xmp1:Rating="5""#))
    #expect(StarRating.read(xmpSidecar: other.bytes) == 5)
    // No description at all: one is made inside rdf:RDF.
    let bare = #"<x:xmpmeta xmlns:x="adobe:ns:meta/"><rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#"></rdf:RDF></x:xmpmeta>"#
    var made = try XMPSidecarEditor(bytes: Array(bare.utf8))
    try made.set(.rating, to: "4")
    #expect(StarRating.read(xmpSidecar: made.bytes) == 4)
  }

  @Test("what cannot be edited safely is refused with the reason", arguments: [
    ("<x:xmpmeta><rdf:RDF", "not well-formed"),
    (#"<a><b></a></b>"#, "does not close"),
    (#"<!DOCTYPE x [<!ENTITY e "boom">]><x/>"#, "document type"),
    (#"<x:xmpmeta xmlns:x="adobe:ns:meta/"/>"#, "no rdf:RDF"),
    (#"<p:x/>"#, "not declared"),
  ])
  func refusals(_ source: String, _ reason: String) {
    #expect {
      _ = try XMPSidecarEditor(bytes: Array(source.utf8))
    } throws: { error in
      (error as? XMPSidecarEditor.Failure)?.reason.contains(reason) == true
    }
  }

  @Test("a structured value of the edited property is refused; other structures are kept")
  func structured() throws {
    let source = """
      <x:xmpmeta xmlns:x="adobe:ns:meta/"><rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#">
       <rdf:Description rdf:about="" xmlns:xmp="http://ns.adobe.com/xap/1.0/" xmlns:dc="http://purl.org/dc/elements/1.1/">
        <xmp:Rating><rdf:Alt><rdf:li>3</rdf:li></rdf:Alt></xmp:Rating>
        <dc:subject><rdf:Bag><rdf:li>boats</rdf:li></rdf:Bag></dc:subject>
       </rdf:Description>
      </rdf:RDF></x:xmpmeta>
      """
    var editor = try XMPSidecarEditor(bytes: Array(source.utf8))
    #expect(throws: XMPSidecarEditor.Failure.self) { try editor.set(.rating, to: "5") }
    #expect(Self.text(editor) == source)
    try editor.set(.hidden, to: "True")
    #expect(Self.text(editor).contains("<dc:subject><rdf:Bag><rdf:li>boats</rdf:li></rdf:Bag></dc:subject>"))
  }
}
