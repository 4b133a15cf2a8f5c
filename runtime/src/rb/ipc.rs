//! Arrow IPC streams and files for `IrxRbStreamReader` / `IrxRbStreamWriter`
//! (IRx 1.25's IPC entry points): paths, memory, a caller's descriptor and
//! TCP, with LZ4 and ZSTD compressed bodies.
//!
//! Reading never trusts a length before the source has provided the bytes
//! it covers: every message is framed here (continuation marker, metadata
//! length, flatbuffer verification, body length, every buffer's range and
//! every compressed buffer's claimed size) before arrow-ipc's push decoders
//! see it, so corrupt input is an error status rather than a panic in the
//! decoder or an allocation of whatever a header claims. As 1.25 does, a
//! stream that ends without its end-of-stream marker is `IRX_ERR_IO`
//! ("truncated IPC stream: missing end marker").
//!
//! What a read decodes is bounded by its input ([`crate::limits`]): each
//! message's body decoded (a compressed one: what its buffers claim,
//! charged before anything is decompressed) and each batch's logical size
//! beyond that (at least a bit a row of every column, bufferless ones
//! included: `ipc_layout`) must keep the read within
//! `max(ratio x input, floor)` (1024 x, 256 MiB by default), the input
//! being a file's or buffer's length, or the bytes a stream (path,
//! descriptor, TCP) has delivered so far. Past it a read is
//! `IRX_ERR_INVALID` ("... past the expansion limit ...").

use std::ffi::{c_char, c_int};
use std::fs::File;
use std::io::{BufReader, BufWriter, Read, Seek, SeekFrom, Write};
use std::os::fd::{FromRawFd, OwnedFd};
use std::sync::{Arc, Mutex};

use arrow_array::{RecordBatch, RecordBatchReader};
use arrow_buffer::{Buffer, MutableBuffer};
use arrow_ipc::writer::{
    DictionaryTracker, FileWriter, IpcDataGenerator, IpcWriteContext, IpcWriteOptions, StreamWriter,
};
use arrow_ipc::{Block, CompressionType, MessageHeader, MetadataVersion};
use arrow_schema::{ArrowError, SchemaRef};

use super::c_text;
use super::ipc_endian;
use super::ipc_layout::{self, Layout};
use super::ipc_net::{Socket, connect};
use super::schema::{self, IrxRbSchema};
use super::stream::{self, BatchSink, IrxRbStreamReader, IrxRbStreamWriter};
use crate::ffi::error::Kind;
use crate::ffi::handle;
use crate::ffi::{Error, Result, export};
use crate::limits::Budget;

/// What a stream's budget calls its input in messages.
const STREAM: &str = "IPC stream";
/// The 1.25 message for a stream that stops before its end marker.
const TRUNCATED: &str = "truncated IPC stream: missing end marker";
const CONTINUATION: [u8; 4] = [0xff; 4];
const MAGIC: &[u8; 6] = b"ARROW1";
/// Buffers grow towards a claimed length in steps of at most this much
/// beyond what has arrived, so a false claim costs a short read.
const GROW_STEP: usize = 1 << 20;

fn io_error(message: impl Into<String>) -> ArrowError {
    ArrowError::IoError(message.into(), std::io::Error::other("IPC input"))
}

fn parse_error(message: impl Into<String>) -> ArrowError {
    ArrowError::ParseError(message.into())
}

// ---------------------------------------------------------------------------
// Message checks shared by streams, files and `irx_rb_schema_from_ipc`.

/// The most an LZ4 frame or a ZSTD frame can expand per input byte (an
/// LZ4 match byte codes at most 255 bytes; a ZSTD block of 3 header bytes
/// and one RLE byte codes at most 128 KiB), plus room for tiny inputs.
fn max_decompressed(codec: CompressionType, compressed: usize) -> usize {
    let ratio = if codec == CompressionType::LZ4_FRAME {
        256
    } else {
        32_768
    };
    compressed.saturating_mul(ratio).saturating_add(1024)
}

/// Checks one record batch header against its `body`: node counts and
/// lengths, every buffer inside the body, every compressed buffer's claimed
/// size within what its codec can produce from its bytes. Returns the size
/// of the body decoded: `body`'s own, or for a compressed message what its
/// buffers claim, each padded to 8 as `rewrite_batch` lays them out (the
/// reader charges it to its budget before decompressing anything).
fn check_batch(
    batch: arrow_ipc::RecordBatch<'_>,
    body: &[u8],
) -> std::result::Result<u64, ArrowError> {
    if batch.length() < 0 {
        return Err(parse_error("IPC record batch has a negative length"));
    }
    if let Some(nodes) = batch.nodes() {
        for node in nodes {
            if node.length() < 0 || node.null_count() < 0 || node.null_count() > node.length() {
                return Err(parse_error(
                    "IPC field node has an invalid length or null count",
                ));
            }
        }
    }
    let codec = match batch.compression() {
        None => None,
        Some(c) => {
            if c.method() != arrow_ipc::BodyCompressionMethod::BUFFER {
                return Err(parse_error("unsupported IPC body compression method"));
            }
            let codec = c.codec();
            if codec != CompressionType::LZ4_FRAME && codec != CompressionType::ZSTD {
                return Err(parse_error("unknown IPC compression codec"));
            }
            Some(codec)
        }
    };
    let Some(buffers) = batch.buffers() else {
        return Ok(if codec.is_some() {
            0
        } else {
            body.len() as u64
        });
    };
    let mut decoded = 0u64;
    for buffer in buffers {
        let (offset, length) = (buffer.offset(), buffer.length());
        let range = usize::try_from(offset)
            .ok()
            .zip(usize::try_from(length).ok())
            .and_then(|(o, l)| Some(o..o.checked_add(l)?))
            .filter(|r| r.end <= body.len())
            .ok_or_else(|| {
                parse_error(format!(
                    "IPC buffer at offset {offset} of length {length} lies outside the \
                     {}-byte message body",
                    body.len()
                ))
            })?;
        let (Some(codec), false) = (codec, range.is_empty()) else {
            continue;
        };
        let bytes = &body[range];
        let Some(prefix) = bytes.get(..8) else {
            return Err(parse_error(
                "compressed IPC buffer is shorter than its length prefix",
            ));
        };
        let claimed = i64::from_le_bytes(prefix.try_into().expect("8 bytes"));
        let out = match claimed {
            0 => 0,
            -1 => bytes.len() - 8,
            _ => usize::try_from(claimed)
                .ok()
                .filter(|&c| c <= max_decompressed(codec, bytes.len() - 8))
                .ok_or_else(|| {
                    parse_error(format!(
                        "compressed IPC buffer claims {claimed} bytes, more than its {} \
                         compressed bytes can hold",
                        bytes.len() - 8
                    ))
                })?,
        };
        decoded = decoded.saturating_add(out.next_multiple_of(8) as u64);
    }
    Ok(if codec.is_some() {
        decoded
    } else {
        body.len() as u64
    })
}

/// Refuses a metadata version newer than the format's V5, in pyarrow's
/// words: its layout is not one this reader knows (before this check, such
/// a stream failed later with a misleading truncation message).
fn check_version(version: MetadataVersion) -> std::result::Result<(), ArrowError> {
    if version > MetadataVersion::V5 {
        return Err(parse_error(format!(
            "Unsupported future MetadataVersion: {} (IPC readers here know V1 to V5)",
            version.0
        )));
    }
    Ok(())
}

/// Verifies a message's flatbuffer and its header: the one verification its
/// bytes get (every later read of them is [`verified`]'s, unchecked).
/// Returns the body length it declares and its type.
fn verify_message(meta: &[u8]) -> std::result::Result<(usize, MessageHeader), ArrowError> {
    // Arrow C++'s verifier refuses with an IOError and no detail.
    let message = arrow_ipc::root_as_message(meta)
        .ok()
        .filter(|_| root_vtable_is_whole(meta))
        .ok_or_else(|| io_error("Invalid flatbuffers message."))?;
    let body_len = usize::try_from(message.bodyLength())
        .map_err(|_| parse_error("IPC message has a negative body length"))?;
    check_version(message.version())?;
    let header = message.header_type();
    match header {
        MessageHeader::Schema => {
            message
                .header_as_schema()
                .ok_or_else(|| parse_error("IPC schema message has no schema"))?;
        }
        MessageHeader::RecordBatch => {
            message
                .header_as_record_batch()
                .ok_or_else(|| parse_error("IPC record batch message has no header"))?;
        }
        MessageHeader::DictionaryBatch => {
            message
                .header_as_dictionary_batch()
                .and_then(|d| d.data())
                .ok_or_else(|| parse_error("IPC dictionary message has no data"))?;
        }
        other => {
            return Err(parse_error(format!(
                "unsupported IPC message type {other:?}"
            )));
        }
    }
    Ok((body_len, header))
}

/// Whether the root table's vtable is at least its own 4-byte header (size
/// and table size), as Arrow C++'s flatbuffers verifier requires: the Rust
/// verifier accepts a vtable of size 0, so 16 zero bytes passed as a
/// message with no fields (header NONE) where IRx 1.25 answers IOError.
/// Called only after `root_as_message` verified the offsets are in bounds.
fn root_vtable_is_whole(meta: &[u8]) -> bool {
    let word = |at: usize, len: usize| meta.get(at..at.checked_add(len)?);
    let table = word(0, 4).map(|b| u32::from_le_bytes([b[0], b[1], b[2], b[3]]) as usize);
    let vtable = table.and_then(|t| {
        let b = word(t, 4)?;
        let back = i32::from_le_bytes([b[0], b[1], b[2], b[3]]) as i64;
        usize::try_from(t as i64 - back).ok()
    });
    vtable
        .and_then(|v| word(v, 2))
        .is_some_and(|b| u16::from_le_bytes([b[0], b[1]]) >= 4)
}

