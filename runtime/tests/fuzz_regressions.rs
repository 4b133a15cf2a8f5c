//! Regression tests for bugs found by the fuzz targets (fuzz/, see
//! docs/SAFETY.md). They run in the debug build, where arithmetic overflow
//! panics: a panic caught at the boundary would come back as an
//! "internal error" message instead of the documented one.

mod common;

use std::ptr;

use irx_runtime::arrow::tensor::*;
use irx_runtime::arrow::types::irx_arrow_type_id::*;

const EINVAL: i32 = 22;

/// Found by fuzz/tensor_builder: a tensor with no elements accepts any
/// strides (nothing is addressed), but the element getters multiplied the
/// index of an earlier axis by its stride before noticing that a later
/// axis has extent 0, overflowing int64 (a panic in checked builds, a
/// wrapped, unused offset otherwise).
#[test]
fn get_on_empty_tensor_with_huge_strides_is_einval() {
    let shape = [5i64, 0];
    let strides = [1i64 << 62, 8];
    let mut builder = ptr::null_mut();
    let mut tensor = ptr::null_mut();
    // SAFETY: arrays of ndim entries, valid out pointers.
    unsafe {
        let status = irx_arrow_tensor_builder_new(
            IRX_ARROW_TYPE_INT64 as i32,
            2,
            shape.as_ptr(),
            strides.as_ptr(),
            &mut builder,
        );
        assert_eq!(status, 0, "{}", common::arrow_error());
        assert_eq!(irx_arrow_tensor_builder_finish(builder, &mut tensor), 0);
        let mut value = 1i64;
        let index = [4i64, 0];
        assert_eq!(
            irx_arrow_tensor_get_int(tensor, index.as_ptr(), &mut value),
            EINVAL
        );
        let message = common::arrow_error();
        assert!(message.contains("index[1]"), "{message}");
        assert!(!message.contains("panic"), "{message}");
        assert_eq!(value, 0);
        irx_arrow_tensor_release(tensor);
    }
}

// ---------------------------------------------------------------------------
// fuzz/ipc_read: inputs in runtime/tests/data/ipc_read/, each the fuzz
// target's input (first byte the mode, modulo 5: 0 stream reader over
// memory, 1 `irx_rb_schema_from_ipc`, 2 file reader, 3 and 4 the data-frame
// literal readers, copying and in place), replayed as the target does.

mod ipc_replay {
    use std::ptr;

    use irx_runtime::frame::bridge::irx_rb_table_to_dynamic_batch;
    use irx_runtime::frame::table::irx_arrow_table_release;
    use irx_runtime::frame::transfer::{irx_arrow_table_from_ipc, irx_arrow_table_from_ipc_static};
    use irx_runtime::rb::batch::*;
    use irx_runtime::rb::ipc::*;

    use super::common;
    use irx_runtime::rb::irx_record_batch_errmsg;
    use irx_runtime::rb::schema::*;
    use irx_runtime::rb::stream::*;

    fn errmsg() -> String {
        // SAFETY: never NULL, NUL-terminated.
        unsafe { std::ffi::CStr::from_ptr(irx_record_batch_errmsg()) }
            .to_string_lossy()
            .into_owned()
    }

    /// Every message the calls left, in order; the caller asserts on them.
    fn drain(reader: *mut IrxRbStreamReader, messages: &mut Vec<String>) {
        for _ in 0..1000 {
            let mut batch = ptr::null_mut();
            // SAFETY: a live reader.
            let status = unsafe { irx_rb_stream_reader_next_batch(reader, &mut batch) };
            messages.push(errmsg());
            if status != 0 {
                break;
            }
            // SAFETY: the batch just returned.
            unsafe { irx_rb_batch_release(batch) };
        }
    }

