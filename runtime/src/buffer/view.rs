//! The `irx_buffer_view` descriptor and the helpers the model calls for:
//! validation, contiguity, runtime-owned storage, explicit deep copy.

use arrow_buffer::MutableBuffer;

use crate::alloc::{byte_size, zeroed};
use std::ffi::c_void;
use std::ptr;

use crate::ffi::handle::{in_ref, out_struct};
use crate::ffi::slice::from_raw_parts;
use crate::ffi::{Domain, Error, Result, export, guard_status};

use super::dtype::*;
use super::owner::BufferOwner;

/// A shallow descriptor of N-d strided memory (64 bytes on LP64).
///
/// Copies of the struct are shallow; lifetime is managed through `owner`
/// (`irx_buffer_view_retain` / `irx_buffer_view_release`), never by the
/// descriptor itself. LLVM type: `{i8*, i8*, i8*, i32, i64*, i64*, i64, i32}`.
#[repr(C)]
#[derive(Debug, Clone, Copy)]
pub struct BufferView {
    /// Start of the viewed memory (opaque; element 0 is at
    /// `data + offset_bytes`).
    pub data: *mut c_void,
    /// Owner handle, or NULL for borrowed views.
    pub owner: *mut BufferOwner,
    /// dtype handle or `IRX_BUFFER_DTYPE_*` token stored as a pointer-sized
    /// integer.
    pub dtype: *mut c_void,
    /// Rank (number of dimensions), `>= 0`.
    pub ndim: i32,
    /// `ndim` extents.
    pub shape: *mut i64,
    /// `ndim` byte strides.
    pub strides: *mut i64,
    /// Byte offset of element 0 from `data`, `>= 0`.
    pub offset_bytes: i64,
    /// `IRX_BUFFER_FLAG_*` bits.
    pub flags: i32,
}

impl BufferView {
    /// The cleared view every out-parameter is set to before any work:
    /// every pointer NULL, every number 0.
    pub const EMPTY: BufferView = BufferView {
        data: ptr::null_mut(),
        owner: ptr::null_mut(),
        dtype: ptr::null_mut(),
        ndim: 0,
        shape: ptr::null_mut(),
        strides: ptr::null_mut(),
        offset_bytes: 0,
        flags: 0,
    };
}

/// Row-major contiguity (IRx's rule: each stride equals the product of the
/// element size and the later extents, extents below 1 counted as 1).
pub(crate) fn is_c_contiguous(shape: &[i64], strides: &[i64], element_size: i64) -> bool {
    contiguous(shape.iter().zip(strides).rev(), element_size)
}

/// Column-major contiguity, same rule with the axes in the other order.
pub(crate) fn is_f_contiguous(shape: &[i64], strides: &[i64], element_size: i64) -> bool {
    contiguous(shape.iter().zip(strides), element_size)
}

fn contiguous<'a>(axes: impl Iterator<Item = (&'a i64, &'a i64)>, element_size: i64) -> bool {
    let mut expected = Some(element_size);
    for (&extent, &stride) in axes {
        match expected {
            Some(e) if e == stride => expected = e.checked_mul(extent.max(1)),
            _ => return false,
        }
    }
    true
}

/// The contiguity flags the strides call for.
pub(crate) fn contiguity_flags(shape: &[i64], strides: &[i64], element_size: i64) -> i32 {
    let mut flags = 0;
    if is_c_contiguous(shape, strides, element_size) {
        flags |= IRX_BUFFER_FLAG_C_CONTIGUOUS;
    }
    if is_f_contiguous(shape, strides, element_size) {
        flags |= IRX_BUFFER_FLAG_F_CONTIGUOUS;
    }
    flags
}

/// Number of elements, checked: negative extents are `EINVAL`, a product over
/// int64 is `EOVERFLOW`.
pub(crate) fn element_count(shape: &[i64]) -> Result<i64> {
    shape
        .iter()
        .enumerate()
        .try_fold(1i64, |count, (axis, &extent)| {
            if extent < 0 {
                return Err(Error::invalid(format!(
                    "shape[{axis}] is negative ({extent})"
                )));
            }
            count
                .checked_mul(extent)
                .ok_or_else(|| Error::overflow("element count overflows int64"))
        })
}

