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
//! included: `layout`) must keep the read within
//! `max(ratio x input, floor)` (1024 x, 256 MiB by default), the input
//! being a file's or buffer's length, or the bytes a stream (path,
//! descriptor, TCP) has delivered so far. Past it a read is
//! `IRX_ERR_INVALID` ("... past the expansion limit ...").
//!
//! The modules, lowest first: `blocks` (the storage messages are read
//! into, kept for the next read when released), `codec` (LZ4 and ZSTD bodies), `verify`
//! (the checks every message passes), `message` (framing messages from a byte
//! source), `layout` and `endian` (a batch's buffers walked against its
//! schema, big-endian bodies swapped), `read` (decoding into batches:
//! streams, files, literals), `write` (the stream and file writers) and
//! `transport` (the C entry points over paths, memory, descriptors and
//! TCP, `net`).

use arrow_schema::ArrowError;

mod blocks;
mod codec;
mod endian;
mod fault;
mod layout;
mod message;
mod net;
mod read;
mod transport;
mod verify;
mod write;

#[cfg(test)]
mod tests;

pub(crate) use fault::status_of;
pub use read::irx_rb_schema_from_ipc;
pub(crate) use read::{read_stream, schema_from_ipc};
pub use transport::{
    irx_rb_fd_reader_open, irx_rb_fd_writer_open, irx_rb_file_reader_open, irx_rb_file_writer_open,
    irx_rb_stream_reader_open_buffer, irx_rb_stream_reader_open_file,
    irx_rb_stream_writer_open_buffer, irx_rb_stream_writer_open_file, irx_rb_tcp_reader_open,
    irx_rb_tcp_writer_open,
};
pub(crate) use write::schema_to_ipc;
pub use write::write_ipc_bytes;

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
