//! The exception runtime of pyirx 1.25 (`irx_exception_runtime.h`):
//! exception contexts, the pending exception, handler / finally / cleanup
//! scopes, and the `ARX_EXCEPTION` report.
//!
//! Four opaque kinds of pointer cross the boundary, and none is an address
//! C could forge into memory access:
//! * records (`irx_exception_info`, [`info`]) and contexts
//!   (`irx_exception_context`) are shared slot handles: retain, release,
//!   destroy and every use of a stale or made-up one are refused (-1 where
//!   the function has a failure status, a fatal report where it has none).
//!   A context is shared so that each call holds it alive (an `Arc`) for
//!   its duration: a class drop callback run by the call may destroy it.
//! * pending values taken out of a context (`irx_exception_value`) are
//!   single-owner slot handles: restoring or discarding one twice is
//!   refused.
//! * scope tokens (`irx_exception_scope`) are not handles at all but
//!   unique numbers: the context keeps its scopes as a stack, and leaving
//!   checks the token against the top, so a token of another context, a
//!   stale one or a made-up one is reported, never dereferenced.
//!
//! 1.25's contexts are synchronous and non-atomic. Here each holds its
//! state behind a mutex taken only for the few instructions of one step
//! and released before any class drop callback runs (so callbacks may
//! raise, take, restore or discard on the same context, as 1.25 allows);
//! a second thread using a context while a call is inside it is reported
//! (fatal) rather than raced.
//!
//! Failure conventions follow 1.25 exactly: creators and raises return -1,
//! queries answer 0 / NULL for a NULL context, and misuse that 1.25 makes
//! fatal prints its own message as
//! `ARX_RUNTIME_FAIL|ARX-RUNTIME-EXCEPTION-FATAL|<unknown>|-1|-1|<message>`
//! and exits with status 1. Misuse 1.25 leaves undefined (a stale handle)
//! takes the same fatal path, with a message that names the function.

mod info;
mod report;

pub use info::*;

use std::ffi::{c_char, c_void};
use std::io::Write;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::{Arc, Mutex, MutexGuard, TryLockError};

use crate::class::{self, IRX_CLASS_ERROR_CAPACITY};
use crate::ffi::handle::{self, handle_type};
use crate::ffi::{Domain, export};

use info::{InfoRef, Link, c_str, copy_text};

/// Related records a chain holds at most, and records a report shows.
const MAX_CHAIN: i32 = 32;
/// Trace frames a record holds at most.
const MAX_FRAMES: usize = 64;
/// The code of an exception raised without one.
const DEFAULT_CODE: &[u8] = b"ARX-RUNTIME-EXCEPTION-001";

/// Ends the process with the exception runtime's fatal report.
fn fatal(message: &str) -> ! {
    Domain::Exception.fatal(message)
}

/// A class payload address: handed back to the class runtime and to C,
/// never read here.
#[derive(Debug, Clone, Copy)]
struct Payload(*mut c_void);

// SAFETY: an address only; the class runtime's contract covers its use.
unsafe impl Send for Payload {}
// SAFETY: as above.
unsafe impl Sync for Payload {}

/// An exception in flight: one class reference to its payload, one record
/// reference, and where the compiler keeps the payload's own record
/// reference (updated whenever the record is replaced by a new snapshot).
#[derive(Debug)]
struct Value {
    payload: Payload,
    info: InfoRef,
    /// `irx_exception_info **` inside the payload, as an address.
    object_slot: usize,
}

impl Value {
    /// Makes `info` this value's record and the payload's.
    fn replace_info(&mut self, info: ExceptionInfo) {
        // A snapshot that cannot be published leaves the original: 1.25
        // never replaces a failure with an allocation failure.
        let Ok(info) = InfoRef::publish(info) else {
            return;
        };
        store_in_slot(self.object_slot as *mut *mut ExceptionInfo, &info);
        self.info = info;
    }

