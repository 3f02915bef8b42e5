/// The ZP-coder's decoder (the adaptive binary arithmetic coder of DjVu), over bytes in memory.
///
/// ```
/// state: a (16-bit interval base), code (16 bits of input), fence = min(code, 0x7FFF),
///        buffer (the next input bits; scount of them are unread)
/// start: code = the first two bytes; past the end of input, 0xFF bytes are read, at most 25
/// context bit:  z = a + p[state]; z <= fence → a = z, the MPS (state & 1) with no adaptation;
///               else z = min(z, 0x6000 + (z + a) / 4), then
///               z > code → LPS: a += 0x10000 − z, code += 0x10000 − z, state = dn[state],
///                               shift left by the leading ones of a, refilling code from buffer
///               else     → MPS: state = up[state] when a >= m[state]; a = 2z, code shifted by 1
/// pass-through bit: the same with z = 0x8000 + a / 2, no adaptation, MPS 0
/// ```
/// Reading past the end of the input by more than 25 bytes sets ``exhausted`` and every later
/// bit is 0, so a decoder on damaged input always stops. Spec: DjVu 3 specification, "ZP-Coder"
/// (Lizardtech 2005, appendix); DjVuLibre `ZPCodec.cpp` (`decode_sub`, `decode_sub_simple`);
/// ExifTool `BZZ.pm` (`decode_sub`).
struct ZPDecoder {
  private let input: [UInt8]
  private var position = 0
  private var a: UInt32 = 0
  private var code: UInt32
  private var fence: UInt32
  private var buffer: UInt32 = 0
  private var scount = 0
  private var delay = 25
  /// Whether the input ran out (more than 25 bytes past its end).
  private(set) var exhausted = false

  init(_ input: [UInt8]) {
    self.input = input
    let first = UInt32(input.first ?? 0xFF)
    let second = UInt32(input.count > 1 ? input[1] : 0xFF)
    code = first << 8 | second
    position = min(2, input.count)
    fence = code >= 0x8000 ? 0x7FFF : code
  }

  /// A bit decoded with the adaptive context `state` (updated in place).
  mutating func bit(_ state: inout UInt8) -> Int {
    let z = a + ZPCoderTable.p[Int(state)]
    if z <= fence {
      a = z
      return Int(state & 1)
    }
    return decode(z, state: &state, adaptive: true)
  }

  /// A pass-through bit (probability one half, no context).
  mutating func passThroughBit() -> Int {
    var unused: UInt8 = 0
    return decode(0x8000 + (a >> 1), state: &unused, adaptive: false)
  }

  private mutating func decode(_ start: UInt32, state: inout UInt8, adaptive: Bool) -> Int {
    if scount < 16 {
      preload()
      if exhausted { return 0 }
    }
    var z = start
    var bit: UInt32 = 0
    if adaptive {
      bit = UInt32(state & 1)
      // Avoid interval reversion.
      let d = 0x6000 + ((z + a) >> 2)
      if z > d { z = d }
    }
    if z > code {
      bit ^= 1
      z = 0x10000 - z
      let base = a + z
      code += z
      if adaptive { state = ZPCoderTable.dn[Int(state)] }
      let shift = Self.leadingOnes(base)
      scount -= shift
      a = (base << UInt32(shift)) & 0xFFFF
      code = ((code << UInt32(shift)) & 0xFFFF) | ((buffer >> UInt32(scount)) & ((1 << UInt32(shift)) - 1))
    } else {
      if adaptive, a >= ZPCoderTable.m[Int(state)] { state = ZPCoderTable.up[Int(state)] }
      scount -= 1
      a = (z << 1) & 0xFFFF
      code = ((code << 1) & 0xFFFF) | ((buffer >> UInt32(scount)) & 1)
    }
    fence = code >= 0x8000 ? 0x7FFF : code
    return Int(bit)
  }

  /// Fills `buffer` to more than 24 unread bits.
  private mutating func preload() {
    while scount <= 24 {
      var byte: UInt32 = 0xFF
      if position < input.count {
        byte = UInt32(input[position])
        position += 1
      } else {
        delay -= 1
        if delay < 1 {
          exhausted = true
          return
        }
      }
      buffer = buffer << 8 | byte
      scount += 8
    }
  }

  /// The number of leading one bits of a 16-bit value.
  static func leadingOnes(_ value: UInt32) -> Int {
    let inverted = ~value & 0xFFFF
    return inverted == 0 ? 16 : (UInt16(inverted).leadingZeroBitCount)
  }
}
