//! The one place where raw C handle pointers turn into Rust ownership.
//!
//! Every opaque handle type implements [`Handle`], whose `Ownership` says
//! how C holds it:
//! * [`Shared`] (arrays, schemas, tensors): the C pointer is an `Arc`'s, so
//!   retain/release are the `Arc`'s atomic count and safe from any number
//!   of threads;
//! * [`Owned`] (builders): the C pointer is a `Box`'s, used by one thread
//!   at a time and freed exactly once.
//!
//! (Buffer owners are generation-tagged slot keys instead, see [`super::slots`].)
//!
//! Nothing outside this file turns a pointer into a `Box` or an `Arc` or
//! back, so how a handle is represented is this file's business alone.

use std::mem::MaybeUninit;
use std::sync::Arc;

use super::error::{Error, Result};

/// A type handed to C as an opaque handle.
pub(crate) trait Handle: Sized + 'static {
    /// What the handle is called in messages ("array", "builder", ...).
    const WHAT: &'static str;
    /// How C holds it: [`Owned`] or [`Shared`].
    type Ownership: Ownership;
}

/// Makes a type a [`Handle`]: `handle_type!(Tensor, "tensor", Shared);`.
macro_rules! handle_type {
    ($type:ty, $what:literal, $ownership:ident) => {
        impl $crate::ffi::handle::Handle for $type {
            const WHAT: &'static str = $what;
            type Ownership = $crate::ffi::handle::$ownership;
        }
    };
}
pub(crate) use handle_type;

/// Box-owned: one owner, freed once.
#[derive(Debug)]
pub(crate) enum Owned {}

/// Arc-shared: any number of references, retained and released atomically.
#[derive(Debug)]
pub(crate) enum Shared {}

/// How a handle's memory is held; implemented by [`Owned`] and [`Shared`].
pub(crate) trait Ownership {
    /// Hands `value` to C.
    fn into_raw<T>(value: T) -> *mut T;
    /// Gives up the reference (or the ownership) behind `ptr`.
    ///
    /// # Safety
    /// * `ptr` came from `into_raw` of the same ownership and is given up.
    unsafe fn release<T>(ptr: *mut T);
}

impl Ownership for Owned {
    fn into_raw<T>(value: T) -> *mut T {
        Box::into_raw(Box::new(value))
    }
    unsafe fn release<T>(ptr: *mut T) {
        // SAFETY: came from `Box::into_raw` and is freed once (caller contract).
        drop(unsafe { Box::from_raw(ptr) });
    }
}

impl Ownership for Shared {
    fn into_raw<T>(value: T) -> *mut T {
        Arc::into_raw(Arc::new(value)).cast_mut()
    }
    unsafe fn release<T>(ptr: *mut T) {
        // SAFETY: a live handle from `Arc::into_raw` whose reference the
        // caller hands back.
        unsafe { Arc::decrement_strong_count(ptr) };
    }
}

/// Hands a new value to C: one reference (shared) or the ownership.
pub(crate) fn new<T: Handle>(value: T) -> *mut T {
    T::Ownership::into_raw(value)
}

/// Hands an existing `Arc` to C (the `Arc`'s reference becomes the caller's).
pub(crate) fn from_arc<T: Handle<Ownership = Shared>>(value: Arc<T>) -> *mut T {
    Arc::into_raw(value).cast_mut()
}

/// Out of line: keeps the NULL check of hot calls (appends) a single branch.
#[cold]
#[inline(never)]
fn null_handle(what: &str) -> Error {
    Error::invalid(format!("{what} handle must not be NULL"))
}

/// Borrows a handle for the duration of a call.
///
/// # Safety
/// * `ptr` is NULL or was returned by [`new`]/[`from_arc`] for this `T` and
///   stays live (holds a reference, or is not freed) for the whole of `'a`.
pub(crate) unsafe fn borrow<'a, T: Handle>(ptr: *const T) -> Result<&'a T> {
    if ptr.is_null() {
        return Err(null_handle(T::WHAT));
    }
    // SAFETY: the caller guarantees a live handle of this type.
    Ok(unsafe { &*ptr })
}

/// Borrows a single-owner handle mutably for the duration of a call.
///
/// # Safety
/// * Same as [`borrow`], and no other thread uses the handle during `'a`.
pub(crate) unsafe fn borrow_mut<'a, T: Handle<Ownership = Owned>>(
    ptr: *mut T,
) -> Result<&'a mut T> {
    if ptr.is_null() {
        return Err(null_handle(T::WHAT));
    }
    // SAFETY: caller contract.
    Ok(unsafe { &mut *ptr })
}

/// Turns a single-owner handle into its product: `finish` gets the value;
/// when it succeeds the handle is freed (the caller's pointer is consumed),
/// when it fails the handle stays the caller's, as it was.
///
/// # Safety
/// * Same as [`borrow_mut`]; on success the caller must not use `ptr` again.
pub(crate) unsafe fn consume<T: Handle<Ownership = Owned>, R>(
    ptr: *mut T,
    finish: impl FnOnce(&mut T) -> Result<R>,
) -> Result<R> {
    // SAFETY: caller contract.
    let product = finish(unsafe { borrow_mut(ptr)? })?;
    // SAFETY: live (borrowed above) and given up on success (caller contract).
    unsafe { release(ptr) };
    Ok(product)
}

/// A new `Arc` to a shared handle's value (one more reference, owned by
/// Rust).
///
/// # Safety
/// Same as [`borrow`].
pub(crate) unsafe fn clone_arc<T: Handle<Ownership = Shared>>(ptr: *const T) -> Result<Arc<T>> {
    // SAFETY: caller contract (same as `borrow`).
    unsafe { borrow(ptr)? };
    // SAFETY: `ptr` came from `Arc::into_raw` and is live (caller contract).
    unsafe {
        Arc::increment_strong_count(ptr);
        Ok(Arc::from_raw(ptr))
    }
}

/// Adds a reference to a shared handle; NULL is a successful no-op.
///
/// # Safety
/// Same as [`borrow`] for non-NULL `ptr`.
pub(crate) unsafe fn retain<T: Handle<Ownership = Shared>>(ptr: *const T) -> Result<()> {
    if !ptr.is_null() {
        // SAFETY: live handle from `Arc::into_raw` (caller contract).
        unsafe { Arc::increment_strong_count(ptr) };
    }
    Ok(())
}

/// Drops a reference (shared) or frees the value (owned); NULL is a no-op.
///
/// # Safety
/// Same as [`borrow`] for non-NULL `ptr`; the caller gives up its reference
/// or ownership and must not use `ptr` afterwards.
pub(crate) unsafe fn release<T: Handle>(ptr: *mut T) {
    if !ptr.is_null() {
        // SAFETY: caller contract.
        unsafe { T::Ownership::release(ptr) };
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
