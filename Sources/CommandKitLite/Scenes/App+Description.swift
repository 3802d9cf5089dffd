extension App: CustomStringConvertible {
  /// `Notes (macOS): 2 windows (key w1, main w1), 4 commands, 2 templates`: the commands
  /// the app declared, not the platform's defaults (SPEC §14).
  public var description: String {
    func count(_ number: Int, _ noun: String) -> String {
      "\(number) \(noun)\(number == 1 ? "" : "s")"
    }
    let focus =
      windows.isEmpty
      ? "" : " (key \(keyWindowID ?? "none"), main \(mainWindowID ?? "none"))"
    return "\(name) (\(platform)): \(count(windows.count, "window"))\(focus), "
      + "\(count(declaredCommands.count, "command")), \(count(templates.count, "template"))"
  }
}
