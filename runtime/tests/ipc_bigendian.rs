//! Big-endian Arrow IPC (issue 34, item 1) and future metadata versions
//! (item 5) through the C entry points.
//!
//! The fixtures in `data/ipc_bigendian/` are made by
//! `scripts/gen-bigendian-ipc.py` from pyarrow's little-endian output
//! (`tests/interop/test_ipc_bigendian.py` checks they are what the script
//! makes, and that pyarrow reads each big-endian one as the table it came
//! from). Here every reader of the runtime must read the big-endian form
//! exactly as it reads the little-endian one, refuse what Arrow C++ cannot
//! swap either, and stay bounded on hostile big-endian messages built by
//! hand.

mod common;

use std::path::PathBuf;
use std::ptr;
use std::time::Instant;

use arrow_array::{Array, Date32Array, Int32Array, RecordBatch};
use arrow_ipc::{Endianness, MessageHeader, MetadataVersion};
use common::files::TempFile;
use common::rb_error;
use irx_abi::native::{IRX_ERR_ARROW, IRX_ERR_INVALID};
use irx_runtime::checked::rb_generated::{
    irx_rb_api_batch_destroy, irx_rb_api_batch_export, irx_rb_api_batch_new,
    irx_rb_api_reader_batch, irx_rb_api_reader_destroy, irx_rb_api_reader_file,
    irx_rb_api_reader_new, irx_rb_api_reader_next, irx_rb_api_reader_stream,
};
use irx_runtime::frame::table::irx_arrow_table_release;
use irx_runtime::frame::transfer::{
    irx_arrow_table_export_stream, irx_arrow_table_from_ipc, irx_arrow_table_from_ipc_static,
};
use irx_runtime::rb::ipc::*;
use irx_runtime::rb::stream::*;

/// What a read gave: its batches, or its status and message.
type Read = Result<Vec<RecordBatch>, (i32, String)>;

fn fixture(name: &str) -> Vec<u8> {
    let path: PathBuf = [env!("CARGO_MANIFEST_DIR"), "tests/data/ipc_bigendian", name]
        .iter()
        .collect();
    std::fs::read(&path).unwrap_or_else(|e| panic!("{}: {e}", path.display()))
}

/// Every batch of `reader` (opened with `status`), written again by the
/// runtime's memory writer and decoded by arrow-ipc: what the reader
/// produced, value for value. An error: its status and message.
fn drain(status: i32, reader: *mut IrxRbStreamReader) -> Read {
    if status != 0 {
        return Err((status, rb_error()));
    }
    let mut writer = ptr::null_mut();
    // SAFETY: a live reader; its schema handle lives as long as it does.
    let status = unsafe {
        irx_rb_stream_writer_open_buffer(irx_rb_stream_reader_schema(reader), &mut writer)
    };
    assert_eq!(status, 0, "{}", rb_error());
    // SAFETY: live handles, each released once.
    let (failed, bytes) = unsafe {
        let status = common::batches::copy_batches(reader, writer);
        let failed = (status < 0).then(|| (status, rb_error()));
        let bytes = common::batches::closed_buffer(writer);
        irx_rb_stream_reader_close(reader);
        (failed, bytes)
    };
    if let Some(failed) = failed {
        return Err(failed);
    }
    let decoded = arrow_ipc::reader::StreamReader::try_new(bytes.as_slice(), None).unwrap();
    Ok(decoded.map(Result::unwrap).collect())
}

fn read_buffer(bytes: &[u8]) -> Read {
    let mut reader = ptr::null_mut();
    // SAFETY: `bytes` is readable for its length.
    let status = unsafe {
        irx_rb_stream_reader_open_buffer(bytes.as_ptr(), bytes.len() as i64, &mut reader)
    };
    drain(status, reader)
}

