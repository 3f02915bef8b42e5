/// The items of a HEIF/AVIF `meta` box and how they relate: item types, the primary item,
/// references, properties and their associations, entity groups and item locations.
///
/// ```
/// meta (FullBox)
/// ├─ hdlr            'pict'
/// ├─ pitm            FullBox, item_ID u16 (v0) / u32 (v1)          → primaryItemID
/// ├─ iinf            FullBox, u16/u32 count, infe*                  → items (ItemInfoEntry)
/// ├─ iloc                                                           → locations (ItemLocation)
/// ├─ iref            FullBox, reference boxes                       → references (ItemReference)
/// ├─ iprp
/// │  ├─ ipco         property boxes, numbered from 1: ispe irot imir clap colr auxC cmin cmex …
/// │  └─ ipma*        FullBox, u32 entry_count, per entry: item_ID u16 (v0) / u32 (v1+),
/// │                  u8 count, per association: flags & 1 ? u16 : u8, top bit = essential,
/// │                  the rest = property index (0 = none)
/// ├─ grpl            entity groups                                  → groups (EntityGroup)
/// └─ idat            data of construction_method 1 items
/// ```
/// Spec: ISO/IEC 14496-12 §8.11 (meta, iinf, iloc, iref, pitm, idat), §8.18 (grpl);
/// ISO/IEC 23008-12 §9.3 (iprp, ipco, ipma), §6.5 (image properties).
struct HEIFItemGraph {
  var handler: FourCC?
  var primaryItemID: UInt32?
  var items: [ItemInfoEntry] = []
  var locations: [UInt32: ItemLocation] = [:]
  var references: [ItemReference] = []
  /// The `ipco` property boxes; property index `n` is `properties[n - 1]`.
  var properties: [Box] = []
  /// Property indices (1-based) associated with each item, in association order.
  var associations: [UInt32: [Int]] = [:]
  var groups: [EntityGroup] = []
  /// The `idat` box.
  var itemData: Box?

  /// Reads the graph of a `meta` box (ISO FullBox form; a QuickTime-style `meta` without
  /// version and flags is accepted too).
  init(meta: Box, walker: inout BoxWalker) {
    let skip = meta.payloadMatches(ascii: "hdlr", at: 4) ? 0 : 4
    for box in walker.children(of: meta, skipping: skip) {
      switch box.type {
      case "hdlr":
        handler = try? HandlerBox(parsing: box).handlerType
      case "pitm":
        var r = box.reader()
        if let version = try? r.readInteger(as: UInt8.self), (try? r.skip(3)) != nil {
          primaryItemID =
            version == 0
            ? (try? r.readInteger(as: UInt16.self)).map(UInt32.init)
            : try? r.readInteger(as: UInt32.self)
        }
      case "iinf":
        guard let (version, _) = box.fullBoxHeader() else { continue }
        for entry in walker.children(of: box, skipping: version == 0 ? 6 : 8) where entry.type == "infe" {
          do {
            items.append(try ItemInfoEntry(parsing: entry))
          } catch {
            walker.diagnose(.malformed, at: "HEIF", "infe at offset \(entry.filePosition): \(error)")
          }
        }
      case "iloc":
        locations = ItemLocation.entries(of: box, walker: &walker)
      case "iref":
        references = ItemReference.entries(of: box, walker: &walker)
      case "iprp":
        readProperties(box, walker: &walker)
      case "grpl":
        groups = EntityGroup.entries(of: box, walker: &walker)
      case "idat":
        itemData = box
      default:
        break
      }
    }
  }

  private mutating func readProperties(_ iprp: Box, walker: inout BoxWalker) {
    for box in walker.children(of: iprp) {
      switch box.type {
      case "ipco" where properties.isEmpty:
        properties = walker.children(of: box)
      case "ipma":
        readAssociations(box, walker: &walker)
      default:
        break
      }
    }
  }

  private mutating func readAssociations(_ ipma: Box, walker: inout BoxWalker) {
    var r = ipma.reader()
    do {
      let version = try r.readInteger(as: UInt8.self)
      let flags = try r.readInteger(byteCount: 3, as: UInt32.self)
      let count = Int(try r.readInteger(as: UInt32.self))
      // Each entry takes at least 3 bytes: the payload bounds the loop.
      for _ in 0..<count {
        let item =
          version < 1
          ? UInt32(try r.readInteger(as: UInt16.self)) : try r.readInteger(as: UInt32.self)
        let n = Int(try r.readInteger(as: UInt8.self))
        var indices: [Int] = []
        indices.reserveCapacity(n)
        for _ in 0..<n {
          let index =
            flags & 1 != 0
            ? Int(try r.readInteger(as: UInt16.self) & 0x7FFF)
            : Int(try r.readInteger(as: UInt8.self) & 0x7F)
          if index > 0 { indices.append(index) }
        }
        associations[item, default: []].append(contentsOf: indices)
      }
    } catch {
      walker.diagnose(.malformed, at: "HEIF", "ipma at offset \(ipma.filePosition): \(error)")
    }
  }

  // MARK: - Queries

  /// The info entry of item `id`.
  func item(_ id: UInt32) -> ItemInfoEntry? { items.first { $0.itemID == id } }

  /// The property boxes associated with item `id`, in association order.
  func properties(of id: UInt32) -> [Box] {
    (associations[id] ?? []).compactMap { index in
      index >= 1 && index <= properties.count ? properties[index - 1] : nil
    }
  }

  /// The first property of type `type` associated with item `id`.
  func property(_ type: FourCC, of id: UInt32) -> Box? {
    // As `properties(of:).first`, without building the list (this runs several times per item).
    for index in associations[id] ?? [] where index >= 1 && index <= properties.count {
      if properties[index - 1].type == type { return properties[index - 1] }
    }
    return nil
  }

  /// References of type `type`.
  func references(_ type: FourCC) -> [ItemReference] {
    references.filter { $0.type == type }
  }

  /// The bytes of item `id`: its extents concatenated, read from `source` (construction
  /// method 0, this file) or from `idat` (method 1). Nil when the item has no location, its
  /// data lives elsewhere (another file, method 2), it is larger than `limit`, or any extent
  /// cannot be read whole (fast path past the head, end of file, spent budget).
  func data(of id: UInt32, from source: ByteSource, limit: Int) -> [UInt8]? {
    guard let location = locations[id], location.dataReferenceIndex == 0,
      !location.extents.isEmpty
    else { return nil }
    var result: [UInt8] = []
    for extent in location.extents {
      let room = UInt64(max(0, limit - result.count))
      let (start, overflow) = location.baseOffset.addingReportingOverflow(extent.offset)
      guard !overflow else { return nil }
      switch location.constructionMethod {
      case 0:
        guard start < UInt64(source.size) else { return nil }
        let available = UInt64(source.size) - start
        let length = extent.length == 0 ? available : extent.length
        guard length <= available, length <= room else { return nil }
        let bytes = source.read(at: Int(start), count: Int(length))
        guard bytes.count == Int(length) else { return nil }
        result += bytes
      case 1:
        guard let idat = itemData else { return nil }
        let size = UInt64(idat.payloadSize)
        guard start <= size else { return nil }
        let length = extent.length == 0 ? size - start : extent.length
        guard length <= size - start, length <= room else { return nil }
        let from = idat.header.payloadStart + Int(start)
        result += idat.bytes[from..<(from + Int(length))]
      default:
        return nil
      }
    }
    return result
  }
}
