//! Every C entry point goes through `#[export]`, and nothing else makes a C
//! symbol by hand.
//!
//! The rule, checked on the Rust tokens of every file under `runtime/src`
//! and `abi/src` (both end up in the archive; comments, doc text and string
//! literals are not tokens of the kind looked at, so they never count):
//!
//! 1. No `no_mangle` or `export_name` anywhere: not as an attribute, not
//!    inside `unsafe(...)` or `cfg_attr(...)`, not in a `macro_rules!` body.
//!    The `#[export]` attribute (in `runtime/macros`) is the only code that
//!    writes `#[unsafe(no_mangle)]`.
//! 2. No `global_asm!`: assembly can define global symbols nothing else sees.
//! 3. A function item with a foreign ABI (`extern "C" fn name`, `extern fn
//!    name`, any ABI string) is a callback handed to C as a function pointer
//!    (an Arrow C Data `release`, an owner's release function): with rule 1
//!    its symbol stays mangled, so C can reach it only through the pointer
//!    the runtime gives it. It must not be bare `pub` (private, `pub(crate)`
//!    and the like are fine), so it can neither pass for an entry point nor
//!    become part of the crate's Rust API.
//!
//! Not covered by the rule, because they export nothing: function pointer
//! types (`extern "C" fn(*mut c_void)`), `extern "C" { ... }` import blocks
//! and `extern crate`. `scripts/check-exports.sh` checks the same promise on
//! the built archive's symbols, and that nothing else in it is global.

use std::collections::BTreeSet;
use std::fs;
use std::path::{Path, PathBuf};
use std::str::FromStr;

use proc_macro2::{TokenStream, TokenTree};

/// One broken rule: where and what.
#[derive(Debug, Clone, PartialEq, Eq)]
struct Finding {
    line: usize,
    what: String,
}

/// Every break of the rules above in one file's source.
fn scan(source: &str) -> Result<Vec<Finding>, String> {
    let tokens = TokenStream::from_str(source).map_err(|e| format!("does not tokenize: {e}"))?;
    let mut findings = Vec::new();
    scan_level(&tokens.into_iter().collect::<Vec<_>>(), &mut findings);
    findings.sort_by_key(|f| f.line);
    Ok(findings)
}

/// Scans one level of the token tree (the tokens between one pair of
/// delimiters), then every group in it.
fn scan_level(tokens: &[TokenTree], findings: &mut Vec<Finding>) {
    for (i, token) in tokens.iter().enumerate() {
        match token {
            TokenTree::Group(group) => {
                scan_level(&group.stream().into_iter().collect::<Vec<_>>(), findings)
            }
            TokenTree::Ident(ident) => {
                let name = ident.to_string();
                let line = ident.span().start().line;
                match name.as_str() {
                    "no_mangle" | "export_name" => findings.push(Finding {
                        line,
                        what: format!("hand-written `{name}` (only #[export] may add it)"),
                    }),
                    "global_asm" => findings.push(Finding {
                        line,
                        what: "`global_asm!` (can define symbols outside #[export])".into(),
                    }),
                    "extern" => {
                        if let Some(function) = public_foreign_function(tokens, i) {
                            findings.push(Finding {
                                line,
                                what: format!(
                                    "`pub extern fn {function}` (a C callback must not be `pub`; \
                                     an entry point uses #[export])"
                                ),
                            });
                        }
                    }
                    _ => {}
                }
            }
            _ => {}
        }
    }
}

/// When `tokens[at]` (an `extern`) starts a bare-`pub` function item with a
/// foreign ABI, that function's name.
fn public_foreign_function(tokens: &[TokenTree], at: usize) -> Option<String> {
    let mut next = at + 1;
    if matches!(tokens.get(next), Some(TokenTree::Literal(_))) {
        next += 1; // the ABI string
    }
    if !is_ident(tokens.get(next), "fn") {
        return None; // `extern crate`, `extern "C" { ... }`
    }
    // `fn` then a name is an item; `fn` then `(` is a function pointer type.
    let Some(TokenTree::Ident(function)) = tokens.get(next + 1) else {
        return None;
    };
    // Walk back over the qualifiers to the visibility.
    let mut before = at;
    while before > 0
        && ["unsafe", "const", "async", "safe", "default"]
            .iter()
            .any(|q| is_ident(tokens.get(before - 1), q))
    {
        before -= 1;
    }
    // `pub(crate)` and friends end in a parenthesized group: not bare `pub`.
    let bare_pub = before > 0 && is_ident(tokens.get(before - 1), "pub");
    bare_pub.then(|| function.to_string())
}

