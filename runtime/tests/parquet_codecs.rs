//! Parquet codecs as IRx 1.25 names, writes and reads them (issue 28,
//! item 4): uncompressed, snappy, zstd, gzip, brotli and lz4_raw written
//! and read back, each page compressed with the codec its name selects;
//! LZ4 with Hadoop framing (the deprecated `LZ4` codec other writers use)
//! read; the names and levels Arrow C++ refuses refused with 1.25's
//! statuses and texts (`lz4` is Arrow's LZ4 frame format, which Parquet
//! does not store; `none` is no Arrow name).

mod common;

use std::path::Path;
use std::ptr;
use std::sync::Arc;

use arrow_array::{Array, Int64Array, RecordBatch, StringArray, StructArray};
use arrow_schema::{DataType, Field, Schema};
use common::files::scratch;
use common::{c, rb_error};
use irx_abi::native::{IRX_ERR_INVALID, IRX_OK};
use irx_runtime::frame::formats::{irx_rb_parquet_read_table, irx_rb_parquet_write_table};
use irx_runtime::frame::table::{irx_arrow_table_num_rows, irx_arrow_table_release};
use irx_runtime::rb::batch::{irx_rb_batch_release, irx_rb_batch_schema};
use irx_runtime::rb::cdata::irx_rb_batch_import;
use irx_runtime::rb::parquet::*;
use irx_runtime::rb::schema::irx_rb_schema_release;
use irx_runtime::rb::stream::{
    irx_rb_stream_writer_close, irx_rb_stream_writer_release, irx_rb_stream_writer_write_batch,
};
use parquet::arrow::ArrowWriter;
use parquet::arrow::arrow_reader::ParquetRecordBatchReaderBuilder;
use parquet::basic::Compression;
use parquet::file::properties::WriterProperties;

/// 20,000 rows of repetitive data (so every codec shrinks it).
fn sample() -> RecordBatch {
    let schema = Schema::new(vec![
        Field::new("n", DataType::Int64, true),
        Field::new("s", DataType::Utf8, true),
    ]);
    let n = Int64Array::from_iter((0..20_000).map(|i| (i % 7 != 0).then_some(i % 100)));
    let s = StringArray::from_iter_values((0..20_000).map(|i| format!("row {}", i % 50)));
    RecordBatch::try_new(Arc::new(schema), vec![Arc::new(n), Arc::new(s)]).unwrap()
}

/// Writes `sample()` at `path` with `compression` and, if given, a
/// `compression_level`; returns the status of the open and its message
/// (the write and close must then succeed).
fn write(path: &Path, compression: &str, level: Option<i64>) -> (i32, String) {
    let batch = StructArray::from(sample());
    let (mut a, mut s) = arrow_array::ffi::to_ffi(&batch.to_data()).unwrap();
    let o = irx_parquet_options_new();
    let p = c(path.to_str().unwrap());
    // SAFETY: live C Data structs moved into the import; live handles,
    // each released once.
    unsafe {
        let mut b = ptr::null_mut();
        let mut schema = ptr::null_mut();
        assert_eq!(
            irx_rb_batch_import(&mut a, &mut s, &mut b),
            IRX_OK,
            "{}",
            rb_error()
        );
        assert_eq!(irx_rb_batch_schema(b, &mut schema), IRX_OK);
        let name = c("compression");
        assert_eq!(
            irx_parquet_options_text(o, name.as_ptr(), c(compression).as_ptr()),
            IRX_OK
        );
        if let Some(level) = level {
            assert_eq!(
                irx_parquet_options_int(o, c("compression_level").as_ptr(), level),
                IRX_OK
            );
        }
        let mut w = ptr::null_mut();
        let rc = irx_rb_parquet_writer_open_options(schema, p.as_ptr(), o, &mut w);
        let message = rb_error();
        if rc == IRX_OK {
            assert_eq!(
                irx_rb_stream_writer_write_batch(w, b),
                IRX_OK,
                "{}",
                rb_error()
            );
            assert_eq!(irx_rb_stream_writer_close(w), IRX_OK, "{}", rb_error());
            irx_rb_stream_writer_release(w);
        } else {
            assert!(w.is_null());
        }
        irx_rb_batch_release(b);
        irx_rb_schema_release(schema);
        irx_parquet_options_release(o);
        (rc, message)
    }
}

