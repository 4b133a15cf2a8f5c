//! Which columns a file is written without a dictionary, settled by the
//! first rows written (issue 32: the cost of writes).
//!
//! The crate dictionary-encodes every column and gives the dictionary up
//! for plain encoding only when its page passes the size limit (1 MiB by
//! default), in each row group anew. A column whose values are nearly all
//! different (ids, timestamps, measured floats, random strings) gains
//! nothing from it: its dictionary holds every value once more and each row
//! adds an index, so the chunk is larger than plain, and building it (a hash
//! table grown to the limit in every row group, then abandoned) was 28% of
//! the CPU of `make bench-pq-threads`' snappy write (docs/BENCHMARKS.md).
//!
//! So before the file begins, the first rows given to the writer are
//! looked at: a top-level column of fixed-width or byte-array values of
//! which at least [`MIN_SAMPLE`] are valid, and whose first
//! [`MAX_SAMPLE`] valid values are at least 90% distinct, is written
//! plain. Everything else keeps the crate's dictionary with its fallback.
//! The choice depends on those rows alone, never on the pool's size, so
//! the file is still byte for byte the one a single thread writes; a
//! reader sees the same values either way (only the encoding differs).

use std::collections::HashSet;

use arrow_array::{Array, RecordBatch};
use arrow_buffer::ArrowNativeType;
use arrow_data::ArrayData;
use arrow_schema::DataType;
use parquet::file::properties::WriterProperties;
use parquet::schema::types::ColumnPath;

/// Fewer valid values than this in the first rows say too little: the
/// column keeps its dictionary. Small writes are left as the crate makes
/// them.
const MIN_SAMPLE: usize = 4096;

/// The most values counted (the first valid ones).
const MAX_SAMPLE: usize = 65_536;

/// `props` with the dictionary turned off for each nearly-distinct column
/// of `first` (the first rows written, in the file's schema).
pub(super) fn settle(first: &RecordBatch, props: WriterProperties) -> WriterProperties {
    let plain: Vec<&str> = first
        .schema_ref()
        .fields()
        .iter()
        .zip(first.columns())
        .filter(|(_, column)| nearly_distinct(column.as_ref()))
        .map(|(field, _)| field.name().as_str())
        .collect();
    if plain.is_empty() {
        return props;
    }
    let mut builder = props.into_builder();
    for name in plain {
        builder = builder.set_column_dictionary_enabled(ColumnPath::from(name), false);
    }
    builder.build()
}

/// Whether at least [`MIN_SAMPLE`] of `column`'s first [`MAX_SAMPLE`]
/// valid values are present and nine in ten of them distinct (compared as
/// the bytes the file stores: -0.0 and 0.0 differ, as in a dictionary).
fn nearly_distinct(column: &dyn Array) -> bool {
    // Too few valid values to say anything: nothing to hash.
    if column.len() - column.null_count() < MIN_SAMPLE {
        return false;
    }
    let data = column.to_data();
    let nulls = data.nulls();
    let valid = |i: usize| nulls.is_none_or(|n| n.is_valid(i));
    let values = match data.data_type() {
        DataType::Utf8 | DataType::Binary => by_offsets::<i32>(&data, valid),
        DataType::LargeUtf8 | DataType::LargeBinary => by_offsets::<i64>(&data, valid),
        DataType::Dictionary(..) | DataType::Boolean => return false,
        t => match (t.primitive_width(), data.buffers().first()) {
            (Some(width), Some(buffer)) => {
                let (bytes, start) = (buffer.as_slice(), data.offset());
                sample(data.len(), valid, |i| {
                    bytes.get((start + i) * width..(start + i + 1) * width)
                })
            }
            _ => return false,
        },
    };
    values.is_some_and(|(seen, distinct)| seen >= MIN_SAMPLE && distinct * 10 >= seen * 9)
}

/// [`sample`] of a string or binary array with offsets of type `O`.
fn by_offsets<O: ArrowNativeType>(
    data: &ArrayData,
    valid: impl Fn(usize) -> bool,
) -> Option<(usize, usize)> {
    let offsets = data.buffer::<O>(0);
    let bytes = data.buffers().get(1)?.as_slice();
    sample(data.len(), valid, |i| {
        let (start, end) = (offsets.get(i)?.to_usize()?, offsets.get(i + 1)?.to_usize()?);
        bytes.get(start..end)
    })
}

/// `(values counted, distinct among them)` over the first [`MAX_SAMPLE`]
/// valid rows of `len`, each row's bytes from `value`; None when a value's
/// bytes are not where the array says (left to the writer to report).
fn sample<'a>(
    len: usize,
    valid: impl Fn(usize) -> bool,
    value: impl Fn(usize) -> Option<&'a [u8]>,
) -> Option<(usize, usize)> {
    // ahash, keyed per process, as hard to collide on purpose as SipHash:
    // this sample is the first thing a write does, on the calling thread
    // before any worker starts, and took a third less time with it
    // (settle: 3.0% of a one-thread snappy write's samples, then 2.0%).
    let mut distinct =
        HashSet::with_capacity_and_hasher(MAX_SAMPLE.min(len), ahash::RandomState::new());
    let mut seen = 0;
    for i in (0..len).filter(|&i| valid(i)).take(MAX_SAMPLE) {
        distinct.insert(value(i)?);
        seen += 1;
    }
    Some((seen, distinct.len()))
}

#[cfg(test)]
mod tests {
    use std::sync::Arc;

