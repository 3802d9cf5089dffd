// cmdbench: runs every measurement in order and collects the figures.

import CommandKitLite
import Foundation

struct Results {
  var floor = 0.0
  var dispatchHit = 0.0
  var dispatchMiss = 0.0
  /// A press in a state the resolution cache has not seen (see `dispatchUncached`).
  var dispatchUncached = 0.0
  var dispatchUncachedRatio: Double?
  /// A press that ends at an in-window control (see `dispatchControl`).
  var dispatchControl: Double?
  var dispatchControlRatio: Double?
  var resolve = 0.0
  var resolveKeyPath = 0.0
  var focusChange = 0.0
  var dispatchAfterChange = 0.0
  var menuValidatePerCommand = 0.0
  var auditMs: Double?
  var auditLayoutsMs: Double?
  var loadMs = 0.0
  /// Importing a 1 MB storyboard and 100 SwiftUI files (SPEC §22).
  var importMs: Double?
  /// Importing a whole synthetic app of 200 Swift files and a 2 MB storyboard (issue 24).
  var importAppMs: Double?
  /// Foundation's `JSONSerialization.jsonObject(with:)` on the same bytes, timed in
  /// alternation with the load, and the median of the per-run ratios load / Foundation.
  var foundationParseMs: Double?
  var loadRatio: Double?
  var scalingCommands: [(size: Int, ns: Double, ratio: Double?)] = []
  var scalingDepth: [(size: Int, ns: Double, ratio: Double?)] = []
  /// The same sizes on the uncached path (`dispatch_uncached_ns`).
  var uncachedCommands: [(size: Int, ns: Double, ratio: Double?)] = []
  var uncachedDepth: [(size: Int, ns: Double, ratio: Double?)] = []
  /// The figures with ratio targets, each over the floor timed in alternation with it (see
  /// `FloorProbe`); `nil` where not measured.
  var dispatchHitRatio: Double?
  var menuValidateRatio: Double?
  var focusChangeRatio: Double?
  var peakRSS: Double?
  var configuration: Configuration
  var sceneFile = SceneFileStats()
}

struct Runner {
  var configuration: Configuration
  var verbose: Bool
  var only: String?

  /// Whether `figure` is measured: every figure, or those whose names contain one of the
  /// comma-separated texts of `--only`.
  func wants(_ figure: String) -> Bool {
    guard let only else { return true }
    return only.split(separator: ",").contains { figure.contains($0) }
  }

  func progress(_ text: String) {
    if verbose { FileHandle.standardError.write(Data("· \(text)\n".utf8)) }
  }

