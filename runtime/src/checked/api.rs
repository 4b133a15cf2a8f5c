//! IRx 1.25's checked record-batch layer (`irx_rb_api_*`,
//! `irx_record_batch_api.h`): the hand-written part.
//!
//! The 74 entry points are generated (`scripts/apigen.py` writes
//! [`super::rb_generated`] from its table); each is a few lines calling
//! the adapters here, under `#[export(Checked, error = error)]`
//! ([`crate::ffi::checked`]): status return, message in the caller's buffer.
//!
//! A box (`IrxRbApiSchema *`, `IrxRbApiBatch *`, ...) is a single-owner
//! handle like every other handle of this runtime (a generation-tagged slot
//! key), so a destroyed or forged box is refused with an error instead of
//! being dereferenced. It wraps one core handle, or none: `*_new` makes a
//! box, `*_close` empties it (idempotent), `*_destroy` consumes it; an empty
//! box where a value is needed is an error ("Arrow object is closed or
//! uninitialized"). Every call reaches the data through the core C
//! functions of this area (`irx_rb_*`), so its failures are the core's:
//! its negative status and message.

use std::ffi::{CStr, c_char, c_int};
use std::ptr;

use irx_abi::native::IRX_OK;

use crate::ffi::error::Kind;
use crate::ffi::handle::{self, Handle, Owned, handle_type};
use crate::ffi::{Domain, Error, Result};
use crate::frame::table::{self, Table, TableHandle};
use crate::rb::batch::{
    IrxRbBatch, irx_rb_batch_get_utf8, irx_rb_batch_is_null, irx_rb_batch_release,
};
use crate::rb::builder::{IrxRbBuilder, irx_rb_builder_release};
use crate::rb::schema::{IrxRbSchema, irx_rb_schema_release};
use crate::rb::stream::{
    IrxRbStreamReader, IrxRbStreamWriter, irx_rb_stream_reader_close, irx_rb_stream_writer_release,
};

/// A core handle a box owns: released with its core release function when
/// the box lets it go.
#[derive(Debug)]
pub(crate) struct Core<T: Release>(ptr::NonNull<T>);

// SAFETY: a core handle is a slot key (never dereferenced here); the core
// functions behind it are callable from any thread, one at a time for a
// single-owner value, which the box's own single ownership ensures.
unsafe impl<T: Release> Send for Core<T> {}
// SAFETY: as above.
unsafe impl<T: Release> Sync for Core<T> {}

/// The core handle types a box can hold, with their release functions.
pub(crate) trait Release {
    /// Releases a live core handle.
    ///
    /// # Safety
    /// * `ptr` is a live handle of this type, not used again.
    unsafe fn release(ptr: *mut Self);
}

macro_rules! release {
    ($($t:ty => $f:ident),*) => {$(
        impl Release for $t {
            unsafe fn release(ptr: *mut Self) {
                // SAFETY: caller contract.
                unsafe { $f(ptr) }
            }
        }
    )*};
}
release!(
    IrxRbSchema => irx_rb_schema_release,
    IrxRbBatch => irx_rb_batch_release,
    IrxRbBuilder => irx_rb_builder_release,
    IrxRbStreamReader => irx_rb_stream_reader_close,
    IrxRbStreamWriter => irx_rb_stream_writer_release
);

impl<T: Release> Core<T> {
    /// The core handle (owned by this `Core`; not to be released).
    pub(crate) fn as_ptr(&self) -> *mut T {
        self.0.as_ptr()
    }
}

impl<T: Release> Drop for Core<T> {
    fn drop(&mut self) {
        // SAFETY: the box owned this handle; it goes exactly once.
        unsafe { T::release(self.0.as_ptr()) }
    }
}

/// One core handle or none: what a box holds.
#[derive(Debug)]
pub(crate) struct Slot<T: Release>(Option<Core<T>>);

impl<T: Release> Default for Slot<T> {
    fn default() -> Self {
        Slot(None)
    }
}

impl<T: Release> Slot<T> {
    /// A slot holding `core`.
    pub(crate) fn of(core: Core<T>) -> Slot<T> {
        Slot(Some(core))
    }

    /// The core handle, or the error for an empty box.
    pub(crate) fn get(&self) -> Result<*mut T> {
        self.0
            .as_ref()
            .map(|core| core.0.as_ptr())
            .ok_or_else(|| Error::invalid("Arrow object is closed or uninitialized"))
    }

