import CommandKitLite
import Foundation
import Testing

/// Every Swift block of the README and of the model's DocC articles is compiled and run
/// (issue 29): a document's blocks are the files of a folder under `Examples/`, which the
/// package builds, so what a reader copies builds as written.
///
/// How a block says which file it is:
/// - a block whose first line is `// swift-tools-version: …` is a package manifest: it is
///   evaluated by `swift package dump-package`, and the targets it declares are the ones
///   the document's other blocks name;
/// - a block whose first line is `// Sources/T/F.swift` or `// Tests/T/F.swift` is that file
///   of the document's folder; a later block whose first line is `// … F.swift, continued`
///   goes on with it;
/// - any other block is part of the folder's `main.swift`, a program run after the build.
///
/// A file is its blocks joined by one blank line, byte for byte, and the folder holds no
/// Swift file the document does not show. A program must exit 0, and print, in order, a
/// line containing each `// → text` comment's text (a trailing comment on a `print`, or
/// comment lines after it; `…` stands for anything). Library and test files are compiled
/// into the package's targets, so `swift test` runs the document's tests too.
@Suite struct DocSnippetTests {
  static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent()

  /// A document with Swift blocks, the folder its blocks are, and the program built from
  /// its `main.swift`, if it has one.
  struct Document: Sendable, CustomTestStringConvertible {
    let path: String
    let folder: String
    let executable: String?
    var testDescription: String { path }
  }

  static let catalog = "Sources/CommandKitLite/CommandKitLite.docc"
  static let documents: [Document] = [
    Document(
      path: "README.md", folder: "Examples/DocSnippets/Readme", executable: "snippet-readme"),
    Document(
      path: "\(catalog)/CommandKitLite.md", folder: "Examples/DocSnippets/Overview",
      executable: "snippet-overview"),
    Document(
      path: "\(catalog)/Articles/GettingStarted.md", folder: "Examples/MailAppCore",
      executable: nil),
    Document(
      path: "\(catalog)/Articles/DefaultCommands.md",
      folder: "Examples/DocSnippets/DefaultCommands", executable: "snippet-default-commands"),
    Document(
      path: "\(catalog)/Articles/KeyDispatch.md", folder: "Examples/DocSnippets/KeyDispatch",
      executable: "snippet-key-dispatch"),
    Document(
      path: "\(catalog)/Articles/KeyboardLayouts.md",
      folder: "Examples/DocSnippets/KeyboardLayouts", executable: "snippet-keyboard-layouts"),
  ]

  // MARK: Blocks

  /// What a document's Swift blocks are: manifests, and files by path in its folder.
  struct Blocks {
    var manifests: [String] = []
    var files: [String: [String]] = [:]
    var order: [String] = []
    var problems: [String] = []

    /// The files as the document shows them: each one's blocks joined by a blank line.
    var joined: [String: String] { files.mapValues { $0.joined(separator: "\n") } }
  }

