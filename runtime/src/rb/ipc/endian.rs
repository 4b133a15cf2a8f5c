//! Arrow IPC data written big-endian, read in native (little-endian)
//! order, as Arrow C++ and pyarrow read it (issue 34).
//!
//! The format's schema says which byte order every body buffer of a
//! stream or file is in (`Schema.endianness`; the flatbuffers and the
//! length prefixes of compressed buffers are little-endian whatever it
//! says). arrow-rs reads every buffer as native, so a big-endian file read
//! as it is gives wrong numbers silently, or offsets that fail validation
//! with misleading messages. Arrow C++ converts such data on read
//! (`ensure_native_endian`, on by default in pyarrow); so does this reader:
//! [`layout`](super::layout)'s walk of each batch message records
//! which buffers hold multi-byte values and how each value is laid out
//! ([`value_fields`]), the read charges the bytes to swap to its budget,
//! and [`swapped`] makes the native copy of the body that is decoded
//! (after decompression, for a compressed body).
//!
//! What is swapped is what Arrow C++ swaps: fixed-width values (integers,
//! floats, dates, times, timestamps, durations; intervals field by field;
//! decimals as whole numbers), offsets and list-view sizes, dense union
//! offsets and dictionary keys, in children and dictionary batches alike.
//! Validity bitmaps, booleans, bytes, fixed-size binary and union type ids
//! are single bytes. Run-end encoded and view (`Utf8View`, `BinaryView`)
//! columns are refused, as Arrow C++ refuses them: their swapped form is
//! not defined by it, and reading them unswapped would be silently wrong.

use arrow_buffer::{Buffer, MutableBuffer};
use arrow_ipc::Endianness;
use arrow_schema::{ArrowError, DataType, IntervalUnit, Schema};

/// One buffer to swap: `len` bytes (whole values) at `offset` of the body,
/// each value made of fields of the widths in `fields`.
#[derive(Clone, Copy, Debug)]
pub(super) struct Swap {
    pub(super) offset: usize,
    pub(super) len: usize,
    pub(super) fields: &'static [u8],
}

/// Whether the data under schema `fb` is in the other byte order than this
/// machine's (and so must be swapped); an error for an endianness value
/// the format does not define.
pub(super) fn foreign(fb: arrow_ipc::Schema<'_>) -> Result<bool, ArrowError> {
    let native = if cfg!(target_endian = "big") {
        Endianness::Big
    } else {
        Endianness::Little
    };
    match fb.endianness() {
        e @ (Endianness::Little | Endianness::Big) => Ok(e != native),
        Endianness(other) => Err(ArrowError::ParseError(format!(
            "invalid IPC schema: unknown endianness {other}"
        ))),
    }
}

/// The Arrow schema of `fb`. arrow-ipc refuses a big-endian schema with
/// a decimal column ("Big Endian is not supported for Decimal!": its own
/// reader would take the values as they lie); this reader swaps them, so a
/// big-endian schema is converted from a copy of its flatbuffer whose
/// endianness says Little (one 2-byte scalar rewritten in place: the copy
/// is as valid a flatbuffer as the original).
pub(super) fn schema(fb: arrow_ipc::Schema<'_>) -> Result<Schema, ArrowError> {
    let table = fb._tab;
    let slot = usize::from(table.vtable().get(arrow_ipc::Schema::VT_ENDIANNESS));
    if fb.endianness() == Endianness::Little || slot == 0 {
        return arrow_ipc::convert::try_fb_to_schema(fb);
    }
    let at = table.loc() + slot;
    let mut copy = table.buf().to_vec();
    copy.get_mut(at..at + 2)
        .ok_or_else(|| ArrowError::ParseError("invalid IPC schema flatbuffer".into()))?
        .copy_from_slice(&Endianness::Little.0.to_le_bytes());
    // SAFETY: the bytes `fb` was read from (verified), with the scalar at
    // `at` (inside the buffer, checked) changed; the table's location and
    // every offset are unchanged.
    let native =
        unsafe { arrow_ipc::Schema::init_from_table(flatbuffers::Table::new(&copy, table.loc())) };
    arrow_ipc::convert::try_fb_to_schema(native)
}

