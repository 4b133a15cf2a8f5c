//! The value buffers of batches read from an IPC stream file and from a
//! CSV file are 64-byte aligned (issue 32 item 7: the kernels' vector
//! loads), through the C API: IPC streams written by arrow-rs read by
//! `irx_rb_stream_reader_open_file`, each batch exported through C Data
//! (which keeps the addresses). Written with 64-byte alignment, every
//! value buffer is aligned; written with 8-byte alignment (Arrow C++'s
//! default: metadata and buffers padded to 8 only), the body still starts
//! on a 64-byte boundary, so its first buffer is (the others sit where the
//! writer put them, at multiples of 8, unless copied).

mod common;

use std::ptr;
use std::sync::Arc;

use arrow_array::{Array, ArrayRef, Float64Array, Int32Array, Int64Array, RecordBatch};
use arrow_ipc::MetadataVersion;
use arrow_ipc::writer::{IpcWriteOptions, StreamWriter};
use arrow_schema::{Field, Schema};
use common::batches::next_batches;
use common::files::TempFile;
use irx_abi::native::{IRX_EOF, IRX_OK};
use irx_runtime::rb::csv::irx_rb_csv_reader_open;
use irx_runtime::rb::ipc::irx_rb_stream_reader_open_file;
use irx_runtime::rb::stream::irx_rb_stream_reader_close;

#[test]
fn stream_file_value_buffers_are_64_byte_aligned() {
    // Metadata of several lengths (1 to 3 columns, long and short names),
    // so that bodies would start at every multiple of 8 without the pad.
    for (alignment, columns, name_len) in [8, 64]
        .into_iter()
        .flat_map(|a| (1..=3usize).flat_map(move |c| [1, 7, 13, 40].map(|n| (a, c, n))))
    {
        {
            let mut fields = Vec::new();
            let mut arrays: Vec<ArrayRef> = Vec::new();
            for c in 0..columns {
                let name = format!("{c}{}", "x".repeat(name_len));
                let rows = 3000;
                let (field, array): (Field, ArrayRef) = match c % 3 {
                    0 => (
                        Field::new(name, arrow_schema::DataType::Int64, false),
                        Arc::new(Int64Array::from_iter_values(0..rows)),
                    ),
                    1 => (
                        Field::new(name, arrow_schema::DataType::Float64, true),
                        Arc::new(Float64Array::from_iter(
                            (0..rows).map(|i| (i % 3 != 0).then_some(i as f64)),
                        )),
                    ),
                    _ => (
                        Field::new(name, arrow_schema::DataType::Int32, false),
                        Arc::new(Int32Array::from_iter_values(0..rows as i32)),
                    ),
                };
                fields.push(field);
                arrays.push(array);
            }
            let schema = Arc::new(Schema::new(fields));
            let batch = RecordBatch::try_new(schema.clone(), arrays).unwrap();
            let mut bytes = Vec::new();
            let mut writer = StreamWriter::try_new_with_options(
                &mut bytes,
                &schema,
                IpcWriteOptions::try_new(alignment, false, MetadataVersion::V5).unwrap(),
            )
            .unwrap();
            writer.write(&batch).unwrap();
            writer.write(&batch.slice(0, 100)).unwrap();
            writer.finish().unwrap();
            drop(writer);
            let file = TempFile::new(&bytes);
            let path = file.c_path();
            let mut reader = ptr::null_mut();
            // SAFETY: NUL-terminated path, writable output; the reader is
            // released once.
            let (read, end) = unsafe {
                assert_eq!(
                    irx_rb_stream_reader_open_file(path.as_ptr(), &mut reader),
                    IRX_OK
                );
                let got = next_batches(reader);
                irx_rb_stream_reader_close(reader);
                got
            };
            assert_eq!(end, IRX_EOF);
            assert_eq!(read.len(), 2);
            for b in &read {
                let checked = if alignment == 64 { columns } else { 1 };
                for (i, column) in b.columns().iter().take(checked).enumerate() {
                    let data = column.to_data();
                    let at = data.buffers()[0].as_ptr() as usize;
                    assert_eq!(
                        at % 64,
                        0,
                        "written {alignment}-aligned, {columns} columns, names {name_len}: column {i} at {at:#x}"
                    );
                }
            }
            assert_eq!(read[0], batch);
        }
    }
}

/// The CSV reader's value buffers (built by its own converters) are
/// 64-byte aligned too, for inferred int64, float64 (with nulls), bool
/// and string (offsets) columns.
#[test]
fn csv_value_buffers_are_64_byte_aligned() {
    let mut text = String::from("a,b,c,d\n");
    for i in 0..5000 {
        let b = if i % 3 == 0 {
            String::new()
        } else {
            format!("{}.5", i)
        };
        text.push_str(&format!("{i},{b},{},s{i}\n", i % 2 == 0));
    }
    let file = TempFile::new(text.as_bytes());
    let path = file.c_path();
    let mut reader = ptr::null_mut();
    // SAFETY: NUL-terminated path and delimiter, NULL schema (inferred),
    // writable output; the reader is closed once.
    let (read, end) = unsafe {
        let status = irx_rb_csv_reader_open(
            path.as_ptr(),
            ptr::null(),
            c",".as_ptr(),
            1,
            1 << 14,
            &mut reader,
        );
        assert_eq!(status, IRX_OK);
        let got = next_batches(reader);
        irx_rb_stream_reader_close(reader);
        got
    };
    assert_eq!(end, IRX_EOF);
    assert!(read.len() > 1, "several blocks");
    for b in &read {
        for (i, column) in b.columns().iter().enumerate() {
            let data = column.to_data();
            let at = data.buffers()[0].as_ptr() as usize;
            assert_eq!(
                at % 64,
                0,
                "CSV column {i} ({}) at {at:#x}",
                data.data_type()
            );
        }
    }
}
