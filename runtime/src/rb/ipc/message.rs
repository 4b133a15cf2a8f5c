//! Message framing: IPC messages read from a byte source (a file, a
//! descriptor, a socket, memory) one at a time, never trusting a length
//! before the bytes it covers have arrived, checked (`verify`), charged to
//! the read's budget and decompressed (`codec`) before a reader decodes
//! them; bytes in one buffer are framed in place.

use std::fs::File;
use std::io::{BufReader, Read};
use std::sync::Arc;

use arrow_buffer::{Buffer, MutableBuffer};
use arrow_ipc::{MessageHeader, MetadataVersion};
use arrow_schema::{ArrowError, SchemaRef};

use super::blocks::{Slab, Storage};
use super::codec::{Parts, decompress_message};
use super::net::Socket;
use super::verify::{check_body, verified, verify_message};
use super::{CONTINUATION, GROW_STEP, TRUNCATED, endian, io_error, layout, parse_error};
use crate::limits::Budget;

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
pub(super) trait IpcInput: Read {
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
    /// The bytes a regular file can still deliver (its length less the
    /// position), for a source that can also [`read_uninit`]: a body of
    /// that many bytes or fewer is then read into storage allocated once,
    /// never zero-filled. None for everything else.
    ///
    /// [`read_uninit`]: IpcInput::read_uninit
    fn remaining(&mut self) -> Option<u64> {
        None
    }
    /// Reads at most `len` bytes to `out` (a `read(2)`); the count read.
    ///
    /// # Safety
    /// `out` is valid for writing `len` bytes (which may be uninitialised).
    unsafe fn read_uninit(&mut self, _out: *mut u8, _len: usize) -> std::io::Result<usize> {
        Ok(0)
    }
}

/// What a regular file can still deliver from its position.
fn file_remaining(file: &mut File) -> Option<u64> {
    use std::io::Seek;
    let meta = file.metadata().ok()?;
    if !meta.is_file() {
        return None;
    }
    let position = file.stream_position().ok()?;
    Some(meta.len().saturating_sub(position))
}

/// `read(2)` of `file` into `len` bytes at `out`.
///
/// # Safety
/// `out` is valid for writing `len` bytes.
unsafe fn read_fd(file: &File, out: *mut u8, len: usize) -> std::io::Result<usize> {
    use std::os::fd::AsRawFd;
    // SAFETY: the caller's contract; the descriptor is open while `file`
    // lives.
    let n = unsafe { libc::read(file.as_raw_fd(), out.cast(), len) };
    usize::try_from(n).map_err(|_| std::io::Error::last_os_error())
}

impl IpcInput for BufReader<File> {
    fn remaining(&mut self) -> Option<u64> {
        let buffered = self.buffer().len() as u64;
        file_remaining(self.get_mut()).map(|r| r.saturating_add(buffered))
    }
    unsafe fn read_uninit(&mut self, out: *mut u8, len: usize) -> std::io::Result<usize> {
        let buffered = self.buffer();
        if buffered.is_empty() {
            // SAFETY: the caller's contract.
            return unsafe { read_fd(self.get_ref(), out, len) };
        }
        let n = buffered.len().min(len);
        // SAFETY: `n` bytes of the buffer are readable, `out` writable for
        // `len >= n`; they do not overlap (ours, the caller's).
        unsafe { std::ptr::copy_nonoverlapping(buffered.as_ptr(), out, n) };
        std::io::BufRead::consume(self, n);
        Ok(n)
    }
}
impl IpcInput for File {
    fn remaining(&mut self) -> Option<u64> {
        file_remaining(self)
    }
    unsafe fn read_uninit(&mut self, out: *mut u8, len: usize) -> std::io::Result<usize> {
        // SAFETY: the caller's contract.
        unsafe { read_fd(self, out, len) }
    }
}
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
pub(super) struct Literal<'a>(pub(super) &'a [u8]);

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

/// Parts of at least this many bytes are read into storage allocated once
/// when the source can ([`IpcInput::remaining`]); below it, zero-filling a
/// part costs less than asking the file how much it holds.
const DIRECT_MIN: usize = 64 << 10;

/// Whether a part of `len` bytes from `input` is read straight into storage
/// allocated once at its length: a regular file that holds it all.
fn direct<R: IpcInput>(input: &mut R, len: usize) -> bool {
    len >= DIRECT_MIN
        && input.unread().is_none()
        && input.remaining().is_some_and(|left| left >= len as u64)
}

