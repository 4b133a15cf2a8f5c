//! `IrxRbStreamReader` and `IrxRbStreamWriter`: the one reader and the one
//! writer type behind every source and sink of record batches (Arrow IPC
//! streams and files over paths, descriptors, memory and TCP; the C Stream
//! interface; later CSV and Parquet). A source is any arrow-rs
//! `RecordBatchReader`; a sink is anything implementing [`BatchSink`].

use std::ffi::c_int;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Arc, Mutex, MutexGuard, TryLockError};

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
///
/// A reader's source may call back into C while the reader reads (a C
/// Stream producer's `get_next`, a release callback), and C may call the
/// reader again from there: close it, or read it again. Every call works
/// on the reader through a shared reference and takes its [`Cursor`] lock
/// for the read, so such a call finds the reader busy and is refused
/// ([`IrxRbStreamReader::cursor`]) instead of freeing or aliasing the
/// source the outer call is still using.
#[derive(Debug)]
pub struct IrxRbStreamReader {
    /// What reading changes; locked for the whole of each read, so the lock
    /// is also the reader's "a call is running" flag.
    cursor: Mutex<Cursor>,
    /// The schema handle `irx_rb_stream_reader_schema` lends out: owned by
    /// the reader and released with it.
    schema_handle: *mut IrxRbSchema,
    pub(crate) schema: SchemaRef,
    /// Set while [`IrxRbStreamReader::rest`] reads every remaining batch,
    /// for a source that then reads them on the worker pool (an IPC
    /// file); `None` for the others.
    whole: Option<Arc<AtomicBool>>,
}
handle_type!(IrxRbStreamReader, "stream reader", Owned);

/// The part of a reader that reading changes.
#[derive(Debug)]
struct Cursor {
    /// `None` once iteration has moved elsewhere (exported as a C stream).
    source: Option<Source>,
    eof: bool,
}

// SAFETY: `schema_handle` is a slot key (an integer), not an address; the
// reader's other fields are Send + Sync.
unsafe impl Send for IrxRbStreamReader {}
// SAFETY: as above.
unsafe impl Sync for IrxRbStreamReader {}

/// The error of a call that finds its reader busy.
#[cold]
fn busy(call: &str) -> Error {
    Error::invalid(format!(
        "{call}: the stream reader is in use by a call that has not returned (re-entered \
         from its own source, such as a C Stream producer's get_next or a release \
         callback, or used by two threads at once); refused"
    ))
}

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

/// Hands a new reader over `source` to C. Fields without a column type
/// are carried (issue 34, item 3), where 1.25 refused them here.
pub(crate) fn new_reader(
    source: Box<dyn RecordBatchReader + Send + Sync>,
    validation: Validation,
) -> Result<*mut IrxRbStreamReader> {
    new_reader_told(source, validation, None)
}

/// As [`new_reader`], for a source told through `whole` when a call
/// reads every remaining batch at once.
pub(crate) fn new_reader_told(
    source: Box<dyn RecordBatchReader + Send + Sync>,
    validation: Validation,
    whole: Option<Arc<AtomicBool>>,
) -> Result<*mut IrxRbStreamReader> {
    let schema = source.schema();
    let schema_handle = schema::new_handle(IrxRbSchema::checked(schema.clone())?)?;
    handle::new(IrxRbStreamReader {
        cursor: Mutex::new(Cursor {
            source: Some(Source(source, validation)),
            eof: false,
        }),
        schema_handle,
        schema,
        whole,
    })
}

