//! DLPack 1.x: tensors and buffer views handed to numpy, PyTorch or JAX
//! (and back) without a copy.
//!
//! An exported `DLManagedTensorVersioned` is the first field of a box that
//! also holds its shape and element strides and one reference to what keeps
//! the data alive (the tensor, or the view's owner); its deleter frees the
//! box, so it drops that reference exactly once, from whichever thread
//! calls it. An imported one becomes a tensor whose storage is an arrow-rs
//! `Buffer` over the producer's memory; the producer's deleter runs when
//! the last user of that buffer (the tensor, its views, exported copies)
//! is gone. Every check comes before anything is taken, so a refused input
//! is untouched and still the caller's.

use std::ffi::c_int;
use std::ptr::{self, NonNull};
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};

use arrow_buffer::Buffer;
use irx_abi::buffer::IRX_BUFFER_FLAG_READONLY;
use irx_abi::dlpack::{
    DLDataType, DLDataTypeCode, DLDevice, DLDeviceType, DLManagedTensorVersioned,
    DLPACK_FLAG_READ_ONLY, DLPACK_MAJOR_VERSION, DLPACK_MINOR_VERSION, DLPackVersion, DLTensor,
};

use super::handle::Tensor;
use super::layout::tensor_spec;
use crate::arrow::types::{ElemType, ValueKind};
use crate::buffer::owner::BufferOwner;
use crate::buffer::view::{self, BufferView, byte_extent, c_order_strides, element_count};
use crate::ffi::handle::{self, in_ref};
use crate::ffi::slice::from_raw_parts;
use crate::ffi::slots::{leak_box, reclaim_box};
use crate::ffi::{Error, Result, export};

/// The DLPack type of an element type.
fn dl_dtype(spec: ElemType) -> DLDataType {
    let code = match (spec, spec.kind()) {
        (ElemType::Bool, _) => DLDataTypeCode::Bool,
        (_, ValueKind::Float) => DLDataTypeCode::Float,
        (_, ValueKind::Unsigned) => DLDataTypeCode::UInt,
        (_, ValueKind::Signed) => DLDataTypeCode::Int,
    };
    DLDataType {
        code: code as u8,
        bits: (spec.size() * 8) as u8,
        lanes: 1,
    }
}

/// The element type of a DLPack type, or why there is none.
fn elem_of(dtype: DLDataType) -> Result<ElemType> {
    if dtype.lanes != 1 {
        return Err(Error::invalid(format!(
            "DLPack dtype has {} lanes: only scalar elements (lanes == 1) are supported",
            dtype.lanes
        )));
    }
    ElemType::ALL
        .into_iter()
        .find(|&e| dl_dtype(e) == dtype)
        .ok_or_else(|| {
            let name = DLDataTypeCode::from_u8(dtype.code).map_or("unknown", DLDataTypeCode::name);
            Error::invalid(format!(
                "DLPack dtype {name}{} (code {}) has no irx element type",
                dtype.bits, dtype.code
            ))
        })
}

/// What an exported managed tensor owns; `managed` first, so a pointer to
/// it is a pointer to the box.
#[repr(C)]
struct Export<K> {
    managed: DLManagedTensorVersioned,
    shape: Box<[i64]>,
    strides: Box<[i64]>,
    keep: K,
}

/// Frees an [`Export`]; `K`'s drop gives up the data's reference.
unsafe extern "C" fn delete_export<K>(managed: *mut DLManagedTensorVersioned) {
    if managed.is_null() {
        return;
    }
    // Never unwind into the consumer: a drop that panics is contained here.
    let _ = crate::ffi::boundary::contain(|| {
        // SAFETY: made by `export` from a box of exactly this type; the
        // consumer calls the deleter once.
        drop(unsafe { reclaim_box(managed.cast::<Export<K>>()) });
    });
}