    /// Whether the slot holds a handle.
    pub(crate) fn is_set(&self) -> bool {
        self.0.is_some()
    }

    /// Releases what the slot held, then holds `next`.
    pub(crate) fn reset(&mut self, next: Option<Core<T>>) {
        self.0 = None;
        self.0 = next;
    }

    /// Takes what the slot holds, leaving it empty.
    pub(crate) fn take(&mut self) -> Option<Core<T>> {
        self.0.take()
    }
}

/// A schema box (`IrxRbApiSchema *`).
#[derive(Debug, Default)]
pub struct IrxRbApiSchema {
    pub(crate) value: Slot<IrxRbSchema>,
}
handle_type!(IrxRbApiSchema, "schema box", Owned);

/// A record-batch box (`IrxRbApiBatch *`).
#[derive(Debug, Default)]
pub struct IrxRbApiBatch {
    pub(crate) value: Slot<IrxRbBatch>,
}
handle_type!(IrxRbApiBatch, "batch box", Owned);

/// A builder box (`IrxRbApiBuilder *`).
#[derive(Debug, Default)]
pub struct IrxRbApiBuilder {
    pub(crate) value: Slot<IrxRbBuilder>,
}
handle_type!(IrxRbApiBuilder, "builder box", Owned);

/// A reader box (`IrxRbApiReader *`): a stream reader and the batch the
/// last `irx_rb_api_reader_next` read.
#[derive(Debug, Default)]
pub struct IrxRbApiReader {
    pub(crate) value: Slot<IrxRbStreamReader>,
    pub(crate) current: Slot<IrxRbBatch>,
}
handle_type!(IrxRbApiReader, "reader box", Owned);

/// A writer box (`IrxRbApiWriter *`): the schema it was made with and,
/// once opened, a stream writer.
#[derive(Debug, Default)]
pub struct IrxRbApiWriter {
    pub(crate) value: Slot<IrxRbStreamWriter>,
    pub(crate) schema: Slot<IrxRbSchema>,
}
handle_type!(IrxRbApiWriter, "writer box", Owned);

/// What `*_close` does for each box type.
pub(crate) trait Close {
    fn close(&mut self) -> Result<()>;
}

impl Close for IrxRbApiSchema {
    fn close(&mut self) -> Result<()> {
        self.value.reset(None);
        Ok(())
    }
}

impl Close for IrxRbApiBatch {
    fn close(&mut self) -> Result<()> {
        self.value.reset(None);
        Ok(())
    }
}

impl Close for IrxRbApiBuilder {
    fn close(&mut self) -> Result<()> {
        self.value.reset(None);
        Ok(())
    }
}

impl Close for IrxRbApiReader {
    fn close(&mut self) -> Result<()> {
        self.current.reset(None);
        self.value.reset(None);
        Ok(())
    }
}

impl Close for IrxRbApiWriter {
    /// Finishes the output (the IPC footer or end-of-stream marker) and
    /// reports its failure. The box is empty afterwards either way, so a
    /// second close is a no-op (1.25 keeps a writer whose close failed).
    fn close(&mut self) -> Result<()> {
        let Some(writer) = self.value.take() else {
            return Ok(());
        };
        // SAFETY: a live writer owned by this box; released right after.
        core(unsafe { crate::rb::stream::irx_rb_stream_writer_close(writer.0.as_ptr()) })?;
        Ok(())
    }
}

/// The error for a NULL argument (1.25's text).
#[cold]
pub(crate) fn null_argument() -> Error {
    Error::new(Kind::Null, "null argument")
}

/// An argument refused with 1.25's text and category (`IRX_ERR_INVALID`).
#[cold]
pub(crate) fn fail(message: &'static str) -> Error {
    Error::invalid(message)
}

/// A core call's status: the status when it is not negative, otherwise the
/// core's error: its category, and its message from
/// `irx_record_batch_errmsg` without the core function's name, which 1.25's
/// core messages do not carry (the checked layer's text is 1.25's, byte for
/// byte, in the reports of the programs pyirx emits).
pub(crate) fn core(status: c_int) -> Result<c_int> {
    if status >= 0 {
        return Ok(status);
    }
    let message = Domain::RecordBatch
        .last_message()
        .filter(|m| !m.is_empty())
        .unwrap_or_else(|| format!("record-batch call failed with status {status}"));
    Err(Error::new(Kind::from_native(status), message))
}

