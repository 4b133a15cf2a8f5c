"""The test servers of the object-storage tests answer as the tests assume:
our HTTP object server's ranges, counters and fault modes (checked with
the standard library's own client), and moto's S3 server with pyarrow's S3
filesystem (Arrow C++'s, what IRx 1.25 uses) and boto3 on it. A test of
the runtime that relies on a fault mode is only as good as the mode."""

import http.client
import socket
import ssl
import struct

import pyarrow as pa
import pyarrow.parquet as pq
import pytest

from servers import closed_port, cut_middle, http_server, https_server, moto_s3, s3_bucket, tls_cert  # noqa: F401

DATA = bytes(range(256)) * 40  # 10240 bytes


def get(srv, path, headers=None, method="GET", timeout=10):
    conn = http.client.HTTPConnection("127.0.0.1", srv.port, timeout=timeout)
    try:
        conn.request(method, "/" + path, headers=headers or {})
        resp = conn.getresponse()
        return resp.status, dict(resp.getheaders()), resp.read()
    finally:
        conn.close()


def test_http_whole_and_ranges(http_server):
    http_server.put("d/obj.bin", DATA)
    status, headers, body = get(http_server, "d/obj.bin")
    assert (status, body) == (200, DATA)
    assert headers["Accept-Ranges"] == "bytes" and headers["ETag"] and headers["Last-Modified"]
    status, headers, body = get(http_server, "d/obj.bin", {"Range": "bytes=10-19"})
    assert (status, body, headers["Content-Range"]) == (206, DATA[10:20], f"bytes 10-19/{len(DATA)}")
    status, _, body = get(http_server, "d/obj.bin", {"Range": "bytes=10000-"})
    assert (status, body) == (206, DATA[10000:])
    status, _, body = get(http_server, "d/obj.bin", {"Range": "bytes=-8"})
    assert (status, body) == (206, DATA[-8:])
    status, _, body = get(http_server, "d/obj.bin", {"Range": "bytes=10200-99999"})
    assert (status, body) == (206, DATA[10200:])
    status, headers, _ = get(http_server, "d/obj.bin", {"Range": "bytes=20000-"})
    assert (status, headers["Content-Range"]) == (416, f"bytes */{len(DATA)}")
    status, headers, body = get(http_server, "d/obj.bin", method="HEAD")
    assert (status, headers["Content-Length"], body) == (200, str(len(DATA)), b"")
    assert get(http_server, "nothing")[0] == 404
    assert get(http_server, "d/obj.bin", method="PUT")[0] == 405
    # The counters: body bytes per path, requests, the Range headers seen.
    assert http_server.bytes_served("d/obj.bin") == len(DATA) + 10 + 240 + 8 + 40
    assert http_server.requests("d/obj.bin") == 7  # the PUT is refused uncounted
    assert http_server.ranges("d/obj.bin")[:2] == [None, "bytes=10-19"]
    http_server.reset_counters()
    assert http_server.bytes_served() == 0 and http_server.requests() == 0


def test_http_status_modes(http_server):
    for mode in ("404", "403", "500"):
        http_server.put(mode, DATA, mode=mode)
        status, _, body = get(http_server, mode)
        assert status == int(mode) and body
        assert http_server.bytes_served(mode) == 0
    http_server.put("x", DATA)
    http_server.fault("x", "403")
    assert get(http_server, "x")[0] == 403
    with pytest.raises(ValueError):
        http_server.put("y", DATA, mode="nonsense")


def test_http_hang_and_trickle(http_server):
    """"hang" answers nothing, "trickle" sends headers and then a byte a
    second: a client with a short timeout gives up on both."""
    http_server.put("hang", DATA, mode="hang")
    with pytest.raises((socket.timeout, TimeoutError)):
        get(http_server, "hang", timeout=0.5)
    http_server.put("slow", DATA, mode="trickle")
    conn = http.client.HTTPConnection("127.0.0.1", http_server.port, timeout=10)
    conn.request("GET", "/slow")
    resp = conn.getresponse()
    assert resp.status == 200 and resp.getheader("Content-Length") == str(len(DATA))
    conn.sock.settimeout(0.3)
    with pytest.raises((socket.timeout, TimeoutError)):
        resp.read()
    conn.close()
    assert http_server.bytes_served("slow") < len(DATA)


