/// Interface Builder windows written for the whole-app import's tests (SPEC §22), in the
/// XML Xcode writes; not copied from any app.
extension ImportFixtures {
  /// A xib with a window (text inputs, a list with row prototypes, buttons, a toolbar, the
  /// app's own views) and a panel with its own button.
  static let windowsXib = #"""
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="com.apple.InterfaceBuilder3.Cocoa.XIB" version="3.0" targetRuntime="MacOSX.Cocoa">
        <objects>
            <customObject id="-2" userLabel="File's Owner" customClass="ComposeController">
                <connections>
                    <outlet property="subjectField" destination="fld-su-bj1" id="o01"/>
                    <outlet property="bodyView" destination="txv-bo-dy1" id="o02"/>
                </connections>
            </customObject>
            <window title="Compose" id="win-co-mp1">
                <windowStyleMask key="styleMask" titled="YES" closable="YES"/>
                <view key="contentView" id="vew-co-mp1">
                    <subviews>
                        <textField id="lbl-su-bj1">
                            <textFieldCell key="cell" title="Subject:" id="cel-lb-l01"/>
                        </textField>
                        <textField id="fld-su-bj1">
                            <textFieldCell key="cell" scrollable="YES" selectable="YES" editable="YES" placeholderString="Subject" id="cel-su-bj1"/>
                        </textField>
                        <searchField id="sfd-fi-nd1">
                            <searchFieldCell key="cell" scrollable="YES" placeholderString="Find" id="cel-sf-d01"/>
                        </searchField>
                        <scrollView id="scr-bo-dy1">
                            <clipView key="contentView" id="clp-bo-dy1">
                                <textView importsGraphics="NO" richText="NO" id="txv-bo-dy1"/>
                            </clipView>
                        </scrollView>
                        <scrollView id="scr-ta-bl1">
                            <clipView key="contentView" id="clp-ta-bl1">
                                <tableView id="tbl-at-ch1">
                                    <prototypeCellViews>
                                        <tableCellView id="tcv-at-ch1">
                                            <subviews>
                                                <textField id="fld-re-nm1">
                                                    <textFieldCell key="cell" editable="YES" id="cel-re-nm1"/>
                                                </textField>
                                                <button id="btn-re-mv1">
                                                    <buttonCell key="cell" type="push" title="Remove" keyEquivalent="r" id="cel-re-mv1"/>
                                                </button>
                                            </subviews>
                                        </tableCellView>
                                    </prototypeCellViews>
                                </tableView>
                            </clipView>
                        </scrollView>
                        <customView id="cst-co-de1" customClass="CodeTextView"/>
                        <customView id="cst-gr-ph1" customClass="GraphView"/>
                        <customView id="cst-ga-ug1" customClass="Gauge"/>
                        <button id="btn-se-nd1">
                            <buttonCell key="cell" type="push" title="Send" keyEquivalent="&#13;" id="cel-se-nd1">
                                <modifierMask key="keyEquivalentModifierMask" command="YES"/>
                            </buttonCell>
                            <connections>
                                <action selector="send:" target="-2" id="a01"/>
                            </connections>
                        </button>
                        <button hidden="YES" id="btn-ar-ch1">
                            <buttonCell key="cell" type="push" title="Archive" keyEquivalent="a" id="cel-ar-ch1">
                                <modifierMask key="keyEquivalentModifierMask" control="YES"/>
                            </buttonCell>
                        </button>
                        <button id="btn-dr-ft1">
                            <buttonCell key="cell" type="push" title="Save Draft" enabled="NO" keyEquivalent="s" id="cel-dr-ft1"/>
                        </button>
                        <button id="btn-pl-in1">
                            <buttonCell key="cell" type="push" title="Plain" id="cel-pl-in1"/>
                        </button>
                    </subviews>
                </view>
                <toolbar key="toolbar" id="tlb-co-mp1">
                    <allowedToolbarItems>
                        <toolbarItem id="tbi-co-mp1">
                            <searchField key="view" id="sfd-to-ol1">
                                <searchFieldCell key="cell" placeholderString="Search Mail" id="cel-sf-d02"/>
                            </searchField>
                        </toolbarItem>
                    </allowedToolbarItems>
                </toolbar>
                <connections>
                    <outlet property="initialFirstResponder" destination="txv-bo-dy1" id="o03"/>
                </connections>
            </window>
            <window title="Colors" visibleAtLaunch="NO" id="pnl-co-lr1" customClass="NSPanel">
                <windowStyleMask key="styleMask" titled="YES" utility="YES"/>
                <view key="contentView" id="vew-co-lr1">
                    <subviews>
                        <button id="btn-ap-ly1">
                            <buttonCell key="cell" type="push" title="Apply" keyEquivalent="&#13;" id="cel-ap-ly1"/>
                        </button>
                    </subviews>
                </view>
            </window>
        </objects>
    </document>
    """#

  /// The app's sources beside `windowsXib`: the classes its custom views name.
  static let windowsClasses = """
    import AppKit

