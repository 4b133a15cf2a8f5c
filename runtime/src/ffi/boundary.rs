//! The guards every exported function body runs inside.
//!
//! Each guard resets the calling thread's last error for its API family
//! (but the guard of `void` functions, which cannot fail and leave it as it
//! was: docs/ABI.md, "Last errors"), runs the body under `catch_unwind` so
//! no panic ever crosses the C boundary, and turns an `Err` (or a caught
//! panic) into the function's documented failure value plus a last-error
//! message. The two families of
//! pyirx 1.25 that have no last error (exceptions, classes) end the process
//! with a fatal report instead where nothing else can say what happened.
//!
//! A caught panic never reaches the caller's stderr either: the runtime is
//! a library inside someone else's process, and the standard panic hook
//! would print `thread '...' panicked at ...` before the guard catches the
//! unwind. So the first guard installs a panic hook ([`contain`]) that
//! keeps quiet about panics raised while the thread is inside a guard (a
//! per-thread count, so nested guards and re-entrant calls from C
//! callbacks stay covered), noting where the panic happened for the
//! guard's message instead, and hands every other panic (the host
//! program's own, a test's) to the hook that was installed before, as if
//! the runtime were not there. A hook installed after the runtime's sees
//! every panic first, as hooks chain.

use std::any::Any;
use std::cell::{Cell, RefCell};
use std::ffi::{c_char, c_int};
use std::panic::{AssertUnwindSafe, PanicHookInfo, catch_unwind};
use std::sync::Once;
use std::sync::atomic::{AtomicBool, Ordering};

use super::error::{Error, Kind, LastError, Result};

thread_local! {
    static BUFFER_ERROR_SET: Cell<bool> = const { Cell::new(false) };
    static BUFFER_ERROR_MESSAGE: RefCell<Vec<u8>> = const { RefCell::new(Vec::new()) };
    static ARROW_ERROR_SET: Cell<bool> = const { Cell::new(false) };
    static ARROW_ERROR_MESSAGE: RefCell<Vec<u8>> = const { RefCell::new(Vec::new()) };
    static RB_ERROR_SET: Cell<bool> = const { Cell::new(false) };
    static RB_ERROR_MESSAGE: RefCell<Vec<u8>> = const { RefCell::new(Vec::new()) };
    /// How many guards the thread is inside ([`contain`]).
    static GUARDS: Cell<u32> = const { Cell::new(0) };
    /// The text and place of the last panic the hook kept quiet about, for
    /// the guard that catches it.
    static PANIC_AT: RefCell<Option<(String, String)>> = const { RefCell::new(None) };
}

/// Set once the runtime's panic hook is installed (checked on every guard
/// entry: one relaxed load).
static HOOK_INSTALLED: AtomicBool = AtomicBool::new(false);

static BUFFER_ERROR: LastError = LastError {
    is_set: &BUFFER_ERROR_SET,
    message: &BUFFER_ERROR_MESSAGE,
};
static ARROW_ERROR: LastError = LastError {
    is_set: &ARROW_ERROR_SET,
    message: &ARROW_ERROR_MESSAGE,
};
static RB_ERROR: LastError = LastError {
    is_set: &RB_ERROR_SET,
    message: &RB_ERROR_MESSAGE,
};

