import CommandKitImport
import Foundation

/// Small Interface Builder and Swift sources written for the importer's tests (not copied
/// from any app): each line that matters is named in the tests by its line number, found
/// with ``ImportFixtures/line(of:in:)``.
enum ImportFixtures {
  /// The line (from 1) of the first line of `text` containing `marker`.
  static func line(of marker: String, in text: String) -> Int? {
    text.split(separator: "\n", omittingEmptySubsequences: false)
      .firstIndex { $0.contains(marker) }.map { $0 + 1 }
  }

  /// A main menu with every modifier rule, special keys, an alternate, hidden items,
  /// nested menus, a context menu and window buttons.
  static let xib = #"""
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="com.apple.InterfaceBuilder3.Cocoa.XIB" version="3.0" targetRuntime="MacOSX.Cocoa">
        <objects>
            <customObject id="-2" userLabel="File's Owner" customClass="NSApplication"/>
            <customObject id="-1" userLabel="First Responder" customClass="FirstResponder"/>
            <customObject id="dlg-At-e01" customClass="AppDelegate"/>
            <menu title="Main Menu" systemMenu="main" id="mm0-00-000">
                <items>
                    <menuItem title="Jotter" id="top-ap-p01">
                        <modifierMask key="keyEquivalentModifierMask"/>
                        <menu key="submenu" title="Jotter" systemMenu="apple" id="sub-ap-p01">
                            <items>
                                <menuItem title="About Jotter" id="itm-ab-out">
                                    <modifierMask key="keyEquivalentModifierMask"/>
                                    <connections>
                                        <action selector="orderFrontStandardAboutPanel:" target="-2" id="c01"/>
                                    </connections>
                                </menuItem>
                                <menuItem isSeparatorItem="YES" id="sep-00-001"/>
                                <menuItem title="Quit Jotter" keyEquivalent="q" id="itm-qu-it1">
                                    <connections>
                                        <action selector="terminate:" target="-1" id="c02"/>
                                    </connections>
                                </menuItem>
                            </items>
                        </menu>
                    </menuItem>
                    <menuItem title="File" id="top-fi-le1">
                        <menu key="submenu" title="File" id="sub-fi-le1">
                            <items>
                                <menuItem title="New Jot" keyEquivalent="n" id="itm-ne-wjt">
                                    <connections>
                                        <action selector="newJot:" target="-1" id="c03"/>
                                    </connections>
                                </menuItem>
                                <menuItem title="Save As…" keyEquivalent="S" id="itm-sa-vas">
                                    <connections>
                                        <action selector="saveDocumentAs:" target="-1" id="c04"/>
                                    </connections>
                                </menuItem>
                                <menuItem title="Close" keyEquivalent="w" id="itm-cl-ose">
                                    <connections>
                                        <action selector="performClose:" target="-1" id="c05"/>
                                    </connections>
                                </menuItem>
                                <menuItem title="Close All" isAlternate="YES" keyEquivalent="w" id="itm-cl-all">
                                    <modifierMask key="keyEquivalentModifierMask" option="YES" command="YES"/>
                                    <connections>
                                        <action selector="closeAll:" target="-1" id="c06"/>
                                    </connections>
                                </menuItem>
                                <menuItem title="Export" id="itm-ex-prt">
                                    <menu key="submenu" title="Export" id="sub-ex-prt">
                                        <items>
                                            <menuItem title="As PDF…" keyEquivalent="e" id="itm-as-pdf">
                                                <modifierMask key="keyEquivalentModifierMask" shift="YES" option="YES" command="YES"/>
                                                <connections>
                                                    <action selector="exportPDF:" target="dlg-At-e01" id="c07"/>
                                                </connections>
                                            </menuItem>
                                        </items>
                                    </menu>
                                </menuItem>
                            </items>
                        </menu>
                    </menuItem>
                    <menuItem title="Edit" id="top-ed-it1">
                        <menu key="submenu" title="Edit" id="sub-ed-it1">
                            <items>
                                <menuItem title="Delete" id="itm-de-let">
                                    <string key="keyEquivalent" base64-UTF8="YES">
    fw
    </string>
                                    <connections>
                                        <action selector="delete:" target="-1" id="c08"/>
                                    </connections>
                                </menuItem>
                                <menuItem title="Move Up" keyEquivalent="" id="itm-mo-vup">
                                    <modifierMask key="keyEquivalentModifierMask" option="YES" command="YES"/>
                                </menuItem>
                                <menuItem title="Next Field" keyEquivalent="&#9;" id="itm-ne-xtf">
                                    <modifierMask key="keyEquivalentModifierMask" control="YES"/>
                                </menuItem>
                                <menuItem title="Confirm" keyEquivalent="&#13;" id="itm-co-nfm"/>
                                <menuItem title="Stop" id="itm-st-op1">
                                    <string key="keyEquivalent" base64-UTF8="YES">
    Gw
    </string>
                                    <modifierMask key="keyEquivalentModifierMask"/>
                                </menuItem>
                                <menuItem title="Refresh" keyEquivalent="" id="itm-re-frs">
                                    <modifierMask key="keyEquivalentModifierMask"/>
                                </menuItem>
                                <menuItem title="Fill" keyEquivalent="f" id="itm-fi-ll1">
                                    <modifierMask key="keyEquivalentModifierMask" control="YES" function="YES"/>
                                </menuItem>
                                <menuItem title="Snapshot" keyEquivalent="" id="itm-sn-ap1"/>
                                <menuItem title="Debug" keyEquivalent="d" hidden="YES" id="itm-de-bug"/>
                                <menuItem title="Reload" keyEquivalent="r" hidden="YES" allowsKeyEquivalentWhenHidden="YES" id="itm-re-ld1"/>
                                <menuItem title="" keyEquivalent="j" id="itm-no-ttl"/>
                                <menuItem title="Find" id="itm-fi-nd1">
                                    <menu key="submenu" title="Find" id="sub-fi-nd1">
                                        <items>
                                            <menuItem title="Find…" tag="1" keyEquivalent="f" id="itm-fi-nd2">
                                                <connections>
                                                    <action selector="performFindPanelAction:" target="-1" id="c09"/>
                                                </connections>
                                            </menuItem>
                                            <menuItem title="Find Again" keyEquivalent="d" id="itm-fi-nd3">
                                                <modifierMask key="keyEquivalentModifierMask" control="YES"/>
                                            </menuItem>
                                        </items>
                                    </menu>
                                </menuItem>
                            </items>
                        </menu>
                    </menuItem>
                </items>
            </menu>
            <menu title="Row Menu" id="ctx-me-nu1">
                <items>
                    <menuItem title="Cut Row" keyEquivalent="x" id="itm-cu-trw"/>
                </items>
            </menu>
            <window title="Jotter" id="win-00-001">
                <view key="contentView" id="vew-00-001">
                    <subviews>
                        <button id="btn-ok-001">
                            <buttonCell key="cell" type="push" title="OK" keyEquivalent="&#13;" id="cel-ok-001"/>
                        </button>
                        <button id="btn-ca-001">
                            <buttonCell key="cell" type="push" title="Cancel" id="cel-ca-001">
                                <string key="keyEquivalent" base64-UTF8="YES">
    Gw
    </string>
                            </buttonCell>
                        </button>
                        <button id="btn-se-001">
                            <buttonCell key="cell" type="push" title="Send" keyEquivalent="&#13;" id="cel-se-001">
                                <modifierMask key="keyEquivalentModifierMask" command="YES"/>
                            </buttonCell>
                        </button>
                    </subviews>
                </view>
            </window>
        </objects>
    </document>
    """#
    // Private-use keys are written as XML character references, as Xcode writes them
    // (a raw U+F700 in a Swift literal would be invisible in review).
    .replacingOccurrences(
      of: #"title="Move Up" keyEquivalent="""#, with: #"title="Move Up" keyEquivalent="&#xF700;""#
    )
    .replacingOccurrences(
      of: #"title="Refresh" keyEquivalent="""#, with: #"title="Refresh" keyEquivalent="&#xF708;""#
    )
    .replacingOccurrences(
      of: #"title="Snapshot" keyEquivalent="""#, with: #"title="Snapshot" keyEquivalent="&#xF72E;""#
    )

  /// A storyboard's main menu: the application scene, with a First Responder whose id is
  /// generated, as Xcode's storyboards have.
  static let storyboard = #"""
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="com.apple.InterfaceBuilder3.Cocoa.Storyboard.XIB" version="3.0" targetRuntime="MacOSX.Cocoa">
        <scenes>
            <scene sceneID="scn-ap-p01">
                <objects>
                    <application id="app-00-001" sceneMemberID="viewController">
                        <menu key="mainMenu" title="Main Menu" systemMenu="main" id="mm0-00-001">
                            <items>
                                <menuItem title="Sketch" id="top-sk-001">
                                    <menu key="submenu" title="Sketch" systemMenu="apple" id="sub-sk-001">
                                        <items>
                                            <menuItem title="Hide Sketch" keyEquivalent="h" id="itm-hi-de1">
                                                <connections>
                                                    <action selector="hide:" target="frs-00-001" id="c11"/>
                                                </connections>
                                            </menuItem>
                                        </items>
                                    </menu>
                                </menuItem>
                                <menuItem title="Canvas" id="top-cv-001">
                                    <menu key="submenu" title="Canvas" id="sub-cv-001">
                                        <items>
                                            <menuItem title="Zoom to Fit" keyEquivalent="9" id="itm-zo-om1">
                                                <connections>
                                                    <action selector="zoomToFit:" target="frs-00-001" id="c12"/>
                                                </connections>
                                            </menuItem>
                                        </items>
                                    </menu>
                                </menuItem>
                            </items>
                        </menu>
                    </application>
                    <customObject id="frs-00-001" userLabel="First Responder" customClass="NSResponder" sceneMemberID="firstResponder"/>
                </objects>
            </scene>
        </scenes>
    </document>
    """#
}
