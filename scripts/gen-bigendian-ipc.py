#!/usr/bin/env python3
"""Big-endian Arrow IPC streams and files, made from the little-endian ones
pyarrow writes (issue 34, item 1): no Arrow writer we can run writes big
endian, so this follows the format's specification instead.

A big-endian stream is the little-endian one with
* the schema's `endianness` field set to Big (in the schema message and in a
  file's footer), and
* in every record batch and dictionary batch body, each fixed-width value
  (integers, floats, dates, times, timestamps, durations, intervals field by
  field, decimals as whole numbers) and each offset, size, run end, dense
  union offset and view length/index/offset stored most significant byte
  first. Validity bitmaps, booleans, bytes, type ids and fixed-size binary
  stay as they are; the flatbuffers and compressed buffers' length prefixes
  stay little-endian, as the specification says. A compressed body is
  decompressed, swapped and compressed again.

The schema table pyarrow writes has no `endianness` field (Little is the
flatbuffer default, so it is omitted) and cannot grow in place: the root
table (Message or Footer) and the Schema table are written anew in front of
the old bytes, pointing at the old tables' vectors, which do not move
relative to each other.

usage: PYTHON scripts/gen-bigendian-ipc.py [OUTDIR]
  writes the committed fixtures (default runtime/tests/data/ipc_bigendian/);
  PYTHON is any python with pyarrow and numpy (build/venv-interop/bin/python).
As a module: `big_endian_stream(le_bytes)`, `big_endian_file(le_bytes)`.
"""
import os
import struct
import sys

import numpy as np
import pyarrow as pa
import pyarrow.ipc as ipc

ROOT = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..")
OUT = os.path.join(ROOT, "runtime", "tests", "data", "ipc_bigendian")
CONTINUATION = b"\xff\xff\xff\xff"
MAGIC = b"ARROW1"
# MessageHeader union tags and Endianness values of the format's Message.fbs
# and Schema.fbs.
SCHEMA, DICTIONARY_BATCH, RECORD_BATCH = 1, 2, 3
BIG = 1


# ---------------------------------------------------------------------------
# Reading flatbuffers (little-endian, as the format stores them).

def u16(buf, at):
    return struct.unpack_from("<H", buf, at)[0]


def u32(buf, at):
    return struct.unpack_from("<I", buf, at)[0]


class Table:
    """A flatbuffer table at `pos` of `buf`."""

    def __init__(self, buf, pos):
        self.buf, self.pos = buf, pos
        self.vtable = pos - struct.unpack_from("<i", buf, pos)[0]

    def field(self, i):
        """The absolute position of field `i`, or None when absent."""
        at = 4 + 2 * i
        if at >= u16(self.buf, self.vtable):
            return None
        off = u16(self.buf, self.vtable + at)
        return self.pos + off if off else None

    def scalar(self, i, fmt, default=0):
        at = self.field(i)
        return default if at is None else struct.unpack_from("<" + fmt, self.buf, at)[0]

    def target(self, i):
        """Where the offset field `i` points (a table, vector or string)."""
        at = self.field(i)
        return None if at is None else at + u32(self.buf, at)

    def table(self, i):
        at = self.target(i)
        return None if at is None else Table(self.buf, at)

    def vector(self, i):
        """(position of the first element, count) of vector field `i`."""
        at = self.target(i)
        return (at + 4, u32(self.buf, at)) if at is not None else (None, 0)

    def tables(self, i):
        start, n = self.vector(i)
        return [Table(self.buf, start + 4 * k + u32(self.buf, start + 4 * k)) for k in range(n)]


def root(buf):
    return Table(buf, u32(buf, 0))


# ---------------------------------------------------------------------------
# Writing new root and schema tables in front of a flatbuffer.

