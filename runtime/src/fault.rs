//! Test-only fault injection (feature `fault-injection`, never in a shipped
//! build): makes the next guarded call on this thread panic inside its
//! exported function, where a real bug would.

use std::cell::Cell;

thread_local! {
    static PANIC_NEXT_CALL: Cell<bool> = const { Cell::new(false) };
}

/// The next exported call on this thread panics inside its guard.
pub fn panic_on_next_call() {
    PANIC_NEXT_CALL.with(|flag| flag.set(true));
}

pub(crate) fn maybe_panic(function: &str) {
    if PANIC_NEXT_CALL.with(|flag| flag.replace(false)) {
        panic!("fault injected into {function}");
    }
}
