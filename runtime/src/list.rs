//! The dynamic list of generated code, in both ABI generations.
//!
//! Generated IR owns the `irx_list` struct and initialises it as
//! `{NULL, 0, 0, element_size}`; storage grows through the C allocator
//! (`realloc`: capacity 4, then doubling) so it stays malloc-compatible.
//!
//! The two generations share every check and the growth code and differ
//! only in how a failure reaches the caller:
//!
//! * IRx 1.18 (ABI.md §3, the default build): IR cannot handle errors, so
//!   misuse prints one line to stderr and exits with status 1;
//!   `void* irx_list_at(list, index)`.
//! * pyirx 1.25: `irx_list_append` and
//!   `int32_t irx_list_at(list, index, void** out)` return an
//!   `irx_list_status` and never exit; `*out` is NULL on failure.
//!
//! Both are compiled, named for their generation (`irx_list_at__abi_1_18`,
//! `irx_list_at__abi_1_25`); each archive and header names its own one
//! `irx_list_at` (runtime/src/generation.rs).
//!
//! `irx_list_status_message` (new in 1.25) is in both generations.

use crate::ffi::export;
use std::ffi::{CStr, c_char, c_void};
use std::io::Write;
use std::ptr;

/// A growable array of fixed-size elements, laid out as IRx 1.18 emits it.
#[repr(C)]
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct List {
    /// `capacity * element_size` bytes from the C allocator, or NULL.
    pub data: *mut u8,
    /// Elements in use.
    pub length: i64,
    /// Elements `data` has room for.
    pub capacity: i64,
    /// Bytes per element, `> 0`.
    pub element_size: i64,
}

/// What pyirx 1.25's `irx_list_append` and `irx_list_at` return (values are
/// 1.25's; `irx_list_status_message` describes each).
#[allow(non_camel_case_types)]
#[repr(C)]
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum irx_list_status {
    /// Success.
    IRX_LIST_OK = 0,
    /// A NULL list, value or output pointer, a non-positive element size, a
    /// corrupt list header or NULL storage.
    IRX_LIST_INVALID_ARGUMENT = 1,
    /// The grown capacity, its size in bytes, or an element's offset does
    /// not fit.
    IRX_LIST_CAPACITY_OVERFLOW = 2,
    /// The C allocator refused to grow the storage.
    IRX_LIST_ALLOCATION_FAILED = 3,
    /// An index outside `[0, length)`.
    IRX_LIST_OUT_OF_RANGE = 4,
}

const MIN_CAPACITY: i64 = 4;

/// Which generation's order of checks [`locate`] follows where the two
/// differ (which failure wins when an input is bad in two ways). Each
/// build's entry points use one variant; the unit tests use both.
#[cfg_attr(not(test), allow(dead_code))]
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Abi {
    /// IRx 1.18: a corrupt header first, then the index, then the storage.
    V118,
    /// pyirx 1.25: header and element size, then the index, then storage.
    V125,
}

/// Why a list operation failed. The 1.18 entry points print
/// [`Failure::message`] and exit; the 1.25 ones return [`Failure::status`].
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Failure {
    NullList,
    Misaligned,
    /// A header no list can have (its copy, for the message).
    Corrupt(List),
    NullValue,
    /// NULL `out` (only 1.25's `irx_list_at` has one).
    NullOut,
    ElementSize,
    NullStorage,
    OutOfRange,
    /// Doubling the capacity, or capacity times element size, overflows.
    CapacityOverflow,
    /// The grown storage fits `size_t` but not `ptrdiff_t`: no C allocator
    /// returns it (1.25 asks `realloc` and gets NULL).
    TooLarge,
    AllocationFailed,
    /// `index * element_size` overflows (only a corrupt header gets here).
    OffsetOverflow,
}

impl Failure {
    /// pyirx 1.25's status for this failure.
    pub(crate) fn status(self) -> irx_list_status {
        use irx_list_status::*;
        match self {
            Failure::NullList
            | Failure::Misaligned
            | Failure::Corrupt(_)
            | Failure::NullValue
            | Failure::NullOut
            | Failure::ElementSize
            | Failure::NullStorage => IRX_LIST_INVALID_ARGUMENT,
            Failure::CapacityOverflow | Failure::OffsetOverflow => IRX_LIST_CAPACITY_OVERFLOW,
            Failure::TooLarge | Failure::AllocationFailed => IRX_LIST_ALLOCATION_FAILED,
            Failure::OutOfRange => IRX_LIST_OUT_OF_RANGE,
        }
    }

