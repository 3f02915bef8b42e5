import Foundation
import MediaKind

/// One cached request on disk: the results it delivered, in order, with their bytes.
///
/// Layout: the magic `MKTHUMB1` (8 bytes), the payload's length (UInt64, little-endian), the
/// payload's 128-bit FNV-1a hash (``StableHash``, 16 bytes, little-endian), then the payload:
/// the length of a JSON header (UInt32, little-endian), the header (the key's text and each
/// result without its bytes), and the results' bytes one after the other. An entry whose
/// magic, length, hash, header or key do not match is not an entry of this key: it is never
/// returned, and the request makes (and stores) its results again.
struct ThumbnailCacheEntry: Sendable {
  static let magic: [UInt8] = Array("MKTHUMB1".utf8)
  static let headerLength = 8 + 8 + 16
  /// No entry is larger (a request for a maximum-size PNG can be big): larger results are
  /// not stored.
  static let maxLength = 64 << 20

  var results: [ImageResult]

  /// What is stored of one result (its bytes follow the header).
  private struct Stored: Codable {
    var length: Int?
    var encoding: ImageEncoding
    var width: Int
    var height: Int
    var degraded: Bool
    var source: ImageResultSource
    var detail: String
    var orientation: Int
    var handling: ImageOrientationHandling
    /// The file the pixels came from: its name when it is in the requested file's folder (a
    /// render, a Live Photo's other half), else its path as given.
    var sourceName: String
    var sameFolder: Bool
    var error: ImageRequestError?
    var reason: ImageRequestError?
    /// The decoder's warnings (``ImageResult/warnings``); absent when there are none.
    var warnings: [String]?
  }

  private struct Header: Codable {
    var key: String
    var results: [Stored]
  }

  /// The entry's bytes for `key`, the request having been for `path`; nil when it is larger
  /// than ``maxLength``.
  func encoded(key: ThumbnailCacheKey, path: String) -> [UInt8]? {
    let folder = Self.folder(of: path)
    var blobs: [UInt8] = []
    var stored: [Stored] = []
    for result in results {
      let sameFolder = Self.folder(of: result.sourcePath) == folder
      stored.append(
        Stored(
          length: result.data?.count, encoding: result.encoding, width: result.pixelWidth, height: result.pixelHeight,
          degraded: result.isDegraded, source: result.source, detail: result.detail, orientation: result.orientation,
          handling: result.orientationHandling,
          sourceName: sameFolder ? ThumbnailCacheKey.name(of: result.sourcePath) : result.sourcePath, sameFolder: sameFolder,
          error: result.error, reason: result.reason, warnings: result.warnings.isEmpty ? nil : result.warnings))
      if let data = result.data { blobs += data }
    }
    // Sorted keys: the same results make the same bytes.
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys]
    guard let header = try? encoder.encode(Header(key: key.text, results: stored)) else { return nil }
    var payload: [UInt8] = []
    payload.reserveCapacity(4 + header.count + blobs.count)
    Self.append(UInt32(header.count), to: &payload)
    payload += header
    payload += blobs
    guard Self.headerLength + payload.count <= Self.maxLength else { return nil }
    var bytes = Self.magic
    Self.append(UInt64(payload.count), to: &bytes)
    Self.append(Self.checksum(payload), to: &bytes)
    return bytes + payload
  }

  /// The entry in `bytes` if it is whole and of `key`; the results rebuilt for a request of
  /// `path` (marked ``ImageResult/isCached``).
  static func decoded(_ bytes: [UInt8], key: ThumbnailCacheKey, path: String) -> ThumbnailCacheEntry? {
    guard bytes.count >= headerLength, Array(bytes[0..<8]) == magic else { return nil }
    let length = read(UInt64.self, bytes, at: 8)
    guard length == UInt64(bytes.count - headerLength) else { return nil }
    let payload = bytes[headerLength...]
    guard read(UInt128.self, bytes, at: 16) == checksum(payload), payload.count >= 4 else { return nil }
    let headerCount = Int(read(UInt32.self, bytes, at: headerLength))
    let start = headerLength + 4
    guard headerCount <= bytes.count - start,
      let header = try? JSONDecoder().decode(Header.self, from: Data(bytes[start..<(start + headerCount)])),
      header.key == key.text
    else { return nil }
    var offset = start + headerCount
    let folder = folder(of: path)
    var results: [ImageResult] = []
    for stored in header.results {
      var data: [UInt8]?
      if let count = stored.length {
        guard count >= 0, count <= bytes.count - offset else { return nil }
        data = Array(bytes[offset..<(offset + count)])
        offset += count
      }
      var result = ImageResult(
        data: data, encoding: stored.encoding, pixelWidth: stored.width, pixelHeight: stored.height,
        isDegraded: stored.degraded, source: stored.source, detail: stored.detail, orientation: stored.orientation,
        orientationHandling: stored.handling, sourcePath: stored.sameFolder ? folder + stored.sourceName : stored.sourceName,
        error: stored.error)
      result.reason = stored.reason
      result.warnings = stored.warnings ?? []
      result.isCached = true
      results.append(result)
    }
    guard offset == bytes.count, !results.isEmpty else { return nil }
    return ThumbnailCacheEntry(results: results)
  }

  static func checksum(_ bytes: some Collection<UInt8>) -> UInt128 {
    var hash = StableHash<UInt128>()
    if bytes.withContiguousStorageIfAvailable({ hash.combine(buffer: $0) }) == nil { hash.combine(bytes) }
    return hash.value
  }

  /// The folder part of `path`, with its slash (`""` for a bare name).
  static func folder(of path: String) -> String {
    path.lastIndex(of: "/").map { String(path[...$0]) } ?? ""
  }

  private static func append<T: FixedWidthInteger>(_ value: T, to bytes: inout [UInt8]) {
    withUnsafeBytes(of: value.littleEndian) { bytes += $0 }
  }

  private static func read<T: FixedWidthInteger>(_ type: T.Type, _ bytes: [UInt8], at offset: Int) -> T {
    var value = T.zero
    for index in (0..<MemoryLayout<T>.size).reversed() { value = value << 8 | T(bytes[offset + index]) }
    return value
  }
}
