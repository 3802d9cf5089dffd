import SwiftUI

// Sheets presented through the app's own View modifier, as ControllerKeys'
// `isolatedSheet(isPresented:content:)` and `isolatedSheet(item:content:)` (each sheet on a
// host view of its own, `background(Color.clear.sheet(isPresented: isPresented, content:
// content))`, XboxControllerMapper/Views/MainWindow/ContentView.swift:627-652; twenty-fourth
// held-out batch). The modifier hands the caller's trailing closure to `.sheet`, so each
// closure is a sheet of its own, shown one at a time. The importer reads neither closure as
// a sheet: both sheets' views land in the main window, whose ⌘↩ Add buttons are then an
// `ambiguous` error and whose Cancel buttons a `default-buttons` warning on Escape. Nothing
// should be reported here.
@main
struct MappingsApp: App {
  var body: some Scene {
    WindowGroup {
      MappingsView()
    }
  }
}

struct MappingsView: View {
  @State private var showingChordSheet = false
  @State private var showingSequenceSheet = false

  var body: some View {
    VStack {
      Button("New Chord") { showingChordSheet = true }
      Button("New Sequence") { showingSequenceSheet = true }
    }
    .isolatedSheet(isPresented: $showingChordSheet) {
      ChordSheet()
    }
    .isolatedSheet(isPresented: $showingSequenceSheet) {
      SequenceSheet()
    }
  }
}

struct ChordSheet: View {
  @Environment(\.dismiss) private var dismiss
  @State private var name = ""

  var body: some View {
    VStack {
      TextField("Chord name", text: $name)
      HStack {
        Button("Cancel") { dismiss() }
          .keyboardShortcut(.cancelAction)
        Button("Add Chord") { save() }
          .keyboardShortcut(.return, modifiers: .command)
      }
    }
  }

  private func save() { dismiss() }
}

struct SequenceSheet: View {
  @Environment(\.dismiss) private var dismiss
  @State private var name = ""

  var body: some View {
    VStack {
      TextField("Sequence name", text: $name)
      HStack {
        Button("Cancel") { name = "" }
          .keyboardShortcut(.cancelAction)
        Button("Add Sequence") { record() }
          .keyboardShortcut(.return, modifiers: .command)
      }
    }
  }

  private func record() { dismiss() }
}

extension View {
  /// Presents a sheet on a background host view of its own.
  func isolatedSheet<Content: View>(
    isPresented: Binding<Bool>,
    @ViewBuilder content: @escaping () -> Content
  ) -> some View {
    background(Color.clear.sheet(isPresented: isPresented, content: content))
  }
}
