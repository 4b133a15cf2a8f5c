//! `file` (pyirx 1.25, `irx_file_runtime.h`): text file I/O.
//! Written from the header's declarations; `tests/header_match.rs` holds
//! every row to the header.

#[allow(unused_imports, reason = "rows land with the functions")]
use super::Abi::*;
#[allow(unused_imports, reason = "rows land with the functions")]
use super::Feature::File as F;
use super::SymbolSpec as S;

pub(super) const SYMBOLS: &[S] = &[];
