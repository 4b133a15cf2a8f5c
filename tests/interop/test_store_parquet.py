"""Parquet on object storage (issue 31) through the C API, against a real
S3-compatible server (moto's standalone server, started by the fixture on
127.0.0.1) and pyarrow's own S3 filesystem (Arrow C++'s, what IRx 1.25
uses) on the same server: files pyarrow writes read by us and files we
write read by pyarrow, values compared; credentials from the URI and from
the environment; secrets absent from every message; a wrong secret is
HTTP 403 and a missing key HTTP 404, each IRX_ERR_IO with a message; a
failed write leaves neither an object nor a pending upload. The bytes a
projected, filtered read fetches are counted by our HTTP object server
(Parquet over http:// takes the same reader path)."""

import ctypes
import urllib.request

import pyarrow as pa
import pyarrow.parquet as pq

from servers import http_server, https_server, moto_s3, s3_bucket, s3_env, tls_cert  # noqa: F401
from test_parquet import (  # noqa: F401 (rb is a fixture)
    IRX_ERR_ARROW, IRX_ERR_INVALID, IRX_ERR_IO, P, Options, check_hive_read, check_projected_read,
    city_table, fails, hive_table, irx_reader_of, ok, pyarrow_hive_dataset, pyarrow_wrote, rb, read,
    store_table, unfinished_write, write,
)
from conftest import pump


def pyarrow_write(moto_s3, bucket, key, data, **kwargs):
    pq.write_table(data, f"{bucket}/{key}", filesystem=moto_s3.pyarrow_fs(), **kwargs)


def pyarrow_read(moto_s3, bucket, key):
    return pq.read_table(f"{bucket}/{key}", filesystem=moto_s3.pyarrow_fs())


def test_pyarrow_writes_we_read(rb, moto_s3, s3_bucket):
    data = pyarrow_wrote(f"{s3_bucket}/dir/p.parquet", moto_s3.pyarrow_fs(), 5000)
    back, _ = read(rb, moto_s3.uri(s3_bucket, "dir/p.parquet", credentials=True))
    assert back.equals(data)
    # Projected and filtered, as the local reader does it.
    check_projected_read(rb, moto_s3.uri(s3_bucket, "dir/p.parquet", credentials=True), 5000)


def test_we_write_pyarrow_reads(rb, moto_s3, s3_bucket):
    data = store_table(5000)
    write(rb, data, moto_s3.uri(s3_bucket, "out/w.parquet", credentials=True))
    assert moto_s3.keys(s3_bucket) == ["out/w.parquet"]
    assert moto_s3.pending_uploads(s3_bucket) == []
    assert pyarrow_read(moto_s3, s3_bucket, "out/w.parquet").equals(data)
    # And read back by us, the same URI.
    back, _ = read(rb, moto_s3.uri(s3_bucket, "out/w.parquet", credentials=True))
    assert back.equals(data)


def test_large_write_is_a_multipart_upload(rb, moto_s3, s3_bucket):
    # Over one 8 MiB part: uploaded in parts, completed at close.
    rows = 1_500_000
    data = pa.table({"id": pa.array(range(rows), pa.int64()),
                     "x": pa.array(range(rows), pa.float64())})
    write(rb, data, moto_s3.uri(s3_bucket, "big.parquet", credentials=True), compression="uncompressed")
    assert moto_s3.pending_uploads(s3_bucket) == []
    assert pyarrow_read(moto_s3, s3_bucket, "big.parquet").equals(data)


def test_credentials_from_the_environment(rb, moto_s3, s3_bucket, s3_env):
    data = store_table(100)
    pyarrow_write(moto_s3, s3_bucket, "env.parquet", data)
    # No key:secret@, no endpoint_override: all from AWS_* variables.
    back, _ = read(rb, f"s3://{s3_bucket}/env.parquet")
    assert back.equals(data)


