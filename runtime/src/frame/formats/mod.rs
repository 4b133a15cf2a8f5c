//! The table-level format functions: whole CSV and Parquet files read
//! into tables, and tables written to them. They pull batches from `rb`'s
//! readers and push them into its writers, as `irx_rb_writer_write_table`
//! does, so the record-batch floor never sees a table.

mod csv;
mod parquet;

pub use csv::{irx_rb_csv_read_table, irx_rb_csv_write_table};
pub use parquet::{irx_rb_parquet_read_table, irx_rb_parquet_write_table};
