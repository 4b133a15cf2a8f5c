//! The class runtime of pyirx 1.25 (`irx_class_runtime.h`): reference
//! counted payloads whose fields generated code lays out itself.
//!
//! A payload is memory generated code reads and writes directly, so it
//! cannot be a slot handle: it is one allocation, the runtime's owner
//! record (count, progress, drop callback) followed by the payload, whose
//! first word (IRx's "lifetime token") holds the owner's address. IRx
//! allocates the two separately; one block frees both at once, as 1.25's
//! final release does, and lets every operation check the token: it must
//! name the block right before the payload. A pointer whose first word is
//! anything else (a damaged token, a pointer that never came from
//! `irx_class_create`) is refused with a message, not followed. What no
//! check can catch is a payload already freed (its memory is gone): that
//! stays the caller's contract, as in 1.25.
//!
//! Counts are synchronous and non-atomic in 1.25. Here they are relaxed
//! atomic loads and stores (plain moves on common targets, no locked
//! instructions): a caller racing two threads on one payload gets wrong
//! counts, as in 1.25, but no data race inside the runtime.
//!
//! Errors follow 1.25 exactly: checked operations return 1 and write the
//! message into the caller's `IRX_CLASS_ERROR_CAPACITY`-byte buffer
//! (truncated, always NUL-terminated; NULL means no message), and clear it
//! on entry. Misuse 1.25 leaves undefined (a NULL payload given to the
//! progress operations) ends the process with an `ARX-RUNTIME-CLASS-FATAL`
//! report instead of crashing.

use std::alloc::{Layout, alloc_zeroed, dealloc};
use std::ffi::{c_char, c_void};
use std::ptr;
use std::sync::atomic::{AtomicI32, AtomicU64, Ordering::Relaxed};

use crate::ffi::{Domain, Error, Result, export};

pub use irx_abi::class::IRX_CLASS_ERROR_CAPACITY;

/// Consumes a payload's fields when its last reference is released:
/// called once with the `context` given to that `irx_class_release`, the
/// payload (still allocated; its count is 0, so retaining or releasing it
/// again is refused) and the caller's error buffer, which it may fill. Its
/// status is what the release returns; the payload is freed either way.
pub type irx_class_drop = Option<
    unsafe extern "C" fn(context: *mut c_void, payload: *mut c_void, error: *mut c_char) -> i32,
>;

type DropFn = unsafe extern "C" fn(*mut c_void, *mut c_void, *mut c_char) -> i32;

/// The block in front of every payload.
#[repr(C)]
struct Owner {
    references: AtomicU64,
    completed: AtomicI32,
    drop: DropFn,
    /// The whole block's layout size, for `dealloc`.
    block_size: usize,
}

/// Payloads are aligned as `malloc`'s memory is (`max_align_t`), so
/// generated code may place any scalar field anywhere it would in C.
const ALIGN: usize = 16;
/// Bytes from the start of a block to its payload.
const HEADER: usize = size_of::<Owner>().next_multiple_of(ALIGN);
const TOKEN: usize = size_of::<*mut c_void>();

/// Writes `text` into a caller's error buffer as 1.25's
/// `snprintf(error, IRX_CLASS_ERROR_CAPACITY, "%s", text)` does: at most
/// 255 bytes, cut at a byte boundary, then a NUL. NULL: nothing.
///
/// # Safety
/// * `error` is NULL or writable for `IRX_CLASS_ERROR_CAPACITY` bytes.
pub(crate) unsafe fn write_error(error: *mut c_char, text: &[u8]) {
    if error.is_null() {
        return;
    }
    let n = text.len().min(IRX_CLASS_ERROR_CAPACITY - 1);
    // SAFETY: caller contract; `n + 1 <= IRX_CLASS_ERROR_CAPACITY`. `copy`,
    // not `copy_nonoverlapping`: a caller may pass one buffer as both.
    unsafe {
        ptr::copy(text.as_ptr(), error.cast::<u8>(), n);
        error.add(n).write(0);
    }
}

/// Empties a caller's error buffer, as every checked operation does first.
///
/// # Safety
/// * As for [`write_error`].
unsafe fn clear_error(error: *mut c_char) {
    if !error.is_null() {
        // SAFETY: caller contract.
        unsafe { error.write(0) };
    }
}

