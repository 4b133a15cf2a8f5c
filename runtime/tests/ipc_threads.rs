//! IPC bodies compressed and decompressed on the worker pool (issue 32,
//! item 6), in a test binary of its own with one test function: thread
//! counts (`/proc/self/task`) are then this test's alone.
//!
//! What it shows: a size of 1 starting no thread; the same batches written
//! at 1, 2 and 3 threads giving the same stream and the same file byte for
//! byte, with LZ4 and ZSTD (many buffers, empty buffers of an empty batch,
//! nulls, a dictionary large enough to go to the pool itself); those bytes
//! reading back (through the C readers over memory and over a file) to
//! the batches at 1, 2 and 3 threads; corrupt frames in several buffers
//! failing with the status and message of the first of them in body order
//! at every size; a claim past what a frame can hold failing as before,
//! in 1.25's words, the claim never allocated.

mod common;

use common::tasks;

use std::ptr;
use std::sync::{Arc, OnceLock};

use arrow_array::types::Int32Type;
use arrow_array::{
    ArrayRef, BooleanArray, DictionaryArray, Int32Array, RecordBatch, StringArray, StructArray,
};
use arrow_ipc::CompressionType;
use arrow_schema::{DataType, Field, Fields, Schema};
use common::batches::read_all;
use common::c;
use common::columns::{quarters, sparse_ints, strings};
use common::files::scratch;
use irx_abi::native::IRX_EOF;
use irx_runtime::pool::{irx_runtime_set_threads, irx_runtime_threads};
use irx_runtime::rb::ipc::{
    irx_rb_file_reader_open, irx_rb_stream_reader_open_buffer, write_ipc_bytes,
};

/// Rows of the large batches: every column's buffers together are well
/// above the runtime's 256 KiB threshold of the pool.
const ROWS: usize = 40_000;

/// `rows` rows from `start`: integers and floats with nulls, strings, a
/// struct, booleans, a column of nulls only and a dictionary of strings
/// (one of 40,000 values for every batch: its own message is large).
fn sample(start: usize, rows: usize) -> RecordBatch {
    let range = start..start + rows;
    let n = sparse_ints(range.clone());
    let x = quarters(range.clone());
    let s = strings(range.clone(), 7, |i| format!("text {} {}", i % 977, i * 31));
    let flags = BooleanArray::from_iter(range.clone().map(|i| Some(i % 3 == 0)));
    let nothing = Int32Array::from(vec![None::<i32>; rows]);
    let inner = StructArray::new(
        Fields::from(vec![
            Field::new("a", DataType::Int32, true),
            Field::new("b", DataType::Utf8, false),
        ]),
        vec![
            Arc::new(Int32Array::from_iter(
                range.clone().map(|i| (i % 4 != 1).then_some(i as i32)),
            )) as ArrayRef,
            Arc::new(StringArray::from_iter_values(
                range.clone().map(|i| format!("b{}", i % 13)),
            )),
        ],
        None,
    );
    // One dictionary for every batch (a file holds one per field).
    static VALUES: OnceLock<ArrayRef> = OnceLock::new();
    let values = VALUES.get_or_init(|| {
        Arc::new(StringArray::from_iter_values(
            (0..40_000).map(|i| format!("value number {i}")),
        ))
    });
    let keys =
        Int32Array::from_iter(range.map(|i| (i % 11 != 5).then_some((i * 13 % 40_000) as i32)));
    let dict = DictionaryArray::<Int32Type>::try_new(keys, values.clone()).unwrap();
    let columns: Vec<ArrayRef> = vec![
        Arc::new(n),
        Arc::new(x),
        Arc::new(s),
        Arc::new(flags),
        Arc::new(nothing),
        Arc::new(inner),
        Arc::new(dict),
    ];
    let schema = Schema::new(
        columns
            .iter()
            .zip(["n", "x", "s", "flags", "nothing", "inner", "dict"])
            .map(|(col, name)| Field::new(name, col.data_type().clone(), true))
            .collect::<Vec<_>>(),
    );
    RecordBatch::try_new(Arc::new(schema), columns).unwrap()
}

/// Batches of every size: large ones, a small one (below the threshold)
/// and an empty one (every buffer empty).
fn batches() -> Vec<RecordBatch> {
    vec![
        sample(0, ROWS),
        sample(ROWS, 50),
        sample(0, 0),
        sample(3 * ROWS, ROWS + 17),
    ]
}

/// The stream read back from memory: its batches, the end status and the
/// message of a failure.
fn read_buffer(bytes: &[u8]) -> (Vec<RecordBatch>, i32, String) {
    // SAFETY: `bytes` readable for its length; writable out; the reader
    // closed once.
    unsafe {
        let mut r = ptr::null_mut();
        let rc = irx_rb_stream_reader_open_buffer(bytes.as_ptr(), bytes.len() as i64, &mut r);
        read_all(rc, r)
    }
}

