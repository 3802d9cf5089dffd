// The presenter core, built with the typed API: a control window on the main display and a
// presentation-only stage on an external display that can be unplugged and plugged back
// without losing its state. `swift run presenter-example` prints a walk-through and checks
// every answer; it exits 1 if the library answers differently.
// The same app as a scene file: presenter.json; in the shell: walkthrough.cmds.
import CommandKitLite
import ExampleSupport
import Foundation
import Synchronization

// MARK: Focused values

struct DeckKey: FocusedValueKey {
  typealias Value = String
  static var name: String { "deck" }
}

struct CurrentSlideKey: FocusedValueKey {
  typealias Value = String
  static var name: String { "currentSlide" }
}

extension FocusedValues {
  var deck: String? {
    get { self[DeckKey.self] }
    set { self[DeckKey.self] = newValue }
  }
  var currentSlide: String? {
    get { self[CurrentSlideKey.self] }
    set { self[CurrentSlideKey.self] = newValue }
  }
}

/// The slide a navigation command asked for; the app core applies it after the press.
final class Navigation: Sendable {
  static let slides = ["s1", "s2", "s3", "s4"]
  private let requested = Mutex<String?>(nil)
  func request(from selection: [String], step: Int) {
    guard let current = selection.first, let index = Self.slides.firstIndex(of: current) else {
      return
    }
    let target = min(max(index + step, 0), Self.slides.count - 1)
    requested.withLock { $0 = Self.slides[target] }
  }
  func take() -> String? {
    requested.withLock { value in
      defer { value = nil }; return value
    }
  }
}

// MARK: The app core

func makePresenterApp(navigation: Navigation) throws(CommandKitError) -> App {
  var app = App(name: "Presenter", platform: .macOS)
  app.setAppValue(\.deck, "Quarterly Review")
  // Templates are added after the commands their context menus name.
  var templates: [WindowTemplate] = []
  templates.append(
    WindowTemplate(
      "control", kind: .window, title: "Quarterly Review — Presenter",
      root: ViewNode(
        "controlRoot", role: "split",
        children: [
          ViewNode("slides", role: "list").focusable().selectable(
            items: Navigation.slides, selection: ["s1"]),
          ViewNode("notes", role: "textEditor").textInput().focusedValue(
            named: "speakerNotes", "Welcome everyone"),
        ]),
      focus: "slides"))
  templates.append(
    WindowTemplate(
      "stage", kind: .externalDisplay, title: "Quarterly Review",
      root: ViewNode("stage", role: "presentation").focusedValue(\.currentSlide, "s1")
        .accessibilityAction(named: "Next Slide"),
      presentationOnly: true))
  try app.register([
    Command(
      "play.start", "Play Slideshow", menu: "Play",
      shortcut: KeyboardShortcut("p", modifiers: [.option, .command]), requires: \.deck
    ) { _ in },
    Command(
      "slide.next", "Next Slide", menu: "Play",
      shortcut: KeyboardShortcut(.rightArrow, modifiers: []),
      requires: \.selection, enabledIf: .nonEmpty
    ) { navigation.request(from: $0, step: 1) },
    Command(
      "slide.previous", "Previous Slide", menu: "Play",
      shortcut: KeyboardShortcut(.leftArrow, modifiers: []),
      requires: \.selection, enabledIf: .nonEmpty
    ) { navigation.request(from: $0, step: -1) },
    // Escape stops the show: a text view passes Escape on, so it works while typing notes.
    Command(
      "play.stop", "Stop Slideshow", menu: "Play",
      shortcut: KeyboardShortcut(.escape, modifiers: []), requires: \.deck
    ) { _ in },
  ])
  for template in templates { try app.addTemplate(template) }
  try app.open("control", id: "control")
  return app
}

/// Applies a requested slide: selects it in the control window and shows it on the stage.
func applyNavigation(_ navigation: Navigation, to app: inout App) throws(CommandKitError) {
  guard let slide = navigation.take() else { return }
  try app.select([slide], in: NodePath(window: "control", node: "slides"))
  if app.window("stage") != nil {
    try app.setValue(
      slide, named: CurrentSlideKey.name, at: .node(NodePath(window: "stage", node: "stage")))
  }
}

// MARK: The walk-through

func walkThrough(_ tour: inout Walkthrough) throws(CommandKitError) {
  let navigation = Navigation()
  var app = try makePresenterApp(navigation: navigation)
  let right = KeyboardShortcut(.rightArrow, modifiers: [])
  func windows(_ app: App) -> String {
    app.windows.map { "\($0.id) (\($0.display), \($0.phase))" }.joined(separator: ", ")
  }
  func stageSlide(_ app: App) -> String {
    app.window("stage")?.node("stage")?.values[name: CurrentSlideKey.name].map {
      JSONValue(any: $0).description
    } ?? "no stage"
  }

  tour.section("1. Plug in the display: the stage opens there, the control window stays key")
  try app.connectExternalDisplay()
  tour.expect("windows", windows(app), "control (main, active), stage (external, inactive)")
  tour.expect("key window", app.keyWindowID ?? "-", "control")
  do {
    try app.makeKey("stage")
    tour.expect("make the stage key", "accepted", "refused (presentation-only)")
  } catch {
    tour.expect(
      "make the stage key",
      error == .presentationOnly("stage") ? "refused (presentation-only)" : "\(error)",
      "refused (presentation-only)")
  }

  tour.section("2. Present: → moves through the slides; typing notes keeps the arrows, not ⎋")
  tour.expect(
    "press → in the slide list", summary(app.press(right)),
    "performed slide.next with the value from control/slides")
  try applyNavigation(navigation, to: &app)
  tour.expect(
    "resolve(\\.selection)", describe(app.resolve(\.selection)), "[\"s2\"] from control/slides")
  tour.expect("the stage shows", stageSlide(app), "\"s2\"")
  try app.focus(NodePath(window: "control", node: "notes"))
  tour.expect(
    "press → in the speaker notes", summary(app.press(right)), "consumed by control/notes")
  tour.expect(
    "press ⎋ in the speaker notes (a text view passes Escape on)",
    summary(app.press(KeyboardShortcut(.escape, modifiers: []))),
    "performed play.stop with the value from app")
  try app.focus(NodePath(window: "control", node: "slides"))

  tour.section("3. VoiceOver sees the stage as one element")
  try app.moveAccessibilityCursor(to: NodePath(window: "stage", node: "stage"))
  let actions = app.accessibilityActions().map { "\($0.name) from \($0.provider)" }.joined(
    separator: ", ")
  tour.expect("actions on the stage", actions, "Next Slide from stage/stage")

  tour.section("4. Unplug: the stage is saved and closed; the control window keeps its state")
  try app.disconnectExternalDisplay()
  tour.expect("windows", windows(app), "control (main, active)")
  tour.expect(
    "resolve(\\.selection)", describe(app.resolve(\.selection)), "[\"s2\"] from control/slides")

  tour.section("5. Plug in again: the stage comes back on the same slide")
  let warnings = try app.connectExternalDisplay()
  tour.expect("restore warnings", "\(warnings.count)", "0")
  tour.expect("windows", windows(app), "control (main, active), stage (external, inactive)")
  tour.expect("the stage shows", stageSlide(app), "\"s2\"")
}

print(
  """
  Presenter: a control window and a presentation-only stage on an external display.
  Each line: what was asked → what the library answered.
  """)
var tour = Walkthrough(name: "presenter-example")
do {
  try walkThrough(&tour)
} catch {
  tour.abort(error)
}
tour.finish()
