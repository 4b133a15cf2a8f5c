//! The fatal reports generated code calls: `__arx_assert_fail` (ABI.md §4)
//! and pyirx 1.25's `__arx_runtime_fail`, plus the escaped field writer
//! every `ARX_*` report line of the runtime shares (the exception reports
//! and the exception and class runtimes' fatal lines use it too).
//!
//! Fields are written as they go, never gathered into one buffer first, so
//! a huge message costs no allocation of its size: only the 8 KiB of the
//! buffered writer.

use crate::ffi::export;
use std::ffi::{CStr, c_char, c_int};
use std::io::{self, BufWriter, Write};

/// Writes `text` with the report escapes of IRx: `\` as `\\`, newline as
/// `\n`, carriage return as `\r`, tab as `\t` and the field separator `|`
/// as `\p`. Every other byte (other control characters, non-UTF-8 bytes)
/// is written as it is, as IRx does; its parsers rely on exactly this set.
pub(crate) fn write_field(out: &mut (impl Write + ?Sized), text: &[u8]) -> io::Result<()> {
    let mut rest = text;
    while let Some(at) = rest
        .iter()
        .position(|b| matches!(b, b'\\' | b'\n' | b'\r' | b'\t' | b'|'))
    {
        out.write_all(&rest[..at])?;
        out.write_all(match rest[at] {
            b'\\' => b"\\\\",
            b'\n' => b"\\n",
            b'\r' => b"\\r",
            b'\t' => b"\\t",
            _ => b"\\p",
        })?;
        rest = &rest[at + 1..];
    }
    out.write_all(rest)
}

/// `PREFIX|<escaped field>|...|<line>|<col>|<escaped message>\n`: the shape
/// of both fatal reports. `leading` are the fields before the location.
fn write_fatal(
    out: &mut (impl Write + ?Sized),
    prefix: &[u8],
    leading: &[&[u8]],
    line: c_int,
    col: c_int,
    message: &[u8],
) -> io::Result<()> {
    out.write_all(prefix)?;
    for field in leading {
        out.write_all(b"|")?;
        write_field(out, field)?;
    }
    write!(out, "|{line}|{col}|")?;
    write_field(out, message)?;
    out.write_all(b"\n")
}

/// Writes one fatal report to stderr and ends the process with
/// `EXIT_FAILURE`. C stdio is flushed first, so the program's earlier
/// output stays ahead of the report; the exit runs C's `atexit` handlers
/// as IRx's `exit(EXIT_FAILURE)` does.
fn report_and_exit(write: impl FnOnce(&mut dyn Write) -> io::Result<()>) -> ! {
    // SAFETY: fflush(NULL) flushes every C output stream.
    unsafe { libc::fflush(std::ptr::null_mut()) };
    let mut stderr = BufWriter::new(io::stderr().lock());
    // Nothing can be done about a failing stderr: the exit is what matters.
    let _ = write(&mut stderr);
    let _ = stderr.flush();
    std::process::exit(libc::EXIT_FAILURE)
}

/// The bytes of a C string argument, `None` for NULL.
///
/// # Safety
/// * `text` is NULL or NUL-terminated, and stays so for `'a`.
unsafe fn c_text<'a>(text: *const c_char) -> Option<&'a [u8]> {
    // SAFETY: caller contract.
    (!text.is_null()).then(|| unsafe { CStr::from_ptr(text) }.to_bytes())
}

/// The code every runtime failure without one of its own reports.
const UNKNOWN_CODE: &[u8] = b"ARX-RUNTIME-UNKNOWN";
/// What a report without a source location names as its source.
pub(crate) const UNKNOWN_SOURCE: &[u8] = b"<unknown>";

/// Ends the process with `ARX_RUNTIME_FAIL|code|<unknown>|-1|-1|message`:
/// how the runtime's own machinery (exception contexts, class payloads)
/// stops on misuse it cannot report, as IRx's exception runtime does.
#[cold]
pub(crate) fn runtime_fail(code: &str, message: &str) -> ! {
    report_and_exit(|out| {
        write_fatal(
            out,
            b"ARX_RUNTIME_FAIL",
            &[code.as_bytes(), UNKNOWN_SOURCE],
            -1,
            -1,
            message.as_bytes(),
        )
    })
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

#[cfg(test)]
mod tests {
    use super::*;

    fn fatal_line(prefix: &[u8], leading: &[&[u8]], line: c_int, col: c_int, m: &[u8]) -> Vec<u8> {
        let mut out = Vec::new();
        write_fatal(&mut out, prefix, leading, line, col, m).unwrap();
        out
    }

    #[test]
    fn escapes_every_special_character() {
        let line = fatal_line(b"ARX_ASSERT_FAIL", &[b"a|b\\c"], 3, 4, b"x\ny\rz\tw");
        assert_eq!(
            line,
            b"ARX_ASSERT_FAIL|a\\pb\\\\c|3|4|x\\ny\\rz\\tw\n".to_vec()
        );
        let line = fatal_line(b"ARX_RUNTIME_FAIL", &[b"C|1", b"s"], -1, -1, b"\x01\xff|");
        assert_eq!(
            line,
            b"ARX_RUNTIME_FAIL|C\\p1|s|-1|-1|\x01\xff\\p\n".to_vec()
        );
    }

    #[test]
    fn field_writer_handles_runs_and_edges() {
        let mut out = Vec::new();
        write_field(&mut out, b"").unwrap();
        write_field(&mut out, b"||\\").unwrap();
        write_field(&mut out, b"plain").unwrap();
        assert_eq!(out, b"\\p\\p\\\\plain".to_vec());
    }
}
