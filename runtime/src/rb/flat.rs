//! Record batches of flat columns (fixed-width values, booleans, utf8 and
//! binary of both offset widths, fixed-size binary), decoded from IPC
//! without arrow-ipc's validation and validated here instead.
//!
//! Why: arrow-data checks a utf8 column's offsets one at a time through an
//! iterator chain that can stop with a formatted error at each step (about
//! four cycles an offset, a third of the time of reading a data-frame
//! literal). The rules are the same here, checked in one pass without
//! branches; arrow-data's own validation runs only when that pass finds a
//! fault, so an error is always arrow-data's, word for word.
//!
//! The trade is safe only because of what happens first: [`eligible`] walks
//! the message's nodes and buffers in arrow-ipc's order and admits a batch
//! only when every buffer is long enough for the constructors arrow-ipc
//! calls without validation (they slice buffers and panic on a short
//! one); everything it cannot vouch for takes the validated path.
//! [`validate`] then runs every check `ArrayData::validate_full` makes on
//! these layouts and the record batch's own.

use std::collections::HashMap;

use arrow_array::{ArrayRef, RecordBatch, RecordBatchOptions};
use arrow_buffer::{ArrowNativeType, Buffer};
use arrow_data::{ArrayData, UnsafeFlag};
use arrow_ipc::MetadataVersion;
use arrow_schema::{ArrowError, DataType, SchemaRef};

/// The batch message `batch` with body `body` decoded the fast way and
/// validated, or `None` when it is not [`eligible`] (the caller decodes it
/// with arrow-ipc's validation).
pub(super) fn decode(
    body: &Buffer,
    batch: arrow_ipc::RecordBatch<'_>,
    schema: &SchemaRef,
    dictionaries: &HashMap<i64, ArrayRef>,
    version: &MetadataVersion,
) -> Option<Result<RecordBatch, ArrowError>> {
    if !eligible(schema, batch) {
        return None;
    }
    let mut unchecked = UnsafeFlag::new();
    // SAFETY: `eligible` found every buffer of this flat batch long enough
    // for the constructors arrow-ipc calls unvalidated (the only reads
    // before `validate`), and `validate` checks everything validation would
    // before the batch is used.
    unsafe { unchecked.set(true) };
    let decoded = arrow_ipc::reader::RecordBatchDecoder::try_new(
        body,
        batch,
        schema.clone(),
        dictionaries,
        version,
    )
    .map(|decoder| {
        decoder
            .with_require_alignment(false)
            .with_skip_validation(unchecked)
    })
    .and_then(|decoder| decoder.read_record_batch());
    Some(decoded.and_then(validate))
}

/// Whether `batch` (uncompressed, every buffer inside its body: checked
/// before) can be decoded without validation: a flat schema, and every
/// node's buffers long enough for arrow-ipc's unvalidated constructors.
fn eligible(schema: &SchemaRef, batch: arrow_ipc::RecordBatch<'_>) -> bool {
    let (Some(nodes), Some(buffers)) = (batch.nodes(), batch.buffers()) else {
        return false;
    };
    // Flat columns have no variadic buffers: counts the validated path
    // would refuse as unconsumed go there.
    let variadic = batch.variadicBufferCounts().is_some_and(|v| !v.is_empty());
    if batch.compression().is_some() || variadic || nodes.len() != schema.fields().len() {
        return false;
    }
    let mut buffers = buffers.iter().map(|b| b.length());
    let mut next = || usize::try_from(buffers.next()?).ok();
    schema.fields().iter().zip(nodes.iter()).all(|(field, node)| {
        // `check_batch` refused negative lengths and null counts.
        let (rows, nulls) = (node.length() as usize, node.null_count() as usize);
        let Some(validity) = next() else {
            return false;
        };
        if nulls > 0 && validity < rows.div_ceil(8) {
            return false;
        }
        let fits = |bytes: Option<usize>, need: Option<usize>| {
            matches!((bytes, need), (Some(b), Some(n)) if b >= n)
        };
        match field.data_type() {
            DataType::Boolean => fits(next(), Some(rows.div_ceil(8))),
            DataType::FixedSizeBinary(size) => {
                fits(next(), usize::try_from(*size).ok().and_then(|s| s.checked_mul(rows)))
            }
            DataType::Utf8 | DataType::Binary => offsets_fit(next(), next(), rows, 4),
            DataType::LargeUtf8 | DataType::LargeBinary => offsets_fit(next(), next(), rows, 8),
            dt if dt.is_primitive() => {
                fits(next(), dt.primitive_width().and_then(|w| w.checked_mul(rows)))
            }
            _ => false,
        }
    })
}

