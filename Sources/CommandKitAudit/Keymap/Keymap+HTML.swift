import CommandKitLite

extension Keymap {
  /// Pixels per key unit, and the gap between caps.
  private static let unit = 64.0
  private static let gap = 4.0

  /// The keymap as one self-contained HTML page (SPEC §23): inline SVG, one keyboard per
  /// modifier combination, an inline style sheet with light, dark
  /// (`prefers-color-scheme`) and print colours; no scripts, fonts or style sheets from
  /// elsewhere. Hovering a key shows everything about it (its SVG `<title>`): bindings and
  /// every context where they act, the system reservation, and the audit's findings. Below
  /// each keyboard a table lists the same for every key in use, in full, so nothing is
  /// only on hover and the page prints whole.
  ///
  /// Each bindable cap is a `<g>` with a `data-key` attribute (the key's name); classes
  /// `bound`, `reserved` (the system takes it: a hard reservation), `convention` (a
  /// conventional reservation the app's own item does not hold) and `conflict` mark what
  /// is on it, `held` the modifiers held.
  public var html: String {
    var page = """
      <!DOCTYPE html>
      <html lang="en">
      <head>
      <meta charset="utf-8">
      <meta name="viewport" content="width=device-width, initial-scale=1">
      <title>Keyboard map: \(Self.escape(appName)) on \(platform)</title>
      <style>\(Self.styleSheet)</style>
      </head>
      <body>
      <h1>Keyboard map: \(Self.escape(appName))</h1>
      <p class="about">\(platform), \(Self.escape(layout.name.uppercased())) layout. \
      \(keyboards.count) modifier combination\(keyboards.count == 1 ? "" : "s") in use. \
      Hover a key for its commands, where they are enabled, and the findings; the table \
      under each keyboard lists them all.</p>
      <p class="legend"><span class="swatch bound"></span> bound \
      <span class="swatch reserved"></span> taken by the system (the app never sees it) \
      <span class="swatch convention"></span> reserved by convention \
      <span class="swatch conflict"></span> conflict (audit finding) \
      <span class="swatch held"></span> modifier held. \
      The platform's own items (Quit, Close, Hide…) are the app's, not the system's.</p>

      """
    for (index, keyboard) in keyboards.enumerated() {
      page += section(keyboard, index: index)
    }
    if !leftOut.isEmpty {
      let names = leftOut.map { board in
        let items = board.entries.values.sorted { $0.key < $1.key }.flatMap(\.bindings)
          .map { "\($0.title) (\($0.detail))" }
        return "\(Self.combinationName(board.modifiers)): \(items.joined(separator: ", "))"
      }
      page +=
        "<p class=\"left-out\">Not drawn, as nothing on them is ever enabled: "
        + "\(Self.escape(names.joined(separator: "; "))).</p>\n"
    }
    if !offLayout.isEmpty {
      page += "<section>\n<h2>Not on a key of this keyboard</h2>\n<table>\n"
      for apart in offLayout {
        let text = apart.bindings.map { "\($0.title) (\($0.detail))" }.joined(separator: "; ")
        page +=
          "<tr><th>\(Self.escape(apart.shortcut.glyphs))</th><td>\(Self.escape(text))</td>"
          + "<td>\(Self.escape(why(apart)))</td></tr>\n"
      }
      page += "</table>\n</section>\n"
    }
    page += "</body>\n</html>\n"
    return page
  }

  /// Why a shortcut is not on a key, in a sentence.
  func why(_ apart: Apart) -> String {
    let name = layout.name
    switch apart.reason {
    case .noKey:
      return "no such key on this keyboard"
    case .remapped:
      let how =
        apart.typing?.keys.map { "\(name) types it \($0), with an extra modifier" }
        ?? "\(name) has no single key press for it"
      return "\(apart.shortcut.localization): \(how), so the system remaps it to a key "
        + "Apple does not publish"
    case .unreachable:
      let dead = apart.typing?.deadKey.map {
        " (it needs the dead key \(layout.layout.spelling(of: $0)))"
      }
      return "custom: no single key press types it on \(name)" + (dead ?? "")
    }
  }

