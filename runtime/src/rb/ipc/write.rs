//! The writers: the stream and file formats through arrow-ipc's own
//! writers, or with compressed bodies through `CompressingWriter`; the
//! `BatchSink` a stream writer handle writes to, over any target.

use std::fs::File;
use std::io::{BufWriter, Write};
use std::sync::Mutex;

use arrow_array::RecordBatch;
use arrow_ipc::writer::{
    DictionaryTracker, FileWriter, IpcDataGenerator, IpcWriteContext, IpcWriteOptions, StreamWriter,
};
use arrow_ipc::{Block, CompressionType, MetadataVersion};
use arrow_schema::{ArrowError, SchemaRef};

use super::codec::{Rewrite, rewrite_batch};
use super::net::Socket;
use super::{CONTINUATION, MAGIC};
use crate::ffi::error::Kind;
use crate::ffi::handle;
use crate::ffi::{Error, Result};
use crate::rb::arrow_error;
use crate::rb::schema::IrxRbSchema;
use crate::rb::stream::{self, BatchSink, IrxRbStreamWriter};

enum IpcWriter<W: Write> {
    Stream(StreamWriter<W>),
    File(FileWriter<W>),
    Compressed(CompressingWriter<W>),
}

/// An IPC stream or file writer with compressed bodies. arrow-ipc encodes
/// each batch (and the dictionaries it brings) uncompressed, exactly as
/// its own writers do; `rewrite_batch` then compresses every buffer of
/// each message, and the framing is written here: the file magic, the
/// schema message, the rewritten messages, the end marker and, for a file,
/// the footer whose blocks are the rewritten messages' offsets and sizes.
struct CompressingWriter<W: Write> {
    out: W,
    codec: CompressionType,
    schema: SchemaRef,
    options: IpcWriteOptions,
    generator: IpcDataGenerator,
    tracker: DictionaryTracker,
    context: IpcWriteContext,
    /// The file format's footer blocks (`None` for a stream).
    file: Option<FileBlocks>,
}

struct FileBlocks {
    /// Where the next message starts.
    offset: usize,
    dictionaries: Vec<Block>,
    batches: Vec<Block>,
}

impl<W: Write> CompressingWriter<W> {
    fn try_new(
        mut out: W,
        schema: &SchemaRef,
        options: IpcWriteOptions,
        codec: CompressionType,
        file_format: bool,
    ) -> std::result::Result<Self, ArrowError> {
        // arrow-ipc's own checks of the schema, with nothing written.
        StreamWriter::try_new_with_options(std::io::sink(), schema, options.clone())?;
        let generator = IpcDataGenerator::default();
        // As arrow-ipc's writers: a file may not replace a dictionary.
        let mut tracker = DictionaryTracker::new(file_format);
        let mut offset = 0;
        if file_format {
            // The magic padded to 8, as FileWriter writes it.
            out.write_all(MAGIC)?;
            out.write_all(&[0, 0])?;
            offset = 8;
        }
        let encoded =
            generator.schema_to_bytes_with_dictionary_tracker(schema, &mut tracker, &options);
        let (meta, body) = arrow_ipc::writer::write_message(&mut out, encoded, &options)?;
        Ok(CompressingWriter {
            out,
            codec,
            schema: schema.clone(),
            options,
            generator,
            tracker,
            context: IpcWriteContext::default(),
            file: file_format.then(|| FileBlocks {
                offset: offset + meta + body,
                dictionaries: Vec::new(),
                batches: Vec::new(),
            }),
        })
    }

    fn write(&mut self, batch: &RecordBatch) -> std::result::Result<(), ArrowError> {
        let (dictionaries, encoded) =
            self.generator
                .encode(batch, &mut self.tracker, &self.options, &mut self.context)?;
        let count = dictionaries.len();
        for (i, message) in dictionaries.iter().chain([&encoded]).enumerate() {
            let rewritten = rewrite_batch(
                &message.ipc_message,
                &message.arrow_data,
                Rewrite::Compress(self.codec),
            )?
            .ok_or_else(|| ArrowError::IpcError("arrow-ipc wrote no batch message".into()))?;
            self.out.write_all(&rewritten.head)?;
            self.out.write_all(rewritten.body.as_slice())?;
            let size = rewritten.head.len() + rewritten.body.len();
            if let Some(file) = &mut self.file {
                let block = Block::new(
                    file.offset as i64,
                    rewritten.head.len() as i32,
                    rewritten.body.len() as i64,
                );
                if i < count {
                    file.dictionaries.push(block);
                } else {
                    file.batches.push(block);
                }
                file.offset += size;
            }
        }
        Ok(())
    }

