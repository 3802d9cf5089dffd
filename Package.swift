// swift-tools-version: 6.0
import PackageDescription

// Upcoming-feature flags applied to every target, in the style of swift-log.
let strictSettings: [SwiftSetting] = [
  .enableUpcomingFeature("ExistentialAny"),
  .enableUpcomingFeature("MemberImportVisibility"),
  // Invariant checks after every public mutation, compiled into debug (test) builds only.
  .define("COMMANDKIT_INTERNAL_CHECKS", .when(configuration: .debug)),
]

let package = Package(
  name: "CommandKitLite",
  // `platforms` covers every target. macOS 15 comes from Synchronization's `Mutex`, which
  // the test targets (CommandKitLiteTests, CmdShellTests), cmdbench and notes-example use. The products
  // do not import Synchronization (the model locks with `NSLock`, see `LockedValue` and
  // `SharedApp`) and need less: CommandKitAudit uses the standard library's
  // `replacing(_:with:)` (macOS 13). No Mac runs CI, so a lower floor for the products
  // alone is not checked.
  platforms: [.macOS(.v15)],
  products: [
    // SPEC §12: the model alone (Foundation only), so an app core links nothing else.
    .library(name: "CommandKitLite", targets: ["CommandKitLite"]),
    // The audit, its output formats (SARIF, GitHub, gcc) and the keyboard map.
    .library(name: "CommandKitAudit", targets: ["CommandKitAudit"]),
    // The importers (Interface Builder, SwiftUI, UIKit sources): the only FoundationXML user.
    .library(name: "CommandKitImport", targets: ["CommandKitImport"]),
    .executable(name: "cmdshell", targets: ["cmdshell"]),
    // SPEC §23: `swift package audit-shortcuts` in any package that depends on this one.
    .plugin(name: "AuditShortcuts", targets: ["AuditShortcuts"]),
  ],
  targets: [
    .target(name: "CommandKitLite", swiftSettings: strictSettings),
    .target(
      name: "CommandKitAudit", dependencies: ["CommandKitLite"], swiftSettings: strictSettings),
    .target(
      name: "CommandKitImport", dependencies: ["CommandKitLite"], swiftSettings: strictSettings),
    .executableTarget(
      name: "cmdshell", dependencies: ["CommandKitLite", "CommandKitAudit", "CommandKitImport"],
      swiftSettings: strictSettings),
    // Imports a target's own sources and audits them, with `cmdshell` as its tool.
    .plugin(
      name: "AuditShortcuts",
      capability: .command(
        intent: .custom(
          verb: "audit-shortcuts",
          description: "Imports a target's sources and audits their keyboard shortcuts")),
      dependencies: ["cmdshell"]),
    .executableTarget(
      name: "cmdbench", dependencies: ["CommandKitLite", "CommandKitAudit", "CommandKitImport"],
      path: "Benchmarks/cmdbench",
      swiftSettings: strictSettings),
    // The examples: each an app core in Swift plus the same app as a scene file and a
    // shell script over it (excluded from the build). `swift run notes-example` etc.
    .target(
      name: "ExampleSupport", dependencies: ["CommandKitLite"], path: "Examples/Support",
      swiftSettings: strictSettings),
    .executableTarget(
      name: "notes-example", dependencies: ["CommandKitLite", "CommandKitAudit", "ExampleSupport"],
      path: "Examples/Notes", exclude: ["notes.json", "notes-app.json", "walkthrough.cmds"],
      swiftSettings: strictSettings),
    .executableTarget(
      name: "document-editor-example", dependencies: ["CommandKitLite", "ExampleSupport"],
      path: "Examples/DocumentEditor", exclude: ["document-editor.json", "walkthrough.cmds"],
      swiftSettings: strictSettings),
    .executableTarget(
      name: "presenter-example", dependencies: ["CommandKitLite", "ExampleSupport"],
      path: "Examples/Presenter", exclude: ["presenter.json", "walkthrough.cmds"],
      swiftSettings: strictSettings),
    // The getting-started article's app core (CommandKitLite.docc/Articles/GettingStarted.md):
    // its code blocks are these files, and its tests run with the package's own.
    .target(
      name: "MailAppCore", dependencies: ["CommandKitLite"],
      path: "Examples/MailAppCore/Sources/MailAppCore", swiftSettings: strictSettings),
    .testTarget(
      name: "MailAppCoreTests", dependencies: ["MailAppCore", "CommandKitLite"],
      path: "Examples/MailAppCore/Tests/MailAppCoreTests", swiftSettings: strictSettings),
    // The README's and the DocC articles' top-level Swift blocks, one program per document:
    // each main.swift is the document's blocks, and DocSnippetTests runs it and checks what
    // it prints against the blocks' comments. They link the model alone, as an app core does.
    .executableTarget(
      name: "snippet-readme", dependencies: ["CommandKitLite"],
      path: "Examples/DocSnippets/Readme", swiftSettings: strictSettings),
    .executableTarget(
      name: "snippet-overview", dependencies: ["CommandKitLite"],
      path: "Examples/DocSnippets/Overview", swiftSettings: strictSettings),
    .executableTarget(
      name: "snippet-default-commands", dependencies: ["CommandKitLite"],
      path: "Examples/DocSnippets/DefaultCommands", swiftSettings: strictSettings),
    .executableTarget(
      name: "snippet-key-dispatch", dependencies: ["CommandKitLite"],
      path: "Examples/DocSnippets/KeyDispatch", swiftSettings: strictSettings),
    .executableTarget(
      name: "snippet-keyboard-layouts", dependencies: ["CommandKitLite"],
      path: "Examples/DocSnippets/KeyboardLayouts", swiftSettings: strictSettings),
    // Builders and scene files the test targets share (no test of its own).
    .target(
      name: "CommandKitTestSupport", dependencies: ["CommandKitLite"], path: "Tests/Support",
      swiftSettings: strictSettings),
    // The core scenarios link the model alone (SPEC §12: an app core needs nothing else).
    .testTarget(
      name: "CommandKitLiteTests", dependencies: ["CommandKitLite", "CommandKitTestSupport"],
      swiftSettings: strictSettings),
    .testTarget(
      name: "CommandKitAuditTests",
      dependencies: ["CommandKitAudit", "CommandKitLite", "CommandKitTestSupport"],
      swiftSettings: strictSettings),
    .testTarget(
      name: "CommandKitImportTests",
      dependencies: [
        "CommandKitImport", "CommandKitAudit", "CommandKitLite", "CommandKitTestSupport",
      ],
      swiftSettings: strictSettings),
    .testTarget(
      name: "CmdShellTests",
      dependencies: ["cmdshell", "CommandKitLite", "CommandKitAudit", "CommandKitImport"],
      exclude: ["Transcripts"], swiftSettings: strictSettings),
  ],
  swiftLanguageModes: [.v6]
)
