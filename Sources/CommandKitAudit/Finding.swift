import CommandKitLite

/// How serious a ``Finding`` is. `cmdshell audit` exits 1 when any finding is an ``error``.
public enum Severity: String, CaseIterable, Hashable, Sendable, Comparable,
  CustomStringConvertible
{
  /// The shortcut does not work as declared (reserved, ambiguous, unparsable).
  case error
  /// The shortcut works but misleads or hides something.
  case warning
  /// A suggestion, such as a standard shortcut that is missing.
  case info

  /// `error`, `warning` or `info`.
  public var description: String { rawValue }

  /// Errors sort first, then warnings, then infos.
  public static func < (lhs: Severity, rhs: Severity) -> Bool {
    lhs.rank < rhs.rank
  }

  private var rank: Int {
    switch self {
    case .error: 0
    case .warning: 1
    case .info: 2
    }
  }
}

/// One problem the shortcut audit found (SPEC §11), modelled on swift-format's findings.
///
/// ```swift
/// let report = ShortcutAudit(app: app).run()
/// for finding in report.findings where finding.kind == .ambiguous {
///   print(finding.commands, finding.contexts)
/// }
/// ```
public struct Finding: Sendable, Equatable {
  /// What kind of problem a finding is; the raw value is its name in JSON and text.
  public enum Kind: String, CaseIterable, Hashable, Sendable, CustomStringConvertible {
    /// A shortcut the platform reserves (hard: error; conventional: warning).
    case reserved
    /// Two or more commands, or two controls of one window, with one shortcut are enabled
    /// (live) at once somewhere.
    case ambiguous
    /// Commands, or controls of one window, share a shortcut but are never enabled together.
    case duplicate
    /// A local key handler or control hides a menu command's shortcut, or (on macOS, for a
    /// key with `cmd` or `ctrl`) a menu command hides a local handler's.
    case shadowed
    /// A plain-key command is only enabled while a text input eats plain keys.
    case swallowed
    /// A standard shortcut runs a command that is not the standard one.
    case nonstandard
    /// A standard command lacks its standard shortcut.
    case missingStandard = "missing-standard"
    /// A command requires a key that nothing ever publishes.
    case unreachable
    /// A shortcut that cannot be parsed.
    case invalid
    /// Under `swiftui` semantics, a command enabled somewhere only through the main
    /// window's values, so dead there in SwiftUI (SPEC §18).
    case fallbackOnly = "fallback-only"
    /// A template has a text input but the menu bar lacks Cut, Copy, Paste, Select All or
    /// Undo, so those keys are dead in it (SPEC §20).
    case missingEditCommands = "missing-edit-commands"
    /// On macOS a menu command or control on a `cmd`/`ctrl` key the text system binds is
    /// enabled while a text input is focused, so it takes the key from the text (SPEC §20).
    case stealsTextKey = "steals-text-key"
    /// Two live default (or cancel) controls in one window (SPEC §20) that act differently:
    /// controls that all send one action or have one effect are one command shown twice
    /// (SPEC §20's "one action, one command", applied here too; SPEC is silent for this kind).
    case defaultButtons = "default-buttons"
    /// On macOS a shortcut with only `opt` (and `shift`) types a character in every text
    /// input, or, on an arrow, ⌫ or ⌦, moves or deletes by word in a focused one (SPEC §20).
    case optionOnly = "option-only"
    /// On a requested keyboard layout, two shortcuts, or a shortcut and a reserved one,
    /// are the same key presses (SPEC §21).
    case layoutCollision = "layout-collision"
    /// On a requested keyboard layout, no single key press types a `custom` shortcut.
    case layoutUnreachable = "layout-unreachable"
    /// On a requested keyboard layout, the system remaps an `automatic` shortcut.
    case layoutRemapped = "layout-remapped"
    /// A context menu or control names a command that is not registered, or an effect a
    /// template the app does not have (SPEC §12: reported, not refused, since declaration
    /// order does not matter). Only an app built in Swift has one: a scene file that names
    /// nothing is not loaded.
    case unresolved

    /// The kind's name, such as `missing-standard`.
    public var description: String { rawValue }
  }

