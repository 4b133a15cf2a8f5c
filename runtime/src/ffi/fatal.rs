//! The runtime's fatal reports, written below every other module: the
//! escaped field writer every `ARX_*` report line shares (assertions, the
//! exception reports, the exception and class runtimes' fatal lines), the
//! line of a fatal report, and `runtime_fail`, how the runtime's own
//! machinery (the guards of `boundary` included) stops on misuse it cannot
//! report. The C entry points that write them are in `assert.rs`.
//!
//! Fields are written as they go, never gathered into one buffer first, so
//! a huge message costs no allocation of its size: only the 8 KiB of the
//! buffered writer.

use std::ffi::c_int;
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
pub(crate) fn write_fatal(
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
pub(crate) fn report_and_exit(write: impl FnOnce(&mut dyn Write) -> io::Result<()>) -> ! {
    // SAFETY: fflush(NULL) flushes every C output stream.
    unsafe { libc::fflush(std::ptr::null_mut()) };
    let mut stderr = BufWriter::new(io::stderr().lock());
    // Nothing can be done about a failing stderr: the exit is what matters.
    let _ = write(&mut stderr);
    let _ = stderr.flush();
    std::process::exit(libc::EXIT_FAILURE)
}

/// The code every runtime failure without one of its own reports.
pub(crate) const UNKNOWN_CODE: &[u8] = b"ARX-RUNTIME-UNKNOWN";
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
