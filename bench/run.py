#!/usr/bin/env python3
"""Run the benchmark harness builds interleaved and print one table.

Each --impl NAME=BINARY is one build of bench/bench.c (ours, IRx as shipped,
IRx at -O2). Rounds run them in turn (A B C A B C ...); each run reports the
median of --reps repetitions per metric, and the table shows, per build, the
median over the rounds. Any run that exits non-zero (a failed result check)
fails the whole benchmark. Physical baselines are measured in every run; the
table shows their median over all runs.

--footprint NAME=CFLAGS::LIBS links bench/footprint/min_array.c against a
build and reports its size, the shared libraries it needs (ldd) and the link
time. --size LABEL=PATH adds a file size row. --markdown writes the report.
Only the standard library is used.
"""

from __future__ import annotations

import argparse
import datetime
import json
import os
import platform
import shlex
import statistics
import subprocess
import sys
import tempfile
import time

from pathlib import Path

IMPL_TITLES = {
    "ours": "ours",
    "shipped": "IRx as shipped",
    "O2": "IRx -O2",
    "rb125": "IRx 1.25 as shipped",
    "rb125O2": "IRx 1.25 -O2",
}
# The record-batch harness (bench/bench_rb.c, issue 13): its metrics ("rb_")
# and its reference builds (IRx 1.25) get a table of their own.
RB_IMPLS = ("rb125", "rb125O2")


def run_impl(binary, scale, reps):
    proc = subprocess.run(
        [binary, "--scale", str(scale), "--reps", str(reps)],
        capture_output=True,
        text=True,
    )
    rows = []
    for line in proc.stdout.splitlines():
        parts = line.split("\t")
        if len(parts) == 5:
            rows.append(parts)
    return proc.returncode, rows, proc.stderr


def parse_pairs(values):
    out = []
    for v in values or []:
        name, _, rest = v.partition("=")
        out.append((name, rest))
    return out


def human_bytes(n):
    if n is None:
        return "n/a"
    for unit, size in (("MB", 1 << 20), ("KB", 1 << 10)):
        if n >= size:
            return f"{n / size:.2f} {unit}"
    return f"{n} B"


def ldd_libs(exe):
    proc = subprocess.run(["ldd", exe], capture_output=True, text=True)
    libs = []
    for line in proc.stdout.splitlines():
        line = line.strip()
        path = None
        if "=>" in line:
            target = line.split("=>", 1)[1].strip().split(" (")[0].strip()
            if target.startswith("/"):
                path = target
        elif line.startswith("/"):
            path = line.split(" (")[0]
        if path:
            libs.append(os.path.realpath(path))
    return libs


def footprint(name, spec, workdir, cc, source="min_array.c"):
    cflags, _, libs = spec.partition("::")
    src = Path(__file__).resolve().parent / "footprint" / source
    obj = workdir / f"min_{name}.o"
    exe = workdir / f"min_{name}"
    result = {"name": name}
    comp = subprocess.run(
        [cc, "-std=c99", "-O2", *shlex.split(cflags), "-c", str(src), "-o", str(obj)],
        capture_output=True,
        text=True,
    )
    if comp.returncode != 0:
        result["error"] = "n/a (does not compile against this runtime)"
        return result
    times = []
    for _ in range(3):
        t0 = time.perf_counter()
        link = subprocess.run(
            [cc, str(obj), *shlex.split(libs), "-o", str(exe)],
            capture_output=True,
            text=True,
        )
        times.append(time.perf_counter() - t0)
        if link.returncode != 0:
            result["error"] = "does not link (" + (link.stderr.strip().splitlines() or ["?"])[-1][:100] + ")"
            return result
    run = subprocess.run([str(exe)], capture_output=True, text=True)
    result["runs"] = run.returncode == 0 and run.stdout.strip() == "3"
    result["link_s"] = statistics.median(times)
    result["exe"] = exe.stat().st_size
    stripped = workdir / f"min_{name}.stripped"
    subprocess.run(["strip", "-o", str(stripped), str(exe)], check=True)
    result["exe_stripped"] = stripped.stat().st_size
    libs_needed = ldd_libs(str(exe))
    result["shared"] = [os.path.basename(p) for p in libs_needed]
    result["shared_bytes"] = sum(os.path.getsize(p) for p in libs_needed)
    return result


def fmt_ns(v):
    if v is None:
        return "n/a"
    if v >= 100:
        return f"{v:.0f}"
    if v >= 10:
        return f"{v:.1f}"
    return f"{v:.2f}"


def fmt_ratio(a, b):
    if a is None or b is None or b == 0:
        return "–"
    return f"{a / b:.3g}"


def version(cmd):
    try:
        out = subprocess.run(cmd, capture_output=True, text=True).stdout
        return out.strip().splitlines()[0]
    except (OSError, IndexError):
        return "n/a"


def cpu_model():
    try:
        for line in Path("/proc/cpuinfo").read_text().splitlines():
            if line.startswith("model name"):
                return line.split(":", 1)[1].strip()
    except OSError:
        pass
    return platform.processor() or "unknown"