    /// Replays `data` and returns the last-error message of every call.
    pub fn replay(data: &[u8]) -> Vec<String> {
        let (&mode, bytes) = data.split_first().expect("mode byte");
        let mut messages = Vec::new();
        // SAFETY: `bytes` is readable for its length; outputs are writable;
        // every handle is released once.
        unsafe {
            match mode % 5 {
                mode @ (3 | 4) => {
                    let read = [irx_arrow_table_from_ipc, irx_arrow_table_from_ipc_static];
                    let mut table = ptr::null_mut();
                    let status =
                        read[usize::from(mode - 3)](bytes.as_ptr(), bytes.len() as i64, &mut table);
                    messages.push(common::arrow_error());
                    if status == 0 {
                        let mut batch = ptr::null_mut();
                        if irx_rb_table_to_dynamic_batch(table, &mut batch) == 0 {
                            irx_rb_batch_release(batch);
                        }
                        messages.push(errmsg());
                        irx_arrow_table_release(table);
                    }
                }
                0 => {
                    let mut reader = ptr::null_mut();
                    let status = irx_rb_stream_reader_open_buffer(
                        bytes.as_ptr(),
                        bytes.len() as i64,
                        &mut reader,
                    );
                    messages.push(errmsg());
                    if status == 0 {
                        drain(reader, &mut messages);
                        irx_rb_stream_reader_close(reader);
                    }
                }
                1 => {
                    let mut schema = ptr::null_mut();
                    irx_rb_schema_from_ipc(bytes.as_ptr(), bytes.len() as i64, &mut schema);
                    messages.push(errmsg());
                    irx_rb_schema_release(schema);
                }
                _ => {
                    let path = std::env::temp_dir().join(format!(
                        "irx-ipc-regression-{}-{:?}.arrow",
                        std::process::id(),
                        std::thread::current().id()
                    ));
                    std::fs::write(&path, bytes).expect("temporary file");
                    let c_path = std::ffi::CString::new(path.to_str().unwrap()).unwrap();
                    let mut reader = ptr::null_mut();
                    let status = irx_rb_file_reader_open(c_path.as_ptr(), &mut reader);
                    messages.push(errmsg());
                    if status == 0 {
                        drain(reader, &mut messages);
                        irx_rb_stream_reader_close(reader);
                    }
                    let _ = std::fs::remove_file(&path);
                }
            }
        }
        messages
    }

    pub fn assert_no_panic(name: &str, data: &[u8]) -> Vec<String> {
        let messages = replay(data);
        for m in &messages {
            assert!(!m.contains("panic"), "{name}: {m}");
        }
        messages
    }
}

/// Found by fuzz/ipc_read in its first minute: an LZ4-compressed IPC file
/// whose dictionary-key buffer decompresses to a length that is not a
/// multiple of 4. arrow-ipc's decompression took the frame as it was and
/// arrow-data's key bounds check panicked (`typed_data`: "prefix.is_empty()
/// && suffix.is_empty()"). The reader now decompresses bodies itself, to
/// exactly the claimed length, into an 8-aligned, padded uncompressed body.
#[test]
fn ipc_lz4_buffer_of_odd_length_is_an_error() {
    let data = include_bytes!("data/ipc_read/lz4-file-dict-keys-odd-length");
    let messages = ipc_replay::assert_no_panic("lz4-file-dict-keys-odd-length", data);
    assert!(messages.iter().any(|m| !m.is_empty()), "{messages:?}");
}

/// Found by fuzz/ipc_read in `make check`'s 15-second run: an IPC file
/// whose schema declares a fixed-size binary column of negative width.
/// arrow-ipc takes the width as it is and arrow-data panicked laying out
/// the batch (`try_into().unwrap()` of the width). Schemas are now refused
/// when a fixed size is negative, before any batch is decoded.
#[test]
fn ipc_negative_fixed_size_is_an_error() {
    let data = include_bytes!("data/ipc_read/file-fixed-size-binary-negative-width");
    let messages = ipc_replay::assert_no_panic("file-fixed-size-binary-negative-width", data);
    assert!(messages.iter().any(|m| !m.is_empty()), "{messages:?}");
}

/// Found by fuzz/ipc_read (mode 4, the in-place data-frame literal
/// reader): an IPC stream with no batches whose schema declares a map
/// whose entries are not a struct of two fields. arrow-ipc accepts the
/// schema, and the table's empty column (`new_empty_array`) panicked in
/// arrow-array's `MapArray::from`. Schemas from outside are now refused
/// when a map, run-end or dictionary type is malformed.
#[test]
fn ipc_map_entries_not_a_struct_is_an_error() {
    let data = include_bytes!("data/ipc_read/literal-map-entries-not-a-struct");
    let messages = ipc_replay::assert_no_panic("literal-map-entries-not-a-struct", data);
    assert!(
        messages.iter().any(|m| m.contains("map entries")),
        "{messages:?}"
    );
}

