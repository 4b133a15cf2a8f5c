//! IRx 1.25's Parquet runtime (`irx_parquet_*`, `irx_rb_parquet_*` of
//! `irx_record_batch.h`, and the checked `irx_rb_api_*` Parquet layer) on
//! the `parquet` crate.
//!
//! Modules: [`options`] (`IrxParquetOptions`: names, defaults, checks),
//! [`read`] (files and datasets as a `RecordBatchReader`), [`filter`]
//! (row filters, exact and on row-group statistics), [`write`] (file
//! writers), [`sink`] (one file written, into a local file through
//! `file_sink` or an upload through `remote_sink`), [`dataset`] (hive
//! dataset sinks), [`snapshot`] (atomic
//! snapshot datasets), [`commit`] (locks, staging, killed writers'
//! leftovers), [`bounds`] (what a write may spend),
//! [`reconstruct`] (1.25's logical schema record), [`quirks`] (writers'
//! known bugs, read as Arrow C++ reads them), [`physical`] (which
//! schemas Parquet holds), [`shapes`] (nested and decimal columns the
//! crate reads as other Arrow types than Arrow C++),
//! [`guard`] (sizes checked against the file before the crate allocates).
//! The checked layer is in [`crate::checked::parquet`], the table-level
//! functions in [`crate::frame::formats`].
//!
//! Paths are a plain path, a `file://` URI, or (issue 31) an object on a
//! store: `s3://`, `gs://`/`gcs://`, `abfs://`/`abfss://`, and read-only
//! `http(s)://` URLs, parsed by `crate::store` by Arrow C++'s rules. A
//! remote file's reader fetches its footer, then only the column chunks
//! of the projected columns in the row groups the filters keep
//! (`read::prefetch_chunks`); a remote file's writer uploads it as a
//! multipart upload that completes on close and is aborted on failure.
//! `hdfs://` and other schemes are refused (`IRX_ERR_ARROW`).

mod bounds;
mod commit;
mod dataset;
mod dictionaries;
mod discover;
mod expansion;
mod extensions;
mod file_sink;
mod filter;
mod guard;
mod int96;
mod open;
pub mod options;
mod page_enums;
mod parallel;
mod physical;
mod prefilter;
mod quirks;
pub(crate) mod read;
mod reconstruct;
mod remote_sink;
mod shapes;
mod sink;
mod snapshot;
mod thrift_words;
#[doc(hidden)]
pub use read::decoding_pages;
#[cfg(test)]
mod tests;
pub(crate) mod write;

use std::ffi::{c_char, c_int};
use std::path::{Path, PathBuf};

use arrow_schema::SchemaRef;

pub use options::IrxParquetOptions;
use options::Options;

use super::schema::IrxRbSchema;
use super::stream::{self, IrxRbStreamReader, IrxRbStreamWriter, Validation};
use crate::ffi::error::Kind;
use crate::ffi::handle;
use crate::ffi::{Error, Result, export};

/// What libstdc++'s `std::filesystem_error` starts its text with.
const FILESYSTEM_ERROR: &str = "filesystem error: ";

/// A failed canonicalization of `path` (a missing destination directory, a
/// missing dataset) in the words of the exception 1.25's
/// `std::filesystem::canonical` throws there; [`thrown`] adds what 1.25's
/// entry points put before it. `IRX_ERR_ARROW`, as 1.25 reports an
/// exception that is no `std::` error it names.
#[cold]
pub(crate) fn canonical_error(path: &Path, error: &std::io::Error) -> Error {
    let reason = match error.raw_os_error() {
        Some(code) => crate::ffi::error::strerror(code),
        None => error.to_string(),
    };
    Error::new(
        Kind::Arrow,
        format!(
            "{FILESYSTEM_ERROR}cannot make canonical path: {reason} [{}]",
            path.display()
        ),
    )
}

/// An error of opening a Parquet reader or writer (`side`) of `path` as
/// 1.25's entry points report it: an exception (a [`canonical_error`]) is
/// caught there and prefixed "Parquet writer 'PATH': " (the caller's
/// path); a status passes as it is.
pub(crate) fn thrown(side: &str, path: &str, error: Error) -> Error {
    if error.kind == Kind::Arrow && error.message.starts_with(FILESYSTEM_ERROR) {
        Error::new(
            Kind::Arrow,
            format!("Parquet {side} '{path}': {}", error.message),
        )
    } else {
        error
    }
}