/// The IPC file `bytes` read back through a path.
fn read_file(bytes: &[u8], path: &std::path::Path) -> (Vec<RecordBatch>, i32, String) {
    std::fs::write(path, bytes).unwrap();
    let p = c(path.to_str().unwrap());
    // SAFETY: NUL-terminated path, writable out; the reader closed once.
    unsafe {
        let mut r = ptr::null_mut();
        let rc = irx_rb_file_reader_open(p.as_ptr(), &mut r);
        read_all(rc, r)
    }
}

/// Where the frames of `codec` start in `bytes` (their magic numbers).
fn frames(bytes: &[u8], codec: CompressionType) -> Vec<usize> {
    let magic: [u8; 4] = if codec == CompressionType::ZSTD {
        [0x28, 0xb5, 0x2f, 0xfd]
    } else {
        [0x04, 0x22, 0x4d, 0x18]
    };
    bytes
        .windows(4)
        .enumerate()
        .filter(|(_, w)| *w == magic)
        .map(|(i, _)| i)
        .collect()
}

#[test]
fn parallel_codecs_are_one_thread_codecs() {
    let dir = scratch("ipc-threads");
    let input = batches();
    let schema = input[0].schema();
    let codecs = [CompressionType::LZ4_FRAME, CompressionType::ZSTD];

    // One thread: no thread started by writes or reads.
    irx_runtime_set_threads(1);
    assert_eq!(irx_runtime_threads(), 1);
    let before = tasks();
    let mut one = Vec::new();
    for codec in codecs {
        for file in [false, true] {
            let bytes = write_ipc_bytes(&schema, &input, Some(codec), file).unwrap();
            let (read, end, message) = if file {
                read_file(&bytes, &dir.join("one.arrow"))
            } else {
                read_buffer(&bytes)
            };
            assert_eq!((end, message.as_str()), (IRX_EOF, ""), "{codec:?}");
            assert_eq!(read, input, "{codec:?} file {file}");
            one.push(bytes);
        }
    }
    assert_eq!(tasks(), before, "a pool of 1 started a thread");

    for threads in [2, 3] {
        irx_runtime_set_threads(threads);
        let mut cases = one.iter();
        for codec in codecs {
            for file in [false, true] {
                let bytes = write_ipc_bytes(&schema, &input, Some(codec), file).unwrap();
                assert!(
                    bytes == *cases.next().unwrap(),
                    "{codec:?} file {file}: {threads} threads wrote other bytes"
                );
                let (read, end, message) = if file {
                    read_file(&bytes, &dir.join("many.arrow"))
                } else {
                    read_buffer(&bytes)
                };
                assert_eq!((end, message.as_str()), (IRX_EOF, ""), "{codec:?}");
                assert_eq!(read, input, "{codec:?} file {file} at {threads} threads");
            }
        }
        if threads == 2 {
            assert_eq!(tasks(), before + 2, "the pool of 2 did the work");
        }
    }

    // Corrupt frames: the error of the first bad buffer in body order, at
    // every size. Every second frame of the first large batch's message
    // (after its dictionary) is cut short in its header, so several
    // buffers of several jobs fail.
    let large = &input[..1];
    for codec in codecs {
        irx_runtime_set_threads(1);
        let good = write_ipc_bytes(&schema, large, Some(codec), false).unwrap();
        let starts = frames(&good, codec);
        assert!(starts.len() > 8, "{codec:?}: {} frames", starts.len());
        let mut bad = good.clone();
        for &at in starts.iter().skip(2).step_by(2) {
            bad[at + 4..at + 12].fill(0xff);
        }
        let mut claims = good.clone();
        // The last frame's length prefix claims far more than it can hold.
        let last = *starts.last().unwrap();
        claims[last - 8..last].copy_from_slice(&(1i64 << 40).to_le_bytes());
        for (what, bytes) in [("corrupt frames", &bad), ("a huge claim", &claims)] {
            let mut seen = None;
            for threads in [1, 2, 3] {
                irx_runtime_set_threads(threads);
                let (read, end, message) = read_buffer(bytes);
                assert_ne!(end, IRX_EOF, "{codec:?} {what}: read");
                assert!(read.is_empty(), "{codec:?} {what}");
                let got = (end, message);
                match &seen {
                    None => seen = Some(got),
                    Some(first) => assert_eq!(
                        &got, first,
                        "{codec:?} {what}: {threads} threads fail otherwise"
                    ),
                }
            }
            let (_, message) = seen.unwrap();
            let expect = match (what, codec) {
                ("a huge claim", CompressionType::LZ4_FRAME) => {
                    "Failed to fully decompress buffer, expected 1099511627776 bytes"
                }
                ("a huge claim", _) => "Corrupt ZSTD compressed data.",
                _ => "does not decompress",
            };
            assert!(message.contains(expect), "{codec:?} {what}: {message}");
        }
    }

    irx_runtime_set_threads(0);
    let _ = std::fs::remove_dir_all(dir);
}