/// A core count or status returned as an int64 (`irx_rb_batch_num_rows`).
pub(crate) fn core_i64(value: i64) -> Result<i64> {
    if value < 0 {
        core(c_int::try_from(value).unwrap_or(irx_abi::native::IRX_ERR_ARROW))?;
    }
    Ok(value)
}

/// A copy of a core reader's schema (`irx_rb_stream_reader_schema`, which
/// lends it).
pub(crate) fn reader_schema(reader: *mut IrxRbStreamReader) -> Result<Core<IrxRbSchema>> {
    // SAFETY: a box's live core handle.
    let schema = unsafe { crate::rb::stream::irx_rb_stream_reader_schema(reader) };
    if schema.is_null() {
        core(irx_abi::native::IRX_ERR_ARROW)?;
    }
    // SAFETY: the reader's live schema; the copy is ours.
    made(|out| unsafe { crate::rb::schema::irx_rb_schema_clone(schema, out) })
}

/// A core handle made by a core call that writes it through `out`.
pub(crate) fn made<T: Release>(call: impl FnOnce(*mut *mut T) -> c_int) -> Result<Core<T>> {
    let mut out = ptr::null_mut();
    core(call(&mut out))?;
    ptr::NonNull::new(out)
        .map(Core)
        .ok_or_else(|| Error::new(Kind::Arrow, "record-batch call returned no handle"))
}

/// Takes a core handle a box holds over (one the core handed out).
pub(crate) fn adopt<T: Release>(ptr: *mut T) -> Option<Core<T>> {
    ptr::NonNull::new(ptr).map(Core)
}

/// A new, empty (or default-filled) box handed to C.
pub(crate) fn new_box<B: Handle<Ownership = Owned>>(value: B) -> Result<*mut B> {
    handle::new(value)
}

/// Frees a box and whatever it holds; NULL is a no-op (as `delete`), a box
/// that is not live is an error and changes nothing. A writer not closed
/// is released as `irx_rb_stream_writer_release` does (an IPC writer
/// finishes its output first).
pub(crate) fn destroy<B: Handle<Ownership = Owned>>(ptr: *mut B) -> Result<()> {
    not_reading(ptr)?;
    handle::release(ptr)
}

thread_local! {
    /// The reader boxes this thread is reading through ([`reader_next`]).
    /// The core read may call back into C (an imported C stream's
    /// producer), and C may come back here with the same box: a call that
    /// changed or freed it would pull the box from under the read.
    static READING: std::cell::RefCell<Vec<usize>> = const { std::cell::RefCell::new(Vec::new()) };
}

/// Refuses a box that a read on this thread is using (see [`READING`]).
fn not_reading<B>(ptr: *mut B) -> Result<()> {
    if READING.with(|r| r.borrow().contains(&(ptr as usize))) {
        return Err(Error::invalid(
            "the reader box is in use by a read that has not returned (re-entered from its \
             own C Stream producer); refused",
        ));
    }
    Ok(())
}

/// Borrows a box for the call, mutably: NULL is "null argument"; a box that
/// is not live is refused.
///
/// # Safety
/// * `ptr` is NULL or a box the caller owns, not used elsewhere meanwhile.
pub(crate) unsafe fn open<'a, B: Handle<Ownership = Owned>>(ptr: *mut B) -> Result<&'a mut B> {
    if ptr.is_null() {
        return Err(null_argument());
    }
    not_reading(ptr)?;
    // SAFETY: caller contract.
    unsafe { handle::borrow_mut(ptr) }
}

/// Borrows a box for the call, shared (for boxes only read, which may be
/// the same box as another argument).
///
/// # Safety
/// * As [`open`].
pub(crate) unsafe fn look<'a, B: Handle<Ownership = Owned>>(ptr: *mut B) -> Result<&'a B> {
    if ptr.is_null() {
        return Err(null_argument());
    }
    // SAFETY: caller contract.
    unsafe { handle::borrow(ptr) }
}

