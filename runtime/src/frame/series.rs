//! Series (chunked columns) element by element: `irx_arrow_series_index`
//! reads one value, `irx_arrow_series_set` replaces one in the handle's
//! column, `irx_arrow_series_slice` takes Python's `[start:stop:step]`.
//! Values cross the boundary in 1.25's encoding ([`Value`]).

use std::ffi::c_int;
use std::sync::Arc;

use arrow_array::{Array, ArrayRef, NullArray};
use arrow_schema::DataType;

use crate::alloc::reserve_error;
use crate::arrow::types::{ElemType, data_type};
use crate::ffi::error::Kind;
use crate::ffi::{Error, Result, export};
use crate::limits::Budget;

use super::elem::{Value, ValueOut, scalar, value_at};
use super::table::{Chunked, ChunkedArrayHandle, live_column, new_column};

/// The handle and column of a series that must be of element type
/// `type_id`. As in 1.25, a NULL handle, a type id outside the eleven and
/// a column of another type are all `IRX_ERR_TYPE` with 1.25's one text
/// (`what`, which its programs print); a handle that is not a live chunked
/// array is `IRX_ERR_INVALID`.
///
/// # Safety
/// * `column` is NULL or a chunked array handle that stays live for `'a`.
unsafe fn typed<'a>(
    column: *const ChunkedArrayHandle,
    type_id: i32,
    what: &'static str,
) -> Result<(&'a ChunkedArrayHandle, Arc<Chunked>, DataType)> {
    if column.is_null() {
        return Err(Error::new(Kind::Type, what));
    }
    // SAFETY: caller contract; a dead handle is refused by the lookup.
    let handle = unsafe { live_column(column)? };
    let current = handle.get();
    match ElemType::from_type_id(type_id).map(data_type) {
        Some(expected) if expected == *current.data_type() => Ok((handle, current, expected)),
        _ => Err(Error::new(Kind::Type, what)),
    }
}

/// `index` as a row of a series of `len` rows; `IRX_ERR_OOB` outside
/// `[0, len)` (1.25's ERANGE).
fn row(index: i64, len: usize) -> Result<usize> {
    usize::try_from(index)
        .ok()
        .filter(|&i| i < len)
        .ok_or_else(|| {
            Error::new(
                Kind::OutOfBounds,
                // 1.25's text exactly (its programs print it).
                "Series index out of bounds",
            )
        })
}

/// Reads element `index` (zero-based) of `column`, which must have
/// element type `type_id` (`IRX_ARROW_TYPE_*`), into `*out_bits` and
/// `*out_valid`: integers as a C cast to `uint64_t` (signed ones
/// sign-extended), a float in the low 32 bits, a double's 64 bits, a bool
/// as 0 or 1; `*out_valid` is 1, or 0 with zero bits for a null. The
/// column is borrowed; nothing is allocated.
///
/// Errors (both outputs zeroed first): `IRX_ERR_INVALID` for a NULL output
/// or a handle that is not a live chunked array; `IRX_ERR_TYPE` for a NULL
/// `column` (as 1.25), a type id outside 1..=11 or a column of another
/// type; `IRX_ERR_OOB` for an index outside `[0, length)`.
///
/// # Safety
/// `column` is NULL or a chunked array handle; each output is NULL or
/// writable.
#[export(Frame)]
pub unsafe fn irx_arrow_series_index(
    column: *const ChunkedArrayHandle,
    index: i64,
    type_id: i32,
    out_bits: *mut u64,
    out_valid: *mut i32,
) -> c_int {
    // SAFETY: caller contract.
    let out = unsafe { ValueOut::new(out_bits, out_valid)? };
    // SAFETY: caller contract.
    let (_, column, _) = unsafe { typed(column, type_id, "Series index type mismatch")? };
    let index = row(index, column.len)?;
    let element = column.slice(index, 1);
    let array = element
        .first()
        .ok_or_else(|| Error::new(Kind::Arrow, "column shorter than its length"))?;
    out.set(value_at(array, 0)?);
    Ok(())
}

