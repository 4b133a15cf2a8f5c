//! The Arrow C Data and C Stream interfaces for record batches (1.25's
//! `irx_rb_*_export` / `_import` and the `irx_rb_c_*_release` guards).
//!
//! A record batch crosses C Data as a struct array (format `+s`, one child
//! per column, no top-level nulls) plus its schema; a stream of batches as
//! a `struct ArrowArrayStream` producing such arrays.
//!
//! Exports hand out arrow-rs's FFI structs, which share (reference count)
//! the batch's buffers: they keep the data alive by themselves and outlive
//! the handle they came from.
//!
//! Imports never let arrow-rs read a producer's struct before it has been
//! checked here: arrow-rs's importer trusts its input (a NULL offsets
//! buffer, a missing child or a cyclic tree would be read blindly), so
//! every struct of the tree is first checked for shape against the type
//! the schema gives ([`check_array`]), and the imported data is then fully
//! validated (offsets in range and monotonic, UTF-8, null counts,
//! dictionary keys) before a handle exists. Buffer sizes themselves are
//! the producer's word (the C Data contract: nothing can check them).
//!
//! Move semantics (1.25, Arrow C++): an import first checks its pointers
//! and that the inputs are not released; a failure there leaves the inputs
//! untouched. From then on the inputs are moved in: their `release` is
//! NULL when the call returns, success or failure (on failure the
//! producer's release callback has run, once).

use std::ffi::{CStr, c_int, c_void};
use std::sync::Arc;

use arrow_array::ffi::{FFI_ArrowArray, FFI_ArrowSchema, from_ffi_and_data_type};
use arrow_array::ffi_stream::FFI_ArrowArrayStream;
use arrow_array::{
    Array, RecordBatch, RecordBatchIterator, RecordBatchOptions, RecordBatchReader, StructArray,
};
use arrow_schema::{ArrowError, DataType, Field, Fields, Schema, SchemaRef, UnionMode};

use super::batch::{self, IrxRbBatch};
use super::schema::{self, IrxRbSchema};
use super::stream::{self, IrxRbStreamReader};
use crate::arrow::cdata::import::{RawArray, RawSchema};
use crate::ffi::error::Kind;
use crate::ffi::handle::{self, out_struct};
use crate::ffi::{Error, Result, export};

/// Deepest tree of nested structs an import accepts below the batch's own
/// struct: a column's type of at most [`super::types::MAX_TYPE_DEPTH`]
/// levels (the array walk follows the checked schema's type, so it stops
/// there too).
const MAX_DEPTH: usize = super::types::MAX_TYPE_DEPTH;

/// Largest `offset + length` an imported array may claim, so that every
/// buffer size arrow-rs derives from it (at most 32 bytes per element,
/// plus one offset) fits in `isize`.
const MAX_ELEMENTS: i64 = i64::MAX / 64;

fn released(what: &'static str) -> Error {
    Error::new(Kind::Arrow, what)
}

/// 1.25's check before any C export: C Data strings (field names, time
/// zones inside formats) are NUL-terminated, so a name or time zone with an
/// embedded NUL cannot cross without being cut: `IRX_ERR_TYPE`.
pub(crate) fn check_c_fields(fields: &Fields) -> Result<()> {
    fields.iter().try_for_each(|f| check_c_field(f))
}

fn check_c_field(field: &Field) -> Result<()> {
    if field.name().contains('\0') {
        return Err(Error::new(
            Kind::Type,
            "embedded NUL in field name cannot cross C Data",
        ));
    }
    check_c_type(field.data_type())
}

fn check_c_type(data_type: &DataType) -> Result<()> {
    match data_type {
        DataType::Timestamp(_, Some(tz)) if tz.contains('\0') => Err(Error::new(
            Kind::Type,
            "embedded NUL in timezone cannot cross C Data",
        )),
        DataType::List(f)
        | DataType::LargeList(f)
        | DataType::FixedSizeList(f, _)
        | DataType::ListView(f)
        | DataType::LargeListView(f)
        | DataType::Map(f, _) => check_c_field(f),
        DataType::Struct(fields) => check_c_fields(fields),
        DataType::Union(fields, _) => fields.iter().try_for_each(|(_, f)| check_c_field(f)),
        DataType::Dictionary(_, value) => check_c_type(value),
        DataType::RunEndEncoded(run_ends, values) => {
            check_c_field(run_ends)?;
            check_c_field(values)
        }
        _ => Ok(()),
    }
}

/// Field-for-field mirror of `struct ArrowArrayStream` (arrow-rs keeps
/// the fields private).
#[repr(C)]
struct RawStream {
    get_schema: *const c_void,
    get_next: *const c_void,
    get_last_error: *const c_void,
    release: *const c_void,
    private_data: *const c_void,
}

const _: () = assert!(size_of::<RawStream>() == size_of::<FFI_ArrowArrayStream>());

/// Whether a caller's struct is live (`release != NULL`), read through the
/// raw mirrors (arrow-rs keeps the fields private). 1.25 refuses to
/// overwrite a live output (`IRX_ERR_ARROW`), which would leak it, and to
/// import a released input.
pub(crate) fn schema_live(out: *mut FFI_ArrowSchema) -> bool {
    // SAFETY: `out` is non-NULL, aligned and readable (checked by the
    // caller with `out_struct`); the mirror has the same layout.
    !unsafe { (*out.cast::<RawSchema>()).release }.is_null()
}

pub(crate) fn array_live(out: *mut FFI_ArrowArray) -> bool {
    // SAFETY: as for `schema_live`.
    !unsafe { (*out.cast::<RawArray>()).release }.is_null()
}

pub(crate) fn stream_live(out: *mut FFI_ArrowArrayStream) -> bool {
    // SAFETY: as for `schema_live`.
    !unsafe { (*out.cast::<RawStream>()).release }.is_null()
}

