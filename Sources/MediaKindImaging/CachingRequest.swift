/// One request a ``CachingImageManager`` prepares or serves from memory: the file (for an
/// asset, the resource its version chose) and every argument of `requestImage`.
struct CachingRequest: Sendable, Hashable {
  var source: ImageSource
  var target: ImageTargetSize
  var contentMode: ImageContentMode
  var options: ImageRequestOptions
}
