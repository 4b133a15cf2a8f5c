//! Arrow C++'s words for a Parquet footer or page header its Thrift reader
//! refuses, which IRx 1.25 passes on (`IOError: Couldn't deserialize
//! thrift: ...`). The `parquet` crate's own decoder checks more than the
//! code Thrift generates for Arrow C++ and words its refusals its own way
//! ("Expected list element type of Struct but got I64"). Every plain
//! footer is walked as Arrow C++'s `FileMetaData::read` reads it before
//! the crate decodes it ([`footer_walk`], from `guard::check_footer`):
//! what Thrift C++ refuses is refused in its words, and what it reads
//! past (an optional field of another wire type, a list declared of
//! another element type, a `LogicalType` without a member it knows) is
//! rewritten for the crate ([`as_thrift_reads`]). A page header the guard
//! refuses is walked too ([`page_header_refusal`]), and so is a footer
//! the crate refuses later ([`footer_refusal`]).
//!
//! What the walk follows (Thrift C++'s compact protocol and the code it
//! generates from `parquet.thrift`, as Arrow C++ 24 configures them; facts
//! checked against pyarrow 24 on hand-made footers):
//!
//! * A field is read when its id and wire type are the IDL's, skipped
//!   otherwise (a field of the wrong type too). A list field's declared
//!   element type is not checked: each element is read as the IDL's type.
//! * A struct that ends without one of its required fields: `INVALID_DATA`
//!   ("TProtocolException: Invalid data").
//! * Sizes (list, set, map, binary) are 32-bit varints (truncated): a
//!   negative one is `NEGATIVE_SIZE`, a binary over Arrow's
//!   `thrift_string_size_limit` (100,000,000) or a container over its
//!   `thrift_container_size_limit` (1,000,000) `SIZE_LIMIT`.
//! * Each struct read and each skipped value nests one level; deeper than
//!   64 is `DEPTH_LIMIT`. A varint whose tenth byte continues is
//!   "Variable-length int over 10 bytes.", a compact type over 13 "don't
//!   know what type: " and the type as a character, a skipped STOP or
//!   UUID "invalid TType", running out of bytes "No more data to read.".
//! * A field header whose type nibble is 0 ends its struct, whatever its
//!   delta; a boolean field's value is its type nibble, a boolean in a
//!   collection a byte.
//!
//! The walk allocates nothing: sizes are checked against the bytes left
//! before anything is skipped, and nesting is bounded by the depth limit.

use std::os::unix::fs::FileExt;

use element::{CrateFix, Element, Fix, Schema};
use logical::Logical;

use crate::ffi::Error;
use crate::ffi::error::Kind;

/// Arrow C++'s `kDefaultThriftStringSizeLimit`.
const STRING_LIMIT: i32 = 100_000_000;
/// Arrow C++'s `kDefaultThriftContainerSizeLimit`.
const CONTAINER_LIMIT: i32 = 1_000_000;
/// Thrift C++'s `DEFAULT_RECURSION_LIMIT`.
const DEPTH_LIMIT: u32 = 64;

const INVALID_DATA: &str = "TProtocolException: Invalid data";
const NEGATIVE_SIZE: &str = "TProtocolException: Negative size";
const SIZE_LIMIT: &str = "TProtocolException: Exceeded size limit";
const DEPTH: &str = "TProtocolException: Exceeded depth limit";
const END: &str = "No more data to read.";
const LONG_VARINT: &str = "Variable-length int over 10 bytes.";
const INVALID_TYPE: &str = "invalid TType";

/// Arrow C++'s ParquetException for a Thrift message it could not decode
/// (`words`: the Thrift exception's `what()`), as 1.25 reports it
/// (`IRX_ERR_IO`); a page header's adds the page reader's last line.
pub(crate) fn deserialize_error(words: &str, page: bool) -> Error {
    let tail = if page {
        "Deserializing page header failed.\n"
    } else {
        ""
    };
    Error::new(
        Kind::Io,
        format!("IOError: Couldn't deserialize thrift: {words}\n{tail}"),
    )
}

/// After the crate refused the footer of `file`, `len` bytes long (or a
/// check before it did): 1.25's error when Arrow C++'s Thrift reader refuses the plaintext
/// footer too, None when it decodes it (the refusal is then not Thrift's,
/// and its own words stand) or the footer is encrypted or cannot be read.
pub(crate) fn footer_refusal(file: &impl FileExt, len: u64) -> Option<Error> {
    if len < 8 {
        return None;
    }
    let mut tail = [0u8; 8];
    file.read_exact_at(&mut tail, len - 8).ok()?;
    if &tail[4..] != b"PAR1" {
        return None;
    }
    let footer_len = u64::from(u32::from_le_bytes([tail[0], tail[1], tail[2], tail[3]]));
    if footer_len > len - 8 {
        return None;
    }
    // At most the file's length (checked just above).
    let mut footer = vec![0u8; footer_len as usize];
    file.read_exact_at(&mut footer, len - 8 - footer_len).ok()?;
    footer_words(&footer).map(|words| deserialize_error(words, false))
}

