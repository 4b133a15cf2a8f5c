"""`python -m irx_runtime`: the helpers' answers for a shell or a Makefile.

    cc prog.c $(python -m irx_runtime --cflags 1.25) $(python -m irx_runtime --ldflags 1.25)
"""

from __future__ import annotations

import argparse
import shlex
import sys

import irx_runtime


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(
        prog="python -m irx_runtime",
        description="Where irx-runtime's headers and libraries are.",
    )
    what = parser.add_mutually_exclusive_group(required=True)
    what.add_argument("--version", action="store_true", help="the wheel's version")
    what.add_argument("--cflags", action="store_true", help="-I for the headers")
    what.add_argument("--ldflags", action="store_true", help="the link arguments")
    what.add_argument("--include", action="store_true", help="the header directory")
    what.add_argument("--library", action="store_true", help="the archive or shared library")
    parser.add_argument("abi", nargs="?", default=irx_runtime.DEFAULT_ABI,
                        help="1.18 (default) or 1.25")
    parser.add_argument("--shared", action="store_true",
                        help="the shared library instead of the archive")
    args = parser.parse_args(argv)
    kind = "shared" if args.shared else "static"
    try:
        if args.version:
            words = [irx_runtime.__version__]
        elif args.cflags:
            words = ["-I" + irx_runtime.get_include(args.abi)]
        elif args.include:
            words = [irx_runtime.get_include(args.abi)]
        elif args.library:
            words = [irx_runtime.get_library(args.abi, kind)]
        else:
            words = irx_runtime.get_ldflags(args.abi, kind)
    except ValueError as error:
        parser.error(str(error))
    print(shlex.join(words))
    return 0


if __name__ == "__main__":
    sys.exit(main())