def prepend_tables(buf, tables):
    """`buf` with `tables` written in front of its old bytes; the first is
    the new root. Each table is a list of (field id, kind, value): kind a
    struct format ("h", "B", "q") for scalars, "old" for an offset to the
    old position `value` of `buf`, "new" for an offset to the new table at
    index `value` (which must come after it)."""
    # Lay out every vtable and table from position 4 on (after the root
    # offset), tables 8-aligned, fields by decreasing size.
    size = {"q": 8, "old": 4, "new": 4, "h": 2, "B": 1}
    layout, pos = [], 4
    for fields in tables:
        nslots = max(f[0] for f in fields) + 1
        vt_pos, vt_len = pos, 4 + 2 * nslots
        pos = (pos + vt_len + 7) // 8 * 8
        placed, off = {}, 4
        for fid, kind, _ in sorted(fields, key=lambda f: -size[f[1]]):
            width = size[kind]
            off = (off + width - 1) // width * width
            placed[fid] = off
            off += width
        tbl_len = (off + 7) // 8 * 8
        layout.append((vt_pos, vt_len, pos, tbl_len, placed))
        pos += tbl_len
    shift = (pos - 4 + 7) // 8 * 8  # the old bytes move by this (8-aligned)
    out = bytearray(4 + shift) + bytearray(buf[4:])
    struct.pack_into("<I", out, 0, layout[0][2])
    for fields, (vt_pos, vt_len, tbl_pos, tbl_len, placed) in zip(tables, layout):
        struct.pack_into("<HH", out, vt_pos, vt_len, tbl_len)
        struct.pack_into("<i", out, tbl_pos, tbl_pos - vt_pos)
        for fid, kind, value in fields:
            at = tbl_pos + placed[fid]
            struct.pack_into("<H", out, vt_pos + 4 + 2 * fid, placed[fid])
            if kind == "old":
                struct.pack_into("<I", out, at, value + shift - at)
            elif kind == "new":
                struct.pack_into("<I", out, at, layout[value][2] - at)
            else:
                struct.pack_into("<" + kind, out, at, value)
    return bytes(out), shift


def big_endian_schema_fields(schema):
    """The fields of a new Schema table: Big, and the old vectors."""
    fields = [(0, "h", BIG)]
    for fid in (1, 2, 3):  # fields, custom_metadata, features
        at = schema.target(fid)
        if at is not None:
            fields.append((fid, "old", at))
    return fields


def big_endian_schema_message(meta):
    """A schema message's flatbuffer with the schema's endianness Big."""
    message = root(meta)
    schema = message.table(2)
    fields = [(0, "h", message.scalar(0, "h")), (1, "B", SCHEMA), (2, "new", 1)]
    if message.scalar(3, "q"):
        fields.append((3, "q", message.scalar(3, "q")))
    if message.target(4) is not None:
        fields.append((4, "old", message.target(4)))
    out, _ = prepend_tables(meta, [fields, big_endian_schema_fields(schema)])
    return out


# ---------------------------------------------------------------------------
# Swapping a batch body.

def children(t):
    """The child types of `t` in IPC order."""
    if pa.types.is_dictionary(t):
        return children(t.value_type)
    if isinstance(t, pa.ExtensionType):
        return children(t.storage_type)
    if pa.types.is_map(t):
        return [pa.struct([t.key_field, t.item_field])]
    if pa.types.is_run_end_encoded(t):
        return [t.run_end_type, t.value_type]
    if (pa.types.is_list(t) or pa.types.is_large_list(t) or pa.types.is_fixed_size_list(t)
            or pa.types.is_list_view(t) or pa.types.is_large_list_view(t)):
        return [t.value_type]
    if pa.types.is_struct(t) or pa.types.is_union(t):
        return [t.field(i).type for i in range(t.num_fields)]
    return []


def value_fields(t):
    """The big-endian field widths of one value of fixed-width type `t`
    (an interval is three or two integers, a decimal one number)."""
    if pa.types.is_interval(t):  # month_day_nano, the one pyarrow has
        return (4, 4, 8)
    if pa.types.is_boolean(t):
        return ()
    width = t.bit_width // 8
    return (width,) if width > 1 else ()


