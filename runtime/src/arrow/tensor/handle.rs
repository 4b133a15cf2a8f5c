//! The immutable, reference-counted tensor handle: its getters, element
//! reads and the buffer views it lends.

use std::ffi::{c_int, c_void};
use std::ptr;
use std::sync::Arc;

use arrow_buffer::Buffer;

use crate::buffer::view::{self, BufferView, c_order_strides, contiguity_flags, element_count};
use crate::buffer::{
    BufferOwner, IRX_BUFFER_FLAG_BORROWED, IRX_BUFFER_FLAG_EXTERNAL_OWNER, IRX_BUFFER_FLAG_READONLY,
};
use crate::ffi::handle::{self, handle_type, out_struct};
use crate::ffi::slice::from_raw_parts;
use crate::ffi::{Domain, Error, Result, export, guard_status};

use super::layout::*;
use crate::arrow::scalar::{CValue, load, wrong_kind};
use crate::arrow::types::{ElemType, ValueKind, irx_arrow_type_id};

/// An immutable N-d tensor with an atomic reference count.
///
/// Made by `irx_arrow_tensor_builder_finish` or
/// `irx_arrow_tensor_from_buffer_view` with one reference;
/// `irx_arrow_tensor_retain` adds one and `irx_arrow_tensor_release` drops
/// one (safe from any thread). Pointers it hands out (shape, strides,
/// borrowed views) stay valid as long as the caller holds a reference.
#[derive(Debug)]
pub struct Tensor {
    pub(super) spec: ElemType,
    pub(super) data: Buffer,
    pub(super) shape: Box<[i64]>,
    pub(super) strides: Box<[i64]>,
    size: i64,
    layout_flags: i32,
    /// `(extent, byte stride)` of the first two axes (zero beyond `ndim`),
    /// beside the handle's other fields: the element getters, called once
    /// per element, read vectors and matrices from here without following
    /// the `shape` and `strides` pointers.
    axes: [(i64, i64); 2],
    /// The getters' shortcut: [`shortcut`] of the family whose own 8-byte
    /// type the elements are (int64, uint64, float64) and `ndim`, for a
    /// vector or a matrix of such elements; 0 for any other tensor. One
    /// compare of it picks a path with neither the `ndim` nor the
    /// element-type dispatch. A field of its own, not a test of `spec`, so
    /// the compiler does not fold it into the dispatch's jump table.
    shortcut: u16,
}

handle_type!(Tensor, "tensor", Shared);

/// The byte offset of entry `i` along an axis of `(extent, byte stride)`,
/// or `None` outside `0..extent`. As unsigned, a negative `i` is beyond any
/// extent, so one compare covers both ends. Once every entry of an index is
/// in bounds the offset cannot overflow (see `Tensor::element`); wrapping
/// keeps the getters' path free of overflow checks meanwhile.
#[inline(always)]
fn at(i: i64, (extent, stride): (i64, i64)) -> Option<i64> {
    ((i as u64) < (extent as u64)).then(|| i.wrapping_mul(stride))
}

/// The [`Tensor::shortcut`] of a vector (`ndim` 1) or matrix (2) whose
/// elements are `kind`'s 8-byte type: never 0.
const fn shortcut(kind: ValueKind, ndim: usize) -> u16 {
    (kind as u16 + 1) << 8 | ndim as u16
}

impl Tensor {
    pub(super) fn new(spec: ElemType, data: Buffer, shape: Vec<i64>, strides: Vec<i64>) -> Tensor {
        let width = spec.arrow_byte_width().unwrap_or(1) as i64;
        let mut axes = [(0, 0); 2];
        for (axis, (&extent, &stride)) in axes.iter_mut().zip(shape.iter().zip(&strides)) {
            *axis = (extent, stride);
        }
        let wide_kind = [
            (i64::WIDE, i64::KIND),
            (u64::WIDE, u64::KIND),
            (f64::WIDE, f64::KIND),
        ]
        .into_iter()
        .find_map(|(wide, kind)| (wide == spec).then_some(kind));
        Tensor {
            spec,
            axes,
            shortcut: match (wide_kind, shape.len()) {
                (Some(kind), ndim @ (1 | 2)) => shortcut(kind, ndim),
                _ => 0,
            },
            size: shape.iter().product(),
            layout_flags: contiguity_flags(&shape, &strides, width),
            data,
            shape: shape.into_boxed_slice(),
            strides: strides.into_boxed_slice(),
        }
    }

