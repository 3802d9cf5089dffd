import SwiftUI

// A File-menu item whose title its caller passes as a view: a View struct built in a
// CommandGroup with a trailing @ViewBuilder label, stored and shown as the button's label
// (Kiwix, sixth held-out batch, surfaced in round eighteen once View structs built with
// arguments were read as command content: App/App_macOS.swift:46-48,
// `OpenFileButton(context: .command) { Text("app_macos_commands.open_file".localized) }`,
// and Views/ViewModifiers/FileImport.swift:25-53). The item is File ▸ Open… ⌘O, Open's own
// meaning on Open's own key. The importer of fd814c7 cannot read a title passed this way and
// names the item "Button" (with a warning), so the audit reports ⌘O as Open's key used by a
// command of another meaning (`nonstandard` warning). Fixed in round twenty-five: a button
// whose label is the stored view takes the title of the label closure its caller passes.
// Nothing should be reported here.
@main
struct ExampleApp: App {
  var body: some Scene {
    WindowGroup {
      Text("Library")
    }
    .commands {
      CommandGroup(replacing: .importExport) {
        OpenFileButton(context: "menu") { Text("Open…") }
      }
    }
  }
}

struct OpenFileButton<Label: View>: View {
  @State private var isPresented = false
  let context: String
  let label: Label

  init(context: String, @ViewBuilder label: () -> Label) {
    self.context = context
    self.label = label()
  }

  var body: some View {
    Button {
      isPresented = true
    } label: {
      label
    }
    .keyboardShortcut("o")
  }
}
