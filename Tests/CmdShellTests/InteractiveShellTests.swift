import Foundation
import Testing

@testable import cmdshell

/// Drives the real `cmdshell` binary through a pseudo-terminal, as a person would type.
@Suite(.serialized) struct InteractiveShellTests {
  final class Session {
    let master: Int32
    /// The shell's side of the terminal, kept open here too so the test can read its mode.
    let terminal: FileHandle
    let process = Process()
    var output = ""

    init(history: String, arguments: [String] = [], columns: UInt16 = 120) throws {
      let (master, slave) = try TestPlatform.openPseudoTerminal(rows: 40, columns: columns)
      self.master = master
      terminal = FileHandle(fileDescriptor: slave, closeOnDealloc: true)
      let binary = try #require(ExecutableTests.binary)
      process.executableURL = binary
      process.arguments = arguments
      var environment = ProcessInfo.processInfo.environment
      environment["CMDSHELL_HISTORY"] = history
      environment["NO_COLOR"] = "1"
      environment["TERM"] = "xterm"
      process.environment = environment
      process.standardInput = terminal
      process.standardOutput = terminal
      process.standardError = terminal
      try process.run()
    }

    func type(_ text: String) {
      HostPlatform.write(text.utf8, to: master)
    }

    /// Reads until `needle` has appeared `count` times, failing after five seconds.
    @discardableResult
    func wait(for needle: String, count: Int = 1) -> Bool {
      let deadline = Date().addingTimeInterval(5)
      while output.components(separatedBy: needle).count - 1 < count {
        let remaining = Int32(max(0, deadline.timeIntervalSinceNow * 1000))
        guard remaining > 0 else { return false }
        let chunk = TestPlatform.readAvailable(master, waitingMilliseconds: remaining)
        guard !chunk.isEmpty else { return false }
        output += String(decoding: chunk, as: UTF8.self)
      }
      return true
    }

    /// Waits up to five seconds for the shell to exit.
    func waitForExit() -> Bool {
      let deadline = Date().addingTimeInterval(5)
      while process.isRunning, Date() < deadline { Thread.sleep(forTimeInterval: 0.05) }
      return !process.isRunning
    }

    /// Waits until the shell shows an empty prompt again: like a person, the test types
    /// the next line only then (keys typed while a command runs meet the terminal's own
    /// line editing, not the shell's).
    @discardableResult
    func waitForPrompt() -> Bool {
      let deadline = Date().addingTimeInterval(5)
      while !output.hasSuffix("]> \u{1B}[K") {
        let before = output.count
        guard Date() < deadline else { return false }
        wait(for: "\u{1B}[K", count: output.components(separatedBy: "\u{1B}[K").count)
        if output.count == before { Thread.sleep(forTimeInterval: 0.01) }
      }
      return true
    }

    func finish() {
      if process.isRunning { process.terminate() }
      if !waitForExit() { TestPlatform.forceKill(process.processIdentifier) }
      process.waitUntilExit()
      TestPlatform.close(master)
    }
  }

  @Test(
    "Editing, completion and history work in a real terminal; Ctrl-D quits and saves history",
    .timeLimit(.minutes(1)))
  func interactive() throws {
    let history = FileManager.default.temporaryDirectory
      .appendingPathComponent("cmdshell-history-\(UUID().uuidString)").path
    defer { try? FileManager.default.removeItem(atPath: history) }
    let session = try Session(history: history)
    defer { session.finish() }
    #expect(session.wait(for: "Ctrl-D quits."))
    #expect(session.wait(for: "cmdshell [w1]> "))
    // Tab completes a verb.
    session.type("wind\t")
    #expect(session.wait(for: "> windows "))
    session.type("\r")
    #expect(session.wait(for: "TEMPLATE"))
    #expect(session.waitForPrompt())
    // Up arrow recalls the last line.
    session.type("\u{1B}[A\r")
    #expect(session.wait(for: "TEMPLATE", count: 2))
    #expect(session.waitForPrompt())
    // Backspace and cursor movement edit the line: "trxe" → "tree".
    session.type("trxe\u{1B}[D\u{7F}e\u{1B}[F\r")
    #expect(session.wait(for: "(split)"), "\(session.output)")
    #expect(session.waitForPrompt())
    // Completion of a node path argument.
    session.type("focus w1/edi\t\r")
    #expect(session.wait(for: "Focus: w1/editor."))
    #expect(session.waitForPrompt())
    // Ctrl-C cancels a half-typed line.
    session.type("press cmd\u{03}")
    #expect(session.wait(for: "^C"))
    #expect(session.waitForPrompt())
    session.type("\u{04}")
    #expect(session.waitForExit(), "\(session.output)")
    #expect(session.process.terminationStatus == 0)
    let saved = try String(contentsOfFile: history, encoding: .utf8)
    #expect(saved.contains("windows"))
    #expect(saved.contains("focus w1/editor"))
    #expect(!saved.contains("press cmd"))
  }

