//! The CSV reader on hostile bytes: the first input byte picks the
//! options (block size, header, blank lines, quoting, escape, delimiter,
//! an explicit schema or inference, a reader drained batch by batch or a
//! whole-table read), the rest is the file. Ragged rows, unterminated
//! quotes, invalid UTF-8, values out of range, tiny and huge block sizes,
//! empty and header-only files: every call must return a status with the
//! last-error message set on failure and empty on success, never panic,
//! abort or allocate what the input does not justify (libFuzzer's
//! -malloc_limit_mb), and every batch must answer its reads.

#![no_main]

use std::ffi::CString;
use std::ptr;

use irx_abi::native::{IRX_OK, IrxColumnType};
use irx_runtime::frame::table::irx_arrow_table_release;
use irx_runtime::rb::csv::*;
use irx_runtime::rb::schema::*;
use irx_runtime::rb::stream::*;
use irx_runtime_fuzz::*;
use libfuzzer_sys::fuzz_target;

fn set(options: *mut IrxCsvOptions, name: &str, value: i64) {
    let name = CString::new(name).unwrap();
    // SAFETY: a live options value and a NUL-terminated name.
    assert_eq!(
        unsafe { irx_csv_options_int(options, name.as_ptr(), value) },
        IRX_OK
    );
}

fn text(options: *mut IrxCsvOptions, name: &str, value: &str) {
    let (name, value) = (CString::new(name).unwrap(), CString::new(value).unwrap());
    // SAFETY: as above.
    assert_eq!(
        unsafe { irx_csv_options_text(options, name.as_ptr(), value.as_ptr()) },
        IRX_OK
    );
}

/// a int64, b utf8, c double, d timestamp[s], all nullable.
fn schema() -> *mut IrxRbSchema {
    let mut s = ptr::null_mut();
    // SAFETY: plain calls with valid arguments.
    unsafe {
        assert_eq!(irx_rb_schema_create(&mut s), IRX_OK);
        for (name, ty) in [
            (c"a", IrxColumnType::IRX_COL_INT64),
            (c"b", IrxColumnType::IRX_COL_UTF8),
            (c"c", IrxColumnType::IRX_COL_FLOAT64),
            (c"d", IrxColumnType::IRX_COL_TIMESTAMP_S),
        ] {
            assert_eq!(
                irx_rb_schema_add_field(s, name.as_ptr(), ty as i32, 1),
                IRX_OK
            );
        }
    }
    s
}

fuzz_target!(|data: &[u8]| {
    // The expansion floor at 32 MiB: see `limit_expansion` and the
    // allocation limit scripts/fuzz-run.sh sets.
    limit_expansion();
    let Some((&mode, bytes)) = data.split_first() else {
        return;
    };
    let options = irx_csv_options_new();
    assert!(!options.is_null());
    set(
        options,
        "block_size",
        [1, 2, 3, 7, 64, 1 << 20, i32::MAX as i64][(mode & 7) as usize % 7],
    );
    set(options, "header", i64::from(mode & 8 == 0));
    set(options, "skip_blank_lines", i64::from(mode & 16 != 0));
    if mode & 32 != 0 {
        text(options, "escapechar", "\\");
        set(options, "doublequote", 0);
    }
    if mode & 64 != 0 {
        text(options, "delimiter", ";");
        text(options, "null_values", "NA");
    }
    let typed = mode & 128 != 0;
    let s = if typed { schema() } else { ptr::null_mut() };
    let path = std::env::temp_dir().join(format!("irx-fuzz-csv-{}.csv", std::process::id()));
    std::fs::write(&path, bytes).expect("temporary file");
    let c_path = CString::new(path.to_str().expect("UTF-8 path")).unwrap();
    let mut reader = ptr::null_mut();
    // SAFETY: a NUL-terminated path, live schema (or NULL) and options.
    let status =
        unsafe { irx_rb_csv_reader_open_options(c_path.as_ptr(), s, options, &mut reader) };
    rb_last_error(status, "csv_reader_open_options");
    if status == IRX_OK {
        drain_reader(reader, 100_000);
        // SAFETY: the live reader, closed once.
        unsafe { irx_rb_stream_reader_close(reader) };
    } else {
        assert!(reader.is_null());
    }
    let mut table = ptr::null_mut();
    // SAFETY: as above.
    let status = unsafe { irx_rb_csv_read_table(c_path.as_ptr(), s, options, &mut table) };
    rb_last_error(status, "csv_read_table");
    // SAFETY: NULL or the new table, released once; the schema and options
    // are ours.
    unsafe {
        irx_arrow_table_release(table);
        irx_rb_schema_release(s);
        irx_csv_options_release(options);
    }
    let _ = std::fs::remove_file(&path);
});