def test_missing_key_is_404(rb, moto_s3, s3_bucket):
    reader = P()
    uri = moto_s3.uri(s3_bucket, "nothing/here.parquet", credentials=True)
    message = fails(rb, rb.irx_rb_parquet_reader_open(uri.encode(), None, 100, ctypes.byref(reader)),
                    IRX_ERR_IO, "404", f"s3://{s3_bucket}/nothing/here.parquet")
    assert moto_s3.secret_key not in message and moto_s3.access_key + ":" not in message
    assert not reader


def set_moto_auth(moto_s3, count):
    """moto's IAM check: on after `count` more requests ("inf": off)."""
    request = urllib.request.Request(moto_s3.url + "/moto-api/reset-auth", data=count.encode(),
                                     method="POST", headers={"Content-Type": "text/plain"})
    with urllib.request.urlopen(request) as answer:
        assert answer.status == 200


def test_wrong_credentials_are_403_and_never_shown(rb, moto_s3, s3_bucket):
    pyarrow_write(moto_s3, s3_bucket, "guarded.parquet", store_table(10))
    secret = "Wr0ngS3cr3tValue"
    uri = f"s3://NOSUCHKEY:{secret}@{s3_bucket}/guarded.parquet" \
          f"?endpoint_override={moto_s3.endpoint}&scheme=http&region=us-east-1"
    reader = P()
    # With moto's IAM check on, a key it does not know is refused (403).
    set_moto_auth(moto_s3, "0")
    try:
        message = fails(rb, rb.irx_rb_parquet_reader_open(uri.encode(), None, 100,
                                                          ctypes.byref(reader)),
                        IRX_ERR_IO, "403", f"s3://{s3_bucket}/guarded.parquet")
    finally:
        set_moto_auth(moto_s3, "inf")
    assert secret not in message and "NOSUCHKEY:" not in message, message
    assert not reader


def test_secrets_absent_from_messages(rb, moto_s3, s3_bucket):
    secret = "TopSecretValue123"
    for uri, code in [
        (f"s3://KEY:{secret}@{s3_bucket}/k.parquet?bogus=1", IRX_ERR_INVALID),
        (f"s3://KEY:{secret}@{s3_bucket}/%zz", IRX_ERR_INVALID),
        (f"s3://KEY:{secret}@{s3_bucket}/missing.parquet?endpoint_override={moto_s3.endpoint}"
         f"&scheme=http", IRX_ERR_IO),
        (f"s3://KEY:{secret}@{s3_bucket}/k.parquet?endpoint_override=127.0.0.1:1&scheme=http"
         f"&timeout=5", IRX_ERR_IO),
    ]:
        reader = P()
        message = fails(rb, rb.irx_rb_parquet_reader_open(uri.encode(), None, 100,
                                                          ctypes.byref(reader)), code)
        assert secret not in message and "KEY:" not in message, message


def test_unsupported_schemes_and_refused_options(rb, moto_s3, s3_bucket):
    reader = P()
    fails(rb, rb.irx_rb_parquet_reader_open(b"hdfs://nn:8020/x.parquet", None, 10,
                                            ctypes.byref(reader)), IRX_ERR_ARROW,
          "unsupported filesystem", "hdfs://")
    data = store_table(10)
    src, keep = irx_reader_of(rb, data)
    schema = rb.irx_rb_stream_reader_schema(src)
    writer = P()
    opts = Options(rb, append=1)
    fails(rb, rb.irx_rb_parquet_writer_open_options(
        schema, moto_s3.uri(s3_bucket, "a.parquet", credentials=True).encode(), opts.handle,
        ctypes.byref(writer)), IRX_ERR_ARROW, "append", "object storage")
    rb.irx_rb_stream_reader_close(src)
    del keep


def test_failed_write_leaves_nothing(rb, moto_s3, s3_bucket):
    # A writer released before its close: the upload is aborted, no object.
    rows = 1_500_000
    data = pa.table({"id": pa.array(range(rows), pa.int64()),
                     "x": pa.array(range(rows), pa.float64())})
    writer = unfinished_write(rb, data, moto_s3.uri(s3_bucket, "half.parquet", credentials=True))
    rb.irx_rb_stream_writer_release(writer)  # never closed
    assert moto_s3.keys(s3_bucket) == []
    assert moto_s3.pending_uploads(s3_bucket) == []


