import Foundation
import MediaKind
import MediaKindTestSupport
import Testing

/// `MediaClassifier.recordRevision` follows what the Samples classify to, so a library index
/// made by an earlier build of the same version classifies its files again when the records
/// have changed (Docs/Library.md, "The index (`MediaKindIndex`)").
@Suite("the record revision")
struct RecordRevisionTests {
  @Test("recordRevision is the fingerprint of the Samples' golden records")
  func fingerprintOfTheGoldenRecords() throws {
    let samples = SampleCorpus.repositoryRoot().appendingPathComponent("Samples")
    let thorough = try String(contentsOf: samples.appendingPathComponent("expected.jsonl"), encoding: .utf8)
    let fast = try String(contentsOf: samples.appendingPathComponent("expected.fast.jsonl"), encoding: .utf8)
    #expect(!thorough.isEmpty && !fast.isEmpty)
    let hash = Shard.hash(thorough + fast)
    let hex = String(hash, radix: 16)
    let fingerprint = String(repeating: "0", count: 16 - hex.count) + hex
    #expect(
      MediaClassifier.recordRevision == fingerprint,
      "the Samples' golden records changed: set MediaClassifier.recordRevision to \"\(fingerprint)\", so that indexes made before classify their files again")
    #expect(MediaClassifier.recordVersion == MediaClassifier.version + "+" + fingerprint)
  }
}
