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
      if reply.error != nil { #expect(session.app.windows.map(\.id) == before, "\(line)") }
      // The app keeps its invariants after every line, refused or not.
      let violations = session.app.invariantViolations()
      #expect(violations.isEmpty, "after \(line): \(violations)")
    }
  }

  @Test("Kept shell inputs run without crashing, keeping the app's invariants", arguments: inputs)
  func keptInputs(_ path: String) throws {
    let data = try Data(contentsOf: URL(fileURLWithPath: path))
    Self.run(String(decoding: data, as: UTF8.self))
  }

  @Test(
    "Hostile lines are refused with an error, never a crash",
    arguments: [
      String(repeating: "\"", count: 100_001),
      "press " + String(repeating: "⌘", count: 100_000),
      "press " + String(repeating: "x", count: 100_000),
      "set w1/list k " + String(repeating: "[", count: 100_000),
      "focus " + String(repeating: "/", count: 10_000),
      "open " + String(repeating: "é", count: 50_000),
      "select w1/list " + String(repeating: "zz ", count: 20_000),
    ])
  func hostileLine(_ line: String) {
    var session = ShellSession(app: DemoApp.make())
    let reply = session.run(line)
    #expect(reply?.error != nil)
  }

  @Test("A 1 MB line with an unterminated quote is a tokenizer error")
  func unterminatedQuote() {
    #expect(throws: ShellError.self) {
      try Tokenizer.tokenize("press \"" + String(repeating: "a", count: 1_000_000))
    }
  }
}
