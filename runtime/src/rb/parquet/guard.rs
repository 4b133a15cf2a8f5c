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
//!   [`MAX_SCHEMA_DEPTH`](footer::MAX_SCHEMA_DEPTH) is refused, and so is
//!   a group claiming more children than elements follow it (the crate
//!   reserves room for the claimed count before reading any child).
//! * [`check_pages`] also hands back what each page declares (its value
//!   count, encoding and decoded size): `expansion` bounds what the read
//!   may decode with it.
//! * [`check_pages`] records the few header bytes every read hands the
//!   crate changed ([`Patches`]): the `is_compressed` flags of `quirks`
//!   and the enum values the crate does not know (`page_enums`).
//! * [`BoundedFile`] also serves the column chunks a read moved past the
//!   file's end, whose dictionary page was handed over decompressed
//!   (`guard/splice.rs`, made by `dictionaries`): their other pages are
//!   read from the file, through the same checks and patches.
//!
//! The footer's checks and rewrites are in `guard/footer.rs` (re-exported
//! here), the Thrift reader both walks use in `guard/thrift.rs`.

use std::collections::BTreeMap;
use std::fs::File;
use std::io::{BufReader, Read, Take};
use std::os::unix::fs::FileExt;
use std::sync::{Arc, Mutex, OnceLock};

use bytes::Bytes;
use parquet::basic::{Compression, Encoding, PageType};
use parquet::errors::ParquetError;
use parquet::file::metadata::ParquetMetaData;
use parquet::file::reader::{ChunkReader, Length};

use crate::ffi::error::Kind;
use crate::ffi::{Error, Result};
use crate::rb::pread::pread_full;

mod footer;
mod splice;
mod thrift;

pub(crate) use footer::{
    WideDecimal, as_scan_source, check_footer, check_frame, key_value_spans, narrow_decimals,
    retag_mistyped, unmap_repeated_values,
};
use splice::{PageRead, Place};
pub(crate) use splice::{Remake, Splice, Splices};
use thrift::*;

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
    /// Bytes of page headers every read hands the crate changed (shared
    /// by the clones, filled by [`check_pages`]; see [`Patches`]).
    patches: Arc<Mutex<Patches>>,
    /// Column chunks moved past the file's end with their dictionary page
    /// replaced (set once, before the crate reads a page; see
    /// `splice`).
    splices: Arc<OnceLock<Splices>>,
}

/// What the crate is handed instead of the file's bytes, at a few places
/// of its page headers: where the `is_compressed = false` flags of
/// version-2 data page headers lie in a file whose writer compressed
/// those pages anyway (ARROW-10353, see `quirks`), flipped to `true`; and
/// the enum values out of range (`page_enums`), rewritten.
#[derive(Debug, Default)]
struct Patches {
    /// The file's v2 pages are compressed whatever their flag says
    /// (marked by [`BoundedFile::compress_v2_pages`]).
    compress_v2: bool,
    /// The byte at each offset.
    bytes: BTreeMap<u64, u8>,
}

impl BoundedFile {
    pub(crate) fn new(file: File) -> std::io::Result<BoundedFile> {
        let len = file.metadata()?.len();
        Ok(BoundedFile {
            file: Arc::new(Source::Local(file)),
            len,
            encrypted: Arc::default(),
            patches: Arc::default(),
            splices: Arc::default(),
        })
    }