/// An I/O failure on `path` (`IRX_ERR_IO`).
pub(crate) fn io_error(what: &str, path: &Path, error: &std::io::Error) -> Error {
    Error::new(Kind::Io, format!("{what} '{}': {error}", path.display()))
}

/// A `parquet` crate error: not-implemented features are `IRX_ERR_ARROW`
/// (1.25's NotImplemented), everything else (corrupt input, a wrong key,
/// a failed write) `IRX_ERR_IO`, as Arrow C++ reports Parquet exceptions
/// (`IOError: ` and the exception's text; the crate's text differs from
/// Arrow C++'s, the status and its prefix do not).
pub(crate) fn parquet_error(context: &str, error: parquet::errors::ParquetError) -> Error {
    use crate::ffi::error::StatusCode as C;
    use parquet::errors::ParquetError as P;
    if let P::General(message) = &error
        && let Some((_, words)) = ARROW_CPP_WORDS.iter().find(|(ours, _)| message == ours)
    {
        return Error::status(C::IoError, words);
    }
    // A plaintext footer a key did not sign: Arrow C++'s ParquetInvalid
    // (`Invalid`), without the tags the crate lists.
    if let P::General(message) = &error
        && message.starts_with("Footer signature verification failed")
    {
        return Error::status(C::Invalid, "Parquet crypto signature verification failed");
    }
    let code = match &error {
        P::NYI(_) => C::NotImplemented,
        P::IndexOutOfBound(..) => C::IndexError,
        _ => C::IoError,
    };
    Error::status(code, format!("{context}: {error}"))
}

/// The crate's texts for failures Arrow C++ reports in words of its own,
/// which 1.25 passes on (without the file's name): a file with an
/// encrypted footer read without a key, and with the wrong key.
const ARROW_CPP_WORDS: [(&str, &str); 2] = [
    (
        "Parquet file has an encrypted footer but decryption properties were not provided",
        "Could not read encrypted metadata, no decryption found in reader's properties",
    ),
    (
        "Provided footer key and AAD were unable to decrypt parquet footer",
        "Failed decryption finalization",
    ),
];

/// The local, absolute path of a Parquet path or `file://` URI. Other URI
/// schemes are refused (`IRX_ERR_ARROW`, Arrow's NotImplemented).
pub(crate) fn local_path(path: &str) -> Result<PathBuf> {
    // s3://, gs://, abfs://, http(s)://: served by the callers that read
    // or write objects (`crate::store`); the others name local files.
    if let Some(uri) = crate::store::parse(path)? {
        return Err(Error::new(
            Kind::Arrow,
            format!(
                "NotImplemented: this Parquet operation takes local files only, not '{}'",
                uri.redacted()
            ),
        ));
    }
    if let Some(local) = crate::store::file_uri_path(path) {
        return local.map(PathBuf::from);
    }
    if let Some(at) = path.find("://") {
        let scheme = &path[..at];
        return Err(Error::new(
            Kind::Arrow,
            format!(
                "unsupported Parquet filesystem URI scheme '{scheme}://': this runtime reads and writes local files only (plain paths or file:// URIs)"
            ),
        ));
    }
    if path.is_empty() {
        return Err(Error::new(Kind::Io, "empty Parquet path"));
    }
    // As C++'s `std::filesystem::absolute` (1.25): the working directory
    // joined with the path, which is otherwise kept as written (a "." stays
    // in the messages that name it).
    let path = Path::new(path);
    if path.is_absolute() {
        return Ok(path.to_path_buf());
    }
    std::env::current_dir()
        .map(|dir| dir.join(path))
        .map_err(|e| io_error("bad Parquet path", path, &e))
}

/// The schema behind a caller's optional schema handle.
///
/// # Safety
/// * `schema` is NULL or a schema handle of this runtime.
pub(crate) unsafe fn optional_schema(schema: *const IrxRbSchema) -> Result<Option<SchemaRef>> {
    if schema.is_null() {
        return Ok(None);
    }
    // SAFETY: caller contract.
    Ok(Some(unsafe { handle::borrow(schema)? }.schema.clone()))
}

