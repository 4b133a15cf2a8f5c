//! CSV (pyirx 1.25, `irx_record_batch.h` and `irx_record_batch_api.h`),
//! part of the `record_batch` feature as in 1.25: readers, writers and
//! options, core and checked.
//! Written from the header's declarations; `tests/header_match.rs` holds
//! every row to the header.

use super::Abi::*;
use super::Feature::RecordBatch as F;
use super::SymbolSpec as S;

pub(super) const SYMBOLS: &[S] = &[
    S::new(F, "irx_csv_options_clear", I32, &[Ptr, Ptr]),
    S::new(F, "irx_csv_options_int", I32, &[Ptr, Ptr, I64]),
    S::new(F, "irx_csv_options_new", Ptr, &[]),
    S::new(F, "irx_csv_options_release", Void, &[Ptr]),
    S::new(F, "irx_csv_options_text", I32, &[Ptr, Ptr, Ptr]),
    S::new(F, "irx_rb_api_csv_batch", I32, &[Ptr, Ptr, Ptr]),
    S::new(F, "irx_rb_api_csv_close", I32, &[Ptr, Ptr]),
    S::new(F, "irx_rb_api_csv_destroy", I32, &[Ptr, Ptr]),
    S::new(F, "irx_rb_api_csv_frame", I32, &[Ptr, PtrPtr, Ptr]),
    S::new(F, "irx_rb_api_csv_new", I32, &[PtrPtr, Ptr]),
    S::new(F, "irx_rb_api_csv_next", I32, &[Ptr, I32Ptr, Ptr]),
    S::new(
        F,
        "irx_rb_api_csv_open_read",
        I32,
        &[Ptr, Ptr, Ptr, I32, I32, Ptr],
    ),
    S::new(
        F,
        "irx_rb_api_csv_open_read_as",
        I32,
        &[Ptr, Ptr, Ptr, Ptr, I32, I32, Ptr],
    ),
    S::new(
        F,
        "irx_rb_api_csv_open_write",
        I32,
        &[Ptr, Ptr, Ptr, Ptr, I32, Ptr],
    ),
    S::new(F, "irx_rb_api_csv_options_clear", I32, &[Ptr, Ptr, Ptr]),
    S::new(F, "irx_rb_api_csv_options_destroy", I32, &[Ptr, Ptr]),
    S::new(F, "irx_rb_api_csv_options_int", I32, &[Ptr, Ptr, I64, Ptr]),
    S::new(F, "irx_rb_api_csv_options_new", I32, &[PtrPtr, Ptr]),
    S::new(F, "irx_rb_api_csv_options_text", I32, &[Ptr, Ptr, Ptr, Ptr]),
    S::new(F, "irx_rb_api_csv_schema", I32, &[Ptr, Ptr, Ptr]),
    S::new(F, "irx_rb_api_csv_write", I32, &[Ptr, Ptr, Ptr]),
    S::new(F, "irx_rb_api_csv_write_frame", I32, &[Ptr, Ptr, Ptr]),
    S::new(F, "irx_rb_api_read_csv", I32, &[Ptr, Ptr, Ptr, PtrPtr, Ptr]),
    S::new(
        F,
        "irx_rb_api_reader_csv",
        I32,
        &[Ptr, Ptr, Ptr, I32, I32, Ptr],
    ),
    S::new(
        F,
        "irx_rb_api_reader_csv_as",
        I32,
        &[Ptr, Ptr, Ptr, Ptr, I32, I32, Ptr],
    ),
    S::new(F, "irx_rb_api_write_csv", I32, &[Ptr, Ptr, Ptr, Ptr]),
    S::new(F, "irx_rb_api_writer_csv", I32, &[Ptr, Ptr, Ptr, I32, Ptr]),
    S::new(F, "irx_rb_csv_read_table", I32, &[Ptr, Ptr, Ptr, PtrPtr]),
    S::new(
        F,
        "irx_rb_csv_reader_open",
        I32,
        &[Ptr, Ptr, Ptr, I32, I32, PtrPtr],
    ),
    S::new(
        F,
        "irx_rb_csv_reader_open_options",
        I32,
        &[Ptr, Ptr, Ptr, PtrPtr],
    ),
    S::new(F, "irx_rb_csv_write_table", I32, &[Ptr, Ptr, Ptr]),
    S::new(
        F,
        "irx_rb_csv_writer_open",
        I32,
        &[Ptr, Ptr, Ptr, I32, PtrPtr],
    ),
    S::new(
        F,
        "irx_rb_csv_writer_open_options",
        I32,
        &[Ptr, Ptr, Ptr, PtrPtr],
    ),
];
