@testable import MediaKind
import Testing

@Suite("PathKey: paths compared as bytes")
struct PathKeyTests {
  static let composed = "caf\u{E9}.jpg"
  static let decomposed = "cafe\u{301}.jpg"

  @Test("two spellings Swift calls equal are two keys; the same bytes are one")
  func equalityAndHashing() {
    #expect(Self.composed == Self.decomposed)
    #expect(PathKey(Self.composed) != PathKey(Self.decomposed))
    #expect(PathKey(Self.composed) == PathKey(String(decoding: Array(Self.composed.utf8), as: UTF8.self)))
    let set: Set<PathKey> = [PathKey(Self.composed), PathKey(Self.decomposed), PathKey(Self.composed)]
    #expect(set.count == 2)
    var map: [PathKey: Int] = [:]
    map[PathKey(Self.composed)] = 1
    map[PathKey(Self.decomposed)] = 2
    #expect(map[PathKey(Self.composed)] == 1 && map[PathKey(Self.decomposed)] == 2)
  }

  @Test("a bridged or sliced string keys by the same bytes as a native one")
  func slices() {
    let whole = "d/" + Self.decomposed
    let name = PathKey(whole.split(separator: "/")[1])
    #expect(name == PathKey(Self.decomposed))
    #expect(name.hashValue == PathKey(Self.decomposed).hashValue)
    #expect(name != PathKey(Self.composed))
  }
}
