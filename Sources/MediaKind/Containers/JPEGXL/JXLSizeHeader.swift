/// The size and orientation at the start of a JPEG XL codestream.
///
/// ```
/// codestream: FF 0A, then a bit stream read least-significant bit first:
/// SizeHeader   Bool small; small: u(5)+1 = height/8, else U32(9,13,18,30 bits, +1) = height
///              u(3) ratio; 0: width as height was coded, else height × ratio table
///              (1:1, 12:10, 4:3, 3:2, 16:9, 5:4, 2:1)
/// ImageMetadata Bool all_default; unless set: Bool extra_fields; if set: u(3)+1 orientation
///              (1...8, EXIF meaning; the codestream value is normative)
/// container:   ISO BMFF-style boxes "JXL ", "ftyp", ..., "jxlc" (the codestream) or "jxlp"
///              (u32 part index, then a part of it)
/// ```
/// Spec: ISO/IEC 18181-1 §A.2 (U32, Bool), §D.2 (SizeHeader), §D.3 (ImageMetadata);
/// ISO/IEC 18181-2 §9 (container boxes).
struct JXLSizeHeader: Sendable, Hashable {
  let width: Int
  let height: Int
  /// EXIF-style orientation 1...8 from ImageMetadata (1 when all defaults).
  let orientation: Int

  /// Parses the codestream that starts (with `FF 0A`) at `offset` of `bytes`.
  init?(codestream bytes: [UInt8], at offset: Int = 0) {
    guard bytes.matches([0xFF, 0x0A], at: offset) else { return nil }
    var bits = LSBBitReader(bytes, byteOffset: offset + 2)
    let distribution = [(9, 1), (13, 1), (18, 1), (30, 1)]
    guard let small = bits.bool() else { return nil }
    var height: Int
    if small {
      guard let h8 = bits.read(5) else { return nil }
      height = (h8 + 1) * 8
    } else {
      guard let h = bits.u32(distribution) else { return nil }
      height = h
    }
    guard let ratio = bits.read(3) else { return nil }
    var width: Int
    if ratio == 0 {
      if small {
        guard let w8 = bits.read(5) else { return nil }
        width = (w8 + 1) * 8
      } else {
        guard let w = bits.u32(distribution) else { return nil }
        width = w
      }
    } else {
      let ratios = [(1, 1), (12, 10), (4, 3), (3, 2), (16, 9), (5, 4), (2, 1)]
      let (numerator, denominator) = ratios[ratio - 1]
      width = height * numerator / denominator
    }
    self.width = width
    self.height = height
    var orientation = 1
    if let allDefault = bits.bool(), !allDefault, let extra = bits.bool(), extra,
      let value = bits.read(3)
    {
      orientation = value + 1
    }
    self.orientation = orientation
  }
}

/// Reads bits least-significant first, as JPEG XL packs them.
struct LSBBitReader {
  private let bytes: [UInt8]
  private var position: Int

  init(_ bytes: [UInt8], byteOffset: Int) {
    self.bytes = bytes
    position = byteOffset * 8
  }

  /// `count` (0...30) bits as an unsigned value, or nil past the end.
  mutating func read(_ count: Int) -> Int? {
    guard count >= 0, count <= 30, position + count <= bytes.count * 8 else { return nil }
    var value = 0
    for i in 0..<count {
      let byte = bytes[(position + i) >> 3]
      value |= Int((byte >> UInt8((position + i) & 7)) & 1) << i
    }
    position += count
    return value
  }

  mutating func bool() -> Bool? { read(1).map { $0 == 1 } }

  /// The U32 coding: a 2-bit selector picks one of four (bits, offset) pairs.
  mutating func u32(_ choices: [(Int, Int)]) -> Int? {
    guard choices.count == 4, let selector = read(2) else { return nil }
    let (count, offset) = choices[selector]
    return read(count).map { $0 + offset }
  }
}
