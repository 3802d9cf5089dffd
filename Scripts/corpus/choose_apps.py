#!/usr/bin/env python3
"""Chooses the real-app corpus's apps by the rule in Tests/Data/RealApps/README.md.

  choose_apps.py candidates LIST_GIT_DIR            Mac candidates in visiting order
  choose_apps.py ipad-candidates LIST_GIT_DIR       iPad candidates in visiting order
  choose_apps.py rest-candidates LIST_GIT_DIR       the rest of the Mac list, in its order
  choose_apps.py swift-list-candidates LIST_GIT_DIR APPS SELECTION
                                                    the eleventh batch's list, in its order
  choose_apps.py awesome-mac-candidates LIST_GIT_DIR APPS SELECTION
                                                    the thirty-seventh batch's list, in its order
  choose_apps.py awesome-macos-candidates LIST_GIT_DIR APPS SELECTION
                                                    the fortieth batch's list, in its order
  choose_apps.py awesome-swiftui-candidates LIST_GIT_DIR APPS SELECTION
                                                    the forty-first batch's list, in its order
  choose_apps.py awesome-native-candidates LIST_GIT_DIR APPS SELECTION
                                                    the forty-second batch's list, in its order
  choose_apps.py macos-tag-candidates LIST_GIT_DIR APPS SELECTION
                                                    the forty-third batch's list (the iPad
                                                    list's macos-tagged projects), by stars
  choose_apps.py kiarash-candidates LIST_README APPS SELECTION
                                                    the forty-fourth batch's list, in its order
                                                    (LIST_README: the list's README.md text)
  choose_apps.py wflixu-candidates LIST_README APPS SELECTION
                                                    the forty-fifth batch's list, in its order
                                                    (LIST_README: the list's README.md text)
  choose_apps.py jeffreyjackson-candidates LIST_GIT_DIR APPS SELECTION
                                                    the forty-sixth batch's list, in its order
  choose_apps.py jeffreyjackson-newer-candidates LIST_GIT_DIR APPS SELECTION
                                                    the forty-eighth batch's list (the same at
                                                    77a2b8a), in its order
  choose_apps.py check GIT_DIR [COMMIT]             is this snapshot eligible, and of which type
  choose_apps.py setaside REPO... --size N          which new apps are set aside

LIST_GIT_DIR is a fetched mirror of serhii-londar/open-source-mac-os-apps (or of
dkhamsing/open-source-ios-apps); GIT_DIR a fetched app's mirror (a bare git directory).
Nothing here looks at audit output: the rule must not depend on how the audit does.
"""

import hashlib
import json
import math
import os
import re
import subprocess
import sys
import xml.etree.ElementTree as ET

MAC_LIST_COMMIT = "7efc7fe4098982ef69accbe8d6e48601c6062357"
# jaywcjlove/awesome-swift-macos-apps, the eleventh held-out batch's list (README, "The
# eleventh held-out batch").
SWIFT_LIST_COMMIT = "89bd285e83026952b27d09d53801be4e4947a508"
# jaywcjlove/awesome-mac, the thirty-seventh held-out batch's list (README, "The
# thirty-seventh held-out batch").
AWESOME_MAC_COMMIT = "b4043d92c04720f24bd0855cbc9fe6374205efec"
# iCHAIT/awesome-macOS, the fortieth held-out batch's list (README, "The fortieth held-out
# batch").
AWESOME_MACOS_COMMIT = "698d545652f527f5adfe94836c9b42a74f90081e"
# onmyway133/awesome-swiftui, the forty-first held-out batch's list (README, "The forty-first
# held-out batch").
AWESOME_SWIFTUI_COMMIT = "83f31646ed931c5153f76e1abfecaec9af447f5b"
# native-macos-apps/awesome-native-macos-apps, the forty-second held-out batch's list (README,
# "The forty-second held-out batch").
AWESOME_NATIVE_COMMIT = "e40e899abc52707bf5c393569fe289135f66fa6e"
IOS_LIST_COMMIT = "ca2102f5166fe7a929cfb30251e9444a66e9e729"
# dkhamsing/open-source-ios-apps again, its macos-tagged projects, the forty-third held-out
# batch's list (README, "The forty-third held-out batch"): the commit the iPad rule fixed.
MACOS_TAG_COMMIT = IOS_LIST_COMMIT
# KiarashS/awesome-macOS-applications, the forty-fourth held-out batch's list (README, "The
# forty-fourth held-out batch"). The fetch tool had no snapshot of it, so its README.md is read
# as text (read_file at this commit, saved to a file); the reader checks the text's header.
KIARASH_COMMIT = "00ee1db2d9c778cbe48a4c8cd348b6c20572178a"
KIARASH_HEADER = ("`136 apps`", "Last updated 2026-08-22.")
# wflixu/macOS-Apps, the forty-fifth held-out batch's list (README, "The forty-fifth held-out
# batch, second list rule"). Its README.md is read as text (read_file at this commit, saved to a
# file); the reader checks the text's header.
WFLIXU_COMMIT = "054c3b98327e188b7d2c7b2b4e5a7f286ed30561"
WFLIXU_HEADER = ("#   macOS-Apps", "Awesome macOS open source Apps")
# jeffreyjackson/mac-apps, the forty-sixth held-out batch's list (README, "How the forty-sixth
# batch's list walk was applied"): its README.md at the version read_file gives without a
# commit, read from the fetched mirror at that commit.
JEFFREYJACKSON_COMMIT = "00633634820a09515ca791a9fecdcc32a441388e"
# The same list at its newest commit in the fetch tool's mirror (2025-11-13), the forty-eighth
# held-out batch's list (README, "The forty-eighth batch's rule").
JEFFREYJACKSON_NEWER_COMMIT = "77a2b8adc2caec36400fb760bef5894c6c30f84e"
CATEGORIES = [
    "Chat", "Database", "Editors", "Graphics", "IDE", "Images", "Mail", "News", "Notes",
    "Player", "Terminal", "Video",
]
LEGACY = {
    "codeeditapp/codeedit", "coteditor/coteditor", "hexfiend/hexfiend",
    "dimillian/icecubesapp", "iina/iina", "macdownapp/macdown",
    "ranchero-software/netnewswire", "viennarss/vienna-rss", "viennarss/vienna",
}

