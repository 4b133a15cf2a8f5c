//! Hostile Arrow IPC input built by hand (issue 29): streams and files
//! whose headers claim far more than their bytes hold (bufferless columns
//! of 2^40 rows, ZSTD bodies that expand 32,768 times), offsets that reach
//! past a buffer's declared length into its padding, and TCP peers that
//! trickle. Every input is made here, with arrow-ipc's generated flatbuffer
//! types; memory bombs run under a 2 GiB address-space limit
//! (`limited_test!`, see common/limited.rs).

mod common;

use std::ffi::CString;
use std::io::{Read, Write};
use std::net::{TcpListener, TcpStream};
use std::os::fd::AsRawFd;
use std::ptr;
use std::sync::Arc;
use std::thread::JoinHandle;
use std::time::{Duration, Instant};

use arrow_array::{ArrayRef, Int32Array, RecordBatch, StringArray};
use arrow_ipc::writer::StreamWriter;
use arrow_ipc::{CompressionType, MessageHeader, MetadataVersion};
use arrow_schema::{DataType, Field, Fields, Schema, SchemaRef};
use common::files::TempFile;
use common::rb_error;
use irx_abi::native::{IRX_ERR_INVALID, IRX_ERR_IO};
use irx_runtime::frame::table::{irx_arrow_table_num_rows, irx_arrow_table_release};
use irx_runtime::frame::transfer::{irx_arrow_table_from_ipc, irx_arrow_table_from_ipc_static};
use irx_runtime::rb::batch::*;
use irx_runtime::rb::ipc::*;
use irx_runtime::rb::schema::irx_rb_schema_release;
use irx_runtime::rb::stream::*;

// ---------------------------------------------------------------------------
// Making messages.

const CONTINUATION: [u8; 4] = [0xff; 4];
const END: [u8; 8] = [0xff, 0xff, 0xff, 0xff, 0, 0, 0, 0];

/// The encapsulated schema message of `schema`, as arrow-ipc writes it.
fn schema_message(schema: &Schema) -> Vec<u8> {
    let mut writer = StreamWriter::try_new(Vec::new(), schema).unwrap();
    writer.finish().unwrap();
    let mut bytes = writer.into_inner().unwrap();
    assert_eq!(bytes[bytes.len() - 8..], END);
    bytes.truncate(bytes.len() - 8);
    bytes
}

/// An encapsulated record batch message: `rows`, field nodes of (length,
/// null count), buffers of (offset, length) into `body`, the codec.
fn batch_message(
    rows: i64,
    nodes: &[(i64, i64)],
    buffers: &[(i64, i64)],
    codec: Option<CompressionType>,
    body: &[u8],
) -> Vec<u8> {
    let mut fbb = flatbuffers::FlatBufferBuilder::new();
    let nodes: Vec<_> = nodes
        .iter()
        .map(|&(l, n)| arrow_ipc::FieldNode::new(l, n))
        .collect();
    let buffers: Vec<_> = buffers
        .iter()
        .map(|&(o, l)| arrow_ipc::Buffer::new(o, l))
        .collect();
    let nodes = fbb.create_vector(&nodes);
    let buffers = fbb.create_vector(&buffers);
    let compression = codec.map(|codec| {
        arrow_ipc::BodyCompression::create(
            &mut fbb,
            &arrow_ipc::BodyCompressionArgs {
                codec,
                method: arrow_ipc::BodyCompressionMethod::BUFFER,
            },
        )
    });
    let batch = arrow_ipc::RecordBatch::create(
        &mut fbb,
        &arrow_ipc::RecordBatchArgs {
            length: rows,
            nodes: Some(nodes),
            buffers: Some(buffers),
            compression,
            variadicBufferCounts: None,
        },
    );
    let padded_body = body.len().next_multiple_of(8);
    let message = arrow_ipc::Message::create(
        &mut fbb,
        &arrow_ipc::MessageArgs {
            version: MetadataVersion::V5,
            header_type: MessageHeader::RecordBatch,
            header: Some(batch.as_union_value()),
            bodyLength: padded_body as i64,
            custom_metadata: None,
        },
    );
    fbb.finish(message, None);
    let meta = fbb.finished_data();
    let padded = meta.len().next_multiple_of(8);
    let mut out = Vec::new();
    out.extend_from_slice(&CONTINUATION);
    out.extend_from_slice(&(padded as i32).to_le_bytes());
    out.extend_from_slice(meta);
    out.resize(8 + padded, 0);
    out.extend_from_slice(body);
    out.resize(8 + padded + padded_body, 0);
    out
}

