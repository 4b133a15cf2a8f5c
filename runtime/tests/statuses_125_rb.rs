//! Issue 28 items 1-2, found by the differential check
//! (`make check-diff-1.25`, record_batch.c, parquet.c and
//! parquet_options.c): where ours answered otherwise than IRx 1.25 for
//! the record-batch builder and the Parquet options, writers and readers.
//! Each expected text is 1.25's (its own fixed texts, or Arrow C++'s
//! `Status::ToString()` where it passes a status on, or the text of the
//! C++ exception its entry points catch). The 1.18 generation puts the
//! failing function's name before a message; [`text`] strips it.

mod common;

use std::ffi::c_char;
use std::path::Path;
use std::ptr;
use std::sync::Arc;

use arrow_array::{Array, Int64Array, RecordBatch, StringArray, StructArray};
use arrow_schema::{DataType, Field, Schema};
use common::files::scratch;
use common::{c, rb_error};
use irx_abi::native::IrxColumnType;
use irx_abi::native::{IRX_ERR_ARROW, IRX_ERR_INVALID, IRX_ERR_IO, IRX_ERR_TYPE, IRX_OK};
use irx_runtime::frame::formats::irx_rb_parquet_read_table;
use irx_runtime::frame::table::irx_arrow_table_release;
use irx_runtime::rb::batch::{irx_rb_batch_release, irx_rb_batch_schema};
use irx_runtime::rb::builder::*;
use irx_runtime::rb::cdata::irx_rb_batch_import;
use irx_runtime::rb::parquet::*;
use irx_runtime::rb::schema::*;
use irx_runtime::rb::stream::{
    irx_rb_stream_writer_close, irx_rb_stream_writer_release, irx_rb_stream_writer_write_batch,
};

/// The record-batch family's last error without the 1.18 generation's
/// "function: " in front.
fn text() -> String {
    let message = rb_error();
    match message.split_once(": ") {
        Some((function, rest)) if function.starts_with("irx_") => rest.to_owned(),
        _ => message,
    }
}

#[test]
fn a_utf8_append_checks_the_column_type_before_the_length() {
    // SAFETY: live handles and C strings, each handle released once.
    unsafe {
        let mut schema = ptr::null_mut();
        assert_eq!(irx_rb_schema_create(&mut schema), IRX_OK);
        let (i, s) = (c("i"), c("s"));
        assert_eq!(
            irx_rb_schema_add_field(schema, i.as_ptr(), IrxColumnType::IRX_COL_INT64 as i32, 1),
            IRX_OK
        );
        assert_eq!(
            irx_rb_schema_add_field(schema, s.as_ptr(), IrxColumnType::IRX_COL_UTF8 as i32, 1),
            IRX_OK
        );
        assert_eq!(
            (irx_rb_schema_add_field(schema, s.as_ptr(), -1, 1), text()),
            (IRX_ERR_TYPE, "unknown IrxColumnType".into())
        );
        let mut b = ptr::null_mut();
        assert_eq!(irx_rb_builder_create(schema, &mut b), IRX_OK);
        let x = c("x");
        // 1.25 answers the type first: a negative length on an int64
        // column is its type mismatch.
        assert_eq!(
            (irx_rb_builder_append_utf8(b, 0, x.as_ptr(), -1), text()),
            (IRX_ERR_TYPE, "type mismatch on append".into())
        );
        // On a string column the negative length is refused
        // (docs/COMPATIBILITY.md: 1.25 appends it).
        assert_eq!(
            (irx_rb_builder_append_utf8(b, 1, x.as_ptr(), -1), text()),
            (IRX_ERR_INVALID, "negative byte count".into())
        );
        assert_eq!(irx_rb_builder_append_utf8(b, 1, x.as_ptr(), 1), IRX_OK);
        irx_rb_builder_release(b);
        irx_rb_schema_release(schema);
    }
}

