// libFuzzer target: the shortcut parser, `KeyboardShortcut(parsing:)` (SPEC §4).
//
// Properties: parsing never crashes; a parsed shortcut's canonical notation parses back to
// the same shortcut, and so does its glyph display; an error has a message.
import CommandKitLite

/// libFuzzer's entry point for the shortcut-parser fuzzer: one input per call.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzShortcut(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
  let text = String(decoding: fuzzInput(data, size), as: UTF8.self)
  do {
    let shortcut = try KeyboardShortcut(parsing: text)
    let canonical = shortcut.description
    let again = try? KeyboardShortcut(parsing: canonical)
    fuzzCheck(
      again == shortcut, "canonical '\(canonical)' of \(text.debugDescription) does not parse back")
    let glyphs = shortcut.glyphs
    fuzzCheck(!glyphs.isEmpty, "empty glyphs for \(canonical)")
    for platform in Platform.allCases {
      _ = ShortcutTables.reservation(of: shortcut, on: platform)
    }
  } catch {
    fuzzCheck(!error.description.isEmpty, "empty error for \(text.debugDescription)")
  }
  return 0
}
