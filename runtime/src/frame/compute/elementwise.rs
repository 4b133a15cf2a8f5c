//! The element-wise kernels (arithmetic, comparisons, logic, `coalesce`),
//! run per run of rows in which no column changes chunk, with Arrow C++'s
//! answers where arrow-rs differs (checked overflow, IEEE comparisons,
//! zero divisors).

use std::mem::MaybeUninit;
use std::sync::Arc;

use arrow_arith::{boolean, numeric};
use arrow_array::cast::AsArray;
use arrow_array::{
    Array, ArrayRef, ArrowNativeTypeOp, ArrowPrimitiveType, BooleanArray, Datum, PrimitiveArray,
    Scalar, new_empty_array,
};
use arrow_buffer::{BooleanBuffer, BooleanBufferBuilder, NullBuffer};
use arrow_schema::{ArrowError, DataType, Field};

use crate::ffi::{Error, Result};

use super::kernel::{Kernel, Operand, Output, kernel_error, no_kernel};
use super::split::{Job, part_len};
use super::vectorised::{Hot, vectorised};
use crate::frame::elem::{Num, PerType, per_type, value_at};
use crate::frame::table::{Chunked, aligned};

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
        Ok(Box::new(move |d| compare(d[0], d[1], op)))
    }
}

/// An arrow-ord comparison of `lhs` and `rhs` (as Arrow C++ compares
/// integers and `bool`). Of [`super::split::MIN_PARALLEL`] rows or more,
/// with no null scalar side, the rows are split across the pool: each part
/// compares its slices of the array sides, the parts' result bits are
/// joined in order, and the result's nulls are those arrow-ord gives a
/// whole call, the union of the array sides' nulls.
fn compare(
    lhs: &dyn Datum,
    rhs: &dyn Datum,
    op: fn(&dyn Datum, &dyn Datum) -> std::result::Result<BooleanArray, ArrowError>,
) -> Result<ArrayRef> {
    let ((a, a_scalar), (b, b_scalar)) = (lhs.get(), rhs.get());
    let len = result_len((a, a_scalar), (b, b_scalar));
    let scalar_null = (a_scalar && a.is_null(0)) || (b_scalar && b.is_null(0));
    if (a_scalar && b_scalar) || scalar_null || part_len(len, 64).is_none() {
        return Ok(Arc::new(op(lhs, rhs).map_err(kernel_error)?));
    }
    let side = |array: &dyn Array, scalar: bool| (!scalar).then(|| array.nulls().cloned());
    let nulls = match (side(a, a_scalar), side(b, b_scalar)) {
        (Some(l), Some(r)) => NullBuffer::union(l.as_ref(), r.as_ref()),
        (l, r) => l.or(r).flatten(),
    };
    let values = bits_in_parts(len, |start, n| {
        // The scalar side as a one-row scalar of its own (a `dyn Datum`
        // is not `Sync`), the array sides sliced.
        let (l, r) = (sliced(a, a_scalar, start, n), sliced(b, b_scalar, start, n));
        Ok(op(l.as_ref(), r.as_ref())
            .map_err(kernel_error)?
            .values()
            .clone())
    })?;
    Ok(Arc::new(BooleanArray::new(values, nulls)))
}

/// Rows `start..start + n` of an operand: an array side sliced, a scalar
/// side as a one-row scalar of its own (a `dyn Datum` is not `Sync`, so
/// parts on the pool remake theirs from the `Array`).
fn sliced(array: &dyn Array, scalar: bool, start: usize, n: usize) -> Box<dyn Datum> {
    if scalar {
        Box::new(Scalar::new(array.slice(0, 1)))
    } else {
        Box::new(array.slice(start, n))
    }
}

