//! Storage for the bytes the IPC readers read (a file's blocks, a stream's
//! message bodies), kept when released for the next read to reuse.
//!
//! Why: a block of a 10M-row file is about 2.3 MB, so a fresh allocation
//! of it is a glibc `mmap` that `free` unmaps again; each read then took a
//! page fault per 4 KiB on brand-new zeroed pages, and releasing the table
//! unmapped them (most of a read's time, docs/BENCHMARKS.md "Against
//! pyarrow's reader and writer"). Tuning glibc (`mallopt`,
//! `MALLOC_MMAP_THRESHOLD_`) would fix it, but a library must not change
//! its host's allocator; so the readers keep their own released blocks.
//!
//! A [`Slab`] is 64-byte aligned storage, never zero-filled: its length
//! is what was written into it, so a short read never shows a previous
//! user's bytes. It becomes an Arrow `Buffer` without a copy
//! ([`Slab::into_buffer`]); when the last slice of that buffer goes, its
//! storage comes back here (or is freed).
//!
//! Bounded, in two tiers, in at most [`KEEP_MAX_COUNT`] blocks, each of
//! at least [`KEEP_MIN`] bytes (smaller ones come from the heap, which
//! keeps them anyway):
//! - up to [`KEEP_MAX_BYTES`] (256 MiB) are kept as they are: a process
//!   that read a large table keeps that much resident after releasing it;
//! - past that, up to [`LAZY_MAX_BYTES`] (768 MiB) more are kept only
//!   lazily: each is handed to the kernel with `MADV_FREE`
//!   ([`crate::alloc::lazy_free`]), which takes its pages back whenever
//!   the machine needs memory (no swapping: they are clean) and until then
//!   leaves them mapped, so a read reusing them takes no page fault. They
//!   still count in the process's RSS until taken (`LazyFree` in
//!   `/proc/PID/smaps`). Why a second tier: a 10M-row file of 345 MiB
//!   re-read with only the first faulted in a quarter of its blocks anew
//!   each time (docs/BENCHMARKS.md, "Block storage kept across reads"),
//!   while pyarrow's allocator keeps its pages the same way.
//!
//! A block that would pass both caps is freed. A read takes the smallest
//! kept block that holds what it needs (a fully kept one before a lazy one
//! of the same size), and none more than twice as large (a small message
//! must not pin a large block).
//!
//! Thread-safe and never waiting: the cache's lock is only tried; a thread
//! that finds it taken allocates or frees as if it were empty or full (so
//! a child after `fork()`, whose lock may have been held by a thread that
//! did not follow it, just never reuses).

use std::alloc::Layout;
use std::ptr::NonNull;
use std::sync::{Arc, Mutex};

use arrow_buffer::{Buffer, MutableBuffer};
use arrow_schema::ArrowError;

/// The most bytes of released blocks kept as they are (see the module's
/// docs).
pub(super) const KEEP_MAX_BYTES: usize = 256 << 20;
/// The most bytes of released blocks kept past that, lazily (the kernel
/// may take their pages back).
pub(super) const LAZY_MAX_BYTES: usize = 768 << 20;
/// The most released blocks kept (bounds the search for one).
pub(super) const KEEP_MAX_COUNT: usize = 512;
/// Blocks smaller than this are neither rounded up nor kept.
pub(super) const KEEP_MIN: usize = 64 << 10;
/// Every buffer the readers hand out is 64-byte aligned (issue 32 item 7).
const ALIGN: usize = 64;

static CACHE: Mutex<Cache> = Mutex::new(Cache::new(KEEP_MAX_BYTES, LAZY_MAX_BYTES));

#[cfg(test)]
thread_local! {
    /// Blocks this thread took from the cache (for the tests).
    pub(super) static REUSED: std::cell::Cell<usize> = const { std::cell::Cell::new(0) };
}

/// An allocation of `cap` bytes aligned to [`ALIGN`], owned by whoever
/// holds the value (it frees nothing on drop: see [`Owner`]).
struct Spare {
    ptr: NonNull<u8>,
    cap: usize,
    /// Kept in the lazy tier: its bytes were given up to the kernel.
    lazy: bool,
}

// SAFETY: a `Spare` is the sole owner of its allocation, which it never
// reads or writes itself (a `Buffer` made of it only reads it).
unsafe impl Send for Spare {}
// SAFETY: as above; shared, only its address and size are read.
unsafe impl Sync for Spare {}

impl Spare {
    fn layout(cap: usize) -> Option<Layout> {
        Layout::from_size_align(cap, ALIGN).ok()
    }

