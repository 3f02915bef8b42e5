/// Limits that keep every parser finite on hostile input (issue 7; `Docs/Reliability.md`, "Guarantees").
///
/// Exceeding a limit ends that parser with a diagnostic, never a crash or an unbounded
/// allocation. The defaults are generous for real media and small for attacks.
public struct ReadBudget: Sendable, Hashable {
  /// Deepest box/IFD/element nesting followed.
  public var maxDepth: Int
  /// Most boxes, chunks, IFD entries or blocks visited per container.
  public var maxEntries: Int
  /// Most bytes read from the file beyond the head, in total, per file.
  public var maxBytesRead: Int
  /// Largest single payload (a `moov`, an EXIF segment, an XMP packet) read into memory.
  public var maxPayload: Int

  /// A budget of these limits (``standard`` is what the classifier uses).
  public init(maxDepth: Int, maxEntries: Int, maxBytesRead: Int, maxPayload: Int) {
    self.maxDepth = maxDepth
    self.maxEntries = maxEntries
    self.maxBytesRead = maxBytesRead
    self.maxPayload = maxPayload
  }

  /// The budget both paths use.
  public static let standard = ReadBudget(
    maxDepth: 16, maxEntries: 20_000, maxBytesRead: 48 << 20, maxPayload: 32 << 20)
}
