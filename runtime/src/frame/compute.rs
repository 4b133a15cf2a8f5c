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

use std::ffi::{c_char, c_int};
use std::mem::MaybeUninit;
use std::sync::Arc;

use arrow_arith::{boolean, numeric};
use arrow_array::cast::AsArray;
use arrow_array::{
    Array, ArrayRef, ArrowNativeTypeOp, ArrowPrimitiveType, BooleanArray, Datum, PrimitiveArray,
    Scalar, new_empty_array,
};
use arrow_buffer::{BooleanBuffer, NullBuffer};
use arrow_cast::{CastOptions, can_cast_types, cast_with_options};
use arrow_schema::{ArrowError, DataType, Field};

use crate::arrow::types::data_type;
use crate::ffi::error::Kind;
use crate::ffi::{Error, Result, export};

use super::elem::{Num, PerType, Value, ValueOut, per_type, scalar, value_at};
use super::table::{Chunked, ChunkedArrayHandle, aligned, name, new_column};

/// The kernels 1.25 allows, by their Arrow C++ names.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Kernel {
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
enum Shape {
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
    fn named(name: &str) -> Result<Kernel> {
        Kernel::ALL
            .iter()
            .find(|(n, _)| *n == name)
            .map(|&(_, k)| k)
            .ok_or_else(|| Error::invalid(format!("unsupported Series kernel '{name}'")))
    }