fn read_path(bytes: &[u8], file_format: bool) -> Read {
    let file = TempFile::new(bytes);
    let path = file.c_path();
    let mut reader = ptr::null_mut();
    // SAFETY: a C string, a writable out pointer.
    let status = unsafe {
        if file_format {
            irx_rb_file_reader_open(path.as_ptr(), &mut reader)
        } else {
            irx_rb_stream_reader_open_file(path.as_ptr(), &mut reader)
        }
    };
    drain(status, reader)
}

/// The stream `bytes` through a descriptor reader (`irx_rb_fd_reader_open`).
fn read_descriptor(bytes: &[u8]) -> Read {
    use std::os::fd::AsRawFd;
    let file = TempFile::new(bytes);
    let opened = std::fs::File::open(file.path()).unwrap();
    let mut reader = ptr::null_mut();
    // SAFETY: a descriptor of ours, open for the call.
    let status = unsafe { irx_rb_fd_reader_open(opened.as_raw_fd(), &mut reader) };
    drain(status, reader)
}

/// The stream `bytes` sent by a peer on 127.0.0.1 to a TCP reader
/// (`irx_rb_tcp_reader_open`).
fn read_tcp(bytes: &[u8]) -> Read {
    let (port, server) = common::net::serve(bytes.to_vec());
    let host = std::ffi::CString::new("127.0.0.1").unwrap();
    let mut reader = ptr::null_mut();
    // SAFETY: a NUL-terminated host, a writable out pointer.
    let status =
        unsafe { irx_rb_tcp_reader_open(host.as_ptr(), i32::from(port), 10_000, &mut reader) };
    let read = drain(status, reader);
    server.join().unwrap();
    read
}

/// `irx_arrow_table_from_ipc` (or its in-place form), exported as a C
/// stream and imported by arrow-rs.
fn read_table(bytes: &[u8], in_place: bool) -> Read {
    let mut table = ptr::null_mut();
    // SAFETY: `bytes` outlives the table, released below.
    let status = unsafe {
        if in_place {
            irx_arrow_table_from_ipc_static(bytes.as_ptr(), bytes.len() as i64, &mut table)
        } else {
            irx_arrow_table_from_ipc(bytes.as_ptr(), bytes.len() as i64, &mut table)
        }
    };
    if status != 0 {
        return Err((status, common::arrow_error()));
    }
    let mut stream = arrow_array::ffi_stream::FFI_ArrowArrayStream::empty();
    // SAFETY: a live table, a writable stream.
    unsafe {
        assert_eq!(irx_arrow_table_export_stream(table, &mut stream), 0);
        irx_arrow_table_release(table);
    }
    let reader = arrow_array::ffi_stream::RecordBatchStreamReader::try_new(stream).unwrap();
    Ok(reader.map(Result::unwrap).collect())
}

/// The batches as one, for comparing readers that cut them differently.
fn concat(batches: &[RecordBatch]) -> RecordBatch {
    arrow_select::concat::concat_batches(&batches[0].schema(), batches).unwrap()
}

#[test]
fn big_endian_reads_as_its_little_endian_form_in_every_reader() {
    let expected = read_buffer(&fixture("mixed.le.arrows")).unwrap();
    assert_eq!(expected.len(), 2);
    let stream = fixture("mixed.be.arrows");
    let reads = [
        ("stream buffer", read_buffer(&stream)),
        ("stream path", read_path(&stream, false)),
        ("file", read_path(&fixture("mixed.be.arrow"), true)),
        ("zstd stream", read_buffer(&fixture("mixed.zstd.be.arrows"))),
        ("descriptor", read_descriptor(&stream)),
        ("tcp", read_tcp(&stream)),
    ];
    for (name, read) in reads {
        let batches = read.unwrap_or_else(|e| panic!("{name}: {e:?}"));
        assert_eq!(batches, expected, "{name}");
    }
    for in_place in [false, true] {
        let table = read_table(&stream, in_place).unwrap();
        assert_eq!(
            concat(&table),
            concat(&expected),
            "table, in place {in_place}"
        );
    }
    // The values the issue saw wrong, by name.
    let first = &expected[0];
    let day = first.column_by_name("day").unwrap();
    let day = day.as_any().downcast_ref::<Date32Array>().unwrap();
    assert_eq!(day.value(0), -719162);
    let i32s = first.column_by_name("i32").unwrap();
    let i32s = i32s.as_any().downcast_ref::<Int32Array>().unwrap();
    assert_eq!(i32s.value(0), 2147483647);
}

