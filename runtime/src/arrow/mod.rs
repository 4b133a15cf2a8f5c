//! Arrow arrays and tensors (ABI.md §2) on the arrow-rs crates.

pub mod array;
mod bits;
pub mod builder;
pub mod cdata;
pub mod refcount;
mod scalar;
pub mod schema;
pub mod types;

pub mod tensor;

// The C Data functions' former module paths (the fuzz targets use them).
pub use cdata::{export, import};

use std::ffi::c_char;

use crate::ffi::{Domain, export};

/// The calling thread's message for its last failed `irx_arrow_*` call.
///
/// Every `irx_arrow_*` call that can fail clears it first, so it is "" after
/// such a call succeeds (and on a thread that has called nothing); the
/// releases, which cannot fail, leave it as it was, so it can be read after
/// cleaning up (docs/ABI.md, "Last errors"). Never NULL. The string belongs
/// to the runtime and stays valid until the calling thread's next
/// `irx_arrow_*` call that can fail.
#[export(unguarded)]
pub fn irx_arrow_last_error() -> *const c_char {
    Domain::Arrow.last_error()
}
