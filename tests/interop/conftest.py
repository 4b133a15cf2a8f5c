"""Shared fixtures of the pyarrow interop tests, plus a hook that writes one
"ok"/"not ok" line per test to $IRX_INTEROP_LOG (counted by make check)."""

import ctypes
import os
import pathlib

import pytest

ROOT = pathlib.Path(__file__).resolve().parents[2]


# The C types struct fields are written in below.
C_TYPES = {
    "i32": ctypes.c_int32, "i64": ctypes.c_int64, "u8": ctypes.c_uint8, "u16": ctypes.c_uint16,
    "u32": ctypes.c_uint32, "u64": ctypes.c_uint64, "ptr": ctypes.c_void_p, "str": ctypes.c_char_p,
    "i64*": ctypes.POINTER(ctypes.c_int64), "ptr*": ctypes.POINTER(ctypes.c_void_p),
}


def c_fields(spec, **types):
    """ctypes `_fields_` from "name:type ..." (C_TYPES names, or `types`)."""
    fields = []
    for item in spec.split():
        name, ty = item.split(":")
        fields.append((name, types[ty] if ty in types else C_TYPES[ty]))
    return fields


class ArrowSchema(ctypes.Structure):
    _fields_ = c_fields("format:str name:str metadata:str flags:i64 n_children:i64 children:ptr "
                        "dictionary:ptr release:ptr private_data:ptr")


class ArrowArray(ctypes.Structure):
    _fields_ = c_fields("length:i64 null_count:i64 offset:i64 n_buffers:i64 n_children:i64 "
                        "buffers:ptr* children:ptr dictionary:ptr release:ptr private_data:ptr")


class ArrowArrayStream(ctypes.Structure):
    _fields_ = c_fields("get_schema:ptr get_next:ptr get_last_error:ptr release:ptr private_data:ptr")


def addr(struct):
    """The address of a ctypes struct, as the runtime's C Data calls take it."""
    return ctypes.addressof(struct)


class ArrowDeviceArray(ctypes.Structure):
    _fields_ = c_fields("array:array device_id:i64 device_type:i32 sync_event:ptr reserved:i64x3",
                        array=ArrowArray, i64x3=ctypes.c_int64 * 3)


class BufferView(ctypes.Structure):
    _fields_ = c_fields("data:ptr owner:ptr dtype:ptr ndim:i32 shape:i64* strides:i64* "
                        "offset_bytes:i64 flags:i32")


def pump(lib, reader, writer, on_batch=None, close=True, through=None):
    """Moves every batch of an IRx stream reader into an IRx stream writer
    (`on_batch(batch)` sees each first; `through(batch)`, when given,
    takes each and returns the batch to write in its place), closes the
    writer (unless `close` is false) and returns the batches' row counts.
    Both handles stay the caller's."""
    sizes = []
    while True:
        batch = ctypes.c_void_p()
        status = lib.irx_rb_stream_reader_next_batch(reader, ctypes.byref(batch))
        if status == 1:  # IRX_EOF
            break
        assert status == 0, lib.irx_record_batch_errmsg().decode()
        if on_batch:
            on_batch(batch)
        if through is not None:
            batch = through(batch)
        sizes.append(lib.irx_rb_batch_num_rows(batch))
        status = lib.irx_rb_stream_writer_write_batch(writer, batch)
        lib.irx_rb_batch_release(batch)
        assert status == 0, lib.irx_record_batch_errmsg().decode()
    if close:
        assert lib.irx_rb_stream_writer_close(writer) == 0, lib.irx_record_batch_errmsg().decode()
    return sizes


def buffer_bytes(lib, writer):
    """A copy of the bytes a closed IRx memory writer wrote; the writer
    stays the caller's."""
    data = ctypes.POINTER(ctypes.c_uint8)()
    size = ctypes.c_int64()
    status = lib.irx_rb_stream_writer_buffer_data(writer, ctypes.byref(data), ctypes.byref(size))
    assert status == 0, lib.irx_record_batch_errmsg().decode()
    return ctypes.string_at(data, size.value)


