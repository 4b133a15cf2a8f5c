"""Parquet on Azure blob storage (issue 31) through the C API, against
Azure's own emulator (Azurite, from npm, started by the fixture on
127.0.0.1) and pyarrow's own Azure filesystem (Arrow C++'s, what IRx 1.25
uses) on the same server: files and hive datasets pyarrow writes read by
us, and ones we write read by pyarrow, values compared; the account and key
from the URI (Arrow C++'s emulator form `abfs://account:key@host:port/
container/path?enable_tls=false`, and `container@account.dfs.core.windows.net`
with `blob_storage_authority=`) and from object_store's AZURE_*
environment; a missing
blob is HTTP 404 and a wrong key HTTP 403, each IRX_ERR_IO naming the URI
without the key."""

import ctypes
import os
from urllib.parse import quote

import pyarrow as pa
import pyarrow.dataset as ds
import pyarrow.parquet as pq
import pytest

from servers import azurite  # noqa: F401
from test_parquet import (  # noqa: F401 (rb is a fixture)
    IRX_ERR_IO, P, Options, check_hive_read, check_projected_read, city_table, fails, hive_table,
    pyarrow_hive_dataset, pyarrow_wrote, rb, read, store_table, unfinished_write, write,
)


@pytest.fixture
def container(azurite):  # noqa: F811
    return azurite.make_container()


@pytest.fixture
def azure_env(azurite, monkeypatch):  # noqa: F811
    """object_store's Azure environment pointing at `azurite` (every other
    AZURE_ variable removed)."""
    for k in list(os.environ):
        if k.startswith("AZURE_") or k.startswith("AZURITE_"):
            monkeypatch.delenv(k)
    for k, v in azurite.env.items():
        monkeypatch.setenv(k, v)
    return azurite.env


def test_pyarrow_writes_we_read(rb, azurite, container):  # noqa: F811
    data = pyarrow_wrote(f"{container}/dir/p.parquet", azurite.pyarrow_fs(), 3000)
    for scheme in ("abfs", "abfss"):
        # enable_tls=false is Arrow C++'s switch, whatever the scheme.
        back, _ = read(rb, azurite.uri(container, "dir/p.parquet", scheme=scheme))
        assert back.equals(data)
    # The account's own host form with Arrow C++'s blob_storage_authority
    # (and the key as the URI's password).
    dfs = f"abfs://{container}:{quote(azurite.key, safe='')}@{azurite.account}" \
          ".dfs.core.windows.net/{}" \
          f"?blob_storage_authority={azurite.authority}" \
          f"&dfs_storage_authority={azurite.authority}&enable_tls=false"
    back, _ = read(rb, dfs.format("dir/p.parquet"))
    assert back.equals(data)
    reader = P()
    message = fails(rb, rb.irx_rb_parquet_reader_open(dfs.format("no.parquet").encode(), None,
                                                      100, ctypes.byref(reader)),
                    IRX_ERR_IO, "404",
                    f"abfs://{container}@{azurite.account}.dfs.core.windows.net/no.parquet")
    assert azurite.key[:20] not in message and quote(azurite.key, safe='')[:20] not in message
    check_projected_read(rb, azurite.uri(container, "dir/p.parquet"), 3000)


def test_we_write_pyarrow_reads(rb, azurite, container):  # noqa: F811
    data = store_table(3000)
    uri = azurite.uri(container, "out/w.parquet")
    write(rb, data, uri)
    assert azurite.keys(container) == ["out/w.parquet"]
    assert pq.read_table(f"{container}/out/w.parquet", filesystem=azurite.pyarrow_fs()).equals(data)
    back, _ = read(rb, uri)
    assert back.equals(data)


def test_large_write_is_a_block_upload(rb, azurite, container):  # noqa: F811
    # Over one 8 MiB part: staged blocks, committed at close.
    rows = 650_000
    data = pa.table({"id": pa.array(range(rows), pa.int64()),
                     "x": pa.array(range(rows), pa.float64())})
    write(rb, data, azurite.uri(container, "big.parquet"), compression="uncompressed")
    assert azurite.keys(container) == ["big.parquet"]
    assert pq.read_table(f"{container}/big.parquet", filesystem=azurite.pyarrow_fs()).equals(data)


