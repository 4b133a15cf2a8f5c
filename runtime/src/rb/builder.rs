//! `IrxRbBuilder`: appends values row by row into one column builder per
//! schema field, then finishes them into a record batch.

use std::ffi::{c_char, c_int, c_void};

use arrow_array::{RecordBatch, RecordBatchOptions};
use arrow_buffer::ToByteSlice;
use arrow_schema::SchemaRef;
use irx_abi::native::IrxColumnType as Col;

use super::batch::{self, IrxRbBatch};
use super::column::{Bytes, Column, columns_for};
use super::column_index;
use super::schema::IrxRbSchema;
use crate::ffi::error::Kind;
use crate::ffi::handle::{self, handle_type};
use crate::ffi::{Domain, Error, Result, export, guard_status};

/// A record-batch builder (`IrxRbBuilder *`), owned by one caller until
/// `irx_rb_builder_release`; not for concurrent use.
#[derive(Debug)]
pub struct IrxRbBuilder {
    /// The schema as it was when the builder was made: later changes to the
    /// caller's schema handle do not reach it.
    schema: SchemaRef,
    columns: Vec<Column>,
}
handle_type!(IrxRbBuilder, "builder", Owned);

fn type_mismatch() -> Error {
    Error::new(Kind::Type, "type mismatch on append")
}

fn out_of_range(what: &str) -> Error {
    Error::new(Kind::OutOfBounds, format!("value out of {what} range"))
}

/// The builder behind `builder` and its column `col`.
///
/// # Safety
/// `builder` is NULL or a builder used by no other thread during the call.
unsafe fn column<'a>(builder: *mut IrxRbBuilder, col: c_int) -> Result<(&'a mut Column, bool)> {
    // SAFETY: caller contract.
    let builder = unsafe { handle::borrow_mut(builder)? };
    let index = column_index(col, builder.columns.len())?;
    let nullable = builder.schema.field(index).is_nullable();
    Ok((&mut builder.columns[index], nullable))
}

/// Appends a fixed-width value to a column whose type is one of `accepts`.
///
/// # Safety
/// As [`column`].
unsafe fn append_fixed<T: ToByteSlice>(
    builder: *mut IrxRbBuilder,
    col: c_int,
    accepts: &[Col],
    value: T,
) -> Result<()> {
    // SAFETY: caller contract.
    match unsafe { column(builder, col)? }.0 {
        Column::Fixed(f) if accepts.contains(&f.col) => f.push_bytes(value.to_byte_slice()),
        _ => Err(type_mismatch()),
    }
}

/// Appends one valid value to column `col`, which must be an int8 column.
///
/// Errors: `IRX_ERR_NULLPTR` (NULL builder), `IRX_ERR_OOB` (bad `col`),
/// `IRX_ERR_TYPE` (another column type), `IRX_ERR_ALLOC`; `IRX_ERR_INVALID`
/// for a builder that is not live.
///
/// # Safety
/// `b` is NULL or a builder used by no other thread during the call.
#[export(RecordBatch)]
pub unsafe fn irx_rb_builder_append_int8(b: *mut IrxRbBuilder, col: c_int, v: i8) -> c_int {
    // SAFETY: caller contract.
    unsafe { append_fixed(b, col, &[Col::IRX_COL_INT8], v) }
}

/// As `irx_rb_builder_append_int8`, for an int16 column.
///
/// # Safety
/// As `irx_rb_builder_append_int8`.
#[export(RecordBatch)]
pub unsafe fn irx_rb_builder_append_int16(b: *mut IrxRbBuilder, col: c_int, v: i16) -> c_int {
    // SAFETY: caller contract.
    unsafe { append_fixed(b, col, &[Col::IRX_COL_INT16], v) }
}

/// As `irx_rb_builder_append_int8`, for an int32 column.
///
/// # Safety
/// As `irx_rb_builder_append_int8`.
#[export(RecordBatch)]
pub unsafe fn irx_rb_builder_append_int32(b: *mut IrxRbBuilder, col: c_int, v: i32) -> c_int {
    // SAFETY: caller contract.
    unsafe { append_fixed(b, col, &[Col::IRX_COL_INT32], v) }
}

