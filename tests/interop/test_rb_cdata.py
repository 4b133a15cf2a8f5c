"""Record batches with real pyarrow through the Arrow C Data and C Stream
interfaces (irx_rb_batch_import/export, irx_rb_stream_reader_import/export,
irx_rb_batch_export_stream): pyarrow -> irx -> pyarrow for every column
type of 1.25's IrxColumnType, with nulls, time zones and metadata."""

import ctypes
import datetime
import decimal
import os

import pyarrow as pa
import pytest

from conftest import ROOT, ArrowArray, ArrowArrayStream, ArrowSchema, addr

IRX_OK, IRX_EOF, IRX_ERR_ARROW = 0, 1, -1


@pytest.fixture(scope="module")
def rb():
    lib = ctypes.CDLL(os.environ.get("IRX_RUNTIME_SO", str(ROOT / "target/release/libirx_runtime.so")))
    P, PP, i32 = ctypes.c_void_p, ctypes.POINTER(ctypes.c_void_p), ctypes.c_int32
    sigs = {
        "irx_record_batch_errmsg": (ctypes.c_char_p, []),
        "irx_rb_batch_import": (i32, [P, P, PP]),
        "irx_rb_batch_export": (i32, [P, P, P]),
        "irx_rb_batch_export_stream": (i32, [P, P]),
        "irx_rb_batch_release": (None, [P]),
        "irx_rb_stream_reader_import": (i32, [P, PP]),
        "irx_rb_stream_reader_export": (i32, [P, P]),
        "irx_rb_stream_reader_next_batch": (i32, [P, PP]),
        "irx_rb_stream_reader_close": (None, [P]),
        "irx_rb_schema_import": (i32, [P, PP]),
        "irx_rb_schema_export": (i32, [P, P]),
        "irx_rb_schema_release": (None, [P]),
    }
    for name, (res, args) in sigs.items():
        fn = getattr(lib, name)
        fn.restype, fn.argtypes = res, args
    return lib


UTC = "UTC"
COLUMNS = {
    "int8": pa.array([1, None, -128], pa.int8()),
    "int16": pa.array([1, None, -300], pa.int16()),
    "int32": pa.array([1, None, 2**31 - 1], pa.int32()),
    "int64": pa.array([1, None, -(2**63)], pa.int64()),
    "uint8": pa.array([1, None, 255], pa.uint8()),
    "uint16": pa.array([1, None, 65535], pa.uint16()),
    "uint32": pa.array([1, None, 2**32 - 1], pa.uint32()),
    "uint64": pa.array([1, None, 2**64 - 1], pa.uint64()),
    "float32": pa.array([0.5, None, -2.0], pa.float32()),
    "float64": pa.array([0.1, None, float("inf")], pa.float64()),
    "bool": pa.array([True, None, False]),
    "utf8": pa.array(["a", None, "h\u00e9llo"], pa.utf8()),
    "large_utf8": pa.array(["a", None, "\u00e9t\u00e9"], pa.large_utf8()),
    "binary": pa.array([b"\x00\x01", None, b""], pa.binary()),
    "large_binary": pa.array([b"\xff", None, b"xyz"], pa.large_binary()),
    "fixed_binary": pa.array([b"abcd", None, b"wxyz"], pa.binary(4)),
    "date32": pa.array([datetime.date(2024, 1, 2), None, datetime.date(1970, 1, 1)], pa.date32()),
    "date64": pa.array([datetime.date(2024, 1, 2), None, datetime.date(1999, 12, 31)], pa.date64()),
    "ts_s": pa.array([0, None, 1700000000], pa.timestamp("s")),
    "ts_ms_tz": pa.array([0, None, 1700000000000], pa.timestamp("ms", tz="Europe/Paris")),
    "ts_us_tz": pa.array([0, None, 5], pa.timestamp("us", tz="+05:30")),
    "ts_ns_tz": pa.array([0, None, 5], pa.timestamp("ns", tz=UTC)),
    "time32_s": pa.array([0, None, 3600], pa.time32("s")),
    "time32_ms": pa.array([0, None, 3600000], pa.time32("ms")),
    "time64_us": pa.array([0, None, 1], pa.time64("us")),
    "time64_ns": pa.array([0, None, 1], pa.time64("ns")),
    "decimal128": pa.array([decimal.Decimal("1.23"), None, decimal.Decimal("-9.99")], pa.decimal128(10, 2)),
    "decimal256": pa.array([decimal.Decimal("1.5"), None, decimal.Decimal("-2.5")], pa.decimal256(40, 1)),
    "list": pa.array([[1, 2], None, []], pa.list_(pa.int32())),
    "large_list": pa.array([[1], None, [2, 3]], pa.large_list(pa.int64())),
    "fixed_list": pa.array([[1, 2], None, [3, 4]], pa.list_(pa.float64(), 2)),
    "struct": pa.array([{"x": 1, "y": "a"}, None, {"x": None, "y": "b"}],
                       pa.struct([("x", pa.int32()), ("y", pa.utf8())])),
    "map": pa.array([[("a", 1)], None, []], pa.map_(pa.utf8(), pa.int32())),
    "dictionary": pa.array(["x", None, "y"]).dictionary_encode(),
    "null": pa.array([None, None, None], pa.null()),
}


