//! Where IPC goes: the C entry points that open readers and writers over
//! a path, memory, a caller's descriptor or a TCP connection.

use std::ffi::{c_char, c_int};
use std::fs::File;
use std::io::BufReader;
use std::os::fd::{FromRawFd, OwnedFd};

use super::STREAM;
use super::message::IpcInput;
use super::net::connect;
use super::read::{IpcFile, Preframed, RangeSource, stream_reader};
use super::write::{SinkTarget, flush_file, flush_plain, memory_bytes, open_writer};
use crate::ffi::error::Kind;
use crate::ffi::{Error, Result, export};
use crate::limits::Budget;
use crate::rb::remote::{Location, ObjectInput, ObjectRanges, PathOutput, locate};
use crate::rb::schema::IrxRbSchema;
use crate::rb::stream::{self, IrxRbStreamReader, IrxRbStreamWriter};
use crate::rb::{arrow_error, c_text};

impl IpcInput for ObjectInput {}

impl RangeSource for ObjectRanges {
    fn size(&mut self) -> std::io::Result<u64> {
        Ok(self.len())
    }

    fn read_exact_at(&mut self, offset: u64, buf: &mut [u8]) -> std::io::Result<()> {
        ObjectRanges::read_exact_at(self, offset, buf)
    }
}

impl SinkTarget for PathOutput {}

/// Flushes a file; completes an upload (its object appears only now).
fn finish_target(target: PathOutput) -> Result<Option<Vec<u8>>> {
    match target {
        PathOutput::File(f) => flush_file(f),
        PathOutput::Upload(u) => u.finish().map(|()| None),
    }
}

/// A writer of the stream (or, `file_format`, the file) format at `path`,
/// after 1.25's check of both pointers.
///
/// # Safety
/// `schema` is NULL or a schema; `path` is NULL or NUL-terminated.
unsafe fn open_path_writer(
    schema: *const IrxRbSchema,
    path: *const c_char,
    file_format: bool,
) -> Result<*mut IrxRbStreamWriter> {
    if schema.is_null() || path.is_null() {
        return Err(Error::null("schema and path"));
    }
    // SAFETY: caller contract.
    let path = unsafe { c_text(path, "path")? };
    // SAFETY: caller contract.
    unsafe {
        open_writer(
            schema,
            || create_target(path),
            file_format,
            finish_target,
            false,
        )
    }
}

/// Creates the output at `path` (a local file created or truncated, or a
/// store upload).
fn create_target(path: &str) -> Result<PathOutput> {
    // BufWriter::new's buffer, 8 KiB.
    PathOutput::create(path.as_ref(), 8 << 10)
}

fn open_file(path: &str) -> Result<File> {
    let file = File::open(path).map_err(|e| Error::open_local_file(path.as_ref(), &e))?;
    // A directory opens on Linux; Arrow C++'s file opener refuses it, in
    // these words (1.25 passes them on).
    if file.metadata().is_ok_and(|m| m.is_dir()) {
        return Err(Error::new(
            Kind::Io,
            format!("IOError: Cannot open for reading: path '{path}' is a directory"),
        ));
    }
    Ok(file)
}

/// A duplicate of the caller's descriptor (close-on-exec), owned by the
/// reader or writer; the caller's descriptor stays open and theirs.
fn dup_fd(fd: c_int) -> Result<File> {
    // SAFETY: F_DUPFD_CLOEXEC reads no memory; a bad `fd` is EBADF.
    let copy = unsafe { libc::fcntl(fd, libc::F_DUPFD_CLOEXEC, 0) };
    if copy < 0 {
        // 1.25's text: Arrow C++'s IOError with `strerror`'s words.
        let code = std::io::Error::last_os_error()
            .raw_os_error()
            .unwrap_or(libc::EBADF);
        return Err(Error::new(
            Kind::Io,
            format!("IOError: dup: {}", crate::ffi::error::strerror(code)),
        ));
    }
    // SAFETY: `copy` is a new descriptor nothing else owns.
    Ok(File::from(unsafe { OwnedFd::from_raw_fd(copy) }))
}

