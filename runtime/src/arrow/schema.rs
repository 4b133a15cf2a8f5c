//! Schema handles: an arrow-rs `Field` (type + nullability) behind an
//! atomically reference-counted C handle.

use arrow_schema::Field;
use arrow_schema::ffi::FFI_ArrowSchema;

use crate::ffi::handle::{self, Handle, Shared, out_ptr, out_struct};
use crate::ffi::{Result, export};

use super::import::{RawSchema, validate_schema};
use super::types::{ElemType, data_type, irx_arrow_type_id};

/// An opaque, reference-counted Arrow schema handle: one primitive element
/// type plus its nullability.
///
/// Created with one reference by `irx_arrow_schema_import_copy` or
/// `irx_arrow_array_schema_copy`; `irx_arrow_schema_retain` adds one and
/// `irx_arrow_schema_release` drops one. Counts are atomic.
#[derive(Debug)]
pub struct SchemaHandle {
    pub(crate) spec: ElemType,
    pub(crate) field: Field,
}

impl Handle for SchemaHandle {
    const WHAT: &'static str = "schema";
    type Ownership = Shared;
}

impl SchemaHandle {
    pub(crate) fn new(spec: ElemType, nullable: bool) -> SchemaHandle {
        SchemaHandle {
            spec,
            field: Field::new("", data_type(spec), nullable),
        }
    }
}

/// The exported C Data schema of a primitive type (name "", flags
/// `ARROW_FLAG_NULLABLE` exactly when `nullable`).
pub(crate) fn export_field(field: &Field) -> Result<FFI_ArrowSchema> {
    FFI_ArrowSchema::try_from(field)
        .map_err(|e| crate::ffi::Error::invalid(format!("schema export failed: {e}")))
}

/// Creates a schema handle from an Arrow C Data schema, copying what it
/// needs (the input is only read: it stays the caller's, to release through
/// its own `release` callback).
///
/// Supported: the formats of the 11 primitive types (`c s i l C S I L f g
/// b`), no children, no dictionary; `ARROW_FLAG_NULLABLE` in `flags` gives
/// the handle's nullability. A NULL `schema`, a released one (`release ==
/// NULL`), a NULL or unsupported `format`, children or a dictionary are
/// `EINVAL` with a message in `irx_arrow_last_error()`.
///
/// On success `*out` holds a new handle with one reference (free it with
/// `irx_arrow_schema_release`). `*out` is set to NULL before any work;
/// a NULL `out` is `EINVAL`.
///
/// # Safety
/// * `schema` is NULL or points to a readable `struct ArrowSchema` whose
///   `format` is NULL or a NUL-terminated string.
/// * `out` is NULL or points to writable storage for one pointer.
#[export(Arrow)]
pub unsafe fn irx_arrow_schema_import_copy(
    schema: *const FFI_ArrowSchema,
    out: *mut *mut SchemaHandle,
) -> i32 {
    // SAFETY: caller contract on `out`.
    let out = unsafe { out_ptr(out, "out")? };
    // SAFETY: caller contract on `schema`.
    let (spec, nullable) = unsafe { validate_schema(schema.cast::<RawSchema>())? };
    *out = handle::new(SchemaHandle::new(spec, nullable));
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
) -> i32 {
    // SAFETY: caller contract on `out`.
    let out = unsafe { out_struct(out, "out")? };
    out.write(FFI_ArrowSchema::empty());
    // SAFETY: caller contract on `schema`.
    let schema = unsafe { handle::borrow(schema)? };
    out.write(export_field(&schema.field)?);
    Ok(())
}

/// The element type id of a schema (`IRX_ARROW_TYPE_*`); 0 (UNKNOWN) with a
/// message when `schema` is NULL.
///
/// # Safety
/// * `schema` is NULL or a live schema handle.
#[export(Arrow, value = irx_arrow_type_id::IRX_ARROW_TYPE_UNKNOWN as i32)]
pub unsafe fn irx_arrow_schema_type_id(schema: *const SchemaHandle) -> i32 {
    // SAFETY: caller contract on `schema`.
    Ok(unsafe { handle::borrow(schema)? }.spec.type_id() as i32)
}

/// 1 when the schema is nullable, 0 when not; 0 with a message when
/// `schema` is NULL.
///
/// # Safety
/// * `schema` is NULL or a live schema handle.
#[export(Arrow, value = 0)]
pub unsafe fn irx_arrow_schema_is_nullable(schema: *const SchemaHandle) -> i32 {
    // SAFETY: caller contract on `schema`.
    Ok(i32::from(
        unsafe { handle::borrow(schema)? }.field.is_nullable(),
    ))
}

/// Adds one reference to `schema`. Safe from any thread. Returns 0 (a NULL
/// `schema` is a successful no-op).
///
/// # Safety
/// * `schema` is NULL or a live schema handle.
#[export(Arrow)]
pub unsafe fn irx_arrow_schema_retain(schema: *mut SchemaHandle) -> i32 {
    // SAFETY: caller contract.
    unsafe { handle::retain(schema) }
}

/// Drops one reference from `schema`, freeing it at zero. Safe from any
/// thread; NULL is a no-op.
///
/// # Safety
/// * `schema` is NULL or a live schema handle whose reference the caller
///   gives up.
#[export(Arrow)]
pub unsafe fn irx_arrow_schema_release(schema: *mut SchemaHandle) {
    // SAFETY: caller contract.
    unsafe { handle::release(schema) };
    Ok(())
}
