import CommandKitAudit
import Foundation
import Testing

@testable import CommandKitImport
@testable import CommandKitLite

/// `platform-conditional-app`: code under an `#if` that excludes the platform imported is
/// not read (ImporterDefects/platform-conditional-app/; The Swift Programming Language,
/// "Compiler Control Statements"). Written after the sixth held-out batch was judged
/// (Kiwix: its iOS `App` emptied the Undo group of the Mac's menu bar).
@Suite struct PlatformConditionalAppTests {
  static let folder = "platform-conditional-app"

  /// The iOS file's directive line (its comment names `#if os(iOS)` too).
  static let directive = "\n#if os(iOS)\n"

  struct Variant: Sendable, CustomTestStringConvertible {
    let name: String
    /// Edits of the iOS app's file.
    let edits: [(String, String)]
    /// Whether the iOS `App`'s `CommandGroup(replacing: .undoRedo) {}` is read.
    let iOSAppRead: Bool
    var testDescription: String { name }
  }

  static let variants: [Variant] = [
    .init(name: "#if os(iOS)", edits: [], iOSAppRead: false),
    .init(
      name: "#if !os(macOS)", edits: [(Self.directive, "\n#if !os(macOS)\n")], iOSAppRead: false),
    .init(
      name: "#if os(iOS) || os(visionOS)",
      edits: [(Self.directive, "\n#if os(iOS) || os(visionOS)\n")], iOSAppRead: false),
    .init(
      name: "#if canImport(UIKit)", edits: [(Self.directive, "\n#if canImport(UIKit)\n")],
      iOSAppRead: false),
    .init(
      name: "#if targetEnvironment(macCatalyst)",
      edits: [(Self.directive, "\n#if targetEnvironment(macCatalyst)\n")], iOSAppRead: false),
    .init(
      name: "#if os(iOS) && DEBUG (false and unknown)",
      edits: [(Self.directive, "\n#if os(iOS) && DEBUG\n")], iOSAppRead: false),
    .init(
      name: "#if (os(iOS) || os(tvOS)) && !os(macOS)",
      edits: [(Self.directive, "\n#if (os(iOS) || os(tvOS)) && !os(macOS)\n")], iOSAppRead: false),
    .init(
      name: "#else of #if os(macOS)", edits: [(Self.directive, "\n#if os(macOS)\n#else\n")],
      iOSAppRead: false),
    .init(
      name: "#elseif os(iOS) after #if os(watchOS)",
      edits: [(Self.directive, "\n#if os(watchOS)\n#elseif os(iOS)\n")], iOSAppRead: false),
    .init(
      name: "#else of #if os(iOS)", edits: [(Self.directive, "\n#if os(iOS)\n#else\n")],
      iOSAppRead: true),
    .init(
      name: "#if os(iOS) nested in #if DEBUG",
      edits: [(Self.directive, "\n#if DEBUG\n#if os(iOS)\n"), ("#endif", "#endif\n#endif")],
      iOSAppRead: false),
    .init(
      name: "#if DEBUG nested in #else of #if os(macOS)",
      edits: [
        (Self.directive, "\n#if os(macOS)\n#else\n#if DEBUG\n"), ("#endif", "#endif\n#endif"),
      ],
      iOSAppRead: false),
    // Unknown conditions change nothing: the branch is read, as before.
    .init(
      name: "#if DEBUG (unknown)", edits: [(Self.directive, "\n#if DEBUG\n")], iOSAppRead: true),
    .init(
      name: "#if os(iOS) || DEBUG (false or unknown)",
      edits: [(Self.directive, "\n#if os(iOS) || DEBUG\n")], iOSAppRead: true),
    .init(
      name: "#if canImport(SwiftUI) (unknown)",
      edits: [(Self.directive, "\n#if canImport(SwiftUI)\n")], iOSAppRead: true),
    .init(name: "#if os(macOS)", edits: [(Self.directive, "\n#if os(macOS)\n")], iOSAppRead: true),
    .init(name: "no #if", edits: [(Self.directive, "\n\n"), ("#endif", "")], iOSAppRead: true),
  ]

  @Test(
    "platform-conditional-app: an App under an #if that excludes macOS is not read for the Mac",
    arguments: variants)
  func conditionalApp(_ variant: Variant) throws {
    let result = try ImporterDefectsTests.importedCopy(
      of: Self.folder, editing: ["App_iOS.swift": variant.edits])
    #expect(result.platform == .macOS)
    #expect(result.removedGroups.contains("undoRedo") == variant.iOSAppRead)
    // The Mac app's own command is read in every variant.
    #expect(result.commands.map(\.title) == ["Open in New Window"])
    let scene = try SceneFile.decode(result.json.prettyPrinted())
    let missing = scene.app.audit().findings.contains { $0.kind == .missingEditCommands }
    #expect(missing == variant.iOSAppRead)
    #expect(
      result.warnings.contains { $0.message.contains("is not read: it is not compiled for macOS") }
        == !variant.iOSAppRead)
  }

  struct Condition: Sendable, CustomTestStringConvertible {
    let text: String
    let platform: Platform
    let value: SwiftSource.ConditionValue
    var testDescription: String { "\(text) on \(platform)" }
  }

  static let conditions: [Condition] = [
    .init(text: "os(macOS)", platform: .macOS, value: .yes),
    .init(text: "os(OSX)", platform: .macOS, value: .yes),
    .init(text: "os(macOS)", platform: .iPadOS, value: .no),
    .init(text: "os(iOS)", platform: .iPadOS, value: .yes),
    .init(text: "os(iOS)", platform: .iOS, value: .yes),
    .init(text: "os(iOS)", platform: .visionOS, value: .no),
    .init(text: "os(visionOS)", platform: .visionOS, value: .yes),
    .init(text: "os(watchOS) || os(tvOS)", platform: .iPadOS, value: .no),
    .init(text: "canImport(AppKit)", platform: .macOS, value: .yes),
    .init(text: "canImport(UIKit)", platform: .visionOS, value: .yes),
    .init(
      text: "canImport(UIKit) && !targetEnvironment(macCatalyst)", platform: .iPadOS, value: .yes),
    .init(text: "targetEnvironment(simulator)", platform: .iPadOS, value: .unknown),
    .init(text: "DEBUG && os(macOS)", platform: .macOS, value: .unknown),
    .init(text: "DEBUG || os(macOS)", platform: .macOS, value: .yes),
    .init(text: "!(os(iOS) || os(visionOS))", platform: .macOS, value: .yes),
    .init(text: "swift(>=5.9)", platform: .macOS, value: .unknown),
    .init(text: "os(iOS) &&", platform: .macOS, value: .unknown),
    .init(text: "os(iOS) os(macOS)", platform: .macOS, value: .unknown),
    .init(text: "", platform: .macOS, value: .unknown),
  ]

  @Test(
    "a compilation condition's value per platform (unreadable conditions are unknown)",
    arguments: conditions)
  func conditionValue(_ condition: Condition) throws {
    let source = try SwiftSource(file: "c.swift", text: "#if \(condition.text)\n#endif\n")
    let line = source.tokens.prefix { $0.line == 1 }.dropFirst()
    #expect(SwiftSource.evaluate(line, platform: condition.platform) == condition.value)
  }

  @Test("branches whose brackets pair only across the #if leave the file read whole")
  func unpairedBranchesReadWhole() throws {
    let text = "#if os(iOS)\nfunc f() {\n#else\n}\n#endif\n"
    let source = try SwiftSource(file: "u.swift", text: text)
    #expect(source.compiled(for: .macOS) == nil)
  }
}
