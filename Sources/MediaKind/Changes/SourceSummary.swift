import Foundation

/// What an import keeps of one classified source until its groups are built
/// (`Docs/Changes.md`, "Creating assets"; `Docs/Performance.md`, "Import"): the request it
/// came from and what ``AssetBuilder`` reads to group files into assets, and what placing
/// reads — path, status and error, media type, format, UTI, subtypes, size, capture date,
/// Live Photo content identifier, ImageUniqueID, a Takeout sidecar's description; and, only
/// when the import pairs Live Photos probably (``LivePairingMode/probable``) and the file may
/// take part in a probable pair (`ProbableLivePairing.mayTakePart(_:)`: a JPEG or HEIF
/// still, a video of at most 3.5 s), what that pairing's score reads besides: the duration,
/// the camera's make and model, the place's latitude and longitude. The rest of the record
/// (technical members, evidence, diagnostics, altitude, an iCloud export's rows, and the
/// camera, place and duration of every other file) is dropped as soon as the file is
/// classified, and the summary itself is spilled to disk until its part is grouped
/// (``spilled(encoder:)``). ``file`` gives the file back as grouping sees it
/// (`SourceSummaryTests`: the same assets, resource for resource, in both pairing modes).
struct SourceSummary {
  /// The request (its index) whose source this file is, and how its bytes reach the library.
  let request: Int
  let transfer: FileTransfer
  let path: String
  let status: RecordStatus
  let error: InputFailure?
  let mode: ClassificationMode
  let mediaType: MediaType
  let format: FormatID?
  let uti: UniformTypeIdentifier?
  let subtypes: MediaSubtypes
  let fileSize: Int?
  let creationDate: String?
  let contentIdentifier: String?
  let imageUniqueID: String?
  /// A Takeout JSON sidecar's description: none, or one (an array, so that a file without
  /// one, nearly every file, holds a pointer and no more).
  let takeoutSidecar: [TakeoutSidecar]
  /// What probable Live pairing reads besides (`nil` unless the import pairs probably and the
  /// file may take part): the duration in seconds, the camera, the place (no altitude).
  let duration: Double?
  let make: String?
  let model: String?
  let location: Location?

  init(_ file: LibraryFile, request: Int, transfer: FileTransfer, livePairing: LivePairingMode = .strict) {
    self.request = request
    self.transfer = transfer
    let record = file.record
    path = record.path
    status = record.status
    error = record.error
    mode = record.mode
    // A `.livp` is placed as the one file it is, grouped and dated as its still: a Live Photo
    // (`Docs/Changes.md`, "Creating assets"). Its summary says so by itself, so reading a
    // spilled one back gives the same summary.
    let still = file.livePhotoMembers?.first?.record
    mediaType = still?.mediaType ?? record.mediaType
    format = still?.format ?? record.format
    uti = still?.uti ?? record.uti
    subtypes = still?.subtypes ?? record.subtypes
    fileSize = record.fileSize
    creationDate = still?.creationDate ?? record.creationDate
    contentIdentifier = record.livePhoto?.contentIdentifier
    imageUniqueID = file.imageUniqueID
    takeoutSidecar = file.takeoutSidecar.map { [$0] } ?? []
    // A `.livp` holds its own video: it takes no part in probable pairing.
    if livePairing == .probable, still == nil, ProbableLivePairing.mayTakePart(record) {
      duration = record.duration
      make = record.make
      model = record.model
      location = record.location.map { Location(latitude: $0.latitude, longitude: $0.longitude) }
    } else {
      (duration, make, model, location) = (nil, nil, nil, nil)
    }
  }

