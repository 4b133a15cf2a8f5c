#!/usr/bin/env python3
"""link_spread.py: how much code placement moves bench.c's ratios (issue 32).

A ratio of two short loops (a checked element read against nanoarrow's, a
retain/release pair against the compare-and-swap floor) can move by more
than the difference it measures when only the addresses of the code change.
This links bench.c against our archive and nanoarrow several times, each
build placing the code differently (function alignment, the order of the
archives on the link line), runs the builds interleaved with --only for the
metrics asked, and prints each metric's and each ratio's min and max over
the builds, with the machine and the compiler.

usage: bench/link_spread.py --lib target/release/libirx_runtime.a \
         --nanoarrow build/nanoarrow [--cc clang] [--rounds 3] [--reps 9] \
         [--out build/bench/spread] [--markdown FILE] METRIC_PREFIX...
Without prefixes: import_move, base_na_consume, roundtrip, base_na_roundtrip,
value_sum, base_na_get_checked, array_retain_release, base_checked_pair.
"""
import argparse
import os
import platform
import statistics
import subprocess
import sys
from pathlib import Path

NATIVE = "-lgcc_s -lutil -lrt -lpthread -lm -ldl -lc".split()
CFLAGS = "-std=c99 -O2 -Wall -Wextra -Wpedantic -Werror -DBENCH_EXTENSIONS -DBENCH_NANOARROW".split()
# (name, extra compiler flags, nanoarrow before our archive on the link line)
VARIANTS = [
    ("default", [], False),
    ("align64", ["-falign-functions=64"], False),
    ("align16-swapped", ["-falign-functions=16"], True),
]
DEFAULT_PREFIXES = ["import_move", "base_na_consume", "roundtrip", "base_na_roundtrip", "value_sum",
                    "base_na_get_checked", "array_retain_release", "base_checked_pair"]


def cpu_model():
    for line in Path("/proc/cpuinfo").read_text().splitlines():
        if line.startswith("model name"):
            return line.split(":", 1)[1].strip()
    return platform.processor() or "unknown"


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--lib", required=True)
    ap.add_argument("--nanoarrow", required=True)
    ap.add_argument("--cc", default="clang")
    ap.add_argument("--rounds", type=int, default=3)
    ap.add_argument("--reps", type=int, default=9)
    ap.add_argument("--scale", default="1")
    ap.add_argument("--out", default="build/bench/spread")
    ap.add_argument("--markdown")
    ap.add_argument("prefixes", nargs="*")
    args = ap.parse_args()
    prefixes = args.prefixes or DEFAULT_PREFIXES
    out = Path(args.out)
    out.mkdir(parents=True, exist_ok=True)
    na_lib = f"{args.nanoarrow}/libnanoarrow.a"
    bins = []
    for name, flags, swapped in VARIANTS:
        exe = out / f"bench-{name}"
        libs = [na_lib, args.lib] if swapped else [args.lib, na_lib]
        cmd = [args.cc, *CFLAGS, *flags, "-Iinclude", f"-I{args.nanoarrow}/include", "-o", str(exe),
               "bench/bench.c", *libs, *NATIVE]
        subprocess.run(cmd, check=True)
        bins.append((name, exe))
    # samples[(build, metric)] = medians of each run; interleaved builds.
    samples, baseline_of = {}, {}
    for _ in range(args.rounds):
        for prefix in prefixes:
            for name, exe in bins:
                r = subprocess.run([str(exe), "--scale", args.scale, "--reps", str(args.reps), "--only", prefix],
                                   capture_output=True, text=True)
                if r.returncode != 0:
                    sys.stderr.write(r.stderr)
                    return 1
                for line in r.stdout.splitlines():
                    metric, ns, _unit, base, _label = line.split("\t")
                    if ns != "na":
                        samples.setdefault((name, metric), []).append(float(ns))
                        baseline_of[metric] = base
    med = {k: statistics.median(v) for k, v in samples.items()}
    metrics = list(dict.fromkeys(m for _, m in samples))
    cc = subprocess.run([args.cc, "--version"], capture_output=True, text=True).stdout.splitlines()[0]
    lines = [
        f"- machine: {cpu_model()}, {os.cpu_count()} cores; compiler (harness and nanoarrow): {cc}, -O2",
        f"- builds: " + ", ".join(f"`{n}`" for n, _, _ in VARIANTS)
        + " (function alignment, archive order); each the median of its runs"
        + f" ({args.rounds} interleaved rounds of {args.reps} repetitions, scale {args.scale})",
        "",
        "| metric | min ns | max ns | baseline | ratio min | ratio max |",
        "|---|---|---|---|---|---|",
    ]
    for m in metrics:
        vals = [med[(n, m)] for n, _ in bins if (n, m) in med]
        base = baseline_of.get(m, "-")
        ratios = [med[(n, m)] / med[(n, base)] for n, _ in bins if (n, m) in med and (n, base) in med]
        rcells = [f"{min(ratios):.3g}", f"{max(ratios):.3g}"] if ratios else ["–", "–"]
        lines.append(f"| {m} | {min(vals):.1f} | {max(vals):.1f} | {base} | {rcells[0]} | {rcells[1]} |")
    text = "\n".join(lines)
    print(text)
    if args.markdown:
        Path(args.markdown).write_text(text + "\n")
    return 0


if __name__ == "__main__":
    sys.exit(main())
