//! Where the pairwise blocks of a column with nulls start, and how long
//! they are: Arrow C++ sums each run of valid values in blocks of 16 from
//! the run's start, so a block starts where a run does, or 16 rows after
//! a full block when that row is valid. Found a 64-bit word of the
//! validity bitmap at a time, as bit masks ([`block_starts`]), and handed
//! to [`Leaves`] in batches for the kernels of `pairwise` to sum.

use arrow_buffer::bit_chunk_iterator::BitChunks;
use arrow_buffer::{NullBuffer, bit_util};

use super::pairwise::{BLOCK, Blocks, LEAVES, LEAVES_LEVEL, Leaves};
use crate::frame::elem::Num;

impl Leaves {
    /// The blocks of the runs of valid rows of `values` (the bitmap
    /// `nulls` gives their validity) that start in rows `a..b`, in order,
    /// summed into `tree` as each run alone would be: blocks of 16 from the
    /// run's start, the last maybe partial (a block may go on past `b`).
    /// `first` is where the run that row `a` is in started when it started
    /// before `a` (else `a`).
    ///
    /// The blocks' starts are found a 64-bit word of the bitmap at a time
    /// ([`block_words`]), and each block's length from the bits that
    /// follow its start, so that finding them takes no branch the CPU
    /// cannot predict: at 10% nulls a run is about nine rows, and a branch
    /// per run on whether it goes on past 16 rows, or a loop over each
    /// run's blocks, missed about once a run and was most of a sum's time.
    pub(super) fn valid_blocks<T: Num, B: Blocks>(
        values: &[T::Native],
        nulls: &NullBuffer,
        rows: (usize, usize),
        first: usize,
        tree: &mut B,
    ) {
        #[cfg(target_arch = "x86_64")]
        if bit_instructions() {
            // SAFETY: the CPU has the instructions it is built with.
            return unsafe { bits::valid_blocks::<T, B>(values, nulls, rows, first, tree) };
        }
        Leaves::find_blocks::<T, B>(values, nulls, rows, first, tree);
    }

    /// [`Leaves::valid_blocks`] with the instructions of the caller.
    #[inline(always)]
    pub(super) fn find_blocks<T: Num, B: Blocks>(
        values: &[T::Native],
        nulls: &NullBuffer,
        rows: (usize, usize),
        first: usize,
        tree: &mut B,
    ) {
        let mut leaves = Leaves::new();
        let mut count = 0;
        // A batch of blocks is summed as one subtree when it is one of the
        // tree's (a part of a split may start anywhere in it).
        let mut batch = match tree.blocks_to(LEAVES_LEVEL) {
            0 => LEAVES,
            to => to,
        };
        block_words(nulls, rows, first, |base, (here, after), mut starts| {
            prefetch(values, base + AHEAD);
            while starts != 0 {
                let i = starts.trailing_zeros();
                starts &= starts - 1;
                // The rows from the start on, up to 64 of them (those past
                // the bitmap's end count as nulls).
                let from = (here >> i) | ((after << 1) << (63 - i));
                leaves.starts[count] = base + i as usize;
                leaves.lens[count] = (!from | 1 << BLOCK).trailing_zeros() as usize;
                count += 1;
                if count == batch {
                    leaves.flush::<T, B>(count, values, tree);
                    (count, batch) = (0, LEAVES);
                }
            }
        });
        leaves.flush::<T, B>(count, values, tree);
    }

    /// How many blocks [`Leaves::valid_blocks`] sums for the same rows:
    /// the bitmap alone, a count of bits a word.
    pub(super) fn count_blocks(nulls: &NullBuffer, rows: (usize, usize), first: usize) -> usize {
        #[cfg(target_arch = "x86_64")]
        if bit_instructions() {
            // SAFETY: the CPU has the instructions it is built with.
            return unsafe { bits::count_blocks(nulls, rows, first) };
        }
        Leaves::count_with(nulls, rows, first)
    }

    /// [`Leaves::count_blocks`] with the instructions of the caller.
    #[inline(always)]
    pub(super) fn count_with(nulls: &NullBuffer, rows: (usize, usize), first: usize) -> usize {
        let mut count = 0;
        block_words(nulls, rows, first, |_, _, starts| {
            count += starts.count_ones() as usize;
        });
        count
    }
}

/// Whether the CPU has POPCNT, BMI1 and BMI2: the block finder's counts,
/// trailing zeros, clearing of the lowest bit and variable shifts are then
/// one instruction each. Baseline x86-64, which the crate is built for,
/// has none of them (a popcount is 15 instructions, a third of counting
/// a part's blocks).
#[cfg(target_arch = "x86_64")]
#[inline]
fn bit_instructions() -> bool {
    std::is_x86_feature_detected!("popcnt")
        && std::is_x86_feature_detected!("bmi1")
        && std::is_x86_feature_detected!("bmi2")
}

/// The block finder built with POPCNT, BMI1 and BMI2 ([`bit_instructions`]).
#[cfg(target_arch = "x86_64")]
mod bits {
    use arrow_buffer::NullBuffer;

    use super::{Blocks, Leaves};
    use crate::frame::elem::Num;

    /// [`Leaves::find_blocks`].
    ///
    /// # Safety
    /// The CPU has POPCNT, BMI1 and BMI2.
    #[target_feature(enable = "popcnt,bmi1,bmi2")]
    pub(super) unsafe fn valid_blocks<T: Num, B: Blocks>(
        values: &[T::Native],
        nulls: &NullBuffer,
        rows: (usize, usize),
        first: usize,
        tree: &mut B,
    ) {
        Leaves::find_blocks::<T, B>(values, nulls, rows, first, tree);
    }

