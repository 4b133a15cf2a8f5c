//! A panic on a worker thread of the pool (issue 32 item 8), made by the
//! `fault-injection` feature's process-wide arm
//! (`fault::panic_in_pool_jobs`: the next jobs that start on a worker
//! panic), in a test binary of its own with one test function: the arm and
//! the pool's size are then this test's alone, and its panic hook is in
//! place before the runtime puts its own around it.
//!
//! What it shows, at 2 and 3 threads: an IPC file read into a table
//! (`irx_rb_reader_read_table`) whose first pool job panics answers with
//! exactly the one-thread batches (the blocks read again on the calling
//! thread), uncompressed and LZ4; a compressed IPC stream (LZ4 and ZSTD)
//! whose bodies' buffers are decompressed on the pool fails at its first
//! batch with the panic as the read's error, and the next read is the
//! one-thread read; writing it compressed on the pool fails with the panic
//! as the write's error, and the next write is byte for byte the
//! one-thread stream; `negate_checked` of a column long enough
//! for the pool answers the one-thread column (computed again on the
//! calling thread); `sum` and `add_checked` answer the failing call's
//! error (status, message naming the panic, outputs cleared), and the
//! next call its sum; a Parquet read of row groups on the pool fails at a
//! batch with the panic as its error, after a prefix of the one-thread
//! batches, and the next read is the one-thread read, with and without a
//! row filter; a Parquet write
//! encoding columns on the pool fails with the panic as its error, leaving
//! what was at its path, and the next write is the one-thread file; at 3
//! threads, a CSV read parsing blocks on the pool fails likewise after a
//! prefix of the one-thread batches. Each time the armed panic did
//! happen, and no panic reached the process's panic hook (the runtime's
//! hook keeps a panic its pool catches off stderr, as it does a panic a
//! guard of the C boundary catches).

#![cfg(feature = "fault-injection")]

mod common;

use std::ffi::{CString, c_int};
use std::ptr;
use std::sync::{Arc, Mutex};

use arrow_array::ffi_stream::{FFI_ArrowArrayStream, RecordBatchStreamReader};
use arrow_array::{Array, ArrayRef, Int64Array, RecordBatch, StructArray};
use arrow_ipc::CompressionType;
use arrow_schema::{Field, Schema};
use common::batches::{drain_and_close, parquet_reader, read_table_and_close};
use common::columns::{Column, column, quarters, sparse_ints, strings};
use common::files::scratch;
use common::{arrow_error, c, rb_error};
use irx_abi::native::{IRX_EOF, IRX_OK};
use irx_runtime::arrow::types::irx_arrow_type_id::IRX_ARROW_TYPE_INT64;
use irx_runtime::fault::{panic_in_pool_jobs, pool_job_panics_left};
use irx_runtime::frame::compute::irx_arrow_column_compute;
use irx_runtime::frame::table::irx_arrow_table_release;
use irx_runtime::frame::transfer::irx_arrow_table_export_stream;
use irx_runtime::pool::irx_runtime_set_threads;
use irx_runtime::rb::batch::{irx_rb_batch_release, irx_rb_batch_schema};
use irx_runtime::rb::cdata::irx_rb_batch_import;
use irx_runtime::rb::csv::{
    irx_csv_options_int, irx_csv_options_new, irx_csv_options_release,
    irx_rb_csv_reader_open_options,
};
use irx_runtime::rb::ipc::{
    irx_rb_file_reader_open, irx_rb_stream_reader_open_buffer, write_ipc_bytes,
};
use irx_runtime::rb::parquet::{
    irx_parquet_options_filter, irx_parquet_options_int, irx_parquet_options_new,
    irx_parquet_options_release, irx_rb_parquet_writer_open_options,
};
use irx_runtime::rb::schema::irx_rb_schema_release;
use irx_runtime::rb::stream::{
    irx_rb_stream_writer_close, irx_rb_stream_writer_release, irx_rb_stream_writer_write_batch,
};
use parquet::arrow::ArrowWriter;
use parquet::file::properties::WriterProperties;

/// Every panic the process's own hook (the one the runtime's hook falls
/// back to, which prints to stderr) was given.
static SEEN: Mutex<Vec<String>> = Mutex::new(Vec::new());