/// As `irx_rb_builder_append_int8`, for an int64 column.
///
/// # Safety
/// As `irx_rb_builder_append_int8`.
#[export(RecordBatch)]
pub unsafe fn irx_rb_builder_append_int64(b: *mut IrxRbBuilder, col: c_int, v: i64) -> c_int {
    // SAFETY: caller contract.
    unsafe { append_fixed(b, col, &[Col::IRX_COL_INT64], v) }
}

/// As `irx_rb_builder_append_int8`, for an uint8 column.
///
/// # Safety
/// As `irx_rb_builder_append_int8`.
#[export(RecordBatch)]
pub unsafe fn irx_rb_builder_append_uint8(b: *mut IrxRbBuilder, col: c_int, v: u8) -> c_int {
    // SAFETY: caller contract.
    unsafe { append_fixed(b, col, &[Col::IRX_COL_UINT8], v) }
}

/// As `irx_rb_builder_append_int8`, for an uint16 column.
///
/// # Safety
/// As `irx_rb_builder_append_int8`.
#[export(RecordBatch)]
pub unsafe fn irx_rb_builder_append_uint16(b: *mut IrxRbBuilder, col: c_int, v: u16) -> c_int {
    // SAFETY: caller contract.
    unsafe { append_fixed(b, col, &[Col::IRX_COL_UINT16], v) }
}

/// As `irx_rb_builder_append_int8`, for an uint32 column.
///
/// # Safety
/// As `irx_rb_builder_append_int8`.
#[export(RecordBatch)]
pub unsafe fn irx_rb_builder_append_uint32(b: *mut IrxRbBuilder, col: c_int, v: u32) -> c_int {
    // SAFETY: caller contract.
    unsafe { append_fixed(b, col, &[Col::IRX_COL_UINT32], v) }
}

/// As `irx_rb_builder_append_int8`, for an uint64 column.
///
/// # Safety
/// As `irx_rb_builder_append_int8`.
#[export(RecordBatch)]
pub unsafe fn irx_rb_builder_append_uint64(b: *mut IrxRbBuilder, col: c_int, v: u64) -> c_int {
    // SAFETY: caller contract.
    unsafe { append_fixed(b, col, &[Col::IRX_COL_UINT64], v) }
}

/// As `irx_rb_builder_append_int8`, for an float32 column.
///
/// # Safety
/// As `irx_rb_builder_append_int8`.
#[export(RecordBatch)]
pub unsafe fn irx_rb_builder_append_float32(b: *mut IrxRbBuilder, col: c_int, v: f32) -> c_int {
    // SAFETY: caller contract.
    unsafe { append_fixed(b, col, &[Col::IRX_COL_FLOAT32], v) }
}

/// As `irx_rb_builder_append_int8`, for an float64 column.
///
/// # Safety
/// As `irx_rb_builder_append_int8`.
#[export(RecordBatch)]
pub unsafe fn irx_rb_builder_append_float64(b: *mut IrxRbBuilder, col: c_int, v: f64) -> c_int {
    // SAFETY: caller contract.
    unsafe { append_fixed(b, col, &[Col::IRX_COL_FLOAT64], v) }
}

/// Appends a boolean (any nonzero `v` is true) to a bool column.
///
/// Errors: as `irx_rb_builder_append_int8`.
///
/// # Safety
/// As `irx_rb_builder_append_int8`.
#[export(RecordBatch)]
pub unsafe fn irx_rb_builder_append_bool(b: *mut IrxRbBuilder, col: c_int, v: c_int) -> c_int {
    // SAFETY: caller contract.
    match unsafe { column(b, col)? }.0 {
        Column::Bool { values, nulls } => {
            values.append(v != 0);
            nulls.append_non_null();
            Ok(())
        }
        _ => Err(type_mismatch()),
    }
}

