/// One of N deterministic parts of any input (`--shard I/N`): a walk, a path list or an
/// archive's members. N workers given `0/N` … `N-1/N` over the same input cover every file
/// exactly once.
///
/// A path belongs to shard `FNV-1a-64(key) mod N`, where the key is the path with its file
/// name cut at the name's first dot (``key(of:)``): `Photos/IMG_1.HEIC`, `Photos/IMG_1.MOV`,
/// `Photos/IMG_1.HEIC.xmp` and `Photos/IMG_1.AAE` share the key `Photos/IMG_1`, and so do a
/// WebDataset sample's `000123.jpg` and `000123.json`, so files the library groups by name
/// stay in one shard. For archive members the key is built from the member's name alone (not
/// the archive's), so the same archive read as a file or from standard input splits alike.
/// The hash is fixed (FNV-1a, 64 bits, over the key's UTF-8 bytes): the same on every
/// machine, in every run, in any language (`Integrations/spark` computes it too).
public struct Shard: Sendable, Hashable, CustomStringConvertible {
  /// This part, from 0.
  public let index: Int
  /// The number of parts.
  public let count: Int

  /// Part `index` of `count` (`0 <= index < count`); nil when out of range.
  public init?(index: Int, count: Int) {
    guard count >= 1, index >= 0, index < count else { return nil }
    self.index = index
    self.count = count
  }

  /// `I/N` as the command line writes it.
  public init?(parsing text: String) {
    let parts = text.split(separator: "/", omittingEmptySubsequences: false)
    guard parts.count == 2, let index = Int(parts[0]), let count = Int(parts[1]) else { return nil }
    self.init(index: index, count: count)
  }

  public var description: String { "\(index)/\(count)" }

  /// Whether the file at `path` (a record's path, for walks and lists) is in this shard.
  public func contains(path: String) -> Bool { contains(key: Self.key(of: path)) }

  /// Whether a file of shard key `key` is in this shard.
  public func contains(key: String) -> Bool {
    Int(Self.hash(key) % UInt64(count)) == index
  }

  /// The shard key of `path`: ``nameKey(of:)`` of the path, or for an archive member's
  /// record path (`ARCHIVE//MEMBER`) of the member's name alone.
  public static func key(of path: String) -> String {
    if let range = PathParts.archiveSeparator(in: path) { return nameKey(of: String(path[range.upperBound...])) }
    return nameKey(of: path)
  }

  /// `path` with its file name cut at the name's first dot (`PathParts.nameKey(of:)`).
  public static func nameKey(of path: String) -> String { PathParts.nameKey(of: path) }

  /// FNV-1a, 64 bits (Fowler/Noll/Vo): offset basis 0xcbf29ce484222325, prime 0x100000001b3.
  public static func hash(_ text: String) -> UInt64 { StableHash<UInt64>.of(text) }
}