# The actions of Xcode's MainMenu template (macOS App, AppKit): an item that sends one of
# these is the template's, not the app's own.
TEMPLATE_ACTIONS = {
    "orderFrontStandardAboutPanel:", "hide:", "hideOtherApplications:",
    "unhideAllApplications:", "terminate:", "newDocument:", "openDocument:",
    "clearRecentDocuments:", "performClose:", "saveDocument:", "saveDocumentAs:",
    "revertDocumentToSaved:", "runPageLayout:", "print:", "undo:", "redo:", "cut:", "copy:",
    "paste:", "pasteAsPlainText:", "delete:", "selectAll:", "performFindPanelAction:",
    "centerSelectionInVisibleArea:", "showGuessPanel:", "checkSpelling:",
    "toggleContinuousSpellChecking:", "toggleGrammarChecking:",
    "toggleAutomaticSpellingCorrection:", "orderFrontSubstitutionsPanel:",
    "toggleSmartInsertDelete:", "toggleAutomaticQuoteSubstitution:",
    "toggleAutomaticDashSubstitution:", "toggleAutomaticLinkDetection:",
    "toggleAutomaticDataDetection:", "toggleAutomaticTextReplacement:", "uppercaseWord:",
    "lowercaseWord:", "capitalizeWord:", "startSpeaking:", "stopSpeaking:",
    "orderFrontFontPanel:", "addFontTrait:", "underline:", "modifyFont:",
    "orderFrontColorPanel:", "copyFont:", "pasteFont:", "alignLeft:", "alignCenter:",
    "alignJustified:", "alignRight:", "makeBaseWritingDirectionNatural:",
    "makeBaseWritingDirectionLeftToRight:", "makeBaseWritingDirectionRightToLeft:",
    "makeTextWritingDirectionNatural:", "makeTextWritingDirectionLeftToRight:",
    "makeTextWritingDirectionRightToLeft:", "toggleRuler:", "copyRuler:", "pasteRuler:",
    "toggleToolbarShown:", "runToolbarCustomizationPalette:", "toggleSidebar:",
    "toggleFullScreen:", "performMiniaturize:", "performZoom:", "arrangeInFront:",
    "showHelp:", "useStandardKerning:", "turnOffKerning:", "tightenKerning:",
    "loosenKerning:", "useStandardLigatures:", "turnOffLigatures:", "useAllLigatures:",
    "raiseBaseline:", "lowerBaseline:", "unscript:", "superscript:", "subscript:",
    "saveAllDocuments:", "duplicateDocument:", "renameDocument:", "moveDocument:",
    "browseDocumentVersions:", "toggleSmartQuotes:", "performTextFinderAction:",
    "toggleTabBar:", "mergeAllWindows:", "selectNextTab:", "selectPreviousTab:",
    "moveTabToNewWindow:", "toggleTabOverview:", "newWindowForTab:",
    # Xcode's storyboard template (macOS App, Storyboard) as json-mapper, ChefInspector and
    # GPM carry it: View > Show Sidebar (⌃⌘S) sends toggleSourceList:. Added for the third
    # held-out batch (README, "The third held-out batch").
    "toggleSourceList:",
}
SKIPPED_FOLDERS = {".build", "Pods", "Carthage", "DerivedData", "build", "vendor", "Vendor"}


def git(git_dir, *args):
    return subprocess.run(
        ["git", "--git-dir", git_dir, *args], check=True, capture_output=True
    ).stdout


def mac_candidates(list_dir):
    text = git(list_dir, "show", f"{MAC_LIST_COMMIT}:README.md").decode()
    by_category = {c: [] for c in CATEGORIES}
    seen = set()
    category = None
    for line in text.splitlines():
        heading = re.match(r"^### \S+ (.+?) \(\d+\)", line)
        if heading:
            category = heading.group(1)
            continue
        if line.startswith("## "):
            category = None
        entry = re.match(r"^- \[(.+?)\]\((https?://[^)]+)\)", line)
        if entry and category in by_category:
            repo = re.match(r"https://github\.com/([^/]+/[^/]+?)/?$", entry.group(2))
            by_category[category].append({"title": entry.group(1), "repo": repo and repo.group(1)})
        elif line.strip().startswith("**Languages:**") and category in by_category:
            by_category[category][-1]["languages"] = re.findall(r"title='([^']+)'", line)
    # First listing among the categories wins; then filter.
    for category in CATEGORIES:
        kept = []
        for app in by_category[category]:
            key = (app["repo"] or app["title"]).lower()
            if key in seen:
                continue
            seen.add(key)
            if not app["repo"] or app["repo"].lower() in LEGACY:
                continue
            if not {"Swift", "Objective-C"} & set(app.get("languages", [])):
                continue
            kept.append(dict(app, category=category))
        by_category[category] = kept
    order = []
    for round_index in range(max(len(v) for v in by_category.values())):
        for category in CATEGORIES:
            if round_index < len(by_category[category]):
                order.append(by_category[category][round_index])
    return order


def rest_candidates(list_dir):
    """The rest of the Mac list: entries of every other category, in the list's order.

    An app listed in one of CATEGORIES was visited there (or counts there), so it is left
    out; so is a later listing of an app already met. The same filter as mac_candidates:
    a GitHub repository, Swift or Objective-C among its languages, not a legacy app.
    """
    text = git(list_dir, "show", f"{MAC_LIST_COMMIT}:README.md").decode()
    entries = []
    category = None
    for line in text.splitlines():
        heading = re.match(r"^### \S+ (.+?) \(\d+\)", line)
        if heading:
            category = heading.group(1)
            continue
        if line.startswith("## "):
            category = None
        entry = re.match(r"^- \[(.+?)\]\((https?://[^)]+)\)", line)
        if entry and category:
            repo = re.match(r"https://github\.com/([^/]+/[^/]+?)/?$", entry.group(2))
            entries.append({"title": entry.group(1), "repo": repo and repo.group(1), "category": category})
        elif line.strip().startswith("**Languages:**") and entries and category:
            entries[-1]["languages"] = re.findall(r"title='([^']+)'", line)
    seen = {(a["repo"] or a["title"]).lower() for a in entries if a["category"] in CATEGORIES}
    order = []
    for app in entries:
        key = (app["repo"] or app["title"]).lower()
        if key in seen:
            continue
        seen.add(key)
        if not app["repo"] or app["repo"].lower() in LEGACY:
            continue
        if not {"Swift", "Objective-C"} & set(app.get("languages", [])):
            continue
        order.append(app)
    return order


