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
//! * [`check_footer`] walks the flat schema list of the footer (an
//!   encrypted footer decrypted first) before the crate decodes it: the
//!   crate turns that list into a tree by recursion (and its schema
//!   descriptor, the Arrow conversion and the tree's drop recurse again),
//!   so a schema nesting thousands of groups overflowed the stack (issue
//!   29). Nesting deeper than
//!   [`MAX_SCHEMA_DEPTH`] is refused, and so is a group claiming more
//!   children than elements follow it (the crate reserves room for the
//!   claimed count before reading any child).
//! * [`check_pages`] also hands back what each page declares (its value
//!   count, encoding and decoded size): `expansion` bounds what the read
//!   may decode with it.

use std::fs::File;
use std::io::{BufReader, Read, Take};
use std::os::unix::fs::FileExt;
use std::sync::{Arc, Mutex};

use bytes::Bytes;
use parquet::basic::Compression;
use parquet::errors::ParquetError;
use parquet::file::metadata::ParquetMetaData;
use parquet::file::reader::{ChunkReader, Length};

use crate::ffi::error::Kind;
use crate::ffi::{Error, Result};

/// What a [`BoundedFile`] reads: a local file (`pread`) or an object on
/// a store (ranges, cached: `store::ObjectReader`).
#[derive(Debug)]
pub(crate) enum Source {
    Local(File),
    Remote(crate::store::ObjectReader),
}

impl FileExt for Source {
    fn read_at(&self, buf: &mut [u8], offset: u64) -> std::io::Result<usize> {
        match self {
            Source::Local(file) => file.read_at(buf, offset),
            Source::Remote(object) => object.read_at(buf, offset),
        }
    }

    fn write_at(&self, _: &[u8], _: u64) -> std::io::Result<usize> {
        Err(std::io::Error::other("a Parquet input is read-only"))
    }
}

/// A file whose length was read once, when it was opened; every read is
/// checked against it. Reads are positional (`pread`), never through the
/// descriptor's offset, so the clones of one file may read it from several
/// threads at once (parallel row groups, `parallel`).
#[derive(Debug)]
pub(crate) struct BoundedFile {
    file: Arc<Source>,
    len: u64,
    /// The `[start, end)` byte ranges of encrypted column chunks (shared by
    /// the clones of one open file; filled by [`check_pages`]).
    encrypted: Arc<Mutex<Vec<(u64, u64)>>>,
    /// Where the `is_compressed = false` flags of version-2 data page
    /// headers lie in a file whose writer compressed those pages anyway
    /// (ARROW-10353, see `quirks`): every read hands the crate these bytes
    /// flipped to `true`. None for other files. Shared by the clones;
    /// marked by [`BoundedFile::compress_v2_pages`], filled by
    /// [`check_pages`].
    v2_flags: Arc<Mutex<Option<Vec<u64>>>>,
}

impl BoundedFile {
    pub(crate) fn new(file: File) -> std::io::Result<BoundedFile> {
        let len = file.metadata()?.len();
        Ok(BoundedFile {
            file: Arc::new(Source::Local(file)),
            len,
            encrypted: Arc::default(),
            v2_flags: Arc::default(),
        })
    }

    /// An object on a store (issue 31): its length as its size query
    /// answered; reads come from the reader's cache or fetch ranges.
    pub(crate) fn remote(object: crate::store::ObjectReader) -> BoundedFile {
        BoundedFile {
            len: object.len(),
            file: Arc::new(Source::Remote(object)),
            encrypted: Arc::default(),
            v2_flags: Arc::default(),
        }
    }

    /// The file (positional reads through `FileExt`).
    pub(crate) fn file(&self) -> &Source {
        &self.file
    }

    /// The remote object behind this file, if it is one.
    pub(crate) fn remote_object(&self) -> Option<&crate::store::ObjectReader> {
        match &*self.file {
            Source::Remote(object) => Some(object),
            Source::Local(_) => None,
        }
    }

    /// Another handle on the same file (its length as read at open, the
    /// same encrypted ranges, the same descriptor: reads are positional).
    pub(crate) fn try_clone(&self) -> std::io::Result<BoundedFile> {
        Ok(BoundedFile {
            file: Arc::clone(&self.file),
            len: self.len,
            encrypted: Arc::clone(&self.encrypted),
            v2_flags: Arc::clone(&self.v2_flags),
        })
    }

