//! CSV (pyirx 1.25, `irx_record_batch.h`): options, readers and writers
//! over the record-batch stream reader and writer, whole-table reads and
//! writes (the checked `irx_rb_api_*` functions of the area are in
//! [`crate::checked::csv`]).
//!
//! Reading follows Arrow C++'s streaming CSV reader (what IRx 1.25 runs)
//! with 1.25's options, not arrow-csv, whose rules differ where 1.25's
//! behaviour shows: it cannot tell a quoted empty string (a value) from an
//! empty field (null), infers and parses numbers, booleans, dates and
//! timestamps by other rules (no hex integers, no `True`, no zone offsets,
//! "null" strings), and errors differently on bad rows. [`parse`] is the
//! tokenizer, [`convert`] the value rules and type inference, [`read`] the
//! block-by-block source, [`write`] the sink (Arrow C++'s value formats and
//! quoting styles, which arrow-csv's writer cannot produce either: it
//! quotes by content, not by type, and formats floats and timestamps
//! differently).

mod convert;
mod keys;
mod parse;
pub(crate) mod read;
pub(crate) mod write;

use std::collections::{BTreeSet, HashSet};
use std::ffi::{CStr, OsStr, c_char, c_int};
use std::os::unix::ffi::OsStrExt;
use std::path::Path;

use arrow_schema::{DataType, Schema, SchemaRef};
use irx_abi::native::IrxColumnType as Col;

use super::remote;
use super::schema::IrxRbSchema;
use super::stream::{self, IrxRbStreamReader, IrxRbStreamWriter, Validation};
use crate::ffi::error::{Kind, StatusCode};
use crate::ffi::handle::{self, handle_type};
use crate::ffi::{Error, Result, export};

/// CSV options (`IrxCsvOptions *`): an independent value the reader and
/// writer constructors copy, made by `irx_csv_options_new`, freed by
/// `irx_csv_options_release`.
///
/// Options and their defaults (1.25's): text `delimiter` (","),
/// `quotechar` ("\""), `escapechar` (none), `lineterminator` ("\n"),
/// `na_rep` (""), `quoting` ("needed"); lists (appended one value per
/// `irx_csv_options_text`, emptied by `irx_csv_options_clear`) `names`,
/// `columns`, `null_values` ({""}); integers `header` (1), `doublequote`
/// (1), `skip_blank_lines` (0), `block_size` (1 MiB), `skiprows` (0).
/// `lineterminator`, `na_rep` and `quoting` are for writing, the others
/// but `delimiter` and `header` for reading: a set option of the other
/// mode makes the open fail.
#[derive(Debug, Clone)]
pub struct IrxCsvOptions {
    delimiter: Vec<u8>,
    quotechar: Vec<u8>,
    escapechar: Vec<u8>,
    eol: Vec<u8>,
    null_string: Vec<u8>,
    quoting: Vec<u8>,
    header: bool,
    doublequote: bool,
    skip_blank_lines: bool,
    block_size: i64,
    skiprows: i64,
    names: Vec<Vec<u8>>,
    pub(crate) columns: Vec<Vec<u8>>,
    null_values: Vec<Vec<u8>>,
    /// The options set so far (by their 1.25 names), each once, in the
    /// order they were first set ([`keys::visit_order`] needs it).
    supplied: Vec<&'static str>,
}
handle_type!(IrxCsvOptions, "CSV options", Owned);

impl Default for IrxCsvOptions {
    fn default() -> Self {
        IrxCsvOptions {
            delimiter: b",".to_vec(),
            quotechar: b"\"".to_vec(),
            escapechar: Vec::new(),
            eol: b"\n".to_vec(),
            null_string: Vec::new(),
            quoting: b"needed".to_vec(),
            header: true,
            doublequote: true,
            skip_blank_lines: false,
            block_size: 1 << 20,
            skiprows: 0,
            names: Vec::new(),
            columns: Vec::new(),
            null_values: vec![Vec::new()],
            supplied: Vec::new(),
        }
    }
}

