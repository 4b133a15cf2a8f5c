#!/usr/bin/env python3
"""Parquet on S3 (issue 31's benchmark): ours through the C API beside
pyarrow's S3FileSystem, against one local S3 server in one interleaved run.

The server is moto's (from PyPI, in the interop venv), run in a process of
its own on 127.0.0.1 (`--serve`: moto's WSGI app under werkzeug's threaded
server, as `moto.server.ThreadedMotoServer` runs it) behind a small WSGI
layer that counts the body bytes of every GET answer, so the bytes each
read fetched are counted at the server; its CPU time is read from /proc.

Writes a table of `--rows` rows (int64, float64, utf8 of 8 to 24 bytes,
10% nulls, and p = row % 4, the dataset write's hive partition key;
pyarrow, snappy, row groups of `--group-rows`) to the server,
then for `--rounds` rounds times, in turn: the full read, the one-column
projected read (`--column`) and the dataset write (hive, on p) by ours
(bench/bench_store.c, one process per operation, default options) and by
pyarrow (`pq.read_table` / `ds.write_dataset` on `fs.S3FileSystem`,
default threads). Reports medians and ranges of wall and CPU time (ours:
the process's; pyarrow: this process's; the server's separately), the
ratios ours / pyarrow, and the bytes each projected read fetched against
the projected column chunks plus the footer (from the file's metadata).

usage: store_bench.py --ours BIN [--rows N] [--rounds N] [--markdown FILE]
"""

import argparse
import json
import os
import platform
import statistics
import subprocess
import sys
import threading
import time
import urllib.request
import uuid

KEY, SECRET, REGION = "irxbenchkey", "irxbenchsecret", "us-east-1"
COUNTER = "/__irx_bench_bytes"


def serve():
    """The server process: prints its port, serves until killed."""
    from moto.moto_server.werkzeug_app import (DomainDispatcherApplication, MotoRequestHandler,
                                               create_backend_app)
    from werkzeug.serving import make_server

    app = DomainDispatcherApplication(create_backend_app)
    lock, total = threading.Lock(), [0]

    def counted(body):
        for chunk in body:
            with lock:
                total[0] += len(chunk)
            yield chunk
        if hasattr(body, "close"):
            body.close()

    def counting(environ, start_response):
        if environ.get("PATH_INFO") == COUNTER:
            with lock:
                n = total[0]
                if environ.get("REQUEST_METHOD") == "POST":
                    total[0] = 0
            start_response("200 OK", [("Content-Type", "text/plain")])
            return [str(n).encode()]
        body = app(environ, start_response)
        return counted(body) if environ.get("REQUEST_METHOD") == "GET" else body

    class Quiet(MotoRequestHandler):
        def log_request(self, *args):
            pass

    server = make_server("127.0.0.1", 0, counting, True, request_handler=Quiet)
    print(server.server_address[1], flush=True)
    server.serve_forever()


class Server:
    def __init__(self):
        self.proc = subprocess.Popen([sys.executable, __file__, "--serve"], stdout=subprocess.PIPE,
                                     text=True)
        self.port = int(self.proc.stdout.readline())
        self.url = f"http://127.0.0.1:{self.port}"

    def bytes(self, reset=False):
        req = urllib.request.Request(self.url + COUNTER, data=b"" if reset else None)
        with urllib.request.urlopen(req) as r:
            return int(r.read())

    def cpu(self):
        with open(f"/proc/{self.proc.pid}/stat") as f:
            fields = f.read().rsplit(")", 1)[1].split()
        return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")

    def stop(self):
        self.proc.kill()
        self.proc.wait()


def table(rows):
    """pq_threads.py's table (int64, float64, utf8 of 8 to 24 bytes with
    10% nulls) with a partition column p (row % 4) for the dataset write."""
    import numpy as np
    import pyarrow as pa
    from pq_threads import table as columns
    return columns(rows).append_column("p", pa.array(np.arange(rows) % 4, pa.int64()))


