//! What every Parquet writer of a local destination shares: the lease
//! that excludes other writers of it, the sibling temporary a file is
//! staged in, fsync, and the sweep that removes what writers killed
//! before they finished left behind.
//!
//! Names beside a destination `DIR/NAME` (1.25's layout):
//! * `DIR/.NAME.irx.lock`: the lock file (kept: a waiter may hold it open);
//! * `DIR/NAME.irx-XXXXXXXXXXXXXXXX`: a staged file, or a snapshot's commit
//!   pointer (a symbolic link) between its creation and its rename; IRx
//!   1.25 names them `NAME.irx-XXXXXX` (`mkstemp`);
//! * `DIR/.NAME.irx-versions/pending-XXXXXXXXXXXXXXXX/`: a snapshot
//!   generation being written, renamed to `generation-...` when it commits;
//! * `DIR/NAME/.irx-pending-XXXXXXXXXXXXXXXX/`: the fragments of a plain
//!   dataset's batch before they are renamed into their partitions.
//!
//! A writer holds the lease from open to close (or release), so a writer
//! that acquires it knows no other cooperating writer of `DIR/NAME` (of
//! this runtime or of IRx 1.25, which locks the same file the same way)
//! is running: every name above that is not committed data is then a
//! dead writer's, and [`sweep`] removes it. What it cannot prove dead it
//! leaves: 1.25's uncommitted `generation-XXXXXX` directories look like
//! the old generations a reader may still be reading.

use std::fs::{File, OpenOptions};
use std::os::fd::AsRawFd;
use std::os::unix::fs::{OpenOptionsExt, PermissionsExt};
use std::path::{Path, PathBuf};

use super::io_error;
use crate::ffi::error::Kind;
use crate::ffi::{Error, Result};

/// The infix of staged files and commit pointers (`NAME.irx-XXXX`).
pub(super) const STAGED: &str = ".irx-";
/// The prefix of a snapshot generation being written.
pub(super) const PENDING_GENERATION: &str = "pending-";
/// The prefix of a plain dataset's staging directory (hidden: readers
/// skip names starting with `.`).
pub(super) const PENDING_FRAGMENTS: &str = ".irx-pending-";

/// An advisory lock on `.NAME.irx.lock` beside a destination, held for a
/// writer's life (the lock file itself stays: waiters may hold it open).
#[derive(Debug)]
pub(super) struct Lease {
    #[allow(dead_code, reason = "held for its lock")]
    file: File,
    /// The destination, in its canonical directory.
    destination: PathBuf,
}

impl Lease {
    pub(super) fn acquire(destination: &Path) -> Result<Lease> {
        let parent = parent_of(destination);
        let parent =
            std::fs::canonicalize(&parent).map_err(|e| super::canonical_error(&parent, &e))?;
        let name = destination.file_name().unwrap_or_default();
        let lock = parent.join(format!(".{}.irx.lock", name.to_string_lossy()));
        let file = OpenOptions::new()
            .create(true)
            .read(true)
            .write(true)
            .truncate(false)
            .mode(0o600)
            .custom_flags(libc::O_NOFOLLOW | libc::O_CLOEXEC)
            .open(&lock)
            .map_err(|e| io_error("cannot open Parquet writer lock", &lock, &e))?;
        // SAFETY: a valid descriptor owned by `file`.
        if unsafe { libc::flock(file.as_raw_fd(), libc::LOCK_EX | libc::LOCK_NB) } != 0 {
            let error = std::io::Error::last_os_error();
            return Err(Error::new(
                Kind::Io,
                format!("Parquet destination is busy or cannot be locked: {error}"),
            ));
        }
        Ok(Lease {
            file,
            destination: parent.join(name),
        })
    }
}

pub(super) fn parent_of(path: &Path) -> PathBuf {
    match path.parent() {
        Some(p) if !p.as_os_str().is_empty() => p.to_path_buf(),
        _ => PathBuf::from("."),
    }
}

/// fsync of a file or directory.
pub(super) fn sync_path(path: &Path) -> Result<()> {
    File::open(path)
        .and_then(|f| f.sync_all())
        .map_err(|e| io_error("Parquet commit fsync failed", path, &e))
}

/// A short, unlikely-to-repeat name part (time, pid, a counter): 16
/// lowercase hexadecimal digits.
pub(crate) fn nonce(salt: u32) -> String {
    use std::sync::atomic::{AtomicU64, Ordering};
    static COUNTER: AtomicU64 = AtomicU64::new(0);
    let time = std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map(|d| d.as_nanos() as u64)
        .unwrap_or(0);
    let mixed = time
        ^ (u64::from(std::process::id()) << 32)
        ^ COUNTER
            .fetch_add(1, Ordering::Relaxed)
            .wrapping_mul(0x9e37_79b9_7f4a_7c15)
        ^ u64::from(salt);
    format!("{mixed:016x}")
}

