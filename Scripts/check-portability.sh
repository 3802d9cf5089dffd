#!/usr/bin/env bash
# Keeps the package buildable on every platform its users work on (Linux and macOS).
#
#   bash Scripts/check-portability.sh              # check this checkout
#   bash Scripts/check-portability.sh --root DIR   # check another tree
#   bash Scripts/check-portability.sh --self-test  # show that the check can fail
#
# Everything specific to one C library lives in two adapter files:
#   Sources/cmdshell/Platform/HostPlatform.swift     the shell's
#   Tests/CmdShellTests/Support/TestPlatform.swift   the shell tests'
# Every other Swift file (Sources, Tests, Examples, Benchmarks, Fuzz) fails the check
# (exit 1, one `file:line: problem` per finding) if it
#   - imports a platform module (Glibc, Darwin, Musl, WinSDK, ucrt, ...), in any form;
#   - names a platform module (`Glibc.read`) or branches on one (`#if os(...)`,
#     `#if canImport(Glibc)`);
#   - calls a C API whose types or spelling differ between platforms: termios and tcgetattr,
#     tcsetattr, cfmakeraw, ioctl and TIOC* requests, winsize, signal and sigaction, isatty,
#     openpty and posix_openpt, fork, exec*, waitpid, kill, pipe, poll, errno, strerror...
# Anywhere, including the adapters, the check also fails on
#   - an `@_exported import` (it would leak a module to every importer);
#   - an import of Glibc, Darwin, Musl, ..., FoundationXML or FoundationNetworking that is
#     not inside `#if canImport(ThatModule)` / `#elseif canImport(ThatModule)`;
#   - a library file importing more than its product may (SPEC §12's three products):
#     Sources/CommandKitLite only Foundation (or FoundationEssentials), Sources/CommandKitAudit
#     also CommandKitLite, Sources/CommandKitImport also CommandKitLite and FoundationXML
#     (the only FoundationXML user, so an app core that links the model never loads it);
#   - an import of Synchronization (Mutex needs macOS 15) while Package.swift does not
#     declare `.macOS(.v15)` or later.
# Comment lines (`//`, `///`) are not checked, nor is `Tests/Data`: its Swift files are the
# importer's inputs (minimal reproductions of real apps' code, which may branch on the
# platform as those apps do), read as text and never compiled.
set -euo pipefail

SCRIPT="$(cd "$(dirname "$0")" && pwd)/$(basename "$0")"
ADAPTERS=(
  "Sources/cmdshell/Platform/HostPlatform.swift"
  "Tests/CmdShellTests/Support/TestPlatform.swift"
)

usage() {
  echo "usage: $0 [--root DIR] | --self-test" >&2
  exit 2
}

