import CommandKitAudit
import CommandKitLite
import Foundation
import Testing

/// The audit's output formats (SPEC §23): every finding kind, from the example scene files,
/// checked in text, JSON, SARIF, GitHub annotations and compiler lines.
@Suite("Audit output formats")
struct AuditFormatTests {
  static let examples = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .appendingPathComponent("../../Examples/Audit").standardized

  /// The three example files together show every kind (`fallback-only` needs swiftui; the
  /// layout kinds need layouts, SPEC §21: layouts.json is audited on de and fr).
  static let reports: [(file: String, report: AuditReport)] = {
    ["conflicts.json", "swiftui-fallback.json", "layouts.json"].compactMap { name in
      let url = examples.appendingPathComponent(name)
      guard let data = FileManager.default.contents(atPath: url.path),
        let scene = try? SceneFile.decode([UInt8](data), file: name)
      else { return nil }
      let layouts = name == "layouts.json" ? ["de", "fr"].compactMap(KeyboardLayout.named) : []
      return (name, scene.app.audit(layouts: layouts))
    }
  }()

  /// The kinds a scene file can show: all but `unresolved`, a name that points at nothing,
  /// which a scene file cannot have (the loader refuses it; only an app built in Swift has
  /// it, see UnresolvedReferenceRuleTests).
  static let exampleKinds = Finding.Kind.allCases.filter { $0 != .unresolved }

  static func example(of kind: Finding.Kind) throws -> (
    file: String, report: AuditReport, finding: Finding
  ) {
    for (file, report) in reports {
      if let finding = report.findings.first(where: { $0.kind == kind }) {
        return (file, report, finding)
      }
    }
    Issue.record("no example file shows a \(kind) finding: add one to Examples/Audit")
    throw CancellationError()
  }

  @Test("Every kind has a finding in the examples, with a position in its file")
  func everyKindHasAPositionedExample() throws {
    #expect(Self.reports.count == 3)
    for kind in Self.exampleKinds {
      let (file, _, finding) = try Self.example(of: kind)
      let source = try #require(finding.source, "\(kind) has no source")
      #expect(source.file == file)
      #expect(source.line > 1 && source.column > 1)
    }
  }

  @Test("text and gcc lines start with file:line:col", arguments: exampleKinds)
  func textAndCompilerLines(kind: Finding.Kind) throws {
    let (file, report, finding) = try Self.example(of: kind)
    let source = try #require(finding.source)
    let text = report.formatted(.text, file: file, platform: .macOS)
    // Merged kinds follow the kind: `[steals-text-key, also reserved]` (SPEC §20).
    let also = finding.related.isEmpty ? "" : ", also "
    #expect(text.contains("\(source): \(finding.severity): [\(kind)\(also)"))
    let gcc = report.formatted(.gcc, file: file, platform: .macOS).split(separator: "\n")
    let word = finding.severity == .info ? "note" : finding.severity.rawValue
    #expect(gcc.contains { $0 == "\(source): \(word): \(finding.message) [\(kind)]" })
    #expect(gcc.count == report.findings.count)
  }