/// Whether `suffix` is a nonce of this runtime (16 lowercase hexadecimal
/// digits) or of 1.25's `mkstemp`/`mkdtemp` (6 ASCII letters or digits).
fn is_nonce(suffix: &str) -> bool {
    (suffix.len() == 16
        && suffix
            .bytes()
            .all(|b| matches!(b, b'0'..=b'9' | b'a'..=b'f')))
        || (suffix.len() == 6 && suffix.bytes().all(|b| b.is_ascii_alphanumeric()))
}

/// A new file beside `path` named `NAME.irx-XXXXXXXXXXXXXXXX`, created
/// exclusively with `mode` (before the umask). With `exact`, the mode is
/// set as given, umask or not (a file replacing one keeps its mode).
pub(super) fn temporary_beside(path: &Path, mode: u32, exact: bool) -> Result<(File, PathBuf)> {
    let name = path.file_name().unwrap_or_default().to_string_lossy();
    let parent = parent_of(path);
    for attempt in 0..64u32 {
        let candidate = parent.join(format!("{name}{STAGED}{}", nonce(attempt)));
        match OpenOptions::new()
            .write(true)
            .create_new(true)
            .mode(mode)
            .custom_flags(libc::O_CLOEXEC)
            .open(&candidate)
        {
            Ok(file) => {
                if exact && let Err(e) = file.set_permissions(std::fs::Permissions::from_mode(mode))
                {
                    let _ = std::fs::remove_file(&candidate);
                    return Err(io_error(
                        "cannot create sibling Parquet temporary file",
                        &candidate,
                        &e,
                    ));
                }
                return Ok((file, candidate));
            }
            Err(e) if e.kind() == std::io::ErrorKind::AlreadyExists => continue,
            Err(e) => {
                return Err(io_error(
                    "cannot create sibling Parquet temporary file",
                    &candidate,
                    &e,
                ));
            }
        }
    }
    Err(Error::new(
        Kind::Io,
        "cannot create sibling Parquet temporary file",
    ))
}

/// The entries of `dir` whose names start with `prefix` and end in a
/// nonce, with their types (not followed); nothing when `dir` is not a
/// real directory.
fn leftovers(dir: &Path, prefix: &str) -> Vec<(PathBuf, std::fs::FileType)> {
    let Ok(meta) = dir.symlink_metadata() else {
        return Vec::new();
    };
    if !meta.is_dir() {
        return Vec::new();
    }
    let Ok(entries) = std::fs::read_dir(dir) else {
        return Vec::new();
    };
    entries
        .filter_map(|entry| {
            let entry = entry.ok()?;
            let name = entry.file_name();
            let suffix = name.to_str()?.strip_prefix(prefix)?;
            if !is_nonce(suffix) {
                return None;
            }
            Some((entry.path(), entry.file_type().ok()?))
        })
        .collect()
}

/// Removes what dead writers of the lease's destination left (see the
/// module docs): staged files and commit pointers beside it, snapshot
/// generations still pending, and, when the destination is a plain
/// dataset directory, its staging directories. The directory holding the
/// destination is listed once (a cost linear in its entries, paid when a
/// writer opens). Holding `lease` proves no
/// cooperating writer of the destination is running. Only names that
/// match the layout exactly are touched, and only as the types a writer
/// makes (no directory where a file is expected, no link followed);
/// removal is best effort: what cannot be removed stays for a later
/// writer, and never fails this one.
///
/// Returns how many leftovers were removed.
pub(super) fn sweep(lease: &Lease) -> usize {
    let destination = &lease.destination;
    let Some(name) = destination.file_name().and_then(|n| n.to_str()) else {
        return 0;
    };
    let parent = parent_of(destination);
    let versions = parent.join(format!(".{name}.irx-versions"));
    let mut removed = 0;
    for (path, kind) in leftovers(&parent, &format!("{name}{STAGED}")) {
        // A link is a commit pointer only if it points into this
        // destination's versions: another dataset's link stays.
        let pointer = kind.is_symlink()
            && std::fs::read_link(&path).is_ok_and(|t| t.parent() == Some(versions.as_path()));
        if (kind.is_file() || pointer) && std::fs::remove_file(&path).is_ok() {
            removed += 1;
        }
    }
    for (path, kind) in leftovers(&versions, PENDING_GENERATION) {
        if kind.is_dir() && std::fs::remove_dir_all(&path).is_ok() {
            removed += 1;
        }
    }
    for (path, kind) in leftovers(destination, PENDING_FRAGMENTS) {
        if kind.is_dir() && std::fs::remove_dir_all(&path).is_ok() {
            removed += 1;
        }
    }
    removed
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn nonces_of_both_runtimes_are_recognised_and_nothing_else() {
        assert!(is_nonce(&nonce(0)));
        assert!(is_nonce("aB3xYz"));
        for other in [
            "",
            "backup1",
            "0123456789abcdeF",
            "0123456789abcde",
            "a-b-c-",
        ] {
            assert!(!is_nonce(other), "{other}");
        }
    }
}
