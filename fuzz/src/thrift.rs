//! A Thrift compact-protocol writer, just enough for Parquet footers and
//! page headers.
//!
//! Written here because parquet 60 keeps its Thrift structs and protocol
//! crate-private (`parquet::file::metadata::thrift`, `parquet_thrift`):
//! the public writers (`SerializedFileWriter`, `ParquetMetaDataWriter`)
//! only write what they consider consistent, and the point of the
//! structure-aware targets is to declare counts, children and sizes the
//! data does not back. Encoding per the Thrift compact protocol
//! specification (thrift/doc/specs/thrift-compact-protocol.md).

/// Compact-protocol type codes of struct fields and list elements.
pub mod ty {
    pub const TRUE: u8 = 1;
    pub const FALSE: u8 = 2;
    pub const I32: u8 = 5;
    pub const I64: u8 = 6;
    pub const BINARY: u8 = 8;
    pub const LIST: u8 = 9;
    pub const STRUCT: u8 = 12;
}

/// Writes one top-level struct; nested structs (fields or list elements)
/// are opened and closed around their fields.
#[derive(Default)]
pub struct Compact {
    out: Vec<u8>,
    /// The last field id written in each enclosing struct (field headers
    /// carry the delta from it).
    outer: Vec<i16>,
    last: i16,
}

impl Compact {
    pub fn new() -> Compact {
        Compact::default()
    }

    /// Closes the top-level struct and returns its bytes.
    pub fn finish(mut self) -> Vec<u8> {
        self.out.push(0);
        self.out
    }

    fn varint(&mut self, mut v: u64) {
        while v >= 0x80 {
            self.out.push((v as u8) | 0x80);
            v >>= 7;
        }
        self.out.push(v as u8);
    }

    fn zigzag(&mut self, v: i64) {
        self.varint(((v << 1) ^ (v >> 63)) as u64);
    }

    fn field(&mut self, id: i16, ty: u8) {
        let delta = i32::from(id) - i32::from(self.last);
        if (1..=15).contains(&delta) {
            self.out.push(((delta as u8) << 4) | ty);
        } else {
            self.out.push(ty);
            self.zigzag(i64::from(id));
        }
        self.last = id;
    }

    pub fn i32(&mut self, id: i16, v: i32) {
        self.field(id, ty::I32);
        self.zigzag(i64::from(v));
    }

    pub fn i64(&mut self, id: i16, v: i64) {
        self.field(id, ty::I64);
        self.zigzag(v);
    }

    pub fn bool(&mut self, id: i16, v: bool) {
        self.field(id, if v { ty::TRUE } else { ty::FALSE });
    }

    pub fn binary(&mut self, id: i16, v: &[u8]) {
        self.field(id, ty::BINARY);
        self.elem_binary(v);
    }

    /// A struct field: its fields follow, then [`Compact::end`].
    pub fn begin(&mut self, id: i16) {
        self.field(id, ty::STRUCT);
        self.begin_elem();
    }

    /// Closes the innermost open struct (field or list element).
    pub fn end(&mut self) {
        self.out.push(0);
        self.last = self.outer.pop().unwrap_or(0);
    }

    /// A list field header declaring `len` elements of type `elem` (the
    /// caller writes them with the `elem_*` functions; a list of structs
    /// has each element opened with [`Compact::begin_elem`]).
    pub fn list(&mut self, id: i16, elem: u8, len: usize) {
        self.field(id, ty::LIST);
        if len < 15 {
            self.out.push(((len as u8) << 4) | elem);
        } else {
            self.out.push(0xf0 | elem);
            self.varint(len as u64);
        }
    }

    pub fn elem_i32(&mut self, v: i32) {
        self.zigzag(i64::from(v));
    }

    pub fn elem_binary(&mut self, v: &[u8]) {
        self.varint(v.len() as u64);
        self.out.extend_from_slice(v);
    }

    /// A list element that is a complete struct encoded on its own (a
    /// finished [`Compact`]).
    pub fn elem_raw(&mut self, encoded: &[u8]) {
        self.out.extend_from_slice(encoded);
    }

    /// Opens a struct that is a list element.
    pub fn begin_elem(&mut self) {
        self.outer.push(self.last);
        self.last = 0;
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn encodes_the_specification_examples() {
        let mut c = Compact::new();
        c.i32(1, -1); // delta 1, i32, zigzag 1
        c.i64(20, 300); // long form: type, zigzag id 40, zigzag 600
        c.begin(21);
        c.bool(1, true);
        c.end();
        c.list(22, ty::BINARY, 1);
        c.elem_binary(b"ab");
        assert_eq!(
            c.finish(),
            [
                0x15, 0x01, 0x06, 40, 0xd8, 0x04, 0x1c, 0x11, 0x00, 0x19, 0x18, 2, b'a', b'b', 0x00
            ]
        );
    }
}
