//! `list`: the dynamic list (ABI.md §3) plus `irx_list_destroy` and
//! pyirx 1.25's `irx_list_status_message` (both in every ABI generation;
//! `irx_list_at` here is the default generation's, 1.18).

use super::Abi::*;
use super::Feature::List as F;
use super::SymbolSpec as S;

pub(super) const SYMBOLS: &[S] = &[
    S::new(F, "irx_list_append", I32, &[ListPtr, Ptr]),
    S::new(F, "irx_list_at", Ptr, &[ListPtr, I64]),
    S::new(F, "irx_list_destroy", Void, &[ListPtr]),
    S::new(F, "irx_list_status_message", Ptr, &[I32]),
];
