//! What the Rust integration tests share: the calling thread's last-error
//! messages as Strings, C strings, scratch files and directories
//! ([`files`]), the child-process runs of [`limited`], reading a stream
//! reader as a C caller does ([`batches`]), hand-made C Data structs
//! ([`cdata`]), a loopback TCP peer
//! ([`net`]), the process's thread count ([`tasks`]), the columns of
//! the pool tests' sample batches ([`columns`]), Thrift
//! compact-protocol bytes for hand-made Parquet footers ([`thrift`]), and
//! Parquet's enum values and a default table read for the tests that
//! write Parquet files byte by byte ([`parquet`]).

#![allow(dead_code)] // each test binary uses some of it

pub mod batches;
pub mod cdata;
pub mod columns;
pub mod files;
pub mod limited;
pub mod net;
pub mod parquet;
pub mod thrift;

use std::ffi::{CStr, CString, c_char};

fn message(text: *const c_char) -> String {
    // SAFETY: the runtime's getters never return NULL; the string is
    // NUL-terminated and valid until the thread's next call of the family.
    unsafe { CStr::from_ptr(text) }
        .to_string_lossy()
        .into_owned()
}

/// `irx_arrow_last_error()`.
pub fn arrow_error() -> String {
    message(irx_runtime::arrow::irx_arrow_last_error())
}

/// `irx_buffer_last_error()`.
pub fn buffer_error() -> String {
    message(irx_runtime::buffer::irx_buffer_last_error())
}

/// `irx_record_batch_errmsg()`.
pub fn rb_error() -> String {
    message(irx_runtime::rb::irx_record_batch_errmsg())
}

/// `text` as a C string (a test's own text: no NUL inside).
pub fn c(text: &str) -> CString {
    CString::new(text).unwrap()
}

/// Threads of this process (`/proc/self/task`): the worker-pool tests run
/// one test function per binary, so the count is that test's alone.
pub fn tasks() -> usize {
    std::fs::read_dir("/proc/self/task").unwrap().count()
}
