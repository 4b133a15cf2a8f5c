//! The table functions of `irx_record_batch.h` (1.25's record-batch
//! family: `IRX_ERR_*` statuses, `irx_record_batch_errmsg()`): tables to
//! and from record batches, readers and writers; a table's schema; casts
//! to a declared schema; projection by column names.
//!
//! 1.25 has two ways from a batch to a table and back. The *static* ones
//! (`irx_rb_batch_to_table`, `irx_rb_table_to_batch`, `irx_rb_table_cast`)
//! hold the data to a data-frame schema as a program declares it: at least
//! one column, unique non-empty names, and for a declared schema the same
//! names and types column for column, no null where the declared field (or
//! a field nested in it) is not nullable; the result takes the declared
//! nullability. The *dynamic* ones (`irx_rb_batch_to_dynamic_table`,
//! `irx_rb_table_to_dynamic_batch`) take whatever schema the data has.
//!
//! Every conversion shares the data (zero copy) except a table to a batch
//! when a column has several chunks: those are concatenated, as Arrow C++'s
//! `CombineChunksToBatch`.

use std::collections::HashSet;
use std::ffi::{CStr, c_char, c_int};
use std::sync::Arc;

use arrow_array::cast::AsArray;
use arrow_array::{Array, ArrayRef, RecordBatch, RecordBatchOptions};
use arrow_buffer::{BooleanBuffer, BooleanBufferBuilder};
use arrow_schema::{DataType, Field, Schema, SchemaRef};

use super::table::{Chunked, Table, TableHandle, new_table};
use crate::ffi::error::Kind;
use crate::ffi::handle;
use crate::ffi::{Error, Result, export};
use crate::rb::batch::{self, IrxRbBatch};
use crate::rb::cdata::check_c_fields;
use crate::rb::schema::{self, IrxRbSchema};
use crate::rb::stream::{IrxRbStreamReader, IrxRbStreamWriter};
use crate::rb::types::type_name;

fn type_error(message: impl Into<std::borrow::Cow<'static, str>>) -> Error {
    Error::new(Kind::Type, message)
}

/// The table behind a handle in this family: NULL is `IRX_ERR_NULLPTR`,
/// a released or foreign handle `IRX_ERR_INVALID`.
///
/// # Safety
/// `table` is NULL or a table handle that stays live for `'a`.
unsafe fn table_of<'a>(table: *const TableHandle) -> Result<&'a Table> {
    // SAFETY: caller contract.
    Ok(&unsafe { handle::borrow(table)? }.table)
}

/// 1.25's data-frame schema: at least one field, names non-empty, unique
/// and free of NUL. 1.25 words its refusals as Arrow C++'s `Invalid`
/// statuses (their text) and reports them as `IRX_ERR_TYPE`.
fn dataframe_schema(schema: &Schema) -> Result<()> {
    if schema.fields().is_empty() {
        return Err(type_error(
            "Invalid: DataFrame requires a nonempty static schema",
        ));
    }
    let mut names = HashSet::new();
    for field in schema.fields() {
        if field.name().is_empty() || field.name().contains('\0') || !names.insert(field.name()) {
            return Err(type_error(
                "Invalid: DataFrame requires unique nonempty column names",
            ));
        }
    }
    Ok(())
}

/// Whether a type has a non-nullable field anywhere inside it.
fn has_strict_child(data_type: &DataType) -> bool {
    let strict = |f: &Field| !f.is_nullable() || has_strict_child(f.data_type());
    match data_type {
        DataType::List(f)
        | DataType::LargeList(f)
        | DataType::FixedSizeList(f, _)
        | DataType::Map(f, _) => strict(f),
        DataType::Struct(fields) => fields.iter().any(|f| strict(f)),
        _ => false,
    }
}

/// The elements of a list's child reachable from the reachable, valid
/// entries `reach` of the list (whose child ranges `range` gives).
fn child_reach(
    reach: &BooleanBuffer,
    child_len: usize,
    range: impl Fn(usize) -> (usize, usize),
) -> BooleanBuffer {
    let mut out = BooleanBufferBuilder::new(child_len);
    out.append_n(child_len, false);
    for i in reach.set_indices() {
        let (start, end) = range(i);
        for j in start..end.min(child_len) {
            out.set_bit(j, true);
        }
    }
    out.finish()
}

