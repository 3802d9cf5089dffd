import CommandKitLite

/// The `cmdshell` entry point.
@main
struct CmdShell {
  static func main() {
    print("cmdshell: under construction")
  }
}
