// cmdbench: measured speed and memory of CommandKitLite at scale.
//
//   swift run -c release cmdbench [--json] [--quick | --smoke]
//
// See Benchmarks/README.md for what each figure measures and the targets.

import CommandKitLite
import Foundation

struct Options {
  var json = false
  var quick = false
  var smoke = false
  /// Runs only the figures whose names contain this text (for profiling).
  var only: String?

  static let usage = """
    USAGE: cmdbench [--json] [--quick | --smoke]

    OPTIONS:
      --json    Print one JSON object with every figure and the parameters.
      --quick   Fewer repetitions (under a minute); same sizes.
      --smoke   Tiny sizes and one repetition: checks that everything runs (for CI).
      --only T  Measure only the figures whose names contain T, or one of T's
                comma-separated parts (for profiling: --only floor,dispatch_hit).

    Where valgrind is installed, the figures' instructions per operation are counted
    under callgrind too (--only instructions: those alone).
    """

  static func parse(_ arguments: [String]) -> Options {
    var options = Options()
    var rest = arguments[...]
    while let argument = rest.popFirst() {
      switch argument {
      case "--only":
        guard let text = rest.popFirst() else { fail("--only needs a figure name") }
        options.only = text
      case "--json": options.json = true
      case "--quick": options.quick = true
      case "--smoke": options.smoke = true
      case "-h", "--help":
        print(usage)
        exit(0)
      default:
        FileHandle.standardError.write(
          Data("Error: Unknown option '\(argument)'.\n\(usage)\n".utf8))
        exit(2)
      }
    }
    return options
  }
}

/// The sizes of one run.
struct Configuration {
  var main = AppShape(commands: 10_000)
  var scalingCommands = [1_000, 10_000, 100_000]
  var scalingDepths = [8, 64, 512]
  var rssCommands = 100_000
  var rssNodes = 100_000
  var sceneFileBytes = 5 << 20
  /// The imported storyboard's size and the number of imported Swift files (SPEC §22).
  var importBytes = 1 << 20
  var importSwiftFiles = 100
  /// The whole synthetic app `import_app_ms` imports (issue 24).
  var importAppSwiftFiles = 200
  var importAppBytes = 2 << 20
  var reps = Repetitions(runs: 15, heavyRuns: 7, batchScale: 1)

  init(_ options: Options) {
    if options.quick { reps = Repetitions(runs: 5, heavyRuns: 3, batchScale: 0.2) }
    if options.smoke {
      main = AppShape(commands: 300, windows: 8, depth: 16, nodesPerWindow: 100)
      scalingCommands = [100, 300, 1_000]
      scalingDepths = [8, 16, 32]
      rssCommands = 1_000
      rssNodes = 1_000
      sceneFileBytes = 200_000
      importBytes = 50_000
      importSwiftFiles = 5
      importAppSwiftFiles = 20
      importAppBytes = 50_000
      reps = Repetitions(runs: 1, heavyRuns: 1, batchScale: 0.001)
    }
  }
}

let arguments = Array(CommandLine.arguments.dropFirst())
if arguments.first == "--rss-probe" {
  RSSProbe.runChild(arguments.dropFirst().compactMap { Int($0) })
  exit(0)
}
if arguments.first == "--instructions-probe" {
  InstructionCounts.runChild(Array(arguments.dropFirst()))
  exit(0)
}
let options = Options.parse(arguments)
let configuration = Configuration(options)

if isCheckedBuild {
  let banner = """
    ************************************************************************
    cmdbench was built in debug (or with COMMANDKIT_INTERNAL_CHECKS): the
    figures below are NOT valid timings. Run: swift run -c release cmdbench
    ************************************************************************
    """
  FileHandle.standardError.write(Data((banner + "\n").utf8))
}

let results = Runner(
  configuration: configuration, verbose: !options.json, only: options.only,
  smoke: options.smoke
).run()
print(options.json ? results.json() : results.table())
