#!/usr/bin/env python3
"""Generates runtime/src/checked/rb_generated.rs: IRx 1.25's checked
record-batch layer (the `irx_rb_api_*` functions of symbols.tsv's
`record_batch` area, layer `checked`) from the table below.

Each row is one C entry point: its name, its parameters (before the
`result` output and the `error` buffer every function ends with), the type
of `*result` if it has one, which pointer arguments are refused when NULL
(1.25's "null argument"), the Rust body (calls of the adapters in
runtime/src/checked/api.rs and of the core `irx_rb_*` functions) and the first
line of its C documentation. The rest (the `#[export(Checked, ...)]`
attribute, NULL checks, the documentation of results and errors) is the
same pattern for every row.

The data-frame areas of 1.25's checked layer (`dataframe`, `parquet`,
`csv`) keep their rows in scripts/apigen_<area>.py (plain data: `OUTPUT`,
the generated file's path; `HEADER`, its first lines; `ROWS`, rows as
here), each generated into its own file by the same pattern. Every
generated file is in runtime/src/checked/, the checked layer's one home
(the floor above rb/ and frame/), beside the adapters its rows call.

usage: scripts/apigen.py ROOT     (writes every generated file under ROOT,
at its path in the repository: `make apigen` passes `.`; `make check`
writes to a scratch ROOT and fails when a committed file differs)
"""

import importlib
import os
import subprocess
import sys
import textwrap

SCHEMA = "*mut IrxRbApiSchema"
BATCH = "*mut IrxRbApiBatch"
BUILDER = "*mut IrxRbApiBuilder"
READER = "*mut IrxRbApiReader"
WRITER = "*mut IrxRbApiWriter"
TEXT = "*const c_char"
OWNED_TEXT = "*mut c_char"

ROWS = []


def row(name, params, result, nulls, body, doc):
    ROWS.append((name, params, result, nulls, body.strip(), doc))


# Bodies that call nothing unsafe (no core call, no box borrow).
SAFE = ("api::destroy(", "::default())?;")


# ---- boxes: new, destroy, close ---------------------------------------------

BOXES = [
    ("schema", "IrxRbApiSchema", SCHEMA),
    ("batch", "IrxRbApiBatch", BATCH),
    ("builder", "IrxRbApiBuilder", BUILDER),
    ("reader", "IrxRbApiReader", READER),
    ("writer", "IrxRbApiWriter", WRITER),
]

row("schema_new", [], SCHEMA, [], """
let schema = api::made(|out| irx_rb_schema_create(out))?;
*result = api::new_box(IrxRbApiSchema { value: api::Slot::of(schema) })?;
""", "A new schema box holding an empty schema (`irx_rb_schema_create`); "
     "free it with `irx_rb_api_schema_destroy`.")
row("schema_ipc", [("data", "*const u8"), ("size", "i64")], SCHEMA, ["data"], """
let schema = api::made(|out| api::ipc::irx_rb_schema_from_ipc(data, size, out))?;
*result = api::new_box(IrxRbApiSchema { value: api::Slot::of(schema) })?;
""", "A new schema box holding the schema of the Arrow IPC stream or file "
     "in `data[0..size)` (`irx_rb_schema_from_ipc`).")
row("batch_new", [], BATCH, [], """
*result = api::new_box(IrxRbApiBatch::default())?;
""", "A new, empty batch box (filled by `builder_finish`, `reader_batch`, "
     "`batch_import`); free it with `irx_rb_api_batch_destroy`.")
row("reader_new", [], READER, [], """
*result = api::new_box(IrxRbApiReader::default())?;
""", "A new, closed reader box (opened by `reader_file`, `reader_stream`, "
     "`reader_tcp`, `reader_import`); free it with `irx_rb_api_reader_destroy`.")
row("builder_new", [("schema", SCHEMA)], BUILDER, ["schema"], """
let schema = api::look(schema)?.value.get()?;
let builder = api::made(|out| irx_rb_builder_create(schema, out))?;
*result = api::new_box(IrxRbApiBuilder { value: api::Slot::of(builder) })?;
""", "A new builder box for the schema of a schema box (`irx_rb_builder_create`); "
     "free it with `irx_rb_api_builder_destroy`.")
row("writer_new", [("schema", SCHEMA)], WRITER, ["schema"], """
let schema = api::look(schema)?.value.get()?;
let copy = api::made(|out| irx_rb_schema_clone(schema, out))?;
*result = api::new_box(IrxRbApiWriter { value: Default::default(), schema: api::Slot::of(copy) })?;
""", "A new, closed writer box that keeps a copy of the schema of a schema box "
     "(opened by `writer_file`, `writer_stream`, `writer_tcp`); free it with "
     "`irx_rb_api_writer_destroy`.")

