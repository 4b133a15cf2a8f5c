"""Rows of IRx 1.25's checked layer for its parquet area (readers, writers, options and row filters): generated into
OUTPUT by scripts/apigen.py (see its docstring for what a row is)."""

OUTPUT = "runtime/src/checked/parquet_generated.rs"

ROWS = []


def row(name, params, result, nulls, body, doc):
    ROWS.append((name, params, result, nulls, body.strip(), doc))


SCHEMA = "*mut IrxRbApiSchema"
BATCH = "*mut IrxRbApiBatch"
OPTIONS = "*mut IrxRbApiOptions"
PARQUET = "*mut IrxRbApiParquet"
TABLE = "*mut TableHandle"
TEXT = "*const c_char"

# ---- the Parquet box: a file session (closed, read, write, failed) ----------

row("parquet_new", [], PARQUET, [], """
*result = api::new_box(IrxRbApiParquet::default())?;
""", "A new, closed Parquet box (opened by `parquet_open_read`, `parquet_open_read_as`, "
     "`parquet_read_options`, `parquet_open_write`, `parquet_write_options`); free it "
     "with `irx_rb_api_parquet_destroy`.")
row("parquet_destroy", [("boxed", PARQUET)], None, [], """
api::destroy(boxed)?;
""", "Frees a Parquet box and what it holds. A writer is abandoned, not finished "
     "(a staged atomic write is removed, never committed): close it first to publish "
     "its output. NULL is a no-op; a box that is not live is an error.")
row("parquet_close", [("boxed", PARQUET)], None, ["boxed"], """
api::Close::close(api::open(boxed)?)?;
""", "Closes the box: a writer's file is finished (its failure is reported and the box "
     "becomes failed), a reader is dropped; the box is closed again and can be reopened. "
     "A failed box stays failed (only destroy is left). Idempotent.")
row("parquet_next", [("boxed", PARQUET)], "i32", ["boxed"], """
*result = parquet_api::session(boxed)?.next()?;
""", "Reads the next batch of a reading box: `*result` is `IRX_OK` (0) with a current "
     "batch (`irx_rb_api_parquet_batch` copies it out), `IRX_EOF` (1) at the end. A read "
     "error fails the box.")
row("parquet_batch", [("boxed", PARQUET), ("out", BATCH)], None, ["boxed", "out"], """
parquet_api::session(boxed)?.batch(out)?;
""", "The current batch of a reading box, replacing what the batch box `out` held "
     "(a zero-copy clone).")
row("parquet_schema", [("boxed", PARQUET), ("out", SCHEMA)], None, ["boxed", "out"], """
parquet_api::session(boxed)?.schema(out)?;
""", "The schema being read or written, replacing what the schema box `out` held.")
row("parquet_write", [("boxed", PARQUET), ("batch", BATCH)], None, ["boxed", "batch"], """
parquet_api::session(boxed)?.write(batch)?;
""", "Writes the batch of a batch box through a writing box (its schema must be the "
     "writer's); a failure fails the box.")
row("parquet_open_read", [("boxed", PARQUET), ("path", TEXT), ("batch_size", "i64")],
    None, ["boxed", "path"], """
parquet_api::session(boxed)?.open_read(|out| irx_rb_parquet_reader_open(path, std::ptr::null(), batch_size, out))?;
""", "Opens a closed box to read the Parquet file at `path` in batches of at most "
     "`batch_size` rows (`irx_rb_parquet_reader_open`).")
row("parquet_open_read_as", [("boxed", PARQUET), ("path", TEXT), ("schema", SCHEMA), ("batch_size", "i64")],
    None, ["boxed", "path", "schema"], """
let expected = api::look(schema)?.value.get()?;
parquet_api::session(boxed)?.open_read(|out| irx_rb_parquet_reader_open(path, expected, batch_size, out))?;
""", "As `irx_rb_api_parquet_open_read`, asserting that the file's schema equals the "
     "schema box's (names, order, types, nullability, metadata; `IRX_ERR_TYPE` if not).")
