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

/// Declares a struct's field table and, beside it, a module of its field
/// indices (numbered by position, so the two cannot disagree).
macro_rules! layout {
    ($(#[$doc:meta])* $table:ident, $(#[$index_doc:meta])* $index:ident {
        $($constant:ident: $name:literal $ty:ident,)*
    }) => {
        $(#[$doc])*
        pub const $table: [Field; [$($name),*].len()] =
            [$(Field { name: $name, ty: FieldType::$ty }),*];

        $(#[$index_doc])*
        pub mod $index {
            #[allow(non_camel_case_types, clippy::upper_case_acronyms)]
            enum Position { $($constant),* }
            $(#[doc = concat!("`", $name, "`.")]
            pub const $constant: u32 = Position::$constant as u32;)*
        }
    };
}

layout! {
    /// `irx_buffer_view`: `{i8*, i8*, i8*, i32, i64*, i64*, i64, i32}`, 64
    /// bytes on LP64.
    BUFFER_VIEW,
    /// Field indices of [`BUFFER_VIEW`].
    view_field {
        DATA: "data" Ptr,
        OWNER: "owner" Ptr,
        DTYPE: "dtype" Ptr,
        NDIM: "ndim" I32,
        SHAPE: "shape" PtrI64,
        STRIDES: "strides" PtrI64,
        OFFSET_BYTES: "offset_bytes" I64,
        FLAGS: "flags" I32,
    }
}

layout! {
    /// `irx_list`: `{i8*, i64, i64, i64}`, as IRx 1.18 declares it; generated
    /// code initialises it as `{NULL, 0, 0, element_size}`.
    LIST,
    /// Field indices of [`LIST`].
    list_field {
        DATA: "data" Ptr,
        LENGTH: "length" I64,
        CAPACITY: "capacity" I64,
        ELEMENT_SIZE: "element_size" I64,
    }
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