/// A batch as a C Data struct array and schema (arrow-rs keeps the
/// schema's metadata; the array shares the batch's buffers).
pub(crate) fn export_batch(batch: &RecordBatch) -> Result<(FFI_ArrowArray, FFI_ArrowSchema)> {
    check_c_fields(batch.schema().fields())?;
    let schema = FFI_ArrowSchema::try_from(batch.schema().as_ref()).map_err(super::arrow_error)?;
    let array = FFI_ArrowArray::new(&StructArray::from(batch.clone()).into_data());
    Ok((array, schema))
}

/// Exports a schema as a new `struct ArrowSchema` (format `+s`, one child
/// per field with its name, type, nullability and metadata; the schema's
/// metadata on the top level).
///
/// `*out` must be zero-initialised or released (`release == NULL`); it
/// becomes an independent struct the caller owns and releases once
/// (`out->release(out)` or `irx_rb_c_schema_release(out)`). It does not
/// depend on `schema`, which may be released first.
///
/// Errors: `IRX_ERR_NULLPTR` for a NULL `schema` or `out`; `IRX_ERR_ARROW`
/// when `*out` is not released (it is left untouched); `IRX_ERR_TYPE` for
/// a field name or time zone with an embedded NUL (C Data strings end at
/// the first NUL). On any error `*out` holds no live struct.
///
/// # Safety
/// `schema` is NULL or a schema of this runtime; `out` is NULL or points to
/// a readable and writable `struct ArrowSchema`.
#[export(RecordBatch)]
pub unsafe fn irx_rb_schema_export(schema: *const IrxRbSchema, out: *mut FFI_ArrowSchema) -> c_int {
    // SAFETY: caller contract.
    let schema = unsafe { handle::borrow(schema)? };
    // SAFETY: caller contract.
    let slot = unsafe { out_struct(out, "out")? };
    if schema_live(out) {
        return Err(released("output schema is not released"));
    }
    slot.write(FFI_ArrowSchema::empty());
    check_c_fields(schema.schema.fields())?;
    let exported = FFI_ArrowSchema::try_from(schema.schema.as_ref()).map_err(super::arrow_error)?;
    slot.write(exported);
    Ok(())
}

/// Imports a producer's `struct ArrowSchema` (format `+s`) as a new schema
/// in `*out` (release it with `irx_rb_schema_release`).
///
/// Moves `*schema`: once the checks below on NULL and released inputs pass,
/// the call owns the struct and `schema->release` is NULL when it returns,
/// success or failure (the producer's release callback has run once, or
/// the schema's ownership moved into the handle). Call release only if it
/// is still non-NULL.
///
/// Errors that leave `*schema` untouched: `IRX_ERR_NULLPTR` (NULL `out`
/// or `schema`), `IRX_ERR_ARROW` (`schema` already released). Errors after
/// the move: `IRX_ERR_INVALID` for a malformed tree (NULL format or child,
/// negative counts, nesting deeper than 64 levels below the top struct,
/// one struct reached twice: a child or dictionary shared by two parents
/// or cyclic), a format that is not a
/// struct, or a type Arrow cannot lay out (a negative fixed size, map
/// entries that are not a key/value struct, run ends other than
/// int16/32/64); `IRX_ERR_TYPE` for a field with no `IrxColumnType`; the arrow-rs
/// parsing error for a bad format string. `*out` is NULL on error.
///
/// # Safety
/// `schema` is NULL or points to a `struct ArrowSchema` per the C Data
/// interface; `out` is NULL or writable.
#[export(RecordBatch, out = out)]
pub unsafe fn irx_rb_schema_import(
    schema: *mut FFI_ArrowSchema,
    out: *mut *mut IrxRbSchema,
) -> c_int {
    // SAFETY: caller contract.
    let moved = unsafe { take_schema(schema)? };
    let parsed = schema_of(&moved)?;
    drop(moved);
    *out = schema::new_handle(IrxRbSchema::checked(parsed)?)?;
    Ok(())
}

/// Takes ownership of a caller's schema after the NULL and released checks
/// (which leave it untouched); from here its `release` is NULL for the
/// caller and the returned value releases it on drop.
///
/// # Safety
/// `schema` is NULL or points to a readable, writable `struct ArrowSchema`.
unsafe fn take_schema(schema: *mut FFI_ArrowSchema) -> Result<FFI_ArrowSchema> {
    // SAFETY: caller contract.
    unsafe { handle::in_ref(schema.cast::<RawSchema>(), "schema")? };
    if !schema_live(schema) {
        return Err(released("schema already released"));
    }
    // SAFETY: non-NULL and live; `from_raw` moves it out and leaves a
    // released struct behind.
    Ok(unsafe { FFI_ArrowSchema::from_raw(schema) })
}

/// A moved schema, checked for shape, as a record-batch schema.
fn schema_of(moved: &FFI_ArrowSchema) -> Result<SchemaRef> {
    // SAFETY: `moved` is a live struct from a producer (C Data contract);
    // `check_schema` reads only what the contract says is readable.
    unsafe { check_schema(std::ptr::from_ref(moved).cast())? };
    // Arrow C++'s importer refuses a schema that is not a struct in these
    // words (1.25 passes them on); arrow-rs's are vaguer.
    if let Ok(data_type) = DataType::try_from(moved)
        && !matches!(data_type, DataType::Struct(_))
    {
        return Err(Error::invalid(format!(
            "Invalid: Cannot import schema: ArrowSchema describes non-struct type {}",
            super::types::type_name(&data_type)
        )));
    }
    let parsed = Schema::try_from(moved).map_err(|e| Error::invalid(e.to_string()))?;
    super::types::check_fields(parsed.fields())
        .map_err(|reason| Error::invalid(format!("invalid C schema: {reason}")))?;
    Ok(Arc::new(parsed))
}

