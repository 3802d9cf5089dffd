import SwiftUI

// A window whose body switches over tabs and keeps hidden tab-switching buttons in its
// background, as ControllerKeys' ContentView (Previous Tab ⌘← and Next Tab ⌘→, `.hidden()`
// in `.background { }`, beside `switch selectedTab { … case 3: OnScreenKeyboardSettingsView()
// }`; twenty-fourth held-out batch). The buttons are in the window whichever tab shows, so
// while the Keyboard tab's URL field is focused, ⌘← switches tabs instead of moving the caret
// to the line's start: two `steals-text-key` warnings. The importer read each tab as a
// template of its own holding the tab alone, so the buttons never met the field.
@main
struct TabsApp: App {
  var body: some Scene {
    WindowGroup {
      TabsView()
    }
  }
}

struct TabsView: View {
  @State private var selectedTab = 0

  var body: some View {
    VStack {
      switch selectedTab {
      case 0:
        ButtonsTab()
      case 1:
        KeyboardTab()
      default:
        AboutTab()
      }
    }
    .background {
      Button("Previous Tab") { selectedTab = max(0, selectedTab - 1) }
        .keyboardShortcut(.leftArrow, modifiers: .command)
        .hidden()
      Button("Next Tab") { selectedTab = min(2, selectedTab + 1) }
        .keyboardShortcut(.rightArrow, modifiers: .command)
        .hidden()
    }
  }
}

struct ButtonsTab: View {
  var body: some View {
    Text("Buttons")
  }
}

struct KeyboardTab: View {
  @State private var url = ""

  var body: some View {
    Form {
      TextField("Enter website URL...", text: $url)
    }
  }
}

struct AboutTab: View {
  var body: some View {
    TapsView()
  }
}

// A sheet whose stages switch as Cork's Add Tap sheet: its form shows in two stages, a
// progress screen in a third, its error screen in a fourth. The form's Add and the error screen's Try Again are both default
// buttons, but never on screen together: nothing to report.
struct AddTapSheet: View {
  @State private var stage = 0

  var body: some View {
    switch stage {
    case 0:
      TapForm()
    case 1:
      TapForm()
    case 2:
      TapAdding()
    default:
      TapError()
    }
  }
}

struct TapForm: View {
  @State private var name = ""

  var body: some View {
    TextField("Tap name", text: $name)
    Button("Add") {}
      .keyboardShortcut(.defaultAction)
  }
}

struct TapAdding: View {
  var body: some View {
    ProgressView("Adding…")
  }
}

struct TapError: View {
  var body: some View {
    Button("Try Again") {}
      .keyboardShortcut(.defaultAction)
  }
}

struct TapsView: View {
  @State private var adding = false

  var body: some View {
    Button("Add Tap…") { adding = true }
      .sheet(isPresented: $adding) {
        AddTapSheet()
      }
  }
}
