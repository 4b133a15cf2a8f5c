#!/usr/bin/env python3
"""Parquet files other writers wrote that pyarrow 26 reads (issue 34, item
4), rebuilt from pyarrow's own files following the Parquet format
specification (parquet.thrift, Encryption.md, the codec definitions):

  float16.parquet          a FLOAT16 logical-type column (pyarrow's file)
  dict-offset-zero.parquet a dictionary page whose ColumnMetaData says
                           dictionary_page_offset = 0 and data_page_offset =
                           the dictionary page, and whose last field, 15,
                           is a list where the format has an i32 (as a
                           pre-release parquet-mr 1.12 wrote)
  v2-old-cpp.parquet       version-2 data pages flagged is_compressed =
                           false over Snappy data, created_by parquet-cpp
                           1.5.1 (ARROW-10353: parquet-cpp before Arrow 3.0)
  decimal45.parquet        a DECIMAL(45, 2) in FIXED_LEN_BYTE_ARRAY(6) (the
                           converted type, no LogicalType)
  dict-uncounted.parquet   dictionary pages whose header is not counted in
                           the chunk's total_compressed_size, created_by
                           parquet-mr 1.2.8 (PARQUET-816 / IMPALA-694)
  dict-uncounted-fixed-writer.parquet  the same bytes, created_by
                           parquet-mr 1.2.9 (which no reader pads)
  plaintext-footer.parquet modular encryption, plaintext footer, column
                           `secret` encrypted with its own key, `plain` not
                           (keys are random: the only file that differs
                           from run to run)
  gzip-members.parquet     GZIP pages of two concatenated gzip members
  hadoop-lz4.parquet       LZ4 (codec 5) pages in Hadoop framing, two
                           blocks a page, the second the longer
  hadoop-lz4-shorter-tail.parquet  the same, the second block the shorter
  lz4-raw.parquet          LZ4_RAW pages (pyarrow's file)
  non-hadoop-lz4.parquet   LZ4 (codec 5) pages holding a bare LZ4 block

No byte of another project's file is used: each file is pyarrow's, rebuilt
page by page by `rebuild` (a Thrift compact-protocol codec below), so every
offset and size in the footer is recomputed.

usage: PYTHON scripts/gen-parquet-quirks.py [OUTDIR]
  writes runtime/tests/data/parquet_quirks/*.parquet; PYTHON is a python
  with pyarrow (build/venv-interop/bin/python).
As a module: CASES (name -> function returning (bytes, expected table or
None)), `decode_struct`, `encode_struct`, `rebuild`.
"""
import base64
import decimal
import gzip
import io
import os
import struct
import sys

import pyarrow as pa
import pyarrow.parquet as pq

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from thrift_compact import varint, write_cases  # noqa: E402

ROOT = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..")
OUT = os.path.join(ROOT, "runtime", "tests", "data", "parquet_quirks")

# Thrift compact protocol type codes (a bool field's value is its type).
TRUE, FALSE, BYTE, I16, I32, I64, DOUBLE, BINARY, LIST, SET, MAP, STRUCT = range(1, 13)
BOOL = TRUE  # how a decoded bool field is kept: [id, BOOL, True/False]


def zigzag(buf, at):
    v, at = varint(buf, at)
    return (v >> 1) ^ -(v & 1), at


def decode_value(buf, at, kind):
    if kind in (TRUE, FALSE):  # a list element: one byte
        return buf[at] == TRUE, at + 1
    if kind == BYTE:
        return struct.unpack_from("b", buf, at)[0], at + 1
    if kind in (I16, I32, I64):
        return zigzag(buf, at)
    if kind == DOUBLE:
        return struct.unpack_from("<d", buf, at)[0], at + 8
    if kind == BINARY:
        n, at = varint(buf, at)
        return bytes(buf[at:at + n]), at + n
    if kind in (LIST, SET):
        head = buf[at]
        at += 1
        n, elem = head >> 4, head & 0x0F
        if n == 15:
            n, at = varint(buf, at)
        items = []
        for _ in range(n):
            item, at = decode_value(buf, at, elem)
            items.append(item)
        return (elem, items), at
    if kind == MAP:
        n, at = varint(buf, at)
        if n == 0:
            return (0, 0, []), at
        kinds = buf[at]
        at += 1
        pairs = []
        for _ in range(n):
            k, at = decode_value(buf, at, kinds >> 4)
            v, at = decode_value(buf, at, kinds & 0x0F)
            pairs.append((k, v))
        return (kinds >> 4, kinds & 0x0F, pairs), at
    if kind == STRUCT:
        return decode_struct(buf, at)
    raise ValueError("unknown compact type %d" % kind)


