//! What a failed, refused, abandoned or killed Parquet (and CSV) write
//! leaves behind (issue 29, items 3, 10 and 13; issue 28, item 3;
//! docs/SAFETY.md):
//! * a refused `irx_rb_parquet_write_table` leaves the destination byte
//!   for byte as it was (it was truncated to 0 bytes when the writer
//!   opened), and what a write may expand to is bounded before the crate
//!   writes a row (a bufferless column of 2^40 rows, a dictionary that
//!   repeats a long value);
//! * a refused hive dataset write leaves nothing it made, so the
//!   corrected write can be retried;
//! * a writer killed before it committed leaves debris that the next
//!   writer of the same destination removes, and only then (lock-aware);
//! * a writer that refused a batch fails every later write and its close,
//!   never publishing a file that silently lacks those rows.
//!
//! The inputs are made here, in code. The tests that could blow memory on
//! a regression run under [`common::limited`] (2 GiB of address space).

mod common;

use std::ffi::{CStr, CString};
use std::io::{BufRead, BufReader};
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::ptr;
use std::sync::{Arc, Mutex, MutexGuard};

use arrow_array::{
    Array, ArrayRef, DictionaryArray, Int32Array, Int64Array, NullArray, RecordBatch, StringArray,
    StructArray, types::Int32Type,
};
use arrow_schema::{DataType, Field, Schema};
use irx_abi::native::{IRX_ERR_INVALID, IRX_ERR_IO, IRX_ERR_TYPE, IRX_OK};
use irx_runtime::frame::table::{TableHandle, irx_arrow_table_num_rows, irx_arrow_table_release};
use irx_runtime::frame::transfer::irx_arrow_table_import_batch;
use irx_runtime::rb::batch::{IrxRbBatch, irx_rb_batch_release, irx_rb_batch_schema};
use irx_runtime::rb::cdata::irx_rb_batch_import;
use irx_runtime::rb::csv::irx_rb_csv_writer_open;
use irx_runtime::rb::irx_record_batch_errmsg;
use irx_runtime::rb::parquet::*;
use irx_runtime::rb::schema::{IrxRbSchema, irx_rb_schema_release};
use irx_runtime::rb::stream::{
    IrxRbStreamWriter, irx_rb_stream_writer_close, irx_rb_stream_writer_release,
    irx_rb_stream_writer_write_batch,
};

/// Serializes this binary's tests. A writer's lease is a `flock` on an
/// open file description: a child process that one test spawns (a killed
/// writer, a limited run) copies every descriptor and so holds another
/// test's lease until it execs, and that test, opening its destination
/// again, would find it busy.
static SERIAL: Mutex<()> = Mutex::new(());

fn serial() -> MutexGuard<'static, ()> {
    SERIAL.lock().unwrap_or_else(|e| e.into_inner())
}

/// `limited_test!`, its parent run serialized with the other tests.
macro_rules! serial_limited_test {
    ($name:ident, $body:block) => {
        #[test]
        fn $name() {
            if common::limited::in_child() {
                $body
            } else {
                let _serial = serial();
                common::limited::under_limit(stringify!($name), common::limited::L2G);
            }
        }
    };
}

fn errmsg() -> String {
    // SAFETY: never NULL, NUL-terminated.
    unsafe { CStr::from_ptr(irx_record_batch_errmsg()) }
        .to_string_lossy()
        .into_owned()
}

fn c(text: &str) -> CString {
    CString::new(text).unwrap()
}