/// Boxes a managed tensor over `data` (element 0) and hands it out.
fn export<K>(
    data: *mut u8,
    spec: ElemType,
    shape: &[i64],
    element_strides: Vec<i64>,
    read_only: bool,
    keep: K,
) -> *mut DLManagedTensorVersioned {
    let mut shape: Box<[i64]> = shape.into();
    let mut strides = element_strides.into_boxed_slice();
    let managed = DLManagedTensorVersioned {
        version: DLPackVersion {
            major: DLPACK_MAJOR_VERSION,
            minor: DLPACK_MINOR_VERSION,
        },
        manager_ctx: ptr::null_mut(),
        deleter: Some(delete_export::<K>),
        flags: if read_only { DLPACK_FLAG_READ_ONLY } else { 0 },
        dl_tensor: DLTensor {
            data: data.cast(),
            device: DLDevice {
                device_type: DLDeviceType::Cpu as i32,
                device_id: 0,
            },
            ndim: shape.len() as i32,
            dtype: dl_dtype(spec),
            // Boxed slices never move: the pointers stay good in the box.
            shape: shape.as_mut_ptr(),
            strides: strides.as_mut_ptr(),
            byte_offset: 0,
        },
    };
    let boxed = leak_box(Box::new(Export {
        managed,
        shape,
        strides,
        keep,
    }));
    // SAFETY: just allocated; the box's first field.
    let managed = unsafe { &raw mut (*boxed).managed };
    // SAFETY: as above; the consumer finds the box again through it.
    unsafe { (*managed).manager_ctx = boxed.cast() };
    managed
}

/// Byte strides as DLPack element strides, or why they are not.
fn element_strides(byte_strides: &[i64], width: usize) -> Result<Vec<i64>> {
    byte_strides
        .iter()
        .enumerate()
        .map(|(axis, &s)| {
            if s % width as i64 != 0 {
                return Err(Error::invalid(format!(
                    "strides[{axis}] = {s} bytes is not a multiple of the element size ({width} bytes): DLPack counts strides in elements (deep-copy the data first)"
                )));
            }
            Ok(s / width as i64)
        })
        .collect()
}

/// Extension: hands `tensor` to a DLPack consumer (numpy `from_dlpack`,
/// `torch.from_dlpack`, ...) without copying.
///
/// On success `*out` is a `DLManagedTensorVersioned` (version 1.0, CPU
/// device 0, the READ_ONLY flag set: a finished tensor is immutable) that
/// holds one reference to `tensor`. The consumer owns it and calls its
/// `deleter` exactly once, from any thread; that drops the reference (the
/// caller's own reference is unaffected, and may be released first). Shape
/// as the tensor's; strides in elements, never NULL for `ndim > 0`;
/// `byte_offset` 0; dtype code/bits/lanes from the element type (bool is
/// `kDLBool`, 8 bits).
///
/// Returns 0, or `EINVAL` with a message: a NULL or stale `tensor` or NULL
/// `out`; a byte stride that is not a multiple of the element size (DLPack
/// cannot express it: copy the tensor first). `*out` is NULL before any
/// work and after any failure.
///
/// # Safety
/// * `tensor` is NULL or a tensor handle the caller holds a reference to.
/// * `out` is NULL or points to writable storage for one pointer.
#[export(Arrow, out = out)]
pub unsafe fn irx_arrow_tensor_to_dlpack(
    tensor: *const Tensor,
    out: *mut *mut DLManagedTensorVersioned,
) -> c_int {
    // SAFETY: caller contract.
    let t = unsafe { handle::clone_arc(tensor)? };
    let strides = element_strides(&t.strides, t.spec.size())?;
    let data = t.data.as_ptr().cast_mut();
    *out = export(data, t.spec, &t.shape, strides, true, t.clone());
    Ok(())
}

