//! `IrxRbBatch`: an immutable record batch and its readers. Every reader
//! that hands out memory (strings, value buffers, list offsets) points into
//! the batch's own Arrow buffers: nothing is copied, and the pointers stay
//! valid until the batch is released.

use std::ffi::{CString, c_char, c_int, c_void};
use std::sync::OnceLock;

use arrow_array::cast::AsArray;
use arrow_array::types::*;
use arrow_array::{Array, ArrayRef, ArrowPrimitiveType, RecordBatch};
use arrow_schema::DataType;
use arrow_schema::TimeUnit;
use irx_abi::native::IRX_ERR_NULLPTR;

use super::schema::{self, IrxRbSchema};
use super::types::{IrxColumnType, column_type_of, field_column_type, untyped};
use super::{column_index, output, outputs};
use crate::ffi::error::Kind;
use crate::ffi::handle::{self, handle_type};
use crate::ffi::{Error, Result, export};

/// A record batch (`IrxRbBatch *`), owned by the caller until
/// `irx_rb_batch_release`. Its arrays are shared (reference counted), so
/// clones, slices, exports and tables made from it cost no copy.
#[derive(Debug)]
pub struct IrxRbBatch {
    pub(crate) batch: RecordBatch,
    /// Struct field names as C strings per column, made on first request.
    struct_names: OnceLock<Vec<Vec<Option<CString>>>>,
}
handle_type!(IrxRbBatch, "batch", Owned);

impl IrxRbBatch {
    pub(crate) fn new(batch: RecordBatch) -> IrxRbBatch {
        IrxRbBatch {
            batch,
            struct_names: OnceLock::new(),
        }
    }
}

/// Hands a new batch handle to C.
pub(crate) fn new_handle(batch: RecordBatch) -> Result<*mut IrxRbBatch> {
    handle::new(IrxRbBatch::new(batch))
}

/// The `IRX_ERR_TYPE` of a getter called on a column of another type:
/// 1.25's words, or, for a column whose type has no `IrxColumnType` (a
/// carried type, issue 34 item 3), a message that says so.
fn mismatch(dt: &DataType) -> Error {
    if column_type_of(dt).is_none() {
        return untyped("typed access to column", dt);
    }
    Error::new(Kind::Type, "type mismatch on get")
}

/// The batch behind `b` and its column `col`.
///
/// # Safety
/// `b` is NULL or a batch of this runtime, alive during `'a`.
unsafe fn column<'a>(b: *const IrxRbBatch, col: c_int) -> Result<(&'a IrxRbBatch, &'a ArrayRef)> {
    // SAFETY: caller contract.
    let batch = unsafe { handle::borrow(b)? };
    let index = column_index(col, batch.batch.num_columns())?;
    Ok((batch, batch.batch.column(index)))
}

/// The array of column `col` after the column and row checks of 1.25
/// (`IRX_ERR_OOB` for either).
///
/// # Safety
/// As [`column`].
unsafe fn cell<'a>(b: *const IrxRbBatch, col: c_int, row: i64) -> Result<(&'a ArrayRef, usize)> {
    // SAFETY: caller contract.
    let (_, array) = unsafe { column(b, col)? };
    let row = usize::try_from(row)
        .ok()
        .filter(|&r| r < array.len())
        .ok_or_else(|| Error::new(Kind::OutOfBounds, "row index out of bounds"))?;
    Ok((array, row))
}

/// Reads a primitive value of type `T` from a column of one of `accepts`'
/// Arrow types and converts it to the C output type.
///
/// # Safety
/// As [`column`]; `out` is NULL or writable.
unsafe fn get_primitive<T: ArrowPrimitiveType, C>(
    b: *const IrxRbBatch,
    col: c_int,
    row: i64,
    out: *mut C,
    convert: impl FnOnce(T::Native) -> C,
) -> Result<()> {
    // SAFETY: caller contract.
    unsafe {
        get_cell(b, col, row, out, |array, row| {
            let values = array
                .as_primitive_opt::<T>()
                .ok_or_else(|| mismatch(array.data_type()))?;
            Ok(convert(values.value(row)))
        })
    }
}

