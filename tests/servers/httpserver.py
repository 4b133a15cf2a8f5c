"""A plain HTTP(S) object server for the remote-storage tests: range
requests as object stores answer them, plus fault modes for hostile-peer
tests, and counters of what was fetched.

Standard library only. It binds 127.0.0.1 on a free port (port 0) and is
started and stopped by the tests themselves:

    with ObjectServer() as srv:
        srv.put("data/t.parquet", body)             # served at srv.url("data/t.parquet")
        srv.put("gone.parquet", body, mode="404")   # a fault mode for one path
        ...
        srv.bytes_served("data/t.parquet")          # body bytes sent for that path

What it answers (GET and HEAD; anything else is 405):
- a whole object: 200 with Content-Length, ETag, Last-Modified and
  Accept-Ranges: bytes;
- `Range: bytes=a-b`, `bytes=a-` and `bytes=-n` (one range): 206 with
  Content-Range; a range starting past the end: 416 with
  `Content-Range: bytes */size`; several ranges: the whole object (200), as
  RFC 9110 allows;
- a path that was never put: 404.

Fault modes (`put(..., mode=...)`, or `fault(path, mode)` later):
- "404", "403", "500": that status with a short text body (every request;
  `requests(path)` counts them, so bounded retries can be asserted);
- "hang": reads the request and never answers (until the server stops);
- "trickle": headers at once, then the body one byte a second;
- "short_body": the headers of the whole answer, half its body, then the
  connection closes (a body shorter than its Content-Length);
- "short_object": serves a consistent object that is shorter than the
  file's own footer claims: the middle of a Parquet or Arrow IPC file is cut
  out (its leading magic and its footer stay), so the footer names offsets
  past the end; other data loses its second half;
- "garbage": answers bytes that are not HTTP, then closes;
- "garbage_body": a well-formed HTTP answer (206/200, right lengths) whose
  body is pseudo-random bytes;
- "no_range": ignores Range and always sends the whole object with 200.

Also runnable for manual tests: `python3 httpserver.py DIR` serves DIR's
files and prints the base URL.
"""

import email.utils
import hashlib
import http.server
import os
import random
import socket
import ssl
import struct
import sys
import threading
import time

MODES = ("404", "403", "500", "hang", "trickle", "short_body", "short_object", "garbage",
         "garbage_body", "no_range")


