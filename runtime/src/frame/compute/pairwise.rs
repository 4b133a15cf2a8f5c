//! Arrow C++'s pairwise summation of int64 and float64 (every float64
//! `sum` and the `mean` of both) with AVX2, bit for bit the sums of the
//! scalar loop in `reduce::pairwise_run`.
//!
//! Why a kernel of its own: each block of 16 values must be added in order
//! (that order is what makes the bits Arrow C++'s), so a block is a chain
//! of dependent adds, and x86-64 has no vector conversion of int64 to
//! double before AVX-512: the scalar loop pays one `cvtsi2sd` per value
//! and the latency of the chains (`perf`: `mean` of int64 at 1.2x Arrow
//! C++'s). Here a vector lane is a block: four blocks are loaded four
//! values at a time, converted four at a time ([`load_i64`]), transposed
//! so that vector `j` holds value `j` of each block, and added in order,
//! eight blocks (two vectors of chains) side by side. The blocks of short
//! runs of valid values (between nulls) are found by `finder` and
//! gathered ([`Leaves`]) and summed the same way, eight at a time.

use crate::frame::elem::Num;
use crate::simd::{Level, level};

/// Values per leaf of Arrow C++'s pairwise summation.
pub(super) const BLOCK: usize = 16;

/// The partial sums of Arrow C++'s pairwise summation: one per tree level,
/// a bit per level telling whether it holds a pending left half.
pub(super) struct Pairwise {
    sums: [f64; 64],
    pending: u64,
    root: usize,
}

impl Pairwise {
    pub(super) fn new() -> Pairwise {
        Pairwise {
            sums: [0.0; 64],
            pending: 0,
            root: 0,
        }
    }

    /// Whether the next block starts a complete subtree of `1 << level`
    /// blocks (no pending sum below `level`), whose sum may then be added
    /// at once with [`Pairwise::add_at`].
    #[inline(always)]
    pub(super) fn aligned(&self, level: usize) -> bool {
        self.pending & ((1 << level) - 1) == 0
    }

    /// Adds the sum of a complete subtree of `1 << level` blocks, merged as
    /// [`Blocks::add`] would have merged them, at `level`; only when
    /// [`Pairwise::aligned`].
    #[inline(always)]
    pub(super) fn add_at(&mut self, mut level: usize, sum: f64) {
        self.sums[level] += sum;
        self.pending ^= 1 << level;
        while self.pending & (1 << level) == 0 {
            let carried = std::mem::take(&mut self.sums[level]);
            level += 1;
            self.sums[level] += carried;
            self.pending ^= 1 << level;
        }
        self.root = self.root.max(level);
    }

    /// Adds `values` block by block, each block summed in order (the
    /// reference order the tests hold the fast paths to; a last partial
    /// block counts as one).
    #[cfg(test)]
    pub(super) fn add_blocks(&mut self, values: &[f64]) {
        for block in values.chunks(BLOCK) {
            self.add(block.iter().fold(0.0, |s, &v| s + v));
        }
    }

    /// The sum: the pending partial sums merged from the bottom up.
    pub(super) fn total(mut self) -> f64 {
        for level in 1..=self.root {
            self.sums[level] += self.sums[level - 1];
        }
        self.sums[self.root]
    }
}

/// Where the block sums of a run go: the tree itself, the complete
/// subtrees of a part of a split ([`Subtrees`]), or (in tests) a list of
/// them in order ([`Vec`]: never aligned, so it only ever gets single
/// blocks).
pub(super) trait Blocks {
    /// Whether a complete subtree of `1 << level` blocks may be added at
    /// once ([`Pairwise::aligned`]).
    fn aligned(&self, level: usize) -> bool;
    /// Adds the sum of a complete subtree of `1 << level` blocks (one
    /// block at level 0).
    fn add_at(&mut self, level: usize, sum: f64);
    /// Adds one block's sum.
    #[inline(always)]
    fn add(&mut self, block: f64) {
        self.add_at(0, block);
    }
    /// How many blocks are to come before the next complete subtree of
    /// `1 << level` blocks could start (0 when it could now, and when it
    /// never could), so that a caller's batches of that many blocks fall
    /// on the tree's boundaries.
    fn blocks_to(&self, level: usize) -> usize;
}

impl Blocks for Pairwise {
    #[inline(always)]
    fn aligned(&self, level: usize) -> bool {
        Pairwise::aligned(self, level)
    }
    #[inline(always)]
    fn add_at(&mut self, level: usize, sum: f64) {
        Pairwise::add_at(self, level, sum);
    }
    #[inline(always)]
    fn blocks_to(&self, level: usize) -> usize {
        // The pending bits are the count of blocks added, in binary.
        let below = (1 << level) - 1;
        (below + 1 - (self.pending as usize & below)) & below
    }
}

/// A list of block sums, for tests that compare blocks.
#[cfg(test)]
impl Blocks for Vec<f64> {
    #[inline(always)]
    fn aligned(&self, _: usize) -> bool {
        false
    }
    #[inline(always)]
    fn add_at(&mut self, level: usize, sum: f64) {
        debug_assert_eq!(level, 0);
        self.push(sum);
    }
    fn blocks_to(&self, _: usize) -> usize {
        0
    }
}

