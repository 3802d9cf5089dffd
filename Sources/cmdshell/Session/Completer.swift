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
    let before = String(characters[0..<start]).split(whereSeparator: \.isWhitespace).map(
      String.init)
    let candidates = (options(session, before: before) + keyNames(before: before, word: word))
      .filter { $0.hasPrefix(word) }
    return Completion(replaceFrom: start, candidates: Array(Set(candidates)).sorted())
  }

  static func options(_ session: ShellSession, before: [String]) -> [String] {
    let app = session.app
    guard let first = before.first else { return Verb.names }
    guard let verb = Verb.named(first) else { return [] }
    let position = before.count - 1
    let windows = app.windows.map(\.id)
    let paths =
      app.windows.flatMap { window in window.nodeIDs.map { "\(window.id)/\($0)" } }
      + (app.keyWindow?.nodeIDs ?? [])
    let commands = app.commands.map(\.id)
    let templates = app.templates.map(\.name)
    var shortcuts: [String] {
      app.commands.compactMap { app.effectiveShortcut(of: $0.id)?.description }
        + ["tab", "shift+tab", "escape", "delete", "return"]
    }
    /// The candidates for each position, in order; later positions complete nothing.
    let positions: [[String]]
    switch verb {
    case .help: positions = [Verb.names]
    case .open, .alert: positions = [templates]
    case .sheet: positions = [windows, templates]
    case .close, .key, .minimize, .unminimize, .dismiss, .tree: positions = [windows]
    case .move: positions = [windows, Display.allCases.map(\.rawValue)]
    case .focus, .hide, .show, .disable, .enable, .select, .deselect, .contextmenu:
      positions = [paths]
    case .set, .unset:
      positions = [paths + windows.map { "scene:\($0)" } + ["app"], valueKeys(app)]
    case .value: positions = [valueKeys(app)]
    case .press, .why: positions = [shortcuts]
    case .bind: positions = [shortcuts, commands]
    case .invoke, .unbind: positions = [commands]
    case .a11y:
      let action = before.count > 1 ? before[1] : ""
      let second =
        action == "focus"
        ? paths : action == "perform" ? app.accessibilityActions().map(\.name) : []
      positions = [["focus", "perform", "escape", "magictap"], second]
    case .display: positions = [["connect", "disconnect"]]
    case .platform: positions = [Platform.allCases.map(\.rawValue)]
    case .semantics: positions = [ResolutionSemantics.allCases.map(\.rawValue)]
    case .layout: positions = [KeyboardLayout.ids]
    case .direction: positions = [LayoutDirection.allCases.map(\.rawValue)]
    case .audit:
      // After an option, its values; otherwise the options.
      let option = before.last ?? ""
      let values =
        option == "--platform"
        ? Platform.allCases.map(\.rawValue)
        : option == "--semantics" ? ResolutionSemantics.allCases.map(\.rawValue) : []
      positions =
        Array(repeating: ["--platform", "--semantics"], count: before.count - 1) + [
          values.isEmpty ? ["--platform", "--semantics"] : values
        ]
    case .menu: positions = [app.validatedMenuBar().map(\.title)]
    case .load, .restore, .save: positions = [jsonFiles()]
    case .demo, .windows, .tab, .backtab, .chain, .overlay, .unhide, .launch, .quit:
      positions = []
    }
    return positions.indices.contains(position) ? positions[position] : []
  }

  /// Key names after the modifiers typed so far, for a shortcut argument being typed
  /// (`press cmd+keyp` offers `cmd+keypad0` … `cmd+keypadclear`).
  static func keyNames(before: [String], word: String) -> [String] {
    guard !word.isEmpty, before.count == 1, let verb = before.first.flatMap(Verb.named),
      [.press, .why, .bind].contains(verb)
    else { return [] }
    let parts = word.split(separator: "+", omittingEmptySubsequences: false)
    let modifiers = parts.dropLast().prefix { modifierNames.contains($0.lowercased()) }
    let prefix = modifiers.map { $0 + "+" }.joined()
    return KeyEquivalent.names.map { prefix + $0 }
  }

  private static let modifierNames: Set<String> = [
    "ctrl", "control", "opt", "option", "alt", "shift", "cmd", "command", "fn",
  ]

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
    let names =
      (try? FileManager.default.contentsOfDirectory(
        atPath: FileManager.default.currentDirectoryPath)) ?? []
    return names.filter { $0.hasSuffix(".json") }.sorted()
  }
}
