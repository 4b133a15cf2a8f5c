//! Hostile Parquet files through the C entry points: truncated files, bad
//! magic, a footer or metadata length past the end, corrupt metadata, a
//! column chunk outside the file, page headers claiming sizes the chunk or
//! the codec cannot hold. Each must end in a status and a message, never
//! a panic, an abort or an allocation of the claimed size (the crate would
//! reserve a page header's claimed binary length, 1 TiB here, before
//! reading it).

use std::ffi::{CStr, CString};
use std::ptr;
use std::sync::Arc;

use arrow_array::{ArrayRef, Int64Array, RecordBatch, StringArray};
use arrow_schema::{DataType, Field, Schema};
use irx_abi::native::{IRX_EOF, IRX_ERR_INVALID, IRX_ERR_IO, IRX_OK};
use parquet::arrow::ArrowWriter;
use parquet::basic::Compression;
use parquet::file::metadata::{ParquetMetaData, ParquetMetaDataReader, ParquetMetaDataWriter};
use parquet::file::properties::WriterProperties;

// The shared test file `thrift_words`' unit tests load too (for its
// page-header message): two loads of one test-only file, on purpose.
#[allow(clippy::duplicate_mod)]
#[path = "../../../tests/common/thrift.rs"]
mod thrift;

use super::*;
use crate::rb::batch::irx_rb_batch_release;
use crate::rb::irx_record_batch_errmsg;
use crate::rb::stream::{irx_rb_stream_reader_close, irx_rb_stream_reader_next_batch};

fn message() -> String {
    // SAFETY: never NULL, NUL-terminated.
    unsafe { CStr::from_ptr(irx_record_batch_errmsg()) }
        .to_string_lossy()
        .into_owned()
}

/// A file of `rows` rows (a int64, s utf8) in row groups of 100.
fn base(codec: Compression, dictionary: bool, rows: i64) -> Vec<u8> {
    let schema = Arc::new(Schema::new(vec![
        Field::new("a", DataType::Int64, false),
        Field::new("s", DataType::Utf8, true),
    ]));
    let a: ArrayRef = Arc::new(Int64Array::from_iter_values(0..rows));
    let s: ArrayRef = Arc::new(StringArray::from_iter(
        (0..rows).map(|i| (i % 3 != 0).then(|| format!("v{}", i % 7))),
    ));
    let batch = RecordBatch::try_new(schema.clone(), vec![a, s]).unwrap();
    let props = WriterProperties::builder()
        .set_compression(codec)
        .set_dictionary_enabled(dictionary)
        .set_max_row_group_row_count(Some(100))
        .build();
    let mut out = Vec::new();
    let mut writer = ArrowWriter::try_new(&mut out, schema, Some(props)).unwrap();
    writer.write(&batch).unwrap();
    writer.close().unwrap();
    out
}

fn metadata(bytes: &[u8]) -> ParquetMetaData {
    ParquetMetaDataReader::new()
        .parse_and_finish(&bytes::Bytes::copy_from_slice(bytes))
        .unwrap()
}

/// Reads `bytes` (as a file) to the end: the first failing status and its
/// message, or `IRX_OK` and the row count.
fn read(bytes: &[u8], batch_size: i64) -> (i32, String, i64) {
    static COUNTER: std::sync::atomic::AtomicU32 = std::sync::atomic::AtomicU32::new(0);
    let n = COUNTER.fetch_add(1, std::sync::atomic::Ordering::Relaxed);
    let path = std::env::temp_dir().join(format!("irx-pq-unit-{}-{n}.parquet", std::process::id()));
    std::fs::write(&path, bytes).unwrap();
    let c_path = CString::new(path.to_str().unwrap()).unwrap();
    let mut reader = ptr::null_mut();
    let mut rows = 0;
    // SAFETY: a NUL-terminated path, writable outputs, handles released once.
    let result = unsafe {
        let status =
            irx_rb_parquet_reader_open(c_path.as_ptr(), ptr::null(), batch_size, &mut reader);
        if status != IRX_OK {
            assert!(reader.is_null());
            (status, message(), 0)
        } else {
            let mut outcome = (IRX_OK, String::new(), 0);
            loop {
                let mut batch = ptr::null_mut();
                let status = irx_rb_stream_reader_next_batch(reader, &mut batch);
                if status == IRX_EOF {
                    outcome.2 = rows;
                    break;
                }
                if status != IRX_OK {
                    outcome = (status, message(), rows);
                    break;
                }
                rows += crate::rb::batch::irx_rb_batch_num_rows(batch);
                irx_rb_batch_release(batch);
            }
            irx_rb_stream_reader_close(reader);
            outcome
        }
    };
    let _ = std::fs::remove_file(&path);
    assert!(
        !result.1.contains("panic"),
        "a panic reached the boundary: {}",
        result.1
    );
    result
}

#[test]
fn valid_files_read_back() {
    for codec in [
        Compression::UNCOMPRESSED,
        Compression::SNAPPY,
        Compression::ZSTD(Default::default()),
    ] {
        let (status, msg, rows) = read(&base(codec, true, 250), 64);
        assert_eq!(status, IRX_OK, "{msg}");
        assert_eq!(rows, 250);
    }
}

/// A truncated file has lost its footer's frame: refused as Arrow C++
/// refuses it (`Invalid`, what 1.25 reports), not as a failed read.
#[test]
fn every_truncation_is_invalid_as_in_arrow_cpp() {
    let file = base(Compression::SNAPPY, true, 250);
    for cut in (0..file.len()).step_by(3) {
        let (status, msg, _) = read(&file[..cut], 64);
        assert_eq!(status, IRX_ERR_INVALID, "cut at {cut}: {msg}");
        assert!(msg.contains("Invalid: Parquet "), "cut at {cut}: {msg}");
    }
}

