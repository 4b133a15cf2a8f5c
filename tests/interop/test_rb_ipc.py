"""Arrow IPC interop with real pyarrow (issue 13, item 5): IPC streams and
files written by pyarrow (uncompressed, LZ4, ZSTD) read by the runtime's
readers, and what its writers write read by pyarrow, compared value for
value with types, nulls, time zones and metadata."""

import ctypes

import pyarrow as pa
import pyarrow.ipc as ipc
import pytest

from conftest import buffer_bytes, pump, rb_library

P = ctypes.c_void_p
PP = ctypes.POINTER(ctypes.c_void_p)
IRX_OK, IRX_EOF = 0, 1


@pytest.fixture(scope="module")
def rb():
    return rb_library()


def ok(lib, status):
    assert status == IRX_OK, lib.irx_record_batch_errmsg().decode()


def sample_table(rows=100):
    tz = pa.timestamp("us", tz="Europe/Paris")
    point = pa.struct([pa.field("x", pa.int32()), pa.field("y", pa.string())])
    schema = pa.schema(
        [
            pa.field("id", pa.int64(), nullable=False),
            pa.field("score", pa.float64()),
            pa.field("name", pa.string()),
            pa.field("at", tz),
            pa.field("tags", pa.list_(pa.int32())),
            pa.field("point", point),
        ],
        metadata={b"origin": b"pyarrow", b"issue": b"13"},
    )
    return pa.table(
        [
            pa.array(range(rows), pa.int64()),
            pa.array([None if i % 7 == 0 else i * 0.5 for i in range(rows)]),
            pa.array([None if i % 5 == 0 else "name-%d" % (i % 9) for i in range(rows)]),
            pa.array([None if i % 4 == 0 else 1_700_000_000_000_000 + i for i in range(rows)], tz),
            pa.array([None if i % 6 == 0 else list(range(i % 4)) for i in range(rows)],
                     pa.list_(pa.int32())),
            pa.array([None if i % 3 == 0 else {"x": i, "y": "p%d" % i} for i in range(rows)],
                     point),
        ],
        schema=schema,
    )


def pyarrow_stream(table, compression, chunk=30):
    sink = pa.BufferOutputStream()
    options = ipc.IpcWriteOptions(compression=compression)
    with ipc.new_stream(sink, table.schema, options=options) as w:
        w.write_table(table, max_chunksize=chunk)
    return sink.getvalue().to_pybytes()


def read_all(lib, reader):
    """Every batch of an IRx reader, re-written by an IRx memory writer and
    read back by pyarrow (so values are compared by pyarrow)."""
    schema = lib.irx_rb_stream_reader_schema(reader)
    assert schema
    writer = P()
    ok(lib, lib.irx_rb_stream_writer_open_buffer(schema, ctypes.byref(writer)))
    rows = [0]

    def first_value_counts_rows(batch):
        first = ctypes.c_int64(-1)
        ok(lib, lib.irx_rb_batch_get_int64(batch, 0, 0, ctypes.byref(first)))
        assert first.value == rows[0]
        rows[0] += lib.irx_rb_batch_num_rows(batch)

    try:
        pump(lib, reader, writer, first_value_counts_rows)
        return buffer_bytes(lib, writer), rows[0]
    finally:
        lib.irx_rb_stream_writer_release(writer)
        lib.irx_rb_stream_reader_close(reader)


@pytest.mark.parametrize("compression", [None, "lz4", "zstd"])
def test_pyarrow_stream_read_by_irx(rb, compression):
    table = sample_table()
    data = pyarrow_stream(table, compression)
    reader = P()
    ok(rb, rb.irx_rb_stream_reader_open_buffer(data, len(data), ctypes.byref(reader)))
    ours, rows = read_all(rb, reader)
    assert rows == table.num_rows
    back = ipc.open_stream(ours).read_all()
    assert back.schema.equals(table.schema, check_metadata=True)
    assert back.equals(table)


@pytest.mark.parametrize("compression", [None, "lz4", "zstd"])
def test_pyarrow_file_read_by_irx(rb, compression, tmp_path):
    table = sample_table(250)
    path = tmp_path / "t.arrow"
    with ipc.new_file(str(path), table.schema,
                      options=ipc.IpcWriteOptions(compression=compression)) as w:
        w.write_table(table, max_chunksize=64)
    reader = P()
    ok(rb, rb.irx_rb_file_reader_open(str(path).encode(), ctypes.byref(reader)))
    ours, rows = read_all(rb, reader)
    assert rows == 250
    assert ipc.open_stream(ours).read_all().equals(table)
    # And the stream format from a path.
    spath = tmp_path / "t.arrows"
    spath.write_bytes(pyarrow_stream(table, compression))
    ok(rb, rb.irx_rb_stream_reader_open_file(str(spath).encode(), ctypes.byref(reader)))
    ours, _ = read_all(rb, reader)
    assert ipc.open_stream(ours).read_all().equals(table)