    /// The 1.18 generation's one-line report; `operation` is `append` or
    /// `indexing`.
    pub(crate) fn message(self, operation: &str) -> String {
        match self {
            Failure::NullList => format!("dynamic list {operation} requires a non-null list"),
            Failure::Misaligned => {
                format!("dynamic list {operation} requires an aligned list pointer")
            }
            Failure::Corrupt(l) => format!(
                "dynamic list {operation}: corrupt list (length {}, capacity {}, data {:?})",
                l.length, l.capacity, l.data
            ),
            Failure::NullValue => "dynamic list append requires a non-null value pointer".into(),
            Failure::NullOut => {
                format!("dynamic list {operation} requires a non-null output pointer")
            }
            Failure::ElementSize => {
                format!("dynamic list {operation} requires a positive element size")
            }
            Failure::NullStorage => "dynamic list storage is null".into(),
            // IRx 1.18's exact line: programs' expected stderr compares it.
            Failure::OutOfRange => "dynamic list index out of range".into(),
            Failure::CapacityOverflow | Failure::TooLarge => {
                "dynamic list append: storage size overflows".into()
            }
            Failure::AllocationFailed => "dynamic list append allocation failed".into(),
            Failure::OffsetOverflow => "dynamic list indexing: element offset overflows".into(),
        }
    }

    /// The 1.18 way out: the message on stderr, exit status 1.
    #[cold]
    #[inline(never)]
    pub(crate) fn exit(self, operation: &str) -> ! {
        // C stdio may hold earlier output of the program: keep the order.
        // SAFETY: fflush(NULL) flushes every C output stream.
        unsafe { libc::fflush(ptr::null_mut()) };
        let _ = writeln!(std::io::stderr(), "{}", self.message(operation));
        std::process::exit(1)
    }
}

/// Copies one element. The common sizes are one load then one store (so a
/// source equal to the destination is fine too); other sizes use `memmove`.
///
/// # Safety
/// `src` is readable and `dst` writable for `size` bytes.
#[inline(always)]
unsafe fn copy_element(src: *const u8, dst: *mut u8, size: usize) {
    /// One element of type `T`, with no alignment claim.
    #[inline(always)]
    unsafe fn copy_as<T: Copy>(src: *const u8, dst: *mut u8) {
        // SAFETY: `copy_element`'s contract, `size_of::<T>() == size`.
        unsafe {
            dst.cast::<T>()
                .write_unaligned(src.cast::<T>().read_unaligned())
        }
    }
    // SAFETY: caller contract.
    unsafe {
        match size {
            1 => copy_as::<u8>(src, dst),
            2 => copy_as::<u16>(src, dst),
            4 => copy_as::<u32>(src, dst),
            8 => copy_as::<u64>(src, dst),
            16 => copy_as::<u128>(src, dst),
            _ => ptr::copy(src, dst, size),
        }
    }
}

/// Reads (copies) the struct. A copy, not a reference, because
/// `irx_list_append` writes the struct afterwards.
///
/// # Safety
/// `list` is NULL or points to a readable `irx_list`.
#[inline(always)]
unsafe fn read(list: *const List) -> Result<List, Failure> {
    if list.is_null() {
        return Err(Failure::NullList);
    }
    if !list.is_aligned() {
        return Err(Failure::Misaligned);
    }
    // SAFETY: non-NULL, aligned, readable (caller contract).
    Ok(unsafe { list.read() })
}

/// 1.18's notion of a header no list can have.
fn corrupt(l: &List) -> bool {
    l.length < 0 || l.capacity < 0 || l.length > l.capacity || (l.data.is_null() && l.capacity != 0)
}