#[test]
fn bad_magic_and_footer_lengths() {
    let file = base(Compression::UNCOMPRESSED, false, 50);
    let n = file.len();
    let mut bad = file.clone();
    bad[n - 4..].copy_from_slice(b"PAR2");
    let (status, msg, _) = read(&bad, 64);
    // Arrow C++'s status and words, which 1.25 passes on.
    assert_eq!(status, IRX_ERR_INVALID, "{msg}");
    assert!(
        msg.contains("Invalid: Parquet magic bytes not found in footer"),
        "{msg}"
    );
    // A metadata length far past the file, and one just past it.
    for claim in [u32::MAX, i32::MAX as u32, (n - 7) as u32] {
        let mut bad = file.clone();
        bad[n - 8..n - 4].copy_from_slice(&claim.to_le_bytes());
        let (status, msg, _) = read(&bad, 64);
        assert_eq!(status, IRX_ERR_INVALID, "{claim}: {msg}");
        assert!(
            msg.contains(&format!(
                "Invalid: Parquet file size is {n} bytes, smaller than the size reported by \
                 footer's ({claim}bytes)"
            )),
            "{claim}: {msg}"
        );
    }
    // Every byte of the footer flipped, one at a time: a status, no panic.
    let footer = u32::from_le_bytes(file[n - 8..n - 4].try_into().unwrap()) as usize;
    for i in n - 8 - footer..n - 8 {
        let mut bad = file.clone();
        bad[i] ^= 0xff;
        let (status, msg, _) = read(&bad, 64);
        assert!(status == IRX_OK || !msg.is_empty(), "byte {i}");
    }
}

/// `file` with its metadata replaced by `edit(metadata)`.
fn rewrite(file: &[u8], edit: impl FnOnce(ParquetMetaData) -> ParquetMetaData) -> Vec<u8> {
    let n = file.len();
    let footer = u32::from_le_bytes(file[n - 8..n - 4].try_into().unwrap()) as usize;
    let metadata = edit(metadata(file));
    let mut out = file[..n - 8 - footer].to_vec();
    ParquetMetaDataWriter::new(&mut out, &metadata)
        .finish()
        .unwrap();
    out
}

#[test]
fn column_chunks_outside_the_file() {
    let file = base(Compression::UNCOMPRESSED, false, 150);
    let len = file.len() as i64;
    for (offset, size) in [(len + 1000, 64), (4, 1 << 40), (len - 2, 100), (-5, 10)] {
        let bad = rewrite(&file, |m| {
            let mut builder = m.clone().into_builder();
            let groups = m
                .row_groups()
                .iter()
                .map(|g| {
                    let mut columns = g.columns().to_vec();
                    columns[0] = columns[0]
                        .clone()
                        .into_builder()
                        .set_data_page_offset(offset)
                        .set_dictionary_page_offset(None)
                        .set_total_compressed_size(size)
                        .build()
                        .unwrap();
                    g.clone()
                        .into_builder()
                        .set_column_metadata(columns)
                        .build()
                        .unwrap()
                })
                .collect();
            builder = builder.set_row_groups(groups);
            builder.build()
        });
        let (status, msg, _) = read(&bad, 64);
        assert_eq!(status, IRX_ERR_IO, "{offset} {size}: {msg}");
    }
}

// Thrift compact protocol, enough to write page headers.
fn varint(mut v: u64, out: &mut Vec<u8>) {
    while v >= 0x80 {
        out.push((v as u8) | 0x80);
        v >>= 7;
    }
    out.push(v as u8);
}

fn int(delta: u8, v: i64, out: &mut Vec<u8>) {
    out.push((delta << 4) | 5);
    varint(((v << 1) ^ (v >> 63)) as u64, out);
}

/// `file` with `header` written over the first page header of column 0 in
/// row group 0.
fn with_header(file: &[u8], header: &[u8]) -> Vec<u8> {
    let m = metadata(file);
    let column = m.row_group(0).column(0);
    let start = column
        .dictionary_page_offset()
        .unwrap_or(column.data_page_offset()) as usize;
    let mut out = file.to_vec();
    out[start..start + header.len()].copy_from_slice(header);
    out
}

/// A data page header (sizes given) whose statistics' max claims `claim`
/// bytes.
fn header_with_statistics(uncompressed: i64, compressed: i64, claim: u64) -> Vec<u8> {
    let mut h = Vec::new();
    int(1, 0, &mut h); // type DATA_PAGE
    int(1, uncompressed, &mut h);
    int(1, compressed, &mut h);
    h.push(0x2c); // field 5: data_page_header
    int(1, 3, &mut h); // num_values
    int(1, 0, &mut h);
    int(1, 0, &mut h);
    int(1, 0, &mut h);
    h.push(0x1c); // field 5: statistics
    h.push(0x18); // field 1: max, binary
    varint(claim, &mut h);
    h
}

#[test]
fn page_header_binary_claiming_a_terabyte() {
    let file = base(Compression::UNCOMPRESSED, false, 150);
    let bad = with_header(&file, &header_with_statistics(10, 10, 1 << 40));
    let (status, msg, _) = read(&bad, 64);
    assert_eq!(status, IRX_ERR_IO, "{msg}");
    assert!(msg.contains("claims 1099511627776 bytes"), "{msg}");
}

#[test]
fn page_sizes_past_the_chunk_or_the_codec() {
    let plain = base(Compression::UNCOMPRESSED, false, 150);
    let mut h = Vec::new();
    int(1, 0, &mut h);
    int(1, 10, &mut h);
    int(1, 1_000_000, &mut h); // compressed: past the chunk
    h.extend_from_slice(&[0x2c, 0x15, 0x06, 0x15, 0, 0x15, 0, 0x15, 0, 0, 0]);
    let (status, msg, _) = read(&with_header(&plain, &h), 64);
    assert_eq!(status, IRX_ERR_IO, "{msg}");
    assert!(msg.contains("claims 1000000 bytes"), "{msg}");
    let mut h = Vec::new();
    int(1, 0, &mut h);
    int(1, i32::MAX as i64, &mut h); // 2 GiB decoded from 10 bytes of Snappy
    int(1, 10, &mut h);
    h.extend_from_slice(&[0x2c, 0x15, 0x06, 0x15, 0, 0x15, 0, 0x15, 0, 0, 0]);
    let snappy = base(Compression::SNAPPY, false, 150);
    let (status, msg, _) = read(&with_header(&snappy, &h), 64);
    assert_eq!(status, IRX_ERR_IO, "{msg}");
    assert!(msg.contains("decoded from 10 bytes"), "{msg}");
    let mut h = Vec::new();
    int(1, 0, &mut h);
    int(1, -1, &mut h); // negative
    int(1, 10, &mut h);
    h.extend_from_slice(&[0x2c, 0x15, 0x06, 0x15, 0, 0x15, 0, 0x15, 0, 0, 0]);
    let (status, msg, _) = read(&with_header(&plain, &h), 64);
    assert_eq!(status, IRX_ERR_IO, "{msg}");
}

