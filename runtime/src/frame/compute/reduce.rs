//! The reductions (`sum`, `mean`, `min`, `max`, `count`) per chunk: 1.25's
//! checked integer sum, Arrow C++'s pairwise float sum, and min/max folds
//! in lanes that vectorise.

use arrow_array::cast::AsArray;
use arrow_array::{Array, ArrayRef, ArrowPrimitiveType, BooleanArray, PrimitiveArray};
use arrow_buffer::bit_chunk_iterator::BitChunks;
use arrow_schema::DataType;

use crate::ffi::Result;

use super::kernel::{Kernel, no_kernel};
use super::pairwise::{BLOCK, Blocks, Leaves, Pairwise, Subtrees, TILE_LEVEL, subtree_levels};
use super::runs::{ValidRuns, run_start, valid_runs};
use super::split::{Job, part_len};
use super::vectorised::{Hot, vectorised};
use crate::frame::elem::{Num, PerType, Value, per_type};
use crate::frame::table::Chunked;

/// The reductions at one element type, over a column's chunks.
struct Reduce<'a>(Kernel, &'a [ArrayRef]);

impl PerType for Reduce<'_> {
    type Output = Value;

    fn numeric<T: Num>(self) -> Result<Value> {
        let extreme = |pick: fn(&PrimitiveArray<T>) -> Result<Option<T::Native>>| {
            let mut per_chunk = Vec::with_capacity(self.1.len());
            for chunk in self.1 {
                per_chunk.extend(pick(chunk.as_primitive::<T>())?);
            }
            let per_chunk = PrimitiveArray::<T>::from_iter_values(per_chunk);
            Ok(Value::or_null(pick(&per_chunk)?.map(T::to_bits)))
        };
        match self.0 {
            Kernel::Sum => T::sum(self.1),
            Kernel::Mean => {
                let (sum, count) = pairwise_sum::<T>(self.1)?;
                Ok(mean(sum, count))
            }
            Kernel::Min => extreme(T::min),
            Kernel::Max => extreme(T::max),
            kernel => Err(no_kernel(kernel, &T::DATA_TYPE)),
        }
    }

    fn boolean(self) -> Result<Value> {
        use arrow_arith::aggregate::{bool_and, bool_or};
        let arrays = || self.1.iter().map(|c| c.as_boolean());
        let count: usize = arrays().map(|a| a.len() - a.null_count()).sum();
        let trues: usize = arrays().map(|a| a.true_count()).sum();
        let fold = |op: fn(&BooleanArray) -> Option<bool>, all: bool| {
            let parts = arrays().filter_map(op);
            let folded = parts.reduce(|a, b| if all { a && b } else { a || b });
            Value::or_null(folded.map(u64::from))
        };
        Ok(match self.0 {
            // Arrow C++: the sum of bools is their uint64 count of trues.
            Kernel::Sum => Value::or_null((count > 0).then_some(trues as u64)),
            Kernel::Mean => mean(trues as f64, count),
            Kernel::Min | Kernel::All => fold(bool_and, true),
            Kernel::Max | Kernel::Any => fold(bool_or, false),
            kernel => return Err(no_kernel(kernel, &DataType::Boolean)),
        })
    }

    fn other(self, data_type: &DataType) -> Result<Value> {
        Err(no_kernel(self.0, data_type))
    }
}

/// Arrow C++'s `mean`: float64, null without a valid value.
pub(super) fn mean(sum: f64, count: usize) -> Value {
    Value::or_null((count > 0).then(|| (sum / count as f64).to_bits()))
}

/// A reduction of `column` (`count` at any type).
pub(super) fn reduce(kernel: Kernel, data_type: &DataType, column: &Chunked) -> Result<Value> {
    if kernel == Kernel::Count {
        let valid: usize = column
            .chunks
            .iter()
            .map(|c| c.len() - c.logical_null_count())
            .sum();
        return Ok(Value::of(valid as u64));
    }
    per_type(data_type, Reduce(kernel, &column.chunks))
}