    /// Records `secondary` (a failure while this one was being handled)
    /// as the newest of this value's cleanup failures.
    fn record_secondary(&mut self, secondary: &Arc<ExceptionInfo>) {
        let mut copy = (*self.info.info).clone();
        match copy.cleanup.clone() {
            Some(earlier) => {
                let mut newest = (**secondary).clone();
                newest.link(Link::Cleanup, Some(&earlier));
                copy.link(Link::Cleanup, Some(&Arc::new(newest)));
            }
            None => copy.link(Link::Cleanup, Some(secondary)),
        }
        self.replace_info(copy);
    }
}

/// Puts a new reference to `info` into the compiler's record field at
/// `slot`, releasing the reference it held.
fn store_in_slot(slot: *mut *mut ExceptionInfo, info: &InfoRef) {
    if slot.is_null() {
        return;
    }
    let reference = info.retain().into_ptr();
    // SAFETY: `slot` was checked non-NULL and aligned by the raise, and
    // lies in a payload this value keeps alive.
    let previous = unsafe { slot.replace(reference) };
    info::release_ptr(previous);
}

/// A pending exception moved out of its context (`irx_exception_pending_take`)
/// while fallible cleanup runs: opaque, owned by the caller until
/// `irx_exception_pending_restore` or `irx_exception_pending_discard`
/// consumes it. NULL stands for "nothing was pending".
#[derive(Debug)]
pub struct ExceptionValue(Value);

handle_type!(ExceptionValue, "exception value", Owned);

/// An opaque token of one entered scope, valid until its leave.
#[derive(Debug)]
pub struct ExceptionScope {
    // Never instantiated: a token is a number, not an address.
    _opaque: [u8; 0],
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Kind {
    Handler,
    Finally,
    Cleanup,
}

#[derive(Debug)]
struct Scope {
    token: usize,
    kind: Kind,
    /// What was pending at entry, held while the scope runs.
    saved: Option<Value>,
}

/// Scope tokens, unique in the process: one context's token never matches
/// another's.
static NEXT_TOKEN: AtomicUsize = AtomicUsize::new(1);

fn new_token() -> usize {
    loop {
        let token = NEXT_TOKEN.fetch_add(1, Ordering::Relaxed);
        if token != 0 {
            return token;
        }
    }
}

#[derive(Debug, Default)]
struct State {
    pending: Option<Value>,
    /// Innermost last.
    scopes: Vec<Scope>,
    /// Nested discards in progress (destructors failing while destroying).
    discarding: i32,
}

impl State {
    /// The exception being handled: what the innermost scope that saved
    /// one holds (1.25's dynamically scoped "handled" state).
    fn handled(&self) -> Option<&Value> {
        self.scopes.iter().rev().find_map(|s| s.saved.as_ref())
    }
}

/// An opaque exception context: the pending exception and the scopes
/// entered on it. Made by `irx_exception_context_create`, freed by
/// `irx_exception_context_destroy`; synchronous (one thread at a time).
#[derive(Debug, Default)]
pub struct ExceptionContext {
    state: Mutex<State>,
}

handle_type!(ExceptionContext, "exception context", Shared);

impl ExceptionContext {
    /// The state, for one step. A poisoned lock (a panic, which ends the
    /// process anyway) is taken as it is.
    fn lock(&self, function: &str) -> MutexGuard<'_, State> {
        match self.state.try_lock() {
            Ok(state) => state,
            Err(TryLockError::Poisoned(poisoned)) => poisoned.into_inner(),
            Err(TryLockError::WouldBlock) => fatal(&format!(
                "{function}: exception context used by two threads at once \
                 (a context is synchronous)"
            )),
        }
    }
}

/// The context behind `ptr` for one call: `None` for NULL; a stale or
/// made-up handle ends the process with a message naming `function`.
fn context_of(ptr: *const ExceptionContext, function: &str) -> Option<Arc<ExceptionContext>> {
    if ptr.is_null() {
        return None;
    }
    // SAFETY: refused unless live; the `Arc` keeps it alive for the call.
    match unsafe { handle::clone_arc(ptr) } {
        Ok(context) => Some(context),
        Err(e) => fatal(&format!("{function}: {}", e.message)),
    }
}

/// As [`context_of`], a NULL context being fatal with `null_message`.
fn live_context(
    ptr: *const ExceptionContext,
    function: &str,
    null_message: &str,
) -> Arc<ExceptionContext> {
    context_of(ptr, function).unwrap_or_else(|| fatal(null_message))
}