  private func section(_ keyboard: Keyboard, index: Int) -> String {
    let name = Self.combinationName(keyboard.modifiers)
    let width = (layout.keys.map { $0.x + $0.width }.max() ?? 1) * Self.unit
    let height = (layout.keys.map { $0.y + $0.height }.max() ?? 1) * Self.unit
    var svg = """
      <section>
      <h2 id="board\(index)">\(Self.escape(name))</h2>
      <svg xmlns="http://www.w3.org/2000/svg" class="keyboard" role="img" \
      aria-labelledby="board\(index)" viewBox="0 0 \(Self.number(width)) \(Self.number(height))">

      """
    for (keyIndex, key) in layout.keys.enumerated() {
      svg += cap(key, entry: keyboard.entries[keyIndex], held: keyboard.modifiers)
    }
    return svg + "</svg>\n" + list(keyboard) + "</section>\n"
  }

  /// Everything on the keyboard's keys in use, in full: per key its shortcut, each binding
  /// with every context where it acts, the reservation and the findings.
  private func list(_ keyboard: Keyboard) -> String {
    let entries = keyboard.entries.values.sorted { $0.key < $1.key }
    var rows = ""
    for entry in entries {
      var cells: [String] = []
      for binding in entry.bindings {
        let contexts = Self.contexts(binding)
        cells.append(
          "<li>\(Self.escape(binding.kind)) <b>\(Self.escape(binding.title))</b> "
            + "(\(Self.escape(binding.detail)))\(binding.isPlatformItem ? ", the platform's item" : ""): "
            + "\(Self.escape(contexts))</li>")
      }
      if let reservation = entry.reservation {
        cells.append("<li>\(Self.escape(reservationText(entry, reservation)))</li>")
      }
      for finding in entry.findings {
        cells.append(
          "<li class=\"finding\">\(finding.severity): \(Self.escape(finding.message))</li>")
      }
      rows +=
        "<tr><th>\(Self.escape(entry.shortcut.glyphs))</th>"
        + "<td><ul>\(cells.joined())</ul></td></tr>\n"
    }
    return "<table class=\"keys\">\n\(rows)</table>\n"
  }

  /// A reservation in words, saying whose the key is.
  private func reservationText(_ entry: Entry, _ reservation: Reservation) -> String {
    if entry.isTakenBySystem {
      return "taken by \(platform): \(reservation.use) (the app never sees this key)"
    }
    if entry.isReservationHeldByApp {
      return "the app's own item for what people expect here: \(reservation.use)"
    }
    return "reserved by convention on \(platform): \(reservation.use)"
  }

