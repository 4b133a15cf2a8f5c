//! IPC batches damaged one field at a time answer as IRx 1.25 does
//! (issue 28): Arrow C++'s statuses and words for its loader's checks of
//! buffers and nodes, and for the batch's validation (`In column N: ...`
//! from a reader, `Column N: In chunk K: ...` from
//! `irx_arrow_table_from_ipc`), where arrow-rs's reason or our own was
//! given before. The expected texts are what IRx 1.25 printed for the same
//! damage (tests/diff-1.25/ipc_layout.c).

mod common;

use std::ptr;
use std::sync::Arc;

use arrow_array::types::Int32Type;
use arrow_array::{
    ArrayRef, DictionaryArray, Int64Array, ListArray, RecordBatch, StringArray, StringViewArray,
    StructArray,
};
use arrow_ipc::CompressionType;
use arrow_ipc::writer::StreamWriter;
use common::rb_error;
use irx_abi::native::{IRX_ERR_INVALID, IRX_ERR_IO};
use irx_runtime::frame::table::irx_arrow_table_release;
use irx_runtime::frame::transfer::irx_arrow_table_from_ipc;
use irx_runtime::rb::batch::irx_rb_batch_num_rows;
use irx_runtime::rb::batch::irx_rb_batch_release;
use irx_runtime::rb::ipc::{irx_rb_stream_reader_open_buffer, write_ipc_bytes};
use irx_runtime::rb::stream::{irx_rb_stream_reader_close, irx_rb_stream_reader_next_batch};

/// A stream of one batch: id int64 [0, 10, 20], name utf8 ["row", null,
/// "row"].
fn stream() -> Vec<u8> {
    let id: ArrayRef = Arc::new(Int64Array::from(vec![0, 10, 20]));
    let name: ArrayRef = Arc::new(StringArray::from(vec![Some("row"), None, Some("row")]));
    let batch = RecordBatch::try_from_iter([("id", id), ("name", name)]).unwrap();
    let mut writer = StreamWriter::try_new(Vec::new(), &batch.schema()).unwrap();
    writer.write(&batch).unwrap();
    writer.finish().unwrap();
    writer.into_inner().unwrap()
}

/// Where the first message's batch (a record batch's, a dictionary
/// batch's data) lies in the stream: its batch length,
/// node and buffer structs (16 bytes each), and its body.
struct Parts {
    /// The message's metadata version field (an i16).
    version: usize,
    length: usize,
    nodes: usize,
    buffers: usize,
    body: usize,
    body_len: usize,
}

fn parts(bytes: &[u8]) -> Parts {
    let word = |at: usize| u32::from_le_bytes(bytes[at..at + 4].try_into().unwrap()) as usize;
    let at = 8 + word(4); // after the schema message (no body)
    let meta = &bytes[at + 8..at + 8 + word(at + 4)];
    let message = arrow_ipc::root_as_message(meta).unwrap();
    // A record batch, or a dictionary batch's data.
    let batch = message
        .header_as_record_batch()
        .or_else(|| message.header_as_dictionary_batch()?.data())
        .unwrap();
    let offset = |p: *const u8| p as usize - meta.as_ptr() as usize + at + 8;
    // The batch table's length field (field 0), through its vtable.
    let table = offset(batch._tab.buf().as_ptr()) + batch._tab.loc();
    let vtable = (table as i64 - i64::from(word(table) as i32)) as usize;
    let length = table + usize::from(u16::from_le_bytes([bytes[vtable + 4], bytes[vtable + 5]]));
    let root = at + 8 + word(at + 8);
    let vroot = (root as i64 - i64::from(word(root) as i32)) as usize;
    let version = root + usize::from(u16::from_le_bytes([bytes[vroot + 4], bytes[vroot + 5]]));
    Parts {
        version,
        length,
        nodes: offset(batch.nodes().unwrap().bytes().as_ptr()),
        buffers: offset(batch.buffers().unwrap().bytes().as_ptr()),
        body: at + 8 + meta.len(),
        body_len: message.bodyLength() as usize,
    }
}

fn put64(bytes: &mut [u8], at: usize, value: i64) {
    bytes[at..at + 8].copy_from_slice(&value.to_le_bytes());
}

