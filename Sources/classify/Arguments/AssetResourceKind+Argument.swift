public import ArgumentParser
public import MediaKind

/// `--type photo|pairedVideo|…` lists its values in `--help` and in shell completion.
extension AssetResource.Kind: ExpressibleByArgument {
  public init?(argument: String) { self.init(rawValue: argument) }
  public static var allValueStrings: [String] { allCases.map(\.rawValue) }
  /// Shell completion offers every value.
  public static var defaultCompletionKind: CompletionKind { .list(allValueStrings) }
}
