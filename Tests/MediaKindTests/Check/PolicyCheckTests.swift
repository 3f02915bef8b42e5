import Foundation
import Testing

@testable import MediaKind
@testable import MediaKindCheck

@Suite("Check: policies")
struct PolicyCheckTests {
  /// One check: a rule body (JSON), a record that violates it and one that passes.
  struct Case: CustomTestStringConvertible, Sendable {
    var check: PolicyCheckName
    var rule: String
    var violating: Classification
    var passing: Classification
    var value: FieldValue
    var testDescription: String { check.rawValue }
  }

  static let cases: [Case] = {
    let photo = CheckFixtures.photo("a.jpg")
    let movie = CheckFixtures.movie("a.mov")
    let animation = CheckFixtures.animation("a.png")
    var screenshot = photo
    screenshot.subtypes = [.photoHDR, .photoScreenshot]
    var noLocation = photo
    noLocation.location = nil
    var small = photo
    small.fileSize = 500_000
    var short = movie
    short.duration = 9.5
    var oneFrame = animation
    oneFrame.subtypes = []
    oneFrame.frameCount = 1
    // Technical facts (Docs/Checks.md): an H.264 movie with AAC at 5.76 Mbit/s, an HEVC PQ
    // one with ALAC, a movie whose codec is not known, Display P3 and profile-less photos.
    var h264 = movie
    h264.technical.videoCodec = "h264"
    h264.technical.audioCodec = "aac"
    h264.technical.bitRate = 5_760_000
    var hdr = movie
    hdr.subtypes = [.hdrVideo]
    hdr.technical.videoCodec = "hevc"
    hdr.technical.audioCodec = "alac"
    hdr.technical.transferCharacteristics = "smpte2084"
    hdr.technical.bitRate = 1_000_000
    var p3 = photo
    p3.technical.colorProfile = "Display P3"
    var sRGB = photo
    sRGB.technical.colorProfile = "sRGB"
    var whole = photo
    whole.integrity = .complete
    var cut = photo
    cut.integrity = .truncated
    var stub = photo
    stub.integrity = .placeholder
    return [
      Case(check: .mediaTypes, rule: #""mediaTypes": ["image"]"#, violating: movie, passing: photo, value: .string("video")),
      Case(check: .utis, rule: #""utis": ["public.image"]"#, violating: movie, passing: animation, value: .string("com.apple.quicktime-movie")),
      Case(check: .utis, rule: #""utis": "public.movie""#, violating: photo, passing: movie, value: .string("public.jpeg")),
      Case(check: .extensionMatchesContent, rule: #""extensionMatchesContent": true"#, violating: animation, passing: photo, value: .bool(false)),
      Case(check: .forbidSubtypes, rule: #""forbidSubtypes": ["photoScreenshot", "photoLive"]"#, violating: screenshot, passing: photo, value: .names(["photoScreenshot"])),
      Case(check: .noLocation, rule: #""noLocation": true"#, violating: photo, passing: noLocation, value: .coordinate(latitude: 37.3349, longitude: -122.009)),
      Case(check: .maxFileSize, rule: #""maxFileSize": "500KB""#, violating: photo, passing: small, value: .int(2_400_000)),
      Case(check: .maxFileSize, rule: #""maxFileSize": "2MiB""#, violating: photo, passing: small, value: .int(2_400_000)),
      Case(check: .maxPixelWidth, rule: #""maxPixelWidth": 3999"#, violating: photo, passing: movie, value: .int(4000)),
      Case(check: .maxPixelHeight, rule: #""maxPixelHeight": 2999"#, violating: photo, passing: movie, value: .int(3000)),
      Case(check: .maxPixels, rule: #""maxPixels": "8MP""#, violating: photo, passing: movie, value: .int(12_000_000)),
      Case(check: .maxDuration, rule: #""maxDuration": "10s""#, violating: movie, passing: short, value: .number(12.5)),
      Case(check: .animated, rule: #""animated": false"#, violating: animation, passing: oneFrame, value: .bool(true)),
      Case(check: .animated, rule: #""animated": true"#, violating: oneFrame, passing: animation, value: .bool(false)),
      Case(check: .noErrors, rule: #""noErrors": true"#, violating: CheckFixtures.unreadable("a.jpg"), passing: photo, value: .string("permissionDenied")),
      Case(check: .videoCodec, rule: #""videoCodec": ["HEVC"]"#, violating: h264, passing: hdr, value: .string("h264")),
      Case(check: .videoCodec, rule: #""videoCodec": "h264""#, violating: movie, passing: h264, value: .absent),
      Case(check: .audioCodec, rule: #""audioCodec": ["aac"]"#, violating: hdr, passing: h264, value: .string("alac")),
      Case(check: .maxBitRate, rule: #""maxBitRate": "5Mbps""#, violating: h264, passing: hdr, value: .int(5_760_000)),
      Case(check: .maxBitRate, rule: #""maxBitRate": "5760 kbit/s""#, violating: hdr.withBitRate(5_760_001), passing: h264, value: .int(5_760_001)),
      Case(check: .hdrVideo, rule: #""hdrVideo": "forbid""#, violating: hdr, passing: h264, value: .bool(true)),
      Case(check: .hdrVideo, rule: #""hdrVideo": "require""#, violating: h264, passing: hdr, value: .bool(false)),
      Case(check: .colorProfile, rule: #""colorProfile": ["sRGB"]"#, violating: p3, passing: sRGB, value: .string("Display P3")),
      Case(check: .colorProfile, rule: #""colorProfile": ["sRGB", "Display P3"]"#, violating: photo, passing: p3, value: .absent),
      Case(check: .complete, rule: #""complete": true"#, violating: cut, passing: whole, value: .string("truncated")),
      Case(check: .complete, rule: #""complete": true"#, violating: stub, passing: photo, value: .string("placeholder")),
    ]
  }()

  @Test("each check has a violating and a passing case", arguments: cases)
  func eachCheck(_ c: Case) throws {
    let policy = try CheckFixtures.policy(#"{"version": 1, "rules": [{"name": "R", "paths": "**", \#(c.rule)}]}"#)
    let check = try PolicyCheck(policy: policy)
    #expect(policy.rules[0].checks == [c.check])

    // noErrors judges unreadable files only where they are allowed at all.
    let allow = c.check == .noErrors
    let bad = check.evaluate([c.violating], allowUnreadable: allow)
    #expect(!bad.ok)
    let finding = try #require(bad.findings.first)
    #expect(bad.findings.count == 1)
    #expect(finding.kind == .violation)
    #expect(finding.path == c.violating.path)
    #expect(finding.rule == "R")
    #expect(finding.check == c.check)
    #expect(finding.actual == c.value)
    #expect(finding.message.hasPrefix("\(c.violating.path): \(c.check.rawValue): "))
    #expect(finding.message.hasSuffix("[rule R]"))
    #expect(
      bad.summary.line
        == "check: 1 files, 0 passed, 1 failed, 1 violations, 0 uncovered" + (allow ? ", 1 unreadable (allowed)" : ""))

    let good = check.evaluate([c.passing])
    #expect(good.ok, "\(good.findings.map(\.message))")
    #expect(good.summary.line == "check: 1 files, 1 passed, 0 failed, 0 violations, 0 uncovered")
  }

  @Test("limits read in the policy's units appear in the message")
  func messages() throws {
    let policy = try CheckFixtures.policy(#"{"rules": [{"paths": "photos/**", "maxFileSize": "500KB", "maxPixels": "4032x2000"}]}"#)
    let report = try PolicyCheck(policy: policy).evaluate([CheckFixtures.photo()])
    #expect(report.findings.map(\.message) == [
      "photos/a.jpg: maxFileSize: fileSize 2400000 bytes is over 500KB (500000 bytes) [rule photos/**]",
      "photos/a.jpg: maxPixels: 4000x3000 = 12000000 pixels is over 4032x2000 (8064000 pixels) [rule photos/**]",
    ])
    #expect(report.findings.map(\.limit) == ["500KB", "4032x2000"])
  }

  @Test("rules apply by glob, minus excludes; every covering rule is a case; uncovered files are counted")
  func coverage() throws {
    let policy = try CheckFixtures.policy(
      #"""
      {"rules": [
        {"name": "media", "paths": ["photos/**", "clips/**"], "exclude": "clips/raw/**", "maxFileSize": "5MB"},
        {"name": "photos", "paths": "photos/*.jpg", "noLocation": true}
      ]}
      """#)
    let check = try PolicyCheck(policy: policy)
    let records = [
      CheckFixtures.photo("photos/a.jpg"), CheckFixtures.movie("clips/b.mov"),
      CheckFixtures.movie("clips/raw/c.mov"), CheckFixtures.animation("web/d.png"),
    ]
    let report = check.evaluate(records)
    #expect(report.cases.map { "\($0.path)|\($0.rule ?? "")|\($0.outcome.rawValue)" } == [
      "clips/b.mov|media|failed", "photos/a.jpg|media|passed", "photos/a.jpg|photos|failed",
    ])
    #expect(report.summary.line == "check: 4 files, 0 passed, 2 failed, 2 violations, 2 uncovered")
  }

  @Test("fail closed: an unreadable file is a finding, covered by a rule or not, unless allowed")
  func unreadableFailsClosed() throws {
    let lenient = try PolicyCheck(policy: CheckFixtures.policy(#"{"rules": [{"paths": "web/**", "maxFileSize": 1}]}"#))
    let report = lenient.evaluate([CheckFixtures.unreadable("a.jpg"), CheckFixtures.photo("b.jpg")])
    #expect(!report.ok)
    #expect(report.findings.map(\.kind) == [.unreadable])
    #expect(report.findings.first?.path == "a.jpg")
    #expect(report.findings.first?.message.contains("permissionDenied: Permission denied") == true)
    #expect(report.summary.line == "check: 2 files, 0 passed, 0 failed, 0 violations, 1 uncovered, 1 unreadable")
    #expect(report.cases.map(\.outcome) == [.unreadable])
  }

  @Test("with unreadable files allowed, one is judged by noErrors alone")
  func unreadableAllowed() throws {
    let lenient = try PolicyCheck(policy: CheckFixtures.policy(#"{"rules": [{"mediaTypes": ["image"], "maxFileSize": 1}]}"#))
    let allowed = lenient.evaluate([CheckFixtures.unreadable()], allowUnreadable: true)
    #expect(allowed.ok)
    #expect(allowed.summary.line.hasSuffix(", 1 unreadable (allowed)"))
    let strict = try PolicyCheck(policy: CheckFixtures.policy(#"{"rules": [{"mediaTypes": ["image"], "noErrors": true}]}"#))
    let report = strict.evaluate([CheckFixtures.unreadable()], allowUnreadable: true)
    #expect(report.findings.map(\.check) == [.noErrors])
    #expect(report.findings.first?.message.contains("permissionDenied: Permission denied") == true)
  }

  @Test("bad policies are refused with the place and the reason")
  func invalidPolicies() throws {
    func failure(_ json: String) -> String {
      do {
        let policy = try CheckFixtures.policy(json)
        _ = try PolicyCheck(policy: policy, source: "p.yml")
        return "accepted"
      } catch let error as CheckInputError {
        return error.description
      } catch {
        return DecodingErrorText.describe(error)
      }
    }
    #expect(failure(#"{"rules": [{"maxFilesize": 1}]}"#).hasPrefix("rules[0]: unknown key 'maxFilesize' (did you mean 'maxFileSize'?)"))
    #expect(failure(#"{"rules": [], "version": 1}"#) == "rules: the policy has no rules")
    #expect(failure(#"{"rules": [{"noLocation": true}], "colour": "red"}"#) == "unknown key 'colour' (known keys: version, rules)")
    #expect(failure(#"{"version": 2, "rules": [{"noLocation": true}]}"#).hasPrefix("version: unsupported policy version 2"))
    #expect(failure(#"{"rules": [{"forbidSubtypes": ["screenshot"]}]}"#).hasPrefix("rules[0].forbidSubtypes: unknown subtype 'screenshot'"))
    #expect(failure(#"{"rules": [{"mediaTypes": ["picture"]}]}"#).hasPrefix("rules[0].mediaTypes: unknown media type 'picture'"))
    #expect(failure(#"{"rules": [{"maxFileSize": "big"}]}"#).hasPrefix("rules[0].maxFileSize: 'big' is not a size"))
    #expect(failure(#"{"rules": [{"maxPixelWidth": -1}]}"#) == "rules[0].maxPixelWidth: must not be negative")
    #expect(failure(#"{"rules": [{"paths": ""}]}"#).hasPrefix("rules[0].paths: invalid path pattern"))
    #expect(failure(#"{"rules": [{"utis": ["public.jpg"]}]}"#) == "p.yml: rules[0] (**): unknown UTI 'public.jpg'")
    #expect(failure(#"{"rules": [{"utis": ["public.image", "public.item"]}]}"#) == "accepted")
  }
}

extension Classification {
  /// The record with another bit rate.
  fileprivate func withBitRate(_ rate: Int) -> Classification {
    var copy = self
    copy.technical.bitRate = rate
    return copy
  }
}
