import MediaKindImaging

/// One line of `classify preview`: a result of one input.
struct PreviewRecord: Encodable {
  let path: String
  let output: String?
  let width: Int?
  let height: Int?
  let isDegraded: Bool
  let source: String?
  let detail: String?
  let orientation: Int?
  let orientationHandling: String?
  let error: String?

  init(path: String, output: String?, result: ImageResult) {
    self.path = path
    self.output = result.error == nil ? output : nil
    width = result.error == nil ? result.pixelWidth : nil
    height = result.error == nil ? result.pixelHeight : nil
    isDegraded = result.isDegraded
    source = result.error == nil ? result.source.rawValue : nil
    detail = result.detail.isEmpty ? nil : result.detail
    orientation = result.error == nil ? result.orientation : nil
    orientationHandling = result.error == nil ? result.orientationHandling.rawValue : nil
    error = result.error?.description
  }

  enum CodingKeys: String, CodingKey {
    case path, output, width, height, isDegraded, source, detail, orientation, orientationHandling, error
  }

  func encode(to encoder: any Encoder) throws {
    var c = encoder.container(keyedBy: CodingKeys.self)
    try c.encode(path, forKey: .path)
    try c.encode(output, forKey: .output)
    try c.encode(width, forKey: .width)
    try c.encode(height, forKey: .height)
    try c.encode(isDegraded, forKey: .isDegraded)
    try c.encode(source, forKey: .source)
    try c.encodeIfPresent(detail, forKey: .detail)
    try c.encodeIfPresent(orientation, forKey: .orientation)
    try c.encodeIfPresent(orientationHandling, forKey: .orientationHandling)
    try c.encode(error, forKey: .error)
  }
}
