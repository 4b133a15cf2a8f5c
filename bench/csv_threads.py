#!/usr/bin/env python3
"""CSV reads, small inputs and the memory of a streaming Parquet read
(issue 32's benchmark list), side by side with pyarrow, DuckDB and Polars
in one interleaved run.

Writes, with pyarrow's CSV writer, `--rows` rows of peers.test_table
(int64 `n`, float64 `x`, utf8 `s` of 8 to 24 bytes, 10% nulls written as
empty fields), every tenth string with ", q" appended (strings are
quoted, so those fields hold a comma); the same for 10 rows; a Parquet
file of 1,000 rows and one of `--mem-rows` rows in row groups of
131,072 (snappy). Then, for `--rounds` rounds:

- CSV reads of the big file, types inferred and with an explicit schema:
  ours (bench/bench_csv_threads.c: irx_rb_csv_reader_open_options, 1 MiB
  blocks, next_batch to the end) with IRX_NUM_THREADS 1 and 2, pyarrow's
  `pyarrow.csv.read_csv` (use_threads False and True; explicit:
  `ConvertOptions(column_types=...)`), DuckDB's `read_csv` to an Arrow
  table (`SET threads` 1 and 2; explicit: `columns=`), Polars'
  `pl.read_csv` (a subprocess per figure, POLARS_MAX_THREADS 1 and 2;
  explicit: `schema=`); median of `--reps` reads per round.
- Small inputs: the 10-row CSV (types inferred) and the 1,000-row Parquet
  file, each figure `--small-loops` reads in a row, per read, in
  microseconds.

Then the peak RSS (/usr/bin/time's %M) of ours reading the big Parquet
file batch by batch (each released) at 1 and 2 threads, and of pyarrow's
`pq.read_table` of it (use_threads False and True), each in a fresh
process, `--rounds` times, with each process's baseline: our harness
doing nothing, Python having imported pyarrow.parquet.

Prints markdown tables (medians over rounds; ratios: ours / the fastest
peer at the same thread count, naming it; ours at 1 thread / ours at 2).

usage: csv_threads.py --ours BIN [--rows N] [--mem-rows N] [--reps N]
                      [--small-loops N] [--rounds N] [--dir D]
                      [--markdown FILE] [--command TEXT]
"""

import os
import statistics
import sys

import duckdb
import polars as pl
import pyarrow as pa
import pyarrow.compute as pc
import pyarrow.csv as pacsv
import pyarrow.parquet as pq

BENCH = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, BENCH)
import peers  # noqa: E402

PEERS = ("pyarrow", "duckdb", "polars")
# The explicit schema: our harness's spec, pyarrow's and DuckDB's types.
SPEC = "n:int64,x:float64,s:utf8"
PA_TYPES = {"n": pa.int64(), "x": pa.float64(), "s": pa.string()}
DUCK_TYPES = "{'n': 'BIGINT', 'x': 'DOUBLE', 's': 'VARCHAR'}"

# Run by peers.polars_child in a fresh interpreter, so that
# POLARS_MAX_THREADS takes effect; times through peers.timed.
POLARS_CHILD = r"""
import sys
import polars as pl
bench, kind, path, reps, loops, spec = sys.argv[1:7]
sys.path.insert(0, bench)
import peers
types = {"int64": pl.Int64, "float64": pl.Float64, "utf8": pl.String}
schema = {f.split(":")[0]: types[f.split(":")[1]] for f in spec.split(",")} if spec else None
if kind == "csv":
    read = lambda: pl.read_csv(path, schema=schema).height
else:
    read = lambda: pl.read_parquet(path).height
ms, rows = peers.timed(read, int(reps), int(loops))
print(ms, rows, pl.thread_pool_size())
"""

PYARROW_READ = ("import sys, pyarrow.parquet as pq; "
                "print(pq.read_table(sys.argv[1], use_threads=sys.argv[2] == '1').num_rows)")


def read_case(a, con, kind, path, spec, loops, scale):
    """Every implementation's read of `path` (`kind` "csv" or "parquet";
    `spec` the explicit CSV schema or ""), `loops` reads per timing, the
    figures in milliseconds times `scale`."""
    ours = [a.ours, kind, path, str(a.reps), str(loops)] + ([spec] if spec else [])
    if kind == "parquet":
        sql = f"SELECT * FROM read_parquet('{path}')"
    else:
        sql = f"SELECT * FROM read_csv('{path}', header = true{f', columns = {DUCK_TYPES}' if spec else ''})"

    def pyarrow(use):
        if kind == "parquet":
            return pq.read_table(path, use_threads=use).num_rows
        convert = pacsv.ConvertOptions(column_types=PA_TYPES) if spec else None
        return pacsv.read_csv(path, read_options=pacsv.ReadOptions(use_threads=use),
                              convert_options=convert).num_rows

    def duck(threads):
        con.execute(f"SET threads = {threads}")
        return peers.timed(lambda: con.sql(sql).to_arrow_table().num_rows, a.reps, loops)

    def scaled(fn):
        ms, rows = fn()
        return ms * scale, rows

    fns = {f"ours{n}": (lambda n=n: scaled(lambda: peers.ours(ours, n))) for n in (1, 2)}
    for n, use in ((1, False), (2, True)):
        fns[f"pyarrow{n}"] = lambda use=use: scaled(lambda: peers.timed(lambda: pyarrow(use), a.reps, loops))
        fns[f"duckdb{n}"] = lambda n=n: scaled(lambda: duck(n))
        fns[f"polars{n}"] = lambda n=n: scaled(
            lambda: peers.polars_child(POLARS_CHILD, [BENCH, kind, path, a.reps, loops, spec], n))
    return fns


