//! Parquet files other writers wrote, which pyarrow reads (issue 34, item
//! 4), read through the C entry points. The fixtures under
//! `data/parquet_quirks/` are made by `scripts/gen-parquet-quirks.py`
//! (pyarrow's files rebuilt page by page to the other writers' shapes);
//! `tests/interop/test_issue34_parquet_quirks.py` checks they are what the
//! script makes and compares each read with pyarrow's, value for value and
//! type for type. Here: the values each read gives, and the refusals.

mod common;

use std::ptr;

use arrow_array::RecordBatch;
use arrow_array::cast::AsArray;
use arrow_array::types::{Float16Type, Int32Type, Int64Type, UInt64Type};
use arrow_schema::DataType;
use common::files::TempFile;
use common::{c, rb_error};
use irx_runtime::rb::batch::irx_rb_batch_release;
use irx_runtime::rb::ipc::irx_rb_stream_writer_open_buffer;
use irx_runtime::rb::parquet::{
    irx_parquet_options_new, irx_parquet_options_release, irx_parquet_options_text,
    irx_rb_parquet_reader_open, irx_rb_parquet_reader_open_options, irx_rb_parquet_writer_open,
};
use irx_runtime::rb::stream::{
    irx_rb_stream_reader_close, irx_rb_stream_reader_next_batch, irx_rb_stream_reader_schema,
    irx_rb_stream_writer_buffer_data, irx_rb_stream_writer_close, irx_rb_stream_writer_release,
    irx_rb_stream_writer_write_batch,
};

macro_rules! fixture {
    ($name:literal) => {
        include_bytes!(concat!("data/parquet_quirks/", $name, ".parquet")).as_slice()
    };
}

/// Every batch of the file `bytes` (only `columns`, if any), carried out
/// through the runtime's IPC stream writer and decoded by arrow-ipc; or the
/// status and message of the first failure.
fn read(bytes: &[u8], columns: &[&str]) -> Result<Vec<RecordBatch>, (i32, String)> {
    let file = TempFile::new(bytes);
    let mut reader = ptr::null_mut();
    // SAFETY: live handles and writable out pointers throughout; each
    // handle is released once, the bytes copied before the writer goes.
    unsafe {
        let status = if columns.is_empty() {
            irx_rb_parquet_reader_open(file.c_path().as_ptr(), ptr::null(), 100, &mut reader)
        } else {
            let options = irx_parquet_options_new();
            for column in columns {
                assert_eq!(
                    irx_parquet_options_text(options, c("column").as_ptr(), c(column).as_ptr()),
                    0
                );
            }
            let status = irx_rb_parquet_reader_open_options(
                file.c_path().as_ptr(),
                ptr::null(),
                options,
                &mut reader,
            );
            irx_parquet_options_release(options);
            status
        };
        if status != 0 {
            return Err((status, rb_error()));
        }
        let mut writer = ptr::null_mut();
        assert_eq!(
            irx_rb_stream_writer_open_buffer(irx_rb_stream_reader_schema(reader), &mut writer),
            0,
            "{}",
            rb_error()
        );
        let mut failure = None;
        loop {
            let mut batch = ptr::null_mut();
            let status = irx_rb_stream_reader_next_batch(reader, &mut batch);
            if status == 1 {
                break;
            }
            if status != 0 {
                failure = Some((status, rb_error()));
                break;
            }
            assert_eq!(
                irx_rb_stream_writer_write_batch(writer, batch),
                0,
                "{}",
                rb_error()
            );
            irx_rb_batch_release(batch);
        }
        irx_rb_stream_reader_close(reader);
        assert_eq!(irx_rb_stream_writer_close(writer), 0);
        let (mut data, mut size) = (ptr::null(), 0i64);
        assert_eq!(
            irx_rb_stream_writer_buffer_data(writer, &mut data, &mut size),
            0
        );
        let bytes = std::slice::from_raw_parts(data, size as usize).to_vec();
        irx_rb_stream_writer_release(writer);
        if let Some(failure) = failure {
            return Err(failure);
        }
        let decoded = arrow_ipc::reader::StreamReader::try_new(bytes.as_slice(), None).unwrap();
        Ok(decoded.map(Result::unwrap).collect())
    }
}

