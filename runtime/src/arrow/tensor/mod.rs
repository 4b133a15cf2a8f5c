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

pub mod builder;
pub mod dlpack;
pub mod handle;
mod layout;

pub use builder::*;
pub use dlpack::*;
pub use handle::*;
// Their path before the family moved to `refcount`.
pub use super::refcount::{irx_arrow_tensor_release, irx_arrow_tensor_retain};