/// The field widths of one value of `dt`, a type whose values are `width`
/// bytes each (offsets: their own width), or `&[]` when nothing is swapped
/// (single bytes). Intervals are two or three integers; every other value
/// is one number, decimals included (Arrow C++ reverses their bytes
/// whole).
pub(super) fn value_fields(dt: Option<&DataType>, width: usize) -> &'static [u8] {
    match dt {
        Some(DataType::Interval(IntervalUnit::DayTime)) => &[4, 4],
        Some(DataType::Interval(IntervalUnit::MonthDayNano)) => &[4, 4, 8],
        _ => match width {
            2 => &[2],
            4 => &[4],
            8 => &[8],
            16 => &[16],
            32 => &[32],
            _ => &[],
        },
    }
}

/// Refuses the types Arrow C++ cannot swap either.
pub(super) fn refuse(dt: &DataType) -> ArrowError {
    ArrowError::NotYetImplemented(format!(
        "big-endian IPC data: {dt} columns cannot be converted to native byte order \
         (Arrow C++ refuses them too)"
    ))
}

/// A native-order copy of `body` with every buffer of `swaps` swapped
/// value by value. Each swap lies inside `body` (the walk took it from a
/// buffer `check_batch` placed there and rounded its length down to whole
/// values); one that does not is skipped rather than trusted. Buffers that
/// overlap are swapped once for each claim (a corrupt message's values
/// come out wrong, as they went in, and validation judges them); the read
/// charged the total to its budget first.
pub(super) fn swapped(body: &Buffer, swaps: &[Swap]) -> Buffer {
    // A fresh allocation is aligned for every type, so the copy needs no
    // realigning either.
    let mut out = MutableBuffer::new(body.len());
    out.extend_from_slice(body.as_slice());
    let bytes = out.as_slice_mut();
    for swap in swaps {
        let Some(end) = swap.offset.checked_add(swap.len) else {
            continue;
        };
        let Some(data) = bytes.get_mut(swap.offset..end) else {
            continue;
        };
        swap_values(data, swap.fields);
    }
    out.into()
}

/// Reverses each field of each value in `data` (whole values, checked by
/// the caller; a tail shorter than a value is left alone).
fn swap_values(data: &mut [u8], fields: &[u8]) {
    match fields {
        [] => {}
        [2] => data
            .chunks_exact_mut(2)
            .for_each(|c| c.copy_from_slice(&u16::from_be_bytes([c[0], c[1]]).to_le_bytes())),
        [4] => data.chunks_exact_mut(4).for_each(|c| {
            let v = u32::from_be_bytes(c.try_into().expect("4 bytes"));
            c.copy_from_slice(&v.to_le_bytes())
        }),
        [8] => data.chunks_exact_mut(8).for_each(|c| {
            let v = u64::from_be_bytes(c.try_into().expect("8 bytes"));
            c.copy_from_slice(&v.to_le_bytes())
        }),
        _ => {
            let width: usize = fields.iter().map(|&f| f as usize).sum();
            for value in data.chunks_exact_mut(width) {
                let mut at = 0;
                for &f in fields {
                    value[at..at + f as usize].reverse();
                    at += f as usize;
                }
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn values_are_swapped_field_by_field() {
        let body = Buffer::from_vec((0u8..40).collect::<Vec<_>>());
        let swaps = [
            Swap {
                offset: 0,
                len: 8,
                fields: &[4],
            },
            Swap {
                offset: 8,
                len: 16,
                fields: &[4, 4, 8],
            },
            Swap {
                offset: 24,
                len: 16,
                fields: &[16],
            },
            // Outside the body: left alone, not a panic.
            Swap {
                offset: 36,
                len: 8,
                fields: &[8],
            },
            Swap {
                offset: usize::MAX,
                len: 8,
                fields: &[8],
            },
        ];
        let out = swapped(&body, &swaps);
        let expect: Vec<u8> = [3, 2, 1, 0, 7, 6, 5, 4]
            .into_iter()
            .chain([11, 10, 9, 8, 15, 14, 13, 12, 23, 22, 21, 20, 19, 18, 17, 16])
            .chain((24..40).rev())
            .collect();
        assert_eq!(out.as_slice(), expect.as_slice());
        let mut odd = [1u8, 2, 3, 4, 5];
        swap_values(&mut odd, &[2]);
        assert_eq!(odd, [2, 1, 4, 3, 5]);
    }
}
