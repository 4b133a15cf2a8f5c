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

use std::ffi::c_char;
use std::io::{BufRead, BufReader};
use std::path::{Path, PathBuf};
use std::process::Stdio;
use std::ptr;
use std::sync::{Arc, Mutex, MutexGuard};

use arrow_array::{
    Array, ArrayRef, DictionaryArray, Int32Array, Int64Array, NullArray, RecordBatch, StringArray,
    StructArray, types::Int32Type,
};
use arrow_schema::{DataType, Field, Schema};
use common::files::scratch;
use common::{c, rb_error};
use irx_abi::native::{IRX_ERR_INVALID, IRX_ERR_IO, IRX_ERR_TYPE, IRX_OK};
use irx_runtime::frame::formats::{irx_rb_parquet_read_table, irx_rb_parquet_write_table};
use irx_runtime::frame::table::{TableHandle, irx_arrow_table_num_rows, irx_arrow_table_release};
use irx_runtime::frame::transfer::irx_arrow_table_import_batch;
use irx_runtime::rb::batch::{IrxRbBatch, irx_rb_batch_release, irx_rb_batch_schema};
use irx_runtime::rb::cdata::irx_rb_batch_import;
use irx_runtime::rb::csv::irx_rb_csv_writer_open;
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

// ---------------------------------------------------------------------------
// Handles, released when dropped. A release is a call of the family and
// may clear its message: read the message before the handle goes.

/// Parquet options.
struct Options(*mut IrxParquetOptions);

impl Options {
    fn new() -> Options {
        let options = irx_parquet_options_new();
        assert!(!options.is_null());
        Options(options)
    }

    /// With the integer option `name` set to `value`.
    fn int(self, name: &str, value: i64) -> Options {
        // SAFETY: live options, NUL-terminated name.
        let rc = unsafe { irx_parquet_options_int(self.0, c(name).as_ptr(), value) };
        assert_eq!(rc, IRX_OK);
        self
    }

    /// With the text option `name` set to `value`.
    fn text(self, name: &str, value: &str) -> Options {
        // SAFETY: live options, NUL-terminated texts.
        let rc = unsafe { irx_parquet_options_text(self.0, c(name).as_ptr(), c(value).as_ptr()) };
        assert_eq!(rc, IRX_OK);
        self
    }

    /// A hive dataset write partitioned by `k`.
    fn hive(append: bool) -> Options {
        Options::new()
            .int("dataset", 1)
            .int("hive", 1)
            .int("append", i64::from(append))
            .text("partition_column", "k")
    }

    /// A snapshot dataset write: a hive one, atomic.
    fn snapshot(append: bool) -> Options {
        Options::hive(append).int("atomic", 1)
    }
}

impl Drop for Options {
    fn drop(&mut self) {
        // SAFETY: live options, released once.
        unsafe { irx_parquet_options_release(self.0) };
    }
}

/// A batch handle and its schema handle.
struct Handles {
    batch: *mut IrxRbBatch,
    schema: *mut IrxRbSchema,
}

/// The handles of `batch` (imported through the C Data interface).
fn handles(batch: &RecordBatch) -> Handles {
    let array = StructArray::from(batch.clone());
    let (mut a, mut s) = arrow_array::ffi::to_ffi(&array.to_data()).unwrap();
    let mut out = Handles {
        batch: ptr::null_mut(),
        schema: ptr::null_mut(),
    };
    // SAFETY: live C Data structs moved into the call; then a live batch.
    unsafe {
        let rc = irx_rb_batch_import(&mut a, &mut s, &mut out.batch);
        assert_eq!(rc, IRX_OK, "{}", rb_error());
        let rc = irx_rb_batch_schema(out.batch, &mut out.schema);
        assert_eq!(rc, IRX_OK, "{}", rb_error());
    }
    out
}

