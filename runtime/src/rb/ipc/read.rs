//! The readers: framed messages decoded into dictionaries and record
//! batches (`Decoder`), over a stream (`IpcStream`: any message source),
//! a file read block by block through its footer (`IpcFile`), a table
//! literal (`read_stream`) and a lone schema message
//! (`irx_rb_schema_from_ipc`).

use std::collections::VecDeque;
use std::ffi::c_int;
use std::fs::File;
use std::io::{Seek, SeekFrom};
use std::mem::MaybeUninit;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Arc, Mutex};

use arrow_array::{RecordBatch, RecordBatchReader};
use arrow_buffer::Buffer;
use arrow_ipc::{Block, MessageHeader, MetadataVersion};
use arrow_schema::{ArrowError, SchemaRef};

use super::blocks::Slab;
use super::codec::Parts;
use super::layout::Layout;
use super::message::{Framed, InPlace, IpcInput, Literal, finish_message, read_message, schema_of};
use super::verify::{check_body, check_version, verified, verify_message};
use super::{CONTINUATION, MAGIC, STREAM, TRUNCATED, endian, fault, io_error, layout, parse_error};
use crate::ffi::{Error, Result, export};
use crate::limits::Budget;
use crate::rb::arrow_error;
use crate::rb::pread::pread_uninit;
use crate::rb::schema::{self, IrxRbSchema};
use crate::rb::stream::{self, IrxRbStreamReader};

/// Decodes the checked messages of one stream or file: dictionaries into
/// its dictionaries, record batches into batches (arrow-ipc builds every
/// array with `ArrayDataBuilder::build`, i.e. fully validated; buffers
/// that are not aligned for their type are copied, aligned ones shared).
/// Each batch's logical size ([`Layout`]) is charged to the read's budget
/// first, beyond what framing charged for its body, and so are the bytes
/// big-endian data swaps to native order ([`endian`]).
struct Decoder {
    schema: SchemaRef,
    version: MetadataVersion,
    /// The bodies are in the other byte order (swapped before decoding).
    foreign: bool,
    dictionaries: std::collections::HashMap<i64, arrow_array::ArrayRef>,
    budget: Budget,
}

impl Decoder {
    fn new(schema: SchemaRef, version: MetadataVersion, foreign: bool, budget: Budget) -> Self {
        Decoder {
            schema,
            version,
            foreign,
            dictionaries: Default::default(),
            budget,
        }
    }

