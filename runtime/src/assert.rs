//! The assertion failure reporter generated code calls (ABI.md §4).

use crate::ffi::export;
use std::ffi::{CStr, c_char, c_int};
use std::io::Write;

fn escape_into(out: &mut Vec<u8>, text: &[u8]) {
    for &byte in text {
        match byte {
            b'\\' => out.extend_from_slice(b"\\\\"),
            b'\n' => out.extend_from_slice(b"\\n"),
            b'\r' => out.extend_from_slice(b"\\r"),
            b'\t' => out.extend_from_slice(b"\\t"),
            b'|' => out.extend_from_slice(b"\\p"),
            other => out.push(other),
        }
    }
}

/// The report line, without its newline.
pub(crate) fn report_line(
    source: Option<&[u8]>,
    line: c_int,
    col: c_int,
    message: Option<&[u8]>,
) -> Vec<u8> {
    let mut out = b"ARX_ASSERT_FAIL|".to_vec();
    escape_into(&mut out, source.unwrap_or(b"<unknown>"));
    out.extend_from_slice(format!("|{line}|{col}|").as_bytes());
    escape_into(&mut out, message.unwrap_or(b"assertion failed"));
    out
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
    let text = |p: *const c_char| (!p.is_null()).then(|| unsafe { CStr::from_ptr(p) }.to_bytes());
    let mut report =
        std::panic::catch_unwind(|| report_line(text(source), line, col, text(message)))
            .unwrap_or_else(|_| b"ARX_ASSERT_FAIL|<unknown>|0|0|assertion failed".to_vec());
    report.push(b'\n');
    // SAFETY: fflush(NULL) flushes every C output stream, keeping the
    // program's earlier output ahead of the report.
    unsafe { libc::fflush(std::ptr::null_mut()) };
    let mut stderr = std::io::stderr().lock();
    let _ = stderr.write_all(&report);
    let _ = stderr.flush();
    std::process::exit(libc::EXIT_FAILURE)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn escapes_every_special_character() {
        let line = report_line(Some(b"a|b\\c"), 3, 4, Some(b"x\ny\rz\tw"));
        assert_eq!(
            line,
            b"ARX_ASSERT_FAIL|a\\pb\\\\c|3|4|x\\ny\\rz\\tw".to_vec()
        );
        assert_eq!(
            report_line(None, -1, 0, None),
            b"ARX_ASSERT_FAIL|<unknown>|-1|0|assertion failed".to_vec()
        );
    }
}
