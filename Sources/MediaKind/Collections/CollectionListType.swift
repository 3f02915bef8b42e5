/// PhotoKit's `PHCollectionListType`: the major kind of a ``CollectionList``.
///
/// Raw values are PhotoKit's (`Photos/PhotosTypes.h`): `momentList = 1`, `folder = 2`,
/// `smartFolder = 3`. Files give moment lists (clusters and years of moments) and folders
/// (folders of albums); smart folders (iPhoto's Events and Faces) have no file equivalent.
public enum CollectionListType: Int, Sendable, Hashable, CaseIterable, Codable {
  /// Moments grouped into a cluster (a trip) or a year.
  case momentList = 1
  /// A folder holding albums and other folders.
  case folder = 2
  /// A smart folder (iPhoto Events or Faces); never built from files.
  case smartFolder = 3

  /// PhotoKit's Swift case name (`momentList`, `folder`, `smartFolder`).
  public var name: String {
    switch self {
    case .momentList: "momentList"
    case .folder: "folder"
    case .smartFolder: "smartFolder"
    }
  }
}
