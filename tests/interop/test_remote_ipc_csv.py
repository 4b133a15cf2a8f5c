"""IPC and CSV on object storage (issue 31), through the C API: what we
write to moto's S3 server pyarrow's own S3 filesystem (Arrow C++'s, IRx
1.25's) reads back equal, and the reverse; read-only http:// and https://
URLs (range requests) for IPC files, IPC streams and CSV; and every bad
condition (unreachable endpoint, a server that never answers or trickles,
403, 404, a body shorter than its Content-Length, an object shorter than
its footer says, garbage) is a status and a message naming the URI
without its secrets, never a hang. A failed write leaves no object under
its key and no upload pending; no local file named after a URI appears."""

import ctypes
import io
import os

import pyarrow as pa
import pyarrow.csv as pc
import pyarrow.ipc as ipc
import pytest

from conftest import ROOT, ArrowArray, ArrowSchema, addr
from servers import (azurite, closed_port, fake_gcs, http_server, https_server,  # noqa: F401
                     moto_s3, s3_bucket, s3_env, tls_cert)

IRX_OK, IRX_EOF = 0, 1
IRX_ERR_ARROW, IRX_ERR_TYPE, IRX_ERR_IO, IRX_ERR_INVALID = -1, -4, -5, -6

TABLE = pa.table({
    "i": pa.array([1, None, 3, -4, 5], pa.int64()),
    "f": pa.array([0.5, 1.5, None, -2.25, 1e10], pa.float64()),
    "s": pa.array(["a", "b,c", None, "d\"e", ""], pa.string()),
})


@pytest.fixture(scope="module")
def rb():
    lib = ctypes.CDLL(os.environ.get("IRX_RUNTIME_SO", str(ROOT / "target/release/libirx_runtime.so")))
    P, PP, i32, i64, s = (ctypes.c_void_p, ctypes.POINTER(ctypes.c_void_p), ctypes.c_int32,
                          ctypes.c_int64, ctypes.c_char_p)
    sigs = {
        "irx_record_batch_errmsg": (s, []),
        "irx_csv_options_new": (P, []),
        "irx_csv_options_release": (None, [P]),
        "irx_rb_csv_reader_open_options": (i32, [s, P, P, PP]),
        "irx_rb_csv_writer_open_options": (i32, [P, s, P, PP]),
        "irx_rb_stream_reader_open_file": (i32, [s, PP]),
        "irx_rb_file_reader_open": (i32, [s, PP]),
        "irx_rb_stream_writer_open_file": (i32, [P, s, PP]),
        "irx_rb_file_writer_open": (i32, [P, s, PP]),
        "irx_rb_stream_reader_schema": (P, [P]),
        "irx_rb_schema_export": (i32, [P, P]),
        "irx_rb_stream_reader_next_batch": (i32, [P, PP]),
        "irx_rb_stream_reader_close": (None, [P]),
        "irx_rb_stream_writer_write_batch": (i32, [P, P]),
        "irx_rb_stream_writer_close": (i32, [P]),
        "irx_rb_stream_writer_release": (None, [P]),
        "irx_rb_schema_import": (i32, [P, PP]),
        "irx_rb_schema_release": (None, [P]),
        "irx_rb_batch_import": (i32, [P, P, PP]),
        "irx_rb_batch_release": (None, [P]),
        "irx_rb_batch_export": (i32, [P, P, P]),
    }
    for name, (res, args) in sigs.items():
        fn = getattr(lib, name)
        fn.restype, fn.argtypes = res, args
    return lib


class Failed(Exception):
    def __init__(self, status, message):
        super().__init__(f"{status}: {message}")
        self.status, self.message = status, message


def schema_handle(rb, schema):
    c = ArrowSchema()
    schema._export_to_c(addr(c))
    out = ctypes.c_void_p()
    assert rb.irx_rb_schema_import(addr(c), ctypes.byref(out)) == IRX_OK, rb.irx_record_batch_errmsg()
    return out


def batch_handle(rb, batch):
    a, s = ArrowArray(), ArrowSchema()
    batch._export_to_c(addr(a), addr(s))
    out = ctypes.c_void_p()
    assert rb.irx_rb_batch_import(addr(a), addr(s), ctypes.byref(out)) == IRX_OK, rb.irx_record_batch_errmsg()
    return out


# ---- our readers and writers through the C API -----------------------------------

