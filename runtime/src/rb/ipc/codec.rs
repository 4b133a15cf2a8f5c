//! LZ4 and ZSTD bodies: the one place a record or dictionary batch
//! message's body is rewritten, decompressed for reading or compressed for
//! writing (`rewrite_batch`), each buffer decoded to exactly its claimed
//! size.

use std::io::{Read, Write};

use arrow_buffer::MutableBuffer;
use arrow_ipc::{CompressionType, MessageHeader};
use arrow_schema::ArrowError;

use super::verify::max_decompressed;
use super::{CONTINUATION, parse_error};

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
pub(super) fn decompress_into(
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
pub(super) struct Parts {
    pub(super) bytes: MutableBuffer,
    pub(super) meta: std::ops::Range<usize>,
    pub(super) body_start: usize,
}

/// Which way `rewrite_batch` turns a batch message's body.
#[derive(Clone, Copy, Debug)]
pub(super) enum Rewrite {
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
pub(super) fn rewrite_batch(
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
pub(super) struct Rewritten {
    pub(super) head: Vec<u8>,
    pub(super) meta_len: usize,
    pub(super) body: MutableBuffer,
}

impl Rewritten {
    /// The message in one buffer, as the readers frame it.
    pub(super) fn into_parts(self) -> Parts {
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
pub(super) fn decompress_message(
    parts: Parts,
    decoded: u64,
) -> std::result::Result<Parts, ArrowError> {
    let bytes = parts.bytes.as_slice();
    let rewritten = rewrite_batch(
        &bytes[parts.meta.clone()],
        &bytes[parts.body_start..],
        Rewrite::Decompress(decoded),
    )?;
    Ok(rewritten.map_or(parts, Rewritten::into_parts))
}
