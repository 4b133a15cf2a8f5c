#!/usr/bin/env python3
"""Parquet reads and writes on the worker pool (issue 32, items 2 and 4),
side by side with pyarrow, DuckDB and Polars in one interleaved run.

Writes, with pyarrow, files of `--rows` rows (int64, float64, utf8 of 8 to
24 bytes with 10% nulls) in row groups of `--group-rows`, snappy and zstd;
then, for `--rounds` rounds, times each read in turn: ours
(bench/bench_pq_threads.c: the C API, default options) with the pool at 1
and at 2 threads (IRX_NUM_THREADS), and pyarrow's `pq.read_table` with
use_threads False and True, DuckDB's `SELECT ... FROM read_parquet(...)`
materialised to an Arrow table (`SET threads` 1 and 2, in this process)
and Polars' `pl.read_parquet` (in a subprocess with POLARS_MAX_THREADS 1
and 2: Polars fixes its pool size at import); then each write of the same
table in row groups of `--group-rows`, snappy and zstd: ours (the snappy
file read into memory first, untimed; writer open, every batch, close) at
1 and 2 threads, pyarrow's `pq.write_table` (which has no use_threads: one
thread, in both columns), DuckDB's `COPY t TO ... (FORMAT parquet)` from
a DuckDB table loaded untimed, and Polars' `df.write_parquet` of a frame
read untimed. Each figure is the median of `--reps` runs within a round,
then the median over rounds. Prints a markdown table of milliseconds and
ratios (ours / the fastest peer at the same thread count, naming that
peer; ours at 1 thread / ours at 2).

usage: pq_threads.py --ours BIN [--rows N] [--group-rows N] [--reps N]
                     [--rounds N] [--dir D] [--markdown FILE]
"""

import argparse
import os
import platform
import statistics
import subprocess
import time

import sys

import duckdb
import numpy as np
import polars as pl
import pyarrow as pa
import pyarrow.parquet as pq

PEERS = ("pyarrow", "duckdb", "polars")

# Run by `polars_run` in a fresh interpreter, so that POLARS_MAX_THREADS
# takes effect; prints the median milliseconds, the rows and the pool size.
POLARS_CHILD = r"""
import statistics, sys, time
import polars as pl
path, reps, column, codec, group_rows = sys.argv[1], int(sys.argv[2]), sys.argv[3], sys.argv[4], sys.argv[5]
times = []
if codec:
    df = pl.read_parquet(path)
    out, rows = sys.argv[6], df.height
    for _ in range(reps):
        t0 = time.perf_counter_ns()
        df.write_parquet(out, compression=codec, row_group_size=int(group_rows))
        times.append((time.perf_counter_ns() - t0) / 1e6)
else:
    for _ in range(reps):
        t0 = time.perf_counter_ns()
        df = pl.read_parquet(path, columns=[column] if column else None)
        times.append((time.perf_counter_ns() - t0) / 1e6)
        rows = df.height
        del df
print(statistics.median(times), rows, pl.thread_pool_size())
"""


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


def duck_read(con, path, threads, reps, column=None):
    con.execute(f"SET threads = {threads}")
    sel = f'"{column}"' if column else "*"
    times = []
    for _ in range(reps):
        t0 = time.perf_counter_ns()
        t = con.sql(f"SELECT {sel} FROM read_parquet('{path}')").to_arrow_table()
        times.append((time.perf_counter_ns() - t0) / 1e6)
        rows = t.num_rows
        del t
    return statistics.median(times), rows


def duck_write(con, path, threads, reps, codec, group_rows):
    con.execute(f"SET threads = {threads}")
    times = []
    for _ in range(reps):
        t0 = time.perf_counter_ns()
        con.execute(f"COPY t TO '{path}' (FORMAT parquet, COMPRESSION {codec}, ROW_GROUP_SIZE {group_rows})")
        times.append((time.perf_counter_ns() - t0) / 1e6)
    return statistics.median(times), pq.ParquetFile(path).metadata.num_rows