def test_projected_read_fetches_only_its_chunks(rb, http_server, tmp_path):
    rows = 200_000
    data = pa.table({
        "a": pa.array(range(rows), pa.int64()),
        "b": pa.array([i * 1.5 for i in range(rows)], pa.float64()),
        "c": pa.array([f"text-{i}" for i in range(rows)], pa.string()),
    })
    local = tmp_path / "f.parquet"
    pq.write_table(data, local, row_group_size=50_000, compression="none")
    blob = local.read_bytes()
    http_server.put("/f.parquet", blob)
    meta = pq.ParquetFile(local).metadata
    footer = int.from_bytes(blob[-8:-4], "little") + 8
    # Column "b" in the row groups the filter a >= 150000 keeps (the last).
    chunk = 0
    for g in range(meta.num_row_groups):
        col = meta.row_group(g).column(1)
        stats = meta.row_group(g).column(0).statistics
        if stats.max >= 150_000:
            start = col.dictionary_page_offset or col.data_page_offset
            chunk += col.total_compressed_size
            assert start is not None
    opts = Options(rb, column=["b"]).filter("a", "ge", "150000", "int64")
    back, _ = read(rb, http_server.url("/f.parquet"), opts)
    assert back.column("b").to_pylist() == [i * 1.5 for i in range(150_000, rows)]
    served = http_server.bytes_served("/f.parquet")
    # The filter column's chunk of that row group is read too (the filter
    # is exact), so: footer + chunks of a and b in the kept group, x1.1.
    a_chunk = meta.row_group(meta.num_row_groups - 1).column(0).total_compressed_size
    bound = 1.1 * (footer + chunk + a_chunk) + 128 * 1024
    assert served <= bound, (served, footer, chunk, a_chunk, len(blob))
    assert served < len(blob) / 2, (served, len(blob))


def test_pyarrow_hive_dataset_we_read(rb, moto_s3, s3_bucket):
    expected = pyarrow_hive_dataset(hive_table(120), f"{s3_bucket}/ds", moto_s3.pyarrow_fs())
    moto_s3.put(s3_bucket, "ds/_SUCCESS", b"")  # ignored, as Arrow ignores it
    uri = moto_s3.uri(s3_bucket, "ds", credentials=True)
    check_hive_read(rb, uri, expected)
    # read_table's auto-detection: a key ending in '/' is a dataset.
    out = P()
    defaults = Options(rb)
    ok(rb, rb.irx_rb_parquet_read_table(moto_s3.uri(s3_bucket, "ds/", credentials=True).encode(),
                                        None, defaults.handle, 1, ctypes.byref(out)))
    assert rb.irx_arrow_table_num_rows(out) == 120
    rb.irx_arrow_table_release(out)


