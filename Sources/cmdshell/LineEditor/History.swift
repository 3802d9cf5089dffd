import Foundation

/// Why saving a ``History`` failed.
struct HistorySaveError: Error, Equatable, CustomStringConvertible {
  /// The file that could not be written or renamed.
  var path: String
  /// The C library error code of the failing call.
  var code: Int32

  var description: String { "cannot save history to \(path): \(HostPlatform.errorMessage(code))" }
}

/// Previously entered lines, with Up/Down navigation and dot-file persistence.
///
/// Navigation remembers the line being edited when the user first moves up, and gives it back
/// when they move down past the newest entry.
struct History: Equatable, Sendable {
  /// The default maximum number of entries kept.
  static let defaultLimit = 1000

  /// The entries, oldest first.
  private(set) var entries: [String] = []
  /// The maximum number of entries kept; the oldest are dropped first.
  let limit: Int
  /// The entry shown while navigating, or `nil` while editing a fresh line.
  private var position: Int?
  /// The fresh line saved when navigation started.
  private var draft = ""

  /// Creates a history from `entries` (oldest first), applying the same rules as ``add(_:)``.
  init(entries: [String] = [], limit: Int = History.defaultLimit) {
    self.limit = max(limit, 0)
    for entry in entries { add(entry) }
  }

  /// Appends `line` unless it is blank, spans several lines, or repeats the newest entry.
  /// Also ends any navigation.
  mutating func add(_ line: String) {
    resetNavigation()
    guard !line.allSatisfy(\.isWhitespace), !line.contains(where: \.isNewline),
      entries.last != line
    else { return }
    entries.append(line)
    if entries.count > limit { entries.removeFirst(entries.count - limit) }
  }

  /// Forgets the navigation position and draft, so the next Up starts from the newest entry.
  mutating func resetNavigation() {
    position = nil
    draft = ""
  }

  /// Moves to the next older entry (Up).
  ///
  /// - Parameter current: The line being edited, kept as the draft when navigation starts.
  /// - Returns: The entry to show, or `nil` if there is no older one.
  mutating func previous(current: String) -> String? {
    let target: Int
    switch position {
    case nil:
      guard !entries.isEmpty else { return nil }
      draft = current
      target = entries.count - 1
    case let index?:
      guard index > 0 else { return nil }
      target = index - 1
    }
    position = target
    return entries[target]
  }

  /// Moves to the next newer entry (Down); past the newest it returns the saved draft.
  ///
  /// - Returns: The line to show, or `nil` if not navigating.
  mutating func next() -> String? {
    guard let index = position else { return nil }
    if index + 1 < entries.count {
      position = index + 1
      return entries[index + 1]
    }
    let line = draft
    resetNavigation()
    return line
  }
}

// MARK: - Persistence

extension History {
  /// The history file the shell uses: `$CMDSHELL_HISTORY` if set and non-empty, otherwise
  /// `~/.cmdshell_history`.
  static func defaultPath(
    environment: [String: String] = ProcessInfo.processInfo.environment
  ) -> String {
    if let path = environment["CMDSHELL_HISTORY"], !path.isEmpty { return path }
    let home = environment["HOME"].flatMap { $0.isEmpty ? nil : $0 } ?? NSHomeDirectory()
    return home + "/.cmdshell_history"
  }

  /// Loads a history from `path`, one entry per line.
  ///
  /// A missing or unreadable file gives an empty history: losing history must never stop the
  /// shell from starting.
  static func load(from path: String, limit: Int = History.defaultLimit) -> History {
    guard let data = FileManager.default.contents(atPath: path) else {
      return History(limit: limit)
    }
    let lines = String(decoding: data, as: UTF8.self).split(whereSeparator: \.isNewline)
    return History(entries: lines.map(String.init), limit: limit)
  }

  /// Saves the entries to `path`, one per line, atomically: the text goes to a temporary file
  /// in the same directory, which is then renamed over `path`, so a crash or a concurrent
  /// reader never sees a half-written file. The file is created readable by the owner only.
  func save(to path: String) throws(HistorySaveError) {
    let text = entries.map { $0 + "\n" }.joined()
    do {
      try HostPlatform.replaceFile(at: path, with: Array(text.utf8))
    } catch {
      throw HistorySaveError(path: error.path, code: error.code)
    }
  }
}