  static func text(of path: String) throws -> String {
    try String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)
  }

  /// The ```swift blocks of `markdown`, each with a trailing newline.
  static func swiftBlocks(_ markdown: String) -> [String] {
    var blocks: [String] = []
    var current: [Substring]?
    for line in markdown.split(separator: "\n", omittingEmptySubsequences: false) {
      if current == nil {
        if line == "```swift" { current = [] }
      } else if line == "```" {
        blocks.append((current ?? []).joined(separator: "\n") + "\n")
        current = nil
      } else {
        current?.append(line)
      }
    }
    return blocks
  }

  static func blocks(of document: Document) throws -> Blocks {
    var result = Blocks()
    for block in swiftBlocks(try text(of: document.path)) {
      let first = block.prefix { $0 != "\n" }
      if first.hasPrefix("// swift-tools-version") {
        result.manifests.append(block)
        continue
      }
      var path = "main.swift"
      var continued = false
      if first.hasPrefix("// Sources/") || first.hasPrefix("// Tests/") {
        var named = String(first.dropFirst(3))
        continued = named.hasSuffix(", continued")
        if continued { named = String(named.dropLast(", continued".count)) }
        path = named
      }
      if continued && result.files[path] == nil {
        result.problems.append("\(path): continued before it starts")
      } else if !continued && path != "main.swift" && result.files[path] != nil {
        result.problems.append("\(path): starts twice (say ', continued')")
      }
      if result.files[path] == nil { result.order.append(path) }
      result.files[path, default: []].append(block)
    }
    return result
  }

  /// The Swift files under `folder`, relative to it.
  static func swiftFiles(in folder: String) -> Set<String> {
    let base = root.appendingPathComponent(folder)
    let enumerator = FileManager.default.enumerator(atPath: base.path)
    var found = Set<String>()
    while let path = enumerator?.nextObject() as? String {
      if path.hasSuffix(".swift") { found.insert(path) }
    }
    return found
  }

  @Test("Every model article with Swift blocks is checked here")
  func everyArticleCovered() throws {
    let articles = Self.root.appendingPathComponent(Self.catalog)
    let enumerator = FileManager.default.enumerator(atPath: articles.path)
    var withSwift: [String] = []
    while let path = enumerator?.nextObject() as? String {
      guard path.hasSuffix(".md") else { continue }
      let full = "\(Self.catalog)/\(path)"
      if !Self.swiftBlocks(try Self.text(of: full)).isEmpty { withSwift.append(full) }
    }
    let covered = Set(Self.documents.map(\.path))
    #expect(withSwift.filter { !covered.contains($0) } == [])
    #expect(!Self.swiftBlocks(try Self.text(of: "README.md")).isEmpty)
  }

  @Test("A document's Swift blocks are its folder's files, byte for byte", arguments: documents)
  func blocksAreFiles(_ document: Document) throws {
    let blocks = try Self.blocks(of: document)
    #expect(blocks.problems == [], "\(document.path)")
    #expect(!blocks.files.isEmpty, "\(document.path) has no Swift block")
    for (path, shown) in blocks.joined {
      let file = "\(document.folder)/\(path)"
      let actual = try? Self.text(of: file)
      #expect(actual != nil, "\(document.path) shows \(path), but \(file) does not exist")
      if let actual, actual != shown {
        let shownLines = shown.split(separator: "\n", omittingEmptySubsequences: false)
        let actualLines = actual.split(separator: "\n", omittingEmptySubsequences: false)
        let index =
          zip(shownLines, actualLines).enumerated().first { $0.element.0 != $0.element.1 }?
          .offset ?? min(shownLines.count, actualLines.count)
        Issue.record(
          """
          \(document.path) shows \(path) unlike \(file), from its line \(index + 1):
            shown: \(index < shownLines.count ? String(shownLines[index]) : "(end)")
            file:  \(index < actualLines.count ? String(actualLines[index]) : "(end)")
          """)
      }
    }
    // Nothing in the folder is hidden from the reader.
    #expect(
      Self.swiftFiles(in: document.folder) == Set(blocks.files.keys),
      "\(document.folder) has Swift files \(document.path) does not show")
  }

  // MARK: Programs

  /// The texts of `// → ` comments in `source`, in order.
  static func expectations(in source: String) -> [String] {
    source.split(separator: "\n").compactMap { line in
      guard let range = line.range(of: "// → ") else { return nil }
      return String(line[range.upperBound...])
    }
  }

  /// Whether `line` holds `expected`, where `…` stands for anything.
  static func matches(_ line: Substring, _ expected: String) -> Bool {
    var rest = line[...]
    for piece in expected.split(separator: "…", omittingEmptySubsequences: true) {
      guard let found = rest.range(of: piece) else { return false }
      rest = rest[found.upperBound...]
    }
    return true
  }

  /// The products folder the test bundle was built into (`--scratch-path` anywhere).
  static func executable(_ name: String) -> URL? {
    let folders =
      [URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()]
      + Bundle.allBundles.filter { $0.bundlePath.hasSuffix(".xctest") }
      .map { $0.bundleURL.deletingLastPathComponent() }
      + [root.appendingPathComponent(".build/debug")]
    return folders.map { $0.appendingPathComponent(name) }
      .first { FileManager.default.isExecutableFile(atPath: $0.path) }
  }

  static func run(_ executable: URL, arguments: [String] = [], in directory: URL? = nil)
    throws -> (status: Int32, output: String, errors: String)
  {
    let process = Process()
    process.executableURL = executable
    process.arguments = arguments
    if let directory { process.currentDirectoryURL = directory }
    let output = Pipe()
    let errors = Pipe()
    process.standardOutput = output
    process.standardError = errors
    process.standardInput = FileHandle.nullDevice
    try process.run()
    let out = output.fileHandleForReading.readDataToEndOfFile()
    let err = errors.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return (
      process.terminationStatus, String(decoding: out, as: UTF8.self),
      String(decoding: err, as: UTF8.self)
    )
  }

  @Test(
    "A document's program runs and prints what its comments say",
    arguments: documents.filter { $0.executable != nil })
  func programsPrintTheirComments(_ document: Document) throws {
    let name = try #require(document.executable)
    let binary = try #require(
      Self.executable(name), "build \(name) first (swift build builds every executable)")
    let source = try Self.text(of: "\(document.folder)/main.swift")
    let expected = Self.expectations(in: source)
    #expect(!expected.isEmpty, "\(document.path) claims nothing it prints")
    let run = try Self.run(binary)
    #expect(run.status == 0, "\(name) exited \(run.status): \(run.errors)")
    var lines = run.output.split(separator: "\n", omittingEmptySubsequences: false)[...]
    for text in expected {
      guard let index = lines.firstIndex(where: { Self.matches($0, text) }) else {
        Issue.record("\(document.path): nothing printed after that says \"\(text)\"\n\(run.output)")
        break
      }
      lines = lines[(index + 1)...]
    }
  }

  @Test("The comment matcher reads … as anything, and needs the pieces in order")
  func matcher() {
    #expect(Self.matches("⌫ (delete) in w1: consumed by w1/editor", "⌫ (delete)…w1/editor"))
    #expect(Self.matches("abc", "abc"))
    #expect(!Self.matches("w1/editor ⌫", "⌫…w1/editor"))
    #expect(
      Self.expectations(in: "print(x)  // → 1\n// plain\n// → 2\n") == ["1", "2"])
  }

  // MARK: Manifests

  @Test(
    "A document's manifest compiles, and declares the targets its blocks are in",
    arguments: documents)
  func manifestsCompile(_ document: Document) throws {
    let blocks = try Self.blocks(of: document)
    for manifest in blocks.manifests {
      let folder = FileManager.default.temporaryDirectory
        .appendingPathComponent("manifest-\(UInt64.random(in: 0...UInt64.max))")
      try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
      defer { try? FileManager.default.removeItem(at: folder) }
      try Data(manifest.utf8).write(to: folder.appendingPathComponent("Package.swift"))
      let swift = try #require(
        ["/usr/bin/swift", "/opt/swift/usr/bin/swift"].first {
          FileManager.default.isExecutableFile(atPath: $0)
        }
          ?? ProcessInfo.processInfo.environment["PATH"]?.split(separator: ":")
          .map { "\($0)/swift" }.first { FileManager.default.isExecutableFile(atPath: $0) },
        "no swift executable to evaluate the manifest with")
      let run = try Self.run(
        URL(fileURLWithPath: swift), arguments: ["package", "dump-package"], in: folder)
      #expect(run.status == 0, "\(document.path): the manifest does not load:\n\(run.errors)")
      guard run.status == 0 else { continue }
      let dump = try JSONParser().parse(run.output)
      let targets = dump.objectValue?["targets"]?.arrayValue ?? []
      let names = Set(targets.compactMap { $0.objectValue?["name"]?.stringValue })
      // Every `Sources/T/…` and `Tests/T/…` block belongs to a target T of this manifest.
      let named = Set(
        blocks.files.keys.compactMap { path -> String? in
          let parts = path.split(separator: "/")
          return parts.count > 2 ? String(parts[1]) : nil
        })
      #expect(named.isSubset(of: names), "\(document.path): targets \(names), blocks in \(named)")
      #expect(
        manifest.contains(#".product(name: "CommandKitLite", package: "#),
        "\(document.path): the manifest does not depend on the CommandKitLite product")
    }
  }
}
