//! The CSV tokenizer: Arrow C++'s block parser, rule for rule.
//!
//! A block of bytes becomes rows of fields: each field's unescaped bytes
//! are appended to one buffer and its end offset recorded, with a flag for
//! fields that began with the quote character (Arrow C++'s null rules
//! treat those differently). The rules are Arrow C++'s (`BlockParser`):
//! a quote is special only at the start of a field, and after the closing
//! quote the field goes on unquoted (`"ab"cd` is `abcd`); a doubled quote
//! inside quotes is one quote when `double_quote` is set; the escape
//! character, when set, makes the next byte literal anywhere; CR, LF and
//! CRLF end a row (inside quotes they are data); a line that is empty is a
//! row of empty, unquoted fields unless empty lines are ignored (one field
//! when the column count is not known yet); every row must have the
//! block's column count.
//!
//! A block that is not the last keeps an incomplete last row for the next
//! block (it is reported as not consumed); the last block's incomplete row
//! (an unterminated quote, no final newline) ends at the end of the data.

use crate::ffi::Error;
use crate::ffi::error::StatusCode;
use crate::limits::Budget;

/// What one parsed field costs in [`Parsed::ends`]. Charged per row: a
/// blank line is a row of every column, so a field may cost no input.
const FIELD_BYTES: u64 = 8;

/// The flag of a quoted field in [`Parsed::ends`].
const QUOTED: u64 = 1 << 63;

/// How rows and fields are delimited (1.25's read options).
#[derive(Debug, Clone, Copy)]
pub(crate) struct Dialect {
    pub(crate) delimiter: u8,
    pub(crate) quote: u8,
    pub(crate) double_quote: bool,
    pub(crate) escape: Option<u8>,
    pub(crate) ignore_empty_lines: bool,
}

/// The rows of one parsed block.
#[derive(Debug, Default)]
pub(crate) struct Parsed {
    /// Every field's bytes, quotes and escapes removed, back to back.
    values: Vec<u8>,
    /// Each field's end offset in `values`, [`QUOTED`] set for a field
    /// that began with the quote character; `rows * cols` entries.
    ends: Vec<u64>,
    pub(crate) rows: usize,
    pub(crate) cols: usize,
}

impl Parsed {
    /// Field `col` of row `row`: its bytes and whether it was quoted.
    #[inline]
    pub(crate) fn field(&self, row: usize, col: usize) -> (&[u8], bool) {
        let index = row * self.cols + col;
        let start = if index == 0 {
            0
        } else {
            (self.ends[index - 1] & !QUOTED) as usize
        };
        let end = self.ends[index];
        (
            &self.values[start..(end & !QUOTED) as usize],
            end & QUOTED != 0,
        )
    }

    /// The bytes of all fields of column `col` together (an upper bound
    /// for a string column's value buffer).
    pub(crate) fn bytes(&self) -> usize {
        self.values.len()
    }
}

/// How one line ended.
enum Line {
    /// A row of this many fields ends at this offset.
    Row(usize, usize),
    /// An empty line that is skipped, ending at this offset.
    Skipped(usize),
    /// The data ended inside the row (not the last block).
    Incomplete,
}

/// The most bytes of a row quoted in an error message.
const ROW_TEXT_LIMIT: usize = 512;

/// The parse error of a row whose field count is wrong (Arrow C++'s text),
/// quoting the row (cut at [`ROW_TEXT_LIMIT`] bytes).
fn mismatch(row: u64, expected: usize, got: usize, text: &[u8]) -> Error {
    let mut text = text;
    while let [rest @ .., b'\r' | b'\n'] = text {
        text = rest;
    }
    let shown = String::from_utf8_lossy(&text[..text.len().min(ROW_TEXT_LIMIT)]);
    let more = if text.len() > ROW_TEXT_LIMIT {
        "..."
    } else {
        ""
    };
    Error::status(
        StatusCode::Invalid,
        format_args!(
            "CSV parse error: Row #{row}: Expected {expected} columns, got {got}: {shown}{more}"
        ),
    )
}

