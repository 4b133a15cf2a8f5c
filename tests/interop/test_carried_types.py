"""Arrow types pyirx 1.25's column-type enum has no entry for (issue 34,
item 3), against pyarrow: durations, the three intervals, sparse and dense
unions, list views, binary and utf8 views, decimal32 and decimal64, run-end
encoding, float16 and nestings of them (scripts/gen-carried-types-ipc.py).

IRx 1.25 refused a stream holding one at open ("unsupported Arrow field").
The runtime carries them: every IPC reader reads them, the IPC writer, C
Data and C Stream take them out again, Parquet holds what pyarrow writes to
Parquet and refuses what pyarrow refuses; each read is compared with
pyarrow's, value for value and type for type. Typed access answers
IRX_ERR_TYPE ("not available in the 1.25 column-type set"), the type's name
is Arrow C++'s, and the documented extensions (a duration through
irx_rb_batch_get_int64, a utf8_view through irx_rb_batch_get_utf8) read
pyarrow's values."""

import ctypes
import importlib.util

import numpy as np
import pyarrow as pa
import pyarrow.ipc as ipc
import pyarrow.parquet as pq
import pytest

from conftest import (
    ROOT, ArrowArray, ArrowArrayStream, ArrowSchema, addr, buffer_bytes, pump, rb_library,
)

P = ctypes.c_void_p
PP = ctypes.POINTER(ctypes.c_void_p)
IRX_OK, IRX_EOF, IRX_ERR_TYPE = 0, 1, -4

_spec = importlib.util.spec_from_file_location("gen_carried_types_ipc",
                                               ROOT / "scripts/gen-carried-types-ipc.py")
gen = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(gen)
TABLES = gen.carried_tables()
NAMES = sorted(TABLES)
FIXTURES = ROOT / "runtime/tests/data/carried_types"


@pytest.fixture(scope="module")
def rb():
    return rb_library()


def message(lib):
    return lib.irx_record_batch_errmsg().decode()


def drain(lib, status, reader, through=None):
    """Every batch of a reader opened with `status` (passed `through(batch)`
    first when given), written again by the runtime's memory writer and
    read by pyarrow."""
    assert status == IRX_OK, message(lib)
    writer = P()
    assert lib.irx_rb_stream_writer_open_buffer(lib.irx_rb_stream_reader_schema(reader),
                                                ctypes.byref(writer)) == IRX_OK, message(lib)
    try:
        pump(lib, reader, writer, through=through and (lambda batch: through(lib, batch)))
        written = buffer_bytes(lib, writer)
    finally:
        lib.irx_rb_stream_writer_release(writer)
        lib.irx_rb_stream_reader_close(reader)
    return ipc.open_stream(written).read_all()


def c_data_round_trip(lib, batch):
    """The batch out through C Data to pyarrow and back in."""
    array, schema = ArrowArray(), ArrowSchema()
    assert lib.irx_rb_batch_export(batch, addr(array), addr(schema)) == IRX_OK, message(lib)
    lib.irx_rb_batch_release(batch)
    theirs = pa.RecordBatch._import_from_c(addr(array), addr(schema))
    array, schema = ArrowArray(), ArrowSchema()
    theirs._export_to_c(addr(array), addr(schema))
    back = P()
    assert lib.irx_rb_batch_import(addr(array), addr(schema), ctypes.byref(back)) == IRX_OK, message(lib)
    return back


def same(ours, theirs, what):
    assert ours.schema.equals(theirs.schema, check_metadata=True), (what, ours.schema, theirs.schema)
    assert ours.equals(theirs), what


def test_committed_fixtures_are_the_scripts():
    """runtime/tests/data/carried_types/ holds what the script writes: each
    stream and file reads in pyarrow as the script's table."""
    names = sorted(p.name for p in FIXTURES.iterdir())
    assert names == sorted(n + ext for n in NAMES for ext in (".arrow", ".arrows"))
    for name in NAMES:
        same(ipc.open_stream((FIXTURES / (name + ".arrows")).read_bytes()).read_all(), TABLES[name], name)
        same(ipc.open_file(str(FIXTURES / (name + ".arrow"))).read_all(), TABLES[name], name)