def polars_run(path, threads, reps, column=None, write=None):
    env = dict(os.environ, POLARS_MAX_THREADS=str(threads))
    codec, group_rows, out = write if write else ("", "", "")
    args = [sys.executable, "-c", POLARS_CHILD, path, str(reps), column or "", codec, str(group_rows), out]
    res = subprocess.run(args, env=env, check=True, capture_output=True, text=True).stdout.split()
    assert int(res[2]) == threads, res
    return float(res[0]), int(res[1])


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
    load = " ".join(f"{x:.2f}" for x in os.getloadavg())
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
    keys = ("o1", "o2") + tuple(f"{p}{n}" for p in PEERS for n in (1, 2))
    results = {name: {k: [] for k in keys} for name, _, _ in cases}
    con = duckdb.connect()
    con.execute(f"CREATE TABLE t AS SELECT * FROM read_parquet('{source}')")
    started = time.perf_counter()
    cpu0 = os.times()
    for _ in range(a.rounds):
        for name, path, column in cases:
            r = results[name]
            if name.startswith("write"):
                out = os.path.join(a.dir, f"threads-written-{column}.parquet")
                write = (out, column, a.group_rows)
                o1, rows1 = ours(a.ours, path, 1, a.reps, write=write)
                o2, rows2 = ours(a.ours, path, 2, a.reps, write=write)
                p1 = p2 = theirs_write(t, out, a.reps, column, a.group_rows)
                d1 = duck_write(con, out, 1, a.reps, column, a.group_rows)
                d2 = duck_write(con, out, 2, a.reps, column, a.group_rows)
                pw = (column, a.group_rows, out)
                l1 = polars_run(path, 1, a.reps, write=pw)
                l2 = polars_run(path, 2, a.reps, write=pw)
            else:
                o1, rows1 = ours(a.ours, path, 1, a.reps, column)
                o2, rows2 = ours(a.ours, path, 2, a.reps, column)
                p1 = theirs(path, False, a.reps, column)
                p2 = theirs(path, True, a.reps, column)
                d1 = duck_read(con, path, 1, a.reps, column)
                d2 = duck_read(con, path, 2, a.reps, column)
                l1 = polars_run(path, 1, a.reps, column)
                l2 = polars_run(path, 2, a.reps, column)
            peers = (p1, p2, d1, d2, l1, l2)
            rows = (rows1, rows2) + tuple(p[1] for p in peers)
            assert all(n == a.rows for n in rows), (name, rows)
            for k, v in zip(keys, (o1, o2) + tuple(p[0] for p in peers)):
                r[k].append(v)
    wall = time.perf_counter() - started
    cpu1 = os.times()
    cpu = sum(cpu1[i] - cpu0[i] for i in range(4))
    lines = [
        "## Parquet reads and writes on the worker pool (issue 32)",
        "",
        f"`{a.command}`: {a.rows:,} rows (int64, float64, utf8 of 8-24 bytes, 10% nulls) in row "
        f"groups of {a.group_rows:,}, written by pyarrow {pa.__version__}; ours through the C API "
        "(bench/bench_pq_threads.c, default options, batches of 65,536 rows) with IRX_NUM_THREADS=1 "
        "and 2, pyarrow's `pq.read_table(use_threads=False/True)`, DuckDB's "
        "`SELECT ... FROM read_parquet(...)` to an Arrow table (`SET threads` 1 and 2) and Polars' "
        "`pl.read_parquet` to a DataFrame (a subprocess per figure, POLARS_MAX_THREADS 1 and 2), "
        f"interleaved, median of {a.reps} runs per round, median of {a.rounds} rounds. Writes: the "
        f"same table in row groups of {a.group_rows:,}, ours from the batches of the snappy file "
        "(read first, untimed), pyarrow's `pq.write_table` (one thread: it has no use_threads; the "
        "same figure in both pyarrow columns), DuckDB's `COPY t TO ... (FORMAT parquet)` from a "
        "DuckDB table loaded untimed, Polars' `df.write_parquet` of a frame read untimed. "
        f"pyarrow {pa.__version__}, duckdb {duckdb.__version__}, polars {pl.__version__}, Python "
        f"{platform.python_version()}. {os.cpu_count()} CPUs, {platform.machine()}, load average "
        f"{load} at the start, C harness built with the Makefile's CC at -O2. Milliseconds; 'fastest' "
        "is ours over the fastest peer at the same thread count (named after it). The run took "
        f"{wall:.0f} s of wall time and {cpu:.0f} s of CPU (this process and its children).",
        "",
        "| work | ours 1 | ours 2 | ours 1 / 2 | pyarrow 1 | pyarrow 2 | duckdb 1 | duckdb 2 "
        "| polars 1 | polars 2 | ours / fastest, 1 thread | ours / fastest, 2 threads |",
        "|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---|---|",
    ]
    for name, _, _ in cases:
        m = {k: statistics.median(v) for k, v in results[name].items()}
        best = {n: min(PEERS, key=lambda p, n=n: m[f"{p}{n}"]) for n in (1, 2)}
        peers = " | ".join(f"{m[f'{p}{n}']:.1f}" for p in PEERS for n in (1, 2))
        ratio = " | ".join(f"{m[f'o{n}'] / m[f'{best[n]}{n}']:.2f} ({best[n]})" for n in (1, 2))
        lines.append(f"| {name} | {m['o1']:.1f} | {m['o2']:.1f} | {m['o1'] / m['o2']:.2f} | {peers} | {ratio} |")
    text = "\n".join(lines) + "\n"
    print(text)
    if a.markdown:
        with open(a.markdown, "w") as f:
            f.write(text)


if __name__ == "__main__":
    main()