fn scratch(name: &str) -> PathBuf {
    let dir =
        std::env::temp_dir().join(format!("irx-pq-write-safety-{name}-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    dir
}

/// Every name in `dir` (not recursive), sorted.
fn names(dir: &Path) -> Vec<String> {
    let mut out: Vec<String> = std::fs::read_dir(dir)
        .unwrap()
        .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
        .collect();
    out.sort();
    out
}

/// Every path under `dir`, recursively, relative, sorted.
fn tree(dir: &Path) -> Vec<String> {
    fn walk(root: &Path, dir: &Path, out: &mut Vec<String>) {
        for entry in std::fs::read_dir(dir).unwrap() {
            let path = entry.unwrap().path();
            out.push(path.strip_prefix(root).unwrap().display().to_string());
            if path.symlink_metadata().unwrap().is_dir() {
                walk(root, &path, out);
            }
        }
    }
    let mut out = Vec::new();
    walk(dir, dir, &mut out);
    out.sort();
    out
}

/// A table handle holding `batch` (through the C Data interface).
fn table(batch: &RecordBatch) -> *mut TableHandle {
    let array = StructArray::from(batch.clone());
    let (mut a, mut s) = arrow_array::ffi::to_ffi(&array.to_data()).unwrap();
    let mut out = ptr::null_mut();
    // SAFETY: live C Data structs, moved into the call.
    let rc = unsafe { irx_arrow_table_import_batch(&mut a, &mut s, &mut out) };
    assert_eq!(rc, IRX_OK, "{}", common::arrow_error());
    out
}

/// A batch handle holding `batch`, and its schema handle.
fn batch_handle(batch: &RecordBatch) -> (*mut IrxRbBatch, *mut IrxRbSchema) {
    let array = StructArray::from(batch.clone());
    let (mut a, mut s) = arrow_array::ffi::to_ffi(&array.to_data()).unwrap();
    let mut out = ptr::null_mut();
    let mut schema = ptr::null_mut();
    // SAFETY: live C Data structs moved into the call; then a live batch.
    unsafe {
        assert_eq!(
            irx_rb_batch_import(&mut a, &mut s, &mut out),
            IRX_OK,
            "{}",
            errmsg()
        );
        assert_eq!(
            irx_rb_batch_schema(out, &mut schema),
            IRX_OK,
            "{}",
            errmsg()
        );
    }
    (out, schema)
}

fn numbers(values: std::ops::Range<i64>) -> RecordBatch {
    let schema = Schema::new(vec![Field::new("x", DataType::Int64, true)]);
    RecordBatch::try_new(
        Arc::new(schema),
        vec![Arc::new(Int64Array::from_iter_values(values))],
    )
    .unwrap()
}

fn options() -> *mut IrxParquetOptions {
    let options = irx_parquet_options_new();
    assert!(!options.is_null());
    options
}

fn set_int(o: *mut IrxParquetOptions, name: &str, value: i64) {
    // SAFETY: live options, NUL-terminated name.
    let rc = unsafe { irx_parquet_options_int(o, c(name).as_ptr(), value) };
    assert_eq!(rc, IRX_OK);
}

fn set_text(o: *mut IrxParquetOptions, name: &str, value: &str) {
    // SAFETY: live options, NUL-terminated texts.
    let rc = unsafe { irx_parquet_options_text(o, c(name).as_ptr(), c(value).as_ptr()) };
    assert_eq!(rc, IRX_OK);
}

/// `irx_rb_parquet_write_table` of `batch` at `path`.
fn write_table(batch: &RecordBatch, path: &Path, o: *mut IrxParquetOptions) -> i32 {
    let t = table(batch);
    let p = c(path.to_str().unwrap());
    // SAFETY: live handles, NUL-terminated path.
    let rc = unsafe { irx_rb_parquet_write_table(t, p.as_ptr(), o, 0) };
    // SAFETY: a live table, released once.
    unsafe { irx_arrow_table_release(t) };
    rc
}

/// The rows `irx_rb_parquet_read_table` reads at `path` (auto-detected).
fn rows_read(path: &Path) -> i64 {
    let o = options();
    let p = c(path.to_str().unwrap());
    let mut t = ptr::null_mut();
    // SAFETY: live options, NUL-terminated path, writable out.
    let rc = unsafe { irx_rb_parquet_read_table(p.as_ptr(), ptr::null(), o, 1, &mut t) };
    assert_eq!(rc, IRX_OK, "read {}: {}", path.display(), errmsg());
    // SAFETY: live handles, released once.
    unsafe {
        let rows = irx_arrow_table_num_rows(t);
        irx_arrow_table_release(t);
        irx_parquet_options_release(o);
        rows
    }
}

/// A file of 100 rows at `path`; returns its bytes.
fn original(path: &Path) -> Vec<u8> {
    let o = options();
    assert_eq!(
        write_table(&numbers(0..100), path, o),
        IRX_OK,
        "{}",
        errmsg()
    );
    // SAFETY: live options, released once.
    unsafe { irx_parquet_options_release(o) };
    std::fs::read(path).unwrap()
}

/// No staged file (`NAME.irx-...`) is left in `dir`.
fn assert_no_staged(dir: &Path) {
    let staged: Vec<String> = names(dir)
        .into_iter()
        .filter(|n| n.contains(".irx-") && !n.starts_with('.'))
        .collect();
    assert!(staged.is_empty(), "left behind: {staged:?}");
}

// ---------------------------------------------------------------------------
// Issue 29, item 3: a refused write never destroys what was there.

/// A batch of one column: `column` (nullable).
fn single(column: ArrayRef) -> RecordBatch {
    let schema = Schema::new(vec![Field::new("x", column.data_type().clone(), true)]);
    RecordBatch::try_new(Arc::new(schema), vec![column]).unwrap()
}

serial_limited_test!(refused_table_write_keeps_the_destination_byte_for_byte, {
    let dir = scratch("keep");
    let path = dir.join("data.parquet");
    let before = original(&path);
    // 4096 keys repeating one 1 MiB string: 4 GiB to write from 1 MiB.
    let huge = "x".repeat(1 << 20);
    let values = Arc::new(StringArray::from(vec![huge.as_str()]));
    let keys = Int32Array::from(vec![0; 4096]);
    let bomb = DictionaryArray::<Int32Type>::try_new(keys, values).unwrap();
    let o = options();
    let rc = write_table(&single(Arc::new(bomb)), &path, o);
    assert_eq!(rc, IRX_ERR_INVALID, "{}", errmsg());
    assert!(errmsg().contains("expansion limit"), "{}", errmsg());
    assert!(
        std::fs::read(&path).unwrap() == before,
        "the destination changed"
    );
    assert_no_staged(&dir);
    // SAFETY: live options, released once.
    unsafe { irx_parquet_options_release(o) };
    let _ = std::fs::remove_dir_all(&dir);
});

serial_limited_test!(bufferless_rows_are_refused_before_the_writer_runs, {
    let dir = scratch("bufferless");
    let path = dir.join("data.parquet");
    let before = original(&path);
    // 2^40 rows of a null column: no buffer, so any length is "valid".
    let nulls = single(Arc::new(NullArray::new(1 << 40)));
    let array = StructArray::from(nulls.clone());
    let (mut a, mut s) = arrow_array::ffi::to_ffi(&array.to_data()).unwrap();
    let mut t = ptr::null_mut();
    // SAFETY: live C Data structs, moved into the call.
    let rc = unsafe { irx_arrow_table_import_batch(&mut a, &mut s, &mut t) };
    if rc == IRX_OK {
        let o = options();
        let p = c(path.to_str().unwrap());
        let started = std::time::Instant::now();
        // SAFETY: live handles, NUL-terminated path.
        let rc = unsafe { irx_rb_parquet_write_table(t, p.as_ptr(), o, 0) };
        assert_eq!(rc, IRX_ERR_INVALID, "{}", errmsg());
        assert!(errmsg().contains("expansion limit"), "{}", errmsg());
        assert!(started.elapsed().as_secs() < 5, "{:?}", started.elapsed());
        // SAFETY: live handles, released once.
        unsafe {
            irx_arrow_table_release(t);
            irx_parquet_options_release(o);
        }
    } else {
        // The import bounds such lengths itself: refused with a message.
        assert!(!common::arrow_error().is_empty());
    }
    assert!(
        std::fs::read(&path).unwrap() == before,
        "the destination changed"
    );
    assert_no_staged(&dir);
    let _ = std::fs::remove_dir_all(&dir);
});

#[test]
fn abandoned_stream_writers_keep_the_destination() {
    let _serial = serial();
    let dir = scratch("abandon");
    let path = dir.join("data.parquet");
    let before = original(&path);
    let (batch, schema) = batch_handle(&numbers(0..10));
    let p = c(path.to_str().unwrap());
    let mut w: *mut IrxRbStreamWriter = ptr::null_mut();
    // SAFETY: live handles; the writer is released once, unclosed.
    unsafe {
        let rc = irx_rb_parquet_writer_open(schema, p.as_ptr(), c("snappy").as_ptr(), 4, &mut w);
        assert_eq!(rc, IRX_OK, "{}", errmsg());
        assert!(
            std::fs::read(&path).unwrap() == before,
            "opening truncated it"
        );
        assert_eq!(irx_rb_stream_writer_write_batch(w, batch), IRX_OK);
        irx_rb_stream_writer_release(w);
        irx_rb_batch_release(batch);
        irx_rb_schema_release(schema);
    }
    assert!(
        std::fs::read(&path).unwrap() == before,
        "release without close changed it"
    );
    assert_no_staged(&dir);
    let _ = std::fs::remove_dir_all(&dir);
}

// ---------------------------------------------------------------------------
// Issue 28, item 3: a writer that refused a batch fails from then on.

/// A writer of `path` (Parquet or CSV) with the schema of `numbers`.
type Open = fn(*const IrxRbSchema, &CString, &mut *mut IrxRbStreamWriter) -> i32;

fn open_parquet(s: *const IrxRbSchema, p: &CString, w: &mut *mut IrxRbStreamWriter) -> i32 {
    // SAFETY: live schema, NUL-terminated texts, writable out.
    unsafe { irx_rb_parquet_writer_open(s, p.as_ptr(), c("snappy").as_ptr(), 1000, w) }
}

fn open_csv(s: *const IrxRbSchema, p: &CString, w: &mut *mut IrxRbStreamWriter) -> i32 {
    // SAFETY: live schema, NUL-terminated texts, writable out.
    unsafe { irx_rb_csv_writer_open(s, p.as_ptr(), c(",").as_ptr(), 1, w) }
}

/// Good batch, refused batch (another schema), good batch, close: the
/// last two must fail with the refusal.
fn refusal_poisons(open: Open, path: &Path) {
    let (good, schema) = batch_handle(&numbers(0..10));
    let other = RecordBatch::try_new(
        Arc::new(Schema::new(vec![Field::new("y", DataType::Int64, true)])),
        vec![Arc::new(Int64Array::from_iter_values(10..20))],
    )
    .unwrap();
    let (bad, bad_schema) = batch_handle(&other);
    let p = c(path.to_str().unwrap());
    let mut w = ptr::null_mut();
    assert_eq!(open(schema, &p, &mut w), IRX_OK, "{}", errmsg());
    // SAFETY: live handles, each released once.
    unsafe {
        assert_eq!(
            irx_rb_stream_writer_write_batch(w, good),
            IRX_OK,
            "{}",
            errmsg()
        );
        assert_eq!(irx_rb_stream_writer_write_batch(w, bad), IRX_ERR_TYPE);
        let refusal = errmsg();
        assert!(refusal.contains("schema mismatch"), "{refusal}");
        let rc = irx_rb_stream_writer_write_batch(w, good);
        assert_eq!(rc, IRX_ERR_TYPE, "a write after the refusal succeeded");
        assert!(errmsg().contains("schema mismatch"), "{}", errmsg());
        assert_eq!(
            irx_rb_stream_writer_close(w),
            IRX_ERR_TYPE,
            "close succeeded"
        );
        assert!(errmsg().contains("schema mismatch"), "{}", errmsg());
        irx_rb_stream_writer_release(w);
        for b in [good, bad] {
            irx_rb_batch_release(b);
        }
        irx_rb_schema_release(schema);
        irx_rb_schema_release(bad_schema);
    }
}

#[test]
fn a_refused_batch_fails_every_later_parquet_call() {
    let _serial = serial();
    let dir = scratch("poison-parquet");
    let path = dir.join("data.parquet");
    refusal_poisons(open_parquet, &path);
    // Nothing was published: no file lacking the refused rows.
    assert!(!path.exists(), "a file was published");
    assert_no_staged(&dir);
    // An existing file stays as it was.
    let before = original(&path);
    refusal_poisons(open_parquet, &path);
    assert!(
        std::fs::read(&path).unwrap() == before,
        "the destination changed"
    );
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn a_refused_batch_fails_every_later_csv_call() {
    let _serial = serial();
    let dir = scratch("poison-csv");
    let path = dir.join("data.csv");
    refusal_poisons(open_csv, &path);
    // CSV is written in place, batch by batch: the rows before the
    // refusal are there, the close reported that the file is incomplete.
    let text = std::fs::read_to_string(&path).unwrap();
    assert_eq!(text.lines().count(), 11, "{text}");
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn released_csv_writers_keep_what_they_wrote() {
    let _serial = serial();
    let dir = scratch("csv-release");
    let path = dir.join("data.csv");
    let (batch, schema) = batch_handle(&numbers(0..10));
    let p = c(path.to_str().unwrap());
    let mut w = ptr::null_mut();
    assert_eq!(open_csv(schema, &p, &mut w), IRX_OK, "{}", errmsg());
    // SAFETY: live handles, each released once; the writer unclosed.
    unsafe {
        assert_eq!(irx_rb_stream_writer_write_batch(w, batch), IRX_OK);
        irx_rb_stream_writer_release(w);
        irx_rb_batch_release(batch);
        irx_rb_schema_release(schema);
    }
    let text = std::fs::read_to_string(&path).unwrap();
    assert_eq!(text.lines().collect::<Vec<_>>()[..3], ["\"x\"", "0", "1"]);
    assert_eq!(text.lines().count(), 11);
    let _ = std::fs::remove_dir_all(&dir);
}

// ---------------------------------------------------------------------------
// Issue 29, item 10: a refused hive write leaves nothing it made.

fn partitioned(keys: &[&str]) -> RecordBatch {
    let schema = Schema::new(vec![
        Field::new("k", DataType::Utf8, true),
        Field::new("v", DataType::Int64, true),
    ]);
    RecordBatch::try_new(
        Arc::new(schema),
        vec![
            Arc::new(StringArray::from(keys.to_vec())),
            Arc::new(Int64Array::from_iter_values(0..keys.len() as i64)),
        ],
    )
    .unwrap()
}

fn hive_options(append: bool) -> *mut IrxParquetOptions {
    let o = options();
    set_int(o, "dataset", 1);
    set_int(o, "hive", 1);
    set_int(o, "append", i64::from(append));
    set_text(o, "partition_column", "k");
    o
}

#[test]
fn a_refused_hive_write_leaves_nothing_behind() {
    let _serial = serial();
    let dir = scratch("hive");
    let root = dir.join("ds");
    let o = hive_options(false);
    // The marker is in the last row: the first partitions come first.
    let bad = partitioned(&["a", "b", "__HIVE_DEFAULT_PARTITION__"]);
    assert_eq!(write_table(&bad, &root, o), IRX_ERR_INVALID);
    assert!(
        errmsg().contains("reserved Hive null marker"),
        "{}",
        errmsg()
    );
    assert!(!root.exists(), "left behind: {:?}", tree(&root));
    // The corrected write is simply retried.
    assert_eq!(
        write_table(&partitioned(&["a", "b"]), &root, o),
        IRX_OK,
        "{}",
        errmsg()
    );
    assert_eq!(rows_read(&root), 2);
    let before = tree(&root);
    // A refused append leaves the dataset as it was.
    let append = hive_options(true);
    assert_eq!(write_table(&bad, &root, append), IRX_ERR_INVALID);
    assert_eq!(tree(&root), before);
    assert_eq!(rows_read(&root), 2);
    // A stream writer whose second batch is refused takes back the first.
    let (good, schema) = batch_handle(&partitioned(&["c", "d"]));
    let (marker, _) = batch_handle(&partitioned(&["__HIVE_DEFAULT_PARTITION__"]));
    let p = c(root.to_str().unwrap());
    let mut w = ptr::null_mut();
    // SAFETY: live handles, each released once.
    unsafe {
        let rc = irx_rb_parquet_writer_open_options(schema, p.as_ptr(), append, &mut w);
        assert_eq!(rc, IRX_OK, "{}", errmsg());
        assert_eq!(
            irx_rb_stream_writer_write_batch(w, good),
            IRX_OK,
            "{}",
            errmsg()
        );
        assert_eq!(rows_read(&root), 4);
        assert_eq!(irx_rb_stream_writer_write_batch(w, marker), IRX_ERR_INVALID);
        assert_eq!(irx_rb_stream_writer_write_batch(w, good), IRX_ERR_INVALID);
        assert_eq!(irx_rb_stream_writer_close(w), IRX_ERR_INVALID);
        irx_rb_stream_writer_release(w);
        irx_rb_batch_release(good);
        irx_rb_batch_release(marker);
        irx_rb_schema_release(schema);
        irx_parquet_options_release(o);
        irx_parquet_options_release(append);
    }
    assert_eq!(tree(&root), before);
    assert_eq!(rows_read(&root), 2);
    let _ = std::fs::remove_dir_all(&dir);
}

// ---------------------------------------------------------------------------
// Issue 29, item 13: killed writers' leftovers.

/// The environment variable that runs a test's writer half.
const KILLED: &str = "IRX_TEST_KILLED_WRITER";

/// In the child run of `test`: opens a writer of `target` with `o`,
/// writes one batch, says "ready" and waits to be killed.
fn killed_child(target: &Path, batch: &RecordBatch, o: *mut IrxParquetOptions) {
    let (b, schema) = batch_handle(batch);
    let p = c(target.to_str().unwrap());
    let mut w = ptr::null_mut();
    // SAFETY: live handles; the process is killed holding them.
    unsafe {
        let rc = irx_rb_parquet_writer_open_options(schema, p.as_ptr(), o, &mut w);
        assert_eq!(rc, IRX_OK, "{}", errmsg());
        assert_eq!(
            irx_rb_stream_writer_write_batch(w, b),
            IRX_OK,
            "{}",
            errmsg()
        );
    }
    println!("ready");
    std::thread::sleep(std::time::Duration::from_secs(120));
    std::process::exit(3);
}

/// Runs `test`'s child half (which calls [`killed_child`] on `target`)
/// and returns it once it said "ready" (holding its lease).
fn spawn_writer(test: &str, target: &Path) -> std::process::Child {
    let mut child = Command::new(std::env::current_exe().unwrap())
        .args([test, "--exact", "--nocapture", "--test-threads=1"])
        .env(KILLED, target)
        .stdout(Stdio::piped())
        .stderr(Stdio::null())
        .spawn()
        .unwrap();
    let out = child.stdout.take().unwrap();
    let ready = BufReader::new(out)
        .lines()
        .map_while(|l| l.ok())
        .any(|l| l.contains("ready"));
    assert!(ready, "the writer child did not start");
    child
}

fn kill(mut child: std::process::Child) {
    child.kill().unwrap();
    child.wait().unwrap();
}

/// The child's target, in the child run.
fn child_target() -> Option<PathBuf> {
    std::env::var_os(KILLED).map(PathBuf::from)
}

#[test]
fn a_killed_file_writers_temporary_is_removed_by_the_next_writer() {
    let _serial = serial();
    if let Some(target) = child_target() {
        let o = options();
        set_int(o, "atomic", 1);
        killed_child(&target, &numbers(0..10), o);
    }
    let dir = scratch("killed-file");
    let path = dir.join("data.parquet");
    let before = original(&path);
    let child = spawn_writer(
        "a_killed_file_writers_temporary_is_removed_by_the_next_writer",
        &path,
    );
    // While the writer lives, its lease keeps others out and its
    // temporary stays.
    let o = options();
    assert_eq!(write_table(&numbers(0..5), &path, o), IRX_ERR_IO);
    assert!(errmsg().contains("busy"), "{}", errmsg());
    kill(child);
    let staged: Vec<String> = names(&dir)
        .into_iter()
        .filter(|n| n.starts_with("data.parquet.irx-"))
        .collect();
    assert_eq!(staged.len(), 1, "{:?}", names(&dir));
    assert!(
        std::fs::read(&path).unwrap() == before,
        "the destination changed"
    );
    // 1.25's temporaries (mkstemp's six characters) are dead too; other
    // names stay.
    std::fs::write(dir.join("data.parquet.irx-Ab3xY9"), b"partial").unwrap();
    std::fs::write(dir.join("data.parquet.irx-notes.txt"), b"mine").unwrap();
    // A link of that shape that is no commit pointer of this destination
    // (another snapshot dataset's name) stays too.
    std::os::unix::fs::symlink(&path, dir.join("data.parquet.irx-Link42")).unwrap();
    assert_eq!(
        write_table(&numbers(0..5), &path, o),
        IRX_OK,
        "{}",
        errmsg()
    );
    assert_eq!(rows_read(&path), 5);
    assert_eq!(
        names(&dir),
        [
            ".data.parquet.irx.lock",
            "data.parquet",
            "data.parquet.irx-Link42",
            "data.parquet.irx-notes.txt"
        ]
    );
    // SAFETY: live options, released once.
    unsafe { irx_parquet_options_release(o) };
    let _ = std::fs::remove_dir_all(&dir);
}

fn snapshot_options(append: bool) -> *mut IrxParquetOptions {
    let o = hive_options(append);
    set_int(o, "atomic", 1);
    o
}

#[test]
fn a_killed_snapshot_writers_generation_is_removed_by_the_next_writer() {
    let _serial = serial();
    if let Some(target) = child_target() {
        killed_child(&target, &partitioned(&["x", "y"]), snapshot_options(true));
    }
    let dir = scratch("killed-snapshot");
    let root = dir.join("ds");
    let versions = dir.join(".ds.irx-versions");
    let o = snapshot_options(false);
    assert_eq!(
        write_table(&partitioned(&["a"]), &root, o),
        IRX_OK,
        "{}",
        errmsg()
    );
    let committed = names(&versions);
    assert_eq!(committed.len(), 1);
    assert!(committed[0].starts_with("generation-"), "{committed:?}");
    let child = spawn_writer(
        "a_killed_snapshot_writers_generation_is_removed_by_the_next_writer",
        &root,
    );
    kill(child);
    let pending: Vec<String> = names(&versions)
        .into_iter()
        .filter(|n| n.starts_with("pending-"))
        .collect();
    assert_eq!(pending.len(), 1, "{:?}", names(&versions));
    assert_eq!(rows_read(&root), 1, "the killed write is visible");
    // A commit pointer left between its creation and its rename.
    let pointer = dir.join("ds.irx-0123456789abcdef");
    std::os::unix::fs::symlink(versions.join(&committed[0]), &pointer).unwrap();
    let append = snapshot_options(true);
    assert_eq!(
        write_table(&partitioned(&["b"]), &root, append),
        IRX_OK,
        "{}",
        errmsg()
    );
    assert_eq!(rows_read(&root), 2);
    let left = names(&versions);
    assert_eq!(left.len(), 2, "{left:?}");
    assert!(
        left.iter().all(|n| n.starts_with("generation-")),
        "{left:?}"
    );
    // The old generation is kept: a reader may be reading it.
    assert!(left.contains(&committed[0]));
    assert!(pointer.symlink_metadata().is_err(), "the pointer stayed");
    // SAFETY: live options, released once each.
    unsafe {
        irx_parquet_options_release(o);
        irx_parquet_options_release(append);
    }
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn a_killed_dataset_writers_staging_is_removed_by_the_next_writer() {
    let _serial = serial();
    let dir = scratch("killed-dataset");
    let root = dir.join("ds");
    let o = hive_options(false);
    assert_eq!(
        write_table(&partitioned(&["a"]), &root, o),
        IRX_OK,
        "{}",
        errmsg()
    );
    let before = tree(&root);
    // As a writer killed mid-batch leaves it: a half-written fragment in
    // its hidden staging directory (readers skip it).
    let staging = root.join(".irx-pending-0123456789abcdef");
    std::fs::create_dir(&staging).unwrap();
    std::fs::write(staging.join("irx-0-0.parquet"), b"PAR1 torn").unwrap();
    assert_eq!(rows_read(&root), 1);
    let append = hive_options(true);
    assert_eq!(
        write_table(&partitioned(&["a"]), &root, append),
        IRX_OK,
        "{}",
        errmsg()
    );
    assert!(!staging.exists(), "the staging directory stayed");
    assert_eq!(rows_read(&root), 2);
    assert!(tree(&root).len() > before.len());
    // SAFETY: live options, released once each.
    unsafe {
        irx_parquet_options_release(o);
        irx_parquet_options_release(append);
    }
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn a_refused_batch_discards_a_snapshot_generation_at_once() {
    let _serial = serial();
    let dir = scratch("snapshot-refused");
    let root = dir.join("ds");
    let versions = dir.join(".ds.irx-versions");
    let o = snapshot_options(false);
    assert_eq!(
        write_table(&partitioned(&["a"]), &root, o),
        IRX_OK,
        "{}",
        errmsg()
    );
    let committed = std::fs::read_link(&root).unwrap();
    let append = snapshot_options(true);
    let (good, schema) = batch_handle(&partitioned(&["b"]));
    let (bad, bad_schema) = batch_handle(&numbers(0..3));
    let p = c(root.to_str().unwrap());
    let mut w = ptr::null_mut();
    // SAFETY: live handles, each released once.
    unsafe {
        let rc = irx_rb_parquet_writer_open_options(schema, p.as_ptr(), append, &mut w);
        assert_eq!(rc, IRX_OK, "{}", errmsg());
        assert_eq!(
            irx_rb_stream_writer_write_batch(w, good),
            IRX_OK,
            "{}",
            errmsg()
        );
        assert_eq!(names(&versions).len(), 2, "{:?}", names(&versions));
        assert_eq!(irx_rb_stream_writer_write_batch(w, bad), IRX_ERR_TYPE);
        // The generation is gone before the writer is closed or released.
        assert_eq!(names(&versions).len(), 1, "{:?}", names(&versions));
        assert_eq!(irx_rb_stream_writer_write_batch(w, good), IRX_ERR_TYPE);
        assert_eq!(irx_rb_stream_writer_close(w), IRX_ERR_TYPE);
        irx_rb_stream_writer_release(w);
        irx_rb_batch_release(good);
        irx_rb_batch_release(bad);
        irx_rb_schema_release(schema);
        irx_rb_schema_release(bad_schema);
        irx_parquet_options_release(o);
        irx_parquet_options_release(append);
    }
    assert_eq!(std::fs::read_link(&root).unwrap(), committed);
    assert_eq!(rows_read(&root), 1);
    let _ = std::fs::remove_dir_all(&dir);
}