def known_repositories(apps_path, selection_path):
    """The repositories a new list's candidates leave out, lower-cased: every app in
    apps.json, every visit recorded in selection.json (either list, whatever its outcome) and
    the legacy names the earlier subcommands leave out."""
    known = {a["repository"].lower() for a in json.load(open(apps_path))["apps"]}
    selection = json.load(open(selection_path))
    known |= {v["repository"].lower() for key in ("mac", "ipad") for v in selection[key]}
    return known | LEGACY


def swift_list_candidates(list_dir, apps_path, selection_path):
    """The eleventh batch's candidates: jaywcjlove/awesome-swift-macos-apps in its order.

    Entries under the category headings (## Audio to ## Other; not the sponsor block,
    Contents, Contributors or License) whose link is a GitHub repository, first listing
    only, leaving out every repository already in apps.json or recorded in selection.json
    (ignoring case). The list admits only Swift apps, so no language filter applies.
    """
    text = git(list_dir, "show", f"{SWIFT_LIST_COMMIT}:README.md").decode()
    known = known_repositories(apps_path, selection_path)
    order, seen, category = [], set(), None
    for line in text.splitlines():
        heading = re.match(r"^##\s+(.+?)\s*$", line)
        if heading:
            category = None if heading.group(1) in {"Contents", "Contributors", "License"} else heading.group(1)
            continue
        entry = re.match(r"^- \[(.+?)\]\((https?://[^)\s]+)\)", line)
        if not (entry and category):
            continue
        repo = re.match(r"https://github\.com/([^/]+/[^/#?]+?)(?:\.git)?/?$", entry.group(2))
        if not repo or repo.group(1).lower() in seen:
            continue
        seen.add(repo.group(1).lower())
        if repo.group(1).lower() not in known:
            order.append({"title": entry.group(1), "repo": repo.group(1), "category": category})
    return order


GITHUB_REPO = re.compile(r"https://github\.com/([^/\s()]+/[^/#?\s()]+?)(?:\.git)?/?$")


def oss_marked_candidates(text, start, stops, apps_path, selection_path, strip_badges=False):
    """The entry lines of a list README that carry the [OSS Icon] open-source marker, in order.

    Entry lines (`* [title](link)`, any indentation) under the `##` headings after `start`
    (not `start` itself, nor the `stops`), `###` headings naming a subcategory. The repository
    is the entry's own link when it is a GitHub repository, else the link wrapping the marker
    when that is one; first listing only, leaving out every repository already in apps.json or
    recorded in selection.json (ignoring case). `strip_badges`: a heading's trailing badge
    image (`## Name [![…]…]`) is not part of its name (awesome-mac writes them).
    """
    known = known_repositories(apps_path, selection_path)
    order, seen, category, started = [], set(), None, False
    for line in text.splitlines():
        heading = re.match(r"^(#{2,3})\s+(.+?)\s*$", line)
        if heading:
            name = heading.group(2)
            if strip_badges:
                name = re.sub(r"\s*\[!\[.*$", "", name)
            if heading.group(1) == "##":
                if name == start:
                    started, category = True, None
                    continue
                category = None if name in stops or not started else name
            elif category is not None:
                category = category.split(" / ")[0] + " / " + name
            continue
        entry = re.match(r"^\s*[*-] \[(.+?)\]\((\S+?)\)", line)
        if not (entry and category) or "[OSS Icon]" not in line:
            continue
        own = GITHUB_REPO.match(entry.group(2))
        marker = None
        for wrapped in re.finditer(r"\[((?:!\[[^\]]*\]\[[^\]]*\]\s*)+)\]\((\S+?)\)", line):
            if "[OSS Icon]" in wrapped.group(1):
                marker = GITHUB_REPO.match(wrapped.group(2))
                break
        repo = own or marker
        if not repo or repo.group(1).lower() in seen:
            continue
        seen.add(repo.group(1).lower())
        if repo.group(1).lower() not in known:
            order.append({"title": entry.group(1), "repo": repo.group(1), "category": category})
    return order


def awesome_mac_candidates(list_dir, apps_path, selection_path):
    """The thirty-seventh batch's candidates: jaywcjlove/awesome-mac's README in its order.

    Entry lines under the category headings (not above Contents, nor Contents, Contributors
    or License) that carry the open-source marker (oss_marked_candidates).
    """
    text = git(list_dir, "show", f"{AWESOME_MAC_COMMIT}:README.md").decode()
    return oss_marked_candidates(
        text, "Contents", {"Contributors", "License"}, apps_path, selection_path,
        strip_badges=True)


def awesome_macos_candidates(list_dir, apps_path, selection_path):
    """The fortieth batch's candidates: iCHAIT/awesome-macOS's README in its order.

    Entry lines read as awesome_mac_candidates reads awesome-mac's (oss_marked_candidates),
    under the headings after Table of Contents (not Contribute or License).
    """
    text = git(list_dir, "show", f"{AWESOME_MACOS_COMMIT}:README.md").decode()
    return oss_marked_candidates(
        text, "Table of Contents", {"Contribute", "License"}, apps_path, selection_path)


def awesome_swiftui_candidates(list_dir, apps_path, selection_path):
    """The forty-first batch's candidates: onmyway133/awesome-swiftui's Open source apps.

    Entry lines (`- [title](link)`, any indentation) under the README's section `## Open
    source apps` only (its subsections iOS, macOS and MultiPlatform Applications as the
    category); the repository is the entry's own link when it is a GitHub repository; first
    listing only, leaving out every repository already in apps.json or recorded in
    selection.json (ignoring case).
    """
    text = git(list_dir, "show", f"{AWESOME_SWIFTUI_COMMIT}:README.md").decode()
    known = known_repositories(apps_path, selection_path)
    order, seen, category = [], set(), None
    for line in text.splitlines():
        heading = re.match(r"^(#{2,3})\s+(.+?)\s*$", line)
        if heading:
            if heading.group(1) == "##":
                category = "" if heading.group(2) == "Open source apps" else None
            elif category is not None:
                category = heading.group(2)
            continue
        entry = re.match(r"^\s*[*-] \[(.+?)\]\((\S+?)\)", line)
        if not entry or category is None:
            continue
        repo = GITHUB_REPO.match(entry.group(2))
        if not repo or repo.group(1).lower() in seen:
            continue
        seen.add(repo.group(1).lower())
        if repo.group(1).lower() not in known:
            order.append({"title": entry.group(1), "repo": repo.group(1), "category": category})
    return order


