//! Array handles: an arrow-rs `ArrayData` of one primitive type behind an
//! atomically reference-counted C handle, with the getters, the validity
//! bitmap and the borrowed buffer view of ABI.md §2, and element access.

use std::ffi::{c_int, c_void};
use std::ptr::NonNull;
use std::sync::{Arc, Mutex, PoisonError};

use arrow_buffer::bit_util::get_bit_raw;
use std::sync::OnceLock;

use arrow_buffer::Buffer;
use arrow_data::ArrayData;
use arrow_data::ffi::FFI_ArrowArray;

use crate::buffer::{
    BufferView, IRX_BUFFER_FLAG_BORROWED, IRX_BUFFER_FLAG_C_CONTIGUOUS, IRX_BUFFER_FLAG_READONLY,
    IRX_BUFFER_FLAG_VALIDITY_BITMAP,
};
use crate::ffi::handle::{self, handle_type, out_ptr, out_struct};
use crate::ffi::{Domain, Error, Result, export, guard_status};

use super::refcount::{release, retain};
use super::scalar::{CValue, load, wrong_kind};
use super::schema::SchemaHandle;
use super::types::{ElemType, data_type, irx_arrow_type_id};

/// An opaque, reference-counted, immutable Arrow array of one primitive
/// type.
///
/// Created with one reference by `irx_arrow_array_builder_finish` and the
/// `irx_arrow_array_import*` functions; `irx_arrow_array_retain` adds one
/// and `irx_arrow_array_release` drops one (atomic: any thread may do
/// either). The data never changes, so any number of threads may read it.
// (Not for the C header:) kept small, 184 bytes (368 until 2026-11-30):
// `import_move` makes one per call, and a batch of them is new heap whose
// every page faults in, so the bytes per handle were most of its time. The
// arrow-rs form is boxed (most handles never build it), and what an
// adopted array needs besides its moved struct is read off `reader`.
#[derive(Debug)]
pub struct ArrayHandle {
    pub(crate) spec: ElemType,
    pub(crate) nullable: bool,
    /// The arrow-rs form: given when the handle is made, or built from
    /// `parts` the first time something needs it.
    data: OnceLock<Box<ArrayData>>,
    /// What `data` is built from, when it was not given (see [`Lazy`]).
    parts: Option<Lazy>,
    /// `{length}` and `{element size}`: what borrowed views point to, so
    /// they live exactly as long as the handle.
    view_shape: [i64; 1],
    view_strides: [i64; 1],
    /// `data`'s element addresses, resolved once: the element readers are
    /// called once per element, and walking `ArrayData` (buffer vector,
    /// null buffer, offset) on each call cost them a third of their time.
    reader: ElementReader,
}

handle_type!(ArrayHandle, "array", Shared, retire = spare::keep);

/// The memory of released array handles, kept for the next ones: a batch
/// of `import_move`s after the release of the last batch then reuses it
/// instead of growing the heap again, page fault by page fault (glibc
/// returns the top of the heap to the system after a large free, so each
/// batch paid for its pages anew: about 40 of `import_move`'s 90 ns a call
/// in bench.c's batches of 1,000, with the handle at 184 bytes).
///
/// Bounded: at most [`spare::MAX`] handles (about 200 KB) wait here, each
/// emptied when it came in (its arrays' buffers, and a producer's release
/// callback, went at the last release, as without the list). Thread-safe
/// and never waiting: a thread that finds the list locked allocates or
/// frees as usual (so a child process after `fork()` never blocks on it).
mod spare {
    use std::sync::{Arc, Mutex};

    use super::ArrayHandle;

    /// The most handles kept: a batch of 1,000 arrays fits.
    pub(super) const MAX: usize = 1024;

    static SPARE: Mutex<Vec<Arc<ArrayHandle>>> = Mutex::new(Vec::new());

    /// `Handle::retire` of arrays: the handle's contents are dropped now,
    /// its memory kept when there is room and nothing else holds it.
    pub(super) fn keep(mut handle: Arc<ArrayHandle>) {
        let Some(contents) = Arc::get_mut(&mut handle) else {
            // Shared with Rust code still: freed with its last `Arc`.
            return;
        };
        *contents = ArrayHandle::vacant();
        if let Ok(mut spare) = SPARE.try_lock()
            && spare.len() < MAX
        {
            spare.push(handle);
        }
    }

    /// `handle` in a kept `Arc` when there is one, else in a new one.
    pub(super) fn put(handle: ArrayHandle) -> Arc<ArrayHandle> {
        let kept = SPARE.try_lock().ok().and_then(|mut spare| spare.pop());
        match kept {
            Some(mut kept) => match Arc::get_mut(&mut kept) {
                Some(contents) => {
                    *contents = handle;
                    kept
                }
                // Not reached: only unshared handles are kept.
                None => Arc::new(handle),
            },
            None => Arc::new(handle),
        }
    }
}

