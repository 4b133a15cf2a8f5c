//! The C boundary: everything that turns C calls into Rust calls and back.
//!
//! * [`error`]: the internal error type and the per-thread last-error slots.
//! * [`boundary`]: the guards every exported body runs inside (panic
//!   catching, last-error reset, status mapping).
//! * [`checked`]: the guard of 1.25's checked layer (errors into the
//!   caller's buffer).
//! * [`fatal`]: the fatal report lines and `runtime_fail`, which ends the
//!   process on misuse nothing can report.
//! * [`handle`]: the only place raw handle pointers become Rust ownership
//!   (the `Handle` trait: Box-owned or Arc-shared).
//! * [`slots`]: generation-tagged slot keys, for handles that must never be
//!   forged or outlive their value (buffer owners).
//! * [`slice`]: NULL-tolerant views of caller arrays.
//!
//! The `export` attribute (re-exported here) is the one way an entry point
//! is made.

pub(crate) mod boundary;
pub(crate) mod checked;
pub(crate) mod error;
pub(crate) mod fatal;
pub(crate) mod handle;
pub(crate) mod slice;
pub(crate) mod slots;

pub(crate) use boundary::{Domain, guard_status};
pub(crate) use error::{Error, Result};
pub(crate) use irx_runtime_macros::export;
