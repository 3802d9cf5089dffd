#!/usr/bin/env python3
"""Runs `cmdshell import DIR` over public repositories and counts what it does with every
shortcut it meets (SPEC §22, "never crash, never silent"; issue 24).

  import_check.py [--mirrors DIR] [--cmdshell PATH] [--repos FILE] [--out FILE] [--only NAME...]

For each repository of repos.txt (owner/name, one a line, `#` comments): find its fetched
mirror (a bare git directory, DIR/owner+name/repo, default DIR /work/.mirror; fetch it with
the search tool's `fetch github:owner/name`), write its HEAD into a temporary folder (the
files the importer's walk keeps, read blob by blob: a snapshot lacks files of
4 MiB and more), and run `cmdshell import <folder> --out scene.json`, timed. Then:

- the importer's last line on standard error gives the shortcut declarations it found,
  imported and named in warnings (`.keyboardShortcut`, `UIKeyCommand`, Interface Builder
  key equivalents);
- the scene file is loaded and audited (`cmdshell audit`): exit status 2 means it does not
  load, a failure;
- an exit status other than 0 and 2 (a signal, a trap) is a crash;
- "file not read" warnings are files the importer could not read (each a failure to
  reproduce with a minimal input of our own in Tests/CommandKitImportTests);
- independently of the importer, the files the importer's walk keeps (the same rules:
  tests, .build, Pods, Carthage, DerivedData, hidden folders and other languages' nibs
  skipped) are counted: Swift files with `.keyboardShortcut(`, Interface Builder files with
  a key equivalent, and the raw number of `.keyboardShortcut(` and `UIKeyCommand(` in them
  (comments and strings included, so an upper bound of what the importer finds).

Writes a tab-separated table (one row per repository, then a total) to --out (default
Scripts/import-check/figures.tsv) and prints it. The fetched files stay in the temporary
folder and are deleted; nothing from them is written but the counts.
"""

import argparse
import os
import re
import subprocess
import sys
import tempfile
import time

HERE = os.path.dirname(os.path.abspath(__file__))
REPO = os.path.dirname(os.path.dirname(HERE))

# The walk's rules, as Sources/CommandKitImport/AppDirectory.swift has them.
SKIPPED = {".build", "Pods", "Carthage", "DerivedData", "node_modules", "build", "Tests", "Test"}
READ = (".xib", ".storyboard", ".swift", ".m", ".mm", ".h", ".strings", ".xcstrings")

SUMMARY = re.compile(
    r"imported (\d+) commands?, (\d+) window templates?, (\d+) controls?; "
    r"shortcuts: (\d+) found, (\d+) imported, (\d+) warned about")
SHORTCUT = re.compile(r"\.keyboardShortcut\(")
KEY_COMMAND = re.compile(r"\bUIKeyCommand(\.init)?\(")
KEY_EQUIVALENT = re.compile(r'keyEquivalent="[^"]+"|<string key="keyEquivalent"')

# What each warning says, by the words that tell its cause (first match wins).
CAUSES = [
    ("shortcut key from a variable or expression", "comes from a variable or an expression"),
    ("shortcut modifiers from a variable", "come from a variable"),
    ("key command input from a variable", "key command input"),
    ("shortcut in a context or status-item menu (not live)", "only while the menu is open"),
    ("app's own view with a shortcut (imported)", "is not a Button, Toggle or Menu"),
    ("shortcut not on a view call", "cannot be tied"),
    ("two shortcuts on one control", "more than one .keyboardShortcut"),
    ("a scene's shortcut", "a scene's .keyboardShortcut"),
    ("hidden menu item's key", "is hidden, so its key equivalent"),
    ("item of a menu that is not the main menu", "not the main menu"),
    ("button in a table row", "table or outline row"),
    ("item without action nor target (disabled)", "has no connection (no action"),
    ("key with no scene-file name", "has no name in scene files"),
    ("key command without an input", "without an input"),
    ("title computed at run time", "computed at run time"),
    ("title not readable", "title cannot be read"),
    ("menu item or key added in code", "in code"),
    ("view class not in the sources", "is not declared in the app's sources"),
    ("file not read", "file not read"),
    ("command declared again (several apps or targets in one folder)", "declared again"),
    ("menu item without a title", "without a title"),
    ("menu builder change in code", "UIMenuBuilder"),
    ("iOS storyboard beside a macOS app", "UIKit (iOS) Interface Builder"),
    ("other languages' nibs left out", "other languages"),
    ("Interface Builder 3 archive", "Interface Builder 3 archive"),
    ("other", ""),
]

