//! `tensor`: Arrow-typed tensors (ABI.md §2). Its error message comes from
//! `irx_arrow_last_error`, which the array feature owns.

use super::Abi::*;
use super::Feature::Tensor as F;
use super::SymbolSpec as S;

pub(super) const SYMBOLS: &[S] = &[
    S::new(
        F,
        "irx_arrow_tensor_builder_new",
        I32,
        &[I32, I32, I64Ptr, I64Ptr, PtrPtr],
    ),
    S::new(F, "irx_arrow_tensor_builder_append_int", I32, &[Ptr, I64]),
    S::new(F, "irx_arrow_tensor_builder_append_uint", I32, &[Ptr, I64]),
    S::new(
        F,
        "irx_arrow_tensor_builder_append_double",
        I32,
        &[Ptr, F64],
    ),
    S::new(F, "irx_arrow_tensor_builder_finish", I32, &[Ptr, PtrPtr]),
    S::new(F, "irx_arrow_tensor_builder_release", Void, &[Ptr]),
    S::new(F, "irx_arrow_tensor_type_id", I32, &[Ptr]),
    S::new(F, "irx_arrow_tensor_ndim", I32, &[Ptr]),
    S::new(F, "irx_arrow_tensor_size", I64, &[Ptr]),
    S::new(F, "irx_arrow_tensor_shape", I64Ptr, &[Ptr]),
    S::new(F, "irx_arrow_tensor_strides", I64Ptr, &[Ptr]),
    S::new(
        F,
        "irx_arrow_tensor_borrow_buffer_view",
        I32,
        &[Ptr, ViewPtr],
    ),
    S::new(F, "irx_arrow_tensor_retain", I32, &[Ptr]),
    S::new(F, "irx_arrow_tensor_release", Void, &[Ptr]),
    // Extensions (additive; prototypes from include/irx_runtime.h).
    S::new(
        F,
        "irx_arrow_tensor_builder_append_values",
        I32,
        &[Ptr, Ptr, I64],
    ),
    S::new(
        F,
        "irx_arrow_tensor_view",
        I32,
        &[Ptr, I32, I64Ptr, I64Ptr, I64, ViewPtr],
    ),
    S::new(
        F,
        "irx_arrow_tensor_from_buffer_view",
        I32,
        &[ViewPtr, PtrPtr],
    ),
    S::new(F, "irx_arrow_tensor_to_dlpack", I32, &[Ptr, PtrPtr]),
    S::new(F, "irx_arrow_tensor_from_dlpack", I32, &[Ptr, PtrPtr]),
    S::new(F, "irx_arrow_tensor_get_int", I32, &[Ptr, I64Ptr, I64Ptr]),
    S::new(F, "irx_arrow_tensor_get_uint", I32, &[Ptr, I64Ptr, I64Ptr]),
    S::new(
        F,
        "irx_arrow_tensor_get_double",
        I32,
        &[Ptr, I64Ptr, F64Ptr],
    ),
];