def test_pyarrow_truncated_stream_is_an_io_error(rb):
    data = pyarrow_stream(sample_table(), None)
    cut = data[:-8]  # without the end-of-stream marker
    reader = P()
    ok(rb, rb.irx_rb_stream_reader_open_buffer(cut, len(cut), ctypes.byref(reader)))
    status = IRX_OK
    while status == IRX_OK:
        batch = P()
        status = rb.irx_rb_stream_reader_next_batch(reader, ctypes.byref(batch))
        if status == IRX_OK:
            rb.irx_rb_batch_release(batch)
    message = rb.irx_record_batch_errmsg()
    rb.irx_rb_stream_reader_close(reader)
    assert status == -5  # IRX_ERR_IO
    assert b"missing end marker" in message


def test_schema_from_pyarrow_ipc(rb):
    table = sample_table()
    data = table.schema.serialize().to_pybytes()
    schema = P()
    ok(rb, rb.irx_rb_schema_from_ipc(data, len(data), ctypes.byref(schema)))
    assert rb.irx_rb_schema_num_fields(schema) == table.num_columns
    rb.irx_rb_schema_release(schema)


def copy_with_irx(rb, data, path, fmt, codec, monkeypatch):
    """Reads the IPC stream `data` with our reader and writes its batches to
    `path` with our `fmt` ("stream" or "file") writer, compressed with
    `codec` (None: not) through IRX_IPC_COMPRESSION, which only the open
    reads; returns the number of batches."""
    reader = P()
    ok(rb, rb.irx_rb_stream_reader_open_buffer(data, len(data), ctypes.byref(reader)))
    if codec:
        monkeypatch.setenv("IRX_IPC_COMPRESSION", codec)
    writer = P()
    open_fn = rb.irx_rb_file_writer_open if fmt == "file" else rb.irx_rb_stream_writer_open_file
    ok(rb, open_fn(rb.irx_rb_stream_reader_schema(reader), str(path).encode(), ctypes.byref(writer)))
    monkeypatch.delenv("IRX_IPC_COMPRESSION", raising=False)
    batches = 0
    while True:
        batch = P()
        status = rb.irx_rb_stream_reader_next_batch(reader, ctypes.byref(batch))
        if status == IRX_EOF:
            break
        ok(rb, status)
        ok(rb, rb.irx_rb_stream_writer_write_batch(writer, batch))
        rb.irx_rb_batch_release(batch)
        batches += 1
    ok(rb, rb.irx_rb_stream_writer_close(writer))
    rb.irx_rb_stream_writer_release(writer)
    rb.irx_rb_stream_reader_close(reader)
    return batches


def assert_read_back(path, fmt, table):
    """pyarrow reads `path` (our `fmt` writer's, 3 batches) as `table`."""
    if fmt == "file":
        f = ipc.open_file(str(path))
        assert f.num_record_batches == 3
        back = f.read_all()
    else:
        back = ipc.open_stream(path.read_bytes()).read_all()
    assert back.schema.equals(table.schema, check_metadata=True)
    assert back.equals(table)


@pytest.mark.parametrize("codec", [None, "lz4", "zstd"])
@pytest.mark.parametrize("fmt", ["stream", "file"])
def test_irx_writers_read_by_pyarrow(rb, codec, fmt, tmp_path, monkeypatch):
    """Our stream and file writers (compressed through IRX_IPC_COMPRESSION)
    read by pyarrow."""
    table = pa.Table.from_batches(
        [b for b in sample_table(300).to_batches(max_chunksize=100)])
    # Get IRx batches by reading pyarrow's stream.
    data = pyarrow_stream(table, None, chunk=100)
    path = tmp_path / "ours.arrow"
    copy_with_irx(rb, data, path, fmt, codec, monkeypatch)
    assert_read_back(path, fmt, table)
    # The body codec pyarrow sees is the one asked for.
    with pa.memory_map(str(path)) as source:
        if fmt == "file":
            source.seek(8)
        reader = ipc.MessageReader.open_stream(source)
        reader.read_next_message()  # schema
        message = reader.read_next_message()
        meta = message.metadata.to_pybytes()
        plain = table.slice(0, 100).nbytes
        if codec:
            assert message.body.size < plain
        else:
            assert message.body.size >= table.slice(0, 100).column(0).nbytes
        assert len(meta) > 0