/// Arrow C++'s pairwise summation (`SumArray`), as every float `sum` and
/// every `mean` of it runs: per run of valid values, blocks of 16 values
/// added in order (as float64), the block sums merged as a binary tree;
/// per chunk one tree, the chunks' sums then added in order. Returns the
/// sum and the number of valid values.
///
/// A chunk of [`super::split::MIN_PARALLEL`] values or more (nulls or
/// not) is split across the pool in parts of rows ([`pairwise_parts`]),
/// which add the same blocks, in the same order, into the same tree.
pub(crate) fn pairwise_sum<T: Num>(chunks: &[ArrayRef]) -> Result<(f64, usize)> {
    let (mut total, mut count) = (0.0, 0);
    for chunk in chunks {
        let array = chunk.as_primitive::<T>();
        let valid = array.len() - array.null_count();
        count += valid;
        let mut tree = Pairwise::new();
        match part_len(array.len(), BLOCK << TILE_LEVEL).filter(|_| valid > 0) {
            Some(part) => pairwise_parts(array, part, &mut tree)?,
            None => match array.nulls().filter(|n| n.null_count() > 0) {
                Some(nulls) => {
                    let rows = (0, array.len());
                    Leaves::valid_blocks::<T, _>(array.values(), nulls, rows, 0, &mut tree)
                }
                None => pairwise_into::<T, _>(array.values(), &mut tree),
            },
        }
        total += tree.total();
    }
    Ok((total, count))
}

/// One run of valid values (or the blocks of one that start at a block
/// boundary of it) into `tree`: int64 and float64 in whole tiles of
/// blocks by the AVX2 kernel where the CPU has it, the rest (same blocks,
/// same order) by [`pairwise_run`].
#[inline(always)]
fn pairwise_into<T: Num, B: Blocks>(run: &[T::Native], tree: &mut B) {
    let done = super::pairwise::tiles(run, tree);
    vectorised(PairwiseRun::<T, B>(&run[done..], tree));
}

/// [`pairwise_sum`] of one chunk split across the pool in parts of `part`
/// rows. The blocks of 16 are those of one thread (each run of valid
/// values in blocks from its own start), and each part takes the blocks
/// that start in its rows ([`part_runs`]). Once the number of blocks of
/// each part is known, which places its blocks in the chunk's sequence
/// of blocks, each part's blocks are summed as the complete subtrees
/// ([`subtree_levels`]) that they fall into, and the subtrees' sums are
/// merged into `tree` in order, each at its level ([`Pairwise::add_at`]):
/// the same additions in the same order as one thread.
///
/// Without nulls the counts are arithmetic (one run from row 0) and the
/// parts sum their subtrees from the values ([`part_subtrees`]). With
/// nulls each part first counts its blocks from the bitmap
/// ([`Leaves::count_blocks`], a few instructions a word), then sums them
/// into its subtrees as it finds them ([`Subtrees`]).
fn pairwise_parts<T: Num>(
    array: &PrimitiveArray<T>,
    part: usize,
    tree: &mut Pairwise,
) -> Result<()> {
    let n = array.len();
    let bounds: Vec<(usize, usize)> = (0..n).step_by(part).map(|a| (a, n.min(a + part))).collect();
    let subtrees = match array.nulls().filter(|n| n.null_count() > 0) {
        None => {
            let mut first = 0;
            let jobs = bounds
                .iter()
                .map(|&(a, b)| {
                    let count = part_runs::<_, BLOCK>(array, a, b)
                        .map(|r| (r.hi - r.lo).div_ceil(BLOCK))
                        .sum();
                    let at = first;
                    first += count;
                    Box::new(move || Ok(part_subtrees(array, (a, b), at, count)))
                        as Job<Vec<(usize, f64)>>
                })
                .collect();
            crate::pool::scoped(jobs)?
        }
        Some(nulls) => {
            // Each part's count of blocks first (the bitmap alone, a small
            // part of the work), which places its blocks in the chunk's
            // sequence; then each part sums its blocks into its subtrees.
            let jobs = bounds
                .iter()
                .map(|&rows| {
                    Box::new(move || {
                        let first = run_start(nulls, rows.0);
                        Ok((first, Leaves::count_blocks(nulls, rows, first)))
                    }) as Job<(usize, usize)>
                })
                .collect();
            let counts = crate::pool::scoped(jobs)?;
            let values = array.values();
            let mut at = 0;
            let jobs = bounds
                .iter()
                .zip(counts)
                .map(|(&rows, (first, count))| {
                    let mut part = Subtrees::new(at, count);
                    at += count;
                    Box::new(move || {
                        Leaves::valid_blocks::<T, _>(values, nulls, rows, first, &mut part);
                        debug_assert!(part.complete());
                        Ok(part.sums)
                    }) as Job<Vec<(usize, f64)>>
                })
                .collect();
            crate::pool::scoped(jobs)?
        }
    };
    for sums in subtrees {
        for (level, sum) in sums {
            debug_assert!(tree.aligned(level));
            tree.add_at(level, sum);
        }
    }
    Ok(())
}