/// Extension: a DLPack managed tensor for a buffer view, borrowing its
/// memory through the view's owner (no copy).
///
/// The managed tensor holds one reference to `view->owner` (released by its
/// deleter, which the consumer calls exactly once, from any thread), so it
/// stays valid after the caller releases the view. Data pointer
/// `data + offset_bytes`, `byte_offset` 0, strides in elements; the
/// READ_ONLY flag is set when the view is `IRX_BUFFER_FLAG_READONLY`.
///
/// Returns 0, or -1 with a message in `irx_buffer_last_error`: NULL `view`
/// or `out`; a view that breaks a buffer-view rule (as
/// `irx_buffer_view_validate` says); a view without an owner (nothing would
/// keep its memory alive); a dtype that is not one of the 11 element
/// types; a byte stride that is not a multiple of the element size.
/// `*out` is NULL before any work and after any failure.
///
/// # Safety
/// * `view` is NULL or points to a readable view whose shape/strides hold
///   `ndim` entries.
/// * `out` is NULL or points to writable storage for one pointer.
#[export(Buffer, out = out)]
pub unsafe fn irx_buffer_view_to_dlpack(
    view: *const BufferView,
    out: *mut *mut DLManagedTensorVersioned,
) -> i32 {
    // SAFETY: caller contract.
    let v = unsafe { view::read_view(view)? };
    // SAFETY: caller contract.
    unsafe { view::validate(&v)? };
    if v.owner.is_null() {
        return Err(Error::invalid(
            "view has no owner: nothing would keep its memory alive for the DLPack consumer (use an owned view, or copy)",
        ));
    }
    let token = v.dtype as isize;
    let spec = ElemType::from_dtype_token(token).ok_or_else(|| {
        Error::invalid(format!(
            "view dtype {token:#x} is not one of the 11 element dtype tokens"
        ))
    })?;
    // SAFETY: validated above (ndim entries each).
    let (shape, strides) = unsafe { view::dims(&v)? };
    let strides = element_strides(strides, spec.size())?;
    BufferOwner::retain(v.owner)?;
    let data = v.data.cast::<u8>().wrapping_offset(v.offset_bytes as isize);
    let read_only = v.flags & IRX_BUFFER_FLAG_READONLY != 0;
    *out = export(data, spec, shape, strides, read_only, OwnerRef(v.owner));
    Ok(())
}

/// One reference to a buffer owner, released when dropped.
struct OwnerRef(*mut BufferOwner);

impl Drop for OwnerRef {
    fn drop(&mut self) {
        // A live key retained by `irx_buffer_view_to_dlpack`.
        let _ = BufferOwner::release(self.0);
    }
}

/// The producer's managed tensor, owned by an imported tensor's storage:
/// its deleter runs once, when the last buffer sharing it is dropped.
struct Managed {
    ptr: *mut DLManagedTensorVersioned,
    /// Cleared when the import fails after this was made: the input stays
    /// the caller's, so the deleter must not run.
    armed: AtomicBool,
}

// SAFETY: DLPack deleters may be called from any thread; the pointer is
// only passed to the deleter.
unsafe impl Send for Managed {}
// SAFETY: as above; nothing reads through a shared reference.
unsafe impl Sync for Managed {}

impl Drop for Managed {
    fn drop(&mut self) {
        if !self.armed.load(Ordering::Acquire) {
            return;
        }
        // SAFETY: the producer's live struct, ours since the import
        // succeeded; its deleter runs exactly once, here.
        if let Some(deleter) = unsafe { (*self.ptr).deleter } {
            // SAFETY: as above.
            unsafe { deleter(self.ptr) };
        }
    }
}

