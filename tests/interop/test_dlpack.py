"""DLPack with real numpy (>= 2.1) and the Arrow C Device interface with
real pyarrow, both directions, through the runtime's C functions (ctypes).

Our tensors reach numpy through an object with `__dlpack__` (a
"dltensor_versioned" capsule around irx_arrow_tensor_to_dlpack's managed
tensor); numpy's capsules reach us through irx_arrow_tensor_from_dlpack,
after which the capsule is renamed "used_dltensor_versioned" as the
protocol asks of a consumer."""

import ctypes
import gc
import subprocess
import sys
from pathlib import Path

import numpy as np
import pyarrow as pa
import pytest

from conftest import ROOT, ArrowDeviceArray, ArrowSchema, BufferView, c_fields

EINVAL, EOVERFLOW = 22, 75
VERSIONED = b"dltensor_versioned"
USED = b"used_dltensor_versioned"

_api = ctypes.pythonapi
_api.PyCapsule_New.restype = ctypes.py_object
_api.PyCapsule_New.argtypes = [ctypes.c_void_p, ctypes.c_char_p, ctypes.c_void_p]
_api.PyCapsule_GetPointer.restype = ctypes.c_void_p
_api.PyCapsule_GetPointer.argtypes = [ctypes.py_object, ctypes.c_char_p]
_api.PyCapsule_SetName.restype = ctypes.c_int
_api.PyCapsule_SetName.argtypes = [ctypes.py_object, ctypes.c_char_p]
_api.PyCapsule_IsValid.restype = ctypes.c_int
_api.PyCapsule_IsValid.argtypes = [ctypes.py_object, ctypes.c_char_p]


class DLManagedTensorVersioned(ctypes.Structure):
    pass


_DELETER = ctypes.CFUNCTYPE(None, ctypes.POINTER(DLManagedTensorVersioned))


class DLTensor(ctypes.Structure):
    _fields_ = c_fields("data:ptr device_type:i32 device_id:i32 ndim:i32 code:u8 bits:u8 lanes:u16 "
                        "shape:i64* strides:i64* byte_offset:u64")


DLManagedTensorVersioned._fields_ = c_fields(
    "major:u32 minor:u32 manager_ctx:ptr deleter:deleter flags:u64 dl_tensor:tensor",
    deleter=_DELETER, tensor=DLTensor)


def _capsule_destructor(capsule):
    # An unconsumed capsule still owns its managed tensor.
    obj = ctypes.cast(capsule, ctypes.py_object)
    if _api.PyCapsule_IsValid(obj, VERSIONED):
        ptr = _api.PyCapsule_GetPointer(obj, VERSIONED)
        m = ctypes.cast(ptr, ctypes.POINTER(DLManagedTensorVersioned))
        m.contents.deleter(m)


_DESTRUCTOR = ctypes.CFUNCTYPE(None, ctypes.c_void_p)(_capsule_destructor)


class IrxTensor:
    """An irx tensor handle with the DLPack producer protocol."""

    def __init__(self, rt, handle):
        self.rt, self.h = rt, handle

    def __dlpack__(self, *, stream=None, max_version=None, dl_device=None, copy=None):
        if max_version is None or max_version[0] < 1:
            raise BufferError("irx tensors export DLPack 1.x only")
        out = ctypes.c_void_p(1)
        status = self.rt.irx_arrow_tensor_to_dlpack(self.h, ctypes.byref(out))
        if status != 0:
            raise BufferError(self.rt.irx_arrow_last_error().decode())
        return _api.PyCapsule_New(out, VERSIONED, ctypes.cast(_DESTRUCTOR, ctypes.c_void_p))

    def __dlpack_device__(self):
        return (1, 0)


# irx_arrow_type_id values.
TYPE_IDS = {
    "int32": 1, "int8": 2, "int16": 3, "int64": 4, "uint8": 5, "uint16": 6,
    "uint32": 7, "uint64": 8, "float32": 9, "float64": 10, "bool": 11,
}


def build_tensor(rt, values):
    """A C-order irx tensor holding a copy of the numpy array `values`."""
    values = np.ascontiguousarray(values)
    shape = (ctypes.c_int64 * max(values.ndim, 1))(*values.shape)
    b = ctypes.c_void_p()
    assert rt.irx_arrow_tensor_builder_new(
        TYPE_IDS[values.dtype.name], values.ndim, shape, None, ctypes.byref(b)) == 0
    assert rt.irx_arrow_tensor_builder_append_values(b, values.ctypes.data, values.size) == 0
    t = ctypes.c_void_p()
    assert rt.irx_arrow_tensor_builder_finish(b, ctypes.byref(t)) == 0
    return t


def tensor_data_ptr(rt, t):
    v = BufferView()
    assert rt.irx_arrow_tensor_borrow_buffer_view(t, ctypes.byref(v)) == 0
    return v.data + v.offset_bytes


