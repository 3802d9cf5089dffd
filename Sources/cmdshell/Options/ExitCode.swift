/// The shell's exit statuses.
enum ExitCode: Int32, CaseIterable {
  /// Everything ran.
  case success = 0
  /// A line failed under `--strict`, or the audit found an error.
  case failure = 1
  /// The arguments were wrong or the file could not be loaded.
  case validationFailure = 2

  /// What the status means for `cmdshell audit`, as `audit --help` lists it.
  var auditMeaning: String {
    switch self {
    case .success: "the audit found no error (warnings and infos allowed)"
    case .failure: "the audit found at least one error"
    case .validationFailure: "the arguments are wrong or the file cannot be loaded"
    }
  }
}