    fn free(self) {
        let layout = Self::layout(self.cap).expect("checked when allocated");
        // SAFETY: allocated by `std::alloc::alloc` with this layout, and
        // owned by `self`, which is consumed.
        unsafe { std::alloc::dealloc(self.ptr.as_ptr(), layout) };
    }
}

/// Released blocks: up to `max_bytes` of them kept as they are, and up to
/// `max_lazy` more kept lazily.
struct Cache {
    kept: Vec<Spare>,
    bytes: usize,
    lazy_bytes: usize,
    max_bytes: usize,
    max_lazy: usize,
}

impl Cache {
    const fn new(max_bytes: usize, max_lazy: usize) -> Cache {
        Cache {
            kept: Vec::new(),
            bytes: 0,
            lazy_bytes: 0,
            max_bytes,
            max_lazy,
        }
    }

    /// The smallest kept block of at least `len` bytes and at most twice
    /// that (of two the same size, the one kept as it is), taken out.
    fn take(&mut self, len: usize) -> Option<Spare> {
        let at = (self.kept.iter().enumerate())
            .filter(|(_, s)| s.cap >= len && s.cap / 2 <= len)
            .min_by_key(|(_, s)| (s.cap, s.lazy))?
            .0;
        let mut spare = self.kept.swap_remove(at);
        match spare.lazy {
            true => self.lazy_bytes -= spare.cap,
            false => self.bytes -= spare.cap,
        }
        spare.lazy = false;
        Some(spare)
    }

    /// Keeps `spare` when it fits under a tier's cap (the lazy tier only
    /// when the kernel takes the advice); else hands it back to be freed
    /// (outside the lock).
    fn give(&mut self, mut spare: Spare) -> Option<Spare> {
        if spare.cap < KEEP_MIN
            || self.kept.len() >= KEEP_MAX_COUNT
            || self.kept.try_reserve(1).is_err()
        {
            return Some(spare);
        }
        // The advice is asked for under the lock (tens of microseconds for
        // a block of megabytes): a reader that finds the lock taken
        // allocates instead of waiting, and releases come in bursts (a
        // table's) rather than beside reads.
        if self.bytes.saturating_add(spare.cap) <= self.max_bytes {
            self.bytes += spare.cap;
        } else if self.lazy_bytes.saturating_add(spare.cap) <= self.max_lazy
            && crate::alloc::lazy_free(spare.ptr.as_ptr(), spare.cap)
        {
            self.lazy_bytes += spare.cap;
            spare.lazy = true;
        } else {
            return Some(spare);
        }
        self.kept.push(spare);
        None
    }
}

/// The capacity a block of `len` bytes is given: from [`KEEP_MIN`] up,
/// rounded up to an eighth of its power of two (at most 12.5% more, and
/// never touched beyond what is written), so blocks of nearly the same
/// size (a file's batches) share sizes and reuse each other's storage.
fn capacity_for(len: usize) -> Option<usize> {
    if len < KEEP_MIN {
        return Some(len.max(ALIGN));
    }
    let step = (len.checked_next_power_of_two()? / 8).max(KEEP_MIN);
    len.checked_next_multiple_of(step)
}

/// Owns a block's storage for the Arrow `Buffer` made of it (and for the
/// `Slab` before that): dropped, it returns the storage to the cache, or
/// frees it when the cache is full or busy.
struct Owner(Option<Spare>);

impl Drop for Owner {
    fn drop(&mut self) {
        let Some(spare) = self.0.take() else { return };
        let refused = match CACHE.try_lock() {
            Ok(mut cache) => cache.give(spare),
            Err(_) => Some(spare),
        };
        if let Some(spare) = refused {
            spare.free();
        }
    }
}

impl Owner {
    fn spare(&self) -> &Spare {
        self.0.as_ref().expect("owned until dropped")
    }
}

/// Storage for `len` bytes or more, 64-byte aligned, not zero-filled: its
/// first [`Slab::len`] bytes are the ones written into it.
pub(super) struct Slab {
    owner: Owner,
    len: usize,
}

impl Slab {
    /// Storage for at least `len` bytes: a kept block when one fits, else
    /// a new allocation (asked for huge pages). The caller has checked
    /// `len` against what its input holds.
    pub(super) fn take(len: usize) -> std::result::Result<Slab, ArrowError> {
        let refused = || ArrowError::MemoryError(format!("cannot allocate {len} bytes"));
        let cap = capacity_for(len).ok_or_else(refused)?;
        if cap >= KEEP_MIN
            && let Some(spare) = CACHE.try_lock().ok().and_then(|mut c| c.take(len))
        {
            #[cfg(test)]
            REUSED.with(|n| n.set(n.get() + 1));
            return Ok(Slab {
                owner: Owner(Some(spare)),
                len: 0,
            });
        }
        Self::fresh(cap).ok_or_else(refused)
    }