def open_reader(rb, kind, uri):
    """Opens our reader of `kind` ("stream", "file", "csv") on `uri`: the
    handle, or Failed(status, message)."""
    reader = ctypes.c_void_p()
    if kind == "csv":
        o = rb.irx_csv_options_new()
        status = rb.irx_rb_csv_reader_open_options(uri.encode(), None, o, ctypes.byref(reader))
        rb.irx_csv_options_release(o)
    elif kind == "stream":
        status = rb.irx_rb_stream_reader_open_file(uri.encode(), ctypes.byref(reader))
    else:
        status = rb.irx_rb_file_reader_open(uri.encode(), ctypes.byref(reader))
    message = rb.irx_record_batch_errmsg().decode()
    if status != IRX_OK:
        assert not reader.value, "a failed open leaves *out NULL"
        raise Failed(status, message)
    return reader


def read_all(rb, kind, uri):
    """Everything our reader of `kind` reads at `uri`, as a pyarrow table
    (each batch through the C Data interface), or Failed(status, message)
    from the open or from any batch."""
    reader = open_reader(rb, kind, uri)
    batches = []
    try:
        while True:
            batch = ctypes.c_void_p()
            status = rb.irx_rb_stream_reader_next_batch(reader, ctypes.byref(batch))
            if status == IRX_EOF:
                break
            if status != IRX_OK:
                raise Failed(status, rb.irx_record_batch_errmsg().decode())
            a, s = ArrowArray(), ArrowSchema()
            assert rb.irx_rb_batch_export(batch, addr(a), addr(s)) == IRX_OK
            rb.irx_rb_batch_release(batch)
            batches.append(pa.RecordBatch._import_from_c(addr(a), addr(s)))
        c = ArrowSchema()
        assert rb.irx_rb_schema_export(rb.irx_rb_stream_reader_schema(reader), addr(c)) == IRX_OK
        schema = pa.Schema._import_from_c(addr(c))
    finally:
        rb.irx_rb_stream_reader_close(reader)
    return pa.Table.from_batches(batches, schema=schema)


def open_writer(rb, kind, uri, schema):
    """Our writer of `kind` on `uri` for `schema`: the handle, or Failed."""
    s = schema_handle(rb, schema)
    writer = ctypes.c_void_p()
    if kind == "csv":
        o = rb.irx_csv_options_new()
        status = rb.irx_rb_csv_writer_open_options(s, uri.encode(), o, ctypes.byref(writer))
        rb.irx_csv_options_release(o)
    elif kind == "stream":
        status = rb.irx_rb_stream_writer_open_file(s, uri.encode(), ctypes.byref(writer))
    else:
        status = rb.irx_rb_file_writer_open(s, uri.encode(), ctypes.byref(writer))
    message = rb.irx_record_batch_errmsg().decode()
    rb.irx_rb_schema_release(s)
    if status != IRX_OK:
        assert not writer.value
        raise Failed(status, message)
    return writer


def write_batch(rb, writer, batch):
    b = batch_handle(rb, batch)
    status = rb.irx_rb_stream_writer_write_batch(writer, b)
    rb.irx_rb_batch_release(b)
    if status != IRX_OK:
        raise Failed(status, rb.irx_record_batch_errmsg().decode())


def close(rb, writer):
    status = rb.irx_rb_stream_writer_close(writer)
    message = rb.irx_record_batch_errmsg().decode()
    rb.irx_rb_stream_writer_release(writer)
    if status != IRX_OK:
        raise Failed(status, message)


def write_all(rb, kind, uri, table):
    writer = open_writer(rb, kind, uri, table.schema)
    try:
        for batch in table.to_batches(max_chunksize=2):
            write_batch(rb, writer, batch)
    except Failed:
        rb.irx_rb_stream_writer_release(writer)
        raise
    close(rb, writer)


# ---- the formats' bytes as pyarrow writes and reads them ------------------------

def pyarrow_bytes(kind, table, rows=2):
    """`table` as pyarrow writes it in format `kind` (batches of `rows`)."""
    sink = io.BytesIO()
    if kind == "csv":
        pc.write_csv(table, sink)
    elif kind == "stream":
        with ipc.new_stream(sink, table.schema) as w:
            w.write_table(table, max_chunksize=rows)
    else:
        with ipc.new_file(sink, table.schema) as w:
            w.write_table(table, max_chunksize=rows)
    return sink.getvalue()


