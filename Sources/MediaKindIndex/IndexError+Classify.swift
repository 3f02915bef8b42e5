import Foundation
import GRDB

extension IndexError {
  /// The ``IndexError`` an SQLite or file-system error means, in one line: a full disk, a
  /// read-only file system or a foreign file say so instead of SQLite's error dump. Other
  /// errors (a caller's own, thrown through a hook) are returned as they are.
  static func classify(_ error: any Error, location: String, writing: Bool) -> any Error {
    if let error = error as? IndexError { return error }
    guard let database = error as? DatabaseError else {
      guard (error as NSError).domain == NSCocoaErrorDomain || (error as NSError).domain == NSPOSIXErrorDomain
      else { return error }
      let reason = LibraryIndex.reason(of: error)
      return writing
        ? IndexError.cannotWrite(location: location, reason: reason)
        : IndexError.cannotOpen(location: location, reason: reason)
    }
    let detail = database.message ?? "SQLite error \(database.resultCode.rawValue)"
    return indexError(for: database, detail: detail, location: location, writing: writing)
  }

  private static func indexError(
    for database: DatabaseError, detail: String, location: String, writing: Bool
  ) -> IndexError {
    switch database.resultCode {
    case .SQLITE_FULL:
      return .cannotWrite(location: location, reason: "the disk is full (\(detail))")
    case .SQLITE_READONLY:
      let why = IndexFolder.whyUnwritable(location) ?? "it is read-only"
      return .cannotWrite(location: location, reason: "\(why) (\(detail))")
    case .SQLITE_NOTADB:
      return .notAnIndex(location: location, reason: "not an SQLite database")
    case .SQLITE_CORRUPT:
      return .notAnIndex(location: location, reason: "the database is damaged (\(detail))")
    case .SQLITE_CANTOPEN, .SQLITE_PERM, .SQLITE_AUTH:
      if let why = IndexFolder.whyUnwritable(location) {
        return writing
          ? .cannotWrite(location: location, reason: "\(why) (\(detail))")
          : .cannotOpen(location: location, reason: "\(why) (\(detail))")
      }
      return .cannotOpen(location: location, reason: detail)
    case .SQLITE_IOERR:
      return writing
        ? .cannotWrite(location: location, reason: "input/output error (\(detail))")
        : .cannotOpen(location: location, reason: "input/output error (\(detail))")
    default:
      return writing ? .cannotWrite(location: location, reason: detail) : .cannotOpen(location: location, reason: detail)
    }
  }
}