/// Where element `i` of an array lives, read off its `ArrayData` when the
/// handle is made. The handle's data never changes, so these stay right for
/// the handle's whole life.
#[derive(Debug, Clone, Copy)]
struct ElementReader {
    len: usize,
    /// The array's offset: the bit of element 0 in the validity bitmap and
    /// in bool values (an array's bitmap and values share it).
    offset: usize,
    /// Element 0 of a fixed-width type; the start of the bitmap for bool,
    /// whose element 0 is bit `offset` of it.
    values: *const u8,
    /// The validity bitmap when some element is null, else NULL; element 0
    /// is bit `offset` of it.
    validity: *const u8,
}

// SAFETY: the pointers address buffers the same handle owns through its
// `ArrayData`, which is immutable and shared; they are only read.
unsafe impl Send for ElementReader {}
// SAFETY: as above.
unsafe impl Sync for ElementReader {}

impl ElementReader {
    fn of(spec: ElemType, data: &ArrayData) -> ElementReader {
        let start = data
            .buffers()
            .first()
            .map_or(std::ptr::null(), |b| b.as_ptr());
        let validity = match data.nulls() {
            Some(nulls) if nulls.null_count() > 0 => {
                // A bitmap made with the data starts at the data's offset
                // (`irx_arrow_array_validity_bitmap` reports it so too).
                debug_assert_eq!(nulls.offset(), data.offset());
                nulls.validity().as_ptr()
            }
            _ => std::ptr::null(),
        };
        Self::at(spec, data.len(), start, data.offset(), validity)
    }

    fn of_parts(spec: ElemType, parts: &Parts) -> ElementReader {
        let validity = parts
            .bitmap
            .as_ref()
            .map_or(std::ptr::null(), |(bits, _)| bits.as_ptr());
        Self::at(spec, parts.len, parts.values.as_ptr(), 0, validity)
    }

    /// `len` elements from element `offset` of the value buffer at `start`,
    /// with the bitmap whose bit `offset` is element 0's (NULL when no
    /// element is null).
    fn at(
        spec: ElemType,
        len: usize,
        start: *const u8,
        offset: usize,
        validity: *const u8,
    ) -> ElementReader {
        let values = match spec.arrow_byte_width() {
            // `wrapping_add`: an empty array may have no buffer to offset.
            Some(width) => start.wrapping_add(offset * width),
            None => start,
        };
        ElementReader {
            len,
            offset,
            values,
            validity,
        }
    }

    /// The start of the value buffer (undoing `at`'s offset).
    fn values_start(&self, spec: ElemType) -> *const u8 {
        match spec.arrow_byte_width() {
            Some(width) => self.values.wrapping_sub(self.offset * width),
            None => self.values,
        }
    }
}

/// What an array handle is made from.
pub(crate) enum Source {
    /// An arrow-rs array (a copy, an empty import).
    Data(ArrayData),
    /// An array's parts, made into an `ArrayData` only when something
    /// needs one: building it (buffer objects, a buffer vector, the data
    /// and arrow-data's builder, with the validation code it links in) was
    /// most of the time of an import and of a small builder's finish, and
    /// most programs only read elements.
    Parts(Parts),
}

/// A builder's array (see [`Source::Parts`]): `len` values and, when some
/// are null, the bitmap and its null count (both from offset 0).
#[derive(Debug)]
pub(crate) struct Parts {
    pub(crate) len: usize,
    pub(crate) values: Buffer,
    pub(crate) bitmap: Option<(Buffer, usize)>,
}

/// What a handle's `data` is built from when it was not given.
#[derive(Debug)]
enum Lazy {
    /// A builder's array.
    Owned(Parts),
    /// A producer's array adopted by `import_move`.
    Adopted(Adopted),
}

impl Lazy {
    /// The arrow-rs form; `reader` is the handle's (an adopted array's
    /// addresses are kept there only).
    fn build(&self, spec: ElemType, reader: &ElementReader) -> ArrayData {
        match self {
            Lazy::Owned(Parts {
                len,
                values,
                bitmap,
            }) => {
                // SAFETY: the builder's contract: one value (or bit) per
                // element, and a null count that counts the bitmap's zeros.
                unsafe { primitive_data(spec, *len, values.clone(), bitmap.clone()) }
            }
            Lazy::Adopted(adopted) => adopted.build(spec, reader),
        }
    }
}

