import Foundation
import Testing

/// The built `cmdshell` binary, and one way to run it for the tests that need the real
/// executable (exit codes, arguments, pipes).
enum ShellBinary {
  /// What a run printed and how it ended.
  struct Run {
    var status: Int32
    var stdout: String
    var stderr: String
  }

  /// The binary built with the tests: in the products folder that holds the test bundle,
  /// wherever the build folder is (`swift test --scratch-path /elsewhere`, as packagers
  /// build); else in `.build/debug`.
  static var url: URL? {
    let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    // Linux runs the test bundle itself (argument 0); macOS loads it into `xctest`.
    let folders =
      [URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()]
      + Bundle.allBundles.filter { $0.bundlePath.hasSuffix(".xctest") }
      .map { $0.bundleURL.deletingLastPathComponent() }
      + [root.appendingPathComponent(".build/debug")]
    return folders.map { $0.appendingPathComponent("cmdshell") }
      .first { FileManager.default.isExecutableFile(atPath: $0.path) }
  }

  /// Runs the binary with `arguments`, in `directory` if given, with `input` on standard
  /// input (`nil`: the null device), without colour.
  static func run(_ arguments: [String], in directory: URL? = nil, input: String? = nil)
    throws -> Run
  {
    let executable = try #require(url, "build cmdshell first (swift build)")
    let process = Process()
    process.executableURL = executable
    process.arguments = arguments
    if let directory { process.currentDirectoryURL = directory }
    var environment = ProcessInfo.processInfo.environment
    environment["NO_COLOR"] = "1"
    process.environment = environment
    let stdout = Pipe()
    let stderr = Pipe()
    let stdin = Pipe()
    process.standardInput = input == nil ? FileHandle.nullDevice : stdin
    process.standardOutput = stdout
    process.standardError = stderr
    try process.run()
    if let input {
      stdin.fileHandleForWriting.write(Data(input.utf8))
      try stdin.fileHandleForWriting.close()
    }
    let out = stdout.fileHandleForReading.readDataToEndOfFile()
    let err = stderr.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return Run(
      status: process.terminationStatus, stdout: String(decoding: out, as: UTF8.self),
      stderr: String(decoding: err, as: UTF8.self))
  }
}
