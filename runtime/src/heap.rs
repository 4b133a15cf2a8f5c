//! The runtime's global allocator: small allocations go to the system's
//! `malloc` as before; large ones ([`LARGE`] bytes and up) are mapped
//! pages of our own, and when freed they are kept, up to
//! [`KEEP_MAX_BYTES`], for the next allocation of the same size class.
//!
//! Why: a Parquet read allocates and frees megabytes per row group (the
//! compressed column chunks, the decompressed pages, the decoded arrays).
//! glibc gives such blocks back to the kernel when they are freed (it maps
//! each one alone, or trims its heaps), so the next row group faults the
//! same amount in again on fresh zeroed pages. On two threads it was worse:
//! the workers' per-thread heaps are trimmed with `madvise` at almost every
//! release, and a two-thread read faulted in four times the pages of a
//! one-thread one (docs/BENCHMARKS.md, "Large blocks kept by the runtime's
//! allocator"). Setting glibc's thresholds (`mallopt`,
//! `MALLOC_MMAP_THRESHOLD_`) would fix it for everyone in the process, but
//! a library must not change its host's allocator; this changes only the
//! runtime's own allocations (Rust's `#[global_allocator]` of the archive:
//! C code of the host, and memory a caller allocates, are not touched).
//!
//! What a caller sees:
//! - A process keeps up to [`KEEP_MAX_BYTES`] (64 MiB) of freed large
//!   blocks resident. When a block would pass that, blocks of the size
//!   class holding the most bytes are unmapped first (so the cache follows
//!   the sizes in use), and a block of that fullest class itself is
//!   unmapped.
//! - A size class is its size rounded up to an eighth of its power of two
//!   (at most 25% more address space, and pages past what is written are
//!   never touched, so never resident).
//! - Blocks of 2 MiB and more ask for transparent huge pages ([`map`]).
//! - Memory checkers see large blocks as mapped memory, not as `malloc`
//!   blocks: valgrind and AddressSanitizer check the runtime's small
//!   allocations as before, but neither leaks nor overruns of its large
//!   ones (every handle the C API gives out is a small allocation, so a
//!   leaked handle is still reported).
//!
//! Thread-safe and never waiting long: the cache's lock is tried a few
//! times; a thread that finds it taken maps or unmaps as if the cache were
//! empty or full. So a child after `fork()`, whose lock may have been held
//! by a thread that did not follow it, still allocates and frees (without
//! reuse). Nothing here allocates, panics or takes another lock.

use std::alloc::{GlobalAlloc, Layout, System};
use std::cell::UnsafeCell;
use std::ptr::{self, null_mut};
use std::sync::atomic::{AtomicBool, Ordering};

/// Allocations of at least this many bytes are mapped pages of ours.
pub(crate) const LARGE: usize = 128 << 10;
/// The most bytes of freed large blocks kept for reuse.
pub(crate) const KEEP_MAX_BYTES: usize = 64 << 20;
/// Mapped pages are aligned to at least this (the smallest page size of
/// the targets); an allocation asking for more comes from the system.
const MAPPED_ALIGN: usize = 4096;
/// How many times a thread tries the cache's lock before doing without.
const TRIES: u32 = 64;
/// Size classes: four per power of two (five to eight eighths of it).
const CLASSES: usize = 4 * usize::BITS as usize;

/// The runtime's global allocator (see the module's docs).
pub struct Heap;

static KEPT: Kept = Kept::new(KEEP_MAX_BYTES);

/// A large request's size class: its capacity and index, or None for a
/// request the system allocator serves.
fn class_of(layout: Layout) -> Option<Class> {
    if layout.size() < LARGE || layout.align() > MAPPED_ALIGN {
        return None;
    }
    Class::of(layout.size())
}

#[derive(Clone, Copy, PartialEq, Eq, Debug)]
struct Class {
    cap: usize,
    index: usize,
}

impl Class {
    /// `size` rounded up to an eighth of its power of two. For `size` in
    /// (2^k / 2, 2^k] that is five to eight eighths of 2^k: index
    /// `4k + eighths - 5`.
    fn of(size: usize) -> Option<Class> {
        let power = size.checked_next_power_of_two()?;
        let step = (power / 8).max(1);
        let cap = size.checked_next_multiple_of(step)?;
        let index = power.trailing_zeros() as usize * 4 + (cap / step).checked_sub(5)?;
        (index < CLASSES).then_some(Class { cap, index })
    }
}

