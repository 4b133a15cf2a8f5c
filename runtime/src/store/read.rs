//! Reading one object: its size (asked once, when it is opened), exact
//! byte ranges, and a cache of fetched blocks that serves positional reads
//! (`read_at`) and parquet's `ChunkReader` without a request per call.
//!
//! A reader fetches only what it is asked for: [`ObjectReader::prefetch`]
//! takes the ranges a caller will read (a Parquet file's projected column
//! chunks), merges neighbours less than [`COALESCE_GAP`] apart and fetches
//! the merged ranges concurrently; a read the cache does not hold fetches
//! its range plus at most [`READAHEAD`] bytes after it (clipped to the
//! object).

use std::io::{Read, Seek, SeekFrom};
use std::ops::Range;
use std::sync::{Arc, Mutex};
use std::time::Duration;

use bytes::Bytes;
use object_store::{ObjectStore, ObjectStoreExt};

use super::{Opened, StoreUri, call, call_error, runtime, store_error};
use crate::ffi::error::Kind;
use crate::ffi::{Error, Result};

/// Neighbouring ranges closer than this are fetched as one.
pub(crate) const COALESCE_GAP: u64 = 64 * 1024;

/// What a read the cache misses fetches beyond what it asked for.
pub(crate) const READAHEAD: u64 = 16 * 1024;

/// The most bytes the cache keeps; older blocks go first.
const CACHE_LIMIT: usize = 512 << 20;

/// A readable object. Cloning shares the object, its size and its cache.
#[derive(Clone)]
pub(crate) struct ObjectReader {
    inner: Arc<Inner>,
}

struct Inner {
    store: Arc<dyn ObjectStore>,
    location: object_store::path::Path,
    uri: StoreUri,
    len: u64,
    timeout: Duration,
    /// Fetched blocks `(start, bytes)`, oldest first.
    cache: Mutex<Vec<(u64, Bytes)>>,
}

impl std::fmt::Debug for ObjectReader {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(
            f,
            "ObjectReader({}, {} bytes)",
            self.inner.uri.redacted(),
            self.inner.len
        )
    }
}

impl ObjectReader {
    /// Opens `uri`'s object: one size query (HEAD). A missing object is
    /// `IRX_ERR_IO` "Path does not exist (HTTP 404 Not Found)", a refused
    /// one "Access denied (HTTP 403 Forbidden)".
    pub(crate) fn open(uri: &StoreUri) -> Result<ObjectReader> {
        let Opened {
            store,
            location,
            timeout,
        } = super::open(uri)?;
        if uri.key.is_empty() || uri.key.ends_with('/') {
            return Err(Error::new(
                Kind::Io,
                format!(
                    "IOError: Cannot open for reading: path '{}' is a directory",
                    uri.redacted()
                ),
            ));
        }
        let meta = call("Opening", uri, timeout, store.head(&location))?;
        Ok(ObjectReader {
            inner: Arc::new(Inner {
                store,
                location,
                uri: uri.clone(),
                len: meta.size,
                timeout,
                cache: Mutex::new(Vec::new()),
            }),
        })
    }

    /// The object's size, as its size query answered.
    pub(crate) fn len(&self) -> u64 {
        self.inner.len
    }

    /// The URI, redacted, for messages.
    pub(crate) fn name(&self) -> &str {
        self.inner.uri.redacted()
    }

    fn short(&self, range: &Range<u64>, got: usize) -> Error {
        Error::new(
            Kind::Io,
            format!(
                "IOError: Reading '{}': expected {} bytes at offset {}, got {got} (the object is shorter than its size said)",
                self.name(),
                range.end - range.start,
                range.start
            ),
        )
    }

    fn check_range(&self, range: &Range<u64>) -> Result<()> {
        if range.start > range.end || range.end > self.inner.len {
            return Err(Error::new(
                Kind::Io,
                format!(
                    "IOError: Reading '{}': bytes {}..{} are past its end ({} bytes)",
                    self.name(),
                    range.start,
                    range.end,
                    self.inner.len
                ),
            ));
        }
        Ok(())
    }