def make_batch(names):
    fields = [pa.field(n, COLUMNS[n].type, metadata={b"col": n.encode()}) for n in names]
    return pa.RecordBatch.from_arrays([COLUMNS[n] for n in names],
                                      schema=pa.schema(fields, metadata={b"who": b"irx"}))


def round_trip(rb, batch, offset=0):
    batch = batch.slice(offset)
    a, s = ArrowArray(), ArrowSchema()
    batch._export_to_c(addr(a), addr(s))
    handle = ctypes.c_void_p()
    assert rb.irx_rb_batch_import(addr(a), addr(s), ctypes.byref(handle)) == IRX_OK, \
        rb.irx_record_batch_errmsg()
    assert not a.release and not s.release
    out_a, out_s = ArrowArray(), ArrowSchema()
    assert rb.irx_rb_batch_export(handle, addr(out_a), addr(out_s)) == IRX_OK
    rb.irx_rb_batch_release(handle)  # the export outlives the handle
    back = pa.RecordBatch._import_from_c(addr(out_a), addr(out_s))
    back.validate(full=True)
    assert back.schema.equals(batch.schema, check_metadata=True)
    assert back.equals(batch)
    return back


@pytest.mark.parametrize("name", list(COLUMNS))
def test_every_column_type_round_trips(rb, name):
    round_trip(rb, make_batch([name]))
    round_trip(rb, make_batch([name]), offset=1)


def test_all_columns_together(rb):
    back = round_trip(rb, make_batch(list(COLUMNS)))
    assert back.schema.field("ts_ms_tz").type.tz == "Europe/Paris"
    assert back.schema.metadata == {b"who": b"irx"}


def test_schema_round_trip(rb):
    schema = make_batch(list(COLUMNS)).schema
    s = ArrowSchema()
    schema._export_to_c(addr(s))
    handle = ctypes.c_void_p()
    assert rb.irx_rb_schema_import(addr(s), ctypes.byref(handle)) == IRX_OK, rb.irx_record_batch_errmsg()
    out = ArrowSchema()
    assert rb.irx_rb_schema_export(handle, addr(out)) == IRX_OK
    rb.irx_rb_schema_release(handle)
    assert pa.Schema._import_from_c(addr(out)).equals(schema, check_metadata=True)


def test_pyarrow_stream_through_irx_reader_and_back(rb):
    batch = make_batch(list(COLUMNS))
    reader = pa.RecordBatchReader.from_batches(batch.schema, [batch, batch.slice(1)])
    st = ArrowArrayStream()
    reader._export_to_c(addr(st))
    r = ctypes.c_void_p()
    assert rb.irx_rb_stream_reader_import(addr(st), ctypes.byref(r)) == IRX_OK, rb.irx_record_batch_errmsg()
    assert not st.release
    b = ctypes.c_void_p()
    assert rb.irx_rb_stream_reader_next_batch(r, ctypes.byref(b)) == IRX_OK
    rb.irx_rb_batch_release(b)
    out = ArrowArrayStream()
    assert rb.irx_rb_stream_reader_export(r, addr(out)) == IRX_OK
    rb.irx_rb_stream_reader_close(r)
    rest = pa.RecordBatchReader._import_from_c(addr(out)).read_all()
    assert rest.schema.equals(batch.schema, check_metadata=True)
    assert rest.equals(pa.Table.from_batches([batch.slice(1)]))


def test_our_batch_stream_read_by_pyarrow(rb):
    batch = make_batch(list(COLUMNS))
    a, s = ArrowArray(), ArrowSchema()
    batch._export_to_c(addr(a), addr(s))
    handle = ctypes.c_void_p()
    assert rb.irx_rb_batch_import(addr(a), addr(s), ctypes.byref(handle)) == IRX_OK
    st = ArrowArrayStream()
    assert rb.irx_rb_batch_export_stream(handle, addr(st)) == IRX_OK
    rb.irx_rb_batch_release(handle)
    table = pa.RecordBatchReader._import_from_c(addr(st)).read_all()
    assert table.equals(pa.Table.from_batches([batch]))


def test_pyarrow_stream_error_is_propagated(rb):
    batch = make_batch(["int64", "utf8"])

    def batches():
        yield batch
        raise ValueError("producer says no")

    reader = pa.RecordBatchReader.from_batches(batch.schema, batches())
    st = ArrowArrayStream()
    reader._export_to_c(addr(st))
    r = ctypes.c_void_p()
    assert rb.irx_rb_stream_reader_import(addr(st), ctypes.byref(r)) == IRX_OK
    b = ctypes.c_void_p()
    assert rb.irx_rb_stream_reader_next_batch(r, ctypes.byref(b)) == IRX_OK
    rb.irx_rb_batch_release(b)
    assert rb.irx_rb_stream_reader_next_batch(r, ctypes.byref(b)) < 0
    assert b"producer says no" in rb.irx_record_batch_errmsg()
    rb.irx_rb_stream_reader_close(r)