@pytest.mark.parametrize("name", NAMES)
def test_every_reader_and_writer_carries_the_type_as_pyarrow_reads_it(rb, name, tmp_path):
    theirs = TABLES[name]
    stream = gen.stream_of(theirs)
    spath, fpath = tmp_path / "t.arrows", tmp_path / "t.arrow"
    spath.write_bytes(stream)
    fpath.write_bytes(gen.file_of(theirs))
    reader = P()
    same(drain(rb, rb.irx_rb_stream_reader_open_buffer(stream, len(stream), ctypes.byref(reader)), reader),
         theirs, "stream buffer")
    reader = P()
    same(drain(rb, rb.irx_rb_stream_reader_open_file(str(spath).encode(), ctypes.byref(reader)), reader),
         theirs, "stream path")
    reader = P()
    same(drain(rb, rb.irx_rb_file_reader_open(str(fpath).encode(), ctypes.byref(reader)), reader),
         theirs, "file")
    reader = P()
    same(drain(rb, rb.irx_rb_stream_reader_open_buffer(stream, len(stream), ctypes.byref(reader)), reader,
               c_data_round_trip), theirs, "C Data through pyarrow")
    table = P()
    assert rb.irx_arrow_table_from_ipc(stream, len(stream), ctypes.byref(table)) == IRX_OK, \
        rb.irx_arrow_last_error()
    st = ArrowArrayStream()
    assert rb.irx_arrow_table_export_stream(table, addr(st)) == IRX_OK
    rb.irx_arrow_table_release(table)
    same(pa.RecordBatchReader._import_from_c(addr(st)).read_all(), theirs, "irx_arrow_table_from_ipc")


@pytest.mark.parametrize("name", NAMES)
def test_c_streams_from_pyarrow_go_out_again_unchanged(rb, name):
    """pyarrow's C stream imported as a reader, exported again as a C
    stream and read by pyarrow."""
    theirs = TABLES[name]
    st = ArrowArrayStream()
    pa.RecordBatchReader.from_batches(theirs.schema, theirs.to_batches(max_chunksize=3))._export_to_c(addr(st))
    reader = P()
    assert rb.irx_rb_stream_reader_import(addr(st), ctypes.byref(reader)) == IRX_OK, message(rb)
    out = ArrowArrayStream()
    assert rb.irx_rb_stream_reader_export(reader, addr(out)) == IRX_OK, message(rb)
    rb.irx_rb_stream_reader_close(reader)
    same(pa.RecordBatchReader._import_from_c(addr(out)).read_all(), theirs, name)


def parquet_holds(table):
    """Whether pyarrow writes `table` to Parquet."""
    try:
        pq.write_table(table, pa.BufferOutputStream())
        return True
    except pa.ArrowNotImplementedError:
        return False


@pytest.mark.parametrize("name", NAMES)
def test_parquet_holds_what_pyarrow_writes_and_refuses_the_rest(rb, name, tmp_path):
    """Column by column: where pyarrow writes the type to Parquet, the
    runtime's Parquet writer does too, pyarrow reads our file as it reads
    its own, and our Parquet reader reads it back as pyarrow does; where
    pyarrow refuses, so does the writer, with a message naming the type,
    and no file is left."""
    table = TABLES[name]
    for column in table.column_names:
        theirs = table.select([column])
        stream = gen.stream_of(theirs)
        reader = P()
        assert rb.irx_rb_stream_reader_open_buffer(stream, len(stream), ctypes.byref(reader)) == IRX_OK
        path = tmp_path / (column + ".parquet")
        writer = P()
        status = rb.irx_rb_parquet_writer_open(rb.irx_rb_stream_reader_schema(reader), str(path).encode(),
                                               b"uncompressed", 3, ctypes.byref(writer))
        t = theirs.schema.field(0).type
        if pa.types.is_dictionary(t) and not pa.types.is_string(t.value_type):
            # 1.25's rule for every numeric dictionary (pyarrow writes one
            # but reads back its plain values): refused without reconstruct.
            assert status == IRX_ERR_TYPE, (name, column)
            assert "dictionary values must be string or binary" in message(rb)
            rb.irx_rb_stream_reader_close(reader)
            continue
        if not parquet_holds(theirs):
            text = message(rb)
            rb.irx_rb_stream_reader_close(reader)
            assert status != IRX_OK, (name, column)
            assert str(theirs.schema.field(0).type).split("<")[0] in text or "Parquet" in text, text
            assert not path.exists(), (name, column)
            continue
        assert status == IRX_OK, (name, column, message(rb))
        pump(rb, reader, writer)
        rb.irx_rb_stream_writer_release(writer)
        rb.irx_rb_stream_reader_close(reader)
        own = tmp_path / (column + ".pyarrow.parquet")
        # The runtime names list children as Arrow does ("item"), not
        # Parquet's compliant "element" (pyarrow's default), as 1.25.
        pq.write_table(theirs, own, use_compliant_nested_type=False)
        expected = pq.read_table(own)
        same(pq.read_table(path), expected, (name, column, "pyarrow reads ours"))
        reader = P()
        back = drain(rb, rb.irx_rb_parquet_reader_open(str(path).encode(), None, 3, ctypes.byref(reader)),
                     reader)
        same(back, expected, (name, column, "ours reads ours"))
        reader = P()
        back = drain(rb, rb.irx_rb_parquet_reader_open(str(own).encode(), None, 3, ctypes.byref(reader)),
                     reader)
        same(back, expected, (name, column, "ours reads pyarrow's"))


