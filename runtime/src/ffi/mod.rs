//! The C boundary: everything that turns C calls into Rust calls and back.
//!
//! * [`error`]: the internal error type and the per-thread last-error slots.
//! * [`boundary`]: the guards every exported body runs inside (panic
//!   catching, last-error reset, status mapping).
//! * [`handle`]: the only place raw handle pointers become Rust ownership.
//! * [`slice`]: NULL-tolerant views of caller arrays.

pub(crate) mod boundary;
pub(crate) mod error;
pub(crate) mod handle;
pub(crate) mod slice;
pub(crate) mod slots;

pub(crate) use boundary::{Domain, guard_status};
pub(crate) use error::{Error, Result};
pub(crate) use irx_runtime_macros::export;
