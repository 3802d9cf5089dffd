import Dispatch
import Foundation
import Synchronization
import Testing

@testable import cmdshell

/// Errors setting up a pseudo-terminal test.
private struct PTYError: Error, CustomStringConvertible {
  var description: String
}

/// A pseudo-terminal pair for driving the editor as a user at a real terminal would.
private final class PseudoTerminal {
  let master: Int32
  let slave: Int32
  /// Everything the editor has written so far, as read from the master side.
  private(set) var output = ""

  init(columns: UInt16 = 80) throws {
    (master, slave) = try TestPlatform.openPseudoTerminal(rows: 24, columns: columns)
  }

  /// The slave's current terminal mode.
  func mode() -> TerminalModeSnapshot? {
    TestPlatform.terminalMode(of: slave)
  }

  /// Types `bytes` into the terminal.
  func type(_ bytes: [UInt8]) {
    Terminal.write(String(decoding: bytes, as: UTF8.self), to: master)
  }

  /// Reads output until `condition` holds for all output so far, failing after `seconds`
  /// rather than hanging.
  @discardableResult
  func waitForOutput(seconds: Double = 5, until condition: (String) -> Bool) -> Bool {
    let deadline = Date().addingTimeInterval(seconds)
    while !condition(output) {
      let remaining = Int32(deadline.timeIntervalSinceNow * 1000)
      guard remaining > 0, readChunk(waitingMilliseconds: remaining) else { return false }
    }
    return true
  }

  /// Reads everything already written, without waiting for more.
  func drain() {
    while readChunk(waitingMilliseconds: 0) {}
  }

  /// Reads one chunk of output if some arrives within the wait.
  private func readChunk(waitingMilliseconds: Int32) -> Bool {
    let chunk = TestPlatform.readAvailable(master, waitingMilliseconds: waitingMilliseconds)
    guard !chunk.isEmpty else { return false }
    output += String(decoding: chunk, as: UTF8.self)
    return true
  }

  private var masterOpen = true
  private var slaveOpen = true

  /// Closes both sides (each at most once, so a recycled descriptor is never closed).
  func close() {
    hangUp()
    if slaveOpen { TestPlatform.close(slave) }
    slaveOpen = false
  }

  /// Closes the master only, which makes reads on the slave fail and unblocks a stuck editor.
  func hangUp() {
    if masterOpen { TestPlatform.close(master) }
    masterOpen = false
  }

  deinit { close() }
}

/// Carries the editor's outcome from its thread back to the test.
private final class EditorOutcome: Sendable {
  let value = Mutex<(results: [LineEditorResult], history: History)?>(nil)
  let done = DispatchSemaphore(value: 0)
}

private let escape: UInt8 = 0x1B
private let left: [UInt8] = [escape] + Array("[D".utf8)
private let end: [UInt8] = [escape] + Array("[F".utf8)
private let up: [UInt8] = [escape] + Array("[A".utf8)
private let down: [UInt8] = [escape] + Array("[B".utf8)

@Suite("LineEditor on a pseudo-terminal", .serialized)
struct PseudoTerminalTests {
  /// Runs `readLine` once per element of `keystrokes` on a fresh pty, typing each batch only after
  /// its prompt appears, and checks the terminal mode is restored afterwards.
  func run(
    _ keystrokes: [[UInt8]], history: History = History(), prompt: String = "> ",
    completer: @escaping @Sendable (String, Int) -> Completion = { _, cursor in
      Completion(replaceFrom: cursor, candidates: [])
    }
  ) throws -> (results: [LineEditorResult], history: History, output: String) {
    let pty = try PseudoTerminal()
    defer { pty.close() }
    let original = try #require(pty.mode(), "the pseudo-terminal has no terminal mode")
    let outcome = EditorOutcome()
    let (slave, count) = (pty.slave, keystrokes.count)
    let thread = Thread {
      // The editor is not Sendable, so it lives entirely on this thread.
      let editor = LineEditor(input: slave, output: slave, history: history, completer: completer)
      let results = (0..<count).map { _ in editor.readLine(prompt: prompt) }
      outcome.value.withLock { $0 = (results, editor.history) }
      outcome.done.signal()
    }
    thread.start()

    // Each readLine draws "\r" + prompt + ESC[K on an empty line once raw mode is on; type a
    // batch only after its call has drawn that. (Batches must not empty the line themselves.)
    let freshLine = "\r" + prompt + "\u{1B}[K"
    for (index, keys) in keystrokes.enumerated() {
      let found = pty.waitForOutput { $0.components(separatedBy: freshLine).count > index + 1 }
      #expect(found, "prompt \(index + 1) never appeared; output: \(pty.output.debugDescription)")
      #expect(pty.mode()?.isRaw == true, "terminal is not in raw mode")
      pty.type(keys)
    }
    if outcome.done.wait(timeout: .now() + 5) == .timedOut {
      pty.hangUp()  // unblocks the editor's read so the thread can finish
      _ = outcome.done.wait(timeout: .now() + 5)
      throw PTYError(description: "readLine did not return; output: \(pty.output.debugDescription)")
    }
    pty.drain()
    #expect(pty.mode() == original, "terminal mode was not restored")
    guard let value = outcome.value.withLock({ $0 }) else {
      throw PTYError(description: "no result")
    }
    // Output processing turns the editor's "\r\n" into "\r\r\n"; undo that for readable checks.
    return (value.results, value.history, pty.output.replacing("\r\r\n", with: "\r\n"))
  }

