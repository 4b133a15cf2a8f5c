//! Hot loops compiled for AVX2 and for AVX-512, run at the level
//! [`crate::simd::level`] picks.

use crate::simd::{Level, level};

/// A hot loop: [`vectorised`] runs it compiled for the widest vector
/// instructions in force. `run` is `#[inline(always)]` in every
/// implementation, so the loop is compiled into each caller, the AVX2 and
/// AVX-512 ones included.
pub(super) trait Hot {
    type Out;
    fn run(self) -> Self::Out;
}

/// Runs `hot` compiled for the level in force ([`level`]), at most AVX2
/// ([`WIDEST`]). The archive targets baseline x86-64 (SSE2), which has no
/// vector 64-bit compare (min/max of int64 would be scalar) nor wide float
/// adds; Arrow C++ dispatches to its AVX2 and AVX-512 kernels the same way.
#[inline(always)]
pub(super) fn vectorised<H: Hot>(hot: H) -> H::Out {
    vectorised_at(level().min(WIDEST), hot)
}

/// The widest level the loops LLVM vectorises run at. Given AVX-512, LLVM
/// (tuned for no CPU in particular) vectorises these loops across their
/// eight lanes with gathers, which a real CPU runs slowly: on an AMD EPYC
/// of family 26 (Zen 5), min of 10M int64 took 15 ms at AVX-512 against
/// 2.1 at AVX2, min over nulls 17.7 against 2.5, and no loop was faster at
/// AVX-512 (docs/BENCHMARKS.md, "AVX-512 on a real CPU"). Intel's
/// microcode against Gather Data Sampling makes gathers slow there too.
/// The hand-written kernels of `pairwise` choose their own widest level.
const WIDEST: Level = Level::Avx2;

/// [`vectorised`] at `at`, which must be at most [`crate::simd::detected`]
/// (the tests run every level the CPU has).
#[inline(always)]
pub(super) fn vectorised_at<H: Hot>(at: Level, hot: H) -> H::Out {
    #[cfg(target_arch = "x86_64")]
    {
        #[target_feature(enable = "avx2")]
        fn avx2<H: Hot>(hot: H) -> H::Out {
            hot.run()
        }
        #[target_feature(enable = "avx512f,avx512dq,avx512bw,avx512vl,avx2")]
        fn avx512<H: Hot>(hot: H) -> H::Out {
            hot.run()
        }
        match at {
            // SAFETY: `at <= detected()`: the CPU has AVX-512 F, DQ, BW, VL.
            Level::Avx512 => return unsafe { avx512(hot) },
            // SAFETY: `at <= detected()`: the CPU has AVX2.
            Level::Avx2 => return unsafe { avx2(hot) },
            Level::Scalar => {}
        }
    }
    #[cfg(not(target_arch = "x86_64"))]
    let _ = at;
    hot.run()
}
