//! What one write may make the Parquet writer spend, checked before the
//! crate sees a row.
//!
//! The crate's writer works per value: it computes definition and
//! repetition levels for every slot of every column (an `i16` each), and
//! copies every value it writes into pages it buffers until the row group
//! is flushed. Most of that is backed by the batch's own memory, but not
//! all of it: a column of type null, or a struct, claims any length with
//! no buffer behind it, a dictionary repeats one value per key, and a
//! view array can point many rows at one long string. A 224-byte IPC
//! stream can so hand a writer 2^40 rows, which ran the old writer to the
//! memory limit. So each batch's work is charged against the expansion
//! budget of the runtime (`limits`: at most `max(ratio x input, floor)`,
//! where the input is the batch's memory) before it is written, and is
//! then handed to the crate in slices whose materialized size is at most
//! [`CHUNK_BYTES`], with the row group flushed once its buffered pages
//! pass [`ROW_GROUP_BYTES`]: memory stays bounded by those two figures
//! plus the batch, and time by the budget.

use arrow_array::cast::AsArray;
use arrow_array::{Array, RecordBatch, make_array};
use arrow_data::ArrayData;
use arrow_schema::DataType;

use crate::ffi::{Error, Result};
use crate::limits::Budget;

/// The level bytes the writer computes per slot (definition and
/// repetition, an `i16` each).
const LEVEL_BYTES: u64 = 4;
/// The most one slice handed to the crate's writer may materialize.
pub(super) const CHUNK_BYTES: u64 = 64 << 20;
/// A row group's buffered pages past this are flushed (a row group ends
/// early): Arrow C++ and the crate only count rows, and rows can be large.
pub(super) const ROW_GROUP_BYTES: usize = 256 << 20;
/// The deepest type walked: the record-batch types' own limit, which the
/// C Data import and the type constructors apply too.
const MAX_DEPTH: usize = crate::rb::types::MAX_TYPE_DEPTH;

/// What a batch makes the writer do.
#[derive(Debug, Default, Clone, Copy)]
struct Tally {
    /// Level and value bytes in all.
    cost: u64,
    /// The largest single value a dictionary or view repeats, summed over
    /// such columns: what one row may cost at most beyond the average.
    peak: u64,
}

/// The bytes of value `i` of a variable-width array's data, if it is one.
fn value_len(data: &ArrayData, i: usize) -> Option<u64> {
    match data.data_type() {
        DataType::Utf8 | DataType::Binary => {
            let offsets = data.buffer::<i32>(0);
            let (start, end) = (*offsets.get(i)?, *offsets.get(i + 1)?);
            Some(end.saturating_sub(start).max(0) as u64)
        }
        DataType::LargeUtf8 | DataType::LargeBinary => {
            let offsets = data.buffer::<i64>(0);
            let (start, end) = (*offsets.get(i)?, *offsets.get(i + 1)?);
            Some(end.saturating_sub(start).max(0) as u64)
        }
        DataType::Utf8View | DataType::BinaryView => {
            let view = *data.buffer::<u128>(0).get(i)?;
            Some(u64::from(view as u32))
        }
        _ => None,
    }
}

/// The bytes of every buffer of `data` (its own, not its children's).
fn own_bytes(data: &ArrayData) -> u64 {
    let buffers: usize = data.buffers().iter().map(|b| b.len()).sum();
    let nulls = data.nulls().map_or(0, |n| n.buffer().len());
    (buffers + nulls) as u64
}

