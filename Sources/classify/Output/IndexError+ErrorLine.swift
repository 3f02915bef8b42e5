import MediaKindIndex

extension IndexError {
  /// The file at fault and the reason, for the one error line shape
  /// (`classify: PATH: reason`, ``Terminal/error(_:line:_:)``).
  var errorLine: (path: String, reason: String) {
    switch self {
    case .newerSchema(let location):
      (location, "written by a newer MediaKind (unknown schema version): refusing to read or change it")
    case .notAnIndex(let location, let reason):
      (location, "not a MediaKind index (\(reason)): refusing to change it")
    case .rootNotFound(let root): (root, "no such folder")
    case .rootNotAFolder(let root): (root, "not a folder (an index covers one folder)")
    case .cannotOpen(let location, let reason): (location, "cannot open the index: \(reason)")
    case .cannotCreate(let location, let reason): (location, "cannot create the index: \(reason)")
    case .cannotWrite(let location, let reason):
      (location, "cannot write the index: \(reason) (the index as last committed is intact)")
    case .unsafeLocation(let location, let reason):
      (location, "refusing to write the index here: \(reason); give --index FILE to choose a location")
    case .busy(let location):
      (location, "another classify index is refreshing this index right now; run again when it has finished")
    }
  }
}
