//! CSV values to Arrow arrays, with Arrow C++'s rules (its CSV
//! converters and `value_parsing.h`), where arrow-rs's own parsers differ:
//!
//! * null: an unquoted field equal to one of the null values (1.25's
//!   default: only the empty string); a quoted field is never null.
//! * integers: optional `-` (signed types only), decimal digits or `0x`
//!   hex digits (the bits of the type's width, `0xff` is -1 as int8),
//!   surrounding spaces and tabs ignored; out of range is an error.
//! * floats: decimal and exponent forms, `inf`, `infinity`, `nan` in any
//!   case with an optional sign, spaces and tabs ignored.
//! * booleans: `1 True TRUE true` / `0 False FALSE false`, exactly.
//! * dates `YYYY-MM-DD`, times `HH:MM[:SS[.fraction]]` (fraction digits up
//!   to the unit's), spaces and tabs ignored; timestamps ISO 8601
//!   `YYYY-MM-DD[( |T)hh[:mm[:ss[.fraction]]]][Z|(+|-)hh[[:]mm]]`, not
//!   trimmed, a zone offset converted to UTC and allowed only in a column
//!   with a time zone.
//! * strings: UTF-8 checked (binary: anything).
//!
//! Inference ([`infer`]) tries, as Arrow C++ does, null, int64, boolean,
//! date32, time32[s], timestamp[s], timestamp[ns], float64, string and
//! binary, keeping the first type every value of the block converts to
//! (a timestamp column takes a UTC zone when its first value has one).

use std::sync::Arc;

use arrow_array::types::*;
use arrow_array::{
    ArrayRef, ArrowPrimitiveType, BooleanArray, GenericBinaryArray, GenericStringArray, NullArray,
    OffsetSizeTrait, PrimitiveArray,
};
use arrow_buffer::{
    BooleanBufferBuilder, BufferBuilder, MutableBuffer, NullBuffer, OffsetBuffer, ScalarBuffer,
};
use arrow_schema::{DataType, TimeUnit};
use chrono::NaiveDate;

use super::parse::Parsed;
use crate::rb::types::type_name;

/// A value that does not convert: its row in the block and the message.
#[derive(Debug)]
pub(crate) struct Bad {
    pub(crate) row: usize,
    pub(crate) message: String,
}

/// The most bytes of a value quoted in an error message.
const VALUE_TEXT_LIMIT: usize = 512;

fn shown(value: &[u8]) -> String {
    let text = String::from_utf8_lossy(&value[..value.len().min(VALUE_TEXT_LIMIT)]);
    if value.len() > VALUE_TEXT_LIMIT {
        format!("{text}...")
    } else {
        text.into_owned()
    }
}

fn invalid(row: usize, dt: &DataType, value: &[u8]) -> Bad {
    Bad {
        row,
        message: format!(
            "CSV conversion error to {}: invalid value '{}'",
            type_name(dt),
            shown(value)
        ),
    }
}

/// The null values of a read (1.25's `null_values`).
#[derive(Debug, Clone)]
pub(crate) struct Nulls {
    empty: bool,
    others: Vec<Vec<u8>>,
    /// Bit `n` set when one of `others` is `n` bytes long (bit 63: 63 or
    /// longer), so that most values are told apart by their length alone
    /// (the 16 default null strings are 2 to 8 bytes long).
    lengths: u64,
}

impl Nulls {
    pub(crate) fn new(values: &[Vec<u8>]) -> Nulls {
        let others: Vec<Vec<u8>> = values.iter().filter(|v| !v.is_empty()).cloned().collect();
        Nulls {
            empty: values.iter().any(|v| v.is_empty()),
            lengths: others.iter().fold(0, |bits, v| bits | 1 << v.len().min(63)),
            others,
        }
    }

    #[inline]
    fn is_null(&self, value: &[u8], quoted: bool) -> bool {
        !quoted
            && if value.is_empty() {
                self.empty
            } else {
                self.lengths & (1 << value.len().min(63)) != 0
                    && self.others.iter().any(|n| n == value)
            }
    }
}

/// Without leading and trailing spaces and tabs.
#[inline]
fn trim(mut v: &[u8]) -> &[u8] {
    while let [b' ' | b'\t', rest @ ..] = v {
        v = rest;
    }
    while let [rest @ .., b' ' | b'\t'] = v {
        v = rest;
    }
    v
}

