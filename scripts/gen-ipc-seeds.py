#!/usr/bin/env python3
"""Writes the committed seeds of the `ipc_read` fuzz target into
fuzz/corpus/ipc_read/: small valid Arrow IPC streams and files from pyarrow
(plain, LZ4 and ZSTD bodies; several column types, dictionary-encoded
columns, unions and run-end encoding included), each behind the target's mode byte (0 stream reader,
1 `irx_rb_schema_from_ipc`, 2 file reader, 3 `irx_arrow_table_from_ipc`,
4 `irx_arrow_table_from_ipc_static`).

usage: PYTHON scripts/gen-ipc-seeds.py   (any python with pyarrow, e.g.
build/venv-interop/bin/python after `make interop`)
"""
import os
import sys

import pyarrow as pa
import pyarrow.ipc as ipc

OUT = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "fuzz", "corpus", "ipc_read")


def batches():
    mixed = pa.record_batch(
        {
            "i64": pa.array([1, None, -3], pa.int64()),
            "f64": pa.array([0.5, 2.0, None], pa.float64()),
            "s": pa.array(["a", None, "xyz"], pa.utf8()),
            "b": pa.array([True, False, None], pa.bool_()),
            "bin": pa.array([b"\x00\x01", b"", None], pa.binary()),
            "l": pa.array([[1, 2], None, []], pa.list_(pa.int32())),
            "st": pa.array([{"x": 1, "y": "p"}, None, {"x": None, "y": "q"}],
                           pa.struct([("x", pa.int16()), ("y", pa.utf8())])),
            "ts": pa.array([0, 1, None], pa.timestamp("us", tz="UTC")),
            "d": pa.array(["u", "v", "u"]).dictionary_encode(),
        }
    )
    wide = pa.record_batch(
        {
            "u8": pa.array([1, 2], pa.uint8()),
            "f32": pa.array([1.5, None], pa.float32()),
            "ls": pa.array(["long", "strs"], pa.large_utf8()),
            "fsb": pa.array([b"abcd", None], pa.binary(4)),
            "dec": pa.array([1, None], pa.decimal128(10, 2)),
            "d32": pa.array([1, 2], pa.date32()),
            "fsl": pa.array([[1, 2], [3, 4]], pa.list_(pa.int8(), 2)),
            "m": pa.array([[("k", 1)], None], pa.map_(pa.utf8(), pa.int32())),
            "n": pa.nulls(2),
        }
    )
    # Layouts arrow-ipc decodes with checks of its own order: unions (whose
    # type-id and offset buffers it slices to the row count) and run-end
    # encoding.
    sparse = pa.UnionArray.from_sparse(pa.array([0, 1, 0], pa.int8()),
                                       [pa.array([1, 2, 3], pa.int32()), pa.array(["a", "b", "c"])])
    dense = pa.UnionArray.from_dense(pa.array([1, 0, 1], pa.int8()), pa.array([0, 0, 1], pa.int32()),
                                     [pa.array([7], pa.int64()), pa.array(["x", "y"])])
    layouts = pa.record_batch(
        {
            "sparse": sparse,
            "dense": dense,
            "ree": pa.RunEndEncodedArray.from_arrays(pa.array([2, 3], pa.int32()), pa.array(["r", None])),
        }
    )
    return [("mixed", [mixed, mixed.slice(1, 2)]), ("wide", [wide]), ("layouts", [layouts])]


def main():
    os.makedirs(OUT, exist_ok=True)
    for name, group in batches():
        for codec in (None, "lz4", "zstd"):
            opts = ipc.IpcWriteOptions(compression=codec)
            tag = codec or "plain"
            sink = pa.BufferOutputStream()
            with ipc.new_stream(sink, group[0].schema, options=opts) as w:
                for b in group:
                    w.write_batch(b)
            stream = sink.getvalue().to_pybytes()
            sink = pa.BufferOutputStream()
            with ipc.new_file(sink, group[0].schema, options=opts) as w:
                for b in group:
                    w.write_batch(b)
            file = sink.getvalue().to_pybytes()
            for mode, data, kind in ((0, stream, "stream"), (2, file, "file"), (3, stream, "table"),
                                     (4, stream, "literal")):
                with open(os.path.join(OUT, f"{name}-{tag}.{kind}"), "wb") as f:
                    f.write(bytes([mode]) + data)
            if codec is None:
                with open(os.path.join(OUT, f"{name}.schema"), "wb") as f:
                    f.write(bytes([1]) + stream)
    return 0


if __name__ == "__main__":
    sys.exit(main())
