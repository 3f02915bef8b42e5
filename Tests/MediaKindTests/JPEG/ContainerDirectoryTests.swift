import Testing
@testable import MediaKind

@Suite("Google Container directory")
struct ContainerDirectoryTests {
  @Test func attributeFormKeepsItemsWhole() throws {
    // The primary has no Length: a flattened property list would misalign the items.
    let xmp = JPEGFixtures.xmp(elements: JPEGFixtures.containerDirectory([
      ("Primary", "image/jpeg", nil, 16), ("GainMap", "image/jpeg", 9554, nil),
      ("MotionPhoto", "video/mp4", 123_456, 0),
    ]))
    let directory = try #require(ContainerDirectory(xmp: Array(xmp.utf8)))
    #expect(directory.items.map(\.semantic) == ["Primary", "GainMap", "MotionPhoto"])
    #expect(directory.items.map(\.length) == [nil, 9554, 123_456])
    #expect(directory.items[0].padding == 16)
    #expect(directory.index(ofSemantic: "motionphoto") == 2)
  }

  @Test func elementFormAndOtherPrefixesAreRead() throws {
    let xmp = """
      <x:xmpmeta xmlns:x="adobe:ns:meta/"><rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#">
      <rdf:Description xmlns:C="http://ns.google.com/photos/1.0/container/"
        xmlns:I="http://ns.google.com/photos/1.0/container/item/">
      <C:Directory><rdf:Seq>
      <rdf:li rdf:parseType="Resource"><C:Item rdf:parseType="Resource">
        <I:Semantic>Primary</I:Semantic><I:Mime>image/jpeg</I:Mime></C:Item></rdf:li>
      <rdf:li rdf:parseType="Resource"><C:Item rdf:parseType="Resource">
        <I:Semantic>MotionPhoto</I:Semantic><I:Length>4096</I:Length><I:Padding>0</I:Padding>
      </C:Item></rdf:li>
      </rdf:Seq></C:Directory></rdf:Description></rdf:RDF></x:xmpmeta>
      """
    let directory = try #require(ContainerDirectory(xmp: Array(xmp.utf8)))
    #expect(directory.items.count == 2)
    #expect(directory.items[1].semantic == "MotionPhoto")
    #expect(directory.items[1].length == 4096)
    #expect(directory.items[0].mime == "image/jpeg")
  }

  @Test func offsetsComeFromTheEndOfTheFile() {
    let directory = ContainerDirectory(items: [
      .init(mime: "image/jpeg", semantic: "Primary", length: 0, padding: 10),
      .init(mime: "video/mp4", semantic: "MotionPhoto", length: 1000, padding: 0),
      .init(mime: "image/jpeg", semantic: "GainMap", length: 200, padding: 4),
    ])
    #expect(GoogleMotionPhoto.containerOffsets(directory, videoIndex: 1, fileSize: 5000) == [3796])
    // Lengths larger than the file (hostile or wrong XMP) give no offset.
    let wrong = ContainerDirectory(items: [.init(semantic: "MotionPhoto", length: Int.max)])
    #expect(GoogleMotionPhoto.containerOffsets(wrong, videoIndex: 0, fileSize: 5000).isEmpty)
  }

  @Test func noItemsNoDirectory() {
    #expect(ContainerDirectory(xmp: Array(JPEGFixtures.xmp().utf8)) == nil)
    #expect(ContainerDirectory(xmp: Array("<Container:Item".utf8)) == nil)
    // The `:Item` pre-check on packets too short to hold it, and on an `Item` at the start.
    for text in ["", ":", "I", "Item", ":Ite", "Item/>"] {
      #expect(ContainerDirectory(xmp: Array(text.utf8)) == nil, "\(text)")
    }
    #expect(ContainerDirectory(xmp: Array("<Container:Item Item:Semantic=\"Primary\"/>".utf8)) != nil)
  }
}
