#!/usr/bin/env python3
"""Builds the irx-runtime wheel from the built runtime (`make wheel`).

1. Stages what the package ships into STAGE: lib/ (both generations'
   archives, libirx_runtime.a and libirx_runtime_1_25.a, and shared
   libraries, each under its soname, the file name a program linked against
   it looks for), include/ (1.18's headers) and include/abi-1.25/, bin/irx,
   the license and notices, and build_info.json (version, file names,
   the archives' system libraries) that irx_runtime/__init__.py reads.
2. Builds the wheel from python/ with pip (hatchling, no build isolation:
   the environment already has it; no network), tagged py3-none-PLATFORM.
3. Asks auditwheel which manylinux tag the binaries' glibc symbol versions
   and libraries are consistent with, and retags the wheel with it
   (`wheel tags`), so pip installs it on exactly the systems it runs on.

Runs in a venv with hatchling, auditwheel and wheel (scripts/check-wheel.sh
and the Makefile's `wheel` target make it). Prints the wheel's path last.
"""

from __future__ import annotations

import argparse
import json
import os
import re
import shutil
import subprocess
import sys
import tempfile

from pathlib import Path

from elftools.elf.dynamic import DynamicSection
from elftools.elf.elffile import ELFFile

HERE = Path(__file__).resolve().parent


def soname(path: Path) -> str:
    """The shared library's DT_SONAME, or its file name when it has none."""
    with path.open("rb") as handle:
        for section in ELFFile(handle).iter_sections():
            if isinstance(section, DynamicSection):
                for tag in section.iter_tags():
                    if tag.entry.d_tag == "DT_SONAME":
                        return tag.soname
    return path.name


def stage(args: argparse.Namespace) -> None:
    root = Path(args.stage)
    if root.exists():
        shutil.rmtree(root)
    (root / "lib").mkdir(parents=True)
    (root / "bin").mkdir()
    abis = {}
    for abi, archive, shared, include, name in (
        ("1.18", args.lib_118, args.shlib_118, args.include_118, "libirx_runtime.a"),
        ("1.25", args.lib_125, args.shlib_125, args.include_125, "libirx_runtime_1_25.a"),
    ):
        shutil.copyfile(archive, root / "lib" / name)
        shared_name = soname(Path(shared))
        shutil.copyfile(shared, root / "lib" / shared_name)
        os.chmod(root / "lib" / shared_name, 0o755)
        into = root / ("include" if abi == "1.18" else "include/abi-1.25")
        into.mkdir(parents=True, exist_ok=True)
        for header in sorted(Path(include).glob("*.h")):
            shutil.copyfile(header, into / header.name)
        abis[abi] = {
            "static": name,
            "shared": shared_name,
            "include": into.relative_to(root).as_posix(),
        }
    shutil.copyfile(args.irx, root / "bin" / "irx")
    os.chmod(root / "bin" / "irx", 0o755)
    for doc in args.doc:
        shutil.copyfile(doc, root / Path(doc).name)
    info = {
        "version": args.version,
        "abis": abis,
        "native_libs": args.native_libs.split(),
    }
    (root / "build_info.json").write_text(json.dumps(info, indent=1) + "\n")


def run(command: list[str], **kwargs) -> str:
    result = subprocess.run(command, capture_output=True, text=True, **kwargs)
    if result.returncode != 0:
        sys.stderr.write(result.stdout + result.stderr)
        sys.exit(f"build_wheel: {' '.join(command)} exited with {result.returncode}")
    return result.stdout


def build(args: argparse.Namespace) -> Path:
    out = Path(args.out)
    out.mkdir(parents=True, exist_ok=True)
    for old in out.glob("irx_runtime-*.whl"):
        old.unlink()
    env = dict(os.environ, IRX_WHEEL_VERSION=args.version,
               IRX_WHEEL_STAGE=str(Path(args.stage).resolve()))
    with tempfile.TemporaryDirectory() as raw:
        # Built from a copy, so that nothing (build/, egg-info) is written
        # into the source tree.
        source = Path(raw) / "src"
        shutil.copytree(HERE, source, ignore=shutil.ignore_patterns(
            "__pycache__", "*.pyc", "tests"))
        run([sys.executable, "-m", "pip", "wheel", "--no-deps",
             "--no-build-isolation", "--disable-pip-version-check", "-q",
             "-w", raw, str(source)], env=env)
        (wheel,) = Path(raw).glob("irx_runtime-*.whl")
        shown = run([sys.executable, "-m", "auditwheel", "show", str(wheel)])
        # "... is consistent with the following platform tag:
        # "manylinux_2_17_x86_64"." (the most compatible one first).
        match = re.search(r'"((?:many|musl)linux_\d+_\d+_\w+)"', shown)
        if not match:
            sys.stderr.write(shown)
            sys.exit("build_wheel: auditwheel found no manylinux tag the binaries satisfy")
        run([sys.executable, "-m", "wheel", "tags", "--remove",
             "--platform-tag", match.group(1), str(wheel)])
        (tagged,) = Path(raw).glob(f"irx_runtime-*{match.group(1)}.whl")
        final = out / tagged.name
        shutil.move(tagged, final)
    return final


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    for option in ("stage", "out", "version", "native-libs", "irx",
                   "lib-118", "shlib-118", "include-118",
                   "lib-125", "shlib-125", "include-125"):
        parser.add_argument(f"--{option}", required=True)
    parser.add_argument("--doc", action="append", default=[],
                        help="a license or notice file to ship (repeatable)")
    args = parser.parse_args()
    stage(args)
    print(build(args))


if __name__ == "__main__":
    main()