/// An option refused (1.25 reports every option error as `IRX_ERR_TYPE`),
/// in a text of 1.25's own.
pub(crate) fn refused(message: impl Into<std::borrow::Cow<'static, str>>) -> Error {
    Error::new(Kind::Type, message)
}

/// An option or schema refused by one of 1.25's checks that return an
/// Arrow C++ status: still `IRX_ERR_TYPE`, and the text as
/// `Status::ToString()` writes it ("Invalid: ...", "Type error: ...").
#[cold]
fn refused_status(code: StatusCode, message: impl std::fmt::Display) -> Error {
    Error::new(Kind::Type, format!("{}{message}", code.prefix()))
}

/// A caller's NUL-terminated bytes (NULL: `IRX_ERR_NULLPTR`).
///
/// # Safety
/// * `ptr` is NULL or NUL-terminated and readable for `'a`.
unsafe fn bytes<'a>(ptr: *const c_char, what: &'static str) -> Result<&'a [u8]> {
    if ptr.is_null() {
        return Err(Error::null(what));
    }
    // SAFETY: caller contract.
    Ok(unsafe { CStr::from_ptr(ptr) }.to_bytes())
}

/// The options of the constructors without an options value (1.25's
/// defaults with `delimiter` and `header`), after their checks.
///
/// # Safety
/// `delimiter` is NULL or NUL-terminated.
unsafe fn plain_options(delimiter: *const c_char, header: c_int) -> Result<IrxCsvOptions> {
    // SAFETY: caller contract.
    let delimiter = unsafe { bytes(delimiter, "delimiter")? };
    check_delimiter(delimiter, header)?;
    Ok(IrxCsvOptions {
        delimiter: delimiter.to_vec(),
        header: header == 1,
        ..IrxCsvOptions::default()
    })
}

fn is_char(value: &[u8]) -> bool {
    matches!(value, [c] if *c < 128 && *c != b'\r' && *c != b'\n' && *c != 0)
}

/// 1.25's delimiter and header check (every constructor's first).
fn check_delimiter(delimiter: &[u8], header: c_int) -> Result<()> {
    if !matches!(delimiter, [c] if *c != 0 && *c < 128 && *c != b'"' && *c != b'\r' && *c != b'\n')
    {
        return Err(refused_status(
            StatusCode::Invalid,
            "CSV delimiter must be one ASCII byte other than NUL, quote, CR or LF",
        ));
    }
    if header != 0 && header != 1 {
        return Err(refused_status(
            StatusCode::Invalid,
            "CSV header must be boolean",
        ));
    }
    Ok(())
}