row("parquet_open_write", [("boxed", PARQUET), ("path", TEXT), ("schema", SCHEMA),
                           ("compression", TEXT), ("row_group_size", "i64")],
    None, ["boxed", "path", "schema", "compression"], """
parquet_api::session(boxed)?.open_write(schema, |copy, out| {
    irx_rb_parquet_writer_open(copy, path, compression, row_group_size, out)
})?;
""", "Opens a closed box to write a Parquet file at `path` with a copy of the schema "
     "box's schema, `compression` and `row_group_size` (`irx_rb_parquet_writer_open`); "
     "`irx_rb_api_parquet_close` finishes it.")
row("parquet_read_options", [("boxed", PARQUET), ("path", TEXT), ("options", OPTIONS)],
    None, ["boxed", "path", "options"], """
let options = parquet_api::options(options)?;
parquet_api::session(boxed)?.open_read(|out| {
    irx_rb_parquet_reader_open_options(path, std::ptr::null(), options, out)
})?;
""", "Opens a closed box to read `path` (a file, or a dataset directory) with the "
     "options of an options box (`irx_rb_parquet_reader_open_options`).")
row("parquet_write_options", [("boxed", PARQUET), ("path", TEXT), ("schema", SCHEMA), ("options", OPTIONS)],
    None, ["boxed", "path", "schema", "options"], """
let options = parquet_api::options(options)?;
parquet_api::session(boxed)?.open_write(schema, |copy, out| {
    irx_rb_parquet_writer_open_options(copy, path, options, out)
})?;
""", "Opens a closed box to write `path` with a copy of the schema box's schema and "
     "the options of an options box (`irx_rb_parquet_writer_open_options`).")
row("parquet_frame", [("boxed", PARQUET)], TABLE, ["boxed"], """
*result = parquet_api::session(boxed)?.frame()?;
""", "The current batch of a reading box as a new table (release it with "
     "`irx_arrow_table_release`); a non-nullable column holding nulls is "
     "`IRX_ERR_TYPE`.")
row("parquet_write_frame", [("boxed", PARQUET), ("table", TABLE)], None, ["boxed", "table"], """
parquet_api::session(boxed)?.write_table(table, true)?;
""", "Writes every row of a table through a writing box; the table's schema must be "
     "the writer's (`IRX_ERR_TYPE` otherwise, and the box fails).")

# ---- options boxes and filters ------------------------------------------------

row("options_new", [], OPTIONS, [], """
*result = parquet_api::new_options(Options::default())?;
""", "A new options box with 1.25's defaults (`irx_parquet_options_new`); free it with "
     "`irx_rb_api_options_destroy`.")
row("options_destroy", [("boxed", OPTIONS)], None, [], """
api::destroy(boxed)?;
""", "Frees an options box (the key is zeroed). NULL is a no-op; a box that is not "
     "live is an error.")
row("options_copy", [("source", OPTIONS)], OPTIONS, [], """
*result = parquet_api::copy(source)?;
""", "A new options box with a copy of the options of `source`, or with the defaults "
     "when `source` is NULL.")
row("options_int", [("boxed", OPTIONS), ("name", TEXT), ("value", "i64")], None, ["boxed", "name"], """
api::core(irx_parquet_options_int(parquet_api::options(boxed)?, name, value))?;
""", "Sets an integer option of the box (`irx_parquet_options_int`: sizes, `row_group`, "
     "`compression_level`, flags).")
row("options_text", [("boxed", OPTIONS), ("name", TEXT), ("value", TEXT)], None, ["boxed", "name", "value"], """
api::core(irx_parquet_options_text(parquet_api::options(boxed)?, name, value))?;
""", "Sets a text option of the box (`irx_parquet_options_text`: `compression`, "
     "`column`, `partition_column`, `encryption_key_hex`).")
row("options_clear", [("boxed", OPTIONS), ("name", TEXT)], None, ["boxed", "name"], """
let name = std::str::from_utf8(api::text_bytes(name)).unwrap_or("");
parquet_api::options_value(boxed)?.clear(name)?;
""", "Empties a list option of the box: `columns`, `row_groups` or `partition_columns` "
     "(\"unknown Parquet list option\" otherwise).")