def yaml_scalar(value):
    """A scalar of awesome-native-macos-apps' data/apps.yaml: double-quoted (with `\\"` and
    `\\\\` the only escapes it writes) or plain."""
    value = value.strip()
    if len(value) >= 2 and value[0] == value[-1] == '"':
        return re.sub(r"\\(.)", r"\1", value[1:-1])
    return value


def awesome_native_candidates(list_dir, apps_path, selection_path):
    """The forty-second batch's candidates: native-macos-apps/awesome-native-macos-apps'
    data/apps.yaml in its order.

    Every app entry (`- name:` under a category's `apps:`) whose `url` is a GitHub repository,
    the category's `name` as the category; first listing only, leaving out every repository
    already in apps.json or recorded in selection.json (ignoring case). The file's shape is
    fixed (`categories:`, each `  - id:` with `    name:` and `    apps:`, each app `      -
    name:` with its keys at eight spaces), so it is read line by line, without a YAML library.
    """
    text = git(list_dir, "show", f"{AWESOME_NATIVE_COMMIT}:data/apps.yaml").decode()
    known = known_repositories(apps_path, selection_path)
    entries, category = [], None
    for line in text.splitlines():
        if re.match(r"^  - ", line):
            category = None
        field = re.match(r"^    name:(.*)$", line)
        if field:
            category = yaml_scalar(field.group(1))
            continue
        field = re.match(r"^      - name:(.*)$", line)
        if field and category is not None:
            entries.append({"title": yaml_scalar(field.group(1)), "url": "", "category": category})
            continue
        field = re.match(r"^        url:(.*)$", line)
        if field and entries:
            entries[-1]["url"] = yaml_scalar(field.group(1))
    order, seen = [], set()
    for entry in entries:
        repo = GITHUB_REPO.match(entry["url"])
        if not repo or repo.group(1).lower() in seen:
            continue
        seen.add(repo.group(1).lower())
        if repo.group(1).lower() not in known:
            order.append({"title": entry["title"], "repo": repo.group(1), "category": entry["category"]})
    return order


MACOS_TAG_PLAIN = {"macos", "swift", "objc", "swiftui"}


def macos_tag_candidates(list_dir, apps_path, selection_path):
    """The forty-third batch's candidates: dkhamsing/open-source-ios-apps' contents.json,
    its projects tagged `macos`, by stars.

    Tagged `macos`, tagged `swift` or `objc`, not tagged `archive` (a `swiftui` tag is kept),
    whose `source` is a GitHub repository (owner/name, an optional trailing `/`, nothing
    after, as ipad_candidates reads it); by `stars` descending (missing counts as 0), ties by
    `title`; leaving out every repository already in apps.json or recorded in selection.json
    (ignoring case). The category is the project's first tag not in MACOS_TAG_PLAIN, else
    `macos`.
    """
    projects = json.loads(git(list_dir, "show", f"{MACOS_TAG_COMMIT}:contents.json"))["projects"]
    known = known_repositories(apps_path, selection_path)
    chosen, seen = [], set()
    for p in projects:
        tags = p.get("tags", [])
        source = p.get("source", "")
        repo = re.match(r"https://github\.com/([^/]+/[^/]+?)/?$", source)
        if "macos" not in tags or not set(tags) & {"swift", "objc"} or "archive" in tags or not repo:
            continue
        name = repo.group(1)
        if name.lower() in known or name.lower() in seen:
            continue
        seen.add(name.lower())
        category = next((t for t in tags if t not in MACOS_TAG_PLAIN), "macos")
        chosen.append({"title": p["title"], "repo": name, "stars": p.get("stars") or 0,
                       "category": category})
    chosen.sort(key=lambda p: (-p["stars"], p["title"]))
    return chosen


KIARASH_ENTRY = re.compile(r"^- \*\*\[(.+?)\]\((https?://[^)\s]+)\)\*\*")
KIARASH_SUB = re.compile(r"^\s*<sub>(.*)</sub>\s*$")


def kiarash_candidates(list_readme, apps_path, selection_path):
    """The forty-fourth batch's candidates: KiarashS/awesome-macOS-applications' README.md
    (at KIARASH_COMMIT) in its order, top to bottom.

    Entries (`- **[Name](url)**`) under a category heading (`## ` after Contents, before
    "How this is built" and License), whose link is a GitHub repository and whose `<sub>` line
    (`★ N · owner · Language · tags`) names Swift or Objective-C as its language (the third
    field; an entry with no language has its tags there, and is no candidate); first listing
    only, leaving out every repository already in apps.json or recorded in selection.json (and
    the legacy names), ignoring case. The category is the heading without its emoji.
    """
    text = open(list_readme, encoding="utf-8").read()
    for header in KIARASH_HEADER:
        if header not in text:
            raise SystemExit(f"{list_readme}: not the list at {KIARASH_COMMIT[:7]} (no {header!r})")
    known = known_repositories(apps_path, selection_path)
    entries, category = [], None
    for line in text.splitlines():
        heading = re.match(r"^##\s+(.+?)\s*$", line)
        if heading:
            title = heading.group(1)
            category = None if title in {"Contents", "How this is built", "License"} else \
                re.sub(r"^[^A-Za-z]+", "", title)
            continue
        entry = KIARASH_ENTRY.match(line)
        if entry and category:
            entries.append({"title": entry.group(1), "url": entry.group(2), "category": category,
                            "language": None})
            continue
        sub = KIARASH_SUB.match(line)
        if sub and entries and entries[-1]["language"] is None:
            fields = [f.strip() for f in sub.group(1).split(" · ")]
            language = fields[2] if len(fields) > 2 and not fields[2].startswith("`") else ""
            entries[-1]["language"] = language
    order, seen = [], set()
    for entry in entries:
        repo = GITHUB_REPO.match(entry["url"])
        if not repo or repo.group(1).lower() in seen:
            continue
        seen.add(repo.group(1).lower())
        if entry["language"] not in {"Swift", "Objective-C"}:
            continue
        if repo.group(1).lower() not in known:
            order.append({"title": entry["title"], "repo": repo.group(1), "category": entry["category"]})
    return order