/// What Thrift C++ throws decoding `footer` as a `FileMetaData`, or None
/// when it decodes.
pub(crate) fn footer_words(footer: &[u8]) -> Option<&'static str> {
    Walk::new(footer).read_struct(FILE_META_DATA, None).err()
}

/// Whether `rest`, a message after its `Invalid: `, is Arrow's schema
/// conversion's refusal of a LIST- or MAP-annotated group (`element.rs`),
/// which Arrow C++'s dataset scanner passes on unwrapped.
pub(crate) fn conversion_refusal(rest: &str) -> bool {
    element::converts(rest)
}

/// Arrow C++'s verdict on `footer`: Thrift C++'s refusal (as
/// [`footer_words`], in [`deserialize_error`]'s words), else its schema's
/// refusal of enum values the format does not define (`element.rs`);
/// when it reads it, whether it holds what Thrift C++ or Arrow C++ reads
/// past and the crate refuses ([`as_thrift_reads`] rewrites it).
pub(crate) fn footer_walk(footer: &[u8]) -> Result<bool, Error> {
    let mut walk = Walk::new(footer);
    walk.read_struct(FILE_META_DATA, None)
        .map_err(|words| deserialize_error(words, false))?;
    if let Some(error) = walk.schema.refusal(footer) {
        return Err(error);
    }
    Ok(!walk.edits.is_empty())
}

/// `footer` (which Thrift C++ decodes) as the crate can decode it, read as
/// Thrift C++ reads it: a field of a known id and another wire type, which
/// Thrift C++ skips, is left out (the field after it given its id in
/// full), and a list declared of another element type than the IDL's,
/// whose elements Thrift C++ reads as the IDL's, is declared of the IDL's;
/// a schema element's enum value Arrow C++ reads past is left out, a
/// repetition type out of range is REQUIRED (`element.rs`).
/// None when nothing needs rewriting or the footer does not decode.
pub(crate) fn as_thrift_reads(footer: &[u8]) -> Option<Vec<u8>> {
    let mut walk = Walk::new(footer);
    walk.read_struct(FILE_META_DATA, None).ok()?;
    if walk.edits.is_empty() || walk.overflow {
        return None;
    }
    let mut out = Vec::with_capacity(footer.len());
    let mut at = 0;
    for edit in &walk.edits {
        match *edit {
            Edit::Element { at: header, code } => {
                out.extend_from_slice(&footer[at..=header]);
                let last = out.len() - 1;
                out[last] = (out[last] & 0xf0) | code;
                at = header + 1;
            }
            Edit::Drop { from, to } => {
                out.extend_from_slice(&footer[at..from]);
                at = to;
            }
            Edit::Rebuild {
                from,
                to,
                start,
                end,
            } => {
                out.extend_from_slice(&footer[at..from]);
                out.extend_from_slice(&walk.rebuilt[start..end]);
                at = to;
            }
            Edit::Zero { from, to } => {
                out.extend_from_slice(&footer[at..from]);
                out.push(0);
                at = to;
            }
            Edit::FullId {
                at: header,
                len,
                id,
                code,
            } => {
                out.extend_from_slice(&footer[at..header]);
                out.push(code);
                push_zigzag(&mut out, i32::from(id));
                at = header + len;
            }
        }
    }
    out.extend_from_slice(&footer[at..]);
    Some(out)
}

/// `value` as a compact-protocol zigzag varint.
fn push_zigzag(out: &mut Vec<u8>, value: i32) {
    let mut n = ((value << 1) ^ (value >> 31)) as u32;
    while n >= 0x80 {
        out.push((n as u8) | 0x80);
        n >>= 7;
    }
    out.push(n as u8);
}

/// The most edits one footer is rewritten with (at most 32 MiB of them): a
/// hostile footer of a million mistyped fields is left to the crate, which
/// refuses it in its own words.
const MAX_EDITS: usize = 1 << 20;

/// A change [`as_thrift_reads`] makes, in the order of the bytes.
enum Edit {
    /// The element type of the list header at `at` becomes `code`.
    Element { at: usize, code: u8 },
    /// A field's header and value, left out.
    Drop { from: usize, to: usize },
    /// An i32's value (its varint's bytes) written as 0.
    Zero { from: usize, to: usize },
    /// A schema element's bytes replaced by `rebuilt[start..end]`.
    Rebuild {
        from: usize,
        to: usize,
        start: usize,
        end: usize,
    },
    /// The field header at `at` (`len` bytes) written with its `id` in
    /// full (compact type `code`): the field before it was left out.
    FullId {
        at: usize,
        len: usize,
        id: i16,
        code: u8,
    },
}

/// What Thrift C++ throws decoding `header` (the bytes from a page
/// header's start to its column chunk's end) as a `PageHeader`, or None
/// when it decodes.
pub(crate) fn page_header_words(header: &[u8]) -> Option<&'static str> {
    Walk::new(header).read_struct(PAGE_HEADER, None).err()
}

