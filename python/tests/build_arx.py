#!/usr/bin/env python3
"""Builds Arx programs with irx-arx's code in one process (for
scripts/check-wheel.sh).

Importing arxlang and pyirx costs about 30 s of CPU per process (typeguard
instruments every decorated function at import), so the check runs
`irx-arx` itself, as a command, on one program, and builds the others here
through the same entry point (`irx_runtime.arx.main`), importing once.

    build_arx.py OUT_DIR [--refused BAD.x]... SOURCE.x...

SOURCE.x: OUT_DIR/NAME, plus NAME.build.{stdout,stderr,status}, what the
command printed and returned. BAD.x: a source arx refuses before linking;
arx's own command line (arx.cli.app, pyirx's runtime untouched) and
irx-arx's run on it, and an "ok"/"not ok" line says whether the two
printed and returned the same. First, an "ok"/"not ok" line on the
registry swap itself (every feature with native code links the archive
while irx-arx runs, nothing else changes, and all is put back).
"""

from __future__ import annotations

import contextlib
import io
import sys
import time

from pathlib import Path

import irx_runtime

from irx_runtime import arx as irx_arx


def captured(call) -> tuple[str, str, int]:
    """stdout, stderr and the exit status of call(), as a command's."""
    out, err = io.StringIO(), io.StringIO()
    with contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):
        try:
            status = call()
        except SystemExit as done:
            status = done.code
    return out.getvalue(), err.getvalue(), status or 0


def registry_swapped_and_restored():
    from irx.builder.runtime.registry import get_default_runtime_feature_registry

    registry = get_default_runtime_feature_registry()
    before = {n: registry.get(n) for n in registry.names()}
    with irx_arx.this_runtime():
        during = {n: registry.get(n) for n in registry.names()}
    after = {n: registry.get(n) for n in registry.names()}
    assert after == before
    archive = irx_runtime.get_library("1.25")
    for name, feature in during.items():
        kinds = {a.kind for a in feature.artifacts}
        if before[name].artifacts:
            assert [str(a.path) for a in feature.artifacts] == [archive], (name, feature.artifacts)
            assert kinds == {"static_library"} and feature.linker_flags == (), name
            assert feature.metadata == before[name].metadata, name
        else:
            assert feature == before[name], name
    assert any(not f.artifacts and f.linker_flags == ("-lm",) for f in during.values())


def build(out_dir: Path, sources: list[str]) -> int:
    try:
        registry_swapped_and_restored()
    except AssertionError as error:
        print(f"#   {error}")
        print("not ok wheel registry: irx-arx's runtime swap")
    else:
        print("ok wheel registry: every feature with native code links the 1.25 archive, then restored")
    for source in sources:
        name = Path(source).stem
        target = out_dir / name
        started = time.monotonic()
        stdout, stderr, status = captured(
            lambda: irx_arx.main([source, "-o", str(target)])
        )
        for suffix, text in (("stdout", stdout), ("stderr", stderr),
                             ("status", f"{status}\n")):
            (out_dir / f"{name}.build.{suffix}").write_text(text)
        print(f"# built {name} in {time.monotonic() - started:.1f} s "
              f"(status {status})", file=sys.__stderr__)
    return 0


def same_as_arx(out_dir: Path, sources: list[str]) -> int:
    from arx.cli import app

    for source in sources:
        name = Path(source).stem
        target = str(out_dir / f"{name}.out")
        theirs = captured(lambda: app([source, "--output-file", target]))
        ours = captured(lambda: irx_arx.main([source, "-o", target]))
        if theirs == ours and theirs[2] != 0:
            print(f"ok wheel irx-arx {name}: arx's diagnostics and status {ours[2]}")
        else:
            print(f"#   arx:     {theirs!r}\n#   irx-arx: {ours!r}")
            print(f"not ok wheel irx-arx {name}: differs from arx (or was not refused)")
    return 0


def main(argv: list[str]) -> int:
    out_dir, refused, sources = Path(argv[0]), [], []
    args = iter(argv[1:])
    for arg in args:
        if arg == "--refused":
            refused.append(next(args))
        else:
            sources.append(arg)
    build(out_dir, sources)
    same_as_arx(out_dir, refused)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
