// cmdbench: instructions per operation, counted by callgrind in a child process.
//
// Times move with the machine's load and its speed state; instruction counts do not. Where
// valgrind is installed, `cmdbench` runs itself under `valgrind --tool=callgrind` with
// collection off, and the child switches it on only inside `instructionCountedRegion`
// (`--toggle-collect`), dumping the count after each region (`--dump-after`): one dump per
// figure, in the order the child runs them. Hashing is made deterministic
// (`SWIFT_DETERMINISTIC_HASHING`), so two runs of one binary give the same counts.

import CommandKitLite
import Foundation

/// Instructions per operation of the press, resolution, focus and menu figures.
struct InstructionCounts {
  /// Per figure, instructions per operation, in the order the child measured them.
  var perOperation: [(figure: String, instructions: Double)]

  /// The count for `figure`, if measured.
  subscript(figure: String) -> Double? {
    perOperation.first { $0.figure == figure }?.instructions
  }

  /// The figures, in the order the child measures them and dumps their counts. The
  /// uncached press is measured as change + press, and its change alone, as in the timed
  /// figure; `dispatch_uncached` is their difference.
  static let regions = [
    "floor", "dispatch_hit", "dispatch_repeat", "uncached_change_and_press", "uncached_change",
    "dispatch_control", "dispatch_miss", "resolve", "focus_change", "menu_validate_per_command",
  ]

  /// Operations per region: enough that the loop's own overhead and the first press's
  /// misses do not show, few enough that the child stays quick under callgrind.
  static func operations(smoke: Bool) -> Int { smoke ? 20 : 2_000 }

  /// The mangled name of ``instructionCountDump()``: `--dump-before` takes no pattern.
  /// Should it change, the parent finds no dumps and says so.
  static let dumpSymbol = "$s8cmdbench20instructionCountDumpyyF"

  /// The path of `valgrind` on `PATH`, if any.
  static var valgrind: String? {
    let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
    for directory in path.split(separator: ":") {
      let candidate = "\(directory)/valgrind"
      if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
    }
    return nil
  }

  /// Runs the child under callgrind and reads its dumps; `nil` without valgrind.
  static func measure(shape: AppShape, smoke: Bool) -> InstructionCounts? {
    guard let valgrind else { return nil }
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
      "cmdbench-callgrind-\(ProcessInfo.processInfo.processIdentifier)")
    do {
      try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    } catch {
      fail("cannot create \(directory.path): \(error)")
    }
    defer { try? FileManager.default.removeItem(at: directory) }
    let output = directory.appendingPathComponent("callgrind.out").path
    let process = Process()
    process.executableURL = URL(fileURLWithPath: valgrind)
    process.arguments = [
      "--tool=callgrind", "--collect-atstart=no", "--toggle-collect=*instructionCountedRegion*",
      "--dump-before=\(dumpSymbol)", "--callgrind-out-file=\(output)",
      ownExecutable, "--instructions-probe", "\(shape.commands)", "\(shape.depth)",
      "\(operations(smoke: smoke))", smoke ? "smoke" : "full",
    ]
    var environment = ProcessInfo.processInfo.environment
    environment["SWIFT_DETERMINISTIC_HASHING"] = "1"
    process.environment = environment
    let pipe = Pipe()
    process.standardOutput = pipe
    process.standardError = FileHandle.nullDevice
    do {
      try process.run()
    } catch {
      fail("cannot start callgrind: \(error)")
    }
    let printed = pipe.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    // The child prints how many commands its menu bar validates.
    guard let menuCommands = Int(String(decoding: printed, as: UTF8.self).filter(\.isNumber)),
      menuCommands > 0
    else { fail("the instruction probe did not say how many commands it validated") }
    guard process.terminationStatus == 0 else {
      fail("the instruction probe under callgrind exited with \(process.terminationStatus)")
    }
    // One dump per region, numbered from 1 in the order they ran.
    var totals: [Double] = []
    for number in 1...regions.count {
      guard let text = try? String(contentsOfFile: "\(output).\(number)", encoding: .utf8),
        let total = callgrindTotal(text)
      else {
        fail(
          "callgrind wrote no count for \(regions[number - 1]) (is \(dumpSymbol) still the "
            + "mangled name of instructionCountDump?)")
      }
      totals.append(total)
    }
    let count = Double(operations(smoke: smoke))
    var perOperation = zip(regions, totals).map { ($0, $1 / count) }
    // The menu bar is validated `count / 100` times; per command.
    if let menu = perOperation.firstIndex(where: { $0.0 == "menu_validate_per_command" }) {
      let bars = Double(menuBars(operations: operations(smoke: smoke)))
      perOperation[menu].1 = totals[menu] / bars / Double(menuCommands)
    }
    let change = perOperation.first { $0.0 == "uncached_change" }?.1 ?? 0
    let both = perOperation.first { $0.0 == "uncached_change_and_press" }?.1 ?? 0
    perOperation.append(("dispatch_uncached", both - change))
    return InstructionCounts(perOperation: perOperation)
  }

  static func menuBars(operations: Int) -> Int { max(1, operations / 100) }

  /// The `summary:` (or `totals:`) line of a callgrind dump: the instructions collected.
  static func callgrindTotal(_ text: String) -> Double? {
    for line in text.split(separator: "\n")
    where line.hasPrefix("summary:") || line.hasPrefix("totals:") {
      if let field = line.split(separator: " ").dropFirst().first, let value = Double(field) {
        return value
      }
    }
    return nil
  }

  static var ownExecutable: String {
    (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe"))
      ?? CommandLine.arguments[0]
  }

  // MARK: The child

  /// Runs each region once after an uncounted warm-up of the same work, checking every
  /// result as the timed figures do. Arguments: commands, depth, operations, smoke|full.
  static func runChild(_ arguments: [String]) {
    guard arguments.count == 4, let commands = Int(arguments[0]), let depth = Int(arguments[1]),
      let count = Int(arguments[2])
    else { fail("--instructions-probe COMMANDS DEPTH OPERATIONS smoke|full") }
    var shape =
      arguments[3] == "smoke"
      ? AppShape(commands: commands, windows: 8, depth: depth, nodesPerWindow: 100)
      : AppShape(commands: commands, depth: depth)
    let bench = SyntheticAppBuilder.build(shape)
    shape.controls = true
    let controls = SyntheticAppBuilder.build(shape)
    for region in regions {
      // Each region's app is its own copy, made before the region and made unique by the
      // warm-up run, so the counted run copies nothing. A local variable passed `inout`: a
      // non-mutating call on a captured variable would copy the whole app first.
      var app = region == "dispatch_control" ? controls.app : bench.app
      let work = ChildWork.make(region, bench: bench, count: count)
      work(&app)  // warm-up, not counted
      instructionCountedRegion { work(&app) }
      instructionCountDump()
    }
    // The menu bar's commands: the declared ones and the platform's default items.
    print(bench.app.commands.count)
  }
}