/// Releases a pending value that is being dropped: its payload (whose drop
/// callback may raise into `context` again) and its record. A failure
/// raised meanwhile is recorded as a secondary diagnostic of what is
/// pending, or becomes the pending exception when nothing is.
fn discard(
    context_ptr: *mut ExceptionContext,
    context: &ExceptionContext,
    value: Value,
    function: &str,
) {
    let saved = {
        let mut state = context.lock(function);
        state.discarding += 1;
        if state.discarding > MAX_CHAIN {
            fatal("exception destruction repeatedly failed");
        }
        state.pending.take()
    };
    let Value { payload, info, .. } = value;
    let mut error = [0 as c_char; IRX_CLASS_ERROR_CAPACITY];
    // SAFETY: the value holds a class reference to the payload. The lock
    // is not held: the drop callback may use this context.
    let status =
        unsafe { class::release(context_ptr.cast(), payload.0, error.as_mut_ptr(), function) };
    drop(info);
    let secondary = {
        let mut state = context.lock(function);
        let secondary = state.pending.take();
        state.pending = saved;
        match (secondary, state.pending.as_mut()) {
            (Some(secondary), Some(original)) => {
                original.record_secondary(&secondary.info.info);
                Some(secondary)
            }
            (Some(secondary), None) => {
                state.pending = Some(secondary);
                None
            }
            (None, _) if status != 0 => {
                fatal("exception destructor failed without a pending value")
            }
            (None, _) => None,
        }
    };
    if let Some(secondary) = secondary {
        discard(context_ptr, context, secondary, function);
    }
    context.lock(function).discarding -= 1;
}

/// Creates an exception context with nothing pending.
///
/// Returns 0 with the context in `*out`, or -1: `out` is NULL, or the
/// context cannot be allocated (then `*out` is NULL).
///
/// # Safety
/// * `out` is NULL or writable for one pointer (it may be unaligned).
#[export(Exception, value = -1)]
pub unsafe fn irx_exception_context_create(out: *mut *mut ExceptionContext) -> i32 {
    if out.is_null() {
        return Ok(-1);
    }
    let (context, status) = match handle::new(ExceptionContext::default()) {
        Ok(context) => (context, 0),
        Err(_) => (std::ptr::null_mut(), -1),
    };
    // SAFETY: caller contract.
    unsafe { out.write_unaligned(context) };
    Ok(status)
}

/// Destroys `context`, first discarding its pending exception (whose
/// payload's drop callback may raise again: up to 32 times). NULL is a
/// no-op.
///
/// Fatal (`ARX-RUNTIME-EXCEPTION-FATAL` report, exit status 1): a scope
/// still entered ("destroying an active exception context"), destructors
/// failing more than 32 times ("exception destruction repeatedly failed"),
/// or a handle that is not a live context (a message naming this
/// function).
///
/// # Safety
/// * `context` is not used again.
#[export(Exception)]
pub unsafe fn irx_exception_context_destroy(context: *mut ExceptionContext) {
    let Some(live) = context_of(context, FUNCTION) else {
        return Ok(());
    };
    if !live.lock(FUNCTION).scopes.is_empty() {
        fatal("destroying an active exception context");
    }
    let mut rounds = 0;
    loop {
        // Its own statement: the lock must be free while `discard` runs.
        let pending = live.lock(FUNCTION).pending.take();
        let Some(value) = pending else {
            break;
        };
        rounds += 1;
        if rounds > MAX_CHAIN {
            fatal("exception destruction repeatedly failed");
        }
        discard(context, &live, value, FUNCTION);
    }
    if let Err(e) = handle::release(context) {
        // Destroyed already, by a drop callback run above.
        fatal(&format!("{FUNCTION}: {}", e.message));
    }
    Ok(())
}