/// 1.25's nullability check of one column (chunk) against `field`: no
/// null where the field, or a field nested in it, is not nullable,
/// counting only the elements a reader can reach (a null struct or list
/// entry masks its children's storage). `reach` is the reachable elements
/// of `array` (`None`: all). Arrow's validation does not check this.
fn check_nullability(
    field: &Field,
    array: &ArrayRef,
    reach: Option<&BooleanBuffer>,
    path: &str,
) -> Result<()> {
    let nulls = array.logical_nulls();
    if !field.is_nullable() {
        let hidden = match (&nulls, reach) {
            (None, _) => 0,
            (Some(n), None) => n.null_count(),
            (Some(n), Some(r)) => (r & &!n.inner()).count_set_bits(),
        };
        if hidden > 0 {
            return Err(type_error(if reach.is_none() {
                format!("Invalid: DataFrame field '{path}' contains null values")
            } else {
                format!("Invalid: non-nullable DataFrame field '{path}' contains null values")
            }));
        }
    }
    if !has_strict_child(field.data_type()) {
        return Ok(());
    }
    let all = BooleanBuffer::new_set(array.len());
    let mut valid = nulls.map_or(all.clone(), |n| n.inner().clone());
    if let Some(r) = reach {
        valid = &valid & r;
    }
    let nested = |f: &Field, child: &ArrayRef, reach: &BooleanBuffer| {
        check_nullability(f, child, Some(reach), &format!("{path}.{}", f.name()))
    };
    match field.data_type() {
        DataType::Struct(fields) => {
            for (f, child) in fields.iter().zip(array.as_struct().columns()) {
                nested(f, child, &valid)?;
            }
        }
        DataType::List(f) | DataType::Map(f, _) => {
            let (offsets, values) = match array.data_type() {
                DataType::Map(..) => {
                    let map = array.as_map();
                    (
                        map.offsets().clone(),
                        Arc::new(map.entries().clone()) as ArrayRef,
                    )
                }
                _ => {
                    let list = array.as_list::<i32>();
                    (list.offsets().clone(), list.values().clone())
                }
            };
            let reach = child_reach(&valid, values.len(), |i| {
                (offsets[i] as usize, offsets[i + 1] as usize)
            });
            nested(f, &values, &reach)?;
        }
        DataType::LargeList(f) => {
            let list = array.as_list::<i64>();
            let offsets = list.offsets();
            let reach = child_reach(&valid, list.values().len(), |i| {
                (offsets[i] as usize, offsets[i + 1] as usize)
            });
            nested(f, list.values(), &reach)?;
        }
        DataType::FixedSizeList(f, size) => {
            let list = array.as_fixed_size_list();
            let size = *size as usize;
            let reach = child_reach(&valid, list.values().len(), |i| (i * size, (i + 1) * size));
            nested(f, list.values(), &reach)?;
        }
        _ => {}
    }
    Ok(())
}

/// The fields of `actual` held to a declared data-frame schema: both valid
/// data-frame schemas, the same number of columns, each with the declared
/// name and type (nested field names, nullability and metadata included),
/// every chunk of each column free of nulls the declared field forbids.
/// Returns the actual fields with the declared nullability (1.25: types
/// and the schema's metadata stay the data's).
fn declared_fields<'a>(
    actual: &Schema,
    expected: &Schema,
    columns: impl Iterator<Item = &'a [ArrayRef]>,
    hint: &str,
) -> Result<Vec<Arc<Field>>> {
    dataframe_schema(expected)?;
    if actual.fields().len() != expected.fields().len() {
        return Err(type_error(
            "DataFrame column count does not match the declared schema",
        ));
    }
    let mut out = Vec::with_capacity(expected.fields().len());
    for ((have, want), chunks) in actual.fields().iter().zip(expected.fields()).zip(columns) {
        if have.name() != want.name() || have.data_type() != want.data_type() {
            return Err(type_error(format!(
                "Cannot convert column '{}' ({}): expected '{}' ({}){hint}",
                have.name(),
                type_name(have.data_type()),
                want.name(),
                type_name(want.data_type())
            )));
        }
        for chunk in chunks {
            check_nullability(want, chunk, None, want.name())?;
        }
        out.push(Arc::new(
            have.as_ref().clone().with_nullable(want.is_nullable()),
        ));
    }
    Ok(out)
}

/// Refuses a top-level null in a column whose field is not nullable.
fn check_top_level_nulls(schema: &Schema, columns: &[ArrayRef]) -> Result<()> {
    for (field, column) in schema.fields().iter().zip(columns) {
        if !field.is_nullable() && column.null_count() > 0 {
            return Err(type_error(format!(
                "DataFrame column '{}' contains null values",
                field.name()
            )));
        }
    }
    Ok(())
}