/// The region callgrind counts: the only function whose name matches the toggle's pattern
/// (the optimizer may specialize it for its closure under a longer name, which the pattern
/// still matches).
@inline(never)
func instructionCountedRegion(_ work: () -> Void) {
  work()
}

/// Called after each region: callgrind dumps the count collected since the last dump when
/// it enters this function (`--dump-before` takes an exact name, no pattern).
@inline(never) @_optimize(none)
func instructionCountDump() {}

/// The work of each counted region, checked as in `Measurements`.
private enum ChildWork {
  static func make(_ region: String, bench: SyntheticApp, count: Int) -> (inout App) -> Void {
    let hit = [bench.hitShortcut, bench.otherHitShortcut]
    let hitCommands = [bench.hitCommand, bench.otherHitCommand]
    let publisher = Provider.node(bench.publisher)
    switch region {
    case "floor":
      var table: [KeyboardShortcut: Int] = [bench.hitShortcut: -1]
      for (index, shortcut) in SyntheticAppBuilder.shortcutPool.enumerated() {
        table[shortcut] = index
      }
      let probes = [bench.hitShortcut, SyntheticAppBuilder.shortcutPool[7]]
      return { [table] _ in
        var sum = 0
        for index in 0..<count {
          guard let found = table[probes[index & 1]] else { preconditionFailure("floor") }
          sum &+= found
        }
        blackHole(sum)
      }
    case "dispatch_hit":
      return { app in
        for index in 0..<count {
          let result = app.press(hit[index & 1])
          precondition(result.performedCommand == hitCommands[index & 1], "dispatch hit")
          blackHole(result)
        }
      }
    case "dispatch_repeat":
      return { app in
        for _ in 0..<count {
          let result = app.press(hit[0])
          precondition(result.performedCommand == hitCommands[0], "dispatch repeat")
          blackHole(result)
        }
      }
    case "uncached_change_and_press":
      return { app in
        for index in 0..<count {
          app.setAppValue(index & 1, named: "benchTick")
          let result = app.press(hit[0])
          precondition(
            result.performedCommand == hitCommands[0] && result.provider == publisher,
            "dispatch uncached")
          blackHole(result)
        }
      }
    case "uncached_change":
      return { app in
        for index in 0..<count { app.setAppValue(index & 1, named: "benchTick") }
        precondition(app.resolve(BenchTargetKey.self)?.provider == publisher, "uncached: base")
      }
    case "dispatch_control":
      let keys = [SyntheticAppBuilder.controlShortcut, SyntheticAppBuilder.cancelShortcut]
      return { app in
        for index in 0..<count {
          let result = app.press(keys[index & 1])
          precondition(result.kind == .control, "dispatch control")
          blackHole(result)
        }
      }
    case "dispatch_miss":
      return { app in
        for _ in 0..<count {
          let result = app.press(bench.missShortcut)
          precondition(result.kind == .unhandled, "dispatch miss")
          blackHole(result)
        }
      }
    case "resolve":
      return { app in
        for _ in 0..<count {
          guard let found = app.resolve(BenchTargetKey.self) else {
            preconditionFailure("resolve")
          }
          precondition(found.value == "target", "resolve")
          blackHole(found)
        }
      }
    case "focus_change":
      let targets = [bench.focusB, bench.focusA]
      return { app in
        for index in 0..<count {
          do { try app.focus(targets[index & 1]) } catch { fail("focus change: \(error)") }
          guard let found = app.resolve(BenchTargetKey.self) else {
            preconditionFailure("focus change")
          }
          blackHole(found)
        }
      }
    case "menu_validate_per_command":
      let commands = bench.app.commands.count
      return { app in
        for _ in 0..<InstructionCounts.menuBars(operations: count) {
          let menus = app.validatedMenuBar()
          precondition(menus.reduce(0) { $0 + $1.items.count } == commands, "menu validate")
          blackHole(menus)
        }
      }
    default:
      fail("no instruction region \(region)")
    }
  }
}
