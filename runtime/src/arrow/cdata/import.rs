//! Arrow C Data import: validation of everything a caller's structs claim,
//! then either a bulk copy or an adoption of the producer's buffers (arrow-rs
//! `Buffer`s over the producer's memory that share the moved struct).
//!
//! arrow-rs's importer trusts its input (it may panic or read out of bounds
//! on a bad struct), so nothing reaches it before `validate` has checked
//! every field it will use. Validation reads only `buffers[0..2)` and, of
//! those, only the bytes `offset` and `length` imply.

use std::ffi::{c_char, c_int, c_void};
use std::ptr::NonNull;
use std::sync::Arc;

use arrow_buffer::Buffer;
use arrow_data::ArrayData;
use arrow_data::ffi::FFI_ArrowArray;
use arrow_schema::ffi::FFI_ArrowSchema;

use crate::ffi::handle;
use crate::ffi::{Error, Result, export};

use crate::alloc::{byte_size, reserve_error};
use crate::arrow::array::{ArrayHandle, Source};
use crate::arrow::bits::{copy_bits, count_zeros};
use crate::arrow::schema::SchemaHandle;
use crate::arrow::types::ElemType;

/// `ARROW_FLAG_NULLABLE`.
const FLAG_NULLABLE: i64 = 2;

/// Field-for-field mirror of `struct ArrowArray`, read before anything is
/// handed to arrow-rs (whose struct keeps its fields private). Pointers are
/// plain addresses here: nothing is assumed about what they point to.
#[repr(C)]
pub(crate) struct RawArray {
    pub(crate) length: i64,
    pub(crate) null_count: i64,
    pub(crate) offset: i64,
    pub(crate) n_buffers: i64,
    pub(crate) n_children: i64,
    pub(crate) buffers: *const *const c_void,
    pub(crate) children: *const c_void,
    pub(crate) dictionary: *const c_void,
    pub(crate) release: *const c_void,
    pub(crate) private_data: *const c_void,
}

/// Field-for-field mirror of `struct ArrowSchema`.
#[repr(C)]
pub(crate) struct RawSchema {
    pub(crate) format: *const c_char,
    pub(crate) name: *const c_char,
    pub(crate) metadata: *const c_char,
    pub(crate) flags: i64,
    pub(crate) n_children: i64,
    pub(crate) children: *const c_void,
    pub(crate) dictionary: *const c_void,
    pub(crate) release: *const c_void,
    pub(crate) private_data: *const c_void,
}

const _: () = {
    assert!(size_of::<RawArray>() == size_of::<FFI_ArrowArray>() && size_of::<RawArray>() == 80);
    assert!(size_of::<RawSchema>() == size_of::<FFI_ArrowSchema>() && size_of::<RawSchema>() == 72);
};

/// Longest format string quoted in a message; longer ones are cut.
const FORMAT_QUOTE_MAX: usize = 32;

/// The bytes of a C format string, up to its NUL or the first
/// `FORMAT_QUOTE_MAX` bytes (enough to recognise any supported format and to
/// quote an unsupported one), never reading past the NUL; on the stack, as
/// every import reads one.
///
/// # Safety
/// * `format` is non-NULL and NUL-terminated.
unsafe fn format_bytes(format: *const c_char) -> ([u8; FORMAT_QUOTE_MAX], usize, bool) {
    let mut bytes = [0u8; FORMAT_QUOTE_MAX];
    for (i, slot) in bytes.iter_mut().enumerate() {
        // SAFETY: every byte up to and including the NUL is readable.
        let b = unsafe { *format.add(i) } as u8;
        if b == 0 {
            return (bytes, i, false);
        }
        *slot = b;
    }
    (bytes, FORMAT_QUOTE_MAX, true)
}