/// The blocks of one part of a split summed into the complete subtrees of
/// the chunk's tree that they fall into ([`subtree_levels`]), the part's
/// first block being block `at` of the chunk's sequence: each subtree in
/// a tree of its own, which merges its blocks exactly as the chunk's tree
/// would, its sum then added at its level ([`Pairwise::add_at`]).
pub(super) struct Subtrees {
    levels: Vec<usize>,
    next: usize,
    /// The chunk's index of the next block.
    block: usize,
    /// The subtree being summed: its level and its tree.
    open: Option<(usize, Pairwise)>,
    /// The complete subtrees, in order, each with its level.
    pub(super) sums: Vec<(usize, f64)>,
}

impl Subtrees {
    /// The subtrees of blocks `at..at + count`.
    pub(super) fn new(at: usize, count: usize) -> Subtrees {
        Subtrees {
            levels: subtree_levels(at, count),
            next: 0,
            block: at,
            open: None,
            sums: Vec::new(),
        }
    }

    /// Whether every block the part was made for has come.
    pub(super) fn complete(&self) -> bool {
        self.open.is_none() && self.next == self.levels.len()
    }
}

impl Blocks for Subtrees {
    #[inline(always)]
    fn aligned(&self, level: usize) -> bool {
        // An open subtree holds some of its blocks: aligned at `level`,
        // it holds a multiple of `1 << level` of them, so it is at least
        // that large and has room for that many more.
        match &self.open {
            Some((_, tree)) => tree.aligned(level),
            None => self
                .levels
                .get(self.next)
                .is_some_and(|&next| next >= level),
        }
    }

    #[inline(always)]
    fn add_at(&mut self, level: usize, sum: f64) {
        let (subtree, tree) = self.open.get_or_insert_with(|| {
            let subtree = self.levels.get(self.next).copied().unwrap_or(0);
            self.next += 1;
            (subtree, Pairwise::new())
        });
        tree.add_at(level, sum);
        self.block += 1 << level;
        // The pending bits count the blocks added: a single bit at the
        // subtree's level once it holds all of them.
        if tree.pending == 1 << *subtree
            && let Some((subtree, tree)) = self.open.take()
        {
            self.sums.push((subtree, tree.total()));
        }
    }

    #[inline(always)]
    fn blocks_to(&self, level: usize) -> usize {
        let below = (1 << level) - 1;
        (below + 1 - (self.block & below)) & below
    }
}

/// The levels of the complete subtrees of the pairwise tree that blocks
/// `at..at + count` of a sequence fall into, in order: each the largest
/// run of `1 << level` blocks starting at a multiple of `1 << level` that
/// fits in what is left.
pub(super) fn subtree_levels(mut at: usize, count: usize) -> Vec<usize> {
    let end = at + count;
    let mut levels = Vec::new();
    while at < end {
        let mut level = if at == 0 {
            usize::BITS as usize - 1
        } else {
            at.trailing_zeros() as usize
        };
        while (1usize << level) > end - at {
            level -= 1;
        }
        levels.push(level);
        at += 1 << level;
    }
    levels
}

/// Blocks per tile: two vectors of four chains.
const TILE_BLOCKS: usize = 8;
/// Values per tile.
const TILE: usize = TILE_BLOCKS * BLOCK;
/// The tree level of a tile's sum (`1 << TILE_LEVEL == TILE_BLOCKS`).
pub(super) const TILE_LEVEL: usize = 3;

/// Adds the whole tiles at the start of `values` to `tree`, block by block
/// in order, when the element type is int64 or float64 and the level in
/// force ([`level`], at most the kernel's widest below) has a kernel for
/// them; returns how many values that took (0 otherwise: the caller sums
/// them all). What is left starts at a block boundary, so the caller's
/// blocks continue the same sequence.
#[inline]
pub(super) fn tiles<N: 'static, B: Blocks>(values: &[N], tree: &mut B) -> usize {
    let widest = widest::<N>(WIDEST_INT_TILES, WIDEST_FLOAT_TILES);
    tiles_at(level().min(widest), values, tree)
}

// The widest level each hand-written kernel runs at in a call: AVX-512
// only where it was measured faster than AVX2 (`tiles_at` and
// `gathered_at` still run every level the CPU has, in the tests). On the
// one AVX-512 CPU measured, an AMD EPYC of family 26 (Zen 5), at one
// thread on 10M values: the float64 tiles took 2.21 ms at AVX-512 against
// 2.35 at AVX2, the int64 tiles (a mean) 3.15 against 2.34; the blocks of
// runs between nulls 6.40 against 5.14 for float64, and 6.34 against 6.64
// for int64 (docs/BENCHMARKS.md, "AVX-512 on a real CPU"). Other AVX-512
// CPUs (Intel's) may differ: measure there before changing a level here.

