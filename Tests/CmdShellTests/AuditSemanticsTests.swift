import CommandKitLite
import Foundation
import Testing

@testable import cmdshell

/// `--semantics` on `cmdshell audit` and on the in-session `audit` verb (SPEC §18): the
/// file's own semantics by default, `fallback-only` only under `swiftui`.
@Suite struct AuditSemanticsTests {
  static let file = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("Examples/Audit/swiftui-fallback.json")

  @Test(
    "cmdshell audit: the file's semantics unless --semantics says otherwise",
    arguments: [
      ([String](), true), (["--semantics", "platform"], false),
      (["--semantics", "swiftui"], true),
    ])
  func commandLine(_ extra: [String], _ fallbackOnly: Bool) throws {
    let run = try ArgumentTests.run(["audit", Self.file.path, "--format", "json"] + extra)
    #expect(run.status == 1)
    #expect(run.stdout.contains("\"fallback-only\"") == fallbackOnly)
  }

  @Test("cmdshell audit: an unknown semantics exits 2 naming the choices")
  func unknownSemantics() throws {
    let run = try ArgumentTests.run(["audit", Self.file.path, "--semantics", "appkit"])
    #expect(run.status == 2)
    #expect(run.stderr.contains("unknown semantics 'appkit'; use one of platform, swiftui"))
  }

  @Test(
    "The audit verb takes --semantics too",
    arguments: [
      ("audit", true), ("audit --semantics platform", false),
      ("audit --platform iPadOS --semantics swiftui", true),
    ])
  func sessionVerb(_ line: String, _ fallbackOnly: Bool) throws {
    var session = ShellSession(app: try SceneFile.load(contentsOf: Self.file).app)
    let answer = session.run(line)
    let reply = try #require(answer)
    let findings = try #require(reply.json.objectValue?["findings"]?.arrayValue)
    let kinds = findings.compactMap { $0.objectValue?["kind"]?.stringValue }
    #expect(kinds.contains("fallback-only") == fallbackOnly)
  }

  @Test("The audit verb rejects an unknown semantics")
  func sessionVerbRejects() throws {
    var session = ShellSession(app: try SceneFile.load(contentsOf: Self.file).app)
    let answer = session.run("audit --semantics appkit")
    let reply = try #require(answer)
    #expect(reply.json.objectValue?["ok"] == false)
  }
}
