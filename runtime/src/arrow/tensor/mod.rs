//! N-d tensors (ABI.md §2): a builder that fills zeroed storage in storage
//! order, and immutable, reference-counted tensors on arrow-rs memory with
//! borrowed and owner-backed buffer views.
//!
//! Storage is an `arrow_buffer::Buffer` allocated through
//! `MutableBuffer::try_from_len_zeroed` (cache-line aligned, 128 bytes on
//! x86_64): the fallible constructor, so a huge shape is `ENOMEM` instead of
//! an abort. A tensor's strides are checked once, when the builder is made,
//! so every element a tensor's shape and strides address lies inside its
//! storage; the getters and views rely on that.
//!
//! * `layout`: element type, shape and stride checks;
//! * [`builder`]: the builder and its C functions;
//! * [`handle`]: the tensor handle and its C functions;
//! * [`dlpack`]: zero-copy exchange with numpy, PyTorch, JAX (DLPack 1.x).

use std::ffi::c_int;

use super::refcount::{release, retain};
use crate::ffi::export;

pub mod builder;
pub mod dlpack;
pub mod handle;
mod layout;

pub use builder::*;
pub use dlpack::*;
pub use handle::*;

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
