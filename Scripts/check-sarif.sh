#!/usr/bin/env bash
# Validates `cmdshell audit --format sarif` against the OASIS SARIF 2.1.0 JSON schema
# (Tests/Data/SARIF/sarif-schema-2.1.0.json, see the README there) with Python's
# `jsonschema`, for the example scene files on two platforms, and checks what GitHub code
# scanning needs beyond the schema: a rule per finding kind, a location with a line on
# every result, and a category per platform. Usage: Scripts/check-sarif.sh [CMDSHELL]
set -euo pipefail
cd "$(dirname "$0")/.."

cmdshell="${1:-}"
if [ -z "$cmdshell" ]; then
  swift build -c release --product cmdshell > /dev/null
  cmdshell="$(swift build -c release --show-bin-path)/cmdshell"
fi
if ! python3 -c 'import jsonschema' 2>/dev/null; then
  python3 -m pip install --quiet jsonschema || python3 -m pip install --quiet --user jsonschema
fi

out="$(mktemp -d)"
trap 'rm -rf "$out"' EXIT
runs=()
for platform in macOS iPadOS; do
  for scene in Examples/Audit/conflicts.json Examples/Audit/swiftui-fallback.json; do
    name="$out/$(basename "$scene" .json)-$platform.sarif"
    status=0
    "$cmdshell" audit "$scene" --platform "$platform" --format sarif > "$name" || status=$?
    # 0 (no errors) or 1 (errors found) are reports; 2 means the audit could not run.
    if [ "$status" -ge 2 ]; then echo "check-sarif: $scene on $platform exited $status" >&2; exit 1; fi
    runs+=("$name")
  done
done
# The layout kinds (SPEC §21) appear only when layouts are asked for.
name="$out/layouts-macOS.sarif"
status=0
"$cmdshell" audit Examples/Audit/layouts.json --layouts all --format sarif > "$name" || status=$?
if [ "$status" -ge 2 ]; then echo "check-sarif: layouts.json exited $status" >&2; exit 1; fi
runs+=("$name")

python3 - Tests/Data/SARIF/sarif-schema-2.1.0.json "${runs[@]}" <<'PY'
import json, sys
import jsonschema

schema = json.load(open(sys.argv[1]))
validator = jsonschema.Draft4Validator(schema)
categories = set()
kinds_seen = set()
for path in sys.argv[2:]:
    log = json.load(open(path))
    errors = sorted(validator.iter_errors(log), key=lambda e: list(e.path))
    if errors:
        for error in errors[:10]:
            print(f"{path}: {'/'.join(map(str, error.path))}: {error.message}", file=sys.stderr)
        sys.exit(f"check-sarif: {path} is not valid SARIF 2.1.0")
    run = log["runs"][0]
    rules = [rule["id"] for rule in run["tool"]["driver"]["rules"]]
    if len(rules) != len(set(rules)):
        sys.exit(f"check-sarif: {path}: a rule id repeats: {rules}")
    for rule in run["tool"]["driver"]["rules"]:
        for field in ("shortDescription", "fullDescription", "help"):
            if not rule.get(field, {}).get("text"):
                sys.exit(f"check-sarif: {path}: rule {rule['id']} lacks {field}")
    for result in run["results"]:
        if result["ruleId"] not in rules or rules[result["ruleIndex"]] != result["ruleId"]:
            sys.exit(f"check-sarif: {path}: result names an unknown rule: {result['ruleId']}")
        region = result["locations"][0]["physicalLocation"]["region"]
        if region["startLine"] < 1:
            sys.exit(f"check-sarif: {path}: a result has no line")
        kinds_seen.add(result["ruleId"])
    categories.add(run["automationDetails"]["id"])
if len(categories) != 2:
    sys.exit(f"check-sarif: expected one category per platform, got {sorted(categories)}")
# `unresolved` names a reference only an app built in Swift can hold: a scene file that
# names an unknown command or template is refused at load (SPEC §12), so no example file
# can show it; UnresolvedReferenceRuleTests checks its SARIF result instead.
missing = set(rules) - kinds_seen - {"unresolved"}
if missing:
    sys.exit(f"check-sarif: no example shows the kinds {sorted(missing)}")
print(f"check-sarif: {len(sys.argv) - 2} logs valid against SARIF 2.1.0; "
      f"{len(kinds_seen)} kinds, categories {sorted(categories)}")
PY