# (description, metric, against, limit): ratio = ours[metric] / against <= limit.
# `against` is a build ("O2", "shipped", "rb125", "rb125O2"), a baseline
# metric id, or "ours:<metric>" (another metric of ours).
TARGETS = [
    ("issue 3", "import_copy within 2x of memcpy", "import_copy", "base_memcpy", 2),
    ("issue 3", "import_copy (bitmap) within 2x of memcpy", "import_copy_bitmap", "base_memcpy", 2),
    ("issue 3", "import_copy about 5x faster than IRx -O2", "import_copy", "O2", 0.2),
    ("issue 3", "import_copy about 20x faster than IRx as shipped", "import_copy", "shipped", 0.05),
    *[
        ("issue 3", f"{m} at most 0.5x IRx -O2", m, "O2", 0.5)
        for m in ("import_move_1K", "import_move_1M", "import_move_10M",
                  "export_1K", "export_1M", "export_10M")
    ],
    *[
        (
            "issue 3",
            f"{m} within 1.5x of a plain C store loop",
            m,
            {"append_double": "base_store_f64", "append_int32": "base_store_i32"}.get(m, "base_store_i64"),
            1.5,
        )
        for m in ("append_int64", "append_double", "append_int32", "append_nulls")
    ],
    *[
        ("issue 3", f"{m} at least 3x faster than IRx -O2", m, "O2", 1 / 3)
        for m in ("append_int64", "append_double", "append_int32", "append_nulls")
    ],
    *[
        ("issue 3", f"{m} at least 12x faster than IRx as shipped", m, "shipped", 1 / 12)
        for m in ("append_int64", "append_double", "append_int32", "append_nulls")
    ],
    ("issue 3", "append_values within 2x of memcpy", "append_values", "base_memcpy", 2),
    ("issue 3", "small-array lifecycle at most 0.3x IRx -O2", "small_lifecycle", "O2", 0.3),
    ("issue 3", "borrow_buffer_view no slower than IRx -O2", "borrow_view", "O2", 1),
    ("issue 3", "array retain/release pair within 2x of IRx -O2 (atomic vs not)", "array_retain_release", "O2", 2),
    ("issue 4", "tensor per-element build no slower than IRx -O2", "tensor_append", "O2", 1),
    ("issue 4", "tensor bulk fill within 2x of memcpy", "tensor_bulk", "base_memcpy_tensor", 2),
    ("issue 4", "tensor sum through the view within 1.2x of a plain C sum", "tensor_sum", "base_sum_f64", 1.2),
    ("issue 17", "tensor to DLPack and back is O(1): 10M elements within 2x of 1K", "tensor_dlpack_10M",
     "tensor_dlpack_1K", 2),
    *[
        ("issue 12", f"import_move_{k} at most 2x nanoarrow's consumer path", f"import_move_{k}",
         f"base_na_consume_{k}", 2)
        for k in ("1K", "1M", "10M")
    ],
    ("issue 12", "export + release at most 1.0x nanoarrow's", "export_release_1K", "base_na_export_release", 1),
    ("issue 12", "export-to-import round trip at most 1.5x nanoarrow's", "roundtrip_1K", "base_na_roundtrip", 1.5),
    *[
        ("issue 12", f"{m} at most 1.5x nanoarrow's checked read", m, "base_na_get_checked", 1.5)
        for m in ("value_sum", "tensor_get_sum_1d", "tensor_get_sum", "list_index")
    ],
    *[
        ("issue 12", f"{what} retain/release pair at most 1.0x IRx as shipped", f"{what}_retain_release",
         "shipped", 1)
        for what in ("array", "tensor", "owner", "view")
    ],
    # Issue 32: against nanoarrow's like-for-like paths (one validation,
    # views reset after the timer, the export a shared clone of a held
    # array; nanoarrow compiled with clang, bench/bench_nanoarrow.h).
    *[
        ("issue 32", f"import_move_{k} at most 1.5x nanoarrow's consumer path", f"import_move_{k}",
         f"base_na_consume_{k}", 1.5)
        for k in ("1K", "1M", "10M")
    ],
    ("issue 32", "export-to-import round trip at most 1.0x nanoarrow's", "roundtrip_1K", "base_na_roundtrip", 1),
    # Issue 13: against IRx 1.25 built as pyirx builds it (the issue's
    # targets), then the same limits against it at -O2 (stricter, ours).
    *[
        (
            "issue 13" if ref == "rb125" else "issue 13 (vs -O2)",
            f"{what} at most {limit:g}x IRx 1.25{'' if ref == 'rb125' else ' -O2'}",
            metric,
            ref,
            limit,
        )
        for ref in RB_IMPLS
        for what, metric, limit in (
            ("utf8 append (per string, + finish)", "rb_utf8_append", 0.5),
            ("int64 column build (per value, + finish)", "rb_int64_build", 0.5),
            ("C Stream export+import, 1K-row batch", "rb_cstream_1K", 0.5),
            ("C Stream export+import, 1M-row batch", "rb_cstream_1M", 0.5),
            ("IPC stream write of 1M rows to memory", "rb_ipc_write", 1.0),
            ("IPC stream read of 1M rows from memory", "rb_ipc_read", 1.0),
        )
    ],
    ("issue 13", "in-place utf8 (reserve/commit) faster than a temporary + append_utf8", "rb_utf8_inplace",
     "ours:rb_utf8_temp", 1),
    # Issue 14: a data-frame literal (bench_frame.c), against IRx 1.25 as
    # pyirx builds it and at -O2; the in-place form (ours only) against the
    # same references' irx_arrow_table_from_ipc.
    *[
        (
            "issue 14" if ref == "rb125" else "issue 14 (vs -O2)",
            f"{what} at most 0.5x IRx 1.25{'' if ref == 'rb125' else ' -O2'} table_from_ipc",
            metric,
            f"{ref}:df_from_ipc",
            0.5,
        )
        for ref in RB_IMPLS
        for what, metric in (
            ("table_from_ipc of a 1,000-row literal", "df_from_ipc"),
            ("[ext] table_from_ipc_static of it (read in place)", "df_from_ipc_static"),
        )
    ],
    # Issue 14: CSV read of 1M rows (bench/bench_csv.c), types inferred.
    *[
        ("issue 14" if ref == "rb125" else "issue 14 (vs -O2)",
         f"CSV read of 1M rows at most 1.2x IRx 1.25{'' if ref == 'rb125' else ' -O2'}", "rb_csv_read", ref, 1.2)
        for ref in RB_IMPLS
    ],
]


