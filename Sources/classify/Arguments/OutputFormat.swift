import ArgumentParser

/// How records are printed.
enum OutputFormat: String, CaseIterable, ExpressibleByArgument {
  /// One readable line per file (the default on a terminal).
  case table
  /// One JSON array of records.
  case json
  /// One JSON record per line (the default in pipes).
  case jsonl
  /// Comma-separated values with a header line.
  case csv
}
