import Foundation

/// One line of `Samples/manifest.jsonl`: what the generator built, stated independently of
/// the classifier (so tests can compare the two).
public struct ManifestEntry: Decodable, Sendable {
  public struct Position: Decodable, Sendable {
    public var latitude: Double
    public var longitude: Double
  }
  public struct Identifier: Decodable, Sendable {
    public var contentIdentifier: String?
    public var identifier: String?
  }

  public var path: String
  public var mediaType: String
  public var uti: String?
  public var format: String?
  public var subtypes: [String]
  public var pixelWidth: Int?
  public var pixelHeight: Int?
  public var duration: Double?
  public var frameCount: Int?
  public var creationDate: String?
  public var location: Position?
  public var livePhoto: Identifier?
  public var burst: Identifier?
  /// The file's `integrity` (complete, truncated or placeholder), where the sample states it.
  public var integrity: String?

  /// The name tests show for this entry.
  public var testDescription: String { path }

  /// Every entry of the manifest, in file order.
  public static func all() throws -> [ManifestEntry] {
    let url = SampleCorpus.samplesDirectory.appendingPathComponent("manifest.jsonl")
    let text = try String(contentsOf: url, encoding: .utf8)
    return try text.split(separator: "\n").map {
      try JSONDecoder().decode(ManifestEntry.self, from: Data($0.utf8))
    }
  }

  /// The entries, or none when the manifest cannot be read (the test then fails on that).
  public static var allOrEmpty: [ManifestEntry] { (try? all()) ?? [] }
}