/// The IPC stream of `schema` and the batch `messages`.
fn stream(schema: &Schema, messages: &[Vec<u8>]) -> Vec<u8> {
    let mut out = schema_message(schema);
    for m in messages {
        out.extend_from_slice(m);
    }
    out.extend_from_slice(&END);
    out
}

/// The IPC file of `schema` and the batch `messages`, with its footer.
fn file(schema: &Schema, messages: &[Vec<u8>]) -> Vec<u8> {
    let mut out = b"ARROW1\0\0".to_vec();
    out.extend_from_slice(&schema_message(schema));
    let mut blocks = Vec::new();
    for m in messages {
        let padded_meta = i32::from_le_bytes(m[4..8].try_into().unwrap());
        let meta = 8 + padded_meta;
        let body = m.len() as i64 - i64::from(meta);
        blocks.push(arrow_ipc::Block::new(out.len() as i64, meta, body));
        out.extend_from_slice(m);
    }
    out.extend_from_slice(&END);
    let mut fbb = flatbuffers::FlatBufferBuilder::new();
    let blocks = fbb.create_vector(&blocks);
    let fb_schema =
        arrow_ipc::convert::IpcSchemaEncoder::new().schema_to_fb_offset(&mut fbb, schema);
    let mut footer = arrow_ipc::FooterBuilder::new(&mut fbb);
    footer.add_version(MetadataVersion::V5);
    footer.add_schema(fb_schema);
    footer.add_recordBatches(blocks);
    let root = footer.finish();
    fbb.finish(root, None);
    let footer = fbb.finished_data();
    out.extend_from_slice(footer);
    out.extend_from_slice(&(footer.len() as i32).to_le_bytes());
    out.extend_from_slice(b"ARROW1");
    out
}

// ---------------------------------------------------------------------------
// Reading through every reader.

/// How one reader fared: the number of batches read before the first
/// error, and that error's status and message (status 0 when none).
#[derive(Debug)]
struct Outcome {
    reader: &'static str,
    batches: usize,
    status: i32,
    message: String,
}

/// Reads `reader` (just opened, `status`) to its end or first error, and
/// closes it.
fn drain(name: &'static str, status: i32, reader: *mut IrxRbStreamReader) -> Outcome {
    let mut outcome = Outcome {
        reader: name,
        batches: 0,
        status,
        message: rb_error(),
    };
    if status != 0 {
        return outcome;
    }
    for _ in 0..100 {
        let mut batch = ptr::null_mut();
        // SAFETY: a live reader, a writable out pointer.
        let status = unsafe { irx_rb_stream_reader_next_batch(reader, &mut batch) };
        if status != 0 {
            if status < 0 {
                outcome.status = status;
                outcome.message = rb_error();
            }
            break;
        }
        outcome.batches += 1;
        // SAFETY: the batch just returned.
        unsafe { irx_rb_batch_release(batch) };
    }
    // SAFETY: the reader opened above, closed once.
    unsafe { irx_rb_stream_reader_close(reader) };
    outcome
}

