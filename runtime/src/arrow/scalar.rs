//! The one typed dispatch between the C value types of the `_int`, `_uint`
//! and `_double` function families (`int64_t`, `uint64_t`, `double`) and
//! the stored element types.
//!
//! [`CValue`] is implemented by the three C value types; [`with_native!`]
//! maps an [`ElemType`] to its Rust type once for every family. A C entry
//! point of a family is then one generic call instantiated at `i64`, `u64`
//! or `f64`, instead of three hand-written copies.

use crate::ffi::Error;

use super::types::{ElemType, ValueKind};

/// The Rust type of a stored fixed-width element. Conversions are Rust's
/// `as`, which narrows and widens exactly as a C cast does.
pub(crate) trait Native: Copy + Default + 'static {
    fn from_i64(v: i64) -> Self;
    fn from_u64(v: u64) -> Self;
    fn from_f64(v: f64) -> Self;
    fn to_i64(self) -> i64;
    fn to_u64(self) -> u64;
    fn to_f64(self) -> f64;
}

macro_rules! native {
    ($($t:ty),*) => {$(
        impl Native for $t {
            #[inline(always)]
            fn from_i64(v: i64) -> Self { v as $t }
            #[inline(always)]
            fn from_u64(v: u64) -> Self { v as $t }
            #[inline(always)]
            fn from_f64(v: f64) -> Self { v as $t }
            #[inline(always)]
            fn to_i64(self) -> i64 { self as i64 }
            #[inline(always)]
            fn to_u64(self) -> u64 { self as u64 }
            #[inline(always)]
            fn to_f64(self) -> f64 { self as f64 }
        }
    )*};
}
native!(i8, i16, i32, i64, u8, u16, u32, u64, f32, f64);

/// A C value type of one function family.
pub(crate) trait CValue: Copy + Default + 'static {
    /// The element types this family serves.
    const KIND: ValueKind;
    /// The element type stored exactly as `Self` (int64, uint64, float64):
    /// read without widening, so the readers test for it before dispatching.
    const WIDE: ElemType;
    /// `self` narrowed to a stored element type.
    fn narrow<T: Native>(self) -> T;
    /// A stored element widened to `Self`.
    fn widen<T: Native>(value: T) -> Self;
    /// A boolean element as a value (only the signed family serves bool).
    fn from_bool(bit: bool) -> Self;
    /// The boolean a value stores: non-zero is true.
    fn to_bool(self) -> bool;
}

macro_rules! c_value {
    ($($t:ty: $kind:ident, $wide:ident, $from:ident, $to:ident;)*) => {$(
        impl CValue for $t {
            const KIND: ValueKind = ValueKind::$kind;
            const WIDE: ElemType = ElemType::$wide;
            #[inline(always)]
            fn narrow<T: Native>(self) -> T {
                T::$from(self)
            }
            #[inline(always)]
            fn widen<T: Native>(value: T) -> Self {
                value.$to()
            }
            #[inline(always)]
            fn from_bool(bit: bool) -> Self {
                u8::from(bit) as $t
            }
            #[inline(always)]
            fn to_bool(self) -> bool {
                self != 0 as $t
            }
        }
    )*};
}
c_value! {
    i64: Signed, I64, from_i64, to_i64;
    u64: Unsigned, U64, from_u64, to_u64;
    f64: Float, F64, from_f64, to_f64;
}

/// Runs `$body` with the type alias `$t` set to the Rust type of a
/// fixed-width `$elem`, or `$bool` for `ElemType::Bool`.
macro_rules! with_native {
    ($elem:expr, $t:ident => $body:expr, bool => $bool:expr) => {
        native_match!($elem, $t, $body, $bool;
            I8 i8, I16 i16, I32 i32, I64 i64, U8 u8, U16 u16, U32 u32, U64 u64,
            F32 f32, F64 f64)
    };
}

/// `with_native!`'s match, written once over the element-to-type pairs.
macro_rules! native_match {
    ($elem:expr, $t:ident, $body:expr, $bool:expr; $($variant:ident $native:ty),*) => {{
        use $crate::arrow::types::ElemType as E;
        match $elem {
            $(E::$variant => {
                type $t = $native;
                $body
            })*
            E::Bool => $bool,
        }
    }};
}

/// The element of type `elem` at `src`, widened to `V`; a bool element is
/// one byte (non-zero is true).
///
/// # Safety
/// * `src` is readable for `elem.size()` bytes (any alignment).
#[inline(always)]
pub(crate) unsafe fn load<V: CValue>(elem: ElemType, src: *const u8) -> V {
    // The family's own 8-byte type first: one compare and a load, where the
    // general match is a jump through a table.
    if elem == V::WIDE {
        // SAFETY: caller contract; `Self` is the stored type.
        return unsafe { src.cast::<V>().read_unaligned() };
    }
    // SAFETY: caller contract; unaligned reads make no alignment claim, so a
    // caller's odd byte stride or offset is fine.
    unsafe {
        with_native!(elem, T => V::widen(src.cast::<T>().read_unaligned()),
            bool => V::from_bool(src.read() != 0))
    }
}

/// Stores `value` narrowed to `elem` at `dst`; a bool element is one byte.
///
/// # Safety
/// * `dst` is writable for `elem.size()` bytes (any alignment).
#[inline(always)]
pub(crate) unsafe fn store<V: CValue>(value: V, elem: ElemType, dst: *mut u8) {
    // SAFETY: caller contract.
    unsafe {
        with_native!(elem, T => dst.cast::<T>().write_unaligned(value.narrow::<T>()),
            bool => dst.write(u8::from(value.to_bool())))
    }
}

/// The error of a family function called on an element type it does not
/// serve, naming the function to use instead: `family` is the common
/// prefix (`irx_arrow_array_value`), `what` how the handle reads in prose
/// ("read a {name} array", "append to a {name} builder"). The guard puts
/// the called function's own name in front (`append_int32` shares
/// `append_int`'s body, so the body must not name itself).
#[cold]
#[inline(never)]
pub(crate) fn wrong_kind<V: CValue>(family: &str, elem: ElemType, what: &str) -> Error {
    Error::invalid(format!(
        "cannot {what} (use {family}_{})",
        elem.kind().suffix()
    ))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn load_and_store_narrow_and_widen_as_c_casts_do() {
        let mut slot = [0u8; 9];
        // An odd address: the dispatch must not assume alignment.
        let dst = slot[1..].as_mut_ptr();
        // SAFETY: `dst` has 8 writable bytes, enough for every element type.
        unsafe {
            store(-2i64, ElemType::I8, dst);
            assert_eq!(load::<i64>(ElemType::I8, dst), -2);
            store(300i64, ElemType::U8, dst);
            assert_eq!(load::<u64>(ElemType::U8, dst), 44);
            store(u64::MAX, ElemType::U64, dst);
            assert_eq!(load::<u64>(ElemType::U64, dst), u64::MAX);
            store(1.5f64, ElemType::F32, dst);
            assert_eq!(load::<f64>(ElemType::F32, dst), 1.5);
            store(7i64, ElemType::Bool, dst);
            assert_eq!(*dst, 1);
            assert_eq!(load::<i64>(ElemType::Bool, dst), 1);
        }
    }

    #[test]
    fn wrong_kind_names_the_function_to_use() {
        let e = wrong_kind::<f64>("irx_x_get", ElemType::I32, "read an int32 thing");
        assert_eq!(e.message, "cannot read an int32 thing (use irx_x_get_int)");
    }
}
