//! Parquet readers: one file, or a dataset (a directory of files, with
//! hive-style `key=value` partition directories when asked), read as a
//! `RecordBatchReader` that the stream reader hands to C.
//!
//! What a read does, in order: the footer of every file is read when the
//! reader opens (so a bad file, a wrong key or a schema mismatch fails the
//! open, as in 1.25); the dataset schema is the files' schema (all equal,
//! metadata included, unless `unify`) plus the partition columns; filters
//! bind to it; then each file in path order is read with only the columns
//! the projection and the filters need, skipping the row groups whose
//! statistics show that no row passes, every page header checked first
//! (`guard`) and what the pages declare charged to the read's expansion
//! budget (`expansion`: one budget for a file or a whole dataset), and
//! each batch gets its partition columns, is filtered exactly and
//! projected to the requested columns in their given order. Every step is
//! linear in the columns (names are looked up in maps): a file may hold
//! hundreds of thousands.

use std::collections::{HashMap, HashSet, VecDeque};
use std::panic::{AssertUnwindSafe, catch_unwind};
use std::path::PathBuf;
use std::sync::Arc;

use arrow_array::{ArrayRef, RecordBatch, RecordBatchOptions, RecordBatchReader, UInt32Array};
use arrow_schema::{ArrowError, Field, FieldRef, Schema, SchemaRef};
use parquet::arrow::ProjectionMask;
use parquet::arrow::arrow_reader::statistics::StatisticsConverter;
use parquet::arrow::arrow_reader::{ParquetRecordBatchReader, ParquetRecordBatchReaderBuilder};

use super::dictionaries;
use super::discover::{self, Fragment, name_index};
use super::expansion;
use super::filter::{self, Filter};
use super::guard;
use super::int96;
use super::options::{
    DEFAULT_COMPRESSION, DEFAULT_DATA_PAGE_SIZE, DEFAULT_ROW_GROUP_SIZE, Key, Options, wrong_side,
};
use super::parallel::{self, RowGroups};
use super::physical::{LOGICAL_SCHEMA_KEY, Mapping, physical_schema};
use super::prefilter::{self, Prefiltered};
use super::quirks;
use super::reconstruct;
use super::shapes;
use super::{io_error, local_path, parquet_error};
use crate::ffi::error::Kind;
use crate::ffi::{Error, Result};
use crate::limits::Budget;

// Opening a file (local or remote) and its footer: `open`; dataset
// discovery: `discover`. Re-exported for the writers, which read what a
// dataset holds.
pub(crate) use super::discover::HIVE_NULL;
pub(crate) use super::open::{OpenFile, open_file, open_remote, prefetch_chunks};

/// Where a column of the dataset schema comes from in one file.
#[derive(Debug, Clone)]
enum Origin {
    /// The file's column of that name: the batch the crate reads holds it
    /// at this position.
    File(usize),
    /// A partition value (one element), repeated.
    Partition(ArrayRef),
    /// Absent from this file (`unify`): nulls.
    Missing,
}

/// The reader behind a Parquet `IrxRbStreamReader`.
pub(crate) struct ParquetSource {
    schema: SchemaRef,
    /// In a mutex only to be `Sync` (the crate's readers are not); always
    /// reached through `&mut self`, so never locked.
    inner: std::sync::Mutex<Inner>,
}

/// The state of a read.
struct Inner {
    /// The output schema (projection order), as stored.
    schema: SchemaRef,
    /// The logical output schema batches are rebuilt as (1.25's
    /// reconstruction), if the files record one.
    restore: Option<SchemaRef>,
    /// The dataset schema and the columns of it a batch is built with
    /// (projection and filter columns, in dataset order).
    needed: Vec<FieldRef>,
    /// The positions in `needed` of the output columns.
    output: Vec<usize>,
    /// The partition columns of the dataset schema.
    partitions: HashSet<String>,
    filters: Vec<Filter>,
    /// The position in `needed` of each filter's column.
    filter_columns: Vec<usize>,
    fragments: VecDeque<Fragment>,
    current: Option<(Decoder, Vec<Origin>)>,
    batch_size: usize,
    /// `use_threads`: large reads decode row groups on the worker pool
    /// when it has two threads or more (`parallel`).
    use_threads: bool,
    row_groups: Vec<usize>,
    key: Key,
    /// The failure every later call reports again.
    failure: Option<(Kind, String)>,
    /// What the read may still decode: the expansion limit for the bytes
    /// of every file it reads (`expansion`), one budget for a dataset.
    budget: Budget,
}