/// The rows this runtime's reader reads from `path`.
fn rows_read(path: &Path) -> i64 {
    let o = irx_parquet_options_new();
    let p = c(path.to_str().unwrap());
    let mut t = ptr::null_mut();
    // SAFETY: live options, NUL-terminated path, writable out; released once.
    unsafe {
        let rc = irx_rb_parquet_read_table(p.as_ptr(), ptr::null(), o, 0, &mut t);
        assert_eq!(rc, IRX_OK, "read {}: {}", path.display(), rb_error());
        let rows = irx_arrow_table_num_rows(t);
        irx_arrow_table_release(t);
        irx_parquet_options_release(o);
        rows
    }
}

/// Every column chunk's codec in `path`, and the file's batches.
fn inspect(path: &Path) -> (Vec<Compression>, Vec<RecordBatch>) {
    let file = std::fs::File::open(path).unwrap();
    let builder = ParquetRecordBatchReaderBuilder::try_new(file).unwrap();
    let codecs = builder
        .metadata()
        .row_groups()
        .iter()
        .flat_map(|g| g.columns().iter().map(|c| c.compression()))
        .collect();
    let batches = builder
        .build()
        .unwrap()
        .collect::<Result<Vec<_>, _>>()
        .unwrap();
    (codecs, batches)
}

/// Whether `codec` is the one `name` selects (levels aside).
fn selected(name: &str, codec: Compression) -> bool {
    matches!(
        (name, codec),
        ("uncompressed", Compression::UNCOMPRESSED)
            | ("snappy", Compression::SNAPPY)
            | ("zstd", Compression::ZSTD(_))
            | ("gzip", Compression::GZIP(_))
            | ("brotli", Compression::BROTLI(_))
            | ("lz4_raw", Compression::LZ4_RAW)
    )
}