  /// The kind of problem.
  public var kind: Kind
  /// How serious it is.
  public var severity: Severity
  /// The shortcut concerned, when it parsed.
  public var shortcut: KeyboardShortcut?
  /// The shortcut as written, for ``Kind/invalid`` findings whose text did not parse.
  public var shortcutText: String?
  /// The ids of the commands concerned, in menu order.
  public var commands: [String]
  /// Witness contexts (`template/node`, sorted; a panel taken together with a main window
  /// is `panel/node+main/node`), capped at ``ShortcutAudit/witnessLimit``.
  public var contexts: [String]
  /// One line that describes the problem and ends with the fix.
  public var message: String
  /// The other kinds that fired for the same shortcut and commands, merged into this
  /// finding (SPEC §20: one defect, one finding), most severe first.
  public var related: [Kind] = []
  /// The free shortcut the message suggests, if it suggests one: parseable, not reserved
  /// on the audited platform, not used by the app, close to the original key.
  public var suggestion: KeyboardShortcut?
  /// Where the offending shortcut is written (SPEC §22, §23): the imported source of the
  /// command or control concerned where there is one, else the scene file's position of its
  /// `shortcut` (or of the command itself when it has none); `nil` when neither is known.
  public var source: SourceLocation?
  /// Where the other commands concerned write theirs, in ``commands`` order, leaving out
  /// ``source`` itself: SARIF's `relatedLocations`, so that code scanning links each
  /// command of a conflict. Empty when they are unknown or the finding names one command.
  public var relatedSources: [RelatedSource] = []
  /// The in-window controls the finding concerns (SPEC §16, §20), in traversal order: each
  /// named by its title and window and pointing at its source, so that a tool can show the
  /// button itself. Empty for findings about commands and handlers only.
  public var controls: [ControlReference] = []
  /// The views the finding's defect is at, each with where the app's sources declare it
  /// (SPEC §22, imported nodes): the text input where the keys are dead
  /// (``Kind/missingEditCommands``) or taken (``Kind/stealsTextKey``), the view that carries
  /// a control. Only nodes whose source is known are listed; SARIF shows them as related
  /// locations.
  public var nodes: [NodeReference] = []
  /// For layout findings (SPEC §21): the keyboard layout.
  public var layout: String?
  /// For layout findings: the keys actually pressed on ``layout``, as it names them.
  public var keys: String?

  /// An in-window control a finding concerns: its title, its window (the template) and node,
  /// and where it is declared.
  public struct ControlReference: Hashable, Sendable {
    /// The control's title (`"Send"`).
    public var title: String
    /// The window template the control belongs to (`compose`).
    public var window: String
    /// The control's node, `template/node` (`compose/toolbar`).
    public var node: String
    /// Where the control is declared: its imported source, else its position in the scene
    /// file; `nil` when neither is known.
    public var source: SourceLocation?

    /// Creates a control reference.
    public init(title: String, window: String, node: String, source: SourceLocation? = nil) {
      self.title = title
      self.window = window
      self.node = node
      self.source = source
    }

    /// `{"title", "window", "node", "source"}` (`source` is `null` when unknown).
    public var json: JSONValue {
      .object(
        JSONObject([
          ("title", .string(title)), ("window", .string(window)), ("node", .string(node)),
          ("source", source.map(\.json) ?? .null),
        ]))
    }
  }

  /// A view a finding concerns: its path and where it is declared.
  public struct NodeReference: Hashable, Sendable {
    /// The node, `template/node` (`main/editor`).
    public var node: String
    /// Where the app's sources declare it.
    public var source: SourceLocation

    /// Creates a node reference.
    public init(node: String, source: SourceLocation) {
      self.node = node
      self.source = source
    }

    /// `{"node", "source"}`.
    public var json: JSONValue {
      .object(JSONObject([("node", .string(node)), ("source", source.json)]))
    }
  }

  /// What a rule asks of the audit's suggestion plan: the finding's message without its
  /// suggestion, and how to look for one. The plan fills ``suggestion`` and ``message`` once
  /// every finding is known, so that no two findings suggest the same free key (SPEC §20).
  var suggestionRequest: SuggestionRequest?

  /// A command of a finding and where its shortcut is written.
  public struct RelatedSource: Hashable, Sendable {
    /// The command's id.
    public var command: String
    /// Where it is written.
    public var source: SourceLocation

    /// Creates a related source.
    public init(command: String, source: SourceLocation) {
      self.command = command
      self.source = source
    }
  }

  /// Creates a finding.
  public init(
    kind: Kind, severity: Severity, shortcut: KeyboardShortcut? = nil,
    shortcutText: String? = nil, commands: [String] = [], contexts: [String] = [],
    message: String, source: SourceLocation? = nil
  ) {
    self.kind = kind
    self.severity = severity
    self.shortcut = shortcut
    self.shortcutText = shortcutText
    self.commands = commands
    self.contexts = contexts
    self.message = message
    self.source = source
  }