    /// The end marker and, for a file, the footer (as FileWriter::finish
    /// writes it, with the rewritten messages' blocks) and the magic.
    fn finish(mut self) -> std::result::Result<W, ArrowError> {
        self.out.write_all(&CONTINUATION)?;
        self.out.write_all(&0i32.to_le_bytes())?;
        if let Some(file) = &self.file {
            let mut fbb = flatbuffers::FlatBufferBuilder::new();
            let dictionaries = fbb.create_vector(&file.dictionaries);
            let batches = fbb.create_vector(&file.batches);
            self.tracker.clear();
            let schema = arrow_ipc::convert::IpcSchemaEncoder::new()
                .with_dictionary_tracker(&mut self.tracker)
                .schema_to_fb_offset(&mut fbb, &self.schema);
            let mut footer = arrow_ipc::FooterBuilder::new(&mut fbb);
            footer.add_version(MetadataVersion::V5);
            footer.add_schema(schema);
            footer.add_dictionaries(dictionaries);
            footer.add_recordBatches(batches);
            let root = footer.finish();
            fbb.finish(root, None);
            let footer = fbb.finished_data();
            self.out.write_all(footer)?;
            self.out.write_all(&(footer.len() as i32).to_le_bytes())?;
            self.out.write_all(MAGIC)?;
        }
        self.out.flush()?;
        Ok(self.out)
    }
}

impl<W: Write> IpcWriter<W> {
    /// A writer of the stream or file format over `out`, with bodies
    /// compressed with `codec` (`None`: uncompressed, arrow-ipc's own
    /// writers).
    fn open(
        out: W,
        schema: &SchemaRef,
        codec: Option<CompressionType>,
        file_format: bool,
    ) -> std::result::Result<Self, ArrowError> {
        let options = IpcWriteOptions::try_new(8, false, MetadataVersion::V5)?;
        Ok(match (codec, file_format) {
            (Some(codec), _) => IpcWriter::Compressed(CompressingWriter::try_new(
                out,
                schema,
                options,
                codec,
                file_format,
            )?),
            (None, true) => {
                IpcWriter::File(FileWriter::try_new_with_options(out, schema, options)?)
            }
            (None, false) => {
                IpcWriter::Stream(StreamWriter::try_new_with_options(out, schema, options)?)
            }
        })
    }

    fn get_mut(&mut self) -> &mut W {
        match self {
            IpcWriter::Stream(w) => w.get_mut(),
            IpcWriter::File(w) => w.get_mut(),
            IpcWriter::Compressed(w) => &mut w.out,
        }
    }

    fn write(&mut self, batch: &RecordBatch) -> std::result::Result<(), ArrowError> {
        match self {
            IpcWriter::Stream(w) => w.write(batch),
            IpcWriter::File(w) => w.write(batch),
            IpcWriter::Compressed(w) => w.write(batch),
        }
    }

    fn finish(self) -> std::result::Result<W, ArrowError> {
        match self {
            IpcWriter::Stream(mut w) => w.finish().and_then(|()| w.into_inner()),
            IpcWriter::File(mut w) => w.finish().and_then(|()| w.into_inner()),
            IpcWriter::Compressed(w) => w.finish(),
        }
    }
}

