#!/usr/bin/env python3
"""Turns a real app's main menu into a CommandKitLite scene file for the audit corpus
(SPEC §20; Tests/Data/RealApps/).

Reads an Interface Builder file (xib or storyboard) or SwiftUI `Commands` sources and keeps
only what the audit needs: menu titles, item titles, ids and shortcuts. Nothing else of the
app is copied. The window the menus act on is described by --content (what the app's main
window holds: `text` for a text view, `list` for a list or table, `view` for a custom view).

Usage:
  Scripts/menu-to-scene.py --merge IMPORTED.json SCENE.json > scene.json
  Scripts/menu-to-scene.py --app NAME --repo OWNER/NAME --path PATH --commit SHA \
      --content text|list|view [--platform macOS] [--swiftui] FILE... > scene.json

Standard ids (edit.copy, file.new...) come from the item's action selector (IB) and from its
title (both kinds); other items get `menu.title-slug` ids. A SwiftUI `CommandGroup` item keeps
its group (`"group": "saveItem"`, in that group's menu), and with --placement its relation
(`"placement": "replacing"`), which decides which platform default items it replaces. An IB item with a key equivalent
and no modifier mask has ⌘ (Interface Builder's default); an upper-case letter adds ⇧.
"""
import argparse
import json
import re
import sys
import xml.etree.ElementTree as ET

SELECTORS = {
    "cut:": "edit.cut", "copy:": "edit.copy", "paste:": "edit.paste",
    "selectAll:": "edit.selectAll", "undo:": "edit.undo", "redo:": "edit.redo",
    "delete:": "edit.delete", "pasteAsPlainText:": "edit.pasteAndMatchStyle",
    "terminate:": "app.quit", "hide:": "app.hide", "hideOtherApplications:": "app.hideOthers",
    "unhideAllApplications:": "app.showAll", "orderFrontStandardAboutPanel:": "app.about",
    "performMiniaturize:": "window.minimize", "performZoom:": "window.zoom",
    "arrangeInFront:": "window.bringAllToFront", "performClose:": "file.close",
    "newDocument:": "file.new", "openDocument:": "file.open", "saveDocument:": "file.save",
    "saveDocumentAs:": "file.saveAs", "duplicateDocument:": "file.duplicate",
    "printDocument:": "file.print", "print:": "file.print", "runPageLayout:": "file.pageSetup",
    "toggleFullScreen:": "view.enterFullScreen", "showHelp:": "help.appHelp",
    "toggleToolbarShown:": "view.toggleToolbar", "toggleSidebar:": "view.toggleSidebar",
    "startDictation:": "edit.startDictation", "orderFrontCharacterPalette:": "edit.emojiAndSymbols",
    "orderFrontFontPanel:": "format.showFonts", "orderFrontColorPanel:": "format.showColors",
    "addFontTrait:": None, "underline:": "format.underline",
}
TITLES = {
    "cut": "edit.cut", "copy": "edit.copy", "paste": "edit.paste", "select all": "edit.selectAll",
    "undo": "edit.undo", "redo": "edit.redo", "find": "edit.find", "find next": "edit.findNext",
    "bold": "format.bold", "italic": "format.italic", "underline": "format.underline",
    "settings": "app.settings", "preferences": "app.settings", "minimize": "window.minimize",
    "new": "file.new", "open": "file.open", "save": "file.save", "close": "file.close",
    "print": "file.print", "actual size": "view.actualSize", "zoom in": "view.zoomIn",
    "zoom out": "view.zoomOut",
}
# SwiftUI's CommandGroupPlacement names and the menu each sits in.
GROUPS = {
    "appInfo": "App", "appSettings": "App", "systemServices": "App", "appVisibility": "App",
    "appTermination": "App", "newItem": "File", "saveItem": "File", "importExport": "File",
    "printItem": "File", "undoRedo": "Edit", "pasteboard": "Edit", "textEditing": "Edit",
    "textFormatting": "Format", "toolbar": "View", "sidebar": "View", "windowSize": "Window",
    "windowArrangement": "Window", "windowList": "Window", "singleWindowList": "Window",
    "help": "Help",
}
SPECIAL = {
    "\uf700": "up", "\uf701": "down", "\uf702": "left", "\uf703": "right", "\r": "return",
    "\x1b": "escape", "\t": "tab", " ": "space", "\x08": "delete", "\x7f": "delete",
    "\uf728": "forwarddelete", "\uf729": "home", "\uf72b": "end", "\uf72c": "pageup",
    "\uf72d": "pagedown", "\x03": "keypadenter", "+": "plus",
}
for n in range(1, 21):
    SPECIAL[chr(0xF703 + n)] = f"f{n}"