/// A hook in place of the default one that records each panic before
/// printing it as the default one does.
fn record_panics() {
    let default = std::panic::take_hook();
    std::panic::set_hook(Box::new(move |info| {
        let text = info
            .payload()
            .downcast_ref::<&str>()
            .map(|s| s.to_string())
            .or_else(|| info.payload().downcast_ref::<String>().cloned())
            .unwrap_or_default();
        SEEN.lock().unwrap_or_else(|e| e.into_inner()).push(text);
        default(info)
    }));
}

/// The panics that reached the process's hook so far.
fn seen() -> Vec<String> {
    SEEN.lock().unwrap_or_else(|e| e.into_inner()).clone()
}

/// Batch `k` of a file whose bodies add up to well above the 1 MiB the
/// pool needs.
fn sample(k: usize) -> RecordBatch {
    let range = k * 10_000..k * 10_000 + 4_000 + 101 * k;
    let columns: Vec<ArrayRef> = vec![
        Arc::new(sparse_ints(range.clone())),
        Arc::new(quarters(range.clone())),
        Arc::new(strings(range, 5, |i| format!("batch {k} row {i}"))),
    ];
    let schema = Schema::new(
        columns
            .iter()
            .zip(["n", "x", "s"])
            .map(|(col, name)| Field::new(name, col.data_type().clone(), true))
            .collect::<Vec<_>>(),
    );
    RecordBatch::try_new(Arc::new(schema), columns).unwrap()
}

/// Rows `range` of an int64, a float64 and a string column: a batch whose
/// body decodes to well above the 256 KiB from which a compressed body's
/// buffers are decompressed on the pool.
fn wide(range: std::ops::Range<usize>) -> RecordBatch {
    let columns: Vec<ArrayRef> = vec![
        Arc::new(sparse_ints(range.clone())),
        Arc::new(quarters(range.clone())),
        Arc::new(strings(range, 7, |i| format!("stream row {i}"))),
    ];
    RecordBatch::try_new(sample(0).schema(), columns).unwrap()
}

/// The IPC stream in `bytes` read through a buffer reader: its batches,
/// the status that ended the read and the message when it is not
/// `IRX_EOF`.
fn read_stream(bytes: &[u8]) -> (Vec<RecordBatch>, i32, String) {
    let mut r = ptr::null_mut();
    // SAFETY: `bytes` readable for its length (copied by the open), a
    // writable out; the reader closed once by drain_and_close.
    unsafe {
        let rc = irx_rb_stream_reader_open_buffer(bytes.as_ptr(), bytes.len() as i64, &mut r);
        assert_eq!(rc, IRX_OK, "{}", rb_error());
        drain_and_close(r)
    }
}

/// The IPC file at `path` read into a table: its chunks, or the status
/// and message of the failure.
fn read_table(path: &std::path::Path) -> Result<Vec<RecordBatch>, (i32, String)> {
    let p = c(path.to_str().unwrap());
    let mut r = ptr::null_mut();
    // SAFETY: NUL-terminated path, writable out; the reader closed by
    // read_table_and_close, the table released once, its stream released
    // by its reader.
    unsafe {
        assert_eq!(irx_rb_file_reader_open(p.as_ptr(), &mut r), IRX_OK);
        let table = read_table_and_close(r)?;
        let mut stream = FFI_ArrowArrayStream::empty();
        assert_eq!(irx_arrow_table_export_stream(table, &mut stream), 0);
        irx_arrow_table_release(table);
        let reader = RecordBatchStreamReader::try_new(stream).unwrap();
        Ok(reader.map(Result::unwrap).collect())
    }
}

/// What `kernel` of int64 `lhs` (and `rhs`) answered: the status, the
/// value's bits and validity, the column it made.
fn compute(kernel: &str, lhs: &Column, rhs: Option<&Column>) -> (c_int, u64, i32, Option<Column>) {
    let name = CString::new(kernel).unwrap();
    let (mut out, mut bits, mut valid) = (ptr::null_mut(), 0u64, 0i32);
    // SAFETY: live handles (or NULL), writable outputs.
    let status = unsafe {
        irx_arrow_column_compute(
            name.as_ptr(),
            IRX_ARROW_TYPE_INT64 as i32,
            lhs.0,
            0,
            0,
            rhs.map_or(ptr::null_mut(), |c| c.0),
            0,
            1,
            &mut out,
            &mut bits,
            &mut valid,
        )
    };
    let out = (!out.is_null()).then(|| Column(out));
    (status, bits, valid, out)
}

