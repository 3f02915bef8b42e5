import ArgumentParser

/// `classify albums --type`: which asset collections to list.
enum CollectionTypeArgument: String, CaseIterable, ExpressibleByArgument {
  /// Smart albums (PhotoKit type 2, subtypes 201…220).
  case smart
  /// User albums: folders that hold assets (type 1, albumRegular 2).
  case album
  /// Moments (type 3).
  case moment
  /// All three, in that order.
  case all
}