#[test]
fn every_codec_of_1_25_is_written_and_read_back() {
    let dir = scratch("roundtrip");
    let expected = sample();
    let mut sizes = Vec::new();
    for (name, level) in [
        ("uncompressed", None),
        ("snappy", None),
        ("zstd", None),
        ("zstd", Some(-5)),
        ("gzip", None),
        ("gzip", Some(1)),
        ("brotli", None),
        ("brotli", Some(11)),
        ("lz4_raw", None),
        ("lz4_raw", Some(12)),
    ] {
        let path = dir.join(format!("{name}-{level:?}.parquet"));
        let (rc, message) = write(&path, name, level);
        assert_eq!(rc, IRX_OK, "{name} {level:?}: {message}");
        let (codecs, batches) = inspect(&path);
        assert!(!codecs.is_empty());
        for codec in codecs {
            assert!(selected(name, codec), "{name}: written as {codec:?}");
        }
        let read = arrow_select::concat::concat_batches(&expected.schema(), &batches).unwrap();
        assert_eq!(read, expected, "{name}: values differ");
        assert_eq!(rows_read(&path), expected.num_rows() as i64, "{name}");
        sizes.push((name, std::fs::metadata(&path).unwrap().len()));
    }
    let plain = sizes[0].1;
    for (name, size) in &sizes[1..] {
        assert!(*size < plain, "{name} did not compress: {size} >= {plain}");
    }
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn lz4_with_hadoop_framing_is_read() {
    let dir = scratch("hadoop");
    let path = dir.join("hadoop.parquet");
    let expected = sample();
    let props = WriterProperties::builder()
        .set_compression(Compression::LZ4)
        .build();
    let file = std::fs::File::create(&path).unwrap();
    let mut writer = ArrowWriter::try_new(file, expected.schema(), Some(props)).unwrap();
    writer.write(&expected).unwrap();
    writer.close().unwrap();
    let (codecs, _) = inspect(&path);
    assert!(codecs.iter().all(|c| *c == Compression::LZ4), "{codecs:?}");
    assert_eq!(rows_read(&path), expected.num_rows() as i64);
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn names_and_levels_are_checked_as_1_25_checks_them() {
    let dir = scratch("names");
    let path = dir.join("refused.parquet");
    for (name, level, message) in [
        ("none", None, "Unrecognized compression type: none"),
        ("ZSTD", None, "Unrecognized compression type: ZSTD"),
        ("lz4", None, "unsupported Parquet compression codec"),
        ("lz4_hadoop", None, "unsupported Parquet compression codec"),
        ("lzo", None, "unsupported Parquet compression codec"),
        ("bz2", None, "unsupported Parquet compression codec"),
        (
            "snappy",
            Some(1),
            "codec does not support compression_level",
        ),
        (
            "uncompressed",
            Some(0),
            "codec does not support compression_level",
        ),
        ("gzip", Some(0), "compression_level out of codec range"),
        ("gzip", Some(10), "compression_level out of codec range"),
        ("brotli", Some(12), "compression_level out of codec range"),
        ("brotli", Some(-1), "compression_level out of codec range"),
        ("zstd", Some(23), "compression_level out of codec range"),
        (
            "zstd",
            Some(-131_073),
            "compression_level out of codec range",
        ),
        ("lz4_raw", Some(0), "compression_level out of codec range"),
        ("lz4_raw", Some(13), "compression_level out of codec range"),
    ] {
        let (rc, text) = write(&path, name, level);
        assert_eq!(rc, IRX_ERR_INVALID, "{name} {level:?}: {text}");
        // Arrow C++'s Invalid status, as 1.25 passes it on.
        assert!(
            text.ends_with(&format!("Invalid: {message}")),
            "{name} {level:?}: {text}"
        );
        assert!(!path.exists(), "{name}: a file was left");
    }
    // The same names through the plain open.
    let batch = StructArray::from(sample());
    let (mut a, mut s) = arrow_array::ffi::to_ffi(&batch.to_data()).unwrap();
    // SAFETY: live C Data structs moved into the import; live handles,
    // each released once.
    unsafe {
        let mut b = ptr::null_mut();
        let mut schema = ptr::null_mut();
        assert_eq!(irx_rb_batch_import(&mut a, &mut s, &mut b), IRX_OK);
        assert_eq!(irx_rb_batch_schema(b, &mut schema), IRX_OK);
        let p = c(path.to_str().unwrap());
        for (name, expected) in [("lz4", IRX_ERR_INVALID), ("brotli", IRX_OK)] {
            let mut w = ptr::null_mut();
            let rc = irx_rb_parquet_writer_open(schema, p.as_ptr(), c(name).as_ptr(), 100, &mut w);
            assert_eq!(rc, expected, "{name}: {}", rb_error());
            if !w.is_null() {
                assert_eq!(irx_rb_stream_writer_write_batch(w, b), IRX_OK);
                assert_eq!(irx_rb_stream_writer_close(w), IRX_OK);
                irx_rb_stream_writer_release(w);
            }
        }
        irx_rb_batch_release(b);
        irx_rb_schema_release(schema);
    }
    assert_eq!(rows_read(&path), 20_000);
    assert!(
        inspect(&path)
            .0
            .iter()
            .all(|c| matches!(c, Compression::BROTLI(_)))
    );
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn a_batch_of_many_rows_is_written_in_bounded_slices() {
    // 200,000 keys repeating one 1 KiB value: 200 MiB materialized, so the
    // batch goes to the crate in slices of 64 MiB; every value comes back.
    let dir = scratch("slices");
    let path = dir.join("big.parquet");
    let rows = 200_000;
    let long = "v".repeat(1024);
    let values = Arc::new(StringArray::from(vec![long.as_str()]));
    let keys = arrow_array::Int32Array::from(vec![0; rows]);
    let dictionary =
        arrow_array::DictionaryArray::<arrow_array::types::Int32Type>::try_new(keys, values)
            .unwrap();
    let field = Field::new("d", dictionary.data_type().clone(), true);
    let batch = RecordBatch::try_new(
        Arc::new(Schema::new(vec![field])),
        vec![Arc::new(dictionary)],
    )
    .unwrap();
    let array = StructArray::from(batch.clone());
    let (mut a, mut s) = arrow_array::ffi::to_ffi(&array.to_data()).unwrap();
    let p = c(path.to_str().unwrap());
    // SAFETY: live C Data structs moved into the import; live handles,
    // each released once.
    unsafe {
        let mut t = ptr::null_mut();
        let rc = irx_runtime::frame::transfer::irx_arrow_table_import_batch(&mut a, &mut s, &mut t);
        assert_eq!(rc, IRX_OK);
        let o = irx_parquet_options_new();
        assert_eq!(
            irx_rb_parquet_write_table(t, p.as_ptr(), o, 0),
            IRX_OK,
            "{}",
            rb_error()
        );
        irx_arrow_table_release(t);
        irx_parquet_options_release(o);
    }
    assert_eq!(rows_read(&path), rows as i64);
    let (_, batches) = inspect(&path);
    let mut seen = 0;
    for batch in batches {
        let text = arrow_cast::cast(batch.column(0), &DataType::Utf8).unwrap();
        let text = text.as_any().downcast_ref::<StringArray>().unwrap();
        assert!(text.iter().all(|v| v == Some(long.as_str())));
        seen += text.len();
    }
    assert_eq!(seen, rows);
    let _ = std::fs::remove_dir_all(&dir);
}