    /// The message, if its metadata version is the stream's (V1 files
    /// predate the field), or both are V4 or V5, which Arrow C++ (so 1.25)
    /// reads mixed: each message is decoded by its own version.
    fn message<'a>(
        &self,
        framed: &'a Framed,
    ) -> std::result::Result<arrow_ipc::Message<'a>, ArrowError> {
        let message = framed.message();
        let current = |v: MetadataVersion| v >= MetadataVersion::V4;
        if self.version != MetadataVersion::V1
            && message.version() != self.version
            && !(current(self.version) && current(message.version()))
        {
            return Err(ArrowError::IpcError(
                "Could not read IPC message as metadata versions mismatch".into(),
            ));
        }
        Ok(message)
    }

    /// Charges the logical size of the batch `layout` describes beyond
    /// what framing charged for `framed`'s body.
    fn charge(
        &mut self,
        layout: &Layout,
        framed: &Framed,
        what: &str,
        rows: i64,
    ) -> std::result::Result<(), ArrowError> {
        charge_layout(&mut self.budget, layout, framed, what, rows)
    }

    fn dictionary(&mut self, framed: &Framed) -> std::result::Result<(), ArrowError> {
        let message = self.message(framed)?;
        let batch = message.header_as_dictionary_batch().ok_or_else(|| {
            parse_error(format!(
                "Expecting DictionaryBatch in dictionary blocks, found {:?}.",
                message.header_type()
            ))
        })?;
        let values = self
            .schema
            .fields()
            .iter()
            .find_map(|f| dictionary_values(f, batch.id()));
        let (layout, patched) = match (values, batch.data()) {
            (Some(values), Some(data)) => {
                let layout = Layout::of(
                    data,
                    message.version(),
                    [values],
                    &framed.body,
                    self.foreign,
                    false,
                )
                .map_err(|e| fault::in_dictionary(e, batch.id(), self.schema.fields()))?;
                self.charge(&layout, framed, "dictionary batch", data.length())?;
                let patched = layout.patched(&framed.meta, data);
                (Some(layout), patched)
            }
            // An unknown id: Arrow C++'s KeyError, before anything is decoded.
            (None, _) => {
                return Err(fault::CppStatus::Key(format!(
                    "No record of dictionary type with id {}",
                    batch.id()
                ))
                .into_arrow());
            }
            _ => (None, None),
        };
        // SAFETY: `framed.meta` with lengths patched in place.
        let message = patched.as_ref().map_or(message, |m| unsafe { verified(m) });
        let batch = message
            .header_as_dictionary_batch()
            .ok_or_else(|| parse_error("IPC dictionary message has no data"))?;
        let body = layout.map_or_else(|| framed.body.clone(), |l| l.body(&framed.body));
        arrow_ipc::reader::read_dictionary(
            &body,
            batch,
            &self.schema,
            &mut self.dictionaries,
            &message.version(),
        )
        .map_err(|e| self.explain_dictionary(framed, e))
    }

    /// `error`, a refused dictionary batch, in Arrow C++'s words where
    /// [`fault::explain_dictionary`] finds them (the message as framed:
    /// lengths as declared).
    #[cold]
    fn explain_dictionary(&self, framed: &Framed, error: ArrowError) -> ArrowError {
        let message = framed.message();
        let found = message
            .header_as_dictionary_batch()
            .filter(|_| !self.foreign)
            .and_then(|d| {
                let values = self
                    .schema
                    .fields()
                    .iter()
                    .find_map(|f| dictionary_values(f, d.id()))?;
                fault::explain_dictionary(
                    d.data()?,
                    &framed.body,
                    values,
                    d.id(),
                    self.schema.fields(),
                )
            });
        found.map_or(error, fault::CppStatus::into_arrow)
    }

    /// `error`, a refused record batch, in Arrow C++'s words where
    /// [`fault::explain`] finds them (the message as framed: lengths as
    /// declared, not as `Layout` rounded them).
    #[cold]
    fn explain(&self, framed: &Framed, error: ArrowError) -> ArrowError {
        let found = framed
            .message()
            .header_as_record_batch()
            .filter(|_| !self.foreign)
            .and_then(|batch| {
                fault::explain(
                    batch,
                    &framed.body,
                    self.schema.fields(),
                    &self.dictionaries,
                )
            });
        found.map_or(error, fault::CppStatus::into_arrow)
    }

    fn batch(&mut self, framed: &Framed) -> std::result::Result<RecordBatch, ArrowError> {
        let mut budget = self.budget.clone();
        let batch = self.batch_in(framed, &mut budget);
        self.budget = budget;
        batch
    }

    /// A record batch, its logical size charged to `budget`: the
    /// decoder's own, or the one the workers of a file read share.
    fn batch_in(
        &self,
        framed: &Framed,
        budget: &mut dyn layout::Account,
    ) -> std::result::Result<RecordBatch, ArrowError> {
        let message = self.message(framed)?;
        let batch = message.header_as_record_batch().ok_or_else(|| {
            ArrowError::IpcError(format!(
                "expected an IPC record batch, found {:?}",
                message.header_type()
            ))
        })?;
        let version = message.version();
        let layout = Layout::of(
            batch,
            version,
            self.schema.fields().iter().map(|f| f.data_type()),
            &framed.body,
            self.foreign,
            true,
        )?;
        charge_layout(budget, &layout, framed, "record batch", batch.length())?;
        let patched = layout.patched(&framed.meta, batch);
        let batch = match &patched {
            // SAFETY: `framed.meta` with lengths patched in place.
            Some(meta) => unsafe { verified(meta) }
                .header_as_record_batch()
                .ok_or_else(|| parse_error("IPC record batch message has no header"))?,
            None => batch,
        };
        let body = layout.body(&framed.body);
        if let Some(decoded) =
            crate::rb::flat::decode(&body, batch, &self.schema, &self.dictionaries, &version)
        {
            return decoded.map_err(|e| self.explain(framed, e));
        }
        arrow_ipc::reader::read_record_batch(
            &body,
            batch,
            self.schema.clone(),
            &self.dictionaries,
            None,
            &version,
        )
        .map_err(|e| self.explain(framed, e))
    }
}

/// Charges to `budget` the logical size of the batch `layout` describes
/// beyond what framing charged for `framed`'s body.
fn charge_layout(
    budget: &mut dyn layout::Account,
    layout: &Layout,
    framed: &Framed,
    what: &str,
    rows: i64,
) -> std::result::Result<(), ArrowError> {
    let swaps = layout.swap_bytes();
    if swaps > 0 {
        let detail = format!("{swaps} bytes of a big-endian {what} swapped to native order");
        layout::charge(budget, swaps, &detail)?;
    }
    let beyond = layout.logical.saturating_sub(framed.charged);
    if beyond == 0 {
        return Ok(());
    }
    let detail = format!(
        "a {what} of {rows} rows, {} bytes at one bit per row or more",
        layout.logical
    );
    layout::charge(budget, beyond, &detail)
}

/// The fields directly inside `dt`, in arrow-ipc's order: a struct's or
/// a union's children, the one child of a list, list view, fixed-size
/// list or map, a run-end-encoded array's values. A dictionary's value
/// type is not a field: the callers follow it themselves.
fn child_fields(dt: &arrow_schema::DataType) -> Vec<&arrow_schema::FieldRef> {
    use arrow_schema::DataType as D;
    match dt {
        D::Struct(children) => children.iter().collect(),
        D::Union(children, _) => children.iter().map(|(_, f)| f).collect(),
        D::List(child)
        | D::LargeList(child)
        | D::ListView(child)
        | D::LargeListView(child)
        | D::FixedSizeList(child, _)
        | D::Map(child, _)
        | D::RunEndEncoded(_, child) => vec![child],
        _ => Vec::new(),
    }
}

