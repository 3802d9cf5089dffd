import CommandKitLite
import Foundation
import Testing

/// `App.saveSession(to:)` writes atomically: a replacement by rename, and on failure no
/// temporary file and no change to what was there.
@Suite struct SessionSaveTests {
  @Test("Saving replaces the file by rename, not by rewriting it in place")
  func replacesByRename() throws {
    let directory = try SessionSnapshotTests.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let file = directory.appendingPathComponent("session.json")
    var app = try SessionSnapshotTests.app()
    try app.saveSession(to: file)
    let before = try Data(contentsOf: file)
    // A hard link keeps the old contents only if the file was replaced, not overwritten.
    let link = directory.appendingPathComponent("link.json")
    try FileManager.default.linkItem(at: file, to: link)
    try app.open("inspector")
    try app.saveSession(to: file)
    #expect(try Data(contentsOf: link) == before)
    #expect(try Data(contentsOf: file) != before)
    let names = try FileManager.default.contentsOfDirectory(atPath: directory.path).sorted()
    #expect(names == ["link.json", "session.json"])
  }

  @Test("A save that cannot replace the target says why, names it, and leaves it as it was")
  func failedReplaceLeavesTarget() throws {
    let directory = try SessionSnapshotTests.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    // A non-empty directory where the file should go: the document can be written, but
    // not renamed over it.
    let target = directory.appendingPathComponent("session.json")
    let inside = target.appendingPathComponent("keep.txt")
    try FileManager.default.createDirectory(at: target, withIntermediateDirectories: true)
    try Data("kept".utf8).write(to: inside)
    let app = try SessionSnapshotTests.app()
    let error = #expect(throws: SessionError.self) { try app.saveSession(to: target) }
    #expect(error?.code == "unwritable")
    let message = error?.description ?? ""
    #expect(message.hasPrefix("cannot write session file \(target.path): "))
    #expect(message.hasSuffix("; any previous file is unchanged"))
    #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path) == ["session.json"])
    #expect(try String(contentsOf: inside, encoding: .utf8) == "kept")
  }
}
