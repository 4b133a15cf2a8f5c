//! Array builders: typed growable storage plus a validity bitmap that only
//! exists once a null has been appended.
//!
//! The append path is what IR-generated loops call per element, so it does
//! one enum dispatch, one capacity check and one store; growth, bitmap
//! creation and every message live on cold paths.

use std::ffi::{c_int, c_void};

use arrow_buffer::Buffer;

use crate::ffi::error::Kind;
use crate::ffi::handle::{self, handle_type};
use crate::ffi::{Domain, Error, Result, export, guard_status};

use super::array::{ArrayHandle, Parts, Source};
use super::bits::BitVec;
use super::scalar::CValue;
use super::types::{ElemType, ValueKind, elem_from_id, irx_arrow_type_id};
use crate::alloc::{byte_size, reserve_error};

#[derive(Debug)]
enum Values {
    I8(Vec<i8>),
    I16(Vec<i16>),
    I32(Vec<i32>),
    I64(Vec<i64>),
    U8(Vec<u8>),
    U16(Vec<u16>),
    U32(Vec<u32>),
    U64(Vec<u64>),
    F32(Vec<f32>),
    F64(Vec<f64>),
    Bool(BitVec),
}

/// Runs `$body` with `$v` bound to the typed vector of a fixed-width
/// variant, or `$bool` for the bit-packed one.
macro_rules! with_values {
    ($values:expr, $v:ident => $body:expr, $b:ident => $bool:expr) => {
        match $values {
            Values::I8($v) => $body,
            Values::I16($v) => $body,
            Values::I32($v) => $body,
            Values::I64($v) => $body,
            Values::U8($v) => $body,
            Values::U16($v) => $body,
            Values::U32($v) => $body,
            Values::U64($v) => $body,
            Values::F32($v) => $body,
            Values::F64($v) => $body,
            Values::Bool($b) => $bool,
        }
    };
}

/// Room for `additional` more values (doubling, huge pages once large:
/// `alloc::grow_vec`), or `ENOMEM`.
fn grow<T: Copy>(v: &mut Vec<T>, additional: usize) -> Result<()> {
    crate::alloc::grow_vec(v, additional).map_err(reserve_error("array builder values"))
}

fn element_size<T>(_: &Vec<T>) -> usize {
    size_of::<T>()
}

/// Stores `value` when capacity allows; `false` sends the caller to the
/// slow path (growth), which owns every allocation and error.
#[inline(always)]
fn push_fast<T>(v: &mut Vec<T>, value: T) -> bool {
    let len = v.len();
    if len == v.capacity() {
        return false;
    }
    // SAFETY: `len < capacity`: the slot is allocated and unused.
    unsafe {
        v.as_mut_ptr().add(len).write(value);
        v.set_len(len + 1);
    }
    true
}

#[inline(always)]
fn push<T: Copy>(v: &mut Vec<T>, value: T) -> Result<()> {
    if v.len() == v.capacity() {
        grow(v, 1)?;
    }
    v.push(value);
    Ok(())
}

/// An opaque array builder for one primitive type, owned by one caller (not
/// reference counted, not for concurrent use).
///
/// Created by `irx_arrow_array_builder_new`; consumed by a successful
/// `irx_arrow_array_builder_finish`, or freed with
/// `irx_arrow_array_builder_release`.
#[derive(Debug)]
pub struct ArrayBuilder {
    spec: ElemType,
    values: Values,
    /// One bit per appended element; `None` until the first null.
    validity: Option<BitVec>,
    len: usize,
    null_count: usize,
}

handle_type!(ArrayBuilder, "builder", Owned);

