//! The report lines a program's runtime prints on stderr when it fails,
//! read back into their fields and printed as diagnostics or JSON by
//! `irx run`:
//!
//! - IRx 1.18's assertion report (`__arx_assert_fail`, ABI.md §4):
//!   `ARX_ASSERT_FAIL|source|line|col|message`;
//! - pyirx 1.25's exception reports (`irx_exception_report`):
//!   `ARX_EXCEPTION|role|code|type|source|line|col|message`, each followed
//!   by the `ARX_EXCEPTION_FRAME|source|line|col` lines of the calls it
//!   propagated through; the causes, contexts and cleanup failures of a
//!   chain come before its root;
//! - pyirx 1.25's runtime failure (`__arx_runtime_fail`, and the exception
//!   runtime's fatal errors): `ARX_RUNTIME_FAIL|code|source|line|col|message`.
//!
//! In every text field `\`, newline, carriage return, tab and `|` are
//! written `\\`, `\n`, `\r`, `\t` and `\p`. A line that does not follow
//! its shape exactly (fewer or more fields, a line or column that is not a
//! number, an unknown escape, an unknown role) is malformed: it is reported
//! as such, never guessed at.

use std::fmt;
use std::io::{self, Write};

use serde::Serialize;

/// The prefix of every assertion report line (IRx 1.18).
pub const ASSERT_PREFIX: &str = "ARX_ASSERT_FAIL|";
/// The prefix of every exception report line (pyirx 1.25).
pub const EXCEPTION_PREFIX: &str = "ARX_EXCEPTION|";
/// The prefix of the frame lines that follow an exception report.
pub const FRAME_PREFIX: &str = "ARX_EXCEPTION_FRAME|";
/// The prefix of every runtime failure line (pyirx 1.25).
pub const RUNTIME_FAIL_PREFIX: &str = "ARX_RUNTIME_FAIL|";

/// A parsed assertion report.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct AssertReport {
    /// The source name, unescaped.
    pub source: String,
    /// The line number as the program passed it.
    pub line: i64,
    /// The column number as the program passed it.
    pub col: i64,
    /// The message, unescaped.
    pub message: String,
}

/// Where an exception report stands in its chain.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[serde(rename_all = "lowercase")]
pub enum Role {
    /// The exception that escaped: the last report of a chain.
    Root,
    /// The explicit cause (`raise ... from`) of the report after it.
    Cause,
    /// The exception being handled when the one after it was raised.
    Context,
    /// An exception raised by a cleanup while the chain unwound.
    Cleanup,
}

impl Role {
    /// The role as the report line spells it.
    pub fn name(self) -> &'static str {
        match self {
            Role::Root => "root",
            Role::Cause => "cause",
            Role::Context => "context",
            Role::Cleanup => "cleanup",
        }
    }

    fn parse(text: &str) -> Option<Role> {
        [Role::Root, Role::Cause, Role::Context, Role::Cleanup]
            .into_iter()
            .find(|r| r.name() == text)
    }
}

/// A call an exception propagated through (an `ARX_EXCEPTION_FRAME` line).
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct Frame {
    /// The source name, unescaped.
    pub source: String,
    /// The line of the call.
    pub line: i64,
    /// The column of the call.
    pub col: i64,
}

/// A parsed exception report (an `ARX_EXCEPTION` line and its frames).
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct ExceptionReport {
    /// Where it stands in its chain.
    pub role: Role,
    /// The diagnostic code (`ARX-RUNTIME-EXCEPTION-001`, ...), unescaped.
    pub code: String,
    /// The exception's class, fully qualified
    /// (`builtins.exceptions::class::ValueError`), unescaped.
    #[serde(rename = "type")]
    pub type_name: String,
    /// The source name where it was raised (`<unknown>` when not known).
    pub source: String,
    /// The line where it was raised (-1 when not known).
    pub line: i64,
    /// The column where it was raised (-1 when not known).
    pub col: i64,
    /// The message, unescaped.
    pub message: String,
    /// The calls it propagated through, innermost first.
    pub frames: Vec<Frame>,
}