/// Starts the reason `page_header_refusal` gives: what follows is Thrift
/// C++'s `what()`, for [`deserialize_error`].
pub(crate) const THRIFT_WORDS: &str = "Thrift C++: ";

/// Arrow C++'s page reader decodes a header from at most this many bytes
/// (`kDefaultMaxPageHeaderSize`; it tries 16 KiB first and doubles up to
/// this, reporting the last attempt's failure).
const MAX_PAGE_HEADER: u64 = 16 * 1024 * 1024;

/// After the guard's page-header reader refused the header at `offset` of
/// `file` (`len` bytes long), `left` bytes before its column chunk's end: [`THRIFT_WORDS`] and Thrift
/// C++'s words when it refuses the header too, None when it decodes it
/// (the guard's refusal then stands). Reads at most 16 MiB of the chunk
/// (on this failure path only).
pub(crate) fn page_header_refusal(
    file: &impl FileExt,
    len: u64,
    offset: u64,
    left: u64,
) -> Option<String> {
    let view = left.min(MAX_PAGE_HEADER).min(len.checked_sub(offset)?);
    // At most 16 MiB, inside the file (checked just above).
    let mut header = vec![0u8; view as usize];
    file.read_exact_at(&mut header, offset).ok()?;
    page_header_words(&header).map(|words| format!("{THRIFT_WORDS}{words}"))
}

/// A field's type in `parquet.thrift` (enums are I32).
enum Ty {
    Bool,
    Byte,
    I16,
    I32,
    I64,
    Double,
    Binary,
    Struct(&'static [Field]),
    /// A union (a struct of optional fields): one without a member Thrift
    /// C++ reads is no value to Arrow C++ (`LogicalType`: no logical type),
    /// and is left out for the crate, which refuses it.
    Union(&'static [Field]),
    List(&'static Ty),
    /// A `SchemaElement`: a struct whose enum values are read as Arrow
    /// C++'s schema reads them ([`Schema`]).
    Element,
    /// An enum (an i32) of a column chunk's metadata, its values the
    /// crate knows by bit (`1 << value`): Arrow C++ reads past one out of
    /// range (an unknown codec is no compression, an unknown physical
    /// type or encoding is not looked at), the crate refuses it as it
    /// decodes it ("Unexpected CompressionCodec 99"), so it is rewritten
    /// as 0 for the crate (UNCOMPRESSED, BOOLEAN, PLAIN, DATA_PAGE).
    Enum(u32),
}
use Ty::*;

/// A field of a struct: its id, type, and whether it is required.
struct Field(i16, Ty, bool);

const fn req(id: i16, ty: Ty) -> Field {
    Field(id, ty, true)
}

const fn opt(id: i16, ty: Ty) -> Field {
    Field(id, ty, false)
}

/// Thrift's types (`TType`) of the compact protocol's type codes.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Wire {
    Stop,
    Bool,
    Byte,
    I16,
    I32,
    I64,
    Double,
    String,
    List,
    Set,
    Map,
    Struct,
    Uuid,
}

/// Thrift C++'s `getTType` of the compact protocol.
fn wire(code: u8) -> Result<Wire, &'static str> {
    Ok(match code {
        0 => Wire::Stop,
        1 | 2 => Wire::Bool,
        3 => Wire::Byte,
        4 => Wire::I16,
        5 => Wire::I32,
        6 => Wire::I64,
        7 => Wire::Double,
        8 => Wire::String,
        9 => Wire::List,
        10 => Wire::Set,
        11 => Wire::Map,
        12 => Wire::Struct,
        13 => Wire::Uuid,
        other => return Err(UNKNOWN_TYPES[usize::from(other - 14)]),
    })
}

/// "don't know what type: " and the code as a character (14 and 15: the
/// only codes a nibble leaves).
const UNKNOWN_TYPES: [&str; 2] = ["don't know what type: \u{e}", "don't know what type: \u{f}"];

impl Ty {
    /// The compact protocol's code of this type.
    fn code(&self) -> u8 {
        match self {
            Bool => 1,
            Byte => 3,
            I16 => 4,
            I32 | Enum(_) => 5,
            I64 => 6,
            Double => 7,
            Binary => 8,
            List(_) => 9,
            Struct(_) | Union(_) | Element => 12,
        }
    }

    fn wire(&self) -> Wire {
        match self {
            Bool => Wire::Bool,
            Byte => Wire::Byte,
            I16 => Wire::I16,
            I32 | Enum(_) => Wire::I32,
            I64 => Wire::I64,
            Double => Wire::Double,
            Binary => Wire::String,
            Struct(_) | Union(_) | Element => Wire::Struct,
            List(_) => Wire::List,
        }
    }
}

type Step<T = ()> = Result<T, &'static str>;

/// Thrift C++'s compact-protocol reader over one message.
struct Walk<'a> {
    input: &'a [u8],
    at: usize,
    depth: u32,
    /// A boolean field's value, read from its header and not yet taken.
    pending_bool: bool,
    /// What the crate needs changed to read the message as Thrift C++
    /// does (empty, so unallocated, for nearly every footer).
    edits: Vec<Edit>,
    /// More edits than [`MAX_EDITS`] were found.
    overflow: bool,
    /// The schema list's elements, as Arrow C++ builds its schema.
    schema: Schema,
    /// The bytes of rebuilt elements ([`Edit::Rebuild`]).
    rebuilt: Vec<u8>,
}