  private func cap(_ key: KeymapLayout.Key, entry: Entry?, held: EventModifiers) -> String {
    let width = key.width * Self.unit - Self.gap
    let height = key.height * Self.unit - Self.gap
    var classes = ["key"]
    var title: [String] = []
    if let modifier = key.modifier {
      classes.append(held.contains(modifier) ? "mod held" : "mod")
    } else if key.key == nil {
      classes.append("inert")
    }
    if let entry {
      title.append("\(entry.shortcut.glyphs) (\(entry.shortcut))")
      if !entry.bindings.isEmpty { classes.append("bound") }
      for binding in entry.bindings {
        title.append(
          "\(binding.kind) \(binding.title) (\(binding.detail)): \(Self.contexts(binding))")
      }
      if entry.shownReservation != nil {
        classes.append(entry.isTakenBySystem ? "reserved" : "convention")
      }
      if let reservation = entry.reservation {
        title.append(reservationText(entry, reservation))
      }
      if !entry.findings.isEmpty {
        classes.append("conflict")
        for finding in entry.findings { title.append("\(finding.severity): \(finding.message)") }
      }
    }
    let dataKey = key.key.map { " data-key=\"\(Self.escape($0.name))\"" } ?? ""
    var group =
      "<g class=\"\(classes.joined(separator: " "))\"\(dataKey) "
      + "transform=\"translate(\(Self.number(key.x * Self.unit)),\(Self.number(key.y * Self.unit)))\">"
    if !title.isEmpty { group += "<title>\(Self.escape(title.joined(separator: "\n")))</title>" }
    group += "<rect width=\"\(Self.number(width))\" height=\"\(Self.number(height))\" rx=\"6\"/>"
    let label = key.label.replacing("\n", with: " ")
    group +=
      "<text class=\"cap\" x=\"5\" y=\"\(key.height < 1 ? 13 : 14)\">\(Self.escape(label))</text>"
    guard let entry else { return group + "</g>\n" }
    // The regular size (9.5px, about 6px a character, 10px a line), or a smaller one
    // (7.5px: 5px, 8px) when the regular one cannot show everything.
    var fits = max(Int(width / 6.2), 4)
    var spacing = 10
    var lines = Self.capLines(entry, fits: fits)
    var room = max(Int((height - 18) / Double(spacing)), 0)
    var size = ""
    if lines.count > room {
      fits = max(Int(width / 5.0), 5)
      spacing = 8
      lines = Self.capLines(entry, fits: fits)
      room = max(Int((height - 18) / Double(spacing)), 0)
      size = " small"
    }
    // What still does not fit is in the tooltip and the table below: say so on the cap.
    let shown =
      lines.count <= room ? lines : Array(lines.prefix(max(room - 1, 0))) + [("more", "more ↓")]
    for (row, line) in shown.enumerated() {
      // A word longer than the cap is squeezed to fit, never cut.
      let squeeze =
        line.1.count > fits
        ? " textLength=\"\(Self.number(width - 10))\" lengthAdjust=\"spacingAndGlyphs\"" : ""
      group +=
        "<text class=\"\(line.0)\(size)\" x=\"5\" y=\"\(26 + row * spacing)\"\(squeeze)>"
        + "\(Self.escape(line.1))</text>"
    }
    return group + "</g>\n"
  }

  /// What a cap shows, line by line with each line's class: every binding's title wrapped
  /// at words to `fits` characters and where it acts, then the reservation it shows.
  private static func capLines(_ entry: Entry, fits: Int) -> [(String, String)] {
    var lines: [(String, String)] = []
    for binding in entry.bindings {
      lines += wrap(binding.title, to: fits).map { ("use", $0) }
      lines.append(("where", place(binding)))
    }
    if let reservation = entry.shownReservation {
      let label = entry.isTakenBySystem ? "system" : "usually"
      lines += wrap("\(label): \(reservation.use)", to: fits).map { ("sys", $0) }
    }
    return lines
  }

  /// Where a binding acts, briefly, for a cap: `everywhere`, `main/list`, `main/list +2`.
  /// The tooltip and the table list every context (``contexts(_:)``).
  static func place(_ binding: Binding) -> String {
    if binding.everywhere { return "everywhere" }
    guard let first = binding.contexts.first else {
      return binding.canAct ? "in its window" : "never enabled"
    }
    let more = binding.contexts.count - 1
    return more == 0 ? first : "\(first) +\(more)"
  }

  /// Every context where a binding acts, in words.
  static func contexts(_ binding: Binding) -> String {
    if binding.everywhere { return "enabled everywhere" }
    if binding.contexts.isEmpty {
      return binding.canAct ? "live in its window" : "never enabled"
    }
    let verb = binding.kind == "handler" ? "with focus in" : "enabled in"
    return "\(verb) \(binding.contexts.joined(separator: ", "))"
  }

  /// `text` in lines of at most `count` characters, broken at spaces only.
  static func wrap(_ text: String, to count: Int) -> [String] {
    var lines: [String] = []
    var line = ""
    for word in text.split(separator: " ") {
      if line.isEmpty {
        line = String(word)
      } else if line.count + 1 + word.count <= count {
        line += " " + word
      } else {
        lines.append(line)
        line = String(word)
      }
    }
    if !line.isEmpty { lines.append(line) }
    return lines
  }

  /// `⌘ Command`, `⇧⌘ Shift-Command`, `No modifiers`.
  static func combinationName(_ modifiers: EventModifiers) -> String {
    guard !modifiers.isEmpty else { return "No modifiers" }
    let names: [(EventModifiers, String)] = [
      (.function, "Fn"), (.control, "Control"), (.option, "Option"), (.shift, "Shift"),
      (.command, "Command"),
    ]
    let words = names.filter { modifiers.contains($0.0) }.map(\.1)
    return "\(modifiers.glyphs) \(words.joined(separator: "-"))"
  }