const DATES: [Col; 2] = [Col::IRX_COL_DATE32, Col::IRX_COL_DATE64];
const TIMESTAMPS: [Col; 4] = [
    Col::IRX_COL_TIMESTAMP_S,
    Col::IRX_COL_TIMESTAMP_MS,
    Col::IRX_COL_TIMESTAMP_US,
    Col::IRX_COL_TIMESTAMP_NS,
];
const TIMES: [Col; 4] = [
    Col::IRX_COL_TIME32_S,
    Col::IRX_COL_TIME32_MS,
    Col::IRX_COL_TIME64_US,
    Col::IRX_COL_TIME64_NS,
];

/// Appends an int64 carrier to a temporal column, narrowed to int32 for the
/// 32-bit types (a value outside int32 is `IRX_ERR_OOB`, never truncated).
///
/// # Safety
/// As [`column`].
unsafe fn append_temporal(b: *mut IrxRbBuilder, col: c_int, group: &[Col], v: i64) -> Result<()> {
    // SAFETY: caller contract.
    match unsafe { column(b, col)? }.0 {
        Column::Fixed(f) if group.contains(&f.col) => {
            if f.width() == 4 {
                let v = i32::try_from(v).map_err(|_| out_of_range("int32"))?;
                f.push_bytes(v.to_byte_slice())
            } else {
                f.push_bytes(v.to_byte_slice())
            }
        }
        _ => Err(type_mismatch()),
    }
}

/// Appends a date to a date32 (days; must fit int32) or date64
/// (milliseconds) column.
///
/// Errors: as `irx_rb_builder_append_int8`, plus `IRX_ERR_OOB` for a
/// date32 value outside int32.
///
/// # Safety
/// As `irx_rb_builder_append_int8`.
#[export(RecordBatch)]
pub unsafe fn irx_rb_builder_append_date(b: *mut IrxRbBuilder, col: c_int, v: i64) -> c_int {
    // SAFETY: caller contract.
    unsafe { append_temporal(b, col, &DATES, v) }
}

/// Appends a timestamp, in the column's unit, to a timestamp column of
/// any unit and time zone.
///
/// Errors: as `irx_rb_builder_append_int8`.
///
/// # Safety
/// As `irx_rb_builder_append_int8`.
#[export(RecordBatch)]
pub unsafe fn irx_rb_builder_append_timestamp(b: *mut IrxRbBuilder, col: c_int, v: i64) -> c_int {
    // SAFETY: caller contract.
    unsafe { append_temporal(b, col, &TIMESTAMPS, v) }
}

/// Appends a time of day, in the column's unit, to a time32 (must fit
/// int32) or time64 column.
///
/// Errors: as `irx_rb_builder_append_date`.
///
/// # Safety
/// As `irx_rb_builder_append_int8`.
#[export(RecordBatch)]
pub unsafe fn irx_rb_builder_append_time(b: *mut IrxRbBuilder, col: c_int, v: i64) -> c_int {
    // SAFETY: caller contract.
    unsafe { append_temporal(b, col, &TIMES, v) }
}

/// The caller's `nbytes` bytes at `data` (NULL is refused even for 0, as
/// in 1.25).
///
/// # Safety
/// `data` is NULL or readable for `nbytes` bytes.
unsafe fn caller_bytes<'a>(data: *const c_char, nbytes: i64) -> Result<&'a [u8]> {
    if data.is_null() {
        return Err(Error::null("data"));
    }
    let len = usize::try_from(nbytes).map_err(|_| Error::invalid("negative byte count"))?;
    // SAFETY: non-NULL, and `len` readable bytes (caller contract); bytes
    // need no alignment.
    Ok(unsafe { std::slice::from_raw_parts(data.cast::<u8>(), len) })
}

