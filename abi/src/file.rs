//! The numbers of pyirx 1.25's text-file runtime (`irx_file_*`,
//! `irx_file_runtime.h`).

/// Bytes of the caller-owned error buffer every `irx_file_*` function
/// takes: messages are written truncated to fit, always NUL-terminated.
pub const IRX_FILE_ERROR_CAPACITY: usize = 256;

/// The status of an `irx_file_*` call (pyirx 1.25's values). An OS failure
/// is `IRX_FILE_OS_ERROR | errno` (errno in the low 16 bits).
#[repr(C)]
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum irx_file_status {
    /// Success.
    IRX_FILE_OK = 0,
    /// A NULL path, mode, text or output, or no file to close; also a
    /// handle this runtime did not make or already released.
    IRX_FILE_INVALID_ARGUMENT = 1,
    /// The file is closed (or the handle NULL) for read, write or flush.
    IRX_FILE_CLOSED = 2,
    /// Text that is not strict UTF-8, or holds NUL.
    IRX_FILE_ENCODING = 3,
    /// A failed allocation.
    IRX_FILE_ALLOCATION = 4,
    /// A size or count that would overflow.
    IRX_FILE_OVERFLOW = 5,
    /// A mode other than r, w, a, rt, wt, at, or an operation the file's
    /// mode does not allow (reading a written file, writing a read one).
    IRX_FILE_MODE = 6,
    /// A read that neither progressed nor reached the end.
    IRX_FILE_NO_PROGRESS = 7,
    /// An OS failure: this bit, or'ed with the errno value.
    IRX_FILE_OS_ERROR = 65536,
}
