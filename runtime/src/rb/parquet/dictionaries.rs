//! String dictionaries decompressed once (issue 32).
//!
//! Before a read decodes anything, `expansion` decompresses the
//! dictionary page of each dictionary-encoded string chunk, for its
//! longest entry. The crate then decompressed the same page again: on a
//! file whose string dictionaries hold their 1 MiB default, that second
//! pass was about 9% of a one-column read at one thread. The crate takes
//! pages only from a `ChunkReader` and decompresses every page of a chunk
//! with the chunk's codec, so the decompressed dictionary is handed back
//! to it as a page its codec only copies: a Snappy stream of one literal,
//! or a ZSTD frame of raw blocks. The new page is longer than the file's,
//! so the chunk moves past the end of the file (`guard::Splice`): the
//! metadata the crate reads with gives its new offsets, and its other
//! pages are read from the file where they lie.
//!
//! Held memory: each handed-over dictionary lives from the read's start
//! until the crate reads it, at most [`MAX_HELD`] bytes for a file (the
//! chunks past it, in file order, are decompressed twice as before).
//! Handed over only where nothing else about the chunk moves: one
//! dictionary page, first in its chunk, of a Snappy or ZSTD chunk of a
//! file without an encryption key or a page index loaded.

use std::sync::Arc;

use bytes::Bytes;
use parquet::arrow::arrow_reader::{ArrowReaderMetadata, ArrowReaderOptions};
use parquet::basic::{Compression, Encoding};
use parquet::column::page::{Page, PageReader};
use parquet::errors::ParquetError;
use parquet::file::serialized_reader::SerializedPageReader;

use super::guard::{BoundedFile, ChunkPages, Remake, Splice, Splices};

/// Decoded dictionary bytes a file's read holds at most for the crate.
pub(crate) const MAX_HELD: u64 = 64 << 20;

/// A dictionary page, decompressed, as the crate is handed it: a page
/// header and a body its chunk's codec decodes by copying.
#[derive(Debug)]
pub(crate) struct Handover {
    header: Vec<u8>,
    body: Bytes,
}

/// For each of `chunks`, the codec it is handed over with, or None (all
/// None for a read with a decryption key, `keyed`): see the module docs.
/// In file order until [`MAX_HELD`] decoded bytes.
pub(crate) fn eligible(
    metadata: &parquet::file::metadata::ParquetMetaData,
    chunks: &[ChunkPages],
    keyed: bool,
) -> Vec<Option<Compression>> {
    if keyed {
        return vec![None; chunks.len()];
    }
    eligible_within(metadata, chunks, MAX_HELD)
}

/// [`eligible`], holding at most `cap` decoded bytes.
fn eligible_within(
    metadata: &parquet::file::metadata::ParquetMetaData,
    chunks: &[ChunkPages],
    cap: u64,
) -> Vec<Option<Compression>> {
    let mut held = 0u64;
    let page_index = metadata.page_index().is_some();
    let schema = metadata.file_metadata().schema_descr();
    chunks
        .iter()
        .map(|chunk| {
            let codec = metadata
                .row_group(chunk.row_group)
                .column(chunk.leaf)
                .compression();
            let decoded = chunk.leading_dictionary.as_ref()?.decoded;
            let fits = decoded > 0 && decoded <= MAX_PAGE && held + decoded <= cap;
            // The chunks whose dictionary `expansion` reads: strings with
            // dictionary-encoded values.
            let strings = schema.column(chunk.leaf).physical_type()
                == parquet::basic::Type::BYTE_ARRAY
                && chunk.dictionary_coded > 0;
            let usable = strings
                && !page_index
                && !chunk.encrypted
                && chunk.dictionary_pages == 1
                && matches!(codec, Compression::SNAPPY | Compression::ZSTD(_));
            (fits && usable).then(|| {
                held += decoded;
                codec
            })
        })
        .collect()
}

/// Leaves room for the body's framing in a page size (an `i32`).
const MAX_PAGE: u64 = i32::MAX as u64 - 1024;

