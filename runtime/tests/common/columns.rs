//! Columns the worker-pool tests' sample batches share, and a column of
//! the table API ([`Column`]) made from one Arrow array.

use std::ops::Range;
use std::ptr;
use std::sync::Arc;

use arrow_array::ffi::{FFI_ArrowArray, FFI_ArrowSchema};
use arrow_array::{
    Array, ArrayRef, Float64Array, Int64Array, RecordBatch, StringArray, StructArray,
};
use arrow_schema::{Field, Schema};
use irx_runtime::frame::table::{
    ChunkedArrayHandle, irx_arrow_chunked_array_release, irx_arrow_table_column_by_index,
    irx_arrow_table_release,
};
use irx_runtime::frame::transfer::irx_arrow_table_import_batch;

/// A chunked array handle, released when dropped.
pub struct Column(pub *mut ChunkedArrayHandle);

impl Drop for Column {
    fn drop(&mut self) {
        // SAFETY: a live handle, released once.
        unsafe { irx_arrow_chunked_array_release(self.0) }
    }
}

/// A chunked array handle of one chunk, `array`, imported through C Data
/// as a one-column table's column.
pub fn column(array: ArrayRef) -> Column {
    let field = Field::new("c", array.data_type().clone(), true);
    let batch = RecordBatch::try_new(Arc::new(Schema::new(vec![field])), vec![array]).unwrap();
    let data = StructArray::from(batch).into_data();
    let mut c_array = FFI_ArrowArray::new(&data);
    let mut c_schema = FFI_ArrowSchema::try_from(data.data_type()).unwrap();
    let (mut table, mut out) = (ptr::null_mut(), ptr::null_mut());
    // SAFETY: live C Data structs, writable outputs; the table released
    // once, the column outliving it (it shares the chunks).
    unsafe {
        assert_eq!(
            irx_arrow_table_import_batch(&mut c_array, &mut c_schema, &mut table),
            0
        );
        assert_eq!(irx_arrow_table_column_by_index(table, 0, &mut out), 0);
        irx_arrow_table_release(table);
    }
    Column(out)
}

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