def test_http_short_body_and_garbage(http_server):
    http_server.put("short", DATA, mode="short_body")
    with pytest.raises(http.client.IncompleteRead):
        get(http_server, "short")
    http_server.put("junk", DATA, mode="garbage")
    with pytest.raises(http.client.HTTPException):
        get(http_server, "junk")
    http_server.put("junkbody", DATA, mode="garbage_body")
    status, _, body = get(http_server, "junkbody", {"Range": "bytes=0-99"})
    assert status == 206 and len(body) == 100 and body != DATA[:100]
    http_server.put("norange", DATA, mode="no_range")
    status, _, body = get(http_server, "norange", {"Range": "bytes=0-99"})
    assert (status, body) == (200, DATA)


def test_http_short_object(http_server, tmp_path):
    """"short_object" serves a Parquet file whose footer claims column
    chunks past the end of what is served, with consistent lengths."""
    path = tmp_path / "t.parquet"
    pq.write_table(pa.table({"a": list(range(5000))}), path)
    data = path.read_bytes()
    short = cut_middle(data)
    assert short[:4] == b"PAR1" and short.endswith(data[-(struct.unpack("<i", data[-8:-4])[0] + 8):])
    assert len(short) < len(data)
    http_server.put("t.parquet", data, mode="short_object")
    status, headers, body = get(http_server, "t.parquet")
    assert (status, body, headers["Content-Length"]) == (200, short, str(len(short)))
    with pytest.raises((pa.ArrowInvalid, OSError)):
        pq.read_table(pa.BufferReader(body))


def test_https_server(https_server):
    https_server.put("a.bin", DATA)
    assert https_server.url("a.bin").startswith("https://127.0.0.1:")
    ctx = ssl.create_default_context(cafile=https_server.ca_file)
    conn = http.client.HTTPSConnection("127.0.0.1", https_server.port, context=ctx, timeout=10)
    conn.request("GET", "/a.bin", headers={"Range": "bytes=1-2"})
    resp = conn.getresponse()
    assert (resp.status, resp.read()) == (206, DATA[1:3])
    conn.close()
    # Without the CA bundle the certificate is not trusted.
    conn = http.client.HTTPSConnection("127.0.0.1", https_server.port,
                                       context=ssl.create_default_context(), timeout=10)
    with pytest.raises(ssl.SSLError):
        conn.request("GET", "/a.bin")
    conn.close()


def test_closed_port_refuses():
    with pytest.raises(ConnectionRefusedError):
        socket.create_connection(("127.0.0.1", closed_port()), timeout=5)


def test_moto_s3_with_pyarrow_and_boto3(moto_s3, s3_bucket):
    table = pa.table({"a": [1, 2, 3], "s": ["x", "y", None]})
    fs = moto_s3.pyarrow_fs()
    pq.write_table(table, f"{s3_bucket}/dir/t.parquet", filesystem=fs)
    assert moto_s3.keys(s3_bucket) == ["dir/t.parquet"]
    assert pq.read_table(pa.BufferReader(moto_s3.get(s3_bucket, "dir/t.parquet"))).equals(table)
    moto_s3.put(s3_bucket, "raw.bin", DATA)
    assert moto_s3.get(s3_bucket, "raw.bin") == DATA
    assert moto_s3.pending_uploads(s3_bucket) == []
    # The URI form of Arrow C++'s rules reaches the same object through pyarrow.
    uri = moto_s3.uri(s3_bucket, "dir/t.parquet", credentials=True)
    assert uri.startswith(f"s3://irxtestkey:irxtestsecret@{s3_bucket}/dir/t.parquet?endpoint_override=")
    assert pq.read_table(uri).equals(table)