    /// An object on a store (issue 31): its length as its size query
    /// answered; reads come from the reader's cache or fetch ranges.
    pub(crate) fn remote(object: crate::store::ObjectReader) -> BoundedFile {
        BoundedFile {
            len: object.len(),
            file: Arc::new(Source::Remote(object)),
            encrypted: Arc::default(),
            patches: Arc::default(),
            splices: Arc::default(),
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
            patches: Arc::clone(&self.patches),
            splices: Arc::clone(&self.splices),
        })
    }

    /// Where column chunks moved past the file's end may start: a page
    /// beyond it, so no offset of the file is also one of theirs.
    pub(crate) fn splice_base(&self) -> u64 {
        (self.len / 4096).saturating_add(2).saturating_mul(4096)
    }

    /// Moves column chunks past the file's end (at or after
    /// [`splice_base`](Self::splice_base)); false, and nothing moved, when
    /// chunks were moved already.
    pub(crate) fn set_splices(&self, splices: Splices) -> bool {
        self.splices.set(splices).is_ok()
    }

    /// The moved chunks, when `start` is past the file's end and chunks
    /// were moved.
    fn spliced(&self, start: u64) -> Option<&Splices> {
        if start < self.splice_base() {
            return None;
        }
        self.splices.get()
    }

    /// Marks the file as one whose version-2 data pages are compressed
    /// whatever their flag says (`quirks`): [`check_pages`] then records
    /// where those flags lie.
    pub(crate) fn compress_v2_pages(&self) {
        self.patches().compress_v2 = true;
    }

    fn patches(&self) -> std::sync::MutexGuard<'_, Patches> {
        self.patches.lock().unwrap_or_else(|e| e.into_inner())
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
    /// The file's [`Patches`].
    patches: Arc<Mutex<Patches>>,
}

impl Read for At {
    fn read(&mut self, buf: &mut [u8]) -> std::io::Result<usize> {
        let n = self.file.read_at(buf, self.position)?;
        patch(&self.patches, &mut buf[..n], self.position);
        self.position += n as u64;
        Ok(n)
    }
}

/// Writes the patched header bytes ([`Patches`]) that fall in `buf`, the
/// file's bytes from `position`.
fn patch(patches: &Mutex<Patches>, buf: &mut [u8], position: u64) {
    let patches = patches.lock().unwrap_or_else(|e| e.into_inner());
    if !patches.bytes.is_empty() {
        let end = position + buf.len() as u64;
        for (&at, &byte) in patches.bytes.range(position..end) {
            buf[(at - position) as usize] = byte;
        }
    }
}

impl ChunkReader for BoundedFile {
    type T = PageRead<Take<BufReader<At>>>;

    fn get_read(&self, start: u64) -> parquet::errors::Result<Self::T> {
        use bytes::Buf;
        let mut end = self.len;
        let mut start = start;
        if let Some(splices) = self.spliced(start) {
            match splices.place(start, 0)? {
                Place::Header(splice, from, _) => {
                    return Ok(PageRead::Memory(splice.header.slice(from..).reader()));
                }
                // The crate asks for a reader at a page's data after it
                // peeked at its header, and leaves it unread: a body is
                // read through `get_bytes`, never through a reader.
                Place::Body(..) => return Ok(PageRead::Memory(Bytes::new().reader())),
                Place::File(at, chunk_end) => (start, end) = (at, chunk_end),
            }
        }
        self.range(start, 0)?;
        self.check_module(start)?;
        let at = At {
            file: Arc::clone(&self.file),
            position: start,
            patches: Arc::clone(&self.patches),
        };
        Ok(PageRead::File(BufReader::new(at).take(end - start)))
    }

