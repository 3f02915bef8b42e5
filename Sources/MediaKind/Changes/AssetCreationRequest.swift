/// A request to add assets to a library (PhotoKit's `PHAssetCreationRequest`), carried out by
/// ``MediaLibrary/performChanges(in:_:layout:dryRun:album:albumPosition:classifier:concurrency:livePairing:)``
/// (`Docs/Changes.md`, "Creating assets").
///
/// ```swift
/// let gif = AssetCreationRequest(data: downloadedBytes, name: "party.gif")  // stays animated
/// let card = AssetCreationRequest(fileAt: "/media/card/DCIM", transfer: .move)
/// let changes = try await MediaLibrary.performChanges(in: "Photos", [gif, card])
/// for created in changes.created { print(created.localIdentifier ?? "", created.paths) }
/// ```
public struct AssetCreationRequest: Sendable, Hashable {
  /// Where the bytes come from.
  public enum Source: Sendable, Hashable {
    /// A file, or a folder walked recursively (as `classify` walks folders, `.mediakind`
    /// skipped); a Live Photo's video, a RAW's JPEG, sidecars and edited renders found there
    /// travel with their asset.
    case file(String)
    /// Bytes given with the file name they are to have (one file name, no folder): they land
    /// unchanged (PhotoKit's `addResourceWithType:data:options:`).
    case data([UInt8], name: String)
  }

  /// Where the bytes come from.
  public var source: Source
  /// How a file's bytes reach the library (bytes are always written).
  public var transfer: FileTransfer
  /// The placeholder of the asset a ``LibraryChangeRequests`` creation request makes (PhotoKit's
  /// `placeholderForCreatedAsset`): name it in an album's request of the same closure, read its
  /// identifier after the commit. `nil` for a request made with an initializer.
  public internal(set) var placeholderForCreatedAsset: ObjectPlaceholder?

  /// A request for the file or folder at `path`.
  public init(fileAt path: String, transfer: FileTransfer = .copy) {
    source = .file(path)
    self.transfer = transfer
  }

  /// A request for `data`, to be saved as a file named `name`.
  public init(data: [UInt8], name: String) {
    source = .data(data, name: name)
    transfer = .copy
  }
}