    use arrow_array::{
        ArrayRef, BooleanArray, DictionaryArray, Float64Array, Int64Array, RecordBatch,
        StringArray, types::Int32Type,
    };
    use arrow_schema::{Field, Schema};
    use bytes::Bytes;
    use parquet::arrow::arrow_reader::ParquetRecordBatchReaderBuilder;

    use super::super::Encoder;
    use super::*;

    fn batch(columns: Vec<(&str, ArrayRef)>) -> RecordBatch {
        let fields: Vec<Field> = columns
            .iter()
            .map(|(name, c)| Field::new(*name, c.data_type().clone(), true))
            .collect();
        let arrays = columns.into_iter().map(|(_, c)| c).collect();
        RecordBatch::try_new(Arc::new(Schema::new(fields)), arrays).unwrap()
    }

    /// The columns `settle` leaves with a dictionary, by name.
    fn dictionary_kept(first: &RecordBatch) -> Vec<String> {
        let props = settle(first, WriterProperties::builder().build());
        first
            .schema()
            .fields()
            .iter()
            .map(|f| f.name().clone())
            .filter(|name| props.dictionary_enabled(&ColumnPath::from(name.as_str())))
            .collect()
    }

    #[test]
    fn nearly_distinct_columns_of_enough_rows_lose_the_dictionary() {
        let n = 10_000i64;
        let first = batch(vec![
            ("unique", Arc::new(Int64Array::from_iter_values(0..n))),
            (
                "repeated",
                Arc::new(Int64Array::from_iter_values((0..n).map(|i| i % 100))),
            ),
            (
                "floats_with_nulls",
                Arc::new(Float64Array::from_iter(
                    (0..n).map(|i| (i % 10 != 0).then_some(i as f64 * 0.5)),
                )),
            ),
            (
                "strings",
                Arc::new(StringArray::from_iter_values(
                    (0..n).map(|i| format!("s{i}")),
                )),
            ),
            (
                // 8,000 different of 10,000: under nine in ten.
                "mostly_distinct",
                Arc::new(Int64Array::from_iter_values((0..n).map(|i| i % 8_000))),
            ),
            (
                "few_valid",
                Arc::new(Int64Array::from_iter(
                    (0..n).map(|i| (i % 4 == 0).then_some(i)),
                )),
            ),
            (
                "bools",
                Arc::new(BooleanArray::from_iter((0..n).map(|i| Some(i % 2 == 0)))),
            ),
            (
                "dictionary",
                Arc::new({
                    let names: Vec<String> = (0..n).map(|i| format!("d{i}")).collect();
                    names
                        .iter()
                        .map(String::as_str)
                        .collect::<DictionaryArray<Int32Type>>()
                }),
            ),
        ]);
        assert_eq!(
            dictionary_kept(&first),
            [
                "repeated",
                "mostly_distinct",
                "few_valid",
                "bools",
                "dictionary"
            ]
        );
        // A slice: its values are read from its offset on (the first 8,000
        // of `repeated` after 9,000 are still 100 values; `unique` after an
        // offset still all different).
        assert_eq!(
            dictionary_kept(&first.slice(1_000, 9_000)),
            [
                "repeated",
                "mostly_distinct",
                "few_valid",
                "bools",
                "dictionary"
            ]
        );
        // Fewer valid values than MIN_SAMPLE: left as the crate makes them.
        assert_eq!(dictionary_kept(&first.slice(0, 4_000)).len(), 8);
    }

    #[test]
    fn a_file_is_written_plain_where_the_first_rows_are_distinct() {
        let n = 20_000i64;
        let rows = batch(vec![
            ("unique", Arc::new(Int64Array::from_iter_values(0..n))),
            (
                "repeated",
                Arc::new(Int64Array::from_iter_values((0..n).map(|i| i % 7))),
            ),
        ]);
        let props = WriterProperties::builder()
            .set_max_row_group_row_count(Some(8_192))
            .build();
        let mut encoder = Encoder::try_new(Vec::new(), rows.schema(), props, usize::MAX).unwrap();
        encoder.write_checked(&rows.slice(0, 12_000)).unwrap();
        encoder.write_checked(&rows.slice(12_000, 8_000)).unwrap();
        encoder.finish().unwrap();
        let bytes = Bytes::from(std::mem::take(encoder.inner_mut().unwrap()));
        let builder = ParquetRecordBatchReaderBuilder::try_new(bytes).unwrap();
        let groups = builder.metadata().row_groups().to_vec();
        assert_eq!(groups.len(), 3);
        for group in &groups {
            assert!(group.column(0).dictionary_page_offset().is_none());
            assert!(group.column(1).dictionary_page_offset().is_some());
        }
        let back: Vec<RecordBatch> = builder.build().unwrap().map(Result::unwrap).collect();
        let back = arrow_select::concat::concat_batches(&rows.schema(), &back).unwrap();
        assert_eq!(back, rows);
    }

    #[test]
    fn an_empty_file_is_still_a_file() {
        let rows = batch(vec![("a", Arc::new(Int64Array::from(Vec::<i64>::new())))]);
        let mut encoder = Encoder::try_new(
            Vec::new(),
            rows.schema(),
            WriterProperties::builder().build(),
            usize::MAX,
        )
        .unwrap();
        encoder.finish().unwrap();
        let bytes = Bytes::from(std::mem::take(encoder.inner_mut().unwrap()));
        let reader = ParquetRecordBatchReaderBuilder::try_new(bytes).unwrap();
        assert_eq!(reader.metadata().file_metadata().num_rows(), 0);
    }
}
