//! Tables (`irx_arrow_table_handle`) and chunked columns
//! (`irx_arrow_chunked_array_handle`): the two reference-counted handles of
//! the data-frame runtime, their constructors from arrays and record
//! batches, and the conversions back to record batches that C Data, C
//! Stream, IPC, Parquet and CSV writers use.

use std::ffi::{c_char, c_int};
use std::sync::{Arc, RwLock};

use arrow_array::{Array, ArrayRef, RecordBatch, RecordBatchOptions, make_array};
use arrow_schema::{DataType, Field, FieldRef, Schema, SchemaRef};

use crate::arrow::array::ArrayHandle;
use crate::arrow::refcount::{release_in, retain_in};
use crate::ffi::error::Kind;
use crate::ffi::handle::{self, handle_type};
use crate::ffi::{Domain, Error, Result, export};

/// One column as Arrow C++'s `ChunkedArray`: a type (with the field's name
/// and nullability) and any number of chunks of that type, `len` rows in
/// all.
#[derive(Debug, Clone)]
pub(crate) struct Chunked {
    pub(crate) field: FieldRef,
    pub(crate) chunks: Vec<ArrayRef>,
    pub(crate) len: usize,
}

impl Chunked {
    /// A column of `chunks`, each of the field's type (checked).
    pub(crate) fn new(field: FieldRef, chunks: Vec<ArrayRef>) -> Result<Chunked> {
        if let Some(chunk) = chunks.iter().find(|c| c.data_type() != field.data_type()) {
            return Err(Error::new(
                Kind::Type,
                format!(
                    "chunk of type {} in a column of type {}",
                    chunk.data_type(),
                    field.data_type()
                ),
            ));
        }
        let len = chunks.iter().map(|c| c.len()).sum();
        Ok(Chunked { field, chunks, len })
    }

    /// The column's type.
    pub(crate) fn data_type(&self) -> &DataType {
        self.field.data_type()
    }

    /// Rows `[offset, offset + len)` as zero-copy slices of the chunks
    /// they fall in (the range is the caller's to check).
    pub(crate) fn slice(&self, offset: usize, len: usize) -> Vec<ArrayRef> {
        let mut out = Vec::new();
        let (mut start, mut left) = (offset, len);
        for chunk in &self.chunks {
            if left == 0 {
                break;
            }
            if start >= chunk.len() {
                start -= chunk.len();
                continue;
            }
            let take = left.min(chunk.len() - start);
            out.push(chunk.slice(start, take));
            left -= take;
            start = 0;
        }
        out
    }
}

/// A table as Arrow C++'s `Table`: a schema and one [`Chunked`] column per
/// field, each `rows` long. Immutable once made.
#[derive(Debug, Clone)]
pub(crate) struct Table {
    pub(crate) schema: SchemaRef,
    pub(crate) columns: Vec<Arc<Chunked>>,
    pub(crate) rows: usize,
}

impl Table {
    /// A table of `columns` under `schema`: one column per field, of the
    /// field's type, all of `rows` rows.
    pub(crate) fn new(schema: SchemaRef, columns: Vec<Arc<Chunked>>, rows: usize) -> Result<Table> {
        if columns.len() != schema.fields().len() {
            return Err(Error::invalid("table needs one column per schema field"));
        }
        for (field, column) in schema.fields().iter().zip(&columns) {
            if column.data_type() != field.data_type() {
                return Err(Error::new(
                    Kind::Type,
                    format!("column '{}' has the wrong type", field.name()),
                ));
            }
            if column.len != rows {
                return Err(Error::invalid("dataframe columns must have equal length"));
            }
        }
        Ok(Table {
            schema,
            columns,
            rows,
        })
    }

    /// The table of `batches` (zero copy: the batches' arrays become the
    /// chunks), each of which must have `schema`'s fields.
    pub(crate) fn from_batches(schema: SchemaRef, batches: &[RecordBatch]) -> Result<Table> {
        let mut chunks: Vec<Vec<ArrayRef>> =
            vec![Vec::with_capacity(batches.len()); schema.fields().len()];
        let mut rows = 0usize;
        for batch in batches {
            if batch.schema().fields() != schema.fields() {
                return Err(Error::new(
                    Kind::Type,
                    "batch schema differs from the table's",
                ));
            }
            for (column, array) in chunks.iter_mut().zip(batch.columns()) {
                column.push(array.clone());
            }
            rows += batch.num_rows();
        }
        let columns = schema
            .fields()
            .iter()
            .zip(chunks)
            .map(|(field, chunks)| Chunked::new(field.clone(), chunks).map(Arc::new))
            .collect::<Result<Vec<_>>>()?;
        Table::new(schema, columns, rows)
    }