/// The sums of the complete subtrees ([`subtree_levels`]) of the blocks
/// that start in rows `a..b`, the first of which is block `at` of the
/// chunk's sequence, `count` of them: each summed in a tree of its own.
fn part_subtrees<T: Num>(
    array: &PrimitiveArray<T>,
    (a, b): (usize, usize),
    at: usize,
    count: usize,
) -> Vec<(usize, f64)> {
    let values = array.values();
    let mut levels = subtree_levels(at, count).into_iter();
    let mut sums = Vec::new();
    // The subtree being summed: its level, the blocks it still takes.
    let mut open: Option<(usize, usize, Pairwise)> = None;
    for run in part_runs::<_, BLOCK>(array, a, b) {
        let mut lo = run.lo;
        while lo < run.hi {
            let (_, left, tree) = open.get_or_insert_with(|| {
                // The counts agree with part_runs: there is one.
                let level = levels.next().unwrap_or(0);
                (level, 1 << level, Pairwise::new())
            });
            // Whole blocks of the run (its last one may be partial).
            let take = run.hi.min(lo + *left * BLOCK);
            pairwise_into::<T, _>(&values[lo..take], tree);
            *left -= (take - lo).div_ceil(BLOCK);
            lo = take;
            if *left == 0
                && let Some((level, _, tree)) = open.take()
            {
                sums.push((level, tree.total()));
            }
        }
    }
    debug_assert!(open.is_none() && levels.next().is_none());
    sums
}

/// What a part of rows `a..b` takes of one run of valid rows `s..e`
/// (`s` its true start, maybe before `a`): the blocks of `unit` rows
/// (counted from `s`, the last maybe partial) that start in `a..b`, rows
/// `lo..hi`.
#[derive(Clone, Copy)]
struct PartRun {
    s: usize,
    e: usize,
    lo: usize,
    hi: usize,
}

/// The runs of valid rows of `array` with blocks of `unit` that start in
/// rows `a..b`, in order, as [`PartRun`]s: every block of every run is
/// taken by exactly one part of a split into consecutive parts.
fn part_runs<T: ArrowPrimitiveType, const UNIT: usize>(
    array: &PrimitiveArray<T>,
    a: usize,
    b: usize,
) -> impl Iterator<Item = PartRun> + '_ {
    // A constant unit (a power of two): its divisions are shifts, which
    // matters at a run of a few values per null.
    let unit = UNIT;
    let n = array.len();
    let runs: Box<dyn Iterator<Item = (usize, usize)> + '_> =
        match array.nulls().filter(|nulls| nulls.null_count() > 0) {
            None => Box::new(std::iter::once((0, n))),
            Some(nulls) => {
                let first = run_start(nulls, a);
                let runs = ValidRuns::new(nulls, a, n - a);
                Box::new(runs.map(move |(s, e)| (if s == a { first } else { s }, e)))
            }
        };
    runs.take_while(move |&(s, _)| s < b)
        .filter_map(move |(s, e)| {
            let lo = s + a.saturating_sub(s).div_ceil(unit) * unit;
            let stop = b.min(e);
            (lo < stop).then(|| PartRun {
                s,
                e,
                lo,
                hi: e.min(s + (stop - s).div_ceil(unit) * unit),
            })
        })
}

/// One run of valid values into `tree`, in blocks of [`BLOCK`].
#[inline(always)]
fn pairwise_run<T: Num, B: Blocks>(values: &[T::Native], tree: &mut B) {
    let mut blocks = values.chunks_exact(4 * BLOCK);
    // Four blocks at a time, each still added in order: independent chains
    // the CPU overlaps, the same sums as one block at a time.
    for four in &mut blocks {
        let mut sums = [0.0f64; 4];
        for j in 0..BLOCK {
            for (b, sum) in sums.iter_mut().enumerate() {
                *sum += T::to_f64(four[b * BLOCK + j]);
            }
        }
        sums.into_iter().for_each(|s| tree.add(s));
    }
    for block in blocks.remainder().chunks(BLOCK) {
        tree.add(block.iter().fold(0.0, |s, &v| s + T::to_f64(v)));
    }
}