impl std::fmt::Debug for ParquetSource {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("ParquetSource")
            .field("schema", &self.schema)
            .finish_non_exhaustive()
    }
}

/// Checks `o` for a reader (1.25's rules) and opens the read.
pub(crate) fn open(
    path: &str,
    expected: Option<&SchemaRef>,
    batch_size: i64,
    o: &Options,
) -> Result<ParquetSource> {
    if batch_size <= 0 {
        return Err(Error::invalid(
            "Invalid: Parquet batch_size must be positive",
        ));
    }
    if o.atomic
        || o.durable
        || o.reconstruct
        || o.append
        || o.normalize
        || !o.partition_columns.is_empty()
        || o.compression != DEFAULT_COMPRESSION
        || o.compression_level.is_some()
        || o.row_group_size != DEFAULT_ROW_GROUP_SIZE
        || o.data_page_size != DEFAULT_DATA_PAGE_SIZE
    {
        return Err(wrong_side(true));
    }
    if (o.hive || o.unify) && !o.dataset {
        return Err(Error::invalid("Invalid: hive/unify require dataset=true"));
    }
    // An object on a store (issue 31), or a local path.
    let remote = crate::store::parse(path)?;
    let path = match &remote {
        Some(uri) => PathBuf::from(uri.redacted()),
        None => local_path(path)?,
    };
    let (fragments, dataset, partitions, input) = if o.dataset {
        if !o.row_groups.is_empty() {
            return Err(Error::invalid(
                "Invalid: row_groups apply to a single file, not a dataset",
            ));
        }
        match &remote {
            Some(uri) => discover::discover_remote(uri, o)?,
            None => discover::discover(&path, o)?,
        }
    } else {
        // 1.25 reads a projected or filtered file through Arrow C++'s
        // dataset scanner, which words a file it cannot open differently.
        let scanned = !o.columns.is_empty() || !o.predicates.is_empty();
        let opened = match &remote {
            Some(uri) => open_remote(uri, &o.key)?,
            None => open_file(&path, &o.key).map_err(|e| match scanned {
                true => {
                    guard::as_scan_source(e, &std::path::absolute(&path).unwrap_or(path.clone()))
                }
                false => e,
            })?,
        };
        let input = parquet::file::reader::Length::len(&opened.check);
        let groups = opened.builder.metadata().num_row_groups();
        if o.row_groups
            .iter()
            .any(|&g| usize::try_from(g).map_or(true, |g| g >= groups))
        {
            return Err(Error::new(
                Kind::OutOfBounds,
                "Index error: Parquet row group out of range",
            ));
        }
        // 1.25's plain file reader reads the metadata of every column
        // chunk it will read as it opens: an encrypted one is refused then
        // without a key (a projected or filtered read, Arrow C++'s scanner,
        // refuses it at the first batch that needs it).
        if !scanned {
            let selected: Vec<usize> = match o.row_groups.is_empty() {
                true => (0..groups).collect(),
                false => o.row_groups.iter().map(|&g| g as usize).collect(),
            };
            let metadata = opened.builder.metadata();
            quirks::require_key(metadata, &selected, None, o.key.bytes().is_some())?;
        }
        let schema = opened.schema.clone();
        let fragment = Fragment {
            path,
            partitions: Vec::new(),
            opened: Some(opened),
        };
        (VecDeque::from([fragment]), schema, Vec::new(), input)
    };
    // The projection, in its order; unknown names are errors. Names are
    // looked up in a map: a file may have hundreds of thousands of columns.
    let positions = name_index(&dataset);
    let position = |name: &str| positions.get(name).copied();
    let projection: Vec<usize> = if o.columns.is_empty() {
        (0..dataset.fields().len()).collect()
    } else {
        o.columns
            .iter()
            .map(|name| position(name).ok_or_else(|| filter::no_field(name, &dataset, true)))
            .collect::<Result<_>>()?
    };
    let filters = filter::bind(&o.predicates, &dataset)?;
    let mut wanted: Vec<usize> = projection.clone();
    let mut filter_fields = Vec::with_capacity(filters.len());
    for f in &filters {
        let at = position(&f.column).ok_or_else(|| Error::invalid("filter column"))?;
        wanted.push(at);
        filter_fields.push(at);
    }
    wanted.sort_unstable();
    wanted.dedup();
    let filter_columns = filter_fields
        .iter()
        .map(|i| wanted.binary_search(i).unwrap_or_default())
        .collect();
    let needed: Vec<FieldRef> = wanted
        .iter()
        .map(|&i| dataset.fields()[i].clone())
        .collect();
    let output = projection
        .iter()
        .map(|i| wanted.binary_search(i).unwrap_or_default())
        .collect();
    let schema = Arc::new(Schema::new_with_metadata(
        projection
            .iter()
            .map(|&i| dataset.fields()[i].clone())
            .collect::<Vec<_>>(),
        dataset.metadata().clone(),
    ));
    // 1.25's reconstruction: the recorded logical schema replaces the
    // storage schema (every column checked against it); batches are
    // rebuilt after filtering and projection.
    let restore = match schema.metadata().get(LOGICAL_SCHEMA_KEY) {
        Some(value) => Some(reconstruct::restored_schema(&schema, value)?),
        None => None,
    };
    let logical = restore.clone().unwrap_or_else(|| schema.clone());
    physical_schema(
        &logical,
        false,
        Mapping {
            reconstruct: restore.is_some(),
            ..Mapping::default()
        },
    )?;
    if let Some(expected) = expected
        && **expected != *logical
    {
        return Err(Error::new(
            Kind::Type,
            "Type error: Parquet schema mismatch (names/order/types/metadata/nullability); expected schema is an assertion, not a conversion",
        ));
    }
    Ok(ParquetSource {
        schema: logical,
        inner: std::sync::Mutex::new(Inner {
            schema,
            restore,
            needed,
            output,
            partitions: partitions.into_iter().collect(),
            filters,
            filter_columns,
            fragments,
            current: None,
            batch_size: usize::try_from(batch_size).unwrap_or(usize::MAX),
            use_threads: o.use_threads,
            row_groups: o.row_groups.iter().map(|&g| g as usize).collect(),
            key: o.key.clone(),
            failure: None,
            budget: Budget::new(
                if o.dataset {
                    "Parquet dataset"
                } else {
                    "Parquet file"
                },
                input,
            ),
        }),
    })
}

