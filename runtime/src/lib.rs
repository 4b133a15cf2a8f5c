//! # irx-runtime
//!
//! The native runtime of IRx-generated programs, with a C ABI: buffer owner
//! handles and views, Arrow arrays and tensors on arrow-rs, the dynamic list,
//! pyirx 1.25's class and exception runtimes, and the assertion and runtime
//! failure reporters. `docs/ABI.md` (IRx 1.18.0's and pyirx 1.25.0's
//! runtime ABI) is the contract; `include/irx_runtime.h` is generated from this crate.
//!
//! Every exported function is made by the `#[export]` attribute
//! (`runtime/macros`), which names it, adds `no_mangle`/`extern "C"` and
//! runs its body inside a guard from `ffi`: no panic crosses the C
//! boundary, every pointer is checked, and failures come back as status
//! codes plus a per-thread last-error message. The few hot paths marked
//! `#[export(unguarded)]` (appends, retain/release) are panic-free and hand
//! everything but success to a guarded path. The ABI's numbers come from
//! the `irx-abi` crate.

#![warn(missing_docs)]
#![allow(non_camel_case_types)]

pub(crate) mod alloc;
pub(crate) mod ffi;
pub(crate) mod generation;
pub(crate) mod heap;

/// Every Rust allocation of the runtime goes through [`heap::Heap`]:
/// large blocks are kept for reuse instead of handed back to the kernel.
/// Not under cargo-fuzz (`--cfg fuzzing`), whose libFuzzer counts every
/// allocation through `malloc` to catch one a hostile input makes huge
/// (`-malloc_limit_mb`): there, every block is the system's.
#[cfg_attr(not(fuzzing), global_allocator)]
#[cfg_attr(fuzzing, allow(dead_code))]
static HEAP: heap::Heap = heap::Heap;

#[cfg(feature = "fault-injection")]
pub mod fault;

/// A named point where the `fault-injection` test feature can make the
/// calling thread panic (`fault::panic_at`); nothing in other builds.
macro_rules! fault_point {
    ($name:literal) => {
        #[cfg(feature = "fault-injection")]
        crate::fault::point($name);
    };
}
pub(crate) use fault_point;

pub mod arrow;
pub mod assert;
pub mod buffer;
pub mod checked;
pub mod class;
pub mod exception;
pub mod file;
pub mod frame;
pub mod limits;
pub mod list;
pub mod pool;
pub mod rb;
pub mod simd;
pub(crate) mod store;
pub mod version;
