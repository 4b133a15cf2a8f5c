#!/usr/bin/env python3
"""What each dependency adds to libirx_runtime.a (issue 14's question for
the parquet, zstd and ring crates): the archive's members are taken apart,
the C and assembly objects attributed by file (zstd-sys's, ring's), and
the symbols of the Rust object by the crate their demangled path starts
with (`nm --size-sort -S -C`). Prints a markdown table of bytes of code
and data (as `size` counts them) and, with --json, the figures.

usage: bench/archive_share.py ARCHIVE [--json OUT]
"""
import json
import re
import subprocess
import sys
import tempfile
from collections import Counter
from pathlib import Path

ZSTD = re.compile(r"zstd|huf_|fse_|hist|pool|threading|entropy_common|error_private|debug|zdict|cover|divsufsort")
GROUPS = ["parquet", "zstd", "ring", "snap", "arrow", "std/core/alloc", "irx_runtime", "other"]


def crate_of(name):
    name = name.lstrip("<&* ")
    head = re.split(r"::|<| ", name, maxsplit=1)[0]
    if head.startswith("_ZN") or head.startswith("_R"):
        return "other"
    if head in ("parquet", "parquet_variant"):
        return "parquet"
    if head.startswith("zstd") or head.startswith("ZSTD") or head.startswith("HUF_") or head.startswith("FSE_"):
        return "zstd"
    if head.startswith("ring") or head.startswith("ring_core"):
        return "ring"
    if head == "snap":
        return "snap"
    if head.startswith("arrow") or head in ("flatbuffers", "lexical_core", "half", "chrono", "num", "num_traits"):
        return "arrow"
    if head in ("std", "core", "alloc", "hashbrown", "gimli", "addr2line", "miniz_oxide", "rustc_demangle"):
        return "std/core/alloc"
    if head in ("irx_runtime", "irx_runtime_1_25"):
        return "irx_runtime"
    return "other"


def main():
    if len(sys.argv) < 2:
        sys.exit(__doc__)
    archive = Path(sys.argv[1]).resolve()
    totals = Counter()
    with tempfile.TemporaryDirectory() as tmp:
        subprocess.run(["ar", "x", str(archive)], cwd=tmp, check=True)
        for obj in sorted(Path(tmp).iterdir()):
            if "rcgu" in obj.name and ("irx_runtime" in obj.name):
                out = subprocess.run(["nm", "--size-sort", "-S", "-C", "--defined-only", str(obj)],
                                     capture_output=True, text=True, check=True).stdout
                for line in out.splitlines():
                    parts = line.split(" ", 3)
                    if len(parts) < 4 or parts[2] not in "TtDdRrBbVvWw":
                        continue
                    totals[crate_of(parts[3])] += int(parts[1], 16)
                continue
            size = subprocess.run(["size", str(obj)], capture_output=True, text=True).stdout.splitlines()
            text, data = (int(x) for x in size[-1].split()[:2]) if len(size) > 1 else (0, 0)
            name = obj.name.split("-", 1)[-1]
            if obj.name.startswith("compiler_builtins"):
                group = "std/core/alloc"
            elif ZSTD.search(name):
                group = "zstd"
            else:
                group = "ring"
            totals[group] += text + data
    whole = sum(totals.values())
    print("| part of the archive | code + data | share |")
    print("|---|---|---|")
    for group in GROUPS:
        print(f"| {group} | {totals[group] / 1024:.0f} KiB | {100 * totals[group] / whole:.1f}% |")
    print(f"| all (symbols and objects counted) | {whole / 1024:.0f} KiB | 100% |")
    if "--json" in sys.argv:
        Path(sys.argv[sys.argv.index("--json") + 1]).write_text(json.dumps(dict(totals), indent=1))


if __name__ == "__main__":
    main()
