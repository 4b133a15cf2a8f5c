//! Remote paths of the IPC and CSV readers and writers (issue 31): a path
//! that names an object of a store (`s3://`, `gs://`, `gcs://`, `abfs://`,
//! `abfss://`, and read-only `http://` and `https://`; see
//! [`crate::store`]) is read by ranges and written as an upload that
//! completes when the writer finishes and is aborted otherwise, so a failed
//! write never leaves an object under its key. Any other path is local
//! (`file://` URIs decoded); a `scheme://` no store serves (`hdfs://`) is
//! refused with `IRX_ERR_ARROW`, as for Parquet, instead of naming a local
//! file.

use std::borrow::Cow;
use std::fs::File;
use std::io::{BufWriter, Read, Write};
use std::path::Path;
use std::sync::Mutex;

use bytes::Bytes;

use crate::ffi::error::Kind;
use crate::ffi::{Error, Result};
use crate::store::{ObjectReader, ObjectWriter, StoreUri};

/// What a sequential reader fetches per request.
const CHUNK: u64 = 8 << 20;

/// Where a path of the formats points.
pub(crate) enum Location<'a> {
    /// A local file (a `file://` URI decoded to its path).
    Local(Cow<'a, str>),
    /// An object of a store.
    Remote(Box<StoreUri>),
}

/// Where `path` points (see the module's documentation).
pub(crate) fn locate(path: &str) -> Result<Location<'_>> {
    match crate::store::parse(path)? {
        Some(uri) => Ok(Location::Remote(Box::new(uri))),
        None => Ok(Location::Local(local_path(path)?)),
    }
}

/// `path` itself, or the absolute path a `file://` URI names (percent
/// escapes decoded; `file://localhost/` as `file:///`), as Arrow C++'s
/// `FileSystemFromUriOrPath` reads it. [`crate::store::parse`] has refused
/// every other scheme already.
fn local_path(path: &str) -> Result<Cow<'_, str>> {
    match crate::store::file_uri_path(path) {
        None => Ok(Cow::Borrowed(path)),
        Some(decoded) => decoded.map(Cow::Owned),
    }
}

/// A store failure carried through `std::io` (the formats read and write
/// through `Read` and `Write`), recovered whole by [`from_io`].
#[derive(Debug)]
struct Failure(Error);

impl std::fmt::Display for Failure {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.0.message)
    }
}

impl std::error::Error for Failure {}

fn to_io(error: Error) -> std::io::Error {
    std::io::Error::other(Failure(error))
}

/// The store failure `error` carries, if it carries one.
pub(crate) fn from_io(error: &std::io::Error) -> Option<Error> {
    error
        .get_ref()
        .and_then(|e| e.downcast_ref::<Failure>())
        .map(|f| f.0.clone())
}

/// An object read from start to end, [`CHUNK`] bytes a request.
pub(crate) struct ObjectInput {
    reader: ObjectReader,
    /// Where the next chunk starts.
    position: u64,
    chunk: Bytes,
}

impl ObjectInput {
    /// Opens `uri`'s object (one size query).
    pub(crate) fn open(uri: &StoreUri) -> Result<ObjectInput> {
        Ok(ObjectInput {
            reader: ObjectReader::open(uri)?,
            position: 0,
            chunk: Bytes::new(),
        })
    }

    /// The object's size.
    pub(crate) fn len(&self) -> u64 {
        self.reader.len()
    }
}

impl Read for ObjectInput {
    fn read(&mut self, buf: &mut [u8]) -> std::io::Result<usize> {
        if self.chunk.is_empty() {
            let len = self.reader.len();
            if self.position >= len || buf.is_empty() {
                return Ok(0);
            }
            let end = len.min(self.position.saturating_add(CHUNK));
            self.chunk = self.reader.fetch_range(self.position..end).map_err(to_io)?;
            self.position = end;
        }
        let n = buf.len().min(self.chunk.len());
        buf[..n].copy_from_slice(&self.chunk[..n]);
        let _ = self.chunk.split_to(n);
        Ok(n)
    }
}

/// An object read by exact ranges (one request each; nothing cached).
pub(crate) struct ObjectRanges(ObjectReader);

