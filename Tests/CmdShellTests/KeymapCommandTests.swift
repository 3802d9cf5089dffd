import Foundation
import Testing

/// `cmdshell keymap` as people run it (SPEC §23, issue 29 item 9): it prints the path it
/// wrote, and a folder that does not exist is an error that says so.
@Suite struct KeymapCommandTests {
  static let example = ReadmeTranscriptTests.root
    .appendingPathComponent("Examples/Notes/notes-app.json").path

  static func folder() throws -> URL {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("keymap-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    return folder
  }

  @Test("With --out it writes the page and prints the path and the keyboards drawn")
  func printsThePath() throws {
    let folder = try Self.folder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let run = try ShellBinary.run(["keymap", Self.example, "--out", "map.html"], in: folder)
    #expect(run.status == 0)
    let written = folder.appendingPathComponent("map.html").standardizedFileURL.path
    let line = run.stdout.trimmingCharacters(in: .newlines)
    // The path printed is the full one, to open in a browser from anywhere.
    #expect(line.hasPrefix("Wrote "))
    #expect(line.contains("map.html: "))
    #expect(line.contains(" keyboards ("))
    let printed = String(line.dropFirst("Wrote ".count).prefix { $0 != ":" })
    #expect(
      URL(fileURLWithPath: printed).resolvingSymlinksInPath().path
        == URL(fileURLWithPath: written).resolvingSymlinksInPath().path)
    let html = try String(contentsOfFile: written, encoding: .utf8)
    #expect(html.hasPrefix("<!DOCTYPE html>"))
  }

  @Test("Without --out the page goes to standard output and nothing else does")
  func standardOutput() throws {
    let run = try ShellBinary.run(["keymap", Self.example])
    #expect(run.status == 0)
    #expect(run.stdout.hasPrefix("<!DOCTYPE html>"))
    #expect(!run.stdout.contains("Wrote "))
  }

  @Test("--out into a folder that does not exist exits 2 naming the folder, writing nothing")
  func missingFolder() throws {
    let folder = try Self.folder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let target = folder.appendingPathComponent("no/such/map.html").path
    let run = try ShellBinary.run(["keymap", Self.example, "--out", target])
    #expect(run.status == 2)
    #expect(run.stderr.contains("no such folder"))
    #expect(run.stderr.contains(folder.appendingPathComponent("no/such").path))
    #expect(!FileManager.default.fileExists(atPath: target))
    #expect(run.stdout.isEmpty)
  }
}
