"""Interop with real pyarrow through the Arrow C Data interface, both
directions: pyarrow -> irx (import_copy, import_move) and irx -> pyarrow
(export, read after the irx handle is gone). Every type, with nulls,
sliced, empty."""

import ctypes
import gc

import pyarrow as pa
import pytest

from conftest import ArrowArray, ArrowSchema, BufferView

EINVAL = 22

# (IRx type id, pyarrow type, getter kind, sample values)
TYPES = {
    "int8": (2, pa.int8(), "int", [-128, 127, 0, -1, 5]),
    "int16": (3, pa.int16(), "int", [-32768, 32767, 0, -1, 300]),
    "int32": (1, pa.int32(), "int", [-(2**31), 2**31 - 1, 0, -1, 70000]),
    "int64": (4, pa.int64(), "int", [-(2**63), 2**63 - 1, 0, -1, 2**40]),
    "uint8": (5, pa.uint8(), "uint", [0, 255, 1, 128, 7]),
    "uint16": (6, pa.uint16(), "uint", [0, 65535, 1, 40000, 7]),
    "uint32": (7, pa.uint32(), "uint", [0, 2**32 - 1, 1, 2**31, 7]),
    "uint64": (8, pa.uint64(), "uint", [0, 2**64 - 1, 1, 2**63, 7]),
    "float32": (9, pa.float32(), "double", [0.5, -1.25, 2.0**100, -0.0, 1024.0]),
    "float64": (10, pa.float64(), "double", [0.1, -1e300, 2.5, float("inf"), -7.0]),
    "bool": (11, pa.bool_(), "int", [True, False, True, True, False]),
}
NAMES = list(TYPES)


def values_of(name, n, nulls):
    base = TYPES[name][3]
    return [None if nulls and i % 3 == 1 else base[i % len(base)] for i in range(n)]


def c_release(struct):
    """Calls a C Data struct's own release callback."""
    fn = ctypes.CFUNCTYPE(None, ctypes.c_void_p)(struct.release)
    fn(ctypes.addressof(struct))
    assert not struct.release


def export_pa(arr, field=None):
    c_array, c_schema = ArrowArray(), ArrowSchema()
    if field is None:
        arr._export_to_c(ctypes.addressof(c_array), ctypes.addressof(c_schema))
    else:
        arr._export_to_c(ctypes.addressof(c_array))
        field._export_to_c(ctypes.addressof(c_schema))
    return c_array, c_schema


def read_irx(rt, h, name):
    kind = TYPES[name][2]
    n = rt.irx_arrow_array_length(h)
    out = []
    for i in range(n):
        valid = rt.irx_arrow_array_is_valid(h, i)
        assert valid in (0, 1)
        if not valid:
            out.append(None)
            continue
        if kind == "int":
            v = ctypes.c_int64()
            assert rt.irx_arrow_array_value_int(h, i, ctypes.byref(v)) == 0
            out.append(bool(v.value) if name == "bool" else v.value)
        elif kind == "uint":
            v = ctypes.c_uint64()
            assert rt.irx_arrow_array_value_uint(h, i, ctypes.byref(v)) == 0
            out.append(v.value)
        else:
            v = ctypes.c_double()
            assert rt.irx_arrow_array_value_double(h, i, ctypes.byref(v)) == 0
            out.append(v.value)
    return out


def same(a, b):
    return len(a) == len(b) and all(
        (x is None and y is None) or (x is not None and y is not None and (x == y or (x != x and y != y)))
        for x, y in zip(a, b)
    )


def build_irx(rt, name, values):
    tid, _, kind, _ = TYPES[name]
    b = ctypes.c_void_p()
    assert rt.irx_arrow_array_builder_new(tid, ctypes.byref(b)) == 0
    for v in values:
        if v is None:
            rc = rt.irx_arrow_array_builder_append_null(b, 1)
        elif kind == "int":
            rc = rt.irx_arrow_array_builder_append_int(b, int(v))
        elif kind == "uint":
            rc = rt.irx_arrow_array_builder_append_uint(b, v)
        else:
            rc = rt.irx_arrow_array_builder_append_double(b, v)
        assert rc == 0
    h = ctypes.c_void_p()
    assert rt.irx_arrow_array_builder_finish(b, ctypes.byref(h)) == 0
    return h


SHAPES = [
    pytest.param(20, False, None, id="plain"),
    pytest.param(20, True, None, id="nulls"),
    pytest.param(40, True, (5, 23), id="sliced"),
    pytest.param(40, True, (8, 9), id="sliced-aligned"),
    pytest.param(0, False, None, id="empty"),
    pytest.param(10, True, (4, 0), id="empty-slice"),
]


def make_pa(name, n, nulls, window):
    arr = pa.array(values_of(name, n, nulls), type=TYPES[name][1])
    if window is not None:
        arr = arr.slice(*window)
    return arr


