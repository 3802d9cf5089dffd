import CommandKitLite
import Foundation
import Testing

@testable import cmdshell

/// The DocC scene-file article's example, loaded as the article says (issue 19).
@Suite struct SceneFileArticleTests {
  static let article = ReadmeTranscriptTests.root.appendingPathComponent(
    "Sources/CommandKitLite/CommandKitLite.docc/Articles/SceneFileFormat.md")

  /// The fenced blocks of `text`, in order, each with its info string.
  static func blocks(_ text: String) -> [(info: String, lines: [String])] {
    var blocks: [(String, [String])] = []
    var current: (String, [String])?
    for line in text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init) {
      if line.hasPrefix("```") {
        if let block = current {
          blocks.append(block)
          current = nil
        } else {
          current = (String(line.dropFirst(3)), [])
        }
      } else {
        current?.1.append(line)
      }
    }
    return blocks
  }

  /// The article's example scene file with its `windows` line taken out.
  static func exampleWithoutWindows() throws -> (scene: String, table: [String]) {
    let blocks = Self.blocks(try String(contentsOf: article, encoding: .utf8))
    let example = try #require(blocks.first { $0.info == "json" }, "no json example")
    var lines = example.lines
    let windows = try #require(lines.firstIndex { $0.contains("\"windows\":") })
    #expect(windows == lines.count - 2, "the example's windows list is its last member")
    lines.remove(at: windows)
    if lines[windows - 1].hasSuffix(",") { lines[windows - 1].removeLast() }
    let table = try #require(blocks.first { $0.lines.first?.hasPrefix("ID ") == true })
    return (lines.joined(separator: "\n"), table.lines)
  }

  @Test("Without a windows list the example opens its main template as 'main', as documented")
  func noWindowsListOpensMain() throws {
    let (scene, table) = try Self.exampleWithoutWindows()
    var session = ShellSession(app: try SceneFile.decode(scene).app)
    let windowsLine = session.run("windows")
    let windows = try #require(windowsLine)
    #expect(windows.text.split(separator: "\n").map(String.init) == table)
    #expect(session.app.keyWindowID == "main")
    let focus = session.run("focus main/list")
    #expect(focus != nil && focus?.error == nil)
    let wrong = session.run("focus w1/list")
    #expect(wrong?.error != nil)
  }

  @Test("With its windows list the example opens w1")
  func windowsListOpensW1() throws {
    let blocks = Self.blocks(try String(contentsOf: Self.article, encoding: .utf8))
    let example = try #require(blocks.first { $0.info == "json" })
    let app = try SceneFile.decode(example.lines.joined(separator: "\n")).app
    #expect(app.keyWindowID == "w1")
  }
}