impl Dialect {
    /// Which bytes end an unquoted run (delimiter, CR, LF, escape).
    fn unquoted_stops(&self) -> [bool; 256] {
        let mut stops = [false; 256];
        stops[self.delimiter as usize] = true;
        stops[b'\r' as usize] = true;
        stops[b'\n' as usize] = true;
        if let Some(e) = self.escape {
            stops[e as usize] = true;
        }
        stops
    }

    /// Parses the rows of `data` into `out` (cleared first), at most
    /// `max_rows` of them. `cols` is the column count (`None`: taken from
    /// the first row, and set). Returns the bytes consumed: the whole of
    /// `data` for the last block, else up to the end of the last complete
    /// row. `first_row` numbers the rows in messages (1-based, counting
    /// the file's skipped and header rows). The block's bytes and each
    /// row's fields are charged to `budget` as they are parsed (an error
    /// when it runs out: one row past it at most is held).
    #[allow(clippy::too_many_arguments)] // one call per block, all needed
    pub(crate) fn parse(
        &self,
        data: &[u8],
        is_final: bool,
        cols: &mut Option<usize>,
        max_rows: usize,
        first_row: u64,
        out: &mut Parsed,
        budget: &mut Budget,
    ) -> Result<usize, Error> {
        out.values.clear();
        out.ends.clear();
        out.rows = 0;
        budget.charge(data.len() as u64, "a block's field bytes")?;
        // The fields the budget still allows, counted down per row (one
        // subtraction a row; the budget is charged once at the end).
        let allowed = budget.limit().saturating_sub(budget.spent()) / FIELD_BYTES;
        let mut fields_left = allowed;
        out.values.reserve(data.len());
        // About one field per 8 bytes is typical; more just grows.
        out.ends.reserve(data.len() / 8);
        let stops = self.unquoted_stops();
        let mut pos = 0;
        while pos < data.len() && out.rows < max_rows {
            let (values, ends) = (out.values.len(), out.ends.len());
            match self.line(data, pos, is_final, &stops, cols.unwrap_or(0), out) {
                Line::Incomplete => {
                    out.values.truncate(values);
                    out.ends.truncate(ends);
                    break;
                }
                Line::Skipped(end) => pos = end,
                Line::Row(end, fields) => {
                    let row = first_row + out.rows as u64;
                    match *cols {
                        None => *cols = Some(fields),
                        Some(expected) if expected != fields => {
                            return Err(mismatch(row, expected, fields, &data[pos..end]));
                        }
                        Some(_) => {}
                    }
                    let Some(left) = fields_left.checked_sub(fields as u64) else {
                        let parsed = allowed - fields_left + fields as u64;
                        let total = budget
                            .spent()
                            .saturating_add(parsed.saturating_mul(FIELD_BYTES));
                        return Err(budget.exceeded(total, &format!("the fields up to row #{row}")));
                    };
                    fields_left = left;
                    out.rows += 1;
                    pos = end;
                }
            }
        }
        budget.charge((allowed - fields_left) * FIELD_BYTES, "parsed fields")?;
        if cols.is_none() {
            return Err(Error::status(
                StatusCode::Invalid,
                "CSV parse error: Empty CSV file or block: cannot infer number of columns",
            ));
        }
        out.cols = cols.unwrap_or(0);
        Ok(pos)
    }

