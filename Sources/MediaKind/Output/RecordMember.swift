/// One member of an object `classify` prints: its key, its JSON Schema, whether every object
/// has it, the value printed (its condition and rounding), how it is read back, and the CSV
/// columns it fills.
///
/// A member table (``RecordMemberTable``: ``Classification/recordMembers``,
/// ``Asset/recordMembers`` and the tables of the values they hold) is the one list the
/// ``JSONBuffer`` writer, the `Encodable` and `Decodable` conformances, the CSV columns and
/// the JSON Schema (``RecordSchema/object(description:members:)``, `Docs/schema/`) read: a
/// member added to a table is written, encoded, decoded, given its columns and described.
///
/// An entry states the value as printed, `nil` when the member is absent:
///
/// ```swift
/// RecordMember("duration", .duration, { $0.duration.map { FieldBounds.rounded($0, places: 6) } }, read: .optional(\.duration))
/// RecordMember("subtypes", .subtypes, { $0.status == .ok ? $0.subtypes : nil }, read: .defaulted(\.subtypes, []))
/// ```
public struct RecordMember<Root>: Sendable {
  /// The JSON key.
  public let key: StaticString
  /// The value's schema.
  public let schema: RecordSchema
  /// Whether every object has this member (the schema's `required`).
  public let isRequired: Bool
  /// Appends `"key":value`, or nothing when the member is absent for this value.
  ///
  /// The value comes `inout`, by address, though it is only read: a generic closure that
  /// takes it by value receives it indirectly, and the closure made for a concrete type
  /// copied the whole record (some 450 bytes) for each member it wrote.
  let write: @Sendable (inout Root, inout JSONBuffer) throws -> Void
  /// Encodes the member (the value `write` prints) into an `Encoder`'s container (the value
  /// comes `inout` for the same reason).
  let encode: @Sendable (inout Root, inout KeyedEncodingContainer<CodingKeys>) throws -> Void
  /// Reads the member from a `Decoder`'s container into a value being decoded.
  let decode: @Sendable (inout Root, KeyedDecodingContainer<CodingKeys>) throws -> Void
  /// Reads the member's value from a `JSONByteReader` into a value being read (the index's
  /// rows); throws for a member no byte reader reads (its value type is not
  /// `RecordByteReadable`).
  let readBytes: @Sendable (inout Root, inout JSONByteReader) throws -> Void
  /// Gives a value being read what the member's absence leaves: its default, or a refusal (a
  /// required member), as `decode` does; `nil` when the absence leaves the value as it is (an
  /// optional member: `nil` already, in the value reading starts from; a derived one).
  let readAbsent: (@Sendable (inout Root) throws -> Void)?
  /// The CSV columns this member fills, in order.
  let columns: [RecordColumn<Root>]

  /// The key as a `String`.
  public var name: String { key.description }

  /// A member from its parts.
  private init(
    key: StaticString, schema: RecordSchema, isRequired: Bool,
    write: @escaping @Sendable (inout Root, inout JSONBuffer) throws -> Void,
    encode: @escaping @Sendable (inout Root, inout KeyedEncodingContainer<CodingKeys>) throws -> Void,
    decode: @escaping @Sendable (inout Root, KeyedDecodingContainer<CodingKeys>) throws -> Void,
    bytes: ByteReading,
    columns: [RecordColumn<Root>]
  ) {
    self.key = key
    self.schema = schema
    self.isRequired = isRequired
    self.write = write
    self.encode = encode
    self.decode = decode
    readBytes = bytes.read
    readAbsent = bytes.absent
    self.columns = columns
  }

  /// A member whose printed value is `value` (`nil`: absent), read back by `decode`.
  private init<Value: RecordValue>(
    key: StaticString, schema: RecordSchema, isRequired: Bool, value: @escaping @Sendable (Root) -> Value?,
    decode: @escaping @Sendable (inout Root, KeyedDecodingContainer<CodingKeys>) throws -> Void,
    bytes: ByteReading, columns: [RecordColumn<Root>]
  ) {
    let codingKey = CodingKeys(key.description)
    self.init(
      key: key, schema: schema, isRequired: isRequired,
      write: { root, json in
        guard let shown = value(root) else { return }
        json.appendKey(key)
        try shown.appendRecordValue(to: &json)
      },
      encode: { root, container in
        guard let shown = value(root) else { return }
        try container.encode(shown, forKey: codingKey)
      },
      decode: decode, bytes: bytes, columns: columns)
  }

  /// A member whose printed value is `value` (`nil`: absent), read back as `read` says, filling
  /// the CSV `columns` (an object's fields, flattened).
  package init<Value: RecordValue & Decodable>(
    _ key: StaticString, required: Bool = false, _ schema: RecordSchema,
    _ value: @escaping @Sendable (Root) -> Value?, read: Reading<Value>, columns: [RecordColumn<Root>]
  ) {
    self.init(
      key: key, schema: schema, isRequired: required, value: value, decode: read.decoder(for: CodingKeys(key.description)),
      bytes: read.byteReading(), columns: columns)
  }

