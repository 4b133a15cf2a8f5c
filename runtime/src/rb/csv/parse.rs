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
//!
//! The bytes that matter (delimiter, quote, CR, LF, escape) are found 64
//! at a time ([`Scan`]): each 64-byte window becomes a bit mask, computed
//! with comparisons the compiler vectorises, and the tokenizer jumps from
//! one marked byte to the next; the rules above decide what each marked
//! byte means, exactly as they would byte by byte.
//!
//! Where a block's last complete row ends ([`Dialect::complete_lines`],
//! how blocks are cut for parsing on several threads) is found without
//! reading the fields: by the parity of the quotes, 64 bytes at a time,
//! when they alternate (doubled quotes, no escape), else from one quote,
//! line end or escape to the next; [`Dialect::line`] one line after the
//! other is the reference both are tested against.

use crate::ffi::Error;
use crate::ffi::error::StatusCode;
use crate::limits::Budget;

/// What one parsed field costs in [`Parsed::ends`]. Charged per row: a
/// blank line is a row of every column, so a field may cost no input.
const FIELD_BYTES: u64 = 8;

/// The bytes [`Parsed`] copies at once for a field's run when it can
/// ([`Sink::extend`]); the parse keeps this much spare room.
const WIDE: usize = 32;

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

/// Where a line's fields go: a block's [`Parsed`] rows, or nowhere (only
/// where lines end is wanted).
trait Sink {
    /// Appends `data[from..to]` to the field being read.
    fn extend(&mut self, data: &[u8], from: usize, to: usize);
    fn push(&mut self, byte: u8);
    /// The field just read ends (it began with a quote when `quoted`).
    fn finish(&mut self, quoted: bool);
    /// `fields` empty, unquoted fields (an empty line).
    fn empty(&mut self, fields: usize);
}

impl Sink for Parsed {
    /// A run of at most [`WIDE`] bytes (most fields) is copied as
    /// [`WIDE`] bytes when `data` has them and `values` has the room: a
    /// copy of fixed length is two vector moves, where `extend_from_slice`
    /// calls `memmove` for each field (9% of a one-thread read). Only the
    /// run's bytes count; the rest is spare capacity, written over later.
    #[inline]
    fn extend(&mut self, data: &[u8], from: usize, to: usize) {
        let (len, n) = (self.values.len(), to - from);
        if n <= WIDE && from + WIDE <= data.len() && self.values.capacity() - len >= WIDE {
            // SAFETY: `from + WIDE <= data.len()` bytes are read, and the
            // `WIDE` bytes written after `len` are within the capacity; the
            // first `n` of them, now initialised, join the vector.
            unsafe {
                let at = self.values.as_mut_ptr().add(len);
                std::ptr::copy_nonoverlapping(data.as_ptr().add(from), at, WIDE);
                self.values.set_len(len + n);
            }
        } else {
            self.values.extend_from_slice(&data[from..to]);
        }
    }
    #[inline]
    fn push(&mut self, byte: u8) {
        self.values.push(byte);
    }
    #[inline]
    fn finish(&mut self, quoted: bool) {
        let end = self.values.len() as u64;
        self.ends.push(if quoted { end | QUOTED } else { end });
    }
    fn empty(&mut self, fields: usize) {
        let end = self.values.len() as u64;
        self.ends.extend(std::iter::repeat_n(end, fields));
    }
}

/// Keeps nothing.
struct Nowhere;

impl Sink for Nowhere {
    #[inline]
    fn extend(&mut self, _: &[u8], _: usize, _: usize) {}
    #[inline]
    fn push(&mut self, _: u8) {}
    #[inline]
    fn finish(&mut self, _: bool) {}
    fn empty(&mut self, _: usize) {}
}

/// Finds the bytes of a set (at most five) in a block, 64 at a time: the
/// mask of the 64-byte window last looked at is kept, so walking a window
/// field by field computes it once.
struct Scan {
    set: [u8; 5],
    /// The window (index of its first byte / 64) `mask` is of.
    window: usize,
    mask: u64,
}