    fn name(self) -> &'static str {
        Kernel::ALL
            .iter()
            .find(|(_, k)| *k == self)
            .map_or("?", |(n, _)| n)
    }

    fn shape(self) -> Shape {
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
enum Operand {
    Column(Arc<Chunked>),
    Scalar(ArrayRef),
}

/// What a kernel makes: a column, or a value where no operand (or the
/// reduction's input) was a column.
#[derive(Debug)]
enum Output {
    Column(Arc<Chunked>),
    Value(Value),
}

/// Arrow C++'s error for a kernel it has no implementation of at a type
/// (`NotImplemented`, which 1.25 reports as `IRX_ERR_ARROW`).
fn no_kernel(kernel: Kernel, data_type: &DataType) -> Error {
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
fn kernel_error(error: ArrowError) -> Error {
    match error {
        // Arrow C++'s texts exactly (1.25 passes them on): no operands.
        ArrowError::ArithmeticOverflow(_) => Error::invalid("Invalid: overflow"),
        ArrowError::DivideByZero => Error::invalid("Invalid: divide by zero"),
        other => crate::rb::arrow_error(other),
    }
}

/// An element-wise kernel at one type: its operands' slices of one run of
/// rows (or the scalars) in, the result slice out.
type Apply = Box<dyn Fn(&[&dyn Datum]) -> Result<ArrayRef>>;

/// The element-wise kernels, chosen per element type.
struct ElementWise(Kernel);

impl ElementWise {
    /// Kernels of every type: `is_null` and `coalesce`.
    fn any_type(self, data_type: &DataType) -> Result<Apply> {
        match self.0 {
            Kernel::IsNull => Ok(Box::new(|d| {
                Ok(Arc::new(
                    boolean::is_null(d[0].get().0).map_err(kernel_error)?,
                ))
            })),
            Kernel::Coalesce => Ok(Box::new(|d| coalesce(d[0], d[1]))),
            kernel => Err(no_kernel(kernel, data_type)),
        }
    }

    /// Comparisons arrow-ord does as Arrow C++ does (integers, `bool`).
    fn ordered(self, data_type: &DataType) -> Result<Apply> {
        use arrow_ord::cmp;
        type Cmp = fn(&dyn Datum, &dyn Datum) -> std::result::Result<BooleanArray, ArrowError>;
        let op: Cmp = match self.0 {
            Kernel::Equal => cmp::eq,
            Kernel::NotEqual => cmp::neq,
            Kernel::Less => cmp::lt,
            Kernel::LessEqual => cmp::lt_eq,
            Kernel::Greater => cmp::gt,
            Kernel::GreaterEqual => cmp::gt_eq,
            _ => return self.any_type(data_type),
        };
        Ok(Box::new(move |d| {
            Ok(Arc::new(op(d[0], d[1]).map_err(kernel_error)?))
        }))
    }
}

impl PerType for ElementWise {
    type Output = Apply;

    fn numeric<T: Num>(self) -> Result<Apply> {
        // Operations are passed as function items, not pointers, so the
        // loops inline them.
        Ok(match self.0 {
            Kernel::Add => Box::new(|d| checked::<T, _>(d[0], d[1], T::add, "+")),
            Kernel::Subtract => Box::new(|d| checked::<T, _>(d[0], d[1], T::sub, "-")),
            Kernel::Multiply => Box::new(|d| checked::<T, _>(d[0], d[1], T::mul, "*")),
            Kernel::Divide => Box::new(|d| {
                if T::FLOAT {
                    nonzero_divisors::<T>(d[0], d[1])?;
                }
                numeric::div(d[0], d[1]).map_err(kernel_error)
            }),
            Kernel::Negate if T::SIGNED => {
                Box::new(|d| numeric::neg(d[0].get().0).map_err(kernel_error))
            }
            _ if !T::FLOAT => return self.ordered(&T::DATA_TYPE),
            Kernel::Equal => Box::new(|d| ieee::<T, _>(d[0], d[1], |x, y| x == y)),
            Kernel::NotEqual => Box::new(|d| ieee::<T, _>(d[0], d[1], |x, y| x != y)),
            Kernel::Less => Box::new(|d| ieee::<T, _>(d[0], d[1], |x, y| x < y)),
            Kernel::LessEqual => Box::new(|d| ieee::<T, _>(d[0], d[1], |x, y| x <= y)),
            Kernel::Greater => Box::new(|d| ieee::<T, _>(d[0], d[1], |x, y| x > y)),
            Kernel::GreaterEqual => Box::new(|d| ieee::<T, _>(d[0], d[1], |x, y| x >= y)),
            _ => return self.any_type(&T::DATA_TYPE),
        })
    }

    fn boolean(self) -> Result<Apply> {
        match self.0 {
            Kernel::And => Ok(Box::new(|d| logical(d[0], d[1], boolean::and))),
            Kernel::Or => Ok(Box::new(|d| logical(d[0], d[1], boolean::or))),
            Kernel::Invert => Ok(Box::new(|d| {
                Ok(Arc::new(
                    boolean::not(d[0].get().0.as_boolean()).map_err(kernel_error)?,
                ))
            })),
            _ => self.ordered(&DataType::Boolean),
        }
    }

    fn other(self, data_type: &DataType) -> Result<Apply> {
        self.any_type(data_type)
    }
}

/// The length of a binary kernel's result: the array side's, or 1 for
/// two scalars.
fn result_len(lhs: (&dyn Array, bool), rhs: (&dyn Array, bool)) -> usize {
    if lhs.1 { rhs.0.len() } else { lhs.0.len() }
}

/// A scalar `bool` repeated `len` times (its null, repeated, too).
fn repeated(value: &BooleanArray, len: usize) -> BooleanArray {
    if value.is_null(0) {
        BooleanArray::new_null(len)
    } else if value.value(0) {
        BooleanArray::new(BooleanBuffer::new_set(len), None)
    } else {
        BooleanArray::new(BooleanBuffer::new_unset(len), None)
    }
}

/// The two sides of a binary kernel at a primitive type over `len` rows:
/// value slices (a scalar side, a one-value slice standing for every row)
/// and the result's nulls.
struct Sides<'a, N> {
    l: &'a [N],
    r: &'a [N],
    l_scalar: bool,
    r_scalar: bool,
    len: usize,
    nulls: Option<NullBuffer>,
}

/// The sides of `lhs` and `rhs` (two scalars are two one-row arrays), or
/// the row count when a scalar side is null, which makes every row null
/// without computing any.
fn sides<'a, T: ArrowPrimitiveType>(
    lhs: &'a dyn Datum,
    rhs: &'a dyn Datum,
) -> std::result::Result<Sides<'a, T::Native>, usize> {
    let ((a, l_scalar), (b, r_scalar)) = (lhs.get(), rhs.get());
    let (l_scalar, r_scalar) = (l_scalar && !r_scalar, r_scalar && !l_scalar);
    let (a, b) = (a.as_primitive::<T>(), b.as_primitive::<T>());
    let len = if l_scalar { b.len() } else { a.len() };
    if (l_scalar && a.is_null(0)) || (r_scalar && b.is_null(0)) {
        return Err(len);
    }
    let nulls = match (l_scalar, r_scalar) {
        (true, _) => b.nulls().cloned(),
        (_, true) => a.nulls().cloned(),
        _ => NullBuffer::union(a.nulls(), b.nulls()),
    };
    Ok(Sides {
        l: a.values(),
        r: b.values(),
        l_scalar,
        r_scalar,
        len,
        nulls,
    })
}

impl<N: Copy> Sides<'_, N> {
    /// The values of row `i`.
    #[inline(always)]
    fn at(&self, i: usize) -> (N, N) {
        let l = self.l[if self.l_scalar { 0 } else { i }];
        (l, self.r[if self.r_scalar { 0 } else { i }])
    }

    /// `op` of every row into `out` (one loop per shape, so each
    /// vectorises); whether any row overflowed.
    #[inline(always)]
    fn each(&self, out: &mut [MaybeUninit<N>], op: impl Fn(N, N) -> (N, bool)) -> bool {
        let mut overflow = false;
        let mut put = |o: &mut MaybeUninit<N>, (v, over): (N, bool)| {
            o.write(v);
            overflow |= over;
        };
        match (self.l_scalar, self.r_scalar) {
            (true, _) => {
                let x = self.l[0];
                out.iter_mut()
                    .zip(self.r)
                    .for_each(|(o, &y)| put(o, op(x, y)));
            }
            (_, true) => {
                let y = self.r[0];
                out.iter_mut()
                    .zip(self.l)
                    .for_each(|(o, &x)| put(o, op(x, y)));
            }
            _ => out
                .iter_mut()
                .zip(self.l.iter().zip(self.r))
                .for_each(|(o, (&x, &y))| put(o, op(x, y))),
        }
        overflow
    }
}