/// The value type of the dictionary `id` in `field` or the fields nested
/// in it (the first such field, in the order arrow-ipc's
/// `fields_with_dict_id` finds it).
fn dictionary_values(field: &arrow_schema::Field, id: i64) -> Option<&arrow_schema::DataType> {
    use arrow_schema::DataType as D;
    fn nested(dt: &D, id: i64) -> Option<&D> {
        match dt {
            D::Dictionary(_, values) => nested(values, id),
            dt => child_fields(dt)
                .into_iter()
                .find_map(|f| dictionary_values(f, id)),
        }
    }
    #[expect(
        deprecated,
        reason = "arrow-ipc 60 still finds dictionaries by field dict_id"
    )]
    let own = field.dict_id();
    match field.data_type() {
        D::Dictionary(_, values) if own == Some(id) => Some(values),
        dt => nested(dt, id),
    }
}

/// Where an IPC stream's messages come from: a byte source framed message
/// by message as the reader goes, or messages framed before.
pub(super) trait MessageSource {
    /// The next message, its decoding charged to `budget`.
    fn next_message(
        &mut self,
        budget: &mut Budget,
    ) -> std::result::Result<Option<Framed>, ArrowError>;
    /// A new call of the caller's begins ([`IpcInput::start_call`]).
    fn start_call(&mut self) {}
}

impl<R: IpcInput> MessageSource for R {
    fn next_message(
        &mut self,
        budget: &mut Budget,
    ) -> std::result::Result<Option<Framed>, ArrowError> {
        read_message(self, budget)
    }

    fn start_call(&mut self) {
        IpcInput::start_call(self)
    }
}

/// The messages of a stream in the caller's memory, each framed and
/// checked (`read_message`) into storage of its own when the reader opens,
/// up to the end marker or the first error, which then comes in its place
/// in the sequence. One copy of the bytes instead of two (a copy of the
/// whole input, then each message out of that copy): the IPC read
/// benchmark of issue 13 spent most of its time in those copies.
pub(super) struct Preframed(
    std::collections::VecDeque<std::result::Result<Option<Framed>, ArrowError>>,
);

impl Preframed {
    /// Frames the messages of `bytes`, charging `budget` (the bytes'
    /// budget: it goes on to decode them).
    pub(super) fn new(mut bytes: &[u8], budget: &mut Budget) -> Self {
        let mut messages = std::collections::VecDeque::new();
        loop {
            let message = read_message(&mut bytes, budget);
            let last = !matches!(message, Ok(Some(_)));
            messages.push_back(message);
            if last {
                return Preframed(messages);
            }
        }
    }
}

impl MessageSource for Preframed {
    fn next_message(&mut self, _: &mut Budget) -> std::result::Result<Option<Framed>, ArrowError> {
        self.0
            .pop_front()
            .unwrap_or_else(|| Err(io_error(TRUNCATED)))
    }
}

/// Arrow C++'s refusal of a stream or schema message that ends where its
/// schema should be (the end-of-stream marker first).
fn no_schema() -> ArrowError {
    parse_error("Tried reading schema message, was null or length 0")
}

/// Arrow C++'s refusal of a first message that is not a schema.
fn not_a_schema(header: MessageHeader) -> ArrowError {
    let found = match header {
        MessageHeader::RecordBatch => "record batch",
        MessageHeader::DictionaryBatch => "dictionary",
        MessageHeader::Tensor => "tensor",
        MessageHeader::SparseTensor => "sparse tensor",
        MessageHeader::Schema => "schema",
        _ => "unknown",
    };
    io_error(format!(
        "Expected IPC message of type schema but got {found}"
    ))
}

/// An IPC stream over any byte source, decoded message by message.
pub(super) struct IpcStream<R> {
    input: R,
    decoder: Decoder,
    schema: SchemaRef,
    /// The schema's dictionary ids, and how many dictionary messages came
    /// before the first batch (`None` until it comes), checked as Arrow
    /// C++'s stream reader checks them.
    dictionary_ids: Vec<i64>,
    dictionaries_first: Option<usize>,
    /// Set at the end marker or after the first error.
    done: bool,
    failed: Option<String>,
}

impl<R: MessageSource> IpcStream<R> {
    /// Reads the schema message of `input`, whose decoding `budget` bounds.
    pub(super) fn open(mut input: R, mut budget: Budget) -> std::result::Result<Self, ArrowError> {
        let first = input.next_message(&mut budget)?.ok_or_else(no_schema)?;
        if first.header != MessageHeader::Schema {
            return Err(not_a_schema(first.header));
        }
        let (schema, version, foreign) = first.schema()?;
        let mut dictionary_ids = Vec::new();
        dictionary_ids_of(schema.fields(), &mut dictionary_ids);
        Ok(IpcStream {
            input,
            decoder: Decoder::new(schema.clone(), version, foreign, budget),
            schema,
            dictionary_ids,
            dictionaries_first: None,
            done: false,
            failed: None,
        })
    }