impl<'a> Walk<'a> {
    fn new(input: &'a [u8]) -> Self {
        Walk {
            input,
            at: 0,
            depth: 0,
            pending_bool: false,
            edits: Vec::new(),
            overflow: false,
            schema: Schema::new(),
            rebuilt: Vec::new(),
        }
    }

    /// The schema element from `from` to here rebuilt as `fix` says (one
    /// [`Edit::Rebuild`]): each field copied with its id in full, less the
    /// converted type and the scale and precision `fix` replaces, then the
    /// decimal's scale and precision. Its bytes were read whole already.
    fn rebuild(&mut self, from: usize, fix: CrateFix) {
        let (input, to, start) = (self.input, self.at, self.rebuilt.len());
        let mut fields = Walk::new(&input[from..to]);
        let mut last = 0;
        loop {
            let header = fields.at;
            let Ok(Some((id, kind))) = fields.field_begin(&mut last) else {
                break;
            };
            let value = fields.at;
            if fields.skip(kind).is_err() {
                self.rebuilt.truncate(start);
                return;
            }
            if (id == 6 && fix.converted) || (fix.decimal.is_some() && matches!(id, 7 | 8)) {
                continue;
            }
            self.rebuilt.push(input[from + header] & 0x0f);
            push_zigzag(&mut self.rebuilt, i32::from(id));
            self.rebuilt
                .extend_from_slice(&input[from + value..from + fields.at]);
        }
        if let Some((scale, precision)) = fix.decimal {
            for (id, value) in [(7, scale), (8, precision)] {
                self.rebuilt.push(0x05);
                push_zigzag(&mut self.rebuilt, id);
                push_zigzag(&mut self.rebuilt, value);
            }
        }
        self.rebuilt.push(0);
        let end = self.rebuilt.len();
        self.record(Edit::Rebuild {
            from,
            to,
            start,
            end,
        });
    }

    /// Notes an edit for [`as_thrift_reads`]; past [`MAX_EDITS`], the
    /// footer is left as it is (`overflow`).
    fn record(&mut self, edit: Edit) {
        if self.edits.len() < MAX_EDITS {
            self.edits.push(edit);
        } else {
            self.overflow = true;
        }
    }

    /// One more nesting level (Thrift's `TInputRecursionTracker`).
    fn enter(&mut self) -> Step {
        self.depth += 1;
        if self.depth > DEPTH_LIMIT {
            return Err(DEPTH);
        }
        Ok(())
    }

    fn byte(&mut self) -> Step<u8> {
        let b = *self.input.get(self.at).ok_or(END)?;
        self.at += 1;
        Ok(b)
    }

    fn bytes(&mut self, n: usize) -> Step {
        if n > self.input.len() - self.at {
            return Err(END);
        }
        self.at += n;
        Ok(())
    }

    /// At most 10 bytes; the tenth must end it (its excess bits are lost).
    fn varint(&mut self) -> Step<u64> {
        let mut value = 0u64;
        for index in 0..10 {
            let b = self.byte()?;
            value |= u64::from(b & 0x7f).checked_shl(7 * index).unwrap_or(0);
            if b & 0x80 == 0 {
                return Ok(value);
            }
        }
        Err(LONG_VARINT)
    }

    /// `readVarint32`: the varint truncated to 32 bits.
    fn varint32(&mut self) -> Step<i32> {
        Ok(self.varint()? as u32 as i32)
    }

    /// `readI32`: a zigzag varint of 32 bits.
    fn i32_value(&mut self) -> Step<i32> {
        let n = self.varint32()? as u32;
        Ok((n >> 1) as i32 ^ -((n & 1) as i32))
    }

    /// A size checked against Thrift's rules and `limit`.
    fn size(&mut self, size: i32, limit: i32) -> Step<usize> {
        if size < 0 {
            return Err(NEGATIVE_SIZE);
        }
        if size > limit {
            return Err(SIZE_LIMIT);
        }
        Ok(size as usize)
    }

    fn binary(&mut self) -> Step {
        let size = self.varint32()?;
        let size = self.size(size, STRING_LIMIT)?;
        self.bytes(size)
    }

    /// `readBool`: a field's value from its header, else a byte.
    fn boolean(&mut self) -> Step {
        if self.pending_bool {
            self.pending_bool = false;
            Ok(())
        } else {
            self.byte().map(drop)
        }
    }

