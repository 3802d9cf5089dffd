import CommandKitAudit
import CommandKitLite
import Foundation
import Testing

/// Known-bug recall (SPEC §20, "a second corpus"; issue 25, item 4): shortcut bugs that
/// users reported on public issue trackers, each as a scene file written by hand from the
/// app's files at the buggy commit, with the finding the audit must give for it
/// (`Tests/Data/KnownBugs/bugs.json`; how the bugs were chosen: the folder's README).
///
/// A bug the audit misses today carries `"knownIssue"` in the manifest, with the reason
/// and the rule that would catch it; its test then runs under `withKnownIssue`, which
/// fails as soon as the audit finds it, so that the marker is removed.
@Suite("Known-bug recall")
struct KnownBugRecallTests {
  static let directory = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("Data/KnownBugs")

  /// The manifest: `bugs.json`.
  struct Manifest: Decodable {
    let bugs: [KnownBug]
  }

  /// One reported bug: where it was reported, the commits, and the finding it must give.
  struct KnownBug: Decodable, Sendable, CustomTestStringConvertible {
    let id: String
    let scene: String
    let link: String
    let report: String
    let repository: String
    let buggyCommit: String
    let fixCommit: String?
    let description: String
    let expected: ExpectedFinding
    /// Why today's audit misses it, and which rule would catch it; `nil` when it is found.
    let knownIssue: String?

    var testDescription: String { id }
  }

  /// What identifies the finding a bug must give. Every field given must hold.
  struct ExpectedFinding: Decodable, Sendable {
    /// The finding's kind, or one merged into it (`related`, SPEC §20: one defect, one
    /// finding).
    let kind: String
    /// The least severity: `warning` is met by a warning or an error.
    let severity: String
    /// The shortcut, in any spelling the parser reads.
    let shortcut: String?
    /// Command ids the finding must name (among others).
    let commands: [String]?
    /// Witness contexts (`template/node`) the finding must list (among others).
    let contexts: [String]?
    /// Words the message must contain: the control's title, the missing items' ids.
    let mentions: [String]?
  }

  static func manifest() throws -> Manifest {
    let data = try Data(contentsOf: directory.appendingPathComponent("bugs.json"))
    return try JSONDecoder().decode(Manifest.self, from: data)
  }

  /// The bugs, read when the tests are listed; a manifest that does not decode leaves this
  /// empty, and `manifestDescribesEveryBug` reports why.
  static let bugs: [KnownBug] = (try? manifest().bugs) ?? []

  /// The findings of the bug's scene file, on the platform the file names.
  static func findings(of bug: KnownBug) throws -> [Finding] {
    let loaded = try SceneFile.load(contentsOf: directory.appendingPathComponent(bug.scene))
    return loaded.app.audit().findings
  }

  /// Why `finding` is not the expected one, or `nil` when it is.
  static func mismatch(_ finding: Finding, _ expected: ExpectedFinding) -> String? {
    let kinds = [finding.kind.rawValue] + finding.related.map(\.rawValue)
    guard kinds.contains(expected.kind) else { return "kind \(kinds)" }
    guard let least = Severity(rawValue: expected.severity), finding.severity <= least else {
      return "severity \(finding.severity)"
    }
    if let text = expected.shortcut {
      let canonical = (try? KeyboardShortcut(parsing: text))?.description ?? text
      guard finding.shortcutDescription == canonical else {
        return "shortcut \(finding.shortcutDescription ?? "none")"
      }
    }
    let missingCommands = (expected.commands ?? []).filter { !finding.commands.contains($0) }
    guard missingCommands.isEmpty else { return "commands lack \(missingCommands)" }
    let missingContexts = (expected.contexts ?? []).filter { !finding.contexts.contains($0) }
    guard missingContexts.isEmpty else { return "contexts lack \(missingContexts)" }
    let missingWords = (expected.mentions ?? []).filter { !finding.message.contains($0) }
    guard missingWords.isEmpty else { return "message lacks \(missingWords)" }
    return nil
  }

  /// Whether the audit of the bug's scene file gives the expected finding.
  static func isReported(_ bug: KnownBug) throws -> Bool {
    try findings(of: bug).contains { mismatch($0, bug.expected) == nil }
  }

