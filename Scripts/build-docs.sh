#!/usr/bin/env bash
# Builds the DocC catalog of CommandKitLite with the toolchain's docc and fails on any
# warning (such as an unresolved ``symbol`` link). Output: .build/docs (or $1).
set -euo pipefail
cd "$(dirname "$0")/.."
output="${1:-.build/docs}"
DOCC="$(command -v docc || echo /opt/swift/usr/bin/docc)"

# 1. The library's symbol graph (public symbols), from the debug build.
swift package dump-symbol-graph > /dev/null
graphs=.build/docs-symbol-graphs
rm -rf "$graphs" && mkdir -p "$graphs"
cp .build/*/symbolgraph/CommandKitLite.symbols.json "$graphs/"

# 2. The catalog plus that graph only (the other targets' graphs would add their modules).
"$DOCC" convert Sources/CommandKitLite/CommandKitLite.docc \
  --additional-symbol-graph-dir "$graphs" \
  --fallback-display-name CommandKitLite \
  --fallback-bundle-identifier org.commandkitlite.CommandKitLite \
  --output-path "$output" \
  --warnings-as-errors
echo "Documentation archive written to $output"
