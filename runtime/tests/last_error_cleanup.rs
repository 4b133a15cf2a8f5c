//! Last errors that survive cleanup (issue 33 item 6; docs/ABI.md, "Last
//! errors"): releases, destroys, closes and the other functions that
//! cannot fail leave the thread's last error as it was, at the same
//! address; only a call that can fail clears it. Every such function of
//! the families that keep a last error is listed here, and the list is
//! checked against the generated header, so a new one cannot be missed.

mod common;

use std::ffi::{CStr, c_char, c_int, c_void};
use std::ptr;

use arrow_array::ffi::{FFI_ArrowArray, FFI_ArrowSchema};
use arrow_array::ffi_stream::FFI_ArrowArrayStream;
use common::{arrow_error, c, rb_error};
use irx_abi::native::{IRX_ERR_IO, IRX_OK, IrxColumnType};
use irx_runtime::arrow::array::*;
use irx_runtime::arrow::builder::*;
use irx_runtime::arrow::schema::*;
use irx_runtime::arrow::tensor::*;
use irx_runtime::arrow::types::irx_arrow_type_id;
use irx_runtime::frame::table::*;
use irx_runtime::rb::batch::*;
use irx_runtime::rb::builder::*;
use irx_runtime::rb::cdata::*;
use irx_runtime::rb::csv::*;
use irx_runtime::rb::ipc::*;
use irx_runtime::rb::parquet::*;
use irx_runtime::rb::schema::*;
use irx_runtime::rb::stream::*;
use irx_runtime::rb::types::*;
use irx_runtime::rb::{irx_record_batch_abi_version, irx_record_batch_errmsg};

/// The functions of the arrow and record-batch families that return
/// nothing, so cannot fail: each case below calls every one of them, and
/// `the_list_is_every_void_function_of_the_header` keeps the list whole.
const CANNOT_FAIL: &[&str] = &[
    "irx_arrow_array_builder_release",
    "irx_arrow_array_release",
    "irx_arrow_chunked_array_release",
    "irx_arrow_schema_release",
    "irx_arrow_table_release",
    "irx_arrow_tensor_builder_release",
    "irx_arrow_tensor_release",
    "irx_csv_options_release",
    "irx_parquet_options_release",
    "irx_rb_batch_release",
    "irx_rb_builder_release",
    "irx_rb_c_array_release",
    "irx_rb_c_schema_release",
    "irx_rb_c_stream_release",
    "irx_rb_schema_release",
    "irx_rb_stream_reader_close",
    "irx_rb_stream_writer_release",
    "irx_type_release",
];

/// Families whose `void` functions report nowhere a thread's last error
/// is kept (exceptions and classes end the process on misuse, lists have
/// no last error, the runtime's limits belong to no family): none of
/// them can clear one.
const NO_LAST_ERROR: &[&str] = &["irx_class_", "irx_exception_", "irx_list_", "irx_runtime_"];

#[test]
fn the_list_is_every_void_function_of_the_header() {
    for header in ["irx_runtime.h", "abi-1.25/irx_runtime.h"] {
        let path = format!("{}/../include/{header}", env!("CARGO_MANIFEST_DIR"));
        let text = std::fs::read_to_string(&path).unwrap();
        let mut found: Vec<&str> = text
            .lines()
            .filter_map(|line| line.strip_prefix("void "))
            .filter_map(|rest| rest.split('(').next())
            .filter(|name| name.starts_with("irx_"))
            .filter(|name| !NO_LAST_ERROR.iter().any(|p| name.starts_with(p)))
            .collect();
        found.sort_unstable();
        assert_eq!(found, CANNOT_FAIL, "{header}");
    }
}

/// The record-batch message now, with its address.
fn rb_now() -> (String, *const c_char) {
    (rb_error(), irx_record_batch_errmsg())
}

/// The arrow message now, with its address.
fn arrow_now() -> (String, *const c_char) {
    (arrow_error(), irx_runtime::arrow::irx_arrow_last_error())
}

/// Asserts the message is `before`'s text at `before`'s address.
#[track_caller]
fn kept(before: &(String, *const c_char), now: (String, *const c_char), after: &str) {
    assert!(!before.0.is_empty());
    assert_eq!(now.0, before.0, "after {after}");
    assert_eq!(now.1, before.1, "after {after}: the message moved");
    // SAFETY: the runtime's message, still valid (the point of the test).
    let text = unsafe { CStr::from_ptr(before.1) }.to_string_lossy();
    assert_eq!(text, before.0, "after {after}");
}

