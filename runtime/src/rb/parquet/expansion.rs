//! How much a Parquet read may decode (issue 29, item 2): before the crate
//! reads a file's row groups, what their pages declare is turned into the
//! Arrow memory it decodes to and charged to the read's expansion budget
//! (`crate::limits`: at most `max(ratio x input, floor)` bytes, the input
//! being the file's length, or the total of a dataset's files; defaults
//! 1024 x and 256 MiB, set with `irx_runtime_set_expansion_limit`).
//!
//! Run-length encoded levels and dictionary indices let a page of a few
//! bytes declare two billion values: a 113-byte file decoded to gigabytes
//! of nulls, a 134-byte one to gigabytes of one repeated dictionary value.
//! The page headers declare every count that matters, and
//! [`check_pages`](super::guard::check_pages) has walked them already, so
//! the charge is made from them, per column chunk:
//!
//! * each data page's value count (levels, nulls included) times the
//!   widest Arrow value the leaf can become, its validity and list offsets
//!   and the level buffers the crate decodes them into ([`value_bits`]);
//! * every page's decoded (uncompressed) size;
//! * for byte arrays, the value bytes: at most the page bytes for PLAIN
//!   and DELTA_LENGTH_BYTE_ARRAY pages, the longest dictionary entry per
//!   value of a dictionary-encoded page, and for DELTA_BYTE_ARRAY pages
//!   (whose values repeat a prefix of the previous one, so a page of a few
//!   bytes can spell the same long value millions of times) the exact sum,
//!   read from the page's length blocks ([`DeltaLengths`]).
//!
//! And per row group, its rows (at least 1 bit each, so a file read with
//! no columns is bounded too) times what each column the file does not
//! hold costs per row (hive partition values, nulls of a missing column).
//!
//! So no page, row group, file or dataset can decode to more than the
//! budget of the bytes it came from, the streaming reader included (the
//! charge covers every row group the read will hand back, before the
//! first of them is decoded). What is charged is an upper bound of what
//! the crate decodes (the widest type, every level buffer), not of the
//! process's peak (the runtime's filter and projection copy a batch).
//! Encrypted column chunks cannot be walked (their headers are
//! ciphertext): the value count and decoded size their metadata declares
//! are charged instead, and a dictionary's longest entry is not known (a
//! file only a holder of its key can have made).
//!
//! DELTA_LENGTH_BYTE_ARRAY and DELTA_BYTE_ARRAY pages are also checked
//! here for the count in their length blocks, which the crate allocates
//! an array for before reading one length: it may not exceed the page's
//! value count.
//!
//! The string dictionaries decompressed here for their longest entry are
//! kept for the crate, which would otherwise decompress them again
//! (`dictionaries`).

use std::path::Path;
use std::sync::Arc;

use arrow_schema::DataType;
use parquet::basic::{ConvertedType, LogicalType, Type as Physical};
use parquet::column::page::{Page, PageReader};
use parquet::file::metadata::ParquetMetaData;
use parquet::file::serialized_reader::SerializedPageReader;
use parquet::schema::types::ColumnDescriptor;

use super::dictionaries::{self, Handover};
use super::guard::{BoundedFile, ChunkPages};
use crate::ffi::error::Kind;
use crate::ffi::{Error, Result};
use crate::limits::Budget;

