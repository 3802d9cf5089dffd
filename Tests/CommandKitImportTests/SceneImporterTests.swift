import Foundation
import Testing

@testable import CommandKitImport
@testable import CommandKitLite

/// Input the importer refuses, and the error it must give.
struct BadImportCase: Sendable, CustomTestStringConvertible {
  var name: String
  var file: String
  var bytes: [UInt8]
  var code: String
  var words: String
  var testDescription: String { name }
}

@Suite struct SceneImporterTests {
  static let bad: [BadImportCase] = [
    .init(name: "empty xib", file: "Empty.xib", bytes: [], code: "empty-file", words: "empty"),
    .init(
      name: "blank swift", file: "Blank.swift", bytes: Array(" \n\n".utf8), code: "empty-file",
      words: "empty"),
    .init(
      name: "compiled nib", file: "Menu.xib", bytes: [0x62, 0x70, 0x6C, 0x00, 0x01],
      code: "binary-file", words: "not text"),
    .init(
      name: "not UTF-8", file: "Menu.storyboard", bytes: [0x3C, 0xFF, 0xFE], code: "binary-file",
      words: "not text"),
    .init(
      name: "malformed XML", file: "Menu.xib",
      bytes: Array("<document>\n  <menu title=\"x\">\n</document>".utf8), code: "malformed-xml",
      words: "Menu.xib:3:12: malformed XML (a closing tag does not match its opening tag)"),
    .init(
      name: "text that is not XML", file: "Notes.xib", bytes: Array("not xml".utf8),
      code: "malformed-xml", words: "Notes.xib:1:1: malformed XML"),
    .init(
      name: "Swift that does not tokenize", file: "App.swift",
      bytes: Array("struct A {\n  let s = \"open\n}".utf8), code: "untokenizable",
      words: "App.swift:2:11: cannot tokenize"),
    .init(
      name: "unknown extension", file: "menu.plist", bytes: Array("x".utf8),
      code: "unknown-extension", words: ".xib, .storyboard, .swift and Objective-C"),
  ]