def swap(data, fields):
    """`data` (bytes) with each value of `fields` widths swapped."""
    width = sum(fields)
    if not fields or fields == (1,) or not data:
        return data
    whole = len(data) // width * width
    values = np.frombuffer(data[:whole], np.uint8).reshape(-1, width).copy()
    at = 0
    for f in fields:
        values[:, at:at + f] = values[:, at:at + f][:, ::-1]
        at += f
    return values.tobytes() + data[whole:]


def swap_views(data):
    """Binary/string views: the length, and past 12 bytes the buffer index
    and offset (the 4-byte prefix and inline bytes are bytes)."""
    views = np.frombuffer(data, np.uint8).reshape(-1, 16).copy()
    long = views[:, :4].copy().view("<i4")[:, 0] > 12
    views[:, :4] = views[:, :4][:, ::-1]
    views[long, 8:12] = views[long, 8:12][:, ::-1]
    views[long, 12:16] = views[long, 12:16][:, ::-1]
    return views.tobytes()


def plan(types, buffers, variadic):
    """How to swap each buffer of a batch whose columns are `types`: a list
    parallel to `buffers` of field widths, "views", or () (as it is)."""
    how = []
    counts = iter(variadic)

    def walk(t):
        if pa.types.is_dictionary(t):
            how.extend([(), value_fields(t.index_type)])
        elif isinstance(t, pa.ExtensionType):
            return walk(t.storage_type)
        elif pa.types.is_null(t) or pa.types.is_run_end_encoded(t):
            pass
        elif pa.types.is_union(t):
            how.append(())  # type ids
            if t.mode == "dense":
                how.append((4,))
        elif pa.types.is_string_view(t) or pa.types.is_binary_view(t):
            how.extend([(), "views"] + [()] * next(counts))
        elif pa.types.is_string(t) or pa.types.is_binary(t):
            how.extend([(), (4,), ()])
        elif pa.types.is_large_string(t) or pa.types.is_large_binary(t):
            how.extend([(), (8,), ()])
        elif pa.types.is_list(t) or pa.types.is_map(t):
            how.extend([(), (4,)])
        elif pa.types.is_large_list(t):
            how.extend([(), (8,)])
        elif pa.types.is_list_view(t):
            how.extend([(), (4,), (4,)])
        elif pa.types.is_large_list_view(t):
            how.extend([(), (8,), (8,)])
        elif pa.types.is_struct(t) or pa.types.is_fixed_size_list(t):
            how.append(())
        elif pa.types.is_fixed_size_binary(t):
            how.extend([(), ()])
        else:
            how.extend([(), value_fields(t)])
        if not pa.types.is_dictionary(t):
            for c in children(t):
                walk(c)

    for t in types:
        walk(t)
    assert len(how) == len(buffers), (len(how), len(buffers))
    return how


CODECS = {0: "lz4", 1: "zstd"}


def big_endian_batch(meta, body, types):
    """A record or dictionary batch message (flatbuffer `meta`, `body`) with
    its buffers swapped per `types`; compressed buffers are decompressed,
    swapped and compressed again with the same codec. The flatbuffer changes
    in place only (buffer offsets and lengths, the body length)."""
    meta = bytearray(meta)
    message = root(meta)
    header = message.table(2)
    batch = header.table(1) if message.scalar(1, "B") == DICTIONARY_BATCH else header
    start, count = batch.vector(2)
    buffers = [struct.unpack_from("<qq", meta, start + 16 * k) for k in range(count)]
    vstart, vcount = batch.vector(4)
    variadic = [struct.unpack_from("<q", meta, vstart + 8 * k)[0] for k in range(vcount)]
    compression = batch.table(3)
    codec = CODECS[compression.scalar(0, "b")] if compression else None
    out = bytearray()
    for k, ((offset, length), how) in enumerate(zip(buffers, plan(types, buffers, variadic))):
        data = bytes(body[offset:offset + length])
        if codec and data:
            size = struct.unpack_from("<q", data)[0]
            raw = data[8:] if size == -1 else pa.decompress(data[8:], size, codec=codec, asbytes=True)
        else:
            raw = data
        raw = swap_views(raw) if how == "views" else swap(raw, how)
        if codec and data:
            raw = struct.pack("<q", len(raw)) + pa.compress(raw, codec=codec, asbytes=True)
        struct.pack_into("<qq", meta, start + 16 * k, len(out), len(raw))
        out += raw + b"\0" * (-len(raw) % 8)
    body_at = message.field(3)
    struct.pack_into("<q", meta, body_at, len(out))
    return bytes(meta), bytes(out)


