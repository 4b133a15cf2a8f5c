//! `exceptions` (pyirx 1.25): exception records, contexts, scopes and
//! reports. Every record, context, scope and value is an opaque `i8*`.

use super::Abi::*;
use super::Feature::Exceptions as F;
use super::SymbolSpec as S;

pub(super) const SYMBOLS: &[S] = &[
    S::new(
        F,
        "irx_exception_info_create",
        I32,
        &[Ptr, Ptr, PtrPtr, I32, PtrPtr],
    ),
    S::new(F, "irx_exception_info_retain", Void, &[Ptr]),
    S::new(F, "irx_exception_info_release", Void, &[Ptr]),
    S::new(F, "irx_exception_info_message", Ptr, &[Ptr]),
    S::new(F, "irx_exception_context_create", I32, &[PtrPtr]),
    S::new(F, "irx_exception_context_destroy", Void, &[Ptr]),
    S::new(
        F,
        "irx_exception_raise",
        I32,
        &[Ptr, Ptr, PtrPtr, Ptr, I32, Ptr, I32, I32, Ptr],
    ),
    S::new(F, "irx_exception_reraise", I32, &[Ptr]),
    S::new(F, "irx_exception_pending", I32, &[Ptr]),
    S::new(F, "irx_exception_matches", I32, &[Ptr, Ptr]),
    S::new(F, "irx_exception_handled_payload", Ptr, &[Ptr]),
    S::new(F, "irx_exception_pending_info", Ptr, &[Ptr]),
    S::new(F, "irx_exception_handler_enter", Ptr, &[Ptr]),
    S::new(F, "irx_exception_handler_leave", Void, &[Ptr, Ptr]),
    S::new(F, "irx_exception_finally_enter", Ptr, &[Ptr]),
    S::new(F, "irx_exception_finally_leave", Void, &[Ptr, Ptr, I32]),
    S::new(F, "irx_exception_cleanup_enter", Ptr, &[Ptr]),
    S::new(F, "irx_exception_cleanup_leave", Void, &[Ptr, Ptr]),
    S::new(F, "irx_exception_pending_take", Ptr, &[Ptr]),
    S::new(F, "irx_exception_pending_restore", Void, &[Ptr, Ptr]),
    S::new(F, "irx_exception_pending_discard", Void, &[Ptr, Ptr]),
    S::new(F, "irx_exception_trace", Void, &[Ptr, Ptr, I32, I32]),
    S::new(F, "irx_exception_report", Void, &[Ptr]),
];
