/// The rows of a CSV text (RFC 4180: fields in double quotes may hold commas, quotes doubled
/// and line breaks; CR LF or LF ends a row), as iCloud's export writes its tables. A UTF-8
/// byte order mark is skipped; bytes that are no UTF-8 are replaced. Linear in the text.
enum CSVRows {
  /// The rows of `bytes`, at most `maxRows`; empty lines are skipped.
  static func parse(_ bytes: [UInt8], maxRows: Int = 1_000_000) -> [[String]] {
    var rows: [[String]] = []
    var row: [String] = []
    var field: [UInt8] = []
    var quoted = false
    var index = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
    func endField() {
      row.append(String(decoding: field, as: UTF8.self))
      field.removeAll(keepingCapacity: true)
    }
    func endRow() {
      endField()
      if !(row.count == 1 && row[0].isEmpty) { rows.append(row) }
      row = []
    }
    while index < bytes.count, rows.count < maxRows {
      let byte = bytes[index]
      index += 1
      if quoted {
        if byte == UInt8(ascii: "\"") {
          if index < bytes.count, bytes[index] == UInt8(ascii: "\"") {
            field.append(byte)
            index += 1
          } else {
            quoted = false
          }
        } else {
          field.append(byte)
        }
        continue
      }
      switch byte {
      case UInt8(ascii: "\""): quoted = true
      case UInt8(ascii: ","): endField()
      case 0x0A: endRow()
      case 0x0D: if index < bytes.count, bytes[index] == 0x0A { index += 1 }; endRow()
      default: field.append(byte)
      }
    }
    if (!field.isEmpty || !row.isEmpty), rows.count < maxRows { endRow() }
    return rows
  }
}