impl ArrayBuilder {
    fn new(spec: ElemType) -> ArrayBuilder {
        let values = match spec {
            ElemType::I8 => Values::I8(Vec::new()),
            ElemType::I16 => Values::I16(Vec::new()),
            ElemType::I32 => Values::I32(Vec::new()),
            ElemType::I64 => Values::I64(Vec::new()),
            ElemType::U8 => Values::U8(Vec::new()),
            ElemType::U16 => Values::U16(Vec::new()),
            ElemType::U32 => Values::U32(Vec::new()),
            ElemType::U64 => Values::U64(Vec::new()),
            ElemType::F32 => Values::F32(Vec::new()),
            ElemType::F64 => Values::F64(Vec::new()),
            ElemType::Bool => Values::Bool(BitVec::default()),
        };
        ArrayBuilder {
            spec,
            values,
            validity: None,
            len: 0,
            null_count: 0,
        }
    }

    /// Room for one more validity bit, taken before the value is stored so
    /// that a failed allocation leaves the builder unchanged.
    #[inline(always)]
    fn reserve_validity_bit(&mut self) -> Result<()> {
        match &mut self.validity {
            Some(bits) => bits.reserve(1),
            None => Ok(()),
        }
    }

    #[inline(always)]
    fn appended_valid(&mut self) {
        if let Some(bits) = &mut self.validity {
            bits.push_reserved(true);
        }
        self.len += 1;
    }

    /// Whether the validity bitmap (if any) takes one more bit without
    /// allocating.
    #[inline(always)]
    fn validity_has_room(&self) -> bool {
        self.validity.as_ref().is_none_or(BitVec::has_room)
    }

    /// The per-element hot path: no allocation, no error. `false` means
    /// "take the slow path" (growth, bool, wrong family), nothing changed.
    #[inline(always)]
    fn fast<V: CValue>(&mut self, value: V) -> bool {
        if !self.validity_has_room() {
            return false;
        }
        // `V::KIND` is a constant: each instantiation keeps only the arms of
        // its own family, so the family check costs nothing here.
        use ValueKind::{Float, Signed, Unsigned};
        let stored = match (&mut self.values, V::KIND) {
            (Values::I8(v), Signed) => push_fast(v, value.narrow()),
            (Values::I16(v), Signed) => push_fast(v, value.narrow()),
            (Values::I32(v), Signed) => push_fast(v, value.narrow()),
            (Values::I64(v), Signed) => push_fast(v, value.narrow()),
            (Values::U8(v), Unsigned) => push_fast(v, value.narrow()),
            (Values::U16(v), Unsigned) => push_fast(v, value.narrow()),
            (Values::U32(v), Unsigned) => push_fast(v, value.narrow()),
            (Values::U64(v), Unsigned) => push_fast(v, value.narrow()),
            (Values::F32(v), Float) => push_fast(v, value.narrow()),
            (Values::F64(v), Float) => push_fast(v, value.narrow()),
            _ => false,
        };
        if stored {
            self.appended_valid();
        }
        stored
    }

    /// One null, once the bitmap exists and both buffers have room.
    #[inline(always)]
    fn fast_null(&mut self) -> bool {
        let Some(bits) = &mut self.validity else {
            return false;
        };
        if !bits.has_room() {
            return false;
        }
        let stored =
            with_values!(&mut self.values, v => push_fast(v, Default::default()), _b => false);
        if stored {
            bits.push_reserved(false);
            self.len += 1;
            self.null_count += 1;
        }
        stored
    }

    #[inline(never)]
    fn append<V: CValue>(&mut self, value: V) -> Result<()> {
        if self.spec.kind() != V::KIND {
            return Err(kind_mismatch::<V>(Holder::Array));
        }
        self.reserve_validity_bit()?;
        // `narrow` narrows exactly as a C cast does (two's complement
        // truncation); a bool stores "non-zero".
        with_values!(&mut self.values, v => push(v, value.narrow())?, b => {
            b.reserve(1)?;
            b.push_reserved(value.to_bool())
        });
        self.appended_valid();
        Ok(())
    }

    /// The length after appending `count` more elements, if it fits int64.
    fn grown_len(&self, count: usize) -> Result<usize> {
        self.len
            .checked_add(count)
            .filter(|&n| i64::try_from(n).is_ok())
            .ok_or_else(|| Error::overflow("array builder length would overflow int64"))
    }

