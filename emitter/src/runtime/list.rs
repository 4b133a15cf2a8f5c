//! `list`: the dynamic list (ABI.md §3) plus `irx_list_destroy` and
//! pyirx 1.25's `irx_list_status_message` (both in every ABI generation;
//! `irx_list_at` here is the default generation's, 1.18; [`SYMBOLS_1_25`]
//! has pyirx 1.25's).

use super::Abi::*;
use super::Feature::List as F;
use super::SymbolSpec as S;

pub(super) const SYMBOLS: &[S] = &[
    S::new(F, "irx_list_append", I32, &[ListPtr, Ptr]),
    S::new(F, "irx_list_at", Ptr, &[ListPtr, I64]),
    S::new(F, "irx_list_destroy", Void, &[ListPtr]),
    S::new(F, "irx_list_status_message", Ptr, &[I32]),
];

/// pyirx 1.25's signatures of the names it changed: `irx_list_at` takes an
/// out-pointer and returns a status (0 ok, 1 invalid argument, 2 capacity
/// overflow, 3 allocation failed, 4 out of range). `irx_list_append` keeps
/// its C type (it returns those statuses instead of exiting), so it is not
/// listed: only a different signature needs another entry.
pub(super) const SYMBOLS_1_25: &[S] = &[S::new(F, "irx_list_at", I32, &[ListPtr, I64, PtrPtr])];