/// The options behind a handle.
///
/// # Safety
/// * `options` is NULL or an options handle of this runtime.
pub(crate) unsafe fn live_options<'a>(options: *const IrxParquetOptions) -> Result<&'a Options> {
    if options.is_null() {
        return Err(Error::null("options"));
    }
    // SAFETY: caller contract.
    Ok(&unsafe { handle::borrow(options)? }.value)
}

/// A caller's NUL-terminated UTF-8 text.
///
/// # Safety
/// * `text` is NULL or NUL-terminated.
pub(crate) unsafe fn text<'a>(text: *const c_char, what: &'static str) -> Result<&'a str> {
    // SAFETY: caller contract.
    unsafe { super::c_text(text, what) }
}

/// The bytes of a caller's NUL-terminated text (NULL: `IRX_ERR_NULLPTR`).
///
/// # Safety
/// * `text` is NULL or NUL-terminated.
unsafe fn bytes<'a>(text: *const c_char, what: &'static str) -> Result<&'a [u8]> {
    if text.is_null() {
        return Err(Error::null(what));
    }
    // SAFETY: caller contract.
    Ok(unsafe { std::ffi::CStr::from_ptr(text) }.to_bytes())
}

/// New options with 1.25's defaults: batch_size 65536, row_group_size
/// 1048576 rows, data_page_size 1048576 bytes, compression "snappy", no
/// compression level, every flag 0, no columns, row groups, partition
/// columns, filters or key. Release with `irx_parquet_options_release`.
/// NULL only when out of memory (message in `irx_record_batch_errmsg()`).
///
/// Readers and writers copy the options when they open: changing or
/// releasing options afterwards does not affect them.
#[export(RecordBatch, value = std::ptr::null_mut())]
pub fn irx_parquet_options_new() -> *mut IrxParquetOptions {
    handle::new(IrxParquetOptions::default())
}

/// Releases options (the key is zeroed). NULL is a no-op; a handle that is
/// not live is left alone (message in `irx_record_batch_errmsg()`).
///
/// # Safety
/// `options` is not used again after this call.
#[export(RecordBatch)]
pub unsafe fn irx_parquet_options_release(options: *mut IrxParquetOptions) {
    handle::release(options)
}

