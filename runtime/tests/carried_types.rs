//! The Arrow types pyirx 1.25's column-type enum has no entry for
//! (issue 34, item 3): durations, intervals, unions, list views, binary
//! and utf8 views, decimal32/64, run-end encoding, float16, and nestings
//! of them. 1.25 refused such a stream at open ("unsupported Arrow
//! field"); the runtime carries them: every reader reads them, the
//! writers, C Data and C Stream take them out again unchanged, tables
//! project them, and only typed access says they have no column type.
//!
//! The fixtures in `data/carried_types/` are pyarrow's
//! (`scripts/gen-carried-types-ipc.py`; `tests/interop/test_carried_types.py`
//! compares the same reads with pyarrow's, value for value and type for
//! type). Here each read is compared with arrow-ipc's own decoding of the
//! fixture.

mod common;

use std::ffi::{CStr, c_char};
use std::path::PathBuf;
use std::ptr;

use arrow_array::ffi::{FFI_ArrowArray, FFI_ArrowSchema};
use arrow_array::ffi_stream::{FFI_ArrowArrayStream, RecordBatchStreamReader};
use arrow_array::{Array, RecordBatch};
use arrow_schema::DataType;
use common::files::TempFile;
use common::{arrow_error, c, rb_error};
use irx_abi::native::{IRX_ERR_TYPE, IRX_OK};
use irx_runtime::frame::bridge::{irx_rb_table_project, irx_rb_table_to_dynamic_batch};
use irx_runtime::frame::table::irx_arrow_table_release;
use irx_runtime::frame::transfer::{irx_arrow_table_export_stream, irx_arrow_table_from_ipc};
use irx_runtime::rb::batch::*;
use irx_runtime::rb::cdata::*;
use irx_runtime::rb::ipc::*;
use irx_runtime::rb::schema::*;
use irx_runtime::rb::stream::*;

const NAMES: [&str; 16] = [
    "duration",
    "interval_year_month",
    "interval_day_time",
    "interval_month_day_nano",
    "sparse_union",
    "dense_union",
    "list_view",
    "large_list_view",
    "binary_view",
    "utf8_view",
    "decimal32",
    "decimal64",
    "run_end_encoded",
    "float16",
    "nested",
    "all",
];

fn fixture(name: &str) -> Vec<u8> {
    let path: PathBuf = [env!("CARGO_MANIFEST_DIR"), "tests/data/carried_types", name]
        .iter()
        .collect();
    std::fs::read(&path).unwrap_or_else(|e| panic!("{}: {e}", path.display()))
}

/// The fixture's batches as arrow-ipc decodes them.
fn expected(name: &str) -> Vec<RecordBatch> {
    let bytes = fixture(&format!("{name}.arrows"));
    let reader = arrow_ipc::reader::StreamReader::try_new(bytes.as_slice(), None).unwrap();
    reader.map(Result::unwrap).collect()
}

/// A batch handle made from `batch` by one of the runtime's paths (it
/// releases `batch` or hands it on).
type Through = fn(*mut IrxRbBatch) -> *mut IrxRbBatch;

fn as_is(batch: *mut IrxRbBatch) -> *mut IrxRbBatch {
    batch
}

/// Out through C Data and in again.
fn c_data(batch: *mut IrxRbBatch) -> *mut IrxRbBatch {
    let mut array = FFI_ArrowArray::empty();
    let mut schema = FFI_ArrowSchema::empty();
    let mut back = ptr::null_mut();
    // SAFETY: a live batch, released once; empty structs to fill.
    unsafe {
        assert_eq!(
            irx_rb_batch_export(batch, &mut array, &mut schema),
            IRX_OK,
            "{}",
            rb_error()
        );
        irx_rb_batch_release(batch);
        assert_eq!(
            irx_rb_batch_import(&mut array, &mut schema, &mut back),
            IRX_OK,
            "{}",
            rb_error()
        );
    }
    back
}

