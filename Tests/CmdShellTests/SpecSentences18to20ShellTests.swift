import CommandKitLite
import Foundation
import Testing

@testable import cmdshell

/// SPEC §18, §19 and §20 where they speak of the shell: `semantics P`, `--semantics P`,
/// `press`/`why`/`bind` reading a shortcut, and `--platform P` on the audit; the claims
/// AuditSemanticsTests, PartTwoVerbTests, ShortcutWordTests and SpecPartTwoShellTests leave
/// open. Each test quotes the sentence it pins.
@Suite struct SpecSentences18to20ShellTests {
  /// A main window whose list publishes `selection`, a panel; `item.pin` (⌥⌘P) needs
  /// `selection`; `app.k` sits on ⌘K and the list has a local ⌘K.
  static let scene = #"""
    {"app": "S", "platform": "PLATFORM", SEMANTICS
     "commands": [
       {"id": "item.pin", "title": "Pin", "menu": "Item", "shortcut": "opt+cmd+p",
        "requires": "selection"},
       {"id": "app.k", "title": "Menu K", "menu": "Item", "shortcut": "cmd+k"},
       {"id": "sharp", "title": "Sharp S", "menu": "Item", "shortcut": "ctrl+cmd+ß"}],
     "templates": {
       "main": {"kind": "window", "root": {"id": "list", "focusable": true,
                                          "values": {"selection": "n1"},
                                          "keys": [{"shortcut": "cmd+k", "action": "listK"}]}},
       "inspector": {"kind": "panel", "root": {"id": "form", "focusable": true}}},
     "windows": [{"template": "main", "id": "w", "focus": "list"}]}
    """#

  static func text(_ semantics: String?, platform: String = "macOS") -> String {
    scene.replacingOccurrences(
      of: "SEMANTICS", with: semantics.map { #""semantics": "\#($0)","# } ?? ""
    ).replacingOccurrences(of: "PLATFORM", with: platform)
  }

  static func session(_ semantics: String? = nil, platform: String = "macOS") throws
    -> ShellSession
  {
    try SpecPartTwoShell.session(text(semantics, platform: platform))
  }

  // MARK: §18

  /// "`semantics P` in the shell … choose `platform` … or `swiftui`": with the panel key,
  /// the press of ⌥⌘P answers `performed` under `platform` and `disabled` under `swiftui`,
  /// and switching back brings it back; `semantics` answers the choice in JSON and text.
  @Test("semantics P switches what a press does while a panel is key")
  func semanticsVerbSwitchesPress() throws {
    var session = try Self.session()
    _ = session.run("open inspector")
    #expect(try SpecPartTwoShell.last(["press opt+cmd+p"], in: &session)["outcome"] == "performed")
    let switched = try SpecPartTwoShell.last(["semantics swiftui"], in: &session)
    #expect(switched["ok"] == true)
    #expect(switched["semantics"] == "swiftui")
    #expect(session.run("semantics")?.text.contains("swiftui") == true)
    let dead = try SpecPartTwoShell.last(["press opt+cmd+p"], in: &session)
    #expect(dead["outcome"] == "disabled")
    #expect(dead["command"] == "item.pin")
    _ = session.run("semantics platform")
    #expect(try SpecPartTwoShell.last(["press opt+cmd+p"], in: &session)["outcome"] == "performed")
  }

  /// "so commands go dead while a panel or Settings is key" — in the menu too: under
  /// `swiftui` with the panel key, `menu` shows Pin disabled, and `why` says so.
  @Test("Under swiftui with the panel key, menu shows the command disabled")
  func menuShowsDead() throws {
    var session = try Self.session("swiftui")
    _ = session.run("open inspector")
    let object = try SpecPartTwoShell.last(["menu Item"], in: &session)
    let items = (object["menus"]?.arrayValue ?? []).flatMap {
      $0.objectValue?["items"]?.arrayValue ?? []
    }.compactMap(\.objectValue)
    #expect(items.first { $0["id"] == "item.pin" }?["enabled"] == false, "\(object)")
    #expect(session.run("why opt+cmd+p")?.text.contains("disabled") == true)
    _ = session.run("semantics platform")
    let again = try SpecPartTwoShell.last(["menu Item"], in: &session)
    let pin = (again["menus"]?.arrayValue ?? []).flatMap {
      $0.objectValue?["items"]?.arrayValue ?? []
    }.compactMap(\.objectValue).first { $0["id"] == "item.pin" }
    #expect(pin?["enabled"] == true)
  }

  /// "`"semantics"` in a scene file": a session over a `swiftui` file starts in `swiftui`.
  @Test("A session starts with the file's semantics", arguments: [nil, "platform", "swiftui"])
  func sessionStartsWithFile(name: String?) throws {
    var session = try Self.session(name)
    let shown = try SpecPartTwoShell.last(["semantics"], in: &session)
    #expect(shown["semantics"] == .string(name ?? "platform"))
  }

  /// "choose `platform` … or `swiftui`": an unknown name fails with a code and a message
  /// naming the choices, and changes nothing.
  @Test("semantics with an unknown name names the choices and changes nothing")
  func semanticsUnknown() throws {
    var session = try Self.session("swiftui")
    let answer = session.run("semantics appkit")
    let reply = try #require(answer)
    let object = try #require(reply.json.objectValue)
    #expect(object["ok"] == false)
    let message = object["error"]?.objectValue?["message"]?.stringValue ?? ""
    #expect(message.contains("appkit"), "\(message)")
    #expect(message.contains("platform") && message.contains("swiftui"), "\(message)")
    #expect(session.app.semantics == .swiftui)
  }

  /// "In `swiftui` the audit adds `fallback-only`": the in-session `audit` follows the
  /// session's semantics once `semantics swiftui` chose them.
  @Test("After semantics swiftui the session's audit reports fallback-only")
  func auditFollowsSessionSemantics() throws {
    var session = try Self.session()
    func kinds() throws -> [String] {
      let object = try SpecPartTwoShell.last(["audit"], in: &session)
      return (object["findings"]?.arrayValue ?? []).compactMap {
        $0.objectValue?["kind"]?.stringValue
      }
    }
    #expect(try !kinds().contains("fallback-only"))
    _ = session.run("semantics swiftui")
    #expect(try kinds().contains("fallback-only"))
    let finding = try SpecPartTwoShell.last(["audit"], in: &session)["findings"]?.arrayValue?
      .compactMap(\.objectValue).first { $0["kind"] == "fallback-only" }
    #expect(finding?["severity"] == "warning")
    #expect(finding?["contexts"] == ["inspector/form"])
  }

  /// "`--semantics P` on the audit choose …": `cmdshell audit --semantics platform` on a
  /// `swiftui` file drops `fallback-only` (the option wins over the file), and
  /// `--semantics swiftui` reports it as a warning with the panel as witness.
  @Test("audit --semantics overrides the file's choice")
  func commandLineOverridesFile() throws {
    let path = try SpecPartTwoShell.file(Self.text("swiftui"))
    let file = try ShellBinary.run(["audit", path, "--format", "json"])
    #expect(file.stdout.contains("\"fallback-only\""), "\(file.stdout)")
    let platform = try ShellBinary.run([
      "audit", path, "--semantics", "platform", "--format", "json",
    ])
    #expect(!platform.stdout.contains("fallback-only"), "\(platform.stdout)")
    let text = try ShellBinary.run(["audit", path, "--semantics", "swiftui"])
    #expect(text.stdout.contains("warning: [fallback-only]"), "\(text.stdout)")
  }

  /// "`platform` (the default: AppKit rules on macOS, UIKit rules elsewhere …)": `why`
  /// names the platform's profile under either semantics, and the order follows it (on
  /// macOS the menu's ⌘K first, on iPadOS the list's local handler).
  @Test(
    "why names the platform's profile whatever the semantics",
    arguments: [
      ("macOS", "swiftui", "appkit", "performed"), ("iPadOS", "swiftui", "uikit", "local"),
      ("macOS", "platform", "appkit", "performed"), ("iPadOS", "platform", "uikit", "local"),
    ])
  func whyProfile(platform: String, semantics: String, profile: String, outcome: String)
    throws
  {
    var session = try Self.session(semantics, platform: platform)
    #expect(session.run("why cmd+k")?.text.contains(profile) == true)
    #expect(try SpecPartTwoShell.last(["press cmd+k"], in: &session)["outcome"] == .string(outcome))
  }

  // MARK: §19

  /// "(`cmd+ß` shows as ⌘ß, never upper-cased into two letters)" — in the shell's text and
  /// JSON answers too.
  @Test("press ctrl+cmd+ß shows ⌃⌘ß")
  func eszettInShell() throws {
    var session = try Self.session()
    let answer = session.run("press ctrl+cmd+ß")
    let reply = try #require(answer)
    #expect(reply.text.contains("⌃⌘ß"), "\(reply.text)")
    #expect(!reply.text.contains("SS"))
    #expect(reply.json.objectValue?["shortcut"] == "ctrl+cmd+ß")
    #expect(reply.json.objectValue?["command"] == "sharp")
  }

  /// "`press`, `why`, `bind` read a shortcut as one word …; quotes only group, never become
  /// part of the key": `why` answers the same shortcut with and without quotes, and `bind`
  /// with quotes stores the key without them.
  @Test(
    "Quotes only group: why and bind see the same key as without them",
    arguments: ["'cmd+k'", "\"cmd+k\"", "cmd+k"])
  func quotesOnlyGroup(word: String) throws {
    var session = try Self.session()
    let why = try SpecPartTwoShell.last(["why \(word)"], in: &session)
    #expect(why["shortcut"] == "cmd+k")
    let bound = try SpecPartTwoShell.last(
      ["bind \(word.replacingOccurrences(of: "k", with: "j")) item.pin"], in: &session)
    #expect(bound["shortcut"] == "cmd+j", "\(bound)")
    #expect(session.app.effectiveShortcut(of: "item.pin")?.description == "cmd+j")
  }

  /// "`cmd+?` and `shift+cmd+/` … press, bind and audit as the same key": bound in the
  /// shell with one spelling, the key is taken for the audit under the other.
  @Test("bind shift+cmd+/ then audit sees it on cmd+?")
  func bindThenAudit() throws {
    var session = try Self.session()
    _ = session.run("bind shift+cmd+/ item.pin")
    _ = session.run("bind 'cmd+?' app.k")
    let object = try SpecPartTwoShell.last(["audit"], in: &session)
    let conflicts = (object["findings"]?.arrayValue ?? []).compactMap(\.objectValue).filter {
      $0["shortcut"] == "cmd+?"
    }
    #expect(!conflicts.isEmpty, "\(object)")
    #expect(
      conflicts.contains {
        let commands = $0["commands"]?.arrayValue?.compactMap(\.stringValue) ?? []
        return commands.contains("item.pin") && commands.contains("app.k")
      })
  }

  // MARK: §20

  /// "`--platform P` audits as P, whatever the file says: shortcuts that the file's platform
  /// dropped at load are re-checked for P; messages name P's reservations only" — the other
  /// way round from SpecPartTwoAuditPlatformShellTests: an iPadOS file's fn+E (the emoji
  /// picker there) audited as macOS is an ordinary key again, and the two commands on it
  /// conflict; no message names iPadOS.
  @Test("An iPadOS file audited as macOS re-checks what iPadOS dropped")
  func recheckAsMacOS() throws {
    let path = try SpecPartTwoShell.file(
      #"""
      {"app": "P", "platform": "iPadOS", "defaultCommands": false,
       "commands": [{"id": "e.one", "title": "Emoji One", "menu": "View", "shortcut": "fn+e"},
                    {"id": "e.two", "title": "Emoji Two", "menu": "View", "shortcut": "fn+e"}],
       "templates": {"main": {"kind": "window", "root": {"id": "list", "focusable": true}}}}
      """#)
    let pad = try ShellBinary.run(["audit", path, "--format", "json"])
    #expect(!pad.stdout.contains("\"ambiguous\""), "\(pad.stdout)")
    let mac = try ShellBinary.run(["audit", path, "--platform", "macOS", "--format", "json"])
    #expect(mac.stdout.contains("\"ambiguous\""), "\(mac.stdout)")
    #expect(!mac.stdout.contains("iPadOS"), "\(mac.stdout)")
    #expect(!mac.stderr.contains("iPadOS"), "\(mac.stderr)")
  }

  /// The same sentence through the in-session verb: `audit --platform P` names P's
  /// reservations only.
  @Test("The audit verb with --platform names that platform's reservations only")
  func sessionVerbPlatform() throws {
    var session = try SpecPartTwoShell.session(
      #"""
      {"app": "P", "platform": "macOS", "defaultCommands": false,
       "commands": [{"id": "x.shot", "title": "Shoot", "menu": "View",
                     "shortcut": "shift+cmd+4"}],
       "templates": {"main": {"kind": "window", "root": {"id": "list", "focusable": true}}}}
      """#)
    let mac = session.run("audit")?.json.description ?? ""
    #expect(mac.contains("macOS"), "\(mac)")
    let pad = session.run("audit --platform iPadOS")?.json.description ?? ""
    #expect(!pad.contains("macOS"), "\(pad)")
  }
}
