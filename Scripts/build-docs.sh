#!/usr/bin/env bash
# Builds the DocC catalogs of the three products (CommandKitLite, CommandKitAudit,
# CommandKitImport) with the toolchain's docc and fails on any warning (such as an
# unresolved ``symbol`` link). Output: .build/docs/<Product> (or $1/<Product>).
# Works on a fresh clone: it builds only the library targets, in its own scratch folder,
# so it needs no earlier `swift build` or `swift test` and leaves their build alone.
set -euo pipefail
cd "$(dirname "$0")/.."
output="${1:-.build/docs}"
DOCC="$(command -v docc || echo /opt/swift/usr/bin/docc)"
products=(CommandKitLite CommandKitAudit CommandKitImport)

# 1. Each library's symbol graph (public symbols), emitted while building the libraries
#    only. The graphs live beside that build, so an up-to-date build (which emits nothing)
#    still has them; if one is missing all the same, the libraries are built afresh once.
scratch=.build/docs-build
emitted="$PWD/$scratch/symbol-graphs"
build_libraries() {
  mkdir -p "$emitted"
  for product in "${products[@]}"; do
    swift build --target "$product" --scratch-path "$scratch" \
      -Xswiftc -emit-symbol-graph -Xswiftc -emit-symbol-graph-dir -Xswiftc "$emitted" \
      > /dev/null
  done
}
all_emitted() {
  for product in "${products[@]}"; do
    [ -s "$emitted/$product.symbols.json" ] || return 1
  done
}
build_libraries
if ! all_emitted; then
  rm -rf "$scratch"
  build_libraries
fi
all_emitted || {
  echo "build-docs: a symbol graph is missing in $emitted (${products[*]})" >&2
  exit 1
}

# 2. Each catalog plus its own module's graph only.
for product in "${products[@]}"; do
  mkdir -p "$output"
  graphs=".build/docs-symbol-graphs/$product"
  rm -rf "$graphs" && mkdir -p "$graphs"
  cp "$emitted/$product.symbols.json" "$graphs/"
  "$DOCC" convert "Sources/$product/$product.docc" \
    --additional-symbol-graph-dir "$graphs" \
    --fallback-display-name "$product" \
    --fallback-bundle-identifier "org.commandkitlite.$product" \
    --output-path "$output/$product" \
    --warnings-as-errors
  echo "Documentation archive written to $output/$product"
done
