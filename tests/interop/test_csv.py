"""CSV against real pyarrow (pyarrow.csv is Arrow C++'s reader and writer,
what IRx 1.25 runs): the types we infer for a file are the ones
pyarrow.csv infers with 1.25's options (streaming, first-block inference,
only "" null, quoted strings never null), values included; files pyarrow
writes read back equal; files we write read back equal in pyarrow and are
byte for byte what pyarrow writes; options; bad input fails where pyarrow
fails."""

import ctypes
import io
import math

import pyarrow as pa
import pyarrow.csv as pc
import pytest

from conftest import ArrowArray, ArrowArrayStream, ArrowSchema, rb_library

IRX_OK, IRX_EOF = 0, 1
IRX_ERR_NULLPTR, IRX_ERR_TYPE, IRX_ERR_IO, IRX_ERR_INVALID = -2, -4, -5, -6


@pytest.fixture(scope="module")
def rb():
    return rb_library()


def addr(struct):
    return ctypes.addressof(struct)


# ---- helpers ------------------------------------------------------------------

class Failed(Exception):
    def __init__(self, status, message):
        super().__init__(f"{status}: {message}")
        self.status, self.message = status, message


def options(rb, **opts):
    o = rb.irx_csv_options_new()
    assert o
    for key, value in opts.items():
        if isinstance(value, list):
            assert rb.irx_csv_options_clear(o, key.encode()) == IRX_OK
            for item in value:
                assert rb.irx_csv_options_text(o, key.encode(), item.encode()) == IRX_OK
        elif isinstance(value, (bool, int)):
            assert rb.irx_csv_options_int(o, key.encode(), int(value)) == IRX_OK
        else:
            assert rb.irx_csv_options_text(o, key.encode(), value.encode()) == IRX_OK, rb.irx_record_batch_errmsg()
    return o


def irx_schema(rb, schema):
    if schema is None:
        return None
    c = ArrowSchema()
    schema._export_to_c(addr(c))
    out = ctypes.c_void_p()
    assert rb.irx_rb_schema_import(addr(c), ctypes.byref(out)) == IRX_OK, rb.irx_record_batch_errmsg()
    return out


def ours(rb, path, schema=None, **opts):
    """Our reader on `path`, read to the end by pyarrow through a C stream:
    the table, or Failed(status, message)."""
    o = options(rb, **opts)
    s = irx_schema(rb, schema)
    reader = ctypes.c_void_p()
    status = rb.irx_rb_csv_reader_open_options(str(path).encode(), s, o, ctypes.byref(reader))
    message = rb.irx_record_batch_errmsg().decode()
    rb.irx_csv_options_release(o)
    if s:
        rb.irx_rb_schema_release(s)
    if status != IRX_OK:
        assert not reader
        raise Failed(status, message)
    stream = ArrowArrayStream()
    assert rb.irx_rb_stream_reader_export(reader, addr(stream)) == IRX_OK
    rb.irx_rb_stream_reader_close(reader)
    try:
        return pa.RecordBatchReader._import_from_c(addr(stream)).read_all()
    except pa.ArrowException as e:
        raise Failed(IRX_ERR_INVALID, str(e))


def theirs(path, schema=None, block_size=1 << 20, header=True, names=None, null_values=("",),
           skip_rows=0, delimiter=",", quotechar='"', escapechar=None, doublequote=True,
           skip_blank_lines=False):
    """pyarrow's streaming reader with 1.25's options (as IRx 1.25 sets them)."""
    ro = pc.ReadOptions(use_threads=False, block_size=block_size, skip_rows=skip_rows,
                        column_names=list(names or []),
                        autogenerate_column_names=not header and schema is None and not names)
    if schema is not None and not header:
        ro.column_names = schema.names
    po = pc.ParseOptions(delimiter=delimiter, quote_char=quotechar, double_quote=doublequote,
                         escape_char=escapechar or False, newlines_in_values=True,
                         ignore_empty_lines=skip_blank_lines)
    co = pc.ConvertOptions(null_values=list(null_values), strings_can_be_null=True,
                           quoted_strings_can_be_null=False, check_utf8=True,
                           column_types={f.name: f.type for f in schema} if schema else None)
    return pc.open_csv(path, read_options=ro, parse_options=po, convert_options=co).read_all()