RB_INTRO = """\
`bench/bench_rb.c`, one C source compiled against our `irx_runtime.h` and against
IRx 1.25.0's `irx_record_batch.h`, linked against ours and against IRx 1.25's
`record_batch` runtime built from its PyPI package as pyirx builds it (its four C++
sources, `-std=c++20` and no `-O`, against the headers and `libarrow.so.2400` /
`libarrow_compute.so.2400` of the pyarrow 24.0.0 it pins) and at `-O2`. Strings are
8..24 bytes (16 on average); builders time appends and `finish`; the C Stream metric is
`irx_rb_batch_export_stream` + `irx_rb_stream_reader_import` + `next_batch` (+ the EOF
call and every release) per batch of int64, float64 and utf8 columns; IPC is one batch
of 1M such rows written to memory (`open_buffer`, `write_batch`, `close`, `buffer_data`)
and read back (`open_buffer`, `next_batch`, the EOF call). Every result is verified
(values, rows, strings)."""


DF_INTRO = """\
`bench/bench_frame.c`, one C source compiled against our `irx_runtime.h` and against
IRx 1.25.0's `irx_arrow_runtime.h` + `irx_record_batch.h`, linked against ours and against
the same IRx 1.25 builds as the record-batch table (its `array` feature compiles
`irx_arrow_runtime.cc`, the `dataframe` feature's one source). The input is a data-frame
literal as pyirx 1.25 embeds one: the Arrow IPC stream pyarrow 24 writes for one batch of
1,000 rows (id int64, price float64 with nulls, name utf8;
`bench/data/frame_literal_1000.arrows`, made by `bench/gen_frame_literal.py`), in
16-byte aligned memory. Timed: `irx_arrow_table_from_ipc` + `irx_arrow_table_release`
per literal (1.25's contract: the bytes are copied); `[ext]`
`irx_arrow_table_from_ipc_static`, which reads bytes that outlive the table in place.
Every table is verified (rows, columns, every value through `irx_rb_table_to_batch`)."""

# Tables of their own: metric prefix, title, text before it.
OWN_TABLES = (
    ("rb_", "### Record batches (issue 13)", RB_INTRO),
    ("df_", "### Data-frame tables (issue 14)", DF_INTRO),
)


