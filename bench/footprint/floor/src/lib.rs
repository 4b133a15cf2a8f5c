//! One C entry point with the runtime's boundary shape: work that may panic,
//! run under `catch_unwind`, a status code out.

use std::panic::{AssertUnwindSafe, catch_unwind};

/// `*out = a + b`; 0, or 75 (EOVERFLOW) when the sum overflows, or 22
/// (EINVAL) for a NULL `out`.
///
/// # Safety
/// `out` is NULL or points to a writable `int32_t`.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn floor_add(a: i32, b: i32, out: *mut i32) -> i32 {
    if out.is_null() {
        return 22;
    }
    // `expect` stands for the panics any real library body can reach.
    match catch_unwind(AssertUnwindSafe(|| a.checked_add(b).expect("sum overflows"))) {
        Ok(sum) => {
            // SAFETY: non-NULL and writable (caller contract).
            unsafe { out.write(sum) };
            0
        }
        Err(_) => 75,
    }
}
