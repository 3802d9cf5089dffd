#!/usr/bin/env bash
# Builds the DocC catalog of CommandKitLite with the toolchain's docc and fails on any
# warning (such as an unresolved ``symbol`` link). Output: .build/docs (or $1).
# Works on a fresh clone: it builds only the library target, in its own scratch folder,
# so it needs no earlier `swift build` or `swift test` and leaves their build alone.
set -euo pipefail
cd "$(dirname "$0")/.."
output="${1:-.build/docs}"
DOCC="$(command -v docc || echo /opt/swift/usr/bin/docc)"

# 1. The library's symbol graph (public symbols), emitted while building the library only.
graphs=.build/docs-symbol-graphs
rm -rf "$graphs" && mkdir -p "$graphs"
swift build --target CommandKitLite --scratch-path .build/docs-build \
  -Xswiftc -emit-symbol-graph -Xswiftc -emit-symbol-graph-dir -Xswiftc "$PWD/$graphs" \
  > /dev/null
test -s "$graphs/CommandKitLite.symbols.json" || {
  echo "build-docs: no symbol graph for CommandKitLite in $graphs" >&2
  exit 1
}

# 2. The catalog plus that graph only.
"$DOCC" convert Sources/CommandKitLite/CommandKitLite.docc \
  --additional-symbol-graph-dir "$graphs" \
  --fallback-display-name CommandKitLite \
  --fallback-bundle-identifier org.commandkitlite.CommandKitLite \
  --output-path "$output" \
  --warnings-as-errors
echo "Documentation archive written to $output"