    /// The validity bitmap, created (all valid so far) on first use.
    fn validity_mut(&mut self) -> Result<&mut BitVec> {
        if self.validity.is_none() {
            self.validity = Some(BitVec::ones(self.len)?);
        }
        Ok(self.validity.as_mut().expect("just created"))
    }

    fn reserve(&mut self, additional: usize) -> Result<()> {
        self.grown_len(additional)?;
        if let Some(width) = self.spec.arrow_byte_width() {
            byte_size(self.len + additional, width, "array builder values")?;
        }
        with_values!(&mut self.values,
            v => if v.capacity() - v.len() < additional { grow(v, additional) } else { Ok(()) },
            b => b.reserve(additional))?;
        if let Some(bits) = &mut self.validity {
            bits.reserve(additional)?;
        }
        Ok(())
    }

    #[inline(never)]
    fn append_null(&mut self, count: usize) -> Result<()> {
        if count == 0 {
            return Ok(());
        }
        // Reserve everything first: a failure leaves the builder unchanged.
        self.reserve(count)?;
        let len = self.len;
        self.validity_mut()?.extend_constant(false, count)?;
        with_values!(&mut self.values,
            v => v.resize(len + count, Default::default()),
            b => b.extend_constant(false, count)?);
        self.len += count;
        self.null_count += count;
        Ok(())
    }

    /// # Safety
    /// * `values` points to `count` readable elements of the builder's type
    ///   (one byte per element for bool); `validity` is NULL or points to
    ///   `ceil(count / 8)` readable bytes.
    unsafe fn append_values(
        &mut self,
        values: *const u8,
        validity: *const u8,
        count: usize,
    ) -> Result<()> {
        if count == 0 {
            return Ok(());
        }
        if values.is_null() {
            return Err(Error::null("values"));
        }
        self.reserve(count)?;
        // The bitmap is only materialised when the new bits hold a null.
        let zeros = if validity.is_null() {
            0
        } else {
            // SAFETY: caller contract on `validity`.
            unsafe { super::bits::count_zeros(validity, 0, count) }
        };
        if zeros > 0 && self.validity.is_none() {
            self.validity_mut()?;
        }
        if let Some(bits) = &mut self.validity {
            if validity.is_null() {
                bits.extend_constant(true, count)?;
            } else {
                // SAFETY: caller contract on `validity`.
                unsafe { bits.extend_from_bits(validity, count)? };
            }
        }
        with_values!(&mut self.values,
        v => {
            let len = v.len();
            // SAFETY: `count` elements reserved; the source holds
            // `count * size_of` bytes (caller contract) and cannot
            // overlap the builder's own storage. Copied as bytes, so the
            // source need not be aligned.
            unsafe {
                std::ptr::copy_nonoverlapping(
                    values,
                    v.as_mut_ptr().add(len).cast::<u8>(),
                    count * element_size(v),
                );
                v.set_len(len + count);
            }
        },
        b => {
            // SAFETY: one readable byte per element (caller contract).
            b.extend_from_bytes(unsafe { std::slice::from_raw_parts(values, count) })?
        });
        self.len += count;
        self.null_count += zeros;
        Ok(())
    }

    /// Moves the contents into an array; the builder is left empty.
    fn finish(&mut self) -> ArrayHandle {
        let len = std::mem::take(&mut self.len);
        let null_count = std::mem::take(&mut self.null_count);
        let empty = ArrayBuilder::new(self.spec).values;
        let values: Buffer = with_values!(std::mem::replace(&mut self.values, empty),
            v => Buffer::from_vec(v),
            b => b.into_buffer());
        let bitmap = self.validity.take().and_then(|bits| {
            debug_assert_eq!(bits.len(), len);
            // A bitmap without a zero says nothing: no array keeps one.
            (null_count > 0).then(|| (bits.into_buffer(), null_count))
        });
        // One value (or bit) per element; `null_count` counts exactly the
        // zero bits appended to the bitmap (what `Parts` asks).
        let parts = Parts {
            len,
            values,
            bitmap,
        };
        ArrayHandle::from_source(self.spec, true, Source::Parts(parts))
    }
}

