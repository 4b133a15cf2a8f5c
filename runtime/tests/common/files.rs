//! Scratch files and directories of a test process, named after the test
//! binary and the process so that binaries and runs never share one.

use std::ffi::CString;
use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicU32, Ordering};

/// An empty directory `name` of this process under the temporary
/// directory (whatever an earlier run left there is removed first). The
/// test removes it when it is done.
pub fn scratch(name: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!(
        "irx-{}-{name}-{}",
        env!("CARGO_CRATE_NAME"),
        std::process::id()
    ));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    dir
}

/// A file of this process holding given bytes, removed when dropped.
pub struct TempFile(PathBuf);

impl TempFile {
    /// A new file (a name of its own, also across threads) holding `bytes`.
    pub fn new(bytes: &[u8]) -> TempFile {
        static COUNTER: AtomicU32 = AtomicU32::new(0);
        let n = COUNTER.fetch_add(1, Ordering::Relaxed);
        let path = std::env::temp_dir().join(format!(
            "irx-{}-{}-{n}.tmp",
            env!("CARGO_CRATE_NAME"),
            std::process::id()
        ));
        std::fs::write(&path, bytes).unwrap();
        TempFile(path)
    }

    pub fn path(&self) -> &Path {
        &self.0
    }

    /// The path as a C string.
    pub fn c_path(&self) -> CString {
        super::c(self.0.to_str().unwrap())
    }
}

impl Drop for TempFile {
    fn drop(&mut self) {
        let _ = std::fs::remove_file(&self.0);
    }
}