    /// The table as record batches of `schema`'s fields: one per run of
    /// rows in which no column changes chunk (zero copy; none for an empty
    /// table with columns, one empty batch for a table without columns
    /// but with rows is not representable, so that gives one batch of
    /// `rows` rows and no columns).
    pub(crate) fn to_batches(&self) -> Result<Vec<RecordBatch>> {
        if self.columns.is_empty() {
            let options = RecordBatchOptions::new().with_row_count(Some(self.rows));
            let batch = RecordBatch::try_new_with_options(self.schema.clone(), vec![], &options)
                .map_err(crate::rb::arrow_error)?;
            return Ok(if self.rows == 0 { vec![] } else { vec![batch] });
        }
        let columns: Vec<&Chunked> = self.columns.iter().map(|c| c.as_ref()).collect();
        aligned(&columns, self.rows)?
            .into_iter()
            .map(|arrays| {
                RecordBatch::try_new(self.schema.clone(), arrays).map_err(crate::rb::arrow_error)
            })
            .collect()
    }

    /// The table as one record batch: each column's chunks concatenated
    /// (Arrow C++'s `CombineChunksToBatch`; a column of one chunk is
    /// shared, not copied).
    pub(crate) fn combined(&self) -> Result<RecordBatch> {
        let columns = self
            .columns
            .iter()
            .map(|column| match column.chunks.as_slice() {
                [] => Ok(arrow_array::new_empty_array(column.data_type())),
                [one] => Ok(one.clone()),
                many => {
                    let parts: Vec<&dyn Array> = many.iter().map(|a| a.as_ref()).collect();
                    arrow_select::concat::concat(&parts).map_err(crate::rb::arrow_error)
                }
            })
            .collect::<Result<Vec<_>>>()?;
        let options = RecordBatchOptions::new().with_row_count(Some(self.rows));
        RecordBatch::try_new_with_options(self.schema.clone(), columns, &options)
            .map_err(crate::rb::arrow_error)
    }

    /// The index of the column named `name`: `None` when there is none or
    /// more than one (Arrow C++'s `GetColumnByName`).
    pub(crate) fn column_index(&self, name: &str) -> Option<usize> {
        let mut found = self
            .schema
            .fields()
            .iter()
            .enumerate()
            .filter(|(_, f)| f.name() == name);
        match (found.next(), found.next()) {
            (Some((index, _)), None) => Some(index),
            _ => None,
        }
    }
}

/// Rows `[0, rows)` of `columns` (each at least `rows` long) cut wherever
/// any of them starts a new chunk: per run of rows, one zero-copy slice of
/// every column, in column order (no runs for zero rows). What a record
/// batch of a table, or an element-wise kernel over several columns, needs.
pub(crate) fn aligned(columns: &[&Chunked], rows: usize) -> Result<Vec<Vec<ArrayRef>>> {
    let mut cuts = vec![0usize, rows];
    for column in columns {
        let mut at = 0;
        for chunk in &column.chunks {
            at += chunk.len();
            cuts.push(at);
        }
    }
    cuts.sort_unstable();
    cuts.dedup();
    let mut runs = Vec::with_capacity(cuts.len());
    for pair in cuts.windows(2) {
        let (start, len) = (pair[0], pair[1] - pair[0]);
        if len == 0 {
            continue;
        }
        let arrays = columns
            .iter()
            .map(|c| {
                let mut parts = c.slice(start, len);
                debug_assert_eq!(parts.len(), 1, "cuts include every chunk boundary");
                parts
                    .pop()
                    .ok_or_else(|| Error::new(Kind::Arrow, "column shorter than the rows"))
            })
            .collect::<Result<Vec<_>>>()?;
        runs.push(arrays);
    }
    Ok(runs)
}

/// An opaque, reference-counted, immutable table (`irx_arrow_table_handle`).
///
/// Made with one reference by the table constructors and readers;
/// `irx_arrow_table_retain` adds one, `irx_arrow_table_release` drops one
/// (atomic: any thread may do either, and any number may read it).
#[derive(Debug)]
pub struct TableHandle {
    pub(crate) table: Table,
}
handle_type!(TableHandle, "table", Shared);

