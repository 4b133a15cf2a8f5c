"""Compile the IRx native runtime the way pyirx itself does.

Run with the venv's python (pyirx==1.18.0 or 1.25.0 installed). For every
runtime feature the benchmark uses (by default buffer, array, tensor, list,
assertions; `--features record_batch` for the 1.25 record-batch runtime, whose
features declare `depends_on` in their metadata, followed here too) this
asks pyirx's own feature registry for its native artifacts and compiles them
with pyirx's own helper, `compile_native_artifacts` (which passes no -O
flag). `--features all` takes every feature pyirx's registry names (the
differential check of scripts/run-diff-1.25.sh links its programs with
that). `--builds shipped` makes only that build (the test corpus of
scripts/gen-corpus-1.25.py and the differential check run on it).
`--jobs N` compiles N artifacts at a time, each still by pyirx's helper
with its own flags: the objects are the same, only the wall time of a
cold build changes (make check builds 1.25's reference on two cores). For the -O2 build the very same artifacts are compiled with "-O2"
appended to each artifact's compile flags. Each build is archived into
<out>/<name>/libirx_ref.a; the link flags pyirx would add (pyarrow's
libarrow with an rpath) go to <out>/<name>/link-flags.txt, and the header
directories to <out>/include-dirs.txt.

usage: python compile.py <out-dir> [--features NAME,...|all] [--builds shipped,O2] [--jobs N]
"""

from __future__ import annotations

import dataclasses
import json
import subprocess
import sys

from concurrent.futures import ThreadPoolExecutor

from pathlib import Path

import irx
import pyarrow

from irx.builder.runtime.linking import compile_native_artifacts
from irx.builder.runtime.registry import get_default_runtime_feature_registry

FEATURES = ("assertions", "buffer", "array", "tensor", "list")


def with_dependencies(registry, names):
    """The features and, before each, what it depends on (pyirx 1.25's
    record_batch names `array` in metadata["depends_on"])."""
    order = []

    def visit(name):
        if name in order:
            return
        feature = registry.get(name)
        deps = tuple(getattr(feature, "dependencies", ()) or ())
        deps += tuple((getattr(feature, "metadata", None) or {}).get("depends_on", ()))
        for dep in deps:
            visit(dep)
        order.append(name)

    for name in names:
        visit(name)
    return order


def artifacts_and_flags(features=FEATURES):
    registry = get_default_runtime_feature_registry()
    artifacts, seen, flags = [], set(), []
    for name in with_dependencies(registry, features):
        feature = registry.get(name)
        for artifact in feature.artifacts:
            key = (artifact.kind, str(artifact.path))
            if key not in seen:
                seen.add(key)
                artifacts.append(artifact)
        for flag in feature.linker_flags:
            if flag not in flags:
                flags.append(flag)
    return artifacts, flags


def compile_all(artifacts, build_dir, jobs):
    """pyirx's compile_native_artifacts over the artifacts, `jobs` at a
    time: it names each object after its source's path, so separate calls
    into one directory never collide; objects and flags keep their order."""
    if jobs <= 1:
        return compile_native_artifacts(artifacts, build_dir)
    with ThreadPoolExecutor(max_workers=jobs) as pool:
        parts = list(
            pool.map(lambda a: compile_native_artifacts([a], build_dir), artifacts)
        )
    return dataclasses.replace(
        parts[0],
        objects=tuple(o for p in parts for o in p.objects),
        linker_flags=tuple(f for p in parts for f in p.linker_flags),
    )


def build(name, artifacts, flags, out, jobs=1):
    build_dir = out / name
    build_dir.mkdir(parents=True, exist_ok=True)
    inputs = compile_all(artifacts, build_dir, jobs)
    archive = build_dir / "libirx_ref.a"
    archive.unlink(missing_ok=True)
    subprocess.run(
        ["ar", "rcs", str(archive), *map(str, inputs.objects)], check=True
    )
    link = [*inputs.linker_flags, *[f for f in flags if f not in inputs.linker_flags]]
    (build_dir / "link-flags.txt").write_text(" ".join(link) + "\n")
    return inputs


def main() -> int:
    args = sys.argv[1:]
    options = {
        "--features": ",".join(FEATURES),
        "--builds": "shipped,O2",
        "--jobs": "1",
    }
    if len(args) % 2 != 1 or any(a not in options for a in args[1::2]):
        print(__doc__.strip().splitlines()[-1], file=sys.stderr)
        return 2
    options.update(zip(args[1::2], args[2::2]))
    if options["--features"] == "all":
        features = get_default_runtime_feature_registry().names()
    else:
        features = tuple(options["--features"].split(","))
    builds = options["--builds"].split(",")
    jobs = int(options["--jobs"]) if options["--jobs"].isdigit() else 0
    if not set(builds) <= {"shipped", "O2"} or jobs < 1:
        print(__doc__.strip().splitlines()[-1], file=sys.stderr)
        return 2
    out = Path(args[0]).resolve()
    out.mkdir(parents=True, exist_ok=True)
    artifacts, flags = artifacts_and_flags(features)
    if "shipped" in builds:
        build("shipped", artifacts, flags, out, jobs)
    if "O2" in builds:
        optimised = [
            dataclasses.replace(a, compile_flags=(*a.compile_flags, "-O2"))
            for a in artifacts
        ]
        build("O2", optimised, flags, out, jobs)
    include_dirs = []
    for artifact in artifacts:
        for d in artifact.include_dirs:
            if str(d) not in include_dirs:
                include_dirs.append(str(d))
    (out / "include-dirs.txt").write_text("\n".join(include_dirs) + "\n")
    meta = {
        "pyirx": getattr(irx, "__version__", "?"),
        "pyarrow": pyarrow.__version__,
        "features": list(features),
        "artifacts": [
            {"kind": a.kind, "path": str(a.path), "flags": list(a.compile_flags)}
            for a in artifacts
        ],
        "link_flags": flags,
    }
    (out / "meta.json").write_text(json.dumps(meta, indent=2) + "\n")
    return 0


if __name__ == "__main__":
    sys.exit(main())