/// The widest level of the float64 tile kernel.
const WIDEST_FLOAT_TILES: Level = Level::Avx512;
/// The widest level of the int64 tile kernel.
const WIDEST_INT_TILES: Level = Level::Avx2;
/// The widest level of the float64 gathered-blocks kernel.
const WIDEST_FLOAT_BLOCKS: Level = Level::Avx2;
/// The widest level of the int64 gathered-blocks kernel.
const WIDEST_INT_BLOCKS: Level = Level::Avx512;

/// A kernel's widest level for elements `N`: `int` for int64, `float`
/// otherwise (float64; other types have no vector kernel).
fn widest<N: 'static>(int: Level, float: Level) -> Level {
    if std::any::TypeId::of::<N>() == std::any::TypeId::of::<i64>() {
        int
    } else {
        float
    }
}

/// [`tiles`] at `at`, which must be at most [`crate::simd::detected`].
#[inline]
pub(super) fn tiles_at<N: 'static, B: Blocks>(at: Level, values: &[N], tree: &mut B) -> usize {
    #[cfg(target_arch = "x86_64")]
    if values.len() >= TILE {
        if let Some(ints) = same::<N, i64>(values) {
            match at {
                // SAFETY: `at <= detected()`: the CPU has AVX-512 F and DQ.
                Level::Avx512 => return unsafe { x512::tiles_i64(ints, tree) },
                // SAFETY: `at <= detected()`: the CPU has AVX2.
                Level::Avx2 => return unsafe { x86::tiles_i64(ints, tree) },
                Level::Scalar => {}
            }
        }
        if let Some(floats) = same::<N, f64>(values) {
            match at {
                // SAFETY: `at <= detected()`: the CPU has AVX-512 F and DQ.
                Level::Avx512 => return unsafe { x512::tiles_f64(floats, tree) },
                // SAFETY: `at <= detected()`: the CPU has AVX2.
                Level::Avx2 => return unsafe { x86::tiles_f64(floats, tree) },
                Level::Scalar => {}
            }
        }
    }
    let _ = (at, values, tree);
    0
}

/// Leaves gathered before they are summed.
pub(super) const LEAVES: usize = 64;

/// The blocks of short runs of valid values, gathered to be summed several
/// at a time: between nulls (a run of nine values at 10% nulls) a run is
/// one partial block, too short for a kernel call of its own. Each block
/// is summed as its own chain from 0.0, so gathering changes no sum; the
/// sums go to the tree in the order the blocks were pushed.
pub(super) struct Leaves {
    pub(super) starts: [usize; LEAVES],
    pub(super) lens: [usize; LEAVES],
}

impl Leaves {
    pub(super) fn new() -> Leaves {
        Leaves {
            starts: [0; LEAVES],
            lens: [0; LEAVES],
        }
    }

    /// Sums the first `n` gathered blocks into `tree`, in order: int64 and
    /// float64 eight blocks at a time by the AVX2 kernel where the CPU has
    /// it (each block's chain in a lane of its own), the rest one block at
    /// a time.
    pub(super) fn flush<T: Num, B: Blocks>(&self, n: usize, values: &[T::Native], tree: &mut B) {
        let (starts, lens) = (&self.starts[..n], &self.lens[..n]);
        let mut sums = [0.0f64; LEAVES];
        let done = gathered::<T::Native>(values, starts, lens, &mut sums);
        for k in done..n {
            let block = &values[starts[k]..starts[k] + lens[k]];
            sums[k] = block.iter().fold(0.0, |s, &v| s + T::to_f64(v));
        }
        if n == LEAVES && tree.aligned(LEAVES_LEVEL) {
            tree.add_at(LEAVES_LEVEL, merge_pairs(&mut sums));
        } else {
            sums[..n].iter().for_each(|&s| tree.add(s));
        }
    }
}

/// The tree level of a full batch of leaves (`1 << LEAVES_LEVEL ==
/// LEAVES`).
pub(super) const LEAVES_LEVEL: usize = 6;

/// The sum of the complete subtree of `pairs` (a power of two, at most
/// [`LEAVES`], of block sums), merged where they are as the tree merges
/// them: pairs, then pairs of pairs, without the tree's per-block carries
/// (a branch the CPU mispredicts about once a block). (The tree adds a
/// level's left sum to the 0.0 it restarts at; no block sum is -0.0, as
/// each starts at 0.0, so that changes nothing.)
#[inline(always)]
fn merge_pairs(pairs: &mut [f64]) -> f64 {
    let mut len = pairs.len();
    while len > 1 {
        len /= 2;
        for i in 0..len {
            pairs[i] = pairs[2 * i] + pairs[2 * i + 1];
        }
    }
    pairs[0]
}

/// Adds a tile's eight block sums to `tree` as the blocks would have
/// been: merged at once as the complete subtree they are when the tree is
/// at a tile boundary, else one by one.
#[cfg(target_arch = "x86_64")]
#[inline(always)]
fn add_tile<B: Blocks>(tree: &mut B, mut sums: [f64; TILE_BLOCKS]) {
    if tree.aligned(TILE_LEVEL) {
        tree.add_at(TILE_LEVEL, merge_pairs(&mut sums));
    } else {
        sums.into_iter().for_each(|s| tree.add(s));
    }
}