/// An opaque, reference-counted chunked column
/// (`irx_arrow_chunked_array_handle`): what a program holds as a series.
///
/// Independent of the table it came from: `irx_arrow_series_set` replaces
/// the column this handle holds and no other. Reads and a set may come
/// from different threads without undefined behaviour (the column is
/// swapped under a lock), though 1.25 leaves that unsupported.
#[derive(Debug)]
pub struct ChunkedArrayHandle {
    column: RwLock<Arc<Chunked>>,
}
handle_type!(ChunkedArrayHandle, "chunked array", Shared);

impl ChunkedArrayHandle {
    /// The column as it is now (a cheap clone of a shared pointer).
    pub(crate) fn get(&self) -> Arc<Chunked> {
        self.column
            .read()
            .unwrap_or_else(|e| e.into_inner())
            .clone()
    }

    /// Replaces the column.
    pub(crate) fn set(&self, column: Arc<Chunked>) {
        *self.column.write().unwrap_or_else(|e| e.into_inner()) = column;
    }
}

/// Hands `table` to C with one reference.
pub(crate) fn new_table(table: Table) -> Result<*mut TableHandle> {
    handle::new(TableHandle { table })
}

/// Hands `column` to C with one reference.
pub(crate) fn new_column(column: Arc<Chunked>) -> Result<*mut ChunkedArrayHandle> {
    handle::new(ChunkedArrayHandle {
        column: RwLock::new(column),
    })
}

/// The table behind a handle; NULL, released and foreign handles are
/// `IRX_ERR_INVALID` ("table must not be NULL", as 1.25).
///
/// # Safety
/// * `table` is NULL or a table handle that stays live for `'a`.
pub(crate) unsafe fn live_table<'a>(table: *const TableHandle) -> Result<&'a Table> {
    if table.is_null() {
        return Err(Error::invalid("table must not be NULL"));
    }
    // SAFETY: caller contract.
    Ok(&unsafe { handle::borrow(table)? }.table)
}

/// The chunked column behind a handle, as [`live_table`].
///
/// # Safety
/// * `column` is NULL or a chunked array handle that stays live for `'a`.
pub(crate) unsafe fn live_column<'a>(
    column: *const ChunkedArrayHandle,
) -> Result<&'a ChunkedArrayHandle> {
    if column.is_null() {
        return Err(Error::invalid("column must not be NULL"));
    }
    // SAFETY: caller contract.
    unsafe { handle::borrow(column) }
}

/// A caller's NUL-terminated name (NULL is `IRX_ERR_INVALID`, as 1.25).
///
/// # Safety
/// * `ptr` is NULL or a NUL-terminated string readable for `'a`.
pub(crate) unsafe fn name<'a>(ptr: *const c_char, what: &'static str) -> Result<&'a str> {
    if ptr.is_null() {
        return Err(Error::invalid(format!("{what} must not be NULL")));
    }
    // SAFETY: caller contract.
    unsafe { crate::rb::c_text(ptr, what) }
}

/// A new table in `*out_table` whose columns are the arrays of `arrays`
/// (shared, not copied), named by `names`; each field is nullable when its
/// array handle is, or when the array holds nulls. Both arrays are read for `column_count` entries; the caller
/// keeps its array references and releases the table once.
///
/// Errors (`*out_table` is NULL after any): `IRX_ERR_INVALID` for a NULL
/// `out_table`, a negative `column_count`, NULL `names` or `arrays` with
/// columns, a NULL name or array, a name that is not UTF-8, arrays of
/// different lengths, or an array handle that is not live. No columns
/// make a table of zero rows and columns.
///
/// # Safety
/// `names` and `arrays` are NULL or readable for `column_count` entries,
/// each name NUL-terminated; `out_table` is NULL or writable.
#[export(Frame, out = out_table)]
pub unsafe fn irx_arrow_table_new_from_arrays(
    column_count: i64,
    // `*mut`: 1.25 declares `const char **names, irx_arrow_array_handle
    // **arrays` (neither is written).
    names: *mut *const c_char,
    arrays: *mut *mut ArrayHandle,
    out_table: *mut *mut TableHandle,
) -> c_int {
    let count = usize::try_from(column_count)
        .map_err(|_| Error::invalid("column_count must be non-negative"))?;
    if count > 0 && names.is_null() {
        return Err(Error::invalid("names must not be NULL"));
    }
    if count > 0 && arrays.is_null() {
        return Err(Error::invalid("arrays must not be NULL"));
    }
    let mut fields = Vec::new();
    let mut columns = Vec::new();
    let mut rows = None;
    for index in 0..count {
        // SAFETY: both lists hold `count` entries (caller contract).
        let (name_ptr, array_ptr) = unsafe { (*names.add(index), *arrays.add(index)) };
        // SAFETY: caller contract.
        let name = unsafe { name(name_ptr, "column name")? };
        if array_ptr.is_null() {
            return Err(Error::invalid("array handle must not be NULL"));
        }
        // SAFETY: caller contract; a dead handle is refused by the lookup.
        let handle = unsafe { handle::borrow(array_ptr)? };
        let array = make_array(handle.data().clone());
        match rows {
            None => rows = Some(array.len()),
            Some(rows) if rows != array.len() => {
                return Err(Error::invalid("dataframe columns must have equal length"));
            }
            Some(_) => {}
        }
        // arrow-rs refuses nulls in a non-nullable field where Arrow C++ does
        // not look, so a column with nulls is nullable whatever its handle says.
        let nullable = handle.nullable || array.null_count() > 0;
        let field = Arc::new(Field::new(name, array.data_type().clone(), nullable));
        columns.push(Arc::new(Chunked::new(field.clone(), vec![array])?));
        fields.push(field);
    }
    let schema = Arc::new(Schema::new(fields));
    *out_table = new_table(Table::new(schema, columns, rows.unwrap_or(0))?)?;
    Ok(())
}