fn is_ident(token: Option<&TokenTree>, name: &str) -> bool {
    matches!(token, Some(TokenTree::Ident(ident)) if ident == name)
}

fn workspace() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("..")
}

fn rust_files(dir: &Path, files: &mut Vec<PathBuf>) {
    for entry in fs::read_dir(dir).unwrap_or_else(|e| panic!("{}: {e}", dir.display())) {
        let path = entry.unwrap().path();
        if path.is_dir() {
            rust_files(&path, files);
        } else if path.extension().is_some_and(|e| e == "rs") {
            files.push(path);
        }
    }
}

#[test]
fn no_source_file_makes_a_c_symbol_by_hand() {
    let mut files = Vec::new();
    for tree in ["runtime/src", "abi/src"] {
        rust_files(&workspace().join(tree), &mut files);
    }
    files.sort();
    // The trees are not empty and the exports are where the scan looks.
    assert!(files.len() > 20, "only {} files found", files.len());
    let mut exports = 0;
    let mut broken = Vec::new();
    for file in &files {
        let source = fs::read_to_string(file).unwrap();
        exports += source.matches("#[export(").count();
        let relative = file.strip_prefix(workspace()).unwrap_or(file).display();
        match scan(&source) {
            Ok(findings) => broken.extend(
                findings
                    .into_iter()
                    .map(|f| format!("{relative}:{}: {}", f.line, f.what)),
            ),
            Err(error) => broken.push(format!("{relative}: {error}")),
        }
    }
    assert!(exports > 50, "only {exports} #[export] attributes found");
    assert!(broken.is_empty(), "\n{}", broken.join("\n"));
}

/// The scanner itself: each way of writing a C symbol by hand is found,
/// and what the rule allows is not.
#[test]
fn the_scanner_finds_every_bypass_and_nothing_else() {
    let bypasses = [
        "#[no_mangle] pub unsafe fn irx_a() -> i32 { 0 }",
        "#[unsafe(no_mangle)] unsafe fn irx_b() {}",
        r#"#[unsafe(export_name = "irx_c")] fn c() {}"#,
        "#[cfg_attr(all(), unsafe(no_mangle))] fn d() {}",
        "macro_rules! m { () => { #[no_mangle] fn e() {} }; }",
        r#"pub extern "C" fn f() {}"#,
        "pub extern fn g() {}",
        r#"pub unsafe extern "C-unwind" fn h() {}"#,
        r#"impl X { pub extern "C" fn i(&self) {} }"#,
        r#"mod inner { pub const unsafe extern "system" fn j() {} }"#,
        r#"core::arch::global_asm!(".globl k");"#,
    ];
    for source in bypasses {
        let findings = scan(source).unwrap();
        assert_eq!(findings.len(), 1, "{source}: {findings:?}");
    }
    // Both the attribute and the public ABI of one function.
    let twice = r#"#[unsafe(no_mangle)] pub unsafe extern "C" fn irx_l() {}"#;
    assert_eq!(scan(twice).unwrap().len(), 2);
    // Line numbers point at the offence.
    let later = "fn ok() {}\n\n#[no_mangle]\nfn bad() {}\n";
    assert_eq!(scan(later).unwrap()[0].line, 3);

    let allowed = [
        r#"unsafe extern "C" fn release(array: *mut FFI_ArrowArray) {}"#,
        r#"pub(crate) extern "C" fn callback() {}"#,
        r#"pub(super) unsafe extern "C" fn callback() {}"#,
        r#"pub type ReleaseFn = Option<unsafe extern "C" fn(context: *mut c_void)>;"#,
        r#"struct S { f: extern "C" fn(i32) -> i32 }"#,
        r#"unsafe extern "C" { fn malloc(n: usize) -> *mut u8; }"#,
        "extern crate alloc;",
        "/// `#[no_mangle]`, `pub extern \"C\" fn x`, global_asm!\nfn documented() {}",
        "// #[unsafe(no_mangle)]\n/* pub extern fn y() {} */ fn commented() {}",
        r#"const TEXT: &str = "no_mangle export_name pub extern fn z";"#,
        "#[export(Arrow)]\npub unsafe fn irx_fine(out: *mut i32) -> i32 { Ok(()) }",
        "#[export(unguarded)]\npub unsafe fn irx_hot() -> i32 { 0 }",
    ];
    for source in allowed {
        assert_eq!(scan(source).unwrap(), vec![], "{source}");
    }
    // Lifetimes and generics before an item do not confuse the walk back.
    assert_eq!(
        scan("fn a<'x>(v: &'x u8) -> &'x u8 { v } pub extern \"C\" fn b() {}")
            .unwrap()
            .len(),
        1
    );
}