/// A producer's primitive array adopted by `import_move`
/// (`cdata::import`), as its validation checked it: the moved struct, which
/// owns the buffers, and the null count. Where the buffers are (length,
/// offset, value buffer, bitmap) is the handle's [`ElementReader`], which
/// the element readers and the getters use as it is; the arrow-rs
/// `ArrayData` over them (two buffer objects, a buffer vector and the data
/// itself: most of an import's time) is built only when something needs it
/// ([`Adopted::build`]).
struct Adopted {
    /// The moved struct, whose release callback frees the buffers (see
    /// [`Owner`]).
    owner: Mutex<Owner>,
    /// Exact, or the producer's claim (resolved when it was -1).
    null_count: usize,
}

/// Who holds an adopted array's moved struct.
enum Owner {
    /// The handle itself (one allocation fewer per `import_move`: most
    /// programs only read elements); dropped with the handle when nothing
    /// shared it.
    Moved(FFI_ArrowArray),
    /// An `Arc` shared with the buffers [`Adopted::build`] made (they, and
    /// the arrays exported from them, may outlive the handle). Kept here
    /// from the moment it is made, so a build that did not finish leaves
    /// the buffers alive for the readers, and the next build shares it.
    Shared(Arc<FFI_ArrowArray>),
}

// `Owner` is `Send` and `Sync` as arrow-rs's `FFI_ArrowArray` is (a
// producer's array may be released from any thread: the C Data
// interface), so `Adopted` and the handle need no claim of their own.

impl std::fmt::Debug for Adopted {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Adopted")
            .field("null_count", &self.null_count)
            .finish_non_exhaustive()
    }
}

impl Adopted {
    /// The moved struct as the shared owner of buffers over its memory:
    /// moved out of the handle into an `Arc` the first time.
    fn owner(&self) -> Arc<FFI_ArrowArray> {
        let mut owner = self.owner.lock().unwrap_or_else(PoisonError::into_inner);
        match &mut *owner {
            Owner::Shared(shared) => shared.clone(),
            Owner::Moved(moved) => {
                let shared = Arc::new(std::mem::replace(moved, FFI_ArrowArray::empty()));
                *owner = Owner::Shared(shared.clone());
                shared
            }
        }
    }

    /// The arrow-rs form, as an array of `spec` (the handle's element
    /// type) at the addresses of `reader` (the handle's): buffers over the
    /// producer's memory that share the moved struct (its release callback
    /// runs when the last of them and this `Adopted` are gone); an
    /// under-aligned value buffer is copied.
    fn build(&self, spec: ElemType, reader: &ElementReader) -> ArrayData {
        let (length, offset) = (reader.len, reader.offset);
        let end = offset + length;
        let owner = self.owner();
        let value_bytes = match spec.arrow_byte_width() {
            Some(width) => end * width,
            None => end.div_ceil(8),
        };
        let start = reader.values_start(spec);
        // SAFETY: validated: the bitmap covers `offset + length` bits and
        // stays valid while `owner` lives.
        let validity = NonNull::new(reader.validity.cast_mut()).map(|bits| unsafe {
            Buffer::from_custom_allocation(bits, end.div_ceil(8), owner.clone())
        });
        // Adopted arrays have elements, so a value buffer (`adopt`).
        let values = NonNull::new(start.cast_mut()).expect("an adopted array has a value buffer");
        // SAFETY: validated: `values` covers `offset + length` elements (the
        // byte size did not overflow) and stays valid while `owner` lives.
        let values = unsafe { Buffer::from_custom_allocation(values, value_bytes, owner) };
        // SAFETY: buffers sized for `offset + length` elements of this
        // primitive type; the null count is exact or the producer's own
        // claim, which the C Data interface asks consumers to trust.
        let mut data = unsafe {
            ArrayData::new_unchecked(
                data_type(spec),
                length,
                Some(self.null_count),
                validity,
                offset,
                vec![values],
                Vec::new(),
            )
        };
        // The C Data interface does not promise aligned buffers; typed
        // access needs them, so an under-aligned value buffer is copied.
        // (Checked here first: arrow-rs's check looks the type's layout up
        // on every call.)
        let width = spec.arrow_byte_width().unwrap_or(1);
        if !(start as usize).is_multiple_of(width) {
            data.align_buffers();
        }
        data
    }
}

impl ArrayHandle {
    /// A handle of `spec` read through `reader`; the view shape and strides
    /// (what borrowed views point to) follow from them.
    fn new(
        spec: ElemType,
        nullable: bool,
        reader: ElementReader,
        data: OnceLock<Box<ArrayData>>,
        parts: Option<Lazy>,
    ) -> ArrayHandle {
        ArrayHandle {
            spec,
            nullable,
            view_shape: [reader.len as i64],
            view_strides: [spec.arrow_byte_width().unwrap_or(0) as i64],
            reader,
            data,
            parts,
        }
    }

