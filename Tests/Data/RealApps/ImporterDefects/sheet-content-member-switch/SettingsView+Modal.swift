import SwiftUI

// The sheet's content, declared away from the `.sheet` that shows it: one sheet per case.
extension SettingsView {
  @ViewBuilder
  func modalView(for modal: Modal) -> some View {
    switch modal {
    case .create: EditorSheet()
    case .detail: DetailSheet()
    }
  }
}