/// Found by fuzz/ipc_read (`make fuzz`, about 1M inputs in): a batch
/// whose fixed-size list node claims so many rows that rows times the list
/// size overflows. arrow-data's validation panicked computing the child's
/// expected length ("integer overflow computing expected number of
/// expected values"). The walk that checks what arrow-ipc slices unchecked
/// now refuses such a node before arrow-ipc decodes the batch.
#[test]
fn ipc_fixed_size_list_length_overflow_is_an_error() {
    let data = include_bytes!("data/ipc_read/fixed-size-list-length-overflow");
    let messages = ipc_replay::assert_no_panic("fixed-size-list-length-overflow", data);
    assert!(messages.iter().any(|m| !m.is_empty()), "{messages:?}");
}

/// Every committed input of runtime/tests/data/ipc_read/ (the fuzz
/// findings) and the seeds of fuzz/corpus/ipc_read/ (valid files and
/// streams, which must read without any error, types 1.25 has no column
/// type for included).
#[test]
fn ipc_fuzz_inputs_replay_without_panic() {
    let here = std::path::Path::new(env!("CARGO_MANIFEST_DIR"));
    for entry in std::fs::read_dir(here.join("tests/data/ipc_read")).unwrap() {
        let path = entry.unwrap().path();
        ipc_replay::assert_no_panic(&path.display().to_string(), &std::fs::read(&path).unwrap());
    }
    for entry in std::fs::read_dir(here.join("../fuzz/corpus/ipc_read")).unwrap() {
        let path = entry.unwrap().path();
        let messages = ipc_replay::assert_no_panic(
            &path.display().to_string(),
            &std::fs::read(&path).unwrap(),
        );
        // Unions and run-end encoding have no 1.25 column type, but every
        // reader carries them (issue 34, item 3).
        assert!(
            messages.iter().all(|m| m.is_empty()),
            "{}: {messages:?}",
            path.display()
        );
    }
}

/// An IPC stream of `batches` (all of `schema`) written as the runtime's
/// writers write it (arrow-ipc, bodies compressed by the runtime), with
/// `compression`, without its end marker when `end` is false.
fn ipc_stream(
    schema: &arrow_schema::Schema,
    batches: &[arrow_array::RecordBatch],
    compression: Option<arrow_ipc::CompressionType>,
    end: bool,
) -> Vec<u8> {
    let schema = std::sync::Arc::new(schema.clone());
    let mut bytes =
        irx_runtime::rb::ipc::write_ipc_bytes(&schema, batches, compression, false).unwrap();
    if !end {
        bytes.truncate(bytes.len() - 8);
    }
    bytes
}

fn with_mode(mode: u8, bytes: &[u8]) -> Vec<u8> {
    let mut data = vec![mode];
    data.extend_from_slice(bytes);
    data
}

/// A schema nested deeper than the flatbuffer verifier's depth limit (64
/// tables: about 30 levels of list) is refused before anything recurses
/// over it, in the words of Arrow C++'s verifier (which 1.25 passes on);
/// one within the limit reads.
#[test]
fn ipc_deeply_nested_schema_is_an_error() {
    use arrow_schema::{DataType, Field, Schema};
    let nested = |depth: usize| {
        let mut t = DataType::Int8;
        for _ in 0..depth {
            t = DataType::List(std::sync::Arc::new(Field::new("item", t, true)));
        }
        Schema::new(vec![Field::new("deep", t, true)])
    };
    let bytes = ipc_stream(&nested(200), &[], None, true);
    for mode in [0, 1] {
        let messages = ipc_replay::assert_no_panic("deep", &with_mode(mode, &bytes));
        assert!(
            messages[0].ends_with("IOError: Invalid flatbuffers message."),
            "{messages:?}"
        );
    }
    let bytes = ipc_stream(&nested(20), &[], None, true);
    let messages = ipc_replay::assert_no_panic("deep", &with_mode(0, &bytes));
    assert!(messages.iter().all(|m| m.is_empty()), "{messages:?}");
}