/// Borrows a builder (NULL is `EINVAL`).
///
/// # Safety
/// * `builder` is NULL or a live builder not used by another thread.
#[inline(always)]
unsafe fn live<'a>(builder: *mut ArrayBuilder) -> Result<&'a mut ArrayBuilder> {
    // SAFETY: caller contract.
    unsafe { handle::borrow_mut(builder) }
}

/// The success path of a per-element append, run before (outside) the guard
/// so it needs no stack frame: `fast` stores the value only when the builder
/// has room and is of the right kind, and cannot panic (every bounds or
/// growth path in it is unreachable after its room checks). Returns true
/// when the value was stored; the caller then reports success.
///
/// # Safety
/// * `builder` is NULL or a live builder not used concurrently.
#[inline(always)]
unsafe fn try_fast(
    builder: *mut ArrayBuilder,
    fast: impl FnOnce(&mut ArrayBuilder) -> bool,
) -> bool {
    // SAFETY: caller contract.
    let stored = match unsafe { handle::peek_mut(builder) } {
        Some(b) => fast(b),
        None => false,
    };
    if stored {
        Domain::Arrow.clear_last_error();
    }
    stored
}

/// Everything the fast path declined (growth, first null, wrong kind, NULL),
/// under the guard and out of line.
///
/// # Safety
/// * `builder` is NULL or a live builder not used concurrently.
#[inline(never)]
unsafe fn append_guarded(
    function: &'static str,
    builder: *mut ArrayBuilder,
    slow: impl FnOnce(&mut ArrayBuilder) -> Result<()>,
) -> c_int {
    guard_status(Domain::Arrow, function, || {
        // SAFETY: caller contract.
        slow(unsafe { live(builder)? })
    })
}

/// The body of the per-element appends: the success path before (outside)
/// the guard, anything else through it.
///
/// # Safety
/// * `builder` is NULL or a live builder not used concurrently.
#[inline(always)]
unsafe fn append_one<V: CValue>(
    function: &'static str,
    builder: *mut ArrayBuilder,
    value: V,
) -> c_int {
    // The closure inlined by force: append_int and append_int32 share the
    // i64 one, and with two callers LLVM kept it out of line (a call per
    // append: 6.0 -> 4.3 ns per append_int32).
    // SAFETY: caller contract.
    if unsafe {
        try_fast(
            builder,
            #[inline(always)]
            |b| b.fast(value),
        )
    } {
        return 0;
    }
    // SAFETY: caller contract.
    unsafe { append_guarded(function, builder, |b| b.append(value)) }
}

/// What a per-element append stores into.
#[derive(Clone, Copy)]
pub(crate) enum Holder {
    Array,
    Tensor,
}

/// An append of a value of `V`'s family to a builder of another family, in
/// pyirx 1.25's words and category: `IRX_ERR_TYPE` there (an Arx program's
/// `TypeError`), `EINVAL` in 1.18, whose errno contract has no type
/// category. 1.25's text names the builder family the called append
/// expects (`append_int`: "a signed integer element type"); each is a
/// fixed string, so a refusal formats nothing.
#[cold]
pub(crate) fn kind_mismatch<V: CValue>(holder: Holder) -> Error {
    use irx_abi::ValueKind::{Float, Signed, Unsigned};
    let message = match (holder, V::KIND) {
        (Holder::Array, Signed) => "array builder expected a signed integer element type",
        (Holder::Array, Unsigned) => "array builder expected an unsigned integer element type",
        (Holder::Array, Float) => "array builder expected a floating element type",
        (Holder::Tensor, Signed) => "tensor builder expected a signed integer element type",
        (Holder::Tensor, Unsigned) => "tensor builder expected an unsigned integer element type",
        (Holder::Tensor, Float) => "tensor builder expected a floating element type",
    };
    Error::new(Kind::Type, message)
}

