extension Pipeline {
  /// The record's `formatReason` (google/magika's `overwrite_reason`): asked only when the
  /// extension names another format than the content, or when a probe refined the
  /// signature's format. The extension's disagreement comes first (its guess is the one the
  /// file name makes), with the refinement, if any, in its detail.
  ///
  /// `signature` is the format the signature matched and `verdict` the record's format (both
  /// nil for content no signature matches).
  func formatReason(
    fileExtension: String, signature: FormatDescriptor?, verdict: FormatDescriptor?,
    facts: MediaFacts?
  ) -> FormatReason? {
    let refinement: String? =
      if let signature, let verdict, signature !== verdict, let why = facts?.refinementReason {
        why
      } else {
        nil
      }
    let named = registry.formats(forExtension: fileExtension).first
    if let named, registry.extensionMatches(fileExtension, content: verdict) == false {
      guard let verdict, let signature else {
        return FormatReason(
          guess: named.id, verdict: .unknown, reason: .noSignatureMatches,
          detail: "the extension .\(fileExtension) names \(named.id); no signature matches the content")
      }
      var detail = "the extension .\(fileExtension) names \(named.id); the content's signature is \(signature.id)'s"
      if let refinement { detail += ", refined: " + refinement }
      return FormatReason(
        guess: named.id, verdict: verdict.id, reason: .contentOverridesExtension, detail: detail)
    }
    guard let signature, let verdict, let refinement else { return nil }
    return FormatReason(
      guess: signature.id, verdict: verdict.id, reason: .refinedFormat, detail: refinement)
  }
}
