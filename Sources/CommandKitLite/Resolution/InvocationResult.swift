/// The result of performing a command as if chosen from the menu (SPEC §10 `invoke`).
public struct InvocationResult: Sendable {
  /// `performed` when the command was enabled, else `disabled` (and nothing happened).
  public var outcome: DispatchOutcome
  /// The command's id.
  public var command: String
  /// The provider of the command's required value, when it resolved.
  public var provider: Provider?
  /// Why the command was enabled or not, in words.
  public var reason: String
  /// A command effect that could not be applied, in words.
  public var effectError: String?
}
