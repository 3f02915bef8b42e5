/// Walks ISO BMFF / QuickTime boxes within a ``ReadBudget``: the top level of a file by
/// seeking over box sizes (so `moov` is found after `mdat` without reading a byte of media
/// data), and the children of boxes already in memory.
///
/// ```
/// file:  [size type payload...][size type payload...] ...   each box starts where the last ends
/// box:   header (BoxHeader) then payload; containers hold child boxes, some after fixed
///        fields (FullBox version/flags, entry counts, sample-entry fields): `skipping`
/// ```
/// Spec: ISO/IEC 14496-12 §4.2 and §6.2 (box order: `moov` may follow `mdat`); Apple QTFF
/// "Atoms" (a 32-bit zero may end a `udta` list). ExifTool `QuickTime.pm` `ProcessMOV` walks
/// the same way.
///
/// Damage never throws out of the walker: a box that runs past its container is kept clamped
/// and ends the walk of that container; a size smaller than a header ends it too; both become
/// ``diagnostics``. At the top level a box whose type is not four characters is skipped by an
/// explicit size of at least 8 that ends inside the file, and ends the walk otherwise
/// (Docs/AddingAFormat.md, "Damage: skip what can be skipped"); inside a box in memory any
/// type is kept and walked over by its size. Box sizes always move the cursor forward, so a
/// walk cannot loop; the total number of boxes and the nesting depth are capped by the budget.
struct BoxWalker {
  let budget: ReadBudget
  /// Boxes and table entries visited so far, across every walk of this walker.
  private(set) var visited = 0
  /// Damage and oddities, for ``MediaFacts/diagnose(_:)``.
  private(set) var diagnostics: [Diagnostic] = []
  /// Whether the last ``topLevelBoxes(of:)`` walk read every top-level box and the last one
  /// ended exactly at the end of the input (the file is whole by its boxes).
  private(set) var topLevelEndsAtFileEnd = false
  private var reportedBudget = false

  init(budget: ReadBudget) {
    self.budget = budget
  }

  mutating func diagnose(_ code: Diagnostic.Code, at location: String, _ message: String) {
    let diagnostic = Diagnostic(code, at: location, message)
    let text = diagnostic.description
    if diagnostics.count < 32 && !diagnostics.contains(where: { $0.description == text }) {
      diagnostics.append(diagnostic)
    }
  }

  /// Counts `count` more visited entries; false (with a diagnostic, once) when that passes
  /// ``ReadBudget/maxEntries``.
  mutating func spend(_ count: Int = 1) -> Bool {
    let (total, overflow) = visited.addingReportingOverflow(max(0, count))
    guard !overflow, total <= budget.maxEntries else {
      if !reportedBudget {
        reportedBudget = true
        diagnose(.limit, at: "ISOBMFF", "more than \(budget.maxEntries) boxes or entries; stopped walking")
      }
      visited = budget.maxEntries
      return false
    }
    visited = total
    return true
  }

  // MARK: - Top level, in the file

  /// The top-level boxes of `source`, in file order. Only the headers are read (at most 32
  /// bytes per box); payloads such as `mdat` are skipped by their size. In the fast path the
  /// walk ends where the head ends.
  mutating func topLevelBoxes(of source: ByteSource) -> [BoxHeader] {
    var boxes: [BoxHeader] = []
    var position = 0
    defer { topLevelEndsAtFileEnd = position == source.size && !boxes.isEmpty }
    while position < source.size {
      let header = source.read(at: position, count: 32)
      if header.count < 8 {
        // The head ended (fast path), the budget ran out, or a few bytes trail the last box.
        let remaining = source.size - position
        if remaining < 8 && header.count == remaining && header.contains(where: { $0 != 0 }) {
          diagnose(.truncated, at: "ISOBMFF", "\(remaining) stray bytes after the last box at offset \(position)")
        }
        break
      }
      let box: BoxHeader
      do {
        box = try BoxHeader(parsing: header, at: 0, position: position, limit: source.size)
      } catch {
        // In the fast path a header cut by the end of the head is not damage.
        if !(source.limitedToHead && position + header.count >= source.head.count) {
          diagnose(.malformed, at: "ISOBMFF", "top-level walk stopped: \(error)")
        }
        break
      }
      guard spend() else { break }
      guard Self.looksLikeType(box.type) else {
        // A type that is not four characters with a sane size (an explicit 32-bit size of at
        // least 8 that ends inside the file) is skipped by that size, as ExifTool and FFmpeg
        // do (Docs/AddingAFormat.md, "Damage: skip what can be skipped"); anything else ends the walk.
        let explicit = header.integer(at: 0, as: UInt32.self).map { $0 >= 8 } ?? false
        guard explicit, !box.isTruncated else {
          diagnose(.missing, at: "ISOBMFF", "no box at offset \(position) (type bytes \(box.type)); walk stopped")
          break
        }
        diagnose(
          .malformed, at: "ISOBMFF",
          "box at offset \(position) has no valid type (bytes \(box.type)); skipped by its size \(box.size)")
        position = box.end
        continue
      }
      boxes.append(box)
      if box.isTruncated {
        diagnose(
          .truncated, at: "ISOBMFF",
          "top-level '\(box.type)' at offset \(position) runs past the end of the file "
            + "(\(source.size - position) bytes left)")
        break
      }
      position = box.end
    }
    return boxes
  }

