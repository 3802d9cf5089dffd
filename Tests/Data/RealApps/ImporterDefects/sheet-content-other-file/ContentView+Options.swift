import SwiftUI

// The sheet's content, declared away from the `.sheet` that shows it.
extension ContentView {
  var optionsSheet: some View {
    HStack {
      Button("Cancel", role: .cancel) { showOptions = false }
      Button("Structure") { showOptions = false }
        .keyboardShortcut(.defaultAction)
    }
  }
}
