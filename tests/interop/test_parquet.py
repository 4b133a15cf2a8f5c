"""Parquet interop with real pyarrow (issue 14): files pyarrow writes (every
column type, nulls, several row groups, every codec pyarrow writes: snappy,
zstd, gzip, brotli, lz4 (LZ4_RAW), a hive-partitioned dataset) read by the
runtime's readers, files the runtime writes read by
pyarrow with the same values and types, row filters and projections
against pyarrow.compute on the same data, and the encrypted round trip
through our own reader (pyarrow's Parquet encryption needs a KMS)."""

import ctypes
import decimal
import os
import pathlib

import pyarrow as pa
import pyarrow.compute as pc
import pyarrow.dataset as ds
import pyarrow.ipc as ipc
import pyarrow.parquet as pq
import pytest

from conftest import buffer_bytes, pump, rb_library

P = ctypes.c_void_p
PP = ctypes.POINTER(ctypes.c_void_p)
IRX_OK, IRX_EOF = 0, 1
IRX_ERR_TYPE, IRX_ERR_IO, IRX_ERR_INVALID, IRX_ERR_ARROW = -4, -5, -6, -1


@pytest.fixture(scope="module")
def rb():
    return rb_library()


def ok(lib, status):
    assert status == IRX_OK, lib.irx_record_batch_errmsg().decode()


def fails(lib, status, expected, *words):
    message = lib.irx_record_batch_errmsg().decode()
    assert status == expected, (status, message)
    for word in words:
        assert word in message, message
    return message


class Options:
    """irx_parquet_options_* from keyword arguments (ints, texts, lists)."""

    def __init__(self, lib, **values):
        self.lib = lib
        self.handle = lib.irx_parquet_options_new()
        assert self.handle
        for name, value in values.items():
            for item in value if isinstance(value, list) else [value]:
                if isinstance(item, (bool, int)):
                    ok(lib, lib.irx_parquet_options_int(self.handle, name.encode(), int(item)))
                else:
                    ok(lib, lib.irx_parquet_options_text(self.handle, name.encode(), item.encode()))

    def filter(self, column, op, value, kind):
        ok(self.lib, self.lib.irx_parquet_options_filter(
            self.handle, column.encode(), op.encode(), value.encode(), kind.encode()))
        return self

    def key(self, key):
        ok(self.lib, self.lib.irx_parquet_options_key(self.handle, key, len(key)))
        return self

    def __del__(self):
        self.lib.irx_parquet_options_release(self.handle)


def sample_table(rows=1000):
    """Every column type of the record-batch API that Parquet holds, with
    nulls."""
    point = pa.struct([pa.field("x", pa.int32()), pa.field("y", pa.string())])
    tz = pa.timestamp("us", tz="UTC")
    cols = {
        "id": pa.array(range(rows), pa.int64()),
        "i8": pa.array([None if i % 11 == 0 else (i % 200) - 100 for i in range(rows)], pa.int8()),
        "i16": pa.array([i * 3 - 700 for i in range(rows)], pa.int16()),
        "i32": pa.array([None if i % 13 == 0 else i * 1000 for i in range(rows)], pa.int32()),
        "u8": pa.array([i % 256 for i in range(rows)], pa.uint8()),
        "u16": pa.array([i for i in range(rows)], pa.uint16()),
        "u32": pa.array([i * 4_000_000 % 4_294_967_295 for i in range(rows)], pa.uint32()),
        "u64": pa.array([2**63 + i for i in range(rows)], pa.uint64()),
        "f32": pa.array([None if i % 9 == 0 else i / 4 for i in range(rows)], pa.float32()),
        "f64": pa.array([None if i % 7 == 0 else i * 0.5 for i in range(rows)], pa.float64()),
        "flag": pa.array([None if i % 10 == 0 else i % 3 == 0 for i in range(rows)], pa.bool_()),
        "name": pa.array([None if i % 5 == 0 else "name-%d" % (i % 37) for i in range(rows)]),
        "big": pa.array(["L%d" % i for i in range(rows)], pa.large_string()),
        "raw": pa.array([None if i % 8 == 0 else bytes([i % 256]) * (i % 5) for i in range(rows)]),
        "fixed": pa.array([bytes([i % 256] * 4) for i in range(rows)], pa.binary(4)),
        "day": pa.array([None if i % 6 == 0 else 18000 + i for i in range(rows)], pa.date32()),
        "ms": pa.array([1_700_000_000_000 + i for i in range(rows)], pa.timestamp("ms")),
        "at": pa.array([None if i % 4 == 0 else 1_700_000_000_000_000 + i for i in range(rows)], tz),
        "ns": pa.array([1_700_000_000_000_000_000 + i for i in range(rows)], pa.timestamp("ns")),
        "t32": pa.array([i * 1000 % 86_400_000 for i in range(rows)], pa.time32("ms")),
        "t64": pa.array([i * 1_000_000 for i in range(rows)], pa.time64("us")),
        "dec": pa.array([None if i % 12 == 0 else decimal.Decimal(i) / 100 for i in range(rows)],
                        pa.decimal128(12, 2)),
        "tags": pa.array([None if i % 6 == 0 else list(range(i % 4)) for i in range(rows)],
                         pa.list_(pa.int32())),
        "point": pa.array([None if i % 3 == 0 else {"x": i, "y": "p%d" % i} for i in range(rows)],
                          point),
    }
    schema = pa.schema([pa.field(k, v.type, nullable=(k != "id")) for k, v in cols.items()],
                       metadata={b"origin": b"pyarrow"})
    return pa.table(list(cols.values()), schema=schema)


