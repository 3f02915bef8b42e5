/// How much of each archive member is held in memory while the stream passes.
///
/// The fast path keeps a member's head (64 KiB, what it reads of a file). The thorough path
/// keeps a member of up to ``wholeMember`` bytes whole, so it is classified exactly as the
/// same file on disk; of a larger member it keeps the first and the last ``window`` bytes
/// (where headers, `moov` boxes and trailers sit) and says so in a diagnostic: the stream
/// cannot be read backwards, and buffering a whole video would make memory grow with it.
/// Members are classified concurrently; ``bytesInFlight`` bounds what is held for the members
/// waiting or being classified. At most ``maxMembers`` members are read from one archive: past
/// them the archive gets an error record and the rest of it is not read, so a small compressed
/// archive of millions of empty members (or an endless stream) cannot run on without end
/// (Docs/Reliability.md, "Members per archive").
public struct ArchiveLimits: Sendable, Hashable {
  /// The largest member the thorough path keeps whole, in bytes (32 MiB by default).
  public var wholeMember: Int
  /// Of a larger member, the bytes kept from its start and from its end (16 MiB each by default).
  public var window: Int
  /// The most member bytes held at once for members waiting or being classified (192 MiB by
  /// default).
  public var bytesInFlight: Int
  /// The most members (of every kind: files, folders, links) read from one archive
  /// (``defaultMaxMembers`` by default).
  public var maxMembers: Int

  /// 1,000,000 members: reading them holds nothing per member (records are streamed); a
  /// caller that keeps a record per member (a library: about 1.2 KB each) may choose fewer.
  public static let defaultMaxMembers = 1_000_000

  /// Limits in bytes and members; each is at least 1, and `window` at most `wholeMember`.
  public init(
    wholeMember: Int = 32 << 20, window: Int = 16 << 20, bytesInFlight: Int = 192 << 20,
    maxMembers: Int = ArchiveLimits.defaultMaxMembers
  ) {
    self.wholeMember = max(1, wholeMember)
    self.window = max(1, min(window, wholeMember))
    self.bytesInFlight = max(1, bytesInFlight)
    self.maxMembers = max(1, maxMembers)
  }
}