/// Checks the shape of a producer's schema tree before arrow-rs walks it:
/// non-NULL format, children pointers present for `n_children`, every child
/// and dictionary a live struct, bounded depth, and a tree: no struct
/// reached twice. The walk is iterative (a schema nested 10,000 deep is
/// refused at level 65 without recursing), and visits each struct once, so
/// its cost is the producer's own memory: a child shared by reference
/// (every parent's children pointing at one struct, 64 levels down) would
/// otherwise be walked 2^64 times here, and expanded as often by arrow-rs.
/// A struct reached twice is no valid C Data tree anyway: each parent's
/// release releases its children.
///
/// # Safety
/// `root` points to a readable `struct ArrowSchema` whose pointers obey
/// the C Data interface (strings NUL-terminated, arrays of `n_children`).
unsafe fn check_schema(root: *const RawSchema) -> Result<()> {
    let mut seen = std::collections::HashSet::new();
    let mut stack = vec![(root, 0usize)];
    while let Some((schema, depth)) = stack.pop() {
        if depth > MAX_DEPTH {
            return Err(Error::invalid(format!(
                "C schema nested deeper than {MAX_DEPTH} levels"
            )));
        }
        if !seen.insert(schema as usize) {
            return Err(Error::invalid(
                "C schema is not a tree: one struct is the child or dictionary of two \
                 parents (or of itself)",
            ));
        }
        // SAFETY: the root (caller contract) or a child or dictionary
        // pointer of a struct checked below (contract).
        let s = unsafe { &*schema };
        if s.release.is_null() {
            return Err(Error::invalid("C schema child or dictionary is released"));
        }
        if s.format.is_null() {
            return Err(Error::invalid("C schema format is NULL"));
        }
        if s.n_children < 0 || s.n_children > i64::from(i32::MAX) {
            return Err(Error::invalid(format!(
                "C schema n_children {} is out of range",
                s.n_children
            )));
        }
        if s.n_children > 0 && s.children.is_null() {
            return Err(Error::invalid("C schema has children but children is NULL"));
        }
        // arrow-rs reads the format and name as UTF-8 and a nested type's
        // children by position, panicking on either (fuzz findings,
        // `cdata_nested`): both are checked here, before it sees them.
        // SAFETY: a non-NULL format is NUL-terminated (contract).
        let format = unsafe { std::ffi::CStr::from_ptr(s.format) }
            .to_str()
            .map_err(|_| Error::invalid("C schema format is not UTF-8"))?;
        // SAFETY: a non-NULL name is NUL-terminated (contract).
        let name = (!s.name.is_null()).then(|| unsafe { std::ffi::CStr::from_ptr(s.name) });
        if name.is_some_and(|name| name.to_str().is_err()) {
            return Err(Error::invalid("C schema name is not UTF-8"));
        }
        let needed = children_needed(format);
        if s.n_children < needed {
            return Err(Error::invalid(format!(
                "C schema of format {format:?} needs {needed} child(ren), has {}",
                s.n_children
            )));
        }
        let children = s.children.cast::<*const RawSchema>();
        for i in 0..s.n_children as usize {
            // SAFETY: `children` holds `n_children` pointers (contract).
            let child = unsafe { *children.add(i) };
            if child.is_null() {
                return Err(Error::invalid(format!("C schema child {i} is NULL")));
            }
            stack.push((child, depth + 1));
        }
        if !s.dictionary.is_null() {
            stack.push((s.dictionary.cast(), depth + 1));
        }
    }
    Ok(())
}

/// The children a C Data format string cannot do without: one for the
/// list, list-view, map and fixed-size list formats, two (run ends and
/// values) for run-end encoded; 0 for every other (a struct or union may
/// have none; an unknown format is refused later, when it is parsed).
fn children_needed(format: &str) -> i64 {
    match format {
        "+l" | "+L" | "+vl" | "+vL" | "+m" => 1,
        "+r" => 2,
        f if f.starts_with("+w:") => 1,
        _ => 0,
    }
}

/// C Data buffers (validity first) and children a type has.
fn layout(data_type: &DataType) -> Result<(i64, Vec<&DataType>)> {
    use DataType as T;
    Ok(match data_type {
        T::Null => (0, vec![]),
        T::Boolean
        | T::Int8
        | T::Int16
        | T::Int32
        | T::Int64
        | T::UInt8
        | T::UInt16
        | T::UInt32
        | T::UInt64
        | T::Float16
        | T::Float32
        | T::Float64
        | T::Date32
        | T::Date64
        | T::Time32(_)
        | T::Time64(_)
        | T::Timestamp(..)
        | T::Duration(_)
        | T::Interval(_)
        | T::Decimal32(..)
        | T::Decimal64(..)
        | T::Decimal128(..)
        | T::Decimal256(..)
        | T::FixedSizeBinary(_)
        | T::Dictionary(..) => (2, vec![]),
        T::Utf8 | T::LargeUtf8 | T::Binary | T::LargeBinary => (3, vec![]),
        T::List(f) | T::LargeList(f) | T::Map(f, _) => (2, vec![f.data_type()]),
        T::FixedSizeList(f, _) => (1, vec![f.data_type()]),
        T::Struct(fields) => (1, fields.iter().map(|f| f.data_type()).collect()),
        // The carried types beyond 1.25's column types (issue 34, item 3),
        // as the C Data interface lays them out: list views have offsets
        // and sizes; unions no validity, their type ids (and a dense
        // union's offsets); run-end encoding no buffers, its run ends and
        // values as children. Views have a variable count, checked in
        // `check_views` (at least validity, views and the sizes of their
        // data buffers); this is the least.
        T::ListView(f) | T::LargeListView(f) => (3, vec![f.data_type()]),
        T::Union(fields, mode) => (
            match mode {
                UnionMode::Sparse => 1,
                UnionMode::Dense => 2,
            },
            fields.iter().map(|(_, f)| f.data_type()).collect(),
        ),
        T::RunEndEncoded(ends, values) => (0, vec![ends.data_type(), values.data_type()]),
        T::Utf8View | T::BinaryView => (3, vec![]),
    })
}