/// An arrow-rs kernel with results of type `T` (`divide_checked`,
/// `negate_checked`) of `datums`. Of [`super::split::MIN_PARALLEL`] rows
/// or more, with no null scalar operand, the rows are split across the
/// pool: each part runs `kernel` on its slices of the operands and copies
/// its values into its rows of one result buffer (every row's value
/// depends on that row alone); the nulls are the union of the array
/// operands' nulls, as arrow-rs makes them for a whole call. A part's
/// error (an overflow, a zero divisor) runs the whole call again on this
/// thread, so that the error is the first failing row's, as one thread
/// reports it.
fn numeric_in_parts<T: Num>(
    datums: &[&dyn Datum],
    kernel: fn(&[&dyn Datum]) -> Result<ArrayRef>,
) -> Result<ArrayRef> {
    let sides: Vec<(&dyn Array, bool)> = datums.iter().map(|d| d.get()).collect();
    let len = sides.iter().find(|(_, s)| !s).map_or(1, |(a, _)| a.len());
    let scalar_null = sides.iter().any(|(a, s)| *s && a.is_null(0));
    let Some(part) = part_len(len, 8).filter(|_| !scalar_null) else {
        return kernel(datums);
    };
    let mut nulls = None;
    for (array, _) in sides.iter().filter(|(_, s)| !s) {
        nulls = NullBuffer::union(nulls.as_ref(), array.nulls());
    }
    let sides = &sides;
    // SAFETY: every one of the `len` rows is written: by the parts when
    // they all succeed, else all of them here.
    let (values, answer) = unsafe {
        crate::frame::recycle::filled::<T::Native, _>(len, |out| {
            let jobs = out
                .chunks_mut(part)
                .enumerate()
                .map(|(i, out)| {
                    Box::new(move || {
                        let parts: Vec<Box<dyn Datum>> = sides
                            .iter()
                            .map(|&(a, s)| sliced(a, s, i * part, out.len()))
                            .collect();
                        let refs: Vec<&dyn Datum> = parts.iter().map(|d| d.as_ref()).collect();
                        let result = kernel(&refs)?;
                        let result = result.as_primitive::<T>().values();
                        for (o, &v) in out.iter_mut().zip(result.iter()) {
                            o.write(v);
                        }
                        Ok(())
                    }) as Job<()>
                })
                .collect();
            let answer = crate::pool::scoped(jobs);
            if answer.is_err() {
                out.iter_mut().for_each(|o| {
                    o.write(T::Native::default());
                });
            }
            answer
        })?
    };
    match answer {
        Ok(_) => Ok(Arc::new(PrimitiveArray::<T>::new(values, nulls))),
        Err(_) => kernel(datums),
    }
}

/// The `len` bits `part(start, n)` makes for rows `start..start + n`, in
/// parts of whole words across the pool when there are
/// [`super::split::MIN_PARALLEL`] rows or more, joined in order.
fn bits_in_parts<F>(len: usize, part: F) -> Result<BooleanBuffer>
where
    F: Fn(usize, usize) -> Result<BooleanBuffer> + Sync,
{
    let Some(size) = part_len(len, 64) else {
        return part(0, len);
    };
    let part = &part;
    let jobs = (0..len)
        .step_by(size)
        .map(|start| Box::new(move || part(start, size.min(len - start))) as Job<BooleanBuffer>)
        .collect();
    let mut joined = BooleanBufferBuilder::new(len);
    for bits in crate::pool::scoped(jobs)? {
        joined.append_buffer(&bits);
    }
    Ok(joined.finish())
}

impl PerType for ElementWise {
    type Output = Apply;