/// The one body of the single-value getters: [`cell`]'s checks, then
/// `read` of the checked array and row, then `*out` (cleared first, as
/// [`output`] does).
///
/// # Safety
/// As [`column`]; `out` is NULL or writable.
unsafe fn get_cell<C>(
    b: *const IrxRbBatch,
    col: c_int,
    row: i64,
    out: *mut C,
    read: impl FnOnce(&ArrayRef, usize) -> Result<C>,
) -> Result<()> {
    let value = || {
        // SAFETY: caller contract.
        let (array, row) = unsafe { cell(b, col, row)? };
        read(array, row)
    };
    // SAFETY: caller contract.
    unsafe { output(out, value) }
}

/// Reads the value at (`col`, `row`) of an int8 column into `*out`. A null
/// slot reads as whatever its storage holds (see `irx_rb_batch_is_null`).
///
/// Errors: `IRX_ERR_NULLPTR`, `IRX_ERR_OOB` (bad `col` or `row`),
/// `IRX_ERR_TYPE` (another column type).
///
/// # Safety
/// `b` is NULL or a batch of this runtime; `out` is NULL or writable.
#[export(RecordBatch)]
pub unsafe fn irx_rb_batch_get_int8(
    b: *const IrxRbBatch,
    col: c_int,
    row: i64,
    out: *mut i8,
) -> c_int {
    // SAFETY: caller contract.
    unsafe { get_primitive::<Int8Type, i8>(b, col, row, out, |v| v) }
}

/// As `irx_rb_batch_get_int8`, for an int16 column.
///
/// # Safety
/// As `irx_rb_batch_get_int8`.
#[export(RecordBatch)]
pub unsafe fn irx_rb_batch_get_int16(
    b: *const IrxRbBatch,
    col: c_int,
    row: i64,
    out: *mut i16,
) -> c_int {
    // SAFETY: caller contract.
    unsafe { get_primitive::<Int16Type, i16>(b, col, row, out, |v| v) }
}

/// As `irx_rb_batch_get_int8`, for an int32 column.
///
/// # Safety
/// As `irx_rb_batch_get_int8`.
#[export(RecordBatch)]
pub unsafe fn irx_rb_batch_get_int32(
    b: *const IrxRbBatch,
    col: c_int,
    row: i64,
    out: *mut i32,
) -> c_int {
    // SAFETY: caller contract.
    unsafe { get_primitive::<Int32Type, i32>(b, col, row, out, |v| v) }
}

/// As `irx_rb_batch_get_int8`, for an int64 column.
///
/// Extension (issue 34, item 3): a duration column, which 1.25's column
/// types cannot describe, reads here too, as its int64 count of the unit
/// `irx_rb_schema_type_name` names (`duration[ms]`, ...).
///
/// # Safety
/// As `irx_rb_batch_get_int8`.
#[export(RecordBatch)]
pub unsafe fn irx_rb_batch_get_int64(
    b: *const IrxRbBatch,
    col: c_int,
    row: i64,
    out: *mut i64,
) -> c_int {
    // SAFETY: caller contract.
    unsafe {
        get_cell(b, col, row, out, |array, row| {
            Ok(match array.data_type() {
                DataType::Int64 => array.as_primitive::<Int64Type>().value(row),
                DataType::Duration(TimeUnit::Second) => {
                    array.as_primitive::<DurationSecondType>().value(row)
                }
                DataType::Duration(TimeUnit::Millisecond) => {
                    array.as_primitive::<DurationMillisecondType>().value(row)
                }
                DataType::Duration(TimeUnit::Microsecond) => {
                    array.as_primitive::<DurationMicrosecondType>().value(row)
                }
                DataType::Duration(TimeUnit::Nanosecond) => {
                    array.as_primitive::<DurationNanosecondType>().value(row)
                }
                other => return Err(mismatch(other)),
            })
        })
    }
}

