//! The one place where raw C handle pointers turn into Rust ownership.
//!
//! Two kinds of handle exist:
//! * shared handles (arrays, schemas, tensors): the C pointer is
//!   `Arc::into_raw`, so retain/release are the `Arc`'s atomic count and are
//!   safe from any number of threads;
//! * owned handles (builders): the C pointer is `Box::into_raw`, used by one
//!   thread at a time and freed exactly once.

use std::mem::MaybeUninit;
use std::sync::Arc;

use super::error::{Error, Result};

/// Marker for types handed to C as reference-counted opaque handles.
pub(crate) trait SharedHandle: Send + Sync + Sized + 'static {
    /// What the handle is called in messages ("array", "schema", ...).
    const WHAT: &'static str;
}

/// Hands a new value to C with one reference.
pub(crate) fn share<T: SharedHandle>(value: T) -> *mut T {
    Arc::into_raw(Arc::new(value)).cast_mut()
}

/// Hands an existing `Arc` to C (the `Arc`'s reference becomes the caller's).
pub(crate) fn share_arc<T: SharedHandle>(value: Arc<T>) -> *mut T {
    Arc::into_raw(value).cast_mut()
}

/// Out of line: keeps the NULL check of hot calls (appends) a single branch.
#[cold]
#[inline(never)]
fn null_handle(what: &str) -> Error {
    Error::invalid(format!("{what} handle must not be NULL"))
}

/// Borrows a shared handle for the duration of a call.
///
/// # Safety
/// * `ptr` is NULL or was returned by [`share`]/[`share_arc`] for this `T`
///   and still holds at least one reference for the whole of `'a`.
pub(crate) unsafe fn borrow<'a, T: SharedHandle>(ptr: *const T) -> Result<&'a T> {
    if ptr.is_null() {
        return Err(null_handle(T::WHAT));
    }
    // SAFETY: the caller guarantees a live handle of this type.
    Ok(unsafe { &*ptr })
}

/// A new `Arc` to the handle's value (one more reference, owned by Rust).
///
/// # Safety
/// Same as [`borrow`].
pub(crate) unsafe fn clone_arc<T: SharedHandle>(ptr: *const T) -> Result<Arc<T>> {
    // SAFETY: caller contract (same as `borrow`).
    unsafe { borrow(ptr)? };
    // SAFETY: `ptr` came from `Arc::into_raw` and is live (caller contract).
    unsafe {
        Arc::increment_strong_count(ptr);
        Ok(Arc::from_raw(ptr))
    }
}

/// Adds a reference; NULL is a successful no-op.
///
/// # Safety
/// Same as [`borrow`] for non-NULL `ptr`.
pub(crate) unsafe fn retain<T: SharedHandle>(ptr: *const T) -> Result<()> {
    if !ptr.is_null() {
        // SAFETY: live handle from `Arc::into_raw` (caller contract).
        unsafe { Arc::increment_strong_count(ptr) };
    }
    Ok(())
}

/// Drops a reference, freeing the value at zero; NULL is a no-op.
///
/// # Safety
/// Same as [`borrow`] for non-NULL `ptr`; the caller gives up the reference.
pub(crate) unsafe fn release<T: SharedHandle>(ptr: *const T) {
    if !ptr.is_null() {
        // SAFETY: live handle from `Arc::into_raw` whose reference the caller
        // hands back.
        unsafe { Arc::decrement_strong_count(ptr) };
    }
}

/// Hands a new single-owner value to C.
pub(crate) fn boxed<T>(value: T) -> *mut T {
    Box::into_raw(Box::new(value))
}

/// Borrows a single-owner handle mutably for the duration of a call.
///
/// # Safety
/// * `ptr` is NULL or was returned by [`boxed`] for this `T`, has not been
///   freed, and is not used by another thread during `'a`.
pub(crate) unsafe fn borrow_boxed<'a, T>(ptr: *mut T, what: &'static str) -> Result<&'a mut T> {
    if ptr.is_null() {
        return Err(null_handle(what));
    }
    // SAFETY: caller contract.
    Ok(unsafe { &mut *ptr })
}

/// Frees a single-owner handle; NULL is a no-op.
///
/// # Safety
/// Same as [`borrow_boxed`]; `ptr` must not be used afterwards.
pub(crate) unsafe fn free_boxed<T>(ptr: *mut T) {
    if !ptr.is_null() {
        // SAFETY: came from `Box::into_raw` and is freed once (caller contract).
        drop(unsafe { Box::from_raw(ptr) });
    }
}

/// The checks every caller pointer gets before it is dereferenced.
fn check_ptr<T>(ptr: *const T, what: &'static str) -> Result<()> {
    if ptr.is_null() {
        return Err(Error::null(what));
    }
    if !ptr.is_aligned() {
        return Err(Error::invalid(format!("{what} is not suitably aligned")));
    }
    Ok(())
}

/// Borrows a caller's input struct after the NULL and alignment checks.
///
/// # Safety
/// * `ptr` is NULL or points to a readable `T` that stays unchanged for `'a`.
pub(crate) unsafe fn in_ref<'a, T>(ptr: *const T, what: &'static str) -> Result<&'a T> {
    check_ptr(ptr, what)?;
    // SAFETY: non-NULL, aligned, readable (caller contract).
    Ok(unsafe { &*ptr })
}

/// Checks an output pointer and sets `*out` to NULL before any work, so a
/// failing call never leaves a stale value behind.
///
/// # Safety
/// * `out` is NULL or points to writable storage for one `*mut T`.
pub(crate) unsafe fn out_ptr<'a, T>(
    out: *mut *mut T,
    what: &'static str,
) -> Result<&'a mut *mut T> {
    check_ptr(out, what)?;
    // SAFETY: non-NULL, aligned, writable (caller contract).
    unsafe {
        out.write(std::ptr::null_mut());
        Ok(&mut *out)
    }
}

/// Checks an output struct pointer. The storage may be uninitialised, so it
/// comes back as `MaybeUninit`: the caller writes a whole value into it.
///
/// # Safety
/// * `out` is NULL or points to writable storage for one `T`.
pub(crate) unsafe fn out_struct<'a, T>(
    out: *mut T,
    what: &'static str,
) -> Result<&'a mut MaybeUninit<T>> {
    check_ptr(out, what)?;
    // SAFETY: non-NULL, aligned, writable (caller contract); `MaybeUninit`
    // makes no claim about the current contents.
    Ok(unsafe { &mut *out.cast::<MaybeUninit<T>>() })
}
