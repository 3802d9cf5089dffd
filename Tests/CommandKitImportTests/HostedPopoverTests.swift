import CommandKitAudit
import Foundation
import Testing

@testable import CommandKitImport
@testable import CommandKitLite

/// `hosted-popover`: a SwiftUI view AppKit code shows in an `NSPopover` through
/// `NSHostingController(rootView: rootView())`, a method of the same type returning
/// `AnyView(StatusPopoverView())`, is a panel of its own, as it is when handed to the hosting
/// directly (ImporterDefects/hosted-popover/). Written in round twenty after the
/// twenty-fourth held-out batch was judged (App Monitor's status item popover).
@Suite struct HostedPopoverTests {
  static let folder = "hosted-popover"

  struct Variant: Sendable, CustomTestStringConvertible {
    let name: String
    let edits: [(String, String)]
    /// The windows with their controls' titles, as
    /// ``ImporterDefectsTests/windows(_:fields:onlyFilled:)`` gives them.
    let templates: [String]
    /// The contexts of the `shadowed` findings, sorted.
    let shadowedIn: [String]
    var testDescription: String { name }
  }

  static let hosting = "NSHostingController(rootView: rootView())"
  static let method =
    "  private func rootView() -> AnyView {\n    AnyView(StatusPopoverView())\n  }"
  static let inPopover = ["main window: ", "statusPopoverView panel: Rescan"]

  static let variants: [Variant] = [
    .init(
      name: "a method returning AnyView of the view: the popover's", edits: [],
      templates: inPopover, shadowedIn: ["statusPopoverView/root"]),
    .init(
      name: "called through self: the popover's",
      edits: [(hosting, "NSHostingController(rootView: self.rootView())")],
      templates: inPopover, shadowedIn: ["statusPopoverView/root"]),
    .init(
      name: "the view inside a stack: the popover's",
      edits: [
        (
          method,
          "  private func rootView() -> some View {\n    VStack { StatusPopoverView() }\n  }"
        )
      ],
      templates: inPopover, shadowedIn: ["statusPopoverView/root"]),
    .init(
      name: "handed to the hosting directly: the popover's",
      edits: [(hosting, "NSHostingController(rootView: StatusPopoverView())")],
      templates: inPopover, shadowedIn: ["statusPopoverView/root"]),
    .init(
      name: "a method the file does not declare: the view stays where views no scene reaches go",
      edits: [(hosting, "NSHostingController(rootView: makeRoot())")],
      templates: ["main window: Rescan"], shadowedIn: ["main/root"]),
  ]

  @Test(
    "hosted-popover: a view a method builds for a popover's hosting is the popover's",
    arguments: variants)
  func hostedPopover(_ variant: Variant) throws {
    let result = try ImporterDefectsTests.importedCopy(
      of: Self.folder, editing: ["App.swift": variant.edits])
    #expect(try ImporterDefectsTests.windows(result) == variant.templates)
    let shadowed = try ImporterDefectsTests.warnings(of: result).filter { $0.kind == .shadowed }
    #expect(shadowed.flatMap(\.contexts).sorted() == variant.shadowedIn)
  }
}
