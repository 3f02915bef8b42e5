/// One member of an object `classify` prints: its key, its JSON Schema, whether it is always
/// present, and how its value is written (the condition, the key path, the rounding).
///
/// A member table (``Classification/recordMembers``, ``Asset/recordMembers``), in sorted key
/// order, is the one list both the ``JSONBuffer`` writer and the JSON Schema
/// (``RecordSchema/object(description:members:)``, `Docs/schema/`) read, so a member the
/// writer prints is a member the schema describes.
public struct RecordMember<Root>: Sendable {
  /// The JSON key.
  public let key: StaticString
  /// The value's schema.
  public let schema: RecordSchema
  /// Whether every object has this member (the schema's `required`).
  public let isRequired: Bool
  /// Appends `"key":value`, or nothing when the member is absent for this value.
  let write: @Sendable (Root, StaticString, inout JSONBuffer) throws -> Void

  /// A member whose `write` appends it (with the key it is given) when it is present.
  init(
    _ key: StaticString, required: Bool = false, _ schema: RecordSchema,
    write: @escaping @Sendable (Root, StaticString, inout JSONBuffer) throws -> Void
  ) {
    self.key = key
    self.schema = schema
    self.isRequired = required
    self.write = write
  }

  /// The key as a `String`.
  public var name: String { key.description }
}

extension Array {
  /// Appends the object of `members` (`self`) for `root`: `{`, each member in table order, `}`.
  func appendObject<Root>(of root: Root, to json: inout JSONBuffer) throws
  where Element == RecordMember<Root> {
    json.beginObject()
    for member in self { try member.write(root, member.key, &json) }
    json.endObject()
  }
}
