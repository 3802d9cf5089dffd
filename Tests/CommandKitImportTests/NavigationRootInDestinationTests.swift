import CommandKitAudit
import Foundation
import Testing

@testable import CommandKitImport
@testable import CommandKitLite

/// `navigation-root-in-destination`: a `NavigationStack` presents a destination in place of
/// its root, so a chain's branches in a `.navigationDestination` closure do not take the
/// stack's root (the view the modifier is attached to, and what is written beside it in the
/// stack's closure) from their host; what is written outside the stack stays with every
/// branch, and a `NavigationSplitView` keeps its sidebar beside its destinations
/// (ImporterDefects/navigation-root-in-destination/). Written in round twenty-one after the
/// thirty-ninth held-out batch was judged (Whisky's setup sheet).
@Suite struct NavigationRootInDestinationTests {
  static let folder = "navigation-root-in-destination"

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

  static let apart = [
    "downloadView window: Try Again", "installView window: Retry", "main window: Next",
  ]

  static let destinationArgument = """
        .navigationDestination(isPresented: $showing, destination: {
          if installing {
            InstallView()
          } else {
            DownloadView()
          }
        })
    """

  static let variants: [Variant] = [
    .init(
      name: "a destination is shown in place of the stack's root", edits: [], templates: apart,
      findings: []),
    .init(
      name: "the destination in a destination: argument, an if/else in it",
      edits: [
        (
          """
                  .navigationDestination(for: Stage.self) { stage in
                    switch stage {
                    case .install:
                      InstallView()
                    case .download:
                      DownloadView()
                    }
                  }
          """, destinationArgument
        ),
        (
          "  @State private var path: [Stage] = []",
          "  @State private var path: [Stage] = []\n  @State private var showing = false\n"
            + "  @State private var installing = true"
        ),
      ],
      templates: apart, findings: []),
    .init(
      name: "a toolbar written on the root after the modifier is the root's",
      edits: [
        (
          "          }\n        }\n    }\n    .frame(width: 400)",
          "          }\n        }\n        .toolbar { Button(\"Skip\") {}.keyboardShortcut(.cancelAction) }\n    }\n    .frame(width: 400)"
        )
      ],
      templates: [
        "downloadView window: Try Again", "installView window: Retry", "main window: Next, Skip",
      ],
      findings: []),
    .init(
      name: "what is written outside the stack is shown with every destination",
      edits: [
        (
          "    .frame(width: 400)",
          "    .overlay { Button(\"Cancel Setup\") {}.keyboardShortcut(.defaultAction) }"
        )
      ],
      templates: [
        "downloadView window: Cancel Setup, Try Again", "installView window: Cancel Setup, Retry",
        "main window: Cancel Setup, Next",
      ],
      findings: ["default-buttons return", "default-buttons return", "default-buttons return"]),
    .init(
      name: "a split view keeps its sidebar beside the destination",
      edits: [("NavigationStack(path: $path) {", "NavigationSplitView {")],
      templates: [
        "downloadView window: Next, Try Again", "installView window: Next, Retry",
        "main window: Next",
      ],
      findings: ["default-buttons return", "default-buttons return"]),
  ]

  @Test(
    "navigation-root-in-destination: a stack's destinations do not hold its root",
    arguments: variants)
  func rootApartFromDestinations(_ variant: Variant) throws {
    let result = try ImporterDefectsTests.importedCopy(
      of: Self.folder, editing: ["Setup.swift": variant.edits])
    #expect(try ImporterDefectsTests.windows(result) == variant.templates)
    let findings = try ImporterDefectsTests.warnings(of: result)
    #expect(
      ImporterDefectsTests.described(findings) == variant.findings, "\(findings.map(\.message))")
  }
}