/// Appends `nbytes` bytes at `data` (copied; interior NULs allowed) as one
/// value of a utf8 or large utf8 column, and, beyond 1.25, of a binary or
/// large binary column.
///
/// utf8 values must be valid UTF-8: the runtime checks when appending
/// (Arrow C++ only notices at validation, before writing). Errors:
/// `IRX_ERR_NULLPTR` (NULL builder or data, even with `nbytes` 0),
/// `IRX_ERR_OOB` (bad `col`), `IRX_ERR_TYPE` (not a string or binary
/// column), `IRX_ERR_INVALID` (negative `nbytes`, invalid UTF-8),
/// `IRX_ERR_OVERFLOW` (a utf8 column past 2 GiB of text), `IRX_ERR_ALLOC`;
/// checked in that order, as 1.25 checks them. A negative `nbytes` on a
/// string column is refused where 1.25 appends it (docs/COMPATIBILITY.md,
/// "A negative byte count is refused").
///
/// # Safety
/// `b` as `irx_rb_builder_append_int8`; `data` is NULL or readable for
/// `nbytes` bytes.
#[export(RecordBatch)]
pub unsafe fn irx_rb_builder_append_utf8(
    b: *mut IrxRbBuilder,
    col: c_int,
    data: *const c_char,
    nbytes: i64,
) -> c_int {
    if b.is_null() {
        return Err(Error::null("builder"));
    }
    if data.is_null() {
        return Err(Error::null("data"));
    }
    // 1.25's order: the column and its type are checked before the
    // length (a negative length on a column of another type is its
    // `IRX_ERR_TYPE`).
    // SAFETY: caller contract.
    match unsafe { column(b, col)? }.0 {
        // SAFETY: caller contract.
        Column::Bytes(column) => column.push(unsafe { caller_bytes(data, nbytes)? }),
        _ => Err(type_mismatch()),
    }
}

/// Extension (not in 1.25): makes room for a string or binary value of at
/// most `capacity` bytes in column `col` and returns in `*out` where to
/// write it, so a value is produced in place instead of in a temporary.
/// `irx_rb_builder_commit_utf8` then appends it with its final length.
///
/// `*out` is valid until the next call on this builder. Reserving again, or
/// appending anything else to the column, abandons the reservation.
/// Errors: `IRX_ERR_NULLPTR`, `IRX_ERR_OOB` (bad `col`), `IRX_ERR_TYPE`,
/// `IRX_ERR_INVALID` (negative capacity), `IRX_ERR_OVERFLOW` (the column's
/// offsets cannot hold it), `IRX_ERR_ALLOC`; `*out` is NULL on error.
///
/// # Safety
/// `b` as `irx_rb_builder_append_int8`; `out` is NULL or writable.
#[export(unguarded)]
pub unsafe fn irx_rb_builder_reserve_utf8(
    b: *mut IrxRbBuilder,
    col: c_int,
    capacity: i64,
    out: *mut *mut c_char,
) -> c_int {
    // SAFETY: caller contract.
    unsafe { in_place(FUNCTION, b, col, None, Some((capacity, out))) }
}

/// Extension (not in 1.25): appends the value of `length` bytes written at
/// the pointer `irx_rb_builder_reserve_utf8` returned for column `col`.
///
/// Errors: `IRX_ERR_NULLPTR`, `IRX_ERR_OOB` (bad `col`, or `length` beyond
/// the reservation: the reservation stays), `IRX_ERR_TYPE`,
/// `IRX_ERR_INVALID` (no reservation, negative length, invalid UTF-8 in a
/// utf8 column: the value is dropped).
///
/// # Safety
/// `b` as `irx_rb_builder_append_int8`; the caller wrote `length` bytes at
/// the reserved pointer.
#[export(unguarded)]
pub unsafe fn irx_rb_builder_commit_utf8(b: *mut IrxRbBuilder, col: c_int, length: i64) -> c_int {
    // SAFETY: caller contract.
    unsafe { in_place(FUNCTION, b, col, Some(length), None) }
}