def drain(lib, reader):
    """Every batch of an IRx reader, as a pyarrow table (through an IRx IPC
    memory writer, so values are compared by pyarrow), and the batch sizes."""
    schema = lib.irx_rb_stream_reader_schema(reader)
    assert schema
    writer = P()
    ok(lib, lib.irx_rb_stream_writer_open_buffer(schema, ctypes.byref(writer)))
    try:
        sizes = pump(lib, reader, writer)
        return ipc.open_stream(buffer_bytes(lib, writer)).read_all(), sizes
    finally:
        lib.irx_rb_stream_writer_release(writer)
        lib.irx_rb_stream_reader_close(reader)


def read(lib, path, options=None, batch_size=None):
    reader = P()
    if options is None:
        ok(lib, lib.irx_rb_parquet_reader_open(str(path).encode(), None, batch_size or 65536,
                                               ctypes.byref(reader)))
    else:
        ok(lib, lib.irx_rb_parquet_reader_open_options(str(path).encode(), None, options.handle,
                                                       ctypes.byref(reader)))
    return drain(lib, reader)


def irx_reader_of(lib, table):
    """An IRx reader over `table` (through pyarrow's IPC stream)."""
    sink = pa.BufferOutputStream()
    with ipc.new_stream(sink, table.schema) as w:
        w.write_table(table, max_chunksize=300)
    data = sink.getvalue().to_pybytes()
    reader = P()
    ok(lib, lib.irx_rb_stream_reader_open_buffer(data, len(data), ctypes.byref(reader)))
    return reader, data


def write(lib, table, path, options=None, compression="snappy", row_group_size=1 << 20):
    """Writes `table` with an IRx Parquet writer (its batches come from an
    IRx IPC reader)."""
    reader, keep = irx_reader_of(lib, table)
    schema = lib.irx_rb_stream_reader_schema(reader)
    writer = P()
    if options is None:
        ok(lib, lib.irx_rb_parquet_writer_open(schema, str(path).encode(), compression.encode(),
                                               row_group_size, ctypes.byref(writer)))
    else:
        ok(lib, lib.irx_rb_parquet_writer_open_options(schema, str(path).encode(), options.handle,
                                                       ctypes.byref(writer)))
    try:
        pump(lib, reader, writer)
    finally:
        lib.irx_rb_stream_writer_release(writer)
        lib.irx_rb_stream_reader_close(reader)
    del keep


def unfinished_write(lib, table, path, compression="uncompressed", row_group_size=1 << 20):
    """Opens an IRx Parquet writer on `path`, writes every batch of `table`
    and returns the open writer, not closed: the caller closes or releases
    it."""
    reader, keep = irx_reader_of(lib, table)
    writer = P()
    ok(lib, lib.irx_rb_parquet_writer_open(lib.irx_rb_stream_reader_schema(reader),
                                           str(path).encode(), compression.encode(),
                                           row_group_size, ctypes.byref(writer)))
    try:
        pump(lib, reader, writer, close=False)
    finally:
        lib.irx_rb_stream_reader_close(reader)
    del keep
    return writer


# pyarrow's names: "lz4" writes Parquet's LZ4_RAW (Arrow C++'s LZ4 block
# codec); "lz4_raw", where pyarrow knows the name, the same. pyarrow's
# metadata calls that codec "LZ4" (Arrow's name); tests/parquet_codecs.rs
# checks the codec in the file's footer is LZ4_RAW.
PYARROW_CODECS = {"snappy": "SNAPPY", "zstd": "ZSTD", "none": "UNCOMPRESSED", "gzip": "GZIP",
                  "brotli": "BROTLI", "lz4": "LZ4", "lz4_raw": "LZ4"}


@pytest.mark.parametrize("compression", list(PYARROW_CODECS))
def test_pyarrow_file_read_by_irx(rb, compression, tmp_path):
    table = sample_table()
    path = tmp_path / "t.parquet"
    try:
        pq.write_table(table, path, compression=compression, row_group_size=300)
    except (ValueError, pa.ArrowException) as error:
        pytest.skip(f"this pyarrow does not write {compression}: {error}")
    meta = pq.ParquetFile(path).metadata
    assert meta.num_row_groups == 4
    assert meta.row_group(0).column(0).compression == PYARROW_CODECS[compression]
    back, sizes = read(rb, path, batch_size=128)
    assert max(sizes) <= 128 and sum(sizes) == table.num_rows
    assert back.schema.equals(table.schema, check_metadata=False)
    assert back.equals(table)
    assert back.schema.metadata[b"origin"] == b"pyarrow"


