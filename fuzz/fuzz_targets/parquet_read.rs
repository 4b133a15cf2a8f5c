//! The Parquet readers on hostile bytes, written to a file: the first
//! input byte picks how it is read (0: `irx_rb_parquet_reader_open` and
//! `next_batch` to the end; 1: with options: batch size 7, the first column
//! only, a filter on it (row-group statistics and exact rows); 2:
//! `irx_rb_parquet_read_table`; 3: with the footer key of the encrypted
//! seeds). The seeds are small valid files from pyarrow (snappy, zstd,
//! uncompressed, dictionary pages, nested columns, several row groups) and
//! an encrypted one of ours (scripts/gen-parquet-seeds.py).
//!
//! Every call must return a status with the last-error message set on
//! failure and empty on success, never panic, abort or allocate what the
//! file claims (libFuzzer's -malloc_limit_mb catches the last), and every
//! batch a reader hands out must answer its row count and null reads.

#![no_main]

use std::ffi::CString;
use std::ptr;

use irx_abi::native::IRX_OK;
use irx_runtime::frame::formats::irx_rb_parquet_read_table;
use irx_runtime::frame::table::irx_arrow_table_release;
use irx_runtime::rb::irx_record_batch_errmsg;
use irx_runtime::rb::parquet::*;
use irx_runtime::rb::stream::*;
use irx_runtime_fuzz::*;
use libfuzzer_sys::fuzz_target;

/// The key of the encrypted seeds.
const KEY: [u8; 16] = *b"irx-fuzz-key-16b";

fn last_error(status: i32, call: &str) {
    // SAFETY: straight from the runtime.
    unsafe { check_last_error(irx_record_batch_errmsg(), status < 0, call) }
}

fn drain(reader: *mut IrxRbStreamReader) {
    drain_reader(reader, 100_000);
}

fuzz_target!(|data: &[u8]| {
    // The expansion floor at 32 MiB: see `limit_expansion` and the
    // allocation limit scripts/fuzz-run.sh sets.
    limit_expansion();
    allow_recovered_parquet_panics();
    let Some((&mode, bytes)) = data.split_first() else {
        return;
    };
    let path =
        std::env::temp_dir().join(format!("irx-fuzz-parquet-{}.parquet", std::process::id()));
    std::fs::write(&path, bytes).expect("temporary file");
    let c_path = CString::new(path.to_str().expect("UTF-8 path")).unwrap();
    let options = irx_parquet_options_new();
    assert!(!options.is_null());
    // SAFETY: live options, NUL-terminated texts.
    unsafe {
        match mode % 4 {
            1 => {
                assert_eq!(
                    irx_parquet_options_int(options, c"batch_size".as_ptr(), 7),
                    IRX_OK
                );
            }
            3 => {
                assert_eq!(irx_parquet_options_key(options, KEY.as_ptr(), 16), IRX_OK);
            }
            _ => {}
        }
    }
    let mut reader = ptr::null_mut();
    // SAFETY: a NUL-terminated path, live options, writable outputs.
    unsafe {
        if mode % 4 == 2 {
            let mut table = ptr::null_mut();
            let status =
                irx_rb_parquet_read_table(c_path.as_ptr(), ptr::null(), options, 1, &mut table);
            last_error(status, "read_table");
            assert_eq!(status == IRX_OK, !table.is_null());
            irx_arrow_table_release(table);
        } else {
            if mode % 4 == 1 {
                // The first column by name, filtered on itself.
                let mut plain = ptr::null_mut();
                let status =
                    irx_rb_parquet_reader_open(c_path.as_ptr(), ptr::null(), 64, &mut plain);
                last_error(status, "reader_open");
                if status == IRX_OK {
                    let schema = irx_rb_stream_reader_schema(plain);
                    let mut name = ptr::null();
                    let (mut kind, mut nullable) = (0, 0);
                    let found = irx_runtime::rb::schema::irx_rb_schema_field(
                        schema,
                        0,
                        &mut name,
                        &mut kind,
                        &mut nullable,
                    );
                    if found == IRX_OK {
                        let name = std::ffi::CStr::from_ptr(name).to_owned();
                        irx_parquet_options_text(options, c"column".as_ptr(), name.as_ptr());
                        irx_parquet_options_filter(
                            options,
                            name.as_ptr(),
                            c"ge".as_ptr(),
                            c"1".as_ptr(),
                            c"int64".as_ptr(),
                        );
                    }
                    irx_rb_stream_reader_close(plain);
                    let _ = irx_record_batch_errmsg();
                }
            }
            let status = irx_rb_parquet_reader_open_options(
                c_path.as_ptr(),
                ptr::null(),
                options,
                &mut reader,
            );
            last_error(status, "reader_open_options");
        }
        if !reader.is_null() {
            drain(reader);
            irx_rb_stream_reader_close(reader);
        }
        irx_parquet_options_release(options);
    }
    let _ = std::fs::remove_file(&path);
});
