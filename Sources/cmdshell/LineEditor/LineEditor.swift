/// What a completer offers for the word at the cursor.
struct Completion: Equatable, Sendable {
  /// The character offset in the line where the word being completed starts (`0...cursor`).
  var replaceFrom: Int
  /// The possible replacements for that word.
  var candidates: [String]
}

/// How ``LineEditor/readLine(prompt:)`` ended.
enum LineEditorResult: Equatable, Sendable {
  /// The user pressed Enter (or input ended after some text).
  case line(String)
  /// The user pressed Ctrl-C. The cursor is left after the text; printing `^C`, a newline and a
  /// new prompt is the caller's job.
  case interrupted
  /// The user pressed Ctrl-D on an empty line, or input ended. The cursor is left after the
  /// prompt; printing a newline is the caller's job.
  case endOfFile
}

/// An interactive single-line editor with history and Tab completion, in the style of linenoise.
///
/// On a terminal it switches to raw mode for the duration of each ``readLine(prompt:)`` and
/// redraws the line after every key; a line wider than the terminal scrolls horizontally. When
/// the input is not a terminal it reads plain lines and writes nothing, so piped input works.
final class LineEditor {
  /// The completer's signature: the whole line and the cursor's character offset.
  typealias Completer = (_ line: String, _ cursor: Int) -> Completion

  /// The file descriptor keys are read from (usually standard input).
  let input: Int32
  /// The file descriptor the prompt and line are drawn on (usually standard output).
  let output: Int32
  /// The history; lines accepted interactively are added to it. Save it when the shell exits.
  var history: History
  /// Called on Tab with the line and cursor; see ``Completion``.
  var completer: Completer

  private var decoder = KeyDecoder()
  /// Keys already decoded but not yet handled: typed or pasted ahead, possibly past an Enter,
  /// so they are kept for the next `readLine` call.
  private var pendingKeys: [KeyEvent] = []

  /// Creates an editor; the defaults are standard input and output, no history, no completion.
  init(
    input: Int32 = HostPlatform.standardInput, output: Int32 = HostPlatform.standardOutput,
    history: History = History(),
    completer: @escaping Completer = { _, cursor in
      Completion(replaceFrom: cursor, candidates: [])
    }
  ) {
    self.input = input
    self.output = output
    self.history = history
    self.completer = completer
  }

  /// Reads one line, showing `prompt` (which may contain ANSI colour codes and newlines).
  func readLine(prompt: String) -> LineEditorResult {
    guard Terminal.isTerminal(input) else { return readPlainLine() }
    return Terminal.withRawMode(input) { edit(prompt: prompt) } ?? readPlainLine()
  }

  // MARK: - Interactive editing

  /// The editing loop; runs in raw mode.
  private func edit(prompt: String) -> LineEditorResult {
    // Only the prompt's last line is redrawn; lines above it are printed once.
    let header: Substring
    let promptLine: Substring
    if let newline = prompt.lastIndex(of: "\n") {
      header = prompt[...newline]
      promptLine = prompt[prompt.index(after: newline)...]
    } else {
      (header, promptLine) = ("", prompt[...])
    }
    let view = LineView(prompt: String(promptLine))
    var buffer = LineBuffer()
    history.resetNavigation()
    write(String(header))
    view.draw(buffer, editor: self)

    while let key = nextKey() {
      switch key {
      case .enter:
        return finish(buffer, view: view, result: .line(buffer.text), newline: true)
      case .control("c"):
        return finish(buffer, view: view, result: .interrupted, newline: false)
      case .control("d") where buffer.isEmpty:
        return .endOfFile
      case .control("d"), .delete: buffer.deleteForward()
      case .character(let character): buffer.insert(character)
      case .backspace: buffer.backspace()
      case .left, .control("b"): buffer.moveLeft()
      case .right, .control("f"): buffer.moveRight()
      case .home, .control("a"): buffer.moveHome()
      case .end, .control("e"): buffer.moveEnd()
      case .control("k"): buffer.killToEnd()
      case .control("u"): buffer.killToStart()
      case .control("w"): buffer.deletePreviousWord()
      case .up, .control("p"):
        if let entry = history.previous(current: buffer.text) { buffer = LineBuffer(entry) }
      case .down, .control("n"):
        if let entry = history.next() { buffer = LineBuffer(entry) }
      case .tab:
        buffer = complete(buffer)
      case .control("l"):
        write("\u{1B}[H\u{1B}[2J" + header)
      case .control:
        break  // Unbound control keys are ignored.
      }
      // Keys already waiting (a paste) are applied before redrawing, once.
      if pendingKeys.isEmpty { view.draw(buffer, editor: self) }
    }
    // Input ended (the terminal went away): keep any typed text.
    let text = buffer.text
    guard !text.isEmpty else { return .endOfFile }
    return finish(buffer, view: view, result: .line(text), newline: true)
  }

  /// Redraws with the cursor at the end of the text, and records an accepted line in history.
  private func finish(
    _ buffer: LineBuffer, view: LineView, result: LineEditorResult, newline: Bool
  ) -> LineEditorResult {
    var end = buffer
    end.moveEnd()
    view.draw(end, editor: self)
    if newline { write("\r\n") }
    if case .line(let line) = result { history.add(line) }
    return result
  }

  /// Applies Tab: asks the completer, then completes, extends or lists the candidates.
  private func complete(_ buffer: LineBuffer) -> LineBuffer {
    switch Self.complete(buffer, with: completer(buffer.text, buffer.cursor)) {
    case .edited(let edited):
      return edited
    case .noCandidates:
      write("\u{7}")
    case .list(let candidates):
      write(Self.columnLayout(candidates, width: Terminal.width(of: output)))
    }
    return buffer
  }

