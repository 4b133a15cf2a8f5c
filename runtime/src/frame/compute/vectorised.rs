//! Hot loops compiled for AVX2, run when the level in force
//! ([`crate::simd::level`]) has it.

#[cfg(target_arch = "x86_64")]
use crate::simd::{Level, level};

/// A hot loop: [`vectorised`] runs it compiled for AVX2 where the level in
/// force allows. `run` is `#[inline(always)]` in every implementation, so
/// the loop is compiled into each caller, the AVX2 one included.
pub(super) trait Hot {
    type Out;
    fn run(self) -> Self::Out;
}

/// Runs `hot` compiled for AVX2 when the level in force (`level()`) is
/// AVX2 or wider, for baseline x86-64 (SSE2) otherwise. Baseline x86-64
/// has no vector 64-bit compare (min/max of int64 would be scalar) nor
/// wide float adds; Arrow C++ dispatches to its AVX2 kernels the same way.
///
/// These loops are not compiled for AVX-512. Given AVX-512, LLVM (tuned
/// for no CPU in particular) vectorises them across their eight lanes with
/// gathers, which a real CPU runs slowly: on an AMD EPYC of family 26
/// (Zen 5), min of 10M int64 took 15 ms at AVX-512 against 2.1 at AVX2,
/// min over nulls 17.7 against 2.5, and no loop was faster at AVX-512
/// (docs/BENCHMARKS.md, "AVX-512 on a real CPU"). Intel's microcode
/// against Gather Data Sampling makes gathers slow there too. The
/// hand-written kernels of `pairwise` choose their own widest level.
#[inline(always)]
pub(super) fn vectorised<H: Hot>(hot: H) -> H::Out {
    #[cfg(target_arch = "x86_64")]
    if level() >= Level::Avx2 {
        #[target_feature(enable = "avx2")]
        fn avx2<H: Hot>(hot: H) -> H::Out {
            hot.run()
        }
        // SAFETY: `level() <= detected()`: the CPU has AVX2.
        return unsafe { avx2(hot) };
    }
    hot.run()
}
