//! `IrxRbStreamReader` and `IrxRbStreamWriter`: the one reader and the one
//! writer type behind every source and sink of record batches (Arrow IPC
//! streams and files over paths, descriptors, memory and TCP; the C Stream
//! interface; later CSV and Parquet). A source is any arrow-rs
//! `RecordBatchReader`; a sink is anything implementing [`BatchSink`].

use std::ffi::c_int;

use arrow_array::{RecordBatch, RecordBatchReader};
use arrow_schema::SchemaRef;
use irx_abi::native::IRX_EOF;

use super::batch::{self, IrxRbBatch};
use super::schema::{self, IrxRbSchema};
use crate::ffi::error::Kind;
use crate::ffi::handle::{self, handle_type};
use crate::ffi::{Error, Result, export};

/// A source of record batches (`IrxRbStreamReader *`), owned by one caller
/// until `irx_rb_stream_reader_close`.
#[derive(Debug)]
pub struct IrxRbStreamReader {
    /// `None` once iteration has moved elsewhere (exported as a C stream).
    pub(crate) source: Option<Source>,
    /// The schema handle `irx_rb_stream_reader_schema` lends out: owned by
    /// the reader and released with it.
    schema_handle: *mut IrxRbSchema,
    pub(crate) schema: SchemaRef,
    eof: bool,
}
handle_type!(IrxRbStreamReader, "stream reader", Owned);

// SAFETY: `schema_handle` is a slot key (an integer), not an address; the
// reader's other fields are Send + Sync.
unsafe impl Send for IrxRbStreamReader {}
// SAFETY: as above.
unsafe impl Sync for IrxRbStreamReader {}

/// What a reader reads from, and whether the batches it yields are fully
/// validated already.
pub(crate) struct Source(
    pub(crate) Box<dyn RecordBatchReader + Send + Sync>,
    pub(crate) Validation,
);

/// Whether a source's batches still need `validate_full` before C sees
/// them. Validating twice was a third of a C Stream import and a tenth of
/// an IPC read (the profiles of issue 13's benchmarks).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Validation {
    /// Every batch comes out fully validated: the IPC readers (arrow-ipc's
    /// decoder builds every array of the tree, children and dictionaries
    /// included, with `ArrayDataBuilder::build`, which runs `validate_data`
    /// on each, i.e. `validate_full` of the whole tree; we never set its
    /// `skip_validation`) and the C Stream import (`cdata::batch_of` runs
    /// `validate_full` on each imported array).
    Done,
    /// The reader validates each batch (Parquet: the crate builds some
    /// arrays without full validation).
    Needed,
}

impl std::fmt::Debug for Source {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str("Source")
    }
}

impl Drop for IrxRbStreamReader {
    fn drop(&mut self) {
        let _ = handle::release(self.schema_handle);
    }
}

/// Hands a new reader over `source` to C, after checking that its schema
/// has a column type for every field (`IRX_ERR_TYPE` otherwise, as 1.25).
pub(crate) fn new_reader(
    source: Box<dyn RecordBatchReader + Send + Sync>,
    validation: Validation,
) -> Result<*mut IrxRbStreamReader> {
    let schema = source.schema();
    let schema_handle = schema::new_handle(IrxRbSchema::checked(schema.clone())?)?;
    handle::new(IrxRbStreamReader {
        source: Some(Source(source, validation)),
        schema_handle,
        schema,
        eof: false,
    })
}

impl IrxRbStreamReader {
    /// The next batch, `None` at the end. A batch that fails full
    /// validation, or whose schema differs from the reader's, is an error
    /// (a producer's message is kept).
    pub(crate) fn next_batch(&mut self) -> Result<Option<RecordBatch>> {
        let source = self
            .source
            .as_mut()
            .ok_or_else(|| Error::new(Kind::Io, "reader already transferred"))?;
        if self.eof {
            return Ok(None);
        }
        match source.next_checked(&self.schema) {
            None => {
                self.eof = true;
                Ok(None)
            }
            Some(batch) => batch.map(Some).map_err(super::arrow_error),
        }
    }
}