fn put32(bytes: &mut [u8], at: usize, value: i32) {
    bytes[at..at + 4].copy_from_slice(&value.to_le_bytes());
}

/// The stream with `damage` done, read by a reader's first `next_batch`
/// and by `irx_arrow_table_from_ipc`: each status and message.
fn read(damage: impl FnOnce(&mut Vec<u8>, &Parts)) -> ((i32, String), (i32, String)) {
    read_from(stream(), damage)
}

/// As [`read`], for the stream `bytes`.
fn read_from(
    mut bytes: Vec<u8>,
    damage: impl FnOnce(&mut Vec<u8>, &Parts),
) -> ((i32, String), (i32, String)) {
    let p = parts(&bytes);
    damage(&mut bytes, &p);
    let mut reader = ptr::null_mut();
    // SAFETY: `bytes` readable for its length; out pointers writable.
    let status = unsafe {
        irx_rb_stream_reader_open_buffer(bytes.as_ptr(), bytes.len() as i64, &mut reader)
    };
    assert_eq!(status, 0, "{}", rb_error());
    let mut batch = ptr::null_mut();
    // SAFETY: the reader just opened.
    let status = unsafe { irx_rb_stream_reader_next_batch(reader, &mut batch) };
    let from_reader = (status, rb_error());
    // SAFETY: released once each.
    unsafe {
        if !batch.is_null() {
            irx_rb_batch_release(batch);
        }
        irx_rb_stream_reader_close(reader);
    }
    let mut table = ptr::null_mut();
    // SAFETY: as above.
    let status =
        unsafe { irx_arrow_table_from_ipc(bytes.as_ptr(), bytes.len() as i64, &mut table) };
    let from_table = (status, common::arrow_error());
    if !table.is_null() {
        // SAFETY: released once.
        unsafe { irx_arrow_table_release(table) };
    }
    (from_reader, from_table)
}

/// Buffer `i`'s (offset, length) field positions.
fn buffer(p: &Parts, i: usize) -> (usize, usize) {
    (p.buffers + 16 * i, p.buffers + 16 * i + 8)
}

/// The first byte of buffer `i`'s data in the body.
fn data(bytes: &[u8], p: &Parts, i: usize) -> usize {
    let (offset, _) = buffer(p, i);
    p.body + i64::from_le_bytes(bytes[offset..offset + 8].try_into().unwrap()) as usize
}

/// `got` (status, message) is `want`: the status, and the message ending
/// with the text (this generation's messages name the call first).
#[track_caller]
fn assert_said(got: (i32, String), want: impl std::borrow::Borrow<(i32, String)>) {
    let want = want.borrow();
    assert!(
        got.0 == want.0 && got.1.ends_with(&want.1),
        "{got:?}, not {want:?}"
    );
}

fn invalid(text: &str) -> (i32, String) {
    (IRX_ERR_INVALID, text.to_owned())
}

#[test]
fn undamaged_reads() {
    let (reader, table) = read(|_, _| {});
    assert_eq!(reader.0, 0, "{reader:?}");
    assert_eq!(table.0, 0, "{table:?}");
}