/// Appends a copy of the `element_size` bytes at `value` to `list`: the
/// body both generations' `irx_list_append` share.
///
/// `value` may point into the list's own storage, even when the append
/// reallocates it: the element is read from its new address. On failure the
/// list is unchanged.
///
/// # Safety
/// * `list` is NULL or points to an `irx_list` whose `data` is NULL or came
///   from the C allocator with room for `capacity` elements.
/// * `value` is NULL or points to `element_size` readable bytes.
#[inline(always)]
pub(crate) unsafe fn append(list: *mut List, value: *const c_void) -> Result<(), Failure> {
    // Fast path: a well-formed list with room left. Everything else (growth,
    // misuse) goes to `append_slow`, kept out of line so this path needs no
    // stack frame: generated code appends in loops.
    if !list.is_null() && list.is_aligned() && !value.is_null() {
        // Raw place accesses, no reference: `value` may point anywhere,
        // even into the struct itself.
        // SAFETY: non-NULL, aligned, readable and writable (caller contract).
        let (data, length, capacity, size) = unsafe {
            (
                (*list).data,
                (*list).length,
                (*list).capacity,
                (*list).element_size,
            )
        };
        if size > 0 && length >= 0 && length < capacity && !data.is_null() {
            // SAFETY: `length < capacity` slots of `size` bytes are
            // allocated; `value` points to `size` readable bytes. The
            // element is read before anything is written.
            unsafe {
                copy_element(
                    value.cast(),
                    data.add(length as usize * size as usize),
                    size as usize,
                );
                (*list).length = length + 1;
            }
            return Ok(());
        }
    }
    // SAFETY: caller contract, passed on.
    unsafe { append_slow(list, value) }
}

/// Every case of [`append`] but the fast one: the checks, and growth. One
/// order of checks serves both generations: 1.25 reports every misuse
/// before growth as the same status.
///
/// # Safety
/// As for [`append`].
#[inline(never)]
unsafe fn append_slow(list: *mut List, value: *const c_void) -> Result<(), Failure> {
    // SAFETY: caller contract.
    let l = unsafe { read(list) }?;
    if corrupt(&l) {
        return Err(Failure::Corrupt(l));
    }
    if value.is_null() {
        return Err(Failure::NullValue);
    }
    if l.element_size <= 0 {
        return Err(Failure::ElementSize);
    }
    let size = l.element_size as usize;
    let mut data = l.data;
    let mut capacity_after = l.capacity;
    let mut source = value.cast::<u8>();
    if l.length == l.capacity {
        let capacity = if l.capacity < MIN_CAPACITY {
            MIN_CAPACITY
        } else {
            l.capacity.checked_mul(2).ok_or(Failure::CapacityOverflow)?
        };
        let bytes = (capacity as usize)
            .checked_mul(size)
            .ok_or(Failure::CapacityOverflow)?;
        if bytes > isize::MAX as usize {
            return Err(Failure::TooLarge);
        }
        // Where `value` sits inside the old storage, if it does: realloc
        // keeps those bytes but may move them.
        let used = l.capacity as usize * size;
        let inside = (source as usize).wrapping_sub(data as usize);
        let aliased = !data.is_null() && inside < used;
        // SAFETY: `data` is NULL or from the C allocator (caller contract).
        let grown = unsafe { libc::realloc(data.cast(), bytes) }.cast::<u8>();
        if grown.is_null() {
            return Err(Failure::AllocationFailed);
        }
        if aliased {
            // SAFETY: `inside < used <= bytes`: the same element, moved.
            source = unsafe { grown.add(inside) };
        }
        data = grown;
        capacity_after = capacity;
    }
    // The element is copied before the header changes: `value` may point
    // into the header itself (`&list->capacity`), and must give the value it
    // held at the call.
    // SAFETY: `data` has room for `capacity > length` elements; `source`
    // points to `size` readable bytes; `copy_element` tolerates overlap;
    // `list` is valid and writable (caller contract).
    unsafe {
        copy_element(source, data.add(l.length as usize * size), size);
        (*list).data = data;
        (*list).capacity = capacity_after;
        (*list).length = l.length + 1;
    }
    Ok(())
}

