//! The process-wide worker pool every parallel path of the runtime runs on
//! (issue 32): one pool, sized by the caller.
//!
//! Its size `n` counts the threads a call may keep busy. It starts as the
//! `IRX_NUM_THREADS` environment variable (a positive integer, read once,
//! at the first call that needs the size) or else
//! `std::thread::available_parallelism()` (which honours cgroup quotas and
//! CPU affinity), and `irx_runtime_set_threads` changes it at any time.
//! With `n = 1` there is no pool at all: every job runs inline on the
//! calling thread and no helper thread is ever started. With `n >= 2` the
//! pool (rayon's thread pool) has `n` worker threads, started the first
//! time a job is spawned; the caller's own thread waits for their answers.
//!
//! A job's panic is caught on the worker and becomes the error of the call
//! that waits for it ([`Task::wait`]), never an abort, and is kept off
//! stderr as a panic a guard of the C boundary catches is. (The
//! `fault-injection` feature's `fault::panic_in_pool_jobs` makes jobs
//! panic as they start on a worker.)
//!
//! `fork()`: the child of a process has only the thread that forked. The
//! pool's lock is taken around `fork()` (`pthread_atfork`), so the child
//! never inherits it held; the parent's pool, whose threads do not exist
//! in the child, is left alone (its bookkeeping leaked, never touched)
//! and the child's first parallel job starts a pool of its own, of the
//! size the parent had set. A task spawned before `fork()` and waited for
//! in the child fails with an error instead of waiting forever.

use std::cell::RefCell;
use std::panic::{AssertUnwindSafe, catch_unwind};
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::mpsc::{self, Receiver, TryRecvError};
use std::sync::{Arc, Mutex, MutexGuard, Once};

use crate::ffi::error::Kind;
use crate::ffi::{Error, Result, export};

/// The most threads the pool may have: a larger `IRX_NUM_THREADS` or
/// `irx_runtime_set_threads` argument is taken as this.
pub const IRX_MAX_THREADS: u32 = 1024;

/// The size in force; 0 until the first call decides the default.
static SIZE: AtomicUsize = AtomicUsize::new(0);

/// The pool, the process it was started in and the size it has.
struct Slot {
    pid: u32,
    size: usize,
    pool: Option<Arc<rayon_core::ThreadPool>>,
    /// The last start of a pool of `size` threads failed (threads could
    /// not be created): jobs run inline until the size changes.
    failed: bool,
}

static SLOT: Mutex<Slot> = Mutex::new(Slot {
    pid: 0,
    size: 0,
    pool: None,
    failed: false,
});

static AT_FORK: Once = Once::new();

thread_local! {
    /// The pool's lock, held by the forking thread from `pthread_atfork`'s
    /// prepare handler to its parent and child handlers.
    static HELD_FOR_FORK: RefCell<Option<MutexGuard<'static, Slot>>> = const { RefCell::new(None) };
}

fn lock() -> MutexGuard<'static, Slot> {
    SLOT.lock().unwrap_or_else(|e| e.into_inner())
}

extern "C" fn before_fork() {
    let guard = lock();
    let _ = HELD_FOR_FORK.try_with(|held| *held.borrow_mut() = Some(guard));
}

extern "C" fn after_fork() {
    let _ = HELD_FOR_FORK.try_with(|held| held.borrow_mut().take());
}

/// The default size: `IRX_NUM_THREADS` when it is a positive integer, else
/// the parallelism the system grants this process.
fn default_size() -> usize {
    let from_env = std::env::var("IRX_NUM_THREADS")
        .ok()
        .and_then(|v| v.trim().parse::<u64>().ok())
        .filter(|&n| n > 0);
    let n = match from_env {
        Some(n) => usize::try_from(n).unwrap_or(usize::MAX),
        None => std::thread::available_parallelism().map_or(1, |n| n.get()),
    };
    n.min(IRX_MAX_THREADS as usize)
}