@pytest.mark.parametrize("n,nulls,window", SHAPES)
@pytest.mark.parametrize("name", NAMES)
def test_pyarrow_to_irx_copy(rt, name, n, nulls, window):
    arr = make_pa(name, n, nulls, window)
    c_array, c_schema = export_pa(arr)
    h = ctypes.c_void_p()
    assert rt.irx_arrow_array_import_copy(ctypes.byref(c_array), ctypes.byref(c_schema), ctypes.byref(h)) == 0
    # The caller's structs are untouched and still the caller's.
    assert c_array.release and c_schema.release
    c_release(c_array)
    c_release(c_schema)
    del arr
    gc.collect()
    assert rt.irx_arrow_array_type_id(h) == TYPES[name][0]
    assert rt.irx_arrow_array_offset(h) == 0
    assert rt.irx_arrow_array_is_nullable(h) == 1
    expect = make_pa(name, n, nulls, window)
    assert rt.irx_arrow_array_null_count(h) == expect.null_count
    assert same(read_irx(rt, h, name), expect.to_pylist())
    rt.irx_arrow_array_release(h)


@pytest.mark.parametrize("n,nulls,window", SHAPES)
@pytest.mark.parametrize("name", NAMES)
def test_pyarrow_to_irx_move(rt, name, n, nulls, window):
    baseline = pa.total_allocated_bytes()
    arr = make_pa(name, n, nulls, window)
    expect = arr.to_pylist()
    offset = arr.offset
    c_array, c_schema = export_pa(arr)
    h = ctypes.c_void_p()
    assert rt.irx_arrow_array_import_move(ctypes.byref(c_array), ctypes.byref(c_schema), ctypes.byref(h)) == 0
    assert not c_array.release and not c_schema.release  # moved
    del arr
    gc.collect()
    assert rt.irx_arrow_array_length(h) == len(expect)
    if len(expect):
        assert rt.irx_arrow_array_offset(h) == offset
    assert same(read_irx(rt, h, name), expect)
    if len(expect):
        # zero-copy: the data is still pyarrow's allocation (an empty slice
        # shares nothing: its producer is released by import_move itself)
        assert pa.total_allocated_bytes() > baseline
    rt.irx_arrow_array_release(h)
    # the producer's release ran: pyarrow's memory is back
    assert pa.total_allocated_bytes() == baseline


@pytest.mark.parametrize("nulls", [False, True])
@pytest.mark.parametrize("name", NAMES)
def test_irx_to_pyarrow_after_release(rt, name, nulls):
    values = values_of(name, 25, nulls)
    h = build_irx(rt, name, values)
    c_array, c_schema = ArrowArray(), ArrowSchema()
    assert rt.irx_arrow_array_export(h, ctypes.byref(c_array), ctypes.byref(c_schema)) == 0
    c_array2, c_schema2 = ArrowArray(), ArrowSchema()
    assert rt.irx_arrow_array_export(h, ctypes.byref(c_array2), ctypes.byref(c_schema2)) == 0
    rt.irx_arrow_array_release(h)  # the exports live on without the handle
    field = pa.Field._import_from_c(ctypes.addressof(c_schema2))
    assert field.nullable
    assert field.type == TYPES[name][1]
    arr = pa.Array._import_from_c(ctypes.addressof(c_array), ctypes.addressof(c_schema))
    arr.validate(full=True)
    assert arr.type == TYPES[name][1]
    assert same(arr.to_pylist(), values)
    assert arr.null_count == sum(v is None for v in values)
    arr2 = pa.Array._import_from_c(ctypes.addressof(c_array2), field.type)
    assert same(arr2.to_pylist(), values)


@pytest.mark.parametrize("name", NAMES)
def test_empty_irx_array_to_pyarrow(rt, name):
    h = build_irx(rt, name, [])
    c_array, c_schema = ArrowArray(), ArrowSchema()
    assert rt.irx_arrow_array_export(h, ctypes.byref(c_array), ctypes.byref(c_schema)) == 0
    rt.irx_arrow_array_release(h)
    arr = pa.Array._import_from_c(ctypes.addressof(c_array), ctypes.addressof(c_schema))
    arr.validate(full=True)
    assert len(arr) == 0 and arr.type == TYPES[name][1]


@pytest.mark.parametrize("name", NAMES)
def test_pyarrow_slice_round_trips_through_irx_move(rt, name):
    arr = make_pa(name, 50, True, (7, 30))
    expect = arr.to_pylist()
    c_array, c_schema = export_pa(arr)
    h = ctypes.c_void_p()
    assert rt.irx_arrow_array_import_move(ctypes.byref(c_array), ctypes.byref(c_schema), ctypes.byref(h)) == 0
    del arr
    out_a, out_s = ArrowArray(), ArrowSchema()
    assert rt.irx_arrow_array_export(h, ctypes.byref(out_a), ctypes.byref(out_s)) == 0
    assert out_a.offset == 7
    rt.irx_arrow_array_release(h)
    gc.collect()
    back = pa.Array._import_from_c(ctypes.addressof(out_a), ctypes.addressof(out_s))
    back.validate(full=True)
    assert same(back.to_pylist(), expect)