SUPPORTED = (pa.types.is_integer, pa.types.is_floating, pa.types.is_boolean, pa.types.is_string,
             pa.types.is_large_string, pa.types.is_date, pa.types.is_timestamp, pa.types.is_time)


def same(a, b):
    """Tables equal, NaN equal to NaN (temporal columns as integers)."""
    assert a.schema.names == b.schema.names
    assert [f.type for f in a.schema] == [f.type for f in b.schema]
    for x, y in zip(a.columns, b.columns):
        if pa.types.is_temporal(x.type):
            as_int = pa.int64() if x.type.bit_width == 64 else pa.int32()
            x, y = x.cast(as_int), y.cast(as_int)
        for p, q in zip(x.to_pylist(), y.to_pylist()):
            assert p == q or (isinstance(p, float) and math.isnan(p) and math.isnan(q)), (p, q)


def compare(rb, tmp_path, data, schema=None, **opts):
    """Our result on `data` is pyarrow's: the same table, or a failure
    where pyarrow fails (IRX_ERR_TYPE where pyarrow infers a type 1.25
    refuses: null, binary)."""
    path = tmp_path / "f.csv"
    path.write_bytes(data)
    try:
        expected = theirs(path, schema, **opts)
    except (pa.ArrowException, ValueError, OverflowError) as e:
        with pytest.raises(Failed) as failure:
            ours(rb, path, schema, **opts)
        assert failure.value.status in (IRX_ERR_INVALID, IRX_ERR_TYPE, IRX_ERR_IO), (e, failure.value)
        return None
    if schema is None and not all(any(f(t) for f in SUPPORTED) for t in expected.schema.types):
        with pytest.raises(Failed) as failure:
            ours(rb, path, schema, **opts)
        assert failure.value.status == IRX_ERR_TYPE
        assert "Unsupported CSV column" in failure.value.message or "UTF-8 column names" in failure.value.message
        return None
    try:
        names = expected.schema.names
    except UnicodeDecodeError:
        names = None
    if names is None or len(set(names)) != len(names) or "" in names:
        with pytest.raises(Failed) as failure:
            ours(rb, path, schema, **opts)
        assert failure.value.status == IRX_ERR_TYPE
        return None
    got = ours(rb, path, schema, **opts)
    same(got, expected)
    return got


# ---- inference: every value rule against pyarrow ---------------------------------

VALUES = [
    b"1", b"+1", b" 1", b"1 ", b"\t1", b"-0", b"00012", b"9223372036854775807", b"9223372036854775808",
    b"-9223372036854775808", b"-9223372036854775809", b"1_000", b"0x10", b"0XfF", b"0x", b"-0x1",
    b"1e5", b"1E5", b".5", b"5.", b"-.5", b"+.5", b" 1.5 ", b"nan", b"NaN", b"-nan", b"inf", b"-Inf",
    b"Infinity", b"1e400", b"1e-400", b"1.e5", b"e5", b"0.1e", b"1d", b"true", b"True", b"TRUE",
    b"tRue", b"false", b" true", b"t", b"yes", b"2020-01-01", b"2020-1-1", b" 2020-01-01",
    b"2020-02-30", b"2020-02-29", b"2019-02-29", b"9999-12-31", b"20200101", b"12:34", b"12:34:56",
    b"12:34:56.789", b"24:00:00", b" 12:34:56", b"2020-01-01 12:34", b"2020-01-01T12:34:56",
    b"2020-01-01T12", b"2020-01-01T12:34:56Z", b"2020-01-01T12:34:56+01:00", b"2020-01-01T12:34:56-0130",
    b"2020-01-01T12:34:56+01", b"2020-01-01T12:34:56.123", b"2020-01-01T12:34:56.123456789",
    b"2020-01-01T12:34:56.1234567891", b"1677-01-01T00:00:00.5", b"10000-01-01", b"null", b"NULL",
    b"NA", b'""', b"", b'"1"', b'"true"', b"\xff", b"a\xff", b"\xc3\xa9t\xc3\xa9", b'"a\nb"', b"-", b"x",
]


