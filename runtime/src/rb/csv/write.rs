//! The CSV sink behind `irx_rb_csv_writer_open*` and
//! `irx_rb_csv_write_table`: Arrow C++'s CSV writer with 1.25's options.
//!
//! The header (when asked for) is written when the writer opens, every
//! name quoted. Values are written as Arrow C++ casts them to strings:
//! integers in decimal; floats in their shortest round-trip digits, in
//! positional notation for exponents -6 to 9 and as `1e+21` otherwise
//! (`nan`, `inf`, `-inf`, `-0`); booleans `true`/`false`; dates
//! `YYYY-MM-DD`; times `HH:MM:SS` with the unit's fraction digits;
//! timestamps `YYYY-MM-DD HH:MM:SS` with the unit's fraction digits and
//! `Z` when the type has a time zone. A null is the `na_rep` text
//! (default empty), never quoted. Quoting: `needed` quotes every string
//! (doubling its quotes), `all_valid` every non-null value, `none` nothing,
//! and refuses a string holding the delimiter, a quote, CR or LF. A batch
//! is formatted whole before any of it is written, so a refused value
//! writes nothing of its batch.
//!
//! A writer that refused a batch (a schema mismatch, a null in a
//! non-nullable column, a value the quoting style cannot hold, text past
//! the expansion limit) fails every later write and its close with that
//! error, so no caller takes a file silently missing those rows for
//! complete (1.25's CSV writer goes on; see the header docs). The text of
//! one batch is bounded by the expansion budget (`limits`) of the batch's
//! memory: a column of type null claims any length without a buffer.

use std::io::Write;

use arrow_array::cast::AsArray;
use arrow_array::types::*;
use arrow_array::{Array, RecordBatch};
use arrow_schema::{DataType, SchemaRef, TimeUnit};

use crate::ffi::error::Kind;
use crate::ffi::{Error, Result};
use crate::limits::Budget;
use crate::rb::remote::{self, PathOutput};
use crate::rb::stream::BatchSink;

/// 1.25's `quoting` write option.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Quoting {
    Needed,
    AllValid,
    None,
}

/// How a file is written (1.25's write options, validated).
#[derive(Debug, Clone)]
pub(crate) struct WriteConfig {
    pub(crate) delimiter: u8,
    pub(crate) header: bool,
    pub(crate) eol: Vec<u8>,
    pub(crate) null: Vec<u8>,
    pub(crate) quoting: Quoting,
}

/// Makes what was written to `out` final: a file is flushed and synced, an
/// upload completed (its object appears only now). An output dropped
/// without this keeps what a file got, and aborts an upload.
fn commit(out: PathOutput) -> Result<()> {
    match out {
        PathOutput::File(mut f) => {
            f.flush().map_err(io)?;
            f.get_ref().sync_data().ok();
            Ok(())
        }
        PathOutput::Upload(u) => u.finish(),
    }
}

/// A CSV file being written.
pub(crate) struct CsvSink {
    out: Option<PathOutput>,
    schema: SchemaRef,
    config: WriteConfig,
    text: Vec<u8>,
    /// The error of the first refused batch, reported by every later call.
    failure: Option<Error>,
}

fn io(e: std::io::Error) -> Error {
    remote::from_io(&e).unwrap_or_else(|| Error::new(Kind::Io, format!("CSV write failed: {e}")))
}

impl CsvSink {
    /// A sink writing to `out`, the header written now.
    pub(crate) fn create(
        out: PathOutput,
        schema: SchemaRef,
        config: WriteConfig,
    ) -> Result<CsvSink> {
        let mut sink = CsvSink {
            out: Some(out),
            schema,
            config,
            text: Vec::new(),
            failure: None,
        };
        if sink.config.header {
            let mut line = Vec::new();
            for (i, field) in sink.schema.fields().iter().enumerate() {
                if i > 0 {
                    line.push(sink.config.delimiter);
                }
                quoted(&mut line, field.name().as_bytes());
            }
            line.extend_from_slice(&sink.config.eol);
            if let Err(e) = sink.output()?.write_all(&line).map_err(io) {
                // Dropped failed: an upload is aborted, not completed.
                sink.failure = Some(e.clone());
                return Err(e);
            }
        }
        Ok(sink)
    }

    fn output(&mut self) -> Result<&mut PathOutput> {
        self.out
            .as_mut()
            .ok_or_else(|| Error::new(Kind::Io, "CSV writer is closed"))
    }
}

/// `value` in quotes, its quotes doubled.
fn quoted(out: &mut Vec<u8>, value: &[u8]) {
    out.push(b'"');
    for &c in value {
        if c == b'"' {
            out.push(b'"');
        }
        out.push(c);
    }
    out.push(b'"');
}