def decode_struct(buf, at=0):
    """([[field id, type, value], ...], position after the struct)."""
    fields, last = [], 0
    while True:
        head = buf[at]
        at += 1
        if head == 0:
            return fields, at
        delta, kind = head >> 4, head & 0x0F
        if delta:
            fid = last + delta
        else:
            fid, at = zigzag(buf, at)
        last = fid
        if kind in (TRUE, FALSE):
            fields.append([fid, BOOL, kind == TRUE])
            continue
        value, at = decode_value(buf, at, kind)
        fields.append([fid, kind, value])


def put_varint(out, v):
    while True:
        b = v & 0x7F
        v >>= 7
        if v:
            out.append(b | 0x80)
        else:
            out.append(b)
            return


def put_zigzag(out, v):
    put_varint(out, (v << 1) ^ (v >> 63))


def encode_value(out, kind, value):
    if kind in (TRUE, FALSE):
        out.append(TRUE if value else FALSE)
    elif kind == BYTE:
        out += struct.pack("b", value)
    elif kind in (I16, I32, I64):
        put_zigzag(out, value)
    elif kind == DOUBLE:
        out += struct.pack("<d", value)
    elif kind == BINARY:
        put_varint(out, len(value))
        out += value
    elif kind in (LIST, SET):
        elem, items = value
        if len(items) < 15:
            out.append(len(items) << 4 | elem)
        else:
            out.append(0xF0 | elem)
            put_varint(out, len(items))
        for item in items:
            encode_value(out, elem, item)
    elif kind == MAP:
        kk, vk, pairs = value
        put_varint(out, len(pairs))
        if pairs:
            out.append(kk << 4 | vk)
            for k, v in pairs:
                encode_value(out, kk, k)
                encode_value(out, vk, v)
    elif kind == STRUCT:
        encode_struct(value, out)
    else:
        raise ValueError("unknown compact type %d" % kind)


def encode_struct(fields, out=None):
    """The compact encoding of `fields` (as `decode_struct` gives them)."""
    out = bytearray() if out is None else out
    last = 0
    for fid, kind, value in sorted(fields, key=lambda f: f[0]):
        wire = (TRUE if value else FALSE) if kind == BOOL else kind
        if 0 < fid - last <= 15:
            out.append((fid - last) << 4 | wire)
        else:
            out.append(wire)
            put_zigzag(out, fid)
        last = fid
        if kind != BOOL:
            encode_value(out, kind, value)
    out.append(0)
    return out


def get(fields, fid, default=None):
    for f in fields:
        if f[0] == fid:
            return f[2]
    return default


def put(fields, fid, kind, value):
    for f in fields:
        if f[0] == fid:
            f[1], f[2] = kind, value
            return
    fields.append([fid, kind, value])


def drop(fields, fid):
    fields[:] = [f for f in fields if f[0] != fid]


# parquet.thrift field ids used below.
FMD_SCHEMA, FMD_ROW_GROUPS, FMD_CREATED_BY = 2, 4, 6
RG_COLUMNS, RG_FILE_OFFSET, RG_TOTAL_COMPRESSED = 1, 5, 6
CC_FILE_OFFSET, CC_META = 2, 3
CMD_CODEC, CMD_UNCOMPRESSED, CMD_COMPRESSED = 4, 6, 7
CMD_DATA_OFFSET, CMD_DICT_OFFSET = 9, 11
PH_TYPE, PH_UNCOMPRESSED, PH_COMPRESSED, PH_CRC, PH_V2 = 1, 2, 3, 4, 8
DICTIONARY_PAGE = 2
V2_IS_COMPRESSED = 7
CODEC_LZ4 = 5


def footer(data):
    assert data[:4] == b"PAR1" and data[-4:] == b"PAR1"
    length = struct.unpack_from("<i", data, len(data) - 8)[0]
    fields, _ = decode_struct(data, len(data) - 8 - length)
    return fields


