//! LZ4 and ZSTD bodies: the one place a record or dictionary batch
//! message's body is rewritten, decompressed for reading or compressed for
//! writing (`rewrite_batch`), each buffer decoded to exactly its claimed
//! size.

use std::io::{Read, Write};

use arrow_buffer::MutableBuffer;
use arrow_ipc::{CompressionType, MessageHeader};
use arrow_schema::ArrowError;

use super::blocks::Storage;
use super::{CONTINUATION, io_error, parse_error};

/// The smallest window a ZSTD frame may declare whatever its content:
/// 8 MiB, what libzstd's levels up to 19 choose for data of unknown size
/// (arrow-rs compresses that way). A frame that declares more than this
/// and more than the bytes it must produce is refused before anything is
/// allocated: the decoder reserves its whole window up front.
const ZSTD_MIN_WINDOW: u64 = 8 << 20;

/// The most an LZ4 frame or a ZSTD frame can expand per input byte (an
/// LZ4 match byte codes at most 255 bytes; a ZSTD block of 3 header bytes
/// and one RLE byte codes at most 128 KiB), plus room for tiny inputs.
pub(super) fn max_decompressed(codec: CompressionType, compressed: usize) -> usize {
    let ratio = if codec == CompressionType::LZ4_FRAME {
        256
    } else {
        32_768
    };
    compressed.saturating_mul(ratio).saturating_add(1024)
}

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
    match decode(codec, payload, dst, want as u64)? {
        Some(got) if got == want => Ok(()),
        Some(got) => Err(short(codec, want as u64, got)),
        None if codec == CompressionType::LZ4_FRAME => {
            Err(io_error("Lz4 decompression buffer too small"))
        }
        None => Err(io_error(
            "ZSTD decompression failed: Destination buffer is too small",
        )),
    }
}

/// The error of a buffer whose prefix claims `claimed` bytes, more than
/// its frame `payload` can produce ([`max_decompressed`]). IRx 1.25 (Arrow
/// C++) allocates the claim and decompresses into it, then finds the frame
/// shorter; the same words here, from decoding the frame into at most
/// what it can produce (never more than the expansion floor,
/// [`crate::limits`]): the claim is never allocated. A frame that fills
/// that much keeps this reader's own words (docs/COMPATIBILITY.md 1).
#[cold]
pub(super) fn past_claim(codec: CompressionType, payload: &[u8], claimed: u64) -> ArrowError {
    let floor = usize::try_from(crate::limits::expansion_limit().1).unwrap_or(usize::MAX);
    let room = max_decompressed(codec, payload.len()).min(floor);
    // Allocated zeroed: the pages the frame does not reach are never
    // touched.
    let decoded = match crate::alloc::zeroed(room, "decompressed IPC buffer") {
        Ok(mut scratch) => decode(codec, payload, scratch.as_slice_mut(), claimed),
        Err(_) => Ok(None),
    };
    match decoded {
        Ok(Some(got)) if got < room => short(codec, claimed, got),
        Ok(_) => parse_error(format!(
            "compressed IPC buffer claims {claimed} bytes, more than its {} compressed bytes \
             can hold",
            payload.len()
        )),
        Err(e) => e,
    }
}

/// Arrow C++'s words (so 1.25's) for a frame that decoded to `got` bytes
/// where its prefix claimed `claimed`: the IPC reader's check after LZ4,
/// libzstd's codec's own after ZSTD.
fn short(codec: CompressionType, claimed: u64, got: usize) -> ArrowError {
    if codec == CompressionType::LZ4_FRAME {
        parse_error(format!(
            "Failed to fully decompress buffer, expected {claimed} bytes but decompressed {got}"
        ))
    } else {
        io_error("Corrupt ZSTD compressed data.")
    }
}

