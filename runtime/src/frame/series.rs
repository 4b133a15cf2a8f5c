//! Series (chunked columns) element by element: `irx_arrow_series_index`
//! reads one value, `irx_arrow_series_set` replaces one in the handle's
//! column, `irx_arrow_series_slice` takes Python's `[start:stop:step]`.
//! Values cross the boundary in 1.25's encoding ([`Value`]).

use std::ffi::c_int;
use std::sync::Arc;

use arrow_array::Array;
use arrow_schema::DataType;

use crate::arrow::types::{ElemType, data_type};
use crate::ffi::error::Kind;
use crate::ffi::{Error, Result, export};

use super::elem::{Value, ValueOut, scalar, value_at};
use super::table::{Chunked, ChunkedArrayHandle, live_column, new_column};

/// The handle and column of a series that must be of element type
/// `type_id`. As in 1.25, a NULL handle, a type id outside the eleven and
/// a column of another type are all `IRX_ERR_TYPE` (`what`); a handle that
/// is not a live chunked array is `IRX_ERR_INVALID`.
///
/// # Safety
/// * `column` is NULL or a chunked array handle that stays live for `'a`.
unsafe fn typed<'a>(
    column: *const ChunkedArrayHandle,
    type_id: i32,
    what: &str,
) -> Result<(&'a ChunkedArrayHandle, Arc<Chunked>, DataType)> {
    if column.is_null() {
        return Err(Error::new(Kind::Type, format!("{what} (column is NULL)")));
    }
    // SAFETY: caller contract; a dead handle is refused by the lookup.
    let handle = unsafe { live_column(column)? };
    let current = handle.get();
    match ElemType::from_type_id(type_id).map(data_type) {
        Some(expected) if expected == *current.data_type() => Ok((handle, current, expected)),
        Some(expected) => Err(Error::new(
            Kind::Type,
            format!("{what} (a {} column as {expected})", current.data_type()),
        )),
        None => Err(Error::new(
            Kind::Type,
            format!("{what} (unsupported type id {type_id})"),
        )),
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
        return Err(Error::invalid("null update of a non-nullable Series"));
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
/// column's chunks (zero copy); other steps copy the selected rows. The
/// column is borrowed; release the result once.
///
/// Errors (`*out` NULL after any): `IRX_ERR_INVALID` for a NULL `out`, a
/// NULL `column` or one that is not a live chunked array, and a zero
/// `step`.
///
/// # Safety
/// `column` is NULL or a chunked array handle; `out` is NULL or writable.
#[export(Frame, out = out)]
pub unsafe fn irx_arrow_series_slice(
    column: *const ChunkedArrayHandle,
    start: i64,
    stop: i64,
    step: i64,
    bounds: i32,
    out: *mut *mut ChunkedArrayHandle,
) -> c_int {
    if column.is_null() {
        return Err(Error::invalid("slice requires a Series (column is NULL)"));
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
    } else {
        let mut starts = Vec::with_capacity(column.chunks.len());
        let mut at = 0;
        for chunk in &column.chunks {
            starts.push(at);
            at += chunk.len();
        }
        let indices: Vec<(usize, usize)> = (0..count as i128)
            .map(|k| {
                let row = (first as i128 + k * i128::from(step)) as usize;
                let chunk = starts.partition_point(|&s| s <= row) - 1;
                (chunk, row - starts[chunk])
            })
            .collect();
        let arrays: Vec<&dyn Array> = column.chunks.iter().map(|c| c.as_ref()).collect();
        vec![
            arrow_select::interleave::interleave(&arrays, &indices)
                .map_err(crate::rb::arrow_error)?,
        ]
    };
    *out = new_column(Arc::new(Chunked::new(column.field.clone(), chunks)?))?;
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::python_slice;

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