  static func number(_ value: Double) -> String {
    value == value.rounded() ? String(Int(value)) : String(value)
  }

  /// Escapes text for HTML and SVG content and attributes.
  static func escape(_ text: String) -> String {
    var escaped = ""
    for character in text {
      switch character {
      case "&": escaped += "&amp;"
      case "<": escaped += "&lt;"
      case ">": escaped += "&gt;"
      case "\"": escaped += "&quot;"
      case "'": escaped += "&#39;"
      default: escaped.append(character)
      }
    }
    return escaped
  }

  /// Light colours by default, dark ones when the system asks, black on white to print.
  static let styleSheet = """

    :root { color-scheme: light dark; --bg: #ffffff; --fg: #1d1d1f; --muted: #5f5f66;
      --key: #f5f5f7; --edge: #c7c7cc; --bound: #d9eaff; --bound-edge: #0a5fc2;
      --reserved: #e9e4d8; --conflict: #c9001a; --held: #3a3a3c; --held-fg: #ffffff; }
    @media (prefers-color-scheme: dark) {
      :root { --bg: #1c1c1e; --fg: #f2f2f7; --muted: #a8a8b0; --key: #2c2c2e; --edge: #4a4a4e;
        --bound: #0d3561; --bound-edge: #64aaff; --reserved: #453f30; --conflict: #ff5d6c;
        --held: #e5e5ea; --held-fg: #1c1c1e; }
    }
    @media print {
      :root { --bg: #ffffff; --fg: #000000; --muted: #333333; --key: #ffffff; --edge: #777777;
        --bound: #e8f1ff; --bound-edge: #000000; --reserved: #eeeeee; --conflict: #c00000;
        --held: #444444; --held-fg: #ffffff; }
      body { margin: 0; }
      section { break-inside: avoid; page-break-inside: avoid; }
    }
    body { font: 14px system-ui, -apple-system, "Segoe UI", sans-serif; background: var(--bg);
      color: var(--fg); margin: 24px; }
    h2 { font-size: 16px; margin: 20px 0 6px; }
    .about, .legend { color: var(--muted); }
    svg.keyboard { width: 100%; max-width: 1100px; height: auto; display: block; }
    .key rect { fill: var(--key); stroke: var(--edge); stroke-width: 1; }
    .key text { fill: var(--fg); font-size: 9.5px; }
    .key .cap { font-size: 12px; font-weight: 600; }
    .key .where, .key .sys, .key .more { fill: var(--muted); font-size: 8.5px; }
    .key text.small { font-size: 7.5px; }
    .key.inert rect, .key.mod rect { fill: none; }
    .key.bound rect { fill: var(--bound); stroke: var(--bound-edge); }
    .key.reserved rect { fill: var(--reserved); stroke-dasharray: 5 3; }
    .key.convention rect { stroke-dasharray: 5 3; }
    .key.conflict rect { stroke: var(--conflict); stroke-width: 3; stroke-dasharray: none; }
    .key.held rect { fill: var(--held); }
    .key.held text { fill: var(--held-fg); }
    .swatch { display: inline-block; width: 14px; height: 14px; border-radius: 3px;
      vertical-align: -2px; border: 1px solid var(--edge); margin-left: 10px; }
    .swatch.bound { background: var(--bound); border-color: var(--bound-edge); }
    .swatch.reserved { background: var(--reserved); border-style: dashed; }
    .swatch.convention { border-style: dashed; }
    .swatch.conflict { border: 3px solid var(--conflict); width: 10px; height: 10px; }
    .swatch.held { background: var(--held); }
    table { border-collapse: collapse; }
    th, td { text-align: left; padding: 2px 10px 2px 0; vertical-align: top; }
    table.keys { margin-top: 8px; font-size: 13px; }
    table.keys ul { margin: 0; padding-left: 0; list-style: none; }
    table.keys .finding { color: var(--conflict); }
    .left-out { color: var(--muted); }

    """
}
