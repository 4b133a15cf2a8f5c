//! Regenerates `include/irx_runtime.h` with the pinned cbindgen, and lists
//! the runtime's C entry points.
//!
//! * `irx-headergen [OUTPUT]` writes the header to OUTPUT (default:
//!   `include/irx_runtime.h` under the workspace root). `make check` writes
//!   to a temporary file and compares, so a stale committed header fails.
//! * `irx-headergen --list-exports` prints the name of every function the
//!   runtime marks `#[export(...)]`, one a line, sorted; `make check`
//!   compares it with the archive's symbols.
//!
//! cbindgen reads source, not expanded code, and it exports a function only
//! when it sees `#[no_mangle]` on it. In our source that attribute is added
//! by the `#[export]` macro and never written by hand, so the header is made
//! from a staged copy of `abi/src` and `runtime/src` in which each
//! `#[export(...)]` line is followed by the `#[unsafe(no_mangle)]` the macro
//! will add, and the function gets the `extern "C"` the macro adds. The
//! parameter and return types as written are already the C types.

use std::fs;
use std::io;
use std::path::{Path, PathBuf};
use std::process::ExitCode;

const EXPORT_ATTRIBUTE: &str = "#[export(";

fn main() -> ExitCode {
    if let Err(message) = run() {
        eprintln!("irx-headergen: {message}");
        return ExitCode::FAILURE;
    }
    ExitCode::SUCCESS
}

fn run() -> Result<(), String> {
    let root = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../..");
    let argument = std::env::args_os().nth(1);
    let stage = std::env::temp_dir().join(format!("irx-headergen-{}", std::process::id()));
    let staged = stage_sources(&root, &stage).map_err(|e| format!("cannot stage sources: {e}"));
    let result = staged.and_then(|exports| {
        if argument.as_deref() == Some("--list-exports".as_ref()) {
            let mut exports = exports;
            exports.sort();
            for name in exports {
                println!("{name}");
            }
            return Ok(());
        }
        let output = argument
            .map(PathBuf::from)
            .unwrap_or_else(|| root.join("include/irx_runtime.h"));
        generate(&root, &stage, &output)
    });
    let _ = fs::remove_dir_all(&stage);
    result
}

fn generate(root: &Path, stage: &Path, output: &Path) -> Result<(), String> {
    let config = cbindgen::Config::from_file(root.join("cbindgen.toml"))
        .map_err(|e| format!("cannot read cbindgen.toml: {e}"))?;
    // The ABI crate first: its constants and enums lead the header.
    let bindings = cbindgen::Builder::new()
        .with_config(config)
        .with_src(stage.join("abi/lib.rs"))
        .with_src(stage.join("runtime/lib.rs"))
        .generate()
        .map_err(|e| format!("cbindgen failed: {e}"))?;
    bindings.write_to_file(output);
    Ok(())
}

/// Copies `abi/src` and `runtime/src` under `stage`, adding the
/// `#[unsafe(no_mangle)]` of every `#[export(...)]`; returns the exported
/// function names.
fn stage_sources(root: &Path, stage: &Path) -> io::Result<Vec<String>> {
    let mut exports = Vec::new();
    copy_tree(&root.join("abi/src"), &stage.join("abi"), &mut exports)?;
    copy_tree(
        &root.join("runtime/src"),
        &stage.join("runtime"),
        &mut exports,
    )?;
    Ok(exports)
}

fn copy_tree(from: &Path, to: &Path, exports: &mut Vec<String>) -> io::Result<()> {
    fs::create_dir_all(to)?;
    for entry in fs::read_dir(from)? {
        let entry = entry?;
        let path = entry.path();
        let target = to.join(entry.file_name());
        if entry.file_type()?.is_dir() {
            copy_tree(&path, &target, exports)?;
        } else if path.extension().is_some_and(|e| e == "rs") {
            let source = fs::read_to_string(&path)?;
            fs::write(&target, add_no_mangle(&source, exports))?;
        }
    }
    Ok(())
}

/// The source with `#[unsafe(no_mangle)]` after each export attribute and
/// `extern "C"` on the function that follows it; that function's name goes
/// to `exports`.
fn add_no_mangle(source: &str, exports: &mut Vec<String>) -> String {
    let mut staged = String::with_capacity(source.len());
    let mut pending = false;
    for line in source.lines() {
        let trimmed = line.trim_start();
        if pending && let Some(name) = function_name(trimmed) {
            exports.push(name.to_owned());
            staged.push_str(&line.replacen("fn ", "extern \"C\" fn ", 1));
            pending = false;
        } else {
            staged.push_str(line);
        }
        staged.push('\n');
        if trimmed.starts_with(EXPORT_ATTRIBUTE) {
            staged.push_str("#[unsafe(no_mangle)]\n");
            pending = true;
        }
    }
    staged
}

/// The name in `pub unsafe fn name(` / `pub fn name(`, if the line is one.
fn function_name(line: &str) -> Option<&str> {
    let rest = line.split_once("fn ")?.1;
    let end = rest.find(|c: char| !(c.is_ascii_alphanumeric() || c == '_'))?;
    Some(&rest[..end])
}
