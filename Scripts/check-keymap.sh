#!/usr/bin/env bash
# Renders the keyboard map of the example app (Examples/Notes/notes-app.json) in a real
# browser, headless Chromium, and checks that the page logs no console errors and that the
# parsed page holds the expected keyboards, each with every key of the US layout.
# Installs Chromium from the distribution's packages when it is missing.
#
# Usage: Scripts/check-keymap.sh [CMDSHELL] [--update-docs]
#   --update-docs  also saves the screenshot as the docs' picture
#                  (Sources/CommandKitLite/CommandKitLite.docc/Resources/keymap.png).
set -euo pipefail
cd "$(dirname "$0")/.."

cmdshell=""
update_docs=0
for argument in "$@"; do
  case "$argument" in
    --update-docs) update_docs=1 ;;
    *) cmdshell="$argument" ;;
  esac
done
if [ -z "$cmdshell" ]; then
  swift build -c release --product cmdshell > /dev/null
  cmdshell="$(swift build -c release --show-bin-path)/cmdshell"
fi

# The example's shortcuts, with the platform's default items (SPEC §14: ⌘Q, ⌥⌘H, ⇧⌘Z,
# ⌥⇧⌘V, ⌃⇥…), use eight modifier combinations; the US (ANSI) keyboard has 73 keys that can
# carry a shortcut (the ISO keyboards of the other layouts have 74).
expected_keyboards=8
keys_per_keyboard=73

browser="$(command -v chromium || command -v chromium-browser || true)"
if [ -z "$browser" ]; then
  echo "check-keymap: installing Chromium from the distribution's packages"
  sudo_cmd=""
  if [ "$(id -u)" -ne 0 ]; then sudo_cmd="sudo"; fi
  $sudo_cmd env DEBIAN_FRONTEND=noninteractive apt-get install -y -q chromium > /dev/null \
    || { $sudo_cmd apt-get update -q > /dev/null \
      && $sudo_cmd env DEBIAN_FRONTEND=noninteractive apt-get install -y -q chromium > /dev/null; }
  browser="$(command -v chromium)"
fi

out="$(mktemp -d)"
trap 'rm -rf "$out"' EXIT
"$cmdshell" keymap Examples/Notes/notes-app.json --out "$out/keymap.html"

flags=(--headless --no-sandbox --disable-gpu --hide-scrollbars --no-first-run
  --disable-extensions --user-data-dir="$out/profile")
# The page as the browser parsed it, and its console (errors are logged as CONSOLE lines).
"$browser" "${flags[@]}" --enable-logging=stderr --v=0 --dump-dom "file://$out/keymap.html" \
  > "$out/dom.html" 2> "$out/console.log"
"$browser" "${flags[@]}" --window-size=1200,2000 --screenshot="$out/keymap.png" \
  "file://$out/keymap.html" > /dev/null 2>&1

if grep -E "CONSOLE|Uncaught|SyntaxError" "$out/console.log" > "$out/errors.log"; then
  echo "check-keymap: the page logged console errors:" >&2
  cat "$out/errors.log" >&2
  exit 1
fi
keyboards="$(grep -o '<svg[ >]' "$out/dom.html" | wc -l)"
keys="$(grep -o ' data-key="' "$out/dom.html" | wc -l)"
if [ "$keyboards" -ne "$expected_keyboards" ]; then
  echo "check-keymap: $keyboards keyboards in the page, expected $expected_keyboards" >&2
  exit 1
fi
if [ "$keys" -ne $((expected_keyboards * keys_per_keyboard)) ]; then
  echo "check-keymap: $keys keys, expected $expected_keyboards × $keys_per_keyboard" >&2
  exit 1
fi
if grep -q '<script' "$out/dom.html"; then
  echo "check-keymap: the page has a script; it must have none" >&2
  exit 1
fi
size="$(wc -c < "$out/keymap.png")"
if [ "$size" -lt 20000 ] || [ "$(head -c 4 "$out/keymap.png" | tail -c 3)" != "PNG" ]; then
  echo "check-keymap: the screenshot is missing or blank ($size bytes)" >&2
  exit 1
fi
if [ "$update_docs" -eq 1 ]; then
  cp "$out/keymap.png" Sources/CommandKitLite/CommandKitLite.docc/Resources/keymap.png
fi
echo "check-keymap: $keyboards keyboards, $keys keys, no console errors, screenshot $size bytes"
