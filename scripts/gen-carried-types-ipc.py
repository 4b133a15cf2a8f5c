#!/usr/bin/env python3
"""Arrow IPC streams and files of the types pyirx 1.25's column-type enum has
no entry for (issue 34, item 3), which the runtime carries without typed
access: durations, the three intervals, sparse and dense unions, list views,
binary and utf8 views, decimal32 and decimal64, run-end encoding, float16,
and nestings of them. pyarrow writes every one; it has no Python array class
for the year-month and day-time interval types, whose columns are made from
the format instead (`narrow_interval`).

Each table has nulls where its type can hold them and is written in batches
of 3 rows, so a reader meets several batches.

usage: PYTHON scripts/gen-carried-types-ipc.py [OUTDIR]
  writes the committed fixtures (default runtime/tests/data/carried_types/):
  NAME.arrows (stream) and NAME.arrow (file) for each table of
  `carried_tables()`; PYTHON is any python with pyarrow and numpy
  (build/venv-interop/bin/python). As a module: `carried_tables()`,
  `stream_of(table)`, `file_of(table)`.
"""
import decimal
import importlib.util
import os
import sys

import numpy as np
import pyarrow as pa
import pyarrow.ipc as ipc

ROOT = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..")
OUT = os.path.join(ROOT, "runtime", "tests", "data", "carried_types")
CHUNK = 3


_spec = importlib.util.spec_from_file_location(
    "gen_bigendian_ipc", os.path.join(ROOT, "scripts", "gen-bigendian-ipc.py"))
fb = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(fb)

# Interval units of the format's Schema.fbs.
YEAR_MONTH, DAY_TIME, MONTH_DAY_NANO = 0, 1, 2


def narrow_interval(mdn, unit):
    """A one-column table of the year-month or day-time interval type.
    pyarrow has no Python array class for either, so the column is made
    from the format: `mdn` (a month_day_nano_interval array) written by
    pyarrow, with the schema's interval unit changed in place to `unit`.
    Rows keep their validity; a value is the first 4 (year-month) or 8
    (day-time) bytes of the 16-byte storage, read in order, which a buffer
    longer than the type needs leaves valid."""
    data = bytearray(stream_of(pa.table({"v": mdn}), chunk=None))
    meta, _ = fb.messages(bytes(data))[0]
    at = 8  # the first message's flatbuffer: continuation, length
    field = fb.root(meta).table(2).tables(1)[0]
    assert field.scalar(2, "B") == 11  # Type.Interval
    unit_at = field.table(3).field(0)
    assert unit_at is not None and fb.u16(meta, unit_at) == MONTH_DAY_NANO
    data[at + unit_at:at + unit_at + 2] = unit.to_bytes(2, "little")
    return ipc.open_stream(bytes(data)).read_all()