/// The dictionary page `page` (decoded), handed over for a chunk of
/// `codec`; None for another page, encoding or codec.
pub(crate) fn hand_over(codec: Compression, page: &Page) -> Option<Handover> {
    let Page::DictionaryPage {
        buf,
        num_values,
        encoding,
        is_sorted,
    } = page
    else {
        return None;
    };
    if !matches!(encoding, Encoding::PLAIN | Encoding::PLAIN_DICTIONARY) {
        return None;
    }
    let body = copied(codec, buf)?;
    let header = dictionary_header(buf.len(), body.len(), *num_values, *encoding, *is_sorted)?;
    Some(Handover {
        header,
        body: body.into(),
    })
}

/// `decoded` as a stream of `codec` whose decoding only copies it: Snappy,
/// its length then one literal; ZSTD, a frame of raw blocks.
fn copied(codec: Compression, decoded: &[u8]) -> Option<Vec<u8>> {
    let len = u32::try_from(decoded.len()).ok()?;
    let mut out = Vec::with_capacity(decoded.len() + 16 + decoded.len() / (96 * 1024));
    match codec {
        Compression::SNAPPY => {
            // The preamble (the decoded length, a varint), then a literal
            // element: tag 63 << 2 says its length minus one follows in
            // four little-endian bytes.
            varint(&mut out, u64::from(len));
            if len > 0 {
                out.push(63 << 2);
                out.extend_from_slice(&(len - 1).to_le_bytes());
                out.extend_from_slice(decoded);
            }
        }
        Compression::ZSTD(_) => {
            // Magic number; a frame header descriptor saying single
            // segment with a 4-byte content size and no checksum; the
            // size; then raw blocks of at most 128 KiB, the last flagged.
            out.extend_from_slice(&0xFD2F_B528u32.to_le_bytes());
            out.push(0b1010_0000);
            out.extend_from_slice(&len.to_le_bytes());
            let mut blocks = decoded.chunks(128 * 1024).peekable();
            if blocks.peek().is_none() {
                out.extend_from_slice(&[1, 0, 0]);
            }
            while let Some(block) = blocks.next() {
                let last = u32::from(blocks.peek().is_none());
                let head = ((block.len() as u32) << 3) | last;
                out.extend_from_slice(&head.to_le_bytes()[..3]);
                out.extend_from_slice(block);
            }
        }
        _ => return None,
    }
    Some(out)
}

fn varint(out: &mut Vec<u8>, mut value: u64) {
    while value >= 0x80 {
        out.push((value as u8) | 0x80);
        value >>= 7;
    }
    out.push(value as u8);
}

/// A Thrift compact i32 field, `delta` field ids after the last.
fn i32_field(out: &mut Vec<u8>, delta: u8, value: i32) {
    out.push((delta << 4) | 5);
    varint(out, u64::from(((value << 1) ^ (value >> 31)) as u32));
}

/// A dictionary page's header (a `PageHeader` in Thrift's compact
/// protocol): type, decoded and stored sizes, and its
/// `DictionaryPageHeader` (entries, encoding, sortedness).
fn dictionary_header(
    decoded: usize,
    stored: usize,
    entries: u32,
    encoding: Encoding,
    sorted: bool,
) -> Option<Vec<u8>> {
    let mut out = Vec::with_capacity(32);
    i32_field(
        &mut out,
        1,
        parquet::basic::PageType::DICTIONARY_PAGE as i32,
    );
    i32_field(&mut out, 1, i32::try_from(decoded).ok()?);
    i32_field(&mut out, 1, i32::try_from(stored).ok()?);
    // Field 7, a struct (type 12).
    out.push((4 << 4) | 12);
    i32_field(&mut out, 1, i32::try_from(entries).ok()?);
    i32_field(&mut out, 1, encoding as i32);
    // Field 3, a bool: its value is the type (1 true, 2 false).
    out.push((1 << 4) | if sorted { 1 } else { 2 });
    out.push(0);
    out.push(0);
    Some(out)
}