/// Sets an integer option. Nothing changes on error.
///
/// * `batch_size`, `row_group_size` (rows per row group written),
///   `data_page_size` (bytes per data page written): positive.
/// * `row_group`: adds one row group (0-based) to read; negative, larger
///   than int32 or already added is refused. Only for single files.
/// * `compression_level`: an int32, checked against the codec when a
///   writer opens, as Arrow C++ checks it: gzip 1 to 9 (default 9),
///   brotli 0 to 11 (default 8), zstd -131072 to 22 (default 1), lz4_raw 1
///   to 12 (accepted; this build's LZ4 compressor has one level);
///   uncompressed and snappy take none.
/// * flags, 0 or 1: `use_threads`, `pre_buffer` (accepted; no effect yet),
///   `dataset`, `hive`, `unify`, `normalize`, `atomic`, `durable`,
///   `append`, `reconstruct` (below).
///
/// `use_threads` (default 1 here, 0 in 1.25): a read decodes the row
/// groups of each file on the runtime's worker pool (see
/// `irx_runtime_set_threads`) when the pool has two threads or more, the
/// file has two row groups or two columns or more to read and at least
/// 1 MiB of compressed column data is selected: a row group per job, or,
/// when fewer row groups than threads are read, each row group's columns
/// split between jobs; batches come back in file order with exactly the
/// one-thread reader's contents and boundaries, and at most as many row
/// groups (or parts of one) as the pool has threads are decoded ahead of
/// the caller. 0 keeps a read on the calling thread, as in 1.25. Results
/// and errors are the same either way.
///
/// `reconstruct` (writers only; a reader given it fails to open,
/// `IRX_ERR_INVALID`, "write-only Parquet options supplied to a reader"):
/// the writer stores a storage form of the types Parquet cannot hold as
/// they are, and records the logical schema so readers rebuild them, as
/// IRx 1.25 does; files are interchangeable with 1.25's.
/// * Stored: dictionaries (string, binary and, only with `reconstruct`,
///   integer, floating and decimal values, any index type) as their
///   plain values; fixed-size lists as lists (so null fixed-size-list
///   rows, refused without `reconstruct`, are written), at any nesting
///   depth (inside lists, structs, maps). Every other type as without
///   `reconstruct` (`normalize` still applies, and the recorded schema
///   holds the normalized types).
/// * Recorded: the logical schema as one Arrow IPC schema message
///   (continuation marker, length, flatbuffer; Arrow C++'s
///   `SerializeSchema`) under the schema metadata key
///   `IRX:logical_schema:v1`: in the footer's key-value metadata and in
///   the `ARROW:schema` entry, as binary bytes (pyarrow shows it as the
///   schema metadata of the storage form).
/// * Refused when the writer opens: ordered dictionaries (`IRX_ERR_TYPE`,
///   "... NotImplemented: logical reconstruction cannot preserve ordered
///   dictionary codebooks; use IPC"); `reconstruct` with an encryption
///   key (`IRX_ERR_ARROW`: the record is written into the finished
///   plaintext footer, which encryption seals; 1.25 allows the pair);
///   a schema already holding the key (`IRX_ERR_INVALID`).
/// * Read back (every reader; no option needed): a file whose metadata
///   holds the key is read as its logical schema: each column read (after
///   projection, with hive partition columns) must be recorded and its
///   recorded type's storage form must equal the file's column (name,
///   type, nullability, field metadata), else the open fails
///   (`IRX_ERR_INVALID` "reconstruction metadata is missing a projected
///   field" or not an IPC schema; `IRX_ERR_TYPE` "reconstruction metadata
///   does not match physical field"); the reader's schema carries the
///   recorded schema's metadata; filters apply to the stored values.
///   Batches are rebuilt: dictionaries encoded per batch in order of first
///   appearance (a batch with more distinct values than the index type
///   holds fails, `IRX_ERR_INVALID`), fixed-size lists from lists (a valid
///   list of another length fails; null rows are padded with `list_size`
///   null values, and padding of more than 16 Mi values beyond the values
///   read is refused as forged metadata, `IRX_ERR_INVALID`).
/// * `append` with `reconstruct` reads the old file as its logical schema
///   (which must equal the writer's) and rewrites it in storage form.
///
/// `atomic` with `dataset` (and `hive`, `partition_column`s): a snapshot
/// dataset, as IRx 1.25 lays it out. Each write builds a complete hive
/// dataset in `DIR/.NAME.irx-versions/generation-XXXXXXXXXXXXXXXX/` and,
/// when the writer closes, commits it by renaming a new symbolic link
/// (to the generation's absolute path) over `DIR/NAME`. Readers resolve
/// the link once when they open, so a reader reads exactly one committed
/// generation, also while a later write commits; old generations are kept
/// for such readers. A writer that fails, or is released without closing,
/// removes its generation and commits nothing. A generation is written as
/// `DIR/.NAME.irx-versions/pending-XXXXXXXXXXXXXXXX/` and renamed to
/// `generation-XXXXXXXXXXXXXXXX` when it commits; the next writer of
/// `DIR/NAME` removes what a writer killed before its commit left (its
/// `pending-` directory, a `DIR/NAME.irx-XXXX` link), and only that: no
/// `generation-` directory is ever removed.
/// * `append`: the new generation hard-links the current one's fragments
///   and adds the new; the schema must equal the current one (metadata
///   included) or, with `unify`, may add nullable columns (a field on both
///   sides must be equal, a field missing on either side nullable, the
///   metadata equal); readers of such a dataset need `unify` too.
/// * `durable`: fsyncs every file and directory of the generation and the
///   versions directory before the rename, the destination's directory
///   after it. Without `atomic`, `durable` is refused for datasets.
/// * Refused (`IRX_ERR_INVALID`): `DIR/NAME` existing but not a link to a
///   generation in its versions directory (a plain dataset, a file, a link
///   elsewhere); `append` without an existing snapshot; a versions
///   directory that is a symbolic link; a symbolic link (or other
///   non-regular file) among the fragments being appended to; a
///   non-`atomic` dataset write to a snapshot. A link that does not
///   resolve is `IRX_ERR_IO`. Writers of one destination exclude each
///   other (`IRX_ERR_IO` "busy"). Local POSIX paths only, like every path
///   of this runtime.
///
/// Errors: `IRX_ERR_NULLPTR` (options, name); `IRX_ERR_INVALID` for an
/// unknown name ("unknown Parquet integer option") or a value out of range.
///
/// # Safety
/// `options` is NULL or options of this runtime; `name` is NULL or
/// NUL-terminated.
#[export(RecordBatch)]
pub unsafe fn irx_parquet_options_int(
    options: *mut IrxParquetOptions,
    name: *const c_char,
    value: i64,
) -> c_int {
    if options.is_null() || name.is_null() {
        return Err(Error::null("options and name"));
    }
    // SAFETY: caller contract.
    let (options, name) = unsafe { (handle::borrow_mut(options)?, bytes(name, "name")?) };
    // A name that is not UTF-8 is no option's: "" takes the unknown
    // name's path (whose value 1.25 checks first).
    options
        .value
        .set_int(std::str::from_utf8(name).unwrap_or(""), value)
}

