//! Opening one Parquet file, local or on an object store (issue 31): its
//! footer read and checked (`guard`, Thrift words, 1.25's reconstruction
//! record, writers' quirks, extension types), the row counts of its row
//! groups reconciled, and, for a remote file, the selected column chunks
//! prefetched as few coalesced ranges ([`prefetch_chunks`]).

use std::fs::File;
use std::path::Path;
use std::sync::Arc;

use arrow_schema::SchemaRef;
use parquet::arrow::arrow_reader::{
    ArrowReaderMetadata, ArrowReaderOptions, ParquetRecordBatchReaderBuilder,
};
use parquet::encryption::decrypt::FileDecryptionProperties;
use parquet::file::metadata::ParquetMetaDataReader;
use parquet::file::reader::Length;

use super::extensions;
use super::guard::{self, BoundedFile};
use super::options::Key;
use super::quirks;
use super::reconstruct;
use super::shapes;
use super::thrift_words;
use super::{io_error, parquet_error};
use crate::ffi::error::Kind;
use crate::ffi::{Error, Result};

pub(super) type Builder = ParquetRecordBatchReaderBuilder<BoundedFile>;

/// An opened file: a second handle for the page checks, the crate's
/// builder, and the schema the runtime reads (the builder's, with 1.25's
/// reconstruction metadata as [`reconstruct::file_schema`] carries it).
pub(crate) struct OpenFile {
    pub(super) check: BoundedFile,
    pub(super) builder: Builder,
    /// What the builder was made from: more builders for the row groups
    /// decoded in parallel (`parallel`).
    pub(super) metadata: ArrowReaderMetadata,
    pub(crate) schema: SchemaRef,
}

/// Opens `path` and reads its footer (decrypting it with `key`).
pub(crate) fn open_file(path: &Path, key: &Key) -> Result<OpenFile> {
    if path.is_dir() {
        // Arrow C++'s file opener's words, which 1.25 passes on.
        return Err(Error::new(
            Kind::Io,
            format!(
                "IOError: Cannot open for reading: path '{}' is a directory",
                path.display()
            ),
        ));
    }
    let file = File::open(path).map_err(|e| Error::open_local_file(path, &e))?;
    let bounded =
        BoundedFile::new(file).map_err(|e| io_error("failed to open local file", path, &e))?;
    open_bounded(bounded, &path.display().to_string(), key)
}

/// Opens an object on a store (issue 31) and reads its footer: one size
/// query, then the footer's bytes (the last 64 KiB, or all of a footer
/// that says it is longer); the column chunks come later, only those a
/// read selects ([`prefetch_chunks`]).
pub(crate) fn open_remote(uri: &crate::store::StoreUri, key: &Key) -> Result<OpenFile> {
    let object = crate::store::ObjectReader::open(uri)?;
    let len = object.len();
    object.prefetch(std::slice::from_ref(
        &(len.saturating_sub(FOOTER_GUESS)..len),
    ))?;
    if len >= 8 {
        let tail = object.read_range(len - 8..len)?;
        let footer = u64::from(u32::from_le_bytes([tail[0], tail[1], tail[2], tail[3]]));
        if footer + 8 <= len {
            object.prefetch(std::slice::from_ref(&(len - 8 - footer..len)))?;
        }
    }
    open_bounded(BoundedFile::remote(object), uri.redacted(), key)
}

/// What a remote file's first footer read fetches (Arrow C++'s default
/// footer read size).
const FOOTER_GUESS: u64 = 64 * 1024;

/// Fetches, as few coalesced concurrent ranges, the column chunks of
/// `leaves` in `groups` of a remote file (a local file: nothing to do).
pub(crate) fn prefetch_chunks(
    file: &BoundedFile,
    metadata: &parquet::file::metadata::ParquetMetaData,
    groups: &[usize],
    leaves: &[usize],
) -> Result<()> {
    let Some(object) = file.remote_object() else {
        return Ok(());
    };
    let mut ranges = Vec::new();
    for &g in groups {
        let Some(group) = metadata.row_groups().get(g) else {
            continue;
        };
        for &leaf in leaves {
            let Some(column) = group.columns().get(leaf) else {
                continue;
            };
            let (start, length) = column.byte_range();
            if let Some(end) = start.checked_add(length).filter(|&end| end <= object.len()) {
                ranges.push(start..end);
            }
        }
    }
    object.prefetch(&ranges)
}

