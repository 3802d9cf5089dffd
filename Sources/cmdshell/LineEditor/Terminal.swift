/// The terminal mode saved by the innermost active ``Terminal/withRawMode(_:_:)``,
/// kept where a signal handler can reach it.
///
/// Why `nonisolated(unsafe)` rather than a lock: ``Terminal/restore()`` must be callable from a
/// signal handler, where taking a lock is not async-signal-safe. It is written only by the thread
/// that runs the line editor, and read by `restore()`, which only calls `tcsetattr` (signal-safe).
nonisolated(unsafe) private var savedTerminalMode: (fd: Int32, mode: HostPlatform.TerminalMode)?

/// Terminal control for the line editor: raw mode, `isatty` and window size, over the
/// system calls in ``HostPlatform``.
enum Terminal {
  /// The width assumed when the terminal size cannot be queried.
  static let defaultWidth = 80

  /// Whether `fd` refers to a terminal.
  static func isTerminal(_ fd: Int32) -> Bool { HostPlatform.isTerminal(fd) }

  /// The terminal width in columns, or ``defaultWidth`` if unknown.
  static func width(of fd: Int32) -> Int {
    HostPlatform.terminalWidth(of: fd) ?? defaultWidth
  }

  /// Runs `body` with `fd` in raw mode and always restores the original mode afterwards.
  ///
  /// Raw mode is `cfmakeraw` (no line buffering, echo or signal keys, 8-bit input, one byte per
  /// read) except that output processing is kept, so `"\n"` still moves to the start of a line.
  /// The mode is switched with `TCSANOW`, not `TCSAFLUSH`, so keys typed ahead are not lost.
  ///
  /// If the process is told to end (`SIGTERM`, `SIGHUP`, ...) while in raw mode, the original
  /// mode is restored first, so the user's terminal is not left raw.
  ///
  /// - Returns: The body's result, or `nil` (without running `body`) if `fd` is not a terminal
  ///   whose mode can be changed.
  static func withRawMode<R>(_ fd: Int32, _ body: () throws -> R) rethrows -> R? {
    HostPlatform.onTerminationSignals { Terminal.restore() }
    guard let original = HostPlatform.terminalMode(of: fd),
      HostPlatform.setTerminalMode(HostPlatform.rawMode(from: original), of: fd)
    else { return nil }
    let outer = savedTerminalMode
    savedTerminalMode = (fd, original)
    defer {
      HostPlatform.setTerminalMode(original, of: fd)
      savedTerminalMode = outer
    }
    return try body()
  }

  /// Restores the mode saved by the active ``withRawMode(_:_:)``, if any.
  ///
  /// Async-signal-safe: ``withRawMode(_:_:)`` has it called from the `SIGTERM`/`SIGHUP`
  /// handlers before the process ends, so the user's terminal is not left in raw mode.
  static func restore() {
    guard let saved = savedTerminalMode else { return }
    HostPlatform.setTerminalMode(saved.mode, of: saved.fd)
  }

  /// Waits up to `milliseconds` for `fd` to become readable (`-1` waits forever).
  static func waitForInput(_ fd: Int32, milliseconds: Int32) -> Bool {
    HostPlatform.waitForInput(fd, milliseconds: milliseconds)
  }

  /// Writes all of `text` to `fd`, retrying after partial writes and interruptions.
  static func write(_ text: String, to fd: Int32) {
    HostPlatform.write(text.utf8, to: fd)
  }
}

// MARK: - Display width

extension Terminal {
  /// The number of terminal columns `character` occupies: 0 for controls and combining marks,
  /// 2 for East Asian wide characters and emoji, otherwise 1.
  static func columns(of character: Character) -> Int {
    guard let scalar = character.unicodeScalars.first else { return 0 }
    let value = scalar.value
    if value < 0x20 || (0x7F..<0xA0).contains(value) { return 0 }
    switch scalar.properties.generalCategory {
    case .nonspacingMark, .enclosingMark, .format: return 0
    default: break
    }
    if scalar.properties.isEmojiPresentation { return 2 }
    let wideRanges: [ClosedRange<UInt32>] = [
      0x1100...0x115F, 0x2E80...0x303E, 0x3041...0x33FF, 0x3400...0x4DBF, 0x4E00...0x9FFF,
      0xA000...0xA4CF, 0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFE30...0xFE4F, 0xFF00...0xFF60,
      0xFFE0...0xFFE6, 0x1F300...0x1F64F, 0x1F900...0x1F9FF, 0x20000...0x3FFFD,
    ]
    return wideRanges.contains { $0.contains(value) } ? 2 : 1
  }

  /// The number of columns `characters` occupy.
  static func columns(of characters: some Sequence<Character>) -> Int {
    characters.reduce(0) { $0 + columns(of: $1) }
  }

  /// The visible width of `text`, ignoring ANSI escape sequences such as colours (`ESC[...m`).
  static func visibleWidth(of text: String) -> Int {
    var plain = String.UnicodeScalarView()
    var scalars = text.unicodeScalars.makeIterator()
    while let scalar = scalars.next() {
      guard scalar == "\u{1B}" else {
        plain.append(scalar)
        continue
      }
      // ESC [ params final: skip up to and including the final byte (0x40...0x7E).
      // Any other ESC x pair is skipped as a whole.
      if scalars.next() == "[" {
        while let next = scalars.next(), !(0x40...0x7E).contains(next.value) {}
      }
    }
    return columns(of: String(plain))
  }
}
