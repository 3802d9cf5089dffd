import CommandKitAudit
import CommandKitLite
import CommandKitTestSupport
import Foundation
import Testing

/// SPEC §20 ("The audit, faithful and quiet"), sentence by sentence: the claims that
/// ``AuditFaithfulSpecTests`` and the rule suites (FindingMergeTests, ConfirmedReservationTests,
/// RoleMeaningTests, RoleInSelectorTests, OneActionOneCommandTests, WitnessTests,
/// TextSystemRuleTests, CancelConventionTests, RealAppCorpusTests, KnownBugRecallTests) leave
/// open. Each test quotes the sentence it pins.
@Suite struct SpecSentences20Tests {
  /// A macOS app with `commands`, a main window whose root is `root`, and `extra` top-level
  /// fields.
  static func app(
    _ commands: String, platform: Platform = .macOS,
    root: String = #"{"id": "list", "focusable": true}"#, extra: String = ""
  ) throws -> App {
    try SpecScene.app(
      #"""
      {"app": "A", "platform": "PLATFORM", \#(extra)
       "commands": [\#(commands)],
       "templates": {"main": {"kind": "window", "root": \#(root)}}}
      """#, platform: platform)
  }

  /// A root with a text field and a focusable list.
  static let textRoot = #"""
    {"id": "root", "children": [{"id": "field", "textInput": true},
                                {"id": "list", "focusable": true}]}
    """#

  /// A command line for a scene file's `commands`.
  static func command(_ id: String, _ title: String, _ shortcut: String) -> String {
    #"{"id": "\#(id)", "title": "\#(title)", "menu": "Tools", "shortcut": "\#(shortcut)"}"#
  }

  // MARK: One defect, one finding

  /// "When several rules fire for the same shortcut and commands, report one finding":
  /// in apps where every rule fires about a shortcut, no two findings name the same
  /// shortcut and the same commands (and controls). (`unreachable`, a defect of the
  /// command rather than its shortcut, stays apart: FindingMergeTests pins it, and the
  /// sweep's report names the difference from the sentence's letter.)
  @Test("No two findings share a shortcut and the same commands")
  func oneFindingPerDefect() throws {
    let apps = [
      try Fixtures.notes(),
      try Self.app(
        [
          Self.command("x.line", "Line Start", "ctrl+a"),
          Self.command("x.kill", "Kill", "ctrl+k"),
          Self.command("x.left", "Left", "cmd+left"),
          Self.command("x.opt", "Opt", "opt+p"),
          Self.command("x.bold", "Boldly", "cmd+b"),
          Self.command("x.copy", "Clone", "cmd+c"),
          Self.command("x.desk", "Desk", "ctrl+1"),
          Self.command("x.esc", "Leave", "escape"),
        ].joined(separator: ","), root: Self.textRoot),
    ]
    for app in apps {
      var seen: [String: Finding.Kind] = [:]
      for finding in app.audit().findings {
        let shortcut = finding.shortcut?.description ?? "-"
        let identity = "\(shortcut) \(finding.commands) \(finding.controls.map(\.title))"
        #expect(
          seen[identity] == nil,
          "\(identity): \(finding.kind) and \(seen[identity].map { "\($0)" } ?? "")")
        seen[identity] = finding.kind
      }
    }
  }

  /// "… report one finding with the most severe kind and list the others in `related`;
  /// the message gives one fix": the merged ⌃K finding's message is the kept rule's alone,
  /// with one fix after one semicolon, not two rules' messages joined.
  @Test("A merged finding's message gives one fix")
  func mergedMessageOneFix() throws {
    let app = try Self.app(Self.command("x.kill", "Kill", "ctrl+k"), root: Self.textRoot)
    let finding = try #require(app.audit().findings.first { $0.commands == ["x.kill"] })
    #expect(!finding.related.isEmpty)
    #expect(finding.message.components(separatedBy: "; ").count == 2, "\(finding.message)")
    #expect(!finding.message.contains("\n"))
  }

  /// "… with the most severe kind": the merged finding's severity is the highest of the
  /// findings it stands for — an `ambiguous` error absorbs the `nonstandard` warning.
  @Test("The merged finding keeps the most severe severity")
  func mostSevere() throws {
    let app = try Self.app(
      Self.command("x.clone", "Clone", "cmd+c") + "," + Self.command("x.dupe", "Dupe", "cmd+c"),
      extra: #""defaultCommands": false,"#)
    let findings = app.audit().findings.filter { $0.shortcut == Fixtures.shortcut("cmd+c") }
    #expect(findings.count == 1)
    #expect(findings.first?.severity == .error)
    #expect(findings.first?.kind == .ambiguous)
    #expect(findings.first?.related.contains(.nonstandard) == true)
  }

  // MARK: Reservations that are off by default

  /// "Reservations that are off by default are conventional (a warning), not hard (§13)":
  /// every one of macOS ⌃1–⌃8 ("Switch to Desktop N", `enabled_by_default: false`) is a
  /// warning, and a press reaches the app's command. (§13 says "⌃1–⌃9"; the research table
  /// lists Desktops 1–8 only, so ⌃9 is no reservation here: see the sweep's report.)
  @Test("⌃1–⌃8 are warnings on macOS, and the press reaches the app", arguments: 1...8)
  func offByDefault(number: Int) throws {
    var app = try Self.app(
      Self.command("x.desk", "Desk", "ctrl+\(number)"), extra: #""defaultCommands": false,"#)
    let found = SpecScene.findings(app, .reserved)
    #expect(found.map(\.severity) == [.warning], "\(found.map(\.line))")
    #expect(SpecScene.press("ctrl+\(number)", in: &app).performedCommand == "x.desk")
  }

  // MARK: --platform P audits as P

  /// "`--platform P` audits as P, whatever the file says … messages name P's reservations
  /// only": a file for iPadOS audited as macOS names macOS's holders and never iPadOS's.
  @Test("An iPadOS file audited as macOS names macOS reservations only")
  func auditAsMacOS() throws {
    let app = try Self.app(
      Self.command("x.shot", "Shoot", "shift+cmd+4") + ","
        + Self.command("x.tab", "Tabs", "ctrl+up"),
      platform: .iPadOS, extra: #""defaultCommands": false,"#)
    let report = ShortcutAudit(app: app, platform: .macOS).run()
    let reserved = report.findings.filter { $0.kind == .reserved }
    #expect(reserved.count == 2, "\(reserved.map(\.line))")
    #expect(reserved.allSatisfy { $0.message.contains("macOS") })
    #expect(!report.findings.contains { $0.message.contains("iPadOS") })
  }

  // MARK: nonstandard

  /// "… or when the shortcut is one that people use in every app (⌘N ⌘O ⌘S ⌘W ⌘Q ⌘Z ⇧⌘Z ⌘X
  /// ⌘C ⌘V ⌘A ⌘F ⌘P ⌘H ⌘M ⌘,) and the command is not that role": each of the sixteen, taken
  /// by a command of no role, is a warning even with no standard command in the app.
  @Test(
    "A command of no role on an every-app shortcut is a nonstandard warning",
    arguments: [
      "cmd+n", "cmd+o", "cmd+s", "cmd+w", "cmd+q", "cmd+z", "shift+cmd+z", "cmd+x", "cmd+c",
      "cmd+v", "cmd+a", "cmd+f", "cmd+p", "cmd+h", "cmd+m", "cmd+,",
    ])
  func everyAppShortcut(shortcut: String) throws {
    let app = try Self.app(
      Self.command("x.frob", "Frobnicate", shortcut), extra: #""defaultCommands": false,"#)
    let found = app.audit().findings.filter { $0.commands == ["x.frob"] }
    let nonstandard = found.filter { $0.kind == .nonstandard || $0.related.contains(.nonstandard) }
    #expect(nonstandard.count == 1, "\(found.map(\.line))")
    #expect(nonstandard.first.map { $0.severity != .info } == true, "\(found.map(\.line))")
  }

  /// "… otherwise `info`": a standard shortcut outside that list (⌘B Bold, ⌘I Italic, ⌘U
  /// Underline, ⌘G Find Next, ⌘E Use Selection for Find, ⌘T Fonts), taken by a command of no
  /// role while the app has no standard command for it, is an info.
  @Test(
    "A command of no role on another standard shortcut is an info",
    arguments: ["cmd+b", "cmd+i", "cmd+u", "cmd+g", "cmd+e", "cmd+t"])
  func otherStandardShortcut(shortcut: String) throws {
    let app = try Self.app(
      Self.command("x.frob", "Frobnicate", shortcut), extra: #""defaultCommands": false,"#)
    let found = SpecScene.findings(app, .nonstandard)
    #expect(found.map(\.severity) == [.info], "\(found.map(\.line))")
  }

  /// "— with its title compared too": a command whose title names the role of its every-app
  /// shortcut is that role, whatever its id: no `nonstandard` finding.
  @Test(
    "A title naming the role of an every-app shortcut is that role",
    arguments: [
      ("cmd+n", "New Feed…"), ("cmd+o", "Open…"), ("cmd+s", "Save"), ("cmd+w", "Close"),
      ("cmd+z", "Undo"), ("cmd+x", "Cut"), ("cmd+c", "Copy"), ("cmd+v", "Paste"),
      ("cmd+a", "Select All"), ("cmd+f", "Find…"), ("cmd+p", "Print…"), ("cmd+m", "Minimize"),
      ("cmd+,", "Settings…"),
    ])
  func titleNamesRole(shortcut: String, title: String) throws {
    let app = try Self.app(
      Self.command("x.frob", title, shortcut), extra: #""defaultCommands": false,"#)
    let found = app.audit().findings.filter {
      $0.kind == .nonstandard || $0.related.contains(.nonstandard)
    }
    #expect(found.isEmpty, "\(found.map(\.line))")
  }

  // MARK: Conventional reservations apply where they mean something

  /// "A handler or control on Escape that cancels or dismisses … is the convention itself:
  /// no finding" — a control, not only a handler: a Cancel control on Escape that runs a
  /// dismissing action.
  @Test("A control on Escape that dismisses is no finding")
  func escapeControl() throws {
    let app = try Self.app(
      "",
      root: #"""
        {"id": "root", "children": [
          {"id": "list", "focusable": true},
          {"id": "bar", "controls": [{"title": "Close Panel", "shortcut": "escape",
                                      "action": "dismiss", "effect": {"dismiss": "key"}}]}]}
        """#)
    let found = app.audit().findings.filter { $0.shortcut == Fixtures.shortcut("escape") }
    #expect(found.isEmpty, "\(found.map(\.line))")
  }

  // MARK: steals-text-key

  /// "`steals-text-key` (warning, macOS): a menu command … on a `cmd`/`ctrl` key the text
  /// system binds (NSStandardKeyBinding: ⌘ and ⇧⌘ with the arrows, ⌘⌫, ⌃A ⌃B ⌃D ⌃E ⌃F ⌃H ⌃K
  /// ⌃L ⌃N ⌃O ⌃P ⌃T ⌃V ⌃Y) is enabled while a text input is focused": every key of the list.
  @Test(
    "Every key of the list is steals-text-key in a text input on macOS",
    arguments: [
      "cmd+left", "cmd+right", "cmd+up", "cmd+down", "shift+cmd+left", "shift+cmd+right",
      "shift+cmd+up", "shift+cmd+down", "cmd+delete", "ctrl+a", "ctrl+b", "ctrl+d", "ctrl+e",
      "ctrl+f", "ctrl+h", "ctrl+k", "ctrl+l", "ctrl+n", "ctrl+o", "ctrl+p", "ctrl+t", "ctrl+v",
      "ctrl+y",
    ])
  func everyStolenKey(shortcut: String) throws {
    let app = try Self.app(Self.command("x.go", "Go", shortcut), root: Self.textRoot)
    let found = app.audit().findings.filter { $0.commands == ["x.go"] }
    #expect(found.map(\.kind) == [.stealsTextKey], "\(found.map(\.line))")
    #expect(found.first?.severity == .warning)
    #expect(found.first?.contexts.contains { $0.contains("field") } == true)
  }

  /// "… a menu command or control": a control on a key the text system binds, live while
  /// the text input is focused, steals it too.
  @Test("A control on ⌃K beside a text input steals the key")
  func controlSteals() throws {
    let app = try Self.app(
      "",
      root: #"""
        {"id": "root", "children": [
          {"id": "field", "textInput": true},
          {"id": "bar", "controls": [{"title": "Link", "shortcut": "ctrl+k", "action": "link"}]}]}
        """#)
    let found = app.audit().findings.filter {
      $0.kind == .stealsTextKey || $0.related.contains(.stealsTextKey)
    }
    #expect(found.count == 1, "\(app.audit().findings.map(\.line))")
    #expect(found.first?.severity == .warning)
  }

  /// "(keys without `cmd`/`ctrl` reach the text first: they belong to `swallowed` and
  /// `option-only`)": a command enabled only in the text field (it needs the field's
  /// `draft`) on ⌥← is `option-only`, on a plain key `swallowed`; neither steals.
  @Test(
    "Keys without cmd or ctrl are swallowed or option-only, never steals-text-key",
    arguments: [("opt+left", Finding.Kind.optionOnly), ("delete", .swallowed), ("x", .swallowed)])
  func withoutCommandKeys(shortcut: String, kind: Finding.Kind) throws {
    let app = try Self.app(
      #"""
      {"id": "x.go", "title": "Go", "menu": "Tools", "shortcut": "\#(shortcut)",
       "requires": "draft"}
      """#,
      root: #"""
        {"id": "root", "children": [{"id": "field", "textInput": true, "values": {"draft": "d"}},
                                    {"id": "list", "focusable": true}]}
        """#)
    let kinds = app.audit().findings.filter { $0.commands == ["x.go"] }.flatMap {
      [$0.kind] + $0.related
    }
    #expect(kinds.contains(kind), "\(kinds)")
    #expect(!kinds.contains(.stealsTextKey))
  }

  /// "`cmd`/`ctrl` key the text system binds": a ⌃ key the list leaves out (⌃C, ⌃G, ⌃J) is
  /// not stolen.
  @Test(
    "A ctrl key the text system does not bind is not stolen",
    arguments: ["ctrl+c", "ctrl+g", "ctrl+j"])
  func unboundCtrlKey(shortcut: String) throws {
    let app = try Self.app(Self.command("x.go", "Go", shortcut), root: Self.textRoot)
    #expect(SpecScene.findings(app, .stealsTextKey).isEmpty)
  }

  // MARK: controls join duplicate

  /// "controls join `ambiguous`, `duplicate` and `shadowed`": two controls of one window on
  /// one shortcut that run commands never enabled together are a `duplicate` warning, with
  /// the controls' nodes as witnesses.
  @Test("Two controls on one shortcut never live together are duplicate")
  func controlsDuplicate() throws {
    let app = try Self.app(
      #"""
      {"id": "a.send", "title": "Send", "menu": "Mail", "requires": "draft"},
      {"id": "a.post", "title": "Post", "menu": "Mail", "requires": "post"}
      """#,
      root: #"""
        {"id": "root", "children": [
          {"id": "compose", "focusable": true, "values": {"draft": "d"},
           "controls": [{"title": "Send", "shortcut": "cmd+j", "command": "a.send"}]},
          {"id": "board", "focusable": true, "values": {"post": "p"},
           "controls": [{"title": "Post", "shortcut": "cmd+j", "command": "a.post"}]}]}
        """#)
    let found = app.audit().findings.filter { $0.shortcut == Fixtures.shortcut("cmd+j") }
    #expect(found.map(\.kind) == [.duplicate], "\(found.map(\.line))")
    #expect(found.first?.severity == .warning)
    #expect(found.first?.contexts.isEmpty == false)
  }

  // MARK: Evidence, not resemblance

  /// "*Every warning has a witness*: a context (template, focus) where the defect happens":
  /// every warning and error of a scene with conflicts, reservations, text keys, controls and
  /// default buttons names at least one context; an `unreachable` command, dead in every
  /// context, names them all (WitnessTests).
  @Test("Every warning and error names a witness")
  func everyWarningHasWitness() throws {
    let app = try Self.app(
      [
        Self.command("x.one", "One", "cmd+k"), Self.command("x.two", "Two", "cmd+k"),
        Self.command("x.kill", "Kill", "ctrl+k"), Self.command("x.opt", "Opt", "opt+p"),
        Self.command("x.frob", "Frobnicate", "cmd+s"), Self.command("x.desk", "Desk", "ctrl+2"),
        Self.command("x.del", "Delete", "delete"),
      ].joined(separator: ","),
      root: #"""
        {"id": "root", "children": [
          {"id": "field", "textInput": true},
          {"id": "list", "focusable": true},
          {"id": "a", "controls": [{"title": "OK", "role": "default", "action": "ok"},
                                   {"title": "J1", "shortcut": "cmd+j", "action": "j1"}]},
          {"id": "b", "controls": [{"title": "Go", "role": "default", "action": "go"},
                                   {"title": "J2", "shortcut": "cmd+j", "action": "j2"}]}]}
        """#)
    let findings = app.audit().findings.filter { $0.severity != .info }
    #expect(findings.count >= 6, "\(findings.map(\.line))")
    for finding in findings {
      #expect(!finding.contexts.isEmpty, "\(finding.line)")
    }
  }

  /// "*One action, one command*: items that send the same action (… the same `action` or
  /// `effect` in a scene file) are one command shown in two places, never `ambiguous` or
  /// `duplicate` with each other" — by `effect`: two items opening the same window.
  @Test("Two items with the same effect on one shortcut are one command")
  func sameEffect() throws {
    let app = try SpecScene.app(
      #"""
      {"app": "E", "platform": "macOS", "defaultCommands": false,
       "commands": [
         {"id": "a.inspect", "title": "Inspector", "menu": "View", "shortcut": "opt+cmd+i",
          "effect": {"open": "panel"}},
         {"id": "b.inspect", "title": "Show Inspector", "menu": "Window",
          "shortcut": "opt+cmd+i", "effect": {"open": "panel"}}],
       "templates": {"main": {"kind": "window", "root": {"id": "list", "focusable": true}},
                     "panel": {"kind": "panel", "root": {"id": "form", "focusable": true}}}}
      """#)
    let found = app.audit().findings.filter {
      $0.kind == .ambiguous || $0.kind == .duplicate
    }
    #expect(found.isEmpty, "\(found.map(\.line))")
  }

  /// "*Roles from meaning*: a command has a standard role by its standard id": a standard
  /// id on its standard shortcut is that role whatever its title says.
  @Test(
    "A standard id is its role whatever the title",
    arguments: [
      ("file.new", "Frobnicate", "cmd+n"), ("edit.find", "Look Around", "cmd+f"),
    ])
  func roleByStandardID(id: String, title: String, shortcut: String) throws {
    let app = try Self.app(
      #"{"id": "\#(id)", "title": "\#(title)", "menu": "File", "shortcut": "\#(shortcut)"}"#,
      extra: #""defaultCommands": false,"#)
    #expect(SpecScene.findings(app, .nonstandard).isEmpty)
  }

  /// "*Escape and Tab*: a menu command on Escape leaves a mode or cancels: `info` at most"
  /// — on every platform.
  @Test(
    "A menu command on Escape is an info at most on every platform",
    arguments: [Platform.macOS, .iPadOS, .iOS, .visionOS])
  func escapeCommand(platform: Platform) throws {
    let app = try Self.app(
      Self.command("x.leave", "Leave Full Screen", "escape"), platform: platform)
    let found = app.audit().findings.filter { $0.commands == ["x.leave"] }
    #expect(found.allSatisfy { $0.severity == .info }, "\(found.map(\.line))")
  }

  // MARK: More of the same sentences

  /// "Suggestions are valid. A suggested shortcut is … not reserved on the platform" with
  /// "`--platform P` audits as P": auditing a macOS app as iPadOS, every suggestion is free
  /// of iPadOS's reservations.
  @Test("Suggestions audited as another platform are free there")
  func suggestionsForAuditedPlatform() throws {
    let app = try Self.app(
      Self.command("a.home", "Homeward", "cmd+h") + ","
        + Self.command("b.find", "Look Up", "cmd+space"),
      extra: #""defaultCommands": false,"#)
    let report = ShortcutAudit(app: app, platform: .iPadOS).run()
    let suggestions = report.findings.compactMap(\.suggestion)
    #expect(!suggestions.isEmpty, "\(report.findings.map(\.line))")
    for suggestion in suggestions {
      let again = try Self.app(
        Self.command("s", "S", suggestion.description), platform: .iPadOS,
        extra: #""defaultCommands": false,"#)
      #expect(SpecScene.findings(again, .reserved).isEmpty, "\(suggestion)")
    }
  }

  /// "A text-editing convention … is reported only where a text input is in the focus chain
  /// *with the command enabled*": a ⌃K command enabled only in the list (it needs the
  /// list's `item`), beside a text field it never reaches, is no finding.
  @Test("A text convention on a command enabled away from the text input is no finding")
  func conventionNeedsCommandEnabled() throws {
    let app = try Self.app(
      #"{"id": "x.kill", "title": "Kill", "menu": "Tools", "shortcut": "ctrl+k", "requires": "item"}"#,
      root: #"""
        {"id": "root", "children": [{"id": "field", "textInput": true},
                                    {"id": "list", "focusable": true, "values": {"item": "i"}}]}
        """#)
    let found = app.audit().findings.filter { $0.commands == ["x.kill"] && $0.severity != .info }
    #expect(found.isEmpty, "\(found.map(\.line))")
  }

  /// "`missing-edit-commands` …: a template has a text input but the menu bar lacks Cut,
  /// Copy, Paste, Select All or Undo": each one missing alone is enough, and the message
  /// names it.
  @Test(
    "Each missing Edit item alone is missing-edit-commands, named in the message",
    arguments: [
      ("edit.cut", "Cut"), ("edit.copy", "Copy"), ("edit.paste", "Paste"),
      ("edit.selectAll", "Select All"), ("edit.undo", "Undo"),
    ])
  func eachMissingEditItem(id: String, title: String) throws {
    let app = try AuditFixture.bareApp(
      commands: AuditFixture.editItems(except: [id]), templates: [AuditFixture.notesWindow()])
    let found = AuditFixture.findings(app, .missingEditCommands)
    #expect(found.count == 1)
    #expect(found.first?.severity == .error)
    #expect(found.first?.message.contains("\(title) (\(id))") == true, "\(found.map(\.line))")
    #expect(found.first?.contexts == ["main/editor"])
  }

  /// "`default-buttons` (warning): two live default or cancel controls *in one window*":
  /// one default button in the main window and one in a panel, or one default and one
  /// cancel in one window, are no finding.
  @Test("Default buttons in two windows, or a default beside a cancel, are no finding")
  func defaultButtonsOneWindowOneRole() throws {
    let twoWindows = try SpecScene.app(
      #"""
      {"app": "D", "platform": "macOS",
       "templates": {
         "main": {"kind": "window", "root": {"id": "a",
           "controls": [{"title": "OK", "role": "default", "action": "ok"}]}},
         "panel": {"kind": "panel", "root": {"id": "b",
           "controls": [{"title": "Apply", "role": "default", "action": "apply"}]}}}}
      """#)
    #expect(SpecScene.findings(twoWindows, .defaultButtons).isEmpty)
    let twoRoles = try Self.app(
      "",
      root: #"""
        {"id": "root", "children": [
          {"id": "a", "controls": [{"title": "OK", "role": "default", "action": "ok"}]},
          {"id": "b", "controls": [{"title": "Cancel", "role": "cancel", "action": "cancel"}]}]}
        """#)
    #expect(SpecScene.findings(twoRoles, .defaultButtons).isEmpty)
  }

  /// "`option-only` is a warning only where a text input is in the focus chain *with the
  /// command enabled* … elsewhere `info`": an ⌥P command enabled only in the list (it needs
  /// the list's `item`), beside a text field, is an info.
  @Test("An option-only command enabled away from the text input is an info")
  func optionOnlyNeedsCommandEnabled() throws {
    let app = try Self.app(
      #"{"id": "x.opt", "title": "Opt", "menu": "Tools", "shortcut": "opt+p", "requires": "item"}"#,
      root: #"""
        {"id": "root", "children": [{"id": "field", "textInput": true},
                                    {"id": "list", "focusable": true, "values": {"item": "i"}}]}
        """#)
    #expect(SpecScene.findings(app, .optionOnly).map(\.severity) == [.info])
  }

  /// "`default-buttons` (warning): two *live* default or cancel controls in one window",
  /// with §16's "A control is live while its node is available (hidden and disabled nodes'
  /// controls are not)": the audit reads templates, where `hidden` and `disabled` are the
  /// state a window opens in and `show`/`enable` change them, so by default a hidden
  /// node's default button can be live with the other one (a warning); audited as the
  /// windows open (``HiddenNodePolicy/excluded``) it is not live, and there is no finding.
  @Test(
    "A default button on a hidden or disabled node counts unless auditing the opening state",
    arguments: [#""hidden": true"#, #""disabled": true"#])
  func defaultButtonsLive(flag: String) throws {
    let app = try Self.app(
      "",
      root: #"""
        {"id": "root", "children": [
          {"id": "a", "controls": [{"title": "OK", "role": "default", "action": "ok"}]},
          {"id": "b", \#(flag),
           "controls": [{"title": "Go", "role": "default", "action": "go"}]}]}
        """#)
    #expect(SpecScene.findings(app, .defaultButtons).map(\.severity) == [.warning])
    let opening = ShortcutAudit(app: app, hiddenNodes: .excluded).run().findings
    #expect(!opening.contains { $0.kind == .defaultButtons })
  }

  // MARK: §18's audit sentence

  /// SPEC §18 "In `swiftui` the audit adds `fallback-only` (warning): a command that is
  /// enabled in some context only through the main window" — with "so commands go dead
  /// while a panel *or Settings* is key": a Settings window alone is such a context.
  @Test("swiftui: a Settings window that lacks the main window's value is fallback-only")
  func fallbackOnlyInSettings() throws {
    let app = try SpecScene.app(
      #"""
      {"app": "S", "platform": "macOS",
       "commands": [{"id": "item.pin", "title": "Pin", "menu": "Item",
                     "shortcut": "opt+cmd+p", "requires": "selection"}],
       "templates": {
         "main": {"kind": "window", "root": {"id": "list", "focusable": true,
                                            "values": {"selection": "n1"}}},
         "prefs": {"kind": "settings", "root": {"id": "pane", "focusable": true}}}}
      """#)
    let found = SpecScene.findings(app, .fallbackOnly, semantics: .swiftui)
    #expect(found.count == 1)
    #expect(found.first?.severity == .warning)
    #expect(found.first?.contexts == ["prefs/pane"])
    #expect(SpecScene.findings(app, .fallbackOnly, semantics: .platform).isEmpty)
  }

  /// The same sentence: a command the panel enables through its own chain is enabled there
  /// without the main window, so it is no `fallback-only`.
  @Test("swiftui: a value the panel publishes too makes no fallback-only")
  func panelPublishesToo() throws {
    let app = try SpecScene.app(
      #"""
      {"app": "S", "platform": "macOS",
       "commands": [{"id": "item.pin", "title": "Pin", "menu": "Item",
                     "shortcut": "opt+cmd+p", "requires": "selection"}],
       "templates": {
         "main": {"kind": "window", "root": {"id": "list", "focusable": true,
                                            "values": {"selection": "n1"}}},
         "inspector": {"kind": "panel", "root": {"id": "form", "focusable": true,
                                                "values": {"selection": "n2"}}}}}
      """#)
    #expect(SpecScene.findings(app, .fallbackOnly, semantics: .swiftui).isEmpty)
  }
}
