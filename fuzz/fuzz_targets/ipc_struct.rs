//! The Arrow IPC readers on well-framed streams and files with hostile
//! messages: the input is decoded (`arbitrary`) into a description
//! (irx_runtime_fuzz::ipc_gen: schemas of any nesting and width, null
//! columns and structs without children, dictionary and record batch
//! messages with any node lengths, null counts and buffer lengths, LZ4 and
//! ZSTD bodies whose frames are runs of zeros), built with arrow-ipc's
//! flatbuffer types, and read with `irx_rb_stream_reader_open_buffer` and
//! `next_batch` to the end, `irx_rb_schema_from_ipc`,
//! `irx_rb_file_reader_open`, or `irx_arrow_table_from_ipc` (copy or in
//! place) followed by the table's follow-up operations.
//!
//! Every call must return a status with the last-error message set on
//! failure and empty on success, within the memory a small input may
//! justify (libFuzzer's malloc and RSS limits, the lowered expansion
//! floor), and a schema nested past 64 levels must be refused.

#![no_main]

use std::ptr;

use arbitrary::Arbitrary;
use irx_abi::native::IRX_OK;
use irx_runtime::arrow::irx_arrow_last_error;
use irx_runtime::frame::transfer::*;
use irx_runtime::rb::ipc::*;
use irx_runtime::rb::schema::*;
use irx_runtime::rb::stream::*;
use irx_runtime_fuzz::ipc_gen::IpcData;
use irx_runtime_fuzz::*;
use libfuzzer_sys::fuzz_target;

#[derive(Arbitrary, Debug)]
enum Read {
    Stream,
    Schema,
    File,
    /// `irx_arrow_table_from_ipc` (`false`) or `_static` (`true`).
    Table {
        in_place: bool,
        write: bool,
    },
}

#[derive(Arbitrary, Debug)]
struct Case {
    read: Read,
    data: IpcData,
}

/// IPC refuses schemas nested deeper than this (docs/SAFETY.md).
const MAX_DEPTH: usize = 64;

fuzz_target!(|case: Case| {
    limit_expansion();
    let bytes = case.data.build(matches!(case.read, Read::File));
    dump(&bytes);
    // The deep chain is around the first field: with one, its levels plus
    // the field itself are past the limit.
    let too_deep = !case.data.fields.is_empty() && case.data.deep.0 > MAX_DEPTH + 1;
    let refused = |status: i32, call: &str| {
        assert!(
            !too_deep || status < 0,
            "{call} accepted a schema nested {} levels deep",
            case.data.deep.0
        );
    };
    // SAFETY: `bytes` is readable and unchanged while any reader or table
    // made from it lives; every handle is released once.
    unsafe {
        match case.read {
            Read::Stream => {
                let mut reader = ptr::null_mut();
                let status = irx_rb_stream_reader_open_buffer(
                    bytes.as_ptr(),
                    bytes.len() as i64,
                    &mut reader,
                );
                rb_last_error(status, "stream_reader_open_buffer");
                refused(status, "stream_reader_open_buffer");
                if status == IRX_OK {
                    drain_reader(reader, 10_000);
                    irx_rb_stream_reader_close(reader);
                }
            }
            Read::Schema => {
                let mut schema = ptr::null_mut();
                let status =
                    irx_rb_schema_from_ipc(bytes.as_ptr(), bytes.len() as i64, &mut schema);
                rb_last_error(status, "schema_from_ipc");
                refused(status, "schema_from_ipc");
                irx_rb_schema_release(schema);
            }
            Read::File => {
                let path = scratch_path("read.arrow");
                std::fs::write(&path, &bytes).expect("temporary file");
                let c_path = std::ffi::CString::new(path.to_str().expect("UTF-8 path")).unwrap();
                let mut reader = ptr::null_mut();
                let status = irx_rb_file_reader_open(c_path.as_ptr(), &mut reader);
                rb_last_error(status, "file_reader_open");
                refused(status, "file_reader_open");
                if status == IRX_OK {
                    drain_reader(reader, 10_000);
                    irx_rb_stream_reader_close(reader);
                }
                let _ = std::fs::remove_file(&path);
            }
            Read::Table { in_place, write } => {
                let read = if in_place {
                    irx_arrow_table_from_ipc_static
                } else {
                    irx_arrow_table_from_ipc
                };
                let mut table = ptr::null_mut();
                let status = read(bytes.as_ptr(), bytes.len() as i64, &mut table);
                check_last_error(irx_arrow_last_error(), status < 0, "table_from_ipc");
                refused(status, "table_from_ipc");
                assert_eq!(status == IRX_OK, !table.is_null());
                if !table.is_null() {
                    exercise_table(table, write);
                }
            }
        }
    }
});
