/// One entry of a sample description box `stsd`: the coding format of a track's samples,
/// the coded size for visual entries, and the boxes that follow the fixed fields.
///
/// ```
/// stsd: FullBox, u32 entry_count, then entry_count sample entries (boxes)
/// SampleEntry:          u8[6] reserved, u16 data_reference_index              (8 bytes)
/// VisualSampleEntry:    + u16 pre_defined, u16 reserved, u32[3] pre_defined,
///                         u16 width, u16 height, u32 horizres, u32 vertres, u32 reserved,
///                         u16 frame_count, u8[32] compressorname, u16 depth, i16 -1
///                                                                           (78 bytes)
///                       then boxes: hvcC lhvC av1C colr pasp clap vexu hfov sv3d st3d ...
/// AudioSampleEntry:     + 20 bytes (v0), QuickTime v1 +16, v2 +36; then boxes (not read)
/// mebx (timed metadata): 8 bytes, then a 'keys' box
/// ```
/// Spec: ISO/IEC 14496-12 §8.5.2 and §12.1.3; Apple QTFF "Sample Description Atoms",
/// "Timed Metadata Media" (mebx); ExifTool QuickTime.pm `%QuickTime::VisualSampleDesc`.
struct SampleEntry {
  /// The coding name: 'hvc1', 'avc1', 'av01', 'mp4a', 'mebx', 'drms', 'CRAW' ...
  let format: FourCC
  /// Coded width and height (visual entries only).
  let width: Int?
  let height: Int?
  /// The boxes after the fixed fields (visual and mebx entries only).
  let children: [Box]

  /// Which fixed layout an entry has, from the track's handler.
  enum Layout {
    case visual, audio, metadata, other
  }

  init(_ box: Box, layout: Layout, walker: inout BoxWalker) {
    format = box.type
    var r = box.reader(skipping: 8)
    switch layout {
    case .visual:
      var w: Int?
      var h: Int?
      if (try? r.skip(16)) != nil, let width = try? r.readInteger(as: UInt16.self),
        let height = try? r.readInteger(as: UInt16.self)
      {
        w = Int(width)
        h = Int(height)
      }
      width = w
      height = h
      children = box.payloadSize >= 78 ? walker.children(of: box, skipping: 78) : []
    case .metadata where box.type == "mebx":
      width = nil
      height = nil
      children = walker.children(of: box, skipping: 8)
    case .audio, .metadata, .other:
      width = nil
      height = nil
      children = []
    }
  }

  /// The first child box of type `type`.
  func child(_ type: FourCC) -> Box? { children.first { $0.type == type } }
}