/// A stream whose second schema message arrives after a batch (two
/// streams glued together) is an error at that message, not a batch of
/// the wrong schema.
#[test]
fn ipc_stream_switching_schema_is_an_error() {
    use arrow_array::{ArrayRef, Int32Array, RecordBatch, StringArray};
    let a: ArrayRef = std::sync::Arc::new(Int32Array::from(vec![1, 2]));
    let b: ArrayRef = std::sync::Arc::new(StringArray::from(vec!["x"]));
    let first = RecordBatch::try_from_iter([("a", a)]).unwrap();
    let second = RecordBatch::try_from_iter([("a", b)]).unwrap();
    let mut bytes = ipc_stream(&first.schema(), std::slice::from_ref(&first), None, false);
    bytes.extend(ipc_stream(&second.schema(), &[second], None, true));
    let messages = ipc_replay::assert_no_panic("switch", &with_mode(0, &bytes));
    assert_eq!(messages.len(), 3, "{messages:?}");
    assert!(messages[0].is_empty() && messages[1].is_empty());
    // Arrow C++'s words, which 1.25 passes on.
    assert!(
        messages[2]
            .ends_with("IOError: Header-type of flatbuffer-encoded Message is not RecordBatch."),
        "{messages:?}"
    );
}

/// Compressed dictionary-encoded columns (dictionary batches go through
/// the same decompress-and-rewrite path) read back; a record batch whose
/// dictionary never arrived is an error (Arrow C++'s count of them).
#[test]
fn ipc_compressed_dictionary_reads_and_missing_dictionary_is_an_error() {
    use arrow_array::{ArrayRef, DictionaryArray, RecordBatch, types::Int32Type};
    let d: DictionaryArray<Int32Type> = vec!["u", "v", "u"].into_iter().collect();
    let batch = RecordBatch::try_from_iter([("d", std::sync::Arc::new(d) as ArrayRef)]).unwrap();
    for codec in [
        None,
        Some(arrow_ipc::CompressionType::LZ4_FRAME),
        Some(arrow_ipc::CompressionType::ZSTD),
    ] {
        let bytes = ipc_stream(&batch.schema(), std::slice::from_ref(&batch), codec, true);
        let messages = ipc_replay::assert_no_panic("dict", &with_mode(0, &bytes));
        assert!(
            messages.iter().all(|m| m.is_empty()),
            "{codec:?}: {messages:?}"
        );
        // Drop the dictionary message: schema, then the record batch.
        let schema_len = 8 + i32::from_le_bytes(bytes[4..8].try_into().unwrap()) as usize;
        let dict_meta =
            8 + i32::from_le_bytes(bytes[schema_len + 4..schema_len + 8].try_into().unwrap())
                as usize;
        let message =
            arrow_ipc::root_as_message(&bytes[schema_len + 8..schema_len + dict_meta]).unwrap();
        let dict_end = schema_len + dict_meta + message.bodyLength() as usize;
        let mut cut = bytes[..schema_len].to_vec();
        cut.extend_from_slice(&bytes[dict_end..]);
        let messages = ipc_replay::assert_no_panic("no dict", &with_mode(0, &cut));
        assert!(messages[0].is_empty(), "{messages:?}");
        // Refused before decoding, as Arrow C++ (IRx 1.25) refuses it.
        assert!(
            messages[1].contains("did not have the expected number (1) of dictionaries"),
            "{messages:?}"
        );
    }
}

// ---------------------------------------------------------------------------
// fuzz/parquet_read: inputs in runtime/tests/data/parquet_read/, each the
// fuzz target's input (first byte the mode; 3: read with the footer key of
// the encrypted seed), replayed through the reader.