/// The sums of the leading blocks (`starts`, `lens`) into `sums` by the
/// vector kernel of the level in force ([`level`], at most the kernel's
/// widest), when the element type is int64 or float64 and the level has
/// one; returns how many it summed (0 otherwise).
#[inline]
fn gathered<N: 'static>(values: &[N], starts: &[usize], lens: &[usize], sums: &mut [f64]) -> usize {
    let widest = widest::<N>(WIDEST_INT_BLOCKS, WIDEST_FLOAT_BLOCKS);
    gathered_at(level().min(widest), values, starts, lens, sums)
}

/// [`gathered`] at `at`, which must be at most [`crate::simd::detected`].
#[inline]
fn gathered_at<N: 'static>(
    at: Level,
    values: &[N],
    starts: &[usize],
    lens: &[usize],
    sums: &mut [f64],
) -> usize {
    #[cfg(target_arch = "x86_64")]
    {
        if let Some(ints) = same::<N, i64>(values) {
            match at {
                // SAFETY: `at <= detected()`: the CPU has AVX-512 F and DQ.
                Level::Avx512 => return unsafe { x512::gathered_i64(ints, starts, lens, sums) },
                // SAFETY: `at <= detected()`: the CPU has AVX2.
                Level::Avx2 => return unsafe { x86::gathered_i64(ints, starts, lens, sums) },
                Level::Scalar => {}
            }
        }
        if let Some(floats) = same::<N, f64>(values) {
            match at {
                // SAFETY: `at <= detected()`: the CPU has AVX-512 F and DQ.
                Level::Avx512 => return unsafe { x512::gathered_f64(floats, starts, lens, sums) },
                // SAFETY: `at <= detected()`: the CPU has AVX2.
                Level::Avx2 => return unsafe { x86::gathered_f64(floats, starts, lens, sums) },
                Level::Scalar => {}
            }
        }
    }
    let _ = (at, values, starts, lens, sums);
    0
}

/// `values` as a slice of `M` when `N` is `M`.
fn same<N: 'static, M: 'static>(values: &[N]) -> Option<&[M]> {
    (std::any::TypeId::of::<N>() == std::any::TypeId::of::<M>()).then(|| {
        // SAFETY: `N` and `M` are the same type.
        unsafe { std::slice::from_raw_parts(values.as_ptr().cast::<M>(), values.len()) }
    })
}

#[cfg(target_arch = "x86_64")]
mod x86 {
    use std::arch::x86_64::*;

    use super::{BLOCK, Blocks, TILE, TILE_BLOCKS, add_tile};

    /// Four int64 at `p` as the nearest doubles, exactly what `as f64`
    /// gives (ties to even). Each 32-bit half is placed in the mantissa of
    /// a double of known exponent: `high = 2^84 + (hi + 2^31) * 2^32`
    /// (the signed half biased into 0..2^32), `low = 2^52 + lo`. Taking
    /// `2^84 + 2^63 + 2^52` off `high` is exact (the difference is a
    /// multiple of 2^32 below 2^64 in magnitude), so the final addition,
    /// of `hi * 2^32 - 2^52` and `2^52 + lo`, rounds the exact value once.
    ///
    /// # Safety
    /// AVX2; `p` readable for four values.
    #[inline]
    #[target_feature(enable = "avx2")]
    pub(super) unsafe fn load_i64(p: *const i64) -> __m256d {
        // SAFETY: caller contract.
        let x = unsafe { _mm256_loadu_si256(p.cast()) };
        let hi = _mm256_xor_si256(_mm256_srli_epi64::<32>(x), _mm256_set1_epi64x(0x8000_0000));
        let high = _mm256_or_si256(hi, _mm256_set1_epi64x(0x4530_0000_0000_0000));
        // The low 32 bits of `x` under the exponent of 2^52 (whose low
        // 32 bits are zero).
        let low = _mm256_blend_epi32::<0b1010_1010>(x, _mm256_set1_epi64x(0x4330_0000_0000_0000));
        let offset = _mm256_set1_pd(f64::from_bits(0x4530_0000_8010_0000));
        let high = _mm256_sub_pd(_mm256_castsi256_pd(high), offset);
        _mm256_add_pd(high, _mm256_castsi256_pd(low))
    }

    /// Four float64 at `p`.
    ///
    /// # Safety
    /// AVX2; `p` readable for four values.
    #[inline]
    #[target_feature(enable = "avx2")]
    unsafe fn load_f64(p: *const f64) -> __m256d {
        // SAFETY: caller contract.
        unsafe { _mm256_loadu_pd(p) }
    }

