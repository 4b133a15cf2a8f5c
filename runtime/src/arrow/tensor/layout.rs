//! Tensor layout checks: element type, caller shape and strides, and that
//! every element they address lies inside the storage.

use arrow_buffer::MutableBuffer;

use crate::alloc::{byte_size, zeroed};
use crate::buffer::view::{byte_extent, c_order_strides, element_count};
use crate::ffi::slice::from_raw_parts;
use crate::ffi::{Error, Result};

use crate::arrow::types::{ElemType, unsupported_id};

/// The element width of a tensor type; bool (bit-packed) has none. The
/// errors in 1.25's words in its generation.
pub(super) fn tensor_spec(type_id: i32) -> Result<(ElemType, usize)> {
    let spec =
        ElemType::from_type_id(type_id).ok_or_else(|| unsupported_id(type_id, "Arrow tensor"))?;
    match spec.arrow_byte_width() {
        Some(width) => Ok((spec, width)),
        None if crate::generation::is_1_25() => Err(Error::invalid(
            "Arrow tensor builder requires a fixed-width primitive value type",
        )),
        None => Err(Error::invalid(format!(
            "tensors hold fixed-width numeric types only; {} (bit-packed) is not supported",
            spec.name()
        ))),
    }
}

/// Zeroed storage of `count` elements of `width` bytes.
pub(super) fn zeroed_storage(count: i64, width: usize) -> Result<MutableBuffer> {
    let count = usize::try_from(count).map_err(|_| Error::invalid("negative element count"))?;
    zeroed(byte_size(count, width, "tensor storage")?, "tensor storage")
}

/// Checks that every element `shape`/`strides` address from `offset` lies in
/// `[0, nbytes)`. An empty shape addresses nothing.
pub(super) fn check_within_storage(
    shape: &[i64],
    strides: &[i64],
    offset: i64,
    width: usize,
    nbytes: usize,
) -> Result<()> {
    if element_count(shape)? == 0 {
        return Ok(());
    }
    let outside = || {
        Error::invalid(format!(
            "shape and strides reach outside the tensor storage ({nbytes} bytes)"
        ))
    };
    let (low, high) = byte_extent(shape, strides, offset).map_err(|_| outside())?;
    let end = high.checked_add(width as i64).ok_or_else(outside)?;
    if low < 0 || end as u64 > nbytes as u64 {
        return Err(outside());
    }
    Ok(())
}

/// A caller's `ndim`/`shape`/`strides` triple as vectors: NULL strides mean
/// row-major byte strides (extents below 1 counted as 1).
///
/// # Safety
/// * `shape` and `strides` are NULL or hold `ndim` readable entries.
pub(super) unsafe fn caller_layout(
    ndim: i32,
    shape: *const i64,
    strides: *const i64,
    width: usize,
    negative_strides: bool,
) -> Result<(Vec<i64>, Vec<i64>)> {
    let ndim =
        usize::try_from(ndim).map_err(|_| Error::invalid(format!("ndim is negative ({ndim})")))?;
    // SAFETY: caller contract.
    let shape = unsafe { from_raw_parts(shape, ndim, "shape (with ndim > 0)")? };
    element_count(shape)?;
    let strides = if strides.is_null() {
        c_order_strides(shape, width as i64)?
    } else {
        // SAFETY: caller contract.
        let strides = unsafe { from_raw_parts(strides, ndim, "strides")? };
        if !negative_strides && let Some(axis) = strides.iter().position(|&s| s < 0) {
            return Err(Error::invalid(format!(
                "strides[{axis}] is negative ({})",
                strides[axis]
            )));
        }
        strides.to_vec()
    };
    Ok((shape.to_vec(), strides))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn storage_bounds() {
        // 2x3 float64 in 48 bytes: Fortran order fits, padded rows do not.
        assert!(check_within_storage(&[2, 3], &[8, 16], 0, 8, 48).is_ok());
        assert!(check_within_storage(&[2, 3], &[32, 8], 0, 8, 48).is_err());
        assert!(check_within_storage(&[2, 0], &[1 << 60, 8], 0, 8, 0).is_ok());
        assert!(check_within_storage(&[3], &[-8], 16, 8, 24).is_ok());
        assert!(check_within_storage(&[3], &[-8], 8, 8, 24).is_err());
        let err = check_within_storage(&[3], &[i64::MAX], 0, 8, 24).unwrap_err();
        assert_eq!(err.errno(), irx_abi::status::EINVAL);
    }
}