    /// The cached bytes covering `range`, if one block holds them all.
    fn cached(&self, range: &Range<u64>) -> Option<Bytes> {
        let cache = self.inner.cache.lock().unwrap_or_else(|e| e.into_inner());
        cache.iter().rev().find_map(|(start, bytes)| {
            let end = start + bytes.len() as u64;
            (*start <= range.start && range.end <= end)
                .then(|| bytes.slice((range.start - start) as usize..(range.end - start) as usize))
        })
    }

    fn remember(&self, start: u64, bytes: Bytes) {
        let mut cache = self.inner.cache.lock().unwrap_or_else(|e| e.into_inner());
        cache.push((start, bytes));
        let mut total: usize = cache.iter().map(|(_, b)| b.len()).sum();
        while total > CACHE_LIMIT && cache.len() > 1 {
            total -= cache.remove(0).1.len();
        }
    }

    /// Fetches `ranges` concurrently (no cache), each checked for its
    /// exact length.
    fn fetch(&self, ranges: &[Range<u64>]) -> Result<Vec<Bytes>> {
        let inner = &self.inner;
        let futures: Vec<std::pin::Pin<Box<dyn Future<Output = _> + Send>>> = ranges
            .iter()
            .map(|range| {
                let store = Arc::clone(&inner.store);
                let location = inner.location.clone();
                let range = range.clone();
                Box::pin(async move { store.get_range(&location, range).await })
                    as std::pin::Pin<Box<dyn Future<Output = _> + Send>>
            })
            .collect();
        let answers: Vec<object_store::Result<Bytes>> = runtime::spawn_all(inner.timeout, futures)
            .map_err(|e| call_error("Reading", &inner.uri, e, inner.timeout))?;
        let mut out = Vec::with_capacity(ranges.len());
        for (range, answer) in ranges.iter().zip(answers) {
            let bytes = answer.map_err(|e| store_error("Reading", &inner.uri, &e))?;
            if bytes.len() as u64 != range.end - range.start {
                return Err(self.short(range, bytes.len()));
            }
            out.push(bytes);
        }
        Ok(out)
    }

    /// Exactly `range` of the object, fetched now and not cached: for readers that go through an object once, in
    /// order (IPC streams and files, CSV), which a cache would only fill.
    pub(crate) fn fetch_range(&self, range: Range<u64>) -> Result<Bytes> {
        self.check_range(&range)?;
        if range.start == range.end {
            return Ok(Bytes::new());
        }
        Ok(self
            .fetch(std::slice::from_ref(&range))?
            .pop()
            .unwrap_or_default())
    }

    /// Exactly `range` of the object (from the cache when it holds it).
    pub(crate) fn read_range(&self, range: Range<u64>) -> Result<Bytes> {
        self.check_range(&range)?;
        if range.start == range.end {
            return Ok(Bytes::new());
        }
        if let Some(bytes) = self.cached(&range) {
            return Ok(bytes);
        }
        let bytes = self
            .fetch(std::slice::from_ref(&range))?
            .pop()
            .unwrap_or_default();
        self.remember(range.start, bytes.clone());
        Ok(bytes)
    }

    /// Fetches the parts of `ranges` the cache does not hold, neighbours
    /// merged, concurrently, into the cache.
    pub(crate) fn prefetch(&self, ranges: &[Range<u64>]) -> Result<()> {
        for range in ranges {
            self.check_range(range)?;
        }
        let mut wanted: Vec<Range<u64>> = ranges
            .iter()
            .filter(|r| r.start < r.end && self.cached(r).is_none())
            .cloned()
            .collect();
        if wanted.is_empty() {
            return Ok(());
        }
        wanted.sort_by_key(|r| r.start);
        let mut merged: Vec<Range<u64>> = Vec::new();
        for range in wanted {
            match merged.last_mut() {
                Some(last) if range.start <= last.end.saturating_add(COALESCE_GAP) => {
                    last.end = last.end.max(range.end);
                }
                _ => merged.push(range),
            }
        }
        let fetched = self.fetch(&merged)?;
        for (range, bytes) in merged.iter().zip(fetched) {
            self.remember(range.start, bytes);
        }
        Ok(())
    }

