/// The Apple MakerNote (EXIF 0x927C) of iPhone photos.
///
/// ```
/// 0 "Apple iOS\0"  10 u16be version (1)  12 "MM"  14 IFD: big-endian TIFF entries;
/// value offsets are relative to the start of the MakerNote
/// ```
/// Source: ExifTool `MakerNotes.pm` (MakerNoteApple) and `Apple.pm`; `Docs/DetectionRules.md` "Apple MakerNote".
enum AppleMakerNote {
  static let signature: StaticString = "Apple iOS\0"

  /// Decodes `entry`'s bytes when they hold an Apple MakerNote.
  static func decode(_ entry: TIFFEntry, location: String, into facts: inout MediaFacts) {
    // Other makers' notes are not copied out of the payload just to be turned away.
    guard entry.hasPrefix(signature) else { return }
    decode(entry.bytes, location: location, into: &facts)
  }

  static func decode(_ bytes: [UInt8], location: String, into facts: inout MediaFacts) {
    guard bytes.matches(ascii: signature, at: 0) else { return }
    let endianness: Endianness = bytes.matches(ascii: "II", at: 12) ? .little : .big
    let walker = TIFFWalker(bytes: bytes, start: 0, endianness: endianness)
    let directory: TIFFDirectory
    do {
      directory = try walker.directory(at: 14).0
    } catch {
      facts.diagnose(.malformed, at: location, "\(error)")
      return
    }
    facts.record(.appleMakerNotePresent, .bool(true), at: location)
    for tag in AppleMakerNoteTag.table {
      guard let entry = directory[tag.tag] else { continue }
      // Built only when facts keep their sources (`MediaFacts.record`'s autoclosure).
      func source() -> String { "\(location) 0x\(ExifPayload.hex(tag.tag))" }
      switch tag.kind {
      case .integer:
        if let v = entry.integer() { facts.record(tag.key, .int(v), at: source()) }
      case .number:
        if let v = entry.double() { facts.record(tag.key, .double(v), at: source()) }
      case .text:
        if let v = entry.string { facts.record(tag.key, .string(v), at: source()) }
      }
    }
    if let id = facts[.appleContentIdentifier]?.value.string, facts.contentIdentifier == nil {
      facts.contentIdentifier = id
    }
    if let id = facts[.appleBurstUUID]?.value.string, facts.burstIdentifier == nil {
      facts.burstIdentifier = id
    }
  }
}