/// A read failure as the stream reader reports it: a refusal by a limit
/// (`Kind::Invalid`: `IRX_ERR_INVALID`), else as the IPC readers report a
/// failed read (`IRX_ERR_IO`).
fn read_failure(kind: Kind, message: String) -> ArrowError {
    if kind == Kind::Invalid {
        ArrowError::InvalidArgumentError(message)
    } else {
        ArrowError::IoError(message.clone(), std::io::Error::other(message))
    }
}

impl Inner {
    /// Opens the next fragment's reader (None when no row group of it can
    /// pass the filters).
    fn open_fragment(&mut self, fragment: Fragment) -> Result<Option<(Decoder, Vec<Origin>)>> {
        let OpenFile {
            check,
            builder,
            metadata: reader_metadata,
            ..
        } = match fragment.opened {
            Some(opened) => opened,
            None => open_file(&fragment.path, &self.key)?,
        };
        let file_schema = builder.schema().clone();
        let parquet_schema = builder.metadata().file_metadata().schema_descr_ptr();
        let parquet_schema = parquet_schema.as_ref();
        let metadata = builder.metadata().clone();
        // Every step below is linear in the columns (a file may have
        // hundreds of thousands): names are looked up in maps, roots in a
        // mask.
        let file_names = name_index(&file_schema);
        let mut partition_values: HashMap<&str, Option<&str>> = HashMap::new();
        for (key, value) in &fragment.partitions {
            partition_values
                .entry(key.as_str())
                .or_insert(value.as_deref());
        }
        let mut origins = Vec::with_capacity(self.needed.len());
        let mut roots = Vec::new();
        // What a row costs beyond the file's columns (bytes).
        let mut per_row = 0u64;
        for field in &self.needed {
            if let Some(&value) = partition_values.get(field.name().as_str())
                && self.partitions.contains(field.name())
            {
                let value = partition_value(field, value)?;
                // The repeated value: its indices, then the value per row.
                per_row = per_row
                    .saturating_add(4)
                    .saturating_add(expansion::row_width(field.data_type()))
                    .saturating_add(
                        value
                            .to_data()
                            .buffers()
                            .iter()
                            .map(|b| b.len() as u64)
                            .sum(),
                    );
                origins.push(Origin::Partition(value));
            } else if let Some(&index) = file_names.get(field.name().as_str()) {
                roots.push(index);
                origins.push(Origin::File(index));
            } else {
                per_row = per_row.saturating_add(expansion::row_width(field.data_type()));
                origins.push(Origin::Missing);
            }
        }
        // The crate's batch holds the projected roots in file order.
        roots.sort_unstable();
        roots.dedup();
        for origin in &mut origins {
            if let Origin::File(index) = origin {
                *index = roots.binary_search(index).unwrap_or_default();
            }
        }
        let mut groups: Vec<usize> = if self.row_groups.is_empty() {
            (0..metadata.num_row_groups()).collect()
        } else {
            self.row_groups.clone()
        };
        // Before the statistics and the crate read the counts.
        guard::check_row_counts(&metadata, &groups)?;
        for filter in &self.filters {
            if !file_names.contains_key(filter.column.as_str()) {
                continue;
            }
            let Ok(converter) =
                StatisticsConverter::try_new(&filter.column, &file_schema, parquet_schema)
            else {
                continue;
            };
            let selected: Vec<_> = groups.iter().map(|&g| metadata.row_group(g)).collect();
            let (Ok(mins), Ok(maxes), Ok(nulls)) = (
                converter.row_group_mins(selected.iter().copied()),
                converter.row_group_maxes(selected.iter().copied()),
                converter.row_group_null_counts(selected.iter().copied()),
            ) else {
                continue;
            };
            let rows = converter
                .row_group_row_counts(selected.iter().copied())
                .ok()
                .flatten();
            let keep = filter.row_groups_to_read(&mins, &maxes, &nulls, rows.as_ref());
            groups = groups
                .into_iter()
                .zip(keep)
                .filter_map(|(g, k)| k.then_some(g))
                .collect();
        }
        if groups.is_empty() {
            return Ok(None);
        }
        let mut root_mask = vec![false; file_schema.fields().len()];
        for &root in &roots {
            root_mask[root] = true;
        }
        let leaves: Vec<usize> = (0..parquet_schema.num_columns())
            .filter(|&leaf| {
                root_mask
                    .get(parquet_schema.get_column_root_idx(leaf))
                    .copied()
                    .unwrap_or(false)
            })
            .collect();
        // Encrypted columns under a plaintext footer need the key.
        quirks::require_key(
            &metadata,
            &groups,
            Some(&leaves),
            self.key.bytes().is_some(),
        )?;
        // A remote file: the selected chunks, coalesced, fetched at once.
        prefetch_chunks(&check, &metadata, &groups, &leaves)?;
        let chunks = guard::check_pages(&check, &metadata, &groups, Some(&leaves))?;
        // What the pages declare, charged to the file's expansion budget
        // before the crate decodes any of it.
        let codecs = dictionaries::eligible(&metadata, &chunks, self.key.bytes().is_some());
        let handovers = expansion::charge_file(
            &mut self.budget,
            &check,
            &fragment.path,
            &metadata,
            &groups,
            &chunks,
            per_row,
            &codecs,
        )?;
        // The dictionaries that charge decompressed, handed to the crate
        // (`dictionaries`): its reads go through this metadata.
        let (reader_metadata, builder) =
            match dictionaries::apply(&check, &reader_metadata, &chunks, handovers) {
                Some(moved) => (
                    moved.clone(),
                    ParquetRecordBatchReaderBuilder::new_with_metadata(
                        check.try_clone().map_err(|e| {
                            io_error("failed to open local file", &fragment.path, &e)
                        })?,
                        moved,
                    ),
                ),
                None => (reader_metadata, builder),
            };
        // The crate reserves a batch's capacity up front: a batch size of
        // 2^31 over a file of a few rows would ask for gigabytes (fuzz
        // finding, parquet_struct). No batch holds more rows than the row
        // groups read (their counts were checked by check_row_counts).
        let rows: u64 = groups
            .iter()
            .map(|&g| u64::try_from(metadata.row_group(g).num_rows()).unwrap_or(0))
            .fold(0, u64::saturating_add);
        let batch_size = self
            .batch_size
            .min(usize::try_from(rows).unwrap_or(usize::MAX).max(1));
        // INT96 values timestamp[ns] cannot hold are refused (`int96`).
        int96::check_range(
            &check,
            &reader_metadata,
            &groups,
            &leaves,
            batch_size,
            &|| format!("Parquet file '{}'", fragment.path.display()),
        )?;
        // The compressed bytes the read selects (the footer's counts, each
        // checked against the file by check_pages).
        let selected: u64 = chunks
            .iter()
            .map(|c| {
                let size = metadata
                    .row_group(c.row_group)
                    .column(c.leaf)
                    .compressed_size();
                u64::try_from(size).unwrap_or(0)
            })
            .fold(0, u64::saturating_add);
        // One row group of several columns is split by columns (`parallel`);
        // a filtered read is split by row groups only (`prefilter`).
        let columns = root_mask.iter().filter(|&&r| r).count();
        let threads =
            self.use_threads && selected >= parallel::MIN_PARALLEL_BYTES && crate::pool::parallel();
        // Filters on columns of the file: those columns first, the others
        // decoded for the passing rows only (`prefilter`).
        let filter_roots: Option<Vec<usize>> = self
            .filter_columns
            .iter()
            .map(|&at| match origins.get(at) {
                Some(Origin::File(index)) => roots.get(*index).copied(),
                _ => None,
            })
            .collect();
        if let Some(filter_roots) = filter_roots.filter(|_| !self.filters.is_empty()) {
            let parallel = threads && groups.len() > 1;
            let context = format!("Parquet file '{}'", fragment.path.display());
            let decoder = prefilter::open(
                &check,
                &reader_metadata,
                parquet_schema,
                &roots,
                &self.filters,
                &filter_roots,
                groups,
                batch_size,
                parallel,
                &context,
            )?;
            return Ok(Some((Decoder::Prefiltered(decoder), origins)));
        }
        let mask = ProjectionMask::roots(parquet_schema, roots);
        if threads && (groups.len() > 1 || columns > 1) {
            let context = format!("Parquet file '{}'", fragment.path.display());
            let groups = RowGroups::new(check, reader_metadata, mask, groups, batch_size, context);
            return Ok(Some((Decoder::Parallel(groups), origins)));
        }
        let reader = builder
            .with_projection(mask)
            .with_row_groups(groups)
            .with_batch_size(batch_size)
            .build()
            .map_err(|e| {
                parquet_error(&format!("Parquet file '{}'", fragment.path.display()), e)
            })?;
        Ok(Some((Decoder::One(reader), origins)))
    }

