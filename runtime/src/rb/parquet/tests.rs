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
use irx_abi::native::{IRX_EOF, IRX_ERR_IO, IRX_OK};
use parquet::arrow::ArrowWriter;
use parquet::basic::Compression;
use parquet::file::metadata::{ParquetMetaData, ParquetMetaDataReader, ParquetMetaDataWriter};
use parquet::file::properties::WriterProperties;

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

#[test]
fn every_truncation_is_an_io_error() {
    let file = base(Compression::SNAPPY, true, 250);
    for cut in (0..file.len()).step_by(3) {
        let (status, msg, _) = read(&file[..cut], 64);
        assert_eq!(status, IRX_ERR_IO, "cut at {cut}: {msg}");
        assert!(
            msg.contains("irx_rb_parquet_reader_open") || msg.contains("next_batch"),
            "{msg}"
        );
    }
}

#[test]
fn bad_magic_and_footer_lengths() {
    let file = base(Compression::UNCOMPRESSED, false, 50);
    let n = file.len();
    let mut bad = file.clone();
    bad[n - 4..].copy_from_slice(b"PAR2");
    let (status, msg, _) = read(&bad, 64);
    assert_eq!(status, IRX_ERR_IO, "{msg}");
    // A metadata length far past the file, and one just past it.
    for claim in [u32::MAX, i32::MAX as u32, (n - 7) as u32] {
        let mut bad = file.clone();
        bad[n - 8..n - 4].copy_from_slice(&claim.to_le_bytes());
        let (status, msg, _) = read(&bad, 64);
        assert_eq!(status, IRX_ERR_IO, "{claim}: {msg}");
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
