/// Classifying archive members: the same pipeline over a ``ByteSource`` of the bytes the
/// stream kept (``MemberBytes``).
extension Pipeline {
  /// The record of `member` and the probes' facts (nil for error records).
  func inspect(member: ArchiveMember) -> (record: Classification, facts: MediaFacts?) {
    switch member.content {
    case .failure(let failure):
      return (.failure(path: member.path, mode: options.mode, failure), nil)
    case .bytes(let bytes):
      let fast = options.mode == .fast
      let source =
        bytes.isWhole
        ? ByteSource(
          bytes: bytes.front, headSize: InputFile.headSize, limitedToHead: fast, budget: options.budget)
        : ByteSource(
          front: bytes.front, back: bytes.back, size: bytes.size, headSize: InputFile.headSize,
          limitedToHead: fast, budget: options.budget)
      var facts: MediaFacts?
      var record = classify(
        source: source, displayPath: member.path, fileName: member.fileName, keeping: &facts)
      var notes = member.notes
      if !fast, !bytes.isWhole {
        notes.append(
          "archive member of \(bytes.size) bytes: only its first \(bytes.front.count) and last \(bytes.back.count) bytes were read (a stream is not buffered whole)")
      }
      if record.mediaType == .unknown, let kind = NestedArchive.kind(ofHead: source.head) {
        notes.append("nested archive (\(kind)): its members are not read")
      }
      if !notes.isEmpty { record.diagnostics = (record.diagnostics ?? []) + notes }
      return (record, facts)
    }
  }
}
