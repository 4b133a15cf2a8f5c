"""irx-runtime: the Rust runtime of IRx as a wheel.

The package holds both ABI generations of the runtime (IRx 1.18, the
default, and pyirx 1.25), each as a static archive and a shared library,
their C headers and the `irx` command, plus `irx-arx`, which runs the Arx
compiler (arxlang 1.25.0) with its runtime features linked against the
1.25 archive instead of IRx's C and C++ sources (see `irx_runtime.arx`).

The helpers below say where those files are, in the style of pyarrow's
`get_include()` / `get_library_dirs()`, so that a build script can compile
and link C against them:

    import irx_runtime
    cc = ["cc", "prog.c", "-I", irx_runtime.get_include("1.25"),
          *irx_runtime.get_ldflags("1.25")]

Every function takes `abi`, "1.18" or "1.25" (the generations `irx build
--abi` names), and raises ValueError for anything else.
"""

from __future__ import annotations

import json

from pathlib import Path

__all__ = [
    "ABIS",
    "DEFAULT_ABI",
    "__version__",
    "get_include",
    "get_irx",
    "get_ldflags",
    "get_library",
    "get_library_dir",
]

_HERE = Path(__file__).resolve().parent

# Written by the wheel's build (python/build_wheel.py): the version, the
# files of each generation and the system libraries the archives need.
_INFO = json.loads((_HERE / "build_info.json").read_text(encoding="utf-8"))

__version__: str = _INFO["version"]

#: The ABI generations this wheel holds.
ABIS: tuple[str, ...] = tuple(_INFO["abis"])

#: The generation `irx build` and these helpers use when none is named.
DEFAULT_ABI = "1.18"

_KINDS = ("static", "shared")


def _generation(abi: str) -> dict:
    if not isinstance(abi, str) or abi not in _INFO["abis"]:
        raise ValueError(
            f"abi is one of {', '.join(repr(a) for a in ABIS)}, not {abi!r}"
        )
    return _INFO["abis"][abi]


def get_include(abi: str = DEFAULT_ABI) -> str:
    """The directory of generation `abi`'s C headers (`irx_runtime.h` and
    the header names IRx programs include), for `-I`.

    The two generations' headers declare some names differently, so a
    program compiles against one of them, never both.
    """
    return str(_HERE / _generation(abi)["include"])


def get_library_dir() -> str:
    """The directory holding both generations' archives and shared
    libraries."""
    return str(_HERE / "lib")


def get_library(abi: str = DEFAULT_ABI, kind: str = "static") -> str:
    """The path of generation `abi`'s static archive (`kind="static"`) or
    shared library (`kind="shared"`, a file named by its soname, which a
    program linked against it records as what it needs)."""
    if kind not in _KINDS:
        raise ValueError(f"kind is 'static' or 'shared', not {kind!r}")
    return str(_HERE / "lib" / _generation(abi)[kind])


def get_ldflags(abi: str = DEFAULT_ABI, kind: str = "static") -> list[str]:
    """The arguments that link a C program (after its own objects) against
    generation `abi`, as a list for a command line.

    Static (the default): the archive, then the system libraries it needs
    as `rustc --print native-static-libs` reports them, with the shared
    unwinder (`-lgcc_s`) replaced by `-static-libgcc` and
    `-Wl,--gc-sections` so that the program keeps only what it reaches:
    the same flags `irx build` links with, so an executable needs only
    libc and libm. Shared: the shared library by path and an rpath to its
    directory, so the program finds it where the wheel installed it.
    """
    library = get_library(abi, kind)
    if kind == "shared":
        return [library, f"-Wl,-rpath,{Path(library).parent}"]
    system = [flag for flag in _INFO["native_libs"] if flag != "-lgcc_s"]
    return [library, *system, "-static-libgcc", "-Wl,--gc-sections"]


def get_irx() -> str:
    """The path of the `irx` command of this wheel (the `irx` console
    script runs it). It finds this wheel's archives by itself."""
    return str(_HERE / "bin" / "irx")
