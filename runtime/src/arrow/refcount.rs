//! Retain and release of the reference-counted handles (arrays, schemas,
//! tensors, and the data frame's tables and columns): one family on one
//! pattern, whose exported functions live beside their handle types (so
//! this module, which they all use, imports none of them). A handle is a generation-tagged
//! slot key (see `ffi::handle`), so a handle that was already released, or
//! one this runtime never made, is refused with `EINVAL` and a message and
//! never touches another live value.
//!
//! Retain and a release that is not the last one are a single
//! compare-and-swap outside the guard (the owner's hot path does the same);
//! anything else (NULL, a bad handle, an overflowing count, and the last
//! release, which frees the value and may run a producer's release
//! callback) takes the guarded path.

use std::ffi::c_int;

use crate::ffi::Domain;
use crate::ffi::boundary::{guard_status, guard_void};
use crate::ffi::handle::{self, Handle, Shared};

/// Retain of an Arrow handle (`irx_arrow_*_retain`, reporting in
/// `irx_arrow_last_error`).
#[inline(always)]
pub(crate) fn retain<T: Handle<Ownership = Shared>>(
    function: &'static str,
    ptr: *const T,
) -> c_int {
    retain_in(Domain::Arrow, function, ptr)
}

/// Release of an Arrow handle (`irx_arrow_*_release`).
#[inline(always)]
pub(crate) fn release<T: Handle<Ownership = Shared>>(function: &'static str, ptr: *const T) {
    release_in(Domain::Arrow, function, ptr)
}

/// Retain of a reference-counted handle reporting in `domain` (the
/// data-frame handles report 1.25's statuses, `Domain::Frame`).
#[inline(always)]
pub(crate) fn retain_in<T: Handle<Ownership = Shared>>(
    domain: Domain,
    function: &'static str,
    ptr: *const T,
) -> c_int {
    if handle::try_retain(ptr) {
        domain.clear_last_error();
        return 0;
    }
    retain_guarded(domain, function, ptr)
}

#[cold]
#[inline(never)]
fn retain_guarded<T: Handle<Ownership = Shared>>(
    domain: Domain,
    function: &'static str,
    ptr: *const T,
) -> c_int {
    guard_status(domain, function, || handle::retain(ptr))
}

/// Release of a reference-counted handle reporting in `domain`.
#[inline(always)]
pub(crate) fn release_in<T: Handle<Ownership = Shared>>(
    domain: Domain,
    function: &'static str,
    ptr: *const T,
) {
    // A release cannot fail: it leaves the last error as it was
    // (docs/ABI.md, "Last errors"), here and in `guard_void`.
    if handle::try_release_not_last(ptr) {
        return;
    }
    release_guarded(domain, function, ptr);
}

#[cold]
#[inline(never)]
fn release_guarded<T: Handle<Ownership = Shared>>(
    domain: Domain,
    function: &'static str,
    ptr: *const T,
) {
    guard_void(domain, function, || handle::release(ptr));
}