def emitter_section(e, t_lines, before=None):
    """The emitter table; appends the issue 5 and 16 rows to the targets
    table. `before` is bench/emit_before.json: the same measurements of the
    emitter before issue 16 (literals as data), shown next to today's."""
    m, nr, nb = e["elems"], e["n_ref"], e["n_big"]
    ours_ref = e["ours_ref_s"] / nr
    ours_big = e["ours_big_s"] / nb
    lines = [
        f"Program: `main` with N int32 array literals of {m} elements, each asked for its length.",
        "Ours: `emit_bench N 100 typed OUT i32` (IR model built and rendered to text, best of 3).",
        "IRx: `Builder().translate(module)` of the same program in the pyirx 1.18.0 venv",
        "(`bench/pyirx_translate.py`; one run, only `translate` timed, not the ~20 s import). Its",
        "time per literal grows with N (a run at N = 2000 took ~279 s earlier on this machine),",
        "so it runs at a modest N only, and the ratio is taken at that N. Every runtime call of",
        "ours is checked (a branch to the assertion handler); IRx ignores the statuses.",
    ]
    if before:
        lines += [
            f"\"Before\": our emitter at {before['commit']} (each literal a call and a status check per",
            "element), measured the same way on the same machine (`bench/emit_before.json`, made with",
            "`bench/emit_compare.py --emit-bench` pointed at that commit's `emit_bench`). \"Now\": each",
            "literal is one private constant and one `append_values` call (issue 16, item 6).",
        ]
    lines += [
        "",
        "| emitter | N | total | per literal | IR size | ours ÷ IRx (per literal, same N) |",
        "|---|---|---|---|---|---|",
    ]
    py_ref = e.get("pyirx_ref_s")
    if py_ref is not None:
        lines.append(f"| IRx 1.18.0 `translate` | {nr} | {py_ref:.2f} s | {py_ref / nr * 1e3:.2f} ms | {human_bytes(e.get('pyirx_ref_ir_bytes'))} | – |")

    def rows(who, r):
        ref, big = r["ours_ref_s"] / nr, r["ours_big_s"] / nb
        ratio = ref / (py_ref / nr) if py_ref else None
        return [
            f"| {who} | {nr} | {r['ours_ref_s']:.4f} s | {ref * 1e3:.4f} ms | {human_bytes(r['ours_ref_ir_bytes'])} | "
            + (f"{ratio:.3g} ({1 / ratio:.0f}x faster)" if ratio else "–") + " |",
            f"| {who} | {nb} | {r['ours_big_s']:.3f} s | {big * 1e3:.4f} ms | {human_bytes(r['ours_big_ir_bytes'])} | – |",
        ]

    if before:
        lines += rows(f"ours before ({before['commit']})", before)
    lines += rows("ours now" if before else "ours", e)
    ratio = ours_ref / (py_ref / nr) if py_ref else None
    lines += [
        "",
        "| `irx build` of the one-array program (compile IR + link, clang) | |",
        "|---|---|",
        f"| time (median of 3) | {e['link_s']:.3f} s |",
        f"| executable | {human_bytes(e['exe_bytes'])} |",
        f"| shared libraries (ldd) | {', '.join(e['shared'])} |",
    ]
    if "run_s" in e:
        head = f"| program with {e['n_run']} literals | " + ("before | now |" if before else "now |")
        lines += ["", head, "|---|" + ("---|---|" if before else "---|")]
        for label, key, unit, scale in (("`irx build` time", "run_build_s", "s", 1),
                                        ("run time (median of runs)", "run_s", "ms", 1e3)):
            cells = [f"{r[key] * scale:.2f} {unit}" if key in r else "n/a"
                     for r in ([before] if before else []) + [e]]
            lines.append(f"| {label} | " + " | ".join(cells) + " |")
    if ratio:
        t_lines.append(
            f"| issue 5 | emitter at least 50x faster than IRx `translate` (per literal, N = {nr}) | "
            f"{ratio:.3g} | ≤ 0.02 | {'yes' if ratio <= 0.02 else '**no**'} |"
        )
    else:
        t_lines.append("| issue 5 | emitter at least 50x faster than IRx `translate` | n/a | ≤ 0.02 | not measured |")
    t_lines.append(
        f"| issue 5 | one-array program builds (`irx build`) in under 0.5 s | {e['link_s']:.3f} s | < 0.5 s | "
        f"{'yes' if e['link_s'] < 0.5 else '**no**'} |"
    )
    t_lines.append(
        f"| issue 5 | one-array program under 1 MB | {human_bytes(e['exe_bytes'])} | < 1 MB | "
        f"{'yes' if e['exe_bytes'] < (1 << 20) else '**no**'} |"
    )
    t_lines.append(
        f"| issue 5 | no shared library beyond libc/libm/libpthread/libdl | {len(e['shared'])} (incl. vdso, loader) | – | "
        f"{'yes' if e['shared_ok'] else '**no**'} |"
    )
    # Issue 16, item 6: literals as data.
    if ratio:
        t_lines.append(
            f"| issue 16 | emitter at least 500x faster than IRx `translate` (per literal, N = {nr}) | "
            f"{ratio:.3g} | ≤ 0.002 | {'yes' if ratio <= 0.002 else '**no**'} |"
        )
    growth = ours_big / ours_ref
    t_lines.append(
        f"| issue 16 | per-literal emit time flat (N = {nb} ÷ N = {nr}) | {growth:.3g} | ≤ 1.2 | "
        f"{'yes' if growth <= 1.2 else '**no**'} |"
    )
    if before:
        size = e["ours_big_ir_bytes"] / before["ours_big_ir_bytes"]
        t_lines.append(
            f"| issue 16 | IR at N = {nb} at most 0.25x the size before | {size:.3g} | ≤ 0.25 | "
            f"{'yes' if size <= 0.25 else '**no**'} |"
        )
        if "run_s" in e and "run_s" in before:
            run = e["run_s"] / before["run_s"]
            t_lines.append(
                f"| issue 16 | the {e['n_run']}-literal program runs no slower than before | {run:.3g} | ≤ 1 | "
                f"{'yes' if run <= 1 else '**no**'} |"
            )
    return "\n".join(lines)


