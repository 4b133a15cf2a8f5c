//! Parquet writes with the columns of each row group encoded on the worker
//! pool (issue 32, items 4 and 8), through the C API, in a test binary of
//! its own with one test function: thread counts (`/proc/self/task`) are
//! then this test's alone.
//!
//! What it shows: a size of 1 starting no thread; the same batches
//! written at 1 and at 2 threads giving the same file byte for byte, for
//! several types (nested, dictionary, nulls), several row groups and
//! batches that do not divide them, every codec family; encrypted files
//! (whose bytes differ between any two writes: random nonces) laid out
//! alike and reading back the same rows; a column that fails to encode on
//! a worker failing the write with the status and message one thread
//! gives, leaving no file.

mod common;

use common::tasks;

use std::path::Path;
use std::ptr;
use std::sync::Arc;

use arrow_array::builder::{Int32Builder, ListBuilder, StringDictionaryBuilder};
use arrow_array::types::Int32Type;
use arrow_array::{
    Array, ArrayRef, BooleanArray, DictionaryArray, Float64Array, Int32Array, Int64Array,
    RecordBatch, StringArray, StructArray, TimestampMillisecondArray,
};
use arrow_schema::{DataType, Field, Fields, Schema};
use common::columns::{quarters, sparse_ints, strings};
use common::files::scratch;
use common::{c, rb_error};
use irx_abi::native::IRX_OK;
use irx_runtime::pool::{irx_runtime_set_threads, irx_runtime_threads};
use irx_runtime::rb::batch::{irx_rb_batch_release, irx_rb_batch_schema};
use irx_runtime::rb::cdata::irx_rb_batch_import;
use irx_runtime::rb::parquet::*;
use irx_runtime::rb::schema::irx_rb_schema_release;
use irx_runtime::rb::stream::{
    irx_rb_stream_writer_close, irx_rb_stream_writer_release, irx_rb_stream_writer_write_batch,
};
use parquet::arrow::arrow_reader::{ArrowReaderOptions, ParquetRecordBatchReaderBuilder};
use parquet::encryption::decrypt::FileDecryptionProperties;

const ROWS: usize = 260_000;
const KEY: &str = "00112233445566778899aabbccddeeff";

/// `rows` rows from `start` of a table of many kinds of columns.
fn sample(start: usize, rows: usize) -> RecordBatch {
    let range = start..start + rows;
    let n = sparse_ints(range.clone());
    let x = quarters(range.clone());
    let s = strings(range.clone(), 13, |i| format!("value {i}"));
    let mut d = StringDictionaryBuilder::<Int32Type>::new();
    for i in range.clone() {
        match i % 17 {
            0 => d.append_null(),
            k => d.append_value(format!("category {k}")),
        }
    }
    let mut l = ListBuilder::new(Int32Builder::new());
    for i in range.clone() {
        if i % 11 == 0 {
            l.append_null();
        } else {
            for k in 0..i % 4 {
                l.values().append_option((k != 2).then_some((i + k) as i32));
            }
            l.append(true);
        }
    }
    let st = StructArray::new(
        Fields::from(vec![
            Field::new("a", DataType::Int32, false),
            Field::new("b", DataType::Utf8, true),
        ]),
        vec![
            Arc::new(Int32Array::from_iter_values(
                range.clone().map(|i| i as i32),
            )) as ArrayRef,
            Arc::new(StringArray::from_iter(
                range
                    .clone()
                    .map(|i| (i % 5 != 0).then(|| format!("{:x}", i * 31))),
            )),
        ],
        Some(range.clone().map(|i| i % 9 != 0).collect()),
    );
    let b = BooleanArray::from_iter(range.clone().map(|i| (i % 6 != 0).then_some(i % 3 == 0)));
    let t = TimestampMillisecondArray::from_iter_values(
        range.map(|i| 1_700_000_000_000 + i as i64 * 1000),
    );
    let columns: Vec<ArrayRef> = vec![
        Arc::new(n),
        Arc::new(x),
        Arc::new(s),
        Arc::new(d.finish()),
        Arc::new(l.finish()),
        Arc::new(st),
        Arc::new(b),
        Arc::new(t),
    ];
    let schema = Schema::new(
        ["n", "x", "s", "d", "l", "st", "b", "t"]
            .iter()
            .zip(&columns)
            .map(|(name, c)| Field::new(*name, c.data_type().clone(), *name != "x"))
            .collect::<Vec<_>>(),
    );
    RecordBatch::try_new(Arc::new(schema), columns).unwrap()
}

/// The sample in batches of `batch_rows` (the last one shorter).
fn batches(batch_rows: usize) -> Vec<RecordBatch> {
    (0..ROWS)
        .step_by(batch_rows)
        .map(|start| sample(start, batch_rows.min(ROWS - start)))
        .collect()
}

