//! Dictionary pages decompressed once per read.
//!
//! The expansion check (`expansion`) reads the dictionary page of every
//! dictionary-encoded string chunk a read selects, for its longest entry,
//! before the crate decodes anything; the crate then read and decompressed
//! the same page again when it reached the chunk. For a column of mostly
//! distinct strings the dictionary is about half of the chunk's bytes, so
//! that second decompression was about a tenth of a one-column read.
//!
//! Now the check keeps each page it decompressed ([`Dictionaries`], up to
//! [`KEEP_MAX_BYTES`] per read), and the read's readers ([`reader`]) are
//! built on row groups of ours whose page readers ([`Pages`]) hand the kept
//! page to the crate in place of decompressing it again: the crate's own
//! page reader still walks the chunk (it only skips the page's body), so
//! every other page is read, checked and decoded as before. A page is kept
//! only for a chunk whose first page is its one dictionary page; a reader
//! falls back to the crate's own builder (everything as before) for an
//! encrypted chunk, a file with a page index, a schema it would read
//! another way, or when nothing was kept.

use std::collections::HashMap;
use std::sync::{Arc, Mutex};

use arrow_array::RecordBatchReader;
use arrow_schema::FieldRef;
use parquet::arrow::array_reader::RowGroups;
use parquet::arrow::arrow_reader::{
    ArrowReaderMetadata, ParquetRecordBatchReader, ParquetRecordBatchReaderBuilder, RowSelection,
};
use parquet::arrow::{FieldLevels, ProjectionMask, parquet_to_arrow_field_levels};
use parquet::column::page::{Page, PageIterator, PageMetadata, PageReader};
use parquet::errors::Result;
use parquet::file::metadata::{ParquetMetaData, RowGroupMetaData};
use parquet::file::serialized_reader::SerializedPageReader;

use super::guard::BoundedFile;

/// Decompressed bytes kept at most per read: past it, the crate
/// decompresses the pages again, as it did before.
pub(crate) const KEEP_MAX_BYTES: usize = 64 << 20;

/// The dictionary pages a read's expansion check decompressed, by (row
/// group, leaf column), each handed to the crate once.
pub(crate) struct Dictionaries {
    pages: Mutex<Kept>,
    /// Whether pages are kept at all.
    open: bool,
}

#[derive(Default)]
struct Kept {
    pages: HashMap<(usize, usize), Page>,
    bytes: usize,
}

impl Dictionaries {
    /// Pages kept when `open`, else none (every `keep` a no-op).
    pub(crate) fn new(open: bool) -> Dictionaries {
        Dictionaries {
            pages: Mutex::default(),
            open,
        }
    }

    /// Keeps `page`, the one dictionary page of chunk `(row_group, leaf)`,
    /// which is its first page, while the read's total stays within
    /// [`KEEP_MAX_BYTES`].
    pub(crate) fn keep(&self, row_group: usize, leaf: usize, page: Page) {
        let Page::DictionaryPage { buf, .. } = &page else {
            return;
        };
        if !self.open {
            return;
        }
        let mut kept = self.pages.lock().unwrap_or_else(|e| e.into_inner());
        if kept.bytes.saturating_add(buf.len()) > KEEP_MAX_BYTES {
            return;
        }
        kept.bytes += buf.len();
        kept.pages.insert((row_group, leaf), page);
    }

    /// The kept page of chunk `(row_group, leaf)`, if any, given up.
    fn take(&self, row_group: usize, leaf: usize) -> Option<Page> {
        let mut kept = self.pages.lock().unwrap_or_else(|e| e.into_inner());
        let page = kept.pages.remove(&(row_group, leaf))?;
        if let Page::DictionaryPage { buf, .. } = &page {
            kept.bytes -= buf.len();
        }
        Some(page)
    }

    /// Whether a page is kept for a leaf `mask` takes in one of `groups`
    /// (linear in the pages kept and the groups: a file may have hundreds
    /// of thousands of columns).
    fn any(&self, groups: &[usize], mask: &ProjectionMask) -> bool {
        let kept = self.pages.lock().unwrap_or_else(|e| e.into_inner());
        if kept.pages.is_empty() {
            return false;
        }
        let groups: std::collections::HashSet<usize> = groups.iter().copied().collect();
        kept.pages
            .keys()
            .any(|&(g, l)| groups.contains(&g) && mask.leaf_included(l))
    }
}

