#!/usr/bin/env python3
"""Regenerates Sources/CommandKitLite/Keys/Layouts/KeyboardLayout+Tables.swift: which key and
modifiers type each character on the Mac keyboard layouts of SPEC §21.

Sources (read only here, never by the library at build, run or test time):
  1. The xkb symbols files of the Debian package `xkb-data` (xkeyboard-config), installed at
     /usr/share/X11/xkb/symbols, for the Mac variants us(mac), de(mac), fr(mac), ch(de_mac),
     ch(fr_mac), gb(mac), it(mac), se(mac). xkeyboard-config is under MIT/X11-style licences
     (see /usr/share/doc/xkb-data/copyright). Keysym names are resolved with X11's
     keysymdef.h (x11proto-dev, MIT licence).
  2. A second source for every level: Unicode CLDR's Mac keyboard data (keyboards/osx, Unicode
     License), transcribed in Scripts/layouts/cldr-osx-crosscheck.txt. xkb's Mac variants
     partly fall back on the PC layouts (gb(mac) includes `latin`, de(mac) includes `de`), so
     where the two sources differ the table follows CLDR, whose data was taken from Apple's own
     layouts, and the generated file lists every such cell with both values.

Left out, because xkb-data does not describe the Mac layout there: es(mac) only includes the
PC `es` layout, jp(mac) is the kana layout and nl(mac) is a stub (`latin` plus nothing).

Levels: xkb level 1 is the bare key, 2 Shift, 3 Option, 4 Shift+Option (on the Mac variants
level 3 is what Option types). A dead key types nothing by itself, so its character is
unreachable; it is kept (as `dead`) only so messages can say why.

Keys are named by the US character of the same physical key (`7`, `[`, `;`, `/`), and the ISO
key between left Shift and Z is `§` (what the US Mac layout types there).

usage: python3 Scripts/generate-layouts.py            # rewrite the Swift file (then swift format)
       python3 Scripts/generate-layouts.py --check    # exit 1 if the committed file differs
"""
import os
import re
import subprocess
import sys
import tempfile

SYMBOLS = '/usr/share/X11/xkb/symbols'
KEYSYMDEF = '/usr/include/X11/keysymdef.h'
HERE = os.path.dirname(os.path.abspath(__file__))
CROSSCHECK = os.path.join(HERE, 'layouts', 'cldr-osx-crosscheck.txt')
OUTPUT = os.path.join(HERE, '..', 'Sources', 'CommandKitLite', 'Keys', 'Layouts',
                      'KeyboardLayout+Tables.swift')

# (id, name, xkb file, xkb variant, ANSI keyboard?)
LAYOUTS = [
    ('us', 'U.S.', 'us', 'mac', True),
    ('de', 'German', 'de', 'mac', False),
    ('fr', 'French', 'fr', 'mac', False),
    ('ch-de', 'Swiss German', 'ch', 'de_mac', False),
    ('ch-fr', 'Swiss French', 'ch', 'fr_mac', False),
    ('uk', 'British', 'gb', 'mac', False),
    ('it', 'Italian', 'it', 'mac', False),
    ('se', 'Swedish', 'se', 'mac', False),
]
LEFT_OUT = [
    ('es', 'es(mac) only includes the PC layout `es`'),
    ('jp', 'jp(mac) is the kana layout'),
    ('nl', 'nl(mac) is a stub: `latin` and nothing Dutch'),
]

# xkb key name -> the US character of that physical key.
KEYS = [('TLDE', '`')] + [('AE%02d' % i, c) for i, c in enumerate('1234567890-=', 1)] \
    + [('AD%02d' % i, c) for i, c in enumerate('qwertyuiop[]', 1)] + [('BKSL', '\\')] \
    + [('AC%02d' % i, c) for i, c in enumerate("asdfghjkl;'", 1)] + [('LSGT', '§')] \
    + [('AB%02d' % i, c) for i, c in enumerate('zxcvbnm,./', 1)]