    /// A file batch as the output batch: partition and missing columns
    /// added, filtered, projected.
    fn finish(
        &self,
        batch: RecordBatch,
        origins: &[Origin],
        prefiltered: bool,
    ) -> std::result::Result<RecordBatch, ArrowError> {
        let rows = batch.num_rows();
        let mut columns = Vec::with_capacity(self.needed.len());
        for (field, origin) in self.needed.iter().zip(origins) {
            columns.push(match origin {
                Origin::File(index) => {
                    let column = batch.columns().get(*index).ok_or_else(|| {
                        ArrowError::SchemaError(format!("column '{}' missing", field.name()))
                    })?;
                    // As Arrow C++ reads it, where the crate reads it
                    // another way (`shapes`); any other difference is
                    // refused as the batch is built below.
                    shapes::reshape(column, field.data_type()).unwrap_or_else(|_| column.clone())
                }
                Origin::Partition(value) => {
                    let indices = UInt32Array::from(vec![0u32; rows]);
                    arrow_select::take::take(value.as_ref(), &indices, None)?
                }
                Origin::Missing => arrow_array::new_null_array(field.data_type(), rows),
            });
        }
        let needed = Arc::new(Schema::new_with_metadata(
            self.needed.clone(),
            self.schema.metadata().clone(),
        ));
        let options = RecordBatchOptions::new().with_row_count(Some(rows));
        let full = RecordBatch::try_new_with_options(needed, columns, &options)?;
        let filtered = if prefiltered {
            full
        } else {
            filter::apply(&self.filters, &self.filter_columns, full)?
        };
        let columns = self
            .output
            .iter()
            .map(|&i| filtered.column(i).clone())
            .collect();
        let options = RecordBatchOptions::new().with_row_count(Some(filtered.num_rows()));
        let batch = RecordBatch::try_new_with_options(self.schema.clone(), columns, &options)?;
        match &self.restore {
            Some(logical) => reconstruct::restore(&batch, logical),
            None => Ok(batch),
        }
    }