/// The table's row count; -1 with a message when `table` is NULL or not a
/// live table.
///
/// # Safety
/// `table` is NULL or a table handle.
#[export(Frame, value = -1)]
pub unsafe fn irx_arrow_table_num_rows(table: *const TableHandle) -> i64 {
    // SAFETY: caller contract.
    Ok(unsafe { live_table(table)? }.rows as i64)
}

/// The table's column count; -1 with a message when `table` is NULL or not
/// a live table.
///
/// # Safety
/// `table` is NULL or a table handle.
#[export(Frame, value = -1)]
pub unsafe fn irx_arrow_table_num_columns(table: *const TableHandle) -> i64 {
    // SAFETY: caller contract.
    Ok(unsafe { live_table(table)? }.columns.len() as i64)
}

/// The column named `name` as a new chunked array handle in `*out_column`
/// (it shares the table's chunks; release it once).
///
/// Errors (`*out_column` is NULL after any): `IRX_ERR_INVALID` for a NULL
/// or dead `table`, a NULL `name` or `out_column`, and for a name no
/// column has or more than one column has (as Arrow C++'s
/// `GetColumnByName`).
///
/// # Safety
/// `table` is NULL or a table handle; `name` is NULL or NUL-terminated;
/// `out_column` is NULL or writable.
#[export(Frame, out = out_column, first = table as "table")]
pub unsafe fn irx_arrow_table_column_by_name(
    table: *const TableHandle,
    name: *const c_char,
    out_column: *mut *mut ChunkedArrayHandle,
) -> c_int {
    // SAFETY: caller contract.
    let (table, name) = unsafe { (live_table(table)?, self::name(name, "column name")?) };
    let index = table
        .column_index(name)
        .ok_or_else(|| Error::invalid(format!("table has no column named '{name}'")))?;
    *out_column = new_column(table.columns[index].clone())?;
    Ok(())
}

/// Column `index` (zero-based) as a new chunked array handle in
/// `*out_column` (sharing the table's chunks; release it once).
///
/// Errors (`*out_column` is NULL after any): `IRX_ERR_INVALID` for a NULL
/// or dead `table` or a NULL `out_column`; `IRX_ERR_OOB` for an index
/// outside `[0, num_columns)`.
///
/// # Safety
/// `table` is NULL or a table handle; `out_column` is NULL or writable.
#[export(Frame, out = out_column, first = table as "table")]
pub unsafe fn irx_arrow_table_column_by_index(
    table: *const TableHandle,
    index: i32,
    out_column: *mut *mut ChunkedArrayHandle,
) -> c_int {
    // SAFETY: caller contract.
    let table = unsafe { live_table(table)? };
    let index = usize::try_from(index)
        .ok()
        .filter(|&i| i < table.columns.len())
        .ok_or_else(|| Error::new(Kind::OutOfBounds, "column index is out of bounds"))?;
    *out_column = new_column(table.columns[index].clone())?;
    Ok(())
}

/// Adds one reference to `table` (atomic). Returns 0 (NULL is a
/// successful no-op), `IRX_ERR_INVALID` for a handle that is not a live
/// table, `IRX_ERR_OVERFLOW` for a count that would pass 2^31 - 1.
///
/// # Safety
/// None beyond passing a pointer: unknown handles are detected, not read.
#[export(unguarded)]
pub unsafe fn irx_arrow_table_retain(table: *mut TableHandle) -> c_int {
    retain_in(Domain::Frame, FUNCTION, table)
}

