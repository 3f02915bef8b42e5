public import ArgumentParser
public import MediaKind

/// `--type image|video|audio` lists its values in `--help` and in shell completion.
extension MediaType: ExpressibleByArgument {
  public init?(argument: String) { self.init(name: argument) }
  public static var allValueStrings: [String] { ["image", "video", "audio", "unknown"] }
  /// Shell completion offers every value.
  public static var defaultCompletionKind: CompletionKind { .list(allValueStrings) }
}