    fn width(&self) -> usize {
        self.spec.arrow_byte_width().unwrap_or(1)
    }

    fn dtype(&self) -> *mut c_void {
        self.spec.dtype_token() as isize as *mut c_void
    }

    /// NULL for a 0-d tensor, as IRx does.
    fn dims_ptr(dims: &[i64]) -> *const i64 {
        if dims.is_empty() {
            ptr::null()
        } else {
            dims.as_ptr()
        }
    }

    fn borrowed_view(&self) -> BufferView {
        BufferView {
            data: self.data.as_ptr().cast_mut().cast(),
            owner: ptr::null_mut(),
            dtype: self.dtype(),
            ndim: self.shape.len() as i32,
            shape: Self::dims_ptr(&self.shape).cast_mut(),
            strides: Self::dims_ptr(&self.strides).cast_mut(),
            offset_bytes: 0,
            flags: IRX_BUFFER_FLAG_BORROWED | IRX_BUFFER_FLAG_READONLY | self.layout_flags,
        }
    }

    /// The address of the element at `index`, bounds-checked.
    ///
    /// # Safety
    /// * `index` is NULL or holds `ndim` readable entries.
    unsafe fn element(&self, index: *const i64) -> Result<*const u8> {
        // SAFETY: caller contract.
        let index = unsafe { from_raw_parts(index, self.shape.len(), "index (with ndim > 0)")? };
        for (axis, (&i, &extent)) in index.iter().zip(&self.shape).enumerate() {
            if i < 0 || i >= extent {
                return Err(Error::invalid(format!(
                    "index[{axis}] = {i} is outside [0, {extent})"
                )));
            }
        }
        // Only now that every entry is in bounds: a tensor with no element
        // may have any strides (nothing checks them against the storage),
        // so an earlier axis's i * stride could overflow before a later
        // axis of extent 0 refused the index.
        // Cannot overflow: the tensor has elements, and builder_new checked
        // that the last element of every axis lies inside the storage.
        let offset: i64 = index.iter().zip(&self.strides).map(|(&i, &s)| i * s).sum();
        // SAFETY: every in-bounds index addresses an element inside the
        // storage (checked when the tensor was made).
        Ok(unsafe { self.data.as_ptr().add(offset as usize) })
    }

    /// The getters' first path: an element of a vector or a matrix of the
    /// family's own 8-byte type (the common reads), or `None` for anything
    /// else (another tensor, a NULL index, an entry out of bounds), which
    /// [`Tensor::try_get_any`] then takes, out of line (so that this path
    /// needs no callee-saved register). Panic-free.
    ///
    /// # Safety
    /// * `index` is NULL or holds `ndim` readable entries.
    #[inline(always)]
    unsafe fn try_get_shortcut<V: CValue>(&self, index: *const i64) -> Option<V> {
        if index.is_null() {
            return None;
        }
        let offset = if self.shortcut == shortcut(V::KIND, 1) {
            // SAFETY: caller contract: `index` holds ndim entries.
            at(unsafe { index.read_unaligned() }, self.axes[0])?
        } else if self.shortcut == shortcut(V::KIND, 2) {
            // SAFETY: as above.
            let (i, j) = unsafe { (index.read_unaligned(), index.add(1).read_unaligned()) };
            at(i, self.axes[0])?.wrapping_add(at(j, self.axes[1])?)
        } else {
            return None;
        };
        // SAFETY: every entry in bounds: the element lies inside the storage
        // (checked when the tensor was made); unaligned, as a caller's
        // strides allow.
        Some(unsafe {
            self.data
                .as_ptr()
                .add(offset as usize)
                .cast::<V>()
                .read_unaligned()
        })
    }

    /// The success path of a getter for any tensor, panic-free and without
    /// building an error: `None` for a wrong kind, a NULL index (with
    /// ndim > 0) or an index entry out of bounds; the guarded path then
    /// says which.
    ///
    /// # Safety
    /// As for [`Tensor::try_get_shortcut`].
    #[inline(always)]
    unsafe fn try_get_any<V: CValue>(&self, index: *const i64) -> Option<V> {
        if index.is_null() && !self.shape.is_empty() {
            return None;
        }
        let entry = |axis: usize| {
            // SAFETY: `index` holds ndim entries (caller contract), and
            // `axis` < ndim at every call below.
            unsafe { index.add(axis).read_unaligned() }
        };
        let offset = match self.shape.len() {
            0 => 0,
            1 => at(entry(0), self.axes[0])?,
            2 => at(entry(0), self.axes[0])?.wrapping_add(at(entry(1), self.axes[1])?),
            _ => {
                let mut offset = 0i64;
                for (axis, (&extent, &stride)) in self.shape.iter().zip(&self.strides).enumerate() {
                    offset = offset.wrapping_add(at(entry(axis), (extent, stride))?);
                }
                offset
            }
        };
        // SAFETY: every entry in bounds: the element lies inside the storage
        // (checked when the tensor was made); `load` makes no alignment
        // assumption.
        (self.spec.kind() == V::KIND)
            .then(|| unsafe { load(self.spec, self.data.as_ptr().add(offset as usize)) })
    }