/// `add_checked`, `subtract_checked`, `multiply_checked` as Arrow C++'s:
/// an overflow where both sides are valid is an error ("overflow"). One
/// pass computes every row and whether any overflowed (it vectorises,
/// where arrow-rs's checked kernels stop at each row to check), into a
/// recycled buffer (`recycle`); only when a row overflowed are the valid
/// rows looked at again, since rows under a null do not count. `op` is
/// [`Num::add`], [`Num::sub`] or [`Num::mul`].
fn checked<T: Num, F>(lhs: &dyn Datum, rhs: &dyn Datum, op: F, symbol: &str) -> Result<ArrayRef>
where
    F: Fn(T::Native, T::Native) -> (T::Native, bool) + Copy,
{
    let s = match sides::<T>(lhs, rhs) {
        Ok(s) => s,
        Err(len) => return Ok(arrow_array::new_null_array(&T::DATA_TYPE, len)),
    };
    // SAFETY: `each` writes every one of the `len` rows.
    let (values, overflow) =
        unsafe { super::recycle::filled(s.len, |out| vectorised(Each(&s, out, op)))? };
    if overflow {
        let valid = |i: usize| s.nulls.as_ref().is_none_or(|n| n.is_valid(i));
        if let Some((x, y)) = (0..s.len)
            .filter(|&i| valid(i))
            .map(|i| s.at(i))
            .find(|&(x, y)| op(x, y).1)
        {
            return Err(Error::invalid(format!("overflow ({x:?} {symbol} {y:?})")));
        }
    }
    Ok(Arc::new(PrimitiveArray::<T>::new(values, s.nulls)))
}

/// Comparisons of floats as Arrow C++ makes them: IEEE 754 (`op` on
/// Rust's `PartialOrd`), a null where either side is null.
fn ieee<T: Num, F>(lhs: &dyn Datum, rhs: &dyn Datum, op: F) -> Result<ArrayRef>
where
    F: Fn(T::Native, T::Native) -> bool,
{
    let s = match sides::<T>(lhs, rhs) {
        Ok(s) => s,
        Err(len) => return Ok(Arc::new(BooleanArray::new_null(len))),
    };
    let values = BooleanBuffer::collect_bool(s.len, |i| {
        let (x, y) = s.at(i);
        op(x, y)
    });
    Ok(Arc::new(BooleanArray::new(values, s.nulls)))
}

/// `and`/`or` as Arrow C++'s (not Kleene: a null where either side is
/// null), a scalar side repeated to the other's length.
fn logical(
    lhs: &dyn Datum,
    rhs: &dyn Datum,
    op: fn(&BooleanArray, &BooleanArray) -> std::result::Result<BooleanArray, ArrowError>,
) -> Result<ArrayRef> {
    let (l, r) = (lhs.get(), rhs.get());
    let len = result_len(l, r);
    let side = |(array, is_scalar): (&dyn Array, bool)| {
        let array = array.as_boolean();
        if is_scalar {
            repeated(array, len)
        } else {
            array.clone()
        }
    };
    Ok(Arc::new(op(&side(l), &side(r)).map_err(kernel_error)?))
}

/// `coalesce`: lhs where it is valid, rhs elsewhere.
fn coalesce(lhs: &dyn Datum, rhs: &dyn Datum) -> Result<ArrayRef> {
    let (l, r) = (lhs.get(), rhs.get());
    let len = result_len(l, r);
    let mask = if l.1 {
        let valid = BooleanArray::from(vec![l.0.is_valid(0)]);
        repeated(&valid, len)
    } else {
        boolean::is_not_null(l.0).map_err(kernel_error)?
    };
    arrow_select::zip::zip(&mask, lhs, rhs).map_err(kernel_error)
}

/// Arrow C++'s `divide_checked` of floats refuses a zero divisor wherever
/// both sides are valid; arrow-rs would give ±inf or NaN.
fn nonzero_divisors<T: Num>(lhs: &dyn Datum, rhs: &dyn Datum) -> Result<()> {
    let (l, r) = (lhs.get(), rhs.get());
    let divisors = r.0.as_primitive::<T>();
    if !divisors.values().iter().any(|v| v.is_zero()) {
        return Ok(());
    }
    let lhs_valid = |i: usize| l.0.is_valid(if l.1 { 0 } else { i });
    let zero = if r.1 {
        divisors.is_valid(0) && (0..l.0.len()).any(lhs_valid)
    } else {
        (0..divisors.len())
            .any(|i| divisors.is_valid(i) && divisors.value(i).is_zero() && lhs_valid(i))
    };
    if zero {
        return Err(Error::invalid("divide by zero"));
    }
    Ok(())
}