/// Charges what reading `chunks` (from
/// [`check_pages`](super::guard::check_pages)) of the row groups `groups`
/// of `file` decodes to against `budget` (the read's: a dataset's covers
/// all its files); `per_row` is what each row costs beyond the file's
/// columns (bytes). Answers, for each chunk, the dictionary page its
/// charge decompressed, handed over for the crate with the codec
/// `codecs` gives the chunk (`dictionaries::eligible`; None: not handed
/// over).
#[allow(clippy::too_many_arguments)]
pub(crate) fn charge_file(
    budget: &mut Budget,
    file: &BoundedFile,
    path: &Path,
    metadata: &ParquetMetaData,
    groups: &[usize],
    chunks: &[ChunkPages],
    per_row: u64,
    codecs: &[Option<parquet::basic::Compression>],
) -> Result<Vec<Option<Handover>>> {
    let schema = metadata.file_metadata().schema_descr();
    // Rows per row group: the most any of its chunks or its count claims
    // (the crate reads each column until its pages end).
    let mut rows: Vec<(usize, u64)> = groups
        .iter()
        .map(|&g| {
            (
                g,
                u64::try_from(metadata.row_group(g).num_rows()).unwrap_or(0),
            )
        })
        .collect();
    rows.sort_unstable();
    // The pages the charge must read, read beside each other on the pool
    // when there are several (None: each is read below, in turn).
    let mut handovers: Vec<Option<Handover>> = (0..chunks.len()).map(|_| None).collect();
    let mut read_ahead = read_pages_ahead(budget, file, metadata, chunks, codecs);
    for (index, chunk) in chunks.iter().enumerate() {
        let column = metadata.row_group(chunk.row_group).column(chunk.leaf);
        let descr = schema.column(chunk.leaf);
        let Fixed {
            values,
            decoded,
            fixed,
        } = fixed_charge(chunk, column, &descr);
        if let Ok(at) = rows.binary_search_by_key(&chunk.row_group, |&(g, _)| g) {
            rows[at].1 = rows[at].1.max(values);
        }
        let detail = || {
            format!(
                "'{}', row group {}, column '{}': {values} values, {decoded} page bytes",
                path.display(),
                chunk.row_group,
                descr.path().string()
            )
        };
        budget.charge(fixed, &detail())?;
        if chunk.encrypted {
            continue;
        }
        let byte_array = descr.physical_type() == Physical::BYTE_ARRAY;
        if byte_array {
            // PLAIN and DELTA_LENGTH values are at most their page bytes
            // (charged once more, as the values they become).
            budget.charge(decoded, &detail())?;
        }
        if reads_pages(chunk, &descr) {
            let (extra, handover) = match read_ahead.as_mut().and_then(|ahead| ahead[index].take())
            {
                Some(extra) => extra?,
                None => chunk_page_values(file, metadata, chunk, &descr, codecs[index])?,
            };
            handovers[index] = handover;
            if byte_array {
                budget.charge(extra, &detail())?;
            }
        }
    }
    // 1 bit per row for the row itself, and what the columns the file
    // does not hold cost per row.
    let row_bits = per_row.saturating_mul(8).saturating_add(1);
    for (group, rows) in rows {
        budget.charge(
            rows.saturating_mul(row_bits).div_ceil(8),
            &format!("'{}', row group {group}: {rows} rows", path.display()),
        )?;
    }
    Ok(handovers)
}

/// What a chunk's charge is made of before its pages are read.
struct Fixed {
    /// Values (levels, nulls included) its pages declare.
    values: u64,
    /// Bytes its pages decode to (their uncompressed sizes).
    decoded: u64,
    /// The first charge: every value at its widest, the decoded pages and
    /// the dictionary entries.
    fixed: u64,
}

fn fixed_charge(
    chunk: &ChunkPages,
    column: &parquet::file::metadata::ColumnChunkMetaData,
    descr: &ColumnDescriptor,
) -> Fixed {
    let (values, decoded) = if chunk.encrypted {
        (
            u64::try_from(column.num_values()).unwrap_or(0),
            u64::try_from(column.uncompressed_size()).unwrap_or(0),
        )
    } else {
        (chunk.values.max(chunk.rows), chunk.decoded)
    };
    let bits = value_bits(descr);
    let fixed = values
        .saturating_mul(bits)
        .div_ceil(8)
        .saturating_add(decoded)
        .saturating_add(chunk.dictionary_entries.saturating_mul(bits.div_ceil(8)));
    Fixed {
        values,
        decoded,
        fixed,
    }
}

/// Whether the charge of `chunk` reads its pages: dictionary-encoded byte
/// arrays (for the longest entry) and the length blocks of delta pages.
fn reads_pages(chunk: &ChunkPages, descr: &ColumnDescriptor) -> bool {
    if chunk.encrypted {
        return false;
    }
    let byte_array = descr.physical_type() == Physical::BYTE_ARRAY;
    let dictionary = byte_array && chunk.dictionary_coded > 0 && chunk.dictionary_entries > 0;
    dictionary || chunk.delta_lengths
}

/// What a chunk's page reads answer: the value bytes to charge, and the
/// dictionary page handed over.
type PageValues = (u64, Option<Handover>);

/// [`byte_array_values`] of one chunk of `metadata`.
fn chunk_page_values(
    file: &BoundedFile,
    metadata: &ParquetMetaData,
    chunk: &ChunkPages,
    descr: &ColumnDescriptor,
    hand_over: Option<parquet::basic::Compression>,
) -> Result<PageValues> {
    let column = metadata.row_group(chunk.row_group).column(chunk.leaf);
    let rows = u64::try_from(metadata.row_group(chunk.row_group).num_rows()).unwrap_or(0);
    byte_array_values(file, chunk, descr, column, rows, hand_over)
}