impl Source {
    /// The source's next batch after the checks every batch gets before C
    /// sees it, wherever it is read (a reader, or a reader's iteration
    /// exported as a C stream): full validation (offsets, UTF-8, nested
    /// lengths, as 1.25's `ValidateFull`; readers hand out `&str`s) unless
    /// the source validated it already, and the reader's schema.
    pub(crate) fn next_checked(
        &mut self,
        schema: &SchemaRef,
    ) -> Option<std::result::Result<RecordBatch, arrow_schema::ArrowError>> {
        let batch = match self.0.next()? {
            Ok(batch) => batch,
            Err(e) => return Some(Err(e)),
        };
        let columns = match self.1 {
            Validation::Done => &[][..],
            Validation::Needed => batch.columns(),
        };
        for column in columns {
            if let Err(e) = column.to_data().validate_full() {
                return Some(Err(e));
            }
        }
        if batch.schema() != *schema {
            return Some(Err(arrow_schema::ArrowError::SchemaError(
                "batch schema mismatch".into(),
            )));
        }
        Some(Ok(batch))
    }
}

/// Moves the next batch into `*batch` (release it with
/// `irx_rb_batch_release`): `IRX_OK`, or `IRX_EOF` (1) once the source is
/// exhausted, with `*batch` NULL (and every later call `IRX_EOF` again).
///
/// Errors: `IRX_ERR_NULLPTR`; `IRX_ERR_IO` for a reader whose iteration
/// was exported; the source's error (`IRX_ERR_ARROW`, `IRX_ERR_IO`, ...)
/// with its message for malformed data or a failing producer. `*batch` is
/// NULL on error.
///
/// # Safety
/// `r` is NULL or a reader used by no other thread; `batch` is NULL or
/// writable.
#[export(RecordBatch, status, out = batch)]
pub unsafe fn irx_rb_stream_reader_next_batch(
    r: *mut IrxRbStreamReader,
    batch: *mut *mut IrxRbBatch,
) -> c_int {
    // SAFETY: caller contract.
    let reader = unsafe { handle::borrow_mut(r)? };
    match reader.next_batch()? {
        Some(next) => *batch = batch::new_handle(next)?,
        None => return Ok(IRX_EOF),
    }
    Ok(0)
}

/// The reader's schema, owned by the reader (do not release it; it dies
/// with the reader). NULL when `r` is NULL or not live.
///
/// # Safety
/// `r` is NULL or a reader of this runtime.
#[export(RecordBatch, value = std::ptr::null())]
pub unsafe fn irx_rb_stream_reader_schema(r: *const IrxRbStreamReader) -> *const IrxRbSchema {
    // SAFETY: caller contract.
    Ok(unsafe { handle::borrow(r)? }.schema_handle)
}

/// Closes and frees a reader, its source (file, socket, C stream: released
/// once) and its schema handle. Batches it produced live on. NULL is a
/// no-op; a handle that is not live is left alone.
///
/// # Safety
/// `r` is not used again after this call.
#[export(RecordBatch)]
pub unsafe fn irx_rb_stream_reader_close(r: *mut IrxRbStreamReader) {
    handle::release(r)
}

/// Where a writer's batches go: an IPC stream or file writer, CSV,
/// Parquet, each over a file, descriptor, socket or memory.
pub(crate) trait BatchSink: Send + Sync {
    /// Writes one batch (already checked against the writer's schema).
    fn write(&mut self, batch: &RecordBatch) -> Result<()>;
    /// Writes the end of the stream (footer, end marker) and flushes;
    /// returns the bytes written when the sink is memory.
    fn finish(&mut self) -> Result<Option<Vec<u8>>>;
}

/// A sink of record batches (`IrxRbStreamWriter *`), owned by one caller
/// until `irx_rb_stream_writer_release`.
pub struct IrxRbStreamWriter {
    pub(crate) schema: SchemaRef,
    sink: Box<dyn BatchSink>,
    closed: bool,
    /// The bytes of a memory writer, once closed.
    finished: Option<Vec<u8>>,
    /// Whether the sink holds its output in memory (`buffer_data` works).
    in_memory: bool,
}
handle_type!(IrxRbStreamWriter, "stream writer", Owned);

impl std::fmt::Debug for IrxRbStreamWriter {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("IrxRbStreamWriter")
            .field("closed", &self.closed)
            .finish_non_exhaustive()
    }
}