# Harnesses with a section of their own at the end of docs/BENCHMARKS.md
# (`--section PREFIX`: their metrics' ids start with PREFIX): title, intro,
# targets (as TARGETS). A full report keeps these sections as they are.
SECTIONS = {
    "fc_": (
        "Series compute (issue 14)",
        """\
`bench/bench_compute.c`, one C source written against pyirx 1.25's `irx_arrow_runtime.h`,
linked against ours and against IRx 1.25.0's data-frame runtime (its `irx_arrow_runtime.cc`
with `irx_arrow_series.h`, from the same reference build as the record-batch table: pyirx's
`record_batch` feature pulls in `array`, which compiles it) as pyirx builds it and at `-O2`,
on the Arrow C++ of the pyarrow 24.0.0 it pins. One `irx_arrow_column_compute_promoted`
call (what IRx programs call) per repetition on a column of int64 or float64 values without
nulls, built through the API outside the timed region; `add` results are released after the
timer. Every result is verified (the reduction's exact bits, sampled rows of the sums).

Profiled with `perf record` on `bench_compute --only ID` before each change: (1) `add`
spent most of its time in page faults (`clear_page_erms`, `exc_page_fault`) on the fresh
80 MB result, which IRx 1.25's jemalloc serves from pages freed moments before: large
results now come from `frame/recycle.rs`, which keeps freed ones for reuse; (2) arrow-rs's
checked `add` stops at every row to check (`try_binary_no_nulls`, about 10 ns/row): ours
computes every row and an overflow flag in one vectorised pass and looks again only when
the flag is set; (3) `min`/`max` of int64 were scalar (SSE2, the archive's baseline, has no
64-bit vector compare; `perf annotate`: `pcmpgtd`/`pand` emulation): the hot loops are
compiled a second time for AVX2 and chosen at run time, as Arrow C++ does. All of these
kernels now run at about the machine's memory bandwidth, as Arrow C++'s do, so the ratios
of the reductions are about 1 and move with the load of the machine (the load average
is in the header).

Measured quiet (2026-11-25, load 0.6), three rows missed 1.0x: `mean` of int64 (0.38
against 0.31 ns/elem) and `sum`/`mean` of float64 (0.31 and 0.29 against 0.28).
`perf annotate` of the pairwise loop: one scalar `cvtsi2sd` per int64 (x86-64 has no
vector int64-to-double conversion before AVX-512) and four chains of dependent adds.
Blocks of 16 must be added in order for Arrow C++'s bits, so the AVX2 kernel
(`frame/compute/pairwise.rs`) makes each vector lane a block: four blocks are loaded four
values at a time, int64 converted exactly four at a time from its two 32-bit halves,
4x4-transposed and added in order, eight blocks side by side, and a tile's eight block
sums enter the tree as one subtree; bit for bit the scalar loop's sums (tested on
rounding int64, NaN, infinities, -0.0 and trees entered mid-subtree). Tried and
reverted: converting into a stack tile and re-reading it lane by lane (store-forwarding
stalls, 5x slower). Kernel results of tens of MiB are hinted for huge pages
(`alloc::huge_pages_hint`). With that, over three runs the four float64/mean rows were
0.94 to 1.09 of IRx 1.25: a tie at memory bandwidth, not a margin.

What made the margin (2026-11-26): the inputs. The benchmark builds its columns with
the array builder, whose storage grew by `realloc`; glibc remaps a large block, so
every page of the 80 MB column stayed a 4 KiB page (a first try, hinting the grown
tail after the `realloc`, got 12 of 80 MB huge), and a streaming reduction over it
takes a TLB miss every 4 KiB. Builders now grow into a fresh block, hinted for huge
pages before the old values are copied in, once a column passes 4 MiB
(`alloc::grow_vec`/`grow_buffer`, used by the 1.18 array builder and the record-batch
builder's columns): `/proc/self/smaps_rollup` after building 10M int64 shows 76 of
its 79 MiB as `AnonHugePages`. Every reduction got faster by about a quarter (sum of
int64 0.35 to 0.29 ns/elem, min 0.33 to 0.25) and every row below now meets its target
against both builds of IRx 1.25, on a quiet machine (load 1.0).""",
        [
            (
                "issue 14" if ref == "rb125" else "issue 14 (vs -O2)",
                f"{kernel} of {ty} at most 1x IRx 1.25{'' if ref == 'rb125' else ' -O2'}",
                f"fc_{kernel}_{ty}",
                ref,
                1.0,
            )
            for ref in RB_IMPLS
            for ty in ("i64", "f64")
            for kernel in ("sum", "min", "max", "mean", "add")
        ],
    ),
}


def section_markers(prefix):
    return f"<!-- section {prefix} (bench/run.py --section) -->", f"<!-- end section {prefix} -->"


def kept_sections(old):
    """The own sections of an existing report, in order, markers included."""
    blocks = []
    for prefix in SECTIONS:
        start, end = section_markers(prefix)
        if start in old and end in old:
            blocks.append(old[old.index(start):old.index(end) + len(end)])
    return blocks


