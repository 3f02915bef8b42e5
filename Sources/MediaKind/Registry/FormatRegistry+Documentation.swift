// Renders the registry as Markdown for Docs/ (generated files carry a
// DO-NOT-EDIT banner and a test fails when the checked-in copy is stale).
extension FormatRegistry {
  /// `Docs/SupportedFormats.md`, generated from the registry.
  public func supportedFormatsMarkdown() -> String {
    var out = """
      <!-- DO NOT EDIT: generated from FormatRegistry by `make docs` (RECORD_DOCS=1 swift test --filter GeneratedDocs). -->
      # Supported formats

      Every format MediaKind recognises, in match order (the order is a contract: specific \
      signatures first, weak ones last; when several match, the strongest wins and ties go \
      to the earlier entry). The extension is only a hint: the content decides.

      | id | format | media type | UTI | conforms to | MIME | extensions | signatures | family | RAW |
      |---|---|---|---|---|---|---|---|---|---|

      """
    for f in formats {
      let signatures = f.signatures.isEmpty
        ? "(refined from another format's content)"
        : f.signatures.map(\.description).joined(separator: "; ")
      let row = [
        "`\(f.id)`", f.summary, f.mediaType.name, "`\(f.uti)`",
        f.conformsTo.map { "`\($0)`" }.joined(separator: ", "), "`\(f.mimeType)`",
        f.extensions.map { "." + $0 }.joined(separator: " "),
        signatures.replacingPipes(), f.family.rawValue, f.isRaw ? "yes" : "",
      ]
      out += "| " + row.joined(separator: " | ") + " |\n"
    }
    out += "\n\(formats.count) formats.\n"
    return out
  }
}
