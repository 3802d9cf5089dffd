import AppKit
import SwiftUI

// A SwiftUI App declared as a generic struct, started from main.swift with a type argument,
// beside an app delegate class (TypeWhisper, thirtieth held-out batch:
// TypeWhisper/App/TypeWhisperApp.swift:326-361 and its AppDelegate, an
// NSApplicationDelegate; TypeWhisper/App/main.swift:38-40). SwiftUI gives every App the
// standard menu bar, Edit with Undo, Cut, Copy, Paste and Select All included, and this app
// replaces no Edit group. The importer of 4148b47 does not take the generic struct for the
// App once the app has an NSApplicationDelegate class: it reads an AppKit app without a main
// menu ("defaultCommands": false) and `missing-edit-commands` is reported as an error on the
// text field. The same struct without its generic parameter, or the same app without the
// delegate class, gets SwiftUI's menu bar and no finding.
protocol WindowConfiguration {}

enum StandardConfiguration: WindowConfiguration {}

struct ExampleApp<Configuration: WindowConfiguration>: App {
  @NSApplicationDelegateAdaptor(AppDelegate.self) var appDelegate

  var body: some Scene {
    Window("Notes", id: "notes") {
      NotesView()
    }
  }
}

struct NotesView: View {
  @State private var text = ""

  var body: some View {
    TextField("Note", text: $text)
  }
}

final class AppDelegate: NSObject, NSApplicationDelegate {
  func applicationDidFinishLaunching(_ notification: Notification) {}
}
