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
and 2: Polars fixes its pool size at import), and the same reads of
every column but only the rows whose `n` is in its lowest 1% (ours: a
row filter; pyarrow: `filters=`; DuckDB: `WHERE`; Polars:
`scan_parquet(...).filter(...)`); then each write of the same table in
row groups of `--group-rows`, snappy and zstd: ours (the snappy
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

import os
import sys

import duckdb
import polars as pl
import pyarrow as pa
import pyarrow.parquet as pq

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import peers  # noqa: E402

PEERS = ("pyarrow", "duckdb", "polars")

# Run by peers.polars_child in a fresh interpreter, so that
# POLARS_MAX_THREADS takes effect.
POLARS_CHILD = r"""
import statistics, sys, time
import polars as pl
path, reps, column, codec, group_rows, out, below = sys.argv[1:8]
times = []
if codec:
    df = pl.read_parquet(path)
    rows = df.height
    for _ in range(int(reps)):
        t0 = time.perf_counter_ns()
        df.write_parquet(out, compression=codec, row_group_size=int(group_rows))
        times.append((time.perf_counter_ns() - t0) / 1e6)
else:
    for _ in range(int(reps)):
        t0 = time.perf_counter_ns()
        if below:
            df = pl.scan_parquet(path).filter(pl.col("n") < int(below)).collect()
        else:
            df = pl.read_parquet(path, columns=[column] if column else None)
        times.append((time.perf_counter_ns() - t0) / 1e6)
        rows = df.height
        del df
print(statistics.median(times), rows, pl.thread_pool_size())
"""


# The 1% filter: `n` is uniform over [-2^40, 2^40), so 1% of it lies below
# -0.98 * 2^40.
BELOW = -1_077_521_395_220


def read_case(a, con, path, column, below=None):
    """Every implementation's read of `path` (one column when given; only
    the rows whose `n` is below `below` when given)."""
    cols = [column] if column else None
    sel = f'"{column}"' if column else "*"
    where = f" WHERE n < {below}" if below is not None else ""
    filters = [("n", "<", below)] if below is not None else None
    ours = [a.ours, path, str(a.reps)] + ([column or "-", "n", "lt", str(below), "int64"] if below is not None
                                          else [column] if column else [])

    def duck(threads):
        con.execute(f"SET threads = {threads}")
        return peers.timed(
            lambda: con.sql(f"SELECT {sel} FROM read_parquet('{path}'){where}").to_arrow_table().num_rows, a.reps)

    fns = {f"ours{n}": (lambda n=n: peers.ours(ours, n)) for n in (1, 2)}
    for n, use in ((1, False), (2, True)):
        fns[f"pyarrow{n}"] = lambda use=use: peers.timed(
            lambda: pq.read_table(path, use_threads=use, columns=cols, filters=filters).num_rows, a.reps)
        fns[f"duckdb{n}"] = lambda n=n: duck(n)
        fns[f"polars{n}"] = lambda n=n: peers.polars_child(
            POLARS_CHILD, [path, a.reps, column or "", "", "", "", "" if below is None else below], n)
    return fns


def write_case(a, con, t, source, codec):
    """Every implementation's write of the table in `codec`; ours writes the
    batches of `source` (read first, untimed)."""
    out = os.path.join(a.dir, f"threads-written-{codec}.parquet")
    ours = [a.ours, "--write", source, out, str(a.reps), codec, str(a.group_rows)]

    def pyarrow():
        return peers.timed(lambda: pq.write_table(t, out, compression=codec, row_group_size=a.group_rows)
                           or t.num_rows, a.reps)

    def duck(threads):
        con.execute(f"SET threads = {threads}")
        ms, _ = peers.timed(lambda: con.execute(
            f"COPY t TO '{out}' (FORMAT parquet, COMPRESSION {codec}, ROW_GROUP_SIZE {a.group_rows})"), a.reps)
        return ms, pq.ParquetFile(out).metadata.num_rows

    fns = {f"ours{n}": (lambda n=n: peers.ours(ours, n)) for n in (1, 2)}
    # pyarrow's writer has no use_threads: the same one-thread write, timed
    # for both columns.
    fns["pyarrow1"] = fns["pyarrow2"] = pyarrow
    for n in (1, 2):
        fns[f"duckdb{n}"] = lambda n=n: duck(n)
        fns[f"polars{n}"] = lambda n=n: peers.polars_child(
            POLARS_CHILD, [source, a.reps, "", codec, a.group_rows, out, ""], n)
    return fns


def main():
    a = peers.arguments("make bench-pq-threads", 4_000_000, 3, 3, group_rows=262_144)
    t = peers.test_table(a.rows)
    for codec in ("snappy", "zstd"):
        pq.write_table(t, os.path.join(a.dir, f"threads-{codec}.parquet"), compression=codec,
                       row_group_size=a.group_rows)
    source = os.path.join(a.dir, "threads-snappy.parquet")
    con = duckdb.connect()
    con.execute(f"CREATE TABLE t AS SELECT * FROM read_parquet('{source}')")
    cases = []
    for codec in ("snappy", "zstd"):
        path = os.path.join(a.dir, f"threads-{codec}.parquet")
        cases.append((f"full read, {codec}", read_case(a, con, path, None)))
        cases.append((f"one column (s), {codec}", read_case(a, con, path, "s")))
        cases.append((f"1% filter (n), {codec}", read_case(a, con, path, None, BELOW)))
    for codec in ("snappy", "zstd"):
        cases.append((f"write, {codec}", write_case(a, con, t, source, codec)))
    run = peers.Run(cases, a.rounds)
    intro = (
        f"`{a.command}`: {a.rows:,} rows (int64, float64, utf8 of 8-24 bytes, 10% nulls) in row "
        f"groups of {a.group_rows:,}, written by pyarrow {pa.__version__}; ours through the C API "
        "(bench/bench_pq_threads.c, default options, batches of 65,536 rows) with IRX_NUM_THREADS=1 "
        "and 2, pyarrow's `pq.read_table(use_threads=False/True)`, DuckDB's "
        "`SELECT ... FROM read_parquet(...)` to an Arrow table (`SET threads` 1 and 2) and Polars' "
        "`pl.read_parquet` to a DataFrame (a subprocess per figure, POLARS_MAX_THREADS 1 and 2), "
        f"the 1% filter being `n < {BELOW}` (ours: `irx_parquet_options_filter`; pyarrow: `filters=`; "
        "DuckDB: `WHERE`; Polars: `scan_parquet(...).filter(...).collect()`), "
        f"interleaved, median of {a.reps} runs per round, median of {a.rounds} rounds. Writes: the "
        f"same table in row groups of {a.group_rows:,}, ours from the batches of the snappy file "
        "(read first, untimed), pyarrow's `pq.write_table` (one thread: it has no use_threads; the "
        "same write timed for both pyarrow columns), DuckDB's `COPY t TO ... (FORMAT parquet)` from a "
        "DuckDB table loaded untimed, Polars' `df.write_parquet` of a frame read untimed. "
        f"pyarrow {pa.__version__}, duckdb {duckdb.__version__}, polars {pl.__version__}. "
        "Milliseconds; 'fastest' is ours over the fastest peer at the same thread count (named after "
        "it)."
    )
    lines = run.page("Parquet reads and writes on the worker pool (issue 32)", intro, PEERS)
    peers.publish(lines, a.markdown)


if __name__ == "__main__":
    main()