WFLIXU_ENTRY = re.compile(r"^- \[(.+?)\]\((https?://[^)\s]+)\)")


def wflixu_candidates(list_readme, apps_path, selection_path):
    """The forty-fifth batch's candidates: wflixu/macOS-Apps' README.md (at WFLIXU_COMMIT) in
    its order, top to bottom.

    Entries (`- [Name](url)`) under its `## ` headings (Developement, Productivity, Video and
    Image, System Utility), whose link is a GitHub repository; first listing only, leaving out
    every repository already in apps.json or recorded in selection.json (and the legacy names),
    ignoring case. The list gives no language, so none is read here: the rule reads the
    repository's language from its fetched snapshot (Swift or Objective-C sources in the app's
    folders) at the visit, and a candidate whose snapshot has none is recorded as a visit, not
    eligible, "not Swift or Objective-C". The category is the heading.
    """
    text = open(list_readme, encoding="utf-8").read()
    for header in WFLIXU_HEADER:
        if header not in text:
            raise SystemExit(f"{list_readme}: not the list at {WFLIXU_COMMIT[:7]} (no {header!r})")
    known = known_repositories(apps_path, selection_path)
    order, seen, category = [], set(), None
    for line in text.splitlines():
        heading = re.match(r"^##\s+(.+?)\s*$", line)
        if heading:
            category = heading.group(1)
            continue
        entry = WFLIXU_ENTRY.match(line)
        if not (entry and category):
            continue
        repo = GITHUB_REPO.match(entry.group(2))
        if not repo or repo.group(1).lower() in seen:
            continue
        seen.add(repo.group(1).lower())
        if repo.group(1).lower() not in known:
            order.append({"title": entry.group(1), "repo": repo.group(1), "category": category})
    return order


JEFFREYJACKSON_ENTRY = re.compile(r"^- \*\*(.+?)\*\*")
# The project's address on the line under the entry: bare (`  - https://…`), or, in entries
# added after 0063363, written as a Markdown link to itself (`  - [https://…](https://…)`),
# whose target is read.
JEFFREYJACKSON_LINK = re.compile(r"^\s+- (?:\[[^\]]*\]\((https?://[^)\s]+)\)|(https?://\S+))\s*$")


def jeffreyjackson_candidates(list_dir, apps_path, selection_path):
    """The forty-sixth batch's candidates: jeffreyjackson/mac-apps' README.md (at
    JEFFREYJACKSON_COMMIT) in its order, top to bottom.

    Entries (`- **Name**: description`, the project's address on the next line, `  - url`)
    under the `###` headings of `## OS X Apps` (Communication to Productivity and Others); not
    the other `##` sections (OS X Frameworks, Apple Sample Projects, Apple Open Source,
    Contact), which hold no entries. An entry is kept when its address is a GitHub repository
    (`http://` read as `https://`; an organization's page such as github.com/fink is no
    repository); first listing only, leaving out every repository already in apps.json or
    recorded in selection.json (and the legacy names), ignoring case. The list marks Swift
    projects with :large_orange_diamond: and gives no language for the others, so an unmarked
    entry's language is read from its fetched snapshot at the visit (Swift or Objective-C
    sources in the app's folders); a candidate whose snapshot has none is recorded as a visit,
    not eligible, "not Swift or Objective-C". The category is the `###` heading.
    """
    return jeffreyjackson_list(list_dir, JEFFREYJACKSON_COMMIT, apps_path, selection_path)


def jeffreyjackson_newer_candidates(list_dir, apps_path, selection_path):
    """The forty-eighth batch's candidates: the same list's README.md at its newest commit in
    the fetch tool's mirror, JEFFREYJACKSON_NEWER_COMMIT (2025-11-13), read by the same reader
    as jeffreyjackson-candidates: every `###` heading under `## OS X Apps`, top to bottom (the
    newer README adds Menubar Apps after Productivity and Others), each heading's entries in
    order. Every repository already in apps.json or recorded in selection.json is left out, so
    only the entries the forty-sixth and forty-seventh batches did not visit remain.
    """
    return jeffreyjackson_list(list_dir, JEFFREYJACKSON_NEWER_COMMIT, apps_path, selection_path)


def jeffreyjackson_list(list_dir, commit, apps_path, selection_path):
    """jeffreyjackson/mac-apps' README.md at `commit`, read as jeffreyjackson_candidates says."""
    text = git(list_dir, "show", f"{commit}:README.md").decode()
    if "# Open-Source Mac Apps" not in text or "## OS X Apps" not in text:
        raise SystemExit(f"{list_dir}: not the list at {commit[:7]}")
    known = known_repositories(apps_path, selection_path)
    order, seen, section, category, entry = [], set(), None, None, None
    for line in text.splitlines():
        heading = re.match(r"^(#{2,3})\s+(.+?)\s*$", line)
        if heading:
            if heading.group(1) == "##":
                section, category = heading.group(2), None
            else:
                category = heading.group(2)
            entry = None
            continue
        if section != "OS X Apps" or not category:
            continue
        named = JEFFREYJACKSON_ENTRY.match(line)
        if named:
            entry = {"title": named.group(1), "swift": ":large_orange_diamond:" in line}
            continue
        link = JEFFREYJACKSON_LINK.match(line)
        if not (link and entry):
            continue
        address = link.group(1) or link.group(2)
        address, named, entry = re.sub(r"^http://", "https://", address), entry, None
        repo = GITHUB_REPO.match(address)
        if not repo or repo.group(1).lower() in seen:
            continue
        seen.add(repo.group(1).lower())
        if repo.group(1).lower() not in known:
            language = "Swift (the list)" if named["swift"] else "no language given"
            order.append({"title": f"{named['title']} [{language}]", "repo": repo.group(1),
                          "category": category})
    return order


def ipad_candidates(list_dir):
    projects = json.loads(git(list_dir, "show", f"{IOS_LIST_COMMIT}:contents.json"))["projects"]
    chosen = []
    for p in projects:
        tags = set(p.get("tags", []))
        source = p.get("source", "")
        repo = re.match(r"https://github\.com/([^/]+/[^/]+?)/?$", source)
        if "ipad" in tags and tags & {"swift", "objc"} and not tags & {"archive", "swiftui"} and repo:
            chosen.append({"title": p["title"], "repo": repo.group(1), "stars": p.get("stars") or 0})
    chosen.sort(key=lambda p: (-p["stars"], p["title"]))
    return chosen