/// Replays the `parquet_read` input `name` (mode 0: a plain read; 3: with
/// the encrypted seed's footer key) through `open_options` and
/// `next_batch` to the end, and returns each call's status and message.
fn parquet_replay(name: &str) -> Vec<(i32, String)> {
    use irx_runtime::rb::irx_record_batch_errmsg;
    use irx_runtime::rb::parquet::*;
    use irx_runtime::rb::stream::*;
    let data = std::fs::read(
        std::path::Path::new(env!("CARGO_MANIFEST_DIR"))
            .join("tests/data/parquet_read")
            .join(name),
    )
    .unwrap();
    let (&mode, bytes) = data.split_first().unwrap();
    assert!(matches!(mode % 4, 0 | 3), "{name}: mode {mode}");
    let path = std::env::temp_dir().join(format!(
        "irx-pq-regression-{name}-{}.parquet",
        std::process::id()
    ));
    std::fs::write(&path, bytes).unwrap();
    let c_path = std::ffi::CString::new(path.to_str().unwrap()).unwrap();
    let mut messages = Vec::new();
    // SAFETY: live options, a NUL-terminated path, writable outputs; every
    // handle released once.
    unsafe {
        let last = || {
            std::ffi::CStr::from_ptr(irx_record_batch_errmsg())
                .to_string_lossy()
                .into_owned()
        };
        let options = irx_parquet_options_new();
        if mode % 4 == 3 {
            let key = b"irx-fuzz-key-16b";
            assert_eq!(irx_parquet_options_key(options, key.as_ptr(), 16), 0);
        }
        let mut reader = ptr::null_mut();
        let status =
            irx_rb_parquet_reader_open_options(c_path.as_ptr(), ptr::null(), options, &mut reader);
        messages.push((status, last()));
        while !reader.is_null() {
            let mut batch = ptr::null_mut();
            let status = irx_rb_stream_reader_next_batch(reader, &mut batch);
            messages.push((status, last()));
            if status != 0 || batch.is_null() {
                break;
            }
            irx_runtime::rb::batch::irx_rb_batch_release(batch);
        }
        irx_rb_stream_reader_close(reader);
        irx_parquet_options_release(options);
    }
    let _ = std::fs::remove_file(&path);
    messages
}

/// The replay of `name` ends in `IRX_ERR_IO` with a message that names
/// `needle`.
fn assert_parquet_io_error(name: &str, needle: &str) {
    let messages = parquet_replay(name);
    let (status, message) = messages.last().unwrap();
    assert_eq!(*status, irx_abi::native::IRX_ERR_IO, "{messages:?}");
    assert!(message.contains(needle), "{message}");
}

/// Finding 9 (parquet_read, out-of-memory): an encrypted page header
/// module whose length prefix was flipped made the parquet crate reserve
/// and zero-fill 2 GiB before decrypting. Now an `IRX_ERR_IO` naming the
/// claim (the same case is built from scratch in the crate's unit tests).
#[test]
fn parquet_encrypted_module_length_is_an_io_error() {
    assert_parquet_io_error("encrypted-module-length", "past its column chunk");
}

/// Finding 14 (parquet_read, panic): row groups whose claimed row counts
/// overflow when added up (one negative) made the parquet crate's reader
/// builder overflow `usize` (a panic with overflow checks, a wrapped count
/// without). Now an `IRX_ERR_IO` before the crate sees the counts.
#[test]
fn parquet_row_count_overflow_is_an_io_error() {
    assert_parquet_io_error("row-count-overflow", "rows");
}

/// The C Data side of `ipc_map_entries_not_a_struct_is_an_error`: a
/// producer's schema with a map of plain int32 entries, or run ends of
/// int8, is refused at import with `IRX_ERR_INVALID`, not taken in to
/// panic later when an array of it is laid out.
#[test]
fn c_schema_with_malformed_nested_type_is_invalid() {
    use std::sync::Arc;

    use arrow_schema::ffi::FFI_ArrowSchema;
    use arrow_schema::{DataType, Field, Schema};
    use irx_abi::native::IRX_ERR_INVALID;
    use irx_runtime::rb::cdata::irx_rb_schema_import;

    let item = |t: DataType| Arc::new(Field::new("item", t, false));
    for (column, expected) in [
        (DataType::Map(item(DataType::Int32), false), "map entries"),
        (
            DataType::RunEndEncoded(item(DataType::Int8), item(DataType::Utf8)),
            "run ends",
        ),
    ] {
        let schema = Schema::new(vec![Field::new("c", column, true)]);
        let mut c_schema = FFI_ArrowSchema::try_from(&schema).unwrap();
        let mut out = std::ptr::dangling_mut();
        // SAFETY: a live C schema (moved by the call) and a writable output.
        let status = unsafe { irx_rb_schema_import(&mut c_schema, &mut out) };
        assert_eq!(status, IRX_ERR_INVALID);
        assert!(out.is_null());
        // SAFETY: never NULL, NUL-terminated.
        let message =
            unsafe { std::ffi::CStr::from_ptr(irx_runtime::rb::irx_record_batch_errmsg()) }
                .to_string_lossy()
                .into_owned();
        assert!(message.contains(expected), "{message}");
    }
}
