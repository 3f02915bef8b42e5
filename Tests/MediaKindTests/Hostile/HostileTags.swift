import Testing

extension Tag {
  /// Hostile and broken input (issue 7): mutated corpus, fuzz reproducers, special files.
  @Tag static var hostile: Self
  /// Tests that take more than a few seconds (100,000 files in one folder); leave them out
  /// with `swift test --skip '100,000'` or filter by tag in an IDE.
  @Tag static var slow: Self
}
