import CommandKitLite

/// Everything the audit rules read, computed once from an ``App``'s declarations.
///
/// The audit reads templates, not open windows (SPEC §11). Its decisions:
/// - **Contexts.** Every focusable node of every template is a context named
///   `template/node`; a template with no focusable node is one context named after it (a
///   window of it can be key with nothing focused). A context's chain is the node, its
///   ancestors, then the template's scene values, then the app values (SPEC §2).
///   `presentationOnly` templates never become key, so they give no context and publish
///   nothing. Sheets and alerts block the window behind them, so their contexts stand alone.
/// - **Panel × main.** A panel (or external-display window) can be key while a `window` or
///   `document` window stays main, so each of its contexts is also taken with each main
///   context: the panel's chain first, then the main window's (SPEC §2 step 2). Contexts
///   with identical published keys are merged, pairs are analysed by classes (see
///   ``PairAnalysis``), and witness pairs are named `panel/node+main/node`.
/// - **Hidden and disabled nodes** count by default (``HiddenNodePolicy/included``):
///   they can be shown or enabled at run time. With ``HiddenNodePolicy/excluded`` only
///   nodes available as declared count.
/// - **Enablement.** A command with no `requires` is always enabled. `present` holds where
///   the key is published. `nonEmpty` holds where the winning publisher's value is
///   non-empty, or can become so: a selectable node's `selection` when it lists items or
///   allows any. `true` holds where the value is `true`, or is a Boolean that some command
///   flips with a `toggle` effect. Values changed by hand (`set`) are not foreseen.
///   A platform default (SPEC §14) and an Edit item answered by a text input (§15) follow
///   the resolver's own rules, asked of the key window's template (its kind, whether it
///   has a `toolbar` node, the text input on the chain: ``KeyWindowFacts``); with a panel
///   key and a main window, the panel is what they read.
/// - **Semantics.** Under ``ResolutionSemantics/swiftui`` values resolve from the key
///   window only (SPEC §18): panel × main pairs enable nothing the panel alone does not,
///   so they are not analysed, and ``FallbackOnlyRule`` reports what they would have enabled.
/// - **Controls.** A control is live in every context of its template while its node is
///   available (and, for one that runs a command, while that command is enabled); they
///   are indexed by shortcut per template (``ControlIndex``).
struct AuditModel: Sendable {
  /// The platform whose reserved and standard shortcuts apply.
  let platform: Platform
  /// The app's name (its App menu), for titles such as "Hide Name".
  let appName: String
  /// The contexts (sorted) whose key window has a text input focused or as an ancestor of
  /// the focus.
  let textInputContexts: [String]
  /// The same contexts that are not a panel's, grouped by context state (each group's
  /// names sorted): contexts of one state enable the same commands, so a rule asks once
  /// per group.
  let textInputGroups: [(state: Int, names: [String])]
  /// The text-input contexts of panels, which may also get values from a main window.
  let panelTextInputContexts: [String]
  /// How focused values resolve: with or without the main-window fallback.
  let semantics: ResolutionSemantics
  /// The commands in menu order, with their effective shortcuts.
  let commands: [AuditCommand]
  /// The names of the keys commands require; a key's id is its index.
  let keyNames: [String]
  /// What the app-level values give each required key.
  let appFlags: [KeyFlags]
  /// What any publisher anywhere (node, scene or app) can give each required key.
  let publishedFlags: [KeyFlags]
  /// Every value name published anywhere, for "did you mean" suggestions.
  let publishedNames: Set<String>
  /// Commands grouped by effective shortcut, in menu order of their first command.
  let buckets: [ShortcutBucket]
  /// Every local key handler of every template, with the contexts whose chain holds it.
  let handlers: [AuditHandler]
  /// Every live control with a shortcut, indexed by template and shortcut.
  let controls: ControlIndex
  /// Each context's state (an index into ``ContextTable/states``), by name.
  let stateOfContext: [String: Int]
  /// Contexts of templates that can be key while another window is main (panels and
  /// external-display windows).
  let panelContextNames: Set<String>
  /// The same by context state (names sorted), for the states that have any.
  let panelNamesOfState: [Int: [String]]
  /// What some main-window context (chain and scene values) gives each required key.
  let mainFlags: [KeyFlags]
  /// The same per main-window template, for the keys its contexts publish.
  let mainTemplateFlags: [String: [Int: KeyFlags]]
  /// Each command's position in ``commands``, by id.
  let commandIndex: [String: Int]
  /// The distinct context states and their names.
  let contexts: ContextTable
  /// Which commands are enabled together (single windows and panel × main pairs), and
  /// where plain-key commands are enabled.
  let enablement: EnablementAnalysis
  /// The keyboard layouts requested (SPEC §21); empty unless `--layouts` asks.
  let layouts: [KeyboardLayout]
  /// How every command's shortcut is typed on each of ``layouts``, shared by the layout
  /// rules; computed once, and only when layouts are requested.
  let layoutAnalysis: LayoutAnalysis
  /// Where the app's sources declare the templates' views (imported nodes), by path.
  let nodeSources: NodeSources
  /// Names in the app's declarations that point at nothing (`App.unresolvedReferences`,
  /// SPEC §12).
  let unresolvedReferences: [CommandKitError]

