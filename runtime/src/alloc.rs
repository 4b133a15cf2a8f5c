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