/// A text or list option's storage.
enum Setting<'a> {
    Text(&'a mut Vec<u8>),
    List(&'a mut Vec<Vec<u8>>),
}

impl IrxCsvOptions {
    /// The text or list option named `key`, with its 1.25 name.
    fn setting(&mut self, key: &[u8]) -> Option<(&'static str, Setting<'_>)> {
        use Setting::{List, Text};
        Some(match key {
            b"delimiter" => ("delimiter", Text(&mut self.delimiter)),
            b"quotechar" => ("quotechar", Text(&mut self.quotechar)),
            b"escapechar" => ("escapechar", Text(&mut self.escapechar)),
            b"lineterminator" => ("lineterminator", Text(&mut self.eol)),
            b"na_rep" => ("na_rep", Text(&mut self.null_string)),
            b"quoting" => ("quoting", Text(&mut self.quoting)),
            b"names" => ("names", List(&mut self.names)),
            b"columns" => ("columns", List(&mut self.columns)),
            b"null_values" => ("null_values", List(&mut self.null_values)),
            _ => return None,
        })
    }
}

const WRITE_ONLY: [&str; 3] = ["lineterminator", "na_rep", "quoting"];

impl IrxCsvOptions {
    /// Records that the option `key` was set.
    fn supply(&mut self, key: &'static str) {
        if !self.supplied.contains(&key) {
            self.supplied.push(key);
        }
    }

    /// 1.25's validation for `writing` or reading.
    fn validate(&self, writing: bool) -> Result<()> {
        check_delimiter(&self.delimiter, self.header as c_int)?;
        // The first option of the other mode 1.25 meets, in its order.
        for key in keys::visit_order(&self.supplied) {
            if key == "header" || key == "delimiter" {
                continue;
            }
            if writing != WRITE_ONLY.contains(&key) {
                return Err(refused_status(
                    StatusCode::Invalid,
                    format_args!("CSV option '{key}' is not valid in this mode"),
                ));
            }
        }
        if writing {
            if self.eol != b"\n" && self.eol != b"\r\n" {
                return Err(refused_status(
                    StatusCode::Invalid,
                    "lineterminator must be LF or CRLF",
                ));
            }
            if !matches!(self.quoting.as_slice(), b"needed" | b"all_valid" | b"none") {
                return Err(refused_status(
                    StatusCode::Invalid,
                    "quoting must be needed, all_valid or none",
                ));
            }
            if self
                .null_string
                .iter()
                .any(|&c| c == self.delimiter[0] || c == b'"' || c == b'\r' || c == b'\n')
            {
                return Err(refused_status(
                    StatusCode::Invalid,
                    "na_rep must not contain delimiter, quote or newline",
                ));
            }
            return Ok(());
        }
        if !is_char(&self.quotechar) || self.quotechar == self.delimiter {
            return Err(refused_status(
                StatusCode::Invalid,
                "quotechar must be a supported ASCII byte distinct from delimiter",
            ));
        }
        if !self.escapechar.is_empty()
            && (!is_char(&self.escapechar)
                || self.escapechar == self.delimiter
                || self.escapechar == self.quotechar)
        {
            return Err(refused_status(
                StatusCode::Invalid,
                "escapechar must be empty or a distinct supported ASCII byte",
            ));
        }
        for values in [&self.names, &self.columns] {
            let mut seen = BTreeSet::new();
            if values.iter().any(|v| v.is_empty() || !seen.insert(v)) {
                return Err(refused_status(
                    StatusCode::Invalid,
                    "CSV names/columns must be nonempty and unique",
                ));
            }
        }
        if self.supplied.contains(&"names") && (self.names.is_empty() || self.header) {
            return Err(refused_status(
                StatusCode::Invalid,
                "names requires a nonempty list and header=false",
            ));
        }
        if self.supplied.contains(&"columns") && self.columns.is_empty() {
            return Err(refused_status(
                StatusCode::Invalid,
                "columns must be nonempty",
            ));
        }
        Ok(())
    }
}

/// A new options value with 1.25's defaults (see [`IrxCsvOptions`]); free
/// it with `irx_csv_options_release`. NULL only when no handle can be made
/// (the reason in `irx_record_batch_errmsg()`).
#[export(RecordBatch, value = std::ptr::null_mut())]
pub fn irx_csv_options_new() -> *mut IrxCsvOptions {
    handle::new(IrxCsvOptions::default())
}

/// Frees an options value. NULL is a no-op; a handle that is not a live
/// options value changes nothing (the reason in
/// `irx_record_batch_errmsg()`).
///
/// # Safety
/// `options` is not used again after this call.
#[export(RecordBatch)]
pub unsafe fn irx_csv_options_release(options: *mut IrxCsvOptions) {
    handle::release(options)
}

/// Sets the integer option `name`: `block_size` (1 .. INT32_MAX),
/// `skiprows` (0 .. INT32_MAX), or the booleans (0 or 1) `header`,
/// `doublequote`, `skip_blank_lines`.
///
/// Errors: `IRX_ERR_NULLPTR` for a NULL `o` or `name`; `IRX_ERR_TYPE` for
/// an unknown name or a value out of range (the option is unchanged);
/// `IRX_ERR_INVALID` for a handle that is not live.
///
/// # Safety
/// `o` is NULL or an options value used by no other thread; `name` is
/// NULL or NUL-terminated.
#[export(RecordBatch)]
pub unsafe fn irx_csv_options_int(o: *mut IrxCsvOptions, name: *const c_char, value: i64) -> c_int {
    if o.is_null() {
        return Err(Error::null("options"));
    }
    // SAFETY: caller contract.
    let (options, key) = unsafe { (handle::borrow_mut(o)?, bytes(name, "name")?) };
    let key_text = String::from_utf8_lossy(key);
    let stored: &'static str = match key {
        b"block_size" | b"skiprows" => {
            let minimum = if key == b"block_size" { 1 } else { 0 };
            if value < minimum || value > i32::MAX as i64 {
                return Err(refused(format!(
                    "{key_text} is outside its supported signed 32-bit range"
                )));
            }
            if key == b"block_size" {
                options.block_size = value;
                "block_size"
            } else {
                options.skiprows = value;
                "skiprows"
            }
        }
        _ => {
            if value != 0 && value != 1 {
                return Err(refused(format!("{key_text} must be boolean")));
            }
            let (slot, stored) = match key {
                b"header" => (&mut options.header, "header"),
                b"doublequote" => (&mut options.doublequote, "doublequote"),
                b"skip_blank_lines" => (&mut options.skip_blank_lines, "skip_blank_lines"),
                _ => return Err(refused(format!("unknown CSV integer option: {key_text}"))),
            };
            *slot = value == 1;
            stored
        }
    };
    options.supply(stored);
    Ok(())
}