  /// The file as grouping reads it: a record holding only the members above.
  var file: LibraryFile {
    var record = Classification(
      path: path, status: status, error: error, mode: mode, mediaType: mediaType, subtypes: subtypes)
    record.format = format
    record.uti = uti
    record.fileSize = fileSize
    record.creationDate = creationDate
    record.livePhoto = contentIdentifier.map { LivePhotoInfo(contentIdentifier: $0) }
    record.duration = duration
    record.make = make
    record.model = model
    record.location = location
    var file = LibraryFile(record: record, imageUniqueID: imageUniqueID)
    file.takeoutSidecar = takeoutSidecar.first
    return file
  }
}

extension SourceSummary {
  /// The summary as an import spills it (``SpillFile``; `Docs/Performance.md`, "Where an
  /// import's memory goes"), field by field in ``SpillRecordWriter``'s binary form; a Takeout
  /// sidecar's description (a few files of an export) as `encoder`'s JSON.
  /// ``init(spilled:decoder:)`` gives the same summary back.
  func spilled(encoder: JSONEncoder) throws(LibraryChangeError) -> [UInt8] {
    var writer = SpillRecordWriter()
    writer.int(request)
    writer.text(transfer.rawValue)
    writer.text(path)
    writer.text(status.rawValue)
    writer.text(error?.kind.rawValue)
    writer.text(error?.message)
    writer.text(mode.rawValue)
    writer.int(mediaType.rawValue)
    writer.text(format?.rawValue)
    writer.text(uti?.rawValue)
    writer.uint64(subtypes.rawValue)
    writer.optionalInt(fileSize)
    writer.text(creationDate)
    writer.text(contentIdentifier)
    writer.text(imageUniqueID)
    writer.optionalDouble(duration)
    writer.text(make)
    writer.text(model)
    writer.optionalDouble(location?.latitude)
    writer.optionalDouble(location?.longitude)
    do {
      writer.data(try takeoutSidecar.first.map { Array(try encoder.encode($0)) })
    } catch {
      throw LibraryChangeError(path: path, reason: "cannot spill its summary: \(error)", kind: .failed)
    }
    return writer.bytes
  }

  /// The summary ``spilled(encoder:)`` wrote as `bytes`.
  init(spilled bytes: [UInt8], decoder: JSONDecoder) throws(LibraryChangeError) {
    let damaged = LibraryChangeError(path: "", reason: "a spilled summary cannot be read back", kind: .failed)
    var reader = SpillRecordReader(bytes)
    request = try reader.int()
    guard let transfer = FileTransfer(rawValue: try reader.requiredText()) else { throw damaged }
    self.transfer = transfer
    path = try reader.requiredText()
    guard let status = RecordStatus(rawValue: try reader.requiredText()) else { throw damaged }
    self.status = status
    let kind = try reader.text()
    let message = try reader.text()
    if let kind {
      guard let kind = InputFailure.Kind(rawValue: kind), let message else { throw damaged }
      error = InputFailure(kind: kind, message: message)
    } else {
      error = nil
    }
    guard let mode = ClassificationMode(rawValue: try reader.requiredText()),
      let mediaType = MediaType(rawValue: try reader.int())
    else { throw damaged }
    self.mode = mode
    self.mediaType = mediaType
    format = try reader.text().map { FormatID(rawValue: $0) }
    uti = try reader.text().map { UniformTypeIdentifier(rawValue: $0) }
    subtypes = MediaSubtypes(rawValue: try reader.uint64())
    fileSize = try reader.optionalInt()
    creationDate = try reader.text()
    contentIdentifier = try reader.text()
    imageUniqueID = try reader.text()
    duration = try reader.optionalDouble()
    make = try reader.text()
    model = try reader.text()
    switch (try reader.optionalDouble(), try reader.optionalDouble()) {
    case (nil, nil): location = nil
    case (let latitude?, let longitude?): location = Location(latitude: latitude, longitude: longitude)
    default: throw damaged
    }
    if let json = try reader.data() {
      guard let sidecar = try? decoder.decode(TakeoutSidecar.self, from: Data(json)) else { throw damaged }
      takeoutSidecar = [sidecar]
    } else {
      takeoutSidecar = []
    }
    try reader.expectEnd()
  }
}