/// A date (days since the epoch) as `YYYY-MM-DD`.
fn push_date(out: &mut Vec<u8>, days: i64) {
    let (y, m, d) = crate::rb::dates::civil(days);
    let _ = write!(out, "{y:04}-{m:02}-{d:02}");
}

/// `HH:MM:SS` plus `digits` fraction digits of `value` (units since
/// midnight, `scale` of them a second).
fn push_time(out: &mut Vec<u8>, value: i64, scale: i64, digits: usize) {
    let (seconds, frac) = (value.div_euclid(scale), value.rem_euclid(scale));
    let _ = write!(
        out,
        "{:02}:{:02}:{:02}",
        seconds / 3600,
        seconds / 60 % 60,
        seconds % 60
    );
    if digits > 0 {
        let _ = write!(out, ".{frac:0digits$}");
    }
}

fn unit_scale(unit: &TimeUnit) -> (i64, usize) {
    match unit {
        TimeUnit::Second => (1, 0),
        TimeUnit::Millisecond => (1_000, 3),
        TimeUnit::Microsecond => (1_000_000, 6),
        TimeUnit::Nanosecond => (1_000_000_000, 9),
    }
}

/// Rust's shortest round-trip digits of `exact` (`scientific`, `{:e}`)
/// with a tie broken as Arrow C++'s double-conversion breaks it: when the
/// value lies exactly halfway between two shortest candidates, Rust takes
/// the one of larger magnitude, double-conversion the even one.
fn ties_to_even(scientific: String, exact: f64) -> String {
    let (mantissa, exponent) = scientific.split_once('e').unwrap_or((&scientific, "0"));
    let digits: Vec<u8> = mantissa.bytes().filter(u8::is_ascii_digit).collect();
    let last = *digits.last().unwrap_or(&b'0');
    if digits.len() < 2 || (last - b'0').is_multiple_of(2) {
        return scientific;
    }
    // The midpoint below: the digits with the last one lowered, then 5.
    let mut midpoint = digits.clone();
    *midpoint.last_mut().unwrap_or(&mut 0) = last - 1;
    midpoint.push(b'5');
    // The exact value's digits (Rust formats with a precision exactly).
    let long = format!("{:.*e}", digits.len() + 60, exact);
    let (long_mantissa, long_exponent) = long.split_once('e').unwrap_or((&long, "0"));
    let long_digits: Vec<u8> = long_mantissa.bytes().filter(u8::is_ascii_digit).collect();
    let tie = long_exponent == exponent
        && long_digits.starts_with(&midpoint)
        && long_digits[midpoint.len()..].iter().all(|&c| c == b'0');
    if !tie {
        return scientific;
    }
    let lowered = &midpoint[..digits.len()];
    let sign = if mantissa.starts_with('-') { "-" } else { "" };
    let text = std::str::from_utf8(lowered).unwrap_or("0");
    if text.len() == 1 {
        format!("{sign}{text}e{exponent}")
    } else {
        format!("{sign}{}.{}e{exponent}", &text[..1], &text[1..])
    }
}

/// A float as Arrow C++ casts it to a string (see the module docs).
/// `scientific` is Rust's shortest round-trip `{:e}` form of it.
fn push_float(out: &mut Vec<u8>, value: f64, scientific: &str) {
    if value.is_nan() {
        out.extend_from_slice(b"nan");
        return;
    }
    if value.is_infinite() {
        out.extend_from_slice(if value < 0.0 { b"-inf" } else { b"inf" });
        return;
    }
    let (mantissa, exponent) = scientific.split_once('e').unwrap_or((scientific, "0"));
    let exponent: i32 = exponent.parse().unwrap_or(0);
    let (negative, mantissa) = match mantissa.strip_prefix('-') {
        Some(rest) => (true, rest),
        None => (false, mantissa),
    };
    let digits: String = mantissa.chars().filter(|c| *c != '.').collect();
    if negative {
        out.push(b'-');
    }
    if (-6..=9).contains(&exponent) {
        if exponent >= 0 {
            let whole = exponent as usize + 1;
            if digits.len() <= whole {
                out.extend_from_slice(digits.as_bytes());
                out.extend(std::iter::repeat_n(b'0', whole - digits.len()));
            } else {
                out.extend_from_slice(&digits.as_bytes()[..whole]);
                out.push(b'.');
                out.extend_from_slice(&digits.as_bytes()[whole..]);
            }
        } else {
            out.extend_from_slice(b"0.");
            out.extend(std::iter::repeat_n(b'0', (-exponent - 1) as usize));
            out.extend_from_slice(digits.as_bytes());
        }
    } else {
        out.extend_from_slice(&digits.as_bytes()[..1]);
        if digits.len() > 1 {
            out.push(b'.');
            out.extend_from_slice(&digits.as_bytes()[1..]);
        }
        let _ = write!(
            out,
            "e{}{}",
            if exponent < 0 { '-' } else { '+' },
            exponent.abs()
        );
    }
}