/// A negative count, in 1.25's words for the null append
/// (`null append count must be non-negative`) and the like for the others.
fn count_arg(count: i64, what: &'static str) -> Result<usize> {
    usize::try_from(count).map_err(|_| Error::invalid(what))
}

/// Creates an empty builder for `type_id` (`IRX_ARROW_TYPE_*`, 1..=11).
///
/// On success `*out_builder` holds the new builder; the caller owns it
/// until a successful `irx_arrow_array_builder_finish` consumes it, or
/// frees it with `irx_arrow_array_builder_release`. `*out_builder` is set
/// to NULL before any work. An unsupported type id or a NULL `out_builder`
/// ("out_builder must not be NULL", 1.25's text) is `EINVAL`.
///
/// # Safety
/// * `out_builder` is NULL or points to writable storage for one pointer.
#[export(Arrow, out = out_builder)]
pub unsafe fn irx_arrow_array_builder_new(
    type_id: i32,
    out_builder: *mut *mut ArrayBuilder,
) -> c_int {
    let spec = elem_from_id(type_id)?;
    *out_builder = handle::new(ArrayBuilder::new(spec))?;
    Ok(())
}

/// `irx_arrow_array_builder_new(IRX_ARROW_TYPE_INT32, out_builder)`.
///
/// # Safety
/// * `out_builder` is NULL or points to writable storage for one pointer.
#[export(Arrow, out = out_builder)]
pub unsafe fn irx_arrow_array_builder_int32_new(out_builder: *mut *mut ArrayBuilder) -> c_int {
    let spec = elem_from_id(irx_arrow_type_id::IRX_ARROW_TYPE_INT32 as i32)?;
    *out_builder = handle::new(ArrayBuilder::new(spec))?;
    Ok(())
}

/// Appends `count` nulls (any type). `count < 0` or a NULL `builder` is
/// `EINVAL`; `count == 0` does nothing. On error the builder is unchanged.
///
/// # Safety
/// * `builder` is NULL or a live builder not used concurrently.
#[export(unguarded)]
pub unsafe fn irx_arrow_array_builder_append_null(builder: *mut ArrayBuilder, count: i64) -> c_int {
    // SAFETY: caller contract.
    if unsafe { try_fast(builder, |b| count == 1 && b.fast_null()) } {
        return 0;
    }
    // SAFETY: caller contract.
    unsafe {
        append_guarded(FUNCTION, builder, |b| {
            b.append_null(count_arg(count, "null append count must be non-negative")?)
        })
    }
}

/// Appends a value to an int8, int16, int32, int64 or bool builder,
/// narrowed as a C cast narrows (bool: non-zero is true). A NULL `builder`
/// is `EINVAL`; any other builder type `EINVAL` in the 1.18 generation and
/// `IRX_ERR_TYPE` in the 1.25 one ("array builder expected a signed
/// integer element type", as 1.25). The builder is then unchanged.
///
/// # Safety
/// * `builder` is NULL or a live builder not used concurrently.
#[export(unguarded)]
pub unsafe fn irx_arrow_array_builder_append_int(builder: *mut ArrayBuilder, value: i64) -> c_int {
    // SAFETY: caller contract.
    unsafe { append_one(FUNCTION, builder, value) }
}

/// Appends a value to a uint8, uint16, uint32 or uint64 builder, narrowed
/// as a C cast narrows. A NULL `builder` is `EINVAL`; any other builder
/// type `EINVAL` in the 1.18 generation and `IRX_ERR_TYPE` in the 1.25 one
/// ("array builder expected an unsigned integer element type"). The
/// builder is then unchanged.
///
/// # Safety
/// * `builder` is NULL or a live builder not used concurrently.
#[export(unguarded)]
pub unsafe fn irx_arrow_array_builder_append_uint(builder: *mut ArrayBuilder, value: u64) -> c_int {
    // SAFETY: caller contract.
    unsafe { append_one(FUNCTION, builder, value) }
}

