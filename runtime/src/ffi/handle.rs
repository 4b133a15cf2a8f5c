//! The one place where C handles turn into Rust values.
//!
//! Every opaque handle type implements [`Handle`] (through [`handle_type!`]),
//! which gives it a table of generation-tagged slots of its own
//! ([`super::slots`]): the pointer C holds is a slot key, never an address,
//! so a handle that was already released, one made up by the caller, or one
//! of another type is refused with an error instead of being dereferenced,
//! and a stale handle never reaches the value that now lives in its slot.
//! `Ownership` says how C holds it:
//! * [`Shared`] (arrays, schemas, tensors): the slot holds an `Arc` and a
//!   reference count; retain and release move the count atomically, and the
//!   last release drops the slot's `Arc` (Rust-side clones, such as a view's
//!   hold on its tensor, keep the value alive beyond it), or hands it to
//!   the type's [`Handle::retire`] (arrays keep its memory for reuse);
//! * [`Owned`] (builders): the slot holds the value itself, used by one
//!   thread at a time and freed exactly once.
//!
//! Nothing outside this file turns a key into a reference or back, so how a
//! handle is represented is this file's business alone; the few plain
//! pointers C holds that are not handles (a DLPack managed tensor's box)
//! are leaked and reclaimed here too.

use std::mem::MaybeUninit;
use std::sync::Arc;

use super::error::{Error, Result};
use super::slots::Slots;

/// A type handed to C as an opaque handle.
pub(crate) trait Handle: Sized + Send + Sync + 'static {
    /// What the handle is called in messages ("array", "builder", ...).
    const WHAT: &'static str;
    /// How C holds it: [`Owned`] or [`Shared`].
    type Ownership: Ownership;
    /// This type's slot table.
    fn slots() -> &'static Slots<Stored<Self>>;
    /// What becomes of a value when C drops its last reference (or frees
    /// it): dropped, unless the type keeps the memory for its next value
    /// (arrays: `arrow::array`, a bounded spare list).
    fn retire(stored: Stored<Self>) {
        drop(stored);
    }
}

/// What a slot of handle type `T` holds.
pub(crate) type Stored<T> = <<T as Handle>::Ownership as Ownership>::Stored<T>;

/// Makes a type a [`Handle`] with a slot table of its own:
/// `handle_type!(Tensor, "tensor", Shared);` (the type's table tag is the
/// `slots::Tag` variant of the type's name).
macro_rules! handle_type {
    ($type:ident, $what:literal, $ownership:ident) => {
        impl $crate::ffi::handle::Handle for $type {
            const WHAT: &'static str = $what;
            type Ownership = $crate::ffi::handle::$ownership;
            $crate::ffi::handle::handle_type!(@slots $type, $what);
        }
    };
    // `retire = f`: `f(stored)` instead of dropping (see `Handle::retire`).
    ($type:ident, $what:literal, $ownership:ident, retire = $retire:path) => {
        impl $crate::ffi::handle::Handle for $type {
            const WHAT: &'static str = $what;
            type Ownership = $crate::ffi::handle::$ownership;
            $crate::ffi::handle::handle_type!(@slots $type, $what);
            fn retire(stored: $crate::ffi::handle::Stored<Self>) {
                $retire(stored)
            }
        }
    };
    (@slots $type:ident, $what:literal) => {
        fn slots() -> &'static $crate::ffi::slots::Slots<$crate::ffi::handle::Stored<Self>> {
            use $crate::ffi::slots::{ChunkTable, Slots, Tag};
            type Value = $crate::ffi::handle::Stored<$type>;
            static CHUNKS: ChunkTable<Value> = ChunkTable::new();
            static SLOTS: Slots<Value> = Slots::new(&CHUNKS, $what, Tag::$type);
            &SLOTS
        }
    };
}
pub(crate) use handle_type;

/// One owner, freed once: the slot holds the value.
#[derive(Debug)]
pub(crate) enum Owned {}

/// Any number of references, retained and released atomically: the slot
/// holds an `Arc`.
#[derive(Debug)]
pub(crate) enum Shared {}

/// How a handle's value is held; implemented by [`Owned`] and [`Shared`].
pub(crate) trait Ownership {
    /// What a slot holds for a value of type `T`.
    type Stored<T: Send + Sync + 'static>: Send + Sync + 'static;
    /// What a slot holds for a new value.
    fn wrap<T: Send + Sync + 'static>(value: T) -> Self::Stored<T>;
    /// The value behind a slot's contents.
    fn value<T: Send + Sync + 'static>(stored: &Self::Stored<T>) -> &T;
}

impl Ownership for Owned {
    type Stored<T: Send + Sync + 'static> = T;
    fn wrap<T: Send + Sync + 'static>(value: T) -> T {
        value
    }
    fn value<T: Send + Sync + 'static>(stored: &T) -> &T {
        stored
    }
}

impl Ownership for Shared {
    type Stored<T: Send + Sync + 'static> = Arc<T>;
    fn wrap<T: Send + Sync + 'static>(value: T) -> Arc<T> {
        Arc::new(value)
    }
    fn value<T: Send + Sync + 'static>(stored: &Arc<T>) -> &T {
        stored
    }
}

fn key<T>(ptr: *const T) -> usize {
    ptr as usize
}

fn insert<T: Handle>(stored: Stored<T>) -> Result<*mut T> {
    Ok(T::slots().insert(stored)? as *mut T)
}

/// Hands a new value to C: one reference (shared) or the ownership. Fails
/// only when the type's slot table is full or cannot grow.
pub(crate) fn new<T: Handle>(value: T) -> Result<*mut T> {
    insert(T::Ownership::wrap(value))
}

