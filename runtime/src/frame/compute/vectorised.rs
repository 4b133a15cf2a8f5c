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

/// Runs `hot` compiled for the level in force ([`level`]). The archive
/// targets baseline x86-64 (SSE2), which has no vector 64-bit compare
/// (min/max of int64 would be scalar) nor wide float adds; Arrow C++
/// dispatches to its AVX2 and AVX-512 kernels the same way.
#[inline(always)]
pub(super) fn vectorised<H: Hot>(hot: H) -> H::Out {
    vectorised_at(level(), hot)
}

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