/// Sets the text option `name` to a copy of `value`: `delimiter`,
/// `quotechar`, `escapechar`, `lineterminator`, `na_rep`, `quoting`; or
/// appends `value` to the list `names`, `columns` or `null_values`.
/// Values are checked when a reader or writer opens, not here (as 1.25).
///
/// Errors: `IRX_ERR_NULLPTR` for a NULL `o`, `name` or `value`;
/// `IRX_ERR_TYPE` for an unknown name; `IRX_ERR_INVALID` for a handle that
/// is not live.
///
/// # Safety
/// `o` is NULL or an options value used by no other thread; `name` and
/// `value` are NULL or NUL-terminated.
#[export(RecordBatch)]
pub unsafe fn irx_csv_options_text(
    o: *mut IrxCsvOptions,
    name: *const c_char,
    value: *const c_char,
) -> c_int {
    if o.is_null() {
        return Err(Error::null("options"));
    }
    // SAFETY: caller contract.
    let (options, key, value) = unsafe {
        (
            handle::borrow_mut(o)?,
            bytes(name, "name")?,
            bytes(value, "value")?,
        )
    };
    let value = value.to_vec();
    let stored = match options.setting(key) {
        Some((stored, Setting::Text(slot))) => {
            *slot = value;
            stored
        }
        Some((stored, Setting::List(list))) => {
            list.push(value);
            stored
        }
        None => {
            return Err(refused(format!(
                "unknown CSV text option: {}",
                String::from_utf8_lossy(key)
            )));
        }
    };
    options.supply(stored);
    Ok(())
}

/// Empties the list option `name` (`names`, `columns` or `null_values`;
/// an empty `null_values` makes no field null).
///
/// Errors: `IRX_ERR_NULLPTR` for a NULL `o` or `name`; `IRX_ERR_TYPE` for
/// another name; `IRX_ERR_INVALID` for a handle that is not live.
///
/// # Safety
/// `o` is NULL or an options value used by no other thread; `name` is
/// NULL or NUL-terminated.
#[export(RecordBatch)]
pub unsafe fn irx_csv_options_clear(o: *mut IrxCsvOptions, name: *const c_char) -> c_int {
    if o.is_null() {
        return Err(Error::null("options"));
    }
    // SAFETY: caller contract.
    let (options, key) = unsafe { (handle::borrow_mut(o)?, bytes(name, "name")?) };
    let stored = match options.setting(key) {
        Some((stored, Setting::List(list))) => {
            list.clear();
            stored
        }
        _ => {
            return Err(refused(format!(
                "unknown CSV list option: {}",
                String::from_utf8_lossy(key)
            )));
        }
    };
    options.supply(stored);
    Ok(())
}

/// 1.25's check of a CSV schema: at least one column, unique nonempty
/// UTF-8 names without NUL, every type one of `IRX_COL_INT8` ..
/// `IRX_COL_TIME64_NS` (`IRX_ERR_TYPE` otherwise).
fn check_schema(schema: &Schema) -> Result<()> {
    check_columns(
        schema
            .fields()
            .iter()
            .map(|f| (f.name().as_bytes(), f.data_type())),
    )
}

