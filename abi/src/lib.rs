//! # irx-abi
//!
//! The one place where the numbers of the IRx C ABI are written down: the
//! element types and everything known about each ([`elem`]), the buffer view
//! flags and dtype tokens ([`buffer`]), the class runtime's error buffer
//! size ([`class`]), the file runtime's statuses and error buffer size
//! ([`file`]), the Arrow C Data structs ([`cdata`]), the status codes
//! ([`status`]), the numbers of IRx 1.25's record-batch runtime
//! ([`native`]) and the
//! field layouts of the structs generated code builds itself ([`layout`]).
//!
//! The runtime exports these items to C (cbindgen reads this crate, so the
//! `#define`s and the `irx_arrow_type_id` enum of `irx_runtime.h` come from
//! here), the emitter lowers with them, and a test compiles a C program
//! against the header and compares every value with this crate.

#![warn(missing_docs)]
#![allow(non_camel_case_types)]

pub mod buffer;
/// Not in the C header: `irx_arrow_c_abi.h` declares these structs.
/// cbindgen:ignore
pub mod cdata;
pub mod class;
/// Not in the C header: `irx_dlpack.h` declares these structs.
/// cbindgen:ignore
pub mod dlpack;
pub mod elem;
pub mod file;
/// Not in the C header: the C structs are declared by the runtime.
/// cbindgen:ignore
pub mod layout;
pub mod native;
/// Not in the C header: C callers compare with errno values and -1.
/// cbindgen:ignore
pub mod status;

pub use elem::{ElemType, ValueKind, irx_arrow_type_id};

#[cfg(test)]
mod tests {
    use super::native::IrxColumnType;

    #[test]
    fn column_types_are_listed_in_value_order() {
        for (i, t) in IrxColumnType::ALL.iter().enumerate() {
            assert_eq!(*t as i32, i as i32);
            assert_eq!(IrxColumnType::from_raw(i as i32), Some(*t));
        }
        assert_eq!(IrxColumnType::from_raw(-1), None);
        assert_eq!(IrxColumnType::from_raw(36), None);
    }
}
