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
  // macOS 15 for Synchronization's `Mutex` (the library's shared state and some tests).
  platforms: [.macOS(.v15)],
  products: [
    .library(name: "CommandKitLite", targets: ["CommandKitLite"]),
    .executable(name: "cmdshell", targets: ["cmdshell"]),
  ],
  targets: [
    .target(name: "CommandKitLite", swiftSettings: strictSettings),
    .executableTarget(
      name: "cmdshell", dependencies: ["CommandKitLite"], swiftSettings: strictSettings),
    .executableTarget(
      name: "cmdbench", dependencies: ["CommandKitLite"], path: "Benchmarks/cmdbench",
      swiftSettings: strictSettings),
    // The examples: each an app core in Swift plus the same app as a scene file and a
    // shell script over it (excluded from the build). `swift run notes-example` etc.
    .target(
      name: "ExampleSupport", dependencies: ["CommandKitLite"], path: "Examples/Support",
      swiftSettings: strictSettings),
    .executableTarget(
      name: "notes-example", dependencies: ["CommandKitLite", "ExampleSupport"],
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
    .testTarget(
      name: "CommandKitLiteTests", dependencies: ["CommandKitLite"], exclude: ["RealApps"],
      swiftSettings: strictSettings),
    .testTarget(
      name: "CmdShellTests", dependencies: ["cmdshell", "CommandKitLite"],
      exclude: ["Transcripts"], swiftSettings: strictSettings),
  ],
  swiftLanguageModes: [.v6]
)
