/// Whether a file holds all of its media (the record's `integrity`; PhotoKit's
/// `isInCloud` / locally available, for files): `Docs/DetectionRules.md`, "Integrity".
///
/// Printed only with evidence: a format whose end MediaKind can check and a read that reached
/// it, or a declared length past the end of the file, or a placeholder. Otherwise the member
/// is left out (never a guess).
public enum Integrity: String, Sendable, Hashable, Codable, CaseIterable {
  /// The format's end is where the file says (JPEG `EOI`, PNG `IEND`, ISO BMFF top-level boxes
  /// that end at the file's end). Data after that end (a trailer) does not change this.
  case complete
  /// The file ends before its own structure does: a box or chunk declared past the end, a JPEG
  /// scan without `EOI`, a PNG without `IEND`: an interrupted copy or download.
  case truncated
  /// Not the media but a stand-in for it: an iCloud `.icloud` stub, or a file whose every
  /// byte is a hole (a cloud mount's placeholder). Its bytes are not read.
  case placeholder

  /// The state of several files taken as one (an asset's resources): a placeholder if any is,
  /// else truncated if any is, else complete when every one is known complete; nil when one is
  /// not known and none is worse.
  public static func worst(of parts: [Integrity?]) -> Integrity? {
    if parts.contains(.placeholder) { return .placeholder }
    if parts.contains(.truncated) { return .truncated }
    return !parts.isEmpty && parts.allSatisfy({ $0 == .complete }) ? .complete : nil
  }
}
