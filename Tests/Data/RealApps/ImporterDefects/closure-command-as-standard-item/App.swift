import SwiftUI

// A menu command titled as a standard edit item whose closure is the app's own, as
// Pathstitch's Edit ▸ Delete on plain ⌫ (`Button("Delete") { …deleteSelectedEntities() }` in
// `CommandGroup(replacing: .undoRedo)`, Pathstitch/PathstitchApp.swift:282-298; twenty-third
// held-out batch). A SwiftUI Button with no .disabled is always enabled, so the command runs
// on the canvas; the importer gives it the standard id edit.delete and nothing more, whose
// platform enablement is a text input answering delete:, and the audit reports it
// `swallowed` ("only enabled with a text input in the focus chain … which types the key
// instead"). By SPEC §13's order (keys without cmd or ctrl reach the text first) nothing
// should be reported here.
@main
struct ShapesApp: App {
  @State private var model = ShapesModel()

  var body: some Scene {
    WindowGroup {
      VStack {
        TextField("Layer name", text: $model.layerName)
        Text("\(model.shapes.count) shapes")
      }
    }
    .commands {
      CommandGroup(replacing: .undoRedo) {
        Button("Undo") { model.undo() }
          .keyboardShortcut("z", modifiers: .command)
        Button("Redo") { model.redo() }
          .keyboardShortcut("z", modifiers: [.command, .shift])
        Divider()
        Button("Delete") {
          model.deleteSelectedShapes()
        }
        .keyboardShortcut(.delete, modifiers: [])
      }
    }
  }
}

@Observable
final class ShapesModel {
  var layerName = ""
  var shapes: [Int] = [1, 2, 3]
  var selection: Set<Int> = [2]

  func undo() {}
  func redo() {}

  func deleteSelectedShapes() {
    shapes.removeAll { selection.contains($0) }
    selection = []
  }
}
