import CommandKitLite
import Foundation
import Testing

@testable import CommandKitAudit

/// A control that plays its core key's standard role (by its title or its action's method
/// name: a toolbar's New Note on ⌘N, a Search This Page button on ⌘F, a settings button on
/// ⌘,) keeps the key's meaning in its window: the menu command it hides there is a
/// `shadowed` info, not a warning. Keys the text system answers (⌘Z ⌘X ⌘C ⌘V ⌘A) and keys
/// that are no core shortcut keep the warning, as does a control that plays no role on its
/// key. A control on a bare Return or keypad Enter is its window's default button: the
/// command it hides there is an info too. Written after the held-out batches were judged (Simbi, Contained, BarTranslate,
/// Swifka, Clearly: conventions; AIDictation's and TypeWhisper's Copy, SaneHosts' Select All:
/// real; Cakebrew's sheet OK, Platypus' Apply, FileFluss' Connect on Return: conventions).
@Suite struct ControlPlaysKeyRoleTests {
  static let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent()
    .appendingPathComponent("Data/RealApps/AuditDefects/control-plays-key-role/scene.json")

  struct Case: Sendable, CustomTestStringConvertible {
    let name: String
    /// The menu command's id, title and shortcut.
    let command: (id: String, title: String, shortcut: String)
    /// The control's title, action and shortcut.
    let control: (title: String, action: String)
    let severity: Severity
    var testDescription: String { name }
  }

  static let cases: [Case] = [
    .init(
      name: "New Note on ⌘N over New Window", command: ("file.newWindow", "New Window", "cmd+n"),
      control: ("New Note", "model.promptForNewNote"), severity: .info),
    .init(
      name: "an untitled control whose method creates, on ⌘N",
      command: ("file.new", "New", "cmd+n"), control: ("", "manager.createAndShowNew"),
      severity: .info),
    .init(
      name: "Add Cluster on ⌘N", command: ("file.newWindow", "New Window", "cmd+n"),
      control: ("Add Cluster", "addCluster"), severity: .info),
    .init(
      name: "Search This Page on ⌘F over the app's own Find",
      command: ("view.findInPage", "Find in Page", "cmd+f"),
      control: ("Search This Page", "searchPage"), severity: .info),
    .init(
      name: "a settings button on ⌘,", command: ("app.settings", "Settings…", "cmd+,"),
      control: ("Button", "toggleSettingsView"), severity: .info),
    .init(
      name: "Close on ⌘W", command: ("file.close", "Close", "cmd+w"),
      control: ("Close Preview", "closePreview"), severity: .info),
    .init(
      name: "a button that calls dismiss() on ⌘W closes", command: ("file.close", "Close", "cmd+w"),
      control: ("", "dismiss"), severity: .info),
    .init(
      name: "a button that calls dismissWindow() on ⌘W closes",
      command: ("file.close", "Close", "cmd+w"), control: ("Button", "dismissWindow"),
      severity: .info),
    .init(
      name: "a button that dismisses a banner on ⌘W is no Close",
      command: ("file.close", "Close", "cmd+w"), control: ("", "dismissBanner"),
      severity: .warning),
    .init(
      name: "Copy on ⌘C: the text field's copy is lost", command: ("edit.copy", "Copy", "cmd+c"),
      control: ("Copy", "copyTranscript"), severity: .warning),
    .init(
      name: "Select All on ⌘A", command: ("edit.selectAll", "Select All", "cmd+a"),
      control: ("Select All", "selectAllProfiles"), severity: .warning),
    .init(
      name: "Undo on ⌘Z", command: ("edit.undo", "Undo", "cmd+z"),
      control: ("Undo", "restoreScratchpad"), severity: .warning),
    .init(
      name: "Merge on ⌘M plays no Minimize", command: ("window.minimize", "Minimize", "cmd+m"),
      control: ("Merge", "mergeProfiles"), severity: .warning),
    .init(
      name: "a dismiss button on ⌘Q plays no Quit", command: ("app.quit", "Quit Jotter", "cmd+q"),
      control: ("Button", "dismiss"), severity: .warning),
    .init(
      name: "New Task on ⇧⌘N: no core key",
      command: ("file.newMeeting", "New Meeting", "shift+cmd+n"),
      control: ("New Task", "addTask"), severity: .warning),
    .init(
      name: "a sheet's OK on Return: the window's default button",
      command: ("formula.install", "Install Formula", "return"), control: ("OK", "okAction:"),
      severity: .info),
    .init(
      name: "Connect on keypad Enter", command: ("file.rename", "Rename", "keypadenter"),
      control: ("Connect", "connect"), severity: .info),
    .init(
      name: "Send on ⌘Return is no default button",
      command: ("message.send", "Send Message", "cmd+return"), control: ("Send", "send"),
      severity: .warning),
  ]

  static func app(_ c: Case) throws -> App {
    let text = """
      {"app": "Jotter", "platform": "macOS",
       "commands": [{"id": "\(c.command.id)", "title": "\(c.command.title)", "menu": "File",
         "shortcut": "\(c.command.shortcut)", "action": "run"}],
       "templates": {"main": {"kind": "window", "title": "Jotter", "root": {"id": "root",
         "focusable": true, "children": [
           {"id": "toolbar", "controls": [{"title": "\(c.control.title)",
             "shortcut": "\(c.command.shortcut)", "action": "\(c.control.action)"}]},
           {"id": "search", "role": "textField", "focusable": true, "textInput": true}]}}}}
      """
    return try SceneFile.decode(text).app
  }

  @Test(
    "A control that plays its core key's role hides the command as an info; others warn",
    arguments: cases)
  func severityFollowsTheControlsRole(_ c: Case) throws {
    let findings = try Self.app(c).audit().findings.filter {
      $0.kind == .shadowed && $0.commands == [c.command.id]
    }
    #expect(findings.map(\.severity) == [c.severity], "\(findings.map(\.line))")
    if c.severity == .info {
      #expect(findings.first?.message.contains("as people expect") == true)
    }
  }

  @Test("The reproduction: New Note and Done are infos, Copy and Merge stay warnings")
  func corpusReproduction() throws {
    let app = try SceneFile.load(contentsOf: Self.url).app
    let shadowed = app.audit().findings.filter { $0.kind == .shadowed }
    let severities = Dictionary(
      uniqueKeysWithValues: shadowed.map { ($0.commands.joined(), $0.severity) })
    #expect(
      severities == [
        "file.newWindow": .info, "note.open": .info, "edit.copy": .warning,
        "window.minimize": .warning,
      ],
      "\(shadowed.map(\.line))")
  }
}