/// Compressed bytes of the chunks whose pages the charge reads, below
/// which they are read one after another on the calling thread: handing
/// a few small dictionaries to the pool costs more than reading them.
const MIN_PARALLEL_BYTES: u64 = 1 << 20;

/// The pages the charge of `chunks` reads (their [`chunk_page_values`]),
/// read on the pool, one job a chunk, when two or more chunks need it,
/// they hold [`MIN_PARALLEL_BYTES`] or more and the pool has two threads
/// or more: on one thread these reads (mostly decompressing string
/// dictionaries) were a large part of what the caller of a parallel read
/// does alone before the first row group starts (issue 32, the serial
/// fraction in docs/BENCHMARKS.md). None otherwise.
///
/// [`charge_file`] still charges chunk by chunk in file order, taking
/// each chunk's answer from here, so the error a read ends with is the
/// one-thread read's. Only chunks a one-thread read could reach are read
/// ahead: those whose own charges before their pages fit the budget with
/// everything before them (a copy of `budget` charged as `charge_file`
/// charges, the page reads' own charges left out, which can only let more
/// through): a chunk whose declared sizes the budget refuses is never
/// decompressed, on any thread.
fn read_pages_ahead(
    budget: &Budget,
    file: &BoundedFile,
    metadata: &ParquetMetaData,
    chunks: &[ChunkPages],
    codecs: &[Option<parquet::basic::Compression>],
) -> Option<Vec<Option<Result<PageValues>>>> {
    if !crate::pool::parallel() {
        return None;
    }
    let schema = metadata.file_metadata().schema_descr();
    let mut trial = budget.clone();
    let mut reachable = Vec::new();
    let mut bytes = 0u64;
    for (index, chunk) in chunks.iter().enumerate() {
        let column = metadata.row_group(chunk.row_group).column(chunk.leaf);
        let descr = schema.column(chunk.leaf);
        let Fixed { decoded, fixed, .. } = fixed_charge(chunk, column, &descr);
        let byte_array = descr.physical_type() == Physical::BYTE_ARRAY;
        let fits = trial.charge(fixed, "").is_ok()
            && (chunk.encrypted || !byte_array || trial.charge(decoded, "").is_ok());
        if !fits {
            break;
        }
        if reads_pages(chunk, &descr) {
            reachable.push((index, descr));
            bytes = bytes.saturating_add(u64::try_from(column.compressed_size()).unwrap_or(0));
        }
    }
    if reachable.len() < 2 || bytes < MIN_PARALLEL_BYTES {
        return None;
    }
    // Every job answers Ok with its own result, so none is skipped when
    // another fails: the error kept is the one of the first chunk in order.
    type Job<'a> = Box<dyn FnOnce() -> Result<Result<PageValues>> + Send + 'a>;
    let jobs: Vec<Job<'_>> = reachable
        .iter()
        .map(|(index, descr)| {
            let chunk = &chunks[*index];
            let codec = codecs[*index];
            Box::new(move || Ok(chunk_page_values(file, metadata, chunk, descr, codec))) as Job<'_>
        })
        .collect();
    let answers = match crate::pool::scoped(jobs) {
        Ok(answers) => answers,
        // A worker that panicked: its error stands for the first chunk, as
        // the same panic on this thread would fail the charge there.
        Err(e) => (0..reachable.len()).map(|_| Err(e.clone())).collect(),
    };
    let mut ahead: Vec<Option<Result<PageValues>>> = (0..chunks.len()).map(|_| None).collect();
    for ((index, _), answer) in reachable.into_iter().zip(answers) {
        ahead[index] = Some(answer);
    }
    Some(ahead)
}

/// Bytes a row of a column of type `dt` takes at most when the runtime
/// makes it (a hive partition value repeated, the nulls of a column a
/// file lacks): its fixed width (a validity byte, values, offsets; a
/// variable-length value's bytes are not in it).
pub(crate) fn row_width(dt: &DataType) -> u64 {
    use DataType as D;
    // Types come from schemas whose nesting is bounded (the footer check,
    // arrow-ipc's verifier), so the recursion is too.
    let width = match dt {
        D::Null => 0,
        D::FixedSizeBinary(n) => u64::try_from(*n).unwrap_or(0),
        D::FixedSizeList(f, n) => u64::try_from(*n)
            .unwrap_or(0)
            .saturating_mul(row_width(f.data_type())),
        D::Struct(fields) => fields
            .iter()
            .fold(0u64, |sum, f| sum.saturating_add(row_width(f.data_type()))),
        D::Dictionary(key, _) => row_width(key),
        other => other.primitive_width().map_or(16, |w| w as u64),
    };
    width.saturating_add(1)
}