/// [`pairwise_run`] of one run into a tree.
struct PairwiseRun<'a, T: Num, B>(&'a [T::Native], &'a mut B);

impl<T: Num, B: Blocks> Hot for PairwiseRun<'_, T, B> {
    type Out = ();
    #[inline(always)]
    fn run(self) {
        pairwise_run::<T, B>(self.0, self.1)
    }
}

/// [`lanes`] of one run.
struct Lanes<'a, N, F>(&'a [N], F);

impl<N: Copy, F: Fn(N, N) -> N + Copy> Hot for Lanes<'_, N, F> {
    type Out = N;
    #[inline(always)]
    fn run(self) -> N {
        lanes(self.0, self.1)
    }
}

/// `pick` (a min or max) over an array's valid values: per run of valid
/// values in eight lanes so it vectorises ([`lanes`]), the runs' answers
/// then picked in order; `None` when all are null.
///
/// An array of [`super::split::MIN_PARALLEL`] values or more (nulls or
/// not) is split across the pool in parts of rows: each part takes the
/// eights of each run (counted from the run's start, its remainder as a
/// last, shorter one) that start in its rows. A run a part holds whole
/// gives its [`lanes`] answer there; of a run spread over parts, each
/// part gives its eights' lanes and its remainder's answer, and this
/// thread folds them in order onto the run's first value as [`lanes`]
/// does. `pick` (Rust's IEEE minNum/maxNum, or `Ord`'s) is associative
/// bit for bit, NaN and signed zeros included, so regrouping its
/// applications without reordering their operands gives one thread's
/// answer; no operand changes place.
///
/// With nulls, one masked pass over all rows comes first ([`masked`],
/// each null counted as `absent`, which `pick` passes over); its answer is
/// taken when `settled` says it has one bit pattern whatever the order of
/// the operands (any integer; a float other than a zero or NaN, where
/// ties are equal bits), so it is the runs' answer too. Otherwise (a zero
/// or NaN) the runs are folded as above.
pub(crate) fn fold_valid<T, F>(
    array: &PrimitiveArray<T>,
    pick: F,
    absent: T::Native,
    settled: fn(T::Native) -> bool,
) -> Result<Option<T::Native>>
where
    T: ArrowPrimitiveType,
    F: Fn(T::Native, T::Native) -> T::Native + Copy + Send + Sync,
{
    let values = array.values();
    let valid = array.len() - array.null_count();
    if valid > 0 && array.null_count() > 0 {
        let n = values.len();
        let answer = match part_len(n, 64) {
            None => masked(array, (0, n), pick, absent),
            Some(part) => {
                let jobs = (0..n)
                    .step_by(part)
                    .map(|a| {
                        let rows = (a, n.min(a + part));
                        Box::new(move || Ok(masked(array, rows, pick, absent))) as Job<_>
                    })
                    .collect();
                let parts = crate::pool::scoped(jobs)?;
                parts.into_iter().fold(absent, pick)
            }
        };
        if settled(answer) {
            return Ok(Some(answer));
        }
    }
    let Some(part) = part_len(values.len(), 8).filter(|_| valid > 0) else {
        let mut result = None;
        for (start, end) in valid_runs(array) {
            if end > start {
                let run = vectorised(Lanes(&values[start..end], pick));
                result = Some(result.map_or(run, |r| pick(r, run)));
            }
        }
        return Ok(result);
    };
    let n = values.len();
    let jobs = (0..n)
        .step_by(part)
        .map(|a| Box::new(move || Ok(fold_part(array, a, n.min(a + part), pick))) as Job<_>)
        .collect();
    let mut result: Option<T::Native> = None;
    // The run spread over parts being folded: its first value, its lanes.
    let mut open: Option<(T::Native, [T::Native; 8])> = None;
    for pieces in crate::pool::scoped(jobs)? {
        for piece in pieces {
            let answer = match piece {
                Piece::Whole(run) => run,
                Piece::Part {
                    s,
                    lanes,
                    rest,
                    last,
                } => {
                    let (x0, acc) = open.get_or_insert((values[s], [values[s]; 8]));
                    if let Some(lanes) = lanes {
                        for (a, l) in acc.iter_mut().zip(lanes) {
                            *a = pick(*a, l);
                        }
                    }
                    if !last {
                        continue;
                    }
                    let folded = acc.iter().fold(*x0, |f, &l| pick(f, l));
                    open = None;
                    rest.map_or(folded, |r| pick(folded, r))
                }
            };
            result = Some(result.map_or(answer, |r| pick(r, answer)));
        }
    }
    Ok(result)
}

