//! The Arrow IPC readers on hostile bytes: `irx_rb_stream_reader_open_buffer`
//! and `next_batch` to the end, `irx_rb_schema_from_ipc`,
//! `irx_rb_file_reader_open` on the same bytes written to a file, and the
//! data-frame literal readers `irx_arrow_table_from_ipc` (a copy) and
//! `irx_arrow_table_from_ipc_static` (read in place). The first input byte
//! picks the reader; the rest is the IPC data (the seeds are valid streams
//! and files, plain and LZ4/ZSTD compressed).
//!
//! Every call must return a status with the last-error message set on
//! failure and empty on success, never panic, abort or allocate what a
//! header claims (libFuzzer's -malloc_limit_mb catches the last), and every
//! batch a reader hands out must answer its row count and value reads.

#![no_main]

use std::ptr;

use irx_abi::native::{IRX_EOF, IRX_OK};
use irx_runtime::arrow::irx_arrow_last_error;
use irx_runtime::frame::bridge::irx_rb_table_to_dynamic_batch;
use irx_runtime::frame::table::*;
use irx_runtime::frame::transfer::*;
use irx_runtime::rb::batch::*;
use irx_runtime::rb::ipc::*;
use irx_runtime::rb::irx_record_batch_errmsg;
use irx_runtime::rb::schema::*;
use irx_runtime::rb::stream::*;
use irx_runtime_fuzz::*;
use libfuzzer_sys::fuzz_target;

fn drain(reader: *mut IrxRbStreamReader) {
    for _ in 0..10_000 {
        let mut batch = ptr::null_mut();
        // SAFETY: a live reader and a writable output.
        let status = unsafe { irx_rb_stream_reader_next_batch(reader, &mut batch) };
        if status == IRX_EOF {
            assert!(batch.is_null());
            // SAFETY: the message of the last call, if any, is consumed.
            let _ = irx_record_batch_errmsg();
            break;
        }
        rb_last_error(status, "next_batch");
        if status != IRX_OK {
            assert!(batch.is_null());
            break;
        }
        // SAFETY: a batch this call returned.
        unsafe { drain_batch(batch) };
    }
}

/// Reads a few slots of every column of a batch, then releases it.
///
/// # Safety
/// `batch` is a live batch, not used after.
unsafe fn drain_batch(batch: *mut IrxRbBatch) {
    // SAFETY: caller contract.
    unsafe {
        let rows = irx_rb_batch_num_rows(batch);
        assert!(rows >= 0);
        let columns = irx_rb_batch_num_columns(batch);
        for col in 0..columns {
            for row in 0..rows.min(4) {
                let mut is_null = 0;
                assert_eq!(irx_rb_batch_is_null(batch, col, row, &mut is_null), IRX_OK);
            }
        }
        irx_rb_batch_release(batch);
    }
}

/// Reads a literal into a table, then combines its chunks into one batch
/// (which reads every column's layout again) and reads that batch.
fn table(bytes: &[u8], read: FromIpc) {
    let mut table = ptr::null_mut();
    // SAFETY: `bytes` is readable and unchanged for the table's whole life
    // (released below).
    let status = unsafe { read(bytes.as_ptr(), bytes.len() as i64, &mut table) };
    // SAFETY: straight from the runtime.
    unsafe { check_last_error(irx_arrow_last_error(), status < 0, "table_from_ipc") };
    if status != IRX_OK {
        assert!(table.is_null());
        return;
    }
    // SAFETY: the live table and the batch made from it, released once.
    unsafe {
        let rows = irx_arrow_table_num_rows(table);
        assert!(rows >= 0);
        let mut batch = ptr::null_mut();
        let status = irx_rb_table_to_dynamic_batch(table, &mut batch);
        rb_last_error(status, "table_to_dynamic_batch");
        if status == IRX_OK {
            assert_eq!(irx_rb_batch_num_rows(batch), rows);
            drain_batch(batch);
        }
        irx_arrow_table_release(table);
    }
}

type FromIpc = unsafe extern "C" fn(*const u8, i64, *mut *mut TableHandle) -> i32;

fuzz_target!(|data: &[u8]| {
    // The expansion floor at 32 MiB: see `limit_expansion` and the
    // allocation limit scripts/fuzz-run.sh sets.
    limit_expansion();
    let Some((&mode, bytes)) = data.split_first() else {
        return;
    };
    match mode % 5 {
        3 => table(bytes, irx_arrow_table_from_ipc),
        4 => table(bytes, irx_arrow_table_from_ipc_static),
        0 => {
            let mut reader = ptr::null_mut();
            // SAFETY: `bytes` is readable for its length.
            let status = unsafe {
                irx_rb_stream_reader_open_buffer(bytes.as_ptr(), bytes.len() as i64, &mut reader)
            };
            rb_last_error(status, "stream_reader_open_buffer");
            if status == IRX_OK {
                drain(reader);
                // SAFETY: the live reader, closed once.
                unsafe { irx_rb_stream_reader_close(reader) };
            } else {
                assert!(reader.is_null());
            }
        }
        1 => {
            let mut schema = ptr::null_mut();
            // SAFETY: as above.
            let status =
                unsafe { irx_rb_schema_from_ipc(bytes.as_ptr(), bytes.len() as i64, &mut schema) };
            rb_last_error(status, "schema_from_ipc");
            // SAFETY: NULL or the new schema, released once.
            unsafe { irx_rb_schema_release(schema) };
        }
        _ => {
            let path =
                std::env::temp_dir().join(format!("irx-fuzz-ipc-{}.arrow", std::process::id()));
            std::fs::write(&path, bytes).expect("temporary file");
            let c_path = std::ffi::CString::new(path.to_str().expect("UTF-8 path")).unwrap();
            let mut reader = ptr::null_mut();
            // SAFETY: a NUL-terminated path and a writable output.
            let status = unsafe { irx_rb_file_reader_open(c_path.as_ptr(), &mut reader) };
            rb_last_error(status, "file_reader_open");
            if status == IRX_OK {
                drain(reader);
                // SAFETY: as above.
                unsafe { irx_rb_stream_reader_close(reader) };
            }
            let _ = std::fs::remove_file(&path);
        }
    }
});
