//! Buffer owner handles: an atomic reference count plus what to do when the
//! last reference goes.
//!
//! Owners live in a generation-tagged slot table (`ffi::slots`): the handle
//! C holds is a slot key, never an address, so retain or release of an
//! owner whose count already reached zero is an error, not a crash, and a
//! stale handle can never reach a newer owner that took its slot, nor can a
//! made-up pointer reach anything.

use std::ffi::c_void;

use crate::ffi::handle::out_ptr;
use crate::ffi::slots::{ChunkTable, Slots, Tag};
use crate::ffi::{Domain, Result, export, guard_status};

/// Called once with the context given to `irx_buffer_owner_external_new`
/// when the owner's last reference is released.
pub type irx_buffer_owner_release_fn = Option<unsafe extern "C" fn(context: *mut c_void)>;

enum OnLastRelease {
    Callback {
        release: irx_buffer_owner_release_fn,
        context: *mut c_void,
    },
    Rust(Box<dyn FnOnce() + Send>),
}

// SAFETY: the C context pointer is only handed back to the C callback; the
// contract makes the callback responsible for being callable from whichever
// thread drops the last reference.
unsafe impl Send for OnLastRelease {}

/// An opaque, reference-counted owner of memory that buffer views point into.
///
/// Created with one reference by `irx_buffer_owner_external_new` (or by the
/// runtime for owned views); `irx_buffer_owner_retain` adds one and
/// `irx_buffer_owner_release` drops one. Counts are atomic: any thread may
/// retain or release.
#[derive(Debug)]
pub struct BufferOwner {
    // Never instantiated: a `*mut BufferOwner` is a slot key, not an address.
    _opaque: [u8; 0],
}

/// cbindgen:ignore
static OWNER_CHUNKS: ChunkTable<OnLastRelease> = ChunkTable::new();
/// cbindgen:ignore
static OWNERS: Slots<OnLastRelease> = Slots::new(&OWNER_CHUNKS, "buffer owner", Tag::BufferOwner);

impl BufferOwner {
    fn register(on_last_release: OnLastRelease) -> Result<*mut BufferOwner> {
        Ok(OWNERS.insert(on_last_release)? as *mut BufferOwner)
    }

    /// A new owner (one reference) that runs `release` once, when the last
    /// reference goes. Used by runtime-created owned and external views.
    pub(crate) fn new_rust(release: impl FnOnce() + Send + 'static) -> Result<*mut BufferOwner> {
        Self::register(OnLastRelease::Rust(Box::new(release)))
    }

    /// The panic-free hot path of [`BufferOwner::retain`]: true when a
    /// reference was added, false when nothing changed (then the caller
    /// takes the guarded path, which says why).
    #[inline]
    pub(crate) fn try_retain(owner: *mut BufferOwner) -> bool {
        OWNERS.try_retain(owner as usize)
    }

    /// The panic-free hot path of [`BufferOwner::release`]: true when a
    /// reference that was not the last was dropped, false when nothing
    /// changed.
    #[inline]
    pub(crate) fn try_release_not_last(owner: *mut BufferOwner) -> bool {
        OWNERS.try_release_not_last(owner as usize)
    }

    /// Adds a reference. NULL is a successful no-op.
    pub(crate) fn retain(owner: *mut BufferOwner) -> Result<()> {
        if owner.is_null() {
            return Ok(());
        }
        OWNERS.retain(owner as usize)
    }

    /// Drops a reference; the last one runs the owner's release action
    /// exactly once. NULL is a successful no-op.
    pub(crate) fn release(owner: *mut BufferOwner) -> Result<()> {
        if owner.is_null() {
            return Ok(());
        }
        match OWNERS.release(owner as usize)? {
            None => {}
            Some(OnLastRelease::Callback {
                release: Some(release),
                context,
            }) => {
                // SAFETY: the caller of `irx_buffer_owner_external_new`
                // promised `release(context)` is valid to call once.
                unsafe { release(context) }
            }
            Some(OnLastRelease::Callback { release: None, .. }) => {}
            Some(OnLastRelease::Rust(release)) => release(),
        }
        Ok(())
    }
}

/// Creates an owner handle for memory managed outside the runtime.
///
/// On success `*out_owner` holds a new owner with one reference; when the
/// last reference is dropped (`irx_buffer_owner_release`,
/// `irx_buffer_view_release`), `release(context)` is called exactly once,
/// from the releasing thread. `release` may be NULL (nothing is called).
///
/// Returns 0, or -1 with a message in `irx_buffer_last_error()` when
/// `out_owner` is NULL. `*out_owner` is set to NULL before any work.
///
/// # Safety
/// * `out_owner` is NULL or points to writable storage for one pointer.
/// * `release`, when non-NULL, may be called with `context` from any thread.
#[export(Buffer)]
pub unsafe fn irx_buffer_owner_external_new(
    context: *mut c_void,
    release: irx_buffer_owner_release_fn,
    out_owner: *mut *mut BufferOwner,
) -> i32 {
    // SAFETY: caller contract on `out_owner`.
    let out = unsafe { out_ptr(out_owner, "out_owner")? };
    *out = BufferOwner::register(OnLastRelease::Callback { release, context })?;
    Ok(())
}

/// Adds one reference to `owner`. Safe to call from any thread.
///
/// Returns 0 (also for NULL, a no-op), or -1 with a message when `owner` is
/// not a live owner handle (its count already reached zero, or it was never
/// created by this runtime).
///
/// # Safety
/// None beyond passing a pointer: unknown pointers are detected, not read.
#[export(unguarded)]
pub unsafe fn irx_buffer_owner_retain(owner: *mut BufferOwner) -> i32 {
    // One compare-and-swap on the hot path.
    count_step(
        FUNCTION,
        owner,
        BufferOwner::try_retain,
        BufferOwner::retain,
    )
}

/// Drops one reference from `owner`; the last one calls the owner's release
/// callback exactly once and frees the handle. Safe from any thread.
///
/// Returns 0 (also for NULL, a no-op), or -1 with a message when `owner` is
/// not a live owner handle.
///
/// # Safety
/// None beyond passing a pointer: unknown pointers are detected, not read.
#[export(unguarded)]
pub unsafe fn irx_buffer_owner_release(owner: *mut BufferOwner) -> i32 {
    // A release that is not the last one is one compare-and-swap; the last
    // one runs a callback, so it takes the guarded path.
    count_step(
        FUNCTION,
        owner,
        BufferOwner::try_release_not_last,
        BufferOwner::release,
    )
}

/// A retain or release: `fast` outside the guard (panic-free; true when it
/// did the work), else `slow` under the guard, which also says why.
#[inline(always)]
fn count_step(
    function: &'static str,
    owner: *mut BufferOwner,
    fast: fn(*mut BufferOwner) -> bool,
    slow: fn(*mut BufferOwner) -> Result<()>,
) -> i32 {
    if fast(owner) {
        Domain::Buffer.clear_last_error();
        return 0;
    }
    guarded(function, owner, slow)
}

/// Every retain or release the hot path declined (NULL, stale, overflow,
/// the last reference), under the guard; out of line.
#[cold]
#[inline(never)]
fn guarded(
    function: &'static str,
    owner: *mut BufferOwner,
    op: fn(*mut BufferOwner) -> Result<()>,
) -> i32 {
    guard_status(Domain::Buffer, function, || op(owner))
}