/// Row-major byte strides, extents below 1 counted as 1.
pub(crate) fn c_order_strides(shape: &[i64], element_size: i64) -> Result<Vec<i64>> {
    let mut strides = vec![0; shape.len()];
    let mut stride = element_size;
    for (axis, &extent) in shape.iter().enumerate().rev() {
        strides[axis] = stride;
        stride = stride
            .checked_mul(extent.max(1))
            .ok_or_else(|| Error::overflow("byte strides overflow int64"))?;
    }
    Ok(strides)
}

/// The lowest and highest byte offsets (relative to `data`, element start)
/// any element of a non-empty view occupies.
pub(crate) fn byte_extent(shape: &[i64], strides: &[i64], offset_bytes: i64) -> Result<(i64, i64)> {
    let overflow = || Error::overflow("view byte offsets overflow int64");
    let (mut low, mut high) = (offset_bytes, offset_bytes);
    for (&extent, &stride) in shape.iter().zip(strides) {
        let reach = (extent - 1).checked_mul(stride).ok_or_else(overflow)?;
        if reach < 0 {
            low = low.checked_add(reach).ok_or_else(overflow)?;
        } else {
            high = high.checked_add(reach).ok_or_else(overflow)?;
        }
    }
    Ok((low, high))
}

/// A view's shape and strides as slices.
///
/// # Safety
/// * `view.shape` and `view.strides` point to `view.ndim` readable entries
///   when `ndim > 0` (NULL is reported, not read).
pub(crate) unsafe fn dims(view: &BufferView) -> Result<(&[i64], &[i64])> {
    let ndim = usize::try_from(view.ndim)
        .map_err(|_| Error::invalid(format!("ndim is negative ({})", view.ndim)))?;
    // SAFETY: caller contract.
    let shape = unsafe { from_raw_parts(view.shape, ndim, "shape (with ndim > 0)")? };
    // SAFETY: caller contract.
    let strides = unsafe { from_raw_parts(view.strides, ndim, "strides (with ndim > 0)")? };
    Ok((shape, strides))
}

/// Checks every rule of the buffer/view model; the error names the rule.
///
/// # Safety
/// Same as [`dims`].
pub(crate) unsafe fn validate(view: &BufferView) -> Result<()> {
    let ownership = view.flags & OWNERSHIP_FLAGS;
    if ownership.count_ones() != 1 {
        return Err(Error::invalid(
            "flags must hold exactly one ownership flag (BORROWED, OWNED or EXTERNAL_OWNER)",
        ));
    }
    if (view.flags & MUTABILITY_FLAGS).count_ones() != 1 {
        return Err(Error::invalid(
            "flags must hold exactly one mutability flag (READONLY or WRITABLE)",
        ));
    }
    if ownership == IRX_BUFFER_FLAG_BORROWED && !view.owner.is_null() {
        return Err(Error::invalid("a borrowed view must have a NULL owner"));
    }
    if ownership != IRX_BUFFER_FLAG_BORROWED && view.owner.is_null() {
        return Err(Error::invalid(
            "an owned or external-owner view must have a non-NULL owner",
        ));
    }
    // SAFETY: caller contract.
    let (shape, strides) = unsafe { dims(view)? };
    let count = element_count(shape)?;
    if view.offset_bytes < 0 {
        return Err(Error::invalid(format!(
            "offset_bytes is negative ({})",
            view.offset_bytes
        )));
    }
    if count > 0 && view.data.is_null() {
        return Err(Error::invalid("data is NULL but the view has elements"));
    }
    if count > 0 {
        let (low, _) = byte_extent(shape, strides, view.offset_bytes)?;
        if low < 0 {
            return Err(Error::invalid(
                "strides reach before the start of data (negative byte offset)",
            ));
        }
    }
    if let Some(size) = token_size(view.dtype as isize) {
        let layout = contiguity_flags(shape, strides, size);
        for (flag, name) in [
            (IRX_BUFFER_FLAG_C_CONTIGUOUS, "C_CONTIGUOUS"),
            (IRX_BUFFER_FLAG_F_CONTIGUOUS, "F_CONTIGUOUS"),
        ] {
            if view.flags & flag != 0 && layout & flag == 0 {
                return Err(Error::invalid(format!(
                    "flags claim {name} but the strides are not"
                )));
            }
        }
    }
    Ok(())
}