/// Bits each value of the leaf `descr` may take once decoded: the widest
/// Arrow value the crate reads its physical type as (a decimal as
/// decimal256, a byte array as a 16-byte view; the value bytes of byte
/// arrays are charged apart), a validity bit per nullable level, 16-bit
/// definition and repetition levels, and an 8-byte offset per list level.
fn value_bits(descr: &ColumnDescriptor) -> u64 {
    let decimal = matches!(descr.logical_type_ref(), Some(LogicalType::Decimal { .. }))
        || descr.converted_type() == ConvertedType::DECIMAL;
    let width: u64 = match descr.physical_type() {
        Physical::BOOLEAN => 0,
        Physical::INT32 | Physical::FLOAT if decimal => 16,
        Physical::INT64 if decimal => 32,
        Physical::INT32
        | Physical::INT64
        | Physical::INT96
        | Physical::FLOAT
        | Physical::DOUBLE => 8,
        Physical::FIXED_LEN_BYTE_ARRAY => u64::try_from(descr.type_length()).unwrap_or(0).max(32),
        Physical::BYTE_ARRAY => 16,
    };
    let def = u64::try_from(descr.max_def_level()).unwrap_or(0);
    let rep = u64::try_from(descr.max_rep_level()).unwrap_or(0);
    let levels = if def > 0 { 16 } else { 0 } + if rep > 0 { 16 } else { 0 };
    (width * 8 + 1)
        .saturating_add(def)
        .saturating_add(levels)
        .saturating_add(rep.saturating_mul(64))
}

fn corrupt(what: impl std::fmt::Display) -> Error {
    // A ParquetException in Arrow C++, which 1.25 reports as an IOError.
    Error::new(Kind::Io, format!("IOError: corrupt Parquet file: {what}"))
}

/// What the value bytes of a byte-array chunk's dictionary-encoded and
/// DELTA_BYTE_ARRAY pages decode to, read from its pages through the
/// crate's page reader (which decompresses them; their sizes are charged
/// already). DELTA_LENGTH_BYTE_ARRAY and DELTA_BYTE_ARRAY pages must hold
/// no more lengths than values. With `hand_over` (the chunk's codec), its
/// dictionary page is handed over too, for the crate (`dictionaries`).
fn byte_array_values(
    file: &BoundedFile,
    chunk: &ChunkPages,
    descr: &ColumnDescriptor,
    column: &parquet::file::metadata::ColumnChunkMetaData,
    rows: u64,
    hand_over: Option<parquet::basic::Compression>,
) -> Result<PageValues> {
    let where_ = || {
        format!(
            "column chunk {} of row group {}",
            chunk.leaf, chunk.row_group
        )
    };
    let handle = file
        .try_clone()
        .map_err(|e| Error::new(Kind::Io, format!("Parquet file: {e}")))?;
    let rows = usize::try_from(rows).unwrap_or(usize::MAX);
    let mut pages = SerializedPageReader::new(Arc::new(handle), column, rows, None)
        .map_err(|e| corrupt(format!("{}: {e}", where_())))?;
    let mut longest_entry = 0u64;
    let mut total = 0u64;
    let mut handover = None;
    loop {
        if !chunk.delta_lengths {
            // Only dictionary pages are needed: skip the others unread.
            match pages.peek_next_page() {
                Ok(Some(meta)) if !meta.is_dict => {
                    pages
                        .skip_next_page()
                        .map_err(|e| corrupt(format!("{}: {e}", where_())))?;
                    continue;
                }
                Ok(None) => break,
                _ => {}
            }
        }
        let page = match pages.get_next_page() {
            Ok(Some(page)) => page,
            Ok(None) => break,
            // A page the crate cannot decode fails the read there.
            Err(_) => break,
        };
        if let Some(codec) = hand_over
            && handover.is_none()
        {
            handover = dictionaries::hand_over(codec, &page);
        }
        let (encoding, values, data) = match page {
            Page::DictionaryPage { buf, .. } => {
                longest_entry = longest_entry.max(longest_plain_entry(&buf));
                continue;
            }
            Page::DataPage {
                buf,
                num_values,
                encoding,
                def_level_encoding,
                rep_level_encoding,
                ..
            } => {
                let levels = [
                    (descr.max_rep_level(), rep_level_encoding),
                    (descr.max_def_level(), def_level_encoding),
                ];
                let Some(start) = v1_values_start(&buf, num_values, &levels) else {
                    continue;
                };
                (encoding, num_values, buf.slice(start..))
            }
            Page::DataPageV2 {
                buf,
                num_values,
                encoding,
                def_levels_byte_len,
                rep_levels_byte_len,
                ..
            } => {
                let start = def_levels_byte_len as usize + rep_levels_byte_len as usize;
                if start > buf.len() {
                    continue;
                }
                (encoding, num_values, buf.slice(start..))
            }
        };
        let values = u64::from(values);
        use parquet::basic::Encoding as E;
        match encoding {
            E::DELTA_LENGTH_BYTE_ARRAY => {
                DeltaLengths::new(&data, values)
                    .map_err(|e| corrupt(format!("{}: {e}", where_())))?;
            }
            E::DELTA_BYTE_ARRAY => {
                let bytes = delta_byte_array_size(&data, values)
                    .map_err(|e| corrupt(format!("{}: {e}", where_())))?;
                total = total.saturating_add(bytes);
            }
            _ => {}
        }
    }
    // Each dictionary-encoded value may be the longest entry.
    let values = total.saturating_add(chunk.dictionary_coded.saturating_mul(longest_entry));
    Ok((values, handover))
}