/// An option of the writer.
enum Opt<'a> {
    Int(&'a str, i64),
    Text(&'a str, &'a str),
}

/// Writes `batches` at `path` with `options` through the C API; the
/// failing status and message of the open, a write or the close, if any.
fn write(path: &Path, batches: &[RecordBatch], options: &[Opt]) -> Result<(), (i32, String)> {
    let o = irx_parquet_options_new();
    let p = c(path.to_str().unwrap());
    // SAFETY: live options, NUL-terminated texts, live C Data structs moved
    // into the import; every handle released once.
    unsafe {
        for option in options {
            let rc = match option {
                Opt::Int(name, v) => irx_parquet_options_int(o, c(name).as_ptr(), *v),
                Opt::Text(name, v) => irx_parquet_options_text(o, c(name).as_ptr(), c(v).as_ptr()),
            };
            assert_eq!(rc, IRX_OK, "{}", rb_error());
        }
        let mut w = ptr::null_mut();
        let mut failure = None;
        for (i, batch) in batches.iter().enumerate() {
            let array = StructArray::from(batch.clone());
            let (mut a, mut s) = arrow_array::ffi::to_ffi(&array.to_data()).unwrap();
            let mut b = ptr::null_mut();
            assert_eq!(
                irx_rb_batch_import(&mut a, &mut s, &mut b),
                IRX_OK,
                "{}",
                rb_error()
            );
            if i == 0 {
                let mut schema = ptr::null_mut();
                assert_eq!(irx_rb_batch_schema(b, &mut schema), IRX_OK);
                let rc = irx_rb_parquet_writer_open_options(schema, p.as_ptr(), o, &mut w);
                irx_rb_schema_release(schema);
                if rc != IRX_OK {
                    irx_rb_batch_release(b);
                    irx_parquet_options_release(o);
                    return Err((rc, rb_error()));
                }
            }
            let rc = irx_rb_stream_writer_write_batch(w, b);
            irx_rb_batch_release(b);
            if rc != IRX_OK {
                failure = Some((rc, rb_error()));
                break;
            }
        }
        if failure.is_none() {
            let rc = irx_rb_stream_writer_close(w);
            if rc != IRX_OK {
                failure = Some((rc, rb_error()));
            }
        }
        irx_rb_stream_writer_release(w);
        irx_parquet_options_release(o);
        failure.map_or(Ok(()), Err)
    }
}

/// What the write of `batches` with `options` gives: the file's bytes.
fn written(dir: &Path, name: &str, batches: &[RecordBatch], options: &[Opt]) -> Vec<u8> {
    let path = dir.join(name);
    let _ = std::fs::remove_file(&path);
    write(&path, batches, options).unwrap_or_else(|(rc, m)| panic!("{name}: {rc} {m}"));
    std::fs::read(&path).unwrap()
}

/// An encrypted file's layout (every column chunk's offsets, sizes,
/// encodings and statistics, per row group) and its rows.
fn layout_and_rows(bytes: Vec<u8>) -> (Vec<String>, Vec<RecordBatch>) {
    let key = (0..KEY.len())
        .step_by(2)
        .map(|i| u8::from_str_radix(&KEY[i..i + 2], 16).unwrap())
        .collect::<Vec<u8>>();
    let decryption = FileDecryptionProperties::builder(key).build().unwrap();
    let options = ArrowReaderOptions::new().with_file_decryption_properties(decryption);
    let builder =
        ParquetRecordBatchReaderBuilder::try_new_with_options(bytes::Bytes::from(bytes), options)
            .unwrap();
    let layout = builder
        .metadata()
        .row_groups()
        .iter()
        .flat_map(|g| g.columns().iter())
        .map(|c| {
            format!(
                "{:?} {} {} {:?} {:?} {:?}",
                c.byte_range(),
                c.num_values(),
                c.uncompressed_size(),
                c.encodings().collect::<Vec<_>>(),
                c.statistics(),
                c.dictionary_page_offset()
            )
        })
        .collect();
    let rows = builder
        .build()
        .unwrap()
        .collect::<Result<Vec<_>, _>>()
        .unwrap();
    (layout, rows)
}

/// A write case: (name, batch rows, options).
type Case = (&'static str, usize, Vec<Opt<'static>>);

/// The case `name` of batches of `batch` rows written in row groups of
/// `group` rows with `compression`.
fn grouped(name: &'static str, batch: usize, group: i64, compression: &'static str) -> Case {
    let options = vec![
        Opt::Int("row_group_size", group),
        Opt::Text("compression", compression),
    ];
    (name, batch, options)
}