LEVELS = ['base', 'shift', 'opt', 'shiftopt']


def cldr_order(ansi):
    """CLDR's ISO key order mapped onto xkb key names (see the crosscheck file's header)."""
    e00, b00 = ('TLDE', 'LSGT') if ansi else ('LSGT', 'TLDE')
    return [e00] + ['AE%02d' % i for i in range(1, 13)] + ['AD%02d' % i for i in range(1, 13)] \
        + ['BKSL'] + ['AC%02d' % i for i in range(1, 12)] + [b00] \
        + ['AB%02d' % i for i in range(1, 11)]


def load_keysyms():
    names = {}
    pattern = re.compile(r'#define XK_(\w+)\s+0x([0-9a-fA-F]+)\s*(?:/\*\s*U\+([0-9A-Fa-f]+))?')
    for line in open(KEYSYMDEF, encoding='utf-8'):
        m = pattern.match(line)
        if m and m.group(3):
            names.setdefault(m.group(1), chr(int(m.group(3), 16)))
    return names


KEYSYMS = load_keysyms()
# Dead keys: the spacing form of the accent, for messages.
DEAD = {'grave': '`', 'acute': '´', 'circumflex': '^', 'tilde': '~', 'diaeresis': '¨',
        'abovering': '˚', 'cedilla': '¸', 'ogonek': '˛', 'doubleacute': '˝', 'caron': 'ˇ',
        'breve': '˘', 'macron': '¯', 'abovedot': '˙', 'belowdot': '.', 'hook': '̉',
        'horn': '̛', 'stroke': '/', 'greek': 'µ', 'perispomeni': '~'}


def keysym(name):
    """(character, dead) for a keysym name; None for NoSymbol/VoidSymbol or unknown names."""
    if name in ('NoSymbol', 'VoidSymbol', ''):
        return None
    if name.startswith('dead_'):
        return (DEAD.get(name[5:], '?'), True)
    if len(name) == 1:
        return (name, False)
    m = re.fullmatch(r'U([0-9A-Fa-f]{4,6})', name)
    if m:
        return (chr(int(m.group(1), 16)), False)
    m = re.fullmatch(r'0x0?100([0-9A-Fa-f]{4})', name)
    if m:
        return (chr(int(m.group(1), 16)), False)
    if name in KEYSYMS:
        return (KEYSYMS[name], False)
    return None


def strip_comments(text):
    return re.sub(r'//[^\n]*|#[^\n]*|/\*.*?\*/', '', text, flags=re.S)


def variant_body(file, variant):
    text = strip_comments(open(os.path.join(SYMBOLS, file), encoding='utf-8').read())
    blocks = list(re.finditer(r'((?:\w+\s+)*)xkb_symbols\s+"([^"]+)"\s*\{', text))
    chosen = None
    for m in blocks:
        if (variant is None and 'default' in m.group(1).split()) or m.group(2) == variant:
            chosen = m
            break
    if chosen is None and variant is None and blocks:
        chosen = blocks[0]
    if chosen is None:
        raise SystemExit('xkb symbols %s(%s) not found' % (file, variant))
    depth, i = 1, chosen.end()
    while depth:
        depth += {'{': 1, '}': -1}.get(text[i], 0)
        i += 1
    return text[chosen.end():i - 1]


def merge(into, key, levels, mode):
    old = into.get(key, [])
    if mode == 'augment':
        new = old + levels[len(old):] if old else levels
        new = [o if o is not None else n for o, n in zip(new, levels + [None] * len(new))]
    elif mode == 'replace':
        new = levels
    else:  # override: a level the new definition leaves out keeps the old symbol
        width = max(len(old), len(levels))
        old = old + [None] * (width - len(old))
        levels = levels + [None] * (width - len(levels))
        new = [n if n is not None else o for o, n in zip(old, levels)]
    into[key] = new


