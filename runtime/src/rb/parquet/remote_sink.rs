//! One Parquet file written to an object store (issue 31): the crate's
//! writer over a `store::ObjectWriter`, whose multipart upload completes
//! only when the file closes. A refused batch, a failed upload or a
//! writer dropped before its close aborts the upload: nothing appears
//! under the key, and what was there stays (a store replaces an object
//! only when a new one is complete).
//!
//! The options that need a file system: `append` (read, then rewrite) and
//! `reconstruct` (a footer patched in place) are refused here;
//! `atomic` holds by the store's own single-object commit (the object
//! appears whole or not at all, as a rename gives locally) and `durable`
//! by the store's acknowledgement of the completed upload.

use std::sync::Mutex;

use arrow_array::RecordBatch;
use arrow_schema::SchemaRef;
use parquet::arrow::ArrowWriter;
use parquet::file::properties::WriterProperties;

use super::bounds;
use super::file_sink::prepare;
use super::parquet_error;
use crate::ffi::error::Kind;
use crate::ffi::{Error, Result};
use crate::rb::stream::BatchSink;
use crate::store::{ObjectWriter, StoreUri};

/// A Parquet file being uploaded.
pub(super) struct RemoteSink {
    /// In a mutex only to be `Sync` (the crate's writer is not).
    writer: Option<Mutex<ArrowWriter<ObjectWriter>>>,
    physical: SchemaRef,
    name: String,
    failure: Option<Error>,
}

/// Opens a writer of `uri` (nothing is sent before the first 8 MiB part
/// or the close).
pub(super) fn open(
    uri: &StoreUri,
    physical: SchemaRef,
    props: WriterProperties,
) -> Result<Box<dyn BatchSink>> {
    let object = ObjectWriter::create(uri)?;
    let writer = ArrowWriter::try_new(object, physical.clone(), Some(props))
        .map_err(|e| parquet_error(&format!("Parquet writer '{}'", uri.redacted()), e))?;
    Ok(Box::new(RemoteSink {
        writer: Some(Mutex::new(writer)),
        physical,
        name: uri.redacted().to_string(),
        failure: None,
    }))
}

/// A refusal of an option a store cannot honour.
pub(super) fn refused(uri: &StoreUri, option: &str) -> Error {
    Error::new(
        Kind::Arrow,
        format!(
            "NotImplemented: Parquet option {option} is not supported on object storage ('{}')",
            uri.redacted()
        ),
    )
}

impl RemoteSink {
    fn fail(&mut self, error: Error) -> Error {
        if self.failure.is_none() {
            self.failure = Some(error.clone());
        }
        // Dropping the crate's writer drops the object writer: the upload
        // is aborted.
        self.writer = None;
        error
    }

    fn write_prepared(&mut self, batch: &RecordBatch) -> Result<()> {
        let writer = self
            .writer
            .as_mut()
            .ok_or_else(|| Error::new(Kind::Io, "Parquet writer is closed"))?
            .get_mut()
            .unwrap_or_else(|e| e.into_inner());
        if batch.num_rows() == 0 {
            return Ok(());
        }
        let context = format!("Parquet write to '{}'", self.name);
        let step = bounds::plan(batch, "Parquet write of a batch")?;
        let mut offset = 0;
        while offset < batch.num_rows() {
            let rows = step.min(batch.num_rows() - offset);
            writer
                .write(&batch.slice(offset, rows))
                .map_err(|e| parquet_error(&context, e))?;
            if writer.in_progress_size() > bounds::ROW_GROUP_BYTES {
                writer.flush().map_err(|e| parquet_error(&context, e))?;
            }
            offset += rows;
        }
        Ok(())
    }
}

impl BatchSink for RemoteSink {
    fn write(&mut self, batch: &RecordBatch) -> Result<()> {
        if let Some(failure) = &self.failure {
            return Err(failure.clone());
        }
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
        let context = format!("Parquet close of '{}'", self.name);
        let result = writer
            .finish()
            .map_err(|e| parquet_error(&context, e))
            .and_then(|_| writer.inner_mut().finish());
        result.map(|()| None).map_err(|e| self.fail(e))
    }

    fn refuse(&mut self, error: &Error) {
        self.fail(error.clone());
    }
}