/// The message of a flatbuffer [`verify_message`] accepted, read without
/// verifying it again (verification was most of the cost of reading a
/// small IPC literal, done five times per message before).
///
/// # Safety
/// `meta` holds bytes `verify_message` accepted (possibly moved or copied
/// since, and changed only by `Layout::patched`, which rewrites fixed-size
/// lengths in place), or a flatbuffer `rewrite_batch` built.
unsafe fn verified(meta: &[u8]) -> arrow_ipc::Message<'_> {
    // SAFETY: caller contract: a valid flatbuffer of a `Message`.
    unsafe { arrow_ipc::root_as_message_unchecked(meta) }
}

/// Checks a verified message's header against its `body`: long enough for
/// the length it declares, every buffer inside it (`check_batch`). Returns
/// the size of the batch's body decoded (0 for other messages).
///
/// # Safety
/// As for [`verified`].
unsafe fn check_body(meta: &[u8], body: &[u8]) -> std::result::Result<u64, ArrowError> {
    // SAFETY: caller contract.
    let message = unsafe { verified(meta) };
    let body_len = message.bodyLength() as usize;
    let batch = message
        .header_as_record_batch()
        .or_else(|| message.header_as_dictionary_batch().and_then(|d| d.data()));
    let Some(batch) = batch else {
        return Ok(0);
    };
    if body.len() < body_len {
        return Err(parse_error("IPC message body is shorter than it claims"));
    }
    check_batch(batch, &body[..body_len])
}

// ---------------------------------------------------------------------------
// Streams.

/// Reads until `out` is full or the source ends: how many bytes arrived
/// (as Arrow C++'s `InputStream::Read`, whose short counts its message
/// reader words as errors: [`short_read`]).
fn read_upto<R: Read>(input: &mut R, out: &mut [u8]) -> std::result::Result<usize, ArrowError> {
    let mut filled = 0;
    while filled < out.len() {
        match input.read(&mut out[filled..]) {
            Ok(0) => break,
            Ok(n) => filled += n,
            Err(e) if e.kind() == std::io::ErrorKind::Interrupted => {}
            Err(e) => return Err(ArrowError::from(e)),
        }
    }
    Ok(filled)
}

/// A read of a message's part that got `got` bytes too few, as 1.25 reports
/// it. Its stream readers wrap their input so that a read getting nothing
/// at all is `IOError: truncated IPC stream: missing end marker`
/// ([`IpcInput::end_marker_required`]); anything else is Arrow C++'s
/// message reader's own error (`refusal`).
fn short_read<R: IpcInput>(
    input: &R,
    got: usize,
    refusal: impl FnOnce() -> ArrowError,
) -> ArrowError {
    if got == 0 && input.end_marker_required() {
        io_error(TRUNCATED)
    } else {
        refusal()
    }
}

/// A byte source of IPC messages. Sources in memory know how many bytes
/// they hold, so a message is appended in one copy into storage sized once
/// (and a length beyond what is left fails at once, as a truncation);
/// others grow the buffer only as bytes arrive.
trait IpcInput: Read {
    /// The unread bytes, for a source in memory.
    fn unread(&self) -> Option<&[u8]> {
        None
    }
    /// Marks `n` bytes of `unread()` as read.
    fn consume(&mut self, _n: usize) {}
    /// Whether the budget grows with the bytes read (a stream arriving),
    /// rather than being the whole input's from the start (memory).
    fn metered(&self) -> bool {
        self.unread().is_none()
    }
    /// A new call of the caller's begins (a transport with a deadline per
    /// call starts it).
    fn start_call(&mut self) {}
    /// Whether the input must end with the end-of-stream marker: 1.25's
    /// stream readers refuse a read that finds the input over
    /// (`truncated IPC stream: missing end marker`); its table literals
    /// and `irx_rb_schema_from_ipc` read as Arrow C++ does, where an input
    /// that ends between messages has simply ended.
    fn end_marker_required(&self) -> bool {
        true
    }
    /// The next message (its metadata length, `meta_len`, read) framed
    /// without a copy, for a source that can: `None` to read it the
    /// copying way instead (also for a message the source holds only part
    /// of, which that way reports).
    fn frame_in_place(
        &mut self,
        _meta_len: usize,
        _budget: &mut Budget,
    ) -> Option<std::result::Result<Framed, ArrowError>> {
        None
    }
}

impl IpcInput for BufReader<File> {}
impl IpcInput for File {}
impl IpcInput for Socket {
    fn start_call(&mut self) {
        Socket::start_call(self)
    }
}

impl IpcInput for &[u8] {
    fn unread(&self) -> Option<&[u8]> {
        Some(self)
    }
    fn consume(&mut self, n: usize) {
        *self = &self[n..];
    }
}

/// Bytes in memory read as Arrow C++ reads a buffer (no end marker
/// required): `irx_rb_schema_from_ipc`'s.
struct Literal<'a>(&'a [u8]);

impl Read for Literal<'_> {
    fn read(&mut self, out: &mut [u8]) -> std::io::Result<usize> {
        self.0.read(out)
    }
}

impl IpcInput for Literal<'_> {
    fn unread(&self) -> Option<&[u8]> {
        Some(self.0)
    }
    fn consume(&mut self, n: usize) {
        self.0 = &self.0[n..];
    }
    fn end_marker_required(&self) -> bool {
        false
    }
}

/// Appends `len` bytes from `input` to `buf`. From memory: one exact
/// reservation, which the bytes present bound (the profile of the IPC read
/// benchmark, issue 13, showed doubling, zero-filling and copying by steps
/// as half the read). Otherwise growing only as bytes arrive.
fn read_grow<R: IpcInput>(
    input: &mut R,
    buf: &mut MutableBuffer,
    len: usize,
) -> std::result::Result<usize, ArrowError> {
    if let Some(unread) = input.unread() {
        let Some(bytes) = unread.get(..len) else {
            // Short: how many bytes there are is all the caller reports.
            return Ok(unread.len());
        };
        buf.try_reserve(len)
            .map_err(|e| ArrowError::MemoryError(e.to_string()))?;
        // SAFETY: `try_reserve` made `len` bytes past `buf.len()` allocated.
        crate::alloc::huge_pages_hint(unsafe { buf.as_mut_ptr().add(buf.len()) }, len);
        buf.extend_from_slice(bytes);
        input.consume(len);
        return Ok(len);
    }
    let mut left = len;
    while left > 0 {
        let step = left.min(GROW_STEP.max(buf.len()));
        let start = buf.len();
        buf.try_resize(start + step, 0)
            .map_err(|e| ArrowError::MemoryError(e.to_string()))?;
        let got = read_upto(input, &mut buf.as_slice_mut()[start..])?;
        if got < step {
            buf.truncate(start + got);
            return Ok(len - left + got);
        }
        left -= step;
    }
    Ok(len)
}

/// One framed, checked message: its flatbuffer (verified once, by
/// `verify_message`), its body and its type.
struct Framed {
    meta: Buffer,
    body: Buffer,
    header: MessageHeader,
    /// What framing charged to the reader's budget: the body decoded.
    charged: u64,
}

/// A schema from its flatbuffer, refusing the types arrow-rs parses but
/// panics on when it lays out a batch ([`super::types::check_layout`]).
/// Every schema the readers accept (stream message, file footer) comes
/// through here.
fn schema_of(fb: arrow_ipc::Schema<'_>) -> std::result::Result<SchemaRef, ArrowError> {
    let schema = ipc_endian::schema(fb)?;
    super::types::check_fields(schema.fields())
        .map_err(|reason| parse_error(format!("invalid IPC schema: {reason}")))?;
    Ok(Arc::new(schema))
}

impl Framed {
    /// The message.
    fn message(&self) -> arrow_ipc::Message<'_> {
        // SAFETY: every `Framed` holds a flatbuffer `verify_message`
        // accepted (its constructors: `finish_message`, `frame_in_place`).
        unsafe { verified(&self.meta) }
    }

    /// The schema of a schema message, with the metadata version the
    /// messages after it must carry and whether their bodies are in the
    /// other byte order ([`ipc_endian::foreign`]).
    fn schema(&self) -> std::result::Result<(SchemaRef, MetadataVersion, bool), ArrowError> {
        let message = self.message();
        let fb = message
            .header_as_schema()
            .ok_or_else(|| ArrowError::IpcError("expected an IPC schema message".into()))?;
        Ok((schema_of(fb)?, message.version(), ipc_endian::foreign(fb)?))
    }
}

/// The smallest window a ZSTD frame may declare whatever its content:
/// 8 MiB, what libzstd's levels up to 19 choose for data of unknown size
/// (arrow-rs compresses that way). A frame that declares more than this
/// and more than the bytes it must produce is refused before anything is
/// allocated: the decoder reserves its whole window up front.
const ZSTD_MIN_WINDOW: u64 = 8 << 20;

/// Decompresses `payload` (one compressed IPC buffer after its 8-byte
/// length prefix) into `dst`, which is exactly the length the prefix
/// claims: a frame that codes fewer or more bytes is an error, so no
/// decoded buffer ever has a length its message did not declare.
fn decompress_into(
    codec: CompressionType,
    payload: &[u8],
    dst: &mut [u8],
) -> std::result::Result<(), ArrowError> {
    let want = dst.len();
    let bad = |what: &str| {
        parse_error(format!(
            "compressed IPC buffer does not decompress to the {want} bytes it claims: {what}"
        ))
    };
    if codec == CompressionType::LZ4_FRAME {
        let mut decoder = lz4_flex::frame::FrameDecoder::new(payload);
        decoder
            .read_exact(dst)
            .map_err(|e| bad(&format!("LZ4: {e}")))?;
        match decoder.read(&mut [0u8]) {
            Ok(0) => Ok(()),
            Ok(_) => Err(bad("LZ4 frame is longer")),
            Err(e) => Err(bad(&format!("LZ4: {e}"))),
        }
    } else {
        // ruzstd decodes into `dst` and never past it (a frame with more
        // is `TargetTooSmall`); its window is bounded as above.
        let mut decoder = ruzstd::decoding::FrameDecoder::new();
        decoder.set_max_window_size((want as u64).max(ZSTD_MIN_WINDOW));
        match decoder.decode_all(payload, dst) {
            Ok(n) if n == want => {}
            Ok(n) => return Err(bad(&format!("ZSTD frame holds {n}"))),
            Err(e) => return Err(bad(&format!("ZSTD: {e}"))),
        }
        // As libzstd does: a frame's content checksum, when it has one,
        // must match (of the last frame, when the buffer holds several).
        match (
            decoder.get_checksum_from_data(),
            decoder.get_calculated_checksum(),
        ) {
            (Some(stored), Some(computed)) if stored != computed => {
                Err(bad("ZSTD frame checksum does not match its content"))
            }
            _ => Ok(()),
        }
    }
}

