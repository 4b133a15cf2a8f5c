#!/usr/bin/env python3
"""Arrow IPC stream and file reads and writes on the worker pool (issue 32,
item 6), side by side with pyarrow's reader and writer in one interleaved
run.

Writes, with pyarrow, an IPC stream and an IPC file of `--rows` rows
(int64, float64, utf8 of 8 to 24 bytes with 10% nulls: peers.test_table)
in batches of `--batch-rows`, uncompressed; then, for `--rounds` rounds,
times each read in turn: ours (bench/bench_ipc_threads.c: the C API,
reader opened, irx_rb_reader_read_table, closed) with the pool at 1 and 2
threads (IRX_NUM_THREADS), and pyarrow's `open_stream` / `open_file` of a
`pa.OSFile` (not memory-mapped) and `read_all()` with
`IpcReadOptions(use_threads=False/True)` and `pa.set_cpu_count(1/2)`;
then each write of the file's batches to a new stream and a new file:
ours (the batches read first, untimed; writer open, every batch, close)
at 1 and 2 threads, and pyarrow's `new_stream` / `new_file` over
`pa.OSFile(path, 'wb')` with `IpcWriteOptions(use_threads=False/True)`,
`write_table` of the same batches (read first, untimed), close. Every
written file's rows are counted afterwards (untimed). Each figure is the
median of `--reps` runs within a round, then the median over rounds.
Prints a markdown table of milliseconds and ratios.

usage: ipc_threads.py --ours BIN [--rows N] [--batch-rows N] [--reps N]
                      [--rounds N] [--dir D] [--markdown FILE]
"""

import os
import sys

import pyarrow as pa

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import peers  # noqa: E402

PEERS = ("pyarrow",)
OPEN = {"stream": pa.ipc.open_stream, "file": pa.ipc.open_file}
NEW = {"stream": pa.ipc.new_stream, "file": pa.ipc.new_file}
INTRO = """
`{a.command}`: {a.rows:,} rows (int64, float64, utf8 of 8-24 bytes, 10% nulls) in batches of
{a.batch_rows:,}, uncompressed, an IPC stream and an IPC file ({size:.0f} MiB) written by pyarrow
{pyarrow}; ours through the C API (bench/bench_ipc_threads.c: `irx_rb_stream_reader_open_file` /
`irx_rb_file_reader_open`, `irx_rb_reader_read_table`, close) with IRX_NUM_THREADS=1 and 2,
pyarrow's `pa.ipc.open_stream` / `open_file` of a `pa.OSFile` (not memory-mapped) and `read_all()`
with `IpcReadOptions(use_threads=False/True)` and `pa.set_cpu_count(1/2)`. Writes: the file's
batches (read first, untimed) to a new stream / file, ours with `irx_rb_stream_writer_open_file` /
`irx_rb_file_writer_open`, `write_batch` each, close; pyarrow's `new_stream` / `new_file` over
`pa.OSFile(path, 'wb')` with `IpcWriteOptions(use_threads=False/True)`, `write_table`, close; every
written file's rows counted afterwards. Interleaved, median of {a.reps} runs per round, median of
{a.rounds} rounds. Milliseconds; 'fastest' is ours over pyarrow at the same thread count.
"""


def rows_in(kind, path):
    """The rows of the IPC `kind` at `path` (memory-mapped, no copy)."""
    with pa.memory_map(path) as m:
        if kind == "file":
            r = pa.ipc.open_file(m)
            return sum(r.get_batch(i).num_rows for i in range(r.num_record_batches))
        return sum(b.num_rows for b in pa.ipc.open_stream(m))


def read_case(a, kind, path):
    """Every implementation's read of the IPC `kind` at `path`."""
    def pyarrow(n):
        pa.set_cpu_count(n)
        opts = pa.ipc.IpcReadOptions(use_threads=n > 1)
        return peers.timed(lambda: OPEN[kind](pa.OSFile(path), options=opts).read_all().num_rows, a.reps)

    fns = {f"ours{n}": (lambda n=n: peers.ours([a.ours, "read", kind, path, str(a.reps)], n)) for n in (1, 2)}
    for n in (1, 2):
        fns[f"pyarrow{n}"] = lambda n=n: pyarrow(n)
    return fns


def write_case(a, kind, source, t):
    """Every implementation's write of `t` (the batches of `source`) as an
    IPC `kind`."""
    out = os.path.join(a.dir, f"ipc-written.{kind}")

    def pyarrow(n):
        pa.set_cpu_count(n)
        opts = pa.ipc.IpcWriteOptions(use_threads=n > 1)

        def write():
            with pa.OSFile(out, "wb") as sink, NEW[kind](sink, t.schema, options=opts) as w:
                w.write_table(t)
            return t.num_rows

        return peers.timed(write, a.reps)

    fns = {}
    for n in (1, 2):
        fns[f"ours{n}"] = lambda n=n: peers.counted(
            lambda: peers.ours([a.ours, "write", kind, source, out, str(a.reps)], n), lambda: rows_in(kind, out))
        fns[f"pyarrow{n}"] = lambda n=n: peers.counted(lambda: pyarrow(n), lambda: rows_in(kind, out))
    return fns


def main():
    a = peers.arguments("make bench-ipc-threads", 10_000_000, 3, 3, batch_rows=65_536)
    t = peers.test_table(a.rows)
    paths = {kind: os.path.join(a.dir, f"ipc-source.{kind}") for kind in NEW}
    for kind, path in paths.items():
        with NEW[kind](path, t.schema) as w:
            w.write_table(t, max_chunksize=a.batch_rows)
    del t
    source = pa.ipc.open_file(paths["file"]).read_all()
    cases = [(f"{kind} read", read_case(a, kind, path)) for kind, path in paths.items()]
    cases += [(f"{kind} write", write_case(a, kind, paths["file"], source)) for kind in paths]
    run = peers.Run(cases, a.rounds)
    size = os.path.getsize(paths["file"]) / 2**20
    text = INTRO.format(a=a, size=size, pyarrow=pa.__version__)
    peers.publish(run.page("IPC reads and writes against pyarrow (issue 32 benchmarks)", text, PEERS), a.markdown)

if __name__ == "__main__":
    main()
