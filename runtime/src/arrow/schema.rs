//! Schema handles: an arrow-rs `Field` (type + nullability) behind an
//! atomically reference-counted C handle.

use std::ffi::c_int;

use arrow_schema::Field;

use crate::ffi::export;
use crate::ffi::handle::{self, handle_type};

use super::refcount::{release, retain};
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

handle_type!(SchemaHandle, "schema", Shared);

impl SchemaHandle {
    pub(crate) fn new(spec: ElemType, nullable: bool) -> SchemaHandle {
        SchemaHandle {
            spec,
            field: Field::new("", data_type(spec), nullable),
        }
    }
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

/// Adds one reference to `schema`. Safe from any thread. Returns 0 (NULL is
/// a successful no-op), `EINVAL` for a handle that is not a live schema,
/// `EOVERFLOW` for a count that would pass 2^31 - 1.
///
/// # Safety
/// None beyond passing a pointer: unknown handles are detected, not read.
#[export(unguarded)]
pub unsafe fn irx_arrow_schema_retain(schema: *mut SchemaHandle) -> c_int {
    retain(FUNCTION, schema)
}

/// Drops one reference from `schema`, freeing it at zero. Safe from any
/// thread; NULL is a no-op; a handle that is not a live schema changes
/// nothing and leaves a message in `irx_arrow_last_error`.
///
/// # Safety
/// None beyond passing a pointer; the caller gives up its reference.
#[export(unguarded)]
pub unsafe fn irx_arrow_schema_release(schema: *mut SchemaHandle) {
    release(FUNCTION, schema)
}
