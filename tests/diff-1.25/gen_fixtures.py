"""Writes tests/diff-1.25/fixtures.h: fixed Arrow IPC and Parquet bytes
(written by pyarrow) that the programs of the differential check damage
(truncate, flip, re-magic) to make hostile input. They are fixed so that
both runs read the same bytes: the runtimes' own writers lay out the same
data in different bytes, so damaging what each one wrote would compare
two different inputs.

usage: python gen_fixtures.py [OUT]   (with pyarrow; OUT defaults to
fixtures.h beside this script)

Every fixture is the same bytes from run to run but the two encrypted
files, whose keys and nonces pyarrow draws at random.
"""

import importlib.util
import io
import sys

from pathlib import Path

import pyarrow as pa
import pyarrow.ipc as ipc
import pyarrow.parquet as pq


def table():
    return pa.table({
        "id": pa.array([0, 10, 20], pa.int64()),
        "name": pa.array(["row", None, "row"], pa.utf8()),
    })


def stream_bytes():
    sink = io.BytesIO()
    with ipc.new_stream(sink, table().schema) as writer:
        writer.write_table(table())
        writer.write_table(table())
    return sink.getvalue()


def file_bytes():
    sink = io.BytesIO()
    with ipc.new_file(sink, table().schema) as writer:
        writer.write_table(table())
    return sink.getvalue()


def parquet_bytes():
    sink = io.BytesIO()
    t = pa.table({
        "id": pa.array(range(12), pa.int64()),
        "score": pa.array([i * 1.5 if i % 4 != 3 else None for i in range(12)]),
        "name": pa.array([f"n{i % 3}" for i in range(12)]),
    })
    pq.write_table(t, sink, row_group_size=5, compression="snappy")
    return sink.getvalue()


def types_bytes():
    """One batch of three rows holding a column of most Arrow types 1.25
    names (IrxColumnType), nulls in the middle row."""
    import datetime
    import decimal

    rows = 3
    def col(values, type_):
        return pa.array([v if i != 1 else None for i, v in enumerate(values)], type_)
    t = pa.table({
        "i8": col([1, 0, -3], pa.int8()), "u16": col([1, 0, 65535], pa.uint16()),
        "u64": col([1, 0, 2**64 - 1], pa.uint64()), "f32": col([1.5, 0, -2.25], pa.float32()),
        "b": col([True, False, False], pa.bool_()), "s": col(["a", "", "c\u00e9"], pa.utf8()),
        "ls": col(["x", "", "y"], pa.large_utf8()), "bin": col([b"\x00\x01", b"", b"z"], pa.binary()),
        "lbin": col([b"q", b"", b""], pa.large_binary()), "fbin": col([b"ab", b"cd", b"ef"], pa.binary(2)),
        "d32": col([datetime.date(2024, 1, 2), None, datetime.date(1969, 12, 31)], pa.date32()),
        "d64": col([datetime.date(2024, 1, 2), None, datetime.date(2000, 2, 29)], pa.date64()),
        "ts_s": col([0, 0, 1700000000], pa.timestamp("s")),
        "ts_ns_utc": col([1, 0, -1], pa.timestamp("ns", tz="UTC")),
        "t32": col([0, 0, 86399], pa.time32("s")), "t64": col([1, 0, 86399999999], pa.time64("us")),
        "dec": col([decimal.Decimal("1.25"), None, decimal.Decimal("-99.99")], pa.decimal128(5, 2)),
        "dec256": col([decimal.Decimal("3.5"), None, decimal.Decimal("0.1")], pa.decimal256(40, 1)),
        "lst": col([[1, 2], [], [3]], pa.list_(pa.int32())),
        "llst": col([[1.5], [], []], pa.large_list(pa.float64())),
        "fl": col([[1, 2], [3, 4], [5, 6]], pa.list_(pa.int16(), 2)),
        "st": col([{"a": 1, "b": "x"}, None, {"a": None, "b": "z"}], pa.struct([("a", pa.int64()), ("b", pa.utf8())])),
        "mp": col([[("k", 1)], [], [("j", 2), ("k", 3)]], pa.map_(pa.utf8(), pa.int32())),
        "dict": pa.array(["red", None, "red"]).dictionary_encode(),
        "nul": pa.nulls(rows),
    })
    sink = io.BytesIO()
    with ipc.new_stream(sink, t.schema) as writer:
        writer.write_table(t)
    return sink.getvalue()