  @Test(
    "A scene file greets with its own hints, and a 40-column terminal gets text that fits",
    .timeLimit(.minutes(1)))
  func narrowTerminalAndFileGreeting() throws {
    let history = FileManager.default.temporaryDirectory
      .appendingPathComponent("cmdshell-history-\(UUID().uuidString)").path
    defer { try? FileManager.default.removeItem(atPath: history) }
    let file = ReadmeTranscriptTests.root.appendingPathComponent("Examples/Notes/notes.json")
    let session = try Session(history: history, arguments: [file.path], columns: 40)
    defer { session.finish() }
    #expect(session.wait(for: "Ctrl-D"))
    #expect(session.wait(for: "]> "))
    #expect(session.output.contains("Notes from"))
    #expect(!session.output.contains("focus editor · press delete"), "the demo's hints")
    session.type("windows\r")
    #expect(session.wait(for: "TEMPLATE"))
    #expect(session.waitForPrompt())
    let text = session.output.withoutANSI.replacingOccurrences(of: "\r", with: "")
    // The terminal is 40 columns: the shell's own lines fit it, so none is cut mid-word
    // (only a word longer than a line, here the file's full path, has one of its own).
    for line in text.split(separator: "\n") where !line.contains("]> ") {
      #expect(
        String(line).displayWidth <= 40 || line.split(separator: " ").count == 1, "'\(line)'")
    }
    session.type("\u{04}")
    #expect(session.waitForExit(), "\(session.output)")
  }

  @Test(
    "Killing the shell while it edits a line gives the terminal back in its original mode",
    .timeLimit(.minutes(1)), arguments: [SessionSignal.terminate, .interrupt])
  func restoresModeWhenKilled(_ signal: SessionSignal) throws {
    let history = FileManager.default.temporaryDirectory
      .appendingPathComponent("cmdshell-history-\(UUID().uuidString)").path
    defer { try? FileManager.default.removeItem(atPath: history) }
    let session = try Session(history: history)
    defer { session.finish() }
    let slave = session.terminal.fileDescriptor
    let original = try #require(TestPlatform.terminalMode(of: slave))
    #expect(!original.isRaw)
    #expect(session.wait(for: "cmdshell [w1]> "))
    session.type("wind")
    #expect(session.wait(for: "wind"))
    #expect(TestPlatform.terminalMode(of: slave)?.isRaw == true, "the prompt is not in raw mode")
    switch signal {
    case .terminate: session.process.terminate()
    case .interrupt: session.process.interrupt()
    }
    let exited = session.waitForExit()
    #expect(exited, "the shell did not end; output: \(session.output)")
    guard exited else { return }
    #expect(session.process.terminationReason == .uncaughtSignal)
    #expect(TestPlatform.terminalMode(of: slave) == original, "the terminal was left raw")
  }
}

/// How a test tells the shell to end.
enum SessionSignal: String, Sendable, CustomTestStringConvertible {
  case terminate = "SIGTERM"
  case interrupt = "SIGINT"
  var testDescription: String { rawValue }
}
