//! IRx 1.25's data-frame runtime on arrow-rs: tables of named, chunked
//! columns (`irx_arrow_table_handle`), the chunked columns a program reads
//! as series (`irx_arrow_chunked_array_handle`), series indexing, setting,
//! slicing and the whitelisted compute kernels.
//!
//! arrow-rs has no table or chunked array, so [`table`] defines them as
//! Arrow C++ does: a schema and one chunked column per field, every column
//! of the table's row count; chunks of different columns need not line up
//! (a table from record batches has aligned chunks, a table whose series
//! was set has not), so conversions to record batches re-slice where they
//! differ.
//!
//! Every function reports like 1.25's arrow runtime: 0, or a negative
//! `IRX_ERR_*` status with the message in `irx_arrow_last_error()`
//! (`Domain::Frame`, the same statuses in both ABI generations).

pub mod bridge;
#[allow(
    dead_code,
    reason = "conversions for the series, IPC, Parquet and CSV modules"
)]
pub mod table;
pub mod transfer;

pub mod compute;
mod elem;
pub mod formats;
mod recycle;
pub mod series;
