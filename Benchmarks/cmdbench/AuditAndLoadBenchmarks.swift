// cmdbench: the heavy, whole-app figures (milliseconds): the shortcut audit and scene-file
// loading. Kept in their own file so the audit can be wired in when it is merged.

import CommandKitAudit
import CommandKitLite
import Foundation

enum AuditAndLoadBenchmarks {
  /// The audited app: 1,000 commands over 4 templates of 1,250 nodes (5,000 nodes).
  static let auditShape = AppShape(
    commands: 1_000, templates: 4, windows: 4, depth: 64, nodesPerWindow: 1_250)

  /// The full audit of the `auditShape` app (1,000 commands, 5,000 nodes).
  static func auditMilliseconds(_ reps: Repetitions) -> Double? {
    do {
      var app = SyntheticAppBuilder.build(auditShape).app
      // Two commands enabled together on one shortcut, so the audit has something to find.
      do {
        try app.register([
          Command(
            id: "bench.dupA", title: "Dup A", menu: "Edit",
            shortcut: SyntheticAppBuilder.shortcut("ctrl+opt+cmd+z"), requires: "key1"),
          Command(
            id: "bench.dupB", title: "Dup B", menu: "Edit",
            shortcut: SyntheticAppBuilder.shortcut("ctrl+opt+cmd+z"), requires: "key1"),
        ])
      } catch {
        fail("audit app: \(error)")
      }
      let audited = app
      return measureMilliseconds(runs: reps.heavyRuns) {
        let report = ShortcutAudit(app: audited).run()
        precondition(!report.findings.isEmpty, "audit: the seeded ambiguity was not found")
        blackHole(report)
      }
    }
  }

  /// The same audit with every keyboard layout requested (SPEC §21, `--layouts all`).
  /// Some commands are made `custom` so that the layout rules have collisions to find.
  static func auditLayoutsMilliseconds(_ reps: Repetitions) -> Double? {
    var app = SyntheticAppBuilder.build(auditShape).app
    do {
      try app.register([
        Command(
          id: "bench.layoutThree", title: "Three", menu: "View",
          shortcut: KeyboardShortcut("3", localization: .custom))
      ])
    } catch {
      fail("audit app: \(error)")
    }
    let audited = app
    return measureMilliseconds(runs: reps.heavyRuns) {
      var audit = ShortcutAudit(app: audited)
      audit.layouts = KeyboardLayout.all
      let report = audit.run()
      precondition(
        report.findings.contains { $0.kind == .layoutCollision },
        "audit_layouts: the seeded fr screenshot collision was not found")
      blackHole(report)
    }
  }

  /// Decoding a generated scene file of at least `bytes` bytes (SPEC §9), and Foundation's
  /// `JSONSerialization` parsing the same bytes, timed in alternation with it (each run
  /// times one Foundation parse, then one load): `ratio` is the median of the per-run
  /// ratios load / Foundation.
  static func loadMilliseconds(_ reps: Repetitions, bytes: Int) -> (
    ms: Double, foundationMs: Double, ratio: Double, file: SceneFileStats
  ) {
    let (data, stats) = SceneFileGenerator.generate(atLeast: bytes)
    // Decode once outside the timing: the file must be valid and complete.
    do {
      let scene = try SceneFile.decode(data)
      precondition(scene.app.declaredCommands.count == stats.commands, "load: command count")
      precondition(scene.app.templates.count == stats.templates, "load: template count")
      precondition(scene.app.windows.count == stats.windows, "load: window count")
    } catch {
      let lines = error.errors.prefix(5).map { "  \($0)" }.joined(separator: "\n")
      fail("the generated scene file does not load (\(error.errors.count) errors):\n\(lines)")
    }
    let foundation = FloorProbe(batch: 1) { count in
      for _ in 0..<count {
        do {
          let object = try JSONSerialization.jsonObject(with: data)
          guard let top = object as? [String: Any], let commands = top["commands"] as? [Any],
            commands.count == stats.commands
          else { preconditionFailure("load: Foundation's parse lost the commands") }
          blackHole(object)
        } catch {
          fail("load: Foundation cannot parse the scene file: \(error)")
        }
      }
    }
    let timing = measure(batch: 1, runs: reps.heavyRuns, against: foundation) { count in
      for _ in 0..<count {
        do {
          let scene = try SceneFile.decode(data)
          precondition(scene.app.declaredCommands.count == stats.commands, "load: command count")
          blackHole(scene)
        } catch {
          fail("load: \(error)")
        }
      }
    }
    return (
      timing.ns / 1_000_000, (timing.floorNs ?? .nan) / 1_000_000, timing.ratio ?? .nan, stats
    )
  }
}

/// What a generated scene file holds.
struct SceneFileStats {
  var bytes = 0
  var commands = 0
  var templates = 0
  var nodes = 0
  var windows = 0
}

/// Writes a valid scene file (SPEC §9) of a given size: many commands and templates with
/// deep node trees that use every node field.
enum SceneFileGenerator {
  static let templateDepth = 48
  static let nodesPerTemplate = 1_500