def ideal_bytes(meta, column, file_size):
    """The projected column's chunks in every row group plus the footer
    (its Thrift metadata, its 4-byte length and the 4-byte magic)."""
    chunks = 0
    for g in range(meta.num_row_groups):
        rg = meta.row_group(g)
        for c in range(rg.num_columns):
            col = rg.column(c)
            if col.path_in_schema == column:
                chunks += col.total_compressed_size
    return chunks + meta.serialized_size + 8


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--serve", action="store_true", help=argparse.SUPPRESS)
    ap.add_argument("--ours")
    ap.add_argument("--rows", type=int, default=6_000_000)
    ap.add_argument("--group-rows", type=int, default=1_048_576)
    ap.add_argument("--column", default="s")
    ap.add_argument("--rounds", type=int, default=3)
    ap.add_argument("--dir", default="build/bench")
    ap.add_argument("--markdown")
    ap.add_argument("--command", default="make bench-store")
    a = ap.parse_args()
    if a.serve:
        return serve()
    import pyarrow as pa
    import pyarrow.dataset as ds
    import pyarrow.parquet as pq
    from pyarrow import fs

    os.makedirs(a.dir, exist_ok=True)
    srv = Server()
    try:
        import boto3
        boto3.client("s3", endpoint_url=srv.url, region_name=REGION, aws_access_key_id=KEY,
                     aws_secret_access_key=SECRET).create_bucket(Bucket="bench")
        s3 = fs.S3FileSystem(access_key=KEY, secret_key=SECRET, region=REGION,
                             endpoint_override=f"127.0.0.1:{srv.port}", scheme="http")
        t = table(a.rows)
        local = os.path.join(a.dir, "store-source.parquet")
        pq.write_table(t, local, row_group_size=a.group_rows)
        size = os.path.getsize(local)
        fs.copy_files(local, "bench/t.parquet", source_filesystem=fs.LocalFileSystem(),
                      destination_filesystem=s3)
        meta = pq.ParquetFile(local).metadata
        ideal = ideal_bytes(meta, a.column, size)

        def uri(key):
            return (f"s3://{KEY}:{SECRET}@bench/{key}?endpoint_override=127.0.0.1:{srv.port}"
                    f"&scheme=http&region={REGION}")

        def ours(*args):
            srv.bytes(reset=True)
            c0 = srv.cpu()
            run = subprocess.run([a.ours, *args], capture_output=True, text=True)
            if run.returncode != 0:
                raise SystemExit(f"{a.ours} {args[0]}...: {run.stderr.strip()}")
            out = run.stdout.split()
            return dict(wall=int(out[0]) / 1e9, cpu=int(out[3]) / 1e9, rows=int(out[1]),
                        server=srv.cpu() - c0, bytes=srv.bytes())

        def theirs(fn):
            srv.bytes(reset=True)
            c0, w0, p0 = srv.cpu(), time.perf_counter(), time.process_time()
            rows = fn()
            wall, cpu = time.perf_counter() - w0, time.process_time() - p0
            return dict(wall=wall, cpu=cpu, rows=rows, server=srv.cpu() - c0, bytes=srv.bytes())

        def py_read(columns=None):
            return lambda: pq.read_table("bench/t.parquet", filesystem=s3, columns=columns).num_rows

        def py_write(key):
            def run():
                ds.write_dataset(t, f"bench/{key}", format="parquet", filesystem=s3,
                                 partitioning=["p"], partitioning_flavor="hive")
                return t.num_rows
            return run

        def cleanup(prefix):
            s3.delete_dir(f"bench/{prefix}")

        cases = ["full read", f"one column ({a.column})", "dataset write"]
        res = {c: {"ours": [], "pyarrow": []} for c in cases}
        for _ in range(a.rounds):
            res[cases[0]]["ours"].append(ours(uri("t.parquet")))
            res[cases[0]]["pyarrow"].append(theirs(py_read()))
            res[cases[1]]["ours"].append(ours(uri("t.parquet"), a.column))
            res[cases[1]]["pyarrow"].append(theirs(py_read([a.column])))
            key = f"ds-{uuid.uuid4().hex[:8]}"
            res[cases[2]]["ours"].append(ours("--write", local, uri(key)))
            cleanup(key)
            key = f"ds-{uuid.uuid4().hex[:8]}"
            res[cases[2]]["pyarrow"].append(theirs(py_write(key)))
            cleanup(key)
        for c in cases:
            for side in ("ours", "pyarrow"):
                assert all(r["rows"] == a.rows for r in res[c][side]), (c, side, res[c][side])
    finally:
        srv.stop()

    def med(rs, k):
        return statistics.median(r[k] for r in rs)

    def rng(rs, k, scale=1.0, fmt="{:.2f}"):
        v = [r[k] * scale for r in rs]
        return f"{fmt.format(statistics.median(v))} ({fmt.format(min(v))}-{fmt.format(max(v))})"

    targets = {cases[0]: 1.0, cases[1]: 1.0, cases[2]: 1.0}
    lines = [
        "## Parquet on S3 (issue 31)",
        "",
        f"`{a.command}`: a {size / 1e6:.0f} MB Parquet file of {a.rows:,} rows (int64 n, float64 x, utf8 s "
        f"of 8-24 bytes with 10% nulls, and p: int64 row % 4, the dataset's partition key; written by pyarrow {pa.__version__}, snappy, row groups of "
        f"{a.group_rows:,}) on moto's S3 server (moto {_version('moto')}, its own process on "
        "127.0.0.1, plain HTTP). Ours: the C API (bench/bench_store.c, one process per operation, "
        "default options, `s3://key:secret@bucket/key?endpoint_override=...&scheme=http`); pyarrow: "
        "`pq.read_table` and `ds.write_dataset` on `fs.S3FileSystem`, default threads. The "
        "dataset write is hive-partitioned on p (ours: `dataset`, `hive`, `partition_column` p, the table API `irx_rb_parquet_write_table`); "
        f"interleaved, {a.rounds} rounds, median (min-max). CPU: the client's process, all "
        "threads; server CPU: moto's process over the same operation. Bytes fetched: the body bytes "
        "of the server's GET answers, counted at the server. "
        f"{os.cpu_count()} CPUs, {platform.machine()}, shared with other work while measured.",
        "",
        "| work | side | wall s | CPU s | server CPU s | MB fetched | wall ours / pyarrow | target |",
        "|---|---|---:|---:|---:|---:|---:|---:|",
    ]
    for c in cases:
        o, p = res[c]["ours"], res[c]["pyarrow"]
        ratio = med(o, "wall") / med(p, "wall")
        for side, rs in (("ours", o), ("pyarrow", p)):
            mb = "" if c == cases[2] else rng(rs, "bytes", 1e-6, "{:.1f}")
            first = side == "ours"
            lines.append(f"| {c if first else ''} | {side} | {rng(rs, 'wall')} | {rng(rs, 'cpu')} | "
                         f"{rng(rs, 'server')} | {mb} | {f'{ratio:.2f}' if first else ''} | "
                         f"{f'<= {targets[c]:.1f}' if first else ''} |")
    proj = res[cases[1]]
    lines += [
        "",
        f"Projected read of `{a.column}`: its column chunks plus the footer are "
        f"{ideal / 1e6:.2f} MB (from the file's metadata); ours fetched "
        f"{med(proj['ours'], 'bytes') / ideal:.3f}x that (target <= 1.1x), pyarrow "
        f"{med(proj['pyarrow'], 'bytes') / ideal:.3f}x.",
    ]
    text = "\n".join(lines) + "\n"
    print(text)
    print(json.dumps(res), file=sys.stderr)
    if a.markdown:
        with open(a.markdown, "w") as f:
            f.write(text)


def _version(dist):
    from importlib.metadata import version
    return version(dist)


if __name__ == "__main__":
    main()
