//! Errors raised inside the runtime and the per-thread "last error" slots the
//! C API reports them through.

use std::borrow::Cow;
use std::cell::{Cell, RefCell};
use std::ffi::{CStr, c_char, c_int};

/// An error on its way to the C caller: an errno-style code plus a message.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) struct Error {
    pub(crate) code: c_int,
    pub(crate) message: Cow<'static, str>,
}

pub(crate) type Result<T> = std::result::Result<T, Error>;

impl Error {
    /// Bad or unsupported input (`EINVAL`).
    pub(crate) fn invalid(message: impl Into<Cow<'static, str>>) -> Self {
        Error {
            code: libc::EINVAL,
            message: message.into(),
        }
    }

    /// Size arithmetic that would overflow int64 (`EOVERFLOW`).
    pub(crate) fn overflow(message: impl Into<Cow<'static, str>>) -> Self {
        Error {
            code: libc::EOVERFLOW,
            message: message.into(),
        }
    }

    /// A failed allocation (`ENOMEM`).
    pub(crate) fn no_memory(message: impl Into<Cow<'static, str>>) -> Self {
        Error {
            code: libc::ENOMEM,
            message: message.into(),
        }
    }

    /// A `NULL` where the API requires a pointer.
    pub(crate) fn null(what: &'static str) -> Self {
        Error::invalid(format!("{what} must not be NULL"))
    }
}

/// A thread's last-error message for one API family. The message is kept
/// NUL-terminated so `irx_*_last_error()` can hand out a pointer into it.
pub(crate) struct LastError {
    is_set: Cell<bool>,
    message: RefCell<Vec<u8>>,
}

impl LastError {
    pub(crate) const fn new() -> Self {
        LastError {
            is_set: Cell::new(false),
            message: RefCell::new(Vec::new()),
        }
    }

    /// Forgets the previous error. Called at the start of every API call, so
    /// it must stay cheap: one thread-local flag, no allocation.
    #[inline]
    pub(crate) fn clear(&self) {
        self.is_set.set(false);
    }

    pub(crate) fn set(&self, function: &str, message: &str) {
        let mut buffer = self.message.borrow_mut();
        buffer.clear();
        buffer.extend_from_slice(function.as_bytes());
        buffer.extend_from_slice(b": ");
        // An interior NUL would truncate the C string; no message of ours
        // contains one, but a panic payload might.
        buffer.extend(message.bytes().map(|b| if b == 0 { b'?' } else { b }));
        buffer.push(0);
        self.is_set.set(true);
    }

    /// The message as a C string: "" when the last call succeeded. The
    /// pointer stays valid until the next call of the same family on the
    /// same thread.
    pub(crate) fn as_ptr(&self) -> *const c_char {
        if !self.is_set.get() {
            return c"".as_ptr();
        }
        let buffer = self.message.borrow();
        match CStr::from_bytes_with_nul(&buffer) {
            Ok(message) => message.as_ptr(),
            Err(_) => c"".as_ptr(),
        }
    }
}