/// A reader of the columns `mask` selects in row groups `groups` of the
/// file, in batches of `batch_size` rows, only the rows `selection` keeps
/// when given: the crate's builder's reader, or the same reader built on
/// row groups that hand it the kept dictionary pages (see the module
/// docs).
pub(crate) fn reader(
    file: &BoundedFile,
    metadata: &ArrowReaderMetadata,
    mask: ProjectionMask,
    groups: Vec<usize>,
    batch_size: usize,
    selection: Option<RowSelection>,
    dictionaries: &Arc<Dictionaries>,
) -> Result<ParquetRecordBatchReader> {
    if let Some((levels, expected)) = ours(metadata, &mask, &groups, dictionaries) {
        let chunks = Chunks {
            file: Arc::new(file.try_clone()?),
            metadata: Arc::clone(metadata.metadata()),
            groups: groups.clone(),
            dictionaries: Arc::clone(dictionaries),
        };
        // As the builder bounds it.
        let rows = usize::try_from(metadata.metadata().file_metadata().num_rows()).unwrap_or(0);
        let reader = ParquetRecordBatchReader::try_new_with_row_groups(
            &levels,
            &chunks,
            batch_size.min(rows),
            selection.clone(),
        )?;
        // The fields the builder would read, or the builder's reader.
        let fields = reader.schema().fields().clone();
        if fields.len() == expected.len() && fields.iter().zip(&expected).all(|(a, b)| a == b) {
            return Ok(reader);
        }
    }
    let builder =
        ParquetRecordBatchReaderBuilder::new_with_metadata(file.try_clone()?, metadata.clone())
            .with_projection(mask)
            .with_row_groups(groups)
            .with_batch_size(batch_size);
    match selection {
        Some(selection) => builder.with_row_selection(selection),
        None => builder,
    }
    .build()
}

/// The field levels of `mask`, and the fields the builder would read for
/// it (the projected roots of the reader's schema), when the read can be
/// built on [`Chunks`]: a page is kept for one of its chunks, and the file
/// has no page index (whose page locations the crate's own row groups
/// would pass on). No page is kept for a read of an encrypted chunk
/// (`expansion::charge_file`), whose page readers would need the crate's
/// decryption context.
fn ours(
    metadata: &ArrowReaderMetadata,
    mask: &ProjectionMask,
    groups: &[usize],
    dictionaries: &Dictionaries,
) -> Option<(FieldLevels, Vec<FieldRef>)> {
    let parquet = metadata.metadata();
    let schema = parquet.file_metadata().schema_descr();
    let leaves: Vec<usize> = (0..schema.num_columns())
        .filter(|&l| mask.leaf_included(l))
        .collect();
    if parquet.page_index().is_some() || !dictionaries.any(groups, mask) {
        return None;
    }
    let levels =
        parquet_to_arrow_field_levels(schema, mask.clone(), Some(metadata.schema().fields()))
            .ok()?;
    let mut roots: Vec<usize> = leaves
        .iter()
        .map(|&l| schema.get_column_root_idx(l))
        .collect();
    roots.dedup();
    let expected = roots
        .iter()
        .map(|&r| metadata.schema().fields().get(r).cloned())
        .collect::<Option<Vec<_>>>()?;
    Some((levels, expected))
}

/// The selected row groups of a file, as the crate's own reader walks them,
/// with the kept dictionary pages handed over.
struct Chunks {
    file: Arc<BoundedFile>,
    metadata: Arc<ParquetMetaData>,
    groups: Vec<usize>,
    dictionaries: Arc<Dictionaries>,
}

impl RowGroups for Chunks {
    fn num_rows(&self) -> usize {
        self.groups
            .iter()
            .map(|&g| usize::try_from(self.metadata.row_group(g).num_rows()).unwrap_or(0))
            .sum()
    }

