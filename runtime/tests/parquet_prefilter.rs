//! Row filters evaluated before the other columns are decoded (issue 32,
//! item 3): a filtered read gives exactly the batches of reading every
//! column and filtering each batch of `batch_size` rows (what the reader
//! did before, and Arrow C++'s scanner does), empty batches skipped, for
//! filters on projected and unprojected columns, several filters, a
//! filter nothing passes and batches that span row groups.

mod common;

use std::path::Path;
use std::sync::Arc;

use arrow_array::{
    Array, BooleanArray, Float64Array, Int64Array, RecordBatch, Scalar, StringArray,
};
use arrow_schema::{DataType, Field, Schema};
use common::batches::{next_batches, parquet_reader};
use common::files::scratch;
use common::{c, rb_error};
use irx_abi::native::{IRX_EOF, IRX_OK};
use irx_runtime::rb::parquet::*;
use irx_runtime::rb::stream::irx_rb_stream_reader_close;
use parquet::arrow::ArrowWriter;
use parquet::file::properties::WriterProperties;

const ROWS: i64 = 200_000;

fn write(path: &Path) {
    let schema = Schema::new(vec![
        Field::new("n", DataType::Int64, true),
        Field::new("x", DataType::Float64, false),
        Field::new("s", DataType::Utf8, true),
    ]);
    let n = Int64Array::from_iter((0..ROWS).map(|i| (i % 10 != 3).then_some(i * 7919 % 1_000_003)));
    let x = Float64Array::from_iter_values((0..ROWS).map(|i| (i % 1000) as f64));
    let s = StringArray::from_iter((0..ROWS).map(|i| (i % 13 != 0).then(|| format!("value {i}"))));
    let batch = RecordBatch::try_new(
        Arc::new(schema),
        vec![Arc::new(n), Arc::new(x), Arc::new(s)],
    )
    .unwrap();
    let props = WriterProperties::builder()
        .set_max_row_group_row_count(Some(30_000))
        .build();
    let file = std::fs::File::create(path).unwrap();
    let mut writer = ArrowWriter::try_new(file, batch.schema(), Some(props)).unwrap();
    writer.write(&batch).unwrap();
    writer.close().unwrap();
}

/// (column, operation, value, type)
type Filter<'a> = (&'a str, &'a str, &'a str, &'a str);

/// The batches read with `filters` and one projected column if given.
fn read(
    path: &Path,
    batch_size: i64,
    filters: &[Filter],
    column: Option<&str>,
) -> Vec<RecordBatch> {
    let o = irx_parquet_options_new();
    // SAFETY: live options, NUL-terminated texts; every handle released
    // once.
    unsafe {
        assert_eq!(
            irx_parquet_options_int(o, c("batch_size").as_ptr(), batch_size),
            IRX_OK
        );
        for (col, op, value, ty) in filters {
            let rc = irx_parquet_options_filter(
                o,
                c(col).as_ptr(),
                c(op).as_ptr(),
                c(value).as_ptr(),
                c(ty).as_ptr(),
            );
            assert_eq!(rc, IRX_OK, "{}", rb_error());
        }
        if let Some(column) = column {
            assert_eq!(
                irx_parquet_options_text(o, c("column").as_ptr(), c(column).as_ptr()),
                IRX_OK
            );
        }
        let r = parquet_reader(path, o);
        let (batches, end) = next_batches(r);
        assert_eq!(end, IRX_EOF, "{}", rb_error());
        irx_rb_stream_reader_close(r);
        batches
    }
}

/// What filtering each unfiltered batch gives: `keep` says which rows of a
/// batch pass; empty results are dropped; then `column` projected.
fn expected(
    all: &[RecordBatch],
    keep: impl Fn(&RecordBatch) -> BooleanArray,
    column: Option<&str>,
) -> Vec<RecordBatch> {
    all.iter()
        .filter_map(|b| {
            let mask = keep(b);
            let mask = match mask.null_count() {
                0 => mask,
                _ => arrow_select::filter::prep_null_mask_filter(&mask),
            };
            let f = arrow_select::filter::filter_record_batch(b, &mask).unwrap();
            let f = match column {
                Some(name) => f.project(&[f.schema().index_of(name).unwrap()]).unwrap(),
                None => f,
            };
            (f.num_rows() > 0).then_some(f)
        })
        .collect()
}

fn lt(b: &RecordBatch, name: &str, v: Scalar<arrow_array::ArrayRef>) -> BooleanArray {
    arrow_ord::cmp::lt(b.column_by_name(name).unwrap(), &v).unwrap()
}

fn int(v: i64) -> Scalar<arrow_array::ArrayRef> {
    Scalar::new(Arc::new(Int64Array::from(vec![v])))
}