/// A parsed runtime failure (an `ARX_RUNTIME_FAIL` line).
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct RuntimeFailure {
    /// The diagnostic code (`ARX-RUNTIME-LIST-001`, ...), unescaped.
    pub code: String,
    /// The source name (`<unknown>` when not known), unescaped.
    pub source: String,
    /// The line (-1 when not known).
    pub line: i64,
    /// The column (-1 when not known).
    pub col: i64,
    /// The message, unescaped.
    pub message: String,
}

/// Why a line is not a well-formed report line.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct MalformedReport(pub String);

impl fmt::Display for MalformedReport {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "malformed report line: {}", self.0)
    }
}

impl std::error::Error for MalformedReport {}

/// The `|`-separated fields of `line` after `prefix`: exactly as many as
/// `names` has (`"source|line|col|message"`), raw.
fn fields<'a>(line: &'a str, prefix: &str, names: &str) -> Result<Vec<&'a str>, MalformedReport> {
    let rest = line
        .strip_prefix(prefix)
        .ok_or_else(|| MalformedReport(format!("it does not start with {prefix:?}")))?;
    let fields: Vec<&str> = rest.split('|').collect();
    let expected = names.split('|').count();
    if fields.len() != expected {
        return Err(MalformedReport(format!(
            "{} fields after the prefix, expected {expected} ({names})",
            fields.len()
        )));
    }
    Ok(fields)
}

fn number(what: &str, text: &str) -> Result<i64, MalformedReport> {
    text.parse::<i64>()
        .map_err(|_| MalformedReport(format!("{what} {text:?} is not a number")))
}

fn text(what: &str, field: &str) -> Result<String, MalformedReport> {
    unescape(field).map_err(|e| MalformedReport(format!("{what}: {e}")))
}

/// Reads one assertion report line (without its newline; a trailing `\r`
/// is part of the line and makes it malformed unless escaped).
pub fn parse_assert_report(line: &str) -> Result<AssertReport, MalformedReport> {
    let f = fields(line, ASSERT_PREFIX, "source|line|col|message")?;
    Ok(AssertReport {
        source: text("source", f[0])?,
        line: number("line", f[1])?,
        col: number("column", f[2])?,
        message: text("message", f[3])?,
    })
}

/// Reads one `ARX_EXCEPTION` line (its frames are separate lines: see
/// [`parse_frame`]); `frames` is empty.
pub fn parse_exception_report(line: &str) -> Result<ExceptionReport, MalformedReport> {
    let f = fields(
        line,
        EXCEPTION_PREFIX,
        "role|code|type|source|line|col|message",
    )?;
    Ok(ExceptionReport {
        role: Role::parse(f[0])
            .ok_or_else(|| MalformedReport(format!("unknown role {:?}", f[0])))?,
        code: text("code", f[1])?,
        type_name: text("type", f[2])?,
        source: text("source", f[3])?,
        line: number("line", f[4])?,
        col: number("column", f[5])?,
        message: text("message", f[6])?,
        frames: Vec::new(),
    })
}

/// Reads one `ARX_EXCEPTION_FRAME` line.
pub fn parse_frame(line: &str) -> Result<Frame, MalformedReport> {
    let f = fields(line, FRAME_PREFIX, "source|line|col")?;
    Ok(Frame {
        source: text("source", f[0])?,
        line: number("line", f[1])?,
        col: number("column", f[2])?,
    })
}

/// Reads one `ARX_RUNTIME_FAIL` line.
pub fn parse_runtime_failure(line: &str) -> Result<RuntimeFailure, MalformedReport> {
    let f = fields(line, RUNTIME_FAIL_PREFIX, "code|source|line|col|message")?;
    Ok(RuntimeFailure {
        code: text("code", f[0])?,
        source: text("source", f[1])?,
        line: number("line", f[2])?,
        col: number("column", f[3])?,
        message: text("message", f[4])?,
    })
}

