#!/usr/bin/env python3
"""Where a press's time goes that instruction counts do not show (issue 28, round nine).

usage: Scripts/runtime-calls.py [--shape COMMANDS DEPTH] [path/to/cmdbench]
       (default .build/release/cmdbench, 10000 commands, depth 32)

Runs `cmdbench --instructions-probe COMMANDS DEPTH 2000 full` under callgrind twice, as
`cmdbench` itself does (collection only inside `instructionCountedRegion`, one dump per
figure), and prints per operation of each figure (the menu per command):
1. calls of the runtime's entry points (retain, release, allocation, casts...). Counted from
   each function's entry instruction (`--dump-instr=yes`): callgrind's own call counts
   include calls made while collection was off (the uncounted warm-up doubles them);
2. atomic read-modify-writes: executions of `lock`-prefixed instructions (a retain of a
   small or immortal string calls `swift_retain` but does no atomic operation);
3. with `--cache-sim=yes --branch-sim=yes`: D1/LL misses and mispredicted branches.
The uncached press is (value set + press) - (value set), as `cmdbench` computes it.
"""
import collections, glob, os, re, subprocess, sys, tempfile

if any(a in ("-h", "--help") for a in sys.argv[1:]):
    print(__doc__.strip())
    sys.exit(0)
ARGS = sys.argv[1:]
SHAPE = ["10000", "32"]
if ARGS[:1] == ["--shape"]:
    SHAPE, ARGS = ARGS[1:3], ARGS[3:]  # e.g. --shape 100000 64, as the scaling figures
BINARY = os.path.abspath(ARGS[0] if ARGS else ".build/release/cmdbench")
OPS, NAMES = 2000, ["floor", "hit", "repeat", "both", "change", "control", "miss", "resolve", "focus", "menu"]
ORDER = ["hit", "repeat", "uncached", "change", "control", "miss", "resolve", "focus", "menu/cmd"]
REGION = ("$s8cmdbench24instructionCountedRegionyyyyXEF57$s8cmdbench17InstructionCountsV8runChild"
          "yySaySSGFZyyXEfU_14CommandKitLite3AppVIegl_AFTf1c_nTf4gn_n")


def run(extra):
    """Runs the probe under callgrind; returns the dumps' prefix and the menu's commands."""
    directory = tempfile.mkdtemp(prefix="runtime-calls-")
    out = os.path.join(directory, "cg.out")
    env = dict(os.environ, SWIFT_DETERMINISTIC_HASHING="1")
    printed = subprocess.run(
        ["valgrind", "--tool=callgrind", *extra, "--collect-atstart=no",
         "--toggle-collect=*instructionCountedRegion*", f"--zero-before={REGION}",
         "--dump-before=$s8cmdbench20instructionCountDumpyyF", f"--callgrind-out-file={out}",
         BINARY, "--instructions-probe", *SHAPE, str(OPS), "full"],
        env=env, capture_output=True, text=True).stdout
    return out, int("".join(c for c in printed if c.isdigit()))