def test_we_write_hive_dataset_pyarrow_reads(rb, moto_s3, s3_bucket):
    import pyarrow.dataset as ds
    data = city_table(50)
    uri = moto_s3.uri(s3_bucket, "out/ds", credentials=True)
    write(rb, data, uri, Options(rb, dataset=1, hive=1, partition_column=["n", "city"]))
    keys = moto_s3.keys(s3_bucket)
    assert "out/ds/_common_metadata" in keys
    assert any(k.startswith("out/ds/n=0/city=a%2Fb/") for k in keys), keys
    assert moto_s3.pending_uploads(s3_bucket) == []
    theirs = ds.dataset(f"{s3_bucket}/out/ds", format="parquet", partitioning="hive",
                        filesystem=moto_s3.pyarrow_fs()).to_table()
    assert sorted(theirs["id"].to_pylist()) == list(range(50))
    ours, _ = read(rb, uri, Options(rb, dataset=1, hive=1))
    assert ours.sort_by("id")["city"].to_pylist() == data["city"].to_pylist()
    assert ours.sort_by("id")["n"].to_pylist() == data["n"].to_pylist()
    # An existing dataset takes append=1 only, then holds both writes.
    src, keep = irx_reader_of(rb, data)
    schema = rb.irx_rb_stream_reader_schema(src)
    writer = P()
    opts = Options(rb, dataset=1, hive=1, partition_column="n")
    fails(rb, rb.irx_rb_parquet_writer_open_options(schema, uri.encode(), opts.handle,
                                                    ctypes.byref(writer)),
          IRX_ERR_INVALID, "append=true")
    rb.irx_rb_stream_reader_close(src)
    del keep
    write(rb, data, uri, Options(rb, dataset=1, hive=1, append=1, partition_column=["n", "city"]))
    ours, _ = read(rb, uri, Options(rb, dataset=1, hive=1))
    assert ours.num_rows == 100
    # Snapshot datasets need a link replaced: refused on a store.
    src, keep = irx_reader_of(rb, data)
    snap = Options(rb, dataset=1, hive=1, atomic=1, partition_column="n")
    fails(rb, rb.irx_rb_parquet_writer_open_options(
        rb.irx_rb_stream_reader_schema(src), moto_s3.uri(s3_bucket, "snap", credentials=True)
        .encode(), snap.handle, ctypes.byref(writer)), IRX_ERR_ARROW, "atomic=true",
          "object storage")
    rb.irx_rb_stream_reader_close(src)
    del keep


def test_refused_dataset_write_leaves_nothing(rb, moto_s3, s3_bucket):
    # The second batch holds Hive's reserved null marker: the write is
    # refused and every object the writer made is deleted.
    good = pa.table({"id": pa.array(range(10), pa.int64()),
                     "k": pa.array(["x"] * 10)})
    bad = pa.table({"id": pa.array(range(10), pa.int64()),
                    "k": pa.array(["__HIVE_DEFAULT_PARTITION__"] * 10)})
    data = pa.concat_tables([good, bad])
    uri = moto_s3.uri(s3_bucket, "refused", credentials=True)
    src, keep = irx_reader_of(rb, data)
    schema = rb.irx_rb_stream_reader_schema(src)
    writer = P()
    opts = Options(rb, dataset=1, hive=1, partition_column="k")
    ok(rb, rb.irx_rb_parquet_writer_open_options(schema, uri.encode(), opts.handle,
                                                 ctypes.byref(writer)))
    statuses = []
    batch = P()
    while rb.irx_rb_stream_reader_next_batch(src, ctypes.byref(batch)) == 0 and batch:
        statuses.append(rb.irx_rb_stream_writer_write_batch(writer, batch))
        rb.irx_rb_batch_release(batch)
        batch = P()
    statuses.append(rb.irx_rb_stream_writer_close(writer))
    rb.irx_rb_stream_writer_release(writer)
    rb.irx_rb_stream_reader_close(src)
    del keep
    assert any(s == IRX_ERR_INVALID for s in statuses), statuses
    assert moto_s3.keys(s3_bucket) == []
    assert moto_s3.pending_uploads(s3_bucket) == []


def test_https_with_a_ca_bundle(rb, https_server, tmp_path):
    data = store_table(300)
    local = tmp_path / "t.parquet"
    pq.write_table(data, local)
    https_server.put("/t.parquet", local.read_bytes())
    url = https_server.url("/t.parquet")
    # Our own CA: unknown to the system's roots, refused (IRX_ERR_IO)...
    reader = P()
    fails(rb, rb.irx_rb_parquet_reader_open(f"{url}?timeout=20".encode(), None, 100,
                                            ctypes.byref(reader)), IRX_ERR_IO, url)
    # ...and trusted once named.
    back, _ = read(rb, f"{url}?tls_ca_file_path={https_server.ca_file}")
    assert back.equals(data)
