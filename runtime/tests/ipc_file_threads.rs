//! An IPC file's batches read on the worker pool when a call wants all of
//! them (`irx_rb_reader_read_table` on `irx_rb_file_reader_open`'s
//! reader; issue 32 item 6), in a test binary of its own with one test
//! function: thread counts (`/proc/self/task`) are then this test's alone.
//!
//! What it shows: a pool of 1 starting no thread; a file of many batches
//! of different lengths and contents (uncompressed, then LZ4) read into a
//! table at 1, 2 and 3 threads giving exactly the batches written, in
//! order, one chunk each (so a dropped, repeated or reordered batch
//! fails), also after a few batches were taken one by one; the pool of 2
//! doing that work for an uncompressed file, which nothing else sends to
//! the pool; a corrupt batch in the middle, and two corrupt batches of
//! different errors, failing with the one-thread read's status and message
//! (the first bad batch's, by footer order) at every size; and a read past
//! the expansion limit failing at the same batch with the same message at
//! every size; and a file cut short after it was opened failing (its
//! blocks are read into buffers not zero-filled first) at 1 and 2 threads.

mod common;

use std::ptr;
use std::sync::Arc;

use arrow_array::ffi_stream::{FFI_ArrowArrayStream, RecordBatchStreamReader};
use arrow_array::types::Int32Type;
use arrow_array::{ArrayRef, DictionaryArray, Int32Array, RecordBatch, StringArray, StructArray};
use arrow_ipc::CompressionType;
use arrow_schema::{Field, Schema};
use common::batches::read_table_and_close;
use common::columns::{quarters, sparse_ints, strings};
use common::files::scratch;
use common::{c, rb_error, tasks};
use irx_abi::native::IRX_OK;
use irx_runtime::frame::table::irx_arrow_table_release;
use irx_runtime::frame::transfer::irx_arrow_table_export_stream;
use irx_runtime::limits::{
    IRX_DEFAULT_EXPANSION_FLOOR, IRX_DEFAULT_EXPANSION_RATIO, irx_runtime_set_expansion_limit,
};
use irx_runtime::pool::{irx_runtime_set_threads, irx_runtime_threads};
use irx_runtime::rb::batch::irx_rb_batch_release;
use irx_runtime::rb::cdata::irx_rb_batch_export;
use irx_runtime::rb::ipc::{irx_rb_file_reader_open, write_ipc_bytes};
use irx_runtime::rb::stream::{IrxRbStreamReader, irx_rb_stream_reader_next_batch};

/// Batches in a file: well above the runtime's 1 MiB of bodies together.
const BATCHES: usize = 48;

/// Batch `k`: its own length and values (integers and floats with nulls,
/// strings, a dictionary shared by all batches), strings last so that
/// its body ends with their values.
fn sample(k: usize) -> RecordBatch {
    let start = k * 10_000;
    let rows = 1_500 + 97 * k;
    let range = start..start + rows;
    let values = StringArray::from_iter_values((0..300).map(|i| format!("word {i}")));
    let keys = Int32Array::from_iter(
        range
            .clone()
            .map(|i| (i % 9 != 4).then_some((i % 300) as i32)),
    );
    let columns: Vec<ArrayRef> = vec![
        Arc::new(sparse_ints(range.clone())),
        Arc::new(quarters(range.clone())),
        Arc::new(DictionaryArray::<Int32Type>::try_new(keys, Arc::new(values)).unwrap()),
        Arc::new(strings(range, 5, |i| format!("batch {k} row {i}"))),
    ];
    let schema = Schema::new(
        columns
            .iter()
            .zip(["n", "x", "d", "s"])
            .map(|(col, name)| Field::new(name, col.data_type().clone(), true))
            .collect::<Vec<_>>(),
    );
    RecordBatch::try_new(Arc::new(schema), columns).unwrap()
}

