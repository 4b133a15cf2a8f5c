//! Status codes and exit statuses of the 1.18 C ABI.
//!
//! `irx_buffer_*` functions return 0 or [`BUFFER_ERROR`]; `irx_arrow_*`
//! functions return 0 or an errno value ([`EINVAL`], [`EOVERFLOW`],
//! [`ENOMEM`]: the Linux values, which the runtime checks against `libc`).
//! Generated code cannot handle errors from the list and assertion runtimes,
//! so those print one line and exit.

/// Every successful status.
pub const OK: i32 = 0;
/// What every failing `irx_buffer_*` call returns.
pub const BUFFER_ERROR: i32 = -1;
/// `irx_arrow_*`: bad or unsupported input.
pub const EINVAL: i32 = 22;
/// `irx_arrow_*`: size arithmetic that would overflow `int64_t`.
pub const EOVERFLOW: i32 = 75;
/// `irx_arrow_*`: a failed allocation.
pub const ENOMEM: i32 = 12;
/// The exit status of a process stopped by `irx_list_*` misuse.
pub const LIST_EXIT_STATUS: i32 = 1;
/// The exit status of `__arx_assert_fail` (C's `EXIT_FAILURE`).
pub const ASSERT_EXIT_STATUS: i32 = 1;
