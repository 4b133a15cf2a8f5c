//! `libm`: the math library, linked with `-lm`.

use super::Abi::*;
use super::Feature::Libm as F;
use super::SymbolSpec as S;

/// Every C99 `double` function of `<math.h>` generated code may declare,
/// so a program that uses any one of them (not only `sqrt`) gets `-lm`.
#[rustfmt::skip]
pub(super) const SYMBOLS: &[S] = &[
    S::new(F, "acos", F64, &[F64]), S::new(F, "acosh", F64, &[F64]), S::new(F, "asin", F64, &[F64]),
    S::new(F, "asinh", F64, &[F64]), S::new(F, "atan", F64, &[F64]), S::new(F, "atan2", F64, &[F64, F64]),
    S::new(F, "atanh", F64, &[F64]), S::new(F, "cbrt", F64, &[F64]), S::new(F, "ceil", F64, &[F64]),
    S::new(F, "copysign", F64, &[F64, F64]), S::new(F, "cos", F64, &[F64]), S::new(F, "cosh", F64, &[F64]),
    S::new(F, "erf", F64, &[F64]), S::new(F, "erfc", F64, &[F64]), S::new(F, "exp", F64, &[F64]),
    S::new(F, "exp2", F64, &[F64]), S::new(F, "expm1", F64, &[F64]), S::new(F, "fabs", F64, &[F64]),
    S::new(F, "fdim", F64, &[F64, F64]), S::new(F, "floor", F64, &[F64]), S::new(F, "fma", F64, &[F64, F64, F64]),
    S::new(F, "fmax", F64, &[F64, F64]), S::new(F, "fmin", F64, &[F64, F64]), S::new(F, "fmod", F64, &[F64, F64]),
    S::new(F, "hypot", F64, &[F64, F64]), S::new(F, "lgamma", F64, &[F64]), S::new(F, "log", F64, &[F64]),
    S::new(F, "log10", F64, &[F64]), S::new(F, "log1p", F64, &[F64]), S::new(F, "log2", F64, &[F64]),
    S::new(F, "nearbyint", F64, &[F64]), S::new(F, "pow", F64, &[F64, F64]), S::new(F, "remainder", F64, &[F64, F64]),
    S::new(F, "rint", F64, &[F64]), S::new(F, "round", F64, &[F64]), S::new(F, "sin", F64, &[F64]),
    S::new(F, "sinh", F64, &[F64]), S::new(F, "sqrt", F64, &[F64]), S::new(F, "tan", F64, &[F64]),
    S::new(F, "tanh", F64, &[F64]), S::new(F, "tgamma", F64, &[F64]), S::new(F, "trunc", F64, &[F64]),
];
