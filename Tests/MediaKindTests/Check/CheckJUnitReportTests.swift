import Foundation
import Testing

@testable import MediaKind
@testable import MediaKindCheck

#if canImport(FoundationXML)
  import FoundationXML
#endif

@Suite("Check: JUnit XML")
struct CheckJUnitReportTests {
  static func document(_ xml: String) throws -> XMLDocument {
    try XMLDocument(data: Data(xml.utf8), options: [])
  }

  @Test("one testcase per file; failures counted; findings in the failure")
  func expectationReport() throws {
    let file = ExpectationFile(recording: [CheckFixtures.photo(), CheckFixtures.movie()])
    var movie = CheckFixtures.movie()
    movie.pixelWidth = 1
    movie.fileSize = 2
    let report = ExpectationCheck(expected: file).compare([movie, CheckFixtures.animation()])
    let doc = try Self.document(JUnitReport.render(report, suiteName: "suite"))
    let suite = try #require(try doc.nodes(forXPath: "/testsuites/testsuite").first as? XMLElement)
    #expect(suite.attribute(forName: "tests")?.stringValue == "3")
    #expect(suite.attribute(forName: "failures")?.stringValue == "3")
    #expect(suite.attribute(forName: "name")?.stringValue == "suite")
    let cases = try doc.nodes(forXPath: "//testcase").compactMap { $0 as? XMLElement }
    #expect(cases.map { $0.attribute(forName: "name")?.stringValue ?? "" } == ["clips/b.mov", "photos/a.jpg", "web/anim.png"])
    let failures = try doc.nodes(forXPath: "//testcase/failure").compactMap { $0 as? XMLElement }
    #expect(failures.map { $0.attribute(forName: "type")?.stringValue ?? "" } == ["mismatch", "missing", "unexpected"])
    #expect(failures[0].attribute(forName: "message")?.stringValue == "clips/b.mov: 2 mismatched fields: pixelWidth, fileSize")
    #expect(failures[0].stringValue?.contains("clips/b.mov: fileSize: expected 9000000, actual 2") == true)
  }

  @Test("policy reports have one testcase per file and rule; passing cases have no failure")
  func policyReport() throws {
    let policy = try CheckFixtures.policy(
      #"{"rules": [{"name": "all", "noLocation": true}, {"name": "images", "paths": "**/*.{jpg,png}", "animated": false}]}"#)
    let report = try PolicyCheck(policy: policy).evaluate([CheckFixtures.photo(), CheckFixtures.animation(), CheckFixtures.movie()])
    let doc = try Self.document(JUnitReport.render(report, suiteName: "policy"))
    let cases = try doc.nodes(forXPath: "//testcase").compactMap { $0 as? XMLElement }
    #expect(cases.count == 5)
    #expect(try doc.nodes(forXPath: "//testcase[failure]").count == 2)
    #expect(try doc.nodes(forXPath: "//testcase[@classname='images'][@name='web/anim.png']/failure").count == 1)
    #expect(try doc.nodes(forXPath: "//testcase[@classname='all'][@name='photos/a.jpg']/failure").count == 1)
    let suite = try #require(try doc.nodes(forXPath: "//testsuite").first as? XMLElement)
    #expect(suite.attribute(forName: "failures")?.stringValue == "2")
  }

  @Test("markup and control characters in names are escaped into well-formed XML")
  func escaping() throws {
    let odd = "a <b> & \"c\" 'd'\n\u{1}e.png"
    let report = ExpectationCheck(expected: ExpectationFile(records: [])).compare([CheckFixtures.animation(odd)])
    let xml = JUnitReport.render(report, suiteName: "<&>")
    #expect(!xml.contains("\u{1}"))
    let doc = try Self.document(xml)
    let testCase = try #require(try doc.nodes(forXPath: "//testcase").first as? XMLElement)
    #expect(testCase.attribute(forName: "name")?.stringValue == "a <b> & \"c\" 'd'\n\\u{1}e.png")
    let suite = try #require(try doc.nodes(forXPath: "//testsuite").first as? XMLElement)
    #expect(suite.attribute(forName: "name")?.stringValue == "<&>")
  }
}
