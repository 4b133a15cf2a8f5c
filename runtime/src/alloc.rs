//! Where the runtime's fresh memory comes from: fallible (a refused
//! allocation is `ENOMEM`, never an abort), size-checked (a byte size beyond
//! int64 is `EOVERFLOW` before anything is allocated) and, for element
//! storage, zeroed and 64-byte aligned through arrow-rs's `MutableBuffer`,
//! so it can become an Arrow `Buffer` without a copy.

use std::collections::TryReserveError;

use arrow_buffer::MutableBuffer;

use crate::ffi::{Error, Result};

/// `count * width` as a byte size, or `EOVERFLOW` when it exceeds int64.
pub(crate) fn byte_size(count: usize, width: usize, what: &str) -> Result<usize> {
    count
        .checked_mul(width)
        .filter(|&n| i64::try_from(n).is_ok())
        .ok_or_else(|| Error::overflow(format!("{what}: byte size overflows int64")))
}

/// `bytes` zeroed bytes, 64-byte aligned.
pub(crate) fn zeroed(bytes: usize, what: &str) -> Result<MutableBuffer> {
    MutableBuffer::try_from_len_zeroed(bytes)
        .map_err(|e| Error::no_memory(format!("{what}: cannot allocate {bytes} bytes ({e})")))
}

/// Maps a failed `try_reserve` to `ENOMEM`. Sizes are checked against
/// int64 (`EOVERFLOW`) before anything is reserved, so what is left here is
/// a refused allocation.
pub(crate) fn reserve_error(what: &'static str) -> impl FnOnce(TryReserveError) -> Error {
    move |error| Error::no_memory(format!("{what}: allocation failed ({error})"))
}

/// Asks the kernel for transparent huge pages over the whole 2 MiB pages
/// inside `ptr..ptr + len` (a hint: failure changes nothing). A message of
/// tens of MiB copied into fresh memory otherwise takes a page fault per
/// 4 KiB, which were most of the IPC benchmarks' time (issue 13); so does
/// a kernel's result of tens of MiB (issue 14's `add`). Debian's default
/// THP mode is `madvise`: without the hint, no huge pages. Only memory not
/// yet touched benefits: a page already faulted in stays a 4 KiB one.
pub(crate) fn huge_pages_hint(ptr: *mut u8, len: usize) {
    const HUGE: usize = 2 << 20;
    if len < 2 * HUGE {
        return;
    }
    let start = (ptr as usize).next_multiple_of(HUGE);
    let end = (ptr as usize + len) / HUGE * HUGE;
    if end > start {
        // SAFETY: the range lies inside an allocation of ours; MADV_HUGEPAGE
        // changes neither its contents nor its validity.
        unsafe { libc::madvise(start as *mut libc::c_void, end - start, libc::MADV_HUGEPAGE) };
    }
}