/// A table handle for `table` after the check every table handed out of
/// this family gets in 1.25 (it crosses C Stream there): names and time
/// zones without NUL.
fn hand_out(table: Table) -> Result<*mut TableHandle> {
    check_c_fields(table.schema.fields())?;
    new_table(table)
}

/// A new table in `*out` of the batch's columns (shared, not copied) under
/// the data-frame schema `expected` declares: the batch must have
/// `expected`'s column count, names and types, both schemas must be
/// data-frame schemas (at least one column, unique non-empty names), and
/// no column may hold a null where `expected`'s field, or a field nested
/// in it, is not nullable. The table's fields take `expected`'s
/// nullability; types and schema metadata are the batch's.
///
/// Errors (`*out` is NULL after any): `IRX_ERR_NULLPTR` for a NULL
/// argument; `IRX_ERR_INVALID` for a batch or schema that is not live;
/// `IRX_ERR_TYPE` for every mismatch above (the message names the column).
///
/// # Safety
/// `batch` and `expected` are NULL or handles of this runtime; `out` is
/// NULL or writable.
#[export(RecordBatch, out = out)]
pub unsafe fn irx_rb_batch_to_table(
    batch: *const IrxRbBatch,
    expected: *const IrxRbSchema,
    out: *mut *mut TableHandle,
) -> c_int {
    // SAFETY: caller contract.
    let (batch, expected) = unsafe { (handle::borrow(batch)?, handle::borrow(expected)?) };
    let batch = &batch.batch;
    dataframe_schema(&batch.schema())?;
    let fields = declared_fields(
        &batch.schema(),
        &expected.schema,
        batch.columns().iter().map(std::slice::from_ref),
        "; use a matching DataFrame schema or explicitly convert the input before casting",
    )?;
    let schema = Arc::new(Schema::new_with_metadata(
        fields,
        batch.schema().metadata().clone(),
    ));
    let options = RecordBatchOptions::new().with_row_count(Some(batch.num_rows()));
    let converted =
        RecordBatch::try_new_with_options(schema.clone(), batch.columns().to_vec(), &options)
            .map_err(crate::rb::arrow_error)?;
    *out = hand_out(Table::from_batches(schema, &[converted])?)?;
    Ok(())
}

/// A new table in `*out` of the batch's columns (shared, not copied) under
/// the batch's own schema, whatever it is (the dynamic conversion).
///
/// Errors (`*out` is NULL after any): `IRX_ERR_NULLPTR` for a NULL
/// argument; `IRX_ERR_INVALID` for a batch that is not live; `IRX_ERR_TYPE`
/// for a non-nullable column holding nulls or a field name or time zone
/// with an embedded NUL.
///
/// # Safety
/// `batch` is NULL or a batch of this runtime; `out` is NULL or writable.
#[export(RecordBatch, out = out)]
pub unsafe fn irx_rb_batch_to_dynamic_table(
    batch: *const IrxRbBatch,
    out: *mut *mut TableHandle,
) -> c_int {
    // SAFETY: caller contract.
    let batch = &unsafe { handle::borrow(batch)? }.batch;
    check_top_level_nulls(&batch.schema(), batch.columns())?;
    *out = hand_out(Table::from_batches(
        batch.schema(),
        std::slice::from_ref(batch),
    )?)?;
    Ok(())
}

/// The table as a new batch in `*out`, held to a data-frame schema (at
/// least one column, unique non-empty names, no null in a non-nullable
/// column). A column of one chunk is shared; one of several is
/// concatenated into a new array.
///
/// Errors (`*out` is NULL after any): `IRX_ERR_NULLPTR` for a NULL
/// argument; `IRX_ERR_INVALID` for a table that is not live; `IRX_ERR_TYPE`
/// for a schema that is not a data-frame schema or a non-nullable column
/// holding nulls; `IRX_ERR_OVERFLOW` when concatenated chunks overflow
/// 32-bit offsets. Columns without an `IrxColumnType` (durations, views,
/// unions, ...) are carried into the batch (issue 34, item 3).
///
/// # Safety
/// `table` is NULL or a table handle; `out` is NULL or writable.
#[export(RecordBatch, out = out)]
pub unsafe fn irx_rb_table_to_batch(table: *const TableHandle, out: *mut *mut IrxRbBatch) -> c_int {
    // SAFETY: caller contract.
    let table = unsafe { table_of(table)? };
    let combined = table.combined()?;
    dataframe_schema(&table.schema)?;
    check_top_level_nulls(&table.schema, combined.columns())?;
    IrxRbSchema::checked(table.schema.clone())?;
    *out = batch::new_handle(combined)?;
    Ok(())
}