impl Drop for Handles {
    fn drop(&mut self) {
        // SAFETY: live handles (or NULL), released once.
        unsafe {
            irx_rb_batch_release(self.batch);
            irx_rb_schema_release(self.schema);
        }
    }
}

/// A stream writer; dropped, it is released (unclosed if not closed).
struct Writer(*mut IrxRbStreamWriter);

impl Writer {
    /// The writer that `open(path, out)` opens, which must succeed.
    fn open(
        path: &Path,
        open: impl FnOnce(*const c_char, &mut *mut IrxRbStreamWriter) -> i32,
    ) -> Writer {
        let p = c(path.to_str().unwrap());
        let mut w = ptr::null_mut();
        assert_eq!(open(p.as_ptr(), &mut w), IRX_OK, "{}", rb_error());
        Writer(w)
    }

    fn write(&self, batch: &Handles) -> i32 {
        // SAFETY: a live writer and batch.
        unsafe { irx_rb_stream_writer_write_batch(self.0, batch.batch) }
    }

    /// Writes `batch`, which must succeed.
    fn write_ok(&self, batch: &Handles) {
        assert_eq!(self.write(batch), IRX_OK, "{}", rb_error());
    }

    fn close(&self) -> i32 {
        // SAFETY: a live writer.
        unsafe { irx_rb_stream_writer_close(self.0) }
    }
}

impl Drop for Writer {
    fn drop(&mut self) {
        // SAFETY: a live writer, released once.
        unsafe { irx_rb_stream_writer_release(self.0) };
    }
}

/// `irx_rb_parquet_writer_open` of `h`'s schema at `path` (snappy).
fn parquet_writer(h: &Handles, path: &Path, row_group_size: i64) -> Writer {
    Writer::open(path, |p, w| {
        // SAFETY: a live schema, NUL-terminated texts, a writable out.
        unsafe { irx_rb_parquet_writer_open(h.schema, p, c("snappy").as_ptr(), row_group_size, w) }
    })
}

/// `irx_rb_parquet_writer_open_options` of `h`'s schema at `path`.
fn options_writer(h: &Handles, path: &Path, o: &Options) -> Writer {
    // SAFETY: live handles, a NUL-terminated path, a writable out.
    Writer::open(path, |p, w| unsafe {
        irx_rb_parquet_writer_open_options(h.schema, p, o.0, w)
    })
}

/// `irx_rb_csv_writer_open` of `h`'s schema at `path` (a header, commas).
fn csv_writer(h: &Handles, path: &Path) -> Writer {
    // SAFETY: a live schema, NUL-terminated texts, a writable out.
    Writer::open(path, |p, w| unsafe {
        irx_rb_csv_writer_open(h.schema, p, c(",").as_ptr(), 1, w)
    })
}

/// `rc` is `status`, and the message holds `words`.
fn assert_refused(rc: i32, status: i32, words: &str) {
    let message = rb_error();
    assert_eq!(rc, status, "{message}");
    assert!(message.contains(words), "{message}");
}

/// After `w` refused a batch with `status` (and a message holding
/// `words`), a later write of the good batch `good` and the close fail
/// with it too.
fn assert_poisoned(w: &Writer, good: &Handles, status: i32, words: &str) {
    assert_refused(w.write(good), status, words);
    assert_refused(w.close(), status, words);
}

// ---------------------------------------------------------------------------
// Tables, files and directories.

/// A table handle holding `batch` (through the C Data interface), or the
/// import's message.
fn import_table(batch: &RecordBatch) -> Result<*mut TableHandle, String> {
    let array = StructArray::from(batch.clone());
    let (mut a, mut s) = arrow_array::ffi::to_ffi(&array.to_data()).unwrap();
    let mut out = ptr::null_mut();
    // SAFETY: live C Data structs, moved into the call.
    let rc = unsafe { irx_arrow_table_import_batch(&mut a, &mut s, &mut out) };
    if rc == IRX_OK {
        Ok(out)
    } else {
        Err(common::arrow_error())
    }
}