/// The checked layer's reader box (`irx_rb_api_reader_stream` and
/// `irx_rb_api_reader_file`, each batch exported through
/// `irx_rb_api_batch_export`) reads the big-endian forms as the
/// little-endian one.
#[test]
fn checked_readers_read_big_endian_as_little_endian() {
    let expected = concat(&read_buffer(&fixture("mixed.le.arrows")).unwrap());
    for (name, file_format) in [("mixed.be.arrows", false), ("mixed.be.arrow", true)] {
        let file = TempFile::new(&fixture(name));
        let none = ptr::null_mut();
        let mut batches = Vec::new();
        // SAFETY: live boxes and writable out pointers throughout; a NULL
        // error buffer is allowed; each box destroyed once; the exported
        // array and schema are moved into arrow-rs, which releases them.
        unsafe {
            let mut reader = ptr::null_mut();
            assert_eq!(irx_rb_api_reader_new(&mut reader, none), 0);
            let status = if file_format {
                irx_rb_api_reader_file(reader, file.c_path().as_ptr(), none)
            } else {
                irx_rb_api_reader_stream(reader, file.c_path().as_ptr(), none)
            };
            assert_eq!(status, 0, "{name}");
            loop {
                let mut next = -1;
                assert_eq!(irx_rb_api_reader_next(reader, &mut next, none), 0);
                if next != 0 {
                    assert_eq!(next, 1, "{name}: the end, not {next}: {}", rb_error());
                    break;
                }
                let mut batch = ptr::null_mut();
                assert_eq!(irx_rb_api_batch_new(&mut batch, none), 0);
                assert_eq!(irx_rb_api_reader_batch(reader, batch, none), 0);
                let mut array = arrow_array::ffi::FFI_ArrowArray::empty();
                let mut schema = arrow_array::ffi::FFI_ArrowSchema::empty();
                let mut result = -1;
                assert_eq!(
                    irx_rb_api_batch_export(
                        batch,
                        &raw mut array as i64,
                        &raw mut schema as i64,
                        &mut result,
                        none
                    ),
                    0
                );
                assert_eq!(result, 0, "{}", rb_error());
                let data = arrow_array::ffi::from_ffi(array, &schema).unwrap();
                batches.push(RecordBatch::from(arrow_array::StructArray::from(data)));
                assert_eq!(irx_rb_api_batch_destroy(batch, none), 0);
            }
            assert_eq!(irx_rb_api_reader_destroy(reader, none), 0);
        }
        assert_eq!(concat(&batches).columns(), expected.columns(), "{name}");
    }
}

#[test]
fn run_end_encoded_and_view_columns_are_refused_big_endian() {
    // Where a reader reads the little-endian form, the big-endian one is
    // refused for its byte order; where it does not support the type at
    // all, the big-endian form fails the same way.
    let mut refused_for_byte_order = 0;
    for name in ["ree", "utf8_view"] {
        let little = fixture(&format!("{name}.le.arrows"));
        let big = fixture(&format!("{name}.be.arrows"));
        let readers: [fn(&[u8]) -> Read; 2] = [read_buffer, |b| read_table(b, false)];
        for read in readers {
            let (status, message) = read(&big).expect_err(name);
            match read(&little) {
                Ok(_) => {
                    // Arrow C++'s NotImplemented, as 1.25 reports it.
                    assert_eq!(status, IRX_ERR_ARROW, "{name}: {message}");
                    assert!(
                        message.contains("big-endian IPC data")
                            && message.contains("cannot be converted to native byte order"),
                        "{name}: {message}"
                    );
                    refused_for_byte_order += 1;
                }
                Err((unsupported, _)) => assert_eq!(status, unsupported, "{name}: {message}"),
            }
        }
    }
    assert!(refused_for_byte_order > 0);
}

