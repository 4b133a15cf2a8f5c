//! `dataframe` (pyirx 1.25, `irx_arrow_runtime.h`): tables, chunked
//! columns, series and compute. The table conversions of
//! `irx_record_batch.h` (`irx_rb_table_*`, `irx_rb_batch_to_*table`) belong
//! to `record_batch`, as in 1.25, and are listed here with that feature.
//! Written from the header's declarations; `tests/header_match.rs` holds
//! every row to the header.

use super::Abi::*;
use super::Feature::DataFrame as F;
use super::Feature::RecordBatch as RB;
use super::SymbolSpec as S;

pub(super) const SYMBOLS: &[S] = &[
    S::new(F, "irx_arrow_chunked_array_release", Void, &[Ptr]),
    S::new(F, "irx_arrow_chunked_array_retain", I32, &[Ptr]),
    S::new(
        F,
        "irx_arrow_table_column_by_index",
        I32,
        &[Ptr, I32, PtrPtr],
    ),
    S::new(
        F,
        "irx_arrow_table_column_by_name",
        I32,
        &[Ptr, Ptr, PtrPtr],
    ),
    S::new(
        F,
        "irx_arrow_table_new_from_arrays",
        I32,
        &[I64, PtrPtr, PtrPtr, PtrPtr],
    ),
    S::new(F, "irx_arrow_table_export_batch", I32, &[Ptr, Ptr, Ptr]),
    S::new(F, "irx_arrow_table_export_stream", I32, &[Ptr, Ptr]),
    S::new(F, "irx_arrow_table_from_ipc", I32, &[Ptr, I64, PtrPtr]),
    // Extension: a literal read in place (its bytes are a constant).
    S::new(
        F,
        "irx_arrow_table_from_ipc_static",
        I32,
        &[Ptr, I64, PtrPtr],
    ),
    S::new(F, "irx_arrow_table_import_batch", I32, &[Ptr, Ptr, PtrPtr]),
    S::new(F, "irx_arrow_table_import_stream", I32, &[Ptr, PtrPtr]),
    S::new(F, "irx_arrow_table_num_columns", I64, &[Ptr]),
    S::new(F, "irx_arrow_table_num_rows", I64, &[Ptr]),
    S::new(F, "irx_arrow_table_release", Void, &[Ptr]),
    S::new(F, "irx_arrow_table_retain", I32, &[Ptr]),
    S::new(
        F,
        "irx_arrow_series_index",
        I32,
        &[Ptr, I64, I32, I64Ptr, I32Ptr],
    ),
    S::new(
        F,
        "irx_arrow_series_set",
        I32,
        &[Ptr, I64, I32, I64, I32, I32],
    ),
    S::new(
        F,
        "irx_arrow_series_slice",
        I32,
        &[Ptr, I64, I64, I64, I32, PtrPtr],
    ),
    S::new(
        F,
        "irx_arrow_column_compute",
        I32,
        &[
            Ptr, I32, Ptr, I64, I32, Ptr, I64, I32, PtrPtr, I64Ptr, I32Ptr,
        ],
    ),
    S::new(
        F,
        "irx_arrow_column_compute_promoted",
        I32,
        &[
            Ptr, I32, Ptr, I64, I32, Ptr, I64, I32, PtrPtr, I64Ptr, I32Ptr,
        ],
    ),
];

/// `irx_record_batch.h`'s table conversions and their checked forms
/// (`irx_record_batch_api.h`): the `record_batch` feature, as in 1.25.
pub(super) const RECORD_BATCH_SYMBOLS: &[S] = &[
    S::new(
        RB,
        "irx_rb_api_batch_to_dynamic_table",
        I32,
        &[Ptr, PtrPtr, Ptr],
    ),
    S::new(
        RB,
        "irx_rb_api_batch_to_table",
        I32,
        &[Ptr, Ptr, PtrPtr, Ptr],
    ),
    S::new(RB, "irx_rb_api_table_cast", I32, &[Ptr, Ptr, PtrPtr, Ptr]),
    S::new(RB, "irx_rb_api_table_to_batch", I32, &[Ptr, Ptr, Ptr]),
    S::new(
        RB,
        "irx_rb_api_table_to_dynamic_batch",
        I32,
        &[Ptr, Ptr, Ptr],
    ),
    S::new(RB, "irx_rb_batch_to_dynamic_table", I32, &[Ptr, PtrPtr]),
    S::new(RB, "irx_rb_batch_to_table", I32, &[Ptr, Ptr, PtrPtr]),
    S::new(RB, "irx_rb_reader_read_table", I32, &[Ptr, PtrPtr]),
    S::new(RB, "irx_rb_table_cast", I32, &[Ptr, Ptr, PtrPtr]),
    S::new(RB, "irx_rb_table_project", I32, &[Ptr, PtrPtr, I32, PtrPtr]),
    S::new(RB, "irx_rb_table_schema", I32, &[Ptr, PtrPtr]),
    S::new(RB, "irx_rb_table_to_batch", I32, &[Ptr, PtrPtr]),
    S::new(RB, "irx_rb_table_to_dynamic_batch", I32, &[Ptr, PtrPtr]),
    S::new(RB, "irx_rb_writer_write_table", I32, &[Ptr, Ptr]),
];