/// Checks a C Data schema and resolves its type and nullability.
///
/// # Safety
/// * `schema` is NULL or points to a readable `struct ArrowSchema` whose
///   `format` is NULL or NUL-terminated.
pub(crate) unsafe fn validate_schema(schema: *const RawSchema) -> Result<(ElemType, bool)> {
    // SAFETY: caller contract.
    let schema = unsafe { handle::in_ref(schema, "schema")? };
    if crate::generation::is_1_25() {
        schema_125(schema)?;
    }
    if schema.release.is_null() {
        return Err(Error::invalid(
            "schema is released (release == NULL); a released ArrowSchema must not be consumed",
        ));
    }
    if schema.format.is_null() {
        return Err(Error::invalid("schema format must not be NULL"));
    }
    // Every supported format is one letter: read two bytes for it (never
    // past the NUL) before copying out up to 32 for a message.
    // SAFETY: non-NULL and NUL-terminated (caller contract): the second
    // byte is read only when the first is not the NUL.
    let letter = unsafe {
        match (*schema.format as u8, schema.format) {
            (0, _) => None,
            (b, f) => (*f.add(1) == 0).then_some(b),
        }
    };
    let spec = match letter.and_then(|b| ElemType::from_format(&[b])) {
        Some(spec) => spec,
        // SAFETY: as above.
        None => unsafe { unsupported_format(schema.format) }?,
    };
    if schema.n_children != 0 {
        return Err(Error::invalid(format!(
            "schema has n_children {}: only plain primitive arrays (no children) are supported",
            schema.n_children
        )));
    }
    if !schema.dictionary.is_null() {
        return Err(Error::invalid(
            "schema has a dictionary: dictionary-encoded arrays are not supported",
        ));
    }
    Ok((spec, schema.flags & FLAG_NULLABLE != 0))
}

/// 1.25's words for what it refuses in a schema before reading its format:
/// children or a dictionary, then a NULL format (which it reports as an
/// unsupported type). It does not look at `release`; the checks that follow
/// refuse a released schema before its format is read (a released
/// schema's format may be freed memory, which 1.25 reads), and an
/// unsupported format in 1.25's words.
#[cold]
fn schema_125(schema: &RawSchema) -> Result<()> {
    if schema.n_children != 0 || !schema.dictionary.is_null() {
        return Err(Error::invalid(PLAIN_ONLY_125));
    }
    if schema.format.is_null() {
        return Err(Error::invalid(UNSUPPORTED_125));
    }
    Ok(())
}

/// 1.25's text for children or a dictionary, in a schema or an array.
const PLAIN_ONLY_125: &str = "Only plain primitive Arrow arrays are supported in this phase";

/// 1.25's text for a format that is not one of the eleven.
const UNSUPPORTED_125: &str = "Unsupported Arrow storage type; supported types are bool, int8, \
     int16, int32, int64, uint8, uint16, uint32, uint64, float32, and float64";

/// The error for a format that is not one of the primitive letters, quoting
/// it (cut at `FORMAT_QUOTE_MAX` bytes). Never `Ok`: the `Result` lets the
/// caller use `?`.
///
/// # Safety
/// * `format` is non-NULL and NUL-terminated.
#[cold]
unsafe fn unsupported_format(format: *const c_char) -> Result<ElemType> {
    if crate::generation::is_1_25() {
        return Err(Error::invalid(UNSUPPORTED_125));
    }
    // SAFETY: caller contract.
    let (bytes, len, truncated) = unsafe { format_bytes(format) };
    let format = &bytes[..len];
    Err(Error::invalid(format!(
        "unsupported schema format \"{}{}\": only the primitive formats c s i l C S I L f g b are supported",
        String::from_utf8_lossy(format).escape_default(),
        if truncated { "..." } else { "" }
    )))
}

/// What validation established about an array: every field in range, and
/// the pointers that the range needs.
#[derive(Debug)]
pub(crate) struct Checked {
    pub(crate) spec: ElemType,
    pub(crate) nullable: bool,
    pub(crate) length: usize,
    pub(crate) offset: usize,
    /// Resolved null count (-1 computed from the bitmap).
    pub(crate) null_count: usize,
    /// The validity bitmap when it matters (`null_count > 0`), else NULL.
    pub(crate) validity: *const u8,
    /// The value buffer (NULL only when `length` is 0).
    pub(crate) values: *const u8,
}

