"""Series compute against pyarrow.compute (Arrow C++, what IRx 1.25 runs
on): every kernel of 1.25's whitelist on every element type, column and
scalar operands, nulls, overflow and zero divisors, single-chunk columns
and columns made chunked by irx_arrow_series_set, compared value by value
(floats bit for bit) and status by status (ArrowInvalid is
IRX_ERR_INVALID, ArrowNotImplementedError IRX_ERR_ARROW). Our columns are
built through the C API: a pyarrow array imported over the C Data
interface, a table of it, its column; results are read back with
irx_arrow_series_index, which also proves each result's type.

Where 1.25 is not pyarrow, the expectation says so: `sum` of integers is
1.25's own (int64/uint64, an error at the first partial sum out of range),
where pyarrow's sum wraps around."""

import ctypes
import math
import random
import struct

import pyarrow as pa
import pyarrow.compute as pc
import pytest

from conftest import ArrowArray, ArrowSchema

OK, ERR_ARROW, ERR_OOB, ERR_TYPE, ERR_INVALID = 0, -1, -3, -4, -6

# IRX_ARROW_TYPE_* ids.
TYPE_IDS = {
    pa.int32(): 1, pa.int8(): 2, pa.int16(): 3, pa.int64(): 4, pa.uint8(): 5, pa.uint16(): 6,
    pa.uint32(): 7, pa.uint64(): 8, pa.float32(): 9, pa.float64(): 10, pa.bool_(): 11,
}
TYPES = list(TYPE_IDS)

BINARY = ["add_checked", "subtract_checked", "multiply_checked", "divide_checked", "equal",
          "not_equal", "less", "less_equal", "greater", "greater_equal", "and", "or", "coalesce"]
UNARY = ["is_null", "identity", "negate_checked", "invert"]
REDUCTIONS = ["sum", "min", "max", "mean", "count", "any", "all"]

P = ctypes.c_void_p
PP = ctypes.POINTER(ctypes.c_void_p)
u64, i32, i64 = ctypes.c_uint64, ctypes.c_int32, ctypes.c_int64
COMPUTE_ARGS = [ctypes.c_char_p, i32, P, u64, i32, P, u64, i32, PP, ctypes.POINTER(u64),
                ctypes.POINTER(i32)]


@pytest.fixture(scope="module")
def fr(rt):
    sigs = {
        "irx_arrow_column_compute": (ctypes.c_int, COMPUTE_ARGS),
        "irx_arrow_column_compute_promoted": (ctypes.c_int, COMPUTE_ARGS),
        "irx_arrow_series_index": (ctypes.c_int, [P, i64, i32, ctypes.POINTER(u64), ctypes.POINTER(i32)]),
        "irx_arrow_series_set": (ctypes.c_int, [P, i64, i32, u64, i32, i32]),
        "irx_arrow_series_slice": (ctypes.c_int, [P, i64, i64, i64, i32, PP]),
        "irx_arrow_table_new_from_arrays": (ctypes.c_int, [i64, ctypes.POINTER(ctypes.c_char_p), PP, PP]),
        "irx_arrow_table_column_by_index": (ctypes.c_int, [P, i32, PP]),
        "irx_arrow_table_release": (None, [P]),
        "irx_arrow_chunked_array_release": (None, [P]),
    }
    for name, (res, args) in sigs.items():
        fn = getattr(rt, name)
        fn.restype, fn.argtypes = res, args
    return rt


# ---- values in 1.25's encoding ---------------------------------------------

def to_bits(value, ty):
    if value is None:
        return 0
    if pa.types.is_boolean(ty):
        return int(bool(value))
    if ty == pa.float32():
        return struct.unpack("<I", struct.pack("<f", value))[0]
    if ty == pa.float64():
        return struct.unpack("<Q", struct.pack("<d", value))[0]
    return value & (2**64 - 1)  # C's cast: two's complement, sign-extended


def from_bits(bits, ty):
    if pa.types.is_boolean(ty):
        assert bits in (0, 1)
        return bool(bits)
    if ty == pa.float32():
        assert bits < 2**32
        return struct.unpack("<f", struct.pack("<I", bits))[0]
    if ty == pa.float64():
        return struct.unpack("<d", struct.pack("<Q", bits))[0]
    width = ty.bit_width
    if pa.types.is_signed_integer(ty):
        value = bits - 2**64 if bits >= 2**63 else bits
        assert -(2 ** (width - 1)) <= value < 2 ** (width - 1), "not sign-extended"
        return value
    assert bits < 2**width
    return bits


