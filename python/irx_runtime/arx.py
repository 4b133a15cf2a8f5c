"""`irx-arx`: the Arx compiler with its runtime linked from this wheel.

    irx-arx prog.x -o prog        # as `arx prog.x --output-file prog`

runs arxlang's own command line (`arx.cli.app`: the same parser, IR,
diagnostics and exit statuses) with one difference: while it runs, every
runtime feature of pyirx's registry whose native artifacts are IRx's C and
C++ sources (buffer, array, tensor, list, class, exceptions, errors, file,
dataframe, record_batch, parquet) has them replaced by one
`static_library` artifact, this wheel's pyirx 1.25 archive with the
system libraries it needs, and loses its linker flags (pyarrow's Arrow C++
libraries and their rpath). pyirx links `static_library` artifacts as they
are, so nothing is compiled but the program's own object, the link is
clang's (no C++ compiler, no C++ standard library) and the executable
needs only libc and libm. Features without artifacts (libc, libm's -lm)
and native packages a project declares itself are left as they are.

`-o OUT` (also `-oOUT`, `-o=OUT`) is accepted for arx's `--output-file OUT`;
every other argument goes to arx unchanged.

The hook reaches into pyirx's registry, whose layout is pyirx's own
business, so the command refuses any pyirx (and arxlang) but the release
it was made and tested for, before importing either: exit status 2 and one
line saying what is installed and what to install.
"""

from __future__ import annotations

import contextlib
import dataclasses
import importlib.metadata
import sys

from pathlib import Path
from typing import Iterator, Sequence

import irx_runtime

#: The releases this command was made for: pyirx's runtime ABI is the
#: archive's generation, and the registry hook follows pyirx's layout.
MADE_FOR = {"pyirx": "1.25.0", "arxlang": "1.25.0"}
ABI = "1.25"
PROG = "irx-arx"
#: The exit status of a refusal (arx's own: 1 compile error, 2 bad
#: command line, 70 internal error).
REFUSED = 2


def version_problem() -> str | None:
    """What is wrong with the installed pyirx/arxlang, or None."""
    for name, wanted in MADE_FOR.items():
        try:
            found = importlib.metadata.version(name)
        except importlib.metadata.PackageNotFoundError:
            return (
                f"{name} is not installed; this command runs arxlang "
                f"{MADE_FOR['arxlang']} on pyirx {MADE_FOR['pyirx']}: "
                "pip install 'irx-runtime[arx]'"
            )
        if found != wanted:
            return (
                f"{name} {found} is installed, but this irx-runtime "
                f"{irx_runtime.__version__} was made for {name} {wanted} "
                f"(pyirx {MADE_FOR['pyirx']}'s runtime ABI, arxlang "
                f"{MADE_FOR['arxlang']}): pip install "
                f"'pyirx=={MADE_FOR['pyirx']}' 'arxlang=={MADE_FOR['arxlang']}'"
            )
    return None


def arx_arguments(argv: Sequence[str]) -> list[str]:
    """`argv` with `-o OUT` / `-oOUT` / `-o=OUT` spelled as arx spells it.
    A trailing `-o` without a value is left for arx's parser to refuse."""
    out: list[str] = []
    args = list(argv)
    i = 0
    while i < len(args):
        arg = args[i]
        if arg == "-o" and i + 1 < len(args):
            out += ["--output-file", args[i + 1]]
            i += 2
            continue
        if arg.startswith("-o") and len(arg) > 2:
            value = arg[3:] if arg[2] == "=" else arg[2:]
            out.append(f"--output-file={value}")
        else:
            out.append(arg)
        i += 1
    return out


def runtime_artifact():
    """The one artifact that stands for every runtime feature's native
    code: this wheel's 1.25 archive, its system libraries after it."""
    from irx.native import NativeArtifact

    archive, *flags = irx_runtime.get_ldflags(ABI)
    return NativeArtifact(
        kind="static_library", path=Path(archive), link_flags=tuple(flags)
    )


@contextlib.contextmanager
def this_runtime() -> Iterator[None]:
    """For the duration of the block, pyirx's default runtime registry
    links this wheel's archive instead of compiling IRx's sources.

    pyirx builds one registry (cached) and every compilation copies its
    features from it, so its features are swapped in place and put back
    afterwards. Only artifacts and linker flags change: the symbols and
    metadata (which decide how calls are lowered) stay pyirx's, so the IR
    is the one arx emits.
    """
    from irx.builder.runtime.registry import get_default_runtime_feature_registry

    registry = get_default_runtime_feature_registry()
    features = registry._features
    saved = dict(features)
    artifact = runtime_artifact()
    try:
        for name, feature in saved.items():
            if feature.artifacts:
                features[name] = dataclasses.replace(
                    feature, artifacts=(artifact,), linker_flags=()
                )
        yield
    finally:
        features.clear()
        features.update(saved)


def main(argv: Sequence[str] | None = None) -> int:
    """Run arx on `argv` (default: the command line) with this runtime;
    returns the exit status arx's command line would have."""
    args = list(sys.argv[1:] if argv is None else argv)
    problem = version_problem()
    if problem is not None:
        print(f"{PROG}: {problem}", file=sys.stderr)
        return REFUSED
    from arx.cli import app

    try:
        with this_runtime():
            app(arx_arguments(args))
    except SystemExit as done:
        code = done.code
        if code is None or isinstance(code, int):
            return code or 0
        print(code, file=sys.stderr)
        return 1
    return 0


def console() -> None:
    sys.exit(main())
