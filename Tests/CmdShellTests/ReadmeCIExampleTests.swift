import CommandKitLite
import Foundation
import Testing

@testable import cmdshell

/// The README's GitHub Actions example, run as CI would run it: with `sh -e`, against the
/// deliberately flawed `Examples/Audit/conflicts.json`.
@Suite struct ReadmeCIExampleTests {
  /// The dedented body of the README's `run: |` step that calls `cmdshell audit`.
  static func auditStep(in readme: String) -> String? {
    let lines = readme.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    var index = 0
    while index < lines.count {
      defer { index += 1 }
      guard lines[index].hasSuffix("run: |") else { continue }
      let stepIndent = lines[index].prefix { $0 == " " }.count
      var body: [String] = []
      var next = index + 1
      while next < lines.count {
        let line = lines[next]
        if !line.trimmingCharacters(in: .whitespaces).isEmpty,
          line.prefix(while: { $0 == " " }).count <= stepIndent
        {
          break
        }
        body.append(line)
        next += 1
      }
      let indent = body.filter { !$0.isEmpty }.map { $0.prefix { $0 == " " }.count }.min() ?? 0
      let script = body.map { String($0.dropFirst(min(indent, $0.count))) }
        .joined(separator: "\n")
      if script.contains("cmdshell audit") { return script }
    }
    return nil
  }

  /// The platforms of the step's `for platform in …; do` loop.
  static func platforms(in script: String) -> [String] {
    guard let line = script.split(separator: "\n").first(where: { $0.contains("for platform in") }),
      let list = line.components(separatedBy: "for platform in ").last?
        .components(separatedBy: ";").first
    else { return [] }
    return list.split(separator: " ").map(String.init)
  }

  struct Run {
    var status: Int32
    var directory: URL
  }

  /// Runs `script` with `sh -e` in a new temporary folder, the built `cmdshell` standing
  /// for `.build/release/cmdshell` and the example file for `App/scene.json`.
  static func run(_ script: String) throws -> Run {
    let binary = try #require(ExecutableTests.binary, "build cmdshell first (swift build)")
    let example = ReadmeTranscriptTests.root.appendingPathComponent("Examples/Audit/conflicts.json")
    let script =
      script
      .replacingOccurrences(of: ".build/release/cmdshell", with: binary.path)
      .replacingOccurrences(of: "App/scene.json", with: example.path)
    let directory = FileManager.default.temporaryDirectory
      .appendingPathComponent("readme-ci-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/bin/sh")
    process.arguments = ["-e", "-c", script]
    process.currentDirectoryURL = directory
    process.standardOutput = FileHandle.nullDevice
    process.standardError = FileHandle.nullDevice
    try process.run()
    process.waitUntilExit()
    return Run(status: process.terminationStatus, directory: directory)
  }

  @Test("The README's CI step writes every platform's report and exits 1 on the flawed example")
  func ciStepAuditsEveryPlatform() throws {
    let readme = try String(contentsOf: ReadmeTranscriptTests.readme, encoding: .utf8)
    let script = try #require(Self.auditStep(in: readme), "no `run: |` step with cmdshell audit")
    let platforms = Self.platforms(in: script)
    #expect(platforms == ["macOS", "iPadOS"])
    let run = try Self.run(script)
    defer { try? FileManager.default.removeItem(at: run.directory) }
    #expect(run.status == 1)
    for platform in platforms {
      let report = run.directory.appendingPathComponent("audit-\(platform).sarif")
      let data = try #require(
        FileManager.default.contents(atPath: report.path),
        "audit-\(platform).sarif was not written")
      let json = try JSONParser().parse(String(decoding: data, as: UTF8.self))
      #expect(json.objectValue?["version"] == "2.1.0", "audit-\(platform).sarif is not SARIF")
    }
  }

  @Test("The check catches a loop that stops at the first platform with errors")
  func earlyStopIsCaught() throws {
    let stopping = """
      for platform in macOS iPadOS; do
        .build/release/cmdshell audit App/scene.json --platform "$platform" --format json \\
          > "audit-$platform.json"
      done
      """
    let run = try Self.run(stopping)
    defer { try? FileManager.default.removeItem(at: run.directory) }
    #expect(run.status == 1)
    let iPadOS = run.directory.appendingPathComponent("audit-iPadOS.json").path
    #expect(!FileManager.default.fileExists(atPath: iPadOS))
  }
}
