@testable import cmdshell

// The shell tests' only platform-specific file: pseudo-terminals, terminal modes, pipes,
// closing descriptors and killing a stuck child. The tests call `TestPlatform` (and the
// shell's own `HostPlatform` for reads, writes and waiting); no other test file imports a
// platform module.
// `Scripts/check-portability.sh` enforces that.
//
// `openpty` is declared in <pty.h> on Glibc and Musl and in <util.h> on Darwin; Swift's
// `Glibc`, `Musl` and `Darwin` modules all include it. (`posix_openpt` would be the POSIX
// spelling, but Swift's Glibc module does not export it.)
#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#else
  #error("The shell tests' TestPlatform supports Linux (Glibc, Musl) and Apple platforms (Darwin)")
#endif

/// A system call in a test's setup failed.
struct TestPlatformError: Error, CustomStringConvertible {
  /// The call that failed and why, e.g. "openpty: No such file or directory".
  var description: String

  /// An error for `call`, described by the current `errno`.
  init(failing call: String) {
    description = "\(call): \(HostPlatform.errorMessage(errno))"
  }
}

/// A terminal mode reduced to the parts that matter, comparable across calls (a raw byte
/// comparison of `termios` would also compare padding, whose layout differs by platform).
struct TerminalModeSnapshot: Equatable {
  /// The input, output, control and local flags, widened (`tcflag_t` is `UInt32` on Glibc,
  /// `UInt` on Darwin).
  var flags: [UInt64]
  /// The control characters (`c_cc`: 32 on Glibc, 20 on Darwin).
  var controls: [UInt8]
  /// The input and output speeds.
  var speeds: [UInt64]
  /// Whether canonical (line-buffered) input and echo are both off, as in raw mode.
  var isRaw: Bool
}

/// The platform calls the shell tests need.
enum TestPlatform {
  /// Opens a pseudo-terminal of `rows` by `columns` (`openpty`).
  ///
  /// - Returns: The master side (the test's keyboard and screen) and the slave side (the
  ///   terminal the code under test uses). The caller closes both.
  static func openPseudoTerminal(
    rows: UInt16 = 24, columns: UInt16 = 80
  ) throws -> (master: Int32, slave: Int32) {
    var master: Int32 = -1
    var slave: Int32 = -1
    var size = winsize(ws_row: rows, ws_col: columns, ws_xpixel: 0, ws_ypixel: 0)
    guard openpty(&master, &slave, nil, nil, &size) == 0 else {
      throw TestPlatformError(failing: "openpty")
    }
    return (master, slave)
  }

  /// The current mode of the terminal at `fd`, or `nil` if it is not a terminal.
  static func terminalMode(of fd: Int32) -> TerminalModeSnapshot? {
    var mode = termios()
    guard tcgetattr(fd, &mode) == 0 else { return nil }
    let raw = mode.c_lflag & tcflag_t(ICANON | ECHO) == 0
    return TerminalModeSnapshot(
      flags: [mode.c_iflag, mode.c_oflag, mode.c_cflag, mode.c_lflag].map { UInt64($0) },
      controls: withUnsafeBytes(of: mode.c_cc) { Array($0) },
      speeds: [UInt64(cfgetispeed(&mode)), UInt64(cfgetospeed(&mode))],
      isRaw: raw)
  }

  /// Creates a pipe (`pipe`).
  ///
  /// - Returns: The read end and the write end. The caller closes both.
  static func makePipe() throws -> (read: Int32, write: Int32) {
    var ends: [Int32] = [-1, -1]
    guard pipe(&ends) == 0 else { throw TestPlatformError(failing: "pipe") }
    return (ends[0], ends[1])
  }

  /// Closes `fd` (`close`).
  static func close(_ fd: Int32) {
    _ = systemClose(fd)
  }

  /// Ends process `id` at once (`kill` with `SIGKILL`), for a child that ignored `SIGTERM`.
  static func forceKill(_ id: Int32) {
    _ = kill(id, SIGKILL)
  }

  /// Reads what `fd` has within `milliseconds` (`-1` waits forever).
  ///
  /// - Returns: The bytes of one read; empty if nothing came in time, at end of input or on
  ///   an error.
  static func readAvailable(_ fd: Int32, waitingMilliseconds milliseconds: Int32) -> [UInt8] {
    guard HostPlatform.waitForInput(fd, milliseconds: milliseconds) else { return [] }
    var chunk = [UInt8](repeating: 0, count: 4096)
    let count = chunk.withUnsafeMutableBytes { HostPlatform.read(fd, into: $0) }
    return Array(chunk[..<count])
  }
}

/// The C library's `close`, named apart from ``TestPlatform/close(_:)``.
private func systemClose(_ fd: Int32) -> Int32 {
  close(fd)
}
