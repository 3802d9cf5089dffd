import Foundation
import PackagePlugin

/// `swift package audit-shortcuts [--target T]... [--format F] [--platform P] [--layouts L]`
/// (SPEC §23): imports each target's own folder with `cmdshell import DIR` and audits the
/// result with `cmdshell audit`, so a package that depends on CommandKitLite audits its
/// keyboard shortcuts in CI with one command.
///
/// Without `--target`, every target of the package that has Swift, `.xib` or `.storyboard`
/// files is audited, each on its own, except test targets. The report alone goes to
/// standard output, in the format asked for (`text` by default; `json`, `sarif`, `github`,
/// `gcc`), with paths relative to the package; SwiftPM shows the rest (what is audited,
/// the importer's warnings) as the plugin's remarks and warnings, on standard error. A
/// `json` or `sarif` report is one document, so it needs one target: with several, name
/// one with `--target`. The plugin exits as `cmdshell audit` does: 0 with no error finding,
/// 1 with one, 2 when a target cannot be imported or the arguments are wrong (the worst
/// status over the targets; SwiftPM then reports that the plugin ended with that code).
/// The imported scene file of each target is kept in the plugin's work directory.
///
/// On macOS, SwiftPM runs plugins in a sandbox that may write only to the plugin's work
/// directory: the plugin writes nothing else, and the report is printed, not written, so
/// no `--allow-writing-to-package-directory` is needed.
@main
struct AuditShortcuts: CommandPlugin {
  func performCommand(context: PluginContext, arguments: [String]) async throws {
    let options: Options
    do {
      options = try Options(arguments)
    } catch {
      Diagnostics.error("\(error)\n\(Options.usage)")
      exit(2)
    }
    if options.help {
      print(Options.usage)
      return
    }
    let chosen: [any Target]
    do {
      chosen =
        options.targets.isEmpty
        ? context.package.targets : try context.package.targets(named: options.targets)
    } catch {
      Diagnostics.error("\(error); the package's targets: \(Self.names(context.package.targets))")
      exit(2)
    }
    let root = context.package.directoryURL
    // Each target's own folder, imported whole as `cmdshell import DIR` (SPEC §22, §23):
    // the importer walks it, skipping tests and build folders, and reads its Swift and
    // Interface Builder files together, so windows and menus from different files meet.
    let targets = chosen.compactMap { target -> (String, String)? in
      guard let module = target.sourceModule else { return nil }
      // Tests are not the app; a target named on the command line is audited whatever it is.
      if module.kind == .test, options.targets.isEmpty { return nil }
      let files = module.sourceFiles.map(\.url)
        .filter { Self.extensions.contains($0.pathExtension.lowercased()) }
      guard let folder = Self.commonFolder(of: files) else {
        if !options.targets.isEmpty {
          Diagnostics.warning("\(target.name) has no .swift, .xib or .storyboard files")
        }
        return nil
      }
      return (target.name, Self.relativePath(of: folder, to: root))
    }
    guard !targets.isEmpty else {
      Diagnostics.error(
        "no target to audit: none has .swift, .xib or .storyboard files (targets: "
          + "\(Self.names(context.package.targets)))")
      exit(2)
    }
    if targets.count > 1, let format = options.format, ["json", "sarif"].contains(format) {
      Diagnostics.error(
        "--format \(format) writes one document: name one target with --target "
          + "(\(targets.map(\.0).joined(separator: ", ")))")
      exit(2)
    }
    let tool = try context.tool(named: "cmdshell")
    var worst: Int32 = 0
    for (name, folder) in targets {
      let scene = context.pluginWorkDirectoryURL.appendingPathComponent("\(name).json")
      Diagnostics.remark("auditing \(name): \(folder) imported into \(scene.path)")
      let log = context.pluginWorkDirectoryURL.appendingPathComponent("\(name).log")
      let imported = try Self.run(
        tool.url, ["import", folder, "--out", scene.path], in: root, log: log)
      guard imported.status == 0 else {
        Diagnostics.error("cmdshell import failed for \(name) (exit \(imported.status))")
        worst = max(worst, 2)
        continue
      }
      let audit = try Self.run(
        tool.url, ["audit", scene.path] + options.auditArguments, in: root, log: log)
      print(audit.output, terminator: "")
      worst = max(worst, audit.status)
    }
    // SwiftPM reports a plugin that exits with a status other than 0 as failed, and
    // `swift package` then fails too.
    if worst != 0 { exit(worst) }
  }

  /// The files `cmdshell import` reads (SPEC §22).
  static let extensions: Set<String> = ["swift", "xib", "storyboard"]