#[test]
fn filtered_reads_are_the_filtered_batches_of_a_full_read() {
    let dir = scratch("prefilter");
    let path = dir.join("f.parquet");
    write(&path);
    // The same batches when the row groups are filtered on the calling
    // thread (1) and on the pool (2: seven row groups of 30,000 rows, some
    // megabytes, so the read goes to the pool), against a full read on
    // one thread.
    for (threads, batch_size) in [1, 2]
        .into_iter()
        .flat_map(|t| [20_000, 65_536, 7_000].map(|b| (t, b)))
    {
        irx_runtime::pool::irx_runtime_set_threads(1);
        let all = read(&path, batch_size, &[], None);
        irx_runtime::pool::irx_runtime_set_threads(threads);
        // About 1% of the rows: on a projected column, then on one that is
        // not projected.
        let one = [("n", "lt", "10000", "int64")];
        let want = expected(&all, |b| lt(b, "n", int(10_000)), None);
        assert!(!want.is_empty());
        assert_eq!(read(&path, batch_size, &one, None), want);
        let want = expected(&all, |b| lt(b, "n", int(10_000)), Some("s"));
        assert_eq!(read(&path, batch_size, &one, Some("s")), want);
        // Two filters, one of them on a float column.
        let two = [("n", "lt", "500000", "int64"), ("x", "ge", "900", "double")];
        let want = expected(
            &all,
            |b| {
                let a = lt(b, "n", int(500_000));
                let x =
                    Scalar::new(Arc::new(Float64Array::from(vec![900.0])) as arrow_array::ArrayRef);
                let c = arrow_ord::cmp::gt_eq(b.column_by_name("x").unwrap(), &x).unwrap();
                arrow_arith::boolean::and(&a, &c).unwrap()
            },
            Some("x"),
        );
        assert_eq!(read(&path, batch_size, &two, Some("x")), want);
        // Nulls: is_null keeps only them.
        let nulls = [("n", "is_null", "", "int64")];
        let want = expected(
            &all,
            |b| arrow_arith::boolean::is_null(b.column_by_name("n").unwrap()).unwrap(),
            None,
        );
        assert_eq!(read(&path, batch_size, &nulls, None), want);
        // Nothing passes.
        let none = [("n", "lt", "-1", "int64")];
        assert!(read(&path, batch_size, &none, None).is_empty());
    }
    irx_runtime::pool::irx_runtime_set_threads(0);
    let _ = std::fs::remove_dir_all(&dir);
}

/// Dictionary-encoded string columns whose dictionaries differ from row
/// group to row group and from column to column: every read (whole, one
/// column, filtered; on the calling thread and on the pool) is compared
/// with the written rows, not with another read.
#[test]
fn dictionary_strings_read_as_written_at_every_pool_size() {
    let dir = scratch("prefilter-dictionaries");
    let path = dir.join("d.parquet");
    // Six row groups of 40,000 rows, with a column of scrambled integers
    // (about 2 MB) so that whole and filtered reads go to the pool at two
    // threads (1 MiB selected or more).
    let (groups, per_group) = (6i64, 40_000i64);
    let rows = groups * per_group;
    let schema = Arc::new(Schema::new(vec![
        Field::new("k", DataType::Int64, false),
        Field::new("s", DataType::Utf8, true),
        Field::new("t", DataType::Utf8, false),
        Field::new("r", DataType::Int64, false),
    ]));
    let k = Int64Array::from_iter_values(0..rows);
    let s = StringArray::from_iter(
        (0..rows)
            .map(|i| (i % 11 != 0).then(|| format!("group {} value {}", i / per_group, i % 97))),
    );
    let t =
        StringArray::from_iter_values((0..rows).map(|i| format!("t{}-{}", i % 13, i / per_group)));
    let r = Int64Array::from_iter_values((0..rows).map(|i| i.wrapping_mul(0x2545_F491_4F6C_DD1D)));
    let source = RecordBatch::try_new(
        schema.clone(),
        vec![Arc::new(k), Arc::new(s), Arc::new(t), Arc::new(r)],
    )
    .unwrap();
    let batch_size = 7_000;
    let cut = |b: &RecordBatch| -> Vec<RecordBatch> {
        (0..b.num_rows())
            .step_by(batch_size)
            .map(|at| b.slice(at, batch_size.min(b.num_rows() - at)))
            .collect()
    };
    let whole = cut(&source);
    let only_t: Vec<RecordBatch> = whole.iter().map(|b| b.project(&[2]).unwrap()).collect();
    let below = 12_345;
    let filtered = expected(&whole, |b| lt(b, "k", int(below)), None);
    // The string dictionaries are handed to the crate decompressed
    // (`dictionaries`) for Snappy and ZSTD chunks, with v1 and v2 pages.
    use parquet::basic::Compression;
    use parquet::file::properties::WriterVersion;
    for (codec, version) in [
        (Compression::SNAPPY, WriterVersion::PARQUET_1_0),
        (
            Compression::ZSTD(Default::default()),
            WriterVersion::PARQUET_2_0,
        ),
    ] {
        let props = WriterProperties::builder()
            .set_max_row_group_row_count(Some(per_group as usize))
            .set_compression(codec)
            .set_writer_version(version)
            .build();
        let file = std::fs::File::create(&path).unwrap();
        let mut writer = ArrowWriter::try_new(file, schema.clone(), Some(props)).unwrap();
        writer.write(&source).unwrap();
        writer.close().unwrap();
        for threads in [1, 2] {
            irx_runtime::pool::irx_runtime_set_threads(threads);
            let case = format!("{codec} {version:?} at {threads} threads");
            assert_eq!(read(&path, batch_size as i64, &[], None), whole, "{case}");
            assert_eq!(
                read(&path, batch_size as i64, &[], Some("t")),
                only_t,
                "{case}"
            );
            let filter = [("k", "lt", "12345", "int64")];
            assert_eq!(
                read(&path, batch_size as i64, &filter, None),
                filtered,
                "{case}"
            );
        }
    }
    irx_runtime::pool::irx_runtime_set_threads(0);
    let _ = std::fs::remove_dir_all(&dir);
}
