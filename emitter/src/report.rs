//! The assertion report line a program prints when an assertion fails
//! (`__arx_assert_fail`, ABI.md §4), read back into its fields.
//!
//! The line is `ARX_ASSERT_FAIL|source|line|col|message`, where `\`,
//! newline, carriage return, tab and `|` inside `source` and `message` are
//! written `\\`, `\n`, `\r`, `\t` and `\p`. A line that does not follow
//! that shape exactly (another prefix, fewer or more fields, a line or
//! column that is not a number, an unknown escape) is malformed: it is
//! reported as such, never guessed at.

use std::fmt;

/// The prefix of every assertion report line.
pub const ASSERT_PREFIX: &str = "ARX_ASSERT_FAIL|";

/// A parsed assertion report.
#[derive(Debug, Clone, PartialEq, Eq)]
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

/// Why a line is not a well-formed assertion report.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct MalformedReport(pub String);

impl fmt::Display for MalformedReport {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "malformed assertion report: {}", self.0)
    }
}

impl std::error::Error for MalformedReport {}

/// Reads one report line (without its newline; a trailing `\r` is part of
/// the line and makes it malformed unless escaped).
pub fn parse_assert_report(line: &str) -> Result<AssertReport, MalformedReport> {
    let bad = |why: String| MalformedReport(why);
    let rest = line
        .strip_prefix(ASSERT_PREFIX)
        .ok_or_else(|| bad(format!("it does not start with {ASSERT_PREFIX:?}")))?;
    let fields: Vec<&str> = rest.split('|').collect();
    if fields.len() != 4 {
        return Err(bad(format!(
            "{} fields after the prefix, expected 4 (source|line|col|message)",
            fields.len()
        )));
    }
    let number = |what: &str, text: &str| {
        text.parse::<i64>()
            .map_err(|_| bad(format!("{what} {text:?} is not a number")))
    };
    Ok(AssertReport {
        source: unescape(fields[0]).map_err(|e| bad(format!("source: {e}")))?,
        line: number("line", fields[1])?,
        col: number("column", fields[2])?,
        message: unescape(fields[3]).map_err(|e| bad(format!("message: {e}")))?,
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

impl AssertReport {
    /// `source:line:col: assertion failed: message`, the way compilers
    /// print a diagnostic.
    pub fn human(&self) -> String {
        format!(
            "{}:{}:{}: assertion failed: {}",
            self.source, self.line, self.col, self.message
        )
    }

    /// One JSON object with the fields `source`, `line`, `col`, `message`.
    pub fn json(&self) -> String {
        format!(
            "{{\"source\":{},\"line\":{},\"col\":{},\"message\":{}}}",
            json_string(&self.source),
            self.line,
            self.col,
            json_string(&self.message)
        )
    }
}

pub(crate) fn json_string(s: &str) -> String {
    let mut out = String::from("\"");
    for c in s.chars() {
        match c {
            '"' => out.push_str("\\\""),
            '\\' => out.push_str("\\\\"),
            '\n' => out.push_str("\\n"),
            '\r' => out.push_str("\\r"),
            '\t' => out.push_str("\\t"),
            c if (c as u32) < 0x20 => out.push_str(&format!("\\u{:04x}", c as u32)),
            c => out.push(c),
        }
    }
    out.push('"');
    out
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
            r#"{"source":"a|b\\c.arx","line":3,"col":-4,"message":"x\ny\rz\tw|"}"#
        );
    }

    #[test]
    fn empty_fields_are_fields() {
        let r = parse_assert_report("ARX_ASSERT_FAIL||0|0|").unwrap();
        assert_eq!((r.source.as_str(), r.message.as_str()), ("", ""));
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
    }
}
