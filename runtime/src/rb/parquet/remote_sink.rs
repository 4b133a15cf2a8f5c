//! One Parquet file written to an object store (issue 31): the one
//! Parquet sink (`super::sink`) over a `store::ObjectWriter`, whose
//! multipart upload completes only when the file closes. A refused batch,
//! a failed upload or a writer dropped before its close aborts the
//! upload: nothing appears
//! under the key, and what was there stays (a store replaces an object
//! only when a new one is complete).
//!
//! The options that need a file system: `append` (read, then rewrite) and
//! `reconstruct` (a footer patched in place) are refused here;
//! `atomic` holds by the store's own single-object commit (the object
//! appears whole or not at all, as a rename gives locally) and `durable`
//! by the store's acknowledgement of the completed upload.

use parquet::file::properties::WriterProperties;

use super::sink::{Destination, ParquetSink, Step};
use crate::ffi::error::Kind;
use crate::ffi::{Error, Result};
use crate::rb::stream::BatchSink;
use crate::store::{ObjectWriter, StoreUri};

/// An object of a store being uploaded, as the [`Destination`] of the one
/// Parquet sink (`super::sink`): the upload is its output, completed when
/// the file is sealed; dropped unfinished, it is aborted.
pub(super) struct Upload {
    /// The redacted URI, for messages.
    name: String,
}

impl Destination for Upload {
    type Output = ObjectWriter;

    fn context(&self, step: Step) -> String {
        let name = &self.name;
        match step {
            Step::Open => format!("Parquet writer '{name}'"),
            Step::Write => format!("Parquet write to '{name}'"),
            Step::Close => format!("Parquet close of '{name}'"),
        }
    }

    fn seal(&mut self, object: &mut ObjectWriter) -> Result<()> {
        object.finish()
    }

    fn publish(&mut self) -> Result<()> {
        Ok(())
    }

    /// Nothing left: dropping the object writer aborted the upload.
    fn abandon(&mut self) {}
}

/// Opens a writer of `uri` (nothing is sent before the first 8 MiB part
/// or the close).
pub(super) fn open(
    uri: &StoreUri,
    physical: arrow_schema::SchemaRef,
    props: WriterProperties,
) -> Result<Box<dyn BatchSink>> {
    let object = ObjectWriter::create(uri)?;
    let upload = Upload {
        name: uri.redacted().to_string(),
    };
    Ok(Box::new(ParquetSink::new(upload, object, physical, props)?))
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
