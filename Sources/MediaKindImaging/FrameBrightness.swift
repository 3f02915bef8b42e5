/// Whether a video frame is (nearly) all black or all white: a fade-in, a lens cap, a flash.
/// Such a frame says nothing about the video, so a poster frame that is one is replaced by a
/// later frame (``ImageManager``, a bounded number of tries).
enum FrameBrightness {
  /// At most this many pixels are looked at (evenly spread).
  static let maxSamples = 16_384
  /// A frame is flat when fewer than 2 % of its pixels are of a middle luma (32…223).
  static let maxMiddleShare = 0.02

  /// `black`, `white`, or nil for a frame with content. `rgb` holds 8-bit RGB pixels.
  static func flatness(rgb: [UInt8]) -> String? {
    let pixels = rgb.count / 3
    guard pixels > 0 else { return nil }
    let step = max(1, pixels / maxSamples)
    var samples = 0
    var middle = 0
    var total = 0
    var index = 0
    while index < pixels {
      let base = index * 3
      // BT.601 luma in integers.
      let luma = (299 * Int(rgb[base]) + 587 * Int(rgb[base + 1]) + 114 * Int(rgb[base + 2])) / 1000
      if luma >= 32 && luma <= 223 { middle += 1 }
      total += luma
      samples += 1
      index += step
    }
    guard Double(middle) < Double(samples) * maxMiddleShare else { return nil }
    return total / samples < 128 ? "black" : "white"
  }
}
