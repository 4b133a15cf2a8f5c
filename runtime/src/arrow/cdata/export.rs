//! Export of array handles (zero-copy, through arrow-rs `ffi`) and of
//! primitive schemas as Arrow C Data structs.
//!
//! A primitive schema is all static data (a format string, an empty name,
//! no children, no metadata), so it is exported without arrow-rs's
//! general schema exporter, which allocates a private-data box and two C
//! strings per call: about half the time of an export.

use std::ffi::c_int;
use std::ptr;

use arrow_data::ffi::FFI_ArrowArray;
use arrow_schema::ffi::FFI_ArrowSchema;
use irx_abi::cdata::ArrowSchema;

use crate::ffi::error::Kind;
use crate::ffi::handle::{self, out_struct};
use crate::ffi::{Error, Result, export};

use crate::arrow::array::ArrayHandle;
use crate::arrow::schema::SchemaHandle;
use crate::arrow::types::ElemType;

/// `ARROW_FLAG_NULLABLE`.
const FLAG_NULLABLE: i64 = 2;

const _: () = assert!(size_of::<ArrowSchema>() == size_of::<FFI_ArrowSchema>());

/// Release callback of a static primitive schema: it owns nothing, so
/// releasing only marks the struct released (the C Data interface's rule).
unsafe extern "C" fn release_primitive_schema(schema: *mut ArrowSchema) {
    if !schema.is_null() {
        // SAFETY: the consumer passes the struct it releases.
        unsafe { (*schema).release = None };
    }
}

/// The exported schema of a primitive array: the element type's format,
/// name "", `ARROW_FLAG_NULLABLE` exactly when `nullable`; every pointer
/// into static memory, so it does not depend on anything of ours.
pub(crate) fn primitive_schema(spec: ElemType, nullable: bool) -> FFI_ArrowSchema {
    let schema = ArrowSchema {
        format: spec.format_c().as_ptr(),
        name: c"".as_ptr(),
        metadata: ptr::null(),
        flags: if nullable { FLAG_NULLABLE } else { 0 },
        n_children: 0,
        children: ptr::null_mut(),
        dictionary: ptr::null_mut(),
        release: Some(release_primitive_schema),
        private_data: ptr::null_mut(),
    };
    // SAFETY: both are `struct ArrowSchema` laid out as the C Data interface
    // says (sizes asserted above); a filled struct with a release callback
    // is exactly what `FFI_ArrowSchema` holds (its Drop calls `release`).
    unsafe { std::mem::transmute::<ArrowSchema, FFI_ArrowSchema>(schema) }
}

/// Exports an array as Arrow C Data structs without copying its data.
///
/// On success `*out_array` and `*out_schema` are independent structs the
/// caller owns: release each through its own callback
/// (`out_array->release(out_array)`, `out_schema->release(out_schema)`).
/// The exported array shares the handle's buffers and keeps them alive by
/// itself, so the handle may be released first. The schema carries the
/// element type's format, name "" and `ARROW_FLAG_NULLABLE` exactly when the
/// handle is nullable. The array keeps the handle's offset and null count;
/// its validity buffer is NULL when it has no nulls.
///
/// Both structs are zeroed (`release == NULL`) before any work, so a failed
/// call leaves nothing to release. A NULL `array`, `out_array` or
/// `out_schema` is `EINVAL`.
///
/// # Safety
/// * `array` is NULL or a live array handle.
/// * `out_array` / `out_schema` are NULL or point to writable storage for
///   one struct each (previous contents are overwritten, not released).
#[export(Arrow)]
pub unsafe fn irx_arrow_array_export(
    array: *const ArrayHandle,
    out_array: *mut FFI_ArrowArray,
    out_schema: *mut FFI_ArrowSchema,
) -> c_int {
    // SAFETY: caller contract.
    unsafe { export_into(array, out_array, out_schema) }
}

/// The body of `irx_arrow_array_export` (and of its C Device form).
///
/// # Safety
/// As for `irx_arrow_array_export`.
pub(crate) unsafe fn export_into(
    array: *const ArrayHandle,
    out_array: *mut FFI_ArrowArray,
    out_schema: *mut FFI_ArrowSchema,
) -> Result<()> {
    // Clear every output the caller gave before reporting any problem.
    // SAFETY: caller contract on the outputs.
    let mut out_a = unsafe { out_struct(out_array, "out_array") };
    // SAFETY: as above.
    let mut out_s = unsafe { out_struct(out_schema, "out_schema") };
    if let Ok(o) = &mut out_a {
        o.write(FFI_ArrowArray::empty());
    }
    if let Ok(o) = &mut out_s {
        o.write(FFI_ArrowSchema::empty());
    }
    if cfg!(feature = "abi-1-25") {
        // 1.25's order and words: the array first, then both outputs.
        // SAFETY: caller contract on `array`.
        unsafe { handle::borrow(array)? };
        if out_a.is_err() || out_s.is_err() {
            return Err(Error::new(
                Kind::Null,
                "out_array and out_schema must not be NULL",
            ));
        }
    }
    let (out_a, out_s) = (out_a?, out_s?);
    // SAFETY: caller contract on `array`.
    let array = unsafe { handle::borrow(array)? };
    out_a.write(FFI_ArrowArray::new(array.data()));
    out_s.write(primitive_schema(array.spec, array.nullable));
    Ok(())
}

/// Exports a schema handle as a new Arrow C Data schema.
///
/// On success `*out` is a fully independent `struct ArrowSchema` (format of
/// the element type, name "", `ARROW_FLAG_NULLABLE` exactly when the handle
/// is nullable, no children) that the caller must release by calling
/// `out->release(out)`; it does not depend on the handle, which may be
/// released first. `*out` is zeroed (`release == NULL`) before any work, so
/// a failed call leaves nothing to release. A NULL `schema` or `out` is
/// `EINVAL`.
///
/// # Safety
/// * `schema` is NULL or a live schema handle.
/// * `out` is NULL or points to writable storage for one `struct ArrowSchema`
///   (its previous contents are overwritten, not released).
#[export(Arrow)]
pub unsafe fn irx_arrow_schema_export(
    schema: *const SchemaHandle,
    out: *mut FFI_ArrowSchema,
) -> c_int {
    // SAFETY: caller contract on `out`.
    let out = unsafe { out_struct(out, "out")? };
    out.write(FFI_ArrowSchema::empty());
    // SAFETY: caller contract on `schema`.
    let schema = unsafe { handle::borrow(schema)? };
    out.write(primitive_schema(schema.spec, schema.field.is_nullable()));
    Ok(())
}
