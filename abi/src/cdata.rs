//! The two structs of the Arrow C Data interface, field for field as the
//! standard lays them out, for code that must build or inspect them byte by
//! byte (fuzz targets and tests that hand the runtime hostile input). The
//! runtime itself works with arrow-rs's `FFI_ArrowArray`/`FFI_ArrowSchema`,
//! whose fields are private.

use core::ffi::{c_char, c_void};

/// `struct ArrowArray`.
#[repr(C)]
#[derive(Clone, Copy, Debug)]
pub struct ArrowArray {
    /// Logical length.
    pub length: i64,
    /// Null count, or -1 when not computed.
    pub null_count: i64,
    /// Logical offset into the buffers.
    pub offset: i64,
    /// Number of entries of `buffers`.
    pub n_buffers: i64,
    /// Number of entries of `children`.
    pub n_children: i64,
    /// The buffers (validity bitmap first).
    pub buffers: *mut *const c_void,
    /// The child arrays.
    pub children: *mut *mut ArrowArray,
    /// The dictionary, or NULL.
    pub dictionary: *mut ArrowArray,
    /// NULL once released.
    pub release: Option<unsafe extern "C" fn(*mut ArrowArray)>,
    /// The producer's own.
    pub private_data: *mut c_void,
}

/// `struct ArrowSchema`.
#[repr(C)]
#[derive(Clone, Copy, Debug)]
pub struct ArrowSchema {
    /// The format string, NUL-terminated.
    pub format: *const c_char,
    /// The field name, or NULL.
    pub name: *const c_char,
    /// Binary-encoded metadata, or NULL.
    pub metadata: *const c_char,
    /// `ARROW_FLAG_*` bits.
    pub flags: i64,
    /// Number of entries of `children`.
    pub n_children: i64,
    /// The child schemas.
    pub children: *mut *mut ArrowSchema,
    /// The dictionary's schema, or NULL.
    pub dictionary: *mut ArrowSchema,
    /// NULL once released.
    pub release: Option<unsafe extern "C" fn(*mut ArrowSchema)>,
    /// The producer's own.
    pub private_data: *mut c_void,
}

/// `struct ArrowDeviceArray` of the Arrow C Device interface.
#[repr(C)]
#[derive(Debug)]
pub struct ArrowDeviceArray {
    /// The array; its buffers live on the device below.
    pub array: ArrowArray,
    /// The device's index.
    pub device_id: i64,
    /// An `ARROW_DEVICE_*` value (`ARROW_DEVICE_CPU` is 1).
    pub device_type: i32,
    /// An event to wait on before reading, or NULL (always NULL on the CPU).
    pub sync_event: *mut c_void,
    /// Reserved, zero.
    pub reserved: [i64; 3],
}
