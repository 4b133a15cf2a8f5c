//! The eleven element types' numeric facts ([`Num`]): C's conversions,
//! checked arithmetic, and the reductions they run (`sum`, `min`, `max`).
//! Where Arrow C++ and arrow-rs disagree on a numeric type (float `min`,
//! `max` and `sum`), the difference lives here, in the integer and float
//! implementations; every kernel is otherwise written once.

use arrow_array::types::{
    Float32Type, Float64Type, Int8Type, Int16Type, Int32Type, Int64Type, UInt8Type, UInt16Type,
    UInt32Type, UInt64Type,
};
use arrow_array::{ArrayRef, PrimitiveArray};

use crate::ffi::Result;

use super::int_sum::checked_sum;
use super::reduce::{fold_valid, pairwise_sum};
use crate::frame::elem::{Num, Value};

/// What integers and floats share: C's conversions ([`Num::to_f64`],
/// [`Num::to_i128`]), and [`Num::add`], [`Num::sub`] and [`Num::mul`] from
/// three closures.
macro_rules! arithmetic {
    ($add:expr, $sub:expr, $mul:expr) => {
        #[inline(always)]
        fn to_f64(value: Self::Native) -> f64 {
            value as f64
        }
        #[inline(always)]
        fn to_i128(value: Self::Native) -> i128 {
            value as i128
        }
        #[inline(always)]
        fn add(a: Self::Native, b: Self::Native) -> (Self::Native, bool) {
            ($add)(a, b)
        }
        #[inline(always)]
        fn sub(a: Self::Native, b: Self::Native) -> (Self::Native, bool) {
            ($sub)(a, b)
        }
        #[inline(always)]
        fn mul(a: Self::Native, b: Self::Native) -> (Self::Native, bool) {
            ($mul)(a, b)
        }
    };
}

macro_rules! integers {
    ($($t:ty => $wide:ty),* $(,)?) => {$(
        impl Num for $t {
            const FLOAT: bool = false;
            const SIGNED: bool = <$wide>::MIN != 0;
            #[inline(always)]
            fn from_bits(bits: u64) -> Self::Native {
                bits as Self::Native
            }
            #[inline(always)]
            fn to_bits(value: Self::Native) -> u64 {
                value as u64
            }
            arithmetic!(
                |a: Self::Native, b| a.overflowing_add(b),
                |a: Self::Native, b| a.overflowing_sub(b),
                |a: Self::Native, b| a.overflowing_mul(b)
            );
            fn sum(chunks: &[ArrayRef]) -> Result<Value> {
                checked_sum::<Self, $wide>(chunks)
            }
            fn min(array: &PrimitiveArray<Self>) -> Result<Option<Self::Native>> {
                fold_valid(array, Ord::min, Self::Native::MAX, |_| true)
            }
            fn max(array: &PrimitiveArray<Self>) -> Result<Option<Self::Native>> {
                fold_valid(array, Ord::max, Self::Native::MIN, |_| true)
            }
        }
    )*};
}
integers!(
    Int8Type => i64, Int16Type => i64, Int32Type => i64, Int64Type => i64,
    UInt8Type => u64, UInt16Type => u64, UInt32Type => u64, UInt64Type => u64,
);

// arrow-rs orders floats totally (NaN above everything, -0.0 below 0.0),
// Arrow C++ skips NaN unless nothing else is there: Rust's `min`/`max` are
// IEEE minNum/maxNum, which is Arrow C++'s rule.
macro_rules! floats {
    ($($t:ty => $bits:ty),* $(,)?) => {$(
        impl Num for $t {
            const FLOAT: bool = true;
            const SIGNED: bool = true;
            #[inline(always)]
            fn from_bits(bits: u64) -> Self::Native {
                Self::Native::from_bits(bits as $bits)
            }
            #[inline(always)]
            fn to_bits(value: Self::Native) -> u64 {
                value.to_bits() as u64
            }
            arithmetic!(|a, b| (a + b, false), |a, b| (a - b, false), |a, b| (a * b, false));
            fn sum(chunks: &[ArrayRef]) -> Result<Value> {
                let (sum, count) = pairwise_sum::<Self>(chunks)?;
                Ok(Value::or_null((count > 0).then(|| sum.to_bits())))
            }
            fn min(array: &PrimitiveArray<Self>) -> Result<Option<Self::Native>> {
                // NaN is what minNum/maxNum pass over; an answer that is
                // neither NaN nor a zero is the same in any order.
                let settled = |m: Self::Native| !m.is_nan() && m != 0.0;
                fold_valid(array, Self::Native::min, Self::Native::NAN, settled)
            }
            fn max(array: &PrimitiveArray<Self>) -> Result<Option<Self::Native>> {
                let settled = |m: Self::Native| !m.is_nan() && m != 0.0;
                fold_valid(array, Self::Native::max, Self::Native::NAN, settled)
            }
        }
    )*};
}
floats!(Float32Type => u32, Float64Type => u64);