for short, ty, ptr in BOXES:
    row(f"{short}_destroy", [("boxed", ptr)], None, [], """
api::destroy(boxed)?;
""", f"Frees a {short} box and what it holds. NULL is a no-op; a box that is "
     "not live (already destroyed, or not made by this runtime) is an error"
     + (". A writer not closed finishes its output first (the IPC end marker or "
        "file footer), as 1.25's does; its errors are then lost: close it first "
        "to see them."
        if short == "writer" else "."))
    close_doc = {
        "writer": "Finishes the writer's output (the IPC file footer or the end of "
                  "the stream) and empties the box; its failure is reported, and "
                  "the box is empty afterwards either way. Idempotent.",
        "reader": "Empties a reader box (its stream and its current batch). "
                  "Idempotent; the box can be opened again.",
    }.get(short, f"Empties a {short} box, releasing what it holds. Idempotent.")
    row(f"{short}_close", [("boxed", ptr)], None, ["boxed"], """
api::Close::close(api::open(boxed)?)?;
""", close_doc)

# ---- schemas ----------------------------------------------------------------

row("schema_add", [("boxed", SCHEMA), ("name", TEXT), ("type_", "i32"), ("nullable", "i32")],
    None, ["boxed", "name"], """
let schema = api::open(boxed)?.value.get()?;
api::core(irx_rb_schema_add_field(schema, name, type_, nullable))?;
""", "Appends a field of `IrxColumnType` `type_` to the schema "
     "(`irx_rb_schema_add_field`).")
row("schema_add_name", [("boxed", SCHEMA), ("name", TEXT), ("type_name", TEXT), ("nullable", "i32")],
    None, ["boxed", "name", "type_name"], """
let schema = api::open(boxed)?.value.get()?;
api::core(irx_rb_schema_add_named_field(schema, name, type_name, nullable))?;
""", "Appends a field whose type is given by name (\"int64\", "
     "\"timestamp[us, tz=UTC]\", ...) to the schema (`irx_rb_schema_add_named_field`).")
row("schema_count", [("boxed", SCHEMA)], "i32", ["boxed"], """
*result = api::core(irx_rb_schema_num_fields(api::look(boxed)?.value.get()?))?;
""", "The number of fields of the schema (`irx_rb_schema_num_fields`).")
row("schema_name", [("boxed", SCHEMA), ("col", "i32")], OWNED_TEXT, ["boxed"], """
let (name, _, _) = api::field(boxed, col)?;
*result = api::owned_text(api::text_bytes(name))?;
""", "The name of field `col`, as a new `malloc`-owned string the caller frees "
     "with `free()` (`irx_rb_schema_field`).")
row("schema_type", [("boxed", SCHEMA), ("col", "i32")], "i32", ["boxed"], """
*result = api::field(boxed, col)?.1;
""", "The `IrxColumnType` of field `col` (`irx_rb_schema_field`).")
row("schema_nullable", [("boxed", SCHEMA), ("col", "i32")], "i32", ["boxed"], """
*result = api::field(boxed, col)?.2;
""", "1 when field `col` is nullable, else 0 (`irx_rb_schema_field`).")
row("schema_type_name", [("boxed", SCHEMA), ("col", "i32")], OWNED_TEXT, ["boxed"], """
let schema = api::look(boxed)?.value.get()?;
let mut name = std::ptr::null();
api::core(irx_rb_schema_type_name(schema, col, &mut name))?;
*result = api::owned_text(api::text_bytes(name))?;
""", "The type of field `col` as text (\"int64\", ...), as a new "
     "`malloc`-owned string the caller frees with `free()` (`irx_rb_schema_type_name`).")
row("schema_equal", [("boxed", SCHEMA), ("other", SCHEMA)], "i32", ["boxed", "other"], """
let (left, right) = (api::look(boxed)?.value.get()?, api::look(other)?.value.get()?);
*result = api::core(irx_rb_schema_equal(left, right))?;
""", "1 when the two schemas are equal (names, types, nullability, metadata), "
     "else 0 (`irx_rb_schema_equal`). Both may be the same box.")

# ---- builders and batches -----------------------------------------------------

row("builder_finish", [("boxed", BUILDER), ("out", BATCH)], None, ["boxed", "out"], """
let builder = api::open(boxed)?.value.get()?;
let batch = api::made(|made| irx_rb_builder_finish(builder, made))?;
api::open(out)?.value.reset(Some(batch));
""", "Finishes the builder's columns into a record batch that replaces what the "
     "batch box `out` held (`irx_rb_builder_finish`).")
