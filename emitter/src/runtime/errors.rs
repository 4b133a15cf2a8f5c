//! `errors` (pyirx 1.25): the generic fatal runtime diagnostic. It never
//! returns, so the declaration is `noreturn` and lowering follows every
//! call with `unreachable`.

use super::Abi::*;
use super::Feature::Errors as F;
use super::SymbolSpec as S;

pub(super) const SYMBOLS: &[S] =
    &[S::new(F, "__arx_runtime_fail", Void, &[Ptr, Ptr, I32, I32, Ptr]).noreturn()];
