//! Parquet writers: one file (written in place, or staged in a sibling
//! temporary and renamed over the destination when `atomic` or `append`
//! asks for it), or a hive-partitioned dataset directory, behind the
//! `BatchSink` of an `IrxRbStreamWriter`; with `atomic`, a dataset is a
//! snapshot dataset (`snapshot`).
//!
//! As 1.25: writers take an advisory lock (`flock` of `.NAME.irx.lock`
//! beside the destination) so cooperating writers of one path exclude each
//! other; `append` rewrites the old rows and the new ones into a new file
//! that replaces the old (never a second footer); `durable` syncs the file
//! and its directory before and after the rename; a writer released
//! without `close` abandons a staged file (removes the temporary), and a
//! failed write poisons the writer (every later call reports it).

use std::collections::BTreeMap;
use std::fs::{File, OpenOptions};
use std::os::fd::AsRawFd;
use std::os::unix::fs::OpenOptionsExt;
use std::path::{Path, PathBuf};
use std::sync::{Arc, Mutex};

use arrow_array::{Array, ArrayRef, RecordBatch};
use arrow_schema::{DataType, SchemaRef};
use parquet::arrow::ArrowWriter;
use parquet::arrow::arrow_writer::ArrowWriterOptions;
use parquet::basic::{Compression, ZstdLevel};
use parquet::encryption::encrypt::FileEncryptionProperties;
use parquet::file::properties::{WriterProperties, WriterVersion};

use super::options::{Options, wrong_side};
use super::physical::{LOGICAL_SCHEMA_KEY, Mapping, physical_schema};
use super::read::HIVE_NULL;
use super::reconstruct::{self, Logical};
use super::{io_error, local_path, parquet_error};
use crate::ffi::error::Kind;
use crate::ffi::{Error, Result};
use crate::rb::stream::BatchSink;

/// The codec a compression name selects (Arrow C++'s names), after 1.25's
/// checks: a name Arrow does not know is invalid, a codec Parquet does not
/// write is refused, and one this build lacks (gzip, brotli, lz4) is
/// unavailable.
fn codec(name: &str, level: Option<i32>) -> Result<Compression> {
    match name {
        "uncompressed" | "snappy" | "zstd" | "gzip" | "brotli" | "lz4" => {}
        "lzo" | "lz4_raw" | "lz4_hadoop" | "bz2" => {
            return Err(Error::invalid("unsupported Parquet compression codec"));
        }
        _ => {
            return Err(Error::invalid(format!(
                "Unrecognized compression type: {name}"
            )));
        }
    }
    match (name, level) {
        ("uncompressed" | "snappy", Some(_)) => {
            Err(Error::invalid("codec does not support compression_level"))
        }
        ("uncompressed", None) => Ok(Compression::UNCOMPRESSED),
        ("snappy", None) => Ok(Compression::SNAPPY),
        ("zstd", level) => {
            let level = ZstdLevel::try_new(level.unwrap_or(1))
                .map_err(|_| Error::invalid("compression_level out of codec range"))?;
            Ok(Compression::ZSTD(level))
        }
        _ => Err(Error::new(
            Kind::Arrow,
            format!(
                "Parquet codec unavailable: {name} (this runtime writes uncompressed, snappy and zstd)"
            ),
        )),
    }
}

/// The writer properties of `o`.
fn properties(
    o: &Options,
    compression: Compression,
    row_group_size: i64,
    logical: Option<&Logical>,
) -> Result<WriterProperties> {
    let mut builder = WriterProperties::builder()
        .set_writer_version(WriterVersion::PARQUET_1_0)
        .set_compression(compression)
        .set_max_row_group_row_count(Some(usize::try_from(row_group_size).unwrap_or(usize::MAX)))
        .set_data_page_size_limit(usize::try_from(o.data_page_size).unwrap_or(usize::MAX))
        .set_created_by("irx-runtime (parquet-rs)".into())
        .set_key_value_metadata(logical.map(|l| vec![l.key_value()]));
    if let Some(key) = o.key.bytes() {
        let encryption = FileEncryptionProperties::builder(key.to_vec())
            .build()
            .map_err(|e| parquet_error("Parquet encryption", e))?;
        builder = builder.with_file_encryption_properties(encryption);
    }
    Ok(builder.build())
}