def resolve(file, variant, seen=()):
    """The key map of an xkb symbols variant with its includes, group 1 only."""
    if (file, variant) in seen:
        return {}
    keys = {}
    body = variant_body(file, variant)
    statement = re.compile(
        r'(?:(augment|override|replace)\s+)?include\s+"([^"]+)"'
        r'|(?:(augment|override|replace)\s+)?key\s+<(\w+)>\s*\{(.*?)\}\s*;', re.S)
    for m in statement.finditer(body):
        if m.group(2):
            mode = m.group(1) or 'override'
            for part in re.findall(r'([|+]?)([^|+]+)', m.group(2)):
                sep, ref = part
                rm = re.fullmatch(r'\s*([\w/-]+)(?:\(([\w-]+)\))?\s*', ref)
                if not rm:
                    continue
                sub = resolve(rm.group(1), rm.group(2), seen + ((file, variant),))
                for key, levels in sub.items():
                    merge(keys, key, levels, 'augment' if sep == '|' else mode)
        else:
            mode = m.group(3) or 'override'
            key, inner = m.group(4), m.group(5)
            lists = [l for l in re.findall(r'\[([^\]]*)\]', inner)
                     if not re.fullmatch(r'\s*[Gg]roup\d\s*', l)]
            if not lists:
                continue
            levels = [keysym(s.strip()) for s in lists[0].split(',')]
            merge(keys, key, levels, mode)
    return keys


def load_crosscheck():
    table = {}
    for line in open(CROSSCHECK, encoding='utf-8'):
        if line.startswith('#') or not line.strip():
            continue
        parts = line.rstrip('\n').split(' ')
        layout, level, cells = parts[0], parts[1], parts[2:]
        if len(cells) != 48:
            raise SystemExit('%s: %s %s has %d cells, not 48' % (CROSSCHECK, layout, level, len(cells)))
        table[(layout, level)] = [None if c == 'NONE' else
                                  chr(int(c[2:], 16)) if c.startswith('U+') else c for c in cells]
    return table


# Characters that, when CLDR puts them where xkb has something else, are taken to be dead keys
# on the Mac (Apple's layouts show these spacing accents for their dead keys); plain ASCII
# `^ ~ are taken as typed.
SPACING_ACCENTS = set('´ˆ¨˜˚¸˛˝ˇ˘¯˙')


def build():
    cldr = load_crosscheck()
    version = subprocess.run(['dpkg-query', '-W', '-f=${Version}', 'xkb-data'],
                             capture_output=True, text=True).stdout.strip() or 'unknown'
    layouts, notes = [], []
    for lid, name, file, variant, ansi in LAYOUTS:
        xkb = resolve(file, variant)
        cells = {key: [None] * 4 for key, _ in KEYS}
        for key, _ in KEYS:
            for level, value in enumerate(xkb.get(key, [])[:4]):
                cells[key][level] = value
        differences = []
        for level, level_name in enumerate(LEVELS):
            for key, theirs in zip(cldr_order(ansi), cldr[(lid, level_name)]):
                ours = cells[key][level]
                if theirs is None or (ours is not None and ours[0] == theirs):
                    continue
                if ours is not None and ours[1] and theirs in set(DEAD.values()) | SPACING_ACCENTS:
                    dead = True
                else:
                    dead = theirs in SPACING_ACCENTS
                cells[key][level] = (theirs, dead)
                differences.append((dict(KEYS)[key], level_name, ours, theirs))
        layouts.append((lid, name, '%s(%s)' % (file, variant), cells))
        notes.append((lid, differences))
    return version, layouts, notes


def swift_string(text):
    out = ''
    for ch in text:
        if ch in '\\"':
            out += '\\' + ch
        elif ord(ch) < 0x20 or 0x300 <= ord(ch) < 0x370:
            out += '\\u{%X}' % ord(ch)
        else:
            out += ch
    return '"' + out + '"'