/// Raises `payload` (a class payload) as the pending exception of
/// `context`.
///
/// The new pending exception holds a class reference to `payload` and a
/// new record: a snapshot of `*object_slot` (the payload's own record,
/// which must be set) stamped with the origin `source` (NULL:
/// `<unknown>`), `line` and `col` (kept only when positive, `col` only
/// with a positive `line`; -1 otherwise) and `code` (NULL or empty:
/// `ARX-RUNTIME-EXCEPTION-001`). The exception being handled, if any,
/// becomes its context; `mode` 0 shows that context in reports, 1 shows
/// `cause` instead (required), 2 shows neither. `*object_slot` is then
/// replaced by a reference to the new record (the old reference is
/// released). `payload` and `cause` are borrowed.
///
/// Returns 1 (an exception is pending), or -1 with nothing changed:
/// `context` NULL or not a live context, an exception already pending,
/// `payload` NULL or not a class payload, `object_slot` NULL or
/// misaligned, `*object_slot` NULL or not a live record, `mode` outside
/// 0..2, `mode` 1 with `cause` NULL or not a live record, or an allocation
/// failure (of copies of `source` and `code` too).
///
/// # Safety
/// * `payload` is NULL or a live payload of `irx_class_create` (or
///   readable for one pointer).
/// * `object_slot` is NULL or points to a readable, writable pointer that
///   stays valid while the exception lives (it is written again whenever
///   its record is replaced, by `irx_exception_trace` for one).
/// * `source` and `code` are NULL or NUL-terminated.
#[export(Exception, value = -1)]
pub unsafe fn irx_exception_raise(
    context: *mut ExceptionContext,
    payload: *mut c_void,
    object_slot: *mut *mut ExceptionInfo,
    cause: *mut ExceptionInfo,
    mode: i32,
    source: *const c_char,
    line: i32,
    col: i32,
    code: *const c_char,
) -> i32 {
    // SAFETY: refused unless live; raising runs no callback.
    let Ok(live) = (unsafe { handle::borrow(context) }) else {
        return Ok(-1);
    };
    let mut state = live.lock(FUNCTION);
    if state.pending.is_some()
        || payload.is_null()
        || object_slot.is_null()
        || !object_slot.is_aligned()
        || !(0..=2).contains(&mode)
        || (mode == 1 && cause.is_null())
    {
        return Ok(-1);
    }
    // SAFETY: non-NULL, aligned, readable (caller contract).
    let Ok(base) = (unsafe { handle::clone_arc(object_slot.read()) }) else {
        return Ok(-1);
    };
    let cause = match mode {
        // SAFETY: refused unless live.
        1 => match unsafe { handle::clone_arc(cause) } {
            Ok(cause) => Some(cause),
            Err(_) => return Ok(-1),
        },
        _ => None,
    };
    let mut info = (*base).clone();
    // SAFETY: NULL or NUL-terminated (caller contract).
    let (source, code) = unsafe { (c_str(source), c_str(code)) };
    let stamped = copy_text(source.unwrap_or(c"<unknown>")).and_then(|source| {
        let code = code.filter(|c| !c.is_empty());
        Ok((
            source,
            copy_text(code.unwrap_or(c"ARX-RUNTIME-EXCEPTION-001"))?,
        ))
    });
    let Ok((source, code)) = stamped else {
        return Ok(-1);
    };
    info.source = Some(source);
    info.code = Some(code);
    info.line = if line > 0 { line } else { -1 };
    info.col = if line > 0 && col > 0 { col } else { -1 };
    info.suppress_context = mode != 0;
    let handled = state.handled().map(|v| Arc::clone(&v.info.info));
    info.link(Link::Context, handled.as_ref());
    info.link(Link::Cause, cause.as_ref());
    let Ok(info) = InfoRef::publish(info) else {
        return Ok(-1);
    };
    // SAFETY: caller contract on `payload`.
    if unsafe { class::retain(payload, FUNCTION) }.is_err() {
        return Ok(-1);
    }
    store_in_slot(object_slot, &info);
    state.pending = Some(Value {
        payload: Payload(payload),
        info,
        object_slot: object_slot as usize,
    });
    Ok(1)
}

