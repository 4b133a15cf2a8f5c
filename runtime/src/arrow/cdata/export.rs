//! Export of array handles (zero-copy, through arrow-rs `ffi`) and of
//! primitive schemas as Arrow C Data structs.
//!
//! A primitive schema is all static data (a format string, an empty name,
//! no children, no metadata), so it is exported without arrow-rs's
//! general schema exporter, which allocates a private-data box and two C
//! strings per call: about half the time of an export. A primitive array is
//! exported the same way, with one allocation (its two buffer pointers and
//! the two buffers it keeps alive) where arrow-rs's general exporter makes
//! three; the round trip through C Data is a third cheaper for it.

use std::ffi::{c_int, c_void};
use std::ptr;

use arrow_buffer::Buffer;
use arrow_data::ArrayData;
use arrow_data::ffi::FFI_ArrowArray;
use arrow_schema::ffi::FFI_ArrowSchema;
use irx_abi::cdata::{ArrowArray, ArrowSchema};

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

const _: () = assert!(size_of::<ArrowArray>() == size_of::<FFI_ArrowArray>());

/// What an exported primitive array owns: the `buffers` array it points to
/// and the two buffers whose memory that array names, kept alive until the
/// consumer releases it (whichever thread that is: `Buffer` is `Send`).
struct ExportedPrimitive {
    pointers: [*const c_void; 2],
    _validity: Option<Buffer>,
    _values: Buffer,
}

/// Release callback of an exported primitive array: frees what it owns
/// (dropping the last reference to a buffer frees it, or runs the release
/// of the producer it was imported from) and marks the struct released.
unsafe extern "C" fn release_primitive_array(array: *mut ArrowArray) {
    if array.is_null() {
        return;
    }
    // SAFETY: the consumer passes the struct it releases, exported by
    // `primitive_array` (or already released: `release` is then NULL and
    // the consumer must not call it; a NULL `private_data` is a no-op).
    let array = unsafe { &mut *array };
    let private = std::mem::replace(&mut array.private_data, ptr::null_mut());
    if !private.is_null() {
        // SAFETY: `Box::into_raw` of an `ExportedPrimitive` in
        // `primitive_array`, taken exactly once (cleared above).
        drop(unsafe { Box::from_raw(private.cast::<ExportedPrimitive>()) });
    }
    array.release = None;
}

/// The exported form of a primitive array's data: what arrow-rs's
/// `FFI_ArrowArray::new` gives for it (validity pointer or NULL, then the
/// values; the data's offset, length and null count), in one allocation.
/// Anything else (a bitmap whose offset differs from the data's, more than
/// one value buffer) goes through arrow-rs's general exporter.
fn primitive_array(data: &ArrayData) -> FFI_ArrowArray {
    let validity = match data.nulls() {
        Some(nulls) if nulls.offset() != data.offset() => return FFI_ArrowArray::new(data),
        nulls => nulls.map(|n| n.buffer().clone()),
    };
    let [values] = data.buffers() else {
        return FFI_ArrowArray::new(data);
    };
    let mut private = Box::new(ExportedPrimitive {
        pointers: [
            validity
                .as_ref()
                .map_or(ptr::null(), |b| b.as_ptr().cast::<c_void>()),
            values.as_ptr().cast::<c_void>(),
        ],
        _validity: validity,
        _values: values.clone(),
    });
    let array = ArrowArray {
        length: data.len() as i64,
        null_count: data.null_count() as i64,
        offset: data.offset() as i64,
        n_buffers: 2,
        n_children: 0,
        buffers: private.pointers.as_mut_ptr(),
        children: ptr::null_mut(),
        dictionary: ptr::null_mut(),
        release: Some(release_primitive_array),
        private_data: Box::into_raw(private).cast::<c_void>(),
    };
    // SAFETY: both are `struct ArrowArray` as the C Data interface lays it
    // out (sizes asserted above); a filled struct with a release callback is
    // what `FFI_ArrowArray` holds (its Drop calls `release`). `buffers`
    // points into the boxed private data, whose address does not move.
    unsafe { std::mem::transmute::<ArrowArray, FFI_ArrowArray>(array) }
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
    if crate::generation::is_1_25() {
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
    out_a.write(primitive_array(array.data()));
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
    // 1.25 checks its input first: with both NULL, the schema is named.
    if out.is_null() && schema.is_null() {
        return Err(handle::null_named("schema"));
    }
    // SAFETY: caller contract on `out`.
    let out = unsafe { out_struct(out, handle::param_name("out_schema", "out"))? };
    out.write(FFI_ArrowSchema::empty());
    // SAFETY: caller contract on `schema`.
    let schema = unsafe { handle::borrow(schema)? };
    out.write(primitive_schema(schema.spec, schema.field.is_nullable()));
    Ok(())
}