# IRx 1.25's names (Arrow C++'s) and the Parquet codec each writes.
IRX_CODECS = {"snappy": "SNAPPY", "zstd": "ZSTD", "uncompressed": "UNCOMPRESSED", "gzip": "GZIP",
              "brotli": "BROTLI", "lz4_raw": "LZ4"}


@pytest.mark.parametrize("compression", list(IRX_CODECS))
def test_irx_file_read_by_pyarrow(rb, compression, tmp_path):
    table = sample_table()
    path = tmp_path / "ours.parquet"
    write(rb, table, path, compression=compression, row_group_size=400)
    meta = pq.ParquetFile(path).metadata
    assert meta.num_row_groups == 3
    for group in range(meta.num_row_groups):
        for column in range(meta.num_columns):
            codec = meta.row_group(group).column(column).compression
            assert codec == IRX_CODECS[compression], (group, column, codec)
    # Statistics as the writer produces them by default.
    stats = meta.row_group(1).column(0).statistics
    assert stats.has_min_max and stats.min == 400 and stats.max == 799
    back = pq.read_table(path)
    assert back.schema.equals(table.schema, check_metadata=True)
    assert back.equals(table)
    # And through our own reader.
    ours, _ = read(rb, path)
    assert ours.equals(table)


def test_filters_and_projection_match_pyarrow_compute(rb, tmp_path):
    table = sample_table(2000)
    path = tmp_path / "f.parquet"
    pq.write_table(table, path, row_group_size=250)
    cases = [
        ("i32", "ge", "1500000", "int64", pc.greater_equal(table["i32"], 1_500_000)),
        ("f64", "lt", "100.5", "double", pc.less(table["f64"], 100.5)),
        ("name", "eq", "name-3", "string", pc.equal(table["name"], "name-3")),
        ("flag", "ne", "true", "bool", pc.not_equal(table["flag"], True)),
        ("i8", "is_null", "", "string", pc.is_null(table["i8"])),
        ("f32", "is_valid", "", "string", pc.is_valid(table["f32"])),
        ("u64", "gt", "9223372036854776000", "double",
         pc.greater(pc.cast(table["u64"], pa.float64(), safe=False), 9223372036854776000.0)),
    ]
    for column, op, value, kind, mask in cases:
        options = Options(rb, column=["id", column]).filter(column, op, value, kind)
        back, _ = read(rb, path, options)
        expected = table.select(["id", column]).filter(pc.fill_null(mask, False))
        assert back.equals(expected), (column, op)
    # Two filters at once, the output in the projection's order.
    options = Options(rb, column=["name", "id"]).filter("id", "lt", "1000", "int64") \
        .filter("f64", "is_valid", "", "string")
    back, _ = read(rb, path, options)
    mask = pc.and_(pc.less(table["id"], 1000), pc.is_valid(table["f64"]))
    assert back.equals(table.filter(mask).select(["name", "id"]))


def test_row_group_pruning_by_statistics(rb, tmp_path):
    """A filter that only the first row group can satisfy reads only it: a
    corrupt page in every other group goes unread."""
    table = pa.table({"id": pa.array(range(4000), pa.int64()), "v": pa.array(range(4000), pa.float64())})
    path = tmp_path / "p.parquet"
    pq.write_table(table, path, row_group_size=1000, compression="none")
    meta = pq.ParquetFile(path).metadata
    data = bytearray(path.read_bytes())
    for g in range(1, 4):
        col = meta.row_group(g).column(1)
        start = col.dictionary_page_offset or col.data_page_offset
        data[start:start + 8] = b"\xff" * 8  # its first page header
    path.write_bytes(bytes(data))
    options = Options(rb).filter("id", "lt", "10", "int64")
    back, _ = read(rb, path, options)
    assert back["id"].to_pylist() == list(range(10))
    # Without the filter every group is read, and the corruption is found.
    reader = P()
    ok(rb, rb.irx_rb_parquet_reader_open(str(path).encode(), None, 100, ctypes.byref(reader)))
    status, batch = IRX_OK, P()
    while status == IRX_OK:
        status = rb.irx_rb_stream_reader_next_batch(reader, ctypes.byref(batch))
        if status == IRX_OK:
            rb.irx_rb_batch_release(batch)
    # Arrow C++'s (so IRx 1.25's) words for a page header Thrift cannot read.
    fails(rb, status, IRX_ERR_IO, "Couldn't deserialize thrift", "Deserializing page header failed")
    rb.irx_rb_stream_reader_close(reader)


