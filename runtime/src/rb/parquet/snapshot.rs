//! 1.25's snapshot datasets (`dataset`, `hive` and `atomic`): a hive
//! dataset whose every write is one atomic commit.
//!
//! Layout, beside the destination `DIR/NAME`:
//! * `DIR/.NAME.irx-versions/generation-XXXXXXXXXXXXXXXX/`: one complete
//!   hive dataset per committed write (fragments and `_common_metadata`);
//! * `DIR/NAME`: a symbolic link to the current generation (its absolute
//!   path).
//!
//! A write builds a new generation in
//! `DIR/.NAME.irx-versions/pending-XXXXXXXXXXXXXXXX/` (an `append`
//! hard-links the current generation's fragments into it first, and writes
//! a new `_common_metadata`); closing the writer commits it: renames it to
//! `generation-XXXXXXXXXXXXXXXX` (the same digits), then renames a fresh
//! link `DIR/NAME.irx-XXXX` to it over `DIR/NAME` (`rename(2)` replaces the
//! link atomically). A `pending-` directory is so never anything a reader
//! can reach: one left by a writer that was killed is provably dead once
//! the destination's lease is held, and the next writer removes it, with
//! a commit link left between its creation and its rename
//! (`commit::sweep`). A `generation-` directory is never removed: it may
//! be an old generation a reader is reading. Readers resolve the link once when they open, so each
//! reads exactly one committed generation, even while a later write
//! commits. Old generations are kept (a reader may still be reading one).
//! A writer that fails or refuses a batch (at once), or is released
//! without closing, removes its generation; the link never points at it. `durable` fsyncs every file
//! and directory of the generation, the versions directory, and after the
//! rename the destination's directory. Writers of one destination exclude
//! each other with the destination's advisory lock. Local POSIX paths only
//! (this runtime has no other filesystem).

use std::path::{Path, PathBuf};
use std::sync::Arc;

use arrow_array::{ArrayRef, RecordBatch, RecordBatchOptions};
use arrow_schema::{Field, FieldRef, Schema, SchemaRef};

use super::commit::{self, Lease, PENDING_GENERATION, nonce, parent_of, sync_path};
use super::dataset::{DatasetSink, Fragments, as_read, partition_indices, write_common_metadata};
use super::io_error;
use super::options::Options;
use crate::ffi::error::Kind;
use crate::ffi::{Error, Result};
use crate::rb::stream::BatchSink;

/// The prefix of a generation directory's name.
const GENERATION: &str = "generation-";

/// A generation directory, removed when dropped unless committed.
struct Generation {
    path: PathBuf,
    committed: bool,
}

impl Drop for Generation {
    fn drop(&mut self) {
        if !self.committed {
            let _ = std::fs::remove_dir_all(&self.path);
        }
    }
}

/// A snapshot write in progress.
struct SnapshotSink {
    inner: DatasetSink,
    /// The schema of the batches written (1.25's `input`) and of the
    /// generation (`output`: the union with the old schema, `unify`).
    output: SchemaRef,
    generation: Generation,
    destination: PathBuf,
    durable: bool,
    closed: bool,
    failure: Option<Error>,
    _lease: Lease,
}

fn type_error(message: String) -> Error {
    Error::new(Kind::Type, message)
}

/// The schema of an appended generation: the old fields in their order,
/// then the new ones (`unify`: a field missing on one side must be
/// nullable, a field on both sides must be equal, as must the metadata).
fn evolve(old: &Schema, input: &Schema, o: &Options) -> Result<Vec<FieldRef>> {
    if !o.unify {
        if old != input {
            return Err(type_error(
                "dataset append requires exact schema or unify=true".into(),
            ));
        }
        return Ok(old.fields().to_vec());
    }
    for (side, other) in [(old, input), (input, old)] {
        for field in side.fields() {
            match other.field_with_name(field.name()) {
                Err(_) if !field.is_nullable() => {
                    return Err(type_error(format!(
                        "missing dataset column must be nullable: {}",
                        field.name()
                    )));
                }
                Ok(found) if found != field.as_ref() => {
                    return Err(type_error(format!(
                        "dataset evolution cannot change an existing field: {}",
                        field.name()
                    )));
                }
                _ => {}
            }
        }
    }
    if old.metadata() != input.metadata() {
        return Err(type_error(
            "dataset evolution cannot change schema metadata".into(),
        ));
    }
    let mut fields = old.fields().to_vec();
    for field in input.fields() {
        if old.field_with_name(field.name()).is_err() {
            fields.push(field.clone());
        }
    }
    Ok(fields)
}

