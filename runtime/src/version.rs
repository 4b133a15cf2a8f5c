//! The library's version, for C: three header macros and one function.
//!
//! The version is the workspace's (`Cargo.toml`, `[workspace.package]`),
//! a semantic version of the C ABI: the major number changes when a
//! program compiled against an older header may no longer link or behave
//! the same (a function removed or its signature or contract changed),
//! the minor number when functions are added, the patch number otherwise.
//! While the major number is 0, the minor number plays the major's part
//! (as Cargo reads 0.x versions), which is why the shared library's soname
//! carries both (`libirx_runtime.so.0.1`). CHANGELOG.md records each
//! change. Both ABI generations share the number: they are one source, and
//! their libraries have different names.
//!
//! cbindgen copies only literal constants into the header, so the numbers
//! are written out here; a test checks them against Cargo's.

use crate::ffi::export;

/// The major version of the runtime this header belongs to.
pub const IRX_RUNTIME_VERSION_MAJOR: u32 = 0;

/// The minor version of the runtime this header belongs to.
pub const IRX_RUNTIME_VERSION_MINOR: u32 = 1;

/// The patch version of the runtime this header belongs to.
pub const IRX_RUNTIME_VERSION_PATCH: u32 = 0;

/// MAJOR * 10000 + MINOR * 100 + PATCH of this header, the number
/// `irx_runtime_version()` returns for the library it was made with.
pub const IRX_RUNTIME_VERSION_NUMBER: u32 = 100;

/// The version of the runtime library the program is running with, as
/// MAJOR * 10000 + MINOR * 100 + PATCH (0.1.0 is 100): compare it with
/// the header's `IRX_RUNTIME_VERSION_NUMBER` to tell whether a shared
/// library loaded at run time is the one the program was compiled against.
/// Callable from any thread at any time; it cannot fail, takes no
/// argument, and leaves every last-error message as it was.
#[export(unguarded)]
pub fn irx_runtime_version() -> u32 {
    IRX_RUNTIME_VERSION_NUMBER
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_header_numbers_are_cargos() {
        let number = |s: &str| s.parse::<u32>().unwrap();
        assert_eq!(
            IRX_RUNTIME_VERSION_MAJOR,
            number(env!("CARGO_PKG_VERSION_MAJOR"))
        );
        assert_eq!(
            IRX_RUNTIME_VERSION_MINOR,
            number(env!("CARGO_PKG_VERSION_MINOR"))
        );
        assert_eq!(
            IRX_RUNTIME_VERSION_PATCH,
            number(env!("CARGO_PKG_VERSION_PATCH"))
        );
        assert_eq!(
            IRX_RUNTIME_VERSION_NUMBER,
            IRX_RUNTIME_VERSION_MAJOR * 10000
                + IRX_RUNTIME_VERSION_MINOR * 100
                + IRX_RUNTIME_VERSION_PATCH
        );
        assert_eq!(irx_runtime_version(), IRX_RUNTIME_VERSION_NUMBER);
    }
}