    final class CodeTextView: NSTextView {}
    class GraphView: NSView {}
    """

  /// A storyboard: the main menu, a window controller whose content is a split view of a
  /// source list and an editor, a sheet and a popover its buttons present, and a view
  /// controller nothing presents (made in code).
  static let windowsStoryboard = #"""
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="com.apple.InterfaceBuilder3.Cocoa.Storyboard.XIB" version="3.0" targetRuntime="MacOSX.Cocoa" initialViewController="wc0-00-001">
        <scenes>
            <scene sceneID="scn-ap-p01">
                <objects>
                    <application id="app-00-001" sceneMemberID="viewController">
                        <menu key="mainMenu" title="Main Menu" systemMenu="main" id="mm0-00-001">
                            <items>
                                <menuItem title="Scribe" id="top-sc-001">
                                    <menu key="submenu" title="Scribe" systemMenu="apple" id="sub-sc-001">
                                        <items>
                                            <menuItem title="Quit Scribe" keyEquivalent="q" id="itm-qu-it1">
                                                <connections>
                                                    <action selector="terminate:" target="frs-00-001" id="c01"/>
                                                </connections>
                                            </menuItem>
                                        </items>
                                    </menu>
                                </menuItem>
                                <menuItem title="Go" id="top-go-001">
                                    <menu key="submenu" title="Go" id="sub-go-001">
                                        <items>
                                            <menuItem title="Back" keyEquivalent="&#xF702;" id="itm-ba-ck1">
                                                <connections>
                                                    <action selector="goBack:" target="frs-00-001" id="c02"/>
                                                </connections>
                                            </menuItem>
                                            <menuItem title="Later" keyEquivalent="l" id="itm-la-tr1"/>
                                            <menuItem title="Wired" keyEquivalent="w" id="itm-wi-rd1">
                                                <modifierMask key="keyEquivalentModifierMask" control="YES"/>
                                            </menuItem>
                                        </items>
                                    </menu>
                                </menuItem>
                            </items>
                        </menu>
                        <connections>
                            <outlet property="wiredItem" destination="itm-wi-rd1" id="o01"/>
                        </connections>
                    </application>
                    <customObject id="frs-00-001" userLabel="First Responder" customClass="NSResponder" sceneMemberID="firstResponder"/>
                </objects>
            </scene>
            <scene sceneID="scn-wc-001">
                <objects>
                    <windowController storyboardIdentifier="DocumentWindow" id="wc0-00-001" sceneMemberID="viewController">
                        <window key="window" title="Scribe" id="win-sc-001"/>
                        <connections>
                            <segue destination="spl-00-001" kind="relationship" relationship="window.shadowedContentViewController" id="sg1"/>
                        </connections>
                    </windowController>
                </objects>
            </scene>
            <scene sceneID="scn-sp-001">
                <objects>
                    <splitViewController id="spl-00-001" sceneMemberID="viewController">
                        <connections>
                            <segue destination="src-00-001" kind="relationship" relationship="splitItems" id="sg2"/>
                            <segue destination="edt-00-001" kind="relationship" relationship="splitItems" id="sg3"/>
                        </connections>
                    </splitViewController>
                </objects>
            </scene>
            <scene sceneID="scn-sr-001">
                <objects>
                    <viewController id="src-00-001" customClass="SourceListController" sceneMemberID="viewController">
                        <view key="view" id="vew-sr-001">
                            <subviews>
                                <outlineView id="out-sr-001"/>
                            </subviews>
                        </view>
                    </viewController>
                </objects>
            </scene>
            <scene sceneID="scn-ed-001">
                <objects>
                    <viewController id="edt-00-001" customClass="EditorController" sceneMemberID="viewController">
                        <view key="view" id="vew-ed-001">
                            <subviews>
                                <scrollView id="scr-ed-001">
                                    <clipView key="contentView" id="clp-ed-001">
                                        <textView id="txv-ed-001"/>
                                    </clipView>
                                </scrollView>
                                <button id="btn-rn-001">
                                    <buttonCell key="cell" type="push" title="Rename…" id="cel-rn-001"/>
                                    <connections>
                                        <segue destination="ren-00-001" kind="sheet" id="sg4"/>
                                    </connections>
                                </button>
                                <button id="btn-in-001">
                                    <buttonCell key="cell" type="push" title="Info" id="cel-in-001"/>
                                    <connections>
                                        <segue destination="inf-00-001" kind="popover" id="sg5"/>
                                    </connections>
                                </button>
                            </subviews>
                        </view>
                    </viewController>
                </objects>
            </scene>
            <scene sceneID="scn-rn-001">
                <objects>
                    <viewController storyboardIdentifier="Rename" id="ren-00-001" sceneMemberID="viewController">
                        <view key="view" id="vew-rn-001">
                            <subviews>
                                <textField id="fld-rn-001">
                                    <textFieldCell key="cell" editable="YES" id="cel-fr-001"/>
                                </textField>
                                <button id="btn-ok-001">
                                    <buttonCell key="cell" type="push" title="Rename" keyEquivalent="&#13;" id="cel-ok-001"/>
                                </button>
                                <button id="btn-ca-001">
                                    <buttonCell key="cell" type="push" title="Cancel" id="cel-ca-001">
                                        <string key="keyEquivalent" base64-UTF8="YES">
    Gw
    </string>
                                    </buttonCell>
                                </button>
                            </subviews>
                        </view>
                    </viewController>
                </objects>
            </scene>
            <scene sceneID="scn-if-001">
                <objects>
                    <viewController storyboardIdentifier="Info" id="inf-00-001" sceneMemberID="viewController">
                        <view key="view" id="vew-if-001">
                            <subviews>
                                <button id="btn-cp-001">
                                    <buttonCell key="cell" type="push" title="Copy Path" keyEquivalent="c" id="cel-cp-001">
                                        <modifierMask key="keyEquivalentModifierMask" option="YES" command="YES"/>
                                    </buttonCell>
                                </button>
                            </subviews>
                        </view>
                    </viewController>
                </objects>
            </scene>
            <scene sceneID="scn-lg-001">
                <objects>
                    <viewController storyboardIdentifier="Log" id="log-00-001" sceneMemberID="viewController">
                        <view key="view" id="vew-lg-001">
                            <subviews>
                                <searchField id="sfd-lg-001">
                                    <searchFieldCell key="cell" id="cel-lg-001"/>
                                </searchField>
                            </subviews>
                        </view>
                    </viewController>
                </objects>
            </scene>
        </scenes>
    </document>
    """#

  /// An iOS storyboard: a view controller with a text field.
  static let iOSStoryboard = #"""
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" targetRuntime="iOS.CocoaTouch" initialViewController="vc0-00-001">
        <scenes>
            <scene sceneID="scn-00-001">
                <objects>
                    <viewController id="vc0-00-001" customClass="NoteViewController" sceneMemberID="viewController">
                        <view key="view" id="vew-00-001">
                            <subviews>
                                <textField id="fld-00-001"/>
                                <textView id="txv-00-001"/>
                            </subviews>
                        </view>
                    </viewController>
                </objects>
            </scene>
        </scenes>
    </document>
    """#
}
