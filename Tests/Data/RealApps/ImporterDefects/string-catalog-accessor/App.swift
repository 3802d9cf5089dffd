import SwiftUI

// File ▸ Print… ⌘P whose title is a string catalog's generated accessor, as ExcalidrawZ's
// `Text(.localizable(.menubarButtonPrint))` (ExcalidrawZApp.swift:320-327; twenty-second
// held-out batch). The catalog beside this file has the entry `menubarButtonPrint`, "Print...".
// The importer warns "computed at run time" and keeps `.localizable(.menubarButtonPrint)` as
// the title, so the audit cannot tell that the command is Print… and reports ⌘P `nonstandard`.
// With `Button("Print...")` in its place nothing is reported.
@main
struct SketchApp: App {
  var body: some Scene {
    WindowGroup { Text("Sketch") }
      .commands {
        CommandGroup(after: .printItem) {
          Button {
            NotificationCenter.default.post(name: .printDrawing, object: nil)
          } label: {
            Text(.localizable(.menubarButtonPrint))
          }
          .keyboardShortcut("p", modifiers: .command)
        }
      }
  }
}

extension Notification.Name {
  static let printDrawing = Notification.Name("example.printDrawing")
}

// What the build-tool plugin generates from Localizable.xcstrings (shown here so that the
// file compiles on its own).
extension LocalizedStringResource {
  enum Localizable {
    case menubarButtonPrint
  }

  static func localizable(_ key: Localizable) -> LocalizedStringResource {
    switch key {
    case .menubarButtonPrint: LocalizedStringResource("menubarButtonPrint", table: "Localizable")
    }
  }
}
