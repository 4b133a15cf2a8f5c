#!/usr/bin/env python3
"""The Parquet section of docs/BENCHMARKS.md (issue 14): runs the
bench_parquet builds interleaved for --rounds rounds (ours, then each IRx
1.25 build), takes each metric's median over the rounds, and reports the
ratios ours / IRx 1.25; measures the minimal row-count program
(bench/parquet_count.c) built both ways (ours statically linked; IRx 1.25's
executable plus the shared libraries `ldd` resolves for it outside the C
runtime); and attributes the archive's bytes to its dependencies
(bench/archive_share.py). The section replaces any earlier one at the end
of the markdown file.

usage: parquet_report.py --impl NAME=BIN ... --count NAME=BIN ... --data FILE
       --archive LIB --markdown OUT --command CMD [--scale S --reps N --rounds R]
"""
import argparse
import os
import statistics
import subprocess
import sys
from pathlib import Path

HEADING = "## Parquet (issue 14)"
SYSTEM = ("linux-vdso", "ld-linux", "libc.so", "libm.so", "libpthread", "libdl.so", "librt.so")


def run(binary, args):
    out = subprocess.run([binary, *args], capture_output=True, text=True)
    if out.returncode != 0:
        sys.exit(f"{binary} failed ({out.returncode}):\n{out.stderr}")
    rows = {}
    for line in out.stdout.splitlines():
        fields = line.split("\t")
        if len(fields) == 5 and fields[1] != "na":
            rows[fields[0]] = (float(fields[1]), fields[2], fields[4])
    return rows


def libraries(binary):
    """(name, resolved path, size) of every shared library `ldd` lists."""
    out = subprocess.run(["ldd", binary], capture_output=True, text=True).stdout
    libs = []
    for line in out.splitlines():
        line = line.strip()
        name = line.split()[0]
        path = line.split("=>")[1].split("(")[0].strip() if "=>" in line else ""
        size = os.path.getsize(path) if path and os.path.exists(path) else 0
        libs.append((name, path, size))
    return libs