/// Sets a text option. Nothing changes on error.
///
/// * `compression`: the writers' codec ("uncompressed", "snappy", "zstd";
///   "gzip", "brotli", "lz4_raw" (Parquet's LZ4_RAW), as IRx 1.25 writes
///   them. Checked when a writer opens, as Arrow C++ names codecs: "lz4"
///   (Arrow's LZ4 frame format), "lz4_hadoop", "lzo" and "bz2" are
///   refused ("unsupported Parquet compression codec"), and any other
///   name, "none" included, is "Unrecognized compression type: NAME";
///   both `IRX_ERR_INVALID`). Readers read all of these and LZ4 with
///   Hadoop framing.
/// * `column`: adds a column to read (the output has the columns in the
///   order they were added); `partition_column`: adds a hive partition
///   column to write. Nonempty UTF-8, no duplicates.
/// * `encryption_key_hex`: the footer key as 32, 48 or 64 hexadecimal
///   digits (AES-128/192/256). The key never appears in a message.
///
/// Errors: `IRX_ERR_NULLPTR` (options, name, value); `IRX_ERR_INVALID` for
/// an unknown name ("unknown Parquet text option") or a bad value.
///
/// # Safety
/// `options` is NULL or options of this runtime; `name` and `value` are
/// NULL or NUL-terminated.
#[export(RecordBatch)]
pub unsafe fn irx_parquet_options_text(
    options: *mut IrxParquetOptions,
    name: *const c_char,
    value: *const c_char,
) -> c_int {
    if options.is_null() || name.is_null() || value.is_null() {
        return Err(Error::null("options, name and value"));
    }
    // SAFETY: caller contract.
    let (options, name, value) = unsafe {
        (
            handle::borrow_mut(options)?,
            bytes(name, "name")?,
            bytes(value, "value")?,
        )
    };
    let name =
        std::str::from_utf8(name).map_err(|_| Error::invalid("unknown Parquet text option"))?;
    options.value.set_text(name, value)
}

/// Sets the footer encryption key: `size` raw bytes (16, 24 or 32, AES
/// GCM). Writers encrypt footer and columns with it (Parquet modular
/// encryption, AES_GCM_V1); readers decrypt with it, and a wrong key fails
/// the open (`IRX_ERR_IO`). The bytes are copied, zeroed when the options
/// are released, and never appear in a message.
///
/// Errors: `IRX_ERR_NULLPTR` (options, key); `IRX_ERR_INVALID` for another
/// size.
///
/// # Safety
/// `options` is NULL or options of this runtime; `key` is NULL or readable
/// for `size` bytes.
#[export(RecordBatch)]
pub unsafe fn irx_parquet_options_key(
    options: *mut IrxParquetOptions,
    key: *const u8,
    size: i64,
) -> c_int {
    if options.is_null() || key.is_null() {
        return Err(Error::null("options and key"));
    }
    // SAFETY: caller contract.
    let options = unsafe { handle::borrow_mut(options)? };
    if ![16, 24, 32].contains(&size) {
        return Err(Error::invalid("AES key must contain 16, 24 or 32 bytes"));
    }
    // SAFETY: `key` is readable for `size` (16..=32) bytes (caller contract).
    options
        .value
        .set_key(unsafe { std::slice::from_raw_parts(key, size as usize) })
}

