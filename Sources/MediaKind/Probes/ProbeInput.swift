/// What a probe reads: the byte source, the identified format and the file's name.
struct ProbeInput {
  let source: ByteSource
  let format: FormatDescriptor
  /// The file name without directories (some rules are name heuristics).
  let fileName: String
  let mode: ClassificationMode
  let budget: ReadBudget
}