  /// A scalar member (text, number, flag, list of names): its one CSV column is named `key`.
  package init<Value: RecordScalar & Decodable>(
    _ key: StaticString, required: Bool = false, _ schema: RecordSchema,
    _ value: @escaping @Sendable (Root) -> Value?, read: Reading<Value>
  ) {
    self.init(key, required: required, schema, value, read: read, columns: [RecordColumn(key.description, value)])
  }

  /// A member that is written and encoded but never read back (an object that is only
  /// printed, such as a check finding); it fills no CSV column.
  package init<Value: RecordValue>(
    _ key: StaticString, required: Bool = false, _ schema: RecordSchema,
    _ value: @escaping @Sendable (Root) -> Value?
  ) {
    self.init(
      key: key, schema: schema, isRequired: required, value: value, decode: { _, _ in }, bytes: .skipped, columns: [])
  }

  /// A list of sentences (`diagnostics`, `notes`): printed only when not empty, read back into
  /// `read`; its CSV column joins them with ` | `.
  package static func sentences(
    _ key: StaticString, _ description: String, item: String, _ value: @escaping @Sendable (Root) -> [String]?,
    read: WritableKeyPath<Root, [String]?> & Sendable
  ) -> RecordMember {
    RecordMember(
      key, .array(description: description, items: .string(description: item)),
      { value($0).flatMap { $0.isEmpty ? nil : $0 } }, read: .optional(read),
      columns: [RecordColumn(key.description, separator: " | ", value)])
  }

  /// The `fieldEvidence` member `--explain` fills (a record's or an asset's): an array of
  /// ``FieldEvidence``, and with `--explain` a CSV column of `field <- rule <- source = value`
  /// joined by ` | `.
  package static func fieldEvidence(
    _ description: String, _ value: @escaping @Sendable (Root) -> [FieldEvidence]?,
    read: WritableKeyPath<Root, [FieldEvidence]?> & Sendable
  ) -> RecordMember {
    RecordMember(
      "fieldEvidence",
      .array(
        description: description,
        items: .object(description: "One piece of evidence", members: FieldEvidence.recordMembers)),
      value, read: .optional(read),
      columns: [
        RecordColumn("fieldEvidence", separator: " | ", onlyWithExplain: true) {
          value($0)?.map { "\($0.field) <- \($0.rule) <- \($0.source) = \($0.value)" }
        }
      ])
  }

  /// The `schemaVersion` member: always `version`; reading refuses another version (a missing
  /// one is taken as `version`). It fills no CSV column.
  package static func schemaVersion(_ version: Int, description: String) -> RecordMember {
    let key: StaticString = "schemaVersion"
    let codingKey = CodingKeys(key.description)
    return RecordMember(
      key: key, schema: .integer(description: description, minimum: version, maximum: version), isRequired: true,
      write: { _, json in
        json.appendKey(key)
        json.appendInt(version)
      },
      encode: { _, container in try container.encode(version, forKey: codingKey) },
      decode: { _, container in
        let found = try container.decodeIfPresent(Int.self, forKey: codingKey) ?? version
        guard found == version else {
          throw DecodingError.dataCorruptedError(
            forKey: codingKey, in: container, debugDescription: "unsupported schemaVersion \(found)")
        }
      },
      bytes: ByteReading(
        read: { _, reader in
          let found = try reader.readInt()
          guard found == version else { throw reader.malformed("unsupported schemaVersion \(found)") }
        },
        absent: nil),
      columns: [])
  }

