//! Tables across the C Data and C Stream interfaces and from Arrow IPC
//! bytes (`irx_arrow_table_{import,export}_{batch,stream}`,
//! `irx_arrow_table_from_ipc`): the record-batch versions of
//! `rb::cdata` and `rb::ipc` (the same checks of producers' structs and
//! of IPC input), with 1.25's arrow-family statuses.

use std::ffi::c_int;
use std::sync::Arc;

use arrow_array::ffi::{FFI_ArrowArray, FFI_ArrowSchema};
use arrow_array::ffi_stream::FFI_ArrowArrayStream;
use arrow_buffer::Buffer;

use super::table::{Table, TableHandle, live_table, new_table};
use crate::ffi::{Error, Result, export};
use crate::rb::cdata;

/// 1.25's category for a released input or a live output here
/// (`IRX_ERR_INVALID`: Arrow C++ refuses them with `Status::Invalid`).
fn refused(what: &'static str) -> Error {
    Error::invalid(what)
}

/// Imports a producer's struct array and schema (one record batch, as
/// `irx_rb_batch_import` takes it) as a new table of one chunk per column
/// in `*out_table` (release it once). The table adopts the producer's
/// buffers without copying; the producer's release callback runs once,
/// when the last column sharing them goes.
///
/// Moves both inputs: after the checks that leave them untouched (NULL,
/// released), the call owns both structs and both `release` fields are
/// NULL when it returns, success or failure.
///
/// Errors (`*out_table` is NULL after any): `IRX_ERR_INVALID` for a NULL
/// `out_table`, `array` or `schema`, an input already released (both left
/// untouched), and after the move for a malformed schema or array (a shape
/// that does not match the schema's types, NULL buffers or children,
/// counts out of range, offsets out of order or range, invalid UTF-8,
/// wrong null counts, dictionary keys out of range, top-level nulls);
/// `IRX_ERR_TYPE` for a type the C Data import does not know (unions,
/// views, run-end encoded). Any Arrow type the import knows may be a
/// column, as in 1.25 (no `IrxColumnType` is needed).
///
/// # Safety
/// `array` and `schema` are NULL or point to structs per the C Data
/// interface; `out_table` is NULL or writable.
#[export(Frame, out = out_table)]
pub unsafe fn irx_arrow_table_import_batch(
    array: *mut FFI_ArrowArray,
    schema: *mut FFI_ArrowSchema,
    out_table: *mut *mut TableHandle,
) -> c_int {
    // 1.25's words for a NULL input and, as Arrow C++'s import says it
    // (the schema is imported first), for a released one.
    if array.is_null() || schema.is_null() {
        return Err(Error::invalid("C Data input must not be NULL"));
    }
    if array.is_aligned() && schema.is_aligned() {
        if !cdata::schema_live(schema) {
            return Err(Error::invalid(
                "Invalid: Cannot import released ArrowSchema",
            ));
        }
        if !cdata::array_live(array) {
            return Err(Error::invalid("Invalid: Cannot import released ArrowArray"));
        }
    }
    // SAFETY: caller contract.
    let batch = unsafe { cdata::import_batch(array, schema, refused)? };
    *out_table = new_table(Table::from_batches(batch.schema(), &[batch])?)?;
    Ok(())
}

/// Exports the table as one C Data struct array (one child per column, no
/// top-level nulls) and its schema, as `irx_rb_batch_export` exports a
/// batch. Columns of several chunks are combined into one (a copy of
/// their data, as Arrow C++'s `CombineChunksToBatch`); a column of one
/// chunk is shared, not copied. Both outputs become independent structs
/// the caller releases once; they stay valid after the table's release.
///
/// Errors (neither output then holds a live struct it did not hold
/// before): `IRX_ERR_INVALID` for a NULL or dead `table`, a NULL `array`
/// or `schema`, or an output that is not released (both left untouched);
/// `IRX_ERR_TYPE` for a field name or time zone with an embedded NUL (C
/// Data strings end at the first NUL); `IRX_ERR_OVERFLOW` when combined
/// chunks would pass 2^31 - 1 bytes of 32-bit offsets.
///
/// # Safety
/// `table` is NULL or a table handle; `array` and `schema` are NULL or
/// point to readable, writable structs.
#[export(Frame)]
pub unsafe fn irx_arrow_table_export_batch(
    table: *const TableHandle,
    array: *mut FFI_ArrowArray,
    schema: *mut FFI_ArrowSchema,
) -> c_int {
    // 1.25's words for a NULL argument and a live output.
    if table.is_null() || array.is_null() || schema.is_null() {
        return Err(Error::invalid("table and C Data outputs must not be NULL"));
    }
    if array.is_aligned()
        && schema.is_aligned()
        && (cdata::array_live(array) || cdata::schema_live(schema))
    {
        return Err(Error::invalid(
            "C Data outputs must be released before export",
        ));
    }
    // SAFETY: caller contract.
    let table = unsafe { live_table(table)? };
    // SAFETY: caller contract.
    unsafe { cdata::export_batch_into(array, schema, refused, || table.combined()) }
}