/// Blocks of at least this many bytes start on a boundary of it and ask
/// for transparent huge pages (see [`map`]).
const HUGE: usize = 2 << 20;

/// Fresh zeroed pages of `cap` bytes; null when the kernel refuses.
///
/// A block of [`HUGE`] bytes or more starts on a 2 MiB boundary, and its
/// whole 2 MiB pages are asked for transparent huge pages (a hint; the
/// kernel's `madvise` mode, Debian's default, gives none without it), as
/// Arrow C++'s allocator gets them: copying a 10M-row IPC stream into
/// kept blocks went from 36.8 to 29.8 ms, and a first read in a fresh
/// process from 165 to 53 ms in most runs, but up to 500 ms in some on a
/// VM whose host backs fresh huge pages slowly (pyarrow's first reads
/// vary the same way; docs/BENCHMARKS.md, "Large blocks on huge pages").
fn map(cap: usize) -> *mut u8 {
    if cap < HUGE {
        return map_pages(cap);
    }
    let Some(over) = cap.checked_add(HUGE) else {
        return null_mut();
    };
    let p = map_pages(over);
    if p.is_null() {
        return p;
    }
    let head = (p as usize).next_multiple_of(HUGE) - p as usize;
    let tail = over - head - cap;
    // SAFETY: `head` and `tail` are whole pages (mapped sizes and 2 MiB
    // are multiples of the page size) at the two ends of the fresh
    // mapping, which nothing uses yet; what stays is `cap` bytes from a
    // 2 MiB boundary. MADV_HUGEPAGE changes no contents.
    unsafe {
        let start = p.add(head);
        if head > 0 {
            libc::munmap(p.cast(), head);
        }
        if tail > 0 {
            libc::munmap(start.add(cap).cast(), tail);
        }
        // Over the whole block, so that it stays one mapping (which
        // `mremap` needs); the kernel backs only whole 2 MiB pages.
        libc::madvise(start.cast(), cap, libc::MADV_HUGEPAGE);
        start
    }
}

/// Fresh zeroed pages of `cap` bytes, wherever the kernel puts them; null
/// when it refuses.
fn map_pages(cap: usize) -> *mut u8 {
    // SAFETY: an anonymous private mapping at an address of the kernel's
    // choice touches no existing memory.
    let p = unsafe {
        libc::mmap(
            null_mut(),
            cap,
            libc::PROT_READ | libc::PROT_WRITE,
            libc::MAP_PRIVATE | libc::MAP_ANONYMOUS,
            -1,
            0,
        )
    };
    if p == libc::MAP_FAILED {
        null_mut()
    } else {
        p.cast()
    }
}

/// Unmaps a block of ours.
///
/// # Safety
/// `p` is a block of `cap` bytes made by [`map`] (or moved by `mremap`),
/// no longer used by anyone.
unsafe fn unmap(p: *mut u8, cap: usize) {
    // SAFETY: per the contract. A failure (which only an invalid range
    // causes) leaves the mapping: nothing can be done about it here.
    unsafe { libc::munmap(p.cast(), cap) };
}

/// A kept block's first bytes: the next block of its list, and its size.
#[repr(C)]
struct Link {
    next: *mut u8,
    cap: usize,
}

/// Blocks handed back for unmapping, chained through their [`Link`]s.
struct Chain(*mut u8);

impl Chain {
    /// Unmaps every block of the chain.
    fn unmap_all(self) {
        let mut p = self.0;
        while !p.is_null() {
            // SAFETY: every block of a chain is one of ours, not in use,
            // whose `Link` was written when it was chained.
            unsafe {
                let link = ptr::read(p.cast::<Link>());
                unmap(p, link.cap);
                p = link.next;
            }
        }
    }

    /// Puts block `p` of `cap` bytes at the chain's head.
    ///
    /// # Safety
    /// `p` is a block of ours of `cap` bytes, not in use.
    unsafe fn push(&mut self, p: *mut u8, cap: usize) {
        // SAFETY: a block is at least `LARGE` bytes, so its first bytes
        // hold a `Link`; mapped pages are aligned for it.
        unsafe { ptr::write(p.cast::<Link>(), Link { next: self.0, cap }) };
        self.0 = p;
    }
}