/// Opens a writer of the Arrow IPC *stream* format to the file at `path`
/// (created or truncated), with `schema`'s fields, nullability and
/// metadata (the schema is copied; the handle stays the caller's). Write
/// with `irx_rb_stream_writer_write_batch`, finish with
/// `irx_rb_stream_writer_close` (writes the end marker), free with
/// `irx_rb_stream_writer_release`. A writer released without close
/// finishes first, as 1.25's does (the end marker is written; what fails
/// then is not reported: close to see errors). Bodies are uncompressed unless the
/// environment variable `IRX_IPC_COMPRESSION` is `lz4` or `zstd` when the
/// writer opens (an extension; 1.25 always writes uncompressed).
///
/// `path` is a local path, a `file://` URI, or (an extension: 1.25 takes
/// any text for a local file name) an object-store URI: `s3://`, `gs://`,
/// `gcs://`, `abfs://`, `abfss://`, with credentials, endpoint, CA bundle
/// and timeout as for Parquet (README, "Object storage"). An object is
/// uploaded as it is written (parts of 8 MiB) and appears under its key,
/// whole, only when the writer finishes (close, or release without close
/// as above); a writer whose write failed never completes it: the upload
/// is aborted and what was under the key before stays. `http://` and
/// `https://` URLs are read-only.
///
/// Errors (`*out` NULL): `IRX_ERR_NULLPTR` for a NULL argument;
/// `IRX_ERR_INVALID` for a released schema or a path that is not UTF-8 or
/// an unknown `IRX_IPC_COMPRESSION`, a malformed URI, an `http(s)://` URL;
/// `IRX_ERR_ARROW` for a URI scheme no store serves (`hdfs://`, ...: never
/// a local file of that name); `IRX_ERR_IO` when the file cannot be
/// created or the schema message cannot be written; `IRX_ERR_TYPE` for a
/// schema IPC cannot carry. On a store, a failed upload (from
/// `write_batch` or close) is `IRX_ERR_IO` naming the URI without its
/// secrets.
///
/// # Safety
/// `schema` is NULL or a schema; `path` is NULL or NUL-terminated; `out`
/// is NULL or writable.
#[export(RecordBatch, out = out)]
pub unsafe fn irx_rb_stream_writer_open_file(
    schema: *const IrxRbSchema,
    path: *const c_char,
    out: *mut *mut IrxRbStreamWriter,
) -> c_int {
    // SAFETY: caller contract.
    *out = unsafe { open_path_writer(schema, path, false)? };
    Ok(())
}

/// Opens a writer of the Arrow IPC stream format to memory. After
/// `irx_rb_stream_writer_close`, `irx_rb_stream_writer_buffer_data` lends
/// the bytes (valid until the writer is released; released without
/// close, the bytes are freed unread). Compression as for
/// `irx_rb_stream_writer_open_file`.
///
/// Errors (`*out` NULL): `IRX_ERR_NULLPTR`; `IRX_ERR_INVALID` for a
/// released schema; `IRX_ERR_TYPE` for a schema IPC cannot carry.
///
/// # Safety
/// `schema` is NULL or a schema; `out` is NULL or writable.
#[export(RecordBatch, out = out)]
pub unsafe fn irx_rb_stream_writer_open_buffer(
    schema: *const IrxRbSchema,
    out: *mut *mut IrxRbStreamWriter,
) -> c_int {
    // SAFETY: caller contract.
    *out = unsafe { open_writer(schema, || Ok(Vec::new()), false, memory_bytes, true)? };
    Ok(())
}