def test_row_groups_and_bad_columns(rb, tmp_path):
    table = sample_table(900)
    path = tmp_path / "g.parquet"
    pq.write_table(table, path, row_group_size=300)
    back, _ = read(rb, path, Options(rb, row_group=[2, 0]))
    assert back["id"].to_pylist() == list(range(600, 900)) + list(range(0, 300))
    reader = P()
    opts = Options(rb, column="nope")
    message = fails(rb, rb.irx_rb_parquet_reader_open_options(
        str(path).encode(), None, opts.handle, ctypes.byref(reader)), IRX_ERR_INVALID)
    # Arrow C++'s scanner's refusal (pyarrow's own, on the same file).
    with pytest.raises(pa.ArrowInvalid) as expected:
        ds.dataset(path).scanner(columns=["nope"])
    # The first line: the schema lines after it are the file's types in
    # Arrow C++'s notation (checked by runtime/tests/statuses_125.rs).
    first = str(expected.value).split("\n")[0]
    assert ("Invalid: " + first + "\n") in message, (message, str(expected.value))
    # Filters 1.25 refuses, refused with the status and text of Arrow C++'s
    # own refusal (pyarrow's, on the same file), which 1.25 passes on.
    refused = [
        ("nope", "eq", "1", "int64", pc.field("nope") == pa.scalar(1, pa.int64()),
         pa.ArrowInvalid, IRX_ERR_INVALID),
        ("name", "eq", "1", "int64", pc.field("name") == pa.scalar(1, pa.int64()),
         pa.ArrowNotImplementedError, IRX_ERR_ARROW),
        ("name", "lt", "70000", "int64", pc.field("name") < pa.scalar(70000, pa.int64()),
         pa.ArrowNotImplementedError, IRX_ERR_ARROW),
        ("i32", "eq", "x", "string", pc.field("i32") == pa.scalar("x"),
         pa.ArrowNotImplementedError, IRX_ERR_ARROW),
        ("day", "le", "2019-01-01", "string", pc.field("day") <= pa.scalar("2019-01-01"),
         pa.ArrowNotImplementedError, IRX_ERR_ARROW),
        ("flag", "eq", "1.5", "double", pc.field("flag") == pa.scalar(1.5),
         pa.ArrowNotImplementedError, IRX_ERR_ARROW),
        ("i32", "eq", "x1", "int64", None, None, IRX_ERR_INVALID),
    ]
    for column, op, value, kind, expression, error, status in refused:
        opts = Options(rb).filter(column, op, value, kind)
        message = fails(rb, rb.irx_rb_parquet_reader_open_options(
            str(path).encode(), None, opts.handle, ctypes.byref(reader)), status)
        if expression is None:
            # Scalar::Parse's words (1.25 parses the literal so, not by a cast).
            assert message.endswith("Invalid: error parsing 'x1' as scalar of type int64")
            continue
        with pytest.raises(error) as expected:
            ds.dataset(path).scanner(filter=expression)
        prefix = "Invalid: " if status == IRX_ERR_INVALID else "NotImplemented: "
        if column == "nope":  # the schema lines: as for the projection above
            first = str(expected.value).split("\n")[0]
            assert (prefix + first + "\n") in message, (message, str(expected.value))
            continue
        assert message.endswith(prefix + str(expected.value)), (message, str(expected.value))
    opts = Options(rb, row_group=7)
    fails(rb, rb.irx_rb_parquet_reader_open_options(str(path).encode(), None, opts.handle,
                                                    ctypes.byref(reader)), -3, "row group")


def store_table(rows):
    """The table of the object-store tests: id, x and a string column s
    with nulls."""
    return pa.table({
        "id": pa.array(range(rows), pa.int64()),
        "x": pa.array([i * 0.5 for i in range(rows)], pa.float64()),
        "s": pa.array([None if i % 7 == 0 else f"v{i}" for i in range(rows)], pa.string()),
    })


def pyarrow_wrote(path, filesystem, rows):
    """store_table(rows), written by pyarrow at `path` on `filesystem` in row
    groups of 1000 rows; returned."""
    data = store_table(rows)
    pq.write_table(data, path, filesystem=filesystem, row_group_size=1000)
    return data


def check_projected_read(rb, location, rows):
    """Our reader of store_table(rows) at `location`, projected to s and id
    and filtered to the last 500 ids, reads just those."""
    opts = Options(rb, column=["s", "id"]).filter("id", "ge", str(rows - 500), "int64")
    back, _ = read(rb, location, opts)
    assert back.column("id").to_pylist() == list(range(rows - 500, rows))
    assert back.column_names == ["s", "id"]


def city_table(rows):
    """The table of the hive dataset writes: id, a city whose values need
    escaping in a partition directory's name, and n."""
    return pa.table({
        "id": pa.array(range(rows), pa.int64()),
        "city": pa.array(["a/b" if i % 2 else "c d" for i in range(rows)]),
        "n": pa.array([i % 3 for i in range(rows)], pa.int64()),
    })


def hive_table(rows):
    """The table of the hive dataset tests: id, v, year (three years) and
    region (two, one with a space)."""
    return pa.table({
        "id": pa.array(range(rows), pa.int64()),
        "v": pa.array([i * 1.5 for i in range(rows)], pa.float64()),
        "year": pa.array([2020 + i % 3 for i in range(rows)], pa.int32()),
        "region": pa.array(["north" if i % 2 else "south west" for i in range(rows)]),
    })


def pyarrow_hive_dataset(table, root, filesystem=None):
    """Writes `table` as a hive dataset partitioned by year and region at
    `root` with pyarrow (on `filesystem` if given) and returns what pyarrow
    reads back from it."""
    pq.write_to_dataset(table, root, partition_cols=["year", "region"], filesystem=filesystem)
    return ds.dataset(root, format="parquet", partitioning="hive",
                      filesystem=filesystem).to_table()


