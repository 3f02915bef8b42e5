import ArgumentParser
import MediaKind

/// `classify schema`: prints the JSON Schema of the file record (the one this binary writes),
/// for consumers that derive their types from it (Integrations/spark).
struct ClassifySchema: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "schema",
    abstract: "Print the JSON Schema of the file record (Docs/Schemas/record.schema.json).")

  func run() throws {
    print(RecordSchema.recordDocument(), terminator: "")
  }
}