/// `pick` over rows `a..b` of `array` (which has a validity bitmap) with
/// each null counted as `absent`: eight lanes, 64 rows at a time under one
/// word of the bitmap, so its cost is per row, not per run of valid rows.
fn masked<T, F>(
    array: &PrimitiveArray<T>,
    (a, b): (usize, usize),
    pick: F,
    absent: T::Native,
) -> T::Native
where
    T: ArrowPrimitiveType,
    F: Fn(T::Native, T::Native) -> T::Native + Copy,
{
    let Some(nulls) = array.nulls() else {
        return absent;
    };
    let bits = BitChunks::new(nulls.validity(), nulls.offset() + a, b - a);
    vectorised(MaskedLanes {
        values: &array.values()[a..b],
        bits,
        pick,
        absent,
    })
}

/// [`masked`]'s loop.
struct MaskedLanes<'a, N, F> {
    values: &'a [N],
    bits: BitChunks<'a>,
    pick: F,
    absent: N,
}

impl<N: Copy, F: Fn(N, N) -> N + Copy> Hot for MaskedLanes<'_, N, F> {
    type Out = N;
    #[inline(always)]
    fn run(self) -> N {
        let (pick, absent) = (self.pick, self.absent);
        let mut acc = [absent; 8];
        let mut words = self.values.chunks_exact(64);
        for (word, rows) in self.bits.iter().zip(&mut words) {
            for (e, eight) in rows.chunks_exact(8).enumerate() {
                let byte = word >> (8 * e);
                for (l, (a, &v)) in acc.iter_mut().zip(eight).enumerate() {
                    let v = if byte >> l & 1 != 0 { v } else { absent };
                    *a = pick(*a, v);
                }
            }
        }
        let rest = self.bits.remainder_bits();
        for (j, &v) in words.remainder().iter().enumerate() {
            if rest >> j & 1 != 0 {
                acc[j % 8] = pick(acc[j % 8], v);
            }
        }
        acc.into_iter().fold(absent, pick)
    }
}

/// What a part of rows gives of a [`fold_valid`] split.
enum Piece<N> {
    /// The answer of consecutive runs the part holds whole, picked in
    /// order.
    Whole(N),
    /// Its share of a run that starts at row `s` and is spread over parts:
    /// the lanes of its whole eights, the answer of the run's remainder
    /// (when the part holds it), and whether the run ends in this part.
    Part {
        s: usize,
        lanes: Option<[N; 8]>,
        rest: Option<N>,
        last: bool,
    },
}

/// The pieces ([`Piece`]) of the runs whose eights start in rows `a..b`.
fn fold_part<T, F>(array: &PrimitiveArray<T>, a: usize, b: usize, pick: F) -> Vec<Piece<T::Native>>
where
    T: ArrowPrimitiveType,
    F: Fn(T::Native, T::Native) -> T::Native + Copy,
{
    let values = array.values();
    let mut pieces = Vec::new();
    for PartRun { s, e, lo, hi } in part_runs::<_, 8>(array, a, b) {
        if lo == s && hi == e {
            let run = vectorised(Lanes(&values[s..e], pick));
            match pieces.last_mut() {
                Some(Piece::Whole(w)) => *w = pick(*w, run),
                _ => pieces.push(Piece::Whole(run)),
            }
            continue;
        }
        // Whole eights from `lo` (a multiple of 8 past `s`), then the
        // remainder when the run ends here.
        let eights = lo + (hi - lo) / 8 * 8;
        let lanes = (eights > lo).then(|| vectorised(LaneAcc(&values[lo..eights], pick)));
        let rest = values[eights..hi].iter().copied().reduce(pick);
        pieces.push(Piece::Part {
            s,
            lanes,
            rest,
            last: hi == e,
        });
    }
    pieces
}

/// The eight lanes of a run of whole eights (at least one), each starting
/// from its value in the first eight.
struct LaneAcc<'a, N, F>(&'a [N], F);