def slug(text):
    words = re.findall(r"[A-Za-z0-9]+", text)
    if not words:
        return "item"
    return words[0].lower() + "".join(w.capitalize() for w in words[1:])


def normal_title(title):
    return re.sub(r"(…|\.\.\.)$", "", title.strip()).strip().lower()


def shortcut(key, mods):
    if not key:
        return None
    name = SPECIAL.get(key)
    if name is None:
        if len(key) != 1:
            return None
        if key.isalpha() and key.isupper():
            mods = set(mods) | {"shift"}
            key = key.lower()
        name = key
    order = ["ctrl", "opt", "shift", "cmd"]
    return "+".join([m for m in order if m in mods] + [name])


def from_ib(text):
    root = ET.fromstring(text)
    items = []

    def walk(menu, top):
        for item in menu.findall("./items/menuItem"):
            if item.get("isSeparatorItem") == "YES":
                continue
            title = item.get("title", "")
            sub = item.find("./menu")
            if sub is not None:
                walk(sub, top or title)
                continue
            key = item.get("keyEquivalent", "")
            mask = item.find("./modifierMask")
            if mask is None:
                mods = {"cmd"} if key else set()
            else:
                mods = {m for a, m in [("command", "cmd"), ("shift", "shift"),
                                       ("option", "opt"), ("control", "ctrl")]
                        if mask.get(a) == "YES"}
            action = item.find("./connections/action")
            selector = action.get("selector") if action is not None else None
            items.append((top or "App", title, shortcut(key, mods), selector))

    for menu in root.iter("menu"):
        if menu.get("systemMenu") == "main" or menu.get("key") == "mainMenu":
            walk(menu, None)
            break
    return items


def from_swiftui(text):
    items = []
    menu = "App"
    tokens = re.finditer(
        r'CommandMenu\(\s*"([^"]+)"|CommandGroup\(\s*(after|before|replacing):\s*\.(\w+)'
        r'|Button\(\s*"\\\(\w+\s*\?\s*"([^"]+)"\s*:\s*"[^"]*"\)\s*([^"]*)"'
        r'|Button\(\s*(?:String\(localized:\s*)?"([^"]+)"'
        r'|\.keyboardShortcut\(\s*(?:"([^"]+)"|\.(\w+))(?:\s*,\s*modifiers:\s*(\[[^\]]*\]|\.\w+))?',
        text)
    pending = None
    placement = None
    for match in tokens:
        cmenu, relation, group, first, rest, button, key, named, modifiers = match.groups()
        # A title that depends on state ("\\(collapsed ? "Show" : "Hide") Navigator") is
        # written in its first state.
        if first:
            button = f"{first} {rest}".strip()
        if cmenu:
            menu, placement = cmenu, None
        elif group:
            menu, placement = (group, relation) if group in GROUPS else (group, None)
        elif button:
            if pending:
                items.append(pending)
            pending = [menu, button, None, placement]
        elif pending and (key or named):
            mods = {"cmd"}
            if modifiers:
                mods = set()
                for word, name in [("command", "cmd"), ("shift", "shift"), ("option", "opt"),
                                   ("control", "ctrl")]:
                    if word in modifiers:
                        mods.add(name)
            names = {"upArrow": "up", "downArrow": "down", "leftArrow": "left",
                     "rightArrow": "right", "return": "return", "escape": "escape",
                     "delete": "delete", "tab": "tab", "space": "space"}
            pending[2] = shortcut(names.get(named, named) if named else key, mods) \
                if not named else "+".join(
                    [m for m in ["ctrl", "opt", "shift", "cmd"] if m in mods]
                    + [names.get(named, named)])
            items.append(pending)
            pending = None
    if pending:
        items.append(pending)
    return [tuple(i) for i in items]