/// Storage of a runtime-owned view: shape, strides and 64-byte-aligned
/// elements in one zeroed allocation, freed by the owner's last release.
struct OwnedStorage {
    memory: MutableBuffer,
    data_offset: usize,
}

/// Where the elements start: the first multiple of this past the dims.
const DATA_ALIGN: usize = 64;

impl OwnedStorage {
    fn allocate(ndim: usize, data_bytes: i64) -> Result<OwnedStorage> {
        let too_big = || Error::overflow("owned view storage size overflows");
        let dims_bytes = ndim.checked_mul(2 * size_of::<i64>()).ok_or_else(too_big)?;
        let data_offset = dims_bytes
            .checked_next_multiple_of(DATA_ALIGN)
            .ok_or_else(too_big)?;
        let data_bytes = usize::try_from(data_bytes).map_err(|_| too_big())?;
        let total = data_offset.checked_add(data_bytes).ok_or_else(too_big)?;
        Ok(OwnedStorage {
            memory: zeroed(
                byte_size(total, 1, "owned view storage")?,
                "owned view storage",
            )?,
            data_offset,
        })
    }

    /// Builds the owned view over this storage: its owner frees the storage.
    /// Every check of the input comes before `allocate`; the one failure
    /// left (no owner slot) drops the storage with the closure that held it.
    fn into_view(
        mut self,
        dtype: isize,
        shape: &[i64],
        strides: &[i64],
        element_size: i64,
    ) -> Result<BufferView> {
        let ndim = shape.len();
        let base = self.memory.as_mut_ptr();
        let dims = base.cast::<i64>();
        // SAFETY: the allocation starts with room for 2 * ndim i64s, is
        // 64-byte aligned, and nothing else refers to it yet.
        unsafe {
            ptr::copy_nonoverlapping(shape.as_ptr(), dims, ndim);
            ptr::copy_nonoverlapping(strides.as_ptr(), dims.add(ndim), ndim);
        }
        let data_offset = self.data_offset;
        // The owner's last release drops the storage (moving the buffer
        // does not move its heap memory, which the view points into).
        let memory = self.memory;
        let owner = BufferOwner::new_rust(move || drop(memory))?;
        Ok(BufferView {
            // SAFETY: `data_offset` is within the allocation.
            data: unsafe { base.add(data_offset) }.cast(),
            owner,
            dtype: dtype as *mut c_void,
            ndim: ndim as i32,
            shape: if ndim == 0 { ptr::null_mut() } else { dims },
            strides: if ndim == 0 {
                ptr::null_mut()
            } else {
                // SAFETY: within the allocation (2 * ndim i64s at its start).
                unsafe { dims.add(ndim) }
            },
            offset_bytes: 0,
            flags: IRX_BUFFER_FLAG_OWNED
                | IRX_BUFFER_FLAG_WRITABLE
                | contiguity_flags(shape, strides, element_size),
        })
    }
}

fn new_owned(dtype: isize, shape: &[i64]) -> Result<BufferView> {
    let element_size = require_token_size(dtype)?;
    let count = element_count(shape)?;
    let bytes = count
        .checked_mul(element_size)
        .ok_or_else(|| Error::overflow("byte size overflows int64"))?;
    // Before allocating: row-major strides can overflow even when the
    // element count is 0 (shape {0, 2^62, 2^62}).
    let strides = c_order_strides(shape, element_size)?;
    OwnedStorage::allocate(shape.len(), bytes)?.into_view(dtype, shape, &strides, element_size)
}

