"""Data-frame tables with real pyarrow (issue 14): pyarrow Tables of several
chunks (columns chunked differently too), with nulls, strings, lists and
structs, through our C Stream and C Data import and export and back; IPC
literals written by pyarrow read by irx_arrow_table_from_ipc (and its
in-place form) and checked against pyarrow; corrupt and truncated IPC
refused with a status, never a crash."""

import ctypes
import os

import pyarrow as pa
import pytest

from conftest import ROOT, ArrowArray, ArrowArrayStream, ArrowSchema, addr

IRX_OK = 0
IRX_ERR_INVALID, IRX_ERR_IO = -6, -5


@pytest.fixture(scope="module")
def rt():
    lib = ctypes.CDLL(os.environ.get("IRX_RUNTIME_SO", str(ROOT / "target/release/libirx_runtime.so")))
    P, PP, i32, i64 = ctypes.c_void_p, ctypes.POINTER(ctypes.c_void_p), ctypes.c_int32, ctypes.c_int64
    sigs = {
        "irx_arrow_last_error": (ctypes.c_char_p, []),
        "irx_arrow_table_import_stream": (i32, [P, PP]),
        "irx_arrow_table_export_stream": (i32, [P, P]),
        "irx_arrow_table_import_batch": (i32, [P, P, PP]),
        "irx_arrow_table_export_batch": (i32, [P, P, P]),
        "irx_arrow_table_from_ipc": (i32, [ctypes.c_char_p, i64, PP]),
        "irx_arrow_table_from_ipc_static": (i32, [ctypes.c_char_p, i64, PP]),
        "irx_arrow_table_num_rows": (i64, [P]),
        "irx_arrow_table_num_columns": (i64, [P]),
        "irx_arrow_table_release": (None, [P]),
        "irx_record_batch_errmsg": (ctypes.c_char_p, []),
        "irx_rb_table_project": (i32, [P, ctypes.POINTER(ctypes.c_char_p), i32, PP]),
    }
    for name, (res, args) in sigs.items():
        fn = getattr(lib, name)
        fn.restype, fn.argtypes = res, args
    return lib


SCHEMA = pa.schema(
    [
        pa.field("id", pa.int64(), nullable=False),
        pa.field("price", pa.float64()),
        pa.field("name", pa.utf8()),
        pa.field("tags", pa.list_(pa.utf8())),
        pa.field("point", pa.struct([("x", pa.int32()), ("y", pa.float64())])),
        pa.field("day", pa.date32()),
    ],
    metadata={b"origin": b"pyarrow"},
)


def chunk(start, n):
    rows = range(start, start + n)
    return pa.RecordBatch.from_arrays(
        [
            pa.array(list(rows), pa.int64()),
            pa.array([None if i % 4 == 3 else i / 4 for i in rows], pa.float64()),
            pa.array([None if i % 5 == 4 else f"name-{i}\u00e9" for i in rows], pa.utf8()),
            pa.array([None if i % 6 == 5 else [f"t{i}"] * (i % 3) for i in rows], pa.list_(pa.utf8())),
            pa.array(
                [None if i % 7 == 6 else {"x": i, "y": None if i % 2 else i * 0.5} for i in rows],
                SCHEMA.field("point").type,
            ),
            pa.array([None if i % 8 == 7 else i for i in rows], pa.date32()),
        ],
        schema=SCHEMA,
    )


def sample_table():
    """Three batches of 7, 0 and 9 rows."""
    return pa.Table.from_batches([chunk(0, 7), chunk(7, 0), chunk(7, 9)])


def misaligned_table():
    """The same rows, each column chunked its own way."""
    whole = sample_table().combine_chunks()
    cuts = [[3, 16], [8, 16], [1, 2, 16], [16], [5, 11, 16], [15, 16]]
    columns = []
    for column, ends in zip(whole.columns, cuts):
        pieces, start = [], 0
        for end in ends:
            pieces.append(column.chunk(0).slice(start, end - start))
            start = end
        columns.append(pa.chunked_array(pieces, column.type))
    return pa.Table.from_arrays(columns, schema=SCHEMA)


def import_stream(rt, table):
    st = ArrowArrayStream()
    table.to_reader()._export_to_c(addr(st))
    handle = ctypes.c_void_p()
    assert rt.irx_arrow_table_import_stream(addr(st), ctypes.byref(handle)) == IRX_OK, \
        rt.irx_arrow_last_error()
    assert not st.release
    return handle


def export_stream(rt, handle):
    out = ArrowArrayStream()
    assert rt.irx_arrow_table_export_stream(handle, addr(out)) == IRX_OK, rt.irx_arrow_last_error()
    return pa.RecordBatchReader._import_from_c(addr(out)).read_all()


def test_stream_round_trip_keeps_chunks_values_and_metadata(rt):
    table = sample_table()
    handle = import_stream(rt, table)
    assert rt.irx_arrow_table_num_rows(handle) == 16
    assert rt.irx_arrow_table_num_columns(handle) == 6
    back = export_stream(rt, handle)
    rt.irx_arrow_table_release(handle)  # the stream outlived it
    back.validate(full=True)
    assert back.schema.equals(SCHEMA, check_metadata=True)
    assert back.equals(table)
    # one batch per non-empty chunk (an empty batch has no rows to keep)
    assert [len(c) for c in back.column("id").chunks] == [7, 9]