  /// Builds the model.
  /// - Complexity: O(nodes × chain keys), plus the enablement passes (see
  ///   ``EnablementAnalysis`` and ``PairAnalysis``).
  init(
    app: App, platform: Platform, semantics: ResolutionSemantics? = nil,
    hiddenNodes: HiddenNodePolicy, layouts: [KeyboardLayout] = []
  ) {
    self.platform = platform
    self.appName = app.name
    self.unresolvedReferences = app.unresolvedReferences
    self.semantics = semantics ?? app.semantics
    var keyIDs: [String: Int] = [:]
    var keyNames: [String] = []
    var toggled = Set<String>()
    let ordered = app.commandsInMenuOrder
    // A disabled command requires nothing the audit needs to know: it is never enabled.
    for command in ordered where !command.isDisabled {
      if let name = command.requires, keyIDs[name] == nil {
        keyIDs[name] = keyNames.count
        keyNames.append(name)
      }
      if case .toggle(let key)? = command.effect { toggled.insert(key) }
    }
    commands = ordered.map { command in
      AuditCommand(
        command: command,
        shortcut: app.userBindings[command.id] ?? command.shortcut
          ?? Self.recheckedShortcut(command.rejectedShortcut, on: platform),
        key: command.isDisabled ? nil : command.requires.flatMap { keyIDs[$0] })
    }
    self.keyNames = keyNames

    var walker = TemplateWalker(
      keyIDs: keyIDs, toggled: toggled, policy: hiddenNodes,
      published: Array(repeating: [], count: keyNames.count))
    var appFlags = [KeyFlags](repeating: [], count: keyNames.count)
    for name in app.appValues.names {
      walker.publishedNames.insert(name)
      if let key = keyIDs[name], let value = app.appValues[name: name] {
        appFlags[key] = walker.flags(of: value, named: name)
      }
    }
    self.appFlags = appFlags

    var table = ContextTable()
    var panelGroups: [ContextState: Int] = [:]
    var mainGroups: [[UInt32]: Int] = [:]
    var stateOfContext: [String: Int] = [:]
    var templateContexts: [String: [String]] = [:]
    var panelContextNames = Set<String>()
    var mainTemplates = Set<String>()
    var mainFlags = [KeyFlags](repeating: [], count: keyNames.count)
    var mainTemplateFlags: [String: [Int: KeyFlags]] = [:]
    for template in app.templates {
      let contexts = walker.contexts(of: template)
      templateContexts[template.name] = contexts.map(\.name)
      if template.kind.canBeMain { mainTemplates.insert(template.name) }
      var templateGroups = Set<Int>()
      var templateFlags: [Int: KeyFlags] = [:]
      for (name, state) in contexts {
        stateOfContext[name] = table.addPlain(name, state)
        if template.kind.canBeMain {
          let group = mainGroups[state.entries] ?? table.addMainGroup()
          mainGroups[state.entries] = group
          table.addName(name, toMainGroup: group)
          // Each distinct state's entries are united once per template.
          if templateGroups.insert(group).inserted {
            for entry in state.entries {
              let key = ContextState.key(of: entry)
              mainFlags[key].formUnion(ContextState.flags(of: entry))
              templateFlags[key, default: []].formUnion(ContextState.flags(of: entry))
            }
          }
        } else if template.kind == .panel || template.kind == .settings
          || template.kind == .externalDisplay
        {
          panelContextNames.insert(name)
          let group = panelGroups[state] ?? table.addPanelGroup(state)
          panelGroups[state] = group
          table.addName(name, toPanelGroup: group)
        }
      }
      if template.kind.canBeMain { mainTemplateFlags[template.name] = templateFlags }
    }
    if table.states.isEmpty {
      // No template can be key: commands still meet in the app-level values alone.
      table.addPlain("app", ContextState(entries: [], hasTextInput: false))
    }
    table.finalize()
    contexts = table
    self.stateOfContext = stateOfContext
    textInputContexts = stateOfContext.compactMap { name, state in
      table.states[state].hasTextInput ? name : nil
    }.sorted()
    var groups: [Int: [String]] = [:]
    var panelText: [String] = []
    for name in textInputContexts {
      if panelContextNames.contains(name) {
        panelText.append(name)
      } else if let state = stateOfContext[name] {
        groups[state, default: []].append(name)
      }
    }
    textInputGroups = groups.sorted { $0.key < $1.key }.map { (state: $0.key, names: $0.value) }
    panelTextInputContexts = panelText
    self.panelContextNames = panelContextNames
    self.mainFlags = mainFlags
    self.mainTemplateFlags = mainTemplateFlags
    var commandIndex: [String: Int] = [:]
    for (position, command) in commands.enumerated() where commandIndex[command.id] == nil {
      commandIndex[command.id] = position
    }
    self.commandIndex = commandIndex

    publishedFlags = zip(walker.published, appFlags).map { $0.union($1) }
    publishedNames = walker.publishedNames
    // A handler's shortcut dropped at load by the file's platform is re-checked for this one.
    handlers = walker.handlers.map { entry in
      var entry = entry
      if entry.handler.shortcut == nil,
        let shortcut = Self.recheckedShortcut(entry.handler.rejectedShortcut, on: platform)
      {
        entry.handler.shortcut = shortcut
      }
      return entry
    }
    controls = ControlIndex(
      controls: walker.controls, contexts: templateContexts, mainTemplates: mainTemplates,
      actors: CommandActors(commands))

    var bucketIndex: [KeyboardShortcut: Int] = [:]
    var buckets: [ShortcutBucket] = []
    for (position, command) in commands.enumerated() {
      guard let shortcut = command.shortcut else { continue }
      if let index = bucketIndex[shortcut] {
        buckets[index].members.append(position)
        if !buckets[index].hasRivals, commands[buckets[index].members[0]].actor != command.actor {
          buckets[index].hasRivals = true
        }
      } else {
        bucketIndex[shortcut] = buckets.count
        buckets.append(ShortcutBucket(shortcut: shortcut, members: [position]))
      }
    }
    self.buckets = buckets
    var panelNamesOfState: [Int: [String]] = [:]
    for name in panelContextNames.sorted() {
      if let state = stateOfContext[name] { panelNamesOfState[state, default: []].append(name) }
    }
    self.panelNamesOfState = panelNamesOfState
    var enablement = EnablementAnalysis(
      commands: commands, buckets: buckets, appFlags: appFlags, states: table.states)
    if self.semantics == .platform {
      enablement.add(
        PairAnalysis(
          commands: commands, buckets: buckets, appFlags: appFlags,
          panels: table.panelGroupStates,
          mains: mainGroups.sorted { $0.value < $1.value }.map(\.key)))
    }
    self.enablement = enablement
    self.layouts = layouts
    self.layoutAnalysis = LayoutAnalysis(
      commands: self.commands, controls: controls.controls, platform: platform,
      layouts: layouts)
    nodeSources = NodeSources(templates: app.templates)
  }

