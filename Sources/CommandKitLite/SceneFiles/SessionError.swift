/// Why a session could not be saved or restored. When one is thrown nothing has changed:
/// the session in memory and any existing file stay as they were.
public struct SessionError: Error, Hashable, Sendable, CustomStringConvertible {
  /// What went wrong.
  public enum Problem: Hashable, Sendable {
    /// The file cannot be read.
    case unreadable(file: String, reason: String)
    /// The file cannot be written.
    case unwritable(file: String, reason: String)
    /// The file is not valid JSON (truncated or corrupt).
    case syntax(JSONSyntaxError)
    /// The JSON is not a session file: its `format` is missing or different.
    case notASession(found: String?)
    /// The file's format version is not one this library reads.
    case unsupportedVersion(Int)
    /// A field is missing or has the wrong type.
    case invalid(path: JSONPath, expected: String)
    /// The session was saved from another app.
    case appMismatch(saved: String, current: String)
  }

  /// What went wrong.
  public let problem: Problem

  /// Creates an error.
  public init(_ problem: Problem) {
    self.problem = problem
  }

  /// What went wrong and what to do.
  public var description: String {
    switch problem {
    case .unreadable(let file, let reason):
      "cannot read session file \(file): \(reason)"
    case .unwritable(let file, let reason):
      "cannot write session file \(file): \(reason); any previous file is unchanged"
    case .syntax(let error):
      "not a valid session file (truncated or corrupt?): \(error); the session is unchanged"
    case .notASession(let found):
      "not a session file: \"format\" is \(found.map { SceneFileError.quote($0) } ?? "missing"), expected \"\(SessionSnapshot.format)\"; the session is unchanged"
    case .unsupportedVersion(let version):
      "session file version \(version) is not supported (this library reads version \(SessionSnapshot.version)); the session is unchanged"
    case .invalid(let path, let expected):
      "corrupt session file: \(path): expected \(expected); the session is unchanged"
    case .appMismatch(let saved, let current):
      "the session was saved from app \(SceneFileError.quote(saved)), not \(SceneFileError.quote(current)); load that app's scene file first"
    }
  }

  /// A stable machine-readable code such as `corrupt-session`.
  public var code: String {
    switch problem {
    case .unreadable: "unreadable"
    case .unwritable: "unwritable"
    case .syntax: "corrupt-session"
    case .notASession: "not-a-session"
    case .unsupportedVersion: "unsupported-version"
    case .invalid: "corrupt-session"
    case .appMismatch: "app-mismatch"
    }
  }
}
