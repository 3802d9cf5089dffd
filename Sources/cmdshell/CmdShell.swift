import CommandKitLite
import Foundation

/// The `cmdshell` entry point: argv → options → a session, a script or the audit.
@main
struct CmdShell {
  static func main() {
    let status = run(arguments: Array(CommandLine.arguments.dropFirst()))
    exit(status.rawValue)
  }

  static func run(arguments: [String]) -> ExitCode {
    let options: ShellOptions
    do {
      options = try ShellOptions.parse(arguments)
    } catch {
      writeError("Error: \(error.message)\n" + (error.help.map { "\($0)\n" } ?? ""))
      return .validationFailure
    }
    switch options.mode {
    case .help:
      print(ShellOptions.usage)
      return .success
    case .auditHelp:
      print(ShellOptions.auditUsage)
      return .success
    case .importHelp:
      print(ShellOptions.importUsage)
      return .success
    case .importFiles(let files, let out):
      return ImportCommand.run(files: files, out: out)
    case .version:
      print(ShellOptions.version)
      return .success
    case .audit(let file, let platform, let semantics, let format, let layouts):
      return AuditCommand.run(
        file: file, platform: platform, semantics: semantics, format: format, layouts: layouts)
    case .keymap(let file, let platform, let layout, let out):
      return KeymapCommand.run(file: file, platform: platform, layout: layout, out: out)
    case .session:
      return runSession(options)
    }
  }

  static func runSession(_ options: ShellOptions) -> ExitCode {
    let environment = ProcessInfo.processInfo.environment
    let colour =
      options.colour
      ?? (!options.json && Terminal.isTerminal(STDOUT_FILENO) && environment["NO_COLOR"] == nil
        && environment["TERM"] != "dumb")
    var session = ShellSession(app: DemoApp.make())
    session.style = Style(isEnabled: colour && !options.json)
    if let file = options.sceneFile {
      do {
        let scene = try ShellSession.loadScene(URL(fileURLWithPath: file))
        session.app = scene.app
        session.sceneFile = file
        for warning in scene.warnings { writeError("warning: \(warning)\n") }
      } catch {
        let failure =
          FileManager.default.fileExists(atPath: file)
          ? error : ShellOptions.missingFile(file, problem: error.message)
        writeError("Error: \(failure.message)\n" + (failure.help.map { "Help: \($0)\n" } ?? ""))
        return .validationFailure
      }
    }
    if let script = options.script {
      return runScript(script, session: &session, options: options)
    }
    let interactive = Terminal.isTerminal(STDIN_FILENO)
    return runInteractive(session: &session, options: options, interactive: interactive)
  }

  static func runScript(_ script: String, session: inout ShellSession, options: ShellOptions)
    -> ExitCode
  {
    let text: String
    if script == "-" {
      var lines: [String] = []
      while let line = readLine(strippingNewline: true) { lines.append(line) }
      text = lines.joined(separator: "\n")
    } else {
      let url = URL(fileURLWithPath: script)
      if let problem = ShellSession.unreadable(url, as: "script") {
        writeError("Error: cannot read the script: \(problem)\n")
        return .validationFailure
      }
      guard let data = FileManager.default.contents(atPath: script) else {
        writeError("Error: cannot read the script \(url.path)\n")
        return .validationFailure
      }
      text = String(decoding: data, as: UTF8.self)
      session.searchDirectories = [URL(fileURLWithPath: script).deletingLastPathComponent().path]
    }
    for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
      let line = String(line).trimmingCharacters(in: CharacterSet(charactersIn: "\r"))
      guard let reply = session.run(line) else { continue }
      emit(reply, line: line, options: options, echo: !options.json)
      if reply.error != nil, options.strict { return .failure }
      if reply.quit { break }
    }
    return .success
  }

  static func runInteractive(session: inout ShellSession, options: ShellOptions, interactive: Bool)
    -> ExitCode
  {
    let historyPath = History.defaultPath()
    let current = SessionBox(session)
    let editor = LineEditor(history: interactive ? History.load(from: historyPath) : History()) {
      line, cursor in
      Completer.complete(current.session, line: line, cursor: cursor)
    }
    // A terminal's width lays out tables and long lines to fit it (read before each line,
    // as the window may be resized); scripts and pipes print lines whole.
    let terminalWidth: () -> Int? = {
      interactive && Terminal.isTerminal(STDOUT_FILENO) ? Terminal.width(of: STDOUT_FILENO) : nil
    }
    current.session.showsHints = interactive && !options.json
    if interactive && !options.json {
      current.session.width = terminalWidth()
      print(current.session.greeting)
    }
    loop: while true {
      let prompt =
        current.session.style.bold("cmdshell")
        + (current.session.app.keyWindowID.map { " [\($0)]" } ?? "") + "> "
      switch editor.readLine(prompt: prompt) {
      case .line(let line):
        current.session.width = options.json ? nil : terminalWidth()
        guard let reply = current.session.run(line) else { continue }
        emit(reply, line: line, options: options, echo: false)
        if reply.error != nil, options.strict, !interactive { return .failure }
        if reply.quit { break loop }
      case .interrupted:
        print("^C")
      case .endOfFile:
        if interactive { print() }
        break loop
      }
    }
    if interactive { try? editor.history.save(to: historyPath) }
    session = current.session
    return .success
  }

  static func emit(_ reply: ShellReply, line: String, options: ShellOptions, echo: Bool) {
    if options.json {
      print(reply.json.description)
      return
    }
    if echo { print("> \(line)") }
    if let error = reply.error {
      var message = "Error: \(error.message)\n"
      if let help = error.help { message += "Help: \(help)\n" }
      writeError(message)
    } else if !reply.text.isEmpty {
      print(reply.text)
    }
    fflush(nil)
  }

  static func writeError(_ text: String) {
    fflush(nil)
    FileHandle.standardError.write(Data(text.utf8))
  }
}

/// Lets the completer closure see the session as it changes line by line.
final class SessionBox {
  var session: ShellSession
  init(_ session: ShellSession) { self.session = session }
}