// ---------------------------------------------------------------------------
// Messages built by hand.

const END: [u8; 8] = [0xff, 0xff, 0xff, 0xff, 0, 0, 0, 0];

/// A finished message flatbuffer, framed (continuation, padded length,
/// flatbuffer, padding) with `body` after it.
fn framed(fbb: &flatbuffers::FlatBufferBuilder, body: &[u8]) -> Vec<u8> {
    let meta = fbb.finished_data();
    let padded = meta.len().next_multiple_of(8);
    let mut out = vec![0xff; 4];
    out.extend_from_slice(&(padded as i32).to_le_bytes());
    out.extend_from_slice(meta);
    out.resize(8 + padded, 0);
    out.extend_from_slice(body);
    out
}

/// The schema message of `columns` fields of `bits`-bit signed integers
/// (one field table shared by all), with the given endianness and metadata
/// version.
fn int_schema(columns: usize, bits: i32, endianness: Endianness, version: i16) -> Vec<u8> {
    let mut fbb = flatbuffers::FlatBufferBuilder::new();
    let int = arrow_ipc::Int::create(
        &mut fbb,
        &arrow_ipc::IntArgs {
            bitWidth: bits,
            is_signed: true,
        },
    );
    let name = fbb.create_string("c");
    let field = arrow_ipc::Field::create(
        &mut fbb,
        &arrow_ipc::FieldArgs {
            name: Some(name),
            nullable: true,
            type_type: arrow_ipc::Type::Int,
            type_: Some(int.as_union_value()),
            ..Default::default()
        },
    );
    let fields = fbb.create_vector(&vec![field; columns]);
    let schema = arrow_ipc::Schema::create(
        &mut fbb,
        &arrow_ipc::SchemaArgs {
            endianness,
            fields: Some(fields),
            ..Default::default()
        },
    );
    let message = arrow_ipc::Message::create(
        &mut fbb,
        &arrow_ipc::MessageArgs {
            version: MetadataVersion(version),
            header_type: MessageHeader::Schema,
            header: Some(schema.as_union_value()),
            bodyLength: 0,
            custom_metadata: None,
        },
    );
    fbb.finish(message, None);
    framed(&fbb, &[])
}

/// A record batch message of `rows` rows: one node of `rows` rows per
/// entry of `buffers`, each column a validity buffer (none) and the data
/// buffer (offset, length) into `body`.
fn batch(rows: i64, buffers: &[(i64, i64)], body: &[u8]) -> Vec<u8> {
    let mut fbb = flatbuffers::FlatBufferBuilder::new();
    let nodes: Vec<_> = buffers
        .iter()
        .map(|_| arrow_ipc::FieldNode::new(rows, 0))
        .collect();
    let buffers: Vec<_> = buffers
        .iter()
        .flat_map(|&(o, l)| [arrow_ipc::Buffer::new(0, 0), arrow_ipc::Buffer::new(o, l)])
        .collect();
    let nodes = fbb.create_vector(&nodes);
    let buffers = fbb.create_vector(&buffers);
    let record = arrow_ipc::RecordBatch::create(
        &mut fbb,
        &arrow_ipc::RecordBatchArgs {
            length: rows,
            nodes: Some(nodes),
            buffers: Some(buffers),
            ..Default::default()
        },
    );
    let message = arrow_ipc::Message::create(
        &mut fbb,
        &arrow_ipc::MessageArgs {
            version: MetadataVersion::V5,
            header_type: MessageHeader::RecordBatch,
            header: Some(record.as_union_value()),
            bodyLength: body.len() as i64,
            custom_metadata: None,
        },
    );
    fbb.finish(message, None);
    framed(&fbb, body)
}

