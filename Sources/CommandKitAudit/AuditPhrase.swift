import CommandKitLite

/// Wording shared by the rules' messages.
enum AuditPhrase {
  /// How many witness contexts a message names before "and N more".
  static let contextsShown = 3

  /// `"A"`, `"A" and "B"`, `"A", "B" and "C"`.
  static func list(_ items: [String]) -> String {
    guard let last = items.last else { return "" }
    guard items.count > 1 else { return last }
    return items.dropLast().joined(separator: ", ") + " and " + last
  }

  /// `main/list`, `main/list, main/editor and 3 more`: the first names, then the rest
  /// counted (`total` counts every witness, named or not).
  static func contexts(_ names: [String], total: Int) -> String {
    let shown = Array(names.prefix(contextsShown))
    let more = total - shown.count
    guard more > 0 else { return list(shown) }
    return shown.joined(separator: ", ") + " and \(more) more"
  }

  /// A handler as messages name it: `the local handler "selectPrevious" on main/list`.
  static func handler(_ handler: AuditHandler) -> String {
    "the local handler \"\(handler.handler.action)\" on \(handler.path)"
  }
}