impl Scan {
    fn new(set: [u8; 5]) -> Scan {
        Scan {
            set,
            window: usize::MAX,
            mask: 0,
        }
    }

    /// The mask of window `w` of `data`: bit `i` for byte `64 w + i` in
    /// the set.
    #[inline]
    fn window_mask(&self, data: &[u8], w: usize) -> u64 {
        let start = w * 64;
        any_of(
            &data[start.min(data.len())..(start + 64).min(data.len())],
            self.set,
        )
    }

    /// The offset of the first byte of the set at or after `from`, or
    /// `data.len()`. Inlined where the tokenizer calls it: the window kept
    /// usually has the answer (about four fields a window), and only a new
    /// window calls [`Scan::next_window`], whose vector registers then do
    /// not crowd the tokenizer's loop.
    #[inline(always)]
    fn next(&mut self, data: &[u8], from: usize) -> usize {
        if from / 64 == self.window {
            let mask = self.mask & (!0u64 << (from % 64));
            if mask != 0 {
                return (from & !63) + mask.trailing_zeros() as usize;
            }
        }
        self.next_window(data, from)
    }

    /// [`Scan::next`] from any state: the windows from the one `from` is in
    /// are computed until one has a byte of the set at or after `from`.
    #[inline(never)]
    fn next_window(&mut self, data: &[u8], from: usize) -> usize {
        let mut w = from / 64;
        if w != self.window {
            if from >= data.len() {
                return data.len();
            }
            self.window = w;
            self.mask = self.window_mask(data, w);
        }
        let mut mask = self.mask & (!0u64 << (from % 64));
        loop {
            if mask != 0 {
                return w * 64 + mask.trailing_zeros() as usize;
            }
            w += 1;
            if w * 64 >= data.len() {
                return data.len();
            }
            self.window = w;
            self.mask = self.window_mask(data, w);
            mask = self.mask;
        }
    }
}

/// Bit `i` of the result: the parity of bits `0..=i` of `x`.
#[inline]
fn prefix_xor(mut x: u64) -> u64 {
    for shift in [1, 2, 4, 8, 16, 32] {
        x ^= x << shift;
    }
    x
}

/// [`prefix_xor`] as one carry-less multiplication by all ones: bit `i`
/// of the product is the parity of bits `0..=i` of `x`.
#[cfg(target_arch = "x86_64")]
#[inline]
#[target_feature(enable = "pclmulqdq")]
fn clmul_prefix_xor(x: u64) -> u64 {
    use std::arch::x86_64::{
        _mm_clmulepi64_si128, _mm_cvtsi128_si64, _mm_set_epi64x, _mm_set1_epi8,
    };
    let product = _mm_clmulepi64_si128::<0>(_mm_set_epi64x(0, x as i64), _mm_set1_epi8(-1));
    _mm_cvtsi128_si64(product) as u64
}

/// A 64-byte window's mask from `hits`, the compare of 16 bytes (bit `i`
/// of the mask from byte `i` of the window): four unaligned SSE2 loads
/// and `movemask`s.
#[cfg(target_arch = "x86_64")]
#[inline(always)]
fn by_sixteen(
    full: &[u8; 64],
    hits: impl Fn(std::arch::x86_64::__m128i) -> std::arch::x86_64::__m128i,
) -> u64 {
    use std::arch::x86_64::{__m128i, _mm_loadu_si128, _mm_movemask_epi8};
    let mask = |k: usize| {
        // SAFETY: SSE2 is part of x86_64; the load reads bytes
        // `16 k..16 k + 16` of `full` (no alignment needed).
        let bits = unsafe {
            let v = _mm_loadu_si128(full.as_ptr().add(16 * k).cast::<__m128i>());
            _mm_movemask_epi8(hits(v))
        };
        u64::from(bits as u16)
    };
    mask(0) | mask(1) << 16 | mask(2) << 32 | mask(3) << 48
}

