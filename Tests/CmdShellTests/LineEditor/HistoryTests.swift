import Foundation
import Testing

@testable import cmdshell

/// A fresh temporary directory, removed by `remove()`.
private struct TemporaryDirectory {
  let path: String

  init() throws {
    let url = FileManager.default.temporaryDirectory
      .appendingPathComponent("cmdshell-history-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    path = url.path
  }

  func remove() { try? FileManager.default.removeItem(atPath: path) }

  func contents() -> [String] {
    (try? FileManager.default.contentsOfDirectory(atPath: path).sorted()) ?? []
  }
}

@Suite("History")
struct HistoryTests {
  @Test("blank lines, multi-line text and consecutive duplicates are not added")
  func addRules() {
    var history = History()
    for line in ["ls", "ls", "", "   ", "pwd", "ls", "a\nb", "ls"] { history.add(line) }
    #expect(history.entries == ["ls", "pwd", "ls"])
  }

  @Test("at most the limit is kept, dropping the oldest")
  func limit() {
    let history = History(entries: (1...1005).map { "cmd \($0)" })
    #expect(history.entries.count == 1000)
    #expect(history.entries.first == "cmd 6")
    #expect(history.entries.last == "cmd 1005")
    #expect(History(entries: ["a", "b", "c"], limit: 2).entries == ["b", "c"])
  }

  @Test("up walks back to the oldest entry and stops there")
  func upNavigation() {
    var history = History(entries: ["one", "two", "three"])
    #expect(history.previous(current: "") == "three")
    #expect(history.previous(current: "three") == "two")
    #expect(history.previous(current: "two") == "one")
    #expect(history.previous(current: "one") == nil)
  }

  @Test("down past the newest entry gives back the line being edited")
  func draftIsKept() {
    var history = History(entries: ["one", "two"])
    #expect(history.next() == nil)
    #expect(history.previous(current: "draft") == "two")
    #expect(history.previous(current: "two") == "one")
    #expect(history.next() == "two")
    #expect(history.next() == "draft")
    #expect(history.next() == nil)
    #expect(history.previous(current: "new draft") == "two")
    #expect(history.next() == "new draft")
  }

  @Test("empty history has nothing to navigate")
  func emptyNavigation() {
    var history = History()
    #expect(history.previous(current: "x") == nil)
    #expect(history.next() == nil)
  }

  @Test("adding ends navigation")
  func addResets() {
    var history = History(entries: ["one", "two"])
    _ = history.previous(current: "")
    _ = history.previous(current: "")
    history.add("three")
    #expect(history.previous(current: "") == "three")
  }

  @Test("save then load round-trips, with no temporary file left behind")
  func roundTrip() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let path = directory.path + "/.cmdshell_history"
    let history = History(entries: ["ls -la", "echo héllo 😀", "pwd"])
    try history.save(to: path)
    #expect(History.load(from: path) == history)
    #expect(directory.contents() == [".cmdshell_history"])
    #expect(try String(contentsOfFile: path, encoding: .utf8) == "ls -la\necho héllo 😀\npwd\n")
  }

  @Test("saving replaces the file by rename, not by rewriting it in place")
  func atomicReplace() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let path = directory.path + "/history"
    try History(entries: ["old"]).save(to: path)
    // A hard link still sees the old contents only if the file was replaced, not overwritten.
    let link = directory.path + "/link"
    try FileManager.default.linkItem(atPath: path, toPath: link)
    try History(entries: ["new"]).save(to: path)
    #expect(try String(contentsOfFile: path, encoding: .utf8) == "new\n")
    #expect(try String(contentsOfFile: link, encoding: .utf8) == "old\n")
    let attributes = try FileManager.default.attributesOfItem(atPath: path)
    #expect((attributes[.posixPermissions] as? NSNumber)?.intValue == 0o600)
  }

  @Test("saving into a missing directory throws and leaves nothing")
  func saveFailure() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let error = #expect(throws: HistorySaveError.self) {
      try History(entries: ["x"]).save(to: directory.path + "/missing/history")
    }
    #expect(error?.description.hasSuffix(": No such file or directory") == true)
    #expect(directory.contents().isEmpty)
  }

  @Test("a failed rename removes the temporary file and leaves the target as it was")
  func renameFailure() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    // A non-empty directory where the file should go: writing works, the rename fails.
    let path = directory.path + "/history"
    try FileManager.default.createDirectory(
      atPath: path + "/keep", withIntermediateDirectories: true)
    let error = #expect(throws: HistorySaveError.self) {
      try History(entries: ["x"]).save(to: path)
    }
    #expect(error?.path == path)
    #expect(error?.description.hasPrefix("cannot save history to \(path): ") == true)
    #expect(directory.contents() == ["history"])
    #expect(try FileManager.default.contentsOfDirectory(atPath: path) == ["keep"])
  }

  @Test("a missing or unreadable file loads as an empty history")
  func loadFailures() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    #expect(History.load(from: directory.path + "/absent").entries.isEmpty)
    #expect(History.load(from: directory.path).entries.isEmpty)
    let garbage = directory.path + "/garbage"
    let bytes = Data([0xFF, 0x0A, 0x0A, 0x61, 0x0D, 0x0A])
    #expect(FileManager.default.createFile(atPath: garbage, contents: bytes))
    #expect(History.load(from: garbage).entries == ["\u{FFFD}", "a"])
  }

  @Test(
    "default path honours CMDSHELL_HISTORY",
    arguments: [
      (["CMDSHELL_HISTORY": "/tmp/h", "HOME": "/home/u"], "/tmp/h"),
      (["CMDSHELL_HISTORY": "", "HOME": "/home/u"], "/home/u/.cmdshell_history"),
      (["HOME": "/home/u"], "/home/u/.cmdshell_history"),
    ])
  func defaultPath(environment: [String: String], expected: String) {
    #expect(History.defaultPath(environment: environment) == expected)
  }
}