/// The IPC stream (or, with `file_format`, file) of `batches` in memory,
/// written as the runtime's writers write it, with bodies compressed with
/// `codec`: what `IRX_IPC_COMPRESSION` selects for the C entry points. For
/// tests and tools on the Rust side; not part of the C ABI.
#[doc(hidden)]
pub fn write_ipc_bytes(
    schema: &SchemaRef,
    batches: &[RecordBatch],
    codec: Option<CompressionType>,
    file_format: bool,
) -> std::result::Result<Vec<u8>, ArrowError> {
    let mut writer = IpcWriter::open(Vec::new(), schema, codec, file_format)?;
    for batch in batches {
        writer.write(batch)?;
    }
    writer.finish()
}

/// A `BatchSink` writing the IPC stream or file format to `W`. The mutex
/// makes the sink `Sync` whatever the codec contexts inside are.
struct IpcSink<W: SinkTarget> {
    writer: Mutex<Option<IpcWriter<W>>>,
    into_bytes: fn(W) -> Result<Option<Vec<u8>>>,
}

/// Where an IPC writer writes. The in-memory writer's `Vec<u8>` makes room
/// for a whole batch message before arrow-ipc writes it buffer by buffer:
/// grown by doubling instead, a 1M-row batch cost a realloc copy of
/// everything written so far at each doubling and page faults on each new
/// block (the profile of the IPC write benchmark, issue 13: half the time).
pub(super) trait SinkTarget: Write {
    fn reserve_for(&mut self, _bytes: usize) {}
    /// A new call of the caller's begins ([`IpcInput::start_call`]).
    fn start_call(&mut self) {}
}

impl SinkTarget for Vec<u8> {
    /// A hint only: when the allocation fails, writing grows the vector as
    /// before (and reports its failure then).
    fn reserve_for(&mut self, bytes: usize) {
        if self.try_reserve(bytes).is_ok() {
            // SAFETY: `try_reserve` made `bytes` bytes past `len` allocated.
            crate::alloc::huge_pages_hint(unsafe { self.as_mut_ptr().add(self.len()) }, bytes);
        }
    }
}
impl SinkTarget for BufWriter<File> {}
impl SinkTarget for File {}
impl SinkTarget for Socket {
    fn start_call(&mut self) {
        Socket::start_call(self)
    }
}

/// An upper bound of the IPC message of `batch` without compression: the
/// bytes of its columns' slices (what arrow-ipc writes, sliced buffers
/// included only as far as the slice reaches), 8 bytes of padding per
/// buffer, and room for the flatbuffer header.
fn message_size_hint(batch: &RecordBatch) -> usize {
    fn buffers(data: &arrow_data::ArrayData) -> usize {
        1 + data.buffers().len() + data.child_data().iter().map(buffers).sum::<usize>()
    }
    let mut total = 1024usize;
    for column in batch.columns() {
        let data = column.to_data();
        let bytes = data.get_slice_memory_size().unwrap_or(0);
        total = total
            .saturating_add(bytes)
            .saturating_add(buffers(&data).saturating_mul(8 + 64));
    }
    total
}

/// The compression a writer uses: none unless `IRX_IPC_COMPRESSION` is
/// `lz4` or `zstd` when the writer opens (1.25 has no option and writes
/// uncompressed bodies; readers accept all three).
fn write_codec() -> Result<Option<CompressionType>> {
    match std::env::var("IRX_IPC_COMPRESSION").as_deref() {
        Ok("lz4") => Ok(Some(CompressionType::LZ4_FRAME)),
        Ok("zstd") => Ok(Some(CompressionType::ZSTD)),
        Ok("" | "none") | Err(_) => Ok(None),
        Ok(other) => Err(Error::invalid(format!(
            "IRX_IPC_COMPRESSION must be lz4, zstd or none, not {other:?}"
        ))),
    }
}

fn open_sink<W: SinkTarget + Send + 'static>(
    schema: &SchemaRef,
    out: W,
    file_format: bool,
    into_bytes: fn(W) -> Result<Option<Vec<u8>>>,
) -> Result<Box<dyn BatchSink>> {
    let codec = write_codec()?;
    let writer = IpcWriter::open(out, schema, codec, file_format).map_err(write_error)?;
    Ok(Box::new(IpcSink {
        writer: Mutex::new(Some(writer)),
        into_bytes,
    }))
}