fn unescape(field: &str) -> Result<String, String> {
    let mut out = String::with_capacity(field.len());
    let mut chars = field.chars();
    while let Some(c) = chars.next() {
        if c != '\\' {
            if c == '\n' || c == '\r' {
                return Err("an unescaped line break".into());
            }
            out.push(c);
            continue;
        }
        out.push(match chars.next() {
            Some('\\') => '\\',
            Some('n') => '\n',
            Some('r') => '\r',
            Some('t') => '\t',
            Some('p') => '|',
            Some(other) => return Err(format!("unknown escape \\{other}")),
            None => return Err("a backslash at the end".into()),
        });
    }
    Ok(out)
}

/// `source:line:col`, or only `source` where the runtime did not know the
/// place (pyirx 1.25 writes -1 for both): a compiler's diagnostic prefix
/// that never points at a line 0 or -1 an editor would jump to.
fn place(source: &str, line: i64, col: i64) -> String {
    if line < 1 || col < 1 {
        source.to_string()
    } else {
        format!("{source}:{line}:{col}")
    }
}

impl AssertReport {
    /// `source:line:col: assertion failed: message`, the way compilers
    /// print a diagnostic.
    pub fn human(&self) -> String {
        format!(
            "{}:{}:{}: assertion failed: {}",
            self.source, self.line, self.col, self.message
        )
    }

    /// One JSON object: `kind` ("assertion"), `source`, `line`, `col`,
    /// `message`.
    pub fn json(&self) -> String {
        tagged("assertion", self)
    }
}

impl Frame {
    /// `source:line:col: note: propagated through this call`.
    pub fn human(&self) -> String {
        format!(
            "{}: note: propagated through this call",
            place(&self.source, self.line, self.col)
        )
    }
}

impl ExceptionReport {
    /// The class's own name: the last `::` part of [`Self::type_name`].
    pub fn short_type(&self) -> &str {
        self.type_name
            .rsplit("::")
            .next()
            .unwrap_or(&self.type_name)
    }

    /// The report's own line: `source:line:col: uncaught ValueError [CODE]:
    /// message` for the root, `...: cause: ...`, `...: context: ...` or
    /// `...: cleanup: ...` for the others (they come before their root, as
    /// Python prints a chain).
    pub fn headline(&self) -> String {
        let what = match self.role {
            Role::Root => "uncaught",
            Role::Cause => "cause:",
            Role::Context => "context:",
            Role::Cleanup => "cleanup:",
        };
        format!(
            "{}: {what} {} [{}]: {}",
            place(&self.source, self.line, self.col),
            self.short_type(),
            self.code,
            self.message
        )
    }

    /// [`Self::headline`] and a note line for each frame.
    pub fn human(&self) -> String {
        let mut out = self.headline();
        for f in &self.frames {
            out.push('\n');
            out.push_str(&f.human());
        }
        out
    }

    /// One JSON object: `kind` ("exception"), `role`, `code`, `type` (fully
    /// qualified), `source`, `line`, `col`, `message`, `frames` (objects
    /// with `source`, `line`, `col`).
    pub fn json(&self) -> String {
        tagged("exception", self)
    }
}

impl RuntimeFailure {
    /// `source:line:col: runtime failure [CODE]: message`.
    pub fn human(&self) -> String {
        format!(
            "{}: runtime failure [{}]: {}",
            place(&self.source, self.line, self.col),
            self.code,
            self.message
        )
    }

    /// One JSON object: `kind` ("runtime_failure"), `code`, `source`,
    /// `line`, `col`, `message`.
    pub fn json(&self) -> String {
        tagged("runtime_failure", self)
    }
}

/// `report` as one JSON object whose first member is `"kind": kind`.
fn tagged(kind: &'static str, report: &impl Serialize) -> String {
    #[derive(Serialize)]
    struct Tagged<'a, T> {
        kind: &'static str,
        #[serde(flatten)]
        report: &'a T,
    }
    // Strings, numbers and a derived map: serializing cannot fail.
    serde_json::to_string(&Tagged { kind, report }).unwrap_or_default()
}

