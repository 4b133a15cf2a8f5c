#!/usr/bin/env python3
"""Series compute on the worker pool (issue 32, item 7), side by side with
numpy, Polars and pyarrow in one interleaved run.

The int64 column `n` and float64 column `x` of peers.test_table(`--rows`)
(no nulls), a second int64 column of the same range for `add`, and a
validity bitmap with 10% nulls at random for the rows "with nulls" are
written as raw files; then, for `--rounds` rounds, each kernel is timed
in turn: ours (bench/bench_compute_threads.c: one-chunk columns built with
the array builder, untimed; one `irx_arrow_column_compute` call, its result
column released) with the pool at 1 and 2 threads (IRX_NUM_THREADS);
numpy's `np.sum`, `np.min`, `np.mean`, `a + b` (one thread: the same call
timed for both columns; no rows with nulls); pyarrow's `pc.sum`, `pc.min`,
`pc.mean`, `pc.add` with `pa.set_cpu_count(1/2)` (its kernels have no
use_threads); Polars' `Series.sum()`, `.min()`, `.mean()` and `a + b` in a
subprocess per figure with POLARS_MAX_THREADS 1 and 2. Each figure is the
median of `--reps` calls within a round, then the median over rounds.
Prints a markdown table of milliseconds and ratios.

usage: compute_peers.py --ours BIN [--rows N] [--reps N] [--rounds N]
                        [--dir D] [--markdown FILE]
"""

import os
import sys

import numpy as np
import polars as pl
import pyarrow as pa
import pyarrow.compute as pc

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import peers  # noqa: E402

PEERS = ("numpy", "pyarrow", "polars")
OURS = {"sum": "sum", "min": "min", "mean": "mean", "add": "add_checked"}
PYARROW = {"sum": pc.sum, "min": pc.min, "mean": pc.mean, "add": pc.add}
NUMPY = {"sum": np.sum, "min": np.min, "mean": np.mean, "add": np.add}
INTRO = """
`{a.command}`: {a.rows:,} values, one chunk, the int64 `n` and float64 `x` columns of
bench/peers.py's test table (a second int64 column of the same range for `add`; in the rows with
nulls, the same 10% of rows null on every column); ours through the C API
(bench/bench_compute_threads.c: columns built with the array builder, untimed; one
`irx_arrow_column_compute` call of `sum`, `min`, `mean` or `add_checked`, its result column
released) with IRX_NUM_THREADS=1 and 2; numpy's `np.sum`, `np.min`, `np.mean`, `a + b` (one thread:
the same call timed in both columns, and no rows with nulls); pyarrow's `pc.sum`, `pc.min`,
`pc.mean`, `pc.add` (unchecked, against our checked add) with `pa.set_cpu_count(1/2)` (its kernels
take no use_threads); Polars' `Series.sum()`, `.min()`, `.mean()`, `a + b` (a subprocess per
figure, POLARS_MAX_THREADS 1 and 2). Interleaved, median of {a.reps} calls per round, median of
{a.rounds} rounds. numpy {numpy}, pyarrow {pyarrow}, polars {polars}. Milliseconds; 'fastest' is
ours over the fastest peer at the same thread count (named after it).
"""

# Run by peers.polars_child in a fresh interpreter, so that
# POLARS_MAX_THREADS takes effect.
POLARS_CHILD = r"""
import statistics, sys, time
import numpy as np
import polars as pl
import pyarrow as pa
op, dtype, reps, lhs, rhs, valid = sys.argv[1:7]
mask = None if not valid else ~np.unpackbits(np.fromfile(valid, np.uint8), bitorder="little").astype(bool)
def series(path):
    v = np.fromfile(path, dtype)
    return pl.Series(v) if mask is None else pl.from_arrow(pa.array(v, mask=mask[:len(v)]))
a = series(lhs)
b = series(rhs) if rhs else None
times = []
for _ in range(int(reps)):
    t0 = time.perf_counter_ns()
    r = a + b if op == "add" else getattr(a, op)()
    times.append((time.perf_counter_ns() - t0) / 1e6)
    del r
print(statistics.median(times), len(a), pl.thread_pool_size())
"""


def case(a, op, dtype, files, nulls):
    """Every implementation's `op` of the `dtype` column(s), with the 10%
    nulls bitmap when `nulls`."""
    lhs = files[dtype]
    rhs = files["b"] if op == "add" else ""
    valid = files["valid"] if nulls else ""
    ours = [a.ours, OURS[op], dtype, str(a.reps), lhs, rhs or "-"] + ([valid] if nulls else [])
    vals = [np.fromfile(p, dtype) for p in (lhs, rhs) if p]
    mask = ~np.unpackbits(np.fromfile(files["valid"], np.uint8), bitorder="little")[:a.rows].astype(bool)
    arrays = [pa.array(v, mask=mask if nulls else None) for v in vals]

    def pyarrow(n):
        pa.set_cpu_count(n)
        return peers.timed(lambda: (PYARROW[op](*arrays), len(arrays[0]))[1], a.reps)

    fns = {f"ours{n}": (lambda n=n: peers.ours(ours, n)) for n in (1, 2)}
    if not nulls:
        fns["numpy1"] = fns["numpy2"] = lambda: peers.timed(lambda: (NUMPY[op](*vals), len(vals[0]))[1], a.reps)
    for n in (1, 2):
        fns[f"pyarrow{n}"] = lambda n=n: pyarrow(n)
        fns[f"polars{n}"] = lambda n=n: peers.polars_child(POLARS_CHILD, [op, dtype, a.reps, lhs, rhs, valid], n)
    return fns


def main():
    a = peers.arguments("make bench-compute-peers", 10_000_000, 5, 3)
    t = peers.test_table(a.rows)
    rng = np.random.default_rng(33)
    files = {k: os.path.join(a.dir, f"compute-{k}.bin") for k in ("int64", "float64", "b", "valid")}
    t["n"].to_numpy().tofile(files["int64"])
    t["x"].to_numpy().tofile(files["float64"])
    rng.integers(-(2**40), 2**40, a.rows).tofile(files["b"])
    np.packbits(rng.random(a.rows) >= 0.1, bitorder="little").tofile(files["valid"])
    del t
    cases = []
    for dtype in ("int64", "float64"):
        cases += [(f"{op} {dtype}", case(a, op, dtype, files, False)) for op in ("sum", "min", "mean")]
    cases.append(("add int64 + int64", case(a, "add", "int64", files, False)))
    cases += [(f"{op} float64, 10% nulls", case(a, op, "float64", files, True)) for op in ("sum", "min", "mean")]
    cases += [(f"{op} int64, 10% nulls", case(a, op, "int64", files, True)) for op in ("sum", "min")]
    cases.append(("add int64 + int64, 10% nulls", case(a, "add", "int64", files, True)))
    run = peers.Run(cases, a.rounds)
    text = INTRO.format(a=a, numpy=np.__version__, pyarrow=pa.__version__, polars=pl.__version__)
    peers.publish(run.page("Series compute against numpy, pyarrow and Polars (issue 32 benchmarks)", text, PEERS),
                  a.markdown)

if __name__ == "__main__":
    main()
