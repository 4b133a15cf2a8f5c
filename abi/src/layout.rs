//! Field layouts of the structs that generated code builds and reads itself:
//! `irx_buffer_view` (ABI.md §1) and `irx_list` (ABI.md §3).
//!
//! The emitter derives its LLVM struct types and field indices from these
//! tables; the runtime checks its `#[repr(C)]` structs against them field by
//! field (names, order, offsets, sizes).

/// The C type of one struct field.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum FieldType {
    /// A pointer to bytes or to an opaque handle (`void*`, `uint8_t*`).
    Ptr,
    /// A pointer to `int64_t` (shape and strides arrays).
    PtrI64,
    /// `int32_t`.
    I32,
    /// `int64_t`.
    I64,
}

impl FieldType {
    /// Size and alignment in bytes on LP64.
    pub const fn size(self) -> usize {
        match self {
            FieldType::I32 => 4,
            FieldType::Ptr | FieldType::PtrI64 | FieldType::I64 => 8,
        }
    }
}

/// One field of a C struct.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct Field {
    /// The C field name.
    pub name: &'static str,
    /// Its type.
    pub ty: FieldType,
}

const fn field(name: &'static str, ty: FieldType) -> Field {
    Field { name, ty }
}

/// `irx_buffer_view`: `{i8*, i8*, i8*, i32, i64*, i64*, i64, i32}`, 64
/// bytes on LP64.
pub const BUFFER_VIEW: [Field; 8] = [
    field("data", FieldType::Ptr),
    field("owner", FieldType::Ptr),
    field("dtype", FieldType::Ptr),
    field("ndim", FieldType::I32),
    field("shape", FieldType::PtrI64),
    field("strides", FieldType::PtrI64),
    field("offset_bytes", FieldType::I64),
    field("flags", FieldType::I32),
];

/// Field indices of [`BUFFER_VIEW`].
pub mod view_field {
    /// `data`.
    pub const DATA: u32 = 0;
    /// `owner`.
    pub const OWNER: u32 = 1;
    /// `dtype`.
    pub const DTYPE: u32 = 2;
    /// `ndim`.
    pub const NDIM: u32 = 3;
    /// `shape`.
    pub const SHAPE: u32 = 4;
    /// `strides`.
    pub const STRIDES: u32 = 5;
    /// `offset_bytes`.
    pub const OFFSET_BYTES: u32 = 6;
    /// `flags`.
    pub const FLAGS: u32 = 7;
}

/// `irx_list`: `{i8*, i64, i64, i64}`, as IRx 1.18 declares it; generated
/// code initialises it as `{NULL, 0, 0, element_size}`.
pub const LIST: [Field; 4] = [
    field("data", FieldType::Ptr),
    field("length", FieldType::I64),
    field("capacity", FieldType::I64),
    field("element_size", FieldType::I64),
];

/// Field indices of [`LIST`].
pub mod list_field {
    /// `data`.
    pub const DATA: u32 = 0;
    /// `length`.
    pub const LENGTH: u32 = 1;
    /// `capacity`.
    pub const CAPACITY: u32 = 2;
    /// `element_size`.
    pub const ELEMENT_SIZE: u32 = 3;
}

/// Byte offsets of each field under C's layout rules on LP64, and the total
/// (padded) size.
pub fn offsets(fields: &[Field]) -> (Vec<usize>, usize) {
    let mut offset = 0usize;
    let mut align = 1usize;
    let offsets = fields
        .iter()
        .map(|f| {
            let size = f.ty.size();
            align = align.max(size);
            offset = offset.next_multiple_of(size);
            let at = offset;
            offset += size;
            at
        })
        .collect();
    (offsets, offset.next_multiple_of(align))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn views_are_64_bytes_and_lists_32() {
        let (view, size) = offsets(&BUFFER_VIEW);
        assert_eq!(view, [0, 8, 16, 24, 32, 40, 48, 56]);
        assert_eq!(size, 64);
        assert_eq!(offsets(&LIST), (vec![0, 8, 16, 24], 32));
        assert_eq!(BUFFER_VIEW[view_field::FLAGS as usize].name, "flags");
        assert_eq!(LIST[list_field::ELEMENT_SIZE as usize].name, "element_size");
    }
}
