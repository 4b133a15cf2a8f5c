//! `buffer`: owners and views (ABI.md §1) plus the runtime's buffer
//! extensions.

use super::Abi::*;
use super::Feature::Buffer as F;
use super::SymbolSpec as S;

pub(super) const SYMBOLS: &[S] = &[
    S::new(F, "irx_buffer_owner_external_new", I32, &[Ptr, Ptr, PtrPtr]),
    S::new(F, "irx_buffer_owner_retain", I32, &[Ptr]),
    S::new(F, "irx_buffer_owner_release", I32, &[Ptr]),
    S::new(F, "irx_buffer_view_retain", I32, &[ViewPtr]),
    S::new(F, "irx_buffer_view_release", I32, &[ViewPtr]),
    S::new(F, "irx_buffer_last_error", Ptr, &[]),
    // Extensions (additive, see the runtime's README row).
    S::new(F, "irx_buffer_dtype_size", I64, &[I64]),
    S::new(F, "irx_buffer_view_validate", I32, &[ViewPtr]),
    S::new(
        F,
        "irx_buffer_view_new_owned",
        I32,
        &[I64, I32, I64Ptr, ViewPtr],
    ),
    S::new(F, "irx_buffer_view_copy", I32, &[ViewPtr, ViewPtr]),
    S::new(F, "irx_buffer_view_to_dlpack", I32, &[ViewPtr, PtrPtr]),
    S::new(
        F,
        "irx_buffer_view_restride",
        I32,
        &[ViewPtr, I32, I64Ptr, I64Ptr, I64, ViewPtr],
    ),
    S::new(F, "irx_buffer_view_is_c_contiguous", I32, &[ViewPtr]),
    S::new(F, "irx_buffer_view_is_f_contiguous", I32, &[ViewPtr]),
];
