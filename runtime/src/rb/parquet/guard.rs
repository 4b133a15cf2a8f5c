//! What stands between a Parquet file and the `parquet` crate's
//! allocations: every size the file claims is checked against the file's
//! length (or against what its codec can produce from the bytes it has)
//! before the crate is given a chance to reserve memory for it.
//!
//! * [`BoundedFile`] is the only `ChunkReader` the readers use: a range
//!   that does not lie inside the file (a footer, metadata length, column
//!   chunk or page claiming bytes past the end) is an error before any
//!   buffer is made; the crate's own `File` reader would first reserve the
//!   claimed length.
//! * [`check_pages`] walks the page headers of every column chunk a read
//!   will touch, with a Thrift compact-protocol reader of our own that
//!   skips what it does not need without allocating: every binary and list
//!   length must fit in the chunk, every page's compressed size in what is
//!   left of the chunk, and its uncompressed size in what its codec can
//!   expand that many bytes to. The crate's page-header decoder reserves a
//!   binary field's claimed length before reading it, and its decoders
//!   reserve the claimed uncompressed size (Snappy zero-fills it), so these
//!   checks have to come first. The headers of encrypted column chunks are
//!   ciphertext, which only the crate decrypts: [`BoundedFile`] instead
//!   checks the length prefix of each encrypted header module when the
//!   crate asks for a reader at it (the crate reserves and zero-fills that
//!   length before reading, and before AES-GCM could tell that the file
//!   was altered): it must fit in its column chunk (fuzz finding: a
//!   flipped prefix in an authentic encrypted file asked for 2 GiB).
//! * [`check_row_counts`]: the row groups' claimed row counts are
//!   non-negative and add up within int64.

use std::fs::File;
use std::io::{BufReader, Read, Seek, SeekFrom, Take};
use std::sync::{Arc, Mutex};

use bytes::Bytes;
use parquet::basic::Compression;
use parquet::errors::ParquetError;
use parquet::file::metadata::ParquetMetaData;
use parquet::file::reader::{ChunkReader, Length};

use crate::ffi::error::Kind;
use crate::ffi::{Error, Result};

/// A file whose length was read once, when it was opened; every read is
/// checked against it.
#[derive(Debug)]
pub(crate) struct BoundedFile {
    file: File,
    len: u64,
    /// The `[start, end)` byte ranges of encrypted column chunks (shared by
    /// the clones of one open file; filled by [`check_pages`]).
    encrypted: Arc<Mutex<Vec<(u64, u64)>>>,
}

impl BoundedFile {
    pub(crate) fn new(file: File) -> std::io::Result<BoundedFile> {
        let len = file.metadata()?.len();
        Ok(BoundedFile {
            file,
            len,
            encrypted: Arc::default(),
        })
    }

    /// The file.
    pub(crate) fn file(&self) -> &File {
        &self.file
    }

    /// Another handle on the same file (its length as read at open, the
    /// same encrypted ranges).
    pub(crate) fn try_clone(&self) -> std::io::Result<BoundedFile> {
        Ok(BoundedFile {
            file: self.file.try_clone()?,
            len: self.len,
            encrypted: Arc::clone(&self.encrypted),
        })
    }

    /// Refuses a reader at `start`, inside an encrypted column chunk, whose
    /// module length prefix claims bytes past the chunk.
    fn check_module(&self, start: u64) -> parquet::errors::Result<()> {
        let end = {
            let ranges = self.encrypted.lock().unwrap_or_else(|e| e.into_inner());
            match ranges.iter().find(|(s, e)| (*s..*e).contains(&start)) {
                Some(&(_, end)) => end,
                None => return Ok(()),
            }
        };
        let mut prefix = [0u8; 4];
        let mut file = self.file.try_clone()?;
        file.seek(SeekFrom::Start(start))?;
        file.read_exact(&mut prefix)?;
        let claim = u64::from(u32::from_le_bytes(prefix));
        if start + 4 + claim > end {
            return Err(ParquetError::EOF(format!(
                "an encrypted page module at offset {start} claims {claim} bytes past its column chunk"
            )));
        }
        Ok(())
    }