/// Copies the elements of a valid view, in C order, into `dst` (which holds
/// `count * element_size` bytes).
///
/// # Safety
/// * `src` is valid and its data covers every element its strides address.
/// * `dst` is writable for the whole copy and does not overlap `src`.
pub(crate) unsafe fn gather(
    src: &BufferView,
    shape: &[i64],
    strides: &[i64],
    element_size: i64,
    dst: *mut u8,
) {
    let ndim = shape.len();
    let base = src
        .data
        .cast::<u8>()
        .wrapping_offset(src.offset_bytes as isize);
    if ndim == 0 {
        // SAFETY: one element at `base`, `dst` has room for it.
        unsafe { ptr::copy_nonoverlapping(base, dst, element_size as usize) };
        return;
    }
    if shape.contains(&0) {
        return;
    }
    let inner_extent = shape[ndim - 1] as usize;
    let inner_stride = strides[ndim - 1] as isize;
    let elem = element_size as usize;
    let row_bytes = inner_extent * elem;
    let mut index = vec![0i64; ndim - 1];
    let mut out = dst;
    loop {
        let row_offset: isize = index
            .iter()
            .zip(strides)
            .map(|(&i, &s)| (i * s) as isize)
            .sum();
        let row = base.wrapping_offset(row_offset);
        // SAFETY: every address touched is an element of the valid source
        // view, and `out` stays within `dst` (count * elem bytes in total).
        unsafe {
            if inner_stride == element_size as isize {
                ptr::copy_nonoverlapping(row, out, row_bytes);
            } else {
                for i in 0..inner_extent {
                    ptr::copy_nonoverlapping(
                        row.wrapping_offset(i as isize * inner_stride),
                        out.add(i * elem),
                        elem,
                    );
                }
            }
            out = out.add(row_bytes);
        }
        // Odometer over the outer axes, last one fastest.
        let mut axis = ndim - 1;
        loop {
            if axis == 0 {
                return;
            }
            axis -= 1;
            index[axis] += 1;
            if index[axis] < shape[axis] {
                break;
            }
            index[axis] = 0;
        }
    }
}

/// Checks `view` against every rule of the buffer/view model.
///
/// The rules: exactly one ownership flag (BORROWED, OWNED, EXTERNAL_OWNER)
/// and exactly one mutability flag (READONLY, WRITABLE); a borrowed view has
/// a NULL owner, an owned or external-owner view a non-NULL one; `ndim >= 0`;
/// `shape` and `strides` non-NULL when `ndim > 0`; extents and
/// `offset_bytes` non-negative; the element count fits int64; `data` is
/// non-NULL when the view has elements; no element lies before `data`; and,
/// for a dtype token, the C_CONTIGUOUS / F_CONTIGUOUS flags are only set when
/// the strides are.
///
/// Returns 0 when valid, or -1 with the broken rule in
/// `irx_buffer_last_error()`.
///
/// # Safety
/// * `view` is NULL or points to a readable `irx_buffer_view` whose `shape`
///   and `strides`, when non-NULL, hold `ndim` readable entries.
#[export(Buffer)]
pub unsafe fn irx_buffer_view_validate(view: *const BufferView) -> i32 {
    // SAFETY: caller contract.
    let view = unsafe { read_view(view)? };
    // SAFETY: caller contract.
    unsafe { validate(&view) }
}

/// # Safety
/// `view` is NULL or points to a readable `irx_buffer_view`.
pub(crate) unsafe fn read_view(view: *const BufferView) -> Result<BufferView> {
    // SAFETY: caller contract.
    Ok(*unsafe { in_ref(view, "view")? })
}

/// Creates a view over new runtime-owned storage: zeroed, 64-byte aligned,
/// C-contiguous, WRITABLE, with the OWNED flag and a non-NULL owner.
///
/// `dtype_token` is one of `IRX_BUFFER_DTYPE_*`; `shape` holds `ndim`
/// non-negative extents (it may be NULL when `ndim` is 0). The view's
/// `shape` and `strides` arrays live in the same allocation as the data.
///
/// On success `*out_view` is filled; the caller owns one reference and frees
/// everything with `irx_buffer_view_release(out_view)`. On error
/// `*out_view` is zeroed and -1 is returned with a message (unknown token,
/// negative `ndim` or extent, NULL shape, sizes overflowing int64, failed
/// allocation).
///
/// # Safety
/// * `shape` is NULL or holds `ndim` readable entries.
/// * `out_view` is NULL or points to writable storage for one view.
#[export(Buffer)]
pub unsafe fn irx_buffer_view_new_owned(
    dtype_token: isize,
    ndim: i32,
    shape: *const i64,
    out_view: *mut BufferView,
) -> i32 {
    // SAFETY: caller contract.
    let out = unsafe { out_struct(out_view, "out_view")? };
    out.write(BufferView::EMPTY);
    let ndim =
        usize::try_from(ndim).map_err(|_| Error::invalid(format!("ndim is negative ({ndim})")))?;
    // SAFETY: caller contract.
    let shape = unsafe { from_raw_parts(shape, ndim, "shape (with ndim > 0)")? };
    out.write(new_owned(dtype_token, shape)?);
    Ok(())
}

