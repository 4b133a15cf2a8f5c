"""Parquet files other writers wrote, which pyarrow reads (issue 34, item
4), made by scripts/gen-parquet-quirks.py: each read by pyarrow and by the
runtime and compared value for value and type for type, or, where the
runtime cannot read it as pyarrow does, refused with a message naming the
cause (docs/COMPATIBILITY.md). The committed fixtures the Rust test
(runtime/tests/parquet_quirks.rs) reads are checked to be what the script
makes."""

import ctypes
import importlib.util
import io
import struct

import pyarrow as pa
import pyarrow.parquet as pq
import pytest

from conftest import ROOT
from test_parquet import IRX_ERR_IO, Options, read, rb  # noqa: F401 (rb is a fixture)

P = ctypes.c_void_p
DATA = ROOT / "runtime/tests/data/parquet_quirks"

_spec = importlib.util.spec_from_file_location("gen_parquet_quirks",
                                               ROOT / "scripts/gen-parquet-quirks.py")
gen = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(gen)

# Read as pyarrow reads them.
READ = ["float16", "dict-offset-zero", "v2-old-cpp", "decimal45", "dict-uncounted", "gzip-members",
        "hadoop-lz4", "non-hadoop-lz4", "lz4-raw"]


def attempt(lib, path, columns=()):
    """(status, message) of the first failure reading `path`, or None."""
    reader = P()
    options = Options(lib, column=list(columns)) if columns else Options(lib)
    status = lib.irx_rb_parquet_reader_open_options(str(path).encode(), None, options.handle,
                                                    ctypes.byref(reader))
    if status:
        return status, lib.irx_record_batch_errmsg().decode()
    try:
        while True:
            batch = P()
            status = lib.irx_rb_stream_reader_next_batch(reader, ctypes.byref(batch))
            if status == 1:
                return None
            if status:
                return status, lib.irx_record_batch_errmsg().decode()
            lib.irx_rb_batch_release(batch)
    finally:
        lib.irx_rb_stream_reader_close(reader)


def same(ours, theirs):
    """Tables equal in schema and values; floats bit for bit (NaN too)."""
    assert ours.schema.equals(theirs.schema), (ours.schema, theirs.schema)
    for a, b in zip(ours.columns, theirs.columns):
        if pa.types.is_floating(a.type):
            fmt = {16: "<e", 32: "<f", 64: "<d"}[a.type.bit_width]
            bits = [[None if v is None else struct.pack(fmt, v) for v in c.to_pylist()] for c in (a, b)]
            assert bits[0] == bits[1]
        else:
            assert a.equals(b)


@pytest.mark.parametrize("name", READ)
def test_read_as_pyarrow_reads(rb, name, tmp_path):  # noqa: F811
    path = tmp_path / (name + ".parquet")
    data, expected = gen.CASES[name]()
    path.write_bytes(data)
    theirs = pq.read_table(str(path))
    same(theirs, expected)
    for batch_size in (7, 65536):
        ours, _ = read(rb, path, batch_size=batch_size)
        same(ours, theirs)


def test_float16_written_back_as_float16(rb, tmp_path):  # noqa: F811
    path = tmp_path / "in.parquet"
    path.write_bytes(gen.CASES["float16"]()[0])
    ours, _ = read(rb, path)
    writer = P()
    out = tmp_path / "out.parquet"
    reader = P()
    assert rb.irx_rb_parquet_reader_open(str(path).encode(), None, 3, ctypes.byref(reader)) == 0
    schema = rb.irx_rb_stream_reader_schema(reader)
    assert rb.irx_rb_parquet_writer_open(schema, str(out).encode(), b"zstd", 5,
                                         ctypes.byref(writer)) == 0, rb.irx_record_batch_errmsg()
    try:
        while True:
            batch = P()
            status = rb.irx_rb_stream_reader_next_batch(reader, ctypes.byref(batch))
            if status == 1:
                break
            assert status == 0, rb.irx_record_batch_errmsg()
            assert rb.irx_rb_stream_writer_write_batch(writer, batch) == 0
            rb.irx_rb_batch_release(batch)
        assert rb.irx_rb_stream_writer_close(writer) == 0, rb.irx_record_batch_errmsg()
    finally:
        rb.irx_rb_stream_writer_release(writer)
        rb.irx_rb_stream_reader_close(reader)
    column = pq.ParquetFile(str(out)).schema.column(0)
    assert str(column.logical_type) == "Float16"
    same(pq.read_table(str(out)), pq.read_table(str(path)))


def test_refused_where_pyarrow_refuses_too(rb, tmp_path):  # noqa: F811
    """From parquet-mr 1.2.9 on no reader pads a chunk (PARQUET-816)."""
    path = tmp_path / "fixed.parquet"
    path.write_bytes(gen.CASES["dict-uncounted-fixed-writer"]()[0])
    with pytest.raises(OSError):
        pq.read_table(str(path))
    status, message = attempt(rb, path)
    assert status == IRX_ERR_IO and "claims" in message, message


def test_refused_by_name_where_pyarrow_reads(rb, tmp_path):  # noqa: F811
    """docs/COMPATIBILITY.md: Hadoop-framed LZ4 pages whose last block is
    the shorter (the parquet crate stops early)."""
    for name, words in [("hadoop-lz4-shorter-tail", "Hadoop framing whose last block is shorter")]:
        path = tmp_path / (name + ".parquet")
        data, expected = gen.CASES[name]()
        path.write_bytes(data)
        assert pq.read_table(str(path)).equals(expected)
        status, message = attempt(rb, path)
        assert status == IRX_ERR_IO and words in message, message


def test_encrypted_columns_need_a_key(rb, tmp_path):  # noqa: F811
    path = tmp_path / "plaintext-footer.parquet"
    data, expected = gen.CASES["plaintext-footer"]()
    path.write_bytes(data)
    with pytest.raises(OSError, match="Cannot decrypt"):
        pq.read_table(str(path))
    status, message = attempt(rb, path)
    assert status == IRX_ERR_IO, message
    assert message.endswith("Cannot decrypt ColumnMetadata. FileDecryption is not setup correctly"), message
    # The unencrypted column reads without a key, as pyarrow reads it.
    theirs = pq.read_table(str(path), columns=["plain"])
    ours, _ = read(rb, path, Options(rb, column="plain"))
    same(ours, theirs)
    assert pq.read_table(str(path), decryption_properties=gen.decryption_properties()).equals(expected)


def test_committed_fixtures_are_the_scripts():
    for name, make in gen.CASES.items():
        fixture = (DATA / (name + ".parquet")).read_bytes()
        data, expected = make()
        if name == "plaintext-footer":  # random keys: compare what it holds
            properties = gen.decryption_properties()
            assert pq.read_table(io.BytesIO(fixture), decryption_properties=properties).equals(expected)
        else:
            assert fixture == data, name
