//! Issue 29, items 12 and 3: CSV headers and blank lines that would make
//! a small file take gigabytes, and a stepped slice of a series with 2^40
//! rows and no buffers. Every input is made here; the memory cases run in
//! a child process under an address-space limit (`common::limited`).

mod common;

use std::ffi::CString;
use std::path::Path;
use std::sync::Arc;

use arrow_array::ffi::{FFI_ArrowArray, FFI_ArrowSchema};
use arrow_array::{Array, NullArray, RecordBatch, StructArray};
use arrow_schema::{DataType, Field, Schema};
use common::files::TempFile;
use common::rb_error;
use irx_abi::native::{IRX_ERR_INVALID, IRX_ERR_TYPE};
use irx_runtime::frame::formats::irx_rb_csv_read_table;
use irx_runtime::frame::series::irx_arrow_series_slice;
use irx_runtime::frame::table::{
    irx_arrow_chunked_array_release, irx_arrow_table_column_by_index, irx_arrow_table_release,
};
use irx_runtime::frame::transfer::irx_arrow_table_import_batch;
use irx_runtime::rb::csv::{
    IrxCsvOptions, irx_csv_options_int, irx_csv_options_new, irx_csv_options_release,
    irx_rb_csv_reader_open_options,
};
use irx_runtime::rb::stream::irx_rb_stream_reader_close;

/// Options with these integer options set.
fn options(ints: &[(&str, i64)]) -> *mut IrxCsvOptions {
    let o = irx_csv_options_new();
    for (name, value) in ints {
        let key = CString::new(*name).unwrap();
        // SAFETY: a live options value and a NUL-terminated name.
        assert_eq!(unsafe { irx_csv_options_int(o, key.as_ptr(), *value) }, 0);
    }
    o
}

/// `irx_rb_csv_read_table(path, NULL, options)`: the status and message
/// (the table, if any, released).
fn read_table(path: &Path, ints: &[(&str, i64)]) -> (i32, String) {
    let p = CString::new(path.to_str().unwrap()).unwrap();
    let o = options(ints);
    let mut table = std::ptr::null_mut();
    // SAFETY: valid arguments.
    let status = unsafe { irx_rb_csv_read_table(p.as_ptr(), std::ptr::null(), o, &mut table) };
    let message = rb_error();
    // SAFETY: ours, released once.
    unsafe {
        irx_csv_options_release(o);
        if !table.is_null() {
            irx_arrow_table_release(table);
        }
    }
    (status, message)
}

/// `irx_rb_csv_reader_open_options(path, NULL, options)`: the status and
/// message (the reader, if any, closed).
fn open_reader(path: &Path, ints: &[(&str, i64)]) -> (i32, String) {
    let p = CString::new(path.to_str().unwrap()).unwrap();
    let o = options(ints);
    let mut reader = std::ptr::null_mut();
    // SAFETY: valid arguments.
    let status =
        unsafe { irx_rb_csv_reader_open_options(p.as_ptr(), std::ptr::null(), o, &mut reader) };
    let message = rb_error();
    // SAFETY: ours, closed once.
    unsafe {
        irx_csv_options_release(o);
        if !reader.is_null() {
            irx_rb_stream_reader_close(reader);
        }
    }
    (status, message)
}

/// 256 KiB: the first row is 30,000 ones (no header: the names are
/// made), then blank lines, each of which is a row of every column.
fn blank_lines_file() -> Vec<u8> {
    let mut data = b"1,".repeat(30_000);
    data.pop();
    data.push(b'\n');
    data.resize(256 << 10, b'\n');
    data
}

// Issue 29, item 12: the 202,000 blank lines stood for 6 billion fields;
// their offsets alone asked for 48 GB and the process aborted.
// Each row's fields are now charged to the file's expansion budget as it
// is parsed (256 MiB for a file this small).
limited_test!(blank_lines_of_a_wide_file_are_refused_by_the_budget, {
    let file = TempFile::new(&blank_lines_file());
    let path = file.path();
    for (status, message) in [
        read_table(path, &[("header", 0)]),
        open_reader(path, &[("header", 0)]),
    ] {
        assert_eq!(status, IRX_ERR_INVALID, "{message}");
        assert!(
            message.contains("CSV file of 262144 bytes would expand to")
                && message.contains("the fields up to row #")
                && message.contains("past the expansion limit of 268435456 bytes"),
            "{message}"
        );
    }
    // Blank lines skipped are nothing: the same file reads.
    let (status, message) = read_table(path, &[("header", 0), ("skip_blank_lines", 1)]);
    assert_eq!((status, message.as_str()), (0, ""));
});

/// `count` empty names: a header of commas.
fn empty_names(count: usize) -> Vec<u8> {
    let mut data = vec![b','; count - 1];
    data.push(b'\n');
    data
}