/// As `irx_rb_batch_get_int8`, for an uint8 column.
///
/// # Safety
/// As `irx_rb_batch_get_int8`.
#[export(RecordBatch)]
pub unsafe fn irx_rb_batch_get_uint8(
    b: *const IrxRbBatch,
    col: c_int,
    row: i64,
    out: *mut u8,
) -> c_int {
    // SAFETY: caller contract.
    unsafe { get_primitive::<UInt8Type, u8>(b, col, row, out, |v| v) }
}

/// As `irx_rb_batch_get_int8`, for an uint16 column.
///
/// # Safety
/// As `irx_rb_batch_get_int8`.
#[export(RecordBatch)]
pub unsafe fn irx_rb_batch_get_uint16(
    b: *const IrxRbBatch,
    col: c_int,
    row: i64,
    out: *mut u16,
) -> c_int {
    // SAFETY: caller contract.
    unsafe { get_primitive::<UInt16Type, u16>(b, col, row, out, |v| v) }
}

/// As `irx_rb_batch_get_int8`, for an uint32 column.
///
/// # Safety
/// As `irx_rb_batch_get_int8`.
#[export(RecordBatch)]
pub unsafe fn irx_rb_batch_get_uint32(
    b: *const IrxRbBatch,
    col: c_int,
    row: i64,
    out: *mut u32,
) -> c_int {
    // SAFETY: caller contract.
    unsafe { get_primitive::<UInt32Type, u32>(b, col, row, out, |v| v) }
}

/// As `irx_rb_batch_get_int8`, for an uint64 column.
///
/// # Safety
/// As `irx_rb_batch_get_int8`.
#[export(RecordBatch)]
pub unsafe fn irx_rb_batch_get_uint64(
    b: *const IrxRbBatch,
    col: c_int,
    row: i64,
    out: *mut u64,
) -> c_int {
    // SAFETY: caller contract.
    unsafe { get_primitive::<UInt64Type, u64>(b, col, row, out, |v| v) }
}

/// As `irx_rb_batch_get_int8`, for an float32 column.
///
/// # Safety
/// As `irx_rb_batch_get_int8`.
#[export(RecordBatch)]
pub unsafe fn irx_rb_batch_get_float32(
    b: *const IrxRbBatch,
    col: c_int,
    row: i64,
    out: *mut f32,
) -> c_int {
    // SAFETY: caller contract.
    unsafe { get_primitive::<Float32Type, f32>(b, col, row, out, |v| v) }
}

/// As `irx_rb_batch_get_int8`, for an float64 column.
///
/// # Safety
/// As `irx_rb_batch_get_int8`.
#[export(RecordBatch)]
pub unsafe fn irx_rb_batch_get_float64(
    b: *const IrxRbBatch,
    col: c_int,
    row: i64,
    out: *mut f64,
) -> c_int {
    // SAFETY: caller contract.
    unsafe { get_primitive::<Float64Type, f64>(b, col, row, out, |v| v) }
}

/// Reads a bool column's value at (`col`, `row`) as 0 or 1 into `*out`.
///
/// Errors: as `irx_rb_batch_get_int8`.
///
/// # Safety
/// As `irx_rb_batch_get_int8`.
#[export(RecordBatch)]
pub unsafe fn irx_rb_batch_get_bool(
    b: *const IrxRbBatch,
    col: c_int,
    row: i64,
    out: *mut c_int,
) -> c_int {
    // SAFETY: caller contract.
    unsafe {
        get_cell(b, col, row, out, |array, row| {
            let values = array
                .as_boolean_opt()
                .ok_or_else(|| mismatch(array.data_type()))?;
            Ok(c_int::from(values.value(row)))
        })
    }
}