/// The longest entry of a PLAIN byte-array dictionary (4-byte length,
/// bytes; the crate refuses an entry past the page).
fn longest_plain_entry(page: &[u8]) -> u64 {
    let mut longest = 0;
    let mut rest = page;
    while let Some((length, tail)) = rest.split_first_chunk::<4>() {
        let length = u32::from_le_bytes(*length) as usize;
        if length > tail.len() {
            break;
        }
        longest = longest.max(length as u64);
        rest = &tail[length..];
    }
    longest
}

/// Where the values of a v1 data page start: after its repetition and
/// definition levels (`levels`: each kind's maximum and encoding; RLE
/// levels carry a 4-byte length, bit-packed ones take `num_values` x
/// their bit width). None when they run past the page (the crate fails
/// there, before the values).
fn v1_values_start(
    page: &[u8],
    num_values: u32,
    levels: &[(i16, parquet::basic::Encoding)],
) -> Option<usize> {
    let mut start = 0usize;
    for &(max, encoding) in levels {
        if max <= 0 {
            continue;
        }
        let length = if encoding == parquet::basic::Encoding::RLE {
            let prefix = page.get(start..start + 4)?;
            start += 4;
            u32::from_le_bytes(prefix.try_into().ok()?) as usize
        } else {
            let width = 16 - (max as u16).leading_zeros() as usize;
            (num_values as usize).checked_mul(width)?.div_ceil(8)
        };
        start = start.checked_add(length)?;
        if start > page.len() {
            return None;
        }
    }
    Some(start)
}

/// The decoded size of a DELTA_BYTE_ARRAY page's values, as the crate
/// decodes them: each value is the previous one cut to its prefix length
/// (a longer prefix keeps it whole) with its suffix appended. The prefix
/// and the suffix length blocks may hold at most `values` lengths. Read
/// in two passes over the prefixes (the first finds where the suffix
/// lengths start), so nothing is allocated.
fn delta_byte_array_size(data: &[u8], values: u64) -> std::result::Result<u64, String> {
    let Some(mut first_pass) = DeltaLengths::new(data, values)? else {
        return Ok(0);
    };
    let count = first_pass.count;
    if first_pass.by_ref().count() as u64 != count {
        // The crate fails on these prefix lengths before any value.
        return Ok(0);
    }
    let end = first_pass.end();
    let (Some(prefixes), Some(suffixes)) = (
        DeltaLengths::new(data, values)?,
        DeltaLengths::new(&data[end..], values)?,
    ) else {
        return Ok(0);
    };
    if suffixes.count != count {
        return Ok(0);
    }
    let (mut last, mut total, mut suffix_bytes) = (0u64, 0u64, 0u64);
    for (prefix, suffix) in prefixes.zip(suffixes) {
        // The crate takes a length as usize: a negative one is huge (a
        // prefix keeps the whole value, a suffix runs past the page).
        let Ok(suffix) = u64::try_from(suffix) else {
            break;
        };
        suffix_bytes = suffix_bytes.saturating_add(suffix);
        if suffix_bytes > data.len() as u64 {
            break;
        }
        let prefix = u64::try_from(prefix).unwrap_or(u64::MAX);
        last = prefix.min(last).saturating_add(suffix);
        total = total.saturating_add(last);
    }
    Ok(total)
}

