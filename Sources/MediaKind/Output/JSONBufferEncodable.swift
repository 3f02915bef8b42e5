/// A value that writes its own JSON into a ``JSONBuffer``, byte for byte what Foundation's
/// `JSONEncoder` with `[.sortedKeys, .withoutEscapingSlashes]` makes of its `Encodable`
/// conformance, without the encoder's intermediate values and allocations.
///
/// The record types (``Classification``, ``Asset`` and their parts, the collection records)
/// conform; `classify` prints records through it. Conformers append their keys in
/// `.sortedKeys` order (byte-wise comparison of the UTF-8 keys). The record types write the
/// members of their ``RecordMemberTable``, which also gives their `encode(to:)`, so the two
/// cannot drift; `RecordJSONTests` compares their bytes with `JSONEncoder`'s.
public protocol JSONBufferEncodable {
  /// Appends this value's JSON to `json`.
  ///
  /// - Throws: `EncodingError.invalidValue` for a value JSON cannot hold (a NaN or infinite
  ///   `Double`), as `JSONEncoder` would; what was appended before the error stays in `json`
  ///   (``JSONBuffer/truncate(to:)`` removes it).
  func appendJSON(to json: inout JSONBuffer) throws
}

extension JSONBufferEncodable {
  /// This value's JSON text as UTF-8 bytes.
  public func jsonBytes() throws -> [UInt8] {
    var json = JSONBuffer(capacity: 512)
    try appendJSON(to: &json)
    return json.bytes
  }

  /// This value's JSON text as one line (no line break): the exact bytes `classify --format
  /// jsonl` prints for it (records, assets), so a library caller writes the same JSON Lines.
  ///
  /// - Throws: `EncodingError.invalidValue` for a number JSON cannot hold, as `JSONEncoder`.
  public func jsonLine() throws -> String {
    String(decoding: try jsonBytes(), as: UTF8.self)
  }
}