/// Points `*out` at the bytes of the string at (`col`, `row`) of a utf8 or
/// large utf8 column, and sets `*len` to their count. Zero copy: the bytes
/// are the batch's own, valid until it is released, and not
/// NUL-terminated.
///
/// Extension (issue 34, item 3): a utf8_view column, which 1.25's column
/// types cannot describe, reads here too, still zero copy (a string of up
/// to 12 bytes lies in the column's view buffer itself).
///
/// Errors: `IRX_ERR_NULLPTR`, `IRX_ERR_OOB`, `IRX_ERR_TYPE`.
///
/// # Safety
/// `b` as `irx_rb_batch_get_int8`; `out` and `len` are NULL or writable.
#[export(RecordBatch)]
pub unsafe fn irx_rb_batch_get_utf8(
    b: *const IrxRbBatch,
    col: c_int,
    row: i64,
    out: *mut *const c_char,
    len: *mut i64,
) -> c_int {
    let value = || {
        // SAFETY: caller contract.
        let (array, row) = unsafe { cell(b, col, row)? };
        let text: &str = match array.data_type() {
            DataType::Utf8 => array.as_string::<i32>().value(row),
            DataType::LargeUtf8 => array.as_string::<i64>().value(row),
            DataType::Utf8View => array.as_string_view().value(row),
            _ => return Err(mismatch(array.data_type())),
        };
        Ok((text.as_ptr().cast(), text.len() as i64))
    };
    // SAFETY: caller contract.
    unsafe { outputs(out, len, value) }
}

/// Reads a date32 (days) or date64 (milliseconds) value as int64.
///
/// Errors: as `irx_rb_batch_get_int8`.
///
/// # Safety
/// As `irx_rb_batch_get_int8`.
#[export(RecordBatch)]
pub unsafe fn irx_rb_batch_get_date(
    b: *const IrxRbBatch,
    col: c_int,
    row: i64,
    out: *mut i64,
) -> c_int {
    // SAFETY: caller contract (each getter checks its own type).
    unsafe {
        get_primitive::<Date32Type, i64>(b, col, row, out, i64::from)
            .or_else(|_| get_primitive::<Date64Type, i64>(b, col, row, out, |v| v))
    }
}

/// Reads a timestamp (any unit and time zone) in its column's unit.
///
/// Errors: as `irx_rb_batch_get_int8`.
///
/// # Safety
/// As `irx_rb_batch_get_int8`.
#[export(RecordBatch)]
pub unsafe fn irx_rb_batch_get_timestamp(
    b: *const IrxRbBatch,
    col: c_int,
    row: i64,
    out: *mut i64,
) -> c_int {
    // SAFETY: caller contract.
    unsafe {
        get_cell(b, col, row, out, |array, row| {
            let value = match array.data_type() {
                DataType::Timestamp(TimeUnit::Second, _) => {
                    array.as_primitive::<TimestampSecondType>().value(row)
                }
                DataType::Timestamp(TimeUnit::Millisecond, _) => {
                    array.as_primitive::<TimestampMillisecondType>().value(row)
                }
                DataType::Timestamp(TimeUnit::Microsecond, _) => {
                    array.as_primitive::<TimestampMicrosecondType>().value(row)
                }
                DataType::Timestamp(TimeUnit::Nanosecond, _) => {
                    array.as_primitive::<TimestampNanosecondType>().value(row)
                }
                _ => return Err(mismatch(array.data_type())),
            };
            Ok(value)
        })
    }
}

/// Reads a time32 (s, ms) or time64 (us, ns) value as int64 in its
/// column's unit.
///
/// Errors: as `irx_rb_batch_get_int8`.
///
/// # Safety
/// As `irx_rb_batch_get_int8`.
#[export(RecordBatch)]
pub unsafe fn irx_rb_batch_get_time(
    b: *const IrxRbBatch,
    col: c_int,
    row: i64,
    out: *mut i64,
) -> c_int {
    // SAFETY: caller contract.
    unsafe {
        get_cell(b, col, row, out, |array, row| {
            let value = match array.data_type() {
                DataType::Time32(TimeUnit::Second) => {
                    i64::from(array.as_primitive::<Time32SecondType>().value(row))
                }
                DataType::Time32(_) => {
                    i64::from(array.as_primitive::<Time32MillisecondType>().value(row))
                }
                DataType::Time64(TimeUnit::Microsecond) => {
                    array.as_primitive::<Time64MicrosecondType>().value(row)
                }
                DataType::Time64(_) => array.as_primitive::<Time64NanosecondType>().value(row),
                _ => return Err(mismatch(array.data_type())),
            };
            Ok(value)
        })
    }
}