def skipped(path):
    parts = path.split("/")
    if any(p in SKIPPED_FOLDERS for p in parts[:-1]):
        return True
    return any(re.search(r"tests?$|^fixtures?$|^examples?$", p, re.I) for p in parts[:-1])


def common_prefix(a, b):
    n = 0
    for x, y in zip(a.split("/")[:-1], b.split("/")[:-1]):
        if x != y:
            break
        n += 1
    return n


def main_menu(data):
    """The key-equivalent items of a main menu in an IB file: [(title, key, action)]."""
    try:
        root = ET.fromstring(data)
    except ET.ParseError:
        return None
    menus = [m for m in root.iter("menu") if m.get("systemMenu") == "main"]
    if not menus:
        # Older nibs: the application's mainMenu outlet names the menu.
        ids = {o.get("destination") for o in root.iter("outlet") if o.get("property") == "mainMenu"}
        menus = [m for m in root.iter("menu") if m.get("id") in ids]
    if not menus:
        return None
    items = []
    for item in menus[0].iter("menuItem"):
        key = item.get("keyEquivalent")
        if key is None:
            for s in item.findall("string"):
                if s.get("key") == "keyEquivalent":
                    key = s.text or "(base64)"
        if not key:
            continue
        actions = [a.get("selector") for a in item.findall("connections/action")]
        items.append((item.get("title"), key, actions[0] if actions else None))
    return items


def check(git_dir, commit="HEAD"):
    # Files only: a submodule's gitlink (mode 160000) has no text to show, even when its
    # name ends in .swift (jasonjmcghee/rem's SQLite.swift, thirty-ninth held-out batch).
    names = [line.split("\t", 1)[1]
             for line in git(git_dir, "ls-tree", "-r", commit).decode().splitlines()
             if not line.startswith("160000 ")]
    result = {"commit": git(git_dir, "rev-parse", commit).decode().strip()}
    plists = [
        n for n in names
        if n.endswith("Info.plist") and not skipped(n)
        and not re.search(r"\.(framework|appex|app|bundle|xpc)/", n)
    ]
    menus = []
    for name in names:
        if skipped(name) or not re.search(r"\.(xib|storyboard)$", name):
            continue
        # English.lproj is the old name of en.lproj (the importer reads it as English when
        # no Base.lproj copy exists); read since the fourth held-out batch (README, "The
        # fourth held-out batch"). Before it, a menu only in English.lproj was skipped.
        if re.search(r"/(?!Base|en|English)[A-Za-z_-]+\.lproj/", "/" + name):
            continue
        items = main_menu(git(git_dir, "show", f"{commit}:{name}"))
        if items is not None:
            # The app's own: items that send an action, one not in Xcode's template. An item
            # with no action (the storyboard template's Show Fonts, Bold, Italic, Bigger,
            # Smaller and Preferences…) sends nothing of the app's (third held-out batch on;
            # the earlier batches counted it, README "What the check let through").
            own = [i for i in items if i[2] is not None and i[2] not in TEMPLATE_ACTIONS]
            menus.append({"file": name, "keyItems": len(items), "ownKeyItems": len(own)})
    result["mainMenus"] = menus
    swift = [n for n in names if n.endswith(".swift") and not skipped(n)]
    commands = shortcuts = 0
    uikit = []
    app_file = None
    for name in names:
        if skipped(name) or not re.search(r"\.(swift|m|mm)$", name):
            continue
        text = git(git_dir, "show", f"{commit}:{name}").decode(errors="replace")
        if name.endswith(".swift"):
            if re.search(r"\b(CommandMenu|CommandGroup)\b", text):
                commands += 1
            shortcuts += text.count(".keyboardShortcut(")
            if app_file is None and re.search(r"@main\s+struct\s+\w+\s*:\s*App\b", text):
                app_file = name
        if re.search(r"\b(UIKeyCommand|UIMenuBuilder)\b", text):
            uikit.append(name)
    # The app's own Info.plist: the one nearest the main menu file (or, for SwiftUI, the
    # file declaring the `App`), so that a helper's or an extension's plist does not count.
    anchor = menus[0]["file"] if menus else app_file
    if anchor and plists:
        plist = max(plists, key=lambda n: (common_prefix(n, anchor), -len(n)))
        text = git(git_dir, "show", f"{commit}:{plist}").decode(errors="replace")
        result["appPlist"] = plist
        if re.search(r"<key>LSUIElement</key>\s*<(true/|string>(1|YES|true)</string)>", text):
            result["agentPlists"] = [plist]
    # The build setting (sixth held-out batch on; README, "The sixth held-out batch").
    setting = build_setting_agent(git_dir, commit, names, anchor)
    if setting is not None:
        result["buildSetting"] = setting
        if setting.get("agent"):
            result.setdefault("agentPlists", []).append(
                f"{setting['project']} (INFOPLIST_KEY_LSUIElement = YES)")
    # An XcodeGen spec (seventh held-out batch on; README, "The seventh held-out batch").
    spec = xcodegen_agent(git_dir, commit, names, anchor)
    if spec is not None:
        result["xcodegen"] = spec
        if spec.get("agent"):
            result.setdefault("agentPlists", []).append(f"{spec['spec']} (LSUIElement)")
    result.update(swiftFiles=len(swift), commandFiles=commands, keyboardShortcuts=shortcuts,
                  uikitFiles=uikit[:20], uikitFileCount=len(uikit))
    if result.get("agentPlists"):
        result["type"] = None
        result["why"] = "agent app (LSUIElement): its main menu is never shown"
    elif any(m["ownKeyItems"] >= 3 for m in menus):
        result["type"] = "interface-builder"
    elif menus:
        result["type"] = None
        result["why"] = "main menu with fewer than 3 key equivalents of its own"
    elif commands and shortcuts:
        result["type"] = "swiftui"
    else:
        result["type"] = None
        result["why"] = "no Interface Builder main menu, no SwiftUI commands with a shortcut"
    return result


