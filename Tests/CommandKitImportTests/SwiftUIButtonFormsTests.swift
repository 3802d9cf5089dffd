import Foundation
import Testing

@testable import CommandKitImport
@testable import CommandKitLite

/// One way of writing a button (or a view that carries a shortcut) in a view, and what the
/// importer must make of it.
struct ButtonFormCase: Sendable, CustomTestStringConvertible {
  var name: String
  var body: String
  var title: String
  var shortcut: String?
  var role: Control.Role? = nil
  var action: String? = nil
  /// Words a warning must contain, when the form is imported with one.
  var warning: String? = nil
  var testDescription: String { name }

  /// The body inside a view, so that its buttons are controls.
  var source: String {
    "struct Panel: View {\n  var body: some View {\n    VStack {\n" + body
      + "\n    }\n  }\n}\n"
  }
}

@Suite struct SwiftUIButtonFormsTests {
  static let forms: [ButtonFormCase] = [
    // Issue 24: this form crashed the importer (`Range requires lowerBound <= upperBound`).
    .init(
      name: "Button { } label: { }",
      body: #"Button { save() } label: { Label("Save", systemImage: "s") }.keyboardShortcut("s")"#,
      title: "Save", shortcut: "cmd+s", action: "save"),
    .init(
      name: "Button(role:) { } label: { }",
      body: #"Button(role: .destructive) { trash() } label: { Text("Trash") }"#
        + #".keyboardShortcut(.delete)"#,
      title: "Trash", shortcut: "cmd+delete", action: "trash"),
    .init(
      name: "Button(action:label:)",
      body: #"Button(action: model.refresh, label: { Text("Refresh") }).keyboardShortcut("r")"#,
      title: "Refresh", shortcut: "cmd+r", action: "model.refresh"),
    .init(
      name: "Button(action:) { Label }",
      body: #"Button(action: add) { Label("Add", systemImage: "plus") }"#
        + #".keyboardShortcut("n", modifiers: [.command, .shift])"#,
      title: "Add", shortcut: "shift+cmd+n", action: "add"),
    .init(
      name: "Button(\"…\", action:)",
      body: #"Button("Send", action: send).keyboardShortcut(.return, modifiers: .command)"#,
      title: "Send", shortcut: "cmd+return", action: "send"),
    .init(
      name: "A closure that calls with arguments has no action name",
      body: #"Button("Star") { store.send(.star) }.keyboardShortcut("t")"#,
      title: "Star", shortcut: "cmd+t"),
    .init(
      name: "Toggle(isOn:) { Text }",
      body: #"Toggle(isOn: $bold) { Text("Bold") }.keyboardShortcut("b")"#,
      title: "Bold", shortcut: "cmd+b"),
    .init(
      name: "Default action",
      body: #"Button("OK") { confirm() }.keyboardShortcut(.defaultAction)"#,
      title: "OK", shortcut: nil, role: .default, action: "confirm"),
    .init(
      name: "Modifiers between the button and its shortcut",
      body: #"Button("Go") {}.padding().help("Go").keyboardShortcut("g")"#,
      title: "Go", shortcut: "cmd+g"),
    // Issue 24: a custom view carrying .keyboardShortcut was dropped without a warning.
    .init(
      name: "A custom view titled by its first string argument",
      body: #"ToolbarButton(symbol: "plus", title: "New Item") { add() }.keyboardShortcut("n")"#,
      title: "plus", shortcut: "cmd+n", warning: "ToolbarButton is not a Button"),
    .init(
      name: "A custom view without a string is titled by its type",
      body: #"RecordButton(isOn: $recording).keyboardShortcut("r", modifiers: .option)"#,
      title: "RecordButton", shortcut: "opt+r", warning: "imported as a control titled"),
    .init(
      name: "A qualified custom view",
      body: #"Widgets.Pill("Tag") { }.keyboardShortcut("t", modifiers: .control)"#,
      title: "Tag", shortcut: "ctrl+t", warning: "Widgets.Pill is not a Button"),
  ]

