import ArgumentParser
import MediaKind
import MediaKindCheck

/// `classify schema [record|asset|album|finding]`: prints the JSON Schema (draft 2020-12) of
/// what this binary writes, for consumers that derive their types from it (Integrations/spark
/// reads the record's).
struct ClassifySchema: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "schema",
    abstract: "Print the JSON Schema of the file record, or of an asset, album or check finding line.")

  @Argument(
    help: ArgumentHelp(
      "record (the default: classify's records), asset (classify assets), album (classify albums and moments) or finding (classify check --format jsonl).",
      valueName: "object"))
  var object: SchemaDocument = .record

  func run() throws {
    print(object.text, terminator: "")
  }
}