/// Checks a C Data array against its schema, reading only what the struct
/// describes.
///
/// # Safety
/// * `array` and `schema` are NULL or point to readable structs; the
///   schema's `format` is NULL or NUL-terminated.
/// * When the array is not released: `buffers` is NULL or points to
///   `n_buffers` readable pointers, and each non-NULL buffer holds the bytes
///   its role needs for `offset + length` elements (the C Data contract).
pub(crate) unsafe fn validate(array: *const RawArray, schema: *const RawSchema) -> Result<Checked> {
    // SAFETY: caller contract.
    let array = unsafe { handle::in_ref(array, "array")? };
    // SAFETY: caller contract.
    let (spec, nullable) = unsafe { validate_schema(schema)? };
    if crate::generation::is_1_25() {
        // SAFETY: caller contract.
        unsafe { array_125(array, spec, nullable)? };
    }
    if array.release.is_null() {
        return Err(Error::invalid(
            "array is released (release == NULL); a released ArrowArray must not be consumed",
        ));
    }
    if array.length < 0 {
        return Err(Error::invalid(format!(
            "array length {} is negative",
            array.length
        )));
    }
    if array.offset < 0 {
        return Err(Error::invalid(format!(
            "array offset {} is negative",
            array.offset
        )));
    }
    if array.null_count < -1 {
        return Err(Error::invalid(format!(
            "array null_count {} is out of range (must be -1 or 0..=length)",
            array.null_count
        )));
    }
    if array.null_count > array.length {
        return Err(Error::invalid(format!(
            "array null_count {} exceeds its length {}",
            array.null_count, array.length
        )));
    }
    if array.n_children != 0 {
        return Err(Error::invalid(format!(
            "array has n_children {}: only plain primitive arrays (no children) are supported",
            array.n_children
        )));
    }
    if !array.dictionary.is_null() {
        return Err(Error::invalid(
            "array has a dictionary: dictionary-encoded arrays are not supported",
        ));
    }
    if array.n_buffers != 2 {
        return Err(Error::invalid(format!(
            "array has n_buffers {}: a primitive array has exactly 2 (validity bitmap, values)",
            array.n_buffers
        )));
    }
    if array.buffers.is_null() {
        return Err(Error::invalid("array buffers must not be NULL"));
    }
    if !array.buffers.is_aligned() {
        return Err(Error::invalid("array buffers is not suitably aligned"));
    }
    let end = array
        .offset
        .checked_add(array.length)
        .ok_or_else(|| Error::overflow("array offset + length overflows int64"))?;
    let (length, offset) = (array.length as usize, array.offset as usize);
    if let Some(width) = spec.arrow_byte_width() {
        byte_size(
            end as usize,
            width,
            "array value buffer (offset + length elements)",
        )?;
    }
    // SAFETY: `buffers` holds n_buffers == 2 readable pointers.
    let (validity, values) = unsafe { (*array.buffers, *array.buffers.add(1)) };
    let (validity, values) = (validity.cast::<u8>(), values.cast::<u8>());
    if values.is_null() && length > 0 {
        return Err(Error::invalid(format!(
            "array value buffer (buffers[1]) is NULL but length is {length}"
        )));
    }
    if validity.is_null() && array.null_count > 0 {
        return Err(Error::invalid(format!(
            "array validity bitmap (buffers[0]) is NULL but null_count is {}",
            array.null_count
        )));
    }
    let null_count = match array.null_count {
        -1 if validity.is_null() => 0,
        // SAFETY: a bitmap covers offset + length bits (C Data contract).
        -1 => unsafe { count_zeros(validity, offset, length) },
        n => n as usize,
    };
    if !nullable && null_count > 0 {
        return Err(Error::invalid(format!(
            "array has {null_count} null(s) but its schema is not nullable (ARROW_FLAG_NULLABLE unset)"
        )));
    }
    Ok(Checked {
        spec,
        nullable,
        length,
        offset,
        null_count,
        validity: if null_count > 0 {
            validity
        } else {
            std::ptr::null()
        },
        values,
    })
}