/// Every batch of `reader` (opened with `status`), passed `through`, then
/// written by the runtime's memory writer and decoded by arrow-ipc.
fn drain(status: i32, reader: *mut IrxRbStreamReader, through: Through) -> Vec<RecordBatch> {
    assert_eq!(status, IRX_OK, "{}", rb_error());
    let mut writer = ptr::null_mut();
    // SAFETY: a live reader; its schema lives as long as it does.
    let status = unsafe {
        irx_rb_stream_writer_open_buffer(irx_rb_stream_reader_schema(reader), &mut writer)
    };
    assert_eq!(status, IRX_OK, "{}", rb_error());
    loop {
        let mut batch = ptr::null_mut();
        // SAFETY: live handles, a writable out pointer.
        let status = unsafe { irx_rb_stream_reader_next_batch(reader, &mut batch) };
        if status == 1 {
            break;
        }
        assert_eq!(status, IRX_OK, "{}", rb_error());
        let batch = through(batch);
        // SAFETY: live handles; the batch is released once.
        unsafe {
            assert_eq!(
                irx_rb_stream_writer_write_batch(writer, batch),
                IRX_OK,
                "{}",
                rb_error()
            );
            irx_rb_batch_release(batch);
        }
    }
    let (mut data, mut size) = (ptr::null(), 0i64);
    // SAFETY: live handles; the bytes are copied before the writer goes.
    let bytes = unsafe {
        assert_eq!(irx_rb_stream_writer_close(writer), IRX_OK, "{}", rb_error());
        assert_eq!(
            irx_rb_stream_writer_buffer_data(writer, &mut data, &mut size),
            IRX_OK
        );
        let bytes = std::slice::from_raw_parts(data, size as usize).to_vec();
        irx_rb_stream_writer_release(writer);
        irx_rb_stream_reader_close(reader);
        bytes
    };
    let decoded = arrow_ipc::reader::StreamReader::try_new(bytes.as_slice(), None).unwrap();
    decoded.map(Result::unwrap).collect()
}

fn open_buffer(bytes: &[u8]) -> (i32, *mut IrxRbStreamReader) {
    let mut reader = ptr::null_mut();
    // SAFETY: `bytes` is readable for its length and outlives the reader
    // (the reader copies or holds what it needs: it is drained below).
    let status = unsafe {
        irx_rb_stream_reader_open_buffer(bytes.as_ptr(), bytes.len() as i64, &mut reader)
    };
    (status, reader)
}

fn concat(batches: &[RecordBatch]) -> RecordBatch {
    arrow_select::concat::concat_batches(&batches[0].schema(), batches).unwrap()
}

#[test]
fn every_reader_and_writer_carries_each_type_unchanged() {
    for name in NAMES {
        let expected = expected(name);
        assert_eq!(expected.len(), 3, "{name}: batches of 3 rows");
        let stream = fixture(&format!("{name}.arrows"));
        let file = TempFile::new(&fixture(&format!("{name}.arrow")));
        let path = file.c_path();
        let (status, reader) = open_buffer(&stream);
        assert_eq!(drain(status, reader, as_is), expected, "{name}: stream");
        let (status, reader) = open_buffer(&stream);
        assert_eq!(drain(status, reader, c_data), expected, "{name}: C Data");
        let mut reader = ptr::null_mut();
        // SAFETY: a C string, a writable out pointer.
        let status = unsafe { irx_rb_file_reader_open(path.as_ptr(), &mut reader) };
        assert_eq!(drain(status, reader, as_is), expected, "{name}: file");

        // Out as a C stream and in again.
        let (status, reader) = open_buffer(&stream);
        assert_eq!(status, IRX_OK, "{}", rb_error());
        let mut c_stream = FFI_ArrowArrayStream::empty();
        let mut again = ptr::null_mut();
        // SAFETY: a live reader, closed once; an empty stream to fill.
        let status = unsafe {
            assert_eq!(
                irx_rb_stream_reader_export(reader, &mut c_stream),
                IRX_OK,
                "{}",
                rb_error()
            );
            irx_rb_stream_reader_close(reader);
            irx_rb_stream_reader_import(&mut c_stream, &mut again)
        };
        assert_eq!(drain(status, again, as_is), expected, "{name}: C Stream");
    }
}

