"""What the Parquet fixture generators share: Thrift's compact protocol,
for those that rewrite footers, and the writing of their named cases
(imported by scripts/gen-parquet-*.py, which put this folder on sys.path
first: the interop tests load them by file)."""

import os
import sys


def varint(buf, at):
    """(value, position after it) of the unsigned varint at `at`."""
    value = shift = 0
    while True:
        b = buf[at]
        at += 1
        value |= (b & 0x7F) << shift
        shift += 7
        if not b & 0x80:
            return value, at


def write_cases(cases, out):
    """Writes each case of `cases` (name: a function returning (bytes, ...))
    as NAME.parquet in the folder argv[1], else `out`."""
    out = sys.argv[1] if len(sys.argv) > 1 else out
    os.makedirs(out, exist_ok=True)
    for name, make in cases.items():
        with open(os.path.join(out, name + ".parquet"), "wb") as f:
            f.write(make()[0])
