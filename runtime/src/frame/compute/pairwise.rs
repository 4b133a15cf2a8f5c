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
//! eight blocks (two vectors of chains) side by side.

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

    /// Adds one block's sum, merging completed pairs upwards.
    #[inline(always)]
    pub(super) fn add(&mut self, block: f64) {
        self.add_at(0, block);
    }

    /// Whether the next block starts a complete subtree of `1 << level`
    /// blocks (no pending sum below `level`), whose sum may then be added
    /// at once with [`Pairwise::add_at`].
    #[inline(always)]
    pub(super) fn aligned(&self, level: usize) -> bool {
        self.pending & ((1 << level) - 1) == 0
    }

    /// Adds the sum of a complete subtree of `1 << level` blocks, merged as
    /// [`Pairwise::add`] would have merged them, at `level`; only when
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

/// Where the block sums of a run go: the tree itself, or (for a part of
/// a split whose place in the tree is not yet known) a list of them in
/// order ([`Vec`]: never aligned, so it only ever gets single blocks).
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
}

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
}

/// Blocks per tile: two vectors of four chains.
const TILE_BLOCKS: usize = 8;
/// Values per tile.
const TILE: usize = TILE_BLOCKS * BLOCK;
/// The tree level of a tile's sum (`1 << TILE_LEVEL == TILE_BLOCKS`).
pub(super) const TILE_LEVEL: usize = 3;

/// Adds the whole tiles at the start of `values` to `tree`, block by block
/// in order, when the element type is int64 or float64 and the CPU has
/// AVX2; returns how many values that took (0 otherwise: the caller sums
/// them all). What is left starts at a block boundary, so the caller's
/// blocks continue the same sequence.
#[inline]
pub(super) fn tiles<N: 'static, B: Blocks>(values: &[N], tree: &mut B) -> usize {
    #[cfg(target_arch = "x86_64")]
    if values.len() >= TILE && std::is_x86_feature_detected!("avx2") {
        if let Some(ints) = same::<N, i64>(values) {
            // SAFETY: the CPU has AVX2.
            return unsafe { x86::tiles_i64(ints, tree) };
        }
        if let Some(floats) = same::<N, f64>(values) {
            // SAFETY: the CPU has AVX2.
            return unsafe { x86::tiles_f64(floats, tree) };
        }
    }
    let _ = (values, tree);
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

    use super::{BLOCK, Blocks, TILE, TILE_BLOCKS, TILE_LEVEL};

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

    /// The sum of the eight block sums `lo` (blocks 0..4) and `hi` (4..8)
    /// as the tree merges a complete subtree of eight blocks: pairs, then
    /// pairs of pairs. The tree adds each level's left sum to the 0.0 the
    /// level restarts at, which would matter only for -0.0; a sum that
    /// starts at 0.0 never is -0.0, so neither a block's sum nor any of
    /// these is.
    #[inline]
    #[target_feature(enable = "avx2")]
    fn subtree(lo: __m256d, hi: __m256d) -> f64 {
        // b0 + b1, b4 + b5, b2 + b3, b6 + b7
        let pairs = _mm256_hadd_pd(lo, hi);
        let mut l1 = [0.0f64; 4];
        // SAFETY: four doubles of room.
        unsafe { _mm256_storeu_pd(l1.as_mut_ptr(), pairs) };
        (l1[0] + l1[2]) + (l1[1] + l1[3])
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
                    if tree.aligned(TILE_LEVEL) {
                        tree.add_at(TILE_LEVEL, subtree(lo, hi));
                    } else {
                        let mut sums = [0.0f64; TILE_BLOCKS];
                        // SAFETY: eight doubles of room.
                        unsafe {
                            _mm256_storeu_pd(sums.as_mut_ptr(), lo);
                            _mm256_storeu_pd(sums.as_mut_ptr().add(4), hi);
                        }
                        sums.into_iter().for_each(|s| tree.add(s));
                    }
                }
                values.len() - tiles.remainder().len()
            }
        };
    }
    tiles!(tiles_i64, i64, load_i64);
    tiles!(tiles_f64, f64, load_f64);
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

    /// After `before` blocks of ones, `tiles` and then the scalar blocks
    /// for the rest give the scalar blocks' sum, bit for bit.
    fn check<N: 'static>(before: usize, values: &[N], as_f64: &[f64]) {
        let ones = vec![1.0; before * BLOCK];
        let mut tree = Pairwise::new();
        tree.add_blocks(&ones);
        let done = tiles(values, &mut tree);
        tree.add_blocks(&as_f64[done..]);
        let mut all = Pairwise::new();
        all.add_blocks(&ones);
        all.add_blocks(as_f64);
        let want = all.total();
        assert_eq!(
            tree.total().to_bits(),
            want.to_bits(),
            "{before} blocks before"
        );
        if std::is_x86_feature_detected!("avx2") {
            assert_eq!(done, values.len() / TILE * TILE);
        }
    }

    #[cfg(target_arch = "x86_64")]
    #[test]
    fn int64_lanes_convert_as_c_does() {
        if !std::is_x86_feature_detected!("avx2") {
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