/// Decodes the frame `payload` into `dst`: the bytes it coded, or `None`
/// when it codes more than `dst` holds. `claimed` is what its prefix
/// claims (`dst`'s length, but for [`past_claim`]), for messages.
fn decode(
    codec: CompressionType,
    payload: &[u8],
    dst: &mut [u8],
    claimed: u64,
) -> std::result::Result<Option<usize>, ArrowError> {
    let room = dst.len();
    let bad = |what: &str| {
        parse_error(format!(
            "compressed IPC buffer does not decompress to the {claimed} bytes it claims: {what}"
        ))
    };
    // Arrow C++'s words (so 1.25's) where its codecs' failures are known:
    // a frame shorter or longer than claimed, garbage where a frame starts.
    if codec == CompressionType::LZ4_FRAME {
        let mut decoder = lz4_flex::frame::FrameDecoder::new(payload);
        let lz4 = |e: std::io::Error| {
            let magic = e
                .get_ref()
                .and_then(|i| i.downcast_ref::<lz4_flex::frame::Error>())
                .is_some_and(|i| matches!(i, lz4_flex::frame::Error::WrongMagicNumber));
            if magic {
                io_error("LZ4 decompress failed: ERROR_frameType_unknown")
            } else {
                bad(&format!("LZ4: {e}"))
            }
        };
        let mut got = 0;
        while got < room {
            match decoder.read(&mut dst[got..]) {
                Ok(0) => return Ok(Some(got)),
                Ok(n) => got += n,
                Err(e) if e.kind() == std::io::ErrorKind::Interrupted => {}
                Err(e) => return Err(lz4(e)),
            }
        }
        match decoder.read(&mut [0u8]) {
            Ok(0) => Ok(Some(got)),
            Ok(_) => Ok(None),
            Err(e) => Err(lz4(e)),
        }
    } else {
        use ruzstd::decoding::errors::{FrameDecoderError as F, ReadFrameHeaderError as H};
        // ruzstd decodes into `dst` and never past it (a frame with more
        // is `TargetTooSmall`); its window is bounded as above.
        let mut decoder = ruzstd::decoding::FrameDecoder::new();
        decoder.set_max_window_size((room as u64).max(ZSTD_MIN_WINDOW));
        let got = match decoder.decode_all(payload, dst) {
            Ok(n) => n,
            Err(F::TargetTooSmall) => return Ok(None),
            Err(F::ReadFrameHeaderError(H::BadMagicNumber(_))) => {
                return Err(io_error(
                    "ZSTD decompression failed: Unknown frame descriptor",
                ));
            }
            Err(e) => return Err(bad(&format!("ZSTD: {e}"))),
        };
        if got as u64 != claimed {
            return Ok(Some(got));
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
            _ => Ok(Some(got)),
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

/// What one buffer of a compressed message (`data`: length prefix and
/// frame, checked by `check_message`) decodes to: the frame to decompress
/// and exactly its claimed length, within the `max_decompressed` cap.
enum Decoded<'a> {
    /// Stored as it is (a prefix of -1), or empty (no bytes, or 0).
    Plain(&'a [u8]),
    Frame(&'a [u8], usize),
}

impl Decoded<'_> {
    fn len(&self) -> usize {
        match self {
            Decoded::Plain(bytes) => bytes.len(),
            Decoded::Frame(_, len) => *len,
        }
    }
}

fn decoded_size(
    codec: CompressionType,
    data: &[u8],
) -> std::result::Result<Decoded<'_>, ArrowError> {
    if data.is_empty() {
        return Ok(Decoded::Plain(data));
    }
    let (prefix, payload) = data
        .split_first_chunk::<8>()
        .ok_or_else(|| parse_error("compressed IPC buffer is shorter than its length prefix"))?;
    match i64::from_le_bytes(*prefix) {
        0 => Ok(Decoded::Plain(&[])),
        -1 => Ok(Decoded::Plain(payload)),
        claimed => usize::try_from(claimed)
            .ok()
            .filter(|&c| c <= max_decompressed(codec, payload.len()))
            .map(|len| Decoded::Frame(payload, len))
            .ok_or_else(|| {
                parse_error(format!(
                    "compressed IPC buffer claims {claimed} bytes, more than its {} \
                     compressed bytes can hold",
                    payload.len()
                ))
            }),
    }
}

/// A body of at least this many bytes (decoded, reading; plain, writing)
/// in two or more buffers has its buffers decompressed or compressed on
/// the pool ([`crate::pool`]) when it has two threads or more; a smaller
/// one is done on the calling thread, where handing it over would cost
/// more than it saves (measured: docs/BENCHMARKS.md, "IPC on the pool").
pub(super) const MIN_PARALLEL_BYTES: usize = 256 << 10;
/// Jobs per pool thread a body is split into (whole buffers each, of
/// about equal bytes), so that one large buffer does not leave a thread
/// idle for the rest of the body.
const JOBS_PER_THREAD: usize = 2;

/// The buffers of a body, `weights` bytes of work each, split into runs of
/// consecutive buffers, one job each: one run (the calling thread's) below
/// [`MIN_PARALLEL_BYTES`], with fewer than two buffers to share, or a pool
/// of one thread.
fn runs(weights: &[usize]) -> Vec<std::ops::Range<usize>> {
    let total = weights.iter().fold(0usize, |a, &w| a.saturating_add(w));
    let busy = weights.iter().filter(|&&w| w > 0).count();
    if busy < 2 || total < MIN_PARALLEL_BYTES || !crate::pool::parallel() {
        #[expect(
            clippy::single_range_in_vec_init,
            reason = "one run of every buffer, not the buffers' indices"
        )]
        return vec![0..weights.len()];
    }
    let jobs = crate::pool::threads()
        .saturating_mul(JOBS_PER_THREAD)
        .min(busy);
    let per = total.div_ceil(jobs);
    let mut runs = Vec::with_capacity(jobs);
    let (mut start, mut sum) = (0, 0usize);
    for (i, &w) in weights.iter().enumerate() {
        sum = sum.saturating_add(w);
        if sum >= per {
            runs.push(start..i + 1);
            (start, sum) = (i + 1, 0);
        }
    }
    if start < weights.len() {
        runs.push(start..weights.len());
    }
    runs
}