/// The file at `path` read with `skip` batches taken one by one, then the
/// rest as a table: those batches and the table's chunks, or the status
/// and message of the first failure.
fn read_file(path: &std::path::Path, skip: usize) -> Result<Vec<RecordBatch>, (i32, String)> {
    // SAFETY: the reader is live until read_table_and_close closes it; the
    // table released once, the stream released by its reader.
    unsafe {
        let r = open_reader(path);
        let mut taken = Vec::new();
        for _ in 0..skip {
            taken.push(next_one(r));
        }
        let table = read_table_and_close(r)?;
        let mut stream = FFI_ArrowArrayStream::empty();
        assert_eq!(irx_arrow_table_export_stream(table, &mut stream), 0);
        irx_arrow_table_release(table);
        let reader = RecordBatchStreamReader::try_new(stream).unwrap();
        taken.extend(reader.map(Result::unwrap));
        Ok(taken)
    }
}

/// `path` opened as an IPC file reader; the open must succeed.
fn open_reader(path: &std::path::Path) -> *mut IrxRbStreamReader {
    let p = c(path.to_str().unwrap());
    let mut r = ptr::null_mut();
    // SAFETY: NUL-terminated path, writable out.
    let rc = unsafe { irx_rb_file_reader_open(p.as_ptr(), &mut r) };
    assert_eq!(rc, IRX_OK, "{}", rb_error());
    r
}

/// The next batch of `r`, exported through C Data and imported back.
///
/// # Safety
/// `r` is a live reader with a batch left.
unsafe fn next_one(r: *mut IrxRbStreamReader) -> RecordBatch {
    // SAFETY: caller contract; the batch exported and released once.
    unsafe {
        let mut b = ptr::null_mut();
        assert_eq!(
            irx_rb_stream_reader_next_batch(r, &mut b),
            IRX_OK,
            "{}",
            rb_error()
        );
        let mut array = arrow_array::ffi::FFI_ArrowArray::empty();
        let mut schema = arrow_array::ffi::FFI_ArrowSchema::empty();
        assert_eq!(irx_rb_batch_export(b, &mut array, &mut schema), IRX_OK);
        let data = arrow_array::ffi::from_ffi(array, &schema).unwrap();
        irx_rb_batch_release(b);
        RecordBatch::from(StructArray::from(data))
    }
}

/// The body range (in the file) of buffer `index` of batch `k`.
fn buffer_range(file: &[u8], k: usize, index: usize) -> std::ops::Range<usize> {
    let footer_len = i32::from_le_bytes(file[file.len() - 10..file.len() - 6].try_into().unwrap());
    let footer_at = file.len() - 10 - footer_len as usize;
    let footer = arrow_ipc::root_as_footer(&file[footer_at..file.len() - 10]).unwrap();
    let block = footer.recordBatches().unwrap().get(k);
    let (offset, meta) = (block.offset() as usize, block.metaDataLength() as usize);
    let message = arrow_ipc::root_as_message(&file[offset + 8..offset + meta]).unwrap();
    let buffer = message
        .header_as_record_batch()
        .unwrap()
        .buffers()
        .unwrap()
        .get(index);
    let at = offset + meta + buffer.offset() as usize;
    at..at + buffer.length() as usize
}

/// `file` with batch `k`'s string values made invalid UTF-8.
fn bad_utf8(file: &mut [u8], k: usize) {
    // Buffers: n (validity, values), x (2), d's keys (2), s (validity,
    // offsets, values).
    let values = buffer_range(file, k, 8);
    file[values].fill(0xff);
}

/// `file` with batch `k`'s last string offset far past its values.
fn bad_offset(file: &mut [u8], k: usize) {
    let offsets = buffer_range(file, k, 7);
    let last = offsets.end - 4;
    file[last..offsets.end].copy_from_slice(&i32::MAX.to_le_bytes());
}

/// What reading `bytes` (written to `path`) gives at 1, 2 and 3 threads,
/// checked to be the same at every size.
fn same_at_every_size(
    bytes: &[u8],
    path: &std::path::Path,
    skip: usize,
    what: &str,
) -> Result<Vec<RecordBatch>, (i32, String)> {
    std::fs::write(path, bytes).unwrap();
    irx_runtime_set_threads(1);
    let one = read_file(path, skip);
    for threads in [2, 3] {
        irx_runtime_set_threads(threads);
        let many = read_file(path, skip);
        assert!(
            many == one,
            "{what}: {threads} threads read otherwise than one"
        );
    }
    one
}