#[test]
fn dictionary_page_claiming_a_billion_values() {
    let file = base(Compression::UNCOMPRESSED, true, 150);
    let mut h = Vec::new();
    int(1, 2, &mut h); // DICTIONARY_PAGE
    int(1, 10, &mut h);
    int(1, 10, &mut h);
    h.push(0x4c); // field 7: dictionary_page_header
    int(1, 1 << 30, &mut h);
    int(1, 0, &mut h);
    h.extend_from_slice(&[0, 0]);
    let (status, msg, _) = read(&with_header(&file, &h), 64);
    assert_eq!(status, IRX_ERR_IO, "{msg}");
    assert!(
        msg.contains("dictionary page claims 1073741824 values"),
        "{msg}"
    );
}

#[test]
fn deep_and_long_page_header_structures() {
    let file = base(Compression::UNCOMPRESSED, false, 150);
    // Nested structs past the depth limit.
    let mut h = Vec::new();
    int(1, 0, &mut h);
    int(1, 10, &mut h);
    int(1, 10, &mut h);
    h.extend(std::iter::repeat_n(0x1c, 200));
    let (status, msg, _) = read(&with_header(&file, &h), 64);
    assert_eq!(status, IRX_ERR_IO, "{msg}");
    // A list claiming more elements than bytes left.
    let mut h = Vec::new();
    int(1, 0, &mut h);
    int(1, 10, &mut h);
    int(1, 10, &mut h);
    h.push(0xd9); // field 16 (delta 13), list
    h.push(0xf5); // size follows, i32 elements
    varint(1 << 40, &mut h);
    let (status, msg, _) = read(&with_header(&file, &h), 64);
    assert_eq!(status, IRX_ERR_IO, "{msg}");
    assert!(msg.contains("list claims"), "{msg}");
}

/// A page header without a required field (its compressed size) is
/// refused in Thrift C++'s words, as Arrow C++ (so 1.25) refuses it:
/// pyarrow 24 says exactly this of the same header in a file it wrote.
/// Before `thrift_words`: "corrupt Parquet file: ... page header without
/// its sizes".
#[test]
fn page_header_without_a_required_field_in_thrift_words() {
    let file = base(Compression::UNCOMPRESSED, false, 150);
    let mut h = Vec::new();
    int(1, 0, &mut h); // type DATA_PAGE
    int(1, 10, &mut h); // uncompressed size; no compressed size
    h.push(0x3c); // field 5: data_page_header
    h.extend_from_slice(&[0x15, 0x06, 0x15, 0, 0x15, 0, 0x15, 0, 0, 0]);
    let (status, msg, _) = read(&with_header(&file, &h), 64);
    assert_eq!(status, IRX_ERR_IO, "{msg}");
    assert!(msg.ends_with(thrift::PAGE_HEADER_INVALID), "{msg}");
}

/// Fuzz finding (parquet_read, mode 3): in an authentic encrypted file,
/// a page header module's 4-byte length prefix flipped to 2 GiB made the
/// crate reserve and zero-fill 2 GiB before decrypting (libFuzzer's
/// out-of-memory). The prefix is now checked against its column chunk
/// when the crate asks for a reader there.
#[test]
fn encrypted_page_module_claiming_2_gib() {
    use parquet::encryption::decrypt::FileDecryptionProperties;
    use parquet::encryption::encrypt::FileEncryptionProperties;
    let key = b"0123456789abcdef".to_vec();
    let schema = Arc::new(Schema::new(vec![Field::new("a", DataType::Int64, false)]));
    let a: ArrayRef = Arc::new(Int64Array::from_iter_values(0..100));
    let batch = RecordBatch::try_new(schema.clone(), vec![a]).unwrap();
    let props = WriterProperties::builder()
        .with_file_encryption_properties(
            FileEncryptionProperties::builder(key.clone())
                .build()
                .unwrap(),
        )
        .build();
    let mut file = Vec::new();
    let mut writer = ArrowWriter::try_new(&mut file, schema, Some(props)).unwrap();
    writer.write(&batch).unwrap();
    writer.close().unwrap();
    let decryption = FileDecryptionProperties::builder(key.clone())
        .build()
        .unwrap();
    let m = ParquetMetaDataReader::new()
        .with_decryption_properties(Some(decryption))
        .parse_and_finish(&bytes::Bytes::from(file.clone()))
        .unwrap();
    let column = m.row_group(0).column(0);
    assert!(column.crypto_metadata().is_some());
    let start = column
        .dictionary_page_offset()
        .unwrap_or(column.data_page_offset()) as usize;
    file[start..start + 4].copy_from_slice(&0x7fff_fff0u32.to_le_bytes());
    let path = std::env::temp_dir().join(format!("irx-pq-unit-enc-{}.parquet", std::process::id()));
    std::fs::write(&path, &file).unwrap();
    let c_path = CString::new(path.to_str().unwrap()).unwrap();
    // SAFETY: live options, a NUL-terminated path, writable outputs; every
    // handle released once.
    unsafe {
        let options = irx_parquet_options_new();
        assert_eq!(irx_parquet_options_key(options, key.as_ptr(), 16), IRX_OK);
        let mut reader = ptr::null_mut();
        assert_eq!(
            irx_rb_parquet_reader_open_options(c_path.as_ptr(), ptr::null(), options, &mut reader),
            IRX_OK,
            "{}",
            message()
        );
        let mut batch = ptr::null_mut();
        let status = irx_rb_stream_reader_next_batch(reader, &mut batch);
        assert_eq!(status, IRX_ERR_IO);
        assert!(
            message().contains("claims 2147483632 bytes past its column chunk"),
            "{}",
            message()
        );
        irx_rb_stream_reader_close(reader);
        irx_parquet_options_release(options);
    }
    let _ = std::fs::remove_file(&path);
}

