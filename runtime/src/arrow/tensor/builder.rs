//! The tensor builder: zeroed storage filled in storage order, then turned
//! into an immutable tensor.

use std::ffi::{c_int, c_void};
use std::ptr;

use arrow_buffer::MutableBuffer;

use crate::alloc::byte_size;
use crate::buffer::view::element_count;
use crate::ffi::handle::{self, handle_type};
use crate::ffi::{Domain, Error, Result, export, guard_status};

use super::handle::Tensor;
use super::layout::*;
use crate::arrow::builder::{Holder, kind_mismatch};
use crate::arrow::scalar::{CValue, store};
use crate::arrow::types::{ElemType, ValueKind};

/// A tensor under construction (single owner, one thread at a time).
///
/// Created by `irx_arrow_tensor_builder_new`, filled with
/// `irx_arrow_tensor_builder_append_*`, consumed by a successful
/// `irx_arrow_tensor_builder_finish`, or freed with
/// `irx_arrow_tensor_builder_release`.
#[derive(Debug)]
pub struct TensorBuilder {
    spec: ElemType,
    // Copies of `spec.kind()` and the element width: the append hot path
    // reads only the builder itself.
    kind: ValueKind,
    width: usize,
    count: usize,
    appended: usize,
    data: MutableBuffer,
    shape: Vec<i64>,
    strides: Vec<i64>,
}

handle_type!(TensorBuilder, "tensor builder", Owned);

#[cold]
#[inline(never)]
fn builder_full() -> Error {
    Error::invalid("too many values appended to tensor builder")
}

impl TensorBuilder {
    /// # Safety
    /// Same as [`caller_layout`].
    unsafe fn new(
        type_id: i32,
        ndim: i32,
        shape: *const i64,
        strides: *const i64,
    ) -> Result<TensorBuilder> {
        let (spec, width) = tensor_spec(type_id)?;
        if crate::generation::is_1_25() {
            // SAFETY: caller contract.
            unsafe { shape_125(ndim, shape)? };
        }
        // SAFETY: caller contract.
        let (shape, strides) = unsafe { caller_layout(ndim, shape, strides, width, false)? };
        let count = element_count(&shape)?;
        // Everything that can be checked is checked before allocating, so
        // invalid input of any size is EINVAL/EOVERFLOW, never ENOMEM.
        let nbytes = byte_size(
            usize::try_from(count).unwrap_or(usize::MAX),
            width,
            "tensor storage",
        )?;
        check_within_storage(&shape, &strides, 0, width, nbytes)?;
        let data = zeroed_storage(count, width)?;
        Ok(TensorBuilder {
            spec,
            kind: spec.kind(),
            width,
            count: count as usize,
            appended: 0,
            data,
            shape,
            strides,
        })
    }

    /// The success path of an append, run outside the guard: when the
    /// builder is non-NULL, of `V`'s family, and has a slot left, stores
    /// `value`, clears the last error and returns true. Otherwise it touches
    /// nothing and returns false, and the caller goes through the guard,
    /// which reports the error. Nothing on this path can panic.
    ///
    /// # Safety
    /// * `builder` is NULL or a live builder not used by another thread.
    #[inline(always)]
    unsafe fn try_fast<V: CValue>(builder: *mut TensorBuilder, value: V) -> bool {
        // SAFETY: caller contract.
        match unsafe { handle::peek_mut(builder) } {
            Some(b) if b.kind == V::KIND && b.appended < b.count => {
                // Write first: the thread-local access may be a call, and
                // nothing then needs to survive it.
                b.write(value);
                Domain::Arrow.clear_last_error();
                true
            }
            _ => false,
        }
    }

    /// Why an append of `V` is refused; out of line to keep appends small.
    #[cold]
    #[inline(never)]
    fn refusal<V: CValue>(&self) -> Error {
        // 1.25's order: a full builder is refused before the value's
        // family is looked at.
        if self.appended >= self.count {
            builder_full()
        } else {
            kind_mismatch::<V>(Holder::Tensor)
        }
    }

    // `write` fills the next slot; its callers checked that one is left and
    // that the family matches.

    #[inline(always)]
    fn write<V: CValue>(&mut self, value: V) {
        debug_assert!(self.appended < self.count);
        // SAFETY: `appended < count` (callers), so the slot lies inside the
        // `count * width` bytes of storage.
        unsafe {
            store(
                value,
                self.spec,
                self.data.as_mut_ptr().add(self.appended * self.width),
            )
        };
        self.appended += 1;
    }

    /// The guarded append (the fast path declined): report or write.
    fn append<V: CValue>(&mut self, value: V) -> Result<()> {
        if self.kind != V::KIND || self.appended >= self.count {
            return Err(self.refusal::<V>());
        }
        self.write(value);
        Ok(())
    }

