//! When a chunk is split across the worker pool (`crate::pool`, issue 32
//! item 7): the numeric reductions (`reduce`: sum, mean, min, max, with
//! nulls or not) and the numeric element-wise kernels (`elementwise`:
//! arithmetic, division, negation, comparisons) hand parts of one chunk to
//! the workers and combine the parts' answers in order, so that the result
//! is bit for bit the one the calling thread alone computes (see each
//! caller for how). Kernels over bitmaps (`bool` reductions, logic,
//! `is_null`, `coalesce`) stay on the calling thread: 2^18 rows of them
//! are 32 KiB, less work than handing it to the pool.

/// Below this many values, a chunk is computed on the calling thread:
/// handing parts to the workers costs some tens of microseconds of CPU.
/// Measured (per call, over repeated `irx_arrow_column_compute` calls,
/// wall and CPU time, the runtime at opt-level 3, on a 2-core machine
/// that other builds kept at a load of 3): float64 `sum` of 2^18 values
/// 88-130 us on one thread, 95-112 us split over 2 (CPU +20-40 us): even;
/// of 2^19 values 173-294 us against 146-212 us; `add_checked` of two
/// int64 columns of 2^20 rows 1.9-2.3 ms against 1.0-1.9 ms.
pub(super) const MIN_PARALLEL: usize = 1 << 18;

/// Parts per thread of the pool: enough that a thread which falls behind
/// (the machine is shared) does not hold the others up for long.
const PARTS_PER_THREAD: usize = 4;

/// A job of one part.
pub(super) type Job<'a, T> = Box<dyn FnOnce() -> crate::ffi::Result<T> + Send + 'a>;

/// The length of the parts a run of `len` values is split into, a multiple
/// of `unit`: None (not split) when the pool has one thread or `len` is
/// below [`MIN_PARALLEL`].
pub(super) fn part_len(len: usize, unit: usize) -> Option<usize> {
    let threads = crate::pool::threads();
    if threads < 2 || len < MIN_PARALLEL {
        return None;
    }
    let parts = threads.saturating_mul(PARTS_PER_THREAD);
    let part = (len / parts / unit).max(1) * unit;
    (len / part >= 2).then_some(part)
}
