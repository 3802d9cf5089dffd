import CommandKitLite
import Foundation
import Testing

@testable import cmdshell

/// Runs scripts through the shell in `--json` mode and compares each line's object with a
/// transcript: every field the transcript shows must match; extra fields may differ, and
/// so may message texts and the texts of `why` steps (SPEC §10).
@Suite struct TranscriptTests {
  static let directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .appendingPathComponent("Transcripts")

  static func pairs(_ transcript: String) -> [(line: String, expected: String)] {
    var pairs: [(String, String)] = []
    var pending: String?
    for line in transcript.split(separator: "\n").map(String.init) {
      if line.hasPrefix("#") || line.isEmpty { continue }
      if line.hasPrefix("> ") {
        pending = String(line.dropFirst(2))
      } else if let input = pending {
        pairs.append((input, line))
        pending = nil
      }
    }
    return pairs
  }

  /// Whether `actual` has every field of `expected` with the same value, ignoring free texts.
  static func matches(_ expected: JSONValue, _ actual: JSONValue, key: String = "") -> Bool {
    if key == "message" || key == "result" { return true }
    switch (expected, actual) {
    case (.object(let e), .object(let a)):
      return e.allSatisfy { member in
        a[member.key].map { matches(member.value, $0, key: member.key) } ?? false
      }
    case (.array(let e), .array(let a)):
      return e.count == a.count && zip(e, a).allSatisfy { matches($0, $1) }
    default:
      return expected == actual
    }
  }

  @Test("notes.script gives the shared transcript, line by line", arguments: ["notes"])
  func transcript(name: String) throws {
    let transcript = try String(
      contentsOf: Self.directory.appendingPathComponent("\(name).transcript"), encoding: .utf8)
    var session = ShellSession(app: App(name: "empty"))
    session.searchDirectories = [Self.directory.path]
    let pairs = Self.pairs(transcript)
    #expect(pairs.count == 19)
    for (line, expectedText) in pairs {
      let result = session.run(line)
      let reply = try #require(result, "no reply to \(line)")
      let expected = try JSONParser().parse(expectedText)
      #expect(
        Self.matches(expected, reply.json),
        "\(line)\nexpected \(expectedText)\nactual   \(reply.json)")
    }
  }

  @Test("The transcript matcher rejects a wrong or missing field")
  func matcherCanFail() throws {
    let expected = try JSONParser().parse(
      #"{"ok": true, "outcome": "performed", "steps": [{"step": "a", "result": "x"}]}"#)
    #expect(
      Self.matches(
        expected,
        try JSONParser().parse(
          #"{"ok": true, "outcome": "performed", "extra": 1, "steps": [{"step": "a", "result": "y"}]}"#
        )))
    #expect(
      !Self.matches(
        expected,
        try JSONParser().parse(
          #"{"ok": true, "outcome": "local", "steps": [{"step": "a", "result": "x"}]}"#)))
    #expect(
      !Self.matches(
        expected, try JSONParser().parse(#"{"ok": true, "steps": [{"step": "a", "result": "x"}]}"#))
    )
    #expect(
      !Self.matches(
        expected, try JSONParser().parse(#"{"ok": true, "outcome": "performed", "steps": []}"#)))
  }
}