row("batch_rows", [("boxed", BATCH)], "i64", ["boxed"], """
*result = api::core_i64(irx_rb_batch_num_rows(api::look(boxed)?.value.get()?))?;
""", "The number of rows of the batch (`irx_rb_batch_num_rows`).")
row("batch_columns", [("boxed", BATCH)], "i32", ["boxed"], """
*result = api::core(irx_rb_batch_num_columns(api::look(boxed)?.value.get()?))?;
""", "The number of columns of the batch (`irx_rb_batch_num_columns`).")
row("batch_schema", [("boxed", BATCH), ("out", SCHEMA)], None, ["boxed", "out"], """
let batch = api::look(boxed)?.value.get()?;
let schema = api::made(|made| irx_rb_batch_schema(batch, made))?;
api::open(out)?.value.reset(Some(schema));
""", "The batch's schema, replacing what the schema box `out` held "
     "(`irx_rb_batch_schema`).")
row("batch_null", [("boxed", BATCH), ("col", "i32"), ("row", "i64")], "i32", ["boxed"], """
*result = api::is_null(api::look(boxed)?.value.get()?, col, row)?;
""", "1 when the slot (`col`, `row`) is null, else 0 (`irx_rb_batch_is_null`). "
     "Call it before a typed getter, which refuses null slots.")

TYPED = [
    ("i8", "i8", "int8"), ("i16", "i16", "int16"), ("i32", "i32", "int32"),
    ("i64", "i64", "int64"), ("u8", "u8", "uint8"), ("u16", "u16", "uint16"),
    ("u32", "u32", "uint32"), ("u64", "u64", "uint64"), ("f32", "f32", "float32"),
    ("f64", "f64", "float64"), ("bool", "i32", "bool"), ("date", "i64", "date"),
    ("timestamp", "i64", "timestamp"), ("time", "i64", "time"),
]
for short, ty, core in TYPED:
    row(f"append_{short}", [("boxed", BUILDER), ("col", "i32"), ("value", ty)], None, ["boxed"],
        f"api::append(boxed, col, value, irx_rb_builder_append_{core})?;",
        f"Appends `value` to column `col` of the builder (`irx_rb_builder_append_{core}`).")
    row(f"get_{short}", [("boxed", BATCH), ("col", "i32"), ("row", "i64")], ty, ["boxed"],
        f"*result = api::get(boxed, col, row, irx_rb_batch_get_{core})?;",
        f"The value at (`col`, `row`) of the batch (`irx_rb_batch_get_{core}`); "
        "a null slot is refused (check `irx_rb_api_batch_null` first).")

row("append_utf8", [("boxed", BUILDER), ("col", "i32"), ("value", TEXT)], None, ["boxed", "value"], """
let builder = api::open(boxed)?.value.get()?;
let length = api::text_bytes(value).len() as i64;
api::core(irx_rb_builder_append_utf8(builder, col, value, length))?;
""", "Appends the NUL-terminated UTF-8 text `value` to column `col` of the "
     "builder (`irx_rb_builder_append_utf8`).")
row("get_utf8", [("boxed", BATCH), ("col", "i32"), ("row", "i64")], OWNED_TEXT, ["boxed"], """
*result = api::get_utf8(boxed, col, row)?;
""", "The string at (`col`, `row`) of the batch as a new `malloc`-owned, "
     "NUL-terminated copy the caller frees with `free()` (`irx_rb_batch_get_utf8`). "
     "A null slot and a string with an embedded NUL are refused.")
row("append_null", [("boxed", BUILDER), ("col", "i32")], None, ["boxed"], """
let builder = api::open(boxed)?.value.get()?;
api::core(irx_rb_builder_append_null(builder, col))?;
""", "Appends a null to column `col` of the builder (`irx_rb_builder_append_null`).")

# ---- readers and writers ----------------------------------------------------------

for short, core, what in [
    ("file", "irx_rb_file_reader_open", "the Arrow IPC file at `path`"),
    ("stream", "irx_rb_stream_reader_open_file", "the Arrow IPC stream in the file at `path`"),
]:
    row(f"reader_{short}", [("boxed", READER), ("path", TEXT)], None, ["boxed", "path"], f"""
api::open_reader(boxed, "close Arrow reader before reopening", |out| api::ipc::{core}(path, out))?;
""", f"Opens the closed reader box on {what} (`{core}`).")
row("reader_tcp", [("boxed", READER), ("host", TEXT), ("port", "i32"), ("timeout", "i32")],
    None, ["boxed", "host"], """
api::open_reader(boxed, "close Arrow reader before connecting", |out| {
    api::ipc::irx_rb_tcp_reader_open(host, port, timeout, out)
})?;
""", "Connects the closed reader box to an Arrow IPC stream served at "
     "`host`:`port`, waiting at most `timeout` ms (`irx_rb_tcp_reader_open`).")