/// The hex digits after a `0x`/`0X` prefix, as a number of `bits` bits.
fn hex(v: &[u8], bits: u32) -> Option<Option<u64>> {
    let digits = match v {
        [b'0', b'x' | b'X', rest @ ..] => rest,
        _ => return None,
    };
    if digits.is_empty() {
        return Some(None);
    }
    let mut acc: u64 = 0;
    for &d in digits {
        let n = (d as char).to_digit(16)? as u64;
        if acc >> (bits - 4) != 0 {
            return Some(None);
        }
        acc = acc << 4 | n;
    }
    Some(Some(acc))
}

/// Decimal digits as a u64 (`None`: empty, not digits, or too large).
#[inline]
fn digits(v: &[u8]) -> Option<u64> {
    match v.len() {
        0 => None,
        // Eight digits at a time ([`eight_digits`]), the first `len % 8`
        // as eight with leading zeros: a chain of multiply-adds per digit,
        // and a loop whose trip count follows the length, were 9% of a
        // one-thread read of 12-digit integers. Up to 19 digits cannot
        // overflow a u64.
        len @ 8..=19 => {
            let head = len % 8;
            let mut acc = 0;
            if head > 0 {
                let first = u64::from_le_bytes(v[..8].try_into().ok()?);
                // The head's bytes to the top, '0' below them.
                let below = 8 * (8 - head) as u32;
                acc = eight_digits((first << below) | (ZEROS >> (64 - below)))?;
            }
            for eight in v[head..].chunks_exact(8) {
                acc = acc * 100_000_000 + eight_digits(u64::from_le_bytes(eight.try_into().ok()?))?;
            }
            Some(acc)
        }
        1..=7 => v.iter().try_fold(0u64, |acc, &c| {
            let d = c.wrapping_sub(b'0');
            (d <= 9).then(|| acc * 10 + u64::from(d))
        }),
        _ => v.iter().try_fold(0u64, |acc, &c| {
            let d = c.wrapping_sub(b'0');
            (d <= 9).then_some(())?;
            acc.checked_mul(10)?.checked_add(u64::from(d))
        }),
    }
}

/// `'0'` in every byte of a word.
const ZEROS: u64 = 0x3030_3030_3030_3030;

/// Eight decimal digits (a word of eight text bytes, the first in the low
/// byte) as their number, `None` when a byte is not a digit: each byte
/// becomes its digit, then neighbouring lanes are combined pairwise (two
/// digits per 16-bit lane, four per 32-bit lane, eight), the first byte
/// being the most significant digit. No multiply per digit.
#[inline(always)]
fn eight_digits(text: u64) -> Option<u64> {
    // Every byte in 0x30..=0x3F, and still so with 6 added: '0'..='9'.
    let high = 0xF0F0_F0F0_F0F0_F0F0u64;
    if text & high != ZEROS || (text + 0x0606_0606_0606_0606) & high != ZEROS {
        return None;
    }
    let d = text - ZEROS;
    let d = (d * 10 + (d >> 8)) & 0x00FF_00FF_00FF_00FF;
    let d = (d * 100 + (d >> 16)) & 0x0000_FFFF_0000_FFFF;
    Some((d * 10_000 + (d >> 32)) & 0xFFFF_FFFF)
}

/// A signed integer of `bits` bits in `[min, max]`.
#[inline]
fn signed(v: &[u8], bits: u32, min: i64, max: i64) -> Option<i64> {
    let v = trim(v);
    if let Some(h) = hex(v, bits) {
        let u = h?;
        // The hex digits are the value's bits (two's complement).
        return Some(((u << (64 - bits)) as i64) >> (64 - bits));
    }
    // The sign without a branch: half the values of a column may be
    // negative, in no order the CPU could predict.
    let negative = v.first() == Some(&b'-');
    let magnitude = digits(&v[usize::from(negative)..])?;
    let limit = if negative {
        min.unsigned_abs()
    } else {
        max as u64
    };
    let value = if negative {
        (magnitude as i64).wrapping_neg()
    } else {
        magnitude as i64
    };
    (magnitude <= limit).then_some(value)
}

/// An unsigned integer of `bits` bits up to `max`.
#[inline]
fn unsigned(v: &[u8], bits: u32, max: u64) -> Option<u64> {
    let v = trim(v);
    if let Some(h) = hex(v, bits) {
        return h;
    }
    digits(v).filter(|&m| m <= max)
}