#[test]
fn tables_read_project_and_return_them() {
    for name in NAMES {
        let expected = concat(&expected(name));
        let stream = fixture(&format!("{name}.arrows"));
        let mut table = ptr::null_mut();
        // SAFETY: `stream` is readable; the table is released below.
        let status =
            unsafe { irx_arrow_table_from_ipc(stream.as_ptr(), stream.len() as i64, &mut table) };
        assert_eq!(status, IRX_OK, "{name}: {}", arrow_error());
        // The columns in reverse order.
        let names: Vec<_> = expected
            .schema()
            .fields()
            .iter()
            .rev()
            .map(|f| c(f.name()))
            .collect();
        let pointers: Vec<*const c_char> = names.iter().map(|n| n.as_ptr()).collect();
        let mut projected = ptr::null_mut();
        let mut c_stream = FFI_ArrowArrayStream::empty();
        let mut batch = ptr::null_mut();
        // SAFETY: live handles, each released once.
        unsafe {
            assert_eq!(
                irx_rb_table_project(
                    table,
                    pointers.as_ptr(),
                    pointers.len() as i32,
                    &mut projected
                ),
                IRX_OK,
                "{name}: {}",
                rb_error()
            );
            assert_eq!(
                irx_rb_table_to_dynamic_batch(table, &mut batch),
                IRX_OK,
                "{name}: {}",
                rb_error()
            );
            irx_arrow_table_release(table);
            assert_eq!(
                irx_arrow_table_export_stream(projected, &mut c_stream),
                IRX_OK
            );
            irx_arrow_table_release(projected);
        }
        let got: Vec<_> = RecordBatchStreamReader::try_new(c_stream)
            .unwrap()
            .map(Result::unwrap)
            .collect();
        let got = concat(&got);
        let n = expected.num_columns();
        for i in 0..n {
            assert_eq!(
                got.schema().field(n - 1 - i),
                expected.schema().field(i),
                "{name}"
            );
            assert_eq!(
                got.column(n - 1 - i).as_ref(),
                expected.column(i).as_ref(),
                "{name}: column {i}"
            );
        }
        // The table as one batch, through C Data.
        let back = c_data(batch);
        let mut array = FFI_ArrowArray::empty();
        let mut schema = FFI_ArrowSchema::empty();
        // SAFETY: a live batch, released once.
        unsafe {
            assert_eq!(irx_rb_batch_export(back, &mut array, &mut schema), IRX_OK);
            irx_rb_batch_release(back);
        }
        // SAFETY: the structs the runtime just exported.
        let data = unsafe { arrow_array::ffi::from_ffi(array, &schema) }.unwrap();
        let one = RecordBatch::from(arrow_array::StructArray::from(data));
        assert_eq!(one, expected, "{name}: table as a batch");
    }
}

/// Every field of the reader's schema of `name`, and every getter on its
/// first batch, answers as typed access to a carried type must.
#[test]
fn typed_access_says_the_type_is_not_in_the_125_set() {
    for name in NAMES {
        let batches = expected(name);
        let stream = fixture(&format!("{name}.arrows"));
        let (status, reader) = open_buffer(&stream);
        assert_eq!(status, IRX_OK, "{}", rb_error());
        let mut batch = ptr::null_mut();
        // SAFETY: a live reader.
        let schema = unsafe {
            assert_eq!(irx_rb_stream_reader_next_batch(reader, &mut batch), IRX_OK);
            irx_rb_stream_reader_schema(reader)
        };
        for (i, field) in batches[0].schema().fields().iter().enumerate() {
            let col = i as i32;
            let typed = !carried_only(field.data_type());
            let (mut fname, mut ty, mut nullable) = (ptr::null(), -1, -1);
            let mut type_name = ptr::null();
            // SAFETY: a live schema, writable outputs.
            let status =
                unsafe { irx_rb_schema_field(schema, col, &mut fname, &mut ty, &mut nullable) };
            // Every call clears the last message first.
            let message = rb_error();
            // SAFETY: as above.
            let named = unsafe { irx_rb_schema_type_name(schema, col, &mut type_name) };
            assert_eq!(named, IRX_OK, "{name}.{}", field.name());
            // SAFETY: the thread's type name text, valid until the next call.
            let type_name = unsafe { CStr::from_ptr(type_name) }
                .to_string_lossy()
                .into_owned();
            if typed {
                assert_eq!(status, IRX_OK, "{name}.{}: {message}", field.name());
                continue;
            }
            assert_eq!(status, IRX_ERR_TYPE, "{name}.{}", field.name());
            assert!(
                message.contains(&format!("unsupported Arrow field '{}'", field.name()))
                    && message.contains(&type_name)
                    && message.contains("not available in the 1.25 column-type set"),
                "{name}.{}: {message}",
                field.name()
            );
            assert_eq!(ty, -1, "outputs untouched on error");
            let column = batches[0].column(i);
            getters_refuse_or_extend(name, col, batch, column.as_ref(), &type_name);
        }
        // SAFETY: live handles, released once.
        unsafe {
            irx_rb_batch_release(batch);
            irx_rb_stream_reader_close(reader);
        }
    }
}

