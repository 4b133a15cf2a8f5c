"""Shared fixtures of the pyarrow interop tests, plus a hook that writes one
"ok"/"not ok" line per test to $IRX_INTEROP_LOG (counted by make check)."""

import ctypes
import os
import pathlib

import pytest

ROOT = pathlib.Path(__file__).resolve().parents[2]


class ArrowSchema(ctypes.Structure):
    _fields_ = [
        ("format", ctypes.c_char_p),
        ("name", ctypes.c_char_p),
        ("metadata", ctypes.c_char_p),
        ("flags", ctypes.c_int64),
        ("n_children", ctypes.c_int64),
        ("children", ctypes.c_void_p),
        ("dictionary", ctypes.c_void_p),
        ("release", ctypes.c_void_p),
        ("private_data", ctypes.c_void_p),
    ]


class ArrowArray(ctypes.Structure):
    _fields_ = [
        ("length", ctypes.c_int64),
        ("null_count", ctypes.c_int64),
        ("offset", ctypes.c_int64),
        ("n_buffers", ctypes.c_int64),
        ("n_children", ctypes.c_int64),
        ("buffers", ctypes.POINTER(ctypes.c_void_p)),
        ("children", ctypes.c_void_p),
        ("dictionary", ctypes.c_void_p),
        ("release", ctypes.c_void_p),
        ("private_data", ctypes.c_void_p),
    ]


class ArrowDeviceArray(ctypes.Structure):
    _fields_ = [
        ("array", ArrowArray),
        ("device_id", ctypes.c_int64),
        ("device_type", ctypes.c_int32),
        ("sync_event", ctypes.c_void_p),
        ("reserved", ctypes.c_int64 * 3),
    ]


class BufferView(ctypes.Structure):
    _fields_ = [
        ("data", ctypes.c_void_p),
        ("owner", ctypes.c_void_p),
        ("dtype", ctypes.c_void_p),
        ("ndim", ctypes.c_int32),
        ("shape", ctypes.POINTER(ctypes.c_int64)),
        ("strides", ctypes.POINTER(ctypes.c_int64)),
        ("offset_bytes", ctypes.c_int64),
        ("flags", ctypes.c_int32),
    ]


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