/// Adds a row filter: rows pass when every filter holds. `operation` is
/// `eq`, `ne`, `lt`, `le`, `gt`, `ge`, `is_null` or `is_valid`; `type` the
/// literal's type: `string`, `int64`, `double` or `bool` (`value` is its
/// text; ignored by `is_null`/`is_valid`). The column and the literal are
/// checked when a reader opens: an unknown column, unparsable literal or
/// a comparison Arrow C++ has no kernel for fails the open. Readers skip
/// row groups whose statistics show no row can pass and filter the rest
/// exactly (a null compares to nothing, so its row is dropped; NaN is
/// unequal and unordered, as in Arrow C++). When every filter is on a
/// column of the file, each row group's filter columns are decoded first
/// and its other columns only for the rows that pass, the row groups on
/// the worker pool as an unfiltered read's are (`use_threads`); the
/// batches are those of filtering each batch of `batch_size` rows read,
/// empty ones skipped, at any pool size. A corrupt row group fails the
/// read when its batches are reached.
///
/// Errors: `IRX_ERR_NULLPTR` (any argument); `IRX_ERR_INVALID` for an
/// unknown operation or type, an empty or non-UTF-8 column.
///
/// # Safety
/// `options` is NULL or options of this runtime; the texts are NULL or
/// NUL-terminated.
#[export(RecordBatch)]
pub unsafe fn irx_parquet_options_filter(
    options: *mut IrxParquetOptions,
    column: *const c_char,
    operation: *const c_char,
    value: *const c_char,
    type_: *const c_char,
) -> c_int {
    if options.is_null()
        || column.is_null()
        || operation.is_null()
        || value.is_null()
        || type_.is_null()
    {
        return Err(Error::null("options, column, operation, value and type"));
    }
    // SAFETY: caller contract.
    unsafe {
        let options = handle::borrow_mut(options)?;
        options.value.add_filter(
            bytes(column, "column")?,
            bytes(operation, "operation")?,
            bytes(value, "value")?,
            bytes(type_, "type")?,
        )
    }
}

/// Opens a reader (shared by the entry points below).
fn open_reader(
    path: &str,
    expected: Option<SchemaRef>,
    options: &Options,
) -> Result<*mut IrxRbStreamReader> {
    let source = read::open(path, expected.as_ref(), options.batch_size, options)
        .map_err(|e| thrown("reader", path, e))?;
    stream::new_reader(Box::new(source), Validation::Needed)
}

/// Opens a reader of the Parquet file (or, with `dataset`, the directory
/// of files) at `path` with `options` (copied). Its batches hold at most
/// the options' `batch_size` rows; the columns are the file's, or
/// `column` options in their order, plus hive partition columns (`hive`:
/// `key=value` directories, int32 when every value is one, else string,
/// or the types recorded in the dataset's `_common_metadata`).
///
/// `expected` (NULL: none) is an assertion, not a conversion: the reader's
/// schema must equal it (names, order, types, nullability, metadata), else
/// `IRX_ERR_TYPE`.
///
/// Errors (`*out` NULL): `IRX_ERR_NULLPTR` (path, options, out);
/// `IRX_ERR_INVALID` for options of a writer, a bad option combination, an
/// unknown column or filter column, a filter literal that does not parse,
/// a schema nesting deeper than 64 levels (a column under more than 63
/// groups besides the root; a list takes 3); `IRX_ERR_OOB` for a row
/// group past the file's; `IRX_ERR_IO` for a missing, unreadable,
/// truncated or corrupt file (bad magic, footer, metadata, a group
/// claiming more children than the schema holds, page headers, sizes past
/// the end of the file) or a wrong or missing key; `IRX_ERR_TYPE` for a
/// schema mismatch or a type Parquet reads back differently;
/// `IRX_ERR_ARROW` for a URI scheme no store serves (`hdfs://`, ...) or a
/// dataset on a store.
///
/// `path` is a local path, a `file://` URI, or an object on a store:
/// `s3://[KEY:SECRET@]bucket/key?region=&endpoint_override=&scheme=`,
/// `gs://`/`gcs://`, `abfs://`/`abfss://`, `http(s)://` (README, "Object
/// storage"). A remote file's footer is fetched here, its selected column
/// chunks when the first batch is read; store failures are `IRX_ERR_IO`
/// naming the URI without its secrets (HTTP 404, HTTP 403, a timeout),
/// malformed URIs `IRX_ERR_INVALID`. A file written
/// with `reconstruct` (by this runtime or IRx 1.25) is read as its
/// recorded logical schema (see `irx_parquet_options_int`). Later read
/// errors come from `irx_rb_stream_reader_next_batch`: `IRX_ERR_IO` for
/// corrupt pages, `IRX_ERR_INVALID` when what the pages declare (values,
/// levels, dictionary entries, decoded page sizes, rows) would decode to
/// more than the expansion limit allows the bytes read (the file, or all
/// the files of a dataset together), checked before a file's row groups
/// are read: by default `max(1024 x those bytes, 256 MiB)`, set with
/// `irx_runtime_set_expansion_limit`.
///
/// # Safety
/// `path` is NULL or NUL-terminated; `expected` NULL or a schema;
/// `options` NULL or options; `out` NULL or writable.
#[export(RecordBatch, out = out)]
pub unsafe fn irx_rb_parquet_reader_open_options(
    path: *const c_char,
    expected: *const IrxRbSchema,
    options: *const IrxParquetOptions,
    out: *mut *mut IrxRbStreamReader,
) -> c_int {
    // SAFETY: caller contract.
    let (path, options) = unsafe { (text(path, "path")?, live_options(options)?) };
    // SAFETY: caller contract.
    let expected = unsafe { optional_schema(expected)? };
    *out = open_reader(path, expected, options)?;
    Ok(())
}