def same(a, b):
    """Equal values; floats bit for bit (any NaN matches any NaN)."""
    if a is None or b is None:
        return a is None and b is None
    if isinstance(a, float) or isinstance(b, float):
        if math.isnan(a) and math.isnan(b):
            return True
        return struct.pack("<d", a) == struct.pack("<d", b)
    return a == b


# ---- our columns ------------------------------------------------------------

class Column:
    """A chunked array handle of our runtime holding `array` (a pyarrow
    array), split into chunks at `cuts` with irx_arrow_series_set (each
    cut row is set to its own value, which splits its chunk)."""

    def __init__(self, fr, array, cuts=()):
        self.fr, self.type = fr, array.type
        c_array, c_schema = ArrowArray(), ArrowSchema()
        array._export_to_c(ctypes.addressof(c_array), ctypes.addressof(c_schema))
        handle = P()
        assert fr.irx_arrow_array_import_copy(ctypes.byref(c_array), ctypes.byref(c_schema),
                                              ctypes.byref(handle)) == 0
        fn = ctypes.CFUNCTYPE(None, ctypes.c_void_p)(c_array.release)
        fn(ctypes.addressof(c_array))
        fn = ctypes.CFUNCTYPE(None, ctypes.c_void_p)(c_schema.release)
        fn(ctypes.addressof(c_schema))
        names = (ctypes.c_char_p * 1)(b"c")
        arrays = (P * 1)(handle)
        table = P()
        assert fr.irx_arrow_table_new_from_arrays(1, names, arrays, ctypes.byref(table)) == 0
        fr.irx_arrow_array_release(handle)
        self.handle = P()
        assert fr.irx_arrow_table_column_by_index(table, 0, ctypes.byref(self.handle)) == 0
        fr.irx_arrow_table_release(table)
        values = array.to_pylist()
        for cut in cuts:
            v = values[cut]
            status = fr.irx_arrow_series_set(self.handle, cut, TYPE_IDS[self.type],
                                             to_bits(v, self.type), int(v is not None), 1)
            assert status == 0, fr.irx_arrow_last_error()
        self.pyarrow = pa.chunked_array(split(array, cuts), type=array.type) if cuts else array

    def release(self):
        self.fr.irx_arrow_chunked_array_release(self.handle)


def split(array, cuts):
    """`array` as the chunks series_set leaves: [..cut), [cut], (cut..)."""
    chunks, start = [], 0
    for cut in sorted(cuts):
        if cut > start:
            chunks.append(array[start:cut])
        chunks.append(array[cut:cut + 1])
        start = cut + 1
    if start < len(array):
        chunks.append(array[start:])
    return chunks


def read_column(fr, handle, ty):
    """Every element of a result column, read as type `ty` (so a column of
    another type fails), and its length (one past the end is OOB)."""
    out, i = [], 0
    bits, valid = u64(), i32()
    while True:
        status = fr.irx_arrow_series_index(handle, i, TYPE_IDS[ty], ctypes.byref(bits), ctypes.byref(valid))
        if status == ERR_OOB:
            return out
        assert status == OK, f"series_index({i}) as {ty}: {status} {fr.irx_arrow_last_error()}"
        out.append(from_bits(bits.value, ty) if valid.value else None)
        i += 1


def ours(fr, kernel, type_id, lhs, rhs, promoted=False):
    """(status, values or value, message): lhs/rhs are Column or
    ("scalar", value, type)."""
    def side(op):
        if op is None:
            return None, 0, 0
        if isinstance(op, Column):
            return op.handle, 0, 0
        _, value, ty = op
        return None, to_bits(value, ty), int(value is not None)

    out, bits, valid = P(), u64(7), i32(7)
    fn = fr.irx_arrow_column_compute_promoted if promoted else fr.irx_arrow_column_compute
    status = fn(kernel.encode(), type_id, *side(lhs), *side(rhs), ctypes.byref(out),
                ctypes.byref(bits), ctypes.byref(valid))
    message = fr.irx_arrow_last_error().decode()
    if status != OK:
        assert not out.value and bits.value == 0 and valid.value == 0, "outputs not cleared"
        return status, None, message
    return status, (out.value, bits.value, valid.value), message


class Pyarrow:
    """An operand only pyarrow sees (an expectation's input)."""

    def __init__(self, pyarrow):
        self.pyarrow = pyarrow


def theirs_args(op):
    if isinstance(op, (Column, Pyarrow)):
        return op.pyarrow
    _, value, ty = op
    return pa.scalar(value, type=ty)