    /// Values `j..j + 4` of the four blocks at `p` (block `k` at
    /// `p + k * BLOCK`), transposed: vector `i` holds value `j + i` of
    /// blocks 0, 1, 2, 3 in its lanes 0, 1, 2, 3.
    #[inline]
    #[target_feature(enable = "avx2")]
    fn transpose(r: [__m256d; 4]) -> [__m256d; 4] {
        let t0 = _mm256_unpacklo_pd(r[0], r[1]); // a0 b0 a2 b2
        let t1 = _mm256_unpackhi_pd(r[0], r[1]); // a1 b1 a3 b3
        let t2 = _mm256_unpacklo_pd(r[2], r[3]); // c0 d0 c2 d2
        let t3 = _mm256_unpackhi_pd(r[2], r[3]); // c1 d1 c3 d3
        [
            _mm256_permute2f128_pd::<0x20>(t0, t2), // a0 b0 c0 d0
            _mm256_permute2f128_pd::<0x20>(t1, t3), // a1 b1 c1 d1
            _mm256_permute2f128_pd::<0x31>(t0, t2), // a2 b2 c2 d2
            _mm256_permute2f128_pd::<0x31>(t1, t3), // a3 b3 c3 d3
        ]
    }

    macro_rules! tiles {
        ($name:ident, $t:ty, $load:ident) => {
            /// [`super::tiles`] at one element type.
            ///
            /// # Safety
            /// AVX2.
            #[target_feature(enable = "avx2")]
            pub(super) unsafe fn $name<B: Blocks>(values: &[$t], tree: &mut B) -> usize {
                let mut tiles = values.chunks_exact(TILE);
                for tile in &mut tiles {
                    let p = tile.as_ptr();
                    // Lane k of `lo` is block k, of `hi` block 4 + k; each
                    // starts at 0.0 and adds its values in order.
                    let (mut lo, mut hi) = (_mm256_setzero_pd(), _mm256_setzero_pd());
                    for j in (0..BLOCK).step_by(4) {
                        // SAFETY: `k * BLOCK + j + 4 <= TILE` values of
                        // the tile.
                        let (a, b) = unsafe {
                            let row = |k: usize| $load(p.add(k * BLOCK + j));
                            (
                                transpose([row(0), row(1), row(2), row(3)]),
                                transpose([row(4), row(5), row(6), row(7)]),
                            )
                        };
                        for i in 0..4 {
                            lo = _mm256_add_pd(lo, a[i]);
                            hi = _mm256_add_pd(hi, b[i]);
                        }
                    }
                    let mut sums = [0.0f64; TILE_BLOCKS];
                    // SAFETY: eight doubles of room.
                    unsafe {
                        _mm256_storeu_pd(sums.as_mut_ptr(), lo);
                        _mm256_storeu_pd(sums.as_mut_ptr().add(4), hi);
                    }
                    add_tile(tree, sums);
                }
                values.len() - tiles.remainder().len()
            }
        };
    }
    tiles!(tiles_i64, i64, load_i64);
    tiles!(tiles_f64, f64, load_f64);

    macro_rules! gathered {
        ($name:ident, $t:ty, $load:ident) => {
            /// [`super::gathered`] at one element type: eight blocks at a
            /// time, four per vector, a lane per block, each starting at
            /// 0.0 and adding its values in order. A block shorter than
            /// 16 adds -0.0 for the values it lacks,
            /// which leaves every sum as it is (x + -0.0 is x, for -0.0,
            /// NaN and the infinities too); the values read past a block's
            /// end (the nulls and blocks that follow it) are never added.
            /// Stops before a group whose reads would pass the end of
            /// `values` (16 from its last start).
            ///
            /// # Safety
            /// AVX2.
            #[target_feature(enable = "avx2")]
            pub(super) unsafe fn $name(
                values: &[$t],
                starts: &[usize],
                lens: &[usize],
                sums: &mut [f64],
            ) -> usize {
                let p = values.as_ptr();
                let absent = _mm256_set1_pd(-0.0);
                let mut k = 0;
                while k + 8 <= starts.len() && starts[k + 7] + BLOCK <= values.len() {
                    let s = &starts[k..k + 8];
                    // SAFETY: eight lengths (usize is 64 bits here).
                    let (lo_lens, hi_lens) = unsafe {
                        let l = lens[k..k + 8].as_ptr().cast::<__m256i>();
                        (_mm256_loadu_si256(l), _mm256_loadu_si256(l.add(1)))
                    };
                    let (mut lo, mut hi) = (_mm256_setzero_pd(), _mm256_setzero_pd());
                    // All 16 places of every block: the longest of eight
                    // short blocks is most often 16 long anyway.
                    for j in (0..BLOCK).step_by(4) {
                        // SAFETY: `s[b] + j + 4 <= s[b] + BLOCK <= len`
                        // (starts increase, so the last is the largest).
                        let (a, c) = unsafe {
                            (
                                transpose([
                                    $load(p.add(s[0] + j)),
                                    $load(p.add(s[1] + j)),
                                    $load(p.add(s[2] + j)),
                                    $load(p.add(s[3] + j)),
                                ]),
                                transpose([
                                    $load(p.add(s[4] + j)),
                                    $load(p.add(s[5] + j)),
                                    $load(p.add(s[6] + j)),
                                    $load(p.add(s[7] + j)),
                                ]),
                            )
                        };
                        for i in 0..4 {
                            let at = _mm256_set1_epi64x((j + i) as i64);
                            let lo_in = _mm256_castsi256_pd(_mm256_cmpgt_epi64(lo_lens, at));
                            let hi_in = _mm256_castsi256_pd(_mm256_cmpgt_epi64(hi_lens, at));
                            lo = _mm256_add_pd(lo, _mm256_blendv_pd(absent, a[i], lo_in));
                            hi = _mm256_add_pd(hi, _mm256_blendv_pd(absent, c[i], hi_in));
                        }
                    }
                    // SAFETY: `k + 8 <= starts.len() <= sums.len()`.
                    unsafe {
                        _mm256_storeu_pd(sums.as_mut_ptr().add(k), lo);
                        _mm256_storeu_pd(sums.as_mut_ptr().add(k + 4), hi);
                    }
                    k += 8;
                }
                k
            }
        };
    }
    gathered!(gathered_i64, i64, load_i64);
    gathered!(gathered_f64, f64, load_f64);
}

