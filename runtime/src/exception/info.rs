//! Exception records (`irx_exception_info`): immutable diagnostic
//! snapshots, reference counted through their handles.
//!
//! A record never changes once C can see it. What 1.25 calls changing a
//! record (a raise stamping the origin, a trace appending a frame, a
//! cleanup failure recorded) makes a copy, publishes it as a new handle
//! and moves the references over, so a record someone else holds never
//! moves under them. The copies share their texts and ancestry (`Arc`),
//! which is why a trace or a secondary failure costs no copy of a message
//! of any size, and cannot fail for its size.
//!
//! C's references are counted by the handle's slot (retain and release
//! detect a stale or made-up handle); the links between records (cause,
//! context, cleanup) are Rust `Arc`s, which C cannot reach.

use std::ffi::{CStr, CString, c_char};
use std::sync::Arc;

use crate::ffi::handle::{self, handle_type};
use crate::ffi::{Domain, Error, Result, export};

use super::MAX_CHAIN;

/// A copied C string, shared between the copies of a record.
pub(super) type Text = Arc<CString>;

/// One propagation location, appended by `irx_exception_trace`.
#[derive(Debug, Clone)]
pub(super) struct Frame {
    pub(super) source: Text,
    pub(super) line: i32,
    pub(super) col: i32,
}

/// An opaque, reference-counted, immutable exception record: the
/// exception's canonical type name, message and ancestry (its semantic
/// identities, the concrete class included), and once raised its origin,
/// related records (cause, context, cleanup failures) and trace frames.
///
/// Made by `irx_exception_info_create` with one reference;
/// `irx_exception_info_retain` adds one, `irx_exception_info_release`
/// drops one. The runtime holds its own references (pending values, the
/// links between records); a record lives while anyone holds one.
#[derive(Debug, Clone)]
pub struct ExceptionInfo {
    pub(super) name: Text,
    pub(super) message: Text,
    pub(super) ancestry: Arc<Vec<Text>>,
    /// Set by a raise; `None` reports as `<unknown>`.
    pub(super) source: Option<Text>,
    /// Set by a raise; `None` reports as the default code.
    pub(super) code: Option<Text>,
    pub(super) line: i32,
    pub(super) col: i32,
    pub(super) suppress_context: bool,
    /// How long the chain of related records below this one is.
    pub(super) depth: i32,
    pub(super) cause: Option<Arc<ExceptionInfo>>,
    pub(super) context: Option<Arc<ExceptionInfo>>,
    pub(super) cleanup: Option<Arc<ExceptionInfo>>,
    pub(super) frames: Vec<Frame>,
}

handle_type!(ExceptionInfo, "exception record", Shared);

/// Copies a C string. Fallible, unlike `CString::from`: a message too large
/// to copy makes the call fail (-1) as in 1.25, instead of aborting.
pub(super) fn copy_text(text: &CStr) -> Result<Text> {
    let bytes = text.to_bytes_with_nul();
    let mut copy = Vec::new();
    copy.try_reserve_exact(bytes.len())
        .map_err(|_| Error::no_memory("cannot copy an exception text"))?;
    copy.extend_from_slice(bytes);
    CString::from_vec_with_nul(copy)
        .map(Arc::new)
        .map_err(|_| Error::invalid("an exception text is not one C string"))
}

/// The C string at `text`, `None` for NULL.
///
/// # Safety
/// * `text` is NULL or NUL-terminated, unchanged for `'a`.
pub(super) unsafe fn c_str<'a>(text: *const c_char) -> Option<&'a CStr> {
    // SAFETY: caller contract.
    (!text.is_null()).then(|| unsafe { CStr::from_ptr(text) })
}

/// Which related-record link of a record [`link`] sets.
#[derive(Clone, Copy)]
pub(super) enum Link {
    Cause,
    Context,
    Cleanup,
}

impl ExceptionInfo {
    fn link_mut(&mut self, link: Link) -> &mut Option<Arc<ExceptionInfo>> {
        match link {
            Link::Cause => &mut self.cause,
            Link::Context => &mut self.context,
            Link::Cleanup => &mut self.cleanup,
        }
    }