    pub(crate) fn from_source(spec: ElemType, nullable: bool, source: Source) -> ArrayHandle {
        let (reader, data, parts) = match source {
            Source::Data(data) => (
                ElementReader::of(spec, &data),
                OnceLock::from(Box::new(data)),
                None,
            ),
            Source::Parts(parts) => (
                ElementReader::of_parts(spec, &parts),
                OnceLock::new(),
                Some(Lazy::Owned(parts)),
            ),
        };
        ArrayHandle::new(spec, nullable, reader, data, parts)
    }

    /// A handle that adopts a producer's array (`import_move`): `moved`
    /// owns `length` (> 0) elements from element `offset` of the value
    /// buffer at `values`, with `validity` when `null_count > 0`, as
    /// validation checked them, in a kept handle's memory when there is
    /// one (see [`spare`]).
    pub(crate) fn adopt(
        spec: ElemType,
        nullable: bool,
        moved: FFI_ArrowArray,
        (length, offset, null_count): (usize, usize, usize),
        values: NonNull<u8>,
        validity: Option<NonNull<u8>>,
    ) -> Arc<ArrayHandle> {
        let validity = validity.map_or(std::ptr::null(), |v| v.as_ptr().cast_const());
        let reader = ElementReader::at(spec, length, values.as_ptr(), offset, validity);
        let adopted = Lazy::Adopted(Adopted {
            owner: Mutex::new(Owner::Moved(moved)),
            null_count,
        });
        spare::put(ArrayHandle::new(
            spec,
            nullable,
            reader,
            OnceLock::new(),
            Some(adopted),
        ))
    }

    /// `handle` in an `Arc`, reusing a released handle's memory when one is
    /// kept (see [`spare`]).
    pub(crate) fn shared(handle: ArrayHandle) -> Arc<ArrayHandle> {
        spare::put(handle)
    }

    /// What a kept handle holds: no array, nothing to drop.
    fn vacant() -> ArrayHandle {
        let nothing = std::ptr::null();
        let reader = ElementReader::at(ElemType::I64, 0, nothing, 0, nothing);
        ArrayHandle::new(ElemType::I64, false, reader, OnceLock::new(), None)
    }

    /// The arrow-rs form of the array, built from its parts the first time
    /// (once, whichever thread asks first).
    pub(crate) fn data(&self) -> &ArrayData {
        self.data.get_or_init(|| {
            Box::new(match &self.parts {
                Some(parts) => parts.build(self.spec, &self.reader),
                // Not reached: a handle without parts got `data` when it
                // was made. An empty array is the harmless answer.
                None => ArrayData::new_empty(&data_type(self.spec)),
            })
        })
    }

    /// Whether element `i` (< length) is valid, from the reader: no need to
    /// build `data`.
    #[inline(always)]
    fn is_valid_at(&self, i: usize) -> bool {
        let r = &self.reader;
        // SAFETY: `i` < length, and the bitmap covers offset + length bits.
        r.validity.is_null() || unsafe { get_bit_raw(r.validity, r.offset + i) }
    }

    /// The number of elements, without building `data`.
    pub(crate) fn len(&self) -> usize {
        self.reader.len
    }

    fn view(&self) -> Result<BufferView> {
        let width = self.spec.arrow_byte_width().ok_or_else(|| {
            Error::invalid(if crate::generation::is_1_25() {
                "Arrow bool arrays use bit-packed values and cannot be exposed as plain buffer views"
            } else {
                "bool arrays are bit-packed and cannot be viewed as a plain buffer (see irx_arrow_array_can_borrow_buffer_view)"
            })
        })?;
        let values = &self.data().buffers()[0];
        let mut flags =
            IRX_BUFFER_FLAG_BORROWED | IRX_BUFFER_FLAG_READONLY | IRX_BUFFER_FLAG_C_CONTIGUOUS;
        if self.data().nulls().is_some() {
            flags |= IRX_BUFFER_FLAG_VALIDITY_BITMAP;
        }
        Ok(BufferView {
            data: if values.is_empty() {
                std::ptr::null_mut()
            } else {
                values.as_ptr().cast::<c_void>().cast_mut()
            },
            owner: std::ptr::null_mut(),
            dtype: self.spec.dtype_token() as isize as *mut c_void,
            ndim: 1,
            shape: self.view_shape.as_ptr().cast_mut(),
            strides: self.view_strides.as_ptr().cast_mut(),
            // Cannot overflow: import checked (offset + length) * width.
            offset_bytes: (self.data().offset() * width) as i64,
            flags,
        })
    }