    /// Marks the file as one whose version-2 data pages are compressed
    /// whatever their flag says (`quirks`): [`check_pages`] then records
    /// where those flags lie.
    pub(crate) fn compress_v2_pages(&self) {
        let mut flags = self.v2_flags.lock().unwrap_or_else(|e| e.into_inner());
        flags.get_or_insert_with(Vec::new);
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
        self.file.read_exact_at(&mut prefix, start)?;
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

/// A reader of a shared file from a position of its own (`pread`).
#[derive(Debug)]
pub(crate) struct At {
    file: Arc<Source>,
    position: u64,
    /// The file's [`BoundedFile::v2_flags`].
    v2_flags: Arc<Mutex<Option<Vec<u64>>>>,
}

impl Read for At {
    fn read(&mut self, buf: &mut [u8]) -> std::io::Result<usize> {
        let n = self.file.read_at(buf, self.position)?;
        let flags = self.v2_flags.lock().unwrap_or_else(|e| e.into_inner());
        if let Some(flags) = flags.as_ref().filter(|f| !f.is_empty()) {
            let end = self.position + n as u64;
            let first = flags.partition_point(|&at| at < self.position);
            for &at in flags[first..].iter().take_while(|&&at| at < end) {
                // A compact field header: the delta in the high nibble,
                // the type (a bool's value) in the low one.
                let byte = &mut buf[(at - self.position) as usize];
                *byte = (*byte & 0xf0) | T_TRUE;
            }
        }
        self.position += n as u64;
        Ok(n)
    }
}

impl ChunkReader for BoundedFile {
    type T = Take<BufReader<At>>;

    fn get_read(&self, start: u64) -> parquet::errors::Result<Self::T> {
        self.range(start, 0)?;
        self.check_module(start)?;
        let at = At {
            file: Arc::clone(&self.file),
            position: start,
            v2_flags: Arc::clone(&self.v2_flags),
        };
        Ok(BufReader::new(at).take(self.len - start))
    }

    fn get_bytes(&self, start: u64, length: usize) -> parquet::errors::Result<Bytes> {
        self.range(start, length as u64)?;
        if let Source::Remote(object) = &*self.file {
            let flagged = self
                .v2_flags
                .lock()
                .unwrap_or_else(|e| e.into_inner())
                .as_ref()
                .is_some_and(|f| !f.is_empty());
            if !flagged {
                // One exact range (or the prefetched cache), no read-ahead.
                return parquet::file::reader::ChunkReader::get_bytes(object, start, length);
            }
        }
        // At most the file's length: checked just above.
        let mut buffer = Vec::with_capacity(length);
        let at = At {
            file: Arc::clone(&self.file),
            position: start,
            v2_flags: Arc::clone(&self.v2_flags),
        };
        at.take(length as u64).read_to_end(&mut buffer)?;
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
        // Deflate writes at most 258 bytes per 2 bits (1032x); a gzip
        // member's header and trailer take 18 bytes.
        Compression::GZIP(_) => Some(compressed.saturating_mul(1032).saturating_add(1024)),
        // An LZ4 sequence's length bytes add at most 255 bytes each; a
        // block or frame header adds a little.
        Compression::LZ4 | Compression::LZ4_RAW => {
            Some(compressed.saturating_mul(256).saturating_add(1024))
        }
        // A Brotli command copies up to 16 MiB for a few bits: no useful
        // ratio. Its pages are bounded by the expansion budget alone
        // (`expansion`), which counts every page's decoded size.
        Compression::BROTLI(_) => Some(u64::MAX),
        _ => None,
    }
}

fn corrupt(what: impl std::fmt::Display) -> Error {
    // A ParquetException in Arrow C++, which 1.25 reports as an IOError.
    Error::new(Kind::Io, format!("IOError: corrupt Parquet file: {what}"))
}

/// A failure of the Thrift reader below on a footer (`page` false) or a
/// page header: where Thrift C++ fails on the same bytes, in its words as
/// Arrow C++ wraps them (so 1.25 reports them); otherwise [`corrupt`]
/// with `context`.
fn thrift_failure(reason: &str, page: bool, context: impl std::fmt::Display) -> Error {
    use super::thrift_words::{THRIFT_WORDS, deserialize_error};
    let words = if let Some(words) = reason.strip_prefix(THRIFT_WORDS) {
        Some(words.to_owned())
    } else if reason == VARINT_OVERFLOW {
        Some("Variable-length int over 10 bytes.".to_owned())
    } else {
        reason
            .strip_prefix("unknown Thrift type ")
            .and_then(|rest| rest.split(' ').next()?.parse::<u8>().ok())
            .map(|kind| format!("don't know what type: {}", char::from(kind)))
    };
    match words {
        Some(words) => deserialize_error(&words, page),
        None => corrupt(format!("{context}: {reason}")),
    }
}

/// What the Thrift reader below says of a varint longer than 64 bits.
const VARINT_OVERFLOW: &str = "varint overflows 64 bits";

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

/// What the page headers of one column chunk declare, added up (see
/// [`check_pages`]): what `expansion` needs to bound the chunk's decoded
/// size without keeping a record per page.
#[derive(Debug, Clone, Default)]
pub(crate) struct ChunkPages {
    pub(crate) row_group: usize,
    pub(crate) leaf: usize,
    /// An encrypted chunk: its headers are ciphertext, nothing below is
    /// known (`expansion` falls back on its metadata).
    pub(crate) encrypted: bool,
    /// Values (levels, nulls included) of its data pages.
    pub(crate) values: u64,
    /// Of those, the values of dictionary-encoded data pages.
    pub(crate) dictionary_coded: u64,
    /// Rows its v2 data pages declare.
    pub(crate) rows: u64,
    /// Bytes decoded from all its pages (their uncompressed sizes).
    pub(crate) decoded: u64,
    /// Entries of its dictionary pages.
    pub(crate) dictionary_entries: u64,
    /// Whether a data page is DELTA_LENGTH_BYTE_ARRAY or DELTA_BYTE_ARRAY
    /// encoded: the crate sizes their length arrays by a count inside the
    /// page data, which `expansion` must read.
    pub(crate) delta_lengths: bool,
}

// Parquet's page types and the encodings `ChunkPages` tells apart.
const DATA_PAGE: i64 = 0;
const DICTIONARY_PAGE: i64 = 2;
const DATA_PAGE_V2: i64 = 3;
const INDEX_PAGE: i64 = 1;
const PLAIN_DICTIONARY: i64 = 2;
const RLE_DICTIONARY: i64 = 8;
const DELTA_LENGTH_BYTE_ARRAY: i64 = 6;
const DELTA_BYTE_ARRAY: i64 = 7;

/// Walks the page headers of the column chunks of `row_groups` (all when
/// empty) and `leaves` (all when `None`), checking every size against the
/// chunk and the file (see the module docs), and returns what the pages
/// of each chunk declare. Linear in the chunks walked and their pages.
pub(crate) fn check_pages(
    file: &BoundedFile,
    metadata: &ParquetMetaData,
    row_groups: &[usize],
    leaves: Option<&[usize]>,
) -> Result<Vec<ChunkPages>> {
    let groups = metadata.num_row_groups();
    let group_mask = mask(groups, (!row_groups.is_empty()).then_some(row_groups));
    let columns = metadata.file_metadata().schema_descr().num_columns();
    let leaf_mask = mask(columns, leaves);
    let mut chunks = Vec::new();
    let v2_compressed = file
        .v2_flags
        .lock()
        .unwrap_or_else(|e| e.into_inner())
        .is_some();
    for (index, group) in metadata.row_groups().iter().enumerate() {
        if !group_mask[index] {
            continue;
        }
        for (leaf, column) in group.columns().iter().enumerate() {
            if !leaf_mask.get(leaf).copied().unwrap_or(false) {
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
            let mut pages = ChunkPages {
                row_group: index,
                leaf,
                ..ChunkPages::default()
            };
            if column.crypto_metadata().is_some() {
                file.encrypted
                    .lock()
                    .unwrap_or_else(|e| e.into_inner())
                    .push((start, start + len));
                pages.encrypted = true;
            } else {
                let flags = v2_compressed.then_some(&*file.v2_flags);
                check_chunk(file, start, len, column.compression(), flags, &mut pages).map_err(
                    |e| {
                        thrift_failure(
                            &e,
                            true,
                            format_args!("column chunk {leaf} of row group {index}"),
                        )
                    },
                )?;
            }
            chunks.push(pages);
        }
    }
    Ok(chunks)
}

/// `n` flags, set at `selected` (all set when `None`; indices past `n`
/// ignored): a membership test in constant time.
fn mask(n: usize, selected: Option<&[usize]>) -> Vec<bool> {
    match selected {
        None => vec![true; n],
        Some(selected) => {
            let mut mask = vec![false; n];
            for &i in selected {
                if let Some(flag) = mask.get_mut(i) {
                    *flag = true;
                }
            }
            mask
        }
    }
}

/// The pages of one column chunk, added up into `chunk`; with `v2_flags`,
/// where their `is_compressed = false` flags lie is added to it (kept
/// sorted).
fn check_chunk(
    file: &BoundedFile,
    start: u64,
    len: u64,
    codec: Compression,
    v2_flags: Option<&Mutex<Option<Vec<u64>>>>,
    chunk: &mut ChunkPages,
) -> std::result::Result<(), String> {
    let mut offset = start;
    let mut remaining = len;
    while remaining > 0 {
        let reader = file.get_read(offset).map_err(|e| e.to_string())?;
        let mut input = Compact::new(reader.take(remaining));
        let header = input.page_header().map_err(|e| {
            super::thrift_words::page_header_refusal(&*file.file, file.len, offset, remaining)
                .unwrap_or(e)
        })?;
        let header_len = input.consumed;
        if let (Some(flags), Some(at)) = (v2_flags, header.v2_uncompressed_flag) {
            let mut flags = flags.lock().unwrap_or_else(|e| e.into_inner());
            let flags = flags.get_or_insert_with(Vec::new);
            let at = offset + at;
            if let Err(slot) = flags.binary_search(&at) {
                flags.insert(slot, at);
            }
        }
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
        if codec == Compression::LZ4
            && header.kind != INDEX_PAGE
            && hadoop_lz4_tail_unread(file, offset, compressed, uncompressed)
        {
            return Err(
                "an LZ4 page in Hadoop framing whose last block is shorter than the one before it: the parquet crate (60.1) stops reading such a page's blocks early (docs/COMPATIBILITY.md)"
                    .into(),
            );
        }
        let Ok(values) = u64::try_from(header.values) else {
            return Err(format!("a page claims {} values", header.values));
        };
        let Ok(rows) = u64::try_from(header.rows) else {
            return Err(format!("a page claims {} rows", header.rows));
        };
        chunk.decoded = chunk.decoded.saturating_add(uncompressed);
        match header.kind {
            DICTIONARY_PAGE => {
                if values > uncompressed.saturating_mul(8) {
                    return Err(format!(
                        "a dictionary page claims {values} values in {uncompressed} bytes"
                    ));
                }
                chunk.dictionary_entries = chunk.dictionary_entries.saturating_add(values);
            }
            DATA_PAGE | DATA_PAGE_V2 => {
                chunk.values = chunk.values.saturating_add(values);
                chunk.rows = chunk.rows.saturating_add(rows);
                match header.encoding {
                    PLAIN_DICTIONARY | RLE_DICTIONARY => {
                        chunk.dictionary_coded = chunk.dictionary_coded.saturating_add(values);
                    }
                    DELTA_LENGTH_BYTE_ARRAY | DELTA_BYTE_ARRAY => chunk.delta_lengths = true,
                    _ => {}
                }
            }
            // Index pages and unknown types: skipped by the crate.
            _ => {}
        }
        remaining -= compressed;
        offset += compressed;
    }
    Ok(())
}

/// Whether the page of `compressed` bytes at `offset`, of codec LZ4, is in
/// Hadoop framing (blocks of a big-endian decompressed and compressed size
/// and a bare LZ4 block, which add up to the page exactly) with a block
/// followed by fewer bytes than it takes itself: the crate's frame loop
/// stops there and decodes the whole page as one bare block, which fails
/// with an unrelated message ("the offset to copy is not contained in the
/// decompressed buffer"). Arrow C++ reads every block.
fn hadoop_lz4_tail_unread(
    file: &BoundedFile,
    offset: u64,
    compressed: u64,
    uncompressed: u64,
) -> bool {
    let (mut at, mut decoded, mut early) = (0u64, 0u64, false);
    while compressed - at >= 8 {
        let mut prefix = [0u8; 8];
        if file.file.read_exact_at(&mut prefix, offset + at).is_err() {
            return false;
        }
        let size = |b: &[u8]| u64::from(u32::from_be_bytes([b[0], b[1], b[2], b[3]]));
        let (plain, block) = (size(&prefix[..4]), size(&prefix[4..]));
        if block > compressed - at - 8 {
            return false;
        }
        at += 8 + block;
        decoded += plain;
        let left = compressed - at;
        early |= left > 0 && left <= block;
    }
    early && at == compressed && decoded == uncompressed
}

/// For PARQUET-816 (`quirks`): how many bytes from `start` the pages of a
/// chunk of `values` values take, walking at most `limit` bytes (and never
/// past the file): the end of the data page that completes the count, or
/// None when the pages do not complete it within the limit or a header
/// does not decode (`check_pages` then refuses the chunk as it is).
pub(crate) fn values_extent(
    file: &BoundedFile,
    start: u64,
    limit: u64,
    values: u64,
) -> Option<u64> {
    let limit = limit.min(file.len.checked_sub(start)?);
    let (mut offset, mut seen) = (0u64, 0u64);
    while offset < limit && seen < values {
        let reader = file.get_read(start + offset).ok()?;
        let mut input = Compact::new(reader.take(limit - offset));
        let header = input.page_header().ok()?;
        offset = offset
            .checked_add(input.consumed)?
            .checked_add(u64::try_from(header.compressed).ok()?)?;
        if matches!(header.kind, DATA_PAGE | DATA_PAGE_V2) {
            seen = seen.saturating_add(u64::try_from(header.values).ok()?);
        }
    }
    (seen >= values && offset <= limit).then_some(offset)
}

/// What [`check_chunk`] needs of a page header.
#[derive(Debug, Default)]
struct PageSizes {
    kind: i64,
    uncompressed: i64,
    compressed: i64,
    /// A data page's values, a dictionary page's entries.
    values: i64,
    /// A v2 data page's rows.
    rows: i64,
    /// The values' encoding (-1: none given).
    encoding: i64,
    /// Where a v2 data page header's `is_compressed = false` field header
    /// lies, from the header's start.
    v2_uncompressed_flag: Option<u64>,
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

/// Nesting deeper than this is refused in a page header (which nests 3
/// levels).
const MAX_DEPTH: usize = 32;

/// Nesting deeper than this is refused in a footer: as deep as the crate's
/// own decoder skips (64); a footer's known structures nest 7 levels.
const MAX_FOOTER_DEPTH: usize = 64;

/// A Thrift compact-protocol reader over a bounded input that counts what
/// it consumed and never allocates: binaries are skipped, and a length
/// that exceeds the bytes left is an error.
struct Compact<R> {
    input: Take<R>,
    consumed: u64,
    /// What is parsed ("page header", "footer"), for messages.
    what: &'static str,
    /// The deepest nesting accepted.
    max_depth: usize,
    /// Where the last field header read began (counted as `consumed`).
    field_at: u64,
}

type Parse<T> = std::result::Result<T, String>;

impl<R: Read> Compact<R> {
    fn new(input: Take<R>) -> Self {
        Compact {
            input,
            consumed: 0,
            what: "page header",
            max_depth: MAX_DEPTH,
            field_at: 0,
        }
    }

    /// A reader of a footer.
    fn footer(input: Take<R>) -> Self {
        Compact {
            what: "footer",
            max_depth: MAX_FOOTER_DEPTH,
            ..Compact::new(input)
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
                return Err(VARINT_OVERFLOW.into());
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

    /// A list or set header: its element type and count (checked).
    fn list_header(&mut self) -> Parse<(u8, u64)> {
        let head = self.byte()?;
        let size = match head >> 4 {
            15 => self.varint()?,
            n => u64::from(n),
        };
        Ok((head & 0x0f, self.count(size)?))
    }

    fn skip_value(&mut self, kind: u8, depth: usize) -> Parse<()> {
        if depth > self.max_depth {
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
                let (element, size) = self.list_header()?;
                for _ in 0..size {
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
            self.field_at = self.consumed;
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

    /// A binary field, skipped: where its bytes lie, counted from the
    /// start of the input (a footer read from a slice: a range of it), or
    /// `not_binary` as the error for a field of another type.
    fn binary_span(&mut self, kind: u8, not_binary: &str) -> Parse<std::ops::Range<usize>> {
        if kind != T_BINARY {
            return Err(not_binary.into());
        }
        let n = self.varint()?;
        let start = self.consumed as usize;
        self.skip(n)?;
        Ok(start..self.consumed as usize)
    }

    fn int(&mut self, kind: u8) -> Parse<i64> {
        if !matches!(kind, T_I16 | T_I32 | T_I64) {
            return Err(format!(
                "an integer field of a {} is not an integer",
                self.what
            ));
        }
        self.zigzag()
    }

    /// A `PageHeader`: its type (field 1), sizes (fields 2 and 3) and, of
    /// its data page header (field 5; v2: 8) or dictionary page header
    /// (field 7), the value count and encoding (and a v2 page's rows).
    fn page_header(&mut self) -> Parse<PageSizes> {
        let mut sizes = PageSizes {
            encoding: -1,
            ..PageSizes::default()
        };
        let mut seen = (false, false);
        self.fields(0, |this, id, kind| {
            match id {
                1 => sizes.kind = this.int(kind)?,
                2 => {
                    sizes.uncompressed = this.int(kind)?;
                    seen.0 = true;
                }
                3 => {
                    sizes.compressed = this.int(kind)?;
                    seen.1 = true;
                }
                5 | 7 | 8 if kind == T_STRUCT => {
                    // Fields of DataPageHeader, DictionaryPageHeader and
                    // DataPageHeaderV2: values first, then the encoding
                    // (v2: rows 3, encoding 4).
                    let v2 = id == 8;
                    let (mut values, mut rows, mut encoding) = (0, 0, -1);
                    this.fields(1, |inner, id, kind| {
                        match (id, v2) {
                            (1, _) => values = inner.int(kind)?,
                            (2, false) | (4, true) => encoding = inner.int(kind)?,
                            (3, true) => rows = inner.int(kind)?,
                            (7, true) if kind == T_FALSE => {
                                sizes.v2_uncompressed_flag = Some(inner.field_at);
                            }
                            _ => return Ok(false),
                        }
                        Ok(true)
                    })?;
                    sizes.values = values;
                    sizes.rows = rows;
                    sizes.encoding = encoding;
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

/// The deepest a Parquet schema may nest: a column (or group) may have at
/// most this many groups above it, the schema root included. The figure
/// C Data imports use (`rb/cdata.rs`) and the IPC readers' flatbuffer
/// verifier (where a nested field costs two levels, so an IPC schema
/// holds about 30 nested structs, and so does a file with Arrow's schema
/// in its footer). A struct takes one Parquet level, a list or map three:
/// 63 nested structs or 21 nested lists fit. Every recursion over a
/// file's schema (the crate's tree, its descriptor and Arrow conversion,
/// drops, the runtime's own walks) is that deep at most.
pub(crate) const MAX_SCHEMA_DEPTH: usize = 64;

/// Arrow C++'s checks of a Parquet file's last 8 bytes (its size, the
/// `PAR1`/`PARE` magic and the footer length), refused as it refuses them
/// (`Invalid`, which 1.25 passes on as `IRX_ERR_INVALID`) and in its words,
/// before the crate reads anything: a CSV file, a truncated file, or one of
/// 4 bytes is not Parquet, not a failed read.
pub(crate) fn check_frame(file: &BoundedFile) -> Result<()> {
    use crate::ffi::error::StatusCode::Invalid;
    let len = file.len;
    if len == 0 {
        return Err(Error::status(Invalid, "Parquet file size is 0 bytes"));
    }
    if len < 8 {
        return Err(Error::status(
            Invalid,
            format!(
                "Parquet file size is {len} bytes, smaller than the minimum file footer (8 bytes)"
            ),
        ));
    }
    let mut tail = [0u8; 8];
    file.file
        .read_exact_at(&mut tail, len - 8)
        .map_err(|e| Error::new(Kind::Io, format!("IOError: Parquet footer: {e}")))?;
    if &tail[4..] != b"PAR1" && &tail[4..] != b"PARE" {
        return Err(Error::status(
            Invalid,
            "Parquet magic bytes not found in footer. Either the file is corrupted or this is not a parquet file.",
        ));
    }
    let footer_len = u64::from(u32::from_le_bytes([tail[0], tail[1], tail[2], tail[3]]));
    if footer_len > len - 8 {
        return Err(Error::status(
            Invalid,
            format!(
                "Parquet file size is {len} bytes, smaller than the size reported by footer's ({footer_len}bytes)"
            ),
        ));
    }
    Ok(())
}

/// Arrow C++'s dataset scanner's words for a file it cannot open as
/// Parquet (`Could not open Parquet input source 'PATH': ...` after the
/// status's prefix), which 1.25 reports when it reads through a scan
/// (projected, filtered or a dataset) rather than a plain file reader.
pub(crate) fn as_scan_source(error: Error, path: &std::path::Path) -> Error {
    const PREFIXES: [&str; 2] = ["Invalid: ", "IOError: "];
    let Some(prefix) = PREFIXES.iter().find(|p| error.message.starts_with(**p)) else {
        return error;
    };
    let rest = &error.message[prefix.len()..];
    // Opening the file is not the format's failure: Arrow C++ passes it on
    // as it is.
    if rest.starts_with("Failed to open local file") {
        return error;
    }
    let message = format!(
        "{prefix}Could not open Parquet input source '{}': {rest}",
        path.display()
    );
    Error::new(error.kind, message)
}

/// Checks the schema of the footer of `file` (see the module docs) before
/// the crate decodes it. An encrypted footer (`PARE`) is decrypted with
/// `key` first, as the crate will ([`decrypt_footer`]). Files that are not
/// Parquet, whose footer lies outside the file, or whose encrypted footer
/// cannot be decrypted (no or a wrong key) are left to the crate, which
/// refuses them without decoding a schema.
pub(crate) fn check_footer(file: &BoundedFile, key: Option<&[u8]>) -> Result<()> {
    let io = |e: std::io::Error| Error::new(Kind::Io, format!("Parquet footer: {e}"));
    if file.len < 12 {
        return Ok(());
    }
    let mut tail = [0u8; 8];
    file.file
        .read_exact_at(&mut tail, file.len - 8)
        .map_err(io)?;
    let encrypted = match &tail[4..] {
        b"PAR1" => false,
        b"PARE" => true,
        _ => return Ok(()),
    };
    let footer_len = u64::from(u32::from_le_bytes([tail[0], tail[1], tail[2], tail[3]]));
    if footer_len + 12 > file.len {
        return Ok(());
    }
    // At most the file's length (checked just above).
    let mut footer = vec![0u8; footer_len as usize];
    file.file
        .read_exact_at(&mut footer, file.len - 8 - footer_len)
        .map_err(io)?;
    if !encrypted {
        check_schema(&footer)?;
        // Arrow C++ (1.25's reader, `plaintext_files_allowed` off) refuses
        // a key for a file that encrypts nothing: a plain footer without
        // an encryption algorithm.
        if key.is_some() && !sets_encryption_algorithm(&footer) {
            return Err(Error::new(
                Kind::Io,
                "IOError: Applying decryption properties on plaintext file",
            ));
        }
        return Ok(());
    }
    match key.and_then(|key| decrypt_footer(&footer, key)) {
        Some(plain) => check_schema(&plain),
        None => Ok(()),
    }
}

/// Whether a plain footer's `FileMetaData` sets `encryption_algorithm`
/// (field 8: columns encrypted under a plaintext footer). A footer that
/// does not decode says no; the crate reports it.
fn sets_encryption_algorithm(footer: &[u8]) -> bool {
    let mut input = Compact::footer(footer.take(footer.len() as u64));
    let mut found = false;
    let _ = input.fields(0, |_, id, _| {
        found |= id == 8;
        Ok(false)
    });
    found
}

/// The `FileMetaData` of an encrypted footer: a `FileCryptoMetaData`
/// (AES_GCM_V1: an optional AAD prefix, the file's unique AAD, whether the
/// prefix must be supplied), then the module: a 4-byte length, a 12-byte
/// nonce, the ciphertext and a 16-byte tag, authenticated with the AAD
/// `prefix || file unique || 0` (the footer's module type), as the Parquet
/// encryption spec (and the crate) has it. None where the crate fails
/// before decoding a schema: another algorithm, a prefix this runtime
/// cannot supply (it has no AAD prefix option), a key of another size, a
/// failed authentication.
fn decrypt_footer(footer: &[u8], key: &[u8]) -> Option<Vec<u8>> {
    use ring::aead::{AES_128_GCM, AES_256_GCM, Aad, LessSafeKey, Nonce, UnboundKey};
    let mut input = Compact::footer(footer.take(footer.len() as u64));
    let mut gcm = None;
    let binary = |this: &mut Compact<&[u8]>, kind| this.binary_span(kind, "not a binary");
    input
        .fields(0, |this, id, kind| {
            if id != 1 || kind != T_STRUCT {
                return Ok(false);
            }
            // The EncryptionAlgorithm union: AES_GCM_V1 is its field 1.
            this.fields(1, |this, id, kind| {
                if id != 1 || kind != T_STRUCT {
                    return Ok(false);
                }
                let (mut prefix, mut unique, mut supply) = (None, None, false);
                this.fields(2, |this, id, kind| {
                    match id {
                        1 => prefix = Some(binary(this, kind)?),
                        2 => unique = Some(binary(this, kind)?),
                        3 => supply = kind == T_TRUE,
                        _ => return Ok(false),
                    }
                    Ok(true)
                })?;
                gcm = Some((prefix, unique, supply));
                Ok(true)
            })?;
            Ok(true)
        })
        .ok()?;
    let (prefix, unique, supply) = gcm?;
    if supply && prefix.is_none() {
        return None;
    }
    let mut aad = Vec::new();
    aad.extend_from_slice(&footer[prefix.unwrap_or_default()]);
    aad.extend_from_slice(&footer[unique?]);
    aad.push(0);
    let module = &footer[input.consumed as usize..];
    let nonce = Nonce::try_assume_unique_for_key(module.get(4..16)?).ok()?;
    let algorithm = match key.len() {
        16 => &AES_128_GCM,
        32 => &AES_256_GCM,
        _ => return None,
    };
    let key = LessSafeKey::new(UnboundKey::new(algorithm, key).ok()?);
    let mut sealed = module.get(16..)?.to_vec();
    let plain = key
        .open_in_place(nonce, Aad::from(aad), &mut sealed)
        .ok()?
        .len();
    sealed.truncate(plain);
    Some(sealed)
}

/// Walks the flat schema list (field 2) of a `FileMetaData`, iteratively:
/// each element's depth is the count of groups still open above it.
fn check_schema(footer: &[u8]) -> Result<()> {
    let mut input = Compact::footer(footer.take(footer.len() as u64));
    let mut refusal = None;
    input
        .fields(0, |this, id, kind| {
            if id != 2 || kind != T_LIST {
                return Ok(false);
            }
            let (element, size) = this.list_header()?;
            if element != T_STRUCT {
                // Not a schema: the crate refuses it.
                for _ in 0..size {
                    this.skip_value(element, 1)?;
                }
                return Ok(true);
            }
            // The children still to come of each open group, outermost
            // first: never longer than MAX_SCHEMA_DEPTH + 1.
            let mut open: Vec<u64> = Vec::new();
            for index in 0..size {
                let mut children = None;
                this.fields(1, |inner, id, kind| {
                    if id != 5 {
                        return Ok(false);
                    }
                    children = Some(inner.int(kind)?);
                    Ok(true)
                })?;
                if open.len() > MAX_SCHEMA_DEPTH && refusal.is_none() {
                    refusal = Some(Error::invalid(format!(
                        "Parquet schema nests deeper than {MAX_SCHEMA_DEPTH} levels (element {index} of {size}); \
                         this runtime reads at most {MAX_SCHEMA_DEPTH}"
                    )));
                    return Err(String::new());
                }
                let after = size - index - 1;
                match children {
                    Some(n) if n < 0 => {
                        return Err(format!("schema element {index} claims {n} children"));
                    }
                    Some(n) if n as u64 > after => {
                        return Err(format!(
                            "schema element {index} claims {n} children where {after} elements follow"
                        ));
                    }
                    Some(n) if n > 0 => open.push(n as u64),
                    // A leaf: it completes one child of the innermost
                    // group, which may complete that group, and so on out.
                    _ => {
                        while let Some(left) = open.last_mut() {
                            *left -= 1;
                            if *left > 0 {
                                break;
                            }
                            open.pop();
                        }
                    }
                }
            }
            Ok(true)
        })
        .map_err(|e| match refusal.take() {
            Some(refusal) => refusal,
            None => thrift_failure(&e, false, "footer schema"),
        })
}

/// A DECIMAL column whose precision its bytes cannot hold (see
/// [`narrow_decimals`]): its name, the precision and scale the file gives.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) struct WideDecimal {
    pub(crate) name: String,
    pub(crate) precision: i64,
    pub(crate) scale: i64,
}

/// For `quirks`: the columns of a flat schema (every element but the root
/// a leaf) in the plain `FileMetaData` `footer` that are
/// FIXED_LEN_BYTE_ARRAY with the DECIMAL converted type, no logical type,
/// and a precision their bytes cannot hold (a writer's DECIMAL(45, 2) in
/// 6 bytes), which the crate refuses as a schema. Each such precision is
/// rewritten in place to the most the bytes hold (the crate's formula; a
/// varint of the same width), and the columns are returned, for the
/// reader to ask for decimal256 of the file's precision as Arrow C++
/// reads them. Nothing changes in a footer that does not decode.
pub(crate) fn narrow_decimals(footer: &mut [u8]) -> Vec<WideDecimal> {
    const FIXED_LEN_BYTE_ARRAY: i64 = 7;
    const DECIMAL: i64 = 5;
    #[derive(Default)]
    struct Element {
        name: std::ops::Range<usize>,
        kind: i64,
        length: i64,
        converted: i64,
        precision: Option<(std::ops::Range<usize>, i64)>,
        scale: i64,
        logical: bool,
        children: i64,
    }
    let mut elements = Vec::new();
    let mut input = Compact::footer((&footer[..]).take(footer.len() as u64));
    let walked = input.fields(0, |this, id, kind| {
        if id != 2 || kind != T_LIST {
            return Ok(false);
        }
        let (element, size) = this.list_header()?;
        if element != T_STRUCT {
            return Err(String::new());
        }
        for _ in 0..size {
            let mut e = Element::default();
            this.fields(1, |inner, id, kind| {
                match id {
                    1 => e.kind = inner.int(kind)?,
                    2 => e.length = inner.int(kind)?,
                    4 => e.name = inner.binary_span(kind, "a name that is not binary")?,
                    5 => e.children = inner.int(kind)?,
                    6 => e.converted = inner.int(kind)?,
                    7 => e.scale = inner.int(kind)?,
                    8 => {
                        let start = inner.consumed as usize;
                        let precision = inner.int(kind)?;
                        e.precision = Some((start..inner.consumed as usize, precision));
                    }
                    10 => {
                        e.logical = true;
                        return Ok(false);
                    }
                    _ => return Ok(false),
                }
                Ok(true)
            })?;
            elements.push(e);
        }
        Ok(true)
    });
    if walked.is_err() || elements.iter().skip(1).any(|e| e.children > 0) {
        return Vec::new();
    }
    let mut wide = Vec::new();
    for e in &elements[1.min(elements.len())..] {
        let Some((span, precision)) = e.precision.clone() else {
            continue;
        };
        if e.kind != FIXED_LEN_BYTE_ARRAY || e.converted != DECIMAL || e.logical {
            continue;
        }
        let Ok(bits) = i32::try_from(e.length.saturating_mul(8).saturating_sub(1)) else {
            continue;
        };
        if !(1..=255).contains(&bits) {
            continue;
        }
        let most = (2f64.powi(bits) - 1.0).log10().floor() as i64;
        if precision <= most {
            continue;
        }
        // The zigzag varint of `most`, as wide as the one it replaces
        // (continuation bits on zero groups).
        let mut value = ((most << 1) ^ (most >> 63)) as u64;
        let width = span.len();
        for (i, byte) in footer[span].iter_mut().enumerate() {
            *byte = (value & 0x7f) as u8 | if i + 1 < width { 0x80 } else { 0 };
            value >>= 7;
        }
        wide.push(WideDecimal {
            name: String::from_utf8_lossy(&footer[e.name.clone()]).into_owned(),
            precision,
            scale: e.scale,
        });
    }
    wide
}

/// For `quirks`: fields of a column chunk's `ColumnMetaData` in the plain
/// `FileMetaData` `footer` whose Thrift type is not the format's (a
/// pre-release parquet-mr 1.12 wrote field 15, `bloom_filter_length`, an
/// i32, as a list of structs), which Thrift readers skip (Arrow C++'s
/// generated code does) and the crate refuses ("Expected list element type
/// of I64 but got I16"). Such a field, when it is the last of its struct
/// and its header the one-byte form, is renumbered in place to an id the
/// format does not use (its predecessor's + 15, past 17), which the crate
/// skips too. Returns how many were renumbered; a footer that does not
/// decode is left as it is.
pub(crate) fn retag_mistyped(footer: &mut [u8]) -> usize {
    /// The compact type ColumnMetaData's field `id` has (integers of any
    /// width count as one), or None for an id the format does not define.
    fn expected(id: i16) -> Option<u8> {
        Some(match id {
            1 | 4 | 5 | 6 | 7 | 9 | 10 | 11 | 14 | 15 => T_I64,
            2 | 3 | 8 | 13 => T_LIST,
            12 | 16 | 17 => T_STRUCT,
            _ => return None,
        })
    }
    let integer = |kind: u8| matches!(kind, T_I16 | T_I32 | T_I64);
    let mut headers = Vec::new();
    let mut input = Compact::footer((&footer[..]).take(footer.len() as u64));
    let walked = input.fields(0, |this, id, kind| {
        if id != 4 || kind != T_LIST {
            return Ok(false);
        }
        let (element, groups) = this.list_header()?;
        for _ in 0..groups {
            if element != T_STRUCT {
                this.skip_value(element, 1)?;
                continue;
            }
            this.fields(1, |group, id, kind| {
                if id != 1 || kind != T_LIST {
                    return Ok(false);
                }
                let (element, columns) = group.list_header()?;
                for _ in 0..columns {
                    if element != T_STRUCT {
                        group.skip_value(element, 2)?;
                        continue;
                    }
                    group.fields(2, |chunk, id, kind| {
                        if id != 3 || kind != T_STRUCT {
                            return Ok(false);
                        }
                        // (id, type, header position) of each field, in order.
                        let mut fields: Vec<(i16, u8, u64)> = Vec::new();
                        chunk.fields(3, |meta, id, kind| {
                            fields.push((id, kind, meta.field_at));
                            Ok(false)
                        })?;
                        let Some(&(id, kind, at)) = fields.last() else {
                            return Ok(true);
                        };
                        let Some(want) = expected(id) else {
                            return Ok(true);
                        };
                        let wrong = if want == T_I64 {
                            !integer(kind)
                        } else {
                            kind != want
                        };
                        let previous = fields.len().checked_sub(2).map_or(0, |i| fields[i].0);
                        if wrong && footer[at as usize] >> 4 != 0 && previous + 15 > 17 {
                            headers.push(at as usize);
                        }
                        Ok(true)
                    })?;
                }
                Ok(true)
            })?;
        }
        Ok(true)
    });
    if walked.is_err() {
        return 0;
    }
    for &at in &headers {
        footer[at] = (15 << 4) | (footer[at] & 0x0f);
    }
    headers.len()
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
    let mut input = Compact::footer(footer.take(footer.len() as u64));
    let mut spans = Vec::new();
    let binary = |this: &mut Compact<&[u8]>, kind| {
        this.binary_span(kind, "a key-value field is not a string")
    };
    input
        .fields(0, |this, id, kind| {
            if id != 5 || kind != T_LIST {
                return Ok(false);
            }
            let (element, size) = this.list_header()?;
            if element != T_STRUCT {
                return Err("key_value_metadata is not a list of structs".into());
            }
            for _ in 0..size {
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
