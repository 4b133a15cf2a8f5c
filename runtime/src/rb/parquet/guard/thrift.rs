//! The Thrift compact-protocol reader the guards walk page headers and
//! footers with: it counts what it consumed, never allocates (binaries
//! are skipped, a length past the bytes left is an error) and refuses
//! nesting deeper than its limit.

use std::io::{Read, Take};

use super::PageSizes;
use crate::rb::parquet::page_enums::{self, Role, Unknown};

/// What the reader says of a varint longer than 64 bits.
pub(super) const VARINT_OVERFLOW: &str = "varint overflows 64 bits";

// Thrift compact protocol element types.
pub(super) const T_STOP: u8 = 0;
pub(super) const T_TRUE: u8 = 1;
pub(super) const T_FALSE: u8 = 2;
pub(super) const T_BYTE: u8 = 3;
pub(super) const T_I16: u8 = 4;
pub(super) const T_I32: u8 = 5;
pub(super) const T_I64: u8 = 6;
pub(super) const T_DOUBLE: u8 = 7;
pub(super) const T_BINARY: u8 = 8;
pub(super) const T_LIST: u8 = 9;
pub(super) const T_SET: u8 = 10;
pub(super) const T_MAP: u8 = 11;
pub(super) const T_STRUCT: u8 = 12;
pub(super) const T_UUID: u8 = 13;

/// Nesting deeper than this is refused in a page header (which nests 3
/// levels).
pub(super) const MAX_DEPTH: usize = 32;

/// Nesting deeper than this is refused in a footer: as deep as the crate's
/// own decoder skips (64); a footer's known structures nest 7 levels.
pub(super) const MAX_FOOTER_DEPTH: usize = 64;

/// A Thrift compact-protocol reader over a bounded input that counts what
/// it consumed and never allocates: binaries are skipped, and a length
/// that exceeds the bytes left is an error.
pub(super) struct Compact<R> {
    pub(super) input: Take<R>,
    pub(super) consumed: u64,
    /// What is parsed ("page header", "footer"), for messages.
    pub(super) what: &'static str,
    /// The deepest nesting accepted.
    pub(super) max_depth: usize,
    /// Where the last field header read began (counted as `consumed`).
    pub(super) field_at: u64,
    /// Its first byte.
    pub(super) field_head: u8,
}

pub(super) type Parse<T> = std::result::Result<T, String>;

impl<R: Read> Compact<R> {
    pub(super) fn new(input: Take<R>) -> Self {
        Compact {
            input,
            consumed: 0,
            what: "page header",
            max_depth: MAX_DEPTH,
            field_at: 0,
            field_head: 0,
        }
    }

    /// A reader of a footer.
    pub(super) fn footer(input: Take<R>) -> Self {
        Compact {
            what: "footer",
            max_depth: MAX_FOOTER_DEPTH,
            ..Compact::new(input)
        }
    }

    pub(super) fn byte(&mut self) -> Parse<u8> {
        let mut b = [0u8];
        self.input
            .read_exact(&mut b)
            .map_err(|_| format!("{} runs past its end", self.what))?;
        self.consumed += 1;
        Ok(b[0])
    }

    pub(super) fn varint(&mut self) -> Parse<u64> {
        let mut value = 0u64;
        for shift in (0..70).step_by(7) {
            let b = self.byte()?;
            if shift == 63 && b > 1 {
                return Err(VARINT_OVERFLOW.into());
            }
            value |= u64::from(b & 0x7f) << shift;
            if b & 0x80 == 0 {
                return Ok(value);
            }
        }
        Err("varint too long".into())
    }

    pub(super) fn zigzag(&mut self) -> Parse<i64> {
        let v = self.varint()?;
        Ok((v >> 1) as i64 ^ -((v & 1) as i64))
    }