/// `Write` into the end of a `MutableBuffer`, so encoders write straight
/// into the new body.
struct Append<'a>(&'a mut MutableBuffer);

impl Write for Append<'_> {
    fn write(&mut self, buf: &[u8]) -> std::io::Result<usize> {
        self.0.extend_from_slice(buf);
        Ok(buf.len())
    }

    fn flush(&mut self) -> std::io::Result<()> {
        Ok(())
    }
}

/// Appends the IPC form of one body buffer `data` compressed with `codec`
/// to `out`: its uncompressed length (int64 LE) and the frame, or -1 and
/// `data` as it is when the frame is not smaller (the spec allows it, and
/// pyarrow and arrow-rs do the same). An empty buffer stays empty.
fn compress_into(
    codec: CompressionType,
    data: &[u8],
    out: &mut MutableBuffer,
) -> std::result::Result<(), ArrowError> {
    if data.is_empty() {
        return Ok(());
    }
    let start = out.len();
    out.extend_from_slice(&(data.len() as i64).to_le_bytes());
    if codec == CompressionType::LZ4_FRAME {
        let mut encoder = lz4_flex::frame::FrameEncoder::new(Append(out));
        encoder.write_all(data)?;
        encoder
            .finish()
            .map_err(|e| ArrowError::ExternalError(Box::new(e)))?;
    } else {
        // ruzstd's fastest level (about libzstd's 1) is the one it has.
        ruzstd::encoding::compress(
            data,
            Append(out),
            ruzstd::encoding::CompressionLevel::Fastest,
        );
    }
    if out.len() - start - 8 >= data.len() {
        out.truncate(start);
        out.extend_from_slice(&(-1i64).to_le_bytes());
        out.extend_from_slice(data);
    }
    Ok(())
}

/// Appends what one buffer of a compressed message (`data`: length prefix
/// and frame, checked by `check_message`) decompresses to: exactly its
/// claimed length, within the `max_decompressed` cap, allocated before
/// decoding into it.
fn decompress_buffer(
    codec: CompressionType,
    data: &[u8],
    out: &mut MutableBuffer,
) -> std::result::Result<(), ArrowError> {
    if data.is_empty() {
        return Ok(());
    }
    let (prefix, payload) = data
        .split_first_chunk::<8>()
        .ok_or_else(|| parse_error("compressed IPC buffer is shorter than its length prefix"))?;
    match i64::from_le_bytes(*prefix) {
        0 => {}
        -1 => out.extend_from_slice(payload),
        claimed => {
            let len = usize::try_from(claimed)
                .ok()
                .filter(|&c| c <= max_decompressed(codec, payload.len()))
                .ok_or_else(|| {
                    parse_error(format!(
                        "compressed IPC buffer claims {claimed} bytes, more than its {} \
                         compressed bytes can hold",
                        payload.len()
                    ))
                })?;
            let start = out.len();
            out.try_resize(start + len, 0)
                .map_err(|e| ArrowError::MemoryError(e.to_string()))?;
            decompress_into(codec, payload, &mut out.as_slice_mut()[start..])?;
        }
    }
    Ok(())
}

/// A message framed in `bytes`: its flatbuffer at `meta`, its body from
/// `body_start`.
struct Parts {
    bytes: MutableBuffer,
    meta: std::ops::Range<usize>,
    body_start: usize,
}

/// Which way `rewrite_batch` turns a batch message's body.
#[derive(Clone, Copy, Debug)]
enum Rewrite {
    /// Reading: every buffer of a compressed message decompressed, into a
    /// body of this many bytes (what `check_body` found, reserved up front;
    /// 0 to grow as it goes).
    Decompress(u64),
    /// Writing: every buffer of an uncompressed message compressed.
    Compress(CompressionType),
}

/// The one place a record or dictionary batch message's body is rewritten,
/// for both directions: every buffer of `body` (checked to lie inside it)
/// decompressed or compressed into a new body at an 8-aligned offset, and
/// the flatbuffer `meta` rebuilt with those buffers, the new body length
/// and the new compression (none, or `BodyCompression` with the codec and
/// `BUFFER`). Returns the message framed (`Rewritten`: continuation marker,
/// padded metadata length, flatbuffer, padding to 8; body), or `None` when there
/// is nothing to do: not a batch, an uncompressed one to decompress, a
/// compressed one to compress.
///
/// Reading, the new message is uncompressed: arrow-ipc then decodes it as
/// it does an uncompressed one (its own decompression accepts a frame
/// shorter than the claim, and trusts claims up to 32,768 times a frame's
/// size with nothing to bound a message or a stream).
fn rewrite_batch(
    meta: &[u8],
    body: &[u8],
    rewrite: Rewrite,
) -> std::result::Result<Option<Rewritten>, ArrowError> {
    let message = arrow_ipc::root_as_message(meta)
        .map_err(|e| parse_error(format!("invalid IPC message flatbuffer: {e}")))?;
    let dictionary = message.header_as_dictionary_batch();
    let batch = match message.header_type() {
        MessageHeader::RecordBatch => message.header_as_record_batch(),
        MessageHeader::DictionaryBatch => dictionary.and_then(|d| d.data()),
        _ => None,
    };
    let Some(batch) = batch else {
        return Ok(None);
    };
    let count = batch.buffers().map_or(0, |b| b.len());
    // Compressing, room for the worst case (every buffer stored with its
    // prefix and padding) up front: only what is written is touched.
    let (from, to, room) = match (rewrite, batch.compression()) {
        (Rewrite::Decompress(size), Some(c)) => (Some(c.codec()), None, size as usize),
        (Rewrite::Compress(codec), None) => (None, Some(codec), body.len() + 16 * count),
        _ => return Ok(None),
    };
    let mut out = MutableBuffer::new(0);
    out.try_reserve(room)
        .map_err(|e| ArrowError::MemoryError(e.to_string()))?;
    let mut buffers = Vec::with_capacity(count);
    for buffer in batch.buffers().iter().flatten() {
        let data = usize::try_from(buffer.offset())
            .ok()
            .zip(usize::try_from(buffer.length()).ok())
            .and_then(|(o, l)| body.get(o..o.checked_add(l)?))
            .ok_or_else(|| parse_error("IPC buffer lies outside the message body"))?;
        let start = out.len();
        match (from, to) {
            (Some(codec), _) => decompress_buffer(codec, data, &mut out)?,
            (None, Some(codec)) => compress_into(codec, data, &mut out)?,
            (None, None) => unreachable!("one direction"),
        }
        buffers.push(arrow_ipc::Buffer::new(
            start as i64,
            (out.len() - start) as i64,
        ));
        out.resize(out.len().next_multiple_of(8), 0);
    }
    let mut fbb = flatbuffers::FlatBufferBuilder::new();
    let nodes: Vec<arrow_ipc::FieldNode> = batch
        .nodes()
        .map(|n| n.iter().copied().collect())
        .unwrap_or_default();
    let nodes = fbb.create_vector(&nodes);
    let buffers = fbb.create_vector(&buffers);
    let variadic = batch
        .variadicBufferCounts()
        .map(|v| v.iter().collect::<Vec<i64>>())
        .map(|v| fbb.create_vector(&v));
    let compression = to.map(|codec| {
        arrow_ipc::BodyCompression::create(
            &mut fbb,
            &arrow_ipc::BodyCompressionArgs {
                codec,
                method: arrow_ipc::BodyCompressionMethod::BUFFER,
            },
        )
    });
    let record = arrow_ipc::RecordBatch::create(
        &mut fbb,
        &arrow_ipc::RecordBatchArgs {
            length: batch.length(),
            nodes: Some(nodes),
            buffers: Some(buffers),
            compression,
            variadicBufferCounts: variadic,
        },
    );
    let header = match dictionary {
        Some(d) => arrow_ipc::DictionaryBatch::create(
            &mut fbb,
            &arrow_ipc::DictionaryBatchArgs {
                id: d.id(),
                data: Some(record),
                isDelta: d.isDelta(),
            },
        )
        .as_union_value(),
        None => record.as_union_value(),
    };
    let custom_metadata = message.custom_metadata().map(|kv| {
        let pairs: Vec<_> = kv
            .iter()
            .map(|p| {
                let key = p.key().map(|k| fbb.create_string(k));
                let value = p.value().map(|v| fbb.create_string(v));
                arrow_ipc::KeyValue::create(&mut fbb, &arrow_ipc::KeyValueArgs { key, value })
            })
            .collect();
        fbb.create_vector(&pairs)
    });
    let root = arrow_ipc::Message::create(
        &mut fbb,
        &arrow_ipc::MessageArgs {
            version: message.version(),
            header_type: message.header_type(),
            header: Some(header),
            bodyLength: out.len() as i64,
            custom_metadata,
        },
    );
    fbb.finish(root, None);
    let meta = fbb.finished_data();
    let padded = meta.len().next_multiple_of(8);
    let mut head = Vec::with_capacity(8 + padded);
    head.extend_from_slice(&CONTINUATION);
    head.extend_from_slice(&(padded as i32).to_le_bytes());
    head.extend_from_slice(meta);
    head.resize(8 + padded, 0);
    Ok(Some(Rewritten {
        head,
        meta_len: meta.len(),
        body: out,
    }))
}

