import SwiftUI

// A menu and its items titled by keys whose values in the development language's table are
// empty strings, as Planet's Writer and Tools menus (`CommandMenu("Writer")`,
// Planet/Helper/KeyboardShortcutHelper.swift:114; `Planet/en.lproj/Localizable.strings`,
// `"Writer" = "";` and 360 more keys with an empty value; twenty-fourth held-out batch). The
// importer takes the empty value as the title, so it writes a menu named "" that the scene
// loader refuses ("a menu needs a title"): the scene neither loads nor audits, which SPEC §22
// asks of every import. Apple's documentation of localizedString(forKey:value:table:) says
// what is returned for a key the table lacks (the key), not for an empty value; what the
// running app shows is not documented. Whatever the title, the import should load.
@main
struct DraftsApp: App {
  @State private var draft = Draft()

  var body: some Scene {
    WindowGroup {
      TextEditor(text: $draft.text)
    }
    .commands {
      CommandMenu("Writer") {
        Button {
          draft.send()
        } label: {
          Text("Send")
        }
        .keyboardShortcut("d", modifiers: [.command, .shift])
      }
    }
  }
}

@Observable
final class Draft {
  var text = ""

  func send() { text = "" }
}
