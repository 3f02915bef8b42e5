/// UTI conformance (`public.png` → `public.image` → `public.data`), built from the registry's
/// parents plus the system roots. Apple's `UTType` is not available on Linux.
/// Source: Apple "System-declared uniform type identifiers"; osxphotos `uti.py`.
public struct UTIHierarchy: Sendable {
  private let parents: [UniformTypeIdentifier: Set<UniformTypeIdentifier>]
  /// Every type each known type conforms to (itself excluded), walked once here: the pairing
  /// rules ask for every file of a library.
  private let ancestors: [UniformTypeIdentifier: Set<UniformTypeIdentifier>]

  /// The roots every table builds on.
  static let roots: [UniformTypeIdentifier: [UniformTypeIdentifier]] = [
    "public.data": ["public.item"],
    "public.content": [],
    "public.image": ["public.data", "public.content"],
    "public.audiovisual-content": ["public.data", "public.content"],
    "public.movie": ["public.audiovisual-content"],
    "public.video": ["public.movie"],
    "public.audio": ["public.audiovisual-content"],
    "public.camera-raw-image": ["public.image"],
    "com.adobe.raw-image": ["public.camera-raw-image"],
    "public.heif-standard": ["public.image"],
    "public.mpeg-4": ["public.movie"],
    "public.mpeg-4-audio": ["public.audio", "public.mpeg-4"],
    "public.mpeg-2-transport-stream": ["public.movie"],
    "public.text": ["public.data", "public.content"],
    "public.plain-text": ["public.text"],
    "public.xml": ["public.text"],
    "public.archive": ["public.data"],
    "public.composite-content": ["public.content"],
  ]

  init(formats: [FormatDescriptor]) {
    var parents: [UniformTypeIdentifier: Set<UniformTypeIdentifier>] = [:]
    for (uti, up) in Self.roots { parents[uti, default: []].formUnion(up) }
    // Formats without a system UTI report public.data; they add no conformance to it.
    for format in formats where format.uti != .data {
      parents[format.uti, default: []].formUnion(format.conformsTo)
    }
    self.parents = parents
    ancestors = parents.keys.reduce(into: [:]) { result, uti in
      result[uti] = Self.walk(from: uti, parents: parents)
    }
  }

  /// The types `uti` conforms to through `parents`, itself excluded (a cycle ends the walk).
  private static func walk(
    from uti: UniformTypeIdentifier, parents: [UniformTypeIdentifier: Set<UniformTypeIdentifier>]
  ) -> Set<UniformTypeIdentifier> {
    var seen: Set<UniformTypeIdentifier> = []
    var queue = [uti]
    while let next = queue.popLast() {
      for parent in parents[next] ?? [] where seen.insert(parent).inserted { queue.append(parent) }
    }
    seen.remove(uti)
    return seen
  }

  /// Whether `uti` is `other` or conforms to it through the tree.
  public func conforms(_ uti: UniformTypeIdentifier, to other: UniformTypeIdentifier) -> Bool {
    uti == other || ancestors[uti]?.contains(other) == true
  }

  /// The direct parents of `uti`.
  public func parents(of uti: UniformTypeIdentifier) -> [UniformTypeIdentifier] {
    (parents[uti] ?? []).sorted()
  }

  /// Every UTI the tree knows.
  public var all: [UniformTypeIdentifier] { parents.keys.sorted() }
}
