//! The kernels 1.25 allows, by their Arrow C++ names, the shapes of their
//! operands and results, and their errors in Arrow C++'s statuses.

use std::sync::Arc;

use arrow_array::ArrayRef;
use arrow_schema::{ArrowError, DataType};

use crate::ffi::error::Kind;
use crate::ffi::{Error, Result};

use crate::frame::elem::Value;
use crate::frame::table::Chunked;

/// The kernels 1.25 allows, by their Arrow C++ names.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(super) enum Kernel {
    Add,
    Subtract,
    Multiply,
    Divide,
    Equal,
    NotEqual,
    Less,
    LessEqual,
    Greater,
    GreaterEqual,
    And,
    Or,
    IsNull,
    Coalesce,
    Identity,
    Negate,
    Invert,
    Sum,
    Min,
    Max,
    Mean,
    Count,
    Any,
    All,
}

/// How many operands a kernel reads and what it makes.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(super) enum Shape {
    /// Element-wise over lhs and rhs.
    Binary,
    /// Element-wise over lhs.
    Unary,
    /// lhs (a column) to one value.
    Reduction,
}

impl Kernel {
    const ALL: [(&'static str, Kernel); 24] = [
        ("add_checked", Kernel::Add),
        ("subtract_checked", Kernel::Subtract),
        ("multiply_checked", Kernel::Multiply),
        ("divide_checked", Kernel::Divide),
        ("equal", Kernel::Equal),
        ("not_equal", Kernel::NotEqual),
        ("less", Kernel::Less),
        ("less_equal", Kernel::LessEqual),
        ("greater", Kernel::Greater),
        ("greater_equal", Kernel::GreaterEqual),
        ("and", Kernel::And),
        ("or", Kernel::Or),
        ("is_null", Kernel::IsNull),
        ("coalesce", Kernel::Coalesce),
        ("identity", Kernel::Identity),
        ("negate_checked", Kernel::Negate),
        ("invert", Kernel::Invert),
        ("sum", Kernel::Sum),
        ("min", Kernel::Min),
        ("max", Kernel::Max),
        ("mean", Kernel::Mean),
        ("count", Kernel::Count),
        ("any", Kernel::Any),
        ("all", Kernel::All),
    ];

    /// The kernel called `name`; `IRX_ERR_INVALID` for any other name.
    pub(super) fn named(name: &str) -> Result<Kernel> {
        Kernel::ALL
            .iter()
            .find(|(n, _)| *n == name)
            .map(|&(_, k)| k)
            .ok_or_else(|| Error::invalid("unsupported Series kernel"))
    }

    fn name(self) -> &'static str {
        Kernel::ALL
            .iter()
            .find(|(_, k)| *k == self)
            .map_or("?", |(n, _)| n)
    }

    pub(super) fn shape(self) -> Shape {
        use Kernel::*;
        match self {
            Add | Subtract | Multiply | Divide | Equal | NotEqual | Less | LessEqual | Greater
            | GreaterEqual | And | Or | Coalesce => Shape::Binary,
            IsNull | Identity | Negate | Invert => Shape::Unary,
            Sum | Min | Max | Mean | Count | Any | All => Shape::Reduction,
        }
    }
}

/// One side of a kernel: a column, or 1.25's scalar (a one-element array)
/// where the handle is NULL.
#[derive(Debug, Clone)]
pub(super) enum Operand {
    Column(Arc<Chunked>),
    Scalar(ArrayRef),
}

/// What a kernel makes: a column, or a value where no operand (or the
/// reduction's input) was a column.
#[derive(Debug)]
pub(super) enum Output {
    Column(Arc<Chunked>),
    Value(Value),
}

/// Arrow C++'s error for a kernel it has no implementation of at a type
/// (`NotImplemented`, which 1.25 reports as `IRX_ERR_ARROW`).
pub(super) fn no_kernel(kernel: Kernel, data_type: &DataType) -> Error {
    // Arrow C++'s type names (`int64`, `double`), as its message has them.
    let name = crate::rb::types::type_name(data_type);
    let types = match kernel.shape() {
        Shape::Binary => format!("{name}, {name}"),
        _ => name,
    };
    Error::new(
        Kind::Arrow,
        format!(
            "NotImplemented: Function '{}' has no kernel matching input types ({types})",
            kernel.name()
        ),
    )
}

/// An arrow-rs kernel error as Arrow C++ reports the same failure: overflow
/// and a zero divisor are `Status::Invalid`, `IRX_ERR_INVALID` in 1.25.
pub(super) fn kernel_error(error: ArrowError) -> Error {
    match error {
        // Arrow C++'s texts exactly (1.25 passes them on): no operands.
        ArrowError::ArithmeticOverflow(_) => Error::invalid("Invalid: overflow"),
        ArrowError::DivideByZero => Error::invalid("Invalid: divide by zero"),
        other => crate::rb::arrow_error(other),
    }
}
