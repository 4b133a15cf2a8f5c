//! Test-only fault injection (feature `fault-injection`, never in a shipped
//! build): makes the next guarded call on this thread panic inside its
//! exported function, where a real bug would, or makes a named point inside
//! a function panic the next time the thread passes it.

use std::cell::Cell;

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