/// [`check_schema`] of columns given as raw names (a file's header may
/// hold any bytes) and types, column by column: the name, then the type.
fn check_columns<'a>(
    columns: impl ExactSizeIterator<Item = (&'a [u8], &'a DataType)>,
) -> Result<()> {
    if columns.len() == 0 {
        return Err(refused_status(
            StatusCode::Invalid,
            "CSV requires at least one column",
        ));
    }
    // Borrowed names, hashed: one step per column, no copies.
    let mut seen = HashSet::with_capacity(columns.len());
    for (raw, data_type) in columns {
        if !name_ok(raw, &mut seen) {
            return Err(name_error(raw));
        }
        check_column_type(raw, data_type)?;
    }
    Ok(())
}

/// Whether `raw` is a column name 1.25 accepts (nonempty UTF-8 without
/// NUL) not in `seen`, where it is added.
fn name_ok<'a>(raw: &'a [u8], seen: &mut HashSet<&'a [u8]>) -> bool {
    !raw.is_empty() && !raw.contains(&0) && std::str::from_utf8(raw).is_ok() && seen.insert(raw)
}

/// The index of the first name [`check_columns`] refuses, if any.
fn first_bad_name<'a>(names: impl ExactSizeIterator<Item = &'a [u8]>) -> Option<usize> {
    let mut seen = HashSet::with_capacity(names.len());
    names
        .enumerate()
        .find(|(_, raw)| !name_ok(raw, &mut seen))
        .map(|(i, _)| i)
}

/// The error of a refused column name.
fn name_error(raw: &[u8]) -> Error {
    refused_status(
        StatusCode::Invalid,
        format_args!(
            "CSV requires unique nonempty UTF-8 column names: '{}'",
            String::from_utf8_lossy(raw)
        ),
    )
}

/// The error of a column whose type CSV cannot hold.
fn check_column_type(raw: &[u8], data_type: &DataType) -> Result<()> {
    let supported = super::types::column_type_of(data_type)
        .is_some_and(|t| (t as i32) <= Col::IRX_COL_TIME64_NS as i32);
    if !supported {
        return Err(refused_status(
            StatusCode::TypeError,
            format_args!(
                "Unsupported CSV column '{}' ({}); use an explicit supported schema",
                String::from_utf8_lossy(raw),
                super::types::type_name(data_type)
            ),
        ));
    }
    Ok(())
}

/// A C path as a filesystem path (any bytes but NUL).
///
/// # Safety
/// * `path` is NULL or NUL-terminated and readable for `'a`.
pub(crate) unsafe fn c_path<'a>(path: *const c_char) -> Result<&'a Path> {
    // SAFETY: caller contract.
    Ok(Path::new(OsStr::from_bytes(unsafe {
        bytes(path, "path")?
    })))
}

/// The schema of an optional schema handle.
///
/// # Safety
/// * `schema` is NULL or a schema handle.
pub(crate) unsafe fn optional_schema(schema: *const IrxRbSchema) -> Result<Option<SchemaRef>> {
    if schema.is_null() {
        return Ok(None);
    }
    // SAFETY: caller contract.
    Ok(Some(unsafe { handle::borrow(schema)? }.schema.clone()))
}