/// The address of element `index` of `list`, valid until the next append or
/// destroy: the body both generations' `irx_list_at` share. Where an input
/// is bad in two ways, `abi` picks which failure is reported.
///
/// # Safety
/// `list` is NULL or points to a readable `irx_list` as described for
/// [`append`].
#[inline(always)]
pub(crate) unsafe fn locate(
    list: *const List,
    index: i64,
    abi: Abi,
) -> Result<*mut c_void, Failure> {
    // Fast path for a well-formed list and an index in range; everything
    // else is decided by `locate_slow`, out of line.
    if !list.is_null() && list.is_aligned() {
        // SAFETY: non-NULL, aligned, readable (caller contract).
        let (data, length, capacity, size) = unsafe {
            (
                (*list).data,
                (*list).length,
                (*list).capacity,
                (*list).element_size,
            )
        };
        if index >= 0
            && index < length
            && length <= capacity
            && size > 0
            && !data.is_null()
            && let Some(offset) = (index as usize).checked_mul(size as usize)
        {
            // SAFETY: `0 <= index < length <= capacity` elements of storage.
            return Ok(unsafe { data.add(offset) }.cast());
        }
    }
    // SAFETY: caller contract, passed on.
    unsafe { locate_slow(list, index, abi) }
}

/// The failing cases of [`locate`] (and any the fast path declined).
///
/// # Safety
/// As for [`locate`].
#[inline(never)]
unsafe fn locate_slow(list: *const List, index: i64, abi: Abi) -> Result<*mut c_void, Failure> {
    // SAFETY: caller contract.
    let l = unsafe { read(list) }?;
    match abi {
        Abi::V118 if corrupt(&l) => return Err(Failure::Corrupt(l)),
        Abi::V125 if l.length < 0 || l.capacity < l.length => return Err(Failure::Corrupt(l)),
        Abi::V125 if l.element_size <= 0 => return Err(Failure::ElementSize),
        _ => {}
    }
    if index < 0 || index >= l.length {
        return Err(Failure::OutOfRange);
    }
    if l.data.is_null() {
        return Err(Failure::NullStorage);
    }
    if l.element_size <= 0 {
        return Err(Failure::ElementSize);
    }
    let offset = (index as usize)
        .checked_mul(l.element_size as usize)
        .ok_or(Failure::OffsetOverflow)?;
    // SAFETY: `0 <= index < length <= capacity` elements of storage.
    Ok(unsafe { l.data.add(offset) }.cast())
}

/// Appends a copy of the `element_size` bytes at `value` to `list`.
///
/// Grows the storage with `realloc` (capacity 4, then doubling). `value` may
/// point into the list's own storage, even when the append reallocates it:
/// the element is read from its new address.
///
/// Returns 0. A NULL list or value, `element_size <= 0`, a corrupt struct,
/// size overflow or allocation failure prints one line to stderr and exits
/// the process with status 1.
///
/// # Safety
/// * `list` is NULL or points to an `irx_list` whose `data` is NULL or came
///   from the C allocator with room for `capacity` elements.
/// * `value` is NULL or points to `element_size` readable bytes.
#[export(unguarded)]
pub unsafe fn irx_list_append__abi_1_18(list: *mut List, value: *const c_void) -> i32 {
    // SAFETY: caller contract, passed on.
    match unsafe { append(list, value) } {
        Ok(()) => 0,
        Err(failure) => failure.exit("append"),
    }
}

/// Appends a copy of the `element_size` bytes at `value` to `list`.
///
/// Grows the storage with `realloc` (capacity 4, then doubling). `value` may
/// point into the list's own storage, even when the append reallocates it:
/// the element is read from its new address.
///
/// Returns `IRX_LIST_OK`, or without changing the list:
/// `IRX_LIST_INVALID_ARGUMENT` (NULL list or value, `element_size <= 0`,
/// corrupt struct), `IRX_LIST_CAPACITY_OVERFLOW` (the grown size does not
/// fit), `IRX_LIST_ALLOCATION_FAILED`. Never exits.
///
/// # Safety
/// * `list` is NULL or points to an `irx_list` whose `data` is NULL or came
///   from the C allocator with room for `capacity` elements.
/// * `value` is NULL or points to `element_size` readable bytes.
#[export(unguarded)]
pub unsafe fn irx_list_append__abi_1_25(list: *mut List, value: *const c_void) -> i32 {
    // SAFETY: caller contract, passed on.
    match unsafe { append(list, value) } {
        Ok(()) => irx_list_status::IRX_LIST_OK as i32,
        Err(failure) => failure.status() as i32,
    }
}