def test_abandoned_write_leaves_no_blob(rb, azurite, container):  # noqa: F811
    # A writer released before its close, past one staged block: its
    # blocks are never committed, so no blob appears under the key.
    rows = 650_000
    data = pa.table({"id": pa.array(range(rows), pa.int64()),
                     "x": pa.array(range(rows), pa.float64())})
    writer = unfinished_write(rb, data, azurite.uri(container, "half.parquet"),
                              row_group_size=1 << 18)
    rb.irx_rb_stream_writer_release(writer)  # never closed
    assert azurite.keys(container) == []


def test_credentials_from_the_environment(rb, azurite, container, azure_env):  # noqa: F811
    data = store_table(100)
    pq.write_table(data, f"{container}/env.parquet", filesystem=azurite.pyarrow_fs())
    # No key in the URI: it comes from AZURE_STORAGE_ACCOUNT_KEY.
    back, _ = read(rb, azurite.uri(container, "env.parquet", credentials=False))
    assert back.equals(data)
    # Nor the endpoint: AZURE_STORAGE_USE_EMULATOR and AZURITE_BLOB_STORAGE_URL.
    back, _ = read(rb, f"abfs://{container}@{azurite.account}.dfs.core.windows.net/env.parquet")
    assert back.equals(data)


def test_missing_blob_is_404(rb, azurite, container):  # noqa: F811
    reader = P()
    uri = azurite.uri(container, "nothing/here.parquet")
    message = fails(rb, rb.irx_rb_parquet_reader_open(uri.encode(), None, 100,
                                                      ctypes.byref(reader)),
                    IRX_ERR_IO, "404", f"abfs://{azurite.authority}/{container}/nothing/here.parquet")
    assert azurite.key not in message and azurite.key[:20] not in message, message
    assert not reader


def test_wrong_key_is_403_and_never_shown(rb, azurite, container):  # noqa: F811
    pq.write_table(store_table(10), f"{container}/guarded.parquet",
                   filesystem=azurite.pyarrow_fs())
    wrong = "V3JvbmdLZXlWYWx1ZVdyb25nS2V5VmFsdWU="  # base64, not the account's
    uri = f"abfs://{azurite.account}:{wrong}@{azurite.authority}/{container}/guarded.parquet" \
          "?enable_tls=false"
    reader = P()
    message = fails(rb, rb.irx_rb_parquet_reader_open(uri.encode(), None, 100,
                                                      ctypes.byref(reader)),
                    IRX_ERR_IO, "403", f"abfs://{azurite.authority}/{container}/guarded.parquet")
    assert wrong not in message and wrong[:16] not in message, message
    assert not reader


def test_pyarrow_hive_dataset_we_read(rb, azurite, container):  # noqa: F811
    expected = pyarrow_hive_dataset(hive_table(90), f"{container}/ds", azurite.pyarrow_fs())
    check_hive_read(rb, azurite.uri(container, "ds"), expected, rows=90, v_above=None)


def test_we_write_hive_dataset_pyarrow_reads(rb, azurite, container):  # noqa: F811
    data = city_table(40)
    uri = azurite.uri(container, "out/ds")
    write(rb, data, uri, Options(rb, dataset=1, hive=1, partition_column=["n", "city"]))
    keys = azurite.keys(container)
    assert any(k.startswith("out/ds/n=0/city=a%2Fb/") for k in keys), keys
    theirs = ds.dataset(f"{container}/out/ds", format="parquet", partitioning="hive",
                        filesystem=azurite.pyarrow_fs()).to_table()
    assert sorted(theirs["id"].to_pylist()) == list(range(40))
    write(rb, data, uri, Options(rb, dataset=1, hive=1, append=1, partition_column=["n", "city"]))
    ours, _ = read(rb, uri, Options(rb, dataset=1, hive=1))
    assert ours.num_rows == 80
    assert sorted(ours["id"].to_pylist()) == sorted(list(range(40)) * 2)
