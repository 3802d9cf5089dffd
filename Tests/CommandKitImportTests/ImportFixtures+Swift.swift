import CommandKitImport

extension ImportFixtures {
  /// A SwiftUI app: every `.keyboardShortcut` spelling, command menus and groups, scenes,
  /// controls in a view, and shortcuts in comments and strings that are not shortcuts.
  static let swiftUI = ##"""
    import SwiftUI

    @main
    struct JotterApp: App {
      var body: some Scene {
        WindowGroup("Jotter") {
          ContentView()
        }
        .commands {
          JotCommands()
          CommandGroup(replacing: .pasteboard) {}
          CommandGroup(replacing: .help) { EmptyView() }
          CommandGroup(after: .newItem) {
            Button("New Folder") {}
              .keyboardShortcut("n", modifiers: [.command, .shift])
          }
          CommandGroup(after: .sidebar) { SidebarItems() }
          CommandGroup(replacing: .undoRedo) {
            Button("Undo") {}.keyboardShortcut("z")
            Button("Rewind") {}.keyboardShortcut("z", modifiers: [.command, .option])
          }
        }
        .commandsRemoved()
        Settings { SettingsView() }
        Window("Activity", id: "activity") { ActivityView() }
        DocumentGroup(newDocument: JotDocument()) { file in EditorView(file.$document) }
      }
    }

    struct JotCommands: Commands {
      @FocusedValue(\.selectedJot) var jot
      var body: some Commands {
        CommandMenu("Jot") {
          Button("Pin") { jot?.pin() }
            .keyboardShortcut("p")
            .disabled(jot == nil)
          // Button("Old") {}.keyboardShortcut("o")
          Button(String(localized: "Archive")) {}
            .keyboardShortcut(.delete, modifiers: [.command, .option])
          Button(LocalizedStringKey("Unarchive")) {}
            .keyboardShortcut(KeyEquivalent.delete, modifiers: [.command, .option, .shift])
          Button("Up") {}.keyboardShortcut(KeyEquivalent.upArrow, modifiers: .control)
          Button("Down") {}.keyboardShortcut(KeyEquivalent("j"), modifiers: [])
          Button(action: {}) { Text("Share \(name)") }
            .keyboardShortcut(.init("s"), modifiers: [.command, .shift])
          Menu("Export") {
            Button("As PDF") {}.keyboardShortcut(exportKey)
            Button("As Text") {}.keyboardShortcut("T")
          }
          Toggle("Flag", isOn: $flag).keyboardShortcut("f", modifiers: [.command, .control])
          Button("Print Jot") {}.keyboardShortcut("p")
          Button("Go") {}.keyboardShortcut(.return, modifiers: shortcutModifiers)
          let s = "Button(\"X\").keyboardShortcut(\"x\")"
          let r = #"raw " .keyboardShortcut("y") "#
          let m = """
            Button("M").keyboardShortcut("m")
            """
        }
      }
    }

    private struct SidebarItems: View {
      @FocusedBinding(\.sidebarSelection) private var selection

      var body: some View {
        Section {
          Button("Installed") { selection = .installed }.keyboardShortcut("1")
        }
      }
    }

    struct ContentView: View {
      var body: some View {
        /* outer /* nested */ Button("Hidden").keyboardShortcut("h") */
        Button("Send") {}.keyboardShortcut(.return, modifiers: .command)
        Button("OK") {}.keyboardShortcut(.defaultAction)
        Button("Cancel", role: .cancel) {}.keyboardShortcut(.cancelAction)
        Button("Plain") {}
      }
    }
    """##

  /// UIKit: `keyCommands`, input constants, titled and untitled key commands, a menu
  /// builder's insertions and removals, and code the importer cannot read.
  static let uiKit = ##"""
    import UIKit

    class EditorViewController: UIViewController {
      override var keyCommands: [UIKeyCommand]? {
        [
          UIKeyCommand(input: "b", modifierFlags: .command, action: #selector(toggleBoldface(_:))),
          UIKeyCommand(
            title: "Next Page", action: #selector(nextPage),
            input: UIKeyCommand.inputDownArrow, modifierFlags: [.command, .alternate]),
          UIKeyCommand(input: UIKeyCommand.inputEscape, modifierFlags: [], action: #selector(dismissEditor)),
          UIKeyCommand(input: .inputUpArrow, modifierFlags: .shift, action: #selector(extendUp)),
          UIKeyCommand(input: UIKeyCommand.f5, modifierFlags: [], action: #selector(refresh)),
          UIKeyCommand(input: "\r", modifierFlags: .control, action: #selector(submit)),
          UIKeyCommand(input: letter, modifierFlags: .command, action: #selector(jump(_:to:))),
        ]
      }

      func addMore() {
        addKeyCommand(saved)
      }
    }

    class AppDelegate: UIResponder, UIApplicationDelegate {
      override func buildMenu(with builder: UIMenuBuilder) {
        let tools = UIMenu(title: "Tools", children: [
          UIKeyCommand(title: "Count Words", action: #selector(countWords), input: "k", modifierFlags: [.command, .shift])
        ])
        builder.insertSibling(tools, afterMenu: .view)
        let drafts = UIMenu(options: .displayInline, children: [
          UIKeyCommand(title: "New Draft", action: #selector(newDraft), input: "n", modifierFlags: [.command, .alternate])
        ])
        builder.insertChild(drafts, atStartOfMenu: .file)
        builder.remove(menu: .format)
        builder.replaceChildren(ofMenu: .edit) { $0 }
      }
    }
    """##
}