    fn step(&mut self) -> Option<std::result::Result<RecordBatch, ArrowError>> {
        loop {
            if self.current.is_none() {
                let fragment = self.fragments.pop_front()?;
                match self.open_fragment(fragment) {
                    Ok(next) => self.current = next,
                    Err(e) => return Some(Err(read_failure(e.kind, e.message.into_owned()))),
                }
                continue;
            }
            let (reader, origins) = self.current.as_mut()?;
            let prefiltered = matches!(reader, Decoder::Prefiltered(_));
            // The parquet crate (60.1) asserts instead of failing on some
            // corrupt level data: a bit-packed definition-level run longer
            // than its page stops `append_packed_range` with "offset + len
            // out of bounds" (fuzz finding). The assertion is a bounds
            // check, so nothing was read out of bounds; the page is corrupt
            // and the reader fails as for any other corrupt page.
            let next = match reader {
                Decoder::One(reader) => {
                    set_decoding(true);
                    let next = catch_unwind(AssertUnwindSafe(|| reader.next()));
                    set_decoding(false);
                    next.unwrap_or_else(|payload| {
                        let detail = crate::ffi::boundary::panic_detail(payload.as_ref());
                        Some(Err(ArrowError::ParquetError(format!(
                            "corrupt column data ({detail})"
                        ))))
                    })
                }
                // Its row groups are decoded as `parallel` decodes them:
                // a panic of the crate is a corrupt page there.
                Decoder::Prefiltered(decoder) => decoder.next(),
                Decoder::Parallel(groups) => match groups.next() {
                    None => None,
                    Some(Ok(batch)) => Some(Ok(batch)),
                    Some(Err(parallel::Stop::Read(e))) => Some(Err(e)),
                    Some(Err(parallel::Stop::Open(e))) => {
                        return Some(Err(read_failure(e.kind, e.message.into_owned())));
                    }
                },
            };
            match next {
                None => self.current = None,
                Some(Err(e)) => {
                    let message = match e {
                        ArrowError::ParquetError(m) => super::page_enums::read_words(&m)
                            .map_or_else(|| format!("Parquet read: {m}"), str::to_owned),
                        other => format!("Parquet read: {other}"),
                    };
                    return Some(Err(read_failure(Kind::Io, message)));
                }
                Some(Ok(batch)) => {
                    let origins = origins.clone();
                    match self.finish(batch, &origins, prefiltered) {
                        Ok(b) if b.num_rows() == 0 => continue,
                        other => return Some(other),
                    }
                }
            }
        }
    }
}