  static func generate(atLeast bytes: Int) -> (Data, SceneFileStats) {
    var stats = SceneFileStats()
    let commandCount = max(20, bytes / 1_000)
    var text = "{\"app\": \"Bench\", \"platform\": \"macOS\", \"appValues\": {\"store\": \"s\"},\n"
    text += "\"commands\": [\n"
    let pool = SyntheticAppBuilder.shortcutPool
    let groups = [
      ("File", "newItem"), ("Edit", "pasteboard"), ("View", "sidebar"),
      ("Format", "textFormatting"),
    ]
    for index in 0..<commandCount {
      var fields = "\"id\": \"cmd.\(index)\", \"title\": \"Command \(index)\""
      if index % 3 == 0 {
        let (menu, group) = groups[index % groups.count]
        fields += ", \"menu\": \"\(menu)\", \"group\": \"\(group)\""
      } else {
        fields += ", \"menu\": \"Custom \(index % 9)\""
      }
      if index < pool.count { fields += ", \"shortcut\": \(quoted("\(pool[index])"))" }
      if index % 8 != 0 { fields += ", \"requires\": \"key\(index % 64)\"" }
      if index % 16 == 3 { fields += ", \"enabledIf\": \"nonEmpty\"" }
      if index % 50 == 7 { fields += ", \"checkedBy\": \"flag\"" }
      if index % 100 == 11 {
        fields += ", \"titleBy\": {\"key\": \"flag\", \"true\": \"Hide\", \"false\": \"Show\"}"
      }
      if index % 500 == 13 { fields += ", \"effect\": {\"toggle\": \"flag\"}" }
      text += "  {\(fields)}\(index == commandCount - 1 ? "" : ",")\n"
    }
    stats.commands = commandCount
    text += "],\n\"templates\": {\n"
    var templates: [String] = []
    while text.utf8.count + templates.reduce(0, { $0 + $1.utf8.count }) < bytes - 200 {
      let (json, nodes) = template(number: templates.count)
      templates.append(json)
      stats.nodes += nodes
    }
    text += templates.joined(separator: ",\n")
    stats.templates = templates.count
    stats.windows = min(8, templates.count)
    let windows = (0..<stats.windows).map {
      "{\"template\": \"t\($0)\", \"id\": \"w\($0)\", \"focus\": \"n\(templateDepth)\"}"
    }
    text += "\n},\n\"windows\": [\(windows.joined(separator: ", "))]\n}\n"
    let data = Data(text.utf8)
    stats.bytes = data.count
    return (data, stats)
  }

  /// `text` as a JSON string. A shortcut's text can contain `"` or `\` (SPEC §19 writes
  /// shift+' as the one shortcut `"`).
  static func quoted(_ text: String) -> String {
    "\""
      + text.replacingOccurrences(of: "\\", with: "\\\\")
      .replacingOccurrences(of: "\"", with: "\\\"") + "\""
  }

  /// One template: a chain `n0`…`n<depth>` with leaf rows hanging off every chain node.
  static func template(number: Int) -> (String, Int) {
    let rowsPerLevel = (nodesPerTemplate - templateDepth - 1) / (templateDepth + 1)
    var row = 0
    func rows() -> String {
      (0..<rowsPerLevel).map { _ in
        defer { row += 1 }
        return rowNode(row)
      }.joined(separator: ", ")
    }
    var node =
      "{\"id\": \"n\(templateDepth)\", \"role\": \"editor\", \"focusable\": true, "
      + "\"values\": {\"key\(templateDepth % 64)\": \"leaf\"}, \"children\": [\(rows())]}"
    for level in stride(from: templateDepth - 1, through: 0, by: -1) {
      let handler = level % 8 == 4 ? ", \"keys\": [{\"shortcut\": \"up\", \"action\": \"up\"}]" : ""
      node =
        "{\"id\": \"n\(level)\", \"role\": \"group\", "
        + "\"values\": {\"key\(level % 64)\": \"level \(level)\"}\(handler), "
        + "\"children\": [\(rows()), \(node)]}"
    }
    let json =
      "\"t\(number)\": {\"kind\": \"document\", \"title\": \"Doc \(number)\", "
      + "\"sceneValues\": {\"flag\": true}, \"focus\": \"n\(templateDepth)\", \"root\": \(node)}"
    return (json, templateDepth + 1 + row)
  }

  static func rowNode(_ index: Int) -> String {
    var fields = "\"id\": \"r\(index)\", \"role\": \"row\""
    if index % 2 == 0 { fields += ", \"focusable\": true" }
    if index % 3 == 0 { fields += ", \"values\": {\"key\(index % 64)\": \"row \(index)\"}" }
    if index % 25 == 0 { fields += ", \"textInput\": true, \"escape\": \"endEditing\"" }
    if index % 10 == 5 {
      fields +=
        ", \"selectable\": true, \"items\": [\"i1\", \"i2\", \"i3\"], \"selection\": [\"i1\"]"
        + ", \"contextMenu\": {\"empty\": [\"cmd.1\"], \"single\": [\"cmd.2\"], \"multiple\": [\"cmd.3\"]}"
    }
    if index % 7 == 0 { fields += ", \"actions\": [\"Open\", \"Pin\"]" }
    return "{\(fields)}"
  }
}
