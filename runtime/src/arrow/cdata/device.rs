//! The Arrow C Device interface for CPU arrays: an `ArrowDeviceArray` is an
//! `ArrowArray` plus the device its buffers live on. Everything this
//! runtime holds is CPU memory, so export always says CPU (device 0, no
//! sync event) and import accepts CPU arrays only; the array inside goes
//! through the plain C Data paths.

use arrow_data::ffi::FFI_ArrowArray;
use arrow_schema::ffi::FFI_ArrowSchema;
use irx_abi::cdata::ArrowDeviceArray;
use irx_abi::dlpack::ARROW_DEVICE_CPU;

use super::export::export_into;
use super::import::import;
use crate::arrow::array::ArrayHandle;
use crate::ffi::handle::{self, in_ref, out_struct};
use crate::ffi::{Error, export};

/// Extension: exports an array as an Arrow C Device array on the CPU
/// without copying its data.
///
/// `out_array->array` and `*out_schema` are exactly what
/// `irx_arrow_array_export` produces (release each through its own
/// callback: `out_array->array.release(&out_array->array)`); `device_type`
/// is `ARROW_DEVICE_CPU`, `device_id` 0, `sync_event` NULL, `reserved`
/// zero. Both outputs are zeroed before any work. Errors as for
/// `irx_arrow_array_export`.
///
/// # Safety
/// * `array` is NULL or a live array handle.
/// * `out_array` / `out_schema` are NULL or point to writable storage for
///   one struct each (previous contents are overwritten, not released).
#[export(Arrow)]
pub unsafe fn irx_arrow_array_export_device(
    array: *const ArrayHandle,
    out_array: *mut ArrowDeviceArray,
    out_schema: *mut FFI_ArrowSchema,
) -> i32 {
    // SAFETY: caller contract on the output.
    let mut out = unsafe { out_struct(out_array, "out_array") };
    // A NULL or misaligned `out_array` still lets `export_into` clear the
    // schema output before it reports the problem.
    let inner = match &mut out {
        Ok(o) => {
            // SAFETY: checked writable; all zero is a released struct.
            unsafe { o.as_mut_ptr().write_bytes(0, 1) };
            // The struct's first field is its ArrowArray (C Device layout).
            o.as_mut_ptr().cast::<FFI_ArrowArray>()
        }
        Err(_) => out_array.cast::<FFI_ArrowArray>(),
    };
    // SAFETY: caller contract on `array` and the outputs.
    unsafe { export_into(array, inner, out_schema)? };
    let out = out?;
    // SAFETY: written and zero-initialised above.
    let device = unsafe { out.assume_init_mut() };
    device.device_type = ARROW_DEVICE_CPU;
    device.device_id = 0;
    Ok(())
}

/// Extension: adopts an Arrow C Device array that lives on the CPU, as
/// `irx_arrow_array_import_move` adopts `device_array->array` (same
/// validation, same all-or-nothing move: on success the inner array and
/// the schema are marked released and their callbacks belong to the
/// runtime; on failure both are untouched).
///
/// Refused with `EINVAL` before anything is moved: a NULL `device_array`;
/// a device type other than `ARROW_DEVICE_CPU` (the message names it); a
/// non-NULL `sync_event` (a CPU array has nothing to wait for). Other
/// errors as for `irx_arrow_array_import_move`. `*out` is NULL before any
/// work.
///
/// # Safety
/// * `device_array` is NULL or points to a readable and writable
///   `struct ArrowDeviceArray`; its `array` and `schema` as for
///   `irx_arrow_array_import_move`.
/// * `out` is NULL or points to writable storage for one pointer.
#[export(Arrow, out = out)]
pub unsafe fn irx_arrow_array_import_device_move(
    device_array: *mut ArrowDeviceArray,
    schema: *mut FFI_ArrowSchema,
    out: *mut *mut ArrayHandle,
) -> i32 {
    // SAFETY: caller contract.
    let device = unsafe { in_ref(device_array.cast_const(), "device_array")? };
    if device.device_type != ARROW_DEVICE_CPU {
        return Err(Error::invalid(format!(
            "device array lives on device type {} (device {}): only ARROW_DEVICE_CPU ({ARROW_DEVICE_CPU}) arrays can be imported",
            device.device_type, device.device_id
        )));
    }
    if !device.sync_event.is_null() {
        return Err(Error::invalid(
            "device array has a sync_event: a CPU array must have none",
        ));
    }
    // SAFETY: the first field is the ArrowArray (C Device layout); the
    // rest is the caller's contract, as for import_move.
    let array = unsafe { &raw mut (*device_array).array }.cast::<FFI_ArrowArray>();
    // SAFETY: as above.
    *out = handle::from_arc(unsafe { import(array, schema, true)? })?;
    Ok(())
}