/// One operand's part of an element-wise call.
enum Piece {
    Array(ArrayRef),
    Scalar(Scalar<ArrayRef>),
}

impl Piece {
    /// The operands' pieces: the next of `arrays` for each column, the
    /// scalar itself for each scalar.
    fn of(operands: &[Operand], arrays: impl IntoIterator<Item = ArrayRef>) -> Vec<Piece> {
        let mut arrays = arrays.into_iter();
        operands
            .iter()
            .filter_map(|o| match o {
                Operand::Column(_) => arrays.next().map(Piece::Array),
                Operand::Scalar(s) => Some(Piece::Scalar(Scalar::new(s.clone()))),
            })
            .collect()
    }

    fn datum(&self) -> &dyn Datum {
        match self {
            Piece::Array(a) => a,
            Piece::Scalar(s) => s,
        }
    }
}

/// Runs an element-wise kernel: on the scalars alone (a value), or per run
/// of rows over the columns, a scalar operand standing for every row.
fn element_wise(kernel: Kernel, data_type: &DataType, operands: &[Operand]) -> Result<Output> {
    let apply = per_type(data_type, ElementWise(kernel))?;
    let call = |pieces: Vec<Piece>| {
        let datums: Vec<&dyn Datum> = pieces.iter().map(Piece::datum).collect();
        apply(&datums)
    };
    let columns: Vec<&Chunked> = operands
        .iter()
        .filter_map(|o| match o {
            Operand::Column(c) => Some(c.as_ref()),
            Operand::Scalar(_) => None,
        })
        .collect();
    let Some(first) = columns.first() else {
        return value_at(&call(Piece::of(operands, []))?, 0).map(Output::Value);
    };
    let mut runs = aligned(&columns, first.len)?;
    if runs.is_empty() {
        // No rows: one empty chunk, so the result has the kernel's type.
        runs.push(
            columns
                .iter()
                .map(|c| new_empty_array(c.data_type()))
                .collect(),
        );
    }
    let chunks = runs
        .into_iter()
        .map(|run| call(Piece::of(operands, run)))
        .collect::<Result<Vec<_>>>()?;
    let field = Field::new(first.field.name(), chunks[0].data_type().clone(), true);
    Ok(Output::Column(Arc::new(Chunked::new(
        Arc::new(field),
        chunks,
    )?)))
}

/// The reductions at one element type, over a column's chunks.
struct Reduce<'a>(Kernel, &'a [ArrayRef]);

impl PerType for Reduce<'_> {
    type Output = Value;

    fn numeric<T: Num>(self) -> Result<Value> {
        let extreme = |pick: fn(&PrimitiveArray<T>) -> Option<T::Native>| {
            let per_chunk = self.1.iter().filter_map(|c| pick(c.as_primitive::<T>()));
            let per_chunk = PrimitiveArray::<T>::from_iter_values(per_chunk);
            Value::or_null(pick(&per_chunk).map(T::to_bits))
        };
        match self.0 {
            Kernel::Sum => T::sum(self.1),
            Kernel::Mean => {
                let (sum, count) = pairwise_sum::<T>(self.1);
                Ok(mean(sum, count))
            }
            Kernel::Min => Ok(extreme(T::min)),
            Kernel::Max => Ok(extreme(T::max)),
            kernel => Err(no_kernel(kernel, &T::DATA_TYPE)),
        }
    }

    fn boolean(self) -> Result<Value> {
        use arrow_arith::aggregate::{bool_and, bool_or};
        let arrays = || self.1.iter().map(|c| c.as_boolean());
        let count: usize = arrays().map(|a| a.len() - a.null_count()).sum();
        let trues: usize = arrays().map(|a| a.true_count()).sum();
        let fold = |op: fn(&BooleanArray) -> Option<bool>, all: bool| {
            let parts = arrays().filter_map(op);
            let folded = parts.reduce(|a, b| if all { a && b } else { a || b });
            Value::or_null(folded.map(u64::from))
        };
        Ok(match self.0 {
            // Arrow C++: the sum of bools is their uint64 count of trues.
            Kernel::Sum => Value::or_null((count > 0).then_some(trues as u64)),
            Kernel::Mean => mean(trues as f64, count),
            Kernel::Min | Kernel::All => fold(bool_and, true),
            Kernel::Max | Kernel::Any => fold(bool_or, false),
            kernel => return Err(no_kernel(kernel, &DataType::Boolean)),
        })
    }

    fn other(self, data_type: &DataType) -> Result<Value> {
        Err(no_kernel(self.0, data_type))
    }
}

/// Arrow C++'s `mean`: float64, null without a valid value.
fn mean(sum: f64, count: usize) -> Value {
    Value::or_null((count > 0).then(|| (sum / count as f64).to_bits()))
}

