import CommandKitLite

extension ShellSession {
  static let banner = """
    cmdshell — command routing without a UI (CommandKitLite)
    Try: windows · tree · press delete · focus editor · press delete · why cmd+n · open inspector · value selection · menu
    Type 'help' for every verb, 'help press' for one; Tab completes; Ctrl-D quits.
    """

  func help(_ args: Arguments) -> ShellReply {
    if let name = args.word(0) {
      guard let verb = Verb.named(name) else {
        let suggestion = Suggestion.closest(to: name, in: Verb.names)
        return ShellReply(
          error: ShellError(
            code: .unknownVerb,
            message: "Unknown verb '\(name)'."
              + (suggestion.map { " Did you mean '\($0)'?" } ?? ""),
            help: "Type 'help' to list the verbs."))
      }
      return ShellReply(
        text: "USAGE: \(verb.usage)\n\n\(verb.summary)"
          + (verb.examples.isEmpty
            ? "" : "\n\nEXAMPLES:\n" + verb.examples.map { "  \($0)" }.joined(separator: "\n")),
        [
          ("verb", .string(verb.name)), ("usage", .string(verb.usage)),
          ("summary", .string(verb.summary)),
        ])
    }
    let lines = Table.lines(Verb.allCases.map { [$0.usage, $0.summary] }, indent: "  ")
    let text = """
      OVERVIEW: Simulate windows, focus, menus and key presses of an app core.

      USAGE: cmdshell [FILE.json] [--script FILE|-] [--json] [--strict]
             cmdshell audit FILE.json [--platform P] [--format text|json]

      VERBS:
      \(lines.joined(separator: "\n"))

      PATHS: w1/list is node list of window w1; a bare node id means the key window.
      Values: set w1/list key JSON, set scene:w1 key JSON, set app key JSON.
      """
    return ShellReply(text: text, [("verbs", .array(Verb.allCases.map { .string($0.name) }))])
  }
}