/// Fuzz finding (parquet_read): a definition-level run header turned into
/// a bit-packed run of 800 levels with one byte of levels behind it. The
/// crate's level decoder asserts ("offset + len out of bounds") instead of
/// failing; the reader turns that into a failed read of a corrupt page,
/// and keeps failing.
#[test]
fn bit_packed_level_run_longer_than_its_page() {
    let schema = Arc::new(Schema::new(vec![Field::new("n", DataType::Int32, true)]));
    let n: ArrayRef = Arc::new(arrow_array::Int32Array::from_iter_values(0..150));
    let batch = RecordBatch::try_new(schema.clone(), vec![n]).unwrap();
    let props = WriterProperties::builder()
        .set_compression(Compression::UNCOMPRESSED)
        .set_dictionary_enabled(false)
        .build();
    let mut file = Vec::new();
    let mut writer = ArrowWriter::try_new(&mut file, schema, Some(props)).unwrap();
    writer.write(&batch).unwrap();
    writer.close().unwrap();
    // The levels of a v1 page: their byte length (3), then one RLE run of
    // 150 ones (header 150 << 1 as a varint, value 1).
    let levels = [3, 0, 0, 0, 0xac, 0x02, 0x01];
    let at = file
        .windows(levels.len())
        .position(|w| w == levels)
        .expect("the page's definition levels");
    // Same length, now a bit-packed run of 100 groups of 8: (100 << 1) | 1.
    file[at + 4..at + 6].copy_from_slice(&[0xc9, 0x01]);
    let (status, msg, rows) = read(&file, 64);
    assert_eq!(status, IRX_ERR_IO, "{msg}");
    assert!(msg.contains("corrupt column data"), "{msg}");
    assert_eq!(rows, 0);
}

// 1.25's logical schema reconstruction (`reconstruct=1`).

mod reconstruction {
    use std::sync::Arc;

    use arrow_array::builder::{FixedSizeListBuilder, Float32Builder};
    use arrow_array::types::{Int8Type, Int32Type};
    use arrow_array::{
        Array, ArrayRef, DictionaryArray, Float64Array, Int64Array, ListArray, RecordBatch,
        StructArray,
    };
    use arrow_schema::{DataType, Field, Schema, SchemaRef};
    use irx_abi::native::{IRX_ERR_ARROW, IRX_ERR_INVALID, IRX_ERR_TYPE, IRX_OK};
    use parquet::arrow::ArrowWriter;
    use parquet::file::properties::WriterProperties;

    use super::super::options::Options;
    use super::super::physical::LOGICAL_SCHEMA_KEY;
    use super::super::reconstruct::{self, Logical};
    use super::super::{read, write};
    use super::read as read_bytes;
    use crate::rb::ipc::schema_to_ipc;

    fn temp(name: &str) -> std::path::PathBuf {
        static COUNTER: std::sync::atomic::AtomicU32 = std::sync::atomic::AtomicU32::new(0);
        let n = COUNTER.fetch_add(1, std::sync::atomic::Ordering::Relaxed);
        std::env::temp_dir().join(format!("irx-pq-rec-{}-{n}-{name}", std::process::id()))
    }

    /// Removes a written file and the writers' lock file beside it.
    fn remove(path: &std::path::Path) {
        let name = path.file_name().unwrap().to_str().unwrap();
        let _ = std::fs::remove_file(path.with_file_name(format!(".{name}.irx.lock")));
        let _ = std::fs::remove_file(path);
    }

    fn fsl(rows: &[Option<[f32; 2]>]) -> ArrayRef {
        let mut b = FixedSizeListBuilder::new(Float32Builder::new(), 2);
        for row in rows {
            match row {
                Some(v) => {
                    b.values().append_slice(v);
                    b.append(true);
                }
                None => {
                    b.values().append_slice(&[7.0, 7.0]);
                    b.append(false);
                }
            }
        }
        Arc::new(b.finish())
    }

    /// A batch of every shape 1.25 stores in a storage form: numeric and
    /// string dictionaries, fixed-size lists with a null parent, nested
    /// in lists and structs.
    fn logical_batch() -> RecordBatch {
        let dict: ArrayRef = Arc::new(DictionaryArray::<Int32Type>::new(
            arrow_array::Int32Array::from(vec![Some(1), None, Some(0), Some(1)]),
            Arc::new(Int64Array::from(vec![10, 20])),
        ));
        let names: ArrayRef = Arc::new(
            vec![Some("a"), Some("b"), None, Some("a")]
                .into_iter()
                .collect::<DictionaryArray<Int8Type>>(),
        );
        let vec2 = fsl(&[Some([1.0, 2.0]), None, Some([3.0, 4.0]), Some([5.0, 6.0])]);
        let inner = DictionaryArray::<Int32Type>::new(
            arrow_array::Int32Array::from(vec![0, 1, 0]),
            Arc::new(Float64Array::from(vec![0.5, 1.5])),
        );
        let inner_field = Arc::new(Field::new("item", inner.data_type().clone(), true));
        let lists: ArrayRef = Arc::new(ListArray::new(
            inner_field,
            arrow_buffer::OffsetBuffer::from_lengths([2, 0, 1, 0]),
            Arc::new(inner),
            Some(arrow_buffer::NullBuffer::from(vec![
                true, true, true, false,
            ])),
        ));
        let point: ArrayRef = Arc::new(StructArray::from(vec![(
            Arc::new(Field::new("v", vec2.data_type().clone(), true)),
            fsl(&[None, Some([8.0, 9.0]), None, Some([1.0, 1.0])]),
        )]));
        let id: ArrayRef = Arc::new(Int64Array::from(vec![1, 2, 3, 4]));
        let columns = [
            ("id", id),
            ("d", dict),
            ("s", names),
            ("v", vec2),
            ("l", lists),
            ("p", point),
        ];
        let fields: Vec<Field> = columns
            .iter()
            .map(|(n, a)| Field::new(*n, a.data_type().clone(), *n != "id"))
            .collect();
        let schema = Schema::new(fields).with_metadata(std::collections::HashMap::from([(
            "origin".to_string(),
            "test".to_string(),
        )]));
        RecordBatch::try_new(
            Arc::new(schema),
            columns.into_iter().map(|(_, a)| a).collect(),
        )
        .unwrap()
    }

