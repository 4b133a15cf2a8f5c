//! Parquet writers of one file (the file sink, also used for each
//! fragment of a dataset), and `open`, which also opens the hive dataset
//! sinks (`dataset`, `snapshot`), behind the `BatchSink` of an
//! `IrxRbStreamWriter`.
//!
//! As 1.25: writers take an advisory lock (`flock` of `.NAME.irx.lock`
//! beside the destination, `commit::Lease`) so cooperating writers of one
//! path exclude each other; `append` rewrites the old rows and the new
//! ones into a new file that replaces the old (never a second footer);
//! `durable` syncs the file and its directory before and after the rename;
//! a writer that fails a write, or refuses a batch, is poisoned: every
//! later write and the close report that error (1.25's `Invalidate`), and
//! its output is abandoned at once.
//!
//! Unlike 1.25, a single file is always staged in a sibling temporary and
//! renamed over the destination at close, `atomic` or not (see
//! [`Placement`]): a failed, refused or abandoned write, or one killed,
//! never truncates what the destination held (1.25 truncates it when a
//! non-atomic writer opens). What each write may make the crate's writer
//! spend is bounded first (`bounds`).

use std::fs::{File, OpenOptions};
use std::os::unix::fs::{OpenOptionsExt, PermissionsExt};
use std::path::{Path, PathBuf};
use std::sync::Mutex;

use arrow_array::{Array, ArrayRef, RecordBatch};
use arrow_schema::{DataType, SchemaRef};
use parquet::arrow::ArrowWriter;
use parquet::arrow::arrow_writer::ArrowWriterOptions;
use parquet::basic::{BrotliLevel, Compression, GzipLevel, ZstdLevel};
use parquet::encryption::encrypt::FileEncryptionProperties;
use parquet::file::properties::{WriterProperties, WriterVersion};

use super::bounds;
use super::commit::{self, Lease, parent_of, sync_path, temporary_beside};
use super::options::{Options, wrong_side};
use super::physical::{LOGICAL_SCHEMA_KEY, Mapping, physical_schema};
use super::reconstruct::{self, Logical};
use super::{io_error, local_path, parquet_error};
use crate::ffi::error::Kind;
use crate::ffi::{Error, Result};
use crate::rb::stream::BatchSink;

/// The compression levels Arrow C++ (and so 1.25) accepts per codec, and
/// the level its codec uses when none is given: gzip 1-9 (default 9),
/// brotli 0-11 (8), zstd -131072-22 (1), lz4_raw 1-12 (its default: the
/// fast LZ4 block compressor).
const LEVELS: [(&str, i32, i32, i32); 4] = [
    ("gzip", 1, 9, 9),
    ("brotli", 0, 11, 8),
    ("zstd", -131_072, 22, 1),
    ("lz4_raw", 1, 12, 1),
];

