import Testing
@testable import MediaKind
import MediaKindTestSupport

@Suite("ISOBMFF box walker")
struct ISOBMFFBoxWalkerTests {
  @Test func headerParsesCompactLargeAndUUIDForms() throws {
    var b = ByteBuilder()
    b.box("free") { $0.zeros(4) }
    b.u32be(1)
    b.ascii("mdat")
    b.u64be(24)
    b.zeros(8)
    b.u32be(8 + 16 + 2)
    b.ascii("uuid")
    b.append(ISOBMFFProbe.xmpUUID)
    b.zeros(2)
    let bytes = b.bytes

    let free = try BoxHeader(parsing: bytes, at: 0, position: 0, limit: bytes.count)
    #expect(free.type == "free" && free.size == 12 && free.headerSize == 8)
    let mdat = try BoxHeader(parsing: bytes, at: 12, position: 12, limit: bytes.count)
    #expect(mdat.type == "mdat" && mdat.size == 24 && mdat.headerSize == 16)
    let uuid = try BoxHeader(parsing: bytes, at: 36, position: 36, limit: bytes.count)
    #expect(uuid.headerSize == 24 && uuid.userType == ISOBMFFProbe.xmpUUID && uuid.payloadSize == 2)
  }

  @Test func sizeZeroRunsToTheEndAndUndersizedBoxesThrow() throws {
    var b = ByteBuilder()
    b.u32be(0)
    b.ascii("mdat")
    b.zeros(20)
    let toEnd = try BoxHeader(parsing: b.bytes, at: 0, position: 0, limit: b.count)
    #expect(toEnd.size == 28 && !toEnd.isTruncated)

    var bad = ByteBuilder()
    bad.u32be(4)
    bad.ascii("free")
    #expect(throws: ParseError.self) {
      try BoxHeader(parsing: bad.bytes, at: 0, position: 0, limit: 8)
    }
    var badLarge = ByteBuilder()
    badLarge.u32be(1)
    badLarge.ascii("mdat")
    badLarge.u64be(3)
    #expect(throws: ParseError.self) {
      try BoxHeader(parsing: badLarge.bytes, at: 0, position: 0, limit: 16)
    }
  }

  @Test func boxLongerThanItsContainerIsClampedAndFlagged() throws {
    var b = ByteBuilder()
    b.u32be(1000)
    b.ascii("moov")
    b.zeros(8)
    let header = try BoxHeader(parsing: b.bytes, at: 0, position: 0, limit: b.count)
    #expect(header.isTruncated)
    #expect(header.size == 16)
  }

  @Test func walkerFindsMoovAfterMdatWithoutReadingMdat() {
    // 1 MiB of media data, well past the 64 KiB head, then moov.
    var movie = ISOBMFFFixtures.Movie()
    movie.mdatSize = 1 << 20
    movie.duration = 1800
    let bytes = movie.build()
    let source = ByteSource(bytes: bytes, headSize: 64 * 1024, limitedToHead: false)
    var walker = BoxWalker(budget: .standard)
    let boxes = walker.topLevelBoxes(of: source)
    #expect(boxes.map(\.type.description) == ["ftyp", "mdat", "moov"])
    // Only the moov header (32 bytes) was read past the head.
    #expect(source.bytesRead <= 32)
    let moov = boxes.last.flatMap { walker.load($0, from: source) }
    #expect(moov != nil)
    #expect(source.bytesRead < 8 * 1024)
  }

  @Test func moovAfterMdatGivesDurationWithinATinyReadBudget() {
    var movie = ISOBMFFFixtures.Movie()
    movie.mdatSize = 4 << 20
    movie.duration = 1800  // 3 s at 600
    let budget = ReadBudget(maxDepth: 16, maxEntries: 20_000, maxBytesRead: 16 * 1024, maxPayload: 1 << 20)
    let (facts, source) = ISOBMFFFixtures.probe(movie.build(), format: .mov, budget: budget)
    #expect(facts.duration == 3)
    #expect(!source.budgetExhausted)
  }

  @Test func truncatedTopLevelBoxBecomesADiagnostic() {
    var movie = ISOBMFFFixtures.Movie()
    movie.moovAtEnd = true
    var bytes = movie.build()
    bytes.removeLast(20)  // cut the end of moov
    let (facts, _) = ISOBMFFFixtures.probe(bytes, format: .mov)
    #expect(facts.diagnosticTexts.contains { $0.contains("'moov'") && $0.contains("past the end of the file") })
  }

  @Test func undersizedChildBoxStopsThatContainerWithADiagnostic() {
    var b = ByteBuilder()
    ISOBMFFFixtures.ftyp(&b, major: "qt  ", compatible: ["qt  "])
    b.box("moov") { m in
      m.u32be(3)  // a size smaller than a box header
      m.ascii("trak")
      m.zeros(16)
    }
    let record = ISOBMFFFixtures.classify(b.bytes, name: "broken.mov")
    #expect(record.format == .mov)
    #expect(record.diagnostics?.contains { $0.contains("less than its header") } == true)
  }

  @Test func zeroSizedChildCannotLoopTheWalker() {
    // A zero size inside a container means "to the end of the container": one box, no loop.
    var b = ByteBuilder()
    ISOBMFFFixtures.ftyp(&b, major: "qt  ", compatible: ["qt  "])
    b.box("moov") { m in
      m.u32be(0)
      m.ascii("udta")
      m.u32be(0)
      m.ascii("udta")
      m.zeros(8)
    }
    let source = ByteSource(bytes: b.bytes, headSize: 64 * 1024, limitedToHead: false)
    var walker = BoxWalker(budget: .standard)
    let boxes = walker.topLevelBoxes(of: source)
    let moov = boxes.first { $0.type == "moov" }.flatMap { walker.load($0, from: source) }
    #expect(moov != nil)
    if let moov {
      let children = walker.children(of: moov)
      #expect(children.count == 1)
      #expect(children.first?.payloadSize == 16)
    }
  }

  @Test func nestingDeeperThanTheBudgetIsNotFollowed() {
    // 40 nested udta boxes; the budget allows 16 levels.
    var inner = ByteBuilder()
    inner.box("free") { $0.zeros(4) }
    for _ in 0..<40 {
      var outer = ByteBuilder()
      outer.box("udta") { $0.append(inner.bytes) }
      inner = outer
    }
    let box = Box(
      header: BoxHeader(type: "udta", offset: 0, headerSize: 8, size: inner.count, isTruncated: false, userType: nil),
      bytes: inner.bytes, base: 0, depth: 0)
    var walker = BoxWalker(budget: .standard)
    var current = [box]
    var levels = 0
    while let next = current.first.map({ walker.children(of: $0) }), !next.isEmpty {
      current = next
      levels += 1
    }
    #expect(levels == ReadBudget.standard.maxDepth)
    #expect(walker.diagnostics.contains { $0.code == .limit && $0.message.contains("nested deeper") })
  }

  @Test func entryBudgetCapsTheNumberOfBoxes() {
    var b = ByteBuilder()
    for _ in 0..<500 { b.box("free") }
    let budget = ReadBudget(maxDepth: 16, maxEntries: 100, maxBytesRead: 1 << 20, maxPayload: 1 << 20)
    let source = ByteSource(bytes: b.bytes, headSize: 64 * 1024, limitedToHead: false, budget: budget)
    var walker = BoxWalker(budget: budget)
    let boxes = walker.topLevelBoxes(of: source)
    #expect(boxes.count == 100)
    #expect(walker.diagnostics.contains { $0.code == .limit && $0.message.contains("more than 100") })
  }

  @Test func garbageAfterTheLastBoxIsDiagnosedNotParsed() {
    var movie = ISOBMFFFixtures.Movie()
    movie.moovAtEnd = false
    let bytes = movie.build() + [0x01, 0x02, 0x03, 0x04, 0x05]
    let (facts, _) = ISOBMFFFixtures.probe(bytes, format: .mov)
    #expect(facts.duration == 1)
    #expect(facts.diagnostics.contains { $0.code == .truncated && $0.location == "ISOBMFF" && $0.message.contains("stray bytes") })
  }
}