/// An advisory lock on `.NAME.irx.lock` beside a destination, held for a
/// writer's life (the lock file itself stays: waiters may hold it open).
#[derive(Debug)]
pub(super) struct Lease(#[allow(dead_code, reason = "held for its lock")] File);

impl Lease {
    pub(super) fn acquire(destination: &Path) -> Result<Lease> {
        let parent = parent_of(destination);
        let parent = std::fs::canonicalize(&parent)
            .map_err(|e| io_error("cannot open Parquet destination directory", &parent, &e))?;
        let name = destination
            .file_name()
            .unwrap_or_default()
            .to_string_lossy();
        let lock = parent.join(format!(".{name}.irx.lock"));
        let file = OpenOptions::new()
            .create(true)
            .read(true)
            .write(true)
            .truncate(false)
            .mode(0o600)
            .custom_flags(libc::O_NOFOLLOW | libc::O_CLOEXEC)
            .open(&lock)
            .map_err(|e| io_error("cannot open Parquet writer lock", &lock, &e))?;
        // SAFETY: a valid descriptor owned by `file`.
        if unsafe { libc::flock(file.as_raw_fd(), libc::LOCK_EX | libc::LOCK_NB) } != 0 {
            let error = std::io::Error::last_os_error();
            return Err(Error::new(
                Kind::Io,
                format!("Parquet destination is busy or cannot be locked: {error}"),
            ));
        }
        Ok(Lease(file))
    }
}

pub(super) fn parent_of(path: &Path) -> PathBuf {
    match path.parent() {
        Some(p) if !p.as_os_str().is_empty() => p.to_path_buf(),
        _ => PathBuf::from("."),
    }
}

/// fsync of a file or directory.
pub(super) fn sync_path(path: &Path) -> Result<()> {
    File::open(path)
        .and_then(|f| f.sync_all())
        .map_err(|e| io_error("Parquet commit fsync failed", path, &e))
}

/// Checks a batch before it is written and casts it to the physical
/// schema (1.25's `prepare_batch`): nulls in a non-nullable column, and
/// null fixed-size-list slots (which do not round-trip unless the logical
/// schema is recorded), are refused.
fn prepare(batch: &RecordBatch, physical: &SchemaRef) -> Result<RecordBatch> {
    let reconstruct = physical.metadata().contains_key(LOGICAL_SCHEMA_KEY);
    let mut columns: Vec<ArrayRef> = Vec::with_capacity(batch.num_columns());
    for ((field, column), target) in batch
        .schema()
        .fields()
        .iter()
        .zip(batch.columns())
        .zip(physical.fields())
    {
        if !field.is_nullable() && column.null_count() > 0 {
            return Err(Error::invalid(format!(
                "Parquet column '{}' contains nulls but is not nullable",
                field.name()
            )));
        }
        if !reconstruct
            && matches!(column.data_type(), DataType::FixedSizeList(..))
            && column.null_count() > 0
        {
            return Err(Error::new(
                Kind::Arrow,
                "Parquet fixed-size list null parents cannot roundtrip in this Arrow backend; use variable lists",
            ));
        }
        columns.push(if column.data_type() == target.data_type() {
            column.clone()
        } else {
            arrow_cast::cast_with_options(
                column,
                target.data_type(),
                &arrow_cast::CastOptions {
                    safe: false,
                    ..Default::default()
                },
            )
            .map_err(crate::rb::arrow_error)?
        });
    }
    RecordBatch::try_new(physical.clone(), columns).map_err(crate::rb::arrow_error)
}

/// One Parquet file being written.
struct FileSink {
    /// In a mutex only to be `Sync` (the crate's writer is not); always
    /// reached through `&mut self`, so never locked.
    writer: Option<Mutex<ArrowWriter<File>>>,
    physical: SchemaRef,
    /// The staged file renamed over `destination` at close, if any.
    temporary: Option<PathBuf>,
    destination: PathBuf,
    durable: bool,
    /// The logical schema recorded in the footer at close, if any.
    logical: Option<Logical>,
    failure: Option<Error>,
    _lease: Option<Lease>,
}

impl FileSink {
    fn fail(&mut self, error: Error) -> Error {
        self.failure = Some(error.clone());
        error
    }

    fn write_prepared(&mut self, batch: &RecordBatch) -> Result<()> {
        let writer = self
            .writer
            .as_mut()
            .ok_or_else(|| Error::new(Kind::Io, "Parquet writer is closed"))?
            .get_mut()
            .unwrap_or_else(|e| e.into_inner());
        if batch.num_rows() > 0 {
            writer
                .write(batch)
                .map_err(|e| parquet_error("Parquet write", e))?;
        }
        Ok(())
    }
}

impl BatchSink for FileSink {
    fn write(&mut self, batch: &RecordBatch) -> Result<()> {
        if let Some(failure) = &self.failure {
            return Err(failure.clone());
        }
        let result = prepare(batch, &self.physical).and_then(|b| self.write_prepared(&b));
        result.map_err(|e| self.fail(e))
    }

    fn finish(&mut self) -> Result<Option<Vec<u8>>> {
        if let Some(failure) = &self.failure {
            return Err(failure.clone());
        }
        let Some(writer) = self.writer.take() else {
            return Ok(None);
        };
        let mut writer = writer.into_inner().unwrap_or_else(|e| e.into_inner());
        let result = (|| {
            writer
                .finish()
                .map_err(|e| parquet_error("Parquet close", e))?;
            if let Some(logical) = &self.logical {
                let written = self.temporary.as_ref().unwrap_or(&self.destination);
                reconstruct::patch_footer(written, logical)?;
            }
            if self.durable {
                writer
                    .inner_mut()
                    .sync_all()
                    .map_err(|e| io_error("Parquet commit fsync failed", &self.destination, &e))?;
            }
            drop(writer);
            if let Some(temporary) = self.temporary.take() {
                if let Err(e) = std::fs::rename(&temporary, &self.destination) {
                    let _ = std::fs::remove_file(&temporary);
                    return Err(io_error(
                        "atomic Parquet replacement failed",
                        &self.destination,
                        &e,
                    ));
                }
                if self.durable {
                    sync_path(&parent_of(&self.destination))?;
                }
            }
            Ok(None)
        })();
        result.map_err(|e| self.fail(e))
    }
}

impl Drop for FileSink {
    /// Abandons a staged file: it is never renamed over the destination.
    fn drop(&mut self) {
        if let Some(temporary) = self.temporary.take() {
            self.writer = None;
            let _ = std::fs::remove_file(temporary);
        }
    }
}

/// A new file writer at `path` (created, or staged in a temporary).
fn file_sink(
    path: &Path,
    physical: SchemaRef,
    props: WriterProperties,
    logical: Option<&Logical>,
    staged: bool,
    durable: bool,
    lease: Option<Lease>,
) -> Result<FileSink> {
    let (file, temporary) = if staged {
        let (file, temporary) = temporary_beside(path)?;
        (file, Some(temporary))
    } else {
        let file =
            File::create(path).map_err(|e| io_error("cannot create Parquet file", path, &e))?;
        (file, None)
    };
    let options = ArrowWriterOptions::new().with_properties(props);
    let writer = match ArrowWriter::try_new_with_options(file, physical.clone(), options) {
        Ok(writer) => writer,
        Err(e) => {
            if let Some(t) = &temporary {
                let _ = std::fs::remove_file(t);
            }
            return Err(parquet_error("Parquet writer", e));
        }
    };
    Ok(FileSink {
        writer: Some(Mutex::new(writer)),
        physical,
        temporary,
        destination: path.to_path_buf(),
        durable,
        logical: logical.cloned(),
        failure: None,
        _lease: lease,
    })
}

/// A new file beside `path` named `NAME.irx-XXXXXX` (created exclusively).
fn temporary_beside(path: &Path) -> Result<(File, PathBuf)> {
    let name = path
        .file_name()
        .unwrap_or_default()
        .to_string_lossy()
        .into_owned();
    let parent = parent_of(path);
    for attempt in 0..64u32 {
        let suffix = nonce(attempt);
        let candidate = parent.join(format!("{name}.irx-{suffix}"));
        match OpenOptions::new()
            .write(true)
            .create_new(true)
            .mode(0o644)
            .open(&candidate)
        {
            Ok(file) => return Ok((file, candidate)),
            Err(e) if e.kind() == std::io::ErrorKind::AlreadyExists => continue,
            Err(e) => {
                return Err(io_error(
                    "cannot create sibling Parquet temporary file",
                    &candidate,
                    &e,
                ));
            }
        }
    }
    Err(Error::new(
        Kind::Io,
        "cannot create sibling Parquet temporary file",
    ))
}

/// A short, unlikely-to-repeat name part (time, pid, a counter).
pub(crate) fn nonce(salt: u32) -> String {
    use std::sync::atomic::{AtomicU64, Ordering};
    static COUNTER: AtomicU64 = AtomicU64::new(0);
    let time = std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map(|d| d.as_nanos() as u64)
        .unwrap_or(0);
    let mixed = time
        ^ (u64::from(std::process::id()) << 32)
        ^ COUNTER
            .fetch_add(1, Ordering::Relaxed)
            .wrapping_mul(0x9e37_79b9_7f4a_7c15)
        ^ u64::from(salt);
    format!("{mixed:016x}")
}

/// Opens a writer of `schema` at `path` (1.25's `parquet_writer`).
pub(crate) fn open(
    path: &str,
    schema: &SchemaRef,
    compression: &str,
    row_group_size: i64,
    o: &Options,
) -> Result<Box<dyn BatchSink>> {
    if !o.columns.is_empty() || !o.predicates.is_empty() || !o.row_groups.is_empty() || o.pre_buffer
    {
        return Err(wrong_side(false));
    }
    if o.unify && !(o.dataset && o.atomic && o.append) {
        return Err(Error::invalid(
            "write-time unify requires an atomic dataset append",
        ));
    }
    if o.hive && !o.dataset {
        return Err(Error::invalid("hive requires dataset=true"));
    }
    if o.durable && !o.atomic && !o.append {
        return Err(Error::invalid(
            "durable requires atomic=true or append=true",
        ));
    }
    let physical = physical_schema(
        schema,
        true,
        Mapping {
            normalize: o.normalize,
            reconstruct: o.reconstruct,
            storage: true,
        },
    )?;
    let logical = if o.reconstruct {
        if o.key.bytes().is_some() {
            // The record is binary footer metadata, placed after the
            // footer is written; an encrypted footer cannot take it.
            return Err(Error::new(
                Kind::Arrow,
                "logical schema reconstruction (reconstruct=1) cannot be combined with an encryption key in this runtime",
            ));
        }
        Some(Logical::new(schema, o.normalize)?)
    } else {
        None
    };
    let physical = match &logical {
        Some(logical) => logical.storage_schema(schema, o.normalize)?,
        None => physical,
    };
    if row_group_size <= 0 || o.data_page_size <= 0 {
        return Err(Error::invalid("Parquet sizes must be positive"));
    }
    let compression = codec(compression, o.compression_level)?;
    let props = properties(o, compression, row_group_size, logical.as_ref())?;
    let path = local_path(path)?;
    if o.dataset {
        return dataset_sink(&path, physical, props, logical, o);
    }
    if !o.partition_columns.is_empty() {
        return Err(Error::invalid("partition_columns require dataset=true"));
    }
    let lease = Lease::acquire(&path)?;
    if path
        .symlink_metadata()
        .is_ok_and(|m| m.file_type().is_symlink())
    {
        return Err(Error::invalid(
            "Parquet file output must not be a symbolic link",
        ));
    }
    let staged = o.atomic || o.append;
    let existing = if o.append {
        // Read the old rows before anything is created, under the lease;
        // reconstructing, as the logical schema (prepared again below).
        let read = Options {
            key: o.key.clone(),
            ..Options::default()
        };
        let expected = match &logical {
            Some(_) => physical_schema(schema, true, Mapping::reconstruct(o.normalize, false))?,
            None => physical.clone(),
        };
        let source = super::read::open(
            &path.to_string_lossy(),
            Some(&expected),
            o.batch_size,
            &read,
        )?;
        Some(source)
    } else {
        None
    };
    let mut sink = file_sink(
        &path,
        physical,
        props,
        logical.as_ref(),
        staged,
        o.durable,
        Some(lease),
    )?;
    if let Some(source) = existing {
        for batch in source {
            let batch = batch.map_err(crate::rb::arrow_error)?;
            if logical.is_some() {
                sink.write(&batch)?;
            } else {
                sink.write_prepared(&batch)?;
            }
        }
    }
    Ok(Box::new(sink))
}

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

/// A hive-partitioned dataset written under a directory: one file per
/// partition and written batch (`irx-NONCE-i.parquet`), the partition
/// columns in the directory names (`key=value`, percent-encoded, nulls as
/// `__HIVE_DEFAULT_PARTITION__`), and `_common_metadata`, a footer with
/// the whole schema that records the partition types.
pub(super) struct DatasetSink {
    root: PathBuf,
    physical: SchemaRef,
    /// Positions of the partition columns in the schema.
    partitions: Vec<usize>,
    props: WriterProperties,
    logical: Option<Logical>,
    failure: Option<Error>,
    /// None inside a snapshot (whose writer holds the destination's).
    _lease: Option<Lease>,
}

impl DatasetSink {
    /// A sink writing into the existing directory `root` (whose
    /// `_common_metadata` is written), holding no lease: a snapshot's
    /// writer holds the destination's, `dataset_sink` adds its own.
    pub(super) fn within(
        root: &Path,
        physical: SchemaRef,
        partitions: Vec<usize>,
        props: WriterProperties,
        logical: Option<Logical>,
    ) -> DatasetSink {
        DatasetSink {
            root: root.to_path_buf(),
            physical,
            partitions,
            props,
            logical,
            failure: None,
            _lease: None,
        }
    }
}

fn dataset_sink(
    root: &Path,
    physical: SchemaRef,
    props: WriterProperties,
    logical: Option<Logical>,
    o: &Options,
) -> Result<Box<dyn BatchSink>> {
    if !o.hive || o.partition_columns.is_empty() {
        return Err(Error::invalid(
            "dataset output requires hive=true and partition_columns",
        ));
    }
    if o.durable && !o.atomic {
        return Err(Error::invalid("durable dataset writes require atomic=true"));
    }
    if o.atomic {
        return super::snapshot::open(root, physical, props, logical, o);
    }
    if root
        .symlink_metadata()
        .is_ok_and(|m| m.file_type().is_symlink())
    {
        return Err(Error::invalid(
            "snapshot datasets require atomic=true for every write",
        ));
    }
    let partitions = partition_indices(&physical, o)?;
    let lease = Lease::acquire(root)?;
    let metadata_path = root.join("_common_metadata");
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
            if *previous != *as_read(&physical, logical.as_ref()) {
                return Err(Error::new(
                    Kind::Type,
                    "dataset append requires exact schema including partition types and metadata",
                ));
            }
        }
        Err(_) => {
            std::fs::create_dir_all(root)
                .map_err(|e| io_error("cannot create dataset directory", root, &e))?;
            write_common_metadata(root, &physical, &props, logical.as_ref())?;
        }
    }
    let mut sink = DatasetSink::within(root, physical, partitions, props, logical);
    sink._lease = Some(lease);
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