/// An offsets buffer of `rows + 1` offsets (or none for no rows, as
/// writers may send), and a values buffer.
fn offsets_fit(offsets: Option<usize>, values: Option<usize>, rows: usize, width: usize) -> bool {
    let need = if rows == 0 {
        Some(0)
    } else {
        rows.checked_add(1).and_then(|n| n.checked_mul(width))
    };
    matches!((offsets, need, values), (Some(o), Some(n), Some(_)) if o >= n)
}

/// The checks of validated decoding, for a batch [`eligible`] admitted and
/// arrow-ipc decoded without them: every column as `validate_full` checks
/// it, then the record batch (lengths, types, nullability).
fn validate(unchecked: RecordBatch) -> Result<RecordBatch, ArrowError> {
    let (schema, columns, rows) = unchecked.into_parts();
    for column in &columns {
        validate_full(&column.to_data())?;
    }
    let options = RecordBatchOptions::new().with_row_count(Some(rows));
    RecordBatch::try_new_with_options(schema, columns, &options)
}

/// `data.validate_full()`, with a utf8 array of no children checked in
/// one pass ([`utf8_sound`]) instead of arrow-data's offset by offset; its
/// errors are arrow-data's, word for word (asked whenever the pass finds
/// a fault). The Parquet readers' batches are checked with it too
/// (`stream::Source::next_checked`): the crate builds their strings
/// unvalidated.
pub(crate) fn validate_full(data: &ArrayData) -> Result<(), ArrowError> {
    let fast = match data.data_type() {
        DataType::Utf8 => Some(utf8_sound::<i32> as fn(&ArrayData) -> bool),
        DataType::LargeUtf8 => Some(utf8_sound::<i64> as fn(&ArrayData) -> bool),
        _ => None,
    };
    let Some(fast) = fast.filter(|_| data.child_data().is_empty()) else {
        return data.validate_full();
    };
    data.validate()?;
    data.validate_nulls()?;
    if !fast(data) {
        data.validate_values()?;
    }
    Ok(())
}

/// Whether a utf8 array (layout checked by `ArrayData::validate`) holds
/// what arrow-data's `validate_utf8` accepts: offsets that are
/// non-negative, never decrease and end inside the values, the bytes
/// between the first and last offset valid UTF-8, and every offset on a
/// character boundary. `false` means "not shown": the caller asks
/// arrow-data, which finds the fault and words the error.
fn utf8_sound<O: ArrowNativeType + Ord>(data: &ArrayData) -> bool {
    if data.is_empty() {
        // Nothing to gain: arrow-data's check of no strings is as quick.
        return false;
    }
    let offsets = offsets_of::<O>(data);
    let values = data.buffers()[1].as_slice();
    let (Some(first), Some(last)) = (offsets[0].to_usize(), offsets[offsets.len() - 1].to_usize())
    else {
        return false;
    };
    if last > values.len() {
        return false;
    }
    // One pass, no early exit: the loop vectorises. Offsets that never
    // fall also put `first <= last`.
    let mut falls = false;
    for pair in offsets.windows(2) {
        falls |= pair[1] < pair[0];
    }
    if falls {
        return false;
    }
    // Now first <= every offset <= last: each is an index into the text.
    let text = &values[first..last];
    // ASCII text (most of it) is UTF-8 whose every byte starts a
    // character, so no offset can fall inside one: done in one pass.
    if text.is_ascii() {
        return true;
    }
    if std::str::from_utf8(text).is_err() {
        return false;
    }
    // Every offset strictly inside the text must start a character. Those
    // equal to `last` end it (a boundary) and, offsets never falling, are
    // a suffix: the rest are below `last`, so each indexes a byte.
    let inner = &offsets[1..offsets.len() - 1];
    let below = inner.len()
        - inner
            .iter()
            .rev()
            .take_while(|o| o.as_usize() == last)
            .count();
    let mut inside = false;
    for offset in &inner[..below] {
        // SAFETY: `offset < last <= values.len()` (above).
        let byte = unsafe { *values.get_unchecked(offset.as_usize()) };
        // A UTF-8 continuation byte is 0b10xx_xxxx: less than -64 as i8.
        inside |= (byte as i8) < -64;
    }
    !inside
}

/// The `len + 1` offsets of a variable-size array from its offset on.
fn offsets_of<O: ArrowNativeType>(data: &ArrayData) -> &[O] {
    &data.buffers()[0].typed_data::<O>()[data.offset()..=data.offset() + data.len()]
}

#[cfg(test)]
mod tests {
    use super::*;
    use arrow_array::{Array, LargeStringArray, StringArray};
    use arrow_buffer::Buffer;

    /// A utf8 array of `offsets` and `values`, unchecked: the tests only
    /// validate it, or ask `utf8_sound` of a layout `validate` accepted.
    fn unchecked(offsets: &[i32], values: &[u8]) -> ArrayData {
        // SAFETY: see above; nothing else reads it.
        unsafe {
            ArrayData::builder(DataType::Utf8)
                .len(offsets.len() - 1)
                .add_buffer(Buffer::from_slice_ref(offsets))
                .add_buffer(Buffer::from_slice_ref(values))
                .build_unchecked()
        }
    }

