//! Hive-partitioned dataset writers: a plain dataset directory (each
//! batch's fragments published when the batch is written, as 1.25's), and
//! the inside of a snapshot generation (`snapshot`).
//!
//! Layout: one file per partition and written batch
//! (`key=value/.../irx-NONCE-i.parquet`), the partition columns in the
//! directory names (`key=value`, percent-encoded, nulls as
//! `__HIVE_DEFAULT_PARTITION__`), and `_common_metadata`, a footer with the
//! whole schema that records the partition types.
//!
//! What a failed write leaves: nothing it made. A plain dataset writer
//! writes each batch's fragments into its hidden staging directory
//! (`DIR/NAME/.irx-pending-NONCE/`, skipped by readers) and renames them
//! into their partitions once all are written, recording every file and
//! directory it publishes or creates. When a write fails or is refused
//! (a reserved Hive null marker, a schema mismatch, an I/O error), the
//! writer removes all of them, its staging directory, and, when it created
//! the dataset, `_common_metadata` and the directory itself (directories
//! only when empty: another writer's files are never touched): the
//! destination is as it was, so the corrected write can simply be
//! retried. A writer released without close keeps the batches it wrote
//! (each is complete, as 1.25 keeps them). A writer killed mid-batch
//! leaves its staging directory, which the next writer of the dataset
//! removes (`commit::sweep`).

use std::collections::BTreeMap;
use std::path::{Path, PathBuf};
use std::sync::Arc;

use arrow_array::{Array, RecordBatch};
use arrow_schema::{DataType, SchemaRef};
use parquet::file::properties::WriterProperties;

use super::bounds;
use super::commit::{self, Lease, PENDING_FRAGMENTS, nonce};
use super::file_sink::{Placement, file_sink};
use super::io_error;
use super::options::Options;
use super::read::HIVE_NULL;
use super::reconstruct::Logical;
use super::sink::prepare;
use crate::ffi::error::Kind;
use crate::ffi::{Error, Result};
use crate::rb::stream::BatchSink;
use crate::store::StoreUri;

/// Rows grouped into partitions at a time: a batch longer than this is
/// written as several fragments per partition, so the row indices the
/// grouping holds stay bounded (4 bytes a row of this many).
const GROUP_ROWS: usize = 1 << 20;

/// The partition column types a hive directory name can hold.
pub(super) fn partition_type_ok(dt: &DataType) -> bool {
    dt.is_integer()
        || dt.is_floating()
        || matches!(
            dt,
            DataType::Utf8
                | DataType::Boolean
                | DataType::Date32
                | DataType::Time32(_)
                | DataType::Time64(_)
                | DataType::Timestamp(..)
                | DataType::Decimal128(..)
                | DataType::Decimal256(..)
        )
}

/// A hive-partitioned dataset being written under a directory (see the
/// module docs).
pub(super) struct DatasetSink {
    root: PathBuf,
    physical: SchemaRef,
    /// Positions of the partition columns in the schema.
    partitions: Vec<usize>,
    props: WriterProperties,
    logical: Option<Logical>,
    failure: Option<Error>,
    /// Where a batch's fragments wait until all are written (a plain
    /// dataset); None inside a snapshot generation, which no reader sees
    /// before it commits.
    staging: Option<PathBuf>,
    /// The files this writer published, removed if it fails.
    made_files: Vec<PathBuf>,
    /// The directories it created, in order, removed (when empty) if it
    /// fails.
    made_dirs: Vec<PathBuf>,
    /// None inside a snapshot (whose writer holds the destination's).
    _lease: Option<Lease>,
    /// A dataset on an object store (issue 31): its root URI. `root` is
    /// then empty (directories are key prefixes below the URI's key), each
    /// fragment is its own upload (`remote_sink`), published when it
    /// completes, and `made_objects` is what a failure deletes.
    remote: Option<StoreUri>,
    made_objects: Vec<StoreUri>,
}

