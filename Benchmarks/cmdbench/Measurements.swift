// cmdbench: the per-operation measurements on a synthetic app (nanoseconds per operation).

import CommandKitLite
import Synchronization

enum Measurements {
  /// A bare `Dictionary` lookup of a shortcut among as many shortcuts as the app binds: the
  /// floor that the other figures are read against.
  static func floorProbe(_ bench: SyntheticApp, _ reps: Repetitions) -> FloorProbe {
    var table: [KeyboardShortcut: Int] = [bench.hitShortcut: -1]
    for (index, shortcut) in SyntheticAppBuilder.shortcutPool.enumerated() {
      table[shortcut] = index
    }
    // Two keys in turn, so the lookup cannot be hoisted out of the loop.
    let probes = [bench.hitShortcut, SyntheticAppBuilder.shortcutPool[7]]
    return FloorProbe(batch: reps.batch(250_000)) { [table] count in
      var sum = 0
      for index in 0..<count {
        guard let found = table[probes[index & 1]] else { preconditionFailure("floor: missing") }
        sum &+= found
      }
      precondition(sum != Int.min)
      blackHole(sum)
    }
  }

  /// `floor_ns` on its own.
  static func floor(_ probe: FloorProbe, _ reps: Repetitions) -> Double {
    measureNanoseconds(batch: reps.batch(1_000_000), runs: reps.runs, probe.run)
  }

  /// One key press resolving to the hit command, performed (its action runs).
  static func dispatchHit(
    _ bench: SyntheticApp, _ reps: Repetitions, against floor: FloorProbe,
    batch: Int = 100_000
  ) -> Timing {
    var app = bench.app
    let shortcut = bench.hitShortcut
    let command = bench.hitCommand
    let before = bench.counter.count.load(ordering: .relaxed)
    var presses = 0
    let figure = measure(batch: reps.batch(batch), runs: reps.runs, against: floor) { count in
      for _ in 0..<count {
        let result = app.press(shortcut)
        precondition(result.performedCommand == command, "dispatch hit")
        blackHole(result)
      }
      presses += count
    }
    let last = app.press(shortcut)
    precondition(
      last.provider == .node(bench.publisher),
      "dispatch hit: provider \(String(describing: last.provider))")
    precondition(
      bench.counter.count.load(ordering: .relaxed) - before == presses + 1,
      "dispatch hit: every press must perform the command")
    return figure
  }

  /// A press of the hit shortcut in a state the resolution cache has not seen: each press
  /// follows a change of an app value no command reads (`benchTick`, set to 0 and 1 in
  /// turn), which invalidates the cache. The change is timed on its own in alternation
  /// with change + press, and subtracted (see `measureDifference`).
  static func dispatchUncached(
    _ bench: SyntheticApp, _ reps: Repetitions, against floor: FloorProbe,
    batch: Int = 50_000
  ) -> Timing {
    var app = bench.app
    let shortcut = bench.hitShortcut
    let command = bench.hitCommand
    let publisher = Provider.node(bench.publisher)
    let before = bench.counter.count.load(ordering: .relaxed)
    var presses = 0
    let figure = measureDifference(
      batch: reps.batch(batch), runs: reps.runs, against: floor,
      base: { count in
        for index in 0..<count { app.setAppValue(index & 1, named: "benchTick") }
        precondition(app.resolve(BenchTargetKey.self)?.provider == publisher, "uncached: base")
      },
      { count in
        for index in 0..<count {
          app.setAppValue(index & 1, named: "benchTick")
          let result = app.press(shortcut)
          precondition(
            result.performedCommand == command
              && result.provider == publisher, "dispatch uncached")
          blackHole(result)
        }
        presses += count
      })
    precondition(
      bench.counter.count.load(ordering: .relaxed) - before == presses,
      "dispatch uncached: every press must perform the command")
    return figure
  }

  /// A press of Return that ends at an in-window control (SPEC §16) deep in the key window:
  /// the default button on `b<depth>`, off the focus chain. Return has no ⌘ or ⌃, so under
  /// AppKit the focus chain is asked first (it has no handler for it), then the controls,
  /// found through the window's index of controls by shortcut (a walk from the root would
  /// pass hundreds of nodes first); no menu command is bound to Return.
  static func dispatchControl(
    _ bench: SyntheticApp, _ reps: Repetitions, against floor: FloorProbe,
    batch: Int = 100_000
  ) -> Timing {
    var app = bench.app
    let shortcut = SyntheticAppBuilder.controlShortcut
    let before = bench.counter.count.load(ordering: .relaxed)
    var presses = 0
    let figure = measure(batch: reps.batch(batch), runs: reps.runs, against: floor) { count in
      for _ in 0..<count {
        let result = app.press(shortcut)
        precondition(result.kind == .control, "dispatch control: \(result.outcome)")
        blackHole(result)
      }
      presses += count
    }
    let last = app.press(shortcut)
    precondition(
      last.node == bench.controlNode && last.control == SyntheticAppBuilder.controlTitle
        && last.action == "confirm",
      "dispatch control: \(String(describing: last.node)) \(String(describing: last.control))")
    precondition(
      bench.counter.count.load(ordering: .relaxed) - before == presses + 1,
      "dispatch control: every press must run the control's action")
    return figure
  }

