import CommandKitAudit
import Foundation
import Testing

@testable import CommandKitImport
@testable import CommandKitLite

/// Whole-app import read faithfully (issue 24, SPEC §22): disabled items, the views that
/// publish a focused value, SwiftUI views hosted by AppKit code, and where every node and
/// window comes from. Each input is written here.
@Suite("Import fidelity: disabled items, focused values, hosted views, sources")
struct ImportFidelityTests {
  static func swift(_ text: String, file: String = "App.swift") throws -> SceneImport {
    try SceneImporter.importData(Data(text.utf8), file: file)
  }

  static func xib(_ items: String, menuAttributes: String = "") -> String {
    """
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="com.apple.InterfaceBuilder3.Cocoa.XIB" version="3.0" toolsVersion="22505" targetRuntime="MacOSX.Cocoa">
        <objects>
            <menu title="Main Menu" systemMenu="main" id="main">
                <items>
                    <menuItem title="Format" id="fmt">
                        <menu key="submenu" title="Format" \(menuAttributes) id="fmtmenu">
                            <items>
    \(items)
                            </items>
                        </menu>
                    </menuItem>
                </items>
            </menu>
        </objects>
    </document>
    """
  }

  static let markedItems = """
                                <menuItem title="Paragraph" enabled="NO" id="p"/>
                                <menuItem title="Bold" keyEquivalent="b" enabled="NO" id="b">
                                    <connections>
                                        <action selector="bold:" target="-1" id="a1"/>
                                    </connections>
                                </menuItem>
                                <menuItem title="Italic" keyEquivalent="i" id="i">
                                    <connections>
                                        <action selector="italic:" target="-1" id="a2"/>
                                    </connections>
                                </menuItem>
    """

  struct MarkedCase: Sendable, CustomTestStringConvertible {
    let name: String
    let attributes: String
    let disabled: [String: Bool]
    var testDescription: String { name }
  }

  static let markedCases: [MarkedCase] = [
    // AppKit validates the items itself: enabled="NO" is ignored; no action still disables.
    .init(
      name: "auto-enabling menu", attributes: "",
      disabled: ["Paragraph": true, "Bold": false, "Italic": false]),
    // The app sets each item's state: enabled="NO" is the state.
    .init(
      name: "menu with autoenablesItems=NO", attributes: #"autoenablesItems="NO""#,
      disabled: ["Paragraph": true, "Bold": true, "Italic": false]),
  ]

