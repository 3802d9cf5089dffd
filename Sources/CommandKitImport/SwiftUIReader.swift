import CommandKitLite

/// Reads SwiftUI sources (SPEC §22): `CommandMenu`, `CommandGroup(replacing:/before:/after:)`,
/// `Button`, `Toggle` and `Menu` with `.keyboardShortcut(…)` in commands (menu commands) and
/// in views (in-window controls, §16), the scene types `WindowGroup`, `Window`,
/// `DocumentGroup` and `Settings`, and `.commandsRemoved()`.
///
/// `.keyboardShortcut` spellings, from SwiftUI's docs (`View.keyboardShortcut(_:modifiers:)`,
/// `KeyEquivalent`, `KeyboardShortcut`): `"n"`, `.init("n")`, `KeyEquivalent("n")`,
/// `KeyEquivalent.delete` or `.delete`, `modifiers: [.command, .shift]` (default `.command`),
/// `KeyboardShortcut("n", modifiers: …)`, `.defaultAction` (Return) and `.cancelAction`
/// (Escape). A button's `@FocusedValue` (or `@FocusedBinding`) that it mentions becomes the
/// value the command requires.
struct SwiftUIReader {
  let source: SwiftSource
  var result = SceneImport()

  /// A `CommandMenu`, `CommandGroup` or `Menu` body: what the items inside belong to.
  struct Region {
    enum Kind { case commandMenu, commandGroup, menu }
    var kind: Kind
    var title: String
    var group: CommandGroupPlacement?
    var placement: String?
    var body: Range<Int>
  }

  var regions: [Region] = []
  var focusedVariables: [String: String] = [:]
  var seenIDs: Set<String> = []
  /// What became of each `.keyboardShortcut` call, by the index of its name.
  var shortcutOutcomes: [Int: ShortcutOutcome] = [:]
  /// `.contextMenu` contents: their buttons are not live controls.
  var contextMenus: [Range<Int>] = []
  /// Views called from command content, by name.
  private var references: [String: Region] = [:]

  init(source: SwiftSource) {
    self.source = source
  }

  static func read(_ source: SwiftSource, contentViews: [String: Region] = [:]) -> SceneImport {
    var reader = SwiftUIReader(source: source)
    reader.readFocusedVariables()
    reader.readRegions()
    reader.readContentViews(contentViews)
    reader.readScenes()
    reader.readContextMenus()
    reader.readItems()
    reader.readStrayShortcuts()
    reader.countShortcuts()
    return reader.result
  }

  var tokens: [SwiftToken] { source.tokens }

  /// `@FocusedValue(\.name) var variable` and `@FocusedBinding(\.name) var variable`.
  private mutating func readFocusedVariables() {
    for index in tokens.indices {
      guard let open = source.call(index, named: ["@FocusedValue", "@FocusedBinding"]) else {
        continue
      }
      let close = source.partner[open]
      var position = close + 1
      while let word = source[position], word.kind == .identifier,
        ["private", "fileprivate", "internal", "public", "package"].contains(word.text)
      {
        position += 1
      }
      guard let keyName = source[close - 1], keyName.kind == .identifier,
        source[position]?.isIdentifier("var") == true, let variable = source[position + 1],
        variable.kind == .identifier
      else { continue }
      focusedVariables[variable.text] = keyName.text
    }
  }

  private mutating func readRegions() {
    for index in tokens.indices {
      if let open = source.call(index, named: ["CommandMenu"]) {
        let arguments = source.arguments(open)
        let title = arguments.first.map { titleText($0.range, at: index, what: "CommandMenu") }
        guard let body = trailingBody(after: open) else { continue }
        regions.append(Region(kind: .commandMenu, title: title ?? "", body: body))
      } else if let open = source.call(index, named: ["CommandGroup"]) {
        guard let argument = source.arguments(open).first, let label = argument.label,
          ["replacing", "before", "after"].contains(label),
          let name = source.memberName(argument.range)
        else {
          result.warn(
            "CommandGroup whose placement cannot be read; its items are imported without a group",
            at: source.location(index))
          continue
        }
        guard let group = CommandGroupPlacement(named: name) else {
          result.warn(
            "CommandGroup placement .\(name) is not one the simulator knows; its items are "
              + "imported without a group", at: source.location(index))
          continue
        }
        guard let body = trailingBody(after: open) else { continue }
        // `{}` or `{ EmptyView() }`: the group is removed with nothing in its place.
        let isEmpty =
          body.isEmpty
          || (body.count == 3 && tokens[body.lowerBound].isIdentifier("EmptyView")
            && tokens[body.lowerBound + 1].isPunctuation("("))
        if label == "replacing", isEmpty { result.removeGroup(group.name) }
        regions.append(
          Region(
            kind: .commandGroup, title: group.menu.rawValue, group: group, placement: label,
            body: body))
      } else if tokens[index].isIdentifier("Menu"), source[index - 1]?.isPunctuation(".") != true {
        if let open = source.call(index, named: ["Menu"]) {
          let title =
            source.arguments(open).first.flatMap { $0.label == nil ? $0 : nil }
            .map { titleText($0.range, at: index, what: "Menu") }
            ?? source.firstLabel(in: open..<source.endOfCall(open)).map {
              resolve($0, at: index, what: "Menu")
            } ?? "Menu"
          if let body = trailingBody(after: open) {
            regions.append(Region(kind: .menu, title: title, body: body))
          }
        } else if source[index + 1]?.isPunctuation("{") == true {
          let body = (index + 2)..<source.partner[index + 1]
          // No parentheses: the call ends after its trailing closures (the label's).
          let end = source.endOfTrailingClosures(from: index + 1)
          let title =
            source.firstLabel(in: body.upperBound..<end).map {
              resolve($0, at: index, what: "Menu")
            } ?? "Menu"
          regions.append(Region(kind: .menu, title: title, body: body))
        }
      }
    }
  }