/// A record-batch failure: its message and address.
fn rb_fail() -> (String, *const c_char) {
    // SAFETY: NULL out is refused.
    assert_ne!(unsafe { irx_rb_schema_create(ptr::null_mut()) }, IRX_OK);
    rb_now()
}

/// An arrow failure: its message and address.
fn arrow_fail() -> (String, *const c_char) {
    let mut none = ptr::null_mut();
    // SAFETY: a valid out pointer; 999 is no type id.
    assert_ne!(unsafe { irx_arrow_array_builder_new(999, &mut none) }, 0);
    arrow_now()
}

fn int64_schema() -> *mut IrxRbSchema {
    let mut schema = ptr::null_mut();
    let name = c("x");
    // SAFETY: valid out pointer; live schema and name.
    unsafe {
        assert_eq!(irx_rb_schema_create(&mut schema), IRX_OK);
        let t = IrxColumnType::IRX_COL_INT64 as _;
        assert_eq!(irx_rb_schema_add_field(schema, name.as_ptr(), t, 1), IRX_OK);
    }
    schema
}

fn int32_array() -> *mut ArrayHandle {
    let (mut b, mut a) = (ptr::null_mut(), ptr::null_mut());
    // SAFETY: valid out pointers; live builder.
    unsafe {
        let id = irx_arrow_type_id::IRX_ARROW_TYPE_INT32 as i32;
        assert_eq!(irx_arrow_array_builder_new(id, &mut b), 0);
        assert_eq!(irx_arrow_array_builder_append_int(b, 4), 0);
        assert_eq!(irx_arrow_array_builder_finish(b, &mut a), 0);
    }
    a
}

#[test]
fn record_batch_releases_leave_the_message() {
    let schema = int64_schema();
    let (mut builder, mut unfinished, mut batch) =
        (ptr::null_mut(), ptr::null_mut(), ptr::null_mut());
    let (mut writer, mut reader, mut read) = (ptr::null_mut(), ptr::null_mut(), ptr::null_mut());
    let (mut data, mut size): (*const u8, i64) = (ptr::null(), 0);
    let mut c_schema = FFI_ArrowSchema::empty();
    let mut c_array = FFI_ArrowArray::empty();
    let mut c_stream = FFI_ArrowArrayStream::empty();
    // SAFETY: valid out pointers and live handles throughout.
    unsafe {
        assert_eq!(irx_rb_builder_create(schema, &mut builder), IRX_OK);
        assert_eq!(irx_rb_builder_create(schema, &mut unfinished), IRX_OK);
        assert_eq!(irx_rb_builder_append_int64(builder, 0, 7), IRX_OK);
        assert_eq!(irx_rb_builder_finish(builder, &mut batch), IRX_OK);
        assert_eq!(
            irx_rb_stream_writer_open_buffer(schema, &mut writer),
            IRX_OK
        );
        assert_eq!(irx_rb_stream_writer_write_batch(writer, batch), IRX_OK);
        assert_eq!(irx_rb_stream_writer_close(writer), IRX_OK);
        assert_eq!(
            irx_rb_stream_writer_buffer_data(writer, &mut data, &mut size),
            IRX_OK
        );
        assert_eq!(
            irx_rb_stream_reader_open_buffer(data, size, &mut reader),
            IRX_OK
        );
        assert_eq!(irx_rb_stream_reader_next_batch(reader, &mut read), IRX_OK);
        assert_eq!(
            irx_rb_batch_export(batch, &mut c_array, &mut c_schema),
            IRX_OK
        );
        assert_eq!(irx_rb_batch_export_stream(batch, &mut c_stream), IRX_OK);
    }
    let ty = irx_type_primitive(IrxColumnType::IRX_COL_INT32 as _);
    let (parquet, csv) = (irx_parquet_options_new(), irx_csv_options_new());
    assert!(!ty.is_null() && !parquet.is_null() && !csv.is_null());

    let failure = rb_fail();
    // SAFETY: live handles and structs, each released once (NULL is a
    // no-op; a released C struct is a no-op).
    unsafe {
        irx_rb_batch_release(read);
        irx_rb_stream_reader_close(reader);
        irx_rb_stream_reader_close(ptr::null_mut());
        kept(&failure, rb_now(), "stream_reader_close");
        irx_rb_stream_writer_release(writer);
        irx_rb_stream_writer_release(ptr::null_mut());
        kept(&failure, rb_now(), "stream_writer_release");
        irx_rb_c_array_release(&mut c_array);
        irx_rb_c_schema_release(&mut c_schema);
        irx_rb_c_stream_release(&mut c_stream);
        irx_rb_c_stream_release(&mut c_stream);
        irx_rb_c_array_release(ptr::null_mut());
        irx_rb_c_schema_release(ptr::null_mut());
        irx_rb_c_stream_release(ptr::null_mut());
        kept(&failure, rb_now(), "the C Data releases");
        irx_type_release(ty);
        irx_type_release(ptr::null_mut());
        irx_rb_builder_release(unfinished);
        irx_rb_builder_release(ptr::null_mut());
        irx_rb_batch_release(batch);
        irx_rb_batch_release(ptr::null_mut());
        irx_rb_schema_release(schema);
        irx_rb_schema_release(ptr::null_mut());
        kept(
            &failure,
            rb_now(),
            "type, builder, batch and schema releases",
        );
        irx_parquet_options_release(parquet);
        irx_parquet_options_release(ptr::null_mut());
        irx_csv_options_release(csv);
        irx_csv_options_release(ptr::null_mut());
        kept(&failure, rb_now(), "options releases");
    }
    assert_eq!(irx_record_batch_abi_version(), 2);
    assert!(irx_runtime::version::irx_runtime_version() > 0);
    kept(&failure, rb_now(), "irx_record_batch_abi_version");

    // A call that can fail clears it when it succeeds.
    let again = int64_schema();
    assert_eq!(rb_error(), "");
    // SAFETY: live schema.
    unsafe { irx_rb_schema_release(again) };
}