  /// The next key, reading more input when none is pending; `nil` at end of input.
  private func nextKey() -> KeyEvent? {
    var chunk = [UInt8](repeating: 0, count: 256)
    while pendingKeys.isEmpty {
      let count = chunk.withUnsafeMutableBytes { HostPlatform.read(input, into: $0) }
      guard count > 0 else {
        decoder.flush()
        return nil
      }
      pendingKeys += decoder.decode(chunk[..<count])
      // A lone ESC key press (or a sequence cut short) only continues if more bytes follow at
      // once; otherwise drop it, so it cannot swallow the next key the user types.
      if decoder.isPending && !Terminal.waitForInput(input, milliseconds: 50) { decoder.flush() }
    }
    return pendingKeys.removeFirst()
  }

  fileprivate func write(_ text: String) {
    Terminal.write(text, to: output)
  }

  // MARK: - Non-terminal input

  /// Reads bytes up to a newline, one at a time so no input beyond the line is consumed (a
  /// command the shell runs next may read the rest). Writes nothing.
  private func readPlainLine() -> LineEditorResult {
    var bytes: [UInt8] = []
    var byte: UInt8 = 0
    while true {
      let count = withUnsafeMutableBytes(of: &byte) { HostPlatform.read(input, into: $0) }
      guard count > 0 else {
        return bytes.isEmpty ? .endOfFile : .line(String(decoding: bytes, as: UTF8.self))
      }
      if byte == 0x0A { break }
      bytes.append(byte)
    }
    if bytes.last == 0x0D { bytes.removeLast() }
    return .line(String(decoding: bytes, as: UTF8.self))
  }
}

// MARK: - Completion logic

extension LineEditor {
  /// What Tab does to a buffer, given the completer's answer.
  enum CompletionOutcome: Equatable {
    /// Nothing to offer: ring the bell.
    case noCandidates
    /// The word was completed or extended.
    case edited(LineBuffer)
    /// Several candidates and nothing to extend: show them.
    case list([String])
  }

  /// Decides what Tab does: one candidate replaces the word and adds a space; several extend the
  /// word to their longest common prefix, or, if that adds nothing, are listed.
  static func complete(_ buffer: LineBuffer, with completion: Completion) -> CompletionOutcome {
    var seen = Set<String>()
    let candidates = completion.candidates.filter { seen.insert($0).inserted }
    let start = completion.replaceFrom
    guard !candidates.isEmpty, (0...buffer.cursor).contains(start) else { return .noCandidates }
    var edited = buffer
    if candidates.count == 1 {
      edited.replace(from: start, with: candidates[0] + " ")
      return .edited(edited)
    }
    let prefix = longestCommonPrefix(candidates)
    guard prefix.count > buffer.cursor - start else { return .list(candidates) }
    edited.replace(from: start, with: prefix)
    return .edited(edited)
  }

  /// The longest common prefix of `strings`, compared by `Character`.
  static func longestCommonPrefix(_ strings: [String]) -> String {
    guard let first = strings.first else { return "" }
    var prefix = Array(first)
    for string in strings.dropFirst() {
      let characters = Array(string)
      let shared = zip(prefix, characters).prefix { $0 == $1 }.count
      prefix.removeSubrange(shared...)
    }
    return String(prefix)
  }

  /// `candidates` laid out in columns, filled top to bottom like `ls`, starting on a new line
  /// and ending with one.
  static func columnLayout(_ candidates: [String], width: Int) -> String {
    let widths = candidates.map(Terminal.visibleWidth(of:))
    let columnWidth = (widths.max() ?? 0) + 2
    let columns = max(1, width / columnWidth)
    let rows = (candidates.count + columns - 1) / columns
    var text = "\r\n"
    for row in 0..<rows {
      for column in 0..<columns {
        let index = column * rows + row
        guard index < candidates.count else { break }
        text += candidates[index]
        if index + rows < candidates.count {
          text += String(repeating: " ", count: columnWidth - widths[index])
        }
      }
      text += "\r\n"
    }
    return text
  }
}

// MARK: - Drawing

/// Draws the prompt's last line and the visible part of the text.
struct LineView {
  let prompt: String
  let promptWidth: Int

  init(prompt: String) {
    self.prompt = prompt
    promptWidth = Terminal.visibleWidth(of: prompt)
  }

  /// Redraws the whole line: carriage return, prompt, text, clear to end of line, then moves the
  /// cursor back over the text after it. Simple and robust: it never depends on what was shown.
  func draw(_ buffer: LineBuffer, editor: LineEditor) {
    // Keep the last column free so the terminal never wraps.
    let available = max(1, Terminal.width(of: editor.output) - promptWidth - 1)
    let window = Self.window(buffer, available: available)
    var text = "\r" + prompt + String(buffer.characters[window.range]) + "\u{1B}[K"
    if window.columnsAfterCursor > 0 { text += "\u{1B}[\(window.columnsAfterCursor)D" }
    editor.write(text)
  }

  /// The characters to show in `available` columns, scrolled so the cursor stays visible, and
  /// how many columns of them lie after the cursor.
  static func window(
    _ buffer: LineBuffer, available: Int
  ) -> (range: Range<Int>, columnsAfterCursor: Int) {
    let characters = buffer.characters
    var start = 0
    var beforeCursor = Terminal.columns(of: characters[..<buffer.cursor])
    while beforeCursor > available && start < buffer.cursor {
      beforeCursor -= Terminal.columns(of: characters[start])
      start += 1
    }
    var end = buffer.cursor
    var used = beforeCursor
    while end < characters.count, used + Terminal.columns(of: characters[end]) <= available {
      used += Terminal.columns(of: characters[end])
      end += 1
    }
    return (start..<end, used - beforeCursor)
  }
}
