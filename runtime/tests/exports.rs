//! Every C entry point goes through `#[export]` (runtime/macros): it names
//! the function in its error messages, catches panics and is what the
//! header generator and `scripts/check-exports.sh` look for. This test fails
//! on any source line that would make an entry point some other way.
//!
//! The rule, on code (comments stripped):
//! * no `no_mangle` and no `export_name` anywhere: only the attribute adds
//!   the former, and nothing needs the latter;
//! * `extern "C" fn` only on private items: callbacks handed to C (Arrow
//!   release callbacks, owner release functions) are called through
//!   pointers, never by name, so they have no business being `pub`.

use std::fs;
use std::path::Path;

fn rust_files(dir: &Path, out: &mut Vec<std::path::PathBuf>) {
    for entry in fs::read_dir(dir).unwrap() {
        let path = entry.unwrap().path();
        if path.is_dir() {
            rust_files(&path, out);
        } else if path.extension().is_some_and(|e| e == "rs") {
            out.push(path);
        }
    }
}

/// The offending lines of one file's text, as `line: text`.
fn bypasses(text: &str) -> Vec<String> {
    text.lines()
        .enumerate()
        .filter_map(|(i, line)| {
            let code = line.split("//").next().unwrap_or("");
            let named = code.contains("no_mangle") || code.contains("export_name");
            // `extern "C" fn name(`: an item; `extern "C" fn(`: a pointer type.
            let c_fn_item = code.split("extern \"C\" fn").nth(1).is_some_and(|rest| {
                rest.trim_start()
                    .starts_with(|c: char| c.is_alphanumeric() || c == '_')
            });
            let public_c_fn = c_fn_item && code.trim_start().starts_with("pub");
            (named || public_c_fn).then(|| format!("{}: {}", i + 1, line.trim()))
        })
        .collect()
}

#[test]
fn no_entry_point_bypasses_the_export_attribute() {
    let src = Path::new(env!("CARGO_MANIFEST_DIR")).join("src");
    let mut files = Vec::new();
    rust_files(&src, &mut files);
    assert!(
        files.len() > 10,
        "found only {} files under {src:?}",
        files.len()
    );
    let found: Vec<String> = files
        .iter()
        .flat_map(|f| {
            let text = fs::read_to_string(f).unwrap();
            bypasses(&text)
                .into_iter()
                .map(move |l| format!("{}:{l}", f.display()))
        })
        .collect();
    assert!(
        found.is_empty(),
        "entry points not made by #[export]:\n{}",
        found.join("\n")
    );
}

#[test]
fn the_scan_sees_each_kind_of_bypass() {
    assert_eq!(bypasses("#[unsafe(no_mangle)]").len(), 1);
    assert_eq!(bypasses("#[no_mangle]").len(), 1);
    assert_eq!(bypasses("#[unsafe(export_name = \"irx_x\")]").len(), 1);
    assert_eq!(bypasses("pub unsafe extern \"C\" fn irx_x() {}").len(), 1);
    assert!(bypasses("unsafe extern \"C\" fn release(a: *mut A) {}").is_empty());
    assert!(bypasses("// no_mangle is added by #[export]").is_empty());
    assert!(bypasses("pub type cb = Option<unsafe extern \"C\" fn(c: *mut c_void)>;").is_empty());
}
