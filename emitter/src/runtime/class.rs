//! `class` (pyirx 1.25): reference-counted class payloads. The drop
//! callback is passed as `i8*`, as for every function pointer.

use super::Abi::*;
use super::Feature::Class as F;
use super::SymbolSpec as S;

pub(super) const SYMBOLS: &[S] = &[
    S::new(F, "irx_class_create", I32, &[I64, Ptr, PtrPtr, Ptr]),
    S::new(F, "irx_class_retain", I32, &[Ptr, Ptr]),
    S::new(F, "irx_class_release", I32, &[Ptr, Ptr, Ptr]),
    S::new(F, "irx_class_require", I32, &[Ptr, Ptr]),
    S::new(F, "irx_class_complete", Void, &[Ptr]),
    S::new(F, "irx_class_completed", I32, &[Ptr]),
    S::new(F, "irx_class_record", Void, &[I32, Ptr, I32Ptr, Ptr]),
];