/// For each of `bytes`, the mask of its places in `window` (at most 64
/// bytes): bit `i` for `window[i]`.
#[inline]
fn window_masks(window: &[u8], bytes: [u8; 4]) -> [u64; 4] {
    let Ok(full) = <&[u8; 64]>::try_from(window) else {
        return masks_by_byte(window, bytes);
    };
    #[cfg(target_arch = "x86_64")]
    {
        use std::arch::x86_64::{_mm_cmpeq_epi8, _mm_set1_epi8};
        // Written out rather than looped (`map` is a call per window
        // without LTO).
        let mask = |b: u8| {
            // SAFETY: SSE2 is part of x86_64.
            by_sixteen(full, |v| unsafe {
                _mm_cmpeq_epi8(v, _mm_set1_epi8(b as i8))
            })
        };
        [
            mask(bytes[0]),
            mask(bytes[1]),
            mask(bytes[2]),
            mask(bytes[3]),
        ]
    }
    #[cfg(not(target_arch = "x86_64"))]
    masks_by_byte(full, bytes)
}

/// The mask of the bytes of `window` (at most 64) that are any of `set`:
/// bit `i` for `window[i]`. On x86-64 a whole window goes sixteen bytes at
/// a time: a compare per byte of the set, or-ed, then one `movemask`.
/// (The tokenizer computes one of these per 64 bytes of a block; a
/// byte-wise loop packed by multiplication cost 14% of a one-thread read.)
#[inline]
fn any_of(window: &[u8], set: [u8; 5]) -> u64 {
    #[cfg(target_arch = "x86_64")]
    if let Ok(full) = <&[u8; 64]>::try_from(window) {
        use std::arch::x86_64::{_mm_cmpeq_epi8, _mm_or_si128, _mm_set1_epi8};
        // SAFETY: SSE2 is part of x86_64.
        return by_sixteen(full, |v| unsafe {
            let is = |b: u8| _mm_cmpeq_epi8(v, _mm_set1_epi8(b as i8));
            _mm_or_si128(
                _mm_or_si128(is(set[0]), is(set[1])),
                _mm_or_si128(_mm_or_si128(is(set[2]), is(set[3])), is(set[4])),
            )
        });
    }
    window
        .iter()
        .enumerate()
        .fold(0, |mask, (i, b)| mask | (u64::from(set.contains(b)) << i))
}