/// Reads up to `len` bytes from `input` to `out` (`read(2)`s until they
/// are all there or the input ends); how many arrived.
///
/// # Safety
/// `out` is valid for writing `len` bytes (which may be uninitialised).
unsafe fn read_direct<R: IpcInput>(
    input: &mut R,
    out: *mut u8,
    len: usize,
) -> std::result::Result<usize, ArrowError> {
    let mut got = 0;
    while got < len {
        // SAFETY: `got < len` bytes from `out` are written; the read
        // writes at most the rest.
        let read = unsafe { input.read_uninit(out.add(got), len - got) };
        match read {
            Ok(0) => break,
            Ok(n) => got += n,
            Err(e) if e.kind() == std::io::ErrorKind::Interrupted => {}
            Err(e) => return Err(ArrowError::from(e)),
        }
    }
    Ok(got)
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
    // A regular file that holds the whole part: one allocation of its
    // declared length, read into without zero-filling it (the profile of a
    // 10M-row IPC read, issue 32: growing by doubling copied and zeroed
    // two thirds of the time). Small parts take the plain way below.
    if direct(input, len) {
        let start = buf.len();
        buf.try_reserve(len)
            .map_err(|e| ArrowError::MemoryError(e.to_string()))?;
        // SAFETY: `try_reserve` made `len` bytes past `start` allocated.
        let at = unsafe { buf.as_mut_ptr().add(start) };
        crate::alloc::huge_pages_hint(at, len);
        // SAFETY: as above.
        let got = unsafe { read_direct(input, at, len)? };
        // SAFETY: the first `got` bytes past `start` were written by the
        // reads (initialised), within the reserved capacity.
        unsafe { buf.set_len(start + got) };
        return Ok(got);
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
pub(super) struct Framed {
    pub(super) meta: Buffer,
    pub(super) body: Buffer,
    pub(super) header: MessageHeader,
    /// What framing charged to the reader's budget: the body decoded.
    pub(super) charged: u64,
}

/// A schema from its flatbuffer, refusing the types arrow-rs parses but
/// panics on when it lays out a batch ([`crate::rb::types::check_layout`]).
/// Every schema the readers accept (stream message, file footer) comes
/// through here.
pub(super) fn schema_of(fb: arrow_ipc::Schema<'_>) -> std::result::Result<SchemaRef, ArrowError> {
    let schema = endian::schema(fb)?;
    crate::rb::types::check_fields(schema.fields())
        .map_err(|reason| parse_error(format!("invalid IPC schema: {reason}")))?;
    Ok(Arc::new(schema))
}

impl Framed {
    /// The message.
    pub(super) fn message(&self) -> arrow_ipc::Message<'_> {
        // SAFETY: every `Framed` holds a flatbuffer `verify_message`
        // accepted (its constructors: `finish_message`, `frame_in_place`).
        unsafe { verified(&self.meta) }
    }

    /// The schema of a schema message, with the metadata version the
    /// messages after it must carry and whether their bodies are in the
    /// other byte order ([`endian::foreign`]).
    pub(super) fn schema(
        &self,
    ) -> std::result::Result<(SchemaRef, MetadataVersion, bool), ArrowError> {
        let message = self.message();
        let fb = message
            .header_as_schema()
            .ok_or_else(|| ArrowError::IpcError("expected an IPC schema message".into()))?;
        Ok((schema_of(fb)?, message.version(), endian::foreign(fb)?))
    }
}

/// The last step of framing a checked message that decodes to `decoded`
/// bytes (`check_body`): charged to `budget` (before anything is
/// decompressed), then decompressed and rewritten as uncompressed if need
/// be; its flatbuffer and body are then two slices of one buffer.
///
/// # Safety
/// `parts.bytes[parts.meta]` is as for [`verified`].
pub(super) unsafe fn finish_message(
    parts: Parts,
    header: MessageHeader,
    decoded: u64,
    budget: &mut dyn layout::Account,
) -> std::result::Result<Framed, ArrowError> {
    layout::charge(budget, decoded, "message body decoded")?;
    let Parts {
        bytes,
        meta,
        body_start,
    } = decompress_message(parts, decoded)?;
    let bytes: Buffer = bytes.into_buffer();
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
pub(super) fn read_message<R: IpcInput>(
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
    // The body starts on a 64-byte boundary of the buffer (whose storage
    // is 64-byte aligned): the buffers of a body laid out at multiples of
    // 64 bytes (arrow-rs's writers, Arrow C++'s with alignment 64) are
    // then 64-byte aligned for the compute kernels (issue 32 item 7).
    let pad = (64 - (8 + meta_len) % 64) % 64;
    let mut buf = MutableBuffer::new(0);
    buf.extend_zeros(pad);
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
    let (body_len, header) = verify_message(&buf.as_slice()[pad + 8..])?;
    // A file's body is read into a block kept from an earlier read when
    // one fits (`blocks`), after the file was found to hold it all.
    let (bytes, got): (Storage, usize) = if direct(input, body_len) {
        let total = (buf.len().checked_add(body_len))
            .ok_or_else(|| ArrowError::MemoryError("IPC message too large".into()))?;
        let mut block = Slab::take(total)?;
        block.extend_from_slice(buf.as_slice());
        let start = block.len();
        // SAFETY: the block holds `total` bytes, `body_len` of them past
        // `start`.
        let got = unsafe { read_direct(input, block.as_mut_ptr().add(start), body_len)? };
        // SAFETY: the `got` bytes past `start` were written by the reads.
        unsafe { block.set_len(start + got) };
        (block.into(), got)
    } else {
        let got = read_grow(input, &mut buf, body_len)?;
        (buf.into(), got)
    };
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
    let (meta, body) = bytes.as_slice()[pad + 8..].split_at(meta_len);
    // SAFETY: `meta` is what `verify_message` accepted, moved by the read.
    let decoded = unsafe { check_body(meta, body)? };
    // SAFETY: as above.
    let framed = unsafe {
        finish_message(
            Parts {
                bytes,
                meta: pad + 8..pad + 8 + meta_len,
                body_start: pad + 8 + meta_len,
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
pub(super) struct InPlace {
    pub(super) bytes: Buffer,
    pub(super) at: usize,
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
        if let Err(e) = layout::charge(budget, decoded, "message body decoded") {
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