COLUMNS = [
    "repository", "commit", "swift_files_with_shortcuts", "ib_files_with_keys",
    "raw_keyboardShortcut", "raw_UIKeyCommand", "found", "imported", "warned",
    "commands", "windows", "controls", "files_not_read", "exit", "loads", "seconds",
]


def skips(name):
    return (name.startswith(".") or name in SKIPPED or name.endswith("Tests")
            or name.endswith("Test") or name.endswith(".xcodeproj")
            or name.endswith(".xcassets") or name.endswith(".xcworkspace"))


def walk(root):
    """The files the importer's walk keeps (one copy of each localized nib)."""
    found = []
    for folder, folders, files in os.walk(root):
        folders[:] = sorted(f for f in folders if not skips(f)
                            and not os.path.islink(os.path.join(folder, f)))
        for name in files:
            path = os.path.join(folder, name)
            if not os.path.islink(path):
                found.append(os.path.relpath(path, root))
    for path in kept_paths(found):
        yield os.path.join(root, path)


def count(root):
    figures = dict(swift_files_with_shortcuts=0, ib_files_with_keys=0,
                   raw_keyboardShortcut=0, raw_UIKeyCommand=0)
    for path in walk(root):
        try:
            with open(path, encoding="utf-8", errors="replace") as handle:
                text = handle.read()
        except OSError:
            continue
        if path.endswith(".swift"):
            shortcuts = len(SHORTCUT.findall(text))
            figures["raw_keyboardShortcut"] += shortcuts
            figures["raw_UIKeyCommand"] += len(KEY_COMMAND.findall(text))
            if shortcuts:
                figures["swift_files_with_shortcuts"] += 1
        elif path.endswith((".xib", ".storyboard")) and KEY_EQUIVALENT.search(text):
            figures["ib_files_with_keys"] += 1
    return figures


def kept_paths(paths):
    """The paths (relative to the app's folder) the importer's walk keeps: of the copies of
    an Interface Builder file in `.lproj` folders, the Base one, else English's, else the
    first (the walk also prefers the Xcode project's development language)."""
    kept, localized = [], {}
    for path in paths:
        parts = path.split("/")
        if any(skips(part) for part in parts[:-1]) or not parts[-1].endswith(READ):
            continue
        folder = parts[-2] if len(parts) > 1 else ""
        if parts[-1].endswith((".xib", ".storyboard")) and folder.endswith(".lproj"):
            key = "/".join(parts[:-2] + parts[-1:])
            localized.setdefault(key, []).append((folder[:-6], path))
            continue
        kept.append(path)
    for copies in localized.values():
        by_language = dict(copies)
        choice = next((by_language[l] for l in ("Base", "en", "English") if l in by_language),
                      min(path for _, path in copies))
        kept.append(choice)
    return sorted(kept)


def extract(mirror, into):
    """Writes the files the walk keeps (and the top-level Xcode project, for the
    development language) from the mirror's HEAD into `into`. A snapshot lacks files of
    4 MiB and more, so `git archive` can fail; blobs that are missing are skipped."""
    listing = subprocess.run(["git", "--git-dir", mirror, "ls-tree", "-r", "-z", "--name-only",
                              "HEAD"], capture_output=True).stdout.decode("utf-8", "replace")
    names = [p for p in listing.split("\0") if p and "\n" not in p]
    paths = kept_paths(names) + [
        p for p in names if re.fullmatch(r"[^/]+\.xcodeproj/project\.pbxproj", p)]
    batch = subprocess.run(["git", "--git-dir", mirror, "cat-file", "--batch"],
                           input="".join(f"HEAD:{p}\n" for p in paths).encode(),
                           capture_output=True).stdout
    position = 0
    for path in paths:
        end = batch.index(b"\n", position)
        header = batch[position:end].split()
        position = end + 1
        if len(header) < 3 or header[1] != b"blob":
            continue
        size = int(header[2])
        data = batch[position:position + size]
        position += size + 1
        target = os.path.join(into, path)
        os.makedirs(os.path.dirname(target), exist_ok=True)
        with open(target, "wb") as handle:
            handle.write(data)