/// 1.25's checks of an array, in its order and words (its layout check,
/// then what Arrow C++'s `ImportArray` refuses of a plain primitive
/// array): everything it refuses is refused here first. What it accepts
/// and the checks after this still refuse (misaligned buffers) is ours.
///
/// # Safety
/// * As for [`validate`] (`buffers` is read only when `n_buffers >= 2`).
#[cold]
unsafe fn array_125(array: &RawArray, spec: ElemType, nullable: bool) -> Result<()> {
    let invalid = |text: &'static str| Err(Error::invalid(text));
    if array.release.is_null() {
        return invalid("Arrow array release callback must not be NULL");
    }
    if array.length < 0 || array.offset < 0 {
        return invalid("Arrow array length and offset must be non-negative");
    }
    if array.null_count < -1 {
        return invalid("Arrow array null_count must be -1 or greater");
    }
    if array.null_count > array.length {
        return invalid("Arrow array null_count must not exceed array length");
    }
    if !nullable && array.null_count != 0 {
        return invalid("non-nullable Arrow schema cannot import nullable array data");
    }
    if array.n_children != 0 || !array.dictionary.is_null() {
        return invalid(PLAIN_ONLY_125);
    }
    if array.n_buffers < 2 {
        return invalid("Arrow array n_buffers is smaller than the primitive layout requires");
    }
    if array.buffers.is_null() {
        return invalid("Arrow array buffers must not be NULL");
    }
    if !array.buffers.is_aligned() {
        return invalid("array buffers is not suitably aligned");
    }
    // SAFETY: `buffers` holds at least 2 readable pointers (caller contract).
    let (validity, values) = unsafe { (*array.buffers, *array.buffers.add(1)) };
    if array.null_count > 0 && validity.is_null() {
        return invalid("Arrow array validity bitmap must not be NULL when null_count is positive");
    }
    if array.length > 0 && values.is_null() {
        return invalid("Arrow array value buffer must not be NULL for non-empty arrays");
    }
    if array.offset.checked_add(array.length).is_none() {
        return Err(Error::overflow(
            "Arrow array logical range overflowed int64",
        ));
    }
    if let Some(width) = spec.arrow_byte_width()
        && array.length > 0
        && array.offset + array.length - 1 > i64::MAX / width as i64
    {
        return Err(Error::overflow(
            "Arrow array value-buffer byte offset overflowed int64",
        ));
    }
    if array.n_buffers != 2 {
        return Err(Error::invalid(format!(
            "Arrow array validation import failed: Invalid: Expected 2 buffers for imported \
             type {}, ArrowArray struct has {}",
            arrow_cpp_name(spec),
            array.n_buffers
        )));
    }
    Ok(())
}

/// Arrow C++'s name of an element type (`DataType::ToString()`).
pub(crate) fn arrow_cpp_name(spec: ElemType) -> &'static str {
    match spec {
        ElemType::F32 => "float",
        ElemType::F64 => "double",
        other => other.name(),
    }
}

/// Copies the checked array's logical range into new buffers (values with
/// one `memcpy`, bitmaps 64 bits at a time). The copy starts at offset 0.
///
/// # Safety
/// * `checked` came from [`validate`] on structs that are still valid.
pub(crate) unsafe fn copy(checked: &Checked) -> Result<ArrayData> {
    let Checked {
        spec,
        nullable: _,
        length,
        offset,
        null_count,
        validity,
        values,
    } = *checked;
    let values = match spec.arrow_byte_width() {
        Some(width) => {
            let nbytes = length * width;
            let mut words: Vec<u64> = Vec::new();
            words
                .try_reserve_exact(nbytes.div_ceil(8))
                .map_err(reserve_error("array value buffer"))?;
            if nbytes > 0 {
                // SAFETY: the source holds (offset + length) * width bytes
                // (C Data contract, overflow checked); the destination has
                // capacity for nbytes; they cannot overlap (fresh memory).
                unsafe {
                    std::ptr::copy_nonoverlapping(
                        values.add(offset * width),
                        words.as_mut_ptr().cast::<u8>(),
                        nbytes,
                    );
                    // The tail bytes of the last word stay uninitialised
                    // otherwise; zero them so the buffer is fully defined.
                    let tail = words.capacity() * 8 - nbytes;
                    std::ptr::write_bytes(words.as_mut_ptr().cast::<u8>().add(nbytes), 0, tail);
                    words.set_len(words.capacity());
                }
            }
            Buffer::from_vec(words).slice_with_length(0, nbytes)
        }
        // SAFETY: a bool value buffer covers offset + length bits.
        None if length > 0 => unsafe { copy_bits(values, offset, length, "array value bitmap")?.0 },
        None => Buffer::from_vec(Vec::<u8>::new()),
    };
    let bitmap = if null_count > 0 {
        // SAFETY: non-NULL (validate keeps it only then) and covers
        // offset + length bits.
        let (bits, _) = unsafe { copy_bits(validity, offset, length, "array validity bitmap")? };
        Some((bits, null_count))
    } else {
        None
    };
    // SAFETY: buffers sized for `length` elements of this primitive type;
    // the declared (or computed) null count is trusted as the C Data
    // interface asks, exactly as import_move does.
    Ok(unsafe { crate::arrow::array::primitive_data(spec, length, values, bitmap) })
}