    /// `[start, start + length)` when it lies inside the file.
    fn range(&self, start: u64, length: u64) -> parquet::errors::Result<()> {
        match start.checked_add(length) {
            Some(end) if end <= self.len => Ok(()),
            _ => Err(ParquetError::EOF(format!(
                "the file claims {length} bytes at offset {start}, past its end ({} bytes)",
                self.len
            ))),
        }
    }
}

impl Length for BoundedFile {
    fn len(&self) -> u64 {
        self.len
    }
}

impl ChunkReader for BoundedFile {
    type T = Take<BufReader<File>>;

    fn get_read(&self, start: u64) -> parquet::errors::Result<Self::T> {
        self.range(start, 0)?;
        self.check_module(start)?;
        let mut file = self.file.try_clone()?;
        file.seek(SeekFrom::Start(start))?;
        Ok(BufReader::new(file).take(self.len - start))
    }

    fn get_bytes(&self, start: u64, length: usize) -> parquet::errors::Result<Bytes> {
        self.range(start, length as u64)?;
        let mut file = self.file.try_clone()?;
        file.seek(SeekFrom::Start(start))?;
        // At most the file's length: checked just above (and not zeroed
        // first: the read fills it).
        let mut buffer = Vec::with_capacity(length);
        file.take(length as u64).read_to_end(&mut buffer)?;
        if buffer.len() != length {
            return Err(ParquetError::EOF(format!(
                "expected {length} bytes at offset {start}, the file ended after {}",
                buffer.len()
            )));
        }
        Ok(buffer.into())
    }
}

/// The most bytes `compressed` bytes of `codec` can decode to, or `None`
/// for a codec this build cannot decode (the crate refuses those before
/// reading a page).
fn expansion_bound(codec: Compression, compressed: u64) -> Option<u64> {
    match codec {
        Compression::UNCOMPRESSED => Some(compressed),
        // A Snappy copy element of 3 bytes writes at most 64 bytes; the
        // length preamble is at most 5 bytes.
        Compression::SNAPPY => Some(compressed.saturating_mul(22).saturating_add(64)),
        // A ZSTD RLE block of 4 bytes writes at most one 128 KiB block.
        Compression::ZSTD(_) => Some(
            compressed
                .saturating_mul(32 * 1024)
                .saturating_add(128 * 1024),
        ),
        _ => None,
    }
}

fn corrupt(what: impl std::fmt::Display) -> Error {
    Error::new(Kind::Io, format!("corrupt Parquet file: {what}"))
}

/// Checks the row counts the footer claims for `row_groups`: each must be
/// non-negative and their total must fit int64. The crate adds them up as
/// `usize` when a reader is built (a negative count becomes a huge one and
/// the sum overflows: fuzz finding 14); the pages themselves are checked by
/// [`check_pages`].
pub(crate) fn check_row_counts(metadata: &ParquetMetaData, row_groups: &[usize]) -> Result<()> {
    let mut total: i64 = 0;
    for &index in row_groups {
        let rows = metadata.row_group(index).num_rows();
        if rows < 0 {
            return Err(corrupt(format!("row group {index} claims {rows} rows")));
        }
        total = total.checked_add(rows).ok_or_else(|| {
            corrupt(format!(
                "the row groups claim more rows than int64 holds (row group {index}: {rows})"
            ))
        })?;
    }
    Ok(())
}

