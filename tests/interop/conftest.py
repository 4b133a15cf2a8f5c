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


class ArrowDeviceArray(ctypes.Structure):
    _fields_ = c_fields("array:array device_id:i64 device_type:i32 sync_event:ptr reserved:i64x3",
                        array=ArrowArray, i64x3=ctypes.c_int64 * 3)


class BufferView(ctypes.Structure):
    _fields_ = c_fields("data:ptr owner:ptr dtype:ptr ndim:i32 shape:i64* strides:i64* "
                        "offset_bytes:i64 flags:i32")


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