/// The AVX-512 kernels: a lane per block, eight blocks in a vector, so a
/// tile is one vector of chains. Eight values of each of eight blocks are
/// loaded (masked loads for the gathered blocks of short runs, which then
/// read nothing past a block's end), int64 converted to the nearest double
/// by `vcvtqq2pd` (AVX-512 DQ, exactly what `as f64` gives in the default
/// rounding mode), and transposed so that vector `i` holds value `i` of
/// every block. (Gathers would do without the transpose, but Bochs, the
/// emulator `make check-avx512` runs these on, faults on a gather whose
/// index is in zmm16-31, and on Skylake-SP eight loads and 24 shuffles
/// cost less than eight gathers.)
#[cfg(target_arch = "x86_64")]
mod x512 {
    use std::arch::x86_64::*;

    use super::{BLOCK, Blocks, TILE, TILE_BLOCKS, add_tile};

    /// Eight values at `p` as doubles, those of `mask` (0.0 for the rest,
    /// which are not read).
    ///
    /// # Safety
    /// AVX-512 F and DQ; `p + m` readable for every bit `m` of `mask`.
    #[inline]
    #[target_feature(enable = "avx512f,avx512dq")]
    unsafe fn load_i64(mask: __mmask8, p: *const i64) -> __m512d {
        // SAFETY: caller contract.
        _mm512_cvtepi64_pd(unsafe { _mm512_maskz_loadu_epi64(mask, p) })
    }

    /// [`load_i64`] of float64.
    ///
    /// # Safety
    /// AVX-512 F; `p + m` readable for every bit `m` of `mask`.
    #[inline]
    #[target_feature(enable = "avx512f")]
    unsafe fn load_f64(mask: __mmask8, p: *const f64) -> __m512d {
        // SAFETY: caller contract.
        unsafe { _mm512_maskz_loadu_pd(mask, p) }
    }

    /// Lanes of `a` (0..8) and `b` (8..16) picked by `idx`.
    #[inline]
    #[target_feature(enable = "avx512f")]
    fn pick(a: __m512d, b: __m512d, idx: [i64; 8]) -> __m512d {
        let [i0, i1, i2, i3, i4, i5, i6, i7] = idx;
        _mm512_permutex2var_pd(a, _mm512_setr_epi64(i0, i1, i2, i3, i4, i5, i6, i7), b)
    }

    /// The 8x8 transpose: `r[k]` holds values 0..8 of block `k`; vector
    /// `i` of the result holds value `i` of blocks 0..8 in lanes 0..8.
    #[inline]
    #[target_feature(enable = "avx512f")]
    fn transpose(r: [__m512d; 8]) -> [__m512d; 8] {
        // Pairs of blocks (2p, 2p + 1), interleaved: the even values
        // (0, 2, 4, 6 of both) and the odd ones.
        let even: [__m512d; 4] =
            std::array::from_fn(|p| pick(r[2 * p], r[2 * p + 1], [0, 8, 2, 10, 4, 12, 6, 14]));
        let odd: [__m512d; 4] =
            std::array::from_fn(|p| pick(r[2 * p], r[2 * p + 1], [1, 9, 3, 11, 5, 13, 7, 15]));
        // Fours of blocks (4q..4q + 4): `quad[q][m]` holds value m of
        // the four blocks in lanes 0..4, value m + 4 in lanes 4..8.
        let quad: [[__m512d; 4]; 2] = std::array::from_fn(|q| {
            let low = [0, 1, 8, 9, 4, 5, 12, 13];
            let high = [2, 3, 10, 11, 6, 7, 14, 15];
            [
                pick(even[2 * q], even[2 * q + 1], low),
                pick(odd[2 * q], odd[2 * q + 1], low),
                pick(even[2 * q], even[2 * q + 1], high),
                pick(odd[2 * q], odd[2 * q + 1], high),
            ]
        });
        std::array::from_fn(|i| {
            let (m, upper) = (i % 4, i >= 4);
            let idx = if upper {
                [4, 5, 6, 7, 12, 13, 14, 15]
            } else {
                [0, 1, 2, 3, 8, 9, 10, 11]
            };
            pick(quad[0][m], quad[1][m], idx)
        })
    }

    /// The eight lanes of `v`, in order.
    #[inline]
    #[target_feature(enable = "avx512f")]
    fn lanes(v: __m512d) -> [f64; TILE_BLOCKS] {
        let mut out = [0.0f64; TILE_BLOCKS];
        // SAFETY: eight doubles of room.
        unsafe { _mm512_storeu_pd(out.as_mut_ptr(), v) };
        out
    }