    /// `index` as a logical position, if it is inside `0..length`.
    fn position(&self, index: i64) -> Result<usize> {
        usize::try_from(index)
            .ok()
            .filter(|&i| i < self.len())
            .ok_or_else(|| {
                Error::invalid(format!(
                    "index {index} is out of range for an array of length {}",
                    self.len()
                ))
            })
    }

    /// Checks `index` and that the element is not null.
    fn check_element(&self, index: i64) -> Result<()> {
        if !self.is_valid_at(self.position(index)?) {
            return Err(Error::invalid(format!(
                "element {index} is null (check irx_arrow_array_is_valid first)"
            )));
        }
        Ok(())
    }

    /// The success path of [`ArrayHandle::value`]: element `index` widened
    /// to `V`, or `None` for anything unusual (another family, an index
    /// outside `0..length`, a null element), which the caller then reports
    /// through `value`. Panic-free: the element readers call it outside the
    /// guard.
    #[inline(always)]
    fn try_value<V: CValue>(&self, index: i64) -> Option<V> {
        if self.spec.kind() != V::KIND {
            return None;
        }
        let r = &self.reader;
        // A negative index becomes one past isize::MAX, beyond any length:
        // one compare covers both ends.
        let i = index as usize;
        if i >= r.len {
            return None;
        }
        // SAFETY: `i` < length: every pointer below stays inside the
        // buffers the reader was made from, which cover offset + length
        // elements (bits for bitmaps).
        unsafe {
            if !self.is_valid_at(i) {
                return None;
            }
            if self.spec == V::WIDE {
                // The common case without the width lookup; unaligned, as
                // foreign buffers promise no alignment.
                return Some(r.values.cast::<V>().add(i).read_unaligned());
            }
            Some(match self.spec.arrow_byte_width() {
                // `load` makes no alignment assumption about foreign buffers.
                Some(width) => load(self.spec, r.values.add(i * width)),
                None => V::from_bool(get_bit_raw(r.values, r.offset + i)),
            })
        }
    }

    /// Element `index` widened to `V`, for the family of `V` only; the
    /// error says which rule the call broke.
    fn value<V: CValue>(&self, index: i64) -> Result<V> {
        if let Some(value) = self.try_value(index) {
            return Ok(value);
        }
        if self.spec.kind() != V::KIND {
            let what = format!("read a {} array", self.spec.name());
            return Err(wrong_kind::<V>("irx_arrow_array_value", self.spec, &what));
        }
        self.check_element(index)?;
        Err(Error::invalid(format!("cannot read element {index}")))
    }
}

/// ArrayData of a primitive type at offset 0 from its value buffer and an
/// optional bitmap of `len` bits with `null_count` zero bits, built in one
/// call (the builder chain costs several moves of a large struct).
///
/// # Safety
/// * `values` holds `len` elements of `spec` (bits for bool) and the bitmap,
///   when given, `len` bits of which exactly `null_count` are zero.
pub(crate) unsafe fn primitive_data(
    spec: ElemType,
    len: usize,
    values: arrow_buffer::Buffer,
    bitmap: Option<(arrow_buffer::Buffer, usize)>,
) -> ArrayData {
    let (null_count, bitmap) = match bitmap {
        Some((bits, n)) if n > 0 => (n, Some(bits)),
        _ => (0, None),
    };
    // SAFETY: caller contract.
    unsafe {
        ArrayData::new_unchecked(
            data_type(spec),
            len,
            Some(null_count),
            bitmap,
            0,
            vec![values],
            Vec::new(),
        )
    }
}

/// Borrows an array handle (NULL is `EINVAL`).
///
/// # Safety
/// * `array` is NULL or a live array handle.
unsafe fn live<'a>(array: *const ArrayHandle) -> Result<&'a ArrayHandle> {
    // SAFETY: caller contract.
    unsafe { handle::borrow(array) }
}

/// Number of elements; -1 with a message when `array` is NULL.
///
/// # Safety
/// * `array` is NULL or a live array handle.
#[export(Arrow, value = -1)]
pub unsafe fn irx_arrow_array_length(array: *const ArrayHandle) -> i64 {
    // SAFETY: caller contract.
    Ok(unsafe { live(array)? }.len() as i64)
}

