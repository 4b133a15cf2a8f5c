//! The worker pool and the Parquet reads on it (issue 32, items 1, 2 and
//! 8), through the C API, in a test binary of its own with one test
//! function: thread counts (`/proc/self/task`) are then this test's alone.
//!
//! What it shows: the size set and read back (and `IRX_NUM_THREADS` as the
//! default); a size of 1 starting no thread at all; a size of 2 starting
//! exactly two workers, reading the same batches (boundaries included) as
//! one thread, for whole files, projections and batch sizes that do and
//! do not divide the row groups, and for a file of one row group (split
//! by columns); a corrupt page in a middle row group
//! failing the read at the same batch with the same status and message;
//! and a child of `fork()` reading on a pool of its own, and failing
//! rather than hanging when it continues a read its parent began.

mod common;

use common::tasks;

use std::path::Path;
use std::ptr;
use std::sync::Arc;

use arrow_array::{Float64Array, Int64Array, RecordBatch, StringArray, StructArray};
use arrow_schema::{DataType, Field, Schema};
use common::batches::{drain_and_close, parquet_reader};
use common::c;
use common::files::scratch;
use irx_abi::native::{IRX_EOF, IRX_OK};
use irx_runtime::pool::{irx_runtime_set_threads, irx_runtime_threads};
use irx_runtime::rb::batch::irx_rb_batch_release;
use irx_runtime::rb::parquet::*;
use irx_runtime::rb::stream::{IrxRbStreamReader, irx_rb_stream_reader_next_batch};
use parquet::arrow::ArrowWriter;
use parquet::basic::Compression;
use parquet::file::properties::WriterProperties;

const ROWS: i64 = 300_000;
const GROUP_ROWS: usize = 50_000;

fn sample(rows: i64) -> RecordBatch {
    let schema = Schema::new(vec![
        Field::new("n", DataType::Int64, true),
        Field::new("x", DataType::Float64, false),
        Field::new("s", DataType::Utf8, true),
        Field::new("st", DataType::Struct(st_fields()), true),
    ]);
    let n = Int64Array::from_iter((0..rows).map(|i| (i % 10 != 3).then_some(i * 7919 % 1_000_003)));
    let x = Float64Array::from_iter_values((0..rows).map(|i| i as f64 * 0.25));
    let s = StringArray::from_iter((0..rows).map(|i| (i % 13 != 0).then(|| format!("value {i}"))));
    // A nested column: several leaves under one top-level column, which a
    // split by columns keeps together.
    let st = StructArray::new(
        st_fields(),
        vec![
            Arc::new(Int64Array::from_iter_values((0..rows).map(|i| i * 3))) as _,
            Arc::new(StringArray::from_iter(
                (0..rows).map(|i| (i % 7 != 0).then(|| format!("{i:x}"))),
            )) as _,
        ],
        Some((0..rows).map(|i| i % 11 != 0).collect()),
    );
    RecordBatch::try_new(
        Arc::new(schema),
        vec![Arc::new(n), Arc::new(x), Arc::new(s), Arc::new(st)],
    )
    .unwrap()
}

fn st_fields() -> arrow_schema::Fields {
    arrow_schema::Fields::from(vec![
        Field::new("a", DataType::Int64, false),
        Field::new("b", DataType::Utf8, true),
    ])
}

/// Writes `sample(ROWS)` in row groups of `GROUP_ROWS`.
fn write(path: &Path, compression: Compression) {
    write_groups(path, compression, GROUP_ROWS);
}

/// Writes `sample(ROWS)` in row groups of `group_rows`.
fn write_groups(path: &Path, compression: Compression, group_rows: usize) {
    let batch = sample(ROWS);
    let props = WriterProperties::builder()
        .set_max_row_group_row_count(Some(group_rows))
        .set_compression(compression)
        // One page per column chunk, no dictionary page before it: the
        // corruption below lands in a data page's body.
        .set_dictionary_enabled(false)
        .build();
    let file = std::fs::File::create(path).unwrap();
    let mut writer = ArrowWriter::try_new(file, batch.schema(), Some(props)).unwrap();
    writer.write(&batch).unwrap();
    writer.close().unwrap();
}