def check(name, mirrors, cmdshell):
    mirror = os.path.join(mirrors, name.replace("/", "+"), "repo")
    if not os.path.isdir(mirror):
        print(f"{name}: no mirror at {mirror}; fetch github:{name} first", file=sys.stderr)
        return None
    commit = subprocess.run(["git", "--git-dir", mirror, "rev-parse", "HEAD"],
                            capture_output=True, text=True).stdout.strip()
    with tempfile.TemporaryDirectory() as tmp:
        app = os.path.join(tmp, name.split("/")[1])
        os.makedirs(app)
        extract(mirror, app)
        row = dict(repository=name, commit=commit[:12], **count(app))
        scene = os.path.join(tmp, "scene.json")
        start = time.monotonic()
        run = subprocess.run([cmdshell, "import", os.path.basename(app), "--out", scene],
                             cwd=tmp, capture_output=True, text=True)
        row["seconds"] = f"{time.monotonic() - start:.2f}"
        row["exit"] = run.returncode
        row["files_not_read"] = run.stderr.count("warning: file not read:")
        row["causes"] = {}
        for line in run.stderr.splitlines():
            if ": warning: " not in line:
                continue
            message = line.split(": warning: ", 1)[1]
            cause = next(name for name, words in CAUSES if words in message)
            row["causes"][cause] = row["causes"].get(cause, 0) + 1
        match = SUMMARY.search(run.stderr)
        numbers = [int(n) for n in match.groups()] if match else [0] * 6
        for key, value in zip(["commands", "windows", "controls", "found", "imported",
                               "warned"], numbers):
            row[key] = value
        if run.returncode == 0:
            audit = subprocess.run([cmdshell, "audit", scene, "--format", "json"],
                                   capture_output=True, text=True)
            row["loads"] = "yes" if audit.returncode in (0, 1) else "no"
        else:
            row["loads"] = "-"
        return row


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--mirrors", default="/work/.mirror")
    parser.add_argument("--cmdshell", default=os.path.join(REPO, ".build/release/cmdshell"))
    parser.add_argument("--repos", default=os.path.join(HERE, "repos.txt"))
    parser.add_argument("--out", default=os.path.join(HERE, "figures.tsv"))
    parser.add_argument("--only", nargs="*")
    parser.add_argument("--causes", default=os.path.join(HERE, "causes.tsv"),
                        help="where to write the warnings counted by cause")
    args = parser.parse_args()
    with open(args.repos) as handle:
        names = [line.split("#")[0].strip() for line in handle]
    names = [name for name in names if name and (not args.only or name in args.only)]
    rows = []
    for name in names:
        row = check(name, args.mirrors, os.path.abspath(args.cmdshell))
        if row:
            rows.append(row)
            print("\t".join(str(row[c]) for c in COLUMNS), flush=True)
    total = {c: 0 for c in COLUMNS}
    total.update(repository=f"total ({len(rows)})", commit="-", loads="-", exit="-")
    for row in rows:
        for column in COLUMNS[2:13]:
            if isinstance(row[column], int):
                total[column] += row[column]
    total["seconds"] = f"{sum(float(r['seconds']) for r in rows):.2f}"
    total["exit"] = f"{sum(1 for r in rows if r['exit'] not in (0, 2))} crashes"
    total["loads"] = f"{sum(1 for r in rows if r['loads'] == 'no')} do not load"
    with open(args.out, "w") as handle:
        handle.write("\t".join(COLUMNS) + "\n")
        for row in rows + [total]:
            handle.write("\t".join(str(row[c]) for c in COLUMNS) + "\n")
    print("\t".join(str(total[c]) for c in COLUMNS))
    causes = {}
    for row in rows:
        for cause, number in row["causes"].items():
            causes[cause] = causes.get(cause, 0) + number
    with open(args.causes, "w") as handle:
        handle.write("cause\twarnings\n")
        for cause, _ in CAUSES:
            if causes.get(cause):
                handle.write(f"{cause}\t{causes[cause]}\n")
    crashes = [r["repository"] for r in rows if r["exit"] not in (0, 2)]
    if crashes:
        print(f"crashes: {', '.join(crashes)}", file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
