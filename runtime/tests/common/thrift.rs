//! Thrift compact-protocol bytes written by hand, for the Parquet footers
//! the tests build field by field (`parquet_thrift_words.rs`; the unit
//! tests of `rb/parquet/thrift_words` include this file too), and what
//! Arrow C++ says of a page header its Thrift reader refuses (the unit
//! tests of `rb/parquet` include it for that).

#![allow(dead_code)] // each includer uses some of it

// Compact-protocol type codes.
pub const TRUE: u8 = 1;
pub const I32: u8 = 5;
pub const I64: u8 = 6;
pub const BINARY: u8 = 8;
pub const LIST: u8 = 9;
pub const MAP: u8 = 11;
pub const STRUCT: u8 = 12;
pub const UUID: u8 = 13;

/// `n` as a ULEB128 varint.
pub fn varint(mut n: u64) -> Vec<u8> {
    let mut out = Vec::new();
    while n >= 0x80 {
        out.push((n as u8) | 0x80);
        n >>= 7;
    }
    out.push(n as u8);
    out
}

/// `n` zigzag-encoded, as a varint.
pub fn zigzag(n: i64) -> Vec<u8> {
    varint(((n << 1) ^ (n >> 63)) as u64)
}

/// A struct's bytes, field by field (ids ascending).
#[derive(Default)]
pub struct Struct {
    bytes: Vec<u8>,
    last: i16,
}

impl Struct {
    /// Field `id` of wire type `kind`, its value's bytes `payload`.
    pub fn field(mut self, id: i16, kind: u8, payload: &[u8]) -> Self {
        let delta = id - self.last;
        if (1..=15).contains(&delta) {
            self.bytes.push(((delta as u8) << 4) | kind);
        } else {
            self.bytes.push(kind);
            self.bytes.extend(zigzag(i64::from(id)));
        }
        self.last = id;
        self.bytes.extend_from_slice(payload);
        self
    }

    /// The struct's bytes, its stop byte last.
    pub fn end(mut self) -> Vec<u8> {
        self.bytes.push(0);
        self.bytes
    }
}

/// A list of `items` declared of element type `kind`.
pub fn list(kind: u8, items: &[Vec<u8>]) -> Vec<u8> {
    let mut out = list_header(kind, items.len() as u64);
    for item in items {
        out.extend_from_slice(item);
    }
    out
}

/// The header of a list of `n` elements of type `kind`.
pub fn list_header(kind: u8, n: u64) -> Vec<u8> {
    if n < 15 {
        vec![((n as u8) << 4) | kind]
    } else {
        let mut out = vec![0xf0 | kind];
        out.extend(varint(n));
        out
    }
}

/// A binary (string) value: its length, then its bytes.
pub fn string(text: &[u8]) -> Vec<u8> {
    let mut out = varint(text.len() as u64);
    out.extend_from_slice(text);
    out
}

/// Arrow C++'s message (so 1.25's, after the name of the call) for a page
/// header its Thrift reader finds invalid: pyarrow 24 says exactly this of
/// such a header in a file it wrote.
pub const PAGE_HEADER_INVALID: &str = "IOError: Couldn't deserialize thrift: \
     TProtocolException: Invalid data\nDeserializing page header failed.\n";