def merge(imported_path, scene_path):
    """The corpus scene with its commands from `cmdshell import` (SPEC §22).

    Keeps the scene's `origin`, app name, platform and hand-modelled windows (a search
    field, a text view), and takes the commands, `defaultCommands` and `removedGroups` from
    the import; the import's main-window scene values (the focused values its commands
    require, published so that every command can be enabled) join the scene's main window.
    """
    with open(imported_path, encoding="utf-8") as handle:
        imported = json.load(handle)
    with open(scene_path, encoding="utf-8") as handle:
        scene = json.load(handle)
    scene["commands"] = imported["commands"]
    for key in ("defaultCommands", "removedGroups"):
        if key in imported:
            scene[key] = imported[key]
    values = imported.get("templates", {}).get("main", {}).get("sceneValues")
    if values:
        scene["templates"]["main"]["sceneValues"] = values
    scene["origin"]["note"] = (
        "commands imported by `cmdshell import` from the paths at this commit, merged by "
        "Scripts/menu-to-scene.py --merge into the modelled window ("
        + scene["origin"]["note"].split("(", 1)[1])
    return scene


def main():
    # `--merge IMPORTED SCENE`: the corpus scene with the importer's commands (README in
    # Tests/Data/RealApps/).
    if len(sys.argv) == 4 and sys.argv[1] == "--merge":
        json.dump(merge(sys.argv[2], sys.argv[3]), sys.stdout, indent=1, ensure_ascii=False)
        sys.stdout.write("\n")
        return
    parser = argparse.ArgumentParser()
    parser.add_argument("--app", required=True)
    parser.add_argument("--repo", required=True)
    parser.add_argument("--path", required=True, action="append")
    parser.add_argument("--commit", required=True)
    parser.add_argument("--content", choices=["text", "list", "view"], required=True)
    parser.add_argument("--search", action="store_true",
                        help="the window also has a search field (a text input)")
    parser.add_argument("--platform", default="macOS")
    parser.add_argument("--swiftui", action="store_true")
    parser.add_argument("--placement", action="store_true",
                        help="write CommandGroup(after:/before:/replacing:) as \"placement\" "
                             "(scene files with SPEC §14's platform defaults)")
    parser.add_argument("files", nargs="+")
    args = parser.parse_args()
    items = []
    for name in args.files:
        with open(name, encoding="utf-8") as handle:
            text = handle.read()
        items += from_swiftui(text) if args.swiftui else from_ib(text)
    commands = []
    seen = set()
    for menu, title, key, selector in items:
        # For SwiftUI items the fourth field is the CommandGroup relation (or None).
        relation = selector if args.swiftui else None
        group = menu if args.swiftui and menu in GROUPS else None
        if group:
            menu = GROUPS[group]
        ident = (None if args.swiftui else SELECTORS.get(selector or "")) \
            or TITLES.get(normal_title(title))
        if ident is None or ident in seen:
            ident = f"{slug(menu)}.{slug(title)}"
        base, n = ident, 2
        while ident in seen:
            ident, n = f"{base}{n}", n + 1
        seen.add(ident)
        entry = {"id": ident, "title": title or ident, "menu": menu}
        if group:
            entry["group"] = group
            if args.placement and relation:
                entry["placement"] = relation
        if key:
            entry["shortcut"] = key
        commands.append(entry)
    content = {"text": {"id": "content", "role": "textEditor", "textInput": True},
               "list": {"id": "content", "role": "list", "focusable": True},
               "view": {"id": "content", "role": "view", "focusable": True}}[args.content]
    if args.search:
        content = {"id": "window", "role": "group", "children": [
            {"id": "search", "role": "searchField", "textInput": True}, content]}
    scene = {
        "origin": {"repository": args.repo, "paths": args.path, "commit": args.commit,
                   "note": "menu titles, ids and shortcuts only; converted by "
                           "Scripts/menu-to-scene.py; the window content is a model "
                           f"({args.content}{' and a search field' if args.search else ''})"},
        "app": args.app, "platform": args.platform, "commands": commands,
        "templates": {"main": {"kind": "document" if args.content == "text" else "window",
                               "root": content}},
    }
    json.dump(scene, sys.stdout, indent=1, ensure_ascii=False)
    sys.stdout.write("\n")


if __name__ == "__main__":
    main()
