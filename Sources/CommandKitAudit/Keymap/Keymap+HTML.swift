import CommandKitLite

extension Keymap {
  /// Pixels per key unit, and the gap between caps.
  private static let unit = 64.0
  private static let gap = 4.0

  /// The keymap as one self-contained HTML page (SPEC §23): inline SVG, one keyboard per
  /// modifier combination, an inline style sheet with light, dark
  /// (`prefers-color-scheme`) and print colours; no scripts, fonts or style sheets from
  /// elsewhere. Hovering a key shows everything about it (its SVG `<title>`): bindings and
  /// where they act, the system reservation, and the audit's findings.
  ///
  /// Each bindable cap is a `<g>` with a `data-key` attribute (the key's name); classes
  /// `bound`, `reserved` and `conflict` mark what is on it, `held` the modifiers held.
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
      Hover a key for its commands, where they are enabled, and the findings.</p>
      <p class="legend"><span class="swatch bound"></span> bound \
      <span class="swatch reserved"></span> reserved by the system \
      <span class="swatch conflict"></span> conflict (audit finding) \
      <span class="swatch held"></span> modifier held</p>

      """
    for (index, keyboard) in keyboards.enumerated() {
      page += section(keyboard, index: index)
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
    return svg + "</svg>\n</section>\n"
  }

  private func cap(_ key: KeymapLayout.Key, entry: Entry?, held: EventModifiers) -> String {
    let width = key.width * Self.unit - Self.gap
    let height = key.height * Self.unit - Self.gap
    var classes = ["key"]
    var lines: [(String, String)] = []  // (class, text)
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
        lines.append(("use", binding.title))
        let place = Self.place(binding)
        lines.append(("where", place))
        title.append("\(binding.kind) \(binding.title) (\(binding.detail)): \(place)")
      }
      if let reservation = entry.reservation {
        classes.append("reserved")
        lines.append(("sys", "system: " + reservation.use))
        title.append(
          "reserved by \(platform) (\(reservation.strength.rawValue)): \(reservation.use)")
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
    let fits = max(Int(width / 6.2), 4)
    let label = key.label.replacing("\n", with: " ")
    group +=
      "<text class=\"cap\" x=\"5\" y=\"\(key.height < 1 ? 13 : 14)\">\(Self.escape(label))</text>"
    let room = max(Int((height - 18) / 10), 0)
    for (row, line) in lines.prefix(room).enumerated() {
      group +=
        "<text class=\"\(line.0)\" x=\"5\" y=\"\(26 + row * 10)\">"
        + "\(Self.escape(Self.truncate(line.1, to: fits)))</text>"
    }
    return group + "</g>\n"
  }

  /// Where a binding acts, briefly: `everywhere`, `main/list`, `main/list +2 more`.
  static func place(_ binding: Binding) -> String {
    if binding.everywhere { return "everywhere" }
    guard let first = binding.contexts.first else { return "never enabled" }
    let more = binding.contexts.count - 1
    return more == 0 ? first : "\(first) +\(more) more"
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

  static func truncate(_ text: String, to count: Int) -> String {
    text.count <= count ? text : text.prefix(count - 1) + "…"
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
    .key .where, .key .sys { fill: var(--muted); font-size: 8.5px; }
    .key.inert rect, .key.mod rect { fill: none; }
    .key.bound rect { fill: var(--bound); stroke: var(--bound-edge); }
    .key.reserved rect { fill: var(--reserved); stroke-dasharray: 5 3; }
    .key.conflict rect { stroke: var(--conflict); stroke-width: 3; stroke-dasharray: none; }
    .key.held rect { fill: var(--held); }
    .key.held text { fill: var(--held-fg); }
    .swatch { display: inline-block; width: 14px; height: 14px; border-radius: 3px;
      vertical-align: -2px; border: 1px solid var(--edge); margin-left: 10px; }
    .swatch.bound { background: var(--bound); border-color: var(--bound-edge); }
    .swatch.reserved { background: var(--reserved); border-style: dashed; }
    .swatch.conflict { border: 3px solid var(--conflict); width: 10px; height: 10px; }
    .swatch.held { background: var(--held); }
    table { border-collapse: collapse; }
    th, td { text-align: left; padding: 2px 10px 2px 0; }

    """
}