row("options_filters", [("boxed", OPTIONS), ("filters", OPTIONS)], None, ["boxed", "filters"], """
parquet_api::set_filters(boxed, filters)?;
""", "The row filters of the box `filters` replace those of `boxed` (the two may be "
     "the same box).")

FILTER_DOC = ("`out` gets the filters of `source` (NULL: none) plus `column op {what}`; "
              "`op` is ==, !=, <, <=, >, >= (`out` and `source` may be the same box). "
              "The column and literal are checked when a reader opens.")
for short, ty, body, what in [
    ("i64", "i64", 'parquet_api::add_filter(out, source, column, op, &value.to_string(), "int64")?;',
     "value` (an int64 literal)"),
    ("f64", "f64", 'parquet_api::add_filter(out, source, column, op, &parquet_api::double_text(value)?, "double")?;',
     "value` (a finite double literal; NaN and infinities are refused)"),
    ("bool", "i32", 'parquet_api::add_filter(out, source, column, op, if value != 0 { "true" } else { "false" }, "bool")?;',
     "value` (a bool literal: non-zero is true)"),
]:
    row(f"filter_{short}", [("out", OPTIONS), ("source", OPTIONS), ("column", TEXT), ("op", TEXT), ("value", ty)],
        None, ["out", "column", "op"], body, FILTER_DOC.format(what="`" + what))
row("filter_text", [("out", OPTIONS), ("source", OPTIONS), ("column", TEXT), ("op", TEXT), ("value", TEXT)],
    None, ["out", "column", "op", "value"], """
let value = std::str::from_utf8(api::text_bytes(value)).map_err(|_| api::fail("filter text must be UTF-8"))?;
parquet_api::add_filter(out, source, column, op, value, "string")?;
""", FILTER_DOC.format(what="`value` (a string literal)"))
row("filter_null", [("out", OPTIONS), ("source", OPTIONS), ("column", TEXT), ("op", TEXT)],
    None, ["out", "column", "op"], """
parquet_api::add_filter(out, source, column, op, "", "")?;
""", "`out` gets the filters of `source` (NULL: none) plus a null check of `column`: "
     "`op` is `is_null` or `is_valid`.")

# ---- whole tables -----------------------------------------------------------------

row("read_parquet", [("path", TEXT), ("schema", SCHEMA), ("options", OPTIONS), ("detect", "i32")],
    TABLE, ["path", "options"], """
let expected = if schema.is_null() { std::ptr::null() } else { api::look(schema)?.value.get()?.cast_const() };
let options = parquet_api::options(options)?;
api::core(irx_rb_parquet_read_table(path, expected, options, detect, result))?;
""", "The Parquet file or dataset at `path` as a new table (`irx_rb_parquet_read_table`; "
     "`schema` NULL or the expected schema; `detect` non-zero reads a directory as a "
     "hive dataset). Release it with `irx_arrow_table_release`.")
row("write_parquet", [("table", TABLE), ("path", TEXT), ("options", OPTIONS), ("detect", "i32")],
    None, ["table", "path", "options"], """
let options = parquet_api::options(options)?;
api::core(irx_rb_parquet_write_table(table, path, options, detect))?;
""", "Writes a table to `path` with the options of an options box and closes it "
     "(`irx_rb_parquet_write_table`; `detect` non-zero with partition columns writes a "
     "hive dataset).")

HEADER = '''\
// @generated by scripts/apigen.py from scripts/apigen_parquet.py: do not edit (`make apigen`).
//! The checked `irx_rb_api_*` entry points of IRx 1.25's parquet area, one
//! per row of `scripts/apigen_parquet.py`; the adapters they call are in
//! [`super::parquet`] and [`super::api`].

use std::ffi::c_char;

use super::api::{self, IrxRbApiBatch, IrxRbApiSchema};
use super::parquet::{self as parquet_api, IrxRbApiOptions, IrxRbApiParquet};
use crate::ffi::export;
use crate::frame::formats::{irx_rb_parquet_read_table, irx_rb_parquet_write_table};
use crate::frame::table::TableHandle;
use crate::rb::parquet::options::Options;
use crate::rb::parquet::*;
'''