impl DatasetSink {
    /// A sink writing into the existing directory `root` (whose
    /// `_common_metadata` is written), holding no lease: a snapshot's
    /// writer holds the destination's, `open` adds its own.
    pub(super) fn within(root: &Path, fragments: Fragments, partitions: Vec<usize>) -> DatasetSink {
        let Fragments {
            physical,
            props,
            logical,
        } = fragments;
        DatasetSink {
            root: root.to_path_buf(),
            physical,
            partitions,
            props,
            logical,
            failure: None,
            staging: None,
            made_files: Vec::new(),
            made_dirs: Vec::new(),
            _lease: None,
            remote: None,
            made_objects: Vec::new(),
        }
    }

    /// Removes everything this writer made (see the module docs).
    fn undo(&mut self) {
        if let Some(staging) = self.staging.take() {
            let _ = std::fs::remove_dir_all(staging);
        }
        for file in self.made_files.drain(..).rev() {
            let _ = std::fs::remove_file(file);
        }
        for dir in self.made_dirs.drain(..).rev() {
            // Only if empty: what others put there stays.
            let _ = std::fs::remove_dir(dir);
        }
        for object in self.made_objects.drain(..).rev() {
            let _ = crate::store::delete(&object);
        }
    }

    /// Records `error` as the writer's failure and undoes its output.
    fn fail(&mut self, error: Error) -> Error {
        if self.failure.is_none() {
            self.failure = Some(error.clone());
        }
        self.undo();
        error
    }

    /// Creates `dir` and the directories between the root and it that do
    /// not exist yet, recording those it created.
    fn make_dirs(&mut self, dir: &Path) -> Result<()> {
        let mut missing = Vec::new();
        let mut at = dir;
        while at != self.root && !at.exists() {
            missing.push(at.to_path_buf());
            match at.parent() {
                Some(parent) => at = parent,
                None => break,
            }
        }
        for dir in missing.into_iter().rev() {
            match std::fs::create_dir(&dir) {
                Ok(()) => self.made_dirs.push(dir),
                Err(e) if e.kind() == std::io::ErrorKind::AlreadyExists && dir.is_dir() => {}
                Err(e) => return Err(io_error("cannot create dataset directory", &dir, &e)),
            }
        }
        Ok(())
    }
}

/// How every fragment of a dataset write is written: the physical
/// (storage) schema, the writer properties and the reconstruction record.
pub(super) struct Fragments {
    pub(super) physical: SchemaRef,
    pub(super) props: WriterProperties,
    pub(super) logical: Option<Logical>,
}

/// Opens a plain (non-snapshot) dataset writer, after `write::open_dataset`'s
/// checks (a snapshot one, with `atomic`, is `snapshot::open`).
pub(super) fn open(root: &Path, fragments: Fragments, o: &Options) -> Result<Box<dyn BatchSink>> {
    if root
        .symlink_metadata()
        .is_ok_and(|m| m.file_type().is_symlink())
    {
        return Err(Error::invalid(
            "Invalid: snapshot datasets require atomic=true for every write",
        ));
    }
    let partitions = partition_indices(&fragments.physical, o)?;
    let lease = Lease::acquire(root)?;
    commit::sweep(&lease);
    let metadata_path = root.join("_common_metadata");
    let mut sink = DatasetSink::within(root, fragments, partitions);
    match std::fs::metadata(root) {
        Ok(info) => {
            if !o.append {
                return Err(Error::invalid(
                    "dataset destination exists; use append=true for new fragments",
                ));
            }
            if !info.is_dir() {
                return Err(Error::invalid("dataset destination is not a directory"));
            }
            let previous = super::read::open_file(&metadata_path, &o.key)?.schema;
            if *previous != *as_read(&sink.physical, sink.logical.as_ref()) {
                return Err(Error::new(
                    Kind::Type,
                    "dataset append requires exact schema including partition types and metadata",
                ));
            }
        }
        Err(_) => {
            std::fs::create_dir(root)
                .map_err(|e| io_error("cannot create dataset directory", root, &e))?;
            sink.made_dirs.push(root.to_path_buf());
            let written =
                write_common_metadata(root, &sink.physical, &sink.props, sink.logical.as_ref());
            match written {
                Ok(path) => sink.made_files.push(path),
                Err(e) => return Err(sink.fail(e)),
            }
        }
    }
    let staging = root.join(format!("{PENDING_FRAGMENTS}{}", nonce(0)));
    if let Err(e) = std::fs::create_dir(&staging) {
        let error = io_error("cannot create dataset staging directory", &staging, &e);
        return Err(sink.fail(error));
    }
    sink.staging = Some(staging);
    sink._lease = Some(lease);
    Ok(Box::new(sink))
}