/// A column's sum, min, max and count (one thread, nothing armed).
fn digest(col: &Column) -> Vec<(c_int, u64, i32)> {
    irx_runtime_set_threads(1);
    ["sum", "min", "max", "count"]
        .iter()
        .map(|k| {
            let (status, bits, valid, _) = compute(k, col, None);
            (status, bits, valid)
        })
        .collect()
}

/// `batch` written to `path` in row groups of 50,000 rows, no dictionary.
fn write_parquet(path: &std::path::Path, batch: &RecordBatch) {
    let props = WriterProperties::builder()
        .set_max_row_group_row_count(Some(50_000))
        .set_dictionary_enabled(false)
        .build();
    let file = std::fs::File::create(path).unwrap();
    let mut writer = ArrowWriter::try_new(file, batch.schema(), Some(props)).unwrap();
    writer.write(batch).unwrap();
    writer.close().unwrap();
}

/// The Parquet file at `path` read with `use_threads` 1 and batches of
/// 20,000 rows, only its rows whose `n` is valid when `filtered` (the
/// filter column decoded first, by row group: `prefilter`): its batches,
/// the status that ended the read and the message when it is not
/// `IRX_EOF`.
fn read_parquet(path: &std::path::Path, filtered: bool) -> (Vec<RecordBatch>, i32, String) {
    let o = irx_parquet_options_new();
    // SAFETY: live options, NUL-terminated names, released by
    // parquet_reader; the reader closed once.
    unsafe {
        for (name, value) in [("use_threads", 1), ("batch_size", 20_000)] {
            assert_eq!(irx_parquet_options_int(o, c(name).as_ptr(), value), IRX_OK);
        }
        if filtered {
            let (column, op, value, ty) = (c("n"), c("is_valid"), c(""), c("int64"));
            let rc = irx_parquet_options_filter(
                o,
                column.as_ptr(),
                op.as_ptr(),
                value.as_ptr(),
                ty.as_ptr(),
            );
            assert_eq!(rc, IRX_OK);
        }
        let r = parquet_reader(path, o);
        drain_and_close(r)
    }
}

/// `batch` written at `path` through the C API in row groups of 50,000
/// rows: the failing status and message of the write or the close, if any.
fn write_parquet_c(path: &std::path::Path, batch: &RecordBatch) -> Result<(), (i32, String)> {
    let o = irx_parquet_options_new();
    let p = c(path.to_str().unwrap());
    let array = StructArray::from(batch.clone());
    let (mut a, mut sc) = arrow_array::ffi::to_ffi(&array.to_data()).unwrap();
    let (mut b, mut schema, mut w) = (ptr::null_mut(), ptr::null_mut(), ptr::null_mut());
    // SAFETY: live options, NUL-terminated texts, live C Data structs moved
    // into the import; every handle released once.
    unsafe {
        let name = c("row_group_size");
        assert_eq!(irx_parquet_options_int(o, name.as_ptr(), 50_000), IRX_OK);
        assert_eq!(irx_rb_batch_import(&mut a, &mut sc, &mut b), IRX_OK);
        assert_eq!(irx_rb_batch_schema(b, &mut schema), IRX_OK);
        let rc = irx_rb_parquet_writer_open_options(schema, p.as_ptr(), o, &mut w);
        assert_eq!(rc, IRX_OK, "{}", rb_error());
        irx_rb_schema_release(schema);
        irx_parquet_options_release(o);
        let mut rc = irx_rb_stream_writer_write_batch(w, b);
        irx_rb_batch_release(b);
        if rc == IRX_OK {
            rc = irx_rb_stream_writer_close(w);
        }
        let failure = (rc != IRX_OK).then(rb_error);
        irx_rb_stream_writer_release(w);
        failure.map_or(Ok(()), |m| Err((rc, m)))
    }
}