  @Test("Every button form is a control with its title, shortcut and action", arguments: forms)
  func readsForm(_ form: ButtonFormCase) throws {
    let result = try SceneImporter.importData(Data(form.source.utf8), file: "Panel.swift")
    let control = try #require(result.controls.first, "\(result.warnings)")
    #expect(result.controls.count == 1)
    #expect(control.title == form.title)
    #expect(control.shortcut == form.shortcut)
    #expect(control.role == form.role)
    #expect(control.action == form.action)
    #expect(control.source.line == 4)
    if let words = form.warning {
      #expect(result.warnings.contains { $0.message.contains(words) }, "\(result.warnings)")
    } else {
      #expect(result.warnings.isEmpty, "\(result.warnings)")
    }
    #expect(result.census.keyboardShortcuts == .init(found: 1, imported: 1, warned: 0))
  }

  @Test("Buttons in a toolbar are controls with their shortcuts")
  func toolbarButtons() throws {
    let source = """
      struct Browser: View {
        var body: some View {
          List {}
            .toolbar {
              ToolbarItem(placement: .primaryAction) {
                Button { reload() } label: { Image(systemName: "arrow.clockwise") }
                  .keyboardShortcut("r")
              }
              ToolbarItemGroup {
                Button(action: share) { Label("Share", systemImage: "square.and.arrow.up") }
                  .keyboardShortcut("s", modifiers: [.command, .option])
              }
            }
        }
      }
      """
    let result = try SceneImporter.importData(Data(source.utf8), file: "Browser.swift")
    #expect(result.controls.map(\.title) == ["Button", "Share"])
    #expect(result.controls.map(\.shortcut) == ["cmd+r", "opt+cmd+s"])
    // The image-only button's title cannot be read: named, never silent.
    #expect(result.warnings.map(\.location.line) == [6])
    #expect(result.census.keyboardShortcuts == .init(found: 2, imported: 2, warned: 0))
  }

  @Test("A context menu's buttons are not live controls, and each shortcut is named")
  func contextMenuButtons() throws {
    let source = """
      struct Row: View {
        var body: some View {
          Text("Row")
            .contextMenu {
              Button("Delete") { delete() }.keyboardShortcut(.delete)
              RenameButton().keyboardShortcut("r")
            }
        }
      }
      """
    let result = try SceneImporter.importData(Data(source.utf8), file: "Row.swift")
    #expect(result.controls.isEmpty)
    #expect(result.warnings.map(\.location.line) == [5, 6])
    #expect(result.warnings.allSatisfy { $0.message.contains("only while the menu is open") })
    #expect(result.census.keyboardShortcuts == .init(found: 2, imported: 0, warned: 2))
  }

  @Test("A custom view carrying a shortcut inside commands is a command")
  func customViewInCommands() throws {
    let source = """
      struct AppCommands: Commands {
        var body: some Commands {
          CommandMenu("Tools") {
            ToolItem("Measure").keyboardShortcut("m", modifiers: [.command, .control])
          }
        }
      }
      """
    let result = try SceneImporter.importData(Data(source.utf8), file: "AppCommands.swift")
    #expect(result.commands.map(\.id) == ["tools.measure"])
    #expect(result.commands.first?.shortcut == "ctrl+cmd+m")
    #expect(result.warnings.first?.message.contains("imported as a command") == true)
  }

  @Test("A shortcut on something that is not a view call is named, not imported")
  func shortcutOnAnExpression() throws {
    let source = """
      struct Shortcutted: ViewModifier {
        func body(content: Content) -> some View {
          content.keyboardShortcut("k")
        }
      }
      """
    let result = try SceneImporter.importData(Data(source.utf8), file: "Mod.swift")
    #expect(result.controls.isEmpty)
    let warning = try #require(result.warnings.first)
    #expect(warning.location.line == 3)
    #expect(warning.message.contains("on content cannot be tied"))
    #expect(result.census.keyboardShortcuts == .init(found: 1, imported: 0, warned: 1))
  }

  @Test(".keyboardShortcut(nil) says there is none: no control, no warning")
  func explicitlyNone() throws {
    let source = #"struct V: View { var body: some View { Button("A") {}.keyboardShortcut(nil) } }"#
    let result = try SceneImporter.importData(Data(source.utf8), file: "V.swift")
    #expect(result.controls.isEmpty)
    #expect(result.warnings.isEmpty)
    #expect(result.census.keyboardShortcuts == .init(found: 1, imported: 1, warned: 0))
  }
}