/// The owner of a payload whose lifetime token checks out.
///
/// # Safety
/// * `payload` is non-NULL and its first word is readable; if the token
///   matches, the block it names is live for `'a`.
unsafe fn owner<'a>(payload: *mut c_void, function: &str) -> Result<&'a Owner> {
    // SAFETY: caller contract; unaligned, as a hostile pointer may be.
    let token = unsafe { payload.cast::<usize>().read_unaligned() };
    let block = (payload as usize).wrapping_sub(HEADER);
    if payload as usize >= HEADER && token == block {
        // SAFETY: the token names the block in front of this payload,
        // which `irx_class_create` wrote an `Owner` into.
        Ok(unsafe { &*(block as *const Owner) })
    } else {
        Err(Error::invalid(format!(
            "{function}: not a class payload (its lifetime token does not name an \
             irx_class_create allocation)"
        )))
    }
}

/// Adds a reference for the exception runtime (which retains the payloads
/// it raises): the message of a refusal, if any.
///
/// # Safety
/// * As for `irx_class_retain`.
pub(crate) unsafe fn retain(payload: *mut c_void, function: &str) -> Result<()> {
    if payload.is_null() {
        return Ok(());
    }
    // SAFETY: caller contract.
    let owner = unsafe { owner(payload, function)? };
    let count = owner.references.load(Relaxed);
    if count == 0 || count == u64::MAX {
        return Err(Error::invalid("invalid class retain or resurrection"));
    }
    owner.references.store(count + 1, Relaxed);
    Ok(())
}

/// Drops a reference; the last one runs the drop callback and frees the
/// block. Returns the operation's status (1.25's), the message in `error`.
///
/// # Safety
/// * As for `irx_class_release`.
pub(crate) unsafe fn release(
    context: *mut c_void,
    payload: *mut c_void,
    error: *mut c_char,
    function: &str,
) -> i32 {
    // SAFETY: caller contract.
    unsafe { clear_error(error) };
    if payload.is_null() {
        return 0;
    }
    // SAFETY: caller contract.
    let owner = match unsafe { owner(payload, function) } {
        Ok(owner) => owner,
        // SAFETY: caller contract.
        Err(e) => return unsafe { fail(error, &e.message) },
    };
    let count = owner.references.load(Relaxed);
    if count == 0 {
        // SAFETY: caller contract.
        return unsafe { fail(error, "class release during destruction") };
    }
    owner.references.store(count - 1, Relaxed);
    if count > 1 {
        return 0;
    }
    let (drop, block_size) = (owner.drop, owner.block_size);
    // SAFETY: the creator's contract: `drop` consumes the fields of this
    // payload; the block stays allocated until it returns.
    let status = unsafe { drop(context, payload, error) };
    // SAFETY: the block came from `alloc_zeroed` with this layout (checked
    // at creation) and this was its last reference.
    unsafe {
        dealloc(
            (payload as *mut u8).sub(HEADER),
            Layout::from_size_align_unchecked(block_size, ALIGN),
        )
    };
    status
}

/// Writes `message` into `error` and returns 1, the checked failure status.
///
/// # Safety
/// * As for [`write_error`].
unsafe fn fail(error: *mut c_char, message: &str) -> i32 {
    // SAFETY: caller contract.
    unsafe { write_error(error, message.as_bytes()) };
    1
}

