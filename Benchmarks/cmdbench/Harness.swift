// cmdbench: the timing harness (STYLE lesson 12).
//
// Every figure is the median of `runs` timed batches after one untimed warm-up batch; a
// batch repeats the operation `batch` times and the figure is the batch time divided by
// `batch`. Inputs are built outside the timed region; results go through `blackHole` and
// are checked with `precondition`, so the optimizer cannot drop the work.

import Foundation

/// Whether this binary was compiled without optimization or with the library's invariant
/// checks; its timings then say nothing about the release library.
let isCheckedBuild: Bool = {
  #if DEBUG || COMMANDKIT_INTERNAL_CHECKS
    return true
  #else
    return false
  #endif
}()

/// Keeps a value alive and opaque to the optimizer.
@inline(never) @_optimize(none)
func blackHole<T>(_ value: T) {}

/// How many times to repeat each measurement.
struct Repetitions {
  /// Timed batches per figure (the median is reported).
  var runs: Int
  /// Timed runs of the heavy, millisecond-scale figures (audit, load).
  var heavyRuns: Int
  /// Multiplies every batch size (fewer repetitions in `--quick` and `--smoke`).
  var batchScale: Double

  /// The batch size for an operation whose nominal batch is `nominal`, at least 1.
  func batch(_ nominal: Int) -> Int { max(1, Int(Double(nominal) * batchScale)) }
}

/// A timed figure: the median nanoseconds per call and, when it was timed against a floor,
/// its ratio to that floor.
struct Timing {
  var ns: Double
  /// The median of the per-run ratios of the figure to the floor batch timed just before
  /// it; `nil` when no floor was timed alongside.
  var ratio: Double?
  /// The median nanoseconds per floor call of those floor batches.
  var floorNs: Double?
}

/// An operation the figures are read against (the `floor_ns` lookup): timed in alternation
/// with a figure, a batch of it just before each batch of the figure, so that both see the
/// machine in the same state. (On a shared VM the speed shifts by a third from one second
/// to the next; a floor timed at another moment would move every ratio with it.)
struct FloorProbe {
  /// Calls per floor batch: about as long as a figure's batch, so the pair is close in time.
  var batch: Int
  /// Performs the floor operation `count` times and checks its results.
  var run: (_ count: Int) -> Void
}

/// Times `operation` and returns the median nanoseconds per call, and its ratio to `floor`
/// when one is given.
///
/// `operation(count)` must perform the operation `count` times and check its results.
func measure(
  batch: Int, runs: Int, against floor: FloorProbe? = nil, _ operation: (_ count: Int) -> Void
) -> Timing {
  let clock = ContinuousClock()
  // Warm-up: caches, lazy statics, page faults.
  floor?.run(floor?.batch ?? 0)
  operation(batch)
  var samples: [Double] = []
  var floorSamples: [Double] = []
  var ratios: [Double] = []
  samples.reserveCapacity(runs)
  for _ in 0..<max(1, runs) {
    var floorNs: Double?
    if let floor {
      let start = clock.now
      floor.run(floor.batch)
      floorNs = nanoseconds(clock.now - start) / Double(floor.batch)
      floorSamples.append(floorNs ?? 0)
    }
    let start = clock.now
    operation(batch)
    let ns = nanoseconds(clock.now - start) / Double(batch)
    samples.append(ns)
    if let floorNs, floorNs > 0 { ratios.append(ns / floorNs) }
  }
  guard floor != nil else { return Timing(ns: median(samples)) }
  return Timing(ns: median(samples), ratio: median(ratios), floorNs: median(floorSamples))
}

/// Times `operation` net of `base`, the part of it that is not measured: for each of `runs`
/// rounds, a floor batch, a batch of `base` and a batch of `operation`, one after another,
/// so that all three see the machine in the same state. The figure is the median of the
/// per-round differences (`operation` − `base`) per call, and its ratio the median of those
/// differences over the floor batch of the same round.
///
/// Both closures must perform their work `count` times and check their results.
func measureDifference(
  batch: Int, runs: Int, against floor: FloorProbe, base: (_ count: Int) -> Void,
  _ operation: (_ count: Int) -> Void
) -> Timing {
  let clock = ContinuousClock()
  func time(_ count: Int, _ work: (_ count: Int) -> Void) -> Double {
    let start = clock.now
    work(count)
    return nanoseconds(clock.now - start) / Double(count)
  }
  floor.run(floor.batch)
  base(batch)
  operation(batch)
  var samples: [Double] = []
  var floorSamples: [Double] = []
  var ratios: [Double] = []
  for _ in 0..<max(1, runs) {
    let floorNs = time(floor.batch, floor.run)
    let baseNs = time(batch, base)
    let difference = time(batch, operation) - baseNs
    samples.append(difference)
    floorSamples.append(floorNs)
    if floorNs > 0 { ratios.append(difference / floorNs) }
  }
  return Timing(ns: median(samples), ratio: median(ratios), floorNs: median(floorSamples))
}

/// Times `operation` and returns the median nanoseconds per call.
func measureNanoseconds(
  batch: Int, runs: Int, _ operation: (_ count: Int) -> Void
) -> Double {
  measure(batch: batch, runs: runs, operation).ns
}

/// Times a single heavy operation (load, audit) and returns the median milliseconds.
func measureMilliseconds(runs: Int, _ operation: () -> Void) -> Double {
  measureNanoseconds(batch: 1, runs: runs) { count in
    for _ in 0..<count { operation() }
  } / 1_000_000
}

func nanoseconds(_ duration: Duration) -> Double {
  let (seconds, attoseconds) = duration.components
  return Double(seconds) * 1e9 + Double(attoseconds) / 1e9
}

func median(_ samples: [Double]) -> Double {
  let sorted = samples.sorted()
  guard !sorted.isEmpty else { return .nan }
  let middle = sorted.count / 2
  return sorted.count % 2 == 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
}

/// Prints to standard error and exits non-zero: a benchmark input failed to build.
func fail(_ message: String) -> Never {
  FileHandle.standardError.write(Data("cmdbench: error: \(message)\n".utf8))
  exit(1)
}

/// The process's peak resident set size in megabytes (`VmHWM`), or `nil` off Linux.
func peakResidentMegabytes() -> Double? {
  guard let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8) else {
    return nil
  }
  for line in status.split(separator: "\n") where line.hasPrefix("VmHWM:") {
    let fields = line.split(separator: " ", omittingEmptySubsequences: true)
    if fields.count >= 2, let kilobytes = Double(fields[1]) { return kilobytes / 1024 }
  }
  return nil
}