/// Re-raises the exception being handled (a bare `raise` in a handler):
/// it becomes pending again, origin, record and trace unchanged, with
/// references of its own.
///
/// Returns 1, or -1 with nothing changed: `context` NULL or not a live
/// context, an exception already pending, or none being handled. Fatal
/// when the payload cannot be retained ("cannot retain active exception").
///
/// # Safety
/// None beyond passing a pointer: unknown pointers are detected, not read.
#[export(Exception, value = -1)]
pub unsafe fn irx_exception_reraise(context: *mut ExceptionContext) -> i32 {
    // SAFETY: refused unless live; re-raising runs no callback.
    let Ok(live) = (unsafe { handle::borrow(context) }) else {
        return Ok(-1);
    };
    let mut state = live.lock(FUNCTION);
    if state.pending.is_some() {
        return Ok(-1);
    }
    let Some(handled) = state.handled() else {
        return Ok(-1);
    };
    // SAFETY: the handled value holds a class reference to its payload.
    if unsafe { class::retain(handled.payload.0, FUNCTION) }.is_err() {
        fatal("cannot retain active exception");
    }
    let again = Value {
        payload: handled.payload,
        info: handled.info.retain(),
        object_slot: handled.object_slot,
    };
    state.pending = Some(again);
    Ok(1)
}

/// Runs `query` on the state of `context` for the side-effect-free
/// queries: `None` for a NULL context; a stale one is fatal.
fn query<R>(
    context: *const ExceptionContext,
    function: &str,
    query: impl FnOnce(&State) -> R,
) -> Option<R> {
    if context.is_null() {
        return None;
    }
    // SAFETY: refused unless live; queries run no callback.
    match unsafe { handle::borrow(context) } {
        Ok(live) => Some(query(&live.lock(function))),
        Err(e) => fatal(&format!("{function}: {}", e.message)),
    }
}

/// 1 when an exception is pending in `context`, 0 otherwise (NULL
/// included). A handle that is not a live context ends the process with an
/// `ARX-RUNTIME-EXCEPTION-FATAL` report naming this function.
///
/// # Safety
/// None beyond passing a pointer: unknown pointers are detected, not read.
#[export(Exception, value = 0)]
pub unsafe fn irx_exception_pending(context: *const ExceptionContext) -> i32 {
    Ok(query(context, FUNCTION, |s| s.pending.is_some() as i32).unwrap_or(0))
}

/// 1 when the pending exception of `context` has `semantic_identity`
/// among its ancestry (exact byte comparison), 0 otherwise: nothing
/// pending, `context` NULL or `semantic_identity` NULL. A handle that is
/// not a live context is fatal, as for `irx_exception_pending`.
///
/// # Safety
/// * `semantic_identity` is NULL or NUL-terminated.
#[export(Exception, value = 0)]
pub unsafe fn irx_exception_matches(
    context: *const ExceptionContext,
    semantic_identity: *const c_char,
) -> i32 {
    // SAFETY: caller contract.
    let identity = unsafe { c_str(semantic_identity) };
    let matches = query(context, FUNCTION, |s| {
        let (Some(value), Some(identity)) = (&s.pending, identity) else {
            return 0;
        };
        value
            .info
            .info
            .ancestry
            .iter()
            .any(|a| a.as_c_str() == identity) as i32
    });
    Ok(matches.unwrap_or(0))
}

/// The payload of the exception being handled (borrowed: valid while the
/// handler's scope is entered), or NULL: none, or `context` NULL. A handle
/// that is not a live context is fatal, as for `irx_exception_pending`.
///
/// # Safety
/// None beyond passing a pointer: unknown pointers are detected, not read.
#[export(Exception, value = std::ptr::null_mut())]
pub unsafe fn irx_exception_handled_payload(context: *const ExceptionContext) -> *mut c_void {
    let payload = query(context, FUNCTION, |s| s.handled().map(|v| v.payload.0));
    Ok(payload.flatten().unwrap_or(std::ptr::null_mut()))
}

/// The record of the pending exception (borrowed: valid while it stays
/// pending; retain it to keep it), or NULL: nothing pending, or `context`
/// NULL. A handle that is not a live context is fatal, as for
/// `irx_exception_pending`.
///
/// # Safety
/// None beyond passing a pointer: unknown pointers are detected, not read.
#[export(Exception, value = std::ptr::null_mut())]
pub unsafe fn irx_exception_pending_info(context: *const ExceptionContext) -> *mut ExceptionInfo {
    let info = query(context, FUNCTION, |s| {
        s.pending.as_ref().map(|v| v.info.ptr())
    });
    Ok(info.flatten().unwrap_or(std::ptr::null_mut()))
}

