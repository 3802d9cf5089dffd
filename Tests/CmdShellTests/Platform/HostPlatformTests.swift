import Testing

@testable import cmdshell

/// The shell's platform adapter on real descriptors: a pseudo-terminal and a pipe. On a Mac
/// these are the tests that exercise the Darwin branch of `HostPlatform`.
@Suite("HostPlatform", .serialized)
struct HostPlatformTests {
  @Test("A pseudo-terminal is a terminal with its width; a pipe is neither")
  func terminalOrNot() throws {
    let pty = try TestPlatform.openPseudoTerminal(rows: 30, columns: 123)
    defer { [pty.master, pty.slave].forEach(TestPlatform.close) }
    let pipe = try TestPlatform.makePipe()
    defer { [pipe.read, pipe.write].forEach(TestPlatform.close) }
    #expect(HostPlatform.isTerminal(pty.slave))
    #expect(HostPlatform.terminalWidth(of: pty.slave) == 123)
    #expect(!HostPlatform.isTerminal(pipe.read))
    #expect(HostPlatform.terminalWidth(of: pipe.read) == nil)
    #expect(HostPlatform.terminalMode(of: pipe.read) == nil)
  }

  @Test("Raw mode turns off line editing and echo, keeps output processing, and undoes")
  func rawModeRoundTrip() throws {
    let pty = try TestPlatform.openPseudoTerminal()
    defer { [pty.master, pty.slave].forEach(TestPlatform.close) }
    let before = try #require(TestPlatform.terminalMode(of: pty.slave))
    let original = try #require(HostPlatform.terminalMode(of: pty.slave))
    #expect(!before.isRaw)
    #expect(HostPlatform.setTerminalMode(HostPlatform.rawMode(from: original), of: pty.slave))
    let raw = try #require(TestPlatform.terminalMode(of: pty.slave))
    #expect(raw.isRaw)
    #expect(raw.flags[1] == before.flags[1], "output flags changed")
    #expect(HostPlatform.setTerminalMode(original, of: pty.slave))
    #expect(TestPlatform.terminalMode(of: pty.slave) == before)
  }

  @Test("Writes arrive whole; reads return what is there, then 0 at end of input")
  func readWrite() throws {
    let pipe = try TestPlatform.makePipe()
    defer { TestPlatform.close(pipe.read) }
    // 7,000 bytes: less than a pipe holds on Linux and macOS, so the write cannot block.
    let text = String(repeating: "héllo ", count: 1000)
    #expect(HostPlatform.write(text.utf8, to: pipe.write) == 0)
    TestPlatform.close(pipe.write)
    var received: [UInt8] = []
    var chunk = [UInt8](repeating: 0, count: 512)
    while true {
      let count = chunk.withUnsafeMutableBytes { HostPlatform.read(pipe.read, into: $0) }
      guard count > 0 else { break }
      received += chunk[..<count]
    }
    #expect(String(decoding: received, as: UTF8.self) == text)
  }
}