def pages_of(data, meta):
    """[(header fields, body bytes)] of one column chunk."""
    start = get(meta, CMD_DICT_OFFSET) or get(meta, CMD_DATA_OFFSET)
    end = start + get(meta, CMD_COMPRESSED)
    pages, at = [], start
    while at < end:
        header, at = decode_struct(data, at)
        size = get(header, PH_COMPRESSED)
        pages.append((header, data[at:at + size]))
        at += size
    return pages


def rebuild(data, page_fn=None, chunk_fn=None, meta_fn=None):
    """pyarrow's file `data` rewritten: `page_fn(meta, pages)` returns the
    chunk's new [(header, body)] (sizes are set from the bodies),
    `chunk_fn(meta, start, layout)` may patch the chunk's ColumnMetaData
    once its offsets are set (layout: [(page type, header length, body
    length)]), `meta_fn(footer)` patches the FileMetaData. Page indexes
    and page CRCs are dropped (their offsets and sums would be stale)."""
    fmd = footer(data)
    out = bytearray(b"PAR1")
    for rg in get(fmd, FMD_ROW_GROUPS)[1]:
        rg_start, rg_size = None, 0
        for cc in get(rg, RG_COLUMNS)[1]:
            meta = get(cc, CC_META)
            pages = pages_of(data, meta)
            if page_fn:
                pages = page_fn(meta, pages)
            start = len(out)
            layout, uncompressed = [], 0
            put(meta, CMD_DATA_OFFSET, I64, None)
            drop(meta, CMD_DICT_OFFSET)
            for header, body in pages:
                drop(header, PH_CRC)
                put(header, PH_COMPRESSED, I32, len(body))
                encoded = encode_struct(header)
                kind = get(header, PH_TYPE)
                if kind == DICTIONARY_PAGE and not layout:
                    put(meta, CMD_DICT_OFFSET, I64, len(out))
                elif get(meta, CMD_DATA_OFFSET) is None:
                    put(meta, CMD_DATA_OFFSET, I64, len(out))
                layout.append((kind, len(encoded), len(body)))
                uncompressed += len(encoded) + get(header, PH_UNCOMPRESSED)
                out += encoded + body
            put(meta, CMD_COMPRESSED, I64, len(out) - start)
            put(meta, CMD_UNCOMPRESSED, I64, uncompressed)
            put(cc, CC_FILE_OFFSET, I64, start)
            for fid in (4, 5, 6, 7):  # offset/column index locations
                drop(cc, fid)
            if chunk_fn:
                chunk_fn(meta, start, layout)
            rg_start = start if rg_start is None else rg_start
            rg_size += len(out) - start
        put(rg, RG_FILE_OFFSET, I64, rg_start)
        put(rg, RG_TOTAL_COMPRESSED, I64, rg_size)
    if meta_fn:
        meta_fn(fmd)
    encoded = encode_struct(fmd)
    out += encoded + struct.pack("<i", len(encoded)) + b"PAR1"
    return bytes(out)


def written(table, **options):
    sink = io.BytesIO()
    pq.write_table(table, sink, **options)
    return sink.getvalue()


def created_by(text):
    def patch(fmd):
        put(fmd, FMD_CREATED_BY, BINARY, text.encode())
    return patch


# ---- the cases -----------------------------------------------------------

def float16():
    import numpy as np
    values = np.array([1.5, -0.0, np.inf, np.nan, 0, 65504, 6.1e-05, -2.25], np.float16)
    mask = np.array([False, False, False, False, True, False, False, False])
    table = pa.table({"h": pa.array(values, pa.float16(), mask=mask),
                      "id": pa.array(range(8), pa.int32())})
    return written(table), table


def dict_offset_zero():
    table = pa.table({"k": pa.array([1552] * 30 + [7, 8, 9] * 3, pa.int32())})
    data = written(table, use_dictionary=True, compression="snappy", store_schema=False)

    def chunk(meta, start, layout):
        assert layout[0][0] == DICTIONARY_PAGE
        put(meta, CMD_DICT_OFFSET, I64, 0)
        put(meta, CMD_DATA_OFFSET, I64, start)
        # The same pre-release writer's last ColumnMetaData field: 15
        # (bloom_filter_length, an i32 in parquet.thrift) as a list of
        # structs, which Thrift readers skip.
        drop(meta, 16)
        drop(meta, 17)
        put(meta, 15, LIST, (STRUCT, [[[1, STRUCT, [[1, I32, 0], [2, I32, 162]]], [2, I64, 22]]]))
    return rebuild(data, chunk_fn=chunk, meta_fn=created_by(
        "parquet-mr version 1.12.0-201812210311360288-a86293f (build 0)")), table


