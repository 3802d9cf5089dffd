import Foundation
import Testing

@testable import cmdshell

/// Runs the built `cmdshell` binary: script mode, exit codes, and the interactive mode
/// through a pseudo-terminal.
@Suite struct ExecutableTests {
  static var binary: URL? {
    let beside = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
      .appendingPathComponent("cmdshell")
    if FileManager.default.isExecutableFile(atPath: beside.path) { return beside }
    let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .deletingLastPathComponent().deletingLastPathComponent()
    let fallback = root.appendingPathComponent(".build/debug/cmdshell")
    return FileManager.default.isExecutableFile(atPath: fallback.path) ? fallback : nil
  }

  struct Run {
    var status: Int32
    var stdout: String
    var stderr: String
  }

  static func run(_ arguments: [String], input: String = "") throws -> Run {
    let binary = try #require(binary, "build cmdshell first (swift build)")
    let process = Process()
    process.executableURL = binary
    process.arguments = arguments
    var environment = ProcessInfo.processInfo.environment
    environment["NO_COLOR"] = "1"
    process.environment = environment
    let stdin = Pipe()
    let stdout = Pipe()
    let stderr = Pipe()
    process.standardInput = stdin
    process.standardOutput = stdout
    process.standardError = stderr
    try process.run()
    stdin.fileHandleForWriting.write(Data(input.utf8))
    try stdin.fileHandleForWriting.close()
    let out = stdout.fileHandleForReading.readDataToEndOfFile()
    let err = stderr.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return Run(
      status: process.terminationStatus, stdout: String(decoding: out, as: UTF8.self),
      stderr: String(decoding: err, as: UTF8.self))
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