/// Reads the IPC stream of `schema` and the batch `messages` (and the
/// file of the same) through every reader: memory, path, descriptor, TCP,
/// the file reader, and both data-frame table readers.
fn read_everywhere(schema: &Schema, messages: &[Vec<u8>]) -> Vec<Outcome> {
    let (stream, file) = (&stream(schema, messages), &file(schema, messages));
    let mut outcomes = Vec::new();
    let mut reader = ptr::null_mut();
    // SAFETY: `stream` is readable for its length; out pointers writable.
    let status = unsafe {
        irx_rb_stream_reader_open_buffer(stream.as_ptr(), stream.len() as i64, &mut reader)
    };
    outcomes.push(drain("stream buffer", status, reader));

    let on_disk = TempFile::new(stream);
    let mut reader = ptr::null_mut();
    // SAFETY: a NUL-terminated path.
    let status = unsafe { irx_rb_stream_reader_open_file(on_disk.c_path().as_ptr(), &mut reader) };
    outcomes.push(drain("stream file", status, reader));

    let opened = std::fs::File::open(on_disk.path()).unwrap();
    let mut reader = ptr::null_mut();
    // SAFETY: a descriptor of ours, open for the call.
    let status = unsafe { irx_rb_fd_reader_open(opened.as_raw_fd(), &mut reader) };
    outcomes.push(drain("descriptor", status, reader));

    let (port, server) = common::net::serve(stream.to_vec());
    let host = CString::new("127.0.0.1").unwrap();
    let mut reader = ptr::null_mut();
    // SAFETY: a NUL-terminated host.
    let status =
        unsafe { irx_rb_tcp_reader_open(host.as_ptr(), i32::from(port), 10_000, &mut reader) };
    outcomes.push(drain("tcp", status, reader));
    server.join().unwrap();

    let in_file = TempFile::new(file);
    let mut reader = ptr::null_mut();
    // SAFETY: a NUL-terminated path.
    let status = unsafe { irx_rb_file_reader_open(in_file.c_path().as_ptr(), &mut reader) };
    outcomes.push(drain("file", status, reader));

    let tables = [irx_arrow_table_from_ipc, irx_arrow_table_from_ipc_static];
    for (name, read) in ["table", "table in place"].into_iter().zip(tables) {
        let mut table = ptr::null_mut();
        // SAFETY: `stream` outlives the table (released here).
        let status = unsafe { read(stream.as_ptr(), stream.len() as i64, &mut table) };
        let message = common::arrow_error();
        let mut batches = 0;
        if status == 0 {
            // SAFETY: the table just made.
            batches = unsafe { irx_arrow_table_num_rows(table) }.max(0) as usize;
            // SAFETY: released once.
            unsafe { irx_arrow_table_release(table) };
        }
        outcomes.push(Outcome {
            reader: name,
            batches,
            status,
            message,
        });
    }
    outcomes
}

/// Every reader refused the input with `status` and a message holding
/// every one of `words`, after at most `batches` batches (tables: none).
fn assert_refused(outcomes: &[Outcome], status: i32, words: &[&str], batches: usize) {
    assert_eq!(outcomes.len(), 7);
    for o in outcomes {
        assert_eq!(o.status, status, "{o:?}");
        for word in words {
            assert!(o.message.contains(word), "{word:?} missing: {o:?}");
        }
        assert!(!o.message.contains("panic"), "{o:?}");
        assert!(o.batches <= batches, "{o:?}");
    }
}

/// [`read_everywhere`], and every reader refused the input as
/// [`assert_refused`] says; the outcomes.
fn refused_everywhere(
    schema: &Schema,
    messages: &[Vec<u8>],
    status: i32,
    words: &[&str],
    batches: usize,
) -> Vec<Outcome> {
    let outcomes = read_everywhere(schema, messages);
    assert_refused(&outcomes, status, words, batches);
    outcomes
}

// ---------------------------------------------------------------------------
// Item 3: bufferless columns of 2^40 rows.

const TERA_ROWS: i64 = 1 << 40;