def write_csv(t, path):
    """`t` as CSV, every tenth `s` with ", q" appended."""
    tenth = pa.array([i % 10 == 0 for i in range(t.num_rows)])
    s = pc.if_else(tenth, pc.binary_join_element_wise(t["s"], ", q", ""), t["s"])
    pacsv.write_csv(t.set_column(2, "s", s), path)


def memory(a, path):
    """Markdown rows: the peak RSS of each whole read of `path` in a fresh
    process, its baseline and the difference, MiB (medians over rounds)."""
    runs = {
        "ours, streaming, 1 thread": ([a.ours, "parquet", path, "1", "1"], [a.ours, "none"], 1),
        "ours, streaming, 2 threads": ([a.ours, "parquet", path, "1", "1"], [a.ours, "none"], 2),
        "pyarrow `pq.read_table`, use_threads False": (
            [sys.executable, "-c", PYARROW_READ, path, "0"], [sys.executable, "-c", "import pyarrow.parquet"], None),
        "pyarrow `pq.read_table`, use_threads True": (
            [sys.executable, "-c", PYARROW_READ, path, "1"], [sys.executable, "-c", "import pyarrow.parquet"], None),
    }
    got = {name: ([], []) for name in runs}
    for _ in range(a.rounds):
        for name, (args, base, threads) in runs.items():
            kib, out = peers.peak_rss(args, threads)
            assert int(out.split()[1 if threads else 0]) == a.mem_rows, (name, out)
            got[name][0].append(kib / 1024)
            got[name][1].append(peers.peak_rss(base, threads)[0] / 1024)
    med = {name: (statistics.median(r), statistics.median(b)) for name, (r, b) in got.items()}
    py_net = min(r - b for name, (r, b) in med.items() if name.startswith("pyarrow"))
    lines = ["| read | peak RSS | baseline | net | net / pyarrow's smaller net |", "|---|---:|---:|---:|---:|"]
    for name, (r, b) in med.items():
        lines.append(f"| {name} | {r:.1f} | {b:.1f} | {r - b:.1f} | {(r - b) / py_net:.2f} |")
    return lines


def main():
    a = peers.arguments("make bench-csv-threads", 1_000_000, 3, 3, mem_rows=2_000_000, small_loops=200)
    big, small = (os.path.join(a.dir, f"threads-{n}.csv") for n in ("big", "small"))
    small_pq, mem_pq = (os.path.join(a.dir, f"threads-{n}.parquet") for n in ("small", "mem"))
    write_csv(peers.test_table(a.rows), big)
    write_csv(peers.test_table(10), small)
    pq.write_table(peers.test_table(1000), small_pq)
    pq.write_table(peers.test_table(a.mem_rows), mem_pq, compression="snappy", row_group_size=131_072)
    con = duckdb.connect()
    run = peers.Run([(f"CSV read, {a.rows:,} rows, types inferred", read_case(a, con, "csv", big, "", 1, 1)),
                     (f"CSV read, {a.rows:,} rows, explicit schema", read_case(a, con, "csv", big, SPEC, 1, 1))],
                    a.rounds)
    small_run = peers.Run([("CSV read, 10 rows, types inferred", read_case(a, con, "csv", small, "", a.small_loops,
                                                                           1000)),
                           ("Parquet read, 1,000 rows", read_case(a, con, "parquet", small_pq, "", a.small_loops,
                                                                  1000))], a.rounds)
    mem = memory(a, mem_pq)
    size = os.path.getsize(big) / 2**20
    lines = [
        "## CSV reads, small inputs and memory against pyarrow, DuckDB and Polars (issue 32)",
        "",
        f"`{a.command}`: a CSV file of {a.rows:,} rows ({size:.0f} MiB: int64, float64, utf8 of 8-24 bytes "
        "quoted, every tenth with \", q\" inside, 10% empty) written by pyarrow's CSV writer; ours through "
        "the C API (bench/bench_csv_threads.c: `irx_rb_csv_reader_open_options`, 1 MiB blocks, next_batch "
        "to the end, each batch released; explicit: a schema) with IRX_NUM_THREADS=1 and 2, pyarrow's "
        "`pyarrow.csv.read_csv` (use_threads False/True; explicit: `column_types`), DuckDB's `read_csv` to "
        "an Arrow table (`SET threads` 1 and 2; explicit: `columns=`) and Polars' `pl.read_csv` (a "
        "subprocess per figure, POLARS_MAX_THREADS 1 and 2; explicit: `schema=`), interleaved, median of "
        f"{a.reps} reads per round, median of {a.rounds} rounds; every implementation's row count checked. "
        f"pyarrow {pa.__version__}, duckdb {duckdb.__version__}, polars {pl.__version__}. Milliseconds. "
        + run.machine(),
        "",
    ] + run.table(PEERS) + [
        "",
        f"Small inputs: 10 rows of the same columns as CSV (types inferred) and a "
        f"1,000-row Parquet file (one row group, snappy), each figure {a.small_loops} whole reads "
        f"(open to end) in a row, per read, median of {a.reps} timings per round. Microseconds. "
        + small_run.machine(),
        "",
    ] + small_run.table(PEERS) + [
        "",
        f"Peak RSS (MiB, /usr/bin/time's %M, median of {a.rounds} fresh processes each) of a read of a "
        f"{a.mem_rows:,}-row Parquet file ({os.path.getsize(mem_pq) / 2**20:.0f} MiB, snappy, row groups "
        "of 131,072): ours `parquet FILE 1 1` (default options: batches of 65,536 rows, each released), "
        "pyarrow's whole-table `pq.read_table`; baseline: our harness's `none` (the runtime linked, "
        "nothing read) and `python -c 'import pyarrow.parquet'`:",
        "",
    ] + mem
    peers.publish(lines, a.markdown)


if __name__ == "__main__":
    main()
