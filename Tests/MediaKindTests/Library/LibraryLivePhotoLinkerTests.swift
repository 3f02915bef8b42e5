import MediaKind
import Testing

@Suite("Live Photo linker (plain classify)")
struct LibraryLivePhotoLinkerTests {
  typealias R = LibraryRecords
  static let id = "11111111-2222-4333-8444-555555555555"

  @Test("records without identifiers pass through at once, in order")
  func passThrough() {
    var linker = LivePhotoLinker()
    #expect(linker.push(R.still("a.heic")).map(\.path) == ["a.heic"])
    #expect(linker.push(R.video("b.mov")).map(\.path) == ["b.mov"])
    #expect(linker.finish().isEmpty)
  }

  @Test("a still waits for its best-named video, then both carry pairedPath")
  func settlesOnBestPartner() {
    var linker = LivePhotoLinker()
    #expect(linker.push(R.still("d/IMG_1.HEIC", id: Self.id)).isEmpty)
    #expect(linker.push(R.still("d/IMG_2.HEIC")).isEmpty)  // held behind the still: order kept
    let released = linker.push(R.video("d/IMG_1.MOV", id: Self.id))
    #expect(released.map(\.path) == ["d/IMG_1.HEIC", "d/IMG_2.HEIC", "d/IMG_1.MOV"])
    #expect(released[0].livePhoto?.pairedPath == "d/IMG_1.MOV")
    #expect(released[2].livePhoto?.pairedPath == "d/IMG_1.HEIC")
    #expect(released[1].livePhoto == nil)
  }

  @Test("a cross-folder pair is decided at the end of the stream")
  func crossFolderAtEnd() {
    var linker = LivePhotoLinker()
    var out = linker.push(R.still("a/X.HEIC", id: Self.id))
    out += linker.push(R.video("b/Y.MOV", id: Self.id))
    #expect(out.isEmpty)
    out += linker.finish()
    #expect(out.map(\.livePhoto?.pairedPath) == ["b/Y.MOV", "a/X.HEIC"])
  }

  @Test("the stream's pairing equals the library's batch pairing")
  func streamEqualsBatch() {
    let other = "99999999-2222-4333-8444-555555555555"
    let records = [
      R.still("a/IMG_1.HEIC", id: Self.id), R.video("a/IMG_1.MP4", id: Self.id),
      R.video("a/IMG_1.MOV", id: Self.id), R.still("b/copy.HEIC", id: Self.id),
      R.still("c/IMG_2.HEIC", id: other), R.video("c/IMG_2.MOV", id: "00000000-0000-4000-8000-000000000000"),
    ]
    var linker = LivePhotoLinker()
    var out: [Classification] = []
    for r in records { out += linker.push(r) }
    out += linker.finish()
    #expect(out.map(\.path) == records.map(\.path))
    let candidates = records.enumerated().compactMap { LivePhotoPairing.candidate(for: $1, index: $0) }
    var expected: [String: String] = [:]
    for pair in LivePhotoPairing.pairs(among: candidates) {
      expected[pair.still.path] = pair.video.path
      expected[pair.video.path] = pair.still.path
    }
    for record in out { #expect(record.livePhoto?.pairedPath == expected[record.path]) }
    #expect(expected["a/IMG_1.HEIC"] == "a/IMG_1.MP4")  // same score: the earlier video
    #expect(expected["c/IMG_2.HEIC"] == nil)
  }

  @Test("memory stays bounded: past maxPending the oldest record goes out undecided")
  func bounded() {
    var linker = LivePhotoLinker(maxPending: 3)
    var out = linker.push(R.still("a/X.HEIC", id: Self.id))
    for i in 0..<5 { out += linker.push(R.still("a/\(i).heic")) }
    #expect(linker.incompleteReleases >= 1)
    out += linker.push(R.video("z/Y.MOV", id: Self.id))
    out += linker.finish()
    #expect(out.count == 7)
    #expect(out[0].livePhoto?.pairedPath == nil)  // released before its video came
    #expect(out.last?.livePhoto?.pairedPath == "a/X.HEIC")
  }
}