/// A reduction of `column` (`count` at any type).
fn reduce(kernel: Kernel, data_type: &DataType, column: &Chunked) -> Result<Value> {
    if kernel == Kernel::Count {
        let valid: usize = column
            .chunks
            .iter()
            .map(|c| c.len() - c.logical_null_count())
            .sum();
        return Ok(Value::of(valid as u64));
    }
    per_type(data_type, Reduce(kernel, &column.chunks))
}

/// Arrow C++'s pairwise summation (`SumArray`), as every float `sum` and
/// every `mean` of it runs: per run of valid values, blocks of 16 values
/// added in order (as float64), the block sums merged as a binary tree;
/// per chunk one tree, the chunks' sums then added in order. Returns the
/// sum and the number of valid values.
pub(crate) fn pairwise_sum<T: Num>(chunks: &[ArrayRef]) -> (f64, usize) {
    let (mut total, mut count) = (0.0, 0);
    for chunk in chunks {
        let array = chunk.as_primitive::<T>();
        count += array.len() - array.null_count();
        let values = array.values();
        let mut tree = Pairwise::new();
        for (start, end) in valid_runs(array) {
            let run = &values[start..end];
            // int64 and float64 in whole tiles of blocks by the AVX2 kernel
            // where the CPU has it, the rest (same blocks, same order) here.
            let done = super::pairwise_simd::tiles(run, &mut tree);
            vectorised(PairwiseRun::<T>(&run[done..], &mut tree));
        }
        total += tree.total();
    }
    (total, count)
}

/// One run of valid values into `tree`, in blocks of [`BLOCK`].
#[inline(always)]
fn pairwise_run<T: Num>(values: &[T::Native], tree: &mut Pairwise) {
    let mut blocks = values.chunks_exact(4 * BLOCK);
    // Four blocks at a time, each still added in order: independent chains
    // the CPU overlaps, the same sums as one block at a time.
    for four in &mut blocks {
        let mut sums = [0.0f64; 4];
        for j in 0..BLOCK {
            for (b, sum) in sums.iter_mut().enumerate() {
                *sum += T::to_f64(four[b * BLOCK + j]);
            }
        }
        sums.into_iter().for_each(|s| tree.add(s));
    }
    for block in blocks.remainder().chunks(BLOCK) {
        tree.add(block.iter().fold(0.0, |s, &v| s + T::to_f64(v)));
    }
}

/// The runs of valid rows of `array`, as `[start, end)` (all rows in one
/// run when it has no nulls), in order.
fn valid_runs(array: &dyn Array) -> Box<dyn Iterator<Item = (usize, usize)> + '_> {
    match array.nulls().filter(|n| n.null_count() > 0) {
        None => Box::new(std::iter::once((0, array.len()))),
        Some(nulls) => Box::new(nulls.valid_slices()),
    }
}

/// A hot loop: [`vectorised`] runs it compiled for AVX2 where it can.
/// `run` is `#[inline(always)]` in every implementation, so the loop is
/// compiled into each caller, the AVX2 one included.
trait Hot {
    type Out;
    fn run(self) -> Self::Out;
}

/// Runs `hot` compiled for AVX2 when the CPU has it, else as it is. The
/// archive targets baseline x86-64 (SSE2), which has no vector 64-bit
/// compare (min/max of int64 would be scalar) nor wide float adds; Arrow
/// C++ dispatches to its AVX2 kernels the same way.
#[inline(always)]
fn vectorised<H: Hot>(hot: H) -> H::Out {
    #[cfg(target_arch = "x86_64")]
    {
        #[target_feature(enable = "avx2")]
        fn avx2<H: Hot>(hot: H) -> H::Out {
            hot.run()
        }
        if std::is_x86_feature_detected!("avx2") {
            // SAFETY: the CPU has AVX2.
            return unsafe { avx2(hot) };
        }
    }
    hot.run()
}

/// [`Sides::each`] into `out`.
struct Each<'a, 'b, N, F>(&'a Sides<'a, N>, &'b mut [MaybeUninit<N>], F);

impl<N: Copy, F: Fn(N, N) -> (N, bool)> Hot for Each<'_, '_, N, F> {
    type Out = bool;
    #[inline(always)]
    fn run(self) -> bool {
        self.0.each(self.1, self.2)
    }
}

/// [`pairwise_run`] of one run into a tree.
struct PairwiseRun<'a, T: Num>(&'a [T::Native], &'a mut Pairwise);

impl<T: Num> Hot for PairwiseRun<'_, T> {
    type Out = ();
    #[inline(always)]
    fn run(self) {
        pairwise_run::<T>(self.0, self.1)
    }
}

/// [`sum_run`] of one run onto a total.
struct SumRun<'a, T: Num, W>(&'a [T::Native], W);

impl<T: Num, W: Wide> Hot for SumRun<'_, T, W> {
    type Out = Result<W>;
    #[inline(always)]
    fn run(self) -> Result<W> {
        sum_run::<T, W>(self.0, self.1)
    }
}

/// [`lanes`] of one run.
struct Lanes<'a, N, F>(&'a [N], F);