/// Extension: a tensor over a DLPack producer's memory (numpy's
/// `__dlpack__(max_version=(1, 0))`, `torch.utils.dlpack.to_dlpack`, ...)
/// without copying.
///
/// Accepted: version 1.x; device `kDLCPU`, or pinned host memory that the
/// CPU can address (`kDLCUDAHost`, `kDLROCMHost`); a scalar dtype of one of
/// the 10 tensor element types (int/uint 8..64, float 32/64; not bool, as
/// for `irx_arrow_tensor_builder_new`); `ndim >= 0`
/// with a non-NULL shape of non-negative extents; strides NULL (compact
/// row-major) or non-negative element strides whose byte span fits in
/// int64. On success the new tensor (one reference in `*out`) owns
/// `managed`: the producer's deleter runs exactly once, when the last user
/// of the data (the tensor, its views, arrays exported from it) is gone,
/// possibly on another thread. The tensor is read-only.
///
/// Returns 0, or `EINVAL` (NULL `managed` or `out`; an unsupported version,
/// device, dtype, lanes, a NULL shape or data, a negative extent or stride)
/// or `EOVERFLOW` (strides or offsets beyond int64) with a message. On
/// failure `managed` is untouched and still the caller's (it must call the
/// deleter itself); `*out` is NULL.
///
/// # Safety
/// * `managed` is NULL or points to a readable `DLManagedTensorVersioned`
///   whose shape and strides (when non-NULL) hold `ndim` entries and whose
///   data covers every element they address.
/// * `out` is NULL or points to writable storage for one pointer.
#[export(Arrow, out = out)]
pub unsafe fn irx_arrow_tensor_from_dlpack(
    managed: *mut DLManagedTensorVersioned,
    out: *mut *mut Tensor,
) -> c_int {
    // SAFETY: caller contract.
    let m = unsafe { in_ref(managed.cast_const(), "managed")? };
    if m.version.major != DLPACK_MAJOR_VERSION {
        return Err(Error::invalid(format!(
            "DLPack version {}.{}: only major version {DLPACK_MAJOR_VERSION} is supported",
            m.version.major, m.version.minor
        )));
    }
    let t = &m.dl_tensor;
    let cpu_addressable = [
        DLDeviceType::Cpu,
        DLDeviceType::CudaHost,
        DLDeviceType::RocmHost,
    ];
    if !cpu_addressable
        .iter()
        .any(|&d| d as i32 == t.device.device_type)
    {
        return Err(Error::invalid(format!(
            "DLPack device type {} is not memory the CPU can address (kDLCPU, kDLCUDAHost, kDLROCMHost)",
            t.device.device_type
        )));
    }
    // Tensors hold the 10 fixed-width numeric types (bool is bit-packed in
    // Arrow): the same refusal as the builder's.
    let (spec, width) = tensor_spec(elem_of(t.dtype)?.type_id() as i32)?;
    let ndim = usize::try_from(t.ndim)
        .map_err(|_| Error::invalid(format!("DLPack ndim is negative ({})", t.ndim)))?;
    // SAFETY: caller contract (ndim entries; NULL is reported, not read).
    let shape = unsafe { from_raw_parts(t.shape, ndim, "DLPack shape (with ndim > 0)")? };
    if let Some(axis) = shape.iter().position(|&e| e < 0) {
        return Err(Error::invalid(format!(
            "DLPack shape[{axis}] is negative ({})",
            shape[axis]
        )));
    }
    let byte_strides = if t.strides.is_null() {
        c_order_strides(shape, width as i64)?
    } else {
        // SAFETY: caller contract.
        let strides = unsafe { from_raw_parts(t.strides, ndim, "DLPack strides")? };
        strides
            .iter()
            .enumerate()
            .map(|(axis, &s)| {
                if s < 0 {
                    return Err(Error::invalid(format!(
                        "DLPack strides[{axis}] is negative ({s}): irx tensors have non-negative strides (copy first)"
                    )));
                }
                s.checked_mul(width as i64).ok_or_else(|| {
                    Error::overflow(format!("DLPack strides[{axis}] = {s} elements overflows int64 bytes"))
                })
            })
            .collect::<Result<Vec<i64>>>()?
    };
    let offset = i64::try_from(t.byte_offset).map_err(|_| {
        Error::overflow(format!(
            "DLPack byte_offset {} exceeds int64",
            t.byte_offset
        ))
    })?;
    let nbytes = if element_count(shape)? == 0 {
        0
    } else {
        let (_, high) = byte_extent(shape, &byte_strides, 0)?;
        high.checked_add(width as i64)
            .ok_or_else(|| Error::overflow("DLPack tensor byte span overflows int64"))?
    };
    let data = if nbytes == 0 {
        NonNull::<u8>::dangling()
    } else {
        let base = NonNull::new(t.data.cast::<u8>())
            .ok_or_else(|| Error::invalid("DLPack data is NULL for a tensor with elements"))?;
        if (base.as_ptr() as usize)
            .checked_add(offset as usize)
            .and_then(|a| a.checked_add(nbytes as usize))
            .is_none()
        {
            return Err(Error::overflow(
                "DLPack data + byte_offset + span passes the end of the address space",
            ));
        }
        // SAFETY: inside the producer's memory (caller contract; the end
        // does not wrap, checked above).
        unsafe { base.add(offset as usize) }
    };
    // Every check is done: from here the input is ours unless slot
    // allocation fails, which disarms the owner and leaves it the caller's.
    let owner = Arc::new(Managed {
        ptr: managed,
        armed: AtomicBool::new(true),
    });
    // SAFETY: `data` covers `nbytes` bytes for as long as the producer's
    // tensor lives, which `owner` ensures.
    let buffer = unsafe { Buffer::from_custom_allocation(data, nbytes as usize, owner.clone()) };
    let tensor = Tensor::new(spec, buffer, shape.to_vec(), byte_strides);
    match handle::new(tensor) {
        Ok(h) => {
            *out = h;
            Ok(())
        }
        Err(e) => {
            owner.armed.store(false, Ordering::Release);
            Err(e)
        }
    }
}