fn float<T: lexical_core::FromLexical>(v: &[u8]) -> Option<T> {
    // Lexical's parser takes a leading '+' and "inf"/"infinity"/"nan" in
    // any case, as Arrow C++'s does; both refuse everything else it
    // refuses. It reads bytes, so no UTF-8 check comes first (`from_utf8`
    // was 10% of a one-thread read of a float column), and it takes 0.6x
    // the standard parser's time. It accepts exactly the text the standard
    // parser accepts, with the same bits (`floats_parse_as_the_standard_
    // library_does`).
    lexical_core::parse(trim(v)).ok()
}

fn two(v: &[u8]) -> Option<u32> {
    match v {
        [a @ b'0'..=b'9', b @ b'0'..=b'9'] => Some(((a - b'0') * 10 + (b - b'0')) as u32),
        _ => None,
    }
}

/// `YYYY-MM-DD` as days since the epoch (proleptic Gregorian, as Arrow's
/// date32; chrono refuses the dates a calendar does not have).
fn date(v: &[u8]) -> Option<i64> {
    if v.len() != 10 || v[4] != b'-' || v[7] != b'-' {
        return None;
    }
    let year = two(&v[0..2])? * 100 + two(&v[2..4])?;
    let (month, day) = (two(&v[5..7])?, two(&v[8..10])?);
    let date = NaiveDate::from_ymd_opt(year as i32, month, day)?;
    Some(i64::from(Date32Type::from_naive_date(date)))
}

/// The multiplier of seconds and the fraction digits allowed in `unit`.
fn unit_scale(unit: TimeUnit) -> (i64, usize) {
    match unit {
        TimeUnit::Second => (1, 0),
        TimeUnit::Millisecond => (1_000, 3),
        TimeUnit::Microsecond => (1_000_000, 6),
        TimeUnit::Nanosecond => (1_000_000_000, 9),
    }
}

/// `.digits` (1 to `max` of them) as a count of `10^-max` units; the rest
/// of the input after them.
fn fraction(v: &[u8], max: usize) -> Option<(i64, &[u8])> {
    let [b'.', rest @ ..] = v else {
        return Some((0, v));
    };
    let n = rest.iter().take_while(|c| c.is_ascii_digit()).count();
    if n == 0 || n > max {
        return None;
    }
    let mut value = digits(&rest[..n])? as i64;
    for _ in n..max {
        value *= 10;
    }
    Some((value, &rest[n..]))
}

/// `HH:MM[:SS[.fraction]]` in `unit`s since midnight (the whole input).
fn time_of_day(v: &[u8], unit: TimeUnit) -> Option<i64> {
    let (scale, max) = unit_scale(unit);
    let (h, m) = (two(v.get(0..2)?)?, two(v.get(3..5)?)?);
    if v[2] != b':' || h > 23 || m > 59 {
        return None;
    }
    let (s, frac) = match &v[5..] {
        [] => (0, 0),
        [b':', rest @ ..] => {
            let s = two(rest.get(0..2)?)?;
            let (frac, tail) = fraction(&rest[2..], max)?;
            if s > 59 || !tail.is_empty() {
                return None;
            }
            (s, frac)
        }
        _ => return None,
    };
    Some(((h * 3600 + m * 60 + s) as i64) * scale + frac)
}

/// An ISO 8601 timestamp in `unit`s since the epoch (UTC), and whether it
/// had a zone offset.
fn timestamp(v: &[u8], unit: TimeUnit) -> Option<(i64, bool)> {
    let (scale, max) = unit_scale(unit);
    let days = date(v.get(0..10)?)?;
    let mut seconds = days * 86_400;
    let mut frac = 0;
    let mut rest = &v[10..];
    if let [b'T' | b' ', time @ ..] = rest {
        let h = two(time.get(0..2)?)?;
        if h > 23 {
            return None;
        }
        seconds += h as i64 * 3600;
        rest = &time[2..];
        if let [b':', m1 @ b'0'..=b'9', m2 @ b'0'..=b'9', more @ ..] = rest {
            let m = two(&[*m1, *m2])?;
            if m > 59 {
                return None;
            }
            seconds += m as i64 * 60;
            rest = more;
            if let [b':', s1 @ b'0'..=b'9', s2 @ b'0'..=b'9', more @ ..] = rest {
                let s = two(&[*s1, *s2])?;
                if s > 59 {
                    return None;
                }
                seconds += s as i64;
                let (f, more) = fraction(more, max)?;
                frac = f;
                rest = more;
            }
        }
        // A zone offset, only after a time.
        let zone = match rest {
            [] => false,
            [b'Z'] => true,
            [sign @ (b'+' | b'-'), offset @ ..] => {
                let (oh, om) = match offset {
                    [a, b] => (two(&[*a, *b])?, 0),
                    [a, b, c, d] => (two(&[*a, *b])?, two(&[*c, *d])?),
                    [a, b, b':', c, d] => (two(&[*a, *b])?, two(&[*c, *d])?),
                    _ => return None,
                };
                if oh > 23 || om > 59 {
                    return None;
                }
                let shift = (oh * 3600 + om * 60) as i64;
                seconds -= if *sign == b'+' { shift } else { -shift };
                true
            }
            _ => return None,
        };
        let value = seconds.checked_mul(scale)?.checked_add(frac)?;
        return Some((value, zone));
    }
    if !rest.is_empty() {
        return None;
    }
    Some((seconds.checked_mul(scale)?, false))
}