/// Walks the page headers of the column chunks of `row_groups` (all when
/// empty) and `leaves` (all when `None`), checking every size against the
/// chunk and the file (see the module docs).
pub(crate) fn check_pages(
    file: &BoundedFile,
    metadata: &ParquetMetaData,
    row_groups: &[usize],
    leaves: Option<&[usize]>,
) -> Result<()> {
    for (index, group) in metadata.row_groups().iter().enumerate() {
        if !row_groups.is_empty() && !row_groups.contains(&index) {
            continue;
        }
        for (leaf, column) in group.columns().iter().enumerate() {
            if leaves.is_some_and(|l| !l.contains(&leaf)) {
                continue;
            }
            let start = column
                .dictionary_page_offset()
                .unwrap_or_else(|| column.data_page_offset());
            let (Ok(start), Ok(len)) = (
                u64::try_from(start),
                u64::try_from(column.compressed_size()),
            ) else {
                return Err(corrupt("negative column chunk offset or size"));
            };
            if start.checked_add(len).is_none_or(|end| end > file.len) {
                return Err(corrupt(format!(
                    "column chunk {leaf} of row group {index} ({len} bytes at offset {start}) lies outside the file ({} bytes)",
                    file.len
                )));
            }
            if column.crypto_metadata().is_some() {
                file.encrypted
                    .lock()
                    .unwrap_or_else(|e| e.into_inner())
                    .push((start, start + len));
                continue;
            }
            check_chunk(file, start, len, column.compression())
                .map_err(|e| corrupt(format!("column chunk {leaf} of row group {index}: {e}")))?;
        }
    }
    Ok(())
}

/// The pages of one column chunk.
fn check_chunk(
    file: &BoundedFile,
    start: u64,
    len: u64,
    codec: Compression,
) -> std::result::Result<(), String> {
    let mut offset = start;
    let mut remaining = len;
    while remaining > 0 {
        let reader = file.get_read(offset).map_err(|e| e.to_string())?;
        let mut input = Compact::new(reader.take(remaining));
        let header = input.page_header()?;
        let header_len = input.consumed;
        remaining -= header_len;
        offset += header_len;
        let (Ok(compressed), Ok(uncompressed)) = (
            u64::try_from(header.compressed),
            u64::try_from(header.uncompressed),
        ) else {
            return Err("negative page size".into());
        };
        if compressed > remaining {
            return Err(format!(
                "a page claims {compressed} bytes where the chunk has {remaining} left"
            ));
        }
        if let Some(bound) = expansion_bound(codec, compressed)
            && uncompressed > bound
        {
            return Err(format!(
                "a page claims {uncompressed} bytes decoded from {compressed} bytes of {codec}"
            ));
        }
        if let Some(values) = header.dictionary_values
            && u64::try_from(values).map_or(true, |v| v > uncompressed.saturating_mul(8))
        {
            return Err(format!(
                "a dictionary page claims {values} values in {uncompressed} bytes"
            ));
        }
        remaining -= compressed;
        offset += compressed;
    }
    Ok(())
}

/// What [`check_chunk`] needs of a page header.
#[derive(Debug, Default)]
struct PageSizes {
    uncompressed: i64,
    compressed: i64,
    dictionary_values: Option<i64>,
}

// Thrift compact protocol element types.
const T_STOP: u8 = 0;
const T_TRUE: u8 = 1;
const T_FALSE: u8 = 2;
const T_BYTE: u8 = 3;
const T_I16: u8 = 4;
const T_I32: u8 = 5;
const T_I64: u8 = 6;
const T_DOUBLE: u8 = 7;
const T_BINARY: u8 = 8;
const T_LIST: u8 = 9;
const T_SET: u8 = 10;
const T_MAP: u8 = 11;
const T_STRUCT: u8 = 12;
const T_UUID: u8 = 13;

/// Nesting deeper than this is refused (a page header nests 3 levels).
const MAX_DEPTH: usize = 32;

/// A Thrift compact-protocol reader over a bounded input that counts what
/// it consumed and never allocates: binaries are skipped, and a length
/// that exceeds the bytes left is an error.
struct Compact<R> {
    input: Take<R>,
    consumed: u64,
    /// What is parsed ("page header", "footer"), for messages.
    what: &'static str,
}

