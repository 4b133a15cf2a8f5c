//! Generation-tagged slots: handles that C can hold but never forge.
//!
//! A handle is a slot index plus the generation the slot had when the value
//! went in, packed into the pointer-sized value C sees (it is never
//! dereferenced). Each slot keeps one atomic word: the generation in the
//! high 32 bits, a live bit, and the reference count in the low 31. A retain
//! or release checks generation and live bit in the same compare-and-swap
//! that changes the count, and the last release clears the live bit and
//! moves to the next generation in that one step, so a handle whose value
//! was already released, a
//! handle made up by the caller, or the old handle of a slot that now holds
//! a newer value, is always refused and never touches the newer value. (The
//! address registry this replaces could not tell a freed owner from a new
//! one at the same address.) A generation repeats after 2^32 reuses of one
//! slot; until then no stale handle aliases a live one.
//!
//! Slots live in chunks that are allocated on first use and never freed or
//! moved, so a slot can be read without a lock; released slots wait on a
//! lock-free stack (each push and pop one compare-and-swap, tagged against
//! ABA) until `insert` reuses them.

use std::cell::UnsafeCell;
use std::mem::MaybeUninit;
use std::ptr;
use std::sync::atomic::{AtomicPtr, AtomicU32, AtomicU64, Ordering};

use super::error::{Error, Result};

const CHUNK: usize = 1024;
const CHUNKS: usize = 4096;
/// Live values at most at once (4 Mi).
pub(crate) const CAPACITY: usize = CHUNK * CHUNKS;

/// Hands a box to C as a plain pointer that comes back exactly once (a
/// DLPack managed tensor's box, a slot chunk): with [`reclaim_box`], the
/// runtime's only `Box::into_raw`/`from_raw`.
pub(crate) fn leak_box<T>(value: Box<T>) -> *mut T {
    Box::into_raw(value)
}

/// Takes back a box from [`leak_box`].
///
/// # Safety
/// * `ptr` came from `leak_box::<T>` and is reclaimed once.
pub(crate) unsafe fn reclaim_box<T>(ptr: *mut T) -> Box<T> {
    // SAFETY: caller contract.
    unsafe { Box::from_raw(ptr) }
}

/// The live bit of a slot's state, and the bit every key carries at the
/// same place: a key and its slot's state then agree on bits 31..63 exactly
/// while the key's value is in the slot (see [`Slots::live_slot`]).
const LIVE: u64 = 1 << 31;
/// The reference count's bits of a slot's state.
const COUNT_MASK: u64 = LIVE - 1;

struct Slot<T> {
    /// `generation << 32 | LIVE | count` while the slot holds a value (count
    /// at least 1), `generation << 32` while it is empty: the generation
    /// its next value will get.
    state: AtomicU64,
    value: UnsafeCell<MaybeUninit<T>>,
    /// While the slot is on the free stack: `index + 1` of the next free
    /// slot, 0 at the bottom.
    next_free: AtomicU32,
}

type Chunk<T> = [Slot<T>; CHUNK];

/// The mutable part of a [`Slots`] table: the chunk pointers and the
/// free-slot stack, all zero until used. A static of its own, so it lands in
/// zero-initialised memory (32 KiB of `.bss`, not of every program's file),
/// and so that the `Slots` that points to it holds no interior mutability:
/// the compiler then folds `Slots`'s fields (this table's address, the tag)
/// into the code, and a handle call reaches its slot in two dependent loads
/// (chunk pointer, slot state), not three.
pub(crate) struct ChunkTable<T> {
    chunks: [AtomicPtr<Chunk<T>>; CHUNKS],
    /// Slots never used yet start at `next`; released ones wait here.
    /// Top of the free stack: `pops and pushes so far << 32 | (index + 1)`,
    /// low half 0 when empty. The count makes a compare-and-swap fail when
    /// the top was popped and pushed again in between (ABA).
    free: AtomicU64,
    next: AtomicU32,
}

impl<T> ChunkTable<T> {
    pub(crate) const fn new() -> ChunkTable<T> {
        ChunkTable {
            chunks: [const { AtomicPtr::new(ptr::null_mut()) }; CHUNKS],
            free: AtomicU64::new(0),
            next: AtomicU32::new(0),
        }
    }
}

/// A table of reference-counted values addressed by generation-tagged keys.
/// Immutable itself: what changes lives in its [`ChunkTable`].
pub(crate) struct Slots<T: 'static> {
    table: &'static ChunkTable<T>,
    /// What a key names in messages ("buffer owner").
    what: &'static str,
    tag: Tag,
}