for short, core, what in [
    ("file", "irx_rb_file_writer_open", "an Arrow IPC file at `path`"),
    ("stream", "irx_rb_stream_writer_open_file", "an Arrow IPC stream into the file at `path`"),
]:
    row(f"writer_{short}", [("boxed", WRITER), ("path", TEXT)], None, ["boxed", "path"], f"""
api::open_writer(boxed, "close Arrow writer before reopening", |schema, out| {{
    api::ipc::{core}(schema, path, out)
}})?;
""", f"Opens the closed writer box to write {what}, with the box's schema "
     f"(`{core}`); `irx_rb_api_writer_close` finishes it.")
row("writer_tcp", [("boxed", WRITER), ("host", TEXT), ("port", "i32"), ("timeout", "i32")],
    None, ["boxed", "host"], """
api::open_writer(boxed, "close Arrow writer before connecting", |schema, out| {
    api::ipc::irx_rb_tcp_writer_open(schema, host, port, timeout, out)
})?;
""", "Connects the closed writer box to `host`:`port` to send an Arrow IPC "
     "stream, waiting at most `timeout` ms (`irx_rb_tcp_writer_open`).")
row("writer_write", [("boxed", WRITER), ("batch", BATCH)], None, ["boxed", "batch"], """
let writer = api::open(boxed)?.value.get()?;
api::core(irx_rb_stream_writer_write_batch(writer, api::look(batch)?.value.get()?))?;
""", "Writes the batch of a batch box (`irx_rb_stream_writer_write_batch`).")
row("reader_next", [("boxed", READER)], "i32", ["boxed"], """
*result = api::reader_next(boxed)?;
""", "Reads the next batch into the reader box (`irx_rb_stream_reader_next_batch`): "
     "`*result` is `IRX_OK` (0) when there is one (`irx_rb_api_reader_batch` "
     "copies it out), `IRX_EOF` (1) at the end of the stream.")
row("reader_batch", [("boxed", READER), ("out", BATCH)], None, ["boxed", "out"], """
let current = api::look(boxed)?.current.get()?;
let copy = api::made(|made| irx_rb_batch_clone(current, made))?;
api::open(out)?.value.reset(Some(copy));
""", "The batch the last `irx_rb_api_reader_next` read, replacing what the "
     "batch box `out` held (a zero-copy clone, `irx_rb_batch_clone`).")
row("reader_schema", [("boxed", READER), ("out", SCHEMA)], None, ["boxed", "out"], """
let schema = api::reader_schema(api::look(boxed)?.value.get()?)?;
api::open(out)?.value.reset(Some(schema));
""", "The schema of the reader's stream, replacing what the schema box `out` "
     "held (`irx_rb_stream_reader_schema`).")

# ---- C Data and C Stream ------------------------------------------------------------

row("batch_export_stream", [("boxed", BATCH), ("address", "i64")], "i32", ["boxed"], """
let batch = api::look(boxed)?.value.get()?;
*result = irx_rb_batch_export_stream(batch, api::address(address));
""", "Exports the batch as a one-batch `struct ArrowArrayStream` at `address` "
     "(`irx_rb_batch_export_stream`). As 1.25, `*result` is that call's "
     "status (its message in `irx_record_batch_errmsg()`); the call itself "
     "fails only for its own arguments.")
row("batch_export", [("boxed", BATCH), ("array", "i64"), ("schema", "i64")], "i32", ["boxed"], """
let batch = api::look(boxed)?.value.get()?;
*result = irx_rb_batch_export(batch, api::address(array), api::address(schema));
""", "Exports the batch as a struct array into the `struct ArrowArray` at "
     "`array` and the `struct ArrowSchema` at `schema` (`irx_rb_batch_export`). "
     "As 1.25, `*result` is that call's status (its message in "
     "`irx_record_batch_errmsg()`); the call itself fails only for its own "
     "arguments.")
row("batch_import", [("boxed", BATCH), ("array", "i64"), ("schema", "i64")], None, ["boxed"], """
let target = api::open(boxed)?;
let batch = api::made(|made| irx_rb_batch_import(api::address(array), api::address(schema), made))?;
target.value.reset(Some(batch));
""", "Moves the struct array at `array` (with its `struct ArrowSchema` at "
     "`schema`) into the batch box, replacing what it held (`irx_rb_batch_import`).")