@pytest.mark.parametrize("value", VALUES, ids=[repr(v) for v in VALUES])
def test_one_value_infers_as_pyarrow(rb, tmp_path, value):
    compare(rb, tmp_path, b"x\n" + value + b"\n")


MIXES = [
    [b"1", b"0"], [b"1", b"true"], [b"true", b"2020-01-01"], [b"1", b"2020-01-01"], [b"1", b"1.5"],
    [b"2020-01-01", b"2020-01-01 00:00:01"], [b"2020-01-01T00:00:00", b"2020-01-01T00:00:00.5"],
    [b"2020-01-01T00:00:00Z", b"2020-01-01T00:00:00"], [b"2020-01-01T00:00:00", b"2020-01-01T00:00:00Z"],
    [b"12:34", b"12:34:56.5"], [b'""', b"1"], [b"", b"1"], [b"", b""], [b"1", b"\xff"], [b"", b"x"],
    [b"1e5", b"1"], [b"0x10", b"12"], [b"12:00", b"2020-01-01"], [b"", b"2020-01-01T00:00:00+01:00"],
]


@pytest.mark.parametrize("values", MIXES, ids=[repr(m) for m in MIXES])
def test_mixed_values_infer_as_pyarrow(rb, tmp_path, values):
    compare(rb, tmp_path, b"x\n" + b"\n".join(values) + b"\n")


def test_a_realistic_file_infers_as_pyarrow(rb, tmp_path):
    rows = [b"id,name,score,ok,day,at,note"]
    for i in range(500):
        rows.append(b"%d,name %d,%s,%s,2021-03-%02d,2021-03-01T10:%02d:00,%s" % (
            i, i, b"" if i % 7 == 0 else b"%d.25" % i, b"true" if i % 2 else b"false", 1 + i % 28, i % 60,
            b'"quoted, with comma"' if i % 5 == 0 else b""))
    got = compare(rb, tmp_path, b"\n".join(rows) + b"\n")
    assert got is not None and got.num_rows == 500
    assert [str(t) for t in got.schema.types] == ["int64", "string", "double", "bool", "date32[day]",
                                                  "timestamp[s]", "string"]


# ---- parsing rules against pyarrow ----------------------------------------------------

PARSING = [
    b"a,b\n1,2\r\n3,4\r5,6", b"a,b\n1,2\n\n3,4\n", b"a\n1\n\n3\n", b"a,b\n1,2\n3\n", b"a,b\n1,2\n3,4,5\n",
    b"a,b\n1,2,\n", b'a,b\nx"y,2\n', b'a,b\n"ab"cd,2\n', b'a,b\n"ab\ncd",2\n', b'a,b\n"abc,2\n',
    b'a\n"abc', b"a,b\n1,2", b"a,b\n1,2\r", b"\xef\xbb\xbfa,b\n1,2\n", b'a,b\n"x""y",2\n', b"a,a\n1,2\n",
    b",b\n1,2\n", b"", b"a,b\n", b"a,b", b"\n", b"\n\na,b\n1,2", b"a,b\n3,", b"a,b\n\xff,1\n",
    b"\xff,b\n1,1\n", b"a\r\n\r\n1\r\n",
]


@pytest.mark.parametrize("data", PARSING, ids=[repr(d) for d in PARSING])
def test_parsing_as_pyarrow(rb, tmp_path, data):
    compare(rb, tmp_path, data)


@pytest.mark.parametrize("block_size", [1, 2, 3, 4, 5, 6, 8, 11, 64])
def test_blocks_as_pyarrow(rb, tmp_path, block_size):
    for data in [b"a,b\n1,2\n3,4\n5,6\n7,8\n", b"a,b\n1,2\n3.5,4\n", b"a,b\n,\n1,2\n",
                 b"ab\n12345\n1\n", b'ab\n"1\n2"\n1\n', b"a,b\r\n1,2\r\n3,4\r\n", b"a\n1\n2\n3\n4\n5\n6\n10\n11\n12",
                 b"a,b\n111111,2\n3,4\n"]:
        compare(rb, tmp_path, data, block_size=block_size)


