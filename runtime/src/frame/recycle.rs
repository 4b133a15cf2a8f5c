//! Result buffers of the element-wise kernels, recycled the way Arrow
//! C++'s memory pool (jemalloc) recycles freed memory.
//!
//! A kernel over 10M rows writes an 80 MB result. Memory fresh from the
//! system costs a page fault per 4 KiB page on first touch, which on the
//! benchmark machine (docs/BENCHMARKS.md) costs several times the
//! arithmetic itself (perf: `clear_page_erms`, `exc_page_fault`), while IRx
//! 1.25's Arrow C++ gets pages freed moments before back from jemalloc,
//! already mapped. So a result buffer of at least [`MIN`] bytes, once its
//! last reference is gone, is kept in a small cache (at most [`SLOTS`]
//! blocks and [`BYTES`] in all), and the next result of the same size
//! takes it instead of asking the system. Anything else goes back to the
//! allocator at once. Like jemalloc without its background thread, the
//! cache ages blocks only when it is used: a block older than [`DECAY`] is
//! freed at the next large result, so at most [`BYTES`] of freed results
//! stay mapped until then (or until the process ends).

use std::alloc::{Layout, alloc, dealloc};
use std::mem::MaybeUninit;
use std::ptr::NonNull;
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

use arrow_buffer::{ArrowNativeType, Buffer, ScalarBuffer};

use crate::ffi::{Error, Result};

/// Smaller buffers are not kept (the allocator reuses them well).
const MIN: usize = 1 << 20;
/// Blocks kept at most.
const SLOTS: usize = 4;
/// Bytes kept at most.
const BYTES: usize = 256 << 20;
/// How long a block is kept.
const DECAY: Duration = Duration::from_secs(1);
/// Alignment of every block (arrow-rs's, and a cache line).
const ALIGN: usize = 64;

/// A block of memory from the global allocator, freed on drop.
#[derive(Debug)]
struct Block {
    ptr: NonNull<u8>,
    layout: Layout,
}

// SAFETY: a `Block` is the only owner of its memory and has no interior
// state; moving or sharing it between threads is sound.
unsafe impl Send for Block {}
// SAFETY: as above.
unsafe impl Sync for Block {}

impl Drop for Block {
    fn drop(&mut self) {
        // SAFETY: `ptr` came from `alloc(self.layout)` and is freed once.
        unsafe { dealloc(self.ptr.as_ptr(), self.layout) }
    }
}

type Slots = [Option<(Block, Instant)>; SLOTS];

static CACHE: Mutex<Slots> = Mutex::new([const { None }; SLOTS]);

/// The cache with blocks older than [`DECAY`] moved into `expired` (freed
/// by the caller after unlocking).
fn cache(expired: &mut Vec<Block>) -> std::sync::MutexGuard<'static, Slots> {
    let mut slots = CACHE.lock().unwrap_or_else(|e| e.into_inner());
    let now = Instant::now();
    for slot in slots.iter_mut() {
        if slot
            .as_ref()
            .is_some_and(|(_, at)| now.duration_since(*at) > DECAY)
        {
            expired.extend(slot.take().map(|(block, _)| block));
        }
    }
    slots
}

impl Block {
    /// A block of `layout`: a kept one of that layout, or a fresh one.
    fn new(layout: Layout) -> Result<Block> {
        if layout.size() >= MIN {
            let mut expired = Vec::new();
            let kept = cache(&mut expired)
                .iter_mut()
                .find(|slot| slot.as_ref().is_some_and(|(b, _)| b.layout == layout))
                .and_then(Option::take);
            if let Some((block, _)) = kept {
                return Ok(block);
            }
        }
        // SAFETY: `layout` has a non-zero size (callers handle empty ones).
        let ptr = unsafe { alloc(layout) };
        crate::alloc::huge_pages_hint(ptr, layout.size());
        NonNull::new(ptr)
            .map(|ptr| Block { ptr, layout })
            .ok_or_else(|| Error::no_memory(format!("cannot allocate {} bytes", layout.size())))
    }