/// Opens a plain dataset writer on an object store (issue 31), after
/// `write::open_dataset`'s checks: a new dataset (no object under the
/// URI's key) gets `_common_metadata` first; an existing one takes
/// `append` and the same schema, as locally. No staging: each fragment
/// appears when its upload completes, and a failed or refused write
/// deletes every object this writer made.
pub(super) fn open_remote(
    uri: &StoreUri,
    fragments: Fragments,
    o: &Options,
) -> Result<Box<dyn BatchSink>> {
    if fragments.logical.is_some() {
        return Err(super::remote_sink::refused(uri, "reconstruct=true"));
    }
    let partitions = partition_indices(&fragments.physical, o)?;
    let root = uri.key.trim_end_matches('/');
    let key = |name: &str| match root.is_empty() {
        true => name.to_string(),
        false => format!("{root}/{name}"),
    };
    let metadata = uri.with_key(&key("_common_metadata"));
    let mut sink = DatasetSink::within(Path::new(""), fragments, partitions);
    sink.remote = Some(uri.with_key(root));
    if crate::store::list(uri)?.is_empty() {
        let written =
            super::remote_sink::open(&metadata, sink.physical.clone(), sink.props.clone())
                .and_then(|mut meta| meta.finish());
        match written {
            Ok(_) => sink.made_objects.push(metadata),
            Err(e) => return Err(sink.fail(e)),
        }
    } else {
        if !o.append {
            return Err(Error::invalid(
                "dataset destination exists; use append=true for new fragments",
            ));
        }
        let previous = super::read::open_remote(&metadata, &o.key)?.schema;
        if *previous != *sink.physical {
            return Err(Error::new(
                Kind::Type,
                "dataset append requires exact schema including partition types and metadata",
            ));
        }
    }
    Ok(Box::new(sink))
}

/// The schema a reader of a file written with `physical` reads (the
/// reconstruction record as the runtime carries it).
pub(super) fn as_read(physical: &SchemaRef, logical: Option<&Logical>) -> SchemaRef {
    match logical {
        Some(logical) => logical.as_read(physical),
        None => physical.clone(),
    }
}

/// Writes `_common_metadata` (a footer with the whole schema) in `dir`,
/// which must not hold one yet; returns its path.
pub(super) fn write_common_metadata(
    dir: &Path,
    physical: &SchemaRef,
    props: &WriterProperties,
    logical: Option<&Logical>,
) -> Result<PathBuf> {
    let path = dir.join("_common_metadata");
    let mut sink = file_sink(
        &path,
        physical.clone(),
        props.clone(),
        logical,
        Placement::Fresh,
        false,
        None,
    )?;
    sink.finish()?;
    Ok(path)
}

/// The positions of the partition columns in `physical`, checked as 1.25
/// checks them.
pub(super) fn partition_indices(physical: &SchemaRef, o: &Options) -> Result<Vec<usize>> {
    if o.partition_columns.len() >= physical.fields().len() {
        return Err(Error::invalid(
            "Invalid: dataset output needs at least one non-partition column",
        ));
    }
    let mut partitions = Vec::new();
    for name in &o.partition_columns {
        if name.contains(['/', '\\', '=', '%']) {
            return Err(Error::invalid(format!(
                "Invalid: Hive partition column names cannot contain /, backslash, = or %: {name}"
            )));
        }
        let index = physical
            .index_of(name)
            .map_err(|_| Error::invalid(format!("Invalid: unknown partition column: {name}")))?;
        if !partition_type_ok(physical.field(index).data_type()) {
            return Err(Error::new(
                Kind::Type,
                "Type error: unsupported Hive partition column type",
            ));
        }
        partitions.push(index);
    }
    Ok(partitions)
}

/// Arrow's `uri` segment encoding of a partition value.
fn uri_encode(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    for b in text.bytes() {
        if b.is_ascii_alphanumeric() || b"-_.~".contains(&b) {
            out.push(b as char);
        } else {
            out.push_str(&format!("%{b:02X}"));
        }
    }
    out
}

