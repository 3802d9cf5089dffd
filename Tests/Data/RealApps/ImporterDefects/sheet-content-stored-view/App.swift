import SwiftUI

// A card that stores its detail view and shows it in a sheet, filled by static cards declared
// elsewhere, as ExcalidrawZ's HomeTipItemView (`detail: AnyView` set from the init's
// @ViewBuilder closure, `.sheet(isPresented:) { detail }`) and its tips
// (`static let ai = HomeTipItemView(…) { AITipsDetail() }`; HomeTipsSection.swift:37-200,
// Tips/AITips.swift:12-18; twenty-second held-out batch). The detail's close button ⌘W exists
// only in the sheet, but the importer reads TipDetail where the static card is used, in the
// main window, and reports it `shadowed` with File ▸ Close. With `.sheet { TipDetail() }`
// written in the card, the button is the sheet's and nothing is reported.
@main
struct TipsApp: App {
  var body: some Scene {
    WindowGroup {
      HStack {
        TipCard.welcome
      }
    }
  }
}

struct TipCard: View {
  var title: String
  var detail: AnyView
  @State private var isDetailPresented = false

  init<Detail: View>(title: String, @ViewBuilder detail: () -> Detail) {
    self.title = title
    self.detail = AnyView(detail())
  }

  var body: some View {
    Text(title)
      .onTapGesture { isDetailPresented = true }
      .sheet(isPresented: $isDetailPresented) {
        detail
      }
  }
}

extension TipCard {
  static let welcome = TipCard(title: "Welcome") {
    TipDetail()
  }
}

struct TipDetail: View {
  @Environment(\.dismiss) private var dismiss

  var body: some View {
    VStack {
      Text("What's new")
      Button("Close") { dismiss() }
        .keyboardShortcut("w", modifiers: .command)
    }
  }
}
