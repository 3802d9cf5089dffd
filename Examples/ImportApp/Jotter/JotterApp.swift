// Jotter: a small SwiftUI app, written for CommandKitLite's README to show
// `cmdshell import DIR` (SPEC §22). Not built by this package: it is input for the importer.

import SwiftUI

@main
struct JotterApp: App {
  var body: some Scene {
    WindowGroup("Jotter") {
      JotEditor()
    }
    .commands {
      JotCommands()
    }
    Settings {
      JotterSettings()
    }
  }
}
