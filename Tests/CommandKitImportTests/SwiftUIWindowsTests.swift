import CommandKitAudit
import Foundation
import Testing

@testable import CommandKitImport
@testable import CommandKitLite

/// SPEC §22, whole apps: SwiftUI scenes, sheets and popovers become windows with the text
/// inputs, lists, toolbars and buttons of the views they show, followed across files.
@Suite struct SwiftUIWindowsTests {
  static let files: [(String, String)] = [
    (
      "Notes/NotesApp.swift",
      """
      @main
      struct NotesApp: App {
        var body: some Scene {
          WindowGroup { ContentView() }
            .commands {
              CommandMenu("Go") {
                Button("Back") {}.keyboardShortcut(.leftArrow)
              }
            }
          Settings { SettingsView() }
          Window("Log", id: "log") {
            LogView().toolbar { Button("Clear") {}.keyboardShortcut("k") }
          }
          MenuBarExtra("Notes") {
            Button("Quick Note") {}.keyboardShortcut("n", modifiers: [.command, .option])
          }
          MenuBarExtra("Status") { StatusView() }.menuBarExtraStyle(.window)
        }
      }
      """
    ),
    (
      "Notes/ContentView.swift",
      """
      struct ContentView: View {
        var body: some View {
          NavigationSplitView { Sidebar() } detail: { Editor() }
            .searchable(text: $query)
            .toolbar {
              ToolbarItem {
                Button { add() } label: { Label("Add", systemImage: "plus") }
                  .keyboardShortcut("n")
              }
            }
            .sheet(isPresented: $renaming) { RenameSheet() }
            .popover(isPresented: $info) {
              Button("Copy") {}.keyboardShortcut("c", modifiers: [.command, .option])
            }
        }
      }

      struct Sidebar: View {
        var body: some View { List(notes) { Text($0.title) } }
      }

      struct Editor: View {
        var body: some View {
          TextEditor(text: $text)
          Button("Archive") {}.keyboardShortcut("a", modifiers: .control).disabled(true)
        }
      }
      """
    ),
    (
      "Notes/RenameSheet.swift",
      """
      struct RenameSheet: View {
        var body: some View {
          TextField("Name", text: $name)
          Button("Rename") { rename() }.keyboardShortcut(.defaultAction)
          Button("Cancel") { dismiss() }.keyboardShortcut(.cancelAction)
        }
      }
      """
    ),
    (
      "Notes/SettingsView.swift",
      """
      struct SettingsView: View {
        var body: some View {
          Form {
            TextField("Server", text: $server)
            SecureField("Password", text: $password)
          }
        }
      }

      struct Orphan: View {
        var body: some View { Button("Ping") {}.keyboardShortcut("p") }
      }
      """
    ),
  ]

  static func imported(_ files: [(String, String)] = files) throws -> SceneImport {
    try SceneImporter.importInputs(
      files.map { .init(path: $0.0, data: Data($0.1.utf8), lenient: false) },
      fallbackName: "Notes", lenient: false)
  }

  /// A window's nodes as `id:role`, with `!` for disabled.
  static func nodes(_ result: SceneImport, _ name: String) -> [String] {
    result.templates.first { $0.name == name }?.nodes.map {
      "\($0.id):\($0.role)" + ($0.disabled ? "!" : "")
    } ?? ["(no \(name))"]
  }

