"""make demo, step 3: a Parquet file pyarrow writes here (three columns,
a million rows), read by the C program of step 2 (examples/parquet_sum.c)
where data is kept outside the machine: from an S3-compatible server
(moto's, started here on 127.0.0.1) and over plain HTTP range requests
(tests/servers/httpserver.py, also on 127.0.0.1). After each read it says
how many bytes the program fetched: the footer and the one column's
chunks, not the file.

usage: remote_read.py PARQUET_SUM DIR
Needs moto[server] (and the boto3 it brings) beside pyarrow in the venv.
"""

import logging
import os
import subprocess
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.join(HERE, "..", "tests", "servers"))
from httpserver import ObjectServer  # noqa: E402

# moto accepts any credentials; these only show where a key and secret go.
KEY, SECRET, REGION, BUCKET = "demo-key", "demo-secret", "us-east-1", "readings"


def run(argv, env=None):
    print("$ " + " ".join(argv), flush=True)
    subprocess.run(argv, check=True, env=env)


def main():
    prog, out = sys.argv[1:3]
    import pyarrow as pa
    import pyarrow.parquet as pq

    rows = 1_000_000
    table = pa.table({
        "id": pa.array(range(rows), pa.int64()),
        "value": pa.array([(i % 1000) / 8 for i in range(rows)], pa.float64()),
        "note": pa.array([f"reading {i:07d} of the station" for i in range(rows)]),
    })
    name = "readings-1m.parquet"
    data = os.path.join(out, name)
    pq.write_table(table, data, row_group_size=250_000)
    with open(data, "rb") as f:
        body = f.read()
    print(f"pyarrow wrote {data}: {rows} rows, columns id, value, note, {len(body)} bytes",
          flush=True)
    column = "value"

    with ObjectServer() as http:
        http.put(name, body)
        run([prog, http.url(name), column])
        print(f"fetched {http.bytes_served(name)} of the file's {len(body)} bytes "
              f"in {len(http.ranges(name))} range requests", flush=True)

    logging.getLogger("werkzeug").setLevel(logging.ERROR)  # moto's request log
    from moto.server import ThreadedMotoServer
    import boto3

    server = ThreadedMotoServer(ip_address="127.0.0.1", port=0, verbose=False)
    server.start()
    try:
        host, port = server.get_host_and_port()
        s3 = boto3.client("s3", endpoint_url=f"http://{host}:{port}", region_name=REGION,
                          aws_access_key_id=KEY, aws_secret_access_key=SECRET)
        s3.create_bucket(Bucket=BUCKET)
        s3.put_object(Bucket=BUCKET, Key=name, Body=body)
        # Credentials from the environment, as AWS's own tools find them;
        # the URI carries the endpoint as Arrow C++'s S3 URIs do.
        env = dict(os.environ, AWS_ACCESS_KEY_ID=KEY, AWS_SECRET_ACCESS_KEY=SECRET,
                   AWS_REGION=REGION)
        uri = f"s3://{BUCKET}/{name}?endpoint_override={host}:{port}&scheme=http"
        run([prog, uri, column], env=env)
        print("a key that is not there: a status and a message naming the URI, no secret in it",
              flush=True)
        missing = subprocess.run([prog, uri.replace(name, "missing.parquet"), column], env=env,
                                 capture_output=True, text=True)
        print(missing.stderr.strip(), flush=True)
        if missing.returncode != 1 or SECRET in missing.stderr:
            sys.exit("remote_read: a missing object did not fail cleanly")
    finally:
        server.stop()


if __name__ == "__main__":
    main()
