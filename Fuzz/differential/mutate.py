"""Writes scene files for a differential check of two decoders (see compare.sh): every
JSON file of the repository's Examples, Tests and Fuzz folders, then COUNT random mutations
of the scene files among them (values replaced by wrong types and odd strings, members
deleted, renamed, duplicated, reordered or added, elements duplicated, text truncated, bad
bytes inserted, duplicate keys).

    python3 Fuzz/differential/mutate.py OUTDIR [COUNT]
"""
import glob
import json
import os
import random
import sys

random.seed(13)
root = os.path.join(os.path.dirname(os.path.abspath(__file__)), '..', '..')
srcs = sorted(
    f for pattern in ('Examples/**/*.json', 'Tests/**/*.json', 'Fuzz/seeds/**/*', 'Fuzz/regressions/**/*')
    for f in glob.glob(os.path.join(root, pattern), recursive=True) if os.path.isfile(f))
out = sys.argv[1]
count = int(sys.argv[2]) if len(sys.argv) > 2 else 1500
os.makedirs(out, exist_ok=True)
docs = []
n = 0
def write(data):
    global n
    with open(f'{out}/{n:05d}.json', 'wb') as f: f.write(data)
    n += 1
for s in srcs:
    raw = open(s, 'rb').read()
    write(raw)
    try:
        d = json.loads(raw)
        if isinstance(d, dict) and ('app' in d or 'templates' in d or 'commands' in d): docs.append(d)
    except Exception: pass
# paths into doc
def paths(v, p=()):
    yield p, v
    if isinstance(v, dict):
        for k, x in v.items(): yield from paths(x, p + (k,))
    elif isinstance(v, list):
        for i, x in enumerate(v): yield from paths(x, p + (i,))
def get(d, p):
    for k in p: d = d[k]
    return d
def setp(d, p, val):
    get(d, p[:-1])[p[-1]] = val
fieldnames = ['id','role','children','focusable','disabled','hidden','textInput','selectable','items','selection','values','sceneValues','keys','actions','escape','magicTap','contextMenu','kind','title','root','focus','presentationOnly','menu','group','shortcut','requires','enabledIf','checkedBy','titleBy','effect','template','app','platform','windows','commands','templates','appValues','open','sheet','close','dismiss','toggle','empty','single','multiple','action','key','true','false']
weird = [None, True, False, 0, -1.5, 1e300, "", "x", "cmd+retrun", "sheet", "main", [], {}, ["a","a"], [1], {"a": 1}, "a b", "a/b", "app", "scene:x", "\u00e9\u0301", "ctrl+cmd+q", "cmd+q"]
for it in range(count):
    d = json.loads(json.dumps(random.choice(docs)))
    for _ in range(random.randint(1, 4)):
        ps = [p for p, _ in paths(d) if p]
        if not ps: break
        p = random.choice(ps)
        parent = get(d, p[:-1])
        r = random.random()
        try:
            if r < 0.25: setp(d, p, json.loads(json.dumps(random.choice(weird))))
            elif r < 0.4:
                if isinstance(parent, dict): del parent[p[-1]]
                else: parent.pop(p[-1])
            elif r < 0.55 and isinstance(parent, dict):
                k = random.choice(fieldnames)
                if random.random() < 0.5: k = k[:-1] + 'x' if k else 'q'
                parent[k] = json.loads(json.dumps(random.choice(weird + [get(d, p)])))
            elif r < 0.65 and isinstance(parent, list):
                parent.insert(random.randint(0, len(parent)), json.loads(json.dumps(get(d, p))))
            elif r < 0.75 and isinstance(parent, dict):
                # rename key (typo)
                k = p[-1]; v = parent.pop(k)
                nk = random.choice([k[:-1], k + 's', k.upper(), random.choice(fieldnames)])
                parent[nk] = v
            elif r < 0.85:
                # reorder members of an object
                if isinstance(parent, dict):
                    items = list(parent.items()); random.shuffle(items); parent.clear(); parent.update(items)
            else:
                setp(d, p, json.loads(json.dumps(random.choice([v for _, v in paths(d)]))))
        except Exception: pass
    text = json.dumps(d, ensure_ascii=random.random() < 0.5, indent=random.choice([None, 1]))
    data = text.encode()
    r = random.random()
    if r < 0.08: data = data[:random.randint(0, len(data))]
    elif r < 0.12:
        i = random.randint(0, len(data)); data = data[:i] + random.choice([b',', b'}', b'"', b'\\', b'\xff', b'[', b'1e999', b'tru', b'\x01']) + data[i:]
    elif r < 0.14:
        # duplicate key
        data = data.replace(b'"id":', b'"id": "dup", "id":', 1)
    write(data)
print(n, len(docs))