/// Hard-links the fragments of `from` into `to` (but the top-level
/// `_common_metadata`, which is written anew): fragments are immutable and
/// shared between generations. Only directories and regular files are
/// taken; a symbolic link (or anything else) is refused.
fn link_fragments(from: &Path, to: &Path, top: bool) -> Result<()> {
    let mut entries = std::fs::read_dir(from)
        .map_err(|e| io_error("cannot list snapshot generation", from, &e))?
        .map(|e| e.map(|e| e.path()))
        .collect::<std::io::Result<Vec<_>>>()
        .map_err(|e| io_error("cannot list snapshot generation", from, &e))?;
    entries.sort();
    for path in entries {
        let meta = path
            .symlink_metadata()
            .map_err(|e| io_error("cannot read snapshot fragment", &path, &e))?;
        let name = path.file_name().unwrap_or_default();
        let target = to.join(name);
        if meta.file_type().is_symlink() {
            return Err(Error::invalid(
                "snapshot fragments cannot be symbolic links",
            ));
        }
        if meta.is_dir() {
            std::fs::create_dir(&target)
                .map_err(|e| io_error("cannot create dataset directory", &target, &e))?;
            link_fragments(&path, &target, false)?;
        } else if meta.is_file() {
            if top && name == "_common_metadata" {
                continue;
            }
            std::fs::hard_link(&path, &target)
                .map_err(|e| io_error("cannot link snapshot fragment", &path, &e))?;
        } else {
            return Err(Error::invalid("snapshot fragments must be regular files"));
        }
    }
    Ok(())
}

/// fsync of every file and directory under `dir`, then `dir`.
fn sync_tree(dir: &Path) -> Result<()> {
    let entries =
        std::fs::read_dir(dir).map_err(|e| io_error("cannot list snapshot generation", dir, &e))?;
    for entry in entries {
        let path = entry
            .map_err(|e| io_error("cannot list snapshot generation", dir, &e))?
            .path();
        if path.is_dir() {
            sync_tree(&path)?;
        } else {
            sync_path(&path)?;
        }
    }
    sync_path(dir)
}

/// A new, empty generation directory in `versions`, pending (named
/// `pending-NONCE` until it commits).
fn new_generation(versions: &Path) -> Result<Generation> {
    for attempt in 0..64 {
        let path = versions.join(format!("{PENDING_GENERATION}{}", nonce(attempt)));
        match std::fs::create_dir(&path) {
            Ok(()) => {
                return Ok(Generation {
                    path,
                    committed: false,
                });
            }
            Err(e) if e.kind() == std::io::ErrorKind::AlreadyExists => continue,
            Err(e) => return Err(io_error("cannot create dataset generation", &path, &e)),
        }
    }
    Err(Error::new(Kind::Io, "cannot create dataset generation"))
}

/// Opens a snapshot write of the dataset `root` (see the module docs).
pub(super) fn open(root: &Path, fragments: Fragments, o: &Options) -> Result<Box<dyn BatchSink>> {
    let name = root
        .file_name()
        .ok_or_else(|| Error::invalid("a dataset snapshot destination needs a name"))?
        .to_string_lossy()
        .into_owned();
    let parent = parent_of(root);
    let parent = std::fs::canonicalize(&parent).map_err(|e| super::canonical_error(&parent, &e))?;
    let destination = parent.join(&name);
    let lease = Lease::acquire(&destination)?;
    commit::sweep(&lease);
    let versions = parent.join(format!(".{name}.irx-versions"));
    let previous = match destination.symlink_metadata() {
        Ok(meta) => {
            if !meta.file_type().is_symlink() {
                return Err(Error::invalid(
                    "atomic dataset replacement requires a new destination or an IRx snapshot dataset",
                ));
            }
            let current = std::fs::canonicalize(&destination).map_err(|e| {
                io_error(
                    "snapshot dataset link does not resolve to a generation",
                    &destination,
                    &e,
                )
            })?;
            let named = current
                .file_name()
                .is_some_and(|n| n.to_string_lossy().starts_with(GENERATION));
            if current.parent() != Some(versions.as_path()) || !named || !current.is_dir() {
                return Err(Error::invalid("destination is not an IRx snapshot dataset"));
            }
            Some(current)
        }
        Err(e) if e.kind() == std::io::ErrorKind::NotFound => {
            if o.append {
                return Err(Error::invalid(
                    "dataset append requires an existing snapshot",
                ));
            }
            None
        }
        Err(e) => {
            return Err(io_error(
                "cannot open dataset destination",
                &destination,
                &e,
            ));
        }
    };
    let physical = &fragments.physical;
    let mut output = physical.clone();
    let previous = if o.append { previous } else { None };
    if let Some(previous) = &previous {
        let old = super::read::open_file(&previous.join("_common_metadata"), &o.key)?.schema;
        let fields = evolve(&old, &as_read(physical, fragments.logical.as_ref()), o)?;
        output = Arc::new(Schema::new_with_metadata(
            fields,
            physical.metadata().clone(),
        ));
    }
    let partitions = partition_indices(&output, o)?;
    if versions
        .symlink_metadata()
        .is_ok_and(|m| m.file_type().is_symlink())
    {
        return Err(Error::invalid(
            "snapshot storage must not be a symbolic link",
        ));
    }
    std::fs::create_dir_all(&versions)
        .map_err(|e| io_error("cannot create snapshot storage", &versions, &e))?;
    let generation = new_generation(&versions)?;
    if let Some(previous) = &previous {
        link_fragments(previous, &generation.path, true)?;
    }
    write_common_metadata(
        &generation.path,
        &output,
        &fragments.props,
        fragments.logical.as_ref(),
    )?;
    let fragments = Fragments {
        physical: output.clone(),
        ..fragments
    };
    let inner = DatasetSink::within(&generation.path, fragments, partitions);
    Ok(Box::new(SnapshotSink {
        inner,
        output,
        generation,
        destination,
        durable: o.durable,
        closed: false,
        failure: None,
        _lease: lease,
    }))
}

