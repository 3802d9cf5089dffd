import CommandKitLite
import Foundation
import Testing

@testable import cmdshell

/// `cmdshell audit --format sarif|github|gcc` and `cmdshell keymap` from the command line
/// (SPEC §23): the shell picks the library's encoder and renderer, and refuses what it
/// cannot do with a clear error.
@Suite struct AuditFormatCommandTests {
  static let example = ReadmeTranscriptTests.root.appendingPathComponent(
    "Examples/Audit/conflicts.json")

  @Test(
    "Each format exits 1 on the flawed example and starts as its readers expect",
    arguments: [
      ("sarif", "{"), ("github", "::error file="), ("gcc", Self.example.path + ":"),
      ("text", Self.example.path + ":"),
    ])
  func formats(format: String, prefix: String) throws {
    let run = try ShellBinary.run(["audit", Self.example.path, "--format", format])
    #expect(run.status == 1)
    #expect(run.stdout.hasPrefix(prefix))
  }

  @Test("SARIF for iPadOS names the iPadOS category and keeps the file's positions")
  func sarifPlatform() throws {
    let run = try ShellBinary.run([
      "audit", Self.example.path, "--platform", "iPadOS", "--format", "sarif",
    ])
    #expect(run.stdout.contains("\"id\": \"cmdshell-audit/iPadOS/\""))
    #expect(run.stdout.contains("\"startColumn\": "))
  }

  @Test("An unknown format names the five formats")
  func unknownFormat() {
    #expect(throws: ShellError.self) {
      try ShellOptions.parse(["audit", "a.json", "--format", "xml"])
    }
    do {
      _ = try ShellOptions.parse(["audit", "a.json", "--format", "xml"])
    } catch {
      #expect(error.message == "unknown format 'xml'; use text or json or sarif or github or gcc")
    }
  }

  @Test("keymap parses its options and writes one self-contained page")
  func keymap() throws {
    #expect(
      try ShellOptions.parse(["keymap", "a.json", "--layout", "us", "--out", "k.html"]).mode
        == .keymap(file: "a.json", platform: nil, layout: "us", out: "k.html"))
    let run = try ShellBinary.run(["keymap", Self.example.path])
    #expect(run.status == 0)
    #expect(run.stdout.hasPrefix("<!DOCTYPE html>"))
    #expect(run.stdout.contains("<svg"))
    #expect(!run.stdout.contains("<script"))
  }

  @Test("keymap draws every layout the project has: the caps show that layout's characters")
  func keymapLayouts() throws {
    for id in KeyboardLayout.ids {
      let run = try ShellBinary.run(["keymap", Self.example.path, "--layout", id])
      #expect(run.status == 0, "--layout \(id): \(run.stderr)")
      #expect(run.stdout.contains(", \(id.uppercased()) layout."))
    }
    // The German Y key (US z) is labelled Z... and the US z key Y.
    let german = try ShellBinary.run(["keymap", Self.example.path, "--layout", "de"])
    #expect(german.stdout.contains("data-key=\"y\""))
    #expect(german.stdout.contains(">Z</text>"))
  }

  @Test("keymap refuses an unknown layout naming the valid ones, and a missing file, with exit 2")
  func keymapErrors() throws {
    let layout = try ShellBinary.run(["keymap", Self.example.path, "--layout", "xx"])
    #expect(layout.status == 2)
    #expect(
      layout.stderr.contains(
        "unknown keyboard layout 'xx'; use one of "
          + KeyboardLayout.ids.joined(separator: ", ")))
    #expect(layout.stderr.contains("us, de, fr"))
    let missing = try ShellBinary.run(["keymap", "/nonexistent/nothing.json"])
    #expect(missing.status == 2)
    #expect(missing.stderr.contains("no such file"))
    #expect(throws: ShellError.self) { try ShellOptions.parse(["keymap"]) }
  }
}