/// Deep-copies any valid view (strided, transposed, Fortran order, with an
/// offset) into a new runtime-owned, C-contiguous, WRITABLE view of the same
/// dtype and shape.
///
/// `src` must pass `irx_buffer_view_validate` and its dtype must be an
/// `IRX_BUFFER_DTYPE_*` token. `src` is not modified and keeps its own
/// reference. On success the caller owns `*out` and releases it with
/// `irx_buffer_view_release`; on error `*out` is zeroed and -1 is returned
/// with a message.
///
/// # Safety
/// * `src` is NULL or points to a readable view whose memory covers every
///   element it describes.
/// * `out` is NULL or points to writable storage for one view, not
///   overlapping `src`'s elements.
#[export(Buffer)]
pub unsafe fn irx_buffer_view_copy(src: *const BufferView, out: *mut BufferView) -> i32 {
    // SAFETY: caller contract. Cleared before `src` is looked at: a failing
    // call never leaves the caller's old value behind.
    let out = unsafe { out_struct(out, "out")? };
    out.write(BufferView::EMPTY);
    // SAFETY: caller contract.
    let src = unsafe { read_view(src)? };
    // SAFETY: caller contract.
    unsafe { validate(&src)? };
    // SAFETY: validated above.
    let (shape, strides) = unsafe { dims(&src)? };
    let element_size = require_token_size(src.dtype as isize)?;
    let copy = new_owned(src.dtype as isize, shape)?;
    // SAFETY: `src` is valid; `copy.data` is fresh storage for
    // element_count * element_size bytes.
    unsafe { gather(&src, shape, strides, element_size, copy.data.cast()) };
    out.write(copy);
    Ok(())
}

/// Whether the view's strides earn `flag` (one of the contiguity flags).
///
/// # Safety
/// * `view` is NULL or points to a readable view whose `shape` and
///   `strides`, when non-NULL, hold `ndim` readable entries.
unsafe fn contiguity_query(view: *const BufferView, flag: i32) -> Result<i32> {
    // SAFETY: caller contract.
    let view = unsafe { read_view(view)? };
    // SAFETY: caller contract.
    let (shape, strides) = unsafe { dims(&view)? };
    let size = require_token_size(view.dtype as isize)?;
    Ok(i32::from(
        contiguity_flags(shape, strides, size) & flag != 0,
    ))
}

/// 1 when the view's strides are row-major contiguous for its dtype token,
/// 0 when not, -1 with a message for a NULL view, a negative `ndim`, NULL
/// shape/strides with `ndim > 0`, or a dtype that is not a token. Extents
/// below 1 count as 1; a 0-d view is contiguous. The flags field is ignored:
/// this looks at the strides.
///
/// # Safety
/// * `view` is NULL or points to a readable view whose `shape` and
///   `strides`, when non-NULL, hold `ndim` readable entries.
#[export(Buffer, value = -1)]
pub unsafe fn irx_buffer_view_is_c_contiguous(view: *const BufferView) -> i32 {
    // SAFETY: caller contract.
    unsafe { contiguity_query(view, IRX_BUFFER_FLAG_C_CONTIGUOUS) }
}

/// 1 when the view's strides are column-major (Fortran order) contiguous, 0
/// when not, -1 with a message on bad input; otherwise exactly like
/// `irx_buffer_view_is_c_contiguous`.
///
/// # Safety
/// Same as `irx_buffer_view_is_c_contiguous`.
#[export(Buffer, value = -1)]
pub unsafe fn irx_buffer_view_is_f_contiguous(view: *const BufferView) -> i32 {
    // SAFETY: caller contract.
    unsafe { contiguity_query(view, IRX_BUFFER_FLAG_F_CONTIGUOUS) }
}

/// Reads `view->owner` after checking the view pointer.
///
/// # Safety
/// `view` is NULL or points to a readable `irx_buffer_view`.
unsafe fn view_owner(view: *const BufferView) -> Result<*mut BufferOwner> {
    // SAFETY: caller contract.
    Ok(unsafe { in_ref(view, "view")? }.owner)
}

