//! Reading and copying record-batch streams through the C boundary, as a
//! C caller does: each batch exported into C Data and imported back,
//! copied from a reader into a writer, a memory writer's bytes.

use std::path::Path;
use std::ptr;

use arrow_array::{RecordBatch, StructArray};
use irx_abi::native::{IRX_EOF, IRX_OK};
use irx_runtime::frame::bridge::irx_rb_reader_read_table;
use irx_runtime::frame::table::TableHandle;
use irx_runtime::rb::batch::irx_rb_batch_release;
use irx_runtime::rb::cdata::irx_rb_batch_export;
use irx_runtime::rb::parquet::{IrxParquetOptions, irx_rb_parquet_reader_open_options};
use irx_runtime::rb::stream::{
    IrxRbStreamReader, IrxRbStreamWriter, irx_rb_stream_reader_close,
    irx_rb_stream_reader_next_batch, irx_rb_stream_writer_buffer_data, irx_rb_stream_writer_close,
    irx_rb_stream_writer_release, irx_rb_stream_writer_write_batch,
};

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

/// Every batch `r` yields, the status that ended the read (`IRX_EOF` at
/// the end) and, unless it is `IRX_EOF`, its message; the reader then
/// closed.
///
/// # Safety
/// * `r` is a live reader, not used again.
pub unsafe fn drain_and_close(r: *mut IrxRbStreamReader) -> (Vec<RecordBatch>, i32, String) {
    // SAFETY: caller contract; the reader closed once.
    unsafe {
        let (batches, end) = next_batches(r);
        let message = if end == IRX_EOF {
            String::new()
        } else {
            rb_error()
        };
        irx_rb_stream_reader_close(r);
        (batches, end, message)
    }
}

/// `r` read into a table (`irx_rb_reader_read_table`), or the failure's
/// status and message, with no table written; the reader closed either
/// way.
///
/// # Safety
/// * `r` is a live reader, not used again.
pub unsafe fn read_table_and_close(
    r: *mut IrxRbStreamReader,
) -> Result<*mut TableHandle, (i32, String)> {
    // SAFETY: caller contract; the reader closed once.
    unsafe {
        let mut table = ptr::null_mut();
        let rc = irx_rb_reader_read_table(r, &mut table);
        let message = rb_error();
        irx_rb_stream_reader_close(r);
        if rc != IRX_OK {
            assert!(table.is_null());
            return Err((rc, message));
        }
        Ok(table)
    }
}

/// What a reader whose open returned `rc` gives: on a failed open, no
/// batch, `rc` and its message; else every batch, the end status and the
/// last error after it, the reader then closed.
///
/// # Safety
/// * `r` is the reader the open wrote when `rc` is `IRX_OK`.
pub unsafe fn read_all(rc: i32, r: *mut IrxRbStreamReader) -> (Vec<RecordBatch>, i32, String) {
    if rc != IRX_OK {
        return (Vec::new(), rc, rb_error());
    }
    // SAFETY: caller contract; the reader closed once.
    unsafe {
        let (batches, end) = next_batches(r);
        let message = rb_error();
        irx_rb_stream_reader_close(r);
        (batches, end, message)
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

/// Writes every batch `reader` yields through `writer` (each write must
/// succeed) and returns the status that ended the read: `IRX_EOF` at the
/// end, or a failure whose message is still the thread's last error.
///
/// # Safety
/// * `reader` and `writer` are live.
pub unsafe fn copy_batches(reader: *mut IrxRbStreamReader, writer: *mut IrxRbStreamWriter) -> i32 {
    // SAFETY: caller contract; each batch released once.
    unsafe {
        loop {
            let mut batch = ptr::null_mut();
            let status = irx_rb_stream_reader_next_batch(reader, &mut batch);
            if status != IRX_OK {
                return status;
            }
            let status = irx_rb_stream_writer_write_batch(writer, batch);
            assert_eq!(status, IRX_OK, "{}", rb_error());
            irx_rb_batch_release(batch);
        }
    }
}

/// Closes the memory writer `writer` (which must succeed), releases it
/// and returns a copy of the bytes it wrote.
///
/// # Safety
/// * `writer` is a live memory writer, not used again.
pub unsafe fn closed_buffer(writer: *mut IrxRbStreamWriter) -> Vec<u8> {
    let mut data = ptr::null();
    let mut size = 0i64;
    // SAFETY: caller contract; the bytes are copied before the writer goes.
    unsafe {
        assert_eq!(irx_rb_stream_writer_close(writer), IRX_OK, "{}", rb_error());
        let status = irx_rb_stream_writer_buffer_data(writer, &mut data, &mut size);
        assert_eq!(status, IRX_OK, "{}", rb_error());
        let bytes = std::slice::from_raw_parts(data, size as usize).to_vec();
        irx_rb_stream_writer_release(writer);
        bytes
    }
}
