import CommandKitLite
import Foundation
import Testing

/// Hostile scene files: each is refused with an error that names its JSON path (or its
/// line and column), with no crash and bounded memory. Limits: Fuzz/README.md.
@Suite struct HostileSceneFileTests {
  struct Case: Sendable, CustomTestStringConvertible {
    let name: String
    let text: String
    /// A fragment every description of the errors must contain.
    let expected: String
    var testDescription: String { name }
  }

  static func scene(_ templates: String, extra: String = "") -> String {
    #"{"app": "H", "templates": {\#(templates)}\#(extra)}"#
  }

  static let cases: [Case] = [
    .init(name: "number as the app name", text: #"{"app": 5}"#, expected: "app:"),
    .init(
      name: "number as a node id", text: scene(#""main": {"root": {"id": 5}}"#),
      expected: "templates.main.root.id"),
    .init(
      name: "number as a shortcut",
      text:
        #"{"app": "H", "commands": [{"id": "a", "title": "A", "menu": "File", "shortcut": 3}]}"#,
      expected: "commands[0].shortcut"),
    .init(
      name: "string as children", text: scene(#""main": {"root": {"id": "r", "children": "x"}}"#),
      expected: "templates.main.root.children"),
    .init(name: "object as commands", text: #"{"app": "H", "commands": {}}"#, expected: "commands"),
    .init(name: "boolean as a template", text: scene(#""main": true"#), expected: "templates.main"),
    .init(
      name: "null as focusable", text: scene(#""main": {"root": {"id": "r", "focusable": null}}"#),
      expected: "focusable"),
    .init(
      name: "duplicate node ids",
      text: scene(#""main": {"root": {"id": "r", "children": [{"id": "a"}, {"id": "a"}]}}"#),
      expected: "duplicate id"),
    .init(
      name: "node id repeating the root's",
      text: scene(
        #""main": {"root": {"id": "r", "children": [{"id": "x", "children": [{"id": "r"}]}]}}"#),
      expected: "duplicate id"),
    .init(
      name: "duplicate command ids",
      text:
        #"{"app": "H", "commands": [{"id": "a", "title": "A", "menu": "File"}, {"id": "a", "title": "B", "menu": "File"}]}"#,
      expected: "a"),
    .init(
      name: "duplicate window ids",
      text: scene(
        #""main": {"root": {"id": "r"}}"#,
        extra: #", "windows": [{"template": "main", "id": "w"}, {"template": "main", "id": "w"}]"#),
      expected: "windows[1].id"),
    .init(
      name: "duplicate JSON key",
      text: scene(#""main": {"root": {"id": "r"}}, "main": {"root": {"id": "s"}}"#),
      expected: "duplicate key \"main\""),
    .init(
      name: "window naming an unknown template",
      text: scene(
        #""main": {"root": {"id": "r"}}"#, extra: #", "windows": [{"template": "mian"}]"#),
      expected: "windows[0].template"),
    .init(
      name: "context menu naming an unknown command",
      text: scene(
        #""main": {"root": {"id": "r", "selectable": true, "contextMenu": {"single": ["nope"]}}}"#),
      expected: "contextMenu"),
    .init(
      name: "focus on a missing node",
      text: scene(#""main": {"focus": "ghost", "root": {"id": "r"}}"#), expected: "focus"),
    .init(
      name: "100,000-deep nesting", text: String(repeating: #"{"app": "#, count: 100_000),
      expected: "nested deeper than 512"),
    .init(
      name: "100,000 nested children",
      text: scene(
        #""main": {"root": "# + String(repeating: #"{"id": "n", "children": ["#, count: 100_000)),
      expected: "nested deeper than 512"),
  ]

  @Test("Refused with an error naming the place", arguments: cases)
  func refused(_ hostile: Case) {
    do {
      _ = try SceneFile.decode(hostile.text)
      Issue.record("loaded \(hostile.name)")
    } catch {
      #expect(!error.errors.isEmpty)
      #expect(error.description.contains(hostile.expected), "\(error.description.prefix(500))")
    }
  }

  @Test("Invalid UTF-8 in a scene file is a syntax error with line and column")
  func invalidUTF8() {
    var bytes = Array(Self.scene(#""main": {"root": {"id": "r"}}"#).utf8)
    bytes.insert(0xFE, at: bytes.firstIndex(of: UInt8(ascii: "H")) ?? 0)
    #expect { try SceneFile.decode(bytes) } throws: { error in
      "\(error)".contains("line 1, column") && "\(error)".contains("UTF-8")
    }
  }

  @Test("The deepest tree the nesting limit allows (250 levels) loads and resolves")
  func deepestTree() throws {
    let levels = 250
    var node = #"{"id": "n\#(levels)", "focusable": true, "values": {"k": "deep"}}"#
    for level in stride(from: levels - 1, through: 0, by: -1) {
      node =
        #"{"id": "n\#(level)", "values": {"k\#(level % 3)": \#(level)}, "children": [\#(node)]}"#
    }
    let text = Self.scene(#""main": {"focus": "n\#(levels)", "root": \#(node)}"#)
    let app = try SceneFile.decode(text).app
    #expect(app.resolve("k")?.provider.description == "main/n\(levels)")
    #expect(app.resolve("k0")?.provider.description == "main/n249")
  }

  /// `{"app": "H", "commands": [0,0,0,...]}` of about `size` bytes.
  static func numbersWhereCommandsBelong(size: Int) -> [UInt8] {
    var bytes = Array(#"{"app": "H", "commands": ["#.utf8)
    bytes.reserveCapacity(size + 8)
    while bytes.count < size { bytes.append(contentsOf: [UInt8(ascii: "0"), UInt8(ascii: ",")]) }
    bytes.append(contentsOf: Array("0]}".utf8))
    return bytes
  }

  @Test("A 50 MB scene file is refused as too large, before it is parsed")
  func fiftyMegabytes() throws {
    // The limit itself, cheaply: the same hostile shape over a small limit is refused by
    // size, not walked.
    let bytes = Self.numbersWhereCommandsBelong(size: 5_000)
    #expect { try JSONParser(limits: .init(maxBytes: 4_096)).parse(bytes) } throws: { error in
      "\(error)".contains("the input is \(bytes.count) bytes, over the limit of 4096 bytes")
    }
    // The real limit: a sparse 50 MB file (created instantly, all zero bytes) is refused by
    // its size on disk, with the size and the limit named, in well under a second.
    let url = FileManager.default.temporaryDirectory
      .appendingPathComponent("hostile-50mb-\(UUID().uuidString).json")
    #expect(FileManager.default.createFile(atPath: url.path, contents: nil))
    defer { try? FileManager.default.removeItem(at: url) }
    let handle = try FileHandle(forWritingTo: url)
    try handle.truncate(atOffset: 50_000_000)
    try handle.close()
    let start = ContinuousClock.now
    #expect { try SceneFile.load(contentsOf: url) } throws: { error in
      let limit = SceneFile.maxFileSize
      return "\(error)".contains("the input is 50000000 bytes, over the limit of \(limit) bytes")
    }
    #expect(ContinuousClock.now - start < .seconds(1))
  }

  @Test("200,000 numbers where commands belong: refused with at most 1,000 errors")
  func manyWrongTypes() throws {
    let bytes = Self.numbersWhereCommandsBelong(size: 400_000)
    #expect { try SceneFile.decode(bytes) } throws: { error in
      guard let errors = error as? SceneFileErrors else { return false }
      return errors.errors.count == SceneFile.maxReportedErrors
        && errors.errors.first?.description.hasPrefix("commands[0]") == true
    }
  }

  @Test("A scene file over the size limit is refused as too large")
  func tooLarge() {
    let bytes = [UInt8](repeating: 0x20, count: SceneFile.maxFileSize + 1)
    #expect { try SceneFile.decode(bytes) } throws: { error in "\(error)".contains("over the limit")
    }
  }
}