/// Adds one reference to `view->owner` (a NULL owner, as in a borrowed view,
/// is a successful no-op).
///
/// Returns 0, or -1 with a message when `view` is NULL or its owner is not a
/// live owner handle.
///
/// # Safety
/// * `view` is NULL or points to a readable `irx_buffer_view`.
#[export(unguarded)]
pub unsafe fn irx_buffer_view_retain(view: *const BufferView) -> i32 {
    // Hot path outside the guard: a readable view whose owner is live.
    // SAFETY: non-NULL and aligned, readable by contract.
    if !view.is_null() && view.is_aligned() && BufferOwner::try_retain(unsafe { (*view).owner }) {
        Domain::Buffer.clear_last_error();
        return 0;
    }
    // SAFETY: caller contract, passed through.
    unsafe { view_retain_guarded(FUNCTION, view) }
}

/// Everything but the hot path of `irx_buffer_view_retain`, out of line: the
/// guard's frame would otherwise make every call save six registers first.
///
/// # Safety
/// As for `irx_buffer_view_retain`.
#[cold]
#[inline(never)]
unsafe fn view_retain_guarded(function: &'static str, view: *const BufferView) -> i32 {
    guard_status(Domain::Buffer, function, || {
        // SAFETY: caller contract on `view`.
        BufferOwner::retain(unsafe { view_owner(view)? })
    })
}

/// Drops one reference from `view->owner` and, on success, sets
/// `view->owner` to NULL; the other fields are left alone. A NULL owner is a
/// successful no-op.
///
/// Returns 0, or -1 with a message when `view` is NULL or its owner is not a
/// live owner handle (the view is then left unchanged).
///
/// # Safety
/// * `view` is NULL or points to a readable and writable `irx_buffer_view`.
#[export(unguarded)]
pub unsafe fn irx_buffer_view_release(view: *mut BufferView) -> i32 {
    // Hot path outside the guard: a reference that is not the last one.
    if !view.is_null() && view.is_aligned() {
        // SAFETY: non-NULL and aligned, readable and writable by contract.
        let owner = unsafe { (*view).owner };
        if BufferOwner::try_release_not_last(owner) {
            // SAFETY: as above.
            unsafe { (*view).owner = std::ptr::null_mut() };
            Domain::Buffer.clear_last_error();
            return 0;
        }
    }
    // SAFETY: caller contract, passed through.
    unsafe { view_release_guarded(FUNCTION, view) }
}

/// Everything but the hot path of `irx_buffer_view_release`, out of line
/// (see `view_retain_guarded`).
///
/// # Safety
/// As for `irx_buffer_view_release`.
#[cold]
#[inline(never)]
unsafe fn view_release_guarded(function: &'static str, view: *mut BufferView) -> i32 {
    guard_status(Domain::Buffer, function, || {
        // SAFETY: caller contract on `view`.
        BufferOwner::release(unsafe { view_owner(view)? })?;
        // SAFETY: checked non-NULL and aligned by `view_owner`; writable by
        // contract.
        unsafe { (*view).owner = std::ptr::null_mut() };
        Ok(())
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn contiguity_follows_irx_rule() {
        assert!(is_c_contiguous(&[2, 3], &[24, 8], 8));
        assert!(!is_f_contiguous(&[2, 3], &[24, 8], 8));
        assert!(is_f_contiguous(&[2, 3], &[8, 16], 8));
        assert!(is_c_contiguous(&[], &[], 8) && is_f_contiguous(&[], &[], 8));
        assert!(is_c_contiguous(&[5], &[8], 8) && is_f_contiguous(&[5], &[8], 8));
        assert!(!is_c_contiguous(&[5], &[16], 8));
        // Extents below 1 count as 1.
        assert!(is_c_contiguous(&[0, 3], &[24, 8], 8));
    }

    #[test]
    fn strides_and_counts_are_checked() {
        assert_eq!(c_order_strides(&[2, 0, 3], 4).unwrap(), vec![12, 12, 4]);
        assert_eq!(
            element_count(&[i64::MAX, 2]).unwrap_err().errno(),
            irx_abi::status::EOVERFLOW
        );
        assert_eq!(
            element_count(&[-1]).unwrap_err().errno(),
            irx_abi::status::EINVAL
        );
        assert_eq!(byte_extent(&[3, 2], &[-16, 8], 32).unwrap(), (0, 40));
    }
}
