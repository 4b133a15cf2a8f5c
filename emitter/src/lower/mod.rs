//! Lowering helpers: what a front end calls to turn buffer views, Arrow
//! arrays, tensors, lists, assertions and libc/libm calls into IR. Each
//! asks the module's runtime registry for the symbols it calls. Every
//! lowering that calls a status-returning runtime function comes in a
//! checked and an unchecked form, chosen by its [`OnFailure`] argument
//! (a [`SourceLoc`] or [`Unchecked`]; see [`status`]).

pub mod array;
pub mod assert;
pub mod buffer;
pub mod dataframe;
pub mod exception;
pub mod export;
pub mod externs;
pub mod kernel;
pub mod list;
pub mod status;
pub mod tensor;
pub mod view;

pub use status::{OnFailure, Status, Unchecked, call_checked, call_status};

use crate::error::{Error, Result};
use crate::ir::Type;

/// Where in the source program a lowered construct comes from; failures
/// report it through `__arx_assert_fail`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct SourceLoc<'a> {
    /// Source file name.
    pub file: &'a str,
    /// 1-based line.
    pub line: i32,
    /// 1-based column.
    pub col: i32,
}

impl<'a> SourceLoc<'a> {
    /// A location.
    pub fn new(file: &'a str, line: i32, col: i32) -> Self {
        SourceLoc { file, line, col }
    }
}

/// The element types arrays, tensors and buffer views hold, with every ABI
/// fact about them (ids, dtype tokens, sizes, value kinds): `irx-abi`'s.
pub use irx_abi::{ElemType as Elem, ValueKind};

/// What only the emitter knows about an element type: its LLVM type.
pub trait ElemIr {
    /// The LLVM type of one element in memory (bool: `i8`).
    fn ty(self) -> Type;
}

impl ElemIr for Elem {
    fn ty(self) -> Type {
        match (self.kind(), self.size()) {
            (ValueKind::Float, 4) => Type::Float,
            (ValueKind::Float, _) => Type::Double,
            (_, size) => Type::Int(8 * size as u32),
        }
    }
}

/// A literal element value.
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum Scalar {
    /// A signed integer (for signed element types).
    Int(i64),
    /// An unsigned integer (for unsigned element types).
    Uint(u64),
    /// A float (for float32/float64).
    Float(f64),
    /// A boolean (for bool).
    Bool(bool),
}

impl Scalar {
    /// The element's bits as it is stored in memory (the low `8 * size`
    /// bits; float32 as `f32` bits, rounded from the literal), or a
    /// diagnostic when the literal does not fit the element type. Checked
    /// here, at emit time, since literals become constant data that no
    /// runtime call converts.
    pub(crate) fn bits(self, elem: Elem, what: &str) -> Result<u64> {
        let width = 8 * elem.size() as u32;
        let fits = match (elem.kind(), self) {
            (ValueKind::Signed, Scalar::Bool(v)) if elem == Elem::Bool => Some(u64::from(v)),
            (ValueKind::Signed, Scalar::Int(v)) if elem != Elem::Bool => {
                let shift = 64 - width;
                (((v << shift) >> shift) == v).then_some(v as u64)
            }
            (ValueKind::Unsigned, Scalar::Uint(v)) => (width == 64 || v >> width == 0).then_some(v),
            (ValueKind::Float, Scalar::Float(v)) if width == 32 => {
                Some(u64::from((v as f32).to_bits()))
            }
            (ValueKind::Float, Scalar::Float(v)) => Some(v.to_bits()),
            _ => None,
        };
        fits.ok_or_else(|| {
            Error::Diagnostic(format!(
                "{what}: literal {self:?} does not fit element type {}",
                elem.name()
            ))
        })
    }
}
