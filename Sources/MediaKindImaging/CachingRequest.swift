/// One request a ``CachingImageManager`` prepares or serves from memory: the file and every
/// argument of `requestImage`.
struct CachingRequest: Sendable, Hashable {
  var path: String
  var target: ImageTargetSize
  var contentMode: ImageContentMode
  var options: ImageRequestOptions
}