def pyarrow_read(kind, data, schema):
    if kind == "csv":
        co = pc.ConvertOptions(column_types=schema, strings_can_be_null=True,
                               quoted_strings_can_be_null=False)
        return pc.read_csv(io.BytesIO(data), convert_options=co)
    if kind == "stream":
        return ipc.open_stream(data).read_all()
    return ipc.open_file(pa.BufferReader(data)).read_all()


def expected(kind):
    """What reading TABLE back gives (CSV: our writer quotes every string,
    so "" stays "" and only the unquoted empty null is null)."""
    return TABLE


KINDS = ["stream", "file", "csv"]


@pytest.fixture
def in_tmp(tmp_path, monkeypatch):
    """Runs the test in an empty directory, and checks at its end that no
    local file or directory named after a URI appeared there."""
    monkeypatch.chdir(tmp_path)
    yield tmp_path
    assert sorted(p.name for p in tmp_path.iterdir()) == [], "a URI was taken for a local path"


def assert_names_uri(message, uri_text, *secrets):
    assert uri_text in message, f"{message!r} does not name {uri_text!r}"
    for secret in secrets:
        assert secret not in message, f"{message!r} shows a secret"


# ---- S3 (moto) ---------------------------------------------------------------------

@pytest.mark.parametrize("kind", KINDS)
def test_we_write_pyarrow_reads_s3(rb, moto_s3, s3_bucket, s3_env, in_tmp, monkeypatch, kind):
    key = f"dir/ours.{kind}"
    uri = moto_s3.uri(s3_bucket, key)
    write_all(rb, kind, uri, TABLE)
    assert moto_s3.keys(s3_bucket) == [key]
    # pyarrow's S3 filesystem reads the object.
    with moto_s3.pyarrow_fs().open_input_file(f"{s3_bucket}/{key}") as f:
        data = f.read()
    got = pyarrow_read(kind, data, TABLE.schema)
    assert got.equals(expected(kind)), got
    # And through the URI with the credentials in it (no environment).
    for k in list(os.environ):
        if k.startswith("AWS_"):
            monkeypatch.delenv(k)
    key2 = f"dir/creds.{kind}"
    write_all(rb, kind, moto_s3.uri(s3_bucket, key2, credentials=True), TABLE)
    assert pyarrow_read(kind, moto_s3.get(s3_bucket, key2), TABLE.schema).equals(expected(kind))
    assert moto_s3.pending_uploads(s3_bucket) == []


@pytest.mark.parametrize("kind", KINDS)
def test_pyarrow_writes_we_read_s3(rb, moto_s3, s3_bucket, s3_env, in_tmp, kind):
    key = f"theirs/t.{kind}"
    with moto_s3.pyarrow_fs().open_output_stream(f"{s3_bucket}/{key}") as f:
        f.write(pyarrow_bytes(kind, TABLE))
    got = read_all(rb, kind, moto_s3.uri(s3_bucket, key))
    assert got.equals(TABLE), got


def test_large_s3_write_is_multipart_and_whole(rb, moto_s3, s3_bucket, s3_env, in_tmp):
    """Past one part (8 MiB) the writer uploads parts as they fill; the
    object appears whole at close and pyarrow reads every row."""
    n = 1_500_000
    big = pa.table({"i": pa.array(range(n), pa.int64()), "f": pa.array([0.25] * n, pa.float64())})
    uri = moto_s3.uri(s3_bucket, "big.arrow")
    writer = open_writer(rb, "file", uri, big.schema)
    for batch in big.to_batches(max_chunksize=300_000):
        write_batch(rb, writer, batch)
    assert moto_s3.keys(s3_bucket) == [], "nothing appears before close"
    close(rb, writer)
    assert moto_s3.keys(s3_bucket) == ["big.arrow"]
    got = ipc.open_file(pa.BufferReader(moto_s3.get(s3_bucket, "big.arrow"))).read_all()
    assert got.equals(big)
    assert read_all(rb, "file", uri).equals(big)
    assert moto_s3.pending_uploads(s3_bucket) == []


