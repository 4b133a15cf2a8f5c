//! The Parquet readers on well-formed files with hostile contents: the
//! input is decoded (`arbitrary`) into a description of a file
//! (irx_runtime_fuzz::parquet_gen: schema of nested groups and many
//! columns, row groups with declared row counts, data pages declaring
//! `num_values`, RLE/bit-packed level runs of any length, dictionary pages
//! with indices repeated by runs, ZSTD pages of runs of zeros), the file
//! is written out and read with `irx_rb_parquet_reader_open` /
//! `_open_options` and `next_batch` to the end, or with
//! `irx_rb_parquet_read_table` and the table's follow-up operations.
//!
//! Every call must return a status with the last-error message set on
//! failure and empty on success, within the memory a small file may
//! justify (scripts/fuzz-run.sh sets libFuzzer's malloc and RSS limits;
//! the runtime's expansion floor is lowered, see `limit_expansion`) and
//! without overflowing the stack however deep the schema.

#![no_main]

use std::ffi::CString;
use std::ptr;

use arbitrary::Arbitrary;
use irx_abi::native::IRX_OK;
use irx_runtime::frame::formats::irx_rb_parquet_read_table;
use irx_runtime::rb::parquet::*;
use irx_runtime::rb::stream::*;
use irx_runtime_fuzz::hostile::Count;
use irx_runtime_fuzz::parquet_gen::ParquetFile;
use irx_runtime_fuzz::*;
use libfuzzer_sys::fuzz_target;

#[derive(Arbitrary, Debug)]
enum Read {
    /// `irx_rb_parquet_reader_open` with this batch size (0: 1,024).
    Stream(Count),
    /// `irx_rb_parquet_reader_open_options` with the first column only.
    FirstColumn,
    /// `irx_rb_parquet_read_table`; with `true`, the table is also written
    /// back as Parquet.
    Table(bool),
}

#[derive(Arbitrary, Debug)]
struct Case {
    read: Read,
    file: ParquetFile,
}

fuzz_target!(|case: Case| {
    allow_recovered_parquet_panics();
    limit_expansion();
    let bytes = case.file.build();
    dump(&bytes);
    let path = scratch_path("read.parquet");
    std::fs::write(&path, &bytes).expect("temporary file");
    let c_path = CString::new(path.to_str().expect("UTF-8 path")).unwrap();
    let mut reader = ptr::null_mut();
    // SAFETY: a NUL-terminated path, live options, writable outputs; every
    // handle is released once.
    unsafe {
        match case.read {
            Read::Stream(batch_size) => {
                let batch_size = if batch_size.0 == 0 {
                    1024
                } else {
                    batch_size.0
                };
                let status = irx_rb_parquet_reader_open(
                    c_path.as_ptr(),
                    ptr::null(),
                    batch_size,
                    &mut reader,
                );
                rb_last_error(status, "reader_open");
            }
            Read::FirstColumn => {
                let options = irx_parquet_options_new();
                assert!(!options.is_null());
                // Options refuse an empty name: "c" names no column then.
                let name = CString::new(case.file.first_name()).unwrap();
                let name = if name.is_empty() {
                    c"c".to_owned()
                } else {
                    name
                };
                assert_eq!(
                    irx_parquet_options_text(options, c"column".as_ptr(), name.as_ptr()),
                    IRX_OK
                );
                let status = irx_rb_parquet_reader_open_options(
                    c_path.as_ptr(),
                    ptr::null(),
                    options,
                    &mut reader,
                );
                rb_last_error(status, "reader_open_options");
                irx_parquet_options_release(options);
            }
            Read::Table(write) => {
                let options = irx_parquet_options_new();
                assert!(!options.is_null());
                let mut table = ptr::null_mut();
                let status =
                    irx_rb_parquet_read_table(c_path.as_ptr(), ptr::null(), options, 1, &mut table);
                rb_last_error(status, "read_table");
                irx_parquet_options_release(options);
                assert_eq!(status == IRX_OK, !table.is_null());
                if !table.is_null() {
                    exercise_table(table, write);
                }
            }
        }
        if !reader.is_null() {
            drain_reader(reader, 10_000);
            irx_rb_stream_reader_close(reader);
        }
    }
    let _ = std::fs::remove_file(&path);
});
