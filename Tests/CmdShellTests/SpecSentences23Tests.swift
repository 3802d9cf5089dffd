import CommandKitLite
import Foundation
import Testing

/// One output format and how a finding at `FILE:LINE:COL` must read in it.
struct Format23Case: Sendable, CustomTestStringConvertible {
  var format: String
  /// The form the located finding takes, with `FILE`, `LINE` and `COL` to fill in.
  var located: String
  var testDescription: String { format }

  /// `located` for one file and position.
  func line(file: String, line: Int, column: Int) -> String {
    located.replacingOccurrences(of: "FILE", with: file)
      .replacingOccurrences(of: "LINE", with: "\(line)")
      .replacingOccurrences(of: "COL", with: "\(column)")
  }
}

/// SPEC §23 "Audit output for tools and people", sentence by sentence, through the built
/// `cmdshell`: each test quotes the sentence it pins. The library-level checks of each
/// format are AuditFormatTests; these run the command as CI does.
@Suite struct SpecSentences23Tests {
  /// Two imported buttons on ⌘P: an error at line 2 or 3, column 3 of Menu.swift.
  static let flawedSwift = """
    CommandMenu("Jot") {
      Button("Pin") {}.keyboardShortcut("p")
      Button("Print Jot") {}.keyboardShortcut("p")
    }
    """

  /// One imported button on ⌃⌘J: nothing to report.
  static let cleanSwift = """
    CommandMenu("Jot") {
      Button("Pin") {}.keyboardShortcut("j", modifiers: [.command, .control])
    }
    """

  static let formats: [Format23Case] = [
    .init(format: "text", located: "FILE:LINE:COL: error: "),
    .init(format: "gcc", located: "FILE:LINE:COL: error: "),
    .init(format: "github", located: "::error file=FILE,line=LINE,col=COL::"),
    .init(format: "json", located: #""source": {"file": "FILE", "line": LINE, "column": COL}"#),
    .init(
      format: "sarif",
      located: #""uri": "FILE"\#n RANGE "startLine": LINE,\#n "startColumn": COL"#),
  ]

  /// A scratch folder holding `files`, removed by the caller.
  static func folder(_ files: [String: String]) throws -> URL {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("spec23-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    for (name, text) in files {
      try text.write(to: folder.appendingPathComponent(name), atomically: true, encoding: .utf8)
    }
    return folder
  }

  /// `import FILE --out scene.json` in `folder`, checked to succeed.
  static func importScene(_ file: String, in folder: URL) throws {
    let run = try ShellBinary.run(["import", file, "--out", "scene.json"], in: folder)
    #expect(run.status == 0, "\(run.stderr)")
  }

  /// The SARIF result's location with its whitespace collapsed, to compare with a case.
  static func collapsed(_ text: String) -> String {
    text.split(whereSeparator: \.isWhitespace).joined(separator: " ")
  }

  /// "`cmdshell audit ... --format text|json|sarif|github|gcc`" with "the scene file (or
  /// imported source) with the line and column of the offending `shortcut`", and the forms
  /// "`::error file=F,line=L,col=C::message`" and "`F:L:C: error: message`": an app imported
  /// from Swift is reported at the Swift file's line and column in every format.
  @Test(
    "Every format locates an imported app's finding in the imported source",
    arguments: formats)
  func importedSourceInEveryFormat(_ expected: Format23Case) throws {
    let folder = try Self.folder(["Menu.swift": Self.flawedSwift])
    defer { try? FileManager.default.removeItem(at: folder) }
    try Self.importScene("Menu.swift", in: folder)
    let run = try ShellBinary.run(
      ["audit", "scene.json", "--format", expected.format], in: folder)
    #expect(run.status == 1, "\(run.stderr)")
    let output = expected.format == "sarif" ? Self.collapsed(run.stdout) : run.stdout
    let forms = [2, 3].map { line in
      let form = expected.line(file: "Menu.swift", line: line, column: 3)
      guard expected.format == "sarif" else { return form }
      // Between the file and the region SARIF has `}, "region": {`.
      return Self.collapsed(form.replacingOccurrences(of: "RANGE", with: #"}, "region": {"#))
    }
    #expect(forms.contains { output.contains($0) }, "\(run.stdout)")
    #expect(!run.stdout.contains("scene.json"))
  }

  /// "`cmdshell audit ... --format text|json|sarif|github|gcc`": each format keeps the
  /// audit's exit status (SPEC §10: 0 without an error finding, 2 for a file that cannot be
  /// loaded), so CI can gate on any of them.
  @Test(
    "Every format exits 0 on a clean imported app and 2 on a missing file",
    arguments: formats.map(\.format))
  func exitStatusInEveryFormat(_ format: String) throws {
    let folder = try Self.folder(["Clean.swift": Self.cleanSwift])
    defer { try? FileManager.default.removeItem(at: folder) }
    try Self.importScene("Clean.swift", in: folder)
    let clean = try ShellBinary.run(["audit", "scene.json", "--format", format], in: folder)
    #expect(clean.status == 0, "\(clean.stdout)\(clean.stderr)")
    #expect(!clean.stdout.contains(": error:"), "\(clean.stdout)")
    #expect(!clean.stdout.contains("::error"), "\(clean.stdout)")
    #expect(!clean.stdout.contains(#""ruleId""#), "\(clean.stdout)")
    let missing = try ShellBinary.run(["audit", "missing.json", "--format", format], in: folder)
    #expect(missing.status == 2)
    #expect(missing.stdout.isEmpty)
    #expect(missing.stderr.contains("missing.json"))
  }

  /// "`cmdshell keymap FILE.json [--platform P] …`" with "keys the system takes on that
  /// platform are drawn taken": ⌘F5 (VoiceOver) is taken on macOS, not on iPadOS, so the
  /// page for each platform names it or not, whatever the file's own platform.
  @Test(
    "keymap --platform draws that platform's system keys",
    arguments: [("macOS", true), ("iPadOS", false)])
  func keymapPlatform(platform: String, voiceOverTaken: Bool) throws {
    let folder = try Self.folder([
      "k.json": #"""
      {"app": "K", "platform": "macOS", "defaultCommands": false,
       "commands": [{"id": "a.one", "title": "One", "menu": "View", "shortcut": "cmd+k"}]}
      """#
    ])
    defer { try? FileManager.default.removeItem(at: folder) }
    let run = try ShellBinary.run(["keymap", "k.json", "--platform", platform], in: folder)
    #expect(run.status == 0, "\(run.stderr)")
    #expect(run.stdout.contains("<title>Keyboard map: K on \(platform)"))
    #expect(run.stdout.contains("(cmd+f5)") == voiceOverTaken)
    // ⌘Space is taken on both.
    #expect(run.stdout.contains("(cmd+space)"))
  }

  /// "`cmdshell keymap FILE.json …`": a scene file imported from sources draws its keys,
  /// each with its command's title.
  @Test("keymap draws an imported app's shortcuts with their titles")
  func keymapOfImportedApp() throws {
    let folder = try Self.folder(["Clean.swift": Self.cleanSwift])
    defer { try? FileManager.default.removeItem(at: folder) }
    try Self.importScene("Clean.swift", in: folder)
    let run = try ShellBinary.run(["keymap", "scene.json"], in: folder)
    #expect(run.status == 0, "\(run.stderr)")
    #expect(run.stdout.contains("(ctrl+cmd+j)"))
    #expect(run.stdout.contains("Pin"))
  }
}