# The record-batch, table, Parquet and CSV functions the interop tests
# call, with their C types (declared on the library by `rb_library`).
P = ctypes.c_void_p
PP = ctypes.POINTER(ctypes.c_void_p)
I32, I64, S = ctypes.c_int32, ctypes.c_int64, ctypes.c_char_p
U8P = ctypes.POINTER(ctypes.c_uint8)
RB_SIGNATURES = {
    "irx_arrow_last_error": (S, []),
    "irx_arrow_table_export_stream": (I32, [P, P]),
    "irx_arrow_table_from_ipc": (I32, [S, I64, PP]),
    "irx_arrow_table_from_ipc_static": (I32, [S, I64, PP]),
    "irx_arrow_table_num_columns": (I64, [P]),
    "irx_arrow_table_num_rows": (I64, [P]),
    "irx_arrow_table_release": (None, [P]),
    "irx_csv_options_clear": (I32, [P, S]),
    "irx_csv_options_int": (I32, [P, S, I64]),
    "irx_csv_options_new": (P, []),
    "irx_csv_options_release": (None, [P]),
    "irx_csv_options_text": (I32, [P, S, S]),
    "irx_parquet_options_filter": (I32, [P, S, S, S, S]),
    "irx_parquet_options_int": (I32, [P, S, I64]),
    "irx_parquet_options_key": (I32, [P, S, I64]),
    "irx_parquet_options_new": (P, []),
    "irx_parquet_options_release": (None, [P]),
    "irx_parquet_options_text": (I32, [P, S, S]),
    "irx_rb_batch_export": (I32, [P, P, P]),
    "irx_rb_batch_get_float64": (I32, [P, I32, I64, ctypes.POINTER(ctypes.c_double)]),
    "irx_rb_batch_get_int64": (I32, [P, I32, I64, ctypes.POINTER(I64)]),
    "irx_rb_batch_get_utf8": (I32, [P, I32, I64, PP, ctypes.POINTER(I64)]),
    "irx_rb_batch_import": (I32, [P, P, PP]),
    "irx_rb_batch_num_rows": (I64, [P]),
    "irx_rb_batch_release": (None, [P]),
    "irx_rb_csv_read_table": (I32, [S, P, P, PP]),
    "irx_rb_csv_reader_open": (I32, [S, P, S, I32, I32, PP]),
    "irx_rb_csv_reader_open_options": (I32, [S, P, P, PP]),
    "irx_rb_csv_write_table": (I32, [P, S, P]),
    "irx_rb_csv_writer_open_options": (I32, [P, S, P, PP]),
    "irx_rb_file_reader_open": (I32, [S, PP]),
    "irx_rb_file_writer_open": (I32, [P, S, PP]),
    "irx_rb_parquet_read_table": (I32, [S, P, P, I32, PP]),
    "irx_rb_parquet_reader_open": (I32, [S, P, I64, PP]),
    "irx_rb_parquet_reader_open_options": (I32, [S, P, P, PP]),
    "irx_rb_parquet_write_table": (I32, [P, S, P, I32]),
    "irx_rb_parquet_writer_open": (I32, [P, S, S, I64, PP]),
    "irx_rb_parquet_writer_open_options": (I32, [P, S, P, PP]),
    "irx_rb_schema_field": (I32, [P, I32, ctypes.POINTER(S), ctypes.POINTER(I32), ctypes.POINTER(I32)]),
    "irx_rb_schema_from_ipc": (I32, [S, I64, PP]),
    "irx_rb_schema_import": (I32, [P, PP]),
    "irx_rb_schema_num_fields": (I32, [P]),
    "irx_rb_schema_release": (None, [P]),
    "irx_rb_schema_type_name": (I32, [P, I32, ctypes.POINTER(S)]),
    "irx_rb_stream_reader_close": (None, [P]),
    "irx_rb_stream_reader_export": (I32, [P, P]),
    "irx_rb_stream_reader_import": (I32, [P, PP]),
    "irx_rb_stream_reader_next_batch": (I32, [P, PP]),
    "irx_rb_stream_reader_open_buffer": (I32, [S, I64, PP]),
    "irx_rb_stream_reader_open_file": (I32, [S, PP]),
    "irx_rb_stream_reader_schema": (P, [P]),
    "irx_rb_stream_writer_buffer_data": (I32, [P, ctypes.POINTER(U8P), ctypes.POINTER(I64)]),
    "irx_rb_stream_writer_close": (I32, [P]),
    "irx_rb_stream_writer_open_buffer": (I32, [P, PP]),
    "irx_rb_stream_writer_open_file": (I32, [P, S, PP]),
    "irx_rb_stream_writer_release": (None, [P]),
    "irx_rb_stream_writer_write_batch": (I32, [P, P]),
    "irx_record_batch_errmsg": (S, []),
}


def rb_library():
    """The runtime's shared library ($IRX_RUNTIME_SO, else the release
    build's) with every function of RB_SIGNATURES declared."""
    lib = ctypes.CDLL(os.environ.get("IRX_RUNTIME_SO", str(ROOT / "target/release/libirx_runtime.so")))
    for name, (res, args) in RB_SIGNATURES.items():
        fn = getattr(lib, name)
        fn.restype, fn.argtypes = res, args
    return lib