def shown(ch):
    """A character for a comment: invisible, private-use and combining ones as U+XXXX."""
    code = ord(ch)
    if code < 0x21 or 0x300 <= code < 0x370 or 0xE000 <= code <= 0xF8FF or code in (0xA0, 0xAD):
        return 'U+%04X' % code
    return ch


def describe(value):
    if value is None:
        return 'nothing'
    return ('dead %s' if value[1] else '%s') % shown(value[0])


def wrapped(text, prefix='// '):
    lines, line = [], prefix.rstrip()
    for word in text.split(' '):
        if len(line) + 1 + len(word) > 98:
            lines.append(line)
            line = prefix.rstrip() + '  '
        line += ' ' + word
    return lines + [line]


def render():
    version, layouts, notes = build()
    out = [
        '// Generated by Scripts/generate-layouts.py. Do not edit by hand.',
        '//',
    ] + wrapped('Source 1: xkb-data %s (Debian package of xkeyboard-config, MIT/X11-style'
                ' licences), /usr/share/X11/xkb/symbols, Mac variants: ' % version + ', '.join(
                    '%s = %s' % (lid, ref) for lid, _, ref, _ in layouts) + '.') + [
        '// Source 2: Unicode CLDR keyboards/osx (Unicode License), transcribed in',
        '// Scripts/layouts/cldr-osx-crosscheck.txt. Where the two differ the table follows CLDR',
        '// (taken from Apple\'s own layouts); every such cell is listed below as',
        '// "key level: xkb value -> CLDR value".',
    ] + wrapped('Left out (xkb-data does not describe the Mac layout): ' + '; '.join(
        '%s: %s' % (lid, why) for lid, why in LEFT_OUT) + '.') + ['//']
    for lid, differences in notes:
        if not differences:
            out.append('// %s: the sources agree on every key and level.' % lid)
            continue
        out.append('// %s: %d cells differ:' % (lid, len(differences)))
        line = '//  '
        for key, level, ours, theirs in differences:
            item = ' %s %s: %s -> %s;' % (key, level, describe(ours), shown(theirs))
            if len(line) + len(item) > 98:
                out.append(line)
                line = '//  '
            line += item
        out.append(line)
    out += ['', 'extension KeyboardLayout {',
            '  /// The generated tables: per layout, each key (named by its US character) with what',
            '  /// it types bare, with Shift, with Option and with Shift+Option. `""` types nothing,',
            '  /// `"dead x"` is a dead key showing `x` (it types nothing by itself).',
            '  static let tables: [Table] = [']
    for lid, name, ref, cells in layouts:
        out.append('    Table(')
        out.append('      id: %s, name: %s, source: %s,' % (
            swift_string(lid), swift_string(name), swift_string('xkb-data ' + ref)))
        out.append('      keys: [')
        for key, us in KEYS:
            values = []
            for value in cells[key]:
                if value is None:
                    values.append('""')
                else:
                    values.append(swift_string(('dead ' if value[1] else '') + value[0]))
            out.append('        (%s, [%s]),' % (swift_string(us), ', '.join(values)))
        out.append('      ]),')
    out += ['  ]', '}', '']
    return '\n'.join(out)


def formatted(text):
    with tempfile.NamedTemporaryFile('w', suffix='.swift', delete=False, encoding='utf-8') as f:
        f.write(text)
        path = f.name
    subprocess.run(['swift', 'format', '-i', '--configuration',
                    os.path.join(HERE, '..', '.swift-format'), path], check=True)
    result = open(path, encoding='utf-8').read()
    os.unlink(path)
    return result


def main():
    text = formatted(render())
    if '--check' in sys.argv:
        if open(OUTPUT, encoding='utf-8').read() != text:
            sys.stderr.write('%s differs from what Scripts/generate-layouts.py generates\n' % OUTPUT)
            sys.exit(1)
        return
    os.makedirs(os.path.dirname(OUTPUT), exist_ok=True)
    open(OUTPUT, 'w', encoding='utf-8').write(text)


if __name__ == '__main__':
    main()
