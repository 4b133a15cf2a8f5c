//! One Parquet file being written: the batch check before a write
//! (`prepare`), where the bytes go until the file closes (`Placement`:
//! in place, or staged beside the target and renamed), and the sink that
//! writes them (`FileSink`). The single-file writer (`write`) and the
//! dataset writers (`dataset`, `snapshot`) write every file through it.

use std::fs::{File, OpenOptions};
use std::os::unix::fs::{OpenOptionsExt, PermissionsExt};
use std::path::{Path, PathBuf};
use std::sync::Mutex;

use arrow_array::{ArrayRef, RecordBatch};
use arrow_schema::{DataType, SchemaRef};
use parquet::file::properties::WriterProperties;

use super::bounds;
use super::commit::{Lease, parent_of, sync_path, temporary_beside};
use super::physical::LOGICAL_SCHEMA_KEY;
use super::reconstruct::{self, Logical};
use super::{io_error, parquet_error};
use crate::ffi::error::Kind;
use crate::ffi::{Error, Result};
use crate::rb::stream::BatchSink;

// Beside this file; declared here, the only user, so that it is private
// to the sink.
#[path = "encode.rs"]
mod encode;

use encode::Encoder;

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
    /// reached through `&mut self`, so never locked. The columns of a row
    /// group are encoded on the worker pool (`encode`).
    writer: Option<Mutex<Encoder<File>>>,
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
pub(super) fn placement(path: &Path) -> Placement {
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
    let writer = match Encoder::try_new(file, physical.clone(), props) {
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
