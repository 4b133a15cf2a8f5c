//! `file` (pyirx 1.25, `irx_file_runtime.h`): text file I/O.
//! Written from the header's declarations; `tests/header_match.rs` holds
//! every row to the header.

use super::Abi::*;
use super::Feature::File as F;
use super::SymbolSpec as S;

pub(super) const SYMBOLS: &[S] = &[
    S::new(F, "irx_file_close", I32, &[Ptr, Ptr]),
    S::new(F, "irx_file_flush", I32, &[Ptr, Ptr]),
    S::new(F, "irx_file_open", I32, &[Ptr, Ptr, PtrPtr, Ptr]),
    S::new(F, "irx_file_read", I32, &[Ptr, PtrPtr, Ptr]),
    S::new(F, "irx_file_release", I32, &[Ptr, Ptr]),
    S::new(F, "irx_file_write", I32, &[Ptr, Ptr, I64Ptr, Ptr]),
];