def carried_only(t):
    """Whether `t`, or a type inside it, has no IrxColumnType."""
    if pa.types.is_list(t):
        return carried_only(t.value_type)
    if pa.types.is_struct(t):
        return any(carried_only(t.field(i).type) for i in range(t.num_fields))
    if pa.types.is_dictionary(t):
        return carried_only(t.value_type)
    return not (pa.types.is_integer(t) or pa.types.is_string(t) or t in (pa.float32(), pa.float64()))


@pytest.mark.parametrize("name", NAMES)
def test_typed_access_says_the_type_is_not_in_the_125_set(rb, name):
    theirs = TABLES[name]
    stream = gen.stream_of(theirs)
    reader = P()
    assert rb.irx_rb_stream_reader_open_buffer(stream, len(stream), ctypes.byref(reader)) == IRX_OK
    schema = rb.irx_rb_stream_reader_schema(reader)
    batch = P()
    assert rb.irx_rb_stream_reader_next_batch(reader, ctypes.byref(batch)) == IRX_OK
    try:
        for col, field in enumerate(theirs.schema):
            fname, ty, nullable = ctypes.c_char_p(), ctypes.c_int(-1), ctypes.c_int(-1)
            status = rb.irx_rb_schema_field(schema, col, ctypes.byref(fname), ctypes.byref(ty),
                                            ctypes.byref(nullable))
            text = message(rb)
            type_name = ctypes.c_char_p()
            assert rb.irx_rb_schema_type_name(schema, col, ctypes.byref(type_name)) == IRX_OK
            # Arrow C++'s name of the type, as pyarrow prints it.
            assert type_name.value.decode() == str(field.type), field
            if not carried_only(field.type):
                assert status == IRX_OK, (field, text)
                continue
            assert status == IRX_ERR_TYPE, field
            assert "unsupported Arrow field '%s'" % field.name in text, text
            assert str(field.type) in text and "not available in the 1.25 column-type set" in text, text
            value = ctypes.c_double()
            assert rb.irx_rb_batch_get_float64(batch, col, 0, ctypes.byref(value)) == IRX_ERR_TYPE
            assert "not available in the 1.25 column-type set" in message(rb)
            count = ctypes.c_int64()
            status = rb.irx_rb_batch_get_int64(batch, col, 1, ctypes.byref(count))
            if pa.types.is_duration(field.type):
                assert status == IRX_OK, message(rb)
                first = theirs.column(col).chunk(0)
                stored = np.frombuffer(first.buffers()[1], dtype=np.int64)[first.offset + 1]
                assert count.value == stored, (field, count.value, stored)
            else:
                assert status == IRX_ERR_TYPE
            data, size = ctypes.c_void_p(), ctypes.c_int64()
            status = rb.irx_rb_batch_get_utf8(batch, col, 1, ctypes.byref(data), ctypes.byref(size))
            if field.type == pa.string_view():
                assert status == IRX_OK, message(rb)
                expected = theirs.column(col).chunk(0)[1].as_py()
                assert ctypes.string_at(data, size.value).decode() == expected
            else:
                assert status == IRX_ERR_TYPE
    finally:
        rb.irx_rb_batch_release(batch)
        rb.irx_rb_stream_reader_close(reader)
