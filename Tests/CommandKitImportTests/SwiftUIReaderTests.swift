import CommandKitTestSupport
import Foundation
import Testing

@testable import CommandKitImport
@testable import CommandKitLite

/// One command the SwiftUI fixture declares, by its title.
struct SwiftUICommandCase: Sendable, CustomTestStringConvertible {
  var title: String
  var id: String
  var menu: String
  var shortcut: String?
  var group: String? = nil
  var placement: String? = nil
  var requires: String? = nil
  var testDescription: String { "\(title) \(shortcut ?? "(none)")" }
}

@Suite struct SwiftUIReaderTests {
  static let file = "Sources/JotterApp.swift"

  static func imported() throws -> SceneImport {
    try SceneImporter.importData(Data(ImportFixtures.swiftUI.utf8), file: file)
  }

  static let commands: [SwiftUICommandCase] = [
    .init(
      title: "New Folder", id: "file.newFolder", menu: "File", shortcut: "shift+cmd+n",
      group: "newItem", placement: "after"),
    // A replacing group's item with a default's title takes the default's id.
    .init(
      title: "Undo", id: "edit.undo", menu: "Edit", shortcut: "cmd+z", group: "undoRedo",
      placement: "replacing"),
    .init(
      title: "Rewind", id: "edit.rewind", menu: "Edit", shortcut: "opt+cmd+z", group: "undoRedo",
      placement: "replacing"),
    // `"p"` with the default ⌘; the @FocusedValue it reads is what it requires.
    .init(title: "Pin", id: "jot.pin", menu: "Jot", shortcut: "cmd+p", requires: "selectedJot"),
    // String(localized:) and LocalizedStringKey titles use the key's literal.
    .init(title: "Archive", id: "jot.archive", menu: "Jot", shortcut: "opt+cmd+delete"),
    .init(title: "Unarchive", id: "jot.unarchive", menu: "Jot", shortcut: "opt+shift+cmd+delete"),
    .init(title: "Up", id: "jot.up", menu: "Jot", shortcut: "ctrl+up"),
    .init(title: "Down", id: "jot.down", menu: "Jot", shortcut: "j"),
    // A title computed at run time keeps its expression (and warns); `.init("s")`.
    .init(title: #""Share \(name)""#, id: "jot.shareName", menu: "Jot", shortcut: "shift+cmd+s"),
    // A nested Menu's items: a key from a variable is dropped with a warning.
    .init(title: "As PDF", id: "jot.export.asPDF", menu: "Jot"),
    // An upper-case letter means Shift.
    .init(title: "As Text", id: "jot.export.asText", menu: "Jot", shortcut: "shift+cmd+t"),
    .init(title: "Flag", id: "jot.flag", menu: "Jot", shortcut: "ctrl+cmd+f"),
    .init(title: "Print Jot", id: "jot.printJot", menu: "Jot", shortcut: "cmd+p"),
    .init(title: "Go", id: "jot.go", menu: "Jot"),
    // Command content written as a view of the same file; `private var` focused bindings.
    .init(
      title: "Installed", id: "view.installed", menu: "View", shortcut: "cmd+1",
      group: "sidebar", placement: "after", requires: "sidebarSelection"),
  ]

  @Test(
    "Each SwiftUI command gets its id, menu, group, placement and shortcut", arguments: commands)
  func readsCommand(_ expected: SwiftUICommandCase) throws {
    let result = try Self.imported()
    let command = try #require(result.commands.first { $0.title == expected.title })
    #expect(command.id == expected.id)
    #expect(command.menu == expected.menu)
    #expect(command.shortcut == expected.shortcut)
    #expect(command.group?.name == expected.group)
    #expect(command.placement == expected.placement)
    #expect(command.requires == expected.requires)
  }

  @Test("Shortcuts in comments and strings are not shortcuts; every command is listed once")
  func onlyRealShortcuts() throws {
    let result = try Self.imported()
    #expect(result.commands.map(\.title).sorted() == Self.commands.map(\.title).sorted())
    #expect(!result.controls.contains { $0.title == "Hidden" })
  }

  @Test("Each command and control records the line and column of its Button, Toggle or Menu")
  func sourceLocations() throws {
    let result = try Self.imported()
    let lines = ImportFixtures.swiftUI.split(separator: "\n", omittingEmptySubsequences: false)
    let controls = result.templates.flatMap(\.nodes).flatMap(\.controls)
    #expect(controls.count == 3)
    for location in result.commands.map(\.source) + controls.map(\.source) {
      #expect(location.file == Self.file)
      let line = String(lines[location.line - 1])
      let column = line.unicodeScalars.count - line.drop { $0 == " " }.unicodeScalars.count + 1
      #expect(location.column == column, "\(line)")
      #expect(line.contains("Button(") || line.contains("Toggle("), "\(line)")
    }
  }

  @Test("Buttons with .keyboardShortcut in the WindowGroup's view become controls of its window")
  func controls() throws {
    let result = try Self.imported()
    #expect(result.controls.isEmpty)
    let main = try #require(result.templates.first { $0.name == "main" })
    let controls = main.nodes.flatMap(\.controls)
    #expect(main.nodes.map(\.id) == ["send", "ok", "cancel"])
    #expect(controls.map(\.title) == ["Send", "OK", "Cancel"])
    #expect(controls.map(\.shortcut) == ["cmd+return", nil, nil])
    #expect(controls.map(\.role) == [nil, .default, .cancel])
    #expect(controls.map(\.keyWindowOnly) == [false, false, false])
  }

  @Test("Scenes become templates; an empty replacing group and .commandsRemoved() remove groups")
  func scenes() throws {
    let result = try Self.imported()
    #expect(result.appName == "JotterApp")
    #expect(result.templates.map(\.name) == ["main", "settings", "activity", "window3"])
    #expect(result.templates.map(\.kind) == [.window, .settings, .window, .document])
    #expect(result.templates.map(\.single) == [false, false, true, false])
    #expect(result.removedGroups == ["pasteboard", "help", "newItem"])
    #expect(result.defaultCommands)
    #expect(result.json.objectValue?["defaultCommands"] == nil)
  }

  @Test("A computed title, a key or modifiers from a variable are warnings with their lines")
  func warnings() throws {
    let result = try Self.imported()
    let expected: [(marker: String, words: String)] = [
      (#"Text("Share \(name)")"#, "computed at run time"),
      ("keyboardShortcut(exportKey)", "comes from a variable"),
      ("modifiers: shortcutModifiers", "come from a variable"),
    ]
    for item in expected {
      let line = try #require(ImportFixtures.line(of: item.marker, in: ImportFixtures.swiftUI))
      #expect(
        result.warnings.contains { $0.location.line == line && $0.message.contains(item.words) },
        "\(item.marker): \(result.warnings)")
    }
    #expect(result.warnings.count == expected.count)
  }

  @Test("The main window publishes what the commands require")
  func mainWindowPublishesRequirements() throws {
    let json = try Self.imported().json
    let main = json.objectValue?["templates"]?.objectValue?["main"]?.objectValue
    #expect(main?["sceneValues"] == ["selectedJot": true, "sidebarSelection": true])
  }

  /// `Menu { … } label: { … }` has no parentheses: its title is in the label closure, after
  /// the body (this used to end the call before its body and crash).
  @Test("A Menu written without parentheses takes its title from its label closure")
  func menuWithLabelClosure() throws {
    let source = """
      struct RunCommands: Commands {
        var body: some Commands {
          CommandMenu("Run") {
            Menu {
              Button("Build") {}.keyboardShortcut("b")
            } label: {
              Text("Targets")
            }
            Button("Stop") {}.keyboardShortcut(".")
          }
        }
      }
      """
    let result = try SceneImporter.importData(Data(source.utf8), file: "RunCommands.swift")
    let build = try #require(result.commands.first { $0.title == "Build" })
    #expect(build.id == "run.targets.build")
    #expect(build.shortcut == "cmd+b")
    let stop = try #require(result.commands.first { $0.title == "Stop" })
    #expect(stop.id == "run.stop")
    #expect(stop.shortcut == "cmd+.")
  }
}
