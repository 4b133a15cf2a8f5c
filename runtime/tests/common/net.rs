//! A peer on the loopback interface for the TCP readers.

use std::io::{Read, Write};
use std::net::TcpListener;
use std::thread::JoinHandle;
use std::time::Duration;

/// A peer on 127.0.0.1 that sends `bytes` at once to the first client and
/// then waits for it to close; its port, and the thread to join once the
/// client closed.
pub fn serve(bytes: Vec<u8>) -> (u16, JoinHandle<()>) {
    let listener = TcpListener::bind("127.0.0.1:0").unwrap();
    let port = listener.local_addr().unwrap().port();
    let server = std::thread::spawn(move || {
        let (mut peer, _) = listener.accept().unwrap();
        peer.set_read_timeout(Some(Duration::from_secs(20)))
            .unwrap();
        let _ = peer.write_all(&bytes);
        let _ = peer.read(&mut [0u8; 1]);
    });
    (port, server)
}