/// An API family with its own last-error slot and status convention.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Domain {
    /// `irx_buffer_*`: status -1 on any error, `irx_buffer_last_error()`.
    Buffer,
    /// `irx_arrow_*`: `irx_arrow_last_error()`; the status is errno-style
    /// in the 1.18 generation, in the 1.25 generation that errno as 1.25
    /// translates it (`Kind::errno_as_native`).
    Arrow,
    /// IRx 1.25's record-batch family (`irx_rb_*`, `irx_type_*`): the
    /// negative `IRX_ERR_*` statuses, `irx_record_batch_errmsg()`.
    RecordBatch,
    /// pyirx 1.25's data-frame functions of the arrow family (tables,
    /// chunked arrays, series and compute: `irx_arrow_table_*`,
    /// `irx_arrow_series_*`, `irx_arrow_column_*`,
    /// `irx_arrow_chunked_array_*`): `irx_arrow_last_error()` like the rest
    /// of the family, but 1.25's negative statuses in both generations,
    /// since 1.18 has no such functions whose errno contract could differ
    /// ([`Kind::frame`]).
    Frame,
    /// `irx_exception_*` (pyirx 1.25): no last error; a failing status is
    /// -1, and what cannot be reported (a `void` function's error, a
    /// panic) ends the process with an `ARX-RUNTIME-EXCEPTION-FATAL`
    /// report, as 1.25 does for misuse.
    Exception,
    /// `irx_class_*` (pyirx 1.25): no last error (messages go to the
    /// caller's error buffer); a failing status is 1, and what cannot be
    /// reported ends the process with an `ARX-RUNTIME-CLASS-FATAL` report.
    Class,
}

impl Domain {
    /// This family's last-error slot, if it has one.
    #[inline]
    fn slot(self) -> Option<&'static LastError> {
        match self {
            Domain::Buffer => Some(&BUFFER_ERROR),
            Domain::Arrow | Domain::Frame => Some(&ARROW_ERROR),
            Domain::RecordBatch => Some(&RB_ERROR),
            Domain::Exception | Domain::Class => None,
        }
    }

    /// Runs `f` on the last-error slot; nothing for a family without one.
    #[inline]
    fn with(self, f: impl FnOnce(&LastError)) {
        if let Some(slot) = self.slot() {
            f(slot)
        }
    }

    fn status_of(self, error: &Error) -> c_int {
        match self {
            Domain::Buffer | Domain::Exception => -1,
            // The one place the generations differ for the whole family.
            Domain::Arrow if crate::generation::is_1_25() => error.kind.errno_as_native(),
            Domain::Arrow => error.errno(),
            Domain::RecordBatch => error.kind.native(),
            Domain::Frame => error.kind.frame(),
            Domain::Class => 1,
        }
    }

    /// The code of the fatal report of a family without a last-error slot:
    /// how it stops on what it cannot report.
    fn fatal_code(self) -> Option<&'static str> {
        match self {
            Domain::Buffer | Domain::Arrow | Domain::RecordBatch | Domain::Frame => None,
            Domain::Exception => Some("ARX-RUNTIME-EXCEPTION-FATAL"),
            Domain::Class => Some("ARX-RUNTIME-CLASS-FATAL"),
        }
    }

    /// Ends the process with this family's fatal report (see
    /// [`Domain::Exception`]); `message` is written as given.
    #[cold]
    pub(crate) fn fatal(self, message: &str) -> ! {
        crate::ffi::fatal::runtime_fail(self.fatal_code().unwrap_or("ARX-RUNTIME-UNKNOWN"), message)
    }

    /// Clears the calling thread's last error, as every guard of a function
    /// that can fail does first. For the few hot paths that run outside a guard (they must not be able
    /// to panic) and fall back to a guard for anything else.
    #[inline]
    pub(crate) fn clear_last_error(self) {
        self.with(LastError::clear);
    }

    /// The calling thread's last error message for this family.
    pub(crate) fn last_error(self) -> *const c_char {
        self.slot().map_or(c"".as_ptr(), LastError::as_ptr)
    }

    /// The last error's message without the failing function's name, as
    /// pyirx 1.25's checked layer relays its core's message; None when the
    /// last call of this family succeeded (or the family keeps none).
    pub(crate) fn last_message(self) -> Option<String> {
        self.slot().and_then(LastError::message_only)
    }

    /// Records an error without going through a guard (used by functions
    /// whose C signature has no way to report one, such as `release`).
    /// Out of line and cold so that the success path of every guarded
    /// function stays a few instructions (hot loops such as per-element
    /// tensor appends pay for whatever is inlined here).
    #[cold]
    #[inline(never)]
    pub(crate) fn record(self, function: &str, error: &Error) {
        let message = match (self, error.kind) {
            // 1.25's record-batch functions check every pointer argument
            // with one guard and one fixed text, whichever it was.
            (Domain::RecordBatch, Kind::Null) => "null pointer argument",
            _ => &error.message,
        };
        self.with(|e| e.set(function, message));
    }
}