    /// Positional read of up to `buf.len()` bytes at `offset` (0 at the
    /// end): from the cache, or one fetch with read-ahead.
    pub(crate) fn read_at(&self, buf: &mut [u8], offset: u64) -> std::io::Result<usize> {
        let len = self.inner.len;
        if offset >= len || buf.is_empty() {
            return Ok(0);
        }
        let want = (buf.len() as u64).min(len - offset);
        let hit = {
            let cache = self.inner.cache.lock().unwrap_or_else(|e| e.into_inner());
            cache.iter().rev().find_map(|(start, bytes)| {
                let end = start + bytes.len() as u64;
                (*start <= offset && offset < end).then(|| {
                    let n = want.min(end - offset) as usize;
                    bytes.slice((offset - start) as usize..(offset - start) as usize + n)
                })
            })
        };
        let bytes = match hit {
            Some(bytes) => bytes,
            None => {
                let end = offset.saturating_add(want.max(READAHEAD)).min(len);
                let block = self.read_range(offset..end).map_err(io)?;
                block.slice(..want as usize)
            }
        };
        buf[..bytes.len()].copy_from_slice(&bytes);
        Ok(bytes.len())
    }

    /// A `Read + Seek` view from position 0 (its own position; shares the
    /// cache).
    pub(crate) fn cursor(&self) -> Cursor {
        Cursor {
            reader: self.clone(),
            position: 0,
        }
    }
}

/// A runtime error as an `io::Error` (its message kept).
fn io(error: Error) -> std::io::Error {
    std::io::Error::other(error.message.into_owned())
}

/// A sequential view of an [`ObjectReader`].
#[derive(Debug, Clone)]
pub(crate) struct Cursor {
    reader: ObjectReader,
    position: u64,
}

impl Read for Cursor {
    fn read(&mut self, buf: &mut [u8]) -> std::io::Result<usize> {
        let n = self.reader.read_at(buf, self.position)?;
        self.position += n as u64;
        Ok(n)
    }
}

impl Seek for Cursor {
    fn seek(&mut self, to: SeekFrom) -> std::io::Result<u64> {
        let len = self.reader.len() as i128;
        let target = match to {
            SeekFrom::Start(n) => i128::from(n),
            SeekFrom::End(d) => len + i128::from(d),
            SeekFrom::Current(d) => i128::from(self.position) + i128::from(d),
        };
        let target = u64::try_from(target).map_err(|_| {
            std::io::Error::new(std::io::ErrorKind::InvalidInput, "seek before the start")
        })?;
        self.position = target;
        Ok(target)
    }
}

impl parquet::file::reader::Length for ObjectReader {
    fn len(&self) -> u64 {
        self.inner.len
    }
}

impl parquet::file::reader::ChunkReader for ObjectReader {
    type T = std::io::Take<Cursor>;

    fn get_read(&self, start: u64) -> parquet::errors::Result<Self::T> {
        if start > self.inner.len {
            return Err(parquet::errors::ParquetError::EOF(format!(
                "offset {start} past the end of '{}'",
                self.name()
            )));
        }
        let mut cursor = self.cursor();
        cursor.position = start;
        Ok(cursor.take(self.inner.len - start))
    }

    fn get_bytes(&self, start: u64, length: usize) -> parquet::errors::Result<Bytes> {
        let end = start
            .checked_add(length as u64)
            .ok_or_else(|| parquet::errors::ParquetError::EOF("a range past 2^64".into()))?;
        self.read_range(start..end)
            .map_err(|e| parquet::errors::ParquetError::External(Box::new(io(e))))
    }
}