/// Sets `*out` to 1 when the value at (`col`, `row`) is null, else 0.
///
/// Errors: `IRX_ERR_NULLPTR`, `IRX_ERR_OOB`.
///
/// # Safety
/// As `irx_rb_batch_get_int8`.
#[export(RecordBatch)]
pub unsafe fn irx_rb_batch_is_null(
    b: *const IrxRbBatch,
    col: c_int,
    row: i64,
    out: *mut c_int,
) -> c_int {
    // SAFETY: caller contract.
    unsafe {
        get_cell(b, col, row, out, |array, row| {
            // A null-type column has no validity bitmap, yet every row is null
            // (Arrow C++ and 1.25 say so; arrow-rs's is_null reads the bitmap).
            let null = array.is_null(row) || *array.data_type() == DataType::Null;
            Ok(c_int::from(null))
        })
    }
}

/// The fixed-width value storage of `array`: a pointer to its first
/// logical element (the array's offset applied) and its length.
fn fixed_values(array: &dyn Array, what: &str) -> Result<(*const c_void, i64)> {
    let data = array.to_data();
    let not_fixed = || Error::new(Kind::Type, format!("{what} is not a fixed-width type"));
    // 1.25's words for an array without buffers (a struct, a null column).
    let no_buffer = || {
        let hint = if what == "column" {
            " (variable-width type?)"
        } else {
            ""
        };
        Error::new(Kind::Type, format!("{what} has no value buffer{hint}"))
    };
    let buffer = data.buffers().first().ok_or_else(no_buffer)?;
    let ptr = match data.data_type() {
        DataType::Boolean => {
            // Bits: only a byte-aligned start can be described by a pointer.
            if !data.offset().is_multiple_of(8) {
                return Err(Error::new(
                    Kind::Type,
                    format!("{what}: bool bits do not start at a byte boundary"),
                ));
            }
            buffer.as_slice()[data.offset() / 8..].as_ptr()
        }
        dt => {
            let width = dt
                .primitive_width()
                .or(match dt {
                    DataType::FixedSizeBinary(n) => usize::try_from(*n).ok(),
                    // Arrow C++'s dictionary type is fixed-width: 1.25
                    // hands out the indices.
                    DataType::Dictionary(key, _) => key.primitive_width(),
                    _ => None,
                })
                .ok_or_else(not_fixed)?;
            buffer.as_slice()[data.offset() * width..].as_ptr()
        }
    };
    Ok((ptr.cast(), array.len() as i64))
}

/// Points `*buf` at column `col`'s fixed-width value buffer (its first
/// element, the batch's own memory, valid until the batch is released) and
/// sets `*len` to its element count. bool columns give their bit-packed
/// bytes (when they start on a byte boundary).
///
/// Errors: `IRX_ERR_NULLPTR`, `IRX_ERR_OOB`, `IRX_ERR_TYPE` (a variable-
/// width or nested column).
///
/// # Safety
/// `b` as `irx_rb_batch_get_int8`; `buf` and `len` are NULL or writable.
#[export(RecordBatch)]
pub unsafe fn irx_rb_batch_value_buffer(
    b: *const IrxRbBatch,
    col: c_int,
    buf: *mut *const c_void,
    len: *mut i64,
) -> c_int {
    let value = || {
        // SAFETY: caller contract.
        let (_, array) = unsafe { column(b, col)? };
        let (ptr, n) = fixed_values(array.as_ref(), "column")?;
        Ok((ptr, n))
    };
    // SAFETY: caller contract.
    unsafe { outputs(buf, len, value) }
}