/// Enters a scope: the pending exception (if any) moves into it (no
/// allocation of a new exception) and, if there was one, becomes the
/// exception being handled until the scope is left.
fn enter(context: *mut ExceptionContext, kind: Kind, function: &str) -> *mut ExceptionScope {
    let live = live_context(context, function, "invalid exception scope entry");
    let mut state = live.lock(function);
    if kind == Kind::Handler && state.pending.is_none() {
        fatal("invalid exception scope entry");
    }
    if state.scopes.try_reserve(1).is_err() {
        fatal("out of memory entering exception scope");
    }
    let token = new_token();
    let saved = state.pending.take();
    state.scopes.push(Scope { token, kind, saved });
    token as *mut ExceptionScope
}

/// Leaves the innermost scope, which must be `scope` of `kind`.
fn leave(
    context: *mut ExceptionContext,
    scope: *mut ExceptionScope,
    kind: Kind,
    function: &str,
) -> (Arc<ExceptionContext>, Option<Value>) {
    const MISUSE: &str = "exception scopes must leave in reverse order";
    let live = live_context(context, function, MISUSE);
    let scope = {
        let mut state = live.lock(function);
        match state.scopes.last() {
            Some(top) if !scope.is_null() && top.token == scope as usize && top.kind == kind => {}
            _ => fatal(MISUSE),
        }
        state.scopes.pop()
    };
    (live, scope.and_then(|s| s.saved))
}

/// Enters an exception handler (`except`): moves the pending exception
/// into the scope, where it is the exception being handled
/// (`irx_exception_handled_payload`, `irx_exception_reraise`).
///
/// Returns the scope token for `irx_exception_handler_leave`. Fatal
/// (`ARX-RUNTIME-EXCEPTION-FATAL`, exit status 1): `context` NULL or
/// nothing pending ("invalid exception scope entry"), no memory for the
/// scope, or a handle that is not a live context. Never NULL.
///
/// # Safety
/// None beyond passing a pointer: unknown pointers are detected, not read.
#[export(Exception, value = std::ptr::null_mut())]
pub unsafe fn irx_exception_handler_enter(context: *mut ExceptionContext) -> *mut ExceptionScope {
    Ok(enter(context, Kind::Handler, FUNCTION))
}

/// Leaves a handler: the handled exception is consumed (discarded; its
/// payload's drop callback may raise, which then becomes pending), and
/// whatever was being handled outside the handler is again.
///
/// Fatal: `scope` not the innermost scope of `context` or not a handler's
/// ("exception scopes must leave in reverse order"; also for NULL
/// arguments), or a handle that is not a live context.
///
/// # Safety
/// None beyond passing pointers: unknown ones are detected, not read.
#[export(Exception)]
pub unsafe fn irx_exception_handler_leave(
    context: *mut ExceptionContext,
    scope: *mut ExceptionScope,
) {
    let (live, saved) = leave(context, scope, Kind::Handler, FUNCTION);
    if let Some(saved) = saved {
        discard(context, &live, saved, FUNCTION);
    }
    Ok(())
}

/// Enters a `finally` block: the pending exception, if any, is set aside
/// (and is the exception being handled) while the block runs.
///
/// Returns the scope token for `irx_exception_finally_leave`. Fatal:
/// `context` NULL ("invalid exception scope entry"), no memory for the
/// scope, or a handle that is not a live context. Never NULL.
///
/// # Safety
/// None beyond passing a pointer: unknown pointers are detected, not read.
#[export(Exception, value = std::ptr::null_mut())]
pub unsafe fn irx_exception_finally_enter(context: *mut ExceptionContext) -> *mut ExceptionScope {
    Ok(enter(context, Kind::Finally, FUNCTION))
}

