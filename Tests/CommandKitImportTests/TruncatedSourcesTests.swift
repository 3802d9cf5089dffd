import CommandKitLite
import Foundation
import Testing

@testable import CommandKitImport

/// Bad input never crashes the importer (the project's rules; SPEC §22: "any file yields a
/// scene file or a clear error"): every minimal input of `ImporterDefects/`, with one of its
/// Swift files cut short (a file saved mid-edit: braces, strings and calls left open), imports
/// to a scene file whose JSON loads, or to an error that names what is wrong. Written in
/// round twenty-four, beside the random-text test (`SwiftTokenizerTests`), after a new pass
/// over every file (sheet members declared in another file) was added to the importer: the
/// inputs here have the shapes the readers look for.
@Suite struct TruncatedSourcesTests {
  static let folders: [String] = {
    let names =
      (try? FileManager.default.contentsOfDirectory(atPath: ImporterDefectsTests.root.path)) ?? []
    return names.sorted()
  }()

  @Test("There are inputs to cut")
  func inputsExist() {
    #expect(Self.folders.count > 50)
  }

  @Test("A Swift file cut short imports or fails with a clear error", arguments: folders)
  func cutShort(_ folder: String) throws {
    let source = ImporterDefectsTests.root.appendingPathComponent(folder)
    let swiftFiles = try FileManager.default.contentsOfDirectory(atPath: source.path)
      .filter { $0.hasSuffix(".swift") }.sorted()
    for file in swiftFiles {
      let text = try String(contentsOf: source.appendingPathComponent(file), encoding: .utf8)
      let characters = Array(text)
      for quarter in 1...3 {
        let cut = String(characters.prefix(characters.count * quarter / 4))
        let copy = FileManager.default.temporaryDirectory
          .appendingPathComponent("truncated-\(folder)-\(UUID().uuidString)")
        try FileManager.default.copyItem(at: source, to: copy)
        defer { try? FileManager.default.removeItem(at: copy) }
        try Data(cut.utf8).write(to: copy.appendingPathComponent(file))
        do {
          let result = try SceneImporter.importDirectory(copy.path)
          // What it wrote loads back: a scene file or an error naming its JSON path.
          let json = result.json.prettyPrinted()
          do {
            _ = try SceneFile.decode(json)
          } catch {
            Issue.record("\(folder)/\(file) cut at \(quarter)/4: the scene does not load: \(error)")
          }
        } catch {
          #expect(!error.description.isEmpty, "\(folder)/\(file) cut at \(quarter)/4")
        }
      }
    }
  }
}