/// The codec a compression name selects, after 1.25's checks in their
/// order: Arrow C++'s name table (`Codec::GetCompressionType`: an unknown
/// name, `none` included, is "Unrecognized compression type"), then the
/// codecs 1.25 writes (uncompressed, snappy, zstd, gzip, brotli and
/// `lz4_raw`, which Arrow C++ maps to Parquet's LZ4_RAW; `lz4` names Arrow's
/// LZ4 frame format, which Parquet does not store, and is refused with
/// `lz4_hadoop`, `lzo` and `bz2`), then the level.
///
/// LZ4_RAW is written by `lz4_flex`, which has one (fast) compressor: a
/// level is checked as Arrow checks it and otherwise has no effect.
pub(super) fn codec(name: &str, level: Option<i32>) -> Result<Compression> {
    match name {
        "uncompressed" | "snappy" | "zstd" | "gzip" | "brotli" | "lz4_raw" => {}
        "lzo" | "lz4" | "lz4_hadoop" | "bz2" => {
            return Err(Error::invalid("unsupported Parquet compression codec"));
        }
        _ => {
            return Err(Error::invalid(format!(
                "Unrecognized compression type: {name}"
            )));
        }
    }
    let level = match LEVELS.iter().find(|(codec, ..)| *codec == name) {
        None if level.is_some() => {
            return Err(Error::invalid("codec does not support compression_level"));
        }
        None => 0,
        Some(&(_, min, max, default)) => match level {
            Some(level) if !(min..=max).contains(&level) => {
                return Err(Error::invalid("compression_level out of codec range"));
            }
            Some(level) => level,
            None => default,
        },
    };
    // The ranges above lie within the crate's, so these cannot fail; a
    // failure is still reported rather than unwrapped.
    let out_of_range = |_| Error::invalid("compression_level out of codec range");
    Ok(match name {
        "uncompressed" => Compression::UNCOMPRESSED,
        "snappy" => Compression::SNAPPY,
        "zstd" => Compression::ZSTD(ZstdLevel::try_new(level).map_err(out_of_range)?),
        "gzip" => Compression::GZIP(GzipLevel::try_new(level as u32).map_err(out_of_range)?),
        "brotli" => Compression::BROTLI(BrotliLevel::try_new(level as u32).map_err(out_of_range)?),
        _ => Compression::LZ4_RAW,
    })
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

/// Checks a batch before it is written and casts it to the physical
/// schema (1.25's `prepare_batch`): nulls in a non-nullable column, and
/// null fixed-size-list slots (which do not round-trip unless the logical
/// schema is recorded), are refused.
pub(super) fn prepare(batch: &RecordBatch, physical: &SchemaRef) -> Result<RecordBatch> {
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

/// Where a file writer's bytes go until it closes.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(super) enum Placement {
    /// A sibling temporary (`NAME.irx-XXXX`) renamed over the destination
    /// at close (`atomic`, `append`).
    Staged,
    /// A plain single-file write: staged as well, so a failed, refused or
    /// abandoned write leaves the destination exactly as it was (1.25
    /// truncates it when the writer opens); but an existing regular file
    /// in a directory that takes no new name is written in place, as 1.25
    /// writes it.
    Replace,
    /// The destination itself, which must not exist yet: a fragment or
    /// the `_common_metadata` of a directory this writer made. Removed if
    /// the write fails.
    Fresh,
    /// The destination opened in place (and truncated): an existing file
    /// that is not a regular file (a device such as `/dev/stdout`, a FIFO)
    /// and so cannot be replaced by a rename; a directory, which then
    /// fails to open.
    InPlace,
}

/// One Parquet file being written.
pub(super) struct FileSink {
    /// In a mutex only to be `Sync` (the crate's writer is not); always
    /// reached through `&mut self`, so never locked.
    writer: Option<Mutex<ArrowWriter<File>>>,
    physical: SchemaRef,
    /// The staged file renamed over `destination` at close, if any.
    temporary: Option<PathBuf>,
    /// A fresh destination not yet finished (removed if abandoned).
    unfinished: Option<PathBuf>,
    destination: PathBuf,
    durable: bool,
    /// The logical schema recorded in the footer at close, if any.
    logical: Option<Logical>,
    failure: Option<Error>,
    _lease: Option<Lease>,
}

impl FileSink {
    /// Records `error` as the writer's failure and abandons its output:
    /// every later write and the close report it (1.25's `Invalidate`).
    fn fail(&mut self, error: Error) -> Error {
        if self.failure.is_none() {
            self.failure = Some(error.clone());
        }
        self.abandon();
        error
    }

    /// Drops the crate's writer and removes what it wrote that is not
    /// published: a staged temporary, an unfinished fresh file.
    fn abandon(&mut self) {
        self.writer = None;
        for path in [self.temporary.take(), self.unfinished.take()]
            .into_iter()
            .flatten()
        {
            let _ = std::fs::remove_file(path);
        }
    }

    /// Writes a batch already in the physical schema, in slices whose size
    /// `bounds` keeps bounded, flushing row groups grown past
    /// `bounds::ROW_GROUP_BYTES`.
    pub(super) fn write_prepared(&mut self, batch: &RecordBatch) -> Result<()> {
        if let Some(failure) = &self.failure {
            return Err(failure.clone());
        }
        let writer = self
            .writer
            .as_mut()
            .ok_or_else(|| Error::new(Kind::Io, "Parquet writer is closed"))?
            .get_mut()
            .unwrap_or_else(|e| e.into_inner());
        if batch.num_rows() == 0 {
            return Ok(());
        }
        let step = bounds::plan(batch, "Parquet write of a batch")?;
        let mut offset = 0;
        while offset < batch.num_rows() {
            let rows = step.min(batch.num_rows() - offset);
            writer
                .write(&batch.slice(offset, rows))
                .map_err(|e| parquet_error("Parquet write", e))?;
            if writer.in_progress_size() > bounds::ROW_GROUP_BYTES {
                writer
                    .flush()
                    .map_err(|e| parquet_error("Parquet write", e))?;
            }
            offset += rows;
        }
        Ok(())
    }

    /// [`Self::write_prepared`], a failure failing the writer.
    pub(super) fn write_checked(&mut self, batch: &RecordBatch) -> Result<()> {
        self.write_prepared(batch).map_err(|e| self.fail(e))
    }
}

impl BatchSink for FileSink {
    fn write(&mut self, batch: &RecordBatch) -> Result<()> {
        if let Some(failure) = &self.failure {
            return Err(failure.clone());
        }
        // Checked before `prepare`, whose casts may materialize values.
        let result = bounds::plan(batch, "Parquet write of a batch")
            .and_then(|_| prepare(batch, &self.physical))
            .and_then(|b| self.write_prepared(&b));
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
            if let Some(temporary) = &self.temporary {
                std::fs::rename(temporary, &self.destination).map_err(|e| {
                    io_error("atomic Parquet replacement failed", &self.destination, &e)
                })?;
                self.temporary = None;
                if self.durable {
                    sync_path(&parent_of(&self.destination))?;
                }
            }
            self.unfinished = None;
            Ok(None)
        })();
        result.map_err(|e| self.fail(e))
    }

    fn refuse(&mut self, error: &Error) {
        self.fail(error.clone());
    }
}