/// `irx run`'s reading of a program's stderr, line by line: report lines
/// become diagnostics (or JSON objects), a malformed one is named as such
/// with its text, and every other line passes through unchanged. An
/// exception report's frames follow it on lines of their own, so in JSON
/// mode the report is written when the next non-frame line (or the end)
/// comes; as text, each line is written as it comes.
#[derive(Debug, Default)]
pub struct StderrTranslator {
    json: bool,
    /// The last exception report, while frame lines may still follow it
    /// (in text mode its headline is already written).
    open: Option<ExceptionReport>,
}

impl StderrTranslator {
    /// A translator writing text diagnostics, or JSON with `json`.
    pub fn new(json: bool) -> StderrTranslator {
        StderrTranslator { json, open: None }
    }

    /// One line of the program's stderr, with its newline if it had one
    /// (the last line of a stream may lack it). Bytes that are not UTF-8
    /// are kept as they are on lines passed through, and replaced by U+FFFD
    /// in report fields.
    pub fn line(&mut self, raw: &[u8], out: &mut impl Write) -> io::Result<()> {
        let text = raw.strip_suffix(b"\n").unwrap_or(raw);
        if self.open.is_some() && text.starts_with(FRAME_PREFIX.as_bytes()) {
            let text = String::from_utf8_lossy(text);
            match parse_frame(&text) {
                Ok(frame) if self.json => {
                    if let Some(report) = &mut self.open {
                        report.frames.push(frame);
                    }
                }
                Ok(frame) => writeln!(out, "{}", frame.human())?,
                Err(e) => {
                    self.finish(out)?;
                    writeln!(out, "irx: {e}: {text}")?;
                }
            }
            return Ok(());
        }
        self.finish(out)?;
        let lossy = || String::from_utf8_lossy(text);
        if text.starts_with(ASSERT_PREFIX.as_bytes()) {
            let text = lossy();
            match parse_assert_report(&text) {
                Ok(r) if self.json => writeln!(out, "{}", r.json()),
                Ok(r) => writeln!(out, "{}", r.human()),
                Err(e) => writeln!(out, "irx: {e}: {text}"),
            }
        } else if text.starts_with(RUNTIME_FAIL_PREFIX.as_bytes()) {
            let text = lossy();
            match parse_runtime_failure(&text) {
                Ok(r) if self.json => writeln!(out, "{}", r.json()),
                Ok(r) => writeln!(out, "{}", r.human()),
                Err(e) => writeln!(out, "irx: {e}: {text}"),
            }
        } else if text.starts_with(EXCEPTION_PREFIX.as_bytes()) {
            let text = lossy();
            match parse_exception_report(&text) {
                Ok(r) => {
                    if !self.json {
                        writeln!(out, "{}", r.headline())?;
                    }
                    self.open = Some(r);
                    Ok(())
                }
                Err(e) => writeln!(out, "irx: {e}: {text}"),
            }
        } else {
            out.write_all(raw)
        }
    }

    /// The end of the stream (or of an exception report's frames): writes
    /// the report still open, in JSON mode.
    pub fn finish(&mut self, out: &mut impl Write) -> io::Result<()> {
        match self.open.take() {
            Some(r) if self.json => writeln!(out, "{}", r.json()),
            _ => Ok(()),
        }
    }