    fn fresh(cap: usize) -> Option<Slab> {
        let layout = Spare::layout(cap)?;
        // SAFETY: `cap` is at least `ALIGN`, so the layout is not empty.
        let ptr = NonNull::new(unsafe { std::alloc::alloc(layout) })?;
        crate::alloc::huge_pages_hint(ptr.as_ptr(), cap);
        Some(Slab {
            owner: Owner(Some(Spare {
                ptr,
                cap,
                lazy: false,
            })),
            len: 0,
        })
    }

    /// How many bytes the storage holds.
    pub(super) fn capacity(&self) -> usize {
        self.owner.spare().cap
    }

    /// How many bytes were written.
    pub(super) fn len(&self) -> usize {
        self.len
    }

    /// The start of the storage, for writing past [`Slab::len`].
    pub(super) fn as_mut_ptr(&mut self) -> *mut u8 {
        self.owner.spare().ptr.as_ptr()
    }

    /// Marks the first `len` bytes as written.
    ///
    /// # Safety
    /// The first `len` bytes were written, and `len <= capacity()`.
    pub(super) unsafe fn set_len(&mut self, len: usize) {
        debug_assert!(len <= self.capacity());
        self.len = len;
    }

    /// Appends `bytes`, which must fit in the capacity left (a caller's
    /// bug otherwise: panics).
    pub(super) fn extend_from_slice(&mut self, bytes: &[u8]) {
        let end = self.len + bytes.len();
        assert!(end <= self.capacity(), "block storage overrun");
        // SAFETY: `len..end` lies within the allocation (checked above) and
        // does not overlap `bytes`, which the caller holds separately.
        unsafe {
            let at = self.as_mut_ptr().add(self.len);
            std::ptr::copy_nonoverlapping(bytes.as_ptr(), at, bytes.len());
        }
        self.len = end;
    }

    pub(super) fn as_slice(&self) -> &[u8] {
        // SAFETY: the first `len` bytes were written (`set_len`,
        // `extend_from_slice`).
        unsafe { std::slice::from_raw_parts(self.owner.spare().ptr.as_ptr(), self.len) }
    }

    /// The written bytes as an Arrow `Buffer` (no copy); the storage comes
    /// back to the cache when the last slice of it is dropped.
    pub(super) fn into_buffer(self) -> Buffer {
        let ptr = self.owner.spare().ptr;
        // SAFETY: `ptr` is valid for `len` initialised bytes for as long
        // as `owner` lives, which the buffer holds.
        unsafe { Buffer::from_custom_allocation(ptr, self.len, Arc::new(self.owner)) }
    }
}

/// A message's bytes: grown in a `MutableBuffer` (memory, pipes, small
/// parts) or read into a [`Slab`].
pub(super) enum Storage {
    Grown(MutableBuffer),
    Kept(Slab),
}

impl Storage {
    pub(super) fn as_slice(&self) -> &[u8] {
        match self {
            Storage::Grown(b) => b.as_slice(),
            Storage::Kept(b) => b.as_slice(),
        }
    }

    pub(super) fn into_buffer(self) -> Buffer {
        match self {
            Storage::Grown(b) => b.into(),
            Storage::Kept(b) => b.into_buffer(),
        }
    }
}

impl From<MutableBuffer> for Storage {
    fn from(b: MutableBuffer) -> Storage {
        Storage::Grown(b)
    }
}