#[test]
fn arrow_releases_leave_the_message() {
    let (a, column_array) = (int32_array(), int32_array());
    let (mut b, mut schema) = (ptr::null_mut(), ptr::null_mut());
    let (mut tb, mut tb2, mut tensor) = (ptr::null_mut(), ptr::null_mut(), ptr::null_mut());
    let (mut table, mut column) = (ptr::null_mut(), ptr::null_mut());
    let shape = [1i64];
    let id = irx_arrow_type_id::IRX_ARROW_TYPE_INT32 as i32;
    let x = c("x");
    let mut names = [x.as_ptr()];
    let mut columns = [column_array];
    // SAFETY: valid out pointers and live handles throughout.
    unsafe {
        assert_eq!(irx_arrow_array_builder_new(id, &mut b), 0);
        assert_eq!(irx_arrow_array_schema_copy(a, &mut schema), 0);
        assert_eq!(
            irx_arrow_tensor_builder_new(id, 1, shape.as_ptr(), ptr::null(), &mut tb),
            0
        );
        assert_eq!(irx_arrow_tensor_builder_append_int(tb, 3), 0);
        assert_eq!(irx_arrow_tensor_builder_finish(tb, &mut tensor), 0);
        assert_eq!(
            irx_arrow_tensor_builder_new(id, 1, shape.as_ptr(), ptr::null(), &mut tb2),
            0
        );
        let (n, cols) = (names.as_mut_ptr(), columns.as_mut_ptr());
        assert_eq!(irx_arrow_table_new_from_arrays(1, n, cols, &mut table), 0);
        assert_eq!(irx_arrow_table_column_by_index(table, 0, &mut column), 0);
        assert_eq!(irx_arrow_array_retain(a), 0);
        assert_eq!(irx_arrow_table_retain(table), 0);
    }

    let failure = arrow_fail();
    // SAFETY: live handles, each reference dropped once; NULL is a no-op.
    unsafe {
        irx_arrow_array_release(a);
        kept(&failure, arrow_now(), "a release that is not the last");
        irx_arrow_array_release(a);
        irx_arrow_array_release(column_array);
        irx_arrow_array_release(ptr::null_mut());
        kept(&failure, arrow_now(), "irx_arrow_array_release");
        irx_arrow_array_builder_release(b);
        irx_arrow_array_builder_release(ptr::null_mut());
        irx_arrow_schema_release(schema);
        irx_arrow_schema_release(ptr::null_mut());
        kept(&failure, arrow_now(), "builder and schema releases");
        irx_arrow_tensor_builder_release(tb2);
        irx_arrow_tensor_builder_release(ptr::null_mut());
        irx_arrow_tensor_release(tensor);
        irx_arrow_tensor_release(ptr::null_mut());
        kept(&failure, arrow_now(), "tensor releases");
        irx_arrow_chunked_array_release(column);
        irx_arrow_chunked_array_release(ptr::null_mut());
        irx_arrow_table_release(table);
        kept(
            &failure,
            arrow_now(),
            "a table release that is not the last",
        );
        irx_arrow_table_release(table);
        irx_arrow_table_release(ptr::null_mut());
        kept(&failure, arrow_now(), "table releases");
    }

    // A call that can fail clears it when it succeeds.
    let last = int32_array();
    assert_eq!(arrow_error(), "");
    // SAFETY: live array.
    unsafe { irx_arrow_array_release(last) };
}