def write_section(path, prefix, text):
    """Replaces (or appends) section `prefix` of the report at `path`."""
    start, end = section_markers(prefix)
    old = Path(path).read_text() if Path(path).exists() else ""
    block = f"{start}\n{text}\n{end}"
    if start in old and end in old:
        new = old[:old.index(start)] + block + old[old.index(end) + len(end):]
    else:
        new = old.rstrip("\n") + "\n\n" + block + "\n"
    Path(path).write_text(new)


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--impl", action="append")
    ap.add_argument("--scale", type=float, default=1.0)
    ap.add_argument("--reps", type=int, default=5)
    ap.add_argument("--rounds", type=int, default=3)
    ap.add_argument("--footprint", action="append")
    ap.add_argument("--size", action="append")
    ap.add_argument("--floor", help="link flags of bench/footprint/floor's archive (the Rust floor program)")
    ap.add_argument("--meta", action="append", help="KEY=VALUE lines for the header")
    ap.add_argument("--cc", default=os.environ.get("CC", "cc"))
    ap.add_argument("--markdown")
    ap.add_argument("--intro", help="text put before the results in --markdown")
    ap.add_argument("--command", default="make bench")
    ap.add_argument("--section", choices=sorted(SECTIONS),
                    help="report only the metrics with this prefix, as their section of --markdown")
    ap.add_argument("--emitter", help="JSON written by bench/emit_compare.py")
    ap.add_argument("--emitter-before", help="the same JSON for the emitter before issue 16")
    ap.add_argument("--emitter-only", action="store_true",
                    help="print only the emitter tables and their targets (make bench-emitter)")
    args = ap.parse_args()
    if args.emitter_only:
        before = json.loads(Path(args.emitter_before).read_text()) if args.emitter_before else None
        t_lines = ["| issue | target | ratio | limit | met |", "|---|---|---|---|---|"]
        print(emitter_section(json.loads(Path(args.emitter).read_text()), t_lines, before))
        print()
        print("\n".join(t_lines))
        return 0
    if not args.impl:
        ap.error("--impl is required (or --emitter-only)")

    impls = parse_pairs(args.impl)
    start_load = os.getloadavg()
    samples = {}  # (impl, metric) -> [ns]
    info = {}  # metric -> (unit, baseline, label); first seen wins, order kept
    na_labels = set()
    failed = []
    for rnd in range(args.rounds):
        for name, binary in impls:
            print(f"# round {rnd + 1}/{args.rounds}: {name}", file=sys.stderr, flush=True)
            rc, rows, err = run_impl(binary, args.scale, args.reps)
            if rc != 0:
                failed.append((name, rc, err))
                sys.stderr.write(err)
            for metric, ns, unit, base, label in rows:
                # Prefer the label of a build that measured the metric (it
                # names the actual sizes).
                if metric not in info or (metric in na_labels and ns != "na"):
                    info[metric] = (unit, base, label)
                    if ns == "na":
                        na_labels.add(metric)
                    else:
                        na_labels.discard(metric)
                if ns != "na":
                    samples.setdefault((name, metric), []).append(float(ns))
    if failed:
        for name, rc, _ in failed:
            print(f"bench: {name} exited {rc} (a result check failed)", file=sys.stderr)
        return 1

    def val(impl, metric):
        s = samples.get((impl, metric))
        return statistics.median(s) if s else None

    def base(metric):
        # A physical baseline (`base_*`) is the same C loop in every binary:
        # all their samples pool. Any other metric used as a baseline (the
        # in-place rows' temporary path) is ours: each build has its own.
        if not metric.startswith("base_"):
            return val("ours", metric)
        s = [x for (impl, m), v in samples.items() if m == metric for x in v]
        return statistics.median(s) if s else None

    # One build may be several binaries (ours: bench.c and bench_rb.c).
    names = list(dict.fromkeys(n for n, _ in impls))
    main_names = [n for n in names if n not in RB_IMPLS]
    rb_names = [n for n in names if n == "ours" or n in RB_IMPLS]

    def table(cols_names, metrics):
        out = []
        cols = ["metric", "unit"] + [IMPL_TITLES.get(n, n) for n in cols_names]
        others = [n for n in cols_names if n != "ours"]
        cols += [f"ours ÷ {IMPL_TITLES.get(n, n)}" for n in others]
        cols += ["physical baseline", "ours ÷ baseline"]
        out.append("| " + " | ".join(cols) + " |")
        out.append("|" + "---|" * len(cols))
        for metric in metrics:
            unit, bid, label = info[metric]
            ours = val("ours", metric)
            row = [f"{label}", unit] + [fmt_ns(val(n, metric)) for n in cols_names]
            row += [fmt_ratio(ours, val(n, metric)) for n in others]
            if bid != "-" and base(bid) is not None:
                row += [f"{fmt_ns(base(bid))} ({info.get(bid, ('', '', bid))[2]})", fmt_ratio(ours, base(bid))]
            else:
                row += ["–", "–"]
            out.append("| " + " | ".join(row) + " |")
        return "\n".join(out)

    if args.section:
        return report_section(args, names, info, table, val, start_load)

    own_tables = []
    for prefix, title, intro in OWN_TABLES:
        metrics = [m for m in info if m.startswith(prefix)]
        if metrics:
            own_tables += [title, "", intro, "", table(rb_names, metrics), ""]
    all_names = names
    names = main_names
    perf_table = table(names, [
        metric for metric in info
        if not (metric.startswith("base_") or any(metric.startswith(p) for p, _, _ in OWN_TABLES)
                or metric.startswith(tuple(SECTIONS)))])

    base_lines = ["| physical baseline | unit | ns (median of every run) |", "|---|---|---|"]
    for metric, (unit, _, label) in info.items():
        if metric.startswith("base_"):
            base_lines.append(f"| {label} | {unit} | {fmt_ns(base(metric))} |")
    base_table = "\n".join(base_lines)

    # Targets of issues 3 and 4.
    t_lines = ["| issue | target | ratio | limit | met |", "|---|---|---|---|---|"]
    for issue, desc, metric, against, limit in TARGETS:
        ours = val("ours", metric)
        if ":" in against:
            impl, other_metric = against.split(":", 1)
            other = val(impl, other_metric)
        elif against in IMPL_TITLES:
            other = val(against, metric)
        else:
            other = base(against)
        if ours is None or other is None:
            t_lines.append(f"| {issue} | {desc} | n/a | ≤ {limit:.3g} | not measured |")
            continue
        r = ours / other
        t_lines.append(f"| {issue} | {desc} | {r:.3g} | ≤ {limit:.3g} | {'yes' if r <= limit else '**no**'} |")
    move = [val("ours", f"import_move_{s}") for s in ("1K", "1M", "10M")]
    if all(move):
        t_lines.append(
            f"| issue 3 | import_move constant in length (10M ÷ 1K) | {move[2] / move[0]:.3g} | ≤ 2 | {'yes' if move[2] / move[0] <= 2 else '**no**'} |"
        )
    exp = [val("ours", f"export_{s}") for s in ("1K", "1M", "10M")]
    if all(exp):
        t_lines.append(
            f"| issue 3 | export constant in length (10M ÷ 1K) | {exp[2] / exp[0]:.3g} | ≤ 2 | {'yes' if exp[2] / exp[0] <= 2 else '**no**'} |"
        )
    # Issue 32: every atomic path against the in-harness compare-and-swap
    # floor too (the machine's atomics move the IRx ratios above; this one
    # is measured in the same process). Information, no limit.
    floor = base("base_checked_pair")
    for what in ("array", "tensor", "owner", "view"):
        ours = val("ours", f"{what}_retain_release")
        if ours is not None and floor:
            t_lines.append(
                f"| issue 32 | {what} retain/release pair ÷ the in-harness compare-and-swap floor "
                f"(base_checked_pair, {fmt_ns(floor)} ns) | {ours / floor:.3g} | – | information |"
            )
    emit_table = ""
    if args.emitter:
        before = json.loads(Path(args.emitter_before).read_text()) if args.emitter_before else None
        emit_table = emitter_section(json.loads(Path(args.emitter).read_text()), t_lines, before)

    # Footprint.
    f_lines = ["| footprint | " + " | ".join(IMPL_TITLES.get(n, n) for n in names) + " |",
               "|---|" + "---|" * len(names)]
    for spec in args.size or []:
        label, *paths = spec.split("|")
        where = dict(p.split("=", 1) for p in paths)
        cells = [
            human_bytes(os.path.getsize(where[n])) if n in where and os.path.exists(where[n]) else "–"
            for n in names
        ]
        f_lines.append(f"| {label} | " + " | ".join(cells) + " |")
    fps = {}
    if args.footprint:
        with tempfile.TemporaryDirectory() as tmp:
            for name, spec in parse_pairs(args.footprint):
                fps[name] = footprint(name, spec, Path(tmp), args.cc)
            # What every program has (a C hello world), and what any Rust
            # library with a panic-guarded C entry adds to it.
            hello = footprint("hello", "::", Path(tmp), args.cc, "hello.c")
            floor = footprint("floor", "::" + args.floor, Path(tmp), args.cc, "floor_main.c") if args.floor else None
        def cell(name, key, fmt):
            fp = fps.get(name)
            if fp is None:
                return "–"
            if "error" in fp:
                return fp["error"] if key == "exe" else "n/a"
            return fmt(fp[key])
        f_lines.append("| min program (one int32 array, print length): executable | " + " | ".join(cell(n, "exe", human_bytes) for n in names) + " |")
        f_lines.append("| same, stripped | " + " | ".join(cell(n, "exe_stripped", human_bytes) for n in names) + " |")
        f_lines.append("| shared libraries it needs at run time (ldd), total | " + " | ".join(cell(n, "shared_bytes", human_bytes) for n in names) + " |")
        f_lines.append("| those libraries | " + " | ".join(cell(n, "shared", lambda s: ", ".join(s)) for n in names) + " |")
        f_lines.append("| link time (median of 3) | " + " | ".join(cell(n, "link_s", lambda s: f"{s:.3f} s") for n in names) + " |")
        f_lines.append("| runs and prints 3 | " + " | ".join(cell(n, "runs", lambda b: "yes" if b else "**no**") for n in names) + " |")
        if "error" not in hello:
            base_size = hello["exe_stripped"]
            f_lines.append(
                f"| same, stripped, over a C hello world ({human_bytes(base_size)} stripped) | "
                + " | ".join(cell(n, "exe_stripped", lambda b: human_bytes(b - base_size)) for n in names)
                + " |"
            )
            if floor and "error" not in floor:
                f_lines.append(
                    "| a Rust library's floor (bench/footprint/floor: one panic-guarded C function), "
                    "stripped, over hello world | "
                    + " | ".join(human_bytes(floor["exe_stripped"] - base_size) if n == "ours" else "–" for n in names)
                    + " |"
                )
            ours = fps.get("ours")
            if ours and "error" not in ours:
                over = ours["exe_stripped"] - base_size
                t_lines.append(
                    f"| issue 12 | one-array program at most 150 KB over hello world (stripped, --gc-sections) | "
                    f"{human_bytes(over)} | ≤ 150 KB | {'yes' if over <= 150 << 10 else '**no**'} |"
                )
        bad = [n for n, fp in fps.items() if "error" not in fp and not fp["runs"]]
        if floor and "error" not in floor and not floor["runs"]:
            bad.append("floor")
        if bad:
            failed.append(("footprint " + ",".join(bad), 1, ""))
    foot_table = "\n".join(f_lines)
    # After the footprint, which adds the program-size target row.
    target_table = "\n".join(t_lines)

    header = run_header(args) + [
        f"- scale {args.scale:g} (1 = 10M elements, 1000x1000 tensor), {args.reps} repetitions per run "
        f"(median), {args.rounds} interleaved rounds of {' '.join(all_names)} (median of the rounds)",
        f"- command: `{args.command}`",
    ]
    text = "\n".join(
        [
            "## Results",
            "",
            "\n".join(header),
            "",
            "Times in ns (lower is better). `ours ÷ X` is our time divided by X's: below 1 we are faster.",
            "`n/a`: the linked runtime does not have the function (yet); `[ext]`: an extension only we have.",
            "",
            ratios_where(args),
            "",
            perf_table,
            "",
            *own_tables,
            "### Targets (issues 3, 4, 5, 12, 13, 14, 16, 17 and 32)",
            "",
            ratios_where(args),
            "",
            target_table,
            "",
            "### Footprint",
            "",
            foot_table,
            "",
            *(["### Emitter (issues 5 and 16)", "", emit_table, ""] if emit_table else []),
            "### Physical baselines",
            "",
            base_table,
            "",
        ]
    )
    print(text)
    if args.markdown:
        intro = Path(args.intro).read_text() if args.intro else ""
        old = Path(args.markdown).read_text() if Path(args.markdown).exists() else ""
        kept = "".join("\n" + block + "\n" for block in kept_sections(old))
        Path(args.markdown).write_text(intro + text + kept)
    return 1 if failed else 0


