//! The primitive types the runtime supports, and everything known about each:
//! IRx type id, buffer dtype token, element size, C Data format, arrow-rs
//! type, and which append call feeds it.

use arrow_schema::DataType;

use crate::buffer::*;
use crate::ffi::{Error, Result};

pub use irx_abi::irx_arrow_type_id;

/// Which builder append call serves a type.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum AppendKind {
    /// `append_int`: int8..int64 and bool.
    Signed,
    /// `append_uint`: uint8..uint64.
    Unsigned,
    /// `append_double`: float32, float64.
    Float,
}

/// Everything the runtime knows about one supported element type.
#[derive(Debug, Clone, Copy)]
pub(crate) struct TypeSpec {
    pub(crate) id: irx_arrow_type_id,
    pub(crate) name: &'static str,
    /// Arrow C Data format string.
    pub(crate) format: &'static str,
    /// `IRX_BUFFER_DTYPE_*` token.
    pub(crate) dtype_token: i32,
    /// Bytes per element; `None` for bit-packed bool.
    pub(crate) byte_width: Option<usize>,
    pub(crate) append: AppendKind,
}

use irx_arrow_type_id::*;

const fn spec(
    id: irx_arrow_type_id,
    name: &'static str,
    format: &'static str,
    dtype_token: i32,
    byte_width: Option<usize>,
    append: AppendKind,
) -> TypeSpec {
    TypeSpec {
        id,
        name,
        format,
        dtype_token,
        byte_width,
        append,
    }
}

/// Indexed by type id - 1.
pub(crate) const TYPE_SPECS: [TypeSpec; 11] = [
    spec(
        IRX_ARROW_TYPE_INT32,
        "int32",
        "i",
        IRX_BUFFER_DTYPE_INT32,
        Some(4),
        AppendKind::Signed,
    ),
    spec(
        IRX_ARROW_TYPE_INT8,
        "int8",
        "c",
        IRX_BUFFER_DTYPE_INT8,
        Some(1),
        AppendKind::Signed,
    ),
    spec(
        IRX_ARROW_TYPE_INT16,
        "int16",
        "s",
        IRX_BUFFER_DTYPE_INT16,
        Some(2),
        AppendKind::Signed,
    ),
    spec(
        IRX_ARROW_TYPE_INT64,
        "int64",
        "l",
        IRX_BUFFER_DTYPE_INT64,
        Some(8),
        AppendKind::Signed,
    ),
    spec(
        IRX_ARROW_TYPE_UINT8,
        "uint8",
        "C",
        IRX_BUFFER_DTYPE_UINT8,
        Some(1),
        AppendKind::Unsigned,
    ),
    spec(
        IRX_ARROW_TYPE_UINT16,
        "uint16",
        "S",
        IRX_BUFFER_DTYPE_UINT16,
        Some(2),
        AppendKind::Unsigned,
    ),
    spec(
        IRX_ARROW_TYPE_UINT32,
        "uint32",
        "I",
        IRX_BUFFER_DTYPE_UINT32,
        Some(4),
        AppendKind::Unsigned,
    ),
    spec(
        IRX_ARROW_TYPE_UINT64,
        "uint64",
        "L",
        IRX_BUFFER_DTYPE_UINT64,
        Some(8),
        AppendKind::Unsigned,
    ),
    spec(
        IRX_ARROW_TYPE_FLOAT32,
        "float32",
        "f",
        IRX_BUFFER_DTYPE_FLOAT32,
        Some(4),
        AppendKind::Float,
    ),
    spec(
        IRX_ARROW_TYPE_FLOAT64,
        "float64",
        "g",
        IRX_BUFFER_DTYPE_FLOAT64,
        Some(8),
        AppendKind::Float,
    ),
    spec(
        IRX_ARROW_TYPE_BOOL,
        "bool",
        "b",
        IRX_BUFFER_DTYPE_BOOL,
        None,
        AppendKind::Signed,
    ),
];

impl TypeSpec {
    /// The spec of a supported type id; `EINVAL` otherwise.
    pub(crate) fn from_id(type_id: i32) -> Result<&'static TypeSpec> {
        usize::try_from(type_id)
            .ok()
            .and_then(|i| i.checked_sub(1))
            .and_then(|i| TYPE_SPECS.get(i))
            .ok_or_else(|| {
                Error::invalid(format!("unsupported type id {type_id} (expected 1..=11)"))
            })
    }

    /// The spec of a C Data format string; `EINVAL` for anything else.
    pub(crate) fn from_format(format: &[u8]) -> Result<&'static TypeSpec> {
        TYPE_SPECS
            .iter()
            .find(|s| s.format.as_bytes() == format)
            .ok_or_else(|| {
                Error::invalid(format!(
                    "unsupported Arrow format {:?} (supported: c s i l C S I L f g b)",
                    String::from_utf8_lossy(format)
                ))
            })
    }

    /// The arrow-rs data type.
    pub(crate) fn data_type(&self) -> DataType {
        match self.id {
            IRX_ARROW_TYPE_INT8 => DataType::Int8,
            IRX_ARROW_TYPE_INT16 => DataType::Int16,
            IRX_ARROW_TYPE_INT32 => DataType::Int32,
            IRX_ARROW_TYPE_INT64 => DataType::Int64,
            IRX_ARROW_TYPE_UINT8 => DataType::UInt8,
            IRX_ARROW_TYPE_UINT16 => DataType::UInt16,
            IRX_ARROW_TYPE_UINT32 => DataType::UInt32,
            IRX_ARROW_TYPE_UINT64 => DataType::UInt64,
            IRX_ARROW_TYPE_FLOAT32 => DataType::Float32,
            IRX_ARROW_TYPE_FLOAT64 => DataType::Float64,
            IRX_ARROW_TYPE_BOOL => DataType::Boolean,
            IRX_ARROW_TYPE_UNKNOWN => DataType::Null,
        }
    }

    /// The spec of an arrow-rs data type, if supported.
    #[cfg(test)]
    pub(crate) fn from_data_type(data_type: &DataType) -> Option<&'static TypeSpec> {
        TYPE_SPECS.iter().find(|s| &s.data_type() == data_type)
    }

    /// The spec whose `IRX_BUFFER_DTYPE_*` token is `token`, if any.
    pub(crate) fn from_dtype_token(token: isize) -> Option<&'static TypeSpec> {
        TYPE_SPECS.iter().find(|s| s.dtype_token as isize == token)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn table_is_indexed_by_id() {
        for (i, spec) in TYPE_SPECS.iter().enumerate() {
            assert_eq!(spec.id as usize, i + 1);
            assert_eq!(TypeSpec::from_id(spec.id as i32).unwrap().name, spec.name);
            assert_eq!(
                TypeSpec::from_format(spec.format.as_bytes()).unwrap().id,
                spec.id
            );
            assert_eq!(
                TypeSpec::from_data_type(&spec.data_type()).unwrap().id,
                spec.id
            );
        }
        assert!(
            TypeSpec::from_id(0).is_err()
                && TypeSpec::from_id(12).is_err()
                && TypeSpec::from_id(-1).is_err()
        );
    }
}