    fn next_batch(&mut self) -> std::result::Result<Option<RecordBatch>, ArrowError> {
        let mut read = 0;
        loop {
            let Some(message) = self.input.next_message(&mut self.decoder.budget)? else {
                return Ok(None);
            };
            match message.header {
                MessageHeader::DictionaryBatch => {
                    self.decoder.dictionary(&message)?;
                    read += 1;
                }
                MessageHeader::RecordBatch => {
                    self.check_dictionaries(read)?;
                    return self.decoder.batch(&message).map(Some);
                }
                // Arrow C++'s words for a second schema.
                _ => {
                    return Err(io_error(
                        "Header-type of flatbuffer-encoded Message is not RecordBatch.",
                    ));
                }
            }
        }
    }
}

impl<R> IpcStream<R> {
    /// Arrow C++'s checks before a record batch: as many dictionary
    /// messages before the first batch as the schema has dictionaries
    /// (`read` of them came before this one), and every dictionary known.
    fn check_dictionaries(&mut self, read: usize) -> std::result::Result<(), ArrowError> {
        if self.dictionary_ids.is_empty() {
            return Ok(());
        }
        let first = *self.dictionaries_first.get_or_insert(read);
        let expected = self.dictionary_ids.len();
        if first < expected {
            return Err(parse_error(format!(
                "IPC stream did not have the expected number ({expected}) of dictionaries at \
                 the start of the stream"
            )));
        }
        match self
            .dictionary_ids
            .iter()
            .find(|id| !self.decoder.dictionaries.contains_key(id))
        {
            Some(id) => Err(
                fault::CppStatus::Key(format!("Dictionary with id {id} not found")).into_arrow(),
            ),
            None => Ok(()),
        }
    }
}

/// The dictionary ids of `fields` and the fields nested in them, each once.
fn dictionary_ids_of(fields: &arrow_schema::Fields, out: &mut Vec<i64>) {
    fields
        .iter()
        .for_each(|field| dictionary_ids_in(field, out));
}

/// The dictionary ids of `field` and the fields nested in it, each once.
fn dictionary_ids_in(field: &arrow_schema::Field, out: &mut Vec<i64>) {
    use arrow_schema::DataType as D;
    fn of_type(dt: &D, out: &mut Vec<i64>) {
        match dt {
            D::Dictionary(_, values) => of_type(values, out),
            dt => child_fields(dt)
                .into_iter()
                .for_each(|f| dictionary_ids_in(f, out)),
        }
    }
    #[expect(
        deprecated,
        reason = "arrow-ipc 60 still finds dictionaries by field dict_id"
    )]
    let own = field.dict_id();
    if let (D::Dictionary(..), Some(id)) = (field.data_type(), own)
        && !out.contains(&id)
    {
        out.push(id);
    }
    of_type(field.data_type(), out);
}

impl<R: MessageSource> Iterator for IpcStream<R> {
    type Item = std::result::Result<RecordBatch, ArrowError>;

    fn next(&mut self) -> Option<Self::Item> {
        if let Some(message) = &self.failed {
            return Some(Err(ArrowError::IpcError(format!(
                "IPC stream failed earlier: {message}"
            ))));
        }
        if self.done {
            return None;
        }
        self.input.start_call();
        match self.next_batch() {
            Ok(Some(batch)) => Some(Ok(batch)),
            Ok(None) => {
                self.done = true;
                None
            }
            Err(e) => {
                self.done = true;
                self.failed = Some(e.to_string());
                Some(Err(e))
            }
        }
    }
}

impl<R: MessageSource> RecordBatchReader for IpcStream<R> {
    fn schema(&self) -> SchemaRef {
        self.schema.clone()
    }
}

/// Opens a reader over the IPC stream in `input`, whose decoding `budget`
/// bounds (1.25: reading errors keep their Arrow category).
pub(super) fn stream_reader<R: MessageSource + Send + Sync + 'static>(
    input: R,
    budget: Budget,
) -> Result<*mut IrxRbStreamReader> {
    let source = IpcStream::open(input, budget).map_err(arrow_error)?;
    // arrow-ipc's decoder validates every array it builds (see Validation).
    stream::new_reader(Box::new(source), stream::Validation::Done)
}

/// The schema and every batch of the IPC stream in `bytes`, framed in
/// place ([`InPlace`]): the batches' buffers are slices of `bytes` where
/// the messages allow it (uncompressed, and aligned for their types, as
/// Arrow writers lay them out), copies otherwise. The checks are the
/// readers' (`irx_rb_stream_reader_open_buffer`), but as in 1.25's table
/// literals (Arrow C++'s reader over a buffer), bytes that end between
/// two messages end the stream: the end marker is not required.
pub(crate) fn read_stream(bytes: Buffer) -> Result<(SchemaRef, Vec<RecordBatch>)> {
    let budget = Budget::new(STREAM, bytes.len() as u64);
    let stream = IpcStream::open(InPlace { bytes, at: 0 }, budget).map_err(arrow_error)?;
    let schema = stream.schema.clone();
    let mut batches = Vec::new();
    for batch in stream {
        // A batch that fails validation, as 1.25's Table::ValidateFull
        // words it (the column, then the chunk: this batch's index).
        let chunk = batches.len();
        batches
            .push(batch.map_err(|e| {
                fault::status_of(&e, Some(chunk)).unwrap_or_else(|| arrow_error(e))
            })?);
    }
    Ok((schema, batches))
}

