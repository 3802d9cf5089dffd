#!/usr/bin/env python3
"""How the corpus's apps translate the standard menu titles of the core roles.

  localized_titles.py [--mirrors DIR] [--min-apps N] [--languages ru,zh-Hans,...]

SPEC §20 ("roles from meaning") keeps, per standard role, "the titles and verbs that mean"
it, "sourced from Apple's menus and the corpus". This script is the corpus half for titles
written in another language: for every app of Tests/Data/RealApps/apps.json it reads the
app's fetched mirror (a bare git directory DIR/owner+name/repo, default /work/.mirror) at
the recorded commit and collects, from every localized strings file (`LANG.lproj/*.strings`,
Interface Builder's `/* Class = "NSMenuItem"; title = "Open…"; */` comments and plain
`"Open…" = "…";` pairs) and every string catalog whose source language is English
(`.xcstrings`), what the app's translators wrote for the English titles of the core roles
(SPEC §20's core shortcuts ⌘N ⌘O ⌘S ⌘W ⌘Q ⌘Z ⇧⌘Z ⌘X ⌘C ⌘V ⌘A ⌘F ⌘P ⌘H ⌘M ⌘,).

It prints, per language and role, each translation with the number of apps that use it
and their scenes. Nothing fetched is copied into the repository: the audit's table
(`Sources/CommandKitAudit/StandardRole+Translations.swift`) is written by hand from this
output, and `Scripts/corpus/localized_titles.txt` keeps the output it was written from.
"""
import argparse, collections, json, os, re, subprocess, sys

HERE = os.path.dirname(os.path.abspath(__file__))
APPS = os.path.join(HERE, "..", "..", "Tests", "Data", "RealApps", "apps.json")

# The English titles of each core role, as Apple's menus and the Xcode template write them
# (HIG "The menu bar"); the ellipsis is dropped before comparing.
ROLES = {
    "file.new": ["New", "New Window", "New Document", "New Tab"],
    "file.open": ["Open", "Open File"],
    "file.save": ["Save"],
    "file.close": ["Close", "Close Window"],
    "app.quit": ["Quit"],
    "edit.undo": ["Undo"],
    "edit.redo": ["Redo"],
    "edit.cut": ["Cut"],
    "edit.copy": ["Copy"],
    "edit.paste": ["Paste"],
    "edit.selectAll": ["Select All"],
    "edit.find": ["Find", "Search"],
    "file.print": ["Print"],
    "app.hide": ["Hide"],
    "window.minimize": ["Minimize"],
    "app.settings": ["Settings", "Preferences"],
}
TITLE_ROLE = {t.lower(): (role, t) for role, ts in ROLES.items() for t in ts}
LPROJ = re.compile(r"(?:^|/)([A-Za-z]{2,3}(?:[-_][A-Za-z0-9]+)?)\.lproj/[^/]+\.strings$")
IB_PAIR = re.compile(
    r'/\*\s*Class = "NSMenuItem"; title = "((?:[^"\\]|\\.)*)";[^*]*\*/\s*"[^"]*"\s*=\s*"((?:[^"\\]|\\.)*)";')
PLAIN_PAIR = re.compile(r'^\s*"((?:[^"\\]|\\.)*)"\s*=\s*"((?:[^"\\]|\\.)*)";', re.M)


def bare(title):
    """A title without its trailing ellipsis and spaces, for comparing."""
    return re.sub(r"(\u2026|\.\.\.|\u22ef)\s*$", "", title.strip()).strip()


def git(gitdir, *args):
    return subprocess.run(["git", "--git-dir", gitdir, *args], capture_output=True).stdout


def decode(raw):
    if raw[:2] in (b"\xff\xfe", b"\xfe\xff"):
        return raw.decode("utf-16", errors="replace")
    return raw.decode("utf-8", errors="replace")


def language(code):
    code = code.replace("_", "-")
    return {"zh-CN": "zh-Hans", "zh-TW": "zh-Hant", "pt-PT": "pt", "zh-HK": "zh-Hant"}.get(code, code)


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--mirrors", default="/work/.mirror")
    parser.add_argument("--min-apps", type=int, default=1)
    parser.add_argument("--languages", default="")
    args = parser.parse_args()
    wanted = set(filter(None, args.languages.split(",")))
    apps = json.load(open(APPS))["apps"]
    found = collections.defaultdict(lambda: collections.defaultdict(lambda: collections.defaultdict(set)))
    read = 0
    for app in apps:
        gitdir = os.path.join(args.mirrors, app["repository"].replace("/", "+"), "repo")
        if not os.path.isdir(gitdir):
            print(f"missing mirror: {app['repository']}", file=sys.stderr)
            continue
        read += 1
        scene = app["scene"].removesuffix(".json")
        names = git(gitdir, "ls-tree", "-r", "--name-only", app["commit"]).decode().split("\n")
        for name in names:
            pairs = []
            match = LPROJ.search(name)
            if match:
                lang = language(match.group(1))
                if lang in ("en", "Base") or lang.startswith("en-"):
                    continue
                text = decode(git(gitdir, "show", f"{app['commit']}:{name}"))
                pairs = [(lang, a, b) for a, b in IB_PAIR.findall(text) + PLAIN_PAIR.findall(text)]
            elif name.endswith(".xcstrings"):
                try:
                    catalog = json.loads(git(gitdir, "show", f"{app['commit']}:{name}"))
                except ValueError:
                    continue
                if catalog.get("sourceLanguage", "en") != "en":
                    continue
                for key, entry in catalog.get("strings", {}).items():
                    for lang, unit in ((entry or {}).get("localizations") or {}).items():
                        value = ((unit or {}).get("stringUnit") or {}).get("value")
                        if value and not lang.startswith("en"):
                            pairs.append((language(lang), key, value))
            for lang, english, value in pairs:
                hit = TITLE_ROLE.get(bare(english).lower())
                if not hit or (wanted and lang not in wanted):
                    continue
                value = bare(value)
                if value and value.lower() != bare(english).lower():
                    found[lang][hit[0]][(hit[1], value)].add(scene)
    print(f"# {read} corpus apps read; translations used by at least {args.min_apps} app(s)")
    for lang in sorted(found, key=lambda l: -len({s for r in found[l].values() for v in r.values() for s in v})):
        apps_in = {s for r in found[lang].values() for v in r.values() for s in v}
        print(f"\n## {lang} ({len(apps_in)} apps)")
        for role in ROLES:
            rows = [(k, v) for k, v in found[lang].get(role, {}).items() if len(v) >= args.min_apps]
            if not rows:
                continue
            rows.sort(key=lambda kv: (-len(kv[1]), kv[0]))
            text = "; ".join(f"{en} = {value} ({len(s)}: {', '.join(sorted(s))})" for (en, value), s in rows)
            print(f"- {role}: {text}")


if __name__ == "__main__":
    main()