  /// What the key window's context `state` and the app give command `position`'s key.
  func flags(of position: Int, in state: Int) -> KeyFlags? {
    guard let key = commands[position].key else { return nil }
    let entries = contexts.states[state].entries
    var low = 0
    var high = entries.count
    while low < high {
      let middle = (low + high) / 2
      let entryKey = ContextState.key(of: entries[middle])
      if entryKey == key { return ContextState.flags(of: entries[middle]) }
      if entryKey < key { low = middle + 1 } else { high = middle }
    }
    return appFlags[key]
  }

  /// Whether command `position` can be enabled with context `name` in the key window: from
  /// its own chain and the app's values, or (under ``ResolutionSemantics/platform``, for a
  /// panel's context whose chain lacks the key) from the chain of some main window, or of
  /// a window of template `main` when given.
  func canBeEnabled(_ position: Int, inContext name: String, main: String? = nil) -> Bool {
    let command = commands[position]
    guard let state = stateOfContext[name] else {
      return command.key == nil && !command.isNeverEnabled
    }
    if contexts.states[state].textResponderAnswers(command) { return true }
    guard let key = command.key else { return contexts.states[state].enablesDefault(command) }
    let rule = command.command.enabledIf
    if flags(of: position, in: state)?.satisfies(rule) == true { return true }
    guard semantics == .platform, panelContextNames.contains(name), !publishes(key, in: state)
    else { return false }
    let fallback = main.map { mainTemplateFlags[$0]?[key] ?? [] } ?? mainFlags[key]
    return fallback.satisfies(rule)
  }

