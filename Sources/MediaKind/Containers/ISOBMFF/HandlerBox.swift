/// The handler reference `hdlr`: what kind of data a track or `meta` box holds.
///
/// ```
/// FullBox (u8 version, u24 flags)
/// u32 pre_defined          (QuickTime: component type 'mhlr' / 'dhlr')
/// u32 handler_type         'vide' 'soun' 'pict' 'meta' 'mdta' 'hint' 'text' 'auxv' ...
/// u32[3] reserved, then a name string
/// ```
/// Spec: ISO/IEC 14496-12 §8.4.3; ISO/IEC 23008-12 §6.2 (`pict` for image items and
/// sequences); Apple QTFF "Handler Reference Atoms" (`mdta` for metadata keys).
struct HandlerBox: Sendable, Hashable {
  let handlerType: FourCC

  init(parsing box: Box) throws(ParseError) {
    var r = box.reader(skipping: 8)
    handlerType = try r.fourCC()
  }
}
