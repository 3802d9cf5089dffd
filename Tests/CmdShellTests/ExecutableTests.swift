import Foundation
import Testing

@testable import cmdshell

/// Runs the built `cmdshell` binary: script mode, exit codes, and the interactive mode
/// through a pseudo-terminal.
@Suite struct ExecutableTests {
  static var binary: URL? { ShellBinary.url }

  typealias Run = ShellBinary.Run

  static func run(_ arguments: [String], input: String = "") throws -> Run {
    try ShellBinary.run(arguments, input: input)
  }

  static let notes = TranscriptTests.directory.appendingPathComponent("notes.json").path
  static let script = TranscriptTests.directory.appendingPathComponent("notes.script").path

  @Test("--script --json prints exactly one object per input line, ignoring blanks and comments")
  func oneObjectPerLine() throws {
    let run = try Self.run(
      ["--script", "-", "--json", Self.notes],
      input: "windows\n\n# comment\npress cmd+n\nnonsense\n")
    let lines = run.stdout.split(separator: "\n")
    #expect(lines.count == 3)
    #expect(lines.allSatisfy { $0.hasPrefix("{\"ok\": ") })
    #expect(run.status == 0)
  }

  @Test("The shared example script runs from a file and finds notes.json beside it")
  func scriptFile() throws {
    let run = try Self.run(["--script", Self.script, "--json"])
    #expect(run.status == 0)
    #expect(run.stdout.split(separator: "\n").count == 19)
  }

  @Test("--strict stops at the first error with status 1; without it the script goes on with 0")
  func strict() throws {
    let input = "windows\nfocus nowhere\nwindows\n"
    let strict = try Self.run(["--script", "-", "--strict", "--json"], input: input)
    #expect(strict.status == 1)
    #expect(strict.stdout.split(separator: "\n").count == 2)
    let lenient = try Self.run(["--script", "-", "--json"], input: input)
    #expect(lenient.status == 0)
    #expect(lenient.stdout.split(separator: "\n").count == 3)
  }

  @Test("Text mode prints no colour codes when not on a terminal")
  func noColourInPipes() throws {
    let run = try Self.run(["--script", "-"], input: "menu\nwindows\n")
    #expect(!run.stdout.contains("\u{1B}["))
    #expect(run.stdout.contains("w1"))
  }

  @Test("A bad option or an unloadable file exits 2 with a message")
  func badArguments() throws {
    let option = try Self.run(["--jsn"])
    #expect(option.status == 2)
    #expect(option.stderr.contains("did you mean '--json'?"))
    let file = try Self.run(["/nonexistent/file.json", "--script", "-"])
    #expect(file.status == 2)
    #expect(file.stderr.contains("file.json"))
  }

  @Test("Plain lines from a pipe run without a prompt or escape codes")
  func pipedInteractive() throws {
    let run = try Self.run([], input: "windows\nquit\nwindows\n")
    #expect(run.status == 0)
    #expect(run.stdout.contains("w1"))
    #expect(!run.stdout.contains("cmdshell>"))
    #expect(run.stdout.components(separatedBy: "TEMPLATE").count == 2)
  }
}
