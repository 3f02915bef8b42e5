import MediaKind

/// Classification records built by hand for library unit tests (no file is read).
enum LibraryRecords {
  static func still(
    _ path: String, id: String? = nil, uti: UniformTypeIdentifier = "public.heic",
    date: String? = "2024-05-01T10:00:00", size: Int = 1000, subtypes: MediaSubtypes = [],
    burst: String? = nil, width: Int? = 4032, height: Int? = 3024, mode: ClassificationMode = .thorough
  ) -> Classification {
    var r = Classification(path: path, mode: mode, mediaType: .image, subtypes: subtypes)
    r.uti = uti
    r.format = uti == "public.jpeg" ? FormatID.jpeg : .heic
    r.fileSize = size
    r.creationDate = date
    r.pixelWidth = width
    r.pixelHeight = height
    if let id {
      r.livePhoto = LivePhotoInfo(contentIdentifier: id)
      r.subtypes.insert(.photoLive)
    }
    if let burst {
      r.burst = BurstInfo(identifier: burst)
      r.subtypes.insert(.burst)
    }
    return r
  }

  static func video(
    _ path: String, id: String? = nil, uti: UniformTypeIdentifier = "com.apple.quicktime-movie",
    duration: Double = 2.5, size: Int = 3000, date: String? = "2024-05-01T10:00:00",
    subtypes: MediaSubtypes = [], mode: ClassificationMode = .thorough
  ) -> Classification {
    var r = Classification(path: path, mode: mode, mediaType: .video, subtypes: subtypes)
    r.uti = uti
    r.format = uti == "public.mpeg-4" ? FormatID.mp4 : .mov
    r.fileSize = size
    r.duration = duration
    r.creationDate = date
    r.pixelWidth = 1920
    r.pixelHeight = 1080
    if let id { r.livePhoto = LivePhotoInfo(contentIdentifier: id) }
    return r
  }

  static func raw(
    _ path: String, uti: UniformTypeIdentifier = "com.canon.cr2-raw-image",
    date: String? = "2024-05-01T10:00:00", size: Int = 20000
  ) -> Classification {
    var r = Classification(path: path, mode: .thorough, mediaType: .image, subtypes: [.raw])
    r.uti = uti
    r.format = .cr2
    r.fileSize = size
    r.creationDate = date
    return r
  }

  static func audio(_ path: String, duration: Double = 60, size: Int = 5000) -> Classification {
    var r = Classification(path: path, mode: .thorough, mediaType: .audio)
    r.uti = "public.mp3"
    r.format = .mp3
    r.fileSize = size
    r.duration = duration
    return r
  }

  static func sidecar(_ path: String, format: FormatID = .xmp, size: Int = 100) -> Classification {
    var r = Classification(path: path, mode: .thorough, mediaType: .unknown)
    r.format = format
    r.uti = format == .xmp ? "com.adobe.xmp" : "com.apple.photos.apple-adjustment-envelope"
    r.fileSize = size
    return r
  }

  static func library(_ records: [Classification], ratings: [String: Int] = [:]) -> MediaLibrary {
    MediaLibrary(files: records.map { LibraryFile(record: $0, rating: ratings[$0.path]) })
  }

  static func library(files: [LibraryFile]) -> MediaLibrary {
    MediaLibrary(files: files)
  }
}