    /// The array, if its layout passes `ArrayData::validate` (what
    /// [`validate`] checks before `utf8_sound`).
    fn utf8(offsets: &[i32], values: &[u8]) -> Option<ArrayData> {
        let data = unchecked(offsets, values);
        data.validate().ok().map(|()| data)
    }

    /// `utf8_sound` says yes exactly where arrow-data's full validation
    /// passes.
    #[test]
    fn utf8_sound_agrees_with_arrow_data() {
        let text = "aé€𝄞z".as_bytes(); // 1, 2, 3, 4 and 1 bytes
        let mut cases: Vec<(Vec<i32>, Vec<u8>)> = vec![
            (vec![0, 1, 3, 6, 10, 11], text.to_vec()),
            (vec![0, 2], text.to_vec()),          // inside é
            (vec![0, 1, 4], text.to_vec()),       // inside €
            (vec![1, 1, 1], text.to_vec()),       // empty strings
            (vec![0, 3, 1], text.to_vec()),       // falling
            (vec![0, 12], text.to_vec()),         // past the values
            (vec![-1, 3], text.to_vec()),         // negative
            (vec![0, 2], vec![0xff, 0x41]),       // invalid byte
            (vec![0, 1, 2], vec![0xc3, 0xa9]),    // boundary inside a pair
            (vec![6, 10, 11], text.to_vec()),     // starts at an offset
            (vec![3, 11], text.to_vec()),         // starts mid-character
            (vec![0, 1, 1], vec![0x61, 0xa9]),    // ends before a stray byte
            (vec![0, 1, 1, 2], vec![0x61, 0xa9]), // then takes it
            (vec![0, 3, 5], b"hello".to_vec()),   // ASCII only
            (vec![0, 3, 6], b"hello".to_vec()),   // ASCII, past the values
            (vec![0, 4, 3], b"hello".to_vec()),   // ASCII, falling
            (vec![0, 1, 2], vec![0x41, 0x80]),    // ASCII, then a stray byte
        ];
        // Every pair of cut points over the text, as two strings.
        for a in 0..=text.len() as i32 {
            for b in a..=text.len() as i32 {
                cases.push((vec![0, a, b], text.to_vec()));
            }
        }
        let mut layouts = 0;
        for (offsets, values) in cases {
            let Some(data) = utf8(&offsets, &values) else {
                continue;
            };
            layouts += 1;
            let arrow = data.validate_values().is_ok();
            assert_eq!(utf8_sound::<i32>(&data), arrow, "{offsets:?}");
        }
        assert!(layouts > 60, "{layouts}");
    }

    /// `validate_full` answers as arrow-data's, error words included, for
    /// utf8 arrays good and bad (layouts arrow-data refuses too), a nested
    /// array and another type.
    #[test]
    fn validate_full_answers_as_arrow_data() {
        let text = "aé€".as_bytes();
        let cases: [(&[i32], &[u8]); 8] = [
            (&[0, 1, 3, 6], text),
            (&[0, 2], text),
            (&[0, 3, 1], text),
            (&[0, 9], text),
            (&[0, 2], &[0xff, 0x41]),
            (&[0, 1], b""),
            (&[0, 1, 2], b"ab"),
            (&[0], b""),
        ];
        let mut bad = 0;
        for (offsets, values) in cases {
            let data = unchecked(offsets, values);
            let ours = validate_full(&data).map_err(|e| e.to_string());
            assert_eq!(
                ours,
                data.validate_full().map_err(|e| e.to_string()),
                "{offsets:?}"
            );
            bad += usize::from(ours.is_err());
        }
        assert_eq!(bad, 5);
        let list =
            arrow_array::ListArray::from_iter_primitive::<arrow_array::types::Int32Type, _, _>(
                vec![Some(vec![Some(1)]), None],
            )
            .to_data();
        assert!(validate_full(&list).is_ok());
        let ints = arrow_array::Int64Array::from(vec![1, 2]).to_data();
        assert!(validate_full(&ints).is_ok());
    }

    #[test]
    fn sliced_and_large_arrays() {
        let strings = StringArray::from(vec!["ab", "é", "", "€x"]);
        let sliced = strings.slice(1, 2).to_data();
        assert!(utf8_sound::<i32>(&sliced));
        let large = LargeStringArray::from(vec!["ab", "é"]).to_data();
        assert!(utf8_sound::<i64>(&large));
        // No strings: arrow-data is asked (as quick, and it words errors).
        let empty = StringArray::from(Vec::<&str>::new()).to_data();
        assert!(!utf8_sound::<i32>(&empty));
    }
}
