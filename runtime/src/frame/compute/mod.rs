//! `irx_arrow_column_compute` and `irx_arrow_column_compute_promoted`:
//! 1.25's whitelist of Arrow C++ compute functions over series (chunked
//! columns) and scalars, on arrow-rs kernels, with Arrow C++'s results.
//!
//! Each kernel is chosen once per call for the operands' element type
//! ([`per_type`]); element-wise ones then run per run of rows in which no
//! column changes chunk, reductions per chunk. Where arrow-rs answers
//! differently from Arrow C++ (1.25's engine), the Arrow C++ answer is
//! computed here and the difference written where it is handled:
//! * `divide_checked` of floats: Arrow C++ refuses a zero divisor,
//!   arrow-rs divides to ±inf/NaN ([`nonzero_divisors`]);
//! * float comparisons: Arrow C++ compares as IEEE 754 (NaN equals
//!   nothing, -0.0 == 0.0), arrow-rs by total order ([`ieee`]);
//! * float `min`/`max`: NaN is skipped in Arrow C++, the greatest in
//!   arrow-rs (`Num::min`);
//! * float `sum` and every `mean`: Arrow C++ sums in float64, pairwise in
//!   blocks of 16 ([`pairwise_sum`]), so the bits match pyarrow's; `sum`
//!   of float32 is float64, as Arrow C++'s;
//! * promotion: Arrow C++'s safe casts refuse a float with a fraction (or
//!   NaN) to an integer and an integer a float cannot hold exactly
//!   ([`SafeCast`]), which arrow-rs casts silently;
//! * errors: overflow and division by zero are Arrow C++'s
//!   `Status::Invalid` ("overflow", "divide by zero"), so `IRX_ERR_INVALID`
//!   ([`kernel_error`]), and a kernel with no implementation for a type is
//!   its `NotImplemented`, `IRX_ERR_ARROW` ([`no_kernel`]).

//!
//! The modules: `kernel` (the whitelist and the shapes of operands and
//! results), `elementwise` (arithmetic, comparisons, logic), `reduce`
//! (sums, means, min and max, with `pairwise`: Arrow C++'s pairwise
//! summation, in AVX2 where the CPU has it), `num` (the numeric element
//! types' facts the kernels use), `vectorised` (hot loops compiled for
//! AVX2) and `cast` (promotion, with Arrow C++'s safe-cast checks).

use std::ffi::{c_char, c_int};
use std::sync::Arc;

use crate::arrow::types::data_type;
use crate::ffi::error::Kind;
use crate::ffi::{Error, Result, export};

use super::elem::{Value, ValueOut, scalar, value_at};
use super::table::{Chunked, ChunkedArrayHandle, name, new_column};
use cast::promote;
use elementwise::element_wise;
use kernel::{Kernel, Operand, Output, Shape};
use reduce::reduce;

mod cast;
mod elementwise;
mod finder;
mod int_sum;
mod kernel;
mod num;
mod pairwise;
mod reduce;
mod runs;
mod split;
mod vectorised;

/// One side of a call: the column of a handle (NULL: none), with the
/// scalar that stands for it when there is none.
type Side = (Option<Arc<Chunked>>, Value);

/// The column behind a compute operand handle; NULL is none (the scalar).
///
/// # Safety
/// * `handle` is NULL or a chunked array handle live for the call.
unsafe fn side(handle: *const ChunkedArrayHandle, bits: u64, valid: i32) -> Result<Side> {
    let column = if handle.is_null() {
        None
    } else {
        // SAFETY: caller contract; dead handles are refused by the lookup.
        Some(unsafe { super::table::live_column(handle)? }.get())
    };
    Ok((
        column,
        Value {
            bits,
            valid: valid != 0,
        },
    ))
}