// Issue 29, item 12: a 2 MB header of 2,000,000 empty names built the
// whole schema and a first batch (about 300 bytes a column, 600 MB)
// before the names were refused. The bad name is now found right after
// the header, and the error the full check would give is found keeping
// nothing per column: under 384 MiB of address space (the test binary
// itself needs about 100), where it used to abort.
crate::limited_test!(
    a_header_of_two_million_empty_names_is_refused_cheaply,
    limit: 384 << 20,
    {
        let file = TempFile::new(&empty_names(2_000_000));
        let path = file.path();
        let (status, message) = read_table(path, &[("block_size", 4 << 20)]);
        assert_eq!(status, IRX_ERR_TYPE, "{message}");
        assert_eq!(
            message,
            "irx_rb_csv_read_table: Invalid: CSV requires unique nonempty UTF-8 column names: ''"
        );
    }
);

/// Which error a bad header gives must not change with the short cut: a
/// conversion error of the first rows comes first, then the first column
/// whose type or name is refused, in column order.
#[test]
fn a_bad_header_reports_what_the_full_check_would() {
    let cases: [(&str, &[u8], i32, &str); 4] = [
        ("dup", b"a,b,a\n1,2,3\n", IRX_ERR_TYPE, "column names: 'a'"),
        (
            "empty_last",
            b"a,b,\n1,2,3\n",
            IRX_ERR_TYPE,
            "column names: ''",
        ),
        // Column 0 has no value in the first block: null, which CSV
        // cannot hold, comes before the bad name of column 1.
        (
            "null_first",
            b"a,,c\n,2,3\n",
            IRX_ERR_TYPE,
            "Unsupported CSV column 'a' (null)",
        ),
        // A row of the wrong length in the first block fails the open
        // before any name is looked at.
        (
            "short_row",
            b"a,,c\n1,2\n",
            IRX_ERR_INVALID,
            "Expected 3 columns, got 2",
        ),
    ];
    for (name, data, status, text) in cases {
        let file = TempFile::new(data);
        let path = file.path();
        let (got, message) = read_table(path, &[]);
        assert_eq!(got, status, "{name}: {message}");
        assert!(message.contains(text), "{name}: {message}");
    }
}

// A wide file still reads, and the budget's per-column charges refuse it
// when the caller lowers the limit (run in a child: the limit is
// process-wide).
limited_test!(a_wide_file_reads_and_its_columns_are_charged, {
    let cols = 100_000;
    let mut data = Vec::new();
    for row in 0..3 {
        let line: Vec<String> = (0..cols)
            .map(|c| {
                if row == 0 {
                    format!("c{c}")
                } else {
                    "1".into()
                }
            })
            .collect();
        data.extend_from_slice(line.join(",").as_bytes());
        data.push(b'\n');
    }
    let file = TempFile::new(&data);
    let path = file.path();
    assert_eq!(read_table(path, &[]), (0, String::new()));
    // 100,000 columns cost about 50 MB of schema and batches; 16 MiB is
    // not enough.
    irx_runtime::limits::irx_runtime_set_expansion_limit(1, 16 << 20);
    let (status, message) = read_table(path, &[]);
    assert_eq!(status, IRX_ERR_INVALID, "{message}");
    assert!(
        message.contains("past the expansion limit of 16777216 bytes"),
        "{message}"
    );
    irx_runtime::limits::irx_runtime_set_expansion_limit(0, 0);
});

// Issue 29, item 3 (the series part): a table with a null column of 2^40
// rows (no buffers), sliced with step 3, asked for 5.8 TB of row indices
// and aborted. The rows of a null column are now made, not copied.
limited_test!(a_stepped_slice_of_a_huge_null_column_is_cheap, {
    let rows = 1usize << 40;
    let schema = Arc::new(Schema::new(vec![Field::new("n", DataType::Null, true)]));
    let batch = RecordBatch::try_new(schema, vec![Arc::new(NullArray::new(rows))]).unwrap();
    let data = StructArray::from(batch).to_data();
    let mut array = FFI_ArrowArray::new(&data);
    let mut schema = FFI_ArrowSchema::try_from(data.data_type()).unwrap();
    let mut table = std::ptr::null_mut();
    // SAFETY: producer structs per the C Data interface, moved.
    let status = unsafe { irx_arrow_table_import_batch(&mut array, &mut schema, &mut table) };
    if status != 0 {
        // The importer may refuse such lengths itself (a bound at the
        // readers); then there is nothing to slice.
        println!("import refused: {}", common::arrow_error());
        return;
    }
    let mut column = std::ptr::null_mut();
    let mut slice = std::ptr::null_mut();
    // SAFETY: live handles and writable outputs.
    unsafe {
        assert_eq!(irx_arrow_table_column_by_index(table, 0, &mut column), 0);
        let status = irx_arrow_series_slice(column, 0, 0, 3, 0, &mut slice);
        assert_eq!(status, 0, "{}", common::arrow_error());
        irx_arrow_chunked_array_release(slice);
        irx_arrow_chunked_array_release(column);
        irx_arrow_table_release(table);
    }
});
