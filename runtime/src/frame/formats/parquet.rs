//! A whole Parquet file or dataset read into a table, and a table written
//! to one.

use std::ffi::{c_char, c_int};
use std::sync::Arc;

use arrow_schema::SchemaRef;

use crate::ffi::{Error, Result, export};
use crate::frame::table::{self, Table, TableHandle};
use crate::rb::parquet::options::Options;
use crate::rb::parquet::{
    self, IrxParquetOptions, io_error, live_options, local_path, optional_schema, text, thrown,
};
use crate::rb::schema::IrxRbSchema;
use crate::rb::stream::{self, Validation};

/// The whole table a reader would read, as a new table in `*out` (release
/// it with `irx_arrow_table_release`). With `auto_detect` non-zero, a
/// directory is read as a hive dataset (`dataset` and `hive` set) and a
/// file as a file, whatever the options say.
///
/// Errors: those of `irx_rb_parquet_reader_open_options` and of reading
/// (`*out` NULL).
///
/// # Safety
/// As `irx_rb_parquet_reader_open_options`.
#[export(RecordBatch, out = out)]
pub unsafe fn irx_rb_parquet_read_table(
    path: *const c_char,
    expected: *const IrxRbSchema,
    options: *const IrxParquetOptions,
    auto_detect: c_int,
    out: *mut *mut TableHandle,
) -> c_int {
    // SAFETY: caller contract.
    let (path, options) = unsafe { (text(path, "path")?, live_options(options)?) };
    // SAFETY: caller contract.
    let expected = unsafe { optional_schema(expected)? };
    let mut effective = options.clone();
    if auto_detect != 0 {
        // An object store has no directories: a URI ending in '/' (or a
        // bucket) names a dataset, any other an object.
        let directory = match crate::store::parse(path)? {
            Some(uri) => uri.key.is_empty() || uri.key.ends_with('/'),
            None => {
                let local = local_path(path)?;
                std::fs::metadata(&local)
                    .map_err(|e| io_error("cannot open Parquet path", &local, &e))?
                    .is_dir()
            }
        };
        effective.dataset = directory;
        effective.hive = directory;
    }
    let source = parquet::read::open(path, expected.as_ref(), effective.batch_size, &effective)
        .map_err(|e| thrown("reader", path, e))?;
    let schema = arrow_array::RecordBatchReader::schema(&source);
    let mut checked = stream::Source(Box::new(source), Validation::Needed);
    let mut batches = Vec::new();
    while let Some(batch) = checked.next_checked(&schema) {
        batches.push(batch.map_err(crate::rb::arrow_error)?);
    }
    *out = table::new_table(Table::from_batches(schema, &batches)?)?;
    Ok(())
}

/// Writes `table` to `path` with `options` and closes the file (atomic,
/// append, dataset, ... as `irx_rb_parquet_writer_open_options`). With
/// `auto_dataset` non-zero and partition columns given, writes a hive
/// dataset (`dataset` and `hive` set).
///
/// A failed write leaves `path` as it was (a file is staged and renamed
/// only once complete; a dataset writer removes what it made; see
/// `irx_rb_parquet_writer_open_options`).
///
/// Errors: those of `irx_rb_parquet_writer_open_options`, of writing and of
/// closing; `IRX_ERR_NULLPTR` for NULL table, path or options (a released
/// table is `IRX_ERR_INVALID`).
///
/// # Safety
/// `table` is NULL or a table handle; `path` NULL or NUL-terminated;
/// `options` NULL or options.
#[export(RecordBatch)]
pub unsafe fn irx_rb_parquet_write_table(
    table: *const TableHandle,
    path: *const c_char,
    options: *const IrxParquetOptions,
    auto_dataset: c_int,
) -> c_int {
    if table.is_null() {
        return Err(Error::null("table"));
    }
    // SAFETY: caller contract.
    let (table, path, options) = unsafe {
        (
            table::live_table(table)?,
            text(path, "path")?,
            live_options(options)?,
        )
    };
    let mut effective = options.clone();
    if auto_dataset != 0 && !effective.partition_columns.is_empty() {
        effective.dataset = true;
        effective.hive = true;
    }
    write_table(table, path, &effective)
}

/// Writes every batch of `table` through a new sink and finishes it.
fn write_table(table: &Table, path: &str, options: &Options) -> Result<()> {
    let schema: SchemaRef = Arc::clone(&table.schema);
    let mut sink = parquet::open_sink(&schema, path, options)?;
    for batch in table.to_batches()? {
        sink.write(&batch)?;
    }
    sink.finish()?;
    Ok(())
}