def test_irx_writer_rejects_unknown_codec(rb, monkeypatch):
    data = pyarrow_stream(sample_table(3), None)
    schema = P()
    ok(rb, rb.irx_rb_schema_from_ipc(data, len(data), ctypes.byref(schema)))
    monkeypatch.setenv("IRX_IPC_COMPRESSION", "snappy")
    writer = P()
    assert rb.irx_rb_stream_writer_open_buffer(schema, ctypes.byref(writer)) == -6  # IRX_ERR_INVALID
    assert not writer
    rb.irx_rb_schema_release(schema)


def many_types_table(rows=600):
    """Column types beyond sample_table's: small and unsigned integers,
    booleans, dates, decimals, binary, large strings, dictionaries (also
    inside a struct), nested lists, a list of structs, fixed-size lists, a
    map, and random bytes that do not compress (stored with the -1 length
    prefix)."""
    import random
    rnd = random.Random(7)
    inner = pa.struct([pa.field("a", pa.int16()), pa.field("b", pa.string())])
    dict_t = pa.dictionary(pa.int32(), pa.string())
    colors = pa.array([["red", "green", "blue", None][i % 4] for i in range(rows)]).dictionary_encode()
    nested_dict = pa.StructArray.from_arrays(
        [pa.array(range(rows), pa.int32()),
         pa.array(["k%d" % (i % 5) for i in range(rows)]).dictionary_encode()],
        names=["n", "kind"])
    return pa.table({
        "i8": pa.array([None if i % 9 == 0 else i % 100 - 50 for i in range(rows)], pa.int8()),
        "u64": pa.array([i * 1_000_003 for i in range(rows)], pa.uint64()),
        "flag": pa.array([None if i % 11 == 0 else i % 3 == 0 for i in range(rows)]),
        "f32": pa.array([i / 4 for i in range(rows)], pa.float32()),
        "day": pa.array([19_000 + i for i in range(rows)], pa.date32()),
        "money": pa.array([None if i % 8 == 0 else i * 1001 for i in range(rows)],
                          pa.decimal128(12, 2)),
        "blob": pa.array([b"x" * (i % 6) for i in range(rows)], pa.binary()),
        "text": pa.array(["large-%d" % (i % 13) for i in range(rows)], pa.large_string()),
        "color": colors,
        "nested_dict": nested_dict,
        "lists": pa.array([None if i % 7 == 0 else [list(range(j)) for j in range(i % 3)]
                           for i in range(rows)], pa.list_(pa.list_(pa.int32()))),
        "items": pa.array([[{"a": i, "b": "b%d" % i}] * (i % 3) for i in range(rows)],
                          pa.list_(inner)),
        "xyz": pa.array([[i, i + 0.5, -i] for i in range(rows)], pa.list_(pa.float64(), 3)),
        "attrs": pa.array([[("k%d" % (i % 4), i)] for i in range(rows)],
                          pa.map_(pa.string(), pa.int32())),
        "noise": pa.array([rnd.randrange(1 << 63) for _ in range(rows)], pa.int64()),
    }), dict_t


@pytest.mark.parametrize("codec", ["lz4", "zstd"])
@pytest.mark.parametrize("fmt", ["stream", "file"])
def test_irx_compressed_writers_many_types_read_by_pyarrow(rb, codec, fmt, tmp_path, monkeypatch):
    """Our LZ4 and ZSTD bodies (compressed by the runtime itself, buffer by
    buffer) of many column types, dictionaries and nested types included,
    read by pyarrow value for value, over several batches."""
    table, _ = many_types_table()
    data = pyarrow_stream(table, None, chunk=200)
    sizes = {}
    for use in (None, codec):
        path = tmp_path / ("ours-%s.arrow" % use)
        assert copy_with_irx(rb, data, path, fmt, use, monkeypatch) == 3
        assert_read_back(path, fmt, table)
        sizes[use] = path.stat().st_size
    assert sizes[codec] < sizes[None] * 0.8, sizes  # the noise column does not shrink
    # And pyarrow's own bodies of these types, read by us and back.
    theirs = pyarrow_stream(table, codec, chunk=200)
    reader = P()
    ok(rb, rb.irx_rb_stream_reader_open_buffer(theirs, len(theirs), ctypes.byref(reader)))
    ours, rows = read_all_plain(rb, reader)
    assert rows == table.num_rows
    assert ipc.open_stream(ours).read_all().equals(table)


def read_all_plain(lib, reader):
    """read_all without its int64 first-column check."""
    writer = P()
    ok(lib, lib.irx_rb_stream_writer_open_buffer(lib.irx_rb_stream_reader_schema(reader),
                                                 ctypes.byref(writer)))
    try:
        rows = sum(pump(lib, reader, writer))
        return buffer_bytes(lib, writer), rows
    finally:
        lib.irx_rb_stream_writer_release(writer)
        lib.irx_rb_stream_reader_close(reader)