def load_runtime():
    path = os.environ.get("IRX_RUNTIME_SO", str(ROOT / "target/release/libirx_runtime.so"))
    lib = ctypes.CDLL(path)
    P = ctypes.c_void_p
    PP = ctypes.POINTER(ctypes.c_void_p)
    i32, i64, u64 = ctypes.c_int32, ctypes.c_int64, ctypes.c_uint64
    sigs = {
        "irx_arrow_last_error": (ctypes.c_char_p, []),
        "irx_arrow_array_builder_new": (i32, [i32, PP]),
        "irx_arrow_array_builder_append_null": (i32, [P, i64]),
        "irx_arrow_array_builder_append_int": (i32, [P, i64]),
        "irx_arrow_array_builder_append_uint": (i32, [P, u64]),
        "irx_arrow_array_builder_append_double": (i32, [P, ctypes.c_double]),
        "irx_arrow_array_builder_finish": (i32, [P, PP]),
        "irx_arrow_array_builder_release": (None, [P]),
        "irx_arrow_array_length": (i64, [P]),
        "irx_arrow_array_offset": (i64, [P]),
        "irx_arrow_array_null_count": (i64, [P]),
        "irx_arrow_array_type_id": (i32, [P]),
        "irx_arrow_array_is_nullable": (i32, [P]),
        "irx_arrow_array_is_valid": (i32, [P, i64]),
        "irx_arrow_array_value_int": (i32, [P, i64, ctypes.POINTER(i64)]),
        "irx_arrow_array_value_uint": (i32, [P, i64, ctypes.POINTER(u64)]),
        "irx_arrow_array_value_double": (i32, [P, i64, ctypes.POINTER(ctypes.c_double)]),
        "irx_arrow_array_borrow_buffer_view": (i32, [P, ctypes.POINTER(BufferView)]),
        "irx_arrow_array_export": (i32, [P, ctypes.POINTER(ArrowArray), ctypes.POINTER(ArrowSchema)]),
        "irx_arrow_array_import_copy": (i32, [ctypes.POINTER(ArrowArray), ctypes.POINTER(ArrowSchema), PP]),
        "irx_arrow_array_import_move": (i32, [ctypes.POINTER(ArrowArray), ctypes.POINTER(ArrowSchema), PP]),
        "irx_arrow_array_release": (None, [P]),
        "irx_arrow_schema_import_copy": (i32, [ctypes.POINTER(ArrowSchema), PP]),
        "irx_arrow_schema_export": (i32, [P, ctypes.POINTER(ArrowSchema)]),
        "irx_arrow_schema_type_id": (i32, [P]),
        "irx_arrow_schema_is_nullable": (i32, [P]),
        "irx_arrow_schema_release": (None, [P]),
        "irx_arrow_array_export_device": (i32, [P, ctypes.POINTER(ArrowDeviceArray), ctypes.POINTER(ArrowSchema)]),
        "irx_arrow_array_import_device_move": (
            i32,
            [ctypes.POINTER(ArrowDeviceArray), ctypes.POINTER(ArrowSchema), PP],
        ),
        "irx_arrow_tensor_builder_new": (i32, [i32, i32, ctypes.POINTER(i64), ctypes.POINTER(i64), PP]),
        "irx_arrow_tensor_builder_append_values": (i32, [P, P, i64]),
        "irx_arrow_tensor_builder_finish": (i32, [P, PP]),
        "irx_arrow_tensor_borrow_buffer_view": (i32, [P, ctypes.POINTER(BufferView)]),
        "irx_arrow_tensor_type_id": (i32, [P]),
        "irx_arrow_tensor_ndim": (i32, [P]),
        "irx_arrow_tensor_shape": (ctypes.POINTER(i64), [P]),
        "irx_arrow_tensor_strides": (ctypes.POINTER(i64), [P]),
        "irx_arrow_tensor_release": (None, [P]),
        "irx_arrow_tensor_to_dlpack": (i32, [P, PP]),
        "irx_arrow_tensor_from_dlpack": (i32, [P, PP]),
    }
    for name, (res, args) in sigs.items():
        fn = getattr(lib, name)
        fn.restype = res
        fn.argtypes = args
    return lib


@pytest.fixture(scope="session")
def rt():
    return load_runtime()


_LOG = os.environ.get("IRX_INTEROP_LOG")


def pytest_runtest_logreport(report):
    if not _LOG:
        return
    name = report.nodeid.split("::", 1)[-1]
    line = None
    if report.when == "call":
        line = ("ok " if report.passed else "not ok ") + "interop " + name
    elif report.when == "setup" and not report.passed:
        line = "not ok interop " + name + " (setup)"
    elif report.when == "teardown" and report.failed:
        line = "not ok interop " + name + " (teardown)"
    if line:
        with open(_LOG, "a") as log:
            log.write(line + "\n")


def pytest_collectreport(report):
    if _LOG and report.failed:
        with open(_LOG, "a") as log:
            log.write(f"not ok interop collecting {report.nodeid}\n")