/// Offset of element 0 in the array's buffers, in elements (bits for the
/// validity bitmap and bool values); -1 with a message when `array` is NULL.
/// Arrays from builders and from `import_copy` have offset 0; `import_move`
/// keeps the producer's offset.
///
/// # Safety
/// * `array` is NULL or a live array handle.
#[export(Arrow, value = -1)]
pub unsafe fn irx_arrow_array_offset(array: *const ArrayHandle) -> i64 {
    // SAFETY: caller contract.
    Ok(unsafe { live(array)? }.data().offset() as i64)
}

/// Number of null elements; -1 with a message when `array` is NULL.
///
/// # Safety
/// * `array` is NULL or a live array handle.
#[export(Arrow, value = -1)]
pub unsafe fn irx_arrow_array_null_count(array: *const ArrayHandle) -> i64 {
    // SAFETY: caller contract.
    Ok(unsafe { live(array)? }.data().null_count() as i64)
}

/// Element type id (`IRX_ARROW_TYPE_*`); 0 (UNKNOWN) with a message when
/// `array` is NULL.
///
/// # Safety
/// * `array` is NULL or a live array handle.
#[export(Arrow, value = irx_arrow_type_id::IRX_ARROW_TYPE_UNKNOWN as i32)]
pub unsafe fn irx_arrow_array_type_id(array: *const ArrayHandle) -> i32 {
    // SAFETY: caller contract.
    Ok(unsafe { live(array)? }.spec.type_id() as i32)
}

/// 1 when the array is nullable (always for arrays from builders; the
/// schema's `ARROW_FLAG_NULLABLE` for imported ones), else 0; 0 with a
/// message when `array` is NULL.
///
/// # Safety
/// * `array` is NULL or a live array handle.
#[export(Arrow, value = 0)]
pub unsafe fn irx_arrow_array_is_nullable(array: *const ArrayHandle) -> i32 {
    // SAFETY: caller contract.
    Ok(i32::from(unsafe { live(array)? }.nullable))
}

/// 1 when the array has a validity bitmap (it has at least one null), else
/// 0; 0 with a message when `array` is NULL.
///
/// # Safety
/// * `array` is NULL or a live array handle.
#[export(Arrow, value = 0)]
pub unsafe fn irx_arrow_array_has_validity_bitmap(array: *const ArrayHandle) -> i32 {
    // SAFETY: caller contract.
    Ok(i32::from(unsafe { live(array)? }.data().nulls().is_some()))
}

/// 1 when `irx_arrow_array_borrow_buffer_view` works for this array (every
/// type but bit-packed bool), else 0; 0 with a message when `array` is NULL.
///
/// # Safety
/// * `array` is NULL or a live array handle.
#[export(Arrow, value = 0)]
pub unsafe fn irx_arrow_array_can_borrow_buffer_view(array: *const ArrayHandle) -> i32 {
    // SAFETY: caller contract.
    Ok(i32::from(
        unsafe { live(array)? }.spec.arrow_byte_width().is_some(),
    ))
}

/// A new schema handle describing the array (its type and nullability).
///
/// On success `*out` holds a new schema handle with one reference (free it
/// with `irx_arrow_schema_release`); it is independent of the array.
/// `*out` is set to NULL before any work. A NULL `array` or `out` is
/// `EINVAL`.
///
/// # Safety
/// * `array` is NULL or a live array handle.
/// * `out` is NULL or points to writable storage for one pointer.
#[export(Arrow, out = out as "out_schema", first = array as "array")]
pub unsafe fn irx_arrow_array_schema_copy(
    array: *const ArrayHandle,
    out: *mut *mut SchemaHandle,
) -> c_int {
    // SAFETY: caller contract on `array`.
    let array = unsafe { live(array)? };
    *out = handle::new(SchemaHandle::new(array.spec, array.nullable))?;
    Ok(())
}