impl ObjectRanges {
    /// Opens `uri`'s object (one size query).
    pub(crate) fn open(uri: &StoreUri) -> Result<ObjectRanges> {
        Ok(ObjectRanges(ObjectReader::open(uri)?))
    }

    /// The object's size.
    pub(crate) fn len(&self) -> u64 {
        self.0.len()
    }

    /// Fills `buf` from `offset`.
    pub(crate) fn read_exact_at(&self, offset: u64, buf: &mut [u8]) -> std::io::Result<()> {
        let end = offset
            .checked_add(buf.len() as u64)
            .filter(|&end| end <= self.0.len())
            .ok_or_else(|| std::io::Error::from(std::io::ErrorKind::UnexpectedEof))?;
        let bytes = self.0.fetch_range(offset..end).map_err(to_io)?;
        buf.copy_from_slice(&bytes);
        Ok(())
    }
}

/// An upload of one object ([`ObjectWriter`]: complete on [`finish`],
/// aborted when dropped unfinished). The lock makes it `Sync` for the
/// writers' sinks; it is only ever used through `&mut`, so never taken.
///
/// [`finish`]: Upload::finish
pub(crate) struct Upload(Mutex<ObjectWriter>);

impl Upload {
    /// Starts writing `uri`'s object (nothing appears before `finish`;
    /// `http(s)://` is refused, `IRX_ERR_INVALID`).
    pub(crate) fn create(uri: &StoreUri) -> Result<Upload> {
        Ok(Upload(Mutex::new(ObjectWriter::create(uri)?)))
    }

    fn writer(&mut self) -> &mut ObjectWriter {
        self.0.get_mut().unwrap_or_else(|e| e.into_inner())
    }

    /// Completes the object: it appears under its key now, whole. On
    /// failure the upload is aborted.
    pub(crate) fn finish(self) -> Result<()> {
        self.0
            .into_inner()
            .unwrap_or_else(|e| e.into_inner())
            .finish()
    }
}

impl Write for Upload {
    fn write(&mut self, data: &[u8]) -> std::io::Result<usize> {
        // A failed part upload: its message (naming the URI) kept whole.
        self.writer()
            .write(data)
            .map_err(|e| to_io(Error::new(Kind::Io, e.to_string())))
    }

    fn flush(&mut self) -> std::io::Result<()> {
        self.writer().flush()
    }
}

/// The output of a writer opened on a path (IPC, CSV): a local file, or an
/// upload to a store. Its writer makes it final ([`Upload::finish`], or the
/// file flushed); dropped before that, a file keeps what it got and an
/// upload is aborted.
pub(crate) enum PathOutput {
    File(BufWriter<File>),
    Upload(Box<Upload>),
}

impl PathOutput {
    /// Creates the output `path` names: an upload for an object of a
    /// store, else the local file (a `file://` URI decoded; a path that is
    /// not UTF-8 taken as it is) created or truncated, written through a
    /// buffer of `buffer` bytes.
    pub(crate) fn create(path: &Path, buffer: usize) -> Result<PathOutput> {
        let file = |path: &Path| {
            File::create(path)
                .map(|f| PathOutput::File(BufWriter::with_capacity(buffer, f)))
                .map_err(|e| Error::open_local_file(path, &e))
        };
        match path.to_str().map(locate).transpose()? {
            Some(Location::Remote(uri)) => Ok(PathOutput::Upload(Box::new(Upload::create(&uri)?))),
            Some(Location::Local(text)) => file(Path::new(&*text)),
            None => file(path),
        }
    }
}

impl Write for PathOutput {
    fn write(&mut self, data: &[u8]) -> std::io::Result<usize> {
        match self {
            PathOutput::File(f) => f.write(data),
            PathOutput::Upload(u) => u.write(data),
        }
    }

    fn write_all(&mut self, data: &[u8]) -> std::io::Result<()> {
        match self {
            PathOutput::File(f) => f.write_all(data),
            PathOutput::Upload(u) => u.write_all(data),
        }
    }

    fn flush(&mut self) -> std::io::Result<()> {
        match self {
            PathOutput::File(f) => f.flush(),
            PathOutput::Upload(u) => u.flush(),
        }
    }
}