  @Test(
    "enabled=NO disables an item only in a menu that does not enable its items itself",
    arguments: markedCases)
  func markedDisabled(_ c: MarkedCase) throws {
    let text = Self.xib(Self.markedItems, menuAttributes: c.attributes)
    let result = try SceneImporter.importData(Data(text.utf8), file: "MainMenu.xib")
    for (title, disabled) in c.disabled {
      let command = try #require(result.commands.first { $0.title == title }, "\(title)")
      #expect(command.disabled == disabled, "\(title)")
    }
    // The scene file says so, and loads with the item disabled.
    let scene = try SceneFile.decode(result.json.prettyPrinted())
    let bold = try #require(scene.app.commandsInMenuOrder.first { $0.title == "Bold" })
    #expect(bold.isDisabled == (c.disabled["Bold"] ?? false))
    #expect(
      !scene.app.audit().findings.contains { $0.kind == .unreachable && $0.severity != .info })
  }

  @Test(".disabled(true) on a command's button makes the command disabled; an expression does not")
  func swiftUIDisabledCommand() throws {
    let result = try Self.swift(
      """
      struct AppCommands: Commands {
        var body: some Commands {
          CommandMenu("Tools") {
            Button("Compile") { compile() }
              .keyboardShortcut("b")
              .disabled(true)
            Button("Run") { run() }
              .keyboardShortcut("r")
              .disabled(isRunning)
          }
        }
      }
      """)
    #expect(result.commands.map(\.title) == ["Compile", "Run"])
    #expect(result.commands.map(\.disabled) == [true, false])
    let entry = try #require(result.json.objectValue?["commands"]?.arrayValue?.first?.objectValue)
    #expect(entry["disabled"] == true)
  }

  static let focusedApp = """
    @main
    struct Notes: App {
      var body: some Scene {
        WindowGroup { ContentView() }
          .commands { NoteCommands() }
      }
    }

    struct NoteCommands: Commands {
      @FocusedValue(\\.selectedNote) var note
      @FocusedObject var outline: Outline?
      @FocusedValue(\\.exporter) var exporter

      var body: some Commands {
        CommandGroup(after: .pasteboard) {
          if let outline {
            Button("Collapse All") { collapseEverything() }
              .keyboardShortcut("0", modifiers: [.command, .option])
          }
          if let current = note {
            Button("Pin") { pin(current) }
              .keyboardShortcut("p", modifiers: [.command, .shift])
          }
          Button("Export") { exporter?.run() }
            .keyboardShortcut("e")
        }
      }
    }

    struct ContentView: View {
      @StateObject private var outline = Outline()
      @State private var text = ""
      var body: some View {
        VStack {
          TextField("Title", text: $text)
          List(outline.items) { Text($0) }
            .focusedObject(outline)
          List(notes) { Text($0) }
            .focusedValue(\\.selectedNote, current)
        }
        .focusedSceneValue(\\.exporter, exporter)
      }
    }
    """

  @Test("A command in if let over a focused value requires it (the object's key is its type)")
  func ifLetRequires() throws {
    let result = try Self.swift(Self.focusedApp)
    let requires = Dictionary(
      uniqueKeysWithValues: result.commands.map { ($0.title, $0.requires ?? "-") })
    #expect(requires == ["Collapse All": "Outline", "Pin": "selectedNote", "Export": "exporter"])
  }

  @Test("A value only a list or field publishes is that node's; a scene value stays the window's")
  func publishersPlaced() throws {
    let result = try Self.swift(Self.focusedApp)
    let main = try #require(result.templates.first { $0.name == "main" })
    #expect(main.nodes.map(\.values) == [[], ["Outline"], ["selectedNote"]])
    let scene = try SceneFile.decode(result.json.prettyPrinted())
    let template = try #require(scene.app.templates.first { $0.name == "main" })
    #expect(template.sceneValues.names.sorted() == ["exporter"])
    var app = scene.app
    // The text field has focus: neither node's value is there; the scene value is.
    #expect(app.validate("edit.collapseAll")?.isEnabled == false)
    #expect(app.validate("edit.pin")?.isEnabled == false)
    #expect(app.validate("edit.export")?.isEnabled == true)
    try app.focus(NodePath(window: "main", node: main.nodes[1].id))
    #expect(app.validate("edit.collapseAll")?.isEnabled == true)
    #expect(app.validate("edit.pin")?.isEnabled == false)
  }

  @Test("A value also published by a container view is published by every node inside it")
  func containerPublisherPlacesValueInside() throws {
    let text = Self.focusedApp.replacingOccurrences(
      of: ".focusedSceneValue(\\.exporter, exporter)",
      with: ".focusedSceneValue(\\.exporter, exporter).focusedValue(\\.selectedNote, current)")
    let result = try Self.swift(text)
    let scene = try SceneFile.decode(result.json.prettyPrinted())
    let template = try #require(scene.app.templates.first { $0.name == "main" })
    #expect(template.sceneValues.names.sorted() == ["exporter"])
    #expect(
      template.root.children.map { $0.values.names.sorted() } == [
        ["selectedNote"], ["Outline", "selectedNote"], ["selectedNote"],
      ])
    let app = scene.app
    // The text field has focus, inside ContentView's VStack: Pin is enabled there.
    #expect(app.validate("edit.pin")?.isEnabled == true)
    #expect(app.validate("edit.collapseAll")?.isEnabled == false)
  }

  @Test("A value the App's scene content publishes stays the window's")
  func sceneContentPublisherKeepsSceneValue() throws {
    let text = Self.focusedApp.replacingOccurrences(
      of: "ContentView()", with: "ContentView().focusedValue(\\.selectedNote, nil)")
    #expect(text != Self.focusedApp)
    let result = try Self.swift(text)
    let scene = try SceneFile.decode(result.json.prettyPrinted())
    let template = try #require(scene.app.templates.first { $0.name == "main" })
    #expect(template.sceneValues.names.sorted() == ["exporter", "selectedNote"])
  }

  struct HostCase: Sendable, CustomTestStringConvertible {
    let name: String
    let kind: WindowKind?
    let body: String
    var testDescription: String { name }
  }

  static let hostCases: [HostCase] = [
    .init(
      name: "an NSWindow's content view", kind: .window,
      body: """
        let window = NSWindow(contentRect: .zero, styleMask: [.titled], backing: .buffered, defer: false)
        window.contentView = NSHostingView(rootView: Picker())
        """),
    .init(
      name: "a popover, through a variable", kind: .panel,
      body: """
        let view = Picker().padding()
        let controller = NSHostingController(rootView: view)
        present(controller, asPopoverRelativeTo: .zero, of: textView, preferredEdge: .maxY, behavior: .transient)
        """),
    .init(
      name: "a sheet", kind: .sheet,
      body: """
        presentAsSheet(NSHostingController(rootView: Picker()))
        """),
    .init(
      name: "the color panel's accessory", kind: .panel,
      body: """
        let panel = NSColorPanel.shared
        panel.accessoryView = NSHostingView(rootView: Picker())
        """),
    .init(
      name: "the app's own panel initializer taking the view", kind: .panel,
      body: """
        let panel = NSPanel(view: Picker().padding(), title: "Pick")
        panel.makeKeyAndOrderFront(nil)
        """),
    .init(
      name: "the app's own window initializer taking the view", kind: .window,
      body: """
        NSWindow(view: Picker()).makeKeyAndOrderFront(nil)
        """),
    .init(
      name: "the app's own beginSheet { view }", kind: .sheet,
      body: """
        view.window?.beginSheet { Picker().scenePadding() }
        """),
    .init(
      name: "a panel made from a rect hosts no view", kind: nil,
      body: """
        let panel = NSPanel(contentRect: NSRect(x: 0, y: 0, width: 9, height: 9), styleMask: [], backing: .buffered, defer: false)
        panel.makeKeyAndOrderFront(nil)
        """),
    .init(
      name: "a SwiftUI view whose name ends in Panel is no AppKit panel", kind: nil,
      body: """
        let inspector = InspectorPanel(content: Picker())
        """),
    .init(
      name: "a split view item (some window the files do not name)", kind: nil,
      body: """
        let item = NSSplitViewItem(viewController: NSHostingController(rootView: Picker()))
        splitViewController.addSplitViewItem(item)
        """),
  ]

  @Test("A SwiftUI view AppKit code hosts gets the window its function makes", arguments: hostCases)
  func hostedView(_ c: HostCase) throws {
    let result = try Self.swift(
      """
      import AppKit
      import SwiftUI

      @main
      struct Drawer: App {
        var body: some Scene { WindowGroup { Canvas() } }
      }

      struct Canvas: View {
        var body: some View {
          Button("Apply") {}.keyboardShortcut(.defaultAction)
        }
      }

      struct Picker: View {
        var body: some View {
          Button("Choose") {}.keyboardShortcut(.defaultAction)
        }
      }

      final class PickerController: NSViewController {
        func show() {
          \(c.body)
        }
      }
      """)
    let owner = result.templates.first { $0.nodes.contains { $0.id == "choose" } }
    if let kind = c.kind {
      #expect(owner?.kind == kind)
      #expect(owner?.name == "picker")
      // The window is declared where the view is hosted.
      #expect(owner?.source.line ?? 0 >= 22)
    } else {
      // Where views no window reaches go: the main window's root.
      #expect(owner == nil)
      #expect(result.controls.map(\.title).contains("Choose"))
    }
  }

  @Test("Every imported node and window records its source in the scene file")
  func nodeAndTemplateSources() throws {
    let result = try Self.swift(Self.focusedApp, file: "Notes/App.swift")
    let scene = try SceneFile.decode(result.json.prettyPrinted())
    let main = try #require(scene.app.templates.first { $0.name == "main" })
    let line = { (marker: String) in ImportFixtures.line(of: marker, in: Self.focusedApp) }
    #expect(main.sourceLocation?.line == line("WindowGroup"))
    #expect(main.sourceLocation?.column == 5)
    #expect(
      main.root.children.map { $0.sourceLocation?.line }
        == [line("TextField("), line("List(outline"), line("List(notes")],
      "\(main.root.children.map(\.id))")
    #expect(main.root.children.allSatisfy { $0.sourceLocation?.file == "Notes/App.swift" })
    // The root is the importer's own: no source.
    #expect(main.root.sourceLocation == nil)
  }
}