pub use super::parallel::decoding_pages;
use super::parallel::set_decoding;

/// What a file's batches come from: one reader on the calling thread, or
/// its row groups decoded on the worker pool.
enum Decoder {
    One(ParquetRecordBatchReader),
    Parallel(RowGroups),
    /// Filters applied before the other columns are decoded: its batches
    /// hold only passing rows.
    Prefiltered(Prefiltered),
}

/// A partition value as a one-element array of the partition field's type.
fn partition_value(field: &Field, value: Option<&str>) -> Result<ArrayRef> {
    let Some(value) = value else {
        return Ok(arrow_array::new_null_array(field.data_type(), 1));
    };
    let text: ArrayRef = Arc::new(arrow_array::StringArray::from(vec![value]));
    let options = arrow_cast::CastOptions {
        safe: false,
        ..Default::default()
    };
    arrow_cast::cast_with_options(&text, field.data_type(), &options).map_err(|_| {
        Error::new(
            Kind::Type,
            format!(
                "hive partition value '{value}' of '{}' is not a {}",
                field.name(),
                field.data_type()
            ),
        )
    })
}

impl Iterator for ParquetSource {
    type Item = std::result::Result<RecordBatch, ArrowError>;

    /// The next batch; after a failure, the same failure again (1.25's
    /// readers keep their failure).
    fn next(&mut self) -> Option<Self::Item> {
        self.inner
            .get_mut()
            .unwrap_or_else(|e| e.into_inner())
            .next()
    }
}

impl Inner {
    fn next(&mut self) -> Option<std::result::Result<RecordBatch, ArrowError>> {
        if let Some((kind, message)) = &self.failure {
            return Some(Err(read_failure(*kind, message.clone())));
        }
        let next = self.step();
        if let Some(Err(e)) = &next {
            self.failure = Some(match e {
                ArrowError::IoError(m, _) => (Kind::Io, m.clone()),
                ArrowError::InvalidArgumentError(m) => (Kind::Invalid, m.clone()),
                other => (Kind::Io, other.to_string()),
            });
            self.current = None;
            self.fragments.clear();
        }
        next
    }
}

impl RecordBatchReader for ParquetSource {
    fn schema(&self) -> SchemaRef {
        self.schema.clone()
    }
}
