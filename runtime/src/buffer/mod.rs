//! The buffer/view substrate (ABI.md §1): owner handles, the `irx_buffer_view`
//! descriptor, its validation, and the explicit deep-copy helpers.

pub mod dtype;
pub mod owner;
pub mod restride;
pub mod view;

pub use dtype::*;
pub use owner::*;
pub use restride::*;
pub use view::*;

use std::ffi::c_char;

use crate::ffi::{Domain, export};

/// The calling thread's message for its last failed `irx_buffer_*` call.
///
/// Returns "" when that call succeeded (or none was made). Never NULL. The
/// string belongs to the runtime and stays valid until the calling thread's
/// next `irx_buffer_*` call.
#[export(unguarded)]
pub fn irx_buffer_last_error() -> *const c_char {
    Domain::Buffer.last_error()
}
