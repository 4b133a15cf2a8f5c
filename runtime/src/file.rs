//! pyirx 1.25's text-file runtime (`irx_file_runtime.h`): open a file in
//! mode r, w or a (rt, wt, at alike), read it whole as UTF-8 text, write
//! UTF-8 text, flush, close, release, with 1.25's statuses
//! (`irx_file_status`: `IRX_FILE_OS_ERROR | errno` for an OS failure)
//! and messages in the caller's error buffer of `IRX_FILE_ERROR_CAPACITY`
//! bytes (emptied on entry; NULL: no message).
//!
//! As in 1.25: the file is a C stdio stream; text is strict UTF-8 (no
//! NUL, no overlong forms, no surrogates, nothing above U+10FFFF) both
//! ways; a read returns the rest of the file as a `malloc`'d string (free
//! it with `free()`) with CRLF and lone CR turned into LF; a write returns
//! the number of characters written; close is idempotent; release closes
//! and frees the handle even when closing fails. Unlike 1.25, a handle is
//! a checked slot key (like every handle of this runtime): a released or
//! made-up handle is refused with `IRX_FILE_INVALID_ARGUMENT` instead of
//! being dereferenced, and a second release is refused, not a double free.
//! Handles are single-owner and used by one thread at a time.

use std::ffi::{CStr, c_char};
use std::ptr;

use irx_abi::file::IRX_FILE_ERROR_CAPACITY;
use irx_abi::file::irx_file_status::*;

use crate::ffi::export;
use crate::ffi::handle::{self, handle_type};

/// An open (or closed) text file (`irx_file *`).
#[derive(Debug)]
pub struct IrxFile {
    /// The stdio stream; NULL once closed.
    stream: *mut libc::FILE,
    readable: bool,
}
handle_type!(IrxFile, "file", Owned);

// SAFETY: the stream is used by one thread at a time (the handle is
// single-owner, borrowed mutably for each call); stdio streams may move
// between threads.
unsafe impl Send for IrxFile {}
// SAFETY: as above; no shared access happens through `&IrxFile`.
unsafe impl Sync for IrxFile {}

impl Drop for IrxFile {
    fn drop(&mut self) {
        if !self.stream.is_null() {
            // SAFETY: an open stream of this handle, closed once.
            unsafe { libc::fclose(self.stream) };
        }
    }
}

/// A failed call: its status and message.
#[derive(Debug)]
pub(crate) struct Failure {
    status: i32,
    message: String,
}

/// What a file function's body returns.
pub(crate) type Outcome = Result<(), Failure>;

fn fail(status: irx_abi::file::irx_file_status, message: &str) -> Failure {
    Failure {
        status: status as i32,
        message: message.to_owned(),
    }
}

fn errno() -> i32 {
    std::io::Error::last_os_error().raw_os_error().unwrap_or(0)
}

fn clear_errno() {
    // SAFETY: the calling thread's errno.
    unsafe { *libc::__errno_location() = 0 };
}

/// An OS failure of `operation` with errno `code`: "operation: strerror".
fn os_failure(operation: &str, code: i32) -> Failure {
    let reason = if code == 0 {
        "I/O failure".to_owned()
    } else {
        crate::ffi::error::strerror(code)
    };
    Failure {
        status: OS_ERROR_BIT | (code & 0xFFFF),
        message: format!("{operation}: {reason}"),
    }
}

const OS_ERROR_BIT: i32 = IRX_FILE_OS_ERROR as i32;

/// Runs a file function's body: empties `error`, catches panics (a bug:
/// reported as `IRX_FILE_INVALID_ARGUMENT` with what happened), writes a
/// failure's message into `error` (cut to `IRX_FILE_ERROR_CAPACITY - 1`
/// bytes at a character boundary) and returns its status.
pub(crate) fn guard(
    function: &'static str,
    error: *mut c_char,
    body: impl FnOnce() -> Outcome,
) -> i32 {
    if !error.is_null() {
        // SAFETY: a non-NULL buffer has IRX_FILE_ERROR_CAPACITY bytes.
        unsafe { error.write(0) };
    }
    let outcome = crate::ffi::checked::catch(function, body, |message| {
        fail(IRX_FILE_INVALID_ARGUMENT, &message)
    });
    match outcome {
        Ok(()) => 0,
        Err(failure) => {
            if !error.is_null() {
                let text = failure.message.as_bytes();
                let mut end = text.len().min(IRX_FILE_ERROR_CAPACITY - 1);
                while end > 0 && !failure.message.is_char_boundary(end) {
                    end -= 1;
                }
                // SAFETY: `end + 1 <= IRX_FILE_ERROR_CAPACITY` writable bytes.
                unsafe {
                    ptr::copy_nonoverlapping(text.as_ptr(), error.cast::<u8>(), end);
                    error.add(end).write(0);
                }
            }
            failure.status
        }
    }
}