/// The pool's size in force (at least 1).
pub(crate) fn threads() -> usize {
    match SIZE.load(Ordering::Relaxed) {
        0 => {
            let n = default_size();
            match SIZE.compare_exchange(0, n, Ordering::Relaxed, Ordering::Relaxed) {
                Ok(_) => n,
                Err(set) => set,
            }
        }
        n => n,
    }
}

/// Sets the size (0: the default again). A pool of another size is let go
/// at once: its threads end when the jobs they run are done.
pub(crate) fn set_threads(n: usize) {
    let n = match n {
        0 => default_size(),
        n => n.min(IRX_MAX_THREADS as usize),
    };
    SIZE.store(n, Ordering::Relaxed);
    AT_FORK.call_once(register_fork_handlers);
    let stale = {
        let mut slot = lock();
        forget_if_forked(&mut slot);
        if slot.size == n {
            None
        } else {
            slot.failed = false;
            slot.size = n;
            slot.pool.take()
        }
    };
    // Dropped outside the lock: rayon tells the threads to end.
    drop(stale);
}

fn register_fork_handlers() {
    // SAFETY: the handlers are `extern "C"` functions of no arguments that
    // live as long as the program; registration has no other requirement.
    // Should it fail (no memory), the pid check below still keeps a child
    // from using its parent's pool.
    unsafe {
        libc::pthread_atfork(Some(before_fork), Some(after_fork), Some(after_fork));
    }
}

/// In a child of `fork()`, the parent's pool (its threads are not there)
/// is forgotten without being touched.
fn forget_if_forked(slot: &mut Slot) {
    let pid = std::process::id();
    if slot.pid != pid {
        if let Some(parent) = slot.pool.take() {
            std::mem::forget(parent);
        }
        slot.pid = pid;
        slot.failed = false;
    }
}

/// The pool when the size is 2 or more (started now if needed); None for
/// a size of 1, or when threads cannot be created.
fn pool() -> Option<Arc<rayon_core::ThreadPool>> {
    let n = threads();
    if n <= 1 {
        return None;
    }
    AT_FORK.call_once(register_fork_handlers);
    let mut slot = lock();
    forget_if_forked(&mut slot);
    if slot.size != n {
        let stale = slot.pool.take();
        slot.size = n;
        slot.failed = false;
        // Dropping a rayon pool only signals its threads: quick enough to
        // do under the lock.
        drop(stale);
    }
    if slot.pool.is_none() && !slot.failed {
        let built = rayon_core::ThreadPoolBuilder::new()
            .num_threads(n)
            .thread_name(|i| format!("irx-worker-{i}"))
            // Jobs catch their own panics (`spawn`); this only keeps one
            // that escaped from aborting the process.
            .panic_handler(|_| {})
            .build();
        match built {
            Ok(pool) => slot.pool = Some(Arc::new(pool)),
            Err(_) => slot.failed = true,
        }
    }
    slot.pool.clone()
}

/// Whether a job spawned now would run on a worker thread (the size is 2
/// or more), as opposed to inline.
pub(crate) fn parallel() -> bool {
    threads() > 1
}

/// The answer of a job handed to [`spawn`].
#[must_use]
pub(crate) struct Task<T> {
    inner: Inner<T>,
}

type Answer<T> = std::thread::Result<Result<T>>;

enum Inner<T> {
    /// Run inline (size 1), or failed to start.
    Ready(Answer<T>),
    /// Running on a worker of the pool of process `pid`.
    Pending {
        answer: Receiver<Answer<T>>,
        pid: u32,
    },
}

/// Runs `job` on a worker of the pool, or inline on this thread when the
/// size is 1 (or no thread can be started). Its answer, or its panic as an
/// error, comes from [`Task::wait`].
pub(crate) fn spawn<T, F>(job: F) -> Task<T>
where
    T: Send + 'static,
    F: FnOnce() -> Result<T> + Send + 'static,
{
    let Some(pool) = pool() else {
        return ready(job);
    };
    let (send, answer) = mpsc::sync_channel(1);
    pool.spawn(move || {
        // The receiver may be gone (the caller stopped waiting): the
        // answer is then dropped here.
        let _ = send.send(on_worker(job));
    });
    Task {
        inner: Inner::Pending {
            answer,
            pid: std::process::id(),
        },
    }
}