/// The array's validity bitmap, borrowed.
///
/// On success `*out_data` is the bitmap (LSB-first, as in Arrow) or NULL
/// when the array has none (no nulls), `*out_offset_bits` the array offset
/// (the bit of element 0) and `*out_length_bits` the length. The bitmap
/// belongs to the array and stays valid while the caller holds a reference
/// to it; it must not be written.
///
/// Every non-NULL output is cleared (NULL / 0) before any work. Any NULL
/// output pointer, or a NULL `array`, is `EINVAL` (the 1.25 generation
/// checks `array` first and names the three outputs in one message, as
/// 1.25 does).
///
/// # Safety
/// * `array` is NULL or a live array handle.
/// * Each output pointer is NULL or points to writable storage of its type.
#[export(Arrow)]
pub unsafe fn irx_arrow_array_validity_bitmap(
    array: *const ArrayHandle,
    out_data: *mut *const c_void,
    out_offset_bits: *mut i64,
    out_length_bits: *mut i64,
) -> c_int {
    // Clear every output the caller gave before reporting any problem.
    // SAFETY: caller contract on the outputs.
    let data = unsafe { out_ptr(out_data.cast::<*mut c_void>(), "out_data") };
    // SAFETY: as above.
    let offset = unsafe { out_struct(out_offset_bits, "out_offset_bits") }.map(|o| o.write(0));
    // SAFETY: as above.
    let length = unsafe { out_struct(out_length_bits, "out_length_bits") }.map(|o| o.write(0));
    // SAFETY: caller contract on `array`.
    let array = unsafe { live(array) };
    let (array, (data, offset, length)) = if crate::generation::is_1_25() {
        // 1.25 checks `array` first, then names the three outputs at once.
        let array = array?;
        if out_data.is_null() || out_offset_bits.is_null() || out_length_bits.is_null() {
            return Err(bitmap_outputs_null());
        }
        (array, (data?, offset?, length?))
    } else {
        let outputs = (data?, offset?, length?);
        (array?, outputs)
    };
    if let Some(nulls) = array.data().nulls() {
        *data = nulls.buffer().as_ptr().cast::<c_void>().cast_mut();
        debug_assert_eq!(nulls.offset(), array.data().offset());
    }
    *offset = array.data().offset() as i64;
    *length = array.data().len() as i64;
    Ok(())
}

/// 1.25's one text for any NULL output of `irx_arrow_array_validity_bitmap`.
#[cold]
#[inline(never)]
fn bitmap_outputs_null() -> Error {
    Error::new(
        crate::ffi::error::Kind::Null,
        "out_data, out_offset_bits, and out_length_bits must not be NULL",
    )
}

/// A borrowed, read-only, C-contiguous 1-D view of the array's values.
///
/// `data` is the value buffer start, `owner` NULL, `dtype` the
/// `IRX_BUFFER_DTYPE_*` token, `ndim` 1, `shape` {length}, `strides`
/// {element size}, `offset_bytes` offset × element size (element 0 is at
/// `data + offset_bytes`), flags BORROWED | READONLY | C_CONTIGUOUS, plus
/// VALIDITY_BITMAP when the array has a bitmap
/// (`irx_arrow_array_validity_bitmap`). `shape` and `strides` point into
/// the array handle: the view is valid while the caller holds a reference
/// to the array, and nothing it points to may be written. An empty array's
/// `data` may be NULL.
///
/// `*out` is zeroed before any work. Bool arrays (bit-packed) are refused
/// with `EINVAL` (see `irx_arrow_array_can_borrow_buffer_view`), as are a
/// NULL `array` or `out`.
///
/// # Safety
/// * `array` is NULL or a live array handle.
/// * `out` is NULL or points to writable storage for one `irx_buffer_view`.
#[export(Arrow)]
pub unsafe fn irx_arrow_array_borrow_buffer_view(
    array: *const ArrayHandle,
    out: *mut BufferView,
) -> c_int {
    // 1.25 checks its input first: with both NULL, the array is named.
    if out.is_null() && array.is_null() {
        return Err(handle::null_named("array"));
    }
    // SAFETY: caller contract on `out`.
    let out = unsafe { out_struct(out, handle::param_name("out_view", "out"))? };
    // SAFETY: caller contract on `array`.
    let view = unsafe { live(array) }.and_then(ArrayHandle::view);
    // One write either way: the view, or a zeroed struct on error.
    out.write(*view.as_ref().unwrap_or(&BufferView::EMPTY));
    view.map(drop)
}

/// The body of the `irx_arrow_array_value_*` family. Success runs outside
/// the guard (a well-formed call is a few loads); anything else goes to the
/// guarded path, which clears `*out` first and reports why.
///
/// # Safety
/// As for [`value_into`].
#[inline(always)]
unsafe fn value_fast<V: CValue>(
    function: &'static str,
    array: *const ArrayHandle,
    index: i64,
    out: *mut V,
) -> c_int {
    if !out.is_null() && out.is_aligned() {
        // SAFETY: caller contract: NULL or a live array handle.
        if let Some(value) = unsafe { handle::peek(array) }.and_then(|a| a.try_value::<V>(index)) {
            // SAFETY: non-NULL, aligned, writable (caller contract).
            unsafe { out.write(value) };
            Domain::Arrow.clear_last_error();
            return 0;
        }
    }
    // SAFETY: caller contract.
    unsafe { value_guarded(function, array, index, out) }
}

/// # Safety
/// As for [`value_into`].
#[cold]
#[inline(never)]
unsafe fn value_guarded<V: CValue>(
    function: &'static str,
    array: *const ArrayHandle,
    index: i64,
    out: *mut V,
) -> c_int {
    // SAFETY: caller contract.
    guard_status(Domain::Arrow, function, || unsafe {
        value_into(array, index, out)
    })
}

