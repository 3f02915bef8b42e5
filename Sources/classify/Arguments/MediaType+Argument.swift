public import ArgumentParser
public import MediaKind

/// `--type image|video|audio` lists its values in `--help`.
extension MediaType: ExpressibleByArgument {
  public init?(argument: String) { self.init(name: argument) }
  public static var allValueStrings: [String] { ["image", "video", "audio", "unknown"] }
}