def cut_middle(data):
    """The object "short_object" serves: `data` with its middle cut out so
    that its footer claims more than the object holds. Parquet (ends with
    PAR1): the leading magic plus the footer and its length. Arrow IPC file
    (ends with ARROW1): the leading magic and padding plus the footer and its
    length. Anything else: the first half."""
    if len(data) >= 12 and data.endswith(b"PAR1"):
        footer = struct.unpack("<i", data[-8:-4])[0] + 8
        return data[:4] + data[-footer:] if 4 + footer < len(data) else data[: len(data) // 2]
    if len(data) >= 16 and data.endswith(b"ARROW1"):
        footer = struct.unpack("<i", data[-10:-6])[0] + 10
        return data[:8] + data[-footer:] if 8 + footer < len(data) else data[: len(data) // 2]
    return data[: len(data) // 2]


class _Object:
    def __init__(self, data, mode):
        if mode is not None and mode not in MODES:
            raise ValueError(f"unknown fault mode {mode!r} (known: {', '.join(MODES)})")
        self.data = bytes(data)
        self.mode = mode
        self.etag = '"' + hashlib.md5(self.data).hexdigest() + '"'
        self.mtime = email.utils.formatdate(time.time(), usegmt=True)


def _parse_range(header, size):
    """(start, end_exclusive) for a single-range `bytes=` header, "whole" for
    one this server answers with the whole object, None when unsatisfiable."""
    if not header.startswith("bytes=") or "," in header:
        return "whole"
    spec = header[len("bytes="):].strip()
    first, sep, last = spec.partition("-")
    if not sep:
        return "whole"
    try:
        if first == "":
            n = int(last)
            if n <= 0:
                return None
            return (max(0, size - n), size)
        start = int(first)
        end = size if last == "" else min(int(last) + 1, size)
    except ValueError:
        return "whole"
    if start >= size or end <= start:
        return None
    return (start, end)


class _Handler(http.server.BaseHTTPRequestHandler):
    protocol_version = "HTTP/1.1"
    server_version = "irx-test-objects/1"

    def log_message(self, fmt, *args):  # quiet: pytest shows failures itself
        pass

    def do_HEAD(self):
        self._answer(head=True)

    def do_GET(self):
        self._answer(head=False)

    def _refuse(self):
        self._text(405, "method not allowed")

    do_PUT = do_POST = do_DELETE = do_PROPFIND = _refuse

    def _text(self, status, text, head=False):
        body = (text + "\n").encode()
        self.send_response(status)
        self.send_header("Content-Type", "text/plain")
        self.send_header("Content-Length", str(len(body)))
        self.end_headers()
        if not head:
            self.wfile.write(body)

    def _answer(self, head):
        srv = self.server.owner
        path = self.path.split("?", 1)[0].lstrip("/")
        obj = srv._lookup(path)
        srv._count_request(path, self.headers.get("Range"))
        if obj is None:
            return self._text(404, f"no object {path}", head)
        mode = obj.mode
        if mode in ("404", "403", "500"):
            words = {"404": "not found", "403": "access denied", "500": "internal error"}[mode]
            return self._text(int(mode), words, head)
        if mode == "hang":
            srv._stopping.wait()
            self.close_connection = True
            return
        if mode == "garbage":
            self.wfile.write(b"\x00\xffNOT-HTTP garbage \x13\x37\r\n\r\n\x00")
            self.wfile.flush()
            self.close_connection = True
            return
        data = cut_middle(obj.data) if mode == "short_object" else obj.data
        size = len(data)
        rng = "whole" if mode == "no_range" else _parse_range(self.headers.get("Range") or "", size)
        if self.headers.get("Range") is None:
            rng = "whole"
        if rng is None:
            self.send_response(416)
            self.send_header("Content-Range", f"bytes */{size}")
            self.send_header("Content-Length", "0")
            self.end_headers()
            return
        start, end = (0, size) if rng == "whole" else rng
        self.send_response(200 if rng == "whole" else 206)
        self.send_header("Content-Type", "application/octet-stream")
        self.send_header("Content-Length", str(end - start))
        self.send_header("Accept-Ranges", "bytes")
        self.send_header("ETag", obj.etag)
        self.send_header("Last-Modified", obj.mtime)
        if rng != "whole":
            self.send_header("Content-Range", f"bytes {start}-{end - 1}/{size}")
        self.end_headers()
        if head:
            return
        body = data[start:end]
        if mode == "garbage_body":
            body = random.Random(start).randbytes(len(body))
        if mode == "short_body":
            body = body[: len(body) // 2]
            self._send(path, body)
            self.close_connection = True
            return
        if mode == "trickle":
            for i in range(len(body)):
                if srv._stopping.wait(1.0):
                    break
                self._send(path, body[i:i + 1])
            self.close_connection = True
            return
        self._send(path, body)

    def _send(self, path, body):
        try:
            self.wfile.write(body)
            self.wfile.flush()
        except (BrokenPipeError, ConnectionResetError):
            self.close_connection = True
            return
        self.server.owner._count_bytes(path, len(body))


class _Server(http.server.ThreadingHTTPServer):
    daemon_threads = True
    allow_reuse_address = True

    def handle_error(self, request, client_address):
        # A client that gave up (a timeout under test) is expected; stay quiet.
        pass


class ObjectServer:
    """The server; a context manager, or call start()/stop()."""

    def __init__(self, certfile=None, keyfile=None):
        self._objects = {}
        self._lock = threading.Lock()
        self._bytes = {}
        self._requests = {}
        self._ranges = {}
        self._stopping = threading.Event()
        self._server = _Server(("127.0.0.1", 0), _Handler)
        self._server.owner = self
        self.scheme = "http"
        if certfile:
            ctx = ssl.SSLContext(ssl.PROTOCOL_TLS_SERVER)
            ctx.load_cert_chain(certfile, keyfile)
            self._server.socket = ctx.wrap_socket(self._server.socket, server_side=True)
            self.scheme = "https"
        self.port = self._server.server_address[1]
        self._thread = None

    # lifecycle
    def start(self):
        self._thread = threading.Thread(target=self._server.serve_forever, daemon=True,
                                        name=f"objects:{self.port}")
        self._thread.start()
        return self

    def stop(self):
        self._stopping.set()
        self._server.shutdown()
        self._server.server_close()
        if self._thread:
            self._thread.join(10)

    def __enter__(self):
        return self.start()

    def __exit__(self, *exc):
        self.stop()

    # content
    def url(self, path="", host="127.0.0.1"):
        return f"{self.scheme}://{host}:{self.port}/{path.lstrip('/')}"

    def put(self, path, data, mode=None):
        with self._lock:
            self._objects[path.lstrip("/")] = _Object(data, mode)

    def fault(self, path, mode):
        with self._lock:
            obj = self._objects[path.lstrip("/")]
            self._objects[path.lstrip("/")] = _Object(obj.data, mode)

    def _lookup(self, path):
        with self._lock:
            return self._objects.get(path)

    # counters
    def _count_request(self, path, rng):
        with self._lock:
            self._requests[path] = self._requests.get(path, 0) + 1
            self._ranges.setdefault(path, []).append(rng)

    def _count_bytes(self, path, n):
        with self._lock:
            self._bytes[path] = self._bytes.get(path, 0) + n

    def bytes_served(self, path=None):
        """Body bytes sent (for `path`, or in all)."""
        with self._lock:
            if path is None:
                return sum(self._bytes.values())
            return self._bytes.get(path.lstrip("/"), 0)

    def requests(self, path=None):
        """Requests received (for `path`, or in all), answered or not."""
        with self._lock:
            if path is None:
                return sum(self._requests.values())
            return self._requests.get(path.lstrip("/"), 0)

    def ranges(self, path):
        """The Range headers of the requests for `path`, in order (None for
        a request without one)."""
        with self._lock:
            return list(self._ranges.get(path.lstrip("/"), []))

    def reset_counters(self):
        with self._lock:
            self._bytes.clear()
            self._requests.clear()
            self._ranges.clear()


def closed_port():
    """A port on 127.0.0.1 that nothing listens on (bound, then released:
    connecting to it is refused)."""
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def _serve_dir(root):
    srv = ObjectServer()
    for base, _, files in os.walk(root):
        for name in files:
            full = os.path.join(base, name)
            with open(full, "rb") as f:
                srv.put(os.path.relpath(full, root), f.read())
    srv.start()
    print(srv.url(), flush=True)
    try:
        while True:
            time.sleep(3600)
    except KeyboardInterrupt:
        srv.stop()


if __name__ == "__main__":
    if len(sys.argv) != 2:
        sys.exit("usage: httpserver.py DIR")
    _serve_dir(sys.argv[1])
