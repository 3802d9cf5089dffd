/// One entry of a saved session, or of a display's saved window state, that no longer fits
/// the app and was skipped while the rest was restored (SPEC §8).
///
/// ``description`` reads `userBindings.note.pin: no command 'note.pin'; `App.commands`
/// lists the commands; the binding was skipped`: the fix of a refusal is the error's
/// ``CommandKitError/hint``, worded with this API. A front end words the hint its own way
/// with ``description(wordingHint:)``, as `cmdshell` names its verbs.
public struct RestoreWarning: Hashable, Sendable, CustomStringConvertible {
  /// Why an entry no longer fits.
  public enum Problem: Hashable, Sendable {
    /// The app refused it (a binding to a command that no longer exists, a shortcut the
    /// platform reserves); the error carries the fix.
    case refused(CommandKitError)
    /// The entry names something the app no longer has, in words (`no template 'old'`).
    case mismatch(String)
  }

  /// The entry: `userBindings.note.pin`, `windows[2] (w3)`, `w1/list`.
  public var entry: String
  /// Why it no longer fits.
  public var problem: Problem
  /// What happened to it: `the binding was skipped`.
  public var consequence: String

  /// Creates a warning.
  public init(entry: String, problem: Problem, consequence: String) {
    self.entry = entry
    self.problem = problem
    self.consequence = consequence
  }

  /// A warning about an entry the app no longer has.
  static func mismatch(_ entry: String, _ words: String, _ consequence: String) -> RestoreWarning {
    RestoreWarning(entry: entry, problem: .mismatch(words), consequence: consequence)
  }

  /// `entry: problem; consequence`, a refusal's fix worded with this API.
  public var description: String {
    description(wordingHint: \.description)
  }

  /// `entry: problem; consequence`, a refusal's fix worded by `wordingHint`.
  public func description(wordingHint: (CommandKitError.Hint) -> String) -> String {
    let problem =
      switch problem {
      case .refused(let error):
        error.hint.map { "\(error.problem); \(wordingHint($0))" }
          ?? error.problem
      case .mismatch(let words): words
      }
    return "\(entry): \(problem); \(consequence)"
  }
}