/// Hands a new writer with `schema` over `sink` to C.
pub(crate) fn new_writer(
    schema: SchemaRef,
    sink: Box<dyn BatchSink>,
    in_memory: bool,
) -> Result<*mut IrxRbStreamWriter> {
    handle::new(IrxRbStreamWriter {
        schema,
        sink,
        closed: false,
        finished: None,
        in_memory,
    })
}

impl IrxRbStreamWriter {
    /// Writes `batch` after checking it against the writer's schema
    /// (including metadata and nullability, as 1.25).
    pub(crate) fn write(&mut self, batch: &RecordBatch) -> Result<()> {
        if self.closed {
            return Err(Error::new(Kind::Io, "writer already closed"));
        }
        if batch.schema() != self.schema {
            return Err(Error::new(
                Kind::Type,
                "batch schema mismatch (including metadata/nullability)",
            ));
        }
        self.sink.write(batch)
    }

    /// Finishes the output; a second close does nothing.
    pub(crate) fn close(&mut self) -> Result<()> {
        if self.closed {
            return Ok(());
        }
        self.finished = self.sink.finish()?;
        self.closed = true;
        Ok(())
    }
}

/// Writes `batch` (borrowed) to the writer.
///
/// Errors: `IRX_ERR_NULLPTR`; `IRX_ERR_IO` after close or for a failed
/// write; `IRX_ERR_TYPE` when the batch's schema differs from the
/// writer's (names, types, nullability, metadata).
///
/// # Safety
/// `w` is NULL or a writer used by no other thread; `batch` is NULL or a
/// batch.
#[export(RecordBatch)]
pub unsafe fn irx_rb_stream_writer_write_batch(
    w: *mut IrxRbStreamWriter,
    batch: *const IrxRbBatch,
) -> c_int {
    if w.is_null() || batch.is_null() {
        return Err(Error::null("writer and batch"));
    }
    // SAFETY: caller contract.
    let (writer, batch) = unsafe { (handle::borrow_mut(w)?, handle::borrow(batch)?) };
    writer.write(&batch.batch)
}

/// Finishes the output (IPC end marker or footer) and closes it. Calling
/// it again is a successful no-op. Close explicitly to see errors: a
/// writer released unclosed abandons its output.
///
/// Errors: `IRX_ERR_NULLPTR`, `IRX_ERR_IO`.
///
/// # Safety
/// `w` is NULL or a writer used by no other thread.
#[export(RecordBatch)]
pub unsafe fn irx_rb_stream_writer_close(w: *mut IrxRbStreamWriter) -> c_int {
    // SAFETY: caller contract.
    unsafe { handle::borrow_mut(w)? }.close()
}

/// The bytes a memory writer (`irx_rb_stream_writer_open_buffer`) wrote,
/// once it is closed: `*data` points to `*size` bytes owned by the writer,
/// valid until it is released.
///
/// Errors: `IRX_ERR_NULLPTR`; `IRX_ERR_IO` before close or for a writer
/// that does not write to memory.
///
/// # Safety
/// `w` is NULL or a writer; `data` and `size` are NULL or writable.
#[export(RecordBatch)]
pub unsafe fn irx_rb_stream_writer_buffer_data(
    w: *const IrxRbStreamWriter,
    data: *mut *const u8,
    size: *mut i64,
) -> c_int {
    if data.is_null() || size.is_null() {
        return Err(Error::null("data and size"));
    }
    // SAFETY: caller contract.
    let writer = unsafe { handle::borrow(w)? };
    if !writer.closed {
        return Err(Error::new(
            Kind::Io,
            "writer not yet closed: close it before reading its bytes",
        ));
    }
    let bytes = match (&writer.finished, writer.in_memory) {
        (Some(bytes), true) => bytes,
        _ => {
            return Err(Error::new(
                Kind::Io,
                "writer is file-based, not buffer-based",
            ));
        }
    };
    // SAFETY: caller contract, both non-NULL.
    unsafe {
        super::write_out(data, bytes.as_ptr(), "data")?;
        super::write_out(size, bytes.len() as i64, "size")
    }
}

/// Frees a writer. One that was not closed is abandoned: its output is
/// not finished (an IPC file gets no footer). NULL is a no-op.
///
/// # Safety
/// `w` is not used again after this call.
#[export(RecordBatch)]
pub unsafe fn irx_rb_stream_writer_release(w: *mut IrxRbStreamWriter) {
    handle::release(w)
}