/// Opens a reader of the Arrow IPC *stream* file at `path`, reading its
/// schema message now. Batches come from `irx_rb_stream_reader_next_batch`,
/// each fully validated; close with `irx_rb_stream_reader_close`.
///
/// `path` is a local path, a `file://` URI, or (an extension) an object
/// URI as for `irx_rb_stream_writer_open_file`, or an `http://` /
/// `https://` URL: the object is read from start to end in ranges of
/// 8 MiB, each request bounded by the store's whole-call timeout.
///
/// Errors (`*out` NULL): `IRX_ERR_NULLPTR`; `IRX_ERR_IO` when the file
/// cannot be opened or ends before its end-of-stream marker ("truncated
/// IPC stream: missing end marker", also from `next_batch`), and for
/// every failure of a store (unreachable, timed out, 403, 404, an answer
/// shorter than it said or not HTTP), also from `next_batch`, naming the
/// URI without its secrets; `IRX_ERR_ARROW` for a URI scheme no store
/// serves; `IRX_ERR_INVALID` for a malformed URI;
/// `IRX_ERR_INVALID` / `IRX_ERR_ARROW` for malformed messages (bad
/// flatbuffers, lengths beyond the data, a first message that is not a
/// schema); `IRX_ERR_TYPE` for a field type without an `IrxColumnType`.
/// `IRX_ERR_INVALID` also (from `next_batch`) for a stream that would
/// expand past the expansion limit: what its messages decode to (bodies
/// decompressed, batches at a bit a row or more) may not pass
/// `max(1024 x the bytes read so far, 256 MiB)` by default
/// (`irx_runtime_set_expansion_limit`); every IPC reader, file and
/// buffer ones too (their input is their length), and
/// `irx_arrow_table_from_ipc`, check the same.
///
/// # Safety
/// `path` is NULL or NUL-terminated; `out` is NULL or writable.
#[export(RecordBatch, out = out)]
pub unsafe fn irx_rb_stream_reader_open_file(
    path: *const c_char,
    out: *mut *mut IrxRbStreamReader,
) -> c_int {
    // SAFETY: caller contract.
    let path = unsafe { c_text(path, "path")? };
    let budget = Budget::new(STREAM, 0);
    *out = match locate(path)? {
        Location::Local(path) => stream_reader(BufReader::new(open_file(&path)?), budget)?,
        Location::Remote(uri) => stream_reader(ObjectInput::open(&uri)?, budget)?,
    };
    Ok(())
}

/// Opens a reader of the Arrow IPC stream in `data[0..size)`. The bytes
/// are copied: the caller may free them as soon as this returns, and
/// batches read stay valid after the reader is closed.
///
/// Errors (`*out` NULL): `IRX_ERR_NULLPTR` for NULL `data` or `out`;
/// `IRX_ERR_IO` for a negative `size` (as 1.25); otherwise as
/// `irx_rb_stream_reader_open_file` (`IRX_ERR_IO` for a stream cut short
/// between messages, `IRX_ERR_INVALID` inside one).
///
/// # Safety
/// `data` is NULL or readable for `size` bytes; `out` is NULL or writable.
#[export(RecordBatch, out = out)]
pub unsafe fn irx_rb_stream_reader_open_buffer(
    data: *const u8,
    size: i64,
    out: *mut *mut IrxRbStreamReader,
) -> c_int {
    if data.is_null() {
        return Err(Error::null("data"));
    }
    // 1.25 copies the bytes into an Arrow buffer first, whose allocation
    // refuses a negative size (reported as IRX_ERR_IO, in Arrow's words).
    let size = usize::try_from(size)
        .map_err(|_| Error::new(Kind::Io, format!("Invalid: Negative buffer resize: {size}")))?;
    // SAFETY: caller contract: `data` is readable for `size` bytes.
    let bytes = unsafe { std::slice::from_raw_parts(data, size) };
    let mut budget = Budget::new(STREAM, size as u64);
    let messages = Preframed::new(bytes, &mut budget);
    *out = stream_reader(messages, budget)?;
    Ok(())
}

