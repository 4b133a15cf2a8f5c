//! The element types of arrays, tensors and buffer views, and everything the
//! ABI fixes about each: the `IRX_ARROW_TYPE_*` id, the `IRX_BUFFER_DTYPE_*`
//! token, the size, the Arrow C Data format, the C type and which
//! `append_*`/`value_*`/`get_*` family carries its values.
//!
//! All of it sits in one table ([`ElemType::ALL`] and the private `FACTS`),
//! so a fact is written once and every lookup is a scan of that table.

use core::ffi::CStr;

use crate::buffer::*;

/// IRx array/tensor element type ids (stable ABI values).
#[repr(C)]
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum irx_arrow_type_id {
    /// Not a supported type (also what getters return on error).
    IRX_ARROW_TYPE_UNKNOWN = 0,
    /// `int32_t`, format `i`.
    IRX_ARROW_TYPE_INT32 = 1,
    /// `int8_t`, format `c`.
    IRX_ARROW_TYPE_INT8 = 2,
    /// `int16_t`, format `s`.
    IRX_ARROW_TYPE_INT16 = 3,
    /// `int64_t`, format `l`.
    IRX_ARROW_TYPE_INT64 = 4,
    /// `uint8_t`, format `C`.
    IRX_ARROW_TYPE_UINT8 = 5,
    /// `uint16_t`, format `S`.
    IRX_ARROW_TYPE_UINT16 = 6,
    /// `uint32_t`, format `I`.
    IRX_ARROW_TYPE_UINT32 = 7,
    /// `uint64_t`, format `L`.
    IRX_ARROW_TYPE_UINT64 = 8,
    /// `float`, format `f`.
    IRX_ARROW_TYPE_FLOAT32 = 9,
    /// `double`, format `g`.
    IRX_ARROW_TYPE_FLOAT64 = 10,
    /// Bit-packed boolean, format `b`.
    IRX_ARROW_TYPE_BOOL = 11,
}

/// How a type's values cross the C ABI: which of the `_int` (`int64_t`),
/// `_uint` (`uint64_t`) and `_double` (`double`) functions carry them.
/// Booleans travel as integers (0 or 1).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum ValueKind {
    /// `int64_t`: int8..int64 and bool.
    Signed,
    /// `uint64_t`: uint8..uint64.
    Unsigned,
    /// `double`: float32, float64.
    Float,
}

/// cbindgen:ignore
impl ValueKind {
    /// The suffix of the C functions of this kind: `int`, `uint`, `double`.
    pub const fn suffix(self) -> &'static str {
        match self {
            ValueKind::Signed => "int",
            ValueKind::Unsigned => "uint",
            ValueKind::Float => "double",
        }
    }
}

/// A supported element type.
/// cbindgen:ignore
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum ElemType {
    /// Boolean: one byte in buffer views and tensors, one bit in arrays.
    Bool,
    /// `int8_t`.
    I8,
    /// `int16_t`.
    I16,
    /// `int32_t`.
    I32,
    /// `int64_t`.
    I64,
    /// `uint8_t`.
    U8,
    /// `uint16_t`.
    U16,
    /// `uint32_t`.
    U32,
    /// `uint64_t`.
    U64,
    /// `float`.
    F32,
    /// `double`.
    F64,
}

/// What the ABI fixes for one element type: its `IRX_ARROW_TYPE_*` id, its
/// `IRX_BUFFER_DTYPE_*` token, its size in bytes, its Arrow format string,
/// its name in messages and its C type.
struct Facts(
    irx_arrow_type_id,
    i32,
    usize,
    &'static CStr,
    &'static str,
    &'static str,
);

use irx_arrow_type_id::*;

/// Indexed by `ElemType as usize`, in the order of [`ElemType::ALL`].
#[rustfmt::skip]
const FACTS: [Facts; 11] = [
    Facts(IRX_ARROW_TYPE_BOOL,    IRX_BUFFER_DTYPE_BOOL,    1, c"b", "bool",    "bool"),
    Facts(IRX_ARROW_TYPE_INT8,    IRX_BUFFER_DTYPE_INT8,    1, c"c", "int8",    "int8_t"),
    Facts(IRX_ARROW_TYPE_INT16,   IRX_BUFFER_DTYPE_INT16,   2, c"s", "int16",   "int16_t"),
    Facts(IRX_ARROW_TYPE_INT32,   IRX_BUFFER_DTYPE_INT32,   4, c"i", "int32",   "int32_t"),
    Facts(IRX_ARROW_TYPE_INT64,   IRX_BUFFER_DTYPE_INT64,   8, c"l", "int64",   "int64_t"),
    Facts(IRX_ARROW_TYPE_UINT8,   IRX_BUFFER_DTYPE_UINT8,   1, c"C", "uint8",   "uint8_t"),
    Facts(IRX_ARROW_TYPE_UINT16,  IRX_BUFFER_DTYPE_UINT16,  2, c"S", "uint16",  "uint16_t"),
    Facts(IRX_ARROW_TYPE_UINT32,  IRX_BUFFER_DTYPE_UINT32,  4, c"I", "uint32",  "uint32_t"),
    Facts(IRX_ARROW_TYPE_UINT64,  IRX_BUFFER_DTYPE_UINT64,  8, c"L", "uint64",  "uint64_t"),
    Facts(IRX_ARROW_TYPE_FLOAT32, IRX_BUFFER_DTYPE_FLOAT32, 4, c"f", "float32", "float"),
    Facts(IRX_ARROW_TYPE_FLOAT64, IRX_BUFFER_DTYPE_FLOAT64, 8, c"g", "float64", "double"),
];

