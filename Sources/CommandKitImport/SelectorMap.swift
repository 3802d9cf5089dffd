import CommandKitLite

/// Action selectors that stand for the project's standard command ids (`copy:` is
/// `edit.copy`), as data: Interface Builder's `<action selector=…>` and UIKit's
/// `#selector(copy(_:))` both look them up here (SPEC §22).
///
/// Sources, per row: Apple's AppKit documentation of the action methods on `NSResponder`,
/// `NSApplication`, `NSWindow`, `NSDocument` / `NSDocumentController`, `NSText` /
/// `NSTextView`, `NSFontManager` and `NSTextFinder`, and the Xcode macOS `MainMenu.xib`
/// template that wires them (the same template `shortcuts.json` cites as XCODE-MM); UIKit's
/// `UIResponderStandardEditActions`. Selectors that need a tag (`performFindPanelAction:`,
/// `addFontTrait:`, `modifyFont:`) are told apart by it, as the template does: the tag is
/// an `NSTextFinder.Action` (1 show find, 2 next, 3 previous, 7 set search string, 12 show
/// replace), an `NSFontTraitMask` (1 italic, 2 bold) or an `NSFontAction` (3 size up,
/// 4 size down).
enum SelectorMap {
  /// One row: the selector in Objective-C spelling, the tag it needs (if any), the id.
  struct Row: Sendable {
    let selector: String
    let tag: Int?
    let id: String
    let source: String
  }

  static let appKitDocs = "AppKit docs"
  static let template = "Xcode MainMenu.xib template"
  static let uiKitEdit = "UIKit docs 'UIResponderStandardEditActions'"

