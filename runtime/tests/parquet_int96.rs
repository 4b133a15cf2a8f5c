//! INT96 timestamps (issue 34, item 5), read through the C entry points.
//! The fixtures under `data/parquet_int96/` are pyarrow's files with some
//! INT96 values rewritten, made by `scripts/gen-parquet-int96.py`;
//! `tests/interop/test_issue34_int96.py` checks they are what the script
//! makes and compares each read with pyarrow's. Here: values timestamp[ns]
//! holds read exactly, as timestamp[ns] without a zone (as pyarrow reads
//! every INT96); values it cannot hold, which pyarrow and the parquet
//! crate wrap to two different wrong dates, are refused by column and date.

mod common;

use std::ptr;

use arrow_array::RecordBatch;
use arrow_array::cast::AsArray;
use arrow_array::types::TimestampNanosecondType;
use arrow_schema::{DataType, TimeUnit};
use common::files::TempFile;
use common::rb_error;
use irx_runtime::rb::parquet::irx_rb_parquet_reader_open;
use irx_runtime::rb::stream::irx_rb_stream_reader_close;

macro_rules! fixture {
    ($name:literal) => {
        include_bytes!(concat!("data/parquet_int96/", $name, ".parquet")).as_slice()
    };
}

/// The file `bytes` read in batches of 3 rows, as one batch (each batch
/// exported through C Data); or the status and message of the failure.
fn read(bytes: &[u8]) -> Result<RecordBatch, (i32, String)> {
    let file = TempFile::new(bytes);
    let mut reader = ptr::null_mut();
    // SAFETY: a NUL-terminated path, a writable out pointer; the reader
    // is live until closed, once.
    unsafe {
        let status =
            irx_rb_parquet_reader_open(file.c_path().as_ptr(), ptr::null(), 3, &mut reader);
        if status != 0 {
            return Err((status, rb_error()));
        }
        let (batches, end) = common::batches::next_batches(reader);
        let failure = (end != 1).then(|| (end, rb_error()));
        irx_rb_stream_reader_close(reader);
        if let Some(failure) = failure {
            return Err(failure);
        }
        Ok(arrow_select::concat::concat_batches(&batches[0].schema(), &batches).unwrap())
    }
}

fn nanos(batch: &RecordBatch, column: &str) -> Vec<Option<i64>> {
    let column = batch.column_by_name(column).unwrap();
    column
        .as_primitive::<TimestampNanosecondType>()
        .iter()
        .collect()
}

const NS: DataType = DataType::Timestamp(TimeUnit::Nanosecond, None);
const DAY: i64 = 86_400_000_000_000;

#[test]
fn timestamps_in_the_nanosecond_range_read_exactly() {
    let batch = read(fixture!("in-range")).unwrap();
    assert_eq!(
        nanos(&batch, "t"),
        [
            Some(0),
            Some(-9_223_372_036_853_000_000),
            Some(9_223_372_036_853_999_999),
            None,
            Some(1_700_000_000_123_456_789),
            Some(-1),
            // 5 days and 7 ns as the nanoseconds of the epoch's day.
            Some(5 * DAY + 7),
            Some(-86_399_999_999_999),
        ]
    );
    let d: Vec<Option<i64>> = (0..8)
        .map(|i| Some(1_600_000_000_000_000_000 + (i % 3) * 7))
        .collect();
    assert_eq!(nanos(&batch, "d"), d);
    // Stored as timestamp[us, tz=UTC] in pyarrow's Arrow schema: pyarrow
    // reads timestamp[ns] without the zone (the crate followed the hint).
    let u: Vec<Option<i64>> = (0..8)
        .map(|i| (i != 2).then_some((1_500_000_000_000_000 + i * 1_001) * 1_000))
        .collect();
    assert_eq!(nanos(&batch, "u"), u);
    for field in batch.schema().fields().iter().take(3) {
        assert_eq!(field.data_type(), &NS, "{}", field.name());
    }
    let lists = batch.column_by_name("l").unwrap().as_list::<i32>();
    assert_eq!(lists.value_type(), NS);
    let values: Vec<Option<i64>> = lists
        .values()
        .as_primitive::<TimestampNanosecondType>()
        .iter()
        .collect();
    assert_eq!(
        values,
        [
            Some(0),
            Some(1),
            None,
            Some(-5_000_000_000_000_000_000),
            Some(5 * DAY + 8),
            Some(7),
            Some(8),
            Some(9),
            Some(10)
        ]
    );
}

#[test]
fn timestamps_outside_the_nanosecond_range_are_refused() {
    for (bytes, column, date) in [
        (fixture!("year-290000"), "a", "290000-12-31"),
        (fixture!("day-2-31"), "a", "-5884323-05-20"),
        (fixture!("day-0"), "a", "-4713-11-24"),
        (fixture!("nested"), "l.element", "290000-01-01"),
        (fixture!("edge"), "a", "2262-04-11"),
    ] {
        let (status, message) = read(bytes).unwrap_err();
        assert_eq!(status, -5, "{message}");
        let words = format!("column '{column}' holds an INT96 timestamp of {date},");
        assert!(message.contains(&words), "{message}");
        assert!(
            message.contains("outside the range timestamp[ns] holds"),
            "{message}"
        );
    }
}