/// Checks a view array's buffers before arrow-rs reads them: its count is
/// validity, views, the data buffers and their sizes (3 or more), and
/// arrow-rs takes each data buffer's size from the last buffer, which must
/// be there when there are data buffers, and each size not negative (they
/// become buffer lengths). The views themselves are validated against
/// those sizes after the import.
///
/// # Safety
/// `a` obeys the C Data interface: `buffers` holds `n_buffers` pointers,
/// the last, when there are data buffers, one `int64` per data buffer.
unsafe fn check_views(a: &RawArray, data_type: &DataType) -> Result<()> {
    if a.n_buffers < 3 {
        return Err(Error::invalid(format!(
            "C array of type {data_type} has {} buffers, expected 3 or more",
            a.n_buffers
        )));
    }
    if a.buffers.is_null() {
        return Err(Error::invalid("C array buffers is NULL"));
    }
    let data_buffers = (a.n_buffers - 3) as usize;
    if data_buffers == 0 {
        return Ok(());
    }
    // SAFETY: `buffers` holds `n_buffers` pointers (contract).
    let sizes = unsafe { *a.buffers.add(a.n_buffers as usize - 1) }.cast::<i64>();
    if sizes.is_null() {
        return Err(Error::invalid(format!(
            "C array of type {data_type} has a NULL buffer of data buffer sizes"
        )));
    }
    for i in 0..data_buffers {
        // SAFETY: the sizes buffer holds one int64 per data buffer
        // (contract); unaligned, since alignment is only recommended.
        let size = unsafe { sizes.add(i).read_unaligned() };
        // SAFETY: as above, data buffer `i` is buffer `2 + i`.
        let data = unsafe { *a.buffers.add(2 + i) };
        if size < 0 || size > isize::MAX as i64 || (size > 0 && data.is_null()) {
            return Err(Error::invalid(format!(
                "C array of type {data_type} has data buffer {i} of size {size} at {data:?}"
            )));
        }
    }
    Ok(())
}

/// Checks the shape of a producer's array tree against `data_type` before
/// arrow-rs reads it: counts in range, the buffer and child counts the
/// type has, every buffer arrow-rs dereferences present, children and
/// dictionary present exactly when the type has them, bounded depth.
///
/// # Safety
/// `array` points to a readable `struct ArrowArray` whose pointers obey the
/// C Data interface (`buffers` and `children` arrays of their counts).
unsafe fn check_array(array: *const RawArray, data_type: &DataType, depth: usize) -> Result<()> {
    if depth > MAX_DEPTH {
        return Err(Error::invalid("C array nested deeper than 64 levels"));
    }
    // SAFETY: caller contract.
    let a = unsafe { &*array };
    if a.release.is_null() {
        return Err(Error::invalid("C array child or dictionary is released"));
    }
    if a.length < 0 || a.offset < 0 || a.length > MAX_ELEMENTS || a.offset > MAX_ELEMENTS - a.length
    {
        return Err(Error::invalid(format!(
            "C array length {} / offset {} out of range",
            a.length, a.offset
        )));
    }
    if a.null_count < -1 || a.null_count > a.length {
        return Err(Error::invalid(format!(
            "C array null_count {} out of range for length {}",
            a.null_count, a.length
        )));
    }
    let elements = a.length + a.offset;
    // arrow-data sizes a fixed-size list's child with `expect` (a panic on
    // overflow): refused as IPC refuses it (finding 13).
    if let DataType::FixedSizeList(_, size) = data_type {
        super::types::fixed_size_list_values(elements as u64, *size)
            .map_err(|reason| Error::invalid(format!("C array {reason}")))?;
    }
    if let DataType::FixedSizeBinary(width) = data_type
        && (*width < 0
            || elements
                .checked_mul(i64::from(*width))
                .is_none_or(|b| b > isize::MAX as i64))
    {
        return Err(Error::invalid("C array fixed-size binary too large"));
    }
    let (n_buffers, children) = layout(data_type)?;
    if matches!(data_type, DataType::Utf8View | DataType::BinaryView) {
        // SAFETY: caller contract.
        unsafe { check_views(a, data_type)? };
    } else if a.n_buffers != n_buffers {
        return Err(Error::invalid(format!(
            "C array of type {data_type} has {} buffers, expected {n_buffers}",
            a.n_buffers
        )));
    }
    if n_buffers > 0 && a.buffers.is_null() {
        return Err(Error::invalid("C array buffers is NULL"));
    }
    // Offsets (variable-size types) are read by the importer itself, values
    // by later readers: either must be there when elements exist. The
    // values of utf8/binary (buffer 2) may be NULL when empty; the importer
    // checks that against the last offset.
    let needs_data = elements > 0
        || matches!(
            data_type,
            DataType::Utf8 | DataType::LargeUtf8 | DataType::Binary | DataType::LargeBinary
        ) && a.offset > 0;
    if needs_data {
        for i in 1..n_buffers.min(2) as usize {
            // SAFETY: `buffers` holds `n_buffers` pointers (contract).
            if unsafe { *a.buffers.add(i) }.is_null() {
                return Err(Error::invalid(format!(
                    "C array of type {data_type} has a NULL buffer {i}"
                )));
            }
        }
    }
    // arrow-rs sizes a utf8/binary values buffer by the last offset it
    // reads: a negative one became a buffer of about 2^63 bytes (fuzz
    // finding, `cdata_nested`; a debug assertion in arrow-buffer, undefined
    // behaviour without one). The offsets the import reads are checked
    // first; the rest are validated with the batch.
    let large = match data_type {
        DataType::Utf8 | DataType::Binary => Some(false),
        DataType::LargeUtf8 | DataType::LargeBinary => Some(true),
        _ => None,
    };
    // SAFETY: `buffers` holds the three pointers a utf8/binary array has
    // (checked above).
    let offsets = large.map(|_| unsafe { *a.buffers.add(1) }.cast::<u8>());
    if let (Some(large), Some(offsets)) = (large, offsets)
        && !offsets.is_null()
    {
        // SAFETY: the offsets buffer holds `elements + 1` entries of its
        // width (C Data contract: the size its fields imply); unaligned
        // reads, since alignment is only recommended.
        let at = |i: i64| unsafe {
            if large {
                offsets.cast::<i64>().add(i as usize).read_unaligned()
            } else {
                i64::from(offsets.cast::<i32>().add(i as usize).read_unaligned())
            }
        };
        let (first, last) = (at(a.offset), at(elements));
        if first < 0 || last < first {
            return Err(Error::invalid(format!(
                "C array of type {data_type} has offsets {first}..{last} (negative or falling)"
            )));
        }
    }
    if a.n_children != children.len() as i64 {
        // Arrow C++'s importer's text, as 1.25 passes it on.
        return Err(Error::invalid(format!(
            "Invalid: ArrowArray struct has {} children, expected {} for type {}",
            a.n_children,
            children.len(),
            super::types::type_name(data_type)
        )));
    }
    if !children.is_empty() && a.children.is_null() {
        return Err(Error::invalid("C array children is NULL"));
    }
    let pointers = a.children.cast::<*const RawArray>();
    for (i, child_type) in children.into_iter().enumerate() {
        // SAFETY: `children` holds `n_children` pointers (contract).
        let child = unsafe { *pointers.add(i) };
        if child.is_null() {
            return Err(Error::invalid(format!("C array child {i} is NULL")));
        }
        // SAFETY: a child of a live array (contract).
        unsafe { check_array(child, child_type, depth + 1)? };
    }
    match (data_type, a.dictionary.is_null()) {
        (DataType::Dictionary(_, value), false) => {
            // SAFETY: as above.
            unsafe { check_array(a.dictionary.cast(), value, depth + 1) }
        }
        (DataType::Dictionary(..), true) => {
            Err(Error::invalid("C dictionary array has no dictionary"))
        }
        (_, false) => Err(Error::invalid(format!(
            "C array of type {data_type} has a dictionary"
        ))),
        (_, true) => Ok(()),
    }
}