/// Opens a writer of the Arrow IPC *file* format (magic, batches, footer)
/// at `path`. The footer is written by `irx_rb_stream_writer_close`, or,
/// as 1.25 does, by `irx_rb_stream_writer_release` of a writer not closed
/// (errors then unreported: close to see them), so the batches written
/// stay readable. Compression, paths and URIs (an object appears whole
/// when the footer is written, never in part) as for
/// `irx_rb_stream_writer_open_file`.
///
/// Errors (`*out` NULL): as `irx_rb_stream_writer_open_file`.
///
/// # Safety
/// `schema` is NULL or a schema; `path` is NULL or NUL-terminated; `out`
/// is NULL or writable.
#[export(RecordBatch, out = out)]
pub unsafe fn irx_rb_file_writer_open(
    schema: *const IrxRbSchema,
    path: *const c_char,
    out: *mut *mut IrxRbStreamWriter,
) -> c_int {
    // SAFETY: caller contract.
    *out = unsafe { open_path_writer(schema, path, true)? };
    Ok(())
}

/// Opens a reader of the Arrow IPC *file* at `path`: the magic bytes and
/// footer (schema, dictionaries, the list of batches) are read and checked
/// now, each batch when `irx_rb_stream_reader_next_batch` reaches it.
///
/// `path` is as for `irx_rb_stream_reader_open_file`; an object or URL is
/// read by range requests: its size, the leading magic, the last 64 KiB
/// (the footer, when it fits; else one more range), then one range per
/// dictionary and batch block, fetched when it is read.
///
/// Errors (`*out` NULL): `IRX_ERR_NULLPTR`; `IRX_ERR_IO` when the file
/// cannot be opened or read (for an object, every store failure, as for
/// `irx_rb_stream_reader_open_file`); `IRX_ERR_ARROW` /
/// `IRX_ERR_INVALID` for an unserved scheme / a malformed URI as there;
/// `IRX_ERR_INVALID` for a bad footer (missing
/// magic, a footer length or block outside the file (an object shorter
/// than its footer says), a bad flatbuffer);
/// `IRX_ERR_TYPE` for a field type without an `IrxColumnType`.
///
/// # Safety
/// `path` is NULL or NUL-terminated; `out` is NULL or writable.
#[export(RecordBatch, out = out)]
pub unsafe fn irx_rb_file_reader_open(
    path: *const c_char,
    out: *mut *mut IrxRbStreamReader,
) -> c_int {
    // SAFETY: caller contract.
    let path = unsafe { c_text(path, "path")? };
    let file: Box<dyn RangeSource> = match locate(path)? {
        Location::Local(path) => Box::new(open_file(&path)?),
        Location::Remote(uri) => Box::new(ObjectRanges::open(&uri)?),
    };
    let source = IpcFile::open(file).map_err(arrow_error)?;
    let whole = Some(source.whole());
    // arrow-ipc's decoder validates every array it builds (see Validation).
    *out = stream::new_reader_told(Box::new(source), stream::Validation::Done, whole)?;
    Ok(())
}

/// Opens a writer of the Arrow IPC stream format to `fd`. As in 1.25 the
/// writer works on a duplicate of `fd` (close-on-exec) and closes only
/// that: the caller's descriptor stays open and theirs, and shares its
/// file offset with the duplicate. The schema message is written now.
/// Writing to a pipe or socket whose reader is gone raises `SIGPIPE`
/// unless the process ignores it, as in 1.25. Released without close, the
/// writer writes the end marker first, as 1.25's does (errors then
/// unreported).
///
/// Errors (`*out` NULL): `IRX_ERR_NULLPTR`; `IRX_ERR_IO` for a descriptor
/// that cannot be duplicated or written; as `irx_rb_stream_writer_open_file`.
///
/// # Safety
/// `schema` is NULL or a schema; `out` is NULL or writable.
#[export(RecordBatch, out = out)]
pub unsafe fn irx_rb_fd_writer_open(
    schema: *const IrxRbSchema,
    fd: c_int,
    out: *mut *mut IrxRbStreamWriter,
) -> c_int {
    // SAFETY: caller contract.
    *out = unsafe { open_writer(schema, || dup_fd(fd), false, flush_plain, false)? };
    Ok(())
}