    /// Points `link` at `previous` (replacing what it held), unless the
    /// chain below `previous` is already at the limit: chains stay at most
    /// `MAX_CHAIN` records deep, so reports and drops stay bounded.
    pub(super) fn link(&mut self, link: Link, previous: Option<&Arc<ExceptionInfo>>) {
        *self.link_mut(link) = None;
        let Some(previous) = previous.filter(|p| p.depth < MAX_CHAIN - 1) else {
            return;
        };
        *self.link_mut(link) = Some(Arc::clone(previous));
        self.depth = self.depth.max(previous.depth + 1);
    }
}

/// One C-visible reference to a record: its handle, counted in the slot,
/// dropped with this value. Also holds the record itself, so the runtime
/// reads it without a lookup.
#[derive(Debug)]
pub(super) struct InfoRef {
    key: usize,
    pub(super) info: Arc<ExceptionInfo>,
}

/// Ends the process as 1.25 does for a record reference count gone wrong.
fn bad_count(what: &str) -> ! {
    Domain::Exception.fatal(&format!("invalid exception record {what}"))
}

impl InfoRef {
    /// Publishes a new record: a new handle with the one reference this
    /// value holds.
    pub(super) fn publish(info: ExceptionInfo) -> Result<InfoRef> {
        let info = Arc::new(info);
        let ptr = handle::from_arc(Arc::clone(&info))?;
        Ok(InfoRef {
            key: ptr as usize,
            info,
        })
    }

    /// A new reference to the same record (1.25's retain: a count that
    /// would overflow ends the process).
    pub(super) fn retain(&self) -> InfoRef {
        if handle::retain(self.ptr()).is_err() {
            bad_count("retain");
        }
        InfoRef {
            key: self.key,
            info: Arc::clone(&self.info),
        }
    }

    /// The handle C sees (borrowed: the reference stays this value's).
    pub(super) fn ptr(&self) -> *mut ExceptionInfo {
        self.key as *mut ExceptionInfo
    }

    /// Hands this reference to C: the slot's count keeps it, the `Arc`
    /// held beside it is dropped.
    pub(super) fn into_ptr(self) -> *mut ExceptionInfo {
        let this = std::mem::ManuallyDrop::new(self);
        // SAFETY: `this` is never used or dropped again, so its `Arc` is
        // read out exactly once.
        drop(unsafe { std::ptr::read(&this.info) });
        this.ptr()
    }
}

impl Drop for InfoRef {
    fn drop(&mut self) {
        // Only when C released a reference it did not own (the runtime's).
        if handle::release(self.ptr()).is_err() {
            bad_count("release");
        }
    }
}

/// Drops one reference C holds; NULL is a no-op. Ends the process (1.25's
/// fatal report) when `ptr` is not a live record.
pub(super) fn release_ptr(ptr: *mut ExceptionInfo) {
    if handle::release(ptr).is_err() {
        bad_count("release");
    }
}