impl CsvSink {
    /// Formats value `row` of `column` (not null) into `out`, unquoted.
    fn value(out: &mut Vec<u8>, column: &dyn Array, row: usize) -> Result<()> {
        use DataType as D;
        macro_rules! num {
            ($t:ty) => {{
                let _ = write!(out, "{}", column.as_primitive::<$t>().value(row));
            }};
        }
        match column.data_type() {
            D::Int8 => num!(Int8Type),
            D::Int16 => num!(Int16Type),
            D::Int32 => num!(Int32Type),
            D::Int64 => num!(Int64Type),
            D::UInt8 => num!(UInt8Type),
            D::UInt16 => num!(UInt16Type),
            D::UInt32 => num!(UInt32Type),
            D::UInt64 => num!(UInt64Type),
            D::Float32 => {
                let v = column.as_primitive::<Float32Type>().value(row);
                push_float(out, v as f64, &ties_to_even(format!("{v:e}"), v as f64));
            }
            D::Float64 => {
                let v = column.as_primitive::<Float64Type>().value(row);
                push_float(out, v, &ties_to_even(format!("{v:e}"), v));
            }
            D::Boolean => out.extend_from_slice(if column.as_boolean().value(row) {
                b"true"
            } else {
                b"false"
            }),
            D::Utf8 => out.extend_from_slice(column.as_string::<i32>().value(row).as_bytes()),
            D::LargeUtf8 => out.extend_from_slice(column.as_string::<i64>().value(row).as_bytes()),
            D::Date32 => push_date(out, column.as_primitive::<Date32Type>().value(row) as i64),
            D::Date64 => push_date(
                out,
                column
                    .as_primitive::<Date64Type>()
                    .value(row)
                    .div_euclid(86_400_000),
            ),
            D::Time32(unit) => {
                let v = match unit {
                    TimeUnit::Second => column.as_primitive::<Time32SecondType>().value(row),
                    _ => column.as_primitive::<Time32MillisecondType>().value(row),
                };
                let (scale, digits) = unit_scale(unit);
                push_time(out, v as i64, scale, digits);
            }
            D::Time64(unit) => {
                let v = match unit {
                    TimeUnit::Microsecond => {
                        column.as_primitive::<Time64MicrosecondType>().value(row)
                    }
                    _ => column.as_primitive::<Time64NanosecondType>().value(row),
                };
                let (scale, digits) = unit_scale(unit);
                push_time(out, v, scale, digits);
            }
            D::Timestamp(unit, tz) => {
                let v = match unit {
                    TimeUnit::Second => column.as_primitive::<TimestampSecondType>().value(row),
                    TimeUnit::Millisecond => {
                        column.as_primitive::<TimestampMillisecondType>().value(row)
                    }
                    TimeUnit::Microsecond => {
                        column.as_primitive::<TimestampMicrosecondType>().value(row)
                    }
                    TimeUnit::Nanosecond => {
                        column.as_primitive::<TimestampNanosecondType>().value(row)
                    }
                };
                let (scale, digits) = unit_scale(unit);
                let day = 86_400 * scale;
                push_date(out, v.div_euclid(day));
                out.push(b' ');
                push_time(out, v.rem_euclid(day), scale, digits);
                if tz.is_some() {
                    out.push(b'Z');
                }
            }
            other => {
                return Err(Error::new(
                    Kind::Type,
                    format!("CSV cannot write a column of type {other}"),
                ));
            }
        }
        Ok(())
    }
}

/// A writer released without close keeps what it wrote, as 1.25's: a
/// file is flushed, an upload completed (errors unreported: close to see
/// them). A writer that failed or refused a batch never commits: its file
/// keeps the batches before the failure, its upload is aborted.
impl Drop for CsvSink {
    fn drop(&mut self) {
        if self.failure.is_none()
            && let Some(out) = self.out.take()
        {
            let _ = commit(out);
        }
    }
}

impl BatchSink for CsvSink {
    fn write(&mut self, batch: &RecordBatch) -> Result<()> {
        if let Some(failure) = &self.failure {
            return Err(failure.clone());
        }
        self.write_batch(batch)
            .inspect_err(|e| self.failure = Some(e.clone()))
    }