/// Adopts the checked array: the producer's struct is moved out (the
/// caller's copy is left released) and its buffers are shared without
/// copying; the producer's release callback runs when nothing uses them any
/// more. The schema is moved out and released here: the handle keeps what
/// it needs from it. Nothing of arrow-rs is built yet (see
/// [`ArrayHandle::adopt`]).
///
/// # Safety
/// * `checked` came from [`validate`] on exactly these structs, which are
///   readable and writable.
pub(crate) unsafe fn adopt(
    checked: &Checked,
    array: *mut FFI_ArrowArray,
    schema: *mut FFI_ArrowSchema,
) -> Result<Arc<ArrayHandle>> {
    // All or nothing: until both structs are moved out, nothing has
    // happened to them; from then on both are ours, so any error or panic
    // below drops (releases) each exactly once and leaves the caller's
    // copies marked released. Never one moved and the other not.
    crate::fault_point!("import_move: validated");
    // The two moves are plain memory swaps with nothing between them that
    // can fail, so there is no state in which only one has happened.
    // SAFETY: valid, aligned, initialised structs (checked by `validate`).
    let (schema, moved) = unsafe {
        (
            FFI_ArrowSchema::from_raw(schema),
            FFI_ArrowArray::from_raw(array),
        )
    };
    crate::fault_point!("import_move: both moved");
    // The handle keeps what it needs from the schema.
    drop(schema);
    let values = match NonNull::new(checked.values.cast_mut()) {
        Some(values) if checked.length > 0 => values,
        // No elements (a NULL value buffer passes `validate` only then):
        // nothing to share, so an empty array of our own, and the
        // producer's array is released now.
        _ => {
            drop(moved);
            // SAFETY: zero elements need empty buffers only.
            let empty = unsafe {
                crate::arrow::array::primitive_data(
                    checked.spec,
                    0,
                    Buffer::from_vec(Vec::<u8>::new()),
                    None,
                )
            };
            return Ok(ArrayHandle::shared(ArrayHandle::from_source(
                checked.spec,
                checked.nullable,
                Source::Data(empty),
            )));
        }
    };
    let handle = ArrayHandle::adopt(
        checked.spec,
        checked.nullable,
        moved,
        (checked.length, checked.offset, checked.null_count),
        values,
        NonNull::new(checked.validity.cast_mut()),
    );
    crate::fault_point!("import_move: adopted");
    Ok(handle)
}

/// Shared body of `import_copy` and `import_move`.
///
/// # Safety
/// * As for [`validate`]; when `take` is set the structs are also writable.
pub(crate) unsafe fn import(
    array: *const FFI_ArrowArray,
    schema: *const FFI_ArrowSchema,
    take: bool,
) -> Result<Arc<ArrayHandle>> {
    // SAFETY: caller contract.
    let checked = unsafe { validate(array.cast::<RawArray>(), schema.cast::<RawSchema>())? };
    if take {
        // SAFETY: caller contract (writable), checked above.
        return unsafe { adopt(&checked, array.cast_mut(), schema.cast_mut()) };
    }
    // SAFETY: checked above.
    let data = unsafe { copy(&checked)? };
    Ok(ArrayHandle::shared(ArrayHandle::from_source(
        checked.spec,
        checked.nullable,
        Source::Data(data),
    )))
}