# ---------------------------------------------------------------------------
# Streams and files.

def messages(data, at=0):
    """(flatbuffer, body) of each message of `data` from `at` to the end
    marker."""
    out = []
    while True:
        if data[at:at + 4] == CONTINUATION:
            at += 4
        length = struct.unpack_from("<i", data, at)[0]
        at += 4
        if length == 0:
            return out
        meta = data[at:at + length]
        body_len = root(meta).scalar(3, "q")
        out.append((meta, data[at + length:at + length + body_len]))
        at += length + body_len


def frame(meta, body):
    meta = meta + b"\0" * (-len(meta) % 8)
    return CONTINUATION + struct.pack("<i", len(meta)) + meta + body


def dictionary_types(schema_meta, schema):
    """Dictionary id -> value type, from the schema flatbuffer's fields
    walked beside pyarrow's types."""
    found = {}

    def walk(fb, t):
        encoding = fb.table(4)
        if encoding is not None:
            found[encoding.scalar(0, "q")] = t.value_type
        for fb_child, child in zip(fb.tables(5), children(t)):
            walk(fb_child, child)

    fb_schema = root(schema_meta).table(2)
    for fb, field in zip(fb_schema.tables(1), schema):
        walk(fb, field.type)
    return found


def convert(msgs):
    """The messages of a little-endian stream, big-endian."""
    (schema_meta, _), rest = msgs[0], msgs[1:]
    schema = ipc.read_schema(pa.py_buffer(frame(schema_meta, b"")))
    dicts = dictionary_types(schema_meta, schema)
    out = [(big_endian_schema_message(schema_meta), b"")]
    for meta, body in rest:
        message = root(meta)
        if message.scalar(1, "B") == DICTIONARY_BATCH:
            types = [dicts[message.table(2).scalar(0, "q")]]
        else:
            types = [f.type for f in schema]
        out.append(big_endian_batch(meta, body, types))
    return out


def big_endian_stream(data):
    """The IPC stream `data` (little-endian, as pyarrow writes it) big-endian."""
    return b"".join(frame(m, b) for m, b in convert(messages(data))) + CONTINUATION + b"\0" * 4


def big_endian_file(data):
    """The IPC file `data` (little-endian) big-endian: its messages as in a
    stream, and a footer whose schema is Big and whose blocks say where the
    converted messages lie."""
    assert data[:6] == MAGIC and data[-6:] == MAGIC
    out = bytearray(data[:8])
    blocks = {DICTIONARY_BATCH: [], RECORD_BATCH: []}
    for meta, body in convert(messages(data, 8)):
        framed = frame(meta, body)
        kind = root(meta).scalar(1, "B")
        if kind in blocks:
            blocks[kind].append((len(out), len(framed) - len(body), len(body)))
        out += framed
    out += CONTINUATION + b"\0" * 4
    footer_len = struct.unpack_from("<i", data, len(data) - 10)[0]
    footer = data[len(data) - 10 - footer_len:len(data) - 10]
    fb = root(footer)
    fields = [(0, "h", fb.scalar(0, "h")), (1, "new", 1)]
    for fid in (2, 3, 4):
        if fb.target(fid) is not None:
            fields.append((fid, "old", fb.target(fid)))
    new, shift = prepend_tables(footer, [fields, big_endian_schema_fields(fb.table(1))])
    new = bytearray(new)
    # The footer's dictionary and batch blocks, each in file order, now
    # where the converted messages lie.
    fb = root(new)
    for fid, kind in ((2, DICTIONARY_BATCH), (3, RECORD_BATCH)):
        start, n = fb.vector(fid)
        assert n == len(blocks[kind]), (n, len(blocks[kind]))
        for k in range(n):
            offset, meta_len, body_len = blocks[kind][k]
            struct.pack_into("<qi4xq", new, start + 24 * k, offset, meta_len, body_len)
    out += new + struct.pack("<i", len(new)) + MAGIC
    return bytes(out)


