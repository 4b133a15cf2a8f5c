//! Columns the worker-pool tests' sample batches share.

use std::ops::Range;

use arrow_array::{Float64Array, Int64Array, StringArray};

/// For each `i` of `range`: `i * 7919 mod 1,000,003`, null where `i` is 3
/// modulo 10.
pub fn sparse_ints(range: Range<usize>) -> Int64Array {
    Int64Array::from_iter(range.map(|i| (i % 10 != 3).then_some((i * 7919 % 1_000_003) as i64)))
}

/// For each `i` of `range`: `i / 4`.
pub fn quarters(range: Range<usize>) -> Float64Array {
    Float64Array::from_iter_values(range.map(|i| i as f64 * 0.25))
}

/// For each `i` of `range`: `text(i)`, null where `i` is a multiple of
/// `null_every`.
pub fn strings(
    range: Range<usize>,
    null_every: usize,
    text: impl Fn(usize) -> String,
) -> StringArray {
    StringArray::from_iter(range.map(|i| (i % null_every != 0).then(|| text(i))))
}