/// Imports a producer's `struct ArrowArrayStream` as a new table in
/// `*out_table` whose columns have one chunk per batch of the stream
/// (zero copy: the batches' buffers are adopted). The whole stream is read
/// now; every array is checked for shape against the stream's schema,
/// imported and fully validated, as `irx_rb_stream_reader_import` does.
///
/// Moves `*stream`: after the checks that leave it untouched (NULL,
/// released), the call owns it and `stream->release` is NULL when it
/// returns, success or failure (the producer's release has run, once).
///
/// Errors (`*out_table` is NULL after any): `IRX_ERR_INVALID` for a NULL
/// `out_table` or `stream`, a released stream (untouched), a stream
/// without `get_schema`/`get_next`, a malformed schema or batch; the
/// producer's failure from `get_schema` or `get_next` with its
/// `get_last_error` message (`IRX_ERR_INVALID` for `EINVAL`,
/// `IRX_ERR_ALLOC` for `ENOMEM`, `IRX_ERR_IO` otherwise).
///
/// # Safety
/// `stream` is NULL or points to a `struct ArrowArrayStream` per the C
/// Stream interface; `out_table` is NULL or writable.
#[export(Frame, out = out_table)]
pub unsafe fn irx_arrow_table_import_stream(
    stream: *mut FFI_ArrowArrayStream,
    out_table: *mut *mut TableHandle,
) -> c_int {
    // 1.25's one text for a NULL or released stream.
    if stream.is_null() || (stream.is_aligned() && !cdata::stream_live(stream)) {
        return Err(Error::invalid("stream is released"));
    }
    // SAFETY: caller contract.
    let source = unsafe { cdata::import_stream(stream, refused)? };
    let schema = arrow_array::RecordBatchReader::schema(&source);
    let batches = source
        .collect::<std::result::Result<Vec<_>, _>>()
        .map_err(crate::rb::arrow_error)?;
    *out_table = new_table(Table::from_batches(schema, &batches)?)?;
    Ok(())
}

/// Exports the table as a new C stream in `*out_stream`: one struct array
/// per run of rows in which no column changes chunk (zero copy; as Arrow
/// C++'s `TableBatchReader`, columns chunked differently are re-sliced to
/// common boundaries), then the end. A table without rows yields no batch.
/// The stream shares the table's buffers and stays valid after the
/// table's release; the caller releases it once.
///
/// Errors: `IRX_ERR_INVALID` for a NULL or dead `table`, a NULL
/// `out_stream` or one that is not released (left untouched);
/// `IRX_ERR_TYPE` for a field name or time zone with an embedded NUL.
///
/// # Safety
/// `table` is NULL or a table handle; `out_stream` is NULL or points to a
/// readable, writable `struct ArrowArrayStream`.
#[export(Frame)]
pub unsafe fn irx_arrow_table_export_stream(
    table: *const TableHandle,
    out_stream: *mut FFI_ArrowArrayStream,
) -> c_int {
    // 1.25's one text for a NULL argument or a live output.
    if table.is_null()
        || out_stream.is_null()
        || (out_stream.is_aligned() && cdata::stream_live(out_stream))
    {
        return Err(Error::invalid(
            "table and released stream output are required",
        ));
    }
    // SAFETY: caller contract.
    let table = unsafe { live_table(table)? };
    // SAFETY: caller contract.
    unsafe {
        cdata::export_stream_into(out_stream, table.schema.clone(), refused, || {
            table.to_batches()
        })
    }
}

/// The bytes of an IPC literal: `data[0..length)`, non-empty.
///
/// # Safety
/// `data` is NULL or readable for `length` bytes.
unsafe fn literal<'a>(data: *const u8, length: i64) -> Result<&'a [u8]> {
    let length = usize::try_from(length).unwrap_or(0);
    if data.is_null() || length == 0 {
        return Err(Error::invalid("IPC literal requires nonempty bytes"));
    }
    // SAFETY: caller contract.
    Ok(unsafe { std::slice::from_raw_parts(data, length) })
}