/// Appends a value to a float32 or float64 builder (float32: converted as a
/// C cast converts). A NULL `builder` is `EINVAL`; any other builder type
/// `EINVAL` in the 1.18 generation and `IRX_ERR_TYPE` in the 1.25 one
/// ("array builder expected a floating element type"). The builder is
/// then unchanged.
///
/// # Safety
/// * `builder` is NULL or a live builder not used concurrently.
#[export(unguarded)]
pub unsafe fn irx_arrow_array_builder_append_double(
    builder: *mut ArrayBuilder,
    value: f64,
) -> c_int {
    // SAFETY: caller contract.
    unsafe { append_one(FUNCTION, builder, value) }
}

/// `irx_arrow_array_builder_append_int(builder, value)`: the int32
/// shorthand (also accepted by the other signed and bool builders).
///
/// # Safety
/// * `builder` is NULL or a live builder not used concurrently.
#[export(unguarded)]
pub unsafe fn irx_arrow_array_builder_append_int32(
    builder: *mut ArrayBuilder,
    value: i32,
) -> c_int {
    // SAFETY: caller contract.
    unsafe { append_one(FUNCTION, builder, i64::from(value)) }
}

/// Extension: makes room for `additional` more elements so that the next
/// appends do not allocate. `additional < 0` or a NULL `builder` is
/// `EINVAL`; a total size overflowing int64 is `EOVERFLOW`; a failed
/// allocation `ENOMEM`. The builder's contents never change.
///
/// # Safety
/// * `builder` is NULL or a live builder not used concurrently.
#[export(Arrow)]
pub unsafe fn irx_arrow_array_builder_reserve(builder: *mut ArrayBuilder, additional: i64) -> i32 {
    // SAFETY: caller contract.
    let builder = unsafe { live(builder)? };
    builder.reserve(count_arg(additional, "reserve count must be non-negative")?)
}

/// Extension: appends `count` values in bulk (one `memcpy`).
///
/// `values` holds `count` elements of the builder's C type (`int8_t` ..
/// `double`; any alignment). For a bool builder it holds one byte per
/// element, non-zero meaning true (the buffer-view convention for bool).
/// `validity_or_null` is NULL (all valid) or an Arrow validity bitmap of
/// `count` bits, LSB first, starting at bit 0 of its first byte: a 0 bit
/// appends a null (the value at that position is stored but not
/// meaningful).
///
/// `count < 0`, a NULL `builder`, or a NULL `values` with `count > 0` is
/// `EINVAL`; `count == 0` does nothing. Sizes overflowing int64 are
/// `EOVERFLOW`, a failed allocation `ENOMEM`; on any error the builder is
/// unchanged.
///
/// # Safety
/// * `builder` is NULL or a live builder not used concurrently.
/// * `values` points to `count` readable elements (bytes for bool).
/// * `validity_or_null` is NULL or points to `ceil(count / 8)` readable
///   bytes.
#[export(Arrow)]
pub unsafe fn irx_arrow_array_builder_append_values(
    builder: *mut ArrayBuilder,
    values: *const c_void,
    validity_or_null: *const u8,
    count: i64,
) -> i32 {
    // SAFETY: caller contract.
    let builder = unsafe { live(builder)? };
    let count = count_arg(count, "append count must be non-negative")?;
    // Checked before any pointer arithmetic over `count` elements.
    byte_size(
        count,
        builder.spec.arrow_byte_width().unwrap_or(1),
        "values",
    )?;
    // SAFETY: caller contract on `values` and `validity_or_null`.
    unsafe { builder.append_values(values.cast::<u8>(), validity_or_null, count) }
}