/// `irx_rb_parquet_reader_open_options` with default options and
/// `batch_size` (positive).
///
/// # Safety
/// As `irx_rb_parquet_reader_open_options`.
#[export(RecordBatch, out = out)]
pub unsafe fn irx_rb_parquet_reader_open(
    path: *const c_char,
    expected: *const IrxRbSchema,
    batch_size: i64,
    out: *mut *mut IrxRbStreamReader,
) -> c_int {
    // SAFETY: caller contract.
    let path = unsafe { text(path, "path")? };
    // SAFETY: caller contract.
    let expected = unsafe { optional_schema(expected)? };
    let options = Options {
        batch_size,
        ..Options::default()
    };
    *out = open_reader(path, expected, &options)?;
    Ok(())
}

/// A Parquet sink of `schema` at `path` with `options`, its refusal in
/// 1.25's words (the writers below and the table writer of
/// `frame/formats` open theirs here).
pub(crate) fn open_sink(
    schema: &SchemaRef,
    path: &str,
    options: &Options,
) -> Result<Box<dyn stream::BatchSink>> {
    write::open(
        path,
        schema,
        &options.compression,
        options.row_group_size,
        options,
    )
    .map_err(|e| thrown("writer", path, e))
}

/// Opens a writer (shared by the entry points below).
fn open_writer(schema: SchemaRef, path: &str, options: &Options) -> Result<*mut IrxRbStreamWriter> {
    let sink = open_sink(&schema, path, options)?;
    stream::new_writer(schema, sink, false)
}