/// The checked body of the `irx_arrow_array_value_*` family: `*out` is
/// cleared first, then gets element `index` widened to `V`.
///
/// # Safety
/// * `array` is NULL or a live array handle.
/// * `out` is NULL or points to a writable `V`.
unsafe fn value_into<V: CValue>(array: *const ArrayHandle, index: i64, out: *mut V) -> Result<()> {
    // SAFETY: caller contract on `out`.
    let out = unsafe { out_struct(out, "out")? }.write(V::default());
    // SAFETY: caller contract on `array`.
    *out = unsafe { live(array)? }.value(index)?;
    Ok(())
}

/// Reads element `index` of a signed integer (int8..int64) or bool array
/// (0 or 1) into `*out`, widened to int64.
///
/// `*out` is set to 0 before any work. `EINVAL` with a message for a NULL
/// `array` or `out`, an index outside `0..length`, a null element (see
/// `irx_arrow_array_is_valid`), or an array of another kind (unsigned:
/// `irx_arrow_array_value_uint`; float: `irx_arrow_array_value_double`).
///
/// # Safety
/// * `array` is NULL or a live array handle.
/// * `out` is NULL or points to a writable `int64_t`.
#[export(unguarded)]
pub unsafe fn irx_arrow_array_value_int(
    array: *const ArrayHandle,
    index: i64,
    out: *mut i64,
) -> i32 {
    // SAFETY: caller contract.
    unsafe { value_fast(FUNCTION, array, index, out) }
}

/// Reads element `index` of an unsigned integer array (uint8..uint64) into
/// `*out`, widened to uint64. Same rules as `irx_arrow_array_value_int`.
///
/// # Safety
/// * `array` is NULL or a live array handle.
/// * `out` is NULL or points to a writable `uint64_t`.
#[export(unguarded)]
pub unsafe fn irx_arrow_array_value_uint(
    array: *const ArrayHandle,
    index: i64,
    out: *mut u64,
) -> i32 {
    // SAFETY: caller contract.
    unsafe { value_fast(FUNCTION, array, index, out) }
}

/// Reads element `index` of a float32 or float64 array into `*out` as a
/// double. Same rules as `irx_arrow_array_value_int`.
///
/// # Safety
/// * `array` is NULL or a live array handle.
/// * `out` is NULL or points to a writable `double`.
#[export(unguarded)]
pub unsafe fn irx_arrow_array_value_double(
    array: *const ArrayHandle,
    index: i64,
    out: *mut f64,
) -> i32 {
    // SAFETY: caller contract.
    unsafe { value_fast(FUNCTION, array, index, out) }
}

/// 1 when element `index` is valid (not null), 0 when it is null; -1 with a
/// message for a NULL `array` or an index outside `0..length`.
///
/// # Safety
/// * `array` is NULL or a live array handle.
#[export(Arrow, value = -1)]
pub unsafe fn irx_arrow_array_is_valid(array: *const ArrayHandle, index: i64) -> i32 {
    // SAFETY: caller contract.
    let array = unsafe { live(array)? };
    Ok(i32::from(array.is_valid_at(array.position(index)?)))
}

/// Adds one reference to `array`. Safe from any thread.
///
/// Returns 0 (a NULL `array` is a successful no-op), or `EINVAL` with a
/// message when `array` is not a live array handle (already released, or
/// not made by this runtime), or `EOVERFLOW` when its count would pass
/// 2^31 - 1.
///
/// # Safety
/// None beyond passing a pointer: unknown handles are detected, not read.
#[export(unguarded)]
pub unsafe fn irx_arrow_array_retain(array: *mut ArrayHandle) -> c_int {
    retain(FUNCTION, array)
}

/// Drops one reference from `array`; the last one frees it (and, for an
/// array from `import_move`, runs the producer's release callback once no
/// export shares its buffers any more). Safe from any thread; NULL is a
/// no-op. A handle that is not live (already released, or not made by this
/// runtime) changes nothing and leaves a message in
/// `irx_arrow_last_error`.
///
/// # Safety
/// None beyond passing a pointer; the caller gives up its reference and
/// must not use `array` afterwards unless it holds another.
#[export(unguarded)]
pub unsafe fn irx_arrow_array_release(array: *mut ArrayHandle) {
    release(FUNCTION, array)
}

// `import_move` makes one handle per call and its time grows with the
// handle's bytes (see `ArrayHandle`): keep it from growing back unnoticed.
const _: () = assert!(size_of::<ArrayHandle>() <= 184);
