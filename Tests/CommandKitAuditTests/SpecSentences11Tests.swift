import CommandKitAudit
import CommandKitLite
import CommandKitTestSupport
import Foundation
import Testing

/// SPEC §11 (Shortcut audit), sentence by sentence, each rule read from a scene file as the
/// hidden scenarios write them. Part II (§20) refines some severities; the cases here are
/// the ones where Part I and Part II agree.
@Suite struct SpecSentences11Tests {
  /// One `main` template: `root` publishes `folder`; `sidebar`, `list` (selectable,
  /// publishes `item`), `a` and `b` inside `group` (which carries `KEYS`), a text `editor`
  /// (publishes `document`) and a plain `label`; a `mode` scene value; an app value
  /// `store`. No window is open: the audit reads templates. The platform's default items
  /// are off so that only the declared commands meet.
  static let scene = #"""
    {"app": "S11", "platform": "PLATFORM", "defaultCommands": false,
     "appValues": {"store": "s"},
     "commands": [COMMANDS],
     "templates": {"main": {"kind": "window", "sceneValues": {"mode": "m"},
       "root": {"id": "root", "values": {"folder": "All"}, "children": [
         {"id": "sidebar", "focusable": true},
         {"id": "list", "focusable": true, "selectable": true, "values": {"item": "n1"}},
         {"id": "group", "keys": [KEYS], "children": [
           {"id": "a", "focusable": true}, {"id": "b", "focusable": true}]},
         {"id": "editor", "focusable": true, "textInput": true, "values": {"document": "d"}},
         {"id": "label"}]}}TEMPLATES}}
    """#

  /// The scene with its placeholders filled.
  static func text(
    commands: String, keys: String = "", templates: String = "", platform: String = "macOS"
  ) -> String {
    scene.replacingOccurrences(of: "COMMANDS", with: commands)
      .replacingOccurrences(of: "KEYS", with: keys)
      .replacingOccurrences(of: "TEMPLATES", with: templates)
      .replacingOccurrences(of: "PLATFORM", with: platform)
  }

  static func audit(
    commands: String, keys: String = "", templates: String = "", platform: String = "macOS"
  ) throws -> [Finding] {
    let app = try SpecScene.app(
      text(commands: commands, keys: keys, templates: templates, platform: platform))
    return ShortcutAudit(app: app).run().findings
  }

  /// A command in scene-file JSON.
  static func command(
    _ id: String, _ shortcut: String? = nil, requires: String? = nil, title: String? = nil
  ) -> String {
    var fields = [#""id": "\#(id)""#, #""title": "\#(title ?? id)""#, #""menu": "Tools""#]
    if let shortcut { fields.append(#""shortcut": "\#(shortcut)""#) }
    if let requires { fields.append(#""requires": "\#(requires)""#) }
    return "{" + fields.joined(separator: ", ") + "}"
  }

  /// "Findings have `kind`, `severity` (`error`, `warning`, `info`), `shortcut`,
  /// `commands`, `contexts` (witness node paths, where they apply) and a one-line `message`
  /// with the fix": every finding of a scene that trips every rule carries them, in JSON.
  @Test("Every finding carries kind, severity, shortcut, commands, contexts and a one-line message")
  func findingFields() throws {
    let commands = [
      Self.command("c.one", "cmd+k", requires: "item"),
      Self.command("c.two", "cmd+k", requires: "folder"),
      Self.command("c.three", "cmd+j", requires: "item"),
      Self.command("c.four", "cmd+j", requires: "document"),
      Self.command("c.swallowed", "x", requires: "document"),
      Self.command("c.ghost", "cmd+g", requires: "ghost"),
      Self.command("c.copy", "cmd+c", title: "Duplicate"),
      Self.command("edit.undo", title: "Undo"),
      Self.command("c.go", "cmd+`"),
      Self.command("c.typo", "cmd+retrun"),
    ].joined(separator: ", ")
    let app = try SpecScene.app(Self.text(commands: commands))
    let json = try #require(ShortcutAudit(app: app).run().json.objectValue)
    let findings = try #require(json["findings"]?.arrayValue).compactMap(\.objectValue)
    let kinds = Set(findings.compactMap { $0["kind"]?.stringValue })
    #expect(
      kinds.isSuperset(of: [
        "reserved", "ambiguous", "duplicate", "swallowed", "nonstandard", "missing-standard",
        "unreachable", "invalid",
      ]), "\(kinds.sorted())")
    for finding in findings {
      #expect(
        Set(finding.keys).isSuperset(of: [
          "kind", "severity", "shortcut", "commands", "contexts", "message",
        ]), "\(finding)")
      #expect(["error", "warning", "info"].contains(finding["severity"]?.stringValue ?? ""))
      #expect(finding["commands"]?.arrayValue != nil)
      #expect(finding["contexts"]?.arrayValue != nil)
      let message = finding["message"]?.stringValue ?? ""
      #expect(!message.isEmpty && !message.contains("\n"), "\(finding)")
    }
  }

  /// Where a reserved shortcut is used, and the severity the audit gives it.
  struct ReservedCase: Sendable, CustomTestStringConvertible {
    let platform: String
    let shortcut: String
    let handler: Bool
    let severity: Severity
    var testDescription: String {
      "\(shortcut) on a \(handler ? "handler" : "command") on \(platform)"
    }
  }

  static let reservedCases: [ReservedCase] = [
    .init(platform: "macOS", shortcut: "cmd+space", handler: false, severity: .error),
    .init(platform: "macOS", shortcut: "cmd+space", handler: true, severity: .error),
    .init(platform: "iPadOS", shortcut: "fn+k", handler: false, severity: .error),
    .init(platform: "macOS", shortcut: "cmd+`", handler: false, severity: .warning),
    .init(platform: "macOS", shortcut: "cmd+`", handler: true, severity: .warning),
  ]

  /// "`reserved` (error): a command or local handler uses a shortcut that the platform
  /// reserves (hard), or (warning) one that is conventionally reserved." A hard one in a
  /// scene file loads without its shortcut, and the audit still reports it (§4). The
  /// conventional case is ⌘` (window cycling, no menu item of the app's): a conventional
  /// ⌘ key that is also a standard menu item (⌃⌘Space, Emoji & Symbols) is left to
  /// `nonstandard` by §20's "evidence, not resemblance".
  @Test(
    "reserved: hard is an error, conventional a warning, for commands and handlers",
    arguments: reservedCases)
  func reserved(_ c: ReservedCase) throws {
    let findings = try Self.audit(
      commands: c.handler ? "" : Self.command("c.r", c.shortcut),
      keys: c.handler ? #"{"shortcut": "\#(c.shortcut)", "action": "grab"}"# : "",
      platform: c.platform)
    let reserved = findings.filter { $0.kind == .reserved }
    #expect(reserved.count == 1, "\(findings)")
    #expect(reserved.first?.severity == c.severity)
    #expect(
      (reserved.first?.shortcut?.description ?? reserved.first?.shortcutText) == c.shortcut)
    if !c.handler { #expect(reserved.first?.commands == ["c.r"]) }
  }

  /// "`ambiguous` (error): some focusable node has two or more commands with the same
  /// shortcut enabled at once; the witness contexts name such nodes": `c.one` needs the
  /// list's `item`, `c.two` the root's `folder`, so only the list sees both.
  @Test("ambiguous: an error witnessed by exactly the nodes where both are enabled")
  func ambiguous() throws {
    let findings = try Self.audit(
      commands: Self.command("c.one", "cmd+k", requires: "item") + ", "
        + Self.command("c.two", "cmd+k", requires: "folder"))
    let ambiguous = try #require(findings.first { $0.kind == .ambiguous }, "\(findings)")
    #expect(ambiguous.severity == .error)
    #expect(ambiguous.shortcut?.description == "cmd+k")
    #expect(Set(ambiguous.commands) == ["c.one", "c.two"])
    #expect(ambiguous.contexts == ["main/list"])
    #expect(!findings.contains { $0.kind == .duplicate })
  }

  /// "`duplicate` (warning): two commands share a shortcut but never are enabled together":
  /// one needs the list's `item`, the other the editor's `document`.
  @Test("duplicate: a warning when the commands sharing a shortcut never meet")
  func duplicate() throws {
    let findings = try Self.audit(
      commands: Self.command("c.one", "cmd+k", requires: "item") + ", "
        + Self.command("c.two", "cmd+k", requires: "document"))
    let duplicate = try #require(findings.first { $0.kind == .duplicate }, "\(findings)")
    #expect(duplicate.severity == .warning)
    #expect(Set(duplicate.commands) == ["c.one", "c.two"])
    #expect(!findings.contains { $0.kind == .ambiguous })
  }

  /// "`shadowed` (warning): a local key handler hides a menu command's shortcut wherever
  /// the handler's node is in the chain": on iPadOS (where the handler comes first, §13) a
  /// handler on `group` hides ⌘K for `a` and `b`, not for the nodes outside the group.
  @Test("shadowed: a warning witnessed by the focusable nodes under the handler's node")
  func shadowed() throws {
    let findings = try Self.audit(
      commands: Self.command("c.k", "cmd+k"),
      keys: #"{"shortcut": "cmd+k", "action": "clear"}"#, platform: "iPadOS")
    let shadowed = try #require(findings.first { $0.kind == .shadowed }, "\(findings)")
    #expect(shadowed.severity == .warning)
    #expect(shadowed.commands == ["c.k"])
    #expect(shadowed.contexts == ["main/a", "main/b"])
  }

  /// "`swallowed` (warning): a command's shortcut has no `cmd`/`ctrl` and the command is
  /// only ever enabled while a `textInput` node is focused, so typing eats it" — and not
  /// when it is also enabled elsewhere, or when its shortcut has `ctrl`.
  @Test(
    "swallowed: a plain key enabled only under a text input, and only then",
    arguments: [
      ("x", "document", true), ("shift+x", "document", true), ("x", "folder", false),
      ("ctrl+x", "document", false),
    ])
  func swallowed(shortcut: String, requires: String, expected: Bool) throws {
    let findings = try Self.audit(commands: Self.command("c.x", shortcut, requires: requires))
    let swallowed = findings.filter { $0.kind == .swallowed }
    #expect(swallowed.count == (expected ? 1 : 0), "\(findings)")
    if expected {
      #expect(swallowed.first?.severity == .warning)
      #expect(swallowed.first?.commands == ["c.x"])
    }
  }

  /// "`nonstandard` (warning): a standard shortcut (`cmd+c`, `cmd+z`, ...) runs a command
  /// that is not the standard one" — and the standard command on it is no finding.
  @Test(
    "nonstandard: a standard shortcut on another command is a warning",
    arguments: [("cmd+c", "Duplicate"), ("cmd+z", "Zoom In")])
  func nonstandard(shortcut: String, title: String) throws {
    let findings = try Self.audit(commands: Self.command("c.other", shortcut, title: title))
    let nonstandard = try #require(findings.first { $0.kind == .nonstandard }, "\(findings)")
    #expect(nonstandard.severity == .warning)
    #expect(nonstandard.commands == ["c.other"])
    #expect(nonstandard.shortcut?.description == shortcut)
    let standard = try Self.audit(
      commands: Self.command(shortcut == "cmd+c" ? "edit.copy" : "edit.undo", shortcut))
    #expect(!standard.contains { $0.kind == .nonstandard })
  }

  /// "`missing-standard` (info): a standard command exists without its standard
  /// shortcut", and "Standard commands are known by the ids in
  /// `shared/reference/shortcuts.json` (`edit.copy`, `edit.undo`, `file.save`...)".
  @Test(
    "missing-standard: a standard id without its standard shortcut is an info naming it",
    arguments: [("edit.copy", "cmd+c"), ("edit.undo", "cmd+z"), ("file.save", "cmd+s")])
  func missingStandard(id: String, standard: String) throws {
    for shortcut in [nil, "ctrl+opt+cmd+y"] {
      let findings = try Self.audit(commands: Self.command(id, shortcut))
      let missing = try #require(
        findings.first { $0.kind == .missingStandard }, "\(findings)")
      #expect(missing.severity == .info)
      #expect(missing.commands == [id])
      let glyphs = try KeyboardShortcut(parsing: standard).glyphs
      #expect(missing.message.contains(standard) || missing.message.contains(glyphs))
    }
    let fine = try Self.audit(commands: Self.command(id, standard))
    #expect(!fine.contains { $0.kind == .missingStandard })
  }

  /// "`unreachable` (warning): a command requires a key that nothing ever publishes" — and
  /// a key published by a node, a template's scene values, the app, or a selectable node's
  /// selection is reachable.
  @Test(
    "unreachable: a warning for a required key nothing publishes, and only then",
    arguments: [
      ("ghost", true), ("folder", false), ("mode", false), ("store", false),
      ("selection", false),
    ])
  func unreachable(requires: String, expected: Bool) throws {
    let findings = try Self.audit(commands: Self.command("c.u", "cmd+u", requires: requires))
    let unreachable = findings.filter { $0.kind == .unreachable }
    #expect(unreachable.count == (expected ? 1 : 0), "\(findings)")
    if expected {
      #expect(unreachable.first?.severity == .warning)
      #expect(unreachable.first?.commands == ["c.u"])
      #expect(unreachable.first?.message.contains("ghost") == true)
    }
  }

  /// "`invalid` (error): a shortcut that cannot be parsed", on a command or a local
  /// handler; the scene file still loads, with a warning (§4).
  @Test(
    "invalid: an unparsable shortcut on a command or a handler is an error",
    arguments: [false, true])
  func invalid(handler: Bool) throws {
    let text = Self.text(
      commands: handler ? "" : Self.command("c.typo", "cmd+retrun"),
      keys: handler ? #"{"shortcut": "cmd+retrun", "action": "go"}"# : "")
    let loaded = try SceneFile.decode(text)
    #expect(loaded.warnings.contains { $0.contains("cmd+retrun") }, "\(loaded.warnings)")
    let findings = ShortcutAudit(app: loaded.app).run().findings
    let invalid = findings.filter { $0.kind == .invalid }
    #expect(invalid.count == 1, "\(findings)")
    #expect(invalid.first?.severity == .error)
    #expect(invalid.first?.shortcutText == "cmd+retrun")
    #expect(invalid.first?.message.contains("return") == true)
    if !handler { #expect(invalid.first?.commands == ["c.typo"]) }
  }

  /// "The audit reads templates, not just the open windows: every focusable node of every
  /// template is a context, named `template/node`": with no window open, two
  /// always-enabled commands on ⌘K meet at every focusable node of both templates (`other`
  /// is never opened), and at no node that cannot take focus.
  @Test("Every focusable node of every template is a context named template/node")
  func templatesAreContexts() throws {
    let app = try SpecScene.app(
      Self.text(
        commands: Self.command("c.one", "cmd+k") + ", " + Self.command("c.two", "cmd+k"),
        templates: #", "other": {"kind": "window", "root": {"id": "x", "focusable": true}}"#))
    #expect(!app.windows.contains { $0.template == "other" })
    let audit = ShortcutAudit(app: app)
    let ambiguous = try #require(audit.run().findings.first { $0.kind == .ambiguous })
    let expected = ["main/a", "main/b", "main/editor", "main/list", "main/sidebar", "other/x"]
    // The message caps how many witnesses it names; the contexts are the witnesses kept.
    #expect(Set(ambiguous.contexts).isSubset(of: Set(expected)), "\(ambiguous.contexts)")
    #expect(ambiguous.contexts.count == min(expected.count, ShortcutAudit.witnessLimit))
    #expect(!ambiguous.contexts.contains { $0.hasSuffix("/root") || $0.hasSuffix("/label") })
  }

  /// "a panel's contexts are also taken together with each main-window context": a panel
  /// publishing `style` and the editor publishing `document` meet, so ⌘R on both commands is
  /// ambiguous in the pair, named `panel/node+main/node`.
  @Test("A panel's contexts are taken together with each main-window context")
  func panelPairs() throws {
    let findings = try Self.audit(
      commands: Self.command("c.run", "cmd+r", requires: "document") + ", "
        + Self.command("c.reset", "cmd+r", requires: "style"),
      templates: #", "inspector": {"kind": "panel", "root": {"id": "form", "focusable": true, "#
        + #""values": {"style": "bold"}}}"#)
    let ambiguous = try #require(findings.first { $0.kind == .ambiguous }, "\(findings)")
    #expect(ambiguous.contexts == ["inspector/form+main/editor"])
    #expect(Set(ambiguous.commands) == ["c.run", "c.reset"])
  }
}