/// A read's batches (as Arrow), then its end: `IRX_EOF`, or the failing
/// status and message.
#[derive(Debug, PartialEq)]
struct Read {
    batches: Vec<RecordBatch>,
    end: i32,
    message: String,
}

/// Reading `path` with `batch_size`, `use_threads` (None: the default) and
/// one projected column if given.
fn open(
    path: &Path,
    batch_size: i64,
    use_threads: Option<i64>,
    column: Option<&str>,
) -> *mut IrxRbStreamReader {
    let o = irx_parquet_options_new();
    // SAFETY: live options, NUL-terminated texts; the options released
    // once (by parquet_reader).
    unsafe {
        assert_eq!(
            irx_parquet_options_int(o, c("batch_size").as_ptr(), batch_size),
            IRX_OK
        );
        if let Some(flag) = use_threads {
            assert_eq!(
                irx_parquet_options_int(o, c("use_threads").as_ptr(), flag),
                IRX_OK
            );
        }
        if let Some(column) = column {
            assert_eq!(
                irx_parquet_options_text(o, c("column").as_ptr(), c(column).as_ptr()),
                IRX_OK
            );
        }
        parquet_reader(path, o)
    }
}

/// The rest of `r`'s batches; closes it.
fn drain(r: *mut IrxRbStreamReader) -> Read {
    // SAFETY: a live reader, closed once.
    let (batches, end, message) = unsafe { drain_and_close(r) };
    Read {
        batches,
        end,
        message,
    }
}

fn read(path: &Path, batch_size: i64, use_threads: Option<i64>, column: Option<&str>) -> Read {
    drain(open(path, batch_size, use_threads, column))
}

/// Every shape of read compared, at the size in force, against `expected`
/// (made at size 1).
fn reads(path: &Path) -> Vec<Read> {
    let mut out = Vec::new();
    // 20,000 does not divide the 50,000-row groups: batches span them.
    for batch_size in [20_000, 50_000, 65_536, 1 << 20] {
        out.push(read(path, batch_size, None, None));
    }
    out.push(read(path, 30_000, None, Some("s")));
    out.push(read(path, 30_000, Some(0), Some("x")));
    out
}