  /// How a member is read back from JSON.
  package enum Reading<Value: Decodable & Sendable>: Sendable {
    /// Into an optional property: absent (or `null`) leaves `nil`.
    case optional(WritableKeyPath<Root, Value?> & Sendable)
    /// Into a property every object has: absent is an error.
    case required(WritableKeyPath<Root, Value> & Sendable)
    /// Into a property that takes `defaultValue` when the member is absent.
    case defaulted(WritableKeyPath<Root, Value> & Sendable, Value)
    /// Not read: the value is derived from other members (`mediaSubtypes` from `subtypes`).
    case derived
    /// Read by a function of its own (a default computed from another member).
    case custom(@Sendable (inout Root, KeyedDecodingContainer<CodingKeys>, CodingKeys) throws -> Void)

    /// The function that reads the member under `key`.
    func decoder(for key: CodingKeys) -> @Sendable (inout Root, KeyedDecodingContainer<CodingKeys>) throws -> Void {
      switch self {
      case .optional(let path):
        let set = Self.setter(path)
        return { root, container in set(&root, try Self.decodeIfPresent(container, key)) }
      case .required(let path):
        let set = Self.setter(path)
        return { root, container in
          // A missing member throws from `decode`, as the synthesized conformances do.
          set(&root, try Self.decodeIfPresent(container, key) ?? container.decode(Value.self, forKey: key))
        }
      case .defaulted(let path, let defaultValue):
        let set = Self.setter(path)
        return { root, container in set(&root, try Self.decodeIfPresent(container, key) ?? defaultValue) }
      case .derived:
        return { _, _ in }
      case .custom(let read):
        return { root, container in try read(&root, container, key) }
      }
    }

    /// The functions that read the member from a `JSONByteReader`, as `decoder(for:)`'s
    /// reads it from a container: present (`null` is absence, as `decodeIfPresent` takes
    /// it), absent. A value type that is not `RecordByteReadable`, or a `custom` reading,
    /// has none: reading an object with the member throws.
    func byteReading() -> ByteReading {
      switch self {
      case .derived: return .skipped  // its value is not read, whatever its type
      case .custom: return .unreadable
      case .optional, .required, .defaulted:
        guard let readable = Value.self as? any RecordByteReadable.Type else { return .unreadable }
        return byteReading(readable)
      }
    }

    /// `byteReading()` for `Value`, which is `Readable`.
    private func byteReading<Readable: RecordByteReadable>(_: Readable.Type) -> ByteReading {
      precondition(Readable.self == Value.self)
      // The same type under two names: the bit cast is the identity.
      let read: @Sendable (inout JSONByteReader) throws -> Value = { reader in
        let value = try Readable.read(from: &reader)
        return unsafeBitCast(value, to: Value.self)
      }
      switch self {
      case .optional(let path):
        let set = Self.setter(path)
        return ByteReading(
          read: { root, reader in set(&root, reader.readNull() ? nil : try read(&reader)) },
          absent: nil)
      case .required(let path):
        let set = Self.setter(path)
        return ByteReading(
          read: { root, reader in set(&root, try read(&reader)) },
          absent: { _ in throw DecodingError.valueNotFound(Value.self, .init(codingPath: [], debugDescription: "a required member")) })
      case .defaulted(let path, let defaultValue):
        let set = Self.setter(path)
        return ByteReading(
          read: { root, reader in set(&root, reader.readNull() ? defaultValue : try read(&reader)) },
          absent: { root in set(&root, defaultValue) })
      case .derived, .custom:
        return byteReading()
      }
    }

    /// A function that stores into the property at `path`: through the property's offset in
    /// `Root` (a stored property of a struct, as every table's are; `MemoryLayout.offset(of:)`
    /// is meant for this), since assigning through a key path projects it anew at run time
    /// on each call (about 10 % of `classify merge`); through the key path otherwise.
    private static func setter<Property>(
      _ path: WritableKeyPath<Root, Property> & Sendable
    ) -> @Sendable (inout Root, Property) -> Void {
      guard let offset = MemoryLayout<Root>.offset(of: path) else { return { $0[keyPath: path] = $1 } }
      return { root, value in
        withUnsafeMutableBytes(of: &root) { bytes in
          bytes.baseAddress!.advanced(by: offset).assumingMemoryBound(to: Property.self).pointee = value
        }
      }
    }

    /// `container.decodeIfPresent(Value.self, forKey: key)`, through the container's own
    /// method for text, numbers and flags: called with a generic type, a `JSONDecoder`
    /// container takes its slower generic path (type metadata, casts) even where `Value` is
    /// `String` (about 10 % of `classify merge`).
    private static func decodeIfPresent(_ container: KeyedDecodingContainer<CodingKeys>, _ key: CodingKeys) throws -> Value? {
      // Metatype identity, which a specialization folds (an `is` test called the runtime).
      if Value.self == String.self { return try container.decodeIfPresent(String.self, forKey: key) as! Value? }
      if Value.self == Int.self { return try container.decodeIfPresent(Int.self, forKey: key) as! Value? }
      if Value.self == Double.self { return try container.decodeIfPresent(Double.self, forKey: key) as! Value? }
      if Value.self == Bool.self { return try container.decodeIfPresent(Bool.self, forKey: key) as! Value? }
      return try container.decodeIfPresent(Value.self, forKey: key)
    }
  }

  /// How a member is read from a `JSONByteReader`: its value when present, its absence.
  package struct ByteReading: Sendable {
    /// Reads the value at the reader's position into the root.
    let read: @Sendable (inout Root, inout JSONByteReader) throws -> Void
    /// What the member's absence does to the root (`nil`: nothing; the root holds `nil`).
    let absent: (@Sendable (inout Root) throws -> Void)?

    /// A member read from the reader (`read`) or left as its absence says (`absent`).
    init(
      read: @escaping @Sendable (inout Root, inout JSONByteReader) throws -> Void,
      absent: (@Sendable (inout Root) throws -> Void)?
    ) {
      self.read = read
      self.absent = absent
    }

    /// A member that is never read back (printed only, or derived): skipped when present.
    static var skipped: ByteReading { ByteReading(read: { _, reader in try reader.skipValue() }, absent: nil) }

    /// A member no byte reader reads: present or absent, the object is refused.
    static var unreadable: ByteReading {
      @Sendable func refuse() -> DecodingError {
        .dataCorrupted(.init(codingPath: [], debugDescription: "a member without a byte reader"))
      }
      return ByteReading(read: { _, _ in throw refuse() }, absent: { _ in throw refuse() })
    }
  }

  /// A member's JSON key as a coding key.
  package typealias CodingKeys = RecordCoding.CodingKeys
}