    /// [`Leaves::count_with`].
    ///
    /// # Safety
    /// The CPU has POPCNT, BMI1 and BMI2.
    #[target_feature(enable = "popcnt,bmi1,bmi2")]
    pub(super) unsafe fn count_blocks(
        nulls: &NullBuffer,
        rows: (usize, usize),
        first: usize,
    ) -> usize {
        Leaves::count_with(nulls, rows, first)
    }
}

/// Calls `each(base, (here, after), starts)` for each word of 64 rows of
/// `nulls` from row `a` that starts before `b`: `base` its first row,
/// `here` its validity bits (to the bitmap's end, not only to `b`), `after`
/// those of the next 64 rows (0 past the end), `starts` the rows of it
/// before `b` where a block starts ([`block_starts`]), bit `i` for row
/// `base + i`. `first` is as [`Leaves::valid_blocks`] takes it.
#[inline(always)]
fn block_words(
    nulls: &NullBuffer,
    (a, b): (usize, usize),
    first: usize,
    mut each: impl FnMut(usize, (u64, u64), u64),
) {
    let (bits, offset) = (nulls.validity(), nulls.offset());
    // The words from row `a` to the end of the bitmap, not only to `b`: a
    // block that starts before `b` may go on past it, and its length is
    // read from this word and the next.
    let words = BitChunks::new(bits, offset + a, nulls.len() - a);
    let mut words = words.iter().chain(std::iter::once(words.remainder_bits()));
    let mut here = words.next().unwrap_or(0);
    // The run that goes on from before `a`: its first block that starts
    // at `a` or after, when the rows up to it are valid. The words only
    // see rows from `a`, so it enters the first word's mask as a start of
    // its own.
    let mut carried = 0u64;
    if first < a {
        let s = first + (a - first).div_ceil(BLOCK) * BLOCK;
        if s < b && here.trailing_ones() as usize > s - a {
            carried = 1 << (s - a);
        }
    }
    // The word before, as far as the first word's masks read it: whether
    // row `a - 1` is valid (its top bit), which tells whether row `a`
    // starts a run. Its other rows matter only to carry a block start of
    // the word before, and that word has none (the run that goes on from
    // before `a` comes in as `carried`).
    let mut before = u64::from(a > 0 && bit_util::get_bit(bits, offset + a - 1)) << 63;
    let mut before_starts = 0u64;
    let mut base = a;
    while base < b {
        let after = words.next().unwrap_or(0);
        let word = if b - base < 64 {
            here & ((1 << (b - base)) - 1)
        } else {
            here
        };
        let runs = word & !((word << 1) | (before >> 63)) | std::mem::take(&mut carried);
        let starts = block_starts(runs, (before, before_starts), word);
        (before, before_starts) = (word, starts);
        each(base, (here, after), starts);
        (here, base) = (after, base + 64);
    }
}

/// Rows ahead of the word being scanned whose values are asked of memory.
const AHEAD: usize = 256;

/// Asks for the cache lines of the values of the 64 rows from `row` (a
/// hint: past the end of `values` it reads nothing): the blocks are
/// summed in batches, after the finder has gone over their rows, and
/// without this the finder's time was time the memory stayed idle (a
/// tenth of a sum over nulls).
#[inline(always)]
fn prefetch<N>(values: &[N], row: usize) {
    #[cfg(target_arch = "x86_64")]
    {
        use std::arch::x86_64::{_MM_HINT_T0, _mm_prefetch};
        let bytes = 64 * std::mem::size_of::<N>();
        let p = values
            .as_ptr()
            .cast::<i8>()
            .wrapping_add(row * std::mem::size_of::<N>());
        for line in (0..bytes).step_by(64) {
            // SAFETY: a prefetch reads nothing and never faults, whatever
            // the address.
            unsafe { _mm_prefetch::<_MM_HINT_T0>(p.wrapping_add(line)) };
        }
    }
    let _ = (values, row);
}

/// The rows of a 64-row word of a validity bitmap where a block of 16
/// starts (bit `i` for row `i`), given the rows where a run of valid rows
/// starts (`runs`, always a block start) and the word before it with its
/// block starts (`before`, both 0 for a first word). A run's block goes on
/// to another 16 rows later exactly when it is full and the row after it
/// is valid: row `i` starts a block when row `i - 16` did and rows
/// `i - 16..=i` are all valid. A block start may so come from the word
/// before (its last 16 rows) and then be carried up to three more times
/// within the word, which two steps of 16 and 32 rows cover.
#[inline(always)]
fn block_starts(runs: u64, (before, before_starts): (u64, u64), word: u64) -> u64 {
    // Rows whose 16 predecessors and themselves are valid: the valid rows
    // of the 128 bits ending at this word, and-ed with themselves shifted
    // by 1, 2, 4 and 8 (16 rows), then by 16 (17).
    let rows = (u128::from(word) << 64) | u128::from(before);
    let mut all = rows & (rows << 1);
    all &= all << 2;
    all &= all << 4;
    all &= all << 8;
    all &= rows << 16;
    let full = (all >> 64) as u64;
    let mut starts = runs | ((before_starts >> 48) & full);
    starts |= (starts << 16) & full;
    starts | ((starts << 32) & full & (full << 16))
}
