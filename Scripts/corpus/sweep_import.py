#!/usr/bin/env python3
"""Imports the newest tree of every fetched repository, to check SPEC §22's "never crash,
never silent" on code nobody wrote for the importer.

    sweep_import.py --mirrors /work/.mirror --cmdshell .build/release/cmdshell [--json OUT]

For each mirror (`owner+name/<git dir>`, as the `fetch` tool leaves them), the files the
importer reads (.swift, .m, .mm, .h, .xib, .storyboard, .strings, .xcstrings, .plist) are
written from the mirror's HEAD into a scratch folder (objects a snapshot left out are
skipped), and `cmdshell import FOLDER` runs on it with a time limit. An exit status of 0 (a
scene file) or 2 (a clear error) is what the contract allows; anything else (a signal, a
timeout) is a failure, printed with the repository. Nothing fetched is kept or committed:
the scratch folder is removed after each repository.
"""
import argparse
import json
import os
import shutil
import subprocess
import sys
import tempfile
import time

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import build_corpus  # noqa: E402  (the corpus builder beside this script)



def git_dir(mirror):
    if not os.path.isdir(mirror):
        return None
    for entry in sorted(os.listdir(mirror)):
        path = os.path.join(mirror, entry)
        if os.path.isdir(path) and os.path.exists(os.path.join(path, "HEAD")):
            return path
    return None


def extract(git, dest):
    """Writes HEAD's readable files into dest (build_corpus.py's extraction, every folder);
    returns how many were written."""
    return build_corpus.extract(git, "HEAD", [], dest)


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--mirrors", required=True)
    parser.add_argument("--cmdshell", required=True)
    parser.add_argument("--timeout", type=float, default=120)
    parser.add_argument("--json")
    args = parser.parse_args()
    rows = []
    for name in sorted(os.listdir(args.mirrors)):
        git = git_dir(os.path.join(args.mirrors, name))
        if git is None:
            continue
        scratch = tempfile.mkdtemp(prefix="sweep-")
        try:
            files = extract(git, scratch)
            if files == 0:
                rows.append({"repo": name, "files": 0, "outcome": "no files to read"})
                continue
            start = time.monotonic()
            try:
                run = subprocess.run(
                    [args.cmdshell, "import", scratch, "--out", os.path.join(scratch, "out.json")],
                    capture_output=True, timeout=args.timeout, check=False)
                status = run.returncode
                stderr = run.stderr.decode("utf-8", "replace")
            except subprocess.TimeoutExpired:
                status, stderr = None, ""
            seconds = time.monotonic() - start
            error = next((line for line in stderr.splitlines() if line.startswith("Error")), "")
            outcome = {0: "scene", 2: "clear error"}.get(status, "FAILED")
            rows.append({"repo": name, "files": files, "status": status,
                         "seconds": round(seconds, 3), "outcome": outcome,
                         "error": error.replace(scratch, "DIR")[:200]})
            if outcome == "FAILED":
                print(f"FAILED {name}: status {status}", file=sys.stderr)
        finally:
            shutil.rmtree(scratch, ignore_errors=True)
    counts = {}
    for row in rows:
        counts[row["outcome"]] = counts.get(row["outcome"], 0) + 1
    times = sorted(row["seconds"] for row in rows if "seconds" in row)
    summary = {"repositories": len(rows), "outcomes": counts}
    if times:
        summary.update(median=times[len(times) // 2], p95=times[int(len(times) * 0.95)],
                       max=times[-1], slowest=max(rows, key=lambda r: r.get("seconds", 0))["repo"])
    print(json.dumps(summary, indent=1))
    if args.json:
        with open(args.json, "w") as handle:
            json.dump({"summary": summary, "rows": rows}, handle, indent=1)
    return 1 if counts.get("FAILED") else 0


if __name__ == "__main__":
    sys.exit(main())
