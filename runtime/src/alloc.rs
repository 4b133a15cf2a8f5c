//! Where the runtime's fresh memory comes from: fallible (a refused
//! allocation is `ENOMEM`, never an abort), size-checked (a byte size beyond
//! int64 is `EOVERFLOW` before anything is allocated) and, for element
//! storage, zeroed and 64-byte aligned through arrow-rs's `MutableBuffer`,
//! so it can become an Arrow `Buffer` without a copy. Buffers that grow to
//! many MiB (builders' columns, kernels' results, IPC bodies) ask for
//! transparent huge pages before they are first written.

use std::collections::TryReserveError;

use arrow_buffer::{MutableBuffer, MutableBufferError};

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
    if let Some((start, len)) = aligned_inside(ptr, len, HUGE) {
        // SAFETY: the range lies inside an allocation of ours; MADV_HUGEPAGE
        // changes neither its contents nor its validity.
        unsafe { libc::madvise(start, len, libc::MADV_HUGEPAGE) };
    }
}

/// The whole `unit`-aligned units strictly inside `ptr..ptr + len`, as
/// (start, length); None when there are none.
fn aligned_inside(ptr: *mut u8, len: usize, unit: usize) -> Option<(*mut libc::c_void, usize)> {
    let start = (ptr as usize).checked_next_multiple_of(unit)?;
    let end = (ptr as usize).saturating_add(len) / unit * unit;
    (end > start).then_some((start as *mut libc::c_void, end - start))
}

/// The whole pages strictly inside `ptr..ptr + len` ([`aligned_inside`]);
/// None when there are none (or the page size is unknown).
#[cfg(target_os = "linux")]
fn whole_pages(ptr: *mut u8, len: usize) -> Option<(*mut libc::c_void, usize)> {
    // SAFETY: sysconf has no preconditions.
    let page = usize::try_from(unsafe { libc::sysconf(libc::_SC_PAGESIZE) }).ok()?;
    aligned_inside(ptr, len, page.max(1))
}

/// Tells the kernel it may take back the whole pages inside
/// `ptr..ptr + len` whenever it needs memory (Linux's `MADV_FREE`): until
/// it does, they stay mapped and a write reuses them without a page
/// fault; once it has, a read of one gives zeros and a write faults in a
/// fresh page. So the caller must treat the bytes as lost, and may write
/// them again. Only whole pages strictly inside the range are advised, so
/// no byte outside it (such as the allocator's own header before `ptr`)
/// can be lost. False when the kernel refused (before Linux 4.5, or not
/// Linux): then nothing changed.
pub(crate) fn lazy_free(ptr: *mut u8, len: usize) -> bool {
    #[cfg(target_os = "linux")]
    {
        let Some((start, len)) = whole_pages(ptr, len) else {
            return true;
        };
        // SAFETY: the pages lie inside an allocation of the caller's,
        // whose bytes it gives up (see above); the mapping stays valid.
        unsafe { libc::madvise(start, len, libc::MADV_FREE) == 0 }
    }
    #[cfg(not(target_os = "linux"))]
    {
        let _ = (ptr, len);
        false
    }
}

/// For the tests: makes the kernel take back at once the pages
/// [`lazy_free`] gave it for the same range (`MADV_PAGEOUT`, Linux 5.4),
/// as it would under memory pressure. False when it refused.
#[cfg(all(test, target_os = "linux"))]
pub(crate) fn reclaim_now(ptr: *mut u8, len: usize) -> bool {
    let Some((start, len)) = whole_pages(ptr, len) else {
        return false;
    };
    // SAFETY: as for `lazy_free`; only pages given up are discarded.
    unsafe { libc::madvise(start, len, libc::MADV_PAGEOUT) == 0 }
}

/// Capacity in bytes from which a growing buffer moves to a fresh
/// allocation asked for huge pages (see [`grow_vec`]).
const HINTED_GROWTH: usize = 4 << 20;

/// Makes room in `v` for at least `additional` more elements, as
/// `try_reserve` does (at least doubling), and reports failure instead of
/// aborting.
///
/// Past [`HINTED_GROWTH`] bytes the new block is a fresh allocation, asked
/// for huge pages before the elements are copied in, instead of a
/// `realloc`: glibc's `realloc` of a large block remaps it, so the old part
/// keeps its 4 KiB pages and the new part would only get the hint too late
/// to matter for a column built to tens of MiB. Every page of such a column
/// then costs a fault while it is built and a TLB miss each time a kernel
/// sums it (issue 14's reductions over builder-grown inputs); the copy
/// this costs instead is one pass per doubling, as a small `Vec`'s growth
/// already pays.
#[cold]
#[inline(never)]
pub(crate) fn grow_vec<T: Copy>(
    v: &mut Vec<T>,
    additional: usize,
) -> std::result::Result<(), TryReserveError> {
    let len = v.len();
    let extra = additional.max(v.capacity()).max(64);
    let hinted = len
        .checked_add(extra)
        .and_then(|n| n.checked_mul(size_of::<T>()))
        .is_some_and(|bytes| bytes >= HINTED_GROWTH);
    if hinted {
        let mut fresh = Vec::<T>::new();
        if fresh.try_reserve_exact(len + extra).is_ok() {
            huge_pages_hint(fresh.as_mut_ptr().cast(), fresh.capacity() * size_of::<T>());
            fresh.extend_from_slice(v);
            *v = fresh;
            return Ok(());
        }
    }
    // Doubling failed (or was never large): the least that fits.
    if v.try_reserve(extra).is_err() {
        v.try_reserve_exact(additional)?;
    }
    Ok(())
}