/// A column's validity as it is built: no bitmap until the first null.
struct Validity {
    bits: Option<BooleanBufferBuilder>,
    rows: usize,
}

impl Validity {
    fn new(rows: usize) -> Validity {
        Validity { bits: None, rows }
    }

    /// Row `row` is null.
    fn null(&mut self, row: usize) {
        let rows = self.rows;
        self.bits
            .get_or_insert_with(|| {
                let mut b = BooleanBufferBuilder::new(rows);
                b.append_n(row, true);
                b
            })
            .append(false);
    }

    /// The next row is valid.
    #[inline]
    fn valid(&mut self) {
        if let Some(b) = &mut self.bits {
            b.append(true);
        }
    }

    fn finish(self) -> Option<NullBuffer> {
        self.bits.map(|mut b| NullBuffer::new(b.finish()))
    }
}

/// A column of `T` from the block's column `col`, each non-null value
/// through `parse` (its failure: `invalid` of the value `shown_value`
/// returns).
fn primitive<T: ArrowPrimitiveType>(
    p: &Parsed,
    col: usize,
    nulls: &Nulls,
    dt: &DataType,
    parse: impl Fn(&[u8]) -> Result<T::Native, String>,
) -> Result<ArrayRef, Bad> {
    let rows = p.rows;
    // Arrow's builder (64-byte aligned storage, as the kernels want: issue
    // 32 item 7), not a Vec (aligned to the element only).
    let mut values = BufferBuilder::<T::Native>::new(rows);
    let mut validity = Validity::new(rows);
    for row in 0..rows {
        let (v, quoted) = p.field(row, col);
        if nulls.is_null(v, quoted) {
            validity.null(row);
            values.append(T::Native::default());
            continue;
        }
        match parse(v) {
            Ok(x) => values.append(x),
            Err(message) => return Err(Bad { row, message }),
        }
        validity.valid();
    }
    let nulls = validity.finish();
    let array = PrimitiveArray::<T>::new(ScalarBuffer::from(values.finish()), nulls);
    Ok(Arc::new(array.with_data_type(dt.clone())))
}

/// The message of a value `parse` refused.
fn refused(dt: &DataType, v: &[u8]) -> String {
    invalid(0, dt, v).message
}

macro_rules! int_column {
    ($t:ty, $p:expr, $col:expr, $nulls:expr, $dt:expr, $f:expr) => {
        primitive::<$t>($p, $col, $nulls, $dt, |v| {
            $f(v).ok_or_else(|| refused($dt, trim(v)))
        })
    };
}

fn booleans(p: &Parsed, col: usize, nulls: &Nulls, dt: &DataType) -> Result<ArrayRef, Bad> {
    let rows = p.rows;
    let mut values = BooleanBufferBuilder::new(rows);
    let mut validity = Validity::new(rows);
    for row in 0..rows {
        let (v, quoted) = p.field(row, col);
        if nulls.is_null(v, quoted) {
            validity.null(row);
            values.append(false);
            continue;
        }
        let value = match v {
            b"0" | b"False" | b"FALSE" | b"false" => false,
            b"1" | b"True" | b"TRUE" | b"true" => true,
            _ => return Err(invalid(row, dt, v)),
        };
        values.append(value);
        validity.valid();
    }
    Ok(Arc::new(BooleanArray::new(
        values.finish(),
        validity.finish(),
    )))
}

