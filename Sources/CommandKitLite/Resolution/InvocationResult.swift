/// The result of performing a command as if chosen from the menu (SPEC §10 `invoke`).
public struct InvocationResult: Sendable, Equatable {
  /// ``DispatchOutcome/performed(command:provider:)`` when the command was enabled, else
  /// ``DispatchOutcome/disabled(command:)`` (and nothing happened).
  public var outcome: DispatchOutcome
  /// The command's id.
  public var command: String
  /// Why the command was enabled or not, in words.
  public var reason: String
  /// Why the command's action or effect could not be completed; the command itself was
  /// performed.
  public var effectError: CommandKitError?

  /// The provider of the command's required value, when it was performed with one.
  public var provider: Provider? {
    guard case .performed(_, let provider) = outcome else { return nil }
    return provider
  }
}

extension InvocationResult {
  /// The outcome's name without its payload: `performed` or `disabled`.
  public var kind: DispatchOutcome.Kind { outcome.kind }
}