def test_batches_follow_the_blocks(rb, tmp_path):
    path = tmp_path / "f.csv"
    path.write_bytes(b"a\n1\n2\n3\n4\n5\n6\n7\n8\n9\n10\n11\n12")
    expected = [b.num_rows for b in pc.open_csv(path, read_options=pc.ReadOptions(block_size=2, use_threads=False))]
    o = options(rb, block_size=2)
    reader = ctypes.c_void_p()
    assert rb.irx_rb_csv_reader_open_options(str(path).encode(), None, o, ctypes.byref(reader)) == IRX_OK
    stream = ArrowArrayStream()
    assert rb.irx_rb_stream_reader_export(reader, addr(stream)) == IRX_OK
    rb.irx_rb_stream_reader_close(reader)
    rb.irx_csv_options_release(o)
    got = [b.num_rows for b in pa.RecordBatchReader._import_from_c(addr(stream))]
    assert got == expected and 0 in got


OPTION_CASES = [
    (b"a;b\n1;2\n", dict(delimiter=";")),
    (b"a,b\n'x,y',2\n", dict(quotechar="'")),
    (b'a,b\n"x""y",2\n', dict(doublequote=False)),
    (b'a,b\n"x\\"y",2\nx\\,y,3\n', dict(escapechar="\\")),
    (b"a,b\n1,2\n\n3,4\n", dict(skip_blank_lines=True)),
    (b"junk\njunk2\na,b\n1,2\n", dict(skiprows=2)),
    (b'x\n"x\nx"\na,b\n1,2\n', dict(skiprows=2)),
    (b"x\nx\n", dict(skiprows=3)),
    (b"a,b\n1,2\n", dict(header=False)),
    (b"a,b\n1,2\n", dict(header=False, names=["x", "y"])),
    (b"a,b\n1,2\n", dict(header=False, names=["x"])),
    (b"a,b\nNA,2\nx,3\n", dict(null_values=["NA"])),
    (b"a,b\nNA,2\n1,3\n", dict(null_values=["NA", ""])),
    (b"a,b\n,2\n", dict(null_values=[])),
]

PY_NAMES = {"quotechar": "quotechar", "doublequote": "doublequote", "escapechar": "escapechar",
            "skip_blank_lines": "skip_blank_lines", "skiprows": "skip_rows", "header": "header",
            "names": "names", "null_values": "null_values", "delimiter": "delimiter", "block_size": "block_size"}


@pytest.mark.parametrize("data,opts", OPTION_CASES, ids=[repr(o) for _, o in OPTION_CASES])
def test_read_options_as_pyarrow(rb, tmp_path, data, opts):
    path = tmp_path / "f.csv"
    path.write_bytes(data)
    kw = {PY_NAMES[k]: v for k, v in opts.items()}
    try:
        expected = theirs(path, **kw)
    except pa.ArrowException:
        with pytest.raises(Failed):
            ours(rb, path, **opts)
        return
    same(ours(rb, path, **opts), expected)


# ---- explicit schemas ----------------------------------------------------------------------

