//! `libm`: the math library, linked with `-lm`.

use super::Abi::*;
use super::Feature::Libm as F;
use super::SymbolSpec as S;

pub(super) const SYMBOLS: &[S] = &[S::new(F, "sqrt", F64, &[F64])];