    /// # Safety
    /// * `values` is NULL or points to `count * width` readable bytes.
    unsafe fn append_values(&mut self, values: *const c_void, count: i64) -> Result<()> {
        let count = usize::try_from(count)
            .map_err(|_| Error::invalid(format!("count is negative ({count})")))?;
        if count == 0 {
            return Ok(());
        }
        if values.is_null() {
            return Err(Error::null("values (with count > 0)"));
        }
        let left = self.count - self.appended;
        if count > left {
            return Err(Error::invalid(format!(
                "too many values: {count} given, {left} of {} slots left",
                self.count
            )));
        }
        // SAFETY: `count <= left` slots fit in the storage; the caller
        // promises `count * width` readable bytes, which cannot overlap the
        // builder's private storage.
        unsafe {
            ptr::copy_nonoverlapping(
                values.cast::<u8>(),
                self.data.as_mut_ptr().add(self.appended * self.width),
                count * self.width,
            );
        }
        self.appended += count;
        Ok(())
    }

    /// Moves the filled storage into a tensor. The builder is left empty and
    /// must be freed afterwards.
    fn take_tensor(&mut self) -> Result<Tensor> {
        if self.appended != self.count && crate::generation::is_1_25() {
            return Err(Error::invalid(
                "tensor builder value count does not match tensor shape extent",
            ));
        }
        if self.appended != self.count {
            return Err(Error::invalid(format!(
                "finish needs exactly {} values, {} appended",
                self.count, self.appended
            )));
        }
        Ok(Tensor::new(
            self.spec,
            std::mem::take(&mut self.data).into(),
            std::mem::take(&mut self.shape),
            std::mem::take(&mut self.strides),
        ))
    }
}

/// 1.25's checks of a builder's `ndim` and `shape`, in its order and
/// words; [`caller_layout`] then refuses the same input in ours.
///
/// # Safety
/// * `shape` is NULL or holds `ndim` readable entries.
#[cold]
unsafe fn shape_125(ndim: i32, shape: *const i64) -> Result<()> {
    if ndim < 0 {
        return Err(Error::invalid("tensor ndim must be non-negative"));
    }
    if ndim > 0 && shape.is_null() {
        return Err(Error::invalid(
            "tensor shape must not be NULL when ndim is positive",
        ));
    }
    let mut count: i64 = 1;
    for axis in 0..ndim as usize {
        // SAFETY: `shape` holds `ndim` entries (caller contract).
        let extent = unsafe { *shape.add(axis) };
        if extent < 0 {
            return Err(Error::invalid(
                "tensor shape dimensions must be non-negative",
            ));
        }
        count = count
            .checked_mul(extent)
            .ok_or_else(|| Error::overflow("tensor shape extent overflowed int64"))?;
    }
    Ok(())
}

/// Creates a builder for a tensor of `type_id` with `ndim` dimensions.
///
/// `type_id` is one of the ten fixed-width numeric `IRX_ARROW_TYPE_*` ids
/// (`IRX_ARROW_TYPE_BOOL` is refused: it is bit-packed). `shape` holds
/// `ndim` non-negative extents (it may be NULL when `ndim` is 0: a 0-d tensor
/// holds one element). `strides` holds `ndim` non-negative byte strides, or
/// is NULL for row-major (C order) strides computed with extents below 1
/// counted as 1. Both arrays are copied; the caller keeps them.
///
/// The storage (extents product × element size bytes) is zero-initialised
/// and cache-line aligned. Appends fill it in storage order: the n-th value
/// lands at byte n × element size, whatever the strides. Strides that would
/// address an element outside that storage are refused here.
///
/// Returns 0 and a new builder in `*out` (the caller finishes or releases
/// it), or `EINVAL` (NULL `out`, unsupported type id, bool, `ndim < 0`, NULL
/// shape with `ndim > 0`, a negative extent or stride, strides reaching
/// outside the storage), `EOVERFLOW` (element count or byte size over
/// int64), `ENOMEM` (allocation failed), with a message in
/// `irx_arrow_last_error()`. `*out` is set to NULL before any work.
///
/// # Safety
/// * `shape` and `strides` are NULL or hold `ndim` readable entries.
/// * `out` is NULL or points to writable storage for one pointer.
#[export(Arrow, out = out as "out_builder")]
pub unsafe fn irx_arrow_tensor_builder_new(
    type_id: i32,
    ndim: i32,
    shape: *const i64,
    strides: *const i64,
    out: *mut *mut TensorBuilder,
) -> c_int {
    // SAFETY: caller contract.
    let builder = unsafe { TensorBuilder::new(type_id, ndim, shape, strides)? };
    *out = handle::new(builder)?;
    Ok(())
}

/// Appends one value to a signed-integer tensor builder (int8, int16, int32,
/// int64), narrowed to the element type the way a C cast narrows.
///
/// Returns 0, or `EINVAL` (NULL builder, a builder of another kind, or all
/// `size` slots already filled) with a message; a failed append consumes no
/// slot and leaves the builder usable.
///
/// # Safety
/// * `builder` is NULL or a live builder from `irx_arrow_tensor_builder_new`
///   not used by another thread during the call.
#[export(unguarded)]
pub unsafe fn irx_arrow_tensor_builder_append_int(
    builder: *mut TensorBuilder,
    value: i64,
) -> c_int {
    // SAFETY: caller contract.
    unsafe { append_one(FUNCTION, builder, value) }
}