    /// Element `index` widened to `V`, for the family of `V` only.
    ///
    /// # Safety
    /// Same as [`Tensor::element`].
    unsafe fn get<V: CValue>(&self, index: *const i64) -> Result<V> {
        if self.spec.kind() != V::KIND {
            let what = format!("read a {} tensor", self.spec.name());
            return Err(wrong_kind::<V>("irx_arrow_tensor_get", self.spec, &what));
        }
        // SAFETY: caller contract; the element lies inside the storage, at
        // whatever byte offset a caller's view strides put it.
        Ok(unsafe { load(self.spec, self.element(index)?) })
    }
}

impl Tensor {
    /// A new C-order tensor holding a deep copy of a valid view's elements.
    ///
    /// # Safety
    /// * `view` is NULL or points to a readable view whose shape/strides
    ///   hold `ndim` entries and whose memory covers every element it
    ///   addresses.
    unsafe fn copy_of_view(view: *const BufferView) -> Result<Tensor> {
        // SAFETY: caller contract.
        let src = unsafe { view::read_view(view)? };
        // SAFETY: caller contract.
        unsafe { view::validate(&src)? };
        // SAFETY: validated above.
        let (shape, strides) = unsafe { view::dims(&src)? };
        let token = src.dtype as isize;
        let spec = ElemType::from_dtype_token(token).ok_or_else(|| {
            Error::invalid(format!(
                "view dtype {token:#x} is not a primitive dtype token (IRX_BUFFER_DTYPE_INT8..IRX_BUFFER_DTYPE_FLOAT64)"
            ))
        })?;
        let (spec, width) = tensor_spec(spec.type_id() as i32)?;
        let mut data = zeroed_storage(element_count(shape)?, width)?;
        // SAFETY: `src` is valid and covers its elements (caller contract);
        // `data` is fresh storage for all of them in C order.
        unsafe { view::gather(&src, shape, strides, width as i64, data.as_mut_ptr()) };
        let c_strides = c_order_strides(shape, width as i64)?;
        Ok(Tensor::new(spec, data.into(), shape.to_vec(), c_strides))
    }

    /// A readonly view of part of the storage whose owner holds `tensor`
    /// (and the view's own shape/strides arrays) until its last release.
    ///
    /// # Safety
    /// Same as [`caller_layout`].
    unsafe fn external_view(
        tensor: Arc<Tensor>,
        ndim: i32,
        shape: *const i64,
        strides: *const i64,
        offset_bytes: i64,
    ) -> Result<BufferView> {
        let width = tensor.width();
        // SAFETY: caller contract.
        let (shape, strides) = unsafe { caller_layout(ndim, shape, strides, width, true)? };
        let nbytes = tensor.data.len();
        if offset_bytes < 0 || offset_bytes as u64 > nbytes as u64 {
            return Err(Error::invalid(format!(
                "offset_bytes {offset_bytes} is outside the tensor storage ({nbytes} bytes)"
            )));
        }
        check_within_storage(&shape, &strides, offset_bytes, width, nbytes)?;
        let flags = IRX_BUFFER_FLAG_EXTERNAL_OWNER
            | IRX_BUFFER_FLAG_READONLY
            | contiguity_flags(&shape, &strides, width as i64);
        let ndim = shape.len();
        // One array for both: shape in the first half, strides in the
        // second. Moving the box into the owner does not move its contents.
        let mut dims: Box<[i64]> = shape.into_iter().chain(strides).collect();
        let dims_ptr = dims.as_mut_ptr();
        let data = tensor.data.as_ptr().cast_mut().cast();
        let dtype = tensor.dtype();
        let owner = BufferOwner::new_rust(move || drop((tensor, dims)))?;
        let (shape, strides) = if ndim == 0 {
            (ptr::null_mut(), ptr::null_mut())
        } else {
            // SAFETY: `dims` holds 2 * ndim entries.
            (dims_ptr, unsafe { dims_ptr.add(ndim) })
        };
        Ok(BufferView {
            data,
            owner,
            dtype,
            ndim: ndim as i32,
            shape,
            strides,
            offset_bytes,
            flags,
        })
    }
}