  /// The deepest folder that holds every file in `files` (the target's own folder, or the
  /// part of it with its sources), or `nil` for none. Worked out from the files because
  /// `SourceModuleTarget.directoryURL` needs PackageDescription 6.1 and the package's
  /// tools version is 6.0.
  static func commonFolder(of files: [URL]) -> URL? {
    let folders = files.map { $0.standardizedFileURL.deletingLastPathComponent().pathComponents }
    guard var common = folders.first else { return nil }
    for folder in folders.dropFirst() {
      let shared = zip(common, folder).prefix { $0 == $1 }.count
      common = Array(common.prefix(shared))
    }
    return URL(fileURLWithPath: NSString.path(withComponents: common), isDirectory: true)
  }

  static func names(_ targets: [any Target]) -> String {
    targets.map(\.name).joined(separator: ", ")
  }

  /// `url`'s path relative to `root` when it lies inside it, so findings name the file as
  /// the repository does (what code scanning and annotations expect); else the full path.
  static func relativePath(of url: URL, to root: URL) -> String {
    let path = url.standardizedFileURL.path
    let base = root.standardizedFileURL.path
    let prefix = base.hasSuffix("/") ? base : base + "/"
    return path.hasPrefix(prefix) ? String(path.dropFirst(prefix.count)) : path
  }

  /// Runs `tool` in `directory` and returns its exit status and standard output. Its
  /// standard error (the importer's and the loader's warnings) goes to `log`, then
  /// becomes the plugin's warnings, so that standard output holds only the report.
  static func run(_ tool: URL, _ arguments: [String], in directory: URL, log: URL) throws
    -> (status: Int32, output: String)
  {
    _ = FileManager.default.createFile(atPath: log.path, contents: nil)
    let errors = try FileHandle(forWritingTo: log)
    defer { try? errors.close() }
    let output = Pipe()
    let process = Process()
    process.executableURL = tool
    process.arguments = arguments
    process.currentDirectoryURL = directory
    process.standardOutput = output
    process.standardError = errors
    try process.run()
    let data = output.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    // cmdshell's own prefixes become SwiftPM's: its errors (and their help) as errors,
    // the rest (import and load warnings, `FILE:LINE:COL: warning: …`) as warnings.
    let text = (try? String(contentsOf: log, encoding: .utf8)) ?? ""
    for line in text.split(separator: "\n").map(String.init) {
      if line.hasPrefix("Error: ") {
        Diagnostics.error(String(line.dropFirst("Error: ".count)))
      } else if line.hasPrefix("Help: ") {
        Diagnostics.error("help: " + line.dropFirst("Help: ".count))
      } else if line.hasPrefix("imported ") {
        // The importer's closing count of what it read: information, not a problem.
        Diagnostics.remark(line)
      } else if line.hasPrefix("warning: ") {
        Diagnostics.warning(String(line.dropFirst("warning: ".count)))
      } else {
        Diagnostics.warning(line)
      }
    }
    let status = process.terminationReason == .exit ? process.terminationStatus : 2
    return (status, String(decoding: data, as: UTF8.self))
  }
}

/// The plugin's arguments.
struct Options {
  var targets: [String] = []
  var auditArguments: [String] = []
  var format: String?
  var help = false

  static let usage = """
    USAGE: swift package audit-shortcuts [--target T]... [--format text|json|sarif|github|gcc]
                                         [--platform P] [--layouts L,L|all]

    Imports each target's folder whole (cmdshell import DIR: its .swift, .xib and
    .storyboard files) and audits it (cmdshell audit); test targets only when named. The
    report goes to standard output; json and sarif need one target. Exits 0 without error
    findings, 1 with one, 2 when a target cannot be imported or an argument is wrong.
    """

  /// What went wrong with the arguments.
  struct Problem: Error, CustomStringConvertible {
    var description: String
  }

  init(_ arguments: [String]) throws {
    var extractor = ArgumentExtractor(arguments)
    help = extractor.extractFlag(named: "help") > 0
    targets = extractor.extractOption(named: "target")
    for name in ["format", "platform", "layouts"] {
      let values = extractor.extractOption(named: name)
      guard values.count <= 1 else {
        throw Problem(description: "--\(name) is given \(values.count) times; give it once")
      }
      if let value = values.first { auditArguments += ["--\(name)", value] }
      if name == "format" { format = values.first }
    }
    let rest = extractor.remainingArguments
    guard rest.isEmpty else {
      throw Problem(description: "unknown argument '\(rest.joined(separator: " "))'")
    }
  }
}