#[test]
fn an_integer_option_is_checked_value_first_as_in_1_25() {
    let o = irx_parquet_options_new();
    let unknown = c("no_such_option");
    // SAFETY: live options and C strings; released once.
    unsafe {
        for value in [2, -1, 5_000_000_000] {
            assert_eq!(
                (irx_parquet_options_int(o, unknown.as_ptr(), value), text()),
                (IRX_ERR_INVALID, "Parquet flags require 0 or 1".into()),
                "{value}"
            );
        }
        assert_eq!(
            (irx_parquet_options_int(o, unknown.as_ptr(), 1), text()),
            (IRX_ERR_INVALID, "unknown Parquet integer option".into())
        );
        // A name that is not UTF-8 is no option's.
        let odd = [0xffu8, 0];
        assert_eq!(
            irx_parquet_options_int(o, odd.as_ptr().cast::<c_char>(), 3),
            IRX_ERR_INVALID
        );
        assert_eq!(text(), "Parquet flags require 0 or 1");
        irx_parquet_options_release(o);
    }
}

/// A batch of a string column "k" and an int64 column "v".
fn sample() -> RecordBatch {
    let schema = Schema::new(vec![
        Field::new("k", DataType::Utf8, true),
        Field::new("v", DataType::Int64, true),
    ]);
    let k = StringArray::from(vec!["a", "b", "a", "c"]);
    let v = Int64Array::from(vec![1, 2, 3, 4]);
    RecordBatch::try_new(Arc::new(schema), vec![Arc::new(k), Arc::new(v)]).unwrap()
}

/// Options with `ints` and `texts` set (each must succeed).
fn options(ints: &[(&str, i64)], texts: &[(&str, &str)]) -> *mut IrxParquetOptions {
    let o = irx_parquet_options_new();
    // SAFETY: live options and C strings.
    unsafe {
        for (name, value) in ints {
            assert_eq!(irx_parquet_options_int(o, c(name).as_ptr(), *value), IRX_OK);
        }
        for (name, value) in texts {
            assert_eq!(
                irx_parquet_options_text(o, c(name).as_ptr(), c(value).as_ptr()),
                IRX_OK
            );
        }
    }
    o
}

/// Writes `sample()` at `path` with options `o` (released here): the
/// status of the open and its message, or of the write and close.
fn write(path: &Path, o: *mut IrxParquetOptions) -> (i32, String) {
    let batch = StructArray::from(sample());
    let (mut a, mut s) = arrow_array::ffi::to_ffi(&batch.to_data()).unwrap();
    let p = c(path.to_str().unwrap());
    // SAFETY: live C Data structs moved into the import; live handles,
    // each released once.
    unsafe {
        let mut b = ptr::null_mut();
        let mut schema = ptr::null_mut();
        assert_eq!(irx_rb_batch_import(&mut a, &mut s, &mut b), IRX_OK);
        assert_eq!(irx_rb_batch_schema(b, &mut schema), IRX_OK);
        let mut w = ptr::null_mut();
        let mut status = irx_rb_parquet_writer_open_options(schema, p.as_ptr(), o, &mut w);
        let mut message = text();
        if status == IRX_OK {
            status = irx_rb_stream_writer_write_batch(w, b);
            if status == IRX_OK {
                status = irx_rb_stream_writer_close(w);
            }
            message = text();
            irx_rb_stream_writer_release(w);
        }
        irx_rb_batch_release(b);
        irx_rb_schema_release(schema);
        irx_parquet_options_release(o);
        (status, message)
    }
}

/// Reads `path` whole with options `o` (released here): the status and
/// message.
fn read(path: &Path, o: *mut IrxParquetOptions) -> (i32, String) {
    let p = c(path.to_str().unwrap());
    let mut table = ptr::null_mut();
    // SAFETY: live strings, options and out slot; the table released once.
    unsafe {
        let status = irx_rb_parquet_read_table(p.as_ptr(), ptr::null(), o, 0, &mut table);
        let message = text();
        if !table.is_null() {
            irx_arrow_table_release(table);
        }
        irx_parquet_options_release(o);
        (status, message)
    }
}