/// A DELTA_BINARY_PACKED block of int32 lengths, read as the crate's
/// decoder reads it (header: block size, miniblocks per block, value
/// count, first value; then blocks of a minimum delta, the miniblocks' bit
/// widths and their bit-packed deltas, least significant bit first), as
/// an iterator that allocates nothing. It ends early where the crate
/// would fail.
struct DeltaLengths<'a> {
    data: &'a [u8],
    /// Bit position in `data`.
    bit: usize,
    count: u64,
    /// Values handed out so far.
    read: u64,
    last: i32,
    values_per_mini: u64,
    minis: usize,
    /// The current block's miniblock bit widths (empty before the first).
    widths: &'a [u8],
    /// The current miniblock and the values left in it.
    mini: usize,
    left_in_mini: u64,
    min_delta: i32,
    /// The end of the current block's miniblocks, in bytes.
    block_end: usize,
    failed: bool,
}

impl<'a> DeltaLengths<'a> {
    /// The block at the start of `data`: None when the crate would refuse
    /// its header; an error when it holds more than `values` lengths (the
    /// crate allocates for all of them first).
    fn new(data: &'a [u8], values: u64) -> std::result::Result<Option<Self>, String> {
        let mut at = 0usize;
        let (Some(block_size), Some(minis), Some(count), Some(first)) = (
            vlq(data, &mut at),
            vlq(data, &mut at),
            vlq(data, &mut at),
            vlq(data, &mut at),
        ) else {
            return Ok(None);
        };
        let (Ok(block_size), Ok(minis), Ok(count), Ok(first)) = (
            u64::try_from(block_size),
            usize::try_from(minis),
            u64::try_from(count),
            i32::try_from(unzigzag(first)),
        ) else {
            return Ok(None);
        };
        let Some(per_mini) = block_size.checked_div(minis as u64) else {
            return Ok(None);
        };
        if !block_size.is_multiple_of(128)
            || !block_size.is_multiple_of(minis as u64)
            || !per_mini.is_multiple_of(32)
        {
            return Ok(None);
        }
        if count > values {
            return Err(format!(
                "a page's length block claims {count} lengths for {values} values"
            ));
        }
        Ok(Some(DeltaLengths {
            data,
            bit: at * 8,
            count,
            read: 0,
            last: first,
            values_per_mini: per_mini,
            minis,
            widths: &[],
            mini: 0,
            left_in_mini: 0,
            min_delta: 0,
            block_end: at,
            failed: false,
        }))
    }

    /// Where the block ends once every value is read (the crate's
    /// `get_offset`): a DELTA_BYTE_ARRAY page's suffix lengths start there.
    fn end(&self) -> usize {
        self.bit
            .div_ceil(8)
            .max(self.block_end)
            .min(self.data.len())
    }

    /// Reads the next block's header; false where the crate would fail.
    fn next_block(&mut self) -> bool {
        let mut at = self.bit.div_ceil(8);
        let Some(min_delta) = vlq(self.data, &mut at) else {
            return false;
        };
        let Ok(min_delta) = i32::try_from(unzigzag(min_delta)) else {
            return false;
        };
        let Some(widths) = self.data.get(at..at.saturating_add(self.minis)) else {
            return false;
        };
        at += self.minis;
        let mut end = at;
        let mut remaining = self.count - self.read;
        for &w in widths {
            if remaining == 0 {
                break;
            }
            remaining = remaining.saturating_sub(self.values_per_mini);
            let bytes = u64::from(w).saturating_mul(self.values_per_mini) / 8;
            end = end.saturating_add(usize::try_from(bytes).unwrap_or(usize::MAX));
        }
        self.block_end = end;
        self.widths = widths;
        self.mini = 0;
        self.min_delta = min_delta;
        self.bit = at * 8;
        true
    }

    /// `width` (at most 32) bits at the current position.
    fn bits(&mut self, width: usize) -> Option<u32> {
        let end = self.bit.checked_add(width)?;
        if end > self.data.len() * 8 {
            return None;
        }
        // Up to 39 bits from at most 8 bytes, little-endian.
        let byte = self.bit / 8;
        let mut window = [0u8; 8];
        let available = (self.data.len() - byte).min(8);
        window[..available].copy_from_slice(&self.data[byte..byte + available]);
        let value = (u64::from_le_bytes(window) >> (self.bit % 8)) & ((1u64 << width) - 1);
        self.bit = end;
        Some(value as u32)
    }
}

