#!/usr/bin/env python3
"""Build time and executable size of one Arx program: `irx-arx` (this
runtime's wheel) against arx's own build (issue 33, item 7).

Both commands run in the same venv (the one `make check-wheel` makes:
arxlang 1.25.0, pyirx 1.25.0 and the irx-runtime wheel), on the same
program, in empty directories, alternately, REPS times each; the medians of
wall and CPU time (user + system of the command and everything it ran) are
reported, and the executables' sizes as linked and stripped, the shared
libraries each needs beyond libc/libm/the loader (`ldd`) and their total
size, and whether the two printed the same. arx's build compiles IRx
1.25's C and C++ runtime sources for the program's features on every
build (pyirx compiles them into the build's temporary directory) and links
pyarrow's Arrow C++ libraries; irx-arx links the wheel's archive.

usage: bench/arx_build.py VENV PROGRAM.x [--reps N] [--only arx|irx-arx]
Prints a Markdown table (docs/BENCHMARKS.md, "Building Arx programs").
"""

from __future__ import annotations

import argparse
import os
import resource
import shutil
import statistics
import subprocess
import sys
import tempfile
import time

from pathlib import Path


def timed(command: list[str], cwd: Path) -> tuple[float, float]:
    """Wall and CPU seconds of one command (children included)."""
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    started = time.monotonic()
    result = subprocess.run(command, cwd=cwd, capture_output=True, text=True)
    wall = time.monotonic() - started
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    if result.returncode != 0:
        sys.exit(f"arx_build: {' '.join(command)} failed:\n{result.stderr}")
    cpu = (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)
    return wall, cpu


def needed_libraries(exe: Path) -> list[Path]:
    """What the dynamic loader maps for exe beyond libc, libm and itself."""
    out = subprocess.run(["ldd", str(exe)], capture_output=True, text=True).stdout
    found = []
    for line in out.splitlines():
        if "=>" not in line:
            continue
        name, _, rest = line.strip().partition(" => ")
        if name.split(".so")[0] in ("libc", "libm", "linux-vdso"):
            continue
        path = rest.split(" (")[0].strip()
        if path and Path(path).exists():
            found.append(Path(path).resolve())
    return found


def output(exe: Path) -> tuple[str, str, int]:
    with tempfile.TemporaryDirectory() as scratch:
        run = subprocess.run([str(exe)], cwd=scratch, capture_output=True,
                             text=True, stdin=subprocess.DEVNULL)
    return run.stdout, run.stderr, run.returncode


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("venv")
    parser.add_argument("program")
    parser.add_argument("--reps", type=int, default=3)
    parser.add_argument("--only", choices=("arx", "irx-arx"),
                        help="time one of the two builds (e.g. arx's in a venv without the wheel)")
    args = parser.parse_args()
    bin_dir = Path(args.venv).resolve() / "bin"
    program = Path(args.program).resolve()
    commands = {
        "irx-arx": lambda out: [str(bin_dir / "irx-arx"), str(program), "-o", str(out)],
        "arx": lambda out: [str(bin_dir / "arx"), str(program), "--output-file", str(out)],
    }
    if args.only:
        commands = {args.only: commands[args.only]}
    times: dict[str, list[tuple[float, float]]] = {name: [] for name in commands}
    exes: dict[str, Path] = {}
    work = Path(tempfile.mkdtemp(prefix="arx-build-"))
    try:
        for rep in range(args.reps):
            for name, command in commands.items():
                directory = work / f"{name}-{rep}"
                directory.mkdir()
                exe = directory / program.stem
                times[name].append(timed(command(exe), directory))
                exes[name] = exe
                print(f"# {name} run {rep + 1}: {times[name][-1][0]:.1f} s wall, "
                      f"{times[name][-1][1]:.1f} s CPU", file=sys.stderr)
        rows = []
        for name, exe in exes.items():
            stripped = exe.with_suffix(".stripped")
            shutil.copyfile(exe, stripped)
            subprocess.run(["strip", str(stripped)], check=True)
            libraries = needed_libraries(exe)
            rows.append((
                name,
                statistics.median(t[0] for t in times[name]),
                statistics.median(t[1] for t in times[name]),
                exe.stat().st_size, stripped.stat().st_size,
                libraries, sum(p.stat().st_size for p in libraries),
            ))
        outputs = {output(exe) for exe in exes.values()}
        same = "yes" if len(outputs) == 1 and len(exes) == 2 else "not compared" if len(exes) == 1 else "NO"
        print(f"# output: {outputs}", file=sys.stderr)
    finally:
        shutil.rmtree(work)

    mib = lambda n: f"{n / 2**20:.1f} MiB"  # noqa: E731
    print(f"`{program.name}`, median of {args.reps} builds each, alternating "
          f"(`bench/arx_build.py`); the two executables print the same: "
          f"{same}\n")
    print("| build | wall | CPU | executable | stripped | shared libraries it needs beyond libc/libm |")
    print("|---|---|---|---|---|---|")
    for name, wall, cpu, size, stripped, libraries, total in rows:
        label = ("`irx-arx prog.x -o prog` (this wheel)" if name == "irx-arx"
                 else "`arx prog.x --output-file prog` (IRx's C/C++ runtime)")
        libs = (f"{len(libraries)}, {mib(total)}: "
                + ", ".join(sorted(p.name for p in libraries))) if libraries else "none"
        print(f"| {label} | {wall:.1f} s | {cpu:.1f} s | {mib(size)} | {mib(stripped)} | {libs} |")


if __name__ == "__main__":
    os.environ.pop("CXX", None)
    main()