/// A string (`utf8`) or binary column with offsets of `O`.
fn bytes<O: OffsetSizeTrait>(
    p: &Parsed,
    col: usize,
    nulls: &Nulls,
    dt: &DataType,
    utf8: bool,
) -> Result<ArrayRef, Bad> {
    let rows = p.rows;
    // 64-byte aligned storage, as in `primitive`.
    let mut offsets = BufferBuilder::<O>::new(rows + 1);
    offsets.append(O::usize_as(0));
    let mut data = MutableBuffer::new(p.bytes() / p.cols.max(1));
    let mut validity = Validity::new(rows);
    for row in 0..rows {
        let (v, quoted) = p.field(row, col);
        if nulls.is_null(v, quoted) {
            validity.null(row);
        } else {
            // A value that starts inside a character cannot be valid on
            // its own even when the whole column is (checked below).
            if utf8 && matches!(v.first(), Some(0x80..=0xBF)) {
                return Err(bad_utf8(row, dt));
            }
            data.extend_from_slice(v);
            validity.valid();
        }
        let end = O::from_usize(data.len()).ok_or_else(|| Bad {
            row,
            message: format!(
                "CSV conversion error to {}: the column's values exceed its offsets",
                type_name(dt)
            ),
        })?;
        offsets.append(end);
    }
    let nulls = validity.finish();
    // SAFETY: offsets start at 0 and never decrease (pushed as the data grew).
    let offsets = unsafe { OffsetBuffer::new_unchecked(ScalarBuffer::from(offsets.finish())) };
    if !utf8 {
        return Ok(Arc::new(GenericBinaryArray::<O>::new(
            offsets,
            data.into(),
            nulls,
        )));
    }
    // Valid as a whole, with every value starting at a character boundary
    // (checked above), so every value is valid. ASCII, most text, is
    // checked as such first: a few times faster than `from_utf8`.
    if !data.is_ascii()
        && let Err(e) = std::str::from_utf8(&data)
    {
        let at = O::usize_as(e.valid_up_to());
        let row = offsets.windows(2).position(|w| w[1] > at).unwrap_or(0);
        return Err(bad_utf8(row, dt));
    }
    // SAFETY: the data is UTF-8 and splits into values at character
    // boundaries; the offsets are valid (above).
    Ok(Arc::new(unsafe {
        GenericStringArray::<O>::new_unchecked(offsets, data.into(), nulls)
    }))
}

fn bad_utf8(row: usize, dt: &DataType) -> Bad {
    Bad {
        row,
        message: format!(
            "CSV conversion error to {}: invalid UTF8 data",
            type_name(dt)
        ),
    }
}

/// A timestamp column of `unit` and zone `tz`.
fn timestamps(
    p: &Parsed,
    col: usize,
    nulls: &Nulls,
    dt: &DataType,
    unit: TimeUnit,
    zoned: bool,
) -> Result<ArrayRef, Bad> {
    let parse = |v: &[u8]| match timestamp(v, unit) {
        None => Err(refused(dt, v)),
        Some((_, zone)) if zone != zoned => Err(if zoned {
            format!(
                "CSV conversion error to {}: expected a zone offset in '{}'. If these \
                 timestamps are in local time, parse them as timestamps without timezone, \
                 then call assume_timezone.",
                type_name(dt),
                shown(v)
            )
        } else {
            format!(
                "CSV conversion error to {}: expected no zone offset in '{}'",
                type_name(dt),
                shown(v)
            )
        }),
        Some((value, _)) => Ok(value),
    };
    match unit {
        TimeUnit::Second => primitive::<TimestampSecondType>(p, col, nulls, dt, parse),
        TimeUnit::Millisecond => primitive::<TimestampMillisecondType>(p, col, nulls, dt, parse),
        TimeUnit::Microsecond => primitive::<TimestampMicrosecondType>(p, col, nulls, dt, parse),
        TimeUnit::Nanosecond => primitive::<TimestampNanosecondType>(p, col, nulls, dt, parse),
    }
}

