/// Where an imported asset goes in the library: a path template relative to the library root
/// (`Docs/Changes.md`, "Creating assets": destination), `{yyyy}/{yyyy}-{MM}-{dd}/{name}` by default.
///
/// Tokens: `{yyyy}` `{MM}` `{dd}` `{HH}` `{mm}` `{ss}` (the wall-clock capture date, as the
/// record prints it), `{name}` (the primary file's name), `{stem}` and `{ext}` (that name
/// without its last extension, and the extension). The last component holds `{name}` or
/// `{stem}`; without `{name}` or `{ext}` there the primary's extension is appended. An asset
/// without a capture date goes to ``undatedFolder`` with the template's last component.
public struct ImportLayout: Sendable, Hashable {
  /// The template as given.
  public let template: String
  private let folders: [[Part]]
  private let file: [Part]

  /// The default template.
  public static let defaultTemplate = "{yyyy}/{yyyy}-{MM}-{dd}/{name}"
  /// The folder of assets without a capture date.
  public static let undatedFolder = "Undated"
  /// The tokens a template may use.
  public static let tokens = ["yyyy", "MM", "dd", "HH", "mm", "ss", "name", "stem", "ext"]
  static let dateTokens: Set<String> = ["yyyy", "MM", "dd", "HH", "mm", "ss"]

  private enum Part: Hashable {
    case text(String)
    case token(String)
  }

  /// The default layout.
  public init() {
    try! self.init(template: Self.defaultTemplate)
  }

  /// Parses `template`; refuses an empty or absolute template, an empty, `.` or `..`
  /// component, an unknown or unclosed token, and a last component without `{name}` or
  /// `{stem}` (with ``LibraryChangeError/Kind/invalid``).
  public init(template: String) throws(LibraryChangeError) {
    func invalid(_ reason: String) -> LibraryChangeError {
      LibraryChangeError(path: "--layout " + template, reason: reason, kind: .invalid)
    }
    guard !template.isEmpty else { throw invalid("empty layout template") }
    guard !template.hasPrefix("/") else { throw invalid("a layout template is relative to the library, not absolute") }
    var components: [[Part]] = []
    for component in template.split(separator: "/", omittingEmptySubsequences: false) {
      guard !component.isEmpty, component != ".", component != ".." else {
        throw invalid("a layout template has no empty, '.' or '..' component")
      }
      guard !component.utf8.contains(0) else { throw invalid("a layout template has no NUL byte") }
      var parts: [Part] = []
      var rest = Substring(component)
      while let open = rest.firstIndex(of: "{") {
        if open > rest.startIndex { parts.append(.text(String(rest[..<open]))) }
        guard let close = rest[open...].firstIndex(of: "}") else { throw invalid("unclosed '{' in the layout template") }
        let token = String(rest[rest.index(after: open)..<close])
        guard Self.tokens.contains(token) else {
          throw invalid("unknown token {\(token)} (tokens: \(Self.tokens.map { "{\($0)}" }.joined(separator: " ")))")
        }
        parts.append(.token(token))
        rest = rest[rest.index(after: close)...]
      }
      if !rest.isEmpty { parts.append(.text(String(rest))) }
      components.append(parts)
    }
    let last = components.removeLast()
    guard last.contains(.token("name")) || last.contains(.token("stem")) else {
      throw invalid("the layout template's last component needs {name} or {stem}")
    }
    self.template = template
    folders = components
    file = last
  }

  /// The folder (components) and file name of a primary file named `name`, captured at
  /// `date` (the record's ISO 8601 text; nil or unreadable: ``undatedFolder``).
  public func destination(name: String, date: String?) -> (folder: [String], name: String) {
    let (stem, ext) = Self.split(name)
    let fields = date.flatMap(Self.dateFields)
    func render(_ parts: [Part]) -> String {
      parts.map { part -> String in
        switch part {
        case .text(let text): return text
        case .token("name"): return name
        case .token("stem"): return stem
        case .token("ext"): return ext ?? ""
        case .token(let token): return fields?[token] ?? ""
        }
      }.joined()
    }
    var fileName = render(file)
    if !file.contains(.token("name")), !file.contains(.token("ext")), let ext { fileName += "." + ext }
    guard fields != nil || !usesDate else { return ([Self.undatedFolder], fileName) }
    return (folders.map(render), fileName)
  }

  /// Whether a date token appears anywhere.
  private var usesDate: Bool {
    (folders + [file]).joined().contains {
      if case .token(let token) = $0 { return Self.dateTokens.contains(token) }
      return false
    }
  }

  /// A name's stem and last extension (`IMG_1.HEIC` → `IMG_1`, `HEIC`; a leading dot is no
  /// extension).
  static func split(_ name: String) -> (stem: String, ext: String?) {
    guard let dot = name.lastIndex(of: "."), dot > name.startIndex else { return (name, nil) }
    return (String(name[..<dot]), String(name[name.index(after: dot)...]))
  }

  /// The date fields of an ISO 8601 text's wall-clock part (`2024-05-17T10:11:12…`): the
  /// date needs all of `yyyy-MM-dd` in digits; a missing time reads as `00:00:00`.
  static func dateFields(_ text: String) -> [String: String]? {
    let bytes = Array(text.utf8)
    func digits(_ from: Int, _ count: Int) -> String? {
      guard from + count <= bytes.count else { return nil }
      let slice = bytes[from..<(from + count)]
      guard slice.allSatisfy({ $0 >= 0x30 && $0 <= 0x39 }) else { return nil }
      return String(decoding: slice, as: UTF8.self)
    }
    guard let year = digits(0, 4), bytes.count >= 10, bytes[4] == 0x2D, bytes[7] == 0x2D,
      let month = digits(5, 2), let day = digits(8, 2), year != "0000", month != "00", day != "00"
    else { return nil }
    let hasTime = bytes.count >= 19 && (bytes[10] == 0x54 || bytes[10] == 0x20)
    return [
      "yyyy": year, "MM": month, "dd": day,
      "HH": hasTime ? digits(11, 2) ?? "00" : "00",
      "mm": hasTime ? digits(14, 2) ?? "00" : "00",
      "ss": hasTime ? digits(17, 2) ?? "00" : "00",
    ]
  }
}