impl DatasetSink {
    /// The directory of one row's partition values.
    fn directory(&self, batch: &RecordBatch, row: usize) -> Result<PathBuf> {
        let mut dir = self.root.clone();
        for &index in &self.partitions {
            let field = self.physical.field(index);
            let column = batch.column(index);
            let text = if column.is_null(row) {
                HIVE_NULL.to_owned()
            } else {
                let value = arrow_cast::display::array_value_to_string(column, row)
                    .map_err(crate::rb::arrow_error)?;
                if field.data_type().is_floating() {
                    let v: f64 = value.parse().unwrap_or(f64::NAN);
                    if !v.is_finite() || (v == 0.0 && v.is_sign_negative()) {
                        return Err(Error::invalid(format!(
                            "floating Hive keys must be finite and cannot be negative zero: {}",
                            field.name()
                        )));
                    }
                }
                if *field.data_type() == DataType::Utf8 && value == HIVE_NULL {
                    return Err(Error::invalid(format!(
                        "partition column '{}' contains the reserved Hive null marker; encode this value before partitioning",
                        field.name()
                    )));
                }
                uri_encode(&value)
            };
            dir.push(format!("{}={text}", field.name()));
        }
        Ok(dir)
    }

    /// The rows of `piece` by the directory their partition values name,
    /// each directory's rows in ascending order. Rows are grouped by their
    /// values' text first, and each distinct combination's directory is
    /// made (and checked) once, at its first row: making a path per row was
    /// a fifth of a partitioned write's CPU (`perf`, 2026-11-29). The
    /// first row whose values are refused is the one [`Self::directory`]
    /// refuses, as when every row was looked at in turn.
    fn group_rows(&self, piece: &RecordBatch) -> Result<BTreeMap<PathBuf, Vec<u32>>> {
        use std::fmt::Write as _;
        let options = arrow_cast::display::FormatOptions::default();
        let formatters = self
            .partitions
            .iter()
            .map(|&i| {
                arrow_cast::display::ArrayFormatter::try_new(piece.column(i).as_ref(), &options)
            })
            .collect::<std::result::Result<Vec<_>, _>>()
            .map_err(crate::rb::arrow_error)?;
        // A row's key: each partition value's text followed by its length
        // (u64::MAX for a null; a value that cannot be shown is its row
        // number and u64::MAX - 1), so that no two combinations share a key.
        let mut index: std::collections::HashMap<Vec<u8>, usize> = Default::default();
        let mut groups: Vec<(usize, Vec<u32>)> = Vec::new();
        let mut text = String::new();
        let mut key = Vec::new();
        for row in 0..piece.num_rows() {
            key.clear();
            for (formatter, &column) in formatters.iter().zip(&self.partitions) {
                let length = if piece.column(column).is_null(row) {
                    u64::MAX
                } else {
                    text.clear();
                    if write!(text, "{}", formatter.value(row)).is_err() {
                        // A value that cannot be shown: a group of its own
                        // row, refused by `directory` in row order.
                        key.extend_from_slice(&(row as u64).to_le_bytes());
                        u64::MAX - 1
                    } else {
                        key.extend_from_slice(text.as_bytes());
                        text.len() as u64
                    }
                };
                key.extend_from_slice(&length.to_le_bytes());
            }
            match index.get(key.as_slice()) {
                Some(&group) => groups[group].1.push(row as u32),
                None => {
                    index.insert(key.clone(), groups.len());
                    groups.push((row, vec![row as u32]));
                }
            }
        }
        let mut by_directory: BTreeMap<PathBuf, Vec<u32>> = BTreeMap::new();
        for (first, rows) in groups {
            let dir = self.directory(piece, first)?;
            let merged = by_directory.entry(dir).or_default();
            let sort = !merged.is_empty();
            merged.extend(rows);
            if sort {
                // Two texts naming one directory: rows stay in order.
                merged.sort_unstable();
            }
        }
        Ok(by_directory)
    }

