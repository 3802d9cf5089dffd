// libFuzzer target: the shell's line parser, `Tokenizer.tokenize(_:)`, and the line
// interpreter `ShellSession.run(_:)` on the built-in demo app (SPEC §10).
//
// The input is split into lines, each run in turn on one session, so the fuzzer explores
// sequences of verbs. Verbs that touch files (`load`, `save`, `restore`) are skipped (they
// have their own targets); Fuzz/run.sh also runs the binary inside its scratch corpus
// directory. Properties: no crash; a failed line leaves the app unchanged (SPEC §10: a
// failure "changes nothing").
import CommandKitLite

private let fileVerbs: Set<String> = ["load", "save", "restore"]

/// libFuzzer's entry point for the shell-line fuzzer: one input per call.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzShellLine(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
  let text = String(decoding: fuzzInput(data, size), as: UTF8.self)
  var session = ShellSession(app: DemoApp.make())
  for line in text.split(separator: "\n", omittingEmptySubsequences: false).prefix(64) {
    let line = String(line)
    let tokens = try? Tokenizer.tokenize(line)
    if let verb = tokens?.first?.text, fileVerbs.contains(verb.lowercased()) { continue }
    if let tokens {
      for token in tokens { fuzzCheck(token.start < line.endIndex, "token start out of range") }
    }
    let before = SessionFingerprint(session.app)
    guard let reply = session.run(line) else { continue }
    if reply.quit { break }
    if reply.error != nil {
      fuzzCheck(
        SessionFingerprint(session.app) == before,
        "failed line changed the app: \(line.debugDescription)")
    }
  }
  return 0
}

/// The observable state that a failed line must leave alone.
private struct SessionFingerprint: Equatable {
  var windows: [String]
  var key: String?
  var main: String?
  var focus: [String?]

  init(_ app: App) {
    windows = app.windows.map { "\($0.id):\($0.phase):\($0.isMinimized):\($0.display)" }
    key = app.keyWindowID
    main = app.mainWindowID
    focus = app.windows.map { $0.focusedPath?.description }
  }
}
