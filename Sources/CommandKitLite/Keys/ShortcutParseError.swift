/// Why a shortcut string could not be parsed. The description quotes the input, names the
/// bad token and says how to fix it.
public struct ShortcutParseError: Error, Hashable, Sendable, CustomStringConvertible {
  /// What went wrong.
  public enum Problem: Hashable, Sendable {
    /// Nothing was given.
    case empty
    /// The modifiers are not followed by a key (`cmd+`).
    case missingKey
    /// The key is not a single character or a known key name.
    case unknownKey(String, suggestion: String?)
    /// A token before the key is not a modifier.
    case unknownModifier(String, suggestion: String?)
    /// A modifier appears twice.
    case duplicateModifier(String)
    /// `+` cannot be a key: it joins the parts. The `+` key is written `plus`.
    case plusKey
  }

  /// The text that was parsed.
  public let input: String
  /// What went wrong.
  public let problem: Problem

  /// Creates an error for `input`.
  public init(input: String, problem: Problem) {
    self.input = input
    self.problem = problem
  }

  /// A one-line message that names the problem and the fix.
  public var description: String {
    let quoted = "'\(input)'"
    switch problem {
    case .empty:
      return "Empty shortcut. Write modifiers then a key, such as 'cmd+shift+z' or 'delete'."
    case .missingKey:
      return "Missing key in \(quoted). Put a key after the modifiers, such as 'cmd+n'."
    case .unknownKey(let key, let suggestion):
      return "Unknown key '\(key)' in \(quoted). "
        + (suggestion.map { "Did you mean '\($0)'?" }
          ?? ("Use one character or one of: return escape tab space delete forwarddelete up"
            + " down left right home end pageup pagedown clear help insert plus f1…f35"
            + " keypad0…keypad9 keypadenter keypad+ keypad- keypad* keypad/ keypad= keypad."
            + " keypadclear."))
    case .unknownModifier(let token, let suggestion):
      return "Unknown modifier '\(token)' in \(quoted). "
        + (suggestion.map { "Did you mean '\($0)'?" } ?? "Use ctrl, opt, shift, cmd or fn.")
    case .duplicateModifier(let name):
      return "Modifier '\(name)' appears twice in \(quoted). Write each modifier once."
    case .plusKey:
      return "'+' cannot be a key in \(quoted): '+' joins the parts. Write the + key as"
        + " 'plus' ('cmd+plus', the same press as 'shift+cmd+='); Zoom In is 'cmd+='."
    }
  }
}
