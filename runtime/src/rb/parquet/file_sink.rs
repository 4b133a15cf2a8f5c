//! Parquet files written locally: where the bytes go until the file
//! closes (`Placement`: in place, or staged beside the target and
//! renamed), as the [`Destination`] of the one Parquet sink
//! (`super::sink`).

use std::fs::{File, OpenOptions};
use std::os::unix::fs::{OpenOptionsExt, PermissionsExt};
use std::path::{Path, PathBuf};

use arrow_schema::SchemaRef;
use parquet::file::properties::WriterProperties;

use super::commit::{Lease, parent_of, sync_path, temporary_beside};
use super::io_error;
use super::reconstruct::{self, Logical};
use super::sink::{Destination, ParquetSink, Step};
use crate::ffi::Result;

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

/// A local Parquet file being written.
pub(super) type FileSink = ParquetSink<LocalFile>;

/// Where a local file writer's bytes go, and what publishes them.
pub(super) struct LocalFile {
    /// The staged file renamed over `destination` at close, if any.
    temporary: Option<PathBuf>,
    /// A fresh destination not yet finished (removed if abandoned).
    unfinished: Option<PathBuf>,
    destination: PathBuf,
    durable: bool,
    /// The logical schema recorded in the footer at close, if any.
    logical: Option<Logical>,
    _lease: Option<Lease>,
}

impl Destination for LocalFile {
    type Output = File;

    fn context(&self, step: Step) -> String {
        match step {
            Step::Open => "Parquet writer",
            Step::Write => "Parquet write",
            Step::Close => "Parquet close",
        }
        .to_string()
    }

    fn seal(&mut self, file: &mut File) -> Result<()> {
        if let Some(logical) = &self.logical {
            let written = self.temporary.as_ref().unwrap_or(&self.destination);
            reconstruct::patch_footer(written, logical)?;
        }
        if self.durable {
            file.sync_all()
                .map_err(|e| io_error("Parquet commit fsync failed", &self.destination, &e))?;
        }
        Ok(())
    }

    fn publish(&mut self) -> Result<()> {
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
        Ok(())
    }

    fn abandon(&mut self) {
        for path in [self.temporary.take(), self.unfinished.take()]
            .into_iter()
            .flatten()
        {
            let _ = std::fs::remove_file(path);
        }
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
    let destination = LocalFile {
        temporary,
        unfinished,
        destination: path.to_path_buf(),
        durable,
        logical: logical.cloned(),
        _lease: lease,
    };
    ParquetSink::new(destination, file, physical, props)
}