/// Opens a CSV source: 1.25's checks, in its order, then the file.
pub(crate) fn open_source(
    path: &Path,
    schema: Option<SchemaRef>,
    o: &IrxCsvOptions,
) -> Result<read::CsvSource> {
    o.validate(false)?;
    if o.block_size <= 0 {
        return Err(refused("CSV block_size must be positive"));
    }
    if schema.is_some() && o.supplied.contains(&"names") {
        return Err(refused("schema and names cannot be combined"));
    }
    let mut names = o.names.clone();
    let mut types = Vec::new();
    if let Some(schema) = &schema {
        check_schema(schema)?;
        for field in schema.fields() {
            types.push((field.name().clone(), field.data_type().clone()));
            if !o.header {
                names.push(field.name().as_bytes().to_vec());
            }
        }
    }
    let config = read::ReadConfig {
        dialect: parse::Dialect {
            delimiter: o.delimiter[0],
            quote: o.quotechar[0],
            double_quote: o.doublequote,
            escape: o.escapechar.first().copied(),
            ignore_empty_lines: o.skip_blank_lines,
        },
        block_size: o.block_size as usize,
        skip_rows: o.skiprows as usize,
        autogenerate: !o.header && schema.is_none() && o.names.is_empty(),
        names,
        nulls: convert::Nulls::new(&o.null_values),
        types,
    };
    let local = |path: &Path| -> Result<(Box<dyn std::io::Read + Send + Sync>, Option<u64>)> {
        let file = read::open_file(path)?;
        let length = file.metadata().map(|m| m.len()).ok();
        Ok((Box::new(file), length))
    };
    let (input, length) = match path.to_str().map(remote::locate).transpose()? {
        Some(remote::Location::Remote(uri)) => {
            let input = remote::ObjectInput::open(&uri)?;
            let length = input.len();
            (
                Box::new(input) as Box<dyn std::io::Read + Send + Sync>,
                Some(length),
            )
        }
        Some(remote::Location::Local(text)) => local(Path::new(&*text))?,
        None => local(path)?,
    };
    let mut source = read::CsvSource::open(input, length, &config)?;
    let actual = source.file_schema();
    check_columns(
        source
            .names
            .iter()
            .zip(actual.fields().iter().map(|f| f.data_type())),
    )?;
    if let Some(schema) = schema {
        if actual.fields().len() != schema.fields().len() {
            return Err(refused(
                "CSV header column count does not match explicit schema",
            ));
        }
        for (found, wanted) in actual.fields().iter().zip(schema.fields()) {
            if found.name() != wanted.name() || found.data_type() != wanted.data_type() {
                return Err(refused(format!(
                    "CSV column '{}' does not match explicit schema name/order/type",
                    found.name()
                )));
            }
        }
        source.set_output(schema);
    }
    Ok(source)
}

/// A CSV file as a new stream reader in `*out` (close it with
/// `irx_rb_stream_reader_close`). `schema` (borrowed for the call) fixes
/// the columns' names, order, types and nullability; NULL infers the
/// types from the file's first block as IRx 1.25 (Arrow C++) does: null,
/// int64, bool, date32, time32[s], timestamp[s] / timestamp[ns] (with a
/// UTC zone when the first value has an offset), double, string, in that
/// order, each tried in turn until every value of the block converts. The
/// header, skipped rows and the first block are read here; each later
/// block of `block_size` bytes is one batch.
///
/// `path` is a local path (any bytes but NUL), a `file://` URI, or (an
/// extension: 1.25 takes any text for a local file name) an object URI,
/// `s3://`, `gs://`, `gcs://`, `abfs://`, `abfss://`, `http://` or
/// `https://`, with credentials, endpoint, CA bundle and timeout as for
/// Parquet (README, "Object storage"): the object is read from start to
/// end in ranges of 8 MiB, each request bounded by the whole-call
/// timeout. Every failure of a store (unreachable, timed out, 403, 404, an
/// answer shorter than it said or not HTTP), at the open or a later
/// batch, is `IRX_ERR_IO` naming the URI without its secrets; a scheme no
/// store serves (`hdfs://`, ...) is `IRX_ERR_ARROW`, a malformed URI
/// `IRX_ERR_INVALID`.
///
/// Errors (`*out` is NULL after any): `IRX_ERR_NULLPTR` for a NULL `out`,
/// `path` or `options`; `IRX_ERR_TYPE` for invalid options (an option of
/// the writer, a delimiter that is not one ASCII byte other than NUL,
/// quote, CR or LF, ...), a schema or inferred column type outside
/// `IRX_COL_INT8` .. `IRX_COL_TIME64_NS` (a column with no value in the
/// first block is null: give a schema), empty, duplicate or non-UTF-8
/// column names, or a header that does not match `schema`;
/// `IRX_ERR_IO` when the file cannot be opened or read (a directory
/// included); `IRX_ERR_INVALID` for an empty file, rows of the wrong
/// length, a header or a row longer than the blocks allow, values that
/// do not convert to their column's type (the message names the column
/// and row, as Arrow C++'s), and a file whose parsed fields, schema and
/// batches would pass the expansion limit for its size (see
/// `irx_runtime_set_expansion_limit`: with the defaults, max(1024 x the
/// file's bytes, 256 MiB) over the whole read, counting about 256 bytes
/// per column of the schema and of each batch besides the values, so
/// only blank lines in a wide file, each a row of every column, come
/// near it).
///
/// # Safety
/// `path` is NULL or NUL-terminated; `schema` is NULL or a schema;
/// `options` is NULL or an options value; `out` is NULL or writable.
#[export(RecordBatch, out = out)]
pub unsafe fn irx_rb_csv_reader_open_options(
    path: *const c_char,
    schema: *const IrxRbSchema,
    options: *const IrxCsvOptions,
    out: *mut *mut IrxRbStreamReader,
) -> c_int {
    // SAFETY: caller contract.
    let path = unsafe { c_path(path)? };
    if options.is_null() {
        return Err(Error::null("options"));
    }
    // SAFETY: caller contract.
    let (options, schema) = unsafe { (handle::borrow(options)?, optional_schema(schema)?) };
    let source = open_source(path, schema, options)?;
    *out = new_source_reader(source)?;
    Ok(())
}

