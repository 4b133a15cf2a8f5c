//! Writing one object so that it appears whole or not at all.
//!
//! Bytes are buffered; an object that stays under [`PART_SIZE`] is
//! written by one PUT when the writer is finished (S3's and the others'
//! PUT is atomic). A larger one becomes a multipart upload: each full part
//! is uploaded as it fills, and [`ObjectWriter::finish`] uploads the rest
//! and completes the upload, which is when the object appears under its
//! key. A writer dropped unfinished, or whose upload failed, aborts the
//! upload (bounded by the call timeout): no partial object ever appears
//! under the final key. A failed PUT or completion leaves what was under
//! the key before.

use std::io::Write;
use std::time::Duration;

use object_store::{MultipartUpload, ObjectStore, ObjectStoreExt, PutPayload};

use super::{Opened, Scheme, StoreUri, call, runtime};
use crate::ffi::Error;
use crate::ffi::Result;
use crate::ffi::error::Kind;
use std::sync::Arc;

/// The size of an upload's parts (S3 takes 5 MiB at least, but the last).
pub(crate) const PART_SIZE: usize = 8 << 20;

/// A writable object (see the module's documentation).
pub(crate) struct ObjectWriter {
    store: Arc<dyn ObjectStore>,
    location: object_store::path::Path,
    uri: StoreUri,
    timeout: Duration,
    buffer: Vec<u8>,
    upload: Option<Box<dyn MultipartUpload>>,
    /// Set once a part or the start failed: the writer only aborts.
    failed: bool,
    finished: bool,
}

impl std::fmt::Debug for ObjectWriter {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "ObjectWriter({})", self.uri.redacted())
    }
}

impl ObjectWriter {
    /// A writer of `uri`'s object. Nothing is sent before the first full
    /// part; HTTP(S) URLs are read-only (`IRX_ERR_INVALID`).
    pub(crate) fn create(uri: &StoreUri) -> Result<ObjectWriter> {
        if uri.scheme == Scheme::Http {
            return Err(Error::invalid(format!(
                "Invalid: '{}': http:// and https:// URLs are read-only",
                uri.redacted()
            )));
        }
        if uri.key.is_empty() || uri.key.ends_with('/') {
            return Err(Error::new(
                Kind::Io,
                format!(
                    "IOError: Cannot write to '{}': it names a bucket or a directory",
                    uri.redacted()
                ),
            ));
        }
        let Opened {
            store,
            location,
            timeout,
        } = super::open(uri)?;
        Ok(ObjectWriter {
            store,
            location,
            uri: uri.clone(),
            timeout,
            buffer: Vec::new(),
            upload: None,
            failed: false,
            finished: false,
        })
    }

    /// The URI, redacted, for messages.
    pub(crate) fn name(&self) -> &str {
        self.uri.redacted()
    }

    /// Uploads the buffer as the next part (starting the upload first).
    fn upload_part(&mut self) -> Result<()> {
        let data = std::mem::take(&mut self.buffer);
        if self.upload.is_none() {
            let store = Arc::clone(&self.store);
            let location = self.location.clone();
            let upload = call(
                "Starting an upload of",
                &self.uri,
                self.timeout,
                async move { store.put_multipart(&location).await },
            )
            .inspect_err(|_| self.failed = true)?;
            self.upload = Some(upload);
        }
        let Some(upload) = self.upload.as_mut() else {
            return Ok(());
        };
        let part = upload.put_part(PutPayload::from(data));
        call("Uploading a part of", &self.uri, self.timeout, part)
            .inspect_err(|_| self.failed = true)
    }

    /// Completes the object: one PUT, or the rest of the upload and its
    /// completion. On failure the upload is aborted and nothing appears.
    pub(crate) fn finish(&mut self) -> Result<()> {
        if self.finished {
            return Ok(());
        }
        if self.failed {
            return Err(Error::new(
                Kind::Io,
                format!(
                    "IOError: Writing '{}': an earlier part failed; nothing was written",
                    self.name()
                ),
            ));
        }
        let result = match self.upload.is_some() {
            false => {
                let data = PutPayload::from(std::mem::take(&mut self.buffer));
                let store = Arc::clone(&self.store);
                let location = self.location.clone();
                call("Writing", &self.uri, self.timeout, async move {
                    store.put(&location, data).await
                })
                .map(drop)
            }
            true => {
                let rest = if self.buffer.is_empty() {
                    Ok(())
                } else {
                    self.upload_part()
                };
                rest.and_then(|()| match self.upload.as_mut() {
                    Some(upload) => call(
                        "Completing the upload of",
                        &self.uri,
                        self.timeout,
                        upload.complete(),
                    )
                    .map(drop),
                    None => Ok(()),
                })
            }
        };
        if result.is_ok() {
            self.finished = true;
            self.upload = None;
        } else {
            self.failed = true;
        }
        result
    }

    fn abort_upload(&mut self) {
        if let Some(mut upload) = self.upload.take() {
            let _ = runtime::block_on(self.timeout, upload.abort());
        }
        self.buffer = Vec::new();
    }
}

impl Write for ObjectWriter {
    fn write(&mut self, data: &[u8]) -> std::io::Result<usize> {
        if self.failed || self.finished {
            return Err(std::io::Error::other(format!(
                "IOError: Writing '{}': the upload failed or was finished",
                self.name()
            )));
        }
        let room = PART_SIZE - self.buffer.len();
        let n = data.len().min(room);
        self.buffer.extend_from_slice(&data[..n]);
        if self.buffer.len() == PART_SIZE {
            self.upload_part()
                .map_err(|e| std::io::Error::other(e.message.into_owned()))?;
        }
        Ok(n)
    }

    fn flush(&mut self) -> std::io::Result<()> {
        Ok(())
    }
}

impl Drop for ObjectWriter {
    fn drop(&mut self) {
        if !self.finished {
            self.abort_upload();
        }
    }
}