/// A moved struct array of `schema`, checked, imported and fully
/// validated, as a record batch.
fn batch_of(array: FFI_ArrowArray, schema: SchemaRef) -> Result<RecordBatch> {
    let data_type = DataType::Struct(schema.fields().clone());
    // SAFETY: `array` is a live producer struct (C Data contract).
    unsafe { check_array(std::ptr::from_ref(&array).cast(), &data_type, 0)? };
    // SAFETY: the tree has the shape `data_type` needs (checked above);
    // buffer sizes are the producer's contract.
    let data = unsafe { from_ffi_and_data_type(array, data_type) }
        .map_err(|e| Error::invalid(e.to_string()))?;
    // Arrow C++ makes the batch of the struct's children and validates it:
    // a column of another length than the struct fails first, in its
    // words (1.25 passes them on).
    if data.offset() == 0
        && let Some((i, child)) = data
            .child_data()
            .iter()
            .enumerate()
            .find(|(_, child)| child.len() != data.len())
    {
        return Err(Error::invalid(format!(
            "Invalid: Number of rows in column {i} did not match batch: {} vs {}",
            child.len(),
            data.len()
        )));
    }
    data.validate_full().map_err(super::arrow_error)?;
    if data.null_count() != 0 {
        return Err(Error::invalid(
            "a struct array with top-level nulls is not a record batch",
        ));
    }
    let rows = data.len();
    let columns = StructArray::from(data).into_parts().1;
    RecordBatch::try_new_with_options(
        schema,
        columns,
        &RecordBatchOptions::new().with_row_count(Some(rows)),
    )
    .map_err(super::arrow_error)
}

/// Exports a batch as a C Data struct array (`*array`: one child per
/// column, no top-level nulls) and its schema (`*schema`, as
/// `irx_rb_schema_export`).
///
/// Both outputs must be zero-initialised or released; on success each is
/// an independent struct the caller releases once. The array shares the
/// batch's buffers and keeps them alive itself: it stays valid after
/// `irx_rb_batch_release`.
///
/// Errors: `IRX_ERR_NULLPTR` (NULL `batch`, `array` or `schema`);
/// `IRX_ERR_ARROW` when either output is not released (both are left
/// untouched); `IRX_ERR_TYPE` for a field name or time zone with an
/// embedded NUL. On any error neither output holds a live struct it did
/// not hold before.
///
/// # Safety
/// `batch` is NULL or a batch of this runtime; `array` and `schema` are
/// NULL or point to readable, writable structs.
#[export(RecordBatch)]
pub unsafe fn irx_rb_batch_export(
    batch: *const IrxRbBatch,
    array: *mut FFI_ArrowArray,
    schema: *mut FFI_ArrowSchema,
) -> c_int {
    // SAFETY: caller contract.
    let batch = unsafe { handle::borrow(batch)? };
    // SAFETY: caller contract.
    unsafe { export_batch_into(array, schema, released, || Ok(batch.batch.clone())) }
}