#[test]
fn validation_faults_in_arrow_cpp_words() {
    // Offsets [0, 3, 3, 6] -> [0, 5, 3, 6].
    let (reader, table) = read(|b, p| {
        let at = data(b, p, 3) + 4;
        put32(b, at, 5);
    });
    let fault = "Invalid: Offset invariant failure: non-monotonic offset at slot 2: 3 < 5";
    assert_said(reader, invalid(&format!("Invalid: In column 1: {fault}")));
    assert_said(
        table,
        invalid(&format!("Invalid: Column 1: In chunk 0: {fault}")),
    );

    // The last offset past the data: the table's basic check words it
    // first.
    let (reader, table) = read(|b, p| {
        let at = data(b, p, 3) + 12;
        put32(b, at, 100);
    });
    let data_len = {
        let bytes = stream();
        let (_, len) = buffer(&parts(&bytes), 4);
        i64::from_le_bytes(bytes[len..len + 8].try_into().unwrap())
    };
    assert_said(
        reader,
        invalid(&format!(
            "Invalid: In column 1: Invalid: Offset invariant failure: offset for slot 3 out of \
             bounds: 100 > {data_len}"
        )),
    );
    assert_said(
        table,
        invalid(&format!(
            "Invalid: Column 1: In chunk 0: Invalid: Length spanned by binary offsets (100) \
             larger than values array (size {data_len})"
        )),
    );

    let (reader, table) = read(|b, p| {
        let at = data(b, p, 4);
        b[at] = 0xff;
    });
    let fault = "Invalid: Invalid UTF8 sequence at string index 0";
    assert_said(reader, invalid(&format!("Invalid: In column 1: {fault}")));
    assert_said(
        table,
        invalid(&format!("Invalid: Column 1: In chunk 0: {fault}")),
    );

    let (reader, _) = read(|b, p| put64(b, buffer(p, 1).1, 16));
    assert_said(
        reader,
        invalid(
            "Invalid: In column 0: Invalid: Buffer #1 too small in array of type int64 and \
             length 3: expected at least 24 byte(s), got 16",
        ),
    );

    let (reader, table) = read(|b, p| put64(b, p.nodes + 16 + 8, 4));
    let fault = "Invalid: Null count exceeds array length";
    assert_said(reader, invalid(&format!("Invalid: In column 1: {fault}")));
    assert_said(
        table,
        invalid(&format!("Invalid: Column 1: In chunk 0: {fault}")),
    );

    let (reader, _) = read(|b, p| put64(b, p.nodes + 16 + 8, 2));
    assert_said(
        reader,
        invalid(
            "Invalid: In column 1: Invalid: null_count value (2) doesn't match actual number \
             of nulls in array (1)",
        ),
    );
}

#[test]
fn loader_faults_in_arrow_cpp_words() {
    let (reader, table) = read(|b, p| put64(b, buffer(p, 1).0, 1));
    let text = invalid("Invalid: Buffer 2 did not start on 8-byte aligned offset: 1");
    assert_said(reader, &text);
    assert_said(table, text);

    let (reader, _) = read(|b, p| put64(b, buffer(p, 1).0, -8));
    assert_said(
        reader,
        invalid("Invalid: Negative offset for reading buffer 2"),
    );

    let (reader, _) = read(|b, p| put64(b, buffer(p, 1).1, -8));
    assert_said(
        reader,
        invalid("Invalid: Negative length for reading buffer 2"),
    );

    let (reader, _) = read(|b, p| put64(b, buffer(p, 1).0, i64::MAX - 7));
    assert_said(reader, invalid("Invalid: Buffer 2 exceeds IPC file area"));

    let mut body = 0;
    let (reader, table) = read(|b, p| {
        body = p.body_len as i64;
        put64(b, buffer(p, 1).0, body + 8);
    });
    let text = (
        IRX_ERR_IO,
        format!(
            "IOError: Read out of bounds (offset = {}, size = 24) in file of size {body}",
            body + 8
        ),
    );
    assert_said(reader, &text);
    assert_said(table, text);

    let mismatch = (
        IRX_ERR_IO,
        "IOError: Array length did not match record batch length".to_owned(),
    );
    assert_said(read(|b, p| put64(b, p.nodes + 16, 2)).0, &mismatch);
    assert_said(read(|b, p| put64(b, p.length, -1)).0, mismatch);

    // One buffer fewer, one node fewer.
    let (reader, _) = read(|b, p| put32(b, p.buffers - 4, 4));
    assert_said(
        reader,
        (IRX_ERR_IO, "IOError: buffer_index out of range.".to_owned()),
    );
    let (reader, _) = read(|b, p| put32(b, p.nodes - 4, 1));
    assert_said(
        reader,
        invalid("Invalid: Ran out of field metadata, likely malformed"),
    );
}

/// A V4 batch message in a V5 stream reads, as Arrow C++ (1.25) reads it:
/// each message is decoded by its own version.
#[test]
fn a_v4_batch_in_a_v5_stream_reads() {
    let (reader, table) = read(|b, p| {
        assert_eq!(b[p.version], 4, "V5");
        b[p.version] = 3;
    });
    assert_eq!(reader.0, 0, "{reader:?}");
    assert_eq!(table.0, 0, "{table:?}");
}