impl Iterator for DeltaLengths<'_> {
    type Item = i32;

    fn next(&mut self) -> Option<i32> {
        if self.failed || self.read >= self.count {
            return None;
        }
        if self.read == 0 {
            self.read = 1;
            return Some(self.last);
        }
        if self.left_in_mini == 0 {
            if self.mini + 1 < self.widths.len() {
                self.mini += 1;
            } else if !self.next_block() {
                self.failed = true;
                return None;
            }
            self.left_in_mini = self.values_per_mini;
        }
        let width = usize::from(self.widths[self.mini]);
        let Some(delta) = (width <= 32).then(|| self.bits(width)).flatten() else {
            self.failed = true;
            return None;
        };
        self.left_in_mini -= 1;
        self.read += 1;
        // As the crate: wrapping int32 arithmetic.
        self.last = self
            .last
            .wrapping_add(self.min_delta)
            .wrapping_add(delta as i32);
        Some(self.last)
    }
}

fn unzigzag(v: i64) -> i64 {
    ((v as u64) >> 1) as i64 ^ -(v & 1)
}

/// An unsigned LEB128 varint of at most 10 bytes at `*at`, as the crate
/// reads it into an i64 (bits past 64 are lost; an 11th byte makes the
/// crate fail).
fn vlq(data: &[u8], at: &mut usize) -> Option<i64> {
    let mut value = 0i64;
    for (i, &byte) in data.get(*at..)?.iter().enumerate().take(10) {
        value |= i64::from(byte & 0x7f) << (7 * i);
        if byte & 0x80 == 0 {
            *at += i + 1;
            return Some(value);
        }
    }
    None
}

#[cfg(test)]
mod tests {
    use std::sync::Arc;

    use arrow_array::{ArrayRef, RecordBatch, StringArray};
    use bytes::Bytes;
    use parquet::arrow::ArrowWriter;
    use parquet::basic::Encoding;
    use parquet::file::properties::{WriterProperties, WriterVersion};
    use parquet::file::reader::{FileReader, SerializedFileReader};

    use super::*;

    /// Strings of many lengths sharing prefixes: several blocks and
    /// miniblocks of different bit widths in both length blocks.
    fn strings() -> Vec<String> {
        (0..3_000u32)
            .map(|i| {
                let stem = "ab".repeat((i % 50) as usize);
                format!("{stem}{}", i.wrapping_mul(2_654_435_761) % (1 + i % 1_000))
            })
            .collect()
    }

    /// The values of every data page of one required string column
    /// written with `encoding`, as (page values, values bytes).
    fn pages(encoding: Encoding, version: WriterVersion) -> Vec<(u64, Bytes)> {
        let values: ArrayRef = Arc::new(StringArray::from(strings()));
        let batch = RecordBatch::try_from_iter_with_nullable([("s", values, false)]).unwrap();
        let props = WriterProperties::builder()
            .set_writer_version(version)
            .set_dictionary_enabled(false)
            .set_encoding(encoding)
            .set_data_page_row_count_limit(700)
            .build();
        let mut file = Vec::new();
        let mut writer = ArrowWriter::try_new(&mut file, batch.schema(), Some(props)).unwrap();
        writer.write(&batch).unwrap();
        writer.close().unwrap();
        let reader = SerializedFileReader::new(Bytes::from(file)).unwrap();
        let mut pages = reader
            .get_row_group(0)
            .unwrap()
            .get_column_page_reader(0)
            .unwrap();
        let mut out = Vec::new();
        while let Some(page) = pages.get_next_page().unwrap() {
            match page {
                Page::DataPage {
                    buf, num_values, ..
                } => out.push((u64::from(num_values), buf)),
                Page::DataPageV2 {
                    buf, num_values, ..
                } => out.push((u64::from(num_values), buf)),
                Page::DictionaryPage { .. } => panic!("no dictionary was asked for"),
            }
        }
        assert!(out.len() > 2, "{} pages", out.len());
        out
    }

    #[test]
    fn delta_byte_array_sizes_are_exact() {
        let total: u64 = strings().iter().map(|s| s.len() as u64).sum();
        for version in [WriterVersion::PARQUET_1_0, WriterVersion::PARQUET_2_0] {
            let sum: u64 = pages(Encoding::DELTA_BYTE_ARRAY, version)
                .iter()
                .map(|(values, data)| delta_byte_array_size(data, *values).unwrap())
                .sum();
            assert_eq!(sum, total, "{version:?}");
        }
    }

