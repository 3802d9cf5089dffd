import CommandKitLite
import Foundation
import Testing

@testable import cmdshell

/// Runs every transcript in README.md and compares it with the real output, byte for byte.
///
/// The README's convention: an HTML comment right before a fenced block marks it checked.
///
/// - `<!-- transcript: cmdshell -->` starts a new shell session on the built-in demo, in
///   text mode without colour. Lines starting with `> ` are input; the lines after one, up
///   to the next input, are what the shell prints for it (an error as `Error: …`).
/// - `<!-- transcript: cmdshell, continued -->` goes on in the session of the block before.
/// - `<!-- transcript: sh -->` runs each line starting with `$ ` with `sh -c` in the package
///   folder, `swift run cmdshell` standing for the built binary and `.build/` for a
///   temporary folder (the build folder may be elsewhere, and the test writes nothing into
///   the package); the lines after it, up to the next `$ `, are its standard output.
///
/// A fenced block with a line starting with `> ` or `$ ` and no marker fails the test, so a
/// new transcript cannot go unchecked.
@Suite struct ReadmeTranscriptTests {
  static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent()
  static let readme = root.appendingPathComponent("README.md")

  /// One README line: its 1-based line number and its text.
  struct Line: Equatable {
    var number: Int
    var text: String
  }

  enum Kind: Equatable {
    case session(continued: Bool)
    case shell
  }

  /// A marked fenced block: its kind and its lines, without the fences.
  struct Transcript {
    var kind: Kind
    var lines: [Line]
  }

  static let markers: [String: Kind] = [
    "<!-- transcript: cmdshell -->": .session(continued: false),
    "<!-- transcript: cmdshell, continued -->": .session(continued: true),
    "<!-- transcript: sh -->": .shell,
  ]

