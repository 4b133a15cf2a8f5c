//! Reading a record-batch stream reader through the C boundary, as a C
//! caller does: each batch exported into C Data and imported back.

use std::path::Path;
use std::ptr;

use arrow_array::{RecordBatch, StructArray};
use irx_abi::native::IRX_OK;
use irx_runtime::rb::batch::irx_rb_batch_release;
use irx_runtime::rb::cdata::irx_rb_batch_export;
use irx_runtime::rb::parquet::{IrxParquetOptions, irx_rb_parquet_reader_open_options};
use irx_runtime::rb::stream::{IrxRbStreamReader, irx_rb_stream_reader_next_batch};

use super::{c, rb_error};

/// Every batch `r` yields until a status other than `IRX_OK`, which is
/// returned beside them (`IRX_EOF` at the end); a failure's message is
/// still the thread's last error. The reader stays open.
///
/// # Safety
/// * `r` is a live reader.
pub unsafe fn next_batches(r: *mut IrxRbStreamReader) -> (Vec<RecordBatch>, i32) {
    let mut batches = Vec::new();
    // SAFETY: caller contract; each batch exported into fresh C Data
    // structs and released once.
    unsafe {
        let end = loop {
            let mut b = ptr::null_mut();
            let rc = irx_rb_stream_reader_next_batch(r, &mut b);
            if rc != IRX_OK {
                break rc;
            }
            let mut array = arrow_array::ffi::FFI_ArrowArray::empty();
            let mut schema = arrow_array::ffi::FFI_ArrowSchema::empty();
            assert_eq!(irx_rb_batch_export(b, &mut array, &mut schema), IRX_OK);
            let data = arrow_array::ffi::from_ffi(array, &schema).unwrap();
            batches.push(RecordBatch::from(StructArray::from(data)));
            irx_rb_batch_release(b);
        };
        (batches, end)
    }
}

/// A Parquet reader of `path` with the options `o` (which it releases);
/// the open must succeed.
///
/// # Safety
/// * `o` is live options, not used again.
pub unsafe fn parquet_reader(path: &Path, o: *mut IrxParquetOptions) -> *mut IrxRbStreamReader {
    let p = c(path.to_str().unwrap());
    let mut r = ptr::null_mut();
    // SAFETY: caller contract; NUL-terminated path, writable out.
    unsafe {
        let rc = irx_rb_parquet_reader_open_options(p.as_ptr(), ptr::null(), o, &mut r);
        assert_eq!(rc, IRX_OK, "{}", rb_error());
        irx_runtime::rb::parquet::irx_parquet_options_release(o);
    }
    r
}
