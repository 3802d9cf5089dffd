import CommandKitLite
import Foundation

/// The platform a whole import is for, decided before any file is read, and each Swift
/// file read as compiled for it (SPEC §22; written after the sixth held-out batch was
/// judged).
extension SceneImporter {
  /// The platform the files are imported for, by the rule ``merge(_:fallbackName:lenient:typeUses:)``
  /// applies to what the files say: macOS when an Interface Builder file is AppKit's or a
  /// Swift file declares commands in code compiled for macOS only
  /// (``declaresMacOnlyCommands(_:)``), else
  /// iPadOS when a file declares UIKit key commands or menus (a UIKit Interface Builder
  /// file, a Swift file that uses UIKit's menu API with `UIKeyCommand` or `UIMenuBuilder`,
  /// an Objective-C `[UIKeyCommand keyCommandWithInput:…]` or `commandWithTitle:`), else
  /// macOS (SwiftUI sources build for both).
  static func targetPlatform(_ files: [ParsedFile]) -> Platform {
    var evidence: Set<Platform> = []
    for file in files {
      switch file.content {
      case .interfaceBuilder(let data):
        evidence.insert(isUIKitInterface(data) ? .iPadOS : .macOS)
      case .swift(let source):
        if declaresMacOnlyCommands(source) { evidence.insert(.macOS) }
        if UIKitReader.isUIKit(source),
          source.tokens.contains(where: {
            $0.isIdentifier("UIKeyCommand") || $0.isIdentifier("UIMenuBuilder")
          })
        {
          evidence.insert(.iPadOS)
        }
      case .objectiveC(let source):
        let tokens = source.tokens
        for index in tokens.indices.dropLast(2) where tokens[index].isIdentifier("UIKeyCommand") {
          let selector = tokens[index + 1]
          if selector.isIdentifier("keyCommandWithInput")
            || selector.isIdentifier("commandWithTitle"),
            tokens[index + 2].isPunctuation(":")
          {
            evidence.insert(.iPadOS)
            break
          }
        }
      }
    }
    return evidence.contains(.macOS) ? .macOS : (evidence.first ?? .macOS)
  }

  /// SwiftUI's command and shortcut declarations: where a Mac app's menus are written.
  private static let commandWords: Set<String> = [
    "CommandMenu", "CommandGroup", "commands", "keyboardShortcut",
  ]

  /// Whether a Swift file declares menu commands or shortcuts in code compiled for macOS
  /// only (`#if os(macOS)` around `CommandMenu("Tools") { … }`, `.keyboardShortcut(…)`):
  /// tokens the file keeps compiled for macOS and drops compiled for iPadOS
  /// (``SwiftSource/compiled(for:)``). A multi-platform app that writes its Mac menus so is
  /// a Mac app as much as an iPad one, and its iPad-only UIKit key commands (a text view's
  /// `keyCommands` under `#if os(iOS)`) do not make the import an iPad one. Written after the
  /// twentieth held-out batch was judged (Neon Vision Editor, whose `AppMenus.swift` is all
  /// under `#if os(macOS)` while `EditorTextView+iOS.swift` declares `UIKeyCommand`s under
  /// `#if os(iOS) || os(visionOS)`: imported for iPadOS, four false errors;
  /// `ImporterDefects/platform-from-ios-only-file/`).
  static func declaresMacOnlyCommands(_ source: SwiftSource) -> Bool {
    guard
      source.tokens.contains(where: { $0.kind == .identifier && commandWords.contains($0.text) }),
      let forIPad = source.compiled(for: .iPadOS)
    else { return false }
    let forMac = source.compiled(for: .macOS)?.source.tokens ?? source.tokens
    let keptForIPad = Set(forIPad.source.tokens.map(\.span.lowerBound))
    return forMac.contains {
      $0.kind == .identifier && commandWords.contains($0.text)
        && !keptForIPad.contains($0.span.lowerBound)
    }
  }

  /// Whether an Interface Builder file is UIKit's: its `<document targetRuntime="…">` names
  /// iOS or tvOS (as ``InterfaceBuilderWindows`` reads it).
  static func isUIKitInterface(_ data: Data) -> Bool {
    // The attribute is in the document's first element, near the file's start.
    let head = String(decoding: data.prefix(4096), as: UTF8.self)
    guard let range = head.range(of: "targetRuntime=\"") else { return false }
    let value = head[range.upperBound...].prefix { $0 != "\"" }
    return value.contains("iOS") || value.contains("AppleTV")
  }

  /// Each Swift file as compiled for `platform` (``SwiftSource/compiled(for:)``), with a
  /// warning for each file that loses code.
  static func compile(_ files: inout [ParsedFile], for platform: Platform) -> [ImportWarning] {
    var warnings: [ImportWarning] = []
    for position in files.indices {
      guard case .swift(let source) = files[position].content,
        let (compiled, excluded) = source.compiled(for: platform)
      else { continue }
      files[position].content = .swift(compiled)
      let more = excluded.branches > 1 ? " (and \(excluded.branches - 1) more branches)" : ""
      warnings.append(
        ImportWarning(
          location: SourceLocation(file: source.file, line: excluded.firstLine, column: 1),
          message:
            "code under `\(excluded.condition)`\(more) is not read: it is not compiled for "
            + "\(platform), the platform imported"))
    }
    return warnings
  }
}
