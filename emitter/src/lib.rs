//! # irx-emitter
//!
//! A thin emitter of textual LLVM IR for programs that link against
//! `libirx_runtime.a`. This crate is a skeleton until its own issue lands:
//! it only knows the runtime's link line.

/// The system libraries a program linking the static runtime archive needs,
/// as `rustc --print native-static-libs` reports them for this target.
pub const RUNTIME_SYSTEM_LIBS: &[&str] = &[
    "-lgcc_s",
    "-lutil",
    "-lrt",
    "-lpthread",
    "-lm",
    "-ldl",
    "-lc",
];
