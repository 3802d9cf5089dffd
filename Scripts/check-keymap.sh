#!/usr/bin/env bash
# Renders the keyboard map of the example app (Examples/Notes/notes-app.json) in a real
# browser, headless Chromium, and checks the page as the browser parsed it: no console
# errors, no scripts, the expected keyboards each with every key of the US layout, and
# what SPEC §23 asks of the map: keys the system takes drawn taken even unbound (⌘Space,
# ⌘Tab, ⇧⌘3), the platform's own items (⌘Q, ⌘W, ⌘H, ⌘M) drawn as the app's, no label
# cut short, every context listed (no "+N more" on hover), combinations with nothing ever
# enabled left out and named, and the command printing the path it wrote.
# Installs Chromium from the distribution's packages when it is missing.
#
# Usage: Scripts/check-keymap.sh [CMDSHELL] [--update-docs]
#   --update-docs  also saves the screenshot as the docs' picture
#                  (Sources/CommandKitAudit/CommandKitAudit.docc/Resources/keymap.png).
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
# ⌥⇧⌘V…), use six modifier combinations with something enabled somewhere (no modifiers,
# ⌘, ⇧⌘, ⌥⌘, ⌃⌘, ⌥⇧⌘); ⌃ and ⌃⇧ hold only Show Next Tab and Show Previous Tab, never
# enabled, so they are left out. The US (ANSI) keyboard has 73 keys that can carry a
# shortcut (the ISO keyboards of the other layouts have 74).
expected_keyboards=6
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
"$cmdshell" keymap Examples/Notes/notes-app.json --out "$out/keymap.html" > "$out/wrote.txt"
if ! grep -q "^Wrote $out/keymap.html: $expected_keyboards keyboards" "$out/wrote.txt"; then
  echo "check-keymap: the command did not print the path it wrote:" >&2
  cat "$out/wrote.txt" >&2
  exit 1
fi

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
# What the page says, key by key, as the browser parsed it.
python3 - "$out/dom.html" <<'PYTHON'
import html.parser
import re
import sys

class Page(html.parser.HTMLParser):
    def __init__(self):
        super().__init__()
        self.boards = []          # [(heading, {key: classes}, table text)]
        self.caps = {}            # (board, key) -> (classes, title, texts)
        self.texts = []           # every <text> of a cap
        self.body = []            # all text
        self.stack = []
        self.heading = None
        self.cap = None
        self.in_table = False
    def handle_starttag(self, tag, attributes):
        attributes = dict(attributes)
        self.stack.append(tag)
        if tag == "h2":
            self.heading = ""
        if tag == "svg":
            self.boards.append([self.current_heading, {}, ""])
        if tag == "g" and "data-key" in attributes and self.boards:
            self.cap = attributes["data-key"]
            board = len(self.boards) - 1
            self.caps[(board, self.cap)] = [attributes.get("class", "").split(), "", []]
            self.boards[-1][1][self.cap] = attributes.get("class", "").split()
        if tag == "table" and "keys" in attributes.get("class", ""):
            self.in_table = True
    def handle_endtag(self, tag):
        if self.stack:
            self.stack.pop()
        if tag == "h2":
            self.current_heading = self.heading
            self.heading = None
        if tag == "g":
            self.cap = None
        if tag == "table":
            self.in_table = False
    def handle_data(self, data):
        self.body.append(data)
        if self.heading is not None:
            self.heading += data
        if self.in_table and self.boards:
            self.boards[-1][2] += data
        if self.cap is not None and self.stack:
            entry = self.caps[(len(self.boards) - 1, self.cap)]
            if self.stack[-1] == "title":
                entry[1] += data
            elif self.stack[-1] == "text":
                entry[2].append(data)
                self.texts.append(data)
    current_heading = None

page = Page()
page.feed(open(sys.argv[1], encoding="utf-8").read())
problems = []
boards = {heading.split(" ")[0]: index for index, (heading, _, _) in enumerate(page.boards)}

def classes(board, key):
    return page.caps.get((boards.get(board, -1), key), [[], "", []])[0]

# Keys the system takes: drawn taken though the app binds nothing there.
for board, key in [("⌘", "space"), ("⌘", "tab"), ("⇧⌘", "3"), ("⇧⌘", "4")]:
    if "reserved" not in classes(board, key):
        problems.append(f"{board}{key} is not drawn as taken by the system")
# The platform's own items are the app's: bound, neither system nor convention.
for key in ["q", "w", "h", "m"]:
    found = classes("⌘", key)
    if "bound" not in found or "reserved" in found or "convention" in found:
        problems.append(f"⌘{key.upper()} (the platform's own item) is drawn as {found}")
# No label cut short; no context hidden behind "+N more".
for text in page.texts:
    if text.endswith("…"):
        problems.append(f"a label is cut short: {text!r}")
for (board, key), (_, title, _) in page.caps.items():
    if re.search(r"\+\d+ more", title):
        problems.append(f"the tooltip of {key} hides contexts: {title!r}")
    # Every binding on the tooltip is in the keyboard's table too, with the same contexts.
    for line in title.split("\n"):
        match = re.match(r"(command|control|handler) .*: ((enabled|with focus) in .*)", line)
        if match and match.group(2) not in page.boards[board][2]:
            problems.append(f"{key}: {match.group(2)!r} is not in the table of its keyboard")
# Combinations with nothing ever enabled are left out, and named.
body = "".join(page.body)
if "Not drawn, as nothing on them is ever enabled" not in body or "Show Next Tab" not in body:
    problems.append("the left-out combinations (⌃, ⌃⇧) are not named")
if problems:
    print("check-keymap: " + "\ncheck-keymap: ".join(problems), file=sys.stderr)
    sys.exit(1)
print(f"check-keymap: {len(page.boards)} keyboards: system keys taken, platform items the app's, "
      f"no label cut, every context listed")
PYTHON
size="$(wc -c < "$out/keymap.png")"
if [ "$size" -lt 20000 ] || [ "$(head -c 4 "$out/keymap.png" | tail -c 3)" != "PNG" ]; then
  echo "check-keymap: the screenshot is missing or blank ($size bytes)" >&2
  exit 1
fi
if [ "$update_docs" -eq 1 ]; then
  cp "$out/keymap.png" Sources/CommandKitAudit/CommandKitAudit.docc/Resources/keymap.png
fi
echo "check-keymap: $keyboards keyboards, $keys keys, no console errors, screenshot $size bytes"
