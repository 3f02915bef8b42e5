/// PackBits run-length decoding (Apple Technical Note TN1023), as PSD stores its image rows:
/// a byte n, then n + 1 literal bytes (n < 128) or one byte repeated 257 − n times (n > 128);
/// 128 is skipped.
enum PackBits {
  /// Appends one row of exactly `rowLength` bytes unpacked from `packed`; damage when the
  /// packets end early or make a longer row.
  static func unpack(_ packed: ArraySlice<UInt8>, rowLength: Int, into output: inout [UInt8]) throws(ImageRequestError) {
    let start = output.count
    var i = packed.startIndex
    while i < packed.endIndex {
      let n = Int(packed[i])
      i += 1
      if n < 128 {
        guard i + n + 1 <= packed.endIndex, output.count - start + n + 1 <= rowLength else {
          throw ImageRequestError(.damaged, "PackBits: a literal run past the row")
        }
        output.append(contentsOf: packed[i..<i + n + 1])
        i += n + 1
      } else if n > 128 {
        let count = 257 - n
        guard i < packed.endIndex, output.count - start + count <= rowLength else {
          throw ImageRequestError(.damaged, "PackBits: a repeat run past the row")
        }
        output.append(contentsOf: repeatElement(packed[i], count: count))
        i += 1
      }
    }
    guard output.count - start == rowLength else {
      throw ImageRequestError(.damaged, "PackBits: a row of \(output.count - start) bytes, \(rowLength) expected")
    }
  }
}