/// `irx_rb_parquet_write_table` of the table `t` at `path`; `t` is then
/// released.
fn write_and_release(t: *mut TableHandle, path: &Path, o: &Options) -> i32 {
    let p = c(path.to_str().unwrap());
    // SAFETY: live handles, NUL-terminated path; the table released once.
    unsafe {
        let rc = irx_rb_parquet_write_table(t, p.as_ptr(), o.0, 0);
        irx_arrow_table_release(t);
        rc
    }
}

/// `irx_rb_parquet_write_table` of `batch` at `path`.
fn write_table(batch: &RecordBatch, path: &Path, o: &Options) -> i32 {
    let t = import_table(batch).unwrap_or_else(|message| panic!("{message}"));
    write_and_release(t, path, o)
}

/// Writes `batch` at `path`, which must succeed.
fn write_ok(batch: &RecordBatch, path: &Path, o: &Options) {
    assert_eq!(write_table(batch, path, o), IRX_OK, "{}", rb_error());
}

/// The rows `irx_rb_parquet_read_table` reads at `path` (auto-detected).
fn rows_read(path: &Path) -> i64 {
    let o = Options::new();
    let p = c(path.to_str().unwrap());
    let mut t = ptr::null_mut();
    // SAFETY: live options, NUL-terminated path, writable out.
    let rc = unsafe { irx_rb_parquet_read_table(p.as_ptr(), ptr::null(), o.0, 1, &mut t) };
    assert_eq!(rc, IRX_OK, "read {}: {}", path.display(), rb_error());
    // SAFETY: a live table, released once.
    unsafe {
        let rows = irx_arrow_table_num_rows(t);
        irx_arrow_table_release(t);
        rows
    }
}

fn numbers(values: std::ops::Range<i64>) -> RecordBatch {
    let schema = Schema::new(vec![Field::new("x", DataType::Int64, true)]);
    RecordBatch::try_new(
        Arc::new(schema),
        vec![Arc::new(Int64Array::from_iter_values(values))],
    )
    .unwrap()
}

/// A file of 100 rows at `path`; returns its bytes.
fn original(path: &Path) -> Vec<u8> {
    write_ok(&numbers(0..100), path, &Options::new());
    std::fs::read(path).unwrap()
}

/// A scratch directory `name` holding `data.parquet`, a file of 100 rows:
/// the directory, the file's path and its bytes.
fn with_original(name: &str) -> (PathBuf, PathBuf, Vec<u8>) {
    let dir = scratch(name);
    let path = dir.join("data.parquet");
    let before = original(&path);
    (dir, path, before)
}

