/// Turns a parsed scene file into an ``App``, collecting every problem with its JSON path.
///
/// Decoding runs in three passes: a pre-pass learns the declared command ids and template
/// names (so references can be checked wherever they appear), a checking pass validates
/// every field and builds the declarations, and only when no error was found a build pass
/// creates the app. A file with errors therefore never yields a half-built app.
struct SceneFileDecoder {
  typealias Value = JSONTape.Value
  typealias Object = JSONTape.Object
  typealias List = JSONTape.List

  /// The document, read in place: only free-form values become ``JSONValue``s.
  let tape: JSONTape

  /// The file's name and its lines, when the tape was parsed from a file's bytes: commands
  /// and controls then record where their `shortcut` is (SPEC §23).
  var sourceFile: String?
  var lines: SourceLineIndex?

  init(
    tape: JSONTape, file: String? = nil, lines: SourceLineIndex? = nil, platform: Platform? = nil
  ) {
    self.tape = tape
    self.sourceFile = file
    self.lines = lines
    self.platformOverride = platform
  }

  /// A platform that replaces the file's own (an audit for another platform).
  let platformOverride: Platform?

  /// Where `value` starts in the file, when the file is known.
  mutating func location(of value: Value) -> SourceLocation? {
    guard let file = sourceFile, let offset = tape.offset(of: value),
      let (line, column) = lines?.position(of: offset)
    else { return nil }
    return SourceLocation(file: file, line: line, column: column)
  }

  /// Where an entry's `shortcut` value is, else where the entry itself starts.
  mutating func shortcutLocation(of entry: Object) -> SourceLocation? {
    location(of: member(entry, "shortcut") ?? Value(index: entry.index))
  }

  var errors: [SceneFileError] = []
  var warnings: [String] = []

  var platform = Platform.macOS
  var semantics = ResolutionSemantics.platform
  var layout = KeyboardLayout.us
  var layoutDirection = LayoutDirection.leftToRight
  /// Declared command ids and template kinds, from the pre-pass.
  var declaredCommands: [String] = []
  /// The same ids, for fast membership tests.
  var declaredCommandSet: Set<String> = []
  var declaredTemplates: [(name: String, kind: WindowKind?)] = []
  /// The platform's default items by id (the first of an id), made once the platform is
  /// known: a command whose id names one replaces it. A search of the whole table per
  /// command cost more than the rest of decoding the command.
  var platformItems: [String: PlatformMenuItem] = [:]
  /// The number of nodes of the last tree decoded, to size the next tree's tables (a
  /// file's templates are often alike).
  var lastTreeSize = 0

  var appName = ""
  /// `defaultCommands`, `removedGroups`, `commandSets` (SPEC §14).
  var defaultOptions = DefaultCommandOptions()
  var appValues = JSONObject()
  var magicTap: String?
  var commands: [(Command, JSONPath)] = []
  var templates: [(WindowTemplate, JSONPath)] = []
  /// For each template, whether each node can take focus (and if not, why).
  var focusability: [String: [String: String?]] = [:]
  var windowEntries: [WindowEntry]?

  struct WindowEntry {
    var template: String
    var id: String?
    var focus: String?
    var path: JSONPath
  }

  /// `origin` is free-form metadata (where an imported scene came from: repository, path,
  /// commit); it is accepted and ignored.
  static let topLevelFields = [
    "app", "platform", "appValues", "commands", "templates", "windows", "magicTap",
    "semantics", "commandSets", "removedGroups", "defaultCommands", "layout", "layoutDirection",
    "origin",
  ]

  /// Problems found after ``SceneFile/maxReportedErrors`` were recorded; not kept.
  var droppedErrors = 0

  mutating func fail(_ path: JSONPath, _ problem: SceneFileError.Problem) {
    // A hostile file can hold millions of errors (50 MB of numbers where commands belong):
    // keep the first ones so that memory stays bounded. The load fails either way.
    guard errors.count < SceneFile.maxReportedErrors else {
      droppedErrors += 1
      return
    }
    errors.append(SceneFileError(path: path, problem: problem))
  }

  // MARK: Top level

