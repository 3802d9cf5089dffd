import CommandKitLite
import Foundation

extension ShellSession {
  mutating func accessibility(_ args: Arguments) throws(ShellError) -> ShellReply {
    switch args.word(0)?.lowercased() {
    case nil:
      let actions = app.accessibilityActions()
      let element = app.accessibilityCursor
      let lines = Table.lines(actions.map { [$0.name, "from \($0.provider)"] }, indent: "  ")
      let text =
        "Element: \(element?.description ?? "none")\n"
        + (lines.isEmpty ? "  (no actions)" : lines.joined(separator: "\n"))
      return ShellReply(
        text: text,
        [
          ("element", element.json),
          (
            "actions",
            .array(
              actions.map {
                .object(JSONObject([("name", .string($0.name)), ("provider", $0.provider.json)]))
              })
          ),
        ])
    case "focus":
      try args.expect(2...2)
      let path = try nodePath(args.words[1])
      try mutate { (app) throws(CommandKitError) in try app.moveAccessibilityCursor(to: path) }
      let element = app.accessibilityCursor
      return ShellReply(
        text: "Accessibility cursor on \(element?.description ?? "nothing").",
        [
          ("element", element.json),
          (
            "actions",
            .array(
              app.accessibilityActions().map {
                .object(JSONObject([("name", .string($0.name)), ("provider", $0.provider.json)]))
              })
          ),
        ])
    case "perform":
      let name = args.words.dropFirst().joined(separator: " ")
      guard !name.isEmpty else { throw .usage(args.verb, "missing action NAME") }
      return gesture(app.performAccessibilityAction(name), what: "action '\(name)'")
    case "escape":
      try args.expect(1...1)
      return gesture(app.accessibilityEscape(), what: "escape")
    case "magictap":
      try args.expect(1...1)
      return gesture(app.accessibilityMagicTap(), what: "magic tap")
    case let other?:
      throw .usage(
        args.verb, "unknown a11y action '\(other)'; use focus, perform, escape or magictap")
    }
  }

  private func gesture(_ result: AccessibilityResult, what: String) -> ShellReply {
    let text =
      result.outcome == .performed
      ? "Performed \(what)" + (result.handler.map { " (\($0))" } ?? "")
        + " at \(result.provider?.description ?? "")."
      : "No one handles \(what) here: unavailable."
    var fields: [(String, JSONValue)] = [
      ("outcome", .string(result.outcome.rawValue)), ("provider", result.provider.json),
    ]
    if let handler = result.handler { fields.append(("handler", .string(handler))) }
    return ShellReply(text: text, fields)
  }
}