// SAFETY: a value is written by the thread that inserts it before the
// Release store that publishes its slot, and taken only by the one thread
// whose compare-and-swap took the count to zero; in between it is only
// reached through the caller's promise that `T` may move between threads.
unsafe impl<T: Send> Sync for ChunkTable<T> {}
// SAFETY: as above.
unsafe impl<T: Send> Send for ChunkTable<T> {}

/// The key C holds: `generation << 32 | LIVE | tag << TAG_SHIFT | (index +
/// 1)`, never 0. The tag names the table, so a key of one handle type is
/// never taken for a key of another.
pub(crate) type Key = usize;

/// Where the table tag starts: above every `index + 1` (at most CAPACITY).
const TAG_SHIFT: u32 = 23;
// `split` relies on it: a key's `index + 1` stays below the tag.
const _: () = assert!(CAPACITY < 1 << TAG_SHIFT);

/// Every table's tag, in one list so that no two tables share one (a handle
/// type's variant has the type's name; tags below 256 fit between the index
/// and the live bit, which `Slots::new` checks at compile time).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
#[repr(u32)]
pub(crate) enum Tag {
    BufferOwner = 1,
    ArrayHandle,
    SchemaHandle,
    Tensor,
    ArrayBuilder,
    TensorBuilder,
    IrxRbType,
    IrxRbSchema,
    IrxRbBuilder,
    IrxRbBatch,
    IrxRbStreamReader,
    IrxRbStreamWriter,
    ExceptionInfo,
    ExceptionContext,
    ExceptionValue,
    IrxRbApiSchema,
    IrxRbApiBatch,
    IrxRbApiBuilder,
    IrxRbApiReader,
    IrxRbApiWriter,
    TableHandle,
    ChunkedArrayHandle,
    IrxParquetOptions,
    IrxRbApiOptions,
    IrxRbApiParquet,
    IrxCsvOptions,
    IrxRbApiCsv,
    IrxFile,
    /// The unit tests' own tables.
    #[cfg(test)]
    Test,
}

impl<T> Slots<T> {
    pub(crate) const fn new(
        chunks: &'static ChunkTable<T>,
        what: &'static str,
        tag: Tag,
    ) -> Slots<T> {
        assert!(
            (tag as u64) << TAG_SHIFT < LIVE,
            "a table tag must be below 256"
        );
        Slots {
            table: chunks,
            what,
            tag,
        }
    }

    /// The slot index and generation a key of this table names.
    #[inline]
    fn split(&self, key: Key) -> Option<(usize, u64)> {
        let key = key as u64;
        // The low half less this table's `LIVE | tag << TAG_SHIFT | 1` is the
        // index exactly when the live bit and the tag match and `index + 1`
        // is in 1..=CAPACITY: another tag or a clear live bit leaves a
        // multiple of 2^TAG_SHIFT (> CAPACITY) behind or wraps, and
        // `index + 1` = 0 wraps. One subtraction and one compare on every
        // handle call.
        let base = LIVE as u32 | (self.tag as u32) << TAG_SHIFT | 1;
        let index = (key as u32).wrapping_sub(base) as usize;
        (index < CAPACITY).then_some((index, key >> 32))
    }

    fn slot(&self, index: usize) -> Option<&Slot<T>> {
        let chunk = self.table.chunks[index / CHUNK].load(Ordering::Acquire);
        // SAFETY: chunks are never freed once published (Acquire pairs with
        // the Release of `chunk_for`).
        unsafe { chunk.as_ref() }.map(|c| &c[index % CHUNK])
    }

    /// The chunk of `index`, allocated if it is the first slot used there.
    fn chunk_for(&self, index: usize) -> Result<&Chunk<T>> {
        let cell = &self.table.chunks[index / CHUNK];
        let mut chunk = cell.load(Ordering::Acquire);
        if chunk.is_null() {
            let mut fresh: Vec<Slot<T>> = Vec::new();
            fresh.try_reserve_exact(CHUNK).map_err(|_| {
                Error::no_memory(format!("cannot allocate {} handle slots", self.what))
            })?;
            fresh.extend((0..CHUNK).map(|_| Slot {
                state: AtomicU64::new(1 << 32),
                value: UnsafeCell::new(MaybeUninit::uninit()),
                next_free: AtomicU32::new(0),
            }));
            let boxed: Box<Chunk<T>> = match fresh.into_boxed_slice().try_into() {
                Ok(b) => b,
                Err(_) => unreachable!("exactly CHUNK slots"),
            };
            let ours = leak_box(boxed);
            chunk = match cell.compare_exchange(
                ptr::null_mut(),
                ours,
                Ordering::AcqRel,
                Ordering::Acquire,
            ) {
                Ok(_) => ours,
                Err(theirs) => {
                    // SAFETY: `ours` was never published.
                    drop(unsafe { reclaim_box(ours) });
                    theirs
                }
            };
        }
        // SAFETY: published chunks are never freed.
        Ok(unsafe { &*chunk })
    }

