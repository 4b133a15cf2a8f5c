//! Errors raised inside the runtime and the per-thread "last error" slots the
//! C API reports them through.

use std::borrow::Cow;
use std::cell::{Cell, RefCell};
use std::ffi::{CStr, c_char, c_int};

/// What went wrong, independent of how a C caller is told: the 1.18
/// families report a [`Kind`] as an errno value ([`Kind::errno`]), the 1.25
/// families as a negative `IRX_ERR_*` status ([`Kind::native`]). One error
/// value serves both, so shared helpers (handle lookups, size arithmetic)
/// never need to know which family called them.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Kind {
    /// Bad or unsupported input.
    Invalid,
    /// A `NULL` where a pointer is required.
    Null,
    /// A column, row, field or element index outside its range.
    OutOfBounds,
    /// A value of the wrong type for the column or operation.
    Type,
    /// A failed read or write of a file, descriptor or socket.
    Io,
    /// Anything else arrow-rs reports (malformed data, corrupt IPC).
    Arrow,
    /// Size arithmetic that would overflow.
    Overflow,
    /// A failed allocation.
    NoMemory,
}

impl Kind {
    /// The 1.18 convention (`irx_arrow_*`): the three errno values ABI.md
    /// names; every kind it does not name is bad input, `EINVAL`.
    pub(crate) fn errno(self) -> c_int {
        match self {
            Kind::Overflow => irx_abi::status::EOVERFLOW,
            Kind::NoMemory => irx_abi::status::ENOMEM,
            _ => irx_abi::status::EINVAL,
        }
    }

    /// The 1.18 errno of the `irx_arrow_*` family as pyirx 1.25 reports
    /// it: its arrow runtime still decides in errno terms, then translates
    /// EINVAL to `IRX_ERR_INVALID`, EOVERFLOW to `IRX_ERR_OVERFLOW` and
    /// ENOMEM to `IRX_ERR_ALLOC` (so a NULL argument there is
    /// `IRX_ERR_INVALID`, not [`Kind::native`]'s `IRX_ERR_NULLPTR`). The
    /// one category it reports directly is a type mismatch
    /// (`IRX_ERR_TYPE`: a builder append of the wrong value family), which
    /// 1.18's errno contract folds into `EINVAL`.
    pub(crate) fn errno_as_native(self) -> c_int {
        use irx_abi::{native as n, status as e};
        if self == Kind::Type {
            return n::IRX_ERR_TYPE;
        }
        match self.errno() {
            e::EOVERFLOW => n::IRX_ERR_OVERFLOW,
            e::ENOMEM => n::IRX_ERR_ALLOC,
            _ => n::IRX_ERR_INVALID,
        }
    }

    /// The 1.25 convention (`irx_rb_*`, `irx_native_status.h`).
    pub(crate) fn native(self) -> c_int {
        use irx_abi::native as n;
        match self {
            Kind::Arrow => n::IRX_ERR_ARROW,
            Kind::Null => n::IRX_ERR_NULLPTR,
            Kind::OutOfBounds => n::IRX_ERR_OOB,
            Kind::Type => n::IRX_ERR_TYPE,
            Kind::Io => n::IRX_ERR_IO,
            Kind::Invalid => n::IRX_ERR_INVALID,
            Kind::NoMemory => n::IRX_ERR_ALLOC,
            Kind::Overflow => n::IRX_ERR_OVERFLOW,
        }
    }

    /// The status of 1.25's data-frame functions (`Domain::Frame`): its
    /// arrow runtime reports a NULL argument as `EINVAL`, which it
    /// translates to `IRX_ERR_INVALID`; every other kind is [`Kind::native`].
    pub(crate) fn frame(self) -> c_int {
        match self {
            Kind::Null => irx_abi::native::IRX_ERR_INVALID,
            kind => kind.native(),
        }
    }

    /// The kind of a negative 1.25 status (the inverse of [`Kind::native`]);
    /// a status 1.25 does not define is an Arrow failure.
    pub(crate) fn from_native(status: c_int) -> Kind {
        use irx_abi::native as n;
        match status {
            n::IRX_ERR_NULLPTR => Kind::Null,
            n::IRX_ERR_OOB => Kind::OutOfBounds,
            n::IRX_ERR_TYPE => Kind::Type,
            n::IRX_ERR_IO => Kind::Io,
            n::IRX_ERR_INVALID => Kind::Invalid,
            n::IRX_ERR_ALLOC => Kind::NoMemory,
            n::IRX_ERR_OVERFLOW => Kind::Overflow,
            _ => Kind::Arrow,
        }
    }
}

