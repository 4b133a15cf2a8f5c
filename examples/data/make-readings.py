#!/usr/bin/env python3
"""Writes readings.parquet with pyarrow: the file examples/parquet_sum.c
reads in `make check-examples` (committed, so the check needs no pyarrow)
and in `make demo` (written afresh there, by the pyarrow of the interop
venv, to show a file pyarrow wrote being read).

2,000 rows in row groups of 700, ZSTD: id int64 (0..1999), sensor
string, value double (id / 4, null where id % 7 == 6).

usage: make-readings.py OUT.parquet   (with a python that has pyarrow)
"""

import sys

import pyarrow as pa
import pyarrow.parquet as pq

ROWS = 2_000


def main(out: str) -> None:
    sensors = ["north", "south", "east", "west"]
    table = pa.table(
        {
            "id": pa.array(range(ROWS), pa.int64()),
            "sensor": pa.array([sensors[i % 4] for i in range(ROWS)], pa.string()),
            "value": pa.array(
                [None if i % 7 == 6 else i / 4 for i in range(ROWS)], pa.float64()
            ),
        }
    )
    pq.write_table(table, out, row_group_size=700, compression="zstd")


if __name__ == "__main__":
    if len(sys.argv) != 2:
        sys.exit(__doc__.strip().splitlines()[-1])
    main(sys.argv[1])
