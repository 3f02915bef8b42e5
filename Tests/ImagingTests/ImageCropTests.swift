import Foundation
@testable import MediaKindImaging
import MediaKindTestSupport
import Testing
import VipsBridge

/// `normalizedCropRect` with `resizeMode: .exact`: the part of the upright image, sized to the
/// target. The images are made in the test: black on the left half, white on the right.
@Suite("Image crop")
struct ImageCropTests {
  let manager = ImageManager(maxConcurrentDecodes: 2)

  /// An 80x40 image, black left half and white right half, encoded as `encoding`.
  static func halves(_ encoding: VipsEncoding) throws -> [UInt8] {
    var rgb: [UInt8] = []
    for _ in 0..<40 { for x in 0..<80 { rgb += x < 40 ? [0, 0, 0] : [255, 255, 255] } }
    return try VipsImageHandle.thumbnail(rgb: rgb, width: 80, height: 40, resize: VipsResize(width: 80, height: 40)).encoded(as: encoding, quality: 95)
  }

  func request(_ path: String, side: Int, fill: Bool, crop: ImageCropRect?, resize: ImageResizeMode = .exact) async throws -> (Int, Int, Double) {
    var options = ImageRequestOptions(deliveryMode: .highQualityFormat, resizeMode: resize)
    options.normalizedCropRect = crop
    let result = try #require(await manager.results(for: path, targetSize: ImageTargetSize(side: side), contentMode: fill ? .aspectFill : .aspectFit, options: options).last)
    #expect(result.error == nil, "\(String(describing: result.error))")
    let image = try VipsImageHandle.thumbnail(bytes: try #require(result.data), resize: VipsResize(width: 1 << 14, height: 1 << 14))
    return (image.width, image.height, try image.average())
  }

  @Test("the rectangle is cut out and sized: fill is the target, fit the largest size inside it")
  func crops() async throws {
    let folder = try TemporaryDirectory("imaging-crop")
    defer { folder.remove() }
    let path = try folder.write("halves.png", try Self.halves(.png))
    let right = try await request(path, side: 20, fill: true, crop: ImageCropRect(x: 0.5, y: 0, width: 0.5, height: 1))
    #expect(right.0 == 20 && right.1 == 20)
    #expect(right.2 > 250, "the right half is white: \(right.2)")
    let left = try await request(path, side: 20, fill: true, crop: ImageCropRect(x: 0, y: 0, width: 0.5, height: 1))
    #expect(left.2 < 5, "the left half is black: \(left.2)")
    // The middle half (20…60 of 80 px, all 40 rows): as wide as high, half black, half white.
    let middle = try await request(path, side: 30, fill: false, crop: ImageCropRect(x: 0.25, y: 0, width: 0.5, height: 1))
    #expect(middle.0 == 30 && middle.1 == 30)
    #expect(abs(middle.2 - 127.5) < 10, "\(middle.2)")
    // A wide strip fitted: the target's width, a quarter of it high.
    let strip = try await request(path, side: 40, fill: false, crop: ImageCropRect(x: 0, y: 0.5, width: 1, height: 0.5))
    #expect(strip.0 == 40 && strip.1 == 10)
    // Without .exact the crop is ignored (as in PhotoKit): the whole image.
    let whole = try await request(path, side: 80, fill: false, crop: ImageCropRect(x: 0.5, y: 0, width: 0.5, height: 1), resize: .fast)
    #expect(whole.0 == 80 && whole.1 == 40 && abs(whole.2 - 127.5) < 10)
  }

  @Test("the rectangle is in the upright image: EXIF orientation 6 is applied first")
  func oriented() async throws {
    let folder = try TemporaryDirectory("imaging-crop-oriented")
    defer { folder.remove() }
    // Stored 80x40 black|white; orientation 6 shows it 40x80, black on top, white below.
    let path = try folder.write("turned.jpg", JPEGOrientationTagger.tagged(try Self.halves(.jpeg), orientation: 6))
    let bottom = try await request(path, side: 20, fill: true, crop: ImageCropRect(x: 0, y: 0.5, width: 1, height: 0.5))
    #expect(bottom.2 > 240, "the lower half shown is white: \(bottom.2)")
    let top = try await request(path, side: 20, fill: true, crop: ImageCropRect(x: 0, y: 0, width: 1, height: 0.5))
    #expect(top.2 < 15, "the upper half shown is black: \(top.2)")
  }

  @Test("crop rectangles: inside the unit square and not empty; x,y,w,h text")
  func rectangles() {
    #expect(ImageCropRect(x: 0, y: 0, width: 1, height: 1) != nil)
    #expect(ImageCropRect(x: 0.5, y: 0, width: 0.6, height: 1) == nil)
    #expect(ImageCropRect(x: -0.1, y: 0, width: 0.5, height: 1) == nil)
    #expect(ImageCropRect(x: 0, y: 0, width: 0, height: 1) == nil)
    #expect(ImageCropRect(x: .nan, y: 0, width: 0.5, height: 1) == nil)
    #expect(ImageCropRect("0.25, 0.5,0.5,0.5") == ImageCropRect(x: 0.25, y: 0.5, width: 0.5, height: 0.5))
    #expect(ImageCropRect("0.25,0.5,0.5") == nil)
    #expect(ImageCropRect("a,b,c,d") == nil)
    let pixels = ImageCropRect(x: 0.25, y: 0, width: 0.5, height: 1)!.pixels(imageWidth: 80, imageHeight: 40)
    #expect(pixels.left == 20 && pixels.top == 0 && pixels.width == 40 && pixels.height == 40)
    // A sliver still has a pixel.
    let sliver = ImageCropRect(x: 0.999, y: 0.999, width: 0.001, height: 0.001)!.pixels(imageWidth: 10, imageHeight: 10)
    #expect(sliver.width == 1 && sliver.height == 1 && sliver.left == 9 && sliver.top == 9)
  }
}
