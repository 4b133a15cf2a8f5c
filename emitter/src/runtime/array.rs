//! `array`: Arrow schemas and arrays (ABI.md §2). `irx_arrow_last_error`
//! is filed here and serves the tensor feature too.

use super::Abi::*;
use super::Feature::Array as F;
use super::SymbolSpec as S;

pub(super) const SYMBOLS: &[S] = &[
    S::new(F, "irx_arrow_schema_import_copy", I32, &[Ptr, PtrPtr]),
    S::new(F, "irx_arrow_schema_export", I32, &[Ptr, Ptr]),
    S::new(F, "irx_arrow_schema_type_id", I32, &[Ptr]),
    S::new(F, "irx_arrow_schema_is_nullable", I32, &[Ptr]),
    S::new(F, "irx_arrow_schema_retain", I32, &[Ptr]),
    S::new(F, "irx_arrow_schema_release", Void, &[Ptr]),
    S::new(F, "irx_arrow_array_builder_new", I32, &[I32, PtrPtr]),
    S::new(F, "irx_arrow_array_builder_append_null", I32, &[Ptr, I64]),
    S::new(F, "irx_arrow_array_builder_append_int", I32, &[Ptr, I64]),
    S::new(F, "irx_arrow_array_builder_append_uint", I32, &[Ptr, I64]),
    S::new(F, "irx_arrow_array_builder_append_double", I32, &[Ptr, F64]),
    S::new(F, "irx_arrow_array_builder_int32_new", I32, &[PtrPtr]),
    S::new(F, "irx_arrow_array_builder_append_int32", I32, &[Ptr, I32]),
    S::new(F, "irx_arrow_array_builder_finish", I32, &[Ptr, PtrPtr]),
    S::new(F, "irx_arrow_array_builder_release", Void, &[Ptr]),
    S::new(F, "irx_arrow_array_length", I64, &[Ptr]),
    S::new(F, "irx_arrow_array_offset", I64, &[Ptr]),
    S::new(F, "irx_arrow_array_null_count", I64, &[Ptr]),
    S::new(F, "irx_arrow_array_type_id", I32, &[Ptr]),
    S::new(F, "irx_arrow_array_is_nullable", I32, &[Ptr]),
    S::new(F, "irx_arrow_array_has_validity_bitmap", I32, &[Ptr]),
    S::new(F, "irx_arrow_array_can_borrow_buffer_view", I32, &[Ptr]),
    S::new(F, "irx_arrow_array_schema_copy", I32, &[Ptr, PtrPtr]),
    S::new(F, "irx_arrow_array_export", I32, &[Ptr, Ptr, Ptr]),
    S::new(F, "irx_arrow_array_export_device", I32, &[Ptr, Ptr, Ptr]),
    S::new(
        F,
        "irx_arrow_array_import_device_move",
        I32,
        &[Ptr, Ptr, PtrPtr],
    ),
    S::new(F, "irx_arrow_array_import", I32, &[Ptr, Ptr, PtrPtr]),
    S::new(F, "irx_arrow_array_import_copy", I32, &[Ptr, Ptr, PtrPtr]),
    S::new(F, "irx_arrow_array_import_move", I32, &[Ptr, Ptr, PtrPtr]),
    S::new(
        F,
        "irx_arrow_array_validity_bitmap",
        I32,
        &[Ptr, PtrPtr, I64Ptr, I64Ptr],
    ),
    S::new(
        F,
        "irx_arrow_array_borrow_buffer_view",
        I32,
        &[Ptr, ViewPtr],
    ),
    S::new(F, "irx_arrow_array_retain", I32, &[Ptr]),
    S::new(F, "irx_arrow_array_release", Void, &[Ptr]),
    S::new(F, "irx_arrow_last_error", Ptr, &[]),
    // Extensions (additive; prototypes from include/irx_runtime.h).
    S::new(F, "irx_arrow_array_builder_reserve", I32, &[Ptr, I64]),
    S::new(
        F,
        "irx_arrow_array_builder_append_values",
        I32,
        &[Ptr, Ptr, Ptr, I64],
    ),
    S::new(F, "irx_arrow_array_value_int", I32, &[Ptr, I64, I64Ptr]),
    S::new(F, "irx_arrow_array_value_uint", I32, &[Ptr, I64, I64Ptr]),
    S::new(F, "irx_arrow_array_value_double", I32, &[Ptr, I64, F64Ptr]),
    S::new(F, "irx_arrow_array_is_valid", I32, &[Ptr, I64]),
];
