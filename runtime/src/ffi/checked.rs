//! The guard of IRx 1.25's checked layer (`irx_rb_api_*`,
//! `#[export(Checked, error = ...)]`).
//!
//! Unlike every other family, the checked layer keeps no per-thread last
//! error: each call takes a caller-owned `char *error` buffer of
//! `IRX_RB_API_ERROR_CAPACITY` bytes (or NULL: then no message is written),
//! sets it to "" on entry and writes the failure's message into it,
//! truncated to the buffer and always NUL-terminated. The status is the
//! error's own 1.25 category (`Kind::native`), never read back from text.

use std::ffi::{c_char, c_int};

use irx_abi::native::IRX_RB_API_ERROR_CAPACITY;

use super::error::{Error, Kind, Result};

/// What a checked function's body returns.
pub(crate) type Outcome = Result<()>;

/// Runs a checked function's body: clears `error`, catches panics, and on
/// failure writes the message into `error` and returns the negative
/// `IRX_ERR_*` status; `IRX_OK` otherwise.
#[inline]
pub(crate) fn guard(
    function: &'static str,
    error: *mut c_char,
    body: impl FnOnce() -> Result<()>,
) -> c_int {
    if !error.is_null() {
        // SAFETY: a non-NULL buffer has IRX_RB_API_ERROR_CAPACITY writable
        // bytes (the layer's contract), so at least one.
        unsafe { error.write(0) };
    }
    let outcome = catch(function, body, |message| Error::new(Kind::Arrow, message));
    match outcome {
        Ok(()) => 0,
        Err(failure) => {
            // SAFETY: as above.
            unsafe { write_message(error, &failure.message) };
            failure.kind.native()
        }
    }
}

/// Runs a buffer-reporting function's body (the checked layer's, the file
/// runtime's): a panic becomes the error `panicked` makes of its
/// description, never an unwind into C.
pub(crate) fn catch<E>(
    function: &'static str,
    body: impl FnOnce() -> std::result::Result<(), E>,
    panicked: impl FnOnce(String) -> E,
) -> std::result::Result<(), E> {
    super::boundary::contain(|| {
        #[cfg(feature = "fault-injection")]
        crate::fault::maybe_panic(function);
        body()
    })
    .unwrap_or_else(|payload| {
        let message = super::boundary::panic_message(payload.as_ref());
        Err(panicked(format!("{function}: {message}")))
    })
}

/// Copies `message` into a caller's buffer of `IRX_RB_API_ERROR_CAPACITY`
/// bytes: cut at a character boundary so that at most capacity - 1 bytes
/// are written, then NUL-terminated; an interior NUL becomes '?'. NULL
/// `error`: nothing is written.
///
/// # Safety
/// * `error` is NULL or writable for `IRX_RB_API_ERROR_CAPACITY` bytes.
#[cold]
#[inline(never)]
unsafe fn write_message(error: *mut c_char, message: &str) {
    if error.is_null() {
        return;
    }
    let mut end = message.len().min(IRX_RB_API_ERROR_CAPACITY - 1);
    while !message.is_char_boundary(end) {
        end -= 1;
    }
    // SAFETY: `end + 1 <= IRX_RB_API_ERROR_CAPACITY` bytes (caller contract).
    let buffer = unsafe { std::slice::from_raw_parts_mut(error.cast::<u8>(), end + 1) };
    for (to, &from) in buffer.iter_mut().zip(&message.as_bytes()[..end]) {
        *to = if from == 0 { b'?' } else { from };
    }
    buffer[end] = 0;
}

/// Values a result slot may hold, all valid when every byte is zero (what
/// 1.25's `*result = {}` writes).
pub(crate) trait Zeroed: Copy {
    const ZERO: Self;
}

macro_rules! zeroed {
    ($($t:ty),*) => { $(impl Zeroed for $t { const ZERO: Self = 0 as $t; })* };
}
zeroed!(i8, i16, i32, i64, u8, u16, u32, u64, f32, f64);

impl<T> Zeroed for *mut T {
    const ZERO: Self = std::ptr::null_mut();
}

/// A checked function's `T *` result: zeroed first, then NULL refused
/// ("missing result slot", `IRX_ERR_NULLPTR`, as 1.25).
///
/// # Safety
/// * `result` is NULL or writable, aligned storage for one `T`.
pub(crate) unsafe fn result_slot<'a, T: Zeroed>(result: *mut T) -> Result<&'a mut T> {
    if result.is_null() {
        return Err(Error::new(Kind::Null, "missing result slot"));
    }
    if !result.is_aligned() {
        return Err(Error::invalid("result slot is not suitably aligned"));
    }
    // SAFETY: non-NULL, aligned, writable (caller contract).
    unsafe {
        result.write(T::ZERO);
        Ok(&mut *result)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn long_messages_are_cut_at_a_character_and_terminated() {
        let mut buffer = vec![0x55 as c_char; IRX_RB_API_ERROR_CAPACITY];
        let message = format!("{}é", "x".repeat(IRX_RB_API_ERROR_CAPACITY - 2));
        // SAFETY: the buffer has the capacity.
        unsafe { write_message(buffer.as_mut_ptr(), &message) };
        let bytes: Vec<u8> = buffer.iter().map(|&c| c as u8).collect();
        // "é" is two bytes and does not fit after 1022 'x': cut before it.
        assert_eq!(bytes[IRX_RB_API_ERROR_CAPACITY - 2], 0);
        assert!(
            bytes[..IRX_RB_API_ERROR_CAPACITY - 2]
                .iter()
                .all(|&b| b == b'x')
        );
    }

    #[test]
    fn the_status_is_the_kind_and_the_buffer_is_cleared_on_success() {
        let mut buffer = [b'z' as c_char; IRX_RB_API_ERROR_CAPACITY];
        let status = guard("f", buffer.as_mut_ptr(), || Err(Error::null("x")));
        assert_eq!(status, irx_abi::native::IRX_ERR_NULLPTR);
        assert_eq!(buffer[0] as u8, b'x');
        assert_eq!(guard("f", buffer.as_mut_ptr(), || Ok(())), 0);
        assert_eq!(buffer[0], 0);
        assert_eq!(
            guard("f", std::ptr::null_mut(), || Err(Error::invalid("y"))),
            -6
        );
    }
}