/// The tensor's `IRX_ARROW_TYPE_*` element type id, or
/// `IRX_ARROW_TYPE_UNKNOWN` (0) with a message for a NULL tensor.
///
/// # Safety
/// * `tensor` is NULL or a tensor handle the caller holds a reference to.
#[export(Arrow, value = irx_arrow_type_id::IRX_ARROW_TYPE_UNKNOWN as i32)]
pub unsafe fn irx_arrow_tensor_type_id(tensor: *const Tensor) -> i32 {
    // SAFETY: caller contract.
    Ok(unsafe { handle::borrow(tensor)? }.spec.type_id() as i32)
}

/// The number of dimensions (0 for a 0-d tensor), or -1 with a message for
/// a NULL tensor.
///
/// # Safety
/// Same as `irx_arrow_tensor_type_id`.
#[export(Arrow, value = -1)]
pub unsafe fn irx_arrow_tensor_ndim(tensor: *const Tensor) -> i32 {
    // SAFETY: caller contract.
    Ok(unsafe { handle::borrow(tensor)? }.shape.len() as i32)
}

/// The number of elements (the product of the extents; 1 for a 0-d
/// tensor), or -1 with a message for a NULL tensor.
///
/// # Safety
/// Same as `irx_arrow_tensor_type_id`.
#[export(Arrow, value = -1)]
pub unsafe fn irx_arrow_tensor_size(tensor: *const Tensor) -> i64 {
    // SAFETY: caller contract.
    Ok(unsafe { handle::borrow(tensor)? }.size)
}

/// The `ndim` extents, owned by the tensor and valid while the caller holds
/// a reference. NULL (without an error) for a 0-d tensor; NULL with a
/// message for a NULL tensor.
///
/// # Safety
/// Same as `irx_arrow_tensor_type_id`.
#[export(Arrow, value = ptr::null())]
pub unsafe fn irx_arrow_tensor_shape(tensor: *const Tensor) -> *const i64 {
    // SAFETY: caller contract.
    Ok(Tensor::dims_ptr(&unsafe { handle::borrow(tensor)? }.shape))
}

/// The `ndim` byte strides, owned by the tensor and valid while the caller
/// holds a reference. NULL (without an error) for a 0-d tensor; NULL with a
/// message for a NULL tensor.
///
/// # Safety
/// Same as `irx_arrow_tensor_type_id`.
#[export(Arrow, value = ptr::null())]
pub unsafe fn irx_arrow_tensor_strides(tensor: *const Tensor) -> *const i64 {
    // SAFETY: caller contract.
    Ok(Tensor::dims_ptr(
        &unsafe { handle::borrow(tensor)? }.strides,
    ))
}

/// Fills `*out` with a borrowed, readonly view of the whole tensor: `data`
/// = storage start, `owner` NULL, `dtype` the `IRX_BUFFER_DTYPE_*` token,
/// the tensor's `ndim`/shape/strides (NULL arrays for a 0-d tensor),
/// `offset_bytes` 0, flags BORROWED | READONLY, plus C_CONTIGUOUS and/or
/// F_CONTIGUOUS exactly when the strides are (a 0-d or 1-D contiguous
/// tensor is both).
///
/// The view is not lifetime-managed: it is valid while the caller holds a
/// reference to the tensor (`irx_arrow_tensor_view` makes one that keeps
/// the tensor alive). Returns 0, or `EINVAL` with a message for a NULL
/// tensor or `out`; `*out` is zeroed before any work.
///
/// # Safety
/// * `tensor` as for `irx_arrow_tensor_type_id`.
/// * `out` is NULL or points to writable storage for one view.
#[export(Arrow)]
pub unsafe fn irx_arrow_tensor_borrow_buffer_view(
    tensor: *const Tensor,
    out: *mut BufferView,
) -> c_int {
    // 1.25 checks its input first: with both NULL, the tensor is named.
    if out.is_null() && tensor.is_null() {
        return Err(handle::null_named("tensor"));
    }
    // SAFETY: caller contract.
    let out = unsafe { out_struct(out, handle::param_name("out_view", "out"))? };
    out.write(BufferView::EMPTY);
    // SAFETY: caller contract.
    out.write(unsafe { handle::borrow(tensor)? }.borrowed_view());
    Ok(())
}