  mutating func decode() -> LoadedScene? {
    let root = JSONPath.root
    guard let top = object(tape.root, at: root) else { return nil }
    checkFields(top, allowed: Self.topLevelFields, at: root)
    if let name = requiredString(
      top, "app", at: root, hint: "the app's name, shown as its App menu")
    {
      appName = name
    }
    if let name = string(top, "platform", at: root) {
      if let parsed = Platform(name: name) {
        platform = parsed
      } else {
        fail(
          root.appending("platform"),
          .unknownChoice(
            name, of: "platform", choices: Platform.allCases.map(\.rawValue),
            suggestion: closestMatch(to: name, in: Platform.allCases.map(\.rawValue))))
      }
    }
    if let name = string(top, "semantics", at: root) {
      let names = ResolutionSemantics.allCases.map(\.rawValue)
      if let parsed = ResolutionSemantics(rawValue: name) {
        semantics = parsed
      } else {
        fail(
          root.appending("semantics"),
          .unknownChoice(
            name, of: "semantics", choices: names, suggestion: closestMatch(to: name, in: names)))
      }
    }
    if let platformOverride { platform = platformOverride }
    decodeLayout(top, at: root)
    decodeDefaultCommandOptions(top)
    prepass(top)
    appValues = jsonObject(top, "appValues", at: root) ?? JSONObject()
    magicTap = string(top, "magicTap", at: root)
    for item in PlatformMenuItems.all where item.platforms.contains(platform) {
      if platformItems[item.id] == nil { platformItems[item.id] = item }
    }
    // Each list's path is made once and shared by its elements' paths.
    if let list = array(top, "commands", at: root) {
      var seen = Set<String>(minimumCapacity: list.count)
      let listPath = root.appending("commands")
      for (index, value) in tape.elements(of: list).enumerated() {
        decodeCommand(value, at: listPath.appending(index: index), seen: &seen)
      }
    }
    if let declared = objectMember(member(top, "templates"), "templates", at: root) {
      let listPath = root.appending("templates")
      for (name, value) in tape.members(of: declared) {
        decodeTemplate(name: name, value, at: listPath.appending(name))
      }
    }
    if let list = array(top, "windows", at: root) {
      windowEntries = []
      var seen = Set<String>()
      let listPath = root.appending("windows")
      for (index, value) in tape.elements(of: list).enumerated() {
        decodeWindowEntry(value, at: listPath.appending(index: index), seen: &seen)
      }
    }
    guard errors.isEmpty else { return nil }
    return build()
  }

  /// The top level's `defaultCommands`, `removedGroups` and `commandSets` (SPEC §14).
  private mutating func decodeDefaultCommandOptions(_ top: Object) {
    let root = JSONPath.root
    if let keeps = bool(top, "defaultCommands", at: root) {
      defaultOptions.includesDefaults = keeps
    }
    if let list = stringList(top, "removedGroups", at: root) {
      let names = CommandGroupPlacement.allCases.map(\.name)
      for (index, name) in list.enumerated() {
        if let group = CommandGroupPlacement(named: name) {
          defaultOptions.removedGroups.insert(group)
        } else {
          fail(
            root.appending("removedGroups").appending(index: index),
            .unknownChoice(
              name, of: "group", choices: names, suggestion: closestMatch(to: name, in: names)))
        }
      }
    }
    if let list = stringList(top, "commandSets", at: root) {
      let names = CommandSet.allCases.map(\.rawValue)
      for (index, name) in list.enumerated() {
        if let set = CommandSet(rawValue: name) {
          defaultOptions.commandSets.insert(set)
        } else {
          fail(
            root.appending("commandSets").appending(index: index),
            .unknownChoice(
              name, of: "command set", choices: names,
              suggestion: closestMatch(to: name, in: names)))
        }
      }
    }
  }

  /// Learns command ids and template names and kinds without reporting anything. The
  /// platform's default items count as declared commands (controls and context menus may
  /// name them, SPEC §14).
  private mutating func prepass(_ top: Object) {
    if defaultOptions.includesDefaults {
      for item in PlatformMenuItems.all
      where item.platforms.contains(platform) && declaredCommandSet.insert(item.id).inserted {
        declaredCommands.append(item.id)
      }
    }
    if let list = member(top, "commands").flatMap(tape.list) {
      for value in tape.elements(of: list) {
        if let entry = tape.object(value), let id = member(entry, "id").flatMap(tape.string) {
          if declaredCommandSet.insert(id).inserted { declaredCommands.append(id) }
        }
      }
    }
    if let declared = member(top, "templates").flatMap(tape.object) {
      for (name, value) in tape.members(of: declared) {
        let kindName =
          tape.object(value).flatMap { member($0, "kind") }.flatMap(tape.string)
          ?? WindowKind.window.rawValue
        declaredTemplates.append((name, WindowKind(rawValue: kindName)))
      }
    }
  }