/// Writes `_common_metadata` (a footer with the whole schema) in `dir`.
pub(super) fn write_common_metadata(
    dir: &Path,
    physical: &SchemaRef,
    props: &WriterProperties,
    logical: Option<&Logical>,
) -> Result<()> {
    let mut sink = file_sink(
        &dir.join("_common_metadata"),
        physical.clone(),
        props.clone(),
        logical,
        false,
        false,
        None,
    )?;
    sink.finish().map(drop)
}

/// The positions of the partition columns in `physical`, checked as 1.25
/// checks them.
pub(super) fn partition_indices(physical: &SchemaRef, o: &Options) -> Result<Vec<usize>> {
    if o.partition_columns.len() >= physical.fields().len() {
        return Err(Error::invalid(
            "dataset output needs at least one non-partition column",
        ));
    }
    let mut partitions = Vec::new();
    for name in &o.partition_columns {
        if name.contains(['/', '\\', '=', '%']) {
            return Err(Error::invalid(format!(
                "Hive partition column names cannot contain /, backslash, = or %: {name}"
            )));
        }
        let index = physical
            .index_of(name)
            .map_err(|_| Error::invalid(format!("unknown partition column: {name}")))?;
        if !partition_type_ok(physical.field(index).data_type()) {
            return Err(Error::new(
                Kind::Type,
                "unsupported Hive partition column type",
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

    fn write_groups(&mut self, batch: &RecordBatch) -> Result<()> {
        let batch = prepare(batch, &self.physical)?;
        if batch.num_rows() == 0 {
            return Ok(());
        }
        let mut groups: BTreeMap<PathBuf, Vec<u32>> = BTreeMap::new();
        for row in 0..batch.num_rows() {
            groups
                .entry(self.directory(&batch, row)?)
                .or_default()
                .push(row as u32);
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
        for (i, (dir, rows)) in groups.into_iter().enumerate() {
            std::fs::create_dir_all(&dir)
                .map_err(|e| io_error("cannot create dataset directory", &dir, &e))?;
            let indices = arrow_array::UInt32Array::from(rows);
            let columns = data_fields
                .iter()
                .map(|&c| arrow_select::take::take(batch.column(c).as_ref(), &indices, None))
                .collect::<std::result::Result<Vec<_>, _>>()
                .map_err(crate::rb::arrow_error)?;
            let part = RecordBatch::try_new(data_schema.clone(), columns)
                .map_err(crate::rb::arrow_error)?;
            let path = dir.join(format!("{stem}{i}.parquet"));
            let mut sink = file_sink(
                &path,
                data_schema.clone(),
                self.props.clone(),
                self.logical.as_ref(),
                false,
                false,
                None,
            )?;
            sink.write_prepared(&part)?;
            sink.finish()?;
        }
        Ok(())
    }
}

impl BatchSink for DatasetSink {
    fn write(&mut self, batch: &RecordBatch) -> Result<()> {
        if let Some(failure) = &self.failure {
            return Err(failure.clone());
        }
        self.write_groups(batch)
            .inspect_err(|e| self.failure = Some(e.clone()))
    }

    fn finish(&mut self) -> Result<Option<Vec<u8>>> {
        match &self.failure {
            Some(failure) => Err(failure.clone()),
            None => Ok(None),
        }
    }
}