/// Header functions `ctests/test_boundary.c` does not call, and why.
const NOT_IN_THE_BOUNDARY_TABLE: [(&str, &str); 9] = [
    (
        "irx_list_append",
        "ends the process on bad input (ctests/test_list.c)",
    ),
    (
        "irx_list_at",
        "ends the process on bad input (ctests/test_list.c)",
    ),
    (
        "irx_list_destroy",
        "cannot fail: NULL is a no-op, no last error",
    ),
    (
        "irx_list_status_message",
        "cannot fail: a static text for any status (ctests/test_list.c)",
    ),
    ("__arx_assert_fail", "never returns (ctests/test_assert.c)"),
    (
        "__arx_runtime_fail",
        "never returns (ctests/test_exceptions.c)",
    ),
    ("irx_buffer_last_error", "what the boundary test reads"),
    ("irx_arrow_last_error", "what the boundary test reads"),
    ("irx_record_batch_errmsg", "what the boundary test reads"),
];

/// pyirx 1.25's families without a last error: their failures are -1, a
/// status plus the caller's error buffer, or a fatal report, which the
/// boundary test's "last error names the function" pattern cannot check.
/// Every function of such a family must be called by the C test named
/// here instead (where its bad input is tried).
///
/// The checked record-batch layer (`irx_rb_api_*`) reports into the
/// caller's buffer, not a last error; its areas each have a C test
/// (`test_rb_api.c`, `test_parquet_api.c`, ...): a name ending in
/// `*_api.c` stands for every such file.
const FAMILIES_TESTED_ELSEWHERE: [(&str, &str); 7] = [
    ("irx_exception_", "ctests/test_exceptions.c"),
    ("irx_class_", "ctests/test_class.c"),
    // The record-batch area's and each data-frame area's own file
    // (test_rb_api.c, test_frame_api.c, test_csv_api.c, ...).
    ("irx_rb_api_", "ctests/test_*_api.c"),
    // pyirx 1.25's file runtime reports into the caller's buffer too.
    ("irx_file_", "ctests/test_file.c"),
    // The library's version cannot fail either; its test checks that it
    // leaves every last error as it was (before the broader prefix below:
    // the first match counts).
    ("irx_runtime_version", "ctests/test_version.c"),
    // Which vector instructions the kernels use: checked against the
    // level each child of that test asked for, and the answers compared.
    ("irx_runtime_simd_level", "ctests/test_simd_levels.c"),
    // Process-wide settings that cannot fail (no last error to check):
    // read back and applied to a real read there.
    ("irx_runtime_", "ctests/test_limits.c"),
];