/// Opens a reader of the Arrow IPC stream read from `fd`, on a duplicate
/// of it as in 1.25 (the caller's descriptor stays open and theirs; both
/// share one file offset, so do not read it elsewhere meanwhile). Reads
/// only the bytes each message needs, never past the end marker.
///
/// Errors (`*out` NULL): `IRX_ERR_NULLPTR`; `IRX_ERR_IO` for a bad
/// descriptor or a stream cut short; as `irx_rb_stream_reader_open_file`.
///
/// # Safety
/// `out` is NULL or writable.
#[export(RecordBatch, out = out)]
pub unsafe fn irx_rb_fd_reader_open(fd: c_int, out: *mut *mut IrxRbStreamReader) -> c_int {
    *out = stream_reader(dup_fd(fd)?, Budget::new(STREAM, 0))?;
    Ok(())
}

/// Connects to `host` (a numeric IPv4 or IPv6 address; no name lookup)
/// at `port` within `timeout_ms` and opens an IPC stream writer on the
/// connection. `timeout_ms` bounds each call as a whole, however the peer
/// paces its receiving: this one (connecting and sending the schema), and
/// then each `irx_rb_stream_writer_write_batch` and the close. The socket
/// is the writer's and closes with it; released without close, the writer
/// sends the end marker first (within one more timeout; errors then
/// unreported), as 1.25's does.
///
/// Errors (`*out` NULL): `IRX_ERR_NULLPTR` for NULL `schema` or `out`;
/// `IRX_ERR_IO` for a NULL or non-numeric host, a port outside 1..65535,
/// `timeout_ms <= 0` (all as 1.25), a refused or timed-out connection or
/// a failed send. A call that runs out of time is `IRX_ERR_IO` with
/// "TCP send timed out after N ms" (`receive` for a reader).
///
/// # Safety
/// `schema` is NULL or a schema; `host` is NULL or NUL-terminated; `out`
/// is NULL or writable.
#[export(RecordBatch, out = out)]
pub unsafe fn irx_rb_tcp_writer_open(
    schema: *const IrxRbSchema,
    host: *const c_char,
    port: c_int,
    timeout_ms: c_int,
    out: *mut *mut IrxRbStreamWriter,
) -> c_int {
    // SAFETY: caller contract.
    let open = || unsafe { connect(host, port, timeout_ms) };
    // SAFETY: caller contract.
    *out = unsafe { open_writer(schema, open, false, flush_plain, false)? };
    Ok(())
}

/// Connects to `host` (numeric IPv4/IPv6) at `port` within `timeout_ms`
/// and opens a reader of the IPC stream sent there, reading its schema
/// message now. `timeout_ms` bounds each call as a whole, however the peer
/// paces its sending: this one (connecting and receiving the schema), and
/// then each `irx_rb_stream_reader_next_batch` (a timeout is `IRX_ERR_IO`,
/// "TCP receive timed out after N ms"; the reader then stays failed). The
/// socket is the reader's.
///
/// Errors (`*out` NULL): `IRX_ERR_NULLPTR` for NULL `out`; `IRX_ERR_IO`
/// as `irx_rb_tcp_writer_open` and for a stream cut short; as
/// `irx_rb_stream_reader_open_file` for malformed data.
///
/// # Safety
/// `host` is NULL or NUL-terminated; `out` is NULL or writable.
#[export(RecordBatch, out = out)]
pub unsafe fn irx_rb_tcp_reader_open(
    host: *const c_char,
    port: c_int,
    timeout_ms: c_int,
    out: *mut *mut IrxRbStreamReader,
) -> c_int {
    // SAFETY: caller contract.
    let socket = unsafe { connect(host, port, timeout_ms)? };
    *out = stream_reader(socket, Budget::new(STREAM, 0))?;
    Ok(())
}