def check_hive_read(rb, location, expected, rows=120, v_above=30):
    """Our reader of the hive dataset at `location` (a path or a URI: `rows`
    rows of hive_table that pyarrow wrote and reads as `expected`) reads
    what pyarrow reads, and filters on a partition column and (unless
    `v_above` is None) on a file column; returns the unfiltered table."""
    whole, _ = read(rb, location, Options(rb, dataset=1, hive=1))
    assert whole.schema.names == ["id", "v", "year", "region"]
    assert whole.sort_by("id").equals(expected.sort_by("id").select(whole.schema.names)
                                      .cast(whole.schema))
    opts = Options(rb, dataset=1, hive=1).filter("year", "eq", "2021", "int64")
    if v_above is not None:
        opts = opts.filter("v", "gt", str(v_above), "double")
    back, _ = read(rb, location, opts)
    assert sorted(back["id"].to_pylist()) == \
        [i for i in range(rows) if i % 3 == 1 and (v_above is None or i * 1.5 > v_above)]
    return whole


def test_hive_dataset_written_by_pyarrow(rb, tmp_path):
    root = tmp_path / "ds"
    expected = pyarrow_hive_dataset(hive_table(120), root)
    (root / "_SUCCESS").write_bytes(b"")  # ignored, as Arrow ignores it
    out = P()
    defaults = Options(rb)
    ok(rb, rb.irx_rb_parquet_read_table(str(root).encode(), None, defaults.handle, 1,
                                        ctypes.byref(out)))
    assert rb.irx_arrow_table_num_rows(out) == 120
    assert rb.irx_arrow_table_num_columns(out) == 4
    rb.irx_arrow_table_release(out)
    back = check_hive_read(rb, root, expected)
    assert back.schema.field("year").type == pa.int32()
    assert back.schema.field("region").type == pa.string()


def test_irx_hive_dataset_read_by_pyarrow(rb, tmp_path):
    table = city_table(50)
    root = tmp_path / "ours"
    write(rb, table, root, Options(rb, dataset=1, hive=1, partition_column=["n", "city"]))
    assert (root / "_common_metadata").is_file()
    back = ds.dataset(root, format="parquet", partitioning="hive").to_table()
    assert sorted(back["id"].to_pylist()) == list(range(50))
    # Our reader restores the recorded partition types and column order.
    ours, _ = read(rb, root, Options(rb, dataset=1, hive=1))
    assert ours.schema.names == ["id", "city", "n"]
    assert ours.schema.field("n").type == pa.int64()
    assert ours.sort_by("id").equals(table)


def test_irx_hive_dataset_rows_land_in_their_directories(rb, tmp_path):
    """Rows interleaved over many partitions (three keys, nulls, a float
    and a text with separators) each land in the directory their values
    name, in their order: the writer groups rows by their values' text and
    makes each directory once."""
    rows = 1200
    table = pa.table({
        "id": pa.array(range(rows), pa.int64()),
        "k": pa.array([None if i % 11 == 0 else i % 7 for i in range(rows)], pa.int64()),
        "f": pa.array([(i % 3) * 0.5 for i in range(rows)], pa.float64()),
        "s": pa.array([None if i % 13 == 0 else ["x", "x/y", "1", "x y"][i % 4] for i in range(rows)]),
    })
    root = tmp_path / "many"
    write(rb, table, root, Options(rb, dataset=1, hive=1, partition_column=["k", "f", "s"]))
    expected = table.to_pylist()
    seen = 0
    for path in root.rglob("*.parquet"):
        part = pq.read_table(path)
        ids = part["id"].to_pylist()
        assert ids == sorted(ids)
        names = dict(p.split("=", 1) for p in path.relative_to(root).parent.parts)
        for i in ids:
            row = expected[i]
            k = "__HIVE_DEFAULT_PARTITION__" if row["k"] is None else str(row["k"])
            assert names["k"] == k and float(names["f"]) == row["f"]
            assert (row["s"] is None) == (names["s"] == "__HIVE_DEFAULT_PARTITION__")
        seen += len(ids)
    assert seen == rows
    ours, _ = read(rb, root, Options(rb, dataset=1, hive=1))
    assert ours.sort_by("id").equals(table)


def test_encrypted_round_trip_and_wrong_key(rb, tmp_path):
    table = sample_table(500)
    path = tmp_path / "secret.parquet"
    key = bytes(range(16))
    write(rb, table, path, Options(rb, compression="zstd").key(key))
    assert b"PARE" == path.read_bytes()[-4:]  # encrypted footer
    with pytest.raises(Exception):
        pq.read_table(path)  # pyarrow needs the key (a KMS) to read it
    back, _ = read(rb, path, Options(rb).key(key))
    assert back.equals(table)
    hexkey = Options(rb, encryption_key_hex=key.hex())
    back, _ = read(rb, path, hexkey)
    assert back.equals(table)
    reader = P()
    wrong = bytes([7] * 16)
    wrong_options = Options(rb).key(wrong)
    message = fails(rb, rb.irx_rb_parquet_reader_open_options(
        str(path).encode(), None, wrong_options.handle, ctypes.byref(reader)), IRX_ERR_IO)
    assert wrong.hex() not in message and "0707" not in message
    fails(rb, rb.irx_rb_parquet_reader_open(str(path).encode(), None, 100, ctypes.byref(reader)),
          IRX_ERR_IO)