/// The codes of Arrow C++'s `Status` that pyirx 1.25 passes on: it
/// prints `Status::ToString()`, "<prefix>: <message>", and derives the
/// status from the code (`irx::record_batch_status`).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum StatusCode {
    Invalid,
    IoError,
    TypeError,
    IndexError,
    NotImplemented,
    CapacityError,
    OutOfMemory,
    UnknownError,
}

impl StatusCode {
    /// What `Status::ToString()` puts before the message.
    pub(crate) fn prefix(self) -> &'static str {
        match self {
            StatusCode::Invalid => "Invalid: ",
            StatusCode::IoError => "IOError: ",
            StatusCode::TypeError => "Type error: ",
            StatusCode::IndexError => "Index error: ",
            StatusCode::NotImplemented => "NotImplemented: ",
            StatusCode::CapacityError => "Capacity error: ",
            StatusCode::OutOfMemory => "Out of memory: ",
            StatusCode::UnknownError => "Unknown error: ",
        }
    }

    /// The category 1.25 reports a status of this code as
    /// (`record_batch_status`: what it does not name is `IRX_ERR_ARROW`).
    pub(crate) fn kind(self) -> Kind {
        match self {
            StatusCode::OutOfMemory => Kind::NoMemory,
            StatusCode::CapacityError => Kind::Overflow,
            StatusCode::IndexError => Kind::OutOfBounds,
            StatusCode::TypeError => Kind::Type,
            StatusCode::IoError => Kind::Io,
            StatusCode::Invalid => Kind::Invalid,
            StatusCode::NotImplemented | StatusCode::UnknownError => Kind::Arrow,
        }
    }
}

/// An error on its way to the C caller: what kind it is plus a message.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) struct Error {
    pub(crate) kind: Kind,
    pub(crate) message: Cow<'static, str>,
}

pub(crate) type Result<T> = std::result::Result<T, Error>;

impl Error {
    /// An error of `kind` with `message`.
    pub(crate) fn new(kind: Kind, message: impl Into<Cow<'static, str>>) -> Self {
        Error {
            kind,
            message: message.into(),
        }
    }

    /// An Arrow C++ status as 1.25 passes it on: its category, and its
    /// text as `Status::ToString()` writes it ("Invalid: ...").
    #[cold]
    pub(crate) fn status(code: StatusCode, message: impl std::fmt::Display) -> Self {
        Error::new(code.kind(), format!("{}{message}", code.prefix()))
    }

    /// Bad or unsupported input (`EINVAL`).
    pub(crate) fn invalid(message: impl Into<Cow<'static, str>>) -> Self {
        Error::new(Kind::Invalid, message)
    }

    /// Size arithmetic that would overflow int64 (`EOVERFLOW`).
    pub(crate) fn overflow(message: impl Into<Cow<'static, str>>) -> Self {
        Error::new(Kind::Overflow, message)
    }

    /// A failed allocation (`ENOMEM`).
    pub(crate) fn no_memory(message: impl Into<Cow<'static, str>>) -> Self {
        Error::new(Kind::NoMemory, message)
    }

    /// A `NULL` where the API requires a pointer (`EINVAL` in 1.18,
    /// `IRX_ERR_NULLPTR` in 1.25).
    pub(crate) fn null(what: &'static str) -> Self {
        Error::new(Kind::Null, format!("{what} must not be NULL"))
    }

    /// A file that could not be opened (for reading or writing), in the
    /// words of Arrow C++'s `IOError` status, which pyirx 1.25 programs
    /// print: `IOError: Failed to open local file 'PATH'. Detail: [errno
    /// N] STRERROR`.
    pub(crate) fn open_local_file(path: &std::path::Path, error: &std::io::Error) -> Self {
        let path = path.display();
        Error::new(
            Kind::Io,
            match error.raw_os_error() {
                Some(code) => format!(
                    "IOError: Failed to open local file '{path}'. Detail: [errno {code}] {}",
                    strerror(code)
                ),
                None => format!("IOError: Failed to open local file '{path}': {error}"),
            },
        )
    }

    /// The errno value of the 1.18 families.
    pub(crate) fn errno(&self) -> c_int {
        self.kind.errno()
    }
}

