/// One typed reference between HEIF items, from the item reference box `iref`.
///
/// ```
/// iref: FullBox, then SingleItemTypeReferenceBox children:
///   box type = reference type ('dimg' 'thmb' 'auxl' 'cdsc' 'base' ...)
///   from_item_ID: u16 (iref v0) or u32 (v1), u16 reference_count, to_item_ID[count]
/// ```
/// `auxl`: the from-item is an auxiliary image (alpha, depth, gain map, matte) of the
/// to-item; `cdsc`: the from-item (Exif, XMP) describes the to-item; `dimg`: the from-item
/// is derived from the to-items (grid tiles, tmap inputs).
/// Spec: ISO/IEC 14496-12 §8.11.12; ISO/IEC 23008-12 §6.4, §6.6.
struct ItemReference: Sendable, Hashable {
  let type: FourCC
  let from: UInt32
  let to: [UInt32]

  /// Parses every reference of an `iref` box.
  static func entries(of iref: Box, walker: inout BoxWalker) -> [ItemReference] {
    guard let (version, _) = iref.fullBoxHeader() else { return [] }
    var result: [ItemReference] = []
    for box in walker.children(of: iref, skipping: 4) {
      var r = box.reader()
      do {
        let from =
          version == 0
          ? UInt32(try r.readInteger(as: UInt16.self)) : try r.readInteger(as: UInt32.self)
        let count = Int(try r.readInteger(as: UInt16.self))
        var to: [UInt32] = []
        for _ in 0..<count {
          to.append(
            version == 0
              ? UInt32(try r.readInteger(as: UInt16.self)) : try r.readInteger(as: UInt32.self))
        }
        result.append(ItemReference(type: box.type, from: from, to: to))
      } catch {
        walker.diagnose(.malformed, at: "HEIF", "iref '\(box.type)' at offset \(box.filePosition): \(error)")
      }
    }
    return result
  }
}
