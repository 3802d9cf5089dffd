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
#    The graph lives beside that build, so an up-to-date build (which emits nothing) still
#    has it; if it is missing all the same, the library is built afresh once.
scratch=.build/docs-build
emitted="$PWD/$scratch/symbol-graphs"
build_library() {
  mkdir -p "$emitted"
  swift build --target CommandKitLite --scratch-path "$scratch" \
    -Xswiftc -emit-symbol-graph -Xswiftc -emit-symbol-graph-dir -Xswiftc "$emitted" \
    > /dev/null
}
build_library
if [ ! -s "$emitted/CommandKitLite.symbols.json" ]; then
  rm -rf "$scratch"
  build_library
fi
test -s "$emitted/CommandKitLite.symbols.json" || {
  echo "build-docs: no symbol graph for CommandKitLite in $emitted" >&2
  exit 1
}
graphs=.build/docs-symbol-graphs
rm -rf "$graphs" && mkdir -p "$graphs"
cp "$emitted/CommandKitLite.symbols.json" "$graphs/"

# 2. The catalog plus that graph only.
"$DOCC" convert Sources/CommandKitLite/CommandKitLite.docc \
  --additional-symbol-graph-dir "$graphs" \
  --fallback-display-name CommandKitLite \
  --fallback-bundle-identifier org.commandkitlite.CommandKitLite \
  --output-path "$output" \
  --warnings-as-errors
echo "Documentation archive written to $output"
