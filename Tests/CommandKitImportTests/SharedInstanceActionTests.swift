import CommandKitAudit
import Foundation
import Testing

@testable import CommandKitImport
@testable import CommandKitLite

/// `same-action` (shared instance): a control calling `r.m()` where its view declares `r` as
/// the app's stored static instance `T.x` and a menu command calling `T.x.m()` are one
/// command (SPEC §20, "one action, one command"; ImporterDefects/same-action-shared-instance/).
/// Written after the eleventh held-out batch was judged (HiFidelity's mini player ⌘S, ⌘R).
@Suite struct SharedInstanceActionTests {
  static let folder = "same-action-shared-instance"
  static let property = "  @ObservedObject var playback = PlaybackController.shared\n"
  static let sharedDeclaration = "  static let shared = PlaybackController()\n"

  struct Variant: Sendable, CustomTestStringConvertible {
    let name: String
    let edits: [(String, String)]
    /// The Shuffle button's action after the import.
    let action: String
    var testDescription: String { name }
  }

  static let shared = "PlaybackController.shared.toggleShuffle"
  static let asWritten = "playback.toggleShuffle"

  static let variants: [Variant] = [
    .init(name: "@ObservedObject var r = T.shared", edits: [], action: shared),
    .init(
      name: "@StateObject private var r = T.shared",
      edits: [(property, "  @StateObject private var playback = PlaybackController.shared\n")],
      action: shared),
    .init(
      name: "let r = T.shared",
      edits: [(property, "  private let playback = PlaybackController.shared\n")],
      action: shared),
    .init(
      name: "var r: T = .shared",
      edits: [(property, "  @ObservedObject var playback: PlaybackController = .shared\n")],
      action: shared),
    .init(
      name: "a static var with an initial value",
      edits: [(sharedDeclaration, "  static var shared = PlaybackController()\n")],
      action: shared),
    .init(
      name: "a computed static property: a new instance each time",
      edits: [
        (
          sharedDeclaration,
          "  static var shared: PlaybackController { PlaybackController() }\n"
        )
      ],
      action: asWritten),
    .init(
      name: "the view makes its own instance",
      edits: [(property, "  @ObservedObject var playback = PlaybackController()\n")],
      action: asWritten),
    .init(
      name: "a static member the app does not declare",
      edits: [(property, "  @ObservedObject var playback = PlaybackController.main\n")],
      action: asWritten),
    .init(
      name: "a member of the instance, not the instance",
      edits: [(property, "  @ObservedObject var playback = PlaybackController.shared.next\n")],
      action: asWritten),
    .init(
      name: "the view assigns the property another instance",
      edits: [
        (
          "  var body: some View {",
          "  init(other: PlaybackController) {\n    self.playback = other\n  }\n\n"
            + "  var body: some View {"
        )
      ],
      action: asWritten),
    .init(
      name: "the view assigns the wrapper's storage",
      edits: [
        (
          "  var body: some View {",
          "  init(other: PlaybackController) {\n    _playback = ObservedObject(wrappedValue: other)\n  }\n\n"
            + "  var body: some View {"
        )
      ],
      action: asWritten),
    .init(
      name: "a comparison is no assignment",
      edits: [
        (
          "      Text(playback.isShuffleEnabled ? \"Shuffle on\" : \"Shuffle off\")",
          "      Text(playback == nil ? \"\" : \"Shuffle\")"
        )
      ],
      action: shared),
    .init(
      name: "a parameter of the same name in the view",
      edits: [
        (
          "  var body: some View {",
          "  func badge(playback: PlaybackController) -> some View {\n    Text(\"\")\n  }\n\n"
            + "  var body: some View {"
        )
      ],
      action: asWritten),
  ]

  @Test(
    "same-action-shared-instance: a receiver initialized with the app's static instance names it",
    arguments: variants)
  func sharedInstance(_ variant: Variant) throws {
    let result = try ImporterDefectsTests.importedCopy(
      of: Self.folder, editing: ["PlayerApp.swift": variant.edits])
    let controls = result.controls + result.templates.flatMap { $0.nodes.flatMap(\.controls) }
    let shuffle = try #require(controls.first { $0.shortcut == "cmd+s" })
    #expect(shuffle.action == variant.action)
    let command = try #require(result.commands.first { $0.shortcut == "cmd+s" })
    #expect(command.action == Self.shared)
    let scene = try SceneFile.decode(result.json.prettyPrinted())
    let shadowed = scene.app.audit().findings.contains { $0.kind == .shadowed }
    #expect(shadowed == (variant.action != Self.shared))
  }
}