/// The batches as one.
fn one(batches: Vec<RecordBatch>) -> RecordBatch {
    let schema = batches[0].schema();
    arrow_select::concat::concat_batches(&schema, &batches).unwrap()
}

fn strings(batch: &RecordBatch, column: &str) -> Vec<Option<String>> {
    let column = batch.column_by_name(column).unwrap();
    let column = arrow_cast::cast(column, &DataType::Utf8).unwrap();
    column
        .as_string::<i32>()
        .iter()
        .map(|v| v.map(str::to_owned))
        .collect()
}

/// parquet-mr 1.12 wrote dictionary_page_offset = 0 with the dictionary
/// page at data_page_offset: the chunk starts at its first page, as Arrow
/// C++ reads it (the crate read the file's magic as a page header).
#[test]
fn dictionary_offset_zero_starts_at_the_data_page_offset() {
    let batch = one(read(fixture!("dict-offset-zero"), &[]).unwrap());
    let k: Vec<i32> = batch
        .column(0)
        .as_primitive::<Int32Type>()
        .values()
        .to_vec();
    let mut expected = vec![1552; 30];
    expected.extend([7, 8, 9].repeat(3));
    assert_eq!(k, expected);
}

/// parquet-cpp before 2.0.0 flagged its Snappy-compressed v2 data pages
/// `is_compressed = false` (ARROW-10353): read as compressed, as Arrow C++
/// reads them; the same flag from another writer is believed.
#[test]
fn old_parquet_cpp_v2_pages_are_compressed() {
    let bytes = fixture!("v2-old-cpp");
    let batch = one(read(bytes, &[]).unwrap());
    assert_eq!(batch.num_rows(), 300);
    let expected: Vec<Option<String>> = (0..300)
        .map(|i| (i % 7 != 3).then(|| format!("value {}", i % 40)))
        .collect();
    assert_eq!(strings(&batch, "s"), expected);
    let n: Vec<i64> = batch
        .column(1)
        .as_primitive::<Int64Type>()
        .values()
        .to_vec();
    assert_eq!(n, (0..300).map(|i| i * 1_000_003).collect::<Vec<i64>>());
    // The same bytes from parquet-cpp 2.0.0 (a version string of the same
    // length): the flag holds, the Snappy bytes are taken as values and
    // the read fails instead of being decompressed.
    let old = b"parquet-cpp version 1.5.1-SNAPSHOT";
    let at = bytes.windows(old.len()).position(|w| w == old).unwrap();
    let mut newer = bytes.to_vec();
    newer[at..at + old.len()].copy_from_slice(b"parquet-cpp version 2.0.0-SNAPSHOT");
    assert!(read(&newer, &[]).is_err());
}

/// parquet-mr 1.2.8 left each dictionary page's header out of the chunk's
/// size (PARQUET-816): the chunk reaches the end of the page that completes
/// its value count, within 100 bytes (Arrow C++'s bound), so the 25 rows
/// read. From parquet-mr 1.2.9 on, no reader pads: the page that overruns
/// its chunk is refused.
#[test]
fn uncounted_dictionary_headers_of_old_parquet_mr() {
    let batch = one(read(fixture!("dict-uncounted"), &[]).unwrap());
    assert_eq!(batch.num_rows(), 25);
    let keys: Vec<i32> = batch
        .column(0)
        .as_primitive::<Int32Type>()
        .values()
        .to_vec();
    assert_eq!(keys, (0..25).collect::<Vec<i32>>());
    let names = strings(&batch, "name");
    assert_eq!(names[0].as_deref(), Some("ALGERIA"));
    assert_eq!(names[24].as_deref(), Some("UNITED STATES"));
    let (status, message) = read(fixture!("dict-uncounted-fixed-writer"), &[]).unwrap_err();
    assert_eq!(status, -5, "{message}");
    assert!(message.contains("claims"), "{message}");
}

