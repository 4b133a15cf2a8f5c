//! Positional reads (`pread(2)`) into memory that need not be initialised
//! first: a reader's buffers are written whole by the read, so zero-filling
//! them before (a pass over every byte read) is work thrown away.

use std::fs::File;
use std::mem::MaybeUninit;
use std::os::fd::AsRawFd;

/// Reads `file` from `offset` into `buf` until it is full or the file
/// ends, without initialising `buf` first; answers the bytes read (fewer
/// than `buf` holds only when the file ended), which are initialised.
pub(crate) fn pread_full(
    file: &File,
    offset: u64,
    buf: &mut [MaybeUninit<u8>],
) -> std::io::Result<usize> {
    let (ptr, len) = (buf.as_mut_ptr().cast::<u8>(), buf.len());
    let mut got = 0;
    while got < len {
        let at = offset
            .checked_add(got as u64)
            .and_then(|at| libc::off_t::try_from(at).ok())
            .ok_or_else(|| std::io::Error::from(std::io::ErrorKind::InvalidInput))?;
        // SAFETY: `got < len`: `ptr + got` is within `buf`, valid for
        // writing its `len - got` remaining bytes; the descriptor is open
        // while `file` lives.
        let n = unsafe { libc::pread(file.as_raw_fd(), ptr.add(got).cast(), len - got, at) };
        match usize::try_from(n) {
            Ok(0) => break,
            Ok(n) => got += n,
            Err(_) => {
                let e = std::io::Error::last_os_error();
                if e.kind() != std::io::ErrorKind::Interrupted {
                    return Err(e);
                }
            }
        }
    }
    Ok(got)
}

/// [`pread_full`] of all of `buf`, `UnexpectedEof` when the file ends
/// first; answers `buf` as read.
pub(crate) fn pread_uninit<'a>(
    file: &File,
    offset: u64,
    buf: &'a mut [MaybeUninit<u8>],
) -> std::io::Result<&'a mut [u8]> {
    let len = buf.len();
    if pread_full(file, offset, buf)? < len {
        return Err(std::io::ErrorKind::UnexpectedEof.into());
    }
    // SAFETY: the reads wrote all `len` bytes of `buf`, so they are
    // initialised; the returned slice borrows `buf` mutably.
    Ok(unsafe { std::slice::from_raw_parts_mut(buf.as_mut_ptr().cast::<u8>(), len) })
}
