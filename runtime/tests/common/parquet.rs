//! What the tests that write Parquet files byte by byte share: the
//! format's enum values as footers and page headers hold them (written
//! here from the format's Thrift IDL, not taken from the code the tests
//! check), and reading a file whole as a table with default options.

use std::ffi::{CStr, c_int};
use std::ptr;

use irx_runtime::frame::formats::irx_rb_parquet_read_table;
use irx_runtime::frame::table::TableHandle;
use irx_runtime::rb::parquet::{irx_parquet_options_new, irx_parquet_options_release};

// Page types.
pub const DATA_PAGE: i64 = 0;
pub const DICTIONARY_PAGE: i64 = 2;
pub const DATA_PAGE_V2: i64 = 3;

// Physical types.
pub const INT32: i64 = 1;
pub const BYTE_ARRAY: i64 = 6;

// Repetitions.
pub const REQUIRED: i64 = 0;
pub const OPTIONAL: i64 = 1;

// Encodings.
pub const PLAIN: i64 = 0;
pub const RLE: i64 = 3;
pub const RLE_DICTIONARY: i64 = 8;

// Codecs.
pub const UNCOMPRESSED: i64 = 0;

/// `irx_rb_parquet_read_table` of the file at `path`, every column, new
/// (default) options, no schema expected: its status, the message of
/// `irx_record_batch_errmsg()` taken right after it, and the table (NULL
/// unless the status is `IRX_OK`; the caller releases it).
pub fn read_table(path: &CStr) -> (c_int, String, *mut TableHandle) {
    // SAFETY: a NUL-terminated path, a writable output; the options
    // released once, after the read.
    unsafe {
        let o = irx_parquet_options_new();
        let mut table = ptr::null_mut();
        let status = irx_rb_parquet_read_table(path.as_ptr(), ptr::null(), o, 0, &mut table);
        let message = super::rb_error();
        irx_parquet_options_release(o);
        (status, message, table)
    }
}
