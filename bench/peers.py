"""What issue 32's side-by-side benchmarks share: ours through a C harness
with the pool at 1 and 2 threads, each peer (pyarrow, DuckDB, Polars, numpy)
doing the same work at 1 and 2 threads, interleaved round by round, and one
markdown table of milliseconds and ratios.

A benchmark is a list of cases, each a name and a dict from a key to a
callable returning `(milliseconds, rows)`. The keys are "ours1" and "ours2"
and PEER + "1" / PEER + "2" for each peer it names. `run` calls every
callable of every case once per round, in order, and checks that all of a
case's callables saw the same number of rows; `report` takes the median over
the rounds.

Our C harnesses print one line, "<median ns>\\t<rows>\\t<threads>\\t<median
CPU ns>" (bench/pq_read.h's `report`), and read the pool's size from
IRX_NUM_THREADS; `ours` runs one and checks the pool had the size asked.
"""

import argparse
import os
import platform
import statistics
import subprocess
import sys
import tempfile
import time

import numpy as np
import pyarrow as pa


def arguments(command, rows, reps, rounds, **more):
    """The command line of a driver: --ours BIN (required), --rows, --reps,
    --rounds and each of `more` (an option name, underscores for dashes, to
    its default: whole numbers, with the defaults given), --dir (made if
    missing; default build/bench), --markdown FILE and --command (the
    command named in the table's introduction; default `command`)."""
    ap = argparse.ArgumentParser()
    ap.add_argument("--ours", required=True)
    for name, default in dict(rows=rows, reps=reps, rounds=rounds, **more).items():
        ap.add_argument("--" + name.replace("_", "-"), type=int, default=default)
    ap.add_argument("--dir", default="build/bench")
    ap.add_argument("--markdown")
    ap.add_argument("--command", default=command)
    a = ap.parse_args()
    os.makedirs(a.dir, exist_ok=True)
    return a


def timed(fn, reps, loops=1):
    """The median over `reps` timings of milliseconds per call of `fn`,
    each timing `loops` calls in a row (for calls of microseconds), and
    the rows the last call returned."""
    times = []
    rows = None
    for _ in range(reps):
        t0 = time.perf_counter_ns()
        for _ in range(loops):
            rows = fn()
        times.append((time.perf_counter_ns() - t0) / 1e6 / loops)
    return statistics.median(times), rows


def ours(args, threads):
    """Runs our harness `args` with the pool at `threads`: (ms, rows)."""
    env = dict(os.environ, IRX_NUM_THREADS=str(threads))
    out = subprocess.run(args, env=env, check=True, capture_output=True, text=True).stdout.split()
    assert int(out[2]) == threads, (args, out)
    return int(out[0]) / 1e6, int(out[1])


def counted(fn, count):
    """`fn()`'s milliseconds with the rows `count()` finds afterwards, for a
    write whose output is read back, untimed, to check its rows."""
    ms, _ = fn()
    return ms, count()


def peak_rss(args, threads=None):
    """Runs `args` in a fresh process under /usr/bin/time (with
    IRX_NUM_THREADS=`threads` when given) and returns its peak RSS in KiB
    and its standard output. Not through wait4 from this process: a child
    forked from it starts with this process's pages, and Linux counts
    the peak from before its exec."""
    env = dict(os.environ, **({"IRX_NUM_THREADS": str(threads)} if threads else {}))
    with tempfile.NamedTemporaryFile("r") as f:
        out = subprocess.run(["/usr/bin/time", "-f", "%M", "-o", f.name, *args], env=env, check=True,
                             capture_output=True, text=True).stdout
        return int(f.read().split()[-1]), out


def polars_child(code, args, threads):
    """Runs `code` in a fresh interpreter with POLARS_MAX_THREADS=`threads`
    (Polars fixes its pool's size at import) and `args` as sys.argv[1:];
    the code prints "<median ms> <rows> <pl.thread_pool_size()>"."""
    env = dict(os.environ, POLARS_MAX_THREADS=str(threads))
    res = subprocess.run([sys.executable, "-c", code, *map(str, args)], env=env, check=True,
                         capture_output=True, text=True).stdout.split()
    assert int(res[2]) == threads, res
    return float(res[0]), int(res[1])


def test_table(rows, seed=32):
    """`rows` rows of int64 `n`, float64 `x` and utf8 `s` (8 to 24 bytes of
    [a-z0-9], 10% nulls), the same for the same seed."""
    rng = np.random.default_rng(seed)
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


class Run:
    """The interleaved rounds of a benchmark: `cases` is a list of
    `(name, {key: callable})`."""

    def __init__(self, cases, rounds):
        self.cases = cases
        self.results = {name: {k: [] for k in fns} for name, fns in cases}
        self.load = " ".join(f"{x:.2f}" for x in os.getloadavg())
        started, cpu0 = time.perf_counter(), os.times()
        for _ in range(rounds):
            for name, fns in cases:
                seen = {}
                for key, fn in fns.items():
                    ms, rows = fn()
                    self.results[name][key].append(ms)
                    seen[key] = rows
                assert len(set(seen.values())) == 1, (name, seen)
        cpu1 = os.times()
        self.wall = time.perf_counter() - started
        self.cpu = sum(cpu1[i] - cpu0[i] for i in range(4))

    def machine(self):
        """The sentence every table's introduction ends with."""
        return (f"Python {platform.python_version()}, {os.cpu_count()} CPUs, {platform.machine()}, load "
                f"average {self.load} at the start, C harness built with the Makefile's CC at -O2. "
                f"The run took {self.wall:.0f} s of wall time and {self.cpu:.0f} s of CPU (this process "
                "and its children).")

    def page(self, title, intro, peers):
        """A section headed `title`: the paragraph `intro` (its lines joined,
        then `machine()`), and the table of `peers`."""
        return [f"## {title}", "", " ".join(intro.split()) + " " + self.machine(), ""] + self.table(peers)

    def table(self, peers):
        """Markdown rows: ours at 1 and 2 threads and their ratio, each of
        `peers` at 1 and 2 (a peer without a key for a thread count shows
        '-'), and ours over the fastest peer at each thread count."""
        head = " | ".join(f"{p} {n}" for p in peers for n in (1, 2))
        lines = [
            f"| work | ours 1 | ours 2 | ours 1 / 2 | {head} | ours / fastest, 1 thread "
            "| ours / fastest, 2 threads |",
            "|---|---:|---:|---:|" + "---:|" * (2 * len(peers)) + "---|---|",
        ]
        for name, _ in self.cases:
            m = {k: statistics.median(v) for k, v in self.results[name].items()}
            cells = " | ".join(f"{m[f'{p}{n}']:.1f}" if f"{p}{n}" in m else "-" for p in peers for n in (1, 2))
            ratios = []
            for n in (1, 2):
                there = [p for p in peers if f"{p}{n}" in m]
                best = min(there, key=lambda p, n=n: m[f"{p}{n}"])
                ratios.append(f"{m[f'ours{n}'] / m[f'{best}{n}']:.2f} ({best})")
            lines.append(f"| {name} | {m['ours1']:.1f} | {m['ours2']:.1f} | "
                         f"{m['ours1'] / m['ours2']:.2f} | {cells} | {' | '.join(ratios)} |")
        return lines


def publish(lines, markdown):
    """Prints the table's text and writes it to `markdown` when given."""
    text = "\n".join(lines) + "\n"
    print(text)
    if markdown:
        with open(markdown, "w") as f:
            f.write(text)
