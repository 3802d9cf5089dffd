import CommandKitLite
import Foundation

/// Tab completion for the shell: verbs first, then what each verb's next argument can be
/// (window ids, node paths, command ids, template names, value keys, shortcuts).
enum Completer {
  static func complete(_ session: ShellSession, line: String, cursor: Int) -> Completion {
    let characters = Array(line)
    let end = min(max(cursor, 0), characters.count)
    var start = end
    while start > 0, !characters[start - 1].isWhitespace { start -= 1 }
    let word = String(characters[start..<end])
    let before = String(characters[0..<start]).split(whereSeparator: \.isWhitespace).map(String.init)
    let candidates = options(session, before: before).filter { $0.hasPrefix(word) }
    return Completion(replaceFrom: start, candidates: Array(Set(candidates)).sorted())
  }

  static func options(_ session: ShellSession, before: [String]) -> [String] {
    let app = session.app
    guard let verb = before.first?.lowercased() else { return Verb.all.map(\.name) }
    let position = before.count - 1
    let windows = app.windows.map(\.id)
    let paths = app.windows.flatMap { window in window.nodeIDs.map { "\(window.id)/\($0)" } }
      + (app.keyWindow?.nodeIDs ?? [])
    let commands = app.commands.map(\.id)
    let templates = app.templates.map(\.name)
    switch (verb, position) {
    case ("help", 0): return Verb.all.map(\.name)
    case ("open", 0), ("alert", 0): return templates
    case ("sheet", 0): return windows
    case ("sheet", 1): return templates
    case ("close", 0), ("key", 0), ("minimize", 0), ("unminimize", 0), ("dismiss", 0), ("tree", 0), ("move", 0):
      return windows
    case ("move", 1): return Display.allCases.map(\.rawValue)
    case ("focus", 0), ("hide", 0), ("show", 0), ("disable", 0), ("enable", 0), ("select", 0), ("deselect", 0), ("contextmenu", 0):
      return paths
    case ("set", 0), ("unset", 0): return paths + windows.map { "scene:\($0)" } + ["app"]
    case ("set", 1), ("unset", 1), ("value", 0): return valueKeys(app)
    case ("press", 0), ("why", 0), ("bind", 0):
      return app.commands.compactMap { app.effectiveShortcut(of: $0.id)?.description } + ["tab", "shift+tab", "escape", "delete", "return"]
    case ("bind", 1), ("invoke", 0), ("unbind", 0): return commands
    case ("a11y", 0): return ["focus", "perform", "escape", "magictap"]
    case ("a11y", 1) where before.count > 1 && before[1] == "focus": return paths
    case ("a11y", 1) where before.count > 1 && before[1] == "perform": return app.accessibilityActions().map(\.name)
    case ("display", 0): return ["connect", "disconnect"]
    case ("platform", 0): return Platform.allCases.map(\.rawValue)
    case ("audit", 0): return ["--platform"]
    case ("audit", 1): return Platform.allCases.map(\.rawValue)
    case ("menu", 0): return app.validatedMenuBar().map(\.title)
    case ("load", 0), ("restore", 0), ("save", 0): return jsonFiles()
    default: return []
    }
  }

  static func valueKeys(_ app: App) -> [String] {
    var keys = Set(app.appValues.names)
    for window in app.windows {
      keys.formUnion(window.sceneValues.names)
      for node in window.nodes {
        keys.formUnion(node.values.names)
        keys.formUnion(node.sceneValues.names)
      }
    }
    for command in app.commands { if let key = command.requires { keys.insert(key) } }
    return keys.sorted()
  }

  static func jsonFiles() -> [String] {
    let names = (try? FileManager.default.contentsOfDirectory(atPath: FileManager.default.currentDirectoryPath)) ?? []
    return names.filter { $0.hasSuffix(".json") }.sorted()
  }
}
