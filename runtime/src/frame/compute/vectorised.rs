//! Hot loops compiled for AVX2 where the CPU has it.

/// A hot loop: [`vectorised`] runs it compiled for AVX2 where it can.
/// `run` is `#[inline(always)]` in every implementation, so the loop is
/// compiled into each caller, the AVX2 one included.
pub(super) trait Hot {
    type Out;
    fn run(self) -> Self::Out;
}

/// Runs `hot` compiled for AVX2 when the CPU has it, else as it is. The
/// archive targets baseline x86-64 (SSE2), which has no vector 64-bit
/// compare (min/max of int64 would be scalar) nor wide float adds; Arrow
/// C++ dispatches to its AVX2 kernels the same way.
#[inline(always)]
pub(super) fn vectorised<H: Hot>(hot: H) -> H::Out {
    #[cfg(target_arch = "x86_64")]
    {
        #[target_feature(enable = "avx2")]
        fn avx2<H: Hot>(hot: H) -> H::Out {
            hot.run()
        }
        if std::is_x86_feature_detected!("avx2") {
            // SAFETY: the CPU has AVX2.
            return unsafe { avx2(hot) };
        }
    }
    hot.run()
}
