"""Big-endian Arrow IPC (issue 34, item 1) and future metadata versions
(item 5) against pyarrow: streams and files made big-endian by
scripts/gen-bigendian-ipc.py from pyarrow's little-endian output, read by
pyarrow (which converts to native order on read) and by every reader of the
runtime (stream from memory and from a path, file, irx_arrow_table_from_ipc),
compared value for value and type for type; plain, LZ4 and ZSTD bodies.
What Arrow C++ refuses to swap (run-end encoded and view columns), both
refuse. The committed fixtures the Rust tests read are checked here too."""

import ctypes
import importlib.util
import struct

import numpy as np
import pyarrow as pa
import pyarrow.ipc as ipc
import pytest

from conftest import ROOT, ArrowArrayStream, addr, buffer_bytes, rb_library

P = ctypes.c_void_p
PP = ctypes.POINTER(ctypes.c_void_p)
IRX_OK, IRX_EOF = 0, 1
IRX_ERR_ARROW, IRX_ERR_INVALID = -1, -6

_spec = importlib.util.spec_from_file_location("gen_bigendian_ipc", ROOT / "scripts/gen-bigendian-ipc.py")
gen = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(gen)


@pytest.fixture(scope="module")
def rb():
    return rb_library()


def drain(lib, status, reader):
    """Every batch of a reader opened with `status`, written again by the
    runtime's memory writer and read by pyarrow; or (status, message)."""
    if status != IRX_OK:
        return status, lib.irx_record_batch_errmsg().decode()
    writer = P()
    assert lib.irx_rb_stream_writer_open_buffer(lib.irx_rb_stream_reader_schema(reader),
                                                ctypes.byref(writer)) == IRX_OK
    failed = None
    try:
        while True:
            batch = P()
            status = lib.irx_rb_stream_reader_next_batch(reader, ctypes.byref(batch))
            if status != IRX_OK:
                if status != IRX_EOF:
                    failed = status, lib.irx_record_batch_errmsg().decode()
                break
            assert lib.irx_rb_stream_writer_write_batch(writer, batch) == IRX_OK
            lib.irx_rb_batch_release(batch)
        assert lib.irx_rb_stream_writer_close(writer) == IRX_OK
        written = buffer_bytes(lib, writer)
    finally:
        lib.irx_rb_stream_writer_release(writer)
        lib.irx_rb_stream_reader_close(reader)
    return failed or ipc.open_stream(written).read_all()


def every_reader(lib, stream, file, tmp_path):
    """What each reader of the runtime makes of the big-endian `stream` and
    `file`: a table, or (status, message)."""
    out = {}
    reader = P()
    out["stream buffer"] = drain(lib, lib.irx_rb_stream_reader_open_buffer(
        stream, len(stream), ctypes.byref(reader)), reader)
    spath, fpath = tmp_path / "be.arrows", tmp_path / "be.arrow"
    spath.write_bytes(stream)
    fpath.write_bytes(file)
    reader = P()
    out["stream path"] = drain(lib, lib.irx_rb_stream_reader_open_file(
        str(spath).encode(), ctypes.byref(reader)), reader)
    reader = P()
    out["file"] = drain(lib, lib.irx_rb_file_reader_open(str(fpath).encode(), ctypes.byref(reader)), reader)
    for read in ("irx_arrow_table_from_ipc", "irx_arrow_table_from_ipc_static"):
        handle = P()
        status = getattr(lib, read)(stream, len(stream), ctypes.byref(handle))
        if status != IRX_OK:
            out[read] = status, lib.irx_arrow_last_error().decode()
            continue
        st = ArrowArrayStream()
        assert lib.irx_arrow_table_export_stream(handle, addr(st)) == IRX_OK
        lib.irx_arrow_table_release(handle)
        out[read] = pa.RecordBatchReader._import_from_c(addr(st)).read_all()
    return out


