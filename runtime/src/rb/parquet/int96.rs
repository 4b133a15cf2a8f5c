//! INT96 timestamps that `timestamp[ns]` cannot hold are refused (issue
//! 34, item 5).
//!
//! An INT96 is a Julian day (u32) and nanoseconds of that day (u64), read
//! as `timestamp[ns]`: (day - 2,440,588) * 86,400 * 10^9 + nanoseconds.
//! Arrow C++ (pyarrow, IRx 1.25) computes that modulo 2^64 with the day
//! unsigned, and gives 0 for day 0; the parquet crate computes it modulo
//! 2^64 with the day signed. Both agree, and are the exact value, whenever
//! the exact value (day signed, nanoseconds signed: modulo 2^64 the same)
//! fits in an int64: the years 1677 to 2262. Outside it (Spark's year
//! 290000, day 0, days from 2^31) both wrap to some other date, and the
//! two wrap differently. Those values are refused rather than read as a
//! wrong date, with a message naming the column and the date.
//!
//! The values are checked before the crate decodes the read, by a second
//! read of the INT96 columns alone, in milliseconds (the crate's
//! millisecond conversion cannot overflow: |day| < 2^32, so it is the
//! exact value, to within the millisecond its nanoseconds truncate). A
//! millisecond count at the range's ends cannot tell a value inside from
//! one outside, and is refused too: values after 2262-04-11
//! 23:47:16.853999999 or before 1677-09-21 00:12:43.147 (the last 0.8 ms
//! and the first 1.8 ms of the range). Reads without INT96 columns cost a
//! look at their leaves' physical types; a read of INT96 columns decodes
//! them twice.

use std::panic::{AssertUnwindSafe, catch_unwind};

use arrow_array::{Array, ArrayRef, TimestampMillisecondArray};
use arrow_schema::{DataType, TimeUnit};
use parquet::arrow::ProjectionMask;
use parquet::arrow::arrow_reader::{
    ArrowReaderMetadata, ArrowReaderOptions, ParquetRecordBatchReaderBuilder,
};
use parquet::basic::Type as PhysicalType;

use super::extensions;
use super::guard::BoundedFile;
use super::parallel::set_decoding;
use super::parquet_error;
use crate::ffi::error::Kind;
use crate::ffi::{Error, Result};

/// The largest millisecond count whose every nanosecond value (the
/// count's millisecond plus up to 999,999 ns either way) fits in an int64.
const MAX_MILLIS: i64 = i64::MAX / 1_000_000 - 1;

/// Refuses the read of `leaves` of `groups` when one of its INT96 values
/// lies outside what `timestamp[ns]` holds (see the module docs).
pub(crate) fn check_range(
    file: &BoundedFile,
    metadata: &ArrowReaderMetadata,
    groups: &[usize],
    leaves: &[usize],
    batch_size: usize,
    context: &dyn Fn() -> String,
) -> Result<()> {
    let parquet_schema = metadata.parquet_schema();
    let int96: Vec<usize> = leaves
        .iter()
        .copied()
        .filter(|&leaf| parquet_schema.column(leaf).physical_type() == PhysicalType::INT96)
        .collect();
    if int96.is_empty() {
        return Ok(());
    }
    let Some(schema) = extensions::annotated_schema(metadata, TimeUnit::Millisecond) else {
        return Ok(());
    };
    let file = file
        .try_clone()
        .map_err(|e| Error::new(Kind::Io, format!("{}: {e}", context())))?;
    set_decoding(true);
    let checked = catch_unwind(AssertUnwindSafe(|| -> Result<()> {
        let millis = ArrowReaderMetadata::try_new(
            metadata.metadata().clone(),
            ArrowReaderOptions::new().with_schema(schema),
        )
        .map_err(|e| parquet_error(&context(), e))?;
        let mask = ProjectionMask::leaves(parquet_schema, int96);
        let reader = ParquetRecordBatchReaderBuilder::new_with_metadata(file, millis)
            .with_projection(mask)
            .with_row_groups(groups.to_vec())
            .with_batch_size(batch_size)
            .build()
            .map_err(|e| parquet_error(&context(), e))?;
        for batch in reader {
            let batch = batch.map_err(|e| Error::new(Kind::Io, format!("{}: {e}", context())))?;
            for (field, column) in batch.schema().fields().iter().zip(batch.columns()) {
                check_array(field.name(), column, context)?;
            }
        }
        Ok(())
    }));
    set_decoding(false);
    checked.unwrap_or_else(|payload| {
        let detail = crate::ffi::boundary::panic_detail(payload.as_ref());
        Err(Error::new(
            Kind::Io,
            format!("Parquet read: corrupt column data ({detail})"),
        ))
    })
}

/// Checks the millisecond timestamps in `array` (named `path`) and in its
/// children, at any depth.
fn check_array(path: &str, array: &ArrayRef, context: &dyn Fn() -> String) -> Result<()> {
    if let Some(millis) = array.as_any().downcast_ref::<TimestampMillisecondArray>() {
        let values = millis.values();
        let outside = |at: usize| values[at].unsigned_abs() > MAX_MILLIS.unsigned_abs();
        let found = match millis.nulls() {
            None => (0..values.len()).find(|&at| outside(at)),
            Some(nulls) => nulls.valid_indices().find(|&at| outside(at)),
        };
        return match found {
            Some(at) => Err(outside_error(path, values[at], context)),
            None => Ok(()),
        };
    }
    let data = array.to_data();
    let names: Vec<String> = match array.data_type() {
        DataType::Struct(fields) => fields.iter().map(|f| f.name().clone()).collect(),
        DataType::List(f) | DataType::LargeList(f) | DataType::FixedSizeList(f, _) => {
            vec![f.name().clone()]
        }
        DataType::Map(f, _) => vec![f.name().clone()],
        _ => Vec::new(),
    };
    for (at, child) in data.child_data().iter().enumerate() {
        let name = names.get(at).map_or("", String::as_str);
        let child = arrow_array::make_array(child.clone());
        check_array(&format!("{path}.{name}"), &child, context)?;
    }
    Ok(())
}

/// The refusal of the INT96 value `millis` (milliseconds since the epoch,
/// the day read signed) in column `path`.
fn outside_error(path: &str, millis: i64, context: &dyn Fn() -> String) -> Error {
    let (year, month, day) = crate::rb::dates::civil(millis.div_euclid(86_400_000));
    Error::new(
        Kind::Io,
        format!(
            "{}: column '{path}' holds an INT96 timestamp of {year:04}-{month:02}-{day:02}, outside the range timestamp[ns] holds (1677-09-21 00:12:43.145224192 to 2262-04-11 23:47:16.854775807); pyarrow reads it as a different, wrapped date",
            context()
        ),
    )
}

#[cfg(test)]
mod tests {
    use super::MAX_MILLIS;

    #[test]
    fn the_bound_keeps_every_nanosecond_in_range() {
        // The bound's millisecond, plus or minus a millisecond less a
        // nanosecond, fits; the next millisecond's may not.
        assert!((MAX_MILLIS as i128) * 1_000_000 + 999_999 <= i64::MAX as i128);
        assert!(-(MAX_MILLIS as i128) * 1_000_000 - 999_999 >= i64::MIN as i128);
        assert!(((MAX_MILLIS + 1) as i128) * 1_000_000 + 999_999 > i64::MAX as i128);
    }
}