/// Whether last-error messages start with the failing function's name
/// (the 1.18 generation; see [`LastError::set`]).
fn names_function() -> bool {
    !crate::generation::is_1_25()
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
    /// Forgets the previous error. Called at the start of every API call
    /// that can fail (docs/ABI.md, "Last errors").
    #[inline]
    pub(crate) fn clear(&self) {
        // A thread being torn down has no slot any more: nothing to clear.
        let _ = self.is_set.try_with(|flag| flag.set(false));
    }

    /// Takes the slot's state out, leaving it empty: what
    /// [`LastError::restore`] puts back. The message's buffer moves out
    /// whole (no copy), so a pointer [`LastError::as_ptr`] gave before stays
    /// valid once it is back. None when no error is recorded.
    #[inline]
    pub(crate) fn take(&self) -> Option<Vec<u8>> {
        if !self
            .is_set
            .try_with(|flag| flag.replace(false))
            .unwrap_or(false)
        {
            return None;
        }
        self.message
            .try_with(|buffer| std::mem::take(&mut *buffer.borrow_mut()))
            .ok()
    }

    /// Puts back what [`LastError::take`] took, over whatever was recorded
    /// since (an empty slot when it took nothing).
    #[inline]
    pub(crate) fn restore(&self, saved: Option<Vec<u8>>) {
        let set = saved.is_some();
        if let Some(saved) = saved {
            let _ = self.message.try_with(|buffer| *buffer.borrow_mut() = saved);
        }
        let _ = self.is_set.try_with(|flag| flag.set(set));
    }

    /// Records `message`, after the name of the `function` that failed in
    /// the 1.18 generation ("function: message", what a C reader wants).
    /// The 1.25 generation records the message alone, as pyirx 1.25's
    /// runtime does: its programs raise the text as an exception's message
    /// and print it, byte for byte.
    pub(crate) fn set(&self, function: &str, message: &str) {
        let _ = self.message.try_with(|buffer| {
            let mut buffer = buffer.borrow_mut();
            buffer.clear();
            if names_function() {
                buffer.extend_from_slice(function.as_bytes());
                buffer.extend_from_slice(b": ");
            }
            // An interior NUL would truncate the C string; no message of
            // ours has one, but a panic payload might.
            buffer.extend(message.bytes().map(|b| if b == 0 { b'?' } else { b }));
            buffer.push(0);
            let _ = self.is_set.try_with(|flag| flag.set(true));
        });
    }

    /// The message without the name of the function that set it (what
    /// follows `set`'s "function: "), or None when the last call
    /// succeeded. A function name is an identifier, so the first ": " is
    /// where the message starts.
    pub(crate) fn message_only(&self) -> Option<String> {
        if !self.is_set.try_with(Cell::get).unwrap_or(false) {
            return None;
        }
        self.message
            .try_with(|buffer| {
                let buffer = buffer.borrow();
                let text = String::from_utf8_lossy(buffer.strip_suffix(&[0]).unwrap_or(&buffer));
                if !names_function() {
                    return Some(text.into_owned());
                }
                Some(text.split_once(": ").map_or(&*text, |(_, m)| m).to_owned())
            })
            .unwrap_or(None)
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

/// C's text for errno `code` (`strerror_r`), "Unknown error N" when it has
/// none.
pub(crate) fn strerror(code: c_int) -> String {
    let mut buffer = [0 as c_char; 256];
    // SAFETY: a writable buffer of its length; the XSI strerror_r
    // NUL-terminates what it writes.
    let ok = unsafe { libc::strerror_r(code, buffer.as_mut_ptr(), buffer.len()) } == 0;
    if ok {
        // SAFETY: NUL-terminated (above).
        unsafe { CStr::from_ptr(buffer.as_ptr()) }
            .to_string_lossy()
            .into_owned()
    } else {
        format!("Unknown error {code}")
    }
}

#[cfg(test)]
mod tests {
    use super::Kind;
    use irx_abi::native as n;

    #[test]
    fn the_125_arrow_status_is_the_118_errno_translated_but_for_types() {
        let all = [
            Kind::Invalid,
            Kind::Null,
            Kind::OutOfBounds,
            Kind::Type,
            Kind::Io,
            Kind::Arrow,
            Kind::Overflow,
            Kind::NoMemory,
        ];
        for kind in all {
            if kind == Kind::Type {
                assert_eq!(kind.errno(), 22);
                assert_eq!(kind.errno_as_native(), n::IRX_ERR_TYPE);
                continue;
            }
            let expected = match kind.errno() {
                22 => n::IRX_ERR_INVALID,
                75 => n::IRX_ERR_OVERFLOW,
                12 => n::IRX_ERR_ALLOC,
                other => panic!("{kind:?}: errno {other}"),
            };
            assert_eq!(kind.errno_as_native(), expected, "{kind:?}");
        }
        assert_eq!(Kind::Null.errno_as_native(), -6);
    }

    /// Arrow C++'s words, which pyirx 1.25 programs print (corpus program
    /// dataframe_errors).
    #[test]
    fn a_file_that_cannot_be_opened_is_described_as_arrow_cpp_does() {
        let path = std::path::Path::new("/nonexistent/missing.csv");
        let error = std::fs::File::open(path).unwrap_err();
        let e = super::Error::open_local_file(path, &error);
        assert_eq!(e.kind, Kind::Io);
        assert_eq!(
            e.message,
            "IOError: Failed to open local file '/nonexistent/missing.csv'. \
             Detail: [errno 2] No such file or directory"
        );
    }
}