  @Test("typing with Left and End edits the line")
  func editing() throws {
    let run = try run([Array("helo".utf8) + left + Array("l".utf8) + end + [0x0D]])
    #expect(run.results == [.line("hello")])
    #expect(run.history.entries == ["hello"])
  }

  @Test("Up recalls history, Down returns to the draft")
  func historyRecall() throws {
    let history = History(entries: ["first", "second"])
    let run = try run(
      [up + up + [0x0D], Array("dr".utf8) + up + down + [0x0D]], history: history)
    #expect(run.results == [.line("first"), .line("dr")])
    #expect(run.history.entries == ["first", "second", "first", "dr"])
  }

  @Test("Tab completes a single candidate")
  func tabCompletion() throws {
    let run = try run([Array("pre".utf8) + [0x09, 0x0D]]) { line, cursor in
      let space = line.prefix(cursor).lastIndex(of: " ")
      let start = space.map { line.distance(from: line.startIndex, to: $0) + 1 } ?? 0
      let word = String(Array(line)[start..<cursor])
      let candidates = ["press", "print"].filter { $0.hasPrefix(word) }
      return Completion(replaceFrom: start, candidates: candidates)
    }
    #expect(run.results == [.line("press ")])
  }

  @Test("Tab lists several candidates under the prompt and redraws")
  func tabListing() throws {
    let run = try run([Array("x".utf8) + [0x09, 0x0D]]) { _, cursor in
      Completion(replaceFrom: cursor, candidates: ["alpha", "beta"])
    }
    #expect(run.results == [.line("x")])
    #expect(run.output.contains("\r\nalpha  beta\r\n\r> x\u{1B}[K"))
  }

  @Test("Ctrl-C interrupts, Ctrl-D on an empty line ends input")
  func controlKeys() throws {
    let run = try run([Array("abc".utf8) + [0x03], [0x04], Array("ab".utf8) + [0x01, 0x04, 0x0D]])
    #expect(run.results == [.interrupted, .endOfFile, .line("b")])
  }

  @Test("multi-byte characters and a coloured prompt")
  func multiByte() throws {
    let prompt = "\u{1B}[32m$\u{1B}[0m "
    let run = try run([Array("né日".utf8) + left + [0x7F, 0x0D]], prompt: prompt)
    #expect(run.results == [.line("n日")])
    // Keys typed in one burst are applied before a single redraw, which ends the line.
    #expect(run.output.hasSuffix("\r\(prompt)n日\u{1B}[K\r\n"))
  }
}

@Suite("LineEditor on a pipe")
struct PipeTests {
  @Test("non-terminal input is read as plain lines and nothing is written")
  func pipedInput() throws {
    let input = try TestPlatform.makePipe()
    let output = try TestPlatform.makePipe()
    defer { [input.read, output.read, output.write].forEach(TestPlatform.close) }
    Terminal.write("ls -l\r\nsecond\nlast", to: input.write)
    TestPlatform.close(input.write)
    let editor = LineEditor(input: input.read, output: output.write)
    #expect(editor.readLine(prompt: "> ") == .line("ls -l"))
    #expect(editor.readLine(prompt: "> ") == .line("second"))
    #expect(editor.readLine(prompt: "> ") == .line("last"))
    #expect(editor.readLine(prompt: "> ") == .endOfFile)
    #expect(!Terminal.waitForInput(output.read, milliseconds: 0))
    #expect(editor.history.entries.isEmpty)
  }
}