/// A DECIMAL(45, 2) in 6 bytes (the converted type, no logical type): its
/// bytes cannot hold the precision, and pyarrow reads it as decimal256(45,
/// 2), each value its 6 bytes sign-extended; so does the reader.
#[test]
fn decimal_precision_beyond_its_bytes_reads_as_decimal256() {
    let batch = one(read(fixture!("decimal45"), &[]).unwrap());
    assert_eq!(
        batch.schema().field(0).data_type(),
        &DataType::Decimal256(45, 2)
    );
    let values: Vec<Option<String>> = batch
        .column(0)
        .as_primitive::<arrow_array::types::Decimal256Type>()
        .iter()
        .map(|v| v.map(|v| v.to_string()))
        .collect();
    let expected = [
        Some("1234567890123"),
        Some("-5"),
        None,
        Some("9999999999999"),
        Some("-9999999999999"),
    ];
    assert_eq!(values, expected.map(|v| v.map(str::to_owned)));
}

/// Columns encrypted under a plaintext footer, read without a key: Arrow
/// C++'s words, as 1.25 passes them on; the unencrypted column reads.
#[test]
fn encrypted_columns_need_a_key() {
    let bytes = fixture!("plaintext-footer");
    let (status, message) = read(bytes, &[]).unwrap_err();
    assert_eq!(status, -5, "{message}");
    assert!(
        message.ends_with(
            "IOError: Cannot decrypt ColumnMetadata. FileDecryption is not setup correctly"
        ),
        "{message}"
    );
    let batch = one(read(bytes, &["plain"]).unwrap());
    let plain: Vec<i64> = batch
        .column(0)
        .as_primitive::<Int64Type>()
        .values()
        .to_vec();
    assert_eq!(plain, (0..50).collect::<Vec<i64>>());
}

/// The plaintext-footer file as 1.25 reads it: without a key, a reader
/// of the whole file is refused as it opens (before, at its first batch);
/// with a key that did not sign the footer, Arrow C++'s `Invalid` and
/// words (before, `IRX_ERR_IO` and the crate's list of tags).
#[test]
fn a_plaintext_footer_is_refused_where_1_25_refuses_it() {
    let file = TempFile::new(fixture!("plaintext-footer"));
    for key in [None, Some("000102030405060708090a0b0c0d0e0f")] {
        // SAFETY: a NUL-terminated path, live options, a writable output;
        // each handle released once.
        let (status, message, opened) = unsafe {
            let options = irx_parquet_options_new();
            if let Some(key) = key {
                let name = c("encryption_key_hex");
                assert_eq!(
                    irx_parquet_options_text(options, name.as_ptr(), c(key).as_ptr()),
                    0
                );
            }
            let mut reader = ptr::null_mut();
            let path = file.c_path();
            let status = irx_rb_parquet_reader_open_options(
                path.as_ptr(),
                ptr::null(),
                options,
                &mut reader,
            );
            let message = rb_error();
            irx_parquet_options_release(options);
            let opened = !reader.is_null();
            if opened {
                irx_rb_stream_reader_close(reader);
            }
            (status, message, opened)
        };
        assert!(!opened, "{message}");
        let (code, words) = match key {
            None => (
                -5,
                "IOError: Cannot decrypt ColumnMetadata. FileDecryption is not setup correctly",
            ),
            Some(_) => (-6, "Invalid: Parquet crypto signature verification failed"),
        };
        assert_eq!(status, code, "{message}");
        assert!(message.ends_with(words), "{message}");
    }
}