def scaled(per, commands):
    """Per operation; the menu per command; the uncached press as a difference."""
    bars = max(1, OPS // 100)
    out = {n: {k: v / OPS for k, v in per[n].items()} for n in NAMES if n != "menu"}
    out["menu/cmd"] = {k: v / bars / commands for k, v in per["menu"].items()}
    keys = set(out["both"]) | set(out["change"])
    out["uncached"] = {k: out["both"].get(k, 0) - out["change"].get(k, 0) for k in keys}
    return out


def table(title, out, label=lambda k: k):
    keys = sorted({k for n in ORDER for k, v in out[n].items() if abs(v) >= 0.005})
    print(title.ljust(50) + "".join(n.rjust(9) for n in ORDER))
    for k in keys:
        print(label(k)[:49].ljust(50) + "".join(f"{out[n].get(k, 0):9.2f}" for n in ORDER))


def lines(prefix, i):
    with open(f"{prefix}.{i}") as f:
        for line in f:
            yield line.rstrip("\n")


ENTRY = re.compile(
    r"^(swift_retain|swift_release|swift_bridgeObjectRetain|swift_bridgeObjectRelease|"
    r"swift_allocObject|swift_deallocObject|malloc|free|swift_beginAccess|swift_dynamicCast\w*|"
    r"swift_getGenericMetadata|swift_getAssociated\w*|swift_isUniquelyReferenced\w*|"
    r"swift_arrayInitWithCopy|swift_arrayDestroy|__swift_instantiateConcreteTypeFromMangledName|"
    r"swift_conformsToProtocol\w*|swift_once|swift_weak\w*|swift_unowned\w*)$")


def lock_addresses(path):
    listing = subprocess.run(["objdump", "-d", "--no-show-raw-insn", path],
                             capture_output=True, text=True).stdout
    found, function = {}, None
    for line in listing.splitlines():
        m = re.match(r"^[0-9a-f]+ <(.*)>:$", line)
        if m:
            function = m.group(1)
        elif "lock " in line:
            found[int(line.split(":")[0].strip(), 16)] = function
    return found


def instructions(prefix, commands):
    """Entry-point calls and lock-prefixed executions, from a --dump-instr=yes run."""
    core = glob.glob("/opt/swift/usr/lib/swift/linux/libswiftCore.so") or glob.glob(
        "/usr/lib/swift/linux/libswiftCore.so")
    objects = {os.path.basename(BINARY): lock_addresses(BINARY)}
    if core:
        objects["libswiftCore.so"] = lock_addresses(core[0])
    libc = glob.glob("/usr/lib/x86_64-linux-gnu/libc.so.6")
    if libc:
        objects["libc.so.6"] = lock_addresses(libc[0])
    fnmap, obmap, calls, atomics = {}, {}, {}, {}
    for i, n in enumerate(NAMES, 1):
        entry, locked = {}, collections.Counter()
        fn = ob = None
        last, after_call = 0, False
        for line in lines(prefix, i):
            m = re.match(r"^(c?fn|c?ob)=\((\d+)\)(?: (.*))?$", line)
            if m:
                kind, idx, name = m.groups()
                table_ = fnmap if kind.endswith("fn") else obmap
                if name:
                    table_[idx] = name.strip() if kind.endswith("fn") else name.rsplit("/", 1)[-1]
                if kind == "fn":
                    fn = fnmap.get(idx)
                elif kind == "ob":
                    ob = obmap.get(idx)
                continue
            if line.startswith("calls="):
                after_call = True
                continue
            if not line or line[0] not in "0123456789+-*":
                continue
            parts = line.split()
            a = parts[0]
            address = int(a, 16) if a.startswith("0x") else (last + int(a) if a[0] in "+-" else last)
            last = address
            if after_call:  # the call's inclusive cost, not an instruction of this function
                after_call = False
                continue
            if len(parts) < 3:
                continue
            count = int(parts[2])  # positions: instr line
            if ob in objects and address in objects[ob]:
                locked[(ob, objects[ob][address])] += count
            base = (fn or "").split("'")[0]
            if ENTRY.match(base):
                if base not in entry or address < entry[base][0]:
                    entry[base] = (address, count)
                elif address == entry[base][0]:
                    entry[base] = (address, entry[base][1] + count)
        calls[n] = {k: v[1] for k, v in entry.items()}
        atomics[n] = locked
    table("calls of runtime entry points", scaled(calls, commands))
    print()
    out = scaled(atomics, commands)
    table("atomic (lock-prefixed) instructions in", out, lambda k: f"{k[0][:14]}:{k[1][:34]}")
    print("total".ljust(50) + "".join(f"{sum(out[n].values()):9.2f}" for n in ORDER))


def caches(prefix, commands):
    per = {}
    for i, n in enumerate(NAMES, 1):
        events = totals = None
        for line in lines(prefix, i):
            if line.startswith("events:"):
                events = line.split()[1:]
            if line.startswith("summary:"):
                totals = [int(x) for x in line.split()[1:]]
        per[n] = dict(zip(events, totals))
    out = scaled(per, commands)
    keys = ["Ir", "Dr", "Dw", "I1mr", "D1mr", "D1mw", "ILmr", "DLmr", "DLmw", "Bc", "Bcm", "Bi", "Bim"]
    print("figure".ljust(10) + "".join(k.rjust(9) for k in keys))
    for n in ORDER:
        print(n.ljust(10) + "".join(f"{out[n].get(k, 0):9.2f}" for k in keys))


if __name__ == "__main__":
    prefix, commands = run(["--dump-instr=yes"])
    instructions(prefix, commands)
    print()
    prefix, commands = run(["--cache-sim=yes", "--branch-sim=yes"])
    caches(prefix, commands)
