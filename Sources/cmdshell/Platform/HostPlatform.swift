// The shell's only platform-specific file: every call into the C library (terminal modes,
// `ioctl`, `poll`, raw reads and writes, `errno`, the history file's atomic save) is made
// here, behind a small Swift API. The rest of `Sources/` calls `HostPlatform`, never the C
// library, and imports no platform module; `Scripts/check-portability.sh` enforces that.
//
// Where the C libraries differ, the code below avoids spelling the difference:
// - `tcflag_t` is `UInt32` on Glibc and Musl but `UInt` on Darwin, so flags are only copied
//   whole (`c_oflag`), never built from `UInt32` literals.
// - `termios.c_cc` is a tuple of 32 on Glibc, 20 on Darwin (`NCCS`), so it is indexed as
//   raw bytes by the named indexes `VMIN` and `VTIME`, never by tuple position.
// - `TIOCGWINSZ` is imported as `Int32` on Glibc and Musl, as `UInt` on Darwin, and every
//   `ioctl` overlay takes the request as `UInt`, so it is passed as `UInt(TIOCGWINSZ)`.
// - `nfds_t` (`poll`'s count) is `UInt` on Glibc, `UInt32` on Darwin: passed as a literal.
// - Handlers are installed with `signal`, which has the same (BSD) semantics on Glibc, Musl
//   and Darwin, not `sigaction`, whose handler field is a union spelled differently on each
//   (`__sigaction_handler.sa_handler` on Glibc, `__sigaction_u.__sa_handler` on Darwin).
//   `sigset_t` (a struct on Glibc, `UInt32` on Darwin) is only touched through `sigemptyset`
//   and `sigaddset`.
#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#else
  #error("cmdshell's HostPlatform supports Linux (Glibc, Musl) and Apple platforms (Darwin)")
#endif

/// The shell's adapter over the operating system's C library.
///
/// Named for the host the shell runs on, not ``CommandKitLite/Platform`` (the platform whose
/// shortcut conventions an app follows).
///
/// File descriptors are plain `Int32`s on every supported platform.
enum HostPlatform {
  /// Standard input's file descriptor.
  static let standardInput: Int32 = STDIN_FILENO
  /// Standard output's file descriptor.
  static let standardOutput: Int32 = STDOUT_FILENO

  /// Whether `fd` refers to a terminal (`isatty`).
  static func isTerminal(_ fd: Int32) -> Bool { isatty(fd) == 1 }

  /// The width in columns of the terminal at `fd` (`ioctl(TIOCGWINSZ)`), or `nil` when `fd`
  /// is not a terminal or reports no width.
  static func terminalWidth(of fd: Int32) -> Int? {
    var size = winsize()
    guard ioctl(fd, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0 else { return nil }
    return Int(size.ws_col)
  }

  /// A message for a C library error code, e.g. "No such file or directory" (`strerror`).
  static func errorMessage(_ code: Int32) -> String {
    guard let message = strerror(code) else { return "error \(code)" }
    return String(cString: message)
  }
}

// MARK: - Terminal modes

extension HostPlatform {
  /// A terminal's mode (a `termios`), opaque outside this file.
  struct TerminalMode {
    fileprivate var value: termios
  }

  /// The current mode of the terminal at `fd` (`tcgetattr`), or `nil` if it has none.
  static func terminalMode(of fd: Int32) -> TerminalMode? {
    var mode = termios()
    guard tcgetattr(fd, &mode) == 0 else { return nil }
    return TerminalMode(value: mode)
  }

  /// Sets the mode of the terminal at `fd` at once (`tcsetattr` with `TCSANOW`, so keys typed
  /// ahead are kept). Async-signal-safe.
  ///
  /// - Returns: Whether the mode was set.
  @discardableResult
  static func setTerminalMode(_ mode: TerminalMode, of fd: Int32) -> Bool {
    var value = mode.value
    return tcsetattr(fd, TCSANOW, &value) == 0
  }

  /// `mode` made raw for a line editor: `cfmakeraw` (no line buffering, echo or signal keys,
  /// 8-bit input, reads return after one byte) except that output processing is kept from
  /// `mode`, so `"\n"` still moves to the start of a line.
  static func rawMode(from mode: TerminalMode) -> TerminalMode {
    var raw = mode.value
    cfmakeraw(&raw)
    raw.c_oflag = mode.value.c_oflag
    // One byte per read, no timer. Glibc's cfmakeraw sets these; set them everywhere, by the
    // named indexes, because `c_cc` has a different length on each platform.
    withUnsafeMutableBytes(of: &raw.c_cc) { controls in
      controls[Int(VMIN)] = 1
      controls[Int(VTIME)] = 0
    }
    return TerminalMode(value: raw)
  }
}

// MARK: - Reading and writing

extension HostPlatform {
  /// Waits up to `milliseconds` for `fd` to become readable (`-1` waits forever), retrying
  /// after signals (`poll`).
  static func waitForInput(_ fd: Int32, milliseconds: Int32) -> Bool {
    var request = pollfd(fd: fd, events: Int16(POLLIN), revents: 0)
    while true {
      let ready = poll(&request, 1, milliseconds)
      if ready < 0 && errno == EINTR { continue }
      return ready > 0
    }
  }