fn tally(data: &ArrayData, depth: usize, t: &mut Tally) -> Result<()> {
    if depth > MAX_DEPTH {
        return Err(Error::invalid(format!(
            "Parquet write: column types nested deeper than {MAX_DEPTH} levels are refused"
        )));
    }
    let len = data.len() as u64;
    t.cost = t.cost.saturating_add(len.saturating_mul(LEVEL_BYTES));
    match data.data_type() {
        DataType::Dictionary(..) => {
            // The writer may look up (and, past the dictionary page limit,
            // copy) each valid key's value.
            let array = make_array(data.clone());
            let Some(dictionary) = array.as_any_dictionary_opt() else {
                return Ok(());
            };
            let values = dictionary.values().to_data();
            if values.is_empty() {
                // No value to repeat: every key is null.
                return Ok(());
            }
            let keys = dictionary.keys();
            let widths = if value_len(&values, 0).is_some() {
                None
            } else {
                // Fixed width values: the average is every value's size.
                let bytes = own_bytes(&values).max(1);
                Some(bytes.div_ceil(values.len() as u64))
            };
            let mut peak = 0;
            for (i, key) in dictionary.normalized_keys().into_iter().enumerate() {
                if keys.is_null(i) {
                    continue;
                }
                let size = match widths {
                    Some(width) => width,
                    None => value_len(&values, key).unwrap_or(0),
                };
                peak = peak.max(size);
                t.cost = t.cost.saturating_add(size);
            }
            t.peak = t.peak.saturating_add(peak);
        }
        DataType::Utf8View | DataType::BinaryView => {
            let mut peak = 0;
            for i in 0..data.len() {
                if data.is_null(i) {
                    continue;
                }
                let size = value_len(data, i).unwrap_or(0);
                peak = peak.max(size);
                t.cost = t.cost.saturating_add(size);
            }
            t.peak = t.peak.saturating_add(peak);
        }
        _ => {
            t.cost = t.cost.saturating_add(own_bytes(data));
            for child in data.child_data() {
                tally(child, depth + 1, t)?;
            }
        }
    }
    Ok(())
}

/// Checks what writing `batch` costs against the expansion budget and
/// returns how many rows to hand the crate's writer at a time (at least
/// one). `what` names the writer in the refusal.
pub(super) fn plan(batch: &RecordBatch, what: &'static str) -> Result<usize> {
    let rows = batch.num_rows();
    if rows == 0 {
        return Ok(1);
    }
    let mut t = Tally::default();
    for column in batch.columns() {
        tally(&column.to_data(), 0, &mut t)?;
    }
    let mut budget = Budget::new(what, batch.get_array_memory_size() as u64);
    budget.charge(t.cost, &format!("{rows} rows, their levels and values"))?;
    let per_row = (t.cost / rows as u64).max(t.peak).max(1);
    Ok(((CHUNK_BYTES / per_row).max(1)).min(rows as u64) as usize)
}

#[cfg(test)]
mod tests {
    use std::sync::Arc;

    use arrow_array::{DictionaryArray, Int64Array, NullArray, StringArray, types::Int32Type};
    use arrow_schema::{Field, Schema};

    use super::*;

    fn batch(column: Arc<dyn Array>) -> RecordBatch {
        let schema = Schema::new(vec![Field::new("c", column.data_type().clone(), true)]);
        RecordBatch::try_new(Arc::new(schema), vec![column]).unwrap()
    }

    #[test]
    fn ordinary_batches_pass_in_one_slice() {
        let rows = batch(Arc::new(Int64Array::from_iter_values(0..100_000)));
        assert_eq!(plan(&rows, "test").unwrap(), 100_000);
    }

    #[test]
    fn bufferless_and_repeated_values_are_charged() {
        let nulls = batch(Arc::new(NullArray::new(1 << 40)));
        let e = plan(&nulls, "Parquet write").unwrap_err();
        assert!(e.message.contains("expansion limit"), "{}", e.message);
        let huge = "x".repeat(1 << 20);
        let values = Arc::new(StringArray::from(vec![huge.as_str()]));
        let keys = arrow_array::Int32Array::from(vec![0; 4096]);
        let dictionary = DictionaryArray::<Int32Type>::try_new(keys, values).unwrap();
        let e = plan(&batch(Arc::new(dictionary)), "Parquet write").unwrap_err();
        assert!(e.message.contains("expansion limit"), "{}", e.message);
        let keys = arrow_array::Int32Array::from(vec![0; 16]);
        let values = Arc::new(StringArray::from(vec![huge.as_str()]));
        let dictionary = DictionaryArray::<Int32Type>::try_new(keys, values).unwrap();
        assert_eq!(plan(&batch(Arc::new(dictionary)), "test").unwrap(), 16);
    }
}