  /// Whether command `position` is enabled with a window of context state `state` key,
  /// from that window's chain and the app's values (the resolver's rule on the template's
  /// facts, as ``canBeEnabled(_:inContext:main:)`` asks without the main-window fallback).
  func isEnabled(_ position: Int, inState state: Int) -> Bool {
    let command = commands[position]
    let facts = contexts.states[state]
    if facts.textResponderAnswers(command) { return true }
    guard command.key != nil else { return facts.enablesDefault(command) }
    return flags(of: position, in: state)?.satisfies(command.command.enabledIf) == true
  }

  /// The contexts where command `position` can be enabled (SPEC §20: every warning has a
  /// witness, a context where the defect happens): the first `limit` names (sorted) and
  /// how many there are. A panel's context counts when the panel's own chain enables the
  /// command, or (under ``ResolutionSemantics/platform``) some main window's does.
  /// - Complexity: O(distinct context states × log keys), plus the panel contexts of
  ///   states that do not enable the command themselves.
  func enabledWitnesses(of position: Int, limit: Int = ShortcutAudit.witnessLimit) -> (
    names: [String], total: Int
  ) {
    var names: [String] = []
    var total = 0
    let command = commands[position]
    for state in contexts.states.indices {
      if isEnabled(position, inState: state) {
        let stateNames = contexts.names(ofState: state)
        total += stateNames.count
        names += stateNames.prefix(limit)
      } else if let panels = panelNamesOfState[state], semantics == .platform,
        let key = command.key, !publishes(key, in: state),
        mainFlags[key].satisfies(command.command.enabledIf)
      {
        total += panels.count
        names += panels.prefix(limit)
      }
      if names.count > 4 * limit { names = Array(names.sorted().prefix(limit)) }
    }
    return (Array(names.sorted().prefix(limit)), total)
  }

