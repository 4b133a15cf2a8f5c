#!/usr/bin/env python3
"""Emitter comparison for `make bench`: our emitter vs IRx 1.18.0 `translate`.

Times, on the same program (`main` with N int32 array literals of M elements,
each asked for its length and released):
  - IRx 1.18.0's own `translate` (bench/pyirx_translate.py in the reference
    venv) at a modest N: it is superlinear and takes seconds per hundred
    literals, so one run at --n-ref;
  - our emitter (`emit_bench N M typed OUT i32`, best of 3 inside) at the
    same N and at --n-big;
  - `irx build` of the one-array program: link time (median of 3), executable
    size, the shared libraries it needs (ldd), and that it runs;
  - the program with --n-run literals: `irx build` time and its run time
    (median of --run-reps runs), so that emitting literals as data is seen
    not to cost the program anything.
Checks what it times: each IR holds its N literals of M elements, either as
N*M per-element integer appends (IRx, and our emitter before issue 16) or as
N bulk `append_values` calls and no per-element append (ours now); the built
programs exit 0. Writes one JSON object (--json) that bench/run.py turns into
the "Emitter" table and the issue 5 and 16 target rows. Only the standard
library. Run with --emit-bench pointing at an older emit_bench to measure
that emitter the same way (bench/emit_before.json was made so).
"""

from __future__ import annotations

import argparse
import json
import os
import re
import statistics
import subprocess
import sys
import tempfile
import time

from pathlib import Path

# IRx appends through `append_int32`, our emitter before issue 16 through the
# generic `append_int` (the builder was made with the int32 type id); ours now
# appends each literal's constant with one `append_values`.
APPEND = re.compile(r'call i32 @"?irx_arrow_array_builder_append_int(32)?"?\(')
BULK = re.compile(r'call i32 @"?irx_arrow_array_builder_append_values"?\(')
ALLOWED_SHARED = ("libc.so", "libm.so", "libpthread.so", "libdl.so", "ld-linux", "linux-vdso")


def count_appends(path):
    """(per-element appends, bulk appends) in the IR at `path`."""
    per, bulk = 0, 0
    with open(path) as f:
        for line in f:
            if APPEND.search(line):
                per += 1
            elif BULK.search(line):
                bulk += 1
    return per, bulk


def holds_literals(counts, n, m):
    per, bulk = counts
    return per == n * m or (bulk == n and per == 0)


def ours(emit_bench, n, m, out):
    proc = subprocess.run(
        [emit_bench, str(n), str(m), "typed", str(out), "i32"],
        capture_output=True, text=True, check=True,
    )
    hit = re.search(r": ([0-9.]+) s \(best of 3", proc.stdout)
    if not hit:
        raise SystemExit(f"emit_compare: cannot read emit_bench output: {proc.stdout!r}")
    return float(hit.group(1))


def pyirx(python, n, m, out):
    script = Path(__file__).resolve().parent / "pyirx_translate.py"
    proc = subprocess.run([python, str(script), str(n), str(m), str(out)],
                          capture_output=True, text=True)
    if proc.returncode != 0:
        raise SystemExit(f"emit_compare: pyirx translate failed:\n{proc.stderr[-2000:]}")
    return json.loads(proc.stdout.strip().splitlines()[-1])["seconds"], out.stat().st_size


def shared_libs(exe):
    proc = subprocess.run(["ldd", str(exe)], capture_output=True, text=True)
    libs = []
    for line in proc.stdout.splitlines():
        name = line.strip().split(" ")[0]
        if name and name != "statically":
            libs.append(os.path.basename(name))
    return libs


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--emit-bench", required=True)
    ap.add_argument("--irx", required=True, help="the irx binary (irx build)")
    ap.add_argument("--pyirx-python", help="python of the reference venv; omit to skip IRx")
    ap.add_argument("--n-ref", type=int, default=200)
    ap.add_argument("--n-big", type=int, default=10000)
    ap.add_argument("--elems", type=int, default=100)
    ap.add_argument("--n-run", type=int, default=2000, help="literals of the program whose run is timed")
    ap.add_argument("--run-reps", type=int, default=21)
    ap.add_argument("--json", required=True)
    args = ap.parse_args()
    m = args.elems
    res = {"elems": m, "n_ref": args.n_ref, "n_big": args.n_big}
    with tempfile.TemporaryDirectory() as tmp:
        tmp = Path(tmp)
        checks = []
        if args.pyirx_python:
            print(f"# emitter: IRx translate, {args.n_ref} literals", file=sys.stderr, flush=True)
            ll = tmp / "pyirx.ll"
            res["pyirx_ref_s"], res["pyirx_ref_ir_bytes"] = pyirx(args.pyirx_python, args.n_ref, m, ll)
            checks.append(("IRx", ll, args.n_ref))
        for key, n in (("ours_ref_s", args.n_ref), ("ours_big_s", args.n_big)):
            print(f"# emitter: ours, {n} literals", file=sys.stderr, flush=True)
            ll = tmp / f"ours_{n}.ll"
            res[key] = ours(args.emit_bench, n, m, ll)
            res[key.replace("_s", "_ir_bytes")] = ll.stat().st_size
            checks.append(("ours", ll, n))
            # Free the disk early: the big module is a few hundred MB.
            if n == args.n_big:
                got = count_appends(ll)
                ll.unlink()
                checks[-1] = ("ours", got, n)
        for who, ll, n in checks:
            got = ll if isinstance(ll, tuple) else count_appends(ll)
            if not holds_literals(got, n, m):
                raise SystemExit(
                    f"emit_compare: {who} IR at N={n} has {got[0]} integer appends and {got[1]} "
                    f"bulk appends, want {n * m} or {n} and none"
                )

        # The one-array program, built the way a user builds it.
        one = tmp / "one.ll"
        ours(args.emit_bench, 1, m, one)
        exe = tmp / "one"
        times = []
        for _ in range(3):
            t0 = time.perf_counter()
            subprocess.run([args.irx, "build", str(one), "-o", str(exe)], check=True,
                           capture_output=True)
            times.append(time.perf_counter() - t0)
        run = subprocess.run([str(exe)], capture_output=True, text=True)
        if run.returncode != 0:
            raise SystemExit(f"emit_compare: the one-array program exited {run.returncode}: {run.stderr}")
        libs = shared_libs(exe)

        # The program with --n-run literals: how long it takes to build, and
        # to run (each run creates, measures and releases every array).
        big = tmp / "run.ll"
        ours(args.emit_bench, args.n_run, m, big)
        exe_run = tmp / "run"
        t0 = time.perf_counter()
        subprocess.run([args.irx, "build", str(big), "-o", str(exe_run)], check=True, capture_output=True)
        res["run_build_s"] = time.perf_counter() - t0
        runs = []
        for _ in range(args.run_reps):
            t0 = time.perf_counter()
            proc = subprocess.run([str(exe_run)], capture_output=True)
            runs.append(time.perf_counter() - t0)
            if proc.returncode != 0:
                raise SystemExit(f"emit_compare: the {args.n_run}-literal program exited {proc.returncode}")
        res["n_run"] = args.n_run
        res["run_s"] = statistics.median(runs)
        res["link_s"] = statistics.median(times)
        res["exe_bytes"] = exe.stat().st_size
        res["shared"] = libs
        res["shared_ok"] = all(any(lib.startswith(a) for a in ALLOWED_SHARED) for lib in libs)
    Path(args.json).write_text(json.dumps(res, indent=1) + "\n")
    print(json.dumps(res))
    return 0


if __name__ == "__main__":
    sys.exit(main())
