/// One chunk of a PNG datastream: its type, the data length its header states and where it
/// lies in the file.
///
/// ```
/// 0 u32be length   4 type (4 ASCII letters)   8 data (length bytes)   8+length u32be CRC
/// ```
/// Spec: PNG (Third Edition) §5.3 "Chunk layout".
struct PNGChunk: Sendable, Hashable {
  let type: FourCC
  /// The data length the header states; at most 2^31 − 1 in a valid file (the walker stops
  /// after a chunk that states more).
  let length: UInt32
  /// File offset of the chunk (its length field).
  let offset: Int

  /// File offset of the chunk data.
  var dataOffset: Int { offset + 8 }
  /// File offset after the chunk's CRC, where the next chunk starts (the data need not be
  /// there: a truncated file ends inside a chunk).
  var nextOffset: Int { dataOffset + Int(length) + 4 }
}