impl<N: Copy, F: Fn(N, N) -> N + Copy> Hot for LaneAcc<'_, N, F> {
    type Out = [N; 8];
    #[inline(always)]
    fn run(self) -> [N; 8] {
        let pick = self.1;
        let mut eights = self.0.chunks_exact(8);
        let mut acc: [N; 8] = std::array::from_fn(|k| self.0[k]);
        eights.next();
        for eight in eights {
            for (a, &v) in acc.iter_mut().zip(eight) {
                *a = pick(*a, v);
            }
        }
        acc
    }
}

/// `pick` over a non-empty run, in eight lanes.
#[inline(always)]
fn lanes<N: Copy, F: Fn(N, N) -> N + Copy>(run: &[N], pick: F) -> N {
    let mut acc = [run[0]; 8];
    let mut eights = run.chunks_exact(8);
    for eight in &mut eights {
        for (a, &v) in acc.iter_mut().zip(eight) {
            *a = pick(*a, v);
        }
    }
    let folded = acc.into_iter().fold(run[0], pick);
    eights.remainder().iter().fold(folded, |a, &v| pick(a, v))
}

#[cfg(test)]
mod tests {
    use std::sync::Arc;

    use super::*;
    use arrow_array::types::Int64Type;
    use arrow_array::{Float64Array, Int64Array};
    use arrow_buffer::NullBuffer;

    #[test]
    fn pairwise_merges_blocks_as_a_tree() {
        // 61 blocks of 16 and 5 more: the AVX2 tiles, the four-at-a-time
        // path and the remainder must give the sum of one block at a time.
        let n = 61 * 16 + 5;
        let values: Vec<f64> = (0..n).map(|i| 0.1 * i as f64 + 1e-9).collect();
        let chunks: Vec<ArrayRef> = vec![Arc::new(arrow_array::Float64Array::from(values.clone()))];
        assert_eq!(
            pairwise_sum::<arrow_array::types::Float64Type>(&chunks).unwrap(),
            (one_block_at_a_time(values.iter().copied()), n)
        );
        // int64 beyond 2^53: every value is rounded as C's conversion does.
        let ints: Vec<i64> = (0..n as i64)
            .map(|i| i.wrapping_mul(0x0123_4567_89ab_cdef) ^ (i << 40))
            .collect();
        let chunks: Vec<ArrayRef> = vec![Arc::new(Int64Array::from(ints.clone()))];
        assert_eq!(
            pairwise_sum::<Int64Type>(&chunks).unwrap(),
            (one_block_at_a_time(ints.iter().map(|&v| v as f64)), n)
        );
    }

    /// Arrow C++'s order with nulls: each run of valid values in blocks
    /// of 16 from its start, each block added in order from 0.0, all the
    /// chunk's blocks in one tree.
    fn per_run(values: &[f64], valid: &[bool]) -> f64 {
        let mut tree = Pairwise::new();
        let mut i = 0;
        while i < values.len() {
            let start = i;
            while i < values.len() && valid[i] {
                i += 1;
            }
            tree.add_blocks(&values[start..i]);
            i += usize::from(i == start);
        }
        tree.total()
    }

    #[test]
    fn gathered_blocks_sum_as_each_run_alone() {
        // Null rates from none to most, runs from one value to past a
        // tile, values that round, signed zeros, NaN and infinities, and
        // slices (an offset bitmap): the gathered blocks of the short runs
        // and the long runs in place must give the per-run sum bit for bit.
        let mut x = 0x2545_f491_4f6c_dd1du64;
        let mut next = move || {
            x ^= x << 13;
            x ^= x >> 7;
            x ^= x << 17;
            x
        };
        for (case, null_per_mille) in [0u64, 3, 50, 100, 300, 700, 990].into_iter().enumerate() {
            let n = 3000 + case * 517;
            let valid: Vec<bool> = (0..n)
                .map(|i| match case {
                    // Long runs broken by a few nulls.
                    0 => i % 400 != 399,
                    _ => next() % 1000 >= null_per_mille,
                })
                .collect();
            let mut floats: Vec<f64> = (0..n).map(|_| (next() >> 11) as f64 * 1e-9 - 4e6).collect();
            floats[7] = -0.0;
            floats[n / 2] = f64::NAN;
            floats[n / 3] = f64::INFINITY;
            let zeros = vec![-0.0; n];
            let ints: Vec<i64> = (0..n).map(|_| next() as i64 >> (next() % 64)).collect();
            for offset in [0, 1, 5, 64] {
                let v = &valid[offset..];
                let count = v.iter().filter(|&&ok| ok).count();
                let with_nulls =
                    |array: &dyn Array| -> Vec<ArrayRef> { vec![array.slice(offset, n - offset)] };
                for values in [&floats, &zeros] {
                    // The values under the nulls are there too, to be
                    // left out.
                    let nulls = Some(NullBuffer::from(valid.clone()));
                    let array = Float64Array::new(values.clone().into(), nulls);
                    let got = pairwise_sum::<arrow_array::types::Float64Type>(&with_nulls(&array));
                    let (sum, counted) = got.unwrap();
                    let want = per_run(&values[offset..], v).to_bits();
                    assert_eq!(
                        (sum.to_bits(), counted),
                        (want, count),
                        "case {case} offset {offset}"
                    );
                }
                let array =
                    Int64Array::new(ints.clone().into(), Some(NullBuffer::from(valid.clone())));
                let as_f64: Vec<f64> = ints[offset..].iter().map(|&x| x as f64).collect();
                let got = pairwise_sum::<Int64Type>(&with_nulls(&array)).unwrap();
                let want = per_run(&as_f64, v);
                assert_eq!(
                    got.0.to_bits(),
                    want.to_bits(),
                    "ints case {case} offset {offset}"
                );
            }
        }
    }

