#!/usr/bin/env python3
"""Import-only known-bug recall (SPEC §20, §22; issue 25, item 4).

For each bug of Tests/Data/KnownBugs/bugs.json this script takes the app's own files at the
buggy commit from a local bare mirror of its repository, imports them with `cmdshell import`
(the whole app as a directory, SPEC §22; where this build's importer cannot take a
directory yet, the files the manifest names in `importFiles`), audits the result with
`cmdshell audit --format json` and says whether the expected finding appears. The
hand-written scene files measure the audit; this measures the audit *and* the importer on
files nobody tuned.

An imported scene names its own command ids and nodes, so here a finding matches on its kind
(or a kind merged into it), its severity (at least the expected one), its shortcut and the
words the manifest says its message must contain; not on command ids or witness contexts.

Nothing is downloaded: the mirrors are bare git directories, one per repository, at
MIRRORS/owner+name/repo (the layout the session's fetch tool gives) or MIRRORS/owner+name.git
(`git clone --bare https://github.com/owner/name MIRRORS/owner+name.git`). Fetched files
are extracted into a temporary directory and deleted afterwards; none is kept.

Usage:
  swift build --product cmdshell
  Scripts/knownbugs/import-recall.py [--mirrors /work/.mirror] [--cmdshell .build/debug/cmdshell]
                                     [--only ID] [--keep] [--json]
Exit status: 0 when every bug could be tried (found or not), 1 when a mirror or commit is
missing, 2 on wrong arguments.
"""
import argparse
import json
import os
import shutil
import subprocess
import sys
import tempfile

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
MANIFEST = os.path.join(ROOT, "Tests", "Data", "KnownBugs", "bugs.json")

# What a whole-app import reads (SPEC §22: xib and storyboard files, Swift and Objective-C
# sources); nib bundles are taken too, so that an app whose menus are in one is tried as it is.
IMPORTABLE = (".swift", ".m", ".mm", ".h", ".xib", ".storyboard")
# Folders a whole-app import skips (SPEC §22).
SKIPPED = ("Tests", "Test", "UITests", ".build", "Pods", "Carthage", "DerivedData")
SEVERITY_RANK = {"error": 0, "warning": 1, "info": 2}


def mirror_of(mirrors, repository):
    name = repository.replace("/", "+")
    for candidate in (os.path.join(mirrors, name, "repo"), os.path.join(mirrors, name + ".git")):
        if os.path.isdir(candidate):
            return candidate
    return None


def git(mirror, *args, **kwargs):
    return subprocess.run(["git", "--git-dir=" + mirror, *args], check=False, **kwargs)


def wanted(path):
    parts = path.split("/")
    if any(part in SKIPPED or part.endswith("Tests") for part in parts[:-1]):
        return False
    return path.endswith(IMPORTABLE) or any(part.endswith(".nib") for part in parts[:-1])


def extract(mirror, commit, into):
    """Writes the importable files of `commit` under `into`, at their repository paths."""
    listing = git(mirror, "ls-tree", "-r", "-z", "--name-only", commit, capture_output=True)
    if listing.returncode != 0:
        raise RuntimeError("commit %s not in %s: %s" % (commit, mirror, listing.stderr.decode().strip()))
    paths = [p for p in listing.stdout.decode("utf-8", "replace").split("\0") if p and wanted(p)]
    for start in range(0, len(paths), 400):
        chunk = paths[start:start + 400]
        archive = git(mirror, "archive", "--format=tar", commit, "--", *chunk, capture_output=True)
        if archive.returncode != 0:
            raise RuntimeError(archive.stderr.decode().strip())
        subprocess.run(["tar", "-x", "-C", into], input=archive.stdout, check=True)
    return paths


def run(cmd, cwd):
    done = subprocess.run(cmd, cwd=cwd, capture_output=True, text=True)
    return done.returncode, done.stdout, done.stderr


def import_app(cmdshell, workdir, import_files):
    """Imports the app in `workdir`: as a directory, else the listed files. Returns (mode,
    status, stderr, scene path or None)."""
    scene = os.path.join(workdir, ".knownbug-scene.json")
    code, _, err = run([cmdshell, "import", ".", "--out", scene], workdir)
    if code == 0:
        return "directory", "imported", err, scene
    directory_error = err
    present = [f for f in import_files if os.path.exists(os.path.join(workdir, f))]
    if not present:
        return "files", "no importable file", directory_error, None
    code, _, err = run([cmdshell, "import", *present, "--out", scene], workdir)
    if code == 0:
        return "files", "imported", err, scene
    return "files", "import failed", (err.strip().splitlines() or ["exit %d" % code])[-1], None


