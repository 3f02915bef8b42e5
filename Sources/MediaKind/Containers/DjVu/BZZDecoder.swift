/// BZZ, DjVu's general-purpose compression (annotation `ANTz`, directory `DIRM`, text `TXTz`):
/// a Burrows-Wheeler transform whose move-to-front ranks are coded with the ZP-coder
/// (``ZPDecoder``).
///
/// ```
/// block: 24 pass-through bits: size (0 ends the stream; at most 4 MiB, here ``maxBlock``)
///        1-2 pass-through bits: estimation speed fshift (0, 1 or 2)
///        size symbols, each a move-to-front rank coded with 300 adaptive contexts:
///          rank 0 / rank 1: one bit each, context (0 or 3) + min(previous rank, 2)
///          ranks 2-3, 4-7, ..., 128-255: a flag bit, then 1...7 bits in a binary tree
///          no flag set: the BWT end marker (its position is remembered)
///        after each rank, the symbol moves to the front by frequency (4 tracked ranks)
/// inverse BWT from the marker's position; the last byte is the marker and is dropped
/// ```
/// Only the first block is decoded (as ExifTool does: annotations fit in one). Damaged input
/// gives nil: a marker in the wrong place, a BWT that does not close on the marker, input
/// that runs out. Work and memory are bounded by ``maxBlock``.
/// Spec: DjVu 3 specification, "BZZ" (Lizardtech 2005); DjVuLibre `BSByteStream.cpp`
/// (`BSByteStream::Decode::decode`); ExifTool `BZZ.pm` (`Decode`).
enum BZZDecoder {
  /// The largest block decoded: annotations are KiB; DjVu allows 4 MiB.
  static let maxBlock = 1 << 20

  static func decode(_ bytes: [UInt8], maxBlock: Int = maxBlock) -> [UInt8]? {
    var zp = ZPDecoder(bytes)
    var size = 1
    while size < 1 << 24 { size = size << 1 | zp.passThroughBit() }
    size -= 1 << 24
    guard !zp.exhausted else { return nil }
    if size == 0 { return [] }
    guard size <= maxBlock else { return nil }
    var fshift: UInt32 = 0
    if zp.passThroughBit() == 1 {
      fshift += 1
      if zp.passThroughBit() == 1 { fshift += 1 }
    }
    var contexts = [UInt8](repeating: 0, count: 300)
    var mtf = (0...255).map { UInt8($0) }
    var frequency: [UInt32] = [0, 0, 0, 0]
    var fadd: UInt32 = 4
    var rank = 3
    var marker = -1
    var data = [UInt8](repeating: 0, count: size)
    for i in 0..<size {
      let contextID = min(2, rank)
      var decoded: Int?
      var base = 0
      for candidate in 0..<2 {
        if zp.bit(&contexts[base + contextID]) == 1 {
          decoded = candidate
          break
        }
        base += 3
      }
      if decoded == nil {
        var first = 2
        for bits in 1..<8 {
          if zp.bit(&contexts[base]) == 1 {
            var n = 1
            let limit = 1 << bits
            while n < limit { n = n << 1 | zp.bit(&contexts[base + n]) }
            decoded = first + n - limit
            break
          }
          base += first
          first <<= 1
        }
      }
      guard !zp.exhausted else { return nil }
      guard let symbolRank = decoded else {
        rank = 256
        data[i] = 0
        marker = i
        continue
      }
      rank = symbolRank
      data[i] = mtf[rank]
      // Move to front according to the empirical frequencies.
      fadd = fadd &+ (fadd >> fshift)
      if fadd > 0x1000_0000 {
        fadd >>= 24
        for k in 0..<4 { frequency[k] >>= 24 }
      }
      var count = fadd
      if rank < 4 { count = count &+ frequency[rank] }
      var k = rank
      while k >= 4 {
        mtf[k] = mtf[k - 1]
        k -= 1
      }
      while k > 0, count >= frequency[k - 1] {
        mtf[k] = mtf[k - 1]
        frequency[k] = frequency[k - 1]
        k -= 1
      }
      mtf[k] = data[i]
      frequency[k] = count
    }
    return inverseBWT(data, marker: marker)
  }

  /// The text whose Burrows-Wheeler transform is `data` with the end marker at `marker`.
  static func inverseBWT(_ data: [UInt8], marker: Int) -> [UInt8]? {
    let size = data.count
    guard marker >= 1, marker < size else { return nil }
    var counts = [Int](repeating: 0, count: 256)
    var positions = [UInt32](repeating: 0, count: size)
    for i in 0..<size where i != marker {
      let c = Int(data[i])
      positions[i] = UInt32(c) << 24 | UInt32(counts[c] & 0xFF_FFFF)
      counts[c] += 1
    }
    var last = 1
    for c in 0..<256 {
      let count = counts[c]
      counts[c] = last
      last += count
    }
    var output = [UInt8](repeating: 0, count: size)
    var i = 0
    last = size - 1
    while last > 0 {
      let n = positions[i]
      let c = Int(n >> 24)
      last -= 1
      output[last] = UInt8(c)
      i = counts[c] + Int(n & 0xFF_FFFF)
      guard i < size else { return nil }
    }
    guard i == marker else { return nil }
    return Array(output[0..<(size - 1)])
  }
}