    #[test]
    fn masked_min_max_answer_as_the_runs_do() {
        // The runs' answer: each run in lanes, the runs folded in order.
        fn by_runs(array: &Float64Array, pick: fn(f64, f64) -> f64) -> Option<u64> {
            valid_runs(array)
                .map(|(s, e)| lanes(&array.values()[s..e], pick))
                .reduce(pick)
                .map(f64::to_bits)
        }
        let mut x = 0x1234_5678_9abc_def1u64;
        for case in 0..40 {
            let n = 700 + case * 13;
            let mut values: Vec<Option<f64>> = (0..n)
                .map(|_| {
                    x ^= x << 13;
                    x ^= x >> 7;
                    x ^= x << 17;
                    (!x.is_multiple_of(10)).then_some((x >> 11) as f64 * 1e-6 - 1e3)
                })
                .collect();
            // Zeros of both signs as the extremes, NaN among the values,
            // and NaN alone: the answers a masked pass cannot settle.
            match case % 5 {
                1 => values.iter_mut().flatten().for_each(|v| *v = v.abs()),
                2 => values.iter_mut().flatten().for_each(|v| *v = -v.abs()),
                3 => values.iter_mut().flatten().for_each(|v| *v = f64::NAN),
                _ => {}
            }
            if case % 5 != 3 {
                for (i, v) in values.iter_mut().enumerate().filter(|(_, v)| v.is_some()) {
                    if i % 7 == 0 {
                        *v = Some(if i % 14 == 0 { -0.0 } else { 0.0 });
                    }
                    if i % 31 == 0 {
                        *v = Some(f64::NAN);
                    }
                }
            }
            // What lies under the nulls would be the answer if it counted.
            let valid: Vec<bool> = values.iter().map(Option::is_some).collect();
            let under = [-1e300, 1e300, f64::NAN];
            let raw = values
                .iter()
                .enumerate()
                .map(|(i, v)| v.unwrap_or(under[i % 3]));
            let array = Float64Array::new(raw.collect(), Some(NullBuffer::from(valid)));
            let array = &array.slice(case % 9, n - case % 9);
            let settled = |m: f64| !m.is_nan() && m != 0.0;
            for pick in [f64::min, f64::max] {
                let got = fold_valid(array, pick, f64::NAN, settled).unwrap();
                assert_eq!(got.map(f64::to_bits), by_runs(array, pick), "case {case}");
            }
        }
        // Integers: any order is the same answer.
        let ints = Int64Array::from_iter(
            (0..5000i64).map(|i| (i % 9 != 4).then_some((i * 7919) % 10007 - 5000)),
        );
        let want_min = ints.iter().flatten().min();
        assert_eq!(
            fold_valid(&ints, Ord::min, i64::MAX, |_| true).unwrap(),
            want_min
        );
        let want_max = ints.iter().flatten().max();
        assert_eq!(
            fold_valid(&ints, Ord::max, i64::MIN, |_| true).unwrap(),
            want_max
        );
    }