    /// `readListBegin` (and `readSetBegin`): the element type and count.
    fn list_begin(&mut self) -> Step<(Wire, usize)> {
        let head = self.byte()?;
        let size = match head >> 4 {
            15 => self.varint32()?,
            n => i32::from(n),
        };
        let size = self.size(size, CONTAINER_LIMIT)?;
        Ok((wire(head & 0x0f)?, size))
    }

    /// `readFieldBegin`: the field's id and type, None at the struct's end.
    fn field_begin(&mut self, last: &mut i16) -> Step<Option<(i16, Wire)>> {
        let head = self.byte()?;
        let code = head & 0x0f;
        if code == 0 {
            return Ok(None);
        }
        let id = match head >> 4 {
            0 => {
                let n = self.varint32()? as u32;
                ((n >> 1) as i32 ^ -((n & 1) as i32)) as i16
            }
            delta => last.wrapping_add(i16::from(delta)),
        };
        let kind = wire(code)?;
        self.pending_bool = kind == Wire::Bool;
        *last = id;
        Ok(Some((id, kind)))
    }

    /// A struct as the generated `read` reads it: `fields` the IDL's; the
    /// fields read, by their index in `fields`. A `SchemaElement`'s enum
    /// values are noted in `element` (and rewritten as [`Fix`] says).
    fn read_struct(
        &mut self,
        fields: &'static [Field],
        mut element: Option<&mut Element>,
    ) -> Step<u64> {
        self.enter()?;
        // Required fields seen, by their index in `fields` (the IDL's
        // structs have fewer than 64 fields).
        let mut seen = 0u64;
        let mut last = 0i16;
        // Whether the field before was of a known id and another type.
        let mut mistyped = false;
        loop {
            let header = self.at;
            let mark = self.edits.len();
            let Some((id, kind)) = self.field_begin(&mut last)? else {
                break;
            };
            let known = fields.iter().position(|f| f.0 == id);
            let head = self.input[header];
            let keep = known.is_none_or(|index| fields[index].1.wire() == kind);
            if keep && mistyped && head >> 4 != 0 {
                self.record(Edit::FullId {
                    at: header,
                    len: self.at - header,
                    id,
                    code: head & 0x0f,
                });
            }
            mistyped = !keep;
            match known {
                Some(index) if keep => {
                    if let Some(e) = element.as_deref_mut().filter(|_| Element::reads(id)) {
                        let from = self.at;
                        let value = self.i32_value()?;
                        match e.note(id, value) {
                            Fix::Keep => {}
                            Fix::Zero => self.record(Edit::Zero { from, to: self.at }),
                            Fix::Drop => {
                                self.edits.truncate(mark);
                                self.record(Edit::Drop {
                                    from: header,
                                    to: self.at,
                                });
                                mistyped = true;
                            }
                        }
                    } else if let Union(members) = &fields[index].1 {
                        let from = self.at;
                        let read = self.read_struct(members, None)?;
                        if let Some(e) = element.as_deref_mut() {
                            e.logical = Some(Logical::read(self, from));
                        }
                        if read == 0 {
                            self.edits.truncate(mark);
                            self.record(Edit::Drop {
                                from: header,
                                to: self.at,
                            });
                            mistyped = true;
                        }
                    } else {
                        self.read_value(&fields[index].1)?;
                    }
                    seen |= 1 << index;
                }
                Some(_) => {
                    self.skip(kind)?;
                    self.record(Edit::Drop {
                        from: header,
                        to: self.at,
                    });
                }
                None => self.skip(kind)?,
            }
        }
        let missing = fields
            .iter()
            .enumerate()
            .any(|(index, f)| f.2 && seen & (1 << index) == 0);
        if missing {
            return Err(INVALID_DATA);
        }
        self.depth -= 1;
        Ok(seen)
    }

    /// A value of the IDL's type `ty` (the wire type matched, or it is a
    /// list's element, read whatever the list declared).
    fn read_value(&mut self, ty: &'static Ty) -> Step {
        match ty {
            Bool => self.boolean(),
            Byte => self.byte().map(drop),
            I16 | I32 | I64 => self.varint().map(drop),
            Double => self.bytes(8),
            Binary => self.binary(),
            Struct(fields) | Union(fields) => self.read_struct(fields, None).map(drop),
            Enum(known) => {
                let from = self.at;
                let value = self.i32_value()?;
                if !(0..32).contains(&value) || known & (1 << value) == 0 {
                    self.record(Edit::Zero { from, to: self.at });
                }
                Ok(())
            }
            Element => {
                let mut element = Element::default();
                let (from, mark) = (self.at, self.edits.len());
                self.read_struct(SCHEMA_ELEMENT, Some(&mut element))?;
                self.schema.element(&element);
                // What the crate refuses and Arrow C++ reads: the element
                // rebuilt, where nothing else in it is rewritten.
                if let Some(fix) = element.crate_fix().filter(|_| self.edits.len() == mark) {
                    self.rebuild(from, fix);
                }
                Ok(())
            }
            List(element) => {
                let header = self.at;
                let (declared, size) = self.list_begin()?;
                if let Element = element {
                    // The schema Arrow C++ builds is the last list read.
                    self.schema = Schema::new();
                }
                if declared != element.wire() {
                    self.record(Edit::Element {
                        at: header,
                        code: element.code(),
                    });
                }
                for _ in 0..size {
                    self.read_value(element)?;
                }
                Ok(())
            }
        }
    }

