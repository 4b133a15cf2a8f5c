//! Regenerates `include/irx_runtime.h` with the pinned cbindgen, and lists
//! the runtime's C entry points.
//!
//! * `irx-headergen [OUTPUT]` writes the header to OUTPUT (default:
//!   `include/irx_runtime.h` under the workspace root). `make check` writes
//!   to a temporary file and compares, so a stale committed header fails.
//! * `irx-headergen --list-exports` prints the name of every function the
//!   runtime marks `#[export(...)]`, one a line, sorted; `make check`
//!   compares it with the archive's symbols.
//! * `--abi 1.25` first (`irx-headergen --abi 1.25 [OUTPUT | --list-exports]`)
//!   does either for the pyirx 1.25 generation (the archive
//!   `make lib-1.25` finishes); the header's default path is then
//!   `include/abi-1.25/irx_runtime.h`.
//!
//! The generations share one source and one compile
//! (runtime/src/generation.rs): an exported function that only one of them
//! has is named `NAME__abi_1_18` or `NAME__abi_1_25`. Staging names the
//! generation's own one `NAME` and leaves the other's without `extern "C"`,
//! so cbindgen (and `--list-exports`) see exactly one of the two.
//!
//! cbindgen reads source, not expanded code, and it exports a function only
//! when it sees `#[no_mangle]` on it. In our source that attribute is added
//! by the `#[export]` macro and never written by hand, so the header is made
//! from a staged copy of `abi/src` and `runtime/src` in which each
//! `#[export(...)]` line is followed by the `#[unsafe(no_mangle)]` the macro
//! will add, and the function gets the `extern "C"` the macro adds. The
//! parameter and return types as written are already the C types.
//!
//! `#[export(..., alias = NAME)]` (on one line) exports the function a
//! second time as NAME; staging appends a declaration of NAME with the
//! function's signature to the file, documented as the function's other
//! name (the header lists functions by name, so where it stands in the
//! source does not matter).

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

/// The ABI generation a header or export list is made for.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Generation {
    /// IRx 1.18, the default build.
    V118,
    /// pyirx 1.25.
    V125,
}

impl Generation {
    /// The C name of an exported function in this generation, or None for
    /// the other generation's function. A function only one generation has
    /// is named `NAME__abi_1_18` or `NAME__abi_1_25` in the source (both are
    /// compiled; scripts/finish-archive.sh renames the archive's own one
    /// to NAME and drops the other), and is NAME in that generation's header.
    fn own_name(self, name: &str) -> Option<&str> {
        let (own, other) = match self {
            Generation::V118 => ("__abi_1_18", "__abi_1_25"),
            Generation::V125 => ("__abi_1_25", "__abi_1_18"),
        };
        if name.ends_with(other) {
            return None;
        }
        Some(name.strip_suffix(own).unwrap_or(name))
    }
}

fn run() -> Result<(), String> {
    let root = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../..");
    let mut arguments: Vec<_> = std::env::args_os().skip(1).collect();
    let generation = if arguments.first().is_some_and(|a| a == "--abi") {
        let value = arguments.get(1).cloned();
        arguments.drain(..arguments.len().min(2));
        match value.as_ref().and_then(|v| v.to_str()) {
            Some("1.18") => Generation::V118,
            Some("1.25") => Generation::V125,
            other => return Err(format!("--abi takes 1.18 or 1.25, not {other:?}")),
        }
    } else {
        Generation::V118
    };
    let argument = arguments.into_iter().next();
    let stage = std::env::temp_dir().join(format!("irx-headergen-{}", std::process::id()));
    let staged =
        stage_sources(&root, &stage, generation).map_err(|e| format!("cannot stage sources: {e}"));
    let result = staged.and_then(|exports| {
        if argument.as_deref() == Some("--list-exports".as_ref()) {
            let mut exports = exports;
            exports.sort();
            for name in exports {
                println!("{name}");
            }
            return Ok(());
        }
        let output = argument.map(PathBuf::from).unwrap_or_else(|| {
            root.join(match generation {
                Generation::V118 => "include/irx_runtime.h",
                Generation::V125 => "include/abi-1.25/irx_runtime.h",
            })
        });
        generate(&root, &stage, &output, generation)
    });
    let _ = fs::remove_dir_all(&stage);
    result
}

