#!/usr/bin/env python3
"""Checks of the installed irx-runtime wheel's Python side (run by
scripts/check-wheel.sh inside the venv the wheel was installed into): one
"ok"/"not ok wheel ..." line per check.

The helpers must name files that exist, in this venv's site-packages;
bad arguments raise ValueError; `python -m irx_runtime` prints them; and
irx-arx refuses a pyirx or arxlang other than the release it was made for,
or a missing one, with exit status 2 and one line, before importing arx
(importlib.metadata is patched to report other versions: the refusal must
not depend on which pyirx the venv really has).
"""

from __future__ import annotations

import contextlib
import importlib.metadata
import io
import os
import subprocess
import sys
import sysconfig

from pathlib import Path
from unittest import mock

import irx_runtime

from irx_runtime import arx as irx_arx

CHECKS = []


def check(fn):
    CHECKS.append(fn)
    return fn


@check
def installed_in_this_venv():
    site = Path(sysconfig.get_paths()["purelib"]).resolve()
    assert Path(irx_runtime.__file__).resolve().is_relative_to(site), irx_runtime.__file__


@check
def files_exist():
    assert irx_runtime.ABIS == ("1.18", "1.25"), irx_runtime.ABIS
    for abi in irx_runtime.ABIS:
        include = Path(irx_runtime.get_include(abi))
        assert (include / "irx_runtime.h").is_file(), include
        for kind in ("static", "shared"):
            assert Path(irx_runtime.get_library(abi, kind)).is_file(), (abi, kind)
    assert (Path(irx_runtime.get_include("1.25")) / "irx_record_batch.h").is_file()
    assert os.access(irx_runtime.get_irx(), os.X_OK), irx_runtime.get_irx()
    assert Path(irx_runtime.get_library("1.25")).name == "libirx_runtime_1_25.a"
    assert Path(irx_runtime.get_library("1.18")).name == "libirx_runtime.a"


@check
def ldflags():
    flags = irx_runtime.get_ldflags("1.25")
    assert flags[0] == irx_runtime.get_library("1.25"), flags
    assert "-lgcc_s" not in flags and "-static-libgcc" in flags, flags
    assert "-Wl,--gc-sections" in flags and "-lm" in flags, flags
    shared = irx_runtime.get_ldflags("1.25", "shared")
    assert shared == [irx_runtime.get_library("1.25", "shared"),
                      f"-Wl,-rpath,{irx_runtime.get_library_dir()}"], shared
    assert irx_runtime.get_ldflags() == irx_runtime.get_ldflags("1.18")


@check
def bad_arguments_raise():
    for call in (lambda: irx_runtime.get_include("1.2"),
                 lambda: irx_runtime.get_library("1.25", "dynamic"),
                 lambda: irx_runtime.get_ldflags(None),
                 lambda: irx_runtime.get_library(125)):
        try:
            call()
        except ValueError as error:
            assert "1.18" in str(error) or "static" in str(error), error
        else:
            raise AssertionError("no ValueError")


@check
def module_command():
    def run(*args):
        return subprocess.run([sys.executable, "-m", "irx_runtime", *args],
                              capture_output=True, text=True)
    got = run("--ldflags", "1.25")
    assert got.returncode == 0 and got.stdout.split() == irx_runtime.get_ldflags("1.25"), got
    got = run("--cflags", "1.25")
    assert got.stdout.strip() == "-I" + irx_runtime.get_include("1.25"), got
    got = run("--version")
    assert got.stdout.strip() == irx_runtime.__version__, got
    got = run("--library", "1.9")
    assert got.returncode == 2 and "abi is one of" in got.stderr, got


def refusal(versions):
    """irx-arx's status and stderr when importlib.metadata reports
    `versions` ({name: version or None for not installed})."""
    real = importlib.metadata.version

    def version(name):
        if name in versions:
            if versions[name] is None:
                raise importlib.metadata.PackageNotFoundError(name)
            return versions[name]
        return real(name)

    err = io.StringIO()
    before = set(sys.modules)
    with mock.patch.object(importlib.metadata, "version", version), \
            contextlib.redirect_stderr(err):
        status = irx_arx.main(["prog.x", "-o", "prog"])
    imported = {m for m in set(sys.modules) - before if m.split(".")[0] in ("arx", "irx")}
    return status, err.getvalue(), imported


@check
def refuses_other_pyirx():
    status, err, imported = refusal({"pyirx": "1.26.0"})
    assert status == 2, status
    assert err.startswith("irx-arx: pyirx 1.26.0 is installed, but") and "pyirx==1.25.0" in err, err
    assert err.count("\n") == 1, err
    assert not imported, imported


@check
def refuses_other_arxlang():
    status, err, _ = refusal({"arxlang": "1.24.3"})
    assert status == 2 and "arxlang 1.24.3 is installed" in err, (status, err)


@check
def refuses_missing_pyirx():
    status, err, _ = refusal({"pyirx": None})
    assert status == 2 and "pyirx is not installed" in err and "irx-runtime[arx]" in err, err


@check
def accepts_made_for():
    assert irx_arx.version_problem() is None, irx_arx.version_problem()


@check
def output_option():
    spell = irx_arx.arx_arguments
    assert spell(["p.x", "-o", "p"]) == ["p.x", "--output-file", "p"]
    assert spell(["-op", "p.x"]) == ["--output-file=p", "p.x"]
    assert spell(["-o=p", "p.x", "--run"]) == ["--output-file=p", "p.x", "--run"]
    assert spell(["p.x", "-o"]) == ["p.x", "-o"]


def main() -> int:
    for fn in CHECKS:
        try:
            fn()
        except Exception as error:  # noqa: BLE001 - every failure is a line
            print(f"#   {type(error).__name__}: {error}")
            print(f"not ok wheel {fn.__name__}")
        else:
            print(f"ok wheel {fn.__name__}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