/// Extension (not in 1.25): `irx_rb_builder_commit_utf8(b, col, length)`
/// and then `irx_rb_builder_reserve_utf8(b, col, capacity, out)` in one
/// call, for a producer that writes value after value in place: reserve
/// once, then write each value and call this to commit it and get the room
/// for the next (commit the last one with `irx_rb_builder_commit_utf8`).
///
/// The commit happens first: when it fails nothing changes and `*out` is
/// NULL; when the reservation then fails, the value stays committed and
/// `*out` is NULL. Errors: as the two functions.
///
/// # Safety
/// As `irx_rb_builder_commit_utf8`; `out` is NULL or writable.
#[export(unguarded)]
pub unsafe fn irx_rb_builder_next_utf8(
    b: *mut IrxRbBuilder,
    col: c_int,
    length: i64,
    capacity: i64,
    out: *mut *mut c_char,
) -> c_int {
    // SAFETY: caller contract.
    unsafe { in_place(FUNCTION, b, col, Some(length), Some((capacity, out))) }
}

/// The one body of the in-place string calls: commit the `length` bytes
/// written at the reservation (when given), then reserve `capacity` bytes
/// and write where in `*out` (when given). A string written in place must
/// cost less than a copy from a temporary, so the success path runs outside
/// the guard (one slot lookup, no allocation, nothing that can panic) and
/// everything else goes to [`in_place_guarded`], which says why.
///
/// # Safety
/// As `irx_rb_builder_next_utf8`.
#[inline(always)]
unsafe fn in_place(
    function: &'static str,
    b: *mut IrxRbBuilder,
    col: c_int,
    commit: Option<i64>,
    reserve: Option<(i64, *mut *mut c_char)>,
) -> c_int {
    let mut committed = commit.is_none();
    // SAFETY: caller contract.
    if let Some(column) = unsafe { bytes_fast(b, col) } {
        if let Some(length) = commit {
            // (A `match`, not `is_ok_and`: the closure kept the commit out
            // of line.)
            committed = match usize::try_from(length) {
                Ok(length) => column.commit_fast(length),
                Err(_) => false,
            };
        }
        match reserve {
            _ if !committed => {}
            None => {
                Domain::RecordBatch.clear_last_error();
                return 0;
            }
            Some((capacity, out)) if !out.is_null() && out.is_aligned() => {
                let room = usize::try_from(capacity)
                    .ok()
                    .and_then(|capacity| column.reserve_fast(capacity));
                if let Some(room) = room {
                    Domain::RecordBatch.clear_last_error();
                    // SAFETY: non-NULL and aligned (checked), writable
                    // (contract).
                    unsafe { out.write(room.cast()) };
                    return 0;
                }
            }
            Some(_) => {}
        }
    }
    // SAFETY: caller contract; a commit the fast path made is not repeated.
    unsafe { in_place_guarded(function, b, col, commit.filter(|_| !committed), reserve) }
}

/// [`in_place`] under the guard, for anything but the plain success.
///
/// # Safety
/// As `irx_rb_builder_next_utf8`.
#[inline(never)]
unsafe fn in_place_guarded(
    function: &'static str,
    b: *mut IrxRbBuilder,
    col: c_int,
    commit: Option<i64>,
    reserve: Option<(i64, *mut *mut c_char)>,
) -> c_int {
    guard_status(Domain::RecordBatch, function, || {
        let reserve = match reserve {
            Some((capacity, out)) => {
                // SAFETY: the caller's contract for a `T **` output.
                let out = unsafe { handle::out_ptr(out, "out")? };
                let capacity =
                    usize::try_from(capacity).map_err(|_| Error::invalid("negative capacity"))?;
                Some((capacity, out))
            }
            None => None,
        };
        let length = commit
            .map(|length| usize::try_from(length).map_err(|_| Error::invalid("negative length")))
            .transpose()?;
        // SAFETY: caller contract.
        let Column::Bytes(column) = unsafe { column(b, col)? }.0 else {
            return Err(type_mismatch());
        };
        if let Some(length) = length {
            column.commit(length)?;
        }
        if let Some((capacity, out)) = reserve {
            *out = column.reserve(capacity)?.cast();
        }
        Ok(())
    })
}

