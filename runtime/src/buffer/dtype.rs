//! Flags and primitive dtype tokens of the buffer view model.

use std::ffi::c_char;

use crate::ffi::{Domain, Error, Result, call_value};

/// The view borrows its memory: `owner` is NULL and the view is never
/// lifetime-managed.
pub const IRX_BUFFER_FLAG_BORROWED: i32 = 1 << 0;
/// The view owns its memory through a runtime-created owner handle.
pub const IRX_BUFFER_FLAG_OWNED: i32 = 1 << 1;
/// The view's memory is kept alive by an external owner handle.
pub const IRX_BUFFER_FLAG_EXTERNAL_OWNER: i32 = 1 << 2;
/// The view must not be written through.
pub const IRX_BUFFER_FLAG_READONLY: i32 = 1 << 3;
/// The view may be written through.
pub const IRX_BUFFER_FLAG_WRITABLE: i32 = 1 << 4;
/// The strides describe row-major (C order) contiguous storage.
pub const IRX_BUFFER_FLAG_C_CONTIGUOUS: i32 = 1 << 5;
/// The strides describe column-major (Fortran order) contiguous storage.
pub const IRX_BUFFER_FLAG_F_CONTIGUOUS: i32 = 1 << 6;
/// The viewed data has an Arrow validity bitmap beside it.
pub const IRX_BUFFER_FLAG_VALIDITY_BITMAP: i32 = 1 << 7;

/// dtype token: boolean (one byte per element in a buffer view).
pub const IRX_BUFFER_DTYPE_BOOL: i32 = 1;
/// dtype token: `int8_t`.
pub const IRX_BUFFER_DTYPE_INT8: i32 = 2;
/// dtype token: `int16_t`.
pub const IRX_BUFFER_DTYPE_INT16: i32 = 3;
/// dtype token: `int32_t`.
pub const IRX_BUFFER_DTYPE_INT32: i32 = 4;
/// dtype token: `int64_t`.
pub const IRX_BUFFER_DTYPE_INT64: i32 = 5;
/// dtype token: `uint8_t`.
pub const IRX_BUFFER_DTYPE_UINT8: i32 = 6;
/// dtype token: `uint16_t`.
pub const IRX_BUFFER_DTYPE_UINT16: i32 = 7;
/// dtype token: `uint32_t`.
pub const IRX_BUFFER_DTYPE_UINT32: i32 = 8;
/// dtype token: `uint64_t`.
pub const IRX_BUFFER_DTYPE_UINT64: i32 = 9;
/// dtype token: `float`.
pub const IRX_BUFFER_DTYPE_FLOAT32: i32 = 10;
/// dtype token: `double`.
pub const IRX_BUFFER_DTYPE_FLOAT64: i32 = 11;

pub(crate) const OWNERSHIP_FLAGS: i32 =
    IRX_BUFFER_FLAG_BORROWED | IRX_BUFFER_FLAG_OWNED | IRX_BUFFER_FLAG_EXTERNAL_OWNER;
pub(crate) const MUTABILITY_FLAGS: i32 = IRX_BUFFER_FLAG_READONLY | IRX_BUFFER_FLAG_WRITABLE;

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
#[unsafe(no_mangle)]
pub extern "C" fn irx_buffer_dtype_size(token: isize) -> i64 {
    call_value(Domain::Buffer, "irx_buffer_dtype_size", -1, || {
        require_token_size(token)
    })
}

/// The calling thread's message for its last failed `irx_buffer_*` call.
///
/// Returns "" when that call succeeded (or none was made). Never NULL. The
/// string belongs to the runtime and stays valid until the calling thread's
/// next `irx_buffer_*` call.
#[unsafe(no_mangle)]
pub extern "C" fn irx_buffer_last_error() -> *const c_char {
    Domain::Buffer.last_error()
}