/// Replaces element `index` of the column `column` holds with the value
/// `bits`/`valid` encode (as `irx_arrow_series_index` writes them; a bool
/// is true for any non-zero bits) of element type `type_id`, which must be
/// the column's. Only this handle sees the change: the table the column
/// came from, other handles of it and slices taken before keep their
/// values (the chunks are shared and never written; the handle gets a new
/// column whose chunk holding `index` is split around a new one-row
/// chunk). A null (`valid` 0) needs `nullable` non-zero (the program's
/// series type is nullable) and makes the column's field nullable.
///
/// Errors (the column is unchanged after any): `IRX_ERR_TYPE` for a NULL
/// `column` (as 1.25), a type id outside 1..=11 or a column of another
/// type; `IRX_ERR_INVALID` for a null into a non-nullable series or a
/// handle that is not a live chunked array; `IRX_ERR_OOB` for an index
/// outside `[0, length)`.
///
/// Thread safety: the swap is atomic, so concurrent readers see the old or
/// the new column; concurrent sets of one handle may lose one of the
/// updates (1.25 leaves concurrent mutation unsupported).
///
/// # Safety
/// `column` is NULL or a chunked array handle.
#[export(Frame)]
pub unsafe fn irx_arrow_series_set(
    column: *mut ChunkedArrayHandle,
    index: i64,
    type_id: i32,
    bits: u64,
    valid: i32,
    nullable: i32,
) -> c_int {
    // SAFETY: caller contract.
    let (handle, current, data_type) =
        unsafe { typed(column, type_id, "Series update type mismatch")? };
    if valid == 0 && nullable == 0 {
        return Err(Error::invalid("null update of non-nullable Series"));
    }
    let index = row(index, current.len)?;
    let mut chunks = current.slice(0, index);
    chunks.push(scalar(
        &data_type,
        Value {
            bits,
            valid: valid != 0,
        },
    )?);
    chunks.extend(current.slice(index + 1, current.len - index - 1));
    let field = if valid == 0 && !current.field.is_nullable() {
        Arc::new(current.field.as_ref().clone().with_nullable(true))
    } else {
        current.field.clone()
    };
    handle.set(Arc::new(Chunked::new(field, chunks)?));
    Ok(())
}

/// The rows Python's `[start:stop:step]` selects from `len` rows, as the
/// first row and the count: a bound whose `bounds` bit is clear (bit 0:
/// start, bit 1: stop) defaults by the step's sign, a negative one counts
/// from the end, and both are clamped to the rows (in i128: no bound or
/// step overflows).
fn python_slice(len: usize, start: i64, stop: i64, step: i64, bounds: i32) -> (i128, i128) {
    let (len, step) = (len as i128, i128::from(step));
    let clamp = |bound: i64| {
        let bound = i128::from(bound);
        let bound = if bound < 0 { bound + len } else { bound };
        if step > 0 {
            bound.clamp(0, len)
        } else {
            bound.clamp(-1, len - 1)
        }
    };
    let forward = step > 0;
    let start = match (bounds & 1 != 0, forward) {
        (true, _) => clamp(start),
        (false, true) => 0,
        (false, false) => len - 1,
    };
    let stop = match (bounds & 2 != 0, forward) {
        (true, _) => clamp(stop),
        (false, true) => len,
        (false, false) => -1,
    };
    let (span, stride) = if forward {
        (stop - start, step)
    } else {
        (start - stop, -step)
    };
    (start, if span > 0 { (span - 1) / stride + 1 } else { 0 })
}