STATUS_OF = {pa.ArrowInvalid: ERR_INVALID, pa.ArrowNotImplementedError: ERR_ARROW,
             pa.ArrowTypeError: ERR_TYPE}


def expected_sum_125(values, ty):
    """1.25's integer sum: widened, checked at every partial sum."""
    lo, hi = (-(2**63), 2**63 - 1) if pa.types.is_signed_integer(ty) else (0, 2**64 - 1)
    total, seen = 0, False
    for v in values:
        if v is None:
            continue
        seen = True
        total += v
        if not lo <= total <= hi:
            raise pa.ArrowInvalid("Series sum overflow")
    return pa.scalar(total if seen else None, type=pa.int64() if lo else pa.uint64())


def theirs(kernel, lhs, rhs):
    """pyarrow's answer (an Array/ChunkedArray/Scalar) or its exception."""
    args = [theirs_args(lhs)] + ([theirs_args(rhs)] if kernel in BINARY else [])
    try:
        if kernel == "identity":
            return args[0]
        if kernel == "sum" and pa.types.is_integer(args[0].type):
            return expected_sum_125(args[0].to_pylist(), args[0].type)  # 1.25, not pyarrow
        return pc.call_function(kernel, args)
    except (pa.ArrowInvalid, pa.ArrowNotImplementedError, pa.ArrowTypeError) as error:
        return error


def compare(fr, kernel, type_id, lhs, rhs, expected, promoted=False):
    """None when ours matches `expected`, else a description."""
    status, result, message = ours(fr, kernel, type_id, lhs, rhs, promoted)
    what = f"{kernel}({describe(lhs)}, {describe(rhs)})"
    if isinstance(expected, Exception):
        want = STATUS_OF[type(expected)]
        if status != want:
            return f"{what}: status {status} ({message}), pyarrow raised {expected!r}"
        return None
    if status != OK:
        return f"{what}: status {status} ({message}), pyarrow gave {expected}"
    handle, bits, valid = result
    if isinstance(expected, (pa.Array, pa.ChunkedArray)):
        if not handle:
            return f"{what}: a value where pyarrow gave a column"
        try:
            got = read_column(fr, handle, expected.type)
        finally:
            fr.irx_arrow_chunked_array_release(handle)
        want = expected.to_pylist()
        if len(got) != len(want) or not all(same(a, b) for a, b in zip(got, want)):
            return f"{what}: {got} != {want}"
        return None
    if handle:
        fr.irx_arrow_chunked_array_release(handle)
        return f"{what}: a column where pyarrow gave {expected}"
    got = from_bits(bits, expected.type) if valid else None
    if not valid and bits:
        return f"{what}: a null with bits {bits}"
    if not same(got, expected.as_py()):
        return f"{what}: {got!r} != {expected.as_py()!r} ({expected.type})"
    return None


def describe(op):
    if op is None:
        return "-"
    if isinstance(op, Column):
        kind = type(op.pyarrow).__name__
        return f"{kind}[{op.type}]"
    return f"scalar {op[1]!r}"


# ---- data -------------------------------------------------------------------

