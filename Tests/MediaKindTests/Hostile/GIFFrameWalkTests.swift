import Foundation
import MediaKindTestSupport
import Testing

@testable import MediaKind

/// A GIF's frame count and duration are facts only when the frame walk saw every frame
/// (issue 24): the thorough walk counts to the trailer by the sub-blocks' length bytes, past
/// the per-file byte and entry budgets, within a budget of block headers of its own; a walk
/// that stops at bytes it cannot read reports neither, and says why.
@Suite("GIF frame walk: exact counts or none")
struct GIFFrameWalkTests {
  /// A GIF of `frames` 1x1 frames, each with a GCE delay of 1/100 s: 22 bytes a frame.
  static func gif(frames: Int) -> [UInt8] {
    var b = ByteBuilder()
    b.ascii("GIF89a")
    b.u16le(1)
    b.u16le(1)
    b.append([0x80, 0, 0])  // global colour table of 2 entries
    b.zeros(6)
    let frame: [UInt8] = [
      0x21, 0xF9, 4, 0, 1, 0, 0, 0,  // GCE, 1/100 s
      0x2C, 0, 0, 0, 0, 1, 0, 1, 0, 0,  // image descriptor
      2, 2, 0x44, 0x01, 0,  // LZW minimum code size, one sub-block, terminator
    ]
    for _ in 0..<frames { b.append(frame) }
    b.u8(0x3B)
    return b.bytes
  }

  static let frames = 200_000
  static let bytes = gif(frames: frames)

  @Test("thorough: 200,000 frames counted exactly, whatever the per-file entry and byte budgets")
  func thoroughCountsToTheTrailer() {
    // Budgets under which the old walk stopped early (50 × maxEntries blocks; the bytes read).
    let tight = ReadBudget(maxDepth: 16, maxEntries: 1_000, maxBytesRead: 1 << 20, maxPayload: 1 << 20)
    for budget in [ReadBudget.standard, tight] {
      let r = MediaClassifier(options: ClassifyOptions(mode: .thorough, budget: budget))
        .classify(bytes: Self.bytes, name: "many.gif")
      #expect(r.frameCount == Self.frames)
      #expect(r.duration == Double(Self.frames) / 100)
      #expect(r.subtypes.contains(.photoAnimation))
      #expect(r.diagnostics == nil, "\(r.diagnostics ?? [])")
    }
  }

  @Test("fast: a head that does not reach the trailer gives no frame count or duration, but animation is seen")
  func fastLeavesOutWhatItCannotKnow() {
    let fast = MediaClassifier(options: ClassifyOptions(mode: .fast))
    let r = fast.classify(bytes: Self.bytes, name: "many.gif")
    #expect(r.frameCount == nil)
    #expect(r.duration == nil)
    #expect(r.subtypes.contains(.photoAnimation), "two image descriptors seen prove animation")
    // A GIF wholly in the head: the same facts as the thorough path.
    let small = fast.classify(bytes: Self.gif(frames: 100), name: "small.gif")
    #expect(small.frameCount == 100)
    #expect(small.duration == 1)
  }

  @Test("a walk stopped at bytes it could not read (an archive member's middle) reports no count, and says so")
  func unreadBytesStopTheWalk() async throws {
    let tar = ArchiveBuilder.tar([ArchiveBuilder.Member("many.gif", Self.bytes)])
    let limits = ArchiveLimits(wholeMember: 256 << 10, window: 64 << 10)
    var records: [Classification] = []
    await MediaClassifier(options: ClassifyOptions(mode: .thorough)).classify(
      archiveBytes: tar, name: "x.tar", limits: limits, concurrency: 1
    ) { records.append($0) }
    let r = try #require(records.first)
    #expect(r.frameCount == nil)
    #expect(r.duration == nil)
    #expect(r.subtypes.contains(.photoAnimation))
    let diagnostics = r.diagnostics ?? []
    #expect(
      diagnostics.contains { $0.hasPrefix("GIF: frame walk stopped at offset ") && $0.hasSuffix("frame count and duration not known") },
      "\(diagnostics)")
    #expect(!diagnostics.contains { $0.contains("no trailer") }, "the file has a trailer: \(diagnostics)")
  }

  @Test("the walk's own budget: block headers, not bytes (16 Mi bytes of padding stop it)")
  func headerBudgetStopsTheWalk() {
    var bytes = Self.gif(frames: 3)
    let trailer = bytes.removeLast()
    bytes += [UInt8](repeating: 0, count: GIFProbe.maxBlockHeaders)
    bytes.append(trailer)
    let r = MediaClassifier(options: ClassifyOptions(mode: .thorough)).classify(bytes: bytes, name: "padded.gif")
    #expect(r.frameCount == nil)
    #expect(r.subtypes.contains(.photoAnimation))
    #expect(
      (r.diagnostics ?? []).contains { $0.contains("after 3 frames (the budget of \(GIFProbe.maxBlockHeaders) block headers)") },
      "\(r.diagnostics ?? [])")
  }

  @Test("a cut GIF still reports the frames it holds, with the no-trailer diagnostic")
  func truncatedFileKeepsItsCount() {
    var bytes = Self.gif(frames: 5)
    bytes.removeLast(3)  // inside the last frame's sub-blocks
    let r = MediaClassifier(options: ClassifyOptions(mode: .thorough)).classify(bytes: bytes, name: "cut.gif")
    #expect(r.frameCount == 5)
    #expect((r.diagnostics ?? []).contains { $0.contains("no trailer") })
  }
}