/// The file behind a handle for read, write and flush: NULL and a closed
/// file are `IRX_FILE_CLOSED` ("<operation> on a closed file"), a handle
/// that is not live `IRX_FILE_INVALID_ARGUMENT`.
///
/// # Safety
/// * `file` is NULL or a handle used by no other thread.
unsafe fn open_file<'a>(file: *mut IrxFile, operation: &str) -> Result<&'a mut IrxFile, Failure> {
    let closed = || fail(IRX_FILE_CLOSED, &format!("{operation} on a closed file"));
    if file.is_null() {
        return Err(closed());
    }
    // SAFETY: caller contract.
    let handle = unsafe { handle::borrow_mut(file) }
        .map_err(|e| fail(IRX_FILE_INVALID_ARGUMENT, &e.message))?;
    if handle.stream.is_null() {
        return Err(closed());
    }
    Ok(handle)
}

/// Strict UTF-8 without NUL; the number of characters. Of several
/// problems the first in the text is reported, as 1.25's scan finds it (a
/// NUL after a bad sequence is not the error: the sequence is).
fn utf8_characters(bytes: &[u8]) -> Result<i64, Failure> {
    let nul = || fail(IRX_FILE_ENCODING, "text containing NUL is unsupported");
    match std::str::from_utf8(bytes) {
        Ok(_) if bytes.contains(&0) => Err(nul()),
        Ok(text) => Ok(text.chars().count() as i64),
        Err(e) => {
            let at = e.valid_up_to();
            if bytes[..at].contains(&0) {
                return Err(nul());
            }
            let first = bytes[at];
            // 1.25 tells a truncated sequence, a bad lead or continuation
            // byte, and a decoded value out of range apart.
            let message = match e.error_len() {
                None => "incomplete UTF-8 text",
                Some(_) if !(0xC2..=0xF4).contains(&first) => "invalid UTF-8 text",
                Some(_) => {
                    let needed = match first {
                        0xC2..=0xDF => 1,
                        0xE0..=0xEF => 2,
                        _ => 3,
                    };
                    let tail = &bytes[at + 1..];
                    if tail.len() < needed {
                        "incomplete UTF-8 text"
                    } else if tail[..needed].iter().any(|&b| b & 0xC0 != 0x80) {
                        "invalid UTF-8 text"
                    } else {
                        "invalid UTF-8 code point"
                    }
                }
            };
            Err(fail(IRX_FILE_ENCODING, message))
        }
    }
}

/// Opens `path` in `mode` ("r", "w", "a", or with a "t": "rt", "wt",
/// "at"; as C's `fopen`: w truncates or creates, a appends) into a new
/// handle in `*out_file` (`*out_file` is NULL first).
///
/// Returns `IRX_FILE_OK`; `IRX_FILE_INVALID_ARGUMENT` for a NULL `path`,
/// `mode` or `out_file` ("open requires a path, mode, and output");
/// `IRX_FILE_MODE` for another mode; `IRX_FILE_OS_ERROR | errno` when
/// `fopen` fails ("open failed: No such file or directory", EACCES for a
/// file without permission, ...). Opening a directory for reading
/// succeeds as with `fopen`; reading it then fails with EISDIR.
///
/// # Safety
/// `path` and `mode` are NULL or NUL-terminated; `out_file` is NULL or
/// writable; `error` is NULL or has `IRX_FILE_ERROR_CAPACITY` bytes.
#[export(File, error = error)]
pub unsafe fn irx_file_open(
    path: *const c_char,
    mode: *const c_char,
    out_file: *mut *mut IrxFile,
    error: *mut c_char,
) -> i32 {
    if !out_file.is_null() {
        // SAFETY: caller contract.
        unsafe { out_file.write(ptr::null_mut()) };
    }
    if out_file.is_null() || path.is_null() || mode.is_null() {
        return Err(fail(
            IRX_FILE_INVALID_ARGUMENT,
            "open requires a path, mode, and output",
        ));
    }
    // SAFETY: caller contract.
    let canonical: &CStr = match unsafe { CStr::from_ptr(mode) }.to_bytes() {
        b"r" | b"rt" => c"r",
        b"w" | b"wt" => c"w",
        b"a" | b"at" => c"a",
        _ => {
            return Err(fail(
                IRX_FILE_MODE,
                "open supports only r, w, a, rt, wt, at modes",
            ));
        }
    };
    clear_errno();
    // SAFETY: both NUL-terminated.
    let stream = unsafe { libc::fopen(path, canonical.as_ptr()) };
    if stream.is_null() {
        return Err(os_failure("open failed", errno()));
    }
    let file = IrxFile {
        stream,
        readable: canonical == c"r",
    };
    let handle = handle::new(file).map_err(|e| fail(IRX_FILE_ALLOCATION, &e.message))?;
    // SAFETY: checked non-NULL above.
    unsafe { out_file.write(handle) };
    Ok(())
}