  @Test("Scenes, a sheet and a popover are windows; each holds the views its content reaches")
  func windows() throws {
    let result = try Self.imported()
    #expect(
      result.templates.map(\.name) == [
        "main", "settings", "log", "status", "renameSheet", "popover",
      ])
    #expect(
      result.templates.map(\.kind) == [.window, .settings, .window, .panel, .sheet, .panel])
    // Views of other files, followed from the scene's content: the toolbar's button, the
    // sidebar's list, the editor's text view and its disabled button.
    #expect(
      Self.nodes(result, "main") == [
        "search:textField", "toolbar:toolbar", "add:button", "list:list",
        "textEditor:textEditor", "archive:button!",
      ])
    #expect(Self.nodes(result, "settings") == ["server:textField", "password:textField"])
    #expect(Self.nodes(result, "log") == ["toolbar:toolbar", "clear:button"])
    #expect(
      Self.nodes(result, "renameSheet") == ["name:textField", "rename:button", "cancel:button"])
    #expect(Self.nodes(result, "popover") == ["copy:button"])
    // The first text input has focus when a window opens; the toolbar's search field does not.
    #expect(result.templates.map(\.focus) == ["textEditor", "server", nil, nil, "name", nil])
    let rename = try #require(result.templates.first { $0.name == "renameSheet" })
    #expect(rename.nodes.flatMap(\.controls).map(\.role) == [.default, .cancel])
    #expect(rename.nodes.flatMap(\.controls).map(\.action) == ["rename", "dismiss"])
    // A view no window reaches keeps its buttons on the main window's root.
    #expect(result.controls.map(\.title) == ["Ping"])
  }

  @Test("A MenuBarExtra menu's shortcuts work only while it is open: named, not imported")
  func menuBarExtraMenu() throws {
    let result = try Self.imported()
    let line = 15
    let warning = try #require(result.warnings.first { $0.location.line == line })
    #expect(warning.message.contains("in a MenuBarExtra menu"))
    #expect(!result.templates.flatMap(\.nodes).contains { $0.id == "quickNote" })
  }

  @Test("The windows load and audit: ⌘← in a menu takes the key from the text editor")
  func audits() throws {
    let result = try Self.imported()
    let scene = try SceneFile.decode(result.json.prettyPrinted())
    #expect(scene.warnings.isEmpty, "\(scene.warnings)")
    let report = scene.app.audit()
    let steals = try #require(
      report.findings.first { $0.kind == .stealsTextKey || $0.related.contains(.stealsTextKey) },
      "\(report.findings.map(\.line))")
    #expect(steals.commands == ["go.back"])
    #expect(steals.contexts.contains("main/textEditor"))
    #expect(!report.findings.contains { $0.kind == .missingEditCommands })
  }

  @Test("Without an Edit menu, ⌘C and ⌘V are dead in the imported text inputs: an error")
  func missingEditCommands() throws {
    var files = Self.files
    files[0].1 = files[0].1.replacingOccurrences(
      of: "CommandMenu(\"Go\")",
      with: "CommandGroup(replacing: .pasteboard) {}\nCommandMenu(\"Go\")")
    let scene = try SceneFile.decode(try Self.imported(files).json.prettyPrinted())
    let finding = try #require(scene.app.audit().findings.first { $0.kind == .missingEditCommands })
    #expect(finding.severity == .error)
    #expect(finding.contexts.contains("main/textEditor"))
  }

  @Test("Command content in a computed property or function of the same file is read")
  func commandContentProperties() throws {
    let source = """
      struct AppCommands: Commands {
        var body: some Commands {
          CommandGroup(replacing: .appInfo) { aboutSection }
          CommandMenu("Tools") { tools() }
        }
        @ViewBuilder var aboutSection: some View {
          Button("About Notes") {}
        }
        func tools() -> some View {
          Button("Measure") {}.keyboardShortcut("m", modifiers: [.command, .control])
        }
      }
      """
    let result = try SceneImporter.importData(Data(source.utf8), file: "AppCommands.swift")
    #expect(result.commands.map(\.id) == ["app.aboutNotes", "tools.measure"])
    #expect(result.commands.map(\.group?.name) == ["appInfo", nil])
    #expect(result.controls.isEmpty)
  }

  @Test("An NSViewRepresentable that makes a text view is a text input of its window")
  func representableTextView() throws {
    let files = [
      (
        "App.swift",
        "@main struct Ed: App { var body: some Scene { WindowGroup { CodeEditor() } } }"
      ),
      (
        "CodeEditor.swift",
        """
        struct CodeEditor: NSViewRepresentable {
          func makeNSView(context: Context) -> SourceTextView { SourceTextView() }
        }
        final class SourceTextView: NSTextView {}
        """
      ),
    ]
    let result = try Self.imported(files)
    #expect(Self.nodes(result, "main") == ["codeEditor:textEditor"])
  }
}
