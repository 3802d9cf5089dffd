import CommandKitLite
import Foundation
import Testing

@testable import cmdshell

/// `cmdshell import DIR|FILE... [--out scene.json]` (SPEC §22), run as the real executable.
@Suite struct ImportCommandTests {
  static let swift = """
    CommandMenu("Jot") {
      Button("Pin") {}.keyboardShortcut("p")
      Button("Go") {}.keyboardShortcut(goKey)
    }
    """

  static func scratch() throws -> URL {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("import-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    return folder
  }

  @Test("Arguments: files and --out; help; errors for no file and unknown options")
  func parses() throws {
    #expect(
      try ShellOptions.parse(["import", "a.xib", "b.swift", "--out", "s.json"]).mode
        == .importFiles(files: ["a.xib", "b.swift"], out: "s.json"))
    #expect(
      try ShellOptions.parse(["import", "a.xib"]).mode == .importFiles(files: ["a.xib"], out: nil))
    #expect(try ShellOptions.parse(["import", "--help"]).mode == .importHelp)
    #expect(try ShellOptions.parse(["help", "import"]).mode == .importHelp)
    #expect(throws: ShellError.self) { try ShellOptions.parse(["import"]) }
    #expect(throws: ShellError.self) { try ShellOptions.parse(["import", "a.xib", "--ot", "x"]) }
    #expect(throws: ShellError.self) { try ShellOptions.parse(["import", "a.xib", "--out"]) }
  }

  @Test("Without --out the scene file goes to stdout; warnings go to stderr with file:line")
  func printsSceneFile() throws {
    let folder = try Self.scratch()
    defer { try? FileManager.default.removeItem(at: folder) }
    try Self.swift.write(
      to: folder.appendingPathComponent("Jot.swift"), atomically: true, encoding: .utf8)
    let run = try ShellBinary.run(["import", "Jot.swift"], in: folder)
    #expect(run.status == 0)
    let scene = try SceneFile.decode(run.stdout)
    // Only the imported ones: the platform's default items may be listed too (SPEC §14).
    let imported = scene.app.commands.filter { $0.sourceLocation != nil }
    #expect(imported.map(\.id) == ["jot.pin", "jot.go"])
    #expect(
      imported.first?.sourceLocation
        == SourceLocation(file: "Jot.swift", line: 2, column: 3))
    #expect(run.stderr.hasPrefix("Jot.swift:3:19: warning: .keyboardShortcut key goKey"))
  }

  @Test("--out writes the file; the printed scene is not on stdout")
  func writesOut() throws {
    let folder = try Self.scratch()
    defer { try? FileManager.default.removeItem(at: folder) }
    try Self.swift.write(
      to: folder.appendingPathComponent("Jot.swift"), atomically: true, encoding: .utf8)
    let run = try ShellBinary.run(["import", "Jot.swift", "--out", "scene.json"], in: folder)
    #expect(run.status == 0)
    #expect(run.stdout.isEmpty)
    let scene = try SceneFile.load(contentsOf: folder.appendingPathComponent("scene.json"))
    #expect(scene.app.commands.filter { $0.id.hasPrefix("jot.") }.count == 2)
  }

  @Test("Bad input exits 2 with the file named, and leaves an existing --out file whole")
  func badInput() throws {
    let folder = try Self.scratch()
    defer { try? FileManager.default.removeItem(at: folder) }
    let out = folder.appendingPathComponent("scene.json")
    try "{\"app\": \"Before\"}".write(to: out, atomically: true, encoding: .utf8)
    try "<document>\n<menu>\n</document>".write(
      to: folder.appendingPathComponent("Bad.xib"), atomically: true, encoding: .utf8)
    try Data().write(to: folder.appendingPathComponent("Empty.swift"))
    try "x".write(to: folder.appendingPathComponent("Menu.nib"), atomically: true, encoding: .utf8)
    for (file, words) in [
      ("Bad.xib", "Bad.xib:3:"), ("Empty.swift", "Empty.swift: the file is empty"),
      ("Menu.nib", "unknown kind of file"), ("Missing.xib", "Missing.xib: cannot read"),
    ] {
      let run = try ShellBinary.run(["import", file, "--out", "scene.json"], in: folder)
      #expect(run.status == 2, "\(file)")
      #expect(run.stderr.contains(words), "\(file): \(run.stderr)")
      #expect(try String(contentsOf: out, encoding: .utf8) == "{\"app\": \"Before\"}")
    }
  }

  @Test("A folder is imported whole; the last line on stderr counts the shortcuts")
  func importsFolder() throws {
    let folder = try Self.scratch()
    defer { try? FileManager.default.removeItem(at: folder) }
    let app = folder.appendingPathComponent("Jotter/Sources")
    try FileManager.default.createDirectory(at: app, withIntermediateDirectories: true)
    try Self.swift.write(
      to: app.appendingPathComponent("Jot.swift"), atomically: true, encoding: .utf8)
    let tests = folder.appendingPathComponent("Jotter/Tests")
    try FileManager.default.createDirectory(at: tests, withIntermediateDirectories: true)
    try #"CommandMenu("Test") { Button("T") {}.keyboardShortcut("t") }"#.write(
      to: tests.appendingPathComponent("T.swift"), atomically: true, encoding: .utf8)
    let run = try ShellBinary.run(["import", "Jotter", "--out", "scene.json"], in: folder)
    #expect(run.status == 0, "\(run.stderr)")
    let scene = try SceneFile.load(contentsOf: folder.appendingPathComponent("scene.json"))
    #expect(scene.app.name == "Jotter")
    let imported = scene.app.commands.filter { $0.sourceLocation != nil }
    #expect(imported.map(\.id) == ["jot.pin", "jot.go"])
    #expect(imported.first?.sourceLocation?.file == "Jotter/Sources/Jot.swift")
    let lines = run.stderr.split(separator: "\n")
    #expect(lines.first?.hasPrefix("Jotter/Sources/Jot.swift:3:19: warning:") == true)
    let summary =
      "imported 2 commands, 0 window templates, 0 controls; shortcuts: 2 found, "
      + "1 imported, 1 warned about"
    #expect(lines.last.map(String.init) == summary)
  }

  @Test("--out in a folder that does not exist is an error before anything is read (issue 29)")
  func outFolderMissing() throws {
    let folder = try Self.scratch()
    defer { try? FileManager.default.removeItem(at: folder) }
    try Self.swift.write(
      to: folder.appendingPathComponent("Jot.swift"), atomically: true, encoding: .utf8)
    let run = try ShellBinary.run(
      ["import", "Jot.swift", "--out", "missing/dir/scene.json"], in: folder)
    #expect(run.status == 2)
    #expect(
      run.stderr
        == "Error: cannot write missing/dir/scene.json: the folder missing/dir does not exist; "
        + "create it first (mkdir -p missing/dir) or give --out a path in an existing folder\n")
    #expect(run.stdout.isEmpty)
  }

  @Test("A folder with nothing to import exits 2 and says what to give")
  func nothingToImport() throws {
    let folder = try Self.scratch()
    defer { try? FileManager.default.removeItem(at: folder) }
    try FileManager.default.createDirectory(
      at: folder.appendingPathComponent("Docs"), withIntermediateDirectories: true)
    try "# Docs".write(
      to: folder.appendingPathComponent("Docs/README.md"), atomically: true, encoding: .utf8)
    let run = try ShellBinary.run(["import", "Docs"], in: folder)
    #expect(run.status == 2)
    #expect(run.stderr.hasPrefix("Error: Docs: nothing to import: it has no .xib, .storyboard"))
    #expect(run.stdout.isEmpty)
  }
}