/// One batch of `column` (named "c") as a stream: written with `codec`
/// by this runtime's writer, or uncompressed by arrow-ipc's.
fn stream_of(column: ArrayRef, codec: Option<CompressionType>) -> Vec<u8> {
    let batch = RecordBatch::try_from_iter([("c", column)]).unwrap();
    match codec {
        Some(_) => write_ipc_bytes(&batch.schema(), &[batch], codec, false).unwrap(),
        None => {
            let mut writer = StreamWriter::try_new(Vec::new(), &batch.schema()).unwrap();
            writer.write(&batch).unwrap();
            writer.finish().unwrap();
            writer.into_inner().unwrap()
        }
    }
}

/// A dictionary batch whose length is past its values' (its node's) is
/// read by its node, as Arrow C++ (1.25) reads it: the record batch has
/// its 4 rows, where this reader refused the dictionary before ("Array
/// length did not match record batch length").
#[test]
fn a_dictionary_batch_longer_than_its_values_reads() {
    let keys: DictionaryArray<Int32Type> = vec![Some("red"), Some("green"), None, Some("red")]
        .into_iter()
        .collect();
    let bytes = stream_of(Arc::new(keys), None);
    let (reader, table) = read_from(bytes.clone(), |b, p| {
        assert_eq!(
            i64::from_le_bytes(b[p.length..p.length + 8].try_into().unwrap()),
            2
        );
        put64(b, p.length, 5);
    });
    assert_eq!(reader.0, 0, "{reader:?}");
    assert_eq!(table.0, 0, "{table:?}");

    let mut damaged = bytes;
    let p = parts(&damaged);
    put64(&mut damaged, p.length, 5);
    let mut reader = ptr::null_mut();
    let mut batch = ptr::null_mut();
    // SAFETY: `damaged` readable for its length; handles used once each.
    unsafe {
        assert_eq!(
            irx_rb_stream_reader_open_buffer(damaged.as_ptr(), damaged.len() as i64, &mut reader),
            0
        );
        assert_eq!(
            irx_rb_stream_reader_next_batch(reader, &mut batch),
            0,
            "{}",
            rb_error()
        );
        assert_eq!(irx_rb_batch_num_rows(batch), 4);
        irx_rb_batch_release(batch);
        irx_rb_stream_reader_close(reader);
    }
}

/// A compressed buffer whose prefix claims 2^40 bytes, far past what its
/// frame can produce, fails in IRx 1.25's words (Arrow C++ decompresses
/// into the claim and finds the frame shorter) where both fail, though the
/// claim is never allocated here: LZ4's length check, libzstd's codec's
/// own error. Before, this reader said so in its own words.
#[test]
fn a_claim_past_what_a_frame_holds_fails_in_arrow_cpp_words() {
    let zeros: ArrayRef = Arc::new(Int64Array::from(vec![0; 1000]));
    for (codec, want) in [
        (
            CompressionType::LZ4_FRAME,
            invalid(
                "Invalid: Failed to fully decompress buffer, expected 1099511627776 bytes but \
                 decompressed 8000",
            ),
        ),
        (
            CompressionType::ZSTD,
            (
                IRX_ERR_IO,
                "IOError: Corrupt ZSTD compressed data.".to_owned(),
            ),
        ),
    ] {
        let bytes = stream_of(zeros.clone(), Some(codec));
        let (reader, table) = read_from(bytes, |b, p| {
            // Buffer 1, the values: compressed (its prefix is 8000).
            let at = data(b, p, 1);
            assert_eq!(i64::from_le_bytes(b[at..at + 8].try_into().unwrap()), 8000);
            put64(b, at, 1 << 40);
        });
        assert_said(reader, &want);
        assert_said(table, &want);
    }
}