def carried_tables():
    """One table per carried type (a column or two each), and one of them
    all side by side with typed columns around them ("all")."""
    n = 7
    # Year-month rows 0..6 are the months, days, nanos low and high words
    # of the first two rows below; day-time rows 0..6 the (months, days)
    # and (nanos) pairs of the first four.
    mdn = pa.array([(14, -3, (7 << 32) | 1200), (-2**31, 2**31 - 1, -1), None,
                    (36500, 86_399_999, 5), (0, 0, 0), (1, 2, 3), (4, 5, 6)],
                   pa.month_day_nano_interval())
    ym = narrow_interval(mdn, YEAR_MONTH)
    dt = narrow_interval(mdn, DAY_TIME)
    sparse = pa.UnionArray.from_sparse(
        pa.array([0, 1, 1, 0, 1, 0, 0], pa.int8()),
        [pa.array([1, None, 3, -4, 5, 600, 7], pa.int32()),
         pa.array(["a", "b", None, "d", "e", "f", "g"])], ["i", "s"])
    dense = pa.UnionArray.from_dense(
        pa.array([0, 1, 0, 0, 1, 1, 0], pa.int8()), pa.array([0, 0, 1, 2, 1, 2, 3], pa.int32()),
        [pa.array([1.5, None, -2.25, 1e300]), pa.array(["x", "a string past twelve", None])],
        ["f", "s"])
    dec = lambda text: None if text is None else decimal.Decimal(text)
    ree32 = pa.RunEndEncodedArray.from_arrays(pa.array([2, 3, 6, 7], pa.int32()),
                                              pa.array(["a", None, "bb", "c"]))
    ree64 = pa.RunEndEncodedArray.from_arrays(pa.array([1, 7], pa.int64()),
                                              pa.array([2.5, None]))
    ree16 = pa.RunEndEncodedArray.from_arrays(pa.array([4, 7], pa.int16()),
                                              pa.array([10, 20], pa.int64()))
    tables = {
        "duration": pa.table({
            "s": pa.array([1, None, -2, 0, 2**62, -(2**62), 7], pa.duration("s")),
            "ms": pa.array([1000, -1, None, 0, 5, 6, 7], pa.duration("ms")),
            "us": pa.array([None, 1, 2, 3, 4, 5, -6], pa.duration("us")),
            "ns": pa.array([9, 8, 7, None, 5, 4, 2**63 - 1], pa.duration("ns")),
        }),
        "interval_year_month": ym.rename_columns(["ym"]),
        "interval_day_time": dt.rename_columns(["dt"]),
        "interval_month_day_nano": pa.table({"mdn": pa.array(
            [(1, 2, 3), None, (-1, -2, -3), (0, 0, 0), (12, 31, 86_399_999_999_999),
             (-2**31, -2**31, -2**63), (2**31 - 1, 2**31 - 1, 2**63 - 1)],
            pa.month_day_nano_interval())}),
        "sparse_union": pa.table({"u": sparse}),
        "dense_union": pa.table({"u": dense}),
        "list_view": pa.table({"lv": pa.array([[1, 2], None, [], [3], [4, 5, 6], [None], [7]],
                                              pa.list_view(pa.int32()))}),
        "large_list_view": pa.table({"llv": pa.array(
            [["a"], [], None, ["b", None, "c"], ["d"], ["a string past twelve"], []],
            pa.large_list_view(pa.utf8()))}),
        "binary_view": pa.table({"bv": pa.array(
            [b"short", b"a binary past twelve bytes", None, b"", b"\0\xff", b"x" * 40, b"y"],
            pa.binary_view())}),
        "utf8_view": pa.table({"sv": pa.array(
            ["short", "a string past twelve bytes", None, "", "é", "z" * 40, "twelve bytes"],
            pa.string_view())}),
        "decimal32": pa.table({"d32": pa.array(
            [dec(t) for t in ["1.25", None, "-9999999.99", "0", "0.01", "9999999.99", "-1"]],
            pa.decimal32(9, 2))}),
        "decimal64": pa.table({"d64": pa.array(
            [dec(t) for t in ["1.250", "-999999999999999.999", None, "0", "0.001",
                              "999999999999999.999", "-1"]], pa.decimal64(18, 3))}),
        "run_end_encoded": pa.table({"r32": ree32, "r64": ree64, "r16": ree16}),
        "float16": pa.table({"h": pa.array(np.array([0.5, 1, -2, 65504, 0, np.inf, -0.0],
                                                    dtype=np.float16),
                                           mask=np.array([0, 0, 1, 0, 0, 0, 0], dtype=bool))}),
        "nested": pa.table({
            "list_dur": pa.array([[1, None], None, [], [3], [4, 5], [6], [7]],
                                 pa.list_(pa.duration("ms"))),
            "struct_view": pa.array([{"a": 1, "v": "x"}, None, {"a": None, "v": "y" * 20},
                                     {"a": 4, "v": None}, {"a": 5, "v": ""}, {"a": 6, "v": "z"},
                                     {"a": 7, "v": "w"}],
                                    pa.struct([("a", pa.int32()), ("v", pa.string_view())])),
            "dict_d32": pa.DictionaryArray.from_arrays(
                pa.array([0, 1, None, 0, 1, 1, 0], pa.int8()),
                pa.array([dec("1.5"), dec("-2.5")], pa.decimal32(5, 1))),
        }),
    }
    everything = {"id": pa.array(range(n), pa.int64())}
    for name, table in tables.items():
        for column in table.column_names:
            everything["%s.%s" % (name, column)] = table.column(column)
    everything["text"] = pa.array(["r%d" % i if i % 3 else None for i in range(n)])
    tables["all"] = pa.table(everything)
    for name, table in tables.items():
        assert table.num_rows == n, name
    return tables


def stream_of(table, chunk=CHUNK):
    sink = pa.BufferOutputStream()
    with ipc.new_stream(sink, table.schema) as w:
        w.write_table(table, max_chunksize=chunk)
    return sink.getvalue().to_pybytes()


def file_of(table, chunk=CHUNK):
    sink = pa.BufferOutputStream()
    with ipc.new_file(sink, table.schema) as w:
        w.write_table(table, max_chunksize=chunk)
    return sink.getvalue().to_pybytes()


def write_fixtures(out):
    os.makedirs(out, exist_ok=True)
    for name, table in carried_tables().items():
        with open(os.path.join(out, name + ".arrows"), "wb") as f:
            f.write(stream_of(table))
        with open(os.path.join(out, name + ".arrow"), "wb") as f:
            f.write(file_of(table))


if __name__ == "__main__":
    write_fixtures(sys.argv[1] if len(sys.argv) > 1 else OUT)