/// A copy of `bytes` as a `malloc`-owned NUL-terminated string (the caller
/// frees it with `free()`). Embedded NUL is refused: C text cannot carry it.
pub(crate) fn owned_text(bytes: &[u8]) -> Result<*mut c_char> {
    if bytes.contains(&0) {
        return Err(fail(
            "embedded NUL is not representable in Arx str; use C Data/IPC to preserve it",
        ));
    }
    // SAFETY: plain allocation of len + 1 bytes (never 0).
    let copy = unsafe { libc::malloc(bytes.len() + 1) }.cast::<u8>();
    if copy.is_null() {
        return Err(Error::no_memory("Arrow allocation failed"));
    }
    // SAFETY: `copy` has len + 1 writable bytes; `bytes` does not overlap.
    unsafe {
        ptr::copy_nonoverlapping(bytes.as_ptr(), copy, bytes.len());
        copy.add(bytes.len()).write(0);
    }
    Ok(copy.cast())
}

/// The bytes of a core C string (NULL: none).
///
/// # Safety
/// * `text` is NULL or NUL-terminated and readable for the call.
pub(crate) unsafe fn text_bytes<'a>(text: *const c_char) -> &'a [u8] {
    if text.is_null() {
        return &[];
    }
    // SAFETY: caller contract.
    unsafe { CStr::from_ptr(text) }.to_bytes()
}

/// Refuses a null slot before a typed getter reads it (1.25's getters do
/// not return a value for a null).
pub(crate) fn require_value(batch: *mut IrxRbBatch, col: i32, row: i64) -> Result<()> {
    if is_null(batch, col, row)? != 0 {
        return Err(fail("null Arrow value: call is_null before a typed getter"));
    }
    Ok(())
}

/// `irx_rb_batch_is_null` of a core batch.
pub(crate) fn is_null(batch: *mut IrxRbBatch, col: i32, row: i64) -> Result<i32> {
    let mut null = 0;
    // SAFETY: a box's live core handle; `null` is local.
    core(unsafe { irx_rb_batch_is_null(batch, col, row, &mut null) })?;
    Ok(null)
}

/// A core typed getter's signature.
pub(crate) type Getter<T> = unsafe extern "C" fn(*const IrxRbBatch, c_int, i64, *mut T) -> c_int;

/// A typed value of a batch box: refuses an empty box and a null slot, then
/// reads through the core getter.
///
/// # Safety
/// * `b` is a box as for [`open`].
pub(crate) unsafe fn get<T: Copy + Default>(
    b: *mut IrxRbApiBatch,
    col: i32,
    row: i64,
    getter: Getter<T>,
) -> Result<T> {
    // SAFETY: caller contract.
    let batch = unsafe { look(b)? }.value.get()?;
    require_value(batch, col, row)?;
    let mut value = T::default();
    // SAFETY: a live core handle; `value` is local.
    core(unsafe { getter(batch, col, row, &mut value) })?;
    Ok(value)
}

/// A core typed append's signature.
pub(crate) type Append<T> = unsafe extern "C" fn(*mut IrxRbBuilder, c_int, T) -> c_int;

/// Appends through the core append of a builder box.
///
/// # Safety
/// * `b` is a box as for [`open`].
pub(crate) unsafe fn append<T>(
    b: *mut IrxRbApiBuilder,
    col: i32,
    value: T,
    appender: Append<T>,
) -> Result<()> {
    // SAFETY: caller contract.
    let builder = unsafe { open(b)? }.value.get()?;
    // SAFETY: a live core handle.
    core(unsafe { appender(builder, col, value) })?;
    Ok(())
}

/// The utf8 string at (`col`, `row`) of a batch box, copied into `malloc`
/// memory.
///
/// # Safety
/// * `b` is a box as for [`open`].
pub(crate) unsafe fn get_utf8(b: *mut IrxRbApiBatch, col: i32, row: i64) -> Result<*mut c_char> {
    // SAFETY: caller contract.
    let batch = unsafe { look(b)? }.value.get()?;
    require_value(batch, col, row)?;
    let (mut data, mut len) = (ptr::null(), 0i64);
    // SAFETY: a live core handle; outputs are local.
    core(unsafe { irx_rb_batch_get_utf8(batch, col, row, &mut data, &mut len) })?;
    let len =
        usize::try_from(len).map_err(|_| Error::new(Kind::Arrow, "negative string length"))?;
    if len == 0 {
        return owned_text(&[]);
    }
    // SAFETY: the core points at `len` bytes of the batch, alive while the
    // box holds it (for this call).
    owned_text(unsafe { std::slice::from_raw_parts(data.cast::<u8>(), len) })
}