    fn options(set: &[(&str, i64)]) -> Options {
        let mut o = Options::default();
        for (name, value) in set {
            o.set_int(name, *value).unwrap();
        }
        o
    }

    fn write_batches(path: &std::path::Path, batches: &[RecordBatch], o: &Options) {
        let schema = batches[0].schema();
        let mut sink = write::open(path.to_str().unwrap(), &schema, "snappy", 1 << 20, o).unwrap();
        for batch in batches {
            sink.write(batch).unwrap();
        }
        sink.finish().unwrap();
    }

    fn read_all(
        path: &std::path::Path,
        o: &Options,
    ) -> crate::ffi::Result<(SchemaRef, Vec<RecordBatch>)> {
        let source = read::open(path.to_str().unwrap(), None, 3, o)?;
        let schema = arrow_array::RecordBatchReader::schema(&source);
        let batches = source
            .collect::<std::result::Result<Vec<_>, _>>()
            .map_err(crate::rb::arrow_error)?;
        Ok((schema, batches))
    }

    #[test]
    fn logical_types_round_trip() {
        let batch = logical_batch();
        let path = temp("round.parquet");
        write_batches(
            &path,
            std::slice::from_ref(&batch),
            &options(&[("reconstruct", 1)]),
        );
        // The file holds the storage form and the record, as bytes.
        let file = std::fs::File::open(&path).unwrap();
        let plain = parquet::arrow::arrow_reader::ParquetRecordBatchReaderBuilder::try_new(file);
        assert!(plain.is_err(), "the crate cannot decode the binary record");
        let bytes = std::fs::read(&path).unwrap();
        let raw = schema_to_ipc(&batch.schema()).unwrap();
        assert!(
            bytes.windows(raw.len()).any(|w| w == raw),
            "record stored verbatim"
        );
        let (schema, batches) = read_all(&path, &Options::default()).unwrap();
        assert_eq!(schema, batch.schema());
        let back = arrow_select::concat::concat_batches(&schema, &batches).unwrap();
        assert_eq!(back, batch);
        // Projection, in the projection's order, and a filter on storage.
        let mut o = Options::default();
        o.set_text("column", b"v").unwrap();
        o.set_text("column", b"id").unwrap();
        o.add_filter(b"id", b"ge", b"2", b"int64").unwrap();
        let (schema, batches) = read_all(&path, &o).unwrap();
        assert_eq!(schema.field(0), batch.schema().field(3));
        let back = arrow_select::concat::concat_batches(&schema, &batches).unwrap();
        assert_eq!(
            back.column(0).as_ref(),
            batch.column(3).slice(1, 3).as_ref()
        );
        // Append re-reads the logical rows and rewrites them.
        write_batches(
            &path,
            std::slice::from_ref(&batch),
            &options(&[("reconstruct", 1), ("append", 1)]),
        );
        let (schema, batches) = read_all(&path, &Options::default()).unwrap();
        let back = arrow_select::concat::concat_batches(&schema, &batches).unwrap();
        assert_eq!(back.num_rows(), 8);
        assert_eq!(back.slice(4, 4), batch);
        remove(&path);
    }

    #[test]
    fn refusals_when_writing() {
        let batch = logical_batch();
        let schema = batch.schema();
        let path = temp("refused.parquet");
        let p = path.to_str().unwrap();
        let error = write::open(p, &schema, "snappy", 10, &Options::default())
            .err()
            .unwrap();
        assert_eq!(error.kind.native(), IRX_ERR_TYPE, "{}", error.message);
        assert!(
            error.message.contains("use reconstruct=true"),
            "{}",
            error.message
        );
        let ordered = Schema::new(vec![
            Field::new(
                "o",
                DataType::Dictionary(Box::new(DataType::Int32), Box::new(DataType::Utf8)),
                true,
            )
            .with_dict_is_ordered(true),
        ]);
        let error = write::open(
            p,
            &Arc::new(ordered),
            "snappy",
            10,
            &options(&[("reconstruct", 1)]),
        )
        .err()
        .unwrap();
        assert_eq!(error.kind.native(), IRX_ERR_TYPE, "{}", error.message);
        assert!(
            error.message.contains(
                "NotImplemented: logical reconstruction cannot preserve ordered dictionary"
            ),
            "{}",
            error.message
        );
        let mut keyed = options(&[("reconstruct", 1)]);
        keyed.set_key(&[1u8; 16]).unwrap();
        let error = write::open(p, &schema, "snappy", 10, &keyed).err().unwrap();
        assert_eq!(error.kind.native(), IRX_ERR_ARROW, "{}", error.message);
        let mut reader = options(&[]);
        reader.reconstruct = true;
        let error = read::open(p, None, 10, &reader).err().unwrap();
        assert!(error.message.contains("write-only"), "{}", error.message);
        // Without reconstruct a null fixed-size list parent is refused.
        let plain = RecordBatch::try_new(
            Arc::new(Schema::new(vec![schema.field(3).clone()])),
            vec![batch.column(3).clone()],
        )
        .unwrap();
        let mut sink = write::open(p, &plain.schema(), "snappy", 10, &Options::default()).unwrap();
        let error = sink.write(&plain).err().unwrap();
        assert_eq!(error.kind.native(), IRX_ERR_ARROW, "{}", error.message);
        drop(sink);
        remove(&path);
    }

