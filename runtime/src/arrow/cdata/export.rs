//! Export of array handles (zero-copy) and schema handles as Arrow C Data
//! structs, through arrow-rs `ffi`.

use arrow_data::ffi::FFI_ArrowArray;
use arrow_schema::Field;
use arrow_schema::ffi::FFI_ArrowSchema;

use crate::ffi::handle::{self, out_struct};
use crate::ffi::{Result, export};

use crate::arrow::array::ArrayHandle;
use crate::arrow::schema::SchemaHandle;
use crate::arrow::types::data_type;

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
) -> i32 {
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
    let (out_a, out_s) = (out_a?, out_s?);
    // SAFETY: caller contract on `array`.
    let array = unsafe { handle::borrow(array)? };
    let schema = export_field(&Field::new("", data_type(array.spec), array.nullable))?;
    out_a.write(FFI_ArrowArray::new(&array.data));
    out_s.write(schema);
    Ok(())
}

/// The exported C Data schema of a primitive type (name "", flags
/// `ARROW_FLAG_NULLABLE` exactly when `nullable`).
pub(crate) fn export_field(field: &Field) -> Result<FFI_ArrowSchema> {
    FFI_ArrowSchema::try_from(field)
        .map_err(|e| crate::ffi::Error::invalid(format!("schema export failed: {e}")))
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
) -> i32 {
    // SAFETY: caller contract on `out`.
    let out = unsafe { out_struct(out, "out")? };
    out.write(FFI_ArrowSchema::empty());
    // SAFETY: caller contract on `schema`.
    let schema = unsafe { handle::borrow(schema)? };
    out.write(export_field(&schema.field)?);
    Ok(())
}