/// The kept blocks: one list per size class, each block's `Link` pointing
/// to the next.
struct Lists {
    heads: [*mut u8; CLASSES],
    bytes: [usize; CLASSES],
    total: usize,
}

/// Freed large blocks kept for reuse, up to `max_bytes`.
pub(crate) struct Kept {
    busy: AtomicBool,
    lists: UnsafeCell<Lists>,
    max_bytes: usize,
}

// SAFETY: `lists` is only reached under `busy` (see `locked`).
unsafe impl Sync for Kept {}

impl Kept {
    const fn new(max_bytes: usize) -> Kept {
        Kept {
            busy: AtomicBool::new(false),
            lists: UnsafeCell::new(Lists {
                heads: [null_mut(); CLASSES],
                bytes: [0; CLASSES],
                total: 0,
            }),
            max_bytes,
        }
    }

    /// Runs `f` on the lists under the lock, or None when the lock stayed
    /// taken for [`TRIES`] tries.
    fn locked<R>(&self, f: impl FnOnce(&mut Lists) -> R) -> Option<R> {
        for _ in 0..TRIES {
            if (self
                .busy
                .compare_exchange_weak(false, true, Ordering::Acquire, Ordering::Relaxed))
            .is_ok()
            {
                // SAFETY: the lock is ours until released below, so no one
                // else reaches the lists.
                let out = f(unsafe { &mut *self.lists.get() });
                self.busy.store(false, Ordering::Release);
                return Some(out);
            }
            std::hint::spin_loop();
        }
        None
    }

    /// A kept block of `class`, taken out; null when there is none.
    fn take(&self, class: Class) -> *mut u8 {
        self.locked(|lists| {
            let p = lists.heads[class.index];
            if !p.is_null() {
                // SAFETY: a listed block starts with its `Link`.
                lists.heads[class.index] = unsafe { ptr::read(p.cast::<Link>()) }.next;
                lists.bytes[class.index] -= class.cap;
                lists.total -= class.cap;
            }
            p
        })
        .unwrap_or(null_mut())
    }

    /// Keeps block `p` of `class` when it fits (making room by unmapping
    /// blocks of the fullest class); what is not kept comes back, to be
    /// unmapped outside the lock.
    ///
    /// # Safety
    /// `p` is a block of ours of `class.cap` bytes, no longer in use.
    unsafe fn give(&self, p: *mut u8, class: Class) -> Chain {
        let mut out = Chain(null_mut());
        let kept = self.locked(|lists| {
            if class.cap > self.max_bytes {
                return false;
            }
            while lists.total + class.cap > self.max_bytes {
                let fullest = (0..CLASSES)
                    .max_by_key(|&i| lists.bytes[i])
                    .unwrap_or(class.index);
                let victim = lists.heads[fullest];
                if fullest == class.index || victim.is_null() {
                    return false;
                }
                // SAFETY: a listed block starts with its `Link`, and is not
                // in use; it leaves the list before it joins `out`.
                unsafe {
                    let link = ptr::read(victim.cast::<Link>());
                    lists.heads[fullest] = link.next;
                    lists.bytes[fullest] -= link.cap;
                    lists.total -= link.cap;
                    out.push(victim, link.cap);
                }
            }
            let mut list = Chain(lists.heads[class.index]);
            // SAFETY: per this function's contract.
            unsafe { list.push(p, class.cap) };
            lists.heads[class.index] = list.0;
            lists.bytes[class.index] += class.cap;
            lists.total += class.cap;
            true
        });
        if kept != Some(true) {
            // SAFETY: per this function's contract.
            unsafe { out.push(p, class.cap) };
        }
        out
    }

    /// Bytes kept now (for the tests).
    #[cfg(test)]
    fn total(&self) -> usize {
        self.locked(|lists| lists.total).unwrap_or(0)
    }
}

/// A block of `class`: one `kept`, or fresh pages. `zeroed`: a kept
/// block's first `size` bytes are cleared (fresh pages are zero already).
fn obtain(kept: &Kept, class: Class, size: usize, zeroed: bool) -> *mut u8 {
    let p = kept.take(class);
    if p.is_null() {
        return map(class.cap);
    }
    if zeroed {
        // SAFETY: the block is ours and at least `size` bytes.
        unsafe { ptr::write_bytes(p, 0, size) };
    }
    p
}