/// The file at `path` holds `bytes` (`what` says what changed it if not).
fn assert_bytes(path: &Path, bytes: &[u8], what: &str) {
    assert!(std::fs::read(path).unwrap() == bytes, "{what}");
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

/// The names in `dir` that start with `prefix`, sorted.
fn names_starting(dir: &Path, prefix: &str) -> Vec<String> {
    let mut out = names(dir);
    out.retain(|n| n.starts_with(prefix));
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

/// No staged file (`NAME.irx-...`) is left in `dir`.
fn assert_no_staged(dir: &Path) {
    let mut staged = names(dir);
    staged.retain(|n| n.contains(".irx-") && !n.starts_with('.'));
    assert!(staged.is_empty(), "left behind: {staged:?}");
}

// ---------------------------------------------------------------------------
// Issue 29, item 3: a refused write never destroys what was there.

/// A batch of one column: `column` (nullable).
fn single(column: ArrayRef) -> RecordBatch {
    let schema = Schema::new(vec![Field::new("x", column.data_type().clone(), true)]);
    RecordBatch::try_new(Arc::new(schema), vec![column]).unwrap()
}

crate::limited_test!(
    refused_table_write_keeps_the_destination_byte_for_byte,
    parent_holds: serial(),
    {
        let (dir, path, before) = with_original("keep");
        // 4096 keys repeating one 1 MiB string: 4 GiB to write from 1 MiB.
        let huge = "x".repeat(1 << 20);
        let values = Arc::new(StringArray::from(vec![huge.as_str()]));
        let keys = Int32Array::from(vec![0; 4096]);
        let bomb = DictionaryArray::<Int32Type>::try_new(keys, values).unwrap();
        let o = Options::new();
        let rc = write_table(&single(Arc::new(bomb)), &path, &o);
        assert_refused(rc, IRX_ERR_INVALID, "expansion limit");
        assert_bytes(&path, &before, "the destination changed");
        assert_no_staged(&dir);
        let _ = std::fs::remove_dir_all(&dir);
    }
);

crate::limited_test!(
    bufferless_rows_are_refused_before_the_writer_runs,
    parent_holds: serial(),
    {
        let (dir, path, before) = with_original("bufferless");
        // 2^40 rows of a null column: no buffer, so any length is "valid".
        match import_table(&single(Arc::new(NullArray::new(1 << 40)))) {
            Ok(t) => {
                let o = Options::new();
                let started = std::time::Instant::now();
                let rc = write_and_release(t, &path, &o);
                assert_refused(rc, IRX_ERR_INVALID, "expansion limit");
                assert!(started.elapsed().as_secs() < 5, "{:?}", started.elapsed());
            }
            // The import bounds such lengths itself: refused with a message.
            Err(message) => assert!(!message.is_empty()),
        }
        assert_bytes(&path, &before, "the destination changed");
        assert_no_staged(&dir);
        let _ = std::fs::remove_dir_all(&dir);
    }
);

#[test]
fn abandoned_stream_writers_keep_the_destination() {
    let _serial = serial();
    let (dir, path, before) = with_original("abandon");
    let batch = handles(&numbers(0..10));
    let w = parquet_writer(&batch, &path, 4);
    assert_bytes(&path, &before, "opening truncated it");
    assert_eq!(w.write(&batch), IRX_OK);
    drop(w);
    drop(batch);
    assert_bytes(&path, &before, "release without close changed it");
    assert_no_staged(&dir);
    let _ = std::fs::remove_dir_all(&dir);
}

// ---------------------------------------------------------------------------
// Issue 28, item 3: a writer that refused a batch fails from then on.

/// Opens a writer (Parquet or CSV) of a batch's schema at a path.
type Open = fn(&Handles, &Path) -> Writer;

/// Good batch, refused batch (another schema), good batch, close: the
/// last two must fail with the refusal.
fn refusal_poisons(open: Open, path: &Path) {
    let good = handles(&numbers(0..10));
    let other = RecordBatch::try_new(
        Arc::new(Schema::new(vec![Field::new("y", DataType::Int64, true)])),
        vec![Arc::new(Int64Array::from_iter_values(10..20))],
    )
    .unwrap();
    let bad = handles(&other);
    let w = open(&good, path);
    w.write_ok(&good);
    assert_refused(w.write(&bad), IRX_ERR_TYPE, "schema mismatch");
    assert_poisoned(&w, &good, IRX_ERR_TYPE, "schema mismatch");
}

#[test]
fn a_refused_batch_fails_every_later_parquet_call() {
    let _serial = serial();
    let dir = scratch("poison-parquet");
    let path = dir.join("data.parquet");
    let open: Open = |h, path| parquet_writer(h, path, 1000);
    refusal_poisons(open, &path);
    // Nothing was published: no file lacking the refused rows.
    assert!(!path.exists(), "a file was published");
    assert_no_staged(&dir);
    // An existing file stays as it was.
    let before = original(&path);
    refusal_poisons(open, &path);
    assert_bytes(&path, &before, "the destination changed");
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn a_refused_batch_fails_every_later_csv_call() {
    let _serial = serial();
    let dir = scratch("poison-csv");
    let path = dir.join("data.csv");
    refusal_poisons(csv_writer, &path);
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
    let batch = handles(&numbers(0..10));
    let w = csv_writer(&batch, &path);
    assert_eq!(w.write(&batch), IRX_OK);
    // Released unclosed.
    drop(w);
    drop(batch);
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

/// A scratch directory `name` and in it the dataset `ds` of one row
/// (partition `a`), written with `o`: the directory and the dataset.
fn dataset_of_one_row(name: &str, o: &Options) -> (PathBuf, PathBuf) {
    let dir = scratch(name);
    let root = dir.join("ds");
    write_ok(&partitioned(&["a"]), &root, o);
    (dir, root)
}

#[test]
fn a_refused_hive_write_leaves_nothing_behind() {
    let _serial = serial();
    let dir = scratch("hive");
    let root = dir.join("ds");
    let o = Options::hive(false);
    // The marker is in the last row: the first partitions come first.
    let bad = partitioned(&["a", "b", "__HIVE_DEFAULT_PARTITION__"]);
    let rc = write_table(&bad, &root, &o);
    assert_refused(rc, IRX_ERR_INVALID, "reserved Hive null marker");
    assert!(!root.exists(), "left behind: {:?}", tree(&root));
    // The corrected write is simply retried.
    write_ok(&partitioned(&["a", "b"]), &root, &o);
    assert_eq!(rows_read(&root), 2);
    let before = tree(&root);
    // A refused append leaves the dataset as it was.
    let append = Options::hive(true);
    assert_eq!(write_table(&bad, &root, &append), IRX_ERR_INVALID);
    assert_eq!(tree(&root), before);
    assert_eq!(rows_read(&root), 2);
    // A stream writer whose second batch is refused takes back the first.
    let good = handles(&partitioned(&["c", "d"]));
    let marker = handles(&partitioned(&["__HIVE_DEFAULT_PARTITION__"]));
    let w = options_writer(&good, &root, &append);
    w.write_ok(&good);
    assert_eq!(rows_read(&root), 4);
    assert_eq!(w.write(&marker), IRX_ERR_INVALID);
    assert_poisoned(&w, &good, IRX_ERR_INVALID, "reserved Hive null marker");
    drop(w);
    assert_eq!(tree(&root), before);
    assert_eq!(rows_read(&root), 2);
    let _ = std::fs::remove_dir_all(&dir);
}

// ---------------------------------------------------------------------------
// Issue 29, item 13: killed writers' leftovers.

/// The environment variable that runs a test's writer half.
const KILLED: &str = "IRX_TEST_KILLED_WRITER";

/// In the child run of a test: opens a writer of `target` with `o`,
/// writes `batch`, says "ready" and waits to be killed.
fn killed_child(target: &Path, batch: &RecordBatch, o: Options) -> ! {
    let batch = handles(batch);
    // The process is killed holding its handles.
    let w = options_writer(&batch, target, &o);
    w.write_ok(&batch);
    println!("ready");
    std::thread::sleep(std::time::Duration::from_secs(120));
    std::process::exit(3);
}

/// Runs `test`'s child half (which calls [`killed_child`] on `target`)
/// and returns it once it said "ready" (holding its lease).
fn spawn_writer(test: &str, target: &Path) -> std::process::Child {
    let mut child = common::limited::rerun(test)
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
        killed_child(&target, &numbers(0..10), Options::new().int("atomic", 1));
    }
    let (dir, path, before) = with_original("killed-file");
    let child = spawn_writer(
        "a_killed_file_writers_temporary_is_removed_by_the_next_writer",
        &path,
    );
    // While the writer lives, its lease keeps others out and its
    // temporary stays.
    let o = Options::new();
    assert_refused(write_table(&numbers(0..5), &path, &o), IRX_ERR_IO, "busy");
    kill(child);
    let staged = names_starting(&dir, "data.parquet.irx-");
    assert_eq!(staged.len(), 1, "{:?}", names(&dir));
    assert_bytes(&path, &before, "the destination changed");
    // 1.25's temporaries (mkstemp's six characters) are dead too; other
    // names stay.
    std::fs::write(dir.join("data.parquet.irx-Ab3xY9"), b"partial").unwrap();
    std::fs::write(dir.join("data.parquet.irx-notes.txt"), b"mine").unwrap();
    // A link of that shape that is no commit pointer of this destination
    // (another snapshot dataset's name) stays too.
    std::os::unix::fs::symlink(&path, dir.join("data.parquet.irx-Link42")).unwrap();
    write_ok(&numbers(0..5), &path, &o);
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
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn a_killed_snapshot_writers_generation_is_removed_by_the_next_writer() {
    let _serial = serial();
    if let Some(target) = child_target() {
        killed_child(&target, &partitioned(&["x", "y"]), Options::snapshot(true));
    }
    let (dir, root) = dataset_of_one_row("killed-snapshot", &Options::snapshot(false));
    let versions = dir.join(".ds.irx-versions");
    let committed = names(&versions);
    assert_eq!(committed.len(), 1);
    assert!(committed[0].starts_with("generation-"), "{committed:?}");
    let child = spawn_writer(
        "a_killed_snapshot_writers_generation_is_removed_by_the_next_writer",
        &root,
    );
    kill(child);
    let pending = names_starting(&versions, "pending-");
    assert_eq!(pending.len(), 1, "{:?}", names(&versions));
    assert_eq!(rows_read(&root), 1, "the killed write is visible");
    // A commit pointer left between its creation and its rename.
    let pointer = dir.join("ds.irx-0123456789abcdef");
    std::os::unix::fs::symlink(versions.join(&committed[0]), &pointer).unwrap();
    write_ok(&partitioned(&["b"]), &root, &Options::snapshot(true));
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
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn a_killed_dataset_writers_staging_is_removed_by_the_next_writer() {
    let _serial = serial();
    let (dir, root) = dataset_of_one_row("killed-dataset", &Options::hive(false));
    let before = tree(&root);
    // As a writer killed mid-batch leaves it: a half-written fragment in
    // its hidden staging directory (readers skip it).
    let staging = root.join(".irx-pending-0123456789abcdef");
    std::fs::create_dir(&staging).unwrap();
    std::fs::write(staging.join("irx-0-0.parquet"), b"PAR1 torn").unwrap();
    assert_eq!(rows_read(&root), 1);
    write_ok(&partitioned(&["a"]), &root, &Options::hive(true));
    assert!(!staging.exists(), "the staging directory stayed");
    assert_eq!(rows_read(&root), 2);
    assert!(tree(&root).len() > before.len());
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn a_refused_batch_discards_a_snapshot_generation_at_once() {
    let _serial = serial();
    let (dir, root) = dataset_of_one_row("snapshot-refused", &Options::snapshot(false));
    let versions = dir.join(".ds.irx-versions");
    let committed = std::fs::read_link(&root).unwrap();
    let append = Options::snapshot(true);
    let good = handles(&partitioned(&["b"]));
    let bad = handles(&numbers(0..3));
    let w = options_writer(&good, &root, &append);
    w.write_ok(&good);
    assert_eq!(names(&versions).len(), 2, "{:?}", names(&versions));
    assert_eq!(w.write(&bad), IRX_ERR_TYPE);
    // The generation is gone before the writer is closed or released.
    assert_eq!(names(&versions).len(), 1, "{:?}", names(&versions));
    assert_poisoned(&w, &good, IRX_ERR_TYPE, "schema mismatch");
    drop(w);
    assert_eq!(std::fs::read_link(&root).unwrap(), committed);
    assert_eq!(rows_read(&root), 1);
    let _ = std::fs::remove_dir_all(&dir);
}