/// One field of a schema box: (name, `IrxColumnType`, nullable).
///
/// # Safety
/// * `s` is a box as for [`open`].
pub(crate) unsafe fn field(s: *mut IrxRbApiSchema, col: i32) -> Result<(*const c_char, i32, i32)> {
    // SAFETY: caller contract.
    let schema = unsafe { look(s)? }.value.get()?;
    let (mut name, mut kind, mut nullable) = (ptr::null(), 0, 0);
    // SAFETY: a live core handle; outputs are local.
    core(unsafe {
        crate::rb::schema::irx_rb_schema_field(schema, col, &mut name, &mut kind, &mut nullable)
    })?;
    Ok((name, kind, nullable))
}

/// Opens a closed reader box's stream with `open_with`; an open box is
/// refused with `busy` (1.25's message).
///
/// # Safety
/// * `r` is a box as for [`open`].
pub(crate) unsafe fn open_reader(
    r: *mut IrxRbApiReader,
    busy: &'static str,
    open_with: impl FnOnce(*mut *mut IrxRbStreamReader) -> c_int,
) -> Result<()> {
    // SAFETY: caller contract.
    let reader = unsafe { open(r)? };
    if reader.value.is_set() {
        return Err(fail(busy));
    }
    let stream = made(open_with)?;
    reader.current.reset(None);
    reader.value.reset(Some(stream));
    Ok(())
}

/// Opens a closed writer box's output with `open_with`, given the box's
/// schema; an open box is refused with `busy`.
///
/// # Safety
/// * `w` is a box as for [`open`].
pub(crate) unsafe fn open_writer(
    w: *mut IrxRbApiWriter,
    busy: &'static str,
    open_with: impl FnOnce(*const IrxRbSchema, *mut *mut IrxRbStreamWriter) -> c_int,
) -> Result<()> {
    // SAFETY: caller contract.
    let writer = unsafe { open(w)? };
    if writer.value.is_set() {
        return Err(fail(busy));
    }
    let schema = writer.schema.get()?;
    let stream = made(|out| open_with(schema, out))?;
    writer.value.reset(Some(stream));
    Ok(())
}

/// Reads the next batch of a reader box into the box: `IRX_OK` with a
/// current batch, `IRX_EOF` at the end (no current batch).
///
/// # Safety
/// * `r` is a box as for [`open`].
pub(crate) unsafe fn reader_next(r: *mut IrxRbApiReader) -> Result<i32> {
    let stream = {
        // SAFETY: caller contract.
        let reader = unsafe { open(r)? };
        reader.current.reset(None);
        reader.value.get()?
    };
    let mut batch = ptr::null_mut();
    READING.with(|reading| reading.borrow_mut().push(r as usize));
    // SAFETY: a live core handle; `batch` is local. Guarded: it returns.
    let status = unsafe { crate::rb::stream::irx_rb_stream_reader_next_batch(stream, &mut batch) };
    READING.with(|reading| reading.borrow_mut().pop());
    let status = core(status)?;
    if status == IRX_OK {
        // Adopted first: released if the box cannot take it.
        let batch = adopt(batch);
        // SAFETY: caller contract; the box was refused to anything else
        // during the read, so it is still live.
        unsafe { open(r)? }.current.reset(batch);
    }
    Ok(status)
}

/// A caller's C Data / C Stream struct address, given as an int64.
pub(crate) fn address<T>(address: i64) -> *mut T {
    address as usize as *mut T
}

/// The core Arrow IPC functions the reader and writer boxes open with.
pub(crate) mod ipc {
    pub(crate) use crate::rb::ipc::{
        irx_rb_file_reader_open, irx_rb_file_writer_open, irx_rb_schema_from_ipc,
        irx_rb_stream_reader_open_file, irx_rb_stream_writer_open_file, irx_rb_tcp_reader_open,
        irx_rb_tcp_writer_open,
    };
}

/// What a file box (Parquet, CSV) is doing: 1.25's `FileMode`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub(crate) enum FileMode {
    #[default]
    Closed,
    Read,
    Write,
    /// A read or write failed: the box is emptied and stays failed (only
    /// destroy is left), as 1.25's.
    Failed,
}