type Parse<T> = std::result::Result<T, String>;

impl<R: Read> Compact<R> {
    fn new(input: Take<R>) -> Self {
        Compact {
            input,
            consumed: 0,
            what: "page header",
        }
    }

    fn byte(&mut self) -> Parse<u8> {
        let mut b = [0u8];
        self.input
            .read_exact(&mut b)
            .map_err(|_| format!("{} runs past its end", self.what))?;
        self.consumed += 1;
        Ok(b[0])
    }

    fn varint(&mut self) -> Parse<u64> {
        let mut value = 0u64;
        for shift in (0..70).step_by(7) {
            let b = self.byte()?;
            if shift == 63 && b > 1 {
                return Err("varint overflows 64 bits".into());
            }
            value |= u64::from(b & 0x7f) << shift;
            if b & 0x80 == 0 {
                return Ok(value);
            }
        }
        Err("varint too long".into())
    }

    fn zigzag(&mut self) -> Parse<i64> {
        let v = self.varint()?;
        Ok((v >> 1) as i64 ^ -((v & 1) as i64))
    }

    fn skip(&mut self, n: u64) -> Parse<()> {
        if n > self.input.limit() {
            return Err(format!(
                "a {} field claims {n} bytes where {} are left",
                self.what,
                self.input.limit()
            ));
        }
        let copied = std::io::copy(&mut (&mut self.input).take(n), &mut std::io::sink())
            .map_err(|e| e.to_string())?;
        if copied != n {
            return Err(format!("{} runs past the end of the file", self.what));
        }
        self.consumed += n;
        Ok(())
    }

    /// A collection's element count, which cannot exceed the bytes left
    /// (every element takes at least one byte).
    fn count(&mut self, n: u64) -> Parse<u64> {
        if n > self.input.limit() {
            return Err(format!(
                "a {} list claims {n} elements where {} bytes are left",
                self.what,
                self.input.limit()
            ));
        }
        Ok(n)
    }

    fn skip_value(&mut self, kind: u8, depth: usize) -> Parse<()> {
        if depth > MAX_DEPTH {
            return Err(format!("{} nests too deeply", self.what));
        }
        match kind {
            T_TRUE | T_FALSE => Ok(()),
            T_BYTE => self.byte().map(drop),
            T_I16 | T_I32 | T_I64 => self.varint().map(drop),
            T_DOUBLE => self.skip(8),
            T_UUID => self.skip(16),
            T_BINARY => {
                let n = self.varint()?;
                self.skip(n)
            }
            T_LIST | T_SET => {
                let head = self.byte()?;
                let size = match head >> 4 {
                    15 => self.varint()?,
                    n => u64::from(n),
                };
                let element = head & 0x0f;
                for _ in 0..self.count(size)? {
                    // Booleans in a collection take one byte each.
                    if element == T_TRUE || element == T_FALSE {
                        self.byte()?;
                    } else {
                        self.skip_value(element, depth + 1)?;
                    }
                }
                Ok(())
            }
            T_MAP => {
                let size = self.varint()?;
                if size == 0 {
                    return Ok(());
                }
                let types = self.byte()?;
                for _ in 0..self.count(size)? {
                    self.skip_value(types >> 4, depth + 1)?;
                    self.skip_value(types & 0x0f, depth + 1)?;
                }
                Ok(())
            }
            T_STRUCT => self.fields(depth + 1, |_, _, _| Ok(false)),
            other => Err(format!("unknown Thrift type {other} in a {}", self.what)),
        }
    }

    /// Reads a struct's fields up to its stop byte; `visit(self, id, type)`
    /// reads a field it wants and returns true, or false to have it skipped.
    fn fields(
        &mut self,
        depth: usize,
        mut visit: impl FnMut(&mut Self, i16, u8) -> Parse<bool>,
    ) -> Parse<()> {
        let mut last = 0i16;
        loop {
            let head = self.byte()?;
            if head == T_STOP {
                return Ok(());
            }
            let kind = head & 0x0f;
            let id = match head >> 4 {
                0 => i16::try_from(self.zigzag()?).map_err(|_| "bad field id")?,
                delta => last.wrapping_add(i16::from(delta)),
            };
            last = id;
            if !visit(self, id, kind)? {
                self.skip_value(kind, depth)?;
            }
        }
    }

