import Foundation
import Testing

@testable import MediaKind
@testable import MediaKindCheck

@Suite("Check: expected files")
struct ExpectationCheckTests {
  @Test("only the named fields are compared")
  func namedFieldsOnly() throws {
    let expectation = try CheckFixtures.expected(#"{"path":"photos/a.jpg","mediaType":"image","pixelWidth":4000}"#)
    var record = CheckFixtures.photo()
    record.fileSize = 1
    record.make = "Apple"
    #expect(ExpectationCheck.mismatches(expectation, record).isEmpty)
    record.pixelWidth = 3999
    let findings = ExpectationCheck.mismatches(expectation, record)
    #expect(findings.map(\.field) == [.pixelWidth])
    #expect(findings.first?.expected == .int(4000))
    #expect(findings.first?.actual == .int(3999))
    #expect(findings.first?.message == "photos/a.jpg: pixelWidth: expected 4000, actual 3999")
  }

  @Test("every checked field is compared when named", arguments: CheckedField.allCases)
  func everyField(field: CheckedField) throws {
    var record = CheckFixtures.photo()
    record.duration = 2
    record.frameRate = 30
    record.frameCount = 2
    record.burst = BurstInfo(identifier: "B1")
    record.rating = 4
    record.integrity = .complete
    record.livePhoto = LivePhotoInfo(contentIdentifier: "L1")
    record.formatReason = FormatReason(
      guess: .png, verdict: .jpeg, reason: .contentOverridesExtension, detail: "named .png")
    if field == .errorKind {
      record = CheckFixtures.unreadable("photos/a.jpg")
    }
    let expectation = ExpectedRecord(recording: record)
    #expect(expectation.fields[field] != nil, "recording keeps \(field.rawValue)")
    #expect(ExpectationCheck.mismatches(expectation, record).isEmpty)
    // Change the record so that exactly this field differs.
    var changed = record
    switch field {
    case .status: changed = CheckFixtures.unreadable("photos/a.jpg")
    case .errorKind: changed.error = InputFailure(kind: .notFound, message: "gone")
    case .mediaType: changed.mediaType = .video
    case .format: changed.format = .png
    case .uti: changed.uti = .png
    case .mimeType: changed.mimeType = "image/png"
    case .extensionMatchesContent: changed.extensionMatchesContent = false
    case .formatGuess: changed.formatReason?.guess = .gif
    case .formatReasonCode: changed.formatReason?.reason = .refinedFormat
    case .subtypes: changed.subtypes = [.photoHDR, .photoScreenshot]
    case .pixelWidth: changed.pixelWidth = 1
    case .pixelHeight: changed.pixelHeight = 1
    case .duration: changed.duration = 3
    case .frameRate: changed.frameRate = 60
    case .frameCount: changed.frameCount = 9
    case .fileSize: changed.fileSize = 5
    case .creationDate: changed.creationDate = "2020-01-01T00:00:00"
    case .location: changed.location = Location(latitude: 1, longitude: 2)
    case .rating: changed.rating = 5
    case .integrity: changed.integrity = .truncated
    case .burstIdentifier: changed.burst = BurstInfo(identifier: "B2")
    case .livePhotoContentIdentifier: changed.livePhoto = nil
    }
    let fields = ExpectationCheck.mismatches(expectation, changed).compactMap(\.field)
    #expect(fields.contains(field))
    if field != .status { #expect(fields == [field]) }
  }

  @Test("duration and frameRate within max(0.05, 1 %); location within 1e-4 degrees")
  func tolerances() throws {
    let expectation = try CheckFixtures.expected(
      #"{"path":"clips/b.mov","duration":12.5,"frameRate":30,"location":{"latitude":37.3349,"longitude":-122.009}}"#)
    var record = CheckFixtures.movie()
    record.location = Location(latitude: 37.33499, longitude: -122.00909)
    record.duration = 12.62  // 1 % of 12.5 is 0.125
    record.frameRate = 29.97  // 1 % of 30 is 0.3
    #expect(ExpectationCheck.mismatches(expectation, record).isEmpty)
    record.duration = 12.63
    record.frameRate = 30.31
    record.location = Location(latitude: 37.3351, longitude: -122.009)
    #expect(ExpectationCheck.mismatches(expectation, record).compactMap(\.field) == [.duration, .frameRate, .location])
    // Short durations use the absolute 0.05 s.
    let short = try CheckFixtures.expected(#"{"path":"x","duration":0.3}"#)
    var gif = CheckFixtures.animation("x")
    gif.duration = 0.349
    #expect(ExpectationCheck.mismatches(short, gif).isEmpty)
    gif.duration = 0.36
    #expect(ExpectationCheck.mismatches(short, gif).count == 1)
  }

  @Test("subtypes compare as an exact set; null means absent")
  func setsAndNulls() throws {
    let expectation = try CheckFixtures.expected(
      #"{"path":"a","subtypes":["photoHDR"],"duration":null,"burst":null}"#)
    var record = CheckFixtures.photo("a")
    #expect(ExpectationCheck.mismatches(expectation, record).isEmpty)
    record.subtypes = [.photoHDR, .photoLive]
    record.duration = 1
    record.burst = BurstInfo(identifier: "X")
    let findings = ExpectationCheck.mismatches(expectation, record)
    #expect(findings.compactMap(\.field) == [.subtypes, .duration, .burstIdentifier])
    #expect(findings[1].expected == .absent)
    #expect(findings[1].message == "a: duration: expected (absent), actual 1")
  }

  @Test("missing, unexpected, mismatched and passing files are counted once each")
  func report() throws {
    let file = ExpectationFile(records: [
      ExpectedRecord(recording: CheckFixtures.photo()),
      ExpectedRecord(recording: CheckFixtures.movie()),
      ExpectedRecord(path: "./gone.gif", fields: [.mediaType: .string("image")]),
    ])
    var movie = CheckFixtures.movie()
    movie.pixelHeight = 720
    let report = ExpectationCheck(expected: file).compare([CheckFixtures.photo(), movie, CheckFixtures.animation()])
    #expect(report.summary.line == "check: 4 files, 1 passed, 1 mismatched, 1 missing, 1 unexpected")
    #expect(!report.ok)
    #expect(report.cases.map(\.path) == ["clips/b.mov", "gone.gif", "photos/a.jpg", "web/anim.png"])
    #expect(report.cases.map(\.outcome) == [.mismatched, .missing, .passed, .unexpected])
    #expect(report.findings.map(\.kind) == [.mismatch, .missing, .unexpected])
    let clean = ExpectationCheck(expected: file).compare([CheckFixtures.photo(), CheckFixtures.movie()])
    #expect(clean.summary.missing == 1)
    let all = ExpectationCheck(expected: ExpectationFile(recording: [CheckFixtures.photo()])).compare([CheckFixtures.photo()])
    #expect(all.ok)
    #expect(all.summary.line == "check: 1 files, 1 passed, 0 mismatched, 0 missing, 0 unexpected")
  }

  @Test("recording renders sorted, canonical lines that parse back to the same expectations")
  func recordRoundTrip() throws {
    var movie = CheckFixtures.movie()
    movie.evidence = [SubtypeEvidence(subtype: "x", rule: "r", source: "s", value: "v")]
    movie.diagnostics = ["odd"]
    let file = ExpectationFile(recording: [CheckFixtures.photo("z.jpg"), movie, CheckFixtures.unreadable("a b\"c.jpg")])
    let text = file.render()
    let lines = text.split(separator: "\n").map(String.init)
    #expect(lines.count == 3)
    #expect(lines[0] == #"{"path":"a b\"c.jpg","status":"error","error":{"kind":"permissionDenied"}}"#)
    #expect(lines[1].hasPrefix(#"{"path":"clips/b.mov","status":"ok","mediaType":"video","format":"mov""#))
    #expect(lines[1].contains(#""duration":12.5,"frameRate":30,"#))
    #expect(!text.contains("mode"))
    #expect(!text.contains("evidence"))
    #expect(!text.contains("diagnostics"))
    #expect(!text.contains("message"))
    #expect(lines[2].contains(#""location":{"latitude":37.3349,"longitude":-122.009}"#))
    let parsed = try ExpectationFile.parse(text, file: "e.jsonl") { try CheckFixtures.expected($0) }
    #expect(parsed.render() == text)
    let records = [movie, CheckFixtures.photo("z.jpg"), CheckFixtures.unreadable("a b\"c.jpg")]
    #expect(ExpectationCheck(expected: parsed).compare(records, allowUnreadable: true).ok)
    // Fail closed: the recorded error row and the unreadable file are findings unless allowed.
    let strict = ExpectationCheck(expected: parsed).compare(records)
    #expect(!strict.ok)
    #expect(strict.findings.map(\.kind) == [.unreadable, .unreadable])
    #expect(strict.summary.line.hasSuffix(", 1 unreadable"))
  }

  @Test("fail closed: an expected error row, an unreadable file or folder, each fails the check")
  func unreadableFailsClosed() throws {
    let expected = ExpectationFile(recording: [CheckFixtures.photo("a.jpg"), CheckFixtures.unreadable("locked")])
    // The same state again: the error row matches, and still fails.
    let same = ExpectationCheck(expected: expected).compare([CheckFixtures.photo("a.jpg"), CheckFixtures.unreadable("locked")])
    #expect(!same.ok)
    #expect(same.cases.map(\.outcome) == [.passed, .unreadable])
    // Readable now, but the expected file still records an error: a mismatch on status.
    let readable = ExpectationCheck(expected: expected).compare([CheckFixtures.photo("a.jpg"), CheckFixtures.photo("locked")])
    #expect(!readable.ok)
    #expect(readable.findings.map(\.kind) == [.unreadable])
    // Unreadable and not listed: unreadable, not merely unexpected.
    let fresh = ExpectationCheck(expected: ExpectationFile(recording: [CheckFixtures.photo("a.jpg")]))
      .compare([CheckFixtures.photo("a.jpg"), CheckFixtures.unreadable("new.jpg")])
    #expect(!fresh.ok)
    #expect(fresh.findings.map(\.kind) == [.unreadable])
    #expect(fresh.findings.first?.message.contains("--allow-unreadable") == true)
    // Allowed: the matching error row passes.
    #expect(ExpectationCheck(expected: expected).compare(
      [CheckFixtures.photo("a.jpg"), CheckFixtures.unreadable("locked")], allowUnreadable: true).ok)
  }

  @Test("parse errors name the file and the line; comments and blank lines are skipped")
  func parseErrors() throws {
    func parse(_ text: String) throws -> ExpectationFile {
      try ExpectationFile.parse(text, file: "e.jsonl") { try CheckFixtures.expected($0) }
    }
    #expect(try parse("# note\n\n{\"path\":\"a\"}\r\n// x\n").records.map(\.path) == ["a"])
    func failure(_ text: String) -> String? {
      do {
        _ = try parse(text)
        return nil
      } catch {
        return "\(error)"
      }
    }
    #expect(failure("{\"path\":\"a\"}\n{\"path\":\"./a\"}\n") == "e.jsonl:2: a is listed twice (first on line 1)")
    #expect(failure("\n{\"path\":\"a\",\"subtypes\":[\"photoLiv\"]}") == "e.jsonl:2: subtypes: unknown subtype \"photoLiv\"")
    #expect(failure("{\"path\":\"a\",\"mediaType\":\"picture\"}")?.hasPrefix("e.jsonl:1: mediaType: unknown mediaType") == true)
    #expect(failure("{\"mediaType\":\"image\"}")?.hasPrefix("e.jsonl:1: missing key 'path'") == true)
    #expect(failure("not json")?.hasPrefix("e.jsonl:1: ") == true)
  }

  @Test("a full classify record is a valid expected line")
  func fullRecord() throws {
    let encoder = JSONEncoder()
    let json = String(decoding: try encoder.encode(CheckFixtures.movie()), as: UTF8.self)
    let expectation = try CheckFixtures.expected(json)
    #expect(expectation.fields[.duration] == .number(12.5))
    #expect(expectation.fields[.status] == .string("ok"))
    #expect(ExpectationCheck.mismatches(expectation, CheckFixtures.movie()).isEmpty)
  }
}