row("reader_import", [("boxed", READER), ("address", "i64")], None, ["boxed"], """
api::open_reader(boxed, "close Arrow reader before importing", |out| {
    irx_rb_stream_reader_import(api::address(address), out)
})?;
""", "Moves the `struct ArrowArrayStream` at `address` into the closed reader "
     "box (`irx_rb_stream_reader_import`).")


HEADER = '''\
// @generated by scripts/apigen.py from its table: do not edit (`make apigen`).
//! The checked `irx_rb_api_*` entry points of IRx 1.25
//! (`irx_record_batch_api.h`), one per row of `scripts/apigen.py`; the
//! adapters they call are in [`super::api`].

use std::ffi::c_char;

use super::api::{self, IrxRbApiBatch, IrxRbApiBuilder, IrxRbApiReader, IrxRbApiSchema, IrxRbApiWriter};
use crate::ffi::export;
use crate::rb::batch::*;
use crate::rb::builder::*;
use crate::rb::cdata::*;
use crate::rb::schema::*;
use crate::rb::stream::*;
'''

COMMON = (
    "`error` is NULL or a buffer of `IRX_RB_API_ERROR_CAPACITY` bytes: set to "
    "\"\" on entry and, on failure, to the message (cut to fit, always "
    "NUL-terminated). Returns `IRX_OK` (0) or the negative `IRX_ERR_*` "
    "category of the failure; an empty (closed) box where a value is needed "
    "is `IRX_ERR_INVALID`, a box that is not live (destroyed, or not made by "
    "this runtime) is refused."
)


def generate(header, rows):
    out = [header]
    for name, params, result, nulls, body, doc in rows:
        full = f"irx_rb_api_{name}"
        lines = [doc, ""]
        if result is not None:
            lines.append(
                "`*result` is zeroed (NULL) first and meaningful only on `IRX_OK`; "
                "a NULL `result` is `IRX_ERR_NULLPTR` (\"missing result slot\").")
        if nulls:
            names = ", ".join(f"`{n}`" for n in nulls)
            lines.append(f"NULL {names}: `IRX_ERR_NULLPTR` (\"null argument\").")
        lines.append(COMMON)
        lines += ["", "# Safety",
                  "Every pointer is NULL or valid for its use above; a box is used by "
                  "one thread at a time."]
        out.append("")
        for line in lines:
            out += [f"/// {w}" for w in textwrap.wrap(line, 76, break_on_hyphens=False)] or ["///"]
        attr = "#[export(Checked, error = error"
        attr += ", result = result)]" if result is not None else ")]"
        out.append(attr)
        args = [f"{n}: {t}" for n, t in params]
        if result is not None:
            args.append(f"result: *mut {result}")
        args.append("error: *mut c_char")
        out.append(f"pub unsafe fn {full}({', '.join(args)}) -> i32 {{")
        if nulls:
            cond = " || ".join(f"{n}.is_null()" for n in nulls)
            out.append(f"if {cond} {{ return Err(api::null_argument()); }}")
        if body.startswith(SAFE) or body.endswith(SAFE):
            out.append(body)
        else:
            out.append("// SAFETY: the caller's contract (above); boxes are checked handles.")
            out.append("unsafe {")
            out.append(body)
            out.append("}")
        out.append("Ok(())")
        out.append("}")
    source = "\n".join(out) + "\n"
    formatted = subprocess.run(
        ["rustfmt", "--edition", "2024", "--emit", "stdout"],
        input=source, capture_output=True, text=True)
    if formatted.returncode != 0:
        sys.stderr.write(formatted.stderr)
        sys.exit(1)
    return formatted.stdout


# The areas whose rows live in scripts/apigen_<area>.py.
AREAS = ["frame", "parquet", "csv"]


def outputs():
    """(path, header, rows) of every generated file."""
    yield "runtime/src/checked/rb_generated.rs", HEADER, ROWS
    sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
    for area in AREAS:
        module = importlib.import_module(f"apigen_{area}")
        if module.ROWS:
            yield module.OUTPUT, module.HEADER, module.ROWS


def main():
    if len(sys.argv) != 2:
        sys.exit(__doc__)
    for path, header, rows in outputs():
        target = os.path.join(sys.argv[1], path)
        os.makedirs(os.path.dirname(target), exist_ok=True)
        with open(target, "w") as f:
            f.write(generate(header, rows))
        print(path)


if __name__ == "__main__":
    main()