/// `irx_arrow_column_compute` on Rust values.
fn compute(kernel: &str, type_id: i32, lhs: Side, rhs: Side) -> Result<Output> {
    let kernel = Kernel::named(kernel)?;
    let data_type = match crate::arrow::types::ElemType::from_type_id(type_id) {
        Some(elem) => data_type(elem),
        // 1.25: with type 0, is_null and count take a column of any type.
        None if type_id == 0 && matches!(kernel, Kernel::IsNull | Kernel::Count) => match &lhs.0 {
            Some(column) => column.data_type().clone(),
            None => return Err(unsupported_type()),
        },
        None => return Err(unsupported_type()),
    };
    for column in [&lhs.0, &rhs.0].into_iter().flatten() {
        if *column.data_type() != data_type {
            return Err(Error::new(Kind::Type, "Series operand type mismatch"));
        }
    }
    if let (Some(l), Some(r)) = (&lhs.0, &rhs.0)
        && l.len != r.len
    {
        return Err(Error::invalid("Series lengths must match"));
    }
    let operand = |(column, value): Side| -> Result<Operand> {
        Ok(match column {
            Some(column) => Operand::Column(column),
            None => Operand::Scalar(scalar(&data_type, value)?),
        })
    };
    let lhs = operand(lhs)?;
    match kernel.shape() {
        _ if kernel == Kernel::Identity => Ok(match lhs {
            Operand::Column(column) => Output::Column(column),
            Operand::Scalar(value) => Output::Value(value_at(&value, 0)?),
        }),
        Shape::Reduction => match lhs {
            Operand::Column(column) => reduce(kernel, &data_type, &column).map(Output::Value),
            Operand::Scalar(_) => Err(Error::new(
                Kind::Type,
                "Type error: reduction requires a Series",
            )),
        },
        Shape::Unary => element_wise(kernel, &data_type, &[lhs]),
        Shape::Binary => element_wise(kernel, &data_type, &[lhs, operand(rhs)?]),
    }
}

/// 1.25's text for a type id that is not one of the eleven.
fn unsupported_type() -> Error {
    Error::new(Kind::Type, "unsupported Series operand type")
}

/// The shared body of both exports: outputs cleared and checked, operands
/// looked up, columns promoted to `type_id`'s type when `promote` (and the
/// type is one of the eleven), the kernel run, its result written.
///
/// # Safety
/// As `irx_arrow_column_compute`.
#[allow(clippy::too_many_arguments)]
unsafe fn compute_call(
    promoted: bool,
    kernel: *const c_char,
    type_id: i32,
    lhs: (*const ChunkedArrayHandle, u64, i32),
    rhs: (*const ChunkedArrayHandle, u64, i32),
    out_column: *mut *mut ChunkedArrayHandle,
    out_bits: *mut u64,
    out_valid: *mut i32,
) -> Result<()> {
    // SAFETY: caller contract (each output NULL or writable).
    let column_out = unsafe { out_column.as_mut() }.map(|c| {
        *c = std::ptr::null_mut();
        c
    });
    // SAFETY: as above.
    let value_out = unsafe { ValueOut::new(out_bits, out_valid) };
    let (Some(column_out), Ok(value_out)) = (column_out, value_out) else {
        return Err(Error::invalid("column outputs must not be NULL"));
    };
    // SAFETY: caller contract (handles NULL or live).
    let (mut lhs, mut rhs) = unsafe { (side(lhs.0, lhs.1, lhs.2)?, side(rhs.0, rhs.1, rhs.2)?) };
    if promoted && let Some(elem) = crate::arrow::types::ElemType::from_type_id(type_id) {
        let to = data_type(elem);
        lhs.0 = lhs.0.map(|c| promote(c, &to)).transpose()?;
        rhs.0 = rhs.0.map(|c| promote(c, &to)).transpose()?;
    }
    // SAFETY: caller contract (NULL or NUL-terminated).
    let kernel = unsafe { name(kernel, "kernel")? };
    match compute(kernel, type_id, lhs, rhs)? {
        Output::Column(column) => *column_out = new_column(column)?,
        Output::Value(value) => value_out.set(value),
    }
    Ok(())
}

