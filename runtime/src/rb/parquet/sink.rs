//! One Parquet file being written, wherever it goes: the batch check
//! before a write (`prepare`), and the sink (`ParquetSink`) that encodes
//! batches into a [`Destination`] and publishes the file only when it
//! closes. A destination is a local file (`file_sink`: a temporary renamed
//! over the target, or a fresh file removed if unfinished) or an object
//! of a store (`remote_sink`: a multipart upload completed at close and
//! aborted otherwise). Either way a failed, refused or abandoned write
//! never destroys what was there. The single-file writer (`write`) and
//! the dataset writers (`dataset`, `snapshot`) write every file through it.

use std::io::Write;
use std::sync::Mutex;

use arrow_array::{ArrayRef, RecordBatch};
use arrow_schema::{DataType, SchemaRef};
use parquet::file::properties::WriterProperties;

use super::bounds;
use super::parquet_error;
use super::physical::LOGICAL_SCHEMA_KEY;
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

/// The step of a write a failure's message names.
#[derive(Clone, Copy)]
pub(super) enum Step {
    Open,
    Write,
    Close,
}

/// Where a Parquet file's bytes go, and how they become the file readers
/// see. Until [`Destination::publish`] succeeds nothing replaces what was
/// there; [`Destination::abandon`] removes what an unpublished write left.
pub(super) trait Destination: Send + Sync {
    /// What the encoder writes into.
    type Output: Write + Send;

    /// The context of a failure's message at `step` (built only on failure).
    fn context(&self, step: Step) -> String;

    /// After the footer is written, before the output is dropped: what the
    /// bytes need to be whole and lasting (a footer patch, an fsync, the
    /// upload's completion).
    fn seal(&mut self, output: &mut Self::Output) -> Result<()>;

    /// After the output is dropped: makes the file the destination's (a
    /// rename). Nothing to undo after it.
    fn publish(&mut self) -> Result<()>;

    /// Removes what an unpublished write left (the output is already
    /// dropped; an upload is aborted by that drop).
    fn abandon(&mut self);
}

/// One Parquet file being written into a `D`.
pub(super) struct ParquetSink<D: Destination> {
    /// In a mutex only to be `Sync` (the crate's writer is not); always
    /// reached through `&mut self`, so never locked. The columns of a row
    /// group are encoded on the worker pool (`encode`).
    writer: Option<Mutex<Encoder<D::Output>>>,
    physical: SchemaRef,
    destination: D,
    failure: Option<Error>,
}

impl<D: Destination> ParquetSink<D> {
    /// A sink of batches of `physical` (with `props`) into `output`, the
    /// start of `destination`; on failure `destination` is abandoned.
    pub(super) fn new(
        mut destination: D,
        output: D::Output,
        physical: SchemaRef,
        props: WriterProperties,
    ) -> Result<Self> {
        match Encoder::try_new(output, physical.clone(), props, bounds::ROW_GROUP_BYTES) {
            Ok(writer) => Ok(ParquetSink {
                writer: Some(Mutex::new(writer)),
                physical,
                destination,
                failure: None,
            }),
            Err(e) => {
                destination.abandon();
                Err(parquet_error(&destination.context(Step::Open), e))
            }
        }
    }

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
    /// published.
    fn abandon(&mut self) {
        self.writer = None;
        self.destination.abandon();
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
        let destination = &self.destination;
        let failed = |e| parquet_error(&destination.context(Step::Write), e);
        let step = bounds::plan(batch, "Parquet write of a batch")?;
        let mut offset = 0;
        while offset < batch.num_rows() {
            let rows = step.min(batch.num_rows() - offset);
            (writer.write_checked(&batch.slice(offset, rows))).map_err(failed)?;
            offset += rows;
        }
        Ok(())
    }

    /// [`Self::write_prepared`], a failure failing the writer.
    pub(super) fn write_checked(&mut self, batch: &RecordBatch) -> Result<()> {
        self.write_prepared(batch).map_err(|e| self.fail(e))
    }
}

impl<D: Destination> BatchSink for ParquetSink<D> {
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
            // Row groups still being encoded (`encode`'s `ahead`) fail as
            // a write would have on one thread.
            (writer.land())
                .map_err(|e| parquet_error(&self.destination.context(Step::Write), e))?;
            let context = self.destination.context(Step::Close);
            let closing = |e| parquet_error(&context, e);
            writer.finish().map_err(closing)?;
            self.destination
                .seal(writer.inner_mut().map_err(closing)?)?;
            drop(writer);
            self.destination.publish()?;
            Ok(None)
        })();
        result.map_err(|e| self.fail(e))
    }

    fn refuse(&mut self, error: &Error) {
        self.fail(error.clone());
    }
}

impl<D: Destination> Drop for ParquetSink<D> {
    /// Abandons what is not published: a staged file is never renamed over
    /// the destination, a fresh one is removed, an upload is aborted.
    fn drop(&mut self) {
        self.abandon();
    }
}
