/// One entity group of a HEIF `meta` box, from the groups list box `grpl`.
///
/// ```
/// grpl: Box, children are EntityToGroupBoxes:
///   box type = grouping type ('ster' stereo pair, 'altr' alternatives, 'brst' burst ...)
///   FullBox, u32 group_id, u32 num_entities_in_group, u32 entity_id[num]
/// ```
/// Spec: ISO/IEC 14496-12 §8.18.3; ISO/IEC 23008-12 §6.8 (`ster`: left then right view).
struct EntityGroup: Sendable, Hashable {
  let type: FourCC
  let groupID: UInt32
  let entityIDs: [UInt32]

  /// Parses every group of a `grpl` box.
  static func entries(of grpl: Box, walker: inout BoxWalker) -> [EntityGroup] {
    var result: [EntityGroup] = []
    for box in walker.children(of: grpl) {
      var r = box.reader(skipping: 4)
      do {
        let id = try r.readInteger(as: UInt32.self)
        let count = Int(try r.readInteger(as: UInt32.self))
        var entities: [UInt32] = []
        for _ in 0..<count { entities.append(try r.readInteger(as: UInt32.self)) }
        result.append(EntityGroup(type: box.type, groupID: id, entityIDs: entities))
      } catch {
        walker.diagnose(.malformed, at: "HEIF", "grpl '\(box.type)' at offset \(box.filePosition): \(error)")
      }
    }
    return result
  }
}