    fn int(&mut self, kind: u8) -> Parse<i64> {
        if !matches!(kind, T_I16 | T_I32 | T_I64) {
            return Err("page size field is not an integer".into());
        }
        self.zigzag()
    }

    /// A `PageHeader`: sizes (fields 2 and 3) and, for a dictionary page
    /// (field 7), its value count (its field 1).
    fn page_header(&mut self) -> Parse<PageSizes> {
        let mut sizes = PageSizes::default();
        let mut seen = (false, false);
        self.fields(0, |this, id, kind| {
            match id {
                2 => {
                    sizes.uncompressed = this.int(kind)?;
                    seen.0 = true;
                }
                3 => {
                    sizes.compressed = this.int(kind)?;
                    seen.1 = true;
                }
                7 if kind == T_STRUCT => {
                    let mut values = None;
                    this.fields(1, |inner, id, kind| {
                        if id == 1 {
                            values = Some(inner.int(kind)?);
                            return Ok(true);
                        }
                        Ok(false)
                    })?;
                    sizes.dictionary_values = values;
                }
                _ => return Ok(false),
            }
            Ok(true)
        })?;
        if seen != (true, true) {
            return Err("page header without its sizes".into());
        }
        Ok(sizes)
    }
}

/// Where one `KeyValue` of a footer's `key_value_metadata` lies: the byte
/// ranges of its key and value inside the footer.
#[derive(Debug, Clone)]
pub(crate) struct KeyValueSpan {
    pub(crate) key: std::ops::Range<usize>,
    pub(crate) value: Option<std::ops::Range<usize>>,
}

/// The key-value metadata of a plaintext footer (a `FileMetaData` in the
/// Thrift compact protocol), as byte ranges into `footer`: the crate
/// decodes keys and values only as UTF-8 and fails on anything else, which
/// Arrow C++ writes (1.25's reconstruction metadata is binary). Nothing is
/// allocated from a claimed length.
pub(crate) fn key_value_spans(footer: &[u8]) -> Result<Vec<KeyValueSpan>> {
    let mut input = Compact::new(footer.take(footer.len() as u64));
    input.what = "footer";
    let mut spans = Vec::new();
    fn binary(this: &mut Compact<&[u8]>, kind: u8) -> Parse<std::ops::Range<usize>> {
        if kind != T_BINARY {
            return Err("a key-value field is not a string".into());
        }
        let n = this.varint()?;
        let start = this.consumed as usize;
        this.skip(n)?;
        Ok(start..this.consumed as usize)
    }
    input
        .fields(0, |this, id, kind| {
            if id != 5 || kind != T_LIST {
                return Ok(false);
            }
            let head = this.byte()?;
            let size = match head >> 4 {
                15 => this.varint()?,
                n => u64::from(n),
            };
            if head & 0x0f != T_STRUCT {
                return Err("key_value_metadata is not a list of structs".into());
            }
            for _ in 0..this.count(size)? {
                let (mut key, mut value) = (None, None);
                this.fields(1, |inner, id, kind| match id {
                    1 => {
                        key = Some(binary(inner, kind)?);
                        Ok(true)
                    }
                    2 => {
                        value = Some(binary(inner, kind)?);
                        Ok(true)
                    }
                    _ => Ok(false),
                })?;
                let key = key.ok_or("a key-value without its key")?;
                spans.push(KeyValueSpan { key, value });
            }
            Ok(true)
        })
        .map_err(|e| corrupt(format!("footer metadata: {e}")))?;
    Ok(spans)
}
