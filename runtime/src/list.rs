//! The dynamic list of generated code (ABI.md §3).
//!
//! Generated IR owns the `irx_list` struct and initialises it as
//! `{NULL, 0, 0, element_size}`; storage grows through the C allocator
//! (`realloc`: capacity 4, then doubling) so it stays malloc-compatible.
//! IR cannot handle errors, so misuse prints one line to stderr and exits
//! with status 1.

use crate::ffi::export;
use std::ffi::c_void;
use std::io::Write;
use std::ptr;

/// A growable array of fixed-size elements, laid out as IRx 1.18 emits it.
#[repr(C)]
#[derive(Debug, Clone, Copy)]
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

const MIN_CAPACITY: i64 = 4;

#[cold]
#[inline(never)]
fn fail(message: &str) -> ! {
    // C stdio may hold earlier output of the program: keep the order.
    // SAFETY: fflush(NULL) flushes every C output stream.
    unsafe { libc::fflush(ptr::null_mut()) };
    let _ = writeln!(std::io::stderr(), "{message}");
    std::process::exit(1)
}

#[cold]
#[inline(never)]
fn fail_corrupt(operation: &str, l: &List) -> ! {
    fail(&format!(
        "dynamic list {operation}: corrupt list (length {}, capacity {}, data {:?})",
        l.length, l.capacity, l.data
    ))
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

/// Reads (copies) the struct and checks what the runtime relies on. A copy,
/// not a reference, because `irx_list_append` writes the struct afterwards.
///
/// # Safety
/// `list` is NULL or points to a readable `irx_list`.
#[inline(always)]
unsafe fn checked(list: *const List, operation: &str) -> List {
    if list.is_null() {
        fail(&format!(
            "dynamic list {operation} requires a non-null list"
        ));
    }
    if !list.is_aligned() {
        fail(&format!(
            "dynamic list {operation} requires an aligned list pointer"
        ));
    }
    // SAFETY: non-NULL, aligned, readable (caller contract).
    let l = unsafe { list.read() };
    if l.length < 0
        || l.capacity < 0
        || l.length > l.capacity
        || (l.data.is_null() && l.capacity != 0)
    {
        fail_corrupt(operation, &l);
    }
    l
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
pub unsafe fn irx_list_append(list: *mut List, value: *const c_void) -> i32 {
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
            return 0;
        }
    }
    // SAFETY: caller contract, passed on.
    unsafe { append_slow(list, value) }
}

/// Every case of `irx_list_append` but the fast one: the checks that end
/// the process, and growth.
///
/// # Safety
/// As for `irx_list_append`.
#[inline(never)]
unsafe fn append_slow(list: *mut List, value: *const c_void) -> i32 {
    // SAFETY: caller contract.
    let l = unsafe { checked(list, "append") };
    if value.is_null() {
        fail("dynamic list append requires a non-null value pointer");
    }
    if l.element_size <= 0 {
        fail("dynamic list append requires a positive element size");
    }
    let size = l.element_size as usize;
    let mut data = l.data;
    let mut capacity_after = l.capacity;
    let mut source = value.cast::<u8>();
    if l.length == l.capacity {
        let capacity = if l.capacity < MIN_CAPACITY {
            MIN_CAPACITY
        } else {
            l.capacity.saturating_mul(2)
        };
        let bytes = (capacity as usize)
            .checked_mul(size)
            .filter(|&b| b <= isize::MAX as usize)
            .unwrap_or_else(|| fail("dynamic list append: storage size overflows"));
        // Where `value` sits inside the old storage, if it does: realloc
        // keeps those bytes but may move them.
        let used = l.capacity as usize * size;
        let inside = (source as usize).wrapping_sub(data as usize);
        let aliased = !data.is_null() && inside < used;
        // SAFETY: `data` is NULL or from the C allocator (caller contract).
        let grown = unsafe { libc::realloc(data.cast(), bytes) }.cast::<u8>();
        if grown.is_null() {
            fail("dynamic list append allocation failed");
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
    0
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
pub unsafe fn irx_list_at(list: *const List, index: i64) -> *mut c_void {
    // Fast path for a well-formed list and an index in range; everything
    // else ends the process from `at_slow`, out of line.
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
        if index >= 0 && index < length && length <= capacity && size > 0 && !data.is_null() {
            // SAFETY: `0 <= index < length <= capacity` elements of storage.
            return unsafe { data.add(index as usize * size as usize) }.cast();
        }
    }
    // SAFETY: caller contract, passed on.
    unsafe { at_slow(list, index) }
}

/// The failing cases of `irx_list_at` (and any the fast path declined).
///
/// # Safety
/// As for `irx_list_at`.
#[inline(never)]
unsafe fn at_slow(list: *const List, index: i64) -> *mut c_void {
    // SAFETY: caller contract.
    let l = unsafe { checked(list, "indexing") };
    if index < 0 || index >= l.length {
        // IRx 1.18's exact line: programs' expected stderr compares it.
        fail("dynamic list index out of range");
    }
    if l.data.is_null() {
        fail("dynamic list storage is null");
    }
    if l.element_size <= 0 {
        fail("dynamic list indexing requires a positive element size");
    }
    // SAFETY: `0 <= index < length <= capacity` elements of storage.
    unsafe { l.data.add(index as usize * l.element_size as usize) }.cast()
}

/// Frees the list's storage (with the C allocator's `free`) and resets it to
/// an empty list: `data` NULL, `length` and `capacity` 0. `element_size` is
/// kept, so the list can be appended to again. A NULL list is a no-op.
///
/// This is an extension: IRx 1.18 has no way to free a list.
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