    /// Thrift C++'s `skip`: a struct is read as one without known fields
    /// (every field skipped, one nesting level, as `skip` counts it).
    fn skip(&mut self, kind: Wire) -> Step {
        if kind == Wire::Struct {
            return self.read_struct(&[], None).map(drop);
        }
        self.enter()?;
        match kind {
            Wire::Bool => self.boolean()?,
            Wire::Byte => self.bytes(1)?,
            Wire::I16 | Wire::I32 | Wire::I64 => drop(self.varint()?),
            Wire::Double => self.bytes(8)?,
            Wire::String => self.binary()?,
            Wire::List | Wire::Set => {
                let (element, size) = self.list_begin()?;
                for _ in 0..size {
                    self.skip(element)?;
                }
            }
            Wire::Map => {
                let size = self.varint32()?;
                let types = if size != 0 { self.byte()? } else { 0 };
                let size = self.size(size, CONTAINER_LIMIT)?;
                let (key, value) = (wire(types >> 4)?, wire(types & 0x0f)?);
                for _ in 0..size {
                    self.skip(key)?;
                    self.skip(value)?;
                }
            }
            // Read above, before this level was entered.
            Wire::Struct => {}
            Wire::Stop | Wire::Uuid => return Err(INVALID_TYPE),
        }
        self.depth -= 1;
        Ok(())
    }
}

// The structs of `parquet.thrift` a `FileMetaData` or `PageHeader`
// reaches, as Arrow C++ 24's generated code reads them (field ids, types,
// required fields).