/// Column `col` of the block as an array of `dt` (a type 1.25 reads:
/// `IRX_COL_INT8` .. `IRX_COL_TIME64_NS`, or null).
pub(crate) fn convert(
    p: &Parsed,
    col: usize,
    dt: &DataType,
    nulls: &Nulls,
) -> Result<ArrayRef, Bad> {
    use DataType as D;
    match dt {
        D::Null => {
            for row in 0..p.rows {
                let (v, quoted) = p.field(row, col);
                if !nulls.is_null(v, quoted) {
                    return Err(invalid(row, dt, v));
                }
            }
            Ok(Arc::new(NullArray::new(p.rows)))
        }
        D::Int8 => int_column!(Int8Type, p, col, nulls, dt, |v| signed(
            v,
            8,
            i8::MIN as i64,
            i8::MAX as i64
        )
        .map(|x| x as i8)),
        D::Int16 => int_column!(Int16Type, p, col, nulls, dt, |v| signed(
            v,
            16,
            i16::MIN as i64,
            i16::MAX as i64
        )
        .map(|x| x as i16)),
        D::Int32 => int_column!(Int32Type, p, col, nulls, dt, |v| signed(
            v,
            32,
            i32::MIN as i64,
            i32::MAX as i64
        )
        .map(|x| x as i32)),
        D::Int64 => int_column!(Int64Type, p, col, nulls, dt, |v| signed(
            v,
            64,
            i64::MIN,
            i64::MAX
        )),
        D::UInt8 => int_column!(UInt8Type, p, col, nulls, dt, |v| unsigned(
            v,
            8,
            u8::MAX as u64
        )
        .map(|x| x as u8)),
        D::UInt16 => int_column!(UInt16Type, p, col, nulls, dt, |v| unsigned(
            v,
            16,
            u16::MAX as u64
        )
        .map(|x| x as u16)),
        D::UInt32 => int_column!(UInt32Type, p, col, nulls, dt, |v| unsigned(
            v,
            32,
            u32::MAX as u64
        )
        .map(|x| x as u32)),
        D::UInt64 => int_column!(UInt64Type, p, col, nulls, dt, |v| unsigned(v, 64, u64::MAX)),
        D::Float32 => int_column!(Float32Type, p, col, nulls, dt, float::<f32>),
        D::Float64 => int_column!(Float64Type, p, col, nulls, dt, float::<f64>),
        D::Boolean => booleans(p, col, nulls, dt),
        D::Utf8 => bytes::<i32>(p, col, nulls, dt, true),
        D::LargeUtf8 => bytes::<i64>(p, col, nulls, dt, true),
        D::Binary => bytes::<i32>(p, col, nulls, dt, false),
        D::LargeBinary => bytes::<i64>(p, col, nulls, dt, false),
        D::Date32 => int_column!(Date32Type, p, col, nulls, dt, |v| date(trim(v))
            .and_then(|d| i32::try_from(d).ok())),
        D::Date64 => int_column!(Date64Type, p, col, nulls, dt, |v| date(trim(v))
            .map(|d| d * 86_400_000)),
        D::Time32(TimeUnit::Second) => {
            int_column!(Time32SecondType, p, col, nulls, dt, |v| time_of_day(
                trim(v),
                TimeUnit::Second
            )
            .map(|t| t as i32))
        }
        D::Time32(TimeUnit::Millisecond) => {
            int_column!(Time32MillisecondType, p, col, nulls, dt, |v| time_of_day(
                trim(v),
                TimeUnit::Millisecond
            )
            .map(|t| t as i32))
        }
        D::Time64(TimeUnit::Microsecond) => {
            int_column!(Time64MicrosecondType, p, col, nulls, dt, |v| time_of_day(
                trim(v),
                TimeUnit::Microsecond
            ))
        }
        D::Time64(TimeUnit::Nanosecond) => {
            int_column!(Time64NanosecondType, p, col, nulls, dt, |v| time_of_day(
                trim(v),
                TimeUnit::Nanosecond
            ))
        }
        D::Timestamp(unit, tz) => timestamps(p, col, nulls, dt, *unit, tz.is_some()),
        other => Err(Bad {
            row: 0,
            message: format!("CSV conversion to {} is not supported", type_name(other)),
        }),
    }
}

