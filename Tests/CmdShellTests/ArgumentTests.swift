import CommandKitAudit
import CommandKitLite
import Foundation
import Testing

@testable import cmdshell

/// The command line (issue 19): `help` and `version` as arguments, a verb given as a file,
/// `audit --help` read from the library's enums, file-system errors in words with the path,
/// and load warnings that follow the audited platform.
@Suite struct ArgumentTests {
  typealias Run = ShellBinary.Run

  static func run(_ arguments: [String], in directory: URL? = nil, input: String? = nil) throws
    -> Run
  {
    try ShellBinary.run(arguments, in: directory, input: input)
  }

  /// A fresh folder holding a folder named `w.json`.
  static func scratch() throws -> URL {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("cmdshell-arguments-\(UUID().uuidString)")
    try FileManager.default.createDirectory(
      at: folder.appendingPathComponent("w.json"), withIntermediateDirectories: true)
    return folder
  }

  @Test("cmdshell help and cmdshell version are commands, not file names")
  func helpAndVersion() throws {
    #expect(try ShellOptions.parse(["help"]).mode == .help)
    #expect(try ShellOptions.parse(["help", "audit"]).mode == .auditHelp)
    #expect(try ShellOptions.parse(["version"]).mode == .version)
    #expect(try ShellOptions.parse(["--version"]).mode == .version)
    let help = try Self.run(["help"])
    #expect(help.status == 0)
    #expect(help.stdout.hasPrefix("USAGE: cmdshell"))
    let version = try Self.run(["version"])
    #expect(version.status == 0)
    #expect(version.stdout == ShellOptions.version + "\n")
  }

  @Test("A missing file named like a verb says verbs are typed in the session; see --help")
  func verbAsFile() throws {
    let folder = try Self.scratch()
    defer { try? FileManager.default.removeItem(at: folder) }
    let run = try Self.run(["windows"], in: folder)
    #expect(run.status == 2)
    #expect(run.stderr.contains("no such file"))
    #expect(run.stderr.contains("'windows' is a verb, not a scene file"))
    #expect(run.stderr.contains("Help: cmdshell --help"))
    let other = try Self.run(["nothing.json"], in: folder)
    #expect(other.stderr.contains("nothing.json: no such file"))
    #expect(!other.stderr.contains("verb"))
  }

  @Test(
    "A file that cannot be read is named as the user wrote it, not by its absolute path",
    arguments: [["nothing.json"], ["audit", "nothing.json"], ["audit", "sub/nothing.json"]])
  func missingFileNamedAsWritten(arguments: [String]) throws {
    let folder = try Self.scratch()
    defer { try? FileManager.default.removeItem(at: folder) }
    let run = try Self.run(arguments, in: folder)
    #expect(run.status == 2)
    #expect(run.stderr.contains("\(arguments.last ?? ""): no such file"))
    #expect(!run.stderr.contains(folder.path))
  }

  @Test("audit --help lists formats, platforms, every finding kind with its severities, exit codes")
  func auditHelp() throws {
    let run = try Self.run(["audit", "--help"])
    #expect(run.status == 0)
    let lines = run.stdout.split(separator: "\n").map(String.init)
    for kind in Finding.Kind.allCases {
      let line = lines.first { $0.hasPrefix("  \(kind.rawValue) ") }
      let severities = kind.severities.map(\.rawValue).joined(separator: "|")
      #expect(line?.contains(" \(severities) ") == true, "\(kind)")
    }
    for platform in Platform.allCases { #expect(run.stdout.contains(platform.rawValue)) }
    #expect(run.stdout.contains("FORMATS: text, json"))
    for code in ExitCode.allCases {
      #expect(lines.contains { $0.hasPrefix("  \(code.rawValue)  ") }, "exit \(code.rawValue)")
    }
  }

  @Test("A finding's severity is one its kind documents (conflicts.json has every kind)")
  func severitiesMatchTheRules() throws {
    let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .deletingLastPathComponent().deletingLastPathComponent()
    let url = root.appendingPathComponent("Examples/Audit/conflicts.json")
    for platform in Platform.allCases {
      let report = try SceneFile.load(contentsOf: url).app.audit(platform: platform)
      for finding in report.findings {
        #expect(finding.kind.severities.contains(finding.severity), "\(finding.line)")
      }
    }
  }

  @Test("A folder or a missing file is said in words with its path, everywhere a file is read")
  func fileSystemErrors() throws {
    let folder = try Self.scratch()
    defer { try? FileManager.default.removeItem(at: folder) }
    let path = folder.appendingPathComponent("w.json").path
    for arguments in [[path], ["audit", path], ["--script", path]] {
      let run = try Self.run(arguments)
      #expect(run.status == 2)
      #expect(run.stderr.contains("\(path) is a folder, not a"), "\(arguments)")
      #expect(!run.stderr.contains("error 256"), "\(arguments)")
    }
    var session = ShellSession(app: DemoApp.make())
    let load = session.run("load \(path)")?.error?.message
    #expect(load == "\(path) is a folder, not a scene file")
    let restore = session.run("restore \(path)")?.error?.message
    #expect(restore == "\(path) is a folder, not a session file")
    let save = session.run("save \(path)")?.error?.message
    #expect(save == "could not save: \(path) is a folder; name a file")
    let missing = folder.appendingPathComponent("none/s.json").path
    let saveMissing = session.run("save \(missing)")?.error?.message
    #expect(saveMissing?.contains("no such folder") == true)
    let loadMissing = session.run("load \(missing)")?.error?.message
    #expect(loadMissing == "\(missing): no such file")
  }

  @Test("The library says a folder and a missing file in words too")
  func libraryReasons() throws {
    let folder = try Self.scratch()
    defer { try? FileManager.default.removeItem(at: folder) }
    let cases = [
      ("w.json", "it is a folder, not a scene file"), ("missing.json", "no such file"),
    ]
    for (name, words) in cases {
      let url = folder.appendingPathComponent(name)
      #expect { try SceneFile.load(contentsOf: url) } throws: { error in
        "\(error)".contains("cannot read \(url.path): \(words)")
      }
    }
  }

  @Test("Permission denied is said in words", .enabled(if: getuid() != 0, "root reads anything"))
  func permissionDenied() throws {
    let folder = try Self.scratch()
    defer { try? FileManager.default.removeItem(at: folder) }
    let url = folder.appendingPathComponent("locked.json")
    try Data("{}".utf8).write(to: url)
    try FileManager.default.setAttributes([.posixPermissions: 0], ofItemAtPath: url.path)
    let run = try Self.run([url.path])
    #expect(run.stderr.contains("\(url.path): permission denied"))
  }

  @Test("audit --platform words the load warnings for the audited platform")
  func auditWarningsFollowThePlatform() throws {
    let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .deletingLastPathComponent().deletingLastPathComponent()
    let file = root.appendingPathComponent("Examples/Audit/conflicts.json").path
    let mac = try Self.run(["audit", file])
    #expect(mac.stderr.contains("is reserved by macOS"))
    let pad = try Self.run(["audit", file, "--platform", "iPadOS"])
    #expect(pad.stderr.contains("is reserved by iPadOS"))
    #expect(!pad.stderr.contains("macOS"))
    #expect(!pad.stdout.contains("macOS"))
  }
}
