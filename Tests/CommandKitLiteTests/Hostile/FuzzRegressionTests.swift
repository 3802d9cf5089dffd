import CommandKitLite
import Foundation
import Testing

/// Feeds the fuzzers' kept inputs (`Fuzz/regressions/TARGET/` — crashes found and fixed —
/// and the seed corpus `Fuzz/seeds/TARGET/`) through the same code paths as the libFuzzer
/// targets in `Fuzz/Targets/`, so a fixed crash stays fixed without running a fuzzer in CI.
@Suite struct FuzzRegressionTests {
  static let fuzzDirectory = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("Fuzz")

  /// Every kept input of `target`, as (name, bytes).
  static func inputs(_ target: String) -> [FuzzInput] {
    ["regressions", "seeds"].flatMap { folder -> [FuzzInput] in
      let directory = fuzzDirectory.appendingPathComponent(folder).appendingPathComponent(target)
      let names = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
      return names.filter { !$0.hasPrefix(".") && $0 != "README.md" }.sorted().compactMap { name in
        (try? Data(contentsOf: directory.appendingPathComponent(name)))
          .map { FuzzInput(name: "\(folder)/\(target)/\(name)", bytes: [UInt8]($0)) }
      }
    }
  }

  @Test("Kept shortcut inputs parse, or fail, without crashing", arguments: inputs("shortcut"))
  func shortcut(_ input: FuzzInput) throws {
    let text = String(decoding: input.bytes, as: UTF8.self)
    guard let shortcut = try? KeyboardShortcut(parsing: text) else { return }
    #expect(try KeyboardShortcut(parsing: shortcut.description) == shortcut)
  }

  @Test("Kept scene files load, or fail, without crashing", arguments: inputs("scenefile"))
  func sceneFile(_ input: FuzzInput) throws {
    guard var app = try? SceneFile.decode(input.bytes).app else { return }
    _ = app.validatedMenuBar()
    _ = app.accessibilityActions()
    for shortcut in app.commands.compactMap(\.shortcut) + [KeyboardShortcut(.tab, modifiers: [])] {
      _ = app.press(shortcut)
    }
  }

  @Test("The fuzz inputs folders are there")
  func foldersExist() {
    for target in ["shortcut", "scenefile", "restore", "shellline"] {
      let path = Self.fuzzDirectory.appendingPathComponent("regressions").appendingPathComponent(target).path
      #expect(FileManager.default.fileExists(atPath: path), "missing \(path)")
    }
  }
}

/// One kept fuzz input.
struct FuzzInput: Sendable, CustomTestStringConvertible {
  let name: String
  let bytes: [UInt8]
  var testDescription: String { name }
}