def mb(n):
    return f"{n / 1e6:.2f} MB"


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--impl", action="append", default=[])
    ap.add_argument("--count", action="append", default=[])
    ap.add_argument("--data", required=True)
    ap.add_argument("--archive", required=True)
    ap.add_argument("--markdown", required=True)
    ap.add_argument("--command", required=True)
    ap.add_argument("--scale", default="1")
    ap.add_argument("--reps", default="5")
    ap.add_argument("--rounds", type=int, default=3)
    args = ap.parse_args()
    impls = [i.split("=", 1) for i in args.impl]
    samples = {name: {} for name, _ in impls}
    labels = {}
    for _ in range(args.rounds):
        for name, binary in impls:
            for metric, (ns, unit, label) in run(binary, ["--scale", args.scale, "--reps", args.reps]).items():
                samples[name].setdefault(metric, []).append(ns)
                labels[metric] = (unit, label)
    names = [n for n, _ in impls]
    ours = names[0]
    lines = [HEADING, "", f"Command: `{args.command}` (median of {args.rounds} interleaved rounds, "
             f"each the median of {args.reps} repetitions; scale {args.scale}). Same C source "
             "(bench/bench_parquet.c) against our archive and against IRx 1.25.0's parquet runtime "
             "built from its package (bench/reference/build.sh ... 1.25.0 parquet: as shipped, and at -O2) "
             "on pyarrow's Arrow C++. Ratio below 1: ours is faster. Load average when the report "
             f"was written: {os.getloadavg()[0]:.1f} on {os.cpu_count()} cores (timings on a shared "
             "machine are noisy; the rounds interleave the builds so each sees the same load).", ""]
    head = "| metric | unit | " + " | ".join(names) + " | " + " | ".join(f"{ours} / {n}" for n in names[1:]) + " |"
    lines += [head, "|" + "---|" * (2 + 2 * len(names) - 1)]
    for metric in sorted(labels, key=lambda m: (m.split("_")[-1], m)):
        values = [statistics.median(samples[n][metric]) if metric in samples[n] else None for n in names]
        ratios = [f"{values[0] / v:.2f}" if v and values[0] else "-" for v in values[1:]]
        cells = [f"{v:.1f}" if v is not None else "-" for v in values]
        lines.append(f"| {metric}: {labels[metric][1]} | {labels[metric][0]} | " + " | ".join(cells)
                     + " | " + " | ".join(ratios) + " |")
    lines += ["", "### Footprint: a program that reads a Parquet file and prints its row count", "",
              "bench/parquet_count.c, built with `-O2` and stripped; the row count of a 1M-row file "
              "checked for both.", "",
              "| build | executable | shared libraries it needs (besides the C runtime) | total |",
              "|---|---|---|---|"]
    for item in args.count:
        name, binary = item.split("=", 1)
        result = subprocess.run([binary, args.data], capture_output=True, text=True)
        if result.returncode != 0:
            sys.exit(f"{binary}: {result.stderr}")
        count = result.stdout.strip()
        exe = os.path.getsize(binary)
        extra = [(n, p, s) for n, p, s in libraries(binary) if not os.path.basename(n).startswith(SYSTEM)]
        listed = ", ".join(f"{n} ({mb(s)})" for n, _, s in extra) or "none"
        lines.append(f"| {name} (prints {count}) | {mb(exe)} | {listed} | {mb(exe + sum(s for *_, s in extra))} |")
    lines += ["", "Ours is one static executable; most of it is arrow-rs's generic kernels the reader "
              "reaches (arrow-cast's cast dispatch, arrow-select's take/filter for partition columns "
              "and row filters, the Parquet decoders of every type), linked whole because the archive "
              "is a single object (`-Wl,--gc-sections` keeps about 80% of it). IRx 1.25's is small "
              "itself but needs pyarrow's Arrow, Parquet, Dataset, Acero and Compute libraries at run "
              "time."]
    share = subprocess.run([sys.executable, str(Path(__file__).with_name("archive_share.py")), args.archive],
                           capture_output=True, text=True, check=True).stdout
    lines += ["", "### What the Parquet dependencies add to the archive", "",
              f"`make lib` then `bench/archive_share.py {args.archive}` (the archive as `make lib` "
              f"leaves it, debug info stripped: {mb(os.path.getsize(args.archive))} on disk). Code and "
              "data of each part: the C and assembly objects by file, the Rust object's symbols by the "
              "crate their path names (generic code instantiated for a caller counts for the crate that "
              "defines it).", "", share.strip(), "",
              "Decision: Parquet encryption (the `parquet` crate's `encryption` feature, which brings "
              "`ring` for AES-GCM) stays in the default archive. It is an option of pyirx 1.25's "
              "Parquet runtime (`irx_parquet_options_key`, `encryption_key_hex`), so a program written "
              "for 1.25 must find it without a special build, and its cost is the `ring` row above, a "
              "few percent of the archive (the footprint program above, which links the reader with "
              "its decryption path, includes it). ZSTD is the `zstd` crate (libzstd's C sources, compression and "
              "decompression); Snappy is pure Rust and small.", ""]
    text = Path(args.markdown).read_text() if Path(args.markdown).exists() else ""
    # The section runs to the next level-2 heading; what follows it (other
    # sections) is kept.
    before, after = text, ""
    if HEADING in text:
        start = text.index(HEADING)
        end = text.find("\n## ", start + len(HEADING))
        before = text[:start]
        after = text[end + 1 :] if end != -1 else ""
    section = "\n".join(lines).rstrip("\n") + "\n"
    Path(args.markdown).write_text(
        before.rstrip("\n") + "\n\n" + section + ("\n" + after if after else "")
    )
    print("\n".join(lines))


if __name__ == "__main__":
    main()