/// A stream reader over a CSV source. Its batches are built by our own
/// converters, each array valid by construction (strings checked as
/// UTF-8 before they are stored), so the reader does not validate them
/// again.
fn new_source_reader(source: read::CsvSource) -> Result<*mut IrxRbStreamReader> {
    stream::new_reader(Box::new(source), Validation::Done)
}

/// `irx_rb_csv_reader_open_options` with default options but for
/// `delimiter` (one ASCII byte other than NUL, quote, CR, LF), `header`
/// (0 or 1) and `block_size` (bytes per block, positive).
///
/// Errors: as `irx_rb_csv_reader_open_options`; a NULL `delimiter` is
/// `IRX_ERR_NULLPTR`, a bad delimiter or header, or a block size below 1
/// `IRX_ERR_TYPE`.
///
/// # Safety
/// As `irx_rb_csv_reader_open_options`; `delimiter` is NULL or
/// NUL-terminated.
#[export(RecordBatch, out = out)]
pub unsafe fn irx_rb_csv_reader_open(
    path: *const c_char,
    schema: *const IrxRbSchema,
    delimiter: *const c_char,
    header: c_int,
    block_size: c_int,
    out: *mut *mut IrxRbStreamReader,
) -> c_int {
    // SAFETY: caller contract.
    let options = IrxCsvOptions {
        block_size: block_size as i64,
        ..unsafe { plain_options(delimiter, header)? }
    };
    // SAFETY: caller contract.
    let (path, schema) = unsafe { (c_path(path)?, optional_schema(schema)?) };
    *out = new_source_reader(open_source(path, schema, &options)?)?;
    Ok(())
}

/// Opens a CSV sink: 1.25's checks, then the file (created or truncated)
/// with its header.
pub(crate) fn open_sink(
    schema: SchemaRef,
    path: &Path,
    o: &IrxCsvOptions,
) -> Result<write::CsvSink> {
    o.validate(true)?;
    check_schema(&schema)?;
    let config = write::WriteConfig {
        delimiter: o.delimiter[0],
        header: o.header,
        eol: o.eol.clone(),
        null: o.null_string.clone(),
        quoting: match o.quoting.as_slice() {
            b"all_valid" => write::Quoting::AllValid,
            b"none" => write::Quoting::None,
            _ => write::Quoting::Needed,
        },
    };
    let out = remote::PathOutput::create(path, 1 << 16)?;
    write::CsvSink::create(out, schema, config)
}