  @Test("JSON findings carry source {file, line, column}", arguments: exampleKinds)
  func jsonSource(kind: Finding.Kind) throws {
    let (file, report, finding) = try Self.example(of: kind)
    let source = try #require(finding.source)
    let json = try JSONParser().parse(report.formatted(.json, file: file, platform: .macOS))
    let findings = try #require(json.objectValue?["findings"]?.arrayValue)
    #expect(
      findings.contains {
        $0.objectValue?["kind"] == .string(kind.rawValue)
          && $0.objectValue?["source"]
            == [
              "file": .string(source.file), "line": .number(Double(source.line)),
              "column": .number(Double(source.column)),
            ]
      })
  }

  @Test("SARIF has the kind's rule and a result at the shortcut", arguments: exampleKinds)
  func sarifResult(kind: Finding.Kind) throws {
    let (file, report, finding) = try Self.example(of: kind)
    let source = try #require(finding.source)
    let log = try JSONParser().parse(report.formatted(.sarif, file: file, platform: .macOS))
    #expect(log.objectValue?["version"] == "2.1.0")
    let run = try #require(log.objectValue?["runs"]?.arrayValue?.first?.objectValue)
    let rules = try #require(
      run["tool"]?.objectValue?["driver"]?.objectValue?["rules"]?.arrayValue)
    #expect(
      rules.compactMap { $0.objectValue?["id"] }
        == Finding.Kind.allCases.map { .string($0.rawValue) })
    let rule = try #require(rules.first { $0.objectValue?["id"] == .string(kind.rawValue) })
    #expect(rule.objectValue?["help"] == ["text": .string(kind.help)])
    #expect(rule.objectValue?["shortDescription"] == ["text": .string(kind.summary)])
    let results = try #require(run["results"]?.arrayValue)
    #expect(results.count == report.findings.count)
    let expected: JSONValue = [
      "physicalLocation": [
        "artifactLocation": ["uri": .string(source.file)],
        "region": [
          "startLine": .number(Double(source.line)), "startColumn": .number(Double(source.column)),
        ],
      ]
    ]
    #expect(
      results.contains {
        $0.objectValue?["ruleId"] == .string(kind.rawValue)
          && $0.objectValue?["level"] == .string(finding.severity.sarifLevel)
          && $0.objectValue?["message"] == ["text": .string(finding.message)]
          && $0.objectValue?["locations"] == [expected]
      })
  }

  @Test(
    "GitHub annotations are ::severity file=F,line=L,col=C::message",
    arguments: exampleKinds)
  func githubAnnotation(kind: Finding.Kind) throws {
    let (file, report, finding) = try Self.example(of: kind)
    let source = try #require(finding.source)
    let lines = report.formatted(.github, file: file, platform: .macOS).split(separator: "\n")
    let command = GitHubAnnotations.command(for: finding.severity)
    let expected =
      "::\(command) file=\(source.file),line=\(source.line),col=\(source.column)::"
      + finding.message
    #expect(lines.contains { $0 == expected })
  }

  @Test("A conflict's other commands are SARIF relatedLocations at their own shortcuts")
  func sarifRelatedLocations() throws {
    let (file, report, finding) = try Self.example(of: .ambiguous)
    #expect(finding.commands.count >= 2)
    #expect(finding.relatedSources.map(\.command) == Array(finding.commands.dropFirst()))
    #expect(!finding.relatedSources.contains { $0.source == finding.source })
    let log = try JSONParser().parse(report.formatted(.sarif, file: file, platform: .macOS))
    let results = log.objectValue?["runs"]?.arrayValue?.first?.objectValue?["results"]?.arrayValue
    let result = try #require(
      results?.first {
        $0.objectValue?["ruleId"] == .string("ambiguous")
          && $0.objectValue?["message"]?.objectValue?["text"] == .string(finding.message)
      })
    let related = try #require(result.objectValue?["relatedLocations"]?.arrayValue)
    #expect(related.count == finding.relatedSources.count)
    for (index, (location, expected)) in zip(related, finding.relatedSources).enumerated() {
      #expect(location.objectValue?["id"] == .number(Double(index + 1)))
      let region = location.objectValue?["physicalLocation"]?.objectValue?["region"]?.objectValue
      #expect(region?["startLine"] == .number(Double(expected.source.line)))
      #expect(region?["startColumn"] == .number(Double(expected.source.column)))
      #expect(
        location.objectValue?["message"]?.objectValue?["text"]
          == .string("\(expected.command) is bound here"))
    }
    // A finding about one command has none.
    let (single, singleReport, one) = try Self.example(of: .reserved)
    #expect(one.relatedSources.isEmpty)
    let singleLog = try JSONParser().parse(
      singleReport.formatted(.sarif, file: single, platform: .macOS))
    let singleResults =
      singleLog.objectValue?["runs"]?.arrayValue?.first?.objectValue?["results"]?.arrayValue ?? []
    #expect(
      singleResults.contains {
        $0.objectValue?["ruleId"] == .string("reserved")
          && $0.objectValue?["relatedLocations"] == nil
      })
  }

  @Test("Each platform's SARIF run has its own category")
  func sarifCategoryPerPlatform() throws {
    let report = try #require(Self.reports.first).report
    let categories = try [Platform.macOS, .iPadOS].map { platform in
      let log = try JSONParser().parse(report.formatted(.sarif, file: "a.json", platform: platform))
      return log.objectValue?["runs"]?.arrayValue?.first?.objectValue?["automationDetails"]
    }
    #expect(categories == [["id": "cmdshell-audit/macOS/"], ["id": "cmdshell-audit/iPadOS/"]])
  }

  static func findings(_ count: Int, _ severity: Severity) -> [Finding] {
    (0..<count).map { index in
      Finding(
        kind: .duplicate, severity: severity, commands: ["c\(index)"],
        message: "problem \(index)",
        source: SourceLocation(file: "f.json", line: index + 2, column: 3))
    }
  }

  @Test(
    "GitHub: after 10 annotations of a type, the rest are plain lines under a summary",
    arguments: [(12, Severity.error), (11, .warning), (10, .info)])
  func githubLimit(count: Int, severity: Severity) {
    let report = AuditReport(findings: Self.findings(count, severity) + Self.findings(3, .warning))
    let lines = GitHubAnnotations(report: report, file: "f.json").lines
    let command = GitHubAnnotations.command(for: severity)
    let annotated = lines.count(where: { $0.hasPrefix("::\(command) ") })
    let expectedAnnotated = severity == .warning ? 10 : min(count, 10)
    #expect(annotated == expectedAnnotated)
    let total = severity == .warning ? count + 3 : count
    let summaries = lines.filter { $0.hasPrefix("cmdshell-audit: ") }
    if total > 10 {
      #expect(summaries == [summaries.first].compactMap(\.self))
      #expect(summaries.first?.contains("\(total - 10) more \(command)") == true)
      #expect(lines.suffix(total - 10).allSatisfy { $0.hasPrefix("f.json:") })
    } else {
      #expect(summaries.isEmpty)
    }
  }

  @Test("GitHub: messages and properties are escaped as the Actions toolkit does")
  func githubEscaping() {
    let finding = Finding(
      kind: .invalid, severity: .error, shortcutText: "cmd+,", message: "100% bad\nreally",
      source: SourceLocation(file: "dir, x/a:b.json", line: 2, column: 5))
    let lines = GitHubAnnotations(report: AuditReport(findings: [finding]), file: "x").lines
    #expect(
      lines == [
        "::error file=dir%2C x/a%3Ab.json,line=2,col=5::100%25 bad%0Areally"
      ])
  }

  @Test("A finding without a source names the audited file in every format")
  func noSourceFallsBackToFile() throws {
    let finding = Finding(kind: .unreachable, severity: .warning, message: "m")
    let report = AuditReport(findings: [finding])
    #expect(
      report.formatted(.gcc, file: "s.json", platform: .macOS) == "s.json: warning: m [unreachable]"
    )
    #expect(
      report.formatted(.github, file: "s.json", platform: .macOS)
        == "::warning file=s.json::m")
    let log = try JSONParser().parse(
      report.formatted(.sarif, file: "my app/s.json", platform: .iOS))
    let location = log.objectValue?["runs"]?.arrayValue?.first?.objectValue?["results"]?
      .arrayValue?.first?.objectValue?["locations"]
    #expect(
      location
        == [
          [
            "physicalLocation": [
              "artifactLocation": ["uri": "my%20app/s.json"], "region": ["startLine": 1],
            ]
          ]
        ])
  }

  @Test("Every kind has its own explanation and help", arguments: Finding.Kind.allCases)
  func kindTexts(kind: Finding.Kind) {
    #expect(!kind.help.isEmpty && kind.help != kind.summary)
    #expect(kind.explanation.count > kind.summary.count)
  }
}