    fn finish(&mut self) -> Result<Option<Vec<u8>>> {
        if let Some(failure) = &self.failure {
            return Err(failure.clone());
        }
        let Some(out) = self.out.take() else {
            return Ok(None);
        };
        commit(out)?;
        Ok(None)
    }

    fn refuse(&mut self, error: &Error) {
        if self.failure.is_none() {
            self.failure = Some(error.clone());
        }
    }
}

impl CsvSink {
    /// Formats `batch` whole, then writes it.
    fn write_batch(&mut self, batch: &RecordBatch) -> Result<()> {
        for (field, column) in self.schema.fields().iter().zip(batch.columns()) {
            if !field.is_nullable() && column.null_count() > 0 {
                return Err(Error::new(
                    Kind::Type,
                    format!(
                        "CSV column '{}' contains nulls but is not nullable",
                        field.name()
                    ),
                ));
            }
        }
        let mut text = std::mem::take(&mut self.text);
        text.clear();
        let mut value = Vec::new();
        let strings: Vec<bool> = batch
            .columns()
            .iter()
            .map(|c| matches!(c.data_type(), DataType::Utf8 | DataType::LargeUtf8))
            .collect();
        let delimiter = self.config.delimiter;
        let budget = Budget::new("CSV write of a batch", batch.get_array_memory_size() as u64);
        let limit = budget.limit();
        for row in 0..batch.num_rows() {
            if text.len() as u64 > limit {
                let error = budget.exceeded(text.len() as u64, &format!("text of {row} rows"));
                text.clear();
                text.shrink_to(1 << 16);
                self.text = text;
                return Err(error);
            }
            for (col, column) in batch.columns().iter().enumerate() {
                if col > 0 {
                    text.push(delimiter);
                }
                if column.is_null(row) {
                    text.extend_from_slice(&self.config.null);
                    continue;
                }
                value.clear();
                CsvSink::value(&mut value, column.as_ref(), row)?;
                match self.config.quoting {
                    Quoting::AllValid => quoted(&mut text, &value),
                    Quoting::Needed if strings[col] => quoted(&mut text, &value),
                    Quoting::None
                        if value
                            .iter()
                            .any(|&c| c == delimiter || c == b'"' || c == b'\r' || c == b'\n') =>
                    {
                        self.text = text;
                        return Err(Error::invalid(format!(
                            "CSV values may not contain structural characters if quoting style \
                             is \"None\". See RFC4180. Invalid value: {}",
                            String::from_utf8_lossy(&value)
                        )));
                    }
                    _ => text.extend_from_slice(&value),
                }
            }
            text.extend_from_slice(&self.config.eol);
        }
        let written = self.output()?.write_all(&text).map_err(io);
        self.text = text;
        written
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn float(v: f64) -> String {
        let mut out = Vec::new();
        push_float(&mut out, v, &ties_to_even(format!("{v:e}"), v));
        String::from_utf8(out).unwrap()
    }

    #[test]
    fn floats_are_written_as_arrow_cpp_casts_them() {
        for (v, text) in [
            (1.5, "1.5"),
            (100.0, "100"),
            (1e20, "1e+20"),
            (1e-7, "1e-7"),
            (0.1, "0.1"),
            (-0.0, "-0"),
            (1e21, "1e+21"),
            (123456789.125, "123456789.125"),
            (1e10, "1e+10"),
            (1.5e9, "1500000000"),
            (1.2e-6, "0.0000012"),
            (1.5e-7, "1.5e-7"),
            (16777216.0, "16777216"),
            (1.5e10, "1.5e+10"),
            (f64::NAN, "nan"),
            (f64::NEG_INFINITY, "-inf"),
            (123456789012.0, "1.23456789012e+11"),
            (-2.5, "-2.5"),
            (570285349431116.0 + 0.25, "5.702853494311162e+14"),
        ] {
            assert_eq!(float(v), text, "{v}");
        }
        let v = -3_364_541.0_f32 - 0.25;
        let mut out = Vec::new();
        push_float(
            &mut out,
            v as f64,
            &ties_to_even(format!("{v:e}"), v as f64),
        );
        assert_eq!(out, b"-3364541.2");
    }

    #[test]
    fn dates_and_times_are_written_as_arrow_cpp_casts_them() {
        let mut out = Vec::new();
        push_date(&mut out, 0);
        push_date(&mut out, -719_162);
        push_time(&mut out, 3_723_500_000_001, 1_000_000_000, 9);
        assert_eq!(out, b"1970-01-010001-01-0101:02:03.500000001");
    }
}
