// Shared by the example executables: prints a walk-through and checks each claim, so that
// running an example is also a test (it exits 1 when the library answers differently).
import CommandKitLite
import Foundation

/// A printed tour whose every line compares the library's answer with the expected one.
public struct Walkthrough {
  /// The example's name, used in error messages.
  public let name: String
  /// How many answers differed from what the walk-through claims.
  public private(set) var failures = 0

  /// Creates a walk-through for the example `name`.
  public init(name: String) {
    self.name = name
  }

  /// Prints a section heading.
  public func section(_ title: String) {
    print("\n" + title)
  }

  /// Prints `question → answer` and counts a failure when `answer` is not `expected`.
  public mutating func expect(_ question: String, _ answer: String, _ expected: String) {
    if answer == expected {
      print("  \(question) → \(answer)")
    } else {
      print("  \(question) → \(answer)   ✗ expected: \(expected)")
      failures += 1
    }
  }

  /// Stops the example after an error the library threw, with status 2.
  public func abort(_ error: any Error) -> Never {
    FileHandle.standardError.write(Data("\(name): error: \(error)\n".utf8))
    exit(2)
  }

  /// Prints the verdict and exits: 0 when every claim held, else 1.
  public func finish() -> Never {
    if failures == 0 {
      print("\nAll answers as described.")
      exit(0)
    }
    FileHandle.standardError.write(
      Data("\(name): \(failures) answer(s) differ from the walk-through\n".utf8))
    exit(1)
  }
}

/// A one-line account of a key press: `consumed by w1/editor`,
/// `performed edit.delete with the value from w1/list`, `disabled (file.save)`...
public func summary(_ result: DispatchResult) -> String {
  switch result.outcome {
  case .performed(let command, let provider):
    let source = provider.map { " with the value from \($0)" } ?? ""
    return "performed \(command)\(source)"
  case .local(let action, let node):
    return "local \(action) at \(node)"
  case .control(let title, _, let node):
    return "control \"\(title)\" at \(node)"
  case .consumed(let node):
    return "consumed by \(node)"
  case .disabled(let command):
    return "disabled (\(command))"
  case .reserved(let reservation):
    return "reserved for \(reservation.use)"
  case .focus:
    return "focus moves to \(result.focused?.description ?? "nothing")"
  case .blocked, .unhandled:
    return result.outcome.kind.rawValue
  }
}

/// A resolved focused value and its provider: `["n1"] from w1/list`, or `nothing`.
public func describe<Value: Sendable>(_ resolved: Resolved<Value>?) -> String {
  guard let resolved else { return "nothing" }
  return "\(JSONValue(any: resolved.value)) from \(resolved.provider)"
}