# Checks the tree at $1; prints findings; returns 1 if there are any.
check_tree() {
  local root="$1"
  local files=()
  local dir file
  for dir in Sources Tests Examples Benchmarks Fuzz; do
    [[ -d "$root/$dir" ]] || continue
    while IFS= read -r file; do
      files+=("${file#"$root"/}")
    done < <(find "$root/$dir" \( -name '.*' -o -name 'corpus-*' -o -path "$root/Tests/Data" \) \
      -prune -o \
      -name '*.swift' -type f -print | LC_ALL=C sort)
  done
  if [[ ${#files[@]} -eq 0 ]]; then
    echo "check-portability: no Swift files under $root" >&2
    return 1
  fi

  local package="$root/Package.swift"
  local macos15=0
  if [[ -f "$package" ]] && grep -Eq '\.macOS\(\.v(1[5-9]|[2-9][0-9])' "$package"; then
    macos15=1
  fi

  local status=0
  (cd "$root" && awk -v adapters="${ADAPTERS[*]}" -v macos15="$macos15" '
    function boundary_word(line, word) {
      return line ~ ("(^|[^A-Za-z0-9_])" word "([^A-Za-z0-9_]|$)")
    }
    function report(message) {
      printf "%s:%d: %s\n", FILENAME, FNR, message
      found = 1
    }
    BEGIN {
      n = split(adapters, list, " ")
      for (i = 1; i <= n; i++) isAdapter[list[i]] = 1
      platformModules = "Glibc|Darwin|Musl|WinSDK|ucrt|CRT|WASILibc|Android|Bionic"
      guardedModules = platformModules "|FoundationXML|FoundationNetworking"
      allowed["CommandKitLite"] = "Foundation|FoundationEssentials"
      allowed["CommandKitAudit"] = "Foundation|FoundationEssentials|CommandKitLite"
      allowed["CommandKitImport"] = "Foundation|FoundationEssentials|FoundationXML|CommandKitLite"
      importHead = "^[ \t]*((@[A-Za-z_]+|public|package|internal|fileprivate|private)[ \t]+)*" \
        "import[ \t]+"
      importKind = "((func|struct|class|enum|let|var|typealias|protocol)[ \t]+)?"
      # Identifiers whose C types or spellings differ between platforms.
      wordCount = split("termios tcgetattr tcsetattr cfmakeraw cfgetispeed cfgetospeed tcflag_t " \
        "ioctl winsize sigaction isatty openpty forkpty posix_openpt grantpt unlockpt " \
        "ptsname waitpid errno strerror pollfd usleep posix_spawn ICANON", apiWords, " ")
      # C functions flagged when called unqualified (`.kill(` on a value is fine).
      callCount = split("signal fork vfork execv execve execvp execl execlp kill pipe poll dup2 " \
        "fsync unlink getpid", apiCalls, " ")
      # One pattern for a quick first look at each line.
      anyAPI = ""
      for (i = 1; i <= wordCount; i++) anyAPI = anyAPI "|" apiWords[i]
      for (i = 1; i <= callCount; i++) anyAPI = anyAPI "|" apiCalls[i]
      anyAPI = "(^|[^A-Za-z0-9_])(TIOC[A-Z]+" anyAPI ")([^A-Za-z0-9_]|$)"
    }
    FNR == 1 {
      depth = 0
      adapter = (FILENAME in isAdapter)
      library = ""
      if (FILENAME ~ /^Sources\/CommandKitLite\//) library = "CommandKitLite"
      if (FILENAME ~ /^Sources\/CommandKitAudit\//) library = "CommandKitAudit"
      if (FILENAME ~ /^Sources\/CommandKitImport\//) library = "CommandKitImport"
    }
    {
      line = $0
      if (line ~ /^[ \t]*\/\//) next
      sub(/[ \t]\/\/.*$/, "", line)
    }
    !adapter && line ~ /^[ \t]*#(if|elseif)[ \t(]/ {
      if (line ~ /(^|[^A-Za-z0-9_])os\(/)
        report("#if os(...) outside the platform adapters; move the difference into one")
      if (line ~ ("canImport\\((" platformModules ")\\)"))
        report("#if canImport of a platform module outside the platform adapters")
    }
    line ~ /^[ \t]*#if[ \t(]/ { condition[++depth] = line; next }
    line ~ /^[ \t]*#elseif[ \t(]/ { if (depth > 0) condition[depth] = line; next }
    line ~ /^[ \t]*#else([ \t]|$)/ { if (depth > 0) condition[depth] = "#else"; next }
    line ~ /^[ \t]*#endif/ { if (depth > 0) depth--; next }
    {
      if (line ~ /@_exported[ \t]+import/)
        report("@_exported import re-exports a module to every importer; import it where used")
      if (line ~ (importHead importKind "[A-Za-z_]+")) {
        module = line
        sub(importHead, "", module)
        sub("^" importKind, "", module)
        sub(/[^A-Za-z0-9_].*$/, "", module)
        if (module ~ ("^(" guardedModules ")$")) {
          guarded = depth > 0 && condition[depth] ~ ("canImport\\(" module "\\)")
          if (!guarded)
            report("import " module " must be inside #if canImport(" module ") (or #elseif)")
        }
        if (!adapter && module ~ ("^(" platformModules ")$"))
          report("import " module " outside the platform adapters; call HostPlatform or " \
            "TestPlatform instead")
        if (library != "" && module !~ ("^(" allowed[library] ")$"))
          report(library " imports only " allowed[library] ", not " module)
        if (module == "Synchronization" && macos15 != 1 && !toldMacOS15++)
          report("Synchronization (Mutex) needs macOS 15: declare platforms: [.macOS(.v15)] " \
            "in Package.swift")
      }
      if (adapter) next
      if (line ~ ("(^|[^A-Za-z0-9_])(" platformModules ")\\.[A-Za-z_]"))
        report("platform-qualified name outside the platform adapters: " $0)
      if (line !~ anyAPI) next
      for (i = 1; i <= wordCount; i++) {
        if (boundary_word(line, apiWords[i]))
          report(apiWords[i] " is platform-specific; use HostPlatform or TestPlatform")
      }
      if (boundary_word(line, "TIOC[A-Z]+"))
        report("ioctl requests (TIOC*) differ between platforms; use HostPlatform")
      for (i = 1; i <= callCount; i++) {
        if (line ~ ("(^|[^A-Za-z0-9_.])" apiCalls[i] "[ \t]*\\("))
          report(apiCalls[i] "() is a platform call; use HostPlatform or TestPlatform")
      }
    }
    END { exit found ? 1 : 0 }
  ' "${files[@]}") || status=$?

  local adapter
  for adapter in "${ADAPTERS[@]}"; do
    if [[ ! -f "$root/$adapter" ]]; then
      echo "$adapter: the platform adapter is missing" >&2
      status=1
    fi
  done
  return "$status"
}

# Copies this checkout into a scratch tree, checks that it passes, then plants one
# violation at a time and checks that each fails, naming the planted file and line.
scratch=""
self_test() {
  local here
  here="$(cd "$(dirname "$SCRIPT")/.." && pwd)"
  scratch="$(mktemp -d "${TMPDIR:-/tmp}/check-portability.XXXXXX")"
  trap 'rm -rf "$scratch"' EXIT
  local copy="$scratch/tree"
  mkdir -p "$copy"
  local dir dirs=()
  for dir in Sources Tests Examples Benchmarks Fuzz; do
    [[ -d "$here/$dir" ]] && dirs+=("$dir")
  done
  (cd "$here" && find "${dirs[@]}" \( -name '.*' -o -name 'corpus-*' -o -path Tests/Data \) \
    -prune -o \
    -name '*.swift' -type f -print | tar -cf - -T -) | tar -xf - -C "$copy"
  cp "$here/Package.swift" "$copy/Package.swift"

  local failures=0
  if ! check_tree "$copy" > "$scratch/clean.out" 2>&1; then
    echo "self-test: the unchanged tree should pass, but:" >&2
    cat "$scratch/clean.out" >&2
    failures=$((failures + 1))
  fi

  # Each case: a name, a file, the lines to append to it, what the finding must mention,
  # and (if not the first) which of the appended lines it must point at.
  local shell_adapter="Sources/cmdshell/Platform/HostPlatform.swift"
  plant() {
    local name="$1" file="$2" text="$3" expect="$4" at="${5:-1}"
    local target="$copy/$file"
    local backup="$scratch/backup"
    local existed=0
    if [[ -f "$target" ]]; then
      existed=1
      cp "$target" "$backup"
    else
      mkdir -p "$(dirname "$target")"
      : > "$target"
    fi
    local line
    line="$(($(wc -l < "$target" | tr -d ' ') + at))"
    printf '%s\n' "$text" >> "$target"
    local status=0
    check_tree "$copy" > "$scratch/case.out" 2>&1 || status=$?
    if [[ $status -ne 1 ]]; then
      echo "self-test: $name: expected exit 1, got $status" >&2
      failures=$((failures + 1))
    elif ! grep -q "^$file:$line: .*$expect" "$scratch/case.out"; then
      echo "self-test: $name: no finding '$file:$line: ...$expect...'; got:" >&2
      cat "$scratch/case.out" >&2
      failures=$((failures + 1))
    else
      echo "self-test: $name: fails as it should ($(head -n 1 "$scratch/case.out"))"
    fi
    if [[ $existed -eq 1 ]]; then cp "$backup" "$target"; else rm -f "$target"; fi
  }

  plant "unguarded import in a shell file" "Sources/cmdshell/Planted.swift" \
    "import Glibc" "outside the platform adapters"
  plant "guarded import outside the adapters" "Tests/CmdShellTests/Planted.swift" \
    "$(printf '#if canImport(Darwin)\n  import Darwin\n#endif')" "import Darwin outside" 2
  plant "access-level import" "Sources/cmdshell/Planted.swift" \
    "public import Darwin" "import Darwin outside"
  plant "import func from a platform module" "Sources/cmdshell/LineEditor/LineEditor.swift" \
    "import func Musl.isatty" "import Musl"
  plant "termios call in a shell file" "Sources/cmdshell/CmdShell.swift" \
    "func planted(_ fd: Int32, _ mode: inout termios) { _ = tcsetattr(fd, 0, &mode) }" \
    "is platform-specific"
  plant "ioctl window size in a test" "Tests/CmdShellTests/ExecutableTests.swift" \
    "let plantedRequest = UInt(TIOCGWINSZ)" "TIOC"
  plant "signal handler in the library" "Sources/CommandKitLite/Scenes/App.swift" \
    "func planted() { signal(SIGINT, SIG_IGN) }" "signal() is a platform call"
  plant "errno in a Fuzz target" "Fuzz/Targets/shortcut.swift" \
    "let plantedCode = errno" "errno is platform-specific"
  plant "qualified platform name" "Tests/CmdShellTests/InteractiveShellTests.swift" \
    "let plantedPID = Darwin.getpid()" "platform-qualified name"
  plant "#if os(Linux) in an example" "Examples/Support/Walkthrough.swift" \
    "$(printf '#if os(Linux)\n#endif')" "#if os"
  plant "@_exported import in the shell adapter" "$shell_adapter" \
    "@_exported import Foundation" "@_exported import"
  plant "unguarded import in the shell adapter" "$shell_adapter" \
    "import Glibc" "must be inside #if canImport(Glibc)"
  plant "import guarded by the wrong module" "$shell_adapter" \
    "$(printf '#if canImport(Darwin)\n  import Glibc\n#endif')" "import Glibc must be inside" 2
  plant "unguarded FoundationXML" "Sources/CommandKitImport/Planted.swift" \
    "import FoundationXML" "must be inside #if canImport(FoundationXML)"
  plant "library importing a shell-only module" "Sources/CommandKitLite/Planted.swift" \
    "import Testing" "CommandKitLite imports only Foundation"
  plant "the model importing FoundationXML" "Sources/CommandKitLite/Planted.swift" \
    "$(printf '#if canImport(FoundationXML)\n  import FoundationXML\n#endif')" \
    "CommandKitLite imports only Foundation" 2
  plant "the model importing the audit" "Sources/CommandKitLite/Planted.swift" \
    "import CommandKitAudit" "CommandKitLite imports only Foundation"
  plant "the audit importing FoundationXML" "Sources/CommandKitAudit/Planted.swift" \
    "$(printf '#if canImport(FoundationXML)\n  import FoundationXML\n#endif')" \
    "CommandKitAudit imports only" 2

  # Synchronization without a macOS 15 platform in Package.swift.
  cp "$copy/Package.swift" "$scratch/Package.swift"
  grep -v '\.macOS(' "$scratch/Package.swift" > "$copy/Package.swift"
  local status=0
  check_tree "$copy" > "$scratch/case.out" 2>&1 || status=$?
  if [[ $status -eq 1 ]] && grep -q "needs macOS 15" "$scratch/case.out"; then
    echo "self-test: Synchronization without .macOS(.v15): fails as it should"
  else
    echo "self-test: Synchronization without .macOS(.v15): expected a finding; got:" >&2
    cat "$scratch/case.out" >&2
    failures=$((failures + 1))
  fi
  cp "$scratch/Package.swift" "$copy/Package.swift"

  if [[ $failures -gt 0 ]]; then
    echo "self-test: $failures case(s) wrong" >&2
    return 1
  fi
  echo "self-test: every planted violation fails the check, the clean tree passes"
}

ROOT="$(cd "$(dirname "$SCRIPT")/.." && pwd)"
case "${1:-}" in
  "") ;;
  --root)
    [[ $# -eq 2 ]] || usage
    ROOT="$(cd "$2" && pwd)"
    ;;
  --self-test)
    [[ $# -eq 1 ]] || usage
    self_test
    exit $?
    ;;
  *) usage ;;
esac

if check_tree "$ROOT"; then
  echo "check-portability: platform-specific code only in ${ADAPTERS[*]}"
else
  echo "check-portability: platform-specific code outside the adapters (see above);" \
    "move it into ${ADAPTERS[0]} (or, for tests, ${ADAPTERS[1]})" >&2
  exit 1
fi
