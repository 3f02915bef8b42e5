/// A unit of evidence gathering over one input (`Docs/Architecture.md`, "The pipeline (one file)").
///
/// Probes are stateless and synchronous; concurrency lives one level up, one task per file.
/// In the fast path the byte source is confined to the head, so the same probe code gives the
/// fast path whatever the head proves and the thorough path everything else.
protocol Probe: Sendable {
  /// Stable identifier, used in evidence and diagnostics.
  var id: String { get }
  /// Cheap gate, checked before any I/O.
  func accepts(_ format: FormatDescriptor) -> Bool
  /// Adds what it finds to `facts`. Damage becomes diagnostics; probes never throw.
  func run(on input: ProbeInput, into facts: inout MediaFacts)
}
