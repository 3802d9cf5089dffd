import CommandKitAudit
import Foundation
import Testing

@testable import CommandKitImport
@testable import CommandKitLite

/// `hosted-view-assigned-per-case`: a `rootView:` variable declared without a value and
/// assigned a view in each branch of a `switch` (`let content: AnyView`; `content =
/// AnyView(WizardView())`) hosts one of them on each run, so each is a window of its own
/// (ImporterDefects/hosted-view-assigned-per-case/). Written in round twenty after the
/// thirty-first held-out batch was judged (Bento Term's `Windows.show(_:)`).
@Suite struct HostedViewAssignedPerCaseTests {
  static let folder = "hosted-view-assigned-per-case"

  struct Variant: Sendable, CustomTestStringConvertible {
    let name: String
    let edits: [(String, String)]
    /// The windows with their controls' titles, as
    /// ``ImporterDefectsTests/windows(_:fields:onlyFilled:)`` gives them.
    let templates: [String]
    /// The findings expected (warnings and errors), as "kind shortcut", sorted.
    let findings: [String]
    var testDescription: String { name }
  }

  static let perCase = [
    "firstRunView window: Get Started", "main window: Stop Recording", "wizardView window: Cancel",
  ]

  static let variants: [Variant] = [
    .init(
      name: "each case's view is a window of its own", edits: [], templates: perCase,
      findings: []),
    .init(
      name: "assigned without AnyView (a concrete type each time is the same shape)",
      edits: [
        ("content = AnyView(WizardView())", "content = AnyView(erasing: WizardView())")
      ],
      templates: ["firstRunView window: Get Started", "main window: Cancel, Stop Recording"],
      findings: ["default-buttons escape"]),
    .init(
      name: "declared with a value: not every assignment is a branch's, nothing is followed",
      edits: [
        ("    let content: AnyView\n", "    var content: AnyView = AnyView(Text(\"\"))\n")
      ],
      templates: ["main window: Cancel, Get Started, Stop Recording"],
      findings: ["default-buttons escape"]),
    .init(
      name: "the hosting makes no window: the views stay where no scene reaches",
      edits: [
        (
          "    let window = NSWindow(contentViewController: host)\n    window.title = title\n    window.makeKeyAndOrderFront(nil)",
          "    _ = host\n    _ = title"
        )
      ],
      templates: ["main window: Cancel, Get Started, Stop Recording"],
      findings: ["default-buttons escape"]),
  ]

  @Test(
    "hosted-view-assigned-per-case: each view a switch assigns to the hosted variable is a window",
    arguments: variants)
  func assignedPerCase(_ variant: Variant) throws {
    let result = try ImporterDefectsTests.importedCopy(
      of: Self.folder, editing: ["App.swift": variant.edits])
    #expect(try ImporterDefectsTests.windows(result) == variant.templates)
    let findings = try ImporterDefectsTests.warnings(of: result)
    #expect(
      ImporterDefectsTests.described(findings) == variant.findings, "\(findings.map(\.message))")
  }
}
