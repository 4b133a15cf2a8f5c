//! `list`: the dynamic list (ABI.md §3) plus the `irx_list_destroy`
//! extension.

use super::Abi::*;
use super::Feature::List as F;
use super::SymbolSpec as S;

pub(super) const SYMBOLS: &[S] = &[
    S::new(F, "irx_list_append", I32, &[ListPtr, Ptr]),
    S::new(F, "irx_list_at", Ptr, &[ListPtr, I64]),
    S::new(F, "irx_list_destroy", Void, &[ListPtr]),
];