/// Opens a writer of Parquet with `schema` at `path`, with `options`
/// (copied): `compression` (and `compression_level`), `row_group_size`
/// rows per row group, `data_page_size`, the key; `atomic` (write a
/// sibling temporary, renamed over `path` at close), `append` (the old
/// rows then the new ones, replacing the file at close), `durable` (fsync
/// file and directory; needs atomic or append), `normalize` (store date64
/// as date32, second-unit timestamps and times as milliseconds); with
/// `dataset`, `hive` and `partition_column`s, a directory of
/// `key=value/irx-*.parquet` files plus `_common_metadata`. Statistics and
/// row groups are the writer's defaults (column chunk and page statistics,
/// dictionary encoding), format version 1 pages (as pyarrow writes).
///
/// Every column type of the record-batch API that Parquet holds is
/// written: integers, floats, bool, utf8/binary (both widths, fixed
/// size), date32, times, timestamps (not seconds, unless normalized),
/// decimals, lists, structs, maps, string/binary dictionaries, null.
///
/// A single file is written to a sibling temporary (`NAME.irx-XXXX`,
/// with the permissions of the file it replaces) and renamed over `path`
/// when the writer closes, `atomic` or not, so nothing but a successful
/// close changes what `path` holds. (IRx 1.25 truncates `path` when a
/// writer without `atomic` opens. An existing `path` that is not a
/// regular file, such as a device, is written in place, as is a regular
/// file in a directory where no temporary can be created.) The next writer
/// of `path` removes temporaries that killed writers left (see
/// `irx_parquet_options_int`'s `atomic`).
///
/// Close the writer (`irx_rb_stream_writer_close`) to finish the file and
/// see its errors. Released without close, a writer abandons its output:
/// the temporary is removed, never renamed, and `path` keeps what it held
/// (IRx 1.25 leaves a non-`atomic` file without its footer); a dataset
/// keeps the batches written so far (each is complete), a snapshot
/// commits nothing.
///
/// A writer that refused a batch (a schema mismatch in
/// `irx_rb_stream_writer_write_batch` or `irx_rb_writer_write_table`, a
/// value Parquet cannot hold) or failed a write fails every later write
/// and its close with that error, as IRx 1.25's: it never publishes a file
/// that lacks the refused rows. Its output is abandoned at once as above;
/// a plain dataset writer also removes every file and directory it made,
/// so the corrected write can be retried.
///
/// What one batch may make the writer do is bounded (`IRX_ERR_INVALID`,
/// "... past the expansion limit ..."): its levels and values, counting a
/// dictionary's or a view's value once per row and a column of type null
/// at its length, may reach `max(ratio x the batch's memory, floor)` of
/// `irx_runtime_set_expansion_limit` (by default 1024 x and 256 MiB); the
/// crate's writer is then handed slices of at most 64 MiB and a row group
/// ends early once its pages pass 256 MiB.
///
/// Errors (`*out` NULL): `IRX_ERR_NULLPTR` (schema, path, options, out);
/// `IRX_ERR_INVALID` for options of a reader, a bad combination, a size
/// not positive, an unknown or unsupported compression name or level,
/// reserved metadata keys (`ARROW:schema`, `IRX:logical_schema:v1`),
/// duplicate or empty names, no columns; `IRX_ERR_TYPE` for a type Parquet
/// cannot hold; `IRX_ERR_IO` when the file cannot be created or locked;
/// `IRX_ERR_ARROW` for `reconstruct` with a key, a URI scheme no store
/// serves (`hdfs://`, ...), or `dataset`, `append` or `reconstruct` on a
/// store URI. `path` may name an object on a store (as for
/// `irx_rb_parquet_reader_open_options`; `http(s)://` is read-only,
/// `IRX_ERR_INVALID`): the file is uploaded as it is written and appears
/// under its key only when the close completes the upload; a failed,
/// refused or abandoned write aborts it (no partial object, the old one
/// stays). Store failures are `IRX_ERR_IO` naming the URI without
/// secrets. With
/// `dataset` and `atomic`, a snapshot dataset (see
/// `irx_parquet_options_int`). With `reconstruct` (see `irx_parquet_options_int`)
/// numeric dictionaries and null fixed-size-list rows are written too.
///
/// # Safety
/// `schema` is NULL or a schema; `path` NULL or NUL-terminated; `options`
/// NULL or options; `out` NULL or writable.
#[export(RecordBatch, out = out)]
pub unsafe fn irx_rb_parquet_writer_open_options(
    schema: *const IrxRbSchema,
    path: *const c_char,
    options: *const IrxParquetOptions,
    out: *mut *mut IrxRbStreamWriter,
) -> c_int {
    if schema.is_null() {
        return Err(Error::null("schema"));
    }
    // SAFETY: caller contract.
    let (schema, path, options) = unsafe {
        (
            handle::borrow(schema)?.schema.clone(),
            text(path, "path")?,
            live_options(options)?,
        )
    };
    *out = open_writer(schema, path, options)?;
    Ok(())
}

/// `irx_rb_parquet_writer_open_options` with default options,
/// `compression` and `row_group_size`.
///
/// # Safety
/// As `irx_rb_parquet_writer_open_options`; `compression` is NULL or
/// NUL-terminated.
#[export(RecordBatch, out = out)]
pub unsafe fn irx_rb_parquet_writer_open(
    schema: *const IrxRbSchema,
    path: *const c_char,
    compression: *const c_char,
    row_group_size: i64,
    out: *mut *mut IrxRbStreamWriter,
) -> c_int {
    if schema.is_null() {
        return Err(Error::null("schema"));
    }
    // SAFETY: caller contract.
    let (schema, path, compression) = unsafe {
        (
            handle::borrow(schema)?.schema.clone(),
            text(path, "path")?,
            text(compression, "compression")?,
        )
    };
    let options = Options {
        compression: compression.to_owned(),
        row_group_size,
        ..Options::default()
    };
    *out = open_writer(schema, path, &options)?;
    Ok(())
}