/// A CSV file at `path` (created or truncated, the header written now) as
/// a new stream writer in `*out` for batches of `schema` (copied);
/// `irx_rb_stream_writer_close` flushes it, `irx_rb_stream_writer_release`
/// frees it. Values are written as Arrow C++ writes them (see the
/// options' `quoting`; floats in shortest round-trip form, timestamps
/// `YYYY-MM-DD HH:MM:SS[.fraction]`); a batch with nulls in a
/// non-nullable column is refused (`IRX_ERR_TYPE`), as is, with
/// `quoting` "none", a string holding the delimiter, a quote, CR or LF
/// (`IRX_ERR_INVALID`; nothing of that batch is written).
///
/// A writer that refused a batch (those above, a schema mismatch in
/// `irx_rb_stream_writer_write_batch` or `irx_rb_writer_write_table`, a
/// batch whose text would pass the expansion limit of
/// `irx_runtime_set_expansion_limit` relative to the batch's memory) fails
/// every later write and its close with that error, so no caller takes
/// the file for complete; the batches before it stay in the file. (IRx
/// 1.25's CSV writer goes on after a refused batch and closes without
/// error.) Released without close, a writer flushes what it wrote, as
/// 1.25's: the file holds every batch written, any error unreported.
///
/// `path` may also be (an extension) a `file://` URI or an object URI,
/// `s3://`, `gs://`, `gcs://`, `abfs://`, `abfss://` (as for
/// `irx_rb_csv_reader_open_options`; `http(s)://` URLs are read-only,
/// `IRX_ERR_INVALID`). The object is uploaded as it is written (parts of
/// 8 MiB) and appears under its key, whole, only when the writer finishes
/// (close, or release without close); a writer that failed or refused a
/// batch never completes it: its upload is aborted, and what was under
/// the key before stays. A failed upload is `IRX_ERR_IO` naming the URI
/// without its secrets (from `write_batch` or close).
///
/// Errors (`*out` is NULL after any): `IRX_ERR_NULLPTR` for a NULL `out`,
/// `schema`, `path` or `options`; `IRX_ERR_TYPE` for invalid options
/// (a reader option, a line terminator other than LF or CRLF, a quoting
/// style other than needed, all_valid, none, an `na_rep` holding the
/// delimiter, a quote or a newline) or a schema CSV cannot hold (no
/// column, names empty or repeated, types outside `IRX_COL_INT8` ..
/// `IRX_COL_TIME64_NS`); `IRX_ERR_IO` when the file cannot be created.
///
/// # Safety
/// `schema` is NULL or a schema; `path` is NULL or NUL-terminated;
/// `options` is NULL or an options value; `out` is NULL or writable.
#[export(RecordBatch, out = out)]
pub unsafe fn irx_rb_csv_writer_open_options(
    schema: *const IrxRbSchema,
    path: *const c_char,
    options: *const IrxCsvOptions,
    out: *mut *mut IrxRbStreamWriter,
) -> c_int {
    if schema.is_null() {
        return Err(Error::null("schema"));
    }
    // SAFETY: caller contract.
    let path = unsafe { c_path(path)? };
    if options.is_null() {
        return Err(Error::null("options"));
    }
    // SAFETY: caller contract.
    let (schema, options) = unsafe {
        (
            handle::borrow(schema)?.schema.clone(),
            handle::borrow(options)?,
        )
    };
    let sink = open_sink(schema.clone(), path, options)?;
    *out = stream::new_writer(schema, Box::new(sink), false)?;
    Ok(())
}

/// `irx_rb_csv_writer_open_options` with default options but for
/// `delimiter` and `header` (checked as for `irx_rb_csv_reader_open`).
///
/// # Safety
/// As `irx_rb_csv_writer_open_options`; `delimiter` is NULL or
/// NUL-terminated.
#[export(RecordBatch, out = out)]
pub unsafe fn irx_rb_csv_writer_open(
    schema: *const IrxRbSchema,
    path: *const c_char,
    delimiter: *const c_char,
    header: c_int,
    out: *mut *mut IrxRbStreamWriter,
) -> c_int {
    // SAFETY: caller contract.
    let options = unsafe { plain_options(delimiter, header)? };
    if schema.is_null() {
        return Err(Error::null("schema"));
    }
    // SAFETY: caller contract.
    let (schema, path) = unsafe { (handle::borrow(schema)?.schema.clone(), c_path(path)?) };
    let sink = open_sink(schema.clone(), path, &options)?;
    *out = stream::new_writer(schema, Box::new(sink), false)?;
    Ok(())
}