def from_numpy(rt, arr):
    """irx_arrow_tensor_from_dlpack on numpy's capsule: (status, handle, capsule)."""
    cap = arr.__dlpack__(max_version=(1, 0))
    ptr = _api.PyCapsule_GetPointer(cap, VERSIONED)
    t = ctypes.c_void_p(1)
    status = rt.irx_arrow_tensor_from_dlpack(ptr, ctypes.byref(t))
    if status == 0:
        _api.PyCapsule_SetName(cap, USED)  # ours now: numpy must not delete it
    return status, t, cap


# Tensors hold the 10 fixed-width numeric types (not bool, as the builder).
DTYPES = ["int8", "int16", "int32", "int64", "uint8", "uint16", "uint32",
          "uint64", "float32", "float64"]


@pytest.mark.parametrize("dtype", DTYPES)
def test_irx_tensor_to_numpy_every_dtype(rt, dtype):
    src = (np.arange(12) % 100).astype(dtype).reshape(3, 4)
    t = build_tensor(rt, src)
    arr = np.from_dlpack(IrxTensor(rt, t))
    assert arr.dtype == src.dtype and arr.shape == (3, 4)
    assert arr.strides == src.strides
    assert np.array_equal(arr, src)
    assert not arr.flags.writeable  # READ_ONLY
    assert arr.ctypes.data == tensor_data_ptr(rt, t)  # no copy
    rt.irx_arrow_tensor_release(t)
    assert np.array_equal(arr, src)  # numpy's reference keeps the data


def test_numpy_drop_runs_the_deleter_chain(rt):
    # numpy -> irx -> numpy: the first export holds a reference to `orig`
    # until the chain of deleters has run.
    orig = np.arange(10, dtype=np.int64)
    base = sys.getrefcount(orig)
    status, t, cap = from_numpy(rt, orig)
    assert status == 0
    del cap
    assert sys.getrefcount(orig) == base + 1  # held by our tensor
    again = np.from_dlpack(IrxTensor(rt, t))
    assert again.ctypes.data == orig.ctypes.data
    rt.irx_arrow_tensor_release(t)
    assert sys.getrefcount(orig) == base + 1  # held through `again`
    del again
    gc.collect()
    assert sys.getrefcount(orig) == base  # every deleter ran once


@pytest.mark.parametrize("dtype", DTYPES)
def test_numpy_to_irx_every_dtype_without_copy(rt, dtype):
    src = (np.arange(24) % 100).astype(dtype).reshape(2, 3, 4)
    status, t, _ = from_numpy(rt, src)
    assert status == 0, rt.irx_arrow_last_error()
    assert rt.irx_arrow_tensor_type_id(t) == TYPE_IDS[dtype]
    assert tensor_data_ptr(rt, t) == src.ctypes.data
    strides = rt.irx_arrow_tensor_strides(t)
    assert tuple(strides[i] for i in range(3)) == src.strides
    back = np.from_dlpack(IrxTensor(rt, t))
    assert np.array_equal(back, src)
    rt.irx_arrow_tensor_release(t)


@pytest.mark.parametrize("view", ["transposed", "sliced", "column"])
def test_numpy_strided_views_to_irx(rt, view):
    base = np.arange(48, dtype=np.float64).reshape(6, 8)
    arr = {"transposed": base.T, "sliced": base[1::2, ::3], "column": base[:, 5]}[view]
    status, t, _ = from_numpy(rt, arr)
    assert status == 0, rt.irx_arrow_last_error()
    strides = rt.irx_arrow_tensor_strides(t)
    assert tuple(strides[i] for i in range(arr.ndim)) == arr.strides
    assert np.array_equal(np.from_dlpack(IrxTensor(rt, t)), arr)
    rt.irx_arrow_tensor_release(t)


@pytest.mark.parametrize("case", ["complex64", "float16", "bool", "reversed"])
def test_refused_numpy_tensors_stay_numpys(rt, case):
    arr = {
        "bool": np.ones(4, dtype=np.bool_),
        "complex64": np.ones(4, dtype=np.complex64),
        "float16": np.ones(4, dtype=np.float16),
        "reversed": np.arange(4, dtype=np.int32)[::-1],
    }[case]
    status, t, cap = from_numpy(rt, arr)
    assert status == EINVAL
    assert t.value is None
    assert _api.PyCapsule_IsValid(cap, VERSIONED)  # not consumed: numpy frees it
    del cap
    gc.collect()


def test_odd_byte_strides_are_refused_for_numpy(rt):
    shape = (ctypes.c_int64 * 1)(2)
    strides = (ctypes.c_int64 * 1)(3)  # int32 every 3 bytes
    b = ctypes.c_void_p()
    assert rt.irx_arrow_tensor_builder_new(TYPE_IDS["int32"], 1, shape, strides, ctypes.byref(b)) == 0
    vals = np.array([1, 2], dtype=np.int32)
    assert rt.irx_arrow_tensor_builder_append_values(b, vals.ctypes.data, 2) == 0
    t = ctypes.c_void_p()
    assert rt.irx_arrow_tensor_builder_finish(b, ctypes.byref(t)) == 0
    with pytest.raises(BufferError, match="not a multiple of the element size"):
        np.from_dlpack(IrxTensor(rt, t))
    rt.irx_arrow_tensor_release(t)