def swappable_tables(rows=40):
    """Every layout with multi-byte values Arrow C++ swaps, with nulls, and
    the values the issue saw read wrong (date32 -719162, int32 2^31-1):
    the types the record-batch API describes, and those it carries
    without typed access (float16, durations, intervals, unions: no
    IrxColumnType, as in 1.25)."""
    def nullable(values, t, every=7):
        return pa.array([None if i % every == 3 else v for i, v in enumerate(values)], t)

    r = range(rows)
    point = pa.struct([("x", pa.int16()), ("y", pa.utf8()), ("z", pa.float64())])
    sparse = pa.UnionArray.from_sparse(
        pa.array([i % 2 for i in r], pa.int8()),
        [pa.array([i * 3 for i in r], pa.int32()), pa.array(["s%d" % i for i in r])])
    dense = pa.UnionArray.from_dense(
        pa.array([i % 2 for i in r], pa.int8()), pa.array([i // 2 for i in r], pa.int32()),
        [pa.array([i * 1000 for i in range(rows // 2)], pa.int64()),
         pa.array(["d%d" % i for i in range(rows // 2)])])
    return {
        "record_batch_types": pa.table({
            "i8": nullable([i - 20 for i in r], pa.int8()),
            "i16": nullable([i * 1000 - 20000 for i in r], pa.int16()),
            "i32": nullable([2147483647, -2147483648] + [i * 99991 for i in r][2:], pa.int32()),
            "i64": nullable([(i - 20) << 40 for i in r], pa.int64()),
            "u16": nullable([i * 1500 for i in r], pa.uint16()),
            "u32": nullable([i * 100_000_007 % (1 << 32) for i in r], pa.uint32()),
            "u64": nullable([(1 << 63) + i for i in r], pa.uint64()),
            "f32": nullable([i / 8 for i in r], pa.float32()),
            "f64": nullable([i * -1.5e300 / rows for i in r], pa.float64()),
            "b": nullable([i % 3 == 0 for i in r], pa.bool_()),
            "d32": nullable([-719162, 0, 2932896] + [i * 400 for i in r][3:], pa.date32()),
            "d64": nullable([i * 86_400_000 for i in r], pa.date64()),
            "t32": nullable([i * 1000 for i in r], pa.time32("ms")),
            "t64": nullable([i * 1_000_000_007 for i in r], pa.time64("ns")),
            "ts": nullable([1_700_000_000_000_000 + i for i in r], pa.timestamp("us", tz="Europe/Paris")),
            "dec128": nullable([i * 10**30 - 7 for i in r], pa.decimal128(38, 0)),
            "dec256": nullable([-(i * 10**60) + 3 for i in r], pa.decimal256(76, 0)),
            "s": nullable(["text-%d" % (i * 7) for i in r], pa.utf8()),
            "bin": nullable([bytes([i]) * (i % 5) for i in r], pa.binary()),
            "ls": nullable(["large-%d" % i for i in r], pa.large_utf8()),
            "lb": nullable([b"x" * (i % 4) for i in r], pa.large_binary()),
            "fsb": nullable([bytes([i, i + 1, i + 2]) for i in r], pa.binary(3)),
            "list": nullable([list(range(i % 4)) for i in r], pa.list_(pa.int32())),
            "llist": nullable([[i * 1.0] * (i % 3) for i in r], pa.large_list(pa.float64())),
            "nested": nullable([[[i, -i]] * (i % 2) for i in r], pa.list_(pa.list_(pa.int64()))),
            "fsl": nullable([[i, i + 1] for i in r], pa.list_(pa.int16(), 2)),
            "st": nullable([{"x": i, "y": "y%d" % i, "z": i / 3} for i in r], point),
            "map": nullable([[("k%d" % i, i)] * (i % 3) for i in r], pa.map_(pa.utf8(), pa.int32())),
            "dict": pa.array(["red", "green", None, "blue"] * (rows // 4)).dictionary_encode(),
            "dict16": pa.DictionaryArray.from_arrays(pa.array([i % 3 for i in r], pa.int16()),
                                                     pa.array(["a", "b", "c"])),
            "dict_in_struct": pa.StructArray.from_arrays(
                [pa.array(range(rows), pa.int32()),
                 pa.array(["k%d" % (i % 5) for i in r]).dictionary_encode()], names=["n", "kind"]),
            "null": pa.nulls(rows),
        }),
        "other_types": pa.table({
            "f16": pa.array(np.arange(rows, dtype=np.float16) / 4),
            "dur": nullable([i * -77 for i in r], pa.duration("ms")),
            "mdn": nullable([(i, -i, i * 10**9) for i in r],
                            pa.month_day_nano_interval()),
            "sparse": sparse,
            "dense": dense,
        }),
    }


@pytest.mark.parametrize("compression", [None, "lz4", "zstd"])
@pytest.mark.parametrize("which", ["record_batch_types", "other_types"])
def test_big_endian_read_as_pyarrow_reads_it(rb, which, compression, tmp_path):
    table = swappable_tables()[which]
    little = gen.stream_of(table, compression, chunk=16), gen.file_of(table, compression, chunk=16)
    stream, file = gen.big_endian_stream(little[0]), gen.big_endian_file(little[1])
    theirs = ipc.open_stream(stream).read_all()
    # The script is right: pyarrow reads the big-endian form as the table.
    assert theirs.equals(table)
    assert ipc.open_file(pa.py_buffer(file)).read_all().equals(table)
    # And it is big-endian: read as it lies, the values differ.
    raw = ipc.open_stream(stream, options=ipc.IpcReadOptions(ensure_native_endian=False)).read_all()
    assert not raw.equals(table)
    if which == "record_batch_types":
        assert raw.column("i32").chunk(0)[0].as_py() == -129
    ours_little = every_reader(rb, little[0], little[1], tmp_path)
    compared = 0
    for reader, ours in every_reader(rb, stream, file, tmp_path).items():
        if not isinstance(ours_little[reader], pa.Table):
            # A type this reader does not take at all: refused the same way.
            assert ours[0] == ours_little[reader][0], (reader, ours, ours_little[reader])
            continue
        assert isinstance(ours, pa.Table), (reader, ours)
        assert ours.schema.equals(theirs.schema, check_metadata=True), reader
        assert ours.equals(theirs), reader
        compared += 1
    # Every reader takes the types without an IrxColumnType too (issue 34,
    # item 3: carried, without typed access).
    assert compared == 5, compared


@pytest.mark.parametrize("name", ["ree", "utf8_view"])
def test_what_arrow_cpp_cannot_swap_is_refused(rb, name, tmp_path):
    """Each reader that reads the little-endian form refuses the big-endian
    one for its byte order, as pyarrow does; one that does not take the
    type at all refuses both the same way."""
    table = gen.fixture_tables()[name]
    little = gen.stream_of(table), gen.file_of(table)
    stream, file = gen.big_endian_stream(little[0]), gen.big_endian_file(little[1])
    with pytest.raises(pa.ArrowNotImplementedError):
        ipc.open_stream(stream).read_all()
    ours_little = every_reader(rb, little[0], little[1], tmp_path)
    refused = 0
    for reader, ours in every_reader(rb, stream, file, tmp_path).items():
        status, message = ours
        if not isinstance(ours_little[reader], pa.Table):
            assert status == ours_little[reader][0], (reader, ours, ours_little[reader])
            continue
        assert ours_little[reader].equals(table), reader
        assert status == IRX_ERR_ARROW, (reader, ours)  # NotImplemented, as 1.25 reports it
        assert "big-endian IPC data" in message and "cannot be converted" in message, (reader, message)
        refused += 1
    assert refused >= 1


def test_committed_fixtures_are_the_scripts(tmp_path):
    """runtime/tests/data/ipc_bigendian/ holds what the script writes: each
    big-endian fixture reads in pyarrow as its table, and its bytes are the
    script's for the pyarrow that wrote them (the little-endian fixture,
    pyarrow's own output, is the input)."""
    committed = ROOT / "runtime/tests/data/ipc_bigendian"
    tables = gen.fixture_tables()
    for name, table in tables.items():
        little = (committed / (name + ".le.arrows")).read_bytes()
        assert ipc.open_stream(little).read_all().equals(table)
        big = (committed / (name + ".be.arrows")).read_bytes()
        assert big == gen.big_endian_stream(little)
    mixed = tables["mixed"]
    for name in ("mixed.be.arrows", "mixed.zstd.be.arrows"):
        assert ipc.open_stream((committed / name).read_bytes()).read_all().equals(mixed), name
    assert ipc.open_file(str(committed / "mixed.be.arrow")).read_all().equals(mixed)
    gen.write_fixtures(str(tmp_path))
    assert sorted(p.name for p in tmp_path.iterdir()) == sorted(p.name for p in committed.iterdir())


def future_version(data, version=5):
    """`data` (a stream) with every message's metadata version set to
    `version` (V5 is 4)."""
    out = b""
    for meta, body in gen.messages(data):
        meta = bytearray(meta)
        struct.pack_into("<h", meta, gen.root(meta).field(0), version)
        out += gen.frame(bytes(meta), body)
    return out + gen.CONTINUATION + b"\0" * 4


def test_future_metadata_version_is_unsupported_as_in_pyarrow(rb, tmp_path):
    stream = future_version(gen.stream_of(gen.fixture_tables()["mixed"]))
    with pytest.raises(pa.ArrowInvalid, match="Unsupported future MetadataVersion"):
        ipc.open_stream(stream).read_all()
    reader = P()
    status, message = drain(rb, rb.irx_rb_stream_reader_open_buffer(stream, len(stream), ctypes.byref(reader)),
                            reader)
    assert status == IRX_ERR_INVALID
    assert "Unsupported future MetadataVersion: 5" in message, message