impl IrxRbStreamReader {
    /// The reader's cursor for one call, or the error of a reader busy
    /// with another call (re-entry from its own source, or a second
    /// thread): never a second reference to a source in use. A lock
    /// poisoned by a panic caught earlier is taken as it is: the source is
    /// an iterator whose next call fails or goes on, like any other.
    fn cursor(&self, call: &str) -> Result<MutexGuard<'_, Cursor>> {
        match self.cursor.try_lock() {
            Ok(cursor) => Ok(cursor),
            Err(TryLockError::Poisoned(poisoned)) => Ok(poisoned.into_inner()),
            Err(TryLockError::WouldBlock) => Err(busy(call)),
        }
    }

    /// The next batch, `None` at the end. A batch that fails full
    /// validation, or whose schema differs from the reader's, is an error
    /// (a producer's message is kept). Refused while another call on the
    /// reader is running.
    pub(crate) fn next_batch(&self) -> Result<Option<RecordBatch>> {
        let mut cursor = self.cursor("next_batch")?;
        self.next_of(&mut cursor)
    }

    /// Every remaining batch, as `next_batch` until the end would give
    /// them (the same batches and checks, the same first error), the
    /// source told first that all are wanted (an IPC file then reads them
    /// on the worker pool).
    pub(crate) fn rest(&self) -> Result<Vec<RecordBatch>> {
        let mut cursor = self.cursor("next_batch")?;
        let tell = |on: bool| {
            if let Some(whole) = &self.whole {
                whole.store(on, Ordering::Relaxed);
            }
        };
        tell(true);
        let mut batches = Vec::new();
        let result = loop {
            match self.next_of(&mut cursor) {
                Ok(Some(batch)) => batches.push(batch),
                Ok(None) => break Ok(batches),
                Err(e) => break Err(e),
            }
        };
        tell(false);
        result
    }

    fn next_of(&self, cursor: &mut Cursor) -> Result<Option<RecordBatch>> {
        let Cursor { source, eof } = cursor;
        let source = source
            .as_mut()
            .ok_or_else(|| Error::new(Kind::Io, "reader already transferred"))?;
        if *eof {
            return Ok(None);
        }
        match source.next_checked(&self.schema) {
            None => {
                *eof = true;
                Ok(None)
            }
            Some(batch) => batch.map(Some).map_err(super::arrow_error),
        }
    }

    /// Moves the reader's iteration out (to an exported C stream): the
    /// reader keeps its schema, and every later read fails with
    /// `IRX_ERR_IO` "reader already transferred". `check` runs first,
    /// while the reader is held: its error leaves the reader as it was.
    pub(crate) fn take_source(&self, check: impl FnOnce() -> Result<()>) -> Result<Source> {
        let mut cursor = self.cursor("export")?;
        if cursor.source.is_none() {
            return Err(Error::new(Kind::Io, "reader already transferred"));
        }
        check()?;
        Ok(cursor.source.take().expect("checked above"))
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
            if let Err(e) = super::flat::validate_full(&column.to_data()) {
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
/// with its message for malformed data or a failing producer;
/// `IRX_ERR_INVALID` for a reader that is not live, or one that is busy:
/// called again from inside its own source (a C Stream producer's
/// `get_next` reading the reader that is calling it) before the outer
/// call returned. Such a re-entrant call changes nothing; the outer call
/// goes on. `*batch` is NULL on error.
///
/// # Safety
/// `r` is NULL or a reader used by no other thread; `batch` is NULL or
/// writable.
#[export(RecordBatch, status, out = batch)]
pub unsafe fn irx_rb_stream_reader_next_batch(
    r: *mut IrxRbStreamReader,
    batch: *mut *mut IrxRbBatch,
) -> c_int {
    // SAFETY: caller contract. Shared: a re-entrant call on the same
    // reader borrows it too, and the cursor lock refuses one of them.
    let reader = unsafe { handle::borrow(r)? };
    match reader.next_batch()? {
        Some(next) => *batch = batch::new_handle(next)?,
        None => return Ok(IRX_EOF),
    }
    Ok(0)
}

/// The reader's schema, owned by the reader (do not release it; it dies
/// with the reader). NULL when `r` is NULL or not live (a NULL `r` sets no
/// message in the 1.25 generation, as in 1.25).
///
/// # Safety
/// `r` is NULL or a reader of this runtime.
#[export(RecordBatch, value = std::ptr::null())]
pub unsafe fn irx_rb_stream_reader_schema(r: *const IrxRbStreamReader) -> *const IrxRbSchema {
    // 1.25 answers a NULL with its status alone and records no message.
    if crate::generation::is_1_25() && r.is_null() {
        return Ok(std::ptr::null());
    }
    // SAFETY: caller contract.
    Ok(unsafe { handle::borrow(r)? }.schema_handle)
}

/// Closes and frees a reader, its source (file, socket, C stream: released
/// once) and its schema handle. Batches it produced live on. NULL is a
/// no-op; a handle that is not live is left alone.
///
/// A reader that is busy is not closed: a close from inside its own
/// source while a call on it is running (a C Stream producer whose
/// `get_next` closes the reader that is calling it, or a release callback
/// run by that call) is refused, leaves the reader and its source as they
/// were, and sets `irx_record_batch_errmsg()`; the running call finishes
/// normally, and the reader is closed by a later call of this function
/// once that call has returned. Refusing (rather than closing when the
/// running call returns) keeps the reader alive exactly as long as its
/// owner believes: the handle the outer caller holds stays valid, and
/// nothing is freed behind it.
///
/// # Safety
/// `r` is not used again after a call that closed it.
#[export(RecordBatch)]
pub unsafe fn irx_rb_stream_reader_close(r: *mut IrxRbStreamReader) {
    if r.is_null() {
        return Ok(());
    }
    // SAFETY: caller contract (not live: refused by `borrow`).
    let reader = unsafe { handle::borrow(r)? };
    // Only a check: the guard must go before the value it borrows is
    // freed. Nothing runs on this thread in between, and the release below
    // empties the slot before the reader is dropped, so a release callback
    // that drop runs and that comes back here is refused as not live.
    drop(reader.cursor("close")?);
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
    /// The writer refused a batch before it reached the sink (a schema
    /// mismatch). A sink that must never publish output silently missing
    /// those rows (Parquet, CSV) fails every later write and its finish
    /// with `error`, as 1.25's `Invalidate`; by default (IPC, whose 1.25
    /// writers go on) nothing changes.
    fn refuse(&mut self, _error: &Error) {}
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
            return Err(self.refuse(Error::new(
                Kind::Type,
                // Arrow C++'s TypeError, as 1.25 words it.
                "Type error: batch schema mismatch (including metadata/nullability)",
            )));
        }
        self.sink.write(batch)
    }

    /// Tells the sink a batch was refused before reaching it (see
    /// [`BatchSink::refuse`]); returns `error`.
    pub(crate) fn refuse(&mut self, error: Error) -> Error {
        if !self.closed {
            self.sink.refuse(&error);
        }
        error
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
/// writer's (names, types, nullability, metadata). A Parquet or CSV writer
/// that refused a batch, this mismatch included, fails every later write
/// and its close with that error (see their open functions); an IPC
/// writer goes on, as 1.25's.
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
/// it again is a successful no-op. Close explicitly to see errors: what a
/// writer released unclosed does is `irx_rb_stream_writer_release`'s.
///
/// Errors: `IRX_ERR_NULLPTR`, `IRX_ERR_IO`; for a Parquet or CSV writer
/// that refused a batch, that refusal's error.
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
            "writer not yet closed; call irx_rb_stream_writer_close first",
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

/// Frees a writer. NULL is a no-op. A writer not closed: an IPC writer
/// finishes its output first (end marker; a file's footer), as 1.25's
/// does, so what it wrote stays readable, with any error unreported (close
/// to see errors); other formats say what they do in their open
/// functions.
///
/// # Safety
/// `w` is not used again after this call.
#[export(RecordBatch)]
pub unsafe fn irx_rb_stream_writer_release(w: *mut IrxRbStreamWriter) {
    handle::release(w)
}