/// The text of a family's C test: the file, or every file of `ctests/`
/// a `test_*_api.c` pattern matches.
fn family_source(test: &str) -> String {
    let Some((prefix, suffix)) = test.split_once('*') else {
        return fs::read_to_string(workspace().join(test)).unwrap();
    };
    let (dir, prefix) = prefix.rsplit_once('/').unwrap();
    let mut text = String::new();
    for entry in fs::read_dir(workspace().join(dir)).unwrap() {
        let name = entry.unwrap().file_name().into_string().unwrap();
        if name.starts_with(prefix) && name.ends_with(suffix) {
            text += &fs::read_to_string(workspace().join(dir).join(&name)).unwrap();
        }
    }
    assert!(!text.is_empty(), "no file matches {test}");
    text
}

/// The functions `include/irx_runtime.h` declares (cbindgen writes each
/// declaration from column 0, its name right before the `(`).
fn header_functions() -> BTreeSet<String> {
    let header = fs::read_to_string(workspace().join("include/irx_runtime.h")).unwrap();
    header
        .lines()
        .filter(|line| !line.starts_with([' ', '#', '/', '*', '}']) && !line.starts_with("typedef"))
        .filter_map(|line| {
            let head = &line[..line.find('(')?];
            let name = head.rsplit([' ', '*']).next()?;
            (name.starts_with("irx_") || name.starts_with("__arx_")).then(|| name.to_string())
        })
        .collect()
}

/// The names of the `CASE(...)` / `CASE_MISNAMED(...)` rows of the
/// boundary test's table (and of the per-area row lists it includes).
fn boundary_table() -> Vec<String> {
    let mut source = fs::read_to_string(workspace().join("ctests/test_boundary.c")).unwrap();
    // The record-batch and data-frame areas' rows live in the files it
    // includes.
    for area in ["rb", "frame", "parquet", "csv"] {
        let path = workspace().join(format!("ctests/boundary_{area}.h"));
        source += &fs::read_to_string(path).unwrap();
    }
    source
        .lines()
        .map(str::trim_start)
        .filter(|line| line.starts_with("CASE(") || line.starts_with("CASE_MISNAMED("))
        .map(|line| {
            let args = &line[line.find('(').unwrap() + 1..];
            args[..args.find([',', ')']).unwrap()].trim().to_string()
        })
        .collect()
}

#[test]
fn the_boundary_test_calls_every_header_function() {
    let header = header_functions();
    assert!(header.len() > 60, "only {} functions parsed", header.len());
    let table = boundary_table();
    let rows: BTreeSet<String> = table.iter().cloned().collect();
    assert_eq!(rows.len(), table.len(), "a function has two rows");
    let exempt: BTreeSet<String> = NOT_IN_THE_BOUNDARY_TABLE
        .iter()
        .map(|(name, _)| name.to_string())
        .collect();
    let stale: Vec<_> = exempt.difference(&header).collect();
    assert!(stale.is_empty(), "exempt but not in the header: {stale:?}");
    let both: Vec<_> = exempt.intersection(&rows).collect();
    assert!(both.is_empty(), "exempt and in the table: {both:?}");
    let unknown: Vec<_> = rows.difference(&header).collect();
    assert!(
        unknown.is_empty(),
        "in the table, not in the header: {unknown:?}"
    );
    let family_test = |name: &str| {
        FAMILIES_TESTED_ELSEWHERE
            .iter()
            .find(|(prefix, _)| name.starts_with(prefix))
            .map(|(_, test)| *test)
    };
    let in_family: Vec<_> = rows.iter().filter(|n| family_test(n).is_some()).collect();
    assert!(
        in_family.is_empty(),
        "tested elsewhere and in the table: {in_family:?}"
    );
    let uncalled: Vec<_> = header
        .iter()
        .filter_map(|name| Some((name, family_test(name)?)))
        .filter(|(name, test)| !family_source(test).contains(&format!("{name}(")))
        .collect();
    assert!(
        uncalled.is_empty(),
        "functions their family's C test does not call: {uncalled:?}"
    );
    let missing: Vec<_> = header
        .iter()
        .filter(|name| {
            !rows.contains(*name) && !exempt.contains(*name) && family_test(name).is_none()
        })
        .collect();
    assert!(
        missing.is_empty(),
        "header functions ctests/test_boundary.c does not call: {missing:?}"
    );
}