    fn write_groups(&mut self, batch: &RecordBatch) -> Result<()> {
        // Checked before `prepare`, whose casts may materialize values.
        bounds::plan(batch, "Parquet write of a batch")?;
        let batch = prepare(batch, &self.physical)?;
        if batch.num_rows() == 0 {
            return Ok(());
        }
        let data_fields: Vec<usize> = (0..self.physical.fields().len())
            .filter(|i| !self.partitions.contains(i))
            .collect();
        let data_schema = Arc::new(
            self.physical
                .project(&data_fields)
                .map_err(crate::rb::arrow_error)?,
        );
        let stem = format!("irx-{}-", nonce(0));
        // (staged file, directory, published name) of each fragment.
        let mut fragments: Vec<(PathBuf, PathBuf, String)> = Vec::new();
        // Files made so far in each directory: as Arrow C++'s dataset
        // writer (so 1.25) numbers them, `{i}` counts per directory.
        let mut per_directory: std::collections::HashMap<PathBuf, usize> = Default::default();
        let mut start = 0;
        while start < batch.num_rows() {
            let piece = batch.slice(start, GROUP_ROWS.min(batch.num_rows() - start));
            start += piece.num_rows();
            let groups = self.group_rows(&piece)?;
            for (dir, rows) in groups {
                let indices = arrow_array::UInt32Array::from(rows);
                let columns = data_fields
                    .iter()
                    .map(|&c| arrow_select::take::take(piece.column(c).as_ref(), &indices, None))
                    .collect::<std::result::Result<Vec<_>, _>>()
                    .map_err(crate::rb::arrow_error)?;
                let part = RecordBatch::try_new(data_schema.clone(), columns)
                    .map_err(crate::rb::arrow_error)?;
                let index = per_directory.entry(dir.clone()).or_default();
                let name = format!("{stem}{index}.parquet");
                *index += 1;
                if let Some(root) = &self.remote {
                    // A store: the fragment is its own upload.
                    let key = match root.key.is_empty() {
                        true => format!("{}/{name}", dir.display()),
                        false => format!("{}/{}/{name}", root.key, dir.display()),
                    };
                    let target = root.with_key(&key);
                    let mut sink =
                        super::remote_sink::open(&target, data_schema.clone(), self.props.clone())?;
                    sink.write(&part)?;
                    sink.finish()?;
                    self.made_objects.push(target);
                    continue;
                }
                let path = match &self.staging {
                    // Unique in the one staging directory.
                    Some(staging) => staging.join(format!("{}-{name}", fragments.len())),
                    None => {
                        self.make_dirs(&dir)?;
                        dir.join(&name)
                    }
                };
                let mut sink = file_sink(
                    &path,
                    data_schema.clone(),
                    self.props.clone(),
                    self.logical.as_ref(),
                    Placement::Fresh,
                    false,
                    None,
                )?;
                sink.write_checked(&part)?;
                sink.finish()?;
                if self.staging.is_none() {
                    self.made_files.push(path.clone());
                }
                fragments.push((path, dir, name));
            }
        }
        if self.staging.is_some() {
            // Every fragment of the batch is written: publish them.
            for (staged, dir, name) in fragments {
                self.make_dirs(&dir)?;
                let published = dir.join(name);
                std::fs::rename(&staged, &published)
                    .map_err(|e| io_error("cannot publish dataset fragment", &published, &e))?;
                self.made_files.push(published);
            }
        }
        Ok(())
    }
}

impl BatchSink for DatasetSink {
    fn write(&mut self, batch: &RecordBatch) -> Result<()> {
        if let Some(failure) = &self.failure {
            return Err(failure.clone());
        }
        self.write_groups(batch).map_err(|e| self.fail(e))
    }

    fn finish(&mut self) -> Result<Option<Vec<u8>>> {
        if let Some(failure) = &self.failure {
            return Err(failure.clone());
        }
        if let Some(staging) = self.staging.take() {
            let _ = std::fs::remove_dir_all(staging);
        }
        Ok(None)
    }

    fn refuse(&mut self, error: &Error) {
        self.fail(error.clone());
    }
}

impl Drop for DatasetSink {
    /// A writer released without close keeps the batches it published;
    /// its staging directory (empty between batches) goes.
    fn drop(&mut self) {
        if let Some(staging) = self.staging.take() {
            let _ = std::fs::remove_dir_all(staging);
        }
    }
}