    pub(super) fn skip(&mut self, n: u64) -> Parse<()> {
        if n > self.input.limit() {
            return Err(format!(
                "a {} field claims {n} bytes where {} are left",
                self.what,
                self.input.limit()
            ));
        }
        let copied = std::io::copy(&mut (&mut self.input).take(n), &mut std::io::sink())
            .map_err(|e| e.to_string())?;
        if copied != n {
            return Err(format!("{} runs past the end of the file", self.what));
        }
        self.consumed += n;
        Ok(())
    }

    /// A collection's element count, which cannot exceed the bytes left
    /// (every element takes at least one byte).
    pub(super) fn count(&mut self, n: u64) -> Parse<u64> {
        if n > self.input.limit() {
            return Err(format!(
                "a {} list claims {n} elements where {} bytes are left",
                self.what,
                self.input.limit()
            ));
        }
        Ok(n)
    }

    /// A list or set header: its element type and count (checked).
    pub(super) fn list_header(&mut self) -> Parse<(u8, u64)> {
        let head = self.byte()?;
        let size = match head >> 4 {
            15 => self.varint()?,
            n => u64::from(n),
        };
        Ok((head & 0x0f, self.count(size)?))
    }

    pub(super) fn skip_value(&mut self, kind: u8, depth: usize) -> Parse<()> {
        if depth > self.max_depth {
            return Err(format!("{} nests too deeply", self.what));
        }
        match kind {
            T_TRUE | T_FALSE => Ok(()),
            T_BYTE => self.byte().map(drop),
            T_I16 | T_I32 | T_I64 => self.varint().map(drop),
            T_DOUBLE => self.skip(8),
            T_UUID => self.skip(16),
            T_BINARY => {
                let n = self.varint()?;
                self.skip(n)
            }
            T_LIST | T_SET => {
                let (element, size) = self.list_header()?;
                for _ in 0..size {
                    // Booleans in a collection take one byte each.
                    if element == T_TRUE || element == T_FALSE {
                        self.byte()?;
                    } else {
                        self.skip_value(element, depth + 1)?;
                    }
                }
                Ok(())
            }
            T_MAP => {
                let size = self.varint()?;
                if size == 0 {
                    return Ok(());
                }
                let types = self.byte()?;
                for _ in 0..self.count(size)? {
                    self.skip_value(types >> 4, depth + 1)?;
                    self.skip_value(types & 0x0f, depth + 1)?;
                }
                Ok(())
            }
            T_STRUCT => self.fields(depth + 1, |_, _, _| Ok(false)),
            other => Err(format!("unknown Thrift type {other} in a {}", self.what)),
        }
    }

    /// Reads a struct's fields up to its stop byte; `visit(self, id, type)`
    /// reads a field it wants and returns true, or false to have it skipped.
    pub(super) fn fields(
        &mut self,
        depth: usize,
        mut visit: impl FnMut(&mut Self, i16, u8) -> Parse<bool>,
    ) -> Parse<()> {
        let mut last = 0i16;
        loop {
            self.field_at = self.consumed;
            let head = self.byte()?;
            if head == T_STOP {
                return Ok(());
            }
            self.field_head = head;
            let kind = head & 0x0f;
            let id = match head >> 4 {
                0 => i16::try_from(self.zigzag()?).map_err(|_| "bad field id")?,
                delta => last.wrapping_add(i16::from(delta)),
            };
            last = id;
            if !visit(self, id, kind)? {
                self.skip_value(kind, depth)?;
            }
        }
    }

    /// A binary field, skipped: where its bytes lie, counted from the
    /// start of the input (a footer read from a slice: a range of it), or
    /// `not_binary` as the error for a field of another type.
    pub(super) fn binary_span(
        &mut self,
        kind: u8,
        not_binary: &str,
    ) -> Parse<std::ops::Range<usize>> {
        if kind != T_BINARY {
            return Err(not_binary.into());
        }
        let n = self.varint()?;
        let start = self.consumed as usize;
        self.skip(n)?;
        Ok(start..self.consumed as usize)
    }

