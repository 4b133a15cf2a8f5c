//! Regenerates `include/irx_runtime.h` from the runtime crate with the
//! pinned cbindgen.
//!
//! `irx-headergen [OUTPUT]` writes to OUTPUT (default:
//! `include/irx_runtime.h` under the workspace root). `make check` writes to
//! a temporary file and compares, so a stale committed header fails CI.

use std::path::PathBuf;
use std::process::ExitCode;

fn main() -> ExitCode {
    let root = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../..");
    let output = std::env::args_os()
        .nth(1)
        .map(PathBuf::from)
        .unwrap_or_else(|| root.join("include/irx_runtime.h"));
    let config = match cbindgen::Config::from_file(root.join("cbindgen.toml")) {
        Ok(config) => config,
        Err(error) => {
            eprintln!("irx-headergen: cannot read cbindgen.toml: {error}");
            return ExitCode::FAILURE;
        }
    };
    match cbindgen::generate_with_config(root.join("runtime"), config) {
        Ok(bindings) => {
            bindings.write_to_file(&output);
            ExitCode::SUCCESS
        }
        Err(error) => {
            eprintln!("irx-headergen: cbindgen failed: {error}");
            ExitCode::FAILURE
        }
    }
}
