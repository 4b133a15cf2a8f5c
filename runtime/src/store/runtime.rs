//! The one process-wide tokio runtime the store's futures run on: a
//! current-thread runtime (IO and timers enabled), created by the first
//! remote call only; a program that names no remote path never starts it.
//!
//! Every call blocks its caller until its future is done or its whole-call
//! timeout passes; several threads may block on it at once (tokio lets
//! each `block_on` caller drive the runtime in turn).
//!
//! `fork()`: a runtime belongs to the process that made it. The child of
//! a fork finds the parent's runtime (whose helper threads, if any, do not
//! exist in the child) under another process id, leaves it alone (leaked,
//! never touched or dropped) and makes one of its own, as `pool.rs` does
//! for the worker pool. Store clients (`store::open`'s, shared by the
//! readers and writers of one process with the same settings) are kept
//! by process id the same way: a child builds its own and never touches
//! its parent's.

use std::future::Future;
use std::sync::Mutex;
use std::time::Duration;

use crate::ffi::error::Kind;
use crate::ffi::{Error, Result};

/// The runtime and the process it was made in.
static RUNTIME: Mutex<Option<(u32, &'static tokio::runtime::Runtime)>> = Mutex::new(None);

fn runtime() -> Result<&'static tokio::runtime::Runtime> {
    let pid = std::process::id();
    let mut slot = RUNTIME.lock().unwrap_or_else(|e| e.into_inner());
    if let Some((owner, runtime)) = *slot
        && owner == pid
    {
        return Ok(runtime);
    }
    let runtime = tokio::runtime::Builder::new_current_thread()
        .enable_all()
        .build()
        .map_err(|e| {
            Error::new(
                Kind::Io,
                format!("cannot start the object-store runtime: {e}"),
            )
        })?;
    // Leaked: a forked child must never drop its parent's runtime.
    let runtime: &'static tokio::runtime::Runtime = Box::leak(Box::new(runtime));
    *slot = Some((pid, runtime));
    Ok(runtime)
}

/// Installs rustls' ring provider for every TLS client the store builds
/// (reqwest is built without a bundled one; one installed already, by
/// this or another library of the process, is kept). Before any client.
pub(crate) fn tls_provider() {
    static ONCE: std::sync::Once = std::sync::Once::new();
    ONCE.call_once(|| {
        let _ = rustls::crypto::ring::default_provider().install_default();
    });
}

/// Runs `future` to completion on the store runtime within `timeout`;
/// `Err(None)` when the timeout passed first (the caller words it, naming
/// its URI), `Err(Some(error))` when the runtime cannot start.
pub(crate) fn block_on<F: Future>(
    timeout: Duration,
    future: F,
) -> std::result::Result<F::Output, Option<Error>> {
    let runtime = runtime().map_err(Some)?;
    runtime
        .block_on(async { tokio::time::timeout(timeout, future).await })
        .map_err(|_| None)
}

/// Runs `futures` concurrently on the runtime, all within `timeout`;
/// their answers in their order.
pub(crate) fn spawn_all<T: Send + 'static>(
    timeout: Duration,
    futures: Vec<std::pin::Pin<Box<dyn Future<Output = T> + Send>>>,
) -> std::result::Result<Vec<T>, Option<Error>> {
    block_on(timeout, async move {
        let mut set = tokio::task::JoinSet::new();
        for (i, f) in futures.into_iter().enumerate() {
            set.spawn(async move { (i, f.await) });
        }
        let mut out: Vec<Option<T>> = (0..set.len()).map(|_| None).collect();
        while let Some(joined) = set.join_next().await {
            if let Ok((i, value)) = joined {
                out[i] = Some(value);
            }
        }
        out
    })
    .and_then(|out| {
        out.into_iter()
            .collect::<Option<Vec<T>>>()
            .ok_or_else(|| Some(Error::new(Kind::Io, "an object-store task failed")))
    })
}