/// The text a panic was raised with (`panic!`'s message), or a placeholder
/// for a payload of another type.
pub(crate) fn panic_detail(payload: &(dyn Any + Send)) -> &str {
    payload
        .downcast_ref::<&str>()
        .copied()
        .or_else(|| payload.downcast_ref::<String>().map(String::as_str))
        .unwrap_or("unknown panic payload")
}

/// The message of a panic a guard caught: its text, and where it was
/// raised when the hook saw it.
pub(crate) fn panic_message(payload: &(dyn Any + Send)) -> String {
    let detail = panic_detail(payload);
    // The place is this panic's only if the hook saw this text (a panic
    // recovered deeper down, or one another hook kept from ours, leaves
    // an older entry behind).
    let at = PANIC_AT
        .try_with(|at| at.try_borrow_mut().ok()?.take())
        .ok()
        .flatten()
        .filter(|(text, _)| text == detail);
    match at {
        Some((_, at)) => {
            format!("internal error (panic caught at the C boundary): {detail} (at {at})")
        }
        None => format!("internal error (panic caught at the C boundary): {detail}"),
    }
}

/// Whether the thread is inside a guard (the hook's question). `false`
/// while the thread's locals are being torn down.
fn inside_guard() -> bool {
    GUARDS.try_with(|g| g.get() > 0).unwrap_or(false)
}

