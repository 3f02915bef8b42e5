import Foundation

/// Reads a library's Recently Deleted (`ROOT/.mediakind/Recently Deleted/`): each entry's
/// manifest (``RecentlyDeletedEntry``) and its files, classified like any other, carrying
/// their original path (so the asset keeps its identifier) and deletion time. Never through a
/// symbolic link: a link at `.mediakind`, the trash folder, an entry or a file is skipped
/// with a diagnostic, as is an entry whose manifest cannot be read.
public enum RecentlyDeletedReader {
  /// The most entries read from one library.
  static let maxEntries = 1_000_000
  /// The largest manifest read.
  static let maxManifestBytes = 1 << 20

  /// The trash folder of `root`, if it has one (`nil` otherwise); refused when a link or a
  /// file stands where a folder should be.
  public static func folder(root: String) throws(OutputDirectoryError) -> OutputDirectory? {
    guard let library = try? OutputDirectory(creating: root, create: false) else { return nil }
    guard let hidden = try library.existingSubdirectory(".mediakind") else { return nil }
    return try hidden.existingSubdirectory(RecentlyDeletedEntry.folderName)
  }

  /// The entries of a trash folder, by folder name, with their folders; what was skipped.
  public static func entries(in trash: OutputDirectory) -> (
    entries: [(id: String, folder: OutputDirectory, entry: RecentlyDeletedEntry)], diagnostics: [String]
  ) {
    guard let names = trash.names(limit: maxEntries) else {
      return ([], ["\(trash.path) not read: it cannot be listed or holds more than \(maxEntries) entries"])
    }
    var out: [(id: String, folder: OutputDirectory, entry: RecentlyDeletedEntry)] = []
    var diagnostics: [String] = []
    for name in names where !name.hasPrefix(".") {
      do {
        guard let folder = try trash.existingSubdirectory(name) else { continue }
        let bytes = try folder.read(RecentlyDeletedEntry.manifestName, maxBytes: maxManifestBytes)
        let entry = try JSONDecoder().decode(RecentlyDeletedEntry.self, from: Data(bytes))
        guard entry.files.allSatisfy({ RecentlyDeletedEntry.isSafeRelativePath($0.originalPath) }) else {
          diagnostics.append("\(folder.path) skipped: its manifest names a path outside the library")
          continue
        }
        out.append((name, folder, entry))
      } catch let error as OutputDirectoryError {
        diagnostics.append("Recently Deleted entry skipped: \(error)")
      } catch {
        diagnostics.append("\(trash.path(of: name)) skipped: its manifest cannot be read (\(error))")
      }
    }
    return (out, diagnostics)
  }

  /// The files in Recently Deleted under `roots`, read by `reader`, each with its original
  /// path (`root/originalPath`) and deletion date. A file the manifest names that is missing
  /// or not a plain file is skipped (its diagnostic is returned).
  static func read(roots: [String], reader: LibraryFileReader) -> (files: [LibraryFile], diagnostics: [String]) {
    var files: [LibraryFile] = []
    var diagnostics: [String] = []
    for root in roots {
      let trash: OutputDirectory?
      do {
        trash = try folder(root: root)
      } catch {
        diagnostics.append("Recently Deleted of \(root) not read: \(error)")
        continue
      }
      guard let trash else { continue }
      let found = entries(in: trash)
      diagnostics += found.diagnostics
      for (_, folder, entry) in found.entries {
        for item in entry.files {
          guard folder.entryType(item.name) == .regular else {
            diagnostics.append("\(folder.path(of: item.name)) skipped: missing or not a plain file")
            continue
          }
          var file = reader.read(path: folder.path(of: item.name))
          file.originalPath = root.hasSuffix("/") ? root + item.originalPath : root + "/" + item.originalPath
          file.deletionDate = entry.deletionDate
          file.keptIdentifier = entry.localIdentifier
          files.append(file)
        }
      }
    }
    return (files, diagnostics)
  }
}