/// The CSV file at `path` read in blocks of 64 KiB: its batches, the
/// status that ended the read (or the open's) and the message when it is
/// not `IRX_EOF`.
fn read_csv(path: &std::path::Path) -> (Vec<RecordBatch>, i32, String) {
    let o = irx_csv_options_new();
    let p = c(path.to_str().unwrap());
    let mut r = ptr::null_mut();
    // SAFETY: live options released once, NUL-terminated texts, a
    // writable out; the reader closed once.
    unsafe {
        let name = c("block_size");
        assert_eq!(irx_csv_options_int(o, name.as_ptr(), 1 << 16), IRX_OK);
        let rc = irx_rb_csv_reader_open_options(p.as_ptr(), ptr::null(), o, &mut r);
        irx_csv_options_release(o);
        if rc != IRX_OK {
            return (Vec::new(), rc, rb_error());
        }
        drain_and_close(r)
    }
}

#[test]
fn a_panic_on_a_worker_answers_as_one_thread_and_stays_off_stderr() {
    record_panics();
    let dir = scratch("worker-panic");
    let path = dir.join("many.arrow");
    let input: Vec<RecordBatch> = (0..24).map(sample).collect();
    let schema = input[0].schema();
    let plain = write_ipc_bytes(&schema, &input, None, true).unwrap();
    let lz4 = write_ipc_bytes(&schema, &input, Some(CompressionType::LZ4_FRAME), true).unwrap();
    assert!(plain.len() > 2 << 20, "{} bytes", plain.len());

    // IPC file read into a table: the pool's first job panics, the rest
    // are skipped, and the call reads the blocks on its own thread.
    for (what, bytes) in [("plain", &plain), ("lz4", &lz4)] {
        std::fs::write(&path, bytes).unwrap();
        irx_runtime_set_threads(1);
        let one = read_table(&path).unwrap();
        assert!(one == input, "{what}: one thread");
        for threads in [2, 3] {
            irx_runtime_set_threads(threads);
            assert_eq!(panic_in_pool_jobs(1), 0);
            let read = read_table(&path);
            assert_eq!(pool_job_panics_left(), 0, "{what}: the pool was not used");
            let read = read.unwrap_or_else(|e| panic!("{what}, {threads} threads: {e:?}"));
            assert_eq!(read.len(), input.len(), "{what}, {threads} threads");
            for (k, (got, want)) in read.iter().zip(&input).enumerate() {
                assert!(got == want, "{what}, {threads} threads: batch {k} differs");
            }
        }
    }

    // A compressed IPC stream read (each large body's buffers decompressed
    // on the pool): the panic is the read's error at the first batch, not
    // an abort and nothing on stderr; the next read is the one-thread read.
    let big: Vec<RecordBatch> = (0..3).map(|k| wide(k * 40_000..(k + 1) * 40_000)).collect();
    for codec in [CompressionType::LZ4_FRAME, CompressionType::ZSTD] {
        let bytes = write_ipc_bytes(&big[0].schema(), &big, Some(codec), false).unwrap();
        irx_runtime_set_threads(1);
        let (one, end, message) = read_stream(&bytes);
        assert_eq!(end, IRX_EOF, "{codec:?}: {message}");
        assert!(one == big, "{codec:?}: one thread");
        for threads in [2, 3] {
            irx_runtime_set_threads(threads);
            assert_eq!(panic_in_pool_jobs(1), 0);
            let (got, end, message) = read_stream(&bytes);
            assert_eq!(
                pool_job_panics_left(),
                0,
                "{codec:?}: the pool was not used"
            );
            assert!(
                end != IRX_OK && end != IRX_EOF,
                "{codec:?}, {threads} threads: {end}"
            );
            assert!(
                message.contains("panic on a worker thread")
                    && message.contains("fault injected into a pool job"),
                "{message}"
            );
            assert!(
                got.is_empty(),
                "{codec:?}, {threads} threads: {} batches",
                got.len()
            );
            let (got, end, message) = read_stream(&bytes);
            assert_eq!(end, IRX_EOF, "{message}");
            assert!(got == one, "{codec:?}, {threads} threads: stream");
        }
    }
    // Writing it compressed (each large body's buffers compressed on the
    // pool): the panic is the write's error; the next write is byte for
    // byte the one-thread stream.
    for codec in [CompressionType::LZ4_FRAME, CompressionType::ZSTD] {
        irx_runtime_set_threads(1);
        let one = write_ipc_bytes(&big[0].schema(), &big, Some(codec), false).unwrap();
        for threads in [2, 3] {
            irx_runtime_set_threads(threads);
            assert_eq!(panic_in_pool_jobs(1), 0);
            let written = write_ipc_bytes(&big[0].schema(), &big, Some(codec), false);
            assert_eq!(
                pool_job_panics_left(),
                0,
                "{codec:?}: the pool was not used"
            );
            let message = written.map(|_| ()).unwrap_err().to_string();
            assert!(
                message.contains("panic on a worker thread")
                    && message.contains("fault injected into a pool job"),
                "{message}"
            );
            let again = write_ipc_bytes(&big[0].schema(), &big, Some(codec), false).unwrap();
            assert!(again == one, "{codec:?}, {threads} threads: write");
        }
    }
    let seen_now = seen();
    assert!(
        seen_now.is_empty(),
        "stream: panics reached the hook (stderr): {seen_now:?}"
    );

    // Compute: 2^20 + 77 values, split across the pool.
    let n = (1 << 20) + 77;
    let lhs = column(Arc::new(Int64Array::from_iter(
        (0..n as i64).map(|i| (i % 13 != 5).then_some(i * 7 - 1_000_003)),
    )));
    let rhs = column(Arc::new(Int64Array::from_iter_values(
        (0..n as i64).map(|i| 3 - i),
    )));
    irx_runtime_set_threads(1);
    let (status, sum_bits, sum_valid, _) = compute("sum", &lhs, None);
    assert_eq!(status, 0, "{}", arrow_error());
    let (status, _, _, negated) = compute("negate_checked", &lhs, None);
    assert_eq!(status, 0, "{}", arrow_error());
    let want = digest(&negated.unwrap());
    for threads in [2, 3] {
        // negate_checked computes the whole call again on this thread.
        irx_runtime_set_threads(threads);
        assert_eq!(panic_in_pool_jobs(1), 0);
        let (status, _, _, negated) = compute("negate_checked", &lhs, None);
        assert_eq!(pool_job_panics_left(), 0, "negate: the pool was not used");
        assert_eq!(status, 0, "{threads} threads: {}", arrow_error());
        assert_eq!(digest(&negated.unwrap()), want, "{threads} threads: negate");

        // sum and add_checked fail with the panic as the call's error
        // (outputs cleared), then answer.
        for kernel in ["sum", "add_checked"] {
            irx_runtime_set_threads(threads);
            assert_eq!(panic_in_pool_jobs(1), 0);
            let (status, bits, valid, out) =
                compute(kernel, &lhs, Some(&rhs).filter(|_| kernel != "sum"));
            let message = arrow_error();
            assert_eq!(pool_job_panics_left(), 0, "{kernel}: the pool was not used");
            assert_ne!(status, 0, "{threads} threads: {kernel} answered");
            assert!(
                out.is_none() && (bits, valid) == (0, 0),
                "{kernel}: outputs"
            );
            assert!(
                message.contains("irx_arrow_column_compute")
                    && message.contains("panic on a worker thread")
                    && message.contains("fault injected into a pool job"),
                "{message}"
            );
        }
        let (status, bits, valid, _) = compute("sum", &lhs, None);
        assert_eq!(status, 0, "{}", arrow_error());
        assert_eq!((bits, valid), (sum_bits, sum_valid), "{threads} threads");
    }

    // A Parquet read on the pool (row groups decoded by workers): the
    // panic is the read's error at a batch, the batches before it the
    // one-thread read's first ones; the next read is the whole file.
    let rows = 300_000;
    let batch = sample(0).slice(0, 0);
    let columns: Vec<ArrayRef> = vec![
        Arc::new(sparse_ints(0..rows)),
        Arc::new(quarters(0..rows)),
        Arc::new(strings(0..rows, 7, |i| format!("value {i}"))),
    ];
    let batch = RecordBatch::try_new(batch.schema(), columns).unwrap();
    let parquet_path = dir.join("groups.parquet");
    write_parquet(&parquet_path, &batch);
    // The same with a row filter: its row groups are filtered on the pool.
    for filtered in [false, true] {
        irx_runtime_set_threads(1);
        let (one, end, message) = read_parquet(&parquet_path, filtered);
        assert_eq!(end, IRX_EOF, "{message}");
        if !filtered {
            assert_eq!(one.iter().map(|b| b.num_rows()).sum::<usize>(), rows);
        }
        for threads in [2, 3] {
            irx_runtime_set_threads(threads);
            assert_eq!(panic_in_pool_jobs(1), 0);
            let (got, end, message) = read_parquet(&parquet_path, filtered);
            assert_eq!(pool_job_panics_left(), 0, "parquet: the pool was not used");
            assert!(end != IRX_OK && end != IRX_EOF, "{threads} threads: {end}");
            assert!(
                message.contains("panic on a worker thread")
                    && message.contains("fault injected into a pool job"),
                "{message}"
            );
            assert!(
                got.len() < one.len() && got[..] == one[..got.len()],
                "{threads} threads"
            );
            let (got, end, message) = read_parquet(&parquet_path, filtered);
            assert_eq!(end, IRX_EOF, "{message}");
            assert!(
                got == one,
                "{threads} threads: parquet, filtered {filtered}"
            );
        }
    }

    // A Parquet write encoding columns on the pool: the panic is the
    // write's error and what was at the path is still there; the next
    // write is byte for byte the one-thread file.
    let out = dir.join("written.parquet");
    irx_runtime_set_threads(1);
    write_parquet_c(&out, &batch).unwrap();
    let one = std::fs::read(&out).unwrap();
    for threads in [2, 3] {
        irx_runtime_set_threads(threads);
        std::fs::write(&out, b"what was there").unwrap();
        assert_eq!(panic_in_pool_jobs(1), 0);
        let failed = write_parquet_c(&out, &batch);
        assert_eq!(pool_job_panics_left(), 0, "write: the pool was not used");
        let Err((rc, message)) = failed else {
            panic!("{threads} threads: the write succeeded");
        };
        assert_ne!(rc, IRX_OK);
        assert!(
            message.contains("panic on a worker thread")
                && message.contains("fault injected into a pool job"),
            "{message}"
        );
        assert_eq!(std::fs::read(&out).unwrap(), b"what was there");
        write_parquet_c(&out, &batch).unwrap();
        assert!(
            std::fs::read(&out).unwrap() == one,
            "{threads} threads: write"
        );
    }

    // A CSV read parsing blocks on the pool (3 threads: at 2 it stays on
    // the calling thread): the panic is the read's error, after a prefix
    // of the one-thread batches; the next read is the one-thread read.
    let csv_path = dir.join("rows.csv");
    let mut text = String::from("n,x,s\n");
    for i in 0..200_000 {
        text.push_str(&format!("{},{}.25,\"row {i}, quoted\"\n", i * 7, i % 1000));
    }
    std::fs::write(&csv_path, text).unwrap();
    irx_runtime_set_threads(1);
    let (one, end, message) = read_csv(&csv_path);
    assert_eq!(end, IRX_EOF, "{message}");
    assert!(one.len() > 1);
    irx_runtime_set_threads(3);
    assert_eq!(panic_in_pool_jobs(1), 0);
    let (got, end, message) = read_csv(&csv_path);
    assert_eq!(pool_job_panics_left(), 0, "csv: the pool was not used");
    assert!(end != IRX_OK && end != IRX_EOF, "csv: {end}");
    assert!(
        message.contains("panic on a worker thread")
            && message.contains("fault injected into a pool job"),
        "{message}"
    );
    assert!(got.len() < one.len() && got[..] == one[..got.len()], "csv");
    let (got, end, message) = read_csv(&csv_path);
    assert_eq!(end, IRX_EOF, "{message}");
    assert!(got == one, "csv: 3 threads");

    panic_in_pool_jobs(0);
    irx_runtime_set_threads(0);
    let _ = std::fs::remove_dir_all(dir);
    let seen = seen();
    assert!(
        seen.is_empty(),
        "panics reached the hook (stderr): {seen:?}"
    );
}
