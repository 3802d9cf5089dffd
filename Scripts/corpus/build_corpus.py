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

The importer is given the app's folders, as users run it (`cmdshell import DIR... --out
scene.json`, SPEC §22): it walks them itself (skipping tests, build products, dependencies
and other languages' copies of Interface Builder files) and reads every file it can. A file
it cannot read is left out with a warning (`file not read: ...`); the driver records each
under `origin.skipped` with the importer's message (an importer defect for the README).
Nothing is edited by hand: the scene file is the importer's output plus `origin`.

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


def run(args, **kw):
    return subprocess.run(args, capture_output=True, text=True, **kw)


def git_dir(mirrors, repository):
    base = os.path.join(mirrors, repository.replace("/", "+"), "repo")
    for candidate in (os.path.join(base, ".git"), base):
        if os.path.isdir(candidate) and os.path.exists(os.path.join(candidate, "HEAD")):
            return candidate
    return None


# What a whole-app import reads (SPEC §22): Interface Builder files, Swift and Objective-C
# sources, string tables; property lists too (an app's Info.plist names its development
# language and whether it is an agent).
EXTRACTED = (".xib", ".storyboard", ".swift", ".m", ".mm", ".h", ".strings", ".xcstrings",
             ".plist")


def extract(directory, commit, roots, workdir):
    """Writes the commit's source files under `roots` (every folder when empty) into
    `workdir`, at their paths; returns how many were written.

    Only text sources are taken: snapshots lack files of 4 MiB and more, and an app's
    binaries are no input of the importer. `sweep_import.py` uses it too.
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
    if not wanted:
        return 0
    batch = subprocess.Popen(
        ["git", "--git-dir", directory, "cat-file", "--batch"],
        stdin=subprocess.PIPE, stdout=subprocess.PIPE)
    written = 0
    for sha, path in wanted:
        batch.stdin.write(sha.encode() + b"\n")
        batch.stdin.flush()
        header = batch.stdout.readline().split()
        if len(header) < 3 or header[1] != b"blob":
            continue  # not in the snapshot (4 MiB or more)
        data = batch.stdout.read(int(header[2]))
        batch.stdout.read(1)
        target = os.path.join(workdir, path)
        os.makedirs(os.path.dirname(target), exist_ok=True)
        with open(target, "wb") as f:
            f.write(data)
        written += 1
    batch.stdin.close()
    batch.wait()
    return written


def importer_version(cmdshell):
    tree = run(["git", "-C", REPO, "rev-parse", "HEAD:Sources/CommandKitImport"]).stdout.strip()
    # The last commit that changed the importer or the shell: a commit of `main`, where the
    # working branch has not touched them.
    head = run(["git", "-C", REPO, "log", "-1", "--format=%H", "--",
                "Sources/CommandKitImport", "Sources/cmdshell"]).stdout.strip()
    dirty = run(["git", "-C", REPO, "status", "--porcelain", "--", "Sources"]).stdout.strip()
    return {"commit": head, "sourceTree": tree, "uncommittedChanges": bool(dirty)}


SKIPPED_FILE = re.compile(r"^(?P<file>.+?):\d+:\d+: warning: file not read: (?P<why>.*)$")


def import_app(cmdshell, workdir, roots):
    """Runs the importer on the app's folders; returns (scene, skipped, warnings)."""
    out = os.path.join(workdir, ".scene.json")
    attempt = run([cmdshell, "import", *roots, "--out", out], cwd=workdir)
    if attempt.returncode != 0:
        message = attempt.stderr.strip().splitlines()[-1] if attempt.stderr.strip() else ""
        raise RuntimeError(f"cmdshell import failed: {message}")
    warnings = attempt.stderr.splitlines()
    skipped = []
    for line in warnings:
        match = SKIPPED_FILE.match(line)
        if match:
            skipped.append({"file": match["file"], "error": match["why"]})
    with open(out) as f:
        return json.load(f), skipped, warnings


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
        scene, skipped, warnings = import_app(cmdshell, workdir, app["roots"])
    origin = {
        "repository": app["repository"],
        "commit": app["commit"],
        "roots": app["roots"],
        "paths": source_files(scene),
        "form": "directory",
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
