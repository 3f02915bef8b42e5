/// Checks the shape of one JSON text before a decoder reads it: nesting at most ``maxDepth``
/// deep, and no key given twice in one object. Decoders differ on a repeated key
/// (Foundation's `JSONDecoder` keeps the first, `jq` and Python the last), so an expected
/// file whose line says `"mediaType":"video","mediaType":"image"` would mean one thing to
/// `classify check` and another to every other tool that reads it; it is refused with the
/// key instead (Docs/Reliability.md, "Untrusted text"). One pass over the bytes, no
/// recursion; it does not validate the JSON otherwise (the decoder does).
public enum JSONObjectShape {
  /// The deepest nesting of objects and arrays allowed: records nest three levels.
  public static let maxDepth = 64

  /// What is wrong with the text.
  public struct Problem: Error, Sendable, Hashable, CustomStringConvertible {
    /// The byte offset (from 0) where it was found.
    public var offset: Int
    /// What is wrong.
    public var message: String
    /// The message with its column (from 1, in bytes).
    public var description: String { "column \(offset + 1): \(message)" }
  }

  /// One open object or array: for an object, the keys seen and whether a key comes next.
  private struct Frame {
    var isObject: Bool
    var keys: Set<[UInt8]> = []
    var expectingKey: Bool
  }

  /// Checks `bytes`, one JSON text.
  public static func check(_ bytes: some Collection<UInt8>) throws(Problem) {
    var stack: [Frame] = []
    var inString = false
    var escaped = false
    var stringIsKey = false
    var key: [UInt8] = []
    var keyStart = 0
    for (offset, byte) in bytes.enumerated() {
      if inString {
        if stringIsKey { key.append(byte) }
        if escaped {
          escaped = false
        } else if byte == 0x5C {
          escaped = true
        } else if byte == 0x22 {
          inString = false
          if stringIsKey {
            key.removeLast()
            guard stack[stack.count - 1].keys.insert(key).inserted else {
              let name = PathEscaping.lineSafe(String(decoding: key.prefix(80), as: UTF8.self))
              throw Problem(offset: keyStart, message: "the key \"\(name)\" is given twice in one object (tools disagree on which value counts)")
            }
            stack[stack.count - 1].expectingKey = false
          }
        }
        continue
      }
      switch byte {
      case 0x22:  // '"'
        inString = true
        stringIsKey = stack.last.map { $0.isObject && $0.expectingKey } ?? false
        key.removeAll(keepingCapacity: true)
        keyStart = offset
      case 0x7B, 0x5B:  // '{' '['
        guard stack.count < maxDepth else {
          throw Problem(offset: offset, message: "nested more than \(maxDepth) levels deep")
        }
        stack.append(Frame(isObject: byte == 0x7B, expectingKey: byte == 0x7B))
      case 0x7D, 0x5D:  // '}' ']'
        _ = stack.popLast()
      case 0x2C:  // ','
        if let last = stack.indices.last, stack[last].isObject { stack[last].expectingKey = true }
      default:
        break
      }
    }
  }
}