  static let rows: [Row] = [
    // App menu: NSApplication.
    Row(selector: "orderFrontStandardAboutPanel:", tag: nil, id: "app.about", source: appKitDocs),
    Row(selector: "hide:", tag: nil, id: "app.hide", source: appKitDocs),
    Row(selector: "hideOtherApplications:", tag: nil, id: "app.hideOthers", source: appKitDocs),
    Row(selector: "unhideAllApplications:", tag: nil, id: "app.showAll", source: appKitDocs),
    Row(selector: "terminate:", tag: nil, id: "app.quit", source: appKitDocs),
    // File menu: NSDocumentController, NSDocument, NSWindow.
    Row(selector: "newDocument:", tag: nil, id: "file.new", source: appKitDocs),
    Row(selector: "openDocument:", tag: nil, id: "file.open", source: appKitDocs),
    Row(selector: "performClose:", tag: nil, id: "file.close", source: appKitDocs),
    Row(selector: "saveDocument:", tag: nil, id: "file.save", source: appKitDocs),
    Row(selector: "saveDocumentAs:", tag: nil, id: "file.saveAs", source: appKitDocs),
    Row(selector: "duplicateDocument:", tag: nil, id: "file.duplicate", source: appKitDocs),
    Row(selector: "runPageLayout:", tag: nil, id: "file.pageSetup", source: appKitDocs),
    Row(selector: "print:", tag: nil, id: "file.print", source: appKitDocs),
    Row(selector: "printContent:", tag: nil, id: "file.print", source: uiKitEdit),
    // Edit menu: NSResponder (undo, redo via NSUndoManager's responder), NSText.
    Row(selector: "undo:", tag: nil, id: "edit.undo", source: appKitDocs),
    Row(selector: "redo:", tag: nil, id: "edit.redo", source: appKitDocs),
    Row(selector: "cut:", tag: nil, id: "edit.cut", source: appKitDocs + "; " + uiKitEdit),
    Row(selector: "copy:", tag: nil, id: "edit.copy", source: appKitDocs + "; " + uiKitEdit),
    Row(selector: "paste:", tag: nil, id: "edit.paste", source: appKitDocs + "; " + uiKitEdit),
    Row(
      selector: "pasteAsPlainText:", tag: nil, id: "edit.pasteAndMatchStyle",
      source: appKitDocs + " (NSTextView)"),
    Row(
      selector: "pasteAndMatchStyle:", tag: nil, id: "edit.pasteAndMatchStyle",
      source: uiKitEdit),
    Row(selector: "delete:", tag: nil, id: "edit.delete", source: appKitDocs + "; " + uiKitEdit),
    Row(
      selector: "selectAll:", tag: nil, id: "edit.selectAll",
      source: appKitDocs + "; " + uiKitEdit),
    Row(selector: "performFindPanelAction:", tag: 1, id: "edit.find", source: template),
    Row(selector: "performFindPanelAction:", tag: 12, id: "edit.findAndReplace", source: template),
    Row(selector: "performFindPanelAction:", tag: 2, id: "edit.findNext", source: template),
    Row(selector: "performFindPanelAction:", tag: 3, id: "edit.findPrevious", source: template),
    Row(
      selector: "performFindPanelAction:", tag: 7, id: "edit.useSelectionForFind",
      source: template),
    Row(selector: "performTextFinderAction:", tag: 1, id: "edit.find", source: appKitDocs),
    Row(
      selector: "performTextFinderAction:", tag: 12, id: "edit.findAndReplace",
      source: appKitDocs),
    Row(selector: "performTextFinderAction:", tag: 2, id: "edit.findNext", source: appKitDocs),
    Row(selector: "performTextFinderAction:", tag: 3, id: "edit.findPrevious", source: appKitDocs),
    Row(
      selector: "performTextFinderAction:", tag: 7, id: "edit.useSelectionForFind",
      source: appKitDocs),
    Row(selector: "find:", tag: nil, id: "edit.find", source: uiKitEdit),
    Row(selector: "findAndReplace:", tag: nil, id: "edit.findAndReplace", source: uiKitEdit),
    Row(selector: "findNext:", tag: nil, id: "edit.findNext", source: uiKitEdit),
    Row(selector: "findPrevious:", tag: nil, id: "edit.findPrevious", source: uiKitEdit),
    Row(
      selector: "useSelectionForFind:", tag: nil, id: "edit.useSelectionForFind",
      source: uiKitEdit),
    Row(
      selector: "centerSelectionInVisibleArea:", tag: nil, id: "edit.jumpToSelection",
      source: appKitDocs + " (NSResponder)"),
    Row(selector: "showGuessPanel:", tag: nil, id: "edit.spellingShow", source: appKitDocs),
    Row(selector: "checkSpelling:", tag: nil, id: "edit.spellingCheckNow", source: appKitDocs),
    Row(selector: "startDictation:", tag: nil, id: "edit.startDictation", source: template),
    Row(
      selector: "orderFrontCharacterPalette:", tag: nil, id: "edit.emojiAndSymbols",
      source: appKitDocs + " (NSApplication)"),
    // Format menu: NSFontManager, NSText.
    Row(selector: "orderFrontFontPanel:", tag: nil, id: "format.showFonts", source: appKitDocs),
    Row(selector: "addFontTrait:", tag: 2, id: "format.bold", source: template),
    Row(selector: "addFontTrait:", tag: 1, id: "format.italic", source: template),
    Row(selector: "underline:", tag: nil, id: "format.underline", source: appKitDocs),
    Row(selector: "modifyFont:", tag: 3, id: "format.bigger", source: template),
    Row(selector: "modifyFont:", tag: 4, id: "format.smaller", source: template),
    Row(selector: "toggleBoldface:", tag: nil, id: "format.bold", source: uiKitEdit),
    Row(selector: "toggleItalics:", tag: nil, id: "format.italic", source: uiKitEdit),
    Row(selector: "toggleUnderline:", tag: nil, id: "format.underline", source: uiKitEdit),
    Row(selector: "increaseSize:", tag: nil, id: "format.bigger", source: uiKitEdit),
    Row(selector: "decreaseSize:", tag: nil, id: "format.smaller", source: uiKitEdit),
    Row(selector: "orderFrontColorPanel:", tag: nil, id: "format.showColors", source: appKitDocs),
    Row(selector: "copyFont:", tag: nil, id: "format.copyStyle", source: appKitDocs),
    Row(selector: "pasteFont:", tag: nil, id: "format.pasteStyle", source: appKitDocs),
    Row(selector: "alignLeft:", tag: nil, id: "format.alignLeft", source: appKitDocs),
    Row(selector: "alignCenter:", tag: nil, id: "format.alignCenter", source: appKitDocs),
    Row(selector: "alignRight:", tag: nil, id: "format.alignRight", source: appKitDocs),
    Row(selector: "copyRuler:", tag: nil, id: "format.copyRuler", source: appKitDocs),
    Row(selector: "pasteRuler:", tag: nil, id: "format.pasteRuler", source: appKitDocs),
    // View menu: NSWindow, NSSplitViewController.
    Row(selector: "toggleToolbarShown:", tag: nil, id: "view.showToolbar", source: appKitDocs),
    Row(
      selector: "runToolbarCustomizationPalette:", tag: nil, id: "view.customizeToolbar",
      source: appKitDocs),
    Row(selector: "toggleSidebar:", tag: nil, id: "view.showSidebar", source: appKitDocs),
    Row(selector: "toggleFullScreen:", tag: nil, id: "view.toggleFullScreen", source: appKitDocs),
    Row(selector: "toggleTabBar:", tag: nil, id: "view.showTabBar", source: appKitDocs),
    Row(selector: "toggleTabOverview:", tag: nil, id: "view.showAllTabs", source: appKitDocs),
    // Window menu: NSWindow, NSApplication.
    Row(selector: "performMiniaturize:", tag: nil, id: "window.minimize", source: appKitDocs),
    Row(selector: "miniaturizeAll:", tag: nil, id: "window.minimizeAll", source: appKitDocs),
    Row(selector: "performZoom:", tag: nil, id: "window.zoom", source: appKitDocs),
    Row(selector: "arrangeInFront:", tag: nil, id: "window.bringAllToFront", source: appKitDocs),
    Row(selector: "selectPreviousTab:", tag: nil, id: "window.showPreviousTab", source: appKitDocs),
    Row(selector: "selectNextTab:", tag: nil, id: "window.showNextTab", source: appKitDocs),
    Row(
      selector: "moveTabToNewWindow:", tag: nil, id: "window.moveTabToNewWindow",
      source: appKitDocs),
    Row(selector: "mergeAllWindows:", tag: nil, id: "window.mergeAllWindows", source: appKitDocs),
    // Help menu: NSApplication.
    Row(selector: "showHelp:", tag: nil, id: "help.appHelp", source: appKitDocs),
  ]

  private static let byKey: [String: String] = Dictionary(
    rows.map { (key($0.selector, $0.tag), $0.id) }, uniquingKeysWith: { first, _ in first })

  private static let taggedSelectors: Set<String> = Set(
    rows.filter { $0.tag != nil }.map(\.selector))

  private static func key(_ selector: String, _ tag: Int?) -> String {
    tag.map { "\(selector)#\($0)" } ?? selector
  }

  /// The standard id for `selector` (Objective-C spelling, `copy:`), with `tag` for the
  /// selectors that need one.
  static func standardID(selector: String, tag: Int?) -> String? {
    if taggedSelectors.contains(selector) {
      return tag.flatMap { byKey[key(selector, $0)] }
    }
    return byKey[selector]
  }

  /// The standard group and menu of a standard id, from the platform's default items and
  /// the standard-command table.
  static func placement(of id: String) -> (menu: String, group: CommandGroupPlacement?)? {
    if let item = PlatformMenuItems.all.first(where: { $0.id == id }) {
      return (item.group?.menu.rawValue ?? item.menu.rawValue, item.group)
    }
    if let standard = ShortcutTables.standardCommand(id: id) {
      return (standard.menu, nil)
    }
    return nil
  }
}