/// Whether `dt` (or a type inside it) has no `IrxColumnType`.
fn carried_only(dt: &DataType) -> bool {
    match dt {
        DataType::Duration(_)
        | DataType::Interval(_)
        | DataType::Union(..)
        | DataType::ListView(_)
        | DataType::LargeListView(_)
        | DataType::BinaryView
        | DataType::Utf8View
        | DataType::Decimal32(..)
        | DataType::Decimal64(..)
        | DataType::RunEndEncoded(..)
        | DataType::Float16 => true,
        DataType::List(f) => carried_only(f.data_type()),
        DataType::Struct(fields) => fields.iter().any(|f| carried_only(f.data_type())),
        DataType::Dictionary(_, v) => carried_only(v),
        _ => false,
    }
}

/// The typed getters on column `col` of a carried type: `IRX_ERR_TYPE`
/// saying so, except the documented extensions (a duration read as its
/// int64 count, a utf8_view as its string bytes, zero copy).
fn getters_refuse_or_extend(
    name: &str,
    col: i32,
    batch: *mut IrxRbBatch,
    column: &dyn Array,
    type_name: &str,
) {
    let refused = |status: i32, getter: &str| {
        assert_eq!(status, IRX_ERR_TYPE, "{name} {getter} of {type_name}");
        let message = rb_error();
        assert!(
            message.contains(type_name)
                && message.contains("not available in the 1.25 column-type set"),
            "{name} {getter}: {message}"
        );
    };
    let (mut i32v, mut f64v, mut flag) = (0i32, 0f64, 0i32);
    // SAFETY: a live batch; writable outputs.
    unsafe {
        refused(
            irx_rb_batch_get_int32(batch, col, 0, &mut i32v),
            "get_int32",
        );
        refused(
            irx_rb_batch_get_float64(batch, col, 0, &mut f64v),
            "get_float64",
        );
        refused(irx_rb_batch_get_bool(batch, col, 0, &mut flag), "get_bool");
    }
    let mut i64v = 0i64;
    // SAFETY: as above.
    let status = unsafe { irx_rb_batch_get_int64(batch, col, 1, &mut i64v) };
    if let DataType::Duration(_) = column.data_type() {
        assert_eq!(status, IRX_OK, "{name}: {}", rb_error());
        let data = column.to_data();
        let values: &[i64] = data.buffers()[0].typed_data();
        assert_eq!(i64v, values[data.offset() + 1], "{name}");
    } else {
        refused(status, "get_int64");
    }
    let (mut text, mut len) = (ptr::null(), 0i64);
    // SAFETY: as above.
    let status = unsafe { irx_rb_batch_get_utf8(batch, col, 1, &mut text, &mut len) };
    if *column.data_type() == DataType::Utf8View {
        assert_eq!(status, IRX_OK, "{name}: {}", rb_error());
        let views = column
            .as_any()
            .downcast_ref::<arrow_array::StringViewArray>()
            .unwrap();
        // SAFETY: the batch's own bytes, alive while it is.
        let got = unsafe { std::slice::from_raw_parts(text.cast::<u8>(), len as usize) };
        assert_eq!(got, views.value(1).as_bytes(), "{name}");
    } else {
        refused(status, "get_utf8");
    }
}

/// Series slices of every carried column: a step of 1 shares the
/// column's chunks, a larger step copies the rows it selects (arrow-rs's
/// `interleave`), both without typed access.
#[test]
fn series_slices_take_every_carried_column() {
    use irx_runtime::frame::series::irx_arrow_series_slice;
    use irx_runtime::frame::table::{
        irx_arrow_chunked_array_release, irx_arrow_table_column_by_index,
    };
    let stream = fixture("all.arrows");
    let mut table = ptr::null_mut();
    // SAFETY: `stream` is readable; the table is released below.
    let status =
        unsafe { irx_arrow_table_from_ipc(stream.as_ptr(), stream.len() as i64, &mut table) };
    assert_eq!(status, IRX_OK, "{}", arrow_error());
    let schema = expected("all")[0].schema();
    for (i, field) in schema.fields().iter().enumerate() {
        let mut column = ptr::null_mut();
        // SAFETY: live handles, each released once.
        unsafe {
            assert_eq!(
                irx_arrow_table_column_by_index(table, i as i32, &mut column),
                IRX_OK
            );
            for step in [1, 2, -3] {
                let mut slice = ptr::null_mut();
                let status = irx_arrow_series_slice(column, 1, 6, step, 0, &mut slice);
                assert_eq!(
                    status,
                    IRX_OK,
                    "{} step {step}: {}",
                    field.name(),
                    arrow_error()
                );
                irx_arrow_chunked_array_release(slice);
            }
            irx_arrow_chunked_array_release(column);
        }
    }
    // SAFETY: released once.
    unsafe { irx_arrow_table_release(table) };
}