def ratios_where(args):
    """The machine and compilers every ratio of a table was measured with
    (issue 32: a ratio means little without them)."""
    return (
        f"Ratios measured on: {cpu_model()}, {os.cpu_count()} cores; harness and nanoarrow "
        f"compiled by {version([os.environ.get('BENCH_CC', args.cc), '--version'])}; IRx by "
        f"{version(['c++', '--version'])}; ours by {version(['rustc', '--version'])} (LLVM)."
    )


def run_header(args):
    """The report's lines about when, where and with what it was run."""
    now = datetime.datetime.now(datetime.timezone.utc).strftime("%Y-%m-%d %H:%M UTC")
    header = [
        f"- date: {now}",
        f"- machine: {cpu_model()}, {os.cpu_count()} cores, {platform.system()} {platform.release()}",
        f"- C compiler (harness, min program): {version([args.cc, '--version'])}",
        f"- C++ compiler (IRx runtime, as pyirx picks it: `c++`): {version(['c++', '--version'])}",
        f"- clang (IRx C sources): {version(['clang', '--version'])}",
        f"- Rust: {version(['rustc', '--version'])}",
    ]
    for k, v in parse_pairs(args.meta):
        header.append(f"- {k}: {v}")
    return header


def report_section(args, names, info, table, val, start_load):
    """`--section`: the section's table of every build and its targets."""
    title, intro, targets = SECTIONS[args.section]
    metrics = [m for m in info if m.startswith(args.section)]
    t_lines = ["| issue | target | ratio | limit | met |", "|---|---|---|---|---|"]
    for issue, desc, metric, against, limit in targets:
        ours, other = val("ours", metric), val(against, metric)
        if ours is None or other is None:
            t_lines.append(f"| {issue} | {desc} | n/a | ≤ {limit:.3g} | not measured |")
            continue
        r = ours / other
        t_lines.append(f"| {issue} | {desc} | {r:.3g} | ≤ {limit:.3g} | {'yes' if r <= limit else '**no**'} |")
    header = run_header(args) + [
        f"- load average when the run started: {' '.join(f'{x:.2f}' for x in start_load)}",
        f"- {args.reps} repetitions per run (median), {args.rounds} interleaved rounds of "
        f"{' '.join(names)} (median of the rounds), scale {args.scale:g}",
        f"- command: `{args.command}`",
    ]
    text = "\n".join(
        [
            f"### {title}",
            "",
            intro,
            "",
            "\n".join(header),
            "",
            table(names, metrics),
            "",
            "\n".join(t_lines),
        ]
    )
    print(text)
    if args.markdown:
        write_section(args.markdown, args.section, text)
    return 0


if __name__ == "__main__":
    sys.exit(main())
