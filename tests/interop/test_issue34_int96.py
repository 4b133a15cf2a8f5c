"""INT96 timestamps (issue 34, item 5), made by scripts/gen-parquet-int96.py:
those timestamp[ns] holds read as pyarrow reads them, value for value and
type for type (timestamp[ns] without a zone, whatever a stored Arrow
schema says); those it cannot hold, which pyarrow reads as some other,
wrapped date, are refused with a message naming the column and the date
(docs/COMPATIBILITY.md). The committed fixtures the Rust test
(runtime/tests/parquet_int96.rs) reads are checked to be what the script
makes."""

import importlib.util

import pyarrow.parquet as pq
import pytest

from conftest import ROOT
from test_issue34_parquet_quirks import attempt, same
from test_parquet import IRX_ERR_IO, Options, read, rb  # noqa: F401 (rb is a fixture)

DATA = ROOT / "runtime/tests/data/parquet_int96"

_spec = importlib.util.spec_from_file_location("gen_parquet_int96",
                                               ROOT / "scripts/gen-parquet-int96.py")
gen = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(gen)

REFUSED = [name for name, make in gen.CASES.items() if make()[2] is not None]


def fixture(tmp_path, name):
    path = tmp_path / (name + ".parquet")
    data, expected, refusal = gen.CASES[name]()
    path.write_bytes(data)
    return path, expected, refusal


@pytest.mark.parametrize("batch_size", [3, 65536])
def test_in_range_reads_as_pyarrow_reads(rb, tmp_path, batch_size):  # noqa: F811
    path, expected, _ = fixture(tmp_path, "in-range")
    theirs = pq.read_table(str(path))
    same(theirs, expected)
    ours, _ = read(rb, path, batch_size=batch_size)
    same(ours, theirs)
    # One column at a time (the range check reads the INT96 columns read).
    for column in theirs.column_names:
        ours, _ = read(rb, path, Options(rb, column=column))
        same(ours, pq.read_table(str(path), columns=[column]))


@pytest.mark.parametrize("name", REFUSED)
def test_outside_nanoseconds_refused_by_column_and_date(rb, tmp_path, name):  # noqa: F811
    path, expected, (column, date) = fixture(tmp_path, name)
    theirs = pq.read_table(str(path))
    same(theirs, expected)  # pyarrow's wrapped value, as the script models it
    status, message = attempt(rb, path)
    assert status == IRX_ERR_IO, message
    assert f"column '{column}' holds an INT96 timestamp of {date}," in message, message
    assert "outside the range timestamp[ns] holds" in message, message
    # The other column reads, as pyarrow reads it.
    ours, _ = read(rb, path, Options(rb, column="b"))
    same(ours, pq.read_table(str(path), columns=["b"]))


def test_committed_fixtures_are_the_scripts():
    for name, make in gen.CASES.items():
        assert (DATA / (name + ".parquet")).read_bytes() == make()[0], name