    /// A file of `batch` (storage form) whose record is `raw`, as 1.25
    /// would lay it out.
    fn forged(batch: &RecordBatch, raw: Vec<u8>) -> Vec<u8> {
        let logical = Logical::forged(raw);
        let schema = logical.storage_schema(&batch.schema(), false).unwrap();
        let path = temp("forged.parquet");
        let props = WriterProperties::builder()
            .set_key_value_metadata(Some(vec![logical.key_value()]))
            .build();
        let file = std::fs::File::create(&path).unwrap();
        let mut writer = ArrowWriter::try_new(file, schema.clone(), Some(props)).unwrap();
        writer
            .write(&batch.clone().with_schema(schema).unwrap())
            .unwrap();
        writer.close().unwrap();
        reconstruct::patch_footer(&path, &logical).unwrap();
        let bytes = std::fs::read(&path).unwrap();
        let _ = std::fs::remove_file(&path);
        bytes
    }

    fn storage(columns: Vec<(&str, ArrayRef)>) -> RecordBatch {
        let fields: Vec<Field> = columns
            .iter()
            .map(|(n, a)| Field::new(*n, a.data_type().clone(), true))
            .collect();
        RecordBatch::try_new(
            Arc::new(Schema::new(fields)),
            columns.into_iter().map(|(_, a)| a).collect(),
        )
        .unwrap()
    }

    fn ipc(fields: Vec<Field>) -> Vec<u8> {
        schema_to_ipc(&Schema::new(fields)).unwrap()
    }

    fn expect(bytes: &[u8], status: i32, words: &[&str]) {
        let (got, msg, _) = read_bytes(bytes, 1000);
        assert_eq!(got, status, "{msg}");
        for word in words {
            assert!(msg.contains(word), "{word}: {msg}");
        }
    }

    #[test]
    fn forged_or_corrupt_records_are_errors() {
        let ints: ArrayRef = Arc::new(Int64Array::from(vec![Some(1), None, Some(3)]));
        let batch = storage(vec![("a", ints.clone())]);
        // An honest forged record reads back.
        let dict = DataType::Dictionary(Box::new(DataType::Int8), Box::new(DataType::Int64));
        expect(
            &forged(&batch, ipc(vec![Field::new("a", dict.clone(), true)])),
            IRX_OK,
            &[],
        );
        // Not an IPC schema at all; truncated; empty of fields.
        let good = ipc(vec![Field::new("a", dict.clone(), true)]);
        expect(
            &forged(&batch, vec![0xff; 40]),
            IRX_ERR_INVALID,
            &["reconstruction metadata"],
        );
        expect(
            &forged(&batch, good[..good.len() / 2].to_vec()),
            IRX_ERR_INVALID,
            &["reconstruction metadata"],
        );
        let huge_len = [0xff, 0xff, 0xff, 0xff, 0xf0, 0xff, 0xff, 0x7f, 1, 2, 3, 4].to_vec();
        expect(
            &forged(&batch, huge_len),
            IRX_ERR_INVALID,
            &["reconstruction metadata"],
        );
        expect(
            &forged(&batch, ipc(vec![])),
            IRX_ERR_INVALID,
            &["at least one column"],
        );
        // A record of another type, another nullability, another name.
        expect(
            &forged(&batch, ipc(vec![Field::new("a", DataType::Int32, true)])),
            IRX_ERR_TYPE,
            &["does not match physical field 'a'"],
        );
        expect(
            &forged(&batch, ipc(vec![Field::new("a", DataType::Int64, false)])),
            IRX_ERR_TYPE,
            &["does not match"],
        );
        expect(
            &forged(&batch, ipc(vec![Field::new("b", DataType::Int64, true)])),
            IRX_ERR_INVALID,
            &["missing a projected field"],
        );
        // Types reconstruction refuses: ordered dictionaries, unsupported.
        let ordered = Field::new("a", dict.clone(), true).with_dict_is_ordered(true);
        expect(
            &forged(&batch, ipc(vec![ordered])),
            IRX_ERR_TYPE,
            &["ordered dictionary"],
        );
        let interval = Field::new(
            "a",
            DataType::Interval(arrow_schema::IntervalUnit::MonthDayNano),
            true,
        );
        expect(
            &forged(&batch, ipc(vec![interval])),
            IRX_ERR_TYPE,
            &["Unsupported Parquet"],
        );
        // A dictionary whose index type cannot hold the values.
        let many: ArrayRef = Arc::new(Int64Array::from_iter_values(0..300));
        let wide = storage(vec![("a", many)]);
        expect(
            &forged(&wide, ipc(vec![Field::new("a", dict, true)])),
            IRX_ERR_INVALID,
            &["dictionary"],
        );
        // Fixed-size lists: wrong lengths, and a size that would make the
        // null rows' padding huge (refused before any allocation).
        let lists: ArrayRef = Arc::new(ListArray::from_iter_primitive::<
            arrow_array::types::Int64Type,
            _,
            _,
        >(vec![
            Some(vec![Some(1), Some(2)]),
            None,
            Some(vec![Some(3)]),
        ]));
        let item = Arc::new(Field::new("item", DataType::Int64, true));
        let lists_batch = storage(vec![("a", lists)]);
        let fixed = |n| Field::new("a", DataType::FixedSizeList(item.clone(), n), true);
        expect(
            &forged(&lists_batch, ipc(vec![fixed(2)])),
            IRX_ERR_INVALID,
            &["has 1 values at row 2"],
        );
        let nulls: ArrayRef = Arc::new(ListArray::new_null(item.clone(), 3));
        let nulls_batch = storage(vec![("a", nulls)]);
        expect(
            &forged(&nulls_batch, ipc(vec![fixed(i32::MAX)])),
            IRX_ERR_INVALID,
            &["padding"],
        );
        expect(&forged(&nulls_batch, ipc(vec![fixed(4)])), IRX_OK, &[]);
    }