@pytest.mark.parametrize("name", NAMES)
def test_non_nullable_field_both_ways(rt, name):
    arr = make_pa(name, 12, False, None)
    field = pa.field("x", TYPES[name][1], nullable=False)
    c_array, c_schema = export_pa(arr, field)
    h = ctypes.c_void_p()
    assert rt.irx_arrow_array_import_copy(ctypes.byref(c_array), ctypes.byref(c_schema), ctypes.byref(h)) == 0
    c_release(c_array)
    c_release(c_schema)
    assert rt.irx_arrow_array_is_nullable(h) == 0
    out_a, out_s = ArrowArray(), ArrowSchema()
    assert rt.irx_arrow_array_export(h, ctypes.byref(out_a), ctypes.byref(out_s)) == 0
    rt.irx_arrow_array_release(h)
    assert out_s.flags & 2 == 0
    got = pa.Field._import_from_c(ctypes.addressof(out_s))
    assert not got.nullable
    back = pa.Array._import_from_c(ctypes.addressof(out_a), got.type)
    assert same(back.to_pylist(), arr.to_pylist())


def test_nulls_under_non_nullable_pyarrow_field_are_rejected(rt):
    arr = make_pa("int32", 12, True, None)
    field = pa.field("x", pa.int32(), nullable=False)
    c_array, c_schema = export_pa(arr, field)
    h = ctypes.c_void_p(1)
    assert rt.irx_arrow_array_import_move(ctypes.byref(c_array), ctypes.byref(c_schema), ctypes.byref(h)) == EINVAL
    assert not h.value
    assert b"nullable" in rt.irx_arrow_last_error()
    assert c_array.release and c_schema.release  # untouched: still ours
    c_release(c_array)
    c_release(c_schema)


@pytest.mark.parametrize("bad", [pa.string(), pa.list_(pa.int32()), pa.dictionary(pa.int8(), pa.string())])
def test_unsupported_pyarrow_types_are_rejected(rt, bad):
    if pa.types.is_dictionary(bad):
        arr = pa.array(["a", "b", "a"]).dictionary_encode()
    elif pa.types.is_list(bad):
        arr = pa.array([[1], [2, 3]], type=bad)
    else:
        arr = pa.array(["x", "y"])
    c_array, c_schema = export_pa(arr)
    h = ctypes.c_void_p(1)
    assert rt.irx_arrow_array_import_copy(ctypes.byref(c_array), ctypes.byref(c_schema), ctypes.byref(h)) == EINVAL
    assert not h.value
    assert rt.irx_arrow_last_error()
    c_release(c_array)
    c_release(c_schema)


@pytest.mark.parametrize("nullable", [False, True])
@pytest.mark.parametrize("name", NAMES)
def test_schema_both_ways(rt, name, nullable):
    field = pa.field("f", TYPES[name][1], nullable=nullable)
    c_schema = ArrowSchema()
    field._export_to_c(ctypes.addressof(c_schema))
    s = ctypes.c_void_p()
    assert rt.irx_arrow_schema_import_copy(ctypes.byref(c_schema), ctypes.byref(s)) == 0
    assert c_schema.release
    c_release(c_schema)
    assert rt.irx_arrow_schema_type_id(s) == TYPES[name][0]
    assert rt.irx_arrow_schema_is_nullable(s) == int(nullable)
    out = ArrowSchema()
    assert rt.irx_arrow_schema_export(s, ctypes.byref(out)) == 0
    rt.irx_arrow_schema_release(s)
    got = pa.Field._import_from_c(ctypes.addressof(out))
    assert got.type == TYPES[name][1]
    assert got.nullable == nullable


def test_borrowed_view_of_moved_pyarrow_array(rt):
    arr = pa.array([1.5, None, 3.5, 4.5], type=pa.float64()).slice(1)
    c_array, c_schema = export_pa(arr)
    values_address = c_array.buffers[1]
    h = ctypes.c_void_p()
    assert rt.irx_arrow_array_import_move(ctypes.byref(c_array), ctypes.byref(c_schema), ctypes.byref(h)) == 0
    view = BufferView()
    assert rt.irx_arrow_array_borrow_buffer_view(h, ctypes.byref(view)) == 0
    assert view.data == values_address
    assert view.offset_bytes == 8
    assert view.shape[0] == 3 and view.strides[0] == 8
    first = ctypes.c_double.from_address(view.data + view.offset_bytes + 8)
    assert first.value == 3.5
    rt.irx_arrow_array_release(h)