/// cbindgen:ignore
impl ElemType {
    /// Every element type, in `IRX_BUFFER_DTYPE_*` order.
    pub const ALL: [ElemType; 11] = [
        ElemType::Bool,
        ElemType::I8,
        ElemType::I16,
        ElemType::I32,
        ElemType::I64,
        ElemType::U8,
        ElemType::U16,
        ElemType::U32,
        ElemType::U64,
        ElemType::F32,
        ElemType::F64,
    ];

    const fn facts(self) -> &'static Facts {
        &FACTS[self as usize]
    }

    /// The `IRX_ARROW_TYPE_*` id.
    pub const fn type_id(self) -> irx_arrow_type_id {
        self.facts().0
    }

    /// The `IRX_BUFFER_DTYPE_*` token.
    pub const fn dtype_token(self) -> i32 {
        self.facts().1
    }

    /// Bytes per element in a buffer view or tensor (1 for bool).
    pub const fn size(self) -> usize {
        self.facts().2
    }

    /// Bytes per element in an Arrow array; `None` for bit-packed bool.
    pub const fn arrow_byte_width(self) -> Option<usize> {
        match self {
            ElemType::Bool => None,
            other => Some(other.size()),
        }
    }

    /// The Arrow C Data format string.
    pub const fn format(self) -> &'static str {
        match core::str::from_utf8(self.format_c().to_bytes()) {
            Ok(format) => format,
            Err(_) => panic!("format strings are ASCII"),
        }
    }

    /// The Arrow C Data format string, NUL-terminated, in static memory (an
    /// exported `ArrowSchema` can point at it for as long as it lives).
    pub const fn format_c(self) -> &'static CStr {
        self.facts().3
    }

    /// The name used in messages: `int32`, `float64`, `bool`, ...
    pub const fn name(self) -> &'static str {
        self.facts().4
    }

    /// The C type of one element: `int32_t`, `double`, `bool`, ...
    pub const fn c_name(self) -> &'static str {
        self.facts().5
    }

    /// Which `_int`/`_uint`/`_double` family carries the values. (A match,
    /// not the table: it compiles to a compare, which hot paths want.)
    pub const fn kind(self) -> ValueKind {
        match self {
            ElemType::Bool | ElemType::I8 | ElemType::I16 | ElemType::I32 | ElemType::I64 => {
                ValueKind::Signed
            }
            ElemType::U8 | ElemType::U16 | ElemType::U32 | ElemType::U64 => ValueKind::Unsigned,
            ElemType::F32 | ElemType::F64 => ValueKind::Float,
        }
    }

    /// True for the signed integers (not bool).
    pub const fn is_signed_int(self) -> bool {
        matches!(
            self,
            ElemType::I8 | ElemType::I16 | ElemType::I32 | ElemType::I64
        )
    }

    /// True for float32 and float64.
    pub const fn is_float(self) -> bool {
        matches!(self.kind(), ValueKind::Float)
    }

    /// The type with this `IRX_ARROW_TYPE_*` id; `None` for UNKNOWN and any
    /// other value. (Constant time: builders look it up on every creation.)
    pub const fn from_type_id(id: i32) -> Option<ElemType> {
        Some(match id {
            1 => ElemType::I32,
            2 => ElemType::I8,
            3 => ElemType::I16,
            4 => ElemType::I64,
            5 => ElemType::U8,
            6 => ElemType::U16,
            7 => ElemType::U32,
            8 => ElemType::U64,
            9 => ElemType::F32,
            10 => ElemType::F64,
            11 => ElemType::Bool,
            _ => return None,
        })
    }

    /// The type with this `IRX_BUFFER_DTYPE_*` token (a view's `dtype` field
    /// holds it as a pointer-sized integer). The tokens are 1..=11 in
    /// [`ElemType::ALL`] order.
    pub const fn from_dtype_token(token: isize) -> Option<ElemType> {
        if token >= 1 && token <= Self::ALL.len() as isize {
            Some(Self::ALL[token as usize - 1])
        } else {
            None
        }
    }

    /// The type with this Arrow C Data format string.
    pub fn from_format(format: &[u8]) -> Option<ElemType> {
        // Every primitive format is one letter: compare bytes, not strings.
        let &[letter] = format else { return None };
        Self::ALL
            .into_iter()
            .find(|e| e.format_c().to_bytes() == [letter])
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_lookup_round_trips() {
        for (i, elem) in ElemType::ALL.into_iter().enumerate() {
            assert_eq!(elem as usize, i);
            assert_eq!(ElemType::from_type_id(elem.type_id() as i32), Some(elem));
            assert_eq!(
                ElemType::from_dtype_token(elem.dtype_token() as isize),
                Some(elem)
            );
            assert_eq!(ElemType::from_format(elem.format().as_bytes()), Some(elem));
        }
        assert_eq!(ElemType::from_type_id(0), None);
        assert_eq!(ElemType::from_type_id(12), None);
        assert_eq!(ElemType::from_dtype_token(0), None);
        assert_eq!(ElemType::from_format(b"u"), None);
    }

    #[test]
    fn type_ids_and_tokens_are_distinct_and_dense() {
        let mut ids: Vec<i32> = ElemType::ALL.iter().map(|e| e.type_id() as i32).collect();
        ids.sort();
        assert_eq!(ids, (1..=11).collect::<Vec<_>>());
        let tokens: Vec<i32> = ElemType::ALL.iter().map(|e| e.dtype_token()).collect();
        assert_eq!(tokens, (1..=11).collect::<Vec<_>>());
    }
}
