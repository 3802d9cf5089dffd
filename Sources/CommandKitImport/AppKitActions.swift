/// The action methods AppKit's own responders implement, as data: an Interface Builder menu
/// item that sends one of them to the First Responder can be enabled by AppKit itself (a text
/// view, a window, the application, a document, a split view controller …), whatever the
/// app's sources say (SPEC §22; issue 25, cause `action-never-implemented`).
///
/// Why a table: AppKit's automatic menu enabling enables an item whose target is nil only
/// when some object in the responder chain responds to its action (Apple, "Enabling Menu
/// Items": "If there is no object in the responder chain that implements the item's action,
/// the item is disabled"; `NSValidatedUserInterfaceItem`: items are enabled "depending on
/// whether any responder in the responder chain can handle the control's action method").
/// The chain holds AppKit's classes too, and they implement many actions no app source
/// names, so the importer can call an item's action unimplemented only when it is none of
/// these.
///
/// How it was made (import14, 2026-12-02): every selector that the real-app corpus's
/// Interface Builder menu items send to the First Responder and that no imported source
/// names (109 selectors over 58 apps), each checked against Apple's AppKit documentation
/// of the class below; the rest of each class's documented actions are added, so that an
/// unseen app's standard items are never taken for unimplemented. ``SelectorMap``'s
/// selectors (standard ids) are AppKit's too and are not repeated here.
enum AppKitActions {
  /// One class's (or protocol's) action methods and where Apple documents them.
  struct Group: Sendable {
    /// The AppKit class or protocol that implements the actions.
    let implementer: String
    /// Apple's documentation page of that class or protocol.
    let source: String
    /// The selectors, in Objective-C spelling (`toggleRuler:`).
    let selectors: [String]
  }