// A stream of a few hundred bytes claiming 2^40 rows of a null column
// (a null column has no buffers: nothing in the input bounds its length).
// Counted at one bit a row it is 128 GiB, past the 256 MiB any input may
// expand to by default: every reader refuses the batch before decoding.
crate::limited_test!(null_column_of_2_40_rows_is_refused, {
    let schema = Schema::new(vec![Field::new("n", DataType::Null, true)]);
    let message = batch_message(TERA_ROWS, &[(TERA_ROWS, TERA_ROWS)], &[], None, &[]);
    let size = stream(&schema, std::slice::from_ref(&message)).len();
    assert!(size < 300, "{size}");
    refused_everywhere(
        &schema,
        &[message],
        IRX_ERR_INVALID,
        &["expansion limit", "record batch of 1099511627776 rows"],
        0,
    );
});

// The same with a struct of no fields (one validity buffer, empty).
crate::limited_test!(empty_struct_of_2_40_rows_is_refused, {
    let schema = Schema::new(vec![Field::new(
        "s",
        DataType::Struct(Fields::empty()),
        true,
    )]);
    let message = batch_message(TERA_ROWS, &[(TERA_ROWS, 0)], &[(0, 0)], None, &[]);
    refused_everywhere(
        &schema,
        &[message],
        IRX_ERR_INVALID,
        &["expansion limit", "1099511627776 rows"],
        0,
    );
});

/// Below the limit a bufferless column still reads: 2^24 null rows (2 MiB
/// at one bit a row) from a stream of a few hundred bytes.
#[test]
fn null_column_within_the_limit_reads() {
    let rows = 1i64 << 24;
    let schema = Schema::new(vec![Field::new("n", DataType::Null, true)]);
    let message = batch_message(rows, &[(rows, rows)], &[], None, &[]);
    let outcomes = read_everywhere(&schema, &[message]);
    for o in &outcomes {
        assert_eq!(o.status, 0, "{o:?}");
        let expected = if o.reader.starts_with("table") {
            rows as usize
        } else {
            1
        };
        assert_eq!(o.batches, expected, "{o:?}");
    }
}

// ---------------------------------------------------------------------------
// Item 4: ZSTD decompression bombs.

/// A ZSTD frame of `n` zero bytes (`n` a multiple of 128 KiB) made of RLE
/// blocks: four bytes code 128 KiB, the most a frame can expand (32,768x).
fn zstd_zeros(n: usize) -> Vec<u8> {
    const BLOCK: usize = 128 << 10;
    assert_eq!(n % BLOCK, 0);
    // Magic, a frame header without content size, a 128 KiB window.
    let mut frame = vec![0x28, 0xb5, 0x2f, 0xfd, 0x00, 7 << 3];
    let blocks = n / BLOCK;
    for i in 0..blocks {
        let last = u32::from(i + 1 == blocks);
        let header = (BLOCK as u32) << 3 | 1 << 1 | last;
        frame.extend_from_slice(&header.to_le_bytes()[..3]);
        frame.push(0);
    }
    frame
}

/// A ZSTD-compressed batch message of `columns` uint8 columns of `rows`
/// rows, each body buffer a frame of zeros.
fn zstd_bomb(columns: usize, rows: usize) -> Vec<u8> {
    let frame = zstd_zeros(rows);
    let mut body = Vec::new();
    let mut buffers = Vec::new();
    for _ in 0..columns {
        buffers.push((body.len() as i64, 0));
        let start = body.len();
        body.extend_from_slice(&(rows as i64).to_le_bytes());
        body.extend_from_slice(&frame);
        buffers.push((start as i64, (body.len() - start) as i64));
        body.resize(body.len().next_multiple_of(8), 0);
    }
    let nodes = vec![(rows as i64, 0); columns];
    batch_message(
        rows as i64,
        &nodes,
        &buffers,
        Some(CompressionType::ZSTD),
        &body,
    )
}

