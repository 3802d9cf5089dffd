/// View helpers built only inside a context menu (SPEC §22): a view function or property
/// that the app calls only in `.contextMenu { … }`, or hands by name to another view as an
/// argument that view calls only there (Rockxy's window hands `contextMenuItems: contextMenuItems`
/// to its table, stored as `@ViewBuilder let contextMenuItems: (UUID) -> Content` and called
/// only in `.contextMenu { contextMenuItems(rule.id) }`).
///
/// SwiftUI builds a context menu's content when the menu opens, and registers its buttons'
/// shortcuts only while it is open (SwiftUI docs, `View.contextMenu(menuItems:)`; the
/// importer's reading of `.contextMenu` content, `context-menu-view-struct`), so such a
/// helper's buttons are no controls of the window. Written in round nineteen after the
/// thirty-fifth held-out batch was judged (Rockxy's Allow List and Block List windows, seven
/// false `ambiguous` errors; ImporterDefects/context-menu-content-passed-as-closure/). The
/// reading errs towards shown: any other use of the helper's name, or of the argument's,
/// anywhere in the app (a call outside a context menu, a reference, a key path) keeps the
/// helper in its window.
struct NameUses: Sendable, Equatable {
  /// Uses that are none of the ones below.
  var other = 0
  /// Calls (`name(…)`) inside a `.contextMenu`'s content.
  var contextMenuCalls = 0
  /// The argument labels it is passed by name under (`label: name` in a call).
  var passedAs: Set<String> = []
}

extension AppIndex {
  /// Notes how the file uses each lower-case name (``NameUses``).
  mutating func noteNameUses(_ source: SwiftSource) {
    let tokens = source.tokens
    var menus: [Range<Int>] = []
    for index in tokens.indices where tokens[index].isIdentifier("contextMenu") {
      var open = index + 1
      guard source[index - 1]?.isPunctuation(".") == true,
        source[open]?.isPunctuation("(") == true || source[open]?.isPunctuation("{") == true
      else { continue }
      var end = source.partner[open]
      // `.contextMenu(menuItems: { … })` or `.contextMenu { … }`; a trailing `{` after `( … )`.
      if source[open]?.isPunctuation("(") == true, end > open,
        source[end + 1]?.isPunctuation("{") == true
      {
        open = end + 1
        end = source.partner[open]
      }
      if end > index { menus.append(index..<end) }
    }
    for (position, token) in tokens.enumerated()
    where token.kind == .identifier && token.text.first?.isLowercase == true {
      let before = source[position - 1]
      let after = source[position + 1]
      if let before, ["var", "let", "func"].contains(before.text) { continue }
      let opensArgument = { (at: Int) in
        source[at]?.isPunctuation("(") == true || source[at]?.isPunctuation(",") == true
      }
      // An argument label (`label: …`) names the callee's parameter, not this name.
      if after?.isPunctuation(":") == true, opensArgument(position - 1) { continue }
      // `self.name = name` in an initializer stores the argument.
      if after?.isPunctuation("=") == true, source[position + 2]?.isPunctuation("=") != true,
        before?.isPunctuation(".") == true, source[position - 2]?.isIdentifier("self") == true
      {
        continue
      }
      var uses = nameUses[token.text] ?? NameUses()
      if before?.isPunctuation(":") == true, let label = source[position - 2],
        label.kind == .identifier, opensArgument(position - 3),
        after?.isPunctuation(",") == true || after?.isPunctuation(")") == true
      {
        uses.passedAs.insert(label.text)
      } else if after?.isPunctuation("(") == true || after?.isPunctuation("{") == true,
        before?.isPunctuation(".") != true, menus.contains(where: { $0.contains(position) })
      {
        uses.contextMenuCalls += 1
      } else if menus.contains(where: { $0.contains(position) }), before?.isPunctuation(".") != true
      {
        // A property read in the menu's content (`.contextMenu { rowMenu }`).
        uses.contextMenuCalls += 1
      } else {
        uses.other += 1
      }
      nameUses[token.text] = uses
    }
  }

  /// Whether the helper is built only inside context menus: used nowhere else, and either
  /// called there or handed by name only to arguments that are themselves called only there.
  func isBuiltOnlyInContextMenus(_ helper: ViewHelper) -> Bool {
    guard let uses = nameUses[helper.name], uses.other == 0,
      uses.contextMenuCalls > 0 || !uses.passedAs.isEmpty
    else { return false }
    return uses.passedAs.allSatisfy { label in
      guard let called = nameUses[label] else { return false }
      return called.other == 0 && called.contextMenuCalls > 0
    }
  }

  /// The helper of `file` built only in context menus whose body holds `position`, if any.
  func contextMenuOnlyViewHelper(in file: String, containing position: Int) -> ViewHelper? {
    contextMenuOnlyViewHelpers.first { $0.file == file && $0.body.contains(position) }
  }
}