  /// Reads a top-level box into memory. Returns nil when it is larger than
  /// ``ReadBudget/maxPayload``, when the fast path's head does not hold all of it, or when the
  /// read comes back short (budget spent): a box is parsed whole or not at all.
  mutating func load(_ box: BoxHeader, from source: ByteSource) -> Box? {
    guard box.size <= budget.maxPayload else {
      diagnose(
        .limit, at: "ISOBMFF",
        "'\(box.type)' at offset \(box.offset) is \(box.size) bytes, over the "
          + "\(budget.maxPayload)-byte payload budget; not read")
      return nil
    }
    if source.limitedToHead && box.end > source.head.count { return nil }
    let bytes = source.read(at: box.offset, count: box.size)
    guard bytes.count == box.size else { return nil }
    return Box(header: box.moved(to: 0), bytes: bytes, base: box.offset, depth: 0)
  }

  // MARK: - Children, in memory

  /// The child boxes of `box`, which start `skipping` bytes into its payload (after FullBox
  /// fields, counts or sample-entry fields).
  mutating func children(of box: Box, skipping: Int = 0) -> [Box] {
    guard box.depth + 1 <= budget.maxDepth else {
      diagnose(.limit, at: "ISOBMFF", "boxes nested deeper than \(budget.maxDepth) at offset \(box.filePosition); not read")
      return []
    }
    var children: [Box] = []
    let end = box.header.end
    var index = box.header.payloadStart + max(0, skipping)
    while index < end {
      let remaining = end - index
      if remaining < 8 {
        // QTFF allows a 32-bit zero terminator at the end of some atom lists.
        if box.bytes[index..<end].contains(where: { $0 != 0 }) {
          diagnose(.truncated, at: "ISOBMFF", "\(remaining) stray bytes at the end of '\(box.type)' at offset \(box.base + index)")
        }
        break
      }
      let child: BoxHeader
      do {
        child = try BoxHeader(parsing: box.bytes, at: index, position: index, limit: end)
      } catch {
        diagnose(.malformed, at: "ISOBMFF", "inside '\(box.type)' at offset \(box.base + index): \(Self.describe(error))")
        break
      }
      guard spend() else { break }
      children.append(Box(header: child, bytes: box.bytes, base: box.base, depth: box.depth + 1))
      if child.isTruncated {
        diagnose(
          .truncated, at: "ISOBMFF",
          "'\(child.type)' at offset \(box.base + index) runs past the end of its "
            + "parent '\(box.type)'")
        break
      }
      index = child.end
    }
    return children
  }

  /// The first child of `box` of type `type`.
  mutating func child(_ type: FourCC, of box: Box, skipping: Int = 0) -> Box? {
    children(of: box, skipping: skipping).first { $0.type == type }
  }

  /// Whether a type is plausible for a top-level box: printable ASCII or the QuickTime © byte.
  static func looksLikeType(_ type: FourCC) -> Bool {
    (0..<4).allSatisfy { shift in
      let c = UInt8(truncatingIfNeeded: type.rawValue >> (8 * shift))
      return (0x20...0x7E).contains(c) || c == 0xA9
    }
  }

  /// A parse error without its (buffer-relative) offset text.
  static func describe(_ error: ParseError) -> String {
    switch error {
    case .truncated(let needed, let available, _):
      "truncated box header (needed \(needed) bytes, \(available) available)"
    case .malformed(let what, _): what
    case .budgetExceeded(let what): "read budget exceeded: \(what)"
    }
  }
}