/// Column `col` of the block with its type inferred as Arrow C++ does.
pub(crate) fn infer(p: &Parsed, col: usize, nulls: &Nulls) -> ArrayRef {
    use DataType as D;
    let candidates = [
        D::Null,
        D::Int64,
        D::Boolean,
        D::Date32,
        D::Time32(TimeUnit::Second),
    ];
    for dt in &candidates {
        if let Ok(array) = convert(p, col, dt, nulls) {
            return array;
        }
    }
    // Timestamps: zoned or not as the first value is.
    for unit in [TimeUnit::Second, TimeUnit::Nanosecond] {
        let first = (0..p.rows)
            .map(|row| p.field(row, col))
            .find(|(v, quoted)| !nulls.is_null(v, *quoted));
        if let Some((v, _)) = first
            && let Some((_, zoned)) = timestamp(v, unit)
        {
            let dt = D::Timestamp(unit, zoned.then(|| "UTC".into()));
            if let Ok(array) = convert(p, col, &dt, nulls) {
                return array;
            }
        }
    }
    for dt in [D::Float64, D::Utf8] {
        if let Ok(array) = convert(p, col, &dt, nulls) {
            return array;
        }
    }
    // Binary takes any bytes (an offset overflow cannot happen in a block
    // whose string conversion just failed on UTF-8 alone; should it, the
    // empty column of that type is the error's stand-in).
    convert(p, col, &D::Binary, nulls).unwrap_or_else(|_| arrow_array::new_empty_array(&D::Binary))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn integers_follow_arrow_cpp() {
        assert_eq!(signed(b" 5\t", 64, i64::MIN, i64::MAX), Some(5));
        assert_eq!(
            signed(b"0xffffffffffffffff", 64, i64::MIN, i64::MAX),
            Some(-1)
        );
        assert_eq!(signed(b"0x7f", 8, -128, 127), Some(127));
        assert_eq!(signed(b"0xff", 8, -128, 127), Some(-1));
        assert_eq!(signed(b"0x80", 8, -128, 127), Some(-128));
        assert_eq!(signed(b"0x100", 8, -128, 127), None);
        assert_eq!(signed(b"-0x10", 64, i64::MIN, i64::MAX), None);
        assert_eq!(signed(b"+5", 64, i64::MIN, i64::MAX), None);
        assert_eq!(signed(b"0x", 64, i64::MIN, i64::MAX), None);
        assert_eq!(
            signed(b"-9223372036854775808", 64, i64::MIN, i64::MAX),
            Some(i64::MIN)
        );
        assert_eq!(
            signed(b"-9223372036854775809", 64, i64::MIN, i64::MAX),
            None
        );
        assert_eq!(signed(b"9223372036854775808", 64, i64::MIN, i64::MAX), None);
        assert_eq!(signed(b"128", 8, -128, 127), None);
        assert_eq!(signed(b"-128", 8, -128, 127), Some(-128));
        assert_eq!(unsigned(b"-0", 8, 255), None);
        assert_eq!(unsigned(b"0xff", 8, 255), Some(255));
        assert_eq!(
            unsigned(b"18446744073709551615", 64, u64::MAX),
            Some(u64::MAX)
        );
        assert_eq!(unsigned(b"18446744073709551616", 64, u64::MAX), None);
    }

    #[test]
    fn digits_read_eight_at_a_time_as_one_at_a_time() {
        // The reference: a checked multiply-add per digit.
        let one_by_one = |v: &[u8]| -> Option<u64> {
            if v.is_empty() {
                return None;
            }
            v.iter().try_fold(0u64, |acc, &c| {
                c.is_ascii_digit().then_some(())?;
                acc.checked_mul(10)?.checked_add(u64::from(c - b'0'))
            })
        };
        // Each length up to 21, digits and each byte next to them ('/' and
        // ':', '0' - 1 and '9' + 1, and bytes whose low nibble is a digit)
        // at every place.
        let mut x = 0x9E37_79B9_7F4A_7C15u64;
        let mut next = || {
            x ^= x << 13;
            x ^= x >> 7;
            x ^= x << 17;
            x
        };
        let others = [b'/', b':', b'-', b' ', 0x20, 0x40, 0xB5, 0x00, b'a'];
        for len in 0..=21 {
            for _ in 0..400 {
                let mut v: Vec<u8> = (0..len).map(|_| b'0' + (next() % 10) as u8).collect();
                if len > 0 && next() % 2 == 0 {
                    let at = (next() % len as u64) as usize;
                    v[at] = others[(next() % others.len() as u64) as usize];
                }
                assert_eq!(
                    digits(&v),
                    one_by_one(&v),
                    "{:?}",
                    String::from_utf8_lossy(&v)
                );
            }
        }
        for text in [
            "99999999",
            "9999999999999999999",
            "18446744073709551615",
            "00000000",
        ] {
            assert_eq!(digits(text.as_bytes()), text.parse().ok(), "{text}");
        }
    }

    #[test]
    fn floats_parse_as_the_standard_library_does() {
        fn same<T: lexical_core::FromLexical + std::str::FromStr + Copy + Into<f64>>(v: &[u8]) {
            let ours = float::<T>(v).map(Into::into);
            let std_ = std::str::from_utf8(v)
                .ok()
                .and_then(|t| t.trim_matches([' ', '\t']).parse::<T>().ok())
                .map(Into::into);
            let bits = |x: Option<f64>| x.map(|x| if x.is_nan() { 1 } else { x.to_bits() });
            assert_eq!(bits(ours), bits(std_), "{:?}", String::from_utf8_lossy(v));
        }
        let fixed = [
            "nan",
            "NaN",
            "-nan",
            "+NaN",
            "nAn",
            "inF",
            "+inf",
            "Infinity",
            "INFINITY",
            "infinityx",
            "1e+5",
            "1E-5",
            "1e5.",
            "00001",
            "-0",
            "-0.0",
            "1.e5",
            ".e5",
            "1..2",
            "--1",
            "+-1",
            "1e+",
            "1e-",
            " 1.5\t",
            "9007199254740993",
            "1e-400",
            "2.2250738585072011e-308",
            "4.9406564584124654e-324",
            "3.4028235e38",
            "3.4028236e38",
            "1.00000017881393432617187499",
            "1e0000000000000000000000000001",
            "0.000000000000000000000000000000000000000000001",
            "123456789012345678901234567890.123456789e-10",
        ];
        // Random text of the bytes a float has, and numbers of the usual
        // shapes (sign, digits, fraction, exponent).
        let mut x = 0x9E37_79B9_7F4A_7C15u64;
        let mut next = move || {
            x ^= x << 13;
            x ^= x >> 7;
            x ^= x << 17;
            x
        };
        let alphabet = b"0123456789012345678901234567890123456789..eE+-infatyINFATY_x ";
        let mut texts: Vec<Vec<u8>> = fixed.iter().map(|t| t.as_bytes().to_vec()).collect();
        for _ in 0..20_000 {
            let len = (next() % 24) as usize;
            texts.push(
                (0..len)
                    .map(|_| alphabet[(next() % alphabet.len() as u64) as usize])
                    .collect(),
            );
            let mut t = String::new();
            if next() % 2 == 0 {
                t.push('-');
            }
            t.push_str(&(next() % 1_000_000).to_string());
            if next() % 3 != 0 {
                t.push('.');
                (0..next() % 20).for_each(|_| t.push(char::from(b'0' + (next() % 10) as u8)));
            }
            if next() % 4 == 0 {
                t.push_str(if next() % 2 == 0 { "e-" } else { "e" });
                t.push_str(&(next() % 400).to_string());
            }
            texts.push(t.into_bytes());
        }
        for t in &texts {
            same::<f64>(t);
            same::<f32>(t);
        }
    }

    #[test]
    fn floats_follow_arrow_cpp() {
        for (text, ok) in [
            ("+nan", true),
            ("-infinity", true),
            ("iNf", true),
            ("1.", true),
            ("+.5", true),
            ("1e", false),
            ("1.5f", false),
            ("infinit", false),
            (".", false),
            ("-.", false),
            ("+", false),
            ("0x1p3", false),
            ("1_000", false),
            ("e5", false),
            ("1e400", true),
            ("1\u{b5}", false),
            ("\u{2212}1", false),
        ] {
            assert_eq!(float::<f64>(text.as_bytes()).is_some(), ok, "{text}");
        }
    }

    #[test]
    fn temporal_values_follow_arrow_cpp() {
        assert_eq!(date(b"1970-01-01"), Some(0));
        assert_eq!(date(b"2020-02-29"), Some(18321));
        assert_eq!(date(b"2019-02-29"), None);
        assert_eq!(date(b"0000-01-01"), Some(-719528));
        assert_eq!(time_of_day(b"12:34", TimeUnit::Second), Some(45240));
        assert_eq!(time_of_day(b"12:34:56.5", TimeUnit::Second), None);
        assert_eq!(
            time_of_day(b"12:34:56.5", TimeUnit::Millisecond),
            Some(45_296_500)
        );
        assert_eq!(time_of_day(b"24:00:00", TimeUnit::Second), None);
        assert_eq!(
            timestamp(b"2020-01-01T12", TimeUnit::Second),
            Some((1_577_880_000, false))
        );
        assert_eq!(
            timestamp(b"1970-01-01T01:00:00+01:00", TimeUnit::Second),
            Some((0, true))
        );
        assert_eq!(
            timestamp(b"1970-01-01 00:00:00Z", TimeUnit::Second),
            Some((0, true))
        );
        assert_eq!(timestamp(b"1970-01-01T00:00:00.5", TimeUnit::Second), None);
        assert_eq!(
            timestamp(b"1970-01-01T00:00:00.5", TimeUnit::Millisecond),
            Some((500, false))
        );
        assert_eq!(timestamp(b"1600-01-01", TimeUnit::Nanosecond), None);
        assert_eq!(timestamp(b" 1970-01-01", TimeUnit::Second), None);
    }
}