/// Hands a freed block of `class` to `kept`, or unmaps it.
///
/// # Safety
/// `p` is a block of ours of `class.cap` bytes, no longer in use.
unsafe fn release(kept: &Kept, p: *mut u8, class: Class) {
    // SAFETY: per this function's contract.
    unsafe { kept.give(p, class) }.unmap_all();
}

// SAFETY: every block handed out is at least the layout's size and aligned
// to it: small layouts are the system allocator's, large ones are whole
// mapped pages (aligned to MAPPED_ALIGN, which `class_of` requires to cover
// the layout's alignment), at least `Class::of(size).cap >= size` bytes.
// `dealloc` and `realloc` find how a block was made from its layout alone
// (the same function of it as in `alloc`).
//
// Never inlined: with LTO every allocation site of the archive would get
// these bodies (a C program reading Parquet grew by 1.3 MB, 6.5%), where
// the system allocator's are one call.
unsafe impl GlobalAlloc for Heap {
    #[inline(never)]
    unsafe fn alloc(&self, layout: Layout) -> *mut u8 {
        match class_of(layout) {
            Some(class) => obtain(&KEPT, class, layout.size(), false),
            // SAFETY: the caller's contract is the system allocator's.
            None => unsafe { System.alloc(layout) },
        }
    }

    #[inline(never)]
    unsafe fn alloc_zeroed(&self, layout: Layout) -> *mut u8 {
        match class_of(layout) {
            Some(class) => obtain(&KEPT, class, layout.size(), true),
            // SAFETY: as for `alloc`.
            None => unsafe { System.alloc_zeroed(layout) },
        }
    }

    #[inline(never)]
    unsafe fn dealloc(&self, p: *mut u8, layout: Layout) {
        match class_of(layout) {
            // SAFETY: a large layout's block was made by `obtain`.
            Some(class) => unsafe { release(&KEPT, p, class) },
            // SAFETY: a small layout's block is the system allocator's.
            None => unsafe { System.dealloc(p, layout) },
        }
    }

    #[inline(never)]
    unsafe fn realloc(&self, p: *mut u8, layout: Layout, new_size: usize) -> *mut u8 {
        // SAFETY: the caller guarantees `new_size` with this alignment is
        // a valid layout.
        let new_layout = unsafe { Layout::from_size_align_unchecked(new_size, layout.align()) };
        match (class_of(layout), class_of(new_layout)) {
            // SAFETY: both the system allocator's, per the caller's contract.
            (None, None) => unsafe { System.realloc(p, layout, new_size) },
            (Some(old), Some(new)) if old == new => p,
            (Some(old), Some(new)) => {
                // A kept block of the new class is written over (its pages
                // are resident: no fault); else the kernel moves the pages
                // to a larger or smaller mapping rather than copying them;
                // else (it moves only a range of one mapping, and a block
                // whose pages were advised apart, by
                // `alloc::huge_pages_hint` over part of it, is several)
                // fresh pages are written over.
                let mut q = KEPT.take(new);
                if q.is_null() {
                    // SAFETY: `p` is a mapped block of `old.cap` bytes.
                    let moved =
                        unsafe { libc::mremap(p.cast(), old.cap, new.cap, libc::MREMAP_MAYMOVE) };
                    if moved != libc::MAP_FAILED {
                        return moved.cast();
                    }
                    q = map(new.cap);
                }
                if !q.is_null() {
                    // SAFETY: both blocks hold at least the smaller size;
                    // `q` was no one's; `p` is then given up.
                    unsafe {
                        ptr::copy_nonoverlapping(p, q, layout.size().min(new_size));
                        release(&KEPT, p, old);
                    }
                }
                q
            }
            _ => {
                // SAFETY: `new_layout` is valid and non-zero (the caller's
                // contract).
                let q = unsafe { self.alloc(new_layout) };
                if !q.is_null() {
                    // SAFETY: both blocks hold at least the smaller size;
                    // they are distinct allocations.
                    unsafe {
                        ptr::copy_nonoverlapping(p, q, layout.size().min(new_size));
                        self.dealloc(p, layout);
                    }
                }
                q
            }
        }
    }
}

#[cfg(test)]
mod tests;