impl Drop for FileSink {
    /// Abandons what is not finished: a staged file is never renamed over
    /// the destination, a fresh one is removed.
    fn drop(&mut self) {
        self.abandon();
    }
}

/// How a plain single-file write to `path` is placed (see [`Placement`]).
fn placement(path: &Path) -> Placement {
    match path.symlink_metadata() {
        // A directory fails to open here, as it does in place in 1.25.
        Ok(meta) if !meta.is_file() => Placement::InPlace,
        _ => Placement::Replace,
    }
}

/// A new file writer at `path`, placed as `placement` says.
pub(super) fn file_sink(
    path: &Path,
    physical: SchemaRef,
    props: WriterProperties,
    logical: Option<&Logical>,
    placement: Placement,
    durable: bool,
    lease: Option<Lease>,
) -> Result<FileSink> {
    let mut temporary = None;
    let mut unfinished = None;
    let file = match placement {
        Placement::Staged | Placement::Replace => {
            // The file that replaces another keeps its permissions; a new
            // one gets 0666 less the umask, as a file created in place.
            let existing = path.metadata().ok().filter(|m| m.is_file());
            let mode = existing
                .as_ref()
                .map_or(0o666, |m| m.permissions().mode() & 0o777);
            match temporary_beside(path, mode, existing.is_some()) {
                Ok((file, staged)) => {
                    temporary = Some(staged);
                    file
                }
                Err(_) if existing.is_some() && placement == Placement::Replace => {
                    // A writable file in a directory that takes no new
                    // name: written in place, as 1.25 writes it.
                    OpenOptions::new()
                        .write(true)
                        .truncate(true)
                        .open(path)
                        .map_err(|e| io_error("cannot create Parquet file", path, &e))?
                }
                Err(e) => return Err(e),
            }
        }
        Placement::Fresh => {
            let file = OpenOptions::new()
                .write(true)
                .create_new(true)
                .mode(0o666)
                .custom_flags(libc::O_CLOEXEC)
                .open(path)
                .map_err(|e| io_error("cannot create Parquet file", path, &e))?;
            unfinished = Some(path.to_path_buf());
            file
        }
        Placement::InPlace => {
            File::create(path).map_err(|e| io_error("cannot create Parquet file", path, &e))?
        }
    };
    let options = ArrowWriterOptions::new().with_properties(props);
    let writer = match ArrowWriter::try_new_with_options(file, physical.clone(), options) {
        Ok(writer) => writer,
        Err(e) => {
            for t in [&temporary, &unfinished].into_iter().flatten() {
                let _ = std::fs::remove_file(t);
            }
            return Err(parquet_error("Parquet writer", e));
        }
    };
    Ok(FileSink {
        writer: Some(Mutex::new(writer)),
        physical,
        temporary,
        unfinished,
        destination: path.to_path_buf(),
        durable,
        logical: logical.cloned(),
        failure: None,
        _lease: lease,
    })
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
        let fragments = super::dataset::Fragments {
            physical,
            props,
            logical,
        };
        return super::dataset::open(&path, fragments, o);
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
    commit::sweep(&lease);
    let placement = if o.atomic || o.append {
        Placement::Staged
    } else {
        placement(&path)
    };
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
        placement,
        o.durable,
        Some(lease),
    )?;
    if let Some(source) = existing {
        for batch in source {
            let batch = batch.map_err(crate::rb::arrow_error)?;
            if logical.is_some() {
                sink.write(&batch)?;
            } else {
                sink.write_checked(&batch)?;
            }
        }
    }
    Ok(Box::new(sink))
}
