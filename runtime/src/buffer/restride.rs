//! A view of another view's memory with a new layout (transposed, sliced,
//! reshaped strides) whose shape and strides arrays belong to the runtime.
//!
//! Generated code used to keep such arrays in the creating function's
//! stack frame, so a function returning a transposed view handed back
//! dangling pointers. Here they live in one allocation that the new view's
//! owner frees, and that owner also holds a reference to the base view's
//! owner: the new view stays valid, on its own, until it is released.

use irx_abi::buffer::{IRX_BUFFER_FLAG_OWNED, MUTABILITY_FLAGS};

use super::dtype::require_token_size;
use super::owner::BufferOwner;
use super::view::{self, BufferView, byte_extent, contiguity_flags, element_count};
use crate::ffi::handle::out_struct;
use crate::ffi::slice::from_raw_parts;
use crate::ffi::{Error, Result, export};

/// The bytes `[low, high)` a non-empty layout's elements occupy, relative
/// to the data pointer.
fn byte_span(shape: &[i64], strides: &[i64], offset: i64, size: i64) -> Result<(i64, i64)> {
    let (low, high) = byte_extent(shape, strides, offset)?;
    let end = high
        .checked_add(size)
        .ok_or_else(|| Error::overflow("view byte offsets overflow int64"))?;
    Ok((low, end))
}

/// Extension: a view of `base`'s memory with the given layout, whose
/// shape and strides the runtime owns (a transposed or sliced view that
/// may outlive the function that made it).
///
/// `*out` gets `base`'s data pointer, dtype and mutability flag, the given
/// `ndim`, `shape`, `strides` (bytes, may be negative) and `offset_bytes`,
/// the contiguity flags the layout has, and `IRX_BUFFER_FLAG_OWNED` with a
/// new owner: it holds the copied shape and strides and one reference to
/// `base->owner` (when `base` has one). The caller releases `*out` with
/// `irx_buffer_view_release`; `base` keeps its own reference and may be
/// released first. A borrowed `base` (no owner) gives a view that is only
/// as valid as the memory `base` borrows.
///
/// The layout may only address bytes `base` addresses: every element of
/// `*out` lies within the byte range of `base`'s elements (an empty layout
/// addresses nothing).
///
/// Returns 0, or -1 with a message in `irx_buffer_last_error`: NULL `base`
/// or `out`; a `base` that breaks a buffer-view rule; a dtype that is not
/// an `IRX_BUFFER_DTYPE_*` token; a negative `ndim`, extent or
/// `offset_bytes`; NULL `shape` or `strides` with `ndim > 0`; a layout
/// reaching outside `base`'s bytes or overflowing int64. `*out` is zeroed
/// before any work.
///
/// # Safety
/// * `base` is NULL or points to a readable view whose shape/strides hold
///   `ndim` entries.
/// * `shape` and `strides` are NULL or hold `ndim` readable entries.
/// * `out` is NULL or points to writable storage for one view.
#[export(Buffer)]
pub unsafe fn irx_buffer_view_restride(
    base: *const BufferView,
    ndim: i32,
    shape: *const i64,
    strides: *const i64,
    offset_bytes: i64,
    out: *mut BufferView,
) -> i32 {
    // SAFETY: caller contract.
    let out = unsafe { out_struct(out, "out")? };
    out.write(BufferView::EMPTY);
    // SAFETY: caller contract.
    let base = unsafe { view::read_view(base)? };
    // SAFETY: caller contract.
    unsafe { view::validate(&base)? };
    let size = require_token_size(base.dtype as isize)?;
    let n =
        usize::try_from(ndim).map_err(|_| Error::invalid(format!("ndim is negative ({ndim})")))?;
    // SAFETY: caller contract (NULL is reported, not read).
    let new_shape = unsafe { from_raw_parts(shape, n, "shape (with ndim > 0)")? };
    // SAFETY: as above.
    let new_strides = unsafe { from_raw_parts(strides, n, "strides (with ndim > 0)")? };
    if offset_bytes < 0 {
        return Err(Error::invalid(format!(
            "offset_bytes is negative ({offset_bytes})"
        )));
    }
    if element_count(new_shape)? > 0 {
        // SAFETY: validated above.
        let (base_shape, base_strides) = unsafe { view::dims(&base)? };
        let inside = element_count(base_shape)? > 0 && {
            let (low, high) = byte_span(base_shape, base_strides, base.offset_bytes, size)?;
            let (new_low, new_high) = byte_span(new_shape, new_strides, offset_bytes, size)?;
            low <= new_low && new_high <= high
        };
        if !inside {
            return Err(Error::invalid(
                "the new layout reaches outside the bytes of the base view's elements",
            ));
        }
    }
    // One allocation for both arrays; its heap address never moves, so the
    // pointers taken here stay good while the owner's closure holds it.
    let mut dims: Box<[i64]> = new_shape.iter().chain(new_strides).copied().collect();
    let (shape_ptr, strides_ptr) = if n == 0 {
        (std::ptr::null_mut(), std::ptr::null_mut())
    } else {
        let p = dims.as_mut_ptr();
        // SAFETY: `dims` holds 2 * n entries.
        (p, unsafe { p.add(n) })
    };
    BufferOwner::retain(base.owner)?;
    let base_owner = base.owner as usize;
    let owner = BufferOwner::new_rust(move || {
        drop(dims);
        // The reference taken above; a stale key cannot occur here.
        let _ = BufferOwner::release(base_owner as *mut BufferOwner);
    })
    .inspect_err(|_| {
        let _ = BufferOwner::release(base.owner);
    })?;
    out.write(BufferView {
        data: base.data,
        owner,
        dtype: base.dtype,
        ndim,
        shape: shape_ptr,
        strides: strides_ptr,
        offset_bytes,
        flags: IRX_BUFFER_FLAG_OWNED
            | (base.flags & MUTABILITY_FLAGS)
            | contiguity_flags(new_shape, new_strides, size),
    });
    Ok(())
}