    macro_rules! tiles {
        ($name:ident, $t:ty, $load:ident) => {
            /// [`super::tiles`] at one element type.
            ///
            /// # Safety
            /// AVX-512 F, DQ.
            #[target_feature(enable = "avx512f,avx512dq")]
            pub(super) unsafe fn $name<B: Blocks>(values: &[$t], tree: &mut B) -> usize {
                let mut tiles = values.chunks_exact(TILE);
                for tile in &mut tiles {
                    let p = tile.as_ptr();
                    // Lane k is block k: it starts at 0.0 and adds its
                    // values in order.
                    let mut acc = _mm512_setzero_pd();
                    for j in (0..BLOCK).step_by(8) {
                        let rows = std::array::from_fn(|k| {
                            // SAFETY: `k * BLOCK + j + 8 <= TILE` values
                            // of the tile.
                            unsafe { $load(0xff, p.add(k * BLOCK + j)) }
                        });
                        for value in transpose(rows) {
                            acc = _mm512_add_pd(acc, value);
                        }
                    }
                    add_tile(tree, lanes(acc));
                }
                values.len() - tiles.remainder().len()
            }
        };
    }
    tiles!(tiles_i64, i64, load_i64);
    tiles!(tiles_f64, f64, load_f64);

    macro_rules! gathered {
        ($name:ident, $t:ty, $load:ident) => {
            /// [`super::gathered`] at one element type: eight blocks at a
            /// time, a lane per block, each starting at 0.0 and adding its
            /// values in order; a lane whose block has ended adds nothing
            /// (a masked add) and reads nothing (a masked load), so every
            /// group of eight is summed here.
            ///
            /// # Safety
            /// AVX-512 F, DQ; `starts[k] + lens[k] <= values.len()`,
            /// `lens[k] <= BLOCK`.
            #[target_feature(enable = "avx512f,avx512dq")]
            pub(super) unsafe fn $name(
                values: &[$t],
                starts: &[usize],
                lens: &[usize],
                sums: &mut [f64],
            ) -> usize {
                let p = values.as_ptr();
                let mut k = 0;
                while k + 8 <= starts.len() && k + 8 <= lens.len() && k + 8 <= sums.len() {
                    let (s, l) = (&starts[k..k + 8], &lens[k..k + 8]);
                    // SAFETY: eight usize (64 bits here).
                    let lens_v = unsafe { _mm512_loadu_si512(l.as_ptr().cast()) };
                    let mut acc = _mm512_setzero_pd();
                    for j in (0..BLOCK).step_by(8) {
                        if l.iter().all(|&len| len <= j) {
                            break;
                        }
                        // Block b's values j.. that it has, at most eight.
                        let rows = std::array::from_fn(|b| {
                            let have = l[b].saturating_sub(j).min(8);
                            let mask = ((1u32 << have) - 1) as __mmask8;
                            // SAFETY: a masked load reads `s[b] + j + m`
                            // only for `m < have`, where `j + m < l[b]`.
                            unsafe { $load(mask, p.wrapping_add(s[b] + j)) }
                        });
                        for (i, value) in transpose(rows).into_iter().enumerate() {
                            let live =
                                _mm512_cmpgt_epi64_mask(lens_v, _mm512_set1_epi64((j + i) as i64));
                            acc = _mm512_mask_add_pd(acc, live, acc, value);
                        }
                    }
                    sums[k..k + 8].copy_from_slice(&lanes(acc));
                    k += 8;
                }
                k
            }
        };
    }
    gathered!(gathered_i64, i64, load_i64);
    gathered!(gathered_f64, f64, load_f64);
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Int64 values whose conversions round (beyond 2^53, ties, both
    /// signs, the extremes), from a fixed xorshift sequence.
    fn hard_ints(n: usize) -> Vec<i64> {
        let mut x = 0x9e37_79b9_7f4a_7c15u64;
        let mut out = vec![i64::MIN, i64::MAX, -1, 0, 1];
        for shift in 0..63 {
            let p = 1i64 << shift;
            out.extend([
                p - 1,
                p,
                p + 1,
                -p - 1,
                -p,
                -p + 1,
                p | (p >> 11),
                -(p | (p >> 11)),
            ]);
        }
        while out.len() < n {
            x ^= x << 13;
            x ^= x >> 7;
            x ^= x << 17;
            out.push((x >> (x & 15)) as i64);
        }
        out
    }

    /// The levels this CPU can run, narrowest first.
    fn levels() -> Vec<Level> {
        Level::ALL
            .into_iter()
            .filter(|&l| l <= crate::simd::detected())
            .collect()
    }

    /// After `before` blocks of ones, `tiles_at` each level and then the
    /// scalar blocks for the rest give the scalar blocks' sum, bit for bit.
    fn check<N: 'static>(before: usize, values: &[N], as_f64: &[f64]) {
        let ones = vec![1.0; before * BLOCK];
        let mut all = Pairwise::new();
        all.add_blocks(&ones);
        all.add_blocks(as_f64);
        let want = all.total();
        for at in levels() {
            let mut tree = Pairwise::new();
            tree.add_blocks(&ones);
            let done = tiles_at(at, values, &mut tree);
            tree.add_blocks(&as_f64[done..]);
            assert_eq!(
                tree.total().to_bits(),
                want.to_bits(),
                "{before} blocks before, {at:?}"
            );
            if at > Level::Scalar {
                assert_eq!(done, values.len() / TILE * TILE, "{at:?}");
            }
        }
    }