  /// Reads up to `buffer.count` bytes from `fd` into `buffer`, retrying after signals and
  /// waiting when `fd` is non-blocking and has nothing yet.
  ///
  /// - Returns: The number of bytes read; 0 at end of input or on an error.
  static func read(_ fd: Int32, into buffer: UnsafeMutableRawBufferPointer) -> Int {
    guard let base = buffer.baseAddress, buffer.count > 0 else { return 0 }
    while true {
      let count = systemRead(fd, base, buffer.count)
      if count >= 0 { return count }
      switch errno {
      case EINTR: continue
      case EAGAIN, EWOULDBLOCK: _ = waitForInput(fd, milliseconds: -1)
      default: return 0
      }
    }
  }

  /// Writes all of `bytes` to `fd`, retrying after partial writes and signals.
  ///
  /// - Returns: 0 when everything was written, otherwise the error code (`errno`).
  @discardableResult
  static func write(_ bytes: some Collection<UInt8>, to fd: Int32) -> Int32 {
    var remaining = Array(bytes)[...]
    while !remaining.isEmpty {
      let written = remaining.withUnsafeBytes { systemWrite(fd, $0.baseAddress, $0.count) }
      if written < 0 && errno == EINTR { continue }
      guard written > 0 else { return written < 0 ? errno : EIO }
      remaining = remaining.dropFirst(written)
    }
    return 0
  }
}

/// The C library's `read`, named apart from ``HostPlatform/read(_:into:)``.
private func systemRead(_ fd: Int32, _ buffer: UnsafeMutableRawPointer, _ count: Int) -> Int {
  read(fd, buffer, count)
}

/// The C library's `write`, named apart from ``HostPlatform/write(_:to:)``.
private func systemWrite(_ fd: Int32, _ bytes: UnsafeRawPointer?, _ count: Int) -> Int {
  write(fd, bytes, count)
}

// MARK: - Files

extension HostPlatform {
  /// Why ``replaceFile(at:with:)`` failed: the file involved and the C library's error code.
  struct FileError: Error, Equatable {
    /// The file that could not be written or renamed.
    var path: String
    /// The error code (`errno`) of the failing call.
    var code: Int32
  }

  /// Replaces the file at `path` with `bytes` atomically: they go to a temporary file in the
  /// same directory, created readable and writable by the owner only, which is flushed to
  /// disk and then renamed over `path`. A crash or a concurrent reader never sees a
  /// half-written file. On failure the temporary file is removed and `path` is unchanged.
  static func replaceFile(at path: String, with bytes: [UInt8]) throws(FileError) {
    let temporary = "\(path).tmp.\(getpid())"
    let fd = open(temporary, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o600)
    guard fd >= 0 else { throw FileError(path: temporary, code: errno) }
    let writeCode = write(bytes, to: fd)
    let synced = writeCode == 0 && fsync(fd) == 0
    let code = writeCode != 0 ? writeCode : errno
    close(fd)
    guard synced else {
      unlink(temporary)
      throw FileError(path: temporary, code: code)
    }
    guard rename(temporary, path) == 0 else {
      let code = errno
      unlink(temporary)
      throw FileError(path: path, code: code)
    }
  }
}

// MARK: - Termination signals

/// The cleanup ``HostPlatform/onTerminationSignals(_:)`` registered, run by the handler.
///
/// `nonisolated(unsafe)` because a signal handler may not take a lock: it is set once, before
/// the handlers are installed, and only read afterwards.
nonisolated(unsafe) private var terminationCleanup: (@convention(c) () -> Void)?

/// The signals that end the shell from outside: the terminal closing, `kill`, `kill -INT`
/// (Ctrl-C itself is a key in raw mode) and Ctrl-\.
private let terminationSignals: [Int32] = [SIGHUP, SIGINT, SIGQUIT, SIGTERM]

/// Runs the cleanup, then ends the process the way the signal would have without a handler.
private func handleTerminationSignal(_ signalNumber: Int32) {
  terminationCleanup?()
  _ = signal(signalNumber, SIG_DFL)
  // The signal is blocked while its handler runs; it is delivered, now with the default
  // action, as soon as the handler returns.
  _ = raise(signalNumber)
}

extension HostPlatform {
  /// Arranges for `cleanup` to run when the process is told to end by `SIGHUP`, `SIGINT`,
  /// `SIGQUIT` or `SIGTERM`, after which the process ends as the signal would have ended it.
  ///
  /// The first call installs the handlers and unblocks those signals on the calling thread
  /// (a parent may start the shell with them blocked: a process launched from a Dispatch
  /// thread inherits its full signal mask); later calls do nothing. `cleanup` runs in a
  /// signal handler, so it must be async-signal-safe (no locks, no allocation).
  static func onTerminationSignals(_ cleanup: @escaping @convention(c) () -> Void) {
    guard terminationCleanup == nil else { return }
    terminationCleanup = cleanup
    var unblocked = sigset_t()
    sigemptyset(&unblocked)
    for signalNumber in terminationSignals {
      _ = signal(signalNumber, handleTerminationSignal)
      sigaddset(&unblocked, signalNumber)
    }
    pthread_sigmask(SIG_UNBLOCK, &unblocked, nil)
  }
}