/// Reads the rest of a file opened for reading into `*out_text`: a new
/// `malloc`'d, NUL-terminated string the caller frees with `free()`,
/// with CRLF and lone CR turned into LF (`*out_text` is NULL first and on
/// failure).
///
/// Returns `IRX_FILE_OK`; `IRX_FILE_INVALID_ARGUMENT` for a NULL
/// `out_text` or a handle that is not live; `IRX_FILE_CLOSED` for a NULL
/// or closed file; `IRX_FILE_MODE` for a file opened to write;
/// `IRX_FILE_ENCODING` for text that is not strict UTF-8 or holds NUL;
/// `IRX_FILE_ALLOCATION`, `IRX_FILE_OVERFLOW`; `IRX_FILE_OS_ERROR |
/// errno` for a failed read (EISDIR for a directory);
/// `IRX_FILE_NO_PROGRESS` for a read that returned nothing before the
/// end.
///
/// # Safety
/// `file` is NULL or a handle used by no other thread; `out_text` is NULL
/// or writable; `error` as for `irx_file_open`.
#[export(File, error = error)]
pub unsafe fn irx_file_read(
    file: *mut IrxFile,
    out_text: *mut *mut c_char,
    error: *mut c_char,
) -> i32 {
    if !out_text.is_null() {
        // SAFETY: caller contract.
        unsafe { out_text.write(ptr::null_mut()) };
    }
    if out_text.is_null() {
        return Err(fail(IRX_FILE_INVALID_ARGUMENT, "read requires an output"));
    }
    // SAFETY: caller contract.
    let file = unsafe { open_file(file, "read")? };
    if !file.readable {
        return Err(fail(IRX_FILE_MODE, "file is not readable"));
    }
    let mut buffer: Vec<u8> = Vec::new();
    let mut chunk = vec![0u8; 4096];
    loop {
        clear_errno();
        // SAFETY: `chunk` is writable for its length; the stream is open.
        let received =
            unsafe { libc::fread(chunk.as_mut_ptr().cast(), 1, chunk.len(), file.stream) };
        if buffer.try_reserve(received).is_err() {
            return Err(fail(IRX_FILE_ALLOCATION, "read allocation failed"));
        }
        buffer.extend_from_slice(&chunk[..received]);
        // SAFETY: the stream is open.
        if unsafe { libc::ferror(file.stream) } != 0 {
            return Err(os_failure("read failed", errno()));
        }
        // SAFETY: the stream is open.
        if unsafe { libc::feof(file.stream) } != 0 {
            break;
        }
        if received == 0 {
            return Err(fail(IRX_FILE_NO_PROGRESS, "read made no progress"));
        }
    }
    utf8_characters(&buffer)?;
    // CRLF and lone CR become LF, in place.
    let mut target = 0;
    let mut source = 0;
    while source < buffer.len() {
        let c = buffer[source];
        if c == b'\r' {
            buffer[target] = b'\n';
            if buffer.get(source + 1) == Some(&b'\n') {
                source += 1;
            }
        } else {
            buffer[target] = c;
        }
        target += 1;
        source += 1;
    }
    // SAFETY: a plain allocation of target + 1 bytes (never 0).
    let text = unsafe { libc::malloc(target + 1) }.cast::<u8>();
    if text.is_null() {
        return Err(fail(IRX_FILE_ALLOCATION, "read allocation failed"));
    }
    // SAFETY: `text` has target + 1 writable bytes; no overlap.
    unsafe {
        ptr::copy_nonoverlapping(buffer.as_ptr(), text, target);
        text.add(target).write(0);
        out_text.write(text.cast());
    }
    Ok(())
}