/// The address of element `index` of `list`, valid until the next append or
/// destroy.
///
/// A NULL list, a corrupt struct, NULL storage, or an index outside
/// `[0, length)` prints one line to stderr and exits with status 1.
///
/// # Safety
/// * `list` is NULL or points to a readable `irx_list` as described for
///   `irx_list_append`.
#[export(unguarded)]
pub unsafe fn irx_list_at__abi_1_18(list: *const List, index: i64) -> *mut c_void {
    // SAFETY: caller contract, passed on.
    match unsafe { locate(list, index, Abi::V118) } {
        Ok(element) => element,
        Err(failure) => failure.exit("indexing"),
    }
}

/// Stores in `*out` the address of element `index` of `list`, valid until
/// the next append or destroy.
///
/// `*out` is set to NULL first and stays NULL on failure. Returns
/// `IRX_LIST_OK`, `IRX_LIST_OUT_OF_RANGE` for an index outside
/// `[0, length)`, or `IRX_LIST_INVALID_ARGUMENT` (NULL list or `out`,
/// corrupt struct, `element_size <= 0`, NULL storage). Never exits.
///
/// # Safety
/// * `list` is NULL or points to a readable `irx_list` as described for
///   `irx_list_append`.
/// * `out` is NULL or points to a writable `void*`.
#[export(unguarded)]
pub unsafe fn irx_list_at__abi_1_25(list: *const List, index: i64, out: *mut *mut c_void) -> i32 {
    if out.is_null() {
        return Failure::NullOut.status() as i32;
    }
    // SAFETY: `out` is non-NULL and writable (caller contract); no alignment
    // is assumed.
    unsafe { out.write_unaligned(ptr::null_mut()) };
    // SAFETY: caller contract, passed on.
    match unsafe { locate(list, index, Abi::V125) } {
        Ok(element) => {
            // SAFETY: as above.
            unsafe { out.write_unaligned(element) };
            irx_list_status::IRX_LIST_OK as i32
        }
        Err(failure) => failure.status() as i32,
    }
}

/// Frees the list's storage (with the C allocator's `free`) and resets it to
/// an empty list: `data` NULL, `length` and `capacity` 0. `element_size` is
/// kept, so the list can be appended to again. A NULL list is a no-op.
///
/// IRx 1.18 has no way to free a list; pyirx 1.25 has this function.
///
/// # Safety
/// * `list` is NULL or points to an `irx_list` whose `data` is NULL or came
///   from the C allocator; no pointer from `irx_list_at` is used afterwards.
#[export(unguarded)]
pub unsafe fn irx_list_destroy(list: *mut List) {
    if list.is_null() {
        return;
    }
    // SAFETY: caller contract.
    unsafe {
        libc::free((*list).data.cast());
        (*list).data = ptr::null_mut();
        (*list).length = 0;
        (*list).capacity = 0;
    }
}

/// The text of one `irx_list_status` (pyirx 1.25's wording).
fn status_text(status: i32) -> &'static CStr {
    use irx_list_status::*;
    match status {
        s if s == IRX_LIST_OK as i32 => c"",
        s if s == IRX_LIST_INVALID_ARGUMENT as i32 => {
            c"dynamic list operation received an invalid argument"
        }
        s if s == IRX_LIST_CAPACITY_OVERFLOW as i32 => c"dynamic list capacity overflow",
        s if s == IRX_LIST_ALLOCATION_FAILED as i32 => c"dynamic list allocation failed",
        s if s == IRX_LIST_OUT_OF_RANGE as i32 => c"dynamic list index out of range",
        _ => c"dynamic list operation returned an unknown status",
    }
}