fn generate(
    root: &Path,
    stage: &Path,
    output: &Path,
    generation: Generation,
) -> Result<(), String> {
    let mut config = cbindgen::Config::from_file(root.join("cbindgen.toml"))
        .map_err(|e| format!("cannot read cbindgen.toml: {e}"))?;
    if generation == Generation::V125 {
        for (from, to) in GENERATION_125_TEXT {
            let text = config
                .header
                .as_mut()
                .into_iter()
                .chain(config.after_includes.as_mut());
            let hits = text
                .filter(|t| t.contains(from))
                .map(|t| *t = t.replace(from, to))
                .count();
            if hits != 1 {
                return Err(format!(
                    "cbindgen.toml's header text no longer contains {from:?}"
                ));
            }
        }
    }
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

/// How the 1.25 header's text differs from cbindgen.toml's (the 1.18
/// header's): each `from` must occur exactly once.
const GENERATION_125_TEXT: [(&str, &str); 4] = [
    (
        " * ABI generation: IRx 1.18 (the default build, target/release). The pyirx\n \
         * 1.25 generation (make IRX_ABI=1.25) has its headers in include/abi-1.25/.\n",
        " * ABI generation: pyirx 1.25 (make IRX_ABI=1.25, target/abi-1.25). The\n \
         * default build is the IRx 1.18 generation (include/irx_runtime.h).\n",
    ),
    (
        " *   irx_arrow_*:  0 on success, EINVAL / EOVERFLOW / ENOMEM on error\n",
        " *   irx_arrow_*:  0 on success, a negative IRX_ERR_* status on error\n",
    ),
    (
        " *   irx_list_append, irx_list_at: misuse prints one line to stderr and\n \
         *                 exits with status 1.\n",
        " *   irx_list_append, irx_list_at: an irx_list_status (0 ok); they never\n \
         *                 exit, and irx_list_at leaves *out NULL on failure.\n",
    ),
    (
        "#define IRX_RUNTIME_ABI_1_18 1",
        "#define IRX_RUNTIME_ABI_1_25 1",
    ),
];

/// Copies `abi/src` and `runtime/src` under `stage`, adding the
/// `#[unsafe(no_mangle)]` of every `#[export(...)]` of `generation`;
/// returns the exported function names.
fn stage_sources(root: &Path, stage: &Path, generation: Generation) -> io::Result<Vec<String>> {
    let mut exports = Vec::new();
    let mut tree = |from: &str, to: &str| {
        copy_tree(&root.join(from), &stage.join(to), generation, &mut exports)
    };
    tree("abi/src", "abi")?;
    tree("runtime/src", "runtime")?;
    Ok(exports)
}

fn copy_tree(
    from: &Path,
    to: &Path,
    generation: Generation,
    exports: &mut Vec<String>,
) -> io::Result<()> {
    fs::create_dir_all(to)?;
    for entry in fs::read_dir(from)? {
        let entry = entry?;
        let path = entry.path();
        let target = to.join(entry.file_name());
        if entry.file_type()?.is_dir() {
            copy_tree(&path, &target, generation, exports)?;
        } else if path.extension().is_some_and(|e| e == "rs") {
            let source = fs::read_to_string(&path)?;
            fs::write(&target, add_no_mangle(&source, generation, exports))?;
        }
    }
    Ok(())
}

/// The source with `#[unsafe(no_mangle)]` after each export attribute of
/// `generation` and `extern "C"` on the function that follows it; that
/// function's name goes to `exports`.
fn add_no_mangle(source: &str, generation: Generation, exports: &mut Vec<String>) -> String {
    let mut staged = String::with_capacity(source.len());
    let mut pending = false;
    // The alias of the export being staged, then its declaration while the
    // signature is read, and the finished declarations.
    let mut alias: Option<&str> = None;
    let mut declaration: Option<String> = None;
    let mut aliases = String::new();
    for line in source.lines() {
        let trimmed = line.trim_start();
        if let Some(mut text) = declaration.take() {
            if signature_line(&mut text, line) {
                aliases.push_str(&text);
            } else {
                declaration = Some(text);
            }
        }
        if pending && let Some(source_name) = function_name(trimmed) {
            pending = false;
            let Some(name) = generation.own_name(source_name) else {
                // The other generation's function: without `extern "C"`
                // cbindgen leaves it out of the header.
                staged.push_str(line);
                staged.push('\n');
                continue;
            };
            exports.push(name.to_owned());
            let line = line.replacen("fn ", "extern \"C\" fn ", 1);
            let line = line.replacen(source_name, name, 1);
            staged.push_str(&line);
            if let Some(alias) = alias.take() {
                exports.push(alias.to_owned());
                // The docs the macro gives the alias, then its signature:
                // this line under the alias's name, the rest as it comes.
                let mut text = format!(
                    "/// The same function as `{name}`,\n\
                     /// under a second C name: its body, contract and errors are that \
                     function's.\n///\n/// # Safety\n/// As for `{name}`.\n\
                     #[unsafe(no_mangle)]\n"
                );
                if signature_line(&mut text, &line.trim_start().replacen(name, alias, 1)) {
                    aliases.push_str(&text);
                } else {
                    declaration = Some(text);
                }
            }
        } else {
            staged.push_str(line);
        }
        staged.push('\n');
        if trimmed.starts_with(EXPORT_ATTRIBUTE) {
            staged.push_str("#[unsafe(no_mangle)]\n");
            pending = true;
            alias = alias_name(trimmed);
        }
    }
    staged.push_str(&aliases);
    staged
}

/// Adds one line of a signature to an alias's declaration; true when it was
/// the last (the one that opens the body, which the declaration leaves
/// empty: cbindgen reads only the signature).
fn signature_line(declaration: &mut String, line: &str) -> bool {
    match line.trim_end().strip_suffix('{') {
        Some(last) => {
            declaration.push_str(last);
            declaration.push_str("{}\n");
            true
        }
        None => {
            declaration.push_str(line);
            declaration.push('\n');
            false
        }
    }
}

/// NAME in an export attribute line `#[export(..., alias = NAME, ...)]`.
fn alias_name(line: &str) -> Option<&str> {
    let rest = line.split_once("alias = ")?.1;
    let end = rest.find(|c: char| !(c.is_ascii_alphanumeric() || c == '_'))?;
    Some(&rest[..end])
}

/// The name in `pub unsafe fn name(` / `pub fn name(`, if the line is one.
fn function_name(line: &str) -> Option<&str> {
    let rest = line.split_once("fn ")?.1;
    let end = rest.find(|c: char| !(c.is_ascii_alphanumeric() || c == '_'))?;
    Some(&rest[..end])
}

#[cfg(test)]
mod tests {
    use super::*;

    /// An alias gets its own staged declaration (the function's signature
    /// under the alias's name, documented, with `#[unsafe(no_mangle)]`)
    /// and its own line in the export list.
    #[test]
    fn an_alias_is_staged_and_listed() {
        let source = "/// Docs.\n#[export(Arrow, alias = irx_b)]\npub unsafe fn irx_a(\n    \
                      x: *const u8,\n) -> c_int {\n    0\n}\n";
        let mut exports = Vec::new();
        let staged = add_no_mangle(source, Generation::V118, &mut exports);
        assert_eq!(exports, ["irx_a", "irx_b"]);
        assert!(staged.contains("#[unsafe(no_mangle)]\npub unsafe extern \"C\" fn irx_a(\n"));
        let alias = &staged[staged.find("/// The same function as `irx_a`").unwrap()..];
        assert!(alias.ends_with(
            "#[unsafe(no_mangle)]\npub unsafe extern \"C\" fn irx_b(\n    x: *const u8,\n) -> c_int {}\n"
        ));
        // No alias, no second declaration.
        let plain = source.replace(", alias = irx_b", "");
        let mut exports = Vec::new();
        assert!(!add_no_mangle(&plain, Generation::V118, &mut exports).contains("irx_b"));
        assert_eq!(exports, ["irx_a"]);
    }
}
