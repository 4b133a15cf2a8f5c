//! The expansion charge's page reads on the pool (issue 32, the serial
//! fraction of a parallel Parquet read): before a file's row groups are
//! decoded, the charge reads the dictionary pages of its string chunks for
//! their longest entry (`rb/parquet/expansion.rs`); with two threads or
//! more those reads run beside each other. In a test binary of its own
//! with one test function, so that thread counts and the expansion limit
//! (both process-wide) are this test's alone.
//!
//! What it shows: at 1, 2 and 3 threads, the same batches from a file of
//! several dictionary-encoded string columns; the same status and message
//! for every expansion limit from one that refuses the first chunk to one
//! that lets the whole file through (the charges are made in file order
//! whatever ran ahead); the same failure for a dictionary page made
//! garbage; and a pool of 1 starting no thread.

mod common;

use std::path::Path;
use std::ptr;
use std::sync::Arc;

use arrow_array::{Int64Array, RecordBatch, StringArray};
use arrow_schema::{DataType, Field, Schema};
use common::batches::read_all;
use common::files::scratch;
use common::{c, tasks};
use irx_abi::native::IRX_EOF;
use irx_runtime::limits::{irx_runtime_expansion_limit, irx_runtime_set_expansion_limit};
use irx_runtime::pool::irx_runtime_set_threads;
use irx_runtime::rb::parquet::{irx_parquet_options_new, irx_rb_parquet_reader_open_options};
use parquet::arrow::ArrowWriter;
use parquet::basic::Compression;
use parquet::file::properties::WriterProperties;

const ROWS: i64 = 240_000;
const GROUP_ROWS: usize = 80_000;
const STRING_COLUMNS: usize = 3;

/// Strings of 20 to 50 bytes, 20,000 distinct per column: dictionary pages
/// of several hundred KiB, which the charge must decompress.
fn sample() -> RecordBatch {
    let mut fields = vec![Field::new("n", DataType::Int64, false)];
    let mut columns: Vec<Arc<dyn arrow_array::Array>> =
        vec![Arc::new(Int64Array::from_iter_values(0..ROWS))];
    for k in 0..STRING_COLUMNS {
        fields.push(Field::new(format!("s{k}"), DataType::Utf8, true));
        columns.push(Arc::new(StringArray::from_iter((0..ROWS).map(|i| {
            let v = (i * 7_919 + k as i64 * 104_729) % 20_000;
            // Each column its own longest entry and nulls, so each
            // chunk's charge is its own.
            let pad = "x".repeat((v % (5 + 11 * k as i64)) as usize);
            (i % (13 + k as i64) != 0).then(|| format!("column {k} value {v:08} {pad}"))
        }))));
    }
    RecordBatch::try_new(Arc::new(Schema::new(fields)), columns).unwrap()
}

fn write(path: &Path) {
    let batch = sample();
    let props = WriterProperties::builder()
        .set_max_row_group_row_count(Some(GROUP_ROWS))
        .set_compression(Compression::SNAPPY)
        .set_dictionary_enabled(true)
        .set_dictionary_page_size_limit(1 << 22)
        .build();
    let file = std::fs::File::create(path).unwrap();
    let mut writer = ArrowWriter::try_new(file, batch.schema(), Some(props)).unwrap();
    writer.write(&batch).unwrap();
    writer.close().unwrap();
}

/// Every batch of `path`, then the status that ended the read (the
/// open's, if it failed) and the last error.
fn read(path: &Path) -> (Vec<RecordBatch>, i32, String) {
    let p = c(path.to_str().unwrap());
    let mut r = ptr::null_mut();
    // SAFETY: NUL-terminated path, fresh options released by the open's
    // caller below, a writable out; the reader read and closed once.
    unsafe {
        let o = irx_parquet_options_new();
        let rc = irx_rb_parquet_reader_open_options(p.as_ptr(), ptr::null(), o, &mut r);
        irx_runtime::rb::parquet::irx_parquet_options_release(o);
        read_all(rc, r)
    }
}