/// One job per run: inline for a single run, else on the pool. Every job
/// runs to its end (none is skipped when another fails), so the error is
/// always that of the first failing buffer in body order, as on one
/// thread; a job's panic is an error of the call, the same inline as on a
/// worker.
fn run_jobs<'a>(
    mut jobs: Vec<Box<dyn FnOnce() -> std::result::Result<(), ArrowError> + Send + 'a>>,
) -> std::result::Result<(), ArrowError> {
    let failed = |e: crate::ffi::Error| ArrowError::ComputeError(e.message.into_owned());
    if jobs.len() == 1 {
        let job = jobs.pop().expect("one job");
        return crate::pool::inline(|| Ok(job())).map_err(failed)?;
    }
    let wrapped = jobs
        .into_iter()
        .map(|job| {
            Box::new(move || Ok(job()))
                as Box<
                    dyn FnOnce() -> crate::ffi::Result<std::result::Result<(), ArrowError>> + Send,
                >
        })
        .collect();
    let answers = crate::pool::scoped(wrapped).map_err(failed)?;
    answers.into_iter().collect()
}

/// The body of a compressed message decompressed: every buffer of
/// `datas` (in body order) at an 8-aligned offset of one allocation of the
/// decoded size (`room` when it is that, as `check_body` found it), each
/// exactly its claimed length; the buffers' ranges in it. Sizes and claims
/// are all checked before anything is allocated or decoded; the frames
/// are then decoded in parallel when the body is large enough ([`runs`]).
fn decompress_body(
    codec: CompressionType,
    datas: &[&[u8]],
    room: usize,
) -> std::result::Result<(MutableBuffer, Vec<arrow_ipc::Buffer>), ArrowError> {
    let plan = datas
        .iter()
        .map(|data| decoded_size(codec, data))
        .collect::<std::result::Result<Vec<_>, _>>()?;
    let mut buffers = Vec::with_capacity(plan.len());
    let mut total = 0usize;
    for part in &plan {
        buffers.push(arrow_ipc::Buffer::new(total as i64, part.len() as i64));
        total = total
            .checked_add(part.len().next_multiple_of(8))
            .ok_or_else(|| ArrowError::MemoryError("IPC body too large".into()))?;
    }
    let mut out = MutableBuffer::new(0);
    out.try_reserve(total.max(room))
        .map_err(|e| ArrowError::MemoryError(e.to_string()))?;
    out.try_resize(total, 0)
        .map_err(|e| ArrowError::MemoryError(e.to_string()))?;
    // Each buffer's own slice of `out`, split off in order.
    let mut slots = Vec::with_capacity(plan.len());
    let mut rest = out.as_slice_mut();
    for part in &plan {
        let (slot, tail) = rest.split_at_mut(part.len().next_multiple_of(8));
        slots.push(&mut slot[..part.len()]);
        rest = tail;
    }
    let weights: Vec<usize> = plan.iter().map(Decoded::len).collect();
    let mut work: Vec<_> = plan.into_iter().zip(slots).collect();
    let mut jobs: Vec<Box<dyn FnOnce() -> std::result::Result<(), ArrowError> + Send + '_>> =
        Vec::new();
    for run in runs(&weights).into_iter().rev() {
        let mine = work.split_off(run.start);
        jobs.push(Box::new(move || {
            for (part, dst) in mine {
                match part {
                    Decoded::Plain(bytes) => dst.copy_from_slice(bytes),
                    Decoded::Frame(payload, _) => decompress_into(codec, payload, dst)?,
                }
            }
            Ok(())
        }));
    }
    jobs.reverse();
    run_jobs(jobs)?;
    Ok((out, buffers))
}