/// The string column `col` of a live builder, or `None` (NULL, not live,
/// bad column, another type): the fast paths' lookup, panic-free.
///
/// # Safety
/// As [`column`].
#[inline(always)]
unsafe fn bytes_fast<'a>(b: *mut IrxRbBuilder, col: c_int) -> Option<&'a mut Bytes> {
    // SAFETY: caller contract.
    let builder = unsafe { handle::peek_mut(b)? };
    match builder.columns.get_mut(usize::try_from(col).ok()?)? {
        Column::Bytes(column) => Some(column),
        _ => None,
    }
}

/// Appends a null to column `col`, which must be nullable. In a struct
/// column every field gets an empty value under the null slot; in a list
/// column the slot has no elements.
///
/// Errors: `IRX_ERR_NULLPTR`, `IRX_ERR_OOB` (bad `col`), `IRX_ERR_TYPE`
/// (the field is not nullable), `IRX_ERR_ALLOC`.
///
/// # Safety
/// As `irx_rb_builder_append_int8`.
#[export(RecordBatch)]
pub unsafe fn irx_rb_builder_append_null(b: *mut IrxRbBuilder, col: c_int) -> c_int {
    // SAFETY: caller contract.
    let (column, nullable) = unsafe { column(b, col)? };
    if !nullable {
        return Err(Error::new(Kind::Type, "null in a non-nullable field"));
    }
    column.append_default(false)
}

/// Appends one valid list slot of `n` elements, read from `data` as the
/// list's element type (any fixed-width numeric, date, time or timestamp
/// type; copied). `data` may be NULL when `n` is 0.
///
/// Errors: `IRX_ERR_NULLPTR` (NULL builder, or NULL data with `n > 0`),
/// `IRX_ERR_OOB` (bad `col`, negative `n`), `IRX_ERR_TYPE` (not a list
/// column, or an element type that is not fixed-width), `IRX_ERR_OVERFLOW`,
/// `IRX_ERR_ALLOC`.
///
/// # Safety
/// `b` as `irx_rb_builder_append_int8`; `data` is NULL or readable for `n`
/// elements of the list's element type.
#[export(RecordBatch)]
pub unsafe fn irx_rb_builder_append_list(
    b: *mut IrxRbBuilder,
    col: c_int,
    data: *const c_void,
    n: i64,
) -> c_int {
    if b.is_null() {
        return Err(Error::null("builder"));
    }
    // SAFETY: caller contract.
    let Column::List(list) = unsafe { column(b, col)? }.0 else {
        return Err(type_mismatch());
    };
    let n =
        usize::try_from(n).map_err(|_| Error::new(Kind::OutOfBounds, "negative list length"))?;
    let Column::Fixed(child) = &mut list.child else {
        return Err(Error::new(Kind::Type, "unsupported list element type"));
    };
    if matches!(
        child.col,
        Col::IRX_COL_DECIMAL128 | Col::IRX_COL_DECIMAL256 | Col::IRX_COL_FIXED_BINARY
    ) {
        return Err(Error::new(Kind::Type, "unsupported list element type"));
    }
    if n > 0 {
        if data.is_null() {
            return Err(Error::null("data"));
        }
        let bytes = crate::alloc::byte_size(n, child.width(), "list elements")?;
        // SAFETY: non-NULL and readable for `n` elements (caller contract);
        // read as bytes, so any alignment will do.
        let bytes = unsafe { std::slice::from_raw_parts(data.cast::<u8>(), bytes) };
        child.extend_bytes(bytes, n)?;
    }
    list.close_slot()
}

/// The struct column `col` and its field `field`.
///
/// # Safety
/// As [`column`].
unsafe fn struct_field<'a>(
    b: *mut IrxRbBuilder,
    col: c_int,
    field: c_int,
) -> Result<&'a mut Column> {
    // SAFETY: caller contract.
    let Column::Struct(s) = unsafe { column(b, col)? }.0 else {
        return Err(Error::new(Kind::Type, "column is not a struct column"));
    };
    let index = usize::try_from(field)
        .ok()
        .filter(|&f| f < s.children.len())
        .ok_or_else(|| Error::new(Kind::OutOfBounds, "struct field index out of bounds"))?;
    Ok(&mut s.children[index])
}

