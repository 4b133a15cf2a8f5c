#!/usr/bin/env python3
"""Writes bench/data/frame_literal_1000.arrows: the data-frame literal that
bench/bench_frame.c reads with irx_arrow_table_from_ipc, made the way pyirx
1.25 makes one (irx/analysis/dataframe_literals.py: pyarrow arrays, one
validated record batch, `pa.ipc.new_stream`), with the pyarrow it pins (24;
run it with the reference venv's python, build/irx-ref-1.25/venv/bin/python).

1,000 rows: id int64 (0..999, not null), price float64 (i * 0.25, null
every 10th row), name utf8 ("item-" and 3..19 letters, 8..24 bytes).
bench_frame.c checks these values after reading.

usage: gen_frame_literal.py OUT
"""

import sys

import pyarrow as pa


def name(i):
    letters = "".join(chr(ord("a") + (i * 7 + k) % 26) for k in range(3 + (i * 7) % 17))
    return "item-" + letters


def main():
    rows = 1000
    schema = pa.schema(
        [
            pa.field("id", pa.int64(), nullable=False),
            pa.field("price", pa.float64()),
            pa.field("name", pa.string()),
        ]
    )
    batch = pa.RecordBatch.from_arrays(
        [
            pa.array(range(rows), pa.int64()),
            pa.array([None if i % 10 == 9 else i * 0.25 for i in range(rows)], pa.float64()),
            pa.array([name(i) for i in range(rows)], pa.string()),
        ],
        schema=schema,
    )
    batch.validate(full=True)
    sink = pa.BufferOutputStream()
    with pa.ipc.new_stream(sink, schema) as writer:
        writer.write_batch(batch)
    with open(sys.argv[1], "wb") as f:
        f.write(sink.getvalue().to_pybytes())


if __name__ == "__main__":
    main()
