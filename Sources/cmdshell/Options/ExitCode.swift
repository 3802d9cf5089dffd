/// The shell's exit statuses.
enum ExitCode: Int32 {
  /// Everything ran.
  case success = 0
  /// A line failed under `--strict`, or the audit found an error.
  case failure = 1
  /// The arguments were wrong or the file could not be loaded.
  case validationFailure = 2
}