    #[test]
    fn delta_lengths_are_read_as_written() {
        let lengths: Vec<i32> = strings().iter().map(|s| s.len() as i32).collect();
        let mut read = Vec::new();
        for (values, data) in pages(
            Encoding::DELTA_LENGTH_BYTE_ARRAY,
            WriterVersion::PARQUET_1_0,
        ) {
            let block = DeltaLengths::new(&data, values).unwrap().unwrap();
            assert_eq!(block.count, values);
            read.extend(block);
        }
        assert_eq!(read, lengths);
        // Fewer values than the block's lengths: refused.
        let (values, data) = &pages(
            Encoding::DELTA_LENGTH_BYTE_ARRAY,
            WriterVersion::PARQUET_1_0,
        )[0];
        let e = DeltaLengths::new(data, values - 1).err().unwrap();
        assert!(
            e.contains(&format!("claims {values} lengths for {}", values - 1)),
            "{e}"
        );
    }

    #[test]
    fn truncated_length_blocks_end_where_the_crate_fails() {
        let (values, data) = &pages(
            Encoding::DELTA_LENGTH_BYTE_ARRAY,
            WriterVersion::PARQUET_1_0,
        )[0];
        for cut in 0..40.min(data.len()) {
            let read = DeltaLengths::new(&data[..cut], *values)
                .unwrap()
                .map_or(0, |block| block.count());
            assert!(read as u64 <= *values);
        }
        assert_eq!(delta_byte_array_size(&[], 5).unwrap(), 0);
        assert_eq!(
            longest_plain_entry(&[3, 0, 0, 0, b'a', b'b', b'c', 9, 0, 0, 0]),
            3
        );
    }
}

/// The string dictionaries `charge_file` hands over, read through the
/// moved chunks (`dictionaries`).
#[cfg(test)]
mod handover_tests {
    use std::path::Path;

    use parquet::arrow::arrow_reader::ArrowReaderMetadata;
    use parquet::basic::Compression;
    use parquet::file::properties::WriterVersion;
    use parquet::file::reader::Length;

    use super::*;
    use crate::rb::parquet::dictionaries::apply;
    use crate::rb::parquet::dictionaries::tests::{open, read_all, written};
    use crate::rb::parquet::guard;

    /// The handovers of every chunk of `path`, as a read makes them.
    fn handovers(
        path: &Path,
        file: &BoundedFile,
        metadata: &ArrowReaderMetadata,
    ) -> (Vec<ChunkPages>, Vec<Option<Handover>>) {
        let parquet = metadata.metadata();
        let groups: Vec<usize> = (0..parquet.num_row_groups()).collect();
        let chunks = guard::check_pages(file, parquet, &groups, None).unwrap();
        let mut budget = Budget::new("test", file.len());
        let codecs = crate::rb::parquet::dictionaries::eligible(parquet, &chunks, false);
        let handovers = charge_file(
            &mut budget,
            file,
            path,
            parquet,
            &groups,
            &chunks,
            0,
            &codecs,
        )
        .unwrap();
        (chunks, handovers)
    }

    #[test]
    fn handed_over_dictionaries_read_as_the_file_reads() {
        for (name, codec, version) in [
            ("snappy-v1", Compression::SNAPPY, WriterVersion::PARQUET_1_0),
            ("snappy-v2", Compression::SNAPPY, WriterVersion::PARQUET_2_0),
            (
                "zstd-v1",
                Compression::ZSTD(Default::default()),
                WriterVersion::PARQUET_1_0,
            ),
            (
                "zstd-v2",
                Compression::ZSTD(Default::default()),
                WriterVersion::PARQUET_2_0,
            ),
        ] {
            let path = written(name, codec, version);
            let (file, metadata) = open(&path);
            let expected = read_all(&file, metadata.clone());
            assert_eq!(expected.iter().map(|b| b.num_rows()).sum::<usize>(), 9_000);
            let (chunks, handovers) = handovers(&path, &file, &metadata);
            // The string chunks, and only they, are handed over.
            let handed: Vec<usize> = chunks
                .iter()
                .zip(&handovers)
                .filter(|(_, h)| h.is_some())
                .map(|(c, _)| c.leaf)
                .collect();
            assert_eq!(handed, [1, 1, 1], "{name}");
            let moved = apply(&file, &metadata, &chunks, handovers).expect(name);
            let (start, _) = moved.metadata().row_group(0).column(1).byte_range();
            assert!(start > Length::len(&file), "{name}: {start}");
            assert_eq!(read_all(&file, moved.clone()), expected, "{name}");
            // Their bodies were taken by that read: a second one makes
            // them again.
            assert_eq!(read_all(&file, moved), expected, "{name}: again");
            // A file's chunks move once.
            let (chunks, handovers) = self::handovers(&path, &file, &metadata);
            assert!(apply(&file, &metadata, &chunks, handovers).is_none());
            let _ = std::fs::remove_file(&path);
        }
    }
}