impl FileMode {
    fn name(self) -> &'static str {
        match self {
            FileMode::Closed => "closed",
            FileMode::Read => "read",
            FileMode::Write => "write",
            FileMode::Failed => "failed",
        }
    }
}

/// The state machine of 1.25's unified file boxes (`IrxRbApiParquet`,
/// `IrxRbApiCsv`): closed, reading (a stream reader and its current
/// batch) or writing (a stream writer and its schema), or failed.
#[derive(Debug, Default)]
pub(crate) struct FileSession {
    pub(crate) mode: FileMode,
    pub(crate) reader: IrxRbApiReader,
    pub(crate) writer: IrxRbApiWriter,
}

impl FileSession {
    /// Refuses an operation outside its mode ("write requires write mode;
    /// current mode is read").
    pub(crate) fn require(&self, required: FileMode, operation: &str) -> Result<()> {
        if self.mode != required {
            return Err(Error::invalid(format!(
                "{operation} requires {} mode; current mode is {}",
                required.name(),
                self.mode.name()
            )));
        }
        Ok(())
    }

    /// Empties the box.
    fn reset(&mut self) {
        self.reader.current.reset(None);
        self.reader.value.reset(None);
        self.writer.value.reset(None);
        self.writer.schema.reset(None);
    }

    /// A failure of the open stream: the box becomes failed and empty.
    pub(crate) fn fail(&mut self, error: Error) -> Error {
        self.mode = FileMode::Failed;
        self.reset();
        error
    }

    /// A core call's status on the open stream; a failure fails the box.
    pub(crate) fn check(&mut self, status: c_int) -> Result<c_int> {
        core(status).map_err(|e| self.fail(e))
    }

    /// Opens a closed box for reading with `open_with`.
    pub(crate) fn open_read(
        &mut self,
        open_with: impl FnOnce(*mut *mut IrxRbStreamReader) -> c_int,
    ) -> Result<()> {
        self.require(FileMode::Closed, "open_read")?;
        let reader = made(open_with)?;
        self.reader.value.reset(Some(reader));
        self.mode = FileMode::Read;
        Ok(())
    }

    /// Opens a closed box for writing `schema` (a copy is kept) with
    /// `open_with`.
    ///
    /// # Safety
    /// * `schema` is a box as for [`open`].
    pub(crate) unsafe fn open_write(
        &mut self,
        schema: *mut IrxRbApiSchema,
        open_with: impl FnOnce(*const IrxRbSchema, *mut *mut IrxRbStreamWriter) -> c_int,
    ) -> Result<()> {
        self.require(FileMode::Closed, "open_write")?;
        // SAFETY: caller contract.
        let schema = unsafe { look(schema)? }.value.get()?;
        // SAFETY: a live core handle; the copy is ours.
        let copy = made(|out| unsafe { crate::rb::schema::irx_rb_schema_clone(schema, out) })?;
        let writer = made(|out| open_with(copy.0.as_ptr(), out))?;
        self.writer.value.reset(Some(writer));
        self.writer.schema.reset(Some(copy));
        self.mode = FileMode::Write;
        Ok(())
    }

    /// Reads the next batch: `IRX_OK` with a current batch, `IRX_EOF`.
    pub(crate) fn next(&mut self) -> Result<i32> {
        self.require(FileMode::Read, "next")?;
        self.reader.current.reset(None);
        let stream = self.reader.value.get()?;
        let mut batch = ptr::null_mut();
        // SAFETY: a live core handle; `batch` is local.
        let status =
            unsafe { crate::rb::stream::irx_rb_stream_reader_next_batch(stream, &mut batch) };
        let status = self.check(status)?;
        if status == IRX_OK {
            self.reader.current.reset(adopt(batch));
        }
        Ok(status)
    }

    /// The current batch (a zero-copy clone) into the batch box `out`.
    ///
    /// # Safety
    /// * `out` is a box as for [`open`].
    pub(crate) unsafe fn batch(&self, out: *mut IrxRbApiBatch) -> Result<()> {
        self.require(FileMode::Read, "batch")?;
        let current = self.reader.current.get()?;
        // SAFETY: a live core handle; the clone is ours.
        let copy = made(|made| unsafe { crate::rb::batch::irx_rb_batch_clone(current, made) })?;
        // SAFETY: caller contract.
        unsafe { open(out)? }.value.reset(Some(copy));
        Ok(())
    }

