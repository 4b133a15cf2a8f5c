//! Caller-provided arrays as Rust slices, tolerating `NULL` for empty input.

use super::error::{Error, Result};

/// Borrows `len` elements at `ptr`. `NULL` is accepted only when `len` is 0.
///
/// # Safety
/// * When `ptr` is non-NULL it must point to `len` initialised, readable
///   elements that stay unchanged for `'a`.
pub(crate) unsafe fn from_raw_parts<'a, T>(
    ptr: *const T,
    len: usize,
    what: &'static str,
) -> Result<&'a [T]> {
    if len == 0 {
        return Ok(&[]);
    }
    if ptr.is_null() {
        return Err(Error::null(what));
    }
    if !ptr.is_aligned() {
        return Err(Error::invalid(format!("{what} is not suitably aligned")));
    }
    // SAFETY: non-NULL, aligned, and the caller promises `len` readable
    // elements.
    Ok(unsafe { std::slice::from_raw_parts(ptr, len) })
}