  @Test("Bad input is a clear error naming the file", arguments: bad)
  func refuses(_ example: BadImportCase) {
    #expect {
      _ = try SceneImporter.importData(Data(example.bytes), file: example.file)
    } throws: { error in
      guard let error = error as? ImportError else { return false }
      return error.code == example.code && error.description.contains(example.words)
        && error.description.contains(example.file)
    }
  }

  /// Malformed XML, each parser error named in words with the fix, at its line (columns at
  /// the end of the input are the parser's own and not pinned).
  static let xmlMistakes: [(xml: String, line: Int, words: String)] = [
    ("<document><menuItem title=\"Copy\" keyEquivalent=\"c\"", 1, "cut off inside a tag"),
    ("<document a=\"1\"b=\"2\"/>", 1, "a space is missing between attributes"),
    ("<document>&foo;</document>", 1, "write &amp; for a bare &"),
    ("<document>&amp</document>", 1, "missing its ';'"),
    ("<document>a & b</document>", 1, "write &amp; or &lt;"),
    ("<document a=\"<\"/>", 1, "a '<' inside an attribute value (write &lt;)"),
    ("<document>\n<!-- x", 2, "a comment is not closed with '-->'"),
    ("<document><!-- a -- b --></document>", 1, "'--' inside a comment"),
    ("\n<?xml version=\"1.0\"?><d/>", 2, "not at the very start of the file"),
  ]

  @Test("Malformed XML is named in words, with the fix, at its line", arguments: xmlMistakes)
  func xmlMistake(_ example: (xml: String, line: Int, words: String)) {
    #expect {
      _ = try SceneImporter.importData(Data(example.xml.utf8), file: "Menu.xib")
    } throws: { error in
      guard let error = error as? ImportError, error.code == "malformed-xml" else { return false }
      return error.description.hasPrefix("Menu.xib:\(example.line):")
        && error.description.contains(": malformed XML (")
        && error.description.contains(example.words)
    }
  }

  @Test("A file over the size limit is refused before it is read")
  func tooLarge() throws {
    let data = Data(repeating: 0x20, count: SceneImporter.maxFileSize + 1)
    #expect(
      throws: ImportError.tooLarge(
        file: "Big.swift", bytes: data.count, limit: SceneImporter.maxFileSize)
    ) {
      _ = try SceneImporter.importData(data, file: "Big.swift")
    }
  }

  @Test("A missing file or a folder is an error naming it")
  func unreadable() {
    #expect(throws: ImportError.unreadable(file: "/nonexistent/M.xib", reason: "no such file")) {
      _ = try SceneImporter.importFiles(["/nonexistent/M.xib"])
    }
    #expect(throws: ImportError.noFiles) { _ = try SceneImporter.importFiles([]) }
  }

  @Test("Command content written as a view of another file is read as commands")
  func contentViewInAnotherFile() throws {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("import-views-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let commands = folder.appendingPathComponent("Commands.swift").path
    let view = folder.appendingPathComponent("SidebarItems.swift").path
    try #"CommandGroup(after: .sidebar) { SidebarItems() }"#
      .write(toFile: commands, atomically: true, encoding: .utf8)
    try
      #"struct SidebarItems: View { var body: some View { Button("Search") {}.keyboardShortcut("2") } }"#
      .write(toFile: view, atomically: true, encoding: .utf8)
    let result = try SceneImporter.importFiles([view, commands])
    #expect(result.commands.map(\.id) == ["view.search"])
    #expect(result.commands.first?.group == .sidebar)
    #expect(result.controls.isEmpty)
  }

  @Test("Files merge in order; an id declared by two files is an error naming both")
  func mergeAndConflicts() throws {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("import-merge-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let one = folder.appendingPathComponent("One.swift").path
    let two = folder.appendingPathComponent("Two.swift").path
    let three = folder.appendingPathComponent("Three.swift").path
    try #"CommandMenu("Jot") { Button("Pin") {}.keyboardShortcut("p") }"#
      .write(toFile: one, atomically: true, encoding: .utf8)
    try ("\n\n" + #"CommandMenu("Jot") { Button("Pin") {} }"#)
      .write(toFile: two, atomically: true, encoding: .utf8)
    try #"CommandMenu("Jot") { Button("Star") {} }"#
      .write(toFile: three, atomically: true, encoding: .utf8)
    let merged = try SceneImporter.importFiles([one, three])
    #expect(merged.commands.map(\.id) == ["jot.pin", "jot.star"])
    #expect(merged.commands.map(\.source.file) == [one, three])
    #expect(merged.appName == "One")
    #expect {
      _ = try SceneImporter.importFiles([one, two])
    } throws: { error in
      (error as? ImportError)
        == .conflictingID(
          "jot.pin", first: SourceLocation(file: one, line: 1, column: 22),
          second: SourceLocation(file: two, line: 3, column: 22))
    }
  }
}

@Suite struct ImportedSourceFieldTests {
  static let scene = #"""
    {"app": "A", "commands": [
      {"id": "a.pin", "title": "Pin", "menu": "A", "shortcut": "cmd+p",
       "source": {"file": "A.swift", "line": 12, "column": 7}}],
     "templates": {"main": {"kind": "window", "root": {"id": "root", "controls": [
       {"title": "Send", "shortcut": "cmd+return", "action": "send",
        "source": {"file": "V.swift", "line": 3, "column": 9}}]}}}}
    """#

  @Test("A command's and a control's \"source\" fill their sourceLocation and are written back")
  func roundTrip() throws {
    let app = try SceneFile.decode(Self.scene).app
    let command = try #require(app.commands.first { $0.id == "a.pin" })
    #expect(command.sourceLocation == SourceLocation(file: "A.swift", line: 12, column: 7))
    let control = try #require(app.templates.first?.root.controls.first)
    #expect(control.sourceLocation == SourceLocation(file: "V.swift", line: 3, column: 9))
    let again = try SceneFile.decode(SceneFile.encode(app)).app
    #expect(again.commands.first { $0.id == "a.pin" }?.sourceLocation == command.sourceLocation)
    #expect(again.templates.first?.root.controls.first?.sourceLocation == control.sourceLocation)
  }

  @Test(
    "A malformed \"source\" is an error at its path",
    arguments: [
      (#"{"file": "A.swift", "line": 0}"#, "commands[0].source.line"),
      (#"{"file": "A.swift", "line": 1.5}"#, "commands[0].source.line"),
      (#"{"line": 3}"#, "commands[0].source"),
      (#"{"file": "A.swift", "line": 3, "col": 1}"#, "commands[0].source.col"),
      (#""A.swift:3""#, "commands[0].source"),
    ])
  func malformed(_ example: (String, String)) {
    let text =
      #"{"app": "A", "commands": [{"id": "a", "title": "A", "menu": "A", "source": "#
      + example.0 + "}]}"
    #expect {
      _ = try SceneFile.decode(text)
    } throws: { error in
      "\(error)".contains(example.1 + ":")
    }
  }
}
