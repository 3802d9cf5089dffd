#!/usr/bin/env bash
# Builds one libFuzzer target and runs it for a given time.
#
#   Fuzz/run.sh TARGET SECONDS [extra libFuzzer flags...]
#   Fuzz/run.sh shortcut 600
#   Fuzz/run.sh build TARGET          # build only
#
# Targets: shortcut, scenefile, restore, shellline (see Fuzz/README.md).
#
# Needs a Swift toolchain whose clang runtime ships libFuzzer (the swift.org Linux
# toolchains do: `swiftc -sanitize=fuzzer` links `libclang_rt.fuzzer`). If linking fails
# with "cannot find libclang_rt.fuzzer", install the runtime (Debian/Ubuntu:
# `apt-get install libclang-rt-dev`, or the versioned `libclang-rt-NN-dev`) or use a
# swift.org toolchain.
#
# The library is compiled as a static module with libFuzzer coverage and AddressSanitizer,
# optimised but with `assert` kept (`-assert-config Debug`) and the internal invariant
# checks on (`COMMANDKIT_INTERNAL_CHECKS`), so an invariant violation is a crash.
# Working corpora go to Fuzz/corpus-TARGET/ (git-ignored), seeded from Fuzz/seeds/TARGET/
# and Fuzz/regressions/TARGET/; crashes go to Fuzz/corpus-TARGET/artifacts/.
set -euo pipefail

ROOT="$(cd "$(dirname "$0")/.." && pwd)"
FUZZ="$ROOT/Fuzz"
BUILD="$FUZZ/.build-fuzz"

usage() {
  echo "usage: $0 TARGET SECONDS [libFuzzer flags...] | $0 build TARGET" >&2
  echo "targets: shortcut scenefile restore shellline" >&2
  exit 2
}

[[ $# -ge 1 ]] || usage
MODE=run
if [[ "$1" == build ]]; then
  MODE=build
  shift
fi
[[ $# -ge 1 ]] || usage
TARGET="$1"
shift
SECONDS_TO_RUN=0
if [[ $MODE == run ]]; then
  [[ $# -ge 1 ]] || usage
  SECONDS_TO_RUN="$1"
  shift
fi

case "$TARGET" in
  shortcut | scenefile | restore | shellline) ;;
  *) usage ;;
esac

SWIFT_FLAGS=(
  -swift-version 6
  -enable-upcoming-feature ExistentialAny
  -enable-upcoming-feature MemberImportVisibility
  -D COMMANDKIT_INTERNAL_CHECKS
  -O -assert-config Debug
  -g
  -sanitize=fuzzer,address
  -parse-as-library
  # One package for the library and the targets, so that `package` declarations (the
  # shell's parsers, the shortcut tables) are visible to them, as SwiftPM arranges.
  -package-name commandkitlite
)

mkdir -p "$BUILD/$TARGET"
LIB_DIR="$BUILD/lib"
mkdir -p "$LIB_DIR"

# 1. The libraries as static modules (each rebuilt when a source is newer than its archive):
#    the model, then the audit and the importers, which the shell's sources import.
build_module() {
  local module="$1"
  shift
  local sources
  mapfile -t sources < <(find "$ROOT/Sources/$module" -name '*.swift' | sort)
  # Rebuilt when a source is newer, or when a file was added, removed or renamed (the list
  # of sources differs from the one the archive was built from).
  if [[ ! -f "$LIB_DIR/lib$module.a" ]] ||
    [[ -n "$(find "$ROOT/Sources/$module" -name '*.swift' -newer "$LIB_DIR/lib$module.a")" ]] ||
    ! printf '%s\n' "${sources[@]}" | cmp -s - "$LIB_DIR/$module.sources"; then
    echo "building $module for fuzzing..." >&2
    # A static library is an archive that the linker adds members to: remove the old one,
    # or the members of deleted or renamed files stay and define their symbols twice.
    rm -f "$LIB_DIR/lib$module.a"
    printf '%s\n' "${sources[@]}" > "$LIB_DIR/$module.sources"
    swiftc "${SWIFT_FLAGS[@]}" -I "$LIB_DIR" \
      -module-name "$module" -emit-library -static \
      -emit-module -emit-module-path "$LIB_DIR/$module.swiftmodule" \
      -o "$LIB_DIR/lib$module.a" "${sources[@]}"
  fi
}
build_module CommandKitLite
LINK=(-lCommandKitLite)
if [[ "$TARGET" == shellline ]]; then
  build_module CommandKitAudit
  build_module CommandKitImport
  LINK=(-lCommandKitImport -lCommandKitAudit -lCommandKitLite)
fi

# 2. The target: its Swift file (plus, for shellline, the shell's sources, whose `@main`
#    entry point is renamed so that libFuzzer's `main` runs instead).
TARGET_SOURCES=("$FUZZ/Targets/$TARGET.swift" "$FUZZ/Targets/FuzzSupport.swift")
TARGET_FLAGS=()
if [[ "$TARGET" == shellline ]]; then
  mapfile -t SHELL_SOURCES < <(find "$ROOT/Sources/cmdshell" -name '*.swift' | sort)
  TARGET_SOURCES+=("${SHELL_SOURCES[@]}")
  TARGET_FLAGS=(-Xfrontend -entry-point-function-name -Xfrontend cmdshell_main)
fi
BINARY="$BUILD/$TARGET/fuzz-$TARGET"
echo "building fuzz-$TARGET..." >&2
swiftc "${SWIFT_FLAGS[@]}" "${TARGET_FLAGS[@]}" \
  -module-name "fuzz_$TARGET" -I "$LIB_DIR" -L "$LIB_DIR" "${LINK[@]}" \
  -o "$BINARY" "${TARGET_SOURCES[@]}" 2> >(grep -v "ld.gold: warning: Cannot export local symbol" >&2)

[[ $MODE == build ]] && { echo "$BINARY"; exit 0; }

# 3. Run.
CORPUS="$FUZZ/corpus-$TARGET"
mkdir -p "$CORPUS/artifacts"
DICT=()
[[ -f "$FUZZ/Dictionaries/$TARGET.dict" ]] && DICT=(-dict="$FUZZ/Dictionaries/$TARGET.dict")
SEEDS=()
for dir in "$FUZZ/seeds/$TARGET" "$FUZZ/regressions/$TARGET"; do
  [[ -d "$dir" ]] && SEEDS+=("$dir")
done
cd "$CORPUS"  # the shell target must never write outside its scratch directory
exec "$BINARY" -max_total_time="$SECONDS_TO_RUN" -print_final_stats=1 -timeout=10 \
  -rss_limit_mb=2048 -max_len=65536 -artifact_prefix="$CORPUS/artifacts/" \
  "${DICT[@]}" "$@" "$CORPUS" "${SEEDS[@]}"