/// A file IPC reads by ranges: a local file, or an object of a store
/// (one ranged request per call).
pub(super) trait RangeSource: Send + Sync {
    /// The file's size in bytes.
    fn size(&mut self) -> std::io::Result<u64>;
    /// Fills `buf` from `offset`; `UnexpectedEof` when the file ends first.
    fn read_exact_at(&mut self, offset: u64, buf: &mut [u8]) -> std::io::Result<()>;
    /// Whether [`RangeSource::read_shared`] serves every range, so that
    /// several threads may read at once (a local file; a store's ranges
    /// are read through `read_exact_at` only).
    fn shares(&self) -> bool {
        false
    }
    /// As `read_exact_at`, through a shared reference; called only when
    /// [`RangeSource::shares`].
    fn read_shared(&self, _offset: u64, _buf: &mut [u8]) -> std::io::Result<()> {
        Err(std::io::Error::other(
            "ranges of this source are not read in parallel",
        ))
    }
    /// As `read_exact_at` into `buf`, whose bytes need not be initialised
    /// (a block's storage, not zero-filled first); returns `buf` as read.
    /// This default zero-fills it first.
    fn read_uninit<'a>(
        &mut self,
        offset: u64,
        buf: &'a mut [MaybeUninit<u8>],
    ) -> std::io::Result<&'a mut [u8]> {
        let buf = zeroed(buf);
        self.read_exact_at(offset, buf)?;
        Ok(buf)
    }
    /// As `read_shared` into `buf`, as [`RangeSource::read_uninit`].
    fn read_shared_uninit<'a>(
        &self,
        offset: u64,
        buf: &'a mut [MaybeUninit<u8>],
    ) -> std::io::Result<&'a mut [u8]> {
        let buf = zeroed(buf);
        self.read_shared(offset, buf)?;
        Ok(buf)
    }
}

/// `buf` zero-filled, as bytes.
fn zeroed(buf: &mut [MaybeUninit<u8>]) -> &mut [u8] {
    let len = buf.len();
    let ptr = buf.as_mut_ptr().cast::<u8>();
    // SAFETY: `ptr` is valid for writing `len` bytes (the slice's); once
    // written, the `len` bytes are initialised, and the returned slice
    // borrows `buf` mutably, so nothing else reaches them meanwhile.
    unsafe {
        std::ptr::write_bytes(ptr, 0, len);
        std::slice::from_raw_parts_mut(ptr, len)
    }
}

/// `buf` (at most 64 KiB: the kept tail's) holding `bytes`, of its length.
fn copied<'a>(buf: &'a mut [MaybeUninit<u8>], bytes: &[u8]) -> &'a mut [u8] {
    let buf = zeroed(buf);
    buf.copy_from_slice(bytes);
    buf
}

impl RangeSource for File {
    fn size(&mut self) -> std::io::Result<u64> {
        self.seek(SeekFrom::End(0))
    }

    fn read_exact_at(&mut self, offset: u64, buf: &mut [u8]) -> std::io::Result<()> {
        self.read_shared(offset, buf)
    }

    fn shares(&self) -> bool {
        true
    }

    fn read_shared(&self, offset: u64, buf: &mut [u8]) -> std::io::Result<()> {
        std::os::unix::fs::FileExt::read_exact_at(self, buf, offset)
    }

    fn read_uninit<'a>(
        &mut self,
        offset: u64,
        buf: &'a mut [MaybeUninit<u8>],
    ) -> std::io::Result<&'a mut [u8]> {
        pread_uninit(self, offset, buf)
    }

    fn read_shared_uninit<'a>(
        &self,
        offset: u64,
        buf: &'a mut [MaybeUninit<u8>],
    ) -> std::io::Result<&'a mut [u8]> {
        pread_uninit(self, offset, buf)
    }
}

/// What an IPC file's open reads of its end at once (and keeps).
const TAIL: u64 = 64 << 10;

/// A file whose last bytes (from `start`) are kept: the blocks of a small
/// file, and the last ones of any, are served from them.
struct Tailed {
    file: Box<dyn RangeSource>,
    start: u64,
    tail: Vec<u8>,
}

impl RangeSource for Tailed {
    fn size(&mut self) -> std::io::Result<u64> {
        Ok(self.start + self.tail.len() as u64)
    }

    fn read_exact_at(&mut self, offset: u64, buf: &mut [u8]) -> std::io::Result<()> {
        if self.served_by_tail(offset, buf) {
            return Ok(());
        }
        self.file.read_exact_at(offset, buf)
    }

    fn shares(&self) -> bool {
        self.file.shares()
    }

    fn read_shared(&self, offset: u64, buf: &mut [u8]) -> std::io::Result<()> {
        if self.served_by_tail(offset, buf) {
            return Ok(());
        }
        self.file.read_shared(offset, buf)
    }

    fn read_uninit<'a>(
        &mut self,
        offset: u64,
        buf: &'a mut [MaybeUninit<u8>],
    ) -> std::io::Result<&'a mut [u8]> {
        match self.tail_range(offset, buf.len()) {
            Some(bytes) => Ok(copied(buf, bytes)),
            None => self.file.read_uninit(offset, buf),
        }
    }

    fn read_shared_uninit<'a>(
        &self,
        offset: u64,
        buf: &'a mut [MaybeUninit<u8>],
    ) -> std::io::Result<&'a mut [u8]> {
        match self.tail_range(offset, buf.len()) {
            Some(bytes) => Ok(copied(buf, bytes)),
            None => self.file.read_shared_uninit(offset, buf),
        }
    }
}

