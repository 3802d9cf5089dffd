import CommandKitLite

/// The window templates of documents whose windows are made in code (the rule and its
/// sources: `AppIndex+DocumentWindows.swift`).
extension SceneImport {
  /// Adds a `document` template for each `NSDocument` subclass whose windows are made in
  /// code: it adds window controllers itself (``AppIndex/WindowCode/addsWindowControllers``),
  /// names no nib or storyboard, no Interface Builder window shows it, and every window
  /// controller it makes names none either. The template's responders are the document and
  /// the window-bound classes its code makes (window and view controllers, windows), so that
  /// ``limitControllerActions(index:)`` publishes their actions there and nowhere else.
  mutating func addDocumentWindowsMadeInCode(index: AppIndex) {
    var namer = TemplateNamer(taken: Set(templates.map(\.name)))
    for document in index.windowCode.keys.sorted() where index.isDocumentClass(document) {
      guard let code = index.windowCode[document], code.addsWindowControllers,
        !code.namesInterfaceFile, (index.windowNibNames[document] ?? []).isEmpty,
        windows(showing: document, index: index).isEmpty
      else { continue }
      let made = code.made.filter { $0 != document && index.isWindowBound($0) }
        .filter { !index.isDocumentClass($0) }.sorted()
      // A window controller that loads a nib or a storyboard makes the document's windows
      // that file's: not made in code.
      let fromFile = made.filter(index.isWindowControllerClass).contains { controller in
        !(index.windowNibNames[controller] ?? []).isEmpty
          || index.windowCode[controller]?.namesInterfaceFile == true
          || !windows(showing: controller, index: index).isEmpty
      }
      guard !fromFile, let location = code.location else { continue }
      var template = ImportedTemplate(
        name: namer.name(for: [document], file: location.file), kind: .document,
        title: "\(document)'s window, made in code", source: location)
      template.responderClasses = [document] + made
      template.madeInCode = true
      templates.append(template)
    }
  }

  /// The templates of documents' windows made in code (``addDocumentWindowsMadeInCode(index:)``).
  var windowsMadeInCode: Set<String> {
    Set(templates.filter(\.madeInCode).map(\.name))
  }
}