/// The table as a new batch in `*out` under its own schema, whatever it is
/// (the dynamic conversion), its chunks combined as by
/// `irx_rb_table_to_batch`.
///
/// Errors (`*out` is NULL after any): `IRX_ERR_NULLPTR` for a NULL
/// argument; `IRX_ERR_INVALID` for a table that is not live; `IRX_ERR_TYPE`
/// for a field name or time zone with an embedded NUL; `IRX_ERR_OVERFLOW`
/// as `irx_rb_table_to_batch`. Columns without an `IrxColumnType` are
/// carried.
///
/// # Safety
/// `table` is NULL or a table handle; `out` is NULL or writable.
#[export(RecordBatch, out = out)]
pub unsafe fn irx_rb_table_to_dynamic_batch(
    table: *const TableHandle,
    out: *mut *mut IrxRbBatch,
) -> c_int {
    // SAFETY: caller contract.
    let table = unsafe { table_of(table)? };
    check_c_fields(table.schema.fields())?;
    IrxRbSchema::checked(table.schema.clone())?;
    *out = batch::new_handle(table.combined()?)?;
    Ok(())
}

/// The table's schema as a new schema handle in `*out` (release it with
/// `irx_rb_schema_release`): names, types, nullability and metadata.
///
/// Errors (`*out` is NULL after any): `IRX_ERR_NULLPTR` for a NULL
/// argument; `IRX_ERR_INVALID` for a table that is not live. A column
/// type with no `IrxColumnType` is carried in the schema (only
/// `irx_rb_schema_field` on it is `IRX_ERR_TYPE`).
///
/// # Safety
/// `table` is NULL or a table handle; `out` is NULL or writable.
#[export(RecordBatch, out = out)]
pub unsafe fn irx_rb_table_schema(table: *const TableHandle, out: *mut *mut IrxRbSchema) -> c_int {
    // SAFETY: caller contract.
    let table = unsafe { table_of(table)? };
    *out = schema::new_handle(IrxRbSchema::checked(table.schema.clone())?)?;
    Ok(())
}

/// Reads every remaining batch of the reader into a new table in `*out`,
/// one chunk per batch (shared, not copied), under the reader's schema;
/// the reader is then at its end. A reader at its end gives a table of no
/// rows.
///
/// On a reader of a local IPC file (`irx_rb_file_reader_open`) with the
/// pool at 2 or more threads (`irx_runtime_set_threads`) and at least
/// 1 MiB of batch bodies left, the batches are read and decoded on the
/// pool: the same table, and the same error as on one thread (the first
/// failing batch's by file order), within the same expansion limit.
///
/// Errors (`*out` is NULL after any): `IRX_ERR_NULLPTR` for a NULL
/// argument; `IRX_ERR_INVALID` for a reader that is not live; the reader's
/// error for a batch it fails to read (`IRX_ERR_IO` for a truncated IPC
/// stream or a reader whose iteration was exported, ...); `IRX_ERR_TYPE`
/// for a field name or time zone with an embedded NUL.
///
/// # Safety
/// `reader` is NULL or a reader used by no other thread; `out` is NULL or
/// writable.
#[export(RecordBatch, out = out)]
pub unsafe fn irx_rb_reader_read_table(
    reader: *mut IrxRbStreamReader,
    out: *mut *mut TableHandle,
) -> c_int {
    // SAFETY: caller contract.
    let reader = unsafe { handle::borrow(reader)? };
    let batches = reader.rest()?;
    *out = hand_out(Table::from_batches(reader.schema.clone(), &batches)?)?;
    Ok(())
}

/// Writes the table to the writer, one batch per run of rows in which no
/// column changes chunk (columns chunked differently are re-sliced to
/// common boundaries, zero copy); a table of no rows writes nothing. The
/// table's schema must equal the writer's: names, types, nullability and
/// metadata.
///
/// Errors: `IRX_ERR_NULLPTR` for a NULL argument; `IRX_ERR_INVALID` for a
/// writer or table that is not live; `IRX_ERR_TYPE` for a schema that
/// differs from the writer's (nothing is written); the writer's error for
/// a failed write (`IRX_ERR_IO`, also after close), with the batches before
/// it written.
///
/// # Safety
/// `writer` is NULL or a writer used by no other thread; `table` is NULL or
/// a table handle.
#[export(RecordBatch)]
pub unsafe fn irx_rb_writer_write_table(
    writer: *mut IrxRbStreamWriter,
    table: *const TableHandle,
) -> c_int {
    // SAFETY: caller contract.
    let (writer, table) = unsafe { (handle::borrow_mut(writer)?, table_of(table)?) };
    if table.schema != writer.schema {
        return Err(writer.refuse(type_error(
            "table schema mismatch (including metadata/nullability)",
        )));
    }
    for batch in table.to_batches()? {
        writer.write(&batch)?;
    }
    Ok(())
}

