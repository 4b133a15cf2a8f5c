//! Flags and primitive dtype tokens of the buffer view model (ABI.md §1).

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

/// The three ownership flags; a valid view has exactly one of them.
/// cbindgen:ignore
pub const OWNERSHIP_FLAGS: i32 =
    IRX_BUFFER_FLAG_BORROWED | IRX_BUFFER_FLAG_OWNED | IRX_BUFFER_FLAG_EXTERNAL_OWNER;
/// The two mutability flags; a valid view has exactly one of them.
/// cbindgen:ignore
pub const MUTABILITY_FLAGS: i32 = IRX_BUFFER_FLAG_READONLY | IRX_BUFFER_FLAG_WRITABLE;
/// The two contiguity flags, which describe the strides.
/// cbindgen:ignore
pub const CONTIGUITY_FLAGS: i32 = IRX_BUFFER_FLAG_C_CONTIGUOUS | IRX_BUFFER_FLAG_F_CONTIGUOUS;

/// Every flag with its C name, in bit order (for diagnostics and the header
/// check).
/// cbindgen:ignore
pub const FLAGS: [(&str, i32); 8] = [
    ("IRX_BUFFER_FLAG_BORROWED", IRX_BUFFER_FLAG_BORROWED),
    ("IRX_BUFFER_FLAG_OWNED", IRX_BUFFER_FLAG_OWNED),
    (
        "IRX_BUFFER_FLAG_EXTERNAL_OWNER",
        IRX_BUFFER_FLAG_EXTERNAL_OWNER,
    ),
    ("IRX_BUFFER_FLAG_READONLY", IRX_BUFFER_FLAG_READONLY),
    ("IRX_BUFFER_FLAG_WRITABLE", IRX_BUFFER_FLAG_WRITABLE),
    ("IRX_BUFFER_FLAG_C_CONTIGUOUS", IRX_BUFFER_FLAG_C_CONTIGUOUS),
    ("IRX_BUFFER_FLAG_F_CONTIGUOUS", IRX_BUFFER_FLAG_F_CONTIGUOUS),
    (
        "IRX_BUFFER_FLAG_VALIDITY_BITMAP",
        IRX_BUFFER_FLAG_VALIDITY_BITMAP,
    ),
];
