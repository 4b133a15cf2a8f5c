//! Hostile-input tests under a memory ceiling ("L2G": the address space
//! limited to 2 GiB, as `prlimit --as=$((2 << 30))` would).
//!
//! A test body that would blow memory on a regression must not take the
//! test runner with it, so [`under_limit`] re-runs the calling test alone in
//! a child process (this same test binary, `--exact`), with `RLIMIT_AS` set
//! before it starts. In the child the body runs; in the parent the child's
//! exit is checked: success, no panic text and nothing about allocation on
//! stderr, within a wall-clock bound. Use it through [`limited_test!`]:
//!
//! ```ignore
//! limited_test!(deep_parquet_schema_is_refused, { /* body */ });
//! ```

#![allow(dead_code)] // each test binary uses some of it

use std::io::Read;
use std::os::unix::process::CommandExt;
use std::process::{Command, Stdio};
use std::time::{Duration, Instant};

/// The environment variable that marks the child run.
const CHILD: &str = "IRX_TEST_UNDER_LIMIT";

/// 2 GiB of address space: the ceiling the hostile-input issue measures
/// with. The debug test binary and its threads need a few hundred MiB of it.
pub const L2G: u64 = 2 << 30;

/// How long a limited body may take before the parent kills it.
pub const DEADLINE: Duration = Duration::from_secs(60);

/// True in the child run of a limited test.
pub fn in_child() -> bool {
    std::env::var_os(CHILD).is_some()
}

/// A command that runs test `name` of this binary alone, its output not
/// captured by the test harness: the child run of [`under_limit`], or of
/// a test that runs a part of itself in another process (marked by an
/// environment variable the caller sets).
pub fn rerun(name: &str) -> Command {
    let exe = std::env::current_exe().expect("the test binary's path");
    let mut command = Command::new(exe);
    command
        .args([name, "--exact", "--nocapture", "--test-threads=1"])
        .stdin(Stdio::null());
    command
}

/// Runs test `name` of this binary alone in a child process whose address
/// space is limited to `limit` bytes, and panics unless it passes within
/// [`DEADLINE`] with no panic text or allocation failure on stderr.
pub fn under_limit(name: &str, limit: u64) {
    let mut command = rerun(name);
    command
        .env(CHILD, "1")
        .env("RUST_BACKTRACE", "0")
        .stdout(Stdio::piped())
        .stderr(Stdio::piped());
    // SAFETY: prctl and setrlimit are async-signal-safe; nothing else runs
    // between fork and exec.
    unsafe {
        command.pre_exec(move || {
            // A runner killed mid-test (a timeout) must not leave the child
            // spinning: it dies with its parent, and a CPU limit stops a
            // regression that loops even when the parent is stuck too.
            libc::prctl(libc::PR_SET_PDEATHSIG, libc::SIGKILL);
            let cpu = DEADLINE.as_secs() * 2;
            let limits = [(libc::RLIMIT_AS, limit), (libc::RLIMIT_CPU, cpu)];
            for (resource, value) in limits {
                let rl = libc::rlimit {
                    rlim_cur: value as libc::rlim_t,
                    rlim_max: value as libc::rlim_t,
                };
                if libc::setrlimit(resource, &rl) != 0 {
                    return Err(std::io::Error::last_os_error());
                }
            }
            Ok(())
        });
    }
    let started = Instant::now();
    let mut child = command.spawn().expect("spawn the limited child");
    let status = loop {
        if let Some(status) = child.try_wait().expect("wait for the child") {
            break status;
        }
        if started.elapsed() > DEADLINE {
            let _ = child.kill();
            let _ = child.wait();
            panic!("{name}: still running after {DEADLINE:?} under a {limit}-byte limit");
        }
        std::thread::sleep(Duration::from_millis(20));
    };
    let mut out = String::new();
    let mut err = String::new();
    if let Some(mut s) = child.stdout.take() {
        let _ = s.read_to_string(&mut out);
    }
    if let Some(mut s) = child.stderr.take() {
        let _ = s.read_to_string(&mut err);
    }
    assert!(
        status.success(),
        "{name} failed under a {limit}-byte limit ({status}, {:?}):\n{out}\n{err}",
        started.elapsed()
    );
    assert!(
        out.contains("1 passed"),
        "{name}: the child ran no test:\n{out}\n{err}"
    );
    for bad in ["panicked", "memory allocation of", "thread '"] {
        assert!(
            !err.contains(bad),
            "{name}: the child's stderr has {bad:?}:\n{err}"
        );
    }
}

/// A test whose body runs in a child process under [`L2G`], or under
/// `limit: BYTES`; with `parent_holds: EXPR`, the parent keeps the value
/// of `EXPR` (a lock the binary's other tests take, say) while the child
/// runs:
///
/// ```ignore
/// limited_test!(name, { /* body */ });
/// limited_test!(name, limit: 4 << 30, { /* body */ });
/// limited_test!(name, parent_holds: serial(), { /* body */ });
/// ```
#[macro_export]
macro_rules! limited_test {
    ($name:ident, limit: $limit:expr, $(parent_holds: $held:expr,)? $body:block) => {
        #[test]
        fn $name() {
            if common::limited::in_child() {
                $body
            } else {
                $(let _held = $held;)?
                common::limited::under_limit(stringify!($name), $limit);
            }
        }
    };
    ($name:ident, parent_holds: $held:expr, $body:block) => {
        $crate::limited_test!(
            $name,
            limit: common::limited::L2G,
            parent_holds: $held,
            $body
        );
    };
    ($name:ident, $body:block) => {
        $crate::limited_test!($name, limit: common::limited::L2G, $body);
    };
}
