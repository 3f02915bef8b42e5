/// One item of a HEIF `meta` box, from its item info entry `infe`.
///
/// ```
/// iinf: FullBox, u16 entry_count (v0) or u32 (v1+), then infe boxes
/// infe: FullBox
///   v0/v1: u16 item_ID, u16 protection_index, string item_name, string content_type,
///          [string content_encoding]                         (no item_type)
///   v2:    u16 item_ID, u16 protection_index, u32 item_type, string item_name,
///          if item_type == 'mime': string content_type, [string content_encoding]
///          if item_type == 'uri ': string item_uri_type
///   v3:    as v2 with a u32 item_ID
/// ```
/// Item types seen in photos: 'hvc1' 'av01' 'grid' 'iden' 'iovl' 'tmap' 'Exif' 'mime'
/// 'jpeg' 'unci'. Spec: ISO/IEC 14496-12 §8.11.6; ISO/IEC 23008-12 §6.5, §9.
struct ItemInfoEntry: Sendable, Hashable {
  let itemID: UInt32
  /// The item type (v2 and later); nil for v0/v1 entries.
  let itemType: FourCC?
  let name: String
  /// MIME content type of a 'mime' item (and of v0/v1 entries).
  let contentType: String?

  init(parsing box: Box) throws(ParseError) {
    var r = box.reader()
    let version = try r.readInteger(as: UInt8.self)
    try r.skip(3)
    switch version {
    case 0, 1:
      itemID = UInt32(try r.readInteger(as: UInt16.self))
      try r.skip(2)
      itemType = nil
      name = r.cString()
      contentType = r.isAtEnd ? nil : r.cString()
    default:
      itemID =
        version >= 3
        ? try r.readInteger(as: UInt32.self) : UInt32(try r.readInteger(as: UInt16.self))
      try r.skip(2)
      let type = try r.fourCC()
      itemType = type
      name = r.isAtEnd ? "" : r.cString()
      contentType = type == "mime" && !r.isAtEnd ? r.cString() : nil
    }
  }
}
