import Foundation
import Testing

@testable import CommandKitLite
@testable import cmdshell

/// Hostile lines and the shell fuzzer's kept inputs (`Fuzz/regressions/shellline/`,
/// `Fuzz/seeds/shellline/`), run as `Fuzz/Targets/shellline.swift` runs them: one session
/// on the demo app, line by line, skipping the verbs that touch files.
@Suite struct ShellFuzzRegressionTests {
  static let fuzzDirectory = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("Fuzz")

  static var inputs: [String] {
    ["regressions", "seeds"].flatMap { folder -> [String] in
      let directory = fuzzDirectory.appendingPathComponent(folder).appendingPathComponent(
        "shellline")
      let names = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
      return names.filter { !$0.hasPrefix(".") && $0 != "README.md" }.sorted()
        .map { directory.appendingPathComponent($0).path }
    }
  }

  static func run(_ text: String) {
    var session = ShellSession(app: DemoApp.make())
    for line in text.split(separator: "\n", omittingEmptySubsequences: false).prefix(64) {
      let line = String(line)
      if let verb = (try? Tokenizer.tokenize(line))?.first?.text,
        ["load", "save", "restore"].contains(verb.lowercased())
      {
        continue
      }
      let before = session.app.windows.map(\.id)
      guard let reply = session.run(line) else { continue }
      if reply.quit { break }
      // Failure messages quote at most the line's start: kept inputs can be very long.
      let quoted = line.count > 120 ? "\(line.prefix(120))… (\(line.count) characters)" : line
      if reply.error != nil { #expect(session.app.windows.map(\.id) == before, "\(quoted)") }
      // The app keeps its invariants after every line, refused or not.
      let violations = session.app.invariantViolations()
      #expect(violations.isEmpty, "after \(quoted): \(violations)")
    }
  }

  @Test("Kept shell inputs run without crashing, keeping the app's invariants", arguments: inputs)
  func keptInputs(_ path: String) throws {
    let data = try Data(contentsOf: URL(fileURLWithPath: path))
    Self.run(String(decoding: data, as: UTF8.self))
  }

  /// A hostile line, named in the test output by its shape: Swift Testing prints every
  /// argument, and the line itself runs to 100,000 characters.
  struct HostileLine: Sendable, CustomTestStringConvertible {
    let name: String
    let line: String
    var testDescription: String { name }
  }

  @Test(
    "Hostile lines are refused with an error, never a crash",
    arguments: [
      HostileLine(name: "100,001 quotes", line: String(repeating: "\"", count: 100_001)),
      HostileLine(name: "press 100,000 ⌘", line: "press " + String(repeating: "⌘", count: 100_000)),
      HostileLine(name: "press 100,000 x", line: "press " + String(repeating: "x", count: 100_000)),
      HostileLine(
        name: "set a value of 100,000 [",
        line: "set w1/list k " + String(repeating: "[", count: 100_000)),
      HostileLine(name: "focus 10,000 /", line: "focus " + String(repeating: "/", count: 10_000)),
      HostileLine(name: "open 50,000 é", line: "open " + String(repeating: "é", count: 50_000)),
      HostileLine(
        name: "select 20,000 items",
        line: "select w1/list " + String(repeating: "zz ", count: 20_000)),
    ])
  func hostileLine(_ hostile: HostileLine) {
    var session = ShellSession(app: DemoApp.make())
    let reply = session.run(hostile.line)
    #expect(reply?.error != nil)
  }

  @Test("A 1 MB line with an unterminated quote is a tokenizer error")
  func unterminatedQuote() {
    #expect(throws: ShellError.self) {
      try Tokenizer.tokenize("press \"" + String(repeating: "a", count: 1_000_000))
    }
  }
}