/// A message rewritten by `rewrite_batch`: `head` is its continuation
/// marker, padded metadata length, flatbuffer (`meta_len` bytes) and
/// padding to 8; `body` follows it.
struct Rewritten {
    head: Vec<u8>,
    meta_len: usize,
    body: MutableBuffer,
}

impl Rewritten {
    /// The message in one buffer, as the readers frame it.
    fn into_parts(self) -> Parts {
        let mut bytes = MutableBuffer::new(self.head.len() + self.body.len());
        bytes.extend_from_slice(&self.head);
        bytes.extend_from_slice(self.body.as_slice());
        Parts {
            bytes,
            meta: 8..8 + self.meta_len,
            body_start: self.head.len(),
        }
    }
}

/// Reading: a compressed record or dictionary batch (already checked by
/// `check_body`, which found it decodes to `decoded` bytes) rewritten as
/// an uncompressed one; other messages are returned as they are.
fn decompress_message(parts: Parts, decoded: u64) -> std::result::Result<Parts, ArrowError> {
    let bytes = parts.bytes.as_slice();
    let rewritten = rewrite_batch(
        &bytes[parts.meta.clone()],
        &bytes[parts.body_start..],
        Rewrite::Decompress(decoded),
    )?;
    Ok(rewritten.map_or(parts, Rewritten::into_parts))
}

/// The last step of framing a checked message that decodes to `decoded`
/// bytes (`check_body`): charged to `budget` (before anything is
/// decompressed), then decompressed and rewritten as uncompressed if need
/// be; its flatbuffer and body are then two slices of one buffer.
///
/// # Safety
/// `parts.bytes[parts.meta]` is as for [`verified`].
unsafe fn finish_message(
    parts: Parts,
    header: MessageHeader,
    decoded: u64,
    budget: &mut Budget,
) -> std::result::Result<Framed, ArrowError> {
    ipc_layout::charge(budget, decoded, "message body decoded")?;
    let Parts {
        bytes,
        meta,
        body_start,
    } = decompress_message(parts, decoded)?;
    let bytes: Buffer = bytes.into();
    Ok(Framed {
        meta: bytes.slice_with_length(meta.start, meta.len()),
        body: bytes.slice(body_start),
        header,
        charged: decoded,
    })
}

/// Reads one message, charging what it decodes to `budget` (and, from a
/// stream, adding the bytes read to its input first); `None` is the
/// end-of-stream marker.
fn read_message<R: IpcInput>(
    input: &mut R,
    budget: &mut Budget,
) -> std::result::Result<Option<Framed>, ArrowError> {
    // Each short read in Arrow C++'s words (its message reader's), which
    // 1.25 passes on.
    let mut word = [0u8; 4];
    match read_upto(input, &mut word)? {
        // The input ends between messages.
        0 if !input.end_marker_required() => return Ok(None),
        4 => {}
        got => {
            return Err(short_read(input, got, || {
                parse_error(format!("Corrupted message, only {got} bytes available"))
            }));
        }
    }
    let mut prefix = 4;
    if word == CONTINUATION {
        let got = read_upto(input, &mut word)?;
        if got < 4 {
            return Err(short_read(input, got, || {
                parse_error(format!(
                    "Corrupted metadata length, only {got} bytes available"
                ))
            }));
        }
        prefix = 8;
    }
    let metered = input.metered();
    if metered {
        budget.add_input(prefix);
    }
    let meta_len = i32::from_le_bytes(word);
    if meta_len == 0 {
        return Ok(None);
    }
    if meta_len < 0 {
        return Err(io_error("Invalid IPC message: negative metadata length"));
    }
    // Positive (checked above); a length past the input is refused by the
    // read below, in Arrow C++'s words, after reading only what is there.
    let meta_len = meta_len.unsigned_abs() as usize;
    if let Some(framed) = input.frame_in_place(meta_len, budget) {
        return framed.map(Some);
    }
    let mut buf = MutableBuffer::new(0);
    buf.extend_from_slice(&CONTINUATION);
    buf.extend_from_slice(&word);
    let got = read_grow(input, &mut buf, meta_len)?;
    if got < meta_len {
        return Err(short_read(input, got, || {
            parse_error(format!(
                "Expected to read {meta_len} metadata bytes, but only read {got}"
            ))
        }));
    }
    let (body_len, header) = verify_message(&buf.as_slice()[8..])?;
    let got = read_grow(input, &mut buf, body_len)?;
    if got < body_len {
        return Err(short_read(input, got, || {
            io_error(format!(
                "Expected to be able to read {body_len} bytes for message body, got {got}"
            ))
        }));
    }
    if metered {
        budget.add_input((meta_len + body_len) as u64);
    }
    let (meta, body) = buf.as_slice()[8..].split_at(meta_len);
    // SAFETY: `meta` is what `verify_message` accepted, moved by the read.
    let decoded = unsafe { check_body(meta, body)? };
    // SAFETY: as above.
    let framed = unsafe {
        finish_message(
            Parts {
                bytes: buf,
                meta: 8..8 + meta_len,
                body_start: 8 + meta_len,
            },
            header,
            decoded,
            budget,
        )?
    };
    Ok(Some(framed))
}

/// IPC bytes in one buffer (a copy of a caller's bytes, or the caller's
/// bytes themselves when they outlive what is read from them), framed in
/// place: a message's flatbuffer and body are slices of the buffer, not
/// copies, unless the message is compressed, which then takes the copying
/// path. (A buffer length to round down to whole elements goes into a copy
/// of the flatbuffer when the batch is decoded: `Layout::patched`.)
struct InPlace {
    bytes: Buffer,
    at: usize,
}

impl Read for InPlace {
    fn read(&mut self, out: &mut [u8]) -> std::io::Result<usize> {
        let n = (&self.bytes[self.at..]).read(out)?;
        self.at += n;
        Ok(n)
    }
}

impl IpcInput for InPlace {
    fn unread(&self) -> Option<&[u8]> {
        Some(&self.bytes[self.at..])
    }

    /// Table literals: 1.25 reads them as Arrow C++ does.
    fn end_marker_required(&self) -> bool {
        false
    }

    fn consume(&mut self, n: usize) {
        self.at += n;
    }

    fn frame_in_place(
        &mut self,
        meta_len: usize,
        budget: &mut Budget,
    ) -> Option<std::result::Result<Framed, ArrowError>> {
        let rest = &self.bytes[self.at..];
        let meta = rest.get(..meta_len)?;
        let (body_len, header) = match verify_message(meta) {
            Ok(found) => found,
            Err(e) => return Some(Err(e)),
        };
        let body = rest.get(meta_len..meta_len.checked_add(body_len)?)?;
        // SAFETY: `meta` is what `verify_message` accepted.
        let decoded = match unsafe { check_body(meta, body) } {
            Ok(decoded) => decoded,
            Err(e) => return Some(Err(e)),
        };
        // SAFETY: as above.
        let message = unsafe { verified(meta) };
        let compressed = message
            .header_as_record_batch()
            .or_else(|| message.header_as_dictionary_batch().and_then(|d| d.data()))
            .is_some_and(|b| b.compression().is_some());
        if compressed {
            return None;
        }
        if let Err(e) = ipc_layout::charge(budget, decoded, "message body decoded") {
            return Some(Err(e));
        }
        let framed = Framed {
            meta: self.bytes.slice_with_length(self.at, meta_len),
            body: self.bytes.slice_with_length(self.at + meta_len, body_len),
            header,
            charged: decoded,
        };
        self.at += meta_len + body_len;
        Some(Ok(framed))
    }
}

/// Decodes the checked messages of one stream or file: dictionaries into
/// its dictionaries, record batches into batches (arrow-ipc builds every
/// array with `ArrayDataBuilder::build`, i.e. fully validated; buffers
/// that are not aligned for their type are copied, aligned ones shared).
/// Each batch's logical size ([`Layout`]) is charged to the read's budget
/// first, beyond what framing charged for its body, and so are the bytes
/// big-endian data swaps to native order ([`ipc_endian`]).
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

    /// The message, if its metadata version is the stream's (as arrow-ipc's
    /// decoders require; V1 files predate the field).
    fn message<'a>(
        &self,
        framed: &'a Framed,
    ) -> std::result::Result<arrow_ipc::Message<'a>, ArrowError> {
        let message = framed.message();
        if self.version != MetadataVersion::V1 && message.version() != self.version {
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
        let swaps = layout.swap_bytes();
        if swaps > 0 {
            let detail = format!("{swaps} bytes of a big-endian {what} swapped to native order");
            ipc_layout::charge(&mut self.budget, swaps, &detail)?;
        }
        let beyond = layout.logical.saturating_sub(framed.charged);
        if beyond == 0 {
            return Ok(());
        }
        let detail = format!(
            "a {what} of {rows} rows, {} bytes at one bit per row or more",
            layout.logical
        );
        ipc_layout::charge(&mut self.budget, beyond, &detail)
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
                )?;
                self.charge(&layout, framed, "dictionary batch", data.length())?;
                let patched = layout.patched(&framed.meta, data);
                (Some(layout), patched)
            }
            // An unknown id: arrow-ipc's error, before it decodes anything.
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
    }

    fn batch(&mut self, framed: &Framed) -> std::result::Result<RecordBatch, ArrowError> {
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
        )?;
        self.charge(&layout, framed, "record batch", batch.length())?;
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
            super::flat::decode(&body, batch, &self.schema, &self.dictionaries, &version)
        {
            return decoded;
        }
        arrow_ipc::reader::read_record_batch(
            &body,
            batch,
            self.schema.clone(),
            &self.dictionaries,
            None,
            &version,
        )
    }
}