/// Creates a payload of `size` bytes with one reference.
///
/// The payload is zeroed but for its first pointer-sized word, the
/// lifetime token generated code must leave alone; it is aligned to 16
/// bytes. `drop` is called once, when the last reference is released (see
/// `irx_class_drop`).
///
/// Returns 0 with the payload in `*output`, or 1 with `*output` NULL and a
/// message in `error`: "invalid class creation contract" for a NULL
/// `output`, a NULL `drop` or `size` smaller than a pointer, and "class
/// payload allocation failed" when the memory cannot be had (a size too
/// large for the address space included). Both outputs are initialised on
/// every path: `error` is emptied first (NULL: no message is written),
/// `*output` set to NULL.
///
/// # Safety
/// * `output` is NULL or writable for one pointer (it may be unaligned).
/// * `error` is NULL or writable for `IRX_CLASS_ERROR_CAPACITY` bytes.
/// * `drop` is NULL or callable as described for `irx_class_drop`.
#[export(Class, value = 1)]
pub unsafe fn irx_class_create(
    size: usize,
    drop: irx_class_drop,
    output: *mut *mut c_void,
    error: *mut c_char,
) -> i32 {
    // SAFETY: caller contract.
    unsafe { clear_error(error) };
    if !output.is_null() {
        // SAFETY: caller contract.
        unsafe { output.write_unaligned(ptr::null_mut()) };
    }
    let Some(drop) = drop.filter(|_| !output.is_null() && size >= TOKEN) else {
        // SAFETY: caller contract.
        return Ok(unsafe { fail(error, "invalid class creation contract") });
    };
    let Some(layout) = HEADER
        .checked_add(size)
        .and_then(|total| Layout::from_size_align(total, ALIGN).ok())
    else {
        // SAFETY: caller contract.
        return Ok(unsafe { fail(error, "class payload allocation failed") });
    };
    // SAFETY: the layout's size is at least HEADER > 0.
    let block = unsafe { alloc_zeroed(layout) };
    if block.is_null() {
        // SAFETY: caller contract.
        return Ok(unsafe { fail(error, "class payload allocation failed") });
    }
    // SAFETY: `block` holds HEADER + size >= HEADER + TOKEN bytes, aligned
    // to 16: the owner, then the payload with its token.
    unsafe {
        block.cast::<Owner>().write(Owner {
            references: AtomicU64::new(1),
            completed: AtomicI32::new(0),
            drop,
            block_size: layout.size(),
        });
        let payload = block.add(HEADER);
        payload.cast::<usize>().write(block as usize);
        output.write_unaligned(payload.cast());
    }
    Ok(0)
}

/// Adds one reference to `payload`.
///
/// Returns 0 (also for NULL, a no-op), or 1 with a message in `error`:
/// "invalid class retain or resurrection" when the payload is being
/// destroyed (retained from its drop callback) or its count would
/// overflow, or a message naming this function when `payload` does not
/// carry a lifetime token of `irx_class_create`. `error` is emptied first.
///
/// # Safety
/// * `payload` is NULL, a payload of `irx_class_create` whose block is not
///   freed yet, or readable for one pointer.
/// * `error` is NULL or writable for `IRX_CLASS_ERROR_CAPACITY` bytes.
#[export(Class, value = 1)]
pub unsafe fn irx_class_retain(payload: *mut c_void, error: *mut c_char) -> i32 {
    // SAFETY: caller contract.
    unsafe { clear_error(error) };
    // SAFETY: caller contract.
    Ok(match unsafe { retain(payload, FUNCTION) } {
        Ok(()) => 0,
        // SAFETY: caller contract.
        Err(e) => unsafe { fail(error, &e.message) },
    })
}

/// Drops one reference to `payload`; the last one calls its drop callback
/// with `context`, `payload` and `error`, then frees the payload, whatever
/// the callback returned.
///
/// Returns 0 (also for NULL, a no-op, and for a reference that was not the
/// last), the drop callback's status for the last one (its message, if
/// any, in `error`), or 1 with a message in `error`: "class release during
/// destruction" when the payload is already being destroyed, or a message
/// naming this function when `payload` carries no lifetime token of
/// `irx_class_create`. `error` is emptied first. The callback may call
/// back into the runtime, the exception runtime with `context` included.
///
/// # Safety
/// * As for `irx_class_retain`; after the last release `payload` is freed.
#[export(Class, value = 1)]
pub unsafe fn irx_class_release(
    context: *mut c_void,
    payload: *mut c_void,
    error: *mut c_char,
) -> i32 {
    // SAFETY: caller contract.
    Ok(unsafe { release(context, payload, error, FUNCTION) })
}

