//! `libc`: C library functions generated code calls. Linked anyway, so it
//! contributes nothing to the link line.

use super::Abi::*;
use super::Feature::Libc as F;
use super::SymbolSpec as S;

pub(super) const SYMBOLS: &[S] = &[
    S::new(F, "exit", Void, &[I32]).noreturn(),
    // pyirx 1.25's libc feature adds `free`.
    S::new(F, "free", Void, &[Ptr]),
    S::new(F, "malloc", Ptr, &[I64]),
    S::new(F, "printf", I32, &[Ptr]).varargs(),
    S::new(F, "puts", I32, &[Ptr]),
    S::new(F, "snprintf", I32, &[Ptr, I64, Ptr]).varargs(),
];
