#!/usr/bin/env python3
"""The module layering of runtime/src and emitter/src, checked.

usage: check-layers.py [--graph]

Builds the file-level import graph of each crate from its sources: every
`crate::...`, `super::...` and `self::...` path (in `use` lines and in
code; comments and string literals are ignored) is resolved to the file
that defines the module it names (`a/b.rs` or `a/b/mod.rs`, the longest
prefix of the path that is a module). `mod` declarations are containment,
not imports, and a file's imports of its ancestors (its folder's
`mod.rs`, theirs, the crate root) are not counted: a module sees its
ancestors' items, which is how Rust modules nest, not a circle.

Two rules, each one "ok"/"not ok" line (make check counts them), with
no exceptions (issue 30 removed the last circles and upward imports):

- no file-level circle: no two files import each other, directly or
  through others;
- no upward import: a file of a folder may import only from folders of a
  lower or equal layer (LAYERS, lowest first).

Each circle and upward import found is printed (a "#" line).
`--graph` prints every edge.
"""

import re
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent

# Folders (relative to the crate's src) from the lowest layer up; a file
# directly in src is in folder "". A folder may import from its own layer
# and the ones before it.
LAYERS = {
    "runtime/src": [
        ["ffi", "alloc.rs", "fault.rs", "generation.rs", "heap.rs", "limits.rs", "pool.rs", "simd.rs", "version.rs"],
        # Object storage (issue 31): byte ranges and uploads, no formats.
        ["store"],
        ["buffer", "list.rs", "assert.rs"],
        ["arrow/cdata", "arrow/tensor", "arrow"],
        ["exception", "class.rs", "file.rs"],
        ["rb", "rb/ipc"],
        ["rb/csv", "rb/parquet", "rb/parquet/encode", "rb/parquet/guard", "rb/parquet/thrift_words"],
        ["frame", "frame/compute", "frame/formats"],
        # IRx 1.25's checked irx_rb_api_* layer: boxes over the C
        # functions of rb and frame.
        ["checked"],
        ["lib.rs"],
    ],
    "emitter/src": [
        ["error.rs"],
        ["ir"],
        ["runtime"],
        # The lowering helpers write and reflect.rs reads the same `!irx.abi`
        # records.
        ["lower", "reflect.rs"],
        ["decl.rs", "link.rs", "report.rs"],
        ["cli.rs", "lib.rs"],
        ["bin"],
    ],
}

def strip(text):
    """Rust source without comments, string and char literals (their
    contents can spell paths)."""
    out, i, n = [], 0, len(text)
    while i < n:
        c = text[i]
        if text.startswith("//", i):
            j = text.find("\n", i)
            i = n if j < 0 else j
        elif text.startswith("/*", i):
            depth, i = 1, i + 2
            while i < n and depth:
                if text.startswith("/*", i):
                    depth, i = depth + 1, i + 2
                elif text.startswith("*/", i):
                    depth, i = depth - 1, i + 2
                else:
                    i += 1
        elif (m := re.match(r'b?r(#*)"', text[i:])) and (i == 0 or not (text[i - 1].isalnum() or text[i - 1] == "_")):
            end = text.find('"' + m.group(1), i + len(m.group(0)))
            i = n if end < 0 else end + 1 + len(m.group(1))
            out.append('""')
        elif c == '"':
            i += 1
            while i < n and text[i] != '"':
                i += 2 if text[i] == "\\" else 1
            i += 1
            out.append('""')
        elif c == "'" and re.match(r"'(\\.[^']*|[^\\'])'", text[i:]):
            i += len(re.match(r"'(\\.[^']*|[^\\'])'", text[i:]).group(0))
        else:
            out.append(c)
            i += 1
    return "".join(out)


def expand(tree):
    """The paths of a `use` tree: `a::{b, c::{d, self}}` -> a::b, a::c::d,
    a::c."""
    tree = re.sub(r"\s+", "", tree)
    depth, start = 0, None
    for i, c in enumerate(tree):
        if c == "{":
            if depth == 0:
                start = i
            depth += 1
        elif c == "}":
            depth -= 1
            if depth == 0:
                prefix, inner = tree[:start], tree[start + 1 : i]
                parts, level, last = [], 0, 0
                for j, d in enumerate(inner + ","):
                    if d in "{":
                        level += 1
                    elif d == "}":
                        level -= 1
                    elif d == "," and level == 0:
                        if inner[last:j]:
                            parts.append(inner[last:j])
                        last = j + 1
                out = []
                for part in parts:
                    for path in expand(part):
                        out.append(prefix.rstrip(":") if path == "self" else prefix + path)
                return out
    return [re.sub(r"\bas\w+$", "", tree)]