/// [`window_masks`] one byte at a time.
fn masks_by_byte(window: &[u8], bytes: [u8; 4]) -> [u64; 4] {
    let mut masks = [0u64; 4];
    for (i, &c) in window.iter().enumerate() {
        for (mask, &b) in masks.iter_mut().zip(&bytes) {
            *mask |= u64::from(c == b) << i;
        }
    }
    masks
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

    /// A scan for every byte with a meaning: the delimiter, the quote, CR,
    /// LF and the escape (each search below stops only at those of them
    /// it wants).
    fn scan(&self) -> Scan {
        Scan::new([
            self.delimiter,
            self.quote,
            b'\r',
            b'\n',
            self.escape.unwrap_or(self.delimiter),
        ])
    }

    /// The offset after the last line of `data` that ends in it (0 when
    /// none does), and the rows among those lines (skipped empty lines are
    /// not rows): what [`Dialect::parse`] of a block that is not the last
    /// consumes when it succeeds.
    ///
    /// The fields are not read. With doubled quotes and no escape byte in
    /// `data` (the usual case), 64 bytes at a time by the parity of the
    /// quotes ([`Dialect::complete_lines_by_parity`]); otherwise, or when
    /// a quote is not where that assumes, by the stops at the quote, CR,
    /// LF and the escape ([`Dialect::complete_lines_by_stops`]). A dialect
    /// whose bytes are not distinct (the reader's options never give one)
    /// is done line by line ([`Dialect::complete_lines_by_line`]).
    pub(crate) fn complete_lines(&self, data: &[u8]) -> (usize, usize) {
        let marks = [self.delimiter, self.quote, b'\r', b'\n'];
        let shared = (1..marks.len()).any(|i| marks[..i].contains(&marks[i]))
            || self.escape.is_some_and(|e| marks.contains(&e));
        if shared {
            return self.complete_lines_by_line(data);
        }
        if self.double_quote
            && self
                .escape
                .is_none_or(|e| memchr::memchr(e, data).is_none())
            && let Some(found) = self.complete_lines_by_parity(data)
        {
            return found;
        }
        self.complete_lines_by_stops(data)
    }

    /// [`Dialect::complete_lines`] for a dialect of distinct bytes, from
    /// one stop to the next: a quote is special only at the start of a
    /// field, which is the start of the line or after a delimiter that no
    /// escape made literal; what follows an opening quote is
    /// [`Dialect::quoted_run`], as in [`Dialect::line`]. Most rows cost a
    /// stop at each quote and one at the line end.
    fn complete_lines_by_stops(&self, data: &[u8]) -> (usize, usize) {
        let escape = self.escape.unwrap_or(self.quote);
        let mut scan = Scan::new([self.quote, b'\r', b'\n', escape, escape]);
        let end = data.len();
        // The end of the last complete line, the rows up to it, and the
        // start of the line being read.
        let (mut done, mut rows, mut start) = (0, 0, 0);
        // The byte an escape outside quotes made literal last.
        let mut literal = usize::MAX;
        'lines: while start < end {
            let mut pos = start;
            loop {
                let at = scan.next(data, pos);
                if at == end {
                    break 'lines;
                }
                let c = data[at];
                pos = at + 1;
                if c == b'\r' || c == b'\n' {
                    if c == b'\r' && pos < end && data[pos] == b'\n' {
                        pos += 1;
                    }
                    // A line that is only its end is empty.
                    if at > start || !self.ignore_empty_lines {
                        rows += 1;
                    }
                    (done, start) = (pos, pos);
                    continue 'lines;
                }
                if c != self.quote {
                    // The escape: the next byte is literal.
                    if pos == end {
                        break 'lines;
                    }
                    literal = pos;
                    pos += 1;
                } else if at == start || (data[at - 1] == self.delimiter && literal != at - 1) {
                    match self.quoted_run(data, pos, &mut scan, &mut Nowhere) {
                        Some(next) => pos = next,
                        None => break 'lines,
                    }
                }
            }
        }
        (done, rows)
    }

    /// [`Dialect::complete_lines`] for a dialect of distinct bytes with
    /// doubled quotes, of `data` without the escape byte, or `None` when a
    /// quote is data (after a byte other than a delimiter, CR, LF or quote
    /// outside quotes): then the quotes do not alternate.
    ///
    /// Otherwise every quote opens or closes a quoted stretch in turn: one
    /// that opens comes at the start of the line or a field (after a
    /// delimiter, CR or LF outside quotes), or right after one that
    /// closes, and then the two are a doubled quote inside quotes, which
    /// is the same stretch going on; one that closes is inside quotes,
    /// where a quote closes unless doubled. So the bytes inside quotes
    /// are those after an odd number of quotes, and the lines end at the
    /// CR, LF and CRLF outside them (a line that is only its end is empty),
    /// as [`Dialect::line`] finds them. Each 64-byte window is done with
    /// bit masks, what the window before leaves over carried in a bit.
    ///
    /// Where the CPU has CLMUL and POPCNT (every x86-64 CPU with AVX), the
    /// quotes' parity is one carry-less multiplication and a row count one
    /// instruction, instead of a dozen each (baseline x86-64 has neither):
    /// this cut is the caller's share of a parallel read.
    fn complete_lines_by_parity(&self, data: &[u8]) -> Option<(usize, usize)> {
        #[cfg(target_arch = "x86_64")]
        if std::is_x86_feature_detected!("pclmulqdq") && std::is_x86_feature_detected!("popcnt") {
            // SAFETY: the CPU has both.
            return unsafe { self.by_parity_clmul(data) };
        }
        self.by_parity::<false>(data)
    }

    /// [`Dialect::complete_lines_by_parity`] compiled for CLMUL and POPCNT.
    ///
    /// # Safety
    /// The CPU has both.
    #[cfg(target_arch = "x86_64")]
    #[target_feature(enable = "pclmulqdq,popcnt")]
    unsafe fn by_parity_clmul(&self, data: &[u8]) -> Option<(usize, usize)> {
        self.by_parity::<true>(data)
    }

    /// [`Dialect::complete_lines_by_parity`], the prefix parity by a
    /// carry-less multiplication when `CLMUL` (only inlined into
    /// [`Dialect::by_parity_clmul`]).
    #[inline(always)]
    fn by_parity<const CLMUL: bool>(&self, data: &[u8]) -> Option<(usize, usize)> {
        let bytes = [self.quote, self.delimiter, b'\r', b'\n'];
        let mut rows = 0;
        // The last line end, a CR or an LF outside quotes (of CRLF: the CR).
        let mut last = None;
        // What the last byte of the window before was: inside quotes (all
        // ones), one a quote may follow (the start of the data is), a CR
        // outside quotes, a CR or LF outside quotes (so a line starts).
        let (mut inside, mut opens, mut after_cr, mut starts) = (0u64, 1u64, 0u64, 1u64);
        for (w, window) in data.chunks(64).enumerate() {
            let [quote, delim, cr, lf] = window_masks(window, bytes);
            #[cfg(target_arch = "x86_64")]
            let parity = if CLMUL {
                // SAFETY: `CLMUL` only in `by_parity_clmul`, for a CPU
                // with CLMUL.
                unsafe { clmul_prefix_xor(quote) }
            } else {
                prefix_xor(quote)
            };
            #[cfg(not(target_arch = "x86_64"))]
            let parity = prefix_xor(quote);
            let within = parity ^ inside;
            inside = ((within as i64) >> 63) as u64;
            // Quotes after which the bytes are inside quotes: openings.
            let follows = delim | cr | lf | quote;
            if quote & within & !((follows << 1) | opens) != 0 {
                return None;
            }
            opens = follows >> 63;
            let ends = (cr | lf) & !within;
            let crs = cr & ends;
            // The LF of a CRLF is not a line end of its own.
            let lines = ends & !(lf & ((crs << 1) | after_cr));
            after_cr = crs >> 63;
            let empty = lines & ((ends << 1) | starts);
            starts = ends >> 63;
            // One count a window (a popcount is a dozen instructions
            // without the POPCNT extension, which x86-64 does not assume).
            let counted = if self.ignore_empty_lines {
                lines & !empty
            } else {
                lines
            };
            rows += counted.count_ones() as usize;
            if lines != 0 {
                last = Some(w * 64 + 63 - lines.leading_zeros() as usize);
            }
        }
        let done = match last {
            None => 0,
            Some(at) if data[at] == b'\r' && data.get(at + 1) == Some(&b'\n') => at + 2,
            Some(at) => at + 1,
        };
        Some((done, rows))
    }

    /// [`Dialect::complete_lines`] by [`Dialect::line`], one line after
    /// the other (every field read): the reference.
    fn complete_lines_by_line(&self, data: &[u8]) -> (usize, usize) {
        let stops = self.unquoted_stops();
        let mut scan = self.scan();
        let (mut pos, mut rows) = (0, 0);
        while pos < data.len() {
            match self.line(data, pos, false, &stops, &mut scan, 1, &mut Nowhere) {
                Line::Incomplete => break,
                Line::Skipped(end) => pos = end,
                Line::Row(end, _) => {
                    rows += 1;
                    pos = end;
                }
            }
        }
        (pos, rows)
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
        // The values are at most the block's bytes, and [`Sink::extend`]
        // writes up to `WIDE` past them.
        out.values.reserve(data.len() + WIDE);
        // About one field per 8 bytes is typical; more just grows.
        out.ends.reserve(data.len() / 8);
        let stops = self.unquoted_stops();
        let mut scan = self.scan();
        let mut pos = 0;
        while pos < data.len() && out.rows < max_rows {
            let (values, ends) = (out.values.len(), out.ends.len());
            match self.line(
                data,
                pos,
                is_final,
                &stops,
                &mut scan,
                cols.unwrap_or(0),
                out,
            ) {
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
    #[allow(clippy::too_many_arguments)] // the per-block state, passed down
    #[inline]
    fn line<S: Sink>(
        &self,
        data: &[u8],
        start: usize,
        is_final: bool,
        stops: &[bool; 256],
        scan: &mut Scan,
        known: usize,
        out: &mut S,
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
                out.empty(fields);
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
                match self.quoted_run(data, pos, scan, out) {
                    Some(next) => pos = next,
                    None => return self.abort(is_final, end, fields, quoted, out),
                }
            }
            // The unquoted part (all of an unquoted field, or what follows
            // a closing quote).
            loop {
                let run = pos;
                pos = scan.next(data, pos);
                // A quote inside an unquoted run is data.
                while pos < end && !stops[data[pos] as usize] {
                    pos = scan.next(data, pos + 1);
                }
                out.extend(data, run, pos);
                if pos == end {
                    return self.abort(is_final, end, fields, quoted, out);
                }
                let c = data[pos];
                pos += 1;
                if Some(c) == self.escape {
                    if pos == end {
                        return self.abort(is_final, end, fields, quoted, out);
                    }
                    out.push(data[pos]);
                    pos += 1;
                    continue;
                }
                if c == self.delimiter {
                    fields += 1;
                    out.finish(quoted);
                    if pos == end {
                        return self.abort(is_final, end, fields, false, out);
                    }
                    break;
                }
                // CR or LF: the end of the row.
                if c == b'\r' && pos < end && data[pos] == b'\n' {
                    pos += 1;
                }
                out.finish(quoted);
                return Line::Row(pos, fields + 1);
            }
        }
    }

    /// The inside of a quoted field from `pos` (after the opening quote):
    /// the offset after its closing quote, or `None` when the data ends
    /// first.
    #[inline]
    fn quoted_run<S: Sink>(
        &self,
        data: &[u8],
        mut pos: usize,
        scan: &mut Scan,
        out: &mut S,
    ) -> Option<usize> {
        let end = data.len();
        let escape = self.escape.unwrap_or(self.quote);
        loop {
            let run = pos;
            pos = scan.next(data, pos);
            // Delimiters and line ends inside quotes are data.
            while pos < end && data[pos] != self.quote && data[pos] != escape {
                pos = scan.next(data, pos + 1);
            }
            out.extend(data, run, pos);
            if pos == end {
                return None;
            }
            let c = data[pos];
            pos += 1;
            if Some(c) == self.escape {
                if pos == end {
                    return None;
                }
                out.push(data[pos]);
                pos += 1;
                continue;
            }
            // The quote character: doubled, or the end of the quoting.
            if self.double_quote && pos < end && data[pos] == self.quote {
                out.push(c);
                pos += 1;
                continue;
            }
            return Some(pos);
        }
    }

    /// The data ended inside a row: in the last block the row ends there
    /// (its last field as it is), otherwise it waits for the next block.
    fn abort<S: Sink>(
        &self,
        is_final: bool,
        end: usize,
        fields: usize,
        quoted: bool,
        out: &mut S,
    ) -> Line {
        if !is_final {
            return Line::Incomplete;
        }
        out.finish(quoted);
        Line::Row(end, fields + 1)
    }

    /// Whether the row that starts at the beginning of `data` ends inside
    /// it (Arrow C++'s chunker: a row may straddle one block boundary, not
    /// two).
    pub(crate) fn completes_first_row(&self, data: &[u8]) -> bool {
        !data.is_empty()
            && !matches!(
                self.line(
                    data,
                    0,
                    false,
                    &self.unquoted_stops(),
                    &mut self.scan(),
                    1,
                    &mut Nowhere
                ),
                Line::Incomplete
            )
    }
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

#[cfg(test)]
mod tests {
    use super::*;

    /// The next of a xorshift sequence (`x` nonzero), for the generators
    /// below.
    fn xorshift(x: &mut u64) -> u64 {
        *x ^= *x << 13;
        *x ^= *x >> 7;
        *x ^= *x << 17;
        *x
    }

    /// Bytes drawn mostly from the set, so marks fall at every offset of
    /// a window, on window edges and in the short last window.
    fn noise(len: usize, seed: u64) -> Vec<u8> {
        let alphabet = b",\"\r\n\\ab;";
        let mut x = seed | 1;
        (0..len)
            .map(|_| alphabet[(xorshift(&mut x) % alphabet.len() as u64) as usize])
            .collect()
    }

    #[test]
    fn scan_finds_what_a_byte_loop_finds() {
        for (len, seed) in [
            (0, 1),
            (1, 2),
            (63, 3),
            (64, 4),
            (65, 5),
            (200, 6),
            (1000, 7),
        ] {
            let data = noise(len, seed);
            let set = [b',', b'"', b'\r', b'\n', b','];
            let naive = |from: usize| {
                data[from.min(len)..]
                    .iter()
                    .position(|b| set.contains(b))
                    .map_or(len, |p| from + p)
            };
            // Fresh for every offset, and walking forward with the window
            // kept, in steps of 1, 3 and 70.
            for from in 0..=len + 2 {
                assert_eq!(
                    Scan::new(set).next(&data, from),
                    naive(from),
                    "{len} at {from}"
                );
            }
            for step in [1, 3, 70] {
                let mut scan = Scan::new(set);
                let mut from = 0;
                while from <= len {
                    assert_eq!(
                        scan.next(&data, from),
                        naive(from),
                        "{len} step {step} at {from}"
                    );
                    from += step;
                }
            }
        }
    }

    /// Every combination of the options that change where lines end:
    /// `double_quote`, an escape or none, `ignore_empty_lines`, with `,`
    /// or `;` as the delimiter (the other is data) and `"` or `\'` as the
    /// quote.
    fn dialects() -> Vec<Dialect> {
        let mut all = Vec::new();
        for k in 0..16 {
            all.push(Dialect {
                delimiter: if k % 2 == 0 { b',' } else { b';' },
                quote: if k % 4 < 2 { b'"' } else { b'\'' },
                double_quote: k & 4 != 0,
                escape: (k & 8 != 0).then_some(b'\\'),
                ignore_empty_lines: k % 3 == 0,
            });
        }
        all
    }

    /// Text for [`Dialect::complete_lines`]: short fields of noise, so
    /// that quotes often open a field, close one, come doubled or escaped.
    fn lines_noise(len: usize, seed: u64) -> Vec<u8> {
        let alphabet: &[&[u8]] = &[
            b",", b";", b"\"", b"'", b"\r", b"\n", b"\r\n", b"\\", b"ab", b"x", b",\"", b";'",
            b"\"\"", b"''", b"\n\"", b"\n'",
        ];
        let mut x = seed | 1;
        let mut data = Vec::with_capacity(len + 2);
        while data.len() < len {
            data.extend_from_slice(alphabet[(xorshift(&mut x) % alphabet.len() as u64) as usize]);
        }
        data
    }

    /// Lines of fields as a writer makes them (`dialect`'s delimiter and
    /// quote): unquoted, or quoted with delimiters, doubled quotes, CR and
    /// LF inside; ended by CR, LF or CRLF; some empty, some over a window.
    fn written_lines(dialect: &Dialect, len: usize, seed: u64) -> Vec<u8> {
        let mut x = seed | 1;
        let mut next = move |n: usize| (xorshift(&mut x) % n as u64) as usize;
        let (d, q) = (dialect.delimiter, dialect.quote);
        let quoted: [&[u8]; 7] = [b"a", &[d], &[q, q], b"\r", b"\n", b"\r\n", b"7"];
        let ends: [&[u8]; 3] = [b"\r", b"\n", b"\r\n"];
        let mut data = Vec::new();
        while data.len() < len {
            for field in 0..next(5) {
                if field > 0 {
                    data.push(d);
                }
                let long = if next(8) == 0 { 100 } else { 12 };
                if next(2) == 0 {
                    data.push(q);
                    for _ in 0..next(long) {
                        data.extend_from_slice(quoted[next(quoted.len())]);
                    }
                    data.push(q);
                } else {
                    data.extend((0..next(long)).map(|_| b"ab7x"[next(4)]));
                }
            }
            data.extend_from_slice(ends[next(ends.len())]);
        }
        data
    }

    #[test]
    fn window_masks_find_each_byte() {
        let data = noise(64 * 3 + 17, 9);
        let bytes = [b'"', b',', b'\r', b'\n'];
        for window in data.chunks(64).chain(data[5..].chunks(64)) {
            let masks = window_masks(window, bytes);
            for (mask, b) in masks.iter().zip(bytes) {
                let naive =
                    (0..window.len()).fold(0u64, |m, i| m | (u64::from(window[i] == b) << i));
                assert_eq!(*mask, naive);
            }
            assert_eq!(masks, masks_by_byte(window, bytes));
        }
    }

    #[test]
    fn complete_lines_find_what_reading_each_line_finds() {
        // How often the parity is used, and the data has incomplete lines.
        let (mut by_parity, mut incomplete) = (0, 0);
        for dialect in dialects() {
            for seed in 1..400u64 {
                let len = 1 + (seed as usize * 13) % 700;
                for data in [lines_noise(len, seed), written_lines(&dialect, len, seed)] {
                    // Cuts of the text too: incomplete last lines.
                    for cut in [
                        data.len(),
                        data.len() / 2,
                        data.len() / 3 + 1,
                        data.len() - 1,
                    ] {
                        let part = &data[..cut];
                        let want = dialect.complete_lines_by_line(part);
                        let show = || {
                            format!(
                                "{dialect:?} seed {seed} cut {cut}: {:?}",
                                String::from_utf8_lossy(part)
                            )
                        };
                        assert_eq!(dialect.complete_lines(part), want, "{}", show());
                        assert_eq!(dialect.complete_lines_by_stops(part), want, "{}", show());
                        if dialect.double_quote
                            && dialect.escape.is_none_or(|e| !part.contains(&e))
                            && let Some(got) = dialect.complete_lines_by_parity(part)
                        {
                            assert_eq!(got, want, "parity: {}", show());
                            assert_eq!(dialect.by_parity::<false>(part), Some(got), "{}", show());
                            by_parity += 1;
                        }
                        incomplete += usize::from(want.0 < cut);
                    }
                }
            }
        }
        assert!(
            by_parity > 5000 && incomplete > 5000,
            "{by_parity} {incomplete}"
        );
    }

    #[cfg(target_arch = "x86_64")]
    #[test]
    fn carry_less_parity_is_the_shifted_one() {
        if !std::is_x86_feature_detected!("pclmulqdq") {
            return;
        }
        let mut x = 0x9E37_79B9_7F4A_7C15u64;
        for k in 0..10_000 {
            let word = match k {
                0 => 0,
                1 => !0,
                2 => 1 << 63,
                _ => xorshift(&mut x) & xorshift(&mut x),
            };
            // SAFETY: the CPU has CLMUL (checked above).
            let by_clmul = unsafe { clmul_prefix_xor(word) };
            assert_eq!(by_clmul, prefix_xor(word), "{word:#x}");
        }
    }

    #[test]
    fn complete_lines_end_where_parse_stops() {
        for dialect in dialects() {
            for seed in 1..200 {
                let data = noise(1 + (seed as usize * 7) % 300, seed);
                let mut out = Parsed::default();
                let mut budget = Budget::new("test", 1 << 20);
                // Ragged rows are an error of parse: compare row by row.
                let (used, rows) = dialect.complete_lines(&data);
                let mut pos = 0;
                let mut counted = 0;
                while pos < data.len() {
                    let mut cols = None;
                    let Ok(n) =
                        dialect.parse(&data[pos..], false, &mut cols, 1, 1, &mut out, &mut budget)
                    else {
                        // No row: skipped empty lines, then an incomplete
                        // one ("cannot infer number of columns").
                        while dialect.ignore_empty_lines
                            && pos < data.len()
                            && matches!(data[pos], b'\r' | b'\n')
                        {
                            pos += 1;
                        }
                        break;
                    };
                    if n == 0 {
                        break;
                    }
                    counted += out.rows;
                    pos += n;
                }
                assert_eq!((used, rows), (pos, counted), "seed {seed}: {data:?}");
            }
        }
    }
}
