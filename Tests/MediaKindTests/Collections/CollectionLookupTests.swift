import Foundation
import MediaKind
import Testing

/// `LibraryCollections.collection(named:)`: what `classify assets --in-album` finds, for Swift
/// callers too.
@Suite("Finding a collection by name")
struct CollectionLookupTests {
  typealias R = LibraryRecords

  static func collections() -> LibraryCollections {
    MediaLibrary(
      files: [
        LibraryFile(record: R.still("lib/2024/Paris/a.heic", date: "2024-05-12T09:00:00+02:00")),
        LibraryFile(record: R.still("lib/2023/Paris/b.heic", date: "2023-05-12T09:00:00+02:00")),
        LibraryFile(record: R.still("lib/2024/Rome/c.jpg", uti: "public.jpeg", date: "2024-06-01T10:00:00")),
      ], roots: ["lib"]
    ).collections()
  }

  @Test("by identifier, smart album name or number, folder path (trailing slash too) and unique title")
  func found() throws {
    let collections = Self.collections()
    let rome = try collections.collection(named: "rome")
    #expect(rome.path == "lib/2024/Rome")
    #expect(try collections.collection(named: rome.localIdentifier) == rome)
    #expect(try collections.collection(named: "lib/2024/Paris/").path == "lib/2024/Paris")
    #expect(try collections.collection(named: "lib/2023/Paris").path == "lib/2023/Paris")
    #expect(try collections.collection(named: "Favorites").smartAlbum == .favorites)
    #expect(try collections.collection(named: "203").smartAlbum == .favorites)
  }

  @Test("a title of several collections is ambiguous and lists them; an unknown name is not found")
  func refused() {
    let collections = Self.collections()
    #expect {
      try collections.collection(named: "Paris")
    } throws: { error in
      guard case .ambiguous(let name, let candidates) = error as? CollectionLookupError else { return false }
      return name == "Paris" && Set(candidates.compactMap(\.path)) == ["lib/2024/Paris", "lib/2023/Paris"]
        && "\(error)".hasPrefix("'Paris' names 2 collections; give an identifier:\n  ")
    }
    #expect(throws: CollectionLookupError.notFound(name: "Lisbon")) { try collections.collection(named: "Lisbon") }
  }
}