    /// Takes a released slot's index off the free stack.
    fn pop_free(&self) -> Option<usize> {
        let mut top = self.table.free.load(Ordering::Acquire);
        loop {
            let index = (top as u32).checked_sub(1)? as usize;
            // Every index on the stack was used, so its chunk exists.
            let next = self.slot(index)?.next_free.load(Ordering::Relaxed);
            let new_top = ((top >> 32).wrapping_add(1) << 32) | u64::from(next);
            match self.table.free.compare_exchange_weak(
                top,
                new_top,
                Ordering::AcqRel,
                Ordering::Acquire,
            ) {
                Ok(_) => return Some(index),
                Err(now) => top = now,
            }
        }
    }

    /// Puts a slot that is empty and no longer reachable on the free stack.
    fn push_free(&self, index: usize) {
        let Some(slot) = self.slot(index) else {
            // A slot whose chunk could not be allocated: never handed out.
            return;
        };
        let mut top = self.table.free.load(Ordering::Relaxed);
        loop {
            slot.next_free.store(top as u32, Ordering::Relaxed);
            let new_top = ((top >> 32).wrapping_add(1) << 32) | (index as u64 + 1);
            match self.table.free.compare_exchange_weak(
                top,
                new_top,
                Ordering::AcqRel,
                Ordering::Relaxed,
            ) {
                Ok(_) => return,
                Err(now) => top = now,
            }
        }
    }

    /// Stores `value` with one reference and returns its key.
    pub(crate) fn insert(&self, value: T) -> Result<Key> {
        let recycled = self.pop_free();
        let index = match recycled {
            Some(i) => i,
            None => {
                let i = self.table.next.fetch_add(1, Ordering::Relaxed) as usize;
                if i >= CAPACITY {
                    self.table.next.fetch_sub(1, Ordering::Relaxed);
                    return Err(Error::no_memory(format!(
                        "more than {CAPACITY} live {} handles",
                        self.what
                    )));
                }
                i
            }
        };
        let slot = match self.chunk_for(index) {
            Ok(chunk) => &chunk[index % CHUNK],
            Err(e) => {
                self.push_free(index);
                return Err(e);
            }
        };
        let generation = slot.state.load(Ordering::Acquire) >> 32;
        // SAFETY: the slot is empty (live bit clear) and ours: it came from
        // the free list or was never used, and no key can reach it.
        unsafe { (*slot.value.get()).write(value) };
        slot.state
            .store(generation << 32 | LIVE | 1, Ordering::Release);
        Ok((generation << 32 | LIVE | (self.tag as u64) << TAG_SHIFT | (index as u64 + 1)) as Key)
    }

    fn stale(&self) -> Error {
        Error::invalid(format!(
            "not a live {} handle (already released, or not created by this runtime)",
            self.what
        ))
    }

    /// The slot a key names and the generation it expects, if the key can
    /// name a slot at all.
    #[inline]
    fn lookup(&self, key: Key) -> Option<(&Slot<T>, u64)> {
        let (index, generation) = self.split(key)?;
        Some((self.slot(index)?, generation))
    }

    /// Whether `state` is the state of a slot that holds `key`'s value:
    /// same generation, live bit set (which every key has). One `xor` and
    /// one shift on the path of every handle call.
    #[inline]
    fn holds(state: u64, key: Key) -> bool {
        (state ^ key as u64) >> 31 == 0
    }

    /// The value of a live key: `None` for a key that is stale, made up, or
    /// not of this table. Panic-free, so hot paths may call it unguarded.
    ///
    /// The reference is good while the caller holds a reference to the key
    /// (a release by another thread of the caller's own reference would end
    /// it: that is the caller's contract, as for any C handle).
    #[inline]
    pub(crate) fn get(&self, key: Key) -> Option<&T>
    where
        T: Sync,
    {
        let slot = self.live_slot(key)?;
        // SAFETY: a live slot holds an initialised value (written by
        // `insert` before the Release store that made it live).
        Some(unsafe { (*slot.value.get()).assume_init_ref() })
    }