    #[test]
    fn text_record_is_parsed_like_binary() {
        // A record that is UTF-8 text (the crate decodes it) is still
        // taken as IPC bytes, and garbage is an error, not ignored.
        let ints: ArrayRef = Arc::new(Int64Array::from(vec![1, 2]));
        let schema = Schema::new(vec![Field::new("a", DataType::Int64, false)]).with_metadata(
            std::collections::HashMap::from([(
                LOGICAL_SCHEMA_KEY.to_string(),
                "not ipc".to_string(),
            )]),
        );
        let mut out = Vec::new();
        let mut writer = ArrowWriter::try_new(&mut out, Arc::new(schema.clone()), None).unwrap();
        writer
            .write(&RecordBatch::try_new(Arc::new(schema), vec![ints]).unwrap())
            .unwrap();
        writer.close().unwrap();
        expect(&out, IRX_ERR_INVALID, &["reconstruction metadata"]);
    }
}

// 1.25's snapshot datasets (`dataset`, `hive`, `atomic`).

mod snapshots {
    use std::path::{Path, PathBuf};
    use std::sync::Arc;

    use arrow_array::{ArrayRef, Int64Array, RecordBatch, StringArray};
    use arrow_schema::{DataType, Field, Schema};
    use irx_abi::native::{IRX_ERR_ARROW, IRX_ERR_INVALID, IRX_ERR_IO, IRX_ERR_TYPE};

    use super::super::options::Options;
    use super::super::{read, write};

    fn temp_dir() -> PathBuf {
        static COUNTER: std::sync::atomic::AtomicU32 = std::sync::atomic::AtomicU32::new(0);
        let n = COUNTER.fetch_add(1, std::sync::atomic::Ordering::Relaxed);
        let dir = std::env::temp_dir().join(format!("irx-pq-snap-{}-{n}", std::process::id()));
        std::fs::create_dir_all(&dir).unwrap();
        dir
    }

    fn batch(ids: std::ops::Range<i64>, extra: bool) -> RecordBatch {
        let id: ArrayRef = Arc::new(Int64Array::from_iter_values(ids.clone()));
        let k: ArrayRef = Arc::new(StringArray::from_iter_values(
            ids.clone().map(|i| if i % 2 == 0 { "even" } else { "odd" }),
        ));
        let mut fields = vec![
            Field::new("id", DataType::Int64, false),
            Field::new("k", DataType::Utf8, true),
        ];
        let mut columns = vec![id, k];
        if extra {
            fields.push(Field::new("note", DataType::Utf8, true));
            columns.push(Arc::new(StringArray::from_iter_values(
                ids.map(|i| format!("n{i}")),
            )));
        }
        RecordBatch::try_new(Arc::new(Schema::new(fields)), columns).unwrap()
    }

    fn options(set: &[(&str, i64)]) -> Options {
        let mut o = Options::default();
        o.set_text("partition_column", b"k").unwrap();
        for (name, value) in [("dataset", 1), ("hive", 1)].iter().chain(set) {
            o.set_int(name, *value).unwrap();
        }
        o
    }

    fn write(root: &Path, batch: &RecordBatch, o: &Options) -> crate::ffi::Result<()> {
        let mut sink = write::open(root.to_str().unwrap(), &batch.schema(), "snappy", 1000, o)?;
        sink.write(batch)?;
        sink.finish().map(drop)
    }

    fn reader(root: &Path) -> read::ParquetSource {
        reader_with(root, false)
    }

    fn reader_with(root: &Path, unify: bool) -> read::ParquetSource {
        let mut o = Options::default();
        o.set_int("dataset", 1).unwrap();
        o.set_int("hive", 1).unwrap();
        o.set_int("unify", i64::from(unify)).unwrap();
        read::open(root.to_str().unwrap(), None, 1000, &o).unwrap()
    }

    fn rows(source: read::ParquetSource) -> usize {
        source.map(|b| b.unwrap().num_rows()).sum()
    }

    fn versions(root: &Path) -> PathBuf {
        let name = root.file_name().unwrap().to_str().unwrap();
        root.with_file_name(format!(".{name}.irx-versions"))
    }

    #[test]
    fn commits_pin_and_append() {
        let dir = temp_dir();
        let root = dir.join("snap");
        write(
            &root,
            &batch(0..10, false),
            &options(&[("atomic", 1), ("durable", 1)]),
        )
        .unwrap();
        let link = std::fs::read_link(&root).unwrap();
        assert!(link.starts_with(versions(&root)), "{link:?}");
        assert!(
            link.file_name()
                .unwrap()
                .to_str()
                .unwrap()
                .starts_with("generation-")
        );
        assert!(link.join("_common_metadata").is_file());
        // A reader opened now keeps its generation through a later commit.
        let pinned = reader(&root);
        write(
            &root,
            &batch(10..15, false),
            &options(&[("atomic", 1), ("append", 1)]),
        )
        .unwrap();
        assert_ne!(std::fs::read_link(&root).unwrap(), link);
        assert_eq!(rows(pinned), 10);
        assert_eq!(rows(reader(&root)), 15);
        // A replacing (non-append) atomic write.
        write(&root, &batch(100..103, false), &options(&[("atomic", 1)])).unwrap();
        assert_eq!(rows(reader(&root)), 3);
        // Evolution: unify adds a nullable column.
        let error = write(
            &root,
            &batch(0..2, true),
            &options(&[("atomic", 1), ("append", 1)]),
        )
        .err()
        .unwrap();
        assert_eq!(error.kind.native(), IRX_ERR_TYPE, "{}", error.message);
        write(
            &root,
            &batch(0..2, true),
            &options(&[("atomic", 1), ("append", 1), ("unify", 1)]),
        )
        .unwrap();
        // Its fragments now differ: read strictly, refused (as in 1.25).
        let mut strict = Options::default();
        strict.set_int("dataset", 1).unwrap();
        let error = read::open(root.to_str().unwrap(), None, 10, &strict)
            .err()
            .unwrap();
        assert_eq!(error.kind.native(), IRX_ERR_TYPE, "{}", error.message);
        let source = reader_with(&root, true);
        let schema = arrow_array::RecordBatchReader::schema(&source);
        assert_eq!(schema.fields().len(), 3);
        assert_eq!(rows(source), 5);
        // No pointer or lock debris but the lock file.
        for entry in std::fs::read_dir(&dir).unwrap() {
            let name = entry.unwrap().file_name().into_string().unwrap();
            assert!(
                !name.contains(".irx-") || name.ends_with("irx-versions"),
                "{name}"
            );
        }
        let _ = std::fs::remove_dir_all(&dir);
    }

