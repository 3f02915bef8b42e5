/// An IEEE 754 80-bit extended-precision number, as AIFF stores its sample rate.
///
/// ```
/// 0 u16be: sign (bit 15) + biased exponent (15 bits, bias 16383)
/// 2 u64be: mantissa with an explicit integer bit (bit 63)
/// value = mantissa × 2^(exponent − 16383 − 63)
/// ```
/// Spec: Apple AIFF 1.3 §"Data Types" (`extended`), IEEE 754-1985 double-extended format.
enum ExtendedFloat80 {
  /// The value at `offset`, or `nil` when the bytes are missing, the number is not finite, or
  /// it is negative.
  static func value(_ bytes: [UInt8], at offset: Int) -> Double? {
    guard let signExponent = bytes.integer(at: offset, as: UInt16.self),
      let mantissa = bytes.integer(at: offset + 2, as: UInt64.self)
    else { return nil }
    guard signExponent & 0x8000 == 0 else { return nil }
    let exponent = Int(signExponent & 0x7FFF)
    if exponent == 0x7FFF { return nil }  // infinity / NaN
    if mantissa == 0 { return 0 }
    let value =
      Double(mantissa) * Double(sign: .plus, exponent: exponent - 16383 - 63, significand: 1)
    return value.isFinite ? value : nil
  }
}
