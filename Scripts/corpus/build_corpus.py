#!/usr/bin/env python3
"""Builds the real-app corpus's scene files with the project's importer (SPEC §22).

  build_corpus.py [--mirrors DIR] [--cmdshell PATH] [--only SCENE...] [--check]

For each app of Scripts/corpus/apps.json: find its fetched mirror (a bare git directory
under DIR, default /work/.mirror, named owner+name; fetch it with the search tool's
`fetch github:owner/name` first), `git archive` the recorded commit's folders into a
temporary directory, run `cmdshell import` there on the app's sources, and write
Tests/Data/RealApps/<scene> with an `origin` field: repository, commit, folders, the
files the scene's items come from, the files the importer could not read, and the
importer's version (the commit it was built from and the tree of Sources/CommandKitImport).

Whole-app form: when the importer reads folders (`cmdshell import DIR`, SPEC §22) it is
given the app's folders. Until then it is given the files such a walk finds: every .xib,
.storyboard and .swift file under the folders, skipping tests, .build, Pods, Carthage,
DerivedData, and localizations other than Base.lproj and en.lproj (a localized copy of a
menu is the same menu; the importer would read its items twice).

A file the importer refuses (a Swift file it cannot tokenize, malformed XML) makes the
whole import fail; the driver then leaves that file out, records it under
`origin.skipped` with the importer's message (an importer defect for the README), and
imports the rest. Nothing is edited by hand: the scene file is the importer's output plus
`origin`.

--check rebuilds into a temporary folder and reports which committed scene files differ
(exit 1), without writing.

Fetched files never leave the temporary directory; only the scene files are written.
"""

import argparse
import datetime
import json
import os
import re
import shutil
import subprocess
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
REPO = os.path.dirname(os.path.dirname(HERE))
OUT = os.path.join(REPO, "Tests", "Data", "RealApps")
SKIPPED_FOLDERS = {".build", "Pods", "Carthage", "DerivedData"}
EXTENSIONS = (".xib", ".storyboard", ".swift")


def run(args, **kw):
    return subprocess.run(args, capture_output=True, text=True, **kw)


def git_dir(mirrors, repository):
    base = os.path.join(mirrors, repository.replace("/", "+"), "repo")
    for candidate in (os.path.join(base, ".git"), base):
        if os.path.isdir(candidate) and os.path.exists(os.path.join(candidate, "HEAD")):
            return candidate
    return None


def is_test_folder(name):
    return re.search(r"tests?$", name, re.I) is not None


def walk(root):
    """The files a whole-app import reads under `root`, in a stable order."""
    found = []
    for folder, subfolders, files in os.walk(root):
        subfolders[:] = sorted(
            s for s in subfolders
            if s not in SKIPPED_FOLDERS and not is_test_folder(s)
            and not (s.endswith(".lproj") and s not in ("Base.lproj", "en.lproj"))
        )
        for name in sorted(files):
            if name.endswith(EXTENSIONS):
                found.append(os.path.join(folder, name))
    # A file in en.lproj that Base.lproj also has is the same menu in English.
    base = {f.replace("/Base.lproj/", "/en.lproj/") for f in found if "/Base.lproj/" in f}
    return [f for f in found if f not in base]


# What a whole-app import may read: the importer's kinds, plus the Objective-C sources,
# property lists and string tables that a folder walk reads or will read (SPEC §22).
EXTRACTED = EXTENSIONS + (".m", ".mm", ".h", ".strings", ".xcstrings", ".plist")


def extract(directory, commit, roots, workdir):
    """Writes the commit's source files under `roots` into `workdir`, at their paths.

    Only text sources are taken: snapshots lack files of 4 MiB and more, and an app's
    binaries are no input of the importer.
    """
    listing = subprocess.run(
        ["git", "--git-dir", directory, "ls-tree", "-r", "-z", commit, "--", *roots],
        capture_output=True, check=True).stdout.decode()
    wanted = []
    for entry in listing.split("\0"):
        if not entry:
            continue
        info, path = entry.split("\t", 1)
        mode, kind, sha = info.split()
        if kind == "blob" and path.endswith(EXTRACTED) and not mode.startswith("12"):
            wanted.append((sha, path))
    batch = subprocess.Popen(
        ["git", "--git-dir", directory, "cat-file", "--batch"],
        stdin=subprocess.PIPE, stdout=subprocess.PIPE)
    for sha, path in wanted:
        batch.stdin.write(sha.encode() + b"\n")
        batch.stdin.flush()
        header = batch.stdout.readline().split()
        if len(header) < 3 or header[1] == b"missing":
            continue  # not in the snapshot (4 MiB or more)
        data = batch.stdout.read(int(header[2]))
        batch.stdout.read(1)
        target = os.path.join(workdir, path)
        os.makedirs(os.path.dirname(target), exist_ok=True)
        with open(target, "wb") as f:
            f.write(data)
    batch.stdin.close()
    batch.wait()


def importer_version(cmdshell):
    tree = run(["git", "-C", REPO, "rev-parse", "HEAD:Sources/CommandKitImport"]).stdout.strip()
    # The last commit that changed the importer or the shell: a commit of `main`, where the
    # working branch has not touched them.
    head = run(["git", "-C", REPO, "log", "-1", "--format=%H", "--",
                "Sources/CommandKitImport", "Sources/cmdshell"]).stdout.strip()
    dirty = run(["git", "-C", REPO, "status", "--porcelain", "--", "Sources"]).stdout.strip()
    return {"commit": head, "sourceTree": tree, "uncommittedChanges": bool(dirty)}