/// The body of the per-element appends: the success path runs before
/// (outside) the guard; anything else goes to the guarded path.
///
/// # Safety
/// * `builder` is NULL or a live builder not used by another thread.
#[inline(always)]
unsafe fn append_one<V: CValue>(
    function: &'static str,
    builder: *mut TensorBuilder,
    value: V,
) -> c_int {
    // SAFETY: caller contract.
    if unsafe { TensorBuilder::try_fast(builder, value) } {
        return 0;
    }
    // SAFETY: caller contract.
    unsafe { append_guarded(function, builder, value) }
}

/// The guarded path of the per-element appends: out of line so their
/// success paths stay leaves without register spills.
///
/// # Safety
/// * `builder` is NULL or a live builder not used by another thread.
#[cold]
#[inline(never)]
unsafe fn append_guarded<V: CValue>(
    function: &'static str,
    builder: *mut TensorBuilder,
    value: V,
) -> c_int {
    guard_status(Domain::Arrow, function, || {
        // SAFETY: caller contract.
        unsafe { handle::borrow_mut(builder)? }.append(value)
    })
}

/// Appends one value to an unsigned-integer tensor builder (uint8, uint16,
/// uint32, uint64), narrowed the way a C cast narrows.
///
/// Returns 0, or `EINVAL` (NULL builder, another kind, builder full) with a
/// message; a failed append consumes no slot.
///
/// # Safety
/// Same as `irx_arrow_tensor_builder_append_int`.
#[export(unguarded)]
pub unsafe fn irx_arrow_tensor_builder_append_uint(
    builder: *mut TensorBuilder,
    value: u64,
) -> c_int {
    // SAFETY: caller contract.
    unsafe { append_one(FUNCTION, builder, value) }
}

/// Appends one value to a float32 or float64 tensor builder (a float32
/// element gets `(float)value`).
///
/// Returns 0, or `EINVAL` (NULL builder, another kind, builder full) with a
/// message; a failed append consumes no slot.
///
/// # Safety
/// Same as `irx_arrow_tensor_builder_append_int`.
#[export(unguarded)]
pub unsafe fn irx_arrow_tensor_builder_append_double(
    builder: *mut TensorBuilder,
    value: f64,
) -> c_int {
    // SAFETY: caller contract.
    unsafe { append_one(FUNCTION, builder, value) }
}

/// Extension: appends `count` values at once, copied byte for byte from
/// `values`, which holds `count` elements of the tensor's element type
/// (e.g. `double[]` for float64) in storage order. Any element type is
/// accepted; no conversion happens. `values` needs no particular alignment.
///
/// `count` 0 is a successful no-op (and `values` may then be NULL). Returns
/// 0, or `EINVAL` (NULL builder, `count < 0`, NULL `values` with
/// `count > 0`, more values than slots left) with a message; a failed call
/// appends nothing.
///
/// # Safety
/// * `builder` as for `irx_arrow_tensor_builder_append_int`.
/// * `values` is NULL or points to `count` × element size readable bytes.
#[export(Arrow)]
pub unsafe fn irx_arrow_tensor_builder_append_values(
    builder: *mut TensorBuilder,
    values: *const c_void,
    count: i64,
) -> c_int {
    // SAFETY: caller contract.
    let builder = unsafe { handle::borrow_mut(builder)? };
    // SAFETY: caller contract.
    unsafe { builder.append_values(values, count) }
}

/// Turns a builder holding exactly `size` values into a tensor.
///
/// On success (0) the builder is consumed (do not release it) and `*out`
/// holds a new tensor with one reference, released with
/// `irx_arrow_tensor_release`. On failure the builder stays the caller's
/// and usable (append the missing values and finish again, or release it):
/// `EINVAL` for a NULL builder or `out`, or a value count other than `size`,
/// with a message. `*out` is set to NULL before any work.
///
/// # Safety
/// * `builder` as for `irx_arrow_tensor_builder_append_int`.
/// * `out` is NULL or points to writable storage for one pointer.
#[export(Arrow, out = out as "out_tensor", first = builder as "tensor builder")]
pub unsafe fn irx_arrow_tensor_builder_finish(
    builder: *mut TensorBuilder,
    out: *mut *mut Tensor,
) -> c_int {
    // SAFETY: caller contract on `builder`, given up on success.
    let tensor = unsafe { handle::consume(builder, TensorBuilder::take_tensor)? };
    *out = handle::new(tensor)?;
    Ok(())
}

/// Frees a builder that was not (successfully) finished. NULL is a no-op.
///
/// A handle that is not a live builder (already finished or released, or
/// not made by this runtime) changes nothing and leaves a message in
/// `irx_arrow_last_error`.
///
/// # Safety
/// None beyond passing a pointer; `builder` must not be used afterwards.
#[export(Arrow)]
pub unsafe fn irx_arrow_tensor_builder_release(builder: *mut TensorBuilder) {
    handle::release(builder)
}