class Crate:
    def __init__(self, src):
        self.src = ROOT / src
        self.files = sorted(self.src.rglob("*.rs"))
        self.modules = {}  # module path tuple -> file
        for f in self.files:
            rel = f.relative_to(self.src)
            parts = list(rel.with_suffix("").parts)
            if parts[-1] == "mod":
                parts.pop()
            if parts in (["lib"], ["main"]):
                parts = []
            if parts and parts[0] == "bin":
                continue  # binaries are crates of their own
            self.modules[tuple(parts)] = f

    def module_of(self, f):
        return next((m for m, g in self.modules.items() if g == f), None)

    def resolve(self, here, path):
        """The file of the longest module prefix of `path` (a `::` path
        seen in module `here`)."""
        parts = path.split("::")
        if parts[0] == "crate":
            base, rest = [], parts[1:]
        elif parts[0] in ("super", "self"):
            base = list(here)
            while parts and parts[0] in ("super", "self"):
                if parts.pop(0) == "super":
                    base = base[:-1]
            rest = parts
        else:
            return None
        best = tuple(base)
        for k in range(1, len(rest) + 1):
            if tuple(base + rest[:k]) in self.modules:
                best = tuple(base + rest[:k])
            else:
                break
        return self.modules.get(best)

    def edges(self):
        out = {}
        for f in self.files:
            here = self.module_of(f)
            if here is None:
                continue
            code = strip(f.read_text())
            paths = []
            for m in re.finditer(r"\buse\s+([^;]+);", code):
                paths += expand(m.group(1))
            code = re.sub(r"\buse\s+[^;]+;", " ", code)
            paths += re.findall(r"(?<![\w:])((?:crate|super|self)(?:::\w+)+)", code)
            targets = set()
            ancestors = {self.modules.get(here[:k]) for k in range(len(here))}
            for p in paths:
                t = self.resolve(here, p.replace("::*", ""))
                if t is not None and t != f and t not in ancestors:
                    targets.add(t)
            out[f] = targets
        return out


def folder(src, f):
    rel = f.relative_to(ROOT / src)
    if len(rel.parts) == 1:
        return rel.name
    path = str(rel.parent)
    return path


def layer(src, f):
    name = folder(src, f)
    for rank, group in enumerate(LAYERS[src]):
        if name in group:
            return rank
    raise SystemExit(f"check-layers.py: {src}/{name} is in no layer of LAYERS")


def strongly_connected(graph):
    index, low, stack, on, out, counter = {}, {}, [], set(), [], [0]

    def visit(v):
        index[v] = low[v] = counter[0]
        counter[0] += 1
        stack.append(v)
        on.add(v)
        for w in graph.get(v, ()):
            if w not in index:
                visit(w)
                low[v] = min(low[v], low[w])
            elif w in on:
                low[v] = min(low[v], index[w])
        if low[v] == index[v]:
            group = set()
            while True:
                w = stack.pop()
                on.discard(w)
                group.add(w)
                if w == v:
                    break
            if len(group) > 1:
                out.append(group)

    sys.setrecursionlimit(10000)
    for v in sorted(graph):
        if v not in index:
            visit(v)
    return out


def rel(f):
    return str(f.relative_to(ROOT))


def main(argv):
    show = "--graph" in argv
    circles, upward = [], []
    for src in LAYERS:
        graph = Crate(src).edges()
        if show:
            for f, ts in sorted(graph.items()):
                for t in sorted(ts):
                    print(f"{rel(f)} -> {rel(t)}")
        circles += [{rel(f) for f in group} for group in strongly_connected(graph)]
        for f, ts in graph.items():
            for t in ts:
                if layer(src, t) > layer(src, f):
                    upward.append((rel(f), rel(t)))
    for c in sorted(circles, key=sorted):
        print(f"# circle: {' <-> '.join(sorted(c))}")
    if circles:
        print(f"not ok no file-level import circle ({len(circles)} found)")
    else:
        print("ok no file-level import circle")
    for f, t in sorted(set(upward)):
        print(f"# upward import: {f} -> {t}")
    if upward:
        print(f"not ok no upward import between folders ({len(set(upward))} found)")
    else:
        print("ok no upward import between folders")

if __name__ == "__main__":
    main(sys.argv[1:])
