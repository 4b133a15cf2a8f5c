"""A Parquet file whose footer's row count disagrees with its row groups
(issue 34, item 2), made by scripts/gen-parquet-footer-rows.py from
pyarrow's file: read by pyarrow and by the runtime, compared value for
value and type for type. The committed fixture the Rust test reads is
checked to be what the script makes."""

import ctypes
import importlib.util
import io

import pyarrow.parquet as pq
import pytest

from conftest import ROOT
from test_parquet import drain, ok, rb  # noqa: F401 (rb is a fixture)

P = ctypes.c_void_p

_spec = importlib.util.spec_from_file_location("gen_parquet_footer_rows",
                                               ROOT / "scripts/gen-parquet-footer-rows.py")
gen = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(gen)


@pytest.mark.parametrize("footer_rows", [0, 3, 10])
def test_rows_counted_as_pyarrow_counts_them(rb, footer_rows, tmp_path):  # noqa: F811
    data, table = gen.six_rows()
    path = tmp_path / "rows.parquet"
    path.write_bytes(gen.with_footer_rows(data, footer_rows))
    assert pq.ParquetFile(str(path)).metadata.num_rows == footer_rows
    theirs = pq.read_table(str(path))
    assert theirs.equals(table)
    for batch_size in (1, 4, 65536):
        reader = P()
        ok(rb, rb.irx_rb_parquet_reader_open(str(path).encode(), None, batch_size, ctypes.byref(reader)))
        ours, _ = drain(rb, reader)
        assert ours.schema.equals(theirs.schema), batch_size
        assert ours.equals(theirs), batch_size


def test_committed_fixture_is_the_scripts():
    fixture = ROOT / "runtime/tests/data/parquet_rows/footer-zero-rows.parquet"
    metadata = pq.ParquetFile(str(fixture)).metadata
    assert (metadata.num_rows, metadata.num_row_groups, metadata.row_group(0).num_rows) == (0, 1, 6)
    assert pq.read_table(str(fixture)).equals(gen.six_rows()[1])
    # Setting the count back makes it an ordinary file of the same rows.
    restored = gen.with_footer_rows(fixture.read_bytes(), 6)
    assert pq.ParquetFile(io.BytesIO(restored)).metadata.num_rows == 6


def test_committed_uuid_fixture_is_the_scripts():
    """uuid.parquet (read by runtime/tests/parquet_footer_rows.rs, which
    checks the runtime reads it as arrow.uuid) is a UUID column without a
    stored Arrow schema, which pyarrow reads as its arrow.uuid extension."""
    fixture = ROOT / "runtime/tests/data/parquet_rows/uuid.parquet"
    assert b"ARROW:schema" not in fixture.read_bytes()
    data, table = gen.uuids()
    read = pq.read_table(str(fixture))
    assert read.schema.field("u").type == table.schema.field("u").type
    assert read.equals(table)
    assert pq.read_table(io.BytesIO(data)).equals(read)


def test_uuid_and_json_read_as_pyarrow_reads_them(rb, tmp_path):  # noqa: F811
    """UUID and JSON columns at every depth (issue 34, item 5): the runtime
    gives the arrow.uuid and arrow.json extensions where pyarrow does, and
    the same values, column by column (through the runtime's IPC writer,
    read back by pyarrow)."""
    data, table = gen.extensions()
    path = tmp_path / "extensions.parquet"
    path.write_bytes(data)
    theirs = pq.read_table(str(path))
    reader = P()
    ok(rb, rb.irx_rb_parquet_reader_open(str(path).encode(), None, 2, ctypes.byref(reader)))
    ours, _ = drain(rb, reader)
    assert ours.column_names == theirs.column_names
    for name in theirs.column_names:
        assert ours.schema.field(name).type == theirs.schema.field(name).type, name
        assert ours.column(name).equals(theirs.column(name)), name
    assert str(theirs.schema.field("lu").type.value_type) == "extension<arrow.uuid>"
    assert str(theirs.schema.field("m").type.item_type) == "extension<arrow.json>"


def test_committed_extensions_fixture_is_the_scripts():
    """extensions.parquet (read by runtime/tests/parquet_footer_rows.rs) is
    what the script writes, without a stored Arrow schema."""
    fixture = ROOT / "runtime/tests/data/parquet_rows/extensions.parquet"
    assert b"ARROW:schema" not in fixture.read_bytes()
    assert pq.read_table(str(fixture)).equals(pq.read_table(io.BytesIO(gen.extensions()[0])))