/// The list column `col`.
///
/// # Safety
/// As [`column`].
unsafe fn list_column<'a>(b: *const IrxRbBatch, col: c_int) -> Result<&'a arrow_array::ListArray> {
    // SAFETY: caller contract.
    let (_, array) = unsafe { column(b, col)? };
    array
        .as_list_opt::<i32>()
        .ok_or_else(|| Error::new(Kind::Type, "column is not a list column"))
}

/// The `IrxColumnType` of list column `col`'s elements in `*out`.
///
/// Errors: `IRX_ERR_NULLPTR`, `IRX_ERR_OOB`, `IRX_ERR_TYPE` (not a list).
///
/// # Safety
/// `b` as `irx_rb_batch_get_int8`; `out` is NULL or writable.
#[export(RecordBatch)]
pub unsafe fn irx_rb_batch_list_elem_type(
    b: *const IrxRbBatch,
    col: c_int,
    out: *mut IrxColumnType,
) -> c_int {
    let value = || {
        // SAFETY: caller contract.
        let list = unsafe { list_column(b, col)? };
        let DataType::List(field) = list.data_type() else {
            return Err(Error::new(Kind::Type, "column is not a list column"));
        };
        let t = field_column_type(field)?;
        Ok(t as c_int)
    };
    // SAFETY: caller contract.
    unsafe { output(out, value) }
}

/// Points `*offs` at list column `col`'s int32 offsets (`*n` = rows + 1 of
/// them; row r's elements are child indices `[offs[r], offs[r+1])`). Zero
/// copy, valid until the batch is released.
///
/// Errors: `IRX_ERR_NULLPTR`, `IRX_ERR_OOB`, `IRX_ERR_TYPE` (not a list).
///
/// # Safety
/// `b` as `irx_rb_batch_get_int8`; `offs` and `n` are NULL or writable.
#[export(RecordBatch)]
pub unsafe fn irx_rb_batch_list_offsets(
    b: *const IrxRbBatch,
    col: c_int,
    offs: *mut *const i32,
    n: *mut i64,
) -> c_int {
    let value = || {
        // SAFETY: caller contract.
        let list = unsafe { list_column(b, col)? };
        let offsets = list.value_offsets();
        Ok((offsets.as_ptr(), offsets.len() as i64))
    };
    // SAFETY: caller contract.
    unsafe { outputs(offs, n, value) }
}

/// Points `*buf` at the fixed-width values of list column `col`'s child
/// (all of them, indexed by the offsets) and sets `*len` to their count.
///
/// Errors: `IRX_ERR_NULLPTR`, `IRX_ERR_OOB`, `IRX_ERR_TYPE` (not a list, or
/// elements that are not fixed-width).
///
/// # Safety
/// `b` as `irx_rb_batch_get_int8`; `buf` and `len` are NULL or writable.
#[export(RecordBatch)]
pub unsafe fn irx_rb_batch_list_child_buffer(
    b: *const IrxRbBatch,
    col: c_int,
    buf: *mut *const c_void,
    len: *mut i64,
) -> c_int {
    let value = || {
        // SAFETY: caller contract.
        let list = unsafe { list_column(b, col)? };
        let (ptr, count) = fixed_values(list.values().as_ref(), "list child")?;
        Ok((ptr, count))
    };
    // SAFETY: caller contract.
    unsafe { outputs(buf, len, value) }
}

/// The struct column `col` and its field index `field` checked.
///
/// # Safety
/// As [`column`].
unsafe fn struct_column<'a>(
    b: *const IrxRbBatch,
    col: c_int,
    field: Option<c_int>,
) -> Result<(&'a IrxRbBatch, usize, &'a arrow_array::StructArray, usize)> {
    // SAFETY: caller contract.
    let batch = unsafe { handle::borrow(b)? };
    let index = column_index(col, batch.batch.num_columns())?;
    let array = batch
        .batch
        .column(index)
        .as_struct_opt()
        .ok_or_else(|| Error::new(Kind::Type, "column is not a struct column"))?;
    let field = match field {
        None => 0,
        Some(f) => usize::try_from(f)
            .ok()
            .filter(|&f| f < array.num_columns())
            .ok_or_else(|| Error::new(Kind::OutOfBounds, "struct field index out of bounds"))?,
    };
    Ok((batch, index, array, field))
}