/// Drops one reference to `table`, freeing it at zero (atomic). Column
/// handles taken from it hold their own references to the chunks. NULL is
/// a no-op; a handle that is not a live table changes nothing and leaves a
/// message in `irx_arrow_last_error`.
///
/// # Safety
/// None beyond passing a pointer; the caller gives up its reference.
#[export(unguarded)]
pub unsafe fn irx_arrow_table_release(table: *mut TableHandle) {
    release_in(Domain::Frame, FUNCTION, table)
}

/// Adds one reference to `column` (atomic), as `irx_arrow_table_retain`.
///
/// # Safety
/// None beyond passing a pointer: unknown handles are detected, not read.
#[export(unguarded)]
pub unsafe fn irx_arrow_chunked_array_retain(column: *mut ChunkedArrayHandle) -> c_int {
    retain_in(Domain::Frame, FUNCTION, column)
}

/// Drops one reference to `column`, freeing it at zero (atomic), as
/// `irx_arrow_table_release`.
///
/// # Safety
/// None beyond passing a pointer; the caller gives up its reference.
#[export(unguarded)]
pub unsafe fn irx_arrow_chunked_array_release(column: *mut ChunkedArrayHandle) {
    release_in(Domain::Frame, FUNCTION, column)
}

/// Tables for tests, shared with `transfer`'s.
#[cfg(test)]
pub(crate) mod tests {
    use std::sync::Arc;

    use arrow_array::cast::AsArray;
    use arrow_array::types::Int64Type;
    use arrow_array::{Array, ArrayRef, Int64Array, StringArray};
    use arrow_schema::{DataType, Field, Schema};

    use super::{Chunked, Table};

    /// A table whose columns are chunked differently: `a` (int64) in chunks
    /// of 3 and 3 rows, `b` (utf8) in chunks of 2, 0 and 4 rows.
    pub(crate) fn misaligned() -> Table {
        let a: Vec<ArrayRef> = vec![
            Arc::new(Int64Array::from(vec![0, 1, 2])),
            Arc::new(Int64Array::from(vec![3, 4, 5])),
        ];
        let b: Vec<ArrayRef> = vec![
            Arc::new(StringArray::from(vec![Some("r0"), None])),
            Arc::new(StringArray::from(Vec::<&str>::new())),
            Arc::new(StringArray::from(vec!["r2", "r3", "r4", "r5"])),
        ];
        let fields = vec![
            Arc::new(Field::new("a", DataType::Int64, false)),
            Arc::new(Field::new("b", DataType::Utf8, true)),
        ];
        let columns = vec![
            Arc::new(Chunked::new(fields[0].clone(), a).unwrap()),
            Arc::new(Chunked::new(fields[1].clone(), b).unwrap()),
        ];
        Table::new(Arc::new(Schema::new(fields)), columns, 6).unwrap()
    }

    /// Rows 0..6 of `misaligned`, from batches or one combined batch.
    pub(crate) fn check_rows(batches: &[arrow_array::RecordBatch]) {
        let mut row = 0i64;
        for batch in batches {
            let a = batch.column(0).as_primitive::<Int64Type>();
            let b = batch.column(1).as_string::<i32>();
            for i in 0..batch.num_rows() {
                assert_eq!(a.value(i), row);
                match row {
                    1 => assert!(b.is_null(i)),
                    _ => assert_eq!(b.value(i), format!("r{row}")),
                }
                row += 1;
            }
        }
        assert_eq!(row, 6);
    }

    /// Columns chunked differently become batches at every boundary of
    /// either (rows 0-2, 2-3, 3-6), each zero copy, and combine into one.
    #[test]
    fn misaligned_chunks_convert_to_batches() {
        let table = misaligned();
        let batches = table.to_batches().unwrap();
        let sizes: Vec<usize> = batches.iter().map(|b| b.num_rows()).collect();
        assert_eq!(sizes, [2, 1, 3]);
        check_rows(&batches);
        let combined = table.combined().unwrap();
        assert_eq!(combined.num_rows(), 6);
        check_rows(&[combined]);
        // Zero copy: batch 2's `a` is a slice of chunk 1's buffer.
        let chunk = table.columns[0].chunks[1].as_primitive::<Int64Type>();
        let sliced = batches[2].column(0).as_primitive::<Int64Type>();
        assert_eq!(sliced.values().as_ptr(), chunk.values().as_ptr());
    }
}