impl Tailed {
    /// Fills `buf` from the kept tail if it holds the whole range.
    fn served_by_tail(&self, offset: u64, buf: &mut [u8]) -> bool {
        let bytes = self.tail_range(offset, buf.len());
        bytes.inspect(|bytes| buf.copy_from_slice(bytes)).is_some()
    }

    /// The kept tail's `len` bytes from `offset`, if it holds them all.
    fn tail_range(&self, offset: u64, len: usize) -> Option<&[u8]> {
        let at = usize::try_from(offset.checked_sub(self.start)?).ok()?;
        self.tail.get(at..at.saturating_add(len))
    }
}

/// An IPC file read block by block through its footer, one batch per
/// call on the calling thread; a compressed batch's buffers are
/// decompressed on the pool (`codec`, issue 32 item 6).
///
/// When the caller wants every remaining batch at once (`whole` set:
/// `irx_rb_reader_read_table`), the pool has 2 or more threads, the file
/// is a local one and the remaining bodies reach [`MIN_PARALLEL_BYTES`],
/// the remaining blocks are read and decoded on the pool, one job a block
/// (`read_rest_on_pool`), and handed out in footer order from `pending`.
/// The workers charge one budget, a copy of the file's, under a lock: what
/// a read decodes stays within the file's bound whichever thread decodes.
/// If any job fails (or panics), everything they decoded is dropped and
/// the blocks are read again on the calling thread from the file's own
/// budget: the batches before the failing one and its error are then
/// exactly the one-thread read's, by footer order (a budget error
/// included, which depends on what came before).
pub(super) struct IpcFile {
    file: Box<dyn RangeSource>,
    decoder: Decoder,
    schema: SchemaRef,
    blocks: Vec<Block>,
    /// Where the footer starts: no block may reach past it.
    limit: u64,
    next: usize,
    failed: bool,
    whole: Arc<AtomicBool>,
    pending: VecDeque<RecordBatch>,
}

/// Below this many body bytes left to read, a file's batches are read on
/// the calling thread even when all are wanted (docs/BENCHMARKS.md, "IPC
/// on the worker pool").
pub(super) const MIN_PARALLEL_BYTES: u64 = 1 << 20;

/// Reads a block's bytes after checking its ranges against `limit` (where
/// the footer starts) and its message against its body; returns the
/// message framed (decompressed if it was compressed), its body charged to
/// `budget` (the file's: a footer may list one block many times).
fn read_block(
    file: &mut dyn RangeSource,
    block: &Block,
    limit: u64,
    budget: &mut dyn layout::Account,
) -> std::result::Result<Framed, ArrowError> {
    let (buf, meta) = fetch_block(block, limit, |at, buf| file.read_uninit(at, buf))?;
    frame_block(buf, meta, budget)
}

/// A block's bytes, read with `read` after its ranges are checked against
/// `limit`, and where its body starts. The storage is taken once, at the
/// block's checked length (a released block's, `blocks`, or new), and read
/// into without zero-filling it first (issue 32 item 6; the stream
/// reader's message bodies likewise).
fn fetch_block(
    block: &Block,
    limit: u64,
    read: impl for<'a> FnOnce(u64, &'a mut [MaybeUninit<u8>]) -> std::io::Result<&'a mut [u8]>,
) -> std::result::Result<(Slab, usize), ArrowError> {
    let bad = || parse_error("IPC file block lies outside the file");
    let offset = u64::try_from(block.offset()).map_err(|_| bad())?;
    let meta = usize::try_from(block.metaDataLength()).map_err(|_| bad())?;
    let body = usize::try_from(block.bodyLength()).map_err(|_| bad())?;
    let total = meta.checked_add(body).ok_or_else(bad)?;
    let end = offset.checked_add(total as u64).ok_or_else(bad)?;
    if offset < 8 || end > limit || meta < 8 {
        return Err(bad());
    }
    // A block kept from an earlier read when one fits (`blocks`).
    let mut buf = Slab::take(total)?;
    let start = buf.as_mut_ptr();
    // SAFETY: the block's storage holds `total` bytes from `start`,
    // writable; `MaybeUninit` bytes need no initialisation; `buf` is not
    // touched while the slice lives.
    let spare = unsafe { std::slice::from_raw_parts_mut(start.cast::<MaybeUninit<u8>>(), total) };
    let read = read(offset, spare).map_err(|e| match e.kind() {
        std::io::ErrorKind::UnexpectedEof => io_error("IPC file is shorter than its footer says"),
        _ => io_error(e.to_string()),
    })?;
    if read.as_ptr() != start.cast_const() || read.len() != total {
        return Err(io_error("IPC file block was not read whole"));
    }
    // SAFETY: a `&mut [u8]` of the `total` bytes from `start` exists
    // (`read`, checked just above), so they are initialised; they are
    // within the block's capacity.
    unsafe { buf.set_len(total) };
    Ok((buf, meta))
}

