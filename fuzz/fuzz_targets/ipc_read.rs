//! The Arrow IPC readers on hostile bytes: `irx_rb_stream_reader_open_buffer`
//! and `next_batch` to the end, `irx_rb_schema_from_ipc`, and
//! `irx_rb_file_reader_open` on the same bytes written to a file. The
//! first input byte picks the reader; the rest is the IPC data (the seeds
//! are valid streams and files, plain and LZ4/ZSTD compressed).
//!
//! Every call must return a status with the last-error message set on
//! failure and empty on success, never panic, abort or allocate what a
//! header claims (libFuzzer's -malloc_limit_mb catches the last), and every
//! batch a reader hands out must answer its row count and value reads.

#![no_main]

use std::ptr;

use irx_abi::native::IRX_OK;
use irx_runtime::rb::ipc::*;
use irx_runtime::rb::schema::*;
use irx_runtime::rb::stream::*;
use irx_runtime_fuzz::*;
use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    let Some((&mode, bytes)) = data.split_first() else {
        return;
    };
    match mode % 3 {
        0 => {
            let mut reader = ptr::null_mut();
            // SAFETY: `bytes` is readable for its length.
            let status = unsafe {
                irx_rb_stream_reader_open_buffer(bytes.as_ptr(), bytes.len() as i64, &mut reader)
            };
            rb_last_error(status, "stream_reader_open_buffer");
            if status == IRX_OK {
                rb_drain(reader, 10_000);
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
            let path = std::env::temp_dir().join(format!("irx-fuzz-ipc-{}.arrow", std::process::id()));
            std::fs::write(&path, bytes).expect("temporary file");
            let c_path = std::ffi::CString::new(path.to_str().expect("UTF-8 path")).unwrap();
            let mut reader = ptr::null_mut();
            // SAFETY: a NUL-terminated path and a writable output.
            let status = unsafe { irx_rb_file_reader_open(c_path.as_ptr(), &mut reader) };
            rb_last_error(status, "file_reader_open");
            if status == IRX_OK {
                rb_drain(reader, 10_000);
                // SAFETY: as above.
                unsafe { irx_rb_stream_reader_close(reader) };
            }
            let _ = std::fs::remove_file(&path);
        }
    }
});
