import ArgumentParser

/// How `classify check` reports.
enum CheckOutputFormat: String, CaseIterable, ExpressibleByArgument {
  /// Aligned findings and the summary line (the default on a terminal).
  case table
  /// One JSON object per finding, then a summary object (the default in pipes).
  case jsonl
  /// JUnit XML for CI test-report viewers.
  case junit
}