#[test]
fn writer_statuses_are_arrow_cpps_invalid_as_1_25_passes_them_on() {
    let dir = scratch("statuses-rb-writer");
    let path = dir.join("x.parquet");
    for (ints, texts, message) in [
        (
            &[("row_group_size", 1)][..],
            &[("compression", "lzo")][..],
            "Invalid: unsupported Parquet compression codec",
        ),
        (
            &[][..],
            &[("compression", "none")][..],
            "Invalid: Unrecognized compression type: none",
        ),
        (
            &[("dataset", 1)][..],
            &[][..],
            "Invalid: dataset output requires hive=true and partition_columns",
        ),
        (
            &[("dataset", 1), ("hive", 1)][..],
            &[("partition_column", "k"), ("partition_column", "v")][..],
            "Invalid: dataset output needs at least one non-partition column",
        ),
    ] {
        assert_eq!(
            write(&path, options(ints, texts)),
            (IRX_ERR_INVALID, message.to_owned())
        );
    }
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn a_missing_directory_is_1_25s_caught_filesystem_error() {
    let dir = scratch("statuses-rb-missing");
    let path = dir.join("no/such/x.parquet");
    assert_eq!(
        write(&path, options(&[], &[])),
        (
            IRX_ERR_ARROW,
            format!(
                "Parquet writer '{}': filesystem error: cannot make canonical path: \
                 No such file or directory [{}]",
                path.display(),
                dir.join("no/such").display()
            )
        )
    );
    let missing = dir.join("plain");
    assert_eq!(
        read(&missing, options(&[("dataset", 1)], &[])),
        (
            IRX_ERR_ARROW,
            format!(
                "Parquet reader '{0}': filesystem error: cannot make canonical path: \
                 No such file or directory [{0}]",
                missing.display()
            )
        )
    );
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn a_key_for_a_plain_file_is_refused_as_arrow_cpp_refuses_it() {
    let dir = scratch("statuses-rb-plainkey");
    let path = dir.join("plain.parquet");
    assert_eq!(write(&path, options(&[], &[])), (IRX_OK, String::new()));
    let key = ("encryption_key_hex", "00112233445566778899aabbccddeeff");
    assert_eq!(
        read(&path, options(&[], &[key])),
        (
            IRX_ERR_IO,
            "IOError: Applying decryption properties on plaintext file".into()
        )
    );
    // The encrypted file still reads with its key.
    let secret = dir.join("secret.parquet");
    assert_eq!(
        write(&secret, options(&[], &[key])),
        (IRX_OK, String::new())
    );
    assert_eq!(read(&secret, options(&[], &[key])), (IRX_OK, String::new()));
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn hive_fragments_are_numbered_per_directory() {
    let dir = scratch("statuses-rb-hive");
    let root = dir.join("hive");
    let o = options(&[("dataset", 1), ("hive", 1)], &[("partition_column", "k")]);
    assert_eq!(write(&root, o), (IRX_OK, String::new()));
    for value in ["a", "b", "c"] {
        let names: Vec<String> = std::fs::read_dir(root.join(format!("k={value}")))
            .unwrap()
            .map(|e| e.unwrap().file_name().into_string().unwrap())
            .collect();
        assert_eq!(names.len(), 1, "{names:?}");
        assert!(
            names[0].starts_with("irx-") && names[0].ends_with("-0.parquet"),
            "{names:?}"
        );
    }
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn a_dot_stays_in_the_path_a_message_names() {
    let dir = scratch("statuses-rb-dot");
    let path = dir.join(".");
    assert_eq!(
        read(&path, options(&[], &[])),
        (
            IRX_ERR_IO,
            format!(
                "IOError: Cannot open for reading: path '{}/.' is a directory",
                dir.display()
            )
        )
    );
    let _ = std::fs::remove_dir_all(&dir);
}

/// docs/COMPATIBILITY.md 21: names that are not UTF-8 are refused where
/// 1.25 takes them.
#[test]
fn names_that_are_not_utf8_are_refused() {
    let odd = [0xffu8, 0xfe, 0];
    let odd = odd.as_ptr().cast::<c_char>();
    // SAFETY: live handles and C strings, each handle released once.
    unsafe {
        let mut schema = ptr::null_mut();
        assert_eq!(irx_rb_schema_create(&mut schema), IRX_OK);
        assert_eq!(
            (
                irx_rb_schema_add_field(schema, odd, IrxColumnType::IRX_COL_INT64 as i32, 1),
                text()
            ),
            (IRX_ERR_INVALID, "name is not valid UTF-8".into())
        );
        irx_rb_schema_release(schema);
        let o = irx_parquet_options_new();
        for name in ["column", "partition_column"] {
            assert_eq!(
                (irx_parquet_options_text(o, c(name).as_ptr(), odd), text()),
                (
                    IRX_ERR_INVALID,
                    "Parquet column must be nonempty UTF-8".into()
                ),
                "{name}"
            );
        }
        irx_parquet_options_release(o);
    }
}

/// Opens a TCP reader of `host`:`port`: the status and message.
fn tcp(host: Option<&str>, port: i32, timeout_ms: i32) -> (i32, String) {
    let host = host.map(c);
    let mut reader = ptr::null_mut();
    // SAFETY: a live C string or NULL; a writable out slot.
    let status = unsafe {
        irx_runtime::rb::ipc::irx_rb_tcp_reader_open(
            host.as_ref().map_or(ptr::null(), |h| h.as_ptr()),
            port,
            timeout_ms,
            &mut reader,
        )
    };
    assert!(reader.is_null());
    (status, text())
}

#[test]
fn tcp_failures_are_in_1_25s_words() {
    // A port nothing listens on: bound, then closed.
    let port = std::net::TcpListener::bind("127.0.0.1:0")
        .unwrap()
        .local_addr()
        .unwrap()
        .port();
    assert_eq!(
        tcp(Some("127.0.0.1"), port.into(), 2000),
        (IRX_ERR_IO, "IOError: connect: Connection refused".into())
    );
    for host in ["localhost", ""] {
        assert_eq!(
            tcp(Some(host), 1, 2000),
            (
                IRX_ERR_IO,
                "IOError: TCP address: Name or service not known".into()
            ),
            "{host:?}"
        );
    }
    let invalid = (
        IRX_ERR_IO,
        "Invalid: TCP requires a numeric address, port 1..65535 and positive timeout".to_owned(),
    );
    assert_eq!(tcp(Some("127.0.0.1"), 0, 2000), invalid);
    assert_eq!(tcp(Some("127.0.0.1"), 70000, 2000), invalid);
    assert_eq!(tcp(Some("127.0.0.1"), 1, -5), invalid);
    assert_eq!(tcp(None, 1, 2000), invalid);
}

#[test]
fn a_column_longer_than_its_batch_is_arrow_cpps_io_error() {
    use arrow_ipc::writer::StreamWriter;
    let batch = sample();
    let mut writer = StreamWriter::try_new(Vec::new(), &batch.schema()).unwrap();
    writer.write(&batch).unwrap();
    writer.finish().unwrap();
    let mut bytes = writer.into_inner().unwrap();
    // The first field node, {length: 4, null_count: 0}, in the batch's
    // metadata: claim 5 rows for the first column.
    let node: Vec<u8> = [4i64.to_le_bytes(), 0i64.to_le_bytes()].concat();
    let at = bytes
        .windows(16)
        .position(|w| w == node.as_slice())
        .expect("the first field node");
    bytes[at] = 5;
    let mut reader = ptr::null_mut();
    // SAFETY: live bytes and out slots; handles released once.
    unsafe {
        use irx_runtime::rb::ipc::irx_rb_stream_reader_open_buffer;
        use irx_runtime::rb::stream::{
            irx_rb_stream_reader_close, irx_rb_stream_reader_next_batch,
        };
        assert_eq!(
            irx_rb_stream_reader_open_buffer(bytes.as_ptr(), bytes.len() as i64, &mut reader),
            IRX_OK
        );
        let mut read = ptr::null_mut();
        assert_eq!(
            (irx_rb_stream_reader_next_batch(reader, &mut read), text()),
            (
                IRX_ERR_IO,
                "IOError: Array length did not match record batch length".into()
            )
        );
        assert!(read.is_null());
        irx_rb_stream_reader_close(reader);
    }
}