/// GZIP pages of two concatenated members, LZ4 pages in Hadoop framing
/// (two blocks a page) and bare, LZ4_RAW pages. Hadoop-framed pages whose
/// last block is the shorter, which the parquet crate cannot decode, are
/// refused with a message naming that (docs/COMPATIBILITY.md).
#[test]
fn codec_variants_read() {
    let batch = one(read(fixture!("gzip-members"), &[]).unwrap());
    let v: Vec<u64> = batch
        .column(0)
        .as_primitive::<UInt64Type>()
        .values()
        .to_vec();
    assert_eq!(
        v,
        (0..513u64)
            .map(|i| ((u128::from(i) * 2_654_435_761) % (1 << 64)) as u64)
            .collect::<Vec<u64>>()
    );
    let expected: Vec<Option<String>> = (0..1000)
        .map(|i| Some(format!("text {i} {}", "x".repeat(i % 13))))
        .collect();
    for name in ["hadoop-lz4", "non-hadoop-lz4", "lz4-raw"] {
        let bytes = match name {
            "hadoop-lz4" => fixture!("hadoop-lz4"),
            "non-hadoop-lz4" => fixture!("non-hadoop-lz4"),
            _ => fixture!("lz4-raw"),
        };
        let batch = one(read(bytes, &[]).unwrap_or_else(|e| panic!("{name}: {e:?}")));
        assert_eq!(strings(&batch, "s"), expected, "{name}");
    }
    let (status, message) = read(fixture!("hadoop-lz4-shorter-tail"), &[]).unwrap_err();
    assert_eq!(status, -5, "{message}");
    assert!(
        message.contains("Hadoop framing whose last block is shorter"),
        "{message}"
    );
}

/// FLOAT16 reads as Arrow float16, carried out through IPC unchanged
/// (bit for bit: NaN and -0 included).
#[test]
fn float16_reads_as_float16() {
    let batch = one(read(fixture!("float16"), &[]).unwrap());
    assert_eq!(batch.schema().field(0).data_type(), &DataType::Float16);
    let h = batch.column(0).as_primitive::<Float16Type>();
    let bits: Vec<Option<u16>> = h.iter().map(|v| v.map(|v| v.to_bits())).collect();
    // numpy's float16 bits of 1.5, -0.0, inf, nan, (null), 65504,
    // 6.1e-05 (a subnormal), -2.25.
    let expected = [
        Some(0x3e00),
        Some(0x8000),
        Some(0x7c00),
        Some(0x7e00),
        None,
        Some(0x7bff),
        Some(0x03ff),
        Some(0xc080),
    ];
    assert_eq!(bits, expected);
}

/// FLOAT16 written back by the runtime's Parquet writer is FLOAT16 again
/// (the logical type, as pyarrow writes it), with the same bits.
#[test]
fn float16_writes_as_float16() {
    let input = TempFile::new(fixture!("float16"));
    let output = common::files::scratch("float16-out").join("out.parquet");
    let path = c(output.to_str().unwrap());
    // SAFETY: live handles and writable out pointers; each released once.
    unsafe {
        let mut reader = ptr::null_mut();
        let status =
            irx_rb_parquet_reader_open(input.c_path().as_ptr(), ptr::null(), 3, &mut reader);
        assert_eq!(status, 0, "{}", rb_error());
        let mut writer = ptr::null_mut();
        let status = irx_rb_parquet_writer_open(
            irx_rb_stream_reader_schema(reader),
            path.as_ptr(),
            c("snappy").as_ptr(),
            4,
            &mut writer,
        );
        assert_eq!(status, 0, "{}", rb_error());
        let status = common::batches::copy_batches(reader, writer);
        assert_eq!(status, 1, "{}", rb_error());
        assert_eq!(irx_rb_stream_writer_close(writer), 0, "{}", rb_error());
        irx_rb_stream_writer_release(writer);
        irx_rb_stream_reader_close(reader);
    }
    let file = std::fs::File::open(&output).unwrap();
    let builder =
        parquet::arrow::arrow_reader::ParquetRecordBatchReaderBuilder::try_new(file).unwrap();
    let column = builder.parquet_schema().column(0);
    assert_eq!(
        column.logical_type_ref(),
        Some(&parquet::basic::LogicalType::Float16)
    );
    let batches: Vec<RecordBatch> = builder.build().unwrap().map(Result::unwrap).collect();
    let written = one(batches);
    let read = one(read(fixture!("float16"), &[]).unwrap());
    let bits = |b: &RecordBatch| -> Vec<Option<u16>> {
        b.column(0)
            .as_primitive::<Float16Type>()
            .iter()
            .map(|v| v.map(|v| v.to_bits()))
            .collect()
    };
    assert_eq!(written.schema().field(0).data_type(), &DataType::Float16);
    assert_eq!(bits(&written), bits(&read));
    // The scratch directory, the file and the writer's lock file in it.
    let _ = std::fs::remove_dir_all(output.parent().unwrap());
}