    /// Translates a whole stderr text (tests, and callers that have it all).
    pub fn translate(json: bool, stderr: &[u8]) -> Vec<u8> {
        let mut t = StderrTranslator::new(json);
        let mut out = Vec::new();
        for line in stderr.split_inclusive(|&b| b == b'\n') {
            // Writing to a Vec cannot fail.
            let _ = t.line(line, &mut out);
        }
        let _ = t.finish(&mut out);
        out
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_escape_is_undone() {
        let r = parse_assert_report(r"ARX_ASSERT_FAIL|a\pb\\c.arx|3|-4|x\ny\rz\tw\p").unwrap();
        assert_eq!(r.source, "a|b\\c.arx");
        assert_eq!((r.line, r.col), (3, -4));
        assert_eq!(r.message, "x\ny\rz\tw|");
        assert_eq!(r.human(), "a|b\\c.arx:3:-4: assertion failed: x\ny\rz\tw|");
        assert_eq!(
            r.json(),
            r#"{"kind":"assertion","source":"a|b\\c.arx","line":3,"col":-4,"message":"x\ny\rz\tw|"}"#
        );
    }

    #[test]
    fn empty_fields_are_fields() {
        let r = parse_assert_report("ARX_ASSERT_FAIL||0|0|").unwrap();
        assert_eq!((r.source.as_str(), r.message.as_str()), ("", ""));
        let r = parse_runtime_failure("ARX_RUNTIME_FAIL|||0|0|").unwrap();
        assert_eq!((r.code.as_str(), r.message.as_str()), ("", ""));
    }

    #[test]
    fn malformed_lines_are_never_misparsed() {
        for (line, why) in [
            ("ARX_ASSERT_FAIL|x.arx|1|2", "3 fields"),
            ("ARX_ASSERT_FAIL|x.arx|1|2|msg|extra", "5 fields"),
            ("ARX_ASSERT_FAIL|x.arx|one|2|msg", "line \"one\""),
            ("ARX_ASSERT_FAIL|x.arx|1|2.5|msg", "column \"2.5\""),
            ("ARX_ASSERT_FAIL|x.arx| 1|2|msg", "line \" 1\""),
            ("ARX_ASSERT_FAIL|x\\q.arx|1|2|msg", "unknown escape \\q"),
            ("ARX_ASSERT_FAIL|x.arx|1|2|msg\\", "backslash at the end"),
            ("ARX_ASSERT_FAIL|x.arx|1|2|msg\r", "line break"),
            ("ARX_ASSERT_FAIL x.arx|1|2|msg", "does not start"),
            ("arx_assert_fail|x.arx|1|2|msg", "does not start"),
            ("", "does not start"),
        ] {
            let e = parse_assert_report(line).unwrap_err();
            assert!(e.0.contains(why), "{line:?}: {e}");
        }
        for (line, why) in [
            ("ARX_EXCEPTION|root|C|T|s|1|2", "6 fields"),
            ("ARX_EXCEPTION|boss|C|T|s|1|2|m", "unknown role \"boss\""),
            ("ARX_EXCEPTION|root|C|T|s|1|x|m", "column \"x\""),
            ("ARX_EXCEPTION|root|C\\z|T|s|1|2|m", "code: unknown escape"),
            ("ARX_EXCEPTION_FRAME|s|1", "2 fields"),
            ("ARX_EXCEPTION_FRAME|s|1|2|3", "4 fields"),
            ("ARX_RUNTIME_FAIL|C|s|1|2|m|n", "6 fields"),
            ("ARX_RUNTIME_FAIL|C|s|-|2|m", "line \"-\""),
        ] {
            let e = parse_exception_report(line)
                .map(|_| ())
                .and(parse_frame(line).map(|_| ()))
                .and(parse_runtime_failure(line).map(|_| ()));
            // Only the parser of the line's own prefix can say why.
            let own = if line.starts_with(FRAME_PREFIX) {
                parse_frame(line).map(|_| ())
            } else if line.starts_with(EXCEPTION_PREFIX) {
                parse_exception_report(line).map(|_| ())
            } else {
                parse_runtime_failure(line).map(|_| ())
            };
            assert!(e.is_err(), "{line:?}");
            let e = own.unwrap_err();
            assert!(e.0.contains(why), "{line:?}: {e}");
        }
    }

    /// pyirx 1.25's own report of an uncaught exception with a cause and
    /// two frames (the corpus's expectation, checked on IRx 1.25).
    const UNCAUGHT: &str = include_str!("../../tests/corpus-1.25/exceptions_uncaught.stderr");

    #[test]
    fn a_1_25_chain_becomes_diagnostics() {
        let text = StderrTranslator::translate(false, UNCAUGHT.as_bytes());
        assert_eq!(
            String::from_utf8(text).unwrap(),
            "<unknown>: cause: RuntimeError [ARX-RUNTIME-EXCEPTION-001]: cause | with pipe\n\
             exceptions_uncaught:12:3: uncaught ValueError [ARX-RUNTIME-EXCEPTION-001]: \
             fatal\nline two\\ and | pipe\n\
             exceptions_uncaught:16:10: note: propagated through this call\n\
             exceptions_uncaught:21:9: note: propagated through this call\n"
        );
    }

    #[test]
    fn a_1_25_chain_becomes_one_json_object_per_report() {
        let text = StderrTranslator::translate(true, UNCAUGHT.as_bytes());
        assert_eq!(
            String::from_utf8(text).unwrap(),
            concat!(
                r#"{"kind":"exception","role":"cause","code":"ARX-RUNTIME-EXCEPTION-001","#,
                r#""type":"builtins.exceptions::class::RuntimeError","source":"<unknown>","#,
                r#""line":-1,"col":-1,"message":"cause | with pipe","frames":[]}"#,
                "\n",
                r#"{"kind":"exception","role":"root","code":"ARX-RUNTIME-EXCEPTION-001","#,
                r#""type":"builtins.exceptions::class::ValueError","source":"exceptions_uncaught","#,
                r#""line":12,"col":3,"message":"fatal\nline two\\ and | pipe","frames":["#,
                r#"{"source":"exceptions_uncaught","line":16,"col":10},"#,
                r#"{"source":"exceptions_uncaught","line":21,"col":9}]}"#,
                "\n"
            )
        );
    }

    #[test]
    fn runtime_failures_and_other_lines() {
        let stderr = b"plain \xff text\n\
            ARX_RUNTIME_FAIL|ARX-RUNTIME-TEST\\p1|dir\\\\prog.x|7|3|bad\\tthing\n\
            ARX_RUNTIME_FAIL|ARX-RUNTIME-EXCEPTION-FATAL|<unknown>|-1|-1|invalid exception record retain\n\
            ARX_EXCEPTION_FRAME|orphan|1|1\n\
            ARX_EXCEPTION|root|C|T|s|1|2|m\n\
            ARX_EXCEPTION_FRAME|broken|1\n\
            no newline at the end";
        let text = StderrTranslator::translate(false, stderr);
        assert_eq!(
            text,
            b"plain \xff text\n\
              dir\\prog.x:7:3: runtime failure [ARX-RUNTIME-TEST|1]: bad\tthing\n\
              <unknown>: runtime failure [ARX-RUNTIME-EXCEPTION-FATAL]: invalid exception record retain\n\
              ARX_EXCEPTION_FRAME|orphan|1|1\n\
              s:1:2: uncaught T [C]: m\n\
              irx: malformed report line: 2 fields after the prefix, expected 3 (source|line|col): \
              ARX_EXCEPTION_FRAME|broken|1\n\
              no newline at the end"
        );
        let json = StderrTranslator::translate(true, stderr);
        let json = String::from_utf8_lossy(&json);
        let lines: Vec<&str> = json.lines().collect();
        assert_eq!(
            lines[1],
            r#"{"kind":"runtime_failure","code":"ARX-RUNTIME-TEST|1","source":"dir\\prog.x","line":7,"col":3,"message":"bad\tthing"}"#
        );
        // The report whose frame line is broken is written before the
        // complaint about that line.
        assert!(
            lines[4].starts_with(r#"{"kind":"exception","role":"root""#),
            "{json}"
        );
        assert!(lines[5].starts_with("irx: malformed report line"), "{json}");
    }
}