def test_append_atomic_and_expected_schema(rb, tmp_path):
    table = sample_table(300)
    path = tmp_path / "a.parquet"
    write(rb, table, path, Options(rb, atomic=1))
    write(rb, table, path, Options(rb, append=1, durable=1))
    back = pq.read_table(path)
    assert back.equals(pa.concat_tables([table, table]))
    assert not [p for p in tmp_path.iterdir() if ".irx-" in p.name]
    # The expected schema is an assertion.
    data = table.schema.serialize().to_pybytes()
    schema = P()
    ok(rb, rb.irx_rb_schema_from_ipc(data, len(data), ctypes.byref(schema)))
    reader = P()
    ok(rb, rb.irx_rb_parquet_reader_open(str(path).encode(), schema, 100, ctypes.byref(reader)))
    rb.irx_rb_stream_reader_close(reader)
    rb.irx_rb_schema_release(schema)
    other = table.schema.remove(0).serialize().to_pybytes()
    ok(rb, rb.irx_rb_schema_from_ipc(other, len(other), ctypes.byref(schema)))
    fails(rb, rb.irx_rb_parquet_reader_open(str(path).encode(), schema, 100, ctypes.byref(reader)),
          IRX_ERR_TYPE, "schema mismatch")
    rb.irx_rb_schema_release(schema)


def test_unsupported_uri_and_codecs(rb, tmp_path):
    reader = P()
    fails(rb, rb.irx_rb_parquet_reader_open(b"hdfs://namenode/key.parquet", None, 10,
                                            ctypes.byref(reader)), IRX_ERR_ARROW, "hdfs://")
    table = pa.table({"a": [1, 2, 3]})
    path = tmp_path / "u.parquet"
    pq.write_table(table, path)
    back, _ = read(rb, "file://" + str(path).replace(" ", "%20"))
    assert back.equals(table)
    schema = P()
    data = table.schema.serialize().to_pybytes()
    ok(rb, rb.irx_rb_schema_from_ipc(data, len(data), ctypes.byref(schema)))
    writer = P()
    # As Arrow C++ names codecs: "lz4" is its LZ4 frame format, which
    # Parquet does not store; "none" is no name of it.
    for name in [b"lz4", b"lz4_hadoop", b"lzo", b"bz2"]:
        fails(rb, rb.irx_rb_parquet_writer_open(schema, str(path).encode(), name, 10,
                                                ctypes.byref(writer)), IRX_ERR_INVALID,
              "unsupported Parquet compression codec")
    for name in [b"nope", b"none"]:
        fails(rb, rb.irx_rb_parquet_writer_open(schema, str(path).encode(), name, 10,
                                                ctypes.byref(writer)), IRX_ERR_INVALID,
              "Unrecognized compression type: " + name.decode())
    rb.irx_rb_schema_release(schema)


def test_dataset_append_and_unify(rb, tmp_path):
    root = tmp_path / "grow"
    first = pa.table({"id": pa.array([1, 2], pa.int64()), "k": pa.array(["a", "b"])})
    write(rb, first, root, Options(rb, dataset=1, hive=1, partition_column="k"))
    write(rb, first, root, Options(rb, dataset=1, hive=1, append=1, partition_column="k"))
    ours, _ = read(rb, root, Options(rb, dataset=1, hive=1))
    assert sorted(ours["id"].to_pylist()) == [1, 1, 2, 2]
    # A second, non-append write to an existing dataset is refused.
    reader, keep = irx_reader_of(rb, first)
    writer = P()
    refuse = Options(rb, dataset=1, hive=1, partition_column="k")
    fails(rb, rb.irx_rb_parquet_writer_open_options(rb.irx_rb_stream_reader_schema(reader),
                                                     str(root).encode(), refuse.handle,
                                                     ctypes.byref(writer)),
          IRX_ERR_INVALID, "destination exists")
    rb.irx_rb_stream_reader_close(reader)
    # Files with different columns: refused strictly, unified on request.
    plain = tmp_path / "plain"
    plain.mkdir()
    pq.write_table(pa.table({"a": pa.array([1, 2], pa.int64())}), plain / "one.parquet")
    pq.write_table(pa.table({"a": pa.array([3], pa.int64()), "b": pa.array(["x"])}),
                   plain / "two.parquet")
    out = P()
    strict = Options(rb, dataset=1)
    fails(rb, rb.irx_rb_parquet_reader_open_options(str(plain).encode(), None, strict.handle,
                                                    ctypes.byref(out)), IRX_ERR_TYPE, "unify")
    back, _ = read(rb, plain, Options(rb, dataset=1, unify=1))
    assert back.to_pydict() == {"a": [1, 2, 3], "b": [None, None, "x"]}