/// The number of fields of struct column `col` in `*out`.
///
/// Errors: `IRX_ERR_NULLPTR`, `IRX_ERR_OOB`, `IRX_ERR_TYPE` (not a struct).
///
/// # Safety
/// `b` as `irx_rb_batch_get_int8`; `out` is NULL or writable.
#[export(RecordBatch)]
pub unsafe fn irx_rb_batch_struct_num_fields(
    b: *const IrxRbBatch,
    col: c_int,
    out: *mut c_int,
) -> c_int {
    let value = || {
        // SAFETY: caller contract.
        let (_, _, array, _) = unsafe { struct_column(b, col, None)? };
        Ok(array.num_columns() as c_int)
    };
    // SAFETY: caller contract.
    unsafe { output(out, value) }
}

/// The name of field `field` of struct column `col` in `*out`: owned by
/// the batch, valid until it is released.
///
/// Errors: `IRX_ERR_NULLPTR`, `IRX_ERR_OOB` (bad `col` or `field`),
/// `IRX_ERR_TYPE` (not a struct, or a name with an embedded NUL).
///
/// # Safety
/// `b` as `irx_rb_batch_get_int8`; `out` is NULL or writable.
#[export(RecordBatch)]
pub unsafe fn irx_rb_batch_struct_field_name(
    b: *const IrxRbBatch,
    col: c_int,
    field: c_int,
    out: *mut *const c_char,
) -> c_int {
    let value = || {
        // SAFETY: caller contract.
        let (batch, index, _, field) = unsafe { struct_column(b, col, Some(field))? };
        let names = batch.struct_names.get_or_init(|| {
            batch
                .batch
                .schema()
                .fields()
                .iter()
                .map(|f| match f.data_type() {
                    DataType::Struct(fields) => fields
                        .iter()
                        .map(|f| CString::new(f.name().as_bytes()).ok())
                        .collect(),
                    _ => Vec::new(),
                })
                .collect()
        });
        let name = names[index][field].as_ref().ok_or_else(|| {
            Error::new(
                Kind::Type,
                "embedded NUL in field name cannot be exposed as C text",
            )
        })?;
        Ok(name.as_ptr())
    };
    // SAFETY: caller contract.
    unsafe { output(out, value) }
}

/// The `IrxColumnType` of field `field` of struct column `col` in `*out`.
///
/// Errors: as `irx_rb_batch_struct_field_name`.
///
/// # Safety
/// `b` as `irx_rb_batch_get_int8`; `out` is NULL or writable.
#[export(RecordBatch)]
pub unsafe fn irx_rb_batch_struct_field_type(
    b: *const IrxRbBatch,
    col: c_int,
    field: c_int,
    out: *mut IrxColumnType,
) -> c_int {
    let value = || {
        // SAFETY: caller contract.
        let (_, _, array, field) = unsafe { struct_column(b, col, Some(field))? };
        let DataType::Struct(fields) = array.data_type() else {
            return Err(Error::new(Kind::Type, "column is not a struct column"));
        };
        let t = field_column_type(&fields[field])?;
        Ok(t as c_int)
    };
    // SAFETY: caller contract.
    unsafe { output(out, value) }
}

/// Points `*buf` at the fixed-width values of field `field` of struct
/// column `col` (the struct's offset applied) and sets `*len` to their
/// count (the rows).
///
/// Errors: as `irx_rb_batch_struct_field_name`; `IRX_ERR_TYPE` for a field
/// that is not fixed-width.
///
/// # Safety
/// `b` as `irx_rb_batch_get_int8`; `buf` and `len` are NULL or writable.
#[export(RecordBatch)]
pub unsafe fn irx_rb_batch_struct_field_buffer(
    b: *const IrxRbBatch,
    col: c_int,
    field: c_int,
    buf: *mut *const c_void,
    len: *mut i64,
) -> c_int {
    let value = || {
        // SAFETY: caller contract.
        let (_, _, array, field) = unsafe { struct_column(b, col, Some(field))? };
        let (ptr, count) = fixed_values(array.column(field).as_ref(), "struct field")?;
        Ok((ptr, count))
    };
    // SAFETY: caller contract.
    unsafe { outputs(buf, len, value) }
}