/// The C Stream struct's layout (the C Data interface), to give a stream
/// a release callback of the test's own.
#[repr(C)]
struct RawStream {
    get_schema: Option<unsafe extern "C" fn(*mut RawStream, *mut c_void) -> c_int>,
    get_next: Option<unsafe extern "C" fn(*mut RawStream, *mut c_void) -> c_int>,
    get_last_error: Option<unsafe extern "C" fn(*mut RawStream) -> *const c_char>,
    release: Option<unsafe extern "C" fn(*mut RawStream)>,
    private_data: *mut c_void,
}

/// A producer's release that calls back into the runtime and fails there,
/// in both families, before it marks the stream released.
unsafe extern "C" fn failing_release(stream: *mut RawStream) {
    // SAFETY: NULL arguments are refused.
    unsafe {
        assert!(irx_rb_schema_num_fields(ptr::null()) < 0);
        assert_eq!(irx_arrow_array_length(ptr::null()), -1);
        (*stream).release = None;
    }
}

#[test]
fn a_release_callback_that_fails_leaves_the_message() {
    let mut stream = RawStream {
        get_schema: None,
        get_next: None,
        get_last_error: None,
        release: Some(failing_release),
        private_data: ptr::null_mut(),
    };
    let failure = rb_fail();
    let arrow = arrow_fail();
    // SAFETY: a live stream whose release is the test's own.
    unsafe { irx_rb_c_stream_release((&raw mut stream).cast()) };
    assert!(stream.release.is_none());
    kept(&failure, rb_now(), "a release whose callback failed");
    // The callback's arrow failure is a call that can fail: it replaced
    // the arrow message, as any call of that family does.
    assert_ne!(arrow_error(), arrow.0);
}

/// The case issue 33 names: a reader that cannot open, its options
/// released before the message is read.
#[test]
fn options_released_before_the_message_is_read() {
    let path = c("/nonexistent/irx-last-error.parquet");
    let options = irx_parquet_options_new();
    let mut reader = ptr::null_mut();
    // SAFETY: valid path, live options, valid out pointer.
    let status = unsafe {
        irx_rb_parquet_reader_open_options(path.as_ptr(), ptr::null(), options, &mut reader)
    };
    // SAFETY: live options.
    unsafe { irx_parquet_options_release(options) };
    assert_eq!(status, IRX_ERR_IO);
    assert!(
        rb_error().contains("irx-last-error.parquet"),
        "{}",
        rb_error()
    );
}

/// Misuse a release detects (a handle that is not live) is what it
/// reports, having no status: the one case it replaces the message.
#[test]
fn a_release_of_a_dead_handle_says_so() {
    let schema = int64_schema();
    // SAFETY: a live schema; the second release is of a handle that is no
    // longer live (refused, not followed).
    let failure = unsafe {
        irx_rb_schema_release(schema);
        let failure = rb_fail();
        irx_rb_schema_release(schema);
        failure
    };
    assert!(
        rb_error().contains("irx_rb_schema_release"),
        "{}",
        rb_error()
    );
    assert_ne!(rb_error(), failure.0);
}