/// A utf8_view column failing validation is worded as Arrow C++'s
/// `ValidateFull` words it (an `Index error` past the data buffers, the
/// prefix check), where arrow-rs's reason was given before.
#[test]
fn view_faults_in_arrow_cpp_words() {
    let long = "A string longer than its view";
    let views: ArrayRef = Arc::new(StringViewArray::from(vec![Some("short"), Some(long), None]));
    let bytes = stream_of(views, None);
    let view = |b: &[u8], p: &Parts| data(b, p, 1) + 16; // view 1, the long one

    let (reader, table) = read_from(bytes.clone(), |b, p| {
        let at = view(b, p) + 8;
        put32(b, at, 3);
    });
    let fault = "Index error: View at slot 1 references buffer 3 but there are only 1 data buffers";
    assert_said(reader, invalid(&format!("Invalid: In column 0: {fault}")));
    assert_said(
        table,
        invalid(&format!("Invalid: Column 0: In chunk 0: {fault}")),
    );

    let (reader, table) = read_from(bytes.clone(), |b, p| {
        let at = view(b, p) + 12;
        put32(b, at, 100);
    });
    let fault = format!(
        "Index error: View at slot 1 references range 100-{} of buffer 0 but that buffer is \
         only ",
        100 + long.len()
    );
    assert!(
        reader.1.contains(&format!("In column 0: {fault}")),
        "{reader:?}"
    );
    assert!(
        table.1.contains(&format!("Column 0: In chunk 0: {fault}")),
        "{table:?}"
    );

    let (reader, table) = read_from(bytes, |b, p| {
        let at = view(b, p) + 4;
        b[at] ^= 0x20;
    });
    let fault = "Invalid: View at slot 1 has inlined prefix 0x61207374 but the out-of-line data \
                 begins with 0x41207374";
    assert_said(reader, invalid(&format!("Invalid: In column 0: {fault}")));
    assert_said(
        table,
        invalid(&format!("Invalid: Column 0: In chunk 0: {fault}")),
    );
}

/// A list's or a struct's child failing validation is worded as Arrow
/// C++ words it, inside its parent's words, and so are a list's own
/// offsets (the table's basic pass first: the extent they span), where
/// arrow-rs's reason was given before.
#[test]
fn nested_faults_in_arrow_cpp_words() {
    use arrow_schema::{DataType, Field};
    // [["ab", "c"], [], ["def"]]: buffers 0 list validity, 1 list offsets
    // [0, 2, 2, 3], 2 child validity, 3 child offsets [0, 2, 3, 6], 4 data.
    let child = StringArray::from(vec!["ab", "c", "def"]);
    let field = Arc::new(Field::new("item", DataType::Utf8, true));
    let offsets = arrow_buffer::OffsetBuffer::new(vec![0, 2, 2, 3].into());
    let list: ArrayRef = Arc::new(ListArray::new(field, offsets, Arc::new(child), None));
    let bytes = stream_of(list, None);

    let (reader, table) = read_from(bytes.clone(), |b, p| {
        let at = data(b, p, 3) + 4;
        put32(b, at, 4);
    });
    let fault = "Invalid: List child array invalid: Invalid: Offset invariant failure: \
                 non-monotonic offset at slot 2: 3 < 4";
    assert_said(reader, invalid(&format!("Invalid: In column 0: {fault}")));
    assert_said(
        table,
        invalid(&format!("Invalid: Column 0: In chunk 0: {fault}")),
    );

    let (reader, table) = read_from(bytes, |b, p| {
        let at = data(b, p, 1) + 12;
        put32(b, at, 5);
    });
    assert_said(
        reader,
        invalid(
            "Invalid: In column 0: Invalid: Offset invariant failure: offset for slot 3 out of \
             bounds: 5 > 3",
        ),
    );
    assert_said(
        table,
        invalid(
            "Invalid: Column 0: In chunk 0: Invalid: Length spanned by list offsets (5) larger \
             than values array (length 3)",
        ),
    );

    // {a: int64, b: utf8}: buffers 0 struct validity, 1 a validity, 2 a
    // values, 3 b validity, 4 b offsets, 5 b data.
    let pair: ArrayRef = Arc::new(StructArray::from(vec![
        (
            Arc::new(Field::new("a", DataType::Int64, true)),
            Arc::new(Int64Array::from(vec![1, 2])) as ArrayRef,
        ),
        (
            Arc::new(Field::new("b", DataType::Utf8, true)),
            Arc::new(StringArray::from(vec!["x", "y"])) as ArrayRef,
        ),
    ]));
    let (reader, table) = read_from(stream_of(pair, None), |b, p| {
        let at = data(b, p, 5);
        b[at] = 0xff;
    });
    let fault = "Invalid: Struct child array #1 invalid: Invalid: Invalid UTF8 sequence at string \
                 index 0";
    assert_said(reader, invalid(&format!("Invalid: In column 0: {fault}")));
    assert_said(
        table,
        invalid(&format!("Invalid: Column 0: In chunk 0: {fault}")),
    );
}
