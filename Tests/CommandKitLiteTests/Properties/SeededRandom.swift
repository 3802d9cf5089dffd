import Foundation

/// SplitMix64: a tiny, fast, well-mixed PRNG whose whole state is one seed, so a failing
/// run replays exactly from the seed it prints.
struct SplitMix64: RandomNumberGenerator {
  private var state: UInt64

  init(seed: UInt64) { state = seed }

  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }

  /// `true` with probability `percent`/100.
  mutating func chance(_ percent: Int) -> Bool { Int.random(in: 0..<100, using: &self) < percent }

  mutating func pick<T>(_ items: [T]) -> T { items[Int.random(in: 0..<items.count, using: &self)] }

  mutating func int(_ range: ClosedRange<Int>) -> Int { Int.random(in: range, using: &self) }
}

/// The seeds property tests run with.
///
/// `COMMANDKIT_SEED=<n>` replays one seed (decimal or `0x` hex), as printed on failure;
/// `COMMANDKIT_PROPERTY_RUNS=<n>` changes how many derived seeds a CI run tries.
enum PropertySeeds {
  static let defaultSeed: UInt64 = 0xC0FF_EE15_600D_5EED

  static var fromEnvironment: UInt64? {
    guard let text = ProcessInfo.processInfo.environment["COMMANDKIT_SEED"] else { return nil }
    if text.hasPrefix("0x") { return UInt64(text.dropFirst(2), radix: 16) }
    return UInt64(text)
  }

  /// The replayed seed alone, or `runs` seeds derived from the fixed default.
  static func seeds(runs defaultRuns: Int) -> [UInt64] {
    if let seed = fromEnvironment { return [seed] }
    let runs =
      ProcessInfo.processInfo.environment["COMMANDKIT_PROPERTY_RUNS"].flatMap(Int.init)
      ?? defaultRuns
    var generator = SplitMix64(seed: defaultSeed)
    return (0..<runs).map { _ in generator.next() }
  }

  static func replayHint(_ seed: UInt64, filter: String) -> String {
    "replay with: COMMANDKIT_SEED=\(seed) swift test --filter \(filter)"
  }
}