/// Extension: a shallow view of the tensor's storage that keeps the tensor
/// alive on its own.
///
/// The view addresses element `(i0, ..)` at `data + offset_bytes + Σ ik ×
/// strides[k]` of the tensor's storage, with `ndim` extents `shape` and byte
/// `strides` (NULL strides: row-major for `shape`). Strides may be negative
/// (a reversed axis) and need not follow the tensor's own layout, but every
/// element the view addresses must lie inside the tensor's storage; a view
/// with no elements needs only `0 <= offset_bytes <= storage bytes`.
///
/// On success `*out` holds an EXTERNAL_OWNER | READONLY view (plus
/// C_CONTIGUOUS / F_CONTIGUOUS when its strides are) whose owner holds one
/// reference to the tensor; its shape and strides arrays belong to the
/// owner. The caller releases it with `irx_buffer_view_release` (and may
/// retain it with `irx_buffer_view_retain`); it stays valid after the
/// caller releases the tensor itself. Returns 0, or `EINVAL` (NULL tensor
/// or `out`, `ndim < 0`, NULL shape with `ndim > 0`, a negative extent, an
/// offset or element outside the storage) or `EOVERFLOW` (element count or
/// row-major strides over int64) with a message; `*out` is zeroed first.
///
/// # Safety
/// * `tensor` as for `irx_arrow_tensor_type_id`.
/// * `shape` and `strides` are NULL or hold `ndim` readable entries.
/// * `out` is NULL or points to writable storage for one view.
#[export(Arrow)]
pub unsafe fn irx_arrow_tensor_view(
    tensor: *const Tensor,
    ndim: i32,
    shape: *const i64,
    strides: *const i64,
    offset_bytes: i64,
    out: *mut BufferView,
) -> c_int {
    // SAFETY: caller contract.
    let out = unsafe { out_struct(out, "out")? };
    out.write(BufferView::EMPTY);
    // SAFETY: caller contract.
    let tensor = unsafe { handle::clone_arc(tensor)? };
    // SAFETY: caller contract.
    let view = unsafe { Tensor::external_view(tensor, ndim, shape, strides, offset_bytes)? };
    out.write(view);
    Ok(())
}

/// Extension: a new C-order tensor holding a deep copy of the elements of
/// any valid buffer view (strided, transposed, Fortran order, reversed, with
/// an offset).
///
/// `view` must pass `irx_buffer_view_validate`, and its dtype must be a
/// numeric `IRX_BUFFER_DTYPE_*` token (not BOOL); the tensor gets the
/// matching type id, the view's shape and row-major strides. The view is
/// only read: its ownership is unchanged. On success `*out` holds a new
/// tensor with one reference. Returns 0, or `EINVAL` (NULL view or `out`,
/// an invalid view, an unsupported dtype), `EOVERFLOW`, `ENOMEM` with a
/// message; `*out` is set to NULL before any work.
///
/// A view with no elements (any extent 0, e.g. shape `{3, 0}` or `{0, 3}`)
/// may have NULL `data`: there is nothing to read. The tensor then has size
/// 0 and the view's shape.
///
/// # Safety
/// * `view` is NULL or points to a readable view whose shape/strides hold
///   `ndim` entries and whose memory covers every element it addresses.
/// * `out` is NULL or points to writable storage for one pointer.
#[export(Arrow, out = out)]
pub unsafe fn irx_arrow_tensor_from_buffer_view(
    view: *const BufferView,
    out: *mut *mut Tensor,
) -> c_int {
    // SAFETY: caller contract.
    *out = handle::new(unsafe { Tensor::copy_of_view(view)? })?;
    Ok(())
}

/// The body of the `irx_arrow_tensor_get_*` family: `*out` is cleared
/// first, then gets element `index` widened to `V`.
///
/// # Safety
/// * `tensor` is NULL or a live tensor handle.
/// * `index` is NULL or holds `ndim` readable entries.
/// * `out` is NULL or points to a writable `V`.
unsafe fn get_into<V: CValue>(tensor: *const Tensor, index: *const i64, out: *mut V) -> Result<()> {
    // SAFETY: caller contract.
    let out = unsafe { out_struct(out, "out")? }.write(V::default());
    // SAFETY: caller contract.
    *out = unsafe { handle::borrow(tensor)?.get(index)? };
    Ok(())
}