/// A new column in `*out` with the rows of `column` that Python's slice
/// `[start:stop:step]` selects: `bounds` bit 0 set means `start` is given,
/// bit 1 that `stop` is (an absent bound defaults by the step's sign);
/// negative bounds count from the end and bounds are clamped to the
/// column, as in Python, so any bounds are valid. A step of 1 shares the
/// column's chunks (zero copy); other steps copy the selected rows (a null
/// column's are made, not copied). The column is borrowed; release the
/// result once.
///
/// Errors (`*out` NULL after any): `IRX_ERR_INVALID` for a NULL `out`, a
/// NULL `column` or one that is not a live chunked array, a zero `step`,
/// and a copy whose row indices (16 bytes a row) would pass the expansion
/// limit for the column's size (`irx_runtime_set_expansion_limit`; only a
/// column of many rows and hardly any memory, such as a struct without
/// fields, comes near it); `IRX_ERR_ALLOC` when they cannot be allocated.
///
/// # Safety
/// `column` is NULL or a chunked array handle; `out` is NULL or writable.
#[export(Frame)]
pub unsafe fn irx_arrow_series_slice(
    column: *const ChunkedArrayHandle,
    start: i64,
    stop: i64,
    step: i64,
    bounds: i32,
    out: *mut *mut ChunkedArrayHandle,
) -> c_int {
    // Checked and cleared first, in 1.25's words.
    // SAFETY: caller contract on `out`.
    let out = unsafe { crate::ffi::handle::out_ptr(out, "slice output")? };
    if column.is_null() {
        return Err(Error::invalid("slice requires a Series"));
    }
    // SAFETY: caller contract; a dead handle is refused by the lookup.
    let column = unsafe { live_column(column)? }.get();
    if step == 0 {
        return Err(Error::invalid("slice step cannot be zero"));
    }
    let (first, count) = python_slice(column.len, start, stop, step, bounds);
    // Both are within the column's rows (or count is 0).
    let (first, count) = (first as usize, count as usize);
    let chunks = if step == 1 {
        column.slice(first, count)
    } else if count == 0 {
        Vec::new()
    } else if *column.data_type() == DataType::Null {
        // Nothing to copy: the rows are nulls whatever they are. (A null
        // column costs nothing per row, so it may have 2^40 of them.)
        vec![Arc::new(NullArray::new(count)) as ArrayRef]
    } else {
        vec![stepped(&column, first, count, step)?]
    };
    *out = new_column(Arc::new(Chunked::new(column.field.clone(), chunks)?))?;
    Ok(())
}

