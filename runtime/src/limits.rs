//! How much memory an input may make the runtime spend: the expansion
//! budget every reader charges what it decodes against.
//!
//! Compression, run-length encoding, dictionaries and bufferless columns
//! let a few bytes stand for gigabytes. A reader that trusted the counts a
//! file declares could be made to allocate without bound by a file of a
//! hundred bytes. So what a read decodes is bounded relative to what it
//! was given: at most `max(floor, ratio × input bytes)`, where the input is
//! the file's length (Parquet, IPC files, buffers) or the bytes a stream
//! has delivered so far. The defaults ([`IRX_DEFAULT_EXPANSION_RATIO`], [`IRX_DEFAULT_EXPANSION_FLOOR`])
//! admit every ordinary file; a caller with a legitimately extreme one
//! (a billion-row constant column in a few kilobytes) raises them.
//!
//! The two numbers are process-wide (atomics: any thread may read or set
//! them at any time; a read in progress keeps the budget it started with).

use std::sync::atomic::{AtomicU64, Ordering};

use crate::ffi::error::Kind;
use crate::ffi::{Error, Result, export};

/// Decoded bytes allowed per input byte by default. Snappy and ZSTD pages
/// of ordinary data expand 2-10×; only runs, dictionaries of repeated
/// values and null columns go past 1,000×, and those are what the floor is
/// for on small inputs.
pub const IRX_DEFAULT_EXPANSION_RATIO: u64 = 1024;

/// Decoded bytes any input may reach whatever its size, by default:
/// 256 MiB, so a small file of repeated values still reads.
pub const IRX_DEFAULT_EXPANSION_FLOOR: u64 = 256 << 20;

static RATIO: AtomicU64 = AtomicU64::new(IRX_DEFAULT_EXPANSION_RATIO);
static FLOOR: AtomicU64 = AtomicU64::new(IRX_DEFAULT_EXPANSION_FLOOR);

/// The current `(ratio, floor)`.
pub(crate) fn expansion_limit() -> (u64, u64) {
    (RATIO.load(Ordering::Relaxed), FLOOR.load(Ordering::Relaxed))
}

/// Sets the process-wide `(ratio, floor)`; 0 for either restores its
/// default. Reads already running keep the budget they started with.
pub(crate) fn set_expansion_limit(ratio: u64, floor: u64) {
    let ratio = if ratio == 0 {
        IRX_DEFAULT_EXPANSION_RATIO
    } else {
        ratio
    };
    let floor = if floor == 0 {
        IRX_DEFAULT_EXPANSION_FLOOR
    } else {
        floor
    };
    RATIO.store(ratio, Ordering::Relaxed);
    FLOOR.store(floor, Ordering::Relaxed);
}

/// Sets the expansion limit every reader of this process applies from its
/// next read on: what one input (a Parquet, IPC or CSV file, an IPC or CSV
/// stream as its bytes arrive, an IPC buffer) may decode to is at most
/// `max(ratio * input_bytes, floor_bytes)`; a read that would pass it fails
/// with a message naming the limit instead of allocating.
///
/// `ratio` is decoded bytes allowed per input byte (default 1024) and
/// `floor_bytes` what any input may reach whatever its size (default
/// 268435456, 256 MiB); 0 for either restores its default. Raise them for
/// legitimately extreme files (millions of repeated values in a few
/// kilobytes); lower them to hold a service to less memory. Callable from
/// any thread at any time; reads already running keep the limit they
/// started with. Cannot fail and leaves every last-error message as it was.
#[export(unguarded)]
pub fn irx_runtime_set_expansion_limit(ratio: u64, floor_bytes: u64) {
    set_expansion_limit(ratio, floor_bytes);
}

/// Writes the expansion limit in force (see
/// `irx_runtime_set_expansion_limit`) to `*ratio` and `*floor_bytes`; a
/// NULL pointer is skipped. Cannot fail and leaves every last-error
/// message as it was.
///
/// # Safety
///
/// Each non-NULL pointer must be valid for writing one `uint64_t`.
#[export(unguarded)]
pub unsafe fn irx_runtime_expansion_limit(ratio: *mut u64, floor_bytes: *mut u64) {
    let (r, f) = expansion_limit();
    // SAFETY: the caller's contract: NULL or writable (unaligned writes,
    // so a misaligned pointer is no undefined behaviour of ours).
    unsafe {
        if !ratio.is_null() {
            ratio.write_unaligned(r);
        }
        if !floor_bytes.is_null() {
            floor_bytes.write_unaligned(f);
        }
    }
}

/// A running account of what one read has decoded from its input.
///
/// `input` may grow (a stream's bytes as they arrive); each
/// [`charge`](Budget::charge) checks the total so far against the limit
/// of the input so far, with the ratio and floor in force when the read
/// began.
#[derive(Debug, Clone)]
pub(crate) struct Budget {
    /// What the source is, for messages ("Parquet file", "IPC stream").
    what: &'static str,
    ratio: u64,
    floor: u64,
    input: u64,
    spent: u64,
}

impl Budget {
    /// A budget for `what`, with `input` bytes known so far and the limit
    /// in force now.
    pub(crate) fn new(what: &'static str, input: u64) -> Budget {
        let (ratio, floor) = expansion_limit();
        Budget {
            what,
            ratio,
            floor,
            input,
            spent: 0,
        }
    }

    /// More input has arrived (a stream).
    pub(crate) fn add_input(&mut self, bytes: u64) {
        self.input = self.input.saturating_add(bytes);
    }

    /// The most this budget allows in all.
    pub(crate) fn limit(&self) -> u64 {
        self.ratio.saturating_mul(self.input).max(self.floor)
    }

    /// What is spent so far.
    pub(crate) fn spent(&self) -> u64 {
        self.spent
    }

    /// Charges `bytes` of decoded output; an error (nothing charged) when
    /// the total would pass the limit. `detail` says what asked.
    pub(crate) fn charge(&mut self, bytes: u64, detail: &str) -> Result<()> {
        let total = self.spent.saturating_add(bytes);
        let limit = self.limit();
        if total > limit {
            return Err(self.exceeded(total, detail));
        }
        self.spent = total;
        Ok(())
    }

    /// The error for a total of `total` decoded bytes.
    pub(crate) fn exceeded(&self, total: u64, detail: &str) -> Error {
        Error::new(
            Kind::Invalid,
            format!(
                "{} of {} bytes would expand to {} bytes or more ({detail}), past the \
                 expansion limit of {} bytes (max({} x input, {}); \
                 irx_runtime_set_expansion_limit raises it)",
                self.what,
                self.input,
                total,
                self.limit(),
                self.ratio,
                self.floor
            ),
        )
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_floor_covers_small_inputs_and_the_ratio_large_ones() {
        let mut b = Budget {
            what: "test input",
            ratio: 4,
            floor: 100,
            input: 10,
            spent: 0,
        };
        assert_eq!(b.limit(), 100);
        b.charge(60, "a").unwrap();
        let e = b.charge(41, "b").unwrap_err();
        assert!(
            e.message.contains("expansion limit of 100"),
            "{}",
            e.message
        );
        assert_eq!(b.spent(), 60);
        b.add_input(90);
        assert_eq!(b.limit(), 400);
        b.charge(340, "c").unwrap();
    }
}