fn uint8_schema(columns: usize) -> Schema {
    Schema::new(
        (0..columns)
            .map(|i| Field::new(format!("c{i}"), DataType::UInt8, false))
            .collect::<Vec<_>>(),
    )
}

// One message of 40 KB whose six buffers each claim 200 MiB (1.2 GiB in
// all; each buffer within the 32,768x a ZSTD frame can code): refused
// before anything is decompressed, as past the 256 MiB an input of its
// size may expand to.
crate::limited_test!(zstd_message_bomb_is_refused, {
    let schema = uint8_schema(6);
    let message = zstd_bomb(6, 200 << 20);
    let size = stream(&schema, std::slice::from_ref(&message)).len();
    assert!(size < 40_000, "{size}");
    refused_everywhere(
        &schema,
        &[message],
        IRX_ERR_INVALID,
        &["expansion limit of 268435456 bytes", "message body decoded"],
        0,
    );
});

// A stream of four 3 KB messages, each decompressing to 100 MiB: each
// message alone fits, but the stream in total may not pass 256 MiB, so
// the third is refused (every reader: a stream counts what it has
// delivered so far, a file or buffer its whole length).
crate::limited_test!(zstd_stream_bomb_is_refused_in_total, {
    let schema = uint8_schema(1);
    let message = zstd_bomb(1, 100 << 20);
    let messages = vec![message; 4];
    let outcomes = refused_everywhere(
        &schema,
        &messages,
        IRX_ERR_INVALID,
        &["expansion limit of 268435456 bytes", "message body decoded"],
        2,
    );
    for o in &outcomes[..5] {
        assert_eq!(o.batches, 2, "{o:?}");
    }
});

// ---------------------------------------------------------------------------
// Item 11: lengths as declared, not padded.

/// A utf8 column of one row whose offsets are [0, 2] over a values buffer
/// declared 1 byte long ("b"; the body's padding follows). The string
/// would end in the padding: refused (pyarrow refuses it too), where the
/// reader used to pad every buffer to 8 bytes first and return "b\0".
#[test]
fn string_offset_into_the_padding_is_refused() {
    let schema = Schema::new(vec![Field::new("s", DataType::Utf8, false)]);
    let mut body = Vec::new();
    body.extend_from_slice(&0i32.to_le_bytes());
    body.extend_from_slice(&2i32.to_le_bytes());
    body.push(b'b');
    let message = batch_message(1, &[(1, 0)], &[(0, 0), (0, 8), (8, 1)], None, &body);
    // Arrow C++'s words (1.25's): the tables' basic check comes first.
    for o in read_everywhere(&schema, &[message]) {
        let words = if o.reader.starts_with("table") {
            "Column 0: In chunk 0: Invalid: Length spanned by binary offsets (2) larger than \
             values array (size 1)"
        } else {
            "In column 0: Invalid: Offset invariant failure: offset for slot 1 out of bounds: 2 > 1"
        };
        assert_eq!((o.status, o.batches), (IRX_ERR_INVALID, 0), "{o:?}");
        assert!(o.message.contains(words), "{o:?}");
    }
}