/// The writes compared between pool sizes.
fn cases() -> Vec<Case> {
    vec![
        // Row groups of 70,000 rows from batches of 50,000: batches split.
        grouped("plain", 50_000, 70_000, "uncompressed"),
        grouped("snappy", 50_000, 70_000, "snappy"),
        (
            "zstd",
            65_536,
            vec![
                Opt::Text("compression", "zstd"),
                Opt::Int("compression_level", 3),
            ],
        ),
        grouped("gzip", 100_000, 120_000, "gzip"),
        // Small pages: many per column chunk.
        (
            "pages",
            50_000,
            vec![
                Opt::Int("data_page_size", 4096),
                Opt::Text("compression", "lz4_raw"),
            ],
        ),
        // Small batches: each slice is encoded on the calling thread.
        grouped("small", 1_000, 30_000, "snappy"),
    ]
}

#[test]
fn parallel_writes_are_one_thread_writes() {
    let dir = scratch("pq-write-threads");
    let inputs: Vec<(usize, Vec<RecordBatch>)> = [50_000, 65_536, 100_000, 1_000]
        .into_iter()
        .map(|rows| (rows, batches(rows)))
        .collect();
    let input = |rows: usize| &inputs.iter().find(|(r, _)| *r == rows).unwrap().1;
    let encrypted = [
        Opt::Int("row_group_size", 70_000),
        Opt::Text("encryption_key_hex", KEY),
    ];

    // One thread: no helper thread, ever.
    irx_runtime_set_threads(1);
    let before = tasks();
    let one: Vec<Vec<u8>> = cases()
        .iter()
        .map(|(name, rows, options)| written(&dir, name, input(*rows), options))
        .collect();
    let one_encrypted = layout_and_rows(written(&dir, "encrypted", input(50_000), &encrypted));
    assert_eq!(tasks(), before, "a pool of 1 started a thread");

    // Two threads: two workers, the same bytes.
    irx_runtime_set_threads(2);
    assert_eq!(irx_runtime_threads(), 2);
    for ((name, rows, options), one) in cases().iter().zip(&one) {
        let two = written(&dir, name, input(*rows), options);
        assert!(
            two == *one,
            "{name}: {} and {} bytes differ",
            two.len(),
            one.len()
        );
    }
    assert_eq!(tasks(), before + 2, "a pool of 2 has two workers");
    let two_encrypted = layout_and_rows(written(&dir, "encrypted", input(50_000), &encrypted));
    assert_eq!(one_encrypted, two_encrypted);
    // The rows are those written.
    let (layout, rows) = &two_encrypted;
    assert!(layout.len() > 8 * 3, "several row groups");
    let total: usize = rows.iter().map(RecordBatch::num_rows).sum();
    assert_eq!(total, ROWS);
    assert_eq!(
        arrow_select::concat::concat_batches(&rows[0].schema(), rows)
            .unwrap()
            .column(2)
            .as_ref(),
        arrow_select::concat::concat_batches(&input(50_000)[0].schema(), input(50_000))
            .unwrap()
            .column(2)
            .as_ref()
    );

    // A column that fails to encode: a dictionary of a non-nullable
    // column whose values hold a null that a key reaches. The same
    // failure at both sizes, and no file.
    let failing = failing_batch();
    let path = dir.join("failing.parquet");
    let failed_two = write(&path, std::slice::from_ref(&failing), &[]).unwrap_err();
    assert!(!path.exists());
    irx_runtime_set_threads(1);
    let failed_one = write(&path, &[failing], &[]).unwrap_err();
    assert!(!path.exists());
    assert_eq!(failed_one, failed_two);
    assert!(failed_one.1.contains("null"), "{failed_one:?}");

    irx_runtime_set_threads(0);
    let _ = std::fs::remove_dir_all(&dir);
}

/// 100,000 rows: two plain columns, then a non-nullable dictionary column
/// whose dictionary holds a null that some keys point at.
fn failing_batch() -> RecordBatch {
    let rows: i32 = 100_000;
    let keys = Int32Array::from_iter_values((0..rows).map(|i| i % 3));
    let values = StringArray::from(vec![Some("a"), None, Some("c")]);
    let d = DictionaryArray::<Int32Type>::try_new(keys, Arc::new(values)).unwrap();
    let columns: Vec<ArrayRef> = vec![
        Arc::new(Int64Array::from_iter_values(0..i64::from(rows))),
        Arc::new(Float64Array::from_iter_values((0..rows).map(f64::from))),
        Arc::new(d),
    ];
    let schema = Schema::new(vec![
        Field::new("n", DataType::Int64, false),
        Field::new("x", DataType::Float64, false),
        Field::new("d", columns[2].data_type().clone(), false),
    ]);
    RecordBatch::try_new(Arc::new(schema), columns).unwrap()
}
