import CommandKitLite
import Foundation
import Testing

/// Seeded random tests: random apps and random steps, with the library checked after every
/// step against ``WindowModel`` (windows, key, main, phases, focus, from the SPEC alone),
/// then ``ReferenceModel`` and the invariants (see ``ModelChecker``).
///
/// A failure prints the seed and the step; replay it with
/// `COMMANDKIT_SEED=<seed> swift test --filter ReferenceModelTests`.
/// `COMMANDKIT_PROPERTY_RUNS=<n>` runs more (or fewer) derived seeds.
@Suite struct ReferenceModelTests {
  static let stepsPerRun = 120
  /// `COMMANDKIT_TRACE=1` prints every step before it runs (to see the step that traps).
  static let tracing = ProcessInfo.processInfo.environment["COMMANDKIT_TRACE"] != nil

  /// Runs one seed; returns the first failure's report, or `nil`.
  /// The window state is checked against ``WindowModel`` first: the reference model then
  /// reads it from the library knowing it is the SPEC's.
  static func run(seed: UInt64, steps: Int) -> String? {
    var rng = SplitMix64(seed: seed)
    var app = RandomApp.makeClosed(&rng)
    var opened: [String] = []
    var history: [String] = []
    for name in RandomApp.initialWindows(app, &rng) {
      history.append("open \(name)")
      if (try? app.open(name)) != nil { opened.append(name) }
    }
    // A launch after Quit opens the windows opened at first, or, half the time, the
    // default: the first window or document template (SPEC §13).
    let launchesOpened = rng.chance(50)
    if launchesOpened { app.launchWindows = opened.map { LaunchWindow(template: $0) } }
    var windows = WindowModel(
      templates: app.templates, launchTemplates: launchesOpened ? opened : nil)
    for name in opened { _ = windows.open(name) }
    var checker = ModelChecker()
    var model = ReferenceModel(app)
    checker.problems += windows.differences(from: app)
    if !checker.problems.isEmpty { return report(seed, step: 0, history, checker.problems) }
    checker.checkInvariants(app, model)
    checker.compare(app, model)
    if !checker.problems.isEmpty { return report(seed, step: 0, history, checker.problems) }
    for number in 1...steps {
      let step = RandomStep.random(for: app, &rng)
      history.append(step.description)
      if tracing {
        print("seed \(seed) step \(number): \(step)\n\(ModelChecker.fingerprint(app))")
      }
      let before = app
      let result = step.apply(to: &app)
      if let succeeds = windows.apply(step, reference: model), succeeds != result.isSuccess {
        checker.problems.append(
          "\(step): library \(result.isSuccess ? "did it" : "refused"), SPEC model "
            + (succeeds ? "does it" : "refuses"))
      }
      checker.problems += windows.differences(from: app)
      if !checker.problems.isEmpty { return report(seed, step: number, history, checker.problems) }
      let afterModel = ReferenceModel(app)
      checker.checkStep(
        step, result: result, before: before, beforeModel: model, after: app,
        afterModel: afterModel)
      model = afterModel
      checker.checkInvariants(app, model)
      checker.compare(app, model)
      // Every third step: three presses of every shortcut on a copy.
      if number % 3 == 0 { checker.checkRepeatedPresses(app) }
      if !checker.problems.isEmpty { return report(seed, step: number, history, checker.problems) }
    }
    return nil
  }

  static func report(_ seed: UInt64, step: Int, _ history: [String], _ problems: [String]) -> String
  {
    """
    seed \(seed), step \(step) (\(history.last ?? "initial state")):
    \(problems.prefix(5).map { "  - \($0)" }.joined(separator: "\n"))
    last steps: \(history.suffix(12).joined(separator: "; "))
    \(PropertySeeds.replayHint(seed, filter: "ReferenceModelTests"))
    """
  }

  @Test(
    "Library equals the reference model after every random step",
    arguments: PropertySeeds.seeds(runs: 25))
  func matchesReference(seed: UInt64) {
    if let failure = Self.run(seed: seed, steps: Self.stepsPerRun) {
      Issue.record(Comment(rawValue: failure))
    }
  }

  @Test("The generator is deterministic: one seed, one history")
  func deterministic() {
    var first = SplitMix64(seed: 42)
    var second = SplitMix64(seed: 42)
    let a = RandomApp.make(&first)
    let b = RandomApp.make(&second)
    #expect(ModelChecker.fingerprint(a) == ModelChecker.fingerprint(b))
    #expect(
      RandomStep.random(for: a, &first).description
        == RandomStep.random(for: b, &second).description)
  }
}

extension ReferenceModelTests {
  /// The window check must be able to fail: a model that disagrees on the key window, a
  /// window's focus or its flags is reported, naming what differs.
  @Test("The window check reports a key window, focus or flag that differs from the model")
  func windowCheckCanFail() throws {
    var app = App(name: "W")
    let root = ViewNode("root", children: [ViewNode("a").focusable(), ViewNode("b").focusable()])
    try app.addTemplate(WindowTemplate("doc", kind: .document, root: root))
    var model = WindowModel(templates: app.templates)
    try app.open("doc")
    try app.open("doc")
    let opened = [model.open("doc"), model.open("doc")]
    #expect(opened == [true, true])
    #expect(model.differences(from: app).isEmpty)
    #expect(model.key == "doc-2")

    var wrongKey = model
    wrongKey.key = "doc"
    #expect(wrongKey.differences(from: app).contains { $0.hasPrefix("key window") })

    var wrongFocus = model
    let focused = wrongFocus.focus(NodePath(window: "doc-2", node: "b"))
    #expect(focused)
    #expect(
      wrongFocus.differences(from: app) == [
        "doc-2: library doc document main active minimized=false parent=- focus=a"
          + " flags=[root:, a:, b:], SPEC model doc document main active minimized=false"
          + " parent=- focus=b flags=[root:, a:, b:]"
      ])

    var hidden = model
    let hid = hidden.setFlag(NodePath(window: "doc", node: "a"), hidden: true)
    #expect(hid)
    #expect(hidden.differences(from: app).contains { $0.hasPrefix("doc:") })
  }

  @Test("Closing the key window hands key status to the front-most window that can take it")
  func modelHandsKeyToFrontMost() {
    var model = WindowModel(templates: [
      WindowTemplate("doc", kind: .document, root: ViewNode("root")),
      WindowTemplate("stage", kind: .externalDisplay, root: ViewNode("s"), presentationOnly: true),
    ])
    // doc (back), doc-2, stage (never key), doc-3 (front, key).
    let opened = [model.open("doc"), model.open("doc"), model.open("stage"), model.open("doc")]
    #expect(opened == [true, true, true, true])
    let closed = model.close("doc-3")
    #expect(closed)
    #expect(model.key == "doc-2")
    let minimized = model.minimize("doc-2")
    #expect(minimized)
    #expect(model.key == "doc")
    #expect(model.windows.map(\.id) == ["stage", "doc-2", "doc"])
    #expect(model.windows.map(model.phase) == [.inactive, .background, .active])
  }
}