/// An int32 buffer declared 10 bytes long: 2 rows fit (pyarrow reads
/// them; the trailing partial value is no value), 3 rows do not, even
/// though the padded body has 16 bytes.
#[test]
fn fixed_width_buffer_is_taken_at_its_declared_length() {
    let schema = Schema::new(vec![Field::new("i", DataType::Int32, false)]);
    let body: Vec<u8> = [7i32, 8, 9, 10]
        .iter()
        .flat_map(|v| v.to_le_bytes())
        .collect();
    for (rows, refused) in [(2i64, false), (3, true)] {
        let message = batch_message(rows, &[(rows, 0)], &[(0, 0), (0, 10)], None, &body);
        let messages = [message];
        let outcomes = read_everywhere(&schema, &messages);
        if refused {
            assert_refused(
                &outcomes,
                IRX_ERR_INVALID,
                &[
                    "Buffer #1 too small in array of type int32 and length 3: expected at least 12 \
                   byte(s), got 10",
                ],
                0,
            );
            continue;
        }
        for o in &outcomes {
            assert_eq!(o.status, 0, "{o:?}");
        }
        let batch = first_batch(&stream(&schema, &messages));
        for (row, expected) in [(0, 7), (1, 8)] {
            let mut value = 0;
            // SAFETY: a live batch, a writable out pointer.
            let status = unsafe { irx_rb_batch_get_int32(batch, 0, row, &mut value) };
            assert_eq!((status, value), (0, expected), "{}", rb_error());
        }
        // SAFETY: released once.
        unsafe { irx_rb_batch_release(batch) };
    }
}

/// The first batch of the IPC stream `bytes` (the caller releases it).
fn first_batch(bytes: &[u8]) -> *mut IrxRbBatch {
    let mut reader = ptr::null_mut();
    let mut batch = ptr::null_mut();
    // SAFETY: `bytes` is readable; out pointers writable; the reader is
    // closed once (its batches live on).
    unsafe {
        let status =
            irx_rb_stream_reader_open_buffer(bytes.as_ptr(), bytes.len() as i64, &mut reader);
        assert_eq!(status, 0, "{}", rb_error());
        let status = irx_rb_stream_reader_next_batch(reader, &mut batch);
        assert_eq!(status, 0, "{}", rb_error());
        irx_rb_stream_reader_close(reader);
    }
    batch
}

// ---------------------------------------------------------------------------
// Item 7: a timeout bounds the whole call.

const TIMEOUT_MS: i32 = 300;

/// A peer on 127.0.0.1 that sends `at_once`, then `trickled` one byte
/// every 150 ms (at most 40 bytes: six seconds), then waits for the client
/// to close.
fn trickle(at_once: Vec<u8>, trickled: Vec<u8>) -> (u16, JoinHandle<()>) {
    let listener = TcpListener::bind("127.0.0.1:0").unwrap();
    let port = listener.local_addr().unwrap().port();
    let server = std::thread::spawn(move || {
        let (mut peer, _) = listener.accept().unwrap();
        let _ = peer.write_all(&at_once);
        for byte in trickled.iter().take(40) {
            std::thread::sleep(Duration::from_millis(150));
            if peer.write_all(&[*byte]).is_err() {
                return;
            }
        }
        peer.set_read_timeout(Some(Duration::from_secs(10)))
            .unwrap();
        let _ = peer.read(&mut [0u8; 1]);
    });
    (port, server)
}

/// The stream of one small batch, split after its schema message.
fn small_stream() -> (Vec<u8>, Vec<u8>) {
    let schema: SchemaRef = Arc::new(Schema::new(vec![Field::new("s", DataType::Utf8, false)]));
    let column: ArrayRef = Arc::new(StringArray::from(vec!["a"; 100]));
    let batch = RecordBatch::try_new(schema.clone(), vec![column]).unwrap();
    let mut writer = StreamWriter::try_new(Vec::new(), &schema).unwrap();
    writer.write(&batch).unwrap();
    writer.finish().unwrap();
    let mut bytes = writer.into_inner().unwrap();
    let rest = bytes.split_off(schema_message(&schema).len());
    (bytes, rest)
}

fn assert_timed_out(status: i32, started: Instant) {
    let message = rb_error();
    let took = started.elapsed();
    assert_eq!(status, IRX_ERR_IO, "{message}");
    assert!(
        message.contains("timed out after 300 ms"),
        "{message} ({took:?})"
    );
    assert!(took < Duration::from_millis(1500), "{took:?}: {message}");
}

