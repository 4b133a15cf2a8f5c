//! Retain and release of the reference-counted handles (arrays, schemas,
//! tensors): one family on one pattern. A handle is a generation-tagged
//! slot key (see `ffi::handle`), so a handle that was already released, or
//! one this runtime never made, is refused with `EINVAL` and a message and
//! never touches another live value.
//!
//! Retain and a release that is not the last one are a single
//! compare-and-swap outside the guard (the owner's hot path does the same);
//! anything else (NULL, a bad handle, an overflowing count, and the last
//! release, which frees the value and may run a producer's release
//! callback) takes the guarded path.

use std::ffi::c_int;

use super::array::ArrayHandle;
use super::schema::SchemaHandle;
use super::tensor::Tensor;
use crate::ffi::boundary::{guard_status, guard_void};
use crate::ffi::handle::{self, Handle, Shared};
use crate::ffi::{Domain, export};

#[inline(always)]
fn retain<T: Handle<Ownership = Shared>>(function: &'static str, ptr: *const T) -> c_int {
    retain_in(Domain::Arrow, function, ptr)
}

#[inline(always)]
fn release<T: Handle<Ownership = Shared>>(function: &'static str, ptr: *const T) {
    release_in(Domain::Arrow, function, ptr)
}

/// Retain of a reference-counted handle reporting in `domain` (the
/// data-frame handles report 1.25's statuses, `Domain::Frame`).
#[inline(always)]
pub(crate) fn retain_in<T: Handle<Ownership = Shared>>(
    domain: Domain,
    function: &'static str,
    ptr: *const T,
) -> c_int {
    if handle::try_retain(ptr) {
        domain.clear_last_error();
        return 0;
    }
    retain_guarded(domain, function, ptr)
}

#[cold]
#[inline(never)]
fn retain_guarded<T: Handle<Ownership = Shared>>(
    domain: Domain,
    function: &'static str,
    ptr: *const T,
) -> c_int {
    guard_status(domain, function, || handle::retain(ptr))
}

/// Release of a reference-counted handle reporting in `domain`.
#[inline(always)]
pub(crate) fn release_in<T: Handle<Ownership = Shared>>(
    domain: Domain,
    function: &'static str,
    ptr: *const T,
) {
    if handle::try_release_not_last(ptr) {
        domain.clear_last_error();
        return;
    }
    release_guarded(domain, function, ptr);
}

#[cold]
#[inline(never)]
fn release_guarded<T: Handle<Ownership = Shared>>(
    domain: Domain,
    function: &'static str,
    ptr: *const T,
) {
    guard_void(domain, function, || handle::release(ptr));
}

/// Adds one reference to `array`. Safe from any thread.
///
/// Returns 0 (a NULL `array` is a successful no-op), or `EINVAL` with a
/// message when `array` is not a live array handle (already released, or
/// not made by this runtime), or `EOVERFLOW` when its count would pass
/// 2^31 - 1.
///
/// # Safety
/// None beyond passing a pointer: unknown handles are detected, not read.
#[export(unguarded)]
pub unsafe fn irx_arrow_array_retain(array: *mut ArrayHandle) -> c_int {
    retain(FUNCTION, array)
}

/// Drops one reference from `array`; the last one frees it (and, for an
/// array from `import_move`, runs the producer's release callback once no
/// export shares its buffers any more). Safe from any thread; NULL is a
/// no-op. A handle that is not live (already released, or not made by this
/// runtime) changes nothing and leaves a message in
/// `irx_arrow_last_error`.
///
/// # Safety
/// None beyond passing a pointer; the caller gives up its reference and
/// must not use `array` afterwards unless it holds another.
#[export(unguarded)]
pub unsafe fn irx_arrow_array_release(array: *mut ArrayHandle) {
    release(FUNCTION, array)
}

/// Adds one reference to `schema`. Safe from any thread. Returns 0 (NULL is
/// a successful no-op), `EINVAL` for a handle that is not a live schema,
/// `EOVERFLOW` for a count that would pass 2^31 - 1.
///
/// # Safety
/// None beyond passing a pointer: unknown handles are detected, not read.
#[export(unguarded)]
pub unsafe fn irx_arrow_schema_retain(schema: *mut SchemaHandle) -> c_int {
    retain(FUNCTION, schema)
}

/// Drops one reference from `schema`, freeing it at zero. Safe from any
/// thread; NULL is a no-op; a handle that is not a live schema changes
/// nothing and leaves a message in `irx_arrow_last_error`.
///
/// # Safety
/// None beyond passing a pointer; the caller gives up its reference.
#[export(unguarded)]
pub unsafe fn irx_arrow_schema_release(schema: *mut SchemaHandle) {
    release(FUNCTION, schema)
}

/// Adds one reference to `tensor` (atomic: safe from any thread). Returns 0
/// (NULL is a successful no-op), `EINVAL` for a handle that is not a live
/// tensor, `EOVERFLOW` for a count that would pass 2^31 - 1.
///
/// # Safety
/// None beyond passing a pointer: unknown handles are detected, not read.
#[export(unguarded)]
pub unsafe fn irx_arrow_tensor_retain(tensor: *mut Tensor) -> c_int {
    retain(FUNCTION, tensor)
}

/// Drops one reference to `tensor`, freeing it at zero (atomic: safe from
/// any thread). Views made by `irx_arrow_tensor_view` hold their own
/// reference; borrowed views and shape/strides pointers do not. NULL is a
/// no-op; a handle that is not a live tensor changes nothing and leaves a
/// message in `irx_arrow_last_error`.
///
/// # Safety
/// None beyond passing a pointer; the caller gives up its reference and
/// must not use `tensor` afterwards unless it holds another.
#[export(unguarded)]
pub unsafe fn irx_arrow_tensor_release(tensor: *mut Tensor) {
    release(FUNCTION, tensor)
}