  @Test("The manifest lists at least 10 bugs, each with its link, commits and scene file")
  func manifestDescribesEveryBug() throws {
    let bugs = try Self.manifest().bugs
    #expect(bugs.count >= 10, "issue 25 asks for at least 10 known bugs")
    #expect(Set(bugs.map(\.id)).count == bugs.count, "bug ids are unique")
    let sceneFiles = try FileManager.default.contentsOfDirectory(atPath: Self.directory.path)
      .filter { $0.hasSuffix(".json") && $0 != "bugs.json" }
    #expect(Set(sceneFiles) == Set(bugs.map(\.scene)), "every scene file is in the manifest")
    for bug in bugs {
      #expect(bug.link.hasPrefix("https://github.com/\(bug.repository)/"), "\(bug.id)")
      #expect(["issue", "pull request"].contains(bug.report), "\(bug.id)")
      #expect(bug.buggyCommit.count == 40, "\(bug.id): the buggy commit in full")
      #expect(bug.fixCommit.map { $0.count == 40 } ?? true, "\(bug.id): the fix commit in full")
      #expect(!bug.description.isEmpty, "\(bug.id)")
      #expect(Finding.Kind(rawValue: bug.expected.kind) != nil, "\(bug.id): a finding kind")
      let severity = Severity(rawValue: bug.expected.severity)
      #expect(severity == .warning || severity == .error, "\(bug.id): at least a warning")
      if let shortcut = bug.expected.shortcut {
        // Canonical, as the audit's JSON writes it: Scripts/knownbugs/import-recall.py
        // compares the text.
        let parsed = try? KeyboardShortcut(parsing: shortcut)
        #expect(parsed?.description == shortcut, "\(bug.id): \(shortcut) is canonical")
      }
      #expect(bug.knownIssue.map { !$0.isEmpty } ?? true, "\(bug.id): a known issue says why")

      // The scene file says where it came from, as the manifest does.
      let data = try Data(contentsOf: Self.directory.appendingPathComponent(bug.scene))
      let scene = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
      let origin = try #require(scene["origin"] as? [String: Any], "\(bug.id): origin")
      #expect(origin["repository"] as? String == bug.repository, "\(bug.id)")
      #expect(origin["issue"] as? String == bug.link, "\(bug.id)")
      #expect(origin["commit"] as? String == bug.buggyCommit, "\(bug.id)")
      #expect(origin["fixCommit"] as? String == bug.fixCommit, "\(bug.id)")
      #expect((origin["paths"] as? [String])?.isEmpty == false, "\(bug.id): files read")
      #expect((origin["read"] as? [String])?.isEmpty == false, "\(bug.id): lines read")
    }
  }

  @Test("The audit reports each known bug", arguments: bugs)
  func auditReportsKnownBug(_ bug: KnownBug) throws {
    let findings = try Self.findings(of: bug)
    let found = findings.contains { Self.mismatch($0, bug.expected) == nil }
    // On a miss, the findings of the expected kind and why each is not the one.
    let near = findings.filter { $0.kind.rawValue == bug.expected.kind }
      .map { "\($0.line) (\(Self.mismatch($0, bug.expected) ?? "matches"))" }
    let kind = bug.expected.kind
    let comment = Comment(
      rawValue: "\(bug.id) (\(bug.link)): no \(kind) finding as expected; \(kind) findings: \(near)"
    )
    if let reason = bug.knownIssue {
      withKnownIssue(Comment(rawValue: reason)) {
        #expect(found, comment)
      }
    } else {
      #expect(found, comment)
    }
  }

  @Test("Recall: every known bug not marked as a known issue is found")
  func recall() throws {
    let bugs = try Self.manifest().bugs
    var found: [String] = []
    var missed: [String] = []
    for bug in bugs {
      if try Self.isReported(bug) { found.append(bug.id) } else { missed.append(bug.id) }
    }
    let recall = bugs.isEmpty ? 0 : Double(found.count) / Double(bugs.count)
    print(
      "known-bug recall: \(found.count) of \(bugs.count) found (\(recall)); missed: \(missed)")
    let marked = Set(bugs.filter { $0.knownIssue != nil }.map(\.id))
    #expect(Set(missed) == marked, "missed bugs are exactly those marked as known issues")
  }
}
