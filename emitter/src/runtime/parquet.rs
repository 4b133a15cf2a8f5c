//! `parquet` (pyirx 1.25, `irx_record_batch.h` and `irx_record_batch_api.h`):
//! Parquet readers, writers and options, core and checked.
//! Written from the header's declarations; `tests/header_match.rs` holds
//! every row to the header.

#[allow(unused_imports, reason = "rows land with the functions")]
use super::Abi::*;
#[allow(unused_imports, reason = "rows land with the functions")]
use super::Feature::Parquet as F;
use super::SymbolSpec as S;

pub(super) const SYMBOLS: &[S] = &[];