    pub(super) fn int(&mut self, kind: u8) -> Parse<i64> {
        if !matches!(kind, T_I16 | T_I32 | T_I64) {
            return Err(format!(
                "an integer field of a {} is not an integer",
                self.what
            ));
        }
        self.zigzag()
    }

    /// A page header's field the format has as a required i32 (each one
    /// the guard reads): another wire type is refused, as Thrift C++
    /// skips it and then misses it (`thrift_words::page_header_refusal`
    /// words that).
    fn required_i32(&mut self, kind: u8) -> Parse<i64> {
        if kind != T_I32 {
            return Err(format!(
                "an i32 field of a {} is of another type",
                self.what
            ));
        }
        self.zigzag()
    }

    /// An enum value out of range read from `at` up to here.
    fn unknown_at(&self, at: u64, role: Role) -> Unknown {
        Unknown {
            at,
            len: self.consumed - at,
            role,
        }
    }

    /// A `PageHeader`: its type (field 1), sizes (fields 2 and 3) and, of
    /// its data page header (field 5; v2: 8) or dictionary page header
    /// (field 7), the value count and encoding (and a v2 page's rows);
    /// where its enum values the crate does not know lie (`page_enums`).
    pub(super) fn page_header(&mut self) -> Parse<PageSizes> {
        let mut sizes = PageSizes {
            encoding: -1,
            ..PageSizes::default()
        };
        let mut seen = (false, false);
        self.fields(0, |this, id, kind| {
            match id {
                1 => {
                    let at = this.consumed;
                    sizes.kind = this.required_i32(kind)?;
                    if !page_enums::known_page_type(sizes.kind) {
                        page_enums::note(&mut sizes.unknown, this.unknown_at(at, Role::PageType));
                    }
                }
                2 => {
                    sizes.uncompressed = this.required_i32(kind)?;
                    seen.0 = true;
                }
                3 => {
                    sizes.compressed = this.required_i32(kind)?;
                    seen.1 = true;
                }
                5 | 7 | 8 if kind == T_STRUCT => {
                    // Fields of DataPageHeader, DictionaryPageHeader and
                    // DataPageHeaderV2: values first, then the encoding
                    // (v2: rows 3, encoding 4).
                    let (sub, v2) = (id, id == 8);
                    let (mut values, mut rows, mut encoding) = (0, 0, -1);
                    let unknown = &mut sizes.unknown;
                    this.fields(1, |inner, id, kind| {
                        match (id, v2) {
                            (1, _) => values = inner.required_i32(kind)?,
                            (2, false) | (4, true) => {
                                let at = inner.consumed;
                                encoding = inner.required_i32(kind)?;
                                if !page_enums::known_encoding(encoding) {
                                    page_enums::note(
                                        unknown,
                                        inner.unknown_at(at, Role::Encoding(sub)),
                                    );
                                }
                            }
                            // A v1 data page's level encodings; another
                            // wire type is left to the crate, as before.
                            (3 | 4, false) if sub == 5 && kind == T_I32 => {
                                let at = inner.consumed;
                                if !page_enums::known_encoding(inner.zigzag()?) {
                                    page_enums::note(unknown, inner.unknown_at(at, Role::Level));
                                }
                            }
                            (3, true) => rows = inner.required_i32(kind)?,
                            (7, true) if kind == T_FALSE => {
                                sizes.v2_uncompressed_flag =
                                    Some((inner.field_at, inner.field_head));
                            }
                            _ => return Ok(false),
                        }
                        Ok(true)
                    })?;
                    sizes.values = values;
                    sizes.rows = rows;
                    sizes.encoding = encoding;
                }
                _ => return Ok(false),
            }
            Ok(true)
        })?;
        if seen != (true, true) {
            return Err("page header without its sizes".into());
        }
        Ok(sizes)
    }
}
