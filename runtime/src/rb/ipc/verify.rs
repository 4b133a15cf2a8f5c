//! The checks every IPC message passes before anything decodes it
//! (streams, files and `irx_rb_schema_from_ipc` alike): the flatbuffer
//! verified once, the metadata version, and a batch header against its
//! body (node lengths, every buffer inside the body, every compressed
//! buffer's claimed size within what its codec can produce).

use arrow_ipc::{CompressionType, MessageHeader, MetadataVersion};
use arrow_schema::ArrowError;

use super::codec::{max_decompressed, past_claim};
use super::{io_error, parse_error};

/// Checks one record batch header against its `body`: node counts and
/// lengths, every buffer inside the body, every compressed buffer's claimed
/// size within what its codec can produce from its bytes. Returns the size
/// of the body decoded: `body`'s own, or for a compressed message what its
/// buffers claim, each padded to 8 as `rewrite_batch` lays them out (the
/// reader charges it to its budget before decompressing anything).
fn check_batch(
    batch: arrow_ipc::RecordBatch<'_>,
    body: &[u8],
    dictionary: bool,
) -> std::result::Result<u64, ArrowError> {
    // Arrow C++ (so 1.25) compares each top-level column's length with
    // the batch's as it loads it: a negative length, the batch's or a
    // node's, fails that comparison first (the first node is the first
    // column's; the other columns' are compared in `Layout::of`). A
    // dictionary batch's length is never read there: its values are as
    // long as their node says (`Layout::of` gives arrow-ipc that length).
    let mismatch = || io_error("Array length did not match record batch length");
    if let Some(nodes) = batch.nodes() {
        if !dictionary
            && nodes
                .iter()
                .next()
                .is_some_and(|n| n.length() != batch.length())
        {
            return Err(mismatch());
        }
        for node in nodes {
            if node.length() < 0 {
                return Err(mismatch());
            }
            // Arrow C++ counts the nulls of a negative count; refused here
            // (a null count larger than the length is refused as Arrow
            // C++'s validation words it, in `Layout::of`).
            if node.null_count() < 0 {
                return Err(parse_error("IPC field node has a negative null count"));
            }
        }
    }
    if !dictionary && batch.length() < 0 {
        return Err(parse_error("IPC record batch has a negative length"));
    }
    let codec = match batch.compression() {
        None => None,
        Some(c) => {
            if c.method() != arrow_ipc::BodyCompressionMethod::BUFFER {
                return Err(parse_error("unsupported IPC body compression method"));
            }
            let codec = c.codec();
            if codec != CompressionType::LZ4_FRAME && codec != CompressionType::ZSTD {
                return Err(parse_error(
                    "Unsupported codec in RecordBatch::compression metadata",
                ));
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
    // Every buffer as Arrow C++'s loader reads it (in its words; its
    // buffer numbers count from 1), then, in ours, what it would read
    // short: Arrow C++ reads a buffer that runs past the body as the bytes
    // up to the body's end, refused here.
    for (index, buffer) in buffers.iter().enumerate() {
        cpp_buffer_range(index + 1, buffer.offset(), buffer.length(), body.len())?;
    }
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
                "Likely corrupted message, compressed buffers are larger than 8 bytes by \
                 construction",
            ));
        };
        let claimed = i64::from_le_bytes(prefix.try_into().expect("8 bytes"));
        let out = match claimed {
            0 => 0,
            -1 => bytes.len() - 8,
            ..-1 => return Err(parse_error(format!("Negative buffer resize: {claimed}"))),
            _ => usize::try_from(claimed)
                .ok()
                .filter(|&c| c <= max_decompressed(codec, bytes.len() - 8))
                .ok_or_else(|| past_claim(codec, &bytes[8..], claimed as u64))?,
        };
        decoded = decoded.saturating_add(out.next_multiple_of(8) as u64);
    }
    Ok(if codec.is_some() {
        decoded
    } else {
        body.len() as u64
    })
}

/// Arrow C++'s checks of buffer `number` (counted from 1) at `offset` of
/// `length` in a body of `body` bytes, in its words: none for an empty
/// buffer, then the end's overflow, the signs, the alignment, and an
/// offset past the body (an I/O error: a read out of bounds).
fn cpp_buffer_range(
    number: usize,
    offset: i64,
    length: i64,
    body: usize,
) -> std::result::Result<(), ArrowError> {
    if length == 0 {
        return Ok(());
    }
    if offset.checked_add(length).is_none() {
        return Err(parse_error(format!(
            "Buffer {number} exceeds IPC file area"
        )));
    }
    if offset < 0 {
        return Err(parse_error(format!(
            "Negative offset for reading buffer {number}"
        )));
    }
    if length < 0 {
        return Err(parse_error(format!(
            "Negative length for reading buffer {number}"
        )));
    }
    if offset % 8 != 0 {
        return Err(parse_error(format!(
            "Buffer {number} did not start on 8-byte aligned offset: {offset}"
        )));
    }
    if offset as u64 > body as u64 {
        return Err(io_error(format!(
            "Read out of bounds (offset = {offset}, size = {length}) in file of size {body}"
        )));
    }
    Ok(())
}

/// Refuses a metadata version newer than the format's V5, in pyarrow's
/// words: its layout is not one this reader knows (before this check, such
/// a stream failed later with a misleading truncation message).
pub(super) fn check_version(version: MetadataVersion) -> std::result::Result<(), ArrowError> {
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
pub(super) fn verify_message(
    meta: &[u8],
) -> std::result::Result<(usize, MessageHeader), ArrowError> {
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
pub(super) unsafe fn verified(meta: &[u8]) -> arrow_ipc::Message<'_> {
    // SAFETY: caller contract: a valid flatbuffer of a `Message`.
    unsafe { arrow_ipc::root_as_message_unchecked(meta) }
}

/// Checks a verified message's header against its `body`: long enough for
/// the length it declares, every buffer inside it (`check_batch`). Returns
/// the size of the batch's body decoded (0 for other messages).
///
/// # Safety
/// As for [`verified`].
pub(super) unsafe fn check_body(meta: &[u8], body: &[u8]) -> std::result::Result<u64, ArrowError> {
    // SAFETY: caller contract.
    let message = unsafe { verified(meta) };
    let body_len = message.bodyLength() as usize;
    let (batch, dictionary) = match message.header_as_record_batch() {
        Some(batch) => (Some(batch), false),
        None => (
            message.header_as_dictionary_batch().and_then(|d| d.data()),
            true,
        ),
    };
    let Some(batch) = batch else {
        return Ok(0);
    };
    if body.len() < body_len {
        return Err(parse_error("IPC message body is shorter than it claims"));
    }
    check_batch(batch, &body[..body_len], dictionary)
}
