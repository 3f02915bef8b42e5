/// Predicates in PhotoKit's own syntax: `NSPredicate(format:)`'s subset for assets.
extension AssetPredicate {
  /// Reads `format`, a predicate as PhotoKit code writes it, into a typed predicate:
  ///
  /// ```swift
  /// let live = try AssetPredicate(format: "mediaType == %d AND (mediaSubtypes & %d) != 0",
  ///                               .mediaType(.image), .subtypes(.photoLive))
  /// let big = try AssetPredicate(format: "pixelWidth >= 4000 AND creationDate >= '2024-01-01'")
  /// ```
  /// Key paths: `mediaType`, `mediaSubtypes`, `pixelWidth`, `pixelHeight`, `duration`,
  /// `fileSize`, `creationDate` (capture time, else file time), `location` (with `nil`),
  /// `isFavorite`, `isHidden`, `burstIdentifier`, `playbackVariation`, and the texts `localIdentifier`,
  /// `filename`, `path`, `uniformTypeIdentifier`, `make`, `model`. `Docs/Library.md` lists
  /// the operators. Errors name the column.
  public init(format: String, _ arguments: PredicateArgument...) throws(PredicateSyntaxError) {
    try self.init(format: format, arguments: arguments)
  }

  /// Reads `format` with `arguments` for its format specifiers, in order.
  public init(format: String, arguments: [PredicateArgument]) throws(PredicateSyntaxError) {
    var parser = try PredicateParser(expression: format, arguments: arguments)
    self = try parser.parse()
  }
}
