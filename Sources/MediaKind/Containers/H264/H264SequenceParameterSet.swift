/// The frame size an H.264 sequence parameter set states (after cropping), and what its VUI
/// says of colour and timing.
///
/// ```
/// NAL: forbidden(1) nal_ref_idc(2) nal_unit_type(5) = 7; payload with emulation prevention
///      (00 00 03 → 00 00)
/// SPS: u(8) profile_idc  u(8) constraint flags  u(8) level_idc  ue seq_parameter_set_id
///      [profile 100/110/122/244/44/83/86/118/128/138/139/134/135: ue chroma_format_idc
///       (3: u(1) separate_colour_plane) ue bit_depth_luma−8 ue bit_depth_chroma−8
///       u(1) qpprime_y_zero_transform_bypass u(1) seq_scaling_matrix_present → scaling lists]
///      ue log2_max_frame_num−4  ue pic_order_cnt_type (0: ue log2_max_poc_lsb−4;
///       1: u(1), se, se, ue n, n × se)  ue max_num_ref_frames  u(1) gaps
///      ue pic_width_in_mbs−1  ue pic_height_in_map_units−1  u(1) frame_mbs_only
///      (0: u(1) mb_adaptive_frame_field)  u(1) direct_8x8_inference  u(1) frame_cropping
///      (1: ue left, right, top, bottom offsets)
/// width  = 16 × mbs wide − CropUnitX × (left + right)
/// height = 16 × map units × (2 − frame_mbs_only) − CropUnitY × (top + bottom)
/// u(1) vui_parameters_present → vui_parameters() (§E.1.1: colour description, timing)
/// ```
/// Spec: ITU-T H.264 (08/2021) §7.3.2.1.1 (syntax), §7.4.2.1.1 (semantics, CropUnitX/Y),
/// §7.4.1 (emulation prevention), §9.1 (Exp-Golomb codes), Annex E (VUI).
struct H264SequenceParameterSet: Sendable {
  let profile: Int
  let width: Int
  let height: Int
  /// The VUI's colour description (H.273 code points), when it states one.
  private(set) var colour: (primaries: Int, transfer: Int, matrix: Int)?
  /// The VUI's timing: frames per second, time_scale / (2 × num_units_in_tick) (§E.2.1).
  private(set) var frameRate: Double?

  /// Parses the NAL unit payload that follows the one-byte NAL header.
  init?(payload bytes: ArraySlice<UInt8>) {
    var bits = ExpGolombReader(Self.removingEmulationPrevention(bytes.prefix(512)))
    guard let profile = bits.bits(8), bits.bits(16) != nil, bits.ue() != nil else { return nil }
    self.profile = profile
    var chromaFormat = 1
    var separateColourPlanes = false
    if [100, 110, 122, 244, 44, 83, 86, 118, 128, 138, 139, 134, 135].contains(profile) {
      guard let chroma = bits.ue(), chroma <= 3 else { return nil }
      chromaFormat = chroma
      if chroma == 3 {
        guard let separate = bits.bits(1) else { return nil }
        separateColourPlanes = separate == 1
      }
      guard bits.ue() != nil, bits.ue() != nil, bits.bits(1) != nil,
        let scalingMatrix = bits.bits(1)
      else { return nil }
      if scalingMatrix == 1 {
        for list in 0..<(chromaFormat == 3 ? 12 : 8) {
          guard let present = bits.bits(1) else { return nil }
          if present == 1 && !Self.skipScalingList(&bits, size: list < 6 ? 16 : 64) { return nil }
        }
      }
    }
    guard bits.ue() != nil, let pocType = bits.ue() else { return nil }
    if pocType == 0 {
      guard bits.ue() != nil else { return nil }
    } else if pocType == 1 {
      guard bits.bits(1) != nil, bits.se() != nil, bits.se() != nil, let cycle = bits.ue(),
        cycle <= 255
      else { return nil }
      for _ in 0..<cycle where bits.se() == nil { return nil }
    }
    guard bits.ue() != nil, bits.bits(1) != nil, let widthMbs = bits.ue(),
      let heightUnits = bits.ue(), let frameMbsOnly = bits.bits(1),
      widthMbs < 1024, heightUnits < 1024
    else { return nil }
    if frameMbsOnly == 0 { guard bits.bits(1) != nil else { return nil } }
    guard bits.bits(1) != nil, let cropping = bits.bits(1) else { return nil }
    var crop = (left: 0, right: 0, top: 0, bottom: 0)
    if cropping == 1 {
      guard let l = bits.ue(), let r = bits.ue(), let t = bits.ue(), let b = bits.ue() else {
        return nil
      }
      crop = (l, r, t, b)
    }
    let arrayType = separateColourPlanes ? 0 : chromaFormat
    let subWidth = arrayType == 1 || arrayType == 2 ? 2 : 1
    let subHeight = arrayType == 1 ? 2 : 1
    let cropUnitX = arrayType == 0 ? 1 : subWidth
    let cropUnitY = (arrayType == 0 ? 1 : subHeight) * (2 - frameMbsOnly)
    width = (widthMbs + 1) * 16 - cropUnitX * (crop.left + crop.right)
    height = (heightUnits + 1) * 16 * (2 - frameMbsOnly) - cropUnitY * (crop.top + crop.bottom)
    guard width > 0, height > 0 else { return nil }
    // The VUI is optional, and a damaged one leaves only its facts out.
    if bits.bits(1) == 1 { readVUI(&bits) }
  }

