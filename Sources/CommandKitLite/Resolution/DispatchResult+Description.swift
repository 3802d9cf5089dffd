extension DispatchResult: CustomStringConvertible, CustomDebugStringConvertible {
  /// The press in one line, as `cmdshell` says it: `⌘N (cmd+n) in w1: performed file.new
  /// (value from app)`.
  public var description: String {
    let key = "\(shortcut.glyphs) (\(shortcut))"
    let place = key + (window.map { " in \($0)" } ?? "")
    var text: String
    switch outcome {
    case .performed(let command, let provider):
      text =
        "\(place): performed \(command)" + (provider.map { " (value from \($0))" } ?? "")
    case .local(let action, let node):
      text = "\(place): local handler \(action) at \(node)"
    case .control(let title, let action, let node):
      text = "\(place): control \"\(title)\" at \(node) ran \(action)"
    case .consumed(let node):
      text = "\(place): consumed by the text input \(node)"
    case .disabled(let command):
      text = "\(place): disabled — \(command) is bound but not enabled"
    case .reserved(let reservation):
      text = "\(key): reserved for \"\(reservation.use)\"; the app never sees it"
    case .blocked:
      text = "\(key): blocked — \(blockedReason ?? .noKeyWindow)"
    case .focus:
      text = "\(place): focus moved to \(focused?.description ?? "nothing")"
    case .unhandled:
      text = "\(place): unhandled"
    }
    if let effectError { text += "; effect not applied: \(effectError)" }
    return text
  }

  /// The description, then the decision step by step (what `cmdshell why` lists).
  public var debugDescription: String {
    ([description] + steps.enumerated().map { "  \($0 + 1). \($1)" }).joined(separator: "\n")
  }
}

extension DispatchStep: CustomStringConvertible {
  /// `menu edit.delete: enabled (selection from w1/list)`.
  public var description: String { "\(step): \(result)" }
}

extension InvocationResult: CustomStringConvertible {
  /// `Performed file.new (value from app).` or `note.pin is disabled: …`, as `cmdshell
  /// invoke` says it.
  public var description: String {
    var text =
      switch outcome {
      case .performed(let command, let provider):
        "Performed \(command)" + (provider.map { " (value from \($0))" } ?? "") + "."
      default: "\(command) is \(reason)."
      }
    if let effectError { text += " The effect was not applied: \(effectError)." }
    return text
  }
}

extension AccessibilityResult: CustomStringConvertible {
  /// `performed endEditing at w1/editor`, or `unavailable`.
  public var description: String {
    switch outcome {
    case .performed:
      "performed " + (handler.map { "\($0) " } ?? "") + "at \(provider?.description ?? "the app")"
    case .unavailable: "unavailable: nothing in the chain handles it"
    }
  }
}
