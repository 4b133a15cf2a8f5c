//! The fatal reports generated code calls: `__arx_assert_fail` (ABI.md §4)
//! and pyirx 1.25's `__arx_runtime_fail`, written by `ffi::fatal` (the
//! escaped field writer every `ARX_*` report line of the runtime shares).

use crate::ffi::export;
use crate::ffi::fatal::{UNKNOWN_CODE, UNKNOWN_SOURCE, report_and_exit, write_fatal};
use std::ffi::{CStr, c_char, c_int};

/// The bytes of a C string argument, `None` for NULL.
///
/// # Safety
/// * `text` is NULL or NUL-terminated, and stays so for `'a`.
unsafe fn c_text<'a>(text: *const c_char) -> Option<&'a [u8]> {
    // SAFETY: caller contract.
    (!text.is_null()).then(|| unsafe { CStr::from_ptr(text) }.to_bytes())
}

/// Reports a failed assertion and ends the process.
///
/// Writes exactly one line to stderr,
/// `ARX_ASSERT_FAIL|<source>|<line>|<col>|<message>`, where `\`, newline,
/// carriage return, tab and `|` in `source` and `message` are written as
/// `\\`, `\n`, `\r`, `\t` and `\p`. A NULL `source` prints `<unknown>`, a
/// NULL `message` prints `assertion failed`. Earlier C stdio output is
/// flushed first, then the process exits with `EXIT_FAILURE`. Never returns.
///
/// # Safety
/// * `source` and `message` are NULL or NUL-terminated strings.
#[export(unguarded)]
pub unsafe fn __arx_assert_fail(
    source: *const c_char,
    line: c_int,
    col: c_int,
    message: *const c_char,
) -> ! {
    // SAFETY: NULL or NUL-terminated (caller contract).
    let (source, message) = unsafe { (c_text(source), c_text(message)) };
    report_and_exit(|out| {
        write_fatal(
            out,
            b"ARX_ASSERT_FAIL",
            &[source.unwrap_or(UNKNOWN_SOURCE)],
            line,
            col,
            message.unwrap_or(b"assertion failed"),
        )
    })
}

/// Reports a fatal runtime failure and ends the process (pyirx 1.25's
/// `errors` feature; generated code calls it for failures it detects
/// itself, such as an exception nobody caught).
///
/// Writes exactly one line to stderr,
/// `ARX_RUNTIME_FAIL|<code>|<source>|<line>|<col>|<message>`, with the
/// same escapes as `__arx_assert_fail` in `code`, `source` and `message`
/// (`\` `\\`, newline `\n`, carriage return `\r`, tab `\t`, `|` `\p`;
/// other bytes as they are). A NULL `code` prints `ARX-RUNTIME-UNKNOWN`,
/// a NULL `source` `<unknown>`, a NULL `message` `runtime failure`; `line`
/// and `col` are printed as given, negative values included (IRx writes
/// -1 for an unknown location). Earlier C stdio output is flushed first,
/// then the process exits with `EXIT_FAILURE` (1). Never returns; texts of
/// any length are written without being copied.
///
/// # Safety
/// * `code`, `source` and `message` are NULL or NUL-terminated strings.
#[export(unguarded)]
pub unsafe fn __arx_runtime_fail(
    code: *const c_char,
    source: *const c_char,
    line: c_int,
    col: c_int,
    message: *const c_char,
) -> ! {
    // SAFETY: NULL or NUL-terminated (caller contract).
    let (code, source, message) = unsafe { (c_text(code), c_text(source), c_text(message)) };
    report_and_exit(|out| {
        write_fatal(
            out,
            b"ARX_RUNTIME_FAIL",
            &[
                code.unwrap_or(UNKNOWN_CODE),
                source.unwrap_or(UNKNOWN_SOURCE),
            ],
            line,
            col,
            message.unwrap_or(b"runtime failure"),
        )
    })
}