    #[test]
    fn parts_take_the_blocks_that_start_in_them() {
        // Split at every kind of place (inside a run, at a block edge of
        // one, on a null, at word edges), the parts' blocks, one after the
        // other, are the whole column's, each summed as one thread does;
        // runs from one row to several words (whose blocks are carried from
        // word to word), bitmaps at an offset and slices of them.
        let mut x = 0x5851_f42d_4c95_7f2du64;
        for case in 0..80 {
            let (len, offset) = (2000 + case * 37, case % 7);
            let valid: Vec<bool> = (0..len)
                .map(|i| {
                    x ^= x << 13;
                    x ^= x >> 7;
                    x ^= x << 17;
                    match case % 4 {
                        0 => !x.is_multiple_of(10),
                        1 => i % (17 + case) != 0,
                        2 => !x.is_multiple_of(3),
                        _ => !x.is_multiple_of(150),
                    }
                })
                .collect();
            let values: Vec<f64> = (0..len).map(|i| (i as f64).sqrt() * 1e3 + 0.1).collect();
            // A slice from `offset` that leaves out the last rows, whose
            // bits the blocks at its end must not read.
            let n = len - offset - case % 5 * 7;
            let nulls = NullBuffer::from(valid.clone()).slice(offset, n);
            let (valid, values) = (&valid[offset..offset + n], &values[offset..offset + n]);
            let whole = |rows: (usize, usize)| {
                let mut sums = Vec::new();
                let first = run_start(&nulls, rows.0);
                Leaves::valid_blocks::<arrow_array::types::Float64Type, _>(
                    values, &nulls, rows, first, &mut sums,
                );
                // The finder built for the CPU's bit instructions, and for
                // baseline x86-64.
                let mut portable = Vec::new();
                Leaves::find_blocks::<arrow_array::types::Float64Type, _>(
                    values,
                    &nulls,
                    rows,
                    first,
                    &mut portable,
                );
                assert_eq!(sums, portable, "{rows:?}");
                let count = Leaves::count_with(&nulls, rows, first);
                assert_eq!(
                    (Leaves::count_blocks(&nulls, rows, first), count),
                    (count, sums.len())
                );
                sums
            };
            let all = whole((0, n));
            // One thread's blocks: each run in blocks of 16 from its start.
            let mut want = Vec::new();
            let mut i = 0;
            while i < n {
                let start = i;
                while i < n && valid[i] {
                    i += 1;
                }
                for block in values[start..i].chunks(BLOCK) {
                    want.push(block.iter().fold(0.0, |s, &v| s + v));
                }
                i += usize::from(i == start);
            }
            assert_eq!(all, want, "case {case}");
            for cuts in [
                vec![n / 2],
                vec![17, 64, 127, 128, 129, 1000],
                vec![n / 3, n / 3 + 16, n - 1],
                (100..140).chain([n / 2 + 63, n / 2 + 127]).collect(),
            ] {
                let mut bounds = vec![0];
                bounds.extend(cuts);
                bounds.push(n);
                let parts: Vec<f64> = bounds
                    .windows(2)
                    .flat_map(|w| whole((w[0], w[1])))
                    .collect();
                assert_eq!(parts, all, "case {case} split at {bounds:?}");
                // Counted first, then summed into their subtrees, the parts
                // give the one-thread tree's sum.
                let (mut at, mut tree) = (0, Pairwise::new());
                for w in bounds.windows(2) {
                    let first = run_start(&nulls, w[0]);
                    let count = Leaves::count_blocks(&nulls, (w[0], w[1]), first);
                    let mut part = Subtrees::new(at, count);
                    Leaves::valid_blocks::<arrow_array::types::Float64Type, _>(
                        values,
                        &nulls,
                        (w[0], w[1]),
                        first,
                        &mut part,
                    );
                    assert!(part.complete(), "case {case} split at {bounds:?}");
                    part.sums
                        .into_iter()
                        .for_each(|(level, sum)| tree.add_at(level, sum));
                    at += count;
                }
                assert_eq!(at, all.len(), "case {case} split at {bounds:?}");
                let mut one = Pairwise::new();
                all.iter().for_each(|&sum| one.add(sum));
                assert_eq!(tree.total().to_bits(), one.total().to_bits(), "case {case}");
            }
        }
    }

    /// Arrow C++'s order: each block of 16 in order, then the tree.
    fn one_block_at_a_time(values: impl Iterator<Item = f64>) -> f64 {
        let values: Vec<f64> = values.collect();
        let mut tree = Pairwise::new();
        tree.add_blocks(&values);
        tree.total()
    }
}