/// [`grow_vec`] for a `MutableBuffer` (64-byte aligned, so its `realloc`
/// is already a fresh allocation and a copy: here that allocation is asked
/// for huge pages before the copy rather than after).
#[cold]
#[inline(never)]
pub(crate) fn grow_buffer(
    buf: &mut MutableBuffer,
    additional: usize,
) -> std::result::Result<(), MutableBufferError> {
    let len = buf.len();
    let wanted = len
        .checked_add(additional)
        .ok_or(MutableBufferError::LengthOverflow)?
        .max(buf.capacity().saturating_mul(2));
    if wanted >= HINTED_GROWTH
        && let Ok(mut fresh) = MutableBuffer::try_with_capacity(wanted)
    {
        huge_pages_hint(fresh.as_mut_ptr(), fresh.capacity());
        fresh.extend_from_slice(buf.as_slice());
        *buf = fresh;
        return Ok(());
    }
    buf.try_reserve(additional)
}

/// Makes room in `buf` for `additional` more bytes, growing it with
/// [`grow_buffer`] when it has too little.
#[inline(always)]
pub(crate) fn reserve_buffer(
    buf: &mut MutableBuffer,
    additional: usize,
) -> std::result::Result<(), MutableBufferError> {
    if buf.capacity() - buf.len() < additional {
        grow_buffer(buf, additional)?;
    }
    Ok(())
}

/// Appends `bytes` to `buf`, growing it with [`grow_buffer`].
#[inline(always)]
pub(crate) fn extend_buffer(
    buf: &mut MutableBuffer,
    bytes: &[u8],
) -> std::result::Result<(), MutableBufferError> {
    reserve_buffer(buf, bytes.len())?;
    buf.try_extend_from_slice(bytes)
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Over a range that starts and ends inside pages, the kernel takes
    /// back the whole pages between and nothing else: the bytes of the
    /// partial first and last pages (where an allocator keeps its headers)
    /// survive.
    #[cfg(target_os = "linux")]
    #[test]
    fn lazy_free_gives_up_only_whole_pages() {
        const PAGE: usize = 4096;
        let mut v = vec![9u8; 8 * PAGE];
        let base = v.as_mut_ptr();
        let (from, to) = (PAGE + 64, 7 * PAGE - 64);
        // SAFETY: `from..to` lies inside `v`.
        let start = unsafe { base.add(from) };
        assert!(lazy_free(start, to - from), "MADV_FREE");
        assert!(reclaim_now(start, to - from), "MADV_PAGEOUT");
        let first = (base as usize + from).next_multiple_of(PAGE) - base as usize;
        let last = (base as usize + to) / PAGE * PAGE - base as usize;
        assert!(first > from && last < to && last - first >= 4 * PAGE);
        assert!(
            v[..first].iter().all(|&b| b == 9),
            "before the first whole page"
        );
        assert!(v[first..last].iter().all(|&b| b == 0), "the whole pages");
        assert!(
            v[last..].iter().all(|&b| b == 9),
            "after the last whole page"
        );
    }

    /// Growth past the huge-page size keeps every element, in order, and
    /// at least doubles (amortised constant appends).
    #[test]
    fn growth_keeps_contents_across_the_hinted_size() {
        let mut v: Vec<u64> = Vec::new();
        let mut grown = 0;
        for i in 0..(3 * HINTED_GROWTH / 8) as u64 {
            if v.len() == v.capacity() {
                let before = v.capacity();
                grow_vec(&mut v, 1).unwrap();
                assert!(
                    v.capacity() >= (2 * before).max(64),
                    "{before} -> {}",
                    v.capacity()
                );
                grown += 1;
            }
            v.push(i);
        }
        assert!(grown < 20);
        assert!(v.iter().enumerate().all(|(i, &x)| x == i as u64));

        let mut buf = MutableBuffer::new(0);
        let mut expected = Vec::new();
        for i in 0..(3 * HINTED_GROWTH / 1000) {
            let chunk = [(i % 251) as u8; 1000];
            extend_buffer(&mut buf, &chunk).unwrap();
            expected.extend_from_slice(&chunk);
        }
        reserve_buffer(&mut buf, 7 * HINTED_GROWTH).unwrap();
        assert!(buf.capacity() - buf.len() >= 7 * HINTED_GROWTH);
        assert_eq!(buf.as_slice(), &expected[..]);

        // Sizes no allocator grants are errors, and change nothing.
        assert!(grow_vec(&mut v, usize::MAX / 4).is_err());
        assert!(reserve_buffer(&mut buf, usize::MAX / 2).is_err());
        assert_eq!(buf.as_slice(), &expected[..]);
    }
}