    /// The value of a live key, mutably.
    ///
    /// # Safety
    /// * No other reference to this key's value is used while the result is
    ///   (the single-owner handles' "not used concurrently" contract).
    #[inline]
    #[allow(clippy::mut_from_ref)] // exclusive by contract, through the UnsafeCell
    pub(crate) unsafe fn get_mut(&self, key: Key) -> Option<&mut T> {
        let slot = self.live_slot(key)?;
        // SAFETY: initialised as in `get`; exclusive by the caller contract.
        Some(unsafe { (*slot.value.get()).assume_init_mut() })
    }

    #[inline]
    fn live_slot(&self, key: Key) -> Option<&Slot<T>> {
        let (slot, _) = self.lookup(key)?;
        Self::holds(slot.state.load(Ordering::Acquire), key).then_some(slot)
    }

    /// One attempt to move the count of a live key's slot by `step` (+1 or
    /// -1), allowed only when `allowed(count)`; false when nothing changed.
    /// Panic-free: the hot paths call it outside the guard.
    #[inline]
    fn try_step(&self, key: Key, step: i64, allowed: impl Fn(u64) -> bool) -> bool {
        let Some((slot, _)) = self.lookup(key) else {
            return false;
        };
        let state = slot.state.load(Ordering::Relaxed);
        Self::holds(state, key)
            && allowed(state & COUNT_MASK)
            && slot
                .state
                .compare_exchange(
                    state,
                    state.wrapping_add_signed(step),
                    Ordering::AcqRel,
                    Ordering::Relaxed,
                )
                .is_ok()
    }

    /// The hot path of retain: adds a reference and returns true, or
    /// changes nothing and returns false (anything unusual: the caller then
    /// takes [`Slots::retain`], which says why).
    #[inline]
    pub(crate) fn try_retain(&self, key: Key) -> bool {
        self.try_step(key, 1, |count| count != COUNT_MASK)
    }

    /// The hot path of release: drops a reference that is not the last and
    /// returns true, or changes nothing and returns false (the last
    /// reference, or anything unusual: the caller then takes
    /// [`Slots::release`]).
    #[inline]
    pub(crate) fn try_release_not_last(&self, key: Key) -> bool {
        self.try_step(key, -1, |count| count > 1)
    }

    /// Moves the count of a live key's slot by `step` (+1 or -1) once
    /// `check(count)` allows it, retrying lost races; returns the slot and
    /// the count before the step. The step that takes the count to zero
    /// empties the slot in the same compare-and-swap: live bit clear, next
    /// generation, so no key reaches the slot from then on.
    fn step(
        &self,
        key: Key,
        step: i64,
        check: impl Fn(u64) -> Result<()>,
    ) -> Result<(&Slot<T>, u64)> {
        let (slot, generation) = self.lookup(key).ok_or_else(|| self.stale())?;
        let mut state = slot.state.load(Ordering::Relaxed);
        loop {
            if !Self::holds(state, key) {
                return Err(self.stale());
            }
            let count = state & COUNT_MASK;
            check(count)?;
            let next = if step < 0 && count == 1 {
                generation.wrapping_add(1) << 32
            } else {
                state.wrapping_add_signed(step)
            };
            match slot
                .state
                .compare_exchange_weak(state, next, Ordering::AcqRel, Ordering::Relaxed)
            {
                Ok(_) => return Ok((slot, count)),
                Err(now) => state = now,
            }
        }
    }

    /// Adds a reference.
    pub(crate) fn retain(&self, key: Key) -> Result<()> {
        self.step(key, 1, |count| {
            if count == COUNT_MASK {
                return Err(Error::overflow(format!(
                    "{} reference count overflows",
                    self.what
                )));
            }
            Ok(())
        })?;
        Ok(())
    }