impl From<Slab> for Storage {
    fn from(b: Slab) -> Storage {
        Storage::Kept(b)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn spare(cap: usize) -> Spare {
        match Slab::fresh(cap) {
            Some(mut b) => b.owner.0.take().expect("owned"),
            None => panic!("cannot allocate {cap}"),
        }
    }

    #[test]
    fn a_cache_past_its_cap_frees() {
        let mut cache = Cache::new(3 * KEEP_MIN, 0);
        assert!(cache.give(spare(2 * KEEP_MIN)).is_none());
        // Past the cap: handed back to be freed, the kept bytes unchanged.
        let refused = cache.give(spare(2 * KEEP_MIN)).expect("over the cap");
        assert_eq!(refused.cap, 2 * KEEP_MIN);
        refused.free();
        assert_eq!((cache.kept.len(), cache.bytes), (1, 2 * KEEP_MIN));
        // Too small to keep.
        cache
            .give(spare(KEEP_MIN - ALIGN))
            .expect("too small")
            .free();
        assert!(cache.give(spare(KEEP_MIN)).is_none());
        assert_eq!(cache.bytes, 3 * KEEP_MIN);
        // Best fit, and never more than twice the need.
        assert!(cache.take(3 * KEEP_MIN).is_none());
        assert!(cache.take(KEEP_MIN / 2 - 1).is_none());
        let fit = cache.take(KEEP_MIN - 1).expect("fits");
        assert_eq!(fit.cap, KEEP_MIN);
        fit.free();
        let fit = cache.take(KEEP_MIN + 1).expect("fits");
        assert_eq!(fit.cap, 2 * KEEP_MIN);
        fit.free();
        assert_eq!((cache.kept.len(), cache.bytes), (0, 0));
    }

    /// The lazy tier: past the first cap a block is kept only after the
    /// kernel took the advice; once the kernel takes its pages back (made
    /// to at once here), the block still reuses whole: written again it
    /// reads back, and the allocator frees it. (That only whole pages are
    /// given up is `alloc::tests::lazy_free_gives_up_only_whole_pages`.)
    #[cfg(target_os = "linux")]
    #[test]
    fn past_the_first_cap_blocks_are_kept_lazily() {
        let mut cache = Cache::new(KEEP_MIN, 4 * KEEP_MIN);
        assert!(cache.give(spare(KEEP_MIN)).is_none());
        let mut block = Slab::fresh(3 * KEEP_MIN).expect("allocates");
        block.extend_from_slice(&vec![9u8; 3 * KEEP_MIN]);
        let lazy = block.owner.0.take().expect("owned");
        let (ptr, cap) = (lazy.ptr.as_ptr(), lazy.cap);
        assert!(cache.give(lazy).is_none());
        assert_eq!((cache.bytes, cache.lazy_bytes), (KEEP_MIN, 3 * KEEP_MIN));
        // Past both caps: handed back to be freed.
        cache.give(spare(2 * KEEP_MIN)).expect("past both").free();
        assert!(crate::alloc::reclaim_now(ptr, cap), "MADV_PAGEOUT");
        // SAFETY: the block is the cache's, alive, `cap` bytes long, and
        // nobody writes it meanwhile.
        let seen = unsafe { std::slice::from_raw_parts(ptr, cap) };
        // A block this large is whole pages of the runtime's allocator
        // (heap.rs), so every page was taken.
        assert!(seen.iter().all(|&b| b == 0), "advice not applied");
        // Of two sizes that fit, the smaller; the tiers' counts follow.
        let taken = cache.take(KEEP_MIN + 1);
        assert!(
            taken.is_none(),
            "the kept block is too small, the lazy one too large"
        );
        let taken = cache.take(2 * KEEP_MIN).expect("the lazy one fits");
        assert!(!taken.lazy);
        assert_eq!((cache.bytes, cache.lazy_bytes), (KEEP_MIN, 0));
        let mut again = Slab {
            owner: Owner(Some(taken)),
            len: 0,
        };
        let pattern: Vec<u8> = (0..3 * KEEP_MIN).map(|i| (i % 251) as u8).collect();
        again.extend_from_slice(&pattern);
        assert_eq!(again.as_slice(), &pattern[..]);
        again.owner.0.take().expect("owned").free();
        cache.take(KEEP_MIN).expect("kept").free();
    }

    #[test]
    fn capacities_round_up_to_an_eighth() {
        assert_eq!(capacity_for(0), Some(ALIGN));
        assert_eq!(capacity_for(1000), Some(1000));
        assert_eq!(capacity_for(KEEP_MIN), Some(KEEP_MIN));
        assert_eq!(capacity_for(2_300_000), Some(2_621_440));
        assert_eq!(capacity_for(usize::MAX), None);
    }

    /// Tried a few times: a test running beside others may find the
    /// cache's lock taken, and then allocates (and frees) instead.
    #[test]
    fn a_released_buffer_is_reused_and_its_length_is_what_was_written() {
        // An odd size, so other tests' reads do not take it meanwhile.
        let len = 3 * KEEP_MIN + 4321;
        let reused = || REUSED.with(|n| n.get());
        let mut hits = Vec::new();
        for _ in 0..5 {
            let mut block = Slab::take(len).expect("allocates");
            block.extend_from_slice(&vec![7u8; len]);
            let buffer = block.into_buffer();
            assert_eq!(buffer.as_ptr() as usize % ALIGN, 0);
            assert_eq!(buffer.len(), len);
            drop(buffer);
            let before = reused();
            let mut block = Slab::take(len - 5).expect("allocates");
            hits.push(reused() - before);
            assert!(block.capacity() >= len - 5);
            assert_eq!(block.len(), 0);
            block.extend_from_slice(b"new");
            // Only what was written, never the 7s before it.
            assert_eq!(block.into_buffer().as_slice(), b"new");
            if hits.last() == Some(&1) {
                break;
            }
        }
        assert_eq!(hits.last(), Some(&1), "{hits:?}");
    }
}
