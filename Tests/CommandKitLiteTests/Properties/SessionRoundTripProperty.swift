// Save → restore is the identity (issue: "Invariants checked after every random step").
import CommandKitLite
import Foundation
import Testing

@Suite struct SessionRoundTripProperty {
  /// After each random step: the snapshot survives JSON text, and restoring it into the
  /// freshly launched app (same seed, so same templates and commands) gives back the
  /// same state, which then answers like the original (reference model comparisons).
  static func run(seed: UInt64, steps: Int) -> String? {
    var rng = SplitMix64(seed: seed)
    var app = RandomApp.make(&rng)
    var launchRNG = SplitMix64(seed: seed)
    let launched = RandomApp.make(&launchRNG)
    var history: [String] = []
    for number in 1...steps {
      let step = RandomStep.random(for: app, &rng)
      history.append(step.description)
      _ = step.apply(to: &app)
      let snapshot = SessionSnapshot(app: app)
      var problems: [String] = []
      do {
        let text = snapshot.json.prettyPrinted()
        let reparsed = try SessionSnapshot(json: try JSONParser().parse(text))
        if reparsed != snapshot { problems.append("snapshot changed through JSON text") }
        let (restored, warnings) = try reparsed.restore(into: launched)
        if !warnings.isEmpty { problems.append("restore warned: \(warnings)") }
        if ModelChecker.fingerprint(restored) != ModelChecker.fingerprint(app) {
          problems.append(
            "restored state differs:\n\(ModelChecker.fingerprint(app))\nvs\n"
              + ModelChecker.fingerprint(restored)
          )
        }
        if SessionSnapshot(app: restored) != snapshot {
          problems.append("snapshot of the restored app differs")
        }
        var checker = ModelChecker()
        let model = ReferenceModel(restored)
        checker.checkInvariants(restored, model)
        checker.compare(restored, model)
        problems += checker.problems
      } catch {
        problems.append("round trip threw: \(error)")
      }
      if !problems.isEmpty {
        return ReferenceModelTests.report(seed, step: number, history, problems)
          .replacingOccurrences(of: "ReferenceModelTests", with: "SessionRoundTripProperty")
      }
    }
    return nil
  }

  @Test(
    "save → restore is the identity after every random step",
    arguments: PropertySeeds.seeds(runs: 8))
  func roundTrip(seed: UInt64) {
    if let failure = Self.run(seed: seed, steps: 60) { Issue.record(Comment(rawValue: failure)) }
  }

  @Test("saveSession then restoreSession through a file restores the same state")
  func throughFile() throws {
    var rng = SplitMix64(seed: PropertySeeds.defaultSeed)
    var app = RandomApp.make(&rng)
    for _ in 0..<40 { _ = RandomStep.random(for: app, &rng).apply(to: &app) }
    let url = FileManager.default.temporaryDirectory
      .appendingPathComponent("commandkit-roundtrip-\(UUID().uuidString).json")
    defer { try? FileManager.default.removeItem(at: url) }
    try app.saveSession(to: url)
    var launchRNG = SplitMix64(seed: PropertySeeds.defaultSeed)
    var restored = RandomApp.make(&launchRNG)
    let warnings = try restored.restoreSession(from: url)
    #expect(warnings.isEmpty)
    #expect(ModelChecker.fingerprint(restored) == ModelChecker.fingerprint(app))
  }
}