/// Checks a nullable field or receiver before it is used.
///
/// Returns 0 when `payload` is not NULL (it is not read), or 1 with
/// "access to an empty class value" in `error`. `error` is emptied first.
///
/// # Safety
/// * `error` is NULL or writable for `IRX_CLASS_ERROR_CAPACITY` bytes.
#[export(Class, value = 1)]
pub unsafe fn irx_class_require(payload: *mut c_void, error: *mut c_char) -> i32 {
    // SAFETY: caller contract.
    unsafe { clear_error(error) };
    if payload.is_null() {
        // SAFETY: caller contract.
        return Ok(unsafe { fail(error, "access to an empty class value") });
    }
    Ok(0)
}

/// The owner of a payload the progress operations are given, or the end
/// of the process: they have no way to report (1.25 requires a live,
/// non-NULL payload and does not check).
///
/// # Safety
/// * As for `irx_class_retain`.
unsafe fn progress_owner<'a>(payload: *mut c_void, function: &str) -> &'a Owner {
    if payload.is_null() {
        Domain::Class.fatal(&format!("{function}: payload must not be NULL"));
    }
    // SAFETY: caller contract.
    unsafe { owner(payload, function) }.unwrap_or_else(|e| Domain::Class.fatal(&e.message))
}

/// Records that generated code finished initialising one more field of
/// `payload` (its drop callback reads the count to know which fields to
/// consume). Works during destruction too.
///
/// A NULL payload, or one without a lifetime token of `irx_class_create`,
/// ends the process with
/// `ARX_RUNTIME_FAIL|ARX-RUNTIME-CLASS-FATAL|<unknown>|-1|-1|<why>`
/// (exit status 1): 1.25 leaves that undefined.
///
/// # Safety
/// * As for `irx_class_retain`, `payload` not NULL.
#[export(Class)]
pub unsafe fn irx_class_complete(payload: *mut c_void) {
    // SAFETY: caller contract.
    let owner = unsafe { progress_owner(payload, FUNCTION) };
    let completed = owner.completed.load(Relaxed);
    owner.completed.store(completed.wrapping_add(1), Relaxed);
    Ok(())
}

/// How many times `irx_class_complete` was called on `payload` (0 for a
/// new payload). Misuse ends the process as for `irx_class_complete`.
///
/// # Safety
/// * As for `irx_class_complete`.
#[export(Class, value = 0)]
pub unsafe fn irx_class_completed(payload: *mut c_void) -> i32 {
    // SAFETY: caller contract.
    Ok(unsafe { progress_owner(payload, FUNCTION) }
        .completed
        .load(Relaxed))
}

/// Keeps the first failure while later fields are consumed: when `status`
/// is nonzero and `*first_status` is still 0, stores `status` there and
/// copies `error` into `first_error` (truncated to
/// `IRX_CLASS_ERROR_CAPACITY - 1` bytes, NUL-terminated; a NULL `error`
/// copies as the empty string, a NULL `first_error` is skipped). Otherwise
/// does nothing; `first_status` is not read when `status` is 0.
///
/// A nonzero `status` with a NULL `first_status` ends the process with an
/// `ARX-RUNTIME-CLASS-FATAL` report (1.25 leaves it undefined).
///
/// # Safety
/// * `error` is NULL or NUL-terminated.
/// * `first_status` is NULL or points to a readable, writable `int32_t`.
/// * `first_error` is NULL or writable for `IRX_CLASS_ERROR_CAPACITY` bytes.
#[export(Class)]
pub unsafe fn irx_class_record(
    status: i32,
    error: *const c_char,
    first_status: *mut i32,
    first_error: *mut c_char,
) {
    if status == 0 {
        return Ok(());
    }
    if first_status.is_null() {
        return Err(Error::invalid(format!(
            "{FUNCTION}: first_status must not be NULL"
        )));
    }
    // SAFETY: caller contract (unaligned tolerated).
    if unsafe { first_status.read_unaligned() } != 0 {
        return Ok(());
    }
    // SAFETY: caller contract.
    unsafe { first_status.write_unaligned(status) };
    let text = if error.is_null() {
        &[][..]
    } else {
        // SAFETY: NUL-terminated (caller contract).
        unsafe { std::ffi::CStr::from_ptr(error) }.to_bytes()
    };
    // SAFETY: caller contract.
    unsafe { write_error(first_error, text) };
    Ok(())
}
