//! # irx-emitter
//!
//! A thin emitter of textual LLVM IR for programs that link against
//! `libirx_runtime.a`:
//!
//! - [`ir`]: an ordered, typed model of a module, rendered in either
//!   pointer dialect (typed `i8*` for clang 14 / IRx 1.18, opaque `ptr`
//!   for LLVM 15+);
//! - [`runtime`]: the runtime-feature registry (ABI.md §5): asking for a
//!   symbol activates its feature and declares it once;
//! - [`lower`]: lowering helpers for buffer views, Arrow arrays, tensors,
//!   lists, assertions and libc/libm calls; every one that calls
//!   status-returning runtime functions has a checked and an unchecked form
//!   ([`lower::status`]); kernels with parameter attributes
//!   ([`lower::kernel`]) and exported functions ([`lower::export`]);
//! - [`reflect`]: the `!irx.abi` records of exported functions, written and
//!   read back (`irx inspect`);
//! - [`link`]: the clang driver that links only the active features;
//! - [`cli`]: `irx`'s command line ([`decl`] reads the IR it is given).

pub mod cli;
pub mod decl;
pub mod error;
pub mod ir;
pub mod link;
pub mod lower;
pub mod reflect;
pub mod report;
pub mod runtime;

pub use error::{Error, Result};
pub use ir::{Dialect, FnType, FuncRef, FunctionBuilder, Module, Type, Value};
pub use runtime::{Feature, RUNTIME_SYSTEM_LIBS};