def sample_table(rows=50):
    import datetime
    base = datetime.datetime(2021, 5, 6, 7, 8, 9)
    return pa.table({
        "i8": pa.array([None if i % 9 == 0 else (i % 250) - 125 for i in range(rows)], pa.int8()),
        "i64": pa.array([None if i % 5 == 0 else i * 10**12 - 7 for i in range(rows)], pa.int64()),
        "u32": pa.array([i * 1000 for i in range(rows)], pa.uint32()),
        "f32": pa.array([i / 8 for i in range(rows)], pa.float32()),
        "f64": pa.array([None if i % 4 == 0 else i / 3 * 10 ** (i % 30 - 15) for i in range(rows)], pa.float64()),
        "b": pa.array([None if i % 6 == 0 else i % 2 == 0 for i in range(rows)], pa.bool_()),
        "s": pa.array([None if i % 7 == 0 else ("" if i % 7 == 1 else f'v{i}, "q"\n') for i in range(rows)], pa.string()),
        "ls": pa.array([f"l{i}" for i in range(rows)], pa.large_string()),
        "d": pa.array([datetime.date(2020, 1, 1) + datetime.timedelta(days=i * 37) for i in range(rows)], pa.date32()),
        "d64": pa.array([datetime.date(1999, 1, 1) + datetime.timedelta(days=i) for i in range(rows)], pa.date64()),
        "ts": pa.array([base + datetime.timedelta(seconds=i * 3607) for i in range(rows)], pa.timestamp("s")),
        "tms": pa.array([i * 1234567 for i in range(rows)], pa.timestamp("ms")),
        "tus": pa.array([i * 1234567891 for i in range(rows)], pa.timestamp("us")),
        "tns": pa.array([i * 123456789123 for i in range(rows)], pa.timestamp("ns")),
        "t32": pa.array([i * 1000 % 86400 for i in range(rows)], pa.time32("s")),
        "t32ms": pa.array([i * 1234567 % 86400000 for i in range(rows)], pa.time32("ms")),
        "t64us": pa.array([i * 1234567891 % 86400000000 for i in range(rows)], pa.time64("us")),
        "t64ns": pa.array([i * 123456789123 % 86400000000000 for i in range(rows)], pa.time64("ns")),
    })


@pytest.mark.parametrize("quoting", ["needed", "all_valid"])
def test_files_pyarrow_writes_are_read_with_their_schema(rb, tmp_path, quoting):
    table = sample_table()
    path = tmp_path / "py.csv"
    pc.write_csv(table, path, pc.WriteOptions(quoting_style=quoting))
    got = ours(rb, path, table.schema)
    same(got, table)
    assert got.column("s").null_count == table.column("s").null_count  # "" stays a value


def test_pyarrow_files_infer_as_pyarrow(rb, tmp_path):
    table = sample_table()
    path = tmp_path / "py.csv"
    pc.write_csv(table, path)
    compare(rb, tmp_path, path.read_bytes())


def write_ours(rb, table, path, **opts):
    o = options(rb, **opts)
    s = irx_schema(rb, table.schema)
    writer = ctypes.c_void_p()
    status = rb.irx_rb_csv_writer_open_options(s, str(path).encode(), o, ctypes.byref(writer))
    rb.irx_csv_options_release(o)
    rb.irx_rb_schema_release(s)
    if status != IRX_OK:
        raise Failed(status, rb.irx_record_batch_errmsg().decode())
    try:
        for batch in table.to_batches(max_chunksize=17):
            arr, sch = ArrowArray(), ArrowSchema()
            batch._export_to_c(addr(arr), addr(sch))
            b = ctypes.c_void_p()
            assert rb.irx_rb_batch_import(addr(arr), addr(sch), ctypes.byref(b)) == IRX_OK, rb.irx_record_batch_errmsg()
            status = rb.irx_rb_stream_writer_write_batch(writer, b)
            message = rb.irx_record_batch_errmsg().decode()
            rb.irx_rb_batch_release(b)
            if status != IRX_OK:
                raise Failed(status, message)
        assert rb.irx_rb_stream_writer_close(writer) == IRX_OK
    finally:
        rb.irx_rb_stream_writer_release(writer)


@pytest.mark.parametrize("opts", [{}, {"quoting": "all_valid"}, {"delimiter": ";", "lineterminator": "\r\n", "na_rep": "NA"},
                                  {"header": False}])
def test_our_files_are_what_pyarrow_writes(rb, tmp_path, opts):
    table = sample_table()
    ours_path, theirs_path = tmp_path / "ours.csv", tmp_path / "theirs.csv"
    write_ours(rb, table, ours_path, **opts)
    pc.write_csv(table, theirs_path, pc.WriteOptions(
        include_header=opts.get("header", True), delimiter=opts.get("delimiter", ","),
        quoting_style=opts.get("quoting", "needed"), eol=opts.get("lineterminator", "\n"),
        null_string=opts.get("na_rep", "")))
    assert ours_path.read_bytes() == theirs_path.read_bytes()
    back = pc.read_csv(ours_path, read_options=pc.ReadOptions(column_names=None if opts.get("header", True) else table.schema.names),
                       parse_options=pc.ParseOptions(delimiter=opts.get("delimiter", ","), newlines_in_values=True),
                       convert_options=pc.ConvertOptions(column_types=table.schema, null_values=[opts.get("na_rep", "")],
                                                         strings_can_be_null=True, quoted_strings_can_be_null=False))
    same(back, table)