/// Finishes the builder into an array (nullable, offset 0).
///
/// On success the builder is consumed (do not release it or use it again)
/// and `*out_array` holds a new array handle with one reference. On
/// failure (a NULL `builder` or `out_array`: `EINVAL`, with 1.25's texts
/// "builder must not be NULL" and "out_array must not be NULL") the
/// builder stays with the caller. `*out_array` is set to NULL before any
/// work.
///
/// # Safety
/// * `builder` is NULL or a live builder not used concurrently.
/// * `out_array` is NULL or points to writable storage for one pointer.
#[export(Arrow, out = out_array, first = builder as "builder")]
pub unsafe fn irx_arrow_array_builder_finish(
    builder: *mut ArrayBuilder,
    out_array: *mut *mut ArrayHandle,
) -> c_int {
    // SAFETY: caller contract on `builder`, given up on success.
    // The handle goes into its `Arc` inside the closure: returned by value
    // it would be copied twice more on the way out.
    let array = unsafe { handle::consume(builder, |b| Ok(ArrayHandle::shared(b.finish())))? };
    *out_array = handle::from_arc(array)?;
    Ok(())
}

/// Frees a builder that was not consumed by a successful finish. NULL is a
/// no-op.
///
/// A handle that is not a live builder (already finished or released, or
/// not made by this runtime) changes nothing and leaves a message in
/// `irx_arrow_last_error`.
///
/// # Safety
/// None beyond passing a pointer; `builder` must not be used afterwards.
#[export(Arrow)]
pub unsafe fn irx_arrow_array_builder_release(builder: *mut ArrayBuilder) {
    handle::release(builder)
}

#[cfg(test)]
mod tests {
    use super::*;
    use irx_abi::irx_arrow_type_id::{IRX_ARROW_TYPE_FLOAT64, IRX_ARROW_TYPE_INT32};

    /// The status of a wrong-family append: pyirx 1.25's `IRX_ERR_TYPE` in
    /// its generation, `EINVAL` in 1.18's; 1.25's text in both.
    #[test]
    fn a_wrong_family_append_is_1_25s_type_error() {
        let expected = if crate::generation::is_1_25() {
            irx_abi::native::IRX_ERR_TYPE
        } else {
            irx_abi::status::EINVAL
        };
        let mut floats = std::ptr::null_mut();
        let mut ints = std::ptr::null_mut();
        // SAFETY: writable out slots; live builders until released.
        unsafe {
            assert_eq!(
                irx_arrow_array_builder_new(IRX_ARROW_TYPE_FLOAT64 as i32, &mut floats),
                0
            );
            assert_eq!(irx_arrow_array_builder_int32_new(&mut ints), 0);
            let cases = [
                (
                    irx_arrow_array_builder_append_int(floats, 1),
                    "array builder expected a signed integer element type",
                ),
                (
                    irx_arrow_array_builder_append_int32(floats, 1),
                    "array builder expected a signed integer element type",
                ),
                (
                    irx_arrow_array_builder_append_uint(ints, 1),
                    "array builder expected an unsigned integer element type",
                ),
                (
                    irx_arrow_array_builder_append_double(ints, 1.0),
                    "array builder expected a floating element type",
                ),
            ];
            for (status, message) in cases {
                assert_eq!(status, expected, "{message}");
            }
            // The last message: the double's.
            assert_eq!(
                Domain::Arrow.last_message().as_deref(),
                Some("array builder expected a floating element type")
            );
            assert_eq!(irx_arrow_array_builder_append_null(ints, -1), {
                if crate::generation::is_1_25() { -6 } else { 22 }
            });
            assert_eq!(
                Domain::Arrow.last_message().as_deref(),
                Some("null append count must be non-negative")
            );
            let mut out = std::ptr::null_mut();
            assert_ne!(
                irx_arrow_array_builder_new(IRX_ARROW_TYPE_INT32 as i32, std::ptr::null_mut()),
                0
            );
            assert_eq!(
                Domain::Arrow.last_message().as_deref(),
                Some("out_builder must not be NULL")
            );
            assert_ne!(
                irx_arrow_array_builder_finish(ints, std::ptr::null_mut()),
                0
            );
            assert_eq!(
                Domain::Arrow.last_message().as_deref(),
                Some("out_array must not be NULL")
            );
            assert_eq!(irx_arrow_array_builder_finish(ints, &mut out), 0);
            crate::arrow::array::irx_arrow_array_release(out);
            irx_arrow_array_builder_release(floats);
        }
    }
}