# --- Xcode projects (sixth held-out batch on) -------------------------------------------
# An app whose Info.plist Xcode generates sets its keys as build settings: `INFOPLIST_KEY_
# LSUIElement = YES` in the app target's configuration, with `GENERATE_INFOPLIST_FILE =
# YES` (Apple, Build Settings Reference: "Generate Info.plist File" and the
# `INFOPLIST_KEY_*` settings, which take effect only when the file is generated). The fifth
# batch's BarTranslate and PiStats set `LSUIElement` only that way (README, "What the check
# let through"), so the check reads the project too.


def parse_pbxproj(text):
    """Parses an Xcode project (an old-style ASCII property list) into dicts, lists, strings.

    Returns None when the text is not one (a malformed project is not evidence of anything).
    """
    # Comments first (`/* ... */`, `// ...`), then quoted strings, punctuation, and bare
    # strings (which may hold `/`, as `shellPath = /bin/sh;`).
    tokens = re.findall(
        r'/\*.*?\*/|//[^\n]*|"(?:[^"\\]|\\.)*"|[{}()=;,]|(?:[^\s{}()=;,"/]|/(?![*/]))+',
        text, re.S)
    tokens = [t for t in tokens if not t.startswith("/*") and not t.startswith("//")]
    position = 0

    def value():
        nonlocal position
        token = tokens[position]
        position += 1
        if token == "{":
            result = {}
            while tokens[position] != "}":
                key = value()
                if tokens[position] != "=":
                    raise ValueError("expected =")
                position += 1
                result[key] = value()
                if tokens[position] == ";":
                    position += 1
            position += 1
            return result
        if token == "(":
            result = []
            while tokens[position] != ")":
                result.append(value())
                if tokens[position] == ",":
                    position += 1
            position += 1
            return result
        if token.startswith('"'):
            return re.sub(r"\\(.)", r"\1", token[1:-1])
        return token

    try:
        return value()
    except (IndexError, ValueError):
        return None


def project_app_targets(project):
    """The Mac application targets of a parsed project: [(name, {config: settings}, folders)].

    A target's setting falls back to the project's configuration of the same name (an
    `.xcconfig` file a configuration is based on is not read: none of the visited apps' agent
    settings is in one, and where one is the check says nothing of it).
    """
    objects = project.get("objects", {})
    root = objects.get(project.get("rootObject"), {})

    def configurations(list_id):
        listing = objects.get(list_id, {})
        return {
            objects.get(c, {}).get("name", c): objects.get(c, {}).get("buildSettings", {})
            for c in listing.get("buildConfigurations", [])
        }

    base = configurations(root.get("buildConfigurationList"))
    targets = []
    for target_id in root.get("targets", []):
        target = objects.get(target_id, {})
        if target.get("isa") != "PBXNativeTarget":
            continue
        if target.get("productType") != "com.apple.product-type.application":
            continue
        own = configurations(target.get("buildConfigurationList"))
        settings = {name: {**base.get(name, {}), **values} for name, values in own.items()}
        platforms = {
            s.get("SDKROOT", "") for s in settings.values()
        } | {p for s in settings.values() for p in s.get("SUPPORTED_PLATFORMS", "").split()}
        catalyst = any(s.get("SUPPORTS_MACCATALYST") == "YES" for s in settings.values())
        if platforms - {""} and "macosx" not in platforms and not catalyst:
            continue  # an iOS, watchOS or tvOS app of the same project
        # (No SDKROOT in the project: it is set in an `.xcconfig` file, unread; kept.)
        # The folders the target's sources come from, where the project says: Xcode 16's
        # synchronized folders, and the folder of its Info.plist file.
        folders = [
            objects.get(g, {}).get("path", "")
            for g in target.get("fileSystemSynchronizedGroups", [])
        ]
        folders += [
            os.path.dirname(s.get("INFOPLIST_FILE", "").replace("$(SRCROOT)/", ""))
            for s in settings.values()
        ]
        targets.append((target.get("name", target_id), settings, [f for f in folders if f]))
    return targets


def build_setting_agent(git_dir, commit, names, anchor):
    """What the app target's build settings say of LSUIElement, or None when nothing.

    The project read is the `.xcodeproj` nearest the anchor (the main-menu file or the file
    declaring the `App`). Its app target is its only Mac application target, else the one
    whose name, product name or source folders name a folder on the anchor's path; when
    the project has several Mac apps and none of these tells, the check says it cannot tell
    (and does not call the app an agent) unless all of them agree.
    """
    projects = [n for n in names if n.endswith(".xcodeproj/project.pbxproj") and not skipped(n)]
    if not anchor or not projects:
        return None
    chosen = max(projects, key=lambda n: (common_prefix(n.rsplit("/", 1)[0], anchor), -len(n)))
    text = git(git_dir, "show", f"{commit}:{chosen}").decode(errors="replace")
    project = parse_pbxproj(text)
    if not isinstance(project, dict):
        return {"project": chosen, "target": None, "why": "project not readable"}
    targets = project_app_targets(project)
    if not targets:
        return {"project": chosen, "target": None, "why": "no Mac application target"}
    project_dir = chosen.rsplit("/", 2)[0] if chosen.count("/") >= 2 else ""
    anchor_folders = anchor.split("/")[:-1]
    if project_dir and anchor.startswith(project_dir + "/"):
        anchor_folders = anchor[len(project_dir) + 1:].split("/")[:-1]

    def agent(settings):
        # The Release configuration is what ships; without one, any configuration that says so.
        chosen_settings = [settings["Release"]] if "Release" in settings else settings.values()
        return any(
            s.get("GENERATE_INFOPLIST_FILE") == "YES"
            and s.get("INFOPLIST_KEY_LSUIElement") in ("YES", "1", "true")
            for s in chosen_settings)

    if len(targets) == 1:
        name, settings, _ = targets[0]
        return {"project": chosen, "target": name, "agent": agent(settings)}
    # The target the anchor belongs to: its name or product name is a folder on the
    # anchor's path, or one of its source folders holds the anchor (the deepest one wins).
    def score(target):
        name, settings, folders = target
        products = {s.get("PRODUCT_NAME", "") for s in settings.values()} | {name}
        best = 0
        for folder in folders:
            parts = folder.split("/")
            if anchor_folders[: len(parts)] == parts:
                best = max(best, len(parts))
        return (best, bool(products & set(anchor_folders)))

    scores = [score(t) for t in targets]
    top = max(scores)
    if top != (0, False) and scores.count(top) == 1:
        name, settings, _ = targets[scores.index(top)]
        return {"project": chosen, "target": name, "agent": agent(settings)}
    verdicts = {agent(settings) for _, settings, _ in targets}
    if len(verdicts) == 1:
        return {"project": chosen, "target": [t[0] for t in targets], "agent": verdicts.pop()}
    return {"project": chosen, "target": None, "why": "several Mac app targets disagree, none on the anchor's path",
            "targets": [t[0] for t in targets]}


