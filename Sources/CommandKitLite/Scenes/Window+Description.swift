extension Window: CustomStringConvertible, CustomDebugStringConvertible {
  /// `w1 (main, window, active; focus w1/list)`: the header of `cmdshell tree`, with where
  /// the window is when that is not the ordinary case.
  public var description: String {
    var facts = [template, kind.rawValue, phase.rawValue]
    if isMinimized { facts.append("minimized") }
    if isFullScreen { facts.append("full screen") }
    if let parent { facts.append("on \(parent)") }
    if display != .main { facts.append("\(display.rawValue) display") }
    let focus = focusedPath.map { "; focus \($0)" } ?? "; no focus"
    return "\(id) (\(facts.joined(separator: ", "))\(focus))"
  }

  /// The description, then the view tree one node per line (`▶` marks focus), as
  /// `cmdshell tree` draws it.
  public var debugDescription: String {
    ([description] + nodes.map { String(repeating: "  ", count: $0.depth + 1) + "\($0)" })
      .joined(separator: "\n")
  }
}

extension NodeInfo: CustomStringConvertible {
  /// `▶ list (list) [focusable, selectable] {"folder": "Work"}`: a line of `cmdshell tree`.
  public var description: String {
    var flags: [String] = []
    if isFocusable { flags.append("focusable") }
    if isTextInput { flags.append("textInput") }
    if isSelectable { flags.append("selectable") }
    if isDisabled { flags.append("disabled") }
    if isHidden { flags.append("hidden") }
    if !isAvailable && !isDisabled && !isHidden { flags.append("unavailable") }
    var text = (isFocused ? "▶ " : "") + "\(id) (\(role))"
    if !flags.isEmpty { text += " [" + flags.joined(separator: ", ") + "]" }
    if !values.isEmpty { text += " " + JSONValue.object(values.json).description }
    if !sceneValues.isEmpty { text += " scene " + JSONValue.object(sceneValues.json).description }
    return text
  }
}