/// A getter: the shortcut's success path before (outside) the guard, so a
/// loop of reads pays no unwinding frame; a live tensor the shortcut does
/// not serve goes on to [`get_any`] with the lookup already made, anything
/// else to [`get_guarded`].
///
/// # Safety
/// As for the exported getters.
#[inline(always)]
unsafe fn get_fast<V: CValue>(
    function: &'static str,
    tensor: *const Tensor,
    index: *const i64,
    out: *mut V,
) -> c_int {
    if !out.is_null() && out.is_aligned() {
        // SAFETY: caller contract: NULL or a tensor handle.
        if let Some(t) = unsafe { handle::peek(tensor) } {
            // SAFETY: caller contract: `index` holds ndim entries.
            return match unsafe { t.try_get_shortcut(index) } {
                // SAFETY: non-NULL, aligned, writable (caller contract).
                Some(value) => unsafe { deliver(out, value) },
                // SAFETY: caller contract, passed through.
                None => unsafe { get_any(function, t, tensor, index, out) },
            };
        }
    }
    get_guarded(function, tensor, index, out)
}

/// Any other read of a live tensor `t` (the tensor `tensor` names): the
/// general success path, still outside the guard, out of line; anything
/// else takes [`get_guarded`].
///
/// # Safety
/// As for the exported getters; `out` is non-NULL and aligned.
#[inline(never)]
unsafe fn get_any<V: CValue>(
    function: &'static str,
    t: &Tensor,
    tensor: *const Tensor,
    index: *const i64,
    out: *mut V,
) -> c_int {
    // SAFETY: caller contract: `index` holds ndim entries.
    match unsafe { t.try_get_any(index) } {
        // SAFETY: caller contract on `out`.
        Some(value) => unsafe { deliver(out, value) },
        None => get_guarded(function, tensor, index, out),
    }
}

/// A getter's success: the value into `*out`, the last error cleared.
///
/// # Safety
/// * `out` is non-NULL, aligned and writable.
#[inline(always)]
unsafe fn deliver<V: CValue>(out: *mut V, value: V) -> c_int {
    // SAFETY: caller contract.
    unsafe { out.write(value) };
    Domain::Arrow.clear_last_error();
    0
}

#[cold]
#[inline(never)]
fn get_guarded<V: CValue>(
    function: &'static str,
    tensor: *const Tensor,
    index: *const i64,
    out: *mut V,
) -> c_int {
    // SAFETY: the exported getter's contract, passed through.
    guard_status(Domain::Arrow, function, || unsafe {
        get_into(tensor, index, out)
    })
}

/// Extension: reads the element at the `ndim`-entry index `index` (NULL for
/// a 0-d tensor) of a signed-integer tensor (int8..int64) into `*out`.
///
/// Returns 0, or `EINVAL` (NULL tensor, index or `out`; an index entry
/// outside `[0, extent)`; a tensor of another kind) with a message; `*out`
/// is set to 0 before any work.
///
/// # Safety
/// * `tensor` as for `irx_arrow_tensor_type_id`.
/// * `index` is NULL or holds `ndim` readable entries.
/// * `out` is NULL or points to a writable `int64_t`.
#[export(unguarded)]
pub unsafe fn irx_arrow_tensor_get_int(
    tensor: *const Tensor,
    index: *const i64,
    out: *mut i64,
) -> c_int {
    // SAFETY: caller contract.
    unsafe { get_fast(FUNCTION, tensor, index, out) }
}

/// Extension: like `irx_arrow_tensor_get_int`, for unsigned-integer tensors
/// (uint8..uint64).
///
/// # Safety
/// Same as `irx_arrow_tensor_get_int`, with `out` a writable `uint64_t`.
#[export(unguarded)]
pub unsafe fn irx_arrow_tensor_get_uint(
    tensor: *const Tensor,
    index: *const i64,
    out: *mut u64,
) -> c_int {
    // SAFETY: caller contract.
    unsafe { get_fast(FUNCTION, tensor, index, out) }
}

/// Extension: like `irx_arrow_tensor_get_int`, for float32 and float64
/// tensors (a float32 element is widened exactly).
///
/// # Safety
/// Same as `irx_arrow_tensor_get_int`, with `out` a writable `double`.
#[export(unguarded)]
pub unsafe fn irx_arrow_tensor_get_double(
    tensor: *const Tensor,
    index: *const i64,
    out: *mut f64,
) -> c_int {
    // SAFETY: caller contract.
    unsafe { get_fast(FUNCTION, tensor, index, out) }
}
