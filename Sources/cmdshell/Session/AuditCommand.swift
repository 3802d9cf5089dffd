import CommandKitLite
import Foundation

/// `cmdshell audit FILE.json [--platform P] [--format text|json]`.
enum AuditCommand {
  static func run(file: String, platform: String?, format: String) -> ExitCode {
    FileHandle.standardError.write(Data("Error: the audit is not built yet\n".utf8))
    return .validationFailure
  }
}
