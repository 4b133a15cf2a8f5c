//! Buffer owner handles: an atomic reference count plus what to do when the
//! last reference goes.
//!
//! Every live owner is listed in a process-wide registry, and retain/release
//! look a pointer up there before touching it. That is what makes the
//! contract's "retain or release of an owner whose count already reached
//! zero is an error, not a crash" true: a released owner's memory is gone,
//! and only the registry can say so without reading it. It also turns a stray
//! pointer into an error instead of a write to random memory.

use std::collections::HashSet;
use std::ffi::c_void;
use std::hash::{BuildHasherDefault, Hasher};
use std::sync::atomic::{AtomicI64, Ordering};
use std::sync::{PoisonError, RwLock};

use crate::ffi::handle::{self, Handle, Owned, out_ptr};
use crate::ffi::{Error, Result, export};

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

/// An opaque, reference-counted owner of memory that buffer views point into.
///
/// Created with one reference by `irx_buffer_owner_external_new` (or by the
/// runtime for owned views); `irx_buffer_owner_retain` adds one and
/// `irx_buffer_owner_release` drops one. Counts are atomic: any thread may
/// retain or release.
pub struct BufferOwner {
    count: AtomicI64,
    on_last_release: OnLastRelease,
}

impl std::fmt::Debug for BufferOwner {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("BufferOwner")
            .field("count", &self.count)
            .finish_non_exhaustive()
    }
}

// Box-owned: the registry, not an `Arc`, decides when the last reference
// goes, and the final release takes the value back to run its action.
impl Handle for BufferOwner {
    const WHAT: &'static str = "owner";
    type Ownership = Owned;
}

// SAFETY: the C context pointer is only handed back to the C callback; the
// contract makes the callback responsible for being callable from whichever
// thread drops the last reference. Everything else is atomic or immutable.
unsafe impl Send for BufferOwner {}
// SAFETY: as above; shared access only touches the atomic count.
unsafe impl Sync for BufferOwner {}

/// Multiplicative hashing of addresses: the keys are distinct aligned
/// pointers, so SipHash's DoS resistance buys nothing here.
#[derive(Default)]
struct AddressHasher(u64);

impl Hasher for AddressHasher {
    fn finish(&self) -> u64 {
        self.0
    }
    fn write(&mut self, bytes: &[u8]) {
        for &b in bytes {
            self.0 = (self.0.rotate_left(8) ^ u64::from(b)).wrapping_mul(0x9E37_79B9_7F4A_7C15);
        }
    }
    fn write_usize(&mut self, value: usize) {
        self.0 = (value as u64 >> 4).wrapping_mul(0x9E37_79B9_7F4A_7C15);
    }
}

/// cbindgen:ignore
type AddressSet = HashSet<usize, BuildHasherDefault<AddressHasher>>;

const SHARDS: usize = 16;
static LIVE_OWNERS: [RwLock<AddressSet>; SHARDS] =
    [const { RwLock::new(HashSet::with_hasher(BuildHasherDefault::new())) }; SHARDS];

fn shard(address: usize) -> &'static RwLock<AddressSet> {
    &LIVE_OWNERS[(address >> 6) % SHARDS]
}

impl BufferOwner {
    fn register(on_last_release: OnLastRelease) -> *mut BufferOwner {
        let owner = handle::new(BufferOwner {
            count: AtomicI64::new(1),
            on_last_release,
        });
        shard(owner as usize)
            .write()
            .unwrap_or_else(PoisonError::into_inner)
            .insert(owner as usize);
        owner
    }

    /// A new owner (one reference) that runs `release` once, when the last
    /// reference goes. Used by runtime-created owned and external views.
    pub(crate) fn new_rust(release: impl FnOnce() + Send + 'static) -> *mut BufferOwner {
        Self::register(OnLastRelease::Rust(Box::new(release)))
    }

    /// Runs `f` on `owner` while it is guaranteed to stay allocated.
    fn with_live<R>(owner: *mut BufferOwner, f: impl FnOnce(&BufferOwner) -> R) -> Result<R> {
        let live = shard(owner as usize)
            .read()
            .unwrap_or_else(PoisonError::into_inner);
        if !live.contains(&(owner as usize)) {
            return Err(Error::invalid(
                "owner is not a live buffer owner handle (already released, or not created by this runtime)",
            ));
        }
        // SAFETY: listed owners are allocated; the read lock keeps the final
        // release (which needs the write lock) from freeing it meanwhile.
        Ok(f(unsafe { &*owner }))
    }

    /// Adds a reference. NULL is a successful no-op.
    pub(crate) fn retain(owner: *mut BufferOwner) -> Result<()> {
        if owner.is_null() {
            return Ok(());
        }
        Self::with_live(owner, |o| {
            o.count
                .fetch_update(Ordering::Relaxed, Ordering::Relaxed, |n| {
                    if n > 0 { n.checked_add(1) } else { None }
                })
        })?
        .map(drop)
        .map_err(|_| Error::invalid("cannot retain a released buffer owner"))
    }

    /// Drops a reference; the last one unlists and frees the owner and runs
    /// its release action exactly once. NULL is a successful no-op.
    pub(crate) fn release(owner: *mut BufferOwner) -> Result<()> {
        if owner.is_null() {
            return Ok(());
        }
        let previous = Self::with_live(owner, |o| {
            o.count
                .fetch_update(Ordering::AcqRel, Ordering::Acquire, |n| {
                    if n > 0 { Some(n - 1) } else { None }
                })
        })?
        .map_err(|_| Error::invalid("cannot release a released buffer owner"))?;
        if previous != 1 {
            return Ok(());
        }
        // Only the thread that took the count to zero gets here. Retains and
        // releases racing with it see zero and fail; the write lock waits for
        // any of them still reading the owner.
        shard(owner as usize)
            .write()
            .unwrap_or_else(PoisonError::into_inner)
            .remove(&(owner as usize));
        // SAFETY: allocated by `register`, unlisted above, freed only here.
        let owner = unsafe { handle::into_value(owner) };
        match owner.on_last_release {
            OnLastRelease::Callback {
                release: Some(release),
                context,
            } => {
                // SAFETY: the caller of `irx_buffer_owner_external_new`
                // promised `release(context)` is valid to call once.
                unsafe { release(context) }
            }
            OnLastRelease::Callback { release: None, .. } => {}
            OnLastRelease::Rust(release) => release(),
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
    *out = BufferOwner::register(OnLastRelease::Callback { release, context });
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
#[export(Buffer)]
pub unsafe fn irx_buffer_owner_retain(owner: *mut BufferOwner) -> i32 {
    BufferOwner::retain(owner)
}

/// Drops one reference from `owner`; the last one calls the owner's release
/// callback exactly once and frees the handle. Safe from any thread.
///
/// Returns 0 (also for NULL, a no-op), or -1 with a message when `owner` is
/// not a live owner handle.
///
/// # Safety
/// None beyond passing a pointer: unknown pointers are detected, not read.
#[export(Buffer)]
pub unsafe fn irx_buffer_owner_release(owner: *mut BufferOwner) -> i32 {
    BufferOwner::release(owner)
}