/// Writes the NUL-terminated UTF-8 `text` to a file opened to write or
/// append; `*out_count` is the number of characters (not bytes) written
/// (0 first and on failure). Nothing is written unless the whole text is
/// valid.
///
/// Returns `IRX_FILE_OK`; `IRX_FILE_INVALID_ARGUMENT` for a NULL `text` or
/// `out_count` ("write requires text and output") or a handle that is not
/// live; `IRX_FILE_CLOSED` for a NULL or closed file; `IRX_FILE_MODE` for
/// a file opened to read ("file is not writable"); `IRX_FILE_ENCODING` for
/// text that is not strict UTF-8; `IRX_FILE_OS_ERROR | errno` for a failed
/// write.
///
/// # Safety
/// `file` is NULL or a handle used by no other thread; `text` is NULL or
/// NUL-terminated; `out_count` is NULL or writable; `error` as for
/// `irx_file_open`.
#[export(File, error = error)]
pub unsafe fn irx_file_write(
    file: *mut IrxFile,
    text: *const c_char,
    out_count: *mut i64,
    error: *mut c_char,
) -> i32 {
    if !out_count.is_null() {
        // SAFETY: caller contract.
        unsafe { out_count.write(0) };
    }
    if out_count.is_null() || text.is_null() {
        return Err(fail(
            IRX_FILE_INVALID_ARGUMENT,
            "write requires text and output",
        ));
    }
    // SAFETY: caller contract.
    let file = unsafe { open_file(file, "write")? };
    if file.readable {
        return Err(fail(IRX_FILE_MODE, "file is not writable"));
    }
    // SAFETY: caller contract.
    let bytes = unsafe { CStr::from_ptr(text) }.to_bytes();
    let count = utf8_characters(bytes)?;
    clear_errno();
    // SAFETY: `bytes` is readable; the stream is open.
    let written = unsafe { libc::fwrite(bytes.as_ptr().cast(), 1, bytes.len(), file.stream) };
    if written != bytes.len() {
        return Err(os_failure("write failed", errno()));
    }
    // SAFETY: checked non-NULL above.
    unsafe { out_count.write(count) };
    Ok(())
}

/// Flushes what was written to a file (nothing to do for a file opened to
/// read).
///
/// Returns `IRX_FILE_OK`; `IRX_FILE_CLOSED` for a NULL or closed file;
/// `IRX_FILE_INVALID_ARGUMENT` for a handle that is not live;
/// `IRX_FILE_OS_ERROR | errno` when `fflush` fails (ENOSPC, ...).
///
/// # Safety
/// `file` is NULL or a handle used by no other thread; `error` as for
/// `irx_file_open`.
#[export(File, error = error)]
pub unsafe fn irx_file_flush(file: *mut IrxFile, error: *mut c_char) -> i32 {
    // SAFETY: caller contract.
    let file = unsafe { open_file(file, "flush")? };
    if file.readable {
        return Ok(());
    }
    clear_errno();
    // SAFETY: the stream is open.
    if unsafe { libc::fflush(file.stream) } != 0 {
        return Err(os_failure("flush failed", errno()));
    }
    Ok(())
}

/// Closes a file (flushing what was written); the handle stays valid for
/// `irx_file_release`. Closing a closed file succeeds and does nothing.
///
/// Returns `IRX_FILE_OK`; `IRX_FILE_INVALID_ARGUMENT` for a NULL handle
/// ("close requires a file") or one that is not live; `IRX_FILE_OS_ERROR
/// | errno` when `fclose` fails (the file is closed all the same).
///
/// # Safety
/// `file` is NULL or a handle used by no other thread; `error` as for
/// `irx_file_open`.
#[export(File, error = error)]
pub unsafe fn irx_file_close(file: *mut IrxFile, error: *mut c_char) -> i32 {
    if file.is_null() {
        return Err(fail(IRX_FILE_INVALID_ARGUMENT, "close requires a file"));
    }
    // SAFETY: caller contract.
    let file = unsafe { handle::borrow_mut(file) }
        .map_err(|e| fail(IRX_FILE_INVALID_ARGUMENT, &e.message))?;
    close(file)
}

fn close(file: &mut IrxFile) -> Outcome {
    let stream = std::mem::replace(&mut file.stream, ptr::null_mut());
    if stream.is_null() {
        return Ok(());
    }
    clear_errno();
    // SAFETY: the handle's open stream, closed once (it is NULL now).
    if unsafe { libc::fclose(stream) } != 0 {
        return Err(os_failure("close failed", errno()));
    }
    Ok(())
}

/// Closes (as `irx_file_close`) and frees a file handle; the handle is
/// freed even when closing fails, whose status is returned. NULL is a
/// successful no-op; a handle that is not live (released already) is
/// `IRX_FILE_INVALID_ARGUMENT` and nothing is freed twice.
///
/// # Safety
/// `file` is NULL or a handle used by no other thread, not used again;
/// `error` as for `irx_file_open`.
#[export(File, error = error)]
pub unsafe fn irx_file_release(file: *mut IrxFile, error: *mut c_char) -> i32 {
    let Some(mut owned) =
        handle::take(file).map_err(|e| fail(IRX_FILE_INVALID_ARGUMENT, &e.message))?
    else {
        return Ok(());
    };
    close(&mut owned)
}
