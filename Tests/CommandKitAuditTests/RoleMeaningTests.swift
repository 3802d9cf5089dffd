import CommandKitLite
import CommandKitTestSupport
import Testing

@testable import CommandKitAudit

/// SPEC §20, "roles from meaning": a command has a standard role by its standard id, or by
/// its selector or title naming that role's meaning; a standard command is displaced only
/// when it has no shortcut of its own.
@Suite("Roles from meaning")
struct RoleMeaningTests {
  struct Case: Sendable, CustomTestStringConvertible {
    let name: String
    let title: String
    let shortcut: String
    var sends: String? = nil
    var requires: String? = nil
    /// The submenus the command sits in, outermost first (`Command.submenu`).
    var submenu: [String] = []
    /// Other commands of the app (id, title, shortcut).
    var others: [(String, String, String?)] = []
    /// The `nonstandard` severity expected for the command, or nil for no finding.
    let expected: Severity?
    var testDescription: String { name }
  }

  static let cases: [Case] = [
    // An item in a submenu reads with the submenu's title, as the menu shows it (round
    // twenty-five: Petrichor's File ▸ New ▸ Playlist, Contained's Create ▸ Run Container…).
    .init(
      name: "New ▸ Playlist on ⌘N is a New", title: "Playlist", shortcut: "cmd+n",
      submenu: ["New"], expected: nil),
    .init(
      name: "Create ▸ Run Container… on ⌘N is a New", title: "Run Container…",
      shortcut: "cmd+n", submenu: ["Create"], expected: nil),
    .init(
      name: "Only the innermost submenu counts: New ▸ Library ▸ Playlist on ⌘N is no New",
      title: "Playlist", shortcut: "cmd+n", submenu: ["New", "Library"], expected: .warning),
    .init(
      name: "A submenu that names no role changes nothing: Library ▸ Playlist on ⌘N",
      title: "Playlist", shortcut: "cmd+n", submenu: ["Library"], expected: .warning),
    .init(
      name: "Check for Updates ▸ Check Now… on ⌘U stays what it was (no Underline)",
      title: "Check Now…", shortcut: "cmd+u", submenu: ["Check for Updates"], expected: .info),
    .init(
      name: "A submenu titled by an expression says nothing: \\(verb) ▸ Playlist on ⌘N",
      title: "Playlist", shortcut: "cmd+n", submenu: ["\\(verb)"], expected: .warning),
    // Titles that name the role (SPEC §20's examples and issue 25's unseen apps).
    .init(
      name: "Create … File on ⌘N is a New", title: "Create Text File…", shortcut: "cmd+n",
      expected: nil),
    .init(name: "Compose on ⌘N is a New", title: "Compose", shortcut: "cmd+n", expected: nil),
    .init(
      name: "Add Account on ⌘N is a New", title: "Add Account…", shortcut: "cmd+n",
      expected: nil),
    .init(
      name: "Show Filter Bar on ⌘F is a Find", title: "Show Filter Bar", shortcut: "cmd+f",
      expected: nil),
    .init(
      name: "Search Notes on ⌘F is a Find", title: "Search Notes", shortcut: "cmd+f",
      expected: nil),
    .init(
      name: "Make Text Smaller on ⌘− is a zoom, whatever another item is titled",
      title: "Make Text Smaller", shortcut: "cmd+-",
      others: [("view.zoomOut", "Zoom Out", nil)], expected: nil),
    .init(
      name: "Larger Text on ⌘= is a zoom", title: "Larger Text", shortcut: "cmd+=",
      expected: nil),
    .init(
      name: "Bigger Font on ⌘= is a zoom", title: "Bigger Font", shortcut: "cmd+=",
      expected: nil),
    .init(
      name: "Actual Size on ⌘0 (any id) is a zoom", title: "Actual Size", shortcut: "cmd+0",
      expected: nil),
    .init(
      name: "Reset Text Size on ⌘0 is a zoom", title: "Reset Text Size", shortcut: "cmd+0",
      expected: nil),
    .init(
      name: "Focus Search Field on ⌘F is a Find", title: "Focus Search Field", shortcut: "cmd+f",
      expected: nil),
    .init(
      name: "Stop on ⌘. is the cancel-operation role", title: "Stop", shortcut: "cmd+.",
      expected: nil),
    .init(
      name: "Cancel Download on ⌘. too", title: "Cancel Download", shortcut: "cmd+.",
      expected: nil),
    .init(
      name: "Stop \\(taskName) on ⌘. speaks through its literal", title: "Stop \\(taskName)",
      shortcut: "cmd+.", expected: nil),
    // ⌘N opens a new document or window (Apple Support "Mac keyboard shortcuts": "New: Open
    // a new document or window").
    .init(
      name: "New Window on ⌘N (any id) is a New", title: "New Window", shortcut: "cmd+n",
      expected: nil),
    .init(
      name: "Open New Window on ⌘N is a New", title: "Open New Window", shortcut: "cmd+n",
      expected: nil),
    // ⌘O by what it does: a dialog to choose a file (HIG Keyboards; Apple Support).
    .init(
      name: "Add Files… on ⌘O is an Open (ImageOptim)", title: "Add Files…",
      shortcut: "cmd+o", expected: nil),
    .init(
      name: "Select Files on ⌘O is an Open (Image As Wallpaper)", title: "Select Files",
      shortcut: "cmd+o", expected: nil),
    .init(
      name: "Import on ⌘O is an Open (Gray)", title: "Import", shortcut: "cmd+o",
      expected: nil),
    .init(
      name: "Import Actions... on ⌘O is an Open (SaneClick)", title: "Import Actions...",
      shortcut: "cmd+o", expected: nil),
    .init(
      name: "Choose a Folder… on ⌘O is an Open", title: "Choose a Folder…", shortcut: "cmd+o",
      expected: nil),
    .init(
      name: "Select Document… on ⌘O is an Open", title: "Select Document…", shortcut: "cmd+o",
      expected: nil),
    .init(
      name: "an item sending selectFiles: on ⌘O is an Open", title: "Pictures",
      shortcut: "cmd+o", sends: "selectFiles:", expected: nil),
    .init(
      name: "an item sending importAction: on ⌘O is an Open", title: "Settings File",
      shortcut: "cmd+o", sends: "importAction:", expected: nil),
    // The verb first and the object last, with words between (round twenty-two).
    .init(
      name: "Choose Output Folder... on ⌘O is an Open (Apple Notes Exporter)",
      title: "Choose Output Folder...", shortcut: "cmd+o", expected: nil),
    .init(
      name: "Add Audio Files… on ⌘O is an Open (Segue)", title: "Add Audio Files…",
      shortcut: "cmd+o", expected: nil),
    .init(
      name: "an item whose action presents the open panel on ⌘O is an Open (Radix)",
      title: "Scan Folder…", shortcut: "cmd+o", sends: "appModel.presentOpenPanelAndScan",
      expected: nil),
    .init(
      name: "Add Folder(s) to Library on ⌘O is an Open: the object right after the verb",
      title: "Add Folder(s) to Library", shortcut: "cmd+o", expected: nil),
    .init(
      name: "Add Station to Library on ⌘O is not an Open: no file or folder",
      title: "Add Station to Library", shortcut: "cmd+o", expected: .warning),
    .init(
      name: "Choose Output Format on ⌘O is not an Open: the object is no file or folder",
      title: "Choose Output Format", shortcut: "cmd+o", expected: .warning),
    .init(
      name: "Scan Folder… on ⌘O with no action is not an Open", title: "Scan Folder…",
      shortcut: "cmd+o", expected: .warning),
    .init(
      name: "Choose Output Folder on ⌘S is not a Save", title: "Choose Output Folder",
      shortcut: "cmd+s", expected: .warning),
    .init(
      name: "Select All Safe on ⌘A is a Select All (MacSift)", title: "Select All Safe",
      shortcut: "cmd+a", expected: nil),
    .init(
      name: "Selection Mode on ⌘A is not a Select All", title: "Selection Mode",
      shortcut: "cmd+a", expected: .warning),
    // Verbs and objects no source names for the role: still a finding.
    .init(
      name: "Chat with… on ⌘O is not an Open (Beagle IM)", title: "Chat with…",
      shortcut: "cmd+o", expected: .warning),
    .init(
      name: "Home on ⌘O is not an Open (AppBox)", title: "Home", shortcut: "cmd+o",
      expected: .warning),
    .init(
      name: "Add Station on ⌘O is not an Open: add needs a file or folder",
      title: "Add Station", shortcut: "cmd+o", expected: .warning),
    .init(
      name: "Select All Songs on ⌘O is not an Open", title: "Select All Songs",
      shortcut: "cmd+o", expected: .warning),
    .init(
      name: "Browse Snapshots… on ⌘O is not an Open", title: "Browse Snapshots…",
      shortcut: "cmd+o", expected: .warning),
    .init(
      name: "Export on ⌘S is not a Save (Gray)", title: "Export", shortcut: "cmd+s",
      expected: .warning),
    .init(
      name: "Import on ⌘S is not a Save", title: "Import", shortcut: "cmd+s",
      expected: .warning),
    .init(
      name: "Subscribe to Podcast… on ⌘N is not a New (Doughnut)",
      title: "Subscribe to Podcast…", shortcut: "cmd+n", expected: .warning),
    // Selectors that name the role.
    .init(
      name: "an item sending newDocument: on ⌘N is a New", title: "Blank Canvas",
      shortcut: "cmd+n", sends: "newDocument:", expected: nil),
    .init(
      name: "makeTextSmaller: names a zoom by its words", title: "Tiny", shortcut: "cmd+-",
      sends: "makeTextSmaller:", expected: nil),
    // Swift expressions as titles (importers keep them, SPEC §22).
    .init(
      name: "a conditional title with the literal Undo is an Undo",
      title: "isEditing ? \"Undo\" : undoTitle", shortcut: "cmd+z", expected: nil),
    .init(
      name: "a bare identifier title says nothing: no finding", title: "undoTitle",
      shortcut: "cmd+z", expected: nil),
    .init(
      name: "a member path title speaks through its last part", title: "L10n.Menu.undo",
      shortcut: "cmd+z", expected: nil),
    .init(
      name: "a localization key names its meaning in its last part", title: "menu.new-post",
      shortcut: "cmd+n", expected: nil),
    .init(
      name: "a key naming another role is still a finding", title: "menu.pin-note",
      shortcut: "cmd+p", expected: .warning),
    .init(
      name: "an imported first-responder item's selector (requires saveRevision:) is a Save",
      title: "Commit & Push", shortcut: "cmd+s", requires: "saveRevision:", expected: nil),
    .init(
      name: "literals that name another role are still a finding",
      title: "isPinned ? \"Unpin\" : \"Pin\"", shortcut: "cmd+p", expected: .warning),
    // Not the role.
    .init(
      name: "Copy Link on ⌘C is not Copy", title: "Copy Link", shortcut: "cmd+c",
      expected: .warning),
    .init(name: "Pin on ⌘P is not Print", title: "Pin", shortcut: "cmd+p", expected: .warning),
    .init(
      name: "Hide Toolbar on ⌘H is not Hide", title: "Hide Toolbar", shortcut: "cmd+h",
      expected: .warning),
    // Displaced only when the standard command has no shortcut of its own.
    .init(
      name: "Info on ⌘I beside an Italic with no shortcut displaces it", title: "Get Info",
      shortcut: "cmd+i", others: [("format.italic", "Italic", nil)], expected: .warning),
    .init(
      name: "Info on ⌘I beside an Italic the app moved to ⇧⌘I is a choice", title: "Get Info",
      shortcut: "cmd+i", others: [("format.italic", "Italic", "shift+cmd+i")], expected: .info),
    .init(
      name: "an item that only its id makes a Save As displaces nothing", title: "Archive",
      shortcut: "opt+shift+cmd+s", others: [("file.saveAs", "Export…", nil)], expected: .info),
    .init(
      name: "Bookmarks on ⌘B with no Bold is an info", title: "Bookmarks", shortcut: "cmd+b",
      expected: .info),
  ]