/// The crate's metadata for a read of `file` whose `chunks` (from
/// `guard::check_pages`) come with `handovers` (`expansion`'s, one per
/// chunk): each handed-over chunk moved past the file's end, its
/// dictionary page the handed-over one. None when nothing was handed over
/// or the file's chunks were moved already: the read goes on with the
/// file's own metadata.
pub(crate) fn apply(
    file: &BoundedFile,
    reader: &ArrowReaderMetadata,
    chunks: &[ChunkPages],
    handovers: Vec<Option<Handover>>,
) -> Option<ArrowReaderMetadata> {
    let parquet = reader.metadata();
    let mut builder = parquet.as_ref().clone().into_builder();
    let mut groups = builder.take_row_groups();
    let mut splices = Vec::new();
    let mut next = file.splice_base();
    for (chunk, handover) in chunks.iter().zip(handovers) {
        let (Some(handover), Some(leading)) = (handover, &chunk.leading_dictionary) else {
            continue;
        };
        let column = groups.get(chunk.row_group)?.columns().get(chunk.leaf)?;
        let rows = usize::try_from(parquet.row_group(chunk.row_group).num_rows()).ok()?;
        let original = column.clone();
        let codec = original.compression();
        let remake: Remake = Box::new(move |file: &BoundedFile| {
            let handle = file.try_clone()?;
            let mut pages = SerializedPageReader::new(Arc::new(handle), &original, rows, None)?;
            let page = pages.get_next_page()?;
            page.as_ref()
                .and_then(|page| hand_over(codec, page))
                .map(|handover| handover.body)
                .ok_or_else(|| ParquetError::General("a dictionary page is gone".into()))
        });
        let splice = Splice::new(
            next,
            handover.header.into(),
            handover.body,
            remake,
            leading.rest.clone(),
        );
        let moved = column
            .clone()
            .into_builder()
            .set_dictionary_page_offset(Some(i64::try_from(next).ok()?))
            .set_data_page_offset(i64::try_from(splice.pages_start()).ok()?)
            .set_total_compressed_size(i64::try_from(splice.len()).ok()?)
            .build()
            .ok()?;
        // Every moved offset fits the metadata's i64.
        next = next
            .checked_add(splice.len())
            .filter(|&end| i64::try_from(end).is_ok())?;
        groups[chunk.row_group].columns_mut()[chunk.leaf] = moved;
        splices.push(splice);
    }
    if splices.is_empty() {
        return None;
    }
    let moved = builder.set_row_groups(groups).build();
    let options = ArrowReaderOptions::new().with_schema(reader.schema().clone());
    let metadata = ArrowReaderMetadata::try_new(Arc::new(moved), options).ok()?;
    file.set_splices(Splices::new(splices)).then_some(metadata)
}

#[cfg(test)]
pub(super) mod tests {
    use std::path::{Path, PathBuf};

    use arrow_array::{ArrayRef, Int64Array, RecordBatch, StringArray};
    use arrow_schema::{DataType, Field, Schema};
    use parquet::arrow::ArrowWriter;
    use parquet::arrow::arrow_reader::ParquetRecordBatchReaderBuilder;
    use parquet::file::properties::{WriterProperties, WriterVersion};

    use super::*;
    use crate::rb::parquet::guard;