  /// §E.1.1 vui_parameters() up to the timing information: aspect ratio (255: u(16) sar
  /// width and height), overscan, video signal type (u(3) format, u(1) full range, colour
  /// description: u(8) primaries, transfer, matrix), chroma location (ue, ue), timing
  /// (u(32) num_units_in_tick, u(32) time_scale, u(1) fixed rate).
  private mutating func readVUI(_ bits: inout ExpGolombReader) {
    guard let aspect = bits.bits(1) else { return }
    if aspect == 1 {
      guard let idc = bits.bits(8) else { return }
      if idc == 255, bits.bits(16) == nil || bits.bits(16) == nil { return }
    }
    guard let overscan = bits.bits(1) else { return }
    if overscan == 1, bits.bits(1) == nil { return }
    guard let signal = bits.bits(1) else { return }
    if signal == 1 {
      guard bits.bits(4) != nil, let described = bits.bits(1) else { return }
      if described == 1 {
        guard let p = bits.bits(8), let t = bits.bits(8), let m = bits.bits(8) else { return }
        colour = (p, t, m)
      }
    }
    guard let chroma = bits.bits(1) else { return }
    if chroma == 1, bits.ue() == nil || bits.ue() == nil { return }
    guard bits.bits(1) == 1, let tick = bits.bits(32), let scale = bits.bits(32), tick > 0, scale > 0 else { return }
    frameRate = Double(scale) / Double(2 * tick)
  }

  /// §7.3.2.1.1.1 scaling_list(): delta-coded entries until the next scale is 0.
  private static func skipScalingList(_ bits: inout ExpGolombReader, size: Int) -> Bool {
    var last = 8
    var next = 8
    for _ in 0..<size where next != 0 {
      guard let delta = bits.se() else { return false }
      next = (last + delta + 256) % 256
      if next != 0 { last = next }
    }
    return true
  }

  /// Drops the 03 of every 00 00 03 sequence (§7.4.1).
  static func removingEmulationPrevention(_ bytes: ArraySlice<UInt8>) -> [UInt8] {
    var out: [UInt8] = []
    out.reserveCapacity(bytes.count)
    var zeros = 0
    for byte in bytes {
      if zeros >= 2 && byte == 3 {
        zeros = 0
        continue
      }
      zeros = byte == 0 ? zeros + 1 : 0
      out.append(byte)
    }
    return out
  }
}

/// Big-endian bit reader with Exp-Golomb codes (H.264 §9.1).
struct ExpGolombReader {
  private let bytes: [UInt8]
  private var position = 0

  init(_ bytes: [UInt8]) { self.bytes = bytes }

  /// `count` (0...32) bits, most significant first.
  mutating func bits(_ count: Int) -> Int? {
    guard count >= 0, count <= 32, position + count <= bytes.count * 8 else { return nil }
    var value = 0
    for _ in 0..<count {
      value = value << 1 | Int((bytes[position >> 3] >> UInt8(7 - (position & 7))) & 1)
      position += 1
    }
    return value
  }

  /// ue(v): leading zeros n, then n bits; value 2^n − 1 + bits (n ≤ 31).
  mutating func ue() -> Int? {
    var zeros = 0
    while true {
      guard let bit = bits(1) else { return nil }
      if bit == 1 { break }
      zeros += 1
      if zeros > 31 { return nil }
    }
    guard let rest = bits(zeros) else { return nil }
    return (1 << zeros) - 1 + rest
  }

  /// se(v): ue mapped to 0, 1, −1, 2, −2, …
  mutating func se() -> Int? {
    guard let k = ue() else { return nil }
    return k & 1 == 1 ? (k + 1) / 2 : -(k / 2)
  }
}
