/// How much of each archive member is held in memory while the stream passes.
///
/// The fast path keeps a member's head (64 KiB, what it reads of a file). The thorough path
/// keeps a member of up to ``wholeMember`` bytes whole, so it is classified exactly as the
/// same file on disk; of a larger member it keeps the first and the last ``window`` bytes
/// (where headers, `moov` boxes and trailers sit) and says so in a diagnostic: the stream
/// cannot be read backwards, and buffering a whole video would make memory grow with it.
/// Members are classified concurrently; ``bytesInFlight`` bounds what is held for the members
/// waiting or being classified.
public struct ArchiveLimits: Sendable, Hashable {
  public var wholeMember: Int
  public var window: Int
  public var bytesInFlight: Int

  public init(wholeMember: Int = 32 << 20, window: Int = 16 << 20, bytesInFlight: Int = 192 << 20) {
    self.wholeMember = max(1, wholeMember)
    self.window = max(1, min(window, wholeMember))
    self.bytesInFlight = max(1, bytesInFlight)
  }
}