/// Opens one valid slot of struct column `col`; set every field with the
/// `irx_rb_builder_struct_field_*` calls before the next slot (finishing
/// with a field short of values fails). A null slot is made with
/// `irx_rb_builder_append_null`.
///
/// Errors: `IRX_ERR_NULLPTR`, `IRX_ERR_OOB`, `IRX_ERR_TYPE` (not a struct
/// column).
///
/// # Safety
/// As `irx_rb_builder_append_int8`.
#[export(RecordBatch)]
pub unsafe fn irx_rb_builder_struct_append(b: *mut IrxRbBuilder, col: c_int) -> c_int {
    // SAFETY: caller contract.
    match unsafe { column(b, col)? }.0 {
        Column::Struct(s) => {
            s.open_slot();
            Ok(())
        }
        _ => Err(Error::new(Kind::Type, "column is not a struct column")),
    }
}

/// Appends `v` to field `field` of the struct slot opened last: integer,
/// bool (nonzero is true), date, time and timestamp fields, narrowed to
/// the field's width (a value that does not fit is `IRX_ERR_OOB`, never
/// truncated; uint64 fields are refused, as int64 cannot carry them).
///
/// Errors: `IRX_ERR_NULLPTR`, `IRX_ERR_OOB` (bad `col` or `field`, value
/// out of range), `IRX_ERR_TYPE` (not a struct column, or a field of
/// another kind).
///
/// # Safety
/// As `irx_rb_builder_append_int8`.
#[export(RecordBatch)]
pub unsafe fn irx_rb_builder_struct_field_int(
    b: *mut IrxRbBuilder,
    col: c_int,
    field: c_int,
    v: i64,
) -> c_int {
    // SAFETY: caller contract.
    let child = unsafe { struct_field(b, col, field)? };
    let unsupported = || {
        Error::new(
            Kind::Type,
            "unsupported struct field type for integer append",
        )
    };
    match child {
        Column::Bool { values, nulls } => {
            values.append(v != 0);
            nulls.append_non_null();
            Ok(())
        }
        Column::Fixed(f) => {
            macro_rules! narrow {
                ($t:ty, $what:literal) => {{
                    let v = <$t>::try_from(v).map_err(|_| out_of_range($what))?;
                    f.push_bytes(v.to_byte_slice())
                }};
            }
            match f.col {
                Col::IRX_COL_INT8 => narrow!(i8, "int8"),
                Col::IRX_COL_INT16 => narrow!(i16, "int16"),
                Col::IRX_COL_INT32
                | Col::IRX_COL_DATE32
                | Col::IRX_COL_TIME32_S
                | Col::IRX_COL_TIME32_MS => {
                    narrow!(i32, "int32")
                }
                Col::IRX_COL_UINT8 => narrow!(u8, "uint8"),
                Col::IRX_COL_UINT16 => narrow!(u16, "uint16"),
                Col::IRX_COL_UINT32 => narrow!(u32, "uint32"),
                c if c == Col::IRX_COL_INT64
                    || c == Col::IRX_COL_DATE64
                    || TIMESTAMPS.contains(&c)
                    || c == Col::IRX_COL_TIME64_US
                    || c == Col::IRX_COL_TIME64_NS =>
                {
                    f.push_bytes(v.to_byte_slice())
                }
                _ => Err(unsupported()),
            }
        }
        _ => Err(unsupported()),
    }
}

