#!/usr/bin/env python3
"""Parquet reads and writes on the worker pool (issue 32, items 2 and 4),
side by side with pyarrow in one interleaved run.

Writes, with pyarrow, files of `--rows` rows (int64, float64, utf8 of 8 to
24 bytes with 10% nulls) in row groups of `--group-rows`, snappy and zstd;
then, for `--rounds` rounds, times each read in turn: ours
(bench/bench_pq_threads.c: the C API, default options) with the pool at 1
and at 2 threads (IRX_NUM_THREADS), and pyarrow's `pq.read_table` with
use_threads False and True; then each write of the same table in row
groups of `--group-rows`, snappy and zstd: ours (the snappy file read into
memory first, untimed; writer open, every batch, close) at 1 and 2
threads, and pyarrow's `pq.write_table` (which has no use_threads: one
thread, in both columns). Each figure is the median of `--reps` reads
within a round, then the median over rounds. Prints a markdown table of
milliseconds and ratios (ours / pyarrow at the same thread count; ours at
1 thread / ours at 2).

usage: pq_threads.py --ours BIN [--rows N] [--group-rows N] [--reps N]
                     [--rounds N] [--dir D] [--markdown FILE]
"""

import argparse
import os
import platform
import statistics
import subprocess
import time

import numpy as np
import pyarrow as pa
import pyarrow.parquet as pq


def table(rows):
    rng = np.random.default_rng(32)
    n = pa.array(rng.integers(-(2**40), 2**40, rows), pa.int64())
    x = pa.array(rng.standard_normal(rows), pa.float64())
    lengths = rng.integers(8, 25, rows)
    alphabet = np.frombuffer(b"abcdefghijklmnopqrstuvwxyz0123456789", dtype=np.uint8)
    chars = alphabet[rng.integers(0, len(alphabet), int(lengths.sum()))]
    offsets = np.concatenate([[0], np.cumsum(lengths)]).astype(np.int32)
    valid = rng.random(rows) >= 0.1
    s = pa.StringArray.from_buffers(rows, pa.py_buffer(offsets.tobytes()), pa.py_buffer(chars.tobytes()),
                                    pa.py_buffer(np.packbits(valid, bitorder="little").tobytes()),
                                    int((~valid).sum()))
    return pa.table({"n": n, "x": x, "s": s})


def ours(binary, path, threads, reps, column=None, write=None):
    env = dict(os.environ, IRX_NUM_THREADS=str(threads))
    args = [binary, path, str(reps)] + ([column] if column else [])
    if write:
        dst, codec, group_rows = write
        args = [binary, "--write", path, dst, str(reps), codec, str(group_rows)]
    out = subprocess.run(args, env=env, check=True, capture_output=True, text=True).stdout.split()
    assert int(out[2]) == threads, out
    return int(out[0]) / 1e6, int(out[1])


def theirs(path, threads, reps, column=None):
    times = []
    for _ in range(reps):
        t0 = time.perf_counter_ns()
        t = pq.read_table(path, use_threads=threads, columns=[column] if column else None)
        times.append((time.perf_counter_ns() - t0) / 1e6)
        rows = t.num_rows
        del t
    return statistics.median(times), rows


def theirs_write(t, path, reps, codec, group_rows):
    times = []
    for _ in range(reps):
        t0 = time.perf_counter_ns()
        pq.write_table(t, path, compression=codec, row_group_size=group_rows)
        times.append((time.perf_counter_ns() - t0) / 1e6)
    return statistics.median(times), t.num_rows


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--ours", required=True)
    ap.add_argument("--rows", type=int, default=4_000_000)
    ap.add_argument("--group-rows", type=int, default=262_144)
    ap.add_argument("--reps", type=int, default=3)
    ap.add_argument("--rounds", type=int, default=3)
    ap.add_argument("--dir", default="build/bench")
    ap.add_argument("--markdown")
    ap.add_argument("--command", default="make bench-pq-threads")
    a = ap.parse_args()
    os.makedirs(a.dir, exist_ok=True)
    t = table(a.rows)
    cases = []
    for codec in ("snappy", "zstd"):
        path = os.path.join(a.dir, f"threads-{codec}.parquet")
        pq.write_table(t, path, compression=codec, row_group_size=a.group_rows)
        cases.append((f"full read, {codec}", path, None))
        cases.append((f"one column (s), {codec}", path, "s"))
    source = os.path.join(a.dir, "threads-snappy.parquet")
    for codec in ("snappy", "zstd"):
        cases.append((f"write, {codec}", source, codec))
    results = {name: {k: [] for k in ("o1", "o2", "p1", "p2")} for name, _, _ in cases}
    for _ in range(a.rounds):
        for name, path, column in cases:
            r = results[name]
            if name.startswith("write"):
                out = os.path.join(a.dir, f"threads-written-{column}.parquet")
                write = (out, column, a.group_rows)
                o1, rows1 = ours(a.ours, path, 1, a.reps, write=write)
                o2, rows2 = ours(a.ours, path, 2, a.reps, write=write)
                p1, rows3 = theirs_write(t, out, a.reps, column, a.group_rows)
                p2, rows4 = p1, rows3
            else:
                o1, rows1 = ours(a.ours, path, 1, a.reps, column)
                o2, rows2 = ours(a.ours, path, 2, a.reps, column)
                p1, rows3 = theirs(path, False, a.reps, column)
                p2, rows4 = theirs(path, True, a.reps, column)
            assert rows1 == rows2 == rows3 == rows4 == a.rows, (rows1, rows2, rows3, rows4)
            for k, v in zip(("o1", "o2", "p1", "p2"), (o1, o2, p1, p2)):
                r[k].append(v)
    lines = [
        "## Parquet reads and writes on the worker pool (issue 32)",
        "",
        f"`{a.command}`: {a.rows:,} rows (int64, float64, utf8 of 8-24 bytes, 10% nulls) in row "
        f"groups of {a.group_rows:,}, written by pyarrow {pa.__version__}; ours through the C API "
        "(bench/bench_pq_threads.c, default options, batches of 65,536 rows) with IRX_NUM_THREADS=1 "
        "and 2, pyarrow's `pq.read_table(use_threads=False/True)`, interleaved, median of "
        f"{a.reps} reads per round, median of {a.rounds} rounds. Writes: the same table in row groups "
        f"of {a.group_rows:,}, ours from the batches of the snappy file (read first, untimed), "
        "pyarrow's `pq.write_table` (one thread: it has no use_threads; the same figure in both "
        f"pyarrow columns). {os.cpu_count()} CPUs, "
        f"{platform.machine()}, C harness built with the Makefile's CC at -O2. Milliseconds.",
        "",
        "| work | ours 1 thread | ours 2 threads | ours 1 / 2 | pyarrow 1 thread | pyarrow 2 threads "
        "| ours / pyarrow, 1 thread | ours / pyarrow, 2 threads |",
        "|---|---:|---:|---:|---:|---:|---:|---:|",
    ]
    for name, _, _ in cases:
        m = {k: statistics.median(v) for k, v in results[name].items()}
        lines.append(f"| {name} | {m['o1']:.1f} | {m['o2']:.1f} | {m['o1'] / m['o2']:.2f} | "
                     f"{m['p1']:.1f} | {m['p2']:.1f} | {m['o1'] / m['p1']:.2f} | {m['o2'] / m['p2']:.2f} |")
    text = "\n".join(lines) + "\n"
    print(text)
    if a.markdown:
        with open(a.markdown, "w") as f:
            f.write(text)


if __name__ == "__main__":
    main()