/// Opens an opened file's footer (`name` for messages).
fn open_bounded(bounded: BoundedFile, name: &str, key: &Key) -> Result<OpenFile> {
    let path = Path::new(name);
    let context = || format!("Parquet file '{name}'");
    let mut options = ArrowReaderOptions::new();
    let mut decryption = None;
    if let Some(key) = key.bytes() {
        let properties = FileDecryptionProperties::builder(key.to_vec())
            .build()
            .map_err(|e| parquet_error("Parquet decryption", e))?;
        decryption = Some(properties.clone());
        options = options.with_file_decryption_properties(properties);
    }
    let check = bounded
        .try_clone()
        .map_err(|e| io_error("failed to open local file", path, &e))?;
    // Not Parquet at all (Arrow C++'s checks), then the schema's nesting,
    // before the crate turns it into a tree by recursion.
    guard::check_frame(&bounded)?;
    // A footer refused here or by the crate: in Arrow C++'s words when its
    // Thrift reader refuses it too (1.25 fails there first).
    let refused =
        |e: Error| thrift_words::footer_refusal(bounded.file(), Length::len(&bounded)).unwrap_or(e);
    let rewrite = guard::check_footer(&bounded, key.bytes()).map_err(refused)?;
    // Binary footer metadata (Arrow C++ writes it; 1.25's reconstruction
    // metadata is binary) is decoded from a sanitized footer.
    let sanitized = reconstruct::sanitize(&bounded, rewrite).map_err(refused)?;
    let encrypted = decryption.is_some();
    let metadata = match &sanitized {
        None => ArrowReaderMetadata::load(&bounded, options.clone())
            .map_err(|e| refused(parquet_error(&context(), e)))?,
        Some(footer) => {
            let metadata = ParquetMetaDataReader::new()
                .with_decryption_properties(decryption)
                .parse_and_finish(footer)
                .map_err(|e| refused(parquet_error(&context(), e)))?;
            let metadata = ArrowReaderMetadata::try_new(Arc::new(metadata), options.clone())
                .map_err(|e| parquet_error(&context(), e))?;
            // DECIMALs wider than their bytes: decimal256, as Arrow C++.
            if let Some(schema) = quirks::wide_decimals(&metadata, footer.wide_decimals()) {
                options = options.with_schema(schema);
                ArrowReaderMetadata::try_new(metadata.metadata().clone(), options.clone())
                    .map_err(|e| parquet_error(&context(), e))?
            } else {
                metadata
            }
        }
    };
    let metadata = rows_of_row_groups(metadata, options.clone(), encrypted, &context)?;
    // Column chunks where Arrow C++ reads them (writers' known bugs).
    let metadata = quirks::chunk_ranges(metadata, &bounded, options.clone(), &context)?;
    // UUID and JSON columns, at any depth, as pyarrow reads them.
    let metadata =
        extensions::canonical(metadata, options).map_err(|e| parquet_error(&context(), e))?;
    let builder = ParquetRecordBatchReaderBuilder::new_with_metadata(bounded, metadata.clone());
    // Read as Arrow C++ reads it (`shapes`): each column the crate decodes
    // is reshaped into this schema (`read`).
    let wide = sanitized.as_ref().map_or(&[][..], |s| s.wide_decimals());
    let shaped = shapes::file_schema(builder.parquet_schema(), builder.schema(), wide);
    let schema = reconstruct::file_schema(
        shaped.as_ref().unwrap_or(builder.schema()),
        sanitized.as_ref(),
    );
    Ok(OpenFile {
        check,
        builder,
        metadata,
        schema,
    })
}

/// The footer's row count made the sum of its row groups' when the two
/// disagree, as Arrow C++ counts a file's rows (pyarrow reads the six rows
/// of a row group under a footer an early parquet-rs wrote saying 0). The
/// crate caps its batch size at the footer's count, so a footer of 0 rows
/// read every row group as empty, silently (issue 34). Negative or
/// overflowing row-group counts are left for `guard::check_row_counts`. An
/// encrypted footer cannot be rebuilt (the crate keeps its decryptor to
/// itself): there the disagreement is an error rather than rows dropped.
fn rows_of_row_groups(
    metadata: ArrowReaderMetadata,
    options: ArrowReaderOptions,
    encrypted: bool,
    context: &dyn Fn() -> String,
) -> Result<ArrowReaderMetadata> {
    let parquet = metadata.metadata();
    let footer = parquet.file_metadata().num_rows();
    let groups = parquet.row_groups().iter().try_fold(0i64, |n, g| {
        (g.num_rows() >= 0).then(|| n.checked_add(g.num_rows()))?
    });
    let Some(rows) = groups.filter(|&rows| rows != footer) else {
        return Ok(metadata);
    };
    if encrypted {
        return Err(Error::new(
            Kind::Invalid,
            format!(
                "{}: the footer says {footer} rows but its row groups hold {rows}",
                context()
            ),
        ));
    }
    let file = parquet.file_metadata();
    let counted = parquet::file::metadata::FileMetaData::new(
        file.version(),
        rows,
        file.created_by().map(str::to_owned),
        file.key_value_metadata().cloned(),
        file.schema_descr_ptr(),
        file.column_orders().cloned(),
    );
    let mut old = parquet.as_ref().clone().into_builder();
    let rebuilt = parquet::file::metadata::ParquetMetaDataBuilder::new(counted)
        .set_row_groups(old.take_row_groups())
        .set_page_index(old.take_page_index())
        .build();
    ArrowReaderMetadata::try_new(Arc::new(rebuilt), options)
        .map_err(|e| parquet_error(&context(), e))
}
