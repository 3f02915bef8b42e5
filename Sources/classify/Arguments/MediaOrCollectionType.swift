import ArgumentParser
import MediaKind

/// `--type`: a media type for the asset filters (`image`, `video`, `audio`, `unknown`), or,
/// for `classify albums`, a kind of collection to list (`smart`, `album`, `moment`, `all`).
/// One option serves both, so `classify albums --type moment` reads as the issue asks while
/// `classify assets --type image` keeps its meaning.
enum MediaOrCollectionType: Equatable, ExpressibleByArgument {
  case media(MediaType)
  case collection(CollectionTypeArgument)

  init?(argument: String) {
    if let type = MediaType(name: argument) {
      self = .media(type)
    } else if let kind = CollectionTypeArgument(rawValue: argument) {
      self = .collection(kind)
    } else {
      return nil
    }
  }

  static var allValueStrings: [String] {
    MediaType.allValueStrings + CollectionTypeArgument.allCases.map(\.rawValue)
  }

  /// Shell completion offers every value (`classify assets --type <TAB>`).
  static var defaultCompletionKind: CompletionKind { .list(allValueStrings) }

  /// The media type, if the argument names one.
  var mediaType: MediaType? {
    if case .media(let type) = self { return type }
    return nil
  }

  /// The kind of collection, if the argument names one.
  var collectionType: CollectionTypeArgument? {
    if case .collection(let kind) = self { return kind }
    return nil
  }
}
