import MediaKind

/// Writes a ``CheckReport`` as JUnit XML, which CI systems show as test results: one
/// `<testsuite>`, one `<testcase>` per case (per file for expected-file checks, per file and
/// rule for policy checks), a `<failure>` in each failing case carrying every finding.
///
/// ```xml
/// <testsuites name="classify check" tests="2" failures="1" errors="0">
///   <testsuite name="classify check --expect expected.jsonl" tests="2" failures="1" errors="0" skipped="0">
///     <testcase classname="expect" name="a.gif"/>
///     <testcase classname="expect" name="b/one.png">
///       <failure type="mismatch" message="b/one.png: pixelWidth: expected 4, actual 8">...</failure>
///     </testcase>
/// ```
/// Text is escaped, and characters XML 1.0 forbids (control characters in odd file names)
/// are written as `\u{1}`, so the document is always well-formed.
public enum JUnitReport {
  /// The XML document for `report`; `suiteName` names the test suite.
  public static func render(_ report: CheckReport, suiteName: String) -> String {
    let tests = report.cases.count
    let failures = report.cases.filter { !$0.passed }.count
    var xml = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
    xml += "<testsuites name=\"classify check\" tests=\"\(tests)\" failures=\"\(failures)\" errors=\"0\">\n"
    xml += "  <testsuite name=\"\(attribute(suiteName))\" tests=\"\(tests)\" failures=\"\(failures)\" errors=\"0\" skipped=\"0\">\n"
    xml += "    <properties>\n"
    xml += "      <property name=\"summary\" value=\"\(attribute(report.summary.line))\"/>\n"
    xml += "    </properties>\n"
    for testCase in report.cases {
      let classname = testCase.rule ?? report.kind.rawValue
      let open = "    <testcase classname=\"\(attribute(classname))\" name=\"\(attribute(testCase.path))\""
      guard !testCase.passed else {
        xml += open + "/>\n"
        continue
      }
      let findings = testCase.findings
      let message: String
      if findings.count == 1, let only = findings.first {
        message = only.message
      } else {
        let what = findings.compactMap { $0.field?.rawValue ?? $0.check?.rawValue }
        let noun = report.kind == .policy ? "violations" : "mismatched fields"
        message = "\(testCase.path): \(findings.count) \(noun): \(what.joined(separator: ", "))"
      }
      let type = findings.first?.kind.rawValue ?? testCase.outcome.rawValue
      let body = findings.map(\.message).joined(separator: "\n")
      xml += open + ">\n"
      xml += "      <failure type=\"\(attribute(type))\" message=\"\(attribute(message))\">\(text(body))</failure>\n"
      xml += "    </testcase>\n"
    }
    xml += "  </testsuite>\n"
    xml += "</testsuites>\n"
    return xml
  }

  /// Escapes character data.
  static func text(_ s: String) -> String { escape(s, attribute: false) }

  /// Escapes an attribute value (quotes and line breaks too, which attribute-value
  /// normalisation would otherwise turn into spaces).
  static func attribute(_ s: String) -> String { escape(s, attribute: true) }

  private static func escape(_ s: String, attribute: Bool) -> String {
    var out = ""
    out.reserveCapacity(s.utf8.count)
    for scalar in s.unicodeScalars {
      switch scalar {
      case "&": out += "&amp;"
      case "<": out += "&lt;"
      case ">": out += "&gt;"
      case "\"" where attribute: out += "&quot;"
      case "'" where attribute: out += "&apos;"
      case "\n" where attribute: out += "&#10;"
      case "\r": out += "&#13;"
      case "\t" where attribute: out += "&#9;"
      case "\n", "\t": out.unicodeScalars.append(scalar)
      default:
        if scalar.value < 0x20 || scalar.value == 0xFFFE || scalar.value == 0xFFFF {
          out += "\\u{\(String(scalar.value, radix: 16))}"
        } else {
          out.unicodeScalars.append(scalar)
        }
      }
    }
    return out
  }
}