/// Creates an exception record with one reference.
///
/// `name` is the exception's canonical type name, `message` its message,
/// `ancestry` its `ancestry_count` semantic identities (the concrete class
/// included) that `irx_exception_matches` compares with. Every string is
/// copied: the caller keeps its own.
///
/// Returns 0 with the record in `*out`, or -1 with `*out` NULL (when `out`
/// is not NULL; it is set before any other check) when `out`, `name`,
/// `message` or `ancestry` is NULL, `ancestry_count <= 0`, an ancestry
/// entry is NULL or empty, or the copies cannot be allocated (a message
/// too large included). No last error: 1.25 has none.
///
/// # Safety
/// * `out` is NULL or writable for one pointer (it may be unaligned).
/// * `name`, `message` and each of the `ancestry_count` entries of
///   `ancestry` are NULL or NUL-terminated; `ancestry` is NULL or
///   readable for `ancestry_count` pointers.
#[export(Exception, value = -1)]
pub unsafe fn irx_exception_info_create(
    name: *const c_char,
    message: *const c_char,
    ancestry: *const *const c_char,
    ancestry_count: i32,
    out: *mut *mut ExceptionInfo,
) -> i32 {
    if out.is_null() {
        return Ok(-1);
    }
    // SAFETY: caller contract.
    unsafe { out.write_unaligned(std::ptr::null_mut()) };
    // SAFETY: caller contract.
    let (Some(name), Some(message)) = (unsafe { c_str(name) }, unsafe { c_str(message) }) else {
        return Ok(-1);
    };
    if ancestry.is_null() || ancestry_count <= 0 {
        return Ok(-1);
    }
    // SAFETY: `ancestry_count > 0` readable pointers (caller contract).
    let entries = unsafe { std::slice::from_raw_parts(ancestry, ancestry_count as usize) };
    let mut copies = Vec::new();
    if copies.try_reserve_exact(entries.len()).is_err() {
        return Ok(-1);
    }
    for &entry in entries {
        // SAFETY: caller contract.
        match unsafe { c_str(entry) } {
            Some(entry) if !entry.is_empty() => copies.push(entry),
            _ => return Ok(-1),
        }
    }
    let record = || -> Result<ExceptionInfo> {
        Ok(ExceptionInfo {
            name: copy_text(name)?,
            message: copy_text(message)?,
            ancestry: Arc::new(copies.into_iter().map(copy_text).collect::<Result<_>>()?),
            source: None,
            code: None,
            line: -1,
            col: -1,
            suppress_context: false,
            depth: 0,
            cause: None,
            context: None,
            cleanup: None,
            frames: Vec::new(),
        })
    };
    let Ok(info) = record().and_then(InfoRef::publish) else {
        return Ok(-1);
    };
    // SAFETY: caller contract.
    unsafe { out.write_unaligned(info.into_ptr()) };
    Ok(0)
}

/// Adds one reference to `info`. NULL is a no-op.
///
/// A handle that is not a live record (already released, or not made by
/// this runtime), or a count that would overflow, ends the process with
/// `ARX_RUNTIME_FAIL|ARX-RUNTIME-EXCEPTION-FATAL|<unknown>|-1|-1|invalid
/// exception record retain` (exit status 1), as 1.25 does for a record
/// whose count is gone.
///
/// # Safety
/// None beyond passing a pointer: unknown pointers are detected, not read.
#[export(Exception)]
pub unsafe fn irx_exception_info_retain(info: *mut ExceptionInfo) {
    if handle::retain(info).is_err() {
        bad_count("retain");
    }
    Ok(())
}

/// Drops one reference to `info`; the last one frees the record (the
/// records it links to are released in turn). NULL is a no-op.
///
/// A handle that is not a live record ends the process with
/// `...|invalid exception record release`, as for
/// `irx_exception_info_retain`.
///
/// # Safety
/// None beyond passing a pointer: unknown pointers are detected, not read.
#[export(Exception)]
pub unsafe fn irx_exception_info_release(info: *mut ExceptionInfo) {
    release_ptr(info);
    Ok(())
}

/// The message of `info`, a NUL-terminated string owned by the record and
/// valid while the caller holds a reference to it; "" for NULL.
///
/// A handle that is not a live record ends the process with an
/// `ARX-RUNTIME-EXCEPTION-FATAL` report naming this function (1.25 leaves
/// it undefined).
///
/// # Safety
/// * If `info` is live, the caller holds a reference for as long as it
///   uses the message.
#[export(Exception, value = c"".as_ptr())]
pub unsafe fn irx_exception_info_message(info: *const ExceptionInfo) -> *const c_char {
    if info.is_null() {
        return Ok(c"".as_ptr());
    }
    // SAFETY: caller contract.
    match unsafe { handle::borrow(info) } {
        Ok(info) => Ok(info.message.as_ptr()),
        Err(e) => Domain::Exception.fatal(&format!("{FUNCTION}: {}", e.message)),
    }
}