def v2_old_cpp():
    table = pa.table({
        "s": pa.array([None if i % 7 == 3 else "value %d" % (i % 40) for i in range(300)]),
        "n": pa.array([i * 1000003 for i in range(300)], pa.int64()),
    })
    data = written(table, data_page_version="2.0", compression="snappy", use_dictionary=False,
                   store_schema=False)

    def pages(meta, pages):
        for header, _ in pages:
            v2 = get(header, PH_V2)
            if v2 is not None:
                put(v2, V2_IS_COMPRESSED, BOOL, False)
        return pages
    return rebuild(data, page_fn=pages, meta_fn=created_by("parquet-cpp version 1.5.1-SNAPSHOT")), table


def decimal45():
    values = [decimal.Decimal("12345678901.23"), decimal.Decimal("-0.05"), None,
              decimal.Decimal("99999999999.99"), decimal.Decimal("-99999999999.99")]
    data = written(pa.table({"d": pa.array(values, pa.decimal128(14, 2))}), store_schema=False)

    def meta(fmd):
        for element in get(fmd, FMD_SCHEMA)[1]:
            if get(element, 4) == b"d":  # SchemaElement.name
                assert get(element, 2) == 6  # type_length
                put(element, 8, I32, 45)  # precision
                # Only the converted type, as writers before LogicalType
                # wrote it (pyarrow takes an impossible LogicalType for
                # fixed_size_binary instead).
                drop(element, 10)
    expected = pa.table({"d": pa.array(values, pa.decimal256(45, 2))})
    return rebuild(data, meta_fn=meta), expected


def nation():
    names = ["ALGERIA", "ARGENTINA", "BRAZIL", "CANADA", "EGYPT", "ETHIOPIA", "FRANCE", "GERMANY",
             "INDIA", "INDONESIA", "IRAN", "IRAQ", "JAPAN", "JORDAN", "KENYA", "MOROCCO",
             "MOZAMBIQUE", "PERU", "CHINA", "ROMANIA", "SAUDI ARABIA", "VIETNAM", "RUSSIA",
             "UNITED KINGDOM", "UNITED STATES"]
    return pa.table({
        "nation_key": pa.array(range(25), pa.int32()),
        "name": pa.array([n.encode() for n in names], pa.binary()),
        "region_key": pa.array([(i * 7) % 5 for i in range(25)], pa.int32()),
        "comment_col": pa.array([("comment %d " % i * 3).encode() for i in range(25)], pa.binary()),
    })


def dict_uncounted(writer="parquet-mr version 1.2.8"):
    """Each chunk starts with its dictionary page, at data_page_offset (no
    dictionary_page_offset), and its sizes leave out that page's header."""
    table = nation()
    data = written(table, use_dictionary=True, compression="none", store_schema=False)

    def chunk(meta, start, layout):
        assert layout[0][0] == DICTIONARY_PAGE
        drop(meta, CMD_DICT_OFFSET)
        put(meta, CMD_DATA_OFFSET, I64, start)
        header = layout[0][1]
        put(meta, CMD_COMPRESSED, I64, get(meta, CMD_COMPRESSED) - header)
        put(meta, CMD_UNCOMPRESSED, I64, get(meta, CMD_UNCOMPRESSED) - header)
    return rebuild(data, chunk_fn=chunk, meta_fn=created_by(writer)), table


def dict_uncounted_fixed_writer():
    return dict_uncounted("parquet-mr version 1.2.9")[0], None


class _Kms:
    """A test KMS: a key 'wrapped' by a master key is the key XOR the
    master key, base64 (no secrecy: a fixture)."""
    MASTER = {"kf": b"0123456789012345", "kc": b"1234567890123450"}

    @classmethod
    def client(cls, _config):
        import pyarrow.parquet.encryption as pe

        class Client(pe.KmsClient):
            def __init__(self):
                super().__init__()

            def wrap_key(self, key, master):
                mk = cls.MASTER[master]
                return base64.b64encode(bytes(a ^ b for a, b in zip(key, mk))).decode()

            def unwrap_key(self, wrapped, master):
                mk = cls.MASTER[master]
                return bytes(a ^ b for a, b in zip(base64.b64decode(wrapped), mk))
        return Client()