    /// Three row groups of 3,000 rows: `n` int64, `s` strings from a
    /// dictionary of 500 (a tenth null), in pages of 1,000 rows.
    pub(crate) fn written(name: &str, codec: Compression, version: WriterVersion) -> PathBuf {
        let path = std::env::temp_dir().join(format!(
            "irx-dictionaries-{}-{name}.parquet",
            std::process::id()
        ));
        let schema = Arc::new(Schema::new(vec![
            Field::new("n", DataType::Int64, false),
            Field::new("s", DataType::Utf8, true),
        ]));
        let rows = 9_000i64;
        let n: ArrayRef = Arc::new(Int64Array::from_iter_values(0..rows));
        let s: ArrayRef = Arc::new(StringArray::from_iter((0..rows).map(|i| {
            (i % 10 != 3).then(|| format!("entry {} of the dictionary", (i * 7919) % 500))
        })));
        let batch = RecordBatch::try_new(schema.clone(), vec![n, s]).unwrap();
        let props = WriterProperties::builder()
            .set_compression(codec)
            .set_writer_version(version)
            .set_max_row_group_row_count(Some(3_000))
            .set_data_page_row_count_limit(1_000)
            .set_write_batch_size(500)
            .build();
        let file = std::fs::File::create(&path).unwrap();
        let mut writer = ArrowWriter::try_new(file, schema, Some(props)).unwrap();
        writer.write(&batch).unwrap();
        writer.close().unwrap();
        path
    }

    pub(crate) fn open(path: &Path) -> (BoundedFile, ArrowReaderMetadata) {
        let file = BoundedFile::new(std::fs::File::open(path).unwrap()).unwrap();
        let metadata = ArrowReaderMetadata::load(&file, ArrowReaderOptions::new()).unwrap();
        (file, metadata)
    }

    pub(crate) fn read_all(file: &BoundedFile, metadata: ArrowReaderMetadata) -> Vec<RecordBatch> {
        ParquetRecordBatchReaderBuilder::new_with_metadata(file.try_clone().unwrap(), metadata)
            .with_batch_size(1_234)
            .build()
            .unwrap()
            .collect::<std::result::Result<_, _>>()
            .unwrap()
    }

    #[test]
    fn dictionaries_held_stop_at_the_cap_in_file_order() {
        let path = written("cap", Compression::SNAPPY, WriterVersion::PARQUET_1_0);
        let (file, metadata) = open(&path);
        let parquet = metadata.metadata();
        let chunks = guard::check_pages(&file, parquet, &[0, 1, 2], None).unwrap();
        let first = chunks[1].leading_dictionary.as_ref().unwrap().decoded;
        let codecs = |cap| {
            eligible_within(parquet, &chunks, cap)
                .iter()
                .map(Option::is_some)
                .collect::<Vec<_>>()
        };
        // n's dictionary is charged nothing: it is not a string chunk.
        assert_eq!(
            codecs(first),
            [false, true, false, false, false, false],
            "{chunks:?}"
        );
        assert_eq!(codecs(first - 1), [false; 6]);
        assert_eq!(codecs(MAX_HELD), [false, true, false, true, false, true]);
        let _ = std::fs::remove_file(&path);
    }

    #[test]
    fn bodies_decode_by_copying() {
        let header = dictionary_header(5, 17, 2, Encoding::PLAIN, false).unwrap();
        // type 2, sizes 5 and 17, then the dictionary header: 2 entries,
        // PLAIN, not sorted.
        assert_eq!(
            header,
            [
                0x15, 4, 0x15, 10, 0x15, 34, 0x4c, 0x15, 4, 0x15, 0, 0x12, 0, 0
            ]
        );
        let snappy = copied(Compression::SNAPPY, b"hello").unwrap();
        assert_eq!(snappy, [5, 0xfc, 4, 0, 0, 0, b'h', b'e', b'l', b'l', b'o']);
        let big = vec![7u8; 300 * 1024];
        let zstd = copied(Compression::ZSTD(Default::default()), &big).unwrap();
        // Header, then blocks of 128 KiB, 128 KiB and 44 KiB, the last
        // flagged.
        assert_eq!(zstd.len(), 9 + 3 * 3 + big.len());
        assert_eq!(&zstd[9..12], &[0, 0, 0x10]);
        let last = 9 + 3 + 128 * 1024 + 3 + 128 * 1024;
        assert_eq!(&zstd[last..last + 3], &[0x01, 0x80, 0x05]);
        assert!(copied(Compression::GZIP(Default::default()), b"x").is_none());
    }
}