impl<N: Copy, F: Fn(N, N) -> N + Copy> Hot for Lanes<'_, N, F> {
    type Out = N;
    #[inline(always)]
    fn run(self) -> N {
        lanes(self.0, self.1)
    }
}

/// Values per leaf of Arrow C++'s pairwise summation.
pub(super) const BLOCK: usize = 16;

/// The partial sums of Arrow C++'s pairwise summation: one per tree level,
/// a bit per level telling whether it holds a pending left half.
pub(super) struct Pairwise {
    sums: [f64; 64],
    pending: u64,
    root: usize,
}

impl Pairwise {
    pub(super) fn new() -> Pairwise {
        Pairwise {
            sums: [0.0; 64],
            pending: 0,
            root: 0,
        }
    }

    /// Adds one block's sum, merging completed pairs upwards.
    #[inline(always)]
    pub(super) fn add(&mut self, block: f64) {
        self.add_at(0, block);
    }

    /// Whether the next block starts a complete subtree of `1 << level`
    /// blocks (no pending sum below `level`), whose sum may then be added
    /// at once with [`Pairwise::add_at`].
    #[inline(always)]
    pub(super) fn aligned(&self, level: usize) -> bool {
        self.pending & ((1 << level) - 1) == 0
    }

    /// Adds the sum of a complete subtree of `1 << level` blocks, merged as
    /// [`Pairwise::add`] would have merged them, at `level`; only when
    /// [`Pairwise::aligned`].
    #[inline(always)]
    pub(super) fn add_at(&mut self, mut level: usize, sum: f64) {
        self.sums[level] += sum;
        self.pending ^= 1 << level;
        while self.pending & (1 << level) == 0 {
            let carried = std::mem::take(&mut self.sums[level]);
            level += 1;
            self.sums[level] += carried;
            self.pending ^= 1 << level;
        }
        self.root = self.root.max(level);
    }

    /// Adds `values` block by block, each block summed in order (the
    /// reference order the tests hold the fast paths to; a last partial
    /// block counts as one).
    #[cfg(test)]
    pub(super) fn add_blocks(&mut self, values: &[f64]) {
        for block in values.chunks(BLOCK) {
            self.add(block.iter().fold(0.0, |s, &v| s + v));
        }
    }

    /// The sum: the pending partial sums merged from the bottom up.
    pub(super) fn total(mut self) -> f64 {
        for level in 1..=self.root {
            self.sums[level] += self.sums[level - 1];
        }
        self.sums[self.root]
    }
}

/// The accumulator of 1.25's integer `sum`: int64 for signed elements,
/// uint64 for unsigned ones.
pub(crate) trait Wide: Copy {
    const ZERO: Self;
    /// An element's bits ([`Value`]'s encoding) as this type.
    fn from_bits(bits: u64) -> Self;
    fn to_bits(self) -> u64;
    fn checked_add(self, other: Self) -> Option<Self>;
    fn wrapping_add(self, other: Self) -> Self;
    /// A bound on the value's distance from zero (`|v| <= magnitude + 1`).
    fn magnitude(self) -> u64;
    /// How far a total may move (either way) and stay in range.
    fn headroom(self) -> u64;
}

impl Wide for i64 {
    const ZERO: i64 = 0;
    #[inline(always)]
    fn from_bits(bits: u64) -> i64 {
        bits as i64
    }
    #[inline(always)]
    fn to_bits(self) -> u64 {
        self as u64
    }
    #[inline(always)]
    fn checked_add(self, other: i64) -> Option<i64> {
        i64::checked_add(self, other)
    }
    #[inline(always)]
    fn wrapping_add(self, other: i64) -> i64 {
        i64::wrapping_add(self, other)
    }
    #[inline(always)]
    fn magnitude(self) -> u64 {
        (self ^ (self >> 63)) as u64
    }
    #[inline(always)]
    fn headroom(self) -> u64 {
        (i64::MAX as u64).saturating_sub(self.unsigned_abs())
    }
}

impl Wide for u64 {
    const ZERO: u64 = 0;
    #[inline(always)]
    fn from_bits(bits: u64) -> u64 {
        bits
    }
    #[inline(always)]
    fn to_bits(self) -> u64 {
        self
    }
    #[inline(always)]
    fn checked_add(self, other: u64) -> Option<u64> {
        u64::checked_add(self, other)
    }
    #[inline(always)]
    fn wrapping_add(self, other: u64) -> u64 {
        u64::wrapping_add(self, other)
    }
    #[inline(always)]
    fn magnitude(self) -> u64 {
        self
    }
    #[inline(always)]
    fn headroom(self) -> u64 {
        u64::MAX - self
    }
}