/// A fetched block framed: its message checked against its body,
/// decompressed if it was compressed, its body charged to `budget`.
fn frame_block(
    buf: Slab,
    meta: usize,
    budget: &mut dyn layout::Account,
) -> std::result::Result<Framed, ArrowError> {
    let bad = || parse_error("IPC file block lies outside the file");
    let bytes = buf.as_slice();
    let (start, len) = if bytes[..4] == CONTINUATION {
        (
            8,
            i32::from_le_bytes(bytes[4..8].try_into().expect("4 bytes")),
        )
    } else {
        (
            4,
            i32::from_le_bytes(bytes[..4].try_into().expect("4 bytes")),
        )
    };
    let len = usize::try_from(len).map_err(|_| bad())?;
    if start + len > meta {
        return Err(parse_error("IPC message metadata overruns its file block"));
    }
    let (body_len, header) = verify_message(&bytes[start..start + len])?;
    // Arrow C++'s file reader holds the message to its block's body size.
    let advertised = bytes.len() - meta;
    if body_len != advertised {
        return Err(io_error(format!(
            "Invalid IPC file: advertised body size is {advertised}, but message decoder \
             expects to read {body_len} bytes instead"
        )));
    }
    // SAFETY: the bytes `verify_message` accepted.
    unsafe {
        let decoded = check_body(&bytes[start..start + len], &bytes[meta..])?;
        finish_message(
            Parts {
                bytes: buf.into(),
                meta: start..start + len,
                body_start: meta,
            },
            header,
            decoded,
            budget,
        )
    }
}

impl IpcFile {
    /// Opens the file in `file`: its size, leading magic and (in one read
    /// when it is within the last 64 KiB) its footer.
    pub(super) fn open(mut file: Box<dyn RangeSource>) -> std::result::Result<Self, ArrowError> {
        // Arrow C++'s checks and words (1.25 passes them on), plus the
        // leading magic, which it does not check.
        let size = file.size()?;
        if size <= 16 {
            return Err(parse_error(format!("File is too small: {size}")));
        }
        if size < 18 {
            return Err(parse_error("Not an Arrow file"));
        }
        // The footer's length, magic and (usually) the footer itself in
        // one read: a store answers each read with one request. A small
        // file is read whole by it, its magic and blocks included.
        let tail_len = size.min(TAIL);
        let mut tail = vec![0u8; tail_len as usize];
        file.read_exact_at(size - tail_len, &mut tail)?;
        let mut head = [0u8; 6];
        if tail_len == size {
            head.copy_from_slice(&tail[..6]);
        } else {
            file.read_exact_at(0, &mut head)?;
        }
        if &head != MAGIC || &tail[tail.len() - 6..] != MAGIC {
            return Err(parse_error("Not an Arrow file"));
        }
        let length_at = tail.len() - 10;
        let footer_len =
            i32::from_le_bytes(tail[length_at..length_at + 4].try_into().expect("4 bytes"));
        let footer_len = u64::try_from(footer_len)
            .ok()
            .filter(|&l| l > 0 && l <= size - 18)
            .ok_or_else(|| parse_error("File is smaller than indicated metadata size"))?;
        let limit = size - 10 - footer_len;
        let footer_bytes = if footer_len as usize <= length_at {
            tail[length_at - footer_len as usize..length_at].to_vec()
        } else {
            let mut bytes = vec![0u8; footer_len as usize];
            file.read_exact_at(limit, &mut bytes)?;
            bytes
        };
        let footer = arrow_ipc::root_as_footer(&footer_bytes)
            .map_err(|_| io_error("Verification of flatbuffer-encoded Footer failed."))?;
        let fb_schema = footer
            .schema()
            .ok_or_else(|| parse_error("IPC file footer has no schema"))?;
        let schema = schema_of(fb_schema)?;
        let foreign = endian::foreign(fb_schema)?;
        let version: MetadataVersion = footer.version();
        check_version(version)?;
        let blocks: Vec<Block> = footer
            .recordBatches()
            .map(|b| b.iter().copied().collect())
            .unwrap_or_default();
        let budget = Budget::new("IPC file", size);
        let mut decoder = Decoder::new(schema.clone(), version, foreign, budget);
        let mut file: Box<dyn RangeSource> = Box::new(Tailed {
            file,
            start: size - tail_len,
            tail,
        });
        for block in footer.dictionaries().iter().flatten() {
            let framed = read_block(file.as_mut(), block, limit, &mut decoder.budget)?;
            decoder.dictionary(&framed)?;
        }
        for block in &blocks {
            // Cheap range checks up front, so a bad footer fails at open.
            let (o, m, b) = (block.offset(), block.metaDataLength(), block.bodyLength());
            let end = (o >= 8 && m >= 8 && b >= 0)
                .then(|| (o as u64).checked_add(m as u64)?.checked_add(b as u64))
                .flatten();
            if end.is_none_or(|end| end > limit) {
                return Err(parse_error("IPC file block lies outside the file"));
            }
        }
        Ok(IpcFile {
            file,
            decoder,
            schema,
            blocks,
            limit,
            next: 0,
            failed: false,
            whole: Arc::default(),
            pending: VecDeque::new(),
        })
    }