/// Leaves a `finally` block: with `preserve` nonzero and nothing pending
/// (the block neither raised nor returned), the exception set aside is
/// pending again; otherwise it is discarded (a replacement wins).
///
/// Fatal as for `irx_exception_handler_leave`, `scope` having to be a
/// `finally` scope.
///
/// # Safety
/// None beyond passing pointers: unknown ones are detected, not read.
#[export(Exception)]
pub unsafe fn irx_exception_finally_leave(
    context: *mut ExceptionContext,
    scope: *mut ExceptionScope,
    preserve: i32,
) {
    let (live, saved) = leave(context, scope, Kind::Finally, FUNCTION);
    let Some(saved) = saved else {
        return Ok(());
    };
    let dropped = {
        let mut state = live.lock(FUNCTION);
        if preserve != 0 && state.pending.is_none() {
            state.pending = Some(saved);
            None
        } else {
            Some(saved)
        }
    };
    if let Some(dropped) = dropped {
        discard(context, &live, dropped, FUNCTION);
    }
    Ok(())
}

/// Enters an implicit cleanup (generated destruction on the way out of a
/// block): the pending exception, if any, is set aside while it runs.
///
/// Returns the scope token for `irx_exception_cleanup_leave`. Fatal as for
/// `irx_exception_finally_enter`. Never NULL.
///
/// # Safety
/// None beyond passing a pointer: unknown pointers are detected, not read.
#[export(Exception, value = std::ptr::null_mut())]
pub unsafe fn irx_exception_cleanup_enter(context: *mut ExceptionContext) -> *mut ExceptionScope {
    Ok(enter(context, Kind::Cleanup, FUNCTION))
}

/// Leaves an implicit cleanup. The original failure (set aside at entry)
/// is pending again and keeps precedence: a failure the cleanup raised is
/// recorded in its report as a `cleanup` diagnostic and discarded. Without
/// an original failure, a cleanup failure stays pending (promoted).
///
/// Fatal as for `irx_exception_handler_leave`, `scope` having to be a
/// cleanup scope.
///
/// # Safety
/// None beyond passing pointers: unknown ones are detected, not read.
#[export(Exception)]
pub unsafe fn irx_exception_cleanup_leave(
    context: *mut ExceptionContext,
    scope: *mut ExceptionScope,
) {
    let (live, saved) = leave(context, scope, Kind::Cleanup, FUNCTION);
    let Some(mut original) = saved else {
        return Ok(());
    };
    let secondary = {
        let mut state = live.lock(FUNCTION);
        let secondary = state.pending.take();
        if let Some(secondary) = &secondary {
            original.record_secondary(&secondary.info.info);
        }
        state.pending = Some(original);
        secondary
    };
    if let Some(secondary) = secondary {
        discard(context, &live, secondary, FUNCTION);
    }
    Ok(())
}

/// Moves the pending exception out of `context` (nothing is pending
/// afterwards) into a value the caller owns, to run fallible cleanup
/// before it is restored or discarded. NULL when nothing was pending.
///
/// Fatal: `context` NULL ("missing exception context"), a handle that is
/// not a live context, or no room for the value's handle.
///
/// # Safety
/// None beyond passing a pointer: unknown pointers are detected, not read.
#[export(Exception, value = std::ptr::null_mut())]
pub unsafe fn irx_exception_pending_take(context: *mut ExceptionContext) -> *mut ExceptionValue {
    let live = live_context(context, FUNCTION, "missing exception context");
    let Some(value) = live.lock(FUNCTION).pending.take() else {
        return Ok(std::ptr::null_mut());
    };
    Ok(handle::new(ExceptionValue(value))
        .unwrap_or_else(|e| fatal(&format!("{FUNCTION}: {}", e.message))))
}

/// Makes a value of `irx_exception_pending_take` pending again, consuming
/// it; NULL restores "nothing pending".
///
/// Fatal: `context` NULL or an exception already pending ("restoring into
/// an occupied exception slot"), or a handle that is not a live context or
/// value (restored or discarded already, made up): a message naming this
/// function.
///
/// # Safety
/// None beyond passing pointers: unknown ones are detected, not read.
#[export(Exception)]
pub unsafe fn irx_exception_pending_restore(
    context: *mut ExceptionContext,
    value: *mut ExceptionValue,
) {
    const OCCUPIED: &str = "restoring into an occupied exception slot";
    let live = live_context(context, FUNCTION, OCCUPIED);
    let mut state = live.lock(FUNCTION);
    if state.pending.is_some() {
        fatal(OCCUPIED);
    }
    match handle::take(value) {
        Ok(value) => state.pending = value.map(|v| v.0),
        Err(e) => fatal(&format!("{FUNCTION}: {}", e.message)),
    }
    Ok(())
}

