//! Retain and release of the reference-counted handles (arrays, schemas,
//! tensors): one family on one pattern, the `Shared` ownership of
//! `ffi::handle`, so every shared handle type gets the same two functions.

use std::ffi::c_int;

use super::array::ArrayHandle;
use super::schema::SchemaHandle;
use super::tensor::Tensor;
use crate::ffi::export;
use crate::ffi::handle;

/// Adds one reference to `array`. Safe from any thread. Returns 0 (a NULL
/// `array` is a successful no-op).
///
/// # Safety
/// * `array` is NULL or a live array handle.
#[export(Arrow)]
pub unsafe fn irx_arrow_array_retain(array: *mut ArrayHandle) -> i32 {
    // SAFETY: caller contract.
    unsafe { handle::retain(array) }
}

/// Drops one reference from `array`; the last one frees it (and, for an
/// array from `import_move`, runs the producer's release callback once no
/// export shares its buffers any more). Safe from any thread; NULL is a
/// no-op.
///
/// # Safety
/// * `array` is NULL or a live array handle whose reference the caller
///   gives up.
#[export(Arrow)]
pub unsafe fn irx_arrow_array_release(array: *mut ArrayHandle) {
    // SAFETY: caller contract.
    unsafe { handle::release(array) };
    Ok(())
}

/// Adds one reference to `schema`. Safe from any thread. Returns 0 (a NULL
/// `schema` is a successful no-op).
///
/// # Safety
/// * `schema` is NULL or a live schema handle.
#[export(Arrow)]
pub unsafe fn irx_arrow_schema_retain(schema: *mut SchemaHandle) -> i32 {
    // SAFETY: caller contract.
    unsafe { handle::retain(schema) }
}

/// Drops one reference from `schema`, freeing it at zero. Safe from any
/// thread; NULL is a no-op.
///
/// # Safety
/// * `schema` is NULL or a live schema handle whose reference the caller
///   gives up.
#[export(Arrow)]
pub unsafe fn irx_arrow_schema_release(schema: *mut SchemaHandle) {
    // SAFETY: caller contract.
    unsafe { handle::release(schema) };
    Ok(())
}

/// Adds one reference to `tensor` (atomic: safe from any thread). NULL is a
/// successful no-op. Returns 0.
///
/// # Safety
/// * `tensor` is NULL or a tensor handle the caller holds a reference to.
#[export(Arrow)]
pub unsafe fn irx_arrow_tensor_retain(tensor: *mut Tensor) -> c_int {
    // SAFETY: caller contract.
    unsafe { handle::retain(tensor) }
}

/// Drops one reference to `tensor`, freeing it at zero (atomic: safe from
/// any thread). Views made by `irx_arrow_tensor_view` hold their own
/// reference; borrowed views and shape/strides pointers do not. NULL is a
/// no-op.
///
/// # Safety
/// * `tensor` is NULL or a tensor handle whose reference the caller gives
///   up; the caller must not use it afterwards unless it holds another.
#[export(Arrow)]
pub unsafe fn irx_arrow_tensor_release(tensor: *mut Tensor) {
    // SAFETY: caller contract.
    unsafe { handle::release(tensor) };
    Ok(())
}