def crypto_factory():
    import pyarrow.parquet.encryption as pe
    return pe.CryptoFactory(_Kms.client), pe.KmsConnectionConfig()


def plaintext_footer():
    import pyarrow.parquet.encryption as pe
    table = pa.table({"plain": pa.array(range(50), pa.int64()),
                      "secret": pa.array(["s%d" % i for i in range(50)])})
    factory, kms = crypto_factory()
    config = pe.EncryptionConfiguration(footer_key="kf", column_keys={"kc": ["secret"]},
                                        plaintext_footer=True, double_wrapping=False)
    properties = factory.file_encryption_properties(kms, config)
    sink = io.BytesIO()
    with pq.ParquetWriter(sink, table.schema, encryption_properties=properties) as w:
        w.write_table(table)
    return sink.getvalue(), table


def decryption_properties():
    import pyarrow.parquet.encryption as pe
    factory, kms = crypto_factory()
    return factory.file_decryption_properties(kms, pe.DecryptionConfiguration())


def _u64_table():
    return pa.table({"v": pa.array([(i * 2654435761) % 2**64 for i in range(513)], pa.uint64())})


def gzip_members():
    table = _u64_table()
    data = written(table, compression="gzip", use_dictionary=False, store_schema=False)

    def pages(meta, pages):
        out = []
        for header, body in pages:
            plain = gzip.decompress(body)
            half = len(plain) // 2
            out.append((header, gzip.compress(plain[:half], mtime=0) + gzip.compress(plain[half:], mtime=0)))
        return out
    return rebuild(data, page_fn=pages), table


def _lz4_blocks(plain, cut):
    """Hadoop framing of two blocks (the page's bytes cut at `cut` of its
    length): per block, big-endian decompressed and compressed sizes, then
    the raw LZ4 block."""
    out = bytearray()
    at = int(len(plain) * cut)
    for part in (plain[:at], plain[at:]):
        block = pa.compress(part, codec="lz4_raw", asbytes=True)
        out += struct.pack(">II", len(part), len(block)) + block
    return bytes(out)


def _strings_table():
    return pa.table({
        "id": pa.array(range(1000), pa.int64()),
        "s": pa.array(["text %d %s" % (i, "x" * (i % 13)) for i in range(1000)]),
    })


def _as_codec_lz4(body_fn):
    def pages(meta, pages):
        assert get(meta, CMD_CODEC) == 7  # LZ4_RAW
        put(meta, CMD_CODEC, I32, CODEC_LZ4)
        out = []
        for header, body in pages:
            plain = pa.decompress(body, get(header, PH_UNCOMPRESSED), codec="lz4_raw", asbytes=True)
            out.append((header, body_fn(plain, body)))
        return out
    return pages


def hadoop_lz4(cut=0.3):
    """Two blocks a page, the second the longer."""
    table = _strings_table()
    data = written(table, compression="lz4", use_dictionary=False, store_schema=False)
    return rebuild(data, page_fn=_as_codec_lz4(lambda plain, _: _lz4_blocks(plain, cut))), table


def hadoop_lz4_shorter_tail():
    """Two blocks a page, the second the shorter (as a writer's fixed-size
    blocks end): pyarrow reads it, the parquet crate 60.1 does not (its
    frame loop stops when what is left is no longer than the block just
    read, then decodes the page as one bare block)."""
    return hadoop_lz4(0.7)


def non_hadoop_lz4():
    table = _strings_table()
    data = written(table, compression="lz4", use_dictionary=False, store_schema=False)
    return rebuild(data, page_fn=_as_codec_lz4(lambda _, body: body)), table


def lz4_raw():
    table = _strings_table()
    return written(table, compression="lz4", store_schema=False), table


CASES = {
    "float16": float16,
    "dict-offset-zero": dict_offset_zero,
    "v2-old-cpp": v2_old_cpp,
    "decimal45": decimal45,
    "dict-uncounted": dict_uncounted,
    "dict-uncounted-fixed-writer": dict_uncounted_fixed_writer,
    "plaintext-footer": plaintext_footer,
    "gzip-members": gzip_members,
    "hadoop-lz4": hadoop_lz4,
    "hadoop-lz4-shorter-tail": hadoop_lz4_shorter_tail,
    "non-hadoop-lz4": non_hadoop_lz4,
    "lz4-raw": lz4_raw,
}

if __name__ == "__main__":
    write_cases(CASES, OUT)
