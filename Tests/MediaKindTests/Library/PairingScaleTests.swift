import MediaKind
import MediaKindTestSupport
import Testing

@testable import MediaKind

/// Grouping steps stay linear in a group of one content identifier, stem or burst, whatever a
/// folder holds (issue 13: a folder of 2,000 hard links of one Live Photo made pairing cubic).
/// The limits are generous ceilings for a debug build on a loaded machine, not benchmarks:
/// the cubic version took minutes for a tenth of these groups.
@Suite("Pairing at scale: linear in the group")
struct PairingScaleTests {
  typealias R = LibraryRecords
  static let id = "11111111-2222-4333-8444-555555555555"

  /// The matching the pairing rules define, the way it was first written: every still–video
  /// pair ranked (score, still, video), taken greedily. Quadratic: the oracle, for small groups.
  static func referencePairs(_ group: [LivePhotoPairing.Candidate]) -> [LivePhotoPairing.Pair] {
    let stills = group.filter { $0.role == .still }
    let videos = group.filter { $0.role == .video }
    var edges: [LivePhotoPairing.Pair] = []
    for still in stills {
      for video in videos {
        edges.append(
          LivePhotoPairing.Pair(
            still: still, video: video, nameScore: LivePhotoPairing.nameScore(still.path, video.path)))
      }
    }
    edges.sort {
      if $0.nameScore != $1.nameScore { return $0.nameScore > $1.nameScore }
      if $0.still.index != $1.still.index { return $0.still.index < $1.still.index }
      return $0.video.index < $1.video.index
    }
    var usedStills: Set<Int> = []
    var usedVideos: Set<Int> = []
    var result: [LivePhotoPairing.Pair] = []
    for edge in edges where !usedStills.contains(edge.still.index) && !usedVideos.contains(edge.video.index) {
      usedStills.insert(edge.still.index)
      usedVideos.insert(edge.video.index)
      result.append(edge)
    }
    return result.sorted { $0.still.index < $1.still.index }
  }

  @Test("the linear matching equals the ranked greedy matching on 2,000 random groups")
  func equalsReference() {
    var random = SeededGenerator(seed: 13)
    let folders = ["a", "b", "a/sub", ""]
    let stems = ["IMG_1", "img_1", "IMG_1_3", "IMG_2", "X", "IMG_2_3"]
    let extensions = ["HEIC", "JPG", "MOV", "mp4"]
    for _ in 0..<2000 {
      let count = Int.random(in: 1...14, using: &random)
      let group = (0..<count).map { index in
        let folder = folders.randomElement(using: &random)!
        let name = stems.randomElement(using: &random)! + "." + extensions.randomElement(using: &random)!
        return LivePhotoPairing.Candidate(
          index: index, path: folder.isEmpty ? name : folder + "/" + name,
          role: Bool.random(using: &random) ? .still : .video, identifier: Self.id)
      }
      let linear = LivePhotoPairing.pairs(among: group)
      let reference = Self.referencePairs(group)
      #expect(linear == reference, "\(group.map { "\($0.role) \($0.path)" })")
    }
  }

  @Test("20,000 files of one content identifier pair in seconds", .timeLimit(.minutes(3)))
  func twentyThousandSharingOneIdentifier() {
    var candidates: [LivePhotoPairing.Candidate] = []
    for i in 1...10_000 {
      candidates.append(.init(index: 2 * i, path: "lib/IMG_\(i).JPG", role: .still, identifier: Self.id))
      candidates.append(.init(index: 2 * i + 1, path: "lib/IMG_\(i).MOV", role: .video, identifier: Self.id))
    }
    let pairs = LivePhotoPairing.pairs(among: candidates)
    #expect(pairs.count == 10_000)
    #expect(pairs.allSatisfy { $0.nameScore == LivePhotoPairing.bestNameScore })
    #expect(pairs.allSatisfy { $0.video.index == $0.still.index + 1 })
    // The worst order for names: stills in one folder, videos in another, no name shared.
    let apart = (0..<20_000).map { i in
      LivePhotoPairing.Candidate(
        index: i, path: i < 10_000 ? "a/IMG_\(i).JPG" : "b/VID_\(i).MOV",
        role: i < 10_000 ? .still : .video, identifier: Self.id)
    }
    let crossed = LivePhotoPairing.pairs(among: apart)
    #expect(crossed.count == 10_000)
    #expect(crossed.first?.video.index == 10_000 && crossed.last?.video.index == 19_999)
  }