@pytest.mark.parametrize("kind", ["stream", "csv"])
def test_failed_write_leaves_no_object(rb, moto_s3, s3_bucket, s3_env, in_tmp, kind):
    """A write that fails (a bucket that does not exist, once past the first
    part; for CSV also a refused batch) leaves nothing under the key and
    no upload pending: an upload completes or is aborted."""
    n = 1_500_000
    big = pa.table({"i": pa.array(range(n), pa.int64())})
    missing = moto_s3.uri("no-such-bucket-irx", "x." + kind)
    with pytest.raises(Failed) as e:
        write_all(rb, kind, missing, big)
    assert e.value.status == IRX_ERR_IO
    assert_names_uri(e.value.message, "s3://no-such-bucket-irx/x." + kind, moto_s3.secret_key)
    # A refused batch after more than a part was uploaded: close fails and
    # the upload is aborted.
    if kind == "csv":
        uri = moto_s3.uri(s3_bucket, "refused.csv")
        writer = open_writer(rb, kind, uri, big.schema)
        write_batch(rb, writer, big.to_batches()[0])
        other = pa.record_batch({"j": pa.array([1], pa.int64())})
        with pytest.raises(Failed):
            write_batch(rb, writer, other)
        with pytest.raises(Failed) as e:
            close(rb, writer)
        assert e.value.status == IRX_ERR_TYPE
        assert moto_s3.keys(s3_bucket) == []
        assert moto_s3.pending_uploads(s3_bucket) == []


@pytest.mark.parametrize("kind", KINDS)
def test_release_without_close_completes_as_local(rb, moto_s3, s3_bucket, s3_env, in_tmp, kind):
    """Released without close, a writer finishes as on a local file (1.25's
    rule): the object appears whole (IPC with its end marker or footer)."""
    uri = moto_s3.uri(s3_bucket, "released." + kind)
    writer = open_writer(rb, kind, uri, TABLE.schema)
    for batch in TABLE.to_batches(max_chunksize=2):
        write_batch(rb, writer, batch)
    rb.irx_rb_stream_writer_release(writer)
    got = pyarrow_read(kind, moto_s3.get(s3_bucket, "released." + kind), TABLE.schema)
    assert got.equals(expected(kind))


def test_s3_failures_name_the_uri_without_secrets(rb, moto_s3, s3_bucket, in_tmp, monkeypatch):
    for k in list(os.environ):
        if k.startswith("AWS_"):
            monkeypatch.delenv(k)
    secret = moto_s3.secret_key
    for kind in KINDS:
        # 404: a missing key.
        uri = moto_s3.uri(s3_bucket, "missing." + kind, credentials=True)
        with pytest.raises(Failed) as e:
            read_all(rb, kind, uri)
        assert e.value.status == IRX_ERR_IO, e.value.message
        assert_names_uri(e.value.message, f"s3://{s3_bucket}/missing.{kind}", secret)
        # An endpoint nothing listens on: a refused connection, retried a
        # bounded number of times.
        port = closed_port()
        uri = f"s3://key:{secret}@{s3_bucket}/k.{kind}?endpoint_override=127.0.0.1:{port}&scheme=http"
        with pytest.raises(Failed) as e:
            read_all(rb, kind, uri)
        assert e.value.status == IRX_ERR_IO
        assert_names_uri(e.value.message, f"s3://{s3_bucket}/k.{kind}", secret)
        with pytest.raises(Failed) as e:
            write_all(rb, kind, uri, TABLE)
        assert e.value.status == IRX_ERR_IO
        assert_names_uri(e.value.message, f"s3://{s3_bucket}/k.{kind}", secret)


# ---- Azure (Azurite) -------------------------------------------------------------

@pytest.mark.parametrize("kind", KINDS)
def test_azure_both_ways_with_pyarrow(rb, azurite, in_tmp, kind):  # noqa: F811
    """On Azurite: what we write pyarrow's Azure filesystem reads, what it
    writes we read (Arrow C++'s emulator URI, account and key in it)."""
    container = azurite.make_container()
    fs = azurite.pyarrow_fs()
    uri = azurite.uri(container, f"dir/ours.{kind}")
    write_all(rb, kind, uri, TABLE)
    assert azurite.keys(container) == [f"dir/ours.{kind}"]
    with fs.open_input_file(f"{container}/dir/ours.{kind}") as f:
        assert pyarrow_read(kind, f.read(), TABLE.schema).equals(expected(kind))
    assert read_all(rb, kind, uri).equals(TABLE)
    with fs.open_output_stream(f"{container}/theirs.{kind}") as f:
        f.write(pyarrow_bytes(kind, TABLE))
    assert read_all(rb, kind, azurite.uri(container, f"theirs.{kind}")).equals(TABLE)