/// arrow-rs errors of a writer: I/O failures are `IRX_ERR_IO`.
fn write_error(e: ArrowError) -> Error {
    arrow_error(e)
}

impl<W: SinkTarget + Send> BatchSink for IpcSink<W> {
    fn write(&mut self, batch: &RecordBatch) -> Result<()> {
        let writer = self.writer.get_mut().unwrap_or_else(|p| p.into_inner());
        let Some(writer) = writer.as_mut() else {
            return Err(Error::new(Kind::Io, "writer already closed"));
        };
        writer.get_mut().start_call();
        writer.get_mut().reserve_for(message_size_hint(batch));
        writer.write(batch).map_err(write_error)
    }

    fn finish(&mut self) -> Result<Option<Vec<u8>>> {
        let writer = self.writer.get_mut().unwrap_or_else(|p| p.into_inner());
        let Some(mut writer) = writer.take() else {
            return Err(Error::new(Kind::Io, "writer already closed"));
        };
        writer.get_mut().start_call();
        let out = writer.finish().map_err(write_error)?;
        (self.into_bytes)(out)
    }
}

/// A writer released (or its checked box destroyed) without close finishes
/// its output, as IRx 1.25's IPC writers do when they are destroyed: the
/// end-of-stream marker, and for a file the footer and magic, so what it
/// wrote stays readable. The errors have no caller to go to and are
/// dropped (close to see them); over TCP it takes one more call's timeout
/// at most.
impl<W: SinkTarget> Drop for IpcSink<W> {
    fn drop(&mut self) {
        let writer = self.writer.get_mut().unwrap_or_else(|p| p.into_inner());
        if let Some(mut writer) = writer.take() {
            writer.get_mut().start_call();
            if let Ok(out) = writer.finish() {
                let _ = (self.into_bytes)(out);
            }
        }
    }
}

pub(super) fn flush_file(w: BufWriter<File>) -> Result<Option<Vec<u8>>> {
    w.into_inner()
        .map_err(|e| Error::new(Kind::Io, format!("IPC write: {}", e.error())))?;
    Ok(None)
}

pub(super) fn flush_plain<W: Write>(mut w: W) -> Result<Option<Vec<u8>>> {
    w.flush()
        .map_err(|e| Error::new(Kind::Io, format!("IPC write: {e}")))?;
    Ok(None)
}

pub(super) fn memory_bytes(w: Vec<u8>) -> Result<Option<Vec<u8>>> {
    Ok(Some(w))
}

/// A writer with the caller's schema (cloned: the writer does not keep the
/// handle) over what `open` makes; a NULL `schema` is refused first
/// (`IRX_ERR_NULLPTR`), before `open` runs.
///
/// # Safety
/// `schema` is NULL or a schema handle.
pub(super) unsafe fn open_writer<W: SinkTarget + Send + 'static>(
    schema: *const IrxRbSchema,
    open: impl FnOnce() -> Result<W>,
    file_format: bool,
    into_bytes: fn(W) -> Result<Option<Vec<u8>>>,
    in_memory: bool,
) -> Result<*mut IrxRbStreamWriter> {
    if schema.is_null() {
        return Err(Error::null("schema"));
    }
    // SAFETY: caller contract.
    let schema = unsafe { handle::borrow(schema)? }.schema.clone();
    let sink = open_sink(&schema, open()?, file_format, into_bytes)?;
    stream::new_writer(schema, sink, in_memory)
}

/// `schema` as one encapsulated IPC schema message (continuation marker,
/// length, flatbuffer, padding), as Arrow C++'s `SerializeSchema` writes.
pub(crate) fn schema_to_ipc(schema: &arrow_schema::Schema) -> Result<Vec<u8>> {
    let options = IpcWriteOptions::default();
    let mut tracker = DictionaryTracker::new(false);
    let encoded = IpcDataGenerator::default().schema_to_bytes_with_dictionary_tracker(
        schema,
        &mut tracker,
        &options,
    );
    let mut out = Vec::new();
    arrow_ipc::writer::write_message(&mut out, encoded, &options).map_err(arrow_error)?;
    Ok(out)
}