  @Test("the stream linker: 20,000 records of one identifier, in both orders", .timeLimit(.minutes(3)))
  func linkerAtScale() {
    var linker = LivePhotoLinker(maxPending: 2048)
    var out = 0
    var paired = 0
    for i in 1...10_000 {
      for record in [R.still("lib/IMG_\(i).JPG", id: Self.id), R.video("lib/IMG_\(i).MOV", id: Self.id)] {
        linker.push(record) { out += 1; if $0.livePhoto?.pairedPath != nil { paired += 1 } }
      }
    }
    for record in linker.finish() where record.livePhoto?.pairedPath != nil { paired += 1; out += 1 }
    #expect(out == 20_000 && paired == 20_000)
    #expect(linker.incompleteReleases == 0)

    var apart = LivePhotoLinker(maxPending: 2048)
    var released: [Classification] = []
    for i in 0..<20_000 {
      let record = i < 10_000 ? R.still("a/IMG_\(i).JPG", id: Self.id) : R.video("b/VID_\(i).MOV", id: Self.id)
      apart.push(record) { released.append($0) }
    }
    released += apart.finish()
    #expect(released.count == 20_000)
    #expect(released.map(\.path) == (0..<20_000).map { $0 < 10_000 ? "a/IMG_\($0).JPG" : "b/VID_\($0).MOV" })
    // Past the window, a record of a group this large is released undecided, and says so.
    let undecided = released.filter { $0.diagnostics?.contains { $0.contains("released before its partner") } == true }
    #expect(undecided.count == apart.incompleteReleases)
    #expect(undecided.count == 20_000 - 2048)
    #expect(released.suffix(2048).allSatisfy { $0.livePhoto?.pairedPath != nil })
  }

  @Test("assets: 20,000 files of one identifier, RAW and sidecar groups of one stem", .timeLimit(.minutes(3)))
  func assetsAtScale() {
    var files: [LibraryFile] = []
    for i in 1...10_000 {
      files.append(LibraryFile(record: R.still("lib/IMG_\(i).JPG", id: Self.id)))
      files.append(LibraryFile(record: R.video("lib/IMG_\(i).MOV", id: Self.id)))
    }
    let library = MediaLibrary(files: files)
    #expect(library.assets.count == 10_000)
    #expect(library.assets.allSatisfy { $0.isPairedLivePhoto })

    // 3,000 RAWs and 3,000 JPEGs of one folder and stem (Pixel's `PXL_….RAW-NN` names all
    // count as the stem `pxl_1`), and an XMP sidecar for 2,000 of the RAWs: bounded, with a
    // note; each sidecar finds its RAW's asset.
    var stems: [LibraryFile] = []
    for i in 0..<3000 {
      stems.append(LibraryFile(record: R.raw("s/PXL_1.RAW-\(i).dng")))
      stems.append(LibraryFile(record: R.still("s/PXL_1.RAW-\(i).COVER.jpg", uti: "public.jpeg")))
    }
    for i in 0..<2000 { stems.append(LibraryFile(record: R.sidecar("s/PXL_1.RAW-\(i).xmp"))) }
    let rawLibrary = MediaLibrary(files: stems)
    #expect(rawLibrary.assets.count == 6000)
    let noted = rawLibrary.assets.filter { $0.notes?.contains { $0.contains("RAW+JPEG pairing by capture time skipped") } == true }
    #expect(noted.count == 6000)
    #expect(rawLibrary.assets.reduce(0) { $0 + $1.resources.filter { $0.type == .sidecar }.count } == 2000)

    // One burst of 20,000 frames: one representative.
    let burst = (0..<20_000).map { LibraryFile(record: R.still("b/IMG_\($0).HEIC", burst: "BURST-1")) }
    let burstLibrary = MediaLibrary(files: burst)
    #expect(burstLibrary.assets.filter(\.representsBurst).count == 1)
    #expect(burstLibrary.fetchAssets(in: .bursts).count == 1)
  }
}