/// The number of rows of `batch`, or `IRX_ERR_NULLPTR` (-2) when it is
/// NULL or not live (a NULL sets no message in the 1.25
/// generation, as in 1.25; the default generation says which).
///
/// # Safety
/// `batch` is NULL or a batch of this runtime.
#[export(RecordBatch, value = i64::from(IRX_ERR_NULLPTR))]
pub unsafe fn irx_rb_batch_num_rows(batch: *const IrxRbBatch) -> i64 {
    // 1.25 answers a NULL with its status alone and records no message.
    if crate::generation::is_1_25() && batch.is_null() {
        return Ok(i64::from(IRX_ERR_NULLPTR));
    }
    // SAFETY: caller contract.
    Ok(unsafe { handle::borrow(batch)? }.batch.num_rows() as i64)
}

/// The number of columns of `batch`, or `IRX_ERR_NULLPTR` (-2) when it is
/// NULL or not live (a NULL sets no message in the 1.25
/// generation, as in 1.25; the default generation says which).
///
/// # Safety
/// `batch` is NULL or a batch of this runtime.
#[export(RecordBatch, value = IRX_ERR_NULLPTR)]
pub unsafe fn irx_rb_batch_num_columns(batch: *const IrxRbBatch) -> c_int {
    // 1.25 answers a NULL with its status alone and records no message.
    if crate::generation::is_1_25() && batch.is_null() {
        return Ok(IRX_ERR_NULLPTR);
    }
    // SAFETY: caller contract.
    Ok(unsafe { handle::borrow(batch)? }.batch.num_columns() as c_int)
}

/// Releases a batch. Pointers its readers handed out die with it unless
/// another handle (a clone, a table, an export) shares the arrays. NULL is
/// a no-op; a handle that is not live is left alone.
///
/// # Safety
/// `batch` is not used again after this call.
#[export(RecordBatch)]
pub unsafe fn irx_rb_batch_release(batch: *mut IrxRbBatch) {
    handle::release(batch)
}

/// A new handle to the same batch in `*out` (the arrays are shared, not
/// copied); release both.
///
/// Errors: `IRX_ERR_NULLPTR`; `*out` is NULL on error.
///
/// # Safety
/// `batch` is NULL or a batch; `out` is NULL or writable.
#[export(RecordBatch, out = out)]
pub unsafe fn irx_rb_batch_clone(batch: *const IrxRbBatch, out: *mut *mut IrxRbBatch) -> c_int {
    // SAFETY: caller contract.
    let batch = unsafe { handle::borrow(batch)? };
    *out = new_handle(batch.batch.clone())?;
    Ok(())
}

/// The batch's schema (fields and metadata) as a new schema handle in
/// `*out`, which the caller releases.
///
/// Errors: `IRX_ERR_NULLPTR`; `*out` is NULL on error. A column of a type
/// without an `IrxColumnType` (a duration, a view, a union, ...) is carried
/// in the schema: only `irx_rb_schema_field` on it is `IRX_ERR_TYPE`.
///
/// # Safety
/// `batch` is NULL or a batch; `out` is NULL or writable.
#[export(RecordBatch, out = out)]
pub unsafe fn irx_rb_batch_schema(batch: *const IrxRbBatch, out: *mut *mut IrxRbSchema) -> c_int {
    // SAFETY: caller contract.
    let batch = unsafe { handle::borrow(batch)? };
    *out = schema::new_handle(IrxRbSchema::checked(batch.batch.schema())?)?;
    Ok(())
}