/// `read(path)` at 1, 2 and 3 threads, which must agree; the answer.
fn same_at_every_size(path: &Path, what: &str) -> (Vec<RecordBatch>, i32, String) {
    irx_runtime_set_threads(1);
    let one = read(path);
    for threads in [2, 3] {
        irx_runtime_set_threads(threads);
        let many = read(path);
        assert_eq!(one.1, many.1, "{what}: status at {threads} threads");
        assert_eq!(one.2, many.2, "{what}: message at {threads} threads");
        assert!(one.0 == many.0, "{what}: batches at {threads} threads");
    }
    one
}

/// The dictionary page of the string column `leaf` in row group `group`,
/// past its header, overwritten by garbage.
fn corrupt_dictionary(from: &Path, to: &Path, group: usize, leaf: usize) {
    let mut bytes = std::fs::read(from).unwrap();
    let file = std::fs::File::open(from).unwrap();
    let reader = parquet::file::reader::SerializedFileReader::new(file).unwrap();
    let meta = parquet::file::reader::FileReader::metadata(&reader);
    let column = meta.row_group(group).column(leaf);
    let start = column.dictionary_page_offset().expect("a dictionary page") as usize;
    let end = column.data_page_offset() as usize;
    for (i, byte) in bytes[start + 48..end].iter_mut().enumerate() {
        *byte = (i as u8).wrapping_mul(151) ^ 0x5a;
    }
    std::fs::write(to, bytes).unwrap();
}

#[test]
fn charge_reads_pages_on_the_pool_with_one_thread_answers() {
    let dir = scratch("charge-threads");
    let path = dir.join("strings.parquet");
    write(&path);
    let length = std::fs::metadata(&path).unwrap().len();
    let (mut ratio, mut floor) = (0u64, 0u64);
    // SAFETY: writable outs.
    unsafe { irx_runtime_expansion_limit(&mut ratio, &mut floor) };

    // One thread, before any pool was made: no helper thread at all.
    irx_runtime_set_threads(1);
    let before = tasks();
    let (_, end, message) = read(&path);
    assert_eq!(end, IRX_EOF, "{message}");
    assert_eq!(tasks(), before, "a pool of 1 started a thread");

    // The whole file, as one thread reads it.
    let (batches, end, message) = same_at_every_size(&path, "whole file");
    assert_eq!(end, IRX_EOF, "{message}");
    assert_eq!(
        batches.iter().map(RecordBatch::num_rows).sum::<usize>(),
        ROWS as usize
    );

    // Limits from the file's own length (the first chunk refused) up to
    // one that lets it through: every one ends the same at every size.
    let mut refused = Vec::new();
    let mut passed = 0;
    for times in [1, 2, 3, 4, 6, 8, 12, 16, 24, 32, 64] {
        // A floor of 1 byte (0 would restore the default floor).
        irx_runtime_set_expansion_limit(times, 1);
        let (_, end, message) = same_at_every_size(&path, &format!("limit {times} x input"));
        if end == IRX_EOF {
            passed += 1;
        } else {
            assert!(message.contains("expansion limit"), "{message}");
            refused.push(message);
        }
    }
    irx_runtime_set_expansion_limit(ratio, floor);
    assert!(passed > 0, "no limit let the file through");
    // Refusals at different chunks, not one refusal repeated.
    refused.sort();
    refused.dedup();
    assert!(refused.len() >= 3, "{refused:#?}");
    assert!(length > 1 << 20, "{length} bytes: too few for the pool");

    // A garbage dictionary in the second row group: the same batches and
    // the same failure.
    let corrupt = dir.join("corrupt.parquet");
    corrupt_dictionary(&path, &corrupt, 1, 2);
    let (_, end, message) = same_at_every_size(&corrupt, "corrupt dictionary");
    assert_ne!(end, IRX_EOF, "a garbage dictionary page was read");
    assert!(!message.is_empty());

    irx_runtime_set_threads(0);
    let _ = std::fs::remove_dir_all(&dir);
}
