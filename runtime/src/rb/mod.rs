//! IRx 1.25's record-batch runtime ("ABI v2", `irx_record_batch.h`) on
//! arrow-rs: typed columns, schemas, builders, record batches and their
//! zero-copy readers.
//!
//! Every function reports through 1.25's convention: `IRX_OK` (0), or a
//! negative `IRX_ERR_*` status with the message in
//! [`irx_record_batch_errmsg`]; functions returning a handle return NULL
//! instead. Handles are generation-tagged slot keys like every other
//! handle of this runtime (`ffi::handle`), so a released, forged or
//! other-type handle is an error rather than a use-after-free, which 1.25
//! does not check.
//!
//! Modules: [`types`] (`IrxColumnType` and Arrow types, type descriptors),
//! [`schema`] (`IrxRbSchema`), [`builder`] (`IrxRbBuilder` over column
//! builders that can be written in place), [`batch`] (`IrxRbBatch` and its
//! zero-copy readers), [`stream`] (`IrxRbStreamReader` and
//! `IrxRbStreamWriter`, the one reader and writer behind every source and
//! sink: IPC, C Stream, CSV, Parquet), [`ipc`] (Arrow IPC streams and files
//! over paths, memory, descriptors and TCP). 1.25's checked
//! `irx_rb_api_*` layer sits on the floor above tables, in
//! [`crate::checked`].

pub mod batch;
pub mod builder;
pub mod cdata;
mod column;
pub mod csv;
mod dates;
mod flat;
pub mod ipc;
pub mod parquet;
pub(crate) mod pread;
pub(crate) mod remote;
pub mod schema;
pub mod stream;
pub mod types;

use std::ffi::{CStr, c_char};

use crate::ffi::{Domain, Error, Result, export};

/// The calling thread's message for its last record-batch call that can
/// fail: "" when that call succeeded (or none was made). Releases, closes
/// and the other calls that cannot fail leave it as it was, so it can be
/// read after cleaning up (docs/ABI.md, "Last errors"). Never NULL. The
/// text belongs to the runtime and stays valid until the thread's next
/// record-batch call that can fail.
///
/// Unlike 1.25, where a message stays until it is read once and a
/// successful call leaves an old one behind, every call that can fail
/// clears the message first (as in every family of this runtime), so the
/// message describes the last such call and reading it twice gives it
/// twice.
#[export(unguarded)]
pub fn irx_record_batch_errmsg() -> *const c_char {
    Domain::RecordBatch.last_error()
}

/// The record-batch ABI version: `IRX_RECORD_BATCH_ABI_VERSION` (2).
/// Cannot fail, and leaves the thread's message as it was.
#[export(unguarded)]
pub fn irx_record_batch_abi_version() -> u32 {
    irx_abi::native::IRX_RECORD_BATCH_ABI_VERSION
}

/// A caller's NUL-terminated UTF-8 text, borrowed for the call.
///
/// # Safety
/// * `ptr` is NULL or a NUL-terminated string readable for `'a`.
pub(crate) unsafe fn c_text<'a>(ptr: *const c_char, what: &'static str) -> Result<&'a str> {
    if ptr.is_null() {
        return Err(Error::null(what));
    }
    // SAFETY: non-NULL and NUL-terminated (caller contract).
    unsafe { CStr::from_ptr(ptr) }
        .to_str()
        .map_err(|_| Error::invalid(format!("{what} is not valid UTF-8")))
}

/// Writes `value` through a caller's output pointer after the NULL and
/// alignment checks.
///
/// # Safety
/// * `out` is NULL or points to writable storage for one `T`.
pub(crate) unsafe fn write_out<T>(out: *mut T, value: T, what: &'static str) -> Result<()> {
    // SAFETY: caller contract.
    let slot = unsafe { crate::ffi::handle::out_struct(out, what)? };
    slot.write(value);
    Ok(())
}

/// Checks an output pointer (`IRX_ERR_NULLPTR` before anything else, as
/// 1.25's readers do), then computes the value and writes it.
///
/// # Safety
/// * `out` is NULL or points to writable storage for one `T`.
pub(crate) unsafe fn output<T>(out: *mut T, value: impl FnOnce() -> Result<T>) -> Result<()> {
    if out.is_null() {
        return Err(Error::null("out"));
    }
    // SAFETY: caller contract.
    unsafe { write_out(out, value()?, "out") }
}

/// As [`output`] for the readers with two outputs (a pointer and a length).
///
/// # Safety
/// * `a` and `b` are NULL or point to writable storage.
pub(crate) unsafe fn outputs<A, B>(
    a: *mut A,
    b: *mut B,
    value: impl FnOnce() -> Result<(A, B)>,
) -> Result<()> {
    if a.is_null() || b.is_null() {
        return Err(Error::null("both outputs"));
    }
    let (x, y) = value()?;
    // SAFETY: caller contract, both non-NULL.
    unsafe {
        write_out(a, x, "first output")?;
        write_out(b, y, "second output")
    }
}

/// A column index checked against `count` (1.25: `IRX_ERR_OOB`).
pub(crate) fn column_index(col: i32, count: usize) -> Result<usize> {
    usize::try_from(col)
        .ok()
        .filter(|&c| c < count)
        .ok_or_else(|| {
            Error::new(
                crate::ffi::error::Kind::OutOfBounds,
                "column index out of bounds",
            )
        })
}

/// An arrow-rs error as a record-batch error of the matching 1.25 category
/// (Arrow C++'s status kinds: I/O, invalid, type, index, capacity, memory),
/// worded as 1.25 passes Arrow C++'s statuses on: the status code's prefix
/// ("Invalid: ", "IOError: ", ...) and the message, without arrow-rs's own
/// variant name ("Invalid argument error: "). Malformed IPC (arrow-ipc's
/// `IpcError`) is Arrow C++'s Invalid.
pub(crate) fn arrow_error(error: arrow_schema::ArrowError) -> Error {
    use crate::ffi::error::StatusCode as C;
    use arrow_schema::ArrowError as A;
    // A batch refused in Arrow C++'s words (ipc::fault).
    if let Some(e) = ipc::status_of(&error, None) {
        return e;
    }
    let (code, text) = match error {
        A::IoError(m, _) => (C::IoError, m),
        A::InvalidArgumentError(m) | A::ParseError(m) | A::CastError(m) | A::IpcError(m) => {
            (C::Invalid, m)
        }
        A::DivideByZero => (C::Invalid, "divide by zero".to_owned()),
        // A schema that does not fit (IRX_ERR_TYPE); what arrow-rs has not
        // implemented is Arrow C++'s NotImplemented (IRX_ERR_ARROW).
        A::SchemaError(m) => (C::TypeError, m),
        A::NotYetImplemented(m) => (C::NotImplemented, m),
        A::ArithmeticOverflow(m) => (C::CapacityError, m),
        A::MemoryError(m) => (C::OutOfMemory, m),
        e @ (A::DictionaryKeyOverflowError
        | A::RunEndIndexOverflowError
        | A::OffsetOverflowError(_)) => (C::CapacityError, e.to_string()),
        A::ComputeError(m)
        | A::CsvError(m)
        | A::JsonError(m)
        | A::ParquetError(m)
        | A::CDataInterface(m)
        | A::AvroError(m) => (C::UnknownError, m),
        other => (C::UnknownError, other.to_string()),
    };
    // A message of ours carried through arrow-rs may hold its prefix.
    if text.starts_with(code.prefix()) {
        return Error::new(code.kind(), text);
    }
    Error::status(code, text)
}