  /// Command content written as a view (`CommandGroup(after: .sidebar) { SidebarItems() }`,
  /// `struct SidebarItems: View { … }`): that view's body is command content too, with the
  /// region's menu and group. Views of other files come in `contentViews` (see
  /// ``contentReferences(_:)``).
  private mutating func readContentViews(_ contentViews: [String: Region]) {
    let types = source.typeBodies()
    var queue = regions.filter { $0.kind != .menu }
    var seen: Set<String> = []
    for type in types {
      guard var content = contentViews[type.name], seen.insert(type.name).inserted else {
        continue
      }
      content.body = type.body
      regions.append(content)
      queue.append(content)
    }
    while let region = queue.popLast() {
      for index in region.body where tokens[index].kind == .identifier {
        let name = tokens[index].text
        guard source[index + 1]?.isPunctuation("(") == true,
          source[index + 2]?.isPunctuation(")") == true, name.first?.isUppercase == true
        else { continue }
        if references[name] == nil { references[name] = region }
        guard !seen.contains(name), let type = types.first(where: { $0.name == name }) else {
          continue
        }
        seen.insert(name)
        var content = region
        content.body = type.body
        regions.append(content)
        queue.append(content)
      }
    }
  }

  /// The views (`Name()`) that a file's command content calls, with the content's place:
  /// a first pass over every file, so that views declared in other files are read as
  /// command content.
  static func contentReferences(_ source: SwiftSource) -> [String: Region] {
    var reader = SwiftUIReader(source: source)
    reader.readRegions()
    reader.readContentViews([:])
    return reader.references
  }

  /// The body of the trailing closure after the call whose `(` is at `open`.
  func trailingBody(after open: Int) -> Range<Int>? {
    let brace = source.partner[open] + 1
    guard source[brace]?.isPunctuation("{") == true else { return nil }
    return (brace + 1)..<source.partner[brace]
  }

  /// A title expression's text; a computed one is reported.
  mutating func titleText(_ range: Range<Int>, at index: Int, what: String) -> String {
    switch source.text(range) {
    case .literal(let text): return text
    case .computed(let expression):
      result.warn(
        "\(what) title \(expression) is computed at run time; imported with that expression "
          + "as its title", at: source.location(range.lowerBound))
      return expression
    }
  }

  /// The scenes of an `App` body.
  private mutating func readScenes() {
    for index in tokens.indices {
      if tokens[index].isIdentifier("struct"), let name = source[index + 1],
        source[index + 2]?.isPunctuation(":") == true,
        source[index + 3]?.isIdentifier("App") == true
      {
        result.appName = name.text
      }
      let token = tokens[index]
      guard token.kind == .identifier,
        ["WindowGroup", "Window", "DocumentGroup", "Settings"].contains(token.text),
        source[index - 1]?.isPunctuation(".") != true
      else { continue }
      var end: Int
      var title = ""
      var identifier: String?
      if source[index + 1]?.isPunctuation("(") == true {
        let open = index + 1
        let arguments = source.arguments(open)
        if let first = arguments.first, first.label == nil {
          title = titleText(first.range, at: index, what: token.text)
        }
        if let id = source.argument(arguments, "id"),
          case .literal(let text) = source.text(
            id.range)
        {
          identifier = text
        }
        end = source.endOfCall(open)
      } else if source[index + 1]?.isPunctuation("{") == true {
        end = source.partner[index + 1] + 1
      } else {
        continue
      }
      let kind: WindowKind =
        switch token.text {
        case "Settings": .settings
        case "DocumentGroup": .document
        default: .window
        }
      let location = source.location(index)
      let name: String
      if kind == .settings {
        name = "settings"
      } else if !result.templates.contains(where: { $0.kind.canBeMain }) {
        name = "main"
      } else {
        name = Self.templateName(identifier ?? title, fallback: "window\(result.templates.count)")
      }
      result.templates.append(
        ImportedTemplate(
          name: name, kind: kind, title: title, single: token.text == "Window", source: location))
      for modifier in source.modifiers(after: end).calls {
        switch modifier.name {
        case "commandsRemoved" where kind != .settings && token.text != "Window":
          // SwiftUI: "removes the commands … defined by the scene", such as a window
          // group's New Window item (Scene.commandsRemoved()).
          result.removeGroup(CommandGroupPlacement.newItem.name)
        case "keyboardShortcut":
          shortcutOutcomes[modifier.at] = .warned
          result.warn(
            "a scene's .keyboardShortcut (the shortcut of its New Window or open item) is not "
              + "imported", at: source.location(modifier.at))
        default: break
        }
      }
    }
  }

  static func templateName(_ text: String, fallback: String) -> String {
    let name = ImportedShortcut.idPart(text) ?? ""
    return name.isEmpty ? fallback : name
  }
}
