//! C Data structs made by hand, as a C producer makes them, for the tests
//! of the import functions.

use std::ffi::c_void;
use std::ptr;

use irx_abi::cdata::{ArrowArray as CArray, ArrowSchema as CSchema};

/// An int64 array of `length` values and no nulls over `buffers` (the
/// validity slot NULL, then the values), with `release_array` and
/// `private_data`, and its schema: format "l", nullable, `release_schema`.
/// The caller keeps `buffers` alive until the array is released.
pub fn int64_producer(
    length: i64,
    buffers: *mut *const c_void,
    release_array: unsafe extern "C" fn(*mut CArray),
    release_schema: unsafe extern "C" fn(*mut CSchema),
    private_data: *mut c_void,
) -> (CArray, CSchema) {
    let array = CArray {
        length,
        null_count: 0,
        offset: 0,
        n_buffers: 2,
        n_children: 0,
        buffers,
        children: ptr::null_mut(),
        dictionary: ptr::null_mut(),
        release: Some(release_array),
        private_data,
    };
    let schema = CSchema {
        format: c"l".as_ptr(),
        name: ptr::null(),
        metadata: ptr::null(),
        flags: 2, // ARROW_FLAG_NULLABLE
        n_children: 0,
        children: ptr::null_mut(),
        dictionary: ptr::null_mut(),
        release: Some(release_schema),
        private_data: ptr::null_mut(),
    };
    (array, schema)
}