def test_azure_failures_name_the_uri_without_the_key(rb, azurite, in_tmp):  # noqa: F811
    container = azurite.make_container()
    for kind in KINDS:
        # 404: a missing blob.
        uri = azurite.uri(container, f"missing.{kind}")
        with pytest.raises(Failed) as e:
            read_all(rb, kind, uri)
        assert e.value.status == IRX_ERR_IO and "404" in e.value.message, e.value.message
        assert_names_uri(e.value.message, f"abfs://{azurite.authority}/{container}/missing.{kind}",
                         azurite.key, azurite.key[:20])
        # 403: a key that is not the account's, reading and writing.
        wrong = "V3JvbmdLZXlWYWx1ZVdyb25nS2V5VmFsdWU="
        uri = f"abfs://{azurite.account}:{wrong}@{azurite.authority}/{container}/k.{kind}" \
              "?enable_tls=false"
        for action in (lambda: read_all(rb, kind, uri), lambda: write_all(rb, kind, uri, TABLE)):
            with pytest.raises(Failed) as e:
                action()
            assert e.value.status == IRX_ERR_IO and "403" in e.value.message, e.value.message
            assert_names_uri(e.value.message, f"abfs://{azurite.authority}/{container}/k.{kind}",
                             wrong, wrong[:16])
    assert azurite.keys(container) == []


# ---- GCS (fake-gcs-server: reads only, see test_store_gcs.py) ----------------------

@pytest.mark.parametrize("kind", KINDS)
def test_gcs_pyarrow_writes_we_read(rb, fake_gcs, in_tmp, monkeypatch, kind):  # noqa: F811
    for k in list(os.environ):
        if k.startswith("GOOGLE_"):
            monkeypatch.delenv(k)  # gs://anonymous@...: unsigned
    bucket = fake_gcs.make_bucket()
    with fake_gcs.pyarrow_fs().open_output_stream(f"{bucket}/theirs.{kind}") as f:
        f.write(pyarrow_bytes(kind, TABLE))
    assert read_all(rb, kind, fake_gcs.uri(bucket, f"theirs.{kind}")).equals(TABLE)
    with pytest.raises(Failed) as e:
        read_all(rb, kind, fake_gcs.uri(bucket, f"missing.{kind}"))
    assert e.value.status == IRX_ERR_IO and "404" in e.value.message, e.value.message
    assert_names_uri(e.value.message, f"gs://{bucket}/missing.{kind}")


@pytest.mark.parametrize("kind", KINDS)
def test_unsupported_scheme_is_refused_not_a_local_file(rb, in_tmp, kind):
    for uri in ("hdfs://namenode/x.data", "foo://bar/baz"):
        with pytest.raises(Failed) as e:
            read_all(rb, kind, uri)
        assert e.value.status == IRX_ERR_ARROW, e.value.message
        assert "unsupported" in e.value.message
        with pytest.raises(Failed) as e:
            write_all(rb, kind, uri, TABLE)
        assert e.value.status == IRX_ERR_ARROW, e.value.message


@pytest.mark.parametrize("kind", KINDS)
def test_file_uri_is_the_local_file(rb, tmp_path, kind):
    path = tmp_path / f"a b.{kind}"
    uri = "file://" + str(path).replace(" ", "%20")
    write_all(rb, kind, uri, TABLE)
    assert path.exists()
    assert pyarrow_read(kind, path.read_bytes(), TABLE.schema).equals(expected(kind))
    assert read_all(rb, kind, uri).equals(read_all(rb, kind, str(path)))


# ---- HTTP(S) -----------------------------------------------------------------------

@pytest.mark.parametrize("kind", KINDS)
def test_http_read(rb, http_server, in_tmp, kind):
    data = pyarrow_bytes(kind, TABLE)
    http_server.put(f"d/t.{kind}", data)
    got = read_all(rb, kind, http_server.url(f"d/t.{kind}"))
    assert got.equals(TABLE)
    # Ranges were asked for, and nothing was fetched twice.
    assert any(r and r.startswith("bytes=") for r in http_server.ranges(f"d/t.{kind}"))
    assert http_server.bytes_served(f"d/t.{kind}") <= len(data)


