internal import CLibExif
import Foundation

/// The owner of one libexif `ExifData`.
///
/// This is the only file in the package that calls libexif. The document is loaded from the
/// bytes of an EXIF payload (a JPEG APP1 body beginning `Exif\0\0`, or a bare TIFF header, to
/// which the bridge prepends that prefix) and hands out plain Swift ``ExifEntry`` values.
public struct ExifDocument: ~Copyable {
  private let data: UnsafeMutablePointer<ExifData>

  /// Parses an EXIF payload.
  ///
  /// The corresponding C functions are `exif_data_new`, `exif_data_unset_option` and
  /// `exif_data_load_data`. libexif's default options rewrite values to fit the
  /// specification and drop unknown tags; ``ExifLoadOptions/rawFacts`` turns both off, so the
  /// entries are what the file says.
  public init(payload: UnsafeRawBufferPointer, options: ExifLoadOptions = .rawFacts)
    throws(ExifBridgeError)
  {
    guard let data = exif_data_new() else { throw ExifBridgeError.outOfMemory }
    if options.contains(.keepUnknownTags) {
      exif_data_unset_option(data, EXIF_DATA_OPTION_IGNORE_UNKNOWN_TAGS)
    }
    if options.contains(.dontFollowSpecification) {
      exif_data_unset_option(data, EXIF_DATA_OPTION_FOLLOW_SPECIFICATION)
    }
    guard let base = payload.baseAddress, payload.count >= 8 else {
      exif_data_unref(data)
      throw ExifBridgeError.tooShort
    }
    let bytes = base.assumingMemoryBound(to: UInt8.self)
    let hasPrefix = payload.count >= 6 && bytes[0] == 0x45 && bytes[1] == 0x78
      && bytes[2] == 0x69 && bytes[3] == 0x66 && bytes[4] == 0 && bytes[5] == 0
    if hasPrefix {
      exif_data_load_data(data, bytes, UInt32(clamping: payload.count))
    } else {
      // libexif looks for the "Exif\0\0" prefix (or JPEG markers); a bare TIFF payload
      // (PNG eXIf, HEIF Exif item after its offset) gets the prefix added.
      var prefixed: [UInt8] = [0x45, 0x78, 0x69, 0x66, 0, 0]
      prefixed.append(contentsOf: UnsafeRawBufferPointer(payload))
      prefixed.withUnsafeBufferPointer { buffer in
        if let p = buffer.baseAddress {
          exif_data_load_data(data, p, UInt32(clamping: buffer.count))
        }
      }
    }
    self.data = data
  }

  deinit {
    exif_data_unref(data)
  }

  /// The byte order the payload declared.
  ///
  /// The corresponding C function is `exif_data_get_byte_order`.
  public var isBigEndian: Bool {
    exif_data_get_byte_order(data) == EXIF_BYTE_ORDER_MOTOROLA
  }

  /// Every entry of `ifd`, in file order, with its raw bytes.
  ///
  /// The corresponding C functions read `ExifContent.entries`; see `shim.h`.
  public func entries(in ifd: ExifIFD) -> [ExifEntry] {
    guard let content = CLibExif_ifd(data, ExifIfd(rawValue: ifd.rawValue)) else { return [] }
    let count = CLibExif_count(content)
    var result: [ExifEntry] = []
    result.reserveCapacity(Int(count))
    for index in 0..<count {
      guard let entry = CLibExif_entry(content, index) else { continue }
      let e = entry.pointee
      var raw: [UInt8] = []
      if let d = e.data, e.size > 0 {
        raw = Array(UnsafeBufferPointer(start: d, count: Int(e.size)))
      }
      result.append(
        ExifEntry(
          ifd: ifd, tag: UInt16(e.tag.rawValue), format: UInt16(e.format.rawValue),
          components: Int(e.components), bytes: raw, isBigEndian: isBigEndian))
    }
    return result
  }

  /// The version of the installed libexif, such as `0.6.24`.
  ///
  /// libexif has no version function, so this reads the `libexif.pc` file that the
  /// development package installs (the build needs it), and says `unknown` without it.
  public static let libraryVersion: String = {
    let directories = [
      "/usr/lib/x86_64-linux-gnu/pkgconfig", "/usr/lib/aarch64-linux-gnu/pkgconfig",
      "/usr/lib/pkgconfig", "/usr/local/lib/pkgconfig", "/usr/share/pkgconfig",
    ]
    for directory in directories {
      guard let text = try? String(contentsOfFile: directory + "/libexif.pc", encoding: .utf8)
      else { continue }
      for line in text.split(separator: "\n") where line.hasPrefix("Version:") {
        return line.dropFirst("Version:".count).trimmingCharacters(in: .whitespaces)
      }
    }
    return "unknown"
  }()
}