/// Runs `job` on this thread now, whatever the size: a [`Task`] of it
/// for code that hands some jobs to the pool and does others itself.
pub(crate) fn ready<T, F>(job: F) -> Task<T>
where
    F: FnOnce() -> Result<T>,
{
    Task {
        inner: Inner::Ready(catch_unwind(AssertUnwindSafe(job))),
    }
}

impl<T> Task<T> {
    /// The job's answer, waiting for it if it is still running. A panic of
    /// the job is an error of kind `Arrow` naming it.
    pub(crate) fn wait(self) -> Result<T> {
        let answer = match self.inner {
            Inner::Ready(answer) => answer,
            Inner::Pending { answer, pid } => match answer.try_recv() {
                Ok(answer) => answer,
                Err(TryRecvError::Empty) if pid != std::process::id() => {
                    return Err(Error::new(
                        Kind::Invalid,
                        "work started before fork() cannot be finished in the child process",
                    ));
                }
                Err(TryRecvError::Empty) => answer.recv().map_err(|_| lost())?,
                Err(TryRecvError::Disconnected) => return Err(lost()),
            },
        };
        answered(answer)
    }
}

/// Runs `jobs`, which may borrow what the caller holds, on the pool's
/// workers when the size is 2 or more, else one after another on this
/// thread; returns when every job has ended, with their answers in the
/// order of `jobs`, or the error of a job that failed (the first in that
/// order among those that ran), a panic being an error as in
/// [`Task::wait`]. Once a job has failed, the jobs not yet begun are
/// skipped.
pub(crate) fn scoped<'a, T: Send>(
    jobs: Vec<Box<dyn FnOnce() -> Result<T> + Send + 'a>>,
) -> Result<Vec<T>> {
    let Some(pool) = pool() else {
        return jobs
            .into_iter()
            .map(|job| answered(catch_unwind(AssertUnwindSafe(job))))
            .collect();
    };
    let failed = std::sync::atomic::AtomicBool::new(false);
    let mut answers: Vec<Option<Answer<T>>> = jobs.iter().map(|_| None).collect();
    pool.scope(|scope| {
        for (job, slot) in jobs.into_iter().zip(answers.iter_mut()) {
            let failed = &failed;
            scope.spawn(move |_| {
                if failed.load(Ordering::Relaxed) {
                    return;
                }
                let answer = on_worker(job);
                if !matches!(answer, Ok(Ok(_))) {
                    failed.store(true, Ordering::Relaxed);
                }
                *slot = Some(answer);
            });
        }
    });
    let mut out = Vec::with_capacity(answers.len());
    let mut skipped = false;
    for answer in answers {
        match answer {
            Some(answer) => out.push(answered(answer)?),
            None => skipped = true,
        }
    }
    // Jobs are skipped only after one failed, whose error came first.
    if skipped {
        return Err(lost());
    }
    Ok(out)
}

/// Runs a job that has started on a worker thread, catching its panic
/// inside the boundary's `contain`, so that the runtime's panic hook keeps
/// it off stderr as it keeps a guard's: it is the waiting call's error
/// (a bare `catch_unwind` here let the process's hook print every such
/// panic, since a worker is never inside a guard of its own).
fn on_worker<T>(job: impl FnOnce() -> Result<T>) -> Answer<T> {
    crate::ffi::boundary::contain(|| {
        #[cfg(feature = "fault-injection")]
        crate::fault::pool_job();
        job()
    })
}

/// Runs `job` on this thread, whatever the size, its panic an error as in
/// [`Task::wait`]: work below a path's threshold for the pool fails
/// the same way as the same work on a worker.
pub(crate) fn inline<T>(job: impl FnOnce() -> Result<T>) -> Result<T> {
    answered(catch_unwind(AssertUnwindSafe(job)))
}

/// A job's answer, its panic as an error of kind `Arrow` naming it.
fn answered<T>(answer: Answer<T>) -> Result<T> {
    answer.unwrap_or_else(|payload| {
        let detail = crate::ffi::boundary::panic_detail(payload.as_ref());
        Err(Error::new(
            Kind::Arrow,
            format!("internal error (panic on a worker thread): {detail}"),
        ))
    })
}