/// `StringType`.
const STRING_TYPE: &[Field] = &[];
/// `MapType`.
const MAP_TYPE: &[Field] = &[];
/// `ListType`.
const LIST_TYPE: &[Field] = &[];
/// `EnumType`.
const ENUM_TYPE: &[Field] = &[];
/// `DecimalType`.
const DECIMAL_TYPE: &[Field] = &[
    req(1, I32), // scale
    req(2, I32), // precision
];
/// `DateType`.
const DATE_TYPE: &[Field] = &[];
/// `MilliSeconds`.
const MILLI_SECONDS: &[Field] = &[];
/// `MicroSeconds`.
const MICRO_SECONDS: &[Field] = &[];
/// `NanoSeconds`.
const NANO_SECONDS: &[Field] = &[];
/// `TimeUnit`.
const TIME_UNIT: &[Field] = &[
    opt(1, Struct(MILLI_SECONDS)), // MILLIS
    opt(2, Struct(MICRO_SECONDS)), // MICROS
    opt(3, Struct(NANO_SECONDS)),  // NANOS
];
/// `TimeType`.
const TIME_TYPE: &[Field] = &[
    req(1, Bool),              // isAdjustedToUTC
    req(2, Struct(TIME_UNIT)), // unit
];
/// `TimestampType`: `TimeType`'s fields.
const TIMESTAMP_TYPE: &[Field] = TIME_TYPE;
/// `IntType`.
const INT_TYPE: &[Field] = &[
    req(1, Byte), // bitWidth
    req(2, Bool), // isSigned
];
/// `NullType`.
const NULL_TYPE: &[Field] = &[];
/// `JsonType`.
const JSON_TYPE: &[Field] = &[];
/// `BsonType`.
const BSON_TYPE: &[Field] = &[];
/// `UUIDType`.
const UUID_TYPE: &[Field] = &[];
/// `Float16Type`.
const FLOAT16_TYPE: &[Field] = &[];
/// `VariantType`.
const VARIANT_TYPE: &[Field] = &[
    opt(1, Byte), // specification_version
];
/// `GeometryType`.
const GEOMETRY_TYPE: &[Field] = &[
    opt(1, Binary), // crs
];
/// `GeographyType`.
const GEOGRAPHY_TYPE: &[Field] = &[
    opt(1, Binary), // crs
    opt(2, I32),    // algorithm
];
/// `LogicalType`.
const LOGICAL_TYPE: &[Field] = &[
    opt(1, Struct(STRING_TYPE)),     // STRING
    opt(2, Struct(MAP_TYPE)),        // MAP
    opt(3, Struct(LIST_TYPE)),       // LIST
    opt(4, Struct(ENUM_TYPE)),       // ENUM
    opt(5, Struct(DECIMAL_TYPE)),    // DECIMAL
    opt(6, Struct(DATE_TYPE)),       // DATE
    opt(7, Struct(TIME_TYPE)),       // TIME
    opt(8, Struct(TIMESTAMP_TYPE)),  // TIMESTAMP
    opt(10, Struct(INT_TYPE)),       // INTEGER
    opt(11, Struct(NULL_TYPE)),      // UNKNOWN
    opt(12, Struct(JSON_TYPE)),      // JSON
    opt(13, Struct(BSON_TYPE)),      // BSON
    opt(14, Struct(UUID_TYPE)),      // UUID
    opt(15, Struct(FLOAT16_TYPE)),   // FLOAT16
    opt(16, Struct(VARIANT_TYPE)),   // VARIANT
    opt(17, Struct(GEOMETRY_TYPE)),  // GEOMETRY
    opt(18, Struct(GEOGRAPHY_TYPE)), // GEOGRAPHY
];
/// `SchemaElement`.
const SCHEMA_ELEMENT: &[Field] = &[
    opt(1, I32),                  // type
    opt(2, I32),                  // type_length
    opt(3, I32),                  // repetition_type
    req(4, Binary),               // name
    opt(5, I32),                  // num_children
    opt(6, I32),                  // converted_type
    opt(7, I32),                  // scale
    opt(8, I32),                  // precision
    opt(9, I32),                  // field_id
    opt(10, Union(LOGICAL_TYPE)), // logicalType
];
/// `KeyValue`.
const KEY_VALUE: &[Field] = &[
    req(1, Binary), // key
    opt(2, Binary), // value
];
/// `Statistics`.
const STATISTICS: &[Field] = &[
    opt(1, Binary), // max
    opt(2, Binary), // min
    opt(3, I64),    // null_count
    opt(4, I64),    // distinct_count
    opt(5, Binary), // max_value
    opt(6, Binary), // min_value
    opt(7, Bool),   // is_max_value_exact
    opt(8, Bool),   // is_min_value_exact
];
/// `PageEncodingStats`.
const PAGE_ENCODING_STATS: &[Field] = &[
    req(1, PAGE_TYPE), // page_type
    req(2, ENCODING),  // encoding
    req(3, I32),       // count
];
/// `Type` (0 to 7, BOOLEAN to FIXED_LEN_BYTE_ARRAY) of a column chunk.
const PHYSICAL_TYPE: Ty = Enum(0xff);
/// `CompressionCodec` (0 to 7, UNCOMPRESSED to LZ4_RAW).
const CODEC: Ty = Enum(0xff);
/// `Encoding`: 0 and 2 to 10 (1 was GROUP_VAR_INT, which the crate does
/// not know).
const ENCODING: Ty = Enum(0x7fd);
/// `PageType` (0 to 3).
const PAGE_TYPE: Ty = Enum(0xf);
/// `SizeStatistics`.
const SIZE_STATISTICS: &[Field] = &[
    opt(1, I64),            // unencoded_byte_array_data_bytes
    opt(2, List(&Ty::I64)), // repetition_level_histogram
    opt(3, List(&Ty::I64)), // definition_level_histogram
];
/// `BoundingBox`.
const BOUNDING_BOX: &[Field] = &[
    req(1, Double), // xmin
    req(2, Double), // xmax
    req(3, Double), // ymin
    req(4, Double), // ymax
    opt(5, Double), // zmin
    opt(6, Double), // zmax
    opt(7, Double), // mmin
    opt(8, Double), // mmax
];
/// `GeospatialStatistics`.
const GEOSPATIAL_STATISTICS: &[Field] = &[
    opt(1, Struct(BOUNDING_BOX)), // bbox
    opt(2, List(&Ty::I32)),       // geospatial_types
];
/// `ColumnMetaData`.
const COLUMN_META_DATA: &[Field] = &[
    req(1, PHYSICAL_TYPE),                           // type
    req(2, List(&ENCODING)),                         // encodings
    req(3, List(&Ty::Binary)),                       // path_in_schema
    req(4, CODEC),                                   // codec
    req(5, I64),                                     // num_values
    req(6, I64),                                     // total_uncompressed_size
    req(7, I64),                                     // total_compressed_size
    opt(8, List(&Ty::Struct(KEY_VALUE))),            // key_value_metadata
    req(9, I64),                                     // data_page_offset
    opt(10, I64),                                    // index_page_offset
    opt(11, I64),                                    // dictionary_page_offset
    opt(12, Struct(STATISTICS)),                     // statistics
    opt(13, List(&Ty::Struct(PAGE_ENCODING_STATS))), // encoding_stats
    opt(14, I64),                                    // bloom_filter_offset
    opt(15, I32),                                    // bloom_filter_length
    opt(16, Struct(SIZE_STATISTICS)),                // size_statistics
    opt(17, Struct(GEOSPATIAL_STATISTICS)),          // geospatial_statistics
];
/// `EncryptionWithFooterKey`.
const ENCRYPTION_WITH_FOOTER_KEY: &[Field] = &[];
/// `EncryptionWithColumnKey`.
const ENCRYPTION_WITH_COLUMN_KEY: &[Field] = &[
    req(1, List(&Ty::Binary)), // path_in_schema
    opt(2, Binary),            // key_metadata
];
/// `ColumnCryptoMetaData`.
const COLUMN_CRYPTO_META_DATA: &[Field] = &[
    opt(1, Struct(ENCRYPTION_WITH_FOOTER_KEY)), // ENCRYPTION_WITH_FOOTER_KEY
    opt(2, Struct(ENCRYPTION_WITH_COLUMN_KEY)), // ENCRYPTION_WITH_COLUMN_KEY
];
/// `ColumnChunk`.
const COLUMN_CHUNK: &[Field] = &[
    opt(1, Binary),                          // file_path
    req(2, I64),                             // file_offset
    opt(3, Struct(COLUMN_META_DATA)),        // meta_data
    opt(4, I64),                             // offset_index_offset
    opt(5, I32),                             // offset_index_length
    opt(6, I64),                             // column_index_offset
    opt(7, I32),                             // column_index_length
    opt(8, Struct(COLUMN_CRYPTO_META_DATA)), // crypto_metadata
    opt(9, Binary),                          // encrypted_column_metadata
];
/// `SortingColumn`.
const SORTING_COLUMN: &[Field] = &[
    req(1, I32),  // column_idx
    req(2, Bool), // descending
    req(3, Bool), // nulls_first
];
/// `RowGroup`.
const ROW_GROUP: &[Field] = &[
    req(1, List(&Ty::Struct(COLUMN_CHUNK))),   // columns
    req(2, I64),                               // total_byte_size
    req(3, I64),                               // num_rows
    opt(4, List(&Ty::Struct(SORTING_COLUMN))), // sorting_columns
    opt(5, I64),                               // file_offset
    opt(6, I64),                               // total_compressed_size
    opt(7, I16),                               // ordinal
];
/// `TypeDefinedOrder`.
const TYPE_DEFINED_ORDER: &[Field] = &[];
/// `ColumnOrder`.
const COLUMN_ORDER: &[Field] = &[
    opt(1, Struct(TYPE_DEFINED_ORDER)), // TYPE_ORDER
];
/// `AesGcmV1`.
const AES_GCM_V1: &[Field] = &[
    opt(1, Binary), // aad_prefix
    opt(2, Binary), // aad_file_unique
    opt(3, Bool),   // supply_aad_prefix
];
/// `AesGcmCtrV1`: `AesGcmV1`'s fields.
const AES_GCM_CTR_V1: &[Field] = AES_GCM_V1;
/// `EncryptionAlgorithm`.
const ENCRYPTION_ALGORITHM: &[Field] = &[
    opt(1, Struct(AES_GCM_V1)),     // AES_GCM_V1
    opt(2, Struct(AES_GCM_CTR_V1)), // AES_GCM_CTR_V1
];
/// `FileMetaData`.
const FILE_META_DATA: &[Field] = &[
    req(1, I32),                             // version
    req(2, List(&Ty::Element)),              // schema
    req(3, I64),                             // num_rows
    req(4, List(&Ty::Struct(ROW_GROUP))),    // row_groups
    opt(5, List(&Ty::Struct(KEY_VALUE))),    // key_value_metadata
    opt(6, Binary),                          // created_by
    opt(7, List(&Ty::Struct(COLUMN_ORDER))), // column_orders
    opt(8, Struct(ENCRYPTION_ALGORITHM)),    // encryption_algorithm
    opt(9, Binary),                          // footer_signing_key_metadata
];
/// `DataPageHeader`.
const DATA_PAGE_HEADER: &[Field] = &[
    req(1, I32),                // num_values
    req(2, I32),                // encoding
    req(3, I32),                // definition_level_encoding
    req(4, I32),                // repetition_level_encoding
    opt(5, Struct(STATISTICS)), // statistics
];
/// `IndexPageHeader`.
const INDEX_PAGE_HEADER: &[Field] = &[];
/// `DictionaryPageHeader`.
const DICTIONARY_PAGE_HEADER: &[Field] = &[
    req(1, I32),  // num_values
    req(2, I32),  // encoding
    opt(3, Bool), // is_sorted
];
/// `DataPageHeaderV2`.
const DATA_PAGE_HEADER_V2: &[Field] = &[
    req(1, I32),                // num_values
    req(2, I32),                // num_nulls
    req(3, I32),                // num_rows
    req(4, I32),                // encoding
    req(5, I32),                // definition_levels_byte_length
    req(6, I32),                // repetition_levels_byte_length
    opt(7, Bool),               // is_compressed
    opt(8, Struct(STATISTICS)), // statistics
];
/// `PageHeader`.
const PAGE_HEADER: &[Field] = &[
    req(1, I32),                            // type
    req(2, I32),                            // uncompressed_page_size
    req(3, I32),                            // compressed_page_size
    opt(4, I32),                            // crc
    opt(5, Struct(DATA_PAGE_HEADER)),       // data_page_header
    opt(6, Struct(INDEX_PAGE_HEADER)),      // index_page_header
    opt(7, Struct(DICTIONARY_PAGE_HEADER)), // dictionary_page_header
    opt(8, Struct(DATA_PAGE_HEADER_V2)),    // data_page_header_v2
];

mod element;
mod logical;
#[cfg(test)]
mod tests;
