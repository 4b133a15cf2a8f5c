//! The exception report: `ARX_EXCEPTION|role|code|type|source|line|col|message`
//! lines, each followed by its `ARX_EXCEPTION_FRAME|source|line|col`
//! lines, related records (cause or context, then cleanup failures) before
//! the record they belong to, the root last, as IRx's parser expects.

use std::io::{self, Write};

use crate::ffi::fatal::{UNKNOWN_SOURCE, write_field};

use super::info::ExceptionInfo;
use super::{DEFAULT_CODE, MAX_CHAIN};

/// Writes `info` as `role` and what it links to, depth first, within the
/// report's budget of `MAX_CHAIN` records.
pub(super) fn write_record(
    out: &mut (impl Write + ?Sized),
    info: &ExceptionInfo,
    role: &str,
    depth: i32,
    budget: &mut i32,
) -> io::Result<()> {
    if depth > MAX_CHAIN || *budget == 0 {
        return Ok(());
    }
    *budget -= 1;
    // An explicit cause is shown instead of the implicit context; a
    // suppressed context is not shown at all.
    if let Some(cause) = &info.cause {
        write_record(out, cause, "cause", depth + 1, budget)?;
    } else if let Some(context) = info.context.as_ref().filter(|_| !info.suppress_context) {
        write_record(out, context, "context", depth + 1, budget)?;
    }
    if let Some(cleanup) = &info.cleanup {
        write_record(out, cleanup, "cleanup", depth + 1, budget)?;
    }
    write!(out, "ARX_EXCEPTION|{role}|")?;
    write_field(
        out,
        info.code.as_ref().map_or(DEFAULT_CODE, |c| c.to_bytes()),
    )?;
    out.write_all(b"|")?;
    write_field(out, info.name.to_bytes())?;
    out.write_all(b"|")?;
    write_field(
        out,
        info.source
            .as_ref()
            .map_or(UNKNOWN_SOURCE, |s| s.to_bytes()),
    )?;
    write!(out, "|{}|{}|", info.line, info.col)?;
    write_field(out, info.message.to_bytes())?;
    out.write_all(b"\n")?;
    for frame in &info.frames {
        out.write_all(b"ARX_EXCEPTION_FRAME|")?;
        write_field(out, frame.source.to_bytes())?;
        writeln!(out, "|{}|{}", frame.line, frame.col)?;
    }
    Ok(())
}
