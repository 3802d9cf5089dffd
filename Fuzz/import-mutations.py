#!/usr/bin/env python3
"""Mutation stress of `cmdshell import DIR`: the importer must refuse or read any file,
never crash.

The importer has no libFuzzer target (it reads whole folders and uses FoundationXML, which
the fuzz build does not link), so this drives the release `cmdshell` instead: each run
copies one of the importer's own test inputs (a folder under
Tests/Data/RealApps/ImporterDefects, or Examples/Import), mutates some of its files
(deleted and duplicated ranges, truncation, inserted tokens of Swift, Objective-C and XML:
validators, command groups, selectors, tags), imports the folder, and counts a crash
(the process killed by a signal, or an exit status other than 0, 1 or 2) or a hang (60 s).
Each crashing input is kept under --keep for reproduction.

  Fuzz/import-mutations.py [--cmdshell PATH] [--runs N | --seconds S] [--seed K] [--keep DIR]

With --runs the mutations depend on the seed alone, so CI runs the same inputs every time.
Exit status 1 when something crashed or hung.
"""
import argparse
import os
import random
import shutil
import subprocess
import sys
import tempfile
import time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))

TOKENS = [
    '{', '}', '(', ')', '[', ']', '"', '"""', '#"', '\\(', 'switch ', 'case ', 'default:',
    'return ', 'return false', 'return NO', 'guard ', 'else ', 'if ', '#selector(',
    '@selector(', '@objc ', 'func validateMenuItem(_ menuItem: NSMenuItem) -> Bool ',
    '- (BOOL)validateMenuItem:(NSMenuItem *)item ', 'CommandGroup(replacing: group.replacing) ',
    'ForEach(', 'enum Group { case a; var replacing: CommandGroupPlacement { switch self '
    '{ case .a: return .pasteboard } } }', '.keyboardShortcut(', 'Button(',
    'var body: some View ', 'struct X: View ', '@implementation ', '@end', '<', '>', '/>',
    '<menuItem ', 'keyEquivalent="', 'selector="', '<?php?>', '<?', '?>', '<!--', '-->',
    '<![CDATA[', ']]>',
    '\n', ';', ',', '.', ':', 'self', 'item.action == ', '||', '&&', '!', '==', '\\', '/*',
    '*/', '//', "'", '\u00e9', '\u0000', '\U0001F642',
]


def inputs():
    defects = os.path.join(ROOT, 'Tests/Data/RealApps/ImporterDefects')
    folders = [os.path.join(defects, name) for name in sorted(os.listdir(defects))]
    return folders + [os.path.join(ROOT, 'Examples/Import')]


def mutate(text, rng):
    for _ in range(rng.randint(1, 8)):
        if not text:
            text = rng.choice(TOKENS)
            continue
        choice, i = rng.random(), rng.randrange(len(text) + 1)
        if choice < 0.35:
            text = text[:i] + rng.choice(TOKENS) + text[i:]
        elif choice < 0.6:
            text = text[:i] + text[min(len(text), i + rng.randint(1, 40)):]
        elif choice < 0.8:
            j, k = min(len(text), i + rng.randint(1, 200)), rng.randrange(len(text) + 1)
            text = text[:k] + text[i:j] + text[k:]
        else:
            text = text[:i]
    return text


def main():
    parser = argparse.ArgumentParser(description=__doc__.split('\n\n')[0])
    parser.add_argument('--cmdshell', default=os.path.join(ROOT, '.build/release/cmdshell'))
    parser.add_argument('--runs', type=int)
    parser.add_argument('--seconds', type=float, default=60)
    parser.add_argument('--seed', type=int, default=1)
    parser.add_argument('--keep', default=os.path.join(tempfile.gettempdir(), 'import-crashes'))
    options = parser.parse_args()
    rng = random.Random(options.seed)
    folders = inputs()
    end = time.time() + options.seconds
    runs = failures = 0
    while (runs < options.runs) if options.runs is not None else (time.time() < end):
        runs += 1
        source = rng.choice(folders)
        work = tempfile.mkdtemp(prefix='import-mutation-')
        try:
            files = []
            for base, directories, names in os.walk(source):
                directories.sort()
                for name in sorted(names):
                    path = os.path.join(base, name)
                    copy = os.path.join(work, os.path.relpath(path, source))
                    os.makedirs(os.path.dirname(copy), exist_ok=True)
                    shutil.copy(path, copy)
                    files.append(copy)
            for path in rng.sample(files, rng.randint(1, len(files))):
                with open(path, encoding='utf-8', errors='surrogateescape') as handle:
                    text = handle.read()
                with open(path, 'w', encoding='utf-8', errors='surrogateescape') as handle:
                    handle.write(mutate(text, rng))
            out = work + '.json'
            try:
                status = subprocess.run(
                    [options.cmdshell, 'import', work, '--out', out], capture_output=True,
                    timeout=60).returncode
                verdict = None if 0 <= status <= 2 else f'crash (status {status})'
            except subprocess.TimeoutExpired:
                verdict = 'hang (60 s)'
            if verdict:
                failures += 1
                keep = os.path.join(options.keep, f'seed{options.seed}-run{runs}')
                shutil.rmtree(keep, ignore_errors=True)
                shutil.copytree(work, keep)
                print(f'{verdict}: a mutation of {os.path.relpath(source, ROOT)}, kept in {keep}')
        finally:
            shutil.rmtree(work, ignore_errors=True)
            if os.path.exists(work + '.json'):
                os.remove(work + '.json')
    print(f'import mutations: {runs} runs, {failures} crashes or hangs (seed {options.seed})')
    return 1 if failures else 0


if __name__ == '__main__':
    sys.exit(main())
