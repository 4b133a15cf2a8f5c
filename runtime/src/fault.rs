//! Test-only fault injection (feature `fault-injection`, never in a shipped
//! build): makes the next guarded call on this thread panic inside its
//! exported function, where a real bug would, or makes a named point inside
//! a function panic the next time the thread passes it; and, process-wide
//! (a worker thread of the pool cannot be reached through its own
//! thread-locals), makes the next jobs that start on a pool worker panic.

use std::cell::Cell;
use std::sync::atomic::{AtomicUsize, Ordering};

/// Pool jobs still to panic as they start on a worker thread.
static POOL_JOB_PANICS: AtomicUsize = AtomicUsize::new(0);

thread_local! {
    static PANIC_NEXT_CALL: Cell<bool> = const { Cell::new(false) };
    static PANIC_AT: Cell<Option<&'static str>> = const { Cell::new(None) };
}

/// The next exported call on this thread panics inside its guard.
pub fn panic_on_next_call() {
    PANIC_NEXT_CALL.with(|flag| flag.set(true));
}

/// The next time this thread passes the fault point `name`, it panics.
pub fn panic_at(name: &'static str) {
    PANIC_AT.with(|at| at.set(Some(name)));
}

pub(crate) fn maybe_panic(function: &str) {
    if PANIC_NEXT_CALL.with(|flag| flag.replace(false)) {
        panic!("fault injected into {function}");
    }
}

pub(crate) fn point(name: &'static str) {
    if PANIC_AT.with(|at| at.get() == Some(name)) {
        PANIC_AT.with(|at| at.set(None));
        panic!("fault injected at {name}");
    }
}

/// The next `n` jobs that start on a worker thread of the pool (not jobs
/// run inline on the calling thread, as with a pool of 1) panic at their
/// start, whichever call they belong to (0: none). Process-wide: a test
/// arming it must be the only one using the pool meanwhile. Returns how
/// many were still armed before.
pub fn panic_in_pool_jobs(n: usize) -> usize {
    POOL_JOB_PANICS.swap(n, Ordering::SeqCst)
}

/// How many pool jobs [`panic_in_pool_jobs`] armed have not panicked yet.
pub fn pool_job_panics_left() -> usize {
    POOL_JOB_PANICS.load(Ordering::SeqCst)
}

/// Called by a job as it starts on a pool worker: panics if one is armed.
pub(crate) fn pool_job() {
    let armed = POOL_JOB_PANICS
        .fetch_update(Ordering::SeqCst, Ordering::SeqCst, |n| n.checked_sub(1))
        .is_ok();
    if armed {
        panic!("fault injected into a pool job");
    }
}