    fn get_bytes(&self, start: u64, length: usize) -> parquet::errors::Result<Bytes> {
        let mut start = start;
        if let Some(splices) = self.spliced(start) {
            match splices.place(start, length as u64)? {
                Place::Header(splice, from, to) => return Ok(splice.header.slice(from..to)),
                Place::Body(splice, from, to) => return splice.body(from, to, self),
                Place::File(at, _) => start = at,
            }
        }
        self.range(start, length as u64)?;
        let file = match &*self.file {
            Source::Local(file) => file,
            Source::Remote(object) => {
                // One exact range (or the prefetched cache), no read-ahead.
                let bytes = ChunkReader::get_bytes(object, start, length)?;
                if self.patches().bytes.is_empty() {
                    return Ok(bytes);
                }
                let mut buffer = bytes.to_vec();
                patch(&self.patches, &mut buffer, start);
                return Ok(buffer.into());
            }
        };
        // At most the file's length: checked just above. Read at its
        // exact length, in one `pread` where the kernel gives it all (a
        // `read_to_end` grew its reads from 8 KiB by doubling: about
        // three calls a page), into memory not zero-filled first.
        let mut buffer: Vec<u8> = Vec::with_capacity(length);
        let filled = pread_full(file, start, &mut buffer.spare_capacity_mut()[..length])?;
        // SAFETY: `pread_full` initialised the first `filled` bytes, within
        // the capacity.
        unsafe { buffer.set_len(filled) };
        if filled != length {
            return Err(ParquetError::EOF(format!(
                "expected {length} bytes at offset {start}, the file ended after {filled}"
            )));
        }
        patch(&self.patches, &mut buffer, start);
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
    /// Its dictionary pages.
    pub(crate) dictionary_pages: u64,
    /// When its first page is a dictionary page: that page.
    pub(crate) leading_dictionary: Option<LeadingDictionary>,
}

/// A column chunk's first page, when it is a dictionary page.
#[derive(Debug, Clone)]
pub(crate) struct LeadingDictionary {
    /// The file's bytes of the chunk's other pages.
    pub(crate) rest: std::ops::Range<u64>,
    /// The page's decoded size.
    pub(crate) decoded: u64,
}

// Parquet's page types and the encodings `ChunkPages` tells apart, as the
// headers hold them: the values of the crate's Thrift enums (names for the
// match patterns below, which cannot cast).
const DATA_PAGE: i64 = PageType::DATA_PAGE as i64;
const DICTIONARY_PAGE: i64 = PageType::DICTIONARY_PAGE as i64;
const DATA_PAGE_V2: i64 = PageType::DATA_PAGE_V2 as i64;
const INDEX_PAGE: i64 = PageType::INDEX_PAGE as i64;
const PLAIN_DICTIONARY: i64 = Encoding::PLAIN_DICTIONARY as i64;
const RLE_DICTIONARY: i64 = Encoding::RLE_DICTIONARY as i64;
const DELTA_LENGTH_BYTE_ARRAY: i64 = Encoding::DELTA_LENGTH_BYTE_ARRAY as i64;
const DELTA_BYTE_ARRAY: i64 = Encoding::DELTA_BYTE_ARRAY as i64;

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
    let v2_compressed = file.patches().compress_v2;
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
                check_chunk(
                    file,
                    start,
                    len,
                    column.compression(),
                    v2_compressed,
                    &mut pages,
                )
                .map_err(|e| {
                    thrift_failure(
                        &e,
                        true,
                        format_args!("column chunk {leaf} of row group {index}"),
                    )
                })?;
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

/// The pages of one column chunk, added up into `chunk`; the file's
/// [`Patches`] get their enum values out of range rewritten and, with
/// `compress_v2`, their `is_compressed = false` flags flipped.
fn check_chunk(
    file: &BoundedFile,
    start: u64,
    len: u64,
    codec: Compression,
    compress_v2: bool,
    chunk: &mut ChunkPages,
) -> std::result::Result<(), String> {
    let mut offset = start;
    let mut remaining = len;
    while remaining > 0 {
        let first = offset == start;
        let reader = file.get_read(offset).map_err(|e| e.to_string())?;
        let mut input = Compact::new(reader.take(remaining));
        let header = input.page_header().map_err(|e| {
            super::thrift_words::page_header_refusal(&*file.file, file.len, offset, remaining)
                .unwrap_or(e)
        })?;
        let header_len = input.consumed;
        let flag = header.v2_uncompressed_flag.filter(|_| compress_v2);
        if flag.is_some() || !header.unknown.is_empty() {
            let mut patches = file.patches();
            if let Some((at, head)) = flag {
                // A compact field header: the delta in the high nibble,
                // the type (a bool's value) in the low one.
                patches.bytes.insert(offset + at, (head & 0xf0) | T_TRUE);
            }
            if patches.bytes.len() < super::page_enums::MAX_PER_FILE {
                super::page_enums::replacements(header.kind, &header.unknown, |at, byte| {
                    patches.bytes.insert(offset + at, byte);
                });
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
                chunk.dictionary_pages += 1;
                if first {
                    chunk.leading_dictionary = Some(LeadingDictionary {
                        rest: offset + compressed..start + len,
                        decoded: uncompressed,
                    });
                }
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
    /// lies, from the header's start, and its byte.
    v2_uncompressed_flag: Option<(u64, u8)>,
    /// Its enum values out of range (`page_enums`; empty, never allocated,
    /// for a header without).
    unknown: Vec<super::page_enums::Unknown>,
}