/// The `count` rows `first`, `first + step`, ... of `column` copied into
/// one array. Its memory is bounded before it is asked for: the row
/// indices (16 bytes a row) and the result's validity are charged to an
/// expansion budget of the column's own size ([`crate::limits`]), so a
/// column with many rows and no buffers (a struct without fields of 2^40
/// rows) is refused, not an abort asking for terabytes; the values copied
/// are at most the column's. The indices are reserved fallibly.
fn stepped(column: &Chunked, first: usize, count: usize, step: i64) -> Result<ArrayRef> {
    /// What one row's `(chunk, row)` index costs.
    const INDEX_BYTES: u64 = std::mem::size_of::<(usize, usize)>() as u64;
    let held: usize = column
        .chunks
        .iter()
        .map(|c| c.get_array_memory_size())
        .sum();
    let mut budget = Budget::new("Series", held as u64);
    let rows = count as u64;
    budget.charge(
        rows.saturating_mul(INDEX_BYTES)
            .saturating_add(rows.div_ceil(8)),
        &format!("the row indices and validity of a slice of {count} rows with step {step}"),
    )?;
    let mut starts = Vec::with_capacity(column.chunks.len());
    let mut at = 0;
    for chunk in &column.chunks {
        starts.push(at);
        at += chunk.len();
    }
    let mut indices: Vec<(usize, usize)> = Vec::new();
    indices
        .try_reserve_exact(count)
        .map_err(reserve_error("Series slice row indices"))?;
    indices.extend((0..count as i128).map(|k| {
        let row = (first as i128 + k * i128::from(step)) as usize;
        let chunk = starts.partition_point(|&s| s <= row) - 1;
        (chunk, row - starts[chunk])
    }));
    let arrays: Vec<&dyn Array> = column.chunks.iter().map(|c| c.as_ref()).collect();
    arrow_select::interleave::interleave(&arrays, &indices).map_err(crate::rb::arrow_error)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::frame::table::irx_arrow_chunked_array_release;
    use arrow_array::StructArray;
    use arrow_schema::Field;

    /// A series handle over one chunk.
    fn series(array: ArrayRef) -> *mut ChunkedArrayHandle {
        let field = Arc::new(Field::new("c", array.data_type().clone(), true));
        new_column(Arc::new(Chunked::new(field, vec![array]).unwrap())).unwrap()
    }

    /// `irx_arrow_series_slice(column, 0, 0, step, 0)`: its status, the
    /// message and the result's length.
    fn slice_all(column: *mut ChunkedArrayHandle, step: i64) -> (i32, String, usize) {
        let mut out = std::ptr::null_mut();
        // SAFETY: a live handle and a writable output.
        let status = unsafe { irx_arrow_series_slice(column, 0, 0, step, 0, &mut out) };
        // SAFETY: never NULL, NUL-terminated.
        let message = unsafe { std::ffi::CStr::from_ptr(crate::arrow::irx_arrow_last_error()) }
            .to_string_lossy()
            .into_owned();
        let len = if out.is_null() {
            0
        } else {
            // SAFETY: the live handle just made.
            let len = unsafe { live_column(out) }.unwrap().get().len;
            // SAFETY: ours, released once.
            unsafe { irx_arrow_chunked_array_release(out) };
            len
        };
        (status, message, len)
    }

    /// Issue 29, item 3: a null column of 2^40 rows (no buffers: what a
    /// 224-byte IPC stream may claim) sliced with step 3 asked for 5.8 TB
    /// of row indices and aborted. Its rows are made, not copied.
    #[test]
    fn a_stepped_slice_of_a_huge_null_column_allocates_nothing_per_row() {
        let column = series(Arc::new(NullArray::new(1 << 40)));
        let (status, message, len) = slice_all(column, 3);
        assert_eq!((status, message.as_str()), (0, ""));
        assert_eq!(len, (1usize << 40).div_ceil(3));
        let (status, _, len) = slice_all(column, -7);
        assert_eq!((status, len), (0, (1usize << 40).div_ceil(7)));
        // SAFETY: ours, released once.
        unsafe { irx_arrow_chunked_array_release(column) };
    }

    /// A struct without fields of 2^40 rows has no buffers either, but its
    /// rows are copied: the row indices are refused before they are asked
    /// for, with the expansion limit's message.
    #[test]
    fn a_stepped_slice_of_a_huge_bufferless_struct_is_refused() {
        let column = series(Arc::new(StructArray::new_empty_fields(1 << 40, None)));
        let (status, message, len) = slice_all(column, 3);
        assert_eq!(status, irx_abi::native::IRX_ERR_INVALID, "{message}");
        assert_eq!(len, 0);
        assert!(
            message.contains("Series of ")
                && message.contains("slice of 366503875926 rows with step 3")
                && message.contains("expansion limit"),
            "{message}"
        );
        // A slice the column's size allows still works.
        let small = series(Arc::new(StructArray::new_empty_fields(1000, None)));
        assert_eq!(slice_all(small, 3), (0, String::new(), 334));
        // SAFETY: ours, released once each.
        unsafe {
            irx_arrow_chunked_array_release(column);
            irx_arrow_chunked_array_release(small);
        }
    }

    /// Python's own answers for a list of 10 (`list(range(10))[s]`).
    #[test]
    fn slices_select_what_python_selects() {
        let rows = |start, stop, step, bounds| {
            let (first, count) = python_slice(10, start, stop, step, bounds);
            (0..count)
                .map(|k| first + k * i128::from(step))
                .collect::<Vec<_>>()
        };
        assert_eq!(rows(0, 0, 1, 0), (0..10).collect::<Vec<_>>()); // [:]
        assert_eq!(rows(0, 0, -1, 0), (0..10).rev().collect::<Vec<_>>()); // [::-1]
        assert_eq!(rows(2, 8, 3, 3), vec![2, 5]); // [2:8:3]
        assert_eq!(rows(-3, 0, 1, 1), vec![7, 8, 9]); // [-3:]
        assert_eq!(rows(0, -3, -2, 2), vec![9]); // [:-3:-2]
        assert_eq!(rows(-100, 100, 4, 3), vec![0, 4, 8]); // [-100:100:4]
        assert_eq!(rows(100, -100, -4, 3), vec![9, 5, 1]); // [100:-100:-4]
        assert_eq!(rows(5, 2, 1, 3), Vec::<i128>::new()); // [5:2]
        assert_eq!(rows(0, 0, i64::MIN, 0), vec![9]); // [::-2**63]
        assert_eq!(rows(i64::MIN, i64::MAX, i64::MAX, 3), vec![0]);
        assert_eq!(python_slice(0, 0, 0, -1, 0).1, 0);
    }
}