    /// The schema being read or written into the schema box `out`.
    ///
    /// # Safety
    /// * `out` is a box as for [`open`].
    pub(crate) unsafe fn schema(&mut self, out: *mut IrxRbApiSchema) -> Result<()> {
        let schema = if self.mode == FileMode::Read {
            reader_schema(self.reader.value.get()?)?
        } else {
            self.require(FileMode::Write, "schema (read or write)")?;
            let schema = self.writer.schema.get()?;
            let mut copy = ptr::null_mut();
            // SAFETY: a live core handle; `copy` is local.
            self.check(unsafe { crate::rb::schema::irx_rb_schema_clone(schema, &mut copy) })?;
            adopt(copy)
                .ok_or_else(|| Error::new(Kind::Arrow, "record-batch call returned no handle"))?
        };
        // SAFETY: caller contract.
        unsafe { open(out)? }.value.reset(Some(schema));
        Ok(())
    }

    /// Writes the batch of a batch box.
    ///
    /// # Safety
    /// * `batch` is a box as for [`open`].
    pub(crate) unsafe fn write(&mut self, batch: *mut IrxRbApiBatch) -> Result<()> {
        self.require(FileMode::Write, "write")?;
        let writer = self.writer.value.get()?;
        // SAFETY: caller contract.
        let batch = unsafe { look(batch)? }.value.get()?;
        // SAFETY: live core handles.
        self.check(unsafe { crate::rb::stream::irx_rb_stream_writer_write_batch(writer, batch) })?;
        Ok(())
    }

    /// The current batch of a reading session as a new table (1.25's
    /// "dynamic table": the batch's own schema); a non-nullable column
    /// holding nulls is `IRX_ERR_TYPE`.
    pub(crate) fn frame(&self) -> Result<*mut TableHandle> {
        self.require(FileMode::Read, "frame")?;
        let current = self.reader.current.get()?;
        // SAFETY: a live core handle held by the box.
        let batch = &unsafe { handle::borrow(current)? }.batch;
        for (field, column) in batch.schema().fields().iter().zip(batch.columns()) {
            if !field.is_nullable() && column.null_count() > 0 {
                return Err(Error::new(
                    Kind::Type,
                    "non-nullable DataFrame column contains nulls",
                ));
            }
        }
        table::new_table(Table::from_batches(
            batch.schema(),
            std::slice::from_ref(batch),
        )?)
    }

    /// Writes every row of `table` through a writing session: its schema
    /// must be the writer's (metadata and nullability included); a failure
    /// fails the session. With `refuse`, a schema mismatch is also told to
    /// the writer's sink (Parquet's box, as 1.25's; CSV's does not).
    ///
    /// # Safety
    /// * `table` is NULL or a table handle.
    pub(crate) unsafe fn write_table(
        &mut self,
        table: *const TableHandle,
        refuse: bool,
    ) -> Result<()> {
        self.require(FileMode::Write, "write")?;
        // SAFETY: caller contract.
        let table = unsafe { table::live_table(table)? };
        let writer = self.writer.value.get()?;
        let result = (|| {
            // SAFETY: a live core handle held by the box, used by this call only.
            let writer = unsafe { handle::borrow_mut(writer)? };
            if writer.schema != table.schema {
                let error = Error::new(
                    Kind::Type,
                    "table schema mismatch (including metadata/nullability)",
                );
                return Err(if refuse { writer.refuse(error) } else { error });
            }
            for batch in table.to_batches()? {
                writer.write(&batch)?;
            }
            Ok(())
        })();
        result.map_err(|e| self.fail(e))
    }

    /// Finishes a writer (its failure fails the box) and empties the box;
    /// a failed box stays failed. Idempotent.
    pub(crate) fn close(&mut self) -> Result<()> {
        if self.mode == FileMode::Closed {
            return Ok(());
        }
        if self.mode == FileMode::Write {
            let writer = self.writer.value.get()?;
            // SAFETY: a live core handle.
            self.check(unsafe { crate::rb::stream::irx_rb_stream_writer_close(writer) })?;
        }
        self.reset();
        if self.mode != FileMode::Failed {
            self.mode = FileMode::Closed;
        }
        Ok(())
    }
}
