/// The byte order of a multi-byte integer in the data: SwiftNIO's `Endianness` (its
/// `ByteBuffer.getInteger(at:endianness:as:)` reads with one), for the one integer read over
/// bytes (`RawSpan.integer(at:as:endianness:)`) and the cursor ``ByteReader``.
///
/// Formats fix it (ISO BMFF, PNG, JPEG: big; RIFF, ASF, GIF: little) or state it in the data
/// (TIFF's `II`/`MM`, RIFX against RIFF).
public enum Endianness: Sendable, Hashable {
  /// Most significant byte first ("network order", Motorola, `MM`).
  case big
  /// Least significant byte first (Intel, `II`).
  case little
}