    /// Drops a reference; the last one empties the slot, gives the value
    /// back to the caller and makes every key to it stale.
    pub(crate) fn release(&self, key: Key) -> Result<Option<T>> {
        let (slot, count) = self.step(key, -1, |_| Ok(()))?;
        if count > 1 {
            return Ok(None);
        }
        let (index, _) = self.split(key).ok_or_else(|| self.stale())?;
        // Emptied by `step`: every retain and release of this key fails from
        // here on, and the slot is not on the free stack yet; the value is
        // ours alone.
        // SAFETY: written by `insert`, taken only here, once.
        let value = unsafe { (*slot.value.get()).assume_init_read() };
        self.push_free(index);
        Ok(Some(value))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_stale_key_never_reaches_the_value_now_in_its_slot() {
        static CHUNKS: ChunkTable<u32> = ChunkTable::new();
        static S: Slots<u32> = Slots::new(&CHUNKS, "test", Tag::Test);
        let a = S.insert(1).unwrap();
        assert_eq!(S.release(a).unwrap(), Some(1));
        let b = S.insert(2).unwrap(); // reuses a's slot
        assert_eq!(S.split(a).unwrap().0, S.split(b).unwrap().0);
        assert!(S.release(a).is_err() && S.retain(a).is_err());
        S.retain(b).unwrap();
        assert_eq!(S.release(b).unwrap(), None);
        assert_eq!(S.release(b).unwrap(), Some(2));
        for forged in [0usize, 1 << 20, usize::MAX, (7 << 32) | 3] {
            assert!(S.retain(forged).is_err() && S.release(forged).is_err());
        }
    }

    #[test]
    fn a_forged_key_naming_an_empty_slot_with_its_generation_is_refused() {
        static CHUNKS: ChunkTable<u32> = ChunkTable::new();
        static S: Slots<u32> = Slots::new(&CHUNKS, "test", Tag::Test);
        let a = S.insert(1).unwrap(); // allocates the chunk: slots 1.. exist, empty
        let b = S.insert(2).unwrap();
        assert_eq!(S.release(b).unwrap(), Some(2)); // slot 1 empty, generation 2
        let tag = (Tag::Test as u64) << TAG_SHIFT;
        for (generation, index) in [(1u64, 5u64), (2, 1), (1, 1)] {
            for live in [LIVE, 0] {
                let forged = (generation << 32 | live | tag | (index + 1)) as Key;
                assert!(S.get(forged).is_none(), "{forged:#x}");
                assert!(S.retain(forged).is_err() && S.release(forged).is_err());
                assert!(!S.try_retain(forged) && !S.try_release_not_last(forged));
            }
        }
        // The key of the live value without its live bit is refused too.
        assert!(S.get(a & !(LIVE as Key)).is_none());
        assert_eq!(S.release(a).unwrap(), Some(1));
    }

    #[test]
    fn threads_reusing_slots_never_see_each_others_values() {
        static CHUNKS: ChunkTable<(usize, usize)> = ChunkTable::new();
        static S: Slots<(usize, usize)> = Slots::new(&CHUNKS, "test", Tag::Test);
        let threads: Vec<_> = (0..4)
            .map(|t| {
                std::thread::spawn(move || {
                    let mut held = Vec::new();
                    for i in 0..20_000 {
                        held.push((S.insert((t, i)).unwrap(), (t, i)));
                        if i % 3 != 0 {
                            let (key, value) = held.swap_remove(i % held.len());
                            assert_eq!(S.get(key), Some(&value));
                            assert_eq!(S.release(key).unwrap(), Some(value));
                            assert!(S.get(key).is_none() && S.release(key).is_err());
                        }
                    }
                    for (key, value) in held {
                        assert_eq!(S.release(key).unwrap(), Some(value));
                    }
                })
            })
            .collect();
        for thread in threads {
            thread.join().unwrap();
        }
        // Every slot went back: the next insert reuses one, not a new index.
        let used = S.table.next.load(Ordering::Relaxed);
        let key = S.insert((9, 9)).unwrap();
        assert_eq!(S.table.next.load(Ordering::Relaxed), used);
        assert_eq!(S.release(key).unwrap(), Some((9, 9)));
    }

    #[test]
    fn a_key_of_another_table_is_refused_even_at_the_same_slot() {
        static CHUNKS: ChunkTable<u32> = ChunkTable::new();
        static S: Slots<u32> = Slots::new(&CHUNKS, "test", Tag::Test);
        static OTHER_CHUNKS: ChunkTable<u32> = ChunkTable::new();
        static OTHER: Slots<u32> = Slots::new(&OTHER_CHUNKS, "other", Tag::Tensor);
        let ours = S.insert(1).unwrap();
        let theirs = OTHER.insert(2).unwrap();
        // Both tables' first slot, first generation: only the tag differs.
        assert_eq!(S.split(ours), OTHER.split(theirs));
        assert!(S.get(theirs).is_none() && S.retain(theirs).is_err());
        assert_eq!(S.get(ours), Some(&1));
        assert_eq!(S.release(ours).unwrap(), Some(1));
        assert!(S.get(ours).is_none());
        assert_eq!(OTHER.release(theirs).unwrap(), Some(2));
    }
}