/// 1.25's integer `sum`: every valid value widened to `W`, added in order,
/// `IRX_ERR_INVALID` ("Series sum overflow", Arrow C++'s `Invalid`) at the
/// first partial sum out of `W`'s range; null without a valid value.
///
/// Blocks whose values cannot take any partial sum out of range (a bound
/// from their magnitudes and the total's headroom) are added with
/// wrapping arithmetic, which vectorises; others value by value, checked.
/// Either way the result and the error are 1.25's.
pub(crate) fn checked_sum<T: Num, W: Wide>(chunks: &[ArrayRef]) -> Result<Value> {
    let mut total = W::ZERO;
    let mut any = false;
    for chunk in chunks {
        let array = chunk.as_primitive::<T>();
        let values = array.values();
        for (start, end) in valid_runs(array) {
            any |= end > start;
            total = vectorised(SumRun::<T, W>(&values[start..end], total))?;
        }
    }
    Ok(Value::or_null(any.then(|| total.to_bits())))
}

/// `total` plus one run of valid values, as [`checked_sum`] adds them.
#[inline(always)]
fn sum_run<T: Num, W: Wide>(values: &[T::Native], mut total: W) -> Result<W> {
    const SUM_BLOCK: usize = 1024;
    for block in values.chunks(SUM_BLOCK) {
        let (mut sum, mut magnitude) = (W::ZERO, 0u64);
        for &v in block {
            let v = W::from_bits(T::to_bits(v));
            sum = sum.wrapping_add(v);
            magnitude |= v.magnitude();
        }
        let reach = (u128::from(magnitude) + 1) * block.len() as u128;
        if reach <= u128::from(total.headroom()) {
            total = total.wrapping_add(sum);
        } else {
            for &v in block {
                let v = W::from_bits(T::to_bits(v));
                total = total
                    .checked_add(v)
                    .ok_or_else(|| Error::invalid("Series sum overflow"))?;
            }
        }
    }
    Ok(total)
}

/// `pick` (a commutative min or max) over an array's valid values, in
/// eight lanes so it vectorises; `None` when all are null.
pub(crate) fn fold_valid<T, F>(array: &PrimitiveArray<T>, pick: F) -> Option<T::Native>
where
    T: ArrowPrimitiveType,
    F: Fn(T::Native, T::Native) -> T::Native + Copy,
{
    let values = array.values();
    let mut result = None;
    for (start, end) in valid_runs(array) {
        if end > start {
            let part = vectorised(Lanes(&values[start..end], pick));
            result = Some(result.map_or(part, |r| pick(r, part)));
        }
    }
    result
}

/// `pick` over a non-empty run, in eight lanes.
#[inline(always)]
fn lanes<N: Copy, F: Fn(N, N) -> N + Copy>(run: &[N], pick: F) -> N {
    let mut acc = [run[0]; 8];
    let mut eights = run.chunks_exact(8);
    for eight in &mut eights {
        for (a, &v) in acc.iter_mut().zip(eight) {
            *a = pick(*a, v);
        }
    }
    let folded = acc.into_iter().fold(run[0], pick);
    eights.remainder().iter().fold(folded, |a, &v| pick(a, v))
}

/// Arrow C++'s safe-cast checks that arrow-rs does not make: a float with
/// a fraction, NaN or an infinity to an integer, and an integer a float
/// cannot hold exactly (beyond 2^24 for float32, 2^53 for float64). Range
/// errors between integers are arrow-rs's own (`safe: false`).
struct SafeCast<'a>(&'a dyn Array, &'a DataType);

impl PerType for SafeCast<'_> {
    type Output = ();

    fn numeric<T: Num>(self) -> Result<()> {
        let (array, to) = (self.0.as_primitive::<T>(), self.1);
        if T::FLOAT && to.is_integer() {
            if let Some(v) = array
                .iter()
                .flatten()
                .find(|&v| T::to_f64(v).fract() != 0.0)
            {
                // Arrow C++'s text: the value as printf's %f, its type name.
                return Err(Error::invalid(format!(
                    "Invalid: Float value {:.6} was truncated converting to {}",
                    T::to_f64(v),
                    crate::rb::types::type_name(to)
                )));
            }
        } else if !T::FLOAT && to.is_floating() {
            let limit: i128 = if *to == DataType::Float32 {
                1 << 24
            } else {
                1 << 53
            };
            if let Some(v) = array
                .iter()
                .flatten()
                .find(|&v| T::to_i128(v).abs() > limit)
            {
                return Err(Error::invalid(format!(
                    "Integer value {v:?} not in range: -{limit} to {limit}"
                )));
            }
        }
        Ok(())
    }

    fn boolean(self) -> Result<()> {
        Ok(())
    }

    fn other(self, _: &DataType) -> Result<()> {
        Ok(())
    }
}