/// A static description of `status`, as pyirx 1.25 words it: `""` for
/// `IRX_LIST_OK`, one sentence per error, and
/// `"dynamic list operation returned an unknown status"` for any other
/// value. Never NULL; never to be freed.
///
/// New in pyirx 1.25; in both generations.
#[export(unguarded)]
pub fn irx_list_status_message(status: i32) -> *const c_char {
    status_text(status).as_ptr()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn list(data: *mut u8, length: i64, capacity: i64, element_size: i64) -> List {
        List {
            data,
            length,
            capacity,
            element_size,
        }
    }

    #[test]
    fn every_status_has_125s_text() {
        let text = |s| status_text(s).to_str().unwrap();
        assert_eq!(text(0), "");
        assert_eq!(
            text(1),
            "dynamic list operation received an invalid argument"
        );
        assert_eq!(text(2), "dynamic list capacity overflow");
        assert_eq!(text(3), "dynamic list allocation failed");
        assert_eq!(text(4), "dynamic list index out of range");
        for unknown in [-1, 5, i32::MIN, i32::MAX] {
            assert_eq!(
                text(unknown),
                "dynamic list operation returned an unknown status"
            );
        }
    }

    #[test]
    fn the_generations_order_double_faults_as_each_defines() {
        let mut byte = 0u8;
        let storage = &mut byte as *mut u8;
        // Non-positive element size and a bad index: 1.18 reports the index,
        // 1.25 the size.
        let l = list(storage, 1, 1, 0);
        // SAFETY: `l` is a readable list.
        let at = |l: &List, i, abi| unsafe { locate(l, i, abi) }.map(|_| ());
        assert_eq!(at(&l, 5, Abi::V118), Err(Failure::OutOfRange));
        assert_eq!(at(&l, 5, Abi::V125), Err(Failure::ElementSize));
        // NULL storage with a capacity: 1.18 calls the header corrupt, 1.25
        // looks at the index first.
        let l = list(ptr::null_mut(), 1, 1, 1);
        assert_eq!(at(&l, 5, Abi::V118), Err(Failure::Corrupt(l)));
        assert_eq!(at(&l, 5, Abi::V125), Err(Failure::OutOfRange));
        assert_eq!(at(&l, 0, Abi::V125), Err(Failure::NullStorage));
        assert_eq!(
            Failure::NullStorage.status(),
            irx_list_status::IRX_LIST_INVALID_ARGUMENT
        );
        // An element offset past usize (only a forged header has one).
        let l = list(storage, i64::MAX, i64::MAX, 4);
        for abi in [Abi::V118, Abi::V125] {
            assert_eq!(at(&l, i64::MAX - 1, abi), Err(Failure::OffsetOverflow));
        }
        assert_eq!(at(&l, -1, Abi::V125), Err(Failure::OutOfRange));
        assert_eq!(at(&list(storage, 1, 1, 1), 0, Abi::V125), Ok(()));
    }

    #[test]
    fn growth_that_cannot_fit_fails_before_touching_the_list() {
        let mut byte = 0u8;
        let storage = &mut byte as *mut u8;
        let value = 7u64;
        let value = &value as *const u64 as *const c_void;
        // Doubling the capacity overflows int64.
        let mut l = list(storage, i64::MAX / 2 + 1, i64::MAX / 2 + 1, 1);
        let before = l;
        // SAFETY: nothing is read or allocated before the check fails.
        let outcome = unsafe { append(&mut l, value) };
        assert_eq!(outcome, Err(Failure::CapacityOverflow));
        assert_eq!(l, before);
        // Capacity times element size overflows size_t.
        let mut l = list(storage, 1 << 40, 1 << 40, 1 << 30);
        // SAFETY: as above.
        let outcome = unsafe { append(&mut l, value) };
        assert_eq!(outcome, Err(Failure::CapacityOverflow));
        // Fits size_t, not ptrdiff_t: what realloc refuses.
        let mut l = list(storage, 1 << 40, 1 << 40, 1 << 22);
        // SAFETY: as above.
        assert_eq!(unsafe { append(&mut l, value) }, Err(Failure::TooLarge));
        assert_eq!(
            Failure::TooLarge.status(),
            irx_list_status::IRX_LIST_ALLOCATION_FAILED
        );
        assert_eq!(
            Failure::CapacityOverflow.status(),
            irx_list_status::IRX_LIST_CAPACITY_OVERFLOW
        );
    }
}