def layout_streams():
    """Small streams tests/diff-1.25/ipc_layout.c damages: a dictionary
    column, LZ4- and ZSTD-compressed bodies, and a string_view column (its
    variadic buffer counts)."""
    def stream(t, **options):
        sink = io.BytesIO()
        with ipc.new_stream(sink, t.schema, options=ipc.IpcWriteOptions(**options)) as writer:
            writer.write_table(t)
        return sink.getvalue()
    words = pa.array(["red", "green", None, "red"]).dictionary_encode()
    more = pa.array(["x", "y", "y", "x"]).dictionary_encode()
    return {
        "FIXTURE_DICT_STREAM": stream(pa.table({"d": words, "e": more})),
        "FIXTURE_LZ4_STREAM": stream(table(), compression="lz4"),
        "FIXTURE_ZSTD_STREAM": stream(table(), compression="zstd"),
        "FIXTURE_VIEW_STREAM": stream(pa.table({
            "v": pa.array(["short", "a string longer than twelve bytes", None], pa.string_view()),
        })),
    }


def encrypted_files():
    """plain int64 [1, 2, 3] and secret utf8 ["a", "b", "c"], `secret`
    encrypted with its own column key (not the footer's) through the test
    KMS of scripts/gen-parquet-quirks.py: with an encrypted footer (PARE)
    and with a plaintext footer."""
    import pyarrow.parquet.encryption as pe
    script = Path(__file__).resolve().parents[2] / "scripts" / "gen-parquet-quirks.py"
    spec = importlib.util.spec_from_file_location("gen_parquet_quirks", script)
    quirks = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(quirks)
    t = pa.table({"plain": pa.array([1, 2, 3], pa.int64()), "secret": pa.array(["a", "b", "c"])})

    def written(plaintext_footer):
        factory, kms = quirks.crypto_factory()
        config = pe.EncryptionConfiguration(footer_key="kf", column_keys={"kc": ["secret"]},
                                            plaintext_footer=plaintext_footer, double_wrapping=False)
        sink = io.BytesIO()
        properties = factory.file_encryption_properties(kms, config)
        with pq.ParquetWriter(sink, t.schema, encryption_properties=properties, store_schema=False) as w:
            w.write_table(t)
        return sink.getvalue()
    return {"FIXTURE_ENC_FOOTER": written(False), "FIXTURE_ENC_PLAIN_FOOTER": written(True)}


def c_array(name, data):
    rows = [", ".join(f"0x{b:02x}" for b in data[i:i + 16]) for i in range(0, len(data), 16)]
    body = ",\n  ".join(rows)
    return f"static const uint8_t {name}[{len(data)}] = {{\n  {body},\n}};\n"


def main():
    out = Path(sys.argv[1]) if len(sys.argv) > 1 else Path(__file__).with_name("fixtures.h")
    text = (
        "/* Generated by tests/diff-1.25/gen_fixtures.py (pyarrow "
        f"{pa.__version__}): fixed input bytes for the\n"
        " * differential programs. Do not edit. */\n"
        "#ifndef IRX_DIFF_125_FIXTURES_H\n#define IRX_DIFF_125_FIXTURES_H\n#include <stdint.h>\n\n"
        "/* id int64 [0, 10, 20], name utf8 [\"row\", null, \"row\"]: two batches as a stream. */\n"
        + c_array("FIXTURE_STREAM", stream_bytes())
        + "/* The same table, one batch, as an IPC file. */\n"
        + c_array("FIXTURE_FILE", file_bytes())
        + "/* One batch of 3 rows, a column of most Arrow types (gen_fixtures.py, types_bytes). */\n"
        + c_array("FIXTURE_TYPES", types_bytes())
        + "/* id int64 0..11, score double (every 4th null), name utf8: snappy, row groups of 5. */\n"
        + c_array("FIXTURE_PARQUET", parquet_bytes())
        + "/* Streams of layout_streams(): d dictionary<int32, utf8> [red, green, null, red]\n"
        " * and e [x, y, y, x] (dictionary ids 0 and 1); table() with LZ4 and with ZSTD\n"
        " * bodies; v string_view [short, a string longer than twelve bytes, null]. */\n"
        + "".join(c_array(name, data) for name, data in layout_streams().items())
        + "/* encrypted_files(): plain int64 [1, 2, 3], secret utf8 [\"a\", \"b\", \"c\"] (its column\n"
        " * key not the footer's), an encrypted footer (PARE), then a plaintext footer. */\n"
        + "".join(c_array(name, data) for name, data in encrypted_files().items())
        + "\n#endif\n"
    )
    out.write_text(text)


if __name__ == "__main__":
    main()
