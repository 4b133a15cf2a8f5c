//! The element types on the arrow-rs side. Every ABI fact about a type (id,
//! dtype token, size, format, name, value kind) lives in
//! [`irx_abi::ElemType`]; this module adds only what is arrow-rs specific
//! (the `DataType`) and the lookups that report errors in our terms.

use arrow_schema::DataType;
pub use irx_abi::irx_arrow_type_id;
pub(crate) use irx_abi::{ElemType, ValueKind};

use crate::ffi::{Error, Result};

/// The element type of a supported `IRX_ARROW_TYPE_*` id; `EINVAL` otherwise
/// (in 1.25's words in its generation).
pub(crate) fn elem_from_id(type_id: i32) -> Result<ElemType> {
    ElemType::from_type_id(type_id).ok_or_else(|| unsupported_id(type_id, "Arrow"))
}

/// The error of an unsupported type id; `what` names it in 1.25's text
/// ("unsupported Arrow type id 12", "unsupported Arrow tensor type id 99").
#[cold]
pub(crate) fn unsupported_id(type_id: i32, what: &str) -> Error {
    Error::invalid(if crate::generation::is_1_25() {
        format!("unsupported {what} type id {type_id}")
    } else {
        format!("unsupported type id {type_id} (expected 1..=11)")
    })
}

/// The arrow-rs data type of an element type.
pub(crate) fn data_type(elem: ElemType) -> DataType {
    match elem {
        ElemType::I8 => DataType::Int8,
        ElemType::I16 => DataType::Int16,
        ElemType::I32 => DataType::Int32,
        ElemType::I64 => DataType::Int64,
        ElemType::U8 => DataType::UInt8,
        ElemType::U16 => DataType::UInt16,
        ElemType::U32 => DataType::UInt32,
        ElemType::U64 => DataType::UInt64,
        ElemType::F32 => DataType::Float32,
        ElemType::F64 => DataType::Float64,
        ElemType::Bool => DataType::Boolean,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn lookups_report_errors_in_our_terms() {
        for elem in ElemType::ALL {
            assert_eq!(elem_from_id(elem.type_id() as i32).unwrap(), elem);
        }
        assert!(elem_from_id(0).is_err() && elem_from_id(12).is_err() && elem_from_id(-1).is_err());
        let distinct: std::collections::HashSet<_> = ElemType::ALL.map(data_type).into();
        assert_eq!(distinct.len(), ElemType::ALL.len());
    }
}
