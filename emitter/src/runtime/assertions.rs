//! `assertions`: the failure reporter (ABI.md §4). It never returns, so the
//! declaration is `noreturn` and lowering follows every call with
//! `unreachable`.

use super::Abi::*;
use super::Feature::Assertions as F;
use super::SymbolSpec as S;

pub(super) const SYMBOLS: &[S] =
    &[S::new(F, "__arx_assert_fail", Void, &[Ptr, I32, I32, Ptr]).noreturn()];