def test_plain_file_with_a_key_and_hostile_bytes(rb, tmp_path):
    path = tmp_path / "plain.parquet"
    pq.write_table(sample_table(50), path)
    reader = P()
    keyed = Options(rb).key(bytes(16))
    status = rb.irx_rb_parquet_reader_open_options(str(path).encode(), None, keyed.handle,
                                                   ctypes.byref(reader))
    if status == IRX_OK:
        table, _ = drain(rb, reader)
        assert table.num_rows == 50
    else:
        fails(rb, status, IRX_ERR_IO)
    # Not Parquet at all, and empty: Arrow C++'s Invalid, as IRx 1.25
    # answers (issue 28); a footer of length 0 is a thrift failure, IOError.
    junk = tmp_path / "junk.parquet"
    for data, expected in [(b"", IRX_ERR_INVALID), (b"PAR1", IRX_ERR_INVALID),
                           (b"hello world, not parquet" * 10, IRX_ERR_INVALID),
                           (b"PAR1" + b"\0" * 100 + b"PAR1", None)]:
        junk.write_bytes(data)
        status = rb.irx_rb_parquet_reader_open(str(junk).encode(), None, 10, ctypes.byref(reader))
        if expected is None:
            assert status in (IRX_ERR_INVALID, IRX_ERR_IO), status
        else:
            fails(rb, status, expected, "Parquet")


LOGICAL_KEY = b"IRX:logical_schema:v1"


def logical_table(rows=600):
    """Columns 1.25 stores in a storage form with reconstruct=1: numeric
    and string dictionaries, fixed-size lists with null rows, a list of
    dictionaries and a struct of fixed-size lists."""
    vec = pa.list_(pa.float32(), 2)
    cols = {
        "id": pa.array(range(rows), pa.int64()),
        "d": pa.array([None if i % 7 == 0 else (i % 5) * 1000 for i in range(rows)],
                      pa.int64()).dictionary_encode(),
        "s": pa.array(["k%d" % (i % 3) for i in range(rows)]).dictionary_encode()
        .cast(pa.dictionary(pa.int8(), pa.string())),
        "v": pa.array([None if i % 4 == 0 else [i, -i] for i in range(rows)], vec),
        "l": pa.array([[i % 2 * 0.5] * (i % 3) for i in range(rows)],
                      pa.list_(pa.dictionary(pa.int16(), pa.float64()))),
        "p": pa.array([None if i % 5 == 0 else {"w": [1, 2]} for i in range(rows)],
                      pa.struct([pa.field("w", vec)])),
    }
    schema = pa.schema([pa.field(k, v.type, nullable=(k != "id")) for k, v in cols.items()],
                       metadata={b"origin": b"irx"})
    return pa.table(list(cols.values()), schema=schema)


def storage_type(t):
    """1.25's storage form of a logical type (reconstruct=1)."""
    if pa.types.is_dictionary(t):
        return storage_type(t.value_type)
    if pa.types.is_fixed_size_list(t):
        return pa.list_(t.value_field.with_type(storage_type(t.value_type)))
    if pa.types.is_list(t):
        return pa.list_(t.value_field.with_type(storage_type(t.value_type)))
    if pa.types.is_struct(t):
        return pa.struct([t.field(i).with_type(storage_type(t.field(i).type))
                          for i in range(t.num_fields)])
    return t


def restore(array, t):
    """What 1.25's reconstructing reader does to one stored column."""
    if pa.types.is_dictionary(t):
        encoded = pc.dictionary_encode(restore(array, t.value_type))
        return pa.DictionaryArray.from_arrays(encoded.indices.cast(t.index_type),
                                              encoded.dictionary)
    if pa.types.is_fixed_size_list(t):
        fixed = array.cast(pa.list_(array.type.value_field, t.list_size))
        values = restore(fixed.values, t.value_type)
        return pa.FixedSizeListArray.from_arrays(values, mask=fixed.is_null(), type=t)
    if pa.types.is_list(t):
        return pa.ListArray.from_arrays(array.offsets, restore(array.values, t.value_type),
                                        type=t, mask=array.is_null())
    if pa.types.is_struct(t):
        return pa.StructArray.from_arrays([restore(array.field(i), t.field(i).type)
                                           for i in range(t.num_fields)],
                                          fields=list(t), mask=array.is_null())
    return array


def test_reconstruct_written_by_irx_read_by_pyarrow(rb, tmp_path):
    table = logical_table()
    path = tmp_path / "logical.parquet"
    write(rb, table, path, Options(rb, reconstruct=1))
    # pyarrow sees the storage form and the record: the logical schema as
    # an IPC schema message, in the schema metadata and the footer.
    physical = pq.read_table(path)
    assert physical.schema.types == [storage_type(t) for t in table.schema.types]
    raw = physical.schema.metadata[LOGICAL_KEY]
    assert pq.ParquetFile(path).metadata.metadata[LOGICAL_KEY] == raw
    assert raw[:4] == b"\xff\xff\xff\xff"
    logical = ipc.read_schema(pa.py_buffer(raw))
    assert logical.equals(table.schema, check_metadata=True)
    assert physical["v"].to_pylist() == table["v"].to_pylist()
    assert physical["d"].to_pylist() == table["d"].to_pylist()
    # 1.25's reader rebuilds the logical table from exactly this.
    rebuilt = pa.table([restore(physical[name].combine_chunks(), field.type)
                        for name, field in zip(table.schema.names, logical)], schema=logical)
    assert rebuilt.equals(table)
    # And ours, whole and projected.
    back, _ = read(rb, path)
    assert back.schema.equals(table.schema, check_metadata=True)
    assert back.equals(table)
    back, _ = read(rb, path, Options(rb, column=["v", "d"]).filter("id", "lt", "100", "int64"))
    assert back.equals(table.slice(0, 100).select(["v", "d"]))