/// Drops a value of `irx_exception_pending_take`, consuming it: its
/// payload is released (its drop callback may raise into `context`: that
/// failure is recorded as a cleanup diagnostic of what is pending, or
/// becomes pending when nothing is). NULL is a no-op, whatever `context`.
///
/// Fatal: `context` NULL ("exception destruction repeatedly failed", 1.25's
/// message), destructors failing more than 32 times in a row (the same), a
/// payload release failing with nothing raised ("exception destructor
/// failed without a pending value"), or a handle that is not a live
/// context or value (a message naming this function).
///
/// # Safety
/// None beyond passing pointers: unknown ones are detected, not read.
#[export(Exception)]
pub unsafe fn irx_exception_pending_discard(
    context: *mut ExceptionContext,
    value: *mut ExceptionValue,
) {
    if value.is_null() {
        return Ok(());
    }
    let live = live_context(context, FUNCTION, "exception destruction repeatedly failed");
    match handle::take(value) {
        Ok(Some(value)) => discard(context, &live, value.0, FUNCTION),
        Ok(None) => {}
        Err(e) => fatal(&format!("{FUNCTION}: {}", e.message)),
    }
    Ok(())
}

/// Appends the propagation location `source`:`line`:`col` to the pending
/// exception's trace (a new record snapshot; the payload's record field
/// follows). Silently nothing when `context` is NULL, nothing is pending,
/// `source` is NULL, `line` or `col` is not positive (an untrustworthy
/// location), the trace already has 64 frames, or memory is short (a
/// trace never replaces the failure). A handle that is not a live context
/// is fatal, as for `irx_exception_pending`.
///
/// # Safety
/// * `source` is NULL or NUL-terminated.
#[export(Exception)]
pub unsafe fn irx_exception_trace(
    context: *mut ExceptionContext,
    source: *const c_char,
    line: i32,
    col: i32,
) {
    let Some(live) = context_of(context, FUNCTION) else {
        return Ok(());
    };
    let mut state = live.lock(FUNCTION);
    // SAFETY: caller contract.
    let source = unsafe { c_str(source) };
    let (Some(value), Some(source)) = (state.pending.as_mut(), source) else {
        return Ok(());
    };
    if line <= 0 || col <= 0 || value.info.info.frames.len() >= MAX_FRAMES {
        return Ok(());
    }
    let Ok(source) = copy_text(source) else {
        return Ok(());
    };
    let mut copy = (*value.info.info).clone();
    copy.frames.push(info::Frame { source, line, col });
    value.replace_info(copy);
    Ok(())
}

/// Writes the report of the pending exception to stderr, nothing when
/// nothing is pending or `context` is NULL; the exception stays pending.
/// The only function that prints.
///
/// One line per record, related records first and the root last:
/// `ARX_EXCEPTION|<role>|<code>|<type>|<source>|<line>|<col>|<message>`,
/// `role` being `cause`, `context`, `cleanup` or `root`, each followed by
/// one `ARX_EXCEPTION_FRAME|<source>|<line>|<col>` line per trace frame.
/// A cause is shown instead of the context, a suppressed context not at
/// all; at most 32 records are shown. Text fields are escaped as in
/// `__arx_assert_fail` (`\` `\\`, newline `\n`, carriage return `\r`, tab
/// `\t`, `|` `\p`). A handle that is not a live context is fatal, as for
/// `irx_exception_pending`.
///
/// # Safety
/// None beyond passing a pointer: unknown pointers are detected, not read.
#[export(Exception)]
pub unsafe fn irx_exception_report(context: *const ExceptionContext) {
    let _ = query(context, FUNCTION, |state| {
        let Some(value) = &state.pending else {
            return;
        };
        let mut stderr = std::io::BufWriter::new(std::io::stderr().lock());
        let mut budget = MAX_CHAIN;
        // A failing stderr cannot be reported anywhere.
        let _ = report::write_record(&mut stderr, &value.info.info, "root", 0, &mut budget);
        let _ = stderr.flush();
    });
    Ok(())
}
