/// What the two kinds of collection have in common (PhotoKit's `PHCollection`: an
/// ``AssetCollection`` or a ``CollectionList``): the members every collection record prints
/// (`collectionRecordMembers`).
package protocol PhotoKitCollection: Sendable {
  /// The stable identifier.
  var localIdentifier: String { get }
  /// The title Photos shows.
  var localizedTitle: String? { get }
  /// The subtitle Photos shows.
  var localizedSubtitle: String? { get }
  /// The assets a default fetch returns.
  var estimatedAssetCount: Int { get }
  /// The capture time of the oldest asset.
  var startDate: String? { get }
  /// The capture time of the newest asset.
  var endDate: String? { get }
  /// Place names.
  var localizedLocationNames: [String] { get }
  /// The folder the collection stands for.
  var path: String? { get }
  /// The containing folder's or list's identifier.
  var parentIdentifier: String? { get }
}

extension AssetCollection: PhotoKitCollection {}
extension CollectionList: PhotoKitCollection {}
