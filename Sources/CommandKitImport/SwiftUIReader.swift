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
/// (Escape). A button's `@FocusedValue` (or `@FocusedBinding`, or `@FocusedObject`, whose
/// key is its type) that it mentions, or that an `if let` around it unwraps, becomes the
/// value the command requires: SwiftUI builds the `if let` branch only while the value is
/// published (`FocusedObject`: "the value is nil … when the focused view does not provide
/// one"). `.disabled(true)` on a command's button makes it never enabled.
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
    /// The groups a placement evaluated to several of may be (a helper called once per
    /// group): an item there stands for a standard item of one of them.
    var candidates: [CommandGroupPlacement] = []
    /// For content read from a property or function that a `Menu` of the region builds
    /// (`Menu { newPlaylistMenuItem() } label: { Text("New") }`): the titles of the menus
    /// around that use, outermost first. Items in it are in those submenus.
    var submenus: [String] = []
    /// For content read from a View struct its caller builds with a label closure
    /// (`OpenFileButton(context: .command) { Text("Open…") }`): the title that closure
    /// shows, for a button of the struct whose label is the stored view (`label: { label }`).
    var callerLabel: String?
  }

  var regions: [Region] = []
  var focusedVariables: [String: String] = [:]
  var seenIDs: Set<String> = []
  /// Each command's call as written (its tokens' text) and its line, by the id it was first
  /// given: the same item written twice is one command.
  var writtenItems: [String: (tokens: [String], line: Int)] = [:]
  /// The token where each of `result.commands` is declared.
  var commandTokens: [Int] = []
  /// What became of each `.keyboardShortcut` call, by the index of its name.
  var shortcutOutcomes: [Int: ShortcutOutcome] = [:]
  /// Menus whose items' shortcuts work only while they are open (`.contextMenu`, a
  /// `MenuBarExtra` menu): their buttons are not live controls.
  var closedMenus: [(range: Range<Int>, what: String)] = []
  /// The token ranges of the file's `.contextMenu`s: a view built inside one is the menu's,
  /// not a view of the type or window around it (``isViewUse(_:)``).
  var contextMenuRanges: [Range<Int>] = []
  /// Scene contents and sheet contents, with their windows' view keys.
  var windowRegions: [(range: Range<Int>, key: String)] = []
  /// The bodies of the file's view properties and functions, by `Type.name`
  /// (``viewProperties()``), read once by ``readPresentations()``: a view written in one is
  /// shown by a sheet of another file that names it (``SwiftUIViews/Element/member``).
  var propertyBodies: [(range: Range<Int>, key: String)] = []
  /// Views called from command content, by name.
  private var references: [String: Region] = [:]
  /// The `.focusedValue` and `.focusedObject` modifiers (by the index of their name) that a
  /// view read as a node carries: the node publishes the value while it has focus.
  var nodePublishers: Set<Int> = []

  init(source: SwiftSource) {
    self.source = source
  }

  /// What the app's other sources say about classes (an `NSViewRepresentable`'s text view).
  var index = AppIndex()
  /// The app's strings, for titles given as localization keys.
  var localizations = Localizations()

  static func read(
    _ source: SwiftSource, contentViews: [String: Region] = [:], index: AppIndex = AppIndex(),
    localizations: Localizations = Localizations()
  ) -> SceneImport {
    var reader = SwiftUIReader(source: source)
    reader.index = index
    reader.localizations = localizations
    reader.readFocusedVariables()
    reader.readRegions()
    reader.readContentViews(contentViews)
    reader.readScenes()
    reader.readContextMenus()
    reader.readPresentations()
    reader.removePresentedViewsFromScenes()
    reader.readExclusiveBranches()
    reader.readHostedLocalViews()
    reader.readItems()
    reader.readViews()
    reader.readHostedViews()
    reader.readFocusPublications()
    reader.readStrayShortcuts()
    reader.shareBranchActions()
    reader.countShortcuts()
    // Views in the order the file declares them, which is the windows' focus order.
    reader.result.views.elements.sort {
      ($0.node.source.line, $0.node.source.column) < ($1.node.source.line, $1.node.source.column)
    }
    return reader.result
  }

  var tokens: [SwiftToken] { source.tokens }

  /// `@FocusedValue(\.name) var variable`, `@FocusedBinding(\.name) var variable` and
  /// `@FocusedObject var variable: Type?` (whose key is the type: SwiftUI finds a focused
  /// object by its type, `View.focusedObject(_:)`).
  private mutating func readFocusedVariables() {
    for index in tokens.indices {
      if tokens[index].isIdentifier("@FocusedObject") {
        var position = index + 1
        while let word = source[position], word.kind == .identifier,
          ["private", "fileprivate", "internal", "public", "package"].contains(word.text)
        {
          position += 1
        }
        guard source[position]?.isIdentifier("var") == true, let variable = source[position + 1],
          variable.kind == .identifier, source[position + 2]?.isPunctuation(":") == true,
          let type = source[position + 3], type.kind == .identifier
        else { continue }
        focusedVariables[variable.text] = type.text
        continue
      }
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
        guard let body = contentBody(after: open, label: "content") else { continue }
        guard let title, !title.isEmpty else {
          // A menu without a name does not load (SPEC §9); Interface Builder's untitled
          // menus are read as Untitled too.
          result.warn(
            "CommandMenu has an empty title, so the menu bar shows no name for it; imported as "
              + "the Untitled menu", at: source.location(index))
          regions.append(Region(kind: .commandMenu, title: "Untitled", body: body))
          continue
        }
        regions.append(Region(kind: .commandMenu, title: title, body: body))
      } else if let open = source.call(index, named: ["CommandGroup"]) {
        guard let argument = source.arguments(open).first, let label = argument.label,
          ["replacing", "before", "after"].contains(label)
        else {
          result.warn(
            "CommandGroup whose placement cannot be read; its items are imported without a group",
            at: source.location(index))
          continue
        }
        // `.pasteboard`, `CommandGroupPlacement.pasteboard`; else an expression of the app's.
        let name = source.memberName(argument.range)
        let literal =
          tokens[argument.range.lowerBound].isPunctuation(".")
            || tokens[argument.range.lowerBound].isIdentifier("CommandGroupPlacement")
          ? name : nil
        guard let group = name.flatMap(CommandGroupPlacement.init(named:)) else {
          guard let body = contentBody(after: open, label: "addition") else { continue }
          readUnnamedPlacement(
            argument.range, label: label, literal: literal, at: index, body: body)
          continue
        }
        guard let body = contentBody(after: open, label: "addition") else { continue }
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
            ?? source.firstLabelArgument(in: open..<source.endOfCall(open)).map {
              readTitle($0, what: "Menu", warnAt: index).text
            } ?? "Menu"
          if let body = trailingBody(after: open) {
            regions.append(Region(kind: .menu, title: title, body: body))
          }
        } else if source[index + 1]?.isPunctuation("{") == true {
          let body = (index + 2)..<source.partner[index + 1]
          // No parentheses: the call ends after its trailing closures (the label's).
          let end = source.endOfTrailingClosures(from: index + 1)
          let title =
            source.firstLabelArgument(in: body.upperBound..<end).map {
              readTitle($0, what: "Menu", warnAt: index).text
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
    let views = declaredViewTypes()
    var queue = regions.filter { $0.kind != .menu }
    var seen: Set<String> = []
    for type in types {
      guard var content = contentViews[type.name], views.contains(type.name),
        seen.insert(type.name).inserted
      else {
        continue
      }
      content.body = type.body
      regions.append(content)
      queue.append(content)
    }
    let properties = viewProperties()
    while let region = queue.popLast() {
      for index in region.body where tokens[index].kind == .identifier {
        let name = tokens[index].text
        // A computed property or function of the same file that builds the content
        // (`var aboutSection: some View { … }`, `func section() -> some View { … }`).
        if name.first?.isLowercase == true, name != "body",
          source[index - 1]?.isPunctuation(".") != true,
          source[index - 1].map({ Self.declarationWords.contains($0.text) }) != true,
          let owner = innermost(types, containing: index, range: \.body)?.name,
          let body = properties[owner + "." + name], !body.contains(index),
          seen.insert(owner + "." + name).inserted
        {
          var content = region
          content.body = body
          content.submenus = submenus(around: index, in: region)
          regions.append(content)
          queue.append(content)
          continue
        }
        // `Name()` or `Name(arguments)`: a View struct built with its stored properties
        // (Dinky's `HelpMenuCommands(updater: updater)` in `CommandGroup(replacing: .help)`,
        // ImporterDefects/commands-view-with-arguments/, round eighteen) is command content
        // as much as one built without. Only a view is: an initializer with arguments may be
        // any type's, so the declaring file checks that the type adopts `View` (above).
        // A view call carrying `.keyboardShortcut` is one item already, titled by its
        // arguments (`readCustomView(base:shortcutAt:)`): its body is not read again.
        guard source[index + 1]?.isPunctuation("(") == true, name.first?.isUppercase == true,
          !source.modifiers(after: source.endOfCall(index + 1)).calls.contains(where: {
            $0.name == "keyboardShortcut" || self.index.shortcutHelpers[$0.name] != nil
          })
        else { continue }
        var user = region
        user.submenus = submenus(around: index, in: region)
        // `Name(…) { Text("Open…") }` or `Name(…, label: { … })`: the caller's label.
        let end = source.endOfCall(index + 1)
        let closures = (source.partner[index + 1] + 1)..<end
        let labelArgument = source.argument(source.arguments(index + 1), "label")?.range
        // Only a title the importer can read: a literal, or a lookup it reads through.
        if let title = source.firstLabelArgument(in: labelArgument ?? closures),
          source.text(title) != .computed(source.spelling(title))
            || self.index.localizationHelperUse(source, title) != nil
            || source.generatedCatalogKey(title) != nil
        {
          user.callerLabel = readTitle(title, what: name).text
        }
        if references[name] == nil { references[name] = user }
        guard !seen.contains(name), views.contains(name),
          let type = types.first(where: { $0.name == name })
        else {
          continue
        }
        seen.insert(name)
        var content = user
        content.body = type.body
        regions.append(content)
        queue.append(content)
      }
    }
  }

  /// The titles of the menus a use at `index` sits in, outermost first: the region's own
  /// (content read from a use inside a `Menu`) and the `Menu`s around it in the region's body.
  /// Petrichor's `Menu { newPlaylistMenuItem() } label: { Text("New") }` puts the function's
  /// button in File ▸ New.
  func submenus(around index: Int, in region: Region) -> [String] {
    region.submenus
      + regions.filter {
        $0.kind == .menu && $0.body.contains(index) && region.body.contains($0.body.lowerBound)
      }.map(\.title)
  }

  /// The bodies of the file's computed properties and functions that return `some View` or
  /// `some Commands` (`var name: some View { … }`, `func name() -> some View { … }`), by
  /// `Type.name`.
  func viewProperties() -> [String: Range<Int>] {
    var bodies: [String: Range<Int>] = [:]
    let types = source.typeBodies()
    for index in tokens.indices
    where tokens[index].isIdentifier("var") || tokens[index].isIdentifier("func") {
      guard let name = source[index + 1], name.kind == .identifier else { continue }
      var position = index + 2
      if source[position]?.isPunctuation("(") == true {
        position = source.partner[position] + 1
        guard source[position]?.isPunctuation("-") == true,
          source[position + 1]?.isPunctuation(">") == true
        else { continue }
        position += 2
      } else {
        guard source[position]?.isPunctuation(":") == true else { continue }
        position += 1
      }
      guard source[position]?.isIdentifier("some") == true else { continue }
      // `some SwiftUI.View`: the module-qualified protocol is the same one.
      position = skippingSwiftUIModule(position + 1)
      guard let kind = source[position],
        kind.isIdentifier("View") || kind.isIdentifier("Commands"),
        source[position + 1]?.isPunctuation("{") == true
      else { continue }
      let brace = position + 1
      guard let owner = innermost(types, containing: index, range: \.body)?.name else { continue }
      bodies[owner + "." + name.text] = (brace + 1)..<source.partner[brace]
    }
    return bodies
  }

  /// The views (`Name()`) that a file's command content calls, with the content's place:
  /// a first pass over every file, so that views declared in other files are read as
  /// command content.
  static func contentReferences(
    _ source: SwiftSource, index: AppIndex = AppIndex(),
    localizations: Localizations = Localizations()
  ) -> [String: Region] {
    var reader = SwiftUIReader(source: source)
    reader.index = index
    reader.localizations = localizations
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

  /// The content closure of the `CommandMenu` or `CommandGroup` call whose `(` is at `open`:
  /// the trailing closure, or the closure passed with the initializer's own label,
  /// `content:` (`CommandMenu.init(_:content:)`) or `addition:`
  /// (`CommandGroup.init(replacing:addition:)`, `init(before:addition:)`,
  /// `init(after:addition:)`; SwiftUI docs). Until round twenty-one only the trailing
  /// closure was read, and a group written `CommandGroup(replacing: .newItem, addition: { …
  /// })` lost its items to the window (WriteFreely's New Post ⌘N, forty-first held-out
  /// batch, `ImporterDefects/command-group-addition-label/`).
  func contentBody(after open: Int, label: String) -> Range<Int>? {
    if let body = trailingBody(after: open) { return body }
    guard let argument = source.arguments(open).last, argument.label == label,
      let first = argument.range.first, tokens[first].isPunctuation("{"),
      source.partner[first] == argument.range.upperBound - 1
    else { return nil }
    return (first + 1)..<(argument.range.upperBound - 1)
  }

  /// A title as the user sees it: a literal looked up in the app's strings (SwiftUI takes
  /// literals as `LocalizedStringKey`s), with the key it came from; an expression stays as
  /// written, with the string literals it may show.
  struct ReadTitle {
    var text: String
    /// The localization key, when the app's strings give the title another text.
    var key: String?
    /// Known only at run time (the expression is the title).
    var isComputed = false
    /// Written as an expression the importer read through (an app's localization helper
    /// around a literal): the text is known, but the title is still an expression in SPEC
    /// §22's sense, so a group placement still gives its role.
    var isReadExpression = false
    /// The texts a computed title may take: its string literals, looked up.
    var literals: [String] = []
  }

  /// The title `range` shows; a computed one is reported at `warnAt` (else at the range).
  mutating func readTitle(_ range: Range<Int>, what: String, warnAt: Int? = nil) -> ReadTitle {
    switch source.text(range) {
    case .literal(let text):
      if let (key, table) = source.localizationKey(range, bareIsKey: true),
        let value = localizations.value(key, table: table), value != key
      {
        return ReadTitle(text: value, key: key)
      }
      return ReadTitle(text: text)
    case .computed(let expression):
      // A generated catalog constant names its key (XCStrings Tool, ExcalidrawZ's Print…:
      // ImporterDefects/string-catalog-accessor/).
      if let (table, key) = source.generatedCatalogKey(range),
        let value = localizations.accessorValue(table: table, key: key)
      {
        return ReadTitle(text: value, key: key)
      }
      // The app's own lookup helper around a literal (`"menu.open".localized`,
      // `L10n.tr("menu.open")`): the strings' value, else its fallback, else the key, as
      // Foundation shows a missing key (``LocalizationHelper``).
      if let use = index.localizationHelperUse(source, range) {
        let text = localizations.value(use.key, table: use.table) ?? use.fallback ?? use.key
        return ReadTitle(
          text: text, key: text == use.key ? nil : use.key, isReadExpression: true,
          literals: [text])
      }
      result.warn(
        "\(what) title \(expression) is computed at run time; imported with that expression "
          + "as its title", at: source.location(warnAt ?? range.lowerBound))
      let literals = source.literals(in: range).map { localizations.value($0) ?? $0 }
      return ReadTitle(text: expression, isComputed: true, literals: literals)
    }
  }

  /// A title expression's text, looked up; a computed one is reported.
  mutating func titleText(_ range: Range<Int>, at index: Int, what: String) -> String {
    readTitle(range, what: what).text
  }

  /// The index of the type name at `position`, past a `SwiftUI.` module qualifier:
  /// `SwiftUI.App`, `SwiftUI.Scene`, `SwiftUI.View` and `SwiftUI.Commands` name the same
  /// protocols as `App`, `Scene`, `View` and `Commands` (Swift's module-qualified names).
  func skippingSwiftUIModule(_ position: Int) -> Int {
    guard source[position]?.isIdentifier("SwiftUI") == true,
      source[position + 1]?.isPunctuation(".") == true
    else { return position }
    return position + 2
  }

  /// The bodies of the file's scene builders: each property or function whose type is
  /// `some Scene` (an `App`'s or a `Scene`'s `body`, a `@SceneBuilder` helper). SwiftUI
  /// builds scenes only there (`App.body` and `Scene.body` are `@SceneBuilder` properties of
  /// type `some Scene`), so `Settings { … }` is a scene only inside one; a type declared with
  /// a scene's name (`struct Settings { … }`, a namespace of constants) is not.
  private func sceneBuilderBodies() -> [Range<Int>] {
    var bodies: [Range<Int>] = []
    for index in tokens.indices where tokens[index].isIdentifier("some") {
      // `some SwiftUI.Scene`
      let position = skippingSwiftUIModule(index + 1)
      guard source[position]?.isIdentifier("Scene") == true,
        source[position + 1]?.isPunctuation("{") == true,
        source.partner[position + 1] > position + 1
      else { continue }
      bodies.append((position + 2)..<source.partner[position + 1])
    }
    return bodies
  }

  /// The `:` of a type declaration's inheritance clause (``afterGenericClause(_:)``);
  /// `start` is the token after the name.
  private func colonAfterGenericClause(_ start: Int) -> Int? {
    let position = afterGenericClause(start)
    return source[position]?.isPunctuation(":") == true ? position : nil
  }

  /// The scenes of an `App` body.
  private mutating func readScenes() {
    let builders = sceneBuilderBodies()
    let properties = viewProperties()
    for index in tokens.indices {
      // `struct Name: App` or `struct Name: SwiftUI.App` (Osaurus, beside types of its own
      // named like SwiftUI's): the qualified conformance is the same protocol
      // (ImporterDefects/qualified-app-conformance/). A generic `struct Name<C: P>: App`
      // (TypeWhisper, started from main.swift with its type argument) is an App too; its
      // parameter clause comes first (ImporterDefects/generic-app-conformance/, round
      // seventeen).
      if tokens[index].isIdentifier("struct"), let name = source[index + 1],
        let colon = colonAfterGenericClause(index + 2),
        source[skippingSwiftUIModule(colon + 1)]?.isIdentifier("App") == true
      {
        result.appName = name.text
        result.declaresSwiftUIApp = true
      }
      let token = tokens[index]
      guard token.kind == .identifier,
        ["WindowGroup", "Window", "DocumentGroup", "Settings", "UtilityWindow", "MenuBarExtra"]
          .contains(token.text),
        source[index - 1]?.isPunctuation(".") != true,
        builders.contains(where: { $0.contains(index) })
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
      let modifiers = source.modifiers(after: end).calls
      // The content: the trailing closures after the call (or the call's closure).
      let contentStart =
        source[index + 1]?.isPunctuation("(") == true
        ? source.partner[index + 1] + 1 : index + 1
      // A MenuBarExtra is a status-item menu, whose items' keys work only while it is open,
      // unless `.menuBarExtraStyle(.window)` makes it a window (a panel: key, never main).
      // SwiftUI docs, `MenuBarExtraStyle`: `.menu` "renders its contents as a menu that pulls
      // down from the icon in the menu bar", `.window` "in a popover-like window"; what
      // `.automatic` is on the Mac is not documented: read as a menu. The view types the
      // menu shows are in no window either (`SwiftUIViews.menuContents`), unless a window
      // shows them too.
      if token.text == "MenuBarExtra",
        !modifiers.contains(where: { call in
          call.name == "menuBarExtraStyle"
            && call.open.map { source.spelling(($0 + 1)..<source.partner[$0]) } == ".window"
        })
      {
        closedMenus.append((index..<end, "a MenuBarExtra menu"))
        result.views.menuContents += contentMentions(in: contentStart..<end, properties: properties)
        continue
      }
      let kind: WindowKind =
        switch token.text {
        case "Settings": .settings
        case "DocumentGroup": .document
        case "UtilityWindow", "MenuBarExtra": .panel
        default: .window
        }
      let location = source.location(index)
      let name: String
      if kind == .settings {
        name = "settings"
      } else if kind.canBeMain, !result.templates.contains(where: { $0.kind.canBeMain }) {
        name = "main"
      } else {
        name = Self.templateName(identifier ?? title, fallback: "window\(result.templates.count)")
      }
      var template = ImportedTemplate(
        name: name, kind: kind, title: title,
        single: ["Window", "UtilityWindow", "MenuBarExtra"].contains(token.text), source: location)
      let key = "\(source.file)#\(index)"
      template.viewKey = key
      template.opensAtLaunch = kind.canBeMain
      windowRegions.append((contentStart..<end, key))
      result.views.sceneContents[key] = contentMentions(
        in: contentStart..<end, properties: properties)
      result.templates.append(template)
      for modifier in modifiers {
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