def test_http_ipc_file_fetches_only_what_it_reads(rb, http_server, in_tmp):
    """An IPC file over HTTP: the footer, then each batch's block, one range
    each; the bytes served are the file's (no block twice)."""
    n = 400_000
    big = pa.table({"i": pa.array(range(n), pa.int64())})
    data = pyarrow_bytes("file", big, rows=50_000)
    http_server.put("big.arrow", data)
    reader = open_reader(rb, "file", http_server.url("big.arrow"))
    rb.irx_rb_stream_reader_close(reader)
    opened = http_server.bytes_served("big.arrow")
    assert opened < 70_000, "opening reads the magic and the footer only"
    http_server.reset_counters()
    assert read_all(rb, "file", http_server.url("big.arrow")).equals(big)
    assert http_server.bytes_served("big.arrow") <= len(data) + 70_000


def test_http_is_read_only(rb, http_server, in_tmp):
    for kind in KINDS:
        with pytest.raises(Failed) as e:
            write_all(rb, kind, http_server.url("w." + kind), TABLE)
        assert e.value.status == IRX_ERR_INVALID, e.value.message
        assert http_server.url("w." + kind) in e.value.message


@pytest.mark.parametrize("kind", KINDS)
def test_https_with_ca_bundle(rb, https_server, in_tmp, monkeypatch, kind):
    data = pyarrow_bytes(kind, TABLE)
    https_server.put("t." + kind, data)
    url = https_server.url("t." + kind)
    # Without the CA bundle the private certificate is refused.
    monkeypatch.delenv("IRX_CA_BUNDLE", raising=False)
    monkeypatch.delenv("AWS_CA_BUNDLE", raising=False)
    monkeypatch.setenv("IRX_STORE_TIMEOUT", "20")
    with pytest.raises(Failed) as e:
        read_all(rb, kind, url)
    assert e.value.status == IRX_ERR_IO and url in e.value.message
    monkeypatch.setenv("IRX_CA_BUNDLE", https_server.ca_file)
    assert read_all(rb, kind, url).equals(TABLE)


FAULTS = ["404", "403", "500", "hang", "trickle", "short_body", "garbage", "garbage_body"]
# An object shorter than its footer says: IPC files (a stream, cut in half,
# ends inside a message). CSV has no footer to contradict.
FAULT_CASES = ([(mode, kind) for mode in FAULTS for kind in KINDS]
               + [("short_object", "file"), ("short_object", "stream")])


@pytest.mark.parametrize("mode,kind", FAULT_CASES)
def test_http_faults_are_bounded_errors(rb, http_server, in_tmp, monkeypatch, kind, mode):
    """Each hostile answer is a status and a message naming the URL, never a
    hang or a crash: a server that never answers or trickles is bounded by
    the whole-call timeout the caller set (IRX_STORE_TIMEOUT, here 2 s)."""
    monkeypatch.setenv("IRX_STORE_TIMEOUT", "2")
    n = 50_000 if mode == "short_object" else 1000
    table = pa.table({"i": pa.array(range(n), pa.int64()), "s": pa.array(["x"] * n)})
    data = pyarrow_bytes(kind, table)
    path = f"f/{mode}.{kind}"
    http_server.put(path, data, mode=mode)
    url = http_server.url(path)
    with pytest.raises(Failed) as e:
        got = read_all(rb, kind, url)
        # garbage_body may decode as CSV text; it must then differ.
        if kind == "csv" and mode == "garbage_body":
            assert not got.equals(pc.read_csv(io.BytesIO(data)))
            raise Failed(IRX_ERR_INVALID, url)
    assert e.value.status in (IRX_ERR_IO, IRX_ERR_INVALID, IRX_ERR_ARROW), e.value.message
    if mode in ("404", "403", "500", "hang", "trickle", "short_body", "garbage"):
        assert e.value.status == IRX_ERR_IO, e.value.message
        assert url in e.value.message, e.value.message
    if mode == "500":
        assert http_server.requests(path) <= 1 + 2 + 1, "retries are bounded (2)"


@pytest.mark.parametrize("kind", KINDS)
def test_http_unreachable(rb, in_tmp, monkeypatch, kind):
    monkeypatch.setenv("IRX_STORE_TIMEOUT", "10")
    url = f"http://127.0.0.1:{closed_port()}/x.{kind}"
    with pytest.raises(Failed) as e:
        read_all(rb, kind, url)
    assert e.value.status == IRX_ERR_IO and url in e.value.message, e.value.message


# ---- the checked layer (irx_rb_api_*): the same paths, through its boxes -------------