#[test]
fn pool_sizes_reads_errors_and_fork() {
    let dir = scratch("pool");
    let plain = dir.join("plain.parquet");
    let snappy = dir.join("snappy.parquet");
    write(&plain, Compression::UNCOMPRESSED);
    write(&snappy, Compression::SNAPPY);
    // One row group: its columns are split between the workers.
    let single = dir.join("single.parquet");
    write_groups(&single, Compression::SNAPPY, ROWS as usize);

    // The default comes from IRX_NUM_THREADS; 0 restores it.
    // SAFETY: no other thread of this test binary reads the environment.
    unsafe { std::env::set_var("IRX_NUM_THREADS", "3") };
    irx_runtime_set_threads(0);
    assert_eq!(irx_runtime_threads(), 3);
    // SAFETY: as above.
    unsafe { std::env::remove_var("IRX_NUM_THREADS") };
    irx_runtime_set_threads(0);
    let cpus = std::thread::available_parallelism().map_or(1, |n| n.get());
    assert_eq!(irx_runtime_threads() as usize, cpus);
    irx_runtime_set_threads(100_000);
    assert_eq!(irx_runtime_threads(), 1024);

    // One thread: no helper thread, ever.
    irx_runtime_set_threads(1);
    assert_eq!(irx_runtime_threads(), 1);
    let before = tasks();
    let one = reads(&plain);
    let one_snappy = reads(&snappy);
    let one_single = reads(&single);
    assert_eq!(tasks(), before, "a pool of 1 started a thread");
    assert_eq!(one[0].end, IRX_EOF, "{}", one[0].message);
    let total: usize = one[0].batches.iter().map(RecordBatch::num_rows).sum();
    assert_eq!(total, ROWS as usize);
    assert_eq!(
        one[0]
            .batches
            .iter()
            .map(RecordBatch::num_rows)
            .collect::<Vec<_>>(),
        vec![20_000; 15]
    );

    // Two threads: two workers, the same batches.
    irx_runtime_set_threads(2);
    assert_eq!(irx_runtime_threads(), 2);
    let two = reads(&plain);
    assert_eq!(tasks(), before + 2, "a pool of 2 has two workers");
    assert_eq!(one, two);
    assert_eq!(one_snappy, reads(&snappy));
    assert_eq!(one_single, reads(&single));
    assert_eq!(tasks(), before + 2, "one pool for every read");

    // A corrupt page in the fourth row group: the same batches, then the
    // same failure, at 1 and at 2 threads.
    let corrupt = dir.join("corrupt.parquet");
    corrupt_group(&snappy, &corrupt, 3);
    let failed_two = read(&corrupt, 20_000, None, None);
    irx_runtime_set_threads(1);
    let failed_one = read(&corrupt, 20_000, None, None);
    assert_ne!(failed_one.end, IRX_EOF);
    assert!(
        failed_one.batches.len() < 15,
        "{}",
        failed_one.batches.len()
    );
    assert_eq!(failed_one, failed_two);

    // fork(): the child reads on a pool of its own; a read its parent
    // began fails in the child instead of waiting for workers that are
    // not there.
    irx_runtime_set_threads(2);
    let begun = open(&plain, 20_000, None, None);
    // SAFETY: a live reader.
    unsafe {
        let mut b = ptr::null_mut();
        assert_eq!(irx_rb_stream_reader_next_batch(begun, &mut b), IRX_OK);
        irx_rb_batch_release(b);
    }
    let expected = two[0].batches.clone();
    // SAFETY: the child calls the runtime and leaves with _exit, running
    // no destructor or test-harness code of the parent's.
    let child = unsafe { libc::fork() };
    assert!(child >= 0);
    if child == 0 {
        let mut code = 0;
        let fresh = read(&plain, 20_000, None, None);
        if fresh.end != IRX_EOF || fresh.batches != expected {
            code |= 1;
        }
        // The child's own pool: its one thread and two workers.
        if tasks() != 3 {
            code |= 2;
        }
        let rest = drain(begun);
        let finished = rest.end == IRX_EOF && rest.batches[..] == expected[1..];
        let refused = rest.end != IRX_EOF && rest.message.contains("fork()");
        if !(finished || refused) {
            code |= 4;
        }
        // SAFETY: ends the child at once.
        unsafe { libc::_exit(code) };
    }
    let mut status = 0;
    // SAFETY: our own child; a writable status.
    assert_eq!(unsafe { libc::waitpid(child, &mut status, 0) }, child);
    assert!(libc::WIFEXITED(status), "child status {status}");
    assert_eq!(libc::WEXITSTATUS(status), 0, "child failures (bits)");
    let rest = drain(begun);
    assert_eq!(rest.end, IRX_EOF, "{}", rest.message);
    assert_eq!(rest.batches[..], expected[1..]);

    irx_runtime_set_threads(0);
    let _ = std::fs::remove_dir_all(&dir);
}

/// Copies `from` to `to` with the data of the first column chunk of row
/// group `group` overwritten by garbage (its page header left intact, so
/// the file opens and the failure comes from decoding).
fn corrupt_group(from: &Path, to: &Path, group: usize) {
    let mut bytes = std::fs::read(from).unwrap();
    let file = std::fs::File::open(from).unwrap();
    let reader = parquet::file::reader::SerializedFileReader::new(file).unwrap();
    let meta = parquet::file::reader::FileReader::metadata(&reader);
    let column = meta.row_group(group).column(0);
    let (start, len) = column.byte_range();
    // Past the page header (a few dozen bytes), through most of the chunk.
    let (start, len) = (start as usize + 64, len as usize - 128);
    for (i, byte) in bytes[start..start + len].iter_mut().enumerate() {
        *byte = (i as u8).wrapping_mul(151) ^ 0x5a;
    }
    std::fs::write(to, bytes).unwrap();
}