impl SnapshotSink {
    /// `batch` with the generation's columns in its order (a column the
    /// batch lacks, `unify`, as nulls).
    fn widen(&self, batch: &RecordBatch) -> Result<RecordBatch> {
        if batch.num_columns() == self.output.fields().len() {
            return Ok(batch.clone());
        }
        let schema = batch.schema();
        let mut fields: Vec<FieldRef> = Vec::new();
        let mut columns: Vec<ArrayRef> = Vec::new();
        for field in self.output.fields() {
            match schema.index_of(field.name()) {
                Ok(i) => {
                    fields.push(schema.fields()[i].clone());
                    columns.push(batch.column(i).clone());
                }
                Err(_) => {
                    fields.push(Arc::new(Field::clone(field)));
                    columns.push(arrow_array::new_null_array(
                        field.data_type(),
                        batch.num_rows(),
                    ));
                }
            }
        }
        let options = RecordBatchOptions::new().with_row_count(Some(batch.num_rows()));
        RecordBatch::try_new_with_options(Arc::new(Schema::new(fields)), columns, &options)
            .map_err(crate::rb::arrow_error)
    }

    /// Commits the generation: fsyncs (`durable`), renames it from
    /// `pending-` to `generation-`, then renames a new link to it over the
    /// destination.
    fn commit(&mut self) -> Result<()> {
        self.inner.finish()?;
        let versions = parent_of(&self.generation.path);
        if self.durable {
            sync_tree(&self.generation.path)?;
        }
        let digits = self
            .generation
            .path
            .file_name()
            .and_then(|n| n.to_str())
            .and_then(|n| n.strip_prefix(PENDING_GENERATION))
            .unwrap_or_default()
            .to_owned();
        let named = versions.join(format!("{GENERATION}{digits}"));
        if named.symlink_metadata().is_ok() {
            return Err(Error::new(
                Kind::Io,
                "cannot name dataset generation: the name is taken",
            ));
        }
        std::fs::rename(&self.generation.path, &named)
            .map_err(|e| io_error("cannot name dataset generation", &named, &e))?;
        self.generation.path = named;
        if self.durable {
            sync_path(&versions)?;
        }
        let parent = parent_of(&self.destination);
        let name = self
            .destination
            .file_name()
            .unwrap_or_default()
            .to_string_lossy()
            .into_owned();
        let mut pointer = None;
        for attempt in 0..64 {
            let candidate = parent.join(format!("{name}.irx-{}", nonce(attempt)));
            match std::os::unix::fs::symlink(&self.generation.path, &candidate) {
                Ok(()) => {
                    pointer = Some(candidate);
                    break;
                }
                Err(e) if e.kind() == std::io::ErrorKind::AlreadyExists => continue,
                Err(e) => {
                    return Err(io_error(
                        "cannot reserve dataset commit pointer",
                        &candidate,
                        &e,
                    ));
                }
            }
        }
        let pointer =
            pointer.ok_or_else(|| Error::new(Kind::Io, "cannot reserve dataset commit pointer"))?;
        if let Err(e) = std::fs::rename(&pointer, &self.destination) {
            let _ = std::fs::remove_file(&pointer);
            return Err(io_error("dataset commit failed", &self.destination, &e));
        }
        self.generation.committed = true;
        if self.durable {
            sync_path(&parent)?;
        }
        Ok(())
    }
}

impl SnapshotSink {
    /// Records `error` as the writer's failure and removes its generation
    /// (1.25's `Invalidate`).
    fn fail(&mut self, error: Error) -> Error {
        if self.failure.is_none() {
            self.failure = Some(error.clone());
        }
        if !self.generation.committed {
            let _ = std::fs::remove_dir_all(&self.generation.path);
        }
        error
    }
}

impl BatchSink for SnapshotSink {
    fn write(&mut self, batch: &RecordBatch) -> Result<()> {
        if let Some(failure) = &self.failure {
            return Err(failure.clone());
        }
        if self.closed {
            return Err(Error::invalid("dataset transaction is closed"));
        }
        let result = self.widen(batch).and_then(|b| self.inner.write(&b));
        result.map_err(|e| self.fail(e))
    }

    fn refuse(&mut self, error: &Error) {
        if !self.closed {
            self.fail(error.clone());
        }
    }

    fn finish(&mut self) -> Result<Option<Vec<u8>>> {
        if let Some(failure) = &self.failure {
            return Err(failure.clone());
        }
        if self.closed {
            return Ok(None);
        }
        self.closed = true;
        let result = self.commit();
        if !self.generation.committed {
            let _ = std::fs::remove_dir_all(&self.generation.path);
        }
        result
            .map(|()| None)
            .inspect_err(|e| self.failure = Some(e.clone()))
    }
}