    fn numeric<T: Num>(self) -> Result<Apply> {
        // Operations are passed as function items, not pointers, so the
        // loops inline them.
        Ok(match self.0 {
            Kernel::Add => Box::new(|d| checked::<T, _>(d[0], d[1], T::add)),
            Kernel::Subtract => Box::new(|d| checked::<T, _>(d[0], d[1], T::sub)),
            Kernel::Multiply => Box::new(|d| checked::<T, _>(d[0], d[1], T::mul)),
            Kernel::Divide => Box::new(|d| {
                if T::FLOAT {
                    nonzero_divisors::<T>(d[0], d[1])?;
                }
                numeric_in_parts::<T>(d, |d| numeric::div(d[0], d[1]).map_err(kernel_error))
            }),
            Kernel::Negate if T::SIGNED => Box::new(|d| {
                numeric_in_parts::<T>(d, |d| numeric::neg(d[0].get().0).map_err(kernel_error))
            }),
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
/// an overflow where both sides are valid is an error ("Invalid: overflow"). One
/// pass computes every row and whether any overflowed (it vectorises,
/// where arrow-rs's checked kernels stop at each row to check), into a
/// recycled buffer (`recycle`); only when a row overflowed are the valid
/// rows looked at again, since rows under a null do not count. `op` is
/// [`Num::add`], [`Num::sub`] or [`Num::mul`].
///
/// Of [`super::split::MIN_PARALLEL`] rows or more, the rows are split
/// across the pool, each part written by one worker (every row's value
/// depends on that row alone).
fn checked<T: Num, F>(lhs: &dyn Datum, rhs: &dyn Datum, op: F) -> Result<ArrayRef>
where
    F: Fn(T::Native, T::Native) -> (T::Native, bool) + Copy + Send + Sync,
{
    let s = match sides::<T>(lhs, rhs) {
        Ok(s) => s,
        Err(len) => return Ok(arrow_array::new_null_array(&T::DATA_TYPE, len)),
    };
    // SAFETY: `each` writes every one of the `len` rows (`in_parts` too,
    // failed or not).
    let (values, overflow) = unsafe {
        crate::frame::recycle::filled(s.len, |out| match part_len(s.len, 8) {
            Some(part) => in_parts(&s, out, part, op),
            None => Ok(vectorised(Each(&s, out, op))),
        })?
    };
    let overflow = overflow?;
    if overflow {
        let valid = |i: usize| s.nulls.as_ref().is_none_or(|n| n.is_valid(i));
        if (0..s.len)
            .filter(|&i| valid(i))
            .map(|i| s.at(i))
            .any(|(x, y)| op(x, y).1)
        {
            // Arrow C++'s status, as 1.25 passes it on.
            return Err(Error::invalid("Invalid: overflow"));
        }
    }
    Ok(Arc::new(PrimitiveArray::<T>::new(values, s.nulls)))
}

/// [`Sides::each`] of every row into `out`, in parts of `part` rows on the
/// pool; whether any row overflowed. Writes every row even when a worker
/// fails (the rows it left, as zeros).
fn in_parts<N, F>(s: &Sides<'_, N>, out: &mut [MaybeUninit<N>], part: usize, op: F) -> Result<bool>
where
    N: Copy + Send + Sync + Default,
    F: Fn(N, N) -> (N, bool) + Copy + Send + Sync,
{
    let answer = {
        let jobs = out
            .chunks_mut(part)
            .enumerate()
            .map(|(i, out)| {
                let start = i * part;
                let len = out.len();
                let piece = Sides {
                    l: if s.l_scalar {
                        s.l
                    } else {
                        &s.l[start..start + len]
                    },
                    r: if s.r_scalar {
                        s.r
                    } else {
                        &s.r[start..start + len]
                    },
                    l_scalar: s.l_scalar,
                    r_scalar: s.r_scalar,
                    len: out.len(),
                    nulls: None,
                };
                Box::new(move || Ok(vectorised(Each(&piece, out, op)))) as Job<bool>
            })
            .collect();
        crate::pool::scoped(jobs)
    };
    match answer {
        Ok(overflows) => Ok(overflows.into_iter().any(|o| o)),
        Err(e) => {
            out.iter_mut().for_each(|o| {
                o.write(N::default());
            });
            Err(e)
        }
    }
}

/// Comparisons of floats as Arrow C++ makes them: IEEE 754 (`op` on
/// Rust's `PartialOrd`), a null where either side is null.
fn ieee<T: Num, F>(lhs: &dyn Datum, rhs: &dyn Datum, op: F) -> Result<ArrayRef>
where
    F: Fn(T::Native, T::Native) -> bool + Sync,
{
    let s = match sides::<T>(lhs, rhs) {
        Ok(s) => s,
        Err(len) => return Ok(Arc::new(BooleanArray::new_null(len))),
    };
    // Each row's bit depends on that row alone: split by [`bits_in_parts`].
    let values = bits_in_parts(s.len, |start, n| {
        Ok(BooleanBuffer::collect_bool(n, |i| {
            let (x, y) = s.at(start + i);
            op(x, y)
        }))
    })?;
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
        return Err(Error::invalid("Invalid: divide by zero"));
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
pub(super) fn element_wise(
    kernel: Kernel,
    data_type: &DataType,
    operands: &[Operand],
) -> Result<Output> {
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

/// [`Sides::each`] into `out`.
pub(super) struct Each<'a, 'b, N, F>(&'a Sides<'a, N>, &'b mut [MaybeUninit<N>], F);

impl<N: Copy, F: Fn(N, N) -> (N, bool)> Hot for Each<'_, '_, N, F> {
    type Out = bool;
    #[inline(always)]
    fn run(self) -> bool {
        self.0.each(self.1, self.2)
    }
}