/// `column` cast to `to` as Arrow C++'s `Cast` with its default (safe)
/// options does: unchanged when it has that type already, an error for a
/// value the cast would change (`IRX_ERR_INVALID`) or a cast Arrow has no
/// kernel for (`IRX_ERR_ARROW`).
fn promote(column: Arc<Chunked>, to: &DataType) -> Result<Arc<Chunked>> {
    let from = column.data_type();
    if from == to {
        return Ok(column);
    }
    if !can_cast_types(from, to) {
        return Err(Error::new(
            Kind::Arrow,
            format!("Unsupported cast from {from} to {to}"),
        ));
    }
    let options = CastOptions {
        safe: false,
        ..CastOptions::default()
    };
    let chunks = column
        .chunks
        .iter()
        .map(|chunk| {
            per_type(from, SafeCast(chunk.as_ref(), to))?;
            cast_with_options(chunk, to, &options).map_err(crate::rb::arrow_error)
        })
        .collect::<Result<Vec<_>>>()?;
    let field = Field::new(column.field.name(), to.clone(), column.field.is_nullable());
    Ok(Arc::new(Chunked::new(Arc::new(field), chunks)?))
}

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
            None => return Err(unsupported_type(type_id)),
        },
        None => return Err(unsupported_type(type_id)),
    };
    for column in [&lhs.0, &rhs.0].into_iter().flatten() {
        if *column.data_type() != data_type {
            return Err(Error::new(
                Kind::Type,
                format!(
                    "Series operand type mismatch (a {} column for {data_type})",
                    column.data_type()
                ),
            ));
        }
    }
    if let (Some(l), Some(r)) = (&lhs.0, &rhs.0)
        && l.len != r.len
    {
        return Err(Error::invalid(format!(
            "Series lengths must match ({} and {} rows)",
            l.len, r.len
        )));
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

fn unsupported_type(type_id: i32) -> Error {
    Error::new(
        Kind::Type,
        format!("unsupported Series operand type {type_id}"),
    )
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

#[cfg(test)]
mod tests {
    use super::*;
    use arrow_array::types::{Int64Type, UInt64Type};
    use arrow_array::{Int64Array, UInt64Array};

    /// 1.25's loop: checked at every partial sum.
    fn reference<W: Wide>(values: &[u64]) -> Option<W> {
        values
            .iter()
            .try_fold(W::ZERO, |t, &v| t.checked_add(W::from_bits(v)))
    }

    #[test]
    fn the_block_sum_fails_exactly_where_the_checked_loop_does() {
        let big = i64::MAX / 3;
        let cases: Vec<Vec<i64>> = vec![
            vec![1; 5000],
            vec![big; 3],
            vec![big; 4],
            vec![i64::MAX, 1, -1],
            vec![i64::MIN, -1],
            [vec![i64::MAX], vec![-1; 2000], vec![1; 2001]].concat(),
            [vec![7; 1500], vec![i64::MIN + 100], vec![-101], vec![5]].concat(),
        ];
        for values in cases {
            let bits: Vec<u64> = values.iter().map(|&v| v as u64).collect();
            let chunks: Vec<ArrayRef> = vec![Arc::new(Int64Array::from(values.clone()))];
            let ours = checked_sum::<Int64Type, i64>(&chunks).ok();
            let expected = reference::<i64>(&bits).map(|t| Value::of(t as u64));
            assert_eq!(ours, expected, "{:?}", &values[..values.len().min(4)]);
        }
        let unsigned: Vec<ArrayRef> = vec![Arc::new(UInt64Array::from(vec![u64::MAX - 5, 3, 2]))];
        assert_eq!(
            checked_sum::<UInt64Type, u64>(&unsigned).unwrap(),
            Value::of(u64::MAX)
        );
        let over: Vec<ArrayRef> = vec![Arc::new(UInt64Array::from(vec![u64::MAX - 5, 3, 3]))];
        assert!(checked_sum::<UInt64Type, u64>(&over).is_err());
    }

    #[test]
    fn pairwise_merges_blocks_as_a_tree() {
        // 61 blocks of 16 and 5 more: the AVX2 tiles, the four-at-a-time
        // path and the remainder must give the sum of one block at a time.
        let n = 61 * 16 + 5;
        let values: Vec<f64> = (0..n).map(|i| 0.1 * i as f64 + 1e-9).collect();
        let chunks: Vec<ArrayRef> = vec![Arc::new(arrow_array::Float64Array::from(values.clone()))];
        assert_eq!(
            pairwise_sum::<arrow_array::types::Float64Type>(&chunks),
            (one_block_at_a_time(values.iter().copied()), n)
        );
        // int64 beyond 2^53: every value is rounded as C's conversion does.
        let ints: Vec<i64> = (0..n as i64)
            .map(|i| i.wrapping_mul(0x0123_4567_89ab_cdef) ^ (i << 40))
            .collect();
        let chunks: Vec<ArrayRef> = vec![Arc::new(Int64Array::from(ints.clone()))];
        assert_eq!(
            pairwise_sum::<Int64Type>(&chunks),
            (one_block_at_a_time(ints.iter().map(|&v| v as f64)), n)
        );
    }

    /// Arrow C++'s order: each block of 16 in order, then the tree.
    fn one_block_at_a_time(values: impl Iterator<Item = f64>) -> f64 {
        let values: Vec<f64> = values.collect();
        let mut tree = Pairwise::new();
        tree.add_blocks(&values);
        tree.total()
    }
}