def test_dlpack_header_matches_pyarrows(tmp_path):
    """include/irx_dlpack.h lays the structs out as the dlpack.h pyarrow ships."""
    probe = tmp_path / "probe.c"
    fields = {
        "DLPackVersion": ["major", "minor"],
        "DLDevice": ["device_type", "device_id"],
        "DLDataType": ["code", "bits", "lanes"],
        "DLTensor": ["data", "device", "ndim", "dtype", "shape", "strides", "byte_offset"],
        "DLManagedTensorVersioned": ["version", "manager_ctx", "deleter", "flags", "dl_tensor"],
    }
    lines = ["#include <stdio.h>", "#include <stddef.h>", "int main(void) {"]
    for struct, names in fields.items():
        lines.append(f'  printf("{struct} %zu\\n", sizeof({struct}));')
        for f in names:
            lines.append(f'  printf("{struct}.{f} %zu\\n", offsetof({struct}, {f}));')
    lines.append('  printf("flags %lu %lu\\n", (unsigned long)DLPACK_FLAG_BITMASK_READ_ONLY, '
                 '(unsigned long)DLPACK_FLAG_BITMASK_IS_COPIED);')
    lines.append('  printf("codes %d %d %d %d %d %d\\n", kDLCPU, kDLCUDAHost, kDLInt, kDLUInt, kDLFloat, kDLBool);')
    lines += ["  return 0;", "}"]
    probe.write_text("\n".join(lines) + "\n")
    theirs = Path(pa.get_include()) / "arrow/c/dlpack_abi.h"
    ours = ROOT / "include/irx_dlpack.h"
    outputs = []
    for header in (theirs, ours):
        exe = tmp_path / f"probe-{header.stem}"
        subprocess.run(["cc", "-std=c11", "-include", str(header), "-o", str(exe), str(probe)], check=True)
        outputs.append(subprocess.run([str(exe)], check=True, capture_output=True, text=True).stdout)
    assert outputs[0] == outputs[1]


# ---- Arrow C Device interface -------------------------------------------


def test_pyarrow_device_array_to_irx(rt):
    arr = pa.array([1, None, 3, 4], type=pa.int32())
    d, s = ArrowDeviceArray(), ArrowSchema()
    arr._export_to_c_device(ctypes.addressof(d), ctypes.addressof(s))
    assert d.device_type == 1 and not d.sync_event
    h = ctypes.c_void_p()
    assert rt.irx_arrow_array_import_device_move(ctypes.byref(d), ctypes.byref(s), ctypes.byref(h)) == 0
    assert not d.array.release and not s.release
    assert rt.irx_arrow_array_length(h) == 4 and rt.irx_arrow_array_null_count(h) == 1
    v = ctypes.c_int64()
    assert rt.irx_arrow_array_value_int(h, 3, ctypes.byref(v)) == 0 and v.value == 4
    rt.irx_arrow_array_release(h)


def test_irx_device_array_to_pyarrow(rt):
    b = ctypes.c_void_p()
    assert rt.irx_arrow_array_builder_new(TYPE_IDS["float64"], ctypes.byref(b)) == 0
    for x in (0.5, 1.5, 2.5):
        assert rt.irx_arrow_array_builder_append_double(b, x) == 0
    h = ctypes.c_void_p()
    assert rt.irx_arrow_array_builder_finish(b, ctypes.byref(h)) == 0
    d, s = ArrowDeviceArray(), ArrowSchema()
    assert rt.irx_arrow_array_export_device(h, ctypes.byref(d), ctypes.byref(s)) == 0
    rt.irx_arrow_array_release(h)
    arr = pa.Array._import_from_c_device(ctypes.addressof(d), ctypes.addressof(s))
    assert arr.to_pylist() == [0.5, 1.5, 2.5]


def test_non_cpu_device_array_is_refused_untouched(rt):
    arr = pa.array([7, 8], type=pa.int64())
    d, s = ArrowDeviceArray(), ArrowSchema()
    arr._export_to_c_device(ctypes.addressof(d), ctypes.addressof(s))
    d.device_type = 2  # CUDA
    before = bytes(d)
    h = ctypes.c_void_p(1)
    assert rt.irx_arrow_array_import_device_move(ctypes.byref(d), ctypes.byref(s), ctypes.byref(h)) == EINVAL
    assert h.value is None
    assert b"device type 2" in rt.irx_arrow_last_error()
    assert bytes(d) == before and s.release
    # Still the caller's: pyarrow takes it back once it says CPU again.
    d.device_type = 1
    assert pa.Array._import_from_c_device(ctypes.addressof(d), ctypes.addressof(s)).to_pylist() == [7, 8]
