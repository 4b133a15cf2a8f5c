//! The TCP transport of the IPC readers and writers: a connection whose
//! timeout bounds each call of the caller's as a whole.
//!
//! A socket timeout (`SO_RCVTIMEO`, `SO_SNDTIMEO`) bounds one receive or
//! send: a peer that trickles a byte just inside it keeps a read going for
//! as long as it likes (one byte every 150 ms held a 300 ms reader for
//! 10 s). So each call (`irx_rb_tcp_reader_open`, each `next_batch`, the
//! writer's open, each write and its close) gets a deadline of the timeout
//! from its start, and every receive or send waits only for what is left
//! of it. Running out is `ErrorKind::TimedOut` with a message that says so,
//! not the `EAGAIN` ("Resource temporarily unavailable") the socket gives.

use std::ffi::{c_char, c_int};
use std::io::{ErrorKind, Read, Write};
use std::net::{IpAddr, SocketAddr, TcpStream};
use std::time::{Duration, Instant};

use crate::ffi::error::Kind;
use crate::ffi::{Error, Result};
use crate::rb::c_text;

/// A connection with a deadline per call.
#[derive(Debug)]
pub(super) struct Socket {
    stream: TcpStream,
    timeout: Duration,
    /// When the current call runs out.
    deadline: Instant,
}

impl Socket {
    /// A new call begins: it has the whole timeout from now.
    pub(super) fn start_call(&mut self) {
        self.deadline = Instant::now() + self.timeout;
    }

    /// What is left of the call's time, or the timeout error.
    fn left(&self, doing: &str) -> std::io::Result<Duration> {
        let left = self.deadline.saturating_duration_since(Instant::now());
        if left.is_zero() {
            return Err(self.timed_out(doing));
        }
        Ok(left)
    }

    fn timed_out(&self, doing: &str) -> std::io::Error {
        std::io::Error::new(
            ErrorKind::TimedOut,
            format!(
                "TCP {doing} timed out after {} ms (the timeout bounds each call)",
                self.timeout.as_millis()
            ),
        )
    }

    /// `result` of one receive or send; the socket's own timeout
    /// (`EAGAIN` on Linux) means the call's time ran out.
    fn check<T>(&self, result: std::io::Result<T>, doing: &str) -> std::io::Result<T> {
        match result {
            Err(e) if matches!(e.kind(), ErrorKind::WouldBlock | ErrorKind::TimedOut) => {
                Err(self.timed_out(doing))
            }
            other => other,
        }
    }
}

impl Read for Socket {
    fn read(&mut self, out: &mut [u8]) -> std::io::Result<usize> {
        let left = self.left("receive")?;
        self.stream.set_read_timeout(Some(left))?;
        let result = self.stream.read(out);
        self.check(result, "receive")
    }
}

impl Write for Socket {
    fn write(&mut self, bytes: &[u8]) -> std::io::Result<usize> {
        let left = self.left("send")?;
        self.stream.set_write_timeout(Some(left))?;
        let result = self.stream.write(bytes);
        self.check(result, "send")
    }

    fn flush(&mut self) -> std::io::Result<()> {
        self.stream.flush()
    }
}

/// Connects to a numeric IPv4/IPv6 `host` and `port` within `timeout_ms`;
/// the rest of the timeout is the deadline of the calling function's
/// first reads or writes (the whole open is bounded), and every later call
/// has `timeout_ms` of its own ([`Socket::start_call`]).
///
/// # Safety
/// `host` is NULL or a NUL-terminated string.
pub(super) unsafe fn connect(
    host: *const c_char,
    port: c_int,
    timeout_ms: c_int,
) -> Result<Socket> {
    let started = Instant::now();
    // 1.25's texts: Arrow C++ statuses (an `Invalid` one it reports as
    // `IRX_ERR_IO`), `getaddrinfo`'s and `strerror`'s words.
    let invalid = || {
        Error::new(
            Kind::Io,
            "Invalid: TCP requires a numeric address, port 1..65535 and positive timeout",
        )
    };
    if host.is_null() || !(1..=65535).contains(&port) || timeout_ms <= 0 {
        return Err(invalid());
    }
    // SAFETY: caller contract.
    let host = unsafe { c_text(host, "host") }.map_err(|_| invalid())?;
    // `getaddrinfo` with `AI_NUMERICHOST` refuses a name as EAI_NONAME.
    let ip: IpAddr = host
        .parse()
        .map_err(|_| Error::new(Kind::Io, "IOError: TCP address: Name or service not known"))?;
    let addr = SocketAddr::new(ip, port as u16);
    let timeout = Duration::from_millis(timeout_ms as u64);
    let stream = TcpStream::connect_timeout(&addr, timeout).map_err(|e| {
        Error::new(
            Kind::Io,
            match (e.kind(), e.raw_os_error()) {
                (ErrorKind::TimedOut, _) => "IOError: TCP connect timeout".into(),
                (_, Some(code)) => {
                    format!("IOError: connect: {}", crate::ffi::error::strerror(code))
                }
                _ => format!("IOError: connect: {e}"),
            },
        )
    })?;
    Ok(Socket {
        stream,
        timeout,
        deadline: started + timeout,
    })
}
