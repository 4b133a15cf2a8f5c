#!/usr/bin/env python3
"""Writes the committed seeds of the `parquet_read` fuzz target into
fuzz/corpus/parquet_read/: small valid Parquet files from pyarrow (snappy,
zstd and uncompressed; dictionary pages, nested columns, several row
groups, page index), each behind the target's mode byte (0 reader, 1 reader
with a projection and filter, 2 whole table, 3 with the footer key), plus
an encrypted file written by the runtime itself (pyarrow's encryption needs
a KMS) when IRX_RUNTIME_SO names the shared library, and a file in 1.25's
reconstruct=1 layout (storage columns plus the logical schema's IPC bytes
under IRX:logical_schema:v1, which the reader parses and checks).

usage: PYTHON scripts/gen-parquet-seeds.py   (any python with pyarrow, e.g.
build/venv-interop/bin/python)
"""
import ctypes
import io
import os
import tempfile

import pyarrow as pa
import pyarrow.parquet as pq

OUT = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "fuzz", "corpus", "parquet_read")
KEY = b"irx-fuzz-key-16b"


def tables():
    mixed = pa.table({
        "i64": pa.array([1, None, -3, 4, 5, 6], pa.int64()),
        "f64": pa.array([0.5, 2.0, None, 1.0, -1.0, 3.5]),
        "s": pa.array(["a", None, "xyz", "a", "a", "b"]),
        "b": pa.array([True, False, None, True, True, False]),
        "l": pa.array([[1, 2], None, [], [3], [4, 5], [6]], pa.list_(pa.int32())),
        "st": pa.array([{"x": 1, "y": "p"}, None, {"x": None, "y": "q"}, {"x": 2, "y": "r"},
                        {"x": 3, "y": "s"}, {"x": 4, "y": "t"}],
                       pa.struct([("x", pa.int16()), ("y", pa.utf8())])),
        "ts": pa.array([1, 2, None, 4, 5, 6], pa.timestamp("us", tz="UTC")),
        "d": pa.array([1, 2, 3, 4, 5, None], pa.date32()),
    })
    wide = pa.table({"c%d" % i: pa.array(range(i, i + 40), pa.int32()) for i in range(6)})
    return {"mixed": mixed, "wide": wide}


def parquet_bytes(table, **kw):
    sink = io.BytesIO()
    pq.write_table(table, sink, **kw)
    return sink.getvalue()


def reconstructed():
    """A dictionary and a fixed-size list column stored as 1.25 stores them
    with reconstruct=1 (values, and a list), with the logical schema's
    record in the metadata, as Arrow C++ writes with compliant nested types
    off."""
    rows = 12
    vec = pa.list_(pa.int16(), 2)
    logical = pa.schema([
        pa.field("id", pa.int64(), nullable=False),
        pa.field("d", pa.dictionary(pa.int8(), pa.int64())),
        pa.field("v", vec),
    ])
    storage = pa.table({
        "id": pa.array(range(rows), pa.int64()),
        "d": pa.array([None if i % 5 == 0 else i % 3 * 100 for i in range(rows)], pa.int64()),
        "v": pa.array([None if i % 4 == 0 else [i, -i] for i in range(rows)],
                      pa.list_(vec.value_field)),
    }, schema=pa.schema([logical.field(0), pa.field("d", pa.int64()),
                         pa.field("v", pa.list_(vec.value_field))]))
    record = logical.serialize().to_pybytes()
    return parquet_bytes(storage.replace_schema_metadata({b"IRX:logical_schema:v1": record}),
                         use_compliant_nested_type=False)


def encrypted(table):
    path = os.environ.get("IRX_RUNTIME_SO")
    if not path:
        return None
    lib = ctypes.CDLL(path)
    P, PP = ctypes.c_void_p, ctypes.POINTER(ctypes.c_void_p)
    lib.irx_parquet_options_new.restype = P
    lib.irx_parquet_options_key.argtypes = [P, ctypes.c_char_p, ctypes.c_int64]
    lib.irx_parquet_options_release.argtypes = [P]
    lib.irx_rb_stream_reader_open_buffer.argtypes = [ctypes.c_char_p, ctypes.c_int64, PP]
    lib.irx_rb_stream_reader_schema.restype = P
    lib.irx_rb_stream_reader_schema.argtypes = [P]
    lib.irx_rb_stream_reader_next_batch.argtypes = [P, PP]
    lib.irx_rb_stream_reader_close.argtypes = [P]
    lib.irx_rb_parquet_writer_open_options.argtypes = [P, ctypes.c_char_p, P, PP]
    lib.irx_rb_stream_writer_write_batch.argtypes = [P, P]
    lib.irx_rb_stream_writer_close.argtypes = [P]
    lib.irx_rb_stream_writer_release.argtypes = [P]
    lib.irx_rb_batch_release.argtypes = [P]
    sink = pa.BufferOutputStream()
    with pa.ipc.new_stream(sink, table.schema) as w:
        w.write_table(table)
    data = sink.getvalue().to_pybytes()
    reader, writer, batch = P(), P(), P()
    assert lib.irx_rb_stream_reader_open_buffer(data, len(data), ctypes.byref(reader)) == 0
    options = lib.irx_parquet_options_new()
    assert lib.irx_parquet_options_key(options, KEY, len(KEY)) == 0
    with tempfile.TemporaryDirectory() as tmp:
        out = os.path.join(tmp, "enc.parquet")
        schema = lib.irx_rb_stream_reader_schema(reader)
        assert lib.irx_rb_parquet_writer_open_options(schema, out.encode(), options, ctypes.byref(writer)) == 0
        while lib.irx_rb_stream_reader_next_batch(reader, ctypes.byref(batch)) == 0:
            assert lib.irx_rb_stream_writer_write_batch(writer, batch) == 0
            lib.irx_rb_batch_release(batch)
        assert lib.irx_rb_stream_writer_close(writer) == 0
        lib.irx_rb_stream_writer_release(writer)
        lib.irx_rb_stream_reader_close(reader)
        lib.irx_parquet_options_release(options)
        with open(out, "rb") as f:
            return f.read()


def main():
    os.makedirs(OUT, exist_ok=True)
    seeds = {}
    for name, table in tables().items():
        seeds[name + "-snappy"] = (0, parquet_bytes(table, row_group_size=4))
        seeds[name + "-zstd"] = (1, parquet_bytes(table, compression="zstd", row_group_size=16))
        seeds[name + "-plain"] = (2, parquet_bytes(table, compression="none", use_dictionary=False,
                                                   write_page_index=True))
        seeds[name + "-v2"] = (0, parquet_bytes(table, data_page_version="2.0", compression="zstd"))
    seeds["reconstruct"] = (0, reconstructed())
    secret = encrypted(tables()["mixed"])
    if secret:
        seeds["mixed-encrypted"] = (3, secret)
    for name, (mode, data) in seeds.items():
        with open(os.path.join(OUT, name), "wb") as f:
            f.write(bytes([mode]) + data)
        print(name, len(data))


if __name__ == "__main__":
    main()