/// `struct ArrowArray`, field for field, to tamper with an export.
#[repr(C)]
struct RawArray {
    length: i64,
    null_count: i64,
    offset: i64,
    n_buffers: i64,
    n_children: i64,
    buffers: *mut *const std::ffi::c_void,
    children: *mut *mut RawArray,
    dictionary: *mut RawArray,
    release: *const std::ffi::c_void,
    private_data: *mut std::ffi::c_void,
}

/// A C Data import of the first batch of fixture `name` whose first
/// column's struct `tamper` changed first: refused with `IRX_ERR_INVALID`
/// and a message holding `expected`, never read past what it declares.
fn refused_import(name: &str, tamper: impl FnOnce(&mut RawArray), expected: &str) {
    let batch = expected_batch(name);
    let schema = batch.schema();
    let mut array = FFI_ArrowArray::new(&arrow_array::StructArray::from(batch).into_data());
    let mut c_schema = FFI_ArrowSchema::try_from(schema.as_ref()).unwrap();
    // SAFETY: arrow-rs's export: one child per column, each a live struct.
    // Its release frees what its private data holds, not these fields.
    unsafe {
        let raw = (&raw mut array).cast::<RawArray>();
        tamper(&mut **(*raw).children);
    }
    let mut out = ptr::null_mut();
    // SAFETY: live structs, moved in (released by the import).
    let status = unsafe { irx_rb_batch_import(&mut array, &mut c_schema, &mut out) };
    let message = rb_error();
    assert_eq!(
        status,
        irx_abi::native::IRX_ERR_INVALID,
        "{name}: {message}"
    );
    assert!(message.contains(expected), "{name}: {message}");
    assert!(out.is_null());
}

fn expected_batch(name: &str) -> RecordBatch {
    expected(name).remove(0)
}

#[test]
fn malformed_c_data_of_carried_layouts_is_refused_before_arrow_reads_it() {
    // A view array: validity, views, its data buffers, their sizes.
    let views = expected_batch("utf8_view");
    let data = views.column(0).to_data();
    assert!(
        !data.buffers()[1..].is_empty(),
        "the first batch has a data buffer"
    );
    refused_import(
        "utf8_view",
        |a| a.n_buffers = 2,
        "has 2 buffers, expected 3 or more",
    );
    let sizes: &'static [i64] = Box::leak(Box::new([-1i64]));
    refused_import(
        "utf8_view",
        |a| {
            assert_eq!(a.n_buffers, 4);
            // SAFETY: four pointers, copied into a table the test owns.
            let mut own: Vec<*const std::ffi::c_void> =
                unsafe { std::slice::from_raw_parts(a.buffers, 4) }.to_vec();
            own[3] = sizes.as_ptr().cast();
            a.buffers = Box::leak(own.into_boxed_slice()).as_mut_ptr();
        },
        "data buffer 0 of size -1",
    );
    refused_import(
        "utf8_view",
        |a| {
            // SAFETY: as above.
            let mut own: Vec<*const std::ffi::c_void> =
                unsafe { std::slice::from_raw_parts(a.buffers, 4) }.to_vec();
            own[3] = ptr::null();
            a.buffers = Box::leak(own.into_boxed_slice()).as_mut_ptr();
        },
        "NULL buffer of data buffer sizes",
    );
    // A dense union: type ids and offsets, no validity.
    refused_import(
        "dense_union",
        |a| a.n_buffers = 1,
        "has 1 buffers, expected 2",
    );
    // Run-end encoding: no buffers, run ends and values.
    refused_import("run_end_encoded", |a| a.n_children = 1, "children");
    // A list view: validity, offsets, sizes; offsets missing.
    refused_import(
        "list_view",
        |a| {
            // SAFETY: as above, three pointers.
            let mut own: Vec<*const std::ffi::c_void> =
                unsafe { std::slice::from_raw_parts(a.buffers, 3) }.to_vec();
            own[1] = ptr::null();
            a.buffers = Box::leak(own.into_boxed_slice()).as_mut_ptr();
        },
        "has a NULL buffer 1",
    );
}