  static let groups: [Group] = [
    Group(
      implementer: "NSApplication",
      source: "https://developer.apple.com/documentation/appkit/nsapplication",
      selectors: [
        "arrangeInFront:", "hide:", "hideOtherApplications:", "unhideAllApplications:",
        "terminate:", "orderFrontStandardAboutPanel:", "orderFrontColorPanel:",
        "orderFrontCharacterPalette:", "showHelp:", "miniaturizeAll:", "runPageLayout:",
        "toggleTouchBarCustomizationPalette:", "activateContextHelpMode:",
      ]),
    Group(
      implementer: "NSWindow",
      source: "https://developer.apple.com/documentation/appkit/nswindow",
      selectors: [
        "performClose:", "performMiniaturize:", "performZoom:", "miniaturize:", "deminiaturize:",
        "zoom:", "toggleFullScreen:", "toggleToolbarShown:", "runToolbarCustomizationPalette:",
        "toggleTabBar:", "toggleTabOverview:", "selectNextTab:", "selectPreviousTab:",
        "mergeAllWindows:", "moveTabToNewWindow:", "makeKeyAndOrderFront:", "orderFront:",
        "orderBack:", "orderOut:", "print:",
      ]),
    Group(
      implementer: "NSView (print:), NSWindowController (showWindow:), NSDrawer",
      source: "https://developer.apple.com/documentation/appkit/nsview",
      selectors: ["showWindow:", "toggle:", "open:", "close:"]),
    Group(
      implementer: "NSDocument",
      source: "https://developer.apple.com/documentation/appkit/nsdocument",
      selectors: [
        "saveDocument:", "saveDocumentAs:", "saveDocumentTo:", "revertDocumentToSaved:",
        "printDocument:", "runPageLayout:", "duplicateDocument:", "renameDocument:",
        "moveDocument:", "moveDocumentToUbiquityContainer:", "lockDocument:", "unlockDocument:",
        "browseDocumentVersions:",
      ]),
    Group(
      implementer: "NSDocumentController",
      source: "https://developer.apple.com/documentation/appkit/nsdocumentcontroller",
      selectors: [
        "newDocument:", "openDocument:", "saveAllDocuments:", "clearRecentDocuments:",
        // Not `newWindowForTab:`: AppKit declares it on NSResponder for the app to implement
        // (its page: the plus button shows "only if this method exists" in an
        // NSDocumentController subclass or the responder chain).
      ]),
    Group(
      implementer: "NSSplitViewController",
      source: "https://developer.apple.com/documentation/appkit/nssplitviewcontroller",
      // `toggleSourceList:`: Apple documents `toggleSidebar:` only; Xcode's older macOS
      // templates wired Show Sidebar to `toggleSourceList:` and four corpus apps keep it
      // with no source of their own naming it. Apple is silent on whether AppKit still
      // answers it: taken as AppKit's (a choice: the rule never disables on a guess).
      selectors: ["toggleSidebar:", "toggleInspector:", "toggleSourceList:"]),
    Group(
      implementer: "NSResponder (NSStandardKeyBindingResponding, text finding)",
      source: "https://developer.apple.com/documentation/appkit/nsstandardkeybindingresponding",
      selectors: [
        "capitalizeWord:", "lowercaseWord:", "uppercaseWord:", "centerSelectionInVisibleArea:",
        "makeBaseWritingDirectionLeftToRight:", "makeBaseWritingDirectionNatural:",
        "makeBaseWritingDirectionRightToLeft:", "makeTextWritingDirectionLeftToRight:",
        "makeTextWritingDirectionNatural:", "makeTextWritingDirectionRightToLeft:",
        "performTextFinderAction:", "transpose:", "transposeWords:", "yank:",
        "deleteBackward:", "deleteForward:", "deleteWordBackward:", "deleteWordForward:",
        "deleteToBeginningOfLine:", "deleteToEndOfLine:", "deleteToEndOfParagraph:",
        "insertNewline:", "insertTab:", "insertBacktab:", "insertLineBreak:",
        "insertParagraphSeparator:", "moveUp:", "moveDown:", "moveLeft:", "moveRight:",
        "moveToBeginningOfDocument:", "moveToEndOfDocument:", "moveToBeginningOfLine:",
        "moveToEndOfLine:", "moveToBeginningOfParagraph:", "moveToEndOfParagraph:",
        "moveWordLeft:", "moveWordRight:", "pageUp:", "pageDown:", "scrollPageUp:",
        "scrollPageDown:", "scrollToBeginningOfDocument:", "scrollToEndOfDocument:",
        "selectLine:", "selectParagraph:", "selectWord:", "complete:", "cancelOperation:",
        "quickLookPreviewItems:", "showContextHelp:",
      ]),
    Group(
      implementer: "NSText",
      source: "https://developer.apple.com/documentation/appkit/nstext",
      selectors: [
        "alignLeft:", "alignRight:", "alignCenter:", "alignJustified:", "copyFont:",
        "pasteFont:", "copyRuler:", "pasteRuler:", "underline:", "superscript:", "subscript:",
        "unscript:", "toggleRuler:", "checkSpelling:", "showGuessPanel:", "changeFont:",
      ]),
    Group(
      implementer: "NSTextView (NSTextChecking, speech, kerning, ligatures, panels)",
      source: "https://developer.apple.com/documentation/appkit/nstextview",
      selectors: [
        "pasteAsPlainText:", "pasteAsRichText:", "startSpeaking:", "stopSpeaking:",
        "toggleContinuousSpellChecking:", "toggleGrammarChecking:",
        "toggleAutomaticDashSubstitution:", "toggleAutomaticQuoteSubstitution:",
        "toggleAutomaticSpellingCorrection:", "toggleAutomaticTextReplacement:",
        "toggleAutomaticLinkDetection:", "toggleAutomaticDataDetection:",
        "toggleAutomaticTextCompletion:", "toggleSmartInsertDelete:",
        "orderFrontSubstitutionsPanel:", "orderFrontLinkPanel:", "orderFrontListPanel:",
        "orderFrontSpacingPanel:", "orderFrontTablePanel:", "useStandardKerning:",
        "turnOffKerning:", "tightenKerning:", "loosenKerning:", "useStandardLigatures:",
        "turnOffLigatures:", "useAllLigatures:", "raiseBaseline:", "lowerBaseline:",
        "performFindPanelAction:", "changeLayoutOrientation:", "toggleBaseWritingDirection:",
        "changeColor:", "outline:", "showWritingTools:",
      ]),
    Group(
      implementer: "NSFontManager",
      source: "https://developer.apple.com/documentation/appkit/nsfontmanager",
      selectors: [
        "addFontTrait:", "removeFontTrait:", "modifyFont:", "modifyFontViaPanel:",
        "orderFrontFontPanel:",
      ]),
    Group(
      implementer: "NSTabView",
      source: "https://developer.apple.com/documentation/appkit/nstabview",
      selectors: [
        "selectNextTabViewItem:", "selectPreviousTabViewItem:", "selectFirstTabViewItem:",
        "selectLastTabViewItem:",
      ]),
    Group(
      implementer: "WebView (WebKit, legacy) and PDFView (PDFKit)",
      source: "https://developer.apple.com/documentation/webkit/webview",
      selectors: [
        "goBack:", "goForward:", "reload:", "reloadFromOrigin:", "stopLoading:",
        "makeTextLarger:", "makeTextSmaller:", "makeTextStandardSize:", "zoomIn:", "zoomOut:",
        "goToNextPage:", "goToPreviousPage:", "goToFirstPage:", "goToLastPage:",
      ]),
  ]

  /// Every selector of the table.
  static let selectors: Set<String> = Set(groups.flatMap(\.selectors))

  /// Whether AppKit's own responders may answer `selector`: it is in the table or stands
  /// for a standard command (``SelectorMap``).
  static func isAppKits(_ selector: String) -> Bool {
    selectors.contains(selector)
      || SelectorMap.rows.contains(where: { $0.selector == selector })
  }
}