  /// Every context: the first `limit` names (sorted) and how many there are. A command
  /// that is never enabled is dead in each of them, so they are its witnesses (SPEC §20:
  /// every warning has a witness, a context where the defect happens).
  func everyContext(limit: Int = ShortcutAudit.witnessLimit) -> (names: [String], total: Int) {
    var names: [String] = []
    var total = 0
    for state in contexts.states.indices {
      let stateNames = contexts.names(ofState: state)
      total += stateNames.count
      names += stateNames.prefix(limit)
      if names.count > 4 * limit { names = Array(names.sorted().prefix(limit)) }
    }
    return (Array(names.sorted().prefix(limit)), total)
  }

  /// Whether the chain or scene values of context state `state` publish key `key`.
  func publishes(_ key: Int, in state: Int) -> Bool {
    contexts.states[state].entries.contains { ContextState.key(of: $0) == key }
  }

  /// A shortcut the file's platform dropped at load as reserved, when the audited
  /// `platform` does not reserve it hard: audited as P, the command has it (SPEC §20).
  static func recheckedShortcut(_ rejected: RejectedShortcut?, on platform: Platform)
    -> KeyboardShortcut?
  {
    guard case .reserved(let shortcut, _)? = rejected?.reason,
      ShortcutTables.reservation(of: shortcut, on: platform)?.strength != .hard
    else { return nil }
    return shortcut
  }

  /// Whether command `position` can be enabled in some context with a text input in the
  /// key window's focus chain; the first such contexts (sorted) and their count. With
  /// `exceptAnsweredByText`, contexts where the text input itself answers the command as
  /// its responder (SPEC §15: Edit ▸ Delete's `delete:` goes to the text view) are left
  /// out: there the text does the editing, so nothing is taken from it.
  /// - Complexity: O(distinct text-input states + panel text contexts), plus sorting the
  ///   first witnesses of each group.
  func textInputWitnesses(of position: Int, exceptAnsweredByText: Bool = false) -> (
    names: [String], total: Int
  ) {
    let limit = ShortcutAudit.witnessLimit
    var names: [String] = []
    var total = 0
    let command = commands[position]
    for group in textInputGroups {
      let state = contexts.states[group.state]
      if exceptAnsweredByText, state.textResponderAnswers(command) { continue }
      let enabled =
        command.key == nil
        ? state.enablesDefault(command)
        : state.textResponderAnswers(command)
          || flags(of: position, in: group.state)?.satisfies(command.command.enabledIf) == true
      guard enabled else { continue }
      total += group.names.count
      names += group.names.prefix(limit)
    }
    for name in panelTextInputContexts where canBeEnabled(position, inContext: name) {
      if exceptAnsweredByText, let state = stateOfContext[name],
        contexts.states[state].textResponderAnswers(command)
      {
        continue
      }
      total += 1
      names.append(name)
    }
    return (Array(names.sorted().prefix(limit)), total)
  }

  /// The text-input contexts (sorted) of each template, by template name.
  var textInputContextsByTemplate: [String: [String]] {
    var byTemplate: [String: [String]] = [:]
    for name in textInputContexts {
      byTemplate[String(name.prefix { $0 != "/" }), default: []].append(name)
    }
    return byTemplate
  }

  /// The standard commands of the audited platform.
  var standardCommands: [StandardCommand] {
    ShortcutTables.standardCommands.filter { $0.platforms.contains(platform) }
  }
}

/// A command as the audit sees it: its declaration, effective shortcut and required key.
struct AuditCommand: Sendable {
  /// The declaration.
  let command: Command
  /// The user binding, else the default shortcut.
  let shortcut: KeyboardShortcut?
  /// The id of the required key, if the command requires one.
  let key: Int?

  /// Whether the command is a standard editing command that a focused text input answers
  /// (SPEC §15), whatever it requires.
  let isTextEditing: Bool
  /// Who acts when the command is performed: commands with one actor are one command shown
  /// in two places (SPEC §20).
  let actor: AuditActor