fn lost() -> Error {
    Error::new(
        Kind::Arrow,
        "internal error: a worker thread ended without an answer",
    )
}

/// Sets how many threads the runtime's parallel work (Parquet reads and
/// writes, CSV reads, compressed IPC bodies, an IPC file read into a table
/// by `irx_rb_reader_read_table`, compute kernels) may use,
/// from the next call that starts such work on: `n` worker threads, which
/// the calling thread waits for.
/// `n = 1` means no helper thread at all: everything runs on the calling
/// thread. `n = 0` restores the default: the `IRX_NUM_THREADS`
/// environment variable when it is a positive integer, else the number of
/// CPUs this process may use (cgroup quotas and affinity included). A
/// value above `IRX_MAX_THREADS` (1024) is taken as 1024.
///
/// Callable from any thread at any time: calls already running keep the
/// threads they have; a pool of another size is let go, its threads ending
/// when their jobs are done. The threads are started the first time
/// parallel work runs, not here.
///
/// After `fork()`, the child (which has only the forking thread) may call
/// every function of the runtime, this one included: its first parallel
/// work starts a pool of its own with the size in force. A read begun in
/// the parent before `fork()` must not be continued in the child: what its
/// parent's workers had not finished fails there with an error naming
/// `fork()` rather than wait for threads that do not exist. It may be
/// closed and freed.
///
/// Cannot fail and leaves every last-error message as it was.
#[export(unguarded)]
pub fn irx_runtime_set_threads(n: u32) {
    set_threads(n as usize);
}

/// The number of threads the runtime's parallel work uses now (see
/// `irx_runtime_set_threads`): at least 1, at most `IRX_MAX_THREADS`.
/// The first call decides the default if nothing was set. Cannot fail and
/// leaves every last-error message as it was.
#[export(unguarded)]
pub fn irx_runtime_threads() -> u32 {
    // At most IRX_MAX_THREADS: fits.
    threads() as u32
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn answers_and_panics_come_back_as_results() {
        for n in [1, 2] {
            set_threads(n);
            let tasks: Vec<Task<usize>> = (0..8).map(|i| spawn(move || Ok(i * 2))).collect();
            let got: Vec<usize> = tasks.into_iter().map(|t| t.wait().unwrap()).collect();
            assert_eq!(got, (0..8).map(|i| i * 2).collect::<Vec<_>>());
            let failed = spawn::<(), _>(|| panic!("worker boom")).wait().unwrap_err();
            assert_eq!(failed.kind, Kind::Arrow);
            assert!(failed.message.contains("worker boom"), "{}", failed.message);
            let err = spawn::<(), _>(|| Err(Error::invalid("plain error")))
                .wait()
                .unwrap_err();
            assert_eq!(err.message, "plain error");
        }
        set_threads(0);
        assert!(threads() >= 1);
    }

    #[test]
    fn scoped_jobs_borrow_and_fail_as_results() {
        let data: Vec<u64> = (0..1000).collect();
        for n in [1, 2, 3] {
            set_threads(n);
            let jobs: Vec<Box<dyn FnOnce() -> Result<u64> + Send + '_>> = data
                .chunks(100)
                .map(|c| Box::new(move || Ok(c.iter().sum())) as Box<dyn FnOnce() -> _ + Send>)
                .collect();
            let sums = scoped(jobs).unwrap();
            assert_eq!(
                sums,
                data.chunks(100)
                    .map(|c| c.iter().sum())
                    .collect::<Vec<u64>>()
            );
            let jobs: Vec<Box<dyn FnOnce() -> Result<u64> + Send + '_>> = vec![
                Box::new(|| Ok(1)),
                Box::new(|| panic!("scoped boom")),
                Box::new(|| Ok(3)),
            ];
            let failed = scoped(jobs).unwrap_err();
            assert_eq!(failed.kind, Kind::Arrow);
            assert!(failed.message.contains("scoped boom"), "{}", failed.message);
        }
        set_threads(0);
    }
}
