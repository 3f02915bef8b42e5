import Foundation

@testable import MediaKind
@testable import MediaKindCheck

/// Records and decoders shared by the check tests.
enum CheckFixtures {
  /// A thorough-mode record of a 4000x3000 JPEG with a location.
  static func photo(_ path: String = "photos/a.jpg") -> Classification {
    var r = Classification(path: path, mode: .thorough, mediaType: .image)
    r.format = .jpeg
    r.uti = .jpeg
    r.mimeType = "image/jpeg"
    r.extensionMatchesContent = true
    r.pixelWidth = 4000
    r.pixelHeight = 3000
    r.fileSize = 2_400_000
    r.creationDate = "2025-08-17T19:33:48.600-04:00"
    r.location = Location(latitude: 37.3349, longitude: -122.009, altitude: 10)
    r.subtypes = [.photoHDR]
    return r
  }

  /// A 12.5 s, 30 fps QuickTime movie.
  static func movie(_ path: String = "clips/b.mov") -> Classification {
    var r = Classification(path: path, mode: .thorough, mediaType: .video)
    r.format = .mov
    r.uti = .quickTimeMovie
    r.mimeType = "video/quicktime"
    r.extensionMatchesContent = true
    r.pixelWidth = 1920
    r.pixelHeight = 1080
    r.duration = 12.5
    r.frameRate = 30
    r.fileSize = 9_000_000
    return r
  }

  /// A three-frame GIF named `.png`.
  static func animation(_ path: String = "web/anim.png") -> Classification {
    var r = Classification(path: path, mode: .thorough, mediaType: .image, subtypes: [.photoAnimation])
    r.format = .gif
    r.uti = .gif
    r.mimeType = "image/gif"
    r.extensionMatchesContent = false
    r.pixelWidth = 200
    r.pixelHeight = 100
    r.frameCount = 3
    r.duration = 0.3
    r.fileSize = 40_000
    return r
  }

  /// An unreadable file.
  static func unreadable(_ path: String = "locked.jpg") -> Classification {
    .failure(path: path, mode: .thorough, InputFailure(kind: .permissionDenied, message: "Permission denied"))
  }

  static func expected(_ json: String) throws -> ExpectedRecord {
    try JSONDecoder().decode(ExpectedRecord.self, from: Data(json.utf8))
  }

  static func policy(_ json: String) throws -> Policy {
    try JSONDecoder().decode(Policy.self, from: Data(json.utf8))
  }
}