  @Test("nonstandard reads a command's role from its meaning", arguments: cases)
  func role(_ c: Case) throws {
    var command = AuditFixture.command(
      "x.command", c.title, shortcut: c.shortcut, requires: c.requires)
    command.sends = c.sends
    command.submenu = c.submenu
    let others = c.others.map { AuditFixture.command($0.0, $0.1, shortcut: $0.2) }
    let app = try AuditFixture.bareApp(commands: [command] + others)
    let findings = AuditFixture.findings(app, .nonstandard).filter {
      $0.commands == ["x.command"]
    }
    #expect(findings.map(\.severity) == (c.expected.map { [$0] } ?? []), "\(findings.map(\.line))")
    if c.expected == .warning { #expect(findings.first?.contexts == ["app"]) }
  }

  struct DefaultItemCase: Sendable, CustomTestStringConvertible {
    let name: String
    let id: String
    let title: String
    let shortcut: String
    /// The `nonstandard` severity expected for the command, or nil for no finding.
    let expected: Severity?
    var testDescription: String { name }
  }

  static let defaultItemCases: [DefaultItemCase] = [
    // Soduto's File ▸ New Window ⌘N (eighth held-out batch): SwiftUI's WindowGroup gives a
    // non-document app this very item on ⌘N, where a document app has New.
    .init(
      name: "New Window (file.newWindow) on ⌘N plays New", id: "file.newWindow",
      title: "New Window", shortcut: "cmd+n", expected: nil),
    .init(
      name: "the default item plays New by its id, whatever its title", id: "file.newWindow",
      title: "Another Browser", shortcut: "cmd+n", expected: nil),
    // Its role is New's, on New's key: elsewhere a core key is still another role's.
    .init(
      name: "New Window on ⌘O plays no Open", id: "file.newWindow", title: "New Window",
      shortcut: "cmd+o", expected: .warning),
    // A default item with no default shortcut plays nothing but itself (Platypus' and Sloth's
    // Window ▸ Zoom on ⇧⌘Z, judged real).
    .init(
      name: "Zoom (window.zoom) on ⇧⌘Z plays no Redo", id: "window.zoom", title: "Zoom",
      shortcut: "shift+cmd+z", expected: .warning),
    // A default item that is a standard command of its own plays that one only.
    .init(
      name: "Show Toolbar (view.showToolbar) on ⌘N plays no New", id: "view.showToolbar",
      title: "Show Toolbar", shortcut: "cmd+n", expected: .warning),
  ]

  @Test(
    "A platform default item plays the standard role of its own default shortcut",
    arguments: defaultItemCases)
  func defaultItemRole(_ c: DefaultItemCase) throws {
    let app = try AuditFixture.bareApp(commands: [
      AuditFixture.command(c.id, c.title, shortcut: c.shortcut)
    ])
    let findings = AuditFixture.findings(app, .nonstandard).filter { $0.commands == [c.id] }
    #expect(findings.map(\.severity) == (c.expected.map { [$0] } ?? []), "\(findings.map(\.line))")
  }

  @Test("The default items that play another standard role are New Window as New, only")
  func defaultItemRolePairs() {
    // Every default item with a shortcut and no standard command of its own, with the
    // standard commands on that shortcut: one pair over today's tables (macOS, iPadOS and
    // visionOS all give New Window ⌘N). A new row that adds a pair fails here, to be checked
    // against its source.
    #expect(StandardRole.defaultItemRoles == ["file.newWindow": ["file.new"]])
  }

  @Test("Close Window plays Close: on ⌘W it is no nonstandard use, and the pairs are pinned")
  func closeWindowPlaysClose() throws {
    #expect(StandardRole.closingRoles == ["file.closeWindow": ["file.close"]])
    let app = try AuditFixture.bareApp(commands: [
      AuditFixture.command("file.closeWindow", "Close Window", shortcut: "cmd+w")
    ])
    #expect(AuditFixture.findings(app, .nonstandard).isEmpty)
    // Another command on ⌘W is still reported, and Close Window plays no other role.
    let other = try AuditFixture.bareApp(commands: [
      AuditFixture.command("file.closeWindow", "Close Window", shortcut: "cmd+s")
    ])
    #expect(AuditFixture.findings(other, .nonstandard).count == 1)
  }

  @Test("The meanings cover the families SPEC §20 names, beyond the standard titles")
  func families() throws {
    let app = try AuditFixture.bareApp(commands: [
      AuditFixture.command("x.find", "Filter", shortcut: "cmd+f"),
      AuditFixture.command("x.zoom", "Zoom to Fit", shortcut: "cmd+0"),
      AuditFixture.command("x.sidebar", "Toggle Sidebar", shortcut: "ctrl+cmd+s"),
      AuditFixture.command("x.help", "Quick Help", shortcut: "cmd+?"),
      AuditFixture.command("x.settings", "Options & Preferences", shortcut: "cmd+,"),
      AuditFixture.command("x.new", "New Post", shortcut: "cmd+n"),
    ])
    #expect(AuditFixture.findings(app, .nonstandard).isEmpty)
  }

  @Test("Every role meaning is keyed by an id of the standard table")
  func meaningsNameStandardIDs() {
    // A typo in the table's keys would leave the meaning unused.
    let ids = Set(ShortcutTables.standardCommands.map(\.id))
    for id in StandardRole.meanings.keys {
      #expect(ids.contains(id), "\(id) is no standard command id")
    }
  }

  struct TitleCase: Sendable, CustomTestStringConvertible {
    let title: String
    let evidence: TitleEvidence
    var testDescription: String { title }
  }

  static let titles: [TitleCase] = [
    .init(title: "Copy", evidence: .text("Copy")),
    .init(title: "Make Text Smaller", evidence: .text("Make Text Smaller")),
    .init(title: "Settings (Beta)", evidence: .text("Settings (Beta)")),
    .init(title: "undoTitle", evidence: .expression(literals: [])),
    .init(title: "item_title", evidence: .expression(literals: [])),
    .init(title: "L10n.undo", evidence: .expression(literals: ["undo"])),
    .init(title: "L10n.Menu.newPost", evidence: .expression(literals: ["new post"])),
    .init(title: "menu.new-post", evidence: .expression(literals: ["new post"])),
    .init(title: "title(for: item)", evidence: .expression(literals: [])),
    .init(title: "isOn ? a : b", evidence: .expression(literals: [])),
    .init(
      title: "isEditing ? \"Undo\" : undoTitle", evidence: .expression(literals: ["Undo"])),
    .init(title: "Stop \\(task.name)", evidence: .expression(literals: ["Stop "])),
    .init(
      title: "\"Open \\(name)\" + \"…\"", evidence: .expression(literals: ["Open ", "…"])),
    .init(
      title: "\"Stop \\(selectedTaskName)\"", evidence: .expression(literals: ["Stop "])),
    .init(
      title: "\"\\(isOn ? \"Hide\" : \"Show\") Toolbar\"",
      evidence: .expression(literals: [" Toolbar", "Hide", "Show"])),
  ]

  @Test("A title is plain text or a Swift expression with its literals", arguments: titles)
  func titleEvidence(_ c: TitleCase) {
    #expect(TitleEvidence(c.title) == c.evidence)
  }
}
