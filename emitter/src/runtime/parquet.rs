//! `parquet` (pyirx 1.25, `irx_record_batch.h` and `irx_record_batch_api.h`):
//! Parquet readers, writers and options, core and checked.
//! Written from the header's declarations; `tests/header_match.rs` holds
//! every row to the header.

use super::Abi::*;
use super::Feature::Parquet as F;
use super::SymbolSpec as S;

pub(super) const SYMBOLS: &[S] = &[
    // Core (`irx_record_batch.h`).
    S::new(F, "irx_parquet_options_new", Ptr, &[]),
    S::new(F, "irx_parquet_options_release", Void, &[Ptr]),
    S::new(F, "irx_parquet_options_int", I32, &[Ptr, Ptr, I64]),
    S::new(F, "irx_parquet_options_text", I32, &[Ptr, Ptr, Ptr]),
    S::new(F, "irx_parquet_options_key", I32, &[Ptr, Ptr, I64]),
    S::new(
        F,
        "irx_parquet_options_filter",
        I32,
        &[Ptr, Ptr, Ptr, Ptr, Ptr],
    ),
    S::new(
        F,
        "irx_rb_parquet_reader_open",
        I32,
        &[Ptr, Ptr, I64, PtrPtr],
    ),
    S::new(
        F,
        "irx_rb_parquet_reader_open_options",
        I32,
        &[Ptr, Ptr, Ptr, PtrPtr],
    ),
    S::new(
        F,
        "irx_rb_parquet_writer_open",
        I32,
        &[Ptr, Ptr, Ptr, I64, PtrPtr],
    ),
    S::new(
        F,
        "irx_rb_parquet_writer_open_options",
        I32,
        &[Ptr, Ptr, Ptr, PtrPtr],
    ),
    S::new(
        F,
        "irx_rb_parquet_read_table",
        I32,
        &[Ptr, Ptr, Ptr, I32, PtrPtr],
    ),
    S::new(F, "irx_rb_parquet_write_table", I32, &[Ptr, Ptr, Ptr, I32]),
    // Checked (`irx_record_batch_api.h`).
    S::new(F, "irx_rb_api_parquet_new", I32, &[PtrPtr, Ptr]),
    S::new(F, "irx_rb_api_parquet_destroy", I32, &[Ptr, Ptr]),
    S::new(F, "irx_rb_api_parquet_close", I32, &[Ptr, Ptr]),
    S::new(F, "irx_rb_api_parquet_next", I32, &[Ptr, I32Ptr, Ptr]),
    S::new(F, "irx_rb_api_parquet_batch", I32, &[Ptr, Ptr, Ptr]),
    S::new(F, "irx_rb_api_parquet_schema", I32, &[Ptr, Ptr, Ptr]),
    S::new(F, "irx_rb_api_parquet_write", I32, &[Ptr, Ptr, Ptr]),
    S::new(
        F,
        "irx_rb_api_parquet_open_read",
        I32,
        &[Ptr, Ptr, I64, Ptr],
    ),
    S::new(
        F,
        "irx_rb_api_parquet_open_read_as",
        I32,
        &[Ptr, Ptr, Ptr, I64, Ptr],
    ),
    S::new(
        F,
        "irx_rb_api_parquet_open_write",
        I32,
        &[Ptr, Ptr, Ptr, Ptr, I64, Ptr],
    ),
    S::new(
        F,
        "irx_rb_api_parquet_read_options",
        I32,
        &[Ptr, Ptr, Ptr, Ptr],
    ),
    S::new(
        F,
        "irx_rb_api_parquet_write_options",
        I32,
        &[Ptr, Ptr, Ptr, Ptr, Ptr],
    ),
    S::new(F, "irx_rb_api_parquet_frame", I32, &[Ptr, PtrPtr, Ptr]),
    S::new(F, "irx_rb_api_parquet_write_frame", I32, &[Ptr, Ptr, Ptr]),
    S::new(F, "irx_rb_api_options_new", I32, &[PtrPtr, Ptr]),
    S::new(F, "irx_rb_api_options_destroy", I32, &[Ptr, Ptr]),
    S::new(F, "irx_rb_api_options_copy", I32, &[Ptr, PtrPtr, Ptr]),
    S::new(F, "irx_rb_api_options_clear", I32, &[Ptr, Ptr, Ptr]),
    S::new(F, "irx_rb_api_options_filters", I32, &[Ptr, Ptr, Ptr]),
    S::new(F, "irx_rb_api_options_int", I32, &[Ptr, Ptr, I64, Ptr]),
    S::new(F, "irx_rb_api_options_text", I32, &[Ptr, Ptr, Ptr, Ptr]),
    S::new(
        F,
        "irx_rb_api_filter_i64",
        I32,
        &[Ptr, Ptr, Ptr, Ptr, I64, Ptr],
    ),
    S::new(
        F,
        "irx_rb_api_filter_f64",
        I32,
        &[Ptr, Ptr, Ptr, Ptr, F64, Ptr],
    ),
    S::new(
        F,
        "irx_rb_api_filter_bool",
        I32,
        &[Ptr, Ptr, Ptr, Ptr, I32, Ptr],
    ),
    S::new(
        F,
        "irx_rb_api_filter_text",
        I32,
        &[Ptr, Ptr, Ptr, Ptr, Ptr, Ptr],
    ),
    S::new(F, "irx_rb_api_filter_null", I32, &[Ptr, Ptr, Ptr, Ptr, Ptr]),
    S::new(
        F,
        "irx_rb_api_read_parquet",
        I32,
        &[Ptr, Ptr, Ptr, I32, PtrPtr, Ptr],
    ),
    S::new(
        F,
        "irx_rb_api_write_parquet",
        I32,
        &[Ptr, Ptr, Ptr, I32, Ptr],
    ),
];