  func run() -> Results {
    let reps = configuration.reps
    var results = Results(configuration: configuration)
    progress("building the \(configuration.main.commands)-command app")
    let main = SyntheticAppBuilder.build(configuration.main)
    progress("floor, dispatch, resolution, focus, menu")
    let floor = Measurements.floorProbe(main, reps)
    if wants("dispatch_hit_ns") {
      let timing = Measurements.dispatchHit(main, reps, against: floor)
      (results.dispatchHit, results.dispatchHitRatio) = (timing.ns, timing.ratio)
      // `floor_ns` is the floor timed in alternation with `dispatch_hit_ns`, so that the
      // two can be divided; on its own only when the press is not measured.
      if wants("floor_ns") { results.floor = timing.floorNs ?? 0 }
    } else if wants("floor_ns") {
      results.floor = Measurements.floor(floor, reps)
    }
    if wants("dispatch_uncached_ns") {
      let timing = Measurements.dispatchUncached(main, reps, against: floor)
      (results.dispatchUncached, results.dispatchUncachedRatio) = (timing.ns, timing.ratio)
    }
    if wants("dispatch_control_ns") {
      progress("in-window control")
      var shape = configuration.main
      shape.controls = true
      let timing = Measurements.dispatchControl(
        SyntheticAppBuilder.build(shape), reps, against: floor)
      (results.dispatchControl, results.dispatchControlRatio) = (timing.ns, timing.ratio)
    }
    if wants("dispatch_miss_ns") { results.dispatchMiss = Measurements.dispatchMiss(main, reps) }
    if wants("resolve_ns") { results.resolve = Measurements.resolve(main, reps) }
    if wants("resolve_keypath_ns") {
      results.resolveKeyPath = Measurements.resolveKeyPath(main, reps)
    }
    if wants("focus_change_ns") {
      let timing = Measurements.focusChange(main, reps, against: floor)
      (results.focusChange, results.focusChangeRatio) = (timing.ns, timing.ratio)
    }
    if wants("dispatch_after_change_ns") {
      results.dispatchAfterChange = Measurements.dispatchAfterChange(main, reps)
    }
    if wants("menu_validate_ns_per_command") {
      let timing = Measurements.menuValidatePerCommand(main, reps, against: floor)
      (results.menuValidatePerCommand, results.menuValidateRatio) = (timing.ns, timing.ratio)
    }

    // One app per size serves the cached and the uncached run.
    let cachedCommands = wants("scaling_commands")
    let uncachedCommands = wants("scaling_uncached_commands")
    for commands in configuration.scalingCommands where cachedCommands || uncachedCommands {
      progress("scaling: \(commands) commands")
      var shape = configuration.main
      shape.commands = commands
      let bench = shape.commands == main.shape.commands ? main : SyntheticAppBuilder.build(shape)
      if cachedCommands {
        let timing = Measurements.dispatchHit(bench, reps, against: floor)
        results.scalingCommands.append((commands, timing.ns, timing.ratio))
      }
      if uncachedCommands {
        let timing = Measurements.dispatchUncached(bench, reps, against: floor)
        results.uncachedCommands.append((commands, timing.ns, timing.ratio))
      }
    }
    let cachedDepth = wants("scaling_depth")
    let uncachedDepth = wants("scaling_uncached_depth")
    for depth in configuration.scalingDepths where cachedDepth || uncachedDepth {
      progress("scaling: depth \(depth)")
      var shape = configuration.main
      shape.depth = depth
      let bench = shape.depth == main.shape.depth ? main : SyntheticAppBuilder.build(shape)
      if cachedDepth {
        let timing = Measurements.dispatchHit(bench, reps, against: floor)
        results.scalingDepth.append((depth, timing.ns, timing.ratio))
      }
      if uncachedDepth {
        let timing = Measurements.dispatchUncached(bench, reps, against: floor)
        results.uncachedDepth.append((depth, timing.ns, timing.ratio))
      }
    }

    if wants("audit_ms") {
      progress("audit")
      results.auditMs = AuditAndLoadBenchmarks.auditMilliseconds(reps)
    }
    if wants("audit_layouts_ms") {
      progress("audit on every keyboard layout")
      results.auditLayoutsMs = AuditAndLoadBenchmarks.auditLayoutsMilliseconds(reps)
    }
    if wants("load_ms") || wants("load_ratio") {
      progress("load a \(configuration.sceneFileBytes)-byte scene file")
      let load = AuditAndLoadBenchmarks.loadMilliseconds(reps, bytes: configuration.sceneFileBytes)
      results.loadMs = load.ms
      (results.foundationParseMs, results.loadRatio) = (load.foundationMs, load.ratio)
      results.sceneFile = load.file
    }
    if wants("import_ms") {
      progress(
        "import a \(configuration.importBytes)-byte storyboard and "
          + "\(configuration.importSwiftFiles) Swift files")
      results.importMs = ImportBenchmarks.importMilliseconds(
        reps, bytes: configuration.importBytes, swiftFiles: configuration.importSwiftFiles)
    }
    if wants("import_app_ms") {
      progress(
        "import an app folder: \(configuration.importAppSwiftFiles) Swift files and a "
          + "\(configuration.importAppBytes)-byte storyboard")
      results.importAppMs = ImportAppBenchmark.milliseconds(
        reps, swiftFiles: configuration.importAppSwiftFiles,
        storyboardBytes: configuration.importAppBytes)
    }
    if wants("peak_rss_mb") {
      progress("peak RSS: \(configuration.rssCommands) commands, \(configuration.rssNodes) nodes")
      results.peakRSS = RSSProbe.measure(
        commands: configuration.rssCommands, nodes: configuration.rssNodes)
    }
    return results
  }
}

/// Peak memory of an app, measured in a child process so nothing else the benchmark
/// allocated counts: the child builds the app, presses a key, validates the menu bar and
/// prints its `VmHWM`.
enum RSSProbe {
  static func shape(commands: Int, nodes: Int) -> AppShape {
    AppShape(commands: commands, nodesPerWindow: max(200, nodes / 8))
  }

  static func runChild(_ sizes: [Int]) {
    guard sizes.count == 2 else { fail("--rss-probe COMMANDS NODES") }
    var bench = SyntheticAppBuilder.build(shape(commands: sizes[0], nodes: sizes[1]))
    let result = bench.app.press(bench.hitShortcut)
    precondition(result.kind == .performed, "rss probe: press")
    let menus = bench.app.validatedMenuBar()
    // The declared commands and the platform's default items (SPEC §14).
    precondition(bench.app.declaredCommands.count == sizes[0], "rss probe: commands")
    precondition(
      menus.reduce(0) { $0 + $1.items.count } == bench.app.commands.count, "rss probe: menu")
    blackHole(menus)
    guard let peak = peakResidentMegabytes() else { fail("no /proc/self/status") }
    print(peak)
    blackHole(bench)
  }

  static func measure(commands: Int, nodes: Int) -> Double? {
    let executable =
      (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe"))
      ?? CommandLine.arguments[0]
    let process = Process()
    process.executableURL = URL(fileURLWithPath: executable)
    process.arguments = ["--rss-probe", "\(commands)", "\(nodes)"]
    let pipe = Pipe()
    process.standardOutput = pipe
    do {
      try process.run()
    } catch {
      fail("cannot start the RSS probe: \(error)")
    }
    let output = pipe.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    guard process.terminationStatus == 0 else {
      fail("the RSS probe exited with status \(process.terminationStatus)")
    }
    let text = String(decoding: output, as: UTF8.self).trimmingCharacters(
      in: .whitespacesAndNewlines)
    return Double(text)
  }
}