def matches(finding, expected):
    kinds = [finding.get("kind")] + list(finding.get("related", []))
    if expected["kind"] not in kinds:
        return False
    if SEVERITY_RANK.get(finding.get("severity"), 9) > SEVERITY_RANK[expected["severity"]]:
        return False
    if expected.get("shortcut") and finding.get("shortcut") != expected["shortcut"]:
        return False
    message = finding.get("message", "")
    return all(word in message for word in expected.get("mentions", []))


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--mirrors", default="/work/.mirror")
    parser.add_argument("--cmdshell", default=os.path.join(ROOT, ".build", "debug", "cmdshell"))
    parser.add_argument("--only", action="append", help="a bug id (repeatable)")
    parser.add_argument("--keep", action="store_true", help="keep the temporary directories")
    parser.add_argument("--json", action="store_true", help="print one JSON object")
    options = parser.parse_args()
    # The importer runs in a temporary folder: a relative path must not be read from there.
    options.cmdshell = os.path.abspath(options.cmdshell)
    if not os.access(options.cmdshell, os.X_OK):
        print("error: no cmdshell at %s; run `swift build --product cmdshell` first" % options.cmdshell,
              file=sys.stderr)
        return 2
    with open(MANIFEST, encoding="utf-8") as handle:
        bugs = json.load(handle)["bugs"]
    if options.only:
        bugs = [b for b in bugs if b["id"] in options.only]
        if not bugs:
            print("error: no bug with id %s in %s" % (options.only, MANIFEST), file=sys.stderr)
            return 2

    rows, unavailable = [], 0
    for bug in bugs:
        # The manifest writes shortcuts canonically (KnownBugRecallTests checks it), as the
        # audit's JSON does.
        expected = bug["expected"]
        row = {"id": bug["id"], "expected": "%s %s" % (expected["kind"], expected.get("shortcut") or "")}
        mirror = mirror_of(options.mirrors, bug["repository"])
        if mirror is None:
            row.update(status="no mirror (git clone --bare https://github.com/%s %s/%s.git)"
                       % (bug["repository"], options.mirrors, bug["repository"].replace("/", "+")),
                       found=None)
            rows.append(row)
            unavailable += 1
            continue
        workdir = tempfile.mkdtemp(prefix="knownbug-%s-" % bug["id"])
        try:
            files = extract(mirror, bug["buggyCommit"], workdir)
            mode, status, stderr, scene = import_app(options.cmdshell, workdir, bug.get("importFiles", []))
            row.update(mode=mode, files=len(files), status=status,
                       warnings=sum(1 for line in stderr.splitlines() if ": warning:" in line))
            if scene is None:
                row.update(found=False, detail=stderr.strip()[:300])
            else:
                code, out, err = run([options.cmdshell, "audit", scene, "--format", "json"], workdir)
                if code not in (0, 1):
                    row.update(found=False, status="audit failed", detail=(err or out).strip()[:300])
                else:
                    findings = json.loads(out)["findings"]
                    hit = [f for f in findings if matches(f, expected)]
                    same_kind = [f for f in findings if f.get("kind") == expected["kind"]]
                    row.update(found=bool(hit), findings=len(findings),
                               detail=(hit[0] if hit else same_kind[0] if same_kind else None))
        except (RuntimeError, subprocess.CalledProcessError) as error:
            row.update(status="unavailable: %s" % error, found=None)
            unavailable += 1
        finally:
            if options.keep:
                row["workdir"] = workdir
            else:
                shutil.rmtree(workdir, ignore_errors=True)
        rows.append(row)

    tried = [r for r in rows if r.get("found") is not None]
    found = [r for r in tried if r["found"]]
    # The importer's commit: the last one that changed the importer or the shell's import verb.
    head = subprocess.run(["git", "-C", ROOT, "log", "-1", "--format=%H", "--",
                           "Sources/CommandKitImport", "Sources/cmdshell"],
                          capture_output=True, text=True)
    summary = {"found": len(found), "tried": len(tried), "bugs": len(rows),
               "importer": head.stdout.strip() or "unknown"}
    if options.json:
        print(json.dumps({"summary": summary, "bugs": rows}, indent=2, ensure_ascii=False))
    else:
        for row in rows:
            verdict = {True: "found", False: "missed", None: "not tried"}[row.get("found")]
            print("%-24s %-9s %-9s %-22s %s" % (row["id"], verdict, row.get("mode", "-"),
                                                 row.get("status", ""), row["expected"]))
            detail = row.get("detail")
            if detail and not row.get("found"):
                text = detail if isinstance(detail, str) else "closest: [%s] %s" % (
                    detail.get("kind"), detail.get("message", ""))
                print("    " + text[:240])
        print("import-only known-bug recall: %d of %d tried (%d bugs), importer at %s"
              % (len(found), len(tried), len(rows), summary["importer"]))
    return 1 if unavailable else 0


if __name__ == "__main__":
    sys.exit(main())
