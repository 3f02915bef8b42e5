/// How Google Takeout names a media file's JSON sidecar and an edited copy, and how to undo
/// it (Docs/Library.md, "Exports: Google Takeout and iCloud"):
///
/// - `IMG_1234.JPG.json`, since 2024 `IMG_1234.JPG.supplemental-metadata.json`;
/// - the name before `.json` is cut at 46 characters (the whole name at 51), so the
///   `supplemental-metadata` part is truncated (`.supplemental-metad.json`, `.suppl.json`,
///   `.s.json`) or gone, and a long media name itself is cut (`…_very_long_na.json`);
/// - the second file of one name in a folder, `IMG(1).JPG`, has `IMG.JPG(1).json`: the
///   number follows the extension (and `.supplemental-metadata(1).json`);
/// - an edited copy (`IMG_1234-edited.JPG`, `-bearbeitet`, `-modifié`, ...) has no sidecar of
///   its own: it is the original's edit.
enum TakeoutNames {
  /// The full word Takeout adds before `.json` since 2024.
  static let supplemental = "supplemental-metadata"
  /// How many characters Takeout keeps of a sidecar's name before `.json`.
  static let sidecarStemLimit = 46

  /// What a sidecar's name says of its media file's name: the name (or, when Takeout cut
  /// it, its first characters: `truncated`) and the copy number it carries.
  struct Target: Sendable, Hashable {
    var name: String
    var number: Int?
    var truncated: Bool

    /// The media file's name with the copy number where Takeout puts it in media names,
    /// before the extension (`IMG.JPG`, 1 → `IMG(1).JPG`).
    var numberedName: String {
      guard let number else { return name }
      return TakeoutNames.numbered(name, number)
    }
  }

  /// The media name a sidecar called `fileName` names, `nil` when it is no `….json`.
  static func target(ofSidecar fileName: String) -> Target? {
    guard fileName.count > 5, fileName.lowercased().hasSuffix(".json") else { return nil }
    var base = String(fileName.dropLast(5))
    let truncated = base.count >= sidecarStemLimit
    var number: Int?
    (base, number) = splitNumber(base)
    if let dot = base.lastIndex(of: ".") {
      let suffix = base[base.index(after: dot)...].lowercased()
      let rest = base[..<dot]
      // `.s` … `.supplemental-metadata`: the word or its cut; the media name keeps its own
      // extension before it.
      if !suffix.isEmpty, supplemental.hasPrefix(suffix), rest.contains(".") {
        base = String(rest)
        if number == nil { (base, number) = splitNumber(base) }
      }
    }
    guard !base.isEmpty else { return nil }
    return Target(name: base, number: number, truncated: truncated)
  }

  /// `IMG.JPG(2)` → (`IMG.JPG`, 2); anything else as it is.
  static func splitNumber(_ text: String) -> (String, Int?) {
    guard text.hasSuffix(")"), let open = text.lastIndex(of: "(") else { return (text, nil) }
    let digits = text[text.index(after: open)..<text.index(before: text.endIndex)]
    guard !digits.isEmpty, digits.count <= 4, digits.allSatisfy({ $0.isASCII && $0.isNumber }), let n = Int(digits) else {
      return (text, nil)
    }
    return (String(text[..<open]), n)
  }

  /// `IMG.JPG`, 1 → `IMG(1).JPG`; a name without an extension gets the number at its end.
  static func numbered(_ name: String, _ number: Int) -> String {
    guard let dot = name.lastIndex(of: "."), dot != name.startIndex else { return name + "(\(number))" }
    return String(name[..<dot]) + "(\(number))" + String(name[dot...])
  }

  /// The words Takeout appends to an edited copy's name, by the account's language: English,
  /// German, French, Spanish and Portuguese, Italian, Dutch, Danish, Norwegian, Swedish,
  /// Finnish, Polish, Czech, Russian, Japanese, Korean.
  static let editedSuffixes = [
    "edited", "bearbeitet", "modifié", "editado", "modificato", "bewerkt", "redigeret", "redigert",
    "redigerad", "muokattu", "edytowane", "upraveno", "изменено", "編集済み", "수정됨",
  ]

  /// The original's name of an edited copy (`IMG_1234-edited.JPG` → `IMG_1234.JPG`,
  /// `IMG-bearbeitet(1).jpg` → `IMG(1).jpg`), `nil` for any other name.
  static func originalName(ofEdited fileName: String) -> String? {
    // Every suffix follows a `-`: most names have none.
    guard fileName.utf8.contains(UInt8(ascii: "-")) else { return nil }
    let dot = fileName.lastIndex(of: ".").flatMap { $0 == fileName.startIndex ? nil : $0 }
    var stem = dot.map { String(fileName[..<$0]) } ?? fileName
    let ext = dot.map { String(fileName[$0...]) } ?? ""
    var number: Int?
    (stem, number) = splitNumber(stem)
    let lowered = stem.lowercased()
    for suffix in editedSuffixes where lowered.hasSuffix("-" + suffix) {
      let original = String(stem.dropLast(suffix.count + 1))
      guard !original.isEmpty else { return nil }
      return original + (number.map { "(\($0))" } ?? "") + ext
    }
    return nil
  }
}
