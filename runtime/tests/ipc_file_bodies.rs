//! IPC stream files read from disk (issue 32, item 6): a message body of a
//! regular file is read into storage allocated once at its declared length
//! (checked first against what the file still holds), not grown by
//! doubling. Bodies below, at and above the 64 KiB threshold of that path
//! read back exactly; a file cut inside a large body fails as before, with
//! Arrow C++'s words and the bytes that were there; so does a body that
//! claims more than the file holds.

mod common;

use std::path::Path;
use std::ptr;
use std::sync::Arc;

use arrow_array::{Int64Array, RecordBatch, StringArray};
use arrow_ipc::writer::StreamWriter;
use arrow_schema::{DataType, Field, Schema};
use common::batches::read_all;
use common::c;
use common::files::scratch;
use irx_abi::native::{IRX_EOF, IRX_OK};
use irx_runtime::rb::ipc::irx_rb_stream_reader_open_file;

fn batch(rows: i64) -> RecordBatch {
    let schema = Schema::new(vec![
        Field::new("n", DataType::Int64, true),
        Field::new("s", DataType::Utf8, true),
    ]);
    let n = Int64Array::from_iter((0..rows).map(|i| (i % 9 != 4).then_some(i * 31)));
    let s = StringArray::from_iter((0..rows).map(|i| (i % 5 != 0).then(|| format!("row {i}"))));
    RecordBatch::try_new(Arc::new(schema), vec![Arc::new(n), Arc::new(s)]).unwrap()
}

/// The stream of `batches`, as bytes.
fn stream(batches: &[RecordBatch]) -> Vec<u8> {
    let mut out = Vec::new();
    let mut w = StreamWriter::try_new(&mut out, &batches[0].schema()).unwrap();
    for b in batches {
        w.write(b).unwrap();
    }
    w.finish().unwrap();
    drop(w);
    out
}

/// Every batch of the stream file at `path`, then the end status and the
/// message of a failure.
fn read(path: &Path) -> (Vec<RecordBatch>, i32, String) {
    let p = c(path.to_str().unwrap());
    // SAFETY: NUL-terminated path, writable outs; the reader closed once.
    unsafe {
        let mut r = ptr::null_mut();
        let rc = irx_rb_stream_reader_open_file(p.as_ptr(), &mut r);
        read_all(rc, r)
    }
}

#[test]
fn bodies_small_and_large_read_back_and_truncations_fail_as_before() {
    let dir = scratch("bodies");
    // 10 rows (a body of a few hundred bytes), ~4,000 (about the 64 KiB
    // threshold), 300,000 (several MiB).
    let batches = vec![batch(10), batch(4_000), batch(300_000), batch(10)];
    let bytes = stream(&batches);
    let whole = dir.join("whole.arrows");
    std::fs::write(&whole, &bytes).unwrap();
    let (got, end, message) = read(&whole);
    assert_eq!(end, IRX_EOF, "{message}");
    assert_eq!(got, batches);

    // Cut inside the large body: the batches before it, then Arrow C++'s
    // words with the bytes that were there.
    let small = stream(&batches[..2]);
    let small = small.len() - 8; // without its end marker
    let cut_at = small + (bytes.len() - small) / 2;
    let cut = dir.join("cut.arrows");
    std::fs::write(&cut, &bytes[..cut_at]).unwrap();
    let (got, end, message) = read(&cut);
    assert_eq!(got, batches[..2]);
    assert_ne!(end, IRX_OK);
    assert!(
        message.contains("Expected to be able to read")
            && message.contains("bytes for message body, got"),
        "{message}"
    );
    let _ = std::fs::remove_dir_all(&dir);
}