/// Exports the batch `make` gives into a caller's two C Data outputs, after
/// checking them: non-NULL and aligned (`Kind::Null`), both released (a
/// live one is `refused`, and neither is touched).
///
/// # Safety
/// `array` and `schema` are NULL or point to readable, writable structs.
pub(crate) unsafe fn export_batch_into(
    array: *mut FFI_ArrowArray,
    schema: *mut FFI_ArrowSchema,
    refused: fn(&'static str) -> Error,
    make: impl FnOnce() -> Result<RecordBatch>,
) -> Result<()> {
    // SAFETY: caller contract.
    let (out_a, out_s) = unsafe { (out_struct(array, "array")?, out_struct(schema, "schema")?) };
    if array_live(array) || schema_live(schema) {
        return Err(refused("C Data outputs must be released"));
    }
    let (a, s) = export_batch(&make()?)?;
    out_a.write(a);
    out_s.write(s);
    Ok(())
}

/// Imports a producer's struct array and schema as a new batch in `*out`
/// (release it with `irx_rb_batch_release`). The batch adopts the
/// producer's buffers without copying; the producer's release callback
/// runs once, when the last column sharing them is released.
///
/// Moves both inputs: after the checks that leave them untouched, both
/// structs are owned by the call and both `release` fields are NULL when
/// it returns, success or failure. Call release only on a struct whose
/// `release` is still non-NULL.
///
/// Errors that leave both inputs untouched: `IRX_ERR_NULLPTR` (NULL `out`,
/// `array` or `schema`), `IRX_ERR_ARROW` (either input already released).
/// Errors after the move: `IRX_ERR_INVALID` for a malformed schema or
/// array (a shape that does not match the schema's types, NULL buffers or
/// children, counts out of range, a fixed-size list whose rows times its
/// size passes `INT64_MAX`, offsets out of order or range, invalid UTF-8,
/// wrong null counts, dictionary keys out of range, top-level nulls; the
/// schema as `irx_rb_schema_import` checks it); `IRX_ERR_TYPE` for a
/// field with no `IrxColumnType`. `*out` is NULL on error.
///
/// # Safety
/// `array` and `schema` are NULL or point to structs per the C Data
/// interface; `out` is NULL or writable.
#[export(RecordBatch, out = out)]
pub unsafe fn irx_rb_batch_import(
    array: *mut FFI_ArrowArray,
    schema: *mut FFI_ArrowSchema,
    out: *mut *mut IrxRbBatch,
) -> c_int {
    // SAFETY: caller contract.
    let batch = unsafe { import_batch(array, schema, released)? };
    IrxRbSchema::checked(batch.schema())?;
    *out = batch::new_handle(batch)?;
    Ok(())
}

/// Moves a producer's struct array and schema in as a record batch of any
/// type the checks know (the C Data import of batches and of tables).
/// NULL inputs are `Kind::Null`; released ones are `refused` (each family
/// has its category for them), and both leave the inputs untouched; after
/// that both are moved in, as `irx_rb_batch_import` documents.
///
/// # Safety
/// `array` and `schema` are NULL or point to structs per the C Data
/// interface.
pub(crate) unsafe fn import_batch(
    array: *mut FFI_ArrowArray,
    schema: *mut FFI_ArrowSchema,
    refused: fn(&'static str) -> Error,
) -> Result<RecordBatch> {
    // SAFETY: caller contract.
    unsafe {
        handle::in_ref(array.cast::<RawArray>(), "array")?;
        handle::in_ref(schema.cast::<RawSchema>(), "schema")?;
    }
    if !array_live(array) || !schema_live(schema) {
        return Err(refused("C Data input already released"));
    }
    // SAFETY: non-NULL and live; moved out, leaving released structs.
    let moved_array = unsafe { FFI_ArrowArray::from_raw(array) };
    // SAFETY: as above.
    let moved_schema = unsafe { take_schema(schema)? };
    let parsed = schema_of(&moved_schema)?;
    drop(moved_schema);
    batch_of(moved_array, parsed)
}

/// Exports a batch as a C stream that yields it once, then the end.
///
/// `*out` must be zero-initialised or released; on success it is an
/// independent stream the caller releases once. It shares the batch's
/// buffers and stays valid after `irx_rb_batch_release`.
///
/// Errors: `IRX_ERR_NULLPTR` (NULL `batch` or `out`); `IRX_ERR_ARROW` when
/// `*out` is not released (left untouched); `IRX_ERR_TYPE` for a field
/// name or time zone with an embedded NUL.
///
/// # Safety
/// `batch` is NULL or a batch of this runtime; `out` is NULL or points to
/// a readable, writable `struct ArrowArrayStream`.
#[export(RecordBatch)]
pub unsafe fn irx_rb_batch_export_stream(
    batch: *const IrxRbBatch,
    out: *mut FFI_ArrowArrayStream,
) -> c_int {
    // SAFETY: caller contract.
    let batch = unsafe { handle::borrow(batch)? };
    let schema = batch.batch.schema();
    // SAFETY: caller contract.
    unsafe { export_stream_into(out, schema, released, || Ok(vec![batch.batch.clone()])) }
}

/// Exports a C stream of `schema` yielding the batches `make` gives into a
/// caller's `*out`, after checking it: non-NULL and aligned (`Kind::Null`),
/// released (a live one is `refused` and left untouched); and the schema's
/// names and time zones, which C Data strings must carry whole.
///
/// # Safety
/// `out` is NULL or points to a readable, writable `struct ArrowArrayStream`.
pub(crate) unsafe fn export_stream_into(
    out: *mut FFI_ArrowArrayStream,
    schema: SchemaRef,
    refused: fn(&'static str) -> Error,
    make: impl FnOnce() -> Result<Vec<RecordBatch>>,
) -> Result<()> {
    // SAFETY: caller contract.
    let slot = unsafe { out_struct(out, "out")? };
    if stream_live(out) {
        return Err(refused("output stream is not released"));
    }
    check_c_fields(schema.fields())?;
    let reader = RecordBatchIterator::new(make()?.into_iter().map(Ok), schema);
    slot.write(FFI_ArrowArrayStream::new(Box::new(reader)));
    Ok(())
}

/// A producer's C stream as a source of batches: its schema checked once,
/// every array checked, imported and validated before it becomes a batch.
/// Dropping it releases the stream (once).
struct CStreamSource {
    stream: FFI_ArrowArrayStream,
    schema: SchemaRef,
}

// SAFETY: the stream is only ever used through `&mut self` (`next`);
// `schema()` reads the cached schema, never the stream.
unsafe impl Sync for CStreamSource {}

impl CStreamSource {
    /// The producer's message for its last failed call, if it gives one.
    fn producer_error(&mut self, call: &str, code: c_int) -> ArrowError {
        let message = self
            .stream
            .get_last_error()
            // SAFETY: the stream is live and its last call failed.
            .map(|f| unsafe { f(&raw mut self.stream) })
            .filter(|m| !m.is_null())
            // SAFETY: a non-NULL message is NUL-terminated (contract).
            .map(|m| unsafe { CStr::from_ptr(m) }.to_string_lossy().into_owned());
        let text = match message {
            Some(m) => format!("C stream {call} failed ({code}): {m}"),
            None => format!("C stream {call} failed with error code {code}"),
        };
        match code {
            libc::EINVAL => ArrowError::InvalidArgumentError(text),
            libc::ENOMEM => ArrowError::MemoryError(text),
            _ => ArrowError::IoError(text, std::io::Error::other("C stream")),
        }
    }

    fn new(mut stream: FFI_ArrowArrayStream) -> Result<CStreamSource> {
        let (Some(get_schema), Some(_)) = (stream.get_schema(), stream.get_next()) else {
            return Err(Error::invalid("C stream lacks get_schema or get_next"));
        };
        let mut schema = FFI_ArrowSchema::empty();
        // SAFETY: a live stream and a released output struct.
        let code = unsafe { get_schema(&raw mut stream, &raw mut schema) };
        let mut source = CStreamSource {
            stream,
            schema: Arc::new(Schema::empty()),
        };
        if code != 0 {
            return Err(super::arrow_error(
                source.producer_error("get_schema", code),
            ));
        }
        if !schema_live(&raw mut schema) {
            return Err(Error::invalid(
                "C stream get_schema returned a released schema",
            ));
        }
        source.schema = schema_of(&schema)?;
        Ok(source)
    }
}

impl Iterator for CStreamSource {
    type Item = std::result::Result<RecordBatch, ArrowError>;

    fn next(&mut self) -> Option<Self::Item> {
        let get_next = self.stream.get_next()?;
        let mut array = FFI_ArrowArray::empty();
        // SAFETY: a live stream and a released output struct.
        let code = unsafe { get_next(&raw mut self.stream, &raw mut array) };
        if code != 0 {
            return Some(Err(self.producer_error("get_next", code)));
        }
        // A released array is the end of the stream (C Stream interface).
        if array.is_released() {
            return None;
        }
        Some(
            batch_of(array, self.schema.clone()).map_err(|e| match e.kind {
                Kind::Type => ArrowError::SchemaError(e.message.into_owned()),
                _ => ArrowError::InvalidArgumentError(e.message.into_owned()),
            }),
        )
    }
}

impl RecordBatchReader for CStreamSource {
    fn schema(&self) -> SchemaRef {
        self.schema.clone()
    }
}

/// Imports a producer's `struct ArrowArrayStream` as a new reader in
/// `*out` (close it with `irx_rb_stream_reader_close`, which releases the
/// stream exactly once). The producer's schema is read now; each array
/// from `get_next` is checked for shape against it, imported without
/// copying and fully validated before `irx_rb_stream_reader_next_batch`
/// hands it out. A `get_next` failure becomes that call's error with the
/// producer's `get_last_error` message (`IRX_ERR_INVALID` for `EINVAL`,
/// `IRX_ERR_ALLOC` for `ENOMEM`, `IRX_ERR_IO` otherwise); an array that
/// does not match the schema or fails validation is `IRX_ERR_INVALID`.
/// A released array from `get_next` is the end of the stream, as the C
/// Stream interface defines it; a released child or dictionary inside an
/// array is an error.
///
/// Moves `*stream`: after the checks that leave it untouched, the call
/// owns it and `stream->release` is NULL when it returns, success or
/// failure (on failure the producer's release has run, once).
///
/// Errors that leave `*stream` untouched: `IRX_ERR_NULLPTR` (NULL `out`
/// or `stream`), `IRX_ERR_ARROW` (`stream` already released). After the
/// move: `IRX_ERR_INVALID` for a stream without `get_schema`/`get_next`
/// or a malformed schema; the producer's error from `get_schema`;
/// `IRX_ERR_TYPE` for a field with no `IrxColumnType`. `*out` is NULL on
/// error.
///
/// # Safety
/// `stream` is NULL or points to a `struct ArrowArrayStream` per the C
/// Stream interface; `out` is NULL or writable.
#[export(RecordBatch, out = out)]
pub unsafe fn irx_rb_stream_reader_import(
    stream: *mut FFI_ArrowArrayStream,
    out: *mut *mut IrxRbStreamReader,
) -> c_int {
    // SAFETY: caller contract.
    let source = unsafe { import_stream(stream, released)? };
    // `batch_of` validates every batch fully.
    *out = stream::new_reader(Box::new(source), stream::Validation::Done)?;
    Ok(())
}

/// Moves a producer's C stream in as a source of checked, fully validated
/// batches (the C Stream import of readers and of tables). NULL is
/// `Kind::Null`, a released stream `refused`, both leaving it untouched;
/// after that it is moved in, as `irx_rb_stream_reader_import` documents.
///
/// # Safety
/// `stream` is NULL or points to a `struct ArrowArrayStream` per the C
/// Stream interface.
pub(crate) unsafe fn import_stream(
    stream: *mut FFI_ArrowArrayStream,
    refused: fn(&'static str) -> Error,
) -> Result<impl RecordBatchReader + Send + Sync + 'static> {
    // SAFETY: caller contract.
    let raw = unsafe { handle::in_ref(stream, "stream")? };
    if raw.release().is_none() {
        return Err(refused("stream already released"));
    }
    // SAFETY: non-NULL and live; moved out, leaving a released struct.
    let moved = unsafe { FFI_ArrowArrayStream::from_raw(stream) };
    CStreamSource::new(moved)
}

/// The iteration of a reader moved into an exported stream: batches are
/// validated and checked against the schema as the reader itself does.
///
/// The source may call back into C while it reads (an imported C stream's
/// producer), and C may then call the exported stream again: read it
/// (refused: the source is busy) or release it. arrow-rs's release frees
/// this value at once, under the running call, so the source is shared
/// ([`Arc`]) and each call holds its own reference: a release during the
/// call drops the stream's reference only, and the source is dropped (its
/// producer released) when the call returns.
struct ExportedSource {
    source: Arc<std::sync::Mutex<stream::Source>>,
    schema: SchemaRef,
}

impl Iterator for ExportedSource {
    type Item = std::result::Result<RecordBatch, ArrowError>;

    fn next(&mut self) -> Option<Self::Item> {
        use std::sync::TryLockError;
        // From here `self` may be freed by a release from inside the
        // source: only these two clones are used.
        let (shared, schema) = (Arc::clone(&self.source), self.schema.clone());
        let next = match shared.try_lock() {
            Ok(mut source) => source.next_checked(&schema),
            Err(TryLockError::Poisoned(poisoned)) => poisoned.into_inner().next_checked(&schema),
            Err(TryLockError::WouldBlock) => {
                return Some(Err(ArrowError::InvalidArgumentError(
                    "C stream get_next re-entered from its own source before the outer call \
                     returned; refused"
                        .into(),
                )));
            }
        };
        if Arc::strong_count(&shared) == 1 {
            // Released during the call. arrow-rs's get_next writes an
            // error into the stream's (now freed) private data, but on the
            // end of the stream touches only the caller's output: report
            // the end. The batch, if any, goes with the source.
            return None;
        }
        next
    }
}

impl RecordBatchReader for ExportedSource {
    fn schema(&self) -> SchemaRef {
        self.schema.clone()
    }
}

/// Moves a reader's iteration into a new C stream in `*out`: the stream
/// yields the batches the reader has not yet produced, then the end; its
/// `get_next` fails (with `get_last_error` set) where the reader would.
/// The stream owns the source (file, socket, imported C stream) and does
/// not depend on the reader, which may be closed first. The reader stays
/// a valid handle to close, with its schema, but every later
/// `irx_rb_stream_reader_next_batch` (and a second export) fails with
/// `IRX_ERR_IO` "reader already transferred".
///
/// `*out` must be zero-initialised or released; the caller releases the
/// stream once. If the source calls back into C during the stream's
/// `get_next` (an imported C stream's producer) and C calls that same
/// `get_next` again, the inner call fails (`EINVAL`, with
/// `get_last_error` saying it was re-entered); if C releases the stream
/// there, the release takes effect at once for the caller, the source is
/// released when the running `get_next` returns, and that `get_next`
/// reports the end of the stream.
///
/// Errors: `IRX_ERR_NULLPTR` (NULL `reader` or `out`); `IRX_ERR_IO` for a
/// reader already transferred; `IRX_ERR_ARROW` when `*out` is not
/// released; `IRX_ERR_TYPE` for a field name or time zone with an
/// embedded NUL; `IRX_ERR_INVALID` for a reader that is not live or is
/// busy (called from inside its own source while it reads, as
/// `irx_rb_stream_reader_next_batch` describes). On error the reader is
/// unchanged and `*out` untouched.
///
/// # Safety
/// `reader` is NULL or a reader used by no other thread; `out` is NULL or
/// points to a readable, writable `struct ArrowArrayStream`.
#[export(RecordBatch)]
pub unsafe fn irx_rb_stream_reader_export(
    reader: *mut IrxRbStreamReader,
    out: *mut FFI_ArrowArrayStream,
) -> c_int {
    // SAFETY: caller contract.
    let reader = unsafe { handle::borrow(reader)? };
    // SAFETY: caller contract.
    let slot = unsafe { out_struct(out, "out")? };
    let source = reader.take_source(|| {
        if stream_live(out) {
            return Err(released("output stream is not released"));
        }
        check_c_fields(reader.schema.fields())
    })?;
    let exported = ExportedSource {
        source: Arc::new(std::sync::Mutex::new(source)),
        schema: reader.schema.clone(),
    };
    slot.write(FFI_ArrowArrayStream::new(Box::new(exported)));
    Ok(())
}

/// Releases `*stream` if it is live and marks it released: calls
/// `stream->release(stream)` when it is non-NULL, then sets it to NULL.
/// Idempotent; NULL `stream` is a no-op. Does not free the outer struct.
///
/// # Safety
/// `stream` is NULL or points to a `struct ArrowArrayStream` that is
/// zeroed, released or live (not freed).
#[export(RecordBatch)]
pub unsafe fn irx_rb_c_stream_release(stream: *mut FFI_ArrowArrayStream) {
    if stream.is_null() {
        return Ok(());
    }
    let raw = stream.cast::<RawStream>();
    // SAFETY: caller contract.
    unsafe { release_guard(raw.cast(), (&raw mut (*raw).release).cast()) };
    Ok(())
}

type RawRelease = Option<unsafe extern "C" fn(*mut c_void)>;

/// Calls a C Data struct's release callback (at `release_field`) on
/// `ptr` if non-NULL, then clears the field.
///
/// # Safety
/// `release_field` is the `release` field of the struct at `ptr`.
unsafe fn release_guard(ptr: *mut c_void, release_field: *mut *const c_void) {
    // SAFETY: caller contract; a non-NULL release is a function pointer
    // taking the struct (C Data interface).
    unsafe {
        let release: RawRelease = std::mem::transmute::<*const c_void, RawRelease>(*release_field);
        if let Some(release) = release {
            release(ptr);
            *release_field = std::ptr::null();
        }
    }
}

/// Releases `*array` if it is live and marks it released: calls
/// `array->release(array)` when it is non-NULL, then sets it to NULL.
/// Idempotent; NULL `array` is a no-op. Does not free the outer struct.
///
/// # Safety
/// `array` is NULL or points to a `struct ArrowArray` that is zeroed,
/// released or live (not freed).
#[export(RecordBatch)]
pub unsafe fn irx_rb_c_array_release(array: *mut FFI_ArrowArray) {
    if !array.is_null() {
        let raw = array.cast::<RawArray>();
        // SAFETY: caller contract.
        unsafe { release_guard(raw.cast(), (&raw mut (*raw).release).cast()) };
    }
    Ok(())
}

/// Releases `*schema` if it is live and marks it released: calls
/// `schema->release(schema)` when it is non-NULL, then sets it to NULL.
/// Idempotent; NULL `schema` is a no-op. Does not free the outer struct.
///
/// # Safety
/// `schema` is NULL or points to a `struct ArrowSchema` that is zeroed,
/// released or live (not freed).
#[export(RecordBatch)]
pub unsafe fn irx_rb_c_schema_release(schema: *mut FFI_ArrowSchema) {
    if !schema.is_null() {
        let raw = schema.cast::<RawSchema>();
        // SAFETY: caller contract.
        unsafe { release_guard(raw.cast(), (&raw mut (*raw).release).cast()) };
    }
    Ok(())
}
