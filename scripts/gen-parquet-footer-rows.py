#!/usr/bin/env python3
"""A Parquet file whose footer's row count disagrees with its row groups
(issue 34, item 2): an early parquet-rs wrote FileMetaData.num_rows = 0
over a row group of 6 rows; pyarrow (Arrow C++) reads the 6.

The file is pyarrow's, with the footer's `num_rows` (FileMetaData field 3,
an i64 in Thrift's compact protocol) rewritten in place: the new value is
written as a varint of the old one's length (a zigzag varint may carry
continuation bytes of zeros), so nothing else in the footer moves.

Also files of the Parquet UUID logical type (uuid.parquet) and of UUID
and JSON columns at every depth (extensions.parquet) without pyarrow's
stored Arrow schema (as other writers write them), which pyarrow reads as
its `arrow.uuid` and `arrow.json` extension types (issue 34, item 5).

usage: PYTHON scripts/gen-parquet-footer-rows.py [OUTDIR]
  writes runtime/tests/data/parquet_rows/footer-zero-rows.parquet,
  uuid.parquet and extensions.parquet;
  PYTHON is any python with pyarrow (build/venv-interop/bin/python).
As a module: `with_footer_rows(parquet_bytes, rows)`, `six_rows()`.
"""
import io
import os
import struct
import sys

import pyarrow as pa
import pyarrow.parquet as pq

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from thrift_compact import varint  # noqa: E402

ROOT = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..")
OUT = os.path.join(ROOT, "runtime", "tests", "data", "parquet_rows")

# Thrift compact protocol type codes.
BOOL_TRUE, BOOL_FALSE, BYTE, I16, I32, I64, DOUBLE, BINARY, LIST, SET, MAP, STRUCT = range(1, 13)


def skip(buf, at, kind):
    """The position after a value of compact type `kind` at `at`."""
    if kind in (BOOL_TRUE, BOOL_FALSE):
        return at
    if kind == BYTE:
        return at + 1
    if kind in (I16, I32, I64):
        return varint(buf, at)[1]
    if kind == DOUBLE:
        return at + 8
    if kind == BINARY:
        n, at = varint(buf, at)
        return at + n
    if kind in (LIST, SET):
        head = buf[at]
        at += 1
        n = head >> 4
        if n == 15:
            n, at = varint(buf, at)
        for _ in range(n):
            at = skip(buf, at, head & 0x0F)
        return at
    if kind == MAP:
        n, at = varint(buf, at)
        if n == 0:
            return at
        kinds = buf[at]
        at += 1
        for _ in range(n):
            at = skip(buf, at, kinds >> 4)
            at = skip(buf, at, kinds & 0x0F)
        return at
    if kind == STRUCT:
        field = 0
        while True:
            head = buf[at]
            at += 1
            if head == 0:
                return at
            delta, ftype = head >> 4, head & 0x0F
            if delta == 0:
                _, at = varint(buf, at)  # zigzag i16 field id
            at = skip(buf, at, ftype)
    raise ValueError("unknown compact type %d" % kind)


def with_footer_rows(data, rows):
    """The Parquet file `data` with its footer's num_rows set to `rows`."""
    assert data[-4:] == b"PAR1"
    footer_len = struct.unpack_from("<i", data, len(data) - 8)[0]
    start = len(data) - 8 - footer_len
    buf = bytearray(data)
    at, field = start, 0
    while True:
        head = buf[at]
        at += 1
        assert head != 0, "FileMetaData without num_rows"
        delta, ftype = head >> 4, head & 0x0F
        if delta == 0:
            raw, at = varint(buf, at)
            field = (raw >> 1) ^ -(raw & 1)
        else:
            field += delta
        if field == 3:
            assert ftype == I64
            end = varint(buf, at)[1]
            width = end - at
            zigzag = (rows << 1) ^ (rows >> 63)
            out = []
            for i in range(width):
                byte = zigzag & 0x7F
                zigzag >>= 7
                out.append(byte | (0x80 if i < width - 1 else 0))
            assert zigzag == 0, "the new count needs a longer varint"
            buf[at:end] = bytes(out)
            return bytes(buf)
        at = skip(buf, at, ftype)


def six_rows():
    """pyarrow's file of one row group of 6 rows, and the table."""
    table = pa.table({
        "id": pa.array([1, 2, 3, 4, 5, 6], pa.int64()),
        "name": pa.array(["a", None, "c", "d", "e", "f"]),
    })
    sink = io.BytesIO()
    pq.write_table(table, sink)
    return sink.getvalue(), table


def uuids():
    """A file of one UUID column (no stored Arrow schema), and the table."""
    values = [bytes(range(i, i + 16)) for i in range(3)] + [None]
    table = pa.table({"u": pa.array(values, pa.uuid())})
    sink = io.BytesIO()
    pq.write_table(table, sink, store_schema=False)
    return sink.getvalue(), table


def extensions():
    """A file (no stored Arrow schema) of UUID and JSON columns at the top
    level and inside a list, a large list, a struct and a map, which
    pyarrow reads as its arrow.uuid and arrow.json extensions; and the
    table. Values include nulls at each level."""
    u = [bytes(range(i, i + 16)) for i in range(4)]
    uuid = lambda values: pa.ExtensionArray.from_storage(  # noqa: E731
        pa.uuid(), pa.array(values, pa.binary(16)))
    json = lambda values: pa.ExtensionArray.from_storage(  # noqa: E731
        pa.json_(), pa.array(values, pa.string()))
    offsets = pa.array([0, 2, None, 3, 3], pa.int32())
    table = pa.table({
        "u": uuid([u[0], None, u[1], u[2]]),
        "j": json(['{"a":1}', "[1,2]", None, '"x"']),
        "lu": pa.ListArray.from_arrays(offsets, uuid([u[0], None, u[3]])),
        "lj": pa.LargeListArray.from_arrays(pa.array([0, 1, 1, 3, 3], pa.int64()),
                                            json(["1", None, "{}"])),
        "s": pa.StructArray.from_arrays(
            [uuid([u[1], u[2], None, u[3]]), json(["true", None, "null", "[]"])], ["su", "sj"],
            mask=pa.array([False, False, True, False])),
        "m": pa.MapArray.from_arrays(pa.array([0, 1, 1, 2, 2], pa.int32()), pa.array(["k1", "k2"]),
                                     json(['{"v":1}', None])),
    })
    sink = io.BytesIO()
    pq.write_table(table, sink, store_schema=False)
    return sink.getvalue(), table


if __name__ == "__main__":
    out = sys.argv[1] if len(sys.argv) > 1 else OUT
    os.makedirs(out, exist_ok=True)
    data, _ = six_rows()
    with open(os.path.join(out, "footer-zero-rows.parquet"), "wb") as f:
        f.write(with_footer_rows(data, 0))
    with open(os.path.join(out, "uuid.parquet"), "wb") as f:
        f.write(uuids()[0])
    with open(os.path.join(out, "extensions.parquet"), "wb") as f:
        f.write(extensions()[0])
