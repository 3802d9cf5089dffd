import Testing
@testable import cmdshell

@Test func placeholder() { #expect(CmdShell.self == CmdShell.self) }
