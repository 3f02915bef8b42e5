import MediaKindTestSupport
import Testing

@testable import MediaKind

@Suite("Format registry")
struct FormatRegistryTests {
  let registry = FormatRegistry.standard

  @Test("format ids are unique")
  func idsAreUnique() {
    let ids = registry.formats.map(\.id)
    #expect(Set(ids).count == ids.count)
  }

  @Test("every UTI conforms to its media type's root UTI")
  func utisConformToMediaTypeRoots() {
    for format in registry.formats {
      let root: UniformTypeIdentifier? =
        switch format.mediaType {
        case .image: .image
        case .video: .movie
        case .audio: .audio
        case .unknown: nil
        }
      if let root {
        let conforms = registry.hierarchy.conforms(format.uti, to: root)
        #expect(conforms, "\(format.id): \(format.uti) does not conform to \(root)")
      }
      let isData = registry.hierarchy.conforms(format.uti, to: .data)
      #expect(isData, "\(format.id) is not data")
    }
  }

  @Test("RAW formats conform to public.camera-raw-image; others do not")
  func rawConformance() {
    for format in registry.formats {
      let conforms = registry.hierarchy.conforms(format.uti, to: .cameraRawImage)
      #expect(conforms == format.isRaw, "\(format.id)")
    }
  }

  /// Formats only a probe reaches (from another format's signature), never a signature.
  static let refinementTargets: Set<FormatID> = [.mp4Audio, .rmAudio]

  @Test("every format but refinement targets has a signature")
  func signatures() {
    for format in registry.formats where !Self.refinementTargets.contains(format.id) {
      #expect(!format.signatures.isEmpty, "\(format.id) has no signature")
    }
  }

  @Test("every format has a synthetic header that identifies it")
  func everyFormatHasAHeader() {
    for format in registry.formats where !Self.refinementTargets.contains(format.id) {
      #expect(SyntheticHeaders.all[format.id.rawValue] != nil, "no synthetic header for \(format.id)")
    }
  }

  @Test("each synthetic header identifies its own format", arguments: SyntheticHeaders.all.keys.sorted())
  func headerIdentifiesFormat(id: String) throws {
    let (ext, bytes) = try #require(SyntheticHeaders.all[id])
    let input = SniffInput(head: bytes, fileExtension: ext, fileSize: bytes.count)
    #expect(registry.identify(input)?.id.rawValue == id)
  }

  @Test("the extension is only a hint: content decides")
  func extensionIsAHint() throws {
    let (_, jpeg) = try #require(SyntheticHeaders.all["jpeg"])
    let input = SniffInput(head: jpeg, fileExtension: "png", fileSize: jpeg.count)
    #expect(registry.identify(input)?.id == .jpeg)
    #expect(registry.extensionMatches("png", content: registry.descriptor(.jpeg)) == false)
    #expect(registry.extensionMatches("jpeg", content: registry.descriptor(.jpeg)) == true)
  }

  @Test(
    "extension claims: none is no claim, unknown ones claim nothing, text under a text extension agrees",
    arguments: [
      ("", "jpeg", nil), ("bak", "jpeg", nil), ("jpg", "jpeg", true), ("png", "jpeg", false),
      ("py", "txt", true), ("jsonl", "txt", true), ("md", "txt", true), ("txt", "xml", true),
      ("plist", "xml", true), ("py", "jpeg", false), ("jpg", "txt", false), ("jsonl", "json", true),
      ("txt", nil, false), ("foo", nil, nil), ("", nil, nil),
    ] as [(String, String?, Bool?)])
  func extensionClaims(ext: String, content: String?, expected: Bool?) {
    let format = content.flatMap { registry.descriptor(FormatID(rawValue: $0)) }
    #expect(content == nil || format != nil)
    #expect(registry.extensionMatches(ext, content: format) == expected)
  }

  @Test("ISO BMFF: a specific major brand wins; a generic major defers to compatible brands")
  func brandPrecedence() {
    func id(_ major: String, _ compatible: [String]) -> FormatID? {
      var b = ByteBuilder()
      b.box("ftyp") { f in
        f.ascii(major)
        f.u32be(0)
        for c in compatible { f.ascii(c) }
      }
      return registry.identify(SniffInput(head: b.bytes, fileExtension: "", fileSize: b.count))?.id
    }
    #expect(id("mif1", ["mif1", "heic"]) == .heic)
    #expect(id("mif1", ["mif1", "miaf"]) == .heif)
    #expect(id("mp42", ["M4A ", "mp42", "isom"]) == .m4a)
    #expect(id("isom", ["isom", "avc1"]) == .mp4)
    #expect(id("qt  ", ["qt  "]) == .mov)
    #expect(id("crx ", ["crx ", "isom"]) == .cr3)
    #expect(id("avis", ["avis", "msf1"]) == .avifs)
    #expect(id("msf1", ["msf1", "hevc"]) == .heics)
  }

  @Test("TIFF-based RAWs: Make decides, .tif stays TIFF")
  func tiffRaws() {
    let nikon = TIFFBuilder.build(ifd0: [.ascii(0x010F, "NIKON CORPORATION")])
    func id(_ bytes: [UInt8], _ ext: String) -> FormatID? {
      registry.identify(SniffInput(head: bytes, fileExtension: ext, fileSize: bytes.count))?.id
    }
    #expect(id(nikon, "nef") == .nef)
    #expect(id(nikon, "nrw") == .nrw)
    #expect(id(nikon, "tif") == .tiff)
    #expect(id(nikon, "") == .nef)
    let dng = TIFFBuilder.build(ifd0: [
      .ascii(0x010F, "Apple"), TIFFField(tag: 0xC612, type: 1, count: 4, value: [1, 4, 0, 0]),
    ])
    #expect(id(dng, "tif") == .dng)
  }

  @Test("MPEG audio needs a chain of valid frames; random FF bytes are not MP3")
  func mpegAudioNeedsFrames() {
    let garbage: [UInt8] = [0xFF, 0xFB, 0x90, 0x64, 1, 2, 3, 4, 5, 6, 7, 8] + [UInt8](repeating: 0x55, count: 600)
    #expect(registry.identify(SniffInput(head: garbage, fileExtension: "mp3", fileSize: garbage.count))?.id != .mp3)
  }

  @Test("text that starts like a PDF is a PDF; plain text is text")
  func documents() {
    let text = Array("just some words\n".utf8)
    #expect(registry.identify(SniffInput(head: text, fileExtension: "pdf", fileSize: text.count))?.id == .txt)
  }
}