#[test]
fn file_batches_read_on_the_pool_are_the_one_thread_batches() {
    let dir = scratch("ipc-file-threads");
    let input: Vec<RecordBatch> = (0..BATCHES).map(sample).collect();
    let schema = input[0].schema();
    let plain = write_ipc_bytes(&schema, &input, None, true).unwrap();
    let lz4 = write_ipc_bytes(&schema, &input, Some(CompressionType::LZ4_FRAME), true).unwrap();
    assert!(plain.len() > 4 << 20, "{} bytes", plain.len());
    let path = dir.join("many.arrow");
    std::fs::write(&path, &plain).unwrap();

    // A pool of 1 starts no thread; a pool of 2 reads an uncompressed
    // file's batches (no body of it goes to the pool otherwise).
    irx_runtime_set_threads(1);
    assert_eq!(irx_runtime_threads(), 1);
    let before = tasks();
    assert!(read_file(&path, 0).unwrap() == input);
    assert_eq!(tasks(), before, "a pool of 1 started a thread");
    irx_runtime_set_threads(2);
    assert!(read_file(&path, 0).unwrap() == input, "2 threads");
    assert_eq!(tasks(), before + 2, "the pool of 2 did not read the file");

    // Every batch, in order, one chunk each, whatever the size, also
    // after some were taken one by one.
    for (what, bytes) in [("plain", &plain), ("lz4", &lz4)] {
        for skip in [0, 3] {
            let read = same_at_every_size(bytes, &path, skip, what).unwrap();
            assert_eq!(read.len(), input.len(), "{what}");
            for (k, (got, want)) in read.iter().zip(&input).enumerate() {
                assert!(got == want, "{what}, skip {skip}: batch {k} differs");
            }
        }
    }

    // A corrupt batch in the middle; two corrupt batches, the later one
    // failing otherwise: the first by footer order is the error.
    let mut middle = plain.clone();
    bad_utf8(&mut middle, 20);
    let mut later = plain.clone();
    bad_offset(&mut later, 31);
    let mut both = middle.clone();
    bad_offset(&mut both, 31);
    let mut errors = Vec::new();
    for (what, bytes) in [("middle", &middle), ("later", &later), ("both", &both)] {
        let Err((rc, message)) = same_at_every_size(bytes, &path, 0, what) else {
            panic!("{what}: read");
        };
        assert_ne!(rc, IRX_OK);
        assert!(!message.is_empty(), "{what}");
        errors.push((rc, message));
    }
    assert_ne!(errors[0], errors[1], "the two corruptions fail alike");
    assert_eq!(errors[2], errors[0], "not the first bad batch's error");

    // Past the expansion limit (the file's size, with a floor of a byte):
    // the LZ4 file decodes to more than it holds, so the read stops at a
    // batch in the middle, the same one at every size.
    irx_runtime_set_expansion_limit(1, 1);
    let Err((rc, message)) = same_at_every_size(&lz4, &path, 0, "limit") else {
        panic!("the limit did not hold");
    };
    irx_runtime_set_expansion_limit(IRX_DEFAULT_EXPANSION_RATIO, IRX_DEFAULT_EXPANSION_FLOOR);
    assert_ne!(rc, IRX_OK);
    assert!(message.contains("expansion limit"), "{message}");

    // A file cut to half its length after it was opened: the blocks past
    // the cut are read short (into buffers not zero-filled first), an
    // error at every size, never a batch of whatever the buffer held.
    for threads in [1, 2] {
        irx_runtime_set_threads(threads);
        std::fs::write(&path, &plain).unwrap();
        let Err((rc, message)) = read_cut(&path, plain.len() as u64 / 2) else {
            panic!("{threads} threads: a file cut short was read");
        };
        assert_ne!(rc, IRX_OK);
        assert!(message.contains("shorter than its footer"), "{message}");
    }

    irx_runtime_set_threads(0);
    let _ = std::fs::remove_dir_all(dir);
}

/// The file at `path` opened, then cut to `len` bytes, then read into a
/// table: the status and message of its failure.
fn read_cut(path: &std::path::Path, len: u64) -> Result<(), (i32, String)> {
    let r = open_reader(path);
    let file = std::fs::OpenOptions::new().write(true).open(path).unwrap();
    file.set_len(len).unwrap();
    // SAFETY: `r` is live and closed by read_table_and_close; the table
    // released once.
    unsafe {
        let table = read_table_and_close(r)?;
        irx_arrow_table_release(table);
    }
    Ok(())
}