    #[test]
    fn abandoned_and_failed_writes_commit_nothing() {
        let dir = temp_dir();
        let root = dir.join("snap");
        write(&root, &batch(0..4, false), &options(&[("atomic", 1)])).unwrap();
        let link = std::fs::read_link(&root).unwrap();
        let b = batch(4..8, false);
        let mut sink = write::open(
            root.to_str().unwrap(),
            &b.schema(),
            "snappy",
            100,
            &options(&[("atomic", 1), ("append", 1)]),
        )
        .unwrap();
        sink.write(&b).unwrap();
        drop(sink);
        assert_eq!(std::fs::read_link(&root).unwrap(), link);
        assert_eq!(
            std::fs::read_dir(versions(&root)).unwrap().count(),
            1,
            "abandoned generation removed"
        );
        // A batch with a null in a non-nullable column fails the write.
        let bad = RecordBatch::try_new(
            Arc::new(Schema::new(vec![
                Field::new("id", DataType::Int64, false),
                Field::new("k", DataType::Utf8, true),
            ])),
            vec![
                Arc::new(Int64Array::from(vec![Some(1), None])),
                Arc::new(StringArray::from(vec!["a", "b"])),
            ],
        );
        assert!(bad.is_err(), "arrow-rs refuses it already");
        assert_eq!(rows(reader(&root)), 4);
        let _ = std::fs::remove_dir_all(&dir);
    }

    #[test]
    fn hostile_layouts_are_refused() {
        let dir = temp_dir();
        let b = batch(0..4, false);
        let atomic = options(&[("atomic", 1)]);
        let append = options(&[("atomic", 1), ("append", 1)]);
        let expect = |root: &Path, o: &Options, status: i32, word: &str| {
            let error = write(root, &b, o).err().unwrap();
            assert_eq!(error.kind.native(), status, "{}", error.message);
            assert!(error.message.contains(word), "{word}: {}", error.message);
        };
        // Append needs a snapshot; an existing plain directory is not one.
        expect(
            &dir.join("none"),
            &append,
            IRX_ERR_INVALID,
            "append requires an existing snapshot",
        );
        let plain = dir.join("plain");
        write(&plain, &b, &options(&[])).unwrap();
        expect(
            &plain,
            &atomic,
            IRX_ERR_INVALID,
            "requires a new destination or an IRx snapshot",
        );
        // A snapshot must be written atomically every time.
        let root = dir.join("snap");
        write(&root, &b, &atomic).unwrap();
        expect(
            &root,
            &options(&[("append", 1)]),
            IRX_ERR_INVALID,
            "require atomic=true for every write",
        );
        expect(
            &root,
            &options(&[("durable", 1), ("append", 1)]),
            IRX_ERR_INVALID,
            "durable dataset writes require atomic",
        );
        // A link to a directory outside the versions, and a dangling link.
        let fake = dir.join("fake");
        std::os::unix::fs::symlink(&plain, &fake).unwrap();
        expect(
            &fake,
            &append,
            IRX_ERR_INVALID,
            "not an IRx snapshot dataset",
        );
        let dangling = dir.join("dangling");
        std::os::unix::fs::symlink(versions(&dangling).join("generation-gone"), &dangling).unwrap();
        expect(&dangling, &append, IRX_ERR_IO, "does not resolve");
        let mut o = Options::default();
        o.set_int("dataset", 1).unwrap();
        let error = read::open(dangling.to_str().unwrap(), None, 10, &o)
            .err()
            .unwrap();
        // Read as a dataset, the dangling link is a path that cannot be
        // made canonical: IRx 1.25's filesystem error (IRX_ERR_ARROW), as
        // for a missing directory.
        assert_eq!(error.kind.native(), IRX_ERR_ARROW, "{}", error.message);
        assert!(
            error.message.contains("cannot make canonical path"),
            "{}",
            error.message
        );
        // A half-written generation (a truncated fragment) reads as an
        // error, not as fewer rows.
        let half = dir.join("half");
        write(&half, &b, &atomic).unwrap();
        let generation = std::fs::read_link(&half).unwrap();
        let fragment = std::fs::read_dir(generation.join("k=odd"))
            .unwrap()
            .next()
            .unwrap()
            .unwrap()
            .path();
        let bytes = std::fs::read(&fragment).unwrap();
        std::fs::write(&fragment, &bytes[..bytes.len() / 2]).unwrap();
        let mut o = Options::default();
        o.set_int("dataset", 1).unwrap();
        o.set_int("hive", 1).unwrap();
        let error = read::open(half.to_str().unwrap(), None, 10, &o)
            .err()
            .unwrap();
        // Not Parquet any more (no footer): Arrow C++'s Invalid, as 1.25.
        assert_eq!(error.kind.native(), IRX_ERR_INVALID, "{}", error.message);
        // A symbolic link among the fragments.
        let current = std::fs::read_link(&root).unwrap();
        std::os::unix::fs::symlink(
            plain.join("_common_metadata"),
            current.join("k=even").join("sneaky.parquet"),
        )
        .unwrap();
        expect(
            &root,
            &append,
            IRX_ERR_INVALID,
            "fragments cannot be symbolic links",
        );
        // Storage that is a symbolic link.
        let other = dir.join("other");
        std::fs::create_dir(&other).unwrap();
        let linked = dir.join("linked");
        std::os::unix::fs::symlink(&other, versions(&linked)).unwrap();
        expect(
            &linked,
            &atomic,
            IRX_ERR_INVALID,
            "snapshot storage must not be a symbolic link",
        );
        assert_eq!(std::fs::read_dir(&other).unwrap().count(), 0);
        let _ = std::fs::remove_dir_all(&dir);
    }
}
