// swift-tools-version: 6.0
import PackageDescription

// A small mail app core that audits its own keyboard shortcuts with CommandKitLite's
// SwiftPM plugin:
//
//     swift package audit-shortcuts
//     swift package audit-shortcuts --target MailCore --format sarif > audit.sarif
//
// The dependency is the CommandKitLite checkout this example sits in (two folders up). In
// your own package, depend on the repository by URL instead:
//     .package(url: "https://github.com/OWNER/CommandKitLite.git", branch: "main")
// A command plugin of a dependency is available to `swift package` without any target
// using the dependency's libraries.
let package = Package(
  name: "AuditPluginExample",
  platforms: [.macOS(.v15)],
  dependencies: [.package(path: "../..")],
  targets: [
    .target(name: "MailCore")
  ]
)