/// A peer trickling the schema message: the open gives up at 300 ms.
#[test]
fn tcp_open_times_out_as_a_whole() {
    let (schema, _) = small_stream();
    let (port, server) = trickle(Vec::new(), schema);
    let host = CString::new("127.0.0.1").unwrap();
    let mut reader = ptr::null_mut();
    let started = Instant::now();
    // SAFETY: a NUL-terminated host, a writable out pointer.
    let status =
        unsafe { irx_rb_tcp_reader_open(host.as_ptr(), i32::from(port), TIMEOUT_MS, &mut reader) };
    assert_timed_out(status, started);
    assert!(reader.is_null());
    server.join().unwrap();
}

/// The schema at once, the batch trickled: `next_batch` gives up at
/// 300 ms (the open had its own 300 ms).
#[test]
fn tcp_next_batch_times_out_as_a_whole() {
    let (schema, batch) = small_stream();
    let (port, server) = trickle(schema, batch);
    let host = CString::new("127.0.0.1").unwrap();
    let mut reader = ptr::null_mut();
    // SAFETY: as above.
    let status =
        unsafe { irx_rb_tcp_reader_open(host.as_ptr(), i32::from(port), TIMEOUT_MS, &mut reader) };
    assert_eq!(status, 0, "{}", rb_error());
    let mut batch = ptr::null_mut();
    let started = Instant::now();
    // SAFETY: a live reader.
    let status = unsafe { irx_rb_stream_reader_next_batch(reader, &mut batch) };
    assert_timed_out(status, started);
    assert!(batch.is_null());
    // SAFETY: closed once.
    unsafe { irx_rb_stream_reader_close(reader) };
    server.join().unwrap();
}

/// A peer that never reads: writing a batch larger than the socket buffers
/// gives up at 300 ms, as a timeout.
#[test]
fn tcp_write_times_out_as_a_whole() {
    let listener = TcpListener::bind("127.0.0.1:0").unwrap();
    let port = listener.local_addr().unwrap().port();
    let (done, finished) = std::sync::mpsc::channel::<()>();
    let server = std::thread::spawn(move || {
        let (peer, _): (TcpStream, _) = listener.accept().unwrap();
        // Held, unread, until the client is done (at most 10 s).
        let _ = finished.recv_timeout(Duration::from_secs(10));
        drop(peer);
    });
    let schema: SchemaRef = Arc::new(Schema::new(vec![Field::new("i", DataType::Int32, false)]));
    let column: ArrayRef = Arc::new(Int32Array::from(vec![1; 16 << 20]));
    let batch = RecordBatch::try_new(schema.clone(), vec![column]).unwrap();
    let mut writer = StreamWriter::try_new(Vec::new(), &schema).unwrap();
    writer.write(&batch).unwrap();
    writer.finish().unwrap();
    let handle = first_batch(&writer.into_inner().unwrap());
    let mut rb_schema = ptr::null_mut();
    // SAFETY: a live batch, a writable out pointer.
    assert_eq!(unsafe { irx_rb_batch_schema(handle, &mut rb_schema) }, 0);
    let host = CString::new("127.0.0.1").unwrap();
    let mut writer = ptr::null_mut();
    // SAFETY: live handles, a NUL-terminated host.
    unsafe {
        let status = irx_rb_tcp_writer_open(
            rb_schema,
            host.as_ptr(),
            i32::from(port),
            TIMEOUT_MS,
            &mut writer,
        );
        assert_eq!(status, 0, "{}", rb_error());
        let started = Instant::now();
        let status = irx_rb_stream_writer_write_batch(writer, handle);
        assert_timed_out(status, started);
        // Released unclosed, the writer tries its end marker (within one
        // more timeout) before the socket closes.
        let started = Instant::now();
        irx_rb_stream_writer_release(writer);
        assert!(started.elapsed() < Duration::from_millis(1500));
        let _ = done.send(());
        irx_rb_batch_release(handle);
        irx_rb_schema_release(rb_schema);
    }
    server.join().unwrap();
}