    /// Keeps the block for reuse when it is large and there is room;
    /// frees it otherwise.
    fn recycle(self) {
        let size = self.layout.size();
        if size < MIN {
            return;
        }
        let mut expired = Vec::new();
        let mut slots = cache(&mut expired);
        let kept: usize = slots.iter().flatten().map(|(b, _)| b.layout.size()).sum();
        if kept + size <= BYTES
            && let Some(free) = slots.iter_mut().find(|slot| slot.is_none())
        {
            *free = Some((self, Instant::now()));
        }
        // `self`, when not kept, and `expired` are freed here, unlocked.
    }
}

/// What arrow-rs holds as the owner of a recycled buffer: returns the
/// block when the last reference to the buffer is dropped.
#[derive(Debug)]
struct Recycled(Option<Block>);

impl Drop for Recycled {
    fn drop(&mut self) {
        if let Some(block) = self.0.take() {
            block.recycle();
        }
    }
}

/// A buffer of `len` values of `T`, written by `fill` (which gets the
/// uninitialised values), and `fill`'s result. `ENOMEM` when the memory
/// cannot be had.
///
/// # Safety
/// * `fill` writes every one of the `len` values.
pub(crate) unsafe fn filled<T: ArrowNativeType, R>(
    len: usize,
    fill: impl FnOnce(&mut [MaybeUninit<T>]) -> R,
) -> Result<(ScalarBuffer<T>, R)> {
    let bytes = crate::alloc::byte_size(len, size_of::<T>(), "kernel result")?;
    if bytes == 0 {
        return Ok((ScalarBuffer::from(Vec::new()), fill(&mut [])));
    }
    let layout =
        Layout::from_size_align(bytes, ALIGN).map_err(|e| Error::overflow(e.to_string()))?;
    let block = Block::new(layout)?;
    // SAFETY: the block holds `bytes` = `len * size_of::<T>()` bytes,
    // 64-byte aligned, and nothing else refers to it.
    let values = unsafe { std::slice::from_raw_parts_mut(block.ptr.cast().as_ptr(), len) };
    let result = fill(values);
    let ptr = block.ptr;
    // SAFETY: `ptr` is valid for `bytes` bytes, all initialised (caller
    // contract), as long as the owner (which holds the block) lives.
    let buffer =
        unsafe { Buffer::from_custom_allocation(ptr, bytes, Arc::new(Recycled(Some(block)))) };
    Ok((ScalarBuffer::new(buffer, 0, len), result))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_freed_large_buffer_is_reused_and_a_small_one_is_not() {
        let len = MIN / 8 + 3; // an odd size no other test uses
        // SAFETY: every value is written.
        let (a, ()) = unsafe {
            filled::<i64, _>(len, |v| {
                v.iter_mut().for_each(|x| {
                    x.write(7);
                })
            })
        }
        .unwrap();
        let first = a.as_ptr();
        assert!(a.iter().all(|&x| x == 7));
        drop(a);
        // SAFETY: as above.
        let (b, ()) = unsafe {
            filled::<i64, _>(len, |v| {
                v.iter_mut().for_each(|x| {
                    x.write(9);
                })
            })
        }
        .unwrap();
        assert_eq!(b.as_ptr(), first, "the block came back");
        assert!(b.iter().all(|&x| x == 9));
        // While `b` lives, another result of that size gets other memory.
        // SAFETY: as above.
        let (c, ()) = unsafe {
            filled::<i64, _>(len, |v| {
                v.iter_mut().for_each(|x| {
                    x.write(1);
                })
            })
        }
        .unwrap();
        assert_ne!(c.as_ptr(), b.as_ptr());
        // SAFETY: as above (nothing to write).
        let (empty, ()) = unsafe { filled::<i64, _>(0, |_| ()) }.unwrap();
        assert!(empty.is_empty());
    }
}