def test_quoting_none_refuses_structural_characters(rb, tmp_path):
    with pytest.raises(Failed) as failure:
        write_ours(rb, pa.table({"s": ["a,b"]}), tmp_path / "x.csv", quoting="none")
    assert failure.value.status == IRX_ERR_INVALID and "structural characters" in failure.value.message
    write_ours(rb, pa.table({"s": ["a b"], "i": [1]}), tmp_path / "y.csv", quoting="none")
    assert (tmp_path / "y.csv").read_bytes() == b'"s","i"\na b,1\n'


def test_floats_are_written_as_pyarrow_writes_them(rb, tmp_path):
    import random
    rnd = random.Random(7)
    values = [rnd.uniform(-1, 1) * 10 ** rnd.randint(-12, 25) for _ in range(2000)]
    values += [0.0, -0.0, 1e-7, 1e-6, 1e9, 1e10, 5e-324, 1.7976931348623157e308, float("nan"), float("inf")]
    table = pa.table({"f": pa.array(values, pa.float64()), "g": pa.array(values, pa.float32())})
    write_ours(rb, table, tmp_path / "ours.csv")
    pc.write_csv(table, tmp_path / "theirs.csv")
    assert (tmp_path / "ours.csv").read_bytes() == (tmp_path / "theirs.csv").read_bytes()


# ---- whole tables ----------------------------------------------------------------------------------

def test_read_table_and_columns(rb, tmp_path):
    path = tmp_path / "t.csv"
    path.write_bytes(b"a,b,c\n1,x,2.5\n2,y,3.5\n")
    o = options(rb, columns=["c", "a"])
    t = ctypes.c_void_p()
    assert rb.irx_rb_csv_read_table(str(path).encode(), None, o, ctypes.byref(t)) == IRX_OK, rb.irx_record_batch_errmsg()
    assert rb.irx_arrow_table_num_rows(t) == 2 and rb.irx_arrow_table_num_columns(t) == 2
    out = tmp_path / "back.csv"
    w = options(rb)
    assert rb.irx_rb_csv_write_table(t, str(out).encode(), w) == IRX_OK
    assert out.read_bytes() == b'"c","a"\n2.5,1\n3.5,2\n'
    assert pc.read_csv(out).to_pydict() == {"c": [2.5, 3.5], "a": [1, 2]}
    rb.irx_arrow_table_release(t)
    rb.irx_csv_options_release(o)
    bad = options(rb, columns=["zz"])
    assert rb.irx_rb_csv_read_table(str(path).encode(), None, bad, ctypes.byref(t)) == IRX_ERR_TYPE
    assert not t
    rb.irx_csv_options_release(bad)
    rb.irx_csv_options_release(w)


# ---- bad input -----------------------------------------------------------------------------------

def test_values_out_of_range_for_a_declared_type(rb, tmp_path):
    for typ, value in [(pa.int8(), b"128"), (pa.uint8(), b"-1"), (pa.int64(), b"9223372036854775808"),
                       (pa.date32(), b"2020-13-01"), (pa.timestamp("ns"), b"1600-01-01"), (pa.bool_(), b"2")]:
        compare(rb, tmp_path, b"x\n" + value + b"\n", pa.schema([pa.field("x", typ)]))


def test_missing_file_and_directory_are_io_errors(rb, tmp_path):
    with pytest.raises(Failed) as failure:
        ours(rb, tmp_path / "missing.csv")
    assert failure.value.status == IRX_ERR_IO
    with pytest.raises(Failed) as failure:
        ours(rb, tmp_path)
    assert failure.value.status == IRX_ERR_IO


def test_a_huge_block_size_costs_only_the_file(rb, tmp_path):
    path = tmp_path / "f.csv"
    path.write_bytes(b"a\n1\n2\n")
    got = ours(rb, path, block_size=2**31 - 1)
    assert got.column("a").to_pylist() == [1, 2]