/// Runs the kernel named `kernel` (one of 1.25's whitelist, by its Arrow
/// C++ name) on a left and a right operand of element type `type_id`
/// (`IRX_ARROW_TYPE_*`). Each operand is a column (`lhs`, `rhs`: borrowed
/// handles) or, where the handle is NULL, the scalar its bits and valid
/// flag encode (integers from the low bytes of `bits` as a C cast, a
/// float from the low 32 bits, a double from all 64, a bool true for any
/// non-zero bits; `valid` 0 is a null).
///
/// Kernels, with Arrow C++'s semantics:
/// * `add_checked`, `subtract_checked`, `multiply_checked`,
///   `divide_checked` (numeric types; integer division truncates; the
///   result has the operands' type): integer overflow, and a zero divisor
///   (floats too), fail with `IRX_ERR_INVALID` ("overflow", "divide by
///   zero") wherever both sides are valid;
/// * `equal`, `not_equal`, `less`, `less_equal`, `greater`,
///   `greater_equal` (numeric and bool; bool): floats compare as IEEE 754
///   (NaN is equal to nothing, -0.0 equals 0.0);
/// * `and`, `or` (bool): null where either side is null (not Kleene);
/// * `is_null` (bool, never null; NaN is not null), `coalesce` (lhs where
///   valid, else rhs), `identity` (lhs itself: a column result shares its
///   chunks), `negate_checked` (signed integers and floats; overflow is
///   `IRX_ERR_INVALID`), `invert` (bool);
/// * reductions of the lhs column (null values skipped; with no valid
///   value the result is null, except `count`): `sum` (integers: int64 or
///   uint64, with `IRX_ERR_INVALID` "Series sum overflow" at the first
///   partial sum out of range, as 1.25; floats: float64, Arrow C++'s
///   pairwise sum; bool: the uint64 count of trues), `min`, `max` (the
///   column's type; NaN is skipped unless all values are NaN), `mean`
///   (float64), `count` (int64 count of valid values), `any`, `all`
///   (bool).
/// A kernel a type has no implementation for (e.g. `add_checked` of bool,
/// `negate_checked` of unsigned, `and` of numbers) fails with
/// `IRX_ERR_ARROW`, as Arrow C++'s `NotImplemented`.
///
/// Results: a column in `*out_column` (a new handle, release it once) when
/// the kernel is element-wise and an operand it reads is a column (unary
/// kernels read only `lhs`); otherwise a
/// value in `*out_bits`/`*out_valid` in the encoding above (signed
/// integers sign-extended) and `*out_column` NULL. Unary kernels and
/// reductions ignore `rhs` (but its type and length are still checked).
///
/// With `type_id` 0, `is_null` and `count` take an `lhs` column of any
/// type (1.25's rule); any other use of a type outside the eleven is
/// `IRX_ERR_TYPE`.
///
/// Errors (all three outputs cleared first, so NULL/0/0 after any):
/// `IRX_ERR_INVALID` for a NULL output, a NULL or unknown kernel name,
/// columns of different lengths, overflow and division by zero;
/// `IRX_ERR_TYPE` for an unsupported `type_id`, a column whose type is not
/// `type_id`'s, and a reduction without an `lhs` column; `IRX_ERR_ARROW`
/// for a kernel the type lacks; `IRX_ERR_INVALID` for a handle that is not
/// a live chunked array.
///
/// # Safety
/// `kernel` is NULL or NUL-terminated; `lhs`/`rhs` are NULL or chunked
/// array handles; each output is NULL or writable.
#[export(Frame)]
pub unsafe fn irx_arrow_column_compute(
    kernel: *const c_char,
    type_id: i32,
    lhs: *const ChunkedArrayHandle,
    lhs_bits: u64,
    lhs_valid: i32,
    rhs: *const ChunkedArrayHandle,
    rhs_bits: u64,
    rhs_valid: i32,
    out_column: *mut *mut ChunkedArrayHandle,
    out_bits: *mut u64,
    out_valid: *mut i32,
) -> c_int {
    // SAFETY: this function's contract.
    unsafe {
        compute_call(
            false,
            kernel,
            type_id,
            (lhs, lhs_bits, lhs_valid),
            (rhs, rhs_bits, rhs_valid),
            out_column,
            out_bits,
            out_valid,
        )
    }
}

/// `irx_arrow_column_compute` after casting each column operand to
/// `type_id`'s element type, as Arrow C++'s safe `Cast` does: a value the
/// cast would change (an integer out of the target's range, a float with
/// a fraction, NaN or infinity to an integer, an integer beyond 2^24 to
/// float32 or 2^53 to float64) fails with `IRX_ERR_INVALID`, a cast Arrow
/// has no kernel for with `IRX_ERR_ARROW`; columns of the type already are
/// used as they are. For a `type_id` outside the eleven it is exactly
/// `irx_arrow_column_compute`. The casts come before the kernel name is
/// looked at, as in 1.25. Outputs, ownership and every other error as
/// `irx_arrow_column_compute`.
///
/// # Safety
/// As `irx_arrow_column_compute`.
#[export(Frame)]
pub unsafe fn irx_arrow_column_compute_promoted(
    kernel: *const c_char,
    type_id: i32,
    lhs: *const ChunkedArrayHandle,
    lhs_bits: u64,
    lhs_valid: i32,
    rhs: *const ChunkedArrayHandle,
    rhs_bits: u64,
    rhs_valid: i32,
    out_column: *mut *mut ChunkedArrayHandle,
    out_bits: *mut u64,
    out_valid: *mut i32,
) -> c_int {
    // SAFETY: this function's contract.
    unsafe {
        compute_call(
            true,
            kernel,
            type_id,
            (lhs, lhs_bits, lhs_valid),
            (rhs, rhs_bits, rhs_valid),
            out_column,
            out_bits,
            out_valid,
        )
    }
}
