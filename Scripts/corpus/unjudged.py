#!/usr/bin/env python3
"""Lists the corpus's warnings and errors that judgements.json does not judge yet.

  unjudged.py [--cmdshell PATH] [--only SCENE...] [--gone]

Runs `cmdshell audit <scene> --format json` on every scene of Scripts/corpus/apps.json and
prints, as judgement entries with an empty verdict, each warning or error whose key
(scene, kind, shortcut, commands, source file: the key RealAppCorpusTests uses) has no judgement. Paste
them into judgements.json and judge each one (real / convention / wrong, with a reason)
by reading the app's code at the recorded commit. --gone lists judgements whose finding
the audit no longer reports.
"""

import argparse
import json
import os
import subprocess
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
REPO = os.path.dirname(os.path.dirname(HERE))
DATA = os.path.join(REPO, "Tests", "Data", "RealApps")


def key(scene, kind, shortcut, commands, file):
    return (scene, kind, shortcut or "-", ",".join(commands), file or "-")


def findings(cmdshell, scene):
    result = subprocess.run(
        [cmdshell, "audit", os.path.join(DATA, scene), "--format", "json"],
        capture_output=True, text=True)
    if result.returncode not in (0, 1):
        raise RuntimeError(f"{scene}: audit failed: {result.stderr.strip()}")
    return [f for f in json.loads(result.stdout)["findings"] if f["severity"] != "info"]


def main(argv):
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--cmdshell", default=os.path.join(REPO, ".build", "release", "cmdshell"))
    parser.add_argument("--only", nargs="*")
    parser.add_argument("--gone", action="store_true")
    options = parser.parse_args(argv)
    apps = json.load(open(os.path.join(DATA, "apps.json")))["apps"]
    judged = json.load(open(os.path.join(DATA, "judgements.json")))["findings"]
    known = {
        key(j["scene"], j["kind"], j.get("shortcut"), j.get("commands", []), j.get("file"))
        for j in judged
    }
    seen = set()
    new = []
    for app in apps:
        if options.only and app["scene"] not in options.only:
            continue
        for f in findings(options.cmdshell, app["scene"]):
            file = (f.get("source") or {}).get("file")
            k = key(app["scene"], f["kind"], f.get("shortcut"), f.get("commands", []), file)
            seen.add(k)
            if k in known:
                continue
            new.append({
                "scene": app["scene"], "set": app["set"], "kind": f["kind"],
                "severity": f["severity"], "shortcut": f.get("shortcut"),
                "commands": f.get("commands", []), "file": file, "source": f.get("source"),
                "message": f.get("message"), "verdict": "", "reason": "",
            })
    if options.gone:
        for j in judged:
            k = key(j["scene"], j["kind"], j.get("shortcut"), j.get("commands", []), j.get("file"))
            if k not in seen and (not options.only or j["scene"] in options.only):
                print("gone:", " ".join(k), "(" + j["verdict"] + ")")
    print(json.dumps(new, indent=1, ensure_ascii=False))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