def data(ty, seed, extreme):
    """Two arrays of `ty` with nulls: small values (results in range, some
    zero divisors only where the dividend is null) or extremes (overflow,
    NaN, infinities, signed zeros, zero divisors)."""
    rng = random.Random(seed)
    n = 41
    if pa.types.is_boolean(ty):
        pool = [True, False]
    elif pa.types.is_floating(ty):
        pool = [0.5, -2.25, 3.0, 1e-3, 7.75, -0.1, 0.1]
        if extreme:
            pool += [float("nan"), float("inf"), -float("inf"), -0.0, 0.0, 3e38, -3e38]
    else:
        lo, hi = (-(2 ** (ty.bit_width - 1)), 2 ** (ty.bit_width - 1) - 1) if pa.types.is_signed_integer(ty) \
            else (0, 2**ty.bit_width - 1)
        pool = [v for v in range(-9, 10) if lo <= v <= hi and v != 0] + [1, 2, 3]
        if extreme:
            pool += [lo, hi, lo + 1, hi - 1, 0, hi // 2 + 1]
    a = [None if rng.random() < 0.2 else rng.choice(pool) for _ in range(n)]
    b = [None if rng.random() < 0.2 else rng.choice(pool) for _ in range(n)]
    if not extreme and not pa.types.is_boolean(ty):
        # A zero divisor where the dividend is null is never evaluated.
        a[3], b[3] = None, 0
    return pa.array(a, type=ty), pa.array(b, type=ty)


def operands(fr, a, b):
    """(lhs, rhs) pairs: columns (one chunk, or chunked by series_set at
    rows that differ between the two sides), a valid and a null scalar."""
    ty = a.type
    ca, cb = Column(fr, a), Column(fr, b)
    ka, kb = Column(fr, a, cuts=(5, 17, 30)), Column(fr, b, cuts=(9, 30))
    valid = next(v for v in b.to_pylist() if v is not None)
    s, n = ("scalar", valid, ty), ("scalar", None, ty)
    pairs = [(ca, cb), (ka, kb), (ca, kb), (ca, s), (s, ka), (ka, n), (n, cb), (s, s), (s, n)]
    return pairs, [ca, cb, ka, kb]


# ---- tests ------------------------------------------------------------------

@pytest.mark.parametrize("extreme", [False, True], ids=["small", "extreme"])
@pytest.mark.parametrize("ty", TYPES, ids=str)
def test_every_kernel_matches_pyarrow(fr, ty, extreme):
    a, b = data(ty, TYPES.index(ty) * 2 + extreme, extreme)
    pairs, columns = operands(fr, a, b)
    failures = []
    try:
        for kernel in BINARY + UNARY:
            for lhs, rhs in pairs:
                rhs = rhs if kernel in BINARY else None
                expected = theirs(kernel, lhs, rhs)
                failure = compare(fr, kernel, TYPE_IDS[ty], lhs, rhs, expected)
                if failure:
                    failures.append(failure)
        for kernel in REDUCTIONS:
            for column in columns:
                failure = compare(fr, kernel, TYPE_IDS[ty], column, None, theirs(kernel, column, None))
                if failure:
                    failures.append(failure)
    finally:
        for column in columns:
            column.release()
    assert not failures, "\n".join(failures[:20])


@pytest.mark.parametrize("ty", TYPES, ids=str)
def test_reductions_of_empty_and_all_null_columns(fr, ty):
    """min_count=1: no valid value gives a null (count gives 0)."""
    failures = []
    for array in (pa.array([], type=ty), pa.array([None, None], type=ty)):
        column = Column(fr, array)
        for kernel in REDUCTIONS:
            failure = compare(fr, kernel, TYPE_IDS[ty], column, None, theirs(kernel, column, None))
            if failure:
                failures.append(failure)
        column.release()
    assert not failures, "\n".join(failures)


def test_float_sums_are_pyarrows_bit_for_bit(fr):
    """Arrow C++ sums floats pairwise (blocks of 16, per chunk): long
    columns with nulls, several chunks, must give pyarrow's exact bits."""
    rng = random.Random(7)
    failures = []
    for ty in (pa.float64(), pa.float32(), pa.int64(), pa.int32()):
        for n in (15, 16, 17, 1000, 4099):
            if pa.types.is_floating(ty):
                values = [None if rng.random() < 0.1 else rng.uniform(-1e6, 1e6) * 10 ** rng.randint(-8, 8)
                          for _ in range(n)]
            else:
                values = [None if rng.random() < 0.1 else rng.randint(-(2**31), 2**31 - 1)
                          for _ in range(n)]
            array = pa.array(values, type=ty)
            for cuts in ((), (n // 3, n // 2)):
                column = Column(fr, array, cuts)
                for kernel in (["sum", "mean"] if pa.types.is_floating(ty) else ["mean"]):
                    failure = compare(fr, kernel, TYPE_IDS[ty], column, None, theirs(kernel, column, None))
                    if failure:
                        failures.append(f"n={n} cuts={cuts}: {failure}")
                column.release()
    assert not failures, "\n".join(failures)


def test_integer_sum_is_125s_checked_sum_not_pyarrows_wrapping_one(fr):
    """pyarrow's sum of int64 wraps around; 1.25 widens and fails at the
    first partial sum out of range, even when a later value would bring it
    back."""
    big = 2**63 - 1
    for values, expected in (([big, 1, -1], ERR_INVALID), ([big, -1, 1], OK),
                             ([-(2**63), -1], ERR_INVALID), ([1, 2, None], OK)):
        array = pa.array(values, type=pa.int64())
        column = Column(fr, array)
        status, result, message = ours(fr, "sum", TYPE_IDS[pa.int64()], column, None)
        assert status == expected, message
        if status == OK:
            assert from_bits(result[1], pa.int64()) == sum(v for v in values if v is not None)
        else:
            assert "overflow" in message
        column.release()
    # What pyarrow does instead (the difference this test documents).
    assert pc.sum(pa.array([big, 1, -1], type=pa.int64())).as_py() == big
    # Narrow integers are widened before adding: no int8 overflow.
    column = Column(fr, pa.array([100, 100, 100], type=pa.int8()))
    status, result, _ = ours(fr, "sum", TYPE_IDS[pa.int8()], column, None)
    assert status == OK and from_bits(result[1], pa.int64()) == 300
    column.release()


PROMOTIONS = [
    # (column type, values, target type)
    (pa.int32(), [1, -2, None, 7], pa.int64()),
    (pa.int8(), [1, -2, None, 7], pa.float64()),
    (pa.int64(), [2**53 + 1, 1, None], pa.float64()),  # not exactly a double: Invalid
    (pa.int32(), [2**24 + 1, 1], pa.float32()),  # not exactly a float: Invalid
    (pa.float64(), [1.5, 2.0, None], pa.int64()),  # truncation: Invalid
    (pa.float64(), [float("nan"), 2.0], pa.int32()),  # NaN: Invalid
    (pa.float64(), [4.0, -2.0, None], pa.int8()),
    (pa.int64(), [300, 1], pa.int8()),  # out of range: Invalid
    (pa.uint64(), [2**63, 1], pa.int64()),
    (pa.uint8(), [200, 1, None], pa.int16()),
    (pa.bool_(), [True, False, None], pa.int32()),
    (pa.int16(), [2, 0, None], pa.bool_()),
    (pa.float64(), [1e300, -1.0], pa.float32()),  # to inf, as Arrow C++
]


@pytest.mark.parametrize("source,values,target", PROMOTIONS, ids=lambda x: str(x)[:20])
def test_promoted_casts_as_arrow_cpp(fr, source, values, target):
    array = pa.array(values, type=source)
    column = Column(fr, array)
    scalar = ("scalar", True if pa.types.is_boolean(target) else 1, target)
    failures = []
    for kernel in ("add_checked", "equal", "identity", "sum"):
        try:
            cast = array.cast(target)
        except pa.ArrowInvalid as error:
            expected = error
        else:
            expected = theirs(kernel, Pyarrow(cast), scalar)
        failure = compare(fr, kernel, TYPE_IDS[target], column, scalar, expected, promoted=True)
        if failure:
            failures.append(failure)
    column.release()
    assert not failures, "\n".join(failures)


def test_slices_take_what_python_takes(fr):
    values = list(range(23))
    values[4] = None
    array = pa.array(values, type=pa.int64())
    column = Column(fr, array, cuts=(6, 11))
    cases = [(None, None, None), (2, 19, 3), (-5, None, None), (None, -3, -2), (100, -100, -4),
             (-100, 100, 4), (5, 2, None), (None, None, -1), (3, 4, None), (22, 0, -7)]
    for start, stop, step in cases:
        bounds = (start is not None) | (stop is not None) << 1
        out = P()
        status = fr.irx_arrow_series_slice(column.handle, start or 0, stop or 0, step or 1, bounds,
                                           ctypes.byref(out))
        assert status == OK, fr.irx_arrow_last_error()
        got = read_column(fr, out.value, pa.int64())
        fr.irx_arrow_chunked_array_release(out)
        assert got == values[slice(start, stop, step)], (start, stop, step)
    column.release()


def test_values_under_nulls_are_never_computed(fr):
    """Arrow C++ computes only where both sides are valid: a null slot
    holding INT64_MAX (or a zero divisor) is no overflow (or division by
    zero), whatever our one-pass kernels compute under it."""
    big = 2**63 - 1
    values = pa.array([1, big, 3, 0], type=pa.int64()).buffers()[1]
    validity = pa.array([True, False, True, False]).buffers()[1]
    hidden = pa.Array.from_buffers(pa.int64(), 4, [validity, values], null_count=2)
    ones = pa.array([1, 1, 1, 1], type=pa.int64())
    column, other = Column(fr, hidden), Column(fr, ones)
    failures = []
    for kernel, lhs, rhs in (("add_checked", column, other), ("multiply_checked", column, ("scalar", 2, pa.int64())),
                             ("subtract_checked", ("scalar", -2, pa.int64()), column),
                             ("divide_checked", other, column)):
        expected = theirs(kernel, lhs, rhs)
        assert not isinstance(expected, Exception), expected
        failure = compare(fr, kernel, TYPE_IDS[pa.int64()], lhs, rhs, expected)
        if failure:
            failures.append(failure)
    column.release()
    other.release()
    assert not failures, "\n".join(failures)
