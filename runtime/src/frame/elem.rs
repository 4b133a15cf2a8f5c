//! The element types of series and compute: one dispatch from an arrow-rs
//! [`DataType`] to generic code for each of 1.25's eleven element types
//! ([`per_type`]), the per-type facts the kernels need ([`Num`]), and
//! 1.25's encoding of one value as `uint64_t bits` plus `int32_t valid`
//! ([`Value`], [`scalar`], [`value_at`]).
//!
//! [`Num`]'s implementations for the ten numeric types live with the
//! kernels they run, in `compute/num.rs`: where Arrow C++ and arrow-rs
//! disagree on a numeric type (float `min`, `max` and `sum`), the
//! difference lives there; every kernel is otherwise written once.

use std::sync::Arc;

use arrow_array::cast::AsArray;
use arrow_array::types::{
    Float32Type, Float64Type, Int8Type, Int16Type, Int32Type, Int64Type, UInt8Type, UInt16Type,
    UInt32Type, UInt64Type,
};
use arrow_array::{
    Array, ArrayRef, ArrowNativeTypeOp, ArrowNumericType, BooleanArray, PrimitiveArray,
};
use arrow_schema::DataType;

use crate::ffi::error::Kind;
use crate::ffi::{Error, Result};

/// One value as 1.25 passes it: the element's bits (integers as C's cast
/// to `uint64_t` makes them, so signed ones are sign-extended; `float` in
/// the low 32 bits; `bool` as 0 or 1) and whether it is valid. A null
/// carries zero bits.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub(crate) struct Value {
    pub(crate) bits: u64,
    pub(crate) valid: bool,
}

impl Value {
    /// The null value.
    pub(crate) const NULL: Value = Value {
        bits: 0,
        valid: false,
    };

    /// A valid value of `bits`.
    pub(crate) fn of(bits: u64) -> Value {
        Value { bits, valid: true }
    }

    /// A valid value, or the null for `None`.
    pub(crate) fn or_null(bits: Option<u64>) -> Value {
        bits.map_or(Value::NULL, Value::of)
    }
}

/// 1.25's two value outputs (`uint64_t* bits`, `int32_t* valid`).
#[derive(Debug)]
pub(crate) struct ValueOut<'a> {
    bits: &'a mut u64,
    valid: &'a mut i32,
}

impl<'a> ValueOut<'a> {
    /// Clears whichever of the two is not NULL (a null value: zero bits,
    /// not valid), then refuses a NULL one (`IRX_ERR_INVALID`), as 1.25
    /// does.
    ///
    /// # Safety
    /// * Each pointer is NULL or writable for `'a`.
    pub(crate) unsafe fn new(bits: *mut u64, valid: *mut i32) -> Result<ValueOut<'a>> {
        // SAFETY: caller contract.
        let (bits, valid) = unsafe { (bits.as_mut(), valid.as_mut()) };
        let (bits, valid) = (
            bits.map(|b| {
                *b = 0;
                b
            }),
            valid.map(|v| {
                *v = 0;
                v
            }),
        );
        match (bits, valid) {
            (Some(bits), Some(valid)) => Ok(ValueOut { bits, valid }),
            _ => Err(Error::invalid("scalar outputs must not be NULL")),
        }
    }

    /// Writes `value`.
    pub(crate) fn set(self, value: Value) {
        *self.bits = value.bits;
        *self.valid = i32::from(value.valid);
    }
}

/// A numeric element type (every one of the eleven but `bool`).
pub(crate) trait Num:
    ArrowNumericType<Native: ArrowNativeTypeOp + PartialOrd> + Sized
{
    /// `float` or `double`.
    const FLOAT: bool;
    /// A signed integer or a float.
    const SIGNED: bool;
    /// The value `bits` encodes (C's cast for integers: the low bytes;
    /// the IEEE bits for floats, a `float` from the low 32).
    fn from_bits(bits: u64) -> Self::Native;
    /// The bits of a value ([`Value`]'s encoding).
    fn to_bits(value: Self::Native) -> u64;
    /// The value as a `double` (C's conversion).
    fn to_f64(value: Self::Native) -> f64;
    /// An integer's value (unused for floats).
    fn to_i128(value: Self::Native) -> i128;
    /// `a + b` and whether it overflowed (integers wrap; floats never
    /// overflow, as in Arrow C++'s checked kernels).
    fn add(a: Self::Native, b: Self::Native) -> (Self::Native, bool);
    /// `a - b`, as [`Num::add`].
    fn sub(a: Self::Native, b: Self::Native) -> (Self::Native, bool);
    /// `a * b`, as [`Num::add`].
    fn mul(a: Self::Native, b: Self::Native) -> (Self::Native, bool);
    /// `sum` of a column's chunks: 1.25's own for integers (widened to
    /// int64 or uint64, added in order, an error at the first partial sum
    /// out of range), Arrow C++'s for floats (float64, pairwise per chunk).
    fn sum(chunks: &[ArrayRef]) -> Result<Value>;
    /// The least non-null value of an array as Arrow C++'s `min_max`
    /// finds it (for floats NaN yields to any number, as C's `fmin`; all
    /// NaN gives NaN); `None` when all are null.
    /// An error only when a worker of the pool failed.
    fn min(array: &PrimitiveArray<Self>) -> Result<Option<Self::Native>>;
    /// The greatest, as [`Num::min`].
    fn max(array: &PrimitiveArray<Self>) -> Result<Option<Self::Native>>;
}