/// Appends `v` to a float32 (rounded) or float64 field of the struct slot
/// opened last.
///
/// Errors: as `irx_rb_builder_struct_field_int`; `IRX_ERR_TYPE` for a
/// field that is not a float.
///
/// # Safety
/// As `irx_rb_builder_append_int8`.
#[export(RecordBatch)]
pub unsafe fn irx_rb_builder_struct_field_float(
    b: *mut IrxRbBuilder,
    col: c_int,
    field: c_int,
    v: f64,
) -> c_int {
    // SAFETY: caller contract.
    match unsafe { struct_field(b, col, field)? } {
        Column::Fixed(f) if f.col == Col::IRX_COL_FLOAT32 => {
            f.push_bytes((v as f32).to_byte_slice())
        }
        Column::Fixed(f) if f.col == Col::IRX_COL_FLOAT64 => f.push_bytes(v.to_byte_slice()),
        _ => Err(Error::new(Kind::Type, "struct field is not a float column")),
    }
}

/// Creates a builder for `schema` (copied: later changes to the schema
/// handle do not reach the builder) in `*out`; release it with
/// `irx_rb_builder_release`.
///
/// Every column type can be built except maps, dictionaries, extension,
/// large and fixed-size lists (`IRX_ERR_ARROW`, as in 1.25). Errors:
/// `IRX_ERR_NULLPTR`; `IRX_ERR_INVALID` for a schema whose types nest
/// deeper than 64 levels (`irx_type_list` documents how they count);
/// `*out` is NULL on error.
///
/// # Safety
/// `schema` is NULL or a schema; `out` is NULL or writable.
#[export(RecordBatch, out = out)]
pub unsafe fn irx_rb_builder_create(
    schema: *const IrxRbSchema,
    out: *mut *mut IrxRbBuilder,
) -> c_int {
    // SAFETY: caller contract.
    let schema = unsafe { handle::borrow(schema)? }.schema.clone();
    // Column builders are made (and dropped) recursively, one level per
    // level of the type: whatever made the schema, its depth is checked
    // here first (a walk of its own, without recursion).
    let (depth, _) =
        super::types::shape_of(schema.fields().iter().map(|f| f.data_type()), usize::MAX);
    if let Some(refused) = super::types::shape_error("builder schema", depth, 0) {
        return Err(refused);
    }
    let columns = columns_for(schema.fields())?;
    *out = handle::new(IrxRbBuilder { schema, columns })?;
    Ok(())
}

/// Finishes every column into a new record batch in `*out` (release it with
/// `irx_rb_batch_release`). The builder stays usable and starts over
/// empty; it is still released separately.
///
/// Errors: `IRX_ERR_NULLPTR`; `IRX_ERR_ARROW` when the columns have
/// different lengths or a struct slot is missing a field (the builder is
/// then unchanged); `*out` is NULL on error.
///
/// # Safety
/// `b` as `irx_rb_builder_append_int8`; `out` is NULL or writable.
#[export(RecordBatch, out = out)]
pub unsafe fn irx_rb_builder_finish(b: *mut IrxRbBuilder, out: *mut *mut IrxRbBatch) -> c_int {
    // SAFETY: caller contract.
    let builder = unsafe { handle::borrow_mut(b)? };
    let rows = builder.columns.first().map_or(0, Column::len);
    if builder.columns.iter().any(|c| c.len() != rows) {
        return Err(Error::new(
            Kind::Arrow,
            "column length mismatch in RecordBatch",
        ));
    }
    if !builder.columns.iter().all(Column::is_complete) {
        return Err(Error::new(
            Kind::Arrow,
            "struct column: every field needs one value per struct slot",
        ));
    }
    let arrays = builder
        .columns
        .iter_mut()
        .map(Column::finish)
        .collect::<Result<Vec<_>>>()?;
    let options = RecordBatchOptions::new().with_row_count(Some(rows));
    let batch = RecordBatch::try_new_with_options(builder.schema.clone(), arrays, &options)
        .map_err(|e| Error::new(Kind::Arrow, e.to_string()))?;
    *out = batch::new_handle(batch)?;
    Ok(())
}

/// Releases a builder and everything appended to it. NULL is a no-op; a
/// builder that is not live is left alone.
///
/// # Safety
/// `b` is not used again after this call.
#[export(RecordBatch)]
pub unsafe fn irx_rb_builder_release(b: *mut IrxRbBuilder) {
    handle::release(b)
}