# ---------------------------------------------------------------------------
# The committed fixtures (read by runtime/tests/ipc_bigendian.rs).

def stream_of(table, compression=None, chunk=None):
    sink = pa.BufferOutputStream()
    with ipc.new_stream(sink, table.schema, options=ipc.IpcWriteOptions(compression=compression)) as w:
        w.write_table(table, max_chunksize=chunk)
    return sink.getvalue().to_pybytes()


def file_of(table, compression=None, chunk=None):
    sink = pa.BufferOutputStream()
    with ipc.new_file(sink, table.schema, options=ipc.IpcWriteOptions(compression=compression)) as w:
        w.write_table(table, max_chunksize=chunk)
    return sink.getvalue().to_pybytes()


def fixture_tables():
    """Small tables: one of the values the issue names plus several layouts
    (read big-endian and little-endian, compared), and the two layouts
    Arrow C++ does not swap (refused)."""
    rows = 5
    point = pa.struct([("x", pa.int16()), ("y", pa.utf8())])
    return {
        "mixed": pa.table({
            "day": pa.array([-719162, 0, None, 19000, 2932896], pa.date32()),
            "i32": pa.array([2147483647, -2147483648, 1, None, -129], pa.int32()),
            "i64": pa.array([1, -2, None, 1 << 40, -(1 << 62)], pa.int64()),
            "f64": pa.array([0.5, None, -1e300, 3.25, 0.0]),
            "s": pa.array(["a", None, "xyz", "", "long-enough"]),
            "ls": pa.array([[1, 2], None, [], [3], [4, 5, 6]], pa.list_(pa.int32())),
            "st": pa.array([{"x": 1, "y": "p"}, None, {"x": -300, "y": None}, {"x": 7, "y": "q"},
                            {"x": 0, "y": ""}], point),
            "dec": pa.array([1, None, -12345678901234567890, 0, 99], pa.decimal128(38, 2)),
            "k": pa.array(["u", "v", None, "u", "w"]).dictionary_encode(),
        }),
        "ree": pa.table({"r": pa.RunEndEncodedArray.from_arrays(pa.array([2, rows], pa.int32()),
                                                                pa.array(["a", "b"]))}),
        "utf8_view": pa.table({"v": pa.array(["short", "a string past twelve bytes", None, "", "x"],
                                             pa.string_view())}),
    }


def write_fixtures(out):
    os.makedirs(out, exist_ok=True)
    for name, table in fixture_tables().items():
        stream = stream_of(table, chunk=3)
        with open(os.path.join(out, name + ".le.arrows"), "wb") as f:
            f.write(stream)
        with open(os.path.join(out, name + ".be.arrows"), "wb") as f:
            f.write(big_endian_stream(stream))
    mixed = fixture_tables()["mixed"]
    with open(os.path.join(out, "mixed.be.arrow"), "wb") as f:
        f.write(big_endian_file(file_of(mixed, chunk=3)))
    with open(os.path.join(out, "mixed.zstd.be.arrows"), "wb") as f:
        f.write(big_endian_stream(stream_of(mixed, "zstd", chunk=3)))


if __name__ == "__main__":
    write_fixtures(sys.argv[1] if len(sys.argv) > 1 else OUT)