    /// One line from `start`: its fields go to `out`. `known` is the
    /// column count (0 when not known yet), for empty lines.
    fn line(
        &self,
        data: &[u8],
        start: usize,
        is_final: bool,
        stops: &[bool; 256],
        known: usize,
        out: &mut Parsed,
    ) -> Line {
        let end = data.len();
        let mut pos = start;
        // An empty line: a row of empty fields, or nothing.
        match data[pos] {
            b'\r' | b'\n' => {
                pos += 1;
                if data[start] == b'\r' && pos < end && data[pos] == b'\n' {
                    pos += 1;
                }
                if self.ignore_empty_lines {
                    return Line::Skipped(pos);
                }
                let fields = known.max(1);
                for _ in 0..fields {
                    out.ends.push(out.values.len() as u64);
                }
                return Line::Row(pos, fields);
            }
            _ => {}
        }
        let mut fields = 0usize;
        loop {
            // The start of a field: a quote makes it quoted.
            let mut quoted = false;
            if data[pos] == self.quote {
                quoted = true;
                pos += 1;
                match self.quoted_run(data, pos, out) {
                    Some(next) => pos = next,
                    None => return self.abort(is_final, end, fields, quoted, out),
                }
            }
            // The unquoted part (all of an unquoted field, or what follows
            // a closing quote).
            loop {
                let run = pos;
                pos += data[pos..]
                    .iter()
                    .position(|&c| stops[c as usize])
                    .unwrap_or(end - pos);
                out.values.extend_from_slice(&data[run..pos]);
                if pos == end {
                    return self.abort(is_final, end, fields, quoted, out);
                }
                let c = data[pos];
                pos += 1;
                if Some(c) == self.escape {
                    if pos == end {
                        return self.abort(is_final, end, fields, quoted, out);
                    }
                    out.values.push(data[pos]);
                    pos += 1;
                    continue;
                }
                if c == self.delimiter {
                    fields += 1;
                    finish(out, quoted);
                    if pos == end {
                        return self.abort(is_final, end, fields, false, out);
                    }
                    break;
                }
                // CR or LF: the end of the row.
                if c == b'\r' && pos < end && data[pos] == b'\n' {
                    pos += 1;
                }
                finish(out, quoted);
                return Line::Row(pos, fields + 1);
            }
        }
    }

    /// The inside of a quoted field from `pos` (after the opening quote):
    /// the offset after its closing quote, or `None` when the data ends
    /// first.
    fn quoted_run(&self, data: &[u8], mut pos: usize, out: &mut Parsed) -> Option<usize> {
        let end = data.len();
        loop {
            let run = pos;
            let escape = self.escape.unwrap_or(self.quote);
            pos += data[pos..]
                .iter()
                .position(|&c| c == self.quote || c == escape)
                .unwrap_or(end - pos);
            out.values.extend_from_slice(&data[run..pos]);
            if pos == end {
                return None;
            }
            let c = data[pos];
            pos += 1;
            if Some(c) == self.escape {
                if pos == end {
                    return None;
                }
                out.values.push(data[pos]);
                pos += 1;
                continue;
            }
            // The quote character: doubled, or the end of the quoting.
            if self.double_quote && pos < end && data[pos] == self.quote {
                out.values.push(c);
                pos += 1;
                continue;
            }
            return Some(pos);
        }
    }

    /// The data ended inside a row: in the last block the row ends there
    /// (its last field as it is), otherwise it waits for the next block.
    fn abort(
        &self,
        is_final: bool,
        end: usize,
        fields: usize,
        quoted: bool,
        out: &mut Parsed,
    ) -> Line {
        if !is_final {
            return Line::Incomplete;
        }
        finish(out, quoted);
        Line::Row(end, fields + 1)
    }

    /// Whether the row that starts at the beginning of `data` ends inside
    /// it (Arrow C++'s chunker: a row may straddle one block boundary, not
    /// two).
    pub(crate) fn completes_first_row(&self, data: &[u8]) -> bool {
        let mut scratch = Parsed::default();
        !data.is_empty()
            && !matches!(
                self.line(data, 0, false, &self.unquoted_stops(), 1, &mut scratch),
                Line::Incomplete
            )
    }
}

/// Records the end of the field just read.
#[inline]
fn finish(out: &mut Parsed, quoted: bool) {
    let end = out.values.len() as u64;
    out.ends.push(if quoted { end | QUOTED } else { end });
}

/// Skips `rows` physical lines at the start of `data` (Arrow C++'s
/// `SkipRows`: CR, LF or CRLF end a line, quotes are not looked at).
/// Returns the lines skipped and the offset after them.
pub(crate) fn skip_lines(data: &[u8], rows: usize) -> (usize, usize) {
    let mut pos = 0;
    for skipped in 0..rows {
        let Some(at) = data[pos..].iter().position(|&c| c == b'\r' || c == b'\n') else {
            return (skipped, pos);
        };
        pos += at + 1;
        if data[pos - 1] == b'\r' && pos < data.len() && data[pos] == b'\n' {
            pos += 1;
        }
    }
    (rows, pos)
}
