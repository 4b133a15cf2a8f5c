//! The IRx 1.25 surface: every function `shared/abi-1.25/symbols.tsv` lists
//! for the areas this runtime implements is declared by
//! `include/irx_runtime.h` with exactly 1.25's return and parameter types.
//! (`make check`'s export check then ties the header to the archive.)
//!
//! Types are compared as C sees them: parameter names, `struct`/`enum`
//! tags and spacing do not matter; everything else (constness, pointer
//! depth, integer widths, typedef names) must be 1.25's.

use std::collections::BTreeMap;
use std::fs;
use std::path::PathBuf;

/// The (area, layer) pairs of symbols.tsv this runtime provides in full.
const AREAS: &[(&str, &str)] = &[
    ("record_batch", "core"),
    ("record_batch", "checked"),
    ("exceptions", "core"),
    ("class", "core"),
];

fn workspace() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("..")
}

/// A C type (or a parameter: type plus optional name) in canonical form.
fn canonical(param: &str) -> String {
    let spaced = param.replace('*', " * ");
    let mut tokens: Vec<&str> = spaced
        .split_whitespace()
        .filter(|t| *t != "struct" && *t != "enum")
        .collect();
    let is_ident = |t: &str| t.chars().all(|c| c.is_ascii_alphanumeric() || c == '_');
    if tokens.len() > 1 {
        let last = tokens[tokens.len() - 1];
        let before = tokens[tokens.len() - 2];
        if is_ident(last)
            && last != "const"
            && (before == "*" || (is_ident(before) && before != "const"))
        {
            tokens.pop();
        }
    }
    tokens.join(" ")
}

fn signature(ret: &str, params: &str) -> String {
    let params: Vec<String> = if params.trim().is_empty() || params.trim() == "void" {
        Vec::new()
    } else {
        params.split(',').map(canonical).collect()
    };
    format!("{} ({})", canonical(ret), params.join(", "))
}

/// name -> canonical signature, for every function of the header.
fn header_signatures() -> BTreeMap<String, String> {
    let header = fs::read_to_string(workspace().join("include/irx_runtime.h")).unwrap();
    // Declarations start at column 0 and end with ");".
    let mut out = BTreeMap::new();
    let mut text = String::new();
    for line in header.lines() {
        let starts = !line.starts_with([' ', '#', '/', '*', '}', '\t'])
            && !line.starts_with("typedef")
            && line.contains('(');
        if text.is_empty() && !starts {
            continue;
        }
        text.push_str(line);
        text.push(' ');
        if line.trim_end().ends_with(");") {
            let open = text.find('(').unwrap();
            let close = text.rfind(')').unwrap();
            let head = text[..open]
                .trim()
                .trim_start_matches("IRX_NORETURN")
                .trim();
            let split = head.rfind([' ', '*']).unwrap();
            let name = head[split + 1..].to_string();
            let ret = &head[..=split];
            out.insert(name, signature(ret, &text[open + 1..close]));
            text.clear();
        }
    }
    out
}

#[test]
fn canonical_forms() {
    assert_eq!(
        canonical("const char *const * names"),
        "const char * const *"
    );
    assert_eq!(
        canonical("const struct IrxRbSchema *"),
        "const IrxRbSchema *"
    );
    assert_eq!(canonical("enum IrxColumnType type"), "IrxColumnType");
    assert_eq!(canonical("int"), "int");
    assert_eq!(canonical("int64_t *len"), "int64_t *");
}

#[test]
fn the_header_declares_every_125_function_of_our_areas_with_its_types() {
    let tsv = workspace().join("../shared/abi-1.25/symbols.tsv");
    let tsv = fs::read_to_string(&tsv).unwrap_or_else(|e| panic!("{}: {e}", tsv.display()));
    let header = header_signatures();
    assert!(
        header.len() > 100,
        "only {} declarations parsed",
        header.len()
    );
    let mut checked = 0;
    let mut wrong = Vec::new();
    for row in tsv.lines().skip(1) {
        let cols: Vec<&str> = row.split('\t').collect();
        let [name, area, layer, _header, ret, params] = cols[..] else {
            panic!("malformed row: {row}");
        };
        if !AREAS.contains(&(area, layer)) {
            continue;
        }
        checked += 1;
        let expected = signature(ret, params);
        match header.get(name) {
            None => wrong.push(format!("{name}: missing (1.25: {expected})")),
            Some(ours) if *ours != expected => {
                wrong.push(format!("{name}: ours {ours}, 1.25 {expected}"));
            }
            Some(_) => {}
        }
    }
    assert!(checked > 0, "no rows of {AREAS:?}");
    assert!(
        wrong.is_empty(),
        "{} of {checked}:\n{}",
        wrong.len(),
        wrong.join("\n")
    );
}
