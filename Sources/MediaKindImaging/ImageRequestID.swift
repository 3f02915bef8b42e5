/// The identifier of one image request (PhotoKit's `PHImageRequestID`, an `Int32`), given by
/// `CachingImageManager.requestImage(for:targetSize:contentMode:options:resultHandler:)` and
/// taken by ``CachingImageManager/cancelImageRequest(_:)``. Identifiers start at 1 and are
/// not reused while the manager lives (0 is PhotoKit's `PHInvalidImageRequestID`).
public typealias ImageRequestID = Int32