@pytest.fixture(scope="module")
def api(rb):
    P, PP, i32, s = ctypes.c_void_p, ctypes.POINTER(ctypes.c_void_p), ctypes.c_int32, ctypes.c_char_p
    sigs = {
        "irx_rb_api_read_csv": (i32, [s, P, P, PP, P]),
        "irx_rb_api_write_csv": (i32, [P, s, P, P]),
        "irx_rb_api_reader_new": (i32, [PP, P]),
        "irx_rb_api_reader_file": (i32, [P, s, P]),
        "irx_rb_api_reader_stream": (i32, [P, s, P]),
        "irx_rb_api_reader_next": (i32, [P, ctypes.POINTER(i32), P]),
        "irx_rb_api_reader_destroy": (i32, [P, P]),
        "irx_arrow_table_num_rows": (ctypes.c_int64, [P]),
        "irx_arrow_table_release": (None, [P]),
    }
    for name, (res, args) in sigs.items():
        fn = getattr(rb, name)
        fn.restype, fn.argtypes = res, args
    return rb


def checked_batches(api, opener, uri):
    """(status, error text, batches read) of a checked reader box opened by
    `opener` ("file" or "stream") on `uri`."""
    err = ctypes.create_string_buffer(1024)
    box = ctypes.c_void_p()
    assert api.irx_rb_api_reader_new(ctypes.byref(box), err) == IRX_OK
    try:
        status = getattr(api, f"irx_rb_api_reader_{opener}")(box, uri.encode(), err)
        n = 0
        while status == IRX_OK:
            more = ctypes.c_int32()
            status = api.irx_rb_api_reader_next(box, ctypes.byref(more), err)
            if status != IRX_OK or more.value == IRX_EOF:
                break
            n += 1
        return status, err.value.decode(), n
    finally:
        api.irx_rb_api_reader_destroy(box, None)


def test_checked_layer_reads_and_writes_remote(api, moto_s3, s3_bucket, s3_env, http_server, in_tmp):
    for kind in ("file", "stream"):
        http_server.put("c." + kind, pyarrow_bytes(kind, TABLE))
        status, message, n = checked_batches(api, kind, http_server.url("c." + kind))
        assert (status, n) == (IRX_OK, 3), message
        status, message, _ = checked_batches(api, kind, http_server.url("missing." + kind))
        assert status == IRX_ERR_IO and http_server.url("missing." + kind) in message
    # read_csv over HTTP, write_csv to S3, read back through S3.
    http_server.put("c.csv", pyarrow_bytes("csv", TABLE))
    err = ctypes.create_string_buffer(1024)
    options = api.irx_csv_options_new()
    table = ctypes.c_void_p()
    assert api.irx_rb_api_read_csv(http_server.url("c.csv").encode(), None, options,
                                   ctypes.byref(table), err) == IRX_OK, err.value
    assert api.irx_arrow_table_num_rows(table) == 5
    uri = moto_s3.uri(s3_bucket, "checked.csv")
    assert api.irx_rb_api_write_csv(table, uri.encode(), options, err) == IRX_OK, err.value
    api.irx_arrow_table_release(table)
    assert pyarrow_read("csv", moto_s3.get(s3_bucket, "checked.csv"), TABLE.schema).equals(TABLE)
    table = ctypes.c_void_p()
    missing = moto_s3.uri(s3_bucket, "nothing.csv", credentials=True)
    assert api.irx_rb_api_read_csv(missing.encode(), None, options, ctypes.byref(table),
                                   err) == IRX_ERR_IO
    assert f"s3://{s3_bucket}/nothing.csv" in err.value.decode()
    assert moto_s3.secret_key not in err.value.decode() and not table.value
    api.irx_csv_options_release(options)


@pytest.mark.parametrize("kind", KINDS)
def test_http_server_ignoring_ranges_is_refused(rb, http_server, in_tmp, kind):
    """A server that answers range requests with the whole object (200) is
    refused by name (IRX_ERR_IO naming the URL), never read as other bytes
    in place of the range asked for."""
    n = 100_000
    table = pa.table({"i": pa.array(range(n), pa.int64())})
    http_server.put("nr." + kind, pyarrow_bytes(kind, table, rows=20_000), mode="no_range")
    with pytest.raises(Failed) as e:
        read_all(rb, kind, http_server.url("nr." + kind))
    assert e.value.status == IRX_ERR_IO
    assert http_server.url("nr." + kind) in e.value.message
    assert "Range request not supported" in e.value.message