  private mutating func decodeWindowEntry(
    _ value: Value, at path: JSONPath, seen: inout Set<String>
  ) {
    guard let entry = object(value, at: path) else { return }
    checkFields(entry, allowed: ["template", "id", "focus"], at: path)
    let id = string(entry, "id", at: path)
    if let id {
      if let reason = Self.windowIDProblem(id) {
        fail(path.appending("id"), .invalidName(id, reason: reason))
      } else if !seen.insert(id).inserted {
        fail(path.appending("id"), .duplicateWindow(id))
      }
    }
    let focus = string(entry, "focus", at: path)
    guard let name = requiredString(entry, "template", at: path, hint: "the template to open"),
      checkTemplateReference(name, at: path.appending("template"), opening: true)
    else { return }
    if let focus { checkFocus(focus, template: name, at: path.appending("focus")) }
    windowEntries?.append(WindowEntry(template: name, id: id, focus: focus, path: path))
  }

  /// Checks that `name` is a declared template; `opening` also refuses sheet templates.
  mutating func checkTemplateReference(_ name: String, at path: JSONPath, opening: Bool) -> Bool {
    guard let declared = declaredTemplates.first(where: { $0.name == name }) else {
      fail(
        path,
        .unknownTemplate(
          name, suggestion: closestMatch(to: name, in: declaredTemplates.map(\.name))))
      return false
    }
    if opening, declared.kind == .sheet {
      fail(
        path,
        .wrongTemplateKind(
          name, kind: .sheet,
          hint:
            "a sheet opens on a window: present it with a command effect {\"sheet\": \(SceneFileError.quote(name))}"
        ))
      return false
    }
    return true
  }

  /// Checks that node `id` exists in `template` and can take focus.
  mutating func checkFocus(_ id: String, template: String, at path: JSONPath) {
    guard let nodes = focusability[template] else { return }  // the template had errors
    guard let entry = nodes[id] else {
      fail(
        path,
        .unknownNode(
          id, template: template, suggestion: closestMatch(to: id, in: nodes.keys.sorted())))
      return
    }
    if let reason = entry { fail(path, .notFocusable(id, reason: reason)) }
  }

  /// Why `id` cannot be a window id (or a template name, which windows take as id).
  static func windowIDProblem(_ id: String) -> String? {
    if id.isEmpty { return "it is empty" }
    if id.contains("/") || id.contains(where: \.isWhitespace) {
      return "window ids cannot contain '/' or spaces (node paths are window/node)"
    }
    if id == "app" || id.hasPrefix("scene:") {
      return "'app' and names starting with 'scene:' are reserved for value targets"
    }
    return nil
  }

  // MARK: Building

  private mutating func build() -> LoadedScene? {
    var app = App(name: appName, platform: platform, defaultCommands: defaultOptions)
    app.setSemantics(semantics)
    app.layout = layout
    app.layoutDirection = layoutDirection
    for (name, value) in appValues { app.setAppValue(value, named: name) }
    app.magicTap = magicTap.map { NamedAction($0) }
    // All at once: the menu and shortcut indexes are then built once, in O(n log n), not
    // updated per command. If the model refuses one, none is added; registering them one
    // by one then names each refused command, as the load reports every problem.
    do throws(CommandKitError) { try app.register(commands.map(\.0)) } catch {
      for (command, path) in commands {
        do throws(CommandKitError) { try app.register(command) } catch {
          fail(path, .rejected(error))
        }
      }
    }
    for (template, path) in templates {
      // The tree's ids were checked while it was decoded (`duplicateID`).
      do throws(CommandKitError) { try app.addTemplate(template, idsKnownUnique: true) } catch {
        fail(path, .rejected(error))
      }
    }
    // Launching after a Quit opens the same windows (SPEC §13).
    app.launchWindows = windowEntries?.map {
      LaunchWindow(template: $0.template, id: $0.id, focus: $0.focus)
    }
    let entries = windowEntries ?? defaultWindows(app)
    for entry in entries {
      do throws(CommandKitError) {
        let id = try app.open(entry.template, id: entry.id)
        if let focus = entry.focus { app.setInitialFocus(focus, inWindow: id) }
      } catch {
        fail(entry.path, .rejected(error))
      }
    }
    guard errors.isEmpty else { return nil }
    return LoadedScene(app: app, warnings: warnings)
  }

  /// With no `windows` list, the first `window` or `document` template opens, as a SwiftUI
  /// app opens its first window group at launch.
  private func defaultWindows(_ app: App) -> [WindowEntry] {
    guard let first = app.templates.first(where: { $0.kind.canBeMain }) else { return [] }
    return [
      WindowEntry(template: first.name, path: .root.appending("templates").appending(first.name))
    ]
  }
}
