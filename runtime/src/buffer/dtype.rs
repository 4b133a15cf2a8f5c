//! Flags and primitive dtype tokens of the buffer view model.

use crate::ffi::{Error, Result, export};

pub use irx_abi::buffer::*;

/// Element size in bytes of a dtype token, or `None` for anything else
/// (the `dtype` field may also hold a pointer to a richer dtype handle).
pub(crate) fn token_size(token: isize) -> Option<i64> {
    let size = match i32::try_from(token).ok()? {
        IRX_BUFFER_DTYPE_BOOL | IRX_BUFFER_DTYPE_INT8 | IRX_BUFFER_DTYPE_UINT8 => 1,
        IRX_BUFFER_DTYPE_INT16 | IRX_BUFFER_DTYPE_UINT16 => 2,
        IRX_BUFFER_DTYPE_INT32 | IRX_BUFFER_DTYPE_UINT32 | IRX_BUFFER_DTYPE_FLOAT32 => 4,
        IRX_BUFFER_DTYPE_INT64 | IRX_BUFFER_DTYPE_UINT64 | IRX_BUFFER_DTYPE_FLOAT64 => 8,
        _ => return None,
    };
    Some(size)
}

pub(crate) fn require_token_size(token: isize) -> Result<i64> {
    token_size(token).ok_or_else(|| {
        Error::invalid(format!("dtype {token:#x} is not a primitive dtype token (IRX_BUFFER_DTYPE_BOOL..IRX_BUFFER_DTYPE_FLOAT64)"))
    })
}

/// Size in bytes of one element of a primitive dtype token.
///
/// Returns 1, 2, 4 or 8 for the `IRX_BUFFER_DTYPE_*` tokens (booleans count
/// one byte per element in a buffer view). Returns -1, with a message in
/// `irx_buffer_last_error()`, for any other value.
///
/// A view's dtype field holds the token as a pointer-sized integer: pass
/// `(intptr_t)view.dtype`.
#[export(Buffer, value = -1)]
pub fn irx_buffer_dtype_size(token: isize) -> i64 {
    require_token_size(token)
}
