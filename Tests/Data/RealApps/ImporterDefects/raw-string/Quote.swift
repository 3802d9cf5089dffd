import SwiftUI

let quote = #"""#

struct QuoteCommands: Commands {
  var body: some Commands {
    CommandMenu("Text") {
      Button("Quote") {}.keyboardShortcut("'", modifiers: [.command])
    }
  }
}