    /// The flag a reader sets when a call wants every remaining batch.
    pub(super) fn whole(&self) -> Arc<AtomicBool> {
        self.whole.clone()
    }

    /// Every remaining block read and decoded on the pool, or `None` (and
    /// nothing changed) when the read stays on this thread: a pool of 1,
    /// fewer than two blocks or [`MIN_PARALLEL_BYTES`] left, a source
    /// read by ranges through `&mut` only, or any job's failure.
    fn read_rest_on_pool(&mut self) -> Option<VecDeque<RecordBatch>> {
        let rest = &self.blocks[self.next..];
        let bytes = rest
            .iter()
            .map(|b| u64::try_from(b.bodyLength()).unwrap_or(0))
            .fold(0u64, u64::saturating_add);
        if rest.len() < 2
            || bytes < MIN_PARALLEL_BYTES
            || !self.file.shares()
            || !crate::pool::parallel()
        {
            return None;
        }
        let shared = Mutex::new(self.decoder.budget.clone());
        let (file, decoder, limit) = (&*self.file, &self.decoder, self.limit);
        let shared_ref = &shared;
        type Job<'a> = Box<dyn FnOnce() -> Result<RecordBatch> + Send + 'a>;
        let jobs: Vec<Job<'_>> = rest
            .iter()
            .map(|block| -> Job<'_> {
                Box::new(move || {
                    let mut account = layout::Shared(shared_ref);
                    fetch_block(block, limit, |at, buf| file.read_shared_uninit(at, buf))
                        .and_then(|(buf, meta)| frame_block(buf, meta, &mut account))
                        .and_then(|framed| decoder.batch_in(&framed, &mut account))
                        .map_err(arrow_error)
                })
            })
            .collect();
        let batches = crate::pool::scoped(jobs).ok()?;
        self.decoder.budget = shared.into_inner().unwrap_or_else(|e| e.into_inner());
        self.next = self.blocks.len();
        Some(batches.into())
    }
}

impl Iterator for IpcFile {
    type Item = std::result::Result<RecordBatch, ArrowError>;

    fn next(&mut self) -> Option<Self::Item> {
        if self.whole.swap(false, Ordering::Relaxed)
            && let Some(batches) = self.read_rest_on_pool()
        {
            self.pending = batches;
        }
        if let Some(batch) = self.pending.pop_front() {
            return Some(Ok(batch));
        }
        if self.failed || self.next >= self.blocks.len() {
            return None;
        }
        let block = self.blocks[self.next];
        self.next += 1;
        let result = read_block(
            self.file.as_mut(),
            &block,
            self.limit,
            &mut self.decoder.budget,
        )
        .and_then(|framed| self.decoder.batch(&framed));
        self.failed = result.is_err();
        Some(result)
    }
}

impl RecordBatchReader for IpcFile {
    fn schema(&self) -> SchemaRef {
        self.schema.clone()
    }
}

/// The schema of the IPC stream in `data[0..size)`: its first message,
/// which must be a schema (no end marker needed). The bytes are only read
/// during the call; the schema in `*out` is the caller's, released with
/// `irx_rb_schema_release`.
///
/// Errors (`*out` NULL), as 1.25 reports them (Arrow C++'s statuses and
/// words): `IRX_ERR_NULLPTR`; `IRX_ERR_INVALID` for `size <= 0`, bytes
/// that end inside the message's length or flatbuffer, or an end-of-stream
/// marker first; `IRX_ERR_IO` for a flatbuffer that does not verify, a
/// negative length, or a first message that is not a schema;
/// `IRX_ERR_TYPE` for a field type without an `IrxColumnType`.
///
/// # Safety
/// `data` is NULL or readable for `size` bytes; `out` is NULL or writable.
#[export(RecordBatch, out = out)]
pub unsafe fn irx_rb_schema_from_ipc(
    data: *const u8,
    size: i64,
    out: *mut *mut IrxRbSchema,
) -> c_int {
    if data.is_null() {
        return Err(Error::null("data"));
    }
    let size = usize::try_from(size)
        .ok()
        .filter(|&s| s > 0)
        .ok_or_else(|| Error::invalid("schema IPC length must be positive"))?;
    // SAFETY: caller contract: `data` is readable for `size` bytes.
    let bytes = unsafe { std::slice::from_raw_parts(data, size) };
    *out = schema::new_handle(IrxRbSchema::checked(schema_from_ipc(bytes)?)?)?;
    Ok(())
}

/// The schema of an IPC schema message (with or without the continuation
/// marker), checked as every schema the IPC readers accept.
pub(crate) fn schema_from_ipc(bytes: &[u8]) -> Result<SchemaRef> {
    let mut budget = Budget::new("IPC data", bytes.len() as u64);
    let message = read_message(&mut Literal(bytes), &mut budget)
        .and_then(|m| m.ok_or_else(no_schema))
        .map_err(arrow_error)?;
    if message.header != MessageHeader::Schema {
        return Err(arrow_error(not_a_schema(message.header)));
    }
    let (schema, ..) = message.schema().map_err(arrow_error)?;
    Ok(schema)
}