/// The body of an uncompressed message compressed: every buffer of
/// `datas` as `compress_into` writes it, at 8-aligned offsets, in body
/// order; the buffers' ranges in it. A large enough body ([`runs`]) has
/// runs of buffers compressed in parallel, each into a part of its own
/// laid out as one thread lays it out from an 8-aligned start, the parts
/// then joined: byte for byte the body of one thread.
fn compress_body(
    codec: CompressionType,
    datas: &[&[u8]],
) -> std::result::Result<(MutableBuffer, Vec<arrow_ipc::Buffer>), ArrowError> {
    let weights: Vec<usize> = datas.iter().map(|d| d.len()).collect();
    let runs = runs(&weights);
    let mut parts: Vec<(MutableBuffer, Vec<arrow_ipc::Buffer>)> = runs
        .iter()
        .map(|_| (MutableBuffer::new(0), Vec::new()))
        .collect();
    let jobs = runs
        .iter()
        .zip(parts.iter_mut())
        .map(|(run, (out, buffers))| {
            let mine = &datas[run.clone()];
            Box::new(move || {
                // Room for the worst case (every buffer stored with its
                // prefix and padding) up front: only what is written is
                // touched.
                let room = mine.iter().map(|d| d.len() + 16).sum();
                out.try_reserve(room)
                    .map_err(|e| ArrowError::MemoryError(e.to_string()))?;
                for data in mine {
                    let start = out.len();
                    compress_into(codec, data, out)?;
                    buffers.push(arrow_ipc::Buffer::new(
                        start as i64,
                        (out.len() - start) as i64,
                    ));
                    out.resize(out.len().next_multiple_of(8), 0);
                }
                Ok(())
            }) as Box<dyn FnOnce() -> std::result::Result<(), ArrowError> + Send + '_>
        })
        .collect();
    run_jobs(jobs)?;
    if parts.len() == 1 {
        return Ok(parts.pop().expect("one part"));
    }
    let total = parts.iter().map(|(p, _)| p.len()).sum();
    let mut out = MutableBuffer::new(0);
    out.try_reserve(total)
        .map_err(|e| ArrowError::MemoryError(e.to_string()))?;
    let mut buffers = Vec::with_capacity(datas.len());
    for (part, mine) in parts {
        let base = out.len() as i64;
        buffers.extend(
            mine.into_iter()
                .map(|b| arrow_ipc::Buffer::new(base + b.offset(), b.length())),
        );
        out.extend_from_slice(part.as_slice());
    }
    Ok((out, buffers))
}

/// A message framed in `bytes`: its flatbuffer at `meta`, its body from
/// `body_start`.
pub(super) struct Parts {
    pub(super) bytes: Storage,
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
    let datas = batch
        .buffers()
        .iter()
        .flatten()
        .map(|buffer| {
            usize::try_from(buffer.offset())
                .ok()
                .zip(usize::try_from(buffer.length()).ok())
                .and_then(|(o, l)| body.get(o..o.checked_add(l)?))
                .ok_or_else(|| parse_error("IPC buffer lies outside the message body"))
        })
        .collect::<std::result::Result<Vec<&[u8]>, _>>()?;
    let (to, (out, buffers)) = match (rewrite, batch.compression()) {
        (Rewrite::Decompress(size), Some(c)) => {
            (None, decompress_body(c.codec(), &datas, size as usize)?)
        }
        (Rewrite::Compress(codec), None) => (Some(codec), compress_body(codec, &datas)?),
        _ => return Ok(None),
    };
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
            bytes: bytes.into(),
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