#[test]
fn hand_made_big_endian_values_are_swapped() {
    // Two int32 values, the second's buffer 7 bytes long (not whole
    // values: rounded down to one, as for little-endian data), at an
    // 8-byte aligned offset (Arrow C++, so 1.25, refuses others).
    let mut stream = int_schema(2, 32, Endianness::Big, 4);
    let body = [0, 0, 0, 5, 0, 0, 0, 0, 0x80, 0, 0, 1, 0xaa, 0xbb, 0xcc, 0];
    stream.extend(batch(1, &[(0, 4), (8, 7)], &body));
    stream.extend_from_slice(&END);
    let batches = read_buffer(&stream).unwrap();
    let values: Vec<i32> = batches[0]
        .columns()
        .iter()
        .map(|c| c.as_any().downcast_ref::<Int32Array>().unwrap().value(0))
        .collect();
    assert_eq!(values, [5, i32::MIN + 1]);
    // The same bytes little-endian read as they lie.
    let mut little = int_schema(2, 32, Endianness::Little, 4);
    little.extend(batch(1, &[(0, 4), (8, 7)], &body));
    little.extend_from_slice(&END);
    let batches = read_buffer(&little).unwrap();
    let first = batches[0].column(0).as_any().downcast_ref::<Int32Array>();
    assert_eq!(first.unwrap().value(0), 0x0500_0000);
}

#[test]
fn an_unknown_endianness_is_refused() {
    let mut stream = int_schema(1, 32, Endianness(7), 4);
    stream.extend_from_slice(&END);
    let (status, message) = read_buffer(&stream).unwrap_err();
    assert_eq!(status, IRX_ERR_INVALID, "{message}");
    assert!(message.contains("unknown endianness 7"), "{message}");
}

#[test]
fn overlapping_big_endian_buffers_are_charged_before_they_are_swapped() {
    // 2,048 int64 columns of one row whose data buffers all claim the
    // whole 1 MiB body: 2 GiB to swap from about 1 MiB of input, past the
    // default expansion limit (1024 x the input) before any is swapped.
    let columns = 2048;
    let body = vec![0u8; 1 << 20];
    let mut stream = int_schema(columns, 64, Endianness::Big, 4);
    stream.extend(batch(1, &vec![(0, body.len() as i64); columns], &body));
    stream.extend_from_slice(&END);
    let started = Instant::now();
    let (status, message) = read_buffer(&stream).unwrap_err();
    assert_eq!(status, IRX_ERR_INVALID, "{message}");
    assert!(
        message.contains("expansion limit") && message.contains("swapped to native order"),
        "{message}"
    );
    assert!(started.elapsed().as_secs() < 10, "{:?}", started.elapsed());
    // A few such columns are within the limit and read (the values are
    // whatever the shared bytes swap to).
    let mut few = int_schema(4, 64, Endianness::Big, 4);
    few.extend(batch(1, &[(0, 64); 4], &body[..64]));
    few.extend_from_slice(&END);
    assert_eq!(read_buffer(&few).unwrap()[0].num_rows(), 1);
}

#[test]
fn a_future_metadata_version_is_unsupported_not_truncated() {
    let mut stream = int_schema(1, 32, Endianness::Little, 5);
    stream.extend_from_slice(&END);
    for read in [read_buffer(&stream), read_path(&stream, false)] {
        let (status, message) = read.unwrap_err();
        assert_eq!(status, IRX_ERR_INVALID, "{message}");
        assert!(
            message.contains("Unsupported future MetadataVersion: 5"),
            "{message}"
        );
    }
    let mut schema = ptr::null_mut();
    // SAFETY: readable bytes, a writable out pointer.
    let status =
        unsafe { irx_rb_schema_from_ipc(stream.as_ptr(), stream.len() as i64, &mut schema) };
    assert_eq!(status, IRX_ERR_INVALID);
    assert!(schema.is_null());
}