/// What a kernel is at one element type: [`per_type`] calls the method of
/// the type it is given, so every kernel is written once per kind of type
/// (numeric, boolean, anything else) instead of once per type.
pub(crate) trait PerType {
    type Output;
    /// At a numeric type.
    fn numeric<T: Num>(self) -> Result<Self::Output>;
    /// At `bool`.
    fn boolean(self) -> Result<Self::Output>;
    /// At a type outside the eleven.
    fn other(self, data_type: &DataType) -> Result<Self::Output>;
}

/// Runs `kernel` at `data_type`.
pub(crate) fn per_type<P: PerType>(data_type: &DataType, kernel: P) -> Result<P::Output> {
    match data_type {
        DataType::Int8 => kernel.numeric::<Int8Type>(),
        DataType::Int16 => kernel.numeric::<Int16Type>(),
        DataType::Int32 => kernel.numeric::<Int32Type>(),
        DataType::Int64 => kernel.numeric::<Int64Type>(),
        DataType::UInt8 => kernel.numeric::<UInt8Type>(),
        DataType::UInt16 => kernel.numeric::<UInt16Type>(),
        DataType::UInt32 => kernel.numeric::<UInt32Type>(),
        DataType::UInt64 => kernel.numeric::<UInt64Type>(),
        DataType::Float32 => kernel.numeric::<Float32Type>(),
        DataType::Float64 => kernel.numeric::<Float64Type>(),
        DataType::Boolean => kernel.boolean(),
        other => kernel.other(other),
    }
}

/// 1.25's scalar of element type `elem`: a one-element array holding
/// `value` decoded as that type (a `bool` is true for any non-zero bits),
/// or a null (of any type outside the eleven, 1.25's null scalar of a
/// column's own type).
pub(crate) fn scalar(data_type: &DataType, value: Value) -> Result<ArrayRef> {
    struct Make(Value);
    impl PerType for Make {
        type Output = ArrayRef;
        fn numeric<T: Num>(self) -> Result<ArrayRef> {
            let value = self.0.valid.then(|| T::from_bits(self.0.bits));
            Ok(Arc::new(PrimitiveArray::<T>::from_iter([value])))
        }
        fn boolean(self) -> Result<ArrayRef> {
            let value = self.0.valid.then_some(self.0.bits != 0);
            Ok(Arc::new(BooleanArray::from(vec![value])))
        }
        fn other(self, data_type: &DataType) -> Result<ArrayRef> {
            Ok(arrow_array::new_null_array(data_type, 1))
        }
    }
    per_type(data_type, Make(value))
}

/// Element `index` (in range) of `array` in 1.25's encoding;
/// `IRX_ERR_TYPE` for a valid element of a type outside the eleven.
pub(crate) fn value_at(array: &dyn Array, index: usize) -> Result<Value> {
    struct Read<'a>(&'a dyn Array, usize);
    impl PerType for Read<'_> {
        type Output = Value;
        fn numeric<T: Num>(self) -> Result<Value> {
            Ok(Value::of(T::to_bits(
                self.0.as_primitive::<T>().value(self.1),
            )))
        }
        fn boolean(self) -> Result<Value> {
            Ok(Value::of(u64::from(self.0.as_boolean().value(self.1))))
        }
        fn other(self, data_type: &DataType) -> Result<Value> {
            Err(Error::new(
                Kind::Type,
                format!("unsupported Series scalar type {data_type}"),
            ))
        }
    }
    if array.is_null(index) {
        return Ok(Value::NULL);
    }
    per_type(array.data_type(), Read(array, index))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::arrow::types::ElemType;

    #[test]
    fn bits_round_trip_as_c_casts_and_memcpy_do() {
        for elem in ElemType::ALL {
            let bits = match elem {
                ElemType::F32 => 1.5f32.to_bits() as u64,
                ElemType::F64 => (-2.25f64).to_bits(),
                ElemType::Bool => 1,
                _ => u64::MAX, // -1 in every signed type, the maximum unsigned
            };
            let data_type = crate::arrow::types::data_type(elem);
            let array = scalar(&data_type, Value::of(bits)).unwrap();
            let back = value_at(&array, 0).unwrap();
            let expected = match elem {
                ElemType::U8 => 0xff,
                ElemType::U16 => 0xffff,
                ElemType::U32 => 0xffff_ffff,
                _ => bits,
            };
            assert_eq!(back, Value::of(expected), "{elem:?}");
            let null = scalar(&data_type, Value::NULL).unwrap();
            assert_eq!(value_at(&null, 0).unwrap(), Value::NULL);
        }
        // Any non-zero bits are true; 300 is 44 as a uint8 (C's cast).
        let two = scalar(&DataType::Boolean, Value::of(2)).unwrap();
        assert_eq!(value_at(&two, 0).unwrap(), Value::of(1));
        let wide = scalar(&DataType::UInt8, Value::of(300)).unwrap();
        assert_eq!(value_at(&wide, 0).unwrap(), Value::of(44));
    }
}
