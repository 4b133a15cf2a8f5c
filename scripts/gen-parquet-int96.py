#!/usr/bin/env python3
"""INT96 timestamps inside and outside what timestamp[ns] holds (issue 34,
item 5), as pyarrow 26 writes them (`use_deprecated_int96_timestamps`),
some values then rewritten in place to INT96s no Arrow timestamp writes.

An INT96 is 12 bytes: the nanoseconds of the day (little-endian u64),
then the Julian day (little-endian u32; 2,440,588 is 1970-01-01). The
files are uncompressed, without statistics, so each placeholder value
pyarrow wrote is found by its 12 bytes and replaced by the wanted ones
(the PLAIN encoding of the data or dictionary page holds them as is).

  in-range.parquet   values pyarrow and the runtime read alike: the first
                     and last nanoseconds the runtime reads, nanoseconds
                     of the day beyond one day (5 days + 7 ns at the
                     epoch's day), nulls, a dictionary-encoded column, a
                     column whose stored Arrow schema says
                     timestamp[us, tz=UTC] (pyarrow reads timestamp[ns]),
                     and a list of INT96
  year-290000.parquet  290000-12-31 in column `a` (pyarrow wraps it)
  day-2-31.parquet   Julian day 2^31 + 5 (pyarrow reads the day unsigned,
                     the parquet crate signed: both wrap, differently)
  day-0.parquet      Julian day 0 (pyarrow reads 0, whatever the time)
  nested.parquet     year 290000 inside a list column `l`
  edge.parquet       2262-04-11 23:47:16.854775807, the last nanosecond
                     timestamp[ns] holds, which the runtime's millisecond
                     range check cannot tell from the next (refused:
                     docs/COMPATIBILITY.md)

usage: PYTHON scripts/gen-parquet-int96.py [OUTDIR]
  writes runtime/tests/data/parquet_int96/*.parquet; PYTHON is a python
  with pyarrow (build/venv-interop/bin/python).
As a module: CASES (name -> function returning (bytes, what pyarrow reads
as a table, the refusal: None or (column, date))), `int96`, `julian`.
"""
import io
import os
import struct
import sys

import pyarrow as pa
import pyarrow.parquet as pq

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from thrift_compact import write_cases  # noqa: E402

ROOT = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..")
OUT = os.path.join(ROOT, "runtime", "tests", "data", "parquet_int96")

EPOCH_DAY = 2_440_588
DAY_NS = 86_400 * 10**9
NS = pa.timestamp("ns")
I64_MAX = 2**63 - 1


def int96(nanos, day):
    return struct.pack("<QI", nanos % 2**64, day % 2**32)


def of_ns(value):
    """The INT96 of a timestamp[ns] value, as pyarrow writes it."""
    return int96(value % DAY_NS, value // DAY_NS + EPOCH_DAY)


def julian(year, month, day):
    """The Julian day of a proleptic Gregorian date (any year)."""
    y = year - (month <= 2)
    era = y // 400
    yoe = y - era * 400
    doy = (153 * (month + (-3 if month > 2 else 9)) + 2) // 5 + day - 1
    doe = yoe * 365 + yoe // 4 - yoe // 100 + doy
    return era * 146_097 + doe - 719_468 + EPOCH_DAY


def wrapped(nanos, day):
    """What pyarrow reads an INT96 as (Arrow C++: modulo 2^64, the day
    unsigned; day 0 is 0)."""
    if day % 2**32 == 0:
        return 0
    value = ((day % 2**32) - EPOCH_DAY) * DAY_NS + nanos % 2**64
    return (value + 2**63) % 2**64 - 2**63


def placeholder(i):
    """Distinct timestamp[ns] values to rewrite (2001, `i` ms apart)."""
    return 978_307_200 * 10**9 + i * 10**6 + 123


def write(table, **options):
    sink = io.BytesIO()
    pq.write_table(table, sink, use_deprecated_int96_timestamps=True, compression="none",
                   write_statistics=False, **options)
    return bytearray(sink.getvalue())


def patch(data, replacements):
    """Each placeholder's INT96 bytes (exactly one occurrence) replaced."""
    for old, new in replacements:
        at = data.find(old)
        assert at > 0 and data.find(old, at + 1) < 0, "placeholder not unique"
        data[at:at + 12] = new
    return bytes(data)


def in_range():
    first = -(I64_MAX // 10**6 - 1) * 10**6          # 1677-09-21 00:12:43.147
    last = (I64_MAX // 10**6 - 1) * 10**6 + 999_999  # 2262-04-11 23:47:16.853999999
    t = [0, first, last, None, 1_700_000_000_123_456_789, -1, placeholder(0), -86_399_999_999_999]
    d = [1_600_000_000 * 10**9 + (i % 3) * 7 for i in range(len(t))]
    u = [None if i == 2 else (1_500_000_000_000_000 + i * 1_001) for i in range(len(t))]
    lists = [[0, 1], [], None, [None, -5_000_000_000_000_000_000], [placeholder(1)], [7], [8, 9], [10]]
    table = pa.table({
        "t": pa.array(t, NS),
        "d": pa.array(d, NS),
        "u": pa.array(u, pa.timestamp("us", tz="UTC")),
        "l": pa.array(lists, pa.list_(NS)),
    })
    data = write(table, use_dictionary=["d"])
    # Nanoseconds beyond one day: 5 days and 7 ns at the epoch's day.
    beyond = 5 * DAY_NS + 7
    data = patch(data, [(of_ns(placeholder(0)), int96(beyond, EPOCH_DAY)),
                        (of_ns(placeholder(1)), int96(beyond + 1, EPOCH_DAY))])
    t[6] = beyond
    lists[4] = [beyond + 1]
    expected = pa.table({
        "t": pa.array(t, NS),
        "d": pa.array(d, NS),
        "u": pa.array([None if v is None else v * 1000 for v in u], NS),
        "l": pa.array(lists, pa.list_(NS)),
    })
    return data, expected, None


def outside(nanos, day, date, nested=False):
    """A file whose column `a` (or list column `l`) holds the INT96
    (nanos, day) between two ordinary values; column `b` is ordinary."""
    values = [1_000_000_000, placeholder(2), None, -7]
    if nested:
        table = pa.table({"l": pa.array([[v] for v in values], pa.list_(NS)),
                          "b": pa.array(range(4), pa.int32())})
    else:
        table = pa.table({"a": pa.array(values, NS), "b": pa.array(range(4), pa.int32())})
    data = patch(write(table, use_dictionary=False), [(of_ns(placeholder(2)), int96(nanos, day))])
    values[1] = wrapped(nanos, day)
    if nested:
        expected = pa.table({"l": pa.array([[v] for v in values], pa.list_(NS)),
                             "b": pa.array(range(4), pa.int32())})
        return data, expected, ("l.element", date)
    expected = pa.table({"a": pa.array(values, NS), "b": pa.array(range(4), pa.int32())})
    return data, expected, ("a", date)


CASES = {
    "in-range": in_range,
    "year-290000": lambda: outside(3_600 * 10**9, julian(290000, 12, 31), "290000-12-31"),
    # The date of day 2^31 + 5 read signed, as the message names it.
    "day-2-31": lambda: outside(0, 2**31 + 5, "-5884323-05-20"),
    "day-0": lambda: outside(5, 0, "-4713-11-24"),
    "nested": lambda: outside(0, julian(290000, 1, 1), "290000-01-01", nested=True),
    "edge": lambda: outside(I64_MAX % DAY_NS, I64_MAX // DAY_NS + EPOCH_DAY, "2262-04-11"),
}


if __name__ == "__main__":
    write_cases(CASES, OUT)