def test_reconstruct_written_by_pyarrow_read_by_irx(rb, tmp_path):
    """A file laid out as 1.25 writes one (storage columns, the logical
    schema's IPC bytes under IRX:logical_schema:v1), made by pyarrow."""
    table = logical_table(300)
    storage = pa.table([restore_storage(table[n].combine_chunks()) for n in table.schema.names],
                       schema=pa.schema([f.with_type(storage_type(f.type)) for f in table.schema]))
    raw = table.schema.serialize().to_pybytes()
    path = tmp_path / "from_125.parquet"
    # As 1.25 writes (Arrow C++ with compliant nested types disabled).
    pq.write_table(storage.replace_schema_metadata({b"origin": b"irx", LOGICAL_KEY: raw}), path,
                   use_compliant_nested_type=False)
    back, sizes = read(rb, path, batch_size=128)
    assert back.schema.equals(table.schema, check_metadata=True)
    assert max(sizes) == 128 and back.to_pylist() == table.to_pylist()
    # Forged records: another type, garbage, a field the record lacks.
    reader = P()
    for logical, status, word in [
        (pa.schema([f.with_type(pa.int32()) if f.name == "id" else f for f in table.schema]),
         IRX_ERR_TYPE, "does not match physical field 'id'"),
        (b"\xff\xff\xff\xff\x10\x00\x00\x00garbage!garbage!", IRX_ERR_INVALID, "reconstruction"),
        (pa.schema(list(table.schema)[1:]), IRX_ERR_INVALID, "missing a projected field"),
    ]:
        value = logical if isinstance(logical, bytes) else logical.serialize().to_pybytes()
        pq.write_table(storage.replace_schema_metadata({LOGICAL_KEY: value}), path,
                       use_compliant_nested_type=False)
        fails(rb, rb.irx_rb_parquet_reader_open(str(path).encode(), None, 100,
                                                ctypes.byref(reader)), status, word)
    # Other binary metadata is left out; the file reads.
    plain = pa.table({"a": [1, 2]}).replace_schema_metadata({b"blob": b"\xff\xfe", b"t": b"x"})
    pq.write_table(plain, path)
    back, _ = read(rb, path)
    assert back.schema.metadata == {b"t": b"x"}


def restore_storage(array):
    """The storage form of a logical column (what 1.25's writer stores)."""
    return array.cast(storage_type(array.type))


def test_reconstruct_hive_dataset(rb, tmp_path):
    table = logical_table(200).append_column("k", pa.array(["a", "b"] * 100))
    root = tmp_path / "lds"
    write(rb, table, root, Options(rb, dataset=1, hive=1, partition_column="k", reconstruct=1))
    physical = ds.dataset(root, format="parquet", partitioning="hive").to_table()
    assert physical.schema.field("d").type == pa.int64()
    back, _ = read(rb, root, Options(rb, dataset=1, hive=1))
    assert back.schema.equals(table.schema, check_metadata=True)
    # (Compared as values: child slots under null parents are not data.)
    assert back.sort_by("id").to_pylist() == table.to_pylist()



def test_snapshot_dataset_read_by_pyarrow(rb, tmp_path):
    """An atomic dataset is 1.25's snapshot: NAME links to one generation
    in .NAME.irx-versions; pyarrow reads the committed generation."""
    first = pa.table({"id": pa.array(range(20), pa.int64()),
                      "k": pa.array(["a", "b"] * 10)})
    root = tmp_path / "snap"
    write(rb, first, root, Options(rb, dataset=1, hive=1, partition_column="k", atomic=1,
                                   durable=1))
    target = pathlib.Path(os.readlink(root))
    assert target.parent == tmp_path / ".snap.irx-versions"
    assert target.name.startswith("generation-")
    back = ds.dataset(root, format="parquet", partitioning="hive").to_table()
    assert sorted(back["id"].to_pylist()) == list(range(20))
    more = pa.table({"id": pa.array(range(20, 30), pa.int64()), "k": pa.array(["c"] * 10)})
    write(rb, more, root, Options(rb, dataset=1, hive=1, partition_column="k", atomic=1, append=1))
    assert pathlib.Path(os.readlink(root)) != target
    assert target.is_dir()  # kept for readers still reading it
    back = ds.dataset(root, format="parquet", partitioning="hive").to_table()
    assert sorted(back["id"].to_pylist()) == list(range(30))
    ours, _ = read(rb, root, Options(rb, dataset=1, hive=1))
    assert sorted(ours["id"].to_pylist()) == list(range(30))
    assert not [p for p in tmp_path.iterdir() if ".irx-" in p.name and "versions" not in p.name]