def failing_file(message, files):
    """The file an import error names, if it is one of `files`."""
    for file in sorted(files, key=len, reverse=True):
        if message.startswith(file + ":") or message.startswith("Error: " + file + ":"):
            return file
    return None


def import_app(cmdshell, workdir, roots):
    """Runs the importer; returns (scene, form, files, skipped, warnings)."""
    out = os.path.join(workdir, ".scene.json")
    attempt = run([cmdshell, "import", *roots, "--out", out], cwd=workdir)
    if attempt.returncode == 0:
        with open(out) as f:
            return json.load(f), "directory", None, [], attempt.stderr.splitlines()
    files = [os.path.relpath(f, workdir) for r in roots for f in walk(os.path.join(workdir, r))]
    skipped = []
    while files:
        attempt = run([cmdshell, "import", *files, "--out", out], cwd=workdir)
        if attempt.returncode == 0:
            with open(out) as f:
                return json.load(f), "files", files, skipped, attempt.stderr.splitlines()
        message = attempt.stderr.strip().splitlines()[-1] if attempt.stderr.strip() else ""
        bad = failing_file(message, files)
        if bad is None:
            raise RuntimeError(f"import failed, naming no file it read: {message}")
        skipped.append({"file": bad, "error": message.removeprefix("Error: ")})
        files.remove(bad)
    raise RuntimeError("no file left to import")


def source_files(scene):
    """The files the scene's items come from."""
    found = set()

    def visit(value):
        if isinstance(value, dict):
            source = value.get("source")
            if isinstance(source, dict) and source.get("file"):
                found.add(source["file"])
            for v in value.values():
                visit(v)
        elif isinstance(value, list):
            for v in value:
                visit(v)

    visit(scene)
    return sorted(found)


def build(app, mirrors, cmdshell, version, destination):
    directory = git_dir(mirrors, app["repository"])
    if directory is None:
        raise RuntimeError(
            f"no mirror of {app['repository']} under {mirrors}: fetch github:{app['repository']}")
    if run(["git", "--git-dir", directory, "cat-file", "-e", app["commit"] + "^{commit}"]).returncode:
        raise RuntimeError(f"{app['repository']}: the mirror lacks commit {app['commit']}")
    with tempfile.TemporaryDirectory(prefix="corpus-") as workdir:
        extract(directory, app["commit"], app["roots"], workdir)
        scene, form, files, skipped, warnings = import_app(cmdshell, workdir, app["roots"])
    origin = {
        "repository": app["repository"],
        "commit": app["commit"],
        "roots": app["roots"],
        "paths": source_files(scene),
        "filesRead": len(files) if files is not None else None,
        "form": form,
        "importer": version,
        "importerWarnings": len(warnings),
        "type": app["type"],
        "set": app["set"],
        "date": datetime.date.today().isoformat(),
    }
    if skipped:
        origin["skipped"] = skipped
    if app.get("legacy"):
        origin["legacy"] = True
    result = {"origin": origin, **scene}
    with open(os.path.join(destination, app["scene"]), "w") as f:
        json.dump(result, f, indent=2, ensure_ascii=False)
        f.write("\n")
    return origin, warnings


def main(argv):
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--mirrors", default="/work/.mirror")
    parser.add_argument("--cmdshell", default=os.path.join(REPO, ".build", "release", "cmdshell"))
    parser.add_argument("--only", nargs="*")
    parser.add_argument("--check", action="store_true")
    parser.add_argument("--warnings", action="store_true", help="print the importer's warnings")
    options = parser.parse_args(argv)
    if not os.access(options.cmdshell, os.X_OK):
        print(f"no cmdshell at {options.cmdshell}: swift build -c release --product cmdshell",
              file=sys.stderr)
        return 2
    with open(os.path.join(OUT, "apps.json")) as f:
        apps = json.load(f)["apps"]
    if options.only:
        apps = [a for a in apps if a["scene"] in options.only or a["repository"] in options.only]
    version = importer_version(options.cmdshell)
    destination = tempfile.mkdtemp(prefix="corpus-check-") if options.check else OUT
    failures = differences = 0
    for app in apps:
        try:
            origin, warnings = build(app, options.mirrors, options.cmdshell, version, destination)
        except (RuntimeError, subprocess.CalledProcessError) as error:
            failures += 1
            print(f"{app['scene']}: FAILED: {error}", file=sys.stderr)
            continue
        skipped = len(origin.get("skipped", []))
        print(f"{app['scene']}: {origin['form']}, {len(origin['paths'])} source files, "
              f"{skipped} skipped, {len(warnings)} importer warnings")
        if options.warnings:
            for line in warnings:
                print("   ", line)
        if options.check:
            new = json.load(open(os.path.join(destination, app["scene"])))
            try:
                old = json.load(open(os.path.join(OUT, app["scene"])))
            except FileNotFoundError:
                old = {}
            for scene in (new, old):
                scene.get("origin", {}).pop("date", None)
            if new != old:
                differences += 1
                print(f"{app['scene']}: differs from the committed file")
    if options.check:
        shutil.rmtree(destination)
    return 1 if failures or differences else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
