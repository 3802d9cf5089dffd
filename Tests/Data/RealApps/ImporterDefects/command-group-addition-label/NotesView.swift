import SwiftUI

struct NotesView: View {
  @Binding var notes: [String]
  @State private var draft = ""

  var body: some View {
    VStack {
      List(notes, id: \.self) { note in
        Text(note)
      }
      TextEditor(text: $draft)
    }
  }
}