  /// Creates the audit's view of `command`.
  init(command: Command, shortcut: KeyboardShortcut?, key: Int?) {
    self.command = command
    self.shortcut = shortcut
    self.key = key
    // The same ids as the resolver's text responder (CommandRegistry): the Find items too,
    // which a text input with a find bar answers (SPEC §15). A disabled item takes no key,
    // whoever would answer it.
    isTextEditing =
      !command.isDisabled && StandardCommand.textResponderIDs.contains(command.id)
    actor = AuditActor(command)
    // The resolver's rule 0 (``Command/isDisabled``): never enabled, as the tab items are.
    ownRule = command.isDisabled ? .never : command.platformEnablement
  }

  /// For a command without a required key: the rule that decides where it is enabled (a
  /// platform default's, SPEC §14; `never` for a command the app disables); `nil` means
  /// always.
  let ownRule: PlatformMenuItem.Enablement?

  /// Whether the command is never enabled anywhere: a command the app disables
  /// (``Command/isDisabled``), or a platform default whose rule never holds (the tab items:
  /// no tabs).
  var isNeverEnabled: Bool { key == nil && ownRule == .never }

  /// The command id.
  var id: String { command.id }
  /// The title, quoted for messages.
  var quotedTitle: String { "\"\(command.title)\"" }

  /// Whether the shortcut is a typing key: no `cmd` or `ctrl`, and not `escape` or `tab`,
  /// so a focused text input consumes it (SPEC §4 step 3).
  var isPlain: Bool {
    guard let shortcut else { return false }
    return !shortcut.hasCommandModifier && shortcut.key != .escape && shortcut.key != .tab
  }
}

/// The commands that share one effective shortcut, in menu order.
struct ShortcutBucket: Sendable {
  /// The shared shortcut.
  let shortcut: KeyboardShortcut
  /// Indexes into ``AuditModel/commands``.
  var members: [Int]
  /// Whether two members act differently (SPEC §20: items that send one action are one
  /// command shown in two places, so a bucket of them has no conflict to find).
  var hasRivals = false

  /// Whether the commands at `positions` (members) include two that act differently.
  static func rivals(_ positions: [Int], in commands: [AuditCommand]) -> Bool {
    guard let first = positions.first else { return false }
    return positions.contains { commands[$0].actor != commands[first].actor }
  }
}

/// A local key handler and where it sits.
struct AuditHandler: Sendable {
  /// The declaration (its shortcut re-checked for the audited platform).
  var handler: KeyHandler
  /// The handler's node, `template/node`.
  let path: String
  /// The contexts whose focus chain holds the node (focusable nodes of its subtree).
  var witnesses: [String] = []
}

extension AuditModel {
  /// Where the first of `ids` that has a position declares itself: its imported source,
  /// else its `shortcut` in the scene file (SPEC §22, §23). Rules about controls and key
  /// handlers set a finding's source themselves; this is the default for the others.
  func source(ofCommands ids: [String]) -> SourceLocation? {
    for id in ids {
      guard let position = commandIndex[id] else { continue }
      let command = commands[position].command
      if let location = command.sourceLocation ?? command.shortcutLocation { return location }
    }
    return nil
  }

  /// Each of the commands `ids` that has a known source, with it, in order.
  func sources(ofCommands ids: [String]) -> [Finding.RelatedSource] {
    ids.compactMap { id in
      guard let position = commandIndex[id] else { return nil }
      let command = commands[position].command
      return (command.sourceLocation ?? command.shortcutLocation).map {
        Finding.RelatedSource(command: id, source: $0)
      }
    }
  }
}

extension AuditControl {
  /// The control's imported source, else its `shortcut` in the scene file.
  var source: SourceLocation? { control.sourceLocation ?? control.shortcutLocation }

  /// The control as a finding names it: title, window, node and source (SPEC §20).
  var reference: Finding.ControlReference {
    Finding.ControlReference(title: control.title, window: template, node: path, source: source)
  }
}

extension AuditHandler {
  /// The handler's `shortcut` in the scene file.
  var source: SourceLocation? { handler.sourceLocation ?? handler.shortcutLocation }
}