def test_columns_chunked_differently_cross_in_aligned_batches(rt):
    table = misaligned_table()
    handle = import_stream(rt, table)
    back = export_stream(rt, handle)
    assert back.equals(table)
    for batch in back.to_batches():
        assert all(len(c) == batch.num_rows for c in batch.columns)
    # C Data: one struct array, every column's chunks combined
    a, s = ArrowArray(), ArrowSchema()
    assert rt.irx_arrow_table_export_batch(handle, addr(a), addr(s)) == IRX_OK
    combined = pa.RecordBatch._import_from_c(addr(a), addr(s))
    assert combined.num_rows == 16
    assert pa.Table.from_batches([combined]).equals(table)
    rt.irx_arrow_table_release(handle)


def test_c_data_batch_import(rt):
    batch = chunk(3, 11)
    a, s = ArrowArray(), ArrowSchema()
    batch._export_to_c(addr(a), addr(s))
    handle = ctypes.c_void_p()
    assert rt.irx_arrow_table_import_batch(addr(a), addr(s), ctypes.byref(handle)) == IRX_OK, \
        rt.irx_arrow_last_error()
    assert not a.release and not s.release
    assert export_stream(rt, handle).equals(pa.Table.from_batches([batch]))
    rt.irx_arrow_table_release(handle)


def test_projection_by_name(rt):
    handle = import_stream(rt, sample_table())
    names = (ctypes.c_char_p * 2)(b"name", b"id")
    out = ctypes.c_void_p()
    assert rt.irx_rb_table_project(handle, names, 2, ctypes.byref(out)) == IRX_OK
    assert export_stream(rt, out).equals(sample_table().select(["name", "id"]))
    missing = (ctypes.c_char_p * 1)(b"nope")
    assert rt.irx_rb_table_project(handle, missing, 1, ctypes.byref(out)) < 0
    assert not out
    assert b"nope" in rt.irx_record_batch_errmsg()
    rt.irx_arrow_table_release(handle)


def pyarrow_ipc(table, **options):
    sink = pa.BufferOutputStream()
    with pa.ipc.new_stream(sink, table.schema, options=pa.ipc.IpcWriteOptions(**options)) as w:
        w.write_table(table)
    return sink.getvalue().to_pybytes()


@pytest.mark.parametrize("read", ["irx_arrow_table_from_ipc", "irx_arrow_table_from_ipc_static"])
@pytest.mark.parametrize("compression", [None, "lz4", "zstd"])
def test_pyarrow_ipc_literal(rt, read, compression):
    table = sample_table()
    data = pyarrow_ipc(table, compression=compression)
    handle = ctypes.c_void_p()
    assert getattr(rt, read)(data, len(data), ctypes.byref(handle)) == IRX_OK, rt.irx_arrow_last_error()
    back = export_stream(rt, handle)
    rt.irx_arrow_table_release(handle)
    assert back.schema.equals(SCHEMA, check_metadata=True)
    assert back.equals(table)
    del data  # the static form's bytes outlived the table and its export


def test_dictionary_literal(rt):
    table = pa.table({"k": pa.array(["a", "b", None, "a"]).dictionary_encode(), "v": [1, 2, 3, 4]})
    data = pyarrow_ipc(table)
    handle = ctypes.c_void_p()
    assert rt.irx_arrow_table_from_ipc(data, len(data), ctypes.byref(handle)) == IRX_OK, \
        rt.irx_arrow_last_error()
    assert export_stream(rt, handle).equals(table)
    rt.irx_arrow_table_release(handle)


@pytest.mark.parametrize("read", ["irx_arrow_table_from_ipc", "irx_arrow_table_from_ipc_static"])
def test_truncated_and_corrupt_ipc_is_refused(rt, read):
    data = pyarrow_ipc(sample_table())
    handle = ctypes.c_void_p(1)
    fn = getattr(rt, read)
    # every proper prefix that ends before the last batch is whole: an
    # error status and no table (the 8-byte end marker itself is not
    # required, as Arrow C++ and so IRx 1.25 read a literal)
    for n in list(range(1, 64)) + list(range(64, len(data) - 8, 97)):
        status = fn(data[:n], n, ctypes.byref(handle))
        assert status in (IRX_ERR_IO, IRX_ERR_INVALID), (n, status)
        assert not handle
        assert rt.irx_arrow_last_error()
    # bytes flipped in the flatbuffers and bodies: an error, or a valid table
    for at in range(0, len(data), 13):
        broken = bytearray(data)
        broken[at] ^= 0xA5
        broken = bytes(broken)
        status = fn(broken, len(broken), ctypes.byref(handle))
        if status == IRX_OK:
            export_stream(rt, handle).validate(full=True)
            rt.irx_arrow_table_release(handle)
        else:
            assert status < 0 and not handle
    # a metadata length far beyond the bytes: refused, nothing allocated for it
    huge = b"\xff\xff\xff\xff" + (0x7FFFFFF0).to_bytes(4, "little") + b"\x00" * 16
    assert fn(huge, len(huge), ctypes.byref(handle)) < 0
    assert fn(None, 8, ctypes.byref(handle)) == IRX_ERR_INVALID
    assert fn(data, 0, ctypes.byref(handle)) == IRX_ERR_INVALID