/// Hands an existing `Arc` to C (the `Arc`'s reference becomes the caller's).
pub(crate) fn from_arc<T: Handle<Ownership = Shared>>(value: Arc<T>) -> Result<*mut T> {
    insert(value)
}

/// A NULL handle parameter named `what` (the `first` of `#[export]`, for
/// the functions 1.25 checks its input before its output in).
#[cold]
#[inline(never)]
pub(crate) fn null_named(what: &str) -> Error {
    null_handle(what)
}

/// Out of line: keeps the NULL check of hot calls (appends) a single branch.
/// 1.25's words in its generation ("builder must not be NULL"; its
/// record-batch family says "null pointer argument" for any NULL anyway).
#[cold]
#[inline(never)]
fn null_handle(what: &str) -> Error {
    let message = if crate::generation::is_1_25() {
        format!("{what} must not be NULL")
    } else {
        format!("{what} handle must not be NULL")
    };
    Error::new(super::error::Kind::Null, message)
}

#[cold]
#[inline(never)]
fn not_live(what: &str) -> Error {
    Error::invalid(format!(
        "not a live {what} handle (already released, or not created by this runtime)"
    ))
}

/// The value behind a handle without an error: `None` for NULL and for
/// anything that is not a live handle of this type. Panic-free, for the
/// unguarded hot paths (which take the guarded path to say why).
///
/// # Safety
/// * The caller holds a reference to (or owns) a live `ptr` for `'a`.
#[inline(always)]
pub(crate) unsafe fn peek<'a, T: Handle>(ptr: *const T) -> Option<&'a T> {
    T::slots().get(key(ptr)).map(T::Ownership::value)
}

/// As [`peek`], mutably, for single-owner handles.
///
/// # Safety
/// * As for [`peek`], and no other thread uses the handle during `'a`.
#[inline(always)]
pub(crate) unsafe fn peek_mut<'a, T: Handle<Ownership = Owned>>(ptr: *mut T) -> Option<&'a mut T> {
    // SAFETY: exclusive use (caller contract).
    unsafe { T::slots().get_mut(key(ptr)) }
}

/// Borrows a handle for the duration of a call.
///
/// # Safety
/// * If `ptr` is a live handle, the caller holds a reference to it (or owns
///   it) for the whole of `'a`. Anything else is refused, not read.
pub(crate) unsafe fn borrow<'a, T: Handle>(ptr: *const T) -> Result<&'a T> {
    if ptr.is_null() {
        return Err(null_handle(T::WHAT));
    }
    // SAFETY: caller contract.
    unsafe { peek(ptr) }.ok_or_else(|| not_live(T::WHAT))
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
    unsafe { peek_mut(ptr) }.ok_or_else(|| not_live(T::WHAT))
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
    release(ptr)?;
    Ok(product)
}

/// Takes a single-owner handle's value back from C: the handle is freed
/// and the value is the caller's again. NULL is `Ok(None)`; a stale or
/// made-up handle is an error and changes nothing.
pub(crate) fn take<T: Handle<Ownership = Owned>>(ptr: *mut T) -> Result<Option<T>> {
    if ptr.is_null() {
        return Ok(None);
    }
    T::slots().release(key(ptr))
}

/// A new `Arc` to a shared handle's value (one more reference, owned by
/// Rust).
///
/// # Safety
/// Same as [`borrow`].
pub(crate) unsafe fn clone_arc<T: Handle<Ownership = Shared>>(ptr: *const T) -> Result<Arc<T>> {
    if ptr.is_null() {
        return Err(null_handle(T::WHAT));
    }
    T::slots()
        .get(key(ptr))
        .cloned()
        .ok_or_else(|| not_live(T::WHAT))
}

/// Adds a reference to a shared handle; NULL is a successful no-op. A stale
/// or made-up handle is an error.
pub(crate) fn retain<T: Handle<Ownership = Shared>>(ptr: *const T) -> Result<()> {
    if ptr.is_null() {
        return Ok(());
    }
    T::slots().retain(key(ptr))
}

/// The hot path of retain: true when a reference was added; false when
/// nothing changed (NULL, not live, overflow: the guarded [`retain`] says
/// why). Panic-free.
#[inline(always)]
pub(crate) fn try_retain<T: Handle<Ownership = Shared>>(ptr: *const T) -> bool {
    T::slots().try_retain(key(ptr))
}

/// The hot path of release: true when a reference that was not the last
/// was dropped; false when nothing changed. Panic-free.
#[inline(always)]
pub(crate) fn try_release_not_last<T: Handle<Ownership = Shared>>(ptr: *const T) -> bool {
    T::slots().try_release_not_last(key(ptr))
}

/// Drops a reference (shared) or frees the value (owned); NULL is a no-op.
/// A stale or made-up handle is an error and changes nothing. The value is
/// dropped (`Handle::retire`) here when this was its last reference.
pub(crate) fn release<T: Handle>(ptr: *const T) -> Result<()> {
    if ptr.is_null() {
        return Ok(());
    }
    if let Some(stored) = T::slots().release(key(ptr))? {
        T::retire(stored);
    }
    Ok(())
}

/// The name a NULL message gives a parameter: pyirx 1.25's header's name
/// for it in the 1.25 generation (1.25's texts name its parameters, and
/// some of ours are named otherwise), ours in the default one.
pub(crate) fn param_name(name_125: &'static str, ours: &'static str) -> &'static str {
    if crate::generation::is_1_25() {
        name_125
    } else {
        ours
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