  /// The marked transcripts of `text`, and the problems: unknown markers, markers not
  /// followed by a fence, and unmarked blocks that look like transcripts.
  static func transcripts(_ text: String) -> (transcripts: [Transcript], problems: [String]) {
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false).enumerated()
      .map { Line(number: $0.offset + 1, text: String($0.element)) }
    var transcripts: [Transcript] = []
    var problems: [String] = []
    var pending: Kind?
    var index = 0
    while index < lines.count {
      let line = lines[index]
      let trimmed = line.text.trimmingCharacters(in: .whitespaces)
      if trimmed.hasPrefix("<!-- transcript") {
        if let kind = markers[trimmed] {
          pending = kind
        } else {
          problems.append("README.md:\(line.number): unknown marker \(trimmed)")
        }
        index += 1
        continue
      }
      guard trimmed.hasPrefix("```") else {
        if pending != nil, !trimmed.isEmpty {
          problems.append("README.md:\(line.number): a transcript marker must precede a fence")
          pending = nil
        }
        index += 1
        continue
      }
      var body: [Line] = []
      index += 1
      while index < lines.count, !lines[index].text.hasPrefix("```") {
        body.append(lines[index])
        index += 1
      }
      index += 1
      if let kind = pending {
        transcripts.append(Transcript(kind: kind, lines: body))
      } else if let input = body.first(where: { isInput($0.text) }) {
        problems.append("README.md:\(input.number): a transcript without a marker")
      }
      pending = nil
    }
    return (transcripts, problems)
  }

  static func isInput(_ text: String) -> Bool {
    text.hasPrefix("> ") || text.hasPrefix("$ ")
  }

  /// What `cmdshell --script -` prints in text mode for `input`: the echoed line, then the
  /// reply's text or its error (as `CmdShell.emit` writes them).
  static func output(of input: String, in session: inout ShellSession) -> [String] {
    guard let reply = session.run(input) else { return [] }
    var printed = ["> \(input)"]
    if let error = reply.error {
      printed.append("Error: \(error.message)")
      if let help = error.help { printed.append("Help: \(help)") }
    } else if !reply.text.isEmpty {
      printed += reply.text.split(separator: "\n", omittingEmptySubsequences: false)
        .map(String.init)
    }
    return printed
  }

  /// The standard output of `command` run by `sh -c` in the package folder, with files it
  /// writes under `.build/` put in a temporary folder instead.
  static func shellOutput(_ command: String) throws -> [String] {
    let binary = try #require(ExecutableTests.binary, "build cmdshell first (swift build)")
    let scratch = FileManager.default.temporaryDirectory
      .appendingPathComponent("readme-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: scratch) }
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/bin/sh")
    // `.build/` first: the binary's own path may hold it.
    let command = command.replacingOccurrences(of: ".build/", with: scratch.path + "/")
      .replacingOccurrences(of: "swift run cmdshell", with: binary.path)
    process.arguments = ["-c", command]
    process.currentDirectoryURL = root
    var environment = ProcessInfo.processInfo.environment
    environment["NO_COLOR"] = "1"
    process.environment = environment
    let stdout = Pipe()
    process.standardOutput = stdout
    process.standardError = FileHandle.nullDevice
    try process.run()
    let data = stdout.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    var lines = String(decoding: data, as: UTF8.self)
      .split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    if lines.last == "" { lines.removeLast() }
    return lines
  }

  /// The real output of a transcript's inputs, line for line.
  static func actual(_ transcript: Transcript, session: inout ShellSession) throws -> [String] {
    var printed: [String] = []
    for line in transcript.lines {
      switch transcript.kind {
      case .session:
        if line.text.hasPrefix("> ") {
          printed += output(of: String(line.text.dropFirst(2)), in: &session)
        }
      case .shell:
        if line.text.hasPrefix("$ ") {
          printed.append(line.text)
          printed += try shellOutput(String(line.text.dropFirst(2)))
        }
      }
    }
    return printed
  }

  /// The first line where `expected` and `actual` differ, as a message naming the README line.
  static func firstDifference(_ expected: [Line], _ actual: [String]) -> String? {
    for (offset, line) in expected.enumerated() {
      guard offset < actual.count else {
        return "README.md:\(line.number): the shell printed nothing more; README has\n"
          + "  \(line.text)"
      }
      if Array(line.text.utf8) != Array(actual[offset].utf8) {
        return "README.md:\(line.number): differs\n  README: \(line.text)\n"
          + "  actual: \(actual[offset])"
      }
    }
    if actual.count > expected.count {
      let after = expected.last.map { $0.number } ?? 0
      return "README.md:\(after): the shell printed more after this line\n"
        + "  \(actual[expected.count])"
    }
    return nil
  }

  static func readmeText() throws -> String {
    try String(contentsOf: readme, encoding: .utf8)
  }

  @Test("Every transcript in README.md is marked, and the tour's blocks are all found")
  func everyTranscriptIsMarked() throws {
    let (transcripts, problems) = Self.transcripts(try Self.readmeText())
    #expect(problems.isEmpty, "\(problems.joined(separator: "\n"))")
    #expect(transcripts.filter { $0.kind != .shell }.count >= 5)
    #expect(transcripts.contains { $0.kind == .shell })
  }

  @Test("README.md's transcripts print exactly what the shell prints, byte for byte")
  func readmeMatchesTheShell() throws {
    var session = ShellSession(app: DemoApp.make())
    session.searchDirectories = [Self.root.path]
    for transcript in Self.transcripts(try Self.readmeText()).transcripts {
      if transcript.kind == .session(continued: false) {
        session = ShellSession(app: DemoApp.make())
        session.searchDirectories = [Self.root.path]
      }
      let actual = try Self.actual(transcript, session: &session)
      let difference = Self.firstDifference(transcript.lines, actual)
      #expect(difference == nil, "\(difference ?? "")")
    }
  }

  @Test("One changed character in a transcript is reported with its README line number")
  func oneCharacterFails() throws {
    let text = """
      Intro.

      <!-- transcript: cmdshell -->
      ```
      > platform iPadOS
      Platform: iPadOS!
      ```
      """
    let (transcripts, problems) = Self.transcripts(text)
    #expect(problems.isEmpty)
    let transcript = try #require(transcripts.first)
    var session = ShellSession(app: DemoApp.make())
    let actual = try Self.actual(transcript, session: &session)
    #expect(actual == ["> platform iPadOS", "Platform: iPadOS."])
    let difference = try #require(Self.firstDifference(transcript.lines, actual))
    #expect(difference.hasPrefix("README.md:6: differs"))
  }

  @Test("A missing line, an extra line and an unmarked transcript are all reported")
  func missingExtraUnmarked() throws {
    let lines = [Line(number: 3, text: "> a"), Line(number: 4, text: "b")]
    let missing = Self.firstDifference(lines, ["> a"])
    #expect(missing?.hasPrefix("README.md:4: the shell printed nothing") == true)
    let extra = Self.firstDifference(lines, ["> a", "b", "c"])
    #expect(extra?.hasPrefix("README.md:4: the shell printed more") == true)
    #expect(Self.firstDifference(lines, ["> a", "b"]) == nil)
    let unmarked = Self.transcripts("```\n> windows\nw1\n```\n<!-- transcript: cmd -->\n")
    #expect(unmarked.transcripts.isEmpty)
    #expect(unmarked.problems.count == 2)
  }
}
