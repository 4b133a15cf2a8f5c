//! A whole CSV file read into a table, and a table written to one.
use std::collections::{HashMap, HashSet};
use std::ffi::{c_char, c_int};
use std::sync::Arc;

use arrow_array::RecordBatchReader;
use arrow_schema::Schema;

use crate::ffi::handle;
use crate::ffi::{Error, Result, export};
use crate::frame::table::{Table, TableHandle, new_table};
use crate::rb::csv::{
    self as csv, IrxCsvOptions, c_path, open_sink, open_source, optional_schema, refused,
};
use crate::rb::schema::IrxRbSchema;
use crate::rb::stream;

/// What a table's column costs besides its chunks' slots: the chunked
/// column, its `Arc` and the table's slot (about 130 bytes measured).
const TABLE_COLUMN_BYTES: u64 = 128;

/// The columns of `table` named by `names`, in that order (1.25's table
/// projection: `IRX_ERR_TYPE` for a repeated name and for a name no column
/// or more than one column has).
fn project(table: Table, names: &[Vec<u8>]) -> Result<Table> {
    // Each name's column, `None` when several have it: built once, so a
    // wide table and a long list cost one step per column and per name.
    let mut by_name: HashMap<&str, Option<usize>> = HashMap::new();
    for (index, field) in table.schema.fields().iter().enumerate() {
        by_name
            .entry(field.name().as_str())
            .and_modify(|found| *found = None)
            .or_insert(Some(index));
    }
    let mut seen = HashSet::new();
    let mut fields = Vec::with_capacity(names.len());
    let mut columns = Vec::with_capacity(names.len());
    for raw in names {
        let name = String::from_utf8_lossy(raw);
        if !seen.insert(raw) {
            return Err(refused("duplicate or invalid column name"));
        }
        let index = by_name
            .get(&*name)
            .copied()
            .flatten()
            .ok_or_else(|| refused(format!("unknown or ambiguous column: {name}")))?;
        fields.push(table.schema.fields()[index].clone());
        columns.push(table.columns[index].clone());
    }
    let schema = Arc::new(Schema::new_with_metadata(
        fields,
        table.schema.metadata().clone(),
    ));
    Table::new(schema, columns, table.rows)
}

/// Reads a whole CSV file into a new table in `*out` (release it with
/// `irx_arrow_table_release`): `irx_rb_csv_reader_open_options`, every
/// batch (each a chunk of the table's columns), then, when the option
/// `columns` lists names, only those columns in that order.
///
/// Errors (`*out` is NULL after any): those of
/// `irx_rb_csv_reader_open_options` and of reading its batches (a value
/// that does not convert, nulls in a non-nullable column of `schema`, the
/// expansion limit, which counts the table's columns too:
/// `IRX_ERR_INVALID`); `IRX_ERR_TYPE` for a `columns` name that is
/// repeated or that no column (or more than one) has.
///
/// # Safety
/// As `irx_rb_csv_reader_open_options`.
#[export(RecordBatch, out = out)]
pub unsafe fn irx_rb_csv_read_table(
    path: *const c_char,
    schema: *const IrxRbSchema,
    options: *const IrxCsvOptions,
    out: *mut *mut TableHandle,
) -> c_int {
    if options.is_null() {
        return Err(Error::null("options"));
    }
    // SAFETY: caller contract.
    let (path, options, schema) = unsafe {
        (
            c_path(path)?,
            handle::borrow(options)?,
            optional_schema(schema)?,
        )
    };
    let mut source = open_source(path, schema, options)?;
    let schema = source.schema();
    let mut batches = Vec::new();
    for batch in &mut source {
        batches.push(batch.map_err(crate::rb::arrow_error)?);
    }
    // The table's own columns (a chunked column each, a slot per batch in
    // it) count against what the file may cost, as its batches did.
    let cols = schema.fields().len() as u64;
    let per_column = csv::read::SLOT_BYTES.saturating_mul(batches.len() as u64 + 1);
    source.charge(
        cols.saturating_mul(TABLE_COLUMN_BYTES.saturating_add(per_column)),
        "the table's columns",
    )?;
    let mut table = Table::from_batches(schema, &batches)?;
    if !options.columns.is_empty() {
        table = project(table, &options.columns)?;
    }
    *out = new_table(table)?;
    Ok(())
}

/// Writes `table` (borrowed) to a CSV file at `path` with `options`, as
/// `irx_rb_csv_writer_open_options` with the table's schema, every chunk
/// of its columns in order, then a close that flushes the file.
///
/// Errors: `IRX_ERR_NULLPTR` for a NULL `table`, `path` or `options`;
/// `IRX_ERR_INVALID` for a table handle that is not live; those of
/// `irx_rb_csv_writer_open_options` and of writing (`IRX_ERR_TYPE` for
/// nulls in a non-nullable column, `IRX_ERR_INVALID` for a value quoting
/// "none" cannot write, `IRX_ERR_IO`). What was written before a failure
/// stays in the file.
///
/// # Safety
/// `table` is NULL or a table handle; `path` is NULL or NUL-terminated;
/// `options` is NULL or an options value.
#[export(RecordBatch)]
pub unsafe fn irx_rb_csv_write_table(
    table: *const TableHandle,
    path: *const c_char,
    options: *const IrxCsvOptions,
) -> c_int {
    if table.is_null() {
        return Err(Error::null("table"));
    }
    // SAFETY: caller contract.
    let table = &unsafe { handle::borrow(table)? }.table;
    // SAFETY: caller contract.
    let path = unsafe { c_path(path)? };
    if options.is_null() {
        return Err(Error::null("options"));
    }
    // SAFETY: caller contract.
    let options = unsafe { handle::borrow(options)? };
    let mut sink = open_sink(table.schema.clone(), path, options)?;
    for batch in table.to_batches()? {
        stream::BatchSink::write(&mut sink, &batch)?;
    }
    stream::BatchSink::finish(&mut sink)?;
    Ok(())
}