/// Creates an array handle from Arrow C Data structs by copying their data.
///
/// The structs are only read: they stay unchanged and stay the caller's, to
/// release through their own callbacks. The copy holds just the logical
/// range (`offset` .. `offset + length`), re-based to offset 0; the values
/// are copied with one `memcpy`, the bitmaps 64 bits at a time.
///
/// Supported input: a plain primitive array of one of the 11 types (schema
/// formats `c s i l C S I L f g b`), no children, no dictionary, exactly 2
/// buffers. The handle is nullable when the schema has
/// `ARROW_FLAG_NULLABLE`. `null_count` is trusted as declared; -1 ("not
/// computed") is computed from the bitmap. Rejected with `EINVAL` and a
/// message naming the problem: a NULL `array`, `schema` or `out`; a
/// released array or schema (`release == NULL`); an unsupported or NULL
/// format; children or a dictionary (in the array or the schema); a
/// negative length or offset; `null_count < -1` or `> length`; nulls under
/// a non-nullable schema; `n_buffers != 2`; NULL `buffers`; a NULL validity
/// bitmap with `null_count > 0`; a NULL value buffer with `length > 0`.
/// `offset + length` (or its size in bytes) overflowing int64 is
/// `EOVERFLOW`; a failed allocation `ENOMEM`.
///
/// On success `*out` holds a new handle with one reference. `*out` is set
/// to NULL before any work.
///
/// Also exported as `irx_arrow_array_import`, the name IRx 1.18 exports.
///
/// # Safety
/// * `array` and `schema` are NULL or point to readable, initialised
///   structs; the schema's `format` is NULL or NUL-terminated.
/// * An unreleased array's `buffers` holds `n_buffers` pointers and each
///   buffer holds what the C Data interface requires for `offset + length`
///   elements (this cannot be checked: only those bytes are ever read).
/// * `out` is NULL or points to writable storage for one pointer.
#[export(Arrow, alias = irx_arrow_array_import)]
pub unsafe fn irx_arrow_array_import_copy(
    array: *const FFI_ArrowArray,
    schema: *const FFI_ArrowSchema,
    out: *mut *mut ArrayHandle,
) -> c_int {
    // SAFETY: caller contract.
    unsafe { import_into(array, schema, out, false) }
}

/// Creates an array handle that adopts the producer's buffers without
/// copying (constant time).
///
/// Validation is exactly that of `irx_arrow_array_import_copy`. On success
/// both input structs are moved into the runtime and marked released
/// (`release == NULL`): the caller must not release them. The schema's
/// release callback runs before this call returns; the array's runs exactly
/// once, when the last user of its buffers is gone (the handle and every
/// struct exported from it); an empty array (length 0) shares nothing, so
/// its release runs before this call returns. The handle keeps the
/// producer's `offset` (0 for an empty array). The element readers read
/// the producer's memory as it is; a value buffer that is not aligned to its
/// element size is copied the first time something needs typed access to it
/// (a borrowed view, an export), once per handle.
///
/// On failure the inputs are left untouched and stay the caller's: every
/// check comes before anything is moved. The one exception is all or
/// nothing too: should arrow-rs refuse a validated array (or the runtime
/// fail) after the move, both structs have been consumed, each release
/// callback has run exactly once, and both are marked released.
///
/// On success `*out` holds a new handle with one reference. `*out` is set
/// to NULL before any work.
///
/// # Safety
/// * As for `irx_arrow_array_import_copy`, and the structs are writable.
/// * The array's release callback may be called from whichever thread
///   drops the last reference.
#[export(Arrow)]
pub unsafe fn irx_arrow_array_import_move(
    array: *mut FFI_ArrowArray,
    schema: *mut FFI_ArrowSchema,
    out: *mut *mut ArrayHandle,
) -> c_int {
    // SAFETY: caller contract.
    unsafe { import_into(array, schema, out, true) }
}

/// # Safety
/// As for the exported import functions.
unsafe fn import_into(
    array: *const FFI_ArrowArray,
    schema: *const FFI_ArrowSchema,
    out: *mut *mut ArrayHandle,
    take: bool,
) -> Result<()> {
    // 1.25 checks both inputs before the output, in one text; the output
    // is still cleared first when there is one.
    if crate::generation::is_1_25() && (array.is_null() || schema.is_null()) {
        if !out.is_null() && out.is_aligned() {
            // SAFETY: non-NULL, aligned, writable (caller contract).
            unsafe { out.write(std::ptr::null_mut()) };
        }
        return Err(Error::new(
            crate::ffi::error::Kind::Null,
            "array and schema must not be NULL",
        ));
    }
    let what = if crate::generation::is_1_25() {
        "out_array"
    } else {
        "out"
    };
    // SAFETY: caller contract.
    let out = unsafe { handle::out_ptr(out, what)? };
    // SAFETY: caller contract.
    *out = handle::from_arc(unsafe { import(array, schema, take)? })?;
    Ok(())
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
#[export(Arrow, out = out as "out_schema")]
pub unsafe fn irx_arrow_schema_import_copy(
    schema: *const FFI_ArrowSchema,
    out: *mut *mut SchemaHandle,
) -> c_int {
    // SAFETY: caller contract on `schema`.
    let (spec, nullable) = unsafe { validate_schema(schema.cast::<RawSchema>())? };
    *out = handle::new(SchemaHandle::new(spec, nullable))?;
    Ok(())
}