  /// A key press that nothing handles.
  static func dispatchMiss(_ bench: SyntheticApp, _ reps: Repetitions) -> Double {
    var app = bench.app
    let shortcut = bench.missShortcut
    return measureNanoseconds(batch: reps.batch(200_000), runs: reps.runs) { count in
      for _ in 0..<count {
        let result = app.press(shortcut)
        precondition(result.kind == .unhandled, "dispatch miss: \(result.outcome)")
        blackHole(result)
      }
    }
  }

  /// One typed resolution (`resolve(BenchTargetKey.self)`) from the deep focused node.
  static func resolve(_ bench: SyntheticApp, _ reps: Repetitions) -> Double {
    let app = bench.app
    let expected = Provider.node(bench.publisher)
    precondition(app.resolve(BenchTargetKey.self)?.provider == expected, "resolve: provider")
    return measureNanoseconds(batch: reps.batch(200_000), runs: reps.runs) { count in
      for _ in 0..<count {
        guard let found = app.resolve(BenchTargetKey.self) else {
          preconditionFailure("resolve: nothing resolved")
        }
        precondition(found.value == "target", "resolve: wrong value")
        blackHole(found)
      }
    }
  }

  /// The same resolution through the key path accessor (`resolve(\.benchTarget)`).
  static func resolveKeyPath(_ bench: SyntheticApp, _ reps: Repetitions) -> Double {
    let app = bench.app
    return measureNanoseconds(batch: reps.batch(200_000), runs: reps.runs) { count in
      for _ in 0..<count {
        guard let found = app.resolve(\.benchTarget) else {
          preconditionFailure("resolve key path: nothing resolved")
        }
        precondition(found.value == "target", "resolve key path: wrong value")
        blackHole(found)
      }
    }
  }

  /// Focus moves between the two deep leaves; each move is followed by the resolution it
  /// enables, so any work a design defers to the next resolution is counted here.
  static func focusChange(_ bench: SyntheticApp, _ reps: Repetitions, against floor: FloorProbe)
    -> Timing
  {
    let targets = [bench.focusB, bench.focusA]
    return measure(batch: reps.batch(100_000), runs: reps.runs, against: floor) { count in
      // A local variable: a captured one would be copied whole (every array retained) by
      // each call of a non-mutating method such as `resolve`, which is not the library's
      // work. (The copy made here is shared until the first focus change.)
      var app = bench.app
      for index in 0..<count {
        do {
          try app.focus(targets[index & 1])
        } catch {
          fail("focus change: \(error)")
        }
        guard let found = app.resolve(BenchTargetKey.self) else {
          preconditionFailure("focus change: nothing resolved")
        }
        precondition(found.value == "target", "focus change: wrong value")
        blackHole(found)
      }
      precondition(app.focusedPath == targets[(count - 1) & 1], "focus change: focus")
    }
  }

  /// A focus change followed by a press of the hit shortcut: every press meets a new state,
  /// so the resolution cache a press keeps has nothing for it. Shows what `dispatch_hit_ns`
  /// (repeated presses in one state) leaves out; it has no target of its own.
  static func dispatchAfterChange(_ bench: SyntheticApp, _ reps: Repetitions) -> Double {
    let targets = [bench.focusB, bench.focusA]
    let shortcut = bench.hitShortcut
    let command = bench.hitCommand
    return measureNanoseconds(batch: reps.batch(100_000), runs: reps.runs) { count in
      var app = bench.app  // local, as in `focusChange`
      for index in 0..<count {
        do {
          try app.focus(targets[index & 1])
        } catch {
          fail("dispatch after change: \(error)")
        }
        let result = app.press(shortcut)
        precondition(result.performedCommand == command, "after change")
        precondition(result.provider == .node(bench.publisher), "after change: provider")
        blackHole(result)
      }
    }
  }

  /// Validating the whole menu bar, per command.
  static func menuValidatePerCommand(
    _ bench: SyntheticApp, _ reps: Repetitions, against floor: FloorProbe
  ) -> Timing {
    let app = bench.app
    let commands = app.commands.count
    let batch = max(1, reps.batch(1_000_000) / commands)
    var last: [ValidatedMenu] = []
    let perMenuBar = measure(batch: batch, runs: reps.runs, against: floor) { count in
      for _ in 0..<count {
        let menus = app.validatedMenuBar()
        var items = 0
        for menu in menus { items += menu.items.count }
        precondition(items == commands, "menu validate: \(items) items for \(commands) commands")
        blackHole(menus)
        last = menus
      }
    }
    let enabled = last.reduce(0) { $0 + $1.items.filter(\.isEnabled).count }
    precondition(enabled > 0 && enabled < commands, "menu validate: \(enabled) enabled")
    let hit = app.validate(bench.hitCommand)
    precondition(hit?.isEnabled == true && hit?.provider == .node(bench.publisher), "menu: hit")
    return Timing(
      ns: perMenuBar.ns / Double(commands), ratio: perMenuBar.ratio.map { $0 / Double(commands) })
  }
}