  /// The shortcut's canonical notation, or the unparsable text as written.
  public var shortcutDescription: String? {
    shortcut?.description ?? shortcutText
  }

  /// The finding as JSON: `kind`, `severity`, `shortcut` (canonical, the invalid text, or
  /// `null`), `commands`, `contexts`, `message` and `source` (`{"file", "line", "column"}`
  /// or `null`), then `controls` (see ``ControlReference/json``), `nodes` (see
  /// ``NodeReference/json``), `layout`, `keys`,
  /// `related` (kind names) and `suggestion` when there are any.
  public var json: JSONValue {
    var fields: [(String, JSONValue)] = [
      ("kind", .string(kind.rawValue)),
      ("severity", .string(severity.rawValue)),
      ("shortcut", shortcutDescription.map(JSONValue.string) ?? .null),
      ("commands", .array(commands.map(JSONValue.string))),
      ("contexts", .array(contexts.map(JSONValue.string))),
      ("message", .string(message)),
      ("source", source.map(\.json) ?? .null),
    ]
    if !controls.isEmpty { fields.append(("controls", .array(controls.map(\.json)))) }
    if !nodes.isEmpty { fields.append(("nodes", .array(nodes.map(\.json)))) }
    if let layout { fields.append(("layout", .string(layout))) }
    if let keys { fields.append(("keys", .string(keys))) }
    if !related.isEmpty {
      fields.append(("related", .array(related.map { .string($0.rawValue) })))
    }
    if let suggestion { fields.append(("suggestion", .string(suggestion.description))) }
    return .object(JSONObject(fields))
  }

  /// One line of the text report: `notes.json:12:19: error: [ambiguous] ⌘D (cmd+d) —
  /// message` (without the position when it is unknown); merged kinds follow the kind:
  /// `warning: [steals-text-key, also reserved] …`.
  public var line: String { locationPrefix + severityLine }

  /// `file:line:column: `, or nothing when the source is unknown.
  var locationPrefix: String { source.map { "\($0): " } ?? "" }

  /// The line without its position: `error: [ambiguous] ⌘D (cmd+d) — message`.
  var severityLine: String {
    let also = related.isEmpty ? "" : ", also " + related.map(\.rawValue).joined(separator: ", ")
    var text = "\(severity): [\(kind)\(also)] "
    if let shortcut {
      text += "\(shortcut.glyphs) (\(shortcut)) — "
    } else if let shortcutText {
      text += "'\(shortcutText)' — "
    } else {
      text += "— "
    }
    return text + message
  }

  /// `findings` in report order: severity, then shortcut text (findings without one
  /// last), then kind, then first command id (then commands, contexts and message, so
  /// that equal keys still sort the same way every run).
  /// - Complexity: O(n log n); each finding's sort key is computed once.
  static func sortedForReport(_ findings: [Finding]) -> [Finding] {
    let keyed = findings.map { finding in
      (
        key: SortKey(
          severity: finding.severity, shortcut: finding.shortcutDescription,
          kind: finding.kind.rawValue, commands: finding.commands),
        finding: finding
      )
    }
    return keyed.sorted { lhs, rhs in
      if lhs.key != rhs.key { return lhs.key < rhs.key }
      if lhs.finding.contexts != rhs.finding.contexts {
        return lhs.finding.contexts.lexicographicallyPrecedes(rhs.finding.contexts)
      }
      return lhs.finding.message < rhs.finding.message
    }.map(\.finding)
  }
}

private struct SortKey: Equatable, Comparable {
  let severity: Severity
  let shortcut: String?
  let kind: String
  let commands: [String]

  static func < (lhs: SortKey, rhs: SortKey) -> Bool {
    if lhs.severity != rhs.severity { return lhs.severity < rhs.severity }
    switch (lhs.shortcut, rhs.shortcut) {
    case let (l?, r?) where l != r: return l < r
    case (.some, nil): return true
    case (nil, .some): return false
    default: break
    }
    if lhs.kind != rhs.kind { return lhs.kind < rhs.kind }
    let lhsFirst = lhs.commands.first ?? ""
    let rhsFirst = rhs.commands.first ?? ""
    if lhsFirst != rhsFirst { return lhsFirst < rhsFirst }
    return lhs.commands.lexicographicallyPrecedes(rhs.commands)
  }
}