    /// Blocks of every length from 1 to 16 at scattered starts (the last
    /// ones ending at the end of the values, where the AVX2 kernel stops
    /// and the AVX-512 one does not): every level's gathered sums are the
    /// scalar fold's, bit for bit.
    #[test]
    fn gathered_blocks_sum_as_the_scalar_fold_does() {
        let ints = hard_ints(4_000);
        let n = ints.len();
        let floats: Vec<f64> = ints.iter().map(|&v| v as f64 * 1e-9 - 0.5).collect();
        let mut odd = floats.clone();
        odd[100] = f64::NAN;
        odd[333] = -0.0;
        odd[2_000] = f64::NEG_INFINITY;
        let (mut starts, mut lens) = (Vec::new(), Vec::new());
        let mut s = 0;
        for k in 0usize.. {
            let len = 1 + (k * 7) % BLOCK;
            if s + len > n - 40 {
                break;
            }
            starts.push(s);
            lens.push(len);
            s += len + k % 3;
        }
        for k in 0..9 {
            starts.push(n - BLOCK + k);
            lens.push(BLOCK - k);
        }
        let want = |as_f64: &dyn Fn(usize) -> f64| -> Vec<u64> {
            let fold = |(&s, &l): (&usize, &usize)| (s..s + l).fold(0.0, |t, i| t + as_f64(i));
            starts
                .iter()
                .zip(&lens)
                .map(fold)
                .map(f64::to_bits)
                .collect()
        };
        let ints_want = want(&|i| ints[i] as f64);
        let floats_want = want(&|i| floats[i]);
        let odd_want = want(&|i| odd[i]);
        for at in levels() {
            let mut done = Vec::new();
            for (values, want) in [(&floats, &floats_want), (&odd, &odd_want)] {
                let mut sums = vec![0.0; starts.len()];
                done.push(gathered_at(at, values, &starts, &lens, &mut sums));
                for (k, &want) in want.iter().enumerate().take(done[done.len() - 1]) {
                    assert_eq!(sums[k].to_bits(), want, "block {k}, {at:?}");
                }
            }
            let mut sums = vec![0.0; starts.len()];
            done.push(gathered_at(at, &ints, &starts, &lens, &mut sums));
            for (k, &want) in ints_want.iter().enumerate().take(done[2]) {
                assert_eq!(sums[k].to_bits(), want, "int block {k}, {at:?}");
            }
            assert!(done.iter().all(|&d| d == done[0]));
            let done = done[0];
            match at {
                Level::Scalar => assert_eq!(done, 0),
                Level::Avx2 => assert!(done >= starts.len() - 16, "{done}"),
                Level::Avx512 => assert_eq!(done, starts.len() / 8 * 8),
            }
        }
    }

    #[cfg(target_arch = "x86_64")]
    #[test]
    fn int64_lanes_convert_as_c_does() {
        if crate::simd::detected() < Level::Avx2 {
            return;
        }
        let ints = hard_ints(400_000);
        for four in ints.chunks_exact(4) {
            let mut got = [0.0f64; 4];
            // SAFETY: AVX2 (checked); four values and four doubles of room.
            unsafe {
                let v = x86::load_i64(four.as_ptr());
                std::arch::x86_64::_mm256_storeu_pd(got.as_mut_ptr(), v);
            }
            for (g, &v) in got.iter().zip(four) {
                assert_eq!(g.to_bits(), (v as f64).to_bits(), "{v}");
            }
        }
    }

    #[test]
    fn tiles_sum_as_the_scalar_blocks_do() {
        let n = 7 * TILE + 3 * BLOCK;
        let ints = hard_ints(n);
        let as_f64: Vec<f64> = ints.iter().map(|&v| v as f64).collect();
        let floats: Vec<f64> = ints.iter().map(|&v| v as f64 * 1e-7 + 0.1).collect();
        // Negative zeros (every sum starts at 0.0, so none is -0.0), NaN
        // and infinities on their way through.
        let mut zeros = vec![-0.0; n];
        zeros[TILE + 5] = 0.0;
        let mut odd = floats.clone();
        odd[2 * TILE + 17] = f64::NAN;
        odd[4 * TILE + 100] = f64::INFINITY;
        for before in [0, 1, 3, 8, 13] {
            check(before, &ints, &as_f64);
            check(before, &floats, &floats);
            check(before, &zeros, &zeros);
            check(before, &odd, &odd);
        }
        // Other element types are left to the caller.
        assert_eq!(tiles(&vec![1i32; TILE], &mut Pairwise::new()), 0);
    }
}