# --- XcodeGen specs (seventh held-out batch on) -----------------------------------------
# XcodeGen (github.com/yonaskolb/XcodeGen, docs/Docs/ProjectSpec.md) makes the `.xcodeproj`
# from a `project.yml` that is committed instead of it (Kiwix). A target's `info.properties`
# are written into the Info.plist it generates; its `settings` (flat, or `base` and
# `configs`) over the spec's own are its build settings; `templates` names `targetTemplates`
# merged under it. `include`d files and `.xcconfig` files are not read.
TRUE = {True, 1, "YES", "yes", "true", "1"}


def xcodegen_agent(git_dir, commit, names, anchor):
    """What the XcodeGen spec nearest the anchor says of LSUIElement, or None."""
    specs = [n for n in names if n.rsplit("/", 1)[-1] in ("project.yml", "project.yaml") and not skipped(n)]
    if not anchor or not specs:
        return None
    try:
        import yaml  # PyYAML; without it the spec stays unread, as before
        chosen = max(specs, key=lambda n: (common_prefix(n, anchor), -len(n)))
        spec = yaml.safe_load(git(git_dir, "show", f"{commit}:{chosen}"))
    except Exception:  # no PyYAML, or a spec that does not parse: no evidence
        return None
    if not isinstance(spec, dict):
        return None

    def settings(owner):
        # The Release configuration is what ships (as for the `.xcodeproj`).
        raw = owner.get("settings") or {}
        if not isinstance(raw, dict):
            return {}
        flat = {k: v for k, v in raw.items() if k not in ("base", "configs", "groups")}
        configs = raw.get("configs") or {}
        release = next((v for k, v in configs.items() if str(k).lower() == "release"), None) or {}
        return {**flat, **(raw.get("base") or {}), **release}

    templates = spec.get("targetTemplates") or {}
    verdicts = {}
    for name, target in (spec.get("targets") or {}).items():
        if not isinstance(target, dict):
            continue
        for template in target.get("templates") or []:
            target = {**(templates.get(template) or {}), **target}
        platforms = target.get("platform") or target.get("supportedDestinations") or "macOS"
        platforms = {str(p).lower() for p in (platforms if isinstance(platforms, list) else [platforms])}
        if target.get("type") != "application" or not platforms & {"macos", "maccatalyst", "auto"}:
            continue
        merged = {**settings(spec), **settings(target)}
        by_setting = (merged.get("INFOPLIST_KEY_LSUIElement") in TRUE
                      and merged.get("GENERATE_INFOPLIST_FILE") in TRUE)
        by_info = ((target.get("info") or {}).get("properties") or {}).get("LSUIElement") in TRUE
        verdicts[name] = bool(by_setting or by_info)
    if not verdicts:
        return {"spec": chosen, "target": None, "why": "no Mac application target"}
    # The target the anchor belongs to: its name is a folder on the anchor's path; else the
    # targets' common answer; else the check cannot tell (and does not call it an agent).
    on_path = [n for n in verdicts if n in anchor.split("/")[:-1]]
    if len(verdicts) == 1 or len(on_path) == 1:
        name = on_path[0] if len(on_path) == 1 else next(iter(verdicts))
        return {"spec": chosen, "target": name, "agent": verdicts[name]}
    if len(set(verdicts.values())) == 1:
        return {"spec": chosen, "target": sorted(verdicts), "agent": next(iter(verdicts.values()))}
    return {"spec": chosen, "target": None, "why": "several Mac app targets disagree", "targets": sorted(verdicts)}


def setaside(repos, size):
    ordered = sorted(repos, key=lambda r: hashlib.sha256(r.encode()).hexdigest())
    return ordered[: math.ceil(size / 3)]


# The later lists' subcommands: each takes LIST_GIT_DIR APPS SELECTION and prints the
# candidates in the list's order, one tab-separated line each.
LIST_READERS = {
    "swift-list-candidates": swift_list_candidates,
    "awesome-mac-candidates": awesome_mac_candidates,
    "awesome-macos-candidates": awesome_macos_candidates,
    "awesome-swiftui-candidates": awesome_swiftui_candidates,
    "awesome-native-candidates": awesome_native_candidates,
    "macos-tag-candidates": macos_tag_candidates,
    "kiarash-candidates": kiarash_candidates,
    "wflixu-candidates": wflixu_candidates,
    "jeffreyjackson-candidates": jeffreyjackson_candidates,
    "jeffreyjackson-newer-candidates": jeffreyjackson_newer_candidates,
}


def main(argv):
    if len(argv) >= 2 and argv[0] == "candidates":
        for i, app in enumerate(mac_candidates(argv[1]), 1):
            print(i, app["category"], app["repo"], app["title"], sep="\t")
    elif len(argv) >= 2 and argv[0] == "rest-candidates":
        for i, app in enumerate(rest_candidates(argv[1]), 1):
            languages = ",".join(app.get("languages", []))
            print(i, app["category"], app["repo"], languages, sep="\t")
    elif len(argv) >= 4 and argv[0] in LIST_READERS:
        for i, app in enumerate(LIST_READERS[argv[0]](*argv[1:4]), 1):
            print(i, app["category"], app["repo"], app["title"], sep="\t")
    elif len(argv) >= 2 and argv[0] == "ipad-candidates":
        for i, app in enumerate(ipad_candidates(argv[1]), 1):
            print(i, app["stars"], app["repo"], app["title"], sep="\t")
    elif len(argv) >= 2 and argv[0] == "check":
        print(json.dumps(check(argv[1], *(argv[2:3] or ["HEAD"])), indent=1))
    elif len(argv) >= 2 and argv[0] == "setaside":
        size = int(argv[argv.index("--size") + 1])
        repos = [a for a in argv[1:argv.index("--size")]]
        for repo in setaside(repos, size):
            print(repo, hashlib.sha256(repo.encode()).hexdigest()[:12])
    else:
        print(__doc__, file=sys.stderr)
        return 2
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