    fn column_chunks(&self, leaf: usize) -> Result<Box<dyn PageIterator>> {
        Ok(Box::new(ChunkPages {
            file: Arc::clone(&self.file),
            metadata: Arc::clone(&self.metadata),
            groups: self.groups.clone().into_iter(),
            leaf,
            dictionaries: Arc::clone(&self.dictionaries),
        }))
    }

    fn row_groups(&self) -> Box<dyn Iterator<Item = &RowGroupMetaData> + '_> {
        Box::new(self.groups.iter().map(|&g| self.metadata.row_group(g)))
    }

    fn metadata(&self) -> &ParquetMetaData {
        &self.metadata
    }
}

/// The page readers of one leaf column's chunks, a row group at a time.
struct ChunkPages {
    file: Arc<BoundedFile>,
    metadata: Arc<ParquetMetaData>,
    groups: std::vec::IntoIter<usize>,
    leaf: usize,
    dictionaries: Arc<Dictionaries>,
}

impl Iterator for ChunkPages {
    type Item = Result<Box<dyn PageReader>>;

    fn next(&mut self) -> Option<Self::Item> {
        let g = self.groups.next()?;
        let group = self.metadata.row_group(g);
        let rows = usize::try_from(group.num_rows()).unwrap_or(0);
        Some(
            SerializedPageReader::new(Arc::clone(&self.file), group.column(self.leaf), rows, None)
                .map(|inner| {
                    Box::new(Pages {
                        inner,
                        kept: self.dictionaries.take(g, self.leaf),
                        deferred: None,
                        replaced: false,
                    }) as Box<dyn PageReader>
                }),
        )
    }
}

impl PageIterator for ChunkPages {}

/// The crate's page reader of a chunk, with its first page, the dictionary
/// page, handed over already decompressed (`kept`) when there is one.
struct Pages {
    inner: SerializedPageReader<BoundedFile>,
    /// The chunk's dictionary page, until the crate reaches it.
    kept: Option<Page>,
    /// The dictionary page when the crate skipped past it, for
    /// `take_deferred_dictionary`.
    deferred: Option<Page>,
    /// Whether the kept page stood in for the chunk's dictionary page: the
    /// inner reader, which skipped it, then holds it as deferred, and must
    /// never be asked to decompress it after all.
    replaced: bool,
}

impl Pages {
    /// Whether the next page is the kept dictionary page (the inner reader
    /// has read only its header); else the kept page is dropped, and the
    /// crate's reader decodes what is there.
    fn at_kept(&mut self) -> Result<bool> {
        if self.kept.is_none() {
            return Ok(false);
        }
        if matches!(
            self.inner.peek_next_page()?,
            Some(PageMetadata { is_dict: true, .. })
        ) {
            return Ok(true);
        }
        self.kept = None;
        Ok(false)
    }
}

impl Iterator for Pages {
    type Item = Result<Page>;

    fn next(&mut self) -> Option<Self::Item> {
        self.get_next_page().transpose()
    }
}

impl PageReader for Pages {
    fn get_next_page(&mut self) -> Result<Option<Page>> {
        if self.at_kept()? {
            self.inner.skip_next_page()?;
            self.replaced = true;
            return Ok(self.kept.take());
        }
        self.inner.get_next_page()
    }

    fn peek_next_page(&mut self) -> Result<Option<PageMetadata>> {
        self.inner.peek_next_page()
    }

    fn skip_next_page(&mut self) -> Result<()> {
        if self.at_kept()? {
            self.inner.skip_next_page()?;
            self.replaced = true;
            self.deferred = self.kept.take();
            return Ok(());
        }
        self.inner.skip_next_page()
    }

    fn supports_deferred_dictionary(&self) -> bool {
        self.kept.is_some() || self.deferred.is_some() || self.inner.supports_deferred_dictionary()
    }

    fn take_deferred_dictionary(&mut self) -> Result<Option<Page>> {
        match self.deferred.take() {
            Some(page) => Ok(Some(page)),
            None if self.replaced => Ok(None),
            None => self.inner.take_deferred_dictionary(),
        }
    }

    fn at_record_boundary(&mut self) -> Result<bool> {
        self.inner.at_record_boundary()
    }
}
