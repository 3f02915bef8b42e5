/// A coding key for any string: lists the keys a YAML mapping holds, so unknown ones can be
/// refused by name.
struct DynamicKey: CodingKey {
  var stringValue: String
  var intValue: Int? { nil }
  init(stringValue: String) { self.stringValue = stringValue }
  init?(intValue: Int) { nil }
}