/// The value type of the dictionary `id` in `field` or the fields nested
/// in it (the first such field, in the order arrow-ipc's
/// `fields_with_dict_id` finds it).
fn dictionary_values(field: &arrow_schema::Field, id: i64) -> Option<&arrow_schema::DataType> {
    use arrow_schema::DataType as D;
    fn nested(dt: &D, id: i64) -> Option<&D> {
        match dt {
            D::Struct(children) => children.iter().find_map(|f| dictionary_values(f, id)),
            D::Union(children, _) => children.iter().find_map(|(_, f)| dictionary_values(f, id)),
            D::List(child)
            | D::LargeList(child)
            | D::ListView(child)
            | D::LargeListView(child)
            | D::FixedSizeList(child, _)
            | D::Map(child, _)
            | D::RunEndEncoded(_, child) => dictionary_values(child, id),
            D::Dictionary(_, values) => nested(values, id),
            _ => None,
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
trait MessageSource {
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
struct Preframed(std::collections::VecDeque<std::result::Result<Option<Framed>, ArrowError>>);

impl Preframed {
    /// Frames the messages of `bytes`, charging `budget` (the bytes'
    /// budget: it goes on to decode them).
    fn new(mut bytes: &[u8], budget: &mut Budget) -> Self {
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
struct IpcStream<R> {
    input: R,
    decoder: Decoder,
    schema: SchemaRef,
    /// Set at the end marker or after the first error.
    done: bool,
    failed: Option<String>,
}

impl<R: MessageSource> IpcStream<R> {
    /// Reads the schema message of `input`, whose decoding `budget` bounds.
    fn open(mut input: R, mut budget: Budget) -> std::result::Result<Self, ArrowError> {
        let first = input.next_message(&mut budget)?.ok_or_else(no_schema)?;
        if first.header != MessageHeader::Schema {
            return Err(not_a_schema(first.header));
        }
        let (schema, version, foreign) = first.schema()?;
        Ok(IpcStream {
            input,
            decoder: Decoder::new(schema.clone(), version, foreign, budget),
            schema,
            done: false,
            failed: None,
        })
    }

    fn next_batch(&mut self) -> std::result::Result<Option<RecordBatch>, ArrowError> {
        loop {
            let Some(message) = self.input.next_message(&mut self.decoder.budget)? else {
                return Ok(None);
            };
            match message.header {
                MessageHeader::DictionaryBatch => self.decoder.dictionary(&message)?,
                MessageHeader::RecordBatch => return self.decoder.batch(&message).map(Some),
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
fn stream_reader<R: MessageSource + Send + Sync + 'static>(
    input: R,
    budget: Budget,
) -> Result<*mut IrxRbStreamReader> {
    let source = IpcStream::open(input, budget).map_err(super::arrow_error)?;
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
    let stream = IpcStream::open(InPlace { bytes, at: 0 }, budget).map_err(super::arrow_error)?;
    let schema = stream.schema.clone();
    let batches = stream
        .collect::<std::result::Result<Vec<_>, _>>()
        .map_err(super::arrow_error)?;
    Ok((schema, batches))
}

// ---------------------------------------------------------------------------
// Files.

/// An IPC file read block by block through its footer.
struct IpcFile {
    file: BufReader<File>,
    decoder: Decoder,
    schema: SchemaRef,
    blocks: Vec<Block>,
    /// Where the footer starts: no block may reach past it.
    limit: u64,
    next: usize,
    failed: bool,
}

/// Reads a block's bytes after checking its ranges against `limit` (where
/// the footer starts) and its message against its body; returns the
/// message framed (decompressed if it was compressed), its body charged to
/// `budget` (the file's: a footer may list one block many times).
fn read_block(
    file: &mut BufReader<File>,
    block: &Block,
    limit: u64,
    budget: &mut Budget,
) -> std::result::Result<Framed, ArrowError> {
    let bad = || parse_error("IPC file block lies outside the file");
    let offset = u64::try_from(block.offset()).map_err(|_| bad())?;
    let meta = usize::try_from(block.metaDataLength()).map_err(|_| bad())?;
    let body = usize::try_from(block.bodyLength()).map_err(|_| bad())?;
    let total = meta.checked_add(body).ok_or_else(bad)?;
    let end = offset.checked_add(total as u64).ok_or_else(bad)?;
    if offset < 8 || end > limit || meta < 8 {
        return Err(bad());
    }
    file.seek(SeekFrom::Start(offset))?;
    let mut buf = MutableBuffer::from_len_zeroed(total);
    file.read_exact(buf.as_slice_mut())
        .map_err(|_| io_error("IPC file is shorter than its footer says"))?;
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
    let (_, header) = verify_message(&bytes[start..start + len])?;
    // SAFETY: the bytes `verify_message` accepted.
    unsafe {
        let decoded = check_body(&bytes[start..start + len], &bytes[meta..])?;
        finish_message(
            Parts {
                bytes: buf,
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
    fn open(mut file: File) -> std::result::Result<Self, ArrowError> {
        // Arrow C++'s checks and words (1.25 passes them on), plus the
        // leading magic, which it does not check.
        let size = file.seek(SeekFrom::End(0))?;
        if size <= 16 {
            return Err(parse_error(format!("File is too small: {size}")));
        }
        if size < 18 {
            return Err(parse_error("Not an Arrow file"));
        }
        let mut head = [0u8; 6];
        file.seek(SeekFrom::Start(0))?;
        file.read_exact(&mut head)?;
        let mut tail = [0u8; 10];
        file.seek(SeekFrom::End(-10))?;
        file.read_exact(&mut tail)?;
        if &head != MAGIC || &tail[4..] != MAGIC {
            return Err(parse_error("Not an Arrow file"));
        }
        let footer_len = i32::from_le_bytes(tail[..4].try_into().expect("4 bytes"));
        let footer_len = u64::try_from(footer_len)
            .ok()
            .filter(|&l| l > 0 && l <= size - 18)
            .ok_or_else(|| parse_error("File is smaller than indicated metadata size"))?;
        let limit = size - 10 - footer_len;
        let mut footer_bytes = vec![0u8; footer_len as usize];
        file.seek(SeekFrom::Start(limit))?;
        file.read_exact(&mut footer_bytes)?;
        let footer = arrow_ipc::root_as_footer(&footer_bytes)
            .map_err(|_| io_error("Verification of flatbuffer-encoded Footer failed."))?;
        let fb_schema = footer
            .schema()
            .ok_or_else(|| parse_error("IPC file footer has no schema"))?;
        let schema = schema_of(fb_schema)?;
        let foreign = ipc_endian::foreign(fb_schema)?;
        let version: MetadataVersion = footer.version();
        check_version(version)?;
        let blocks: Vec<Block> = footer
            .recordBatches()
            .map(|b| b.iter().copied().collect())
            .unwrap_or_default();
        let mut file = BufReader::new(file);
        let budget = Budget::new("IPC file", size);
        let mut decoder = Decoder::new(schema.clone(), version, foreign, budget);
        for block in footer.dictionaries().iter().flatten() {
            let framed = read_block(&mut file, block, limit, &mut decoder.budget)?;
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
        })
    }
}

impl Iterator for IpcFile {
    type Item = std::result::Result<RecordBatch, ArrowError>;

    fn next(&mut self) -> Option<Self::Item> {
        if self.failed || self.next >= self.blocks.len() {
            return None;
        }
        let block = self.blocks[self.next];
        self.next += 1;
        let result = read_block(&mut self.file, &block, self.limit, &mut self.decoder.budget)
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

// ---------------------------------------------------------------------------
// Writers.

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
trait SinkTarget: Write {
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
    super::arrow_error(e)
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

fn flush_file(w: BufWriter<File>) -> Result<Option<Vec<u8>>> {
    w.into_inner()
        .map_err(|e| Error::new(Kind::Io, format!("IPC write: {}", e.error())))?;
    Ok(None)
}

fn flush_plain<W: Write>(mut w: W) -> Result<Option<Vec<u8>>> {
    w.flush()
        .map_err(|e| Error::new(Kind::Io, format!("IPC write: {e}")))?;
    Ok(None)
}

fn memory_bytes(w: Vec<u8>) -> Result<Option<Vec<u8>>> {
    Ok(Some(w))
}

/// A writer with the caller's schema (cloned: the writer does not keep the
/// handle) over `out`.
///
/// # Safety
/// `schema` is NULL or a schema handle.
unsafe fn open_writer<W: SinkTarget + Send + 'static>(
    schema: *const IrxRbSchema,
    open: impl FnOnce() -> Result<W>,
    file_format: bool,
    into_bytes: fn(W) -> Result<Option<Vec<u8>>>,
    in_memory: bool,
) -> Result<*mut IrxRbStreamWriter> {
    // SAFETY: caller contract.
    let schema = unsafe { handle::borrow(schema)? }.schema.clone();
    let sink = open_sink(&schema, open()?, file_format, into_bytes)?;
    stream::new_writer(schema, sink, in_memory)
}

fn create_file(path: &str) -> Result<BufWriter<File>> {
    File::create(path)
        .map(BufWriter::new)
        .map_err(|e| Error::open_local_file(path.as_ref(), &e))
}

fn open_file(path: &str) -> Result<File> {
    let file = File::open(path).map_err(|e| Error::open_local_file(path.as_ref(), &e))?;
    // A directory opens on Linux; Arrow C++'s file opener refuses it, in
    // these words (1.25 passes them on).
    if file.metadata().is_ok_and(|m| m.is_dir()) {
        return Err(Error::new(
            Kind::Io,
            format!("IOError: Cannot open for reading: path '{path}' is a directory"),
        ));
    }
    Ok(file)
}

/// A duplicate of the caller's descriptor (close-on-exec), owned by the
/// reader or writer; the caller's descriptor stays open and theirs.
fn dup_fd(fd: c_int) -> Result<File> {
    // SAFETY: F_DUPFD_CLOEXEC reads no memory; a bad `fd` is EBADF.
    let copy = unsafe { libc::fcntl(fd, libc::F_DUPFD_CLOEXEC, 0) };
    if copy < 0 {
        let e = std::io::Error::last_os_error();
        return Err(Error::new(Kind::Io, format!("dup of descriptor {fd}: {e}")));
    }
    // SAFETY: `copy` is a new descriptor nothing else owns.
    Ok(File::from(unsafe { OwnedFd::from_raw_fd(copy) }))
}

// ---------------------------------------------------------------------------
// Exports.

/// Opens a writer of the Arrow IPC *stream* format to the file at `path`
/// (created or truncated), with `schema`'s fields, nullability and
/// metadata (the schema is copied; the handle stays the caller's). Write
/// with `irx_rb_stream_writer_write_batch`, finish with
/// `irx_rb_stream_writer_close` (writes the end marker), free with
/// `irx_rb_stream_writer_release`. A writer released without close
/// finishes first, as 1.25's does (the end marker is written; what fails
/// then is not reported: close to see errors). Bodies are uncompressed unless the
/// environment variable `IRX_IPC_COMPRESSION` is `lz4` or `zstd` when the
/// writer opens (an extension; 1.25 always writes uncompressed).
///
/// Errors (`*out` NULL): `IRX_ERR_NULLPTR` for a NULL argument;
/// `IRX_ERR_INVALID` for a released schema or a path that is not UTF-8 or
/// an unknown `IRX_IPC_COMPRESSION`; `IRX_ERR_IO` when the file cannot be
/// created or the schema message cannot be written; `IRX_ERR_TYPE` for a
/// schema IPC cannot carry.
///
/// # Safety
/// `schema` is NULL or a schema; `path` is NULL or NUL-terminated; `out`
/// is NULL or writable.
#[export(RecordBatch, out = out)]
pub unsafe fn irx_rb_stream_writer_open_file(
    schema: *const IrxRbSchema,
    path: *const c_char,
    out: *mut *mut IrxRbStreamWriter,
) -> c_int {
    if schema.is_null() || path.is_null() {
        return Err(Error::null("schema and path"));
    }
    // SAFETY: caller contract.
    let path = unsafe { c_text(path, "path")? };
    // SAFETY: caller contract.
    *out = unsafe { open_writer(schema, || create_file(path), false, flush_file, false)? };
    Ok(())
}

/// Opens a writer of the Arrow IPC stream format to memory. After
/// `irx_rb_stream_writer_close`, `irx_rb_stream_writer_buffer_data` lends
/// the bytes (valid until the writer is released; released without
/// close, the bytes are freed unread). Compression as for
/// `irx_rb_stream_writer_open_file`.
///
/// Errors (`*out` NULL): `IRX_ERR_NULLPTR`; `IRX_ERR_INVALID` for a
/// released schema; `IRX_ERR_TYPE` for a schema IPC cannot carry.
///
/// # Safety
/// `schema` is NULL or a schema; `out` is NULL or writable.
#[export(RecordBatch, out = out)]
pub unsafe fn irx_rb_stream_writer_open_buffer(
    schema: *const IrxRbSchema,
    out: *mut *mut IrxRbStreamWriter,
) -> c_int {
    if schema.is_null() {
        return Err(Error::null("schema"));
    }
    // SAFETY: caller contract.
    *out = unsafe { open_writer(schema, || Ok(Vec::new()), false, memory_bytes, true)? };
    Ok(())
}

/// Opens a reader of the Arrow IPC *stream* file at `path`, reading its
/// schema message now. Batches come from `irx_rb_stream_reader_next_batch`,
/// each fully validated; close with `irx_rb_stream_reader_close`.
///
/// Errors (`*out` NULL): `IRX_ERR_NULLPTR`; `IRX_ERR_IO` when the file
/// cannot be opened or ends before its end-of-stream marker ("truncated
/// IPC stream: missing end marker", also from `next_batch`);
/// `IRX_ERR_INVALID` / `IRX_ERR_ARROW` for malformed messages (bad
/// flatbuffers, lengths beyond the data, a first message that is not a
/// schema); `IRX_ERR_TYPE` for a field type without an `IrxColumnType`.
/// `IRX_ERR_INVALID` also (from `next_batch`) for a stream that would
/// expand past the expansion limit: what its messages decode to (bodies
/// decompressed, batches at a bit a row or more) may not pass
/// `max(1024 x the bytes read so far, 256 MiB)` by default
/// (`irx_runtime_set_expansion_limit`); every IPC reader, file and
/// buffer ones too (their input is their length), and
/// `irx_arrow_table_from_ipc`, check the same.
///
/// # Safety
/// `path` is NULL or NUL-terminated; `out` is NULL or writable.
#[export(RecordBatch, out = out)]
pub unsafe fn irx_rb_stream_reader_open_file(
    path: *const c_char,
    out: *mut *mut IrxRbStreamReader,
) -> c_int {
    // SAFETY: caller contract.
    let path = unsafe { c_text(path, "path")? };
    let file = BufReader::new(open_file(path)?);
    *out = stream_reader(file, Budget::new(STREAM, 0))?;
    Ok(())
}

/// Opens a reader of the Arrow IPC stream in `data[0..size)`. The bytes
/// are copied: the caller may free them as soon as this returns, and
/// batches read stay valid after the reader is closed.
///
/// Errors (`*out` NULL): `IRX_ERR_NULLPTR` for NULL `data` or `out`;
/// `IRX_ERR_IO` for a negative `size` (as 1.25); otherwise as
/// `irx_rb_stream_reader_open_file` (`IRX_ERR_IO` for a stream cut short
/// between messages, `IRX_ERR_INVALID` inside one).
///
/// # Safety
/// `data` is NULL or readable for `size` bytes; `out` is NULL or writable.
#[export(RecordBatch, out = out)]
pub unsafe fn irx_rb_stream_reader_open_buffer(
    data: *const u8,
    size: i64,
    out: *mut *mut IrxRbStreamReader,
) -> c_int {
    if data.is_null() {
        return Err(Error::null("data"));
    }
    // 1.25 copies the bytes into an Arrow buffer first, whose allocation
    // refuses a negative size (reported as IRX_ERR_IO, in Arrow's words).
    let size = usize::try_from(size)
        .map_err(|_| Error::new(Kind::Io, format!("Invalid: Negative buffer resize: {size}")))?;
    // SAFETY: caller contract: `data` is readable for `size` bytes.
    let bytes = unsafe { std::slice::from_raw_parts(data, size) };
    let mut budget = Budget::new(STREAM, size as u64);
    let messages = Preframed::new(bytes, &mut budget);
    *out = stream_reader(messages, budget)?;
    Ok(())
}

/// Opens a writer of the Arrow IPC *file* format (magic, batches, footer)
/// at `path`. The footer is written by `irx_rb_stream_writer_close`, or,
/// as 1.25 does, by `irx_rb_stream_writer_release` of a writer not closed
/// (errors then unreported: close to see them), so the batches written
/// stay readable. Compression as for `irx_rb_stream_writer_open_file`.
///
/// Errors (`*out` NULL): as `irx_rb_stream_writer_open_file`.
///
/// # Safety
/// `schema` is NULL or a schema; `path` is NULL or NUL-terminated; `out`
/// is NULL or writable.
#[export(RecordBatch, out = out)]
pub unsafe fn irx_rb_file_writer_open(
    schema: *const IrxRbSchema,
    path: *const c_char,
    out: *mut *mut IrxRbStreamWriter,
) -> c_int {
    if schema.is_null() || path.is_null() {
        return Err(Error::null("schema and path"));
    }
    // SAFETY: caller contract.
    let path = unsafe { c_text(path, "path")? };
    // SAFETY: caller contract.
    *out = unsafe { open_writer(schema, || create_file(path), true, flush_file, false)? };
    Ok(())
}

/// Opens a reader of the Arrow IPC *file* at `path`: the magic bytes and
/// footer (schema, dictionaries, the list of batches) are read and checked
/// now, each batch when `irx_rb_stream_reader_next_batch` reaches it.
///
/// Errors (`*out` NULL): `IRX_ERR_NULLPTR`; `IRX_ERR_IO` when the file
/// cannot be opened or read; `IRX_ERR_INVALID` for a bad footer (missing
/// magic, a footer length or block outside the file, a bad flatbuffer);
/// `IRX_ERR_TYPE` for a field type without an `IrxColumnType`.
///
/// # Safety
/// `path` is NULL or NUL-terminated; `out` is NULL or writable.
#[export(RecordBatch, out = out)]
pub unsafe fn irx_rb_file_reader_open(
    path: *const c_char,
    out: *mut *mut IrxRbStreamReader,
) -> c_int {
    // SAFETY: caller contract.
    let path = unsafe { c_text(path, "path")? };
    let source = IpcFile::open(open_file(path)?).map_err(super::arrow_error)?;
    // arrow-ipc's decoder validates every array it builds (see Validation).
    *out = stream::new_reader(Box::new(source), stream::Validation::Done)?;
    Ok(())
}

/// Opens a writer of the Arrow IPC stream format to `fd`. As in 1.25 the
/// writer works on a duplicate of `fd` (close-on-exec) and closes only
/// that: the caller's descriptor stays open and theirs, and shares its
/// file offset with the duplicate. The schema message is written now.
/// Writing to a pipe or socket whose reader is gone raises `SIGPIPE`
/// unless the process ignores it, as in 1.25. Released without close, the
/// writer writes the end marker first, as 1.25's does (errors then
/// unreported).
///
/// Errors (`*out` NULL): `IRX_ERR_NULLPTR`; `IRX_ERR_IO` for a descriptor
/// that cannot be duplicated or written; as `irx_rb_stream_writer_open_file`.
///
/// # Safety
/// `schema` is NULL or a schema; `out` is NULL or writable.
#[export(RecordBatch, out = out)]
pub unsafe fn irx_rb_fd_writer_open(
    schema: *const IrxRbSchema,
    fd: c_int,
    out: *mut *mut IrxRbStreamWriter,
) -> c_int {
    if schema.is_null() {
        return Err(Error::null("schema"));
    }
    // SAFETY: caller contract.
    *out = unsafe { open_writer(schema, || dup_fd(fd), false, flush_plain, false)? };
    Ok(())
}

/// Opens a reader of the Arrow IPC stream read from `fd`, on a duplicate
/// of it as in 1.25 (the caller's descriptor stays open and theirs; both
/// share one file offset, so do not read it elsewhere meanwhile). Reads
/// only the bytes each message needs, never past the end marker.
///
/// Errors (`*out` NULL): `IRX_ERR_NULLPTR`; `IRX_ERR_IO` for a bad
/// descriptor or a stream cut short; as `irx_rb_stream_reader_open_file`.
///
/// # Safety
/// `out` is NULL or writable.
#[export(RecordBatch, out = out)]
pub unsafe fn irx_rb_fd_reader_open(fd: c_int, out: *mut *mut IrxRbStreamReader) -> c_int {
    *out = stream_reader(dup_fd(fd)?, Budget::new(STREAM, 0))?;
    Ok(())
}

/// Connects to `host` (a numeric IPv4 or IPv6 address; no name lookup)
/// at `port` within `timeout_ms` and opens an IPC stream writer on the
/// connection. `timeout_ms` bounds each call as a whole, however the peer
/// paces its receiving: this one (connecting and sending the schema), and
/// then each `irx_rb_stream_writer_write_batch` and the close. The socket
/// is the writer's and closes with it; released without close, the writer
/// sends the end marker first (within one more timeout; errors then
/// unreported), as 1.25's does.
///
/// Errors (`*out` NULL): `IRX_ERR_NULLPTR` for NULL `schema` or `out`;
/// `IRX_ERR_IO` for a NULL or non-numeric host, a port outside 1..65535,
/// `timeout_ms <= 0` (all as 1.25), a refused or timed-out connection or
/// a failed send. A call that runs out of time is `IRX_ERR_IO` with
/// "TCP send timed out after N ms" (`receive` for a reader).
///
/// # Safety
/// `schema` is NULL or a schema; `host` is NULL or NUL-terminated; `out`
/// is NULL or writable.
#[export(RecordBatch, out = out)]
pub unsafe fn irx_rb_tcp_writer_open(
    schema: *const IrxRbSchema,
    host: *const c_char,
    port: c_int,
    timeout_ms: c_int,
    out: *mut *mut IrxRbStreamWriter,
) -> c_int {
    if schema.is_null() {
        return Err(Error::null("schema"));
    }
    // SAFETY: caller contract.
    let open = || unsafe { connect(host, port, timeout_ms) };
    // SAFETY: caller contract.
    *out = unsafe { open_writer(schema, open, false, flush_plain, false)? };
    Ok(())
}

/// Connects to `host` (numeric IPv4/IPv6) at `port` within `timeout_ms`
/// and opens a reader of the IPC stream sent there, reading its schema
/// message now. `timeout_ms` bounds each call as a whole, however the peer
/// paces its sending: this one (connecting and receiving the schema), and
/// then each `irx_rb_stream_reader_next_batch` (a timeout is `IRX_ERR_IO`,
/// "TCP receive timed out after N ms"; the reader then stays failed). The
/// socket is the reader's.
///
/// Errors (`*out` NULL): `IRX_ERR_NULLPTR` for NULL `out`; `IRX_ERR_IO`
/// as `irx_rb_tcp_writer_open` and for a stream cut short; as
/// `irx_rb_stream_reader_open_file` for malformed data.
///
/// # Safety
/// `host` is NULL or NUL-terminated; `out` is NULL or writable.
#[export(RecordBatch, out = out)]
pub unsafe fn irx_rb_tcp_reader_open(
    host: *const c_char,
    port: c_int,
    timeout_ms: c_int,
    out: *mut *mut IrxRbStreamReader,
) -> c_int {
    // SAFETY: caller contract.
    let socket = unsafe { connect(host, port, timeout_ms)? };
    *out = stream_reader(socket, Budget::new(STREAM, 0))?;
    Ok(())
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
        .map_err(super::arrow_error)?;
    if message.header != MessageHeader::Schema {
        return Err(super::arrow_error(not_a_schema(message.header)));
    }
    let (schema, ..) = message.schema().map_err(super::arrow_error)?;
    Ok(schema)
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
    arrow_ipc::writer::write_message(&mut out, encoded, &options).map_err(super::arrow_error)?;
    Ok(out)
}

#[cfg(test)]
mod tests {
    use super::*;
    use arrow_array::builder::{Int32Builder, ListBuilder, StringDictionaryBuilder};
    use arrow_array::types::Int32Type;
    use arrow_array::{ArrayRef, Float64Array, Int64Array, StringArray, StructArray, UInt8Array};
    use arrow_schema::{DataType, Field};

    const CODECS: [CompressionType; 2] = [CompressionType::LZ4_FRAME, CompressionType::ZSTD];

    /// Several column types: primitives with nulls, strings, a list, a
    /// struct, a dictionary, and bytes that do not compress.
    fn sample(rows: usize) -> RecordBatch {
        let mut noise = 0x9e37_79b9_7f4a_7c15u64;
        let bytes: UInt8Array = (0..rows)
            .map(|_| {
                noise ^= noise << 13;
                noise ^= noise >> 7;
                noise ^= noise << 17;
                noise as u8
            })
            .collect();
        let mut list = ListBuilder::new(Int32Builder::new());
        let mut dict = StringDictionaryBuilder::<Int32Type>::new();
        for i in 0..rows {
            if i % 5 == 0 {
                list.append_null();
            } else {
                list.append_value((0..(i % 4) as i32).map(Some));
            }
            dict.append_value(["red", "green", "blue"][i % 3]);
        }
        let point = StructArray::from(vec![
            (
                Arc::new(Field::new("x", DataType::Int64, false)),
                Arc::new(Int64Array::from_iter_values(0..rows as i64)) as ArrayRef,
            ),
            (
                Arc::new(Field::new("y", DataType::Utf8, true)),
                Arc::new(StringArray::from_iter(
                    (0..rows).map(|i| (i % 3 != 0).then(|| format!("p{i}"))),
                )) as ArrayRef,
            ),
        ]);
        RecordBatch::try_from_iter([
            (
                "id",
                Arc::new(Int64Array::from_iter_values(0..rows as i64)) as ArrayRef,
            ),
            (
                "score",
                Arc::new(Float64Array::from_iter(
                    (0..rows).map(|i| (i % 7 != 0).then_some(i as f64 * 0.5)),
                )),
            ),
            ("tags", Arc::new(list.finish())),
            ("point", Arc::new(point)),
            ("color", Arc::new(dict.finish())),
            ("noise", Arc::new(bytes)),
        ])
        .unwrap()
    }

    /// arrow-ipc's uncompressed messages of `batch` (dictionaries first).
    fn encoded(batch: &RecordBatch) -> Vec<arrow_ipc::writer::EncodedData> {
        let options = IpcWriteOptions::try_new(8, false, MetadataVersion::V5).unwrap();
        let generator = IpcDataGenerator::default();
        let mut tracker = DictionaryTracker::new(false);
        generator.schema_to_bytes_with_dictionary_tracker(&batch.schema(), &mut tracker, &options);
        let (mut messages, batch) = generator
            .encode(
                batch,
                &mut tracker,
                &options,
                &mut IpcWriteContext::default(),
            )
            .unwrap();
        messages.push(batch);
        messages
    }

    fn batch_of(meta: &[u8]) -> arrow_ipc::RecordBatch<'_> {
        let message = arrow_ipc::root_as_message(meta).unwrap();
        message
            .header_as_record_batch()
            .or_else(|| message.header_as_dictionary_batch().and_then(|d| d.data()))
            .unwrap()
    }

    /// The bytes of every buffer of a message.
    fn buffers<'a>(meta: &'a [u8], body: &'a [u8]) -> Vec<&'a [u8]> {
        let batch = batch_of(meta);
        batch
            .buffers()
            .unwrap()
            .iter()
            .map(|b| &body[b.offset() as usize..(b.offset() + b.length()) as usize])
            .collect()
    }

    /// A union whose type-id or dense offset buffer is shorter than its
    /// rows is an error (arrow-ipc 60 slices those buffers to the node's
    /// length before validating anything, a panic; finding 11 in docs/SAFETY.md).
    #[test]
    fn short_union_buffers_are_errors() {
        use arrow_array::UnionArray;
        use arrow_buffer::ScalarBuffer;
        use arrow_schema::{UnionFields, UnionMode};
        let rows = 40;
        let fields = UnionFields::try_new(
            [0, 1],
            [
                Field::new("i", DataType::Int32, true),
                Field::new("s", DataType::Utf8, true),
            ],
        )
        .unwrap();
        let ids: ScalarBuffer<i8> = (0..rows).map(|i| (i % 2) as i8).collect();
        for mode in [UnionMode::Sparse, UnionMode::Dense] {
            let (children, offsets, short): (Vec<ArrayRef>, _, &[usize]) = match mode {
                UnionMode::Sparse => (
                    vec![
                        Arc::new(arrow_array::Int32Array::from_iter_values(0..rows)),
                        Arc::new(StringArray::from_iter_values(
                            (0..rows).map(|i| i.to_string()),
                        )),
                    ],
                    None,
                    &[0],
                ),
                UnionMode::Dense => (
                    vec![
                        Arc::new(arrow_array::Int32Array::from_iter_values(0..rows / 2)),
                        Arc::new(StringArray::from_iter_values(
                            (0..rows / 2).map(|i| i.to_string()),
                        )),
                    ],
                    Some((0..rows).map(|i| i / 2).collect::<ScalarBuffer<i32>>()),
                    &[0, 1],
                ),
            };
            let union =
                UnionArray::try_new(fields.clone(), ids.clone(), offsets, children).unwrap();
            let batch = RecordBatch::try_from_iter([("u", Arc::new(union) as ArrayRef)]).unwrap();
            let options = IpcWriteOptions::try_new(8, false, MetadataVersion::V5).unwrap();
            let schema = IpcDataGenerator::default().schema_to_bytes_with_dictionary_tracker(
                &batch.schema(),
                &mut DictionaryTracker::new(false),
                &options,
            );
            let message = encoded(&batch).pop().unwrap();
            let framed = |message: arrow_ipc::writer::EncodedData| {
                let mut stream = Vec::new();
                for message in [
                    arrow_ipc::writer::EncodedData {
                        ipc_message: schema.ipc_message.clone(),
                        arrow_data: Vec::new(),
                    },
                    message,
                ] {
                    arrow_ipc::writer::write_message(&mut stream, message, &options).unwrap();
                }
                stream.extend_from_slice(&[0xff, 0xff, 0xff, 0xff, 0, 0, 0, 0]);
                Buffer::from(stream)
            };
            let (_, read) = read_stream(framed(arrow_ipc::writer::EncodedData {
                ipc_message: message.ipc_message.clone(),
                arrow_data: message.arrow_data.clone(),
            }))
            .unwrap();
            assert_eq!(
                read,
                std::slice::from_ref(&batch),
                "{mode:?}: the whole union reads"
            );
            for &index in short {
                let mut patched = message.ipc_message.clone();
                let at = {
                    let buffers = batch_of(&patched).buffers().unwrap();
                    buffers.bytes().as_ptr() as usize - patched.as_ptr() as usize + 16 * index + 8
                };
                patched[at..at + 8].copy_from_slice(&8i64.to_le_bytes());
                let short = arrow_ipc::writer::EncodedData {
                    ipc_message: patched,
                    arrow_data: message.arrow_data.clone(),
                };
                let error = read_stream(framed(short)).unwrap_err();
                assert!(
                    error.message.contains("union"),
                    "{mode:?} buffer {index}: {}",
                    error.message
                );
            }
        }
    }

    /// Compressing then decompressing every message gives back every
    /// buffer; the compressed message is framed and laid out as the spec
    /// says (length prefixes, 8-aligned buffers, `BodyCompression`).
    #[test]
    fn rewrite_round_trip() {
        let batch = sample(5000);
        let messages = encoded(&batch);
        assert_eq!(messages.len(), 2, "a dictionary batch and the record batch");
        for codec in CODECS {
            let mut stored_raw = 0;
            for m in &messages {
                let original = buffers(&m.ipc_message, &m.arrow_data);
                let c = rewrite_batch(&m.ipc_message, &m.arrow_data, Rewrite::Compress(codec))
                    .unwrap()
                    .expect("a batch message")
                    .into_parts();
                let bytes = c.bytes.as_slice();
                assert_eq!(bytes[..4], CONTINUATION);
                let padded = i32::from_le_bytes(bytes[4..8].try_into().unwrap()) as usize;
                assert_eq!(8 + padded, c.body_start);
                assert_eq!(c.body_start % 8, 0);
                let meta = &bytes[c.meta.clone()];
                let body = &bytes[c.body_start..];
                let cb = batch_of(meta);
                let compression = cb.compression().expect("compressed");
                assert_eq!(compression.codec(), codec);
                assert_eq!(
                    compression.method(),
                    arrow_ipc::BodyCompressionMethod::BUFFER
                );
                let message = arrow_ipc::root_as_message(meta).unwrap();
                assert_eq!(message.bodyLength() as usize, body.len());
                assert_eq!(body.len() % 8, 0);
                verify_message(meta).unwrap();
                // SAFETY: verified just above.
                unsafe { check_body(meta, body) }.unwrap();
                for (b, raw) in cb.buffers().unwrap().iter().zip(&original) {
                    assert_eq!(b.offset() % 8, 0);
                    let data = &body[b.offset() as usize..(b.offset() + b.length()) as usize];
                    if raw.is_empty() {
                        assert!(data.is_empty());
                        continue;
                    }
                    let prefix = i64::from_le_bytes(data[..8].try_into().unwrap());
                    if prefix == -1 {
                        stored_raw += 1;
                        assert_eq!(&data[8..], *raw);
                    } else {
                        assert_eq!(prefix as usize, raw.len());
                        assert!(data.len() - 8 < raw.len());
                    }
                }
                // Nothing to do either way a second time.
                assert!(
                    rewrite_batch(meta, body, Rewrite::Compress(codec))
                        .unwrap()
                        .is_none()
                );
                assert!(
                    rewrite_batch(&m.ipc_message, &m.arrow_data, Rewrite::Decompress(0))
                        .unwrap()
                        .is_none()
                );
                let d = rewrite_batch(meta, body, Rewrite::Decompress(0))
                    .unwrap()
                    .expect("a compressed batch")
                    .into_parts();
                let bytes = d.bytes.as_slice();
                let meta = &bytes[d.meta.clone()];
                assert!(batch_of(meta).compression().is_none());
                assert_eq!(buffers(meta, &bytes[d.body_start..]), original);
                let message = arrow_ipc::root_as_message(meta).unwrap();
                assert_eq!(message.header_type(), {
                    arrow_ipc::root_as_message(&m.ipc_message)
                        .unwrap()
                        .header_type()
                });
            }
            assert!(
                stored_raw >= 1,
                "{codec:?}: the noise column is stored as is"
            );
        }
    }

    /// Our writers' streams and files, every codec, read back by our
    /// readers (the file through its footer's blocks).
    #[test]
    fn writers_round_trip() {
        let batches = [sample(3000), sample(10)];
        let schema = batches[0].schema();
        for codec in [
            None,
            Some(CompressionType::LZ4_FRAME),
            Some(CompressionType::ZSTD),
        ] {
            let stream = write_ipc_bytes(&schema, &batches, codec, false).unwrap();
            let mut budget = Budget::new(STREAM, stream.len() as u64);
            let messages = Preframed::new(&stream, &mut budget);
            let read: Vec<RecordBatch> = IpcStream::open(messages, budget)
                .unwrap()
                .collect::<std::result::Result<_, _>>()
                .unwrap();
            assert_eq!(read, batches, "{codec:?} stream");
            let file = write_ipc_bytes(&schema, &batches, codec, true).unwrap();
            let path = std::env::temp_dir().join(format!(
                "irx-ipc-unit-{}-{codec:?}.arrow",
                std::process::id()
            ));
            std::fs::write(&path, &file).unwrap();
            let reader = IpcFile::open(File::open(&path).unwrap()).unwrap();
            let read: Vec<RecordBatch> = reader.collect::<std::result::Result<_, _>>().unwrap();
            std::fs::remove_file(&path).unwrap();
            assert_eq!(read, batches, "{codec:?} file");
            if codec.is_some() {
                let plain = write_ipc_bytes(&schema, &batches, None, false).unwrap();
                assert!(stream.len() < plain.len() / 2, "{codec:?} compresses");
            }
        }
    }

    /// A ZSTD frame that codes more or fewer bytes than claimed, declares
    /// a window beyond the bound, fails its checksum or is garbage is an
    /// error, never a panic or an allocation of what it claims.
    #[test]
    fn hostile_zstd_frames_are_errors() {
        let data: Vec<u8> = (0..100_000u32).map(|i| (i % 251) as u8).collect();
        let frame = ruzstd::encoding::compress_to_vec(
            data.as_slice(),
            ruzstd::encoding::CompressionLevel::Fastest,
        );
        let mut dst = vec![0u8; data.len()];
        decompress_into(CompressionType::ZSTD, &frame, &mut dst).unwrap();
        assert_eq!(dst, data);
        for want in [data.len() - 1, data.len() + 1, 0] {
            let mut dst = vec![0u8; want];
            let e = decompress_into(CompressionType::ZSTD, &frame, &mut dst).unwrap_err();
            assert!(e.to_string().contains("does not decompress"), "{e}");
        }
        // Checksum (the last 4 bytes) wrong.
        let mut bad = frame.clone();
        *bad.last_mut().unwrap() ^= 1;
        let e = decompress_into(CompressionType::ZSTD, &bad, &mut dst).unwrap_err();
        assert!(e.to_string().contains("checksum"), "{e}");
        // A frame header declaring a 1 GiB window (descriptor exponent 20),
        // then one raw block of 4 bytes.
        let huge = [
            0x28,
            0xb5,
            0x2f,
            0xfd,
            0x00,
            20 << 3,
            0x21,
            0x00,
            0x00,
            1,
            2,
            3,
            4,
        ];
        let mut dst = [0u8; 4];
        let e = decompress_into(CompressionType::ZSTD, &huge, &mut dst).unwrap_err();
        assert!(e.to_string().contains("ZSTD"), "{e}");
        // 16 MiB for 4 bytes is refused too; 8 MiB (the floor) is not.
        let mut window = huge;
        window[5] = 14 << 3;
        let e = decompress_into(CompressionType::ZSTD, &window, &mut dst).unwrap_err();
        assert!(e.to_string().contains("window"), "{e}");
        window[5] = 13 << 3;
        decompress_into(CompressionType::ZSTD, &window, &mut dst).unwrap();
        assert_eq!(dst, [1, 2, 3, 4]);
        // Garbage and every truncation of a valid frame.
        let mut noise = 1u32;
        for len in 0..200 {
            let junk: Vec<u8> = (0..len)
                .map(|_| {
                    noise = noise.wrapping_mul(1_103_515_245).wrapping_add(12_345);
                    (noise >> 16) as u8
                })
                .collect();
            let mut dst = vec![0u8; 64];
            assert!(decompress_into(CompressionType::ZSTD, &junk, &mut dst).is_err());
        }
        for cut in 0..frame.len() {
            let mut dst = vec![0u8; data.len()];
            assert!(decompress_into(CompressionType::ZSTD, &frame[..cut], &mut dst).is_err());
        }
    }
}
