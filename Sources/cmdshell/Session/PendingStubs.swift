import CommandKitLite
import Foundation

// Temporary until session save/restore and the audit land.
extension App {
  func saveSession(to url: URL) throws {}
  mutating func restoreSession(from url: URL) throws -> [String] { [] }
}

extension ShellSession {
  func audit(_ args: Arguments) throws(ShellError) -> ShellReply {
    ShellReply(error: ShellError(code: "unavailable", message: "audit is not built yet"))
  }
}
