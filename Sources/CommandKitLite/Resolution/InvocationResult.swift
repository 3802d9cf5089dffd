/// The result of performing a command as if chosen from the menu (SPEC §10 `invoke`).
public struct InvocationResult: Sendable, Equatable {
  /// `performed` when the command was enabled, else `disabled` (and nothing happened).
  public var outcome: DispatchOutcome
  /// The command's id.
  public var command: String
  /// The provider of the command's required value, when it resolved.
  public var provider: Provider?
  /// Why the command was enabled or not, in words.
  public var reason: String
  /// Why the command's effect could not be applied; the command itself was performed.
  public var effectError: CommandKitError?
}
