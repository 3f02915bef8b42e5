/// The members of one kind of object `classify` prints, in the order the type documents them
/// (the CSV's column order, and the `Encodable` encoding's); the JSON writer prints them in
/// sorted key order, as `JSONEncoder`'s `.sortedKeys` does.
///
/// The one list everything that reads or writes the object uses:
/// - `appendObject(of:to:)`: the ``JSONBuffer`` writer (`classify --format jsonl|json`);
/// - `encode(_:to:)` and `decode(into:from:)`: the type's `Encodable` and `Decodable`
///   conformances (the index, `classify merge`, `--records`);
/// - `read(into:from:)`: the reading from a `JSONByteReader` (the index's rows);
/// - `csvColumns(explain:)`: the CSV header and fields (`--format csv`), and the record
///   fields `classify check --expect` compares;
/// - ``RecordSchema/object(description:members:)``: the JSON Schema (`Docs/schema/`).
public struct RecordMemberTable<Root>: Sendable, RandomAccessCollection, ExpressibleByArrayLiteral {
  /// The members, in the documented order.
  public let members: [RecordMember<Root>]
  /// The members in JSON order: sorted by key, byte-wise.
  let sortedMembers: [RecordMember<Root>]
  /// The writers of ``sortedMembers``, and the members' encoders and decoders in table order,
  /// each apart: a loop over them copies only the closure it calls, not a whole member (its
  /// schema, its other closures, its columns: a retain and a release each, per member and
  /// object, which showed in `classify --format jsonl` and `classify merge`).
  private let writers: [@Sendable (inout Root, inout JSONBuffer) throws -> Void]
  private let encoders: [@Sendable (inout Root, inout KeyedEncodingContainer<RecordMember<Root>.CodingKeys>) throws -> Void]
  private let decoders: [@Sendable (inout Root, KeyedDecodingContainer<RecordMember<Root>.CodingKeys>) throws -> Void]
  /// The keys of `sortedMembers`, and their byte readers and absences, for
  /// `read(into:from:)`.
  private let sortedKeys: [StaticString]
  private let byteReaders: [@Sendable (inout Root, inout JSONByteReader) throws -> Void]
  private let absences: [@Sendable (inout Root) throws -> Void]
  /// Whether a member's absence does anything (most are optional: it does not).
  private let absenceMatters: [Bool]
  /// The CSV columns, `--explain`'s last.
  private let columns: [RecordColumn<Root>]
  /// The columns by name.
  private let columnsByName: [String: RecordColumn<Root>]

  /// The table of `members`; keys must be distinct.
  public init(arrayLiteral members: RecordMember<Root>...) { self.init(members) }

  /// The table of `members`; keys must be distinct.
  package init(_ members: [RecordMember<Root>]) {
    precondition(Set(members.map(\.name)).count == members.count, "a member table repeats a key")
    self.members = members
    sortedMembers = members.sorted { Array($0.name.utf8).lexicographicallyPrecedes(Array($1.name.utf8)) }
    writers = sortedMembers.map(\.write)
    encoders = members.map(\.encode)
    decoders = members.map(\.decode)
    sortedKeys = sortedMembers.map(\.key)
    byteReaders = sortedMembers.map(\.readBytes)
    absences = sortedMembers.map { $0.readAbsent ?? { _ in } }
    absenceMatters = sortedMembers.map { $0.readAbsent != nil }
    let flat = members.flatMap(\.columns)
    columns = flat.filter { !$0.onlyWithExplain } + flat.filter(\.onlyWithExplain)
    columnsByName = Dictionary(flat.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
  }

  /// The first member's position.
  public var startIndex: Int { members.startIndex }
  /// The position after the last member.
  public var endIndex: Int { members.endIndex }
  /// The member at `position`, in the documented order.
  public subscript(position: Int) -> RecordMember<Root> { members[position] }

  /// Appends the object of `root`: `{`, each present member in sorted key order, `}`.
  package func appendObject(of root: Root, to json: inout JSONBuffer) throws {
    var root = root  // one copy, passed by address to every member (see `RecordMember.write`)
    json.beginObject()
    for write in writers { try write(&root, &json) }
    json.endObject()
  }

  /// Encodes `root`'s present members, in table order (the type's `encode(to:)`).
  package func encode(_ root: Root, to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: RecordMember<Root>.CodingKeys.self)
    var root = root
    for encode in encoders { try encode(&root, &container) }
  }

  /// Reads every member into `root`, a value with the defaults of absent members, in table
  /// order (the type's `init(from:)`); keys outside the table are ignored.
  package func decode(into root: inout Root, from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: RecordMember<Root>.CodingKeys.self)
    for decode in decoders { try decode(&root, container) }
  }

  /// Reads an object as ``JSONBuffer`` writes it (`appendObject(of:to:)`: members in sorted
  /// key order, no white space) into `root`, a value with the placeholders of the members and
  /// `nil` in the optional ones: each present member is read, each absent one takes what its
  /// absence gives (its default, a refusal; an optional one stays `nil`), as
  /// `decode(into:from:)` does. An unknown or misplaced key, or a member without a byte
  /// reader, throws: the caller reads the text with `JSONDecoder` instead.
  package func read(into root: inout Root, from reader: inout JSONByteReader) throws {
    try reader.beginObject()
    // Index loops, not slices: a slice of closures and its iterator are generic types whose
    // metadata an unspecialized (debug) build looks up on every object.
    var next = 0
    while let index = try reader.nextKey(among: sortedKeys, after: next - 1) {
      while next < index {
        if absenceMatters[next] { try absences[next](&root) }
        next += 1
      }
      try byteReaders[index](&root, &reader)
      next = index + 1
    }
    while next < absences.count {
      if absenceMatters[next] { try absences[next](&root) }
      next += 1
    }
  }

  /// The CSV columns: every member's, in table order, and with `explain` the columns only
  /// `--explain` prints, last.
  package func csvColumns(explain: Bool) -> ArraySlice<RecordColumn<Root>> {
    explain ? columns[...] : columns.prefix { !$0.onlyWithExplain }
  }

  /// The column `name` (`errorKind`, `latitude`, ...), if a member has it.
  package func column(named name: String) -> RecordColumn<Root>? { columnsByName[name] }
}