/// A new table in `*out` of the table's columns (shared, not copied) held
/// to the data-frame schema `expected` declares, as `irx_rb_batch_to_table`
/// holds a batch: the same column count, names and types, no null where
/// `expected` forbids one (nested fields included, in every chunk). The
/// result takes `expected`'s nullability. 1.25's "cast" converts no values:
/// a different type is an error, not a conversion.
///
/// Errors (`*out` is NULL after any): `IRX_ERR_NULLPTR` for a NULL
/// argument; `IRX_ERR_INVALID` for a table or schema that is not live;
/// `IRX_ERR_TYPE` for a declared schema that is not a data-frame schema
/// and for every mismatch above.
///
/// # Safety
/// `table` is NULL or a table handle; `expected` is NULL or a schema; `out`
/// is NULL or writable.
#[export(RecordBatch, out = out)]
pub unsafe fn irx_rb_table_cast(
    table: *const TableHandle,
    expected: *const IrxRbSchema,
    out: *mut *mut TableHandle,
) -> c_int {
    // SAFETY: caller contract.
    let (table, expected) = unsafe { (table_of(table)?, handle::borrow(expected)?) };
    let fields = declared_fields(
        &table.schema,
        &expected.schema,
        table.columns.iter().map(|c| c.chunks.as_slice()),
        "",
    )?;
    let columns = fields
        .iter()
        .zip(&table.columns)
        .map(|(field, column)| Chunked::new(field.clone(), column.chunks.clone()).map(Arc::new))
        .collect::<Result<Vec<_>>>()?;
    let schema = Arc::new(Schema::new_with_metadata(
        fields,
        table.schema.metadata().clone(),
    ));
    *out = hand_out(Table::new(schema, columns, table.rows)?)?;
    Ok(())
}

/// A new table in `*out` of the columns `names[0..count)` names, in that
/// order (shared, not copied), with the table's schema metadata.
///
/// Errors (`*out` is NULL after any): `IRX_ERR_NULLPTR` for a NULL `table`
/// or `out`; `IRX_ERR_INVALID` for a table that is not live; `IRX_ERR_TYPE`
/// for NULL `names` or a `count` below 1 ("columns must be nonempty"), a
/// NULL, non-UTF-8 or repeated name, and a name no column has or more than
/// one column has ("unknown or ambiguous column: NAME").
///
/// # Safety
/// `table` is NULL or a table handle; `names` is NULL or readable for
/// `count` entries, each NULL or NUL-terminated; `out` is NULL or writable.
#[export(RecordBatch, out = out)]
pub unsafe fn irx_rb_table_project(
    table: *const TableHandle,
    names: *const *const c_char,
    count: i32,
    out: *mut *mut TableHandle,
) -> c_int {
    // SAFETY: caller contract.
    let table = unsafe { table_of(table)? };
    let count = usize::try_from(count).unwrap_or(0);
    if names.is_null() || count == 0 {
        return Err(type_error("columns must be nonempty"));
    }
    let mut seen = HashSet::with_capacity(count);
    let mut fields = Vec::with_capacity(count);
    let mut columns = Vec::with_capacity(count);
    for i in 0..count {
        // SAFETY: `names` holds `count` entries (caller contract).
        let name = unsafe { *names.add(i) };
        let name = (!name.is_null())
            // SAFETY: a non-NULL name is NUL-terminated (caller contract).
            .then(|| unsafe { CStr::from_ptr(name) }.to_str().ok())
            .flatten()
            .filter(|n| seen.insert(*n))
            .ok_or_else(|| type_error("duplicate or invalid column name"))?;
        let index = table
            .column_index(name)
            .ok_or_else(|| type_error(format!("unknown or ambiguous column: {name}")))?;
        fields.push(table.schema.fields()[index].clone());
        columns.push(table.columns[index].clone());
    }
    let schema: SchemaRef = Arc::new(Schema::new_with_metadata(
        fields,
        table.schema.metadata().clone(),
    ));
    *out = hand_out(Table::new(schema, columns, table.rows)?)?;
    Ok(())
}
