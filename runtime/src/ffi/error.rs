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
            code: irx_abi::status::EINVAL,
            message: message.into(),
        }
    }

    /// Size arithmetic that would overflow int64 (`EOVERFLOW`).
    pub(crate) fn overflow(message: impl Into<Cow<'static, str>>) -> Self {
        Error {
            code: irx_abi::status::EOVERFLOW,
            message: message.into(),
        }
    }

    /// A failed allocation (`ENOMEM`).
    pub(crate) fn no_memory(message: impl Into<Cow<'static, str>>) -> Self {
        Error {
            code: irx_abi::status::ENOMEM,
            message: message.into(),
        }
    }

    /// A `NULL` where the API requires a pointer.
    pub(crate) fn null(what: &'static str) -> Self {
        Error::invalid(format!("{what} must not be NULL"))
    }
}

/// A thread's last-error state for one API family, split in two
/// thread-locals: `is_set` has no destructor, so the reset every call makes
/// is a single thread-local store; the message buffer is only touched when
/// an error is recorded or read.
pub(crate) struct LastError {
    pub(crate) is_set: &'static std::thread::LocalKey<Cell<bool>>,
    pub(crate) message: &'static std::thread::LocalKey<RefCell<Vec<u8>>>,
}

impl LastError {
    /// Forgets the previous error. Called at the start of every API call.
    #[inline]
    pub(crate) fn clear(&self) {
        // A thread being torn down has no slot any more: nothing to clear.
        let _ = self.is_set.try_with(|flag| flag.set(false));
    }

    pub(crate) fn set(&self, function: &str, message: &str) {
        let _ = self.message.try_with(|buffer| {
            let mut buffer = buffer.borrow_mut();
            buffer.clear();
            buffer.extend_from_slice(function.as_bytes());
            buffer.extend_from_slice(b": ");
            // An interior NUL would truncate the C string; no message of
            // ours has one, but a panic payload might.
            buffer.extend(message.bytes().map(|b| if b == 0 { b'?' } else { b }));
            buffer.push(0);
            let _ = self.is_set.try_with(|flag| flag.set(true));
        });
    }

    /// The message as a C string: "" when the last call succeeded. The
    /// pointer stays valid until the next call of the same family on the
    /// same thread.
    pub(crate) fn as_ptr(&self) -> *const c_char {
        if !self.is_set.try_with(Cell::get).unwrap_or(false) {
            return c"".as_ptr();
        }
        self.message
            .try_with(|buffer| match CStr::from_bytes_with_nul(&buffer.borrow()) {
                Ok(message) => message.as_ptr(),
                Err(_) => c"".as_ptr(),
            })
            .unwrap_or(c"".as_ptr())
    }
}