/// A new table in `*out` from the Arrow IPC *stream* in `data[0..length)`
/// (a data-frame literal: schema, dictionaries, record batches, end
/// marker), one chunk per record batch.
///
/// Copies: the table does not refer to `data`, which the caller may free
/// or change as soon as the call returns (1.25's contract). For bytes that
/// outlive every table made from them (a literal compiled into the
/// program), `irx_arrow_table_from_ipc_static` reads them in place.
///
/// The input is checked as the IPC readers check it (`irx_rb_stream_reader_open_buffer`):
/// every length against the bytes present, every buffer inside its
/// message body, compressed sizes within what their codec can produce,
/// the data fully validated; hostile input is an error status, never a
/// crash or an allocation its size does not justify.
///
/// Errors (`*out` is NULL after any): `IRX_ERR_INVALID` for a NULL `out`,
/// NULL `data` or a `length` below 1, a malformed message or batch;
/// `IRX_ERR_IO` for bytes that end before the stream's end marker
/// ("truncated IPC stream: missing end marker"); `IRX_ERR_TYPE` for a
/// type arrow-rs cannot read.
///
/// # Safety
/// `data` is NULL or readable for `length` bytes during the call; `out`
/// is NULL or writable.
#[export(Frame)]
pub unsafe fn irx_arrow_table_from_ipc(
    data: *const u8,
    length: i64,
    out: *mut *mut TableHandle,
) -> c_int {
    // Checked and cleared first, in 1.25's words.
    // SAFETY: caller contract on `out`.
    let out = unsafe { crate::ffi::handle::out_ptr(out, "table output")? };
    // SAFETY: caller contract.
    let bytes = Buffer::from_slice_ref(unsafe { literal(data, length)? });
    *out = new_table(table_of_ipc(bytes)?)?;
    Ok(())
}

/// The table of the IPC stream in `bytes`, one chunk per record batch.
fn table_of_ipc(bytes: Buffer) -> Result<Table> {
    let (schema, batches) = crate::rb::ipc::read_stream(bytes)?;
    Table::from_batches(schema, &batches)
}

/// What keeps a caller's bytes "alive" for arrow-rs: nothing (they outlive
/// every table made from them, by contract), so nothing is freed.
struct Borrowed;

/// As `irx_arrow_table_from_ipc`, without the copy: the table's columns
/// are read in place from `data[0..length)` (each buffer that is aligned
/// for its type and not compressed is a slice of `data`; others are
/// copied), which costs no allocation or copy of the data. For a
/// data-frame literal compiled into a program (a constant that lives as
/// long as the program): an extension, not in IRx 1.25.
///
/// The bytes must stay unchanged and readable for as long as anything
/// made from the table lives: the table, every column and series taken
/// from it, and every batch, table, C Data array or C stream made from
/// those. When in doubt, use `irx_arrow_table_from_ipc`.
///
/// Checks and errors are `irx_arrow_table_from_ipc`'s.
///
/// # Safety
/// `data` is NULL or readable for `length` bytes, unchanged, for the
/// lifetime of everything made from the table (above); `out` is NULL or
/// writable.
#[export(Frame)]
pub unsafe fn irx_arrow_table_from_ipc_static(
    data: *const u8,
    length: i64,
    out: *mut *mut TableHandle,
) -> c_int {
    // Checked and cleared first, in 1.25's words.
    // SAFETY: caller contract on `out`.
    let out = unsafe { crate::ffi::handle::out_ptr(out, "table output")? };
    // SAFETY: caller contract.
    let bytes = unsafe { literal(data, length)? };
    let start = std::ptr::NonNull::from(bytes).cast::<u8>();
    // SAFETY: `bytes` is readable for its length for as long as the
    // buffer and every slice of it live (the caller's contract above).
    let bytes = unsafe { Buffer::from_custom_allocation(start, bytes.len(), Arc::new(Borrowed)) };
    *out = new_table(table_of_ipc(bytes)?)?;
    Ok(())
}

#[cfg(test)]
mod tests {
    use arrow_array::ffi_stream::FFI_ArrowArrayStream;

    use super::{irx_arrow_table_export_stream, irx_arrow_table_import_stream};
    use crate::frame::table::tests::{check_rows, misaligned};
    use crate::frame::table::{irx_arrow_table_release, new_table};

    /// Through the C Stream export and import: the same rows, in batches
    /// aligned for every column.
    #[test]
    fn misaligned_chunks_cross_c_stream() {
        let handle = new_table(misaligned()).unwrap();
        let mut stream = FFI_ArrowArrayStream::empty();
        let mut back = std::ptr::null_mut();
        // SAFETY: a live handle and a released output stream; the stream
        // is moved into the import.
        unsafe {
            assert_eq!(irx_arrow_table_export_stream(handle, &mut stream), 0);
            assert_eq!(irx_arrow_table_import_stream(&mut stream, &mut back), 0);
            let table = &crate::ffi::handle::borrow(back).unwrap().table;
            assert_eq!(table.columns[0].chunks.len(), 3);
            check_rows(&table.to_batches().unwrap());
            irx_arrow_table_release(back);
            irx_arrow_table_release(handle);
        }
    }
}
