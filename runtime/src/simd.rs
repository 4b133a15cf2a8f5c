//! Which vector instructions the compute kernels use (issue 32 item 7).
//!
//! The archive is compiled for baseline x86-64 (SSE2), so that it runs on
//! every x86-64 CPU; the hot loops are compiled a second time for AVX2,
//! the pairwise sums' kernels a third time for AVX-512, and each call
//! picks one by [`level`]: the widest the CPU and the operating system
//! support, unless the `IRX_SIMD_LEVEL` environment variable asks for
//! less.
//!
//! Every level gives the same answers, bit for bit: the kernels of each
//! level are written to the same order of operations (Arrow C++'s pairwise
//! blocks for sums), and the tests compare them (`ctests/test_simd_levels.c`
//! runs every level the CPU has in child processes and compares their
//! answers; `make check-avx512` runs it on an emulated AVX-512 CPU, which
//! a build machine may lack). The variable exists for those tests and for
//! a user who wants to rule the vector code out; it is not a tuning knob.
//!
//! A kernel runs at most at the widest level measured faster than the one
//! below it on a real CPU (`frame::compute::vectorised` and
//! `frame::compute::pairwise` say which): a level is what the kernels may
//! use, not what each one does.

use std::ffi::c_char;
use std::sync::OnceLock;

use crate::ffi::export;

/// A set of vector instructions, narrowest first.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord)]
pub enum Level {
    /// The baseline: SSE2 on x86-64, whatever the target has elsewhere.
    Scalar,
    /// AVX2 and FMA (x86-64 since Haswell and Zen).
    Avx2,
    /// AVX-512 F, DQ, BW and VL (x86-64 since Skylake-SP and Zen 4).
    Avx512,
}

impl Level {
    /// Every level, narrowest first. (`pub(crate)`: cbindgen would write a
    /// public associated const, and the enum with it, into the C header.)
    pub(crate) const ALL: [Level; 3] = [Level::Scalar, Level::Avx2, Level::Avx512];

    /// The name `IRX_SIMD_LEVEL` and `irx_runtime_simd_level` use.
    pub fn name(self) -> &'static str {
        match self {
            Level::Scalar => "none",
            Level::Avx2 => "avx2",
            Level::Avx512 => "avx512",
        }
    }

    /// The level `name` stands for (any case), if it is one.
    pub fn from_name(name: &str) -> Option<Level> {
        Level::ALL
            .into_iter()
            .find(|level| level.name().eq_ignore_ascii_case(name.trim()))
    }
}

/// The widest level this CPU and operating system support (the OS must
/// save the wide registers: `is_x86_feature_detected!` checks XCR0 too).
pub fn detected() -> Level {
    #[cfg(target_arch = "x86_64")]
    {
        if std::is_x86_feature_detected!("avx512f")
            && std::is_x86_feature_detected!("avx512dq")
            && std::is_x86_feature_detected!("avx512bw")
            && std::is_x86_feature_detected!("avx512vl")
            && std::is_x86_feature_detected!("avx2")
        {
            return Level::Avx512;
        }
        if std::is_x86_feature_detected!("avx2") {
            return Level::Avx2;
        }
    }
    Level::Scalar
}

/// The level the kernels use: [`detected`], lowered to `IRX_SIMD_LEVEL`
/// when that names a narrower one. Decided at the first call, then fixed
/// for the life of the process (a kernel's parts on several threads must
/// agree).
pub fn level() -> Level {
    static LEVEL: OnceLock<Level> = OnceLock::new();
    *LEVEL.get_or_init(|| {
        let asked = std::env::var("IRX_SIMD_LEVEL").ok();
        capped(detected(), asked.as_deref())
    })
}

/// `detected` lowered to the level `asked` names; an unknown or absent
/// name asks for nothing.
fn capped(detected: Level, asked: Option<&str>) -> Level {
    asked
        .and_then(Level::from_name)
        .map_or(detected, |asked| asked.min(detected))
}

/// The widest vector instructions the compute kernels may use in this
/// process, as a static string: `"avx512"` (AVX-512 F, DQ, BW and VL),
/// `"avx2"` (AVX2) or `"none"` (baseline x86-64, or another
/// architecture). It is the widest the CPU and the operating system
/// support, unless the `IRX_SIMD_LEVEL` environment variable names a
/// narrower one (`none`, `avx2` or `avx512`, any case; another value is
/// ignored). The first call (this one or a kernel's) reads the variable;
/// the level is then fixed for the life of the process. Each kernel runs
/// at most this level and at most the widest it was measured faster at:
/// at `"avx512"`, only two kernels of sums and means run AVX-512 today
/// (float64 values without nulls, int64 values with nulls), the others
/// their AVX2 code.
///
/// Every level gives the same answers, bit for bit; the level changes
/// only the speed. The string is never NULL and is never freed. Cannot
/// fail and leaves every last-error message as it was.
#[export(unguarded)]
pub fn irx_runtime_simd_level() -> *const c_char {
    match level() {
        Level::Scalar => c"none".as_ptr(),
        Level::Avx2 => c"avx2".as_ptr(),
        Level::Avx512 => c"avx512".as_ptr(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_variable_only_lowers_the_level() {
        use Level::*;
        assert_eq!(capped(Avx512, None), Avx512);
        assert_eq!(capped(Avx512, Some("AVX2")), Avx2);
        assert_eq!(capped(Avx512, Some(" none ")), Scalar);
        assert_eq!(capped(Avx2, Some("avx512")), Avx2);
        assert_eq!(capped(Scalar, Some("avx2")), Scalar);
        assert_eq!(capped(Avx2, Some("sse4.2")), Avx2);
        assert_eq!(capped(Avx2, Some("")), Avx2);
    }

    #[test]
    fn the_export_names_the_level_in_force() {
        // SAFETY: a static NUL-terminated string.
        let name = unsafe { std::ffi::CStr::from_ptr(irx_runtime_simd_level()) };
        assert_eq!(name.to_str().unwrap(), level().name());
        assert!(level() <= detected());
    }
}
