import Foundation
import MediaKindTestSupport
import Testing

/// End to end through `classify`: the technical facts of the Samples in both modes, the HDR
/// Videos smart album and `--where` on them (Docs/CLI.md, "Technical facts").
@Suite("classify: technical facts, hdrVideo, HDR Videos")
struct TechnicalFactsCommandTests {
  static let files = [
    "video/mp4/hdr10-dolby-vision-8-hevc-main10-aac-1s.mp4", "video/mp4/hlg-hevc-rotated-90-1s.mp4",
    "video/mkv/hlg-hevc-opus-2s.mkv", "video/mp4/garbage-box-type-before-moov.mp4",
    "image/jpeg/exposure-display-p3-icc.jpg", "audio/wav/pcm-24bit-stereo-48k-0.05s.wav",
  ]

  static func fixture() throws -> TemporaryDirectory {
    let dir = try TemporaryDirectory("classify-technical")
    for file in files {
      let data = try Data(contentsOf: SampleCorpus.samplesDirectory.appendingPathComponent(file))
      try dir.write("media/" + (file as NSString).lastPathComponent, [UInt8](data))
    }
    return dir
  }


  @Test("records carry the facts, and fast mode prints the same ones")
  func records() throws {
    let dir = try Self.fixture()
    defer { dir.remove() }
    var byMode: [String: [String: [String: Any]]] = [:]
    for mode in ["thorough", "fast"] {
      let out = try CommandRunner.classify(["--mode", mode, "--format", "jsonl", "media"], in: dir.url)
      #expect(out.status == 0, "\(out.stderr)")
      let records = try JSONLines.objects(out.stdout)
      byMode[mode] = Dictionary(uniqueKeysWithValues: records.map { (($0["path"] as? String) ?? "", $0) })
    }
    let thorough = try #require(byMode["thorough"])
    let hdr = try #require(thorough["media/hdr10-dolby-vision-8-hevc-main10-aac-1s.mp4"])
    #expect(hdr["videoCodec"] as? String == "hevc")
    #expect(hdr["transferCharacteristics"] as? String == "smpte2084")
    #expect(hdr["dolbyVisionProfile"] as? Int == 8)
    #expect((hdr["subtypes"] as? [String]) == ["hdrVideo"])
    let photo = try #require(thorough["media/exposure-display-p3-icc.jpg"])
    #expect(photo["colorProfile"] as? String == "Display P3")
    #expect(photo["iso"] as? Int == 64)
    let wav = try #require(thorough["media/pcm-24bit-stereo-48k-0.05s.wav"])
    #expect(wav["audioCodec"] as? String == "pcm_s24le")
    #expect(wav["bitDepth"] as? Int == 24)
    let keys = [
      "videoCodec", "videoProfile", "bitRate", "colorPrimaries", "transferCharacteristics", "matrixCoefficients",
      "dolbyVisionProfile", "rotation", "audioCodec", "audioChannels", "sampleRate", "bitDepth", "iso", "fNumber",
      "exposureTime", "focalLength", "colorProfile",
    ]
    for (path, fast) in try #require(byMode["fast"]) {
      let full = try #require(thorough[path])
      for key in keys where fast[key] != nil {
        #expect("\(fast[key]!)" == "\(full[key] ?? "absent")", "\(path) \(key)")
      }
    }
  }

  @Test("ASF, AVI, FLV, MPEG-TS, MXF, DV, RealMedia, DSD, AC-3: the same stream facts in both modes")
  func containerStreams() throws {
    let expected: [String: [String: Any]] = [
      "wmv3-main-wmav2-stereo-2s.wmv": ["videoCodec": "wmv3", "videoProfile": "Main", "audioCodec": "wmav2"],
      "h264-pcm-s16le-stereo-1s.avi": ["videoCodec": "h264", "audioCodec": "pcm_s16le", "bitDepth": 16],
      "avc-high-aac-stereo-2s.flv": ["videoCodec": "h264", "videoProfile": "High", "sampleRate": 44_100],
      "h264-main-ac3-stereo.ts": ["videoProfile": "Main", "audioCodec": "ac3", "audioChannels": 2],
      "mpeg2-main-mp2-stereo-1s.mpg": ["videoCodec": "mpeg2video", "audioCodec": "mp2", "sampleRate": 48_000],
      "mpeg2-wave-24bit-stereo-1s.mxf": ["videoCodec": "mpeg2video", "audioCodec": "pcm_s24le", "bitDepth": 24],
      "dif-sequence-pal-48k-16bit.dv": ["videoCodec": "dvvideo", "sampleRate": 48_000],
      "rv40-cook-stereo-3s.rm": ["videoCodec": "rv40", "audioCodec": "cook"],
      "dsd64-stereo.dsf": ["audioCodec": "dsd_lsbf_planar", "sampleRate": 2_822_400, "bitDepth": 1],
      "ac3-5.1-48k-192k.ac3": ["audioCodec": "ac3", "audioChannels": 6],
    ]
    let folders = [
      "video/wmv", "video/avi", "video/flv", "video/mpegts", "video/mpeg", "video/mxf", "video/dv", "video/rm",
      "audio/dsf", "audio/ac3",
    ]
    let dir = try TemporaryDirectory("classify-container-streams")
    defer { dir.remove() }
    for name in expected.keys {
      let folder = try #require(folders.first {
        FileManager.default.fileExists(atPath: SampleCorpus.samplesDirectory.appendingPathComponent("\($0)/\(name)").path)
      })
      let data = try Data(contentsOf: SampleCorpus.samplesDirectory.appendingPathComponent("\(folder)/\(name)"))
      try dir.write("media/" + name, [UInt8](data))
    }
    for mode in ["thorough", "fast"] {
      let out = try CommandRunner.classify(["--mode", mode, "--format", "jsonl", "media"], in: dir.url)
      #expect(out.status == 0, "\(out.stderr)")
      let records = try JSONLines.objects(out.stdout)
      #expect(records.count == expected.count)
      for record in records {
        let name = ((record["path"] as? String) ?? "").replacingOccurrences(of: "media/", with: "")
        for (key, value) in try #require(expected[name]) {
          #expect("\(record[key] ?? "absent")" == "\(value)", "\(mode) \(name) \(key)")
        }
      }
    }
  }

  @Test("the HDR Videos album counts the three HDR videos; --where selects them")
  func albumAndWhere() throws {
    let dir = try Self.fixture()
    defer { dir.remove() }
    let albums = try CommandRunner.classify(["albums", "--format", "jsonl", "media"], in: dir.url)
    #expect(albums.status == 0, "\(albums.stderr)")
    let hdr = try #require(try JSONLines.objects(albums.stdout).first { $0["name"] as? String == "hdrVideos" })
    #expect(hdr["subtype"] as? Int == 1_000_001)
    #expect(hdr["title"] as? String == "HDR Videos")
    #expect(hdr["count"] as? Int == 3)
    let assets = try CommandRunner.classify(
      ["assets", "--format", "jsonl", "--where", "(mediaSubtypes & hdrVideo) != 0 AND videoCodec == 'hevc'", "media"],
      in: dir.url)
    #expect(assets.status == 0, "\(assets.stderr)")
    #expect(try JSONLines.objects(assets.stdout).count == 3)
    let p3 = try CommandRunner.classify(
      ["assets", "--format", "jsonl", "--where", "colorProfile == 'Display P3' AND exposureTime < 0.01", "media"], in: dir.url)
    #expect(try JSONLines.objects(p3.stdout).count == 1)
  }

  @Test("a policy forbidding HDR video and allowing only H.264 fails on the HDR files")
  func policy() throws {
    let dir = try Self.fixture()
    defer { dir.remove() }
    try dir.write("policy.yml", Array("rules:\n  - name: delivery\n    hdrVideo: forbid\n    videoCodec: [h264]\n".utf8))
    let out = try CommandRunner.classify(["check", "--policy", "policy.yml", "--format", "jsonl", "media"], in: dir.url)
    #expect(out.status == 1)
    let violations = try JSONLines.objects(out.stdout).filter { $0["type"] as? String == "violation" }
    #expect(violations.filter { $0["check"] as? String == "hdrVideo" }.count == 3)
    #expect(violations.filter { $0["check"] as? String == "videoCodec" }.count == 3)
  }
}