/// The runtime's panic hook around `previous`: quiet inside a guard (the
/// guard turns the panic into an error whose message says what and
/// where), `previous` everywhere else. Under `panic = "abort"` nothing is
/// caught, so every panic goes to `previous` and the process ends as it
/// would without the runtime; so does every panic of a cargo-fuzz build
/// (`--cfg fuzzing`), where a panic a guard would catch is still a finding
/// and libFuzzer's hook must see it.
fn hook(previous: &(dyn Fn(&PanicHookInfo<'_>) + Send + Sync), info: &PanicHookInfo<'_>) {
    if cfg!(panic = "unwind") && !cfg!(fuzzing) && inside_guard() {
        if let Some(location) = info.location() {
            let text = panic_detail(info.payload());
            let place = format!("{}:{}", location.file(), location.line());
            let _ = PANIC_AT.try_with(|at| {
                if let Ok(mut at) = at.try_borrow_mut() {
                    *at = Some((text.to_owned(), place));
                }
            });
        }
        return;
    }
    previous(info)
}

/// Installs [`hook`] over whatever hook the process has, once. Not while
/// the thread is panicking (a guard entered from a destructor during an
/// unwind): the standard library refuses to change hooks then, so the
/// next guard installs it.
#[cold]
#[inline(never)]
fn install_hook() {
    static ONCE: Once = Once::new();
    if std::thread::panicking() {
        return;
    }
    ONCE.call_once(|| {
        let previous = std::panic::take_hook();
        std::panic::set_hook(Box::new(move |info| hook(previous.as_ref(), info)));
        HOOK_INSTALLED.store(true, Ordering::Release);
    });
}

/// Runs `body`, catching any panic, with the thread counted as inside a
/// guard so that the panic hook keeps the panic off stderr: what every
/// guard of the runtime runs its body in (the status guards here, the
/// checked layer's and the file runtime's, destructors called from C).
#[inline]
pub(crate) fn contain<R>(body: impl FnOnce() -> R) -> std::thread::Result<R> {
    if !HOOK_INSTALLED.load(Ordering::Relaxed) {
        install_hook();
    }
    // The count only moves here, and catch_unwind returns whatever the
    // body does, so every increment is undone.
    GUARDS.with(|g| g.set(g.get().wrapping_add(1)));
    let outcome = catch_unwind(AssertUnwindSafe(body));
    GUARDS.with(|g| g.set(g.get().wrapping_sub(1)));
    outcome
}

/// Runs `body` with the thread's last error cleared; records any failure.
#[inline]
fn run<T>(domain: Domain, function: &'static str, body: impl FnOnce() -> Result<T>) -> Result<T> {
    domain.with(LastError::clear);
    let outcome = contained(domain, function, body);
    match &outcome {
        Err(error) => domain.record(function, error),
        // The body may have called back into C (a release callback) and C
        // into us, failing there: a successful call still leaves the slot
        // empty, so it is cleared again on the way out.
        Ok(_) => domain.with(LastError::clear),
    }
    outcome
}

/// Runs `body` of a function that cannot fail (docs/ABI.md, "Last
/// errors"): the thread's last error is left as it was, even when the body
/// calls back into C and C into a failing call of the same family (a
/// release callback); only misuse the body detects (a handle that is not
/// live), which such a function has no other way to report, replaces it.
#[inline]
fn run_keeping(
    domain: Domain,
    function: &'static str,
    body: impl FnOnce() -> Result<()>,
) -> Result<()> {
    let Some(slot) = domain.slot() else {
        return contained(domain, function, body);
    };
    let saved = slot.take();
    let outcome = contained(domain, function, body);
    match &outcome {
        Err(error) => domain.record(function, error),
        Ok(()) => slot.restore(saved),
    }
    outcome
}

/// Runs `body` inside [`contain`]: a panic becomes an error (or, in a
/// family with nowhere to put its message, the family's fatal report).
#[inline]
fn contained<T>(
    domain: Domain,
    function: &'static str,
    body: impl FnOnce() -> Result<T>,
) -> Result<T> {
    contain(|| {
        #[cfg(feature = "fault-injection")]
        crate::fault::maybe_panic(function);
        body()
    })
    .unwrap_or_else(|payload| {
        let message = panic_message(payload.as_ref());
        // A family with nowhere to put the message (and state a bug may
        // have left half-changed: an exception context) stops here.
        if domain.fatal_code().is_some() {
            domain.fatal(&format!("{function}: {message}"));
        }
        Err(Error::new(super::error::Kind::Arrow, message))
    })
}

/// For functions returning a status: 0 on success, the domain's error code
/// otherwise.
#[inline]
pub(crate) fn guard_status(
    domain: Domain,
    function: &'static str,
    body: impl FnOnce() -> Result<()>,
) -> c_int {
    match run(domain, function, body) {
        Ok(()) => 0,
        Err(error) => domain.status_of(&error),
    }
}

/// For functions whose success has more than one status (1.25's readers:
/// `IRX_OK` or `IRX_EOF`): the body's status on success, the domain's error
/// code otherwise.
#[inline]
pub(crate) fn guard_status_value(
    domain: Domain,
    function: &'static str,
    body: impl FnOnce() -> Result<c_int>,
) -> c_int {
    run(domain, function, body).unwrap_or_else(|error| domain.status_of(&error))
}

/// For getters: the value on success, `fallback` on error.
#[inline]
pub(crate) fn guard_value<T>(
    domain: Domain,
    function: &'static str,
    fallback: T,
    body: impl FnOnce() -> Result<T>,
) -> T {
    run(domain, function, body).unwrap_or(fallback)
}

/// For functions with no way to report failure (`void` releases, destroys
/// and closes): they cannot fail, so the thread's last error is left as it
/// was (docs/ABI.md, "Last errors"); misuse they detect and panics still
/// land in the last-error slot, never in the caller's stack. A family
/// without a slot ends the process with the error's message as its fatal
/// report.
#[inline]
pub(crate) fn guard_void(
    domain: Domain,
    function: &'static str,
    body: impl FnOnce() -> Result<()>,
) {
    if let Err(error) = run_keeping(domain, function, body)
        && domain.fatal_code().is_some()
    {
        domain.fatal(&error.message)
    }
}
